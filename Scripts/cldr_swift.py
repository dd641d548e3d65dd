"""Shared pieces of the scripts that generate Swift code from CLDR data.

`generate-locale-data.py` and `generate-number-symbols.py` write compact string literals that the
package parses on first use; both wrap tokens the same way and share one command line:
`[--cldr DIR] [--output FILE] [--check]`.
"""

import argparse
import os
import sys

LINE_WIDTH = 96  # content width inside the string literals; the files stay within 100 columns
INDENT = "    "


def repo_root():
    """The repository: the folder above `Scripts/`."""
    return os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


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


def main(name, description, generate, output, inputs):
    """Parse the command line, generate the file and write it, or with `--check` compare it.

    - name: the script's name, for messages (`generate-locale-data`).
    - description: one line for `--help`.
    - generate: given the CLDR directory, returns the file's text.
    - output: the default output path, relative to the repository.
    - inputs: what the CLDR directory must hold, for `--help`.
    Returns the exit status: 0, 1 when `--check` finds the file out of date, 2 on bad input.
    """
    parser = argparse.ArgumentParser(description=description)
    parser.add_argument(
        "--cldr",
        default=os.path.join(repo_root(), "..", "shared", "cldr"),
        help=f"directory holding {inputs}",
    )
    parser.add_argument(
        "--output", default=os.path.join(repo_root(), output), help="Swift file to write"
    )
    parser.add_argument("--check", action="store_true", help="fail if the output is out of date")
    args = parser.parse_args()

    try:
        text = generate(args.cldr)
    except (OSError, KeyError, ValueError) as error:
        print(f"{name}: {error}", file=sys.stderr)
        return 2

    if args.check:
        try:
            with open(args.output, encoding="utf-8") as f:
                current = f.read()
        except OSError:
            current = None
        if current != text:
            print(f"{args.output} is out of date; run Scripts/{name}.py", file=sys.stderr)
            return 1
        return 0

    with open(args.output, "w", encoding="utf-8", newline="\n") as f:
        f.write(text)
    return 0
