import Foundation

/// Where the user's language choice is kept between launches.
///
/// ```swift
/// LocalizationConfiguration(providers: [BundleProvider()], persistence: .userDefaults())
/// LocalizationConfiguration(providers: [BundleProvider()], persistence: .userDefaults(suiteName: "group.com.example"))
/// LocalizationConfiguration(providers: [BundleProvider()], persistence: .none)
/// ```
///
/// `UserDefaults` works on Linux too (it writes `~/.config/<suite>.plist`).
public struct LanguagePersistence: Sendable {
  private let loadLanguage: @Sendable () -> String?
  private let saveLanguage: @Sendable (String?) -> Void

  /// Creates a persistence from two closures.
  ///
  /// `save` runs after the switch is published and before observers are told, outside the
  /// runtime's locks, on the thread that switched — or, while another thread is saving, on that
  /// thread, right after its own save. Saves never overlap for one runtime and follow the order
  /// of the switches: when several choices are made while one is being saved, only the last of
  /// them is saved next, so the stored language is always the one chosen last. `save` may switch
  /// the language itself; that choice is saved after the current one.
  ///
  /// - Parameters:
  ///   - load: Returns the stored language, or `nil`.
  ///   - save: Stores a language, or removes it when given `nil`.
  public init(
    load: @escaping @Sendable () -> String?, save: @escaping @Sendable (String?) -> Void
  ) {
    self.loadLanguage = load
    self.saveLanguage = save
  }

  /// The stored language, or `nil` when the user has not chosen one.
  public func load() -> String? {
    loadLanguage()
  }

  /// Stores the user's choice, or forgets it when `language` is `nil`.
  /// - Parameter language: The language, or `nil`.
  public func save(_ language: String?) {
    saveLanguage(language)
  }

  /// Keeps the choice in `UserDefaults`.
  /// - Parameters:
  ///   - suiteName: The defaults suite (an app group, say), or `nil` for the standard defaults.
  ///   - key: The defaults key. The default is `Lexicon.selectedLanguage`.
  /// - Returns: The persistence.
  public static func userDefaults(
    suiteName: String? = nil, key: String = "Lexicon.selectedLanguage"
  ) -> LanguagePersistence {
    @Sendable func defaults() -> UserDefaults {
      suiteName.flatMap(UserDefaults.init(suiteName:)) ?? .standard
    }
    return LanguagePersistence(
      load: { defaults().string(forKey: key) },
      save: { language in
        let store = defaults()
        if let language {
          store.set(language, forKey: key)
        } else {
          store.removeObject(forKey: key)
        }
        store.synchronize()
      })
  }

  /// Keeps nothing: every launch starts from the device's languages.
  public static let none = LanguagePersistence(load: { nil }, save: { _ in })
}
