/// The size of one probe as the build left it and after `strip`.
///
/// The stripped size is what counts: an app ships without its symbol table, and the build's debug
/// information and symbols vary with the toolchain more than the code does.
struct ProbeSize: Sendable, Equatable {
  /// The executable as built, symbols included.
  let builtBytes: Int
  /// A copy stripped by ``BinaryStripper``.
  let strippedBytes: Int
}
