import Lexicon

/// One of issue 18's hostile translations: a template that multiplies its output, with the
/// arguments that make it do so.
struct HostileProbe: Sendable {
  /// A short name, used on the command line of the child process (`--child-render NAME`).
  let name: String
  /// What it is, for the report.
  let shape: String
  /// Makes the value and its arguments (built in the process that renders them).
  let make: @Sendable () -> (value: LocalizedValue, arguments: [any CVarArg], argumentBytes: Int)

  static func repeated(_ piece: String, _ times: Int) -> LocalizedValue {
    .text(String(repeating: piece, count: times))
  }

  /// The shapes of the issue's probe, then padding and plural variants.
  static let all: [HostileProbe] = [
    HostileProbe(name: "repeat16k", shape: "16,384 × %1$@ with 16 KiB of text") {
      (repeated("%1$@", 16_384), [String(repeating: "A", count: 16_384)], 16_384)
    },
    HostileProbe(name: "repeat64k", shape: "16,384 × %1$@ with 64 KiB of text") {
      (repeated("%1$@", 16_384), [String(repeating: "A", count: 65_536)], 65_536)
    },
    HostileProbe(name: "largestDouble", shape: "1 MiB of %1$f with Double.greatestFiniteMagnitude")
    {
      (repeated("%1$f", 262_144), [Double.greatestFiniteMagnitude], 0)
    },
    HostileProbe(name: "precision", shape: "20,000 × %1$.9999f") {
      (repeated("%1$.9999f", 20_000), [1.5], 0)
    },
    HostileProbe(name: "padding", shape: "20,000 × %1$9999d") {
      (repeated("%1$9999d", 20_000), [7], 0)
    },
    HostileProbe(name: "plural", shape: "a variant of 300 × %1$9999d naming itself twice") {
      let variant = String(repeating: "%1$9999d", count: 300) + "%1$#@a@%1$#@a@"
      let value = LocalizedValue.plural(
        PluralString(
          format: "%#@a@",
          variables: ["a": PluralVariable(formatSpecifier: "d", variants: [.other: variant])]))
      return (value, [1], 0)
    },
  ]
}
