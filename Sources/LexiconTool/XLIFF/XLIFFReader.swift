import Lexicon
import LexiconFormats

/// Reads XLIFF 1.2 into an ``XLIFFDocument``, over the bounded XML reader (``XMLTreeReader``):
/// what `lexicon import xliff` reads from an `.xcloc` catalog or a bare `.xliff` file.
///
/// Xcode's files and those translation tools return are read alike: attributes in any order,
/// units inside `<group>` elements, `<target>` with or without `state`, several `<note>`s, a
/// unit without `<source>` (Xcode re-exports some new plural cases so). Inline markup a tool put
/// in a `<target>` (`<g>`, `<ph>`, `<x/>`) is read as its text, as Xcode's import flattens it.
/// `<alt-trans>`, `<context-group>` and other elements are ignored.
///
/// A file that is not XLIFF 1.2 — another root element, another `version`, a `<file>` without
/// `original` or `source-language`, a `<trans-unit>` without `id`, an id given twice in one
/// file — is an error naming the line and column.
///
/// ```swift
/// do {
///   let document = try XLIFFReader.read(bytes, path: "ru.xliff")
/// } catch {
///   print(error)   // ru.xliff:12:7: error: <trans-unit> without an id
/// }
/// ```
enum XLIFFReader {
  /// Reads a document.
  /// - Parameters:
  ///   - bytes: The file's bytes (UTF-8, with or without a byte-order mark).
  ///   - path: The path printed in errors.
  /// - Returns: The document.
  /// - Throws: ``XLIFFReadError`` at the first problem.
  static func read(_ bytes: [UInt8], path: String) throws(XLIFFReadError) -> XLIFFDocument {
    func failure(_ message: String, at offset: Int) -> XLIFFReadError {
      let (line, column) = SourceLines(bytes).location(of: offset)
      return XLIFFReadError(path: path, line: line, column: column, message: message)
    }
    let root: XMLElementNode
    do {
      root = try XMLTreeReader.read(bytes).root
    } catch {
      throw failure(error.message, at: error.offset)
    }
    guard root.name == "xliff" else {
      throw failure("expected an <xliff> document, found <\(root.name)>", at: root.start)
    }
    guard let version = root.attribute("version"), version == "1.2" || version == "1.1" else {
      let found = root.attribute("version").map { "version \"\($0)\"" } ?? "no version"
      throw failure(
        "expected XLIFF 1.2 (version=\"1.2\", as Xcode writes it), found \(found)", at: root.start)
    }
    var files: [XLIFFFile] = []
    for element in root.children where element.name == "file" {
      guard let original = element.attribute("original"), !original.isEmpty else {
        throw failure("<file> without an original path", at: element.start)
      }
      guard let sourceLanguage = element.attribute("source-language"), !sourceLanguage.isEmpty
      else {
        throw failure(
          "<file original=\"\(original)\"> without a source-language", at: element.start)
      }
      var file = XLIFFFile(
        original: original, sourceLanguage: sourceLanguage,
        targetLanguage: element.attribute("target-language"), units: [], offset: element.start)
      if let tool = element.child("header")?.child("tool"), let id = tool.attribute("tool-id") {
        file.tool = XLIFFTool(
          id: id, name: tool.attribute("tool-name") ?? id, version: tool.attribute("tool-version"),
          buildNumber: tool.attribute("build-num"))
      }
      var seen: [String: Int] = [:]
      for element in units(of: element.child("body")) {
        guard let id = element.attribute("id") else {
          throw failure("<trans-unit> without an id", at: element.start)
        }
        if let first = seen[id] {
          let line = SourceLines(bytes).location(of: first).line
          throw failure(
            "the id \(QuotedText.quoted(id)) is given twice in the file \(original) "
              + "(first on line \(line))", at: element.start)
        }
        seen[id] = element.start
        var unit = XLIFFUnit(id: id, source: element.child("source")?.text(in: bytes))
        unit.offset = element.start
        if let target = element.child("target") {
          unit.target = target.text(in: bytes)
          unit.state = target.attribute("state")
          unit.stateQualifier = target.attribute("state-qualifier")
          unit.targetOffset = target.start
        }
        unit.notes = element.children.filter { $0.name == "note" }.map {
          XLIFFNote(text: $0.text(in: bytes), from: $0.attribute("from"))
        }
        file.units.append(unit)
      }
      files.append(file)
    }
    return XLIFFDocument(files: files)
  }

  /// The `<trans-unit>` elements of a body, those in `<group>`s included, in order.
  private static func units(of body: XMLElementNode?) -> [XMLElementNode] {
    guard let body else { return [] }
    var result: [XMLElementNode] = []
    var pending = [body.children[...]]
    while var children = pending.popLast() {
      guard let element = children.popFirst() else { continue }
      pending.append(children)
      if element.name == "trans-unit" {
        result.append(element)
      } else if element.name == "group" {
        pending.append(element.children[...])
      }
    }
    return result
  }
}
