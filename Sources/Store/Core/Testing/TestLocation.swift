/// Where in a test's source a ``TestStore`` step was written.
struct TestLocation: Sendable {
    let fileID: StaticString
    let filePath: StaticString
    let line: UInt
    let column: UInt
}
