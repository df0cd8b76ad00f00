"""`cardtext balance` and the execution layer (issue 20): the same seed gives the same numbers in
one process and in two, the counting of scores per faction / deck / card, Wilson intervals,
usage errors, the shapes of the JSON, CSV and HTML outputs, deltas against a baseline set."""

from __future__ import annotations

import csv
import io
import json
from pathlib import Path

import pytest

from runtime import balance as rb
from runtime import execution
from runtime.ruleset import get_ruleset
from runtime.spec import CardSpec

ROOT = Path(__file__).resolve().parent.parent

# three factions of our own, three cards each, and three bases
FOLK = """\
ruleset smashup

card "Pebble Imp": minion, power 2, faction Stone Folk
  Draw a card.

card "Boulder Imp": minion, power 4, faction Stone Folk

card "Rock Slide": action, faction Stone Folk
  Destroy a minion of power 2 or less.

card "Reed Sprite": minion, power 3, faction Reed Folk

card "Marsh Hopper": minion, power 2, faction Reed Folk
  Draw a card.

card "Bog Tide": action, faction Reed Folk
  Draw a card.

card "Ash Drake": minion, power 5, faction Ash Folk

card "Cinder Pup": minion, power 1, faction Ash Folk
  Draw a card.

card "Flare": action, faction Ash Folk
  Each minion you control gains +1 power until the end of the turn.

card "Quarry Edge": base, breakpoint 12, vp 3/2/1

card "Gravel Flats": base, breakpoint 14, vp 4/2/1

card "Shale Steps": base, breakpoint 13, vp 3/1/1
"""

FACTIONS = ["Ash Folk", "Reed Folk", "Stone Folk"]


def _square(x: int) -> int:
    return x * x


def test_execution_keeps_the_order_of_the_jobs_and_reports_progress():
    seen: list[tuple[int, int]] = []
    items = list(range(23))
    one = execution.run(pow, 2, items)                      # pow(2, i): the context is the first argument
    two = execution.run(pow, 2, items, execution.Executor(jobs=2, max_batch=3), progress=lambda d, t: seen.append((d, t)))
    assert one == two == [2 ** i for i in items]
    # one report a batch (23 items in batches of at most 3: 8 batches), even when several finish at once
    assert seen[-1] == (23, 23) and all(t == 23 for _, t in seen) and len(seen) == len(execution.batches(items, execution.batch_size(23, 2, 3)))
    assert [d for d, _ in seen] == sorted(d for d, _ in seen)


def test_batches_are_small_enough_to_share_out_and_large_enough_to_pay_for_a_task():
    assert execution.batch_size(10_000, 2) == 50
    assert execution.batch_size(40, 2) == 5
    assert execution.batch_size(3, 8) == 1
    assert [len(b) for b in execution.batches(list(range(7)), 3)] == [3, 3, 1]


def test_wilson_interval():
    lo, hi = rb.wilson(5, 10)
    assert round(lo, 4) == 0.2366 and round(hi, 4) == 0.7634
    lo, hi = rb.wilson(0, 10)
    assert lo == 0.0 and round(hi, 4) == 0.2775
    assert rb.wilson(0, 0) == (0.0, 1.0)
    lo, hi = rb.wilson(600, 1000)
    assert lo < 0.6 < hi and hi - lo < 0.062


def _setup_by_hand() -> rb.Setup:
    rs = get_ruleset("smashup")
    cards = tuple(CardSpec(slug=f"t/{n}", name=n, card_type="minion", stats=(("power", 2),)) for n in "ABCD")
    sides = (rb.Side("F + G", ("F", "G"), ((0,), (1,))), rb.Side("F + H", ("F", "H"), ((0,), (2,))),
             rb.Side("G + H", ("G", "H"), ((1,), (3,))))
    return rb.Setup(ruleset=rs, cards=cards, bases=(), sides=sides, players=("random", "random"))


def test_tally_counts_factions_against_the_factions_the_other_deck_does_not_share():
    st = _setup_by_hand()
    rec = [  # (F+G) beats (F+H): G beat H; F is in both decks and counts for neither
        rb.GameRecord(0, 1, (0, 1), 0, True, 10, "", (0b0001, 0b0101), (0b0001, 0)),
        # (G+H) against (F+G), a draw: H against F, ½ each
        rb.GameRecord(1, 2, (2, 0), None, True, 12, "", (0, 0), (0, 0)),
        # a game with a runtime error counts nowhere
        rb.GameRecord(2, 3, (0, 2), 1, False, 3, "GameError: boom", (0b1, 0b1), (0b1, 0b1)),
    ]
    res = rb.tally(st, rec)
    assert (res.group_matrix[("G", "H")].score, res.group_matrix[("G", "H")].n) == (1.0, 1)
    assert (res.group_matrix[("H", "G")].score, res.group_matrix[("H", "G")].n) == (0.0, 1)
    assert ("F", "G") not in res.group_matrix or res.group_matrix[("F", "G")].n == 0
    assert res.group_matrix[("H", "F")].score == 0.5 and res.group_matrix[("F", "H")].score == 0.5
    assert res.group_score["F"].n == 1 and res.group_score["G"].n == 1      # F vs G+H; G vs F+H
    assert [s.score for s in res.seat_score] == [1.5, 0.5]
    a = next(c for c in res.cards if c.name == "A")     # in decks 0 and 1: seats of games 0, 0, 1
    assert (a.deck.n, a.deck.score) == (3, 1.5)
    assert (a.drawn.n, a.drawn.score) == (2, 1.0)       # drawn by both players of game 0
    assert (a.played.n, a.played.score) == (1, 1.0)     # played by the winner only
    assert len(res.errors) == 1 and res.unended == 0


def test_matchups_keep_factions_apart_when_they_can():
    rs = get_ruleset("smashup")
    cards = tuple(CardSpec(slug=f"t/{n}", name=n, card_type="minion") for n in "ABCD")
    four = rb.faction_sides(cards, dict(zip("ABCD", "FGHI")), rs)
    assert len(four) == 6
    ms = rb.matchups(four)
    assert len(ms) == 3 and all(not set(four[a].groups) & set(four[b].groups) for a, b in ms)
    three = rb.faction_sides(cards[:3], dict(zip("ABC", "FGH")), rs)
    assert len(rb.matchups(three)) == 3            # every pair shares a faction: all pairs then


@pytest.fixture
def folk(write):
    return write("folk.cards", FOLK)


def test_same_seed_same_numbers_in_one_process_and_in_two(folk, run_cli):
    runs = []
    for extra in ((), ("--jobs", "2")):
        rc, out, err = run_cli("balance", folk, "--games", "12", "--seed", "5", "--format", "json",
                               "--players", "random", *extra)
        assert rc == 0, err
        runs.append(json.loads(out))
    assert runs[0] == runs[1]
    rc, out, _ = run_cli("balance", folk, "--games", "12", "--seed", "6", "--format", "json", "--players", "random")
    assert json.loads(out)["cards"] != runs[0]["cards"]          # another seed, other games
    d = runs[0]
    assert d["games"] == 12 and d["groups"] == FACTIONS and d["group_kind"] == "faction"
    assert sum(s["games"] for s in d["seats"]) == 24 - 2 * d["errors"]
    cells = {(c["row"], c["column"]): c for c in d["group_matrix"]}
    assert set(cells) == {(a, b) for a in FACTIONS for b in FACTIONS if a != b}
    for (a, b), c in cells.items():                 # each game counted from both sides
        assert c["games"] == cells[(b, a)]["games"] and c["score"] + cells[(b, a)]["score"] == c["games"]
        assert c["low"] <= c["rate"] <= c["high"]
    assert {c["card"] for c in d["cards"]} == {"Pebble Imp", "Boulder Imp", "Rock Slide", "Reed Sprite",
                                                "Marsh Hopper", "Bog Tide", "Ash Drake", "Cinder Pup", "Flare"}


def test_table_csv_and_html(folk, run_cli, tmp_path):
    rc, out, err = run_cli("balance", folk, "--games", "6", "--seed", "1", "--players", "random,random",
                           "--html", "report.html")
    assert rc == 0, err
    assert "balance: 6 games, random vs random, 40-card decks, seed 1: 3 decks (3 matchups)" in out
    assert "faction vs faction" in out and "Stone Folk" in out and "games/s" in out
    page = (tmp_path / "report.html").read_text(encoding="utf-8")
    assert page.startswith("<!doctype html>") and page.count("<table") >= 4
    assert "Reed Folk" in page and "background:#" in page and "Marsh Hopper" in page
    rc, out, err = run_cli("balance", folk, "--games", "6", "--seed", "1", "--players", "random", "--format", "csv")
    assert rc == 0, err
    rows = list(csv.DictReader(io.StringIO(out)))
    assert list(rows[0]) == ["section", "row", "column", "games", "score", "rate", "low", "high",
                             "baseline_games", "baseline_rate", "delta"]
    by = {}
    for r in rows:
        by.setdefault(r["section"], []).append(r)
    assert {k: len(v) for k, v in by.items()} == {"seat": 2, "group": 3, "group_matrix": 6, "side": 3,
                                                  "side_matrix": 6, "card_deck": 9, "card_drawn": 9,
                                                  "card_played": 9}
    assert all(r["delta"] == "" for r in rows)


def test_baseline_gives_per_card_changes(folk, write, run_cli):
    old = FOLK.replace('"Boulder Imp": minion, power 4', '"Boulder Imp": minion, power 1').replace(
        '"Bog Tide": action', '"Bog Surge": action')
    write("old/folk.cards", old)
    rc, out, err = run_cli("balance", folk, "--baseline", "old", "--games", "12", "--seed", "2",
                           "--players", "random", "--format", "json")
    assert rc == 0, err
    b = json.loads(out)["baseline"]
    assert b["games"] == 12 and b["only_new"] == ["Bog Tide"] and b["only_baseline"] == ["Bog Surge"]
    d = {(x["card"], x["measure"]): x for x in b["deltas"]}
    boulder = d[("Boulder Imp", "played")]
    assert boulder["delta"] == round(boulder["new"]["rate"] - boulder["old"]["rate"], 4)
    assert ("Bog Tide", "played") not in d and ("Pebble Imp", "drawn") in d
    rc, out, _ = run_cli("balance", folk, "--baseline", "old", "--games", "12", "--seed", "2",
                         "--players", "random", "--format", "csv")
    rows = [r for r in csv.DictReader(io.StringIO(out)) if r["row"] == "Boulder Imp"]
    assert rows and all(r["baseline_games"] != "" for r in rows)
    rc, out, _ = run_cli("balance", folk, "--baseline", "old", "--games", "12", "--seed", "2", "--players", "random")
    assert "against the baseline" in out and "only in the new set: Bog Tide" in out


@pytest.mark.parametrize("args, words", [
    (("--players", "nobody"), "unknown player 'nobody' (known:"),
    (("--players", "random,random,random"), "a balance game has 2"),
    (("--games", "0"), "--games must be between 1 and"),
    (("--per-deck", "3"), "3 factions (Ash Folk, Reed Folk, Stone Folk) make one deck of 3"),
])
def test_usage_errors_exit_2(folk, run_cli, args, words):
    rc, out, err = run_cli("balance", folk, *args)
    assert rc == 2 and words in err and out == ""


def test_too_few_factions_is_a_usage_error(write, run_cli):
    one = FOLK.replace("faction Reed Folk", "faction Stone Folk").replace("faction Ash Folk", "faction Stone Folk")
    write("one.cards", one)
    rc, _, err = run_cli("balance", "one.cards", "--games", "2")
    assert rc == 2 and "1 faction (Stone Folk)" in err and "needs at least 2" in err
    write("none.cards", FOLK.replace(", faction Stone Folk", "").replace(", faction Reed Folk", "")
          .replace(", faction Ash Folk", ""))
    rc, _, err = run_cli("balance", "none.cards", "--games", "2")
    assert rc == 2 and "no card has a faction" in err
    two = FOLK.replace("faction Ash Folk", "faction Stone Folk")
    write("two.cards", two)
    rc, _, err = run_cli("balance", "two.cards", "--games", "2")
    assert rc == 2 and "(or --per-deck 1)" in err
    rc, out, err = run_cli("balance", "two.cards", "--games", "2", "--per-deck", "1", "--players", "random")
    assert rc == 0, err


def test_berserk_balances_heroes(run_cli):
    rc, out, err = run_cli("balance", ROOT / "cardsets" / "berserk" / "warbands.cards", "--games", "6",
                           "--players", "random", "--format", "json")
    assert rc == 0, err
    d = json.loads(out)
    assert d["group_kind"] == "hero" and d["groups"] == ["Marshal Idrena", "Quartermaster Bel", "Warlock Osgar"]
    assert sum(s["games"] for s in d["seats"]) == 12 - 2 * d["errors"]


def test_ray_missing_is_a_usage_error(folk, run_cli, monkeypatch):
    import builtins
    real = builtins.__import__

    def no_ray(name, *a, **k):
        if name == "ray":
            raise ImportError("no ray here")
        return real(name, *a, **k)
    monkeypatch.setattr(builtins, "__import__", no_ray)
    rc, _, err = run_cli("balance", folk, "--games", "2", "--ray", "local", "--players", "random")
    assert rc == 2 and "pip install 'cardtext[ray]'" in err


def test_progress_bar_redraws_one_line_and_ends_it():
    from dsl.balance import ProgressBar

    buf = io.StringIO()
    bar = ProgressBar(buf)
    bar(5, 10)
    bar(6, 10)          # within 0.2 s of the last: not redrawn
    bar(10, 10)         # the end is always drawn, and the line ended
    text = buf.getvalue()
    assert text.count("\r") == 2 and text.endswith("\n")
    assert "[############............] 5/10 games" in text and "[########################] 10/10 games" in text
