import Lexicon
import LexiconRawFiles

extension XMLLexer {
  /// Reads the attributes of a start tag, after its name, up to and including its `>` or `/>`.
  ///
  /// Values are written in double or single quotes; their entities are decoded, and their
  /// white space is kept as written (tools write line breaks as `&#10;`). An attribute given
  /// twice is an error, as in XML.
  /// - Parameter name: The element's name, for messages.
  /// - Returns: The attributes in order, and whether the tag ends with `/>`.
  /// - Throws: ``XMLTreeError`` for a malformed attribute or an unterminated tag.
  mutating func readAttributes(of name: String) throws(XMLTreeError) -> (
    [XMLElementNode.Attribute], Bool
  ) {
    var attributes: [XMLElementNode.Attribute] = []
    while true {
      let hadSpace = index < text.count && Self.isSpace(text[index])
      skipSpaces()
      guard index < text.count else {
        throw XMLTreeError("unterminated start tag <\(name)>", offset: index)
      }
      if text[index] == 0x3E {
        index += 1
        return (attributes, false)
      }
      if text[index] == 0x2F {
        guard index + 1 < text.count, text[index + 1] == 0x3E else {
          throw XMLTreeError(
            "expected '>' after '/' in <\(name)>, found \(describe(index + 1))", offset: index + 1)
        }
        index += 2
        return (attributes, true)
      }
      let nameStart = index
      let attributeName = readName()
      guard !attributeName.isEmpty, hadSpace else {
        throw XMLTreeError(
          "expected an attribute name, '>' or '/>' in <\(name)>, found \(describe(nameStart))",
          offset: nameStart)
      }
      skipSpaces()
      guard index < text.count, text[index] == 0x3D else {
        throw XMLTreeError(
          "expected '=' after the attribute \(attributeName) of <\(name)>, found \(describe(index))",
          offset: index)
      }
      index += 1
      skipSpaces()
      guard index < text.count, text[index] == 0x22 || text[index] == 0x27 else {
        throw XMLTreeError(
          "expected the value of \(attributeName) in quotes, found \(describe(index))",
          offset: index)
      }
      let quote = text[index]
      let open = index
      index += 1
      var value: [UInt8] = []
      while true {
        guard index < text.count else {
          throw XMLTreeError("unterminated value of the attribute \(attributeName)", offset: open)
        }
        let byte = text[index]
        if byte == quote {
          index += 1
          break
        }
        if byte == 0x3C {
          throw XMLTreeError(
            "'<' in the value of the attribute \(attributeName) (write &lt;)", offset: index)
        }
        if byte == 0x26 {
          let entity = index
          if let problem = decodeEntity(into: &value) {
            throw XMLTreeError(problem, offset: entity)
          }
          continue
        }
        value.append(byte)
        index += 1
      }
      guard !attributes.contains(where: { $0.name == attributeName }) else {
        throw XMLTreeError(
          "the attribute \(attributeName) is given twice in <\(name)>", offset: nameStart)
      }
      attributes.append(
        XMLElementNode.Attribute(
          name: attributeName, value: String(decoding: value, as: UTF8.self), offset: nameStart))
    }
  }
}
