import StoreCore

/// A stable identity of a screen on a ``ScreenStack``; never reused within the stack.
public struct StackElementID: Hashable, Comparable, Codable, Sendable, CustomStringConvertible {
    /// The number behind the id.
    public let rawValue: Int

    /// Wraps a number as an id.
    public init(_ rawValue: Int) { self.rawValue = rawValue }

    /// Reads the id as a plain number, as the text syntax and logs write it.
    public init(from decoder: any Decoder) throws {
        rawValue = try decoder.singleValueContainer().decode(Int.self)
    }

    /// Writes the id as a plain number.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }

    /// Orders ids by their numbers: the order in which the stack gave them out.
    public static func < (lhs: StackElementID, rhs: StackElementID) -> Bool { lhs.rawValue < rhs.rawValue }
    /// The number, as the id prints.
    public var description: String { "\(rawValue)" }
}

/// How a screen came onto the stack.
public enum Presentation: String, Codable, Sendable, Equatable {
    /// The first screen; it cannot be removed.
    case root
    /// Pushed onto the screen below it.
    case pushed
    /// Presented modally; screens pushed after it belong to it and leave with it.
    case modal
}

/// One screen on a stack: its id, how it was shown, and its state.
public struct StackElement<Screen> {
    /// The screen's identity, stable while it is on the stack.
    public let id: StackElementID
    /// How the screen was shown.
    public let presentation: Presentation
    /// The screen's own state.
    public var screen: Screen
}

extension StackElement: Equatable where Screen: Equatable {}
extension StackElement: Sendable where Screen: Sendable {}
extension StackElement: Codable where Screen: Codable {}

/// Navigation as a value: a root screen and the screens pushed or presented on it.
///
/// ```swift
/// var stack = ScreenStack(root: Screen.list(.init()))
/// let detail = stack.push(.detail(.init(id: 3)))
/// stack.present(.genrePicker(.init()))
/// stack.dismiss()  // the modal and anything pushed on it leave together
/// stack.pop()              // back from the detail
/// ```
///
/// Invariants, whatever happens to it: the root is first and stays; ids are unique and
/// increase from the bottom to the top; removed ids are never handed out again.
public struct ScreenStack<Screen> {
    /// The screens from the root (first) to the top (last).
    public private(set) var elements: [StackElement<Screen>]
    /// The id the next screen gets.
    public private(set) var nextID: StackElementID
    /// Ids removed since a router last took them, so it can cancel their effects however
    /// they were removed. Not part of the stack's value: equality and coding ignore it.
    @usableFromInline var removedIDs: [StackElementID] = []

    /// A stack holding only `root`.
    public init(root: Screen) {
        elements = [StackElement(id: StackElementID(0), presentation: .root, screen: root)]
        nextID = StackElementID(1)
    }

    /// The root screen's element.
    public var root: StackElement<Screen> { elements[0] }
    /// The screen on top.
    public var top: StackElement<Screen> { elements[elements.count - 1] }
    /// How many screens are on the stack, the root included.
    public var count: Int { elements.count }
    /// The top-most modal screen's element, if one is up.
    public var topModal: StackElement<Screen>? { elements.last { $0.presentation == .modal } }

    /// The index of the screen with `id`: from the top first, since that is where actions go.
    func index(of id: StackElementID) -> Int? {
        if top.id == id { return elements.count - 1 }
        var low = 0
        var high = elements.count - 1
        while low <= high {
            let middle = (low + high) / 2
            let found = elements[middle].id
            if found == id { return middle }
            if found < id { low = middle + 1 } else { high = middle - 1 }
        }
        return nil
    }

    /// Whether a screen with `id` is on the stack.
    public func contains(_ id: StackElementID) -> Bool { index(of: id) != nil }

    /// The state of the screen with `id`, readable and writable; `nil` when it is gone.
    public subscript(id id: StackElementID) -> Screen? {
        get { index(of: id).map { elements[$0].screen } }
        set {
            guard let newValue, let index = index(of: id) else { return }
            elements[index].screen = newValue
        }
    }

    /// One case of the screen with `id`, readable and writable in place; `nil` when the screen
    /// is gone or is another case. A test changes one field of one screen:
    ///
    /// ```swift
    /// $0[id: detail, case: EnumCase(Screen.detail)]?.secondsRead = 1
    /// ```
    public subscript<Value>(id id: StackElementID, case screenCase: EnumCase<Screen, Value>) -> Value? {
        get { index(of: id).flatMap { screenCase.extract(elements[$0].screen) } }
        set {
            guard let newValue, let index = index(of: id), screenCase.extract(elements[index].screen) != nil else { return }
            elements[index].screen = screenCase.embed(newValue)
        }
    }

    /// One case of the screen with `id`, named by its constructor, readable and writable in
    /// place: `$0[id: detail, case: Screen.detail]?.secondsRead = 1`.
    public subscript<Value>(id id: StackElementID, case constructor: @escaping @Sendable (Value) -> Screen) -> Value? {
        get { self[id: id, case: EnumCase(constructor)] }
        set { self[id: id, case: EnumCase(constructor)] = newValue }
    }

    /// One screen's state, named by its `ScreenCase`, readable and writable in place; `nil`
    /// when the screen is gone or is another case.
    ///
    /// ```swift
    /// let detailCase = ScreenCase(Screen.detail, ScreenAction.detail)
    /// $0[id: detail, case: detailCase]?.secondsRead = 1
    /// ```
    public subscript<ScreenAction, Value, Action>(id id: StackElementID, case screenCase: ScreenCase<Screen, ScreenAction, Value, Action>) -> Value? {
        get { self[id: id, case: screenCase.state] }
        set { self[id: id, case: screenCase.state] = newValue }
    }

    /// Runs `body` on the state of the screen with `id`, in place; `nil` when it is gone.
    @usableFromInline
    mutating func modify<Result>(_ id: StackElementID, _ body: (inout Screen) -> Result) -> Result? {
        guard let index = index(of: id) else { return nil }
        return body(&elements[index].screen)
    }

    /// Pushes `screen` and returns its id.
    @discardableResult
    public mutating func push(_ screen: Screen) -> StackElementID {
        append(screen, .pushed)
    }

    /// Presents `screen` modally and returns its id; while a modal is already up it changes
    /// nothing, reports why as a runtime warning, and returns `nil` (see ``StackRouter`` for why).
    ///
    /// ```swift
    /// // when refused: nil, and reported
    /// guard let picker = stack.present(.picker(.init())) else { return .none }
    /// ```
    @discardableResult
    public mutating func present(_ screen: Screen) -> StackElementID? {
        guard let id = presentUnlessModal(screen) else {
            RuntimeWarnings.report(Self.secondModal)
            return nil
        }
        return id
    }

    /// Why a second modal is refused.
    static var secondModal: String {
        "A modal is already up; present was ignored. Dismiss it first, or replace the stack."
    }

    /// Presents `screen` unless a modal is up, silently: for callers that say why themselves.
    mutating func presentUnlessModal(_ screen: Screen) -> StackElementID? {
        guard topModal == nil else { return nil }
        return append(screen, .modal)
    }

    private mutating func append(_ screen: Screen, _ presentation: Presentation) -> StackElementID {
        let id = nextID
        elements.append(StackElement(id: id, presentation: presentation, screen: screen))
        nextID = StackElementID(id.rawValue + 1)
        return id
    }

    /// Removes the top screen, however it was shown; the root stays. Returns what was removed.
    @discardableResult
    public mutating func pop() -> [StackElementID] {
        guard elements.count > 1 else { return [] }
        let id = elements.removeLast().id
        removedIDs.append(id)
        return [id]
    }

    /// Removes every screen above the one with `id`. Returns what was removed.
    @discardableResult
    public mutating func pop(to id: StackElementID) -> [StackElementID] {
        guard let index = index(of: id) else { return [] }
        return removeAll(after: index)
    }

    /// Removes every screen but the root. Returns what was removed.
    @discardableResult
    public mutating func popToRoot() -> [StackElementID] {
        removeAll(after: 0)
    }

    /// Removes the top-most modal and everything pushed on it. Returns what was removed.
    @discardableResult
    public mutating func dismiss() -> [StackElementID] {
        guard let index = elements.lastIndex(where: { $0.presentation == .modal }) else { return [] }
        return removeAll(after: index - 1)
    }

    private mutating func removeAll(after index: Int) -> [StackElementID] {
        guard index + 1 < elements.count else { return [] }
        let removed = elements[(index + 1)...].map(\.id)
        elements.removeSubrange((index + 1)...)
        removedIDs.append(contentsOf: removed)
        return removed
    }

    /// Replaces the whole stack with `screens` above `root` (a deep link, restored state).
    /// New ids are handed out, so none is ever reused. Returns the ids removed.
    @discardableResult
    public mutating func replace(root: Screen, with screens: [(Presentation, Screen)]) -> [StackElementID] {
        let removed = elements.map(\.id)
        elements = [StackElement(id: nextID, presentation: .root, screen: root)]
        nextID = StackElementID(nextID.rawValue + 1)
        for (presentation, screen) in screens {
            _ = append(screen, presentation == .root ? .pushed : presentation)
        }
        removedIDs.append(contentsOf: removed)
        return removed
    }

    /// The ids removed since the last call, and forgets them.
    @usableFromInline
    mutating func takeRemovedIDs() -> [StackElementID] {
        guard !removedIDs.isEmpty else { return [] }
        defer { removedIDs.removeAll() }
        return removedIDs
    }
}

extension ScreenStack: Equatable where Screen: Equatable {
    /// Whether both stacks hold equal screens with the same ids and presentations, and would give
    /// out the same next id.
    public static func == (lhs: ScreenStack, rhs: ScreenStack) -> Bool {
        lhs.elements == rhs.elements && lhs.nextID == rhs.nextID
    }
}

extension ScreenStack: Sendable where Screen: Sendable {}

extension ScreenStack: Codable where Screen: Codable {
    private enum CodingKeys: String, CodingKey { case elements, nextID }

    /// Writes the elements and the next id, which decoding checks on the way back.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(elements, forKey: .elements)
        try container.encode(nextID, forKey: .nextID)
    }

    /// Decodes a stack and checks its invariants, so a damaged log or a hand-written literal
    /// cannot make a stack that breaks them.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let elements = try container.decode([StackElement<Screen>].self, forKey: .elements)
        let nextID = try container.decode(StackElementID.self, forKey: .nextID)
        func invalid(_ reason: String) -> DecodingError {
            .dataCorrupted(DecodingError.Context(codingPath: decoder.codingPath, debugDescription: "not a valid stack: \(reason)"))
        }
        guard let first = elements.first else { throw invalid("it has no root") }
        guard first.presentation == .root else { throw invalid("its first screen is not the root") }
        guard elements.dropFirst().allSatisfy({ $0.presentation != .root }) else { throw invalid("it has more than one root") }
        guard zip(elements, elements.dropFirst()).allSatisfy({ $0.id < $1.id }) else {
            throw invalid("its ids are not unique and increasing from the root")
        }
        guard let last = elements.last, last.id < nextID else { throw invalid("nextID \(nextID) is not above every id") }
        self.elements = elements
        self.nextID = nextID
    }
}
