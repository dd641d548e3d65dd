// The `compiled` fuzz target: the runtime's reader of compiled tables (`.lexicontable`) on hostile
// bytes. Whatever the input, the reader returns a table or throws an error whose offset lies in
// the file (AddressSanitizer catches any read outside it); a table it returns is written again by
// `lexicon compile`'s writer and reads back equal.

import Foundation

func fuzzCompiledTable(_ data: Data) {
  let table: StringTable
  do {
    table = try CompiledTableReader.table(from: data, path: "fuzz.lexicontable")
  } catch {
    guard (0...data.count).contains(error.offset) else {
      fatalError("error outside the file: \(error)")
    }
    return
  }
  guard let written = CompiledTableWriter.data(for: table) else {
    fatalError("a table read cannot be written again")
  }
  guard (try? CompiledTableReader.table(from: written, path: "again")) == table else {
    fatalError("written again, the table reads differently")
  }
}
