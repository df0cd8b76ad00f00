"""r2b (issue 16): "if you have a minion on each base" (no base in play where your count fails)
and a card's stat compared with a card's value ("with power less than this minion's power")."""

from __future__ import annotations

import pytest

from runtime import spec as s

from su_table import build, errors_of, hand_cards as hand, lower_one as one, run, table


EACH_BASE = '''
card "Wide Net": action
  If you have a minion on each base, draw two cards.
card "Thin Spread": action
  If you have two or more minions on every base, gain 1 VP.
card "Patchy Cover": minion, power 3
  Ongoing: If you do not have a minion on each base, this minion has -2 power.
card "Banner Row": minion, power 2
  Ongoing: If you have an action on each base, this minion has +2 power.
'''


def _deck(g, cards, n=4):
    for _ in range(n):
        g.add_card(cards["Grunt"], 0, "deck")


@pytest.mark.rule("SU-A3")
@pytest.mark.parametrize("on_jungle, on_castle, drawn", [(1, 1, 2), (2, 1, 2), (1, 0, 0), (0, 0, 0)])
def test_a_minion_on_each_base(on_jungle, on_castle, drawn):
    cards = build(EACH_BASE)
    g, jungle, castle = table(cards)
    _deck(g, cards)
    for _ in range(on_jungle):
        g.add_card(cards["Grunt"], 0, "bases", at=jungle)
    for _ in range(on_castle):
        g.add_card(cards["Grunt"], 0, "bases", at=castle)
    g.add_card(cards["Brute"], 1, "bases", at=castle)     # another player's minion counts for nothing
    if on_castle == 0:
        g.add_card(cards["Brute"], 1, "bases", at=castle)
    run(g, g.add_card(cards["Wide Net"], 0, "discard pile"))
    assert len(hand(g, 0)) == drawn


@pytest.mark.rule("SU-A3")
@pytest.mark.parametrize("counts, vp", [((2, 2), 1), ((3, 2), 1), ((2, 1), 0)])
def test_two_or_more_on_every_base(counts, vp):
    cards = build(EACH_BASE)
    g, jungle, castle = table(cards)
    for base, k in zip((jungle, castle), counts):
        for _ in range(k):
            g.add_card(cards["Grunt"], 0, "bases", at=base)
    run(g, g.add_card(cards["Thin Spread"], 0, "discard pile"))
    assert g.state.players[0].resources.get("vp", 0) == vp


@pytest.mark.rule("SU-V3")
def test_ongoing_while_you_have_a_minion_on_each_base():
    cards = build(EACH_BASE)
    g, jungle, castle = table(cards)
    patchy = g.add_card(cards["Patchy Cover"], 0, "bases", at=jungle)
    g.add_card(cards["Brute"], 1, "bases", at=castle)
    assert g.value(patchy, "power") == 1, "nothing of yours on the Castle (another player's minion is not yours)"
    g.add_card(cards["Grunt"], 0, "bases", at=castle)
    assert g.value(patchy, "power") == 3


@pytest.mark.rule("SU-V3")
def test_actions_on_each_base_are_counted_not_minions():
    cards = build(EACH_BASE)
    g, jungle, castle = table(cards)
    banner = g.add_card(cards["Banner Row"], 0, "bases", at=jungle)
    g.add_card(cards["Grunt"], 0, "bases", at=castle)
    assert g.value(banner, "power") == 2


def test_each_base_lowers_to_no_failing_base():
    lo, _ = one("If you have a minion on each base, draw a card.")
    (ab, _), = lo.abilities
    mine = s.Filter(card_types=("minion",), controller=s.Controller.YOU)
    assert ab.effect.condition == s.CountIs(
        filter=s.Filter(card_types=("base",), base=s.BaseTest(has=mine, cmp=s.Cmp.LT, value=1)),
        cmp=s.Cmp.EQ, value=s.Const(value=0))


COMPARED = '''
card "Bully Chief": minion, power 4
  Destroy each minion here with power less than this minion's power.
card "Tall Judge": minion, power 3
  Return each minion here with power greater than this minion's power to its owner's hand.
card "Measured Blow": action
  Choose a minion. Destroy each minion with power less than that minion's power.
'''


@pytest.mark.rule("SU-A1")
def test_power_less_than_this_minions_power():
    cards = build(COMPARED)
    g, jungle, castle = table(cards)
    small = g.add_card(cards["Grunt"], 1, "bases", at=jungle)        # 2 < 4: destroyed
    equal = g.add_card(cards["Brute"], 1, "bases", at=jungle)        # 4: not less
    away = g.add_card(cards["Grunt"], 1, "bases", at=castle)         # not here
    chief = g.add_card(cards["Bully Chief"], 0, "bases", at=jungle)
    run(g, chief)
    assert g.card(small).zone == "discard pile"
    assert g.card(equal).zone == "bases" and g.card(away).zone == "bases" and g.card(chief).zone == "bases"


@pytest.mark.rule("SU-A1")
def test_power_greater_than_this_minions_current_power():
    cards = build(COMPARED)
    g, jungle, castle = table(cards)
    big = g.add_card(cards["Brute"], 1, "bases", at=jungle)          # 4 > 3: returned
    small = g.add_card(cards["Grunt"], 1, "bases", at=jungle)
    judge = g.add_card(cards["Tall Judge"], 0, "bases", at=jungle)
    run(g, judge)
    assert g.card(big).zone == "hand" and g.card(small).zone == "bases"


def test_this_minions_power_on_an_action_is_refused():
    msgs = errors_of('card "Odd Order": action\n  Destroy each minion here with power less than this minion\'s power.\n')
    assert any("this minion's power" in m for m in msgs), msgs


# ---- players ranked: "the player with the fewest minions here", "the most power on a base" ----

RANKED = '''
card "Crowd Reward": minion, power 1
  Each player with the most minions here gains 1 VP.
card "Underdog Gift": minion, power 1
  The player with the fewest minions here draws a card.
card "Border Tax": action
  Each player with the most power on a base gains 1 VP.
card "Quiet Corner": base, breakpoint 20, vp 4/2/1
  When this base scores, the player with the fewest minions here gains 1 VP.
'''


def _vp(g, pl):
    return g.state.players[pl].resources.get("vp", 0)


@pytest.mark.rule("SU-A1")
@pytest.mark.parametrize("mine, theirs, gains", [(1, 0, (1, 0)), (1, 3, (0, 1)), (2, 3, (1, 1)), (0, 1, (1, 1))])
def test_each_player_with_the_most_minions_here(mine, theirs, gains):
    """`mine`: my other minions there (the Crowd Reward itself is one more)."""
    cards = build(RANKED)
    g, jungle, castle = table(cards)
    for _ in range(mine):
        g.add_card(cards["Grunt"], 0, "bases", at=jungle)
    for _ in range(theirs):
        g.add_card(cards["Grunt"], 1, "bases", at=jungle)
    for _ in range(3):
        g.add_card(cards["Grunt"], 1, "bases", at=castle)      # another base: not counted
    run(g, g.add_card(cards["Crowd Reward"], 0, "bases", at=jungle))
    assert (_vp(g, 0), _vp(g, 1)) == gains


@pytest.mark.rule("SU-A1")
@pytest.mark.parametrize("theirs, draws", [(0, (0, 1)), (1, (1, 1)), (2, (1, 0))])
def test_the_player_with_the_fewest_minions_here_zero_included(theirs, draws):
    cards = build(RANKED)
    g, jungle, castle = table(cards)
    for pl in (0, 1):
        for _ in range(3):
            g.add_card(cards["Grunt"], pl, "deck")
    for _ in range(theirs):
        g.add_card(cards["Grunt"], 1, "bases", at=jungle)
    run(g, g.add_card(cards["Underdog Gift"], 0, "bases", at=jungle))
    assert (len(hand(g, 0)), len(hand(g, 1))) == draws


@pytest.mark.rule("SU-A1")
def test_each_player_with_the_most_power_on_a_base_gains_once():
    cards = build(RANKED)
    g, jungle, castle = table(cards)
    g.add_card(cards["Brute"], 0, "bases", at=jungle)      # 4 against 2: mine
    g.add_card(cards["Grunt"], 1, "bases", at=jungle)
    g.add_card(cards["Brute"], 0, "bases", at=castle)      # 4 against 4: both tied
    g.add_card(cards["Brute"], 1, "bases", at=castle)
    run(g, g.add_card(cards["Border Tax"], 0, "discard pile"))
    assert (_vp(g, 0), _vp(g, 1)) == (1, 1), "first on two bases is still one player: 1 VP"


@pytest.mark.rule("SU-A1")
def test_no_power_anywhere_is_not_the_most():
    cards = build(RANKED)
    g, jungle, castle = table(cards)
    g.add_card(cards["Grunt"], 1, "bases", at=castle)
    run(g, g.add_card(cards["Border Tax"], 0, "discard pile"))
    assert (_vp(g, 0), _vp(g, 1)) == (0, 1)


def test_ranked_lowering():
    lo, _ = one("When this base scores, the player with the fewest minions here gains 1 VP.",
                header='card "Probe": base, breakpoint 20, vp 4/2/1')
    (ab, _), = lo.abilities
    assert ab.effect.ranked == s.Ranked(filter=s.Filter(card_types=("minion",), at=s.AtBase.HERE), least=True)
    assert ab.effect.who is s.Who.EACH_PLAYER and ab.effect.having is None


def test_ranked_by_a_value_that_is_not_power_is_refused():
    msgs = errors_of('card "Odd Tally": minion, power 1\n  Each player with the most power draws a card.\n')
    assert msgs, "no place to compare power: refused"


@pytest.mark.rule("SU-A2")
def test_when_this_base_scores_the_player_with_the_fewest_minions_here():
    cards = build(RANKED)
    g, jungle, castle = table(cards)
    corner = g.add_card(cards["Quiet Corner"], None, "bases")
    for _ in range(3):
        g.add_card(cards["Brute"], 0, "bases", at=corner)       # 12 power: I win it
    g.add_card(cards["Brute"], 1, "bases", at=corner)           # 4: second, with the fewest minions
    g.add_card(cards["Brute"], 1, "bases", at=corner)
    g.score_base(corner)
    assert _vp(g, 0) == 4 and _vp(g, 1) == 2 + 1


# ---- "with different names" on a search ----------------------------------------------------------

NAMES = '''
card "Talent Hunt": action
  Search your deck for up to two minions with different names and put them into your hand. Shuffle your deck.
card "Odd Lot": action
  Search your deck for any number of cards with different names and put them into your hand.
'''


def _names_deck(g, cards):
    for name in ("Grunt", "Grunt", "Brute", "Grunt"):
        g.add_card(cards[name], 0, "deck")


def test_different_names_each_pick_leaves_out_the_names_taken():
    cards = build(NAMES)
    g, _, _ = table(cards, [("search", [0]), ("search", [0])])
    _names_deck(g, cards)
    run(g, g.add_card(cards["Talent Hunt"], 0, "discard pile"))
    assert sorted(c.spec.name for c in hand(g, 0)) == ["Brute", "Grunt"]
    second = g.chooser.asked[1]
    assert len(second.options) == 1, "the Grunts are left out once a Grunt is taken"


def test_different_names_any_number_stops_when_no_name_is_left():
    cards = build(NAMES)
    g, _, _ = table(cards, [("search", [1]), ("search", [0])])
    _names_deck(g, cards)
    run(g, g.add_card(cards["Odd Lot"], 0, "discard pile"))
    assert sorted(c.spec.name for c in hand(g, 0)) == ["Brute", "Grunt"]
    assert len(g.chooser.asked) == 2, "two names only: asked twice"


def test_different_names_the_player_may_stop():
    cards = build(NAMES)
    g, _, _ = table(cards, [("search", [])])
    _names_deck(g, cards)
    run(g, g.add_card(cards["Talent Hunt"], 0, "discard pile"))
    assert hand(g, 0) == []


def test_different_names_on_one_card_is_refused():
    msgs = errors_of('card "One Hunt": action\n  Search your deck for a minion with different names and put it into your hand.\n')
    assert any("different names" in m for m in msgs), msgs


@pytest.mark.rule("SU-A2")
@pytest.mark.parametrize("after, at_end", [
    ("After each turn, if there are three or more minions here, destroy the lowest-power minion here.",
     "At the end of each turn, if there are three or more minions here, destroy the lowest-power minion here."),
    ("After your turn, draw a card.", "At the end of your turn, draw a card."),
])
def test_after_a_turn_is_its_end(after, at_end):
    base = 'card "Probe": base, breakpoint 20, vp 4/2/1'
    got, _ = one(after, header=base)
    want, _ = one(at_end, header=base)
    assert not got.diagnostics and [a for a, _ in got.abilities] == [a for a, _ in want.abilities]
