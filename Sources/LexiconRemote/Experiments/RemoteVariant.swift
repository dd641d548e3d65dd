import Lexicon

/// One variant of a key's copy in a ``RemoteExperiment``: its name, its weight, and the value
/// shown to the devices it is picked for.
///
/// ```swift
/// RemoteVariant(name: "warm", weight: 50, value: .text("Good to see you, %@!"))
/// ```
public struct RemoteVariant: Sendable, Equatable {
  /// The variant's name, as the app's analytics know it (`control`, `warm`).
  public var name: String
  /// Its share among the variants of the experiment: `weight ÷ sum of weights` of the devices
  /// get it. Zero turns it off.
  public var weight: Int
  /// The value shown to the devices it is picked for; checked like any remote value against the
  /// key's development-language value. A variant that fails is reported
  /// (``RemoteRejection/variant``) and its devices see the key's value: it keeps its share, so
  /// no device moves to another variant.
  public var value: LocalizedValue

  /// Creates a variant.
  ///
  /// - Parameters:
  ///   - name: The name.
  ///   - weight: Its share, zero or more.
  ///   - value: The value shown.
  public init(name: String, weight: Int, value: LocalizedValue) {
    self.name = name
    self.weight = weight
    self.value = value
  }
}
