import Foundation

/// Measures one probe: checks that it is built and prints what it should, then strips a copy.
enum ProbeMeasurement {
  /// The sizes of `probe`, built in `directory`, with its stripped copy written to `scratch`.
  ///
  /// The probe is run first: a probe that is missing, crashes or prints anything but
  /// ``BinaryProbe/expectedOutput`` gives a ``ProbeProblem`` instead of a size.
  static func measure(_ probe: BinaryProbe, in directory: URL, scratch: URL) -> Result<
    ProbeSize, ProbeProblem
  > {
    let executable = probe.url(in: directory)
    guard FileManager.default.isExecutableFile(atPath: executable.path) else {
      return .failure(.missing(probe: probe.name, path: executable.path))
    }
    do {
      let run = try ProcessRun.run(executable, [])
      guard run.status == 0 else {
        return .failure(
          .failed(probe: probe.name, reason: "exited with \(run.status): \(run.errors)"))
      }
      guard run.output == BinaryProbe.expectedOutput else {
        return .failure(.wrongOutput(probe: probe.name, output: run.output))
      }
      try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    } catch {
      return .failure(.failed(probe: probe.name, reason: "\(error)"))
    }
    return Result { () throws(ProbeProblem) -> ProbeSize in
      let built = try size(of: executable, probe: probe.name)
      let stripped = try BinaryStripper.strip(
        executable, to: scratch.appendingPathComponent(probe.name + ".stripped"), probe: probe.name)
      return ProbeSize(builtBytes: built, strippedBytes: stripped)
    }
  }

  /// The size of a file in bytes.
  ///
  /// - Throws: ``ProbeProblem/failed(probe:reason:)`` when the file cannot be read.
  static func size(of file: URL, probe: String) throws(ProbeProblem) -> Int {
    do {
      let attributes = try FileManager.default.attributesOfItem(atPath: file.path)
      guard let size = (attributes[.size] as? NSNumber)?.intValue else {
        throw OptionsError(description: "no size")
      }
      return size
    } catch {
      throw .failed(probe: probe, reason: "cannot read the size of \(file.path): \(error)")
    }
  }
}
