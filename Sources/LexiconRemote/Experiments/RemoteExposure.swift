/// A device was shown a variant of an experiment's key: what
/// ``RemoteConfiguration/onExposure`` hears, once per key and variant, for the app's analytics.
///
/// It is reported when the table holding the key is first served to the runtime — the first
/// lookup of any key of that table, in any language (``language`` names that one) — for every
/// experiment key of the table at once, whether or not that key itself is drawn; not when the
/// update is stored. Give a screen under experiment a table of its own for exposures as precise
/// as the screen.
///
/// ```swift
/// configuration.onExposure = EventHandler { exposure in
///   analytics.log("experiment_exposure", ["experiment": exposure.experiment, "variant": exposure.variant])
/// }
/// ```
public struct RemoteExposure: Sendable, Hashable {
  /// The experiment's name.
  public var experiment: String
  /// The variant shown.
  public var variant: String
  /// The key's table.
  public var table: String
  /// The key.
  public var key: String
  /// The language it was shown in first.
  public var language: String

  /// Creates an exposure.
  ///
  /// - Parameters:
  ///   - experiment: The experiment's name.
  ///   - variant: The variant shown.
  ///   - table: The key's table.
  ///   - key: The key.
  ///   - language: The language.
  public init(experiment: String, variant: String, table: String, key: String, language: String) {
    self.experiment = experiment
    self.variant = variant
    self.table = table
    self.key = key
    self.language = language
  }
}
