import StoreCore

extension Console {
    /// The names `:fault` takes: each of the feature's faults (``/StoreCore/NamedFaults``), then `none`;
    /// empty when it names none.
    package var faultNames: [String] { values.faultSwitch?.names ?? [] }

    /// `:fault NAME`: switches on the feature's fault `NAME` (`none`: off), records it in the
    /// log as `% fault NAME`, and shows the screen.
    func switchFault(_ name: String) {
        guard let faults = values.faultSwitch else {
            return fail("`:fault`: this app names no faults (a feature names them by conforming to NamedFaults)")
        }
        if let problem = faults.switchOn(name) { return fail(problem) }
        recordSetting(Fault.settingName, name)
        if let fault = faults.faults.first(where: { $0.name == name }) {
            note("fault \(name) on: \(fault.summary); `:fault none` switches it off")
        } else {
            note("no fault: the dependencies answer as they do")
        }
        printScreen()
    }
}
