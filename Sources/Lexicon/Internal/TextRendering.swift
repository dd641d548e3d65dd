import Foundation

/// The bridge from the runtime to the formatting engine.
enum TextRendering {
  /// Formats a resolved value with arguments in a language.
  static func render(_ value: LocalizedValue, arguments: [any CVarArg], language: String) -> String
  {
    String(format: value.rawText, arguments: arguments)
  }
}
