import Lexicon

/// A `/`-separated path whose every component is a valid database key, such as
/// `production/1-2-0/ru/labels`.
///
/// Firebase Realtime Database keys — and many other stores' — cannot contain `.`, `#`, `$`, `[`,
/// `]`, `/` or ASCII control characters, cannot be empty and are limited to 768 bytes of UTF-8.
/// A `RemotePath` checks every component when it is created and never sanitizes silently: a bad
/// component throws a ``RemotePathError`` naming it.
///
/// ```swift
/// let path = try RemotePath(components: ["production", "1-2-0", "ru", "labels"])
/// path.description                      // "production/1-2-0/ru/labels"
/// try RemotePath(components: ["v1.2"])  // throws: "v1.2" contains ".", …
/// ```
///
/// `LocalizationEnvironment.path(language:table:)` builds the paths an app reads.
public struct RemotePath: Equatable, Sendable {
  /// The components, outermost first.
  public let components: [String]

  /// The characters a component cannot contain besides ASCII control characters.
  public static let forbiddenCharacters: Set<Character> = [".", "#", "$", "[", "]", "/"]

  /// ``forbiddenCharacters`` as scalars.
  private static let forbiddenScalars: Set<Unicode.Scalar> = [".", "#", "$", "[", "]", "/"]

  /// The longest component, in bytes of UTF-8.
  public static let maximumComponentLength = 768

  /// Creates a path from components, checking each.
  ///
  /// - Parameter components: Keys such as `["production", "1-2-0"]`; no components is the root.
  /// - Throws: ``RemotePathError`` for the first component that is empty, too long or contains a
  ///   forbidden character.
  public init(components: [String]) throws(RemotePathError) {
    for (index, component) in components.enumerated() {
      try Self.validate(component, at: index)
    }
    self.components = components
  }

  /// Parses a `/`-separated path such as `production/1-2-0/ru`; a leading or trailing `/` is
  /// ignored.
  ///
  /// - Parameter string: The path.
  /// - Throws: ``RemotePathError`` for the first invalid component (`a//b` has an empty one).
  public init(parsing string: String) throws(RemotePathError) {
    var parts = ASCII.split(Substring(string), at: UInt8(ascii: "/"), omittingEmpty: false).map(
      String.init)
    if parts.first == "" { parts.removeFirst() }
    if parts.last == "" { parts.removeLast() }
    try self.init(components: parts)
  }

  /// The path with more components at the end.
  ///
  /// - Parameter components: The components to add.
  /// - Returns: The longer path.
  /// - Throws: ``RemotePathError`` for the first invalid component.
  public func appending(_ components: String...) throws(RemotePathError) -> RemotePath {
    try RemotePath(components: self.components + components)
  }

  /// Checks one component.
  ///
  /// - Parameters:
  ///   - component: A candidate key.
  ///   - index: Its position in the path, for the error.
  /// - Throws: ``RemotePathError`` when the component is empty, too long or contains a forbidden
  ///   character.
  static func validate(_ component: String, at index: Int) throws(RemotePathError) {
    guard !component.isEmpty else { throw .emptyComponent(index: index) }
    // Scalars, not characters: "." followed by a combining mark is one character but still a dot.
    if let bad = component.unicodeScalars.first(where: { scalar in
      forbiddenScalars.contains(scalar) || scalar.value < 0x20 || scalar.value == 0x7F
    }) {
      throw .forbiddenCharacter(Character(bad), component: component)
    }
    let length = component.utf8.count
    guard length <= maximumComponentLength else {
      throw .componentTooLong(component, bytes: length)
    }
  }
}

extension RemotePath: CustomStringConvertible {
  /// The components joined by `/`: `production/1-2-0/ru/labels`.
  public var description: String {
    components.joined(separator: "/")
  }
}
