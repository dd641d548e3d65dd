import Foundation
import Lexicon
import LexiconReading

#if os(iOS) && !targetEnvironment(macCatalyst)
  import Darwin
#endif

/// Picks one device variant (String Catalog `device` variations, `.stringsdict`
/// `NSStringDeviceSpecificRuleType`) for the device the app runs on, when a file is read.
///
/// The running device's variant wins when present: `iphone`, `ipad` or `ipod` on iOS (told
/// apart at run time from the device's model — in the Simulator, the simulated one's — so an
/// iPad reads `ipad`; an iPhone or iPad app running on a Mac reads `ipad`, the idiom it runs
/// with), `mac` on macOS and Mac Catalyst, `appletv` on tvOS, `applewatch` on watchOS,
/// `applevision` on visionOS. Else `other`; else the first of `iphone`, `ipad`, `mac`, `appletv`,
/// `applewatch`, `applevision`, `ipod`; else the alphabetically first name. Platforms without
/// device variants (Linux, Windows, Android) read `other`.
package enum DeviceVariant {
  /// The variant name of the device running this code, if it has one; read once per process.
  static let runningPlatform: String? = detectPlatform()

  /// The platform a test pins, read instead of ``runningPlatform`` by the code inside
  /// `$pinnedPlatform.withValue(…)`: the internal seam that lets tests read files as an iPad
  /// (or a Mac, a watch) would on any machine. `nil` (always, outside tests) reads the running
  /// device's.
  @TaskLocal package static var pinnedPlatform: String?

  /// The variant name to prefer: the pinned platform, else the running device's.
  static var currentPlatform: String? {
    pinnedPlatform ?? runningPlatform
  }

  private static let fixedOrder = [
    "iphone", "ipad", "mac", "appletv", "applewatch", "applevision", "ipod",
  ]

  /// The name to use among `names`, or `nil` when there are none.
  static func pick(from names: [String]) -> String? {
    if let current = currentPlatform, names.contains(current) { return current }
    if names.contains("other") { return "other" }
    if let fixed = fixedOrder.first(where: names.contains) { return fixed }
    return names.min()
  }

  /// The device the process runs on, as a variant name.
  private static func detectPlatform() -> String? {
    // Mac Catalyst compiles as iOS: check it first, it runs on a Mac.
    #if targetEnvironment(macCatalyst)
      return "mac"
    #elseif os(iOS)
      if #available(iOS 14, *), ProcessInfo.processInfo.isiOSAppOnMac { return "ipad" }
      let model =
        ProcessInfo.processInfo.environment["SIMULATOR_MODEL_IDENTIFIER"] ?? machineIdentifier()
      return iOSVariant(ofModel: model)
    #elseif os(macOS)
      return "mac"
    #elseif os(tvOS)
      return "appletv"
    #elseif os(watchOS)
      return "applewatch"
    #elseif os(visionOS)
      return "applevision"
    #else
      return nil
    #endif
  }

  /// The variant of an iOS device from its model identifier (`iPad13,4`, `iPhone15,2`,
  /// `iPod9,1`): iPhones and unknown models read `iphone`.
  static func iOSVariant(ofModel model: String) -> String {
    if model.hasPrefix("iPad") { return "ipad" }
    if model.hasPrefix("iPod") { return "ipod" }
    return "iphone"
  }

  #if os(iOS) && !targetEnvironment(macCatalyst)
    /// The hardware model identifier, such as `iPad13,4` (`uname`'s machine field).
    private static func machineIdentifier() -> String {
      var system = utsname()
      guard uname(&system) == 0 else { return "" }
      return withUnsafeBytes(of: &system.machine) { bytes in
        String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
      }
    }
  #endif
}
