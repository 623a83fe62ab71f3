/// A class that Objective-C code declares: `@interface Name : Super`, `@implementation Name`, or
/// `@compatibility_alias Alias Name`. Categories (`@interface Name (Category)`) declare no class
/// and are not recorded; a class extension (`@interface Name ()`) is recorded as an interface.
public struct ObjCClassDeclaration: Hashable, Codable, Sendable {
    /// The directive that declares the class.
    public enum Kind: String, Hashable, Codable, Sendable {
        /// `@interface Name`, with or without a superclass, or a class extension `@interface Name ()`.
        case interface
        /// `@implementation Name`.
        case implementation
        /// `@compatibility_alias Alias Name`.
        case alias
    }

    /// The directive that declares the class.
    public var kind: Kind
    /// The declared class; for an alias, the alias name.
    public var name: String
    /// The superclass written in `@interface Name : Super`; for an alias, the aliased class name;
    /// otherwise `nil`.
    public var superclass: String?
    /// Where the name is written.
    public var location: Location

    /// Creates a declaration.
    public init(kind: Kind, name: String, superclass: String? = nil, location: Location) {
        self.kind = kind
        self.name = name
        self.superclass = superclass
        self.location = location
    }
}
