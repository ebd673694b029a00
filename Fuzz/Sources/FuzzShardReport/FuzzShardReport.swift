@testable import ButtonRender
@testable import ButtonRenderSpecFiles
import Foundation

/// libFuzzer's entry point: the bytes as a shard report (`shard-I-of-N.json`, an artifact
/// another CI job uploads), decoded as `merge-reports` decodes it and merged alone and with
/// itself, then the merged result written as the three outputs. Every number in it must be
/// checked before it is used: a trap, a crash, a hang or an allocation beyond the memory limit
/// is a finding; a thrown `MergeError` is the expected answer.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    guard size <= ShardReport.maximumFileSize, let report = try? JSONDecoder().decode(ShardReport.self, from: Data(bytes: data, count: size)) else { return 0 }
    for reports in [[report], [report, report]] {
        guard let result = try? ShardReport.merge(reports) else { continue }
        _ = result.htmlReport
        _ = result.junitXML
        _ = try? result.jsonDocument()
    }
    return 0
}
