"""Berserk as a whole game: combat, the combat keywords, heroes, coins, the game loop
(runtime/berserk). Readings BH-G*, BH-C*, BH-K* are in docs/runtime.md with the glossary term
(corpus/berserk-glossary-ru.tsv) each comes from; SPEC §4 ids are cited where one applies.
Cards are made up and built by hand (tests/test_runtime_cards.py)."""

from __future__ import annotations

import pytest
from test_runtime_cards import berserk, card

from runtime import NotDeclarable
from runtime import berserk as bh
from runtime import spec as s
from runtime.choices import RandomChooser
from runtime.interpreter import Game
from runtime.ruleset import BERSERK, keyword_value


def fighter(name: str, strike: int = 2, life: int = 3, *keywords: str, cost: int = 2,
            abilities: tuple[s.Ability, ...] = ()) -> s.CardSpec:
    return s.CardSpec(slug="berserk/" + name.lower().replace(" ", "-"), name=name, card_type="creature",
                      stats=(("cost", cost), ("life", life), ("strike", strike)), keywords=tuple(keywords),
                      abilities=abilities)


def hero(name: str, life: int = 20) -> s.CardSpec:
    return card("berserk/" + name.lower().replace(" ", "-"), name, "hero", {"life": life})


def table(ann=(), bob=(), steps=(), *, hero_life: int = 20):
    """Ann's turn has begun; both heroes and the given creatures were in play before it."""
    g, ch = berserk(steps)
    bh.enable(g)
    ids = {"Ann": g.add_card(hero("Ann Hero", hero_life), 0, "play area"),
           "Bob": g.add_card(hero("Bob Hero", hero_life), 1, "play area")}
    for p, specs in ((0, ann), (1, bob)):
        for spec in specs:
            ids[spec.name] = g.add_card(spec, p, "play area")
    bh.begin_turn(g, 0)
    return g, ch, ids


def wounds(g, cid) -> int:
    return g.card(cid).counters.get("wound", 0)


def gone(g, cid) -> bool:
    return g.card(cid).zone == "graveyard"


# ---- strike attacks, counter-strikes, defenders ---------------------------------------------------


@pytest.mark.rule("BH-C3")
def test_open_target_strikes_back_at_the_same_time():
    # glossary: Отражающая карта, Ответный удар
    g, ch, ids = table([fighter("Axeman", 3, 4)], [fighter("Pikeman", 2, 3)], [])
    bh.strike_attack(g, ids["Axeman"], ids["Pikeman"])
    assert gone(g, ids["Pikeman"])
    assert wounds(g, ids["Axeman"]) == 2, "the open target answers even though it dies"
    ch.assert_done()


@pytest.mark.rule("BH-C3")
def test_closed_target_does_not_strike_back():
    g, ch, ids = table([fighter("Axeman", 3, 4)], [fighter("Pikeman", 2, 5)], [])
    g.card(ids["Pikeman"]).tapped = True
    bh.strike_attack(g, ids["Axeman"], ids["Pikeman"])
    assert wounds(g, ids["Pikeman"]) == 3
    assert wounds(g, ids["Axeman"]) == 0


@pytest.mark.rule("BH-506")
def test_attacking_closes_the_attacker_and_a_closed_card_cannot_attack():
    g, ch, ids = table([fighter("Axeman", 3, 4)], [], [])
    bh.strike_attack(g, ids["Axeman"], ids["Bob"])
    assert g.card(ids["Axeman"]).tapped
    assert wounds(g, ids["Bob"]) == 3
    with pytest.raises(NotDeclarable):
        bh.strike_attack(g, ids["Axeman"], ids["Bob"])


@pytest.mark.rule("BH-C2")
def test_a_defender_becomes_the_target_closes_and_strikes_back():
    # glossary: Назначить защитника
    g, ch, ids = table([fighter("Axeman", 3, 6)], [fighter("Guard", 1, 4)], [("targets", "Guard")])
    bh.strike_attack(g, ids["Axeman"], ids["Bob"])
    assert wounds(g, ids["Bob"]) == 0
    assert wounds(g, ids["Guard"]) == 3
    assert g.card(ids["Guard"]).tapped
    assert wounds(g, ids["Axeman"]) == 1


@pytest.mark.rule("BH-C2")
def test_the_attacked_player_may_decline_to_defend():
    g, ch, ids = table([fighter("Axeman", 3, 6)], [fighter("Guard", 1, 4)], [("targets", "no defender")])
    bh.strike_attack(g, ids["Axeman"], ids["Bob"])
    ch.assert_done()
    assert wounds(g, ids["Bob"]) == 3 and not g.card(ids["Guard"]).tapped


@pytest.mark.rule("BH-C2")
def test_no_defender_against_a_directed_strike():
    # glossary: Направленный удар
    g, ch, ids = table([fighter("Lancer", 3, 6, "directed strike")], [fighter("Guard", 1, 4)], [])
    bh.strike_attack(g, ids["Lancer"], ids["Bob"])
    ch.assert_done()            # nobody was asked for a defender
    assert wounds(g, ids["Bob"]) == 3


@pytest.mark.rule("BH-C1")
def test_first_turn_weakness_and_haste():
    # glossary: Слабость первого хода, Рывок
    g, ch, ids = table([], [], [])
    slow = g.add_card(fighter("Recruit", 2, 2), 0, "play area")
    fast = g.add_card(fighter("Runner", 2, 2, "haste"), 0, "play area")
    with pytest.raises(NotDeclarable, match="first-turn weakness"):
        bh.strike_attack(g, slow, ids["Bob"])
    bh.strike_attack(g, fast, ids["Bob"])
    assert wounds(g, ids["Bob"]) == 2


@pytest.mark.rule("BH-C4")
def test_first_strike_kills_before_the_answer():
    # glossary: Первый удар
    g, ch, ids = table([fighter("Duelist", 3, 2, "first strike")], [fighter("Brute", 5, 3)],
                       [])
    bh.strike_attack(g, ids["Duelist"], ids["Brute"])
    assert gone(g, ids["Brute"])
    assert wounds(g, ids["Duelist"]) == 0


@pytest.mark.rule("BH-C4")
def test_defender_with_first_strike_answers_first():
    g, ch, ids = table([fighter("Brute", 5, 3)], [fighter("Duelist", 3, 2, "first strike")],
                       [])
    bh.strike_attack(g, ids["Brute"], ids["Duelist"])
    assert gone(g, ids["Brute"])
    assert wounds(g, ids["Duelist"]) == 0


# ---- keywords ----------------------------------------------------------------------------------


@pytest.mark.rule("BH-K1")
def test_armour_prevents_the_first_wounds_of_strikes_each_turn():
    # glossary: Броня X
    g, ch, ids = table([fighter("Axeman", 3, 6), fighter("Archer", 2, 6, "haste")],
                       [fighter("Knight", 0, 8, "armour 2")],
                       [])
    bh.strike_attack(g, ids["Axeman"], ids["Knight"])
    assert wounds(g, ids["Knight"]) == 1
    bh.strike_attack(g, ids["Archer"], ids["Knight"])
    assert wounds(g, ids["Knight"]) == 3, "armour 2 is used up for this turn"


@pytest.mark.rule("BH-K1")
def test_armour_does_not_stop_wounds_of_an_ability():
    g, ch, ids = table([], [fighter("Knight", 0, 8, "armour 2")], [("targets", "Knight")])
    g.execute(s.Wound(target=s.Target(filter=s.Filter(card_types=("creature",))), amount=s.Const(value=2)))
    assert wounds(g, ids["Knight"]) == 2


@pytest.mark.rule("BH-K2")
def test_experienced_in_attack_stays_open_and_in_defence_too():
    # glossary: Опыт в атаке, Опыт в защите
    g, ch, ids = table([fighter("Veteran", 1, 6, "experienced in attack")],
                       [fighter("Sentry", 1, 6, "experienced in defence")], [("targets", "Sentry")])
    bh.strike_attack(g, ids["Veteran"], ids["Bob"])
    assert not g.card(ids["Veteran"]).tapped
    assert not g.card(ids["Sentry"]).tapped


@pytest.mark.rule("BH-K3")
def test_vampirism_heals_and_the_rest_becomes_extra_lives():
    # glossary: Вампиризм X
    g, ch, ids = table([fighter("Leech", 2, 4, "vampirism 3")], [], [])
    g.card(ids["Leech"]).counters["wound"] = 1
    bh.strike_attack(g, ids["Leech"], ids["Bob"])
    assert wounds(g, ids["Leech"]) == 0
    assert g.card(ids["Leech"]).counters.get("extra life") == 2
    assert g.lives(ids["Leech"]) == 6


@pytest.mark.rule("BH-K4")
def test_frenzy_leaves_only_its_attacks():
    # glossary: Бешенство
    g, ch, ids = table([fighter("Maniac", 1, 2, "frenzy"), fighter("Calm", 1, 2)], [], [])
    labels = [o[0] for o in bh.game.options(g, 0)]
    assert labels == [f"attack with {g.card(ids['Maniac']).label}"]


@pytest.mark.rule("BH-K5")
def test_regeneration_heals_at_the_end_of_its_controllers_turn():
    # glossary: Регенерация X
    g, ch, ids = table([fighter("Troll", 1, 6, "regeneration 2")], [], [])
    g.card(ids["Troll"]).counters["wound"] = 3
    bh.end_turn(g)
    assert wounds(g, ids["Troll"]) == 1


@pytest.mark.rule("BH-K6")
def test_poison_keyword_wounds_at_the_start_of_its_controllers_turn():
    # glossary: Отравление X
    g, ch, ids = table([], [fighter("Mossback", 1, 6, "poison 2")], [])
    assert wounds(g, ids["Mossback"]) == 0, "not on the other player's turn"
    bh.end_turn(g)
    bh.begin_turn(g)
    assert wounds(g, ids["Mossback"]) == 2


@pytest.mark.rule("BH-C5")
def test_a_shot_has_no_defender_and_no_answer():
    # glossary: Выстрел на X
    g, ch, ids = table([fighter("Slinger", 0, 2, "shot 2")], [fighter("Guard", 4, 4)], [])
    bh.shot_attack(g, ids["Slinger"], ids["Guard"])
    ch.assert_done()
    assert wounds(g, ids["Guard"]) == 2
    assert wounds(g, ids["Slinger"]) == 0
    assert g.card(ids["Slinger"]).tapped


def test_keyword_value_takes_the_largest():
    assert keyword_value(("armour 1", "armour 3", "haste"), "armour") == 3
    assert keyword_value(("haste",), "armour") is None


# ---- heroes, coins, weapons, events, whole games ---------------------------------------------------


@pytest.mark.rule("BH-503")
def test_a_hero_whose_wounds_reach_its_lives_loses_at_once():
    g, ch, ids = table([fighter("Giant", 5, 5)], [], [], hero_life=5)
    bh.strike_attack(g, ids["Giant"], ids["Bob"])
    assert g.check_winner() == 0


@pytest.mark.rule("BH-522")
def test_paid_coins_are_closed_until_their_owners_next_turn():
    g, ch, ids = table([], [], [])
    g.players[0].resources["coin"] = 3
    grunt = g.add_card(fighter("Grunt", 1, 1, cost=2), 0, "hand")
    g.play_card(grunt)
    assert g.coins(0) == 1
    bh.end_turn(g)
    bh.begin_turn(g)                 # Bob's turn: Ann's coins stay closed
    assert g.coins(0) == 1
    bh.end_turn(g)
    bh.begin_turn(g)                 # Ann's turn: they open (no gain, BH-522.4)
    assert g.coins(0) == 3


@pytest.mark.rule("BH-G3")
def test_a_weapon_lends_its_strike_to_the_hero_and_only_one_is_in_play():
    # glossary: Оружие, Экипировка
    g, ch, ids = table([], [], [])
    g.players[0].resources["coin"] = 9
    axe = card("berserk/axe", "Axe", "weapon", {"cost": 1, "strike": 3})
    a = g.add_card(axe, 0, "hand")
    b = g.add_card(axe, 0, "hand")
    with pytest.raises(NotDeclarable):
        bh.strike_attack(g, ids["Ann"], ids["Bob"])
    g.play_card(a)
    with pytest.raises(NotDeclarable):
        g.play_card(b)
    bh.strike_attack(g, ids["Ann"], ids["Bob"])
    assert wounds(g, ids["Bob"]) == 3


@pytest.mark.rule("BH-G3")
def test_an_event_stays_in_play_one_per_player():
    # glossary: Событие
    g, ch, ids = table([], [], [])
    g.players[0].resources["coin"] = 9
    fair = card("berserk/fair", "Fair", "event", {"cost": 1})
    a, b = g.add_card(fair, 0, "hand"), g.add_card(fair, 0, "hand")
    g.play_card(a)
    assert g.card(a).zone == "play area"
    with pytest.raises(NotDeclarable):
        g.play_card(b)


@pytest.mark.rule("BH-526")
def test_random_whole_games_end_and_repeat_under_a_seed():
    decks = [[fighter(f"Soldier {i}", 2, 3, cost=1 + i % 3) for i in range(20)] for _ in range(2)]

    def one(seed):
        g = Game(BERSERK, ("Ann", "Bob"), chooser=RandomChooser(seed), seed=seed, trace=False)
        bh.setup(g, decks)
        return bh.play_game(g, 200), g.state.turn

    a, b = one(7), one(7)
    assert a == b and a[0] is not None


@pytest.mark.rule("BH-503")
def test_both_heroes_dying_to_one_fight_is_a_draw():
    g, ch, ids = table([], [], [], hero_life=3)
    axe = card("berserk/axe", "Axe", "weapon", {"cost": 0, "strike": 3})
    g.add_card(axe, 0, "play area")
    g.add_card(axe, 1, "play area")
    bh.strike_attack(g, ids["Ann"], ids["Bob"])
    assert g.check_winner() is None and bh.game.drawn(g) and bh.game.over(g)


@pytest.mark.rule("BH-502.9")
def test_a_spell_with_no_legal_target_is_not_offered_in_the_main_phase():
    # issue 16: the options are what the game accepts (`Game.why_not_play`), so a random player
    # never picks a spell the game then refuses
    from test_runtime_cards import CUBE
    g, ch, ids = table([fighter("Plain", 1, 2)], [], [])
    cube = g.add_card(CUBE, 0, "hand")
    cheap = g.add_card(fighter("Scout", 1, 1, cost=1), 0, "hand")
    g.state.players[0].resources["coin"] = 5
    offered = {cid for _, cid, what in bh.game.options(g, 0) if what == -1}
    assert offered == {cheap}, "no creature with an element: Cube could destroy nothing"
    with pytest.raises(NotDeclarable, match="no legal target"):
        bh.game.act(g, cube, -1)
