/// An XLIFF 1.2 document as Xcode writes and reads it (`<lang>.xcloc/Localized Contents/<lang>.xliff`):
/// one ``XLIFFFile`` per localization file of the project.
///
/// ```swift
/// let document = try XLIFFReader.read(bytes, path: "ru.xliff")
/// document.files.first?.original        // "App/en.lproj/Localizable.strings"
/// document.files.first?.units.first?.id // "welcome"
/// ```
struct XLIFFDocument: Sendable {
  /// The files, in the order written.
  var files: [XLIFFFile]
}

/// One `<file>` of an XLIFF document: the units of one localization file of the project.
struct XLIFFFile: Sendable {
  /// The path of the source-language file, relative to the project (`original`):
  /// `App/en.lproj/Localizable.strings`, `App/Localizable.xcstrings`.
  var original: String
  /// The source language (`source-language`).
  var sourceLanguage: String
  /// The language translated into (`target-language`), if the file says.
  var targetLanguage: String?
  /// The tool that wrote the file (`<header><tool>`), if it says.
  var tool: XLIFFTool?
  /// The translation units, in the order written.
  var units: [XLIFFUnit]
  /// Where the `<file>` element starts, in bytes.
  var offset = 0
}

/// The tool an XLIFF file names in its header.
struct XLIFFTool: Sendable, Equatable {
  /// `tool-id`, such as `com.apple.dt.xcode`.
  var id: String
  /// `tool-name`, such as `Xcode`.
  var name: String
  /// `tool-version`, such as `15.2`.
  var version: String?
  /// `build-num`, such as `15C500b`.
  var buildNumber: String?
}

/// One `<trans-unit>`: a text to translate, its translation if any, and notes for translators.
struct XLIFFUnit: Sendable {
  /// The unit's id, as Xcode writes it for the kind of file (see `XcodeUnitID`).
  var id: String
  /// The source-language text (`nil` when the unit has no `<source>`).
  var source: String?
  /// The translation, when the unit has a `<target>`.
  var target: String?
  /// The target's `state` (`translated`, `new`, `needs-review-l10n`, …).
  var state: String?
  /// The target's `state-qualifier` (`leveraged-mt` for a machine translation).
  var stateQualifier: String?
  /// The notes for translators, in order.
  var notes: [XLIFFNote] = []
  /// Where the `<trans-unit>` starts, in bytes.
  var offset = 0
  /// Where the `<target>` starts, in bytes, when there is one.
  var targetOffset: Int?

  /// Creates a unit.
  init(id: String, source: String?, target: String? = nil, state: String? = nil) {
    self.id = id
    self.source = source
    self.target = target
    self.state = state
  }
}

/// A `<note>` of a unit, and who wrote it (`from="auto-generated"` for a generated comment).
struct XLIFFNote: Sendable, Equatable {
  /// The text.
  var text: String
  /// The `from` attribute, if any.
  var from: String?
}
