extension Console {
    /// A session command of the front's own, beside the console's (`:open PATH`, say).
    public struct MetaCommand {
        /// What follows the colon.
        public let name: String
        /// What the argument is, for `:help`; `nil` when it takes none.
        public let argument: String?
        /// What it does, for `:help`.
        public let summary: String
        /// Runs it with the argument; a thrown message is printed as the error.
        public let run: (_ argument: String, _ console: Console) async throws(CommandError) -> Void
        /// The arguments Tab offers for what is typed so far (those that start as it does are
        /// kept).
        public let completions: (_ typed: String, _ console: Console) -> [String]

        /// A command `:name` that `run` carries out, with the arguments `completions` offers.
        public init(
            name: String, argument: String? = nil, summary: String,
            completions: @escaping (_ typed: String, _ console: Console) -> [String] = { _, _ in [] },
            run: @escaping (_ argument: String, _ console: Console) async throws(CommandError) -> Void
        ) {
            self.name = name
            self.argument = argument
            self.summary = summary
            self.completions = completions
            self.run = run
        }
    }
}
