import Foundation

/// A compact binary form for `Codable` values, used by the facts cache (JSON spent most of a cold
/// run writing it). Values are written in the order `encode(to:)` visits them, which is the order
/// synthesized `init(from:)` reads them:
///
/// - integers as LEB128 varints (signed ones zigzag-encoded), `Bool` as one byte, floating point
///   as its IEEE bit pattern, strings and byte arrays (`[UInt8]`) as a varint length and the bytes;
/// - a keyed container as a 4-byte entry count followed by (key, value) pairs. A key is a varint
///   index into the keys seen so far in this value, or 0 followed by the new key's name. Keys let
///   `decodeIfPresent`, `contains` and `allKeys` (synthesized enums) see what was written; the
///   count stops a nested container from reading its parent's entries;
/// - an unkeyed container as a 4-byte element count followed by the elements.
///
/// - a value written through a single-value container (an `Optional`, a raw-value enum, other
///   integer widths) as a presence byte, then the value (see `SingleValueWriter`).
///
/// - a keyed container whose keys are not a fixed set (a dictionary's: its `init(from:)` asks for
///   `allKeys` up front, which the form above cannot answer) as a 4-byte entry count followed by
///   (key name, varint length, value) entries, each value coded on its own (see `DynamicKeyedWriter`).
///
/// Anything malformed makes decoding throw, never trap. Round-trip tests cover every fact and
/// every fixture project.
public enum BinaryCoder {
    /// The bytes of `value`.
    public static func encode<Value: Encodable>(_ value: Value) throws -> [UInt8] {
        let encoder = BinaryEncoder()
        try encoder.write(value)
        if let failure = encoder.failure { throw failure }
        return encoder.bytes
    }

    /// The value `bytes` encode; throws on anything malformed.
    public static func decode<Value: Decodable>(
        _ type: Value.Type, from bytes: [UInt8],
        userInfo: [CodingUserInfoKey: Any] = [:]
    ) throws -> Value {
        let decoder = BinaryDecoder(bytes: bytes, userInfo: userInfo)
        let value = try decoder.read(Value.self)
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

    /// Set by a container that was asked for something this form cannot hold; `encode` throws it.
    var failure: EncodingError?

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        if Self.hasDynamicKeys(type) {
            return KeyedEncodingContainer(DynamicKeyedWriter<Key>(encoder: self, countSlot: reserveCount()))
        }
        return KeyedEncodingContainer(KeyedWriter<Key>(encoder: self, countSlot: reserveCount()))
    }

    /// Whether `Key` takes any name (a dictionary's keys) rather than a fixed set (synthesized
    /// `CodingKeys`): a name no Swift property has is the test. Asked for every container, so the
    /// answer is kept by type (the test compares the name with every key of the set).
    static func hasDynamicKeys<Key: CodingKey>(_ type: Key.Type) -> Bool {
        KeyKinds.shared.hasDynamicKeys(type)
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
        } else if T.self == [UInt8].self {
            let bytes = value as! [UInt8]
            writeVarint(UInt64(bytes.count))
            self.bytes.append(contentsOf: bytes)
        } else if T.self == [String].self {
            // The bytes an unkeyed container writes, without one for every element.
            let list = value as! [String]
            setCount(list.count, at: reserveCount())
            for element in list { writeString(element) }
        } else if T.self == [UInt64].self {
            let list = value as! [UInt64]
            setCount(list.count, at: reserveCount())
            for element in list { writeVarint(element) }
        } else if T.self == [Int].self {
            let list = value as! [Int]
            setCount(list.count, at: reserveCount())
            for element in list { writeSigned(Int64(element)) }
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

/// The entries of a dictionary: each value is coded by an encoder of its own (its own key
/// table) and written after its key name and length, so a reader can list every key before it
/// decodes a value, as `Dictionary.init(from:)` needs. Entries are kept in key order, whatever
/// order the dictionary hands them in (its hash order changes from run to run): equal
/// dictionaries give equal bytes.
private struct DynamicKeyedWriter<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let encoder: BinaryEncoder
    let countSlot: Int
    /// The entries written so far, in key order, with their sizes in bytes.
    private var entries: [(name: String, size: Int)] = []
    var codingPath: [CodingKey] { [] }

    init(encoder: BinaryEncoder, countSlot: Int) {
        self.encoder = encoder
        self.countSlot = countSlot
    }

    mutating func encodeNil(forKey key: Key) throws {
        throw EncodingError.invalidValue(
            Optional<Int>.none as Any, .init(codingPath: [key], debugDescription: "nil is written by omission"))
    }

    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
        let coded = BinaryEncoder()
        try coded.write(value)
        if let failure = coded.failure { throw failure }
        let entry = BinaryEncoder()
        entry.writeString(key.stringValue)
        entry.writeVarint(UInt64(coded.bytes.count))
        entry.bytes.append(contentsOf: coded.bytes)
        // The entries are the last bytes written: nothing else writes while a dictionary encodes.
        let start = countSlot + 4
        guard encoder.bytes.count == start + entries.reduce(0, { $0 + $1.size }) else {
            throw EncodingError.invalidValue(
                key.stringValue, .init(codingPath: [key], debugDescription: "a dictionary's entries were interleaved"))
        }
        let index = entries.firstIndex { $0.name > key.stringValue } ?? entries.count
        encoder.bytes.insert(contentsOf: entry.bytes, at: start + entries[..<index].reduce(0) { $0 + $1.size })
        entries.insert((key.stringValue, entry.bytes.count), at: index)
        encoder.setCount(entries.count, at: countSlot)
    }

    /// Nested containers and super encoders are not used by dictionaries; asking for one fails the encoding.
    private func unsupported(_ key: Key) -> BinaryEncoder {
        encoder.failure = EncodingError.invalidValue(
            key.stringValue, .init(codingPath: [key], debugDescription: "nested containers in a dictionary are not supported"))
        return BinaryEncoder()
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type, forKey key: Key)
        -> KeyedEncodingContainer<NestedKey>
    {
        unsupported(key).container(keyedBy: keyType)
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> UnkeyedEncodingContainer {
        unsupported(key).unkeyedContainer()
    }

    mutating func superEncoder() -> Encoder { encoder }
    mutating func superEncoder(forKey key: Key) -> Encoder { unsupported(key) }
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

/// Which `CodingKey` types take any name, by type, for every thread.
private final class KeyKinds: @unchecked Sendable {
    static let shared = KeyKinds()
    private let lock = NSLock()
    private var dynamic: [ObjectIdentifier: Bool] = [:]

    func hasDynamicKeys<Key: CodingKey>(_ type: Key.Type) -> Bool {
        let id = ObjectIdentifier(type)
        lock.lock()
        let known = dynamic[id]
        lock.unlock()
        if let known { return known }
        let answer = Key(stringValue: "\u{0}") != nil
        lock.lock()
        dynamic[id] = answer
        lock.unlock()
        return answer
    }
}
