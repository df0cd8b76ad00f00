"""The `cardtext` command line, in-process through `cli.main` (STYLE.md §10, §14)."""

from __future__ import annotations

import json
import re
import shutil
from pathlib import Path

import pytest

from conftest import GOLDEN, GOOD_CARDS
from dsl import cli
from dsl.codes import REGISTRY

SUMMARY = re.compile(r"^checked (\d+) cards? in (\d+) files?: (\d+) with errors \((\d+\.\d\d) s\)$")
CONCISE = re.compile(r"^(?P<path>[^:\n]+):(?P<line>\d+):(?P<col>\d+): (?P<code>[EWI]\d{3}) (?P<msg>.+)$")

BROKEN = """\
ruleset smashup

card "Lab Rat": minion (Scientist), power 2
  You may draw a card.

card "Zap": action
  Destory a minion.
  Return Lab Ratt to its owner’s hand.
"""


# ------------------------------------------------------------------ help and usage
def test_help_explains_the_tool(run_cli):
    rc, out, _ = run_cli("--help")
    assert rc == 0
    assert out.startswith("usage: cardtext")
    for words in ("check", "explain", "card text", ".cards", ".csv/.tsv"):
        assert words in out


def test_check_help_explains_paths_rulesets_formats_and_exit_codes(run_cli):
    rc, out, _ = run_cli("check", "--help")
    assert rc == 0
    assert out.startswith("usage: cardtext check")
    for words in ("PATH", "searched recursively", "--ruleset", "smashup", "berserk", "--format",
                  "full", "concise", "json", "-q", "exit status: 0 no errors, 1 errors in card text, 2 usage or I/O error"):
        assert words in out, words


def test_version(run_cli):
    rc, out, _ = run_cli("--version")
    assert rc == 0 and out.strip() == "cardtext 0.1.0"


def test_no_command_prints_help_and_exits_2(run_cli):
    rc, out, _ = run_cli()
    assert rc == 2 and "usage: cardtext" in out


@pytest.mark.parametrize("argv,stderr_words", [
    (["check"], "the following arguments are required: PATH"),
    (["check", "x.cards", "--format", "pretty"], "invalid choice: 'pretty'"),
    (["check", "x.cards", "--ruleset", "magic"], "invalid choice: 'magic'"),
    (["frobnicate"], "invalid choice: 'frobnicate'"),
])
def test_usage_errors_exit_2_with_argparse_message(write, run_cli, argv, stderr_words):
    write("x.cards", GOOD_CARDS)
    rc, out, err = run_cli(*argv)
    assert rc == 2
    assert stderr_words in err


def test_missing_path_exits_2_and_names_it(write, run_cli):
    write("good.cards", GOOD_CARDS)
    rc, out, err = run_cli("check", "good.cards", "missing.cards")
    assert rc == 2
    assert err == "cardtext: error: missing.cards: no such file or folder\n"
    assert out == ""


def test_folder_without_card_files_exits_2(tmp_path, write, run_cli):
    write("empty/readme.txt", "not a card file")
    rc, _, err = run_cli("check", "empty")
    assert rc == 2
    assert "no card files found (looked for .cards, .csv, .tsv)" in err


# ------------------------------------------------------------------ exit codes and summary
def test_clean_set_exits_0_with_summary_only(write, run_cli):
    rc, out, err = run_cli("check", write("good.cards", GOOD_CARDS))
    assert rc == 0 and err == ""
    lines = out.splitlines()
    assert len(lines) == 1
    m = SUMMARY.match(lines[0])
    assert m and m.group(1, 2, 3) == ("2", "1", "0")


@pytest.mark.parametrize("fmt", ["full", "concise"])
def test_text_output_ends_with_summary_of_cards_errors_and_seconds(write, run_cli, fmt):
    write("a.cards", BROKEN)
    write("b.cards", GOOD_CARDS.replace('"Lab Rat"', '"Other Rat"').replace('"Zap"', '"Zip"'))
    rc, out, _ = run_cli("check", "a.cards", "b.cards", "--format", fmt)
    assert rc == 1
    m = SUMMARY.match(out.splitlines()[-1])
    assert m, out.splitlines()[-1]
    assert m.group(1, 2, 3) == ("4", "2", "1")
    assert float(m.group(4)) < 10


def test_warnings_alone_exit_0_and_quiet_hides_them(write, run_cli):
    write("w.tsv", "name\ttype\ttext\tpower\truleset\tid\nLab Rat\tminion\tYou may draw a card.\t2\tsmashup\t7\n")
    rc, out, _ = run_cli("check", "w.tsv", "--format", "concise")
    assert rc == 0
    assert out.splitlines()[0] == "w.tsv:1:30: W001 unknown column `id` is ignored"
    rc, out, _ = run_cli("check", "w.tsv", "--format", "concise", "-q")
    assert rc == 0 and len(out.splitlines()) == 1 and SUMMARY.match(out.strip())


def test_ruleset_option_overrides_the_file(write, run_cli):
    write("b.cards", 'ruleset berserk\ncard "Rat": minion, power 2\n  Draw a card.\n')
    assert run_cli("check", "b.cards")[0] == 1                         # no minions in berserk
    assert run_cli("check", "b.cards", "--ruleset", "smashup")[0] == 0


# ------------------------------------------------------------------ formats
def test_concise_format_is_path_line_col_code_message(write, run_cli):
    write("sets/a.cards", BROKEN)
    rc, out, _ = run_cli("check", "sets/a.cards", "--format", "concise")
    assert rc == 1
    lines = out.splitlines()
    assert lines[:-1] == [
        "sets/a.cards:7:3: E103 unknown word `Destory`",
        "sets/a.cards:8:10: E201 unknown name `Lab Ratt`",
    ]
    assert all(CONCISE.match(ln) for ln in lines[:-1])


def _caret_columns(out: str, line_no: int) -> list[tuple[int, int]]:
    """(first column, width) of each caret run under source line `line_no` in full output, in the
    source line's own 1-based code-point columns."""
    found = []
    lines = out.splitlines()
    for i, ln in enumerate(lines):
        prefix = f"{line_no} | "
        if ln.startswith(prefix) and i + 1 < len(lines):
            carets = lines[i + 1]
            gutter = " " * len(str(line_no)) + " | "
            assert carets.startswith(gutter), carets
            body = carets[len(gutter):]
            m = re.match(r"( *)(\^+)", body)
            found.append((len(m.group(1)) + 1, len(m.group(2))))
    return found


@pytest.mark.parametrize("line,word", [
    ("  Destory a minion.", "Destory"),
    ("  Return Lab Rat to its owner’s hand. Destroy a minnion.", "minnion"),     # after a typographic ’
    ("  Ongoing: This minion has +1 power. Talent: Draw a crad.", "crad"),
    ("  Return Lab Ratt to its owner’s hand.", "Lab Ratt"),
])
def test_full_format_carets_sit_under_the_exact_word(write, run_cli, line, word):
    text = 'ruleset smashup\ncard "Lab Rat": minion, power 2\ncard "Zap": action\n' + line + "\n"
    rc, out, _ = run_cli("check", write("c.cards", text))
    assert rc == 1
    assert f"4 | {line}" in out                                 # the source line, as written
    col = line.index(word) + 1
    assert f" --> c.cards:4:{col}\n" in out
    assert _caret_columns(out, 4) == [(col, len(word))]


@pytest.mark.parametrize("name,text,word", [
    ("t.tsv", "name\ttype\ttext\truleset\nZap\taction\tDestory a minion.\tsmashup\n", "Destory"),
    ("t.cards", 'ruleset smashup\ncard "Zap": action\n\tDestroy a minion of pwoer 2 or less.\n', "pwoer"),
], ids=["tsv-row", "tab-indent"])
def test_full_format_carets_line_up_on_screen_when_the_line_has_tabs(write, run_cli, name, text, word):
    rc, out, _ = run_cli("check", write(name, text))
    assert rc == 1
    lines = out.splitlines()
    i = next(i for i, ln in enumerate(lines) if word in ln and "|" in ln)
    shown, carets = lines[i].expandtabs(8), lines[i + 1].expandtabs(8)
    assert carets.index("^") == shown.index(word)
    assert carets.count("^") == len(word)


def test_full_format_eof_caret_is_after_the_last_word(write, run_cli):
    rc, out, _ = run_cli("check", write("e.cards", 'ruleset smashup\ncard "Zap": action\n  Destroy a\n'))
    assert rc == 1
    assert "error[E102]: the sentence ends too early" in out
    assert _caret_columns(out, 3) == [(len("  Destroy a") + 1, 1)]


def test_json_is_one_document_with_cards_files_and_summary(write, run_cli):
    write("a.cards", BROKEN)
    write("sub/b.tsv", "name\ttype\ttext\tpower\truleset\nMole\tminion\tDraw a card.\t3\tsmashup\n")
    rc, out, err = run_cli("check", "a.cards", "sub", "--format", "json")
    assert rc == 1 and err == ""
    doc = json.loads(out)                     # exactly one document: json.loads rejects trailing data
    assert set(doc) == {"cards", "files", "summary"}
    assert [(c["name"], c["file"], c["line"], c["ok"]) for c in doc["cards"]] == [
        ("Lab Rat", "a.cards", 3, True), ("Zap", "a.cards", 6, False), ("Mole", "sub/b.tsv", 2, True)]
    keys = {"code", "severity", "message", "line", "column", "end_line", "end_column"}
    zap = doc["cards"][1]["diagnostics"]
    assert all(keys <= set(d) for d in zap)
    assert [{k: d[k] for k in keys} for d in zap] == [
        {"code": "E103", "severity": "error", "message": "unknown word `Destory`",
         "line": 7, "column": 3, "end_line": 7, "end_column": 10},
        {"code": "E201", "severity": "error", "message": "unknown name `Lab Ratt`",
         "line": 8, "column": 10, "end_line": 8, "end_column": 18},
    ]
    assert [(f["file"], f["ok"]) for f in doc["files"]] == [("a.cards", False), ("sub/b.tsv", True)]
    s = doc["summary"]
    assert (s["cards"], s["cards_with_errors"], s["files"]) == (3, 1, 2)
    assert isinstance(s["seconds"], (int, float)) and 0 <= s["seconds"] < 10


def test_json_keeps_non_ascii_readable(write, run_cli):
    write("u.cards", 'ruleset smashup\ncard "Café Rat": minion, power 2\n  Return Café Ratt to its owner’s hand.\n')
    rc, out, _ = run_cli("check", "u.cards", "--format", "json")
    assert rc == 1
    assert "Café" in out and "\\u00e9" not in out
    d = json.loads(out)["cards"][0]["diagnostics"][0]
    assert (d["code"], d["column"], d["end_column"]) == ("E201", 10, 19)


def test_json_reports_file_level_diagnostics_under_files(write, run_cli):
    write("nors.cards", 'card "Zap": action\n  Draw a card.\n')
    rc, out, _ = run_cli("check", "nors.cards", "--format", "json")
    assert rc == 1
    doc = json.loads(out)
    assert doc["cards"] == []
    assert [d["code"] for d in doc["files"][0]["diagnostics"]] == ["E003"]
    assert doc["files"][0]["ok"] is False and doc["files"][0]["ruleset"] is None


# ------------------------------------------------------------------ folders
def test_folders_are_searched_recursively_for_card_files_only(write, run_cli):
    write("sets/top.cards", GOOD_CARDS)
    write("sets/a/b/c/deep.cards", GOOD_CARDS.replace('"Lab Rat"', '"Deep Rat"').replace('"Zap"', '"Deep Zap"'))
    write("sets/a/sheet.TSV", "name\ttype\ttext\truleset\nMole\taction\tDraw a card.\tsmashup\n")
    write("sets/a/b/notes.txt", "Destory everything")
    write("sets/a/b/readme.md", "# not cards")
    rc, out, _ = run_cli("check", "sets", "--format", "json")
    assert rc == 0
    doc = json.loads(out)
    assert sorted(f["file"] for f in doc["files"]) == ["sets/a/b/c/deep.cards", "sets/a/sheet.TSV", "sets/top.cards"]
    assert doc["summary"]["cards"] == 5


# ------------------------------------------------------------------ explain
@pytest.mark.parametrize("key", ["E103", "e103", "unknown-word"])
def test_explain_prints_the_long_explanation(run_cli, key):
    rc, out, _ = run_cli("explain", key)
    assert rc == 0
    assert out.startswith("E103 unknown-word: a word that is not in the card language")
    assert "Example: `Destory a minion.`" in out and "Use instead:" in out


def test_explain_unknown_code_exits_2(run_cli):
    rc, out, err = run_cli("explain", "E999")
    assert rc == 2 and out == ""
    assert "unknown code `E999`" in err


def test_explain_without_code_lists_every_code(run_cli):
    rc, out, _ = run_cli("explain")
    assert rc == 0
    listed = [ln.split()[0] for ln in out.splitlines()]
    assert listed == list(REGISTRY)


@pytest.mark.parametrize("code", list(REGISTRY))
def test_every_code_has_an_explanation(run_cli, code):
    c = REGISTRY[code]
    assert c.summary and c.explanation.strip()
    assert "What:" in c.explanation and "Why:" in c.explanation
    assert re.fullmatch(r"[EWI]\d{3}", c.id) and re.fullmatch(r"[a-z]+(-[a-z]+)*", c.name)
    for key in (c.id, c.name):
        rc, out, _ = run_cli("explain", key)
        assert rc == 0 and c.explanation in out


# ------------------------------------------------------------------ did you mean
def test_misspelled_keyword_suggests_the_keyword(write, run_cli):
    write("k.cards", 'ruleset smashup\ncard "Zap": action\n  Destory a minion.\n')
    rc, out, _ = run_cli("check", "k.cards")
    assert rc == 1
    assert "error[E103]: unknown word `Destory`" in out
    assert "= help: did you mean `destroy`?" in out


def test_misplaced_correct_word_gets_no_spelling_suggestion(write, run_cli):
    write("p.cards", 'ruleset smashup\ncard "Zap": action\n  Destroy a minion power 3 or less.\n')
    rc, out, _ = run_cli("check", "p.cards")
    assert rc == 1 and "error[E101]: unexpected `power`" in out
    assert "did you mean `per`" not in out


def test_misspelled_card_name_suggests_the_card(write, run_cli):
    write("n.cards", BROKEN)
    rc, out, _ = run_cli("check", "n.cards")
    assert rc == 1
    assert "error[E201]: unknown name `Lab Ratt`" in out
    assert "= help: did you mean `Lab Rat`?" in out


@pytest.mark.parametrize("sentence,typo,meant", [
    ("Destroy a minon.", "minon", "minion"),
    ("Return a minion to your hnad.", "hnad", "hand"),
    ("Draw a crad.", "crad", "card"),
    ("Play an extra acton.", "acton", "action"),
])
def test_misspelled_ruleset_word_suggests_the_ruleset_word(write, run_cli, sentence, typo, meant):
    write("r.cards", f'ruleset smashup\ncard "Zap": action\n  {sentence}\n')
    rc, out, _ = run_cli("check", "r.cards")
    assert rc == 1 and f"unknown word `{typo}`" in out
    assert f"= help: did you mean `{meant}`?" in out


# ------------------------------------------------------------------ header fields
def _sets_docstring_example() -> str:
    import dsl.sets

    doc = dsl.sets.__doc__
    block = doc[doc.index("    # a comment"): doc.index("Header lines start")]
    return "\n".join(ln[4:] for ln in block.rstrip().splitlines()) + "\n"


def test_the_documented_cards_example_checks_clean(write, run_cli):
    text = _sets_docstring_example()
    assert 'card "Lab Rat"' in text and "ruleset smashup" in text
    rc, out, _ = run_cli("check", write("doc.cards", text), "--format", "concise")
    assert (rc, out.splitlines()[:-1]) == (0, [])


def test_quoted_faction_in_a_header_is_accepted(write, run_cli):
    rc, out, _ = run_cli("check", write("q.cards", GOOD_CARDS))
    assert 'faction "Gear Tinkers"' in GOOD_CARDS and rc == 0


def test_non_numeric_stat_in_a_header_is_e302(write, run_cli):
    rc, out, _ = run_cli("check", write("x.cards", 'ruleset smashup\ncard "Bad": minion, power x\n'),
                         "--format", "concise")
    assert rc == 1
    assert out.splitlines()[:-1] == ["x.cards:2:21: E302 power `x` is not a number"]


def test_non_numeric_stat_in_a_spreadsheet_is_e302(write, run_cli):
    write("x.tsv", "name\ttype\ttext\tpower\truleset\nBad\tminion\tDraw a card.\tx\tsmashup\n")
    rc, out, _ = run_cli("check", "x.tsv", "--format", "concise")
    assert rc == 1
    assert out.splitlines()[:-1] == ["x.tsv:2:25: E302 power `x` is not a number"]


# ------------------------------------------------------------------ recovery
def test_two_broken_abilities_on_one_card_give_two_diagnostics(write, run_cli):
    write("two.cards", 'ruleset smashup\ncard "Zap": action\n  Destory a minion.\n  Draw a crad.\n  Draw a card.\n')
    rc, out, _ = run_cli("check", "two.cards", "--format", "json")
    assert rc == 1
    (zap,) = json.loads(out)["cards"]
    assert [(d["code"], d["line"], d["column"]) for d in zap["diagnostics"]] == [("E103", 3, 3), ("E103", 4, 10)]


def test_two_broken_abilities_on_one_line_split_at_the_label(write, run_cli):
    write("one.cards", 'ruleset smashup\ncard "Rat": minion, power 2\n  Destory a minion. Ongoing: Draw a crad.\n')
    rc, out, _ = run_cli("check", "one.cards", "--format", "concise")
    assert rc == 1
    assert out.splitlines()[:-1] == ["one.cards:3:3: E103 unknown word `Destory`",
                                     "one.cards:3:37: E103 unknown word `crad`"]


def test_good_card_next_to_broken_one_is_ok_in_json(write, run_cli):
    text = ('ruleset smashup\ncard "Before": action\n  Draw a card.\ncard "Broken": action\n  Destory a minion.\n'
            '  Zzz qqq !!!\ncard "After": action\n  Destroy a minion of power 2 or less.\n')
    rc, out, _ = run_cli("check", write("g.cards", text), "--format", "json")
    assert rc == 1
    cards = json.loads(out)["cards"]
    assert [(c["name"], c["ok"], len(c["diagnostics"])) for c in cards] == [
        ("Before", True, 0), ("Broken", False, 2), ("After", True, 0)]


def test_broken_header_does_not_hide_the_next_card(write, run_cli):
    text = 'ruleset smashup\ncard Raptor minion\n  Draw a card.\ncard "After": action\n  Draw a card.\n'
    rc, out, _ = run_cli("check", write("h.cards", text), "--format", "json")
    assert rc == 1
    doc = json.loads(out)
    assert [(c["name"], c["ok"]) for c in doc["cards"]] == [("After", True)]
    assert doc["files"][0]["diagnostics"][0]["code"] == "E104"


# ------------------------------------------------------------------ goldens: one fixture per code
CODES_DIR = GOLDEN / "cli" / "codes"
FIXTURES = sorted(p for p in CODES_DIR.glob("*.*") if p.suffix in (".cards", ".tsv", ".csv"))
NO_FIXTURE = {"I901",           # an internal error: no input should trigger it
              "E501",           # lowering: `check` runs it once `cardtext compile` lands (tests/constructs/test_whole_cards.py)
              "E701", "E702", "E703"}   # scenarios: `cardtext play` (tests/test_scenarios.py)


def _normalise(out: str) -> str:
    return re.sub(r"\(\d+\.\d\d s\)", "(N s)", out)


@pytest.mark.parametrize("case", FIXTURES, ids=lambda p: p.name)
def test_golden_full_output_per_code(tmp_path, run_cli, golden, case):
    shutil.copy(case, tmp_path / case.name)
    rc, out, _ = run_cli("check", case.name)
    code = case.stem.split("_")[0]
    assert f"[{code}]" in out, f"{case.name} no longer produces {code}"
    assert rc == (2 if code == "E001" else 0 if code.startswith("W") else 1)
    golden(case.with_suffix(".diag"), _normalise(out))


def test_every_code_has_a_golden_fixture():
    have = {p.stem.split("_")[0] for p in FIXTURES}
    lint = {c for c in REGISTRY if c.startswith("W4")}     # `cardtext lint` codes: tests/test_lint.py
    assert set(REGISTRY) - NO_FIXTURE - lint - have == set()


def test_golden_helper_detects_a_mismatch(tmp_path, golden, request):
    if request.config.getoption("--update-goldens"):
        pytest.skip("--update-goldens rewrites instead of comparing")
    p = tmp_path / "x.diag"
    p.write_text("expected\n", encoding="utf-8")
    golden(p, "expected\n")
    with pytest.raises(AssertionError, match="golden mismatch"):
        golden(p, "actual\n")


def test_main_is_the_console_entry_point():
    text = (Path(__file__).parent.parent / "pyproject.toml").read_text(encoding="utf-8")
    assert 'cardtext = "dsl.cli:main"' in text
    assert cli.main(["explain", "E101"]) == 0
