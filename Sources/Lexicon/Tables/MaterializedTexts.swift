#if canImport(Synchronization)
  import Synchronization
#endif

/// The texts of a ``CompactTextTable`` as `String`s, each made from the table's bytes the first
/// time it is read and kept for every later read.
///
/// A table keeps its texts as UTF-8 bytes back to back: a heap `String` costs a 32-byte header, a
/// terminator and the allocator's rounding and bookkeeping on top of its bytes, about 45 bytes a
/// text, which a table of thousands of texts would pay for texts an app never shows. Here a text
/// becomes a `String` on its first read and the next read returns that same `String` without
/// allocating, as before.
///
/// Slots are filled without a lock on the read path (``PublicationStates``): a reader that finds
/// a slot published reads it; one that does not makes the text, and stores it only if it claims
/// the slot first (two threads reading a new text at once both return equal strings; one is
/// kept). The slots' memory is reserved but not written until a text is read, so the pages of
/// texts never read stay untouched.
final class MaterializedTexts: @unchecked Sendable {
  // A slot is written once, by the thread that claimed it, before it is published; it is read
  // only after `states` says it was published (acquire/release through `states`), and released
  // in `deinit`, when no other thread can hold the object. Those rules replace the compiler's
  // `Sendable` check.

  private let states: PublicationStates
  private let strings: UnsafeMutablePointer<String>
  /// Where the slots, their states and this object lie, as trivial values (see ``Slots``).
  var slots: Slots {
    Slots(
      states: states.atomicStates, strings: strings,
      owner: Unmanaged.passUnretained(self).toOpaque())
  }

  /// Where a table's texts lie: trivial to copy and to read, valid while the
  /// ``MaterializedTexts`` lives.
  ///
  /// Part of a table's ``CompactTextTable/View``: a lookup reads a published text with one
  /// atomic load and no reference counting, and calls into the owner only to make one.
  struct Slots {
    /// The `Atomic<UInt8>` states, or `nil` where they are behind a lock.
    fileprivate var states: UnsafeMutableRawPointer?
    fileprivate var strings: UnsafeMutablePointer<String>
    /// The ``MaterializedTexts`` itself, unretained.
    fileprivate var owner: UnsafeMutableRawPointer?

    /// The text of the entry at `position`: the `String` kept at its first read, or made now
    /// (through the owner, which the caller's table keeps alive).
    @inline(__always)
    func text(at position: Int) -> String {
      if let states {
        #if canImport(Synchronization) && !canImport(Darwin)
          let state = states.assumingMemoryBound(to: Atomic<UInt8>.self)[position].load(
            ordering: .acquiring)
          if state == PublicationStates.published { return strings[position] }
        #elseif canImport(Synchronization)
          if #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *) {
            let state = states.assumingMemoryBound(to: Atomic<UInt8>.self)[position].load(
              ordering: .acquiring)
            if state == PublicationStates.published { return strings[position] }
          }
        #endif
      }
      return Unmanaged<MaterializedTexts>.fromOpaque(owner.unsafelyUnwrapped)
        ._withUnsafeGuaranteedRef { $0.text(at: position) }
    }
  }

  /// The table's texts and entries (the same buffers the table holds), to make texts from.
  private let bytes: [UInt8]
  private let entries: [CompactTextTable.Entry]

  /// Creates an empty slot for each entry of a table.
  /// - Parameters:
  ///   - bytes: The table's keys and texts, each text behind its length (``TextBytes``) and
  ///     located by its distance from the end.
  ///   - entries: The table's entries.
  ///   - forceLock: Use the lock-based states even where atomics exist (tests).
  init(bytes: [UInt8], entries: [CompactTextTable.Entry], forceLock: Bool = false) {
    self.bytes = bytes
    self.entries = entries
    states = PublicationStates(count: entries.count, forceLock: forceLock)
    strings = .allocate(capacity: max(entries.count, 1))
  }

  /// The text of the entry at `position`: the `String` kept at its first read, or made now and
  /// kept. A call of its own (not inlined): the slow path of ``Slots/text(at:)``, which lookups
  /// inline.
  @inline(never)
  func text(at position: Int) -> String {
    if states.isPublished(position) { return strings[position] }
    let text = bytes.withUnsafeBytes { bytes in
      String(
        decoding: TextBytes.text(
          at: bytes.count - Int(entries[position].textFromEnd), in: bytes),
        as: UTF8.self)
    }
    // An empty string needs no slot: it is made without allocating.
    return text.isEmpty ? text : keep(text, at: position)
  }

  deinit {
    for slot in 0..<states.count where states.isPublished(slot) {
      (strings + slot).deinitialize(count: 1)
    }
    strings.deallocate()
  }

  /// Whether the text in `slot` was made (for tests).
  func isMade(_ slot: Int) -> Bool {
    states.isPublished(slot)
  }

  /// Stores `text` in `slot` when this thread claims it first; returns `text` either way.
  @inline(never)
  func keep(_ text: String, at slot: Int) -> String {
    if states.claim(slot) {
      (strings + slot).initialize(to: text)
      states.publish(slot)
    }
    return text
  }
}
