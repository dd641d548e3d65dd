import Lexicon

/// Asserts that every key of a screen, rendered as users see it in each language, matches the
/// reference file beside the test.
///
/// Each key is rendered through the runtime in scope (a suite's `.localization(_:)` trait,
/// `Localization.withLocalization`, or the shared runtime): plain keys as text, keys with
/// arguments with sample arguments, plural keys once per CLDR plural category of each language
/// (Russian 1, 2, 5; Arabic 0, 1, 2, 3, 11, 100), with fallbacks, in-code defaults, missing keys
/// and format problems marked. ``LocalizationSnapshot`` describes the text.
///
/// ```swift
/// @Suite(.localization(LocalizationConfiguration(providers: [BundleProvider(bundle: .module)])))
/// struct InboxScreenTests {
///   @Test func inbox() {
///     assertLocalizedSnapshot(of: InboxStrings.self, languages: ["en", "ru", "ar"])
///   }
/// }
/// ```
///
/// The first run writes `__Snapshots__/InboxScreenTests/inbox.txt` and fails, saying so; check
/// it in. Afterwards a changed translation fails with a line diff and the reference's path:
///
/// ```
/// Snapshot "inbox" does not match the reference file:
///   …/__Snapshots__/InboxScreenTests/inbox.txt
/// (- reference, + this run)
/// @@ -13,7 +13,7 @@
///  ru  title                 Входящие
///  ru  welcome               С возвращением, Alex!
///  ru  unread · one (1)      1 непрочитанное письмо
/// -ru  unread · few (2)      2 непрочитанных письма
/// +ru  unread · few (2)      2 непрочитанных писем
///  ru  unread · many (5)     5 непрочитанных писем
///  ru  unread · other        ⟨not reached by %d⟩ %d непрочитанного письма
///  ru  archiveAll            Архивировать все
/// If the change is intended, run the test with LEXICON_RECORD=failed to record it.
/// ```
///
/// - Parameters:
///   - type: The screen's key enum.
///   - languages: The languages to render, one block each. Any tag the runtime resolves works,
///     pseudo-locales included.
///   - name: A name for this snapshot, needed when one test makes several.
///   - record: The record mode, overriding scopes, traits and `LEXICON_RECORD`.
///   - snapshotDirectory: A folder for the reference file instead of
///     `__Snapshots__/<TestFile>` beside the test file.
///   - fileID: The caller's file ID, for the failure's location.
///   - filePath: The caller's file path: the reference file is found beside it.
///   - testName: The test function's name, for the reference file's name.
///   - line: The caller's line.
///   - column: The caller's column.
public func assertLocalizedSnapshot<Key: Localizable & CaseIterable>(
  of type: Key.Type,
  languages: [String],
  named name: String? = nil,
  record: SnapshotRecordMode? = nil,
  snapshotDirectory: String? = nil,
  fileID: StaticString = #fileID,
  file filePath: StaticString = #filePath,
  testName: String = #function,
  line: UInt = #line,
  column: UInt = #column
) {
  assertTextSnapshot(
    of: type, as: .localized(languages: languages), named: name, record: record,
    snapshotDirectory: snapshotDirectory, fileID: fileID, file: filePath, testName: testName,
    line: line, column: column)
}

/// Asserts that every key of a screen, rendered with a configured ``LocalizationSnapshot``
/// (sample arguments, width check, pseudo-locales), matches the reference file beside the test.
///
/// ```swift
/// assertLocalizedSnapshot(
///   of: InboxStrings.self,
///   as: LocalizationSnapshot(languages: ["en", "ru", "ar"])
///     .arguments("Ann", for: InboxStrings.welcome)
///     .checkingWidth(maximumPercent: 140))
/// ```
///
/// - Parameters:
///   - type: The screen's key enum.
///   - snapshot: The languages, samples and checks.
///   - name: A name for this snapshot, needed when one test makes several.
///   - record: The record mode, overriding scopes, traits and `LEXICON_RECORD`.
///   - snapshotDirectory: A folder for the reference file instead of
///     `__Snapshots__/<TestFile>` beside the test file.
///   - fileID: The caller's file ID, for the failure's location.
///   - filePath: The caller's file path: the reference file is found beside it.
///   - testName: The test function's name, for the reference file's name.
///   - line: The caller's line.
///   - column: The caller's column.
public func assertLocalizedSnapshot<Key: Localizable & CaseIterable>(
  of type: Key.Type,
  as snapshot: LocalizationSnapshot,
  named name: String? = nil,
  record: SnapshotRecordMode? = nil,
  snapshotDirectory: String? = nil,
  fileID: StaticString = #fileID,
  file filePath: StaticString = #filePath,
  testName: String = #function,
  line: UInt = #line,
  column: UInt = #column
) {
  assertTextSnapshot(
    of: type, as: .localized(snapshot), named: name, record: record,
    snapshotDirectory: snapshotDirectory, fileID: fileID, file: filePath, testName: testName,
    line: line, column: column)
}
