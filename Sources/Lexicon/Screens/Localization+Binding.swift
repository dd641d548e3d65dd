extension Localization {
  /// Keeps a property of an object equal to text: sets it now, and again after every change of
  /// this runtime's text — a language switch, a reload, an over-the-air update shown at once —
  /// on the main actor.
  ///
  /// For screens the Observation framework does not track: UIKit before iOS 26 (or before
  /// iOS 18 with `UIObservationTrackingEnabled`), AppKit, and any object of your own:
  ///
  /// ```swift
  /// override func viewDidLoad() {
  ///   super.viewDidLoad()
  ///   Localization.shared.bind(titleLabel, \.text) { "\(LoginStrings.title)" }
  ///   Localization.shared.bind(greeting, \.text) { LoginStrings.welcome(userName) }
  ///   Localization.shared.bind(self, \.title) { "\(LoginStrings.title)" }
  /// }
  /// ```
  ///
  /// - The object is held weakly: the binding ends when it is freed, and `text` is never called
  ///   after that. `text` itself is kept until the next change, or until the registry next
  ///   drops the bindings of freed objects: let it capture the object (or the screen) weakly,
  ///   never strongly, or the object is never freed.
  /// - Binding the same property of the same object again replaces the earlier binding, so
  ///   a reused table cell or a screen that binds in `viewWillAppear` holds one binding a label.
  /// - After a change made on the main actor the bindings run before the change returns (a
  ///   change made by a binding's own `text` runs them all again once the current run is over);
  ///   after one made elsewhere they run soon on the main actor, once for all the changes made
  ///   meanwhile. They run oldest first.
  /// - `text` reads keys through this runtime, in its current language, whatever the scope of
  ///   the code that made the change or created the binding (``withLanguage(_:operation:)-6gm16``,
  ///   ``withLocalization(_:operation:)-59j1t``).
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
    screenUpdates.withLock { $0.hasBindings = true }
    let id = bindings.add(
      object, property,
      isAlive: { [weak object] in object != nil },
      update: { [weak object] in
        guard let object else { return false }
        object[keyPath: property] = text()
        return true
      })
    withOwnScope { bindings.runOne(id) }
    return LocalizationBinding(id: id, registry: bindings)
  }
}
