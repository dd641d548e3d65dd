/// Times subjects with warm-up, calibrated batches and interleaved repetitions.
///
/// ``compare(_:)`` runs a baseline and Lexicon side by side: after warming both up it calibrates a
/// batch (enough calls to last ``RunnerSettings/batchNanoseconds``), then takes one batch of each in
/// turn, alternating which goes first, for every repetition. A slow period of a shared machine hits
/// both subjects alike, so their ratio stays put even when the absolute figures move.
struct Runner {
  let settings: RunnerSettings

  /// Nanoseconds per operation of each subject, one sample per repetition, in subject order.
  func compare(_ subjects: [Subject]) -> [Samples] {
    let calls = subjects.map(calibrate)
    var samples = [[Double]](repeating: [], count: subjects.count)
    for repetition in 0..<settings.repetitions {
      let order = Array(subjects.indices)
      for index in repetition.isMultiple(of: 2) ? order : order.reversed() {
        samples[index].append(timeBatch(subjects[index], calls: calls[index]))
      }
    }
    return samples.map(Samples.init)
  }

  /// Nanoseconds per operation of one subject.
  func measure(_ subject: Subject) -> Samples {
    compare([subject])[0]
  }

  /// Warms a subject up and returns how many calls make one batch.
  private func calibrate(_ subject: Subject) -> Int {
    let start = MonotonicClock.now()
    var calls = 0
    repeat {
      Sink.consume(subject.body())
      calls += 1
    } while MonotonicClock.elapsed(since: start) < settings.warmUpNanoseconds
    let perCall = max(1, MonotonicClock.elapsed(since: start) / UInt64(calls))
    return max(1, Int(settings.batchNanoseconds / perCall))
  }

  /// Runs one batch and returns nanoseconds per operation.
  private func timeBatch(_ subject: Subject, calls: Int) -> Double {
    var checksum = 0
    let start = MonotonicClock.now()
    for _ in 0..<calls {
      checksum &+= subject.body()
    }
    let elapsed = MonotonicClock.elapsed(since: start)
    Sink.consume(checksum)
    return Double(elapsed) / Double(calls * subject.operations)
  }
}
