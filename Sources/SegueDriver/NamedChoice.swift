import SegueModel
import SegueRules

extension CaseIterable where Self: RawRepresentable, Self.RawValue == String {
    /// The case spelled `name`, else an error that names the nearest case and every case:
    /// "unknown reporter 'jsn'; did you mean 'json'?; choose one of …".
    public static func named(_ name: String, kind: String) throws -> Self {
        if let value = Self(rawValue: name) { return value }
        let names = allCases.map(\.rawValue)
        let near = EditDistance.nearestMiss(of: name, among: names)
        throw FrontendError(
            "unknown \(kind) '\(LineSafe.escape(name))'" + (near.map { "; did you mean '\($0)'?" } ?? "")
                + "; choose one of " + names.joined(separator: ", "))
    }
}
