"""Abilities that can never do anything where their card is (W411, W412), and ongoing actions
that never say what they are played on (W413).

Where a card is when one of its abilities works is read from the compiled card, as the runtime
places it (`runtime/actions.py`): a card of a type that stays in play is in play (on a base,
in Smash Up); a card of a type that does not (a Smash Up action, a Berserk spell) stays in play
only when its text says what it is played on (`play_on`, "Play on a minion.") or when it has an
ability that works in play (`runtime.state.works_in_play`: then the runtime keeps it on a base
the player picks, which W413 reports); otherwise it goes to the discard pile as it is played,
and its on-play ability runs with the card on no base. An ability that works from another zone
(a "Special" from the hand) runs with the card there, not on a base.
"""

from __future__ import annotations

from typing import Any

from runtime import spec as s
from runtime.state import works_in_play

from .. import codes as C
from .. import nodes as n
from ..kinds import PhraseKind, RefKind
from ..source import Span
from . import CardInfo, Group, rule, warning


def stays_in_play(info: CardInfo, group: Group) -> bool:
    """Whether the card is in play once played (see the module docstring)."""
    ct = group.ruleset.card_type(info.card.type)
    return (ct is None or ct.in_play or info.play_on is not None
            or any(works_in_play(ab) for ab, _ in info.abilities))


def _ast_of(info: CardInfo, span: Span | None) -> n.AbilityText | None:
    return next((a for a in info.card.abilities if a.span == span), None)


# ------------------------------------------------------------------ W411 here-off-base
def _uses_here(parts: list) -> bool:
    """The ability names the base its own card is on: "here", "this base" on a card that is not
    a base, "play it here" (`Filter.at` HERE, `Host`, `here=True`)."""
    for x in parts:
        if isinstance(x, s.Filter) and x.at is s.AtBase.HERE:
            return True
        if isinstance(x, s.Host):
            return True
        if isinstance(x, (s.PlayCard, s.PlayExtra)) and x.here:
            return True
    return False


def _here_span(group: Group, ab: n.AbilityText | None, base_type: str, fallback: Span | None) -> Span | None:
    """Where "here" / "this base" is written in the ability."""
    if ab is None:
        return fallback
    for x in group.ast_parts(ab):
        if x.span is None:
            continue
        if isinstance(x, n.Phrase) and x.kind == PhraseKind.HERE:
            return x.span
        if isinstance(x, n.Ref) and (x.kind == RefKind.HERE or (
                x.kind == RefKind.THIS and x.word is not None and x.word.text.lower() == base_type)):
            return x.span
    return ab.span or fallback


@rule(C.W411)
def here_off_base(group: Group):
    rs = group.ruleset
    if rs.base_type is None:
        return
    for info in group.compiled():
        if info.card.type == rs.base_type:
            continue
        stays = stays_in_play(info, group)
        for ab, span in info.abilities:
            zone = getattr(ab, "zone", None)
            if stays and zone is None:
                continue
            if not _uses_here(group.ir_parts(ab)):
                continue
            where = (f"this ability works while the card is in its owner's {zone}" if zone is not None else
                     f"this {info.card.type} goes to the {rs.discard_zone} as it is played: it is never on a base")
            special = any(getattr(a, "zone", None) is not None for a, _ in info.abilities)
            how = (f"the {rs.base_type} of the event is \"there\"" if special else
                   f"say what the card is played on (\"Play on a {rs.base_type}.\"), or name the {rs.base_type} "
                   f"another way (\"Choose a {rs.base_type}. … there\")")
            yield warning(C.W411, "`here` on a card that is not on a base when this ability works",
                          _here_span(group, _ast_of(info, span), rs.base_type, span), info.path, label=where,
                          help=how)


# ------------------------------------------------------------------ W412 card-not-in-play
# what happens only to a card in play: destroying it, changing its stats, counters, control, …
_IN_PLAY = frozenset({s.Event.DESTROY, s.Event.WOUND, s.Event.HEAL, s.Event.LIVES, s.Event.SET_LIFE,
                      s.Event.PLACE_COUNTERS, s.Event.REMOVE_COUNTERS, s.Event.TAP, s.Event.UNTAP, s.Event.STUN,
                      s.Event.CONTROL, s.Event.ATTACH, s.Event.MODIFY})


def _acts_on_this_in_play(x: Any) -> bool:
    """`x` is an instruction that acts on its own card (`This`) as a card in play."""
    event = getattr(type(x), "TARGET_EVENT", None)
    if event is None:
        return False
    if event is s.Event.MOVE:
        needs_play = isinstance(x, s.Move) and x.to_zone is None        # to another base
    else:
        needs_play = event in _IN_PLAY
    return needs_play and any(isinstance(getattr(x, f, None), s.This) for f in type(x).TARGETS)


def _this_span(group: Group, ab: n.AbilityText | None, fallback: Span | None) -> Span | None:
    if ab is None:
        return fallback
    for x in group.ast_parts(ab):
        if isinstance(x, n.Ref) and x.kind == RefKind.THIS and x.span is not None:
            return x.span
    return ab.span or fallback


@rule(C.W412)
def card_not_in_play(group: Group):
    for info in group.compiled():
        if stays_in_play(info, group):
            continue
        for ab, span in info.abilities:
            if not isinstance(ab, s.OnPlay):
                continue
            if any(_acts_on_this_in_play(x) for x in group.ir_parts(ab)):
                yield warning(C.W412, f"this {info.card.type} is not in play when its ability acts on it",
                              _this_span(group, _ast_of(info, span), span), info.path,
                              label=f"this {info.card.type} goes to the {group.ruleset.discard_zone} as it is played",
                              help=f"name the card you meant (\"a {_host(group.ruleset)}\"), or say what the "
                                   f"card is played on")


# ------------------------------------------------------------------ W413 ongoing-not-played-on
@rule(C.W413)
def ongoing_not_played_on(group: Group):
    rs = group.ruleset
    if rs.base_type is None:
        return
    for info in group.compiled():
        ct = rs.card_type(info.card.type)
        if ct is None or ct.in_play or info.play_on is not None:
            continue
        for ab, span in info.abilities:
            if not works_in_play(ab):
                continue
            ast = _ast_of(info, span)
            at = ast.label.span if ast is not None and ast.label is not None and ast.label.span else span
            yield warning(C.W413, f"an ongoing {info.card.type} that never says what it is played on", at,
                          info.path, label=f"in {rs.title} an ongoing {info.card.type} is played on a "
                                           f"{rs.base_type} or on a {_host(rs)}",
                          help=f"begin its text with \"Play on a {rs.base_type}.\" or \"Play on a {_host(rs)}.\"")
            break


def _host(rs: Any) -> str:
    """A card type other cards can be played on: one that stays in play and is not a base."""
    return next((ct.name for ct in rs.card_types if ct.in_play and not ct.set_aside and ct.name != rs.base_type),
                "card")


__all__ = ["stays_in_play", "here_off_base", "card_not_in_play", "ongoing_not_played_on"]
