"""Stage 5, check: semantic rules on cards (one function per code)."""

from __future__ import annotations

import difflib
import re

from runtime import ranges
from runtime.ruleset import Ruleset

from . import codes
from . import nodes as n
from .diagnostics import Diagnostic, error
from .kinds import ModalCountKind
from .resolve import walk
from .source import Span

def is_x(value: str) -> bool:
    """A cost printed as X (Latin or Cyrillic): chosen as the card is played (BH-X1)."""
    return value.strip() in ("X", "x", "Х", "х")


def check_header(card, rs: Ruleset, path: str) -> tuple[list[Diagnostic], tuple[n.StatValue, ...]]:
    """Type, stats and fields of a raw card against the ruleset (E202, E203, E301, E302, E305)."""
    diags: list[Diagnostic] = []
    if not card.name:
        diags.append(error(codes.E305, "the card has no name", card.span, path=path,
                           help="write the card's name in its header or name cell"))
    ctype = rs.card_type(card.type)
    if ctype is None:
        known = ", ".join(t.name for t in rs.card_types)
        close = difflib.get_close_matches(card.type, [t.name for t in rs.card_types], n=1, cutoff=0.7)
        diags.append(error(codes.E202, f"unknown card type `{card.type or '(empty)'}`", card.span, path=path,
                           help=(f"did you mean `{close[0]}`? " if close else "") + f"card types of {rs.title}: {known}"))
    stats: dict[str, tuple[str, Span]] = dict(card.stats)
    for key, span in getattr(card, "repeated", ()):
        diags.append(error(codes.E302 if rs.stat(key) is not None else codes.E203, f"`{key}` is given twice",
                           span, path=path, help=f"give `{key}` once"))
    for key, (value, span) in card.fields.items():
        if key.startswith("__keyword__"):
            kw = key[len("__keyword__"):]
            first, _, rest = kw.partition(" ")
            if rs.stat(first) is not None and rest:     # "power x": a stat whose value is not a number
                diags.append(error(codes.E302, f"{first} `{rest}` is not a number", span, path=path,
                                   help=f"write {first} as a whole number"))
                stats[first] = (rest, span)
                continue
            if not rs.has_keyword(kw):
                known = rs.keywords + tuple(k + ' N' for k in rs.valued_keywords)
                close = difflib.get_close_matches(kw, rs.keywords + tuple(rs.valued_keywords), n=1, cutoff=0.7)
                diags.append(error(codes.E203, f"unknown keyword `{kw}`", span, path=path,
                                   help=(f"did you mean `{close[0]}`? " if close else "")
                                   + f"keywords of {rs.title}: {', '.join(known) or '(none)'}"))
            continue
        if rs.stat(key) is not None:
            stats[key] = (value, span)
        elif key in ("faction", "element"):
            if key == "element" and value.lower() not in rs.elements:
                diags.append(error(codes.E203, f"unknown element `{value}`", span, path=path,
                                   help=f"elements of {rs.title}: {', '.join(rs.elements) or '(none)'}"))
        else:
            diags.append(error(codes.E203, f"unknown field `{key}`", span, path=path,
                               help=_field_help(rs, key, value, card)))
    out = []
    for key, (value, span) in sorted(stats.items()):
        if rs.stat(key) is not None and not (key == rs.cost_stat and rs.where_x and is_x(value)):
            problem = ranges.stat_problem(rs, key, value)     # the ruleset's range (runtime.ranges)
            if problem is not None:
                lo, hi = ranges.stat_range(rs, key) or (0, 0)
                diags.append(error(codes.E302, problem, span, path=path,
                                   help=f"write {key} as a whole number" if problem.endswith("not a number")
                                   else f"{rs.title} allows {key} from {lo} to {hi}"))
        out.append(n.StatValue(name=key, value=value, span=span))
    if ctype is not None:
        for req in ctype.required:
            if req not in stats:
                diags.append(error(codes.E301, f"a {ctype.name} needs `{req}`", card.span, path=path,
                                   help=f"add `{req} N` to the header (or fill the `{req}` column)"))
    return diags, tuple(out)


def _field_help(rs: Ruleset, key: str, value: str, card) -> str:
    """E203's help: the nearest field and how it is written (`points 4/2/1` -> `vp 4/2/1`),
    then the ruleset's stats."""
    from .suggest import field_hint

    given = tuple(k for k in (*card.stats, *card.fields) if not k.startswith("__"))
    hint = field_hint(rs, key, [p for p in re.split(r"[-/]", value) if p], card.type, given)
    stats = f"stats of {rs.title}: {', '.join(s.name for s in rs.stats)}"
    return f"{hint}; {stats}" if hint else stats


def check_ability(ab: n.AbilityText, path: str, nodes: list | None = None) -> list[Diagnostic]:
    diags: list[Diagnostic] = []
    for x in (walk(ab) if nodes is None else nodes):
        if isinstance(x, n.Modal) and not x.each_player:
            need = x.count.number.value
            if x.count.kind in (ModalCountKind.EXACTLY, ModalCountKind.OR_MORE) and need > len(x.modes) + len(x.abilities):
                diags.append(error(codes.E304, f"choose {need} from only {len(x.modes)} modes", x.count.span,
                                   path=path, help="lower the number or add modes separated by `;`"))
    return diags


def check_instruction(ab: n.AbilityText, text: str, path: str) -> list[Diagnostic]:
    """A label or a cost followed only by reminder text ("Ongoing: (Draw a card.)") is an ability
    with no instruction: the words in brackets explain one that is not there (E102, from the
    label to the end). A reminder line with no label is a note on the card."""
    if ab.label is None and ab.costs is None or ab.span is None or not all(x.reminder for x in ab.sentences):
        return []
    starts = [x.span.start for x in ab.sentences if x.span is not None]
    head = text[ab.span.start:min(starts, default=ab.span.end)].strip()      # "Ongoing:", "Tap:" as written
    return [error(codes.E102, f"`{head}` is followed only by reminder text in brackets: the ability has no instruction",
                  ab.span, path=path, help="write the instruction after the colon; text in brackets only explains it")]


def check_numbers(nodes: list, rs: Ruleset, path: str) -> list[Diagnostic]:
    """E302: a number printed in ability text outside the ruleset's range (`runtime.ranges`);
    `nodes` are the ability's notable nodes (the builder collects every written number)."""
    diags: list[Diagnostic] = []
    for x in nodes:
        if isinstance(x, n.Number) and x.value is not None:
            problem = ranges.number_problem(rs, x.value, x.text)
            if problem is not None:
                lo, hi = ranges.number_range(rs)
                diags.append(error(codes.E302, problem, x.span, path=path,
                                   help=f"{rs.title} card text uses numbers from {lo} to {hi}"))
    return diags
