import Lexicon

/// Collects the diagnostics of one file, resolving byte offsets to lines and columns.
///
/// At most ``limit`` diagnostics are kept; then one last diagnostic says that the rest were left
/// out, so a file of random bytes cannot make a reader allocate without bound. That last one is an
/// error only when an error was left out: a valid file with many warnings stays valid.
///
/// Messages are kept on one line: control characters that a key or value carries into a message
/// (an escaped `\n` in a key) are written as escapes (``QuotedText/singleLine(_:)``), so
/// `path:line:column: error: message` is always one line an editor can read.
package struct DiagnosticLog: Sendable {
  /// The most diagnostics kept for one file.
  package static let limit = 1000

  /// The path printed with each diagnostic.
  package let file: String?
  /// The diagnostics so far, in the order they were found.
  package private(set) var diagnostics: [Diagnostic] = []
  /// Whether any error (not only warnings) was reported, including ones past the limit.
  package private(set) var hasErrors = false
  /// When `true`, new diagnostics are dropped (used to silence follow-on problems).
  package var isMuted = false
  private var locator: SourceLocator?
  /// Whether the log's text is to be copied in by ``supplyText(_:)`` when a position is first
  /// needed.
  package private(set) var awaitsText = false

  /// Creates a log for `file` whose offsets refer to `bytes` (or to no text, for binary input).
  package init(file: String?, bytes: [UInt8]?) {
    self.file = file
    self.locator = bytes.map { SourceLocator(bytes: $0) }
  }

  /// Creates a log for `file` whose text is read where it lies (a mapped file) and copied only
  /// if a diagnostic needs a position: its reader calls ``supplyText(_:)`` before reporting,
  /// so a file without problems is never copied, and one with problems is still read once.
  package init(fileAwaitingText file: String?) {
    self.file = file
    self.awaitsText = true
  }

  /// Gives a log created with ``init(fileAwaitingText:)`` a copy of its text, once: call it
  /// before reporting or asking for a position. A log that has its text ignores it.
  @inline(never)
  package mutating func supplyText(_ text: UnsafeBufferPointer<UInt8>) {
    guard awaitsText else { return }
    awaitsText = false
    locator = SourceLocator(bytes: Array(text))
  }

  /// Reports an error at a byte offset (`nil`: no position, line and column 0).
  package mutating func error(
    _ message: String, at offset: Int?, kind: Diagnostic.Kind = .problem
  ) {
    report(.error, message, at: offset, kind: kind)
  }

  /// Reports a warning at a byte offset (`nil`: no position, line and column 0).
  package mutating func warning(
    _ message: String, at offset: Int?, kind: Diagnostic.Kind = .problem
  ) {
    report(.warning, message, at: offset, kind: kind)
  }

  /// The one-based line and column of `offset` (line and column 0 when the input has no
  /// positions or there is no offset).
  package mutating func position(of offset: Int?) -> SourcePosition {
    guard let offset, let location = locator?.location(of: offset) else {
      return SourcePosition(line: 0, column: 0)
    }
    return SourcePosition(line: location.line, column: location.column)
  }

  /// The one-based line of `offset`, or 0 when the input has no positions.
  package mutating func line(of offset: Int?) -> Int {
    guard let offset, locator != nil else { return 0 }
    return locator?.line(of: offset) ?? 0
  }

  private mutating func report(
    _ severity: Diagnostic.Severity, _ message: String, at offset: Int?, kind: Diagnostic.Kind
  ) {
    guard !isMuted else { return }
    if severity == .error { hasErrors = true }
    guard diagnostics.count <= Self.limit else {
      // Past the limit: the closing diagnostic becomes an error once an error is left out.
      if severity == .error { diagnostics[diagnostics.count - 1].severity = .error }
      return
    }
    var line = 0
    var column = 0
    if let offset, locator != nil, let position = locator?.location(of: offset) {
      line = position.line
      column = position.column
    }
    if diagnostics.count == Self.limit {
      diagnostics.append(
        Diagnostic(
          severity: severity, file: file, line: line, column: column,
          message: "too many problems; the rest of this file's diagnostics are left out"))
      return
    }
    var diagnostic = Diagnostic(
      severity: severity, file: file, line: line, column: column,
      message: QuotedText.singleLine(message))
    diagnostic.kind = kind
    diagnostics.append(diagnostic)
  }

  /// The diagnostics after the first one whose line differs from that of the one kept before
  /// it (the first one included): how readers that read on past a syntax error leave out its
  /// probable consequences.
  package static func furtherErrors(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
    var kept: [Diagnostic] = []
    var lastLine = diagnostics.first?.line
    for diagnostic in diagnostics.dropFirst() where diagnostic.line != lastLine {
      kept.append(diagnostic)
      lastLine = diagnostic.line
    }
    return kept
  }
}
