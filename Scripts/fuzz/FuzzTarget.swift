// libFuzzer entry point for Lexicon's file parsers and renderer. Not part of the package: `run.sh` compiles
// it together with the Lexicon sources (`swiftc -sanitize=fuzzer,address -parse-as-library`).
// The parser under test is chosen by the LEXICON_FUZZ_PARSER environment variable:
// `strings`, `stringsdict`, `xcstrings`, `xml` (the XML property-list reader), `json`,
// `bplist` (the binary property-list reader, then both parsers on the same bytes) or `format`
// (the renderer on a hostile template: FormatFuzzTarget.swift) or `payload` (the over-the-air
// snapshot, delta and manifest decoders of LexiconRemote: PayloadFuzzTarget.swift) or `xliff`
// (the tool's bounded XML reader and XLIFF reader, then the writer and the reader again:
// XLIFFFuzzTarget.swift) or `eventstream` (the Server-Sent Events parser and the Realtime
// Database stream reader of live updates: EventStreamFuzzTarget.swift) or `compiled` (the reader
// of compiled tables, then the writer and the reader again: CompiledTableFuzzTarget.swift).

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
  case "bplist":
    checkBinaryPropertyList(data)
  case "format":
    fuzzFormat([UInt8](data))
  case "payload":
    fuzzPayload(data)
  case "xliff":
    fuzzXLIFF([UInt8](data))
  case "eventstream":
    fuzzEventStream([UInt8](data))
  case "compiled":
    fuzzCompiledTable(data)
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

/// A tree the binary reader returns is within its limits: no deeper than the nesting limit and
/// no more values than 16 per byte of input (at least 1,024), counting shared containers at each
/// reference. The parsers read the same bytes without a position in any diagnostic.
private func checkBinaryPropertyList(_ data: Data) {
  if let value = try? PropertyListBinaryReader.read([UInt8](data)) {
    var count = 0
    var pending = [(value, 0)]
    while let (node, depth) = pending.popLast() {
      count += 1
      guard depth <= PropertyListBinaryReader.maximumDepth + 1 else { fatalError("too deep") }
      guard count <= max(16 * data.count, 1_024) else { fatalError("too many values") }
      switch node.kind {
      case .array(let elements): pending += elements.map { ($0, depth + 1) }
      case .dictionary(let entries): pending += entries.map { ($0.value, depth + 1) }
      default: break
      }
    }
  }
  for diagnostic in StringsFileParser.parse(data).diagnostics
    + StringsDictParser.parse(data)
    .diagnostics where PropertyListBinaryReader.isBinary(data)
  {
    guard diagnostic.line == 0, diagnostic.column == 0 else {
      fatalError("position: \(diagnostic)")
    }
  }
}
