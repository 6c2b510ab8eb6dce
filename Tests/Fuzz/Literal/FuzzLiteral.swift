import HolidayFeature
@testable import StoreText
@testable import StoreCore
@testable import StoreConsole
@testable import StoreAttach

/// libFuzzer entry: any bytes, read as an action or a state of the holiday app in the text
/// syntax. Whatever decodes must encode to text that decodes to the same value, and whatever
/// the decoder's quick pass reads, its careful pass must read to the same value; the one-pass
/// encoder must write what its fallback writes, and the pretty text must read back.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzLiteral(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    roundTrip(HolidayApp.Action.self, text)
    roundTrip(HolidayApp.State.self, text)
    roundTrip(HolidaysList.Action.self, text)
    return 0
}

private func roundTrip<T: Codable & Equatable>(_ type: T.Type, _ text: String) {
    let careful = try? LiteralDecoding.decode(type, from: text, pass: .carefulOnly)
    if let quick = try? LiteralDecoding.decode(type, from: text, pass: .quickOnly), quick != careful {
        fatalError("the quick pass read \(quick), the careful one \(String(describing: careful)): \(text)")
    }
    guard let value = try? LiteralText.decode(type, from: text) else { return }
    guard let encoded = try? LiteralText.encode(value) else {
        fatalError("decoded but cannot encode: \(text)")
    }
    // The one-pass encoder writes exactly what its fallback writes.
    let fallback = try? FallbackEncoding.text(of: value)
    guard FastEncoding.textWithoutFallback(of: value) == fallback, encoded == fallback else {
        fatalError("the one-pass encoder wrote \(encoded), its fallback \(String(describing: fallback)): \(text)")
    }
    // Pretty printing lays out that text, and reads back the same.
    guard let pretty = try? LiteralText.pretty(value), let back = try? LiteralText.decode(type, from: pretty), back == value else {
        fatalError("the pretty text does not read back: \(text)")
    }
    guard let again = try? LiteralText.decode(type, from: encoded), again == value else {
        fatalError("does not round-trip: \(text) -> \(encoded)")
    }
}
