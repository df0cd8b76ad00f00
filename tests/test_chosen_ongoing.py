"""A choice of ongoing abilities (helper h16s, issue 16): "Play on a base and choose one: Ongoing:
… OR Ongoing: …" — the action goes onto a base and, as it is played, its controller chooses
which of the labelled abilities it has; the chosen one holds while the card stays in play (SU-A8,
docs/runtime.md). Test cards are our own words, with made-up names."""

from __future__ import annotations

import pytest

import dsl
from dsl.printer import Printer
from runtime import SMASHUP
from runtime import spec as s
from su_table import compiled, e501, meadow_game, parsed

TIDE = '''
card "Tide Charm": action
  Play on a base and choose one: Ongoing: Each minion here has +2 power. OR Ongoing: Each minion here has -2 power.
card "Sweep": action
  Destroy an action.
'''


def started(g):
    g.begin_turn(0)
    g.next_phase()
    return g


def test_the_choice_compiles_to_lasting_statics_of_the_card():
    spec = compiled(TIDE)["Tide Charm"]
    assert spec.play_on is not None and spec.play_on.card_types == ("base",)
    (ab,) = spec.abilities
    assert isinstance(ab, s.OnPlay) and isinstance(ab.effect, s.Choose) and (ab.effect.min, ab.effect.max) == (1, 1)
    assert [m.duration for m in ab.effect.modes] == [s.Duration.WHILE_SOURCE_IN_PLAY] * 2
    assert [m.effect.KIND for m in ab.effect.modes] == ["stat_bonus", "stat_bonus"]


@pytest.mark.rule("SU-A8")
@pytest.mark.parametrize("mode, change", [(0, +2), (1, -2)])
def test_SU_A8_the_chosen_ongoing_holds_while_the_card_is_in_play(mode, change):
    g, specs, meadow = meadow_game(TIDE, steps=[("modes", [mode]), ("targets", "Tide Charm")])
    started(g)
    brute = g.add_card(specs["Brute"], 1, "bases", at=meadow)
    charm = g.add_card(specs["Tide Charm"], 0, "hand")
    g.play_card(charm, base=meadow)
    assert g.value(brute, "power") == 3 + change
    later = g.add_card(specs["Brute"], 0, "bases", at=meadow)       # a minion arriving later: ongoing
    assert g.value(later, "power") == 3 + change
    sweep = g.add_card(specs["Sweep"], 0, "hand")
    g.play_card(sweep, free=True)
    assert not g.state.is_in_play(g.card(charm))
    assert g.value(brute, "power") == 3 and g.value(later, "power") == 3     # ends when it leaves play


def test_the_choice_prints_and_parses_back():
    text = "Play on a base and choose one: Ongoing: Each of your minions here has +3 power. OR Ongoing: " \
           "Other players cannot play actions here."
    ab = parsed(text)
    printed = Printer(SMASHUP).ability(ab)
    assert parsed(printed) == ab, printed


@pytest.mark.parametrize("text", [
    "Play on a base and choose one: Ongoing: Draw a card. OR Ongoing: Each minion here has +1 power.",
    "Play on a base and choose two: Ongoing: Each minion here has +1 power. OR Ongoing: Each minion here "
    "has -1 power.",
    "Draw a card and choose one: Ongoing: Each minion here has +1 power. OR Ongoing: Each minion here has "
    "-1 power.",
])
def test_what_is_not_a_choice_of_ongoing_statements_after_a_placement_is_refused(text):
    rep = dsl.check_text(f'ruleset smashup\ncard "Odd": action\n  {text}\n', path="t.cards")
    codes = [d.code.id for d in rep.cards[0].diagnostics]
    assert codes and set(codes) <= {"E501", "E304"}, (text, codes)
