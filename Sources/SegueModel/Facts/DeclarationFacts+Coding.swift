/// The declaration facts are most of what the cache holds of a file (every type and extension of
/// every file is kept, for the prefilter and the class checks), so they are coded as lists, field
/// by field in a fixed order: a keyed container costs, for each value, the runtime's look-ups of
/// its generic types and a comparison of every key (decoding these four was half of decoding the
/// cached facts after an edit, measured in docs/performance.md). An optional field is a `Bool`
/// then its value; a trailing one is simply left out.
extension TypeDeclaration {
    public init(from decoder: any Decoder) throws {
        var list = try decoder.unkeyedContainer()
        let kindName = try list.decode(String.self)
        guard let kind = TypeKind(rawValue: kindName) else {
            throw DecodingError.dataCorruptedError(in: list, debugDescription: "unknown type kind \(kindName)")
        }
        self.init(
            kind: kind, name: try list.decode(String.self), qualifiedName: try list.decode(String.self),
            inheritedTypes: try list.decode([String].self), location: try list.decode(Location.self),
            objcName: list.isAtEnd ? nil : try list.decode(String.self))
    }

    public func encode(to encoder: any Encoder) throws {
        var list = encoder.unkeyedContainer()
        try list.encode(kind.rawValue)
        try list.encode(name)
        try list.encode(qualifiedName)
        try list.encode(inheritedTypes)
        try list.encode(location)
        if let objcName { try list.encode(objcName) }
    }
}

extension EnumDeclaration {
    public init(from decoder: any Decoder) throws {
        var list = try decoder.unkeyedContainer()
        self.init(
            ownerType: try list.decodeOptional(String.self), name: try list.decode(String.self),
            cases: try list.decode([EnumCase].self), location: try list.decode(Location.self))
    }

    public func encode(to encoder: any Encoder) throws {
        var list = encoder.unkeyedContainer()
        try list.encodeOptional(ownerType)
        try list.encode(name)
        try list.encode(cases)
        try list.encode(location)
    }
}

extension EnumCase {
    public init(from decoder: any Decoder) throws {
        var list = try decoder.unkeyedContainer()
        self.init(
            name: try list.decode(String.self), explicitRawValue: try list.decodeOptional(String.self),
            location: try list.decode(Location.self))
    }

    public func encode(to encoder: any Encoder) throws {
        var list = encoder.unkeyedContainer()
        try list.encode(name)
        try list.encodeOptional(explicitRawValue)
        try list.encode(location)
    }
}

extension StringConstant {
    public init(from decoder: any Decoder) throws {
        var list = try decoder.unkeyedContainer()
        self.init(
            ownerType: try list.decodeOptional(String.self), name: try list.decode(String.self),
            value: try list.decode(String.self), location: try list.decode(Location.self))
    }

    public func encode(to encoder: any Encoder) throws {
        var list = encoder.unkeyedContainer()
        try list.encodeOptional(ownerType)
        try list.encode(name)
        try list.encode(value)
        try list.encode(location)
    }
}

extension UnkeyedDecodingContainer {
    /// A value `encodeOptional` wrote: whether there is one, then the value.
    mutating func decodeOptional<T: Decodable>(_ type: T.Type) throws -> T? {
        try decode(Bool.self) ? try decode(type) : nil
    }
}

extension UnkeyedEncodingContainer {
    /// Whether there is a value, then the value.
    mutating func encodeOptional<T: Encodable>(_ value: T?) throws {
        try encode(value != nil)
        if let value { try encode(value) }
    }
}

extension UnkeyedEncodingContainer {
    /// `values` when `present` has their kind's `bit` (`SourceFacts` codes only
    /// the kinds a file has).
    mutating func encode<T: Encodable>(_ values: [T], ifIn present: UInt64, bit: Int) throws {
        if present & (1 << UInt64(bit)) != 0 { try encode(values) }
    }
}

extension UnkeyedDecodingContainer {
    /// The values of the kind at `bit`, or none when `present` says the file has none.
    mutating func decode<T: Decodable>(_ type: [T].Type, ifIn present: UInt64, bit: Int) throws -> [T] {
        present & (1 << UInt64(bit)) != 0 ? try decode(type) : []
    }
}
