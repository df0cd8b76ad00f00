"""Characters (Smash Up: Marvel): `character` is another word for a minion (Ruleset.type_words,
reading SU-C1 of docs/runtime.md) — in a card's header and in its text."""

from __future__ import annotations

import pytest

import dsl
from dsl.formatter import format_source
from dsl.source import SourceFile
from runtime.errors import NotDeclarable

from su_table import compiled, ongoing_game as game

SET = '''
card "Pale Scout": character, power 2
card "Gray Scout": Character, power 4
  Destroy a character of power 2 or less.
'''


@pytest.mark.rule("SU-C1")
def test_SU_C1_a_character_header_is_a_minion():
    specs = compiled(SET)
    assert specs["Pale Scout"].card_type == "minion"
    assert specs["Gray Scout"].card_type == "minion"
    (destroy,) = specs["Gray Scout"].abilities
    assert destroy.effect.target.filter.card_types == ("minion",)


@pytest.mark.rule("SU-C1")
def test_SU_C1_a_character_takes_the_minion_play_of_the_turn():
    g, _, specs, field = game(SET)
    g.begin_turn(0)
    g.next_phase()
    first, second = g.add_card(specs["Pale Scout"], 0), g.add_card(specs["Grunt"], 0)
    g.play_card(first, base=field)
    with pytest.raises(NotDeclarable):
        g.play_card(second, base=field)


def test_fmt_keeps_the_word_character_in_the_header_and_it_round_trips():
    text = 'ruleset smashup\n\ncard "Gray Scout": Character, power 4\n  Destroy a character of power 2 or less.\n'
    out = format_source(SourceFile("t.cards", text)).text
    assert out is not None and 'card "Gray Scout": character, power 4' in out
    assert format_source(SourceFile("t.cards", out)).text == out
    rep = dsl.check_text(out, path="t.cards")
    assert rep.cards[0].ok and rep.cards[0].card.type == "minion"


def test_an_unknown_type_word_is_still_refused():
    rep = dsl.check_text('ruleset smashup\ncard "Odd": hero, power 2\n', path="t.cards")
    assert [d.code.id for d in rep.cards[0].diagnostics] == ["E202"]


def test_berserk_has_no_type_word_character_for_one_type():
    rep = dsl.check_text('ruleset berserk\ncard "Odd": character, life 3\n', path="t.cards")
    assert "E202" in [d.code.id for d in rep.cards[0].diagnostics]


def test_show_prints_the_header_with_the_word_written(tmp_path, capsys):
    from dsl.cli import main
    p = tmp_path / "t.cards"
    p.write_text('ruleset smashup\n\ncard "Gray Scout": character, power 4\n  Destroy a character of power 2 or less.\n',
                 encoding="utf-8")
    assert main(["show", "Gray Scout", str(p)]) == 0
    out = capsys.readouterr().out
    assert 'card "Gray Scout": character, power 4' in out
    assert "you destroy 1 target minion with power 2 or less" in out
