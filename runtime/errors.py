"""Runtime errors. These are errors of the caller or of the compiled set, never diagnostics."""

from __future__ import annotations


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
