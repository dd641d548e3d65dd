import Foundation

extension Localization {
  /// The text of a key known only at run time — a legacy `NSLocalizedString("hello", comment:
  /// "")` call site, a key a server sends — in a table and bundle, resolved exactly as a typed
  /// key of that table and bundle is.
  ///
  /// ```swift
  /// // NSLocalizedString("hello", comment: "")
  /// Localization.text(forKey: "hello")
  /// // NSLocalizedString("title", tableName: "Inbox", bundle: .module, value: "Inbox", comment: "")
  /// Localization.text(forKey: "title", table: "Inbox", bundle: .module, defaultValue: "Inbox")
  /// // String(format: NSLocalizedString("files", comment: ""), count)
  /// Localization.text(forKey: "files", arguments: [count])   // plurals by CLDR, never a crash
  /// ```
  ///
  /// The runtime and language are those in scope (``current``, and a language pinned by
  /// ``withLanguage(_:operation:)-6gm16``), as for `"\(key)"`, and the read is tracked by the
  /// Observation framework as a typed key's is (<doc:ScreensThatFollowTheLanguage>). The key goes through the same
  /// provider chain, fallback chain, miss reports and ``MissingKeyPolicy`` as a typed key whose
  /// `table` and `bundle` are these, and once its table is resolved a lookup is the same single
  /// table probe. A bundle whose top level holds T21Environment's `EN.strings` tables reads them
  /// as its `Localizable` table. With arguments the text is formatted as
  /// ``Localizable/callAsFunction(_:)`` formats it: plural variants by the CLDR rules of the
  /// text's language, numbers in the app's language, and a specifier that does not fit reported
  /// rather than crashing.
  ///
  /// - Note: The table and bundle should be constants of the app, as a typed key's are: each
  ///   pair is remembered for the life of the process. `defaultValue` is the text of a key no
  ///   provider has (reported to ``LocalizationConfiguration/onMissingKey`` as a default); the
  ///   first one given for a key is kept, as a typed key's is.
  ///
  /// - Parameters:
  ///   - key: The key, such as `hello` or `login.title`.
  ///   - table: The table (file name without extension); `Localizable` by default.
  ///   - bundle: The bundle whose `.lproj` folders hold the table; `.main` by default.
  ///   - defaultValue: The text when no provider has the key in any language, or `nil` to leave
  ///     it to the ``MissingKeyPolicy``.
  ///   - arguments: The values for the text's placeholders, if any.
  /// - Returns: The text in the language in scope, after the fallback rules.
  public static func text(
    forKey key: String, table: String = "Localizable", bundle: Bundle = .main,
    defaultValue: String? = nil, arguments: [any CVarArg] = []
  ) -> String {
    let scope = LocalizationScope.active
    let runtime = scope.localization ?? shared
    runtime.tracking.trackRead()
    let type = RuntimeKeyTable.identifier(table: table, bundle: bundle)
    if arguments.isEmpty,
      let text = runtime.state.fastText(type: type, key: key, language: scope.language)
    {
      return text
    }
    let resolution = runtime.resolution(
      key: key, type: type, table: table, bundle: bundle, defaultValue: { defaultValue },
      language: scope.language)
    return runtime.formatted(
      resolution, key: key, table: table, arguments: arguments, scopeLanguage: scope.language)
  }
}
