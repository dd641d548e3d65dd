import Lexicon

extension EventHandler where Event == Diagnostic {
  /// This handler, with every diagnostic about a file of a SwiftPM resource bundle naming the
  /// source file it was copied from, so that an editor jumps to the file a developer edits
  /// (`Sources/Login/Resources/ru.lproj/Login.strings:3:9`) rather than its copy in the build
  /// folder (`.build/debug/App_Login.resources/ru.lproj/Login.strings`).
  ///
  /// The runtime names the file it read; this adapter, for a developer's own builds, walks up
  /// from the copy to the package that built it (the folder above `.build` holding
  /// `Package.swift`), finds the target's folder and the file with the same path inside its
  /// `.lproj` folder, and names it only when its bytes equal the copy's, so line and column stay
  /// right. Anything else (an app bundle built by Xcode, a source edited since the build) keeps
  /// the copy's path. The search runs once per file.
  ///
  /// ```swift
  /// #if DEBUG
  ///   let onDiagnostic = DiagnosticHandler.standardError.namingSourceFiles()
  /// #else
  ///   let onDiagnostic = DiagnosticHandler.systemLog
  /// #endif
  /// BundleProvider(bundle: .module, onDiagnostic: onDiagnostic)
  /// ```
  ///
  /// - Returns: A handler that passes each diagnostic, its file renamed when the source is
  ///   found, to this one.
  public func namingSourceFiles() -> Self {
    Self { diagnostic in self(ResourceSource.sourced(diagnostic)) }
  }
}
