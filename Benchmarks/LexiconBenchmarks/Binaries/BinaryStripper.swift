import Foundation

/// Strips a copy of an executable, as an app's release build ships it.
///
/// ELF (Linux): `strip -o OUT IN` removes the symbol table and debug sections. Mach-O (Apple
/// platforms): `strip -x -o OUT IN` removes local symbols and keeps the global ones `dyld` may
/// need, which is what Xcode's "Strip Style: Non-Global Symbols" does for an app. The tool is found
/// on the `PATH` (`/usr/bin/strip` from binutils on Linux, from the Xcode tools on macOS).
enum BinaryStripper {
  /// The arguments of `strip` that write a stripped copy of `input` to `output`.
  static func arguments(input: String, output: String) -> [String] {
    #if canImport(Darwin)
      return ["-x", "-o", output, input]
    #else
      return ["-o", output, input]
    #endif
  }

  /// Writes a stripped copy of `input` to `output` (replacing it) and returns its size in bytes.
  ///
  /// - Parameters:
  ///   - input: The executable; left unchanged.
  ///   - output: Where the stripped copy goes.
  ///   - probe: The probe's name, for messages.
  /// - Throws: ``ProbeProblem/stripUnavailable`` when there is no `strip`,
  ///   ``ProbeProblem/failed(probe:reason:)`` when it fails.
  static func strip(_ input: URL, to output: URL, probe: String) throws(ProbeProblem) -> Int {
    try? FileManager.default.removeItem(at: output)
    let run: ProcessRun
    do {
      run = try ProcessRun.run(
        URL(fileURLWithPath: "/usr/bin/env"),
        ["strip"] + arguments(input: input.path, output: output.path))
    } catch {
      throw .failed(probe: probe, reason: "\(error)")
    }
    // `env` exits with 127 when it finds no such program.
    guard run.status != 127 else { throw .stripUnavailable }
    guard run.status == 0 else {
      throw .failed(probe: probe, reason: "strip exited with \(run.status): \(run.errors)")
    }
    return try ProbeMeasurement.size(of: output, probe: probe)
  }
}
