"""`cardtext lint`: rules fire where they should and nowhere else, configuration, suppression,
output formats (SARIF validated against the official schema) and exit codes.

The broken cards live in tests/fixtures/lint/: a `# expect: CODE` comment line says that the
next card line (or `# lint: allow` comment) must produce CODE; every other line must produce
nothing.
"""

from __future__ import annotations

import json
import re
import shutil
from pathlib import Path

import jsonschema
import pytest

from dsl.codes import REGISTRY
from dsl.config import ConfigError, LintConfig, find_pyproject, load_config
from dsl.lints import SUPPRESS, lint_files

ROOT = Path(__file__).parent.parent
FIX = Path(__file__).parent / "fixtures" / "lint"
SARIF_SCHEMA = Path(__file__).parent / "sarif" / "sarif-schema-2.1.0.json"
EXPECT = re.compile(r"^\s*#\s*expect:\s*(?P<code>[EW]\d{3})\s*$")
# one run per entry: the files of a run are linted as one set
RUNS = {
    "broken_berserk": [FIX / "broken_berserk.cards"],
    "broken_smashup": [FIX / "broken_smashup.cards"],
    "cycles_smashup": [FIX / "cycles_smashup.cards"],
    "placement_smashup": [FIX / "placement_smashup.cards"],
    "crossfile": [FIX / "crossfile" / "a.cards", FIX / "crossfile" / "b.cards"],
}
LINT_CODES = [c for c in REGISTRY if c.startswith("W4")]
NEEDS_PRINTER: set[str] = set()    # every lint code has fixtures


def expected(path: Path) -> set[tuple[str, int, str]]:
    lines = path.read_text(encoding="utf-8").split("\n")
    out = set()
    for i, line in enumerate(lines, start=1):
        m = EXPECT.match(line)
        if not m:
            continue
        target = i + 1
        while target <= len(lines) and (not lines[target - 1].strip() or EXPECT.match(lines[target - 1])
                                         or (lines[target - 1].strip().startswith("#")
                                             and not SUPPRESS.match(lines[target - 1]))):
            target += 1
        out.add((path.as_posix(), target, m.group("code")))
    return out


def found(files: list[Path]) -> set[tuple[str, int, str]]:
    result = lint_files(files)
    out = set()
    for f in result.files:
        for d in f.diagnostics:
            out.add((Path(d.path).as_posix(), f.source.line_col(d.primary.span.start)[0], d.code.id))
    return out


@pytest.mark.parametrize("run", list(RUNS), ids=list(RUNS))
def test_every_rule_fires_where_it_should_and_nowhere_else(run):
    files = RUNS[run]
    want = set().union(*(expected(f) for f in files))
    assert want, "a fixture run with no expectation proves nothing"
    assert found(files) == want


def test_the_broken_sets_cover_every_rule_with_enough_cards():
    codes = {code for files in RUNS.values() for f in files for _, _, code in expected(f)}
    assert set(LINT_CODES) - NEEDS_PRINTER <= codes
    assert {"E301", "E302", "E303"} <= codes          # missing stats, out of range, duplicates
    broken = sum(len(expected(f)) for files in RUNS.values() for f in files)
    assert broken >= 30


@pytest.mark.rule("BH-502.9")
def test_contradictory_restrictions_are_impossible_targets():
    got = {c for _, _, c in found([FIX / "broken_berserk.cards"])}
    assert "W401" in got


@pytest.mark.rule("BH-524.2")
def test_modes_that_can_never_be_legal_together():
    got = found([FIX / "broken_berserk.cards"])
    assert {c for _, _, c in got} >= {"W402", "W403"}


@pytest.mark.rule("BH-525")
def test_cycles_name_their_cards_in_order(run_cli):
    rc, out, _ = run_cli("lint", FIX / "broken_smashup.cards")
    assert rc == 1
    assert "`Decoy Drone` -destroy-> `Mirror Drone` -destroy-> `Decoy Drone`" in out
    assert "abilities trigger each other without bound: `Boomerang Imp`" in out
    rc, out, _ = run_cli("lint", FIX / "cycles_smashup.cards")
    assert "`Echo Stage` -play-> `Echo Stage`" in out
    assert re.search(r"each time round, .*`Tide Caller` refills? what the cycle uses up", out)


def test_shipped_sets_lint_clean(run_cli):
    rc, out, _ = run_cli("lint", ROOT / "cardsets")
    assert rc == 0, out
    assert ": 0 errors, 0 warnings" in out


def test_a_target_that_only_a_modifier_reaches_is_not_impossible(write):
    """Above the printed maximum is reachable when a card of the set raises the stat."""
    base = 'ruleset smashup\ncard "Big Hunt": action\n  Destroy a minion with power 25 or more.\n'
    write("a.cards", base)
    assert {c for _, _, c in found([Path("a.cards")])} == {"W401"}
    write("b.cards", base + 'card "Pump": action\n  Each minion you control gains +1 power until the end of the turn.\n')
    assert found([Path("b.cards")]) == set()


# ------------------------------------------------------------------ configuration
def test_config_select_ignore_by_code_prefix_and_name():
    w401, w404, w408 = REGISTRY["W401"], REGISTRY["W404"], REGISTRY["W408"]
    assert LintConfig().enabled(w401)
    cfg = LintConfig(select=("W4",), ignore=("W40",))
    assert not cfg.enabled(w401)
    cfg = LintConfig(select=("W4", "W401"), ignore=("W40",))
    assert cfg.enabled(w401) and not cfg.enabled(w404)       # the more specific selector wins
    cfg = LintConfig(ignore=("stat-not-for-type",))
    assert not cfg.enabled(w408) and cfg.enabled(w401)
    cfg = LintConfig(select=("W401",))
    assert cfg.enabled(w401) and not cfg.enabled(w408)
    assert cfg.enabled(REGISTRY["E101"])                     # errors are always on


def test_pyproject_is_found_walking_up_and_read(tmp_path):
    (tmp_path / "pyproject.toml").write_text(
        '[tool.cardtext.lint]\nselect = ["W4"]\nignore = ["W408"]\n'
        'per-file-ignores = { "sets/legacy/**" = ["impossible-target"] }\n', encoding="utf-8")
    deep = tmp_path / "sets" / "legacy"
    deep.mkdir(parents=True)
    (deep / "x.cards").write_text("ruleset smashup\n", encoding="utf-8")
    found_at = find_pyproject([str(deep / "x.cards")], cwd=Path("/"))
    assert found_at == tmp_path / "pyproject.toml"
    cfg = load_config(found_at)
    assert cfg.ignore == ("W408",)
    assert not cfg.enabled(REGISTRY["W401"], str(deep / "x.cards"))
    assert cfg.enabled(REGISTRY["W401"], str(tmp_path / "sets" / "y.cards"))


@pytest.mark.parametrize("table, words", [
    ('select = ["W499"]', "unknown code `W499`"),
    ('ignore = ["no-such-rule"]', "unknown code `no-such-rule`"),
    ('per-file-ignores = { "a/*" = ["X1"] }', "unknown code `X1`"),
    ('ignore = ["E101"]', "errors, which cannot be ignored"),
    ('colour = "red"', "unknown key `colour`"),
])
def test_bad_configuration_exits_2(write, run_cli, table, words):
    write("pyproject.toml", f"[tool.cardtext.lint]\n{table}\n")
    write("s.cards", 'ruleset smashup\ncard "Zap": action\n  Draw a card.\n')
    rc, out, err = run_cli("lint", "s.cards")
    assert rc == 2 and words in err
    with pytest.raises(ConfigError):
        load_config(Path("pyproject.toml"))


def test_configuration_changes_what_is_reported(write, run_cli):
    write("s.cards", 'ruleset smashup\ncard "Zap": action, power 2\n  Destroy a minion with power less than 0.\n')
    rc, out, _ = run_cli("lint", "s.cards", "--format", "concise")
    assert rc == 1 and "W401" in out and "W408" in out
    write("pyproject.toml", '[tool.cardtext.lint]\nignore = ["impossible-target"]\n')
    rc, out, _ = run_cli("lint", "s.cards", "--format", "concise")
    assert rc == 1 and "W401" not in out and "W408" in out
    rc, out, _ = run_cli("lint", "s.cards", "--format", "concise", "--ignore", "W408")
    assert rc == 0 and "0 errors, 0 warnings" in out
    rc, out, _ = run_cli("lint", "s.cards", "--select", "W499")
    assert rc == 2


def test_config_file_option_and_statistics(write, run_cli):
    write("s.cards", 'ruleset smashup\ncard "Zap": action, power 2\n  Destroy a minion with power less than 0.\n')
    write("conf/lint.toml", '[tool.cardtext.lint]\nselect = ["W401"]\n')
    rc, out, _ = run_cli("lint", "s.cards", "--config", "conf/lint.toml", "--statistics", "--format", "concise")
    assert rc == 1 and "W408" not in out
    assert re.search(r"^\s+1  W401  impossible-target$", out, re.M)
    assert run_cli("lint", "s.cards", "--config", "conf/missing.toml")[0] == 2


# ------------------------------------------------------------------ suppression
def test_suppression_comment_syntax():
    assert SUPPRESS.match("  # lint: allow W404").group("code") == "W404"
    assert SUPPRESS.match("# lint: allow trigger-cycle").group("code") == "trigger-cycle"
    assert SUPPRESS.match("# lint: allow W401 W402") is None        # one warning per comment
    assert SUPPRESS.match("# a comment about lint") is None


def test_suppression_applies_to_one_warning_on_the_next_line_only(write):
    text = ('ruleset smashup\ncard "Zap": action, power 2\n  # lint: allow W401\n'
            '  Destroy a minion with power less than 0.\n  Destroy a minion with power less than 0.\n')
    write("s.cards", text)
    got = sorted(found([Path("s.cards")]))
    assert got == [("s.cards", 2, "W408"), ("s.cards", 5, "W401")]


def test_errors_cannot_be_suppressed(write):
    write("s.cards", 'ruleset smashup\n# lint: allow E301\ncard "Faceless": minion\n')
    got = {c for _, _, c in found([Path("s.cards")])}
    assert got == {"E301", "W410"}


# ------------------------------------------------------------------ formats and exit codes
def test_exit_codes(write, run_cli):
    write("ok.cards", 'ruleset smashup\ncard "Zap": action\n  Draw a card.\n')
    assert run_cli("lint", "ok.cards")[0] == 0
    write("warn.cards", 'ruleset smashup\ncard "Zap": action, power 1\n  Draw a card.\n')
    assert run_cli("lint", "warn.cards")[0] == 1
    write("err.cards", 'ruleset smashup\ncard "Zap": action\n  Destory a minion.\n')
    assert run_cli("lint", "err.cards")[0] == 1
    assert run_cli("lint", "missing.cards")[0] == 2
    write("bin.cards", b"\x00\x01")
    assert run_cli("lint", "bin.cards")[0] == 2


def test_lint_reports_every_check_error(write, run_cli):
    write("err.cards", 'ruleset smashup\ncard "Zap": action\n  Destory a minion.\n  Return Zapp to your hand.\n')
    _, check_out, _ = run_cli("check", "err.cards", "--format", "concise")
    _, lint_out, _ = run_cli("lint", "err.cards", "--format", "concise")
    assert [ln for ln in check_out.splitlines() if ": E" in ln] == [ln for ln in lint_out.splitlines() if ": E" in ln]


def test_json_output_has_ruff_keys(run_cli, tmp_path):
    shutil.copy(FIX / "broken_smashup.cards", tmp_path / "b.cards")
    rc, out, _ = run_cli("lint", "b.cards", "--format", "json")
    doc = json.loads(out)
    assert rc == 1 and doc["summary"]["warnings"] >= 1
    d = next(x for x in doc["diagnostics"] if x["code"] == "W404")
    assert set(d) >= {"code", "name", "message", "severity", "filename", "location", "end_location", "help", "notes"}
    assert d["name"] == "trigger-cycle" and d["filename"] == "b.cards" and d["location"]["row"] == 25


def test_sarif_output_is_valid_sarif_2_1_0(run_cli, tmp_path):
    for f in ("broken_berserk.cards", "broken_smashup.cards"):
        shutil.copy(FIX / f, tmp_path / f)
    rc, out, _ = run_cli("lint", ".", "--format", "sarif")
    assert rc == 1
    doc = json.loads(out)
    schema = json.loads(SARIF_SCHEMA.read_text(encoding="utf-8"))
    jsonschema.Draft4Validator.check_schema(schema)
    jsonschema.Draft4Validator(schema).validate(doc)
    run = doc["runs"][0]
    rules = run["tool"]["driver"]["rules"]
    res = next(r for r in run["results"] if r["ruleId"] == "W401")
    assert rules[res["ruleIndex"]]["id"] == "W401" and res["level"] == "warning"
    loc = res["locations"][0]["physicalLocation"]
    assert loc["artifactLocation"]["uri"] == "broken_berserk.cards" and loc["region"]["startLine"] == 10


def test_the_sarif_test_can_fail():
    schema = json.loads(SARIF_SCHEMA.read_text(encoding="utf-8"))
    with pytest.raises(jsonschema.ValidationError):
        jsonschema.Draft4Validator(schema).validate({"version": "2.1.0", "runs": [{"results": []}]})


def test_lint_help_documents_configuration_and_suppression(run_cli):
    rc, out, _ = run_cli("lint", "--help")
    assert rc == 0
    for words in ("[tool.cardtext.lint]", "per-file-ignores", "# lint: allow", "sarif", "exit status"):
        assert words in out


@pytest.mark.parametrize("code", LINT_CODES)
def test_every_lint_code_is_explained_and_documented(run_cli, code):
    rc, out, _ = run_cli("explain", code)
    assert rc == 0 and "Example:" in out and "Use instead:" in out
    docs = (ROOT / "docs" / "language.md").read_text(encoding="utf-8")
    assert code in docs


def test_templating_drift_names_the_other_wording(run_cli, tmp_path):
    shutil.copy(FIX / "broken_smashup.cards", tmp_path / "b.cards")
    rc, out, _ = run_cli("lint", "b.cards", "--select", "W409")
    assert "warning[W409]: `an additional minion` is worded `an extra minion` elsewhere in the set" in out
    assert "= help: write `an extra minion` (the canonical wording)" in out


def test_agreement_is_not_drift(write):
    """`is destroyed` / `are destroyed` agree with different subjects: not two wordings."""
    write("a.cards", 'ruleset smashup\ncard "A": minion, power 2\n  Ongoing: This minion is not affected by actions.\n'
                     'card "B": action\n  Ongoing: Your minions are not affected by actions.\n')
    assert "W409" not in {c for _, _, c in found([Path("a.cards")])}


@pytest.mark.parametrize("run", list(RUNS), ids=list(RUNS))
def test_golden_full_output(run, run_cli, tmp_path, golden):
    """The full rendering of every fixture run (carets, labels, notes, help) is reviewed in diffs."""
    names = []
    for f in RUNS[run]:
        rel = f.relative_to(FIX)
        (tmp_path / rel).parent.mkdir(parents=True, exist_ok=True)
        shutil.copy(f, tmp_path / rel)
        names.append(str(rel))
    rc, out, _ = run_cli("lint", *names)
    assert rc == 1
    golden(Path("lint") / f"{run}.diag", re.sub(r"\(\d+\.\d\d s\)", "(N s)", out))


# ------------------------------------------------------------------ robustness
_LINES = [ln for f in FIX.rglob("*.cards") for ln in f.read_text(encoding="utf-8").splitlines()
          if ln.startswith(("card ", "  ")) and not ln.strip().startswith("#")]


@pytest.mark.parametrize("seed", range(6))
def test_lint_never_crashes_on_shuffled_sets(seed):
    """Headers and abilities of every fixture, shuffled into new sets of both rulesets: lint
    returns diagnostics, never an exception, and every span lies inside its file."""
    import random

    from dsl import check_text
    from dsl.lints import lint_reports

    rnd = random.Random(seed)
    for ruleset in ("smashup", "berserk"):
        lines = rnd.sample(_LINES, k=min(len(_LINES), 40))
        text = f"ruleset {ruleset}\n" + "\n".join(lines) + "\n"
        result = lint_reports([check_text(text, path=f"shuffled-{seed}.cards")])
        for d in result.diagnostics:
            assert 0 <= d.primary.span.start <= d.primary.span.end <= len(text)
