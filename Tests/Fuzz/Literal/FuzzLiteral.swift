import HolidayFeature
@testable import Store

/// libFuzzer entry: any bytes, read as an action or a state of the holiday app in the text
/// syntax. Whatever decodes must encode to text that decodes to the same value, and whatever
/// the fast decoder reads, the full decoder must read to the same value; the one-pass encoder
/// must write what the tree encoder writes.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzLiteral(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    roundTrip(HolidayApp.Action.self, text)
    roundTrip(HolidayApp.State.self, text)
    roundTrip(HolidaysList.Action.self, text)
    return 0
}

private func roundTrip<T: Codable & Equatable>(_ type: T.Type, _ text: String) {
    let full = try? LiteralText.decodeFully(type, from: text)
    if let fast = LiteralFastDecoding.decode(type, from: text), fast != full {
        fatalError("the fast decoder read \(fast), the full one \(String(describing: full)): \(text)")
    }
    guard let value = try? LiteralText.decode(type, from: text) else { return }
    guard let encoded = try? LiteralText.encode(value) else {
        fatalError("decoded but cannot encode: \(text)")
    }
    // The one-pass encoder writes exactly what the tree encoder lays out.
    let tree = try? LiteralEncoding.encode(value, path: []).layout.inline
    guard FastEncoding.textWithoutFallback(of: value) == tree, encoded == tree else {
        fatalError("the one-pass encoder wrote \(encoded), the tree encoder \(String(describing: tree)): \(text)")
    }
    guard let again = try? LiteralText.decode(type, from: encoded), again == value else {
        fatalError("does not round-trip: \(text) -> \(encoded)")
    }
}
