"""Scenarios: every shipped .scenario runs from card text and passes; a scenario that should
fail does, with a clear diagnostic and exit code."""

from __future__ import annotations

from pathlib import Path

import pytest

from dsl.cli import main

ROOT = Path(__file__).resolve().parent.parent
SCENARIOS = sorted((ROOT / "cardsets").rglob("*.scenario"))
SET = ROOT / "cardsets" / "berserk" / "heroes.cards"

# The seeds' worked examples (issue: "the same list as the runtime-core issue").
SEED_EXAMPLES = {"BH-501.4", "BH-502.6", "BH-502.7", "BH-502.9", "BH-505.3", "BH-505.4", "BH-525", "BH-524.1"}


@pytest.mark.parametrize("path", SCENARIOS, ids=lambda p: p.stem)
def test_shipped_scenario_passes(path, capsys):
    rc = main(["play", str(path), "--check"])
    out = capsys.readouterr().out
    assert rc == 0, out
    assert "0 failed: passed" in out


def test_every_seed_example_has_a_scenario():
    rules = set()
    for p in SCENARIOS:
        for line in p.read_text(encoding="utf-8").splitlines():
            if line.startswith("rule:"):
                rules |= {r.strip() for r in line[5:].split(",")}
    assert SEED_EXAMPLES <= rules, SEED_EXAMPLES - rules


def test_trace_quotes_the_card_text(capsys):
    main(["play", str(ROOT / "cardsets" / "berserk" / "scenarios" / "raptor.scenario")])
    out = capsys.readouterr().out
    assert '"Recruit: Destroy each creature with cost 3 or less."' in out
    assert "heroes.cards:" in out


def scenario(tmp_path: Path, body: str) -> Path:
    p = tmp_path / "t.scenario"
    p.write_text(f"scenario: t\nset: {SET}\nplayers: Ann, Bob\n" + body, encoding="utf-8")
    return p


def test_a_failed_expectation_exits_1_with_check(tmp_path, capsys):
    p = scenario(tmp_path, "setup:\n  Ann coins: 10\n  Ann hand: Cataclysm\n  Bob play area: Noita\n"
                           "actions:\n  turn Ann\n  play Cataclysm\nexpect:\n  Noita in Bob play area\n")
    assert main(["play", str(p), "--check"]) == 1
    out = capsys.readouterr().out
    assert "E703" in out and "expected `Noita in Bob play area`, but it is in Bob graveyard" in out
    assert main(["play", str(p)]) == 0           # without --check it only reports


def test_an_unscripted_choice_is_an_error_unless_random(tmp_path, capsys):
    body = ("setup:\n  Ann coins: 10\n  Ann hand: Sinister Cube\n  Bob play area: Noita, Mechacrab\n"
            "actions:\n  turn Ann\n  play Sinister Cube\nexpect:\n  Sinister Cube in Ann graveyard\n")
    p = scenario(tmp_path, body)
    assert main(["play", str(p), "--check"]) == 2
    out = capsys.readouterr().out
    assert "E702" in out and "no scripted answer for `targets`" in out and "--random" in out
    assert main(["play", str(p), "--check", "--random", "--seed", "3"]) == 0


def test_random_choices_are_reproducible_under_a_seed(tmp_path, capsys):
    body = ("setup:\n  Ann coins: 10\n  Ann hand: Sinister Cube\n  Bob play area: Noita, Mechacrab, Smaita\n"
            "actions:\n  turn Ann\n  play Sinister Cube\nexpect:\n  Sinister Cube in Ann graveyard\n")
    p = scenario(tmp_path, body)
    runs = []
    for _ in range(2):
        main(["play", str(p), "--random", "--seed", "11"])
        runs.append(capsys.readouterr().out)
    assert runs[0] == runs[1]


def test_unused_scripted_choices_fail(tmp_path, capsys):
    body = ("setup:\n  Ann coins: 10\n  Ann hand: Cataclysm\nactions:\n  turn Ann\n  choose targets: Noita\n"
            "  play Cataclysm\nexpect:\n  Cataclysm in Ann graveyard\n")
    assert main(["play", str(scenario(tmp_path, body)), "--check"]) == 2
    assert "scripted choices were never asked" in capsys.readouterr().out


@pytest.mark.parametrize("body,needle", [
    ("setup:\n  Ann hand: Dragon\nexpect:\n  Dragon in Ann hand\n", "no card named `Dragon`"),
    ("setup:\n  Cid hand: Noita\nexpect:\n  Noita in Cid hand\n", "unknown player `Cid`"),
    ("setup:\n  Ann pocket: Noita\nexpect:\n  Noita in Ann hand\n", "unknown zone `pocket`"),
    ("setup:\n  Ann hand: Noita, Noita\nexpect:\n  Noita in Ann hand\n", "`Noita` is ambiguous"),
    ("actions:\n  dance\nexpect:\n  Ann coins: 0\n", "cannot read action `dance`"),
])
def test_scenario_mistakes_are_reported_at_the_line(tmp_path, capsys, body, needle):
    assert main(["play", str(scenario(tmp_path, body)), "--check"]) == 2
    out = capsys.readouterr().out
    assert needle in out and "E702" in out


def test_a_scenario_without_expectations_is_refused(tmp_path, capsys):
    assert main(["play", str(scenario(tmp_path, "setup:\n  Ann hand: Noita\n"))]) == 2
    assert "expects nothing" in capsys.readouterr().out


def test_a_scenario_whose_cards_do_not_compile_plays_nothing(tmp_path, capsys):
    bad = tmp_path / "bad.cards"
    bad.write_text('ruleset berserk\ncard "X": spell, cost 1\n  Destory all creatures.\n', encoding="utf-8")
    p = tmp_path / "t.scenario"
    p.write_text("scenario: t\nset: bad.cards\nsetup:\n  Ann hand: X\nexpect:\n  X in Ann hand\n", encoding="utf-8")
    assert main(["play", str(p), "--check"]) == 1
    out = capsys.readouterr().out
    assert "E103" in out and "nothing was played" in out


def test_missing_scenario_file_is_a_usage_error(tmp_path, capsys):
    assert main(["play", str(tmp_path / "nope.scenario")]) == 2
