"""Coordination (dsl/lowering/coordination.py): what two nouns joined by "and" / "or" share —
the owner, quantity and adjectives before the first noun, the phrases after the second, and a
destination said once for two objects (chosen once)."""

from __future__ import annotations

import pytest

from runtime import spec as s

from su_table import build, compiled, probe_ir, run, table


def _static_filters(text: str, header: str = 'card "Probe": minion, power 2') -> list[s.Filter]:
    return [ab.effect.affects.filter for ab in probe_ir(text, header)]


def test_an_owner_before_the_first_noun_is_the_seconds_too():
    minions, actions = _static_filters("Ongoing: Your minions and other actions here cannot be destroyed.")
    assert minions.controller is s.Controller.YOU and actions.controller is s.Controller.YOU
    assert actions.other and actions.at is s.AtBase.HERE and minions.at is s.AtBase.HERE


def test_a_second_noun_with_its_own_owner_shares_nothing():
    mine, theirs = _static_filters("Ongoing: Your minions and other players' actions here cannot be destroyed.")
    assert mine.controller is s.Controller.YOU and theirs.controller is s.Controller.OPPONENT


def test_the_adjectives_of_the_first_noun_are_shared_when_the_second_has_none():
    (ab,) = probe_ir("Play an extra minion or action.")
    assert ab.effect == s.PlayExtra(card_type="minion", also_types=("action",))


def test_either_extra_play_keeps_its_restrictions_for_both_kinds():
    (ab,) = probe_ir("Play an extra minion or action here.", 'card "Probe": minion, power 2')
    assert ab.effect == s.PlayExtra(card_type="minion", also_types=("action",), here=True)


@pytest.mark.rule("SU-G2")
def test_an_extra_minion_or_action_may_be_used_by_a_minion():
    cards = build('card "Double Time": action\n  Play an extra minion or action.\n')
    g, jungle, castle = table(cards)
    run(g, g.add_card(cards["Double Time"], 0, "discard pile"))
    g.play_card(g.add_card(cards["Grunt"], 0, "hand"), base=jungle)      # the turn's minion play
    brute = g.add_card(cards["Brute"], 0, "hand")
    g.play_card(brute, base=castle)                                       # the extra one
    assert g.card(brute).at == castle
    assert g.state.players[0].extra_plays == []


def test_a_destination_said_once_is_chosen_once_for_both_objects():
    (ab,) = probe_ir("Move this minion and another of your minions here to another base.",
                     'card "Probe": minion, power 2')
    eff = ab.effect
    assert isinstance(eff, s.Pick) and eff.target.filter.card_types == ("base",) and eff.target.filter.other
    first, second = eff.with_picked.effects
    assert first.target == s.This() and first.to_base == s.Picked() and second.to_base == s.Picked()
    assert second.target.filter.controller is s.Controller.YOU and second.target.filter.at is s.AtBase.HERE


def test_a_destination_to_a_zone_is_shared_without_a_choice():
    (ab,) = probe_ir("Place this minion and another of your minions here into your hand.",
                     'card "Probe": minion, power 2')
    first, second = ab.effect.effects
    assert first.to_zone == second.to_zone == "hand"


def test_there_after_choose_a_base_is_the_chosen_base():
    (ab,) = probe_ir("Choose a base. Move one of your minions there.")
    assert ab.effect.with_picked.to_base == s.Picked()


@pytest.mark.rule("SU-A3")
def test_a_scored_base_is_not_offered_as_the_shared_destination():
    specs = compiled('''
card "North Dock": base, breakpoint 30, vp 3/2/1
card "South Dock": base, breakpoint 30, vp 3/2/1
card "East Dock": base, breakpoint 30, vp 3/2/1
card "Porter": minion, power 3
card "Tandem Rower": minion, power 2
  Move this minion and another of your minions here to another base.
''')
    from runtime import SMASHUP, Game, ScriptedChooser
    g = Game(SMASHUP, ("Ann", "Bob"), chooser=ScriptedChooser([]), seed=1)
    north, south, east = (g.add_card(specs[x], None, "bases") for x in ("North Dock", "South Dock", "East Dock"))
    porter = g.add_card(specs["Porter"], 0, "bases", at=north)
    g.begin_turn(0)
    g.next_phase()
    assert g.score_base(south, resolve=False)
    rower = g.add_card(specs["Tandem Rower"], 0)
    g.play_card(rower, base=north)
    assert g.card(rower).at == g.card(porter).at == east      # the only base left: no question
