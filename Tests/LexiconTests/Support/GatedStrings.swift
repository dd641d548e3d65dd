import Foundation
import Lexicon

/// Keys whose `bundle` waits at a gate once armed, to hold a lookup inside the slow path.
enum GatedStrings: String, Localizable {
  static let gate = Gate()
  static var table: String { "Gated" }
  static var bundle: Bundle {
    gate.passIfArmed()
    return .main
  }

  case title
}
