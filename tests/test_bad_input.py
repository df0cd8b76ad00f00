"""Hostile and accidental input: every kind gets a clear diagnostic and exit 1 or 2, never a traceback.

The issue: "Empty files, binary garbage, a 10 MB file, deeply nested or endlessly long sentences,
an unterminated quote, BOM, CRLF, Latin-1 bytes, a spreadsheet with missing or extra columns or
ragged rows". One test per kind, through `cli.main` (the `run_cli` fixture fails on crash text).
"""

from __future__ import annotations

import codecs
import json
import os
import random
import subprocess
import sys

import pytest

import dsl
from dsl import source
from conftest import GOOD_CARDS

PROMPT_SECONDS = 120         # a hang guard for the subprocess tests, not a speed measure:
                             # speed is measured by benchmarks/bench_check.py, never by a timed test
MB = 1024 * 1024
TEN_MB = 10 * MB


def concise(out: str) -> list[str]:
    """The diagnostic lines of a concise run (without the summary line)."""
    return [ln for ln in out.splitlines() if not ln.startswith("checked ")]


# ------------------------------------------------------------------ empty files
def test_empty_cards_file_is_missing_ruleset(write, run_cli):
    rc, out, err = run_cli("check", write("empty.cards", b""))
    assert rc == 1
    assert "error[E003]" in out and "does not say which ruleset" in out
    assert "ruleset smashup" in out          # the help says what to write
    assert "checked 0 cards in 1 file" in out


def test_blank_lines_and_comments_only_is_missing_ruleset(write, run_cli):
    rc, out, _ = run_cli("check", write("blank.cards", "\n\n   \n# just a comment\n\t\n"), "--format", "concise")
    assert rc == 1
    assert concise(out) == ["blank.cards:1:1: E003 the file does not say which ruleset it follows"]


def test_ruleset_line_only_is_a_clean_empty_set(write, run_cli):
    rc, out, err = run_cli("check", write("rs.cards", "ruleset smashup\n"))
    assert rc == 0
    assert out.startswith("checked 0 cards in 1 file: 0 with errors (")
    assert err == ""


def test_empty_spreadsheet_has_no_header_row(write, run_cli):
    rc, out, _ = run_cli("check", write("empty.csv", b""), "--ruleset", "smashup")
    assert rc == 1
    assert "error[E002]" in out and "the spreadsheet is empty: no header row" in out


def test_spreadsheet_with_header_only_is_a_clean_empty_set(write, run_cli):
    rc, out, _ = run_cli("check", write("h.tsv", "name\ttype\ttext\tpower\n"), "--ruleset", "smashup")
    assert rc == 0
    assert "checked 0 cards in 1 file: 0 with errors" in out


# ------------------------------------------------------------------ binary garbage and encodings
def test_binary_garbage_with_nul_bytes_is_e001_exit_2(write, run_cli):
    data = bytes(random.Random(1).randrange(256) for _ in range(4096)) + b"\x00"
    rc, out, _ = run_cli("check", write("garbage.cards", data))
    assert rc == 2
    assert "error[E001]" in out and "binary file" in out


def test_binary_garbage_without_nul_is_not_utf8_e001_exit_2(write, run_cli):
    data = bytes(random.Random(2).randrange(0x80, 0x100) for _ in range(4096))   # never valid UTF-8 here
    rc, out, _ = run_cli("check", write("garbage.tsv", data), "--ruleset", "smashup")
    assert rc == 2
    assert "error[E001]" in out and "is not UTF-8" in out


@pytest.mark.parametrize("char", ["\x00", "\ufeff", "\x1b"], ids=["nul", "bom", "esc"])
def test_invisible_characters_after_8_kb_are_named_visibly(write, run_cli, char):
    text = GOOD_CARDS.replace("ruleset smashup\n", "ruleset smashup\n# " + "x" * 9000 + "\n")
    text += f'{char}card "Other": action\n  Draw a {char}card.\n'
    rc, out, _ = run_cli("check", write("mixed.cards", text))
    assert rc in (1, 2)
    messages = [ln for ln in out.splitlines() if ln.startswith(("error[", "warning["))]
    assert messages and not [m for m in messages if char in m]


def test_latin1_bytes_name_the_byte_and_the_fix(write, run_cli):
    data = 'ruleset smashup\ncard "Café": action\n  Draw a card.\n'.encode("latin-1")
    rc, out, _ = run_cli("check", write("latin1.cards", data))
    assert rc == 2
    assert "error[E001]" in out
    assert "byte 0xe9 on line 2 is not UTF-8" in out and "iconv -f latin1 -t utf-8" in out


def test_latin1_error_points_at_the_line_of_the_bad_byte(write, run_cli):
    data = 'ruleset smashup\ncard "Café": action\n  Draw a card.\n'.encode("latin-1")
    rc, out, _ = run_cli("check", write("latin1.cards", data), "--format", "concise")
    assert rc == 2
    assert concise(out)[0].startswith("latin1.cards:2:")


def test_latin1_spreadsheet_is_e001_and_other_files_are_still_checked(tmp_path, write, run_cli):
    write("sets/good.cards", GOOD_CARDS)
    write("sets/bad.csv", "name,type,text\nCafé,action,Draw a card.\n".encode("cp1252"))
    rc, out, _ = run_cli("check", tmp_path / "sets", "--ruleset", "smashup", "--format", "json")
    assert rc == 2                                  # an I/O error wins over clean files
    doc = json.loads(out)
    assert [c["name"] for c in doc["cards"]] == ["Lab Rat", "Zap"] and all(c["ok"] for c in doc["cards"])
    bad = next(f for f in doc["files"] if f["file"].endswith("bad.csv"))
    assert [d["code"] for d in bad["diagnostics"]] == ["E001"]


def test_file_over_the_size_limit_is_e001_without_reading_it(tmp_path, run_cli):
    limit_mb = source.MAX_FILE_BYTES // MB
    p = tmp_path / "huge.cards"
    with open(p, "wb") as f:                         # sparse: big on paper, nothing on disk
        f.truncate(source.MAX_FILE_BYTES + MB)
    rc, out, _ = run_cli("check", p)
    assert rc == 2
    assert "error[E001]: file is " in out and f"{limit_mb} MB" in out


def test_folder_with_a_symlink_loop_is_checked_once(tmp_path, write, run_cli):
    write("loop/sub/a.cards", GOOD_CARDS)
    (tmp_path / "loop" / "sub" / "up").symlink_to("..")
    rc, out, _ = run_cli("check", "loop", "--format", "concise")
    assert rc == 0
    assert out.startswith("checked 2 cards in 1 file: 0 with errors")


def test_broken_symlink_is_a_usage_error(tmp_path, run_cli):
    (tmp_path / "gone.cards").symlink_to(tmp_path / "nowhere.cards")
    rc, out, err = run_cli("check", tmp_path / "gone.cards")
    assert rc == 2
    assert "no such file or folder" in err


# ------------------------------------------------------------------ 10 MB files
# dsl/source.py caps a set file at MAX_FILE_BYTES (read at test time: the lead may move it).
# A 10 MB file either is over the cap (E001, exit 2, at once) or is checked in full; and the
# largest file the cap lets through must still be checked promptly and in bounded memory.
def _many_cards(target_bytes: int) -> tuple[str, int]:
    parts = ["ruleset smashup\n"]
    size, i = len(parts[0]), 0
    while True:
        card = (f'\ncard "Lab Rat {i:06d}": minion (Scientist), power 2\n'
                f"  You may draw a card.\n  Ongoing: This minion has +1 power.\n")
        if size + len(card) > target_bytes:
            return "".join(parts), i
        parts.append(card)
        size += len(card)
        i += 1


def _giant_line(target_bytes: int) -> str:
    head, tail = 'ruleset smashup\ncard "Giant": action\n  ', "draw a card.\n"
    return head + "Draw a card and " * ((target_bytes - len(head) - len(tail)) // 16) + tail


_CHILD = """
import resource, sys
from dsl import cli
rc = cli.main(["check", sys.argv[1], "--format", "concise"])
sys.stdout.flush()
print(f"maxrss_kb={resource.getrusage(resource.RUSAGE_SELF).ru_maxrss}", file=sys.stderr)
sys.exit(rc)
"""


def _check_in_subprocess(path) -> tuple[subprocess.CompletedProcess, int]:
    """`cardtext check PATH` in a child killed after PROMPT_SECONDS (raises TimeoutExpired).
    Returns the result and the child's peak memory in MB."""
    r = subprocess.run([sys.executable, "-c", _CHILD, str(path)], capture_output=True, text=True,
                       timeout=PROMPT_SECONDS)
    assert "maxrss_kb=" in r.stderr, r.stderr[-3000:]
    return r, int(r.stderr.rsplit("maxrss_kb=", 1)[1]) // 1024


def _assert_clear_outcome_for_10_mb(r: subprocess.CompletedProcess, size: int, clean_rc: int, first_line: str):
    if size > source.MAX_FILE_BYTES:
        assert r.returncode == 2
        assert r.stdout.startswith(f"{r.args[-1]}:1:1: E001 file is {size / MB:.1f} MB"), r.stdout[:500]
    else:
        assert r.returncode == clean_rc, r.stdout[-2000:] + r.stderr[-2000:]
        assert r.stdout.startswith(first_line), r.stdout[:500]


def test_ten_megabytes_of_cards_get_a_clear_outcome_promptly(write):
    text, n = _many_cards(TEN_MB + 4096)
    p = write("ten_mb.cards", text)
    assert p.stat().st_size > TEN_MB
    r, _ = _check_in_subprocess(p)
    _assert_clear_outcome_for_10_mb(r, p.stat().st_size, 0, f"checked {n} cards in 1 file: 0 with errors")


def test_one_line_of_ten_megabytes_gets_a_clear_outcome_promptly(write):
    p = write("giant.cards", _giant_line(TEN_MB + 4096))
    assert p.stat().st_size > TEN_MB
    r, _ = _check_in_subprocess(p)
    _assert_clear_outcome_for_10_mb(r, p.stat().st_size, 1, "giant.cards:3:3: E105 ability text is too long")


def test_half_a_megabyte_of_cards_is_checked_correctly(write, run_cli):
    text, n = _many_cards(512 * 1024)
    rc, out, _ = run_cli("check", write("many.cards", text), "--format", "concise")
    assert rc == 0
    assert out.startswith(f"checked {n} cards in 1 file: 0 with errors (")


def test_one_long_line_of_100_kb_is_e105_promptly(write, run_cli):
    rc, out, _ = run_cli("check", write("giant.cards", _giant_line(100 * 1024)), "--format", "concise")
    assert rc == 1
    assert concise(out) == ["giant.cards:3:3: E105 ability text is too long to be one ability"]


def test_largest_accepted_line_is_e105_in_bounded_memory(write):
    p = write("giant.cards", _giant_line(source.MAX_FILE_BYTES))
    assert source.MAX_FILE_BYTES - MB < p.stat().st_size <= source.MAX_FILE_BYTES
    r, peak_mb = _check_in_subprocess(p)
    assert r.returncode == 1
    assert r.stdout.splitlines()[0] == "giant.cards:3:3: E105 ability text is too long to be one ability"
    assert peak_mb < 300, f"peak memory {peak_mb} MB for a {p.stat().st_size / MB:.1f} MB file"


def test_largest_accepted_comment_line_is_fine(write, run_cli):
    rest = GOOD_CARDS.split("\n", 1)[1]
    text = "ruleset smashup\n# " + "x" * (source.MAX_FILE_BYTES - 4096) + "\n" + rest
    rc, out, _ = run_cli("check", write("comment.cards", text))
    assert rc == 0 and "checked 2 cards" in out


# ------------------------------------------------------------------ long and nested sentences
def test_endlessly_long_sentence_is_e105_at_its_start(write, run_cli):
    text = 'ruleset smashup\ncard "Chain": action\n  ' + "Draw a card and " * 300 + "draw a card.\n"
    rc, out, _ = run_cli("check", write("long.cards", text))
    assert rc == 1
    assert "error[E105]: ability text is too long to be one ability" in out
    assert " --> long.cards:3:3" in out
    assert "= help: put one ability per line" in out


def test_endless_sentence_does_not_hide_the_next_card(write, run_cli):
    text = ('ruleset smashup\ncard "Chain": action\n  ' + "Draw a card and " * 300 + "draw a card.\n"
            'card "Fine": action\n  Draw a card.\n')
    rc, out, _ = run_cli("check", write("long.cards", text), "--format", "json")
    assert rc == 1
    doc = json.loads(out)
    assert [(c["name"], c["ok"]) for c in doc["cards"]] == [("Chain", False), ("Fine", True)]


@pytest.mark.parametrize("depth", [5000, 300])
def test_deeply_nested_parentheses_are_e105(write, run_cli, depth):
    text = 'ruleset smashup\ncard "Nest": action\n  ' + "(" * depth + "Draw a card." + ")" * depth + "\n"
    rc, out, _ = run_cli("check", write("nest.cards", text), "--format", "concise")
    assert rc == 1
    assert concise(out) == ["nest.cards:3:3: E105 ability text is too long to be one ability"]


def test_moderately_nested_parentheses_are_a_syntax_error_at_the_second_paren(write, run_cli):
    text = 'ruleset smashup\ncard "Nest": action\n  ' + "(" * 50 + "Draw a card." + ")" * 50 + "\n"
    rc, out, _ = run_cli("check", write("nest.cards", text), "--format", "concise")
    assert rc == 1
    assert concise(out) == ["nest.cards:3:4: E101 unexpected `(`"]


def test_nested_parentheses_in_a_header_are_e104(write, run_cli):
    text = 'ruleset smashup\ncard "Nest": minion ((((((, power 2\n'
    rc, out, _ = run_cli("check", write("nest.cards", text), "--format", "concise")
    assert rc == 1
    assert concise(out) == ["nest.cards:2:22: E104 this line is not a card header"]   # the 2nd `(`


# ------------------------------------------------------------------ unterminated quotes
UNTERMINATED_HEADER = 'ruleset smashup\ncard "Lab Rat: minion, power 2\n  You may draw a card.\n'


def test_unterminated_quote_in_a_header_is_e104(write, run_cli):
    rc, out, _ = run_cli("check", write("q.cards", UNTERMINATED_HEADER))
    assert rc == 1
    assert "error[E104]: unterminated quote in card header" in out
    assert " --> q.cards:2:6" in out
    assert "the card name starts here but has no closing" in out


def test_unterminated_quote_in_a_header_gives_one_diagnostic(write, run_cli):
    rc, out, _ = run_cli("check", write("q.cards", UNTERMINATED_HEADER), "--format", "concise")
    assert rc == 1
    assert concise(out) == ["q.cards:2:6: E104 unterminated quote in card header"]


@pytest.mark.parametrize("quote", ['"', "\u201c"], ids=["ascii", "typographic"])
def test_unterminated_quote_in_ability_text_is_an_error_at_the_quote(write, run_cli, quote):
    text = f'ruleset smashup\ncard "Lab Rat": minion, power 2\ncard "Home": action\n  Return {quote}Lab Rat to its owner\'s hand.\n'
    rc, out, _ = run_cli("check", write("q.cards", text), "--format", "concise")
    assert rc == 1
    lines = concise(out)
    assert len(lines) == 1 and lines[0].startswith("q.cards:4:10: E1")


@pytest.mark.parametrize("quote", ['"', "\u201c"], ids=["ascii", "typographic"])
def test_unterminated_quote_in_ability_text_says_so(write, run_cli, quote):
    text = f'ruleset smashup\ncard "Lab Rat": minion, power 2\ncard "Home": action\n  Return {quote}Lab Rat to its owner\'s hand.\n'
    rc, out, _ = run_cli("check", write("q.cards", text), "--format", "concise")
    assert "quote" in concise(out)[0]


def test_unterminated_quote_in_a_spreadsheet_is_e002_at_the_quote(write, run_cli):
    text = 'name,type,text,power\nLab Rat,minion,"You may draw a card.,2\nZap,action,Draw a card.,\n'
    rc, out, _ = run_cli("check", write("q.csv", text), "--ruleset", "smashup")
    assert rc == 1
    assert "error[E002]: unterminated quote: the rest of the file is inside one cell" in out
    assert " --> q.csv:2:16" in out
    assert 'write a literal quote as `""`' in out


# ------------------------------------------------------------------ BOM and line endings
TWINS = {
    "errors.cards": (
        'ruleset smashup\n\ncard "Lab Rat": minion (Scientist), power 2\n  You may draw a card.\n'
        "  Ongoing: This minion has +1 power.\n\n"
        'card "Broken": action\n  Destory a minion.\n  Return Lab Ratt to its owner’s hand.\n'
        '  Draw a card.\ncard "Wrong": critter, power 99\n'),
    "line1.cards": 'rulset smashup\ncard "A": action\n  Draw a card.\n',
    "rows.tsv": ("name\ttype\ttext\tpower\tid\nLab Rat\tminion\tYou may draw a card.\t2\t1\n"
                 "Zap\taction\tDestory a minion.\t\t2\nRagged\taction\n"),
    "quoted.csv": ('name,type,text,power\n"Lab Rat",minion,"You may draw a card.\nOngoing: This minion has +1 power.",2\n'
                   'Zap,action,"Destory ""Zap"". Ongoing: Return Lab Ratt to its owner’s hand.",\n'),
}
VARIANTS = {
    "crlf": lambda b: b.replace(b"\n", b"\r\n"),
    "bom": lambda b: codecs.BOM_UTF8 + b,
    "bom+crlf": lambda b: codecs.BOM_UTF8 + b.replace(b"\n", b"\r\n"),
    "cr": lambda b: b.replace(b"\n", b"\r"),
}


def _json_check(run_cli, path) -> tuple[int, dict]:
    ruleset = () if path.suffix == ".cards" else ("--ruleset", "smashup")
    rc, out, _ = run_cli("check", path, *ruleset, "--format", "json")
    doc = json.loads(out)
    del doc["summary"]["seconds"]
    for f in doc["cards"] + doc["files"]:
        f["file"] = os.path.basename(f["file"])
    return rc, doc


@pytest.mark.parametrize("variant", VARIANTS)
@pytest.mark.parametrize("name", TWINS)
def test_bom_and_line_endings_check_exactly_like_the_plain_twin(tmp_path, write, run_cli, name, variant):
    plain = TWINS[name].encode("utf-8")
    rc1, doc1 = _json_check(run_cli, write(f"plain/{name}", plain))
    rc2, doc2 = _json_check(run_cli, write(f"{variant}/{name}", VARIANTS[variant](plain)))
    assert doc1["summary"]["cards"] > 0 or name == "line1.cards"
    assert sum(len(c["diagnostics"]) for c in doc1["cards"] + doc1["files"]) >= 2   # the twins say something
    assert (rc2, doc2) == (rc1, doc1)


def test_bom_twin_full_format_is_identical_including_carets(write, run_cli):
    plain = TWINS["line1.cards"].encode("utf-8")
    _, out1, _ = run_cli("check", write("a/x.cards", plain))
    _, out2, _ = run_cli("check", write("b/x.cards", codecs.BOM_UTF8 + plain.replace(b"\n", b"\r\n")))
    strip = lambda s: [ln.replace("b/x.cards", "a/x.cards") for ln in s.splitlines() if not ln.startswith("checked")]
    assert strip(out2) == strip(out1)
    assert "\r" not in out2 and "\ufeff" not in out2


@pytest.mark.parametrize("prefix,newline", [("\ufeff", "\n"), ("", "\r")], ids=["bom", "cr"])
def test_check_text_treats_bom_and_cr_like_the_cli(prefix, newline):
    text = prefix + GOOD_CARDS.replace("\n", newline)
    r = dsl.check_text(text, "x.cards")
    assert [d.code.id for d in r.all_diagnostics()] == []
    assert [c.name for c in r.cards] == ["Lab Rat", "Zap"]


# ------------------------------------------------------------------ spreadsheet shape
@pytest.mark.parametrize("missing", ["name", "text"])
def test_spreadsheet_missing_a_required_column_is_e002(write, run_cli, missing):
    cols = [c for c in ("name", "type", "text", "power") if c != missing]
    row = {"name": "Lab Rat", "type": "minion", "text": "You may draw a card.", "power": "2"}
    text = "\t".join(cols) + "\n" + "\t".join(row[c] for c in cols) + "\n"
    rc, out, _ = run_cli("check", write("m.tsv", text), "--ruleset", "smashup")
    assert rc == 1
    assert f"error[E002]: the header row has no `{missing}` column" in out
    assert " --> m.tsv:1:1" in out


def test_spreadsheet_extra_column_is_w001_and_ignored(write, run_cli):
    text = "name\ttype\ttext\tpower\tid\nLab Rat\tminion\tYou may draw a card.\t2\t17\n"
    rc, out, _ = run_cli("check", write("x.tsv", text), "--ruleset", "smashup", "--format", "concise")
    assert rc == 0                           # documented: unknown columns are a warning, not an error
    assert concise(out) == ["x.tsv:1:22: W001 unknown column `id` is ignored"]
    rc, out, _ = run_cli("check", write("x.tsv", text), "--ruleset", "smashup", "--format", "concise", "-q")
    assert rc == 0 and concise(out) == []


def test_misspelled_stat_column_is_reported_and_the_stat_missing(write, run_cli):
    text = "name\ttype\ttext\tpowr\nLab Rat\tminion\tYou may draw a card.\t2\n"
    rc, out, _ = run_cli("check", write("x.tsv", text), "--ruleset", "smashup", "--format", "concise")
    assert rc == 1
    assert concise(out) == ["x.tsv:1:16: W001 unknown column `powr` is ignored",
                                  "x.tsv:2:1: E301 a minion needs `power`"]


def test_ragged_rows_are_e002_at_the_offending_cell_and_good_rows_still_checked(write, run_cli):
    text = ("name\ttype\ttext\tpower\n"
            "Lab Rat\tminion\tYou may draw a card.\t2\textra\n"
            "Zap\taction\n"
            "Fine\taction\tDraw a card.\t\n")
    rc, out, _ = run_cli("check", write("r.tsv", text), "--ruleset", "smashup", "--format", "concise")
    assert rc == 1
    assert concise(out) == [
        "r.tsv:2:39: E002 row has 5 cells but the header has 4",
        "r.tsv:3:11: E002 row has 2 cells but the header has 4",
    ]
    assert "checked 1 card in 1 file: 0 with errors" in out


def test_spreadsheet_without_ruleset_is_e003(write, run_cli):
    rc, out, _ = run_cli("check", write("n.csv", "name,type,text\nZap,action,Draw a card.\n"))
    assert rc == 1
    assert "error[E003]: a spreadsheet needs a ruleset" in out and "--ruleset NAME" in out


def test_spreadsheet_ruleset_column_is_honoured_and_unknown_one_is_e004(write, run_cli):
    ok = "name,type,text,ruleset\nZap,action,Draw a card.,smashup\n"
    assert run_cli("check", write("ok.csv", ok))[0] == 0
    rc, out, _ = run_cli("check", write("bad.csv", ok.replace(",smashup", ",smash-up")), "--format", "concise")
    assert rc == 1
    assert "bad.csv:2:25: E004 unknown ruleset `smash-up`" in concise(out)


# ------------------------------------------------------------------ a label with nothing to do
MINION = 'ruleset smashup\n\ncard "Lamp Fitter": minion (Engineer), power 2, faction Clockworks\n  {}\n'
BASE = 'ruleset smashup\n\ncard "Salt Flats": base, breakpoint 18, vp 3/2/1\n  {}\n'
CREATURE = 'ruleset berserk\n\ncard "Moss Hound": creature (Beast), cost 3, life 3, strike 2, element forest\n  {}\n'
ONLY_REMINDER = "is followed only by reminder text in brackets: the ability has no instruction"


def _id(v: str) -> str:
    return v if v.endswith(":") else v.split('"')[1]


@pytest.mark.parametrize("card, label", [
    (MINION, "Ongoing:"), (MINION, "Special:"), (MINION, "Talent:"), (BASE, "Special:"), (BASE, "Ongoing:"),
    (CREATURE, "Recruit:"), (CREATURE, "Death:"), (CREATURE, "Tap:"),
], ids=_id)
def test_a_label_followed_only_by_a_reminder_is_e102_at_the_label(write, run_cli, card, label):
    """"Ongoing: (Draw a card.)": the words in brackets explain an instruction that is not there
    (it crashed lowering with an IndexError for Ongoing / Special, and a Talent did nothing)."""
    rc, out, _ = run_cli("check", write("t.cards", card.format(f"{label} (Draw a card.)")), "--format", "concise")
    assert rc == 1
    assert concise(out) == [f"t.cards:4:3: E102 `{label}` {ONLY_REMINDER}"]


@pytest.mark.parametrize("card, label", [(MINION, "Ongoing:"), (MINION, "Talent:"), (MINION, "Special:"),
                                         (BASE, "Special:"), (CREATURE, "Recruit:"), (CREATURE, "Tap:")],
                         ids=_id)
def test_a_label_with_nothing_after_it_is_e102_at_the_end(write, run_cli, card, label):
    rc, out, _ = run_cli("check", write("t.cards", card.format(label)), "--format", "concise")
    assert rc == 1
    assert concise(out) == [f"t.cards:4:{3 + len(label)}: E102 the sentence ends too early"]


@pytest.mark.parametrize("card", [MINION, BASE, CREATURE], ids=_id)
def test_a_reminder_line_with_no_label_is_a_note(write, run_cli, card):
    """A line that is only a reminder explains the card; on a base (whose text is always in
    effect) it crashed lowering with an IndexError."""
    path = write("t.cards", card.format("(Each player draws a card.)"))
    rc, out, _ = run_cli("check", path, "--format", "concise")
    assert rc == 0 and concise(out) == []
    rc, out, _ = run_cli("compile", path, "-o", "t.json")
    assert rc == 0


def test_lowering_a_label_with_only_a_reminder_is_e501_not_an_index_error():
    """Lowering does not rely on the checker: given the card anyway, it names the words."""
    rep = dsl.check_text(MINION.format("Special: (Draw a card.)"), "t.cards", lower=False)
    assert [d.code.id for d in rep.cards[0].diagnostics] == ["E102"]
    rep.cards[0].diagnostics = []
    dsl.lower_cards(rep)
    assert [(d.code.id, d.message) for d in rep.cards[0].diagnostics] == [
        ("E501", "cannot compile `Special: (Draw a card.)`: a label followed only by reminder text: no instruction")]


def _boom(*a, **k):
    raise ValueError("boom")


def test_an_internal_error_is_exit_2_with_a_plain_message(write, capsys, monkeypatch):
    from dsl import cli

    monkeypatch.delenv("CARDTEXT_DEBUG", raising=False)
    monkeypatch.setattr(cli, "check_path", _boom)
    rc = cli.main(["check", str(write("x.cards", GOOD_CARDS))])
    out, err = capsys.readouterr()
    assert rc == 2
    assert "cardtext: internal error (I901): ValueError: boom" in err and "CARDTEXT_DEBUG=1" in err
    assert "Traceback" not in out + err


def test_the_crash_text_guard_of_run_cli_can_fail(write, run_cli, monkeypatch):
    from dsl import cli

    monkeypatch.delenv("CARDTEXT_DEBUG", raising=False)
    monkeypatch.setattr(cli, "check_path", _boom)
    with pytest.raises(AssertionError, match="crash text"):
        run_cli("check", write("x.cards", GOOD_CARDS))
