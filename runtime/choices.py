"""Choices: one protocol for every decision a player makes.

A ``Decision`` lists its options as labels and says how many may be picked (``min``..``max``),
whether an option may be picked more than once (``repeats``) and whether the order of the answer
matters (``ordered``). A chooser answers with a tuple of option indices. The game validates every
answer (``check_answer``) so a chooser can never make an illegal choice.

Decisions that have exactly one legal answer are not asked (the trace records them as forced).
"""

from __future__ import annotations

import enum
import random
from collections.abc import Iterable, Sequence
from typing import Any, Protocol, runtime_checkable

import attrs

from .draws import below as _below


class Choice(enum.Enum):
    TARGETS = "targets"          # targets of a declared ability (BH-501.4, 502.4)
    MODES = "modes"              # the chain of a modal ability, in order (BH-524)
    MAY = "may"                  # "you may" (SU-A3): options ("yes", "no")
    ORDER = "order"              # order of simultaneous triggered abilities of one player
    REPLACEMENT = "replacement"  # which replacement effect applies first (the affected player)
    COINS = "coins"              # which coins to lose (BH-522.5)
    RESET = "reset"              # which of several resets applies (SU-V2, the current player)
    DISTRIBUTE = "distribute"    # split an amount among targets (answer: one index per unit)
    DISCARD = "discard"          # which cards to discard
    SEARCH = "search"            # which cards to take from a deck
    BASE = "base"                # which base (Smash Up)
    PLAY = "play"                # what to do next in the play phase (runtime/match.py); the last option ends it
    AMOUNT = "amount"            # how many ("any number of +1 power counters"): options "0".."N"
    PLAYER = "player"            # which player ("look at another player's hand"): options are player names
    POSITION = "position"        # where a card goes ("on the top and/or bottom of your deck"): "top", "bottom"
    NAME = "name"                # "Name a card" (BH-K30): options are card names


@attrs.define(kw_only=True)
class Decision:
    """What a chooser is asked (read-only by convention: not frozen, because a frozen attrs
    class costs ~2% of a fuzz game to build, one per decision)."""

    kind: Choice
    player: int
    prompt: str
    options: tuple[str, ...]
    min: int = 1
    max: int = 1
    repeats: bool = False
    ordered: bool = False
    origin: str = ""


class IllegalChoice(Exception):
    """A chooser answered outside what the decision allows."""


class ScriptError(AssertionError):
    """A scripted chooser was asked something it had no answer for, or was left with answers."""


@runtime_checkable
class Chooser(Protocol):
    def choose(self, decision: Decision) -> Sequence[int]: ...


def check_answer(d: Decision, answer: Sequence[int]) -> tuple[int, ...]:
    ans = tuple(answer)
    if not (d.min <= len(ans) <= d.max):
        raise IllegalChoice(f"{d.kind.value}: expected {d.min}..{d.max} picks, got {len(ans)} ({d.prompt})")
    n = len(d.options)
    for i in ans:
        if not isinstance(i, int) or not 0 <= i < n:
            raise IllegalChoice(f"{d.kind.value}: no option {i!r} among {list(d.options)} ({d.prompt})")
    if not d.repeats and len(ans) > 1 and len(set(ans)) != len(ans):
        raise IllegalChoice(f"{d.kind.value}: repeated option in {ans} ({d.prompt})")
    return ans


def forced_answer(d: Decision) -> tuple[int, ...] | None:
    """The only legal answer, if there is exactly one."""
    n = len(d.options)
    if d.max == 0 or n == 0:
        return () if d.min == 0 else None
    if d.kind is Choice.MAY:
        return None
    if not d.repeats and d.min == d.max == n and (n == 1 or not d.ordered):
        return tuple(range(n))
    if n == 1 and d.min == d.max:
        return (0,) * d.min if (d.repeats or d.min == 1) else None
    return None


class ScriptedChooser:
    """Answers from a script, for tests.

    Each step is ``(kind, answer)`` where kind is a ``Choice`` value ("targets", "may"…) and the
    answer is an option label, an index, or a list of them. Labels match an option exactly, or a
    card option by its name alone when that name is unique among the options. Asking with an
    empty script, or a kind other than the next step's, raises ``ScriptError``; so does
    ``assert_done()`` when steps are left unused.
    """

    def __init__(self, steps: Iterable[tuple[str, object]] = ()) -> None:
        self.steps: list[tuple[str, object]] = list(steps)
        self.asked: list[Decision] = []

    def add(self, kind: str, answer: object) -> ScriptedChooser:
        self.steps.append((kind, answer))
        return self

    def choose(self, decision: Decision) -> tuple[int, ...]:
        self.asked.append(decision)
        if not self.steps:
            raise ScriptError(f"no scripted answer for {decision.kind.value} decision: {decision.prompt}"
                              f" (options {list(decision.options)}, origin {decision.origin or '-'})")
        kind, answer = self.steps.pop(0)
        if kind != decision.kind.value:
            raise ScriptError(f"scripted a {kind!r} answer but was asked a {decision.kind.value} decision:"
                              f" {decision.prompt} (options {list(decision.options)})")
        items = answer if isinstance(answer, (list, tuple)) else [answer]
        return tuple(_index(decision, a) for a in items)

    def __enter__(self) -> ScriptedChooser:
        return self

    def __exit__(self, exc_type: object, exc: object, tb: object) -> None:
        if exc_type is None:
            self.assert_done()

    def assert_done(self) -> None:
        if self.steps:
            raise ScriptError(f"scripted answers left unused: {self.steps}")


def _index(d: Decision, a: object) -> int:
    if isinstance(a, int):
        return a
    s = str(a)
    if s in d.options:
        return d.options.index(s)
    by_name = [i for i, o in enumerate(d.options) if o.split("#", 1)[0] == s]
    if len(by_name) == 1:
        return by_name[0]
    raise ScriptError(f"scripted answer {s!r} is not one of {list(d.options)} ({d.prompt})")


def by_shape(chooser: object, method: str) -> Any:
    """`chooser`'s `choose_count` or `choose_play` (`method`) when its answers come from a
    decision's shape alone: a `RandomChooser` whose `choose` is `RandomChooser.choose`. A
    subclass that answers otherwise (it overrides `choose`) is always asked with a `Decision`."""
    if getattr(type(chooser), "choose", None) is not RandomChooser.choose:
        return None
    return getattr(chooser, method, None)


class RandomChooser:
    """Uniformly random legal answers under a seed (simulation, property tests). Two kinds are
    weighted: "may" says yes with probability `may_yes`; in the play phase (`Choice.PLAY`) the
    player ends the phase with probability `play_end` while anything else is offered (a random
    player who mostly plays their cards: games are shorter and see more cards)."""

    def __init__(self, seed: int = 0, may_yes: float = 0.5, play_end: float = 0.15) -> None:
        self.rng = random.Random(seed)
        self.may_yes = may_yes
        self.play_end = play_end

    def choose(self, d: Decision) -> tuple[int, ...]:
        return self.choose_count(d.kind, len(d.options), d.min, d.max, d.repeats)

    def choose_count(self, kind: Choice, n: int, lo: int, hi: int, repeats: bool) -> tuple[int, ...]:
        """`choose` from what it reads of a decision: its kind, the number of options, how many
        to pick (`lo`..`hi`), whether they may repeat. `Game.ask` asks this way, without a
        `Decision`, while no trace records the options (the same draws either way)."""
        if kind is Choice.MAY:
            return (0,) if self.rng.random() < self.may_yes else (1,)
        if kind is Choice.PLAY and n > 1 and hi == 1:
            if self.rng.random() < self.play_end:
                return (n - 1,)
            return (_below(self.rng, n - 1),)
        if not repeats and hi > n:
            hi = n
        if lo > hi:
            lo = hi
        k = lo + _below(self.rng, hi - lo + 1) if hi > lo else lo     # (`randint(lo, hi)`)
        if repeats:
            return self._repeats(n, k)
        if k == 1:
            # the same draw as sample(range(n), 1) (one randbelow(n)), without its set-up
            return (_below(self.rng, n),)
        return tuple(self.rng.sample(range(n), k))

    def _repeats(self, n: int, k: int) -> tuple[int, ...]:
        return tuple(self.rng.randrange(n) for _ in range(k))

    def choose_play(self, n: int) -> int:
        """`choose` of a play decision (`Choice.PLAY`, one pick) among `n` options, from their
        number alone (the same draws): the play phase asks this way while no trace records the
        options' labels (runtime/match.py)."""
        if n > 1:                       # (`choose_count(Choice.PLAY, n, 1, 1, False)[0]`, inlined)
            if self.rng.random() < self.play_end:
                return n - 1
            return _below(self.rng, n - 1)
        return self.choose_count(Choice.PLAY, n, 1, 1, False)[0]


class ConsoleChooser:
    """Asks a person in a terminal (SPEC §6): prints the decision, reads option numbers."""

    def __init__(self, read=input, write=print) -> None:  # type: ignore[no-untyped-def]
        self.read = read
        self.write = write

    def choose(self, d: Decision) -> tuple[int, ...]:
        self.write(f"[player {d.player}] {d.kind.value}: {d.prompt}"
                   + (f"  ({d.origin})" if d.origin else ""))
        for i, o in enumerate(d.options):
            self.write(f"  {i}: {o}")
        rule = f"pick {d.min}..{d.max}" + (", repeats allowed" if d.repeats else "") + \
            (", in order" if d.ordered else "")
        while True:
            text = self.read(f"{rule} (numbers separated by spaces)> ")
            try:
                return check_answer(d, [int(x) for x in text.replace(",", " ").split()])
            except (ValueError, IllegalChoice) as e:
                self.write(f"  not allowed: {e}")


class FirstChooser:
    """Always the first legal options in order; "may" answers yes. Handy default for benchmarks."""

    def choose(self, d: Decision) -> tuple[int, ...]:
        if d.kind is Choice.MAY:
            return (0,)
        if d.repeats:
            return (0,) * d.min
        return tuple(range(min(max(d.min, 1), d.max, len(d.options)))) if d.min or d.max else ()
