"""Whole games under a RandomChooser: the turn clock with every phase, playing the seeds' example
cards from hand, for both rulesets. Checks invariants after every action and seeded determinism."""

from __future__ import annotations

import pytest
from test_runtime_cards import (ALL_BERSERK, CATACLYSM, HERO, RAPTOR, TRICKSTER, VIAL, action, base,
                                minion)

from runtime import BERSERK, SMASHUP, Game, NotDeclarable, RandomChooser
from runtime import spec as s
from runtime.spec import Const, Event, ModOp

SU_CARDS = (
    minion("Scout", 2, s.OnPlay(origin="smashup/scout#0", effect=s.Draw())),
    minion("Brute", 4),
    minion("Lord", 3, s.Static(origin="smashup/lord#0", effect=s.StatBonus(
        affects=s.Each(filter=s.Filter(card_types=("minion",), at=s.AtBase.HERE, other=True)), stat="power",
        op=ModOp.ADD, amount=Const(value=1)))),
    minion("Mourner", 2, s.Triggered(origin="smashup/mourner#0",
                                     when=s.EventPattern(event=Event.DESTROY, subject=s.Filter(card_types=("minion",))),
                                     effect=s.Gain(resource="vp"))),
    action("Smash", s.OnPlay(origin="smashup/smash#0", effect=s.Destroy(target=s.Target(filter=s.Filter(
        card_types=("minion",), stats=(s.StatTest(stat="power", cmp=s.Cmp.LE, value=3),)))))),
    action("Rally", s.OnPlay(origin="smashup/rally#0", effect=s.Sequence(effects=(
        s.Draw(), s.PlayExtra(card_type="action"))))),
    action("Pump", s.OnPlay(origin="smashup/pump#0", effect=s.Modify(
        target=s.Target(filter=s.Filter(card_types=("minion",))), stat="power", op=ModOp.ADD,
        amount=Const(value=2)))),
)


def berserk_game(seed: int) -> Game:
    g = Game(BERSERK, ("Ann", "Bob"), chooser=RandomChooser(seed), seed=seed)
    deck = [c for c in ALL_BERSERK if c.card_type != "hero"] + [RAPTOR, CATACLYSM, VIAL, TRICKSTER]
    for p in (0, 1):
        g.add_card(HERO, p, "play area")
        for c in deck:
            g.add_card(c, p, "deck")
        g.state.rng.shuffle(g.state.zone_cards(p, "deck"))
        g.players[p].resources["coin"] = 6
        g.execute(s.Draw(amount=Const(value=4)), controller=p, origin="setup#0")
    return g


def smashup_game(seed: int) -> Game:
    g = Game(SMASHUP, ("Ann", "Bob"), chooser=RandomChooser(seed), seed=seed)
    for name in ("Jungle", "Castle", "Lab"):
        g.add_card(base(name, breakpoint=8), None, "bases")
    g.add_card(base("Spare", breakpoint=10), None, "base deck")
    for p in (0, 1):
        for c in SU_CARDS * 3:
            g.add_card(c, p, "deck")
        g.state.rng.shuffle(g.state.zone_cards(p, "deck"))
        for _ in range(5):
            g.execute(s.Draw(), controller=p, origin="setup#0")
    return g


def play_turns(g: Game, turns: int) -> None:
    for t in range(turns):
        g.begin_turn(t % 2)
        g.state.check_invariants()
        while g.state.phase_index + 1 < len(g.ruleset.phases):
            g.next_phase()
            g.state.check_invariants()
            if g.state.phase in ("main", "play cards"):
                for c in list(g.zone(g.state.active, g.ruleset.hand_zone)):
                    if c.zone != g.ruleset.hand_zone:
                        continue
                    try:
                        g.play_card(c.id)
                    except NotDeclarable:
                        pass
                    g.state.check_invariants()
        g.end_turn()
        g.state.check_invariants()
        for c in g.state.cards.values():
            for stat, _ in c.spec.stats:
                assert g.value(c, stat) >= 0


@pytest.mark.parametrize("make", [berserk_game, smashup_game], ids=["berserk", "smashup"])
@pytest.mark.parametrize("seed", range(4))
def test_whole_games_keep_invariants_and_are_deterministic(make, seed):
    a = make(seed)
    play_turns(a, 12)
    b = make(seed)
    play_turns(b, 12)
    assert a.trace.to_dicts() == b.trace.to_dicts()
    kinds = {st.what for st in a.trace if st.kind == "event"}
    assert {"turn_start", "phase_start", "turn_end", "play", "draw"} <= kinds
    if a.ruleset is SMASHUP:
        assert "score" in kinds
