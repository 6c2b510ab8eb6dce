@testable import StoreCore
import Testing

/// The comparison of watched bytes sees a difference at any place, in any length.
@Suite struct SameBytesTests {
    @Test func aDifferenceAtAnyByteOfAnyLengthIsSeen() {
        let a = UnsafeMutableRawPointer.allocate(byteCount: 64, alignment: 16)
        let b = UnsafeMutableRawPointer.allocate(byteCount: 64, alignment: 16)
        defer { a.deallocate(); b.deallocate() }
        for count in 0...64 {
            a.initializeMemory(as: UInt8.self, repeating: 7, count: 64)
            b.initializeMemory(as: UInt8.self, repeating: 7, count: 64)
            #expect(sameBytes(a, b, count), "\(count) equal bytes")
            for place in 0..<count {
                b.storeBytes(of: 8, toByteOffset: place, as: UInt8.self)
                #expect(!sameBytes(a, b, count), "byte \(place) of \(count)")
                b.storeBytes(of: 7, toByteOffset: place, as: UInt8.self)
            }
            // A difference just past the end is not one.
            if count < 64 {
                b.storeBytes(of: 8, toByteOffset: count, as: UInt8.self)
                #expect(sameBytes(a, b, count), "past \(count)")
            }
        }
    }
}
