import SegueModel

/// Whether something a storyboard names exists, decided once for every rule: only `absent` — the
/// whole app was read and nothing declares it — may reach an error. `unknown` says why the answer
/// can't be known; rules stay silent on it, or report it as an opt-in `unverified-*` warning.
public enum Presence: Hashable, Sendable {
    /// Declared somewhere the run read.
    case present
    /// Declared nowhere, and nothing unread could declare it.
    case absent
    /// Not declared in what was read, but something unread may declare it.
    case unknown(UnknownReason)
}

/// Why a name's presence can't be known.
public enum UnknownReason: Hashable, Sendable {
    /// A declared dependency (pods, packages, Carthage, submodules), whose code isn't read, may declare it.
    case dependencyMayDeclare
    /// Not every file of the app is known (folder mode: no Xcode project says what the app compiles).
    case appNotKnownWhole
    /// It belongs to another module than the app's, which isn't linted (`customModule="Transitions"`).
    case otherModule
    /// No Swift file was linted, so nothing declared in Swift can be looked up.
    case noSwiftLinted
}

extension CrossReferenceIndex {
    /// Whether the class a storyboard element names exists where UIKit will look for it.
    /// - A class of the app's own module (`customModuleProvider="target"`, or a module that such
    ///   classes name): present when a linted Swift file declares it, else absent.
    /// - A class with no module (Objective-C, `@objc(Name)`, Xcode's `UIResponder` placeholders):
    ///   present when the project's Swift or Objective-C declares it or it is a framework class;
    ///   otherwise absent only in project mode with no dependency declared.
    /// - A class of another module: unknown.
    /// An Objective-C `@compatibility_alias` is present for the compiler only; `UnknownCustomClassRule`
    /// reports it on its own.
    public func presence(of use: CustomClassUse) -> Presence {
        guard !sources.isEmpty || (use.module == nil && !context.objcClasses.isEmpty) else { return .unknown(.noSwiftLinted) }
        if use.isTargetClass || use.module.map(appModules.contains) == true {
            guard !sources.isEmpty else { return .unknown(.noSwiftLinted) }
            return kindsOfType(CrossReferenceIndex.simpleName(use.className)).isEmpty ? .absent : .present
        }
        guard use.module == nil else { return .unknown(.otherModule) }
        if use.className.containsBytes(".") || isKnownRuntimeClass(use.className) || objcAliases[use.className] != nil {
            return .present
        }
        guard context.knowsWholeApp else { return .unknown(.appNotKnownWhole) }
        return context.hasDependencies ? .unknown(.dependencyMayDeclare) : .absent
    }

    /// Whether an unwind action's selector is declared by a method exposed to Objective-C: present
    /// when the linted Swift (`@IBAction`/`@objc`) or Objective-C (`- (IBAction)sel:`) declares it;
    /// otherwise unknown when a dependency may (a framework's `UIViewController` extension), else
    /// absent. A Swift method with that selector that is not exposed to Objective-C counts as absent:
    /// UIKit can't find it.
    public func presence(ofUnwindAction selector: String) -> Presence {
        guard !sources.isEmpty else { return .unknown(.noSwiftLinted) }
        if context.objcActionSelectors.contains(selector) { return .present }
        if segueMethods.contains(where: { $0.takesStoryboardSegue && $0.isObjC && self.selector(of: $0) == selector }) {
            return .present
        }
        return context.hasDependencies ? .unknown(.dependencyMayDeclare) : .absent
    }
}
