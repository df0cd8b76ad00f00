""""The first time … each turn" (SU-A2: a triggered ability resolves only when its event
happens): the first such event of the turn, counted from the turn's events, not from the
ability's own first trigger."""

from __future__ import annotations

import attrs
import pytest

from su_table import build, table

KEEPER = '''card "Square Keeper": minion, power 1
  Ongoing: After the first time each turn you play a minion here, gain 1 VP.
'''


def _vp(g, player: int = 0) -> int:
    return g.resource(player, "vp")


def test_the_first_time_is_read_from_the_turn_not_from_the_ability():
    (keeper,) = build(KEEPER)["Square Keeper"].abilities
    assert keeper.first_in_turn and keeper.once_per_turn


@pytest.mark.rule("SU-A2")
def test_the_first_play_here_triggers_and_a_play_elsewhere_does_not_count():
    cards = build(KEEPER)
    g, jungle, castle = table(cards)
    g.add_card(cards["Square Keeper"], 0, "bases", at=jungle)
    g.players[0].plays_left["minion"] = 3
    g.play_card(g.add_card(cards["Grunt"], 0), base=castle)     # not here: not counted
    assert _vp(g) == 0
    g.play_card(g.add_card(cards["Grunt"], 0), base=jungle)     # the first time here
    assert _vp(g) == 1
    g.play_card(g.add_card(cards["Brute"], 0), base=jungle)
    assert _vp(g) == 1


@pytest.mark.rule("SU-A2")
def test_a_play_here_before_the_card_arrived_was_the_first_time():
    cards = build(KEEPER)
    g, jungle, _ = table(cards)
    g.players[0].plays_left["minion"] = 3
    g.play_card(g.add_card(cards["Grunt"], 0), base=jungle)     # the first time, with no Keeper yet
    g.add_card(cards["Square Keeper"], 0, "bases", at=jungle)
    g.play_card(g.add_card(cards["Brute"], 0), base=jungle)
    assert _vp(g) == 0, "the second play here this turn is not the first time"
    g.end_turn()
    g.begin_turn(1)
    g.end_turn()
    g.begin_turn(0)
    g.next_phase()
    g.play_card(g.add_card(cards["Grunt"], 0), base=jungle)     # a new turn: the first time again
    assert _vp(g) == 1


@pytest.mark.parametrize("other,canonical", [
    # a trigger that opens with "The first time …" (no "after" / "when")
    ("Ongoing: The first time a minion is destroyed here each turn, draw a card.",
     "Ongoing: When the first time a minion is destroyed here each turn, draw a card."),
    # "of the same or lower power" / "of equal or lower power": the wording of "with the same or lower power"
    ("Destroy a minion. Then you may destroy a minion of the same or lower power.",
     "Destroy a minion. Then you may destroy a minion with the same or lower power."),
    ("Destroy a minion. Then you may destroy a minion of equal or lower power.",
     "Destroy a minion. Then you may destroy a minion with the same or lower power."),
])
def test_other_wordings_compile_to_the_same_ability(other, canonical):
    from su_table import lower_one
    (a, _), = lower_one(other)[0].abilities
    (b, _), = lower_one(canonical)[0].abilities
    assert attrs.evolve(a, origin="") == attrs.evolve(b, origin="")
