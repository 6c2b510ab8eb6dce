/// Whether `explore --jobs` can start worker processes here: on macOS and Linux. Foundation's
/// `Process` is on macOS and Mac Catalyst only among Apple's platforms (its page lists no iOS,
/// iPadOS, tvOS, watchOS or visionOS); an app built for an iPad or iPhone, Mac Catalyst's
/// among them, has no command line to start again, so there `--jobs` walks in this process
/// and says so.
enum WorkerProcesses {
    #if os(macOS) || os(Linux)
    static let canStart = true
    #else
    static let canStart = false
    #endif

    /// Why no worker is started where `canStart` is false.
    static let unavailable = "this platform starts no worker processes (worker processes are started on macOS and Linux only)"
}
