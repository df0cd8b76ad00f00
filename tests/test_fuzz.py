"""Robustness: `check_text` on arbitrary text only ever returns diagnostics (STYLE.md §14).

Properties, for plain text, card-like text and spreadsheet bodies:
- no exception escapes, and no internal error (I901) is reported instead of one;
- every diagnostic's span lies inside the checked text: 0 <= start <= end <= len(text);
- every diagnostic renders (full, concise, JSON) without raising.
"""

from __future__ import annotations

import json
import os

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import dsl
from dsl.grammar import keyword_table
from dsl.render import render_concise, render_full, reports_json

# Derandomized: the same examples every run, so a red run is a regression, not luck.
# To hunt for new bugs with random examples: FUZZ_EXAMPLES=5000 pytest tests/test_fuzz.py
FUZZ = settings(max_examples=int(os.environ.get("FUZZ_EXAMPLES", 200)), deadline=None,
                derandomize="FUZZ_EXAMPLES" not in os.environ, suppress_health_check=[HealthCheck.too_slow])

NAMES = ["Lab Rat", "Zap", "Ghost of the Glade", "Gear Tinkers", "Gearbot", "Café"]
VOCAB = sorted(set(keyword_table()) | {
    # ruleset words, names, numbers, labels, contractions, possessives
    "minion", "minions", "action", "base", "bases", "card", "cards", "power", "breakpoint", "vp",
    "hand", "deck", "discard pile", "play area", "Ongoing", "Talent", "Special", "+1 power",
    "counter", "1", "2", "3", "12", "two", "three", "can't", "owner's", "player’s", "its",
    "Destory", "minon", "crad", "OR", "non-minion", "non-Zap", "Lab Rat's", "Zap's",
} | set(NAMES))
PUNCT = [".", ",", ":", ";", "!", "?", "(", ")", "+", "-", "/", '"', "'", "’", "‘", "“", "”", "—", "–", "…",
         "\u00a0", "\t", "\n", "\r\n", "\r", "  ", "\ufeff", "\\", "#"]


def _check(text: str, path: str, ruleset: str | None = None, *, known_bugs: bool = False) -> dsl.SetReport:
    report = dsl.check_text(text, path, ruleset)
    src = report.source
    assert len(src.text) <= len(text)
    diags = report.all_diagnostics()
    for d in diags:
        span = d.primary.span
        assert 0 <= span.start <= span.end <= len(src.text), (d.code.id, d.message, span, len(src.text))
        assert d.code.id != "I901", d.message
        assert d.path == path
        assert render_full(d, src) and render_concise(d, src)
    json.loads(reports_json([report], 0.0))
    return report


words = st.sampled_from(VOCAB)
punct = st.sampled_from(PUNCT)
token = st.one_of(words, words, words, punct, st.text(max_size=4))
phrase = st.lists(token, max_size=25).flatmap(
    lambda toks: st.lists(st.sampled_from([" ", "", "  ", "\n  ", "\n"]), min_size=len(toks), max_size=len(toks))
    .map(lambda seps: "".join(t + s for t, s in zip(toks, seps))))
name = st.one_of(st.sampled_from(NAMES), st.text(st.characters(codec="utf-8"), max_size=12))
header = st.builds(
    lambda nm, typ, extra: f'card "{nm}": {typ}{extra}',
    name, st.sampled_from(["minion", "action", "base", "titan", "critter", "minion (Scientist)", ""]),
    st.sampled_from(["", ", power 2", ", power 99", ", breakpoint 20, vp 3", ", power x", ', faction "Zap"',
                     ", faction Gear Tinkers", ",", " (", ', power 2, "']))
indent = st.sampled_from(["  ", "\t", "    ", " ", ""])
line = st.one_of(header, st.builds(lambda i, p: i + p, indent, phrase), st.just("# comment"), st.just(""))
card_file = st.lists(line, max_size=12).map("\n".join)


@FUZZ
@given(st.text(max_size=300))
def test_arbitrary_text_never_crashes(text):
    _check(text, "fuzz.cards")


@FUZZ
@given(st.text(max_size=300))
def test_arbitrary_text_after_a_ruleset_line_never_crashes(text):
    _check("ruleset smashup\n" + text, "fuzz.cards")


@FUZZ
@given(card_file, st.sampled_from(["ruleset smashup\n", "ruleset berserk\n", "\ufeffruleset smashup\r\n", ""]))
def test_card_like_text_never_crashes(body, first):
    _check(first + body, "fuzz.cards")


@FUZZ
@given(st.lists(phrase, min_size=1, max_size=6))
def test_every_ability_line_of_one_card_never_crashes(abilities):
    text = 'ruleset smashup\ncard "Lab Rat": minion, power 2\ncard "Zap": action\n' + "".join(
        "  " + a.replace("\n", " ") + "\n" for a in abilities)
    report = _check(text, "fuzz.cards")
    assert [c.name for c in report.cards] == ["Lab Rat", "Zap"]


cell = st.one_of(phrase, st.text(max_size=20), st.sampled_from(["", '"', '""', '"quoted ""cell"""', "2", "x"]))


@FUZZ
@given(st.lists(st.lists(cell, max_size=6), max_size=8), st.sampled_from(["\t", ","]),
       st.sampled_from(["name\ttype\ttext\tpower\n", "name,type,text,power,id\n", "name\ttext\n", "",
                        "\ufeffname,type,text\r\n", "type\tpower\n"]))
def test_spreadsheet_bodies_never_crash(rows, delim, head):
    ext = ".tsv" if delim == "\t" else ".csv"
    text = head.replace("\t", delim).replace(",", delim) + "\n".join(delim.join(r) for r in rows)
    _check(text, "fuzz" + ext, "smashup")


@pytest.mark.parametrize("text", ["name\ttype\ttext\tpower\n\t\t\t\t", "name,text\nZap,Draw a card.,"])
def test_extra_empty_cell_at_end_of_file_is_inside_the_text(text):
    _check(text, "x.tsv" if "\t" in text else "x.csv", "smashup", known_bugs=True)


def test_the_properties_can_fail(monkeypatch):
    """`_check` rejects a span past the end of the text and an I901 (guards the guard)."""
    import attrs

    from dsl import codes
    from dsl.diagnostics import Label
    from dsl.source import Span

    real = dsl.check_text
    text = 'ruleset smashup\ncard "Zap": action\n  Destory a minion.\n'
    (d,) = real(text, "x.cards").all_diagnostics()
    for broken in (attrs.evolve(d, primary=Label(span=Span(0, len(text) + 1))), attrs.evolve(d, code=codes.I901)):
        def fake(t, path="<text>", ruleset=None, broken=broken):
            r = real(t, path, ruleset)
            r.cards[0].diagnostics = [broken]
            return r
        monkeypatch.setattr(dsl, "check_text", fake)
        with pytest.raises(AssertionError):
            _check(text, "x.cards")


def test_spans_after_an_ellipsis_stay_on_the_word():
    # "…" is one character in the file and must stay one for the lexer, or later spans drift
    line = "  Return Wait… to its owner’s hand. Destory a minion."
    text = 'ruleset smashup\ncard "Wait…": action\n' + line + "\n"
    report = _check(text, "x.cards", known_bugs=True)
    (d,) = report.all_diagnostics()
    start = text.index("Destory")
    assert (d.code.id, d.primary.span.start, d.primary.span.end) == ("E103", start, start + len("Destory"))
