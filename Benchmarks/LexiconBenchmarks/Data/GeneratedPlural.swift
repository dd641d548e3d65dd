/// One `.stringsdict` entry of the generated data: a format with one plural variable.
struct GeneratedPlural: Sendable, Equatable {
  /// `NSStringLocalizedFormatKey`, such as `%#@items@ selected`.
  let format: String
  /// The variable's name, such as `items`.
  let variable: String
  /// `NSStringFormatValueTypeKey`, such as `d`.
  let valueType: String
  /// The variants by CLDR category, in file order.
  let variants: [(category: String, text: String)]

  static func == (lhs: GeneratedPlural, rhs: GeneratedPlural) -> Bool {
    lhs.format == rhs.format && lhs.variable == rhs.variable && lhs.valueType == rhs.valueType
      && lhs.variants.map(\.category) == rhs.variants.map(\.category)
      && lhs.variants.map(\.text) == rhs.variants.map(\.text)
  }

  /// The UTF-8 bytes of the format and every variant.
  var utf8Count: Int {
    format.utf8.count + variable.utf8.count + variants.reduce(0) { $0 + $1.text.utf8.count }
  }
}
