import StoreCore

extension SessionValues {
    /// Follows a `% fault NAME` line of a log on `line`: the fault switched, or why it cannot be.
    func switchFault(_ name: String, line: Int) throws(ActionLogError) {
        guard let faults else {
            throw ActionLogError(kind: .damaged, line: line, message: "the log switches on the fault `\(name)`, and this app names no faults")
        }
        if let problem = faults.switchOn(name) { throw ActionLogError(kind: .damaged, line: line, message: "`% fault \(name)`: " + problem) }
    }
}
