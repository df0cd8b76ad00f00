"""Counts: "for each …" counted on resolution, per card for a change to several cards,
players with a minion here, what the instruction before did."""

from __future__ import annotations

import pytest

from runtime import spec as s

from su_table import build, diagnostics, errors, lower_one as one, run, table


HOSTS = ('card "Innkeeper": minion, power 1\n  Ongoing: This minion has +1 power for each player with a minion here.\n'
         'card "Town Crier": minion, power 1\n  Draw a card for each other player with a minion here.\n')


def test_an_ongoing_bonus_for_each_counts_on_resolution():
    lo, _ = one("Ongoing: This minion has +2 power for each other minion you control here.")
    (ab, _), = lo.abilities
    assert ab.effect.amount == s.Times(left=s.Const(value=2), right=s.CountOf(filter=s.Filter(
        card_types=("minion",), controller=s.Controller.YOU, other=True, at=s.AtBase.HERE)))


# ---- "+1 power for each action played on them": counted for each card the change applies to ------------


@pytest.mark.rule("SU-V3")
def test_each_minion_counts_the_actions_on_itself():
    cards = build('card "Trophy Hall": base, breakpoint 24, vp 4/2/1\n'
                  '  Minions here have +2 power for each action played on them.\n'
                  'card "Badge": action\n  Play on a minion. Ongoing: This minion has +1 power.\n')
    g, jungle, _ = table(cards)
    hall = g.add_card(cards["Trophy Hall"], None, "bases")
    a = g.add_card(cards["Grunt"], 0, "bases", at=hall)
    b = g.add_card(cards["Grunt"], 1, "bases", at=hall)
    far = g.add_card(cards["Grunt"], 0, "bases", at=jungle)
    g.add_card(cards["Badge"], 1, "bases", at=hall, attached_to=a)
    g.add_card(cards["Badge"], 0, "bases", at=hall, attached_to=a)
    g.add_card(cards["Badge"], 0, "bases", at=jungle, attached_to=far)
    assert g.value(g.card(a), "power") == 2 + 2 + 4, "two actions on it (+1 each), whoever played them"
    assert g.value(g.card(b), "power") == 2, "none on it"
    assert g.value(g.card(far), "power") == 2 + 1, "not here: only the Badge's own +1"


def test_them_in_a_count_of_an_ongoing_change_to_several_cards_is_each_card():
    cards = build('card "Drummer": minion, power 2\n  Ongoing: Your minions have +1 power for each action on them.\n')
    (ab,) = cards["Drummer"].abilities
    assert ab.effect.amount.right.filter.attached is s.AttachedTo.VALUED
    cards = build('card "Drummer": minion, power 2\n  Ongoing: This minion has +1 power for each action on it.\n')
    (ab,) = cards["Drummer"].abilities
    assert ab.effect.amount.right.filter.attached is s.AttachedTo.THIS


def test_actions_played_on_it_are_counted():
    cards = build('card "Hoarder": minion, power 1\n  Ongoing: This minion has +2 power for each action played on it.\n'
                  'card "Charm": action\n  Play on a minion.\n  Ongoing: This minion has +1 power.\n')
    g, jungle, _ = table(cards)
    hoarder = g.add_card(cards["Hoarder"], 0, "bases", at=jungle)
    other = g.add_card(cards["Grunt"], 0, "bases", at=jungle)
    g.add_card(cards["Charm"], 0, "bases", at=jungle, attached_to=hoarder)
    g.add_card(cards["Charm"], 0, "bases", at=jungle, attached_to=other)
    assert g.value(hoarder, "power") == 1 + 1 + 2


# ---- counting --------------------------------------------------------------------------------------


def test_draw_one_card_for_each_and_for_each_do():
    cards = build('card "Census": action\n  Choose a base. Draw two cards for each of your minions there.\n'
                  'card "Tithe": minion, power 1\n  For each of your minions here, place a +1 power counter on a minion.\n')
    g, jungle, castle = table(cards, [("targets", "Castle")])
    for _ in range(5):
        g.add_card(cards["Grunt"], 0, "deck")
    g.add_card(cards["Grunt"], 0, "bases", at=castle)
    g.add_card(cards["Grunt"], 0, "bases", at=castle)
    g.add_card(cards["Grunt"], 0, "bases", at=jungle)
    run(g, g.add_card(cards["Census"], 0, "discard pile"))
    assert len(g.zone(0, "hand")) == 4
    tithe = g.add_card(cards["Tithe"], 0, "bases", at=castle)
    target = g.add_card(cards["Brute"], 1, "bases", at=jungle)
    g.chooser.steps = [("targets", "Brute")] * 3
    run(g, tithe)
    assert g.card(target).counters == {"+1 power": 3}      # two Grunts and the Tithe itself are here


# ---- "for each player with a minion here" (SU-S5) -------------------------------------------------


@pytest.mark.rule("SU-S5")
def test_each_player_with_a_minion_here_counts_players_not_minions():
    cards = build(HOSTS)
    g, jungle, castle = table(cards)
    keeper = g.add_card(cards["Innkeeper"], 0, "bases", at=jungle)
    assert g.value(keeper, "power") == 1 + 1                    # you, by the Innkeeper itself
    g.add_card(cards["Grunt"], 1, "bases", at=jungle)
    g.add_card(cards["Brute"], 1, "bases", at=jungle)            # two minions, one player
    g.add_card(cards["Grunt"], 1, "bases", at=castle)            # elsewhere: not here
    assert g.value(keeper, "power") == 1 + 2


@pytest.mark.rule("SU-S5")
def test_each_other_player_with_a_minion_here_leaves_you_out():
    cards = build(HOSTS)
    g, jungle, _ = table(cards)
    for _ in range(3):
        g.add_card(cards["Grunt"], 0, "deck")
    crier = g.add_card(cards["Town Crier"], 0, "bases", at=jungle)
    g.add_card(cards["Grunt"], 1, "bases", at=jungle)
    run(g, crier)
    assert len(g.state.zone_cards(0, "hand")) == 1


def test_each_player_with_your_minion_is_refused():
    found = diagnostics('card "Odd Host": minion, power 1\n  Draw a card for each player with your minion here.\n')
    assert [c for c, _ in found] == ["E501"]


@pytest.mark.rule("SU-A3")
def test_for_each_card_you_placed_there():
    cards = build('card "Tithe": action\n  Choose a minion you control. Place any number of cards from your hand '
                  'on the bottom of your deck. For each card you placed there, place a +1 power counter on that minion.\n')
    g, jungle, _ = table(cards, [("targets", [0, 1, 2])])
    mine = g.add_card(cards["Grunt"], 0, "bases", at=jungle)
    for _ in range(3):
        g.add_card(cards["Brute"], 0, "hand")
    run(g, g.add_card(cards["Tithe"], 0, "discard pile"))      # one minion of yours: chosen
    assert g.card(mine).counters.get("+1 power") == 3
    assert g.value(g.card(mine), "power") == 5


@pytest.mark.rule("SU-A3")
def test_the_number_of_minions_and_titans_is_one_count_not_a_second_instruction():
    cards = build('card "Warden": minion, power 2\n  Special: Before this base scores, destroy a minion here '
                  'with less power than the number of minions and titans you have here.\n'
                  'card "Colossus": titan, power 3\n')
    (ab,) = cards["Warden"].abilities
    destroy = ab.effect
    assert isinstance(destroy, s.Destroy)             # one instruction: no "destroy titans you have here"
    (test,) = destroy.target.filter.stats
    assert test.amount == s.CountOf(filter=s.Filter(card_types=("minion", "titan"), controller=s.Controller.YOU,
                                                    at=s.AtBase.HERE))


@pytest.mark.rule("SU-A5")
def test_gain_a_vp_for_each_minion_returned():
    cards = build('card "Retreat": action\n  Return any number of your minions to your hand. '
                  'Gain 1 VP for each minion returned.\n')
    g, jungle, _ = table(cards, [("targets", [0, 1])])
    for _ in range(3):
        g.add_card(cards["Grunt"], 0, "bases", at=jungle)
    run(g, g.add_card(cards["Retreat"], 0, "discard pile"))
    assert len(g.zone(0, "hand")) == 2
    assert g.resource(0, "vp") == 2


def test_counting_what_the_instruction_before_did_not_do_is_refused():
    errs = errors('card "Mixup": action\n  Destroy a minion. Draw a card for each card you discarded.\n')
    assert any(e.startswith("E501") and "did something else" in e for e in errs), errs
    errs = errors('card "Nothing": action\n  For each card you placed there, draw a card.\n')
    assert any(e.startswith("E501") for e in errs), errs


@pytest.mark.rule("SU-A3")
def test_the_number_of_minions_you_have_here_counts_this_minion():
    """A minion counting "minions you have here" is one of them (only "other" would leave it out):
    two Grunts and the Sentry make 3, so a power-2 minion qualifies."""
    cards = build('card "Sentry": minion, power 1\n'
                  '  Destroy a minion here with power less than the number of minions you have here.\n')
    g, jungle, _ = table(cards, steps=[("targets", "Grunt")])
    for _ in range(2):
        g.add_card(cards["Brute"], 0, "bases", at=jungle)
    foe = g.add_card(cards["Grunt"], 1, "bases", at=jungle)
    run(g, g.add_card(cards["Sentry"], 0, "bases", at=jungle))
    # below 3: the Grunt (2) and the Sentry itself (1), a minion here too; the Brutes (4) are not
    (asked,) = g.chooser.asked
    assert sorted(o.split("#")[0] for o in asked.options) == ["Grunt", "Sentry"]
    assert g.card(foe).zone != "bases"

