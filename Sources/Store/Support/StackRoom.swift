/// Whether the running thread has stack enough for one more level of a deep recursion (a
/// literal nested 256 levels, say): a thread of Swift's pool has 512 KiB on Darwin, and a debug
/// build's frames are large. A parser or decoder that asks at each level stops with an error
/// instead of overflowing the stack.
enum StackRoom {
    /// What is kept free below a level that goes on: enough for the error path and one level
    /// of a user's own `init(from:)`.
    static let margin: UInt = 96 << 10

    private final class Bottom {
        let limit: UInt
        init() { limit = Platform.stackBottom().map { $0 + StackRoom.margin } ?? 0 }
    }

    private static let bottoms = PerThread { Bottom() }

    /// The lowest address a level may start at on this thread: read once per parse or decode.
    static var limit: UInt { bottoms.current.limit }

    /// Whether a level that starts here stays above `limit`.
    @inline(__always)
    static func enough(above limit: UInt) -> Bool {
        var marker: UInt8 = 0
        return withUnsafeMutablePointer(to: &marker) { UInt(bitPattern: $0) } > limit
    }

    /// The error a parser or decoder reports when the stack runs short at `depth` levels.
    static func message(atDepth depth: Int) -> String {
        "the value nests too deep for this thread's stack (\(depth) levels); decode it on a thread with a larger stack"
    }
}
