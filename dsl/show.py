"""`cardtext show CARD`: how one card was understood.

Three views of the same card, so a designer can see what each sentence became:
the canonical text (the printer's, what `cardtext fmt` writes), the AST as an indented tree,
and what each compiled ability does, read back in plain English from the IR
(`runtime.readback`); with `--ir`, also the IR itself, field by field (`plain`).
"""

from __future__ import annotations

import enum
from typing import Any, TextIO

import attrs

from . import nodes as n
from .diagnostics import Severity
from .printer import Printer, PrintError
from .render import render_full

_SKIP = ("span", "line")


# ------------------------------------------------------------------ the AST as a tree
def ast_tree(node: Any, indent: str = "") -> list[str]:
    """One line per node: its class (and kind), its plain values, then its children indented."""
    if isinstance(node, n.Word):
        return [f"{indent}{node.cls.lower()} {node.text!r}"]
    if isinstance(node, n.Number):
        return [f"{indent}number {node.value}" + (f" ({node.text!r})" if node.text != str(node.value) else "")]
    head = type(node).__name__
    kind = getattr(node, "kind", None)
    if isinstance(kind, str):
        head += f" {kind}"
    scalars, children = [], []
    for f in attrs.fields(type(node)):
        if f.name in _SKIP or f.name == "kind" or not f.eq:
            continue
        v = getattr(node, f.name)
        if v is None or v == () or v is False:
            continue
        if isinstance(v, n.Node):
            children.append((f.name, [v]))
        elif isinstance(v, tuple) and v and isinstance(v[0], n.Node):
            children.append((f.name, list(v)))
        else:
            scalars.append(f"{f.name}={v!r}" if not isinstance(v, bool) else f.name)
    lines = [indent + head + ("  " + " ".join(scalars) if scalars else "")]
    for name, vals in children:
        for v in vals:
            sub = ast_tree(v, indent + "  ")
            sub[0] = f"{indent}  {name}: {sub[0].lstrip()}"
            lines.extend(sub)
    return lines


# ------------------------------------------------------------------ the IR, field by field (--ir)
def _words(name: str) -> str:
    out = []
    for i, ch in enumerate(name):
        if ch.isupper() and i:
            out.append(" ")
        out.append(ch.lower())
    return "".join(out)


def plain(obj: Any) -> str:
    """An IR object in plain words: its kind, then each field that is not at its default."""
    if isinstance(obj, enum.Enum):
        return str(obj.value).replace("_", " ")
    if isinstance(obj, bool):
        return "yes" if obj else "no"
    if isinstance(obj, (tuple, list)):
        return ", ".join(plain(x) for x in obj) if obj else "nothing"
    if not attrs.has(type(obj)):
        return str(obj)
    parts = []
    for f in attrs.fields(type(obj)):
        v = getattr(obj, f.name)
        default = f.default
        if isinstance(default, attrs.Factory):      # type: ignore[arg-type]
            default = default.factory()
        if v == default or v is None or f.name in ("origin", "span"):
            continue
        parts.append(f"{f.name.replace('_', ' ')} {plain(v)}")
    what = _words(type(obj).__name__)
    return what + (" (" + "; ".join(parts) + ")" if parts else "")


def show_card(report: Any, cr: Any, out: TextIO, *, ir: bool = False) -> int:
    """Write the card's three views to `out`; `ir`: each ability's IR too. Returns the exit
    status of `cardtext show` (1: the card has errors or cannot be compiled yet)."""
    from runtime import spec as s
    from runtime.readback import readback

    from .lowering import lower_card

    src = report.source
    out.write(f"{cr.name}  ({src.path}:{cr.line})\n")
    errors = [d for d in cr.diagnostics if d.severity is Severity.ERROR]
    card = cr.card
    if errors or card is None:
        for d in cr.diagnostics:
            out.write(render_full(d, src) + "\n\n")
        out.write("the card has errors: fix them to see its canonical text and what it does\n")
        return 1
    pr = Printer(report.ruleset)
    from .formatter import header_text
    from .sides import side_at, side_head

    out.write("\ncanonical text:\n" if report.language != "ru" else "\nканоническая запись:\n")
    raw_fields = _RawFields(card)
    raw_fields.printed_type = getattr(cr, "printed_type", "")
    keywords = getattr(cr, "keyword_abilities", {})
    raw_fields.declared_keywords = tuple(k for k, at in keywords.values() if at < 0)
    # the header's type word as written ("character" for a minion), as `cardtext fmt` keeps it
    from . import read_set
    raw_fields.type = next((rc.type for rc in read_set(src, report.ruleset.name).cards
                            if rc.name == card.name and rc.line == card.line), card.type)
    head = header_text(raw_fields, card, report.ruleset)
    if report.language == "ru":      # a Russian set's canonical text is Russian (what `fmt` writes)
        from .ru.printer import RussianPrinter, russian_header
        pr, head = RussianPrinter(report.ruleset), russian_header(head)
    out.write("  " + head + "\n")
    for ab in card.abilities:
        kw = keywords.get(id(ab))
        if kw is not None:          # a keyword the set declares: its name, then what it stands for
            if kw[1] >= 0:
                out.write(f"    {kw[0]}\n")
            continue
        try:
            out.write("    " + side_head(card, ab) + pr.ability(ab) + "\n")
        except PrintError as e:      # pragma: no cover - the totality test prevents this
            out.write(f"    (cannot print: {e})\n")
    out.write("\nsyntax tree (AST):\n" if report.language != "ru" else "\nсинтаксическое дерево (AST):\n")
    for i, ab in enumerate(card.abilities, start=1):
        text = src.text[ab.span.start:ab.span.end] if ab.span else ""
        out.write(f"  ability {i}: {text}\n")
        for line in ast_tree(ab, "    "):
            out.write(line + "\n")
    said = _said_in(report.language)
    out.write("\nwhat it does (read back from the compiled abilities):\n" if report.language != "ru" else
              "\nчто она делает (прочитано из скомпилированных способностей):\n")
    lowered = lower_card(card, report.ruleset, src.text, src.path, report.table)
    from .teach import teach
    failed = [teach(d, report.ruleset) for d in lowered.diagnostics if d.severity is Severity.ERROR]
    spec = s.CardSpec(slug="", name=card.name, card_type=card.type, play_on=lowered.play_on)
    if lowered.play_on is not None:
        out.write(f"  Played on {readback(lowered.play_on, report.ruleset, card=spec)}.\n")
        if ir:
            out.write(f"     ir: {plain(lowered.play_on)}\n")
    by_span = {ab.span: kw[0] for ab in card.abilities if (kw := keywords.get(id(ab))) is not None}
    for i, (ability, span) in enumerate(lowered.abilities, start=1):
        text = src.text[span.start:span.end] if span else ""
        if span in by_span:         # "Stalwart (keyword: This minion cannot be moved.)"
            text = f"{by_span[span]} (keyword: {text})"
        side = side_at(card, span)      # SU-P1: a part of a card of two types reads as that type's
        on = attrs.evolve(spec, card_type=side) if side else spec
        out.write(f"  {i}. {text}\n     {said(readback(ability, report.ruleset, card=on))}\n")
        if ir:
            out.write(f"     ir: {plain(ability)}\n")
    if not lowered.abilities and not failed:
        out.write("  (no abilities)\n")
    for d in failed:
        out.write(render_full(d, src) + "\n\n")
    if failed:
        out.write("the card checks but cannot be compiled yet\n")
        return 1
    return 0


class _RawFields:
    """The header fields header_text needs, taken from the AST card."""

    def __init__(self, card: n.CardText) -> None:
        self.type = card.type
        self.fields: dict = {}
        self.printed_type = ""
        self.declared_keywords: tuple[str, ...] = ()
        if card.element:
            self.fields["element"] = (card.element, None)
        if card.faction:
            self.fields["faction"] = (card.faction, None)


def _said_in(language: str):
    """The readback in the set's language: a Russian set's in Russian where dsl/ru/readback.py
    has the words for it (else the English readback)."""
    if language != "ru":
        return lambda english: english
    from .ru.readback import russian_readback

    return lambda english: russian_readback(english) or english
