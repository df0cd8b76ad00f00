"""Vocabulary a set declares in its own file (dsl/declared.py): counters, card types that
behave as a ruleset's type, subtypes and keywords defined by a sentence; their checks, the
compiled set that carries them, `cardtext fmt` / `show`, and a game that uses them. Made-up
cards, in our own words."""

from __future__ import annotations

import json

import pytest

import dsl
from dsl.cli import main
from dsl.compiler import compile_paths
from runtime import format as fmt
from runtime.errors import FormatError
from runtime.validate import ruleset_of

HEAD = """ruleset smashup
counter "frost"
type "hero" as minion
subtype "Lamplighter"
keyword "Anchored": This minion cannot be moved.
"""

CARDS = HEAD + """
card "Rime Caller": minion, power 3
  Place a frost counter on a minion.
card "Kettle Warmer": hero, power 2
  Remove a frost counter from a minion.
card "Hoarfrost Field": action
  Play on a base.
  Ongoing: Minions here with a frost counter have -1 power.
card "Cold Snap": action
  Destroy a hero with a frost counter on it.
card "Mooring Post": hero (Lamplighter), power 4
  Anchored
card "Bollard": minion, power 4, Anchored
card "Wick Trimmer": action
  Destroy a Lamplighter.
"""


def cards(text: str, path: str = "<t>.cards"):
    rep = dsl.check_text(text, path)
    return rep, {c.name: c for c in rep.cards}


def codes_of(rep) -> list[str]:
    return [d.code.id for d in rep.all_diagnostics()]


def first_effect(card):
    return card.lowered.abilities[0][0].effect


def test_every_declared_word_is_read_and_compiles():
    rep, by = cards(CARDS)
    assert codes_of(rep) == []
    assert all(c.ok for c in rep.cards)


def test_a_declared_counter_is_placed_removed_and_selected_by_its_name():
    _, by = cards(CARDS)
    assert first_effect(by["Rime Caller"]).counter == "frost"
    assert first_effect(by["Kettle Warmer"]).counter == "frost"
    tests = first_effect(by["Cold Snap"]).target.filter.counters
    assert [(t.counter, t.value) for t in tests] == [("frost", 1)]


def test_an_undeclared_counter_is_not_a_word_of_the_set():
    rep, _ = cards(CARDS.replace('counter "frost"\n', ""))
    assert "E101" in codes_of(rep) or "E103" in codes_of(rep)


def test_a_declared_type_is_its_rules_type_and_keeps_its_printed_word():
    _, by = cards(CARDS)
    kettle = by["Kettle Warmer"]
    assert (kettle.card.type, kettle.printed_type) == ("minion", "hero")
    # "a hero" in text selects what "a minion" selects
    assert first_effect(by["Cold Snap"]).target.filter.card_types == ("minion",)


def test_a_declared_type_needs_the_stats_of_its_rules_type():
    rep, by = cards(HEAD + 'card "Paper Hero": hero\n')
    assert [d.code.id for d in by["Paper Hero"].diagnostics] == ["E301"]


def test_a_declared_subtype_is_a_name_of_the_set_even_when_no_card_prints_it():
    text = HEAD + 'card "Snuffer": action\n  Destroy a Lamplighter.\n'
    rep, by = cards(text)
    assert by["Snuffer"].ok
    assert first_effect(by["Snuffer"]).target.filter.subtypes == ("Lamplighter",)
    rep, _ = cards(text.replace('subtype "Lamplighter"\n', ""))
    assert "E201" in codes_of(rep)


def test_a_keyword_line_and_a_keyword_field_mean_the_declared_sentence():
    _, by = cards(CARDS)
    spelled, _ = cards(HEAD + 'card "Mooring Post": minion, power 4\n  This minion cannot be moved.\n')
    want = spelled.cards[0].lowered.abilities[0][0]
    for name in ("Mooring Post", "Bollard"):
        got = by[name].lowered.abilities[0][0]
        assert got.effect == want.effect and got.label == want.label
    assert by["Bollard"].card.keywords == ()      # not a ruleset keyword: no E203


def test_a_keyword_sentence_with_a_typo_is_reported_at_its_declaration():
    text = HEAD.replace("cannot be moved", "cannot be moovd") + 'card "Stake": minion, power 1\n  Anchored\n'
    rep, by = cards(text)
    bad = [d for d in rep.all_diagnostics() if d.code.id == "E103"]
    assert bad and text[bad[0].primary.span.start:bad[0].primary.span.end] == "moovd"
    assert bad[0].help.startswith("did you mean `moved`?")
    assert not by["Stake"].ok                    # the card that uses it does not compile


@pytest.mark.parametrize("line,code,where", [
    ('counter "frost"', "E306", '"frost"'),                       # declared twice
    ('counter "+1 power"', "E306", '"+1 power"'),                 # the ruleset's own counter
    ('type "minion" as action', "E306", '"minion"'),              # the ruleset's own type
    ('keyword "Anchored": Draw a card.', "E306", '"Anchored"'),   # declared twice
    ('type "sidekick" as minon', "E202", "minon"),                # no such rules type
    ('type "sidekick"', "E104", '"sidekick"'),                    # no `as TYPE`
    ("counter frost", "E104", "counter frost"),                   # the name is not quoted
    ('keyword "Brave"', "E104", '"Brave"'),                       # no sentence
    ('counter "ice" extra', "E104", "extra"),
])
def test_a_bad_declaration_is_an_error_at_its_words(line, code, where):
    text = HEAD + line + "\n"
    rep, _ = cards(text)
    hits = [d for d in rep.all_diagnostics() if d.code.id == code]
    assert hits, rep.all_diagnostics()
    sp = hits[0].primary.span
    assert text[sp.start:sp.end] == where


def test_an_unknown_rules_type_suggests_the_nearest():
    rep, _ = cards(HEAD + 'type "sidekick" as minon\n')
    d = next(d for d in rep.all_diagnostics() if d.code.id == "E202")
    assert "did you mean `minion`?" in d.help


def test_a_misspelt_declaration_word_gets_its_spelling():
    rep, _ = cards(HEAD + 'countr "ice"\n')
    d = next(d for d in rep.all_diagnostics() if d.code.id == "E104")
    assert "did you mean `counter`?" in d.help


def test_a_spreadsheet_declares_in_rows_whose_type_is_the_declaration_word():
    tsv = ("name\ttype\tpower\ttext\n"
           "frost\tcounter\t\t\n"
           "hero\ttype\t\tas minion\n"
           "Anchored\tkeyword\t\tThis minion cannot be moved.\n"
           "Rime Caller\tminion\t3\tPlace a frost counter on a minion.\n"
           "Mooring Post\thero\t4\tAnchored\n")
    rep = dsl.check_text(tsv, "t.tsv", "smashup")
    assert codes_of(rep) == []
    by = {c.name: c for c in rep.cards}
    assert set(by) == {"Rime Caller", "Mooring Post"}
    assert by["Mooring Post"].printed_type == "hero"
    assert by["Mooring Post"].lowered.abilities[0][1].start == tsv.index("This minion")


def test_the_compiled_set_carries_the_counters_and_the_printed_type(tmp_path):
    p = tmp_path / "frost.cards"
    p.write_text(CARDS, encoding="utf-8")
    compiled = compile_paths([p])
    assert compiled.ok
    text = compiled.text()
    assert json.loads(text)["counters"] == ["frost"]
    cs = fmt.loads(text)
    kettle = cs.card("Kettle Warmer")
    assert kettle.type == "minion" and dict(kettle.header)["type"] == "hero"
    assert "frost" in ruleset_of(cs).counters
    assert fmt.loads(fmt.dump(cs, "0")).counters == ("frost",)


def test_a_set_without_declarations_has_no_counters_member(tmp_path):
    p = tmp_path / "plain.cards"
    p.write_text('ruleset smashup\ncard "Pebble": minion, power 1\n', encoding="utf-8")
    assert '"counters"' not in compile_paths([p]).text()


def test_the_loader_refuses_a_counter_the_set_did_not_declare(tmp_path):
    p = tmp_path / "frost.cards"
    p.write_text(CARDS, encoding="utf-8")
    raw = json.loads(compile_paths([p]).text())
    raw["counters"] = []
    raw.pop("hash")
    with pytest.raises(FormatError, match="frost"):
        fmt.load_document(raw | {"hash": _rehash(raw)})
    raw["counters"] = ["+1 power"]
    with pytest.raises(FormatError, match="counters"):
        fmt.load_document(raw | {"hash": _rehash(raw)})


def _rehash(raw: dict) -> str:
    from runtime.format.hashing import content_hash
    return content_hash({k: v for k, v in raw.items() if k != "hash"})


def test_fmt_keeps_keywords_and_declared_types_as_written(tmp_path, capsys):
    p = tmp_path / "frost.cards"
    p.write_text(CARDS, encoding="utf-8")
    assert main(["fmt", str(p)]) == 0
    out = p.read_text(encoding="utf-8")
    assert '  Anchored\n' in out
    assert 'card "Kettle Warmer": hero, power 2' in out
    assert 'card "Bollard": minion, power 4, Anchored' in out
    assert 'keyword "Anchored": This minion cannot be moved.' in out


def test_show_names_the_keyword_and_reads_back_its_sentence(tmp_path, capsys):
    p = tmp_path / "frost.cards"
    p.write_text(CARDS, encoding="utf-8")
    assert main(["show", "Mooring Post", str(p)]) == 0
    out = capsys.readouterr().out
    assert 'card "Mooring Post": hero (Lamplighter), power 4\n    Anchored\n' in out
    assert "Anchored (keyword: This minion cannot be moved.)" in out
    assert "can't be moved" in out


def test_a_game_places_and_counts_a_declared_counter(tmp_path, capsys):
    (tmp_path / "frost.cards").write_text(CARDS + 'card "Glade": base, breakpoint 30, vp 3/2/1\n'
                                          'card "Tarn": base, breakpoint 30, vp 3/2/1\n', encoding="utf-8")
    sc = tmp_path / "t.scenario"
    sc.write_text("scenario: t\nset: frost.cards\nplayers: Ann, Bob\n"
                  "setup:\n  base: Glade, Tarn\n  Ann hand: Rime Caller\n  Bob at Glade: Kettle Warmer\n"
                  "actions:\n  turn Ann\n  choose targets: Kettle Warmer\n  play Rime Caller at Tarn\n"
                  "expect:\n  Kettle Warmer has 1 frost counter\n  Rime Caller has no frost counters\n",
                  encoding="utf-8")
    rc = main(["play", str(sc), "--check"])
    out = capsys.readouterr().out
    assert rc == 0, out
    assert "2 passed, 0 failed" in out


def test_fuzz_plays_a_set_with_a_declared_counter(tmp_path, capsys):
    (tmp_path / "frost.cards").write_text(
        CARDS + "".join(f'card "Glade {i}": base, breakpoint 12, vp 3/2/1\n' for i in range(4)), encoding="utf-8")
    rc = main(["fuzz", str(tmp_path / "frost.cards"), "--games", "5"])
    out = capsys.readouterr().out
    assert rc == 0, out
    assert "runtime errors 0; invariant violations 0" in out


def test_a_keyword_no_card_uses_is_still_lowered_and_word_accounted():
    rep, _ = cards(HEAD.replace("This minion cannot be moved.", "Draw a card from a player.") +
                   'card "Plain": minion, power 1\n')
    e501 = [d for d in rep.all_diagnostics() if d.code.id == "E501"]
    assert e501 and HEAD.index("keyword") < e501[0].primary.span.start
    rep, _ = cards(HEAD + 'card "Plain": minion, power 1\n')
    assert codes_of(rep) == []
