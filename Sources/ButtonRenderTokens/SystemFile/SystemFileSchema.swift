import ButtonRenderModel
import Foundation

/// The JSON Schema (draft 2020-12) of a system file, made from the same lists the reader
/// checks against (`SystemFileReader.fields`, `Slot.all`), so editors can check and complete
/// a file as they type. The repository ships it as `schema/system.schema.json`
/// (`render-cli system schema` prints it; a test keeps the two equal).
public enum SystemFileSchema {
    /// The schema as pretty, key-sorted JSON text.
    public static func json() -> String {
        let data = (try? JSONSerialization.data(withJSONObject: document, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])) ?? Data()
        return String(decoding: data, as: UTF8.self) + "\n"
    }

    /// The schema as a JSON object.
    static var document: [String: Any] {
        let names: [String: Any] = ["type": "string", "pattern": "^[A-Za-z0-9_-]{1,64}$"]
        let nameList: [String: Any] = ["anyOf": [names, ["type": "array", "items": names]]]
        let ourStates = ButtonState.allCases.map(\.rawValue)
        let entries: [String: Any] = [
            "anyOf": [
                ["type": "array", "items": names],
                ["type": "object", "additionalProperties": [
                    "anyOf": [["type": "null"], ["type": "object", "additionalProperties": false, "properties": [
                        "aliases": ["type": "array", "items": names], "tokens": ["type": "string"], "title": ["type": "string"],
                        "usage": ["type": "string", "maxLength": 20000, "description": "When to use the style (Markdown), for the gallery."],
                    ]]],
                ]],
            ],
        ]
        let condition: [String: Any] = [
            // Other keys are the file's mode axes (`modes: axes:`), which the schema cannot list.
            "type": "object", "additionalProperties": nameList,
            "properties": [
                "style": nameList, "size": nameList, "state": nameList,
                "appearance": ["anyOf": [["enum": ["light", "dark"]], ["type": "array", "items": ["enum": ["light", "dark"]]]]],
                "icon": ["type": "boolean"],
                "width": ["anyOf": [["enum": VariantCondition.widthWords], ["type": "array", "items": ["enum": VariantCondition.widthWords]]]],
            ],
        ]
        let properties: [String: Any] = [
            "$schema": ["type": "string"],
            "name": ["type": "string", "pattern": "^[A-Za-z][A-Za-z0-9_-]{0,63}$", "description": "The name outputs and messages use."],
            "displayName": ["type": "string"],
            "description": ["type": "string"],
            "tokens": ["type": "string", "description": "A DTCG tokens file or resolver document, relative to this file."],
            "modes": ["type": "object", "additionalProperties": false, "properties": [
                "appearance": ["type": "object", "additionalProperties": false, "required": ["modifier", "light", "dark"],
                               "properties": ["modifier": ["type": "string"], "light": ["type": "string"], "dark": ["type": "string"]]],
                "axes": ["type": "object", "description": "Modes beyond light and dark: each axis a resolver modifier's contexts, or the file's own modes set by variants.",
                         "additionalProperties": ["type": "object", "additionalProperties": false, "required": ["values"], "properties": [
                            "modifier": ["type": "string"],
                            "values": ["anyOf": [["type": "array", "items": ["type": "string"], "minItems": 1, "maxItems": 64],
                                                 ["type": "object", "additionalProperties": ["enum": ["light", "dark"]]]]],
                            "default": ["anyOf": [["type": "string"],
                                                  ["type": "object", "additionalProperties": false,
                                                   "properties": ["light": ["type": "string"], "dark": ["type": "string"]]]]],
                         ]]],
                "textSize": ["type": "object", "additionalProperties": false, "properties": [
                    "modifier": ["type": "string"],
                    "contexts": ["type": "object", "additionalProperties": false,
                                 "properties": Dictionary(uniqueKeysWithValues: ContentSizeCategory.allCases.map { ($0.rawValue, ["type": "string"] as [String: Any]) })],
                ]],
            ]],
            "fonts": ["type": "array", "items": ["anyOf": [
                ["type": "string"],
                ["type": "object", "additionalProperties": false, "required": ["file"],
                 "properties": ["file": ["type": "string"], "family": ["type": "string"]]],
            ]]],
            "styles": entries, "defaultStyle": names,
            "sizes": entries, "defaultSize": names,
            "states": ["type": "object", "additionalProperties": ["enum": ourStates]],
            "slots": slotTable,
            "variants": ["type": "array", "items": ["type": "object", "additionalProperties": false, "required": ["set"],
                                                    "properties": ["when": condition, "set": slotTable]]],
            "touchTargetMinimum": ["type": "number", "minimum": 0, "maximum": 8192],
            "voiceOver": ["enum": SystemFileReader.voiceOverWordings],
            "audit": ["type": "object", "additionalProperties": false, "properties": [
                "rules": ["anyOf": [["enum": SystemFileReader.auditRuleNames], ["type": "array", "items": ["enum": SystemFileReader.auditRuleNames]]]],
            ]],
            "groups": ["type": "object", "additionalProperties": false, "required": ["primary", "iconOnly"],
                       "properties": ["primary": names, "similarPriorities": nameList, "iconOnly": names]],
            "largeText": ["anyOf": [["const": "none"], ["type": "object", "additionalProperties": false, "required": ["scaleBy"],
                                                       "properties": ["scaleBy": ["type": "string"]]]]],
            "sheetFonts": ["anyOf": [["type": "string"], ["type": "array", "items": ["type": "string"]]]],
            "pressAnimation": ["enum": ["ink", "none"]],
            "platform": ["enum": Platform.allCases.map(\.rawValue)],
            "extensions": ["type": "array", "uniqueItems": true, "items": ["enum": VendorExtensions.names]],
            "catalog": ["type": "object", "additionalProperties": false, "properties": [
                "iconRow": ["type": "string"], "margin": ["anyOf": [["const": "none"], ["type": "number", "minimum": 0, "maximum": 512]]],
                "background": ["oneOf": [["type": "string"],
                                         ["type": "object", "additionalProperties": ["type": "string"],
                                          "properties": ["light": ["type": "string"], "dark": ["type": "string"]]]]], "sizes": ["enum": ["all", "default"]],
                "modes": ["type": "array", "items": ["type": "string"], "description": "The values of the mode axis of light and dark values the grid draws (default: every one)."],
                "stateNames": ["enum": ["system", "buttonrender"]],
                "styles": ["type": "object", "additionalProperties": ["type": "object", "additionalProperties": false, "properties": [
                    "margin": ["anyOf": [["const": "none"], ["type": "number", "minimum": 0, "maximum": 512]]],
                    "fields": ["type": "object", "description": "Spec fields (render-cli help render)."],
                ]]],
                "extras": ["type": "array", "items": ["type": "object", "required": ["name"], "description": "A spec (render-cli help render)."]],
            ]],
        ]
        assert(Set(properties.keys) == Set(SystemFileReader.fields))
        return [
            "$schema": "https://json-schema.org/draft/2020-12/schema",
            "$id": "https://github.com/buttonrender/buttonrender/schema/system.schema.json",
            "title": "ButtonRender design system file",
            "description": "A design system as a file: styles, sizes, states, tokens, fonts and a value for every slot of a button (render-cli help system).",
            "type": "object",
            "additionalProperties": false,
            "required": ["name", "tokens", "styles", "states", "slots"],
            "properties": properties,
        ]
    }

    /// A slot table: each slot's values by kind; compounds as `none` or an object of parts.
    static var slotTable: [String: Any] {
        var properties: [String: Any] = [:]
        for slot in Slot.all where slot.compound == nil {
            if slot.kind == .presence {
                var parts: [String: Any] = [:]
                for part in Slot.parts(of: slot.name) { parts[String(part.name.dropFirst(slot.name.count + 1))] = value(for: part) }
                for (shorthand, targets) in Slot.shorthands where shorthand.hasPrefix(slot.name + ".") {
                    parts[String(shorthand.dropFirst(slot.name.count + 1))] = value(for: Slot.named(targets[0])!)
                }
                var options: [[String: Any]] = [["const": "none"], ["type": "object", "additionalProperties": false, "properties": parts]]
                if slot.name == "padding" { options.append(value(for: Slot.named("padding.top")!)) }
                properties[slot.name] = ["description": slot.summary, "anyOf": options]
            } else {
                var schema = value(for: slot)
                schema["description"] = slot.summary
                properties[slot.name] = schema
            }
        }
        return ["type": "object", "additionalProperties": false, "properties": properties]
    }

    /// What one slot takes, with fallback lists of it.
    static func value(for slot: Slot) -> [String: Any] {
        let reference: [String: Any] = ["type": "string", "pattern": "^(\\{.+\\}|calc\\(.+\\))$"]
        var single: [[String: Any]] = [reference]
        switch slot.kind {
        case .color:
            single += [["type": "string", "pattern": "^(#[0-9A-Fa-f]{6}([0-9A-Fa-f]{2})?|transparent)$"],
                       ["type": "object", "additionalProperties": false, "required": ["opacity"],
                        "properties": ["color": ["type": "string"], "opacity": ["anyOf": [["type": "number"], reference]]]]]
        case .dimension:
            single.append(["type": "number"])
            if let words = Slot.dimensionKeywords[slot.name] { single.append(["enum": words]) }
        case .number: single.append(["type": "number"])
        case .fontWeight: single += [["type": "number", "minimum": 1, "maximum": 1000], ["enum": FontWeightNames.all]]
        case .fontFamily, .text: single = [["type": "string"]]
        case .shadows:
            let length: [String: Any] = ["anyOf": [["type": "number"], reference]]
            let colour: [String: Any] = ["anyOf": [["type": "string"],
                                                   ["type": "object", "additionalProperties": false, "required": ["opacity"],
                                                    "properties": ["color": ["type": "string"], "opacity": ["anyOf": [["type": "number"], reference]]]]]]
            let shadow: [String: Any] = ["type": "object", "additionalProperties": false, "required": ["offsetX", "offsetY", "color"],
                                         "properties": ["offsetX": length, "offsetY": length, "blur": length, "spread": length,
                                                        "color": colour, "inset": ["type": "boolean"]]]
            single.append(shadow)
            return ["anyOf": single + [["const": "none"],
                                       ["type": "array", "minItems": 1, "maxItems": 16, "items": ["anyOf": [reference]]],
                                       ["type": "array", "minItems": 1, "maxItems": 16, "items": shadow]]]
        case .keyword(let words): single = [["enum": words]]
        case .presence: break
        }
        if ["icon", "title", "shadows", "iconSidePadding", "lineHeight"].contains(slot.name) { single.append(["const": "none"]) }
        return ["anyOf": single + [["type": "array", "minItems": 1, "maxItems": 16, "items": ["anyOf": single]]]]
    }
}
