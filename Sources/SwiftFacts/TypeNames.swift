import SwiftSyntax

/// Names of types as written in inheritance clauses and extensions.
enum TypeNames {
    /// `Foo`, `Module.Foo`, `Foo<Bar>`, `A & B` → the simple names `Foo`, `Foo`, `Foo`, `A`, `B`.
    static func simpleNames(of type: TypeSyntax) -> [String] {
        if let identifier = type.as(IdentifierTypeSyntax.self) {
            return [identifier.name.identifierName ?? identifier.name.text]
        }
        if let member = type.as(MemberTypeSyntax.self) {
            return [member.name.identifierName ?? member.name.text]
        }
        if let composition = type.as(CompositionTypeSyntax.self) {
            return composition.elements.flatMap { simpleNames(of: $0.type) }
        }
        if let attributed = type.as(AttributedTypeSyntax.self) {
            return simpleNames(of: attributed.baseType)
        }
        if let optional = type.as(OptionalTypeSyntax.self) {
            return simpleNames(of: optional.wrappedType)
        }
        if let optional = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) {
            return simpleNames(of: optional.wrappedType)
        }
        if let tuple = type.as(TupleTypeSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
            return simpleNames(of: only.type)
        }
        return [lastComponent(strippingGenerics(type.trimmedText))]
    }

    /// `UIStoryboardSegue`, `NSStoryboardSegue`, a subclass named `…StoryboardSegue`, optional or not;
    /// not `NSStoryboardSegue.Identifier`.
    static func isStoryboardSegue(_ type: TypeSyntax) -> Bool {
        if type.is(FunctionTypeSyntax.self) || type.is(ArrayTypeSyntax.self) || type.is(DictionaryTypeSyntax.self) {
            return false
        }
        let names = simpleNames(of: type)
        return names.count == 1 && names[0].hasSuffix("StoryboardSegue")
    }

    static func strippingGenerics(_ text: String) -> String {
        guard let angle = text.firstIndex(of: "<") else { return text }
        return String(text[..<angle])
    }

    static func lastComponent(_ text: String) -> String {
        text.split(separator: ".").last.map(String.init) ?? text
    }

    /// `A.B.C` → `B.C`, for a plain dotted path of names; otherwise the last component.
    static func lastTwoComponents(_ text: String) -> String {
        let parts = text.split(separator: ".")
        guard parts.count >= 2, parts.allSatisfy({ part in part.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" } }) else {
            return lastComponent(text)
        }
        return "\(parts[parts.count - 2]).\(parts[parts.count - 1])"
    }
}
