import Foundation
import StoreSupport

/// Makes the current date: `now()`. Live, the system's clock; in tests, what the test says.
///
/// ```swift
/// @Dependency(\.now) var now
/// state.created = now()
/// ```
public struct DateGenerator: Sendable {
    private let make: @Sendable () -> Date

    /// A generator that calls `make`.
    public init(_ make: @escaping @Sendable () -> Date) {
        self.make = make
    }

    /// The date now.
    public func callAsFunction() -> Date { make() }

    /// The system's date.
    public static let live = DateGenerator { Date() }

    /// Always `date`.
    public static func constant(_ date: Date) -> DateGenerator { DateGenerator { date } }
}

/// Makes new ids: `uuid()`. Live, random; in tests and replays, a sequence that is the same
/// every run.
///
/// ```swift
/// @Dependency(\.uuid) var uuid
/// state.items.append(Item(id: uuid()))
/// ```
public struct UUIDGenerator: Sendable {
    private let make: @Sendable () -> UUID
    /// A generator that makes what this one would make next without moving it on, when this
    /// one can say (a counting one, a random one).
    private let peek: (@Sendable () -> UUIDGenerator)?

    /// A generator that calls `make`.
    public init(_ make: @escaping @Sendable () -> UUID) {
        self.make = make
        peek = nil
    }

    private init(make: @escaping @Sendable () -> UUID, peek: @escaping @Sendable () -> UUIDGenerator) {
        self.make = make
        self.peek = peek
    }

    /// A new id.
    public func callAsFunction() -> UUID { make() }

    /// Random ids.
    public static let live = UUIDGenerator(make: { UUID() }, peek: { UUIDGenerator { UUID() } })

    /// 00000000-0000-0000-0000-000000000000, then …0001, …0002: each generator counts from zero.
    public static var incrementing: UUIDGenerator { counting(from: 0) }

    private static func counting(from start: UInt64) -> UUIDGenerator {
        let next = Locked<UInt64>(start)
        return UUIDGenerator(make: {
            let number = next.withLock { value -> UInt64 in
                defer { value += 1 }
                return value
            }
            return UUID(number: number)
        }, peek: { counting(from: next.withLock { $0 }) })
    }

    /// What a dry run draws from (a refusal tried on a copy of the state): the ids this one
    /// would make next, without moving it on; the zero id for a generator that cannot say.
    var forDryRun: UUIDGenerator {
        peek?() ?? .constant(UUID(number: 0))
    }

    /// Always `id`.
    public static func constant(_ id: UUID) -> UUIDGenerator { UUIDGenerator { id } }
}

extension UUID {
    /// The id whose last 12 hex digits are `number`: `UUID(number: 2)` is …-000000000002.
    init(number: UInt64) {
        let hex = String(number, radix: 16)
        let tail = String(repeating: "0", count: max(0, 12 - hex.count)) + hex.suffix(12)
        self.init(uuidString: "00000000-0000-0000-0000-" + tail)!
    }
}

/// The built-in dependencies: a clock, the date and new ids. In a test that provides none of
/// them, using one fails naming it; it never reaches the real clock, date or random ids.
extension DependencyValues {
    /// The clock effects sleep on: live, a ``LiveClock``; in tests, give a ``TestClock``.
    public var clock: any Clock<Duration> {
        get { self[ClockKey.self] }
        set { self[ClockKey.self] = newValue }
    }

    /// The current date.
    public var now: DateGenerator {
        get { self[DateKey.self] }
        set { self[DateKey.self] = newValue }
    }

    /// New ids.
    public var uuid: UUIDGenerator {
        get { self[UUIDKey.self] }
        set { self[UUIDKey.self] = newValue }
    }
}

enum ClockKey: DependencyKey {
    static var liveValue: any Clock<Duration> { LiveClock() }
    static var testValue: any Clock<Duration> {
        DependencyValues.reportUnprovided("ClockKey", property: "clock")
        return UnprovidedClock()
    }
}

enum DateKey: DependencyKey {
    static var liveValue: DateGenerator { .live }
    static var testValue: DateGenerator {
        DependencyValues.reportUnprovided("DateKey", property: "now")
        return .constant(Date(timeIntervalSinceReferenceDate: 0))
    }
}

enum UUIDKey: DependencyKey {
    static var liveValue: UUIDGenerator { .live }
    static var testValue: UUIDGenerator {
        DependencyValues.reportUnprovided("UUIDKey", property: "uuid")
        return .constant(UUID(number: 0))
    }
}

/// The clock a test gets when it provides none: it never moves, and a sleep on it ends in
/// cancellation at once, so the test goes on to fail where the clock was read.
struct UnprovidedClock: Clock {
    typealias Instant = ContinuousClock.Instant
    let start = ContinuousClock.Instant.now
    var now: Instant { start }
    var minimumResolution: Duration { .nanoseconds(1) }
    func sleep(until deadline: Instant, tolerance: Duration?) async throws {
        throw CancellationError()
    }
}
