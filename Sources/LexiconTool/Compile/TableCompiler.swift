import Foundation
import Lexicon

/// The work of `lexicon compile`: each resources folder's tables read as the runtime reads them
/// (`RawBundleTable`), written as compiled tables by ``CompiledTableWriter`` into the folders of
/// their languages, and compiled tables no table produced any more removed.
///
/// ```swift
/// try TableCompiler.compile(["Sources/App/Resources"], output: "Build/Tables", console: console)
/// ```
///
/// `package`: the command and the benchmarks, which compile their fixture bundle, run it.
package enum TableCompiler {
  /// Compiles the tables of each resources folder into `output` (into each folder when `nil`),
  /// printing each file written and the problems of the raw files: the command's work, for the
  /// benchmarks that compile a bundle too.
  ///
  /// `expected` lists files (`en.lproj/Localizable.lexicontable`, relative to `output`) a build
  /// system declared before the tables were read, as SwiftPM's build-tool plugin must: each one
  /// whose table could not be compiled (a table with device variants) is written as a raw-files
  /// marker (``CompiledTableWriter/rawFilesMarker``), which an app that reads raw files reads from
  /// them and an app that reads compiled tables only reports; each one no table produced (a
  /// language that has no such table) is written as an empty table, which the app reads as
  /// nothing. So every declared file exists. A table written but not
  /// expected is still written, and a note says the build will not copy it. With `expected`, a
  /// build step, a folder without tables, a table two folders hold (written as the marker: the
  /// build merges their `.lproj` folders) and errors in raw files do not fail the command.
  /// `listsFiles: false` prints the problems only, not each file written.
  /// - Returns: ``ExitCode/success``, or ``ExitCode/findings`` when a raw file has errors (and
  ///   nothing is expected).
  package static func compile(
    _ folders: [String], output: String?, expected: [String] = [], listsFiles: Bool = true,
    console: Console
  ) throws(ToolError) -> ExitCode {
    var hasErrors = false
    // Destination folder → the files written there, to remove stale ones afterwards.
    var written: [String: Set<String>] = [:]
    var sources: [String: String] = [:]
    // Tables two folders hold, written as raw-files markers (only with `expected`).
    var merged: Set<String> = []
    // Tables with device variants, by path in their destination: raw-files markers too.
    var variesByDevice: Set<String> = []
    for folder in folders {
      var isDirectory: ObjCBool = false
      guard FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory),
        isDirectory.boolValue
      else {
        throw ToolError("'\(folder)' is not a folder", exitCode: .noInput)
      }
      var diagnostics: [Diagnostic] = []
      let tables = RawBundleTable.all(
        in: URL(fileURLWithPath: folder, isDirectory: true), diagnostics: &diagnostics)
      for diagnostic in diagnostics {
        console.printError(diagnostic.description)
        if diagnostic.severity == .error { hasErrors = true }
      }
      // A build's folder of empty tables (a new, still empty catalog) has nothing to compile.
      guard !tables.isEmpty || !expected.isEmpty else {
        throw ToolError(
          "no .strings, .stringsdict or .xcstrings table under '\(folder)'", exitCode: .noInput)
      }
      let destination = output ?? folder
      for table in tables {
        let path = "\(table.folder)/\(table.name).lexicontable"
        guard !table.variesByDevice else {
          console.printError(
            "warning: table \(table.name) in \(table.language) under '\(folder)' has device"
              + " variants, which are not compiled: an app reads it from the raw files with"
              + " `tableFiles: .raw` (LexiconRawFiles), picking the variant of its device")
          variesByDevice.insert(path)
          continue
        }
        if let other = sources[(destination as NSString).appendingPathComponent(path)] {
          guard !expected.isEmpty else {
            throw ToolError(
              "both '\(other)' and '\(folder)' hold table \(table.name) in \(table.language)",
              exitCode: .usage)
          }
          // A build merges the folders' `.lproj` contents into one bundle: the app reads the
          // merged raw files, which no single folder's table stands for.
          console.printError(
            "note: both '\(other)' and '\(folder)' hold table \(table.name) in"
              + " \(table.language); the app reads it from the raw files")
          merged.insert(path)
          continue
        }
        sources[(destination as NSString).appendingPathComponent(path)] = folder
        guard let data = CompiledTableWriter.data(for: table.table) else {
          throw ToolError(
            "table \(table.name) in \(table.language) under '\(folder)' is too large to compile",
            exitCode: .findings)
        }
        let url = URL(fileURLWithPath: destination).appendingPathComponent(path)
        try write(data, to: url)
        written[destination, default: []].insert(path)
        if listsFiles { console.print((destination as NSString).appendingPathComponent(path)) }
      }
    }
    if let output, !expected.isEmpty {
      written[output, default: []].subtract(merged)
      for path in expected.sorted() where !written[output, default: []].contains(path) {
        // A table only the raw files can give, or no table at all in this language.
        let isRawOnly = merged.contains(path) || variesByDevice.contains(path)
        try write(
          isRawOnly ? CompiledTableWriter.rawFilesMarker : CompiledTableWriter.emptyTable,
          to: URL(fileURLWithPath: output).appendingPathComponent(path))
        written[output, default: []].insert(path)
        if listsFiles {
          console.print(
            "\((output as NSString).appendingPathComponent(path))"
              + (isRawOnly ? " (read from the raw files)" : " (no such table)"))
        }
      }
      for path in written[output, default: []].subtracting(expected).sorted() {
        console.printError(
          "note: \(path) was not declared by the build, which will not copy it: the app reads"
            + " that table from the raw files")
      }
    }
    for (destination, paths) in written {
      try removeStale(in: destination, keeping: paths)
    }
    // A build goes on with errors in a raw file, as the app does (its readable entries are
    // compiled, and the diagnostics were printed).
    return hasErrors && expected.isEmpty ? .findings : .success
  }

  /// Writes `data` to `url` atomically, unless the file already holds exactly these bytes (so
  /// builds stay incremental).
  private static func write(_ data: Data, to url: URL) throws(ToolError) {
    if let existing = try? Data(contentsOf: url), existing == data { return }
    try OutputFile.write(data, to: url)
  }

  /// Removes the compiled tables in the `.lproj` folders of `destination` that are not in `paths`.
  private static func removeStale(in destination: String, keeping paths: Set<String>)
    throws(ToolError)
  {
    let manager = FileManager.default
    let folders = (try? manager.contentsOfDirectory(atPath: destination)) ?? []
    for folder in folders where folder.hasSuffix(".lproj") {
      let files = (try? manager.contentsOfDirectory(atPath: "\(destination)/\(folder)")) ?? []
      for file in files
      where file.hasSuffix(".lexicontable") && !paths.contains("\(folder)/\(file)") {
        do {
          try manager.removeItem(atPath: "\(destination)/\(folder)/\(file)")
        } catch {
          throw ToolError(
            "cannot remove the stale '\(destination)/\(folder)/\(file)': "
              + error.localizedDescription, exitCode: .cannotCreate)
        }
      }
    }
  }
}
