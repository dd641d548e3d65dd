// swift-tools-version: 6.1
//
// A modular app made of SwiftPM feature modules, each with its own resources (`Bundle.module`)
// and its own key enums. The app never bootstraps Lexicon: every key reads its own module's
// bundle through the default provider chain.

import PackageDescription

let package = Package(
  name: "FeatureModules",
  defaultLocalization: "en",
  platforms: [.iOS(.v13), .macOS(.v10_15), .tvOS(.v13), .watchOS(.v6)],
  dependencies: [.package(name: "Lexicon", path: "../..")],
  targets: [
    .target(
      name: "LoginFeature", dependencies: [.product(name: "Lexicon", package: "Lexicon")],
      resources: [.process("Resources")]),
    .target(
      name: "InboxFeature", dependencies: [.product(name: "Lexicon", package: "Lexicon")],
      resources: [.process("Resources")]),
    .executableTarget(
      name: "ModularApp",
      dependencies: ["LoginFeature", "InboxFeature", .product(name: "Lexicon", package: "Lexicon")]),
  ],
  swiftLanguageModes: [.v6]
)
