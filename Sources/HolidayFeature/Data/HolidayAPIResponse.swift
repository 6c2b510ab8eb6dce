import Foundation

/// Reads holidayapi.com's answers leniently: fields the feature does not use are ignored, and
/// fields whose types have changed over the service's history are accepted in each form.
/// Everything here is a pure function of the status and the body, so it can be fuzzed.
enum HolidayAPIResponse {
    /// The largest answer accepted; a real year's list is well under 1 MiB.
    static let maxBodySize = 8 << 20

    /// The holidays of a `/v1/holidays` answer, sorted by date; entries without a name or a
    /// valid date are skipped.
    static func holidays(status: Int, body: Data, country code: String) throws(HolidayClientError) -> [Holiday] {
        let object = try payload(status: status, body: body)
        guard let list = object["holidays"] as? [Any] else {
            throw HolidayClientError("the answer from the holiday service has no list of holidays")
        }
        let holidays = list.compactMap { entry -> Holiday? in
            guard let fields = entry as? [String: Any],
                  let name = text(fields["name"]), !name.isEmpty,
                  let dateText = text(fields["date"]), let date = CalendarDate(iso: dateText)
            else { return nil }
            return Holiday(
                name: name,
                date: date,
                observed: text(fields["observed"]).flatMap { CalendarDate(iso: $0) },
                isPublic: flag(fields["public"]) ?? false,
                country: text(fields["country"])?.uppercased() ?? code.uppercased()
            )
        }
        return holidays.enumerated()
            .sorted { ($0.element.date, $0.offset) < ($1.element.date, $1.offset) }
            .map(\.element)
    }

    /// The countries of a `/v1/countries` answer, sorted by name.
    static func countries(status: Int, body: Data) throws(HolidayClientError) -> [Country] {
        let object = try payload(status: status, body: body)
        guard let list = object["countries"] as? [Any] else {
            throw HolidayClientError("the answer from the holiday service has no list of countries")
        }
        return Country.ordered(list.compactMap { entry -> Country? in
            guard let fields = entry as? [String: Any],
                  let code = text(fields["code"]), !code.isEmpty,
                  let name = text(fields["name"]), !name.isEmpty
            else { return nil }
            return Country(code: code.uppercased(), name: name)
        })
    }

    /// The answer's JSON object, or the error it stands for: the service's own `error` text
    /// when it gave one, otherwise what was wrong with the answer.
    static func payload(status: Int, body: Data) throws(HolidayClientError) -> [String: Any] {
        guard body.count <= maxBodySize else {
            throw HolidayClientError(
                "the answer from the holiday service is too large (\(body.count >> 20) MiB; the limit is \(maxBodySize >> 20) MiB)"
            )
        }
        let object = body.isEmpty ? nil : (try? JSONSerialization.jsonObject(with: body)) as? [String: Any]
        if let message = object.flatMap({ text($0["error"]) }), !message.isEmpty {
            throw HolidayClientError(message)
        }
        guard (200..<300).contains(status) else {
            throw HolidayClientError("the holiday service answered HTTP \(status) \(reason(status))")
        }
        guard let object else {
            if body.isEmpty { throw HolidayClientError("the holiday service sent an empty answer") }
            if endsTooSoon(body) { throw HolidayClientError("the holiday service sent an answer that was cut short (its JSON ends too soon)") }
            throw HolidayClientError("the holiday service sent an answer that is not JSON")
        }
        return object
    }

    /// Whether `body` is the start of a JSON object or array that stops before it is closed (a
    /// string left open, or brackets never closed): an answer cut short, not one in another
    /// format.
    static func endsTooSoon(_ body: Data) -> Bool {
        guard let first = body.first(where: { !(" \t\r\n".utf8).contains($0) }),
              first == UInt8(ascii: "{") || first == UInt8(ascii: "[") else { return false }
        var depth = 0
        var inString = false
        var escaped = false
        for byte in body {
            if inString {
                if escaped {
                    escaped = false
                } else if byte == UInt8(ascii: "\\") {
                    escaped = true
                } else if byte == UInt8(ascii: "\"") {
                    inString = false
                }
                continue
            }
            switch byte {
            case UInt8(ascii: "\""): inString = true
            case UInt8(ascii: "{"), UInt8(ascii: "["): depth += 1
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                depth -= 1
                if depth < 0 { return false }   // more closed than opened: malformed, not short
            default: break
            }
        }
        return inString || depth > 0
    }

    static func reason(_ status: Int) -> String {
        switch status {
        case 400: "(bad request)"
        case 401: "(unauthorized)"
        case 402: "(payment required)"
        case 403: "(forbidden)"
        case 404: "(not found)"
        case 429: "(too many requests)"
        case 500: "(internal server error)"
        case 502: "(bad gateway)"
        case 503: "(service unavailable)"
        case 504: "(gateway timeout)"
        default: "with no message"
        }
    }

    /// A string, or a number written as one.
    static func text(_ value: Any?) -> String? {
        switch value {
        case let string as String: string
        case let number as NSNumber: number.stringValue
        default: nil
        }
    }

    /// A boolean, written as one, as a number or as a string.
    static func flag(_ value: Any?) -> Bool? {
        switch value {
        case let string as String: ["true", "1", "yes"].contains(string.lowercased())
        case let number as NSNumber: number.boolValue
        default: nil
        }
    }
}
