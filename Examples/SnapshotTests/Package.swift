// swift-tools-version: 6.1
//
// Snapshot tests of a feature module's localized screens. `MailFeature` has two screens (Inbox and
// Compose) with resources in English, Russian and Arabic; `MailFeatureTests` renders every key of
// each screen as users see it and compares it with the reference files committed in
// `Tests/MailFeatureTests/__Snapshots__`.

import PackageDescription

let package = Package(
  name: "SnapshotTests",
  defaultLocalization: "en",
  platforms: [.iOS(.v13), .macOS(.v10_15), .tvOS(.v13), .watchOS(.v6)],
  dependencies: [.package(name: "Lexicon", path: "../..")],
  targets: [
    .target(
      name: "MailFeature", dependencies: [.product(name: "Lexicon", package: "Lexicon")],
      resources: [.process("Resources")],
      // Its tables compiled at build time (its keys are written by hand: lexicon-generate.json).
      plugins: [.plugin(name: "LexiconGeneratorPlugin", package: "Lexicon")]),
    .testTarget(
      name: "MailFeatureTests",
      dependencies: [
        "MailFeature",
        .product(name: "Lexicon", package: "Lexicon"),
        .product(name: "LexiconTesting", package: "Lexicon"),
        .product(name: "LexiconPseudo", package: "Lexicon"),
      ],
      // The reference files sit beside the tests; they are not resources of the target.
      exclude: ["__Snapshots__"]),
  ],
  swiftLanguageModes: [.v6]
)
