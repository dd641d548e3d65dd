#!/usr/bin/env python3
"""Checks that every module a target's Swift files import is one of the target's dependencies.

SwiftPM builds modules in an order that can let a file import a module its target does not
depend on (the module happens to be built already), and a build with other flags or on another
machine then fails with `no such module`. This check reads the manifest
(`swift package dump-package`) and every target's sources, and exits 1 with one
`path: error: ...` line per import of a package module that the file's target does not declare.
"""
import glob
import json
import os
import re
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
IMPORT = re.compile(r"^(?:@testable |@_exported |@preconcurrency )?import (\w+)$", re.MULTILINE)


def module(name):
    """The module name SwiftPM gives a target: `-` becomes `_`."""
    return name.replace("-", "_")


def main() -> int:
    manifest = json.loads(
        subprocess.run(
            ["swift", "package", "dump-package"], cwd=ROOT, check=True, capture_output=True,
            text=True,
        ).stdout)
    targets = [target for target in manifest["targets"] if target["type"] != "plugin"]
    modules = {module(target["name"]) for target in targets}
    problems = []
    for target in targets:
        folder = "Tests" if target["type"] == "test" else "Sources"
        path = target.get("path") or os.path.join(folder, target["name"])
        declared = {module(target["name"])}
        for dependency in target["dependencies"]:
            for value in dependency.values():
                declared.add(module(value[0]))
        for file in sorted(glob.glob(os.path.join(ROOT, path, "**", "*.swift"), recursive=True)):
            with open(file, encoding="utf-8") as source:
                imported = set(IMPORT.findall(source.read()))
            for name in sorted(imported & modules - declared):
                problems.append(
                    f"{os.path.relpath(file, ROOT)}: error: imports {name}, which target "
                    f"{target['name']} does not depend on")
    for problem in problems:
        print(problem, file=sys.stderr)
    if problems:
        return 1
    print(f"imports: every target imports only its dependencies ({len(targets)} targets)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
