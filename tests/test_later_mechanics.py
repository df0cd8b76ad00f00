"""Mechanics of the later Smash Up sets (issue 16 part B), each written in our own words with
made-up names and played: control given to another player, a player's power for a while, a
trigger once for "one or more" cards, a move made by your card, "the first time … on your turn",
a card's stat before its comparison, "exactly" / "only one", "with less power" than the event's
card, "he or she" and "until the end of turn"."""

from __future__ import annotations

import pytest

from runtime import spec as s
from runtime.readback import readback
from runtime import SMASHUP

from su_table import compiled, e501, meadow_game


def abilities(specs, name):
    return specs[name].abilities


def said(specs, name) -> list[str]:
    return [readback(ab, SMASHUP) for ab in specs[name].abilities]


# ---- giving control -------------------------------------------------------------------------

GIFT = '''
card "Gift Goblin": minion, power 2
  Talent: Give control of this minion to an opponent to draw two cards.
'''


@pytest.mark.rule("SU-L2")
@pytest.mark.rule("SU-A8")
def test_a_minion_given_to_another_player_changes_controller_and_pays_its_purpose():
    g, specs, meadow = meadow_game(GIFT, steps=[("player", "Bob")])
    gob = g.add_card(specs["Gift Goblin"], 0, "bases", at=meadow)
    g.begin_turn(0)
    g.next_phase()
    hand = len(g.zone(0, "hand"))
    g.activate(gob, 0)
    assert g.card(gob).controller == 1 and g.card(gob).owner == 0
    assert len(g.zone(0, "hand")) == hand + 2             # drew two for giving it away
    assert "give control of this card to another player of your choice" in said(specs, "Gift Goblin")[0]


@pytest.mark.rule("SU-A8")
def test_with_no_other_player_in_the_game_control_stays_and_nothing_is_drawn():
    g, specs, meadow = meadow_game(GIFT)
    gob = g.add_card(specs["Gift Goblin"], 0, "bases", at=meadow)
    g.begin_turn(0)
    g.next_phase()
    g.state.players[1].lost = True
    hand = len(g.zone(0, "hand"))
    g.activate(gob, 0)
    assert g.card(gob).controller == 0 and len(g.zone(0, "hand")) == hand


def test_control_given_to_anyone_but_another_player_is_refused():
    assert e501('card "Odd Gift": action\n  Give control of one of your minions to the winner.\n')


# ---- a player's power for a while ------------------------------------------------------------

NEON = '''
card "Neon Plaza": base, breakpoint 30, vp 3/2/1
  After an action is played here, you gain +4 power here until the end of the turn.
card "Spark": action
  Play on a base.
card "Pebble": minion, power 1
'''


@pytest.mark.rule("SU-L3")
@pytest.mark.rule("SU-T5")
def test_a_players_power_here_grows_until_the_end_of_the_turn_and_no_card_changes():
    g, specs, plaza = meadow_game(NEON.replace("card \"Pebble\": minion, power 1\n", ""))
    plaza = g.add_card(specs["Neon Plaza"], None, "bases")
    brute = g.add_card(specs["Brute"], 0, "bases", at=plaza)
    spark = g.add_card(specs["Spark"], 0, "hand")
    g.begin_turn(0)
    g.next_phase()
    assert g.player_totals(plaza)[0] == 3
    g.play_card(spark, base=plaza)
    assert g.player_totals(plaza)[0] == 7 and g.value(g.card(brute), "power") == 3
    g.end_turn()
    assert g.player_totals(plaza)[0] == 3
    ab = abilities(specs, "Neon Plaza")[0]
    assert isinstance(ab.effect, s.Apply) and isinstance(ab.effect.effect, s.PlayerPower)


def test_a_players_power_on_an_action_never_on_a_base_is_refused():
    assert e501('card "Bluster": action\n  You gain +2 power here.\n')


# ---- "one or more": once for all the cards of one ability -------------------------------------

CRYPTISH = '''
card "Bone Yard": base, breakpoint 30, vp 3/2/1
  After you destroy one or more cards, draw a card.
card "Cull": action
  Destroy all minions of power 1 or less.
'''


@pytest.mark.rule("SU-L1")
def test_one_or_more_destroyed_by_one_card_triggers_once():
    g, specs, meadow = meadow_game(CRYPTISH)
    yard = g.add_card(specs["Bone Yard"], None, "bases")
    for p in (0, 1, 1):
        g.add_card(specs["Twig"], p, "bases", at=meadow)
    cull = g.add_card(specs["Cull"], 0, "hand")
    g.begin_turn(0)
    g.next_phase()
    hand = len(g.zone(0, "hand"))
    g.play_card(cull)
    assert not [c for c in g.in_play() if c.spec.name == "Twig"]
    assert len(g.zone(0, "hand")) == hand - 1 + 1           # three destroyed, one card drawn
    assert yard is not None and "once for all such cards of one ability" in said(specs, "Bone Yard")[0]


@pytest.mark.rule("SU-A6")
def test_without_one_or_more_each_destruction_triggers():
    g, specs, meadow = meadow_game(CRYPTISH.replace("one or more cards", "a card"),
                                   steps=[("order", [0, 1, 2])])
    g.add_card(specs["Bone Yard"], None, "bases")
    for p in (0, 1, 1):
        g.add_card(specs["Twig"], p, "bases", at=meadow)
    cull = g.add_card(specs["Cull"], 0, "hand")
    g.begin_turn(0)
    g.next_phase()
    hand = len(g.zone(0, "hand"))
    g.play_card(cull)
    assert len(g.zone(0, "hand")) == hand - 1 + 3


# ---- a move made by your card ------------------------------------------------------------------

HAUL = '''
card "Depot": base, breakpoint 30, vp 3/2/1
  After you move one of your minions to here, give it +1 power until the end of the turn.
card "Haul": action
  Move a minion to another base.
'''


@pytest.mark.rule("SU-L4")
def test_a_minion_you_move_to_this_base_gets_a_counter_and_one_moved_away_does_not():
    g, specs, meadow = meadow_game(HAUL, steps=[("targets", "Brute"), ("base", "Depot")])
    depot = g.add_card(specs["Depot"], None, "bases")
    brute = g.add_card(specs["Brute"], 0, "bases", at=meadow)
    haul = g.add_card(specs["Haul"], 0, "hand")
    g.begin_turn(0)
    g.next_phase()
    g.play_card(haul)
    assert g.card(brute).at == depot and g.value(g.card(brute), "power") == 4
    ab = abilities(specs, "Depot")[0]
    assert ab.when.event is s.Event.MOVE and ab.when.cause_controller is s.Controller.YOU


# ---- "the first time you play … on your turn" ----------------------------------------------------

@pytest.mark.rule("SU-L5")
def test_the_first_time_on_your_turn_fires_once_and_only_on_your_turn():
    g, specs, meadow = meadow_game('''
card "Arena": base, breakpoint 30, vp 3/2/1
  After the first time you play an action here on your turn, draw a card.
card "Flare": action
  Play on a base.
''')
    arena = g.add_card(specs["Arena"], None, "bases")
    a, b = g.add_card(specs["Flare"], 0, "hand"), g.add_card(specs["Flare"], 0, "hand")
    g.begin_turn(0)
    g.next_phase()
    hand = len(g.zone(0, "hand"))
    g.play_card(a, base=arena)
    g.play_card(b, base=arena, free=True)
    assert len(g.zone(0, "hand")) == hand - 2 + 1
    ab = abilities(specs, "Arena")[0]
    assert ab.first_in_turn and isinstance(ab.effect, s.If) and isinstance(ab.effect.condition, s.YourTurn)


# ---- comparisons and counts -----------------------------------------------------------------------

def test_its_stat_before_the_comparison_and_less_power_than_the_played_card():
    g, specs, meadow = meadow_game('''
card "Pit": base, breakpoint 30, vp 3/2/1
  After you play a minion on this base, if it has power 3 or more, you may destroy a minion here with less power.
''', steps=[("may", "yes"), ("targets", "Twig")])
    pit = g.add_card(specs["Pit"], None, "bases")
    twig = g.add_card(specs["Twig"], 1, "bases", at=pit)
    brute = g.add_card(specs["Brute"], 0, "hand")
    g.begin_turn(0)
    g.next_phase()
    g.play_card(brute, base=pit)
    assert g.card(twig).zone == "discard pile"
    eff = abilities(specs, "Pit")[0].effect
    assert eff.condition == s.IsCard(of=s.EventCard(), filter=s.Filter(stats=(s.StatTest(stat="power", cmp=s.Cmp.GE, value=3),)))


def test_a_weak_minion_played_does_not_pass_its_comparison():
    g, specs, meadow = meadow_game('''
card "Pit": base, breakpoint 30, vp 3/2/1
  After you play a minion on this base, if it has power 3 or more, draw a card.
''')
    pit = g.add_card(specs["Pit"], None, "bases")
    twig = g.add_card(specs["Twig"], 0, "hand")
    g.begin_turn(0)
    g.next_phase()
    hand = len(g.zone(0, "hand"))
    g.play_card(twig, base=pit)
    assert len(g.zone(0, "hand")) == hand - 1


def test_only_one_minion_here_gives_it_the_bonus_at_the_start_of_your_turn():
    g, specs, meadow = meadow_game('''
card "Lonely Hill": base, breakpoint 30, vp 3/2/1
  At the start of your turn, if you have exactly one minion here, it gains +2 power until the end of the turn.
''')
    hill = g.add_card(specs["Lonely Hill"], None, "bases")
    twig = g.add_card(specs["Twig"], 0, "bases", at=hill)
    g.begin_turn(0)
    assert g.value(g.card(twig), "power") == 3
    g.add_card(specs["Twig"], 0, "bases", at=hill)
    g.end_turn()
    g.begin_turn(1)
    g.end_turn()
    g.begin_turn(0)
    assert g.value(g.card(twig), "power") == 1          # two minions there now: no bonus


def test_he_or_she_and_until_the_end_of_turn_read_as_they_and_the_turn():
    specs = compiled('''
card "Stable": base, breakpoint 30, vp 3/2/1
  After a player plays a minion here, he or she may give it +1 power until the end of turn.
card "Stable Two": base, breakpoint 30, vp 3/2/1
  After a player plays a minion here, they may give it +1 power until the end of the turn.
''')
    assert said(specs, "Stable") == said(specs, "Stable Two")


# ---- a check when the turn ends, about the card just played --------------------------------------

LOAN = '''
card "Short Loan": action
  Play a minion of power 1 or less from your discard pile as an extra minion. If you control it at the end of the turn, shuffle it into your deck.
card "Grab": action
  Take control of a minion.
'''


@pytest.mark.rule("SU-L6")
def test_the_card_played_is_checked_when_the_turn_ends_and_goes_if_you_still_control_it():
    g, specs, meadow = meadow_game(LOAN, steps=[("targets", "Twig"), ("base", "Meadow")])
    twig = g.add_card(specs["Twig"], 0, "discard pile")
    loan = g.add_card(specs["Short Loan"], 0, "hand")
    g.begin_turn(0)
    g.next_phase()
    g.play_card(loan)
    assert g.card(twig).zone == "bases"
    g.end_turn()
    assert g.card(twig).zone == "deck"
    eff = abilities(specs, "Short Loan")[0].effect
    assert any(isinstance(x, s.Delay) and x.remember for x in eff.effects)
    assert "at the end of this turn, if that card is a card you control" in said(specs, "Short Loan")[0]


@pytest.mark.rule("SU-L6")
def test_a_card_someone_else_controls_when_the_turn_ends_stays():
    g, specs, meadow = meadow_game(LOAN, steps=[("targets", "Twig"), ("base", "Meadow"), ("targets", "Twig")])
    twig = g.add_card(specs["Twig"], 0, "discard pile")
    loan = g.add_card(specs["Short Loan"], 0, "hand")
    grab = g.add_card(specs["Grab"], 1, "hand")
    g.begin_turn(0)
    g.next_phase()
    g.play_card(loan)
    g.execute(abilities(specs, "Grab")[0].effect, controller=1, source=grab)
    assert g.card(twig).controller == 1
    g.end_turn()
    assert g.card(twig).zone == "bases"


# ---- a Talent used twice -----------------------------------------------------------------------

CIRCLE = '''
card "Drum Circle": base, breakpoint 30, vp 3/2/1
  During your turn, one of your minions here can use its Talent twice.
card "Drummer": minion, power 2
  Talent: Draw a card.
'''


@pytest.mark.rule("SU-L7")
@pytest.mark.rule("SU-A2")
def test_one_minion_here_uses_its_talent_a_second_time_and_no_third():
    from runtime.errors import NotDeclarable
    g, specs, meadow = meadow_game(CIRCLE)
    circle = g.add_card(specs["Drum Circle"], None, "bases")
    a = g.add_card(specs["Drummer"], 0, "bases", at=circle)
    b = g.add_card(specs["Drummer"], 0, "bases", at=circle)
    g.begin_turn(0)
    g.next_phase()
    hand = len(g.zone(0, "hand"))
    g.activate(a, 0)
    g.activate(a, 0)                    # the base's extra use
    assert len(g.zone(0, "hand")) == hand + 2
    with pytest.raises(NotDeclarable):
        g.activate(a, 0)
    g.activate(b, 0)                    # its own use
    with pytest.raises(NotDeclarable):
        g.activate(b, 0)                # the extra use was spent this turn
    assert isinstance(specs["Drum Circle"].abilities[0].effect, s.ExtraUse)


@pytest.mark.rule("SU-A2")
def test_a_minion_elsewhere_gets_no_second_use():
    from runtime.errors import NotDeclarable
    g, specs, meadow = meadow_game(CIRCLE)
    g.add_card(specs["Drum Circle"], None, "bases")
    a = g.add_card(specs["Drummer"], 0, "bases", at=meadow)
    g.begin_turn(0)
    g.next_phase()
    g.activate(a, 0)
    with pytest.raises(NotDeclarable):
        g.activate(a, 0)


# ---- turn history: plays counted this turn --------------------------------------------------------

def test_a_bonus_while_you_have_played_two_actions_this_turn():
    g, specs, meadow = meadow_game('''
card "Hype Beast": minion, power 1
  Ongoing: This minion has +3 power if you have played two or more actions this turn.
card "Noise": action
  Draw a card.
''')
    beast = g.add_card(specs["Hype Beast"], 0, "bases", at=meadow)
    n1, n2 = g.add_card(specs["Noise"], 0, "hand"), g.add_card(specs["Noise"], 0, "hand")
    g.begin_turn(0)
    g.next_phase()
    g.play_card(n1)
    assert g.value(g.card(beast), "power") == 1
    g.play_card(n2, free=True)
    assert g.value(g.card(beast), "power") == 4
    g.end_turn()
    g.begin_turn(1)                     # another turn: none played this turn
    assert g.value(g.card(beast), "power") == 1
    cond = specs["Hype Beast"].abilities[0].effect.condition
    assert cond == s.TurnCount(event=s.Event.PLAY, subject=s.Filter(card_types=("action",)), player=s.Controller.YOU,
                               cmp=s.Cmp.GE, value=2)


# ---- cancelling a chosen card's abilities for a while ---------------------------------------------

@pytest.mark.rule("SU-A8")
def test_the_chosen_minions_abilities_are_cancelled_until_your_next_turn():
    g, specs, meadow = meadow_game('''
card "Hush": action
  Choose a minion. Its abilities are cancelled until the start of your next turn.
card "Loud Guard": minion, power 2
  Ongoing: This minion has +2 power.
''', steps=[("targets", "Loud Guard")])
    guard = g.add_card(specs["Loud Guard"], 1, "bases", at=meadow)
    hush = g.add_card(specs["Hush"], 0, "hand")
    g.begin_turn(0)
    g.next_phase()
    assert g.value(g.card(guard), "power") == 4
    g.play_card(hush)
    assert g.value(g.card(guard), "power") == 2
    g.end_turn()
    g.begin_turn(1)
    assert g.value(g.card(guard), "power") == 2
    g.end_turn()
    g.begin_turn(0)
    assert g.value(g.card(guard), "power") == 4


# ---- revealing: "…; otherwise return it" ------------------------------------------------------------

def test_a_revealed_card_that_does_not_match_is_returned_to_the_top_of_the_deck():
    g, specs, meadow = meadow_game('''
card "Peek Post": base, breakpoint 30, vp 3/2/1
  At the start of your turn, reveal the top card of your deck. If it is an action, draw it, otherwise return it.
''')
    g.add_card(specs["Peek Post"], None, "bases")
    top = g.zone(0, "deck")[-1].id            # a Twig: not an action
    g.begin_turn(0)
    assert g.zone(0, "deck")[-1].id == top and not g.zone(0, "hand")
    eff = specs["Peek Post"].abilities[0].effect
    assert "otherwise, you put the revealed card on top of its owner's deck" in said(specs, "Peek Post")[0]
    assert eff.KIND == "reveal"
