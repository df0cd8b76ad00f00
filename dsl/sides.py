"""A card of two types (SU-P1, docs/runtime.md): "Minion: … Action: …".

The text of a card whose type has `CardType.sides` has one part per side, each opened by the
side's type name and a colon at the start of a sentence; each part is checked and lowered as the
text of a card of that type. `split_sides` cuts a card's text chunks into those parts.
"""

from __future__ import annotations

import re
from typing import Any

import attrs

from . import codes
from .diagnostics import Diagnostic, error
from .sets import Chunk
from .source import Span


def _heading(sides: tuple[str, ...]) -> re.Pattern[str]:
    words = "|".join(re.escape(s) for s in sides)
    # a heading opens the text or a sentence: after . ! or a closing bracket and a space
    return re.compile(rf"(?:^|(?<=[.!)]\s))\s*({words})\s*:\s*", re.IGNORECASE)


def _piece(chunk: Chunk, start: int, end: int) -> Chunk | None:
    while start < end and chunk.text[start].isspace():
        start += 1
    while end > start and chunk.text[end - 1].isspace():
        end -= 1
    if start >= end:
        return None
    if chunk.offsets is None:
        return attrs.evolve(chunk, text=chunk.text[start:end], base=chunk.base + start)
    return attrs.evolve(chunk, text=chunk.text[start:end], base=chunk.file_offset(start),
                        offsets=list(chunk.offsets[start:end]))


def split_sides(chunks: list[Chunk], sides: tuple[str, ...], card_span: Span,
                path: str) -> tuple[list[tuple[str, Chunk]], list[Diagnostic]]:
    """The parts of a two-type card's text as (side, chunk) in printed order, and an error for
    text before the first heading or a side with no part."""
    pat = _heading(sides)
    out: list[tuple[str, Chunk]] = []
    diags: list[Diagnostic] = []
    side: str | None = None
    for chunk in chunks:
        marks = list(pat.finditer(chunk.text))
        cut = marks[0].start() if marks else len(chunk.text)
        head = _piece(chunk, 0, cut)
        if head is not None:
            if side is None:
                at = chunk.file_offset(0)
                diags.append(error(codes.E102, "this text belongs to no part of a card of two types",
                                   Span(at, chunk.file_offset(max(cut - 1, 0)) + 1), path=path,
                                   help="open each part with its type and a colon: "
                                   + " ".join(f"`{s.capitalize()}: …`" for s in sides)))
            else:
                out.append((side, head))
        for i, m in enumerate(marks):
            side = m.group(1).lower()
            end = marks[i + 1].start() if i + 1 < len(marks) else len(chunk.text)
            part = _piece(chunk, m.end(), end)
            if part is not None:
                out.append((side, part))
    missing = [s for s in sides if s not in {x for x, _ in out}]
    if missing:
        diags.append(error(codes.E102, f"a card of two types needs its `{missing[0].capitalize()}:` part",
                           card_span, path=path,
                           help="write each part after its type and a colon: "
                           + " ".join(f"`{s.capitalize()}: …`" for s in sides)))
    return out, diags


def side_head(card: Any, ab: Any) -> str:
    """"Minion: " before the first ability of each part of a card of two types (`cardtext fmt`,
    `cardtext show`); "" for any other ability."""
    if not card.sides:
        return ""
    i = next(k for k, x in enumerate(card.abilities) if x is ab)
    side = card.sides[i]
    return f"{side.capitalize()}: " if i == 0 or card.sides[i - 1] != side else ""


def side_at(card: Any, sp: Span | None) -> str | None:
    """The part of a card of two types the text at `sp` is in (None: a card of one type)."""
    if not card.sides or sp is None:
        return None
    for ab, side in zip(card.abilities, card.sides):
        if ab.span is not None and ab.span.start <= sp.start < max(ab.span.end, ab.span.start + 1):
            return side
    return None
