import Foundation

/// The parsed command line.
///
/// ```text
/// swift run -c release lexicon-benchmarks [--json] [--smoke] [--corpus PATH] [--filter TEXT]
///   [--probes DIR]
/// ```
struct Options: Sendable, Equatable {
  /// Print one JSON object instead of the table.
  var json = false
  /// Tiny iteration counts: for CI, which does not judge the numbers.
  var smoke = false
  /// The corpus folder; `nil` looks in the default places.
  var corpusPath: String?
  /// Run only the metrics whose name contains this text.
  var filter: String?
  /// The folder holding the binary-cost probes; `nil` uses the harness's own folder.
  var probesPath: String?
  /// Keep the generated data (printed path) instead of deleting it, for profiling.
  var keepData = false
  /// Print the usage and exit.
  var help = false
  /// Internal: run as a child process that loads the bundle at this path and prints its figures.
  var childBundle: String?
  /// Internal: the keys the child looks up, one per table.
  var childKeys: [String] = []
  /// Internal: a small bundle the child loads first, so one-time initialisation is not counted.
  var childWarmUp: String?
  /// Internal: run as a child process that launches a `RemoteProvider` on the cache folder at
  /// this path and prints its memory figures.
  var childRemote: String?
  /// Internal: run as a child process that renders this hostile probe and prints its memory.
  var childRender: String?

  static let usage = """
    usage: lexicon-benchmarks [--json] [--smoke] [--corpus PATH] [--filter TEXT] [--probes DIR]
                              [--keep-data]

      --json          print one JSON object (metrics, statuses, raw medians) instead of the table
      --smoke         tiny iteration counts (seconds, not minutes); the numbers are not meaningful
      --corpus PATH   the corpus folder (default: ../shared/corpus beside the package)
      --filter TEXT   run only the metrics whose name contains TEXT (or one of
                      several, separated by commas)
      --probes DIR    the folder of the binary-cost probes (default: the harness's own folder)
      --keep-data     keep the generated bundles (the path is printed to standard error)
      --help          print this help
    """

  /// Parses arguments (without the program name): `--flag`, `--option value`, `--option=value`.
  static func parse(_ arguments: [String]) throws(OptionsError) -> Options {
    var options = Options()
    var index = 0
    func value(for name: String, inline: String?) throws(OptionsError) -> String {
      if let inline { return inline }
      index += 1
      guard index < arguments.count else {
        throw OptionsError(description: "\(name) needs a value")
      }
      return arguments[index]
    }
    while index < arguments.count {
      let argument = arguments[index]
      let parts = argument.split(separator: "=", maxSplits: 1).map(String.init)
      let name = parts[0]
      let inline = parts.count > 1 ? parts[1] : nil
      switch name {
      case "--json": options.json = true
      case "--smoke": options.smoke = true
      case "--help", "-h": options.help = true
      case "--keep-data": options.keepData = true
      case "--corpus": options.corpusPath = try value(for: name, inline: inline)
      case "--filter": options.filter = try value(for: name, inline: inline)
      case "--probes": options.probesPath = try value(for: name, inline: inline)
      case "--child-load": options.childBundle = try value(for: name, inline: inline)
      case "--child-warm-up": options.childWarmUp = try value(for: name, inline: inline)
      case "--child-remote": options.childRemote = try value(for: name, inline: inline)
      case "--child-render": options.childRender = try value(for: name, inline: inline)
      case "--child-keys":
        options.childKeys = try value(for: name, inline: inline).split(separator: ",").map(
          String.init)
      default: throw OptionsError(description: "unknown option '\(argument)'")
      }
      if inline != nil, ["--json", "--smoke", "--help", "-h", "--keep-data"].contains(name) {
        throw OptionsError(description: "\(name) takes no value")
      }
      index += 1
    }
    return options
  }

  /// Whether a metric is selected by ``filter``: its name contains one of the filter's
  /// comma-separated parts.
  func selects(_ name: String) -> Bool {
    guard let filter, !filter.trimmingCharacters(in: .whitespaces).isEmpty else { return true }
    return filter.split(separator: ",").contains { part in
      let part = part.trimmingCharacters(in: .whitespaces)
      return !part.isEmpty && name.contains(part)
    }
  }
}
