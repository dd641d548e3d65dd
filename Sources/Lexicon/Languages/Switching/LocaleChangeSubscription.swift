import Foundation

/// A subscription to `NSLocale.currentLocaleDidChangeNotification`, which the system posts when
/// the user changes the device's languages or region while the app runs; it ends when released.
final class LocaleChangeSubscription: Sendable {
  // Set once in `init` and read once in `deinit`, never by two threads at a time: the token
  // NotificationCenter hands out (`any NSObjectProtocol`, which is not `Sendable`).
  private nonisolated(unsafe) let token: any NSObjectProtocol

  /// Calls `onChange` on the posting thread after each change of the device's locale.
  init(_ onChange: @escaping @Sendable () -> Void) {
    token = NotificationCenter.default.addObserver(
      forName: NSLocale.currentLocaleDidChangeNotification, object: nil, queue: nil
    ) { _ in onChange() }
  }

  deinit {
    NotificationCenter.default.removeObserver(token)
  }
}
