/// Whether the running thread has stack enough for one more level of a deep recursion (a
/// literal nested 256 levels, say): a thread of Swift's pool has 512 KiB on Darwin, and a debug
/// build's frames are large. A parser or decoder that asks at each level stops with an error
/// instead of overflowing the stack.
package enum StackRoom {
    /// What is kept free below a level that goes on: enough for the error path and one level
    /// of a user's own `init(from:)`.
    static let margin: UInt = 96 << 10

    private final class Bottom {
        let limit: UInt
        init() {
            guard let bounds = Platform.stackBounds() else {
                limit = 0
                return
            }
            let bottom = bounds.bottom + StackRoom.margin
            let local = StackRoom.localAddress()
            if local >= bounds.bottom, local < bounds.top {
                limit = bottom
            } else if let reader = Platform.stackPointerReader, let pointer = reader.read(), pointer >= bounds.bottom, pointer < bounds.top {
                // A local is not on this thread's stack (the address sanitizer's fake stack):
                // each level reads the stack pointer itself, as the limit's low bit says.
                limit = bottom | StackRoom.readsStackPointer
            } else {
                // Nothing says where this thread's stack is used up to: nothing is refused.
                limit = 0
            }
        }
    }

    /// Set in a limit when a local's address is not on the thread's stack (the address
    /// sanitizer, which catches a use after return, keeps locals on a stack of its own on the
    /// heap): the stack pointer is read instead, a system call a level (see
    /// ``Platform/stackPointerReader``). A limit is otherwise even (a page plus ``margin``).
    static let readsStackPointer: UInt = 1

    private static let bottoms = PerThread { Bottom() }

    /// The lowest address a level may start at on this thread: read once per parse or decode.
    package static var limit: UInt { bottoms.current.limit }

    /// Whether a level that starts here stays above `limit`.
    @inline(__always)
    package static func enough(above limit: UInt) -> Bool {
        if limit & readsStackPointer == 0 { return localAddress() > limit }
        return enoughByStackPointer(above: limit & ~readsStackPointer)
    }

    /// The address of a local of the caller's frame: on the thread's stack, except under the
    /// address sanitizer.
    @inline(__always)
    static func localAddress() -> UInt {
        var marker: UInt8 = 0
        return withUnsafeMutablePointer(to: &marker) { UInt(bitPattern: $0) }
    }

    /// Where this thread's stack is used down to now, as ``enough(above:)`` measures it: the
    /// address of a local, or the stack pointer where a local is kept elsewhere.
    static func here() -> UInt {
        if limit & readsStackPointer == 0 { return localAddress() }
        return Platform.stackPointerReader?.read() ?? 0
    }

    @inline(never)
    private static func enoughByStackPointer(above limit: UInt) -> Bool {
        guard let pointer = Platform.stackPointerReader?.read() else { return true }
        return pointer > limit
    }

    /// The error a parser or decoder reports when the stack runs short at `depth` levels.
    package static func message(atDepth depth: Int) -> String {
        "the value nests too deep for this thread's stack (\(depth) levels); decode it on a thread with a larger stack"
    }
}
