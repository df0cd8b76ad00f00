"""Property tests over random states and random effect sequences (hypothesis), for both rulesets:
every card is in exactly one zone at all times, no value is ever negative, every resolution
terminates, and the same seed gives the same trace."""

from __future__ import annotations

import attrs
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from runtime import BERSERK, SMASHUP, Game, LoopLimit, NotDeclarable, RandomChooser
from runtime import spec as s
from runtime.spec import Controller, Event, ModOp

RULESETS = {"berserk": BERSERK, "smashup": SMASHUP}
TYPES = {"berserk": ("creature", "hero", "artifact", "spell"), "smashup": ("minion", "action", "base")}
STATS = {"berserk": ("cost", "life", "strike"), "smashup": ("power", "breakpoint")}
COUNTERS = {"berserk": ("wound", "poison"), "smashup": ("+1 power",)}
RESOURCES = {"berserk": ("coin", "prayer token"), "smashup": ("vp",)}


def filters(game: str):
    return st.one_of(st.just(s.Filter()), st.builds(s.Filter, card_types=st.sampled_from([(t,) for t in TYPES[game]])),
                     _filters(game))


def _filters(game: str):
    return st.builds(
        s.Filter,
        card_types=st.sampled_from([(), *((t,) for t in TYPES[game])]),
        controller=st.sampled_from(list(Controller)),
        counters=st.sampled_from([(), (s.CounterTest(counter=COUNTERS[game][0], cmp=s.Cmp.GE, value=1),)]),
        stats=st.sampled_from([(), (s.StatTest(stat=STATS[game][0], cmp=s.Cmp.LE, value=3),)]),
        other=st.booleans(),
    )


def amounts(game: str):
    return st.one_of(
        st.builds(s.Const, value=st.integers(1, 3)),
        st.builds(s.Const, value=st.integers(0, 4)),
        st.just(s.ThatMany()),
        st.builds(s.CountOf, filter=filters(game)),
        st.builds(s.Plus, left=st.builds(s.Const, value=st.integers(0, 2)), right=st.just(s.ThatMany())),
    )


def selectors(game: str):
    return st.one_of(
        st.just(s.This()),
        st.builds(s.Target, filter=filters(game), min=st.integers(0, 1), max=st.sampled_from([1, 2, None])),
        st.builds(s.Each, filter=filters(game)),
        st.builds(s.RandomCards, filter=filters(game), count=st.integers(1, 2)),
        st.just(s.EventCard()),
        st.just(s.EventSource()),
        st.just(s.Host()),
        st.just(s.Implicit()),
        st.builds(s.Hero, who=st.sampled_from([s.Who.YOU, s.Who.EACH_OPPONENT])),
    )


def leaf_effects(game: str):
    sel, amt = selectors(game), amounts(game)
    res = st.sampled_from(RESOURCES[game])
    who = st.sampled_from([s.Who.YOU, s.Who.EACH_PLAYER, s.Who.EACH_OPPONENT])
    zones = st.sampled_from([z for z in RULESETS[game].zones if z not in ("supply", "box")])
    return st.one_of(
        st.builds(s.Destroy, target=sel),
        st.builds(s.Wound, target=sel, amount=amt),
        st.builds(s.Shoot, target=sel, amount=amt),
        st.builds(s.Heal, target=sel, amount=amt, divided=st.booleans()),
        st.builds(s.PlaceCounters, target=sel, counter=st.sampled_from(COUNTERS[game]), amount=amt),
        st.builds(s.RemoveCounters, target=sel, counter=st.sampled_from(COUNTERS[game])),
        st.builds(s.Modify, target=sel, stat=st.sampled_from(STATS[game]), op=st.sampled_from(list(ModOp)),
                  amount=amt, duration=st.sampled_from(list(s.Duration))),
        st.builds(s.ExtraLives, target=sel, amount=amt),
        st.builds(s.ReduceLives, target=sel, amount=amt),
        st.builds(s.SetLife, target=sel, amount=amt),
        st.builds(s.Draw, who=who, amount=amt),
        st.builds(s.Discard, who=who, amount=amt, random=st.booleans()),
        st.builds(s.Gain, who=who, resource=res, amount=amt,
                  temporary=st.sampled_from([None, s.Duration.END_OF_TURN])),
        st.builds(s.Lose, who=who, resource=res, amount=amt,
                  temporary=st.sampled_from([None, s.Duration.END_OF_TURN, s.Duration.START_OF_YOUR_NEXT_TURN])),
        st.builds(s.Tap, target=sel),
        st.builds(s.Untap, target=sel),
        st.builds(s.Move, target=sel, to_zone=zones),
        st.builds(s.ReturnToHand, target=sel),
        st.builds(s.ShuffleIntoDeck, target=sel),
        st.builds(s.Search, filter=filters(game), count=st.integers(1, 2)),
        st.builds(s.GainControl, target=sel),
        st.builds(s.PlayExtra, who=who),
        st.builds(s.ReturnToPlay, target=st.builds(s.Target, filter=st.builds(
            s.Filter, zone=st.just(RULESETS[game].discard_zone))), life=st.just(s.Const(value=1))),
    )


def effects(game: str):
    return st.recursive(
        leaf_effects(game),
        lambda inner: st.one_of(
            st.builds(s.Sequence, effects=st.lists(inner, min_size=1, max_size=3).map(tuple)),
            st.builds(s.May, effect=inner),
            st.builds(lambda modes, rep: s.Choose(modes=tuple(modes), min=1, max=2 if rep else len(modes),
                                                  repeats=rep),
                      st.lists(inner, min_size=2, max_size=3), st.booleans()),
            st.builds(s.If, condition=st.builds(s.CountIs, filter=filters(game), cmp=st.sampled_from(list(s.Cmp)),
                                                value=st.builds(s.Const, value=st.integers(0, 2))),
                      then=inner, otherwise=st.one_of(st.none(), inner)),
            st.builds(s.Delay, when=st.builds(s.EventPattern, event=st.sampled_from([Event.TURN_START, Event.DRAW,
                                                                                    Event.DESTROY]),
                                              timing=st.sampled_from(list(s.Timing))), effect=inner),
            st.builds(s.Apply, effect=st.one_of(
                st.builds(s.MustTarget, affects=st.just(s.This())),
                st.builds(s.Cant, affects=st.one_of(st.just(s.This()), st.builds(s.Each, filter=filters(game))),
                          events=st.just((Event.DESTROY, Event.WOUND))),
                st.builds(s.MustTarget, affects=st.builds(s.Each, filter=filters(game))),
                st.builds(s.StatBonus, affects=st.builds(s.Each, filter=filters(game)),
                          stat=st.sampled_from(STATS[game]), op=st.sampled_from(list(ModOp)),
                          amount=st.builds(s.Const, value=st.integers(0, 3))),
                st.builds(s.NoPlay),
                st.builds(s.DrawLimit, per_turn=st.integers(0, 1))),
                duration=st.sampled_from(list(s.Duration))),
            st.builds(s.Attach, target=selectors(game)),
        ),
        max_leaves=4,
    )


def abilities(game: str):
    o = "fuzz/card"
    ev = st.sampled_from([Event.DESTROY, Event.WOUND, Event.GAIN, Event.DRAW, Event.ENTER, Event.PLAY,
                          Event.SCORE, Event.MOVE])
    return st.one_of(
        st.builds(s.OnPlay, origin=st.just(o + "#0"), effect=effects(game)),
        st.builds(s.Triggered, origin=st.just(o + "#1"),
                  when=st.builds(s.EventPattern, event=ev, this=st.booleans(),
                                 timing=st.sampled_from(list(s.Timing))),
                  effect=effects(game), once_per_turn=st.booleans(),
                  zone=st.sampled_from([None, None, RULESETS[game].hand_zone, RULESETS[game].discard_zone])),
        st.builds(s.Replacement, origin=st.just(o + "#2"),
                  when=st.builds(s.EventPattern, event=ev, player=st.sampled_from(list(Controller))),
                  instead=st.one_of(st.builds(s.ReplaceAmount, amount=amounts(game)),
                                    st.builds(s.ReplaceWith, effect=effects(game))),
                  optional=st.booleans()),
        st.builds(s.Static, origin=st.just(o + "#3"), effect=st.one_of(
            st.builds(s.StatBonus, affects=st.one_of(st.just(s.This()), st.builds(s.Each, filter=filters(game))),
                      stat=st.sampled_from(STATS[game]), op=st.sampled_from(list(ModOp)),
                      amount=st.one_of(st.builds(s.Const, value=st.integers(0, 3)),
                                       st.builds(s.MaxStat, filter=filters(game), stat=st.sampled_from(STATS[game]),
                                                 printed=st.booleans())),
                      condition=st.one_of(st.none(), st.just(s.YourTurn()), st.just(s.Not(condition=s.YourTurn())))),
            st.builds(s.Cant, affects=st.just(s.This()), events=st.just((Event.DESTROY,))),
            st.builds(s.DrawLimit, who=st.sampled_from(list(s.Who)[:3]), per_turn=st.integers(0, 2)),
        )),
    )


_CACHE: dict[str, dict[str, st.SearchStrategy]] = {}


def strategies(game: str) -> dict[str, st.SearchStrategy]:
    """Built once per game: building hypothesis strategies is far costlier than drawing from them."""
    if game not in _CACHE:
        _CACHE[game] = {"effects": effects(game), "leaf": leaf_effects(game), "abilities": abilities(game)}
    return _CACHE[game]


@st.composite
def scenarios(draw):
    game = draw(st.sampled_from(["berserk", "smashup"]))
    rs = RULESETS[game]
    S = strategies(game)
    cards = []
    for i in range(draw(st.integers(3, 9))):
        ctype = draw(st.sampled_from(TYPES[game]))
        stats = tuple((k, draw(st.integers(0, 5)) + (1 if k == "life" else 0)) for k in STATS[game])
        abil = tuple(attrs.evolve(a, origin=f"fuzz/c{i}#{k}")
                     for k, a in enumerate(draw(st.lists(S["abilities"], max_size=2))))
        zone = draw(st.sampled_from([rs.play_zone] * 3 + [rs.hand_zone, rs.deck_zone, rs.discard_zone]))
        owner = draw(st.integers(0, 1))
        if ctype == rs.base_type and draw(st.booleans()):
            owner, zone = None, rs.play_zone               # an ownerless base in play
        spec = s.CardSpec(slug=f"fuzz/c{i}", name=f"C{i}", card_type=ctype, stats=stats, abilities=abil,
                          element=draw(st.sampled_from([None, "swamp"])))
        state = (draw(st.integers(0, 2)), draw(st.integers(0, 1)), draw(st.booleans()))   # wounds, poison, tapped
        cards.append((spec, owner, zone, state))
    steps = draw(st.lists(st.one_of(
        st.tuples(st.just("effect"), S["effects"], st.integers(0, 1), st.integers(0, 8)),
        st.tuples(st.just("effect"), S["leaf"], st.integers(0, 1), st.integers(0, 8)),
        st.tuples(st.just("play"), st.integers(0, 8)),
        st.tuples(st.just("turn"), st.integers(0, 1)),
        st.tuples(st.just("score"), st.integers(0, 8)),
    ), min_size=1, max_size=8))
    return game, cards, steps, draw(st.integers(0, 2**16))


def run(scenario, check=True):
    game, cards, steps, seed = scenario
    rs = RULESETS[game]
    g = Game(rs, ("A", "B"), chooser=RandomChooser(seed), seed=seed, max_steps=300, check_invariants=check)
    ids = []
    for spec, owner, zone, (wounds, poison, tapped) in cards:
        cid = g.add_card(spec, owner, zone, tapped=tapped and zone == rs.play_zone)
        ids.append(cid)
        if zone == rs.play_zone and game == "berserk" and 0 < wounds < g.lives(cid):
            g.card(cid).counters["wound"] = wounds
        if zone == rs.play_zone and game == "berserk" and poison:
            g.card(cid).counters["poison"] = poison
    for p in g.players:
        if rs.coin_resource:
            p.resources[rs.coin_resource] = 5
    g.state.check_invariants()
    outcome = []
    for step in steps:
        try:
            if step[0] == "effect":
                _, eff, ctrl, src = step
                source = ids[src % len(ids)] if ids and src < 7 else None
                g.execute(eff, controller=ctrl, source=source, origin="fuzz/script#0")
            elif step[0] == "play":
                hand = g.zone(0, rs.hand_zone) + g.zone(1, rs.hand_zone)
                if hand:
                    g.play_card(hand[step[1] % len(hand)].id, free=True)
            elif step[0] == "score":
                bases = [c for c in g.in_play() if c.spec.card_type == rs.base_type]
                if bases:
                    g.score_base(bases[step[1] % len(bases)].id)
            else:
                if g.state.turn:
                    g.end_turn()
                g.begin_turn(step[1])
            outcome.append("ok")
        except NotDeclarable:
            outcome.append("not declarable")
        except LoopLimit:
            outcome.append("loop limit")          # terminated by the explicit limit
            g.clear_queue()
        if check:
            check_state(g)
    return g, outcome


def check_state(g: Game) -> None:
    g.state.check_invariants()                       # every card in exactly one zone
    for c in g.state.cards.values():
        for stat, _ in c.spec.stats:
            assert g.value(c, stat) >= 0, (c.label, stat)
        for k, v in c.counters.items():
            assert v >= 0, (c.label, k)
    for p in g.players:
        for r in p.resources:
            assert g.resource(p.index, r) >= 0
        assert all(t.amount >= 0 for t in p.temp_coins)


SETTINGS = settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow,
                                                                             HealthCheck.data_too_large])


@SETTINGS
@given(scenarios())
def test_random_effect_sequences_keep_every_card_in_one_zone_and_values_non_negative(scenario):
    run(scenario)


@SETTINGS
@given(scenarios())
def test_same_seed_same_trace(scenario):
    g1, o1 = run(scenario, check=False)
    g2, o2 = run(scenario, check=False)
    assert o1 == o2
    assert g1.trace.to_dicts() == g2.trace.to_dicts()
    assert g1.snapshot() == g2.snapshot()


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.integers(0, 2**16))
def test_trigger_loops_terminate_with_a_limit_that_names_the_cards(seed):
    echo = s.Triggered(origin="fuzz/echo#0", when=s.EventPattern(event=Event.GAIN, resource="coin"),
                       effect=s.Gain(resource="coin"))
    g = Game(BERSERK, chooser=RandomChooser(seed), seed=seed, max_steps=200)
    g.add_card(attrs.evolve(s.CardSpec(slug="fuzz/echo", name="Echo", card_type="creature",
                                       stats=(("cost", 1), ("life", 2), ("strike", 1))), abilities=(echo,)),
               0, "play area")
    try:
        g.execute(s.Gain(resource="coin"))
    except LoopLimit as e:
        assert "fuzz/echo#0" in str(e)
    else:
        raise AssertionError("an endless trigger loop must be cut")
    g.state.check_invariants()
