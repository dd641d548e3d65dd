extension LanguageTag {
  /// The layout direction of the tag's script (explicit, or likely per CLDR).
  ///
  /// ```swift
  /// LanguageTag("az-Arab")?.layoutDirection  // .rightToLeft
  /// LanguageTag("az")?.layoutDirection       // .leftToRight
  /// ```
  public var layoutDirection: LayoutDirection {
    guard let script = script ?? maximized.script else { return .leftToRight }
    return LayoutDirection(script: script)
  }
}
