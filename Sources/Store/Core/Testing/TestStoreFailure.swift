/// Why a ``TestStore`` step failed: the step, where it was written, and what differed.
public struct TestStoreFailure: Error, CustomStringConvertible, Sendable {
    /// The step that failed, as `step 3, send(.increment)`.
    public let step: String
    /// What went wrong, with expected and actual values line by line.
    public let message: String
    /// The file of the failing step, as `Module/File.swift`.
    public let fileID: String
    /// The line of the failing step.
    public let line: UInt

    /// The step and what went wrong, as a test failure shows them.
    public var description: String { "TestStore failed at \(step): \(message)" }
}
