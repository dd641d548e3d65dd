/// Picks one device variant (String Catalog `device` variations, `.stringsdict`
/// `NSStringDeviceSpecificRuleType`) deterministically at parse time.
///
/// The current platform's variant wins when present (`iphone` on iOS — an iPad-only variant is
/// not chosen, because the idiom is only known at run time —, `mac` on macOS and Mac Catalyst,
/// `appletv` on tvOS, `applewatch` on watchOS, `applevision` on visionOS), else `other`, else
/// the first of `iphone`, `ipad`, `mac`, `appletv`, `applewatch`, `applevision`, `ipod`, else
/// the alphabetically first name.
enum DeviceVariant {
  /// The variant name for the platform this code was compiled for, if it has one.
  static var currentPlatform: String? {
    // Mac Catalyst compiles as iOS: check it first, it runs on a Mac.
    #if targetEnvironment(macCatalyst)
      return "mac"
    #elseif os(iOS)
      return "iphone"
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
}
