/// The cold paths of scalars off the common path, and the sentences errors are made of.
extension FastTape {
    /// In the careful pass, the sentence for a value of the wrong kind; in the quick one, stop.
    @inline(never)
    func refusal(_ expected: @autoclosure () -> String, at index: Int) -> any Error {
        guard isCareful else { return FastDecodingFailed() }
        return mismatch(expected(), at: index)
    }

    /// A string with escapes, or a value that is not a string.
    @inline(never)
    func unusualString(at index: Int) throws -> String {
        guard entries[index].kind == .string else { throw refusal("a string", at: index) }
        return stringValue(at: index)
    }

    /// An integer as `T(text)` reads it, or why not.
    @inline(never)
    func unusualInteger<T: FixedWidthInteger>(_ type: T.Type, at index: Int) throws -> T {
        guard entries[index].kind == .number else { throw refusal("an integer (\(T.self))", at: index) }
        let text = numberText(at: index)
        if let value = T(text) { return value }
        guard isCareful else { throw FastDecodingFailed() }
        let at = Int(entries[index].at)
        if text.contains(where: { $0 == "." || $0 == "e" || $0 == "E" }) {
            throw error(at: at, "expected an integer (\(T.self)), found the number \(text)")
        }
        throw error(at: at, "the number \(text) is out of range for \(T.self) (\(T.min)...\(T.max))")
    }

    /// A number spelled `.infinity`, `-.infinity` or `.nan`, or one `T` cannot read, or why not.
    @inline(never)
    func unusualFloating<T: BinaryFloatingPoint & LosslessStringConvertible>(_ type: T.Type, at index: Int) throws -> T {
        let entry = entries[index]
        guard entry.kind == .number else { throw refusal("a number (\(T.self))", at: index) }
        switch entry.flag {
        case .infinity: return .infinity
        case .negativeInfinity: return -.infinity
        case .nan: return .nan
        default:
            let text = numberText(at: index)
            if let value = T(text) { return value }
            guard isCareful else { throw FastDecodingFailed() }
            throw error(at: Int(entry.at), "expected a number (\(T.self)), found \(text)")
        }
    }

    /// A string's contents, its escapes read.
    func stringValue(at index: Int) -> String {
        let entry = entries[index]
        return entry.flag == .escaped ? LiteralTape.unescaped(entry.start, entry.end, in: bytes) : text(entry.start, entry.end)
    }

    /// A number as written; `.infinity`, `-.infinity` and `.nan` however their names were.
    func numberText(at index: Int) -> String {
        switch entries[index].flag {
        case .infinity: return ".infinity"
        case .negativeInfinity: return "-.infinity"
        case .nan: return ".nan"
        default: return text(entries[index].start, entries[index].end)
        }
    }

    // MARK: Sentences

    func mismatch(_ expected: String, at index: Int) -> LiteralError {
        error(at: Int(entries[index].at), "expected \(expected), found \(kindDescription(index))")
    }

    /// How the value at `index` reads in an error message: `a string`, `the case .search`.
    func kindDescription(_ index: Int) -> String {
        let entry = entries[index]
        switch entry.kind {
        case .enumCase, .enumCaseWithArguments: return "the case .\(text(entry.start, entry.end))"
        case .tuple: return entry.count == 0 ? "()" : "a labelled tuple"
        case .array: return "an array"
        case .dictionary: return "a dictionary"
        case .string: return "the string \(LiteralSpelling.quoted(stringValue(at: index)))"
        case .number: return "the number \(numberText(at: index))"
        case .boolTrue: return "true"
        case .boolFalse: return "false"
        case .null: return "nil"
        }
    }

    func error(at offset: Int, _ message: String, suggestion: String? = nil) -> LiteralError {
        LiteralError(text: String(decoding: bytes, as: UTF8.self), offset: offset, message: message, suggestion: suggestion)
    }

    static func describe(_ error: any Error) -> String {
        guard let error = error as? DecodingError else { return "\(error)" }
        switch error {
        case .dataCorrupted(let context), .typeMismatch(_, let context),
             .keyNotFound(_, let context), .valueNotFound(_, let context):
            return context.debugDescription
        @unknown default:
            return "\(error)"
        }
    }
}
