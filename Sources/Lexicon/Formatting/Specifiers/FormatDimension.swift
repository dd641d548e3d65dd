/// A width or precision of a format specifier: a number written in the format, or one taken
/// from an argument (`*` or `*N$`).
///
/// ```swift
/// // "%*.2f" has width .argument(1) and precision .fixed(2); the value is argument 2.
/// ```
public enum FormatDimension: Sendable, Equatable {
  /// A number written in the format, such as the `5` of `%5d`.
  case fixed(Int)
  /// The one-based argument that supplies the number (`*` takes the next one, `*2$` the second).
  case argument(Int)

  /// The number written in the format, or `nil` when it comes from an argument.
  package var fixedValue: Int? {
    if case .fixed(let value) = self { return value }
    return nil
  }
}
