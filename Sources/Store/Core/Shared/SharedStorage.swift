import Foundation
import StoreSupport
import StoreText

/// Where a shared value is kept between runs: a file, or memory in tests and replays. The app
/// reads it when it starts, and ``Reducer/persisting(_:in:fileID:filePath:line:column:)`` writes it after each change.
///
/// ```swift
/// enum LogbookStorageKey: DependencyKey {
///     static let liveValue = SharedStorage<Logbook>.file("logbook.txt")
///     // a test that does not provide it fails, naming `logbookStorage`,
///     // and gets `.inMemory()`
/// }
///
/// let logbook = storage.load(orElse: Logbook()) { problem in
///     print(problem)
/// }
/// ```
public struct SharedStorage<Value: Sendable>: Sendable {
    /// Reads the value kept; `nil` when none is kept yet. It throws a message for people.
    public var read: @Sendable () throws -> Value?
    /// Keeps `value`, in place of what was kept. It throws a message for people.
    public var write: @Sendable (Value) throws -> Void

    /// Storage that reads and writes as these say.
    public init(read: @escaping @Sendable () throws -> Value?, write: @escaping @Sendable (Value) throws -> Void) {
        self.read = read
        self.write = write
    }

    /// Keeps the value in memory, starting from `value`: what a test or a replay uses.
    public static func inMemory(_ value: Value? = nil) -> Self {
        let kept = Locked(value)
        return Self(read: { kept.withLock { $0 } }, write: { value in kept.withLock { $0 = value } })
    }

    /// The value kept, or `fallback` when none is: a value that cannot be read is reported to
    /// `problem` in one line, and the app goes on with `fallback`.
    public func load(orElse fallback: @autoclosure () -> Value, problem: (String) -> Void) -> Value {
        do {
            return try read() ?? fallback()
        } catch {
            problem("\(error)")
            return fallback()
        }
    }
}

extension SharedStorage where Value: Codable {
    /// Keeps the value in the file at `path`, as its literal text on one line. A file that does
    /// not read back is moved aside (`logbook.txt` to `logbook.txt.corrupt`, or `.corrupt-2`
    /// and on), never overwritten, and reading says so; writing replaces the file whole.
    public static func file(_ path: String) -> Self {
        let file = SharedFile(path: path)
        return Self(read: { try file.read(Value.self) }, write: { try file.write($0) })
    }
}

/// A dependency value with a harmless stand-in, which a test that did not provide the
/// dependency gets (after failing, naming it) instead of the live value: ``SharedStorage`` in
/// memory, so no test writes the app's file.
public protocol TestStandIn: Sendable {
    /// What a test that did not provide the dependency gets.
    static var testStandIn: Self { get }
}

extension SharedStorage: TestStandIn {
    /// Storage in memory, starting empty.
    public static var testStandIn: SharedStorage { .inMemory() }
}

extension DependencyKey where Value: TestStandIn {
    /// The stand-in, after failing the test that did not provide the dependency, naming it.
    public static var testValue: Value {
        DependencyValues.reportUnprovided(String(describing: Self.self))
        return Value.testStandIn
    }
}

/// A message for people, from reading or writing kept values.
struct SharedStorageError: Error, CustomStringConvertible {
    let description: String
}

/// The file behind ``SharedStorage/file(_:)``: writes are serialized, each replaces the file
/// whole (a new file moved over the old), so a reader never sees half a value.
final class SharedFile: Sendable {
    let path: String
    /// Why the file must not be written: it did not read back and could not be moved aside.
    private let refusal = Locked<String?>(nil)

    init(path: String) {
        self.path = path
    }

    func read<Value: Decodable>(_ type: Value.Type) throws -> Value? {
        try refusal.withLock { refusal -> Value? in
            let url = URL(fileURLWithPath: path)
            let data: Data
            do {
                data = try Data(contentsOf: url)
            } catch CocoaError.fileReadNoSuchFile {
                return nil
            } catch {
                throw SharedStorageError(description: "\(path): cannot be read (\(Self.reason(error))); starting without it")
            }
            let text = String(decoding: data, as: UTF8.self)
            do {
                return try LiteralText.decode(Value.self, from: text.hasSuffix("\n") ? String(text.dropLast()) : text)
            } catch {
                let aside: String
                do {
                    aside = try moveAside()
                } catch let problem as SharedStorageError {
                    refusal = "\(path) did not read back and could not be moved aside, so it is not overwritten"
                    throw problem
                }
                let what = (error as? LiteralError)?.summary ?? "\(error)"
                throw SharedStorageError(description: "\(path):\(what); kept aside as \(aside), starting without it")
            }
        }
    }

    func write<Value: Encodable>(_ value: Value) throws {
        let text = try LiteralText.encode(value) + "\n"
        try refusal.withLock { refusal in
            if let refusal { throw SharedStorageError(description: refusal) }
            do {
                try Data(text.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
            } catch {
                throw SharedStorageError(description: "\(path): cannot be written (\(Self.reason(error)))")
            }
        }
    }

    /// Moves the unreadable file to the first free name of `path.corrupt`, `path.corrupt-2`, ….
    private func moveAside() throws -> String {
        let manager = FileManager.default
        var aside = path + ".corrupt"
        var number = 1
        while manager.fileExists(atPath: aside) {
            number += 1
            aside = path + ".corrupt-\(number)"
        }
        do {
            try manager.moveItem(atPath: path, toPath: aside)
        } catch {
            throw SharedStorageError(description: "\(path): does not read back, and cannot be moved aside (\(Self.reason(error))); starting without it, and it will not be overwritten")
        }
        return aside
    }

    private static func reason(_ error: any Error) -> String {
        if let error = error as? CocoaError, let underlying = error.userInfo[NSUnderlyingErrorKey] as? NSError {
            return underlying.localizedDescription
        }
        return (error as NSError).localizedDescription
    }
}
