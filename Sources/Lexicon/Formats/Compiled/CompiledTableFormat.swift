/// The layout of a compiled table (`.lexicontable`), version 2: one table in one language, as the
/// runtime holds it after reading the raw files, stored so that loading it parses no text and
/// copies no plain text.
///
/// `lexicon compile` writes one file per table and language beside the raw files, in the same
/// `.lproj` layout (`en.lproj/Localizable.lexicontable`); ``BundleProvider`` reads it in place of
/// that table's `.strings`, `.stringsdict` and String Catalog entries, and falls back to them when
/// the file is damaged.
///
/// Every integer of the header and the records is an unsigned 32-bit little-endian number; nothing
/// is aligned. The file is:
///
/// | offset | field |
/// |---|---|
/// | 0 | magic, 8 bytes: `LEXTBL\r\n` (the line ending catches text-mode copies) |
/// | 8 | format version: `2` |
/// | 12 | file size in bytes (a truncated or extended file is refused) |
/// | 16 | number of text entries |
/// | 20 | number of plural entries |
/// | 24 | number of plural variables (over all plural entries) |
/// | 28 | number of plural variants (over all variables) |
/// | 32 | offset of the plural entries: 12 bytes each, key length, format length, variable count |
/// | 36 | offset of the variables: 16 bytes each, name length, specifier length, argument number (`0` for none), variant count |
/// | 40 | offset of the variants: 8 bytes each, category (`0` zero … `5` other), text length |
/// | 44 | offset of the plural key bytes |
/// | 48 | length of the plural key bytes |
/// | 52 | offset of the plural string bytes |
/// | 56 | length of the plural string bytes |
/// | 60 | offset of the text key bytes |
/// | 64 | length of the text key bytes |
/// | 68 | offset of the text bytes |
/// | 72 | length of the text bytes |
///
/// The plain texts are laid out as the runtime's table holds its texts (see `CompactTextTable`),
/// and their keys together: the text key bytes are each text entry's UTF-8 key behind its length,
/// back to back; the text bytes are each entry's text behind its length, in the same order. A
/// length there is an unsigned LEB128 number (7 bits a byte, low bits first, at most 5 bytes and
/// at most 2³¹ − 1; see `TextBytes`). The reader keeps the file's bytes as the table's buffer and
/// only indexes the keys: no text is copied (see `CompiledTableReader` for the tables built key
/// by key instead).
///
/// Plural records hold lengths, not offsets: the plural key bytes are the plural entries' UTF-8
/// keys back to back in record order; the plural string bytes are, depth first, each entry's
/// format and, for each of its variables, the name, the specifier and each variant's text.
/// Variables and variants are consumed in order, so a plural entry's variables are the next
/// `variable count` records.
///
/// A reader therefore goes through each section once, in order, and a file cannot make it do more
/// work or allocate more than a small multiple of its own size: lengths that overrun a section, counts that do not
/// add up, and bytes left over are errors.
///
/// No probe index is stored: the runtime hashes keys with a seed chosen per process (so one hash
/// of a key probes every table layer; see `CompactTextTable`), which a file written at build time
/// cannot know. Hashing a key is a few multiplications per 8 bytes, far below parsing it.
///
/// A compiled table is a build product: it is read instead of the raw files, never checked against
/// them, so the build must write it again whenever they change (the `lexicon compile` step). A
/// file of another version is refused (and the raw files read, when the app reads them): the
/// plugin writes the files with the same package's tool.
enum CompiledTableFormat {
  /// The first 8 bytes: `LEXTBL\r\n`.
  static let magic: [UInt8] = [0x4C, 0x45, 0x58, 0x54, 0x42, 0x4C, 0x0D, 0x0A]
  /// The whole of a file that stands for a table read from the raw files: `LEXRAW\r\n`.
  ///
  /// A build that must declare its outputs before reading the tables (SwiftPM's build-tool
  /// plugin) declares one file per table and language; `lexicon compile --expect` writes this
  /// marker for each one whose table it could not compile (a table with device variants, a table
  /// two resource folders hold), and an empty table for each one no table produced (a language
  /// that has no such table). With raw files read (``TableFiles``), ``BundleProvider`` then reads
  /// a marked table's raw files, reporting nothing; with compiled tables only, it reports the
  /// table once as not read.
  static let rawFilesMarker: [UInt8] = [0x4C, 0x45, 0x58, 0x52, 0x41, 0x57, 0x0D, 0x0A]
  /// The version this reader reads and `lexicon compile` writes.
  static let version = 2
  /// The size of the header.
  static let headerSize = 76
  /// The file extension, without the dot.
  static let fileExtension = "lexicontable"
  /// The bytes of one plural entry record.
  static let pluralRecordSize = 12
  /// The bytes of one variable record.
  static let variableRecordSize = 16
  /// The bytes of one variant record.
  static let variantRecordSize = 8
  /// The plural categories by their number in a variant record.
  static let categories: [PluralCategory] = [.zero, .one, .two, .few, .many, .other]
}
