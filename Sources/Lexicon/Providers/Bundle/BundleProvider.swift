import Foundation

/// Serves the tables of a bundle: its compiled tables (`<language>.lproj/<Table>.lexicontable`,
/// written at build time), and — when the request's ``TableRequest/tableFiles`` reads them
/// (`.raw`, from `LexiconRawFiles`) — its `.strings`, `.stringsdict` and `.xcstrings` files, read by
/// Lexicon's own parsers on every platform.
///
/// ```swift
/// BundleProvider()                    // each key type's own bundle (`Localizable.bundle`)
/// BundleProvider(bundle: .module)     // this module's resources, also for keys left at `.main`
/// BundleProvider(bundle: Bundle(url: downloadedBundleURL)!)
/// ```
///
/// A provider pinned to a bundle serves the keys whose type lives in that bundle and the keys
/// whose type leaves ``Localizable/bundle`` at its default, `Bundle.main`; it defers (returns
/// `nil`) for a key type that names another bundle, such as a feature module's `.module`. And
/// whatever the configuration, the runtime asks each key's own bundle after the configured
/// providers. So bootstrapping with one module's bundle never hides another module's keys, and
/// a table named like another module's (`Localizable`) never shadows it (see <doc:FeatureModules>).
///
/// For a request in language `L` and table `T` it reads `L.lproj/T.lexicontable` when the build
/// wrote one (see <doc:CompiledTables>). Otherwise, with ``TableFiles/compiled`` (the default), it
/// reports the table's raw files once, as an error, and serves nothing; with `.raw`, it reads
/// `L.lproj/T.strings` and
/// `L.lproj/T.stringsdict` (a `.stringsdict` entry wins over a `.strings` entry with the same key)
/// and the `L` localizations of a String Catalog `T.xcstrings` found at the top of the bundle's
/// resources or in any `.lproj` folder. Folder names are matched canonically (`pt_BR.lproj` and
/// `pt-BR.lproj` both serve `pt-BR`). The language `Base` reads `Base.lproj` and tables at the top
/// of the resources.
///
/// Foundation's `Bundle.localizedString(forKey:value:table:)` is never called: on Linux it crashes
/// on `.stringsdict` keys and cannot read String Catalogs. Each table is parsed lazily, once per
/// bundle, language and table, and kept in memory; the listing of a bundle's folders is read once.
/// Tables are shared by every `BundleProvider` of the process (see ``invalidateCache(for:)`` for
/// bundles whose files change). Problems in a file are reported once,
/// to the `onDiagnostic` of the provider that loaded it, and the readable entries are still served.
public struct BundleProvider: StringProvider {
  private let bundle: Bundle?
  private let onDiagnostic: DiagnosticHandler

  /// A provider that reads each key from its own type's ``Localizable/bundle``.
  ///
  /// - Parameter onDiagnostic: Called once for each problem found in a file:
  ///   `.systemLog` (the default), ``EventHandler/ignore``, or a closure (an
  ///   overload of this initializer takes one).
  public init(onDiagnostic: DiagnosticHandler = .systemLog) {
    self.bundle = nil
    self.onDiagnostic = onDiagnostic
  }

  /// A provider that reads each key from its own type's bundle and hands problems found in files
  /// to a closure.
  ///
  /// ```swift
  /// BundleProvider { diagnostic in logger.error("\(diagnostic)") }
  /// ```
  ///
  /// - Parameter onDiagnostic: Called once for each problem found in a file.
  public init(onDiagnostic: @escaping @Sendable (Diagnostic) -> Void) {
    self.init(onDiagnostic: DiagnosticHandler(onDiagnostic))
  }

  /// A provider that reads `bundle`: for the keys whose type lives in it, and for the keys whose
  /// type leaves ``Localizable/bundle`` at its default, `Bundle.main`.
  ///
  /// A key type that names another bundle (a feature module's `.module`) is not read from here:
  /// the runtime reads it from its own bundle after the configured providers (see
  /// <doc:FeatureModules>), so pinning the app's bundle can neither hide nor shadow a module's
  /// strings.
  ///
  /// - Parameters:
  ///   - bundle: The bundle: `.main`, a SwiftPM `.module`, or a bundle at a path.
  ///   - onDiagnostic: Called once for each problem found in a file; `.systemLog`
  ///     by default.
  public init(bundle: Bundle, onDiagnostic: DiagnosticHandler = .systemLog) {
    BundleUsage.noteBundle(bundle)
    self.bundle = bundle
    self.onDiagnostic = onDiagnostic
  }

  /// A provider that reads `bundle` and hands problems found in files to a closure.
  ///
  /// ```swift
  /// BundleProvider(bundle: .module, onDiagnostic: { diagnostic in print(diagnostic) })
  /// ```
  ///
  /// - Parameters:
  ///   - bundle: The bundle.
  ///   - onDiagnostic: Called once for each problem found in a file.
  public init(bundle: Bundle, onDiagnostic: @escaping @Sendable (Diagnostic) -> Void) {
    self.init(bundle: bundle, onDiagnostic: DiagnosticHandler(onDiagnostic))
  }

  /// Forgets the files read from `bundle` (from every bundle when `nil`), and the development
  /// language read from its `Info.plist`, so they are read again on next use — for a downloaded
  /// bundle replaced in place. Then call
  /// ``Localization/reload()`` so the runtime asks its providers again.
  ///
  /// - Parameter bundle: The bundle whose files changed, or `nil` for all.
  public static func invalidateCache(for bundle: Bundle? = nil) {
    BundleTableCache.shared.invalidate(
      bundlePath: bundle.map(BundlePath.of))
    let path = bundle?.bundlePath
    BundleInfo.developmentLanguages.removeAll { path == nil || $0 == path }
  }

  /// The table for exactly the requested language, or `nil` when the bundle has none — or, for a
  /// pinned provider, when the key type lives in another bundle than this one or `Bundle.main`.
  public func table(for request: TableRequest) -> StringTable? {
    guard serves(request.bundle) else { return nil }
    return BundleTableCache.shared.table(
      named: request.table, language: request.language, in: bundle ?? request.bundle,
      files: request.tableFiles, onDiagnostic: onDiagnostic)
  }

  /// Whether this provider serves the keys of `keyBundle`: every unpinned provider does; a pinned
  /// one serves its own bundle's keys and those of `Bundle.main` (the default of a key type).
  private func serves(_ keyBundle: Bundle) -> Bool {
    guard let bundle, keyBundle !== bundle, keyBundle !== Bundle.main else { return true }
    return BundlePath.isSame(keyBundle, bundle) || BundlePath.isSame(keyBundle, .main)
  }

  /// Whether this provider reads the files of `keyBundle` for the keys that live there: every
  /// unpinned provider does, a pinned one when it is pinned to that bundle.
  func reads(_ keyBundle: Bundle) -> Bool {
    bundle.map { BundlePath.isSame($0, keyBundle) } ?? true
  }

  /// The bundle this provider reads for the keys of `keyBundle`, or `nil` when it does not
  /// serve them.
  func bundleRead(forKeysOf keyBundle: Bundle) -> Bundle? {
    serves(keyBundle) ? bundle ?? keyBundle : nil
  }

  /// Who hears about problems in the files this provider reads.
  var diagnosticHandler: DiagnosticHandler { onDiagnostic }
}
