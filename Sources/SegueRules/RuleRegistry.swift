/// Every rule seguelint has, in documentation order. A plain constant: no registration magic.
public let allRules: [any Rule.Type] = [
    MissingEnumCaseRule.self,
    MisspelledSegueIdentifierRule.self,
    UnknownSegueIdentifierRule.self,
    UnnamedSegueRule.self,
    UnhandledSegueRule.self,
    DuplicateSegueIdentifierRule.self,
    MissingUnwindActionRule.self,
    DestinationTypeMismatchRule.self,
    MissingRouteRule.self,
    BrokenStoryboardReferenceRule.self,
    DanglingSegueDestinationRule.self,
    UnknownCustomClassRule.self,
    UnusedUnwindActionRule.self,
    InvalidStoryboardRule.self,
    InvalidSwiftSourceRule.self,
    SuperfluousDisableRule.self,
]
