import Foundation
import HolidayFeature
import Store

/// libFuzzer entry: any bytes as an action log file, read entry by entry and replayed purely.
/// Every failure must be a thrown `ActionLogError` with a line number inside the file.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzActionLog(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Data(bytes: data, count: size)
    guard FileManager.default.createFile(atPath: scratch, contents: bytes) else { fatalError("cannot write \(scratch)") }
    let lines = bytes.reduce(into: 1) { count, byte in if byte == UInt8(ascii: "\n") { count += 1 } }
    do {
        _ = try ActionLog.replay(scratch, reducer: HolidayApp(), withDependencies: { $0.holidayClient = .failing("no data while fuzzing") })
    } catch {
        if let line = error.line, !(1...lines).contains(line) {
            fatalError("error names line \(line) of a \(lines)-line file: \(error)")
        }
    }
    return 0
}

private let scratch = (FileManager.default.fileExists(atPath: "/dev/shm") ? "/dev/shm/" : NSTemporaryDirectory())
    + "fuzz-action-log-\(getpid()).log"
