import Foundation
import Lexicon
import LexiconEnvironment
import LexiconPublishing
import LexiconRemote
import Testing

@testable import LexiconReading
@testable import LexiconTool

@Suite struct StaticExportTests {
  static let environment = LocalizationEnvironment(name: .production, version: AppVersion("1.2.0"))

  static func export(_ values: [String: LocalizedValue], root: URL) -> StaticExport {
    let entries = values.mapValues { value in
      LintEntry(
        value: value, key: SourcePosition(line: 1, column: 1),
        position: SourcePosition(line: 1, column: 9), path: "ru.lproj/Login.strings")
    }
    return StaticExport(
      environment: environment, content: ExportContent(languages: ["ru": ["Login": entries]]),
      root: root)
  }

  @Test func writesSnapshotsBeforeTheManifest() throws {
    let folder = try TemporaryFolder()
    let export = Self.export(["a": .text("А")], root: folder.url)
    #expect(export.folder.path == folder.path("production/1-2-0"))
    let (files, outcomes) = try export.plan()
    #expect(files.map(\.0) == ["ru/1.json", "manifest.json"])
    #expect(
      outcomes == [
        StaticExport.LanguageOutcome(
          language: "ru", version: 1, isNew: true, deltaBases: [], bytes: files[0].1.count)
      ])
    try export.write(files)
    #expect(try export.plan().files.isEmpty)
  }

  /// A delta is listed only when it is smaller than the full snapshot: one that replaces every
  /// value is not worth downloading instead.
  @Test func listsADeltaOnlyWhenItSavesBytes() throws {
    let folder = try TemporaryFolder()
    var values: [String: LocalizedValue] = [:]
    for index in 0..<20 { values["key\(index)"] = .text("value \(index)") }
    let first = Self.export(values, root: folder.url)
    try first.write(try first.plan().files)
    var small = values
    small["key0"] = .text("changed")
    let second = Self.export(small, root: folder.url)
    try second.write(try second.plan().files)
    let everything = Self.export(["other": .text("all new")], root: folder.url)
    let (files, outcomes) = try everything.plan()
    #expect(outcomes.first?.version == 3)
    #expect(outcomes.first?.deltaBases == [])
    #expect(files.map(\.0) == ["ru/3.json", "manifest.json"])
    #expect(second.file("ru/1-2.json").path == folder.path("production/1-2-0/ru/1-2.json"))
    #expect(FileManager.default.fileExists(atPath: second.file("ru/1-2.json").path))
  }

  @Test func refusesASnapshotOfAnotherEnvironmentInTheFolder() throws {
    let folder = try TemporaryFolder()
    let staging = LocalizationEnvironment(name: .staging, version: AppVersion("1.2.0"))
    let data = RemoteSnapshot(language: "ru", version: 1, tables: [:]).jsonData(
      environment: staging)
    try folder.write(String(decoding: data, as: UTF8.self), to: "production/1-2-0/ru/1.json")
    #expect(
      throws: ToolError.diagnostic(
        folder.path("production/1-2-0/ru/1.json")
          + ":1:1: error: the file is for staging 1.2.0, not production 1.2.0",
        exitCode: .findings)
    ) {
      try Self.export(["a": .text("А")], root: folder.url).plan()
    }
  }
}
