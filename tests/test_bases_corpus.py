"""Real printed bases (the shared corpus, never copied into the project): how many compile, and
the ones that compile survive random whole games (issue 5: at least 60% of the 56 dev bases)."""

from __future__ import annotations

import csv
from pathlib import Path

import pytest

import dsl
from runtime import SMASHUP
from runtime import fuzz as rf

ROOT = Path(__file__).resolve().parent.parent
BASES = ROOT.parent / "shared" / "corpus" / "smashup-bases-dev.tsv"
CLOCKWORK = ROOT / "cardsets" / "smashup" / "clockwork.cards"
# issue 5 target 60%; measured 85.7% (48/56). Lowered from 87.5% (49) by word accounting (issue
# 15 item 1): one base compiled while its trigger ignored "one or more" (now E501 naming it).
# issue 16 part B ("after you destroy one or more minions", a Talent used twice): 50/56 = 89.3%
BASES_RATCHET = 0.910
BASES2 = ROOT.parent / "shared" / "corpus" / "smashup-bases-dev2.tsv"
# dev2 bases (later sets): 27/50 at issue 16 round 3's start; "directly affects" (SU-L9): 29/50;
# round 4 (h16e: "minion(s)", "(starting with the current player)", an action transferred to here,
# not affected by cards here, the player who destroyed it, placed instead of the discard pile): 35/50
# round 6 (h16l: "… except by their controller", minions kept here, an extra play opened during the turn,
# "at the end of any turn in which …", players with no power on a base): 40/50
# 42/50 merged with h16k
BASES2_RATCHET = 0.86     # 43/50 with t16c ("have it affect … the same way")


def corpus_bases(tmp_path: Path, src: Path = BASES) -> Path:
    rows = list(csv.DictReader(src.open(encoding="utf-8"), delimiter="\t"))
    p = tmp_path / src.name
    with p.open("w", encoding="utf-8", newline="") as f:
        w = csv.writer(f, delimiter="\t", lineterminator="\n")
        w.writerow(["name", "type", "breakpoint", "vp", "text"])
        for r in rows:
            w.writerow([r["name"], "base", r["breakpoint"], r["vp"], r["text"]])   # vp as printed: 3/1/1
    return p


@pytest.mark.skipif(not BASES.exists(), reason="shared corpus not present")
def test_real_bases_compile_above_the_ratchet_and_survive_random_games(tmp_path):
    from dsl import fuzz as df

    p = corpus_bases(tmp_path)
    rep = dsl.check_path(p, "smashup")
    ok = sum(c.ok for c in rep.cards)
    assert len(rep.cards) == 56
    assert ok / len(rep.cards) >= BASES_RATCHET, f"{ok}/{len(rep.cards)}"
    assert not [d for c in rep.cards for d in c.diagnostics if d.code.id.startswith("I")]
    ld = df.load_sets([CLOCKWORK], [p], "smashup")
    assert len(ld.bases) >= ok
    report = rf.fuzz(ld.cards, ld.bases, SMASHUP, games=8, seed=5)
    assert not report.problems, [pr.to_dict() for pr in report.problems]


@pytest.mark.skipif(not BASES2.exists(), reason="shared corpus not present")
def test_later_sets_bases_compile_above_their_ratchet(tmp_path):
    rep = dsl.check_path(corpus_bases(tmp_path, BASES2), "smashup")
    ok = sum(c.ok for c in rep.cards)
    assert len(rep.cards) == 50
    assert ok / len(rep.cards) >= BASES2_RATCHET, f"{ok}/{len(rep.cards)}"
