"""h16u: "if you (have) moved another player's minion [to this base / to here] this turn": a move
of this turn made by your abilities (`TurnCount(MOVE, by YOU)`); "to this base" is where the move
ended (`AtBase.MOVED_HERE`), not the base it left (docs/runtime.md SU-U4). Every card here is made up."""

from __future__ import annotations

import pytest

from runtime import spec as s
from su_table import build, errors_of, run, table

CARDS = '''
card "Harbor Master": minion, power 2
  Talent: If you have moved another player's minion to this base this turn, draw a card.
card "Tug": action
  Move a minion to another base.
card "Ferryman": minion, power 2
  Talent: If you moved a minion this turn, draw a card.
'''


def test_the_condition_counts_moves_by_you_that_ended_here():
    cards = build(CARDS)
    cond = cards["Harbor Master"].abilities[0].effect.condition
    assert cond == s.TurnCount(event=s.Event.MOVE, by=s.Controller.YOU, subject=s.Filter(
        card_types=("minion",), controller=s.Controller.OPPONENT, at=s.AtBase.MOVED_HERE))


def hand(g, p=0):
    return len(g.zone(p, "hand"))


@pytest.mark.rule("SU-A2")
@pytest.mark.parametrize("master_at, moved, owner, drawn", [
    ("castle", "Grunt", 1, 1),      # another player's minion moved here by you: counts
    ("jungle", "Grunt", 1, 0),      # moved away from here: does not
    ("castle", "Brute", 0, 0),      # your own minion moved here is not another player's
])
def test_only_another_players_minion_moved_here_by_you_counts(master_at, moved, owner, drawn):
    cards = build(CARDS)
    g, jungle, castle = table(cards, [("targets", moved)])
    master = g.add_card(cards["Harbor Master"], 0, "bases", at={"jungle": jungle, "castle": castle}[master_at])
    g.add_card(cards[moved], owner, "bases", at=jungle)
    g.add_card(cards["Grunt"], 0, "deck")
    run(g, g.add_card(cards["Tug"], 0, "discard pile"))         # Jungle -> Castle
    g.activate(master, 0)
    assert hand(g) == drawn


@pytest.mark.rule("SU-A2")
@pytest.mark.parametrize("tug, drawn", [(False, 0), (True, 1)])     # nothing moved yet / one move
def test_any_move_by_you_this_turn(tug, drawn):
    cards = build(CARDS)
    g, jungle, castle = table(cards, [("targets", "Grunt")])
    ferry = g.add_card(cards["Ferryman"], 0, "bases", at=castle)
    g.add_card(cards["Grunt"], 1, "bases", at=jungle)
    g.add_card(cards["Grunt"], 0, "deck")
    if tug:
        run(g, g.add_card(cards["Tug"], 0, "discard pile"))
    g.activate(ferry, 0)
    assert hand(g) == drawn


def test_moved_to_a_base_said_otherwise_is_refused():
    assert errors_of('card "Odd Tally": minion, power 2\n  Talent: If you moved a minion to another base this turn, draw a card.\n')
