"""The fast paths of random games (issue 21, item 4) play the same games as the general ones.

A play decision answered from the number of options alone (`RandomChooser.choose_play`, taken
while no trace records the options' labels) draws what `choose` draws for the same decision;
a whole game played with the trace off (fast paths) and on (every option labelled, asked through
`Game.ask`) ends the same way after the same decisions, in the same state."""

from __future__ import annotations

from pathlib import Path

import pytest

from runtime import RandomChooser
from runtime.choices import Choice, Decision
from runtime.fuzz import play_one

df = pytest.importorskip("dsl.fuzz")

ROOT = Path(__file__).resolve().parent.parent


def test_choose_play_draws_what_choose_draws_for_a_play_decision():
    for seed in range(5):
        a, b = RandomChooser(seed), RandomChooser(seed)
        for n in (2, 3, 5, 9, 2, 17, 4):
            d = Decision(kind=Choice.PLAY, player=0, prompt="p", options=tuple(str(i) for i in range(n)))
            assert (a.choose_play(n),) == b.choose(d)
        assert a.rng.getstate() == b.rng.getstate()


def _played(folder: str, seeds: range):
    ld = df.load_sets(sorted((ROOT / "cardsets" / folder).glob("*.cards")), [], None)
    out = []
    for seed in seeds:
        runs = []
        for trace in (False, True):
            o, g = play_one(ld.cards, ld.bases, ld.ruleset, 0, seed, trace=trace, strict=True)
            runs.append((o.winner, o.turns, o.vp, o.played, [p.message for p in o.problems], g.decisions,
                         g.snapshot(), g.chooser.rng.getstate(), g.state.rng.getstate()))
        out.append(runs)
    return out


@pytest.mark.parametrize("folder", ["smashup", "berserk"])
def test_games_with_the_trace_off_are_the_games_with_it_on(folder):
    for quiet, traced in _played(folder, range(6)):
        assert quiet == traced


def test_ask_without_a_decision_answers_and_refuses_as_with_one():
    from runtime import SMASHUP, Game, IllegalChoice

    answers = []
    for trace in (False, True):
        g = Game(SMASHUP, ("Ann", "Bob"), chooser=RandomChooser(3), seed=3, trace=trace)
        got = [g.ask(Choice.TARGETS, 0, "p", ["a", "b", "c", "d"], min=0, max=3),
               g.ask(Choice.MAY, 1, "p", ["yes", "no"]),
               g.ask(Choice.DISTRIBUTE, 0, "p", ["a", "b"], min=0, max=4, repeats=True),
               g.ask(Choice.PLAY, 0, "p", ["x", "y", "end"])]
        with pytest.raises(IllegalChoice, match="expected 2..2 picks"):
            g.ask(Choice.TARGETS, 0, "too few options", ["a"], min=2, max=2)
        answers.append((got, g.decisions))
    assert answers[0] == answers[1]


def test_both_value_policies_agree_on_additions_and_subtractions():
    """`Game.value` adds and subtracts without `values.compute` when a card's modifiers are only
    additions and subtractions: every policy gives printed + additions - subtractions, never
    below 0 (SU-V3/V4, BH-523)."""
    import random

    from runtime.ruleset import ValuePolicy
    from runtime.spec import ModOp
    from runtime.values import compute

    rng = random.Random(7)
    for _ in range(500):
        printed = rng.randint(-3, 12)
        mods = [(rng.choice((ModOp.ADD, ModOp.SUB)), rng.randint(0, 6), rng.randint(0, 50))
                for _ in range(rng.randint(1, 5))]
        plain = printed + sum(n if op is ModOp.ADD else -n for op, n, _ in mods)
        for policy in ValuePolicy:
            assert compute(policy, printed, mods) == max(plain, 0), (policy, printed, mods)



def test_a_random_chooser_that_overrides_choose_is_always_asked_with_a_decision():
    # the fast paths hand only a decision's shape to a chooser whose answers come from it alone;
    # a subclass with its own `choose` must see every decision
    from runtime import SMASHUP, Game
    from runtime.choices import by_shape

    seen = []

    class Watching(RandomChooser):
        def choose(self, d):
            seen.append(d.kind)
            return super().choose(d)

    assert by_shape(RandomChooser(1), "choose_play") is not None
    assert by_shape(Watching(1), "choose_play") is None and by_shape(Watching(1), "choose_count") is None
    g = Game(SMASHUP, ("Ann", "Bob"), chooser=Watching(2), seed=2, trace=False)
    g.ask(Choice.PLAY, 0, "p", ["x", "y", "end"])
    g.ask(Choice.TARGETS, 0, "p", ["a", "b", "c"], min=0, max=2)
    assert seen == [Choice.PLAY, Choice.TARGETS]
