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
/// of the target and writes `LexiconKeys.swift` into the plugin's work folder
/// (`.build/plugins/outputs/<package>/<target>/destination/LexiconGeneratorPlugin/` with SwiftPM,
/// under `DerivedData` in Xcode), which the build compiles with the target: there is no file to
/// commit, and the keys follow the tables on every build. The keys read `Bundle.module`. An
/// optional `lexicon-generate.json` in the target's folder sets the options:
///
/// ```json
/// { "access": "public", "developmentLanguage": "en", "splitByPrefix": true }
/// ```
///
/// In an Xcode project, add the plugin to an app target's "Run Build Tool Plug-ins" build phase:
/// the keys then read `Bundle.main`, and `lexicon-generate.json`, when one is among the target's
/// files, sets the options. The `XcodeBuildToolPlugin` conformance below is compiled only by
/// Xcode (`#if canImport(XcodeProjectPlugin)`); SwiftPM on Linux and macOS never builds it.
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
    let optionsURL = target.directoryURL.appendingPathComponent(Self.optionsFile)
    return try Self.commands(
      inputs: target.sourceFiles.map(\.url), options: optionsURL, bundle: "module",
      targetName: target.name, workDirectory: context.pluginWorkDirectoryURL,
      lexicon: try context.tool(named: "lexicon").url)
  }

  /// The command that generates the keys of a target from `inputs` (the target's files; those
  /// that are not tables are left out), or none when it has no tables. `options` is the
  /// target's `lexicon-generate.json`, read when it exists.
  static func commands(
    inputs: [URL], options optionsURL: URL?, bundle: String, targetName: String,
    workDirectory: URL, lexicon: URL
  ) throws -> [PackagePlugin.Command] {
    let tables = inputs.filter { extensions.contains($0.pathExtension.lowercased()) }
      .sorted { $0.path < $1.path }
    guard !tables.isEmpty else { return [] }
    let options = try optionsURL.map(GeneratorOptions.init(contentsOf:)) ?? GeneratorOptions()
    let output = workDirectory.appendingPathComponent("LexiconKeys.swift")
    return [
      .buildCommand(
        displayName: "Generating Lexicon keys for \(targetName)",
        executable: lexicon,
        arguments: ["generate", "--output", output.path, "--bundle", bundle] + options.arguments
          + tables.map(\.path),
        inputFiles: tables + (options.isPresent ? optionsURL.map { [$0] } ?? [] : []),
        outputFiles: [output])
    ]
  }
}

#if canImport(XcodeProjectPlugin)
  import XcodeProjectPlugin

  // Compiled only by Xcode, which alone ships the XcodeProjectPlugin module.
  extension LexiconGeneratorPlugin: XcodeBuildToolPlugin {
    /// The keys of an Xcode project's target: its tables are its input files, and they are in
    /// the app's main bundle.
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws
      -> [PackagePlugin.Command]
    {
      let inputs = target.inputFiles.map(\.url)
      let optionsURL = inputs.first { $0.lastPathComponent == Self.optionsFile }
      return try Self.commands(
        inputs: inputs, options: optionsURL, bundle: "main", targetName: target.displayName,
        workDirectory: context.pluginWorkDirectoryURL,
        lexicon: try context.tool(named: "lexicon").url)
    }
  }
#endif

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

  /// The defaults: no file.
  init() {}

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
