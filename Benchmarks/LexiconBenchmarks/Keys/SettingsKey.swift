import Lexicon

/// A key of the generated `Settings` table.
///
/// A `RawRepresentable` struct rather than an enum: an enum with thousands of generated cases is
/// impractical to generate and slow to compile, and resolves through exactly the same runtime path.
struct SettingsKey: RawRepresentable, Localizable, Hashable {
  static var table: String { "Settings" }

  let rawValue: String
}
