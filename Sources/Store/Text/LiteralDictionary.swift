/// Dictionaries print as `["key": value]`, sorted by key, not as labelled tuples.
protocol LiteralDictionary {
    func encodeEntries(into value: EncodedValue, path: [any CodingKey]) throws
    func writeEntries(to encoding: FastEncoding, key: (any CodingKey)?) throws
}

extension Dictionary: LiteralDictionary where Key: Encodable, Value: Encodable {
    func encodeEntries(into encoded: EncodedValue, path: [any CodingKey]) throws {
        encoded.kind = .dictionary
        encoded.entries = []
        for (key, value) in self {
            let keyText = try FallbackEncoding.encode(key, path: path).text
            encoded.entries.append((keyText, try FallbackEncoding.encode(value, path: path), false))
        }
    }

    /// Writes `["key": value, …]` sorted by the keys' text: each entry is written, cut out of
    /// the bytes, then all are written again in order. `key` leads to the dictionary, and so
    /// to its keys and values.
    func writeEntries(to encoding: FastEncoding, key pathKey: (any CodingKey)?) throws {
        if isEmpty { return encoding.write("[:]") }
        let mark = encoding.count
        let level = encoding.frames.count
        var written: [(key: String, value: [UInt8])] = []
        written.reserveCapacity(count)
        for (key, value) in self {
            try encoding.encodeValue(key, key: pathKey)
            let keyText = String(decoding: encoding.written(since: mark), as: UTF8.self)
            encoding.count = mark
            try encoding.encodeValue(value, key: pathKey)
            written.append((keyText, Array(encoding.written(since: mark))))
            encoding.count = mark
            // An entry that wrote into a container below the dictionary ended it.
            guard encoding.frames.count == level else { throw encoding.giveUp() }
        }
        written.sort { $0.key < $1.key }
        encoding.write("[")
        for (index, entry) in written.enumerated() {
            if index > 0 { encoding.write(LiteralSpelling.separator) }
            encoding.writeText(entry.key)
            encoding.write(LiteralSpelling.labelSeparator)
            entry.value.withUnsafeBufferPointer { encoding.write($0) }
        }
        encoding.write("]")
    }
}
