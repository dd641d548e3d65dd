import Foundation

/// One of the tiny programs under `Benchmarks/BinaryCost` whose sizes give `binary_cost_bytes`,
/// `binary_cost_raw_files_bytes` and `binary_cost_remote_bytes`.
///
/// Each resolves the same three keys (plain, `%@`/`%d` formatted, `.stringsdict` plural) from its
/// own `Bundle.module` and prints the same four lines (``expectedOutput``); they differ only in what
/// they link. They are executable targets of the package, not products, and dependencies of the
/// harness: `swift build -c release --product lexicon-benchmarks` builds them with the same flags
/// into the harness's own folder.
struct BinaryProbe: Sendable, Equatable {
  /// The executable's name.
  let name: String
  /// The probe's name in the report's raw figures: `with_lexicon` gives `with_lexicon_bytes`.
  let rawName: String

  /// Foundation alone: the baseline.
  static let foundationOnly = BinaryProbe(
    name: "binary-cost-foundation", rawName: "foundation_only")
  /// Foundation and `Lexicon`, its tables compiled by `LexiconGeneratorPlugin`.
  static let withLexicon = BinaryProbe(name: "binary-cost-lexicon", rawName: "with_lexicon")
  /// Foundation, `Lexicon` and `LexiconRawFiles`, reading the raw table files.
  static let withRawFiles = BinaryProbe(name: "binary-cost-raw", rawName: "with_raw_files")
  /// Foundation, `Lexicon` and `LexiconRemote`.
  static let withLexiconRemote = BinaryProbe(name: "binary-cost-remote", rawName: "with_remote")
  /// Every probe, baseline first.
  static let all = [foundationOnly, withLexicon, withRawFiles, withLexiconRemote]

  /// What every probe prints: a plain key, a formatted key and a plural for 1 and for 5.
  static let expectedOutput = "Inbox\nHello, Ann! You have 3 messages.\n1 file\n5 files\n"

  /// The folder the probes are built into: the harness's own (`.build/release` in a release
  /// build), or `nil` when the harness cannot tell where it runs from.
  static var defaultDirectory: URL? {
    Bundle.main.executableURL?.resolvingSymlinksInPath().deletingLastPathComponent()
  }

  /// The executable in `directory`.
  func url(in directory: URL) -> URL {
    directory.appendingPathComponent(name, isDirectory: false)
  }
}
