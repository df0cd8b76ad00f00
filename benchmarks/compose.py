"""The composition matrix (issue 16, helper h16g): every noun phrase of
tests/fixtures/compose/nouns.txt in the slot of every verb frame of frames.txt, one sentence on a
made-up minion each. A cell is meaningful when the frame takes the noun's kind of card where the
noun finds it (frames.txt says why the others are not); the figure is the share of meaningful
cells `cardtext check` accepts (parsed, lowered, every word accounted).

    python benchmarks/compose.py            # the figure, then the refusals by frame and by noun
    python benchmarks/compose.py -v         # and every refused cell with its first error
    python benchmarks/compose.py --cell 'Destroy X.' 'a minion'   # one cell's sentence
"""

from __future__ import annotations

import argparse
import collections
import sys
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
FIXTURES = ROOT / "tests" / "fixtures" / "compose"


@dataclass(frozen=True)
class Noun:
    zones: frozenset[str]
    kind: str              # minion, action or card
    text: str
    lead: str = ""


@dataclass(frozen=True)
class Frame:
    zones: frozenset[str]
    kinds: frozenset[str]
    text: str
    why: str


@dataclass(frozen=True)
class Cell:
    frame: Frame
    noun: Noun
    meaningless: str       # why not ("" when meaningful)

    @property
    def sentence(self) -> str:
        body = self.frame.text.replace("X", self.noun.text, 1)
        body = body[0].upper() + body[1:]
        return f"{self.noun.lead} {body}".strip()


def _rows(name: str) -> list[list[str]]:
    rows = []
    for line in (FIXTURES / name).read_text(encoding="utf-8").splitlines():
        if line.strip() and not line.startswith("#"):
            rows.append([part.strip() for part in line.split("|")])
    return rows


def nouns() -> list[Noun]:
    return [Noun(frozenset(r[0].split(",")), r[1], r[2], r[3] if len(r) > 3 else "")
            for r in _rows("nouns.txt")]


def frames() -> tuple[list[Frame], dict[tuple[str, str], str]]:
    out, single = [], {}
    for r in _rows("frames.txt"):
        if r[0].startswith("!"):
            single[(r[0][1:].strip(), r[1])] = r[2]
        else:
            out.append(Frame(frozenset(r[1].split(",")), frozenset(r[2].split(",")), r[0], r[3]))
    return out, single


def why_meaningless(frame: Frame, noun: Noun, single: dict[tuple[str, str], str]) -> str:
    if (frame.text, noun.text) in single:
        return single[(frame.text, noun.text)]
    if not frame.zones & noun.zones:
        return frame.why
    if noun.kind == "card" and frame.kinds != {"minion", "action"}:
        return f"a card may not be a {'/'.join(sorted(frame.kinds))}"
    if noun.kind != "card" and noun.kind not in frame.kinds:
        return frame.why
    return ""


def cells() -> list[Cell]:
    fs, single = frames()
    return [Cell(f, n, why_meaningless(f, n, single)) for f in fs for n in nouns()]


def set_text(some: list[Cell]) -> str:
    out = ["ruleset smashup", ""]
    for i, c in enumerate(some):
        out += [f'card "Cell {i:04d}": minion, power 2', f"  {c.sentence}", ""]
    out += ['card "Dune": base, breakpoint 20, vp 3/2/1', ""]
    return "\n".join(out)


def measure(some: list[Cell] | None = None) -> dict[Cell, str]:
    """Each cell's first error as "CODE message" ("" when `check` accepts it)."""
    import dsl
    some = [c for c in cells() if not c.meaningless] if some is None else some
    rep = dsl.check_text(set_text(some), path="compose.cards")
    by_name = {c.name: c for c in rep.cards}
    out = {}
    for i, cell in enumerate(some):
        card = by_name[f"Cell {i:04d}"]
        errs = [d for d in card.diagnostics if d.severity.name == "ERROR"]
        out[cell] = "" if card.ok and not errs else (f"{errs[0].code.id} {errs[0].message}" if errs else "refused")
    return out


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("-v", "--verbose", action="store_true", help="every refused cell")
    ap.add_argument("--cell", nargs=2, metavar=("FRAME", "NOUN"), help="print one cell's sentence")
    args = ap.parse_args(argv)
    sys.path.insert(0, str(ROOT))
    all_cells = cells()
    if args.cell:
        for c in all_cells:
            if (c.frame.text, c.noun.text) == tuple(args.cell):
                print(c.sentence, "|", c.meaningless or "meaningful")
        return 0
    meaningful = [c for c in all_cells if not c.meaningless]
    got = measure(meaningful)
    ok = sum(1 for e in got.values() if not e)
    by_frame = collections.Counter(c.frame.text for c, e in got.items() if e)
    by_noun = collections.Counter(c.noun.text for c, e in got.items() if e)
    by_code = collections.Counter(e.split()[0] for e in got.values() if e)
    print(f"{len(nouns())} noun phrases x {len(frames()[0])} frames = {len(all_cells)} cells, "
          f"{len(meaningful)} meaningful")
    print(f"accepted: {ok}/{len(meaningful)} ({100 * ok / len(meaningful):.1f}%)")
    print("refused by code:", dict(by_code.most_common()))
    print("refused by frame:")
    for k, v in by_frame.most_common():
        print(f"  {v:3d}  {k}")
    print("refused by noun:")
    for k, v in by_noun.most_common():
        print(f"  {v:3d}  {k}")
    if args.verbose:
        for c, e in got.items():
            if e:
                print(f"{c.sentence}\n    {e}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
