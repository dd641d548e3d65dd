import Foundation
import Lexicon
import Testing

@testable import LexiconTool

/// The generated code: formatted as `swift format` formats it, compiling against Lexicon, and
/// keeping a key with arguments from being used without them.
@Suite struct KeyGeneratorTests {
  /// Writes `source` to a file of `folder` and checks it with `swift format` and `swiftc`.
  private func check(_ source: String, in folder: TemporaryFolder, extra: [String: String] = [:])
    async throws -> SwiftToolchain.Run
  {
    try folder.write(source, to: "Keys.swift")
    let lint = try await SwiftToolchain.formatLint(folder.path("Keys.swift"))
    #expect(lint == ["", ""])
    for (name, contents) in extra { try folder.write(contents, to: name) }
    return try await SwiftToolchain.typecheck(
      [folder.path("Keys.swift")] + extra.keys.sorted().map(folder.path))
  }

  @Test(arguments: [
    KeyGenerator.Options(bundle: .main),
    KeyGenerator.Options(isPublic: true, bundle: .main, splitsByPrefix: true),
  ])
  func theFixtureIsFormattedAndCompiles(options: KeyGenerator.Options) async throws {
    let folder = try TemporaryFolder(GenerateFixture.files)
    let source = try KeyGenerator(options: options).generate(from: [folder.path("Resources")])
    let run = try await check(source, in: folder)
    #expect(run.status == 0, "\(run.output)")
  }

  /// `summary(sender:count: "three")` does not compile, and neither does interpolating a key
  /// with arguments without calling it (every kind of argument: `KeyGuaranteeTests`).
  @Test func keysWithArgumentsCannotBeMisused() async throws {
    let folder = try TemporaryFolder(GenerateFixture.files)
    let source = try KeyGenerator(options: .init(bundle: .main)).generate(from: [
      folder.path("Resources")
    ])
    let use = """
      import Lexicon

      func show() -> [String] {
        let title = "\\(InboxStrings.inboxTitle)"
        let summary = InboxStrings.inboxSummary(sender: "Ann", count: 3)
        let wrong = InboxStrings.inboxSummary(sender: "Ann", count: "three")
        let template = "\\(InboxStrings.inboxSummary)"
        let progress = "\\(InboxStrings.inboxProgress)"
        return [title, summary, wrong, template, progress]
      }

      """
    let run = try await check(source, in: folder, extra: ["Use.swift": use])
    #expect(run.status != 0)
    let diagnostics = run.output.split(separator: "\n").filter { $0.contains("Use.swift:") }
      .map { String($0[$0.range(of: "Use.swift:")!.lowerBound...]) }
    #expect(
      diagnostics == [
        "Use.swift:6:63: error: cannot convert value of type 'String' to expected argument type 'Int'",
        "Use.swift:7:20: error: 'appendInterpolation' is unavailable: a key that takes arguments cannot be shown without them: call it with its arguments",
        "Use.swift:8:20: error: 'appendInterpolation' is unavailable: a key that takes arguments cannot be shown without them: call it with its arguments",
      ])
  }

  /// Every table of the real-world corpus, in both layouts: formatted and compiling.
  @Test(arguments: [false, true])
  func theCorpusIsFormattedAndCompiles(splitsByPrefix: Bool) async throws {
    let corpus = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("../shared/corpus").standardizedFileURL
    guard FileManager.default.fileExists(atPath: corpus.appendingPathComponent("MANIFEST.tsv").path)
    else { return }
    let options = KeyGenerator.Options(
      isPublic: true, bundle: .main, splitsByPrefix: splitsByPrefix)
    let source = try KeyGenerator(options: options).generate(from: [corpus.path])
    #expect(
      source.components(separatedBy: "\nenum ").count
        + source.components(separatedBy: "\npublic enum ").count > 14)
    let folder = try TemporaryFolder()
    let run = try await check(source, in: folder)
    #expect(run.status == 0, "\(run.output.prefix(2_000))")
  }

  @Test func theOutputIsTheSameBytesOnEveryRun() throws {
    let first = try TemporaryFolder(GenerateFixture.files)
    let second = try TemporaryFolder(GenerateFixture.files)
    let generator = KeyGenerator()
    #expect(
      try generator.generate(from: [first.path("Resources")])
        == generator.generate(from: [second.path("Resources")]))
  }

  @Test func aTableWithErrorsGeneratesNothing() throws {
    let folder = try TemporaryFolder(["en.lproj/A.strings": "\"a\" = \"1\"\n\"b\" = ;\n"])
    var diagnostics: [String] = []
    #expect(
      throws: ToolError("the tables have errors; no code was generated", exitCode: .findings)
    ) {
      try KeyGenerator().generate(from: [folder.path]) { diagnostics.append($0.description) }
    }
    #expect(diagnostics.count == 2)
  }
}
