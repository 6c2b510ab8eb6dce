import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Store

extension HolidayClient {
    /// holidayapi.com v1 over `URLSession`, with the API key `key`.
    ///
    /// The key travels only in the request's query string: it never appears in an error, a
    /// state or a log. `timeout` is counted in whole seconds (at least one), as `URLSession`
    /// on Linux does.
    ///
    /// ```swift
    /// let client = HolidayClient.live(key: "00000000-0000-0000-0000-000000000000")
    /// let holidays = try await client.holidays("US", 2025)
    /// ```
    public static func live(
        key: String,
        baseURL: URL = HolidayAPI.defaultBaseURL,
        timeout: Duration = .seconds(15),
        session: URLSession = .shared
    ) -> HolidayClient {
        let api = HolidayAPI(key: key, baseURL: baseURL, timeout: timeout, session: session)
        return HolidayClient(
            countries: { try await api.countries() },
            holidays: { code, year in try await api.holidays(code, year) }
        )
    }

    /// The live client configured by the environment: the key from `HOLIDAY_API_KEY`, and the
    /// base URL from `HOLIDAY_API_BASE_URL` when it is set (tests, proxies).
    ///
    /// ```swift
    /// let client = try HolidayClient.live(environment: ProcessInfo.processInfo.environment)
    /// ```
    public static func live(
        environment: [String: String], timeout: Duration = .seconds(15), session: URLSession = .shared
    ) throws(HolidayClientError) -> HolidayClient {
        guard let key = environment["HOLIDAY_API_KEY"].map({ String($0.trimmed) }), !key.isEmpty else {
            throw HolidayClientError("the live data needs an API key: set HOLIDAY_API_KEY (get one at https://holidayapi.com)")
        }
        guard let base = environment["HOLIDAY_API_BASE_URL"], !base.isEmpty else {
            return live(key: key, timeout: timeout, session: session)
        }
        guard let url = URL(string: base.hasSuffix("/") ? base : base + "/"),
              let scheme = url.scheme?.lowercased(), scheme == "http" || scheme == "https", url.host != nil
        else {
            throw HolidayClientError("HOLIDAY_API_BASE_URL is not an http or https URL: `\(base)`")
        }
        return live(key: key, baseURL: url, timeout: timeout, session: session)
    }
}

/// The requests the feature makes of holidayapi.com v1, and what their answers mean.
public struct HolidayAPI: Sendable {
    /// `https://holidayapi.com/v1/`.
    public static let defaultBaseURL = URL(string: "https://holidayapi.com/v1/")!

    let key: String
    let baseURL: URL
    let timeout: Duration
    let session: URLSession

    func countries() async throws -> [Country] {
        let (status, body) = try await get("countries", [])
        return try withoutKey { () throws(HolidayClientError) in try HolidayAPIResponse.countries(status: status, body: body) }
    }

    func holidays(_ code: String, _ year: Int) async throws -> [Holiday] {
        let (status, body) = try await get("holidays", [
            URLQueryItem(name: "country", value: code.uppercased()),
            URLQueryItem(name: "year", value: String(year)),
        ])
        return try withoutKey { () throws(HolidayClientError) in try HolidayAPIResponse.holidays(status: status, body: body, country: code) }
    }

    /// What `read` returns, or its error with the key blanked out: the service's own error
    /// text may repeat the request (`Invalid key: /countries?key=…`), and the key must reach
    /// no screen and no log.
    func withoutKey<Value>(_ read: () throws(HolidayClientError) -> Value) throws(HolidayClientError) -> Value {
        do {
            return try read()
        } catch {
            throw HolidayClientError(Self.redacting(key, from: error.message))
        }
    }

    /// `text` with every spelling of `key` a URL can carry (as it is, percent-encoded with
    /// upper- or lower-case hex digits, spaces as `+`) replaced by `‹key›`, in any case when
    /// the key holds a character that is not a letter (a word never does). A key of letters
    /// alone is matched as it is spelled, so one spelled like a word never blanks out that word
    /// in the service's own sentences ("Free accounts…"). A key shorter than four characters
    /// would blank out ordinary words, and is left.
    static func redacting(_ key: String, from text: String) -> String {
        guard key.count >= 4 else { return text }
        var spellings: Set<String> = [key]
        let strict = key.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? key
        let query = key.addingPercentEncoding(withAllowedCharacters: .urlQueryAllowed) ?? key
        for encoded in [strict, query] {
            for spelling in [encoded, encoded.replacingOccurrences(of: "%20", with: "+")] {
                spellings.insert(spelling)
                spellings.insert(lowercasingEscapes(spelling))
            }
        }
        let options: String.CompareOptions = key.allSatisfy(\.isLetter) ? [] : [.caseInsensitive]
        var result = text
        for spelling in spellings.sorted(by: { $0.count > $1.count }) {
            result = result.replacingOccurrences(of: spelling, with: "‹key›", options: options)
        }
        return result
    }

    /// `text` with the hex digits of each `%XX` escape in lower case, the rest as it is.
    static func lowercasingEscapes(_ text: String) -> String {
        var characters = Array(text)
        var index = 0
        while index < characters.count {
            if characters[index] == "%", index + 2 < characters.count {
                characters[index + 1] = Character(characters[index + 1].lowercased())
                characters[index + 2] = Character(characters[index + 2].lowercased())
                index += 3
            } else {
                index += 1
            }
        }
        return String(characters)
    }

    /// The service's name in messages: its host, never the whole URL (which holds the key).
    var serviceName: String { baseURL.host ?? "the holiday service" }

    private func get(_ endpoint: String, _ query: [URLQueryItem]) async throws -> (Int, Data) {
        var components = URLComponents(url: baseURL.appendingPathComponent(endpoint), resolvingAgainstBaseURL: false)
        components?.queryItems = [URLQueryItem(name: "key", value: key)] + query
        guard let url = components?.url else {
            throw HolidayClientError("could not build a request to \(serviceName)")
        }
        var request = URLRequest(url: url)
        request.timeoutInterval = Double(Self.wholeSeconds(timeout))
        request.setValue("application/json", forHTTPHeaderField: "Accept")
        let data: Data
        let response: URLResponse
        do {
            (data, response) = try await session.data(for: request)
        } catch let error as URLError {
            throw describe(error)
        } catch is CancellationError {
            throw CancellationError()
        } catch {
            throw HolidayClientError("the request to \(serviceName) failed")
        }
        guard let http = response as? HTTPURLResponse else {
            throw HolidayClientError("\(serviceName) did not answer over HTTP")
        }
        return (http.statusCode, data)
    }

    /// The timeout in whole seconds, rounded up, at least one.
    static func wholeSeconds(_ duration: Duration) -> Int {
        let (seconds, attoseconds) = duration.components
        return max(1, Int(seconds) + (attoseconds > 0 ? 1 : 0))
    }

    /// A network failure in words, without the URL that `URLError` carries.
    func describe(_ error: URLError) -> HolidayClientError {
        switch error.code {
        case .timedOut:
            let seconds = Self.wholeSeconds(timeout)
            return HolidayClientError("\(serviceName) did not answer within \(seconds) second\(seconds == 1 ? "" : "s")")
        case .cannotConnectToHost, .cannotFindHost, .dnsLookupFailed, .notConnectedToInternet:
            return HolidayClientError("could not connect to \(serviceName); check the network connection")
        case .networkConnectionLost, .unknown:
            // A transfer cut short comes back from the Linux URLSession as `.unknown`.
            return HolidayClientError("the connection to \(serviceName) was lost before the whole answer arrived")
        case .cancelled:
            return HolidayClientError("the request to \(serviceName) was cancelled")
        case .secureConnectionFailed, .serverCertificateUntrusted, .serverCertificateHasBadDate,
             .serverCertificateNotYetValid, .serverCertificateHasUnknownRoot:
            return HolidayClientError("could not make a secure connection to \(serviceName)")
        default:
            return HolidayClientError("the request to \(serviceName) failed (URL error \(error.code.rawValue))")
        }
    }
}
