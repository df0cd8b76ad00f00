"""r2a: plural anaphora and players named by a relative clause (issue 16): "them", "they" and
"each of them" after "Choose …" are the cards chosen; "their owners … each" are the owners of the
cards named before, each once; "each player who does (not)" are the players the instruction before
asked who did (did not) do it. Cards in our own words with made-up names."""

from __future__ import annotations

import pytest

from dsl.formatter import format_source
from dsl.source import SourceFile
from runtime import SMASHUP, Game, ScriptedChooser
from runtime import spec as s
from su_table import HEADER, compiled

CARDS = '''
card "Moor": base, breakpoint 30, vp 3/2/1
card "Mule": minion, power 3
card "Gnat": minion, power 1
card "Sprout": minion, power 2
card "Rally Horn": action
  Choose two minions. Each of them gets +1 power until the end of the turn.
card "Oath Pins": action
  Choose two of your minions. Place a +1 power counter on each of them.
card "Crowd Song": action
  Choose any number of your minions. They each get +1 power until the end of the turn.
card "Snap Trap": action
  Destroy up to two minions of power 2 or less. Their owners draw a card each.
card "Fair Trade": action
  Each player may discard a card. Each player who does draws two cards.
card "Stubborn Tax": action
  Each player may discard a card. Each player who does not draws a card.
card "Sink Hole": action
  Choose up to two minions. Destroy them.
card "Gale Push": action
  Choose up to three minions. Return them to their owners' hands. Their owners discard a card each.
card "Dim Lamp": action
  Choose any number of minions. Each of them gets -1 power until the end of the turn.
card "Lost Trail": action
  Choose a base. Destroy each minion there. Their owners draw a card each.
'''


def game(steps=()):
    specs = compiled(CARDS)
    g = Game(SMASHUP, ("Ann", "Bob"), chooser=ScriptedChooser(steps), seed=1, check_invariants=True)
    moor = g.add_card(specs["Moor"], None, "bases")
    for p in (0, 1):
        for _ in range(6):
            g.add_card(specs["Gnat"], p, "deck")
    return g, specs, moor


def hand(g, player):
    return len(g.state.zone_cards(player, "hand"))


def table(steps=()):
    """Ann's Mule and Gnat and Bob's Sprout on the base, Ann to play."""
    g, specs, moor = game(steps)
    cards = [g.add_card(specs[name], pl, "bases", at=moor) for name, pl in (("Mule", 0), ("Gnat", 0), ("Sprout", 1))]
    g.begin_turn(0)
    g.next_phase()
    return g, specs, cards


def play(g, specs, name):
    g.play_card(g.add_card(specs[name], 0, "hand"))


@pytest.mark.rule("SU-V3")
@pytest.mark.parametrize("card, picks, powers, counters", [
    # "each of them" / "they each": the chosen cards, every one of them (the third one untouched)
    ("Rally Horn", [0, 2], (4, 1, 3), (0, 0, 0)),
    ("Crowd Song", [0, 1], (4, 2, 2), (0, 0, 0)),
    ("Oath Pins", [0, 1], (4, 2, 2), (1, 1, 0)),
    ("Dim Lamp", [1, 2], (3, 0, 1), (0, 0, 0)),
])
def test_them_after_choose_is_every_card_chosen(card, picks, powers, counters):
    g, specs, cards = table(steps=[("targets", picks)])
    play(g, specs, card)
    assert tuple(g.value(c, "power") for c in cards) == powers
    assert tuple(sum(g.card(c).counters.values()) for c in cards) == counters


@pytest.mark.rule("SU-A5")
def test_they_each_after_choosing_none_does_nothing():
    g, specs, cards = table(steps=[("targets", [])])
    play(g, specs, "Crowd Song")
    assert tuple(g.value(c, "power") for c in cards) == (3, 1, 2)


@pytest.mark.rule("SU-A3")
def test_destroy_them_destroys_the_chosen_minions():
    # (before r2a "them" here was read as the action played: nothing was destroyed)
    g, specs, cards = table(steps=[("targets", [1, 2])])
    play(g, specs, "Sink Hole")
    assert [g.card(c).zone for c in cards] == ["bases", "discard pile", "discard pile"]


@pytest.mark.rule("SU-A3")
def test_their_owners_draw_one_card_each():
    g, specs, cards = table(steps=[("targets", [0, 1])])     # (of Gnat and Sprout: Mule has power 3)
    play(g, specs, "Snap Trap")
    assert [g.card(c).zone for c in cards] == ["bases", "discard pile", "discard pile"]
    assert (hand(g, 0), hand(g, 1)) == (1, 1)


@pytest.mark.rule("SU-A3")
def test_their_owners_is_each_owner_once():
    # two of Ann's minions destroyed: Ann draws one card (each owner once), Bob none
    g, specs, cards = table(steps=[("targets", [0, 2])])
    g.add_card(specs["Gnat"], 0, "bases", at=g.card(cards[0]).at)
    play(g, specs, "Snap Trap")     # (Mule has power 3: the options are the two Gnats and Sprout)
    assert [g.card(c).zone for c in cards] == ["bases", "discard pile", "bases"]
    assert (hand(g, 0), hand(g, 1)) == (1, 0)


@pytest.mark.rule("SU-A3")
def test_their_owners_after_a_chosen_base_are_the_destroyed_cards_owners():
    g, specs, cards = table(steps=[("targets", [0])])
    play(g, specs, "Lost Trail")
    assert all(g.card(c).zone == "discard pile" for c in cards)
    assert (hand(g, 0), hand(g, 1)) == (1, 1)


@pytest.mark.rule("SU-A3")
def test_their_owners_discard_after_return():
    g, specs, cards = table(steps=[("targets", [2])])
    play(g, specs, "Gale Push")
    # Bob's Sprout went back to his hand, then Bob discarded a card (the only one he had)
    assert g.card(cards[2]).zone == "discard pile" and hand(g, 1) == 0 and hand(g, 0) == 0


def _fair(card, ann_discards, bob_discards):
    g, specs, _cards = table(steps=[("may", "yes" if ann_discards else "no"), ("may", "yes" if bob_discards else "no")])
    for p in (0, 1):
        g.add_card(specs["Mule"], p, "hand")
    play(g, specs, card)
    return hand(g, 0), hand(g, 1)


@pytest.mark.rule("SU-A3")
@pytest.mark.parametrize("card, ann, bob, hands", [
    # "each player who does": only who discarded draws two (a hand of 1: discard it, then draw 2)
    ("Fair Trade", True, False, (2, 1)),
    ("Fair Trade", False, True, (1, 2)),
    ("Fair Trade", True, True, (2, 2)),
    ("Fair Trade", False, False, (1, 1)),
    # "each player who does not": only who kept their card draws one
    ("Stubborn Tax", True, False, (0, 2)),
    ("Stubborn Tax", False, False, (2, 2)),
])
def test_each_player_who_does(card, ann, bob, hands):
    assert _fair(card, ann, bob) == hands


def test_who_does_names_the_players_asked():
    ir = compiled(CARDS)["Fair Trade"].abilities[0].effect
    assert [x.who for x in ir.effects] == [s.Who.EACH_PLAYER, s.Who.ASKED_DID]


@pytest.mark.parametrize("text", [
    "Choose two minions. Each of them gains +1 power until the end of the turn.",
    "Destroy up to two minions of power 2 or less. Their owners draw a card each.",
    "Each player may discard a card. Each player who does draws two cards.",
])
def test_printer_round_trip(text):
    src = HEADER + '\ncard "Echo": action\n  ' + text + "\n"
    assert format_source(SourceFile("t.cards", src)).text == src


# ---- r2a: "Each other player chooses a minion they control. …" (`Pick.by`) -------------------

CHOSEN = '''
card "Moor": base, breakpoint 30, vp 3/2/1
card "Mule": minion, power 3
card "Gnat": minion, power 1
card "Cull Call": action
  Each other player chooses a minion they control. Destroy the chosen minions.
card "Tithe Call": action
  Each other player chooses a minion they control. Place a +1 power counter on each of them.
card "Recall All": action
  Each player chooses a minion they control. Return the chosen minions to their owners' hands.
'''


def three(steps):
    specs = compiled(CHOSEN)
    g = Game(SMASHUP, ("Ann", "Bob", "Cid"), chooser=ScriptedChooser(steps), seed=1, check_invariants=True)
    moor = g.add_card(specs["Moor"], None, "bases")
    mine = {p: [g.add_card(specs[name], p, "bases", at=moor) for name in ("Mule", "Gnat")] for p in (0, 1, 2)}
    g.begin_turn(0)
    g.next_phase()
    return g, specs, mine


@pytest.mark.rule("SU-A3")
def test_each_other_player_chooses_one_of_their_own_minions():
    # Bob then Cid choose (in turn order), each among their own two minions only
    g, specs, mine = three(steps=[("targets", ["Gnat"]), ("targets", ["Mule"])])
    g.play_card(g.add_card(specs["Cull Call"], 0, "hand"))
    asked = [d for d in g.chooser.asked if d.kind.value == "targets"]
    assert [d.player for d in asked] == [1, 2] and all(len(d.options) == 2 for d in asked)
    zones = {p: [g.card(c).zone for c in cs] for p, cs in mine.items()}
    assert zones == {0: ["bases", "bases"], 1: ["bases", "discard pile"], 2: ["discard pile", "bases"]}


@pytest.mark.rule("SU-V3")
def test_each_of_the_cards_the_other_players_chose_gets_a_counter():
    g, specs, mine = three(steps=[("targets", ["Mule"]), ("targets", ["Mule"])])
    g.play_card(g.add_card(specs["Tithe Call"], 0, "hand"))
    assert [g.value(mine[p][0], "power") for p in (0, 1, 2)] == [3, 4, 4]


@pytest.mark.rule("SU-A3")
def test_each_player_chooses_you_included():
    g, specs, mine = three(steps=[("targets", ["Gnat"]), ("targets", ["Gnat"]), ("targets", ["Gnat"])])
    g.play_card(g.add_card(specs["Recall All"], 0, "hand"))
    assert [g.card(mine[p][1]).zone for p in (0, 1, 2)] == ["hand"] * 3
    assert [g.card(mine[p][0]).zone for p in (0, 1, 2)] == ["bases"] * 3


def test_each_other_player_chooses_is_a_pick_by_each_opponent():
    ir = compiled(CHOSEN)["Cull Call"].abilities[0].effect
    assert isinstance(ir, s.Pick) and ir.by is s.Who.EACH_OPPONENT
    assert ir.target.filter.controller is s.Controller.YOU


# ---- r2a: "Each player who reveals a minion may play it …" (one round for each player) ---------

SHOWN = '''
card "Moor": base, breakpoint 30, vp 3/2/1
card "Mule": minion, power 3
card "Zing": action
card "Open Doors": action
  Each player reveals the top card of their deck. Each player who reveals a minion may play it as an extra minion.
card "Lucky Pull": action
  Each other player reveals the top card of their deck. Each other player who reveals an action draws it.
'''


def shown(tops, steps):
    specs = compiled(SHOWN)
    g = Game(SMASHUP, ("Ann", "Bob", "Cid"), chooser=ScriptedChooser(steps), seed=1, check_invariants=True)
    g.add_card(specs["Moor"], None, "bases")
    top = {p: g.add_card(specs[name], p, "deck") for p, name in enumerate(tops)}
    g.begin_turn(0)
    g.next_phase()
    return g, specs, top


@pytest.mark.rule("SU-A3")
def test_each_player_who_reveals_a_minion_may_play_it():
    # Ann and Cid reveal minions (Ann plays hers, Cid declines), Bob an action: he is not asked
    g, specs, top = shown(("Mule", "Zing", "Mule"), steps=[("may", "yes"), ("may", "no")])
    g.play_card(g.add_card(specs["Open Doors"], 0, "hand"))
    assert [g.card(top[p]).zone for p in (0, 1, 2)] == ["bases", "deck", "deck"]
    assert [d.player for d in g.chooser.asked if d.kind.value == "may"] == [0, 2]


@pytest.mark.rule("SU-A3")
def test_each_other_player_who_reveals_an_action_draws_it():
    g, specs, top = shown(("Zing", "Zing", "Mule"), steps=[])
    g.play_card(g.add_card(specs["Lucky Pull"], 0, "hand"))
    assert [g.card(top[p]).zone for p in (0, 1, 2)] == ["deck", "hand", "deck"]


@pytest.mark.parametrize("header, text, refused", [
    ("minion, power 2", "Give it +1 power until the end of the turn.", True),
    ("action", "Destroy them.", True),
    ("action", "Play an extra minion. Place a +1 power counter on it.", False),   # the minion played
    ("action", "Choose a minion. Give it +1 power until the end of the turn.", False),
])
def test_it_with_nothing_before_it_names_nothing(header, text, refused):
    """An ability's first "it"/"them" with no trigger and nothing before it: no card for it to
    be (it used to be read as the event's card: the card being played, "you give that card
    +1 power", which on an action did nothing)."""
    import dsl
    rep = dsl.check_text(f'ruleset smashup\ncard "Knot": {header}\n  {text}\n', path="t.cards")
    msgs = [d.message for c in rep.cards for d in c.diagnostics]
    assert any("with nothing before it" in m for m in msgs) is refused, msgs
