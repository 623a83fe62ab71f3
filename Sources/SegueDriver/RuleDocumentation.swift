import Foundation
import SegueModel
import SegueRules

/// The rule reference in `docs/rules/`, generated from each rule's `RuleDescription` (as
/// swift-format generates its rule documentation): the summary, the rationale, and every example
/// with what seguelint really reports for it, so a page can't drift from the rule. Written by
/// `seguelint rules --write-docs docs/rules`; a test fails when a page differs.
public enum RuleDocumentation {
    /// File name → Markdown: one page per rule, and `README.md`, the index.
    public static func pages() -> [(name: String, text: String)] {
        [("README.md", index())] + allRules.map { ("\($0.description.id).md", page(for: $0)) }
    }

    /// The index: every rule with its severity and summary.
    public static func index() -> String {
        var lines = [
            "# Rules",
            "",
            "Every rule seguelint has, in the order `seguelint rules` lists them. Every rule runs by default except the",
            "opt-in ones, which run only when `opt_in_rules` in `.seguelint.yml` names them; `--enable-all-rules` runs",
            "every rule for one run, opt-in and disabled ones included. The [configuration](../configuration.md) can",
            "also turn any rule off or change its severity, and [suppression comments](../configuration.md#suppressing-findings),",
            "`ignore` entries and a [baseline](../configuration.md#baseline) silence single findings.",
            "",
            "| rule | default | precision on real apps | summary |",
            "|---|---|---|---|",
        ]
        for rule in allRules {
            let description = rule.description
            let severity = description.defaultSeverity.rawValue + (description.isOptIn ? ", opt-in" : "")
            lines.append(
                "| [`\(description.id)`](\(description.id).md) | \(severity) | \(realAppPrecision(for: description.id)) | "
                    + "\(markdown(description.summary)) |")
        }
        lines += [
            "",
            "Precision is measured by the [real-app check](../real-app-check.md) on \(RealAppFigures.apps) apps "
                + "(\(RealAppFigures.measured), every finding judged by hand); `—`: the rule found nothing there.", "", scope,
            footer(source: "each rule's `RuleDescription` in `Sources/SegueRules/Rules/`"),
        ]
        return lines.joined(separator: "\n") + "\n"
    }

    /// One rule's page.
    public static func page(for rule: any Rule.Type) -> String {
        let description = rule.description
        var out = "# `\(description.id)`\n\n"
        out +=
            "**\(description.name)** · default severity: \(description.defaultSeverity.rawValue)"
            + (description.isOptIn ? " · opt-in" : "") + "\n\n"
        out += markdown(description.summary) + ".\n\n"
        out += realAppLine(for: description.id) + "\n\n"
        let rationale = description.rationale.trimmingCharacters(in: .whitespacesAndNewlines)
        if !rationale.isEmpty { out += rationale + "\n\n" }
        out += "## Triggering examples\n\n"
        out += "`↓` marks where each finding points (it is not part of the file).\n\n"
        for (index, example) in description.triggering.enumerated() {
            out += "### Example \(index + 1)\n\n" + files(of: example)
            out += "seguelint reports:\n\n```\n" + report(example, rule: rule) + "```\n\n"
        }
        out += "## Non-triggering examples\n\n"
        for (index, example) in description.nonTriggering.enumerated() {
            out += "### Example \(index + 1)\n\n" + files(of: example)
        }
        out += footer(source: "`Sources/SegueRules/Rules/\(String(describing: rule)).swift`")
        return out
    }

    /// What the [real-app check](../real-app-check.md) measured for the rule, every finding judged by hand.
    static func realAppLine(for id: String) -> String {
        let run =
            "on the \(RealAppFigures.apps) apps of the [real-app check](../real-app-check.md) (\(RealAppFigures.measured), all rules on)"
        guard let judged = RealAppFigures.judged[id], judged.right + judged.wrong > 0 else {
            return "**Precision on real apps:** not measured: no finding " + run + "."
        }
        let total = judged.right + judged.wrong
        let percent = Int((100.0 * Double(judged.right) / Double(total)).rounded())
        return "**Precision on real apps:** \(percent) % (\(judged.right) of \(total) findings right) " + run + "."
    }

    /// The precision column of the README's rule table: `100 % (11/11)`, or `—` when not measured.
    public static func realAppPrecision(for id: String) -> String {
        guard let judged = RealAppFigures.judged[id], judged.right + judged.wrong > 0 else { return "—" }
        let total = judged.right + judged.wrong
        return "\(Int((100.0 * Double(judged.right) / Double(total)).rounded())) % (\(judged.right)/\(total))"
    }

    /// Plain text (a summary) for Markdown: `<` and `>` escaped, so `routeTo<Identifier>` is not
    /// read as an HTML tag.
    static func markdown(_ text: String) -> String {
        text.replacingOccurrences(of: "<", with: "&lt;").replacingOccurrences(of: ">", with: "&gt;")
    }

    private static func files(of example: RuleExample) -> String {
        example.files.map { file in
            let language = file.name.hasSuffix(".storyboard") ? "xml" : file.name.hasSuffix(".yml") ? "yaml" : "swift"
            return "`\(file.name)`\n\n```\(language)\n\(file.content)\n```\n\n"
        }.joined()
    }

    /// The Xcode-format output of the rule on the example, markers removed.
    private static func report(_ example: RuleExample, rule: any Rule.Type) -> String {
        let files = example.files.map { file in (name: file.name, content: file.content.replacingOccurrences(of: "↓", with: "")) }
        let result = Linter.lint(inMemory: files, rules: [rule])
        return ReporterKind.xcode.render(result, paths: PathDisplay(workingDirectory: "/"))
    }

    /// How the rules decide whose segues code may name: true of every rule, so it heads the index.
    static let scope = #"""
        ## Which rule reports a finding

        Some defects fit two rules. Each is reported once, by the rule in the second column, and by the rule in the third when the
        first is turned off (`disabled_rules`, `severity: off`, or an opt-in rule left off). Suppression comments, `ignore`
        entries and baselines don't change which rule reports it. (`RuleInterplay` in `Sources/SegueRules` holds these decisions.)

        | finding | reported by | when that rule is off |
        |---|---|---|
        | a segue enum case that is a near miss of a storyboard segue | `misspelled-segue-identifier`, at the case | `missing-enum-case`, at the segue |
        | a segue with no case in its view controller's segue enum | `missing-enum-case` | `unhandled-segue`, at the segue |
        | a segue whose identifier is a near miss of a branch in `prepare(for:sender:)` | `misspelled-segue-identifier`, at the branch | `unhandled-segue`, at the segue |
        | an unwind action that matches no method, in an app with dependencies | `unverified-unwind-action` | nobody (a dependency may provide it) |
        | a module-less custom class declared nowhere, in an app with dependencies | `unverified-custom-class` (opt-in) | nobody |
        | the undeclared class of a scene's view controller, when nothing can show the scene | `unreachable-scene`, which says both | `unknown-custom-class` |

        ## Whose segues code may name

        seguelint matches segues to code by the scene's `customClass`. A view controller's code can name the segues of its own
        scenes and of its subclasses' scenes.

        Code in a class that appears in no linted scene (neither the class nor any of its subclasses) is not checked against other
        scenes' segues: [`segue-code-without-scene`](segue-code-without-scene.md) reports it, as a warning, because no linted
        storyboard can perform its segues (until issue #12 such code was skipped, in case its storyboard was not among the
        inputs). Code in a superclass reaches its subclasses' scenes; when some of them have the segue and others lack it,
        [`segue-missing-in-subclass`](segue-missing-in-subclass.md) reports each that lacks it. Identifiers compared in a
        `prepare(for:sender:)` are also matched against the scenes of every class whose `prepare` forwards the segue to another
        view controller (`activeChild?.prepare(for: segue, sender: sender)`), and an identifier given to a segue built in code
        (`FadeSegue(identifier: "fadeToHome", source:destination:)`) exists. Code in an extension of a framework view controller (`UIViewController`,
        `NSViewController`, `NSWindowController`, …), in a protocol, at file scope, or calling `performSegue` on another receiver is
        checked against every linted scene.

        A comparison with the identifier of an unwind segue of any linted storyboard is never reported: the unwind passes through
        the view controllers between its source and its destination, whose code often checks for it. Identifiers compared inside an
        unwind action are also checked against every linted scene. An unwind action here is any
        method other than `prepare(for:sender:)` whose first parameter is a `UIStoryboardSegue` or `NSStoryboardSegue`. The segue
        that reaches it leaves another scene, so `if segue.identifier == "saveOrder"` in `PeopleViewController.unwindToPeople(_:)`
        is valid when any scene has a `saveOrder` segue.

        Destination checks follow a segue into a storyboard reference (`viewControllerPlaceholder`). The destination is then the
        scene whose Storyboard ID is the reference's `referencedIdentifier`, or the referenced storyboard's initial view
        controller. A reference without `storyboardName` points into its own storyboard. The referenced storyboard must be among
        the linted files; when it is not, [`broken-storyboard-reference`](broken-storyboard-reference.md) reports the reference.

        Each page shows the rule's own examples, the ones the test suite runs, with the complete example files and what seguelint
        reports for them (only that rule's findings).

        """#

    private static func footer(source: String) -> String {
        "---\n\nGenerated from \(source) by `seguelint rules --write-docs docs/rules`: edit the rule's description, not this page.\n"
    }

    /// Writes every page into `directory` (created if need be); returns the files written.
    @discardableResult
    public static func write(to directory: String) throws -> [String] {
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        return try pages().map { page in
            let path = URL(fileURLWithPath: directory).appendingPathComponent(page.name).path
            try OutputFile.write(Data(page.text.utf8), to: path)
            return path
        }
    }
}
