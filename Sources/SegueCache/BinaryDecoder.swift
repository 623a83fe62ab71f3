import Foundation

// MARK: - Decoding

final class BinaryDecoder: Decoder {
    let bytes: [UInt8]
    var offset = 0
    private var keys: [String] = []
    let userInfo: [CodingUserInfoKey: Any]
    var codingPath: [CodingKey] { [] }

    init(bytes: [UInt8], userInfo: [CodingUserInfoKey: Any]) {
        self.bytes = bytes
        self.userInfo = userInfo
    }

    func corrupt(_ message: String) -> DecodingError {
        .dataCorrupted(.init(codingPath: [], debugDescription: "corrupt cache entry at byte \(offset): \(message)"))
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        if BinaryEncoder.hasDynamicKeys(type) { return KeyedDecodingContainer(try DynamicKeyedReader<Key>(decoder: self)) }
        return KeyedDecodingContainer(KeyedReader<Key>(decoder: self, remaining: try readCount()))
    }

    func unkeyedContainer() throws -> UnkeyedDecodingContainer {
        UnkeyedReader(decoder: self, count: try readCount())
    }

    func singleValueContainer() throws -> SingleValueDecodingContainer { SingleValueReader(decoder: self) }

    func readCount() throws -> Int {
        guard offset + 4 <= bytes.count else { throw corrupt("truncated count") }
        let value = Int(bytes[offset]) | Int(bytes[offset + 1]) << 8 | Int(bytes[offset + 2]) << 16 | Int(bytes[offset + 3]) << 24
        offset += 4
        // Every entry or element takes at least one byte: a larger count is corrupt.
        guard value <= bytes.count - offset else { throw corrupt("count \(value) past the end") }
        return value
    }

    func readByte() throws -> UInt8 {
        guard offset < bytes.count else { throw corrupt("truncated") }
        defer { offset += 1 }
        return bytes[offset]
    }

    func readVarint() throws -> UInt64 {
        var value: UInt64 = 0
        var shift: UInt64 = 0
        while true {
            let byte = try readByte()
            guard shift < 64 else { throw corrupt("varint too long") }
            value |= UInt64(byte & 0x7F) << shift
            if byte < 0x80 { return value }
            shift += 7
        }
    }

    func readSigned() throws -> Int64 {
        let raw = try readVarint()
        return Int64(bitPattern: (raw >> 1) ^ (0 &- (raw & 1)))
    }

    func readInt() throws -> Int {
        let value = try readSigned()
        guard let int = Int(exactly: value) else { throw corrupt("integer out of range") }
        return int
    }

    func readString() throws -> String {
        let length = try readVarint()
        guard length <= UInt64(bytes.count - offset) else { throw corrupt("string past the end") }
        let end = offset + Int(length)
        let string = bytes.withUnsafeBufferPointer { buffer -> String? in
            let text = UnsafeBufferPointer(rebasing: buffer[offset..<end])
            // Most strings are ASCII, always valid: decoding them skips the generic validation.
            if text.allSatisfy({ $0 < 0x80 }) { return String(decoding: text, as: UTF8.self) }
            return String(validating: text, as: UTF8.self)
        }
        guard let string else { throw corrupt("invalid UTF-8") }
        offset = end
        return string
    }

    func readBool() throws -> Bool {
        switch try readByte() {
        case 0: return false
        case 1: return true
        default: throw corrupt("invalid Bool")
        }
    }

    /// The next key's name and where its value starts, without consuming it.
    func peekKey() throws -> (name: String, end: Int, isNew: Bool) {
        let start = offset
        defer { offset = start }
        let index = try readVarint()
        if index == 0 {
            let name = try readString()
            return (name, offset, true)
        }
        guard index <= UInt64(keys.count) else { throw corrupt("unknown key") }
        return (keys[Int(index - 1)], offset, false)
    }

    func consumeKey(_ peeked: (name: String, end: Int, isNew: Bool)) {
        if peeked.isNew { keys.append(peeked.name) }
        offset = peeked.end
    }

    /// Where the next entry's value starts if its key is `name` (without consuming it), and
    /// whether the key is spelled out there; `nil` for another key. Compares the key in place:
    /// `peekKey` copies it out, and a keyed container asks about every field, present or not.
    func peekKey(named name: String) throws -> (end: Int, isNew: Bool)? {
        let start = offset
        defer { offset = start }
        let index = try readVarint()
        if index == 0 { return try readString() == name ? (offset, true) : nil }
        guard index <= UInt64(keys.count) else { throw corrupt("unknown key") }
        return keys[Int(index - 1)] == name ? (offset, false) : nil
    }

    /// Consumes the entry `peekKey(named: name)` found.
    func consumeKey(named name: String, _ peeked: (end: Int, isNew: Bool)) {
        if peeked.isNew { keys.append(name) }
        offset = peeked.end
    }

    func read<T: Decodable>(_ type: T.Type) throws -> T {
        if type == String.self { return try readString() as! T }
        if type == Int.self { return try readInt() as! T }
        if type == Bool.self { return try readBool() as! T }
        if type == UInt64.self { return try readVarint() as! T }
        if type == Double.self { return Double(bitPattern: try readVarint()) as! T }
        if type == [UInt8].self {
            let count = try readVarint()
            guard count <= UInt64(bytes.count - offset) else { throw corrupt("bytes past the end") }
            defer { offset += Int(count) }
            return Array(bytes[offset..<offset + Int(count)]) as! T
        }
        // Lists of plain values, read as an unkeyed container reads them, without one for every element.
        if type == [String].self { return try readList(readString) as! T }
        if type == [UInt64].self { return try readList(readVarint) as! T }
        if type == [Int].self { return try readList(readInt) as! T }
        return try T(from: self)
    }

    /// A count, then that many elements.
    private func readList<Element>(_ element: () throws -> Element) throws -> [Element] {
        let count = try readCount()
        var list: [Element] = []
        list.reserveCapacity(count)
        for _ in 0..<count { list.append(try element()) }
        return list
    }

    func readInteger<I: FixedWidthInteger & SignedInteger>(_ type: I.Type) throws -> I {
        guard let value = I(exactly: try readSigned()) else { throw corrupt("integer out of range") }
        return value
    }

    func readInteger<I: FixedWidthInteger & UnsignedInteger>(_ type: I.Type) throws -> I {
        guard let value = I(exactly: try readVarint()) else { throw corrupt("integer out of range") }
        return value
    }
}

/// A class: keyed decoding is non-mutating, yet the reader counts the entries it has consumed.
private final class KeyedReader<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let decoder: BinaryDecoder
    var remaining: Int

    init(decoder: BinaryDecoder, remaining: Int) {
        self.decoder = decoder
        self.remaining = remaining
    }
    var codingPath: [CodingKey] { [] }

    var allKeys: [Key] {
        guard remaining > 0, let next = try? decoder.peekKey() else { return [] }
        return Key(stringValue: next.name).map { [$0] } ?? []
    }

    func contains(_ key: Key) -> Bool {
        guard remaining > 0, let next = try? decoder.peekKey(named: key.stringValue) else { return false }
        return next != nil
    }

    /// Consumes `key`, which must be the next entry.
    private func enter(_ key: Key) throws {
        guard remaining > 0 else { throw decoder.corrupt("missing \(key.stringValue)") }
        guard let next = try decoder.peekKey(named: key.stringValue) else {
            throw decoder.corrupt("expected \(key.stringValue), found \(try decoder.peekKey().name)")
        }
        decoder.consumeKey(named: key.stringValue, next)
        remaining -= 1
    }

    /// Consumes `key` if it is the next entry (an optional field written only when it has a value).
    private func enterIfPresent(_ key: Key) throws -> Bool {
        guard remaining > 0, let next = try decoder.peekKey(named: key.stringValue) else { return false }
        decoder.consumeKey(named: key.stringValue, next)
        remaining -= 1
        return true
    }

    func decodeNil(forKey key: Key) throws -> Bool { !contains(key) }

    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
        try enter(key)
        return try decoder.read(type)
    }

    func decode(_ type: String.Type, forKey key: Key) throws -> String {
        try enter(key)
        return try decoder.readString()
    }
    func decode(_ type: Int.Type, forKey key: Key) throws -> Int {
        try enter(key)
        return try decoder.readInt()
    }
    func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool {
        try enter(key)
        return try decoder.readBool()
    }

    func decodeIfPresent<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T? {
        try enterIfPresent(key) ? try decoder.read(type) : nil
    }

    func decodeIfPresent(_ type: String.Type, forKey key: Key) throws -> String? {
        try enterIfPresent(key) ? try decoder.readString() : nil
    }

    func decodeIfPresent(_ type: Int.Type, forKey key: Key) throws -> Int? {
        try enterIfPresent(key) ? try decoder.readInt() : nil
    }

    func decodeIfPresent(_ type: Bool.Type, forKey key: Key) throws -> Bool? {
        try enterIfPresent(key) ? try decoder.readBool() : nil
    }

    func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws -> KeyedDecodingContainer<
        NestedKey
    > {
        try enter(key)
        return try decoder.container(keyedBy: type)
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> UnkeyedDecodingContainer {
        try enter(key)
        return try decoder.unkeyedContainer()
    }

    func superDecoder() throws -> Decoder { decoder }
    func superDecoder(forKey key: Key) throws -> Decoder {
        try enter(key)
        return decoder
    }
}

/// The entries `DynamicKeyedWriter` wrote, all listed when the container is opened; each value
/// is decoded on its own from its bytes.
private struct DynamicKeyedReader<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let decoder: BinaryDecoder
    private var entries: [String: Range<Int>] = [:]
    let allKeys: [Key]
    var codingPath: [CodingKey] { [] }

    init(decoder: BinaryDecoder) throws {
        self.decoder = decoder
        var keys: [Key] = []
        for _ in 0..<(try decoder.readCount()) {
            let name = try decoder.readString()
            let length = try decoder.readVarint()
            guard length <= UInt64(decoder.bytes.count - decoder.offset) else { throw decoder.corrupt("entry past the end") }
            let end = decoder.offset + Int(length)
            guard entries.updateValue(decoder.offset..<end, forKey: name) == nil, let key = Key(stringValue: name) else {
                throw decoder.corrupt("duplicate or invalid key \(name)")
            }
            keys.append(key)
            decoder.offset = end
        }
        allKeys = keys
    }

    func contains(_ key: Key) -> Bool { entries[key.stringValue] != nil }

    /// A decoder over the bytes of `key`'s value alone.
    private func entry(_ key: Key) throws -> BinaryDecoder {
        guard let range = entries[key.stringValue] else { throw decoder.corrupt("missing \(key.stringValue)") }
        return BinaryDecoder(bytes: Array(decoder.bytes[range]), userInfo: decoder.userInfo)
    }

    func decodeNil(forKey key: Key) throws -> Bool { !contains(key) }

    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
        let entry = try entry(key)
        let value = try entry.read(type)
        guard entry.offset == entry.bytes.count else { throw decoder.corrupt("trailing bytes in \(key.stringValue)") }
        return value
    }

    func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws -> KeyedDecodingContainer<
        NestedKey
    > {
        try entry(key).container(keyedBy: type)
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> UnkeyedDecodingContainer {
        try entry(key).unkeyedContainer()
    }

    func superDecoder() throws -> Decoder { decoder }
    func superDecoder(forKey key: Key) throws -> Decoder { try entry(key) }
}

private struct UnkeyedReader: UnkeyedDecodingContainer {
    let decoder: BinaryDecoder
    let count: Int?
    private(set) var currentIndex = 0
    var codingPath: [CodingKey] { [] }
    var isAtEnd: Bool { currentIndex >= (count ?? 0) }

    init(decoder: BinaryDecoder, count: Int) {
        self.decoder = decoder
        self.count = count
    }

    private mutating func next() throws {
        guard !isAtEnd else { throw decoder.corrupt("read past the last element") }
        currentIndex += 1
    }

    mutating func decodeNil() throws -> Bool { false }

    mutating func decode<T: Decodable>(_ type: T.Type) throws -> T {
        try next()
        return try decoder.read(type)
    }

    mutating func decode(_ type: Int.Type) throws -> Int {
        try next()
        return try decoder.readInt()
    }
    mutating func decode(_ type: String.Type) throws -> String {
        try next()
        return try decoder.readString()
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws -> KeyedDecodingContainer<NestedKey>
    {
        try next()
        return try decoder.container(keyedBy: type)
    }

    mutating func nestedUnkeyedContainer() throws -> UnkeyedDecodingContainer {
        try next()
        return try decoder.unkeyedContainer()
    }

    mutating func superDecoder() throws -> Decoder {
        try next()
        return decoder
    }
}

private struct SingleValueReader: SingleValueDecodingContainer {
    let decoder: BinaryDecoder
    var codingPath: [CodingKey] { [] }

    /// Consumes a 0 presence byte; leaves a 1 for `decode` to consume.
    func decodeNil() -> Bool {
        guard decoder.offset < decoder.bytes.count, decoder.bytes[decoder.offset] == 0 else { return false }
        decoder.offset += 1
        return true
    }

    private func present() throws {
        guard try decoder.readByte() == 1 else { throw decoder.corrupt("expected a value") }
    }

    func decode<T: Decodable>(_ type: T.Type) throws -> T {
        try present()
        return try decoder.read(type)
    }
    func decode(_ type: String.Type) throws -> String {
        try present()
        return try decoder.readString()
    }
    func decode(_ type: Bool.Type) throws -> Bool {
        try present()
        return try decoder.readBool()
    }
    func decode(_ type: Double.Type) throws -> Double {
        try present()
        return Double(bitPattern: try decoder.readVarint())
    }
    func decode(_ type: Float.Type) throws -> Float {
        try present()
        guard let bits = UInt32(exactly: try decoder.readVarint()) else { throw decoder.corrupt("invalid Float") }
        return Float(bitPattern: bits)
    }
    func decode(_ type: Int.Type) throws -> Int {
        try present()
        return try decoder.readInteger(type)
    }
    func decode(_ type: Int8.Type) throws -> Int8 {
        try present()
        return try decoder.readInteger(type)
    }
    func decode(_ type: Int16.Type) throws -> Int16 {
        try present()
        return try decoder.readInteger(type)
    }
    func decode(_ type: Int32.Type) throws -> Int32 {
        try present()
        return try decoder.readInteger(type)
    }
    func decode(_ type: Int64.Type) throws -> Int64 {
        try present()
        return try decoder.readInteger(type)
    }
    func decode(_ type: UInt.Type) throws -> UInt {
        try present()
        return try decoder.readInteger(type)
    }
    func decode(_ type: UInt8.Type) throws -> UInt8 {
        try present()
        return try decoder.readInteger(type)
    }
    func decode(_ type: UInt16.Type) throws -> UInt16 {
        try present()
        return try decoder.readInteger(type)
    }
    func decode(_ type: UInt32.Type) throws -> UInt32 {
        try present()
        return try decoder.readInteger(type)
    }
    func decode(_ type: UInt64.Type) throws -> UInt64 {
        try present()
        return try decoder.readVarint()
    }
}
