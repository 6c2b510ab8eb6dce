import Foundation
@testable import HolidayFeature

/// libFuzzer entry: any bytes as the body of a holidayapi.com answer, with each status the
/// service uses. Decoding must answer with holidays or a `HolidayClientError`, never crash.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzResponse(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let body = Data(bytes: data, count: size)
    for status in [200, 400, 429, 500] {
        _ = try? HolidayAPIResponse.holidays(status: status, body: body, country: "US")
        _ = try? HolidayAPIResponse.countries(status: status, body: body)
    }
    return 0
}
