/// How a provider whose content changes while the app runs tells the runtimes that use it.
///
/// A provider that can swap its content — a remote cache, a provider a debug menu edits — owns
/// one `ContentChanges`, returns it from ``StringProvider/contentChanges``, and calls
/// ``announce()`` after its new content is in place. Every ``Localization`` whose configured
/// providers include it then calls ``Localization/reloadAndAnnounce()``: it forgets its tables
/// and publishes one change, so screens that follow the language re-render with the new content
/// (see <doc:ScreensThatFollowTheLanguage>).
///
/// ```swift
/// final class EditableProvider: StringProvider {
///   let contentChanges: ContentChanges? = ContentChanges()
///   private let texts = Mutex<[String: String]>([:])
///
///   func table(for request: TableRequest) -> StringTable? {
///     StringTable(texts: texts.withLock { $0 })
///   }
///
///   func edit(_ key: String, to text: String) {
///     texts.withLock { $0[key] = text }
///     contentChanges?.announce()     // after the new content is in place
///   }
/// }
/// ```
///
/// The runtimes hold their subscriptions, not the providers: a runtime that is released or
/// reconfigured without the provider stops following it. A provider that wraps others (a
/// composite, a decorator) returns their announcements as its own — merged with
/// ``init(merging:)`` when there are several, as ``ProviderChain`` does — or the runtimes it is
/// given to never hear them.
public final class ContentChanges: Sendable {
  private let handlers = HandlerRegistry<Void>()
  /// The announcements this one forwards (``init(merging:)``).
  private let sources: [ContentChanges]
  /// The subscriptions to `sources`, kept as long as this object lives.
  private let links = LockedValue<[LanguageObservation]>([])

  /// Creates the announcements of one provider.
  public init() {
    sources = []
  }

  /// Creates announcements that forward those of several providers: what a provider made of
  /// others (such as ``ProviderChain``) returns as its own.
  ///
  /// - Parameter sources: The providers' announcements.
  public init(merging sources: [ContentChanges]) {
    self.sources = sources
    let observations = sources.map { source in
      source.observe { [weak self] in self?.announce() }
    }
    links.withLock { $0 = observations }
  }

  /// Tells every runtime that follows this provider that its content changed. Call it after the
  /// new content is in place: the runtimes reload at once, on this thread.
  public func announce() {
    handlers.notify(())
  }

  /// Calls `handler` after each announcement until the returned token is cancelled or released.
  func observe(_ handler: @escaping @Sendable () -> Void) -> LanguageObservation {
    handlers.add { _ in handler() }
  }

  /// The announcers whose announcements this one makes: itself, or for merged announcements
  /// those it forwards, recursively.
  var announcers: [ContentChanges] {
    sources.isEmpty ? [self] : sources.flatMap(\.announcers)
  }
}
