/// Why a ``RemotePath`` cannot be built.
///
/// ```swift
/// do {
///   _ = try RemotePath(components: ["production", "1.2.0"])
/// } catch {
///   print(error)
///   // "1.2.0" contains ".", which database keys cannot contain (. # $ [ ] / and control characters)
/// }
/// ```
public enum RemotePathError: Error, Hashable, Sendable {
  /// The component at this position is empty.
  case emptyComponent(index: Int)
  /// A component (second value) contains a character keys cannot contain (first value).
  case forbiddenCharacter(Character, component: String)
  /// A component is longer than ``RemotePath/maximumComponentLength`` bytes of UTF-8.
  case componentTooLong(String, bytes: Int)
  /// The environment's name breaks the rule of ``EnvironmentName/isValid(_:)``.
  case invalidEnvironmentName(EnvironmentName)
  /// The path needs an app version and the environment has none.
  case missingVersion(EnvironmentName)
  /// The language is not a language tag.
  case invalidLanguage(String)
}
