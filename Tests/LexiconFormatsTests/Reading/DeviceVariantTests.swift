import Foundation
import LexiconTestSupport
import Testing

@testable import Lexicon
@testable import LexiconFormats
@testable import LexiconRawFiles

/// Device variations are chosen for the device the app runs on. Tests pin the device through the
/// internal `DeviceVariant.pinnedPlatform` seam, so each platform's choice is checked here.
@Suite struct DeviceVariantTests {
  static func unit(_ value: String) -> String {
    #"{"stringUnit":{"state":"translated","value":"\#(value)"}}"#
  }

  static let catalog = """
    {"sourceLanguage":"en","version":"1.0","strings":{
      "Device":{"localizations":{"en":{"variations":{"device":{
        "iphone":\(unit("Tap")),"ipad":\(unit("Tap (iPad)")),"mac":\(unit("Click")),
        "applewatch":\(unit("Tap (watch)")),"other":\(unit("Select"))}}}}},
      "NoOther":{"localizations":{"en":{"variations":{"device":{
        "mac":\(unit("Mac")),"ipad":\(unit("iPad"))}}}}}
    }}
    """

  static let stringsDict = """
    <?xml version="1.0" encoding="UTF-8"?>
    <plist version="1.0"><dict>
    <key>Device</key><dict><key>NSStringDeviceSpecificRuleType</key><dict>
    <key>ipad</key><string>Tap (iPad)</string>
    <key>iphone</key><string>Tap</string>
    <key>other</key><string>Select</string>
    </dict></dict>
    </dict></plist>
    """

  @Test(arguments: [
    ("iphone", "Tap", "iPad"), ("ipad", "Tap (iPad)", "iPad"), ("mac", "Click", "Mac"),
    ("applewatch", "Tap (watch)", "iPad"), ("appletv", "Select", "iPad"),
    ("applevision", "Select", "iPad"), ("ipod", "Select", "iPad"),
  ])
  func aStringCatalogReadsTheDevicesVariant(device: String, expected: String, noOther: String) {
    let parsed = DeviceVariant.$pinnedPlatform.withValue(device) {
      StringCatalogParser.parse(Data(Self.catalog.utf8), path: "Device.xcstrings")
    }
    #expect(parsed.diagnostics.isEmpty)
    #expect(parsed.tables["en"]?["Device"] == .text(expected))
    #expect(parsed.tables["en"]?["NoOther"] == .text(noOther))
  }

  @Test(arguments: [("ipad", "Tap (iPad)"), ("iphone", "Tap"), ("mac", "Select")])
  func aStringsDictReadsTheDevicesVariant(device: String, expected: String) {
    let parsed = DeviceVariant.$pinnedPlatform.withValue(device) {
      StringsDictParser.parse(Data(Self.stringsDict.utf8))
    }
    #expect(parsed.table["Device"] == .text(expected))
  }

  /// Read through a real bundle, as an app does: an iPad gets the iPad variant.
  @Test func aBundlesCatalogReadsTheDevicesVariant() throws {
    let text = try TemporaryBundle.with(["Device.xcstrings": Self.catalog]) { bundle, _ in
      defer { BundleProvider.invalidateCache(for: bundle) }
      return DeviceVariant.$pinnedPlatform.withValue("ipad") {
        BundleProvider(bundle: bundle).table(
          for: TableRequest(language: "en", table: "Device", bundle: bundle, tableFiles: .raw))?[
            "Device"]
      }
    }
    #expect(text == .text("Tap (iPad)"))
  }

  /// This machine's own device, unpinned.
  @Test func theRunningDevice() {
    let parsed = StringCatalogParser.parse(Data(Self.catalog.utf8), path: "Device.xcstrings")
    #if os(Linux) || os(Windows) || os(Android)
      #expect(DeviceVariant.runningPlatform == nil)
      #expect(parsed.tables["en"]?["Device"] == .text("Select"))
    #elseif os(macOS) || targetEnvironment(macCatalyst)
      #expect(DeviceVariant.runningPlatform == "mac")
      #expect(parsed.tables["en"]?["Device"] == .text("Click"))
    #else
      #expect(DeviceVariant.runningPlatform != nil)
    #endif
  }

  @Test(arguments: [
    ("iPad13,4", "ipad"), ("iPhone15,2", "iphone"), ("iPod9,1", "ipod"), ("arm64", "iphone"),
  ])
  func iOSDevicesByModel(model: String, variant: String) {
    #expect(DeviceVariant.iOSVariant(ofModel: model) == variant)
  }
}
