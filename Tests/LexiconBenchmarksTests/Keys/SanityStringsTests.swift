import Foundation
import Lexicon
import LexiconTool
import Testing

@testable import lexicon_benchmarks

/// `SanityStrings`, the enum `generated_enum_ratio` measures, is exactly what `lexicon generate`
/// writes for the twelve sanity keys: the metric measures generated keys, not a hand-tuned copy.
@Suite struct SanityStringsTests {
  /// The `Localizable.strings` the file was generated from (`lexicon generate --bundle main
  /// --split-by-prefix`): the sanity keys, each with its last word as its text.
  static var strings: String {
    SanityKey.allCases.map { key in
      let word = key.rawValue.split(separator: ".").last.map(String.init) ?? key.rawValue
      let text = word.replacingOccurrences(of: "_", with: " ").capitalizedFirstLetter
      return "\"\(key.rawValue)\" = \"\(text)\";\n"
    }.joined()
  }

  @Test func theCheckedInFileIsTheGeneratorsOutput() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("sanity-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let lproj = folder.appendingPathComponent("en.lproj")
    try FileManager.default.createDirectory(at: lproj, withIntermediateDirectories: true)
    try Data(Self.strings.utf8).write(to: lproj.appendingPathComponent("Localizable.strings"))
    let generated = try KeyGenerator(options: .init(bundle: .main, splitsByPrefix: true))
      .generate(from: [folder.path])
    let checkedIn = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Benchmarks/LexiconBenchmarks/Keys/SanityStrings.swift")
    let lines = try String(contentsOf: checkedIn, encoding: .utf8).split(
      separator: "\n", omittingEmptySubsequences: false)
    let expected = generated.split(separator: "\n", omittingEmptySubsequences: false)
    let first = zip(lines, expected).enumerated().first { $0.element.0 != $0.element.1 }?.offset
    #expect(
      lines == expected,
      "first difference at line \((first ?? min(lines.count, expected.count)) + 1): regenerate it")
  }

  @Test func itHasTheSanityKeys() {
    #expect(
      SanityStrings.allCases.map(\.rawValue).sorted() == SanityKey.allCases.map(\.rawValue).sorted()
    )
    for key in SanityStrings.allCases {
      #expect(SanityStrings.indexedKeys[key.keyIndex] == key.rawValue)
    }
  }
}

extension String {
  /// The text with its first letter in upper case (`sign in` → `Sign in`).
  fileprivate var capitalizedFirstLetter: String {
    prefix(1).uppercased() + dropFirst()
  }
}
