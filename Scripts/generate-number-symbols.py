#!/usr/bin/env python3
"""Generate Sources/Lexicon/Numbers/NumberSymbolTable+CLDR.swift from CLDR number data.

Reads `numbers.json` from the CLDR directory (default: `../shared/cldr` relative to the
repository root): for every CLDR locale its default numbering system, number symbols, decimal
pattern and `minimumGroupingDigits`, plus the digits of each numbering system. Writes one Swift
file holding the data as two compact string literals that `NumberSymbolTable` decodes lazily.

Usage:
    python3 Scripts/generate-number-symbols.py [--cldr DIR] [--output FILE] [--check]

`--check` writes nothing and exits 1 when the committed file differs from what would be generated.
The output is deterministic: the same input always yields byte-identical output.

Encoding (documented again in the generated file):

* Profiles: the distinct sets of number conventions, one per line, the root's first:
  `system primary secondary minimumGrouping|decimal|group|minus|plus|percent|exponential|infinity|nan`.
  `primary` and `secondary` are the grouping sizes read from the decimal pattern (`#,##,##0.###`
  is 3 and 2; a pattern without `,` groups nothing: 0 and 0). Invisible characters (spaces,
  direction marks) are written as `\\u{...}` escapes.
* Locales: a token ending in `:` gives a profile's index, the tokens after it are the locales that
  use that profile, spelled as the runtime canonicalizes them (variants in lower case). A locale is left out when it has the same profile as the locale it inherits
  from by truncation (`aa-DJ` as `aa`), unless CLDR gives it an explicit parent locale or its
  language's script varies by region (then the runtime's fallback chain may not pass through the
  truncated name). A language CLDR does not know gets the root profile.
* Numbering systems: `name:digits` tokens, the ten digits of each system a profile uses.

The symbols of non-Latin numbering systems that some locales also offer (`latnSymbols`) are not
generated: the runtime writes numbers in each locale's default numbering system.
"""

import json
import os
import sys
import unicodedata

from cldr_swift import INDENT, LINE_WIDTH, main as run, script_varying_languages, wrap
FIELDS = ["decimal", "group", "minusSign", "plusSign", "percentSign", "exponential", "infinity", "nan"]
# CLDR's root locale (`root.xml`, `latn` symbols and `#,##0.###`): what an unknown language gets.
ROOT = ("latn", 3, 3, 1, (".", ",", "-", "+", "%", "E", "\u221e", "NaN"))



def grouping(pattern):
    """The primary and secondary grouping sizes of a decimal pattern such as `#,##,##0.###`."""
    integer = pattern.split(";")[0].split(".")[0]
    if "," not in integer:
        return 0, 0
    parts = integer.split(",")
    primary = len(parts[-1])
    secondary = len(parts[-2]) if len(parts) > 2 else primary
    if primary == 0 or secondary == 0:
        raise ValueError(f"unsupported decimal pattern {pattern!r}")
    return primary, secondary


def escape(text):
    """`text` for a Swift string literal: visible characters as they are, others escaped."""
    out = []
    for character in text:
        category = unicodedata.category(character)
        if character in '\\"|' or (category[0] in "CZ" and character != " "):
            if character in '\\"|':
                raise ValueError(f"unsupported character {character!r} in a symbol")
            out.append("\\u{%X}" % ord(character))
        else:
            out.append(character)
    return "".join(out)


def profile_of(entry):
    primary, secondary = grouping(entry["decimalPattern"])
    symbols = tuple(entry["symbols"][field] for field in FIELDS)
    return (entry["defaultNumberingSystem"], primary, secondary, entry["minimumGroupingDigits"], symbols)


def wrap_words(text, width):
    """Split prose into lines of at most `width` characters."""
    lines, current = [], ""
    for word in text.split():
        if current and len(current) + 1 + len(word) > width:
            lines.append(current)
            current = word
        else:
            current = f"{current} {word}" if current else word
    return lines + ([current] if current else [])


def generate(cldr_dir):
    with open(os.path.join(cldr_dir, "numbers.json"), encoding="utf-8") as f:
        numbers = json.load(f)
    with open(os.path.join(cldr_dir, "parentLocales.json"), encoding="utf-8") as f:
        parents = json.load(f)["supplemental"]["parentLocales"]["parentLocale"]
    with open(os.path.join(cldr_dir, "likelySubtags.json"), encoding="utf-8") as f:
        likely = json.load(f)["supplemental"]["likelySubtags"]

    version = str(numbers["cldrVersion"])
    locales = numbers["locales"]
    systems = numbers["numberingSystems"]
    varying = set(script_varying_languages(likely))

    profiles = [ROOT]
    index_of = {ROOT: 0}
    for name in sorted(locales):
        profile = profile_of(locales[name])
        if profile not in index_of:
            index_of[profile] = len(profiles)
            profiles.append(profile)

    def inherited(name):
        """The profile `name` gets from its truncation ancestors (the root's when none is listed)."""
        parts = name.split("-")[:-1]
        while parts:
            candidate = "-".join(parts)
            if candidate in locales:
                return profile_of(locales[candidate])
            parts.pop()
        return ROOT

    def canonical(name):
        """The name as the runtime spells it: variants in lower case (`en-US-posix`)."""
        parts = name.split("-")
        return "-".join(
            [parts[0]]
            + [p.lower() if len(p) >= 5 or (len(p) == 4 and p[0].isdigit()) else p for p in parts[1:]]
        )

    groups = {}
    for name in sorted(locales):
        profile = profile_of(locales[name])
        parts = name.split("-")
        has_script = len(parts) > 1 and len(parts[1]) == 4 and parts[1].isalpha()
        prunable = (
            name not in parents
            and (has_script or parts[0] not in varying)
            and profile == inherited(name)
        )
        if not prunable:
            groups.setdefault(index_of[profile], []).append(canonical(name))

    used_systems = sorted({profile[0] for profile in profiles})
    for system in used_systems:
        digits = systems[system]
        if len(digits) != 10 or any(unicodedata.digit(d, -1) != i for i, d in enumerate(digits)):
            raise ValueError(f"numbering system {system} does not list ten decimal digits")

    profile_lines = []
    for system, primary, secondary, minimum, symbols in profiles:
        fields = [f"{system} {primary} {secondary} {minimum}"] + [escape(s) for s in symbols]
        line = "|".join(fields)
        if len(line) > LINE_WIDTH:
            raise ValueError(f"profile line too long: {line}")
        profile_lines.append(INDENT + line)

    locale_tokens = []
    for index in sorted(groups):
        locale_tokens.append(f"{index}:")
        locale_tokens.extend(groups[index])
    listed = sum(len(names) for names in groups.values())
    source_note = "\n// ".join(wrap_words(numbers["source"], 80))
    system_tokens = [f"{system}:{escape(systems[system])}" for system in used_systems]

    return f"""\
// GENERATED FILE. DO NOT EDIT.
// Generated by Scripts/generate-number-symbols.py from CLDR {version} number data
// (numbers.json: {source_note}).
// Regenerate with:
//   python3 Scripts/generate-number-symbols.py
// Unicode License v3: see the LICENSE that ships with the CLDR data.

extension NumberSymbolTable {{
  /// The CLDR version the number symbols were generated from.
  static let cldrVersion = "{version}"

  /// Number of CLDR locales the data covers, listed or inherited (checked by tests).
  static let localeCount = {len(locales)}

  /// Number of locales listed in ``localeSource`` (the others inherit their profile).
  static let listedLocaleCount = {listed}

  /// One profile per line, the root's first: `system primary secondary minimumGrouping`, then
  /// `|decimal|group|minus|plus|percent|exponential|infinity|nan`.
  static let profileSource = \"\"\"
{chr(10).join(profile_lines)}
    \"\"\"

  /// A `index:` token names a profile; the locales after it use that profile.
  static let localeSource = \"\"\"
{wrap(locale_tokens)}
    \"\"\"

  /// `name:digits`: the ten digits of each numbering system a profile uses.
  static let digitSource = \"\"\"
{wrap(system_tokens)}
    \"\"\"
}}
"""


def main():
    return run(
        "generate-number-symbols",
        __doc__.splitlines()[0],
        generate,
        os.path.join("Sources", "Lexicon", "Numbers", "NumberSymbolTable+CLDR.swift"),
        "numbers.json, parentLocales.json and likelySubtags.json",
    )


if __name__ == "__main__":
    sys.exit(main())
