import StoreSupport

/// Reads a file line by line through one reusable buffer, so memory stays flat however long
/// the file is.
final class LineReader {
    private let descriptor: Int32
    /// The bytes read and not yet returned lie from `start` to `end`.
    private var buffer: UnsafeMutableBufferPointer<UInt8>
    private var start = 0
    private var end = 0
    private var atEnd = false
    private let maximumLength: Int
    /// The number of the line last returned, from 1.
    private(set) var lineNumber = 0

    init(path: String, maximumLength: Int) throws(ActionLogError) {
        // A folder opens for reading on Linux, and fails at its first read: said as what it is.
        if POSIXFile.isFolder(path) {
            throw ActionLogError(kind: .unavailable, line: nil, message: "cannot read the log \(path): it is a folder; give a log file in it")
        }
        guard let descriptor = POSIXFile.open(path, .read) else {
            throw ActionLogError(kind: .unavailable, line: nil, message: "cannot read the log \(path): \(POSIXFile.reason)")
        }
        self.descriptor = descriptor
        buffer = .allocate(capacity: 1 << 16)
        self.maximumLength = maximumLength
    }

    deinit {
        POSIXFile.close(descriptor)
        buffer.deallocate()
    }

    /// The next line's bytes without its newline, valid until the next call; `complete` is
    /// false for a last line that the file ends in the middle of. `nil` at the end of the file.
    func nextLine() throws(ActionLogError) -> (bytes: UnsafeBufferPointer<UInt8>, complete: Bool)? {
        var searchFrom = start
        while true {
            if let newline = firstNewline(from: searchFrom) {
                lineNumber += 1
                let lineStart = start
                start = newline + 1
                return (UnsafeBufferPointer(rebasing: buffer[lineStart..<newline]), true)
            }
            if atEnd {
                guard start < end else { return nil }
                lineNumber += 1
                let lineStart = start
                start = end
                return (UnsafeBufferPointer(rebasing: buffer[lineStart..<end]), false)
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
            if let base = buffer.baseAddress { Platform.moveBytes(base, base + start, count: end - start) }
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
            let larger = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: min(buffer.count * 2, maximumLength))
            _ = larger.initialize(from: buffer[0..<end])
            buffer.deallocate()
            buffer = larger
        }
        guard let count = POSIXFile.read(descriptor, into: buffer.baseAddress! + end, count: buffer.count - end) else {
            throw ActionLogError(kind: .unavailable, line: lineNumber + 1, message: "cannot read the log: \(POSIXFile.reason)")
        }
        if count == 0 { atEnd = true }
        end += count
    }
}
