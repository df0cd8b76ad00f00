""""The highest / lowest-power minion", "with lower power", compared with a chosen card."""

from __future__ import annotations

import pytest

from runtime import spec as s

from su_table import (
    build, destroy_filter as _destroy_target, diagnostics, errors, minion_spec, run, run as use,
    table, table as game,
)


def test_with_the_highest_power_there_before_scoring():
    cards = build('card "Topple": action\n  Special: Before a base scores, destroy each minion with the highest power there.\n')
    g, jungle, castle = table(cards, [("may", "yes")])
    low = g.add_card(cards["Grunt"], 1, "bases", at=jungle)
    high = g.add_card(cards["Brute"], 1, "bases", at=jungle)
    g.add_card(minion_spec("Giant", 9), 1, "bases", at=castle)
    g.add_card(cards["Topple"], 0, "hand")
    g.score_base(jungle)
    destroyed = [ev.card.id for ev in g.log if ev.kind is s.Event.DESTROY]
    assert destroyed == [high], "only the strongest minion there, not the stronger one elsewhere"
    assert g.card(low).zone == "discard pile"          # discarded when the base scored


# ---- "the lowest-power minion" (SU-S1) --------------------------------------------------------------


@pytest.mark.rule("SU-S1")
def test_the_lowest_power_minion_here_is_the_weakest_one():
    cards = build('card "Thinner": minion, power 3\n  Return the lowest-power minion here to its owner\'s hand.\n')
    g, jungle, castle = table(cards)
    weak = g.add_card(cards["Grunt"], 1, "bases", at=jungle)
    strong = g.add_card(cards["Brute"], 1, "bases", at=jungle)
    far = g.add_card(cards["Grunt"], 1, "bases", at=castle)
    thinner = g.add_card(cards["Thinner"], 0, "bases", at=jungle)
    run(g, thinner)             # Grunt (2) is below Brute (4) and Thinner (3): no question asked
    assert (g.card(weak).zone, g.card(strong).zone, g.card(far).zone, g.card(thinner).zone) == \
        ("hand", "bases", "bases", "bases")


@pytest.mark.rule("SU-S1")
def test_a_tie_for_the_highest_power_is_the_choosers_pick():
    cards = build('card "Lift": action\n  Choose a base. Return the highest-power minion there to its owner\'s hand.\n')
    g, jungle, _ = table(cards, [("targets", "Jungle"), ("targets", 1)])
    a = g.add_card(cards["Brute"], 1, "bases", at=jungle)
    b = g.add_card(cards["Brute"], 1, "bases", at=jungle)
    small = g.add_card(cards["Grunt"], 1, "bases", at=jungle)
    run(g, g.add_card(cards["Lift"], 0, "discard pile"))
    decision = g.chooser.asked[-1]
    assert len(decision.options) == 2          # the two tied Brutes only, not the Grunt
    assert sorted(g.card(c).zone for c in (a, b)) == ["bases", "hand"] and g.card(small).zone == "bases"


def test_the_hyphen_makes_an_adjective_and_the_amount_keeps_its_words():
    # "the highest power among …" stays an amount; "highest-power" before a noun is a selection
    cards = build('card "Echo": minion, power 1\n  Ongoing: This minion has +1 power for each minion here.\n'
                  'card "Pruner": action\n  Destroy the highest-power minion on a base.\n')
    f = _destroy_target(cards["Pruner"])
    assert f.stats[0].cmp is s.Cmp.GE and f.stats[0].amount.KIND == "max_stat" and not f.stats[0].amount.least


@pytest.mark.rule("SU-S1")
def test_a_higher_power_minion_after_a_choice_is_compared_with_the_chosen_card():
    cards = build('card "Bully": action\n  Choose one of your minions. Destroy a higher-power minion there.\n')
    g, jungle, _ = table(cards)
    mine = g.add_card(cards["Grunt"], 0, "bases", at=jungle)
    small = g.add_card(cards["Grunt"], 1, "bases", at=jungle)
    big = g.add_card(cards["Brute"], 1, "bases", at=jungle)
    run(g, g.add_card(cards["Bully"], 0, "discard pile"))
    assert (g.card(mine).zone, g.card(small).zone, g.card(big).zone) == ("bases", "bases", "discard pile")


def test_a_higher_power_minion_with_nothing_chosen_is_refused():
    found = diagnostics('card "Vague": action\n  Destroy a higher-power minion.\n')
    assert [c for c, _ in found] == ["E501"] and "higher" in found[0][1]


# ---- "with lower power" (than the card chosen), "at your minion's base" ---------------------------


@pytest.mark.rule("SU-A3")
def test_with_lower_power_at_your_minions_base_compares_with_the_chosen_minion():
    cards = build('card "Pounce": action\n  Choose a minion you control. Destroy a minion with lower power '
                  'at your minion\'s base.\n')
    g, jungle, castle = table(cards)
    mine = g.add_card(cards["Brute"], 0, "bases", at=jungle)
    weak_here = g.add_card(cards["Grunt"], 1, "bases", at=jungle)
    g.add_card(cards["Brute"], 1, "bases", at=jungle)          # as strong: not lower
    g.add_card(cards["Grunt"], 1, "bases", at=castle)          # lower, but at another base
    run(g, g.add_card(cards["Pounce"], 0, "discard pile"))      # one choice each time: no question
    assert g.card(weak_here).zone != "bases" and g.card(mine).zone == "bases"
    assert sum(1 for c in g.state.in_play() if g.card(c).spec.card_type == "minion") == 3


def test_with_lower_power_and_nothing_chosen_is_refused():
    errs = errors('card "Vague": action\n  Destroy a minion with lower power.\n')
    assert any(e.startswith("E501") and "with lower power" in e for e in errs), errs


@pytest.mark.rule("SU-A3")
def test_and_all_cards_compared_with_the_first():
    """"… another of your minions and each minion with equal or less power on the same base": the
    comparison and the base are the first card's, taken while it is still in play."""
    cards = build('card "Blast": action\n'
                  '  Destroy another of your minions and each minion with equal or less power on the same base.\n')
    g, jungle, castle = game(cards, [("targets", 0)])
    mine = g.add_card(cards["Grunt"], 0, "bases", at=jungle)
    low = g.add_card(cards["Grunt"], 1, "bases", at=jungle)
    high = g.add_card(cards["Brute"], 1, "bases", at=jungle)
    away = g.add_card(cards["Grunt"], 1, "bases", at=castle)
    use(g, g.add_card(cards["Blast"], 0, "discard pile"), "on_play")
    zones = [g.card(x).zone for x in (mine, low, high, away)]
    assert zones == ["discard pile", "discard pile", "bases", "bases"]

