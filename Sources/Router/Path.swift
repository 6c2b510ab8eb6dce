/// A screen that can be written as path components and read back, for deep links and for
/// showing where the user is: `books/fiction/detail/3`.
///
/// ```swift
/// extension Screen: PathRepresentable {
///     var pathComponents: [String] {
///         switch self {
///         case .list(let state): ["books", state.genre]
///         case .detail(let state): ["detail", String(state.number)]
///         }
///     }
///     init(path: inout PathReader) throws(PathError) {
///         switch try path.next("a screen name") {
///         case "books": self = .list(.init(genre: try path.next("a genre")))
///         case "detail":
///             self = .detail(.init(number: try path.int("a book's number")))
///         case let other: throw path.error("unknown screen `\(other)`")
///         }
///     }
/// }
/// ```
public protocol PathRepresentable {
    /// This screen's components, without slashes or escapes.
    var pathComponents: [String] { get }
    /// Reads one screen from the front of `path`, consuming its components.
    init(path: inout PathReader) throws(PathError)
}

/// Why a path could not be read: which component, and what was expected.
public struct PathError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The 1-based position of the component that could not be read.
    public let component: Int
    /// What was wrong.
    public let message: String

    /// An error about the `component`th component (from 1).
    public init(component: Int, message: String) {
        self.component = component
        self.message = message
    }

    /// Which component and what was wrong with it, as `path component 2: …`.
    public var description: String { "path component \(component): \(message)" }
}

/// The components of a path, read one at a time by the screens' parsers.
public struct PathReader {
    private let components: [String]
    private var index = 0

    init(_ components: [String]) {
        self.components = components
    }

    /// Whether every component has been read.
    public var isAtEnd: Bool { index >= components.count }

    /// The next component, consumed; `what` names it in the error when there is none.
    public mutating func next(_ what: String) throws(PathError) -> String {
        guard index < components.count else {
            throw PathError(component: index + 1, message: "expected \(what), found the end of the path")
        }
        defer { index += 1 }
        return components[index]
    }

    /// The next component as a whole number.
    public mutating func int(_ what: String) throws(PathError) -> Int {
        let text = try next(what)
        guard let value = Int(text) else { throw PathError(component: index, message: "expected \(what) (a number), found `\(text)`") }
        return value
    }

    /// An error about the component just read.
    public func error(_ message: String) -> PathError {
        PathError(component: max(index, 1), message: message)
    }

    fileprivate var position: Int { index }
}

extension ScreenStack where Screen: PathRepresentable {
    /// The stack as a path: each screen's components joined by `/`; a modal screen's first
    /// component is marked with `+`. Slashes, `+` and `%` inside components are escaped.
    public var path: String {
        elements.map { element in
            let parts = element.screen.pathComponents.map(PathEscaping.escape)
            guard element.presentation == .modal, let first = parts.first else { return parts.joined(separator: "/") }
            return (["+" + first] + parts.dropFirst()).joined(separator: "/")
        }
        .joined(separator: "/")
    }

    /// A stack read from a path made by ``path``; its ids are new.
    public init(path: String) throws(PathError) {
        let raw = path.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        guard !raw.isEmpty, raw != [""] else { throw PathError(component: 1, message: "the path is empty") }
        var modal: [Bool] = []
        var components: [String] = []
        for (position, part) in raw.enumerated() {
            let marked = part.hasPrefix("+")
            guard let text = PathEscaping.unescape(marked ? String(part.dropFirst()) : part) else {
                throw PathError(component: position + 1, message: "`\(part)` has a `%` that is not followed by two hex digits")
            }
            modal.append(marked)
            components.append(text)
        }
        var reader = PathReader(components)
        func screen(_ reader: inout PathReader) throws(PathError) -> (Presentation, Screen) {
            let start = reader.position
            let screen = try Screen(path: &reader)
            guard reader.position > start else {
                throw PathError(component: start + 1, message: "the screen read no component")
            }
            return (modal[start] ? .modal : .pushed, screen)
        }
        let (rootPresentation, root) = try screen(&reader)
        guard rootPresentation != .modal else {
            throw PathError(component: 1, message: "the root screen cannot be modal (`+`)")
        }
        self.init(root: root)
        while !reader.isAtEnd {
            let start = reader.position
            let (presentation, next) = try screen(&reader)
            if presentation == .modal {
                guard presentUnlessModal(next) != nil else {
                    throw PathError(component: start + 1, message: "a second modal while one is up; a stack has one at a time")
                }
            } else {
                push(next)
            }
        }
    }
}

/// Escapes of `%`, `/` and `+` inside path components.
enum PathEscaping {
    static func escape(_ component: String) -> String {
        var out = ""
        for character in component {
            switch character {
            case "%": out += "%25"
            case "/": out += "%2F"
            case "+": out += "%2B"
            default: out.append(character)
            }
        }
        return out
    }

    static func unescape(_ component: String) -> String? {
        guard component.contains("%") else { return component }
        var bytes: [UInt8] = []
        var iterator = Array(component.utf8).makeIterator()
        while let byte = iterator.next() {
            guard byte == UInt8(ascii: "%") else { bytes.append(byte); continue }
            guard let high = iterator.next(), let low = iterator.next(),
                  let value = UInt8(String(decoding: [high, low], as: UTF8.self), radix: 16)
            else { return nil }
            bytes.append(value)
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
