// LexiconTesting: helpers for tests of localized code. Filled in by the test-support work.
import Lexicon
