import Foundation
import SegueModel

/// The cases' numbers in the coded form of `FactsCache.Payload`.
private enum PayloadCase: Int {
    case storyboard, storyboardProblem, source, skippedSource, objectiveC, project
}

/// A payload is coded as a list, the case's number then its values, rather than the synthesized
/// form's nested containers of named values: it decodes in about half the time (a large app's
/// pack holds thousands of files the prefilter skipped, each a payload of its own).
extension FactsCache.Payload {
    /// `[case, values…]`; an optional value is a `Bool` saying whether it follows.
    public func encode(to encoder: Encoder) throws {
        var list = encoder.unkeyedContainer()
        switch self {
        case .storyboard(let storyboard):
            try list.encode(PayloadCase.storyboard.rawValue)
            try list.encode(storyboard)
        case .storyboardProblem(let problem):
            try list.encode(PayloadCase.storyboardProblem.rawValue)
            try list.encode(problem)
        case .source(let facts, let problem, let mentions):
            try list.encode(PayloadCase.source.rawValue)
            try list.encode(facts)
            try list.encode(mentions)
            try list.encode(problem != nil)
            if let problem { try list.encode(problem) }
        case .skippedSource(let declarations, let typeNames):
            try list.encode(PayloadCase.skippedSource.rawValue)
            try list.encode(declarations)
            try list.encode(typeNames.high)
            try list.encode(typeNames.low)
        case .objectiveC(let classes, let actions):
            try list.encode(PayloadCase.objectiveC.rawValue)
            try list.encode(classes)
            try list.encode(actions)
        case .project(let model, let configurationFiles):
            try list.encode(PayloadCase.project.rawValue)
            try list.encode(model)
            try list.encode(configurationFiles)
        }
    }

    public init(from decoder: Decoder) throws {
        var list = try decoder.unkeyedContainer()
        guard let kind = PayloadCase(rawValue: try list.decode(Int.self)) else {
            throw DecodingError.dataCorruptedError(in: list, debugDescription: "unknown payload case")
        }
        switch kind {
        case .storyboard:
            self = .storyboard(try list.decode(Storyboard.self))
        case .storyboardProblem:
            self = .storyboardProblem(try list.decode(InputProblem.self))
        case .source:
            let facts = try list.decode(SourceFacts.self)
            let mentions = try list.decode([UInt64].self)
            let problem = try list.decode(Bool.self) ? try list.decode(InputProblem.self) : nil
            self = .source(facts, problem, mentions: mentions)
        case .skippedSource:
            let declarations = try list.decode([UInt64].self)
            let typeNames = ContentKey(high: try list.decode(UInt64.self), low: try list.decode(UInt64.self))
            self = .skippedSource(declarations: declarations, typeNames: typeNames)
        case .objectiveC:
            let classes = try list.decode([ObjCClassDeclaration].self)
            self = .objectiveC(classes: classes, actions: try list.decode([ObjCActionDeclaration].self))
        case .project:
            let model = try list.decode([UInt8].self)
            self = .project(model: model, configurationFiles: try list.decode([FactsCache.ConfigurationFileRead].self))
        }
        guard list.isAtEnd else { throw DecodingError.dataCorruptedError(in: list, debugDescription: "trailing payload values") }
    }
}
