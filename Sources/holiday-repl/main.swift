import Foundation

let invocation: Invocation
do {
    invocation = try Options.parse(Array(CommandLine.arguments.dropFirst()))
} catch {
    Terminal.err("holiday-repl: \(String(describing: error).drawable)")
    exit(2)
}

switch invocation {
case .help:
    Terminal.out(Options.usage)
case .version:
    Terminal.out(Options.version)
case .session(let options):
    exit(await Run.session(options))
case .replay(let options):
    exit(await Run.replay(options))
}
