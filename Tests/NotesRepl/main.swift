import Foundation
import Router
import Store

let program = ConsoleProgram(name: "notes-repl", initialState: ScreenStack(root: .list(NoteList.State())), reducer: notesApp, configuration: .stack(notesScreens))
exit(await program.run())
