#!/usr/bin/env python3
"""Keeps ARCHITECTURE.md true.

Checks that every repository path the page names in backticks exists, and that every source
folder (every folder under Sources/ holding Swift files) is named, so a new folder cannot land
without a line saying what it owns; and that the modules an app links keep the page's code-size
habit of writing an empty dictionary `.init()`, never `[:]` (each dictionary type written `[:]`
costs every app a copy of the standard library's literal initializer). Exits 1 with one
`path:line: error: ...` per problem.
"""
import os
import re
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
PAGE = os.path.join(ROOT, "ARCHITECTURE.md")
PREFIXES = ("Sources/", "Tests/", "Scripts/", "Benchmarks/", "Examples/", ".ci/")
# The modules `binary_cost_bytes`, `binary_cost_raw_files_bytes` and `binary_cost_remote_bytes`
# measure.
APP_MODULES = (
    "Lexicon", "LexiconRemote", "LexiconValidation", "LexiconEnvironment", "LexiconReading",
    "LexiconRawFiles",
)


def main() -> int:
    problems = []
    named = set()
    with open(PAGE, encoding="utf-8") as page:
        for number, line in enumerate(page, start=1):
            for token in re.findall(r"`([^`\s]+)`", line):
                if not token.startswith(PREFIXES):
                    continue
                path = token.rstrip("/")
                named.add(path)
                if not os.path.exists(os.path.join(ROOT, path)):
                    problems.append(f"ARCHITECTURE.md:{number}: error: {path} does not exist")
    for directory, _, files in os.walk(os.path.join(ROOT, "Sources")):
        relative = os.path.relpath(directory, ROOT)
        if ".docc" in relative or not any(name.endswith(".swift") for name in files):
            continue
        if relative not in named:
            problems.append(f"ARCHITECTURE.md:1: error: source folder {relative} is not described")
    for module in APP_MODULES:
        for directory, _, files in os.walk(os.path.join(ROOT, "Sources", module)):
            for name in sorted(files):
                if not name.endswith(".swift"):
                    continue
                path = os.path.join(directory, name)
                with open(path, encoding="utf-8") as source:
                    for number, line in enumerate(source, start=1):
                        if "[:]" in line and not line.lstrip().startswith("//"):
                            problems.append(
                                f"{os.path.relpath(path, ROOT)}:{number}: error: an empty "
                                "dictionary is written `.init()` in the modules apps link "
                                "(ARCHITECTURE.md, \"Why the split\")")
    for problem in sorted(problems):
        print(problem, file=sys.stderr)
    if problems:
        return 1
    print(f"ARCHITECTURE.md: {len(named)} paths exist and every source folder is described")
    return 0


if __name__ == "__main__":
    sys.exit(main())
