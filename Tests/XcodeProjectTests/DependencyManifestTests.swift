import Foundation
import SegueModel
import TestSupport
import XCTest

@testable import XcodeProject

/// Podfile, Podfile.lock, Cartfile, Package.resolved → dependency names and module candidates;
/// a folder's manifests → managers, modules, and a problem (never a crash) for a bad manifest.
final class DependencyManifestTests: XCTestCase {
    // MARK: CocoaPods

    /// A Podfile as `pod init` starts it and a team grows it: a platform, sources, a shared
    /// `def`, an abstract target with two targets, options, subspecs, comments, a `;`, a
    /// `=begin` block and a `post_install` hook whose strings mention `pod`.
    func testPodfilePodNames() {
        let podfile = """
            # Uncomment the next line to define a global platform for your project
            platform :ios, '13.0'
            source 'https://cdn.cocoapods.org/'

            use_frameworks!
            inhibit_all_warnings!

            def shared_pods
              pod 'Alamofire', '~> 5.4'
              pod "SwiftyJSON" # JSON parsing, see "pod 'NotInComment'"
            end

            abstract_target 'Common' do
              shared_pods
              pod 'Firebase/Analytics'
              pod 'Firebase/Crashlytics', '~> 8.0'
              pod 'lottie-ios'
              podspec :path => 'Local.podspec'

              target 'TVShows' do
                pod 'SnapKit', :git => 'https://github.com/SnapKit/SnapKit.git', :tag => '5.0.0'
                pod 'Reveal-SDK', :configurations => ['Debug']
                # pod 'Commented', '1.0'
                pod('Kingfisher', '~> 7.0'); pod 'SDWebImage'
              end

              target 'TVShowsTests' do
                inherit! :search_paths
                pod 'Quick'
                pod 'Nimble'
              end
            end

            =begin
            pod 'InBlockComment'
            =end

            post_install do |installer|
              installer.pods_project.targets.each do |target|
                puts "pod 'NotAPod' #{target.name}"
                target.build_configurations.each do |config|
                  config.build_settings['IPHONEOS_DEPLOYMENT_TARGET'] = '13.0'
                end
              end
            end
            """
        XCTAssertEqual(
            DependencyManifestReader.podNames(podfile: podfile),
            [
                "Alamofire", "Firebase/Analytics", "Firebase/Crashlytics", "Kingfisher", "Nimble", "Quick",
                "Reveal-SDK", "SDWebImage", "SnapKit", "SwiftyJSON", "lottie-ios",
            ])
    }

    func testPodfileOddities() {
        XCTAssertEqual(DependencyManifestReader.podNames(podfile: ""), [])
        XCTAssertEqual(
            DependencyManifestReader.podNames(podfile: "pods 'A'\npodfile 'B'\npod name\npod ''\npod 'Unterminated"), [])
        XCTAssertEqual(DependencyManifestReader.podNames(podfile: "\tpod\t'Tabbed'\r\npod \"It\\\"s\"\r\n"), ["It\"s", "Tabbed"])
    }

    /// A Podfile.lock as CocoaPods writes it: nested dependencies, quoted entries, and sections
    /// whose names are not (all) pods to be read.
    func testPodfileLockPodNames() {
        let lock = """
            PODS:
              - "!ProtoCompiler (3.21.5)":
                - Protobuf (~> 3.0)
              - Alamofire (5.4.4)
              - Firebase/Analytics (8.15.0):
                - Firebase/Core
              - Firebase/Core (8.15.0):
                - Firebase/CoreOnly
                - FirebaseAnalytics (~> 8.15.0)
              - Firebase/CoreOnly (8.15.0):
                - FirebaseCore (= 8.15.0)
              - FirebaseAnalytics (8.15.0):
                - FirebaseAnalytics/AdIdSupport (= 8.15.0)
                - FirebaseCore (~> 8.0)
              - FirebaseCore (8.15.0)
              - Protobuf (3.21.5)
              - SnapKit (5.0.0)

            DEPENDENCIES:
              - Alamofire (~> 5.4)
              - Firebase/Analytics
              - LocalKit (from `../LocalKit`)
              - "SnapKit (from `https://github.com/SnapKit/SnapKit.git`, tag `5.0.0`)"

            SPEC REPOS:
              trunk:
                - Alamofire
                - Firebase
                - SpecRepoOnly

            EXTERNAL SOURCES:
              LocalKit:
                :path: "../LocalKit"
              SnapKit:
                :git: https://github.com/SnapKit/SnapKit.git
                :tag: 5.0.0

            CHECKOUT OPTIONS:
              SnapKit:
                :git: https://github.com/SnapKit/SnapKit.git
                :tag: 5.0.0

            SPEC CHECKSUMS:
              Alamofire: f3b09a368f1582ab751b3fff5460276e0d2cf5c9
              ChecksumOnly: 0d5ca0e1e3b4f3a7c1d2b6e0f9a8c7b6d5e4f3a2

            PODFILE CHECKSUM: 7e4a3ab4b0e1d9d8d4e0b6e7c8a0c1b2d3e4f5a6

            COCOAPODS: 1.11.3

            """
        XCTAssertEqual(
            DependencyManifestReader.podNames(podfileLock: lock),
            [
                "!ProtoCompiler", "Alamofire", "Firebase/Analytics", "Firebase/Core", "Firebase/CoreOnly",
                "FirebaseAnalytics", "FirebaseAnalytics/AdIdSupport", "FirebaseCore", "LocalKit", "Protobuf", "SnapKit",
            ])
        XCTAssertEqual(DependencyManifestReader.podNames(podfileLock: ""), [])
        XCTAssertEqual(DependencyManifestReader.podNames(podfileLock: "COCOAPODS: 1.11.3\n  - NotAPod (1.0)\n"), [])
    }

    // MARK: Carthage

    func testCartfileNames() {
        let cartfile = """
            # Networking
            github "Alamofire/Alamofire" ~> 5.4
            github "ReactiveX/RxSwift" "6.5.0" # pinned until the 7.0 migration
            git "https://enterprise.local/desktop/git-error-translations.git" "development"
            git "file:///directory/to/project" "branch"
            binary "https://my.domain.com/release/MyFramework.json" ~> 2.3
            github "https://enterprise.local/ghe/desktop/git-error-translations2/"
            # github "Commented/Out"
            githubx "Not/AKind"
            github NotQuoted/Name
            """
        XCTAssertEqual(
            DependencyManifestReader.carthageNames(cartfile: cartfile),
            ["Alamofire", "MyFramework", "RxSwift", "git-error-translations", "git-error-translations2", "project"])
    }

    func testCartfileResolvedNames() {
        let resolved = """
            binary "https://dl.google.com/dl/firebase/ios/carthage/FirebaseAnalyticsBinary.json" "8.15.0"
            github "Alamofire/Alamofire" "5.4.4"
            github "ReactiveX/RxSwift" "6.5.0"
            git "git@github.com:owner/PrivateKit.git" "a1b2c3d4e5f6a7b8c9d0e1f2a3b4c5d6e7f8a9b0"

            """
        XCTAssertEqual(
            DependencyManifestReader.carthageNames(cartfile: resolved),
            ["Alamofire", "FirebaseAnalyticsBinary", "PrivateKit", "RxSwift"])
    }

    // MARK: Swift Package Manager

    private static let resolvedVersion1 = """
        {
          "object": {
            "pins": [
              {
                "package": "Alamofire",
                "repositoryURL": "https://github.com/Alamofire/Alamofire.git",
                "state": {
                  "branch": null,
                  "revision": "d120af1e8638c7da36c8481fd61a66c0c08dc4fc",
                  "version": "5.4.4"
                }
              },
              {
                "package": "swift-collections",
                "repositoryURL": "https://github.com/apple/swift-collections",
                "state": {
                  "branch": null,
                  "revision": "48254824bb4248676bf7ce56014ff57b142b77eb",
                  "version": "1.0.2"
                }
              }
            ]
          },
          "version": 1
        }
        """

    private static let resolvedVersion2 = """
        {
          "pins" : [
            {
              "identity" : "alamofire",
              "kind" : "remoteSourceControl",
              "location" : "https://github.com/Alamofire/Alamofire.git",
              "state" : {
                "revision" : "f455c2975872ccd2d9c81594c658af65716e9b9a",
                "version" : "5.9.1"
              }
            },
            {
              "identity" : "lottie-spm",
              "kind" : "remoteSourceControl",
              "location" : "https://github.com/airbnb/lottie-spm",
              "state" : {
                "revision" : "1d29eccc24cc8b75bff9f6804155112c0ffc9605",
                "version" : "4.4.3"
              }
            },
            {
              "identity" : "localkit",
              "kind" : "localSourceControl",
              "location" : "/Users/dev/LocalKit/",
              "state" : {
                "revision" : "0a1b2c3d4e5f60718293a4b5c6d7e8f901234567"
              }
            },
            {
              "identity" : "mona.linkedlist",
              "kind" : "registry",
              "location" : "",
              "state" : {
                "version" : "1.0.0"
              }
            },
            {
              "identity" : "orphan"
            },
            "not a pin"
          ],
          "version" : 2
        }
        """

    func testPackageResolvedVersion1() {
        XCTAssertEqual(
            DependencyManifestReader.packageNames(packageResolved: Array(Self.resolvedVersion1.utf8)),
            ["Alamofire", "swift-collections"])
    }

    func testPackageResolvedVersions2And3() {
        XCTAssertEqual(
            DependencyManifestReader.packageNames(packageResolved: Array(Self.resolvedVersion2.utf8)),
            ["Alamofire", "LocalKit", "linkedlist", "lottie-spm", "orphan"])
        let originHash = "\"originHash\" : \"2e9be4c46a344e23cea4cd2cb94ea163b70e55a6bcdd683baaa66420f83198c5\",\n  "
        let version3 = Self.resolvedVersion2
            .replacingOccurrences(of: "\"pins\" :", with: originHash + "\"pins\" :")
            .replacingOccurrences(of: "\"version\" : 2", with: "\"version\" : 3")
        XCTAssertEqual(
            DependencyManifestReader.packageNames(packageResolved: Array(version3.utf8)),
            ["Alamofire", "LocalKit", "linkedlist", "lottie-spm", "orphan"])
        XCTAssertEqual(
            DependencyManifestReader.packageNames(packageResolved: Array("{ \"pins\" : [ ], \"version\" : 2 }".utf8)), [])
    }

    func testMalformedPackageResolvedIsNil() {
        for text in [
            "", "{", "[]", "\"pins\"", "{ \"version\" : 2 }", "{ \"pins\" : 3 }", "{ \"object\" : { } }",
            Self.resolvedVersion2.replacingOccurrences(of: "},\n    \"not a pin\"", with: "}\n    \"not a pin\""),
        ] {
            XCTAssertNil(DependencyManifestReader.packageNames(packageResolved: Array(text.utf8)), text)
        }
        XCTAssertNil(DependencyManifestReader.packageNames(packageResolved: [0xFF, 0xFE, 0x00]))
        XCTAssertThrowsError(try DependencyManifestReader.resolvedPackageNames(Array("{".utf8))) { error in
            XCTAssertTrue("\(error)".hasPrefix("not valid JSON"), "\(error)")
        }
        XCTAssertThrowsError(try DependencyManifestReader.resolvedPackageNames(Array("{ \"version\" : 2 }".utf8))) { error in
            XCTAssertEqual("\(error)", "no list of pins (`pins` in versions 2 and 3, `object.pins` in version 1)")
        }
    }

    /// JSONSerialization recurses once per level: deep nesting is refused by a byte scan first;
    /// brackets in strings don't count.
    func testDeeplyNestedPackageResolvedIsRefusedBeforeParsing() {
        let bomb = Array((String(repeating: "[", count: 200_000) + String(repeating: "]", count: 200_000)).utf8)
        XCTAssertNil(DependencyManifestReader.packageNames(packageResolved: bomb))
        XCTAssertThrowsError(try DependencyManifestReader.resolvedPackageNames(bomb)) { error in
            XCTAssertEqual("\(error)", "not read: the JSON nests more than 64 levels deep")
        }
        let harmless = "{ \"pins\" : [ { \"identity\" : \"" + String(repeating: "[{\\\"", count: 100) + "\" } ] }"
        XCTAssertFalse(DependencyManifestReader.jsonNestingExceedsLimit(Array(harmless.utf8)))
        XCTAssertEqual(DependencyManifestReader.packageNames(packageResolved: Array(harmless.utf8))?.count, 1)
    }

    // MARK: Module names

    func testModuleNameCandidates() {
        XCTAssertEqual(DependencyManifestReader.moduleNames(forDependency: "Alamofire"), ["Alamofire"])
        XCTAssertEqual(DependencyManifestReader.moduleNames(forDependency: "Firebase/Analytics"), ["Firebase"])
        XCTAssertEqual(DependencyManifestReader.moduleNames(forDependency: "lottie-ios"), ["lottie_ios", "LottieIos", "Lottie"])
        XCTAssertEqual(
            DependencyManifestReader.moduleNames(forDependency: "swift-collections"),
            ["swift_collections", "SwiftCollections", "Collections"])
        XCTAssertEqual(
            DependencyManifestReader.moduleNames(forDependency: "realm-swift"), ["realm_swift", "RealmSwift", "Realm"])
        XCTAssertEqual(
            DependencyManifestReader.moduleNames(forDependency: "Reachability.swift"),
            ["Reachability_swift", "ReachabilitySwift", "Reachability"])
        XCTAssertEqual(
            DependencyManifestReader.moduleNames(forDependency: "GoogleSignIn-iOS"),
            ["GoogleSignIn_iOS", "GoogleSignInIOS", "GoogleSignIn"])
        XCTAssertEqual(DependencyManifestReader.moduleNames(forDependency: "kingfisher"), ["kingfisher", "Kingfisher"])
        XCTAssertEqual(
            DependencyManifestReader.moduleNames(forDependency: "!ProtoCompiler"), ["_ProtoCompiler", "ProtoCompiler"])
        XCTAssertEqual(DependencyManifestReader.moduleNames(forDependency: "swift"), ["swift", "Swift"])
        XCTAssertEqual(DependencyManifestReader.moduleNames(forDependency: ""), [])
        XCTAssertEqual(DependencyManifestReader.moduleNames(forDependency: "/"), [])
    }

    // MARK: The model

    func testManagersSortInDeclarationOrderAndMergingIsAUnion() {
        XCTAssertEqual(
            [ExternalDependencies.Manager.carthage, .cocoaPods, .swiftPackageManager].sorted(),
            [.swiftPackageManager, .cocoaPods, .carthage])
        let pods = ExternalDependencies(managers: [.cocoaPods], modules: ["Alamofire", "Alamofire"], manifests: ["Podfile"])
        let carthage = ExternalDependencies(
            managers: [.carthage, .cocoaPods], modules: ["RxSwift", "Alamofire"],
            manifests: ["Cartfile"])
        XCTAssertEqual(pods.modules, ["Alamofire"])
        XCTAssertEqual(
            pods.merging(carthage),
            ExternalDependencies(
                managers: [.cocoaPods, .carthage],
                modules: ["Alamofire", "RxSwift"],
                manifests: ["Cartfile", "Podfile"]))
        XCTAssertEqual(pods.merging(carthage).managers, [.cocoaPods, .carthage])
        XCTAssertTrue(ExternalDependencies().isEmpty)
        XCTAssertFalse(pods.isEmpty)
        XCTAssertEqual(ExternalDependencies.Manager.swiftPackageManager.rawValue, "Swift Package Manager")
    }

    // MARK: Folders

    private func write(_ text: String, to relative: String, in folder: URL) throws {
        let url = folder.appendingPathComponent(relative)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    /// Git submodules hide code only when they are not checked out: a `.gitmodules` whose
    /// submodule folder is missing or empty is a dependency (its folder name a module), one whose
    /// folder holds the code is not. A path that climbs out of the folder is never listed.
    func testGitSubmodulesCountOnlyWhenNotCheckedOut() throws {
        let folder = TestSupport.temporaryRoot.appendingPathComponent("submodules-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try write(
            """
            [submodule "Vendor/Charts"]
            \tpath = Vendor/Charts
            \turl = https://github.com/example/Charts.git
            [submodule "Escape"]
            \tpath = ../outside
            """, to: ".gitmodules", in: folder)
        var (dependencies, _) = DependencyManifestReader.read(folder: folder.path)
        XCTAssertEqual(dependencies.managers, [.gitSubmodules])
        XCTAssertEqual(dependencies.modules, ["Charts", "Outside", "outside"])
        try write(
            """
            [submodule "Vendor/Charts"]
            \tpath = Vendor/Charts
            """, to: ".gitmodules", in: folder)
        try write("public class BarChartView {}\n", to: "Vendor/Charts/Source/BarChartView.swift", in: folder)
        (dependencies, _) = DependencyManifestReader.read(folder: folder.path)
        XCTAssertEqual(dependencies.managers, [], "a checked-out submodule is linted, not assumed")
    }

    /// A folder with every kind of manifest: Xcode's own Package.resolved in the project and the
    /// workspace (the workspace's one malformed), a `Cartfile.private` that is a folder, and a
    /// Package.swift, which is left to the driver (read with swift-syntax). Bad manifests are problems, and their managers count.
    func testReadFolder() throws {
        let folder = TestSupport.temporaryRoot.appendingPathComponent("dependencies-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try write(
            "platform :ios, '15.0'\nuse_frameworks!\ntarget 'App' do\n  pod 'Alamofire'\n  pod 'lottie-ios'\nend\n",
            to: "Podfile", in: folder)
        try write(
            "PODS:\n  - Firebase/Core (8.0.0):\n    - FirebaseAnalytics (= 8.0.0)\n\nCOCOAPODS: 1.11.3\n",
            to: "Podfile.lock", in: folder)
        try write("github \"ReactiveX/RxSwift\" ~> 6.0\n", to: "Cartfile", in: folder)
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent("Cartfile.private"),
            withIntermediateDirectories: true)
        try write(
            """
            { "pins" : [ { "identity" : "swift-collections", "kind" : "remoteSourceControl",
                           "location" : "https://github.com/apple/swift-collections.git" } ], "version" : 2 }
            """, to: "App.xcodeproj/project.xcworkspace/xcshareddata/swiftpm/Package.resolved", in: folder)
        try write("{ \"pins\" : [", to: "App.xcworkspace/xcshareddata/swiftpm/Package.resolved", in: folder)
        try write("// swift-tools-version:5.9\nthis is not read\n", to: "Package.swift", in: folder)
        try write("pod 'NotRead'\n", to: "Nested/Podfile", in: folder)

        let (dependencies, problems) = DependencyManifestReader.read(folder: folder.path)
        XCTAssertEqual(dependencies.managers, [.swiftPackageManager, .cocoaPods, .carthage])
        XCTAssertEqual(
            dependencies.modules,
            [
                "Alamofire", "Collections", "Firebase", "FirebaseAnalytics", "Lottie", "LottieIos",
                "RxSwift", "SwiftCollections", "lottie_ios", "swift_collections",
            ])
        XCTAssertEqual(
            dependencies.manifests,
            [
                "App.xcodeproj/project.xcworkspace/xcshareddata/swiftpm/Package.resolved",
                "App.xcworkspace/xcshareddata/swiftpm/Package.resolved",
                "Cartfile", "Cartfile.private", "Podfile", "Podfile.lock",
            ].map { folder.path + "/" + $0 })
        XCTAssertEqual(problems.count, 2)
        XCTAssertEqual(problems.map(\.kind), [.project, .project])
        XCTAssertEqual(problems.map(\.location.line), [1, 1])
        let directory = try XCTUnwrap(problems.first { $0.location.file.hasSuffix("/Cartfile.private") })
        XCTAssertEqual(directory.message, "cannot read the dependency manifest: is a directory")
        let workspaceResolved = "/App.xcworkspace/xcshareddata/swiftpm/Package.resolved"
        let malformed = try XCTUnwrap(problems.first { $0.location.file.hasSuffix(workspaceResolved) })
        XCTAssertTrue(malformed.message.hasPrefix("not a valid Package.resolved: not valid JSON"), malformed.message)
    }

    /// An empty (or comment-only) manifest declares no dependency: it is no dependency manager, so
    /// a module-less class the project lacks stays an error. A manifest nothing can be read from (a
    /// binary Cartfile) is taken to declare dependencies, and a problem says so.
    func testEmptyAndUnreadableManifestsSayWhatIsAssumed() throws {
        let folder = TestSupport.temporaryRoot.appendingPathComponent("manifests-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try write("", to: "Empty/Podfile", in: folder)
        try write("# platform :ios, '15.0'\n\n", to: "Comments/Podfile", in: folder)
        try write("platform :tvos, '9.0'\nuse_frameworks!\n\ntarget 'App' do\n\nend\n", to: "NoPods/Podfile", in: folder)
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("Binary"), withIntermediateDirectories: true)
        try Data([0xFF, 0x00]).write(to: folder.appendingPathComponent("Binary/Cartfile"))
        for empty in ["Empty", "Comments", "NoPods"] {
            let (dependencies, problems) = DependencyManifestReader.read(folder: folder.appendingPathComponent(empty).path)
            XCTAssertEqual(dependencies.managers, [], empty)
            XCTAssertEqual(problems, [], empty)
        }
        let (dependencies, problems) = DependencyManifestReader.read(folder: folder.appendingPathComponent("Binary").path)
        XCTAssertEqual(dependencies.managers, [.carthage])
        XCTAssertEqual(
            problems.map(\.message),
            [
                "no dependency could be read from this manifest (it is not text); it is taken to declare "
                    + "some, so a class or an unwind action the project lacks is not reported as an error (unverified-custom-class, unverified-unwind-action)"
            ])
    }

    func testFolderWithoutManifestsIsEmpty() throws {
        let folder = TestSupport.temporaryRoot.appendingPathComponent("no-dependencies-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try write("not a manifest", to: "README.md", in: folder)
        let (dependencies, problems) = DependencyManifestReader.read(folder: folder.path + "/")
        XCTAssertTrue(dependencies.isEmpty)
        XCTAssertEqual(dependencies, ExternalDependencies())
        XCTAssertEqual(problems, [])
    }

    func testFolderThatCannotBeListedIsAProblem() {
        let (dependencies, problems) = DependencyManifestReader.read(folder: "/nonexistent/seguelint/App")
        XCTAssertTrue(dependencies.isEmpty)
        XCTAssertEqual(problems.count, 1)
        XCTAssertEqual(problems.first?.location.file, "/nonexistent/seguelint/App")
        XCTAssertEqual(problems.first?.message.hasPrefix("cannot list the folder for dependency manifests: "), true)
    }
}
