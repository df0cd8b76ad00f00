"""Compile checked sets into runtime card specs: the join of the front end and the runtime."""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

import attrs

from runtime import spec as s
from runtime.ruleset import Ruleset

from . import check_path
from .diagnostics import Diagnostic
from .lower import lower_card, slug


@attrs.define
class CompiledAbilityInfo:
    origin: str
    text: str          # the ability's words, as written
    file: str
    line: int


@attrs.define
class Compiled:
    ruleset: Ruleset | None
    cards: list[s.CardSpec]
    abilities: dict[str, CompiledAbilityInfo]       # origin -> where its words are
    diagnostics: list[Diagnostic]
    reports: list[Any]

    @property
    def ok(self) -> bool:
        from .diagnostics import Severity

        return not any(d.severity is Severity.ERROR for d in self.diagnostics)

    def by_name(self) -> dict[str, s.CardSpec]:
        return {c.name: c for c in self.cards}

    def quotes(self) -> dict[str, str]:
        return {o: f'"{a.text}" ({os.path.normpath(a.file)}:{a.line})' for o, a in self.abilities.items()}


def stat_pairs(stats) -> tuple[tuple[str, int], ...]:
    """Header stats as numbers: "3" -> 3; "4/2/1" (a base's VP) -> vp 4, vp2 2, vp3 1."""
    out: list[tuple[str, int]] = []
    for sv in stats:
        parts = sv.value.replace("-", "/").split("/")
        if parts[0].isdigit():
            out.append((sv.name, int(parts[0])))
            out += [(f"{sv.name}{i}", int(p)) for i, p in enumerate(parts[1:], 2) if p.isdigit()]
    return tuple(out)


def compile_paths(paths: list[Path], ruleset: str | None = None) -> Compiled:
    cards: list[s.CardSpec] = []
    abilities: dict[str, CompiledAbilityInfo] = {}
    diags: list[Diagnostic] = []
    reports = []
    rs = None
    for path in paths:
        rep = check_path(path, ruleset)
        reports.append(rep)
        diags += rep.all_diagnostics()
        if rep.ruleset is None:
            continue
        if rs is not None and rep.ruleset is not rs:
            from . import codes
            from .diagnostics import error
            from .source import Span

            diags.append(error(codes.E004, f"`{path}` follows `{rep.ruleset.name}`, the other sets `{rs.name}`",
                               Span(0, 0), path=str(path), help="compile one ruleset at a time"))
            continue
        rs = rep.ruleset
        text = rep.source.text
        for c in rep.cards:
            if c.card is None or not c.ok:
                continue
            lo = lower_card(c.card, rs, text, str(path))
            diags += lo.diagnostics
            for ir, span in lo.abilities:
                words = " ".join(text[span.start:span.end].split()) if span is not None else ""
                line = rep.source.line_col(span.start)[0] if span is not None else c.line
                abilities[ir.origin] = CompiledAbilityInfo(ir.origin, words, str(path), line)
            cards.append(s.CardSpec(slug=slug(c.card.name), name=c.card.name, card_type=c.card.type,
                                    stats=stat_pairs(c.card.stats), subtypes=c.card.subtypes,
                                    element=c.card.element, keywords=c.card.keywords,
                                    abilities=tuple(ir for ir, _ in lo.abilities)))
    return Compiled(rs, cards, abilities, diags, reports)
