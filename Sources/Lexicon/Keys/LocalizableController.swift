/// A screen (view controller, view, or any type) that declares its own localization keys.
///
/// Adopting it documents which key enum a screen uses and gives the screen short helpers:
///
/// ```swift
/// final class LoginViewController: UIViewController, LocalizableController {
///   enum Strings: String, Localizable { case title, welcome }
///
///   override func viewDidLoad() {
///     super.viewDidLoad()
///     title = localized(.title)
///     greeting.text = localized(.welcome, "Ann")
///   }
/// }
/// ```
public protocol LocalizableController {
  /// The screen's key enum.
  associatedtype Strings: Localizable
}

extension LocalizableController {
  /// The text of one of the screen's keys in the current language.
  /// - Parameter key: The key.
  /// - Returns: The resolved, unformatted text.
  public func localized(_ key: Strings) -> String {
    key.description
  }

  /// The text of one of the screen's keys, formatted with arguments.
  /// - Parameters:
  ///   - key: The key.
  ///   - arguments: The values for the format's placeholders, in order.
  /// - Returns: The formatted text.
  public func localized(_ key: Strings, _ arguments: any CVarArg...) -> String {
    Localization.current.format(key, arguments: arguments)
  }
}
