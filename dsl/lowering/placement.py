""""here" on a card that is never on a base: an error of `check`, not only a lint warning.

A Smash Up action that says nothing of what it is played on ("Play on a base.", "Play on a
minion.") and has no ability that works in play goes to the discard pile as it is played; its
on-play ability runs with the card on no base. "Here" (and "this base", "play it here") then
names no base: the ability can never find its target and never does anything — a card that
compiles but means nothing, which `check` refuses (E501), quoting "here". Where the card may be
on a base when the ability works (an ongoing or triggered ability keeps it in play; an ability
that works from the hand, a Special, has the event's base as "there"), lint W411 keeps warning
instead (docs/language.md, "here on an action").
"""

from __future__ import annotations

from typing import Any

import attrs

from runtime import spec as s
from runtime.ruleset import Ruleset
from runtime.state import works_in_play

from .. import codes
from .. import nodes as n
from ..diagnostics import error
from ..kinds import AdjKind, PhraseKind, QuantKind, RefKind
from ..resolve import walk
from .accounting import unread


# IR class -> its field names (None: not an attrs class)
_FIELDS: dict[type, Any] = {}


def _fields(cls: type) -> Any:
    names = _FIELDS[cls] = tuple(f.name for f in attrs.fields(cls)) if attrs.has(cls) else None
    return names


def names_its_base(ir: Any, at: Any = s.AtBase.HERE) -> bool:
    """The IR names the base its own card is on: `Filter.at` HERE, `Host`, a play "here" (with `at`
    ELSEWHERE: `Filter.at` ELSEWHERE, "on another base" than its own)."""
    stack = [ir]
    while stack:
        x = stack.pop()
        if isinstance(x, tuple):
            stack.extend(x)
            continue
        cls = type(x)
        names = _FIELDS[cls] if cls in _FIELDS else _fields(cls)
        if names is None:
            continue
        if isinstance(x, s.Filter) and x.at is at:
            return True
        if at is not s.AtBase.HERE:
            pass
        elif isinstance(x, (s.Host, s.PlayerPower)):
            return True         # (a player's power is always counted on the source's base)
        elif isinstance(x, (s.PlayCard, s.PlayExtra)) and x.here:
            return True
        stack.extend([getattr(x, name) for name in names])
    return False


def never_on_a_base(rs: Ruleset, card: n.CardText, lowered: Any) -> bool:
    """Whether the card is on no base whenever its on-play abilities work (see the module doc)."""
    if rs.base_type is None or card.type == rs.base_type:
        return False
    t = rs.card_type(card.type)
    return not (t is None or t.in_play or lowered.play_on is not None
                or any(works_in_play(ab) for ab, _ in lowered.abilities))


def here_span(card: n.CardText, span: Any, base_type: str) -> Any:
    """Where "here" / "this base" is written in the ability at `span`."""
    ab = next((a for a in card.abilities if a.span == span), None)
    if ab is None:
        return span
    with unread():
        for x in walk(ab):
            if x.span is None:
                continue
            if isinstance(x, n.Phrase) and x.kind == PhraseKind.HERE:
                return x.span
            if isinstance(x, n.Ref) and (x.kind == RefKind.HERE or (
                    x.kind == RefKind.THIS and x.word is not None and x.word.text.lower() == base_type)):
                return x.span
    return span


def other_base_span(card: n.CardText, span: Any, base_type: str) -> Any:
    """Where "another base" / "other bases" is written (as a place) in the ability at `span`."""
    ab = next((a for a in card.abilities if a.span == span), None)
    if ab is None:
        return span
    with unread():
        for x in walk(ab):
            if isinstance(x, n.Phrase) and x.span is not None \
                    and x.kind in (PhraseKind.ON, PhraseKind.AT, PhraseKind.FROM) and isinstance(getattr(x, "np", None), n.Selection) and _other_base(x.np, base_type):
                return x.span
    return span


def _other_base(np: n.Selection, base_type: str) -> bool:
    words = getattr(np.noun, "words", None) or ()
    other = (np.quant is not None and np.quant.kind == QuantKind.ANOTHER) or any(
        a.kind == AdjKind.OTHER for a in np.adjs)
    return other and bool(words) and words[-1].text.lower().rstrip("s") == base_type


def refuse_here_off_base(rs: Ruleset, card: n.CardText, text: str, lowered: Any, path: str) -> None:
    """E501 for each on-play ability of a card that is never on a base and names "here"."""
    if not never_on_a_base(rs, card, lowered):
        return
    special = any(getattr(ir, "zone", None) is not None for ir, _ in lowered.abilities)
    how = (f"the {rs.base_type} of the event is \"there\"" if special else
           f"say what it is played on (\"Play on a {rs.base_type}.\"), or name the {rs.base_type} "
           f"another way (\"Choose a {rs.base_type}. … there\")")
    keep = []
    for ir, span in lowered.abilities:
        if ir.KIND == s.OnPlay.KIND and not special and not names_its_base(ir) \
                and names_its_base(ir, s.AtBase.ELSEWHERE):
            # u16e: "a minion on another base" names a base other than its own card's: other than
            # no base is every base, a card that says more than it does (with a Special, the
            # event's base may be the one meant: left to lint, as "here")
            at = other_base_span(card, span, rs.base_type)
            words = " ".join(text[at.start:at.end].split()) if at is not None else f"another {rs.base_type}"
            lowered.diagnostics.append(error(
                codes.E501, f"cannot compile `{words}`: another {rs.base_type} than its own on "
                            f"{'an' if card.type[:1] in 'aeiou' else 'a'} {card.type} that is never on a base",
                at, path=path,
                label=f"this {card.type} goes to the {rs.discard_zone} as it is played: it is on no "
                      f"{rs.base_type} to be another than",
                help=how))
            continue
        if ir.KIND == s.OnPlay.KIND and names_its_base(ir):
            at = here_span(card, span, rs.base_type)
            words = " ".join(text[at.start:at.end].split()) if at is not None else "here"
            lowered.diagnostics.append(error(
                codes.E501, f"cannot compile `{words}`: `here` on {'an' if card.type[:1] in 'aeiou' else 'a'} "
                            f"{card.type} that is never on a base", at, path=path,
                label=f"this {card.type} goes to the {rs.discard_zone} as it is played: \"here\" is no base",
                help=how))
        else:
            keep.append((ir, span))
    lowered.abilities[:] = keep
