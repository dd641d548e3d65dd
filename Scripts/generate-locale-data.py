#!/usr/bin/env python3
"""Generate Sources/Lexicon/Languages/Fallback/LocaleData+CLDR.swift from CLDR supplemental data.

Reads `parentLocales.json` and `likelySubtags.json` (cldr-json, cldr-core/supplemental) from the
CLDR directory (default: `../shared/cldr` relative to the repository root) and writes one Swift
file holding the data as compact string literals that `LocaleData` parses lazily on first use.

Usage:
    python3 Scripts/generate-locale-data.py [--cldr DIR] [--output FILE] [--check]

`--check` writes nothing and exits 1 when the committed file differs from what would be generated.
The output is deterministic: the same input always yields byte-identical output.

Encoding (documented again in the generated file):

* Parent locales: whitespace-separated `child>parent` pairs, sorted by child. Only the
  `parentLocale` section is used: it is CLDR's general inheritance (the one resource bundles and
  language fallback follow). `collations` applies to collation data only, and `plurals`,
  `segmentations` and `grammaticalFeatures` are empty in CLDR 47. The `_localeRules`
  (`nonlikelyScript: root`) rule is implemented in code, not data.
* Likely subtags: every value repeats the subtags its key already has, so only the missing ones
  (the "fill") are stored. Entries are grouped by fill: a token ending in `:` starts a group
  (`Latn-PG:`), the tokens after it are the keys that get that fill (`aac aag ...`).
* Script-varying languages: languages for which a region implies a script other than the
  language's default (`zh-TW` -> Hant while `zh` -> Hans); language names for these are written
  with their script (`zh-Hans`, `sr-Latn`).
"""

import argparse
import json
import os
import sys

LINE_WIDTH = 96  # content width inside the string literals; the file stays within 100 columns
INDENT = "    "


def repo_root():
    return os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def split_tag(tag):
    """Split a CLDR identifier into (language, script, region)."""
    parts = tag.split("-")
    language, script, region = parts[0], None, None
    for part in parts[1:]:
        if len(part) == 4 and part.isalpha():
            script = part
        else:
            region = part
    return language, script, region


def fill_for(key, value):
    """The subtags of `value` that `key` lacks, joined with '-'."""
    k_lang, k_script, k_region = split_tag(key)
    v_lang, v_script, v_region = split_tag(value)
    if v_script is None or v_region is None:
        raise ValueError(f"likely subtags value is not maximal: {key} -> {value}")
    if (k_lang != "und" and k_lang != v_lang) or (k_script and k_script != v_script) or (
        k_region and k_region != v_region
    ):
        raise ValueError(f"likely subtags value contradicts its key: {key} -> {value}")
    fill = []
    if k_lang == "und":
        fill.append(v_lang)
    if k_script is None:
        fill.append(v_script)
    if k_region is None:
        fill.append(v_region)
    return "-".join(fill)


def wrap(tokens):
    """Wrap tokens into indented lines of at most LINE_WIDTH characters."""
    lines, current = [], ""
    for token in tokens:
        if current and len(current) + 1 + len(token) > LINE_WIDTH:
            lines.append(current)
            current = token
        else:
            current = f"{current} {token}" if current else token
    if current:
        lines.append(current)
    return "\n".join(INDENT + line for line in lines)


def script_varying_languages(likely):
    """Languages for which some `language-REGION` key maps to a non-default script."""
    result = set()
    for key, value in likely.items():
        language, script, region = split_tag(key)
        if language == "und" or script is not None or region is None:
            continue
        default = likely.get(language)
        if default and split_tag(default)[1] != split_tag(value)[1]:
            result.add(language)
    return sorted(result)


def generate(cldr_dir):
    with open(os.path.join(cldr_dir, "parentLocales.json"), encoding="utf-8") as f:
        parents_json = json.load(f)["supplemental"]
    with open(os.path.join(cldr_dir, "likelySubtags.json"), encoding="utf-8") as f:
        likely_json = json.load(f)["supplemental"]

    version = parents_json["version"]["_cldrVersion"]
    likely_version = likely_json["version"]["_cldrVersion"]
    if version != likely_version:
        raise ValueError(f"CLDR versions differ: {version} vs {likely_version}")

    rules = parents_json["parentLocales"].get("_localeRules", {}).get("parentLocale", {})
    if rules and rules != {"nonlikelyScript": "root"}:
        raise ValueError(f"unknown parent locale rules (update LocaleData): {rules}")

    parents = parents_json["parentLocales"]["parentLocale"]
    parent_tokens = [f"{child}>{parents[child]}" for child in sorted(parents)]

    likely = likely_json["likelySubtags"]
    groups = {}
    for key in likely:
        groups.setdefault(fill_for(key, likely[key]), []).append(key)
    likely_tokens = []
    for fill in sorted(groups):
        likely_tokens.append(f"{fill}:")
        likely_tokens.extend(sorted(groups[fill]))

    varying = script_varying_languages(likely)

    return f"""\
// GENERATED FILE. DO NOT EDIT.
// Generated by Scripts/generate-locale-data.py from CLDR {version} supplemental data
// (cldr-core: parentLocales.json, likelySubtags.json). Regenerate with:
//   python3 Scripts/generate-locale-data.py
// Unicode License v3: see the LICENSE that ships with the CLDR data.

extension LocaleData {{
  /// The CLDR version these tables were generated from.
  static let cldrVersion = "{version}"

  /// Number of parent-locale entries in ``parentLocaleSource`` (checked by tests).
  static let parentLocaleCount = {len(parents)}

  /// Number of likely-subtags entries in ``likelySubtagsSource`` (checked by tests).
  static let likelySubtagsCount = {len(likely)}

  /// CLDR `parentLocale` entries as `child>parent` tokens; `und` is the root.
  static let parentLocaleSource = \"\"\"
{wrap(parent_tokens)}
    \"\"\"

  /// CLDR likely subtags: a `fill:` token, then the keys whose maximal form adds that fill.
  static let likelySubtagsSource = \"\"\"
{wrap(likely_tokens)}
    \"\"\"

  /// Languages whose script depends on the region (their names carry the script: `zh-Hant`).
  static let scriptVaryingLanguageSource = \"\"\"
{wrap(varying)}
    \"\"\"
}}
"""


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument(
        "--cldr",
        default=os.path.join(repo_root(), "..", "shared", "cldr"),
        help="directory holding parentLocales.json and likelySubtags.json",
    )
    parser.add_argument(
        "--output",
        default=os.path.join(repo_root(), "Sources", "Lexicon", "Languages", "Fallback", "LocaleData+CLDR.swift"),
        help="Swift file to write",
    )
    parser.add_argument("--check", action="store_true", help="fail if the output is out of date")
    args = parser.parse_args()

    try:
        text = generate(args.cldr)
    except (OSError, KeyError, ValueError) as error:
        print(f"generate-locale-data: {error}", file=sys.stderr)
        return 2

    if args.check:
        try:
            with open(args.output, encoding="utf-8") as f:
                current = f.read()
        except OSError:
            current = None
        if current != text:
            print(f"{args.output} is out of date; run Scripts/generate-locale-data.py", file=sys.stderr)
            return 1
        return 0

    with open(args.output, "w", encoding="utf-8", newline="\n") as f:
        f.write(text)
    return 0


if __name__ == "__main__":
    sys.exit(main())
