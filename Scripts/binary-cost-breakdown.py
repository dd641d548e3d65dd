#!/usr/bin/env python3
"""Where the bytes of a binary-cost probe go (issue 19).

Reads a Linux executable linked by GNU gold with `-Map`, and attributes every byte of its stripped
size: each allocated section's input pieces to the object file (so the Swift source file, folder
and module) they came from, string literals merged by the linker in proportion to each object's
mergeable sections, unwind entries (`.eh_frame` FDEs and their `.eh_frame_hdr` slots) and dynamic
relocations by the address they describe, and the rest to dynamic linking and ELF overhead. The
attributed bytes add up to the stripped size exactly. A second view classifies the code by symbol
kind (generic specializations, Equatable/Hashable, witnesses, ...) from `nm` and `swift demangle`.

Usually run by `Scripts/binary-cost-breakdown.sh`, which builds the probe and the map:

    binary-cost-breakdown.py EXECUTABLE MAP STRIPPED_EXECUTABLE [--baseline STRIPPED] [--top N]

Prints Markdown tables. Needs `readelf`, `nm` (binutils) and `swift demangle`.
"""
import argparse
import bisect
import collections
import fnmatch
import os
import re
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

# Sections the dynamic linker needs: paid once per executable, and per imported symbol.
DYNAMIC_SECTIONS = {
    ".interp", ".dynsym", ".dynstr", ".gnu.hash", ".hash", ".gnu.version", ".gnu.version_r",
    ".rela.plt", ".plt", ".plt.got", ".got", ".got.plt", ".dynamic",
}
# Swift reflection metadata: what `Mirror`, `dump` and debuggers read (field names, type refs).
REFLECTION_SECTIONS = {
    "swift5_typeref", "swift5_fieldmd", "swift5_reflstr", "swift5_assocty", "swift5_capture",
    "swift5_builtin", "swift5_mpenum",
}
UNWIND_SECTIONS = {".eh_frame", ".eh_frame_hdr"}
# Columns of the attribution: what kind of bytes a piece is.
COLUMNS = ["code", "unwind", "strings", "metadata", "reflection", "relocations"]
RELOCATION_BYTES = 24  # one Elf64_Rela entry

# Named groups, first match wins: (name, patterns on the source path relative to the package).
GROUPS = [
    ("Configuration files (`Lexicon.json`, variables, build configurations)",
     ["Sources/Lexicon/Configuration/*", "Sources/LexiconConfiguration/*"]),
    ("Environments (names, app versions)", ["Sources/Lexicon/Environments/*"]),
    ("Generated CLDR tables and their lookups",
     ["Sources/*+CLDR.swift", "Sources/Lexicon/Languages/Fallback/LocaleData.swift",
      "Sources/Lexicon/Numbers/NumberSymbols*.swift"]),
    ("Format compatibility (tool and lint API)", ["Sources/Lexicon/Formatting/Compatibility/*"]),
    ("Compiled tables and diagnostics", ["Sources/Lexicon/Formats/*"]),
    ("File readers (`.strings`, `.stringsdict`, `.xcstrings`, plist: LexiconRawFiles)",
     ["Sources/LexiconRawFiles/*"]),
    ("JSON reader and text diagnostics (LexiconReading)", ["Sources/LexiconReading/*"]),
    ("Formatter (specifiers, rendering, numbers)",
     ["Sources/Lexicon/Formatting/*", "Sources/Lexicon/Numbers/*"]),
    ("Plural rules (engine)", ["Sources/Lexicon/Plurals/*"]),
    ("Languages (tags, fallback, switching, observation)", ["Sources/Lexicon/Languages/*"]),
    ("Runtime, resolution, providers, tables, keys",
     ["Sources/Lexicon/Runtime/*", "Sources/Lexicon/Resolution/*", "Sources/Lexicon/Providers/*",
      "Sources/Lexicon/Tables/*", "Sources/Lexicon/Keys/*"]),
    ("Text and concurrency helpers", ["Sources/Lexicon/Text/*", "Sources/Lexicon/Concurrency/*"]),
    ("Lexicon (other)", ["Sources/Lexicon/*"]),
    ("LexiconRemote", ["Sources/LexiconRemote/*"]),
    ("The probe itself", ["Benchmarks/*", "<probe>"]),
    ("C and Swift startup objects", ["<startup>"]),
    ("Dynamic linking (imported symbols, PLT, GOT)", ["<dynamic linking>"]),
    ("ELF headers, notes, module hash, alignment", ["<elf>"]),
]


def run(arguments, text_input=None):
    """The standard output of a command; exits with its error when it fails."""
    result = subprocess.run(arguments, input=text_input, capture_output=True, text=True)
    if result.returncode != 0:
        sys.exit(f"error: {' '.join(arguments[:2])} failed: {result.stderr.strip()}")
    return result.stdout


def sections_of(executable):
    """Allocated, file-backed sections: name -> (address, size)."""
    sections = {}
    pattern = re.compile(
        r"\s*\[\s*\d+\]\s+(\S+)\s+(\S+)\s+([0-9a-f]+)\s+[0-9a-f]+\s+([0-9a-f]+)\s+\S+\s+(\S*)\s")
    for line in run(["readelf", "-SW", executable]).splitlines():
        match = pattern.match(line)
        if match and match.group(2) not in ("NULL", "NOBITS") and "A" in match.group(5):
            sections[match.group(1)] = (int(match.group(3), 16), int(match.group(4), 16))
    return sections


class LinkMap:
    """The input pieces of a gold `-Map`: where each object's sections landed."""

    def __init__(self, path, allocated):
        """Reads the pieces of the sections named in `allocated` (debug sections also appear in
        the map, at offsets that are not addresses)."""
        self.pieces = []  # (address, size, object, output section)
        self.merged = collections.Counter()  # output section -> bytes of merged constants
        output = None
        pending = None
        with open(path, encoding="utf-8", errors="replace") as lines:
            started = False
            for line in lines:
                line = line.rstrip("\n")
                if not started:
                    started = line.startswith("Memory map")
                    continue
                if not line.strip():
                    continue
                if not line.startswith(" "):
                    output = line.split()[0]
                    pending = None
                    continue
                if line.startswith(" ** merge"):
                    pending = "merge"
                    continue
                if pending == "merge":
                    match = re.match(r"^\s+0x([0-9a-f]+)\s+0x([0-9a-f]+)\s*$", line)
                    if match:
                        self.merged[output] += int(match.group(2), 16)
                    pending = None
                    continue
                if not line.startswith("  ") and not line.startswith(" **"):
                    match = re.match(r"^ \S+\s+0x([0-9a-f]+)\s+0x([0-9a-f]+)\s+(\S.*)$", line)
                    if match:
                        self._add(match.group(1), match.group(2), match.group(3), output)
                        pending = None
                    else:
                        pending = "wrapped"  # a long section name: the rest is on the next line
                    continue
                if pending == "wrapped":
                    match = re.match(r"^\s+0x([0-9a-f]+)\s+0x([0-9a-f]+)\s+(\S.*)$", line)
                    if match:
                        self._add(match.group(1), match.group(2), match.group(3), output)
                    pending = None
        self.pieces = [piece for piece in self.pieces if piece[3] in allocated]
        if not self.pieces:
            sys.exit(f"error: {path} has no memory map: is it a GNU gold -Map file?")
        self.pieces.sort()
        self.starts = [piece[0] for piece in self.pieces]

    def _add(self, address, size, source, output):
        size = int(size, 16)
        if size > 0:
            self.pieces.append((int(address, 16), size, source.strip(), output))

    def owner(self, address):
        """The object whose piece holds `address`, or None."""
        index = bisect.bisect_right(self.starts, address) - 1
        if index >= 0:
            start, size, source, _ = self.pieces[index]
            if start <= address < start + size:
                return source
        return None


class Sources:
    """Object file -> source path relative to the package, from the build's object names."""

    def __init__(self):
        self.by_module_and_name = {}
        for top in ("Sources", "Benchmarks"):
            for directory, _, files in os.walk(os.path.join(ROOT, top)):
                for name in files:
                    if name.endswith(".swift"):
                        relative = os.path.relpath(os.path.join(directory, name), ROOT)
                        self.by_module_and_name.setdefault(name, []).append(relative)

    def unit(self, source):
        """The source path, `<probe>` or `<startup>` for a map's input (`dir/X.build/F.swift.o`)."""
        if source is None:
            return "<elf>"
        match = re.search(r"/([^/]+)\.build/([^/()]+?)\.o\)?$", source)
        if not match:
            return "<startup>"  # crt1.o, crti.o, swiftrt.o, libc_nonshared.a members
        module, name = match.group(1), match.group(2)
        if name == "resource_bundle_accessor.swift" or module.startswith("binary_cost"):
            return "<probe>"
        candidates = self.by_module_and_name.get(name, [])
        for candidate in candidates:
            if f"/{module}/" in "/" + candidate or candidate.startswith(f"Sources/{module}/"):
                return candidate
        return candidates[0] if candidates else f"Sources/{module}/{name}"


def attribute(executable, sections, link_map, sources, stripped_size):
    """Bytes per source unit and column; the totals add up to `stripped_size`."""
    result = collections.defaultdict(collections.Counter)

    def column(section):
        if section in REFLECTION_SECTIONS:
            return "reflection"
        if section.startswith(".text") or section in (".init", ".fini"):
            return "code"
        return "metadata"

    # 1. Input pieces of every allocated section (unwind data and merged constants come below).
    for _, size, source, section in link_map.pieces:
        if section in sections and section not in UNWIND_SECTIONS | DYNAMIC_SECTIONS:
            if section != ".rela.dyn":
                result[sources.unit(source)][column(section)] += size

    # 2. Merged string literals and constants, in proportion to each object's mergeable sections.
    merged_total = sum(size for section, size in link_map.merged.items() if section in sections)
    before_merge = collections.Counter()
    for source in {piece[2] for piece in link_map.pieces}:
        if source.endswith(".o") and os.path.exists(source):
            for line in run(["readelf", "-SW", source]).splitlines():
                match = re.match(
                    r"\s*\[\s*\d+\]\s+\S+\s+PROGBITS\s+[0-9a-f]+\s+[0-9a-f]+\s+([0-9a-f]+)"
                    r"\s+\S+\s+(\S*)\s",
                    line)
                if match and "M" in match.group(2) and "A" in match.group(2):
                    before_merge[source] += int(match.group(1), 16)
    total_before = sum(before_merge.values())
    for source, size in before_merge.items():
        result[sources.unit(source)]["strings"] += merged_total * size / total_before
    if not total_before:
        result["<elf>"]["strings"] += merged_total

    # 3. Unwind entries by the code they describe; CIEs and the table header are ELF overhead.
    described = 0
    entries = 0
    in_eh_frame = False
    frames = ["readelf", "--debug-dump=no-follow-links", "--debug-dump=frames", executable]
    for line in run(frames).splitlines():
        if line.startswith("Contents of the"):
            in_eh_frame = line.startswith("Contents of the .eh_frame section")
        match = in_eh_frame and re.match(
            r"^[0-9a-f]+ ([0-9a-f]+) [0-9a-f]+ FDE cie=\S+ pc=([0-9a-f]+)\.\.", line)
        if match:
            length = int(match.group(1), 16) + 4
            unit = sources.unit(link_map.owner(int(match.group(2), 16)))
            result[unit]["unwind"] += length + 8  # the entry, and its slot in .eh_frame_hdr
            described += length
            entries += 1
    unwind_total = sum(sections.get(name, (0, 0))[1] for name in UNWIND_SECTIONS)
    result["<elf>"]["unwind"] += unwind_total - described - 8 * entries

    # 4. Dynamic relocations (position-independent pointers in metadata) by the word they fix.
    relocations = 0
    current = None
    for line in run(["readelf", "-rW", executable]).splitlines():
        if line.startswith("Relocation section"):
            current = re.search(r"'(\S+)'", line).group(1)
            continue
        match = current == ".rela.dyn" and re.match(r"^([0-9a-f]{16})\s+[0-9a-f]+\s+\S+", line)
        if match:
            owner = link_map.owner(int(match.group(1), 16))
            result[sources.unit(owner) if owner else "<dynamic linking>"]["relocations"] += (
                RELOCATION_BYTES)
            relocations += RELOCATION_BYTES
    rela_dyn = sections.get(".rela.dyn", (0, 0))[1]
    result["<dynamic linking>"]["relocations"] += rela_dyn - relocations

    # 5. The dynamic linker's sections, then headers and padding: what is left of the stripped size.
    for name, (_, size) in sections.items():
        if name in DYNAMIC_SECTIONS:
            result["<dynamic linking>"]["metadata"] += size
    attributed = sum(sum(counter.values()) for counter in result.values())
    overhead = stripped_size - attributed
    if overhead < 0:
        sys.exit(f"error: {-overhead:.0f} bytes were attributed twice: is {executable} the "
                 "executable the map and the stripped copy come from?")
    result["<elf>"]["metadata"] += overhead
    return result


def group_of(unit):
    for name, patterns in GROUPS:
        if any(fnmatch.fnmatch(unit, pattern) for pattern in patterns):
            return name
    return "Other"


def folder_of(unit):
    if unit.startswith("<"):
        return unit
    folder = os.path.dirname(unit)
    return folder if not folder.startswith("Benchmarks/") else "<probe>"


def symbol_kind(mangled, demangled):
    """The kind of a code symbol, from its mangled and simplified demangled names."""
    if not mangled.startswith("$s"):
        return "C and runtime functions"
    if re.search(r"(== infix|!= infix|hash\(into|hashValue|_equals|elementsEqual)", demangled):
        return "Equatable/Hashable (`==`, `hash(into:)`)"
    if demangled.startswith("specialized") and re.search(r"(Tg5|TG5|Tgq5|Tgm5|Ts5)", mangled):
        if re.match(r"\$s\d+Lexicon", mangled):
            return "generic specializations of Lexicon's generics"
        return "generic specializations of the standard library's generics"
    if re.search(r"(Wa|Wl|WL|Ma|MaTm|Mn|Mf|Mi|Mr)$", mangled):
        return "metadata accessors and caches"
    if re.search(r"(wCP|wxx|wcp|wca|wtk|wta|wet|wst|wug|wup|wui|wxs|wxg)$", mangled) or re.search(
            r"WO[a-z]$|WOh$|WOe$|WOy$|WOs$|WOb$|WOc$|WOd$|WOf$", mangled):
        return "value witnesses, outlined copies and destroys"
    if mangled.endswith("TW") or mangled.endswith("TWTm") or "protocol witness for" in demangled:
        return "protocol witness thunks"
    if re.search(r"Decodable|Encodable|CodingKeys", demangled):
        return "Codable"
    if "closure" in demangled or "thunk" in demangled:
        return "closures and thunks"
    return "other functions"


GENERIC_FAMILIES = [
    ("sorting", r"(?i)sort|_merge\b|_findNextRun"),
    ("Dictionary", r"Dictionary|_DictionaryStorage"),
    ("Set", r"\bSet\b|_NativeSet|_SetStorage|_UnsafeBitset"),
    ("Array", r"Array|_ArrayBuffer|ContiguousArray"),
    ("Sequence and Collection algorithms", r"^(Sequence|Collection|Slice|RandomAccessCollection|"
     r"BidirectionalCollection|MutableCollection|RangeReplaceableCollection)"),
    ("integer parsing and conversion", r"_parseInteger|FixedWidthInteger|BinaryInteger"),
    ("String", r"String|Substring|Unicode"),
]


def symbols(executable):
    """(size, kind, family, simplified name, owner address) for every sized code symbol."""
    rows = []
    for line in run(["nm", "-S", "--defined-only", executable]).splitlines():
        fields = line.split()
        if len(fields) == 4 and fields[2] in "tTwW":
            rows.append((int(fields[0], 16), int(fields[1], 16), fields[3]))
    names = "\n".join(row[2] for row in rows) + "\n"
    simplified = run(["swift", "demangle", "--compact", "--simplified"], names).splitlines()
    result = []
    for (address, size, mangled), demangled in zip(rows, simplified):
        kind = symbol_kind(mangled, demangled)
        family = ""
        of = re.sub(r"^specialized (closure #\d+ in )?(static )?", "", demangled)
        if kind == "generic specializations of Lexicon's generics":
            family = "Lexicon: " + re.split(r"[.<(]", of)[0]
        elif kind.startswith("generic specializations"):
            family = "standard library: " + next(
                (name for name, pattern in GENERIC_FAMILIES if re.search(pattern, of)), "other")
        result.append((size, kind, family, demangled, address))
    return result


def kib(size):
    return f"{size / 1024:,.1f}"


def table(header, rows, numeric=None):
    """A Markdown table; the columns in `numeric` (all but the first by default) align right."""
    numeric = set(range(1, len(header))) if numeric is None else numeric
    lines = ["| " + " | ".join(header) + " |",
             "|" + "|".join("---:" if index in numeric else "---" for index in range(len(header)))
             + "|"]
    lines += ["| " + " | ".join(str(cell) for cell in row) + " |" for row in rows]
    return "\n".join(lines)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("executable", help="the probe as linked (with symbols)")
    parser.add_argument("map", help="its GNU gold -Map file")
    parser.add_argument("stripped", help="a stripped copy of it")
    parser.add_argument("--baseline", help="the stripped Foundation-only probe, for the cost")
    parser.add_argument("--top", type=int, default=20, help="rows of the file and symbol tables")
    options = parser.parse_args()

    stripped_size = os.path.getsize(options.stripped)
    sections = sections_of(options.executable)
    link_map = LinkMap(options.map, set(sections))
    sources = Sources()
    per_unit = attribute(options.executable, sections, link_map, sources, stripped_size)

    def totals(key):
        grouped = collections.defaultdict(collections.Counter)
        for unit, counter in per_unit.items():
            grouped[key(unit)].update(counter)
        return sorted(grouped.items(), key=lambda item: -sum(item[1].values()))

    def rows(grouped, limit=None):
        result = []
        for name, counter in grouped[:limit]:
            size = sum(counter.values())
            result.append([name, f"{size:,.0f}", f"{100 * size / stripped_size:.1f} %"]
                          + [f"{counter[column]:,.0f}" for column in COLUMNS])
        return result

    header = ["", "bytes", "share"] + COLUMNS
    name = os.path.basename(options.executable)
    print(f"# Where the bytes of `{name}` go\n")
    print(f"Stripped: **{stripped_size:,} B** ({kib(stripped_size)} KiB).", end="")
    if options.baseline:
        baseline = os.path.getsize(options.baseline)
        cost = stripped_size - baseline
        print(f" Foundation-only probe: {baseline:,} B; "
              f"cost over it: **{cost:,} B** ({kib(cost)} KiB).",
              end="")
    print("\n")
    print("Columns: `code` machine code; `unwind` `.eh_frame` entries and their `.eh_frame_hdr` "
          "slots; `strings` literals merged by the linker, shared out by each object's "
          "mergeable sections; `metadata` type metadata, descriptors, witness tables, "
          "conformance records and other data; `reflection` field and type names for `Mirror` "
          "and debuggers; `relocations` the dynamic relocations of pointers in metadata. "
          "Code is attributed to the object the compiler emitted it in: with whole-module "
          "optimization, a generic specialization or an inlined table lands in the file that "
          "uses it.\n")
    print("## By group\n")
    print(table(["group"] + header[1:], rows(totals(group_of))))
    print("\n## By source folder\n")
    print(table(["folder"] + header[1:], rows(totals(folder_of))))
    print(f"\n## The {options.top} largest source files\n")
    files = [item for item in totals(lambda unit: unit) if not item[0].startswith("<")]
    print(table(["file"] + header[1:], rows(files, options.top)))

    code = symbols(options.executable)
    by_kind = collections.Counter()
    by_family = collections.Counter()
    for size, kind, family, _, _ in code:
        by_kind[kind] += size
        if family:
            by_family[family] += size
    text_size = sum(size for name, (_, size) in sections.items()
                    if name.startswith(".text") or name in (".init", ".fini", ".plt"))
    column_totals = collections.Counter()
    for counter in per_unit.values():
        column_totals.update(counter)
    kinds = [(kind, size) for kind, size in by_kind.most_common()]
    kinds.append(("code between symbols (alignment) and PLT stubs",
                  text_size - sum(by_kind.values())))
    kinds.append(("unwind tables", column_totals["unwind"]))
    kinds.append(("string literals", column_totals["strings"]))
    kinds.append(("reflection metadata", column_totals["reflection"]))
    kinds.append(("dynamic relocations", column_totals["relocations"]))
    kinds.append(("type metadata, witness tables, records, dynamic-linking tables, ELF overhead",
                  stripped_size - sum(size for _, size in kinds)))
    print("\n## By kind of symbol\n")
    print(table(["kind", "bytes", "share"],
                [[kind, f"{size:,.0f}", f"{100 * size / stripped_size:.1f} %"]
                 for kind, size in kinds]))
    print("\nGeneric specializations by the generic they specialize:\n")
    print(table(["generic", "bytes"],
                [[family, f"{size:,}"] for family, size in by_family.most_common()]))
    print(f"\n## The {options.top} largest symbols\n")
    largest = sorted(code, key=lambda row: -row[0])[:options.top]
    print(table(["bytes", "kind", "file", "symbol"],
                [[f"{size:,}", kind, sources.unit(link_map.owner(address)),
                  "`" + demangled.replace("|", "\\|")[:110] + "`"]
                 for size, kind, _, demangled, address in largest], numeric={0}))
    return 0


if __name__ == "__main__":
    sys.exit(main())
