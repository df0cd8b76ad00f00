"""Berserk mechanics written in our English surface, compiled and played: X amounts ("where X
is …"), poison on creatures, once-per-turn abilities, ready, open / closed / stunned cards in
selections, created cards (tokens), valued keywords in the header. Each test compiles made-up
cards (dsl), then plays them (runtime/berserk). The glossary term each reading comes from is in
a comment (corpus/berserk-glossary-ru.tsv); docs/runtime.md records them."""

from __future__ import annotations

import json

import pytest

from dsl import __version__
from dsl.compiler import compile_source
from dsl.source import SourceFile
from runtime import NotDeclarable
from runtime import berserk as bh
from runtime import format as fmt
from runtime.choices import ScriptedChooser
from runtime.interpreter import Game
from runtime.ruleset import BERSERK

HEROES = '''
card "Ann Hero": hero, life 20
card "Bob Hero": hero, life 20
'''


def compiled(text: str) -> dict:
    src = SourceFile("t.cards", "ruleset berserk\n" + HEROES + text)
    res = compile_source(src, None, "t.cards")
    assert res.card_texts, [d.message for d in res.diagnostics]
    cs = fmt.loads(fmt.assemble("berserk", res.card_texts, __version__))
    return {c.name: c.to_spec() for c in cs.cards}


def table(text: str, ann=(), bob=(), hand=(), steps=(), coins: int = 10):
    """Ann's turn has begun; the named cards are in play (or Ann's hand) since before it."""
    specs = compiled(text)
    ch = ScriptedChooser(steps)
    g = Game(BERSERK, ("Ann", "Bob"), chooser=ch, seed=1)
    bh.enable(g)
    ids = {"Ann Hero": g.add_card(specs["Ann Hero"], 0, "play area"),
           "Bob Hero": g.add_card(specs["Bob Hero"], 1, "play area")}
    for p, names in ((0, ann), (1, bob)):
        for nm in names:
            ids[nm] = g.add_card(specs[nm], p, "play area")
    for nm in hand:
        ids[nm] = g.add_card(specs[nm], 0, "hand")
    bh.begin_turn(g, 0)
    g.players[0].resources["coin"] = coins
    return g, ch, ids, specs


def wounds(g, cid) -> int:
    return g.card(cid).counters.get("wound", 0)


# ---- "…, where X is …" ----------------------------------------------------------------------------


@pytest.mark.rule("BH-520")
def test_where_x_is_the_number_of_cards_in_your_hand():
    # glossary term "Х" in "где Х - …" (dev cards: X amounts)
    text = '''
card "Mind Lash": spell, cost 1
  Deal X wounds to target creature, where X is the number of cards in your hand.
card "Stone Wall": creature, cost 3, life 9, strike 0
card "Pebble": spell, cost 1
  Draw a card.
'''
    g, ch, ids, specs = table(text, bob=["Stone Wall"], hand=["Mind Lash", "Pebble", "Pebble", "Pebble"],
                              steps=[("targets", "Stone Wall")])
    g.play_card(ids["Mind Lash"])
    assert wounds(g, ids["Stone Wall"]) == 3, "three cards left in hand when it resolves"


def test_where_x_is_this_creatures_strike():
    text = '''
card "Brute Thrower": creature, cost 3, life 3, strike 4
  Recruit: Deal X wounds to target enemy creature, where X is this creature's strike.
card "Stone Wall": creature, cost 3, life 9, strike 0
'''
    g, ch, ids, _ = table(text, bob=["Stone Wall"], hand=["Brute Thrower"], steps=[("targets", "Stone Wall")])
    g.play_card(ids["Brute Thrower"])
    assert wounds(g, ids["Stone Wall"]) == 4


def test_x_without_where_is_an_error():
    src = SourceFile("t.cards", 'ruleset berserk\ncard "Odd": spell, cost 1\n  Deal X wounds to target creature.\n')
    res = compile_source(src, None, "t.cards")
    assert any(d.code.id == "E501" and "where X is" in d.message for d in res.diagnostics)


# ---- poison -------------------------------------------------------------------------------------


@pytest.mark.rule("BH-503")
def test_poison_by_n_keeps_the_larger_and_wounds_at_its_controllers_turn_start():
    # glossary: Отравить на Х, Отравление Х ("only the largest Poison works")
    text = '''
card "Adder Bite": spell, cost 1
  Poison target creature by 2.
card "Weak Bite": spell, cost 1
  Poison target creature by 1.
card "Stone Wall": creature, cost 3, life 9, strike 0
'''
    g, ch, ids, _ = table(text, bob=["Stone Wall"], hand=["Adder Bite", "Weak Bite"],
                          steps=[("targets", "Stone Wall"), ("targets", "Stone Wall")])
    g.play_card(ids["Adder Bite"])
    g.play_card(ids["Weak Bite"])
    assert g.card(ids["Stone Wall"]).counters["poison"] == 2
    bh.end_turn(g)
    bh.begin_turn(g)                    # Bob's turn: his poisoned creature takes 2 wounds
    assert wounds(g, ids["Stone Wall"]) == 2


# ---- once per turn, ready ---------------------------------------------------------------------------


@pytest.mark.rule("BH-506")
def test_once_per_turn_and_ready_clears_the_mark():
    # glossary: Один (Х) раз за ход (a mark the card keeps this turn), Подготовить (the marks go)
    text = '''
card "Tinker": creature, cost 2, life 2, strike 1
  (1), once per turn: Draw a card.
card "Second Wind": spell, cost 1
  Ready target creature you control.
card "Pebble": spell, cost 1
  Draw a card.
'''
    g, ch, ids, specs = table(text, ann=["Tinker"], hand=["Second Wind"], steps=[("targets", "Tinker")])
    for _ in range(3):
        g.add_card(specs["Pebble"], 0, "deck")
    g.activate(ids["Tinker"])
    with pytest.raises(NotDeclarable, match="already used"):
        g.activate(ids["Tinker"])
    g.play_card(ids["Second Wind"])
    g.activate(ids["Tinker"])
    assert len(g.zone(0, "hand")) == 2


def test_ready_untaps_so_the_creature_attacks_again():
    text = '''
card "Drummer": creature, cost 2, life 3, strike 1
  Tap: Ready target creature you control.
card "Axeman": creature, cost 2, life 4, strike 3
'''
    g, ch, ids, _ = table(text, ann=["Drummer", "Axeman"], steps=[("targets", "Axeman")])
    bh.strike_attack(g, ids["Axeman"], ids["Bob Hero"])
    g.activate(ids["Drummer"])
    bh.strike_attack(g, ids["Axeman"], ids["Bob Hero"])
    assert wounds(g, ids["Bob Hero"]) == 6


# ---- open / closed / stunned in selections --------------------------------------------------------------


@pytest.mark.rule("BH-502.7")
def test_tapped_and_stunned_select_exactly_those_cards():
    # glossary: Закрыть, Оглушение
    text = '''
card "Ambush": spell, cost 1
  Destroy target tapped creature.
card "Finish": spell, cost 1
  Destroy target stunned creature.
card "Sleeper": creature, cost 2, life 3, strike 1
card "Watcher": creature, cost 2, life 3, strike 1
'''
    g, ch, ids, _ = table(text, bob=["Sleeper", "Watcher"], hand=["Ambush", "Finish"])
    g.card(ids["Sleeper"]).tapped = True
    ch.add("targets", "Sleeper")
    g.play_card(ids["Ambush"])
    assert g.card(ids["Sleeper"]).zone == "graveyard"
    with pytest.raises(NotDeclarable):
        g.play_card(ids["Finish"])        # no stunned creature: the spell cannot be declared (BH-502.9)


# ---- created cards -----------------------------------------------------------------------------------


@pytest.mark.rule("BH-503")
def test_created_cards_come_from_the_supply_and_go_back_there():
    # glossary: Создайте Х, Созданный ("when a created card … goes back to its owner's supply")
    text = '''
card "Hound": creature, cost 1, life 1, strike 2, token
card "Whistle": spell, cost 1
  Create a Hound.
card "Bolt": spell, cost 1
  Deal 3 wounds to target creature.
'''
    g, ch, ids, specs = table(text, hand=["Whistle", "Bolt"], steps=[("targets", "Hound")])
    hound = g.add_card(specs["Hound"], 0, "supply")
    g.play_card(ids["Whistle"])
    assert g.card(hound).zone == "play area" and g.card(hound).controller == 0
    g.play_card(ids["Bolt"])
    assert g.card(hound).zone == "supply"


def test_create_with_an_empty_supply_does_nothing():
    text = '''
card "Hound": creature, cost 1, life 1, strike 2, token
card "Whistle": spell, cost 1
  Create a Hound.
'''
    g, ch, ids, _ = table(text, hand=["Whistle"])
    g.play_card(ids["Whistle"])
    assert not [c for c in g.in_play() if c.name == "Hound"]


# ---- the example set -------------------------------------------------------------------------------------


def test_header_keywords_with_a_number_compile_into_the_keywords():
    specs = compiled('card "Knight": creature, cost 3, life 4, strike 2, armour 2, haste\n')
    assert specs["Knight"].keywords == ("armour 2", "haste")


def test_an_unknown_valued_keyword_is_an_error():
    src = SourceFile("t.cards", 'ruleset berserk\ncard "Knight": creature, cost 3, life 4, strike 2, fury 2\n')
    res = compile_source(src, None, "t.cards")
    assert any(d.code.id == "E203" for d in res.diagnostics)


def test_the_warbands_set_survives_random_games():
    from pathlib import Path

    from runtime import fuzz as rf
    path = Path(__file__).resolve().parents[1] / "cardsets" / "berserk" / "warbands.cards"
    res = compile_source(SourceFile(str(path), path.read_text(encoding="utf-8")), None, "warbands.cards")
    assert res.card_texts and len(res.card_texts) == json.loads(json.dumps(res.cards))
    cs = fmt.loads(fmt.assemble("berserk", res.card_texts, __version__))
    cards = [c.to_spec() for c in cs.cards]
    rep = rf.fuzz(cards, [], BERSERK, games=10, seed=5)
    assert rep.counts() == {rf.ERROR: 0, rf.NO_END: 0, rf.INVARIANT: 0}
    assert rep.ended == 10


# ---- strike triggers ---------------------------------------------------------------------------------------


@pytest.mark.rule("BH-C3")
def test_when_this_creature_strikes_a_hero_counts_only_its_own_strikes_at_heroes():
    # glossary: При ударе (a counter-strike is a strike too), "Когда наносит раны ударом по герою"
    text = '''
card "Scout": creature, cost 2, life 5, strike 2
  When this creature strikes a hero, draw a card.
card "Axeman": creature, cost 2, life 5, strike 2
card "Wall": creature, cost 2, life 9, strike 1
card "Pebble": spell, cost 1
  Draw a card.
'''
    g, ch, ids, specs = table(text, ann=["Scout", "Axeman"], bob=["Wall"],
                                steps=[("targets", "no defender"), ("targets", "no defender")])
    for _ in range(3):
        g.add_card(specs["Pebble"], 0, "deck")
    bh.strike_attack(g, ids["Axeman"], ids["Bob Hero"])       # another creature's strike: nothing
    assert not g.zone(0, "hand")
    bh.strike_attack(g, ids["Scout"], ids["Bob Hero"])
    assert len(g.zone(0, "hand")) == 1
    bh.end_turn(g)
    bh.begin_turn(g)
    g.card(ids["Scout"]).tapped = False
    bh.strike_attack(g, ids["Wall"], ids["Scout"])           # its counter-strike at a creature: no hero
    assert len(g.zone(0, "hand")) == 1
