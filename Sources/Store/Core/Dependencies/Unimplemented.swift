/// An endpoint of a dependency's test value that fails the running test when it is called,
/// naming itself: what a key's `testValue` is made of, so that a test that provides one
/// endpoint (`$0.speechClient.status = { .denied }`) finds every other one failing instead
/// of reaching the live one. A throwing endpoint throws ``UnimplementedEndpoint`` after failing.
///
/// ```swift
/// enum SpeechClientKey: DependencyKey {
///     static let liveValue = SpeechClient.live
///     static let testValue = SpeechClient(
///         status: unimplemented(
///             "speechClient.status", placeholder: .notDetermined
///         ),
///         transcribe: unimplemented("speechClient.transcribe")
///     )
/// }
/// ```
///
/// Name it as a test would set it, `property.endpoint`: the failure tells the test to write
/// `$0.speechClient.transcribe = …`.
public func unimplemented<each Argument, Result>(
    _ name: String,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) -> @Sendable (repeat each Argument) throws -> Result {
    let location = TestLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    return { (_: repeat each Argument) throws -> Result in
        UnimplementedEndpoint.report(name, at: location)
        throw UnimplementedEndpoint(name: name)
    }
}

/// An endpoint that fails the running test when it is called, naming itself, and returns
/// `placeholder`: for endpoints that cannot throw.
///
/// ```swift
/// status: unimplemented("speechClient.status", placeholder: .notDetermined)
/// ```
public func unimplemented<each Argument, Result>(
    _ name: String,
    placeholder: @autoclosure @escaping @Sendable () -> Result,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) -> @Sendable (repeat each Argument) -> Result {
    let location = TestLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    return { (_: repeat each Argument) -> Result in
        UnimplementedEndpoint.report(name, at: location)
        return placeholder()
    }
}

/// An endpoint that returns nothing and fails the running test when it is called, naming
/// itself. Leave `returning` out: it tells this function from the one for endpoints that throw.
///
/// ```swift
/// stop: unimplemented("speechClient.stop")
/// ```
public func unimplemented<each Argument>(
    _ name: String,
    returning: Void.Type = Void.self,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) -> @Sendable (repeat each Argument) -> Void {
    let location = TestLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    return { (_: repeat each Argument) in
        UnimplementedEndpoint.report(name, at: location)
    }
}

/// What an ``unimplemented(_:fileID:filePath:line:column:)`` endpoint throws after failing
/// the test: the endpoint was called, and the test did not provide it.
public struct UnimplementedEndpoint: Error, CustomStringConvertible {
    /// The endpoint, as its `unimplemented` call named it.
    public let name: String

    /// One line: which endpoint, and how a test provides it.
    public var description: String {
        "`\(name)` was called, and the test did not provide it; provide it where the feature is run: TestStore(initialState:reducer:) { $0.\(name) = … }"
    }

    /// Fails the running test at `location` (the `unimplemented` call), or warns outside a test.
    static func report(_ name: String, at location: TestLocation) {
        let message = UnimplementedEndpoint(name: name).description
        if TestFailureReporter.recordInStep(message, at: location) { return }
        RuntimeWarnings.report(message, inRelease: true)
    }
}
