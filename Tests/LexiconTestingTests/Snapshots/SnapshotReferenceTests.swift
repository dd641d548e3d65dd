import Foundation
import Testing

@testable import LexiconTesting

@Suite struct SnapshotReferenceTests {
  @Test(
    arguments: [
      // test file, function, name, directory → path
      (
        "/src/Tests/InboxTests.swift", "inbox()", nil, nil,
        "/src/Tests/__Snapshots__/InboxTests/inbox.txt"
      ),
      (
        "/src/Tests/InboxTests.swift", "testInbox()", nil, nil,
        "/src/Tests/__Snapshots__/InboxTests/testInbox.txt"
      ),
      (
        "/src/Tests/InboxTests.swift", "inbox(language:)", "ru", nil,
        "/src/Tests/__Snapshots__/InboxTests/inbox.ru.txt"
      ),
      (
        "/src/Tests/InboxTests.swift", "inbox in Russian()", "pt BR/1", nil,
        "/src/Tests/__Snapshots__/InboxTests/inbox-in-Russian.pt-BR-1.txt"
      ),
      (
        "/src/Tests/InboxTests.swift", "inbox()", nil, "/refs",
        "/refs/inbox.txt"
      ),
      (
        "/src/Tests/InboxTests.swift", "()", nil, nil,
        "/src/Tests/__Snapshots__/InboxTests/snapshot.txt"
      ),
    ] as [(String, String, String?, String?, String)])
  func theFileIsDerivedFromTheTestFileAndFunction(
    filePath: String, testName: String, name: String?, directory: String?, path: String
  ) {
    let reference = SnapshotReference(
      filePath: filePath, testName: testName, name: name, pathExtension: "txt",
      snapshotDirectory: directory)
    #expect(reference.path == path)
  }

  @Test func writingCreatesTheFoldersAndReadingNormalizes() throws {
    let folder = try TemporaryFolder()
    let reference = SnapshotReference(
      filePath: folder.file("Deep/InboxTests.swift"), testName: "inbox()", name: nil,
      pathExtension: "txt", snapshotDirectory: nil)
    #expect(try reference.read() == nil)
    try reference.write("a\r\nb")
    #expect(folder.read("Deep/__Snapshots__/InboxTests/inbox.txt") == "a\r\nb")
    #expect(try reference.read() == "a\nb\n")
  }

  @Test func anUnwritableFolderIsAClearError() throws {
    let folder = try TemporaryFolder()
    try folder.write("a file, not a folder", to: "blocked")
    let reference = SnapshotReference(
      filePath: "/unused.swift", testName: "inbox()", name: nil, pathExtension: "txt",
      snapshotDirectory: folder.file("blocked"))
    #expect {
      try reference.write("x\n")
    } throws: { error in
      (error as? SnapshotSetupError)?.message.hasPrefix(
        "cannot write the reference file \(folder.file("blocked/inbox.txt")): ") == true
    }
  }
}
