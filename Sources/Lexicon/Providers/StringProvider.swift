/// A source of localized strings: a bundle, a remote cache, values in code.
///
/// A provider serves whole tables — every entry it has for one table in one language. The
/// ``Localization`` runtime asks providers in chain order for each language of the fallback chain
/// and merges their answers, first hit wins, into an immutable snapshot; looking a key up
/// afterwards is a hash lookup that no provider takes part in.
///
/// ## The contract
///
/// - **Return `nil` to defer** to the next provider (and the next language). A table that lacks a
///   key defers that key; an empty table is the same as `nil`.
/// - **Never throw, never crash.** A file that cannot be read is reported through your own
///   diagnostics and served as whatever could be read, or `nil`.
/// - **No repeated I/O.** Load a table at most once, then serve it from memory: the runtime may ask
///   again after ``Localization/reload()``, and several threads may ask at once. Use a lock to load
///   once; never block waiting for the network.
/// - **Answer for exactly the language asked.** Do not fall back yourself: `pt-BR` should not return
///   `pt` entries — the runtime asks for `pt` next, and reports the fallback correctly.
/// - **Be a value.** Providers are `Sendable`; keep mutable caches behind a lock in a class the
///   value refers to.
///
/// ## Writing one
///
/// ```swift
/// struct JSONFolderProvider: StringProvider {
///   let folder: URL
///   let cache = TableCache()   // a final class with a lock
///
///   func table(for request: TableRequest) -> StringTable? {
///     cache.table(language: request.language, name: request.table) {
///       let url = folder.appendingPathComponent("\(request.language)/\(request.table).json")
///       guard let data = try? Data(contentsOf: url),
///             let texts = try? JSONDecoder().decode([String: String].self, from: data)
///       else { return nil }
///       return StringTable(texts: texts)
///     }
///   }
/// }
/// ```
///
/// A test an implementer can paste:
///
/// ```swift
/// @Test func defersUnknownLanguages() {
///   let provider = JSONFolderProvider(folder: fixtures)
///   #expect(provider.table(for: TableRequest(language: "xx", table: "Localizable")) == nil)
/// }
/// ```
public protocol StringProvider: Sendable {
  /// Every entry this provider has for `request.table` in exactly `request.language`, or `nil`.
  ///
  /// - Parameter request: The language, table and bundle being resolved.
  /// - Returns: The table, or `nil` to defer to the next provider.
  func table(for request: TableRequest) -> StringTable?

  /// The announcements of new content, for a provider whose content changes while the app runs;
  /// `nil` (the default) for one whose content is fixed, such as a bundle's.
  ///
  /// A runtime configured with the provider follows them: each ``ContentChanges/announce()``
  /// makes it forget its tables and publish one change, so the screens re-render.
  var contentChanges: ContentChanges? { get }
}

extension StringProvider {
  /// No announcements: the content never changes while the app runs.
  public var contentChanges: ContentChanges? { nil }
}
