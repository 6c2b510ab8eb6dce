import Foundation
import HolidayFeature
@testable import holiday_repl
import TestSupport
import Testing

/// The API key travels only in the query string of a request: it never reaches the screen, an
/// error, the action log or a state dump, whatever the service answers.
@MainActor
@Suite(.serialized) struct SecretsTests {
    typealias Response = LoopbackServer.Response
    static let key = "9a8b7c6d-5e4f-4a3b-9c2d-1e0f9a8b7c6d"

    @Test func theKeyAppearsInNoOutputLogOrStateOnAnyErrorPath() async throws {
        let answers: [Response] = [
            .json(400, RecordedResponses.badRequest), .json(401, RecordedResponses.unauthorized),
            .json(402, RecordedResponses.paymentRequired), .json(429, RecordedResponses.rateLimited),
            Response(status: 500, contentType: "text/html", body: Data("<h1>500</h1>".utf8)),
            Response(status: 200, body: Data()), .json(200, "{\"holidays\": [{\"name\": "),
            Response(status: 200, body: Data(RecordedResponses.holidays.utf8), delay: .seconds(3)),
        ]
        for answer in answers {
            let server = try LoopbackServer { request in
                request.path.hasSuffix("/countries") ? .json(200, RecordedResponses.countries) : answer
            }
            let client = try HolidayClient.live(
                environment: ["HOLIDAY_API_KEY": Self.key, "HOLIDAY_API_BASE_URL": server.baseURL], timeout: .seconds(1),
                session: server.session
            )
            let transcript = Transcript(year: 2025, client: client)
            let printed = await transcript.type("choose", "pick 2", "reload", ":state", ":log", ":history")
            #expect(printed.contains("Could not load the holidays: "), "\(answer.status)")
            #expect(!printed.contains(Self.key))
            #expect(!transcript.session.log.text.contains(Self.key))
            #expect(server.requests.contains { $0.query["key"] == Self.key })
        }
    }

    @Test func aMissingKeyIsNamedWithoutAValue() {
        #expect(throws: HolidayClientError("the live data needs an API key: set HOLIDAY_API_KEY (get one at https://holidayapi.com)")) {
            _ = try HolidayClient.live(environment: [:])
        }
    }
}
