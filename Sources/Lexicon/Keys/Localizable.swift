import Foundation

/// A typed localization key: a screen's enum of strings that resolves itself to text.
///
/// Each screen declares its own keys, and the keys resolve through the provider chain of the
/// current ``Localization`` when they are interpolated:
///
/// ```swift
/// enum LoginStrings: String, Localizable {
///   case title, welcome, unreadMessages
/// }
///
/// titleLabel.text = "\(LoginStrings.title)"        // "Sign in"
/// greeting.text = LoginStrings.welcome("Ann")      // "Welcome, Ann!"
/// badge.text = LoginStrings.unreadMessages(3)      // "3 unread messages" (CLDR plural rules)
/// ```
///
/// An enum whose raw value is a `String` needs no other code: ``key`` is its raw value (prefixed by
/// ``namespace`` when the type sets one), the table is `Localizable`, the bundle is `.main`, and
/// `description` resolves the text. A SwiftPM feature module points
/// its keys at its own resources:
///
/// ```swift
/// enum InboxStrings: String, Localizable {
///   static var bundle: Bundle { .module }
///   static var table: String { "Inbox" }
///   case title, empty
/// }
/// ```
///
/// Resolution is language-major — the requested language, its parent locales, then the app's
/// development language, then that of the key's ``bundle``, asking every provider in order at each
/// step and then the key's own ``bundle`` (so a feature module's keys always reach their
/// strings; see <doc:FeatureModules>) — and ends with ``defaultValue`` and the
/// configured ``MissingKeyPolicy``. A key never resolves to nothing.
///
/// - Note: `table` and `bundle` are read once per type and language and cached: keep them (and
///   `namespace`) constant for the life of the process. A namespaced key is built on each lookup;
///   keys of up to 15 UTF-8 bytes (`login.title`) cost no allocation.
public protocol Localizable: CustomStringConvertible, Sendable {
  /// The lookup key in the table: by default the raw value, prefixed by ``namespace`` and a dot.
  var key: String { get }

  /// An optional prefix that keeps keys of different screens apart in a shared table.
  ///
  /// With `static var namespace: String? { "login" }`, `LoginStrings.title` looks up
  /// `login.title`. The default is `nil`: the raw value is the key.
  static var namespace: String? { get }

  /// The table (file name without extension) the keys live in. The default is `Localizable`.
  static var table: String { get }

  /// The bundle whose `.lproj` folders hold the table. The default is `Bundle.main`; a SwiftPM
  /// module with resources returns `.module`.
  static var bundle: Bundle { get }

  /// A note for translators about where and how the key is used. The default is empty.
  var comment: String { get }

  /// Text shipped in code, used when no provider has the key in any language of the fallback
  /// chain. The default is `nil`, which leaves the decision to the ``MissingKeyPolicy``.
  var defaultValue: String? { get }
}

extension Localizable {
  /// No namespace: keys are used as they are.
  @inlinable
  public static var namespace: String? { nil }

  /// The `Localizable` table.
  public static var table: String { "Localizable" }

  /// The main bundle.
  public static var bundle: Bundle { .main }

  /// No comment.
  public var comment: String { "" }

  /// No in-code default.
  public var defaultValue: String? { nil }

  /// The resolved, unformatted text in the current language.
  ///
  /// A string with no arguments is never run through a formatter: `"40% off"` stays `"40% off"`.
  /// For a plural value this is its `other` form.
  @inlinable
  public var description: String {
    Localization.text(of: self)
  }

  /// The resolved value in the current language — plain text or plural variants — unformatted.
  ///
  /// Use it where the template itself is needed, for example to build an attributed string
  /// around the `%@` placeholders.
  public var localizedValue: LocalizedValue {
    Localization.current.value(for: self)
  }

  /// The resolved text formatted with `arguments`.
  ///
  /// Plural variables (`%#@files@` from a `.stringsdict`, plural variations from a String
  /// Catalog) pick their variant with the CLDR rules of the app's current language, never the
  /// device's. (A text that fell back to the development language keeps that language's rules,
  /// so English variants are chosen by English rules.) A translation whose placeholders do not fit the arguments renders a visible
  /// placeholder and reports the problem instead of crashing.
  ///
  /// ```swift
  /// InboxStrings.unread(5)            // "5 unread messages"
  /// LoginStrings.welcome("Ann")       // "Welcome, Ann!"
  /// ```
  ///
  /// - Parameter arguments: The values for the format's placeholders, in order.
  /// - Returns: The formatted text.
  public func callAsFunction(_ arguments: any CVarArg...) -> String {
    Localization.current.format(self, arguments: arguments)
  }
}

extension Localizable where Self: RawRepresentable, Self.RawValue == String {
  /// The raw value, prefixed by the type's ``Localizable/namespace`` and a dot when it has one.
  @inlinable
  public var key: String {
    guard let namespace = Self.namespace else { return rawValue }
    return namespace + "." + rawValue
  }
}
