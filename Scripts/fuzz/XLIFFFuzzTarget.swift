// The `xliff` target of FuzzTarget.swift: the tool's bounded XML reader and XLIFF reader on
// hostile bytes. Every element's ranges lie inside the text and nest; an error points inside the
// text; a document read is written and read again to the same units (what `lexicon import
// xliff` relies on when it reads an export of its own).

func fuzzXLIFF(_ bytes: [UInt8]) {
  do {
    let document = try XMLTreeReader.read(bytes)
    checkElement(document.root, count: bytes.count)
  } catch {
    guard (0...bytes.count).contains(error.offset) else { fatalError("error outside: \(error)") }
  }
  guard let document = try? XLIFFReader.read(bytes, path: "fuzz.xliff") else { return }
  let written = Array(XLIFFWriter.write(document).utf8)
  guard let again = try? XLIFFReader.read(written, path: "again.xliff") else {
    fatalError("a written document does not read back")
  }
  guard again.files.count == document.files.count else { fatalError("files differ") }
  for (first, second) in zip(document.files, again.files) {
    guard first.original == second.original, first.units.count == second.units.count else {
      fatalError("units differ in \(first.original)")
    }
    for (lhs, rhs) in zip(first.units, second.units)
    where lhs.id != rhs.id || lhs.source ?? "" != rhs.source ?? "" || lhs.target != rhs.target
      || lhs.notes.map(\.text).filter({ !$0.isEmpty })
        != rhs.notes.map(\.text).filter({ !$0.isEmpty })
    {
      fatalError("unit \(lhs.id) differs after a write and a read")
    }
  }
}

private func checkElement(_ element: XMLElementNode, count: Int) {
  guard element.start < element.contentStart || element.isSelfClosing,
    element.contentStart <= element.contentEnd, element.contentEnd <= element.end,
    element.end <= count
  else { fatalError("element ranges out of order: \(element.name)") }
  for child in element.children {
    guard child.start >= element.contentStart, child.end <= element.contentEnd else {
      fatalError("child outside its parent")
    }
    checkElement(child, count: count)
  }
}
