/// A format problem's identity for reporting it once.
struct FormatProblemIdentity: Hashable, Sendable {
  var key: String
  var table: String
  var language: String
}
