/// How long and how often the ``Runner`` measures.
struct RunnerSettings: Sendable {
  /// Time each subject runs before measuring, in nanoseconds.
  var warmUpNanoseconds: UInt64
  /// Minimum duration of one timed batch, in nanoseconds.
  var batchNanoseconds: UInt64
  /// Timed batches per subject; the median is reported.
  var repetitions: Int
  /// Repetitions of one-shot measurements (switching, cold start), each on fresh files.
  var oneShotRepetitions: Int
  /// Child processes for process-level measurements (memory, cold start in a new process).
  var childProcesses: Int

  /// A full run: figures stable to a few percent on an idle 2-core machine.
  static let full = RunnerSettings(
    warmUpNanoseconds: 200_000_000, batchNanoseconds: 10_000_000, repetitions: 41,
    oneShotRepetitions: 15, childProcesses: 5)

  /// CI's smoke run: every code path once or twice, numbers meaningless.
  static let smoke = RunnerSettings(
    warmUpNanoseconds: 1_000_000, batchNanoseconds: 1_000_000, repetitions: 3,
    oneShotRepetitions: 2, childProcesses: 1)
}
