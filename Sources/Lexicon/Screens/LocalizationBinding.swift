/// A binding of an object's property to text, made by ``Localization/bind(_:_:to:)``.
///
/// The binding lives as long as its object: keeping this token is needed only to end it sooner,
/// with ``cancel()``.
public final class LocalizationBinding: Sendable {
  private let id: Int
  private let registry: BindingRegistry

  init(id: Int, registry: BindingRegistry) {
    self.id = id
    self.registry = registry
  }

  /// Ends the binding: the property keeps its current value and is no longer updated. Calling it
  /// again does nothing.
  @MainActor
  public func cancel() {
    registry.remove(id)
  }
}
