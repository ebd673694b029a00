@testable import ButtonRender
import XCTest

/// Findings the audit should not make (issue 25, item 9): good English labels the verb list
/// or the counts missed, labels in languages the English verb list does not know, and
/// VoiceOver text written wrongly after a "!" or without Obsidian's trait.
final class AuditFalsePositiveTests: XCTestCase {
    private func audit(_ spec: ButtonSpec) throws -> AuditReport {
        Auditor.audit(try sharedRenderer.layout(spec), spec: spec)
    }

    func testTheSeedsOwnGoodLabelsPass() throws {
        for title in ["Review Insurance Details", "Assign as Primary Care Physician", "Schedule a Visit", "Manage Plan"] {
            let report = try audit(ButtonSpec(name: "b", system: .anatomy, style: .primary, title: title))
            XCTAssertEqual(report.findings.map(\.rule), [], title)
        }
    }

    func testLabelsInOtherScriptsAreNotJudgedByTheEnglishVerbList() throws {
        for (title, script) in [("أضف إلى السلة", "Arabic"), ("加入购物车", "Chinese characters"), ("カートに入れる", "Katakana")] {
            let report = try audit(ButtonSpec(name: "b", system: .anatomy, style: .primary, title: title))
            let finding = try XCTUnwrap(report.findings.first { $0.rule == "leadingVerb" }, title)
            XCTAssertTrue(finding.message.contains("was not checked for a leading verb"), finding.message)
            XCTAssertTrue(finding.message.contains("knows English only"), finding.message)
            XCTAssertTrue(finding.message.contains(script), finding.message)
            XCTAssertFalse(finding.message.contains("does not lead with a verb"), finding.message)
            XCTAssertEqual(report.findings.map(\.rule), ["leadingVerb"], title)
        }
        // An English label still gets the verdict.
        let english = try audit(ButtonSpec(name: "b", system: .anatomy, style: .primary, title: "Insurance Details"))
        XCTAssertTrue(english.findings.first { $0.rule == "leadingVerb" }?.message.contains("does not lead with a verb") == true)
        XCTAssertEqual(TextScripts.letterScripts(in: "Buy 买 2"), ["Latn", "Hani"])
    }

    func testVoiceOverWritesNoPeriodAfterAnExclamationOrQuestionMark() throws {
        XCTAssertEqual(try audit(ButtonSpec(name: "b", system: .uikit, style: .filled, title: "Buy now!")).voiceOver, "Buy now! Button.")
        XCTAssertEqual(try audit(ButtonSpec(name: "b", style: .contained, title: "Ready?")).voiceOver, "Ready? Button.")
        var hinted = ButtonSpec(name: "b", system: .uikit, style: .filled, title: "Buy now!")
        hinted.accessibilityHint = "Pays at once."
        XCTAssertEqual(try audit(hinted).voiceOver, "Buy now! Button. Pays at once.")
        XCTAssertEqual(try audit(ButtonSpec(name: "b", system: .uikit, style: .filled, state: .disabled, title: "Buy now!")).voiceOver,
                       "Buy now! Dimmed. Button.")
    }

    func testObsidianReadsTheTraitAfterAStateValue() throws {
        var invite = ButtonSpec(name: "b", system: .obsidian, style: .primary, title: "Accept invite")
        invite.accessibilityValue = "Accepted"
        XCTAssertEqual(try audit(invite).voiceOver, "Accept invite. Accepted, button")
    }
}
