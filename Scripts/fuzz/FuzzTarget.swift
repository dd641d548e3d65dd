// libFuzzer entry point for Lexicon's file parsers. Not part of the package: `run.sh` compiles
// it together with the Lexicon sources (`swiftc -sanitize=fuzzer,address -parse-as-library`).
// The parser under test is chosen by the LEXICON_FUZZ_PARSER environment variable:
// `strings`, `stringsdict`, `xcstrings`, `xml` (the property-list reader) or `json`.

import Foundation

private let parserName = ProcessInfo.processInfo.environment["LEXICON_FUZZ_PARSER"] ?? "strings"

@_cdecl("LLVMFuzzerTestOneInput")
func fuzzOneInput(_ start: UnsafePointer<UInt8>, _ count: Int) -> CInt {
  let data = Data(bytes: start, count: count)
  switch parserName {
  case "stringsdict":
    _ = StringsDictParser.parse(data, path: "fuzz.stringsdict")
  case "xcstrings":
    _ = StringCatalogParser.parse(data, path: "fuzz.xcstrings")
  case "xml":
    var log = DiagnosticLog(file: nil, bytes: [UInt8](data))
    _ = PropertyListXMLReader.read([UInt8](data), log: &log)
  case "json":
    var log = DiagnosticLog(file: nil, bytes: [UInt8](data))
    _ = JSONReader.read([UInt8](data), log: &log)
  default:
    let parsed = StringsFileParser.parse(data, path: "fuzz.strings")
    // Every diagnostic must point inside the text (or nowhere, for binary input).
    for diagnostic in parsed.diagnostics where diagnostic.line < 0 || diagnostic.column < 0 {
      fatalError("negative position: \(diagnostic)")
    }
  }
  return 0
}
