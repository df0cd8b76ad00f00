""""Gain 1 VP at the end of any turn that you play a minion here.": the trigger "at the end of
any turn that …" after the sentence, the same ability as when it opens the sentence (h16v)."""

from __future__ import annotations

import pytest

from runtime import SMASHUP, Game, ScriptedChooser

from su_table import compiled

CARDS = '''
card "Patio": base, breakpoint 24, vp 3/2/1
card "Pebble": minion, power 1
card "Doormat": action
  Play on a base. Ongoing: If this base has a breakpoint of 22 or higher, gain 1 VP at the end of any turn that you play a minion here.
card "Doormat Too": action
  Play on a base. Ongoing: At the end of any turn that you play a minion here, if this base has a breakpoint of 22 or higher, gain 1 VP.
'''


def game(steps=()):
    specs = compiled(CARDS)
    g = Game(SMASHUP, ("Ann", "Bob"), chooser=ScriptedChooser(steps), seed=1, check_invariants=True)
    for p in (0, 1):
        for _ in range(6):
            g.add_card(specs["Pebble"], p, "deck")
    return g, specs


def test_the_trigger_after_the_sentence_is_the_one_that_opens_it():
    specs = compiled(CARDS)
    assert specs["Doormat"].abilities == tuple(attrs_evolve_origin(a, b) for a, b in
                                               zip(specs["Doormat Too"].abilities, specs["Doormat"].abilities))


def attrs_evolve_origin(a, b):
    import attrs
    return attrs.evolve(a, origin=b.origin)


@pytest.mark.rule("SU-A2")
def test_scores_only_at_the_end_of_a_turn_a_minion_was_played_here():
    g, specs = game()
    patio = g.add_card(specs["Patio"], None, "bases")
    g.begin_turn(0)
    g.next_phase()
    g.play_card(g.add_card(specs["Doormat"], 0, "hand"), free=True, base=patio)
    g.end_turn()
    assert g.players[0].resources["vp"] == 0          # no minion played here: nothing
    g.begin_turn(0)
    g.next_phase()
    g.play_card(g.add_card(specs["Pebble"], 0, "hand"), free=True, base=patio)
    g.end_turn()
    assert g.players[0].resources["vp"] == 1
