"""Berserk mechanics of issue 17 in our English surface, compiled and played: granted keywords
(BH-K11), cost changes (BH-K12), optional payments by the opponent (BH-K13), choices made by
the opponent (BH-K14), cards cancelled as they are played (BH-K15), several created cards at
once (BH-T1). Made-up cards; the glossary term of each reading is in docs/runtime.md."""

from __future__ import annotations

import pytest

from dsl import __version__
from dsl.compiler import compile_source
from dsl.source import SourceFile
from runtime import NotDeclarable
from runtime import berserk as bh
from runtime import format as fmt
from runtime.berserk.combat import kw, kw_value
from runtime.choices import ScriptedChooser
from runtime.interpreter import Game
from runtime.ruleset import BERSERK

HEROES = '''
card "Ann Hero": hero, life 20
card "Bob Hero": hero, life 20
'''


def compile_text(text: str):
    src = SourceFile("t.cards", "ruleset berserk\n" + HEROES + text)
    return compile_source(src, None, "t.cards")


def compiled(text: str) -> dict:
    res = compile_text(text)
    assert res.card_texts, [d.message for d in res.diagnostics]
    errors = [d.message for d in res.diagnostics if d.severity == "error"]
    assert not errors, errors
    cs = fmt.loads(fmt.assemble("berserk", res.card_texts, __version__))
    return {c.name: c.to_spec() for c in cs.cards}


def table(text: str, ann=(), bob=(), hand=(), steps=(), coins: int = 10, bob_coins: int = 0, fresh=()):
    """Ann's turn has begun; the named cards are in play (or Ann's hand) since before it;
    `fresh` cards came into Ann's play this turn."""
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
    for nm in fresh:
        ids[nm] = g.add_card(specs[nm], 0, "play area")
    g.players[0].resources["coin"] = coins
    g.players[1].resources["coin"] = bob_coins
    return g, ch, ids, specs


def wounds(g, cid) -> int:
    return g.card(cid).counters.get("wound", 0)


# ---- BH-K11 granted keywords ---------------------------------------------------------------


@pytest.mark.rule("BH-K11")
def test_granted_armour_lasts_until_the_end_of_the_turn():
    text = '''
card "Shield Song": spell, cost 1
  Each creature you control gains armour 2 until the end of the turn.
card "Footman": creature, cost 2, life 4, strike 1
'''
    g, ch, ids, _ = table(text, ann=["Footman"], hand=["Shield Song"])
    foot = g.card(ids["Footman"])
    assert kw_value(foot, "armour") == 0
    g.play_card(ids["Shield Song"])
    assert kw_value(foot, "armour") == 2 and kw(foot, "armour")
    bh.end_turn(g)
    assert kw_value(foot, "armour") == 0, "the granted keyword ends with the turn"


@pytest.mark.rule("BH-K11")
def test_granted_armour_prevents_wounds_of_a_strike():
    text = '''
card "Shield Song": spell, cost 1
  Each creature you control gains armour 2 until the end of the turn.
card "Footman": creature, cost 2, life 4, strike 1
card "Raider": creature, cost 2, life 4, strike 3
'''
    g, ch, ids, _ = table(text, ann=["Footman"], bob=["Raider"], hand=["Shield Song"])
    g.play_card(ids["Shield Song"])
    bh.combat._blow(g, g.card(ids["Raider"]), g.card(ids["Footman"]), 3, "strike")
    g.resolve()
    assert wounds(g, ids["Footman"]) == 1, "armour 2 prevents two of the three wounds"


@pytest.mark.rule("BH-K11")
def test_granted_haste_lets_a_creature_that_just_came_attack():
    text = '''
card "Spur": spell, cost 1
  Target creature you control gets haste until the end of the turn.
card "Colt": creature, cost 2, life 2, strike 2
'''
    g, ch, ids, _ = table(text, hand=["Spur"], fresh=["Colt"], steps=[("targets", "Colt")])
    assert not any(cid == ids["Colt"] for _, cid, _ in bh.attack_options(g, 0)), "first-turn weakness"
    g.play_card(ids["Spur"])
    assert any(cid == ids["Colt"] for _, cid, _ in bh.attack_options(g, 0))


def test_a_granted_valued_keyword_needs_its_number():
    res = compile_text('''
card "Half Song": spell, cost 1
  Target creature you control gains armour until the end of the turn.
''')
    assert any(d.code.id == "E501" and "without its number" in d.message for d in res.diagnostics)


# ---- BH-K12 cost changes -------------------------------------------------------------------


@pytest.mark.rule("BH-K12")
def test_an_opponents_static_makes_creatures_cost_more():
    text = '''
card "Toll Post": event, cost 3
  Enemy creatures cost 1 more.
card "Colt": creature, cost 2, life 2, strike 2
'''
    g, ch, ids, _ = table(text, bob=["Toll Post"], hand=["Colt"], coins=2)
    assert g.card_cost(g.card(ids["Colt"])) == 3
    with pytest.raises(NotDeclarable):
        g.play_card(ids["Colt"])
    g.players[0].resources["coin"] = 3
    g.play_card(ids["Colt"])
    assert g.coins(0) == 0, "paid the changed cost"


@pytest.mark.rule("BH-K12")
def test_own_cost_reduction_and_never_below_zero():
    text = '''
card "Scribe Guild": event, cost 2
  Spells you control cost 2 less.
card "Spark": spell, cost 1
  Draw a card.
card "Colt": creature, cost 2, life 2, strike 2
'''
    g, ch, ids, _ = table(text, ann=["Scribe Guild"], hand=["Spark", "Colt"])
    assert g.card_cost(g.card(ids["Spark"])) == 0
    assert g.card_cost(g.card(ids["Colt"])) == 2, "only spells"


# ---- BH-K13 the opponent may pay -----------------------------------------------------------

TITHE = '''
card "Tithe Taker": creature, cost 3, life 3, strike 2
  Recruit: Your opponent may pay 2 coins. If they do not, return target enemy creature to its owner's hand.
card "Mule": creature, cost 2, life 3, strike 1
'''


@pytest.mark.rule("BH-K13")
def test_the_opponent_pays_and_nothing_else_happens():
    g, ch, ids, _ = table(TITHE, bob=["Mule"], hand=["Tithe Taker"], bob_coins=3, steps=[("may", "yes")])
    g.play_card(ids["Tithe Taker"])
    assert [d.player for d in ch.asked] == [1], "Bob was asked to pay; no target was needed"
    assert g.coins(1) == 1 and g.card(ids["Mule"]).zone == "play area"


@pytest.mark.rule("BH-K13")
def test_the_opponent_declines_and_the_otherwise_happens():
    g, ch, ids, _ = table(TITHE, bob=["Mule"], hand=["Tithe Taker"], bob_coins=3,
                          steps=[("may", "no")])
    g.play_card(ids["Tithe Taker"])
    assert [d.player for d in ch.asked] == [1], "Bob declined (the one enemy creature needs no choice)"
    assert g.coins(1) == 3 and g.card(ids["Mule"]).zone == "hand"


@pytest.mark.rule("BH-K13")
def test_an_opponent_who_cannot_pay_has_not_paid():
    g, ch, ids, _ = table(TITHE, bob=["Mule"], hand=["Tithe Taker"], bob_coins=1,
                          steps=[("may", "yes")])
    g.play_card(ids["Tithe Taker"])
    assert g.coins(1) == 1 and g.card(ids["Mule"]).zone == "hand"


# ---- BH-K14 the opponent chooses -----------------------------------------------------------


@pytest.mark.rule("BH-K14")
def test_the_opponent_chooses_which_of_their_creatures_is_destroyed():
    text = '''
card "Grim Draw": spell, cost 2
  Your opponent chooses an enemy creature. Destroy it.
card "Mule": creature, cost 2, life 3, strike 1
card "Ox": creature, cost 4, life 6, strike 3
'''
    g, ch, ids, _ = table(text, bob=["Mule", "Ox"], hand=["Grim Draw"], steps=[("targets", "Mule")])
    g.play_card(ids["Grim Draw"])
    assert [d.player for d in ch.asked] == [1], "Bob chose"
    assert g.card(ids["Mule"]).zone == "graveyard" and g.card(ids["Ox"]).zone == "play area"


def test_only_the_opponent_can_be_the_one_who_chooses():
    res = compile_text('''
card "Odd Draw": spell, cost 2
  Each player chooses an enemy creature. Destroy it.
''')
    assert any(d.code.id == "E501" for d in res.diagnostics)


# ---- BH-K15 cancelling a card as it is played ----------------------------------------------

HUSH = '''
card "Hush Wisp": creature, cost 2, life 1, strike 1
  When another player plays a spell, you may destroy this creature to cancel that spell.
card "Bolt": spell, cost 1
  Deal 3 wounds to target creature.
card "Mule": creature, cost 2, life 5, strike 1
'''


@pytest.mark.rule("BH-K15")
def test_a_cancelled_spell_does_nothing():
    g, ch, ids, _ = table(HUSH, bob=["Hush Wisp", "Mule"], hand=["Bolt"], steps=[("may", "yes")])
    g.play_card(ids["Bolt"])
    assert g.card(ids["Hush Wisp"]).zone == "graveyard", "the price: the wisp is destroyed"
    assert wounds(g, ids["Mule"]) == 0 and g.card(ids["Bolt"]).zone == "graveyard"
    assert g.coins(0) == 9, "the spell was paid for all the same"


@pytest.mark.rule("BH-K15")
def test_a_spell_not_cancelled_resolves():
    g, ch, ids, _ = table(HUSH, bob=["Hush Wisp", "Mule"], hand=["Bolt"],
                          steps=[("may", "no"), ("targets", "Mule")])
    g.play_card(ids["Bolt"])
    assert g.card(ids["Hush Wisp"]).zone == "play area" and wounds(g, ids["Mule"]) == 3


# ---- BH-T1 several created cards -----------------------------------------------------------


@pytest.mark.rule("BH-T1")
def test_create_two_named_in_the_plural():
    text = '''
card "Twin Forge": spell, cost 3
  Create two Brass Pups.
card "Brass Pup": creature, cost 1, life 1, strike 1, token
'''
    g, ch, ids, specs = table(text, hand=["Twin Forge"])
    for _ in range(3):
        g.add_card(specs["Brass Pup"], 0, "supply")
    g.play_card(ids["Twin Forge"])
    pups = [c for c in g.in_play() if c.spec.name == "Brass Pup"]
    assert len(pups) == 2 and all(c.controller == 0 for c in pups)


# ---- BH-K16 Module ---------------------------------------------------------------------------

MODULES = '''
card "Clockwork Frame": creature (Mechanism), cost 4, life 5, strike 2
card "Gear Pod": creature (Mechanism), cost 2, life 2, strike 1, module
  Recruit: Draw a card.
card "Forge Call": spell, cost 2
  Create a Cog Drone.
card "Cog Drone": creature (Mechanism), cost 1, life 1, strike 1, token, module
'''


@pytest.mark.rule("BH-K16")
def test_a_module_played_may_join_a_mechanism_and_its_recruit_happens():
    g, ch, ids, specs = table(MODULES, ann=["Clockwork Frame"], hand=["Gear Pod", "Forge Call"],
                              steps=[("targets", "Clockwork Frame")])
    g.add_card(specs["Forge Call"], 0, "deck")
    hand_before = len(g.zone(0, "hand"))
    g.play_card(ids["Gear Pod"])
    pod = g.card(ids["Gear Pod"])
    assert pod.attached_to == ids["Clockwork Frame"]
    assert len(g.zone(0, "hand")) == hand_before, "played one, drew one (its Recruit)"
    assert not any(cid == ids["Gear Pod"] for _, cid, _ in bh.attack_options(g, 0)), "a part does not attack"


@pytest.mark.rule("BH-K16")
def test_a_created_module_may_stay_on_its_own():
    g, ch, ids, specs = table(MODULES, ann=["Clockwork Frame"], hand=["Forge Call"],
                              steps=[("targets", "do not attach")])
    g.add_card(specs["Cog Drone"], 0, "supply")
    g.play_card(ids["Forge Call"])
    drone = next(c for c in g.in_play() if c.spec.name == "Cog Drone")
    assert drone.attached_to is None
    assert [d.prompt for d in ch.asked] == ["attach Cog Drone#5 as a module to"]


@pytest.mark.rule("BH-K16")
def test_no_mechanism_no_question():
    g, ch, ids, _ = table(MODULES, hand=["Gear Pod"])
    g.play_card(ids["Gear Pod"])
    assert g.card(ids["Gear Pod"]).attached_to is None and [d.kind.value for d in ch.asked] == []
