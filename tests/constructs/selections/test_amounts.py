"""Amounts in selections: power less than a count, "that many", "that number plus one",
a total power bound."""

from __future__ import annotations

import pytest

from runtime import spec as s

from su_table import build, e501, errors, minion_spec, ongoing_game as game, run, table


# ---- counts in comparisons ---------------------------------------------------------------------


@pytest.mark.rule("SU-V3")
def test_power_less_than_the_number_of_minions_you_have_here():
    """SU-V3: the power compared is the current one; the count is made when the target is
    chosen (the phrases after "the number of minions" narrow what is counted), and "minions you
    have here" includes this minion."""
    g, ch, specs, field = game('''
card "Crowd Guard": minion, power 1
  Destroy one minion here with power less than the number of minions you have here.
card "Duo": minion, power 2
''', steps=[("targets", "Duo")])      # 3 minions of yours with this one: the Duo (2) is below
    for _ in range(2):
        g.add_card(specs["Grunt"], 0, "bases", at=field)
    duo = g.add_card(specs["Duo"], 1, "bases", at=field)
    big = g.add_card(specs["Grunt"], 1, "bases", at=field)     # power 3: not less than 3
    g.begin_turn(0)
    g.next_phase()
    g.play_card(g.add_card(specs["Crowd Guard"], 0), base=field)
    ch.assert_done()
    assert g.card(duo).zone == "discard pile" and g.card(big).zone == "bases"


@pytest.mark.rule("SU-A5")
def test_discard_any_number_then_play_below_the_number_discarded():
    """SU-A5: "any number" allows none; "the number of cards you discarded" is how many the
    previous instruction discarded, read when the extra play is granted."""
    text = '''
card "Grave Call": action
  Draw a card. Discard any number of cards. You may play an extra minion from your discard pile with power less than the number of cards you discarded.
'''
    for discarded, allowed in ((2, False), (4, True)):
        g, ch, specs, field = game(text, steps=[("targets", list(range(discarded))), ("may", "yes")])
        for _ in range(4):
            g.add_card(specs["Pebble"], 0)
        grunt = g.add_card(specs["Grunt"], 0, "discard pile")
        g.begin_turn(0)
        g.next_phase()
        g.play_card(g.add_card(specs["Grave Call"], 0))
        ch.assert_done()
        grants = g.state.players[0].extra_plays
        assert len(grants) == 1
        if allowed:
            g.play_card(grunt, base=field)              # power 3 < 4
            assert g.card(grunt).zone == "bases"
        else:
            from runtime.errors import NotDeclarable
            with pytest.raises(NotDeclarable):
                g.play_card(grunt, base=field)          # power 3, not less than 2


def test_the_number_of_cards_discarded_with_no_discard_before_is_an_error():
    assert e501('''card "Odd Call": action
  Draw a card. Play an extra minion from your discard pile with power less than the number of cards you discarded.
''')


def test_less_power_than_the_chosen_one():
    cards = build('card "Culling": action\n  Choose one of your minions on a base. Return a minion there with less power than yours to its owner\'s hand.\n')
    g, jungle, _ = table(cards, [("targets", "Brute")])
    mine = g.add_card(cards["Brute"], 0, "bases", at=jungle)
    weak = g.add_card(cards["Grunt"], 1, "bases", at=jungle)
    g.add_card(minion_spec("Giant", 9), 1, "bases", at=jungle)
    run(g, g.add_card(cards["Culling"], 0, "discard pile"))   # one weaker minion: no question
    assert g.card(weak).zone == "hand" and g.card(mine).zone == "bases"


# ---- "that many", "that number plus one", "for each card you placed there" ------------------------


@pytest.mark.rule("SU-A5")
def test_place_cards_to_draw_that_number_plus_one():
    cards = build('card "Swap Meet": action\n  Put any number of cards from your hand on the bottom of your deck '
                  'to draw that number plus one cards.\n')
    g, _, _ = table(cards, [("targets", [0, 1])])
    for _ in range(3):
        g.add_card(cards["Grunt"], 0, "hand")
    for _ in range(5):
        g.add_card(cards["Brute"], 0, "deck")
    meet = g.add_card(cards["Swap Meet"], 0, "discard pile")
    run(g, meet)
    hand = [c.spec.name for c in g.zone(0, "hand")]
    assert sorted(hand) == ["Brute", "Brute", "Brute", "Grunt"]      # two placed, three drawn


def test_that_many_with_nothing_before_it_is_refused():
    errs = errors('card "Echo": action\n  Draw that many cards.\n')
    assert any(e.startswith("E501") and "that many" in e for e in errs), errs


# ---- comparing with a count --------------------------------------------------------------------


@pytest.mark.rule("SU-A3")
def test_destroy_a_minion_with_power_less_than_the_number_of_your_minions_here():
    cards = build('card "Sentry": minion, power 1\n'
                  '  Destroy a minion here with power less than the number of minions you have here.\n')
    g, jungle, _ = table(cards)
    for _ in range(3):
        g.add_card(cards["Grunt"], 0, "bases", at=jungle)
    big = g.add_card(cards["Brute"], 1, "bases", at=jungle)
    small = g.add_card(cards["Sentry"], 1, "bases", at=jungle)
    sentry = g.add_card(cards["Sentry"], 0, "bases", at=jungle)
    g.chooser.add("targets", g.card(small).label)    # you have 3 or 4 here: power 1 and 2 qualify, 4 not
    run(g, sentry)
    assert g.card(small).zone != "bases" and g.card(big).zone == "bases"
    assert g.card(big).label not in g.chooser.asked[-1].options


@pytest.mark.rule("SU-A5")
def test_discard_any_number_then_play_a_minion_with_power_less_than_the_number_discarded():
    cards = build('card "Raise": action\n  Discard any number of cards from your hand. Play an extra minion from your discard pile '
                  'with power less than the number of cards you discarded.\n')
    g, _, _ = table(cards, [("targets", [0, 1, 2])])
    for name in ("Grunt", "Grunt", "Brute"):
        g.add_card(cards[name], 0, "hand")
    run(g, g.add_card(cards["Raise"], 0, "discard pile"))
    (grant,) = g.state.players[0].extra_plays
    assert grant.filter.stats == (s.StatTest(stat="power", cmp=s.Cmp.LT, value=3),)    # three discarded
    assert grant.zone == "discard pile"


# ---- "whose total power is …": a bound on the sum of the cards chosen -----------------------------


@pytest.mark.rule("SU-A5")
def test_destroy_minions_whose_total_power_is_at_most_your_minions_power():
    cards = build('card "Stampede": action\n  Choose a minion you control. Destroy any number of minions at your '
                  'minion\'s base whose total power is less than or equal to your minion\'s power.\n'
                  'card "Mite": minion, power 1\n')
    g, jungle, castle = table(cards)
    mine = g.add_card(cards["Brute"], 0, "bases", at=jungle)              # power 4: the bound
    a = g.add_card(cards["Grunt"], 1, "bases", at=jungle)                 # 2
    b = g.add_card(cards["Grunt"], 1, "bases", at=jungle)                 # 2
    c = g.add_card(cards["Mite"], 1, "bases", at=jungle)                  # 1
    far = g.add_card(cards["Mite"], 1, "bases", at=castle)                # another base: never offered
    g.chooser.add("targets", g.card(a).label).add("targets", g.card(b).label)
    run(g, g.add_card(cards["Stampede"], 0, "discard pile"))
    # 2 + 2 = 4: after those, nothing fits (the Mite would make 5; your 4-power minion too)
    assert [g.card(x).zone == "bases" for x in (a, b, c, far, mine)] == [False, False, True, True, True]
    first, second = g.chooser.asked[0], g.chooser.asked[1]
    assert g.card(far).label not in first.options and g.card(c).label in second.options
    assert len(g.chooser.asked) == 2 or not g.chooser.asked[2].options


def test_a_total_on_a_selection_of_one_card_is_refused():
    errs = errors('card "Lump": action\n  Destroy a minion whose total power is 4 or less.\n')
    assert any(e.startswith("E501") and "total" in e for e in errs), errs

