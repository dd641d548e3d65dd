/// The text of a `.stringsdict` file with one plural entry, as Xcode writes it.
enum StringsDictText {
  /// A file whose entry `key` has the format `format` and the variable `variable` (specifier
  /// `d`) with `forms` (category, text) in order.
  static func entry(
    _ key: String, format: String, variable: String, forms: [(String, String)]
  ) -> String {
    let lines = forms.map { "      <key>\($0.0)</key>\n      <string>\($0.1)</string>\n" }
    return """
      <?xml version="1.0" encoding="UTF-8"?>
      <plist version="1.0">
      <dict>
        <key>\(key)</key>
        <dict>
          <key>NSStringLocalizedFormatKey</key>
          <string>\(format)</string>
          <key>\(variable)</key>
          <dict>
            <key>NSStringFormatSpecTypeKey</key>
            <string>NSStringPluralRuleType</string>
            <key>NSStringFormatValueTypeKey</key>
            <string>d</string>

      """ + lines.joined() + """
            </dict>
          </dict>
        </dict>
        </plist>

        """
  }

  /// A file whose entry `key` varies by device: `iphone` reads `iphone`, every other device
  /// `other`.
  static func deviceEntry(_ key: String, iphone: String, other: String) -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <plist version="1.0"><dict>
      <key>\(key)</key>
      <dict><key>NSStringDeviceSpecificRuleType</key>
        <dict><key>iphone</key><string>\(iphone)</string><key>other</key><string>\(other)</string></dict>
      </dict>
    </dict></plist>
    """
  }
}
