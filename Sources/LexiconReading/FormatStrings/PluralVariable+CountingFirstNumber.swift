import Lexicon

extension PluralVariable {
  /// The variable of a plural written as variants alone — a String Catalog's plural variation,
  /// a compact over-the-air plural (`{"one": "%d file", "other": "%d files"}`): it counts the
  /// first numeric argument of the variants (`other` first, then in category order), with that
  /// conversion as its specifier (`%d` → `d`); argument 1 as `lld` when no variant has one.
  ///
  /// - Parameter variants: The text for each category.
  package init(countingFirstNumberIn variants: [PluralCategory: String]) {
    var argument = 1
    var specifier = "lld"
    let ordered =
      [variants[.other]].compactMap { $0 } + PluralCategory.allCases.compactMap { variants[$0] }
    for text in ordered {
      if let conversion = FormatSpecifiers.conversions(in: text).first(where: \.isNumeric) {
        argument = conversion.argument
        specifier = conversion.specifier
        break
      }
    }
    self.init(argumentNumber: argument, formatSpecifier: specifier, variants: variants)
  }
}
