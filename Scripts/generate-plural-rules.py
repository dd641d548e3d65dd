#!/usr/bin/env python3
"""Generates Lexicon's CLDR plural rules and their test samples.

Usage: Scripts/generate-plural-rules.py [CLDR_DIRECTORY]

Reads `plurals.json` and `ordinals.json` (cldr-json `cldr-core/supplemental`) from CLDR_DIRECTORY,
by default `../shared/cldr` relative to the repository root, and writes:

- `Sources/Lexicon/Plurals/PluralRules+CLDR.swift`: every rule set compiled to Swift, identical
  rule sets shared between locales, and a sorted locale table per kind;
- `Sources/LexiconTesting/Rendering/PluralRules+CLDRSamples.swift`: a few representative samples
  of each category of each rule set (`PluralRules.samples(for:)`, for snapshot tests);
- `Tests/LexiconTests/Plurals/PluralSamples+CLDR.swift`: every `@integer` / `@decimal` sample of
  every rule, grouped by identical rules, for the tests to expand and check.

Standard library only. The output depends on the input alone (no dates, no dictionary-order
accidents), so running it twice gives identical files; CI regenerates and checks `git diff`.
"""

import json
import os
import re
import sys

REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DEFAULT_CLDR = os.path.join(REPO, "..", "shared", "cldr")
RULES_OUT = os.path.join(REPO, "Sources", "Lexicon", "Plurals", "PluralRules+CLDR.swift")
SAMPLES_OUT = os.path.join(REPO, "Tests", "LexiconTests", "Plurals", "PluralSamples+CLDR.swift")
REPRESENTATIVE_OUT = os.path.join(
    REPO, "Sources", "LexiconTesting", "Rendering", "PluralRules+CLDRSamples.swift")

CATEGORIES = ["zero", "one", "two", "few", "many", "other"]
KINDS = [("cardinal", "plurals.json", "plurals-type-cardinal"),
         ("ordinal", "ordinals.json", "plurals-type-ordinal")]
LINE = 100
# PluralOperands keeps `i`, `f` and `t` exact modulo 10^18, so every modulus must divide it.
MAX_MODULUS = 10**18


class RuleError(Exception):
    pass


# --- Rule syntax (UTS #35 Part 3, "Plural rules syntax") -----------------------------------------

TOKEN = re.compile(r"\s*(?:(\d+)|(\.\.)|(!=)|(=)|(%)|(,)|([a-z]+))")


def tokenize(text):
    tokens = []
    position = 0
    text = text.strip()
    while position < len(text):
        match = TOKEN.match(text, position)
        if not match or match.end() == position:
            raise RuleError("cannot read %r at %d" % (text, position))
        position = match.end()
        number, dots, not_equal, equal, percent, comma, word = match.groups()
        if number is not None:
            tokens.append(("number", int(number)))
        elif word is not None:
            tokens.append(("word", word))
        else:
            tokens.append(("symbol", dots or not_equal or equal or percent or comma))
    return tokens


class Parser:
    """condition = and_condition ('or' and_condition)*; and_condition = relation ('and' relation)*;
    relation = operand ('%' value)? ('=' | '!=') range_list; range_list = (value ('..' value)?)+','
    """

    def __init__(self, text):
        self.tokens = tokenize(text)
        self.index = 0

    def peek(self):
        return self.tokens[self.index] if self.index < len(self.tokens) else (None, None)

    def take(self, kind, value=None):
        token = self.peek()
        if token[0] != kind or (value is not None and token[1] != value):
            raise RuleError("expected %s %s, found %r" % (kind, value or "", token))
        self.index += 1
        return token[1]

    def condition(self):
        alternatives = [self.and_condition()]
        while self.peek() == ("word", "or"):
            self.index += 1
            alternatives.append(self.and_condition())
        if self.index != len(self.tokens):
            raise RuleError("unexpected %r" % (self.peek(),))
        return alternatives

    def and_condition(self):
        relations = [self.relation()]
        while self.peek() == ("word", "and"):
            self.index += 1
            relations.append(self.relation())
        return relations

    def relation(self):
        operand = self.take("word")
        if operand not in "n i v w f t c e".split():
            raise RuleError("unknown operand %r" % operand)
        modulus = None
        if self.peek() == ("symbol", "%"):
            self.index += 1
            modulus = self.take("number")
            if modulus == 0 or MAX_MODULUS % modulus != 0:
                raise RuleError("unsupported modulus %d" % modulus)
        operator = self.take("symbol")
        if operator not in ("=", "!="):
            raise RuleError("unknown operator %r" % operator)
        ranges = []
        while True:
            low = self.take("number")
            high = low
            if self.peek() == ("symbol", ".."):
                self.index += 1
                high = self.take("number")
            if high < low:
                raise RuleError("empty range %d..%d" % (low, high))
            ranges.append((low, high))
            if self.peek() != ("symbol", ","):
                break
            self.index += 1
        return (operand, modulus, operator == "=", ranges)


# --- Swift code for a condition -------------------------------------------------------------------

SUFFIXES = {10: "10", 100: "100", 1000: "1k", 10**4: "10k", 10**5: "100k", 10**6: "1m"}


def literal(number):
    """A Swift integer literal grouped the way swift-format's GroupNumericLiterals wants."""
    text = str(number)
    if len(text) < 5:
        return text
    groups = []
    while text:
        groups.insert(0, text[-3:])
        text = text[:-3]
    return "_".join(groups)


def value_name(operand, modulus):
    """The Swift expression or hoisted local for an operand, optionally modulo `modulus`."""
    if operand in ("n", "i", "f", "t") and (operand == "n" or modulus is not None):
        if modulus is None:
            return "n"
        if modulus not in SUFFIXES:
            raise RuleError("unsupported modulus %d" % modulus)
        return operand + SUFFIXES[modulus]
    if modulus is not None:
        raise RuleError("unsupported modulus of %s" % operand)
    return "o.%s" % {"e": "c"}.get(operand, operand)


def local_declaration(name):
    """`let` for a hoisted local: `n…` are decimals, `.max` when `n` is not an integer."""
    if name == "n":
        return "let n = o.f == 0 ? o.i : .max"
    operand, suffix = name[0], name[1:]
    modulus = [key for key, value in SUFFIXES.items() if value == suffix][0]
    if operand == "n":
        return "let %s = o.f == 0 ? o.i %% %s : .max" % (name, literal(modulus))
    return "let %s = o.%s %% %s" % (name, operand, literal(modulus))


def swift_relation(relation, used):
    """The `if` conditions (joined by commas) that together test one relation."""
    operand, modulus, is_equal, ranges = relation
    value = value_name(operand, modulus)
    if not value.startswith("o."):
        used.add(value)
    terms = []
    for low, high in ranges:
        if low == high:
            terms.append("%s %s %s" % (value, "==" if is_equal else "!=", literal(low)))
        else:
            check = "(%s...%s).contains(%s)" % (literal(low), literal(high), value)
            terms.append(check if is_equal else "!" + check)
    # `x = a, b` holds when any value matches; `x != a, b` when none does (each its own condition).
    return [" || ".join(terms)] if is_equal else terms


def swift_rule(category, condition, used):
    """Swift statements returning `category` when `condition` holds, one `if` per `or` branch."""
    lines = []
    for relations in Parser(condition).condition():
        conditions = []
        for relation in relations:
            conditions += swift_relation(relation, used)
        line = "    if %s { return .%s }" % (", ".join(conditions), category)
        if len(line) <= LINE:
            lines.append(line)
            continue
        # The layout swift-format gives: one condition a line, a long `a || b` filled with `||`
        # starting each continuation line, then the brace on a line of its own.
        for index, code in enumerate(conditions):
            indent = "    if " if index == 0 else "      "
            comma = "," if index < len(conditions) - 1 else ""
            terms = code.split(" || ")
            wrapped = wrap_words(terms[:1] + ["|| " + term for term in terms[1:]], indent,
                                 width=LINE - len(comma),
                                 continuation=" " * (len(indent) - len("if ") + 2))
            wrapped[-1] += comma
            lines += wrapped
        lines += ["    {", "      return .%s" % category, "    }"]
    return lines


# --- Representative samples ------------------------------------------------------------------------

MAX_INTEGER_SAMPLES = 4
MAX_DECIMAL_SAMPLES = 4
# How far a range is expanded when looking for representative integers.
MAX_RANGE_EXPANSION = 12


def sample_items(samples, kind):
    """The items of the `@integer` or `@decimal` part of a CLDR sample text, compact forms
    (`1c6`) and the ellipsis left out: each a (start, end) pair of strings (equal for a single)."""
    items = []
    for part in samples.split("@")[1:]:
        name, _, body = part.partition(" ")
        if name != kind:
            continue
        for item in body.split(","):
            item = item.strip()
            if not item or item in ("…", "...") or "c" in item or "e" in item:
                continue
            start, _, end = item.partition("~")
            items.append((start, end or start))
    return items


def representative_samples(samples):
    """A few samples of one category, in the order a snapshot should try them: integers first
    (non-zero ones before 0, which reads as \"none\" rather than as a count), then decimals, each
    range contributing its end first (`0.0~1.5` gives 1.5: a fraction reads as a quantity)."""
    integers = []
    for start, end in sample_items(samples, "integer"):
        low, high = int(start), int(end)
        integers += list(range(low, min(high, low + MAX_RANGE_EXPANSION) + 1))
    ordered = [value for value in integers if value != 0] + [value for value in integers if value == 0]
    chosen = []
    for value in ordered:
        if str(value) not in chosen:
            chosen.append(str(value))
    chosen = chosen[:MAX_INTEGER_SAMPLES]
    decimals = []
    for start, end in sample_items(samples, "decimal"):
        for value in (end, start):
            if value not in decimals:
                decimals.append(value)
    return chosen + decimals[:MAX_DECIMAL_SAMPLES]


# --- Reading CLDR ----------------------------------------------------------------------------------

def read_kind(directory, file_name, key):
    path = os.path.join(directory, file_name)
    with open(path, encoding="utf-8") as handle:
        data = json.load(handle)
    supplemental = data["supplemental"]
    version = supplemental["version"]["_cldrVersion"]
    locales = {}
    for locale, rules in supplemental[key].items():
        parsed = []
        for rule_key, text in rules.items():
            category = rule_key.replace("pluralRule-count-", "")
            if category not in CATEGORIES:
                raise RuleError("%s: unknown category %s" % (locale, category))
            condition, _, samples = text.partition("@")
            condition = " ".join(condition.split())
            samples = ("@" + samples).strip() if samples else ""
            samples = " ".join(samples.split())
            if category == "other":
                if condition:
                    raise RuleError("%s: `other` has a condition" % locale)
            elif not condition:
                raise RuleError("%s: `%s` has no condition" % (locale, category))
            parsed.append((category, condition, samples))
        if not any(category == "other" for category, _, _ in parsed):
            parsed.append(("other", "", ""))
        locales[locale] = parsed
    return version, locales


def check_plural_parents(directory):
    """Plural rules inherit by truncation only while CLDR's `plurals` parent map is empty."""
    path = os.path.join(directory, "parentLocales.json")
    if not os.path.exists(path):
        return
    with open(path, encoding="utf-8") as handle:
        parents = json.load(handle)["supplemental"]["parentLocales"]
    if parents.get("plurals"):
        raise RuleError("parentLocales.json has plural parents %r: teach PluralRules to use them"
                        % parents["plurals"])


# --- Writing Swift -----------------------------------------------------------------------------

def wrap_words(words, prefix, width=LINE, separator=" ", continuation=None):
    """Fills lines of at most `width` with `words`; later lines start with `continuation`."""
    continuation = prefix if continuation is None else continuation
    lines = []
    line, start = prefix, prefix
    for word in words:
        candidate = line + (separator if line != start else "") + word
        if len(candidate) > width and line != start:
            lines.append(line)
            line = start = continuation
            line += word
        else:
            line = candidate
    lines.append(line)
    return lines


def swift_string_array(name, doc, items, element, indent="  "):
    lines = ["%s/// %s" % (indent, doc), "%sstatic let %s: [%s] = [" % (indent, name, element)]
    lines += wrap_words([item + "," for item in items], indent + "  ")
    lines.append("%s]" % indent)
    return lines


def header(version, what):
    return [
        "// %s generated by Scripts/generate-plural-rules.py from CLDR %s — do not edit."
        % (what, version),
        "// Regenerate with `python3 Scripts/generate-plural-rules.py [CLDR_DIRECTORY]`.",
        "",
    ]


def generate(directory):
    check_plural_parents(directory)
    versions = set()
    kinds = {}
    for kind, file_name, key in KINDS:
        version, locales = read_kind(directory, file_name, key)
        versions.add(version)
        kinds[kind] = locales
    if len(versions) != 1:
        raise RuleError("plurals.json and ordinals.json disagree on the CLDR version: %r"
                        % sorted(versions))
    version = versions.pop()

    # Rule sets are shared across locales and kinds; set 0 is the root rule (`other` only).
    rule_sets = [(("other", ""),)]
    index_of = {rule_sets[0]: 0}
    # The samples of each rule set: those of the first locale (in kind, then locale order) using it.
    rule_set_samples = [{}]
    tables = {}
    for kind, _, _ in KINDS:
        table = []
        for locale in sorted(kinds[kind]):
            rules = tuple((category, condition) for category, condition, _ in kinds[kind][locale])
            if rules not in index_of:
                index_of[rules] = len(rule_sets)
                rule_sets.append(rules)
                rule_set_samples.append({})
            if not any(rule_set_samples[index_of[rules]].values()):
                rule_set_samples[index_of[rules]] = {
                    category: samples for category, _, samples in kinds[kind][locale]}
            table.append((locale, index_of[rules]))
        tables[kind] = table
    if len(rule_sets) > 255:
        raise RuleError("more rule sets than a UInt8 holds")

    out = header(version, "Plural rules")
    out += [
        "extension PluralRules {",
        "  /// The CLDR version the plural rules come from.",
        '  public static let cldrVersion = "%s"' % version,
        "",
    ]
    for kind, _, _ in KINDS:
        locales = [locale for locale, _ in tables[kind]]
        sets = [str(index) for _, index in tables[kind]]
        out += swift_string_array(
            "%sLocales" % kind, "Every locale with %s rules, sorted." % kind,
            ['"%s"' % locale for locale in locales], "String")
        out.append("")
        out += swift_string_array(
            "%sRuleSets" % kind, "The rule set of each of `%sLocales`." % kind, sets, "UInt8")
        out.append("")
    out += [
        "  /// The categories each rule set uses, in CLDR order: one token per rule set, each category",
        "  /// written as its position in `PluralCategory.allCases` (`135` = one, few, other); a string",
        "  /// rather than nested arrays, which would cost every app about 4 KB.",
        '  static let ruleSetCategorySource = """',
    ]
    out += wrap_words(
        ["".join(str(CATEGORIES.index(name))
                 for name in sorted({category for category, _ in rules}, key=CATEGORIES.index))
         for rules in rule_sets], "    ")
    out += ['    """', ""]
    samples_text = "|".join(
        ";".join(" ".join(representative_samples(samples.get(name, "")))
                 for name in sorted({category for category, _ in rules}, key=CATEGORIES.index))
        for rules, samples in zip(rule_sets, rule_set_samples))
    representative = header(version, "Representative plural samples") + [
        "import Lexicon",
        "",
        "extension PluralRules {",
        "  /// A few samples of each category of each rule set, in the order of their categories",
        "  /// (one string rather than nested arrays): rule sets end at `|`, categories at `;`, and",
        "  /// the numbers of one category are separated by spaces or line breaks, integers first (0",
        "  /// last), then decimals. Snapshot tests read them; apps link none of them.",
        '  static let ruleSetSampleSource = """',
    ]
    representative += wrap_words(samples_text.split(" "), "    ")
    representative += ['    """', "}"]
    representative_text = "\n".join(representative) + "\n"
    out += [
        "  /// The category of `o` under rule set `ruleSet`.",
        "  static func category(ruleSet: UInt8, _ o: PluralOperands) -> PluralCategory {",
        "    switch ruleSet {",
    ]
    for index in range(1, len(rule_sets)):
        out.append("    case %d: return ruleSet%d(o)" % (index, index))
    out += ["    default: return .other", "    }", "  }"]
    for index in range(1, len(rule_sets)):
        out.append("")
        for kind, _, _ in KINDS:
            locales = [locale for locale, used_set in tables[kind] if used_set == index]
            if locales:
                out += wrap_words([locale + "," for locale in locales[:-1]] + [locales[-1]],
                                  "  /// %s: " % kind.capitalize(), continuation="  ///   ")
        out.append("  private static func ruleSet%d(_ o: PluralOperands) -> PluralCategory {" % index)
        used = set()
        body = []
        for category, condition in rule_sets[index]:
            if category != "other":
                body += wrap_words(("%s: %s" % (category, condition)).split(" "), "    // ")
                body += swift_rule(category, condition, used)
        order = ["n"] + ["%s%s" % (operand, suffix) for operand in "nift"
                         for suffix in SUFFIXES.values()]
        out += ["    " + local_declaration(name) for name in order if name in used]
        out += body
        out += ["    return .other", "  }"]
    out.append("}")
    rules_text = "\n".join(out) + "\n"
    too_long = [line for line in out if len(line) > LINE]
    if too_long:
        raise RuleError("generated lines longer than %d columns: %r" % (LINE, too_long))

    # Samples: one block per identical rules-with-samples, listing its locales.
    blocks = {}
    for kind, _, _ in KINDS:
        for locale in sorted(kinds[kind]):
            body = tuple((category, samples) for category, _, samples in kinds[kind][locale]
                         if samples)
            blocks.setdefault((kind, body), []).append(locale)
    lines = []
    for (kind, body), locales in blocks.items():
        lines += wrap_words(locales, kind + " ", width=LINE - 4)
        for category, samples in body:
            lines += wrap_words(("%s %s" % (category, samples)).split(" "), "", width=LINE - 4,
                                continuation="  ")
    out = header(version, "Plural rule samples")
    out += [
        "extension PluralSamples {",
        "  /// Every `@integer` and `@decimal` sample CLDR lists for every locale and kind.",
        "  ///",
        "  /// A block starts with `cardinal` or `ordinal` and the locales it applies to (continued",
        "  /// on further such lines), then a line per category: the category and its samples",
        "  /// (continued on lines that start with spaces).",
        '  static let cldr = """',
    ]
    out += ["    " + line for line in lines]
    out += ['    """', "}"]
    samples_text = "\n".join(out) + "\n"
    return rules_text, samples_text, representative_text


def write(path, text):
    """Writes `text` unless the file already holds it (keeping its timestamp for the build)."""
    if os.path.exists(path):
        with open(path, encoding="utf-8", newline="") as handle:
            if handle.read() == text:
                return
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w", encoding="utf-8", newline="\n") as handle:
        handle.write(text)


def main(arguments):
    if arguments and arguments[0] in ("-h", "--help"):
        print(__doc__.strip())
        return 0
    if len(arguments) > 1:
        print("usage: Scripts/generate-plural-rules.py [CLDR_DIRECTORY]", file=sys.stderr)
        return 64
    directory = arguments[0] if arguments else DEFAULT_CLDR
    try:
        rules_text, samples_text, representative_text = generate(directory)
    except (OSError, ValueError, KeyError, RuleError) as error:
        print("generate-plural-rules: error: %s" % error, file=sys.stderr)
        return 1
    write(RULES_OUT, rules_text)
    write(SAMPLES_OUT, samples_text)
    write(REPRESENTATIVE_OUT, representative_text)
    print("wrote %s, %s and %s" % tuple(
        os.path.relpath(path, REPO) for path in (RULES_OUT, SAMPLES_OUT, REPRESENTATIVE_OUT)))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
