"""Players: choosers that stand for a player (issue 20).

A player is a plain `Chooser` (runtime/choices.py) built by name from a registry, so an engine
integrator can seat any of them in a `Game`. A game has one chooser; `Seats` answers each decision
with the chooser of the player it is asked of (`Decision.player`).

    chooser = Seats([make_player("random", seed=1), make_player("random", seed=2)])

Players that read the game (the heuristic and Monte-Carlo players) are seated with `seat`, which
sets the game's chooser and calls each player's `bind(game)` hook (a player without one needs no
game). They read the game, never change it; what they may read is what a player sees.

    seats = seat(game, [make_player("heuristic", 1), make_player("mcts", 2)])

`Seats` also keeps every answer given in the game, in order (`Seats.log`): the Monte-Carlo player
replays them to branch a copy of the game at a decision (docs/players.md).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from ..choices import Chooser, Decision, RandomChooser
from .heuristic import HeuristicPlayer
from .mcts import MonteCarloPlayer

#: name -> factory(seed) -> Chooser. Players register themselves here.
PLAYERS: dict[str, Callable[[int], Chooser]] = {"random": lambda seed: RandomChooser(seed)}
PLAYERS["heuristic"] = HeuristicPlayer
PLAYERS["mcts"] = MonteCarloPlayer


__all__ = ["PLAYERS", "HeuristicPlayer", "MonteCarloPlayer", "Seats", "make_player", "seat"]


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
        #: every answer given so far: (player, options asked, answer), in the order asked
        self.log: list[tuple[int, tuple[str, ...], tuple[int, ...]]] = []

    def choose(self, decision: Decision) -> Sequence[int]:
        ans = tuple(self.choosers[decision.player].choose(decision))
        self.log.append((decision.player, decision.options, ans))
        return ans

    def bind(self, game: Any) -> None:
        """Seat every chooser that reads the game (`bind(game)`) in `game`."""
        for c in self.choosers:
            hook = getattr(c, "bind", None)
            if hook is not None:
                hook(game)


def seat(game: Any, choosers: Sequence[Chooser]) -> Seats:
    """Make `choosers` (one per player, in player order) the game's chooser and bind them to it.
    Call it once the game is set up and before its first decision (the Monte-Carlo player keeps a
    copy of the game as it starts)."""
    seats = Seats(choosers)
    game.chooser = seats
    seats.bind(game)
    return seats
