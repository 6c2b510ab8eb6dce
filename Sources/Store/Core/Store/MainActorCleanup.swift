// Why this exists: `isolated deinit` has a runtime floor (macOS 15.4, iOS 18.4 and the like)
// above the package's minimums, so an Apple build of the package goes through its
// back-deployment path, and at -O that path crashes the compiler on a generic class
// (swiftlang/swift#90625, #89896, #85308, #82523) and traps in an NSObject subclass's
// Objective-C deallocating thunk when the last reference drops off the main thread (#85500).
// A generic class or an NSObject subclass that must clean up on the main actor holds one of
// these instead: non-generic and pure Swift, the one shape of isolated deinit that compiles and
// runs there. Tests/Platform/check-deinits reads every class's deinit from the compiler's SIL
// and fails on the shapes above.

/// Runs its work on the main actor when it is released, from whatever thread drops the last
/// reference: the isolated cleanup of a class that must not have an isolated deinit itself.
@MainActor
package final class MainActorCleanup {
    private var work: (@MainActor () -> Void)?

    /// Runs `work` on the main actor once this is released.
    package init(_ work: @escaping @MainActor () -> Void) {
        self.work = work
    }

    /// Replaces the work to run, as a holder's cleanup grows after it was made.
    package func replace(with work: @escaping @MainActor () -> Void) {
        self.work = work
    }

    isolated deinit {
        work?()
    }
}
