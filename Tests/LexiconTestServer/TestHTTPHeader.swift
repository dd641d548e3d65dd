import Foundation

/// One header line of a request or response of the test HTTP server, as written on the wire.
package struct TestHTTPHeader: Sendable, Hashable {
  /// The name as written (`If-None-Match`); compared without case.
  package var name: String
  /// The value, without surrounding spaces.
  package var value: String

  package init(_ name: String, _ value: String) {
    self.name = name
    self.value = value
  }
}

extension [TestHTTPHeader] {
  /// The value of the last header named `name` (any case), or `nil`.
  package func value(_ name: String) -> String? {
    last { $0.name.caseInsensitiveCompare(name) == .orderedSame }?.value
  }

  /// Whether a header named `name` (any case) is present.
  package func contains(_ name: String) -> Bool {
    value(name) != nil
  }
}
