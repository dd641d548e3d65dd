import Lexicon
import Observation

/// The demo's "screen": an object whose properties stand for the labels of a login screen. It is
/// bound once to keys (``Lexicon/Localization/bind(_:_:to:)``) and never rebuilt; its labels follow
/// every change of the runtime's text.
@MainActor
final class DemoScreen {
  var title = ""
  var greeting = ""
  var badge = ""
  /// How often the bindings set a label.
  private(set) var updates = 0

  /// Binds the labels to keys of `localization`, in the language in force (or pinned by `pin`).
  init(localization: Localization, pin: (title: String, badge: String)? = nil) {
    localization.bind(self, \.title) { [unowned self] in
      updates += 1
      return pin.map { Localization.withLanguage($0.title) { "\(LoginStrings.forgotPassword)" } }
        ?? "\(LoginStrings.title)"
    }
    localization.bind(self, \.greeting) { LoginStrings.welcome("Ann") }
    localization.bind(self, \.badge) {
      pin.map { Localization.withLanguage($0.badge) { "\(InboxStrings.emptyState)" } }
        ?? InboxStrings.unread(3)
    }
  }

  /// The labels on one line.
  var line: String {
    "\"\(title)\" | \"\(greeting)\" | \"\(badge)\""
  }
}

/// A read tracked by the Observation framework, as a SwiftUI view's body is: counts the changes
/// it is told about and tracks the read again after each.
final class DemoTrackedRead: Sendable {
  private let read: @Sendable () -> String
  private let told = LockedValue<[String]>([])

  init(_ read: @escaping @Sendable () -> String) {
    self.read = read
    arm()
  }

  /// What the read returned inside each notification.
  var notifications: [String] { told.withLock { $0 } }

  private func arm() {
    _ = withObservationTracking(read) { [weak self] in
      guard let self else { return }
      let text = read()
      told.withLock { $0.append(text) }
      arm()
    }
  }
}
