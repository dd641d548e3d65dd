import Lexicon

/// One parameter of a generated key function: its label, its name, its Swift type, and how its
/// value is passed on to the formatter.
///
/// The type follows what the development-language value's specifier reads (see
/// `FormatArgumentKind`): `%@` takes `some CustomStringConvertible` (passed as its description),
/// `%d %i %ld %lld` take `Int`, `%u %x %o` `UInt`, `%f %e %g` `Double`, `%c %C` a
/// `Unicode.Scalar`, `%s %S` a `String`, `%p` an `UnsafeRawPointer`; a plural variable's number
/// takes the type of its `formatSpecifier` (`Int` for `d` and `lld`).
struct KeyParameter: Sendable, Hashable {
  /// The argument label, or `nil` for none (`_`).
  var label: String?
  /// The name inside the function.
  var name: String
  /// The kind of value the specifier reads.
  var kind: FormatArgumentKind
  /// The first specifier that reads it, as written (`%1$@`, `%d`, `%lld` for a plural number).
  var specifier: String

  /// The Swift type of the parameter.
  var type: String {
    switch kind {
    case .object: return "some CustomStringConvertible"
    case .signedInteger: return "Int"
    case .unsignedInteger: return "UInt"
    case .floatingPoint: return "Double"
    case .character: return "Unicode.Scalar"
    case .cString: return "String"
    case .pointer: return "UnsafeRawPointer"
    }
  }

  /// The parameter as declared: `_ argument1: Int` or `count: Int`.
  var declaration: String {
    let external = label ?? "_"
    return (external == name ? name : "\(external) \(name)") + ": " + type
  }

  /// The expression that passes the value to the formatter.
  var argument: String {
    switch kind {
    case .object: return "String(describing: \(name))"
    case .character: return "Int(\(name).value)"
    // `UnsafeRawPointer` is not a `CVarArg` on every platform; `OpaquePointer` is.
    case .pointer: return "OpaquePointer(\(name))"
    default: return name
    }
  }
}
