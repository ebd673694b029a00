import Foundation
import ButtonRenderSupport

extension Gallery.Entry {
    /// The entry of a button laid out as `layout` from `spec` and audited as `audit`: its place
    /// in its system's grid, label text, files, VoiceOver text, findings and layout rectangles
    /// (those of `name.layout.json`), with `thumbnail` (PNG @1x) shown in the grid.
    public static func button(layout: ButtonLayout, spec: ButtonSpec, audit: AuditReport, outputs: [Gallery.File],
                              thumbnail: [UInt8]?) -> Gallery.Entry {
        let b = layout.button
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let specJSON = (try? encoder.encode(spec.withFileNamesOnly)).map { String(decoding: $0, as: UTF8.self) } ?? ""
        let label = [spec.title, spec.subtitle].compactMap { $0 }.joined(separator: " ")
        var entry = Gallery.Entry(
            name: b.name, section: b.system.rawValue,
            summary: "\(b.style.rawValue), \(b.state.rawValue), \(b.appearance.rawValue)",
            thumbnail: thumbnail, outputs: outputs, spec: specJSON,
            voiceOver: audit.voiceOver,
            findings: audit.findings.map { "\($0.severity.rawValue): \($0.message)" },
            backdrop: b.appearance == .dark ? BackdropColor.canvas(layout: layout, spec: spec) : nil,
            grid: Gallery.GridPosition(button: b, spec: spec),
            label: label.isEmpty ? (spec.accessibilityLabel ?? audit.label) : label,
            canvas: layout.canvasSize,
            rectangles: Gallery.Rectangle.all(of: ButtonSizes(layout)))
        entry.tokens = (SystemCheck.slotEntries(for: spec, facts: layout.systemFacts) ?? []).map {
            Gallery.TokenRow(slot: $0.slot, value: $0.value, chain: $0.chain.map { "{" + $0.joined(separator: "} → {") + "}" }.joined(separator: ", "),
                             from: $0.from)
        }
        if let definition = layout.systemFacts.definition {
            let usage = definition.styles.first { $0.name == b.style.rawValue }?.usage
            if definition.summary != nil || usage != nil {
                entry.notes = Gallery.Notes(system: definition.summary.map(SafeMarkdown.html), usage: usage.map(SafeMarkdown.html))
            }
        }
        return entry
    }

    /// The files of an asset named `name`, `size` points large, written in `outputs` (format
    /// and scale), with its metadata file (described as `metadata`) when there is one.
    public static func files(name: String, size: Size, outputs: [(OutputFormat, Int)], metadata: String?) -> [Gallery.File] {
        var files = outputs.map { format, scale in
            let w = Int((size.width * Double(scale)).rounded(.up)), h = Int((size.height * Double(scale)).rounded(.up))
            return Gallery.File(name: OutputNaming.fileName(for: name, format: format, scale: scale),
                                size: format == .png || format == .apng ? "\(w) x \(h) px" : "\(w) x \(h) pt", format: format.rawValue, scale: scale)
        }
        if let metadata { files.append(Gallery.File(name: OutputNaming.metadataFileName(for: name), size: metadata)) }
        return files
    }
}
