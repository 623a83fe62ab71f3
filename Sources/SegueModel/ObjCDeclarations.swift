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

/// An action method that Objective-C code declares, `- (IBAction)unwindToHome:(UIStoryboardSegue *)segue`:
/// its selector is what a storyboard's `unwindAction` names.
public struct ObjCActionDeclaration: Hashable, Codable, Sendable {
    /// The selector, `unwindToHome:`.
    public var selector: String
    /// The class of the `@implementation` or `@interface` it is declared in, if any.
    public var className: String?
    /// Where the selector's first piece is written.
    public var location: Location

    /// Creates a declaration.
    public init(selector: String, className: String?, location: Location) {
        self.selector = selector
        self.className = className
        self.location = location
    }
}
