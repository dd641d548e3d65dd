import Foundation

/// Why a refresh of over-the-air strings failed. The device keeps serving what it held before.
///
/// Every case names what failed — the URL, the field, the language — so the app can log it or
/// show it in a debug screen without parsing a message.
public enum RemoteError: Error, Sendable, Equatable {
  /// A plain-HTTP URL to a host other than loopback, without the development opt-in.
  case insecureURL(URL)
  /// The host could not be reached or the connection broke (refused, reset, lost, DNS failure).
  case connectionFailed(URL, code: Int)
  /// No complete answer arrived within the timeout.
  case timedOut(URL)
  /// The server answered with an error status (after any retries).
  case httpStatus(URL, status: Int)
  /// The service refused the credentials — a Firebase `401`, such as `Permission denied` or
  /// `Auth token is expired` — even with the fresh credential asked for after the first refusal.
  /// `message` is the service's own; the URL is named without the credential.
  case unauthorized(URL, message: String)
  /// The service answered an error status with a message of its own: a Firebase
  /// `{"error": "…"}` body (`403`, `404` for a database that is disabled or misspelt, `400` for a
  /// bad path). The URL is named without the credential.
  case serviceError(URL, status: Int, message: String)
  /// The app's credential closure threw; nothing was requested. `reason` describes its error.
  case credentialUnavailable(reason: String)
  /// A location could not be built: the environment, a language or a table is not a valid
  /// database key (see ``RemotePath``).
  case invalidPath(RemotePathError)
  /// The body ended before the length the server announced.
  case truncatedBody(URL, expectedBytes: Int, receivedBytes: Int)
  /// The body is larger than the configured cap (or the size the manifest announced).
  case tooLarge(URL, limitBytes: Int)
  /// The body's SHA-256 is not the one the manifest announced.
  case checksumMismatch(URL, expected: String, actual: String)
  /// The body is not valid content: the field and position are named.
  case invalidPayload(source: String, field: String, line: Int?, column: Int?, reason: String)
  /// A delta does not apply to the version the device holds.
  case deltaBaseMismatch(language: String, held: Int?, base: Int)
  /// The content is for another environment or app version than the app's, or for another
  /// language than the one it was sent as (`expected` and `found` name them, such as
  /// `production 1.2.0` and `staging 1.2.0`, or `ru` and `uk`).
  case wrongTarget(expected: String, found: String)
  /// A language's content would pass a cap of ``RemoteLimits`` (keys or bytes): the whole update
  /// is refused.
  case limitExceeded(language: String, limit: RemoteLimits.Kind, maximum: Int, actual: Int)
  /// The refresh was cancelled.
  case cancelled
  /// The configuration leaves the provider nothing to do, and says why: `setting` names what to
  /// set, such as `RemoteConfiguration.languages` when neither the runtime nor the app's
  /// bundles name a language to fetch.
  case misconfigured(setting: String, reason: String)
  /// The cache on disk could not be written (the previous content is intact). `code` is the
  /// `errno` of the call that failed.
  case cacheWriteFailed(path: String, code: Int32)
  /// Another process sharing the cache (an app and its extensions through an app group) held
  /// its lock file (`path`) past the wait (five seconds): the step that needed it — reading the
  /// cache at start-up, taking another process's update, storing or applying one — was skipped,
  /// with nothing read, written or removed. The content held stays; the next refresh tries again.
  case cacheLocked(path: String)
  /// A cache file is damaged — truncated, its checksum wrong, or not a cache file — and was
  /// ignored: the bundle's text shows until the next good update replaces it. The file is left as
  /// it is, never "repaired".
  case cacheCorrupted(path: String, reason: String)
}
