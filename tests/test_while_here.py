""""while this minion is here": a lasting effect that ends when its card moves to another base or
leaves play (issue 16, helper h16j; Duration.WHILE_SOURCE_HERE). Every card here is made up."""

from __future__ import annotations

import pytest

from runtime import spec as s
from su_table import build, parsed, run, table
from dsl.printer import Printer
from runtime.ruleset import RULESETS

CARDS = '''
card "Hill Drummer": minion, power 2
  Give each of your other minions +1 power while this minion is here.
card "Hill Banner": minion, power 2
  Each of your other minions has +1 power while this minion is here.
card "Side Step": action
  Move a minion to another base.
card "Fell Blow": action
  Destroy a minion.
'''


def _setup(name, steps):
    cards = build(CARDS)
    g, jungle, castle = table(cards, steps=steps)
    pal = g.add_card(cards["Grunt"], 0, "bases", at=jungle)
    src = g.add_card(cards[name], 0, "bases", at=jungle)     # as if played here
    run(g, src)
    assert g.value(pal, "power") == 3
    return cards, g, pal, src, castle


@pytest.mark.rule("SU-A8")
@pytest.mark.parametrize("name", ["Hill Drummer", "Hill Banner"])
def test_it_ends_when_the_card_moves_to_another_base(name):
    cards, g, pal, src, castle = _setup(name, [("targets", name), ("targets", "Castle")])
    run(g, g.add_card(cards["Side Step"], 0, "hand"))
    assert g.card(src).at == castle
    assert g.value(pal, "power") == 2


@pytest.mark.rule("SU-A8")
@pytest.mark.parametrize("name", ["Hill Drummer", "Hill Banner"])
def test_it_ends_when_the_card_leaves_play(name):
    cards, g, pal, src, castle = _setup(name, [("targets", name)])
    run(g, g.add_card(cards["Fell Blow"], 0, "hand"))
    assert g.card(src).zone == "discard pile"
    assert g.value(pal, "power") == 2


@pytest.mark.rule("SU-A8")
def test_it_outlasts_the_turn_while_the_card_stays():
    cards, g, pal, src, castle = _setup("Hill Drummer", [("targets", "Grunt"), ("targets", "Castle")])
    g.end_turn()
    assert g.value(pal, "power") == 3
    run(g, g.add_card(cards["Side Step"], 0, "hand"))       # another minion moved: it still holds
    assert g.card(pal).at == castle and g.value(pal, "power") == 3


def test_it_lowers_to_the_duration_and_prints_back():
    cards = build(CARDS)
    eff = cards["Hill Drummer"].abilities[0].effect
    assert eff.duration is s.Duration.WHILE_SOURCE_HERE
    ab = parsed("Give each of your other minions +1 power while this minion is here.", kind="minion")
    again = Printer(RULESETS["smashup"]).ability(ab)
    assert "while this minion is here" in again and parsed(again, kind="minion") == ab
