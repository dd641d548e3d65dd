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
    let plain = StringsDictParser.parse(data, path: "fuzz.stringsdict")
    // Tools parse with locations, reading on past every syntax error: the same values.
    guard StringsDictParser.parseLocated(data, path: "fuzz.stringsdict").file == .table(plain)
    else { fatalError("located parse differs") }
  case "xcstrings":
    let plain = StringCatalogParser.parse(data, path: "fuzz.xcstrings")
    guard StringCatalogParser.parseLocated(data, path: "fuzz.xcstrings").file == .catalog(plain)
    else { fatalError("located parse differs") }
  case "xml":
    var log = DiagnosticLog(file: nil, bytes: [UInt8](data))
    _ = PropertyListXMLReader.read([UInt8](data), log: &log)
  case "json":
    let bytes = [UInt8](data)
    let (root, problems) = JSONReader.read(bytes)
    for problem in problems where !(0...bytes.count).contains(problem.offset) {
      fatalError("problem outside the text: \(problem)")
    }
    if let root { checkNode(root, count: bytes.count, cleanRead: problems.isEmpty) }
  default:
    let parsed = StringsFileParser.parse(data, path: "fuzz.strings")
    guard StringsFileParser.parseLocated(data, path: "fuzz.strings").file == .table(parsed)
    else { fatalError("located parse differs") }
    // Every diagnostic must point inside the text (or nowhere, for binary input).
    for diagnostic in parsed.diagnostics where diagnostic.line < 0 || diagnostic.column < 0 {
      fatalError("negative position: \(diagnostic)")
    }
  }
  return 0
}

/// Every value and key starts inside the text; without problems, every container is complete.
private func checkNode(_ node: JSONNode, count: Int, cleanRead: Bool) {
  guard (0..<count).contains(node.offset) else { fatalError("value outside the text: \(node)") }
  if cleanRead, !node.isComplete { fatalError("incomplete container without a problem") }
  for member in node.members ?? [] {
    guard (0..<count).contains(member.keyOffset) else { fatalError("key outside the text") }
    checkNode(member.value, count: count, cleanRead: cleanRead)
  }
  for element in node.elements ?? [] {
    checkNode(element, count: count, cleanRead: cleanRead)
  }
}
