import Foundation
import Lexicon
import Testing

@testable import LexiconRemote

/// Picking a variant: deterministic from the identifier, split as the weights say, independent
/// between experiments.
@Suite struct RemoteExperimentTests {
  static func experiment(_ name: String, _ weights: [(String, Int)]) -> RemoteExperiment {
    RemoteExperiment(
      name: name,
      variants: weights.map { RemoteVariant(name: $0.0, weight: $0.1, value: .text($0.0)) })
  }

  static let identifiers = (0..<100_000).map { "user-\($0)" }

  /// Over 100,000 identifiers each variant's share is within one percentage point of its weight.
  @Test(arguments: [
    [("a", 50), ("b", 50)], [("a", 50), ("b", 30), ("c", 20)], [("x", 1), ("y", 9)],
  ])
  func theSplitFollowsTheWeights(weights: [(String, Int)]) async throws {
    let experiment = Self.experiment("split", weights)
    let counts = try await Self.counts(of: [experiment])
    let total = Double(weights.reduce(0) { $0 + $1.1 })
    var measured: [String] = []
    for (name, weight) in weights {
      let share = Double(counts[name] ?? 0) / Double(Self.identifiers.count)
      #expect(abs(share - Double(weight) / total) <= 0.01, "\(name): \(share)")
      measured.append("\(name) \(String(format: "%.2f", share * 100)) % (weight \(weight))")
    }
    #expect(counts["none"] == nil)
    print("split over 100,000 identifiers: " + measured.joined(separator: ", "))
  }

  /// The same identifier gets the same variant every time, whatever the order the variants are
  /// listed in; a weight of zero is never picked, and no weight at all picks nothing.
  @Test func thePickIsStable() {
    let forward = Self.experiment("stable", [("a", 1), ("b", 1), ("off", 0), ("c", 2)])
    let backward = RemoteExperiment(name: "stable", variants: forward.variants.reversed())
    for identifier in Self.identifiers.prefix(5_000) {
      let pick = forward.variant(for: identifier)
      #expect(pick == forward.variant(for: identifier))
      #expect(pick == backward.variant(for: identifier))
      #expect(pick?.name != "off")
    }
    #expect(Self.experiment("none", [("a", 0)]).variant(for: "user-1") == nil)
  }

  /// The buckets and picks devices already hold, pinned as literals (computed once from the
  /// shipped hash, `SHA-256("lexicon-experiment" 0 name 0 identifier)`, first 8 bytes big-endian):
  /// a change of the hash, of the byte order or of the order variants are laid out in would move
  /// users to another variant, and fails here.
  @Test(arguments: [
    ("welcome-copy", "user-1", 0x8e1a_bbc3_fc05_ce46 as UInt64, "control"),
    ("welcome-copy", "user-5", 0xa948_fd0a_f78a_aae4, "warm"),
    ("welcome-copy", "user-8", 0x868e_5bdd_f0b5_d286, "short"),
    ("welcome-copy", "user-42", 0xe314_0cbf_51bd_f614, "control"),
    ("welcome-copy", "", 0x59ee_14c3_4fef_8b20, "short"),
    ("welcome-copy", "ÿ-ünïcode", 0xcc3b_624a_96c0_a178, "control"),
    ("other", "user-42", 0x8e37_d915_6fde_8ae6, "control"),
    ("paywall-title", "8F3C2A6E-1B7D-4C1E-9A55-0D2B7E4F6A13", 0xbaef_79a2_e8a7_ecbe, "short"),
  ])
  func bucketsAndPicksArePinned(
    experiment: String, identifier: String, bucket: UInt64, variant: String
  ) {
    #expect(RemoteExperiment.bucket(experiment: experiment, identifier: identifier) == bucket)
    let split = Self.experiment(experiment, [("warm", 30), ("control", 50), ("short", 20)])
    #expect(split.variant(for: identifier)?.name == variant)
  }

  /// Two experiments split the same identifiers independently: each pair of variants gets a
  /// quarter of the identifiers, within one percentage point.
  @Test func twoExperimentsAreIndependent() async throws {
    let first = Self.experiment("first", [("a", 1), ("b", 1)])
    let second = Self.experiment("second", [("x", 1), ("y", 1)])
    let cells = try await Self.counts(of: [first, second])
    #expect(Set(cells.keys) == ["ax", "ay", "bx", "by"])
    for (pair, count) in cells {
      let share = Double(count) / Double(Self.identifiers.count)
      #expect(abs(share - 0.25) <= 0.01, "\(pair): \(share)")
    }
    print(
      "independence over 100,000 identifiers: "
        + cells.keys.sorted().map {
          "\($0) \(String(format: "%.2f", Double(cells[$0] ?? 0) / 1_000)) %"
        }.joined(separator: ", "))
  }

  /// Overrides force a variant by name; a name no variant has shows the key's value; without an
  /// identifier nothing is picked.
  @Test func overridesAndNoIdentifier() {
    let experiment = Self.experiment("copy", [("a", 1), ("b", 1)])
    #expect(
      ExperimentSelection(identifier: "u", overrides: ["copy": "b"]).variant(of: experiment)?.name
        == "b")
    #expect(
      ExperimentSelection(identifier: "u", overrides: ["copy": "none"]).variant(of: experiment)
        == nil)
    #expect(ExperimentSelection(identifier: nil, overrides: [:]).variant(of: experiment) == nil)
  }

  /// Weights made in code beyond the bounds count as the bounds: a sum of huge weights cannot
  /// overflow (it stopped the app on every launch once such an experiment was cached), and a
  /// variant of `Int.max` shares evenly with one of the maximum weight.
  @Test func hugeAndNegativeWeightsCountWithinTheBounds() async throws {
    let huge = Self.experiment("huge", [("a", Int.max), ("b", Int.max), ("c", -5)])
    let capped = Self.experiment(
      "huge", [("a", RemoteExperiment.maximumWeight), ("b", RemoteExperiment.maximumWeight)])
    let counts = try await Self.counts(of: [huge], in: 10_000)
    #expect(try await Self.counts(of: [capped], in: 10_000) == counts)
    #expect(counts["c"] == nil && counts["none"] == nil)
    #expect(abs((counts["a"] ?? 0) - 5_000) < 300, "\(counts)")
  }

  /// How many of the first `count` identifiers see each combination of the experiments'
  /// variants (names joined; `none` for no variant). Hashing 100,000 identifiers takes seconds
  /// in a debug build: it runs on a thread of its own, so the tests beside it keep the
  /// concurrency pool (the live-update tests stalled behind it on two cores).
  static func counts(of experiments: [RemoteExperiment], in count: Int = 100_000) async throws
    -> [String: Int]
  {
    try await onOwnThread {
      var counts: [String: Int] = [:]
      for identifier in identifiers.prefix(count) {
        let names = experiments.map { $0.variant(for: identifier)?.name ?? "none" }
        counts[names.joined(), default: 0] += 1
      }
      return counts
    }
  }
}
