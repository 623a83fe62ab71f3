import Foundation

/// A compact binary form for `Codable` values, used by the facts cache (JSON spent most of a cold
/// run writing it). Values are written in the order `encode(to:)` visits them, which is the order
/// synthesized `init(from:)` reads them:
///
/// - integers as LEB128 varints (signed ones zigzag-encoded), `Bool` as one byte, floating point
///   as its IEEE bit pattern, strings as a varint length and UTF-8 bytes;
/// - a keyed container as a 4-byte entry count followed by (key, value) pairs. A key is a varint
///   index into the keys seen so far in this value, or 0 followed by the new key's name. Keys let
///   `decodeIfPresent`, `contains` and `allKeys` (synthesized enums) see what was written; the
///   count stops a nested container from reading its parent's entries;
/// - an unkeyed container as a 4-byte element count followed by the elements.
///
/// - a value written through a single-value container (an `Optional`, a raw-value enum, other
///   integer widths) as a presence byte, then the value (see `SingleValueWriter`).
///
/// Anything malformed makes decoding throw, never trap. Not supported: dictionaries (their decoder
/// asks for `allKeys` up front, and a keyed container here only knows its next key); the facts
/// have none, and a round-trip test covers every fact.
public enum BinaryCoder {
    /// The bytes of `value`.
    public static func encode<Value: Encodable>(_ value: Value) throws -> [UInt8] {
        let encoder = BinaryEncoder()
        try value.encode(to: encoder)
        return encoder.bytes
    }

    /// The value `bytes` encode; throws on anything malformed.
    public static func decode<Value: Decodable>(
        _ type: Value.Type, from bytes: [UInt8],
        userInfo: [CodingUserInfoKey: Any] = [:]
    ) throws -> Value {
        let decoder = BinaryDecoder(bytes: bytes, userInfo: userInfo)
        let value = try Value(from: decoder)
        guard decoder.offset == bytes.count else { throw decoder.corrupt("trailing bytes") }
        return value
    }
}

// MARK: - Encoding

final class BinaryEncoder: Encoder {
    var bytes: [UInt8] = []
    private var keyIndexes: [String: Int] = [:]
    var codingPath: [CodingKey] { [] }
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    init() { bytes.reserveCapacity(1024) }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        KeyedEncodingContainer(KeyedWriter<Key>(encoder: self, countSlot: reserveCount()))
    }

    func unkeyedContainer() -> UnkeyedEncodingContainer {
        UnkeyedWriter(encoder: self, countSlot: reserveCount())
    }

    func singleValueContainer() -> SingleValueEncodingContainer { SingleValueWriter(encoder: self) }

    func reserveCount() -> Int {
        bytes.append(contentsOf: [0, 0, 0, 0])
        return bytes.count - 4
    }

    func setCount(_ count: Int, at slot: Int) {
        let value = UInt32(truncatingIfNeeded: count)
        bytes[slot] = UInt8(truncatingIfNeeded: value)
        bytes[slot + 1] = UInt8(truncatingIfNeeded: value >> 8)
        bytes[slot + 2] = UInt8(truncatingIfNeeded: value >> 16)
        bytes[slot + 3] = UInt8(truncatingIfNeeded: value >> 24)
    }

    func writeVarint(_ value: UInt64) {
        var value = value
        while value >= 0x80 {
            bytes.append(UInt8(truncatingIfNeeded: value) | 0x80)
            value >>= 7
        }
        bytes.append(UInt8(value))
    }

    func writeSigned(_ value: Int64) {
        writeVarint(UInt64(bitPattern: (value << 1) ^ (value >> 63)))
    }

    func writeString(_ value: String) {
        var value = value
        value.withUTF8 { utf8 in
            writeVarint(UInt64(utf8.count))
            bytes.append(contentsOf: utf8)
        }
    }

    func writeKey(_ key: CodingKey) {
        let name = key.stringValue
        if let index = keyIndexes[name] {
            writeVarint(UInt64(index + 1))
        } else {
            keyIndexes[name] = keyIndexes.count
            writeVarint(0)
            writeString(name)
        }
    }

    /// Checks the static type, not the value: a cast would see the `String` inside an
    /// `Optional<String>` and skip the optional's presence byte.
    func write<T: Encodable>(_ value: T) throws {
        if T.self == String.self {
            writeString(value as! String)
        } else if T.self == Int.self {
            writeSigned(Int64(value as! Int))
        } else if T.self == Bool.self {
            bytes.append(value as! Bool ? 1 : 0)
        } else if T.self == UInt64.self {
            writeVarint(value as! UInt64)
        } else if T.self == Double.self {
            writeVarint((value as! Double).bitPattern)
        } else {
            try value.encode(to: self)
        }
    }

}

private struct KeyedWriter<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let encoder: BinaryEncoder
    let countSlot: Int
    private var count = 0
    var codingPath: [CodingKey] { [] }

    init(encoder: BinaryEncoder, countSlot: Int) {
        self.encoder = encoder
        self.countSlot = countSlot
    }

    private mutating func entry(_ key: Key) {
        count += 1
        encoder.setCount(count, at: countSlot)
        encoder.writeKey(key)
    }

    mutating func encodeNil(forKey key: Key) throws {
        throw EncodingError.invalidValue(
            Optional<Int>.none as Any, .init(codingPath: [key], debugDescription: "nil is written by omission"))
    }

    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
        entry(key)
        try encoder.write(value)
    }

    mutating func encode(_ value: String, forKey key: Key) throws {
        entry(key)
        encoder.writeString(value)
    }
    mutating func encode(_ value: Int, forKey key: Key) throws {
        entry(key)
        encoder.writeSigned(Int64(value))
    }
    mutating func encode(_ value: Bool, forKey key: Key) throws {
        entry(key)
        encoder.bytes.append(value ? 1 : 0)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type, forKey key: Key)
        -> KeyedEncodingContainer<NestedKey>
    {
        entry(key)
        return encoder.container(keyedBy: keyType)
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> UnkeyedEncodingContainer {
        entry(key)
        return encoder.unkeyedContainer()
    }

    mutating func superEncoder() -> Encoder { encoder }
    mutating func superEncoder(forKey key: Key) -> Encoder {
        entry(key)
        return encoder
    }
}

private struct UnkeyedWriter: UnkeyedEncodingContainer {
    let encoder: BinaryEncoder
    let countSlot: Int
    private(set) var count = 0
    var codingPath: [CodingKey] { [] }

    init(encoder: BinaryEncoder, countSlot: Int) {
        self.encoder = encoder
        self.countSlot = countSlot
    }

    private mutating func element() {
        count += 1
        encoder.setCount(count, at: countSlot)
    }

    mutating func encodeNil() throws {
        throw EncodingError.invalidValue(
            Optional<Int>.none as Any, .init(codingPath: [], debugDescription: "nil elements are not supported"))
    }

    mutating func encode<T: Encodable>(_ value: T) throws {
        element()
        try encoder.write(value)
    }

    mutating func encode(_ value: Int) throws {
        element()
        encoder.writeSigned(Int64(value))
    }
    mutating func encode(_ value: String) throws {
        element()
        encoder.writeString(value)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
        element()
        return encoder.container(keyedBy: keyType)
    }

    mutating func nestedUnkeyedContainer() -> UnkeyedEncodingContainer {
        element()
        return encoder.unkeyedContainer()
    }

    mutating func superEncoder() -> Encoder {
        element()
        return encoder
    }
}

/// Every value written through a single-value container is preceded by a presence byte: 1, or 0
/// for `encodeNil`. That is how an `Optional` (which encodes itself through one) reads back, and
/// the only cost for raw-value enums is that byte.
private struct SingleValueWriter: SingleValueEncodingContainer {
    let encoder: BinaryEncoder
    var codingPath: [CodingKey] { [] }

    mutating func encodeNil() throws { encoder.bytes.append(0) }

    mutating func encode<T: Encodable>(_ value: T) throws {
        encoder.bytes.append(1)
        try encoder.write(value)
    }

    mutating func encode(_ value: String) throws {
        encoder.bytes.append(1)
        encoder.writeString(value)
    }
    mutating func encode(_ value: Bool) throws {
        encoder.bytes.append(1)
        encoder.bytes.append(value ? 1 : 0)
    }
    mutating func encode(_ value: Double) throws {
        encoder.bytes.append(1)
        encoder.writeVarint(value.bitPattern)
    }
    mutating func encode(_ value: Float) throws {
        encoder.bytes.append(1)
        encoder.writeVarint(UInt64(value.bitPattern))
    }
    mutating func encode(_ value: Int) throws {
        encoder.bytes.append(1)
        encoder.writeSigned(Int64(value))
    }
    mutating func encode(_ value: Int8) throws {
        encoder.bytes.append(1)
        encoder.writeSigned(Int64(value))
    }
    mutating func encode(_ value: Int16) throws {
        encoder.bytes.append(1)
        encoder.writeSigned(Int64(value))
    }
    mutating func encode(_ value: Int32) throws {
        encoder.bytes.append(1)
        encoder.writeSigned(Int64(value))
    }
    mutating func encode(_ value: Int64) throws {
        encoder.bytes.append(1)
        encoder.writeSigned(value)
    }
    mutating func encode(_ value: UInt) throws {
        encoder.bytes.append(1)
        encoder.writeVarint(UInt64(value))
    }
    mutating func encode(_ value: UInt8) throws {
        encoder.bytes.append(1)
        encoder.writeVarint(UInt64(value))
    }
    mutating func encode(_ value: UInt16) throws {
        encoder.bytes.append(1)
        encoder.writeVarint(UInt64(value))
    }
    mutating func encode(_ value: UInt32) throws {
        encoder.bytes.append(1)
        encoder.writeVarint(UInt64(value))
    }
    mutating func encode(_ value: UInt64) throws {
        encoder.bytes.append(1)
        encoder.writeVarint(value)
    }
}

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
        KeyedDecodingContainer(KeyedReader<Key>(decoder: self, remaining: try readCount()))
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
        let string = bytes.withUnsafeBufferPointer { buffer in
            String(validating: UnsafeBufferPointer(rebasing: buffer[offset..<end]), as: UTF8.self)
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

    func read<T: Decodable>(_ type: T.Type) throws -> T {
        if type == String.self { return try readString() as! T }
        if type == Int.self { return try readInt() as! T }
        if type == Bool.self { return try readBool() as! T }
        if type == UInt64.self { return try readVarint() as! T }
        if type == Double.self { return Double(bitPattern: try readVarint()) as! T }
        return try T(from: self)
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
        guard remaining > 0, let next = try? decoder.peekKey() else { return false }
        return next.name == key.stringValue
    }

    /// Consumes `key`, which must be the next entry.
    private func enter(_ key: Key) throws {
        guard remaining > 0 else { throw decoder.corrupt("missing \(key.stringValue)") }
        let next = try decoder.peekKey()
        guard next.name == key.stringValue else { throw decoder.corrupt("expected \(key.stringValue), found \(next.name)") }
        decoder.consumeKey(next)
        remaining -= 1
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
        guard contains(key) else { return nil }
        return try decode(type, forKey: key)
    }

    func decodeIfPresent(_ type: String.Type, forKey key: Key) throws -> String? {
        guard contains(key) else { return nil }
        return try decode(type, forKey: key)
    }

    func decodeIfPresent(_ type: Int.Type, forKey key: Key) throws -> Int? {
        guard contains(key) else { return nil }
        return try decode(type, forKey: key)
    }

    func decodeIfPresent(_ type: Bool.Type, forKey key: Key) throws -> Bool? {
        guard contains(key) else { return nil }
        return try decode(type, forKey: key)
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
