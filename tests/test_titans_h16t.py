"""Titan shapes of issue 16 (h16t), in our own words: a count of bases said of a player ("if you
have a minion on three or more bases"), other players' cards in a condition, two conditions, a
titan waiting set aside (SU-T6 in docs/runtime.md), "before one of your minions goes to the discard pile", a
card's base by name, a titan limit (SU-T7). Each behaviour test runs the compiled text in a game;
the last test is the printer's round trip."""

from __future__ import annotations

import pytest

from runtime.errors import NotDeclarable

from su_table import compiled, ongoing_game as game


def play_phase(g, player: int = 0) -> None:
    g.begin_turn(player)
    g.next_phase()


SPREAD = '''
card "Sprawl Colossus": titan
  Special: After one of your minions is played, if you have a minion on three or more bases, you may play this titan on its base.
'''


@pytest.mark.rule("SU-T2")
def test_SU_T2_a_count_of_bases_where_you_have_a_minion_and_the_titan_goes_where_the_minion_went():
    """"you have a minion on three or more bases" counts the bases (not the minions): two minions
    on one base, or minions on two bases, do not do; the titan goes to the base of the minion
    just played."""
    g, ch, specs, field = game(SPREAD, steps=[("may", "yes")])
    meadow = g.add_card(specs["Meadow"], None, "bases")
    heath = g.add_card(compiled('card "Heath": base, breakpoint 30, vp 3/2/1')["Heath"], None, "bases")
    titan = g.add_card(specs["Sprawl Colossus"], 0, "set aside")
    g.add_card(specs["Grunt"], 0, "bases", at=field)
    play_phase(g)
    g.play_card(g.add_card(specs["Pebble"], 0), base=field, free=True)   # two minions, one base
    g.play_card(g.add_card(specs["Pebble"], 0), base=meadow, free=True)  # two bases
    assert g.card(titan).zone == "set aside"
    g.play_card(g.add_card(specs["Pebble"], 0), base=heath, free=True)   # now three
    ch.assert_done()
    assert g.card(titan).zone == "bases" and g.card(titan).at == heath


SPARSE = '''
card "Sparse Colossus": titan
  Ongoing: At the start of each other player's turn, if they do not have two or more minions here, you may draw a card.
  Special: Before this base scores, if at least one other player does not have two or more minions here and you have a minion here, gain 2 VP.
'''


@pytest.mark.rule("SU-A2")
def test_SU_A2_they_at_the_start_of_another_players_turn_is_that_player():
    """"if they do not have two or more minions here" at the start of another player's turn asks
    about that player's minions at the titan's base (Ann's own two there do not count)."""
    g, ch, specs, field = game(SPARSE, steps=[("may", "yes")])
    g.add_card(specs["Sparse Colossus"], 0, "bases", at=field)
    g.add_card(specs["Grunt"], 0, "bases", at=field)
    g.add_card(specs["Pebble"], 0, "bases", at=field)
    g.add_card(specs["Pebble"], 1, "bases", at=field)
    g.begin_turn(1)                                     # Bob has one there: Ann may draw
    ch.assert_done()
    assert len(g.zone(0, "hand")) == 1
    g.end_turn()
    g.add_card(specs["Pebble"], 1, "bases", at=field)
    g.begin_turn(1)                                     # now two: nothing is asked
    assert len(g.zone(0, "hand")) == 1


@pytest.mark.rule("SU-G3")
def test_SU_G3_both_conditions_must_hold_someone_absent_and_you_present():
    """"if at least one other player does not have two or more minions here and you have a minion
    here": Bob absent and Ann present, +2 VP; Bob with two there, none; Ann with only her titan
    there (not a minion), none."""
    for bob_there, ann_minions, bonus in ((False, 4, 2), (True, 4, 0), (False, 0, 0)):
        g, ch, specs, field = game(SPARSE)
        titan = g.add_card(specs["Sparse Colossus"], 0, "bases", at=field)
        g.card(titan).counters["+1 power"] = 12 - 3 * ann_minions     # the breakpoint either way
        for _ in range(ann_minions):
            g.add_card(specs["Grunt"], 0, "bases", at=field)
        if bob_there:
            g.add_card(specs["Pebble"], 1, "bases", at=field)
            g.add_card(specs["Pebble"], 1, "bases", at=field)
        g.begin_turn(0)
        g.score_base(field)
        assert g.resource(0, "vp") == 3 + bonus, (bob_there, ann_minions)


GROWING = '''
card "Seedling Colossus": titan
  Special: At the end of your turn, if this titan is not in play, place two +1 power counters on it.
  Special: On your turn, you may play this titan if there are five or more +1 power counters on it.
'''


@pytest.mark.rule("SU-T6")
def test_SU_T6_a_titan_set_aside_gathers_counters_and_keeps_them_as_it_is_played():
    """"if this titan is not in play" works while it is set aside: the end of each of Ann's turns
    puts two counters on it there (Bob's turns do not); the counters are on it as it is played;
    in play it gets none."""
    g, ch, specs, field = game(GROWING)
    titan = g.add_card(specs["Seedling Colossus"], 0, "set aside")
    play_phase(g)
    with pytest.raises(NotDeclarable, match="condition"):
        g.activate(titan, 0)
    g.end_turn()
    assert g.card(titan).counters.get("+1 power") == 2
    g.begin_turn(1)
    g.end_turn()
    assert g.card(titan).counters.get("+1 power") == 2
    play_phase(g)
    g.end_turn()
    play_phase(g)
    assert g.card(titan).counters.get("+1 power") == 4
    g.end_turn()
    play_phase(g)
    g.activate(titan, 0)                                # six counters: played
    assert g.card(titan).zone == "bases" and g.value(titan, "power") == 6
    g.end_turn()
    assert g.card(titan).counters.get("+1 power") == 6  # in play: the Special does nothing
    g.state.check_invariants()


VINE = '''
card "Vine Colossus": titan
  Special: On your turn, if it has four or more counters on it, you may play it instead of your regular action play, keeping up to three counters on it.
  Talent: Destroy this titan to draw a card for each +1 power counter on this titan.
'''


@pytest.mark.rule("SU-T6")
def test_SU_T6_play_it_instead_of_the_action_play_keeping_up_to_some_counters():
    """"you may play it instead of your regular action play, keeping up to three counters on it":
    refused with two counters; with seven it is played, uses the action play, and keeps three."""
    g, ch, specs, field = game(VINE)
    titan = g.add_card(specs["Vine Colossus"], 0, "set aside")
    play_phase(g)
    g.card(titan).counters["+1 power"] = 2
    with pytest.raises(NotDeclarable, match="condition"):
        g.activate(titan, 0)
    g.card(titan).counters["+1 power"] = 7
    g.activate(titan, 0)
    assert g.card(titan).zone == "bases"
    assert g.card(titan).counters == {"+1 power": 3} and g.value(titan, "power") == 3
    assert g.state.players[0].plays_left["action"] == 0 and g.state.players[0].plays_left["minion"] == 1


@pytest.mark.rule("SU-T6")
def test_SU_T6_keeping_up_to_three_takes_none_away_from_fewer():
    g, ch, specs, field = game(VINE)
    titan = g.add_card(specs["Vine Colossus"], 0, "set aside")
    play_phase(g)
    g.card(titan).counters["+1 power"] = 4
    g.activate(titan, 0)
    assert g.card(titan).counters == {"+1 power": 3}
    g.end_turn()
    g.card(titan).counters["+1 power"] = 2
    assert g.card(titan).counters == {"+1 power": 2}


@pytest.mark.rule("SU-T6")
def test_SU_T6_counters_on_a_titan_destroyed_by_its_own_talent_are_counted_as_it_left():
    """"Destroy this titan to draw a card for each +1 power counter on this titan": it is set
    aside with none (SU-T1), but the number is what it had as it left play."""
    g, ch, specs, field = game(VINE)
    titan = g.add_card(specs["Vine Colossus"], 0, "bases", at=field)
    g.card(titan).counters["+1 power"] = 2
    play_phase(g)
    before = len(g.zone(0, "hand"))
    g.activate(titan, 1)                                # (activated abilities: its Special, its Talent)
    assert g.card(titan).zone == "set aside" and not g.card(titan).counters
    assert len(g.zone(0, "hand")) == before + 2


RALLY = '''
card "Iron Colossus": titan
  Special: On your turn, you may play this titan.
card "Regroup": action
  Move up to two of your minions to Iron Colossus's base.
'''


@pytest.mark.rule("SU-A3")
def test_SU_A3_a_named_cards_base_is_the_base_where_that_card_is():
    """"to Iron Colossus's base": the base the card of that name is on (the only one offered)."""
    g, ch, specs, field = game(RALLY, steps=[("targets", ["Grunt", "Pebble"])])
    meadow = g.add_card(specs["Meadow"], None, "bases")
    g.add_card(specs["Iron Colossus"], 0, "bases", at=meadow)
    grunt = g.add_card(specs["Grunt"], 0, "bases", at=field)
    pebble = g.add_card(specs["Pebble"], 0, "bases", at=field)
    play_phase(g)
    g.play_card(g.add_card(specs["Regroup"], 0))
    assert g.card(grunt).at == meadow and g.card(pebble).at == meadow


WARDEN = '''
card "Twin Warden": minion, power 2
  Ongoing: Your titan limit is increased by 2.
card "First Colossus": titan
  Special: On your turn, you may play this titan.
card "Second Colossus": titan
  Special: On your turn, you may play this titan.
'''


@pytest.mark.rule("SU-T7")
def test_SU_T7_a_titan_limit_increased_lets_another_titan_in():
    """SU-T3 says one titan each; "Your titan limit is increased by 2" on a card in play makes it
    more for its controller only (Bob, with no such card, still has one)."""
    g, ch, specs, field = game(WARDEN)
    g.add_card(specs["First Colossus"], 0, "bases", at=field)
    second = g.add_card(specs["Second Colossus"], 0, "set aside")
    play_phase(g)
    with pytest.raises(NotDeclarable, match="SU-T3"):
        g.activate(second, 0)
    warden = g.add_card(specs["Twin Warden"], 0, "bases", at=field)
    g.activate(second, 0)
    assert g.card(second).zone == "bases"
    g.end_turn()
    g.add_card(specs["First Colossus"], 1, "bases", at=field)
    other = g.add_card(specs["Second Colossus"], 1, "set aside")
    play_phase(g, 1)
    with pytest.raises(NotDeclarable, match="SU-T3"):
        g.activate(other, 0)
    assert g.card(warden).zone == "bases"


HARVEST = '''
card "Harvest Colossus": titan
  Ongoing: Before one of your minions goes to the discard pile, you may transfer two of its +1 power counters to this titan.
'''


@pytest.mark.rule("SU-A2")
def test_SU_A2_before_a_minion_goes_to_the_discard_pile_its_counters_are_still_on_it():
    """"Before one of your minions goes to the discard pile": destroyed, it is still in play with
    its counters when the titan takes two; then it goes to the discard pile. Bob's minion does
    not trigger it (no second "may" is asked)."""
    from runtime import spec as s
    g, ch, specs, field = game(HARVEST, steps=[("may", "yes")])
    titan = g.add_card(specs["Harvest Colossus"], 0, "bases", at=field)
    mine = g.add_card(specs["Grunt"], 0, "bases", at=field)
    g.card(mine).counters["+1 power"] = 3
    bob = g.add_card(specs["Pebble"], 1, "bases", at=field)
    g.card(bob).counters["+1 power"] = 1
    play_phase(g)
    g.execute(s.Destroy(target=s.Each(filter=s.Filter(name="Grunt"))), controller=0)
    ch.assert_done()
    assert g.card(titan).counters.get("+1 power") == 2
    assert g.card(mine).zone == "discard pile" and not g.card(mine).counters
    g.execute(s.Destroy(target=s.Each(filter=s.Filter(name="Pebble"))), controller=0)
    assert g.card(bob).zone == "discard pile" and g.card(titan).counters.get("+1 power") == 2


@pytest.mark.parametrize("text", [
    "Special: After one of your minions is played, if you have a minion on three or more bases, you may play this titan on its base.",
    "Special: Before this base scores, if at least one other player does not have two or more minions here and you have a minion here, gain 2 VP.",
    "Ongoing: At the start of each other player's turn, if they do not have two or more minions here, you may draw a card.",
    "Special: At the end of your turn, if this titan is not in play, place two +1 power counters on it.",
    "Special: On your turn, if it has four or more counters on it, you may play it instead of your regular action play, keeping up to three counters on it.",
    "Ongoing: Your titan limit is increased by 2.",
    "Talent: Move up to two of your minions to Iron Golem's base.",
    "Ongoing: Before one of your minions goes to the discard pile, you may transfer two of its +1 power counters to this titan.",
    "Talent: Draw a card unless you are winning here and you have two or more cards in your hand.",
])
def test_the_new_shapes_print_and_parse_back(text):
    """The printer writes each shape back as written, and the text it writes parses to the same tree."""
    import dsl
    from dsl.printer import Printer
    from runtime.ruleset import RULESETS

    def parse(t):
        rep = dsl.check_text('ruleset smashup\ncard "Iron Golem": titan\ncard "Probe Colossus": titan\n  ' + t + "\n",
                             lower=False)
        return rep.cards[-1].card.abilities

    (ab,) = parse(text)
    printed = Printer(RULESETS["smashup"]).ability(ab)
    assert printed == text
    assert parse(printed) == (ab,)
