/// This package's version, as the README's "What changed" names it; `holiday-repl --version`
/// prints it too.
///
/// ```swift
/// print(StoreLibrary.version)   // "2.8.0"
/// ```
public enum StoreLibrary {
    /// The version: a major step for every change a user's code could notice (see the README).
    public static let version = "2.8.0"
}
