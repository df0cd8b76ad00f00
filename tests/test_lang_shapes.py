"""General shapes of Smash Up text, compiled from cards written in our own words and run on a
little table: hyphenated superlatives and comparisons ("the lowest-power minion", "a
higher-power minion"), an instruction "on each base", revealing cards from the top of a deck
until some are found. Readings: docs/runtime.md ("Readings of selections", SU-S1..S3)."""

from __future__ import annotations

import pytest

from runtime import spec as s
from su_table import build, diagnostics, first, run, table


def _destroy_target(card: s.CardSpec) -> s.Filter:
    eff = first(card).effect
    while eff.KIND in ("repeat", "pick"):
        eff = eff.effect if eff.KIND == "repeat" else eff.then
    assert eff.KIND == "destroy"
    return eff.target.filter


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


# ---- "on each base" (SU-S2) -----------------------------------------------------------------------


@pytest.mark.rule("SU-S2")
def test_on_each_base_acts_once_per_base_on_that_base():
    cards = build('card "Harvest": action\n  Destroy the lowest-power minion on each base.\n')
    g, jungle, castle = table(cards)
    j_small = g.add_card(cards["Grunt"], 1, "bases", at=jungle)
    j_big = g.add_card(cards["Brute"], 1, "bases", at=jungle)
    c_big = g.add_card(cards["Brute"], 0, "bases", at=castle)      # alone there: the lowest
    run(g, g.add_card(cards["Harvest"], 0, "discard pile"))
    assert (g.card(j_small).zone, g.card(j_big).zone, g.card(c_big).zone) == \
        ("discard pile", "bases", "discard pile")


@pytest.mark.rule("SU-S2")
def test_on_each_base_where_you_have_a_minion_skips_the_others():
    cards = build('card "Rally": action\n  Place a +1 power counter on one of your minions on each base where you have a minion.\n')
    g, jungle, castle = table(cards)
    mine = g.add_card(cards["Grunt"], 0, "bases", at=jungle)
    theirs = g.add_card(cards["Grunt"], 1, "bases", at=castle)
    run(g, g.add_card(cards["Rally"], 0, "discard pile"))
    assert g.card(mine).counters.get("+1 power") == 1 and not g.card(theirs).counters.get("+1 power")


@pytest.mark.rule("SU-A5")
def test_on_each_base_with_nothing_there_does_nothing():
    cards = build('card "Harvest": action\n  Destroy the lowest-power minion on each base.\n')
    g, _, _ = table(cards)
    run(g, g.add_card(cards["Harvest"], 0, "discard pile"))
    assert not g.chooser.asked


@pytest.mark.rule("SU-S2")
def test_on_each_base_with_a_higher_power_minion_skips_a_base_of_equals():
    cards = build('card "Trim": action\n  Destroy the lowest-power minion on each base with a higher-power minion '
                  '(you choose in case of a tie).\n')
    g, jungle, castle = table(cards)
    j_small = g.add_card(cards["Grunt"], 1, "bases", at=jungle)
    j_big = g.add_card(cards["Brute"], 0, "bases", at=jungle)
    c_a = g.add_card(cards["Brute"], 1, "bases", at=castle)         # two equals: none is above the lowest
    c_b = g.add_card(cards["Brute"], 0, "bases", at=castle)
    run(g, g.add_card(cards["Trim"], 0, "discard pile"))
    assert [g.card(c).zone for c in (j_small, j_big, c_a, c_b)] == ["discard pile", "bases", "bases", "bases"]


def test_a_higher_power_base_test_needs_a_highest_or_lowest_object():
    found = diagnostics('card "Odd": action\n  Destroy a minion on each base with a higher-power minion.\n')
    assert [c for c, _ in found] == ["E501"] and "higher-power" in found[0][1]


# ---- "reveal cards from the top of your deck until you reveal …" (SU-S3) ------------------------

DIG = ('card "Dowse": action\n  Reveal cards off the top of your deck until you have revealed two minions. '
       'Put them into your hand and place the rest of the cards on the bottom of your deck.\n'
       'card "Spark": action\n')


@pytest.mark.rule("SU-S3")
def test_revealing_until_two_minions_stops_at_the_second():
    cards = build(DIG)
    g, _, _ = table(cards)
    under = g.add_card(cards["Spark"], 0, "deck")               # bottom: never reached
    m1 = g.add_card(cards["Grunt"], 0, "deck")
    a1 = g.add_card(cards["Spark"], 0, "deck")
    m2 = g.add_card(cards["Brute"], 0, "deck")
    a2 = g.add_card(cards["Spark"], 0, "deck")                  # top
    run(g, g.add_card(cards["Dowse"], 0, "discard pile"))
    assert (g.card(m1).zone, g.card(m2).zone) == ("hand", "hand")
    deck = g.state.zone_cards(0, "deck")
    assert deck[-1] == under and set(deck[:-1]) == {a1, a2}      # the others went under it


@pytest.mark.rule("SU-A4")
def test_revealing_until_with_too_few_in_the_deck_takes_what_there_is():
    cards = build(DIG)
    g, _, _ = table(cards)
    only = g.add_card(cards["Grunt"], 0, "deck")
    other = g.add_card(cards["Spark"], 0, "deck")
    run(g, g.add_card(cards["Dowse"], 0, "discard pile"))
    assert g.card(only).zone == "hand" and g.state.zone_cards(0, "deck") == [other]


@pytest.mark.rule("SU-A7")
def test_revealing_until_an_action_and_playing_it():
    cards = build('card "Lucky Find": action\n  Reveal cards off the top of your deck until you reveal an action. '
                  'Play it as an extra action. Shuffle the rest into your deck.\n'
                  'card "Boost": action\n  Place two +1 power counters on each of your minions.\n')
    g, jungle, _ = table(cards)
    mine = g.add_card(cards["Grunt"], 0, "bases", at=jungle)
    boost = g.add_card(cards["Boost"], 0, "deck")
    skipped = g.add_card(cards["Brute"], 0, "deck")
    run(g, g.add_card(cards["Lucky Find"], 0, "discard pile"))
    assert g.card(mine).counters.get("+1 power") == 2 and g.card(boost).zone != "deck"
    assert g.card(skipped).zone == "deck"


def test_revealing_until_from_another_players_deck_is_refused():
    found = diagnostics('card "Pry": action\n  Reveal cards from the top of another player\'s deck until you '
                        'reveal a minion. Put it into your hand.\n')
    assert [c for c, _ in found] == ["E501"]


# ---- "if you have more cards in your hand than any other player" (SU-S4) ------------------------

BIG_HAND = ('card "Feast Hall": minion, power 2\n  If you have more cards in your hand than any other player, '
            'destroy this minion.\n'
            'card "Lean Hall": minion, power 2\n  If you have fewer cards in your hand than each other player, '
            'draw two cards.\n')


@pytest.mark.rule("SU-S4")
def test_more_cards_in_hand_than_any_other_player_is_each_ones_own_count():
    cards = build(BIG_HAND)
    cond = first(cards["Feast Hall"]).effect.condition
    assert cond.KIND == "most_cards" and not cond.fewer and cond.filter.zone == "hand"
    g, _, _ = table(cards)
    for _ in range(3):
        g.add_card(cards["Grunt"], 0, "hand")
    for _ in range(2):
        g.add_card(cards["Grunt"], 1, "hand")
    from runtime.interpreter import Pending
    mine = Pending("t", None, 0, None, None, False, (), None, "")
    theirs = Pending("t", None, 1, None, None, False, (), None, "")
    assert g.condition(mine, cond) and not g.condition(theirs, cond)
    g.add_card(cards["Grunt"], 1, "hand")                       # a tie is not more
    assert not g.condition(mine, cond)


@pytest.mark.rule("SU-S4")
def test_fewer_cards_than_each_other_player():
    cards = build(BIG_HAND)
    cond = first(cards["Lean Hall"]).effect.condition
    assert cond.fewer
    g, _, _ = table(cards)
    g.add_card(cards["Grunt"], 1, "hand")
    from runtime.interpreter import Pending
    assert g.condition(Pending("t", None, 0, None, None, False, (), None, ""), cond)


# ---- "+N power minus the number of … (minimum 0)" (SU-V3, SU-V4) ---------------------------------

LESS = ('card "Hungry Ghost": minion, power 1\n  Ongoing: This minion has +4 power minus the number of cards in '
        'your hand (minimum 0).\n'
        'card "Crowd": action\n  Play on a base.\n  Ongoing: You have +3 power here minus the number of minions '
        'you have here (minimum 0).\n')


@pytest.mark.rule("SU-V3")
def test_a_bonus_minus_a_count_follows_the_count():
    cards = build(LESS)
    g, jungle, _ = table(cards)
    ghost = g.add_card(cards["Hungry Ghost"], 0, "bases", at=jungle)
    assert g.value(ghost, "power") == 1 + 4
    for _ in range(3):
        g.add_card(cards["Grunt"], 0, "hand")
    g.add_card(cards["Grunt"], 1, "hand")                       # another player's hand does not count
    assert g.value(ghost, "power") == 1 + 1


@pytest.mark.rule("SU-V4")
def test_a_bonus_minus_a_larger_count_is_no_bonus_not_a_loss():
    cards = build(LESS)
    g, jungle, _ = table(cards)
    ghost = g.add_card(cards["Hungry Ghost"], 0, "bases", at=jungle)
    for _ in range(6):
        g.add_card(cards["Grunt"], 0, "hand")
    assert g.value(ghost, "power") == 1


@pytest.mark.rule("SU-T5")
def test_a_players_power_here_minus_a_count():
    cards = build(LESS)
    g, jungle, _ = table(cards)
    g.add_card(cards["Crowd"], 0, "bases", at=jungle)
    g.add_card(cards["Grunt"], 0, "bases", at=jungle)
    assert g.player_totals(jungle, "power")[0] == 2 + (3 - 1)


def test_minus_without_a_floor_is_refused():
    found = diagnostics('card "Bad Ghost": minion, power 1\n  Ongoing: This minion has +4 power minus the number of '
                        'cards in your hand.\n')
    assert [c for c, _ in found] == ["E501"] and "minimum 0" in found[0][1]


# ---- "for each player with a minion here" (SU-S5) -------------------------------------------------

HOSTS = ('card "Innkeeper": minion, power 1\n  Ongoing: This minion has +1 power for each player with a minion here.\n'
         'card "Town Crier": minion, power 1\n  Draw a card for each other player with a minion here.\n')


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
