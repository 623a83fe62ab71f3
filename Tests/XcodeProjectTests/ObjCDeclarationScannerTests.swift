import Foundation
import SegueModel
import TestSupport
import XCTest

@testable import XcodeProject

/// Objective-C headers and implementations → the classes they declare, with the name's line and
/// UTF-8 column; nothing from comments, literals or preprocessor lines, and never a crash.
final class ObjCDeclarationScannerTests: XCTestCase {
    private let path = "App/ShowViewController.h"

    private func scan(_ text: String) -> [ObjCClassDeclaration] {
        ObjCDeclarationScanner.scan(bytes: Array(text.utf8), path: path)
    }

    /// Each declaration as `kind Name : Super @line:column`.
    private func summary(_ bytes: [UInt8]) -> [String] {
        ObjCDeclarationScanner.scan(bytes: bytes, path: path).map { declaration in
            var text = "\(declaration.kind.rawValue) \(declaration.name)"
            if let superclass = declaration.superclass { text += " : \(superclass)" }
            return text + " @\(declaration.location.line):\(declaration.location.column ?? 0)"
        }
    }

    private func summary(_ text: String) -> [String] {
        summary(Array(text.utf8))
    }

    func testExtensionsAreObjectiveCFiles() {
        XCTAssertEqual(ObjCDeclarationScanner.extensions, ["h", "m", "mm"])
    }

    func testInterfaceWithSuperclass() {
        XCTAssertEqual(
            scan("@interface ShowViewController : UIViewController\n@end\n"),
            [
                ObjCClassDeclaration(
                    kind: .interface, name: "ShowViewController", superclass: "UIViewController",
                    location: Location(file: path, line: 1, column: 12))
            ])
        XCTAssertEqual(
            summary("@interface Root\n@end\n@interface Tight:NSObject<NSCoding>@end"),
            ["interface Root @1:12", "interface Tight : NSObject @3:12"])
    }

    func testImplementation() {
        XCTAssertEqual(
            summary(
                """
                @implementation ShowViewController
                - (void)viewDidLoad { [super viewDidLoad]; }
                @end
                @implementation LegacyController : UIViewController
                @end
                """), ["implementation ShowViewController @1:17", "implementation LegacyController @4:17"])
    }

    /// An identifier is letters, digits, `_` and `$`; the bytes just outside those ranges (`/`,
    /// `:`, `@`, `[`, `` ` ``, `{`) end it. Keywords and `IBAction` are matched whole, by their bytes.
    func testIdentifierBytesAndKeywords() {
        XCTAssertEqual(summary("@interface a_$09AZz_Yy : Base\n@end"), ["interface a_$09AZz_Yy : Base @1:12"])
        for separator in ["/", ":", "@", "[", "`", "{", " "] {
            let names = scan("@interface Foo\(separator)Bar : Base\n@end").map(\.name)
            XCTAssertEqual(names.first, "Foo", separator)
        }
        XCTAssertEqual(summary("@interfaces Nope\n@interfac Nope\n@end"), [])
        XCTAssertEqual(summary("@implementationX Nope\n@end"), [])
        let actions = ObjCDeclarationScanner.scanAll(
            bytes: Array(
                "@implementation A\n- (IBActions)no:(id)s {}\n- (IBAction)yes:(id)s {}\n- (IBActio)no2:(id)s {}\n@end".utf8),
            path: path
        ).actions
        XCTAssertEqual(actions.map(\.selector), ["yes:"])
        XCTAssertEqual(actions.map(\.className), ["A"])
    }

    /// A category adds methods to a class declared elsewhere: neither its interface nor its
    /// implementation declares the class.
    func testCategoriesAreSkipped() {
        XCTAssertEqual(
            summary(
                """
                @interface UIViewController (Segues)
                - (void)performSegue:(NSString *)identifier;
                @end
                @implementation UIViewController (Segues)
                @end
                @interface NSArray<ObjectType> (Extras)
                @end
                @interface Spaced ( Category )
                @end
                """), [])
    }

    /// `@interface Name ()` (a class extension, usually in the .m file) is recorded as an interface
    /// of the class, without a superclass.
    func testClassExtensionIsAnInterface() {
        XCTAssertEqual(
            summary(
                """
                @interface ShowViewController ()
                @property (nonatomic) NSString *name;
                @end
                @interface Protocols () <UITableViewDelegate>
                @end
                """), ["interface ShowViewController @1:12", "interface Protocols @4:12"])
    }

    func testGenericsAndProtocolListsAreSkipped() {
        XCTAssertEqual(
            summary(
                """
                @interface Box<__covariant ObjectType : id<NSCopying>> : NSObject <NSCoding>
                @end
                @interface Pair<K, V>: NSObject
                @end
                @interface Root <NSObject, NSCopying>
                @end
                @interface Cache<KeyType, ObjectType> () <NSCacheDelegate>
                @end
                """),
            [
                "interface Box : NSObject @1:12", "interface Pair : NSObject @3:12", "interface Root @5:12",
                "interface Cache @7:12",
            ])
    }

    func testCompatibilityAlias() {
        XCTAssertEqual(
            scan("@compatibility_alias OldShowController ShowViewController;"),
            [
                ObjCClassDeclaration(
                    kind: .alias, name: "OldShowController", superclass: "ShowViewController",
                    location: Location(file: path, line: 1, column: 22))
            ])
    }

    func testForwardClassesAndProtocolsAreNotDeclarations() {
        XCTAssertEqual(
            summary(
                """
                @class Episode, Season;
                @protocol Routing;
                @protocol Presenting <NSObject>
                - (void)present:(Episode *)episode;
                @end
                @interface Real : NSObject <Routing>
                @end
                @implementation Real
                - (Protocol *)routing { return @protocol(Routing); }
                - (Class)episode { return [Episode class]; }
                @end
                """), ["interface Real : NSObject @6:12", "implementation Real @8:17"])
    }

    /// Comments, string and character literals (escapes included), and preprocessor lines
    /// (continued with a backslash, or holding a block comment that spans lines) hide directives.
    func testCommentsLiteralsAndPreprocessorLinesAreSkipped() {
        XCTAssertEqual(
            summary(
                #"""
                // @interface InLineComment : NSObject
                /* @interface InBlockComment
                   @implementation AlsoInBlockComment */
                // a comment continued \
                @interface InContinuedComment : NSObject
                #define FAKE @interface Fake : NSObject
                #define LONG_FAKE(x) \
                    @implementation Continued
                  #  pragma mark - @interface Pragma
                #if 0 /* a comment
                @interface InCommentOnDirectiveLine */
                #endif
                #error don't @interface Apostrophe
                NSString *s = @"@interface InString : NSObject";
                NSString *t = @"escaped \" @interface StillInString";
                NSString *u = @"\\"; @interface AfterEscapedBackslash : NSObject
                @end
                char c = '"'; int n = 1'000; @interface AfterLiterals : NSObject
                @end
                x = /* inline */ 1; # @interface NotADirective
                @end
                """#),
            [
                "interface AfterEscapedBackslash : NSObject @16:33", "interface AfterLiterals : NSObject @18:41",
                "interface NotADirective @20:34",
            ])
    }

    /// An unterminated literal ends at its line, as in clang; an unterminated comment at the end.
    func testUnterminatedLiteralsEndAtTheirLine() {
        XCTAssertEqual(
            summary("NSString *s = @\"open;\n@interface AfterString : NSObject\nchar c = 'x;\n@implementation B\n/* open"),
            ["interface AfterString : NSObject @2:12", "implementation B @4:17"])
    }

    func testCRLFLineEndings() {
        let text =
            "// header\r\n#import <UIKit/UIKit.h>\r\n\r\n@interface A : UIViewController\r\n@end\r\n"
            + "#define X \\\r\n  @interface Hidden\r\n@implementation A\r\n@end\r\n"
            + "// a comment continued \\\r\n@interface HiddenInComment\r\n/* * / **/@interface B\r\n@end\r\n"
        XCTAssertEqual(
            summary(text), ["interface A : UIViewController @4:12", "implementation A @8:17", "interface B @12:22"])
    }

    /// Columns count UTF-8 bytes (the emoji is four, a tab one), lines count `\n`.
    func testLinesAndColumns() {
        XCTAssertEqual(
            summary("/* 🎬 */ @interface Movie : NSObject\n\n\t@interface\tTabbed\n@end\n   @implementation\n  Split\n"),
            ["interface Movie : NSObject @1:23", "interface Tabbed @3:13", "implementation Split @6:3"])
    }

    /// A file that stops anywhere inside a declaration yields what is certain, and never a crash.
    func testTruncatedDeclarations() {
        let cases: [(String, [String])] = [
            ("@interface", []),
            ("@interface ", []),
            ("@interface Foo", ["interface Foo @1:12"]),
            ("@interface Foo :", ["interface Foo @1:12"]),
            ("@interface Foo : Bar", ["interface Foo : Bar @1:12"]),
            ("@interface Foo (", []),
            ("@interface Foo (Cat", []),
            ("@interface Foo <", []),
            ("@interface Foo <Bar>", ["interface Foo @1:12"]),
            ("@interface Foo <Bar; @end", []),
            ("@implementation", []),
            ("@implementation Foo (", []),
            ("@compatibility_alias", []),
            ("@compatibility_alias A", []),
            ("@", []),
            ("@\"", []),
            ("'", []),
            ("/", []),
            ("/*", []),
            ("#", []),
            ("#define X \\", []),
            ("\\", []),
            ("\"\\", []),
        ]
        for (text, expected) in cases {
            XCTAssertEqual(summary(text), expected, "for \(text.debugDescription)")
        }
    }

    /// Invalid UTF-8 is only bytes: names are ASCII identifiers, and a word with non-ASCII bytes
    /// (`Café`, or garbage glued to a name) is not taken for a name.
    func testInvalidUTF8() {
        var bytes: [UInt8] = [0xFF, 0xFE, 0x0A]
        bytes += Array("@interface Good : NSObject\n".utf8)
        bytes += [0xC3, 0x28, 0xE2, 0x82, 0x0A]
        bytes += Array("@interface Caf\u{E9} : NSObject\n@interface Glued".utf8) + [0x80]
        bytes += Array(" : NSObject\n@implementation Good\n".utf8)
        XCTAssertEqual(summary(bytes), ["interface Good : NSObject @2:12", "implementation Good @6:17"])
    }

    /// Pseudo-random bytes, weighted towards the characters the tokenizer cares about: no crash,
    /// every location valid, every name an ASCII identifier. Then large hostile inputs: linear time.
    func testGarbageNeverCrashes() {
        let words = [
            "@interface ", "@implementation ", "@compatibility_alias ", "@class ", "Name", " : ", "<", ">", "(", ")",
            "\"", "'", "\\", "\\\r\n", "/", "*", "//", "/*", "*/", "#", "\n", "\r\n", " ", ";", "{", "@", "1'0",
        ]
        var pieces: [[UInt8]] = words.map { Array($0.utf8) }
        pieces += [[0xFF], [0xC3], [0x80], [0x00]]
        var generator = SplitMix64(seed: 0x5E6E_1147)
        for _ in 0..<2_000 {
            var bytes: [UInt8] = []
            for _ in 0..<Int(generator.next() % 60) {
                bytes += pieces[Int(generator.next() % UInt64(pieces.count))]
            }
            for declaration in ObjCDeclarationScanner.scan(bytes: bytes, path: path) {
                XCTAssertGreaterThanOrEqual(declaration.location.line, 1)
                XCTAssertGreaterThanOrEqual(declaration.location.column ?? 0, 1)
                for name in [declaration.name, declaration.superclass ?? "X"] {
                    XCTAssertFalse(name.isEmpty)
                    XCTAssertTrue(name.utf8.allSatisfy { $0 < 0x80 }, name)
                }
            }
        }
        let hostile = [
            String(repeating: "@interface A<", count: 50_000),
            String(repeating: "@interface A (", count: 50_000),
            String(repeating: "@interface A /* a long comment */ ", count: 50_000),
            String(repeating: "#define X \\\n", count: 50_000),
            String(repeating: "\"\\", count: 200_000),
            String(repeating: "<", count: 500_000),
        ]
        let clock = Date()
        XCTAssertEqual(ObjCDeclarationScanner.scan(bytes: Array(hostile[0].utf8), path: path), [])
        XCTAssertEqual(ObjCDeclarationScanner.scan(bytes: Array(hostile[1].utf8), path: path), [])
        XCTAssertEqual(ObjCDeclarationScanner.scan(bytes: Array(hostile[2].utf8), path: path).count, 50_000)
        for text in hostile.dropFirst(3) {
            XCTAssertEqual(ObjCDeclarationScanner.scan(bytes: Array(text.utf8), path: path), [])
        }
        XCTAssertLessThan(Date().timeIntervalSince(clock), TestSupport.timeLimit(5))
    }

    /// A header and implementation as Xcode's templates and Interface Builder leave them.
    func testRealShapedHeaderAndImplementation() {
        let header = """
            //
            //  ShowDetailViewController.h
            //  TV Shows
            //
            //  Created by Jane Appleseed on 12/03/2019.
            //  Copyright © 2019 Example Inc. All rights reserved.
            //

            #import <UIKit/UIKit.h>
            #import "Show.h"

            @class Episode;
            @protocol ShowDetailDelegate;

            NS_ASSUME_NONNULL_BEGIN

            IB_DESIGNABLE
            @interface ShowDetailViewController : UITableViewController <UITableViewDataSource, UITableViewDelegate>

            @property (nonatomic, weak) IBOutlet UILabel *titleLabel;
            @property (nonatomic, weak, nullable) IBOutlet UIImageView *posterView;
            @property (nonatomic, strong) IBOutletCollection(UIButton) NSArray<UIButton *> *actionButtons;
            @property (nonatomic, weak, nullable) id<ShowDetailDelegate> delegate;
            @property (nonatomic, copy) NSString *segueIdentifier; // e.g. @"showEpisode"

            - (IBAction)unwindToShowDetail:(UIStoryboardSegue *)segue;

            @end

            @protocol ShowDetailDelegate <NSObject>
            - (void)showDetail:(ShowDetailViewController *)controller didSelectEpisode:(Episode *)episode;
            @end

            NS_ASSUME_NONNULL_END

            """
        XCTAssertEqual(summary(header), ["interface ShowDetailViewController : UITableViewController @18:12"])
        let implementation = """
            #import "ShowDetailViewController.h"

            @interface ShowDetailViewController () <UIPopoverPresentationControllerDelegate>
            @property (nonatomic) BOOL loaded;
            @end

            @implementation ShowDetailViewController

            - (void)prepareForSegue:(UIStoryboardSegue *)segue sender:(id)sender {
                if ([segue.identifier isEqualToString:@"showEpisode"]) {
                    NSLog(@"@implementation %@", segue);
                }
            }

            @end

            """
        XCTAssertEqual(
            summary(implementation),
            [
                "interface ShowDetailViewController @3:12",
                "implementation ShowDetailViewController @7:17",
            ])
    }
}

/// A small deterministic generator, so a failure reproduces.
private struct SplitMix64 {
    var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var value = state
        value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
        value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
        return value ^ (value >> 31)
    }
}
