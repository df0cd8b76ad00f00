"""Runtime behaviour of the dev cards' mechanics (docs/runtime.md BH-X1, BH-K17..K22): the strike
bonus against some cards, "cannot be stunned", the Nth event of a turn, the X paid. Cards are made
up and built by hand (tests/test_runtime_berserk_combat.py's helpers)."""

from __future__ import annotations

import pytest
from test_runtime_berserk_combat import fighter, table, wounds

from runtime import berserk as bh
from runtime import spec as s

STUNNED = s.Filter(card_types=("creature",), stunned=True)


def gnasher(amount: int = 2) -> s.CardSpec:
    bonus = s.Static(origin="berserk/gnasher#0", effect=s.StrikeBonus(amount=amount, against=STUNNED))
    return fighter("Gnasher", 2, 5, abilities=(bonus,))


@pytest.mark.rule("BH-K22")
def test_a_strike_bonus_counts_against_a_matching_card_only():
    g, ch, ids = table([gnasher()], [fighter("Dozer", 0, 9), fighter("Waker", 0, 9)], [("targets", "no defender")])
    g.card(ids["Dozer"]).stunned = True
    g.card(ids["Dozer"]).tapped = True
    bh.strike_attack(g, ids["Gnasher"], ids["Dozer"])
    assert wounds(g, ids["Dozer"]) == 4, "2 strike + 2 against a stunned creature"
    g.card(ids["Gnasher"]).tapped = False
    bh.strike_attack(g, ids["Gnasher"], ids["Waker"])
    assert wounds(g, ids["Waker"]) == 2, "no bonus against a creature that is not stunned"


@pytest.mark.rule("BH-K22")
def test_a_strike_bonus_counts_in_a_counter_strike():
    g, ch, ids = table([fighter("Sleeper", 1, 9)], [gnasher(3)], [])
    g.card(ids["Sleeper"]).stunned = True      # (stunned, yet open: it may still attack)
    bh.strike_attack(g, ids["Sleeper"], ids["Gnasher"])
    assert wounds(g, ids["Sleeper"]) == 5, "the counter-strike: 2 + 3 against the stunned attacker"


@pytest.mark.rule("BH-K17")
def test_a_card_that_cannot_be_stunned_stays_open_under_a_mass_stun():
    proof = s.Static(origin="berserk/rock#0", effect=s.Cant(affects=s.This(), events=(s.Event.STUN,)))
    storm = s.CardSpec(slug="berserk/storm", name="Storm", card_type="spell", stats=(("cost", 0),),
                       abilities=(s.OnPlay(origin="berserk/storm#0", effect=s.Stun(
                           target=s.Each(filter=s.Filter(card_types=("creature",), controller=s.Controller.OPPONENT)))),))
    g, ch, ids = table([], [fighter("Rock", 1, 5, abilities=(proof,)), fighter("Reed", 1, 2)], [])
    cid = g.add_card(storm, 0, "hand")
    g.play_card(cid)
    rock, reed = g.card(ids["Rock"]), g.card(ids["Reed"])
    assert not rock.tapped and not rock.stunned
    assert reed.tapped and reed.stunned


@pytest.mark.rule("BH-K23")
def test_its_cost_of_a_combined_creature_counts_its_parts():
    breaker = s.CardSpec(slug="berserk/breaker", name="Breaker", card_type="spell", stats=(("cost", 0),),
                         abilities=(s.OnPlay(origin="berserk/breaker#0", effect=s.Wound(
                             target=s.Target(filter=s.Filter(card_types=("creature",))),
                             amount=s.TargetStat(stat="cost"))),))
    g, ch, ids = table([], [fighter("Hulk", 1, 20, cost=4), fighter("Cog", 1, 20, cost=2)], [("targets", "Hulk")])
    g.attach_part(g.card(ids["Cog"]), g.card(ids["Hulk"]))
    cid = g.add_card(breaker, 0, "hand")
    g.play_card(cid)
    assert wounds(g, ids["Hulk"]) == 6, "4 of its own and 2 of its part"


@pytest.mark.rule("BH-K26")
def test_a_trigger_on_wounds_dealt_to_a_hero_by_a_shot_too():
    draw = s.Triggered(origin="berserk/cinder#0", when=s.EventPattern(
        event=s.Event.WOUND, by_this=True, subject=s.Filter(card_types=("hero",))), effect=s.Draw(amount=s.Const(value=1)))
    imp = fighter("Cinder", 1, 2, "shot 1", abilities=(draw,))
    g, ch, ids = table([imp], [], [("targets", "Bob Hero")])
    deck = g.add_card(fighter("Spare", 1, 1), 0, "deck")
    bh.shot_attack(g, ids["Cinder"])
    assert wounds(g, ids["Bob"]) == 1
    assert g.card(deck).zone == "hand", "a shot's wounds trigger it, not only a strike's"
