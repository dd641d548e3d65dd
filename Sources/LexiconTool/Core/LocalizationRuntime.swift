/// Which localization runtime a command resolves its keys through.
///
/// The `lexicon` executable owns its process, as an app does, so its `main.swift` passes
/// ``shared``: a command bootstraps `Localization.shared` once and its keys resolve through it.
/// A command run in-process — by the tests, or by any other caller of
/// ``Tool/run(_:console:runtime:)`` — gets ``isolated`` by default and never writes the
/// process's global state.
///
/// ```swift
/// // main.swift
/// let status = await Tool.run(words, console: .standard, runtime: .shared)
/// // a test
/// let status = await Tool.run(["demo"], console: .capturing())   // .isolated
/// ```
public enum LocalizationRuntime: Sendable {
  /// The process-wide `Localization.shared`, configured with `Localization.bootstrap(_:)`; keys
  /// resolve through it by plain interpolation. For the executable only.
  case shared
  /// A `Localization` of the command's own, in force only inside
  /// `Localization.withLocalization(_:operation:)`; `Localization.shared` is left alone.
  case isolated
}
