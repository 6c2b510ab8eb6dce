/// Limits that keep any input, however malformed or deep, from crashing or hanging the parser.
public enum LiteralLimits {
    /// The deepest nesting of cases, tuples, arrays and dictionaries.
    public static let maximumDepth = 256
    /// The longest text, in UTF-8 bytes, that one literal may have.
    public static let maximumLength = 4 << 20
}
