import Foundation
import TestSupport

// A stand-in for a test process, for the test that kills one: it starts the program its
// arguments name as the tests start programs (RunningProgram), its standard input read from
// INPUT (a FIFO the test holds open, so the program's input does not end with this process),
// says the program's pid, and waits until it is killed.
//     tied-parent INPUT PROGRAM [ARGUMENT...]
let arguments = Array(CommandLine.arguments.dropFirst())
guard arguments.count >= 2 else {
    FileHandle.standardError.write(Data("usage: tied-parent INPUT PROGRAM [ARGUMENT...]\n".utf8))
    exit(2)
}
let app = try RunningProgram(URL(fileURLWithPath: arguments[1]), Array(arguments.dropFirst(2)), stdin: .file(arguments[0]))
FileHandle.standardOutput.write(Data("app pid: \(app.processIdentifier)\n".utf8))
while true { sleep(60) }
