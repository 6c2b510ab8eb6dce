#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads a file line by line through one reusable buffer, so memory stays flat however long
/// the file is.
final class LineReader {
    private let descriptor: Int32
    private var buffer: [UInt8]
    private var start = 0
    private var end = 0
    private var atEnd = false
    private let maximumLength: Int
    /// The number of the line last returned, from 1.
    private(set) var lineNumber = 0

    init(path: String, maximumLength: Int) throws(ActionLogError) {
        descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else {
            throw ActionLogError(kind: .unavailable, line: nil, message: "cannot read the log \(path): \(POSIXFile.reason)")
        }
        buffer = [UInt8](repeating: 0, count: 1 << 16)
        self.maximumLength = maximumLength
    }

    deinit {
        if descriptor >= 0 { close(descriptor) }
    }

    /// The next line's bytes without its newline, passed to `body`; `complete` is false for a
    /// last line that the file ends in the middle of. `nil` at the end of the file.
    func next<T>(_ body: (UnsafeBufferPointer<UInt8>, _ complete: Bool) throws(ActionLogError) -> T) throws(ActionLogError) -> T? {
        var searchFrom = start
        while true {
            if let newline = firstNewline(from: searchFrom) {
                lineNumber += 1
                let lineStart = start
                start = newline + 1
                return try buffer.withUnsafeBufferPointer { all throws(ActionLogError) in
                    try body(UnsafeBufferPointer(rebasing: all[lineStart..<newline]), true)
                }
            }
            if atEnd {
                guard start < end else { return nil }
                lineNumber += 1
                let lineStart = start
                start = end
                return try buffer.withUnsafeBufferPointer { all throws(ActionLogError) in
                    try body(UnsafeBufferPointer(rebasing: all[lineStart..<end]), false)
                }
            }
            let scanned = end - start
            try fill()
            searchFrom = start + scanned
        }
    }

    private func firstNewline(from index: Int) -> Int? {
        var position = index
        while position < end {
            if buffer[position] == 0x0A { return position }
            position += 1
        }
        return nil
    }

    private func fill() throws(ActionLogError) {
        if start > 0 {
            buffer.withUnsafeMutableBufferPointer { all in
                guard let base = all.baseAddress else { return }
                memmove(base, base + start, end - start)
            }
            end -= start
            start = 0
        }
        if end == buffer.count {
            guard buffer.count < maximumLength else {
                throw ActionLogError(
                    kind: .damaged, line: lineNumber + 1,
                    message: "the line is longer than \(maximumLength) bytes"
                )
            }
            buffer.append(contentsOf: repeatElement(0, count: min(buffer.count, maximumLength - buffer.count)))
        }
        let read = buffer.withUnsafeMutableBytes { all in
            POSIXFile.read(descriptor, into: all.baseAddress! + end, count: all.count - end)
        }
        guard let count = read else {
            throw ActionLogError(kind: .unavailable, line: lineNumber + 1, message: "cannot read the log: \(POSIXFile.reason)")
        }
        if count == 0 { atEnd = true }
        end += count
    }
}
