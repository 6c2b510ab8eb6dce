import Foundation
@testable import HolidayFeature
import Store
import TestSupport
import Testing

@Suite(.serialized) struct LiveHolidayClientTests {
    typealias Response = LoopbackServer.Response
    static let key = "5e2a7c1d-0b9f-4c3e-8a6d-2f1e0d9c8b7a"

    private func client(_ server: LoopbackServer, timeout: Duration = .seconds(5)) throws -> HolidayClient {
        try HolidayClient.live(environment: ["HOLIDAY_API_KEY": Self.key, "HOLIDAY_API_BASE_URL": server.baseURL], timeout: timeout, session: server.session)
    }

    /// The message a failing call throws; the test fails if it does not throw.
    private func failure(_ body: () async throws -> Void) async -> String {
        do {
            try await body()
            Issue.record("the call did not fail")
            return ""
        } catch {
            let message = "\(error)"
            #expect(!message.contains(Self.key), "the API key leaked into `\(message)`")
            return message
        }
    }

    @Test func holidaysAreReadLenientlyAndSortedByDate() async throws {
        let server = try LoopbackServer { _ in .json(200, RecordedResponses.holidays) }
        let holidays = try await client(server).holidays("us", 2025)
        #expect(holidays.map(\.name) == ["New Year's Day", "Independence Day", "Christmas Eve"])
        #expect(holidays.map(\.isPublic) == [true, true, false])
        #expect(holidays.allSatisfy { $0.country == "US" })
        #expect(holidays[1].observed == nil, "an observed date equal to the date is not repeated")

        let request = try #require(server.requests.first)
        #expect(request.path == "/v1/holidays")
        #expect(request.query == ["key": Self.key, "country": "US", "year": "2025"])
    }

    @Test func countriesAreReadLenientlyAndSortedByName() async throws {
        let server = try LoopbackServer { _ in .json(200, RecordedResponses.countries) }
        let countries = try await client(server).countries()
        #expect(countries == [Country(code: "AD", name: "Andorra"), Country(code: "ST", name: "Sao Tome and Principe")])
        #expect(server.requests.first?.path == "/v1/countries")
    }

    @Test func aKeyTheServicesErrorTextRepeatsIsBlankedOutInEverySpelling() async throws {
        let server = try LoopbackServer { request in
            .json(401, #"{"status":401,"error":"Invalid key: \#(request.raw.split(separator: " ")[1])"}"#)
        }
        let message = await failure { _ = try await client(server).countries() }
        #expect(message.hasPrefix("Invalid key: /v1/countries?key=‹key›"), "\(message)")
        for key in ["ab&c d/é+x", "ABCD%2Fef"] {
            for spelling in [key, key.addingPercentEncoding(withAllowedCharacters: .alphanumerics)!, key.addingPercentEncoding(withAllowedCharacters: .urlQueryAllowed)!.replacingOccurrences(of: "%20", with: "+")] {
                let text = HolidayAPI.redacting(key, from: "Invalid key: \(spelling.lowercased()) and \(spelling)")
                #expect(text == "Invalid key: ‹key› and ‹key›", "\(spelling): \(text)")
            }
        }
        #expect(HolidayAPI.redacting("abc", from: "an abc") == "an abc", "a key too short to tell from words is left")
    }

    @Test func aKeySpelledLikeAWordBlanksOutOnlyItsOwnSpelling() {
        let text = HolidayAPI.redacting("Free", from: "Invalid key Free. free accounts are limited; FREE trial")
        #expect(text == "Invalid key ‹key›. free accounts are limited; FREE trial")
        #expect(HolidayAPI.redacting("café", from: "key caf%c3%a9 or caf%C3%A9") == "key ‹key› or ‹key›", "hex digits in either case")
    }

    @Test func theServicesOwnErrorTextIsShown() async throws {
        let cases: [(Int, String, String)] = [
            (400, RecordedResponses.badRequest, "The requested date (2024-asdf-11) is invalid."),
            (401, RecordedResponses.unauthorized, "Invalid API key."),
            (402, RecordedResponses.paymentRequired, "Free accounts are limited to last year's historical data only."),
            (429, RecordedResponses.rateLimited, "Rate limit exceeded"),
        ]
        for (status, body, start) in cases {
            let server = try LoopbackServer { _ in .json(status, body) }
            let message = await failure { _ = try await client(server).holidays("US", 2026) }
            #expect(message.hasPrefix(start), "HTTP \(status): \(message)")
        }
    }

    @Test func aBodyThatIsEmptyOrNotJSONFallsBackToTheStatus() async throws {
        let cases: [(Response, String)] = [
            (Response(status: 500, contentType: "text/html", body: Data("<html><body>Internal Server Error</body></html>".utf8)),
             "the holiday service answered HTTP 500 (internal server error)"),
            (Response(status: 500, body: Data()), "the holiday service answered HTTP 500 (internal server error)"),
            (Response(status: 200, body: Data()), "the holiday service sent an empty answer"),
            (Response(status: 200, contentType: "text/plain", body: Data("OK".utf8)), "the holiday service sent an answer that is not JSON"),
            (.json(200, #"{"status":200,"holidays":[{"name":"#), "the holiday service sent an answer that was cut short (its JSON ends too soon)"),
            (.json(200, #"{"status":200,"holidays":[{"name":"a \"}\" b""#), "the holiday service sent an answer that was cut short (its JSON ends too soon)"),
            (.json(200, #"{"status":200,"holidays":[]}}"#), "the holiday service sent an answer that is not JSON"),
            (.json(200, #"{"status":200}"#), "the answer from the holiday service has no list of holidays"),
            (.json(200, #"[1,2,3]"#), "the holiday service sent an answer that is not JSON"),
        ]
        for (response, expected) in cases {
            let server = try LoopbackServer { _ in response }
            let message = await failure { _ = try await client(server).holidays("US", 2026) }
            #expect(message == expected, "HTTP \(response.status), \(response.body.count) bytes, port \(server.port)")
        }
    }

    @Test func aSlowServerTimesOutWithAMessage() async throws {
        let server = try LoopbackServer { _ in Response(status: 200, body: Data(RecordedResponses.holidays.utf8), delay: .seconds(3)) }
        let message = await failure { _ = try await client(server, timeout: .seconds(1)).holidays("US", 2025) }
        #expect(message == "127.0.0.1 did not answer within 1 second")
    }

    @Test func aRefusedConnectionSaysSo() async throws {
        let server = try LoopbackServer { _ in .json(200, "{}") }
        server.stop()
        let message = await failure { _ = try await client(server).countries() }
        #expect(message == "could not connect to 127.0.0.1; check the network connection")
    }

    @Test func theEnvironmentMustGiveAKeyAndAnHTTPBaseURL() {
        #expect(throws: HolidayClientError("the live data needs an API key: set HOLIDAY_API_KEY (get one at https://holidayapi.com)")) {
            _ = try HolidayClient.live(environment: ["HOLIDAY_API_KEY": "  "])
        }
        #expect(throws: HolidayClientError("HOLIDAY_API_BASE_URL is not an http or https URL: `ftp://example.com`")) {
            _ = try HolidayClient.live(environment: ["HOLIDAY_API_KEY": Self.key, "HOLIDAY_API_BASE_URL": "ftp://example.com"])
        }
    }

    @Test @MainActor func theHolidaysScreenShowsTheServicesErrorAndRetries() async throws {
        let attempts = Attempts()
        let server = try LoopbackServer { _ in
            attempts.next() == 1 ? .json(429, RecordedResponses.rateLimited) : .json(200, RecordedResponses.holidays)
        }
        let client = try client(server)
        let store = TestStore(initialState: HolidaysList.State(year: 2025), reducer: HolidaysList()) { $0.holidayClient = client }
        store.exhaustivity = .off
        try await store.send(.countryChosen(Country(code: "US", name: "United States")))
        try await store.finish()
        #expect(store.state.holidays == .failed("Rate limit exceeded"))
        #expect(!HolidaysList.render(store.state, layout: .list).text.contains(Self.key))
        try await store.send(.reloadTapped)
        try await store.finish()
        #expect(store.state.holidays.value?.count == 3)
    }
}
