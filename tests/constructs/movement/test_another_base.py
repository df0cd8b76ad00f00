""""Move X to another base": a base other than the one X is on, and not a base that has scored."""

from __future__ import annotations

import pytest

from runtime import SMASHUP, Game, ScriptedChooser

from su_table import compiled

SET = '''
card "North Dock": base, breakpoint 30, vp 3/2/1
card "South Dock": base, breakpoint 30, vp 3/2/1
card "East Dock": base, breakpoint 30, vp 3/2/1
card "Deckhand": minion, power 2
card "Harbormaster": minion, power 3
  Move a minion to another base.
card "Shove": action
  Move a minion to another base.
'''


def _table(steps=()):
    specs = compiled(SET)
    g = Game(SMASHUP, ("Ann", "Bob"), chooser=ScriptedChooser(list(steps)), seed=1)
    docks = [g.add_card(specs[n], None, "bases") for n in ("North Dock", "South Dock", "East Dock")]
    return g, specs, docks


def _offered(g) -> list[list[str]]:
    asked: list[list[str]] = []
    ask = g.ask

    def spy(kind, player, prompt, options, **kw):
        asked.append(list(options))
        return ask(kind, player, prompt, options, **kw)
    g.ask = spy
    return asked


@pytest.mark.rule("SU-A3")
def test_a_minions_ability_may_send_another_minion_to_its_own_base():
    g, specs, (north, south, east) = _table([("targets", "Deckhand"), ("targets", "North Dock")])
    hand = g.add_card(specs["Deckhand"], 1, "bases", at=south)
    g.begin_turn(0)
    g.next_phase()
    asked = _offered(g)
    master = g.add_card(specs["Harbormaster"], 0)
    g.play_card(master, base=north)
    # the Deckhand's own base is not offered; the Harbormaster's is
    assert [o.split("#")[0] for o in asked[-1]] == ["North Dock", "East Dock"]
    assert g.card(hand).at == north


@pytest.mark.rule("SU-A3")
def test_a_base_that_has_scored_is_no_destination():
    g, specs, (north, south, east) = _table()
    hand = g.add_card(specs["Deckhand"], 1, "bases", at=south)
    g.begin_turn(0)
    g.next_phase()
    assert g.score_base(north, resolve=False)       # scored; its "after" abilities would resolve now
    g.play_card(g.add_card(specs["Shove"], 0))
    assert g.card(hand).at == east                  # the only base left: no question asked
    assert g.card(north).scored


@pytest.mark.rule("SU-A3")
def test_to_other_bases_each_minion_is_offered_the_bases_it_is_not_on():
    """"Move up to three of your minions to other bases": one question per minion, each offering
    the bases other than the one that minion is on (before, every minion went to the first base)."""
    specs = compiled(SET + 'card "Scatter": action\n  Move up to three of your minions to other bases.\n')
    g = Game(SMASHUP, ("Ann", "Bob"), seed=1, chooser=ScriptedChooser(
        [("targets", [0, 1]), ("base", "South Dock"), ("base", "North Dock")]))
    north, south, east = (g.add_card(specs[n], None, "bases") for n in ("North Dock", "South Dock", "East Dock"))
    one = g.add_card(specs["Deckhand"], 0, "bases", at=north)
    two = g.add_card(specs["Deckhand"], 0, "bases", at=south)
    g.begin_turn(0)
    g.next_phase()
    asked = _offered(g)
    g.play_card(g.add_card(specs["Scatter"], 0))
    assert [[o.split("#")[0] for o in a] for a in asked[-2:]] == [["South Dock", "East Dock"],
                                                                  ["North Dock", "East Dock"]]
    assert (g.card(one).at, g.card(two).at) == (south, north)
