import Foundation
import Store

// A headless app, as a server or a long-running tool is: its store opened to consoles at the
// path given, its own "front" the lines of its standard input (`edit TEXT`, `clear`, `quit`),
// each answered with `done` once what it started has settled.
//
//     draft-app PATH [--record FILE] [--desk] [--graceful-stop]
//
// With `--desk`, the draft is one screen of a larger app (a ``Desk`` that archives drafts), and
// the consoles attach to that screen alone: a scope of the desk's store. Its front then also
// takes `archive` (the desk empties the draft) and `owner NAME` (the desk alone changes).
//
// `draft-app attach PATH` (and the rest of a console program's command line) is the ready-made
// console program of the same feature: any console program attaches to any app.
let arguments = CommandLine.arguments.dropFirst()
if let first = arguments.first, first.hasPrefix("-") || ["attach", "replay", "explore"].contains(first) {
    let program = ConsoleProgram(name: "draft-app", initialState: Draft.State(), reducer: Draft(), configuration: .init(render: Draft.render))
    await program.main()
}
guard let path = arguments.first else {
    FileHandle.standardError.write(Data("usage: draft-app PATH [--record FILE] [--desk]\n".utf8))
    exit(2)
}
// With `--graceful-stop`, the app stops itself on SIGTERM, as a server does: its own handler,
// installed before the consoles are accepted, is the one that runs.
if arguments.contains("--graceful-stop") {
    signal(SIGTERM) { _ in
        let text = "graceful stop\n"
        _ = text.withCString { write(1, $0, strlen($0)) }
        _exit(0)
    }
}
await serve(at: path)

/// The app: its stores and their listener live here, not in globals, so they are let go of
/// before the program ends, as a well-behaved program's are. (An object the program still
/// holds at its end, once it had a weak reference, is reported by LeakSanitizer: the runtime
/// keeps the pointer to its weak-reference table packed in the object's reference count,
/// where the leak checker cannot see it.)
@MainActor func serve(at path: String) async {
    let desk = Store(initialState: Desk.State(), reducer: Desk())
    let store = arguments.contains("--desk") ? desk.scope(state: \.draft, action: Desk.Action.draft) : Store(initialState: Draft.State(), reducer: Draft())
    let consoles: ConsoleListener
    do {
        consoles = try store.acceptConsoles(at: path, reducer: Draft(), configuration: .init(render: Draft.render))
        if let flag = arguments.firstIndex(of: "--record"), arguments.index(after: flag) < arguments.endIndex {
            try consoles.record(to: arguments[arguments.index(after: flag)])
        }
    } catch {
        FileHandle.standardError.write(Data("draft-app: \(error)\n".utf8))
        exit(2)
    }
    say("listening at \(path)")

    while let line = await nextLine() {
        if line == "quit" { break }
        if line.hasPrefix("edit ") {
            await store.send(.edited(String(line.dropFirst(5)))).finish()
        } else if line == "clear" {
            await store.send(.clearTapped).finish()
        } else if line == "archive" {
            await desk.send(.archiveTapped).finish()
        } else if line.hasPrefix("owner ") {
            await desk.send(.ownerChanged(String(line.dropFirst(6)))).finish()
        } else if line == "state" {
            say("\(store.state)")
        } else if line == "desk" {
            say("\(desk.state)")
        }
        say("done")
    }
    consoles.close()
    say("closed")
}

/// Writes `text` as a line of standard output at once (a test waits for it).
func say(_ text: String) {
    FileHandle.standardOutput.write(Data((text + "\n").utf8))
}

/// The next line of standard input, read off the main actor so consoles are served meanwhile.
func nextLine() async -> String? {
    await withCheckedContinuation { continuation in
        Thread { continuation.resume(returning: readLine()) }.start()
    }
}
