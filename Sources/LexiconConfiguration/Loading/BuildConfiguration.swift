import Foundation
import Lexicon

/// The name of the build configuration the app was built with: `Debug`, `Release` or your own
/// (`QA`, `AppStore`).
///
/// Xcode does not record the configuration in the app, so set it in the target's `Info.plist`:
///
/// ```xml
/// <key>Configuration</key>
/// <string>$(CONFIGURATION)</string>
/// ```
///
/// and read it with ``current(in:infoKey:)``:
///
/// ```swift
/// BuildConfiguration.current()                       // "QA" in a QA build
/// BuildConfiguration.current(infoKey: "LXBuildConfiguration")
/// ```
///
/// When the bundle does not say (no `Info.plist`, no such key, an empty value, or
/// `$(CONFIGURATION)` left unexpanded), ``current(in:infoKey:)`` falls back to ``compiled``:
/// ``debug`` when Lexicon is compiled with `DEBUG`, otherwise ``release``.
///
/// Names compare exactly, as Xcode's do: `Debug` is not `debug`.
public struct BuildConfiguration: RawRepresentable, Hashable, Sendable {
  /// The configuration's name as Xcode spells it, such as `Debug`.
  public let rawValue: String

  /// Creates a configuration name.
  ///
  /// - Parameter rawValue: The name, such as `Release`.
  public init(rawValue: String) {
    self.rawValue = rawValue
  }

  /// Reads the configuration the bundle's `Info.plist` names, or returns `nil` when it names none.
  ///
  /// Reads `Bundle.infoDictionary`, which is safe on every platform, also for bundles without an
  /// `Info.plist`.
  ///
  /// - Parameters:
  ///   - bundle: The app's bundle.
  ///   - infoKey: The `Info.plist` key; ``defaultInfoKey`` (`Configuration`) by default.
  public init?(bundle: Bundle, infoKey: String = BuildConfiguration.defaultInfoKey) {
    guard let value = bundle.infoDictionary?[infoKey] as? String else { return nil }
    let name = value.trimmingCharacters(in: .whitespacesAndNewlines)
    guard !name.isEmpty, !name.contains("$(") else { return nil }
    self.init(rawValue: name)
  }

  /// Xcode's default debug configuration.
  public static let debug = BuildConfiguration(rawValue: "Debug")
  /// Xcode's default release configuration.
  public static let release = BuildConfiguration(rawValue: "Release")

  /// The `Info.plist` key read by default: `Configuration`.
  public static let defaultInfoKey = "Configuration"

  /// ``debug`` when Lexicon is compiled with `DEBUG`, otherwise ``release``.
  ///
  /// - Note: Decided when Lexicon itself is compiled; see `EnvironmentName.default`. Naming the
  ///   configuration in `Info.plist` is exact.
  public static var compiled: BuildConfiguration {
    #if DEBUG
      return .debug
    #else
      return .release
    #endif
  }

  /// The configuration the bundle's `Info.plist` names, else ``compiled``.
  ///
  /// - Parameters:
  ///   - bundle: The app's bundle; `.main` by default.
  ///   - infoKey: The `Info.plist` key; `Configuration` by default.
  /// - Returns: The configuration's name.
  public static func current(in bundle: Bundle = .main, infoKey: String = defaultInfoKey)
    -> BuildConfiguration
  {
    BuildConfiguration(bundle: bundle, infoKey: infoKey) ?? compiled
  }
}

extension BuildConfiguration: CustomStringConvertible {
  /// The name: `Debug`.
  public var description: String { rawValue }
}

extension BuildConfiguration: ExpressibleByStringLiteral {
  /// Creates a configuration name from a literal: `let qa: BuildConfiguration = "QA"`.
  ///
  /// - Parameter value: The name.
  public init(stringLiteral value: String) {
    self.init(rawValue: value)
  }
}
