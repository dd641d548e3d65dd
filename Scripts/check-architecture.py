#!/usr/bin/env python3
"""Keeps ARCHITECTURE.md true.

Checks that every repository path the page names in backticks exists, and that every source
folder (every folder under Sources/ holding Swift files) is named, so a new folder cannot land
without a line saying what it owns. Exits 1 with one `ARCHITECTURE.md:line: error: ...` per
problem.
"""
import os
import re
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
PAGE = os.path.join(ROOT, "ARCHITECTURE.md")
PREFIXES = ("Sources/", "Tests/", "Scripts/", "Benchmarks/", "Examples/", ".ci/")


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
    for problem in sorted(problems):
        print(problem, file=sys.stderr)
    if problems:
        return 1
    print(f"ARCHITECTURE.md: {len(named)} paths exist and every source folder is described")
    return 0


if __name__ == "__main__":
    sys.exit(main())
