import Foundation
import StoreSupport

// Values a person reads in a failure as they think of them, not as their stored fields, with
// or without `Codable`: a date in ISO 8601, a duration in seconds, a UUID and a URL as their
// strings, an id that wraps one raw value as that value.
// And, when two values print the same but `==` says they differ, where they differ.

extension DebugText {
    /// The readable text of `value` when it is one of the kinds above, else `nil`.
    static func readable(_ value: Any) -> String? {
        switch value {
        case let date as Date: return date.formatted(Date.ISO8601FormatStyle(includingFractionalSeconds: date.timeIntervalSince1970.truncatingRemainder(dividingBy: 1) != 0))
        case let duration as Duration: return "\(duration)"
        case let uuid as UUID: return LiteralSpelling.quoted(uuid.uuidString)
        case let url as URL: return LiteralSpelling.quoted(url.absoluteString)
        default: return rawValueText(value)
        }
    }

    /// The raw value of a struct whose one stored field is its `rawValue` (an id type).
    private static func rawValueText(_ value: Any) -> String? {
        let mirror = Mirror(reflecting: value)
        guard mirror.displayStyle == .struct, mirror.children.count == 1,
              mirror.children.first?.label == "rawValue", let raw = mirror.children.first?.value
        else { return nil }
        return line(raw)
    }

    /// Where `a` and `b`, which print the same, differ by `==`: the path of the deepest part
    /// whose `==` says so (`.items[2].seen`), or `nil` when no part's `==` can say.
    static func differingPath(_ a: Any, _ b: Any, depth: Int = 0) -> String? {
        guard depth < 64 else { return nil }
        let left = Mirror(reflecting: a), right = Mirror(reflecting: b)
        guard left.children.count == right.children.count else { return nil }
        for (index, (l, r)) in zip(left.children, right.children).enumerated() where isEqual(l.value, r.value) == false {
            let step = left.displayStyle == .collection || left.displayStyle == .set ? "[\(index)]"
                : l.label.map { $0.hasPrefix(".") ? "." + $0.dropFirst() : "." + $0 } ?? "[\(index)]"
            return step + (differingPath(l.value, r.value, depth: depth + 1) ?? "")
        }
        return nil
    }

    /// The `==` of two values of one `Equatable` type; `nil` when they are not.
    static func isEqual(_ a: Any, _ b: Any) -> Bool? {
        guard let a = a as? any Equatable else { return nil }
        func open<T: Equatable>(_ a: T) -> Bool? { (b as? T).map { a == $0 } }
        return open(a)
    }

    /// What to say when two values that `==` calls different print the same.
    package static func samePrint(_ expected: Any, _ actual: Any, what: String) -> String {
        guard let path = differingPath(expected, actual) else {
            return "(\(what) print the same, but their == says they differ at the top: the == of `\(typeName(of: expected))` itself, "
                + "since no part's own == says they differ; it compares something the text does not show)"
        }
        return "(\(what) print the same, but their == says they differ at `\(path)`: "
            + "something there that the text does not show, or a custom ==)"
    }
}

/// Whether the fallback encoder, on this thread, writes dates, durations, UUIDs, URLs and ids
/// as a person reads them (``DebugText/readable(_:)``) rather than in the canonical text: on
/// only while ``DebugText`` lays out a value for a failure or a diff.
final class ReadableMode {
    private static let perThread = PerThread { ReadableMode() }
    private var on = false

    static var isOn: Bool { perThread.current.on }

    /// `body`'s result, with readable text on for it.
    static func with<R>(_ body: () throws -> R) rethrows -> R {
        let mode = perThread.current
        let was = mode.on
        mode.on = true
        defer { mode.on = was }
        return try body()
    }
}
