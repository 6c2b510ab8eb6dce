import Foundation
import StoreSupport

/// What a recorded session re-supplies when it is replayed, so that a reducer that makes ids
/// or reads the date does the same on every replay: new ids count from zero
/// (``UUIDGenerator/incrementing``) for the whole session, restarts included; the date is the
/// session's `% date` setting plus the log's own time (its `@` lines), to the millisecond.
/// A console writes `% date` when a session begins; a replay reads it.
package final class SessionValues: Sendable {
    /// The setting's name: `% date 2026-11-24T06:55:12Z`.
    package static let settingName = "date"

    let date: Date?
    private let elapsed = Locked<Duration>(.zero)
    private let ids = UUIDGenerator.incrementing
    /// The feature's faults, and the one switched on (`% fault NAME`); `nil` when it names none.
    package let faults: FaultSwitch?
    /// The fault the settings switched on before the session began.
    private let initialFault: String?

    package init(date: Date?, faults: [Fault] = [], fault: String? = nil) {
        self.date = date
        self.faults = faults.isEmpty ? nil : FaultSwitch(faults)
        initialFault = fault
    }

    /// The values of a log whose settings are `settings`: its `% date`, if it has one, and the
    /// fault its last `% fault` switched on, among `faults`.
    package convenience init(settings: [(name: String, value: String)], faults: [Fault] = []) {
        let text = settings.last { $0.name == Self.settingName }?.value
        let fault = settings.last { $0.name == Fault.settingName }?.value
        self.init(date: text.flatMap(Self.parse), faults: faults, fault: fault)
    }

    /// The session's time moved to `time` (an `@` line).
    package func moved(to time: Duration) {
        elapsed.withLock { $0 = time }
    }

    /// The dependencies of a session: its ids, and its date when it has one.
    func apply(to values: inout DependencyValues) {
        values.uuid = ids
        if let date {
            let elapsed = self.elapsed
            values.now = DateGenerator {
                let (seconds, attoseconds) = elapsed.withLock { $0 }.components
                let millis = Double(seconds * 1000 + attoseconds / 1_000_000_000_000_000)
                return date.addingTimeInterval(millis / 1000)
            }
        }
    }

    /// The dependencies a store of this session runs with: whatever runs it now, the session's
    /// ids and date, `clock` when given, then what the caller says.
    package func values(clock: (any Clock<Duration>)?, _ change: (inout DependencyValues) -> Void) -> DependencyValues {
        var values = DependencyValues.current
        values.isGiven = true
        apply(to: &values)
        if let clock { values.clock = clock }
        change(&values)
        if let faults {
            faults.setBase(values)
            values.faultSwitch = faults
            if let initialFault { _ = faults.switchOn(initialFault) }
        }
        return values
    }

    /// A date as the setting writes it: UTC, to the second.
    package static func format(_ date: Date) -> String {
        formatter.withLock { $0.string(from: date) }
    }

    static func parse(_ text: String) -> Date? {
        formatter.withLock { $0.date(from: text) }
    }

    /// One formatter for every session: making one costs more than replaying a short log.
    private static let formatter = Locked<ISO8601DateFormatter>({
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withInternetDateTime]
        return formatter
    }())

    /// Now, to the second, as the session's date.
    package static var today: Date {
        Date(timeIntervalSince1970: Date().timeIntervalSince1970.rounded(.down))
    }
}
