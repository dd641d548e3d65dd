import Lexicon

/// The settings screen of the feature, built from keys generated at build time by
/// `LexiconGeneratorPlugin`: `SettingsStrings` and `ProfileStrings` are not written anywhere in
/// this package's sources.
public enum SettingsScreen {
  /// The screen's lines in the language in scope.
  public static func lines() -> [String] {
    [
      "\(SettingsStrings.title)",
      ProfileStrings.hello(name: "Ann"),
      "\(ProfileStrings.editProfile)",
      SettingsStrings.devices(devices: 3),
      SettingsStrings.deviceLastSeen(deviceName: "iPad", lastSeen: "today"),
      SettingsStrings.storageUsed(usedPercent: 42),
      "\(SettingsStrings.signOut)",
    ]
  }

  /// Every key of the feature, for tests and snapshots: the cases and the templates.
  public static var keyCount: Int {
    SettingsStrings.allCases.count + SettingsStrings.Templates.allCases.count
      + ProfileStrings.allCases.count + ProfileStrings.Templates.allCases.count
  }
}
