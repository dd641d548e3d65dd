import Lexicon

/// How a value becomes the text of a snapshot: a value of closures, in the manner of
/// swift-snapshot-testing's `Snapshotting`, for text only.
///
/// Common strategies are static members, so call sites read as prose, and a strategy for a new
/// type is derived from an existing one with ``pullback(_:)``:
///
/// ```swift
/// assertTextSnapshot(of: "Hello\nWorld", as: .lines)
/// assertTextSnapshot(of: InboxStrings.self, as: .localized(languages: ["en", "ru", "ar"]))
///
/// let receipts = SnapshotStrategy<String>.lines.pullback { (receipt: Receipt) in receipt.printed }
/// assertTextSnapshot(of: receipt, as: receipts)
/// ```
///
/// The text is normalized before it is compared or stored (`\n` line endings, one final line
/// break), and compared line by line.
public struct SnapshotStrategy<Value>: Sendable {
  /// The extension of the reference file, without a dot: `txt` by default.
  public var pathExtension: String
  /// Turns the value into snapshot text.
  public var snapshot: @Sendable (Value) -> String

  /// Creates a strategy.
  /// - Parameters:
  ///   - pathExtension: The extension of the reference file, without a dot.
  ///   - snapshot: Turns the value into text. It must be deterministic: no dates, no absolute
  ///     paths, no dictionary order.
  public init(pathExtension: String = "txt", snapshot: @escaping @Sendable (Value) -> String) {
    self.pathExtension = pathExtension
    self.snapshot = snapshot
  }

  /// A strategy for another type, which converts its values to `Value` first.
  ///
  /// ```swift
  /// let names = SnapshotStrategy<String>.lines.pullback { (names: [String]) in
  ///   names.joined(separator: "\n")
  /// }
  /// ```
  ///
  /// - Parameter transform: Converts a new value to a value this strategy snapshots.
  /// - Returns: The derived strategy, with the same file extension.
  public func pullback<NewValue>(
    _ transform: @escaping @Sendable (NewValue) -> Value
  ) -> SnapshotStrategy<NewValue> {
    let snapshot = snapshot
    return SnapshotStrategy<NewValue>(pathExtension: pathExtension) { snapshot(transform($0)) }
  }
}

extension SnapshotStrategy where Value == String {
  /// The text itself, compared line by line.
  public static var lines: Self {
    SnapshotStrategy { $0 }
  }
}

extension SnapshotStrategy {
  /// Every key of a screen rendered as users see it, in each language (see
  /// ``LocalizationSnapshot``).
  ///
  /// ```swift
  /// assertTextSnapshot(
  ///   of: InboxStrings.self,
  ///   as: .localized(LocalizationSnapshot(languages: ["en", "ru"]).checkingWidth(maximumPercent: 130)))
  /// ```
  ///
  /// - Parameter snapshot: The languages, sample arguments and checks.
  /// - Returns: The strategy for the key type.
  public static func localized<Key: Localizable & CaseIterable>(
    _ snapshot: LocalizationSnapshot
  ) -> SnapshotStrategy<Key.Type> where Value == Key.Type {
    SnapshotStrategy<Key.Type> { type in snapshot.render(type) }
  }

  /// Every key of a screen rendered as users see it in `languages`, with the default samples.
  ///
  /// ```swift
  /// assertTextSnapshot(of: InboxStrings.self, as: .localized(languages: ["en", "ru", "ar"]))
  /// ```
  ///
  /// - Parameter languages: The languages, development language first by convention.
  /// - Returns: The strategy for the key type.
  public static func localized<Key: Localizable & CaseIterable>(
    languages: [String]
  ) -> SnapshotStrategy<Key.Type> where Value == Key.Type {
    localized(LocalizationSnapshot(languages: languages))
  }
}
