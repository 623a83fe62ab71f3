#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The process's environment variables, one at a time. `ProcessInfo.environment` copies every
/// variable into a dictionary first, about 4 % of a run on an empty folder.
public enum ProcessEnvironment {
    /// The value of the variable `name`, `nil` when it is not set or is not valid UTF-8 (as
    /// `ProcessInfo.environment` leaves such a variable out).
    public static func value(_ name: String) -> String? {
        getenv(name).flatMap { String(validatingCString: $0) }
    }
}
