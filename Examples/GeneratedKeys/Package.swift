// swift-tools-version: 6.1
//
// A feature module whose typed keys are generated at build time by LexiconGeneratorPlugin from
// its own .strings, .stringsdict and .xcstrings resources: no key enum is written by hand or
// committed. The app prints the feature's screen in English, German, Russian and the en-XA
// pseudo-language (LexiconPseudo).

import PackageDescription

let package = Package(
  name: "GeneratedKeys",
  defaultLocalization: "en",
  platforms: [.iOS(.v13), .macOS(.v10_15), .tvOS(.v13), .watchOS(.v6)],
  dependencies: [.package(name: "Lexicon", path: "../..")],
  targets: [
    .target(
      name: "SettingsFeature",
      dependencies: [.product(name: "Lexicon", package: "Lexicon")],
      resources: [.process("Resources")],
      plugins: [.plugin(name: "LexiconGeneratorPlugin", package: "Lexicon")]),
    .executableTarget(
      name: "GeneratedKeysApp",
      dependencies: [
        "SettingsFeature", .product(name: "Lexicon", package: "Lexicon"),
        .product(name: "LexiconPseudo", package: "Lexicon"),
      ]),
  ],
  swiftLanguageModes: [.v6]
)
