import SegueModel
import SwiftSyntax

/// `#if` blocks: the clauses, where each starts and ends, and the conditions before it, so a
/// target keeps only the facts of the clauses active for it.
final class ConditionalCompilationRecognizer: FactRecognizer {
    let scope: ExtractionScope

    init(scope: ExtractionScope) {
        self.scope = scope
    }

    func visit(_ node: IfConfigDeclSyntax) -> SyntaxVisitorContinueKind {
        var earlier: [String] = []
        let clauses = Array(node.clauses)
        for (index, clause) in clauses.enumerated() {
            let end = index + 1 < clauses.count ? location(of: clauses[index + 1].poundKeyword) : location(of: node.poundEndif)
            let condition = clause.condition?.trimmedText
            scope.facts.conditionalRegions.append(
                ConditionalRegion(
                    condition: condition, earlierConditions: earlier,
                    start: location(of: clause.poundKeyword), end: end))
            if let condition { earlier.append(condition) }
        }
        return .visitChildren
    }
}
