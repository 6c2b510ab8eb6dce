import Foundation
@testable import HolidayFeature
import Store
import TestSupport
import Testing

/// The live service misbehaving, one way a test: nothing crashes, and each leaves the Holidays
/// screen in an error state that says what happened and offers a retry.
@MainActor
@Suite(.serialized) struct LiveFaultTests {
    typealias Response = LoopbackServer.Response
    static let key = "0f1e2d3c-4b5a-6978-8796-a5b4c3d2e1f0"

    /// Loads the US holidays for 2025 from `server`, and checks the error and the retry.
    private func failure(from server: LoopbackServer, timeout: Duration = .seconds(5)) async throws -> String {
        let client = try HolidayClient.live(environment: ["HOLIDAY_API_KEY": Self.key, "HOLIDAY_API_BASE_URL": server.baseURL], timeout: timeout, session: server.session)
        let store = TestStore(initialState: HolidaysList.State(year: 2025), reducer: HolidaysList()) { $0.holidayClient = client }
        store.exhaustivity = .off
        store.timeout = .seconds(10)
        try await store.send(.countryChosen(Country(code: "US", name: "United States")))
        try await store.finish()
        guard case .failed(let message) = store.state.holidays else {
            Issue.record("not an error state: \(store.state.holidays)")
            return ""
        }
        let screen = HolidaysList.render(store.state, layout: .list)
        #expect(screen.command(named: "reload")?.summary == "try again")
        #expect(!screen.text.contains(Self.key))
        #expect(!message.contains(Self.key))
        return message
    }

    @Test func aSlowServerTimesOut() async throws {
        let server = try LoopbackServer { _ in Response(status: 200, body: Data(RecordedResponses.holidays.utf8), delay: .seconds(3)) }
        #expect(try await failure(from: server, timeout: .seconds(1)) == "127.0.0.1 did not answer within 1 second")
    }

    @Test func aRefusedConnection() async throws {
        let server = try LoopbackServer { _ in .json(200, "{}") }
        server.stop()
        #expect(try await failure(from: server) == "could not connect to 127.0.0.1; check the network connection")
    }

    @Test func aServerErrorWithAnHTMLBody() async throws {
        let server = try LoopbackServer { _ in Response(status: 500, contentType: "text/html", body: Data("<html><h1>500</h1></html>".utf8)) }
        #expect(try await failure(from: server) == "the holiday service answered HTTP 500 (internal server error)")
    }

    @Test func truncatedJSONIsReportedAsAnAnswerCutShortNotAsNotJSON() async throws {
        let cut = String(RecordedResponses.holidays.prefix(200))
        let server = try LoopbackServer { _ in .json(200, cut) }
        #expect(try await failure(from: server) == "the holiday service sent an answer that was cut short (its JSON ends too soon)")
    }

    @Test func aTransferCutShort() async throws {
        let body = Data(RecordedResponses.holidays.utf8)
        let server = try LoopbackServer { _ in Response(status: 200, body: body.prefix(100), declaredLength: body.count) }
        #expect(try await failure(from: server) == "the connection to 127.0.0.1 was lost before the whole answer arrived")
    }

    @Test func theWrongContentType() async throws {
        let server = try LoopbackServer { _ in Response(status: 200, contentType: "text/html; charset=utf-8", body: Data("<!doctype html><title>Sign in to the Wi-Fi</title>".utf8)) }
        #expect(try await failure(from: server) == "the holiday service sent an answer that is not JSON")
    }

    @Test func jsonUnderTheWrongContentTypeIsStillRead() async throws {
        let server = try LoopbackServer { _ in Response(status: 200, contentType: "text/plain", body: Data(RecordedResponses.holidays.utf8)) }
        let client = try HolidayClient.live(environment: ["HOLIDAY_API_KEY": Self.key, "HOLIDAY_API_BASE_URL": server.baseURL], session: server.session)
        #expect(try await client.holidays("US", 2025).count == 3)
    }

    @Test func anAnswerFarLargerThanAnyRealOne() async throws {
        let filler = String(repeating: "x", count: 9 << 20)
        let server = try LoopbackServer { _ in .json(200, #"{"status":200,"holidays":[],"padding":"\#(filler)"}"#) }
        #expect(try await failure(from: server) == "the answer from the holiday service is too large (9 MiB; the limit is 8 MiB)")
    }

    @Test func everyErrorKeepsTheKeySecret() async throws {
        let responses: [Response] = [
            .json(400, RecordedResponses.badRequest), .json(401, RecordedResponses.unauthorized),
            .json(402, RecordedResponses.paymentRequired), .json(429, RecordedResponses.rateLimited),
            Response(status: 500, body: Data()), .json(200, "not json"), .json(200, #"{"status":200}"#),
        ]
        for response in responses {
            let server = try LoopbackServer { _ in response }
            let message = try await failure(from: server)
            #expect(!message.isEmpty)
            #expect(server.requests.first?.query["key"] == Self.key, "the key is sent, in the query only (the answer: \(message))")
        }
        let client = try HolidayClient.live(environment: ["HOLIDAY_API_KEY": Self.key])
        var dumped = ""
        dump(client, to: &dumped)
        #expect(!dumped.contains(Self.key) && !"\(client)".contains(Self.key))
    }
}
