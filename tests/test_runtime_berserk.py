"""SPEC §4 Berserk Heroes rules (seeds 003 and 001), one or more tests per rule id, including each
worked example of the seeds. IR is built by hand (tests/test_runtime_cards.py)."""

from __future__ import annotations

import pytest
from test_runtime_cards import (ATTACK_MODULE, BJORNBON, CATACLYSM, CREATURE, CUBE, FILLER,
                                GALLIWESPIN, HEALER, HERO, MECHACRAB, MEREGOM, NOITA, ORC_AVENGER,
                                POISONER, RAPTOR, SMAITA, TRICKSTER, VIAL, berserk, card, creature,
                                origin)

from runtime import IllegalChoice, NotDeclarable, ScriptError
from runtime import spec as s
from runtime.spec import Const, Controller, Event


def rich(g):
    for p in g.players:
        p.resources["coin"] = 30
    return g


def in_grave(g, cid):
    return g.card(cid).zone == "graveyard"


# ---- 501 / 502: targets and sources -------------------------------------------------------------


@pytest.mark.rule("BH-501.4")
def test_BH_501_4_poisoned_creature_is_destroyed_although_poison_was_removed_first():
    g, ch = berserk([("targets", "Victim")])
    rich(g)
    victim = g.add_card(creature("Victim"), 1, "play area")
    g.card(victim).counters["poison"] = 1
    a = g.add_card(POISONER, 0)          # active player, declared first
    b = g.add_card(HEALER, 1)            # non-active player, declared second, resolves first
    g.play_card(a, resolve=False)
    g.play_card(b, resolve=False)
    g.resolve()
    ch.assert_done()
    resolved = [st.origin for st in g.trace.of_kind("resolve")]
    assert resolved == [origin("Herbalist"), origin("Poisoner")]
    assert in_grave(g, victim), "the target restriction (poisoned) must not be re-checked on resolution"


@pytest.mark.rule("BH-501.3")
def test_BH_501_3_a_payment_has_neither_source_nor_target():
    lose_watch = s.Triggered(origin="berserk/miser#0",
                             when=s.EventPattern(event=Event.LOSE, player=Controller.YOU, resource="coin"),
                             effect=s.Gain(resource="prayer token"))
    target_watch = s.Triggered(origin="berserk/miser#1", when=s.EventPattern(event=Event.TARGETED, this=True),
                               effect=s.Gain(resource="prayer token"))
    shop = s.Activated(origin="berserk/shop#0", effect=s.Draw(),
                       costs=(s.Cost(cost=s.CostKind.COINS, amount=2), s.Cost(cost=s.CostKind.TAP_SELF)))
    g, _ = berserk()
    g.players[0].resources["coin"] = 5
    g.add_card(card("berserk/miser", "Miser", "creature", {"cost": 1, "life": 2, "strike": 1},
                    lose_watch, target_watch), 0, "play area")
    shop_id = g.add_card(card("berserk/shop", "Shop", "artifact", {"cost": 1}, shop), 0, "play area")
    g.add_card(FILLER, 0, "deck")
    g.activate(shop_id)
    assert g.coins(0) == 3 and g.card(shop_id).tapped
    pay = g.trace.find(kind="event", what="pay")
    assert pay and pay[0].origin == "rule:payment"
    assert g.resource(0, "prayer token") == 0, "paying is not losing coins and targets nothing"
    # the same watcher does fire on a real loss
    g.execute(s.Lose(resource="coin", amount=Const(value=1)))
    assert g.resource(0, "prayer token") == 1


@pytest.mark.rule("BH-502.2")
@pytest.mark.rule("BH-502.3")
def test_BH_502_2_3_declared_ability_resolves_after_its_source_left_play():
    recruit = s.OnPlay(origin="berserk/banker#0", label="recruit", effect=s.Gain(amount=Const(value=2)))
    g, _ = berserk()
    rich(g)
    banker = g.add_card(creature("Banker", 1, 2, 1, recruit), 0)
    g.play_card(banker, resolve=False)
    g.execute(s.Destroy(target=s.Each(filter=CREATURE)), resolve=False)   # resolves first (on top)
    g.resolve()
    assert in_grave(g, banker)
    assert g.coins(0) == 30 - 1 + 2


@pytest.mark.rule("BH-502.3")
def test_BH_502_3_source_legality_is_checked_at_declaration():
    act = s.Activated(origin="berserk/lamp#0", effect=s.Gain(), costs=())
    g, _ = berserk()
    lamp = g.add_card(card("berserk/lamp", "Lamp", "artifact", {"cost": 1}, act), 0, "graveyard")
    with pytest.raises(NotDeclarable):
        g.activate(lamp)


@pytest.mark.rule("BH-502.6")
def test_BH_502_6_cataclysm_destroys_all_creatures_and_is_legal_with_none():
    g, ch = berserk()
    rich(g)
    hero = g.add_card(HERO, 0, "play area")
    cs = [g.add_card(FILLER, i % 2, "play area") for i in range(3)]
    g.play_card(g.add_card(CATACLYSM, 0))
    assert all(in_grave(g, c) for c in cs)
    assert g.card(hero).zone == "play area"
    assert not [d for d in ch.asked if d.kind.value == "targets"], "mass: no targets chosen"
    g.play_card(g.add_card(CATACLYSM, 0))              # nothing to destroy: still legal
    assert g.trace.find(kind="declare", origin=origin("Cataclysm"))[-1]


@pytest.mark.rule("BH-502.6")
def test_BH_502_6_raptor_destroys_each_creature_with_cost_3_or_less():
    g, _ = berserk()
    rich(g)
    cheap = [g.add_card(creature(f"Cheap{i}", cost=i + 1), 1, "play area") for i in range(3)]
    dear = g.add_card(creature("Dear", cost=4), 1, "play area")
    raptor = g.add_card(RAPTOR, 0)
    g.play_card(raptor)
    assert all(in_grave(g, c) for c in cheap)
    assert g.card(dear).zone == "play area" and g.card(raptor).zone == "play area"
    g2, _ = berserk()
    rich(g2)
    r2 = g2.add_card(RAPTOR, 0)
    g2.play_card(r2)                                   # nothing matches: declared all the same
    assert g2.trace.find(kind="declare", origin=origin("Raptor"))
    assert not g2.trace.find(kind="not_declared")


@pytest.mark.rule("BH-502.6")
def test_BH_502_6_vial_of_healing_chooses_one_to_three_targets_and_splits_three_wounds():
    g, ch = berserk([("targets", ["Hero", "Guard"]), ("distribute", ["Hero"])])
    rich(g)
    hero = g.add_card(HERO, 0, "play area")
    guard = g.add_card(creature("Guard", life=5), 0, "play area")
    enemy = g.add_card(creature("Enemy", life=5), 1, "play area")
    for c in (hero, guard, enemy):
        g.card(c).counters["wound"] = 3
    g.play_card(g.add_card(VIAL, 0))
    ch.assert_done()
    assert g.card(hero).counters["wound"] == 1 and g.card(guard).counters["wound"] == 2
    assert g.card(enemy).counters["wound"] == 3
    targets = [d for d in ch.asked if d.kind.value == "targets"][0]
    assert (targets.min, targets.max) == (1, 2) and "Enemy#3" not in targets.options  # 1..3, two legal
    g2, ch2 = berserk([("targets", [])])
    rich(g2)
    g2.add_card(HERO, 0, "play area")
    g2.add_card(creature("Guard"), 0, "play area")
    with pytest.raises(IllegalChoice):                 # at least one target
        g2.play_card(g2.add_card(VIAL, 0))


@pytest.mark.rule("BH-502.7")
def test_BH_502_7_sinister_cube_cannot_choose_a_neutral_creature():
    g, ch = berserk([("targets", "Neutral")])
    rich(g)
    g.add_card(creature("Neutral"), 1, "play area")
    g.add_card(creature("Swampy", element="swamp"), 1, "play area")
    g.add_card(creature("Foresty", element="forest"), 1, "play area")
    with pytest.raises(ScriptError):
        g.play_card(g.add_card(CUBE, 0))
    assert ch.asked[-1].options == ("Swampy#2", "Foresty#3")
    g2, _ = berserk()
    rich(g2)
    only = g2.add_card(creature("Neutral"), 1, "play area")
    cube = g2.add_card(CUBE, 0)
    with pytest.raises(NotDeclarable):
        g2.play_card(cube)
    assert g2.card(cube).zone == "hand" and g2.card(only).zone == "play area"


@pytest.mark.rule("BH-502.8")
def test_BH_502_8_reflexive_heal_itself_and_cant_untap_protects_the_card_itself():
    selfheal = s.Activated(origin="berserk/monk#0", effect=s.Heal(target=s.This(), amount=Const(value=2)),
                           costs=(s.Cost(cost=s.CostKind.TAP_SELF),))
    stiff = s.Static(origin="berserk/monk#1", effect=s.Cant(affects=s.This(), events=(Event.UNTAP,)))
    g, _ = berserk()
    monk = g.add_card(creature("Monk", 2, 5, 1, selfheal, stiff), 0, "play area")
    other = g.add_card(creature("Other", 2, 5, 1), 0, "play area")
    g.card(monk).counters["wound"] = 3
    g.card(other).counters["wound"] = 3
    g.activate(monk)
    assert g.card(monk).counters["wound"] == 1 and g.card(other).counters["wound"] == 3
    g.card(other).tapped = True
    g.begin_turn(0)
    assert g.card(monk).tapped, "no card (nor the untap rule) can untap it"
    assert not g.card(other).tapped
    g.execute(s.Untap(target=s.Each(filter=CREATURE)), controller=1)
    assert g.card(monk).tapped
    assert g.trace.find(kind="prevented", origin="berserk/monk#1")


@pytest.mark.rule("BH-502.9")
def test_BH_502_9_noita_enters_without_shooting_when_bjornbon_restricts_targets():
    g, _ = berserk()
    rich(g)
    g.add_card(BJORNBON, 0, "play area")
    fresh = g.add_card(creature("Fresh"), 0, "play area")     # a creature without wounds exists
    noita = g.add_card(NOITA, 1)
    g.play_card(noita)
    assert g.card(noita).zone == "play area", "the creature enters play without the ability"
    assert g.trace.find(kind="not_declared", origin=origin("Noita"))
    assert g.card(fresh).counters.get("wound", 0) == 0
    # control: without Bjornbon the shot is declared and resolves
    g2, _ = berserk([("targets", "Fresh")])
    rich(g2)
    fresh2 = g2.add_card(creature("Fresh"), 0, "play area")
    g2.play_card(g2.add_card(NOITA, 1))
    assert in_grave(g2, fresh2)


# ---- 503 - 506 ---------------------------------------------------------------------------------


@pytest.mark.rule("BH-503")
def test_BH_503_lethal_wounds_destroy_at_once_outside_the_queue():
    blow = s.Sequence(effects=(
        s.Wound(target=s.Target(filter=CREATURE), amount=Const(value=3)),
        s.Gain(amount=s.CountOf(filter=CREATURE)),             # counts after the rule effect
    ))
    g, _ = berserk([("targets", "Weak")])
    weak = g.add_card(creature("Weak", life=3), 1, "play area")
    g.add_card(creature("Strong", life=9), 1, "play area")
    g.execute(blow)
    assert in_grave(g, weak)
    assert g.coins(0) == 1
    kinds = [(st.kind, st.what) for st in g.trace]
    assert kinds.index(("rule", "destroy")) < kinds.index(("event", "gain"))
    rule = g.trace.find(kind="rule", what="destroy")[0]
    assert rule.origin == "rule:lethal"


@pytest.mark.rule("BH-504")
def test_BH_504_wounds_extra_and_negative_lives_interact():
    g, _ = berserk()
    c = g.add_card(creature("Ox", life=5), 0, "play area")
    target = s.Each(filter=CREATURE)
    g.execute(s.Wound(target=target, amount=Const(value=2)))
    assert g.lives(c) == 3
    g.execute(s.ExtraLives(target=target, amount=Const(value=2)))       # 504.5: wounds stay
    assert g.card(c).counters["wound"] == 2 and g.lives(c) == 5
    g.execute(s.ReduceLives(target=target, amount=Const(value=3)))      # removes extra lives first
    assert g.card(c).counters.get("extra life", 0) == 0 and g.card(c).counters["negative life"] == 1
    assert g.lives(c) == 2
    g.execute(s.ExtraLives(target=target, amount=Const(value=1)))       # removes the negative one
    assert g.card(c).counters.get("negative life", 0) == 0 and g.lives(c) == 3
    assert g.card(c).counters["wound"] == 2


@pytest.mark.rule("BH-504.6")
def test_BH_504_6_set_life_replaces_wounds_without_healing():
    heal_watch = s.Triggered(origin="berserk/cleric#0", when=s.EventPattern(event=Event.HEAL),
                             effect=s.Gain(resource="prayer token"))
    g, _ = berserk()
    g.add_card(creature("Cleric", 1, 9, 1, heal_watch), 0, "play area")
    c = g.add_card(creature("Ox", life=5), 1, "play area")
    g.card(c).counters["wound"] = 3
    g.execute(s.SetLife(target=s.Each(filter=s.Filter(name="Ox")), amount=Const(value=4)))
    assert g.lives(c) == 4 and g.card(c).counters.get("wound", 0) == 0
    # 3 wounds became 3 negative lives; +2 extra lives cancel 2 of them: 5 - 1 = 4
    assert g.card(c).counters.get("negative life") == 1 and "extra life" not in g.card(c).counters
    assert g.resource(0, "prayer token") == 0, "removing wounds here is not healing"
    g.execute(s.SetLife(target=s.Each(filter=s.Filter(name="Ox")), amount=Const(value=1)))
    assert g.lives(c) == 1
    g.execute(s.SetLife(target=s.Each(filter=s.Filter(name="Ox")), amount=Const(value=0)))
    assert in_grave(g, c)


DEATH_FROM_ENEMY_CREATURE = s.Triggered(
    origin="berserk/tryasovitsa#0", label="death",
    when=s.EventPattern(event=Event.DESTROY, this=True, cause_types=("creature",),
                        cause_controller=Controller.OPPONENT),
    effect=s.Gain(resource="prayer token", amount=Const(value=5)))


@pytest.mark.rule("BH-505")
def test_BH_505_destroyed_at_zero_lives_and_died_from_an_enemy_creature():
    shooter = s.Activated(origin="berserk/archer#0", effect=s.Shoot(target=s.Target(filter=CREATURE),
                                                                    amount=Const(value=2)))
    g, _ = berserk([("targets", "Tryasovitsa")])
    t = g.add_card(creature("Tryasovitsa", 1, 2, 1, DEATH_FROM_ENEMY_CREATURE), 0, "play area")
    archer = g.add_card(creature("Archer", 1, 5, 1, shooter), 1, "play area")
    g.activate(archer)
    assert in_grave(g, t)
    assert g.resource(0, "prayer token") == 5
    died = g.trace.find(kind="event", what="destroy")[0]
    assert dict(died.detail)["cause"] == "shoot"
    # dying from a spell (not a creature) does not count
    g2, _ = berserk()
    t2 = g2.add_card(creature("Tryasovitsa", 1, 2, 1, DEATH_FROM_ENEMY_CREATURE), 0, "play area")
    g2.players[1].resources["coin"] = 9
    g2.play_card(g2.add_card(CATACLYSM, 1))
    assert in_grave(g2, t2) and g2.resource(0, "prayer token") == 0


@pytest.mark.rule("BH-505.3")
def test_BH_505_3_smaita_and_orc_avenger_both_trigger_on_smaitas_death():
    distortion = card("berserk/distortion", "Distortion", "spell", {"cost": 2}, s.OnPlay(
        origin=origin("Distortion"), effect=s.Destroy(target=s.Target(filter=CREATURE))))
    g, ch = berserk([
        ("targets", "Smaita"),                      # Bob's Distortion
        ("targets", "Brute"),                       # Smaita's death: wound 2 (declared now)
        ("search", "Orc Avenger"),                  # resolves in the order Ann chose
    ])
    rich(g)
    smaita = g.add_card(SMAITA, 0, "play area")
    g.add_card(ORC_AVENGER, 0, "play area")
    deck_orc = g.add_card(ORC_AVENGER, 0, "deck")
    brute = g.add_card(creature("Brute", life=5), 1, "play area")
    ch.steps.insert(2, ("order", [f"Smaita#{smaita}:{origin('Smaita')}",
                                  f"Orc Avenger#2:{origin('Orc Avenger')}<-Smaita#{smaita}"]))
    g.play_card(g.add_card(distortion, 1))
    ch.assert_done()
    assert in_grave(g, smaita)
    assert g.card(brute).counters["wound"] == 2
    assert g.card(deck_orc).zone == "hand"
    assert not g.trace.find(kind="event", what="draw"), "taking from the deck is not a draw"


@pytest.mark.rule("BH-505.4")
def test_BH_505_4_mechacrab_with_attack_module_dies_once_and_meregom_returns_one_part():
    # the target is chosen when Meregom's ability triggers (declared), "may" when it resolves
    g, ch = berserk([("targets", "Attack Module"), ("may", "yes")])
    meregom = g.add_card(MEREGOM, 0, "play area")
    crab = g.add_card(MECHACRAB, 1, "play area")
    module = g.add_card(ATTACK_MODULE, 1, "play area", attached_to=crab)
    g.card(crab).counters["poison"] = 2
    g.begin_turn(1)                                   # poison kills at the start of Bob's turn
    ch.assert_done()
    assert g.card(crab).zone == "graveyard"
    assert g.card(module).zone == "play area" and g.lives(module) == 1
    assert len(g.trace.find(kind="declare", origin=origin("Meregom"))) == 1
    destroys = g.trace.find(kind="event", what="destroy")
    assert len(destroys) == 1 and dict(destroys[0].detail)["cards"] == (f"Mechacrab#{crab}", f"Attack Module#{module}")
    assert g.card(meregom).zone == "play area"
    g.state.check_invariants()


@pytest.mark.rule("BH-506")
def test_BH_506_tapping_is_a_cost_and_a_tapped_card_cannot_pay():
    act = s.Activated(origin="berserk/mill#0", effect=s.Gain(), costs=(s.Cost(cost=s.CostKind.TAP_SELF),))
    g, _ = berserk()
    mill = g.add_card(card("berserk/mill", "Mill", "artifact", {"cost": 1}, act), 0, "play area")
    g.activate(mill)
    assert g.card(mill).tapped and g.coins(0) == 1
    with pytest.raises(NotDeclarable, match="BH-506"):
        g.activate(mill)
    assert g.coins(0) == 1


# ---- 520 - 527 ---------------------------------------------------------------------------------


@pytest.mark.rule("BH-520")
def test_BH_520_as_much_as_possible_heal_draw_discard():
    g, ch = berserk()
    c = g.add_card(creature("Ox", life=5), 0, "play area")
    g.card(c).counters["wound"] = 2
    g.execute(s.Heal(target=s.This(), amount=Const(value=5)), source=c)
    assert g.card(c).counters.get("wound", 0) == 0                        # 520.2
    assert dict(g.trace.find(kind="event", what="heal")[0].detail)["amount"] == 2
    g.add_card(FILLER, 0, "deck")
    g.execute(s.Draw(amount=Const(value=3)))                                # 520.3
    assert len(g.zone(0, "hand")) == 1 and not g.zone(0, "deck")
    g.add_card(FILLER, 0, "hand")
    g.execute(s.Discard(amount=Const(value=3)))                             # 520.4: no choice asked
    assert not g.zone(0, "hand") and len(g.zone(0, "graveyard")) == 2
    assert not ch.asked


@pytest.mark.rule("BH-520")
def test_BH_520_the_rest_of_an_ability_goes_on_after_a_part_cannot_happen():
    g, _ = berserk()
    g.execute(s.Sequence(effects=(s.Draw(amount=Const(value=2)), s.Gain(amount=Const(value=2)))))
    assert g.coins(0) == 2


@pytest.mark.rule("BH-521")
def test_BH_521_delayed_effect_waits_and_applies_to_the_controllers_hero():
    later = s.Delay(when=s.EventPattern(event=Event.TURN_START, player=Controller.YOU),
                    effect=s.Heal(target=s.Implicit(), amount=Const(value=2)))
    g, _ = berserk()
    hero = g.add_card(HERO, 0, "play area")
    enemy_hero = g.add_card(HERO, 1, "play area")
    g.card(hero).counters["wound"] = 5
    g.card(enemy_hero).counters["wound"] = 5
    g.begin_turn(0)
    g.execute(later, origin="berserk/prayer#0")
    assert g.card(hero).counters["wound"] == 5
    g.end_turn()
    g.begin_turn(1)
    assert g.card(hero).counters["wound"] == 5, "not on the opponent's turn"
    g.end_turn()
    g.begin_turn(0)
    assert g.card(hero).counters["wound"] == 3 and g.card(enemy_hero).counters["wound"] == 5
    g.end_turn()
    g.begin_turn(1)
    g.end_turn()
    g.begin_turn(0)
    assert g.card(hero).counters["wound"] == 3, "a delayed effect happens once"
    assert g.trace.find(kind="resolve", origin="berserk/prayer#0")


@pytest.mark.rule("BH-522")
def test_BH_522_income_only_below_ten_coins():
    g, _ = berserk()
    g.players[0].resources["coin"] = 9
    g.begin_turn(0)
    g.next_phase()                                   # accumulation
    assert g.coins(0) == 10
    g.end_turn()
    g.begin_turn(0)
    g.next_phase()
    assert g.coins(0) == 10
    assert g.trace.find(kind="rule", what="no coin")
    g.execute(s.Gain(amount=Const(value=3)))          # abilities may go above 10
    assert g.coins(0) == 13


@pytest.mark.rule("BH-522")
def test_BH_522_temporary_coins_return_without_being_lost_and_player_chooses_which_to_lose():
    watch = s.Triggered(origin="berserk/miser#0",
                        when=s.EventPattern(event=Event.LOSE, player=Controller.YOU, resource="coin"),
                        effect=s.Gain(resource="prayer token"))
    g, ch = berserk([("coins", "permanent")])
    g.add_card(creature("Miser", 1, 2, 1, watch), 0, "play area")
    g.players[0].resources["coin"] = 2
    g.begin_turn(0)
    g.execute(s.Gain(amount=Const(value=2), temporary=s.Duration.END_OF_TURN))
    assert g.coins(0) == 4
    g.execute(s.Lose(amount=Const(value=1)))
    ch.assert_done()
    assert g.players[0].resources["coin"] == 1 and g.coins(0) == 3
    assert g.resource(0, "prayer token") == 1
    g.end_turn()
    assert g.coins(0) == 1, "temporary coins went back to the supply"
    assert g.resource(0, "prayer token") == 1, "returning temporary coins is not a loss"


@pytest.mark.rule("BH-523")
def test_BH_523_modifiers_apply_add_mul_sub_div_then_set():
    g, _ = berserk()
    c = g.add_card(creature("Ox", strike=2), 0, "play area")
    t = s.This()
    for op, n in [(s.ModOp.SUB, 1), (s.ModOp.DIV, 2), (s.ModOp.MUL, 2), (s.ModOp.ADD, 3)]:
        g.execute(s.Modify(target=t, stat="strike", op=op, amount=Const(value=n)), source=c)
    assert g.value(c, "strike") == ((2 + 3) * 2 - 1) // 2          # 4, whatever the order of appearance
    g.execute(s.Modify(target=t, stat="strike", op=s.ModOp.SET, amount=Const(value=7)), source=c)
    g.execute(s.Modify(target=t, stat="strike", op=s.ModOp.SET, amount=Const(value=1)), source=c)
    g.execute(s.Modify(target=t, stat="strike", op=s.ModOp.ADD, amount=Const(value=5)), source=c)
    assert g.value(c, "strike") == 1, "set to X comes last, in order of appearance"
    d = g.add_card(creature("Weak", strike=1), 0, "play area")
    g.execute(s.Modify(target=t, stat="strike", op=s.ModOp.SUB, amount=Const(value=4)), source=d)
    assert g.value(d, "strike") == 0                                  # 523.2


@pytest.mark.rule("BH-524.1")
def test_BH_524_1_choose_two_times_with_a_repeat_builds_an_ordered_chain():
    g, ch = berserk([("modes", ["1:wound", "1:wound"]), ("targets", "Ox"), ("targets", "Ox")])
    rich(g)
    ox = g.add_card(creature("Ox", life=5), 1, "play area")
    g.play_card(g.add_card(TRICKSTER, 0))
    ch.assert_done()
    assert g.card(ox).counters["wound"] == 2
    assert len(g.trace.find(kind="event", what="wound")) == 2
    g2, ch2 = berserk([("modes", ["3:draw", "2:gain"]), ("targets", "Ox")])
    ch2.steps = [("modes", ["3:draw", "2:gain"])]
    rich(g2)
    g2.add_card(FILLER, 0, "deck")
    g2.play_card(g2.add_card(TRICKSTER, 0))
    ch2.assert_done()
    order = [st.what for st in g2.trace if st.kind == "event" and st.what in ("draw", "gain")]
    assert order == ["draw", "gain"], "the chain resolves in the order the player gave"


@pytest.mark.rule("BH-524.2")
def test_BH_524_2_one_or_more_without_repeats_and_no_mode_without_targets():
    spell = card("berserk/options", "Options", "spell", {"cost": 1}, s.OnPlay(
        origin="berserk/options#0",
        effect=s.Choose(modes=(s.Destroy(target=s.Target(filter=CREATURE)), s.Gain(), s.Draw()),
                        min=1, max=3, repeats=False)))
    g, ch = berserk([("modes", ["2:gain", "2:gain"])])
    rich(g)
    with pytest.raises(IllegalChoice):
        g.play_card(g.add_card(spell, 0))
    assert ch.asked[-1].options == ("2:gain", "3:draw"), "no creature: the destroy mode is not offered"
    only_targets = card("berserk/only", "Only", "spell", {"cost": 1}, s.OnPlay(
        origin="berserk/only#0",
        effect=s.Choose(modes=(s.Destroy(target=s.Target(filter=CREATURE)),
                               s.Wound(target=s.Target(filter=CREATURE), amount=Const(value=1))),
                        min=1, max=2)))
    g2, _ = berserk()
    rich(g2)
    sp = g2.add_card(only_targets, 0)
    with pytest.raises(NotDeclarable):
        g2.play_card(sp)
    assert g2.card(sp).zone == "hand"


@pytest.mark.rule("BH-525")
def test_BH_525_two_galliwespins_turn_one_prayer_into_three():
    g, ch = berserk([("replacement", 0)])
    g.add_card(GALLIWESPIN, 0, "play area")
    g.add_card(GALLIWESPIN, 0, "play area")
    g.execute(s.Gain(resource="prayer token", amount=Const(value=1)))
    ch.assert_done()
    assert g.resource(0, "prayer token") == 3
    assert len(g.trace.of_kind("replaced")) == 2
    assert any(dict(st.detail).get("rule") == "BH-525" for st in g.trace.of_kind("skipped"))


@pytest.mark.rule("BH-525")
def test_BH_525_replacement_cycle_is_cut_before_its_first_repetition():
    # "If this would be destroyed, instead destroy it" would loop forever without the rule.
    loop = s.Replacement(origin="berserk/phoenix#0", when=s.EventPattern(event=Event.DESTROY, this=True),
                         instead=s.ReplaceWith(effect=s.Sequence(effects=(
                             s.Gain(resource="prayer token"), s.Destroy(target=s.This())))))
    g, _ = berserk()
    ph = g.add_card(creature("Phoenix", 1, 2, 1, loop), 0, "play area")
    g.execute(s.Destroy(target=s.Each(filter=CREATURE)))
    assert in_grave(g, ph)
    assert g.resource(0, "prayer token") == 1


@pytest.mark.rule("BH-526")
def test_BH_526_randomness_is_uniform_and_reproducible_under_a_seed():
    def victim(seed):
        g, _ = berserk(seed=seed)
        ids = [g.add_card(creature(f"C{i}"), 1, "play area") for i in range(4)]
        g.execute(s.Destroy(target=s.RandomCards(filter=CREATURE)))
        return [i for i in ids if in_grave(g, i)]
    assert victim(11) == victim(11)
    counts = [0, 0, 0, 0]
    for seed in range(800):
        (v,) = victim(seed)
        counts[v - 1] += 1
    chi2 = sum((c - 200) ** 2 / 200 for c in counts)
    assert chi2 < 16.3, counts        # p = 0.001 for 3 degrees of freedom


@pytest.mark.rule("BH-527")
def test_BH_527_2_draws_one_at_a_time_and_count_replacements_apply_first():
    more = s.Replacement(origin="berserk/sage#0",
                         when=s.EventPattern(event=Event.DRAW_CARDS, player=Controller.YOU),
                         instead=s.ReplaceAmount(amount=s.Plus(left=s.ThatMany(), right=Const(value=1))))
    g, _ = berserk()
    g.add_card(creature("Sage", 1, 2, 1, more), 0, "play area")
    for _ in range(5):
        g.add_card(FILLER, 0, "deck")
    g.execute(s.Draw(amount=Const(value=2)))
    assert len(g.zone(0, "hand")) == 3
    assert len(g.trace.find(kind="event", what="draw")) == 3
    assert len(g.trace.find(kind="event", what="draw_cards")) == 1


@pytest.mark.rule("BH-527")
def test_BH_527_2_2_no_more_than_one_card_per_turn_applies_per_draw():
    lim = s.Static(origin="berserk/silence#0", effect=s.DrawLimit(who=s.Who.EACH_OPPONENT, per_turn=1))
    g, ch = berserk()
    g.add_card(card("berserk/silence", "Silence", "artifact", {"cost": 1}, lim), 1, "play area")
    for _ in range(5):
        g.add_card(FILLER, 0, "deck")
    g.begin_turn(0)
    g.execute(s.Draw(amount=Const(value=3)))
    assert len(g.zone(0, "hand")) == 1, "partly done: one draw of three"
    g.execute(s.May(effect=s.Draw()))               # a choice to draw cannot be made now (527.3)
    assert not ch.asked and len(g.zone(0, "hand")) == 1
    g.end_turn()
    g.begin_turn(0)
    g.execute(s.May(effect=s.Draw(amount=Const(value=2))))    # a choice to draw several: not offered
    assert not ch.asked and len(g.zone(0, "hand")) == 1
    ch.steps = [("may", "yes")]
    g.execute(s.May(effect=s.Draw()))                         # one card is still allowed
    ch.assert_done()
    assert len(g.zone(0, "hand")) == 2


@pytest.mark.rule("BH-527")
def test_BH_527_2_3_active_player_draws_first_then_turn_order():
    g, _ = berserk()
    for p in (0, 1):
        for _ in range(2):
            g.add_card(FILLER, p, "deck")
    g.begin_turn(1)
    g.execute(s.Draw(who=s.Who.EACH_PLAYER, amount=Const(value=2)), controller=0)
    players = [dict(st.detail)["player"] for st in g.trace.find(kind="event", what="draw")
               if st.origin == "script#0"]
    assert players == [1, 1, 0, 0]


@pytest.mark.rule("BH-527")
def test_BH_527_3_empty_deck_may_still_choose_to_draw():
    g, ch = berserk([("may", "yes")])
    g.execute(s.May(effect=s.Draw()))
    ch.assert_done()
    assert g.trace.find(kind="skipped", what="draw")


@pytest.mark.rule("BH-527")
def test_BH_527_4_deck_to_hand_without_draw_is_not_a_draw():
    watch = s.Triggered(origin="berserk/spy#0", when=s.EventPattern(event=Event.DRAW, player=Controller.YOU),
                        effect=s.Gain(resource="prayer token"))
    g, _ = berserk([("search", "Target")])
    g.add_card(creature("Spy", 1, 2, 1, watch), 0, "play area")
    tgt = g.add_card(creature("Target"), 0, "deck")
    g.add_card(FILLER, 0, "deck")
    g.execute(s.Search(filter=s.Filter(name="Target")))
    assert g.card(tgt).zone == "hand"
    assert g.resource(0, "prayer token") == 0 and g.players[0].draws_this_turn == 0
    g.execute(s.Draw())
    assert g.resource(0, "prayer token") == 1


@pytest.mark.rule("BH-527")
def test_BH_527_5_replaced_draws_skip_follow_up_actions():
    swap = s.Replacement(origin="berserk/miser#0", when=s.EventPattern(event=Event.DRAW, player=Controller.YOU),
                         instead=s.ReplaceWith(effect=s.Gain(amount=Const(value=1))))
    follow = s.Draw(amount=Const(value=1), per_drawn=s.Gain(resource="prayer token"))
    g, _ = berserk()
    g.add_card(FILLER, 0, "deck")
    g.execute(follow)
    assert g.resource(0, "prayer token") == 1            # a real draw gets the follow-up
    g.add_card(FILLER, 0, "deck")
    g.add_card(creature("Miser", 1, 2, 1, swap), 0, "play area")
    g.execute(follow)
    assert g.coins(0) == 1 and g.resource(0, "prayer token") == 1
    assert len(g.zone(0, "deck")) == 1


@pytest.mark.rule("BH-525")
def test_BH_525_1_rule_effect_and_replacement_cycle_is_cut_and_the_card_dies():
    # "If this would be destroyed, instead heal it fully and wound it 2": the wound is lethal again,
    # the rule effect destroys again, and the replacement may not apply a second time.
    regen = s.Replacement(origin="berserk/troll#0", when=s.EventPattern(event=Event.DESTROY, this=True),
                          instead=s.ReplaceWith(effect=s.Sequence(effects=(
                              s.Gain(resource="prayer token"),
                              s.Heal(target=s.This(), amount=Const(value=9)),
                              s.Wound(target=s.This(), amount=Const(value=2))))))
    g, _ = berserk()
    troll = g.add_card(creature("Troll", 1, 2, 1, regen), 0, "play area")
    g.execute(s.Wound(target=s.Each(filter=CREATURE), amount=Const(value=2)))
    assert in_grave(g, troll)
    assert g.resource(0, "prayer token") == 1
    assert any(dict(st.detail).get("rule") == "BH-525" for st in g.trace.of_kind("skipped"))


@pytest.mark.rule("BH-503")
def test_BH_503_a_player_who_cannot_draw_in_accumulation_for_the_third_time_loses():
    g, _ = berserk()
    for turn in range(3):
        assert not g.players[0].lost
        g.begin_turn(0)
        g.next_phase()                                  # accumulation: empty deck
        g.end_turn()
    assert g.players[0].lost and not g.players[1].lost
    assert [dict(st.detail)["times"] for st in g.trace.find(kind="rule", what="cannot draw")] == [1, 2, 3]


@pytest.mark.rule("BH-503")
def test_BH_503_unique_a_second_copy_destroys_the_first_as_a_rule_effect():
    import attrs
    king = attrs.evolve(creature("King", 1, 3, 1), keywords=("unique",))
    g, _ = berserk()
    rich(g)
    first = g.add_card(king, 0, "play area")
    theirs = g.add_card(king, 1, "play area")
    second = g.add_card(king, 0)
    g.play_card(second)
    assert in_grave(g, first) and g.card(second).zone == "play area" and g.card(theirs).zone == "play area"
    assert g.trace.find(kind="rule", what="destroy", origin="rule:unique")


@pytest.mark.rule("BH-522")
def test_BH_522_4_coins_lost_for_a_while_come_back_without_being_gained():
    watch = s.Triggered(origin="berserk/miser#0",
                        when=s.EventPattern(event=Event.GAIN, player=Controller.YOU, resource="coin"),
                        effect=s.Gain(resource="prayer token"))
    g, _ = berserk()
    g.add_card(creature("Miser", 1, 2, 1, watch), 0, "play area")
    g.players[0].resources["coin"] = 3
    g.begin_turn(0)
    g.execute(s.Lose(amount=Const(value=2), temporary=s.Duration.END_OF_TURN))
    assert g.coins(0) == 1
    g.end_turn()
    assert g.coins(0) == 3 and g.resource(0, "prayer token") == 0
    assert g.trace.find(kind="expire", what="coins come back")


@pytest.mark.rule("BH-502.9")
def test_BH_502_9_cant_be_targeted_by_enemies_combines_with_the_abilitys_own_filter():
    shroud = s.Static(origin="berserk/ghost#0",
                      effect=s.Cant(affects=s.This(), events=(Event.TARGETED,), by=Controller.OPPONENT))
    g, ch = berserk()
    g.add_card(creature("Ghost", 1, 3, 1, shroud), 1, "play area")
    wounded = g.add_card(creature("Wounded"), 1, "play area")
    g.card(wounded).counters["wound"] = 1
    # Noita's filter excludes the wounded one, the Ghost's static excludes the Ghost: not declared
    assert not g.execute(s.Shoot(target=s.Target(filter=s.Filter(card_types=("creature",), counters=(
        s.CounterTest(counter="wound", cmp=s.Cmp.EQ, value=0),))), amount=Const(value=3)), controller=0)
    assert g.trace.find(kind="not_declared")
    assert g.execute(s.Destroy(target=s.Each(filter=CREATURE)), controller=0)     # mass: no targets
    assert not g.in_play()
    assert not ch.asked


@pytest.mark.rule("BH-527")
def test_BH_527_5_1_a_draw_replacement_applies_even_with_an_empty_deck():
    swap = s.Replacement(origin="berserk/miser#0", when=s.EventPattern(event=Event.DRAW, player=Controller.YOU),
                         instead=s.ReplaceWith(effect=s.Gain(amount=Const(value=1))))
    g, _ = berserk()
    g.add_card(creature("Miser", 1, 2, 1, swap), 0, "play area")
    g.execute(s.Draw(amount=Const(value=2)))
    assert g.coins(0) == 2 and not g.zone(0, "hand")


@pytest.mark.rule("BH-505.4")
def test_BH_505_4_a_combined_creature_is_selected_as_one_creature():
    g, _ = berserk()
    crab = g.add_card(MECHACRAB, 0, "play area")
    g.add_card(ATTACK_MODULE, 0, "play area", attached_to=crab)
    g.add_card(FILLER, 1, "play area")
    g.execute(s.Gain(amount=s.CountOf(filter=CREATURE)))
    assert g.coins(0) == 2
    g.execute(s.Wound(target=s.Each(filter=CREATURE), amount=Const(value=1)))
    assert len(g.trace.find(kind="event", what="wound")) == 2
