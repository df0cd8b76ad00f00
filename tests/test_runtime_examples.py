"""Cards of the project's example sets (cardsets/berserk/heroes.cards, cardsets/smashup/
clockwork.cards), built by hand in IR until the compiler emits them: proof that the IR expresses
what the sets print and that the interpreter runs it."""

from __future__ import annotations

import pytest
from test_runtime_cards import (CREATURE, MECHACRAB, MEREGOM, NOITA, action, base, berserk, card,
                                creature, minion, origin, smashup)

from runtime import NotDeclarable
from runtime import spec as s
from runtime.spec import Const, Controller, Event, ModOp

# "Recruit: Attach this creature to target Mechacrab you control."
ATTACK_MODULE = creature("Attack Module", 2, 2, 2, s.OnPlay(
    origin=origin("Attack Module"), label="recruit",
    effect=s.Attach(target=s.Target(filter=s.Filter(name="Mechacrab", controller=Controller.YOU)))))

# "When this creature dies from an enemy creature, take control of that creature."
TRJASOVITSA = creature("Trjasovitsa", 4, 3, 2, s.Triggered(
    origin=origin("Trjasovitsa"), label="death",
    when=s.EventPattern(event=Event.DESTROY, this=True, cause_types=("creature",),
                        cause_controller=Controller.OPPONENT),
    effect=s.GainControl(target=s.EventSource())))

# "Tap: Until the start of your next turn, enemy cards can only target this hero."
BJORNBON = card("berserk/bjornbon", "Bjornbon", "hero", {"life": 20}, s.Activated(
    origin=origin("Bjornbon"), costs=(s.Cost(cost=s.CostKind.TAP_SELF),),
    effect=s.Apply(effect=s.MustTarget(affects=s.This(), by=Controller.OPPONENT),
                   duration=s.Duration.START_OF_YOUR_NEXT_TURN)))


def rich(g):
    for p in g.players:
        p.resources["coin"] = 20
    return g


@pytest.mark.rule("BH-505.4")
def test_attack_module_attaches_and_the_combined_creature_dies_once():
    g, ch = berserk([("targets", "Attack Module"), ("may", "yes")])
    rich(g)
    g.add_card(MEREGOM, 1, "play area")
    crab = g.add_card(MECHACRAB, 0, "play area")
    module = g.add_card(ATTACK_MODULE, 0)
    g.play_card(module)                                  # the only Mechacrab: forced target
    assert g.card(module).attached_to == crab
    ch.steps = [("targets", "Attack Module"), ("may", "yes")]
    g.execute(s.Destroy(target=s.Each(filter=s.Filter(name="Mechacrab"))), controller=1)
    ch.assert_done()
    assert len(g.trace.find(kind="event", what="destroy")) == 1
    assert g.card(crab).zone == "graveyard" and g.card(module).zone == "play area"


@pytest.mark.rule("BH-505")
def test_trjasovitsa_takes_control_of_the_creature_it_died_from():
    bow = s.Activated(origin="berserk/archer#0",
                      effect=s.Shoot(target=s.Target(filter=CREATURE), amount=Const(value=3)))
    g, _ = berserk([("targets", "Trjasovitsa")])
    t = g.add_card(TRJASOVITSA, 0, "play area")
    archer = g.add_card(creature("Archer", 1, 4, 1, bow), 1, "play area")
    g.activate(archer)
    assert g.card(t).zone == "graveyard"
    assert g.card(archer).controller == 0


@pytest.mark.rule("BH-502.9")
def test_bjornbon_tap_restricts_enemy_targets_until_the_start_of_his_next_turn():
    g, ch = berserk()
    rich(g)
    bj = g.add_card(BJORNBON, 0, "play area")
    fresh = g.add_card(creature("Fresh"), 0, "play area")
    g.begin_turn(0)
    g.activate(bj)
    g.end_turn()
    g.begin_turn(1)
    g.play_card(g.add_card(NOITA, 1))                     # Bjornbon is no creature: not declared
    assert g.trace.find(kind="not_declared", origin=origin("Noita"))
    g.end_turn()
    g.begin_turn(0)                                       # the restriction ends
    assert g.trace.find(kind="expire", what="static")
    g.end_turn()
    g.begin_turn(1)
    ch.steps = [("targets", "Fresh")]
    g.play_card(g.add_card(NOITA, 1))
    assert g.card(fresh).zone == "graveyard"


def su_board(steps=()):
    g, ch = smashup(steps)
    b1 = g.add_card(base("Jungle"), None, "bases")
    b2 = g.add_card(base("Castle"), None, "bases")
    g.begin_turn(0)
    g.next_phase()
    return g, ch, b1, b2


@pytest.mark.rule("SU-V1")
def test_regulator_sets_the_printed_power_of_its_minion():
    regulator = action("Regulator", s.Static(origin="smashup/regulator#0", effect=s.StatBonus(
        affects=s.Host(), stat="power", op=ModOp.SET_PRINTED, amount=Const(value=5))))
    g, _, b1, _ = su_board()
    m = g.add_card(minion("Grunt", 2), 0, "bases", at=b1)
    g.execute(s.Modify(target=s.This(), stat="power", op=ModOp.ADD, amount=Const(value=1)), source=m)
    g.play_card(g.add_card(regulator, 0), on=m)
    assert g.value(m, "power") == 6


@pytest.mark.rule("SU-V2")
def test_copy_engine_starting_power_is_the_highest_printed_power_here():
    copy = minion("Copy Engine", 0, s.Static(origin="smashup/copy-engine#0", effect=s.StatBonus(
        affects=s.This(), stat="power", op=ModOp.SET,
        amount=s.MaxStat(filter=s.Filter(card_types=("minion",), at=s.AtBase.HERE), stat="power", printed=True))))
    g, _, b1, b2 = su_board()
    g.add_card(minion("Big", 5), 1, "bases", at=b1)
    g.add_card(minion("Far", 7), 1, "bases", at=b2)
    ce = g.add_card(copy, 0)
    g.play_card(ce, base=b1)
    g.execute(s.PlaceCounters(target=s.This(), counter="+1 power"), source=ce)
    assert g.value(ce, "power") == 6


def test_veil_dancer_has_more_power_during_other_players_turns():
    veil = minion("Veil Dancer", 3, s.Static(origin="smashup/veil-dancer#0", effect=s.StatBonus(
        affects=s.This(), stat="power", op=ModOp.ADD, amount=Const(value=2),
        condition=s.Not(condition=s.YourTurn()))))
    g, _, b1, _ = su_board()
    v = g.add_card(veil, 0, "bases", at=b1)
    assert g.value(v, "power") == 3
    g.end_turn()
    g.begin_turn(1)
    assert g.value(v, "power") == 5


def test_pressure_valve_stops_other_players_minions_here():
    valve = action("Pressure Valve", s.Static(origin="smashup/pressure-valve#0",
                                              effect=s.NoPlay(card_types=("minion",), by=Controller.OPPONENT)))
    g, _, b1, b2 = su_board()
    g.play_card(g.add_card(valve, 0), base=b1)
    g.end_turn()
    g.begin_turn(1)
    g.next_phase()
    m = g.add_card(minion("Intruder", 2), 1)
    with pytest.raises(NotDeclarable):
        g.play_card(m, base=b1)
    g.play_card(m, base=b2)
    assert g.card(m).at == b2


def test_last_light_is_destroyed_instead_of_its_minion():
    last_light = action("Last Light", s.Replacement(
        origin="smashup/last-light#0", when=s.EventPattern(event=Event.DESTROY, host=True),
        instead=s.ReplaceWith(effect=s.Destroy(target=s.This()))))
    g, _, b1, _ = su_board()
    m = g.add_card(minion("Grunt", 2), 0, "bases", at=b1)
    ll = g.add_card(last_light, 0)
    g.play_card(ll, on=m)
    g.execute(s.Destroy(target=s.Each(filter=s.Filter(card_types=("minion",)))), controller=1)
    assert g.card(m).zone == "bases" and g.card(ll).zone == "discard pile"
    g.execute(s.Destroy(target=s.Each(filter=s.Filter(card_types=("minion",)))), controller=1)
    assert g.card(m).zone == "discard pile"


def test_clock_tower_the_player_who_plays_a_minion_here_draws():
    tower = card("smashup/clock-tower", "Clock Tower", "base", {"breakpoint": 20}, s.Triggered(
        origin="smashup/clock-tower#0",
        when=s.EventPattern(event=Event.PLAY, subject=s.Filter(card_types=("minion",), at=s.AtBase.HERE),
                            timing=s.Timing.AFTER),
        effect=s.Draw(who=s.Who.EVENT_PLAYER)))
    g, _ = smashup()
    t = g.add_card(tower, None, "bases")
    other = g.add_card(base("Castle"), None, "bases")
    for p in (0, 1):
        g.add_card(minion("Deckcard", 1), p, "deck")
    g.begin_turn(1)
    g.next_phase()
    g.play_card(g.add_card(minion("Grunt", 2), 1), base=t)
    assert len(g.zone(1, "hand")) == 1 and not g.zone(0, "hand")
    g.play_card(g.add_card(minion("Elsewhere", 2), 1), base=other, free=True)
    assert len(g.zone(1, "hand")) == 1


def scoring_board(steps=()):
    g, ch = smashup(steps)
    pier = card("smashup/fogbound-pier", "Fogbound Pier", "base", {"breakpoint": 8, "vp": 3, "vp2": 2, "vp3": 1})
    b = g.add_card(pier, None, "bases")
    other = g.add_card(base("Castle"), None, "bases")
    g.add_card(base("Spare"), None, "base deck")
    g.begin_turn(0)
    return g, ch, b, other


def test_smashup_base_scores_ties_share_a_place_and_cards_are_discarded():
    g, _, b, _ = scoring_board()
    g.add_card(minion("A1", 4), 0, "bases", at=b)
    g.add_card(minion("B1", 3), 1, "bases", at=b)
    g.add_card(minion("B2", 1), 1, "bases", at=b)
    assert [x.id for x in g.ready_bases()] == [b]
    g.score_base(b)
    assert (g.resource(0, "vp"), g.resource(1, "vp")) == (3, 3)      # tied for first
    assert not [c for c in g.in_play() if c.at == b]
    assert len(g.zone(0, "discard pile")) == 1 and len(g.zone(1, "discard pile")) == 2
    assert g.card(b).zone == "base deck"                              # SU-G4: replaced
    assert [x.name for x in g.zone(None, "bases")] == ["Spare", "Castle"]
    g.state.check_invariants()


def test_gear_runner_special_from_hand_moves_there_before_scoring_and_lantern_keeper_returns_after():
    gear = minion("Gear Runner", 2, s.Triggered(
        origin="smashup/gear-runner#0", label="special", zone="hand",
        when=s.EventPattern(event=Event.SCORE, timing=s.Timing.BEFORE),
        effect=s.May(effect=s.Move(target=s.This(), to_base=s.EventCard()))))
    keeper = minion("Lantern Keeper", 2, s.Triggered(
        origin="smashup/lantern-keeper#0", label="special",
        when=s.EventPattern(event=Event.SCORE, host=True, timing=s.Timing.AFTER),
        effect=s.May(effect=s.ReturnToHand(target=s.This()))))
    g, ch, b, _ = scoring_board([("may", "yes"), ("may", "yes")])
    g.add_card(minion("B1", 5), 1, "bases", at=b)
    gr = g.add_card(gear, 0, "hand")
    lk = g.add_card(keeper, 0, "bases", at=b)
    g.score_base(b)
    ch.assert_done()
    assert (g.resource(0, "vp"), g.resource(1, "vp")) == (2, 3)      # 2 + 2 (moved in) < 5: second
    assert g.card(gr).zone == "discard pile"                          # it was there when the base scored
    assert g.card(lk).zone == "hand"                                  # after scoring: back to hand
    moved = g.trace.find(kind="event", what="move", card="Gear Runner")
    assert moved and not g.trace.find(kind="event", what="play", card="Gear Runner")   # SU-A7
