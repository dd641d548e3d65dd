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
/// It also compiles the target's tables (`lexicon compile`) into `CompiledTables/<language>.lproj/`
/// in the same work folder; SwiftPM copies them into the target's resource bundle beside the raw
/// files, and `BundleProvider` reads them without parsing (see the DocC article "Compiled
/// tables"). `"compileTables": false` in `lexicon-generate.json` turns that off; a target whose
/// tables are all String Catalogs turns it on with `"compileTables": true` (and needs
/// `defaultLocalization` in its manifest). A target whose key enums are written by hand sets
/// `"generateKeys": false`: the plugin then only compiles its tables, which is what lets the app
/// read them without linking a parser (`TableFiles.compiled`, the runtime's default).
///
/// In an Xcode project, add the plugin to an app target's "Run Build Tool Plug-ins" build phase:
/// the keys then read `Bundle.main`, and `lexicon-generate.json`, when one is among the target's
/// files, sets the options. Xcode targets get keys only: compile their tables with a Run Script
/// phase. The `XcodeBuildToolPlugin` conformance below is compiled only by
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
    let inputs = target.sourceFiles.map(\.url)
    let lexicon = try context.tool(named: "lexicon").url
    let options = try GeneratorOptions(contentsOf: optionsURL)
    let keys =
      options.generateKeys == false
      ? []
      : try Self.commands(
        inputs: inputs, options: optionsURL, bundle: "module", targetName: target.name,
        workDirectory: context.pluginWorkDirectoryURL, lexicon: lexicon)
    // Compiled tables land in `.lproj` folders, which SwiftPM accepts only with the manifest's
    // `defaultLocalization`: a target with `.lproj` resources has it already; a target with only
    // String Catalogs may not, so there compiling is asked for with `"compileTables": true`.
    let hasLocalizationFolders = inputs.contains {
      $0.deletingLastPathComponent().pathExtension.lowercased() == "lproj"
    }
    guard options.compileTables ?? hasLocalizationFolders else { return keys }
    return keys
      + Self.compileCommands(
        inputs: inputs, options: options.isPresent ? optionsURL : nil, targetName: target.name,
        workDirectory: context.pluginWorkDirectoryURL, lexicon: lexicon)
  }

  /// The command that compiles a SwiftPM target's tables into `<language>.lproj/<Table>.lexicontable`
  /// files in the plugin's work folder, which SwiftPM copies into the target's resource bundle
  /// beside the raw files (its `.lproj` folders merge); none when the target has no tables.
  ///
  /// SwiftPM needs every output named before the tables are read, so the plugin declares one file
  /// per table name and language folder it can see: the `.lproj` folders of the inputs and the
  /// languages of each String Catalog (read here). `lexicon compile --expect` writes each of them:
  /// the compiled table, or, when no table is produced (a table with device variants, a table
  /// missing in a language), a marker that tells the app to read that table's raw files.
  ///
  /// `options`, the target's `lexicon-generate.json` when it has one, is an input too: SwiftPM then
  /// knows the file is the plugin's, even when no keys are generated from it.
  static func compileCommands(
    inputs: [URL], options: URL?, targetName: String, workDirectory: URL, lexicon: URL
  ) -> [PackagePlugin.Command] {
    let tables = inputs.filter { extensions.contains($0.pathExtension.lowercased()) }
      .sorted { $0.path < $1.path }
    guard !tables.isEmpty else { return [] }
    var roots: Set<String> = []
    var folders: [String: String] = [:]  // normalized language → `.lproj` folder name
    var catalogs: [URL] = []
    for table in tables {
      let parent = table.deletingLastPathComponent()
      if parent.pathExtension.lowercased() == "lproj" {
        roots.insert(parent.deletingLastPathComponent().path)
        folders[normalized(parent.deletingPathExtension().lastPathComponent)] =
          parent.lastPathComponent
      } else {
        roots.insert(parent.path)
        if table.pathExtension.lowercased() == "xcstrings" { catalogs.append(table) }
      }
    }
    for catalog in catalogs {
      for language in catalogLanguages(catalog) where folders[normalized(language)] == nil {
        folders[normalized(language)] = "\(language).lproj"
      }
    }
    let names = Set(tables.map { $0.deletingPathExtension().lastPathComponent })
    let expected = folders.values.flatMap { folder in
      names.map { "\(folder)/\($0).lexicontable" }
    }.sorted()
    guard !expected.isEmpty else { return [] }
    let output = workDirectory.appendingPathComponent("CompiledTables")
    return [
      .buildCommand(
        displayName: "Compiling Lexicon tables for \(targetName)",
        executable: lexicon,
        arguments: ["compile", "--quiet"] + roots.sorted() + ["--output", output.path]
          + expected.flatMap { ["--expect", $0] },
        inputFiles: tables + (options.map { [$0] } ?? []),
        outputFiles: expected.map { output.appendingPathComponent($0) })
    ]
  }

  /// A language or folder name compared loosely (`pt_BR`, `pt-br`), as the runtime matches them.
  static func normalized(_ language: String) -> String {
    language.lowercased().replacingOccurrences(of: "_", with: "-")
  }

  /// The languages a String Catalog has: its source language and every localization's, or none
  /// when it cannot be read (`lexicon compile` then reports why).
  static func catalogLanguages(_ url: URL) -> [String] {
    guard let data = try? Data(contentsOf: url),
      let catalog = try? JSONSerialization.jsonObject(with: data) as? [String: Any]
    else { return [] }
    var languages: Set<String> = []
    if let source = catalog["sourceLanguage"] as? String { languages.insert(source) }
    for case let entry as [String: Any] in (catalog["strings"] as? [String: Any])?.values
      .map({ $0 }) ?? []
    {
      for language in (entry["localizations"] as? [String: Any])?.keys.map({ $0 }) ?? [] {
        languages.insert(language)
      }
    }
    return languages.filter { !$0.isEmpty && !$0.contains("/") && $0 != ".." }.sorted()
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
      // Keys only in Xcode (see above): a target that writes its keys by hand gets nothing.
      if let optionsURL, try GeneratorOptions(contentsOf: optionsURL).generateKeys == false {
        return []
      }
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
  /// Whether to generate keys: `true` by default; `false` for a target whose key enums are
  /// written by hand, which the plugin then only compiles the tables of.
  var generateKeys: Bool?
  /// Whether a SwiftPM target's tables are also compiled for the runtime; by default, when the
  /// target has `.lproj` folders (a target with only String Catalogs must opt in, with
  /// `defaultLocalization` in its manifest).
  var compileTables: Bool?
  /// Whether the file exists.
  var isPresent = false

  private enum CodingKeys: String, CodingKey {
    case access, developmentLanguage, splitByPrefix, compileTables, generateKeys
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
