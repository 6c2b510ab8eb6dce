import Foundation
import Store

/// The failures the holiday client can have, each an override of its two requests: the
/// device offline, the service's 401, 429 and 500 answers (read by the live client's own
/// parser, so the screens show the words a user would see), and a load that takes 30 seconds
/// on the session's clock. The explorer switches them as it walks; typed by hand,
/// `:fault offline` does the same in the REPL.
///
/// ```
/// › :fault 429
/// › pick US
/// Could not load the holidays: Rate limit exceeded
/// ```
extension HolidayClient {
    /// Every fault of the client, in the order `:help` lists them.
    public static var faults: [Fault] {
        [
            Fault("offline", "no network: every request fails at once") { values in
                values.holidayClient = values.holidayClient.failingEveryRequest(HolidayClientError("could not connect to holidayapi.com; check the network connection"))
            },
            answering(401, #"{"status":401,"error":"Invalid API key. For more information, please visit https://holidayapi.com/docs"}"#, "the service refuses the key (401)"),
            answering(429, #"{"status":429,"error":"Rate limit exceeded"}"#, "the service's quota is used up (429)"),
            answering(500, "", "the service fails with no answer (500)"),
            Fault("slow", "every request takes 30 seconds on the session's clock (`:wait 30`)") { values in
                let client = values.holidayClient
                values.holidayClient.countries = {
                    try await Self.waitHalfAMinute()
                    return try await client.countries()
                }
                values.holidayClient.holidays = { code, year in
                    try await Self.waitHalfAMinute()
                    return try await client.holidays(code, year)
                }
            },
        ]
    }

    /// The fault of the service answering `status` with `body`, as the live client reads it.
    static func answering(_ status: Int, _ body: String, _ summary: String) -> Fault {
        Fault(String(status), summary) { values in
            values.holidayClient = values.holidayClient.failingEveryRequest(answer(status, body))
        }
    }

    /// What the live client makes of the service answering `status` with `body`.
    static func answer(_ status: Int, _ body: String) -> HolidayClientError {
        do throws(HolidayClientError) {
            _ = try HolidayAPIResponse.countries(status: status, body: Data(body.utf8))
            return HolidayClientError("the holiday service answered HTTP \(status)")
        } catch {
            return error
        }
    }

    /// This client with both requests failing with `error`; what it knows from memory stays.
    func failingEveryRequest(_ error: HolidayClientError) -> HolidayClient {
        var client = self
        client.countries = { throw error }
        client.holidays = { _, _ in throw error }
        return client
    }

    /// Half a minute on the clock of the work running now: a test clock's, in a test or an
    /// explorer; real time in the REPL.
    static func waitHalfAMinute() async throws {
        @Dependency(\.clock) var clock
        try await clock.sleep(for: .seconds(30))
    }
}

extension HolidayApp: NamedFaults {
    /// The holiday client's faults (``HolidayClient/faults``).
    public static var faults: [Fault] { HolidayClient.faults }
}
