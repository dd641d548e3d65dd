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
  /// no table produced (a table with device variants, a language that has no such table) is
  /// written as a raw-files marker (``CompiledTableWriter/rawFilesMarker``), so every declared
  /// file exists and the app reads that table from the raw files. A table written but not
  /// expected is still written, and a note says the build will not copy it.
  /// - Returns: ``ExitCode/success``, or ``ExitCode/findings`` when a raw file has errors.
  package static func compile(
    _ folders: [String], output: String?, expected: [String] = [], console: Console
  ) throws(ToolError) -> ExitCode {
    var hasErrors = false
    // Destination folder → the files written there, to remove stale ones afterwards.
    var written: [String: Set<String>] = [:]
    var sources: [String: String] = [:]
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
      guard !tables.isEmpty else {
        throw ToolError(
          "no .strings, .stringsdict or .xcstrings table under '\(folder)'", exitCode: .noInput)
      }
      let destination = output ?? folder
      for table in tables {
        guard !table.variesByDevice else {
          console.printError(
            "note: table \(table.name) in \(table.language) under '\(folder)' has device variants;"
              + " the app reads it from the raw files, picking the variant of its device")
          continue
        }
        let path = "\(table.folder)/\(table.name).lexicontable"
        if let other = sources[(destination as NSString).appendingPathComponent(path)] {
          throw ToolError(
            "both '\(other)' and '\(folder)' hold table \(table.name) in \(table.language)",
            exitCode: .usage)
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
        console.print((destination as NSString).appendingPathComponent(path))
      }
    }
    if let output, !expected.isEmpty {
      for path in expected.sorted() where !written[output, default: []].contains(path) {
        try write(
          CompiledTableWriter.rawFilesMarker,
          to: URL(fileURLWithPath: output).appendingPathComponent(path))
        written[output, default: []].insert(path)
        console.print(
          "\((output as NSString).appendingPathComponent(path)) (read from the raw files)")
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
    return hasErrors ? .findings : .success
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
