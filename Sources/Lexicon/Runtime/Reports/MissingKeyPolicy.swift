/// What to show for a key that no provider has in any language and that has no
/// ``Localizable/defaultValue``.
///
/// ```swift
/// LocalizationConfiguration(providers: [BundleProvider()], missingKeyPolicy: .key)        // "login.title"
/// LocalizationConfiguration(providers: [BundleProvider()], missingKeyPolicy: .marked)     // "⟦login.title⟧"
/// ```
///
/// The policy's text is shown as it is, even when the key is called with arguments
/// (`LoginStrings.title(3)` shows `login.title`): it is not a format, so a `%` in it is printed
/// and no ``FormatProblem`` is reported. Only the miss itself is reported, once.
public struct MissingKeyPolicy: Sendable {
  private let text: @Sendable (MissingKey) -> String

  /// Creates a policy from a closure that returns the text to show.
  /// - Parameter text: Given the miss, returns what to display.
  public init(_ text: @escaping @Sendable (MissingKey) -> String) {
    self.text = text
  }

  /// The text to show for a miss.
  /// - Parameter missingKey: The miss.
  /// - Returns: What to display.
  public func callAsFunction(_ missingKey: MissingKey) -> String {
    text(missingKey)
  }

  /// Shows the key itself. The default: never a blank label.
  public static let key = MissingKeyPolicy { $0.key }

  /// Shows the key between `⟦` and `⟧`, so missing strings stand out in screenshots and QA.
  public static let marked = MissingKeyPolicy { "⟦\($0.key)⟧" }

  /// Shows nothing.
  public static let empty = MissingKeyPolicy { _ in "" }
}
