import Foundation
@testable import StoreSupport
import Testing

/// The room a parser or decoder measures is the thread's real stack, in every build: under the
/// address sanitizer a local's address is on the sanitizer's "fake stack" on the heap, and a
/// measure taken from it refused every nested value ("1 levels") or let one overflow.
@Suite struct StackRoomTests {
    /// Runs `body` on a new thread with a `kilobytes` stack.
    static func onThread<Value: Sendable>(kilobytes: Int, _ body: @escaping @Sendable () -> Value) async -> Value {
        await withCheckedContinuation { continuation in
            let thread = Thread { continuation.resume(returning: body()) }
            thread.stackSize = kilobytes << 10
            thread.start()
        }
    }

    /// Where the stack is used down to, and the thread's stack, on the running thread.
    static func measured() -> (here: UInt, bounds: (bottom: UInt, top: UInt)?) {
        (StackRoom.here(), Platform.stackBounds())
    }

    @Test func whatIsMeasuredLiesOnTheThreadsOwnStack() async throws {
        for (here, bounds) in [Self.measured(), await Self.onThread(kilobytes: 512) { Self.measured() }] {
            let bounds = try #require(bounds, "this system says where a thread's stack is")
            #expect(here > bounds.bottom && here < bounds.top, "\(String(here, radix: 16)) in \(String(bounds.bottom, radix: 16))..<\(String(bounds.top, radix: 16))")
        }
    }

    @inline(never)
    static func deeper(_ levels: Int) -> UInt {
        var padding = (UInt64(levels), UInt64(0), UInt64(0), UInt64(0))
        let here = levels == 0 ? StackRoom.here() : deeper(levels - 1)
        return withUnsafeMutablePointer(to: &padding) { $0.pointee.0 == UInt64.max ? 0 : here }
    }

    @Test func aDeeperLevelHasLessRoom() async {
        let (shallow, deep) = await Self.onThread(kilobytes: 512) { (Self.deeper(0), Self.deeper(50)) }
        #expect(deep < shallow)
    }

    @Test func aLevelNearTheTopOfASmallStackHasRoom() async {
        #expect(await Self.onThread(kilobytes: 512) { StackRoom.enough(above: StackRoom.limit) })
    }
}
