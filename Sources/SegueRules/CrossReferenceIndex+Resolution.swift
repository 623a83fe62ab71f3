import SegueModel

extension CrossReferenceIndex {
    /// What an identifier expression in code of `owner` stands for.
    public func resolve(_ expression: IdentifierExpression, in owner: String?) -> Resolution {
        switch expression {
        case .literal(let value):
            return .value(value, constant: nil)
        case .implicitMember(let name):
            return resolveImplicitMember(name, in: owner)
        case .reference(let base, let name):
            return resolveReference(name, base: base, in: owner)
        }
    }

    /// `.name`: a case of the owner's segue enum, a `String` constant, or the case of the one `String` enum that has it.
    private func resolveImplicitMember(_ name: String, in owner: String?) -> Resolution {
        if let owner, let declaration = segueEnum(of: owner),
            let enumCase = declaration.cases.first(where: { $0.name == name })
        {
            return .enumCase(declaration, enumCase)
        }
        let stringConstant = constant(named: name, base: "String", owner: nil)
        if case .unresolved = stringConstant, let owner, segueEnum(of: owner) == nil {
            // `segue == .placeBid` with the app's own `==`: the case of the one String enum
            // that has it, if only one has.
            let candidates = enumsByName.values.flatMap { $0 }.compactMap { declaration in
                declaration.cases.first { $0.name == name }.map { (declaration, $0) }
            }
            if Set(candidates.map(\.1.rawValue)).count == 1, let only = candidates.first {
                return .value(only.1.rawValue, constant: nil)
            }
        }
        return stringConstant
    }

    /// `base.name`, or `name` alone: a qualified constant first, then by the innermost component of `base`.
    private func resolveReference(_ name: String, base: String?, in owner: String?) -> Resolution {
        var base = base
        // `Outer.Inner.name`: the constant of exactly that type. When that type has no such
        // string constant (its value is computed, or names another constant), a same-named
        // `Inner` elsewhere is not it: only enums are still looked up, by `Inner`.
        var qualifiedMiss: [StringConstant]?
        if var qualified = base, !qualified.hasPrefix("R.segue."), qualified.containsBytes(".") {
            if qualified.hasPrefix("Self."), let owner { qualified = owner + qualified.dropFirst("Self".count) }
            if let matches = constantsByNameAndOwnerPair[name]?[qualified], let first = matches.first {
                return Set(matches.map(\.value)).count == 1 ? .value(first.value, constant: first) : .unresolved
            }
            let inner = qualified.split(separator: ".").last.map(String.init)
            base = inner
            // Only a constant whose owner is that type alone (`extension Inner`, a top-level
            // `Inner`, a module-qualified name) can be meant; not a nested `Other.Inner`.
            qualifiedMiss = inner.flatMap { constantsByNameAndOwner[name]?[$0] }?.filter { $0.ownerType == inner } ?? []
        }
        if let base, base != "Self" {
            return resolveMember(name, of: base, in: owner, qualifiedMiss: qualifiedMiss)
        }
        return constant(named: name, base: nil, owner: owner)
    }

    /// `base.name` for a simple `base`: the owner's segue enum case, a constant (only `qualifiedMiss` when set),
    /// a case of an enum named `base`, or an R.swift segue.
    private func resolveMember(_ name: String, of base: String, in owner: String?, qualifiedMiss: [StringConstant]?)
        -> Resolution
    {
        if let owner, let declaration = segueEnum(of: owner), declaration.name == base,
            let enumCase = declaration.cases.first(where: { $0.name == name })
        {
            return .enumCase(declaration, enumCase)
        }
        let found: Resolution
        if let candidates = qualifiedMiss {
            found =
                candidates.first.map { first in
                    Set(candidates.map(\.value)).count == 1 ? .value(first.value, constant: first) : .unresolved
                } ?? .unresolved
        } else {
            found = constant(named: name, base: base, owner: owner)
        }
        if case .unresolved = found, let declarations = enumsByName[base],
            let match = enumCase(named: name, among: declarations)
        {
            return match
        }
        if case .unresolved = found, base.hasPrefix("R.segue.") {
            return rswiftSegue(viewController: String(base.dropFirst("R.segue.".count)), name: name)
        }
        return found
    }

    /// The case `name` of the one segue enum among `declarations`, else of any of them when its raw value is unambiguous.
    private func enumCase(named name: String, among declarations: [EnumDeclaration]) -> Resolution? {
        let segueEnums = declarations.filter { declaration in
            declaration.ownerType.map { ownSegueEnum(of: $0) == declaration } ?? false
        }
        if segueEnums.count == 1, let declaration = segueEnums.first,
            let enumCase = declaration.cases.first(where: { $0.name == name })
        {
            return .enumCase(declaration, enumCase)
        }
        // Any other `String` enum named so with that case (SwiftGen's `StoryboardSegue.Main`),
        // when the name is unambiguous.
        let candidates = declarations.compactMap { declaration in
            declaration.cases.first(where: { $0.name == name }).map { (declaration, $0) }
        }
        if let (declaration, enumCase) = candidates.first, Set(candidates.map(\.1.rawValue)).count == 1 {
            return .enumCase(declaration, enumCase)
        }
        return nil
    }

    /// R.swift's `R.segue.<viewController>.<name>`: the identifier of that view controller's segue
    /// whose R.swift name is `name` (R.swift names a class `firstViewController` after
    /// `FirstViewController`, and a segue after its identifier made a Swift name: `show-detail` is
    /// `showDetail`). When no segue has that name, `name` itself, so the stale accessor is reported.
    private func rswiftSegue(viewController: String, name: String) -> Resolution {
        for (className, ref) in classScenes where CrossReferenceIndex.rswiftName(className) == viewController {
            for segue in ref.scene.segues {
                if let identifier = segue.nonEmptyIdentifier, CrossReferenceIndex.rswiftName(identifier) == name {
                    return .value(identifier, constant: nil)
                }
            }
        }
        return .value(name, constant: nil)
    }

    /// R.swift's Swift name for a string: words split at characters that can't be in a name,
    /// the first lower-cased at its start, the others capitalised, joined.
    static func rswiftName(_ text: String) -> String {
        let words = text.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_") })
        var result = ""
        for (offset, word) in words.enumerated() {
            if offset == 0 {
                result += word.prefix(1).lowercased() + word.dropFirst()
            } else {
                result += word.prefix(1).uppercased() + word.dropFirst()
            }
        }
        return result
    }

    /// Finds a string constant by scope: nested in `owner` or its ancestors first, then anywhere
    /// with the right enclosing name. Ambiguous values resolve to nothing.
    private func constant(named name: String, base: String?, owner: String?) -> Resolution {
        guard constantsByName[name] != nil else { return .unresolved }
        var scopes: [[StringConstant]?] = []
        if let owner {
            for type in [owner] + ancestors(of: owner) {
                scopes.append(
                    base.map { constantsByNameAndOwnerPair[name]?["\(type).\($0)"] } ?? constantsByNameAndOwner[name]?[type])
            }
        }
        scopes.append(
            constantsByNameAndOwner[name]?[base ?? ""].map { list in
                base == nil ? list.filter { $0.ownerType == nil } : list
            })
        for case let matches? in scopes {
            guard let first = matches.first else { continue }
            return Set(matches.map(\.value)).count == 1 ? .value(first.value, constant: first) : .unresolved
        }
        return .unresolved
    }
}
