import ButtonRenderModel
import Foundation

/// When snapshot assertions write goldens.
public enum RecordMode: String, SpecEnum {
    /// Never write: a missing golden fails. The default when `CI` is set.
    case never
    /// Write goldens that do not exist yet (and fail, so the new golden gets looked at).
    /// The default on a developer's machine.
    case missing
    /// Write over goldens that do not match (and fail).
    case failed
    /// Write every golden (and fail).
    case all

    /// The environment variable that sets the mode for a whole run.
    package static let environmentVariable = "BUTTONRENDER_RECORD"

    /// The mode from `BUTTONRENDER_RECORD`, else `never` when `CI` is set to anything but
    /// `false` or `0`, else `missing`. An unknown value is an error listing the allowed ones.
    package static func fromEnvironment(_ environment: [String: String] = ProcessInfo.processInfo.environment) throws -> RecordMode {
        if let raw = environment[environmentVariable], !raw.isEmpty {
            guard let mode = RecordMode(rawValue: raw.lowercased()) else {
                throw SnapshotError.unknownRecordMode(variable: environmentVariable, value: raw)
            }
            return mode
        }
        if isContinuousIntegration(environment) { return .never }
        return .missing
    }

    /// Whether `CI` is set to anything but `false` or `0`: a CI run, where no golden is written
    /// whatever mode is asked for (the actual goes to the artifacts, to be looked at and
    /// recorded on a developer's machine).
    package static func isContinuousIntegration(_ environment: [String: String] = ProcessInfo.processInfo.environment) -> Bool {
        guard let ci = environment["CI"], !ci.isEmpty else { return false }
        return ci.lowercased() != "false" && ci != "0"
    }
}

