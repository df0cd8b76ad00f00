"""Compiled text that runs: each lowering of selections, conditions, durations, purposes,
instructions to other players and plays "as an extra" is compiled from card text written in our
own words and executed by the runtime; the test checks what happened on the table."""

from __future__ import annotations

import pytest

import dsl
from dsl.lowering import lower_card
from runtime import spec as s

from su_table import FILLERS, build, diagnostics, first, run, table


@pytest.mark.rule("SU-A8")
def test_control_taken_until_the_end_of_the_turn_returns_then():
    cards = build('card "Lure": action\n  Take control of an opponent\'s minion of power 4 or less until the end of the turn.\n')
    g, jungle, _ = table(cards)
    foe = g.add_card(cards["Brute"], 1, "bases", at=jungle)
    lure = g.add_card(cards["Lure"], 0, "discard pile")
    run(g, lure)
    assert g.card(foe).controller == 0
    g.end_turn()
    assert g.card(foe).controller == 1


# ---- selection phrases ---------------------------------------------------------------------------


def test_a_base_where_you_have_a_minion():
    cards = build('card "Shove": action\n  Move an opponent\'s minion to a base where you have a minion.\n')
    g, jungle, castle = table(cards)
    g.add_card(cards["Brute"], 0, "bases", at=castle)
    mover = g.add_card(cards["Grunt"], 1, "bases", at=jungle)
    shove = g.add_card(cards["Shove"], 0, "discard pile")
    run(g, shove)                   # one minion, one base where you have a minion: no question
    assert g.card(mover).at == castle


def test_from_there_after_choosing_a_base():
    cards = build('card "Sweep": action\n  Choose a base. Return each minion of power 2 or less from there to its owner\'s hand.\n')
    g, jungle, castle = table(cards, [("targets", "Castle")])
    small = g.add_card(cards["Grunt"], 1, "bases", at=castle)
    big = g.add_card(cards["Brute"], 1, "bases", at=castle)
    away = g.add_card(cards["Grunt"], 1, "bases", at=jungle)
    run(g, g.add_card(cards["Sweep"], 0, "discard pile"))
    assert (g.card(small).zone, g.card(big).zone, g.card(away).zone) == ("hand", "bases", "bases")


def test_from_here_and_from_another_base_to_here():
    cards = build('card "Bouncer": minion, power 3\n  You may return another player\'s minion from here to its owner\'s hand.\n'
                  'card "Caller": minion, power 3\n  Move one of your minions from another base to here.\n')
    g, jungle, castle = table(cards, [("may", "yes"), ("targets", "Grunt")])
    bouncer = g.add_card(cards["Bouncer"], 0, "bases", at=jungle)
    near = g.add_card(cards["Grunt"], 1, "bases", at=jungle)
    far = g.add_card(cards["Brute"], 1, "bases", at=castle)
    run(g, bouncer)
    assert g.card(near).zone == "hand" and g.card(far).zone == "bases"
    caller = g.add_card(cards["Caller"], 0, "bases", at=castle)
    mine = g.add_card(cards["Grunt"], 0, "bases", at=jungle)
    run(g, caller)                          # one option: forced
    assert g.card(mine).at == castle


def test_actions_played_on_it_are_counted():
    cards = build('card "Hoarder": minion, power 1\n  Ongoing: This minion has +2 power for each action played on it.\n'
                  'card "Charm": action\n  Play on a minion.\n  Ongoing: This minion has +1 power.\n')
    g, jungle, _ = table(cards)
    hoarder = g.add_card(cards["Hoarder"], 0, "bases", at=jungle)
    other = g.add_card(cards["Grunt"], 0, "bases", at=jungle)
    g.add_card(cards["Charm"], 0, "bases", at=jungle, attached_to=hoarder)
    g.add_card(cards["Charm"], 0, "bases", at=jungle, attached_to=other)
    assert g.value(hoarder, "power") == 1 + 1 + 2


def test_at_its_base_is_where_the_destroyed_card_was():
    cards = build('card "Mourner": minion, power 2\n  Ongoing: After a minion is destroyed, place a +1 power counter on each of your minions at its base.\n')
    g, jungle, castle = table(cards)
    g.add_card(cards["Mourner"], 0, "bases", at=castle)
    near = g.add_card(cards["Grunt"], 0, "bases", at=jungle)
    victim = g.add_card(cards["Grunt"], 1, "bases", at=jungle)
    g.execute(s.Destroy(target=s.Each(filter=s.Filter(name="Grunt", controller=s.Controller.OPPONENT))), controller=0)
    assert g.card(victim).zone == "discard pile"
    assert g.card(near).counters == {"+1 power": 1}


def test_on_one_base_chooses_the_base_first():
    cards = build('card "Blast": action\n  Destroy each minion of power 2 or less on one base.\n')
    g, jungle, castle = table(cards, [("targets", "Jungle")])
    a = g.add_card(cards["Grunt"], 1, "bases", at=jungle)
    b = g.add_card(cards["Grunt"], 1, "bases", at=castle)
    run(g, g.add_card(cards["Blast"], 0, "discard pile"))
    assert (g.card(a).zone, g.card(b).zone) == ("discard pile", "bases")


@pytest.mark.rule("SU-A3")
def test_each_minion_on_a_base_is_every_minion_on_one_base_chosen_first():
    """"each minion on a base": the cards on one base (else "on a base" would say nothing), as
    "on one base"; it used to destroy every minion in play."""
    cards = build('card "Rockslide": action\n  Destroy each minion on a base.\n')
    g, jungle, castle = table(cards, [("targets", "Castle")])
    a = g.add_card(cards["Grunt"], 1, "bases", at=jungle)
    b = g.add_card(cards["Brute"], 1, "bases", at=castle)
    c = g.add_card(cards["Grunt"], 0, "bases", at=castle)
    run(g, g.add_card(cards["Rockslide"], 0, "discard pile"))
    assert (g.card(a).zone, g.card(b).zone, g.card(c).zone) == ("bases", "discard pile", "discard pile")


def test_a_base_where_you_have_a_minion_narrows_the_base_to_choose():
    """"… on a base where you have a minion": one such base is chosen (a third base, where you
    have none, cannot be), and only the minions there go (it used to be every such base)."""
    cards = build('card "Landslide": action\n  Return each minion on a base where you have a minion to its owner\'s hand.\n'
                  'card "Marsh": base, breakpoint 30, vp 3/1/1\n')
    g, jungle, castle = table(cards, [("targets", "Jungle")])
    marsh = g.add_card(cards["Marsh"], None, "bases")
    mine = g.add_card(cards["Grunt"], 0, "bases", at=jungle)
    theirs = g.add_card(cards["Brute"], 1, "bases", at=jungle)
    also_mine = g.add_card(cards["Grunt"], 0, "bases", at=castle)
    elsewhere = g.add_card(cards["Brute"], 1, "bases", at=marsh)
    run(g, g.add_card(cards["Landslide"], 0, "discard pile"))
    assert [g.card(x).zone for x in (mine, theirs, also_mine, elsewhere)] == ["hand", "hand", "bases", "bases"]


def test_each_minion_on_a_base_outside_an_instruction_is_an_error():
    """In an ongoing bonus nothing chooses the base: E501 at the words, not every minion."""
    found = [c for c, _ in diagnostics('card "Tremor Field": action\n  Ongoing: Each minion on a base has -1 power.\n')]
    assert found == ["E501"]


@pytest.mark.rule("SU-V1")
def test_printed_power_ignores_counters():
    cards = build('card "Sieve": action\n  Destroy each minion of printed power 2 or less.\n')
    g, jungle, _ = table(cards)
    pumped = g.add_card(cards["Grunt"], 1, "bases", at=jungle)
    g.card(pumped).counters["+1 power"] = 3
    big = g.add_card(cards["Brute"], 1, "bases", at=jungle)
    run(g, g.add_card(cards["Sieve"], 0, "discard pile"))
    assert (g.card(pumped).zone, g.card(big).zone) == ("discard pile", "bases")


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


def minion_spec(name: str, power: int) -> s.CardSpec:
    return s.CardSpec(slug=name.lower(), name=name, card_type="minion", stats=(("power", power),))


def test_with_the_same_name_chooses_a_name_then_the_cards():
    cards = build('card "Roll Call": action\n  Return any number of minions with the same name from your discard pile to your hand.\n')
    g, _, _ = table(cards, [("targets", "Grunt"), ("targets", [0, 1])])
    grunts = [g.add_card(cards["Grunt"], 0, "discard pile") for _ in range(2)]
    brute = g.add_card(cards["Brute"], 0, "discard pile")
    run(g, g.add_card(cards["Roll Call"], 0, "discard pile"))
    assert [g.card(x).zone for x in grunts] == ["hand", "hand"] and g.card(brute).zone == "discard pile"
    assert g.chooser.asked[0].options == ("Brute", "Grunt")


def test_a_non_name_selection_excludes_that_card():
    cards = build('card "Picky": action\n  Destroy each non-Grunt minion.\n')
    g, jungle, _ = table(cards)
    grunt = g.add_card(cards["Grunt"], 1, "bases", at=jungle)
    brute = g.add_card(cards["Brute"], 1, "bases", at=jungle)
    run(g, g.add_card(cards["Picky"], 0, "discard pile"))
    assert (g.card(grunt).zone, g.card(brute).zone) == ("bases", "discard pile")


def test_this_minion_or_a_weaker_one_is_a_choice_of_two_instructions():
    cards = build('card "Coach": minion, power 3\n  Place a +1 power counter on this minion or a minion with less power than this minion.\n')
    g, jungle, _ = table(cards, [("modes", "2:place_counters"), ("targets", "Grunt")])
    coach = g.add_card(cards["Coach"], 0, "bases", at=jungle)
    grunt = g.add_card(cards["Grunt"], 1, "bases", at=jungle)
    g.add_card(cards["Brute"], 1, "bases", at=jungle)
    run(g, coach)
    assert g.card(grunt).counters == {"+1 power": 1} and not g.card(coach).counters


# ---- conditions ----------------------------------------------------------------------------------


def test_first_minion_played_this_turn():
    cards = build('card "Starter": minion, power 1\n  If this is the first minion you played on this turn, draw a card.\n')
    g, jungle, _ = table(cards, [("base", "Jungle"), ("base", "Jungle")])
    for _ in range(3):
        g.add_card(cards["Grunt"], 0, "deck")
    one = g.add_card(cards["Starter"], 0, "hand")
    two = g.add_card(cards["Starter"], 0, "hand")
    g.players[0].plays_left["minion"] = 2
    g.play_card(one)
    assert len(g.zone(0, "hand")) == 2          # the second Starter and the card drawn
    g.play_card(two)
    assert len(g.zone(0, "hand")) == 1          # not the first: no draw


def test_turn_history_conditions():
    cards = build('card "Patient": minion, power 2\n  Talent: If you have not played a minion this turn, draw a card.\n'
                  'card "Hunter": minion, power 2\n  If you have destroyed a minion this turn, gain 1 VP.\n'
                  'card "Witness": action\n  Play on a base.\n  Ongoing: At the end of each turn, if another player\'s minion here was destroyed, gain 1 VP.\n')
    g, jungle, _ = table(cards)
    g.add_card(cards["Grunt"], 0, "deck")
    patient = g.add_card(cards["Patient"], 0, "bases", at=jungle)
    hunter = g.add_card(cards["Hunter"], 0, "bases", at=jungle)
    g.add_card(cards["Witness"], 0, "bases", at=jungle)
    g.activate(patient)
    assert len(g.zone(0, "hand")) == 1
    run(g, hunter)
    assert g.players[0].resources["vp"] == 0
    foe = g.add_card(cards["Grunt"], 1, "bases", at=jungle)
    g.execute(s.Destroy(target=s.Each(filter=s.Filter(controller=s.Controller.OPPONENT))), controller=0, source=hunter)
    assert g.card(foe).zone == "discard pile"
    run(g, hunter)
    assert g.players[0].resources["vp"] == 1
    g.end_turn()                                 # Witness: a foe's minion here was destroyed
    assert g.players[0].resources["vp"] == 2


def test_most_power_here_and_highest_power_here():
    cards = build('card "Boss": minion, power 4\n  Talent: If you have the most power here, gain 1 VP.\n'
                  'card "Crown": action\n  Play on a minion.\n  Talent: If this minion has the highest power here, draw a card.\n')
    g, jungle, _ = table(cards)
    g.add_card(cards["Grunt"], 0, "deck")
    boss = g.add_card(cards["Boss"], 0, "bases", at=jungle)
    foe = g.add_card(cards["Brute"], 1, "bases", at=jungle)
    g.activate(boss)
    assert g.players[0].resources["vp"] == 0, "a tie is not the most"
    crown = g.add_card(cards["Crown"], 0, "bases", at=jungle, attached_to=boss)
    g.activate(crown)
    assert len(g.zone(0, "hand")) == 1, "a tie for the highest power counts"
    g.card(foe).counters["+1 power"] = 1
    g.card(boss).uses.clear()
    g.activate(boss)
    assert g.players[0].resources["vp"] == 0


@pytest.mark.rule("SU-A4")
def test_if_you_do_and_to_need_the_first_instruction_done_in_full():
    cards = build('card "Trade": action\n  Discard two cards. If you do, gain 1 VP.\n'
                  'card "Swap": action\n  You may discard a card to draw two cards.\n')
    g, _, _ = table(cards, [("may", "yes")])
    trade = g.add_card(cards["Trade"], 0, "discard pile")
    g.add_card(cards["Grunt"], 0, "hand")
    run(g, trade)
    assert g.players[0].resources["vp"] == 0, "one card is not two"
    for _ in range(2):
        g.add_card(cards["Grunt"], 0, "deck")
    run(g, g.add_card(cards["Swap"], 0, "discard pile"))
    assert g.players[0].resources["vp"] == 0
    g.add_card(cards["Grunt"], 0, "hand")
    g.chooser.steps = [("may", "yes")]
    run(g, g.add_card(cards["Swap"], 0, "discard pile"))
    assert len(g.zone(0, "hand")) == 2 and not g.zone(0, "deck")


# ---- instructions to other players ---------------------------------------------------------------


@pytest.mark.rule("SU-A3")
def test_each_other_player_acts_as_you_on_their_own_cards():
    cards = build('card "Squeeze": action\n  Each other player returns their minion with the least power to their hand.\n'
                  'card "Offer": action\n  Each other player may draw a card.\n')
    g, jungle, _ = table(cards, [("may", "no")])
    weak = g.add_card(cards["Grunt"], 1, "bases", at=jungle)
    strong = g.add_card(cards["Brute"], 1, "bases", at=jungle)
    mine = g.add_card(minion_spec("Tiny", 1), 0, "bases", at=jungle)
    run(g, g.add_card(cards["Squeeze"], 0, "discard pile"))
    assert (g.card(weak).zone, g.card(strong).zone, g.card(mine).zone) == ("hand", "bases", "bases")
    g.add_card(cards["Grunt"], 1, "deck")
    run(g, g.add_card(cards["Offer"], 0, "discard pile"))
    assert g.chooser.asked[-1].player == 1 and len(g.zone(1, "hand")) == 1


def test_they_must_after_another_player_plays():
    cards = build('card "Taxman": minion, power 3\n  Ongoing: After another player plays a minion here, they must discard a card.\n'
)
    g, jungle, _ = table(cards)
    g.add_card(cards["Taxman"], 0, "bases", at=jungle)
    g.begin_turn(1)
    g.next_phase()
    trick = g.add_card(cards["Grunt"], 1, "hand")
    kept = g.add_card(cards["Brute"], 1, "hand")
    g.play_card(trick, base=jungle)
    assert g.card(kept).zone == "discard pile"


# ---- playing now ---------------------------------------------------------------------------------


@pytest.mark.rule("SU-A7")
def test_play_from_the_discard_pile_as_an_extra_minion_then_it():
    cards = build('card "Raise": action\n  Play a minion of power 1 or less from your discard pile as an extra minion. Place a +1 power counter on it.\n'
                  'card "Echo": minion, power 1\n  Draw a card.\n')
    g, jungle, _ = table(cards, [("base", "Jungle")])
    echo = g.add_card(cards["Echo"], 0, "discard pile")
    g.add_card(cards["Brute"], 0, "discard pile")
    g.add_card(cards["Grunt"], 0, "deck")
    run(g, g.add_card(cards["Raise"], 0, "discard pile"))
    assert g.card(echo).zone == "bases" and g.card(echo).counters == {"+1 power": 1}
    assert len(g.zone(0, "hand")) == 1, "played, so its on-play ability happened (SU-A7)"
    assert g.players[0].plays_left["minion"] == 1, "an extra play does not use the turn's minion play"


def test_return_then_play_it_again_here():
    cards = build('card "Rewind": minion, power 3\n  Return another of your minions here to your hand. Play it here as an extra minion.\n')
    g, jungle, castle = table(cards)
    rewind = g.add_card(cards["Rewind"], 0, "bases", at=castle)
    other = g.add_card(cards["Grunt"], 0, "bases", at=castle)
    run(g, rewind)
    assert g.card(other).zone == "bases" and g.card(other).at == castle and g.card(other).moves == 2


def test_extra_play_onto_a_base_where_you_have_a_minion():
    cards = build('card "Rally": action\n  You may play an extra minion at a base where you have a minion.\n')
    g, jungle, castle = table(cards)
    g.add_card(cards["Grunt"], 0, "bases", at=castle)
    g.chooser.steps = [("may", "yes")]
    run(g, g.add_card(cards["Rally"], 0, "discard pile"))
    g.players[0].plays_left["minion"] = 0
    hand = g.add_card(cards["Brute"], 0, "hand")
    with pytest.raises(Exception):
        g.play_card(hand, base=jungle)
    g.play_card(hand, base=castle)
    assert g.card(hand).at == castle


# ---- counting --------------------------------------------------------------------------------------


def test_draw_one_card_for_each_and_for_each_do():
    cards = build('card "Census": action\n  Choose a base. Draw two cards for each of your minions there.\n'
                  'card "Tithe": action\n  For each of your minions here, place a +1 power counter on a minion.\n')
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
    g.chooser.steps = [("targets", "Brute")] * 2
    run(g, tithe)
    assert g.card(target).counters == {"+1 power": 2}


def test_shuffle_your_deck_keeps_the_cards():
    cards = build('card "Stir": action\n  Draw a card. Shuffle your deck.\n')
    g, _, _ = table(cards)
    deck = [g.add_card(cards["Grunt"], 0, "deck") for _ in range(5)]
    run(g, g.add_card(cards["Stir"], 0, "discard pile"))
    assert sorted(g.state.zone_cards(0, "deck") + [c.id for c in g.zone(0, "hand")]) == sorted(deck)


def test_what_is_not_supported_stays_an_error_naming_the_words():
    rep = dsl.check_text('ruleset smashup\ncard "Odd": action\n  Destroy all of one player\'s minions.\n'
                         + FILLERS, path="t.cards")
    c = rep.cards[0]
    lo = lower_card(c.card, rep.ruleset, rep.source.text, "t.cards", rep.table)
    assert lo.diagnostics and lo.diagnostics[0].code.id == "E501" and "`" in lo.diagnostics[0].message


def test_a_replacement_said_by_another_player_is_lowered_not_a_crash():
    rep = dsl.check_text('ruleset smashup\ncard "Haven": base, breakpoint 20, vp 2/1/0\n'
                         '  If a minion of power 2 or less at another base would be destroyed, its owner may move it here instead.\n',
                         path="t.cards")
    c = rep.cards[0]
    lo = lower_card(c.card, rep.ruleset, rep.source.text, "t.cards", rep.table)
    assert not lo.diagnostics and lo.abilities[0][0].KIND == "replacement"


@pytest.mark.rule("SU-A6")
def test_extra_play_of_a_minion_named_like_another_here():
    cards = build('card "Kinship": action\n  Play on a base.\n  Talent: Play an extra minion here with the same name as another minion here.\n')
    g, jungle, castle = table(cards)
    g.add_card(cards["Grunt"], 1, "bases", at=jungle)
    kin = g.add_card(cards["Kinship"], 0, "bases", at=jungle)
    g.activate(kin)
    g.players[0].plays_left["minion"] = 0
    brute = g.add_card(cards["Brute"], 0, "hand")
    grunt = g.add_card(cards["Grunt"], 0, "hand")
    with pytest.raises(Exception):
        g.play_card(brute, base=jungle)         # no Brute here
    with pytest.raises(Exception):
        g.play_card(grunt, base=castle)         # not here
    g.play_card(grunt, base=jungle)
    assert g.card(grunt).at == jungle


def test_less_power_than_the_chosen_one():
    cards = build('card "Culling": action\n  Choose one of your minions on a base. Return a minion there with less power than yours to its owner\'s hand.\n')
    g, jungle, _ = table(cards, [("targets", "Brute")])
    mine = g.add_card(cards["Brute"], 0, "bases", at=jungle)
    weak = g.add_card(cards["Grunt"], 1, "bases", at=jungle)
    g.add_card(minion_spec("Giant", 9), 1, "bases", at=jungle)
    run(g, g.add_card(cards["Culling"], 0, "discard pile"))   # one weaker minion: no question
    assert g.card(weak).zone == "hand" and g.card(mine).zone == "bases"


def test_it_refers_back_only_within_one_ability_and_only_to_cards_acted_on():
    cards = build('card "Keeper": minion, power 2\n  Return a minion to its owner\'s hand.\n'
                  '  Ongoing: After a minion is destroyed, draw a card and place it on the bottom of its owner\'s deck.\n')
    trig = first(cards["Keeper"], "triggered")
    assert trig.effect.effects[1].target == s.EventCard(), "a draw is not what `it` refers to; nor is another ability"


# ---- "its owner" after an instruction or a choice --------------------------------------------------


@pytest.mark.rule("SU-A8")
def test_its_owner_after_an_instruction_is_the_owner_of_the_card_it_acted_on():
    """In a played action there is no triggering card: "its owner" is the owner of the minion
    the previous instruction destroyed (not the player of the action), and after "Choose a
    minion." the owner of the chosen one."""
    cards = build('card "Payback": action\n  Destroy a minion. Its owner draws a card.\n'
                  'card "Gift": action\n  Choose a minion. Its owner draws two cards.\n')
    g, jungle, _ = table(cards, [("targets", "Grunt"), ("targets", "Brute")])
    for _ in range(3):
        g.add_card(cards["Grunt"], 1, "deck")
    foe = g.add_card(cards["Grunt"], 1, "bases", at=jungle)
    run(g, g.add_card(cards["Payback"], 0, "discard pile"))
    assert g.card(foe).zone == "discard pile"
    assert (len(g.zone(0, "hand")), len(g.zone(1, "hand"))) == (0, 1)
    g.add_card(cards["Brute"], 1, "bases", at=jungle)
    run(g, g.add_card(cards["Gift"], 0, "discard pile"))
    assert (len(g.zone(0, "hand")), len(g.zone(1, "hand"))) == (0, 3)
