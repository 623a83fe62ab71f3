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
    }
}
