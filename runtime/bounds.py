"""A hard bound on the work one ability may do.

The loader and the front end keep printed numbers small (`runtime.ranges`), but amounts are
also computed while a game runs ("twice the number of cards in your hand", "for each …"),
and an instruction carried out once per unit of such an amount could run for ever. Every
ability being resolved gets a budget (`Game.max_work` units: events proposed, rounds of a
"for each", extra plays granted, options offered for an amount); spending past it stops the
resolution with a `LoopLimit` that names the card and its ability. Instructions that stop by
the rules before that (a draw from an empty deck and discard pile, BH-520.3 / SU-A4) never get
near it.
"""

from __future__ import annotations

from typing import Any

from .errors import LoopLimit

MAX_WORK = 20_000       # units of work one ability may do (a normal ability does a few dozen)


class Budget:
    """The work left to the ability being resolved (`origin`: its card's slug and number)."""

    __slots__ = ("origin", "card", "left")

    def __init__(self, origin: str, card: str, left: int) -> None:
        self.origin = origin
        self.card = card
        self.left = left


def start(game: Any, origin: str, card: str) -> Budget | None:
    """Give the ability about to resolve its budget; returns the budget it replaces (restore it
    with `finish`: an ability resolved inside another has its own)."""
    was = game.budget
    game.budget = Budget(origin, card, game.max_work)
    return was


def finish(game: Any, was: Budget | None) -> None:
    game.budget = was


def spend(game: Any, n: int = 1, what: str = "events") -> None:
    """Count `n` units of work against the ability being resolved (none outside resolution);
    past the budget, `LoopLimit` naming the card."""
    b = game.budget
    if b is None:
        return
    b.left -= n
    if b.left < 0:
        game.budget = None
        raise LoopLimit(f"{b.card}: its ability ({b.origin}) did more than {game.max_work} units of work "
                        f"({what}) in one resolution; an amount that large cannot be carried out")


def affordable(game: Any, n: int) -> bool:
    """Whether `n` more units fit in the budget (always, outside resolution)."""
    b = game.budget
    return b is None or n <= b.left


__all__ = ["MAX_WORK", "Budget", "start", "finish", "spend", "affordable"]
