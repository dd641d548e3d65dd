import Foundation
import Lexicon
import Testing

/// The typed-key guarantee, tried as a user meets it: `lexicon generate` writes the keys of a
/// table with every kind of argument into a package, SwiftPM builds it against the built Lexicon
/// module, and showing any key that takes arguments without them fails to compile — while
/// calling each with its arguments compiles.
@Suite struct KeyGuaranteeTests {
  /// One key per kind of argument a specifier reads, and a plural count.
  static let table = """
    "title" = "Inbox";
    /* Arguments: count */
    "signed" = "%d messages";
    /* Arguments: count */
    "wide" = "%lld messages";
    /* Arguments: count */
    "unsigned" = "%u bytes";
    /* Arguments: ratio */
    "floating" = "%.1f%% used";
    /* Arguments: name */
    "object" = "Hello, %@!";
    /* Arguments: name */
    "cString" = "Hello, %s!";
    /* Arguments: letter */
    "character" = "Starts with %C";
    /* Arguments: address */
    "pointer" = "At %p";
    /* Arguments: sender, count */
    "positional" = "%2$lld from %1$@";

    """

  /// Each key with arguments, and a call that gives them.
  static let calls: [(member: String, call: String)] = [
    ("signed", "signed(count: 3)"),
    ("wide", "wide(count: 3)"),
    ("unsigned", "unsigned(count: 3)"),
    ("floating", "floating(ratio: 0.5)"),
    ("object", "object(name: \"Ann\")"),
    ("cString", "cString(name: \"Ann\")"),
    ("character", "character(letter: \"A\")"),
    ("pointer", "pointer(address: UnsafeRawPointer(bitPattern: 16)!)"),
    ("positional", "positional(sender: \"Ann\", count: 2)"),
    ("files", "files(files: 5)"),
  ]

  /// A package of two library targets (built, not linked): `Keys`, the generated file and a
  /// use of every key as documented; `Misuse`, one line per way to show a key without its
  /// arguments.
  func package(misuses: [String]) throws -> TemporaryFolder {
    let modules = try #require(SwiftToolchain.modules, "build the Lexicon module first")
    let folder = try TemporaryFolder([
      "Resources/en.lproj/Inbox.strings": Self.table,
      "Resources/en.lproj/Inbox.stringsdict": StringsDictText.entry(
        "files", format: "%#@files@", variable: "files",
        forms: [("one", "%d file"), ("other", "%d files")]),
    ])
    let generated = try LexiconExecutable.run(
      [
        "generate", "--access", "public", "--bundle", "main", "--output", "Sources/Keys/Keys.swift",
        "Resources",
      ],
      in: folder.url)
    #expect(generated.status == 0, "\(generated.errors)")
    let flags = "[.unsafeFlags([\"-I\", \"\(modules.path)\"])]"
    try folder.write(
      """
      // swift-tools-version: 6.0
      import PackageDescription

      let package = Package(
        name: "KeyGuarantee",
        targets: [
          .target(name: "Keys", swiftSettings: \(flags)),
          .target(name: "Misuse", dependencies: ["Keys"], swiftSettings: \(flags)),
        ]
      )

      """, to: "Package.swift")
    let uses = Self.calls.map { "  InboxStrings.\($0.call)," }.joined(separator: "\n")
    try folder.write(
      """
      import Foundation
      import Lexicon

      func show() -> [String] {
        [
          "\\(InboxStrings.title)",
      \(uses)
        ]
      }

      """, to: "Sources/Keys/Uses.swift")
    try folder.write(
      "import Keys\nimport Lexicon\n\nfunc misuse() {\n" + misuses.joined(separator: "\n")
        + "\n}\n", to: "Sources/Misuse/Misuse.swift")
    return folder
  }

  /// The errors SwiftPM's build printed for `Misuse.swift`, by line.
  func errors(in output: String) -> [Int: [String]] {
    var errors: [Int: [String]] = [:]
    for line in output.split(separator: "\n") {
      guard let range = line.range(of: "Misuse.swift:"), line.contains(": error: ") else {
        continue
      }
      let location = line[range.upperBound...].split(separator: ":")
      guard let number = location.first.flatMap({ Int($0) }) else { continue }
      let message = String(line[line.range(of: ": error: ")!.upperBound...])
      if !(errors[number] ?? []).contains(message) { errors[number, default: []].append(message) }
    }
    return errors
  }

  @Test func showingAKeyWithoutItsArgumentsDoesNotCompileForAnyKind() async throws {
    // Line 5 onward: one interpolation per key, then other ways to show it.
    var misuses = Self.calls.map { "  _ = \"\\(InboxStrings.\($0.member))\"" }
    misuses += [
      "  _ = String(describing: InboxStrings.signed)",
      "  print(InboxStrings.floating)",
      "  _ = \"Total: \\(InboxStrings.files) now\"",
    ]
    let folder = try package(misuses: misuses)
    let keys = try await SwiftToolchain.runOffThePool([
      "swift", "build", "--package-path", folder.path, "--target", "Keys",
    ])
    #expect(keys.status == 0, "the keys and their documented uses compile:\n\(keys.output)")
    let misuse = try await SwiftToolchain.runOffThePool([
      "swift", "build", "--package-path", folder.path, "--target", "Misuse",
    ])
    #expect(misuse.status != 0)
    let errors = errors(in: misuse.output)
    let unavailable =
      "'appendInterpolation' is unavailable: a key that takes arguments cannot be shown without"
      + " them: call it with its arguments"
    for (offset, call) in Self.calls.enumerated() {
      #expect(errors[5 + offset] == [unavailable], "\(call.member): \(errors[5 + offset] ?? [])")
    }
    let others = Self.calls.count + 5
    for line in others..<(others + 3) {
      #expect(errors[line]?.isEmpty == false, "line \(line) compiled:\n\(misuse.output)")
    }
    #expect(errors.keys.count == misuses.count, "\(errors)")
  }
}
