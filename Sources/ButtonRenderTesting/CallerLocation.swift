import Foundation
import Testing
import XCTest

/// Where an assertion was written, and how to report a failure there.
struct CallerLocation {
    let fileID: String, filePath: StaticString, line: UInt, column: UInt

    /// Records a failure with Swift Testing when a test of it is running, else with XCTest.
    func fail(_ message: String) {
        if Test.current != nil {
            Issue.record(Comment(rawValue: message),
                         sourceLocation: SourceLocation(fileID: fileID, filePath: "\(filePath)", line: Int(line), column: Int(column)))
        } else {
            XCTFail(message, file: filePath, line: line)
        }
    }
}
