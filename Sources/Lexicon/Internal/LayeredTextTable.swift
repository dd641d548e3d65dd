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
  /// The number of distinct keys over all layers.
  let count: Int

  /// Stacks `layers`, highest priority first.
  init(_ layers: [CompactTextTable]) {
    self.layers = layers
    var count = 0
    for (depth, layer) in layers.enumerated() {
      let above = layers[..<depth]
      _ = layer.allEntries { key, hash, _ in
        if !above.contains(where: { $0.contains(bytes: key, hash: hash) }) { count += 1 }
        return true
      }
    }
    self.count = count
  }

  /// The text of `key` in the first layer that has it, or `nil`.
  func text(forKey key: String) -> String? {
    let original = key
    var key = key
    return key.withUTF8 { bytes in
      let raw = UnsafeRawBufferPointer(bytes)
      let hash = CompactTextTable.hash(raw)
      let isASCII = ASCII.isASCII(raw)
      // Indexing the buffer borrows each layer instead of copying it (no reference counting of
      // its arrays on the lookup path).
      return layers.withUnsafeBufferPointer { layers in
        for depth in layers.indices {
          if let text = layers[depth].text(
            forKey: original, bytes: raw, hash: hash, isASCII: isASCII)
          {
            return text
          }
        }
        return nil
      }
    }
  }

  /// Whether any layer has `key`.
  func contains(_ key: String) -> Bool {
    var key = key
    return key.withUTF8 { bytes in
      let raw = UnsafeRawBufferPointer(bytes)
      let hash = CompactTextTable.hash(raw)
      return layers.contains { $0.contains(bytes: raw, hash: hash) }
    }
  }

  /// Whether `body` holds for every distinct key with its winning text, given the key's UTF-8
  /// bytes and hash (stops at the first `false`).
  func allEntries(
    _ body: (_ key: UnsafeRawBufferPointer, _ hash: UInt64, _ text: String) -> Bool
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
      body(String(decoding: key, as: UTF8.self), text)
      return true
    }
  }
}
