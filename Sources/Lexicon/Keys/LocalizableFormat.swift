/// A key that takes arguments, as `lexicon generate` writes it: called with its arguments it is
/// the formatted text; shown without them it does not compile.
///
/// Each key whose development-language value has specifiers becomes a member whose type is a
/// noncopyable struct conforming to this protocol, with a `callAsFunction` that takes the
/// arguments, typed by the specifiers:
///
/// ```swift
/// InboxStrings.storageUsed(usedPercent: 42)   // "42 % deines Speichers sind belegt"
/// "\(InboxStrings.storageUsed)"               // error: 'appendInterpolation' is unavailable:
///                                             // a key that takes arguments cannot be shown
///                                             // without them: call it with its arguments
/// print(InboxStrings.storageUsed)             // error: a noncopyable value is not `Any`
/// ```
///
/// The guarantee holds for every kind of argument — integers, floating-point numbers, objects
/// (`%@`), strings, characters and plural counts — because it does not depend on the arguments:
/// a noncopyable value fits no generic parameter, so neither string interpolation's generic
/// `appendInterpolation`, `String(describing:)`, `print` nor SwiftUI's `Text` accept one, and the
/// one interpolation that names this protocol is unavailable. The key itself stays available as
/// a case of the type's nested `Templates` enum, a plain ``Localizable`` key whose text is the
/// unformatted template: shown on purpose (`"\(InboxStrings.Templates.storageUsed)"`), it shows
/// that template.
///
/// Keys written by hand are ``Localizable`` values: `LoginStrings.welcome("Ann")` formats one,
/// and `"\(LoginStrings.welcome)"` shows its unformatted text, as documented on
/// ``Localizable/description``.
public protocol LocalizableFormat: Sendable, ~Copyable {}

extension DefaultStringInterpolation {
  /// Unavailable: a key that takes arguments is shown by calling it with them.
  @available(
    *, unavailable,
    message: "a key that takes arguments cannot be shown without them: call it with its arguments"
  )
  public mutating func appendInterpolation(_ key: borrowing some LocalizableFormat & ~Copyable) {
    fatalError("unavailable")
  }
}
