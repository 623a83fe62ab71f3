import SegueModel
import TestSupport
import XCTest

@testable import SegueCache
@testable import SegueDriver
@testable import SegueRules

final class CrossReferenceIndexTests: XCTestCase {
    func testEditDistanceCountsTranspositionAsOneEdit() {
        XCTAssertEqual(EditDistance.distance("showDetial", "showDetail"), 1)
        XCTAssertEqual(EditDistance.distance("showOrdrs", "showOrders"), 1)
        XCTAssertEqual(EditDistance.distance("", "abc"), 3)
        XCTAssertEqual(EditDistance.distance("kitten", "sitting"), 3)
    }

    /// The bounded distance agrees with the full one wherever the full one is within the bound,
    /// and a 1 MB identifier (non-ASCII, so no shortcut on length) is compared in well under a second.
    func testBoundedDistanceAgreesAndStaysLinear() {
        var generator = SystemRandomNumberGenerator()
        let alphabet = Array("abcdeé")
        for _ in 0..<2000 {
            let a = String((0..<Int.random(in: 0...9, using: &generator)).map { _ in alphabet.randomElement(using: &generator)! })
            let b = String((0..<Int.random(in: 0...9, using: &generator)).map { _ in alphabet.randomElement(using: &generator)! })
            for limit in 0...3 {
                let full = EditDistance.distance(a, b)
                XCTAssertEqual(EditDistance.distance(a, b, atMost: limit), full <= limit ? full : nil, "\(a) \(b) \(limit)")
            }
        }
        let huge = String(repeating: "é", count: 1_000_000)
        let candidates = [String(repeating: "é", count: 999_999) + "e", "showDetail", String(repeating: "é", count: 999_998)]
        let clock = Date()
        XCTAssertEqual(EditDistance.nearestMiss(of: huge, among: candidates), candidates[0])
        XCTAssertNil(EditDistance.nearestMiss(of: huge + "x", among: ["showDetail"]))
        // About 1.4 s in a debug build, 0.1 s in release (docs/robustness.md); the full table took minutes.
        XCTAssertLessThan(Date().timeIntervalSince(clock), TestSupport.timeLimit(4))
    }

    func testNearestMissRespectsLengthLimitsAndCase() {
        XCTAssertEqual(EditDistance.nearestMiss(of: "showHelp", among: ["ShowHelp", "showHelpX"]), "ShowHelp")
        XCTAssertEqual(EditDistance.nearestMiss(of: "showAbout", among: ["showHelp", "embedPreferences"]), nil)
        XCTAssertEqual(EditDistance.nearestMiss(of: "abc", among: ["abd", "abe"]), "abd", "ties go alphabetically")
        XCTAssertNil(EditDistance.nearestMiss(of: "edit", among: ["exam"]), "short names allow one edit only")
        XCTAssertEqual(EditDistance.nearestMiss(of: "edit", among: ["exit"]), "exit")
        XCTAssertEqual(
            EditDistance.nearestMiss(of: "showDetails", among: ["showDetial"]), "showDetial", "two edits from 8 characters")
        XCTAssertNil(EditDistance.nearestMiss(of: "same", among: ["same"]))
    }

    /// Presence is decided once, in the index: a class of the app's module is present or absent
    /// from the linted Swift; a module-less class is absent only when the whole app is known and
    /// no dependency could declare it; another module's class is unknown. Unwind actions alike.
    func testPresenceIsAbsentOnlyWithCompleteEvidence() {
        let here = Location(file: "Main.storyboard", line: 1)
        var facts = SourceFacts(path: "A.swift")
        facts.types = [
            TypeDeclaration(
                kind: .class, name: "HomeViewController", qualifiedName: "HomeViewController",
                inheritedTypes: ["UIViewController"], location: here)
        ]
        facts.segueMethods = [
            SegueMethod(
                ownerType: "HomeViewController", name: "unwindToHome", labels: [nil], objcName: nil,
                isIBAction: true, isObjC: true, takesStoryboardSegue: true, location: here)
        ]
        func use(_ name: String, _ module: String?, target: Bool = false) -> CustomClassUse {
            CustomClassUse(
                className: name, module: module, moduleProvider: target ? "target" : nil, elementName: "viewController",
                location: here)
        }
        func project(wholeApp: Bool, dependencies: [String]) -> CrossReferenceIndex {
            var context = CrossReferenceIndex.Context(knowsWholeApp: wholeApp)
            context.dependencyManagers = dependencies
            return CrossReferenceIndex(storyboards: [], sources: [facts], context: context)
        }
        let folder = project(wholeApp: false, dependencies: [])
        let app = project(wholeApp: true, dependencies: [])
        let withPods = project(wholeApp: true, dependencies: ["CocoaPods"])
        XCTAssertEqual(app.presence(of: use("HomeViewController", "App", target: true)), .present)
        XCTAssertEqual(
            withPods.presence(of: use("HomeViewControler", "App", target: true)), .absent,
            "the app's own module: a dependency can't declare it")
        XCTAssertEqual(app.presence(of: use("FadeSegue", "Transitions")), .unknown(.otherModule))
        XCTAssertEqual(folder.presence(of: use("MLSettingsViewController", nil)), .unknown(.appNotKnownWhole))
        XCTAssertEqual(withPods.presence(of: use("MLSettingsViewController", nil)), .unknown(.dependencyMayDeclare))
        XCTAssertEqual(app.presence(of: use("MLSettingsViewController", nil)), .absent)
        XCTAssertEqual(app.presence(of: use("UIResponder", nil)), .present, "a framework class")
        XCTAssertEqual(app.presence(of: use("HomeViewController", nil)), .present)
        XCTAssertEqual(app.presence(ofUnwindAction: "unwindToHome:"), .present)
        XCTAssertEqual(app.presence(ofUnwindAction: "unwindToStart:"), .absent)
        XCTAssertEqual(withPods.presence(ofUnwindAction: "unwindToStart:"), .unknown(.dependencyMayDeclare))
        XCTAssertEqual(
            CrossReferenceIndex(storyboards: [], sources: []).presence(ofUnwindAction: "unwindToStart:"), .unknown(.noSwiftLinted)
        )
    }

    func testCaseDeclarationSuggestion() {
        XCTAssertEqual(MissingEnumCaseRule.caseDeclaration(for: "editOrder"), "case editOrder")
        XCTAssertEqual(MissingEnumCaseRule.caseDeclaration(for: "show-detail"), "case showDetail = \"show-detail\"")
        XCTAssertEqual(MissingEnumCaseRule.caseDeclaration(for: "1st"), "case segue1st = \"1st\"")
    }

    func testConstantResolutionPrefersTheOwnersNestedScope() {
        let location = Location(file: "A.swift", line: 1)
        var facts = SourceFacts(path: "A.swift")
        facts.types = [
            TypeDeclaration(
                kind: .class, name: "A", qualifiedName: "A", inheritedTypes: ["UIViewController"], location: location),
            TypeDeclaration(
                kind: .class, name: "B", qualifiedName: "B", inheritedTypes: ["UIViewController"], location: location),
        ]
        facts.stringConstants = [
            StringConstant(ownerType: "A.Segues", name: "help", value: "showHelpA", location: location),
            StringConstant(ownerType: "B.Segues", name: "help", value: "showHelpB", location: location),
            StringConstant(ownerType: nil, name: "global", value: "g", location: location),
        ]
        let project = CrossReferenceIndex(storyboards: [], sources: [facts])
        func value(_ resolution: CrossReferenceIndex.Resolution) -> String? {
            if case .value(let value, _) = resolution { return value }
            return nil
        }
        XCTAssertEqual(value(project.resolve(.reference(base: "Segues", name: "help"), in: "A")), "showHelpA")
        XCTAssertEqual(value(project.resolve(.reference(base: "Segues", name: "help"), in: "B")), "showHelpB")
        XCTAssertNil(value(project.resolve(.reference(base: "Segues", name: "help"), in: "C")), "ambiguous")
        XCTAssertEqual(value(project.resolve(.reference(base: nil, name: "global"), in: "C")), "g")
        XCTAssertEqual(value(project.resolve(.literal("x"), in: nil)), "x")
    }

    /// The project's Objective-C classes are indexed once per context: the targets' contexts are
    /// copies of one and share its tables, which each target's index starts from and adds its
    /// Swift types to; setting the classes indexes them again.
    func testObjectiveCClassesAreIndexedOncePerContext() {
        let at = Location(file: "/app/Cells.h", line: 3)
        var context = CrossReferenceIndex.Context(
            knowsWholeApp: true,
            objcClasses: [ObjCClassDeclaration(kind: .interface, name: "LegacyCell", superclass: "UITableViewCell", location: at)]
        )
        let copy = context
        XCTAssertTrue(context.objcTypes === copy.objcTypes, "a copy shares the tables")
        func facts(_ path: String, declaring name: String, _ kind: TypeKind) -> SourceFacts {
            var facts = SourceFacts(path: path)
            facts.types = [TypeDeclaration(kind: kind, name: name, qualifiedName: name, inheritedTypes: [], location: at)]
            return facts
        }
        let swift = facts("/app/Swift.swift", declaring: "LegacyCell", .class)
        let first = CrossReferenceIndex(storyboards: [], sources: [], context: context)
        let second = CrossReferenceIndex(storyboards: [], sources: [swift], context: copy)
        XCTAssertTrue(first.isKnownRuntimeClass("LegacyCell"))
        XCTAssertEqual(first.kindsOfType("LegacyCell"), [.class])
        XCTAssertEqual(second.kindsOfType("LegacyCell"), [.class])
        // A target's Swift types are its own: the shared tables are not changed by them.
        let third = CrossReferenceIndex(
            storyboards: [], sources: [facts("/app/S.swift", declaring: "Other", .struct)], context: copy)
        XCTAssertEqual(third.kindsOfType("Other"), [.struct])
        XCTAssertEqual(CrossReferenceIndex(storyboards: [], sources: [], context: copy).kindsOfType("Other"), [])
        context.objcClasses = [ObjCClassDeclaration(kind: .interface, name: "NewCell", location: at)]
        XCTAssertFalse(context.objcTypes === copy.objcTypes, "new classes, new tables")
        let renewed = CrossReferenceIndex(storyboards: [], sources: [], context: context)
        XCTAssertTrue(renewed.isKnownRuntimeClass("NewCell"))
        XCTAssertFalse(renewed.isKnownRuntimeClass("LegacyCell"))
    }
}
