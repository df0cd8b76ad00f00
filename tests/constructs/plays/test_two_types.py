"""Cards of two types (reading SU-P1 of docs/runtime.md): "Minion: … Action: …" — the header
type, the parts of the text, each part checked and lowered, and `cardtext fmt` writing the parts
back. Made-up cards."""

from __future__ import annotations

import pytest

import dsl
from dsl.formatter import format_source
from dsl.source import SourceFile
from runtime import get_ruleset

SET = '''ruleset smashup

card "Gloomwick": minion or action, power 2
  Minion: Ongoing: This minion has +1 power. Action: Draw two cards.
card "Bramblet": other
  Minion: Destroy a minion of power 2 or less.
  Action: Draw a card.
'''


def _report(text: str):
    return dsl.check_text(text, "t.cards")


def _codes(rep, name: str) -> list[tuple[str, str]]:
    (card,) = [c for c in rep.cards if c.name == name]
    return [(d.code.id, d.message) for d in card.diagnostics]


@pytest.mark.rule("SU-P1")
def test_SU_P1_both_header_words_name_the_two_type_card_type():
    rs = get_ruleset("smashup")
    assert rs.type_name("minion or action") == rs.type_name("other") == "dual"
    assert rs.card_type("other").sides == ("minion", "action")
    rep = _report(SET)
    types = {c.name: c.card.type for c in rep.cards}
    assert types == {"Gloomwick": "dual", "Bramblet": "dual"}


@pytest.mark.rule("SU-P1")
def test_SU_P1_each_ability_belongs_to_the_part_it_is_written_in():
    rep = _report(SET)
    cards = {c.name: c.card for c in rep.cards}
    assert cards["Gloomwick"].sides == ("minion", "action")
    assert cards["Gloomwick"].abilities[0].label is not None      # "Ongoing:" inside the minion part
    assert cards["Bramblet"].sides == ("minion", "action")


@pytest.mark.rule("SU-P1")
def test_SU_P1_both_parts_are_lowered_and_the_card_compiles():
    rep = _report(SET)
    for name in ("Gloomwick", "Bramblet"):
        assert _codes(rep, name) == []
        (card,) = [c for c in rep.cards if c.name == name]
        assert card.lowered is not None and len(card.lowered.abilities) == 2


@pytest.mark.rule("SU-P1")
def test_SU_P1_a_part_played_on_a_card_is_not_executable_yet():
    rep = _report('ruleset smashup\n\ncard "Burr Sprite": minion or action, power 1\n'
                  '  Minion: Draw a card. Action: Play on a minion. Ongoing: This minion has +1 power.\n')
    assert [c for c, _ in _codes(rep, "Burr Sprite")] == ["E501"]


@pytest.mark.rule("SU-P1")
def test_SU_P1_a_missing_part_or_text_before_the_first_part_is_an_error():
    rep = _report('ruleset smashup\n\ncard "Halfling Crate": minion or action\n  Draw a card. Action: Draw a card.\n')
    msgs = [m for c, m in _codes(rep, "Halfling Crate") if c == "E102"]
    assert any("belongs to no part" in m for m in msgs)
    assert any("needs its `Minion:` part" in m for m in msgs)


def test_a_heading_inside_a_sentence_does_not_start_a_part():
    rep = _report('ruleset smashup\n\ncard "Odd Fern": minion or action\n  Minion: Draw a card.\n')
    assert any("needs its `Action:` part" in m for c, m in _codes(rep, "Odd Fern"))
    one = _report('ruleset smashup\n\ncard "Odd Moss": minion, power 1\n  Draw a card.\n')
    assert not one.cards[0].card.sides


def test_fmt_writes_each_part_after_its_heading_and_round_trips():
    out = format_source(SourceFile("t.cards", SET)).text
    assert out is not None
    assert "  Minion: Ongoing: This minion has +1 power.\n  Action: Draw two cards.\n" in out
    assert 'card "Bramblet": other\n  Minion: Destroy a minion of power 2 or less.\n  Action: Draw a card.\n' in out
    assert format_source(SourceFile("t.cards", out)).text == out


def test_fmt_keeps_the_parts_in_a_spreadsheet_cell():
    tsv = "name\ttype\tpower\ttext\nGloomwick\tother\t\tMinion: draw a card. Action: destroy a minion.\n"
    out = format_source(SourceFile("t.tsv", tsv), "smashup").text
    assert out is not None and "\tMinion: Draw a card. Action: Destroy a minion.\n" in out


def test_show_writes_the_parts_and_reads_each_one_back_as_its_type(tmp_path, capsys):
    from dsl.cli import main

    path = tmp_path / "t.cards"
    path.write_text(SET, encoding="utf-8")
    assert main(["show", "Bramblet", str(path)]) == 0
    out = capsys.readouterr().out
    assert "    Minion: Destroy a minion of power 2 or less.\n    Action: Draw a card.\n" in out
    assert "When this minion is played, you destroy" in out
    assert "When this action is played, you draw 1 card" in out
