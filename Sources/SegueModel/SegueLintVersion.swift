/// seguelint's version: what `--version` prints, what SARIF reports as the tool's version, and
/// part of the facts cache's folder name (a new version never reuses an older one's facts). The
/// one place it is written.
public enum SegueLintVersion {
    /// The version, e.g. `0.1.0`.
    public static let current = "0.1.0"
}
