import Foundation
import Lexicon

/// The one place the harness calls Lexicon's file parsers, so the parse benchmarks switch to the
/// real API the day it is merged.
///
/// Until the `formats` branch (`StringsFileParser`, `StringCatalogParser`) is merged into main,
/// the parsers are not public API and these return `nil`: the parse metrics are reported as
/// *pending*, never with a made-up number.
enum ParserAdapter {
  /// Why the parse metrics cannot run yet, or `nil` when they can.
  static let pendingReason: String? = "Lexicon's public parsers (formats branch) are not merged"

  /// Lexicon's `.strings` parser: the table parsed from `data`, or `nil` when unavailable.
  @inline(never)
  static func parseStrings(_ data: Data) -> StringTable? {
    nil
  }

  /// Lexicon's String Catalog parser: the number of entries parsed over all languages, or `nil`
  /// when unavailable.
  @inline(never)
  static func parseCatalog(_ data: Data) -> Int? {
    nil
  }
}
