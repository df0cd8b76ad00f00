"""Families of names (reading SU-F1 of docs/runtime.md): a plural of the leading word(s) that
several card names of the set share ("Gizmos" for "Gizmo Scout", "Gizmo Hulk") selects those
cards, and the cards an ongoing "… are considered Gizmos" names too, while it is in play
(SU-A8). Test cards are our own words."""

from __future__ import annotations

import pytest
from test_lowering_runs import build, run, table

import dsl
from dsl.lower import lower_card
from runtime import spec as s

SET = '''card "Gizmo Scout": minion, power 1
card "Gizmo Hulk": minion, power 3
  Ongoing: This minion has +2 power for each of your other Gizmos.
card "Gizmo Beacon": minion, power 1
  Ongoing: Your minions are considered Gizmos.
card "Gizmo Press": action
  Destroy one of your Gizmos.
card "Lone Mule": minion, power 2
'''


@pytest.mark.rule("SU-F1")
def test_SU_F1_a_plural_of_a_shared_leading_word_selects_that_family():
    cards = build(SET)
    eff = cards["Gizmo Press"].abilities[0].effect
    assert eff.target.filter.family == "Gizmo" and eff.target.filter.name is None


@pytest.mark.rule("SU-F1")
def test_SU_F1_family_counts_by_name_and_the_granted_family_lasts_while_the_grant_is_in_play():
    cards = build(SET)
    g, jungle, _ = table(cards)
    hulk = g.add_card(cards["Gizmo Hulk"], 0, "bases", at=jungle)
    g.add_card(cards["Gizmo Scout"], 0, "bases", at=jungle)
    g.add_card(cards["Lone Mule"], 0, "bases", at=jungle)
    g.add_card(cards["Gizmo Scout"], 1, "bases", at=jungle)        # Bob's: not "your"
    assert g.value(hulk, "power") == 5                              # one other Gizmo of Ann's
    beacon = g.add_card(cards["Gizmo Beacon"], 0, "hand")
    g.play_card(beacon, base=jungle)
    assert g.value(hulk, "power") == 9                              # + the Beacon, + the Mule now
    g.relocate(g.card(beacon), "discard pile", 0)
    assert g.value(hulk, "power") == 5                              # SU-A8: the grant left play


@pytest.mark.rule("SU-F1")
def test_SU_F1_a_family_selection_only_offers_family_cards():
    cards = build(SET)
    g, jungle, _ = table(cards, steps=[("targets", "Gizmo Scout")])
    g.add_card(cards["Lone Mule"], 0, "bases", at=jungle)
    scout = g.add_card(cards["Gizmo Scout"], 0, "bases", at=jungle)
    press = g.add_card(cards["Gizmo Press"], 0, "hand")
    run(g, press)
    assert g.card(scout).zone == "discard pile"
    assert [c.name for c in g.zone(None, "bases") if c.spec.card_type == "minion"] == ["Lone Mule"]


@pytest.mark.rule("SU-F1")
def test_SU_F1_a_single_card_name_or_an_unknown_word_is_no_family():
    text = ('ruleset smashup\ncard "Tin Dog": minion, power 1\ncard "Tin Fox": minion, power 1\n'
            'card "Lone Mule": minion, power 2\n'
            'card "Hunt": action\n  Destroy one of your Lones.\n'
            'card "Pack": action\n  Destroy one of your Tins.\n'
            'card "Calm": minion, power 1\n  Ongoing: Your minions are considered Mules.\n')
    rep = dsl.check_text(text, path="t.cards")
    got = {}
    for c in rep.cards:
        if c.card is None:
            got[c.name] = [d.code.id for d in c.diagnostics]
            continue
        lo = lower_card(c.card, rep.ruleset, rep.source.text, "t.cards", rep.table)
        got[c.name] = [d.code.id for d in lo.diagnostics]
    assert got["Pack"] == []                 # "Tin Dog", "Tin Fox": a family
    assert got["Hunt"] == ["E501"]           # one card begins with "Lone": no family
    assert got["Calm"] == ["E501"]           # "Mule" begins no name: nothing to join


def test_considered_static_round_trips_through_the_ir():
    cards = build(SET)
    ab = cards["Gizmo Beacon"].abilities[0]
    assert ab.effect == s.Considered(affects=s.Each(filter=s.Filter(card_types=("minion",),
                                                                     controller=s.Controller.YOU)),
                                     family="Gizmo")


@pytest.mark.rule("SU-F1")
def test_SU_F1_considered_a_subtype_counts_for_selections_of_that_subtype():
    cards = build('card "Bone Pup": minion (Ghoul), power 1\n'
                  'card "Ghoul King": minion (Ghoul), power 2\n  Ongoing: Each of your other Ghouls has +1 power.\n'
                  'card "Grave Banner": minion (Herald), power 1\n  Ongoing: Your minions are considered Ghouls.\n')
    assert cards["Grave Banner"].abilities[0].effect.family == "Ghoul"
    g, jungle, _ = table(cards)
    king = g.add_card(cards["Ghoul King"], 0, "bases", at=jungle)
    mule = g.add_card(cards["Lone Mule"] if "Lone Mule" in cards else cards["Grunt"], 0, "bases", at=jungle)
    assert g.value(mule, "power") == 2
    banner = g.add_card(cards["Grave Banner"], 0, "hand")
    g.play_card(banner, base=jungle)
    assert g.value(mule, "power") == 3 and g.value(banner, "power") == 2 and g.value(king, "power") == 2
