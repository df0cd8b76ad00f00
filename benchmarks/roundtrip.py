"""Round trip over real card text (not a test). Run: python benchmarks/roundtrip.py [-v] [FILE ...]

For every card of the corpus that checks (parses, names resolve), print its abilities back
from the AST with the canonical printer and compare with the card's own text after
normalising whitespace, case and typographic quotes (and a missing final period, which the
grammar accepts). Prints how many come back identical; -v lists every card that differs, with
both texts (read from the corpus at run time: nothing of it is kept in the project).

It also checks, for every card, that the printed text parses back to the same AST (the
property the tests prove on generated ASTs) and says how many do not.

Default files: ../shared/corpus/smashup-dev.tsv and smashup-bases-dev.tsv next to the
checkout (ruleset smashup).
"""

from __future__ import annotations

import re
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

import dsl  # noqa: E402
from dsl.diagnostics import Severity  # noqa: E402
from dsl.lexer import fold  # noqa: E402
from dsl.printer import Printer, PrintError  # noqa: E402
from dsl.sets import NOTES_MARKER  # noqa: E402

CORPUS = ROOT.parent / "shared" / "corpus"
DEFAULT = [CORPUS / "smashup-dev.tsv", CORPUS / "smashup-bases-dev.tsv"]


def normalise(text: str) -> str:
    text = fold(text)
    text = re.sub(r"\s+", " ", text).strip().lower()
    text = re.sub(r"\s+([.,:;!?)])", r"\1", text)
    if text and text[-1] not in ".!)":
        text += "."
    return text


def card_text(rep, card) -> str:
    """The card's ability text as written (without clarifications)."""
    parts = []
    for ab in card.abilities:
        parts.append(rep.source.text[ab.span.start:ab.span.end])
    return " ".join(parts)


def source_text(raw_text: str) -> str:
    m = NOTES_MARKER.search(fold(raw_text))
    return raw_text[: m.start()] if m else raw_text


def run(path: Path, ruleset: str, verbose: bool) -> tuple[int, int, int]:
    text = path.read_text(encoding="utf-8")
    head, _, body = text.partition("\n")
    if "type" not in head.lower().split("\t") and "bases" in path.name:
        # the corpus's bases file has no type column: every row is a base
        text = head + "\ttype\n" + "\n".join(r + "\tbase" for r in body.split("\n") if r.strip()) + "\n"
    rep = dsl.check_source(dsl.SourceFile(str(path), text), ruleset, lower=False)
    pr = Printer(rep.ruleset)
    parsed = same = reparsed_bad = unstable = 0
    diffs = []
    for c in rep.cards:
        if c.card is None or any(d.severity is Severity.ERROR for d in c.diagnostics) or not c.card.abilities:
            continue
        parsed += 1
        try:
            printed = " ".join(pr.ability(a) for a in c.card.abilities)
        except PrintError as e:
            diffs.append((c.name, card_text(rep, c.card), f"!! {e}"))
            continue
        original = card_text(rep, c.card)
        if normalise(printed) == normalise(original):
            same += 1
        else:
            diffs.append((c.name, original, printed))
        again = dsl.check_text(_as_cards(rep, c.card, printed), "<printed>", lower=False)
        back = again.cards[0].card if again.cards else None
        if back is None or back.abilities != c.card.abilities:
            reparsed_bad += 1
            if verbose:
                print(f"  !! does not parse back to the same AST: {c.name}")
        elif " ".join(pr.ability(a) for a in back.abilities) != printed:
            unstable += 1
            if verbose:
                print(f"  !! printing is not idempotent: {c.name}")
    print(f"{path.name}: {len(rep.cards)} cards, {parsed} parse; printed back identical: {same} "
          f"({same / max(parsed, 1):.1%}); printed text parsing to another AST: {reparsed_bad}; "
          f"printed differently the second time: {unstable}")
    if verbose:
        for name, a, b in diffs:
            print(f"- {name}\n    card:    {a}\n    printed: {b}")
    return parsed, same, reparsed_bad


def _as_cards(rep, card, printed: str) -> str:
    names = rep.table.cards | rep.table.subtypes | rep.table.factions if rep.table else ()
    # keep every name of the set known, so that the printed text resolves as the original did
    stubs = "\n".join(f'card "{_q(nm)}": action' for nm in sorted(names - {card.name}))
    lines = "\n".join("  " + line for line in printed.split("\n"))
    subtypes = f" ({', '.join(card.subtypes)})" if card.subtypes else ""
    return f'ruleset {rep.ruleset.name}\ncard "{_q(card.name)}": {card.type or "action"}{subtypes}\n{lines}\n{stubs}\n'


def _q(name: str) -> str:
    return name.replace("\\", "\\\\").replace('"', '\\"')


def main(argv: list[str]) -> int:
    verbose = "-v" in argv
    files = [Path(a) for a in argv if not a.startswith("-")] or DEFAULT
    files = [f for f in files if f.exists()]
    if not files:
        print("no corpus files found (expected ../shared/corpus next to the checkout)")
        return 0
    start = time.perf_counter()
    tot = [0, 0, 0]
    for f in files:
        for i, v in enumerate(run(f, "smashup", verbose)):
            tot[i] += v
    print(f"total: {tot[0]} cards parse; printed back identical: {tot[1]} ({tot[1] / max(tot[0], 1):.1%}); "
          f"not parsing back to the same AST: {tot[2]} ({time.perf_counter() - start:.1f} s)")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
