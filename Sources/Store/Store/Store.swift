// `import Store` gives every module of Store that this platform builds: the store and its
// reducers (StoreCore), the SwiftUI and UIKit fronts, action logs, the console, attach and the
// explorer everywhere, and the command line (StoreTerminal) on macOS and Linux. An app that
// wants less imports the modules it uses (the README's "Modules").

@_exported import StoreCore
@_exported import StoreSwiftUI
@_exported import StoreUIKit
@_exported import StoreLogs
@_exported import StoreConsole
@_exported import StoreAttach
@_exported import StoreExplorer
// Package.swift builds StoreTerminal for macOS and Linux only; where it is not built, there is
// nothing to import.
#if canImport(StoreTerminal)
@_exported import StoreTerminal
#endif
