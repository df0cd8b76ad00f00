"""Conditions, triggers on moves, one use per name on play, and ongoing effects given by an
instruction: each is compiled from card text written in our own words and run by the runtime;
the test checks what happened on the table."""

from __future__ import annotations

import pytest

from runtime import SMASHUP, Game, ScriptedChooser
from runtime import spec as s

from su_table import build, diagnostics, run, table


def errors(text: str) -> list[str]:
    return [m for c, m in diagnostics(text)]


@pytest.mark.rule("SU-V3")
def test_this_base_has_one_of_your_actions_played_on_it():
    cards = build('card "Boiler": minion, power 3\n'
                  '  Ongoing: Has +2 power if this base has one of your actions played on it.\n'
                  'card "Flag": action\n  Play on a base.\n'
                  'card "Charm": action\n  Play on a minion.\n')
    g, jungle, castle = table(cards)
    boiler = g.add_card(cards["Boiler"], 0, "bases", at=jungle)
    assert g.value(boiler, "power") == 3
    g.add_card(cards["Charm"], 0, "bases", at=jungle, attached_to=boiler)   # on a minion: not on the base
    g.add_card(cards["Flag"], 1, "bases", at=jungle)                         # another player's
    g.add_card(cards["Flag"], 0, "bases", at=castle)                         # another base
    assert g.value(boiler, "power") == 3
    g.add_card(cards["Flag"], 0, "bases", at=jungle)
    assert g.value(boiler, "power") == 5


@pytest.mark.rule("SU-A2")
def test_more_total_power_here_than_each_other_player():
    cards = build('card "Claim": action\n  Play on a base.\n'
                  '  Ongoing: At the start of your turn, if you have more total power here than each other player, '
                  'draw a card.\n')
    g = Game(SMASHUP, ("Ann", "Bob"), chooser=ScriptedChooser(()), seed=1, check_invariants=True)
    jungle = g.add_card(cards["Jungle"], None, "bases")
    g.add_card(cards["Castle"], None, "bases")
    for _ in range(5):
        g.add_card(cards["Grunt"], 0, "deck")
    g.add_card(cards["Claim"], 0, "bases", at=jungle)
    g.add_card(cards["Brute"], 0, "bases", at=jungle)
    foe = g.add_card(cards["Brute"], 1, "bases", at=jungle)
    g.begin_turn(0)                     # 4 against 4: not more
    assert len(g.zone(0, "hand")) == 0
    g.end_turn()
    g.begin_turn(1)
    g.end_turn()
    g.card(foe).printed["power"] = 3
    g.begin_turn(0)
    assert len(g.zone(0, "hand")) == 1


@pytest.mark.rule("SU-A1")
def test_if_you_play_this_minion_on_a_base_where_you_have_another_minion():
    cards = build('card "Starfish": minion, power 3\n'
                  '  If you play this card on a base where you have another minion, you can play an extra minion '
                  'this turn. Only use one Starfish\'s ability each turn.\n')
    g, jungle, castle = table(cards)
    g.add_card(cards["Grunt"], 0, "bases", at=castle)
    a = g.add_card(cards["Starfish"], 0, "hand")
    b = g.add_card(cards["Starfish"], 0, "hand")
    c = g.add_card(cards["Starfish"], 0, "hand")
    g.play_card(a, base=jungle)             # nothing of yours there: no extra play
    assert g.players[0].plays_left["minion"] == 0
    g.play_card(b, base=castle, free=True)  # a minion of yours there: an extra minion
    assert g.players[0].plays_left["minion"] == 1
    g.play_card(c, base=castle, free=True)  # only one Starfish's ability each turn
    assert g.players[0].plays_left["minion"] == 1


def test_condition_on_a_played_minion_needs_a_base_test():
    msgs = errors('card "Odd": minion, power 3\n  If you play this minion on a base, draw a card.\n')
    assert any("this condition" in m for m in msgs)


# ---- triggers on moves -------------------------------------------------------------------------


@pytest.mark.rule("SU-A2")
def test_after_another_players_minion_moves_here():
    cards = build('card "Scout": minion, power 3\n'
                  '  Ongoing: After another player\'s minion moves here, if it has less power than this minion, '
                  'you may destroy it.\n'
                  'card "Nudge": action\n  Move a minion to a base.\n')
    g, jungle, castle = table(cards, [("targets", "Grunt"), ("targets", "Castle"), ("may", "yes"),
                                      ("targets", "Brute"), ("targets", "Castle")])
    g.add_card(cards["Scout"], 0, "bases", at=castle)
    small = g.add_card(cards["Grunt"], 1, "bases", at=jungle)
    big = g.add_card(cards["Brute"], 1, "bases", at=jungle)
    g.execute(cards["Nudge"].abilities[0].effect, controller=1)
    assert g.card(small).zone == "discard pile"
    g.execute(cards["Nudge"].abilities[0].effect, controller=1)
    assert g.card(big).zone == "bases" and g.card(big).at == castle     # not less power: stays


@pytest.mark.rule("SU-A7")
def test_a_move_trigger_ignores_moves_that_are_not_between_bases():
    cards = build('card "Watcher": minion, power 3\n'
                  '  Ongoing: After another player\'s minion moves, draw a card.\n'
                  'card "Bounce": action\n  Return a minion to its owner\'s hand.\n'
                  'card "Nudge": action\n  Move a minion to a base.\n')
    g, jungle, castle = table(cards, [("targets", "Grunt"), ("targets", "Brute"), ("targets", "Castle")])
    for _ in range(3):
        g.add_card(cards["Grunt"], 0, "deck")
    g.add_card(cards["Watcher"], 0, "bases", at=jungle)
    g.add_card(cards["Grunt"], 1, "bases", at=jungle)
    g.add_card(cards["Brute"], 1, "bases", at=jungle)
    g.execute(cards["Bounce"].abilities[0].effect, controller=1)
    assert len(g.zone(0, "hand")) == 0
    g.execute(cards["Nudge"].abilities[0].effect, controller=1)
    assert len(g.zone(0, "hand")) == 1


def test_this_base_on_a_minion_is_the_base_it_is_on():
    cards = build('card "Homing": minion, power 3\n  Move a minion to this base.\n')
    g, jungle, castle = table(cards, [("targets", "Grunt")])
    home = g.add_card(cards["Homing"], 0, "bases", at=castle)
    grunt = g.add_card(cards["Grunt"], 1, "bases", at=jungle)
    run(g, home)
    assert g.card(grunt).at == castle


# ---- an ongoing effect for a while, as an instruction ----------------------------------------------


@pytest.mark.rule("SU-A8")
def test_cannot_be_affected_until_the_start_of_your_next_turn_as_an_instruction():
    cards = build('card "Aegis": action\n'
                  '  Your minions here cannot be affected by other players\' cards until the start of your next turn.\n'
                  'card "Smite": action\n  Destroy a minion.\n')
    g, jungle, castle = table(cards)
    mine = g.add_card(cards["Grunt"], 0, "bases", at=jungle)
    aegis = g.add_card(cards["Aegis"], 0, "bases", at=jungle)
    smite = g.add_card(cards["Smite"], 1, "discard pile")
    run(g, aegis)
    g.end_turn()
    g.begin_turn(1)
    ab = cards["Smite"].abilities[0]
    g.execute(ab.effect, controller=1, source=smite, origin=ab.origin)      # no legal target
    assert g.card(mine).zone == "bases"
    g.end_turn()
    g.begin_turn(0)                     # the shield is over
    g.execute(ab.effect, controller=1, source=smite, origin=ab.origin)
    assert g.card(mine).zone == "discard pile"


# ---- cancelled abilities -----------------------------------------------------------------------

BASE_WITH_TEXT = ('card "Forge": base, breakpoint 30, vp 3/1/1\n'
                  '  Minions here have +1 power.\n'
                  '  After a minion is played here, its controller draws a card.\n')


@pytest.mark.rule("SU-A8")
def test_this_bases_abilities_are_cancelled_while_the_action_is_there():
    cards = build(BASE_WITH_TEXT + 'card "Static Noise": action\n  Play on a base.\n'
                  '  Ongoing: This base\'s abilities are cancelled.\n')
    g, _, _ = table(cards)
    forge = g.add_card(cards["Forge"], None, "bases")
    for _ in range(3):
        g.add_card(cards["Grunt"], 0, "deck")
    grunt = g.add_card(cards["Grunt"], 0, "bases", at=forge)
    assert g.value(grunt, "power") == 3
    noise = g.add_card(cards["Static Noise"], 0, "bases", at=forge)
    assert g.value(grunt, "power") == 2             # its ongoing effect does not apply
    g.play_card(g.add_card(cards["Brute"], 0, "hand"), base=forge)
    assert len(g.zone(0, "hand")) == 0              # its trigger does not fire
    g.state.cards[noise]                            # the action leaves: the base works again
    g.execute(s.Destroy(target=s.This()), controller=0, source=noise)
    assert g.value(grunt, "power") == 3
    g.play_card(g.add_card(cards["Brute"], 0, "hand"), base=forge, free=True)
    assert len(g.zone(0, "hand")) == 1


@pytest.mark.rule("SU-A8")
def test_destroy_this_action_to_cancel_this_bases_ability_for_a_while():
    cards = build(BASE_WITH_TEXT + 'card "Saboteur Kit": action\n  Play on a base.\n'
                  '  Talent: Destroy this action to cancel this base\'s ability until the start of your turn.\n')
    g, _, _ = table(cards)
    forge = g.add_card(cards["Forge"], None, "bases")
    grunt = g.add_card(cards["Grunt"], 1, "bases", at=forge)
    kit = g.add_card(cards["Saboteur Kit"], 0, "bases", at=forge)
    g.activate(kit)
    assert g.card(kit).zone == "discard pile"
    assert g.value(grunt, "power") == 2             # cancelled although the action has left
    g.end_turn()
    g.begin_turn(1)
    assert g.value(grunt, "power") == 2
    g.end_turn()
    g.begin_turn(0)                                 # the start of your turn: it works again
    assert g.value(grunt, "power") == 3


def test_cancelling_abilities_of_another_card_is_refused():
    msgs = errors('card "Mute": action\n  Cancel the abilities until the end of the turn.\n')
    assert any("cancelling the abilities of something other than" in m for m in msgs), msgs


# ---- swapping a base with the top of the base deck -------------------------------------------------


@pytest.mark.rule("SU-A2")
def test_swap_this_base_with_the_top_card_of_the_base_deck():
    cards = build('card "Eclipse": action\n  Play on a base.\n'
                  '  Ongoing: At the start of your turn, put all cards here on the bottom of their owners\' decks '
                  'and swap this base with the top card of the base deck.\n'
                  'card "Moor": base, breakpoint 20, vp 2/1/0\n'
                  'card "Fen": base, breakpoint 20, vp 2/1/0\n')
    from runtime import SMASHUP, Game, ScriptedChooser
    g = Game(SMASHUP, ("Ann", "Bob"), chooser=ScriptedChooser(()), seed=1, check_invariants=True)
    jungle = g.add_card(cards["Jungle"], None, "bases")
    castle = g.add_card(cards["Castle"], None, "bases")
    g.add_card(cards["Fen"], None, "base deck")
    moor = g.add_card(cards["Moor"], None, "base deck")          # the top of the base deck
    eclipse = g.add_card(cards["Eclipse"], 0, "bases", at=jungle)
    mine = g.add_card(cards["Brute"], 0, "bases", at=jungle)
    theirs = g.add_card(cards["Grunt"], 1, "bases", at=jungle)
    elsewhere = g.add_card(cards["Grunt"], 1, "bases", at=castle)
    g.begin_turn(0)
    bases = [c.id for c in g.zone(None, "bases") if c.spec.card_type == "base"]
    assert bases == [moor, castle]                                   # in the same place
    assert g.card(jungle).zone == "base deck" and g.zone(None, "base deck")[-1].id == jungle
    for c in (mine, theirs, eclipse):
        assert g.card(c).zone == "deck"
    # the bottom: "all cards here" takes in the card itself (so it swaps once, not every turn)
    assert {g.zone(0, "deck")[0].id, g.zone(0, "deck")[1].id} == {mine, eclipse}
    assert g.zone(1, "deck")[0].id == theirs
    assert g.card(elsewhere).at == castle


def test_cards_left_on_a_swapped_base_stay_on_the_new_one():
    cards = build('card "Shift": action\n  Play on a base.\n'
                  '  Talent: Swap this base with the top card of the base deck.\n'
                  'card "Moor": base, breakpoint 20, vp 2/1/0\n')
    g, jungle, _ = table(cards)
    moor = g.add_card(cards["Moor"], None, "base deck")
    shift = g.add_card(cards["Shift"], 0, "bases", at=jungle)
    grunt = g.add_card(cards["Grunt"], 1, "bases", at=jungle)
    g.activate(shift)
    assert g.card(grunt).at == moor and g.card(shift).at == moor and g.card(jungle).zone == "base deck"


@pytest.mark.rule("SU-G2")
def test_search_the_base_deck_for_a_base_swap_it_and_play_an_extra_minion_there():
    cards = build('card "Landscaping": action\n'
                  '  Search the base deck for one base and swap it with a base in play. You may play an extra minion '
                  'there.\n'
                  'card "Moor": base, breakpoint 20, vp 2/1/0\n'
                  'card "Fen": base, breakpoint 20, vp 2/1/0\n')
    g, jungle, castle = table(cards, [("targets", "Jungle"), ("targets", "Fen"), ("may", "yes")])
    g.add_card(cards["Moor"], None, "base deck")
    fen = g.add_card(cards["Fen"], None, "base deck")
    grunt = g.add_card(cards["Grunt"], 1, "bases", at=jungle)
    run(g, g.add_card(cards["Landscaping"], 0, "discard pile"))
    assert g.card(fen).zone == "bases" and g.card(jungle).zone == "base deck"
    assert g.card(grunt).at == fen and not g.chooser.steps
    grants = g.players[0].extra_plays
    assert len(grants) == 1 and grants[0].base == fen          # the extra minion goes there only
    brute = g.add_card(cards["Brute"], 0, "hand")
    g.state.players[0].plays_left["minion"] = 0
    from runtime.errors import NotDeclarable
    with pytest.raises(NotDeclarable):
        g.play_card(brute, base=castle)
    g.play_card(brute, base=fen)
    assert g.card(brute).at == fen


# ---- an ongoing instruction done when its condition becomes true ------------------------------------


@pytest.mark.rule("SU-V4")
def test_if_this_minion_has_0_power_destroy_it():
    cards = build('card "Heavy Chains": action\n  Play on a minion.\n'
                  '  Ongoing: This minion has -3 power. If this minion has 0 power, destroy it.\n')
    g, jungle, _ = table(cards)
    brute = g.add_card(cards["Brute"], 0, "bases", at=jungle)
    grunt = g.add_card(cards["Grunt"], 1, "bases", at=jungle)
    g.add_card(cards["Heavy Chains"], 1, "hand")
    chains = g.zone(1, "hand")[0].id
    g.play_card(chains, on=brute, free=True)           # 4 - 3 = 1: it stays
    assert g.card(brute).zone == "bases"
    g.execute(s.Modify(target=s.Host(), stat="power", op=s.ModOp.SUB, amount=s.Const(value=1)),
              controller=1, source=chains)             # 0 power now: destroyed
    assert g.card(brute).zone == "discard pile"
    # a minion with power 3 or less under the chains is destroyed as they arrive (SU-V4: 0, not below)
    g.play_card(g.add_card(cards["Heavy Chains"], 0, "hand"), on=grunt, free=True)
    assert g.card(grunt).zone == "discard pile"


@pytest.mark.rule("SU-G2")
def test_a_base_that_bars_small_minions_while_you_do_not_lead_here():
    cards = build('card "Throne": base, breakpoint 25, vp 5/3/2\n'
                  '  If you do not have more power here than every other player, you cannot play minions here of '
                  'power 3 or less.\n')
    from runtime.errors import NotDeclarable
    g, jungle, _ = table(cards)
    throne = g.add_card(cards["Throne"], None, "bases")
    foe = g.add_card(cards["Brute"], 1, "bases", at=throne)
    with pytest.raises(NotDeclarable):
        g.play_card(g.add_card(cards["Grunt"], 0, "hand"), base=throne, free=True)    # small, not leading
    g.play_card(g.add_card(cards["Brute"], 0, "hand"), base=throne, free=True)        # power 4: allowed
    g.play_card(g.add_card(cards["Grunt"], 0, "hand"), base=jungle, free=True)        # another base: allowed
    g.card(foe).printed["power"] = 1                                                  # now you lead here
    g.play_card(g.add_card(cards["Grunt"], 0, "hand"), base=throne, free=True)
    assert sum(1 for c in g.in_play() if c.at == throne and c.owner == 0) == 2


@pytest.mark.rule("SU-G2")
def test_other_players_with_a_minion_here_cannot_play_extra_cards():
    cards = build('card "Roadblock": action\n  Play on a base.\n'
                  '  Talent: Until the start of your turn, other players with a minion here cannot play extra cards.\n'
                  'card "Hurry": action\n  Play an extra minion.\n')
    from runtime.errors import NotDeclarable
    g, jungle, castle = table(cards)
    block = g.add_card(cards["Roadblock"], 0, "bases", at=jungle)
    g.activate(block)
    g.end_turn()
    g.begin_turn(1)
    g.next_phase()
    bob = g.players[1]
    g.play_card(g.add_card(cards["Grunt"], 1, "hand"), base=castle)       # a normal play: allowed
    g.execute(cards["Hurry"].abilities[0].effect, controller=1)             # an extra minion granted
    assert bob.plays_left["minion"] == 1
    g.add_card(cards["Grunt"], 1, "bases", at=jungle)                       # now Bob has a minion here
    with pytest.raises(NotDeclarable):
        g.play_card(g.add_card(cards["Brute"], 1, "hand"), base=castle)     # the extra one is barred
    g.end_turn()
    g.begin_turn(0)                                                         # over at the start of your turn
    g.end_turn()
    g.begin_turn(1)
    g.next_phase()
    g.play_card(g.add_card(cards["Brute"], 1, "hand"), base=castle)
    g.execute(cards["Hurry"].abilities[0].effect, controller=1)
    g.play_card(g.add_card(cards["Brute"], 1, "hand"), base=castle)         # extra plays work again


@pytest.mark.rule("SU-G3")
def test_you_have_more_power_here_counts_for_the_breakpoint_and_the_places():
    cards = build('card "Siege Engine": action\n  Play on a base.\n'
                  '  Ongoing: While you have a minion here, you have +4 power here.\n'
                  'card "Yard": base, breakpoint 10, vp 4/2/1\n')
    g, _, _ = table(cards)
    yard = g.add_card(cards["Yard"], None, "bases")
    g.add_card(cards["Siege Engine"], 0, "bases", at=yard)
    g.add_card(cards["Brute"], 1, "bases", at=yard)
    assert g.base_power(yard) == 4                      # no minion of yours here: no bonus
    grunt = g.add_card(cards["Grunt"], 0, "bases", at=yard)
    assert g.base_power(yard) == 10 and g.value(grunt, "power") == 2      # a player's total, not a card's
    assert [b.id for b in g.ready_bases()] == [yard]
    g.score_base(yard)
    assert g.players[0].resources["vp"] == 4 and g.players[1].resources["vp"] == 2    # 6 against 4


# ---- how a card left play ----------------------------------------------------------------------


@pytest.mark.rule("SU-G4")
def test_if_it_was_destroyed_after_going_to_the_discard_pile_from_play():
    cards = build('card "Pest": minion, power 2\n'
                  '  Ongoing: After this card goes to the discard pile from play, draw a card. If it was destroyed, '
                  'each other player discards a random card.\n'
                  'card "Arena": base, breakpoint 2, vp 3/2/1\n')
    g, jungle, _ = table(cards)
    for _ in range(4):
        g.add_card(cards["Grunt"], 0, "deck")
    for _ in range(3):
        g.add_card(cards["Grunt"], 1, "hand")
    pest = g.add_card(cards["Pest"], 0, "bases", at=jungle)
    g.execute(s.Destroy(target=s.This()), controller=1, source=pest)      # destroyed: both parts
    assert len(g.zone(0, "hand")) == 1 and len(g.zone(1, "hand")) == 2
    assert any(st.what == "discard" for st in g.trace.steps if st.kind == "event")
    arena = g.add_card(cards["Arena"], None, "bases")
    g.add_card(cards["Pest"], 0, "bases", at=arena)
    g.score_base(arena)                                                   # discarded by the scoring: no
    assert len(g.zone(0, "hand")) == 2 and len(g.zone(1, "hand")) == 2


def test_a_random_card_is_discarded_at_random():
    cards = build('card "Pickpocket": action\n  Each other player discards a random card.\n')
    eff = cards["Pickpocket"].abilities[0].effect
    assert eff == s.Discard(who=s.Who.EACH_OPPONENT, amount=s.Const(value=1), random=True)


@pytest.mark.rule("SU-A3")
def test_after_a_minion_moves_to_this_base_destroy_this_action_to_destroy_that_minion():
    cards = build('card "Tripwire": action\n  Play on a base where you have a minion.\n'
                  '  Ongoing: After another player\'s minion moves to this base, you may destroy this action to '
                  'destroy that minion.\n'
                  'card "Nudge": action\n  Move a minion to a base.\n')
    g, jungle, castle = table(cards, [("targets", "Brute"), ("targets", "Castle"), ("may", "yes")])
    g.add_card(cards["Grunt"], 0, "bases", at=castle)
    wire = g.add_card(cards["Tripwire"], 0, "bases", at=castle)
    brute = g.add_card(cards["Brute"], 1, "bases", at=jungle)
    nudge = g.add_card(cards["Nudge"], 1, "discard pile")
    g.execute(cards["Nudge"].abilities[0].effect, controller=1, source=nudge)
    assert g.card(brute).zone == "discard pile" and g.card(wire).zone == "discard pile"   # not the mover's card
    assert g.card(nudge).zone == "discard pile"
