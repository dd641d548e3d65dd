#if canImport(SwiftUI)
  // Compiled only on Apple platforms. Each initializer is `Text(verbatim:)` over text the
  // runtime resolves (`Localizable.description`, `Localization.format`, `LocalizedText`), which
  // the tests run on every platform.
  import Lexicon
  import SwiftUI

  extension Text {
    /// A text view showing a key in the app's language.
    ///
    /// The key is resolved when the view's `body` runs, as a verbatim string: SwiftUI does not
    /// look it up again in a bundle. On iOS 17, macOS 14, tvOS 17, watchOS 10 and later the read
    /// is tracked, so the view re-renders after every switch or update shown at once; on earlier
    /// versions the view observes ``ObservableLocalization``.
    ///
    /// ```swift
    /// Text(LoginStrings.title)
    /// ```
    ///
    /// - Parameter key: The key.
    public init<Key: Localizable>(_ key: Key) {
      self.init(verbatim: key.description)
    }

    /// A text view showing a key formatted with arguments: plurals by the CLDR rules of the app's
    /// language, numbers in its conventions.
    ///
    /// ```swift
    /// Text(InboxStrings.unread, count)
    /// ```
    ///
    /// - Parameters:
    ///   - key: The key.
    ///   - arguments: The values for the format's placeholders, in order.
    public init<Key: Localizable>(_ key: Key, _ arguments: any CVarArg...) {
      self.init(verbatim: Localization.current.format(key, arguments: arguments))
    }

    /// A text view showing a key with its arguments that a view model stored.
    ///
    /// - Parameter text: The text, resolved in the language in force when the body runs.
    public init(_ text: LocalizedText) {
      self.init(verbatim: text.description)
    }
  }
#endif
