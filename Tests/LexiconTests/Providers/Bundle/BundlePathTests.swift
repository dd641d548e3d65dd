import Foundation
import LexiconTestSupport
import Testing

@testable import Lexicon

@Suite struct BundlePathTests {
  @Test func twoBundleObjectsForOneFolderAreOneBundle() throws {
    try TemporaryBundle.with(["en.lproj/Localizable.strings": "\"a\" = \"A\";"]) { bundle, root in
      // The same folder, named through `..` and a second `Bundle` object.
      let detour = root.appendingPathComponent("Module.bundle/en.lproj/../", isDirectory: true)
      let other = try #require(Bundle(url: detour))
      let expected = root.appendingPathComponent("Module.bundle").standardizedFileURL.path
      #expect(BundlePath.of(bundle) == expected)
      #expect(BundlePath.of(other) == expected)
      #expect(BundlePath.isSame(bundle, other))
      #expect(BundlePath.isSame(other, bundle))
      // Asked again, the kept path is the same.
      #expect(BundlePath.of(other) == expected)
    }
  }

  @Test func bundlesOfDifferentFoldersDiffer() throws {
    let files = ["en.lproj/Localizable.strings": "\"a\" = \"A\";"]
    try TemporaryBundle.with(files, name: "First.bundle") { first, _ in
      try TemporaryBundle.with(files, name: "Second.bundle") { second, _ in
        #expect(!BundlePath.isSame(first, second))
        #expect(BundlePath.of(first).hasSuffix("/First.bundle"))
        #expect(BundlePath.of(second).hasSuffix("/Second.bundle"))
        #expect(!BundlePath.isSame(first, .main))
      }
    }
  }

  @Test func theMemoryIsBounded() throws {
    let root = FileManager.default.temporaryDirectory
      .appendingPathComponent("lexicon-bundle-path-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: root) }
    var bundles: [Bundle] = []
    for index in 0..<(BundlePath.maximumEntries + 20) {
      let folder = root.appendingPathComponent("B\(index).bundle")
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      bundles.append(try #require(Bundle(url: folder)))
    }
    for (index, bundle) in bundles.enumerated() {
      #expect(BundlePath.of(bundle).hasSuffix("/B\(index).bundle"))
      #expect(BundlePath.count <= BundlePath.maximumEntries)
    }
    // Past the bound, paths are still right: the first bundles' paths are worked out again.
    for (index, bundle) in bundles.prefix(5).enumerated() {
      #expect(BundlePath.of(bundle).hasSuffix("/B\(index).bundle"))
    }
  }

  @Test func concurrentCallersAllGetTheirBundlesPath() async throws {
    let root = FileManager.default.temporaryDirectory
      .appendingPathComponent("lexicon-bundle-path-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: root) }
    var bundles: [Bundle] = []
    for index in 0..<16 {
      let folder = root.appendingPathComponent("C\(index).bundle")
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      bundles.append(try #require(Bundle(url: folder)))
    }
    let all = bundles
    let wrong = await withTaskGroup(of: Int.self) { group in
      for task in 0..<8 {
        group.addTask {
          var wrong = 0
          for round in 0..<200 {
            let index = (round * 7 + task) % all.count
            if !BundlePath.of(all[index]).hasSuffix("/C\(index).bundle") { wrong += 1 }
          }
          return wrong
        }
      }
      return await group.reduce(0, +)
    }
    #expect(wrong == 0)
  }
}
