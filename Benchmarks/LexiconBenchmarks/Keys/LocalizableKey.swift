import Lexicon

/// A key of the generated `Localizable` table.
///
/// A `RawRepresentable` struct rather than an enum: an enum with thousands of generated cases is
/// impractical to generate and slow to compile, and resolves through exactly the same runtime path.
struct LocalizableKey: RawRepresentable, Localizable, Hashable {
  static var table: String { "Localizable" }

  let rawValue: String
}
