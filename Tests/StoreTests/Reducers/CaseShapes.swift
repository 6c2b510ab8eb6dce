/// Every payload shape a Swift enum has, for the derived case paths' tests.
final class Reference: Equatable, Sendable {
    let number: Int
    init(_ number: Int) { self.number = number }
    static func == (a: Reference, b: Reference) -> Bool { a === b }
}

protocol Described: Sendable { var text: String { get } }
struct Plain: Described, Equatable { let text: String }
struct Nothing: Equatable, Sendable {}

/// Many payloads at once, two of them of the same type (`first`, `second`), so a derivation that
/// went by type alone would confuse them; a payload with spare bits (a class); indirect cases.
enum Shapes: Sendable {
    case first(Int)
    case second(Int)
    case text(String)
    case labeled(name: String, count: Int)
    case oneLabel(text: String)
    case pair(Int, String)
    case reference(Reference)
    case existential(any Described)
    case function(@Sendable (Int) -> Int)
    case empty(Nothing)
    case optional(Int?)
    indirect case nested(Shapes)
    indirect case boxedPair(Double, Reference)
    case none
    case other
}

/// An enum whose every case is indirect.
indirect enum Tree: Equatable, Sendable {
    case leaf(Int)
    case node(Tree, Tree)
    case marked(Int)
}

/// One payload case beside empty ones: the single-payload layout, a class's spare bits.
enum Single: Sendable {
    case only(Reference)
    case nothing
    case neither
}

/// A generic payload.
enum Generic<Value: Sendable>: Sendable {
    case value(Value)
    case count(Int)
    case values([Value])
}

/// Only class payloads: the tag lives in the references' spare bits.
enum References: Sendable {
    case a(Reference)
    case b(Reference)
    case c(Reference)
}

/// Payloads that hold a function or a metatype: refused when derived.
enum Functions: Sendable {
    case pair(Int, @Sendable () -> Int)
    case optional((@Sendable () -> Int)?)
    case type(Int.Type)
}
