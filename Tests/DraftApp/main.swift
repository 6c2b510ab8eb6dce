import Foundation
import Store

// A headless app, as a server or a long-running tool is: its store opened to consoles at the
// path given, its own "front" the lines of its standard input (`edit TEXT`, `clear`, `quit`),
// each answered with `done` once what it started has settled.
//
//     draft-app PATH [--record FILE]
//
// `draft-app attach PATH` (and the rest of a console program's command line) is the ready-made
// console program of the same feature: any console program attaches to any app.
let arguments = CommandLine.arguments.dropFirst()
if let first = arguments.first, first.hasPrefix("-") || ["attach", "replay", "explore"].contains(first) {
    let program = ConsoleProgram(name: "draft-app", initialState: Draft.State(), reducer: Draft(), configuration: .init(render: Draft.render))
    await program.main()
}
guard let path = arguments.first else {
    FileHandle.standardError.write(Data("usage: draft-app PATH [--record FILE]\n".utf8))
    exit(2)
}
let store = Store(initialState: Draft.State(), reducer: Draft())
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

while let line = await nextLine() {
    if line == "quit" { break }
    if line.hasPrefix("edit ") {
        await store.send(.edited(String(line.dropFirst(5)))).finish()
    } else if line == "clear" {
        await store.send(.clearTapped).finish()
    } else if line == "state" {
        say("\(store.state)")
    }
    say("done")
}
consoles.close()
say("closed")
