"""h16u: "if an opponent's power here has decreased this turn" (`PowerDropped`): at some
moment of this turn that player's total power on the card's base went down (a card destroyed,
moved away, a smaller value), whatever it is now (docs/runtime.md SU-U3); and a "cannot" closed by
a duration as an instruction (`Apply(NoPlay, duration)`). Every card here is made up."""

from __future__ import annotations

import pytest

from runtime import spec as s
from runtime.errors import NotDeclarable
from su_table import errors_of, ongoing_game as game

CARDS = '''
card "Picket Line": action
  Play on a base. Talent: If an opponent's power here has decreased this turn, opponents cannot play actions here until the start of your next turn.
card "Anchor": action
  Play on a base. Ongoing: Minions here have +1 power.
card "Sore Loser": minion, power 2
  Talent: If your power here has decreased this turn, draw a card.
card "Boost": action
  Choose a minion. It gets +3 power until the end of the turn.
'''


def setup(steps=()):
    g, ch, specs, field = game(CARDS, steps=steps)
    picket = g.add_card(specs["Picket Line"], 0, "bases", at=field)
    return g, ch, specs, field, picket


def test_the_condition_and_the_timed_restriction_compile():
    g, ch, specs, field, picket = setup()
    (ab,) = specs["Picket Line"].abilities
    assert isinstance(ab.effect, s.If) and ab.effect.condition == s.PowerDropped(who=s.Controller.OPPONENT)
    assert isinstance(ab.effect.then, s.Apply) and ab.effect.then.effect == s.NoPlay(card_types=("action",))
    assert ab.effect.then.duration is s.Duration.START_OF_YOUR_NEXT_TURN


@pytest.mark.rule("SU-A8")
def test_a_destroyed_minion_lowers_its_controllers_power_and_the_bar_lasts_to_your_next_turn():
    g, ch, specs, field, picket = setup(steps=[("targets", "Pebble#13")])
    g.add_card(specs["Pebble"], 1, "bases", at=field)
    g.begin_turn(0)
    g.next_phase()
    g.play_card(g.add_card(specs["Smash"], 0, "hand"))    # Bob's Pebble: his power here 1 -> 0
    g.activate(picket, 0)
    g.begin_turn(1)
    g.next_phase()
    with pytest.raises(NotDeclarable, match="cannot be played there"):
        g.play_card(g.add_card(specs["Anchor"], 1, "hand"), base=field)
    g.play_card(g.add_card(specs["Grunt"], 1, "hand"), base=field)    # a minion: allowed
    g.begin_turn(0)                                      # the start of Ann's next turn: over
    g.begin_turn(1)
    g.next_phase()
    g.play_card(g.add_card(specs["Anchor"], 1, "hand"), base=field)


@pytest.mark.rule("SU-A3")
def test_no_drop_this_turn_means_no_bar():
    g, ch, specs, field, picket = setup()
    g.add_card(specs["Pebble"], 1, "bases", at=field)
    g.begin_turn(0)
    g.next_phase()
    g.activate(picket, 0)                                # Bob's power here never went down
    g.begin_turn(1)
    g.next_phase()
    g.play_card(g.add_card(specs["Anchor"], 1, "hand"), base=field)


@pytest.mark.rule("SU-A8")
def test_a_drop_of_an_earlier_turn_does_not_count():
    g, ch, specs, field, picket = setup(steps=[("targets", "Pebble#13")])
    g.add_card(specs["Pebble"], 1, "bases", at=field)
    g.begin_turn(1)
    g.next_phase()
    g.play_card(g.add_card(specs["Smash"], 1, "hand"))    # on Bob's turn
    g.begin_turn(0)
    g.next_phase()
    g.activate(picket, 0)
    g.begin_turn(1)
    g.next_phase()
    g.play_card(g.add_card(specs["Anchor"], 1, "hand"), base=field)


@pytest.mark.rule("SU-V3")
def test_a_drop_counts_even_when_the_total_is_back_up():
    g, ch, specs, field, picket = setup(steps=[("targets", "Pebble#13"), ("targets", "Grunt#15")])
    g.add_card(specs["Pebble"], 1, "bases", at=field)
    g.begin_turn(0)
    g.next_phase()
    g.play_card(g.add_card(specs["Smash"], 0, "hand"))    # Bob: 1 -> 0
    g.add_card(specs["Grunt"], 1, "bases", at=field)       # (put there) Bob: 0 -> 3
    g.play_card(g.add_card(specs["Boost"], 0, "hand"), free=True)
    assert g.player_totals(field)[1] == 6
    g.activate(picket, 0)
    g.begin_turn(1)
    g.next_phase()
    with pytest.raises(NotDeclarable):
        g.play_card(g.add_card(specs["Anchor"], 1, "hand"), base=field)


@pytest.mark.rule("SU-A2")
def test_your_own_power_dropping_lets_your_talent_draw():
    g, ch, specs, field, picket = setup(steps=[("targets", "Pebble#16")])
    loser = g.add_card(specs["Sore Loser"], 0, "bases", at=field)
    g.add_card(specs["Pebble"], 0, "bases", at=field)
    g.add_card(specs["Pebble"], 0, "deck")
    g.begin_turn(0)
    g.next_phase()
    hand = len(g.zone(0, "hand"))
    g.play_card(g.add_card(specs["Smash"], 0, "hand"))    # Ann's own Pebble: her power 3 -> 2
    g.activate(loser, 0)
    assert len(g.zone(0, "hand")) == hand + 1


def test_whose_power_must_be_a_players():
    assert errors_of('card "Odd Gauge": minion, power 2\n  Talent: If this minion\'s power here has decreased this turn, draw a card.\n')
