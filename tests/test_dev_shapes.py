"""Shapes of the dev corpus made general (issue 16, h16d), each written in our own words with
made-up names and played: "a standard action", "after you play or draw …" (and a trigger whose
comma is left out), "If …, it has +2 power, otherwise it has -2 power", "if you have any cards
in your hand", "after this action leaves play", "give control of it to its owner", counters
"split any way you choose" / "among your minions", "equal to that minion's power" after it left
play, and "cannot be moved from any base where you have a minion"."""

from __future__ import annotations

import pytest

from runtime import SMASHUP
from runtime import spec as s
from runtime.readback import readback

from su_table import compiled, e501, meadow_game


def said(specs, name) -> list[str]:
    return [readback(ab, SMASHUP) for ab in specs[name].abilities]


def names(cards) -> list[str]:
    return [c.spec.name for c in cards]


# ---- "a standard action": an action played on no card ---------------------------------------

NOOK = '''
card "Mossy Nook": action
  Play on a base.
  Ongoing: Once per turn, after you play a standard action, you can put it on the bottom of your deck instead of in your discard pile.
card "Spark": action
  Draw a card.
card "Thorn": action
  Play on a minion.
'''


@pytest.mark.rule("SU-A1")
@pytest.mark.rule("SU-A2")
@pytest.mark.rule("SU-D1")
def test_a_standard_action_goes_to_the_bottom_of_the_deck_and_an_action_played_on_a_minion_stays():
    g, specs, meadow = meadow_game(NOOK, steps=[("may", "yes")])
    nook = g.add_card(specs["Mossy Nook"], 0, "hand")
    brute = g.add_card(specs["Brute"], 0, "bases", at=meadow)
    spark = g.add_card(specs["Spark"], 0, "hand")
    thorn = g.add_card(specs["Thorn"], 0, "hand")
    g.begin_turn(0)
    g.next_phase()
    g.play_card(nook, base=meadow, free=True)
    g.play_card(spark, free=True)
    assert g.card(spark).zone == "deck" and g.zone(0, "deck")[0].id == spark      # at the bottom
    g.play_card(thorn, on=brute, free=True)
    assert g.card(thorn).zone == "bases"                # played on a minion: not a standard action
    ab = specs["Mossy Nook"].abilities[0]
    assert ab.when.subject.standard and ab.when.subject.card_types == ("action",)
    assert "that is played on no card" in said(specs, "Mossy Nook")[0]


def test_standard_on_anything_but_an_action_type_is_refused():
    assert e501('card "Odd": minion, power 2\n  Destroy a standard minion.\n')


# ---- "after you play or draw …"; a trigger with no comma --------------------------------------

INKWELL = '''
card "Ink Titan": titan
  Ongoing: After you play or draw a minion place a +1 power counter on this titan.
card "Quill": action
  Draw a card.
'''


@pytest.mark.rule("SU-A2")
def test_play_or_draw_is_one_ability_for_each_and_a_draw_of_another_type_does_nothing():
    g, specs, meadow = meadow_game(INKWELL)
    titan = g.add_card(specs["Ink Titan"], 0, "bases", at=meadow)
    twig = g.add_card(specs["Twig"], 0, "hand")
    quill = g.add_card(specs["Quill"], 0, "hand")
    g.begin_turn(0)
    g.next_phase()
    g.play_card(twig, base=meadow)
    assert g.card(titan).counters.get("+1 power") == 1         # played a minion
    g.play_card(quill)
    assert g.card(titan).counters.get("+1 power") == 2         # drew a Twig (a minion)
    g.add_card(specs["Quill"], 0, "deck")                      # the next draw is an action
    g.execute(s.Draw(amount=s.Const(value=1)), controller=0)
    assert g.card(titan).counters.get("+1 power") == 2
    play, draw = specs["Ink Titan"].abilities
    assert play.when.event is s.Event.PLAY and draw.when.event is s.Event.DRAW
    assert draw.when.player is s.Controller.YOU and draw.when.subject.card_types == ("minion",)
    assert "After you draw a minion" in said(specs, "Ink Titan")[1]


def test_a_trigger_without_its_comma_is_the_same_ability():
    a = compiled('card "T": titan\n  Ongoing: After you play a minion place a +1 power counter on this titan.\n')
    b = compiled('card "T": titan\n  Ongoing: After you play a minion, place a +1 power counter on this titan.\n')
    assert a["T"].abilities[0].when == b["T"].abilities[0].when
    assert a["T"].abilities[0].effect == b["T"].abilities[0].effect


# ---- "If …, it has +2 power, otherwise it has -2 power" --------------------------------------

VINE = '''
card "Turncoat Vine": action
  Play on a minion.
  Ongoing: If you control this minion it has +1 power, otherwise it cannot be destroyed.
card "Turncoat Vine Two": action
  Play on a minion.
  Ongoing: If you control this minion, it has +3 power. Otherwise, it has -1 power.
card "Smash Minion": action
  Destroy a minion.
'''


@pytest.mark.rule("SU-V3")
@pytest.mark.rule("SU-D2")
def test_a_bonus_while_a_condition_holds_and_a_malus_while_it_does_not():
    g, specs, meadow = meadow_game(VINE)
    mine = g.add_card(specs["Brute"], 0, "bases", at=meadow)
    theirs = g.add_card(specs["Brute"], 1, "bases", at=meadow)
    for host in (mine, theirs):
        vine = g.add_card(specs["Turncoat Vine Two"], 0, "hand")
        g.begin_turn(0)
        g.next_phase()
        g.play_card(vine, on=host, free=True)
    assert g.value(g.card(mine), "power") == 6 and g.value(g.card(theirs), "power") == 2
    yes, no = specs["Turncoat Vine Two"].abilities
    assert isinstance(no.effect.condition, s.Not) and no.effect.condition.condition == yes.effect.condition


@pytest.mark.rule("SU-D2")
def test_with_no_comma_after_the_condition_the_other_branch_holds_when_it_fails():
    g, specs, meadow = meadow_game(VINE, steps=[("targets", "Brute")])
    theirs = g.add_card(specs["Brute"], 1, "bases", at=meadow)
    vine = g.add_card(specs["Turncoat Vine"], 0, "hand")
    smash = g.add_card(specs["Smash Minion"], 0, "hand")
    g.begin_turn(0)
    g.next_phase()
    g.play_card(vine, on=theirs, free=True)
    assert g.value(g.card(theirs), "power") == 3         # not yours: no bonus, but it is protected
    g.play_card(smash, free=True)
    assert g.card(theirs).zone == "bases"
    yes, no = specs["Turncoat Vine"].abilities
    assert isinstance(yes.effect, s.StatBonus) and isinstance(no.effect, s.Cant)
    assert no.effect.condition == s.Not(condition=yes.effect.condition)


# ---- "if you have any cards"; "after this card leaves play"; control back to its owner ---------

GRAB = '''
card "Borrowed Soul": action
  Play on a minion. If you have any actions in your hand, return this card to your hand. Otherwise, you take control of this minion. Ongoing: After this card leaves play, give control of this minion to its owner.
card "Smash": action
  Destroy an action.
'''


@pytest.mark.rule("SU-A8")
@pytest.mark.rule("SU-D3")
def test_control_taken_with_an_empty_hand_goes_back_to_the_owner_when_the_action_leaves_play():
    g, specs, meadow = meadow_game(GRAB, steps=[("targets", "Borrowed Soul")])
    theirs = g.add_card(specs["Brute"], 1, "bases", at=meadow)
    soul = g.add_card(specs["Borrowed Soul"], 0, "hand")
    g.begin_turn(0)
    g.next_phase()
    g.play_card(soul, on=theirs)                    # the hand is empty once it is played
    assert g.card(theirs).controller == 0 and g.card(soul).zone == "bases"
    smash = g.add_card(specs["Smash"], 0, "hand")
    g.play_card(smash, free=True)
    assert g.card(soul).zone == "discard pile" and g.card(theirs).controller == 1
    assert "back to its owner" in said(specs, "Borrowed Soul")[1]


@pytest.mark.rule("SU-A3")
def test_with_an_action_in_hand_the_card_goes_back_to_the_hand_and_control_does_not_change():
    g, specs, meadow = meadow_game(GRAB)
    theirs = g.add_card(specs["Brute"], 1, "bases", at=meadow)
    soul = g.add_card(specs["Borrowed Soul"], 0, "hand")
    g.add_card(specs["Smash"], 0, "hand")
    g.begin_turn(0)
    g.next_phase()
    g.play_card(soul, on=theirs)
    assert g.card(soul).zone == "hand" and g.card(theirs).controller == 1


def test_giving_control_to_anyone_else_named_by_an_owner_is_refused():
    assert e501('card "Odd": action\n  Give control of one of your minions to its controller.\n')


# ---- counters split any way you choose -------------------------------------------------------

SHOP = '''
card "Spare Parts": action
  Destroy a minion you control. Put a number of +1 power counters equal to that minion's power, split any way you choose, on your minions.
card "Bolt Fair": action
  Place two +1 power counters among your minions.
'''


@pytest.mark.rule("SU-V3")
@pytest.mark.rule("SU-A4")
@pytest.mark.rule("SU-D4")
def test_counters_equal_to_the_destroyed_minions_power_go_one_at_a_time_where_chosen():
    g, specs, meadow = meadow_game(SHOP, steps=[("targets", "Brute"), ("targets", 0), ("targets", 0),
                                                ("targets", 0), ("targets", 1)])
    brute = g.add_card(specs["Brute"], 0, "bases", at=meadow)
    t1 = g.add_card(specs["Twig"], 0, "bases", at=meadow)
    t2 = g.add_card(specs["Twig"], 0, "bases", at=meadow)
    g.card(brute).counters["+1 power"] = 1          # power 4 as it leaves play
    shop = g.add_card(specs["Spare Parts"], 0, "hand")
    g.begin_turn(0)
    g.next_phase()
    g.play_card(shop)
    assert g.card(brute).zone == "discard pile"
    assert (g.card(t1).counters.get("+1 power", 0), g.card(t2).counters.get("+1 power", 0)) == (3, 1)
    ab = specs["Spare Parts"].abilities[0]
    assert "as many times as the power" in said(specs, "Spare Parts")[0]
    assert any(isinstance(x, s.Repeat) for x in ab.effect.effects)


def test_counters_among_your_minions_are_placed_one_at_a_time():
    specs = compiled(SHOP + 'card "Brute": minion, power 3\n')
    eff = specs["Bolt Fair"].abilities[0].effect
    assert isinstance(eff, s.Repeat) and eff.count == s.Const(value=2)
    assert isinstance(eff.effect, s.PlaceCounters) and eff.effect.amount == s.Const(value=1)
    assert eff.effect.target.filter.controller is s.Controller.YOU and eff.effect.target.max == 1


# ---- "cannot be moved from any base where you have a minion" ---------------------------------

SNARE = '''
card "Root Snare": action
  Play on a base. Ongoing: Minions of power 3 or less cannot be moved or returned to hands from any base where you have a minion.
card "Shove": action
  Move a minion of power 2 or less to another base.
card "Lot": base, breakpoint 30, vp 3/2/1
'''


@pytest.mark.rule("SU-D5")
def test_minions_on_a_base_where_you_have_a_minion_stay_and_others_move():
    g, specs, meadow = meadow_game(SNARE, steps=[("targets", "Twig"), ("targets", "Meadow")])
    lot = g.add_card(specs["Lot"], None, "bases")
    g.add_card(specs["Brute"], 0, "bases", at=meadow)
    stays = g.add_card(specs["Brute"], 1, "bases", at=meadow)
    moves = g.add_card(specs["Twig"], 1, "bases", at=lot)
    snare = g.add_card(specs["Root Snare"], 0, "hand")
    shove = g.add_card(specs["Shove"], 0, "hand")
    g.begin_turn(0)
    g.next_phase()
    g.play_card(snare, base=lot, free=True)
    g.play_card(shove)          # only the Twig (where you have no minion) may be chosen
    assert g.card(stays).at == meadow and g.card(moves).at == meadow
    eff = specs["Root Snare"].abilities[0].effect
    assert isinstance(eff, s.Cant) and eff.affects.filter.base.has.controller is s.Controller.YOU


# ---- "that player may …. If they do, …" on a base -------------------------------------------

SHRINE = '''
card "Drowned Shrine": base, breakpoint 30, vp 3/2/1
  At the end of each player's turn, that player may destroy one of their minions here. If they do, they draw two cards.
'''


@pytest.mark.rule("SU-A3")
def test_the_player_who_destroys_a_minion_draws_and_one_who_declines_does_not():
    g, specs, _ = meadow_game(SHRINE, steps=[("may", "yes"), ("may", "no")])
    shrine = g.add_card(specs["Drowned Shrine"], None, "bases")
    twig = g.add_card(specs["Twig"], 1, "bases", at=shrine)
    kept = g.add_card(specs["Twig"], 0, "bases", at=shrine)
    g.begin_turn(1)
    bob, ann = len(g.zone(1, "hand")), len(g.zone(0, "hand"))
    g.end_turn()                                # Bob's turn ends: he says yes
    assert g.card(twig).zone == "discard pile" and len(g.zone(1, "hand")) == bob + 2
    g.begin_turn(0)
    g.end_turn()                                # Ann's turn ends: she says no
    assert len(g.zone(0, "hand")) == ann and g.card(kept).at == shrine
    assert "if they do (in full), that player draws 2 cards" in said(specs, "Drowned Shrine")[0]


def test_a_possessive_that_owns_nothing_after_of_their_is_the_plural():
    a = compiled("card \"B\": base, breakpoint 30, vp 3/2/1\n  At the end of each player's turn, that player "
                 "may return one of their minion's here to their hand.\n")
    b = compiled("card \"B\": base, breakpoint 30, vp 3/2/1\n  At the end of each player's turn, that player "
                 "may return one of their minions here to their hand.\n")
    assert a["B"].abilities == b["B"].abilities


# ---- "for each +1 power counter on them": on each card its own -------------------------------

ROCK = '''
card "Loud Anthem": action
  All of your minions on one base gain +2 power for each +1 power counter on them until the end of the turn.
'''


@pytest.mark.rule("SU-V3")
@pytest.mark.rule("SU-D6")
def test_each_minion_gains_as_much_as_its_own_counters():
    g, specs, meadow = meadow_game(ROCK, steps=[("targets", "Meadow")])
    a = g.add_card(specs["Twig"], 0, "bases", at=meadow)
    b = g.add_card(specs["Twig"], 0, "bases", at=meadow)
    c = g.add_card(specs["Twig"], 1, "bases", at=meadow)
    g.card(a).counters["+1 power"] = 2
    g.card(c).counters["+1 power"] = 1
    anthem = g.add_card(specs["Loud Anthem"], 0, "hand")
    g.begin_turn(0)
    g.next_phase()
    g.play_card(anthem)
    assert [g.value(g.card(x), "power") for x in (a, b, c)] == [7, 1, 2]     # 1 + 2 + 2x2; 1; 1 + 1 (Bob's)
    g.end_turn()
    assert g.value(g.card(a), "power") == 3
    assert "the number of +1 power counters on that minion" in said(specs, "Loud Anthem")[0]


# ---- "cannot play more than one extra card per turn" -----------------------------------------

STRICT = '''
card "Stern Matron": minion, power 5
  Ongoing: Opponents cannot play more than two extra cards per turn.
card "Triple Up": action
  Play three extra minions.
'''


@pytest.mark.rule("SU-A6")
@pytest.mark.rule("SU-D7")
def test_another_player_plays_two_extra_cards_and_not_a_third():
    from runtime.errors import NotDeclarable
    g, specs, meadow = meadow_game(STRICT)
    g.add_card(specs["Stern Matron"], 0, "bases", at=meadow)
    up = g.add_card(specs["Triple Up"], 1, "hand")
    twigs = [g.add_card(specs["Twig"], 1, "hand") for _ in range(4)]
    g.begin_turn(1)
    g.next_phase()
    g.play_card(up)
    g.play_card(twigs[0], base=meadow)          # the normal play
    g.play_card(twigs[1], base=meadow)          # two extras
    g.play_card(twigs[2], base=meadow)
    with pytest.raises(NotDeclarable):
        g.play_card(twigs[3], base=meadow)      # a third extra
    assert "cannot play more than 2 extra cards in a turn" in said(specs, "Stern Matron")[0]


# ---- "Choose a card name. … with that name" --------------------------------------------------

CALL = '''
card "Echo Call": action
  Choose a card name. Put up to two minions with that name from your discard pile into your hand.
'''


@pytest.mark.rule("SU-A5")
@pytest.mark.rule("SU-D8")
def test_the_minions_with_the_chosen_name_come_back_and_the_others_stay():
    g, specs, meadow = meadow_game(CALL, steps=[("targets", 0), ("targets", [0, 1])])
    twigs = [g.add_card(specs["Twig"], 0, "discard pile") for _ in range(2)]
    brute = g.add_card(specs["Brute"], 0, "discard pile")
    call = g.add_card(specs["Echo Call"], 0, "hand")
    g.begin_turn(0)
    g.next_phase()
    g.play_card(call)
    assert [g.card(t).zone for t in twigs] == ["hand", "hand"] and g.card(brute).zone == "discard pile"
    eff = specs["Echo Call"].abilities[0].effect
    assert isinstance(eff, s.Pick) and eff.target.filter.zone == "discard pile"
    assert "with the same name as the chosen minion" in said(specs, "Echo Call")[0]


def test_a_name_chosen_with_no_instruction_saying_that_name_is_refused():
    assert e501('card "Odd": action\n  Choose a card name. Draw a card.\n')


# ---- "the chosen action": the card chosen before ----------------------------------------------

ENCORE = '''
card "Encore": action
  Choose an action in your discard pile. Discard two cards to play the chosen action as an extra action.
card "Spark": action
  Draw a card.
'''


def test_the_chosen_action_is_the_card_chosen_and_is_played():
    g, specs, meadow = meadow_game(ENCORE, steps=[("targets", "Spark"), ("discard", [0, 1])])
    g.add_card(specs["Spark"], 0, "discard pile")
    twigs = [g.add_card(specs["Twig"], 0, "hand") for _ in range(2)]
    encore = g.add_card(specs["Encore"], 0, "hand")
    g.begin_turn(0)
    g.next_phase()
    g.play_card(encore)
    assert [g.card(t).zone for t in twigs] == ["discard pile", "discard pile"]
    assert len(g.zone(0, "hand")) == 1                  # Spark was played: it drew a card
    eff = specs["Encore"].abilities[0].effect
    assert isinstance(eff, s.Pick) and eff.with_picked.second.target == s.Picked()
