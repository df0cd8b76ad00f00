"""Property-based hostile input (issue 22): headers, spreadsheets, ability numbers and compiled
files built to break things. Whatever comes in, the front end answers with diagnostics (never
I901, never an exception), numbers outside the ruleset's range are E302, and the loader either
loads a set it fully validates or raises `FormatError` naming the place — never anything else.
"""

from __future__ import annotations

import copy
import json
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import dsl
from dsl.compiler import compile_paths
from runtime import SMASHUP, BERSERK
from runtime import format as fmt
from runtime import ranges
from runtime.validate import set_problems

ROOT = Path(__file__).resolve().parent.parent
HOSTILE = settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])

# ---------------------------------------------------------------- pieces
digits = st.text(alphabet="0123456789", min_size=1, max_size=40) | st.integers(4_200, 6_000).map(lambda n: "9" * n)
odd_digits = st.sampled_from(["٣", "３", "²", "½", "Ⅻ", "𝟗", "০"])
junk = st.lists(st.sampled_from(list("abc=+-*/., xX\"'()#:\t") + ["or", "e", "NaN", "∞"]), max_size=4).map("".join)
stat_text = st.one_of(digits, st.builds(lambda a, b, c: a + b + c, junk, digits, junk), odd_digits,
                      st.builds(lambda a, b: f"{a}/{b}", digits, digits), st.text(max_size=12))
stat_name = st.sampled_from(["power", "breakpoint", "vp", "cost", "life", "strike", "luck", "power power"])
card_type = st.sampled_from(["minion", "action", "base", "titan", "creature", "hero", "spell", "", "minion minion"])
name_text = st.text(alphabet=st.characters(blacklist_categories=("Cs",), blacklist_characters='"\\\n\r'),
                    max_size=20)


def no_crash(report) -> None:
    for d in [d for c in report.cards for d in c.diagnostics] + list(report.diagnostics):
        assert not d.code.id.startswith("I"), d.message


def compiles_to_what_loads(text: str, path: str, ruleset: str | None = None) -> None:
    """What `compile` would write from this text (when it writes), the loader takes; the
    formatter answers (formatted or errors) without raising."""
    from dsl.compiler import compile_source
    from dsl.formatter import format_source
    from dsl.source import SourceFile, normalize

    src = SourceFile(path, normalize(text))
    r = compile_source(src, ruleset)
    if r.card_texts and r.ruleset and not any(d.severity.name == "ERROR" for d in r.diagnostics):
        fmt.loads(fmt.assemble(r.ruleset, r.card_texts, "0"))
    format_source(src, ruleset)


def stat_ok(rs, name: str, text: str) -> bool:
    return ranges.stat_problem(rs, name, text) is None


# ---------------------------------------------------------------- headers
@HOSTILE
@given(ruleset=st.sampled_from(["smashup", "berserk"]), ctype=card_type, name=name_text,
       fields=st.lists(st.tuples(stat_name, stat_text), max_size=4))
def test_a_hostile_header_gets_diagnostics_and_a_bad_stat_is_E302(ruleset, ctype, name, fields):
    rs = SMASHUP if ruleset == "smashup" else BERSERK
    head = f'card "{name}": {ctype}' + "".join(f", {k} {v}" for k, v in fields)
    text = f"ruleset {ruleset}\n\n{head.replace(chr(10), ' ')}\n  Draw a card.\n"
    report = dsl.check_text(text, "h.cards")
    no_crash(report)
    compiles_to_what_loads(text, "h.cards")
    if len(report.cards) == 1 and not report.diagnostics:
        codes = {d.code.id for d in report.cards[0].diagnostics}
        for k, v in fields:
            if rs.stat(k) is not None and v.strip() and not stat_ok(rs, k, v) and "," not in v and '"' not in v:
                assert codes & {"E302", "E104", "E101", "E203"}, (k, v, codes)


@HOSTILE
@given(value=st.integers(0, 10 ** 40).map(str) | st.integers(4_250, 5_000).map(lambda n: "1" + "0" * n))
def test_a_stat_is_E302_exactly_when_outside_the_rulesets_range(value):
    text = f'ruleset smashup\n\ncard "Imp": minion, power {value}\n  Draw a card.\n'
    report = dsl.check_text(text, "r.cards")
    no_crash(report)
    codes = [d.code.id for d in report.cards[0].diagnostics]
    assert ("E302" in codes) == (len(value) > 2 or int(value) > 20)


# ---------------------------------------------------------------- numbers in ability text
@HOSTILE
@given(n=st.integers(0, 10 ** 30).map(str) | st.integers(4_250, 4_400).map(lambda k: "1" + "0" * k),
       shape=st.sampled_from(["Draw {} cards.", "Gain {} VP.", "Each player draws {} cards.",
                              "Destroy a minion of power {} or less.", "Draw {} cards. Gain {} VP."]))
def test_a_number_in_ability_text_is_E302_exactly_when_outside_the_range(n, shape):
    text = f'ruleset smashup\n\ncard "Spell": action\n  {shape.format(n, n)}\n'
    report = dsl.check_text(text, "n.cards")
    no_crash(report)
    codes = [d.code.id for d in report.cards[0].diagnostics]
    if len(n) < 1000:                          # (a very long line is E105 before any number is read)
        assert ("E302" in codes) == (len(n) > 2), codes
    else:
        assert {"E302", "E105"} & set(codes), codes


# ---------------------------------------------------------------- spreadsheets
cell = st.one_of(stat_text, junk, st.text(max_size=15),
                 st.sampled_from(['"', '""', '"a,b"', "\n", "\r\n", ",", "\t", "=1+1", "\x00"]))


@HOSTILE
@given(rows=st.lists(st.tuples(name_text, card_type, cell, cell, cell), min_size=1, max_size=4),
       sep=st.sampled_from([",", "\t"]))
def test_a_hostile_spreadsheet_gets_diagnostics_never_a_crash(tmp_path_factory, rows, sep):
    suffix = ".csv" if sep == "," else ".tsv"
    lines = [sep.join(["name", "type", "power", "breakpoint", "text"])]
    for name, ctype, power, bp, text in rows:
        lines.append(sep.join([name, ctype, power, bp, text or "Draw a card."]))
    src = "\n".join(lines) + "\n"
    report = dsl.check_text(src, "sheet" + suffix, "smashup")
    no_crash(report)
    compiles_to_what_loads(src, "sheet" + suffix, "smashup")
    for c in report.cards:                     # a stat kept in a card is a stat in range
        if c.ok and c.card is not None:
            for sv in c.card.stats:
                assert stat_ok(SMASHUP, sv.name, sv.value), (sv.name, sv.value)


# ---------------------------------------------------------------- compiled files
@pytest.fixture(scope="module")
def doc() -> dict:
    compiled = compile_paths(sorted((ROOT / "cardsets" / "smashup").glob("*.cards")))
    assert compiled.ok
    return json.loads(compiled.text())


json_leaf = st.one_of(st.none(), st.booleans(), st.integers(-10 ** 40, 10 ** 40), st.text(max_size=8),
                      st.sampled_from([10 ** 18, -1, 0, 99, 100, 2 ** 63, "", " ", "@00000000", "smashup/"]),
                      st.floats(allow_nan=False, allow_infinity=False))
json_value = st.recursive(json_leaf, lambda inner: st.lists(inner, max_size=3) |
                          st.dictionaries(st.sampled_from(["kind", "value", "name", "slug", "min", "max", "x"]),
                                          inner, max_size=3), max_leaves=8)


def _paths(v, at=()):
    yield at
    if isinstance(v, dict):
        for k, x in v.items():
            yield from _paths(x, at + (k,))
    elif isinstance(v, list):
        for i, x in enumerate(v):
            yield from _paths(x, at + (i,))


def _set(doc, path, value):
    node = doc
    for k in path[:-1]:
        node = node[k]
    node[path[-1]] = value


def _load_or_format_error(text: str) -> None:
    try:
        loaded = fmt.loads(text)
    except fmt.FormatError as e:
        assert e.problem and str(e)
        return
    assert set_problems(loaded) == []          # what loads, validates


@HOSTILE
@given(data=st.data(), rehash=st.booleans())
def test_a_tampered_compiled_set_loads_or_is_a_FormatError(doc, data, rehash):
    d = copy.deepcopy(doc)
    paths = [p for p in _paths({k: v for k, v in d.items() if k not in ("hash", "format", "version")}) if p]
    for _ in range(data.draw(st.integers(1, 3))):
        path = data.draw(st.sampled_from(paths))
        try:
            _set(d, path, data.draw(json_value))
        except (KeyError, IndexError, TypeError):
            continue
    if rehash:
        try:
            d["hash"] = fmt.content_hash(d)
        except ValueError:
            pass
    _load_or_format_error(json.dumps(d))


@HOSTILE
@given(number=st.sampled_from(["9" * 5000, "-" + "9" * 4400, "1e999", "-1e999", "1e308", "0.5", "1E-400"]),
       where=st.sampled_from(['"power": 4', '"version": 3', '"breakpoint": ', '"value": ']))
def test_numbers_json_allows_but_the_format_does_not(doc, number, where):
    text = json.dumps(doc)
    if where not in text:
        return
    if where.endswith(": "):
        i = text.index(where) + len(where)
        j = i
        while text[j] in "-0123456789":
            j += 1
        text = text[:i] + number + text[j:]
    else:
        text = text.replace(where, where.split(":")[0] + ": " + number, 1)
    _load_or_format_error(text)


@HOSTILE
@given(cut=st.integers(0, 400), noise=st.binary(max_size=40))
def test_truncated_or_noisy_compiled_files_are_FormatErrors(doc, cut, noise):
    text = json.dumps(doc).encode("utf-8")
    _load_or_format_error(text[: len(text) * cut // 400] + noise)
