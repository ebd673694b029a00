#!/usr/bin/env python3
"""Writes the seeds of FuzzResolver: Fuzz/Corpus/FuzzResolver/ (resolver documents as teams
write them, with the deviations real files carry) and Fuzz/Regressions/FuzzResolver/ (each
amplification and escape of issue 23, items 2 and 4, scaled to a fuzz input: each must answer
at once with an error). An input is an archive: a resolver document, then tokens files
(spec/a.tokens.json, spec/sub/b.tokens.json, outside.tokens.json, relative to the input's
folder; the resolver is spec/theme.resolver.json), separated by NUL bytes, and one last byte
of options (bit 0: any file may be read; bit 1: strict; bit 2: dark only; bit 3: a larger text
size). Run from anywhere; standard library only."""
import json
import os

HERE = os.path.dirname(os.path.abspath(__file__))
CORPUS = os.path.join(HERE, "..", "Corpus", "FuzzResolver")
REGRESSIONS = os.path.join(HERE, "..", "Regressions", "FuzzResolver")


def text(value):
    return json.dumps(value, separators=(",", ":")) if not isinstance(value, str) else value


def archive(resolver, *files, options=0):
    parts = [text(resolver)] + [text(f) for f in files]
    return b"\x00".join(p.encode() for p in parts) + bytes([options])


def resolver(order, sets=None, modifiers=None):
    doc = {"version": "2025.10", "resolutionOrder": order}
    if sets is not None:
        doc["sets"] = sets
    if modifiers is not None:
        doc["modifiers"] = modifiers
    return doc


def write(folder, name, data):
    os.makedirs(folder, exist_ok=True)
    with open(os.path.join(folder, name), "wb") as f:
        f.write(data)


brand = {"color": {"$type": "color",
                   "primary": {"$value": {"colorSpace": "srgb", "components": [0, 0.4745, 0.4196], "hex": "#00796B"}},
                   "onPrimary": {"$value": "#FFFFFF"}, "tint": {"$value": "{color.primary}"}},
         "button": {"$type": "dimension", "height": {"$value": {"value": 2.5, "unit": "rem"}},
                    "radius": {"$value": {"value": 4, "unit": "px"}}}}
dark = {"color": {"primary": {"$type": "color", "$value": {"colorSpace": "oklch", "components": [0.7, 0.12, 180]}}}}
teams = {"color": {"$type": "color",
                   "black": {"$value": {"colorSpace": "srgb", "components": [0, 0, 0], "hex": "#000"}},
                   "clear": {"$value": {"colorSpace": "srgb", "components": [1, 1, 1], "alpha": 1}, "alpha": 0},
                   "untyped": {"$value": "#123456"}},
         "size": {"$type": "dimension", "fluid": {"$value": {"value": 2, "unit": "vw"}},
                  "android": {"$value": {"value": 4, "unit": "dp"}}, "bare": {"$value": {"value": 4, "unit": ""}}},
         "font": {"$type": "typography",
                  "title": {"$value": {"fontFamily": "Inter", "fontSize": {"value": 20, "unit": "px"}, "fontWeight": 600,
                                       "letterSpacing": {"value": -0.02, "unit": "em"}, "lineHeight": {"value": 24, "unit": "px"}}},
                  "short": {"$value": {"fontFamily": "Inter", "fontSize": "{size.android}", "fontWeight": 400, "lineHeight": 1.5,
                                       "WebkitFontSmoothing": "antialiased"}}},
         "style": {"$type": "string", "$value": "italic"},
         "broken": {"$type": "color", "$value": "{nowhere.at.all}"}}

CORPUS_SEEDS = {
    "brand-appearance": archive(resolver([{"$ref": "#/sets/brand"}, {"$ref": "#/modifiers/appearance"}],
                                         {"brand": {"sources": [{"$ref": "a.tokens.json"}]}},
                                         {"appearance": {"contexts": {"light": [], "dark": [{"$ref": "sub/b.tokens.json"}]}, "default": "light"}}),
                                brand, dark),
    "inline-and-text-size": archive(resolver([{"type": "set", "name": "base", "sources": [brand]},
                                              {"type": "modifier", "name": "contentSizeCategory",
                                               "contexts": {"large": [], "AX2": [{"button": {"height": {"$type": "dimension", "$value": "48px"}}}]},
                                               "default": "large"}]), options=8),
    "deviations": archive(resolver([{"$ref": "#/sets/team"}], {"team": {"sources": [{"$ref": "./a.tokens.json"}]}}), teams),
    "no-default-context": archive(resolver([{"$ref": "#/modifiers/theme"}], None,
                                           {"theme": {"contexts": {"light": [{"$ref": "a.tokens.json"}], "dark": [{"$ref": "sub/b.tokens.json"}]}}}),
                                  brand, dark, options=4),
    "strict": archive(resolver([{"$ref": "#/sets/team"}], {"team": {"sources": [{"$ref": "a.tokens.json"}]}}), teams, options=2),
    "outside-allowed": archive(resolver([{"$ref": "#/sets/s"}], {"s": {"sources": [{"$ref": "../outside.tokens.json"}]}}),
                               "{}", "{}", brand, options=1),
    "sets-of-sets": archive(resolver([{"$ref": "#/sets/c"}],
                                     {"a": {"sources": [{"$ref": "a.tokens.json"}]}, "b": {"sources": [{"$ref": "#/sets/a"}, {"$ref": "sub/b.tokens.json"}]},
                                      "c": {"sources": [{"$ref": "#/sets/b"}, {"$ref": "#/sets/a"}]}}), brand, dark),
    "pointers-and-extends": archive(resolver([{"$ref": "#/sets/s"}], {"s": {"sources": [{"$ref": "a.tokens.json"}]}}),
                                    {"base": {"$type": "color", "a": {"$value": "#000000"}, "b": {"$value": {"$ref": "#/base/a/$value"}}},
                                     "ext": {"$extends": "{base}", "c": {"$type": "color", "$value": "#ffffff"}},
                                     "list": {"$type": "shadow", "$value": [{"color": "#00000033", "offsetX": 0, "offsetY": 1, "blur": 2, "spread": 0}]},
                                     "copy": {"$type": "shadow", "$value": {"$ref": "#/list/$value/0"}}}),
    "tokens-studio": archive(resolver([{"$ref": "#/sets/s"}], {"s": {"sources": [{"$ref": "a.tokens.json"}]}}),
                             {"colors": {"primary": {"value": "#ff0000", "type": "color"}}}),
}

# Issue 23, item 2 (and 4), each scaled to a fuzz input.
levels = {"n0": "a"}
for k in range(1, 31):
    levels["n%d" % k] = [{"$ref": "#/g/$extensions/x/n%d" % (k - 1)}] * 10
sets = {"s0": {"sources": [{"a": {"$type": "color", "$value": "#ffffff"}}]}}
for k in range(1, 21):
    sets["s%d" % k] = {"sources": [{"$ref": "#/sets/s%d" % (k - 1)}] * 10}
base = {"$type": "color"}
for i in range(300):
    base["t%d" % i] = {"$value": "#000000"}
extends = {"base": base}
for j in range(400):
    extends["e%d" % j] = {"$extends": "{base}"}
chains = {}
for i in range(10):
    group = {"$type": "color", "c0": {"$value": "#123456"}}
    for k in range(1, 63):
        group["c%d" % k] = {"$value": "{a%d.c%d}" % (i, k - 1)}
    chains["a%d" % i] = group
big = {"big": {"$type": "color", **{"t%d" % i: {"$value": "#%06x" % i} for i in range(2500)}}}
broken = {"big": dict(big["big"], zzz={"$value": "not a colour"})}
set_file = lambda name: {"s": {"sources": [{"$ref": name}]}}

REGRESSION_SEEDS = {
    "ref-pointers-into-values": archive(resolver([{"$ref": "#/sets/s"}], set_file("a.tokens.json")),
                                        {"g": {"$extensions": {"x": levels}, "t": {"$value": {"$ref": "#/g/$extensions/x/n30"}}}}),
    "sets-naming-sets": archive(resolver([{"$ref": "#/sets/s20"}], sets)),
    "extends-fan-out": archive(resolver([{"$ref": "#/sets/s"}], set_file("a.tokens.json")), extends),
    "alias-chains": archive(resolver([{"$ref": "#/sets/s"}], set_file("a.tokens.json")), chains),
    "file-named-1000-times": archive(resolver([{"$ref": "#/sets/s"}], {"s": {"sources": [{"$ref": "a.tokens.json"}] * 1000}}), big),
    "broken-theme-many-buttons": archive(resolver([{"$ref": "#/sets/s"}], set_file("a.tokens.json")), broken),
    "resolver-file-outside-spec-folder": archive(resolver([{"$ref": "#/sets/s"}], set_file("../outside.tokens.json")),
                                                 "{}", "{}", brand),
}

for name, data in CORPUS_SEEDS.items():
    write(CORPUS, name + ".archive", data)
for name, data in REGRESSION_SEEDS.items():
    write(REGRESSIONS, name + ".archive", data)
