/// An object that wants to hear about language changes, held weakly.
///
/// Register it once; it needs no unsubscribe, and it is dropped when it is deallocated:
///
/// ```swift
/// final class SettingsViewController: UIViewController, LanguageObserver {
///   override func viewDidLoad() {
///     super.viewDidLoad()
///     Localization.shared.addObserver(self)
///   }
///
///   func languageDidChange(to language: String) {
///     titleLabel.text = "\(SettingsStrings.title)"
///   }
/// }
/// ```
///
/// The method is called on the main actor, asynchronously, after the switch is complete: every key
/// read inside it already resolves in `language`. It is also called, with the language unchanged,
/// after ``Localization/reload()`` (an over-the-air update shown at once), so one
/// re-render path serves both.
@MainActor
public protocol LanguageObserver: AnyObject, Sendable {
  /// Called after the current language changed.
  /// - Parameter language: The new language.
  func languageDidChange(to language: String)
}
