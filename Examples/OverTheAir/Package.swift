// swift-tools-version: 6.1
//
// An app that takes its strings over the air, from a static host and from a Realtime Database,
// both run on loopback by `run.sh` (Server/serve.py): a fix published with `lexicon export
// static`, an edit in the "console" streamed live from the database, a copy experiment, and the
// typed errors of a refresh.

import PackageDescription

let package = Package(
  name: "OverTheAir",
  defaultLocalization: "en",
  platforms: [.iOS(.v13), .macOS(.v10_15), .tvOS(.v13), .watchOS(.v6)],
  dependencies: [.package(name: "Lexicon", path: "../..")],
  targets: [
    .executableTarget(
      name: "OverTheAirApp",
      dependencies: [
        .product(name: "Lexicon", package: "Lexicon"),
        .product(name: "LexiconRemote", package: "Lexicon"),
        .product(name: "LexiconRemoteLive", package: "Lexicon"),
        .product(name: "LexiconFirebase", package: "Lexicon"),
      ],
      resources: [.process("Resources")],
      // Its tables compiled at build time (its keys are written by hand: lexicon-generate.json).
      plugins: [.plugin(name: "LexiconGeneratorPlugin", package: "Lexicon")])
  ],
  swiftLanguageModes: [.v6]
)
