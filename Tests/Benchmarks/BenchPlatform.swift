#if canImport(Glibc)
@preconcurrency import Glibc
#elseif canImport(Darwin)
@preconcurrency import Darwin
#endif

// The benchmark's calls to the C library: its output's buffering, starting a program and
// measuring a process's peak memory. Written against both Glibc's and Darwin's declarations;
// the comments say where they differ.
enum BenchPlatform {
    /// Writes each printed line as it is printed, into a pipe or a file as to a terminal: a
    /// scenario's line shows when it is measured, not when the run ends.
    static func printLineByLine() {
        _ = setvbuf(stdout, nil, _IOLBF, 0)
    }

    /// This process's peak resident memory, in KiB.
    static func selfPeakKiB() -> Int {
        var usage = rusage()
        #if canImport(Darwin)
        getrusage(RUSAGE_SELF, &usage)             // a plain Int32 macro on Darwin
        #else
        getrusage(RUSAGE_SELF.rawValue, &usage)    // a case of `enum __rusage_who` on Glibc
        #endif
        return kibibytes(usage.ru_maxrss)
    }

    /// This process's resident memory now, in KiB: `/proc/self/statm`'s second number (pages) on
    /// Linux; Darwin has no such file, and gives its peak instead.
    static func residentKiB() -> Int {
        #if canImport(Glibc)
        guard let file = fopen("/proc/self/statm", "r") else { return selfPeakKiB() }
        defer { fclose(file) }
        var size = 0, resident = 0
        guard withUnsafeMutablePointer(to: &size, { size in
            withUnsafeMutablePointer(to: &resident) { resident in
                withVaList([size, resident]) { vfscanf(file, "%ld %ld", $0) }
            }
        }) == 2 else { return selfPeakKiB() }
        return resident * Int(sysconf(Int32(_SC_PAGESIZE))) / 1024
        #else
        return selfPeakKiB()
        #endif
    }

    /// `ru_maxrss` in KiB: Linux counts it in KiB, macOS in bytes.
    static func kibibytes(_ maxrss: Int) -> Int {
        #if canImport(Darwin)
        return maxrss / 1024
        #else
        return maxrss
        #endif
    }

    /// Runs `path` with the file `input` as its standard input and its output thrown away,
    /// waits for it, and returns its peak memory in KiB; `nil` when it could not start.
    static func spawn(_ path: String, arguments: [String], input: String, environment: [String: String]) -> Int? {
        #if canImport(Darwin)
        var actions: posix_spawn_file_actions_t? = nil   // `typedef void *` on Darwin
        #else
        var actions = posix_spawn_file_actions_t()       // a struct on Glibc
        #endif
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, input, O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let argv = ([path] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { envp.forEach { free($0) } }
        var pid: pid_t = 0
        guard posix_spawn(&pid, path, &actions, nil, argv, envp) == 0 else { return nil }
        var status: Int32 = 0
        var usage = rusage()
        _ = wait4(pid, &status, 0, &usage)
        return kibibytes(usage.ru_maxrss)
    }
}
