import Foundation
import XCTest

@testable import XcodeProject

/// Path arithmetic of member files, and the dictionaries of a parsed project.
final class ProjectPathTests: XCTestCase {
    /// Joining to a folder that is already normalized skips checking the folder, and gives what
    /// the full join gives, for every shape of folder and member path.
    func testJoiningToANormalizedFolderGivesWhatTheFullJoinGives() {
        let written = [
            "", ".", "/", "a", "a/b", "/a/b", "..", "../..", "../a", "a/../..", "/a/../..", "./a/", "a//b", "/..", "Base.lproj",
        ]
        let relatives = [
            "", "x", "x/y", "./x", "../x", "x/..", "x//y", "/abs/x", "..", ".", "x.swift", ".hidden", "x/./y", "...", "x/",
        ]
        for base in written.map(ProjectPath.normalize) {
            for relative in relatives {
                XCTAssertEqual(
                    ProjectPath.join(normalized: base, relative), ProjectPath.join(base, relative),
                    "join(normalized: \"\(base)\", \"\(relative)\")")
                XCTAssertEqual(
                    ProjectPath.normalize(ProjectPath.join(base, relative)), ProjectPath.join(base, relative),
                    "a join is normalized: \"\(base)\" + \"\(relative)\"")
            }
        }
        XCTAssertEqual(ProjectPath.join(normalized: ".", "x"), "x")
        XCTAssertEqual(ProjectPath.join(normalized: "/", "x"), "/x")
        XCTAssertEqual(ProjectPath.join(normalized: "../a", "x/y.swift"), "../a/x/y.swift")
    }

    /// A key written twice has its last value, as in a `Dictionary` built in the file's order;
    /// equality ignores the order of the keys.
    func testAKeyWrittenTwiceHasItsLastValue() throws {
        let parsed = try OpenStepParser.parse(Array("{ a = one; b = two; a = three; }".utf8), nestingLimit: 8)
        let dictionary = try XCTUnwrap(parsed.dictionary)
        XCTAssertEqual(dictionary["a"], .string("three"))
        XCTAssertEqual(dictionary["b"], .string("two"))
        XCTAssertNil(dictionary["c"])
        XCTAssertEqual(dictionary.entries.count, 3)
        XCTAssertEqual(dictionary, ["b": .string("two"), "a": .string("three")])
        XCTAssertNotEqual(dictionary, ["b": .string("two"), "a": .string("one")])
        XCTAssertEqual(Set([dictionary, ["a": .string("three"), "b": .string("two")]]).count, 1)
        // A large dictionary finds keys by hashing, with the same answers.
        let keys = (0..<40).map { "key\($0)" }
        let text = "{ " + keys.map { "\($0) = first;" }.joined(separator: " ") + " key7 = last; key39 = ( ); }"
        let large = try XCTUnwrap(try OpenStepParser.parse(Array(text.utf8), nestingLimit: 8).dictionary)
        XCTAssertGreaterThan(large.entries.count, PlistDictionary.indexedCount)
        XCTAssertEqual(large["key7"], .string("last"))
        XCTAssertEqual(large["key39"], .array([]))
        XCTAssertEqual(large["key0"], .string("first"))
        XCTAssertNil(large["key40"])
        XCTAssertEqual(large.lastEntries.map(\.key), keys.filter { $0 != "key7" && $0 != "key39" } + ["key7", "key39"])
        XCTAssertEqual(dictionary.lastEntries.map(\.key), ["b", "a"])
    }

    /// Build settings take each key's last value; a value that is not text (a dictionary) leaves
    /// the key out, even when an earlier value was text.
    func testBuildSettingsTakeEachKeysLastValue() throws {
        let parsed = try OpenStepParser.parse(
            Array("{ SDKROOT = iphoneos; SDKROOT = macosx; FLAGS = ( A, B ); ODD = x; ODD = { }; }".utf8), nestingLimit: 8)
        let level = BuildSettings.level(try XCTUnwrap(parsed.dictionary))
        XCTAssertEqual(level, ["SDKROOT": "macosx", "FLAGS": "A B"])
    }

    /// An object id written twice in `objects` names its last object, and one whose last value
    /// is not a dictionary names none.
    func testAnObjectIDWrittenTwiceNamesItsLastObject() throws {
        let text = """
            { objects = { G = { isa = PBXGroup; children = ( F ); };
              F = { isa = PBXFileReference; path = old.swift; sourceTree = "<group>"; };
              F = { isa = PBXFileReference; path = new.swift; sourceTree = "<group>"; };
              X = { isa = PBXFileReference; path = x.swift; }; X = gone; };
              P = { isa = PBXProject; mainGroup = G; }; }
            """
        let root = try XCTUnwrap(try OpenStepParser.parse(Array(text.utf8), nestingLimit: 8).dictionary)
        let objects = try XCTUnwrap(root["objects"]?.dictionary)
        let graph = ProjectGraph(objects: objects, project: try XCTUnwrap(root["P"]?.dictionary), sourceRoot: "/repo")
        XCTAssertEqual(graph.path(of: .string("F")), "/repo/new.swift")
        XCTAssertNil(graph["X"])
        // The same with a table of objects large enough to be looked up by hashing.
        let filler = (0..<30).map { "Z\($0) = { isa = PBXBuildFile; };" }.joined(separator: " ")
        let larger = try XCTUnwrap(
            try OpenStepParser.parse(
                Array(text.replacingOccurrences(of: "{ objects = {", with: "{ objects = { " + filler).utf8), nestingLimit: 8
            )
            .dictionary)
        let largerObjects = try XCTUnwrap(larger["objects"]?.dictionary)
        XCTAssertGreaterThan(largerObjects.entries.count, PlistDictionary.indexedCount)
        let largerGraph = ProjectGraph(
            objects: largerObjects, project: try XCTUnwrap(larger["P"]?.dictionary), sourceRoot: "/repo")
        XCTAssertEqual(largerGraph.path(of: .string("F")), "/repo/new.swift")
        XCTAssertNil(largerGraph["X"])
        XCTAssertNotNil(largerGraph["Z29"])
    }

    /// A hostile project: one file reference with 20,000 keys, compiled through 5,000 build
    /// files. Each lookup of a key in it hashes, so reading it stays linear in the file's size
    /// (comparing keys one by one took minutes on a 5 MB file of this shape).
    func testAnObjectWithManyKeysIsReadWithoutScanningThemAtEachLookup() throws {
        let keys = (0..<20_000).map { "k\($0) = v;" }.joined(separator: " ")
        let buildFiles = (0..<5_000).map { "B\($0) = { isa = PBXBuildFile; fileRef = F; };" }.joined(separator: " ")
        let phase = (0..<5_000).map { "B\($0)" }.joined(separator: ", ")
        let text = """
            { objects = { F = { \(keys) isa = PBXFileReference; path = a.swift; sourceTree = "<group>"; };
              G = { isa = PBXGroup; children = ( F ); }; \(buildFiles)
              S = { isa = PBXSourcesBuildPhase; files = ( \(phase) ); };
              T = { isa = PBXNativeTarget; name = App; buildPhases = ( S ); };
              P = { isa = PBXProject; mainGroup = G; targets = ( T ); }; }; rootObject = P; }
            """
        let project = try XcodeProjectReader.read(bytes: Array(text.utf8), path: "/repo/App.xcodeproj/project.pbxproj").get()
        XCTAssertEqual(project.targets.map(\.name), ["App"])
        XCTAssertEqual(project.targets.first?.files, ["/repo/a.swift"])
    }
}
