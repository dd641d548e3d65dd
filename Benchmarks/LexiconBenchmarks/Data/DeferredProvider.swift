import Lexicon
import LexiconRemote

/// A provider that asks the remote provider it is given later: a runtime's chain must exist
/// before a remote provider that re-renders that runtime (its `localization`) can be created.
struct DeferredProvider: StringProvider {
  let remote = LockedValue<RemoteProvider?>(nil)

  func table(for request: TableRequest) -> StringTable? {
    remote.withLock { $0 }?.table(for: request)
  }
}
