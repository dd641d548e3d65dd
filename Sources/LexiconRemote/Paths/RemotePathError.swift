import Lexicon
import LexiconEnvironment

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
public enum RemotePathError: Error, Equatable, Sendable {
  /// The component at this position is empty.
  case emptyComponent(index: Int)
  /// A component (second value) contains a character keys cannot contain (first value).
  case forbiddenCharacter(Character, component: String)
  /// A component is longer than ``RemotePath/maximumComponentLength`` bytes of UTF-8.
  case componentTooLong(String, bytes: Int)
  /// The environment's name breaks the rule of `EnvironmentName.isValid(_:)`.
  case invalidEnvironmentName(EnvironmentName)
  /// The path needs an app version and the environment has none.
  case missingVersion(EnvironmentName)
  /// The language is not a language tag.
  case invalidLanguage(String)
}

extension RemotePathError: CustomStringConvertible {
  /// A one-line explanation, such as `path component 2 is empty`.
  public var description: String {
    switch self {
    case .emptyComponent(let index):
      return "path component \(index) is empty"
    case .forbiddenCharacter(let character, let component):
      let invisible = character.unicodeScalars.first { $0.value < 0x20 || $0.value == 0x7F }
      let shown = invisible.map(QuotedText.codePoint) ?? "\"\(character)\""
      return "\(QuotedText.quoted(component)) contains \(shown), which database keys cannot "
        + "contain (. # $ [ ] / and control characters)"
    case .componentTooLong(let component, let bytes):
      return "\(QuotedText.quoted(component)) is \(bytes) bytes long; keys are limited to "
        + "\(RemotePath.maximumComponentLength)"
    case .invalidEnvironmentName(let name):
      return "\(QuotedText.quoted(name.rawValue)) is not a valid environment name (lowercase "
        + "letters, digits, - and _, starting with a letter)"
    case .missingVersion(let name):
      return "the \(name.rawValue) environment has no app version"
    case .invalidLanguage(let language):
      return "\(QuotedText.quoted(language)) is not a language tag"
    }
  }
}
