#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

// What `Store` asks of the system beyond files (Platform.swift): symbols, bytes, the standard
// error and the bounds of a thread's stack. Each call is written against both Glibc's and
// Darwin's declarations.

/// The rest of what the package asks of the system.
package enum Platform {
    /// The address of the symbol `name` in the process, looked up everywhere (`RTLD_DEFAULT`:
    /// 0 on Glibc, -2 on Darwin, where `dlsym` adds the leading `_` itself).
    package static func symbol(named name: String) -> UnsafeMutableRawPointer? {
        #if canImport(Darwin)
        return dlsym(UnsafeMutableRawPointer(bitPattern: -2), name)
        #elseif canImport(Glibc)
        return dlsym(nil, name)
        #else
        return nil
        #endif
    }

    /// Whether `count` bytes at `a` and `b` are equal.
    @inline(__always)
    package static func bytesEqual(_ a: UnsafeRawPointer, _ b: UnsafeRawPointer, count: Int) -> Bool {
        memcmp(a, b, count) == 0
    }

    /// Moves `count` bytes from `source` to `destination`; the two may overlap.
    package static func moveBytes(_ destination: UnsafeMutableRawPointer, _ source: UnsafeRawPointer, count: Int) {
        memmove(destination, source, count)
    }

    /// Writes `bytes` to standard error at once, for a warning printed from anywhere.
    package static func writeError(_ text: String) {
        _ = POSIXFile.write(2, text)
    }

    /// The lowest and the highest address of the running thread's stack; `nil` when the system
    /// does not say. Darwin's pool threads have 512 KiB (Linux's 8 MiB): deep recursion checks
    /// against it.
    static func stackBounds() -> (bottom: UInt, top: UInt)? {
        #if canImport(Glibc)
        // Glibc's module declares no GNU extensions: `pthread_getattr_np` is looked up.
        typealias GetAttributes = @convention(c) (pthread_t, UnsafeMutablePointer<pthread_attr_t>) -> Int32
        guard let found = symbol(named: "pthread_getattr_np") else { return nil }
        var attributes = pthread_attr_t()
        guard unsafeBitCast(found, to: GetAttributes.self)(pthread_self(), &attributes) == 0 else { return nil }
        defer { pthread_attr_destroy(&attributes) }
        var (address, size): (UnsafeMutableRawPointer?, Int) = (nil, 0)
        guard pthread_attr_getstack(&attributes, &address, &size) == 0, let address else { return nil }
        return (UInt(bitPattern: address), UInt(bitPattern: address) + UInt(size))
        #elseif canImport(Darwin)
        // Darwin gives the stack's top (highest address) and size; `pthread_t` is a pointer there.
        let thread = pthread_self()
        let top = UInt(bitPattern: pthread_get_stackaddr_np(thread))
        return (top - UInt(pthread_get_stacksize_np(thread)), top)
        #else
        return nil
        #endif
    }

    /// How the running thread's stack pointer is read where a local's address does not tell
    /// (the address sanitizer keeps locals on a "fake stack" on the heap, to catch a use after
    /// return): `getcontext`, looked up (Glibc's module does not declare it), saves the
    /// registers, the stack pointer among them. `nil` where it is not there (Darwin, musl) or
    /// the processor is neither x86-64 nor AArch64.
    static let stackPointerReader: StackPointerReader? = {
        #if canImport(Glibc)
        guard let found = symbol(named: "getcontext"), let mcontext = MemoryLayout<ucontext_t>.offset(of: \.uc_mcontext) else { return nil }
        // Where the stack pointer lies in `mcontext_t`, by the machine `uname` names (the
        // platform checks read no `#if arch`): x86-64's `gregs[REG_RSP]` (15), and AArch64's
        // `sp`, after `fault_address` and `regs[31]`.
        var names = utsname()
        guard uname(&names) == 0 else { return nil }
        let machine = withUnsafeBytes(of: names.machine) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
        let offset: Int
        switch machine {
        case "x86_64": offset = mcontext + 15 * 8
        case "aarch64": offset = mcontext + 8 + 31 * 8
        default: return nil
        }
        return StackPointerReader(getContext: unsafeBitCast(found, to: StackPointerReader.GetContext.self), offset: offset)
        #else
        return nil
        #endif
    }()
}

/// Reads the running thread's real stack pointer (see ``Platform/stackPointerReader``): a
/// system call each time, so only where nothing cheaper tells.
struct StackPointerReader: Sendable {
    #if canImport(Glibc)
    typealias GetContext = @convention(c) (UnsafeMutablePointer<ucontext_t>) -> Int32
    let getContext: GetContext
    /// Where the stack pointer lies in a `ucontext_t`.
    let offset: Int

    /// The stack pointer as it is in this call, or `nil` if `getcontext` failed.
    @inline(never)
    func read() -> UInt? {
        var context = ucontext_t()
        guard getContext(&context) == 0 else { return nil }
        return withUnsafeBytes(of: &context) { $0.load(fromByteOffset: offset, as: UInt.self) }
    }
    #else
    func read() -> UInt? { nil }
    #endif
}
