/// A key type that knows every key it has, in a fixed order, and where each key is in it: the
/// shape `lexicon generate` writes.
///
/// The runtime lays out a resolved table of such a type as an array in that order, so a lookup is
/// an array read — no hashing of the key, no comparing of its bytes. Everything else is as for
/// any ``Localizable`` key: the same fallback rules, reports and scoped overrides.
///
/// ```swift
/// enum SettingsStrings: String, IndexedLocalizable, CaseIterable {
///   case signOut = "settings.signOut"
///   case title = "settings.title"
///
///   var keyIndex: Int {
///     switch self {
///     case .signOut: 0
///     case .title: 1
///     }
///   }
/// }
/// ```
///
/// A `CaseIterable` enum with `String` raw values gets ``indexedKeys`` from its cases, so only
/// ``keyIndex`` is written: each case's position among `allCases`. Keys of other shapes — a
/// struct carrying its position, say — implement both.
///
/// - Important: `Self.indexedKeys[key.keyIndex] == key.key` must hold for every key, and
///   ``indexedKeys`` must not change for the life of the process. A key whose index is out of
///   range is looked up by its text, as a plain ``Localizable`` key is.
public protocol IndexedLocalizable: Localizable {
  /// Every key of the type, in order: the key at position `i` is the one whose ``keyIndex`` is
  /// `i`. Read once per table and language, on the first lookup.
  static var indexedKeys: [String] { get }

  /// This key's position in ``indexedKeys``.
  var keyIndex: Int { get }
}

extension IndexedLocalizable {
  /// The resolved, unformatted text in the current language, read by position.
  @inlinable
  public var description: String {
    Localization.text(ofIndexed: self)
  }
}

extension IndexedLocalizable where Self: CaseIterable {
  /// The keys of the cases, in the order of `allCases`.
  public static var indexedKeys: [String] {
    allCases.map(\.key)
  }
}
