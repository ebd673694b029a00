@testable import ButtonRenderTesting
import Foundation
import Testing

/// Runs a suite's snapshot assertions as on a developer's machine, whether or not the machine
/// running the tests sets `CI`: the suites that record goldens into scratch folders on purpose
/// (a CI run never writes one, `CINeverWritesAGoldenTests`) see the environment without it.
struct OffCITrait: SuiteTrait, TestTrait, TestScoping {
    var isRecursive: Bool { true }

    /// The process's environment without `CI`.
    static var environment: [String: String] { ProcessInfo.processInfo.environment.filter { $0.key != "CI" } }

    func provideScope(for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void) async throws {
        try await SnapshotEnvironment.$override.withValue(Self.environment) { try await function() }
    }
}

extension Trait where Self == OffCITrait {
    /// Snapshot assertions as on a developer's machine (no `CI`).
    static var offCI: Self { OffCITrait() }
}
