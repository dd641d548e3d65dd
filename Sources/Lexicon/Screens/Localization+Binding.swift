import Foundation

extension Localization {
  /// Keeps a property of an object equal to text: sets it now, and again after every change of
  /// this runtime's text — a language switch, a reload, an over-the-air update shown at once —
  /// on the main actor.
  ///
  /// For screens the Observation framework does not track: UIKit before iOS 26 (or iOS 18 with
  /// `UIObservationTrackingEnabled`), AppKit, and any object of your own:
  ///
  /// ```swift
  /// override func viewDidLoad() {
  ///   super.viewDidLoad()
  ///   Localization.shared.bind(titleLabel, \.text) { "\(LoginStrings.title)" }
  ///   Localization.shared.bind(greeting, \.text) { LoginStrings.welcome(user.name) }
  ///   Localization.shared.bind(self, \.title) { "\(LoginStrings.title)" }
  /// }
  /// ```
  ///
  /// - The object is held weakly: the binding ends when it is freed, and `text` is never called
  ///   after that. `text` may capture the object only weakly or unowned, or it keeps it alive.
  /// - Binding the same property of the same object again replaces the earlier binding, so
  ///   a reused table cell or a screen that binds in `viewWillAppear` holds one binding a label.
  /// - After a change made on the main thread the bindings run before the change returns; after
  ///   one made elsewhere they run soon on the main actor, once for all the changes made
  ///   meanwhile. They run oldest first.
  /// - `text` reads keys through this runtime even when it is not ``shared`` (a preview's
  ///   runtime, a test's).
  ///
  /// - Parameters:
  ///   - object: The object whose property shows the text; held weakly.
  ///   - property: The property to set, such as `\.text` of a label.
  ///   - text: Computes the value from keys; called now and after every change.
  /// - Returns: A token that ends the binding sooner; the binding lives as long as `object`
  ///   whether the token is kept or not.
  @MainActor
  @discardableResult
  public func bind<Object: AnyObject, Value>(
    _ object: Object, _ property: ReferenceWritableKeyPath<Object, Value>,
    to text: @escaping @MainActor () -> Value
  ) -> LocalizationBinding {
    let isShared = self === Localization.shared
    bindingSchedule.withLock { $0.hasBindings = true }
    let id = bindings.add(
      object, property,
      isAlive: { [weak object] in object != nil },
      update: { [weak object] localization in
        guard let object else { return false }
        object[keyPath: property] =
          isShared ? text() : Localization.withLocalization(localization, operation: text)
        return true
      })
    bindings.runOne(id, for: self)
    return LocalizationBinding(id: id, registry: bindings)
  }

  /// Runs the bindings after a change: at once on the main actor, else once on the main actor
  /// for every change made until it runs.
  func runBindings() {
    if MainQueue.isCurrent, bindingSchedule.withLock({ $0.hasBindings }) {
      MainActor.assumeIsolated {
        bindings.runAll(for: self)
      }
      return
    }
    // No task for a runtime that never had a binding (a server's).
    guard
      bindingSchedule.withLock({ schedule in
        defer { schedule.isScheduled = schedule.hasBindings }
        return schedule.hasBindings && !schedule.isScheduled
      })
    else { return }
    Task { @MainActor in
      bindingSchedule.withLock { $0.isScheduled = false }
      bindings.runAll(for: self)
    }
  }
}
