import Foundation
import SegueModel

/// Decides, from bytes alone, which Swift files need swift-syntax at all.
///
/// A file whose text mentions nothing segue-related (no `egue` — `Segue`, `segue`,
/// `seguelint:` —, no `routeTo`, no `router`, no configured perform function or segue enum name)
/// can contribute only declarations: types, their inheritance, string constants. Those matter only
/// when some relevant fact names them. So relevant files are parsed first; then every skipped file
/// that contains a name the parsed facts or the storyboards mention is parsed too, and so on until
/// nothing new is pulled in. A skipped file therefore declares nothing any rule looks up, and the
/// diagnostics are identical to parsing everything (the test suite and scripts/bench check this).
struct Prefilter {
    private let needles: [[UInt8]]

    init(options: [String]) {
        needles = (["egue", "routeTo", "router"] + options).map { Array($0.utf8) }
    }

    /// Whether the file mentions anything segue-related.
    func isRelevant(_ bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBufferPointer { haystack in
            needles.contains { Self.contains(haystack, $0) }
        }
    }

    /// Substring search: `memchr` to the next candidate first byte, then a comparison.
    private static func contains(_ haystack: UnsafeBufferPointer<UInt8>, _ needle: [UInt8]) -> Bool {
        guard let base = haystack.baseAddress, let first = needle.first, haystack.count >= needle.count else { return false }
        var offset = 0
        let last = haystack.count - needle.count
        while offset <= last {
            guard let found = memchr(base + offset, Int32(first), last - offset + 1) else { return false }
            let index = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
            if memcmp(base + index, needle, needle.count) == 0 { return true }
            offset = index + 1
        }
        return false
    }

    /// Hashes of every identifier-like word in the bytes (comments and strings included, which
    /// only makes the filter more cautious).
    static func words(in bytes: [UInt8]) -> Set<UInt64> {
        var result: Set<UInt64> = []
        var hash: UInt64 = 0
        var inWord = false
        for byte in bytes {
            let isWordByte = (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x41 && byte <= 0x5A) || byte == 0x5F
                || (inWord && byte >= 0x30 && byte <= 0x39) || byte >= 0x80
            if isWordByte {
                if !inWord {
                    hash = 0xcbf2_9ce4_8422_2325
                    inWord = true
                }
                hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
            } else if inWord {
                result.insert(hash)
                inWord = false
            }
        }
        if inWord { result.insert(hash) }
        return result
    }

    /// The hash `words(in:)` gives a name.
    static func hash(_ name: String) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in name.utf8 { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3 }
        return hash
    }

    /// Every name a file's facts mention: the names that can pull a skipped file in.
    static func names(in facts: SourceFacts) -> Set<String> {
        var names: Set<String> = []
        func add(_ name: String?) {
            guard let name else { return }
            for component in name.split(separator: ".") { names.insert(String(component)) }
        }
        func add(_ expression: IdentifierExpression) {
            switch expression {
            case .literal: break
            case .implicitMember(let name): add(name)
            case .reference(let base, let name):
                add(base)
                add(name)
            }
        }
        for type in facts.types {
            add(type.name)
            type.inheritedTypes.forEach { add($0) }
            if type.name.hasSuffix("ViewController") { add(String(type.name.dropLast("ViewController".count)) + "Router") }
        }
        for declaration in facts.stringEnums {
            add(declaration.name)
            add(declaration.ownerType)
        }
        for use in facts.identifierUses {
            add(use.ownerType)
            add(use.expression)
        }
        for handler in facts.prepareHandlers {
            add(handler.ownerType)
            handler.handled.forEach { add($0.expression) }
        }
        for method in facts.segueMethods { add(method.ownerType) }
        for cast in facts.destinationCasts {
            add(cast.ownerType)
            add(cast.typeName)
            cast.identifiers.forEach { add($0) }
        }
        for router in facts.routerProperties {
            add(router.ownerType)
            router.typeNames.forEach { add($0) }
        }
        return names
    }
}
