"""Players: choosers that stand for a player (issue 20).

A player is a plain `Chooser` (runtime/choices.py) built by name from a registry, so an engine
integrator can seat any of them in a `Game`. A game has one chooser; `Seats` answers each decision
with the chooser of the player it is asked of (`Decision.player`).

    chooser = Seats([make_player("random", seed=1), make_player("random", seed=2)])
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from ..choices import Chooser, Decision, RandomChooser

#: name -> factory(seed) -> Chooser. Players register themselves here.
PLAYERS: dict[str, Callable[[int], Chooser]] = {"random": lambda seed: RandomChooser(seed)}


def make_player(name: str, seed: int = 0) -> Chooser:
    """The player registered under `name`, seeded; a ValueError names the known players."""
    try:
        factory = PLAYERS[name]
    except KeyError:
        raise ValueError(f"unknown player {name!r} (known: {', '.join(sorted(PLAYERS))})") from None
    return factory(seed)


class Seats:
    """One chooser per player: each decision goes to the chooser of `decision.player`."""

    def __init__(self, choosers: Sequence[Chooser]) -> None:
        self.choosers = tuple(choosers)

    def choose(self, decision: Decision) -> Sequence[int]:
        return self.choosers[decision.player].choose(decision)
