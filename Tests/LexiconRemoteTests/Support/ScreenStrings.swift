import Foundation
import Lexicon

/// The keys of the screen the over-the-air tests update: table `Screen`.
enum ScreenStrings: String, Localizable, CaseIterable {
  static var table: String { "Screen" }
  static var bundle: Bundle { .main }

  case title, welcome, files, farewell
}
