// swift-tools-version: 6.1
//
// A modular app made of SwiftPM feature modules, each with its own resources (`Bundle.module`)
// and its own key enums, written by hand; LexiconGeneratorPlugin compiles each module's tables at
// build time (`"generateKeys": false` in each target's lexicon-generate.json), so the app reads
// them with the core alone, linking no parser. The app bootstraps Lexicon with its own bundle, as
// the README's quick start does; every feature module's key still reads its own module's bundle.

import PackageDescription

let package = Package(
  name: "FeatureModules",
  defaultLocalization: "en",
  platforms: [.iOS(.v13), .macOS(.v10_15), .tvOS(.v13), .watchOS(.v6)],
  dependencies: [.package(name: "Lexicon", path: "../..")],
  targets: [
    .target(
      name: "LoginFeature", dependencies: [.product(name: "Lexicon", package: "Lexicon")],
      resources: [.process("Resources")],
      plugins: [.plugin(name: "LexiconGeneratorPlugin", package: "Lexicon")]),
    .target(
      name: "InboxFeature", dependencies: [.product(name: "Lexicon", package: "Lexicon")],
      resources: [.process("Resources")],
      plugins: [.plugin(name: "LexiconGeneratorPlugin", package: "Lexicon")]),
    .executableTarget(
      name: "ModularApp",
      dependencies: [
        "LoginFeature", "InboxFeature", .product(name: "Lexicon", package: "Lexicon"),
      ],
      resources: [.process("Resources")],
      plugins: [.plugin(name: "LexiconGeneratorPlugin", package: "Lexicon")]),
  ],
  swiftLanguageModes: [.v6]
)
