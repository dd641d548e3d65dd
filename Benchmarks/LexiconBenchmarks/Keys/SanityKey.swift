import Lexicon

/// A small, real key enum in the `Localizable` table: the shape app code has, for a sanity row
/// next to the 10,000-key struct measurement.
enum SanityKey: String, Localizable, CaseIterable {
  case title = "sanity.title"
  case subtitle = "sanity.subtitle"
  case signIn = "sanity.sign_in"
  case signOut = "sanity.sign_out"
  case cancel = "sanity.cancel"
  case save = "sanity.save"
  case delete = "sanity.delete"
  case share = "sanity.share"
  case search = "sanity.search"
  case settings = "sanity.settings"
  case retry = "sanity.retry"
  case done = "sanity.done"
}
