/// Writes an ``XLIFFDocument`` byte for byte as Xcode writes XLIFF 1.2: the same declaration,
/// root attributes, two-space indentation, `xml:space="preserve"` on every unit, `<source/>`,
/// `<target state="…">`, `<note/>` for a unit without a note, and the same escapes — `&lt;`,
/// `&gt;`, `&amp;` in text (and `&#13;` for a carriage return, which XML readers would otherwise
/// turn into a line feed), `&quot;`, `&#9;`, `&#10;`, `&#13;` in attributes, so an id that holds
/// a line break survives. Units are written in the order given (``XcodeOrder`` sorts them as
/// Xcode does); the same document always gives the same bytes.
///
/// ```swift
/// let text = XLIFFWriter.write(document)
/// // <?xml version="1.0" encoding="UTF-8"?>
/// // <xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" … version="1.2" …>
/// //   <file original="App/en.lproj/Localizable.strings" source-language="en" target-language="ru" datatype="plaintext">
/// ```
enum XLIFFWriter {
  /// The document as text.
  static func write(_ document: XLIFFDocument) -> String {
    var output = """
      <?xml version="1.0" encoding="UTF-8"?>
      <xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" \
      xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" version="1.2" \
      xsi:schemaLocation="urn:oasis:names:tc:xliff:document:1.2 \
      http://docs.oasis-open.org/xliff/v1.2/os/xliff-core-1.2-strict.xsd">

      """
    for file in document.files {
      output += "  <file original=\"\(attribute(file.original))\""
      output += " source-language=\"\(attribute(file.sourceLanguage))\""
      if let target = file.targetLanguage {
        output += " target-language=\"\(attribute(target))\""
      }
      output += " datatype=\"plaintext\">\n"
      if let tool = file.tool {
        output += "    <header>\n"
        output +=
          "      <tool tool-id=\"\(attribute(tool.id))\" tool-name=\"\(attribute(tool.name))\""
        if let version = tool.version { output += " tool-version=\"\(attribute(version))\"" }
        if let build = tool.buildNumber { output += " build-num=\"\(attribute(build))\"" }
        output += "/>\n    </header>\n"
      }
      output += "    <body>\n"
      for unit in file.units {
        output += "      <trans-unit id=\"\(attribute(unit.id))\" xml:space=\"preserve\">\n"
        output += "        " + element("source", unit.source ?? "") + "\n"
        if let target = unit.target {
          var attributes = ""
          if let state = unit.state { attributes += " state=\"\(attribute(state))\"" }
          if let qualifier = unit.stateQualifier {
            attributes += " state-qualifier=\"\(attribute(qualifier))\""
          }
          output += "        " + element("target", target, attributes: attributes) + "\n"
        }
        if unit.notes.isEmpty {
          output += "        <note/>\n"
        }
        for note in unit.notes {
          let from = note.from.map { " from=\"\(attribute($0))\"" } ?? ""
          output += "        " + element("note", note.text, attributes: from) + "\n"
        }
        output += "      </trans-unit>\n"
      }
      output += "    </body>\n  </file>\n"
    }
    output += "</xliff>\n"
    return output
  }

  /// `<name attributes>text</name>`, or `<name attributes/>` when the text is empty.
  private static func element(_ name: String, _ text: String, attributes: String = "") -> String {
    guard !text.isEmpty else { return "<\(name)\(attributes)/>" }
    return "<\(name)\(attributes)>\(XMLEscaping.text(text))</\(name)>"
  }

  private static func attribute(_ value: String) -> String {
    XMLEscaping.attribute(value)
  }
}
