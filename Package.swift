// swift-tools-version: 6.1
//
// Lexicon: typed, per-screen localization keys resolved through a pluggable provider chain.
// The root package has no dependencies: Foundation, Dispatch, the standard library,
// Swift Testing and XCTest only.

import PackageDescription

/// Settings shared by every Swift target: Swift 6 mode plus the upcoming features we opt into early.
let strictSettings: [SwiftSetting] = [
  .enableUpcomingFeature("ExistentialAny"),
  .enableUpcomingFeature("MemberImportVisibility"),
]

let package = Package(
  name: "Lexicon",
  defaultLocalization: "en",
  platforms: [.iOS(.v13), .macOS(.v10_15), .tvOS(.v13), .watchOS(.v6)],
  products: [
    .library(name: "Lexicon", targets: ["Lexicon"]),
    .library(name: "LexiconRemote", targets: ["LexiconRemote"]),
    .library(name: "LexiconRemoteLive", targets: ["LexiconRemoteLive"]),
    .library(name: "LexiconSwiftUI", targets: ["LexiconSwiftUI"]),
    .library(name: "LexiconFirebase", targets: ["LexiconFirebase"]),
    .library(name: "LexiconPublishing", targets: ["LexiconPublishing"]),
    .library(name: "LexiconEnvironment", targets: ["LexiconEnvironment"]),
    .library(name: "LexiconRawFiles", targets: ["LexiconRawFiles"]),
    .library(name: "LexiconFormats", targets: ["LexiconFormats"]),
    .library(name: "LexiconValidation", targets: ["LexiconValidation"]),
    .library(name: "LexiconConfiguration", targets: ["LexiconConfiguration"]),
    .library(name: "LexiconTesting", targets: ["LexiconTesting"]),
    .library(name: "LexiconPseudo", targets: ["LexiconPseudo"]),
    .library(name: "LexiconAcceptLanguage", targets: ["LexiconAcceptLanguage"]),
    .executable(name: "lexicon", targets: ["lexicon"]),
    .plugin(name: "LexiconGeneratorPlugin", targets: ["LexiconGeneratorPlugin"]),
  ],
  targets: [
    // The runtime an app links: keys, providers, tables and the compiled tables a build writes,
    // formatting, plurals, languages. No parser of a text format, nothing only tools need.
    .target(
      name: "Lexicon",
      swiftSettings: strictSettings
    ),
    // What the readers of files and payloads share: text decoding, diagnostics with line and
    // column, the JSON reader (String Catalogs, over-the-air payloads, Lexicon.json). Not a
    // product: the modules that read files or payloads link it; an app whose tables are compiled
    // and that fetches nothing links none of it.
    .target(
      name: "LexiconReading",
      dependencies: ["Lexicon"],
      swiftSettings: strictSettings
    ),
    // SwiftUI views that follow the app's language: `Text(key)`, `.appLanguage()` and an
    // `ObservableObject` for iOS 13–16. The SwiftUI parts compile only on Apple platforms; their
    // platform-neutral logic compiles and is tested everywhere.
    .target(
      name: "LexiconSwiftUI",
      dependencies: ["Lexicon"],
      swiftSettings: strictSettings
    ),
    // The raw table files: the readers of `.strings`, `.stringsdict` and `.xcstrings` (and the
    // property lists and XML beneath them) that `TableFiles.raw` hands the runtime, for apps whose
    // tables are not compiled at build time; the tools read files with them too.
    .target(
      name: "LexiconRawFiles",
      dependencies: ["Lexicon", "LexiconReading"],
      swiftSettings: strictSettings
    ),
    // The public file-reading API for tools: parsers with every diagnostic, where each entry is
    // written, strict variants, source files of SwiftPM resources. Apps link none of it.
    .target(
      name: "LexiconFormats",
      dependencies: ["Lexicon", "LexiconReading", "LexiconRawFiles"],
      swiftSettings: strictSettings
    ),
    // Environment names and app versions: what over-the-air content and Lexicon.json are keyed
    // by. Apps that neither fetch strings nor read Lexicon.json link none of it.
    .target(
      name: "LexiconEnvironment",
      dependencies: ["Lexicon"],
      swiftSettings: strictSettings
    ),
    // Checking that translations fit their source (format arguments, output size): for tools,
    // over-the-air validation and tests; apps that only show strings link none of it.
    .target(
      name: "LexiconValidation",
      dependencies: ["Lexicon"],
      swiftSettings: strictSettings
    ),
    // Over-the-air updates: its own module, so apps that never fetch strings link no networking.
    .target(
      name: "LexiconRemote",
      dependencies: ["Lexicon", "LexiconReading", "LexiconValidation", "LexiconEnvironment"],
      swiftSettings: strictSettings
    ),
    // Live updates: a remote provider's content kept current while the app runs (a live source's
    // connection with reconnection and backoff, or periodic checks). Its own module, so apps that
    // refresh at launch only link none of it.
    .target(
      name: "LexiconRemoteLive",
      dependencies: ["Lexicon", "LexiconRemote"],
      swiftSettings: strictSettings
    ),
    // A Firebase Realtime Database as the source of over-the-air strings: only apps that read
    // one link it (and the stream its live updates watch).
    .target(
      name: "LexiconFirebase",
      dependencies: ["Lexicon", "LexiconReading", "LexiconEnvironment", "LexiconRemote"],
      swiftSettings: strictSettings
    ),
    // Writing over-the-air content, for the export and publish tools: byte-stable payload
    // writers, deltas between snapshots, Firebase nodes. Apps link none of it.
    .target(
      name: "LexiconPublishing",
      dependencies: ["Lexicon", "LexiconEnvironment", "LexiconRemote", "LexiconFirebase"],
      swiftSettings: strictSettings
    ),
    // Lexicon.json, build configurations and typed variables: its own module, so apps that
    // configure Lexicon in code link none of it.
    .target(
      name: "LexiconConfiguration",
      dependencies: ["Lexicon", "LexiconReading", "LexiconEnvironment"],
      swiftSettings: strictSettings
    ),
    // Pseudo-locales (`en-XA`, `ar-XB`): a QA build or a snapshot test turns them on in its
    // configuration; apps that never show them link none of it.
    .target(
      name: "LexiconPseudo",
      dependencies: ["Lexicon"],
      swiftSettings: strictSettings
    ),
    // Serving a request in its client's language: the HTTP `Accept-Language` header read and
    // matched (RFC 9110), a request scoped to it in one line. Servers link it; apps need none.
    .target(
      name: "LexiconAcceptLanguage",
      dependencies: ["Lexicon"],
      swiftSettings: strictSettings
    ),
    .target(
      name: "LexiconTesting",
      dependencies: ["Lexicon", "LexiconValidation"],
      swiftSettings: strictSettings
    ),
    .target(
      name: "LexiconTool",
      dependencies: [
        "Lexicon", "LexiconReading", "LexiconRawFiles", "LexiconFormats", "LexiconEnvironment",
        "LexiconRemote",
        "LexiconFirebase", "LexiconPublishing", "LexiconValidation", "LexiconConfiguration",
        "LexiconPseudo",
      ],
      resources: [.process("Resources")],
      swiftSettings: strictSettings
    ),
    .executableTarget(
      name: "lexicon",
      dependencies: ["LexiconTool"],
      swiftSettings: strictSettings
    ),
    // Generates a target's typed keys at build time with the `lexicon` tool (`lexicon generate`).
    .plugin(
      name: "LexiconGeneratorPlugin",
      capability: .buildTool(),
      dependencies: ["lexicon"]
    ),
    // The benchmark harness (`swift run -c release lexicon-benchmarks`): not a product, so apps
    // depending on Lexicon never see it. It depends on the binary-cost probes only so that
    // building it builds them, with the same flags, into its folder; it does not link them. The
    // loopback database of `remote_live_latency_ms` is the test suite's (LexiconTestServer).
    .executableTarget(
      name: "lexicon-benchmarks",
      dependencies: [
        "LexiconPublishing", "LexiconRawFiles", "LexiconFormats", "LexiconEnvironment",
        "LexiconFirebase", "LexiconRemoteLive",
        "Lexicon", "LexiconRemote", "LexiconTool", "LexiconTestServer", "binary-cost-foundation",
        "binary-cost-lexicon", "binary-cost-raw", "binary-cost-remote",
      ],
      path: "Benchmarks/LexiconBenchmarks",
      swiftSettings: strictSettings
    ),
    // The binary-cost probes (`binary_cost_bytes`, `binary_cost_raw_files_bytes`,
    // `binary_cost_remote_bytes`): the same tiny app with Foundation alone, with Lexicon (tables
    // compiled by the plugin), with Lexicon reading its raw files (LexiconRawFiles), and with
    // Lexicon and LexiconRemote. Not products.
    .executableTarget(
      name: "binary-cost-foundation",
      path: "Benchmarks/BinaryCost/FoundationOnly",
      resources: [.process("Resources")],
      swiftSettings: strictSettings
    ),
    .executableTarget(
      name: "binary-cost-lexicon",
      dependencies: ["Lexicon"],
      path: "Benchmarks/BinaryCost/WithLexicon",
      resources: [.process("Resources")],
      swiftSettings: strictSettings,
      plugins: ["LexiconGeneratorPlugin"]
    ),
    .executableTarget(
      name: "binary-cost-raw",
      dependencies: ["Lexicon", "LexiconRawFiles"],
      path: "Benchmarks/BinaryCost/WithRawFiles",
      resources: [.process("Resources")],
      swiftSettings: strictSettings,
      plugins: ["LexiconGeneratorPlugin"]
    ),
    .executableTarget(
      name: "binary-cost-remote",
      dependencies: ["Lexicon", "LexiconRemote"],
      path: "Benchmarks/BinaryCost/WithLexiconRemote",
      resources: [.process("Resources")],
      swiftSettings: strictSettings,
      plugins: ["LexiconGeneratorPlugin"]
    ),
    .testTarget(
      name: "LexiconTests",
      dependencies: [
        "Lexicon", "LexiconRawFiles", "LexiconFormats", "LexiconReading", "LexiconTesting",
        "LexiconValidation", "LexiconPseudo", "LexiconAcceptLanguage", "LexiconTestSupport",
      ],
      resources: [.copy("Fixtures"), .process("Resources")],
      swiftSettings: strictSettings
    ),
    .testTarget(
      name: "LexiconRemoteTests",
      dependencies: [
        "LexiconFirebase", "LexiconPublishing", "LexiconRawFiles", "LexiconFormats",
        "LexiconReading", "LexiconEnvironment", "LexiconRemote", "LexiconRemoteLive", "Lexicon",
        "LexiconTestServer",
        "lexicon-remote-crash-writer", "LexiconTestSupport", "RemoteTestFeature", "LexiconTesting",
      ],
      swiftSettings: strictSettings
    ),
    // A feature module with strings of its own (`Bundle.module`): with the test runner as the
    // app, the two-module app whose remote values the over-the-air tests check. Not a product.
    .target(
      name: "RemoteTestFeature",
      dependencies: ["Lexicon"],
      path: "Tests/RemoteTestFeature",
      resources: [.process("Resources")],
      swiftSettings: strictSettings
    ),
    // The fault-injecting loopback HTTP/1.1 server and the Firebase Realtime Database fake the
    // network tests of the over-the-air module and of the tool start: test support, not a
    // product (apart from LexiconTestSupport, which the core's tests use without LexiconRemote).
    .target(
      name: "LexiconTestServer",
      dependencies: [
        "LexiconFirebase", "LexiconPublishing", "Lexicon", "LexiconReading", "LexiconRemote",
      ],
      path: "Tests/LexiconTestServer",
      swiftSettings: strictSettings
    ),
    // Writes over-the-air updates in a loop until killed: `RemoteCacheCrashTests` kills it with
    // SIGKILL at random instants and checks the cache it leaves.
    .executableTarget(
      name: "lexicon-remote-crash-writer",
      dependencies: ["LexiconPublishing", "LexiconEnvironment", "LexiconRemote", "Lexicon"],
      path: "Tests/CrashWriter",
      swiftSettings: strictSettings
    ),
    .testTarget(
      name: "LexiconSwiftUITests",
      dependencies: ["LexiconSwiftUI", "Lexicon", "LexiconRawFiles", "LexiconTestSupport"],
      swiftSettings: strictSettings
    ),
    .testTarget(
      name: "LexiconFormatsTests",
      dependencies: [
        "LexiconFormats", "LexiconRawFiles", "LexiconReading", "Lexicon", "LexiconTesting",
        "LexiconTestSupport",
      ],
      resources: [.copy("Fixtures"), .process("Resources")],
      swiftSettings: strictSettings
    ),
    .testTarget(
      name: "LexiconReadingTests",
      dependencies: ["LexiconReading", "LexiconRawFiles", "Lexicon", "LexiconTestSupport"],
      swiftSettings: strictSettings
    ),
    .testTarget(
      name: "LexiconEnvironmentTests",
      dependencies: ["LexiconEnvironment", "Lexicon"],
      resources: [.copy("Fixtures")],
      swiftSettings: strictSettings
    ),
    .testTarget(
      name: "LexiconAcceptLanguageTests",
      dependencies: ["LexiconAcceptLanguage", "Lexicon", "LexiconTestSupport"],
      swiftSettings: strictSettings
    ),
    .testTarget(
      name: "LexiconPseudoTests",
      dependencies: [
        "LexiconPseudo", "Lexicon", "LexiconFormats", "LexiconValidation", "LexiconTestSupport",
      ],
      swiftSettings: strictSettings
    ),
    .testTarget(
      name: "LexiconValidationTests",
      dependencies: ["LexiconValidation", "Lexicon", "LexiconTestSupport"],
      swiftSettings: strictSettings
    ),
    // Helpers several test targets share: the real-world corpus beside the repository, a
    // seeded random generator. Not a product.
    .target(
      name: "LexiconTestSupport",
      dependencies: ["Lexicon", "LexiconValidation"],
      path: "Tests/LexiconTestSupport",
      swiftSettings: strictSettings
    ),
    .testTarget(
      name: "LexiconConfigurationTests",
      dependencies: ["LexiconEnvironment", "LexiconConfiguration", "Lexicon", "LexiconTesting"],
      resources: [.copy("Fixtures")],
      swiftSettings: strictSettings
    ),
    .testTarget(
      name: "LexiconTestingTests",
      dependencies: ["LexiconTesting", "LexiconPseudo", "Lexicon", "LexiconRawFiles"],
      resources: [.process("Resources")],
      swiftSettings: strictSettings
    ),
    .testTarget(
      name: "LexiconBenchmarksTests",
      dependencies: [
        "LexiconTool", "LexiconRawFiles", "LexiconFormats", "lexicon-benchmarks", "Lexicon",
      ],
      swiftSettings: strictSettings
    ),
    .testTarget(
      name: "LexiconToolTests",
      // The `lexicon` executable too: the command tests run the built tool as users do.
      dependencies: [
        "LexiconFirebase", "LexiconPublishing", "LexiconRawFiles", "LexiconFormats",
        "LexiconReading", "LexiconEnvironment", "LexiconTool", "Lexicon", "LexiconRemote",
        "LexiconPseudo", "LexiconTestServer", "LexiconTestSupport", "lexicon",
      ],
      resources: [.copy("Resources")],
      swiftSettings: strictSettings
    ),
  ],
  swiftLanguageModes: [.v6]
)
