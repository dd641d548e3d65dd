import Foundation
import Lexicon

/// The keys of a feature module with strings of its own (`Bundle.module`): the second module of
/// the two-module app the over-the-air tests check remote values against.
package enum OnboardingStrings: String, Localizable, CaseIterable {
  case welcome = "onboarding.welcome"
  case title = "onboarding.title"

  package static var table: String { "Onboarding" }
  package static var bundle: Bundle { .module }
}
