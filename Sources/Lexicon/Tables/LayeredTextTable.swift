/// Read-optimized tables stacked by priority and read as one: the first layer with a key wins.
///
/// A resolved table is often a large table with a few entries over it: a bundle's table under a
/// remote cache's over-the-air fixes, or `en` under `en-AU`'s regional words. Copying the large
/// table into a merged one would keep every key twice (the provider keeps its own) and cost a
/// switch of language the time to copy it. Stacked, the layers keep their storage, shared with
/// the providers; a lookup hashes the key once and probes the layers in order — one extra probe,
/// usually of an empty slot, per layer above the one that has the key.
///
/// Keys match as `String`s do, across layers too: each layer is asked by bytes and then by
/// canonical equivalence before the next one is asked, so the first layer with an equivalent
/// spelling wins.
struct LayeredTextTable: Sendable {
  /// The most layers a table stacks; more are merged into one (see ``StringTable``).
  static let maximumLayers = 4

  /// The layers, highest priority first.
  let layers: [CompactTextTable]
  /// A view of each layer, in the same order (see ``CompactTextTable/View``).
  private let views: [CompactTextTable.View]
  /// The number of distinct keys over all layers.
  let count: Int
  /// For each layer, whether a layer above it has keys spelled with a character whose canonical
  /// form is ASCII (``CompactTextTable/hasASCIIEquivalentKeys``).
  private let equivalentsAbove: [Bool]
  /// Whether any layer has such keys.
  private let hasASCIIEquivalentKeys: Bool
  /// The seed every table hashes its keys with (``CompactTextTable/processSeed``).
  private let seed: UInt64

  /// Stacks `layers`, highest priority first.
  init(_ layers: [CompactTextTable]) {
    self.layers = layers
    self.views = layers.map(\.view)
    self.seed = CompactTextTable.processSeed
    // Every key of every layer, less each repeat of a key in a layer under the first layer that
    // has it. Only the layers above the last are walked: stacking a few fixes over a large table
    // costs as many probes as there are fixes, not as there are keys.
    var count = layers.reduce(0) { $0 + $1.count }
    for (depth, layer) in layers.enumerated().dropLast() {
      let above = layers[..<depth]
      let below = layers[(depth + 1)...]
      _ = layer.allEntries { key, hash, _ in
        if !above.contains(where: { $0.contains(bytes: key, hash: hash) }) {
          count -= below.reduce(0) { $0 + ($1.contains(bytes: key, hash: hash) ? 1 : 0) }
        }
        return true
      }
    }
    self.count = count
    var above = false
    var equivalentsAbove: [Bool] = []
    for layer in layers {
      equivalentsAbove.append(above)
      above = above || layer.hasASCIIEquivalentKeys
    }
    self.equivalentsAbove = equivalentsAbove
    self.hasASCIIEquivalentKeys = above
  }

  /// The text of `key` in the first layer that has it, or `nil` (see ``View/text(forKey:)``).
  func text(forKey key: String) -> String? {
    view.text(forKey: key)
  }

  /// The table as trivial values (see ``View``).
  var view: View {
    View(
      layers: views.withUnsafeBufferPointer { $0 },
      equivalentsAbove: equivalentsAbove.withUnsafeBufferPointer { $0 },
      hasASCIIEquivalentKeys: hasASCIIEquivalentKeys, seed: seed)
  }

  /// The layers as trivial values: what a lookup holds instead of the table, so that it reads
  /// them without reference counting (see ``CompactTextTable/View``). Valid only while the
  /// table's storage lives: its holder keeps the table too.
  struct View: @unchecked Sendable {
    // `@unchecked`: the buffers are immutable arrays of a table its holder keeps alive.
    fileprivate let layers: UnsafeBufferPointer<CompactTextTable.View>
    fileprivate let equivalentsAbove: UnsafeBufferPointer<Bool>
    fileprivate let hasASCIIEquivalentKeys: Bool
    fileprivate let seed: UInt64

    /// The text of `key` in the first layer that has it, or `nil`.
    ///
    /// The fast path probes the layers by the key's bytes with one hash. A byte hit in the first
    /// layer is the answer; a hit lower down is too when the key is ASCII and no layer above it
    /// has a key spelled with one of the three characters whose canonical form is ASCII — no
    /// layer above can then hold an equivalent spelling. Otherwise each layer is asked in order,
    /// by bytes and then by canonical equivalence.
    @inline(__always)
    func text(forKey key: String) -> String? {
      let fast = CompactTextTable.withBytes(of: key) {
        raw -> (depth: Int, position: Int?, certain: Bool) in
        let hash = CompactTextTable.hash(raw, seed: seed)
        for depth in layers.indices {
          guard let position = layers[depth].find(raw, hash: hash) else { continue }
          let certain = depth == 0 || (!equivalentsAbove[depth] && ASCII.isASCII(raw))
          return (depth, position, certain)
        }
        return (0, nil, !hasASCIIEquivalentKeys && ASCII.isASCII(raw))
      }
      if fast.certain { return fast.position.map { layers[fast.depth].text(at: $0) } }
      return CompactTextTable.withBytes(of: key) { raw in
        let hash = CompactTextTable.hash(raw, seed: seed)
        let isASCII = ASCII.isASCII(raw)
        for layer in layers {
          if let position = layer.position(forKey: key, bytes: raw, hash: hash, isASCII: isASCII) {
            return layer.text(at: position)
          }
        }
        return nil
      }
    }
  }

  /// Whether `body` holds for every distinct key with its winning text, given the key's UTF-8
  /// bytes and hash and the text's UTF-8 bytes (stops at the first `false`).
  func allEntries(
    _ body: (
      _ key: UnsafeRawBufferPointer, _ hash: UInt64, _ text: UnsafeRawBufferPointer
    ) -> Bool
  ) -> Bool {
    for (depth, layer) in layers.enumerated() {
      let above = layers[..<depth]
      let holds = layer.allEntries { key, hash, text in
        above.contains(where: { $0.contains(bytes: key, hash: hash) }) || body(key, hash, text)
      }
      if !holds { return false }
    }
    return true
  }

  /// Calls `body` with every distinct key and its winning text, in no particular order.
  func enumerateEntries(_ body: (String, String) -> Void) {
    _ = allEntries { key, _, text in
      body(String(decoding: key, as: UTF8.self), String(decoding: text, as: UTF8.self))
      return true
    }
  }
}
