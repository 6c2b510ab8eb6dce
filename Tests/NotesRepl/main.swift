import Router
import Store

let program = ConsoleProgram(
    name: "notes-repl",
    initialState: ScreenStack(root: .list(NoteList.State())),
    reducer: notesApp, configuration: .stack(notesScreens)
)
await program.main()
