"""A seeded sample of accepted cards, each card's text beside what it compiles to read back in
plain English (not a test). Run: python benchmarks/readback_sample.py [-n N] [--seed S] FILE [--ruleset R]

For judging faithfulness by hand (issue 15: "a random sample of accepted unseen cards, >= 95%
faithful"): a reader compares each card's printed text with the readback and marks it faithful,
misread or doubtful. The sample is the same for the same file, seed and accepted set, so anyone
can rerun it and check a judgement. The card text is read from FILE at run time (the corpus in
../shared/corpus next to the checkout: nothing of it is kept in the project).
"""

from __future__ import annotations

import argparse
import random
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

import dsl  # noqa: E402
from dsl.lowering import lower_card  # noqa: E402
from runtime import spec as s  # noqa: E402
from runtime.readback import readback  # noqa: E402


def readbacks(rep, cr) -> list[str]:
    """Each compiled ability of one accepted card, read back (the played-on line first)."""
    src = rep.source
    lo = lower_card(cr.card, rep.ruleset, src.text, src.path, rep.table)
    spec = s.CardSpec(slug="", name=cr.card.name, card_type=cr.card.type, play_on=lo.play_on)
    out = [f"Played on {readback(lo.play_on, rep.ruleset, card=spec)}."] if lo.play_on is not None else []
    return out + [readback(ab, rep.ruleset, card=spec) for ab, _ in lo.abilities]


def main(argv: list[str]) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("file", type=Path)
    ap.add_argument("-n", type=int, default=40, help="cards in the sample (default 40)")
    ap.add_argument("--seed", type=int, default=2026)
    ap.add_argument("--ruleset", default="smashup")
    a = ap.parse_args(argv)
    rep = dsl.check_path(a.file, a.ruleset)
    ok = [c for c in rep.cards if c.ok]
    print(f"{a.file.name}: {len(ok)} of {len(rep.cards)} cards accepted; sample of "
          f"{min(a.n, len(ok))} (seed {a.seed})")
    src = rep.source
    for i, cr in enumerate(random.Random(a.seed).sample(ok, min(a.n, len(ok))), start=1):
        text = " ".join(src.text[ab.span.start:ab.span.end] for ab in cr.card.abilities if ab.span)
        print(f"\n{i}. {cr.name}\n   text: {text}")
        for line in readbacks(rep, cr):
            print(f"   does: {line}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
