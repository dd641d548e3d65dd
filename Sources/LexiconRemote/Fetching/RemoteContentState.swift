/// What a device already holds for one language, so a source can answer "not modified" or send
/// a delta instead of the whole content.
///
/// ```swift
/// RemoteContentState(version: 6, etag: "\"abc\"")   // holds version 6, fetched with that ETag
/// RemoteContentState()                                // holds nothing: send the full content
/// ```
public struct RemoteContentState: Sendable, Equatable {
  /// The content version held, or `nil` when the device holds nothing for the language.
  public var version: Int?
  /// The entity tag the held content was fetched with, for `If-None-Match`.
  public var etag: String?
  /// The `Last-Modified` date the held content was fetched with, as the server wrote it, for
  /// `If-Modified-Since`.
  public var lastModified: String?

  /// Creates a state.
  ///
  /// - Parameters:
  ///   - version: The content version held, or `nil` for none.
  ///   - etag: The entity tag it was fetched with.
  ///   - lastModified: The `Last-Modified` value it was fetched with.
  public init(version: Int? = nil, etag: String? = nil, lastModified: String? = nil) {
    self.version = version
    self.etag = etag
    self.lastModified = lastModified
  }
}
