import Foundation
import HolidayFeature
@testable import holiday_repl
import Store

/// Runs input lines through an in-process session and keeps what it printed, as a person
/// would see it: each input after `› `, standard error lines after `! `.
@MainActor
final class Transcript {
    let session: Console<HolidayApp>

    convenience init(year: Int = 2026, month: Int = 7, layout: HolidaysLayout = .list, client: HolidayClient = .embedded) {
        self.init(state: HolidayApp.State(year: year, month: month), layout: layout, client: client)
    }

    init(state: HolidayApp.State, layout: HolidaysLayout = .list, client: HolidayClient = .embedded) {
        let box = TextBox()
        let (errors, errorLines) = AsyncStream<String>.makeStream()
        var configuration = HolidayProgram.configuration(layout: layout)
        configuration.output = Console.Output(out: { box.append($0) }, err: { text in
            errorLines.yield(text)
            box.append(text.split(separator: "\n", omittingEmptySubsequences: false).map { "! " + $0 }.joined(separator: "\n"))
        })
        // Slow sanitizer builds must not make a "loading…" notice part of a golden transcript.
        configuration.loadingNotice = .seconds(60)
        configuration.dependencies = { $0.holidayClient = client }
        session = Console(initialState: state, reducer: HolidayApp(), configuration: configuration)
        self.errors = errors
        self.box = box
        session.printScreen()
    }

    private let box: TextBox
    /// Each error line as it is printed, for a test that acts when one appears.
    let errors: AsyncStream<String>

    /// Types `lines`, one at a time, and returns everything printed since the last call.
    @discardableResult
    func type(_ lines: String...) async -> String {
        box.take()
        for line in lines {
            box.append("› " + line)
            await session.handle(line)
        }
        return box.take()
    }
}

final class TextBox {
    private var lines: [String] = []
    func append(_ text: String) { lines.append(text) }
    @discardableResult
    func take() -> String {
        defer { lines.removeAll() }
        return lines.joined(separator: "\n")
    }
}
