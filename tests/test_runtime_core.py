"""Value policies with both rulesets, queue order, choices and the trace."""

from __future__ import annotations

import json
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from test_runtime_cards import (CREATURE, FILLER, GALLIWESPIN, HEALER, HERO, MINION, POISONER, base, berserk,
                                creature, minion, smashup)

from runtime import (BERSERK, SMASHUP, FirstChooser, Game, IllegalChoice, RandomChooser, ScriptedChooser,
                     ScriptError, ValuePolicy)
from runtime import spec as s
from runtime.choices import Choice, Decision, check_answer
from runtime.spec import Const, Event, ModOp
from runtime.values import berserk_value, compute, smashup_value

MODS = [(ModOp.SUB, 3, 1), (ModOp.MUL, 2, 2), (ModOp.ADD, 2, 3)]    # printed 4


@pytest.mark.rule("BH-523")
@pytest.mark.rule("SU-V3")
def test_value_policy_belongs_to_the_ruleset_and_both_are_applied():
    assert BERSERK.value_policy is ValuePolicy.BERSERK and SMASHUP.value_policy is ValuePolicy.SMASHUP
    assert berserk_value(4, MODS) == (4 + 2) * 2 - 3 == 9
    assert smashup_value(4, MODS) == (4 - 3 + 2) * 2 == 6
    assert compute(ValuePolicy.BERSERK, 4, [(ModOp.SUB, 9, 1)]) == 0           # BH-523.2
    assert compute(ValuePolicy.SMASHUP, 4, [(ModOp.SUB, 9, 1)]) == 0           # SU-V4
    # set-to-X: Berserk applies it last, Smash Up treats it as the starting value (SU-V2)
    sets = [(ModOp.SET, 1, 1), (ModOp.ADD, 5, 2)]
    assert berserk_value(4, sets) == 1 and smashup_value(4, sets) == 6


def test_value_policy_is_applied_through_the_game_for_each_ruleset():
    results = {}
    for rs, ctype, stat in ((BERSERK, "creature", "strike"), (SMASHUP, "minion", "power")):
        g = Game(rs, ("A", "B"), chooser=ScriptedChooser())
        spec = s.CardSpec(slug="t/x", name="X", card_type=ctype, stats=((stat, 4), ("life", 9), ("cost", 1)))
        cid = g.add_card(spec, 0, rs.play_zone)
        for op, n, _ in MODS:
            g.execute(s.Modify(target=s.This(), stat=stat, op=op, amount=Const(value=n),
                               duration=s.Duration.PERMANENT), source=cid)
        results[rs.name] = g.value(cid, stat)
    assert results == {"berserk": 9, "smashup": 6}


def poisoned_example():
    """The BH-501.4 set-up: two creatures recruited at once, both targeting the poisoned Victim."""
    g, _ = berserk([("targets", "Victim")])
    for p in g.players:
        p.resources["coin"] = 9
    v = g.add_card(creature("Victim"), 1, "play area")
    g.card(v).counters["poison"] = 1
    g.play_card(g.add_card(POISONER, 0), resolve=False)
    g.play_card(g.add_card(HEALER, 1), resolve=False)
    g.resolve()
    return g


def test_berserk_queue_resolves_the_last_declared_first_smashup_in_order():
    def order(game):
        return [st.origin for st in game.trace.of_kind("resolve")]
    g = poisoned_example()
    assert order(g) == ["berserk/herbalist#0", "berserk/poisoner#0"]


@pytest.mark.parametrize("rs, steps, expected", [
    (BERSERK, [], ["t/b#0", "t/a#0"]),                        # each orders their own; LIFO queue
    (SMASHUP, [("order", [1, 0])], ["t/b#0", "t/a#0"]),       # the current player orders them all
    (SMASHUP, [("order", [0, 1])], ["t/a#0", "t/b#0"]),
])
def test_simultaneous_triggers_of_both_players_follow_the_rulesets_queue_order(rs, steps, expected):
    def watcher(name):
        return s.CardSpec(slug=f"t/{name}", name=name.upper(), card_type=rs.card_types[0].name,
                          stats=(("life", 3),), abilities=(s.Triggered(
                              origin=f"t/{name}#0", when=s.EventPattern(event=Event.DRAW_CARDS),
                              effect=s.Gain(resource=rs.resources[0])),))
    with ScriptedChooser(steps) as ch:
        g = Game(rs, ("A", "B"), chooser=ch)
        g.add_card(watcher("a"), 0, rs.play_zone)
        g.add_card(watcher("b"), 1, rs.play_zone)
        g.execute(s.Draw())
    assert [st.origin for st in g.trace.of_kind("resolve")][1:] == expected
    if steps:
        assert ch.asked[0].player == g.state.active


def test_when_triggers_resolve_before_after_triggers():
    after = s.Triggered(origin="t/after#0", when=s.EventPattern(event=Event.GAIN, resource="coin",
                                                                timing=s.Timing.AFTER),
                        effect=s.Gain(resource="prayer token"))
    when = s.Triggered(origin="t/when#0", when=s.EventPattern(event=Event.GAIN, resource="coin"),
                       effect=s.Gain(resource="prayer token"))
    g, _ = berserk()
    g.add_card(creature("A", 1, 2, 1, after), 0, "play area")
    g.add_card(creature("W", 1, 2, 1, when), 1, "play area")
    g.execute(s.Gain(resource="coin"))
    assert [st.origin for st in g.trace.of_kind("resolve")][1:] == ["t/when#0", "t/after#0"]


def test_before_trigger_resolves_before_the_event_is_committed():
    before = s.Triggered(origin="t/before#0", when=s.EventPattern(event=Event.DESTROY, this=True,
                                                                  timing=s.Timing.BEFORE),
                         effect=s.Gain(resource="prayer token"))
    g, _ = berserk()
    g.add_card(creature("B", 1, 2, 1, before), 0, "play area")
    g.execute(s.Destroy(target=s.Each(filter=CREATURE)))
    kinds = [(st.kind, st.what, st.origin) for st in g.trace]
    assert kinds.index(("event", "gain", "t/before#0")) < kinds.index(("event", "destroy", "script#0"))


def test_replacement_order_is_asked_of_the_affected_player():
    g, ch = berserk([("replacement", 1)])
    g.add_card(GALLIWESPIN, 1, "play area")
    g.add_card(GALLIWESPIN, 1, "play area")
    g.execute(s.Gain(resource="prayer token"), controller=1)
    assert ch.asked[0].kind is Choice.REPLACEMENT and ch.asked[0].player == 1


def test_check_answer_enforces_min_max_repeats():
    d = Decision(kind=Choice.TARGETS, player=0, prompt="p", options=("a", "b", "c"), min=1, max=2)
    assert check_answer(d, [0, 2]) == (0, 2)
    for bad in ([], [0, 1, 2], [0, 0], [3]):
        with pytest.raises(IllegalChoice):
            check_answer(d, bad)


def test_scripted_chooser_fails_on_missing_wrong_kind_and_unused_answers():
    g, ch = berserk()
    g.add_card(FILLER, 1, "play area")
    g.add_card(FILLER, 1, "play area")
    with pytest.raises(ScriptError, match="no scripted answer"):
        g.execute(s.Destroy(target=s.Target(filter=CREATURE)))
    g2, ch2 = berserk([("may", "yes")])
    g2.add_card(FILLER, 1, "play area")
    g2.add_card(FILLER, 1, "play area")
    with pytest.raises(ScriptError, match="was asked a targets"):
        g2.execute(s.Destroy(target=s.Target(filter=CREATURE)))
    ch3 = ScriptedChooser([("may", "yes")])
    with pytest.raises(ScriptError, match="left unused"):
        ch3.assert_done()


def test_random_chooser_is_reproducible_under_a_seed():
    d = Decision(kind=Choice.TARGETS, player=0, prompt="p", options=tuple("abcdef"), min=0, max=6)
    a = [RandomChooser(5).choose(d) for _ in range(3)]
    r = RandomChooser(5)
    b = [r.choose(d) for _ in range(3)]
    assert a[0] == b[0] and all(check_answer(d, x) for x in b if x)


def test_random_chooser_single_pick_draws_as_sample_did():
    """One pick among n is answered with randrange(n): the same number from the same seed as
    sample(range(n), 1), which it replaced (seeded fuzz reports must not change)."""
    import random
    for n in (1, 2, 3, 7, 21, 22, 40):
        d = Decision(kind=Choice.TARGETS, player=0, prompt="p", options=tuple(str(i) for i in range(n)))
        ours, ref = RandomChooser(n), random.Random(n)
        assert [ours.choose(d) for _ in range(50)] == [tuple(ref.sample(range(n), 1)) for _ in range(50)]


def test_trace_steps_name_the_card_and_origin_and_are_printable_and_structured():
    g, _ = berserk([("targets", "Victim")])
    g.add_card(creature("Victim"), 1, "play area")
    g.add_card(creature("Other"), 1, "play area")
    g.execute(s.Wound(target=s.Target(filter=CREATURE), amount=Const(value=5)), origin="berserk/axe#0")
    for step in g.trace:
        assert step.origin, step
    ev = g.trace.find(kind="event", what="wound")[0]
    assert ev.origin == "berserk/axe#0" and ev.card == "Victim#1"
    assert "berserk/axe#0" in g.trace.format() and "[Victim#1]" in g.trace.format()
    rows = g.trace.to_dicts()
    assert {"step", "kind", "origin", "card", "what"} <= set(rows[0])
    json.dumps(rows)
    died = g.trace.find(kind="event", what="destroy")[0]
    assert died.origin == "berserk/axe#0" and dict(died.detail)["cause"] == "wound"


def test_smashup_minions_on_bases_here_filter_and_any_number():
    g, ch = smashup([("targets", ["Two"])])
    b1 = g.add_card(base("Jungle"), None, "bases")
    b2 = g.add_card(base("Castle"), None, "bases")
    lord = minion("Lord", 3, s.Static(origin="smashup/lord#0", effect=s.StatBonus(
        affects=s.Each(filter=s.Filter(card_types=("minion",), at=s.AtBase.HERE)), stat="power", op=ModOp.ADD,
        amount=Const(value=1))))
    lid = g.add_card(lord, 0, "bases", at=b1)
    one = g.add_card(minion("One", 1), 0, "bases", at=b1)
    two = g.add_card(minion("Two", 2), 1, "bases", at=b2)
    # "each minion here" takes in the Lord itself ("other" would leave it out)
    assert g.value(one, "power") == 2 and g.value(two, "power") == 2 and g.value(lid, "power") == 4
    g.execute(s.Move(target=s.Target(filter=s.Filter(card_types=("minion",), name="Two")),
                     to_base=s.Each(filter=s.Filter(card_types=("base",), name="Jungle"))))
    assert g.card(two).at == b1 and g.value(two, "power") == 3
    assert MINION.card_types == ("minion",)


def test_trace_says_why_a_replacement_applied_or_was_skipped():
    g, ch = berserk([("replacement", 0)])
    g.add_card(GALLIWESPIN, 0, "play area")
    g.add_card(GALLIWESPIN, 0, "play area")
    g.add_card(GALLIWESPIN, 1, "play area")          # the opponent's: pattern is "you gain"
    g.execute(s.Gain(resource="prayer token"))
    whys = [(st.kind, st.card, dict(st.detail).get("why")) for st in g.trace if st.kind in ("replaced", "skipped")]
    assert ("skipped", "Galliwespin#3", "pattern does not match this event") in whys
    assert [w for w in whys if w[0] == "replaced"] == [("replaced", "Galliwespin#1", "pattern matched"),
                                                        ("replaced", "Galliwespin#2", "pattern matched")]
    assert ("skipped", "Galliwespin#1", "already applied to this event") in whys
    assert g.resource(0, "prayer token") == 3


@pytest.mark.rule("BH-503")
@pytest.mark.rule("BH-504")
def test_BH_503_504_a_hero_with_lethal_wounds_loses_the_game_at_once():
    g, _ = berserk()
    h = g.add_card(HERO, 1, "play area")
    g.execute(s.Wound(target=s.Hero(who=s.Who.EACH_OPPONENT), amount=Const(value=20)))
    assert g.players[1].lost and not g.players[0].lost
    assert g.trace.find(kind="rule", what="player loses")[0].card == f"Hero#{h}"


@pytest.mark.rule("BH-526")
def test_BH_526_a_random_card_from_another_players_hand():
    def discarded(seed):
        g, _ = berserk(seed=seed)
        ids = [g.add_card(creature(f"H{i}"), 1, "hand") for i in range(3)]
        g.add_card(creature("Mine"), 0, "hand")
        g.execute(s.DiscardCards(target=s.RandomCards(filter=s.Filter(zone="hand", controller=s.Controller.OPPONENT))))
        out = [i for i in ids if g.card(i).zone == "graveyard"]
        assert len(out) == 1 and len(g.zone(0, "hand")) == 1
        return out[0]
    picks = {discarded(seed) for seed in range(30)}
    assert picks == {1, 2, 3} and discarded(4) == discarded(4)


@pytest.mark.parametrize("answer, coins, prayers", [("yes", 0, 2), ("no", 1, 0)])
def test_optional_replacement_asks_its_controller(answer, coins, prayers):
    pious = s.Replacement(origin="berserk/monk#0", optional=True,
                          when=s.EventPattern(event=Event.GAIN, resource="coin", player=s.Controller.YOU),
                          instead=s.ReplaceWith(effect=s.Gain(resource="prayer token", amount=Const(value=2))))
    with ScriptedChooser([("may", answer)]) as ch:
        g = Game(BERSERK, ("A", "B"), chooser=ch)
        g.add_card(creature("Monk", 1, 2, 1, pious), 0, "play area")
        g.execute(s.Gain(resource="coin"))
    assert (g.coins(0), g.resource(0, "prayer token")) == (coins, prayers)
    why = "optional, declined" if answer == "no" else "pattern matched"
    assert any(dict(st.detail).get("why") == why for st in g.trace if st.kind in ("skipped", "replaced"))


EXPECTED_501_4_TRACE = """\
    0 cost         rule:payment                 [Poisoner#2] coins amount=3
    1 event        rule:payment                 pay amount=3 what=coin player=0
    2 event        game:play                    [Poisoner#2] play player=0
    3 event        game:play                    [Poisoner#2] enter player=0
    4 declare      berserk/poisoner#0           [Poisoner#2] recruit targets=(Victim#1)
    5 cost         rule:payment                 [Herbalist#3] coins amount=2
    6 event        rule:payment                 pay amount=2 what=coin player=1
    7 event        game:play                    [Herbalist#3] play player=1
    8 event        game:play                    [Herbalist#3] enter player=1
    9 choice       berserk/herbalist#0          targets player=1 prompt=targets for remove_counters answer=(Victim#1)
   10 declare      berserk/herbalist#0          [Herbalist#3] recruit targets=(Victim#1)
   11 resolve      berserk/herbalist#0          [Herbalist#3] remove_counters
   12 event        berserk/herbalist#0          [Victim#1] remove_counters amount=1 what=poison player=1 cause=remove_counters
   13 resolve      berserk/poisoner#0           [Poisoner#2] destroy
   14 event        berserk/poisoner#0           [Victim#1] destroy player=1 cause=destroy"""


def test_printed_trace_of_the_poisoned_creature_example_is_stable():
    g = poisoned_example()
    assert g.trace.format() == EXPECTED_501_4_TRACE

MOD_LISTS = st.lists(st.tuples(st.sampled_from([ModOp.ADD, ModOp.SUB, ModOp.MUL, ModOp.DIV, ModOp.SET]),
                               st.integers(0, 6)), max_size=6)


@pytest.mark.rule("BH-523")
@settings(max_examples=200, deadline=None)
@given(st.integers(0, 10), MOD_LISTS)
def test_BH_523_berserk_policy_matches_the_rule_for_any_modifiers(printed, mods):
    seq = [(op, n, i + 1) for i, (op, n) in enumerate(mods)]
    v = printed + sum(n for op, n in mods if op is ModOp.ADD)
    for op, n in mods:
        if op is ModOp.MUL:
            v *= n
    v -= sum(n for op, n in mods if op is ModOp.SUB)
    for op, n in mods:
        if op is ModOp.DIV:
            v = v // n if n else 0
    sets = [n for op, n in mods if op is ModOp.SET]
    if sets:
        v = sets[-1]
    assert berserk_value(printed, seq) == max(v, 0)
    shuffled = seq[:]
    random.Random(printed).shuffle(shuffled)          # only the "set" order of appearance matters
    assert berserk_value(printed, shuffled) == berserk_value(printed, seq)


@pytest.mark.rule("SU-V4")
@settings(max_examples=200, deadline=None)
@given(st.integers(0, 10), MOD_LISTS)
def test_SU_V4_smashup_values_are_never_negative(printed, mods):
    seq = [(op, n, i + 1) for i, (op, n) in enumerate(mods)]
    assert smashup_value(printed, seq, lambda resets: 0) >= 0


@pytest.mark.rule("BH-525")
@settings(max_examples=15, deadline=None)
@given(st.integers(0, 6), st.integers(1, 4))
def test_BH_525_each_replacement_applies_once_whatever_their_number(k, base_amount):
    g, _ = berserk()
    g.chooser = FirstChooser()
    for _ in range(k):
        g.add_card(GALLIWESPIN, 0, "play area")
    g.execute(s.Gain(resource="prayer token", amount=Const(value=base_amount)))
    assert g.resource(0, "prayer token") == base_amount + k


def test_console_chooser_reads_numbers_and_rejects_illegal_answers():
    from runtime import ConsoleChooser
    answers = iter(["5", "0 0", "1 0"])
    out: list[str] = []
    ch = ConsoleChooser(read=lambda prompt: next(answers), write=out.append)
    d = Decision(kind=Choice.ORDER, player=0, prompt="order", options=("a", "b"), min=2, max=2, ordered=True)
    assert ch.choose(d) == (1, 0)
    assert sum("not allowed" in line for line in out) == 2


def test_snapshot_is_json_ready_and_shows_zones_counters_and_values():
    g, _ = berserk([("targets", "Ox")])
    ox = g.add_card(creature("Ox", life=5, strike=2), 1, "play area")
    g.add_card(FILLER, 0, "deck")
    g.execute(s.Wound(target=s.Target(filter=CREATURE), amount=Const(value=1)))
    snap = g.snapshot()
    json.dumps(snap)
    (row,) = snap["zones"]["play area"]
    assert row["card"] == f"Ox#{ox}" and row["counters"] == {"wound": 1} and row["values"]["strike"] == 2
    assert [c["card"] for c in snap["zones"]["Ann:deck"]] == ["Filler#2"]


def test_three_players_act_in_turn_order_from_the_active_player():
    g = Game(BERSERK, ("A", "B", "C"), chooser=ScriptedChooser())
    for p in range(3):
        g.add_card(FILLER, p, "deck")
    g.begin_turn(1)
    g.execute(s.Draw(who=s.Who.EACH_PLAYER), controller=0)
    order = [dict(st.detail)["player"] for st in g.trace.find(kind="event", what="draw")]
    assert order == [1, 2, 0]
    g.execute(s.Gain(who=s.Who.EACH_OPPONENT), controller=2)
    assert [g.coins(p) for p in range(3)] == [1, 1, 0]
