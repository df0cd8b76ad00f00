"""Templating drift (W409): the same effect worded two ways in one set.

Two pieces of text mean the same thing when they build equal AST nodes (spans are not part of
equality): "an extra card" and "an additional card", "after this base scores" and "after this
base is scored". Across every card of the set (all files of one ruleset), phrases, noun phrases,
instructions, triggers and sentences are grouped by their node; a group written in more than one
way (ignoring case, spacing, typographic apostrophes and a final period) is drift. The reference
wording is the printer's canonical text (`dsl/printer.py`, what `cardtext fmt` writes) when the
set uses it, else the set's most frequent wording. Each occurrence worded otherwise is reported
once, at the innermost node that differs.
"""

from __future__ import annotations

from collections import Counter

from .. import codes as C
from .. import nodes as n
from . import Group, rule, warning

# Nodes whose wording is compared: phrase-sized and up. Single words (quantifiers, articles,
# owners, verbs) are left out: "a" / "an" agree with the next word and are not templating. So
# are predicates and events without their subject ("is destroyed" / "are destroyed", "has" /
# "have"): they agree with a subject that is not part of the node; with the subject (a
# statement, a trigger) they are compared.
COMPARED = (n.Sentence, n.Statement, n.Effects, n.Instruction, n.Selection, n.Phrase, n.Trigger, n.Cond,
            n.DurationPhrase, n.AmountPhrase, n.EventClause, n.Costs)


def wording(text: str) -> str:
    return " ".join(text.replace("\u2019", "'").replace("\u2018", "'").split()).casefold().rstrip(".").strip()


def russian_wording(text: str) -> str:
    """A Russian set's wording, word by word as lemmas (pymorphy3, dsl/ru/lexer.py): a word
    inflects for its place in the sentence ("существо" / "существу", "оглушите" / "оглушить"),
    which is grammar, not templating; only different words are drift."""
    import re

    from ..ru.lexer import lemma

    return " ".join(lemma(w) for w in re.findall(r"\w[\w'-]*", wording(text)))


# In a Russian set, a phrase or a noun phrase may be built from words the Russian surface
# rewrote ("Поиск - …" is a search into the hand): its span is not its wording, so only what
# holds whole clauses is compared.
COMPARED_RU = (n.Sentence, n.Statement, n.Instruction, n.Trigger, n.Cond, n.DurationPhrase, n.EventClause, n.Costs)


def _canonical(node, ruleset) -> str | None:
    try:
        from ..printer import Printer
    except ImportError:          # no printer: the set's most frequent wording is the reference
        return None
    try:
        return wording(Printer(ruleset).text(node))
    except Exception:            # a node the printer cannot print alone
        return None


@rule(C.W409)
def templating_drift(group: Group):
    groups: dict[object, list[tuple[object, str, str]]] = {}    # node -> [(info, path, span)]
    for info in group.cards:
        text = info.set.source.text
        ru = getattr(info.set, "language", "en") == "ru"
        said, compared = (russian_wording, COMPARED_RU) if ru else (wording, COMPARED)
        for ab in info.card.abilities:
            for x in group.ast_parts(ab):
                if isinstance(x, compared) and x.span is not None:
                    groups.setdefault(x, []).append((info, x.span, said(text[x.span.start:x.span.end])))
    found: list[tuple] = []
    for node, occ in groups.items():
        if len(occ) < 2:
            continue
        counts = Counter(w for _, _, w in occ)
        if len(counts) < 2:
            continue
        canonical = _canonical(node, group.ruleset)
        ref = canonical if canonical in counts else counts.most_common(1)[0][0]
        first = next(o for o in occ if o[2] == ref)
        for info, span, w in occ:
            if w != ref:
                found.append((info, span, w, ref, first, canonical == ref))
    # innermost only: drop an occurrence that contains another reported one of the same card
    spans = {}
    for f in found:
        spans.setdefault(f[0].path, []).append(f[1])
    for info, span, w, ref, (rinfo, rspan, _), is_canonical in found:
        inner = [o for o in spans[info.path] if o != span and span.start <= o.start and o.end <= span.end]
        if inner:
            continue
        rline = rinfo.set.source.line_col(rspan.start)[0]
        src = " ".join(info.set.source.text[span.start:span.end].split())
        shown = " ".join(rinfo.set.source.text[rspan.start:rspan.end].split())
        where = f"{rinfo.path}:{rline}" if rinfo.path != info.path else f"line {rline}"
        yield warning(C.W409, f"`{src}` is worded `{shown}` elsewhere in the set", span, info.path,
                      label=f"the same meaning as on `{rinfo.name}` ({where})",
                      help=f"write `{shown}`" + (" (the canonical wording)" if is_canonical else
                                                  " (the set's most frequent wording)"))
