// What Swift's Darwin overlay adds to the C declarations, with the overlay's own signatures:
// `errno`, the non-variadic `open`, `fcntl` and `ioctl`, the `S_IF…` constants as `mode_t`,
// `SIG_IGN`/`SIG_DFL`, `stdout`, and `TIOCGWINSZ`/`TIOCSWINSZ` as UInts. Used by ../check-darwin-types.
@_exported import CDarwinStub

public var errno: Int32 {
    get { __error().pointee }
    set { __error().pointee = newValue }
}

public func open(_ path: UnsafePointer<CChar>, _ oflag: Int32) -> Int32 { __stub_open(path, oflag, 0) }
public func open(_ path: UnsafePointer<CChar>, _ oflag: Int32, _ mode: mode_t) -> Int32 { __stub_open(path, oflag, Int32(mode)) }
public func fcntl(_ fd: Int32, _ cmd: Int32, _ value: Int32) -> Int32 { __stub_fcntl(fd, cmd, value) }
public func ioctl(_ fd: Int32, _ request: UInt, _ pointer: UnsafeMutableRawPointer) -> Int32 { __stub_ioctl(fd, request, pointer) }

public var stdout: UnsafeMutablePointer<FILE> { __stdoutp }

public var S_IFMT: mode_t { mode_t(0o170000) }
public var S_IFDIR: mode_t { mode_t(0o040000) }
public var S_IFSOCK: mode_t { mode_t(0o140000) }
public var SIG_DFL: sig_t? { nil }
public var SIG_IGN: sig_t { unsafeBitCast(1, to: sig_t.self) }
public var TIOCGWINSZ: UInt { 0x4008_7468 }
public var TIOCSWINSZ: UInt { 0x8008_7467 }
