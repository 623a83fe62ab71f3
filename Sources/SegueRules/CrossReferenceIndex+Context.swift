import SegueModel

extension CrossReferenceIndex {
    /// What the Xcode project says about the files being linted together (project mode); the
    /// default is folder mode, where nothing is known beyond the files.
    public struct Context: Sendable {
        /// The target being linted, for notes; `nil` in folder mode.
        public var targetName: String?
        /// Whether the files come from an Xcode project, so that the app's whole code is known and
        /// a class declared nowhere in it (Swift, Objective-C, frameworks) can be reported.
        public var knowsWholeApp: Bool
        /// Why Swift 2 selector rules apply (`SWIFT_VERSION 2.3`; `no SWIFT_VERSION, and
        /// LastSwiftUpdateCheck 0720 predates Xcode 8`); `nil`: Swift 3 and later.
        public var swift2SelectorsReason: String?
        /// Modules of declared dependencies (packages, pods, Carthage), by name.
        public var externalModules: Set<String>
        /// The dependency managers whose manifests were found (`CocoaPods`, …), sorted.
        public var dependencyManagers: [String]
        /// The manifests that declare them (`Podfile`, `Package.resolved`, …), sorted.
        public var dependencyManifests: [String] = []
        /// Classes declared in the project's Objective-C headers and implementations.
        public var objcClasses: [ObjCClassDeclaration] {
            didSet { objcTypes = ObjCTypes(objcClasses) }
        }
        /// `objcClasses` indexed (the first step of every index's type tables), once: the targets'
        /// contexts are copies of one, so each target's index starts from the same tables. Each
        /// target indexing them again was a sixth of a run on a project of 24 targets and 544
        /// Objective-C files (docs/performance.md).
        private(set) var objcTypes: ObjCTypes
        /// Selectors of the `IBAction` methods of the project's Objective-C (`unwindToHome:`), which
        /// unwind segues can name.
        public var objcActionSelectors: Set<String> = []
        /// Which rules run, for the decisions of `RuleInterplay`.
        public var interplay = RuleInterplay()

        /// Creates a context.
        public init(
            targetName: String? = nil, knowsWholeApp: Bool = false, swift2SelectorsReason: String? = nil,
            externalModules: Set<String> = [], dependencyManagers: [String] = [],
            objcClasses: [ObjCClassDeclaration] = []
        ) {
            self.targetName = targetName
            self.knowsWholeApp = knowsWholeApp
            self.swift2SelectorsReason = swift2SelectorsReason
            self.externalModules = externalModules
            self.dependencyManagers = dependencyManagers
            self.objcClasses = objcClasses
            objcTypes = ObjCTypes(objcClasses)
        }

        /// Whether a dependency could provide code seguelint can't see.
        public var hasDependencies: Bool { !dependencyManagers.isEmpty }

        /// Notes pointing at the manifests that declare dependencies.
        public var dependencyNotes: [Note] {
            let managers = dependencyManagers.joined(separator: ", ")
            return dependencyManifests.map {
                Note("dependencies (\(managers)) are declared here", at: Location(file: $0, line: 1))
            }
        }
    }

    /// Step 1's tables for a context's Objective-C classes, built once and shared by the copies
    /// of the context (see `Context.objcTypes`).
    final class ObjCTypes: Sendable {
        let tables: TypeTables

        init(_ declarations: [ObjCClassDeclaration]) {
            tables = CrossReferenceIndex.indexObjCClasses(declarations)
        }
    }

    /// The Objective-C selector of `method` under the rules that apply to the code.
    public func selector(of method: SegueMethod) -> String {
        context.swift2SelectorsReason == nil ? method.selector : method.swift2Selector
    }

    /// Whether `name` (a module-less custom class) is a class the Objective-C runtime can find
    /// by that name: declared in the project's Objective-C, given by a Swift `@objc(Name)`, a
    /// Swift class of that name, or a framework class.
    public func isKnownRuntimeClass(_ name: String) -> Bool {
        if objcAliases[name] != nil { return false }
        return objcRuntimeNames.contains(name) || !kindsOfType(name).subtracting([.extension]).isEmpty
            || CrossReferenceIndex.isFrameworkClassName(name)
    }

    /// Prefixes of Apple's frameworks' classes (`UIView`, `MKMapView`, `WKWebView`, `AVPlayerView`, …).
    static let frameworkClassPrefixes = [
        "UI", "NS", "MK", "WK", "AV", "SCN", "SK", "GLK", "MTK", "ARSCN", "ARSK", "AR", "PK", "CN", "EK", "GK", "HK",
        "QL", "PH", "MF", "SF", "CL", "CA", "CI", "MP", "INUI", "TVUI", "TV", "IK", "PDF", "QC", "RP", "ASAuthorization",
        "VNDocument", "CP", "CX", "AS", "WebView", "PKCanvas", "LP", "MTL", "SWC", "GC",
    ]

    /// Whether a class name looks like one of Apple's frameworks' classes: a known prefix followed
    /// by an upper-case letter (`MKMapView`), or one of Xcode's own placeholders.
    public static func isFrameworkClassName(_ name: String) -> Bool {
        frameworkClassPrefixes.contains { prefix in
            guard name.hasPrefix(prefix), name.count > prefix.count else { return name == prefix }
            let next = name[name.index(name.startIndex, offsetBy: prefix.count)]
            return next.isUppercase
        }
    }
}
