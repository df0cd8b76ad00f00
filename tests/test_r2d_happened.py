"""What happened, events announced, and "until" (helper r2d, issue 16): "If it had power 3 or
more" (the value a card had as it last was in play), "After this minion is returned to your hand"
(the card leaves play for that zone), "Draw cards until you have six cards in your hand" (as many
as the hand lacks) and "Choose a player. That player discards two cards." (one round for the player
chosen, `PlayerRounds(chosen=True)`). docs/language.md, docs/runtime.md. Test cards are our own
words with made-up names."""

from __future__ import annotations

import pytest

import dsl
from dsl.printer import Printer
from runtime import spec as s
from runtime.ruleset import RULESETS
from su_table import compiled, meadow_game

CARDS = '''
card "Sift Hammer": action
  Destroy a minion. If it had power 3 or more, draw a card.
card "Sift Hammer Now": action
  Destroy a minion. If it has power 3 or more, draw a card.
card "Tide Shove": action
  Return a minion to its owner's hand. If it had 2 or less power, gain 1 VP.
card "Heavy Fall": minion, power 2
  When this minion is destroyed, if it had power 4 or more, draw two cards.
card "Homing Pup": minion, power 2
  After this minion is returned to your hand, you may play an extra minion.
card "Homing Owl": minion, power 2
  After this minion is returned to your hand, draw a card.
card "Kennel Keeper": minion, power 2
  Ongoing: After a minion here is returned to its owner's hand, gain 1 VP.
card "Drift Moth": minion, power 2
  When this minion is moved, draw a card.
card "Drift Beetle": minion, power 2
  After this minion is moved, place a +1 power counter on it.
card "Nudge": action
  Move a minion to another base.
card "Shove": action
  Return a minion to its owner's hand.
card "Squash": action
  Destroy a minion.
card "Refill": action
  Draw cards until you have 6 cards in your hand.
card "Refill Five": action
  Draw cards until you have five cards in your hand.
card "Dawn Refill": minion, power 2
  Ongoing: At the start of your turn, draw cards until you have four cards in your hand.
card "Pointed Finger": action
  Choose a player. That player discards two cards.
card "Gift Finger": action
  Choose another player. They draw two cards.
card "Crown Finger": action
  Choose a player. That player gains 1 VP. Draw a card.
card "Rival Finger": action
  Choose an opponent. That player gains 1 VP.
'''


FIELD = 'card "Field": base, breakpoint 30, vp 3/2/1\n'


def game(steps=()):
    g, specs, meadow = meadow_game(FIELD + CARDS, steps=list(steps))
    g.begin_turn(0)
    g.next_phase()
    return g, specs, meadow


def hand(g, player):
    return sorted(c.spec.name for c in g.zone(player, "hand"))


# ---- "if it had power 3 or more": as it last was in play --------------------------------------

@pytest.mark.rule("SU-V3")
@pytest.mark.parametrize("card, drew", [("Sift Hammer", 1), ("Sift Hammer Now", 0)])
def test_SU_V3_had_reads_the_power_it_left_play_with_has_reads_it_now(card, drew):
    # a Twig (printed 1) with two +1 power counters: power 3 as it is destroyed, 1 in the discard pile
    g, specs, meadow = game(steps=[("targets", "Twig")])
    twig = g.add_card(specs["Twig"], 1, "bases", at=meadow)
    g.card(twig).counters["+1 power"] = 2
    before = len(g.zone(0, "hand"))
    g.play_card(g.add_card(specs[card], 0, "hand"))
    assert g.card(twig).zone == "discard pile"
    assert len(g.zone(0, "hand")) == before + drew


@pytest.mark.rule("SU-V3")
def test_SU_V3_had_power_3_or_more_fails_for_a_small_minion():
    g, specs, meadow = game(steps=[("targets", "Twig")])
    g.add_card(specs["Twig"], 1, "bases", at=meadow)
    before = len(g.zone(0, "hand"))
    g.play_card(g.add_card(specs["Sift Hammer"], 0, "hand"))
    assert len(g.zone(0, "hand")) == before


@pytest.mark.rule("SU-V3")
def test_SU_V3_a_returned_minion_had_its_power_with_counters():
    # Brute (3) with no counters: 3 is not 2 or less; a Twig with one counter (2): it is
    for name, counters, vp in (("Brute", 0, 0), ("Twig", 1, 1)):
        g, specs, meadow = game(steps=[("targets", name)])
        m = g.add_card(specs[name], 1, "bases", at=meadow)
        g.card(m).counters["+1 power"] = counters
        g.play_card(g.add_card(specs["Tide Shove"], 0, "hand"))
        assert g.card(m).zone == "hand"
        assert g.resource(0, "vp") == vp


@pytest.mark.rule("SU-A2")
def test_SU_A2_when_this_minion_is_destroyed_if_it_had_power_4_or_more():
    for counters, drew in ((2, 2), (1, 0)):
        g, specs, meadow = game(steps=[("targets", "Heavy Fall")])
        fall = g.add_card(specs["Heavy Fall"], 0, "bases", at=meadow)
        g.card(fall).counters["+1 power"] = counters
        before = len(g.zone(0, "hand"))
        g.play_card(g.add_card(specs["Squash"], 0, "hand"))
        assert g.card(fall).zone == "discard pile"
        assert len(g.zone(0, "hand")) == before + drew


def test_had_compiles_to_a_test_of_the_value_as_it_left():
    eff = compiled(CARDS)["Sift Hammer"].abilities[0].effect
    cond = eff.effects[1].condition
    assert isinstance(cond, s.IsCard) and cond.of == s.Affected()
    assert cond.filter.stats == (s.StatTest(stat="power", cmp=s.Cmp.GE, value=3, as_it_left=True),)


# ---- "after this minion is returned to your hand" --------------------------------------------

@pytest.mark.rule("SU-A2")
def test_SU_A2_returned_to_hand_triggers_and_destroyed_does_not():
    g, specs, meadow = game(steps=[("targets", "Homing Owl")])
    owl = g.add_card(specs["Homing Owl"], 0, "bases", at=meadow)
    before = len(g.zone(0, "hand"))
    g.play_card(g.add_card(specs["Shove"], 0, "hand"))
    assert g.card(owl).zone == "hand"
    assert len(g.zone(0, "hand")) == before + 2         # the Owl back, and the card it drew
    g2, specs2, meadow2 = game(steps=[("targets", "Homing Owl")])
    owl2 = g2.add_card(specs2["Homing Owl"], 0, "bases", at=meadow2)
    before = len(g2.zone(0, "hand"))
    g2.play_card(g2.add_card(specs2["Squash"], 0, "hand"))
    assert g2.card(owl2).zone == "discard pile" and len(g2.zone(0, "hand")) == before


@pytest.mark.rule("SU-A2")
def test_SU_A2_returned_to_hand_gives_an_extra_minion_play():
    g, specs, meadow = game(steps=[("may", "yes")])
    pup = g.add_card(specs["Homing Pup"], 0, "bases", at=meadow)
    g.play_card(g.add_card(specs["Shove"], 0, "hand"))
    assert g.card(pup).zone == "hand"
    g.play_card(g.add_card(specs["Twig"], 0, "hand"), base=meadow)
    g.play_card(pup, base=meadow)                        # the extra minion play
    assert g.card(pup).zone == "bases"


@pytest.mark.rule("SU-A2")
def test_SU_A2_a_minion_here_returned_to_its_owners_hand():
    g, specs, meadow = game(steps=[("targets", "Brute")])
    g.add_card(specs["Kennel Keeper"], 0, "bases", at=meadow)
    brute = g.add_card(specs["Brute"], 1, "bases", at=meadow)
    g.play_card(g.add_card(specs["Shove"], 0, "hand"))
    assert g.card(brute).zone == "hand" and g.resource(0, "vp") == 1


@pytest.mark.rule("SU-A2")
@pytest.mark.parametrize("card", ["Drift Moth", "Drift Beetle"])
def test_SU_A2_this_minion_is_moved(card):
    g, specs, meadow = game(steps=[("targets", card), ("targets", "Field")])
    field = g.add_card(specs["Field"], None, "bases")
    m = g.add_card(specs[card], 0, "bases", at=meadow)
    before = len(g.zone(0, "hand"))
    g.play_card(g.add_card(specs["Nudge"], 0, "hand"))
    assert g.card(m).at == field
    if card == "Drift Moth":
        assert len(g.zone(0, "hand")) == before + 1
    else:
        assert g.value(m, "power") == 3


# ---- "draw cards until you have six cards in your hand" --------------------------------------

@pytest.mark.rule("SU-A4")
@pytest.mark.parametrize("card, start, after", [("Refill", 2, 6), ("Refill", 8, 8), ("Refill Five", 1, 5)])
def test_SU_A4_draw_until_you_have_n_cards(card, start, after):
    g, specs, meadow = game()
    for _ in range(start - len(g.zone(0, "hand"))):
        g.add_card(specs["Twig"], 0, "hand")
    g.play_card(g.add_card(specs[card], 0, "hand"))
    assert len(g.zone(0, "hand")) == after


@pytest.mark.rule("SU-A4")
def test_SU_A4_draw_until_stops_when_the_deck_runs_out_of_cards():
    g, specs, meadow = game()
    g.play_card(g.add_card(specs["Refill"], 0, "hand"))
    assert len(g.zone(0, "hand")) == 6


# ---- "Choose a player. That player …" ---------------------------------------------------------

@pytest.mark.rule("SU-A3")
def test_SU_A3_the_chosen_player_discards_two_cards_of_their_choice():
    g, specs, meadow = game(steps=[("player", "Bob"), ("discard", [0, 1])])
    for name in ("Brute", "Twig", "Twig"):
        g.add_card(specs[name], 1, "hand")
    mine = len(g.zone(0, "hand"))
    g.play_card(g.add_card(specs["Pointed Finger"], 0, "hand"))
    assert hand(g, 1) == ["Twig"]
    assert len(g.zone(0, "hand")) == mine
    asked = [d for d in g.chooser.asked if d.kind.value == "player"]
    assert len(asked) == 1 and list(asked[0].options) == ["Ann", "Bob"]


@pytest.mark.rule("SU-A3")
def test_SU_A3_another_player_is_not_you_and_draws():
    g, specs, meadow = game()
    before = len(g.zone(1, "hand"))
    g.play_card(g.add_card(specs["Gift Finger"], 0, "hand"))
    assert len(g.zone(1, "hand")) == before + 2
    # Bob is the only other player: nothing to ask
    assert not [d for d in g.chooser.asked if d.kind.value == "player"]


@pytest.mark.rule("SU-A3")
def test_SU_A3_the_sentence_after_the_chosen_players_is_yours():
    g, specs, meadow = game(steps=[("player", "Bob")])
    mine = len(g.zone(0, "hand"))
    g.play_card(g.add_card(specs["Crown Finger"], 0, "hand"))
    assert g.resource(1, "vp") == 1 and g.resource(0, "vp") == 0
    assert len(g.zone(0, "hand")) == mine + 1


@pytest.mark.rule("SU-A3")
def test_SU_A3_an_opponent_chosen_gains_the_vp():
    g, specs, meadow = game()
    g.play_card(g.add_card(specs["Rival Finger"], 0, "hand"))
    assert g.resource(1, "vp") == 1 and g.resource(0, "vp") == 0


def test_choose_a_player_compiles_to_one_chosen_round():
    eff = compiled(CARDS)["Pointed Finger"].abilities[0].effect
    assert isinstance(eff, s.Repeat) and eff.count == s.PlayerRounds(who=s.Who.EACH_PLAYER, chosen=True)
    assert eff.effect.who is s.Who.PLAYER_PICKED


# ---- accepted means understood, and printed back ---------------------------------------------

def _report(text: str, kind: str = "action"):
    head = 'card "Probe": minion, power 2' if kind == "minion" else 'card "Probe": action'
    return dsl.check_text("ruleset smashup\n" + head + "\n  " + text + "\n")


def _errors(text: str, kind: str = "action"):
    return [d.message for c in _report(text, kind).cards for d in c.diagnostics if d.severity.name == "ERROR"]


@pytest.mark.parametrize("text, kind", [
    ("Destroy a minion. If it had power 3 or more, draw a card.", "action"),
    ("Return a minion to its owner's hand. If it had 2 or less power, gain 1 VP.", "action"),
    ("When this minion is destroyed, if it had power 4 or more, draw two cards.", "minion"),
    ("After this minion is returned to your hand, you may play an extra minion.", "minion"),
    ("After this minion is returned to your hand, draw a card.", "minion"),
    ("Ongoing: After a minion here is returned to its owner's hand, gain 1 VP.", "minion"),
    ("Draw cards until you have 6 cards in your hand.", "action"),
    ("Draw cards until you have six cards in your hand.", "action"),
    ("Ongoing: At the start of your turn, draw cards until you have four cards in your hand.", "minion"),
    ("Choose a player. That player discards two cards.", "action"),
    ("Choose another player. They draw two cards.", "action"),
    ("Choose a player. That player gains 1 VP. Draw a card.", "action"),
    ("Choose an opponent. That player gains 1 VP.", "action"),
    ("When this minion is moved, draw a card.", "minion"),
    ("After this minion is moved, place a +1 power counter on it.", "minion"),
])
def test_accepted_and_printed_back(text, kind):
    assert _errors(text, kind) == []
    rep = dsl.check_text("ruleset smashup\ncard \"Probe\": action\n  " + text + "\n", lower=False)
    ab = rep.cards[-1].card.abilities[-1]
    again = Printer(RULESETS["smashup"]).ability(ab)
    rep2 = dsl.check_text("ruleset smashup\ncard \"Probe\": action\n  " + again + "\n", lower=False)
    assert rep2.cards[-1].card.abilities[-1] == ab


@pytest.mark.parametrize("text", [
    "Choose a player.",                                       # no sentence about that player
    "Choose a player. Draw a card.",
    "Draw a card until you have six cards in your hand.",     # one card: not a count to stop at
    "Destroy a minion. If it had a +1 power counter, draw a card.",
    "Choose another opponent. That player gains 1 VP.",
    "Before this minion is moved, draw a card.",
])
def test_refused(text):
    assert _errors(text)
