/// Renders any value as Swift-literal-like text, one element a line when it is long, so that
/// two states can be compared line by line: `Encodable` values in the text syntax, others by
/// reflection.
package enum DebugText {
    typealias Node = TextLayout

    /// The value on one line: `.add(5)`, `(count: 2, name: "x")`. An `Encodable` value is
    /// printed in the text syntax, as logs and the REPL print it, but for the values a person
    /// reads otherwise (``readable(_:)``: a date in ISO 8601, not its seconds since 2001).
    package static func line(_ value: Any) -> String {
        if let layout = encodedLayout(value) { return layout.inline }
        return node(value).inline
    }

    /// The value over as many lines as it needs to stay readable.
    package static func lines(_ value: Any) -> [String] {
        if let layout = encodedLayout(value) { return layout.lines }
        return node(value).lines
    }

    /// An `Encodable` value's layout in the text syntax, with readable dates, durations, UUIDs,
    /// URLs and ids; `nil` for a value that is not `Encodable` or throws.
    private static func encodedLayout(_ value: Any) -> TextLayout? {
        guard let encodable = value as? any Encodable else { return nil }
        return ReadableMode.with { try? FallbackEncoding.encode(encodable, path: []).layout }
    }

    static func node(_ value: Any, depth: Int = 0) -> Node {
        if depth > 64 { return .leaf("…") }
        if let text = readable(value) { return .leaf(text) }
        let mirror = Mirror(reflecting: value)
        switch mirror.displayStyle {
        case .optional:
            guard let wrapped = mirror.children.first else { return .leaf("nil") }
            return node(wrapped.value, depth: depth + 1)
        case .enum:
            guard let payload = mirror.children.first else { return .leaf(".\(value)") }
            let name = payload.label ?? "\(value)"
            let inner = Mirror(reflecting: payload.value)
            if inner.displayStyle == .tuple {
                return .group(open: ".\(name)(", close: ")", items: tupleItems(inner, depth: depth))
            }
            return .group(open: ".\(name)(", close: ")", items: [(nil, node(payload.value, depth: depth + 1))])
        case .tuple:
            return .group(open: "(", close: ")", items: tupleItems(mirror, depth: depth))
        case .struct, .class:
            let items = mirror.children.map { ($0.label, node($0.value, depth: depth + 1)) }
            return .group(open: "\(typeName(of: value))(", close: ")", items: items)
        case .collection:
            return .group(open: "[", close: "]", items: mirror.children.map { (nil, node($0.value, depth: depth + 1)) })
        case .set:
            let items = mirror.children.map { node($0.value, depth: depth + 1) }.sorted { $0.inline < $1.inline }
            return .group(open: "Set([", close: "])", items: items.map { (nil, $0) })
        case .dictionary:
            let pairs = mirror.children.map { child -> (String, Node) in
                let pair = Mirror(reflecting: child.value).children.map(\.value)
                guard pair.count == 2 else { return ("?", .leaf("?")) }
                return (node(pair[0], depth: depth + 1).inline, node(pair[1], depth: depth + 1))
            }
            if pairs.isEmpty { return .leaf("[:]") }
            return .group(open: "[", close: "]", items: pairs.sorted { $0.0 < $1.0 }.map { ($0.0, $0.1) })
        default:
            if let string = value as? String { return .leaf(string.debugDescription) }
            if let character = value as? Character { return .leaf(String(character).debugDescription) }
            return .leaf(String(describing: value))
        }
    }

    private static func tupleItems(_ mirror: Mirror, depth: Int) -> [(label: String?, node: Node)] {
        mirror.children.map { child in
            let label = child.label.flatMap { $0.hasPrefix(".") ? nil : $0 }
            return (label, node(child.value, depth: depth + 1))
        }
    }

    static func typeName(of value: Any) -> String {
        let full = String(describing: type(of: value))
        return full.split(separator: ".").last.map(String.init) ?? full
    }
}
