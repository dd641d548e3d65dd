/// Payload documents for decoder tests: the header of a document for production 1.2.0 and the
/// fields given.
///
/// ```swift
/// PayloadDocument.json(kind: "delta", #""language": "en", "baseVersion": 1, "version": 2"#)
/// ```
enum PayloadDocument {
  /// A document of `kind` for production 1.2.0 with `fields` (JSON members, without braces)
  /// after its header, all on one line.
  static func json(kind: String, _ fields: String) -> String {
    #"{"formatVersion": 1, "kind": ""# + kind
      + #"", "environment": "production", "appVersion": "1.2.0", "# + fields + "}"
  }
}
