"""Runtime errors. These are errors of the caller or of the compiled set, never diagnostics."""

from __future__ import annotations

from typing import Any


class RuntimeErrorBase(Exception):
    """Base class of every error the runtime raises on purpose."""


class GameError(RuntimeErrorBase):
    """An illegal request from the integrator (playing a card that is not in hand, …)."""


class NotDeclarable(GameError):
    """An ability or spell cannot be declared: no legal target / chain (BH-502.9, 524.2), an
    unpaid cost (BH-506), a used-up once-per-turn ability (SU-A2)."""


class UnknownKind(RuntimeErrorBase):
    """The IR holds a KIND this interpreter has no handler for. Never skipped silently."""


class LoopLimit(RuntimeErrorBase):
    """A resolution exceeded the explicit step limit; the message names the cards involved."""


class FormatError(ValueError):
    """A compiled set that cannot be loaded. ``str(err)`` is the whole message:
    ``"<file>: <place>: <what is wrong>"``; ``file``, ``place`` and ``problem`` are also
    attributes. ``place`` is a JSON path (``cards[3].abilities[0].ability.effect.kind``),
    ``line:column`` for JSON syntax and ``byte N`` for encoding errors, or ``""`` for the
    document as a whole. ``problems`` lists every ``(place, problem)`` found (at least one)."""

    def __init__(self, problem: str, place: str = "", file: str = "",
                 problems: tuple[tuple[str, str], ...] = ()) -> None:
        self.file = file
        self.place = place
        self.problem = problem
        self.problems = problems or ((place, problem),)
        head = ": ".join(p for p in (file, place) if p)
        message = f"{head}: {problem}" if head else problem
        if len(self.problems) > 1:
            more = len(self.problems) - 1
            message += f" (and {more} more problem{'s' if more > 1 else ''}: " + "; ".join(
                f"{pl or '<document>'}: {pr}" for pl, pr in self.problems[1:6]) + (
                "; ..." if more > 5 else "") + ")"
        super().__init__(message)

    def __reduce__(self) -> tuple[Any, ...]:           # picklable, e.g. across processes
        return (type(self), (self.problem, self.place, self.file, self.problems))
