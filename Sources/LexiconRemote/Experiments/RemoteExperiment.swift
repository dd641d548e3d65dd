import Foundation
import Lexicon

/// Copy experiments: a remote key that carries variants with weights ("different appeals to
/// different target groups"); each device sees one, picked from an identifier the app provides.
///
/// The pick is deterministic: a device's bucket is a hash of the experiment's name and the
/// identifier, so it sees the same variant on every launch, and two experiments split the same
/// devices independently. Every key of one experiment listing the same variants and weights, a
/// device sees the same variant of each.
///
/// ```swift
/// let experiment = RemoteExperiment(name: "welcome-copy", variants: [
///   RemoteVariant(name: "control", weight: 50, value: .text("Welcome back, %@!")),
///   RemoteVariant(name: "warm", weight: 50, value: .text("Good to see you, %@!")),
/// ])
/// experiment.variant(for: "user-42")?.name   // "warm", on every launch
/// ```
public struct RemoteExperiment: Sendable, Equatable {
  /// The experiment's name, shared by the keys it changes (`welcome-copy`).
  public var name: String
  /// The variants. Their shares are laid out in the order of their names (UTF-8 bytes), so
  /// the order they are listed in does not matter.
  public var variants: [RemoteVariant]

  /// Creates an experiment.
  ///
  /// - Parameters:
  ///   - name: The experiment's name.
  ///   - variants: The variants.
  public init(name: String, variants: [RemoteVariant]) {
    self.name = name
    self.variants = variants
  }

  /// The largest weight a variant can have: 1,000,000. Payloads, Firebase nodes and
  /// `experiments.json` with a larger weight are refused with an error naming the field; a
  /// ``RemoteVariant`` made in code with a larger one counts as this much (and a negative one as
  /// zero), so no sum of weights can overflow.
  public static let maximumWeight = 1_000_000

  /// The variant a device with `identifier` sees, or `nil` when every weight is zero.
  ///
  /// The device's point in `0 ..< sum of weights` is the first 8 bytes of
  /// `SHA-256("lexicon-experiment" 0x00 name 0x00 identifier)`, read big-endian, modulo the
  /// sum; the variants take their weights' shares of that range in the order of their names.
  /// Each weight counts within `0 ... maximumWeight`.
  ///
  /// - Parameter identifier: A stable identifier of the device or user.
  /// - Returns: The variant.
  public func variant(for identifier: String) -> RemoteVariant? {
    // At most maximumWeight each: an array would need 9 trillion variants to overflow the sum.
    let total = variants.reduce(UInt64(0)) { $0 + Self.share($1) }
    guard total > 0 else { return nil }
    var point = Self.bucket(experiment: name, identifier: identifier) % total
    for variant in sorted.variants where Self.share(variant) > 0 {
      if point < Self.share(variant) { return variant }
      point -= Self.share(variant)
    }
    return nil
  }

  /// A variant's weight as it counts: within `0 ... maximumWeight`.
  private static func share(_ variant: RemoteVariant) -> UInt64 {
    UInt64(min(max(variant.weight, 0), maximumWeight))
  }

  /// The 64-bit bucket of an identifier in an experiment: uniform, and independent between
  /// experiments.
  static func bucket(experiment: String, identifier: String) -> UInt64 {
    var hasher = SHA256()
    hasher.update(Array("lexicon-experiment".utf8) + [0] + Array(experiment.utf8) + [0])
    hasher.update(Array(identifier.utf8))
    return hasher.finalize().bytes.prefix(8).reduce(0) { $0 << 8 | UInt64($1) }
  }
}
