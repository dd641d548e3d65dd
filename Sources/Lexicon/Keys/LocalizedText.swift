/// A key with its arguments, kept to be shown later: text a view model stores and a screen
/// renders, in the language in force when it is read.
///
/// A `String` made from a key is frozen in the language of the moment it was made; a
/// `LocalizedText` resolves again each time its ``description`` is read, so a stored title
/// follows a language switch or an over-the-air fix:
///
/// ```swift
/// struct InboxViewModel {
///   var title = LocalizedText(InboxStrings.title)
///   var unread: LocalizedText { LocalizedText(InboxStrings.unread, messages.count) }
/// }
///
/// titleLabel.text = "\(viewModel.title)"       // resolved now, in the current language
/// Localization.shared.bind(badge, \.text) { "\(viewModel.unread)" }
/// ```
///
/// Reading it is a lookup like any other: it resolves through the runtime and language in scope
/// (``Localization/current``) and is tracked by the Observation framework, so a SwiftUI view
/// that shows it re-renders after a change.
///
/// Two values are equal when they name the same key of the same type with equal arguments,
/// whatever the language: equality says what is shown, not how it reads today. Arguments are
/// equal when they have the same type and print the same with `String(reflecting:)` — numbers
/// and strings by value — or, for instances of a class that prints only its type's name, when
/// they are the same instance. Values are `Hashable` too, for sets, `ForEach` and diffable data
/// sources.
public struct LocalizedText: Sendable, CustomStringConvertible, Hashable {
  private let render: @Sendable () -> String
  /// The key type, the key and each argument's type and value, as text.
  private let identity: [String]

  /// The text of a key without arguments.
  ///
  /// - Parameter key: The key.
  public init<Key: Localizable>(_ key: Key) {
    render = { key.description }
    identity = [String(reflecting: Key.self), key.key]
  }

  /// The text of a key formatted with arguments, as ``Localizable/callAsFunction(_:)`` formats
  /// it at the moment the text is read: plurals by the CLDR rules of the language in force,
  /// numbers in its conventions.
  ///
  /// - Parameters:
  ///   - key: The key.
  ///   - arguments: The values for the format's placeholders, in order.
  public init<Key: Localizable>(_ key: Key, _ arguments: any CVarArg & Sendable...) {
    self.init(key, arguments: arguments)
  }

  /// The text of a key formatted with an array of arguments.
  ///
  /// - Parameters:
  ///   - key: The key.
  ///   - arguments: The values for the format's placeholders, in order.
  public init<Key: Localizable>(_ key: Key, arguments: [any CVarArg & Sendable]) {
    render = { Localization.current.format(key, arguments: arguments) }
    identity =
      [String(reflecting: Key.self), key.key]
      + arguments.map(Self.identity(of:))
  }

  /// Text shown as it is, in every language: a name, a value from the server.
  ///
  /// - Parameter text: The text.
  /// - Returns: A value whose description is `text`.
  public static func verbatim(_ text: String) -> LocalizedText {
    LocalizedText(verbatim: text)
  }

  private init(verbatim text: String) {
    render = { text }
    identity = ["", text]
  }

  /// The text in the language in force now (a pinned scope's, or the current language).
  public var description: String {
    render()
  }

  /// Whether two values name the same key with equal arguments (or are the same verbatim text).
  public static func == (lhs: LocalizedText, rhs: LocalizedText) -> Bool {
    lhs.identity == rhs.identity
  }

  /// Hashes what equality compares.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(identity)
  }

  /// An argument as text: its type and value, or its type and instance when it prints no more
  /// than its type (a class without a description).
  private static func identity(of argument: any CVarArg & Sendable) -> String {
    let type = type(of: argument)
    let value = String(reflecting: argument)
    guard value == String(reflecting: type), type is AnyClass else {
      return "\(type): \(value)"
    }
    return "\(type)@\(UInt(bitPattern: ObjectIdentifier(argument as AnyObject)))"
  }
}
