import Foundation
import PackagePlugin

/// Generates a target's typed Lexicon keys at build time from its localization resources, so a
/// feature module gets `enum <Table>Strings: String, Localizable, CaseIterable` for each of its
/// tables without committing generated code.
///
/// ```swift
/// .target(
///   name: "SettingsFeature",
///   dependencies: [.product(name: "Lexicon", package: "Lexicon")],
///   resources: [.process("Resources")],
///   plugins: [.plugin(name: "LexiconGeneratorPlugin", package: "Lexicon")])
/// ```
///
/// The plugin runs `lexicon generate` on every `.strings`, `.stringsdict` and `.xcstrings` file
/// of the target and writes `LexiconKeys.swift` into the plugin's work folder, which the build
/// compiles with the target. The keys read `Bundle.module`. An optional `lexicon-generate.json`
/// in the target's folder sets the options:
///
/// ```json
/// { "access": "public", "developmentLanguage": "en", "splitByPrefix": true }
/// ```
@main
struct LexiconGeneratorPlugin: BuildToolPlugin {
  /// The extensions of the files the generator reads.
  static let extensions: Set<String> = ["strings", "stringsdict", "xcstrings"]
  /// The name of the options file in the target's folder.
  static let optionsFile = "lexicon-generate.json"

  func createBuildCommands(context: PluginContext, target: any Target) async throws
    -> [PackagePlugin.Command]
  {
    guard let target = target as? SourceModuleTarget else { return [] }
    let inputs = target.sourceFiles
      .map(\.url)
      .filter { Self.extensions.contains($0.pathExtension.lowercased()) }
      .sorted { $0.path < $1.path }
    guard !inputs.isEmpty else { return [] }
    let optionsURL = target.directoryURL.appendingPathComponent(Self.optionsFile)
    let options = try GeneratorOptions(contentsOf: optionsURL)
    let output = context.pluginWorkDirectoryURL.appendingPathComponent("LexiconKeys.swift")
    let lexicon = try context.tool(named: "lexicon")
    return [
      .buildCommand(
        displayName: "Generating Lexicon keys for \(target.name)",
        executable: lexicon.url,
        arguments: ["generate", "--output", output.path] + options.arguments
          + inputs.map(\.path),
        inputFiles: inputs + (options.isPresent ? [optionsURL] : []),
        outputFiles: [output])
    ]
  }
}

/// The options of `lexicon-generate.json`, as arguments of `lexicon generate`.
struct GeneratorOptions: Decodable {
  /// `internal` (the default) or `public`.
  var access: String?
  /// The language of the `.lproj` tables; `en` by default.
  var developmentLanguage: String?
  /// Whether to make one enum per key prefix.
  var splitByPrefix: Bool?
  /// Whether the file exists.
  var isPresent = false

  private enum CodingKeys: String, CodingKey {
    case access, developmentLanguage, splitByPrefix
  }

  /// Reads the file, or gives the defaults when there is none.
  init(contentsOf url: URL) throws {
    guard let data = try? Data(contentsOf: url) else { return }
    self = try JSONDecoder().decode(GeneratorOptions.self, from: data)
    isPresent = true
  }

  /// The arguments of `lexicon generate` the options stand for.
  var arguments: [String] {
    var arguments: [String] = []
    if let access { arguments += ["--access", access] }
    if let developmentLanguage { arguments += ["--development-language", developmentLanguage] }
    if splitByPrefix == true { arguments.append("--split-by-prefix") }
    return arguments
  }
}
