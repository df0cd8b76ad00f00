"""Issue 22, one test (or a few) per numbered case: every one ends with exit 1 or 2 and a
message, never I901, nothing lost, in bounded time and memory. The property-based layer over
hostile headers, spreadsheets and compiled files is tests/test_hostile.py.
"""

from __future__ import annotations

import copy
import json
import os
import stat
import subprocess
import sys
import threading
import multiprocessing
from pathlib import Path

import pytest

from runtime import SMASHUP, FirstChooser, Game, LoopLimit
from runtime import format as fmt
from runtime import fuzz as rf
from runtime import spec as s
from runtime.spec import Const

ROOT = Path(__file__).resolve().parent.parent
SMASHUP_SETS = ROOT / "cardsets" / "smashup"
BERSERK_SETS = ROOT / "cardsets" / "berserk"
PROMPT_SECONDS = 120          # a hang guard for subprocesses, not a speed measure

MINION_OK = 'ruleset smashup\n\ncard "Pebble Imp": minion, power 2\n  You may draw a card.\n'


def concise(out: str) -> list[str]:
    return [ln for ln in out.splitlines() if ": E" in ln or ": W" in ln]


# ------------------------------------------------------------------ 1. a huge stat in a header
@pytest.mark.parametrize("digits", [25, 4_301, 5_000, 100_000])
def test_1_a_stat_of_thousands_of_digits_is_E302(write, run_cli, digits):
    p = write("big.cards", f'ruleset smashup\n\ncard "Tall Imp": minion, power {"9" * digits}\n  You may draw a card.\n')
    rc, out, _ = run_cli("check", p, "--format", "concise")
    assert rc == 1
    [line] = concise(out)
    assert "E302 power 999999999999…9" in line and f"({digits:,} digits) is outside 0..20" in line


@pytest.mark.parametrize("value", ["21", "0" * 3 + "21", "-3", "1e3", "٣٣"])
def test_1_stats_out_of_range_or_odd_digits_are_E302(write, run_cli, value):
    p = write("s.cards", f'ruleset smashup\n\ncard "Odd Imp": minion, power {value}\n')
    rc, out, _ = run_cli("check", p, "--format", "concise")
    assert rc == 1 and "E302" in out or "E104" in out


# ------------------------------------------------------------------ 2. junk around a digit
@pytest.mark.parametrize("cell", ["2abc", "=1+1", "3 or 4", "2.5", "+2", "２x", "²", "3 ", "1/x", "4//2"])
def test_2_a_stat_cell_with_junk_is_E302_never_a_silent_drop(write, run_cli, cell):
    quoted = '"' + cell.replace('"', '""') + '"'
    p = write("junk.csv", f"name,type,power,text\nOdd Imp,minion,{quoted},You may draw a card.\n")
    rc, out, _ = run_cli("check", p, "--ruleset", "smashup", "--format", "concise")
    if cell.strip() == "3":
        assert rc == 0            # surrounding spaces are not junk
        return
    assert rc == 1
    assert any("E302" in ln and "power" in ln for ln in concise(out)), out
    rc, _, _ = run_cli("compile", p, "--ruleset", "smashup", "-o", "out.json")
    assert rc == 1 and not Path("out.json").exists()


def test_2_a_clean_cell_still_compiles_with_its_power(write, run_cli):
    p = write("ok.csv", "name,type,power,text\nPebble Imp,minion, 3 ,You may draw a card.\n")
    assert run_cli("compile", p, "--ruleset", "smashup", "-o", "out.json")[0] == 0
    assert fmt.load_set("out.json").cards[0].stats == (("power", 3),)


# ------------------------------------------------------------------ 3. draw a million cards
@pytest.mark.parametrize("count", ["100", "1000000", "9" * 100, "9" * 5000])
def test_3_a_count_beyond_the_range_is_E302(write, run_cli, count):
    p = write("draw.cards", f'ruleset smashup\n\ncard "Deep Well": action\n  Draw {count} cards.\n')
    rc, out, _ = run_cli("check", p, "--format", "concise")
    assert rc == 1
    [line] = concise(out)
    assert ("E302 the number" in line and "is outside 0..99" in line) or "E105 ability text is too long" in line


def test_3_the_largest_count_in_range_checks(write, run_cli):
    p = write("draw.cards", 'ruleset smashup\n\ncard "Deep Well": action\n  Draw 99 cards.\n')
    assert run_cli("check", p)[0] == 0


def _game_with_deck(n: int) -> Game:
    g = Game(SMASHUP, ("A", "B"), chooser=FirstChooser())
    for p in g.state.players:
        p.plays_left["action"] = 9
    filler = s.CardSpec(slug="t/filler", name="Filler", card_type="minion", stats=(("power", 1),))
    for _ in range(n):
        g.add_card(filler, 0, "deck")
    return g


@pytest.mark.rule("SU-A4")
@pytest.mark.parametrize("amount", [10 ** 6, 10 ** 18])
def test_3_drawing_from_an_empty_deck_ends_at_once_not_once_per_card(amount):
    """An engine given such a card anyway (built by hand): the draw takes what there is (deck
    and discard pile, SU-A4 / BH-520.3) and stops, in one step, not a million."""
    g = _game_with_deck(5)
    card = s.CardSpec(slug="t/deep", name="Deep Well", card_type="action",
                      abilities=(s.OnPlay(origin="t/deep#0", effect=s.Draw(amount=Const(value=amount))),))
    g.play_card(g.add_card(card, 0, "hand"))
    assert len(g.state.zone_cards(0, "hand")) == 6          # the 5 of the deck, and the action reshuffled
    skipped = [st for st in g.trace.of_kind("skipped") if dict(st.detail).get("why") == "empty deck"]
    assert len(skipped) == 1 and dict(skipped[0].detail)["not drawn"] == amount - 6


@pytest.mark.parametrize("amount", [10 ** 5, 10 ** 12])
def test_3_a_repeat_beyond_the_work_bound_is_a_runtime_error_naming_the_card(amount):
    g = _game_with_deck(0)
    card = s.CardSpec(slug="t/echo", name="Echo Chamber", card_type="action", abilities=(
        s.OnPlay(origin="t/echo#0", effect=s.Repeat(count=Const(value=amount),
                                                    effect=s.Gain(amount=Const(value=1), resource="vp"))),))
    with pytest.raises(LoopLimit, match=r"^Echo Chamber: its ability \(t/echo#0\) did more than 20000 units"):
        g.play_card(g.add_card(card, 0, "hand"))
    assert g.resource(0, "vp") == 0                     # stopped before any round


def test_3_extra_plays_beyond_the_bound_are_a_runtime_error():
    g = _game_with_deck(0)
    card = s.CardSpec(slug="t/flood", name="Flood Gate", card_type="action", abilities=(
        s.OnPlay(origin="t/flood#0", effect=s.PlayExtra(card_type="minion", amount=Const(value=10 ** 9),
                                                         filter=s.Filter(card_types=("minion",)))),))
    with pytest.raises(LoopLimit, match="Flood Gate"):
        g.play_card(g.add_card(card, 0, "hand"))


def test_3_fuzz_of_a_set_with_a_huge_draw_finishes(write, run_cli):
    """`cardtext fuzz` plays a compiled set in which an engine-side draw of the largest printable
    count meets an empty deck: the games end."""
    p = write("well.cards", 'ruleset smashup\n\ncard "Deep Well": action\n  Draw 99 cards.\n\n'
                            'card "Pebble Imp": minion, power 2\n\n'
                            'card "Flat Rock": base, breakpoint 12, vp 3/2/1\n\ncard "Low Hill": base, breakpoint 14, vp 3/2/1\n\n'
                            'card "Dry Lake": base, breakpoint 13, vp 3/2/1\n')
    rc, out, _ = run_cli("fuzz", p, "--games", "5", "--seed", "3")
    assert rc == 0, out
    assert "runtime errors 0" in out


# ------------------------------------------------------------------ 4 and 5. tampered compiled sets
@pytest.fixture(scope="module")
def compiled_doc(tmp_path_factory) -> dict:
    from dsl.compiler import compile_paths
    compiled = compile_paths(sorted(SMASHUP_SETS.glob("*.cards")))
    assert compiled.ok
    return json.loads(compiled.text())


def rehash(doc: dict) -> str:
    doc = copy.deepcopy(doc)
    doc["hash"] = fmt.content_hash(doc)
    return json.dumps(doc)


def _load_error(text: str) -> fmt.FormatError:
    with pytest.raises(fmt.FormatError) as info:
        fmt.loads(text, file="set.json")
    return info.value


@pytest.mark.parametrize("literal", ["9" * 5000, "-" + "9" * 5000, "1e999", "-1e999", "1E400"])
def test_4_a_huge_integer_or_an_infinite_float_is_a_FormatError_with_its_place(compiled_doc, literal):
    text = json.dumps(compiled_doc).replace('"power": 4', f'"power": {literal}', 1)
    err = _load_error(text)
    assert err.file == "set.json" and err.place.count(":") == 1 and err.place.split(":")[0] == "1"
    assert "too large for any field" in err.problem


def _first_const_key(doc: dict) -> str:
    return next(k for k, v in sorted(doc["pool"].items()) if v[0] == "Amount" and v[1].get("kind") == "const")


@pytest.mark.parametrize("value", [10 ** 30, -10 ** 30, 21, -1])
def test_5_a_stat_outside_its_range_is_refused_even_rehashed(compiled_doc, value):
    doc = copy.deepcopy(compiled_doc)
    doc["cards"][0]["stats"]["power"] = value
    err = _load_error(rehash(doc))
    assert err.place == "cards[0].stats.power" and "is outside 0..20" in err.problem


@pytest.mark.parametrize("value", [10 ** 18, 100, 10 ** 4000])
def test_5_a_pooled_amount_outside_the_range_is_refused(compiled_doc, value):
    doc = copy.deepcopy(compiled_doc)
    doc["pool"][_first_const_key(doc)][1]["value"] = value
    err = _load_error(rehash(doc))
    assert ".amount" in err.place or ".value" in err.place
    assert "is outside -99..99" in err.problem


@pytest.mark.parametrize("change, place, words", [
    (lambda d: d["cards"].append(copy.deepcopy(d["cards"][0])), "cards[", "also the name of cards[0]"),
    (lambda d: d["cards"][1].__setitem__("slug", d["cards"][0]["slug"]), "cards[1].slug", "also the slug"),
    (lambda d: d["cards"][1].__setitem__("name", d["cards"][0]["name"]), "cards[1].name", "also the name"),
    (lambda d: d["cards"][1].__setitem__("name", ""), "cards[1].name", "must not be empty"),
    (lambda d: d["cards"][1].__setitem__("name", " \t"), "cards[1].name", "must not be empty"),
    (lambda d: d["cards"][1].__setitem__("slug", ""), "cards[1].slug", "must not be empty"),
    (lambda d: d["cards"][1].__setitem__("type", "wizard"), "cards[1].type", "not a card type"),
    (lambda d: d["cards"][0]["stats"].__setitem__("luck", 3), "cards[0].stats.luck", "not a stat"),
])
def test_5_what_the_compiler_never_writes_is_refused_naming_the_place(compiled_doc, change, place, words):
    doc = copy.deepcopy(compiled_doc)
    change(doc)
    err = _load_error(rehash(doc))
    assert err.place.startswith(place) and words in err.problem, err


def test_5_every_shipped_set_still_loads(tmp_path, run_cli):
    for folder in (SMASHUP_SETS, BERSERK_SETS):
        out = tmp_path / f"{folder.name}.json"
        assert run_cli("compile", folder, "-o", out, "--no-cache")[0] == 0
        assert fmt.load_set(out).cards


# ------------------------------------------------------------------ 6. modes kept
UNFORMATTED = 'ruleset smashup\n\ncard "Pebble Imp":   minion,  power 2\n  you may draw a card.\n'


@pytest.mark.parametrize("mode", [0o644, 0o640, 0o664, 0o600, 0o755])
def test_6_fmt_keeps_the_files_mode(write, run_cli, mode):
    p = Path(write("m.cards", UNFORMATTED))
    p.chmod(mode)
    rc, out, _ = run_cli("fmt", p)
    assert rc == 0 and "reformatted" in out
    assert stat.S_IMODE(p.stat().st_mode) == mode
    assert p.read_text(encoding="utf-8") != UNFORMATTED


def test_6_compile_writes_a_new_file_with_the_usual_mode_and_keeps_an_existing_ones(write, run_cli):
    p = write("ok.cards", MINION_OK)
    old = os.umask(0o022)
    try:
        assert run_cli("compile", p, "-o", "new.json")[0] == 0
        assert stat.S_IMODE(Path("new.json").stat().st_mode) == 0o644
        Path("new.json").chmod(0o640)
        assert run_cli("compile", p, "-o", "new.json")[0] == 0
        assert stat.S_IMODE(Path("new.json").stat().st_mode) == 0o640
    finally:
        os.umask(old)


# ------------------------------------------------------------------ 7. symlinks
def test_7_fmt_on_a_symlink_formats_its_target_and_keeps_the_link(write, run_cli):
    target = Path(write("real.cards", UNFORMATTED))
    link = Path("link.cards")
    link.symlink_to(target.name)
    rc, _, _ = run_cli("fmt", link)
    assert rc == 0
    assert link.is_symlink() and os.readlink(link) == "real.cards"
    assert target.read_text(encoding="utf-8") != UNFORMATTED
    assert run_cli("fmt", "--check", target)[0] == 0


def test_7_a_dangling_symlink_is_refused_with_a_message(write, run_cli, tmp_path):
    from dsl.writes import WriteError, write_atomically
    link = tmp_path / "gone.json"
    link.symlink_to("nowhere/at/all.json")
    with pytest.raises(WriteError, match="symbolic link"):
        write_atomically(link, "{}")
    assert link.is_symlink()


# ------------------------------------------------------------------ 8. not a regular file
def test_8_compile_refuses_a_fifo_and_leaves_it(write, run_cli):
    p = write("ok.cards", MINION_OK)
    os.mkfifo("pipe.json")
    rc, _, err = run_cli("compile", p, "-o", "pipe.json")
    assert rc == 2 and "FIFO" in err and "nothing written" in err
    assert stat.S_ISFIFO(os.stat("pipe.json").st_mode)


@pytest.mark.skipif(not os.path.exists("/dev/full"), reason="no /dev/full")
def test_8_compile_refuses_a_device(write, run_cli):
    rc, _, err = run_cli("compile", write("ok.cards", MINION_OK), "-o", "/dev/full")
    assert rc == 2 and "character device" in err
    assert stat.S_ISCHR(os.stat("/dev/full").st_mode)


def test_8_compile_writes_through_a_symlink_and_refuses_a_folder(write, run_cli):
    p = write("ok.cards", MINION_OK)
    Path("real.json").write_text("old", encoding="utf-8")
    Path("out.json").symlink_to("real.json")
    assert run_cli("compile", p, "-o", "out.json")[0] == 0
    assert Path("out.json").is_symlink() and fmt.load_set("real.json").cards
    os.mkdir("dir.json")
    rc, _, err = run_cli("compile", p, "-o", "dir.json")
    assert rc == 2 and "a folder" in err


def test_8_temporary_files_an_interrupted_write_left_are_removed(write, run_cli):
    p = write("ok.cards", MINION_OK)
    dead = 2 ** 22 + 12345           # above the default pid_max: no such process
    for name in (f".out.json.{dead}.abcd1234.tmp", ".out.json.k2j3h4g5.tmp"):
        Path(name).write_text("half", encoding="utf-8")
    Path(f".other.json.{dead}.zz.tmp").write_text("not ours", encoding="utf-8")
    assert run_cli("compile", p, "-o", "out.json")[0] == 0
    assert sorted(n for n in os.listdir(".") if n.endswith(".tmp")) == [f".other.json.{dead}.zz.tmp"]


def test_8_an_unwritable_output_is_exit_2_with_the_systems_words(write, run_cli):
    if os.geteuid() == 0:
        pytest.skip("root writes anywhere")
    p = write("ok.cards", MINION_OK)
    os.mkdir("ro")
    os.chmod("ro", 0o555)
    rc, _, err = run_cli("compile", p, "-o", "ro/out.json")
    assert rc == 2 and "Permission denied" in err


# ------------------------------------------------------------------ 9. damaged cache entries
SHAPES = ["[]", "null", "7", '"text"', "{}", '{"key": 1}', '{"cards": [1, 2]}', '{"cards": "x", "names": 3}',
          "[" * 100_000, '{"key": "K", "ruleset": "smashup", "count": 1, "cards": [{}], "names": [], "pool": 5}',
          "{\"cards\": [\"{\\\"junk\\\": 1}\"]}", "\x00\xff", ""]


@pytest.mark.parametrize("shape", SHAPES)
def test_9_a_cache_entry_of_any_shape_is_a_miss(write, run_cli, shape):
    p = write("ok.cards", MINION_OK)
    assert run_cli("compile", p, "-o", "first.json")[0] == 0
    entries = [e for e in Path(".cardtext_cache").rglob("*.json") if not e.name.startswith(".")]
    assert entries
    for e in entries:
        text = shape.replace('"K"', json.dumps(e.stem))
        e.write_bytes(text.encode("utf-8", "surrogateescape") if isinstance(text, str) else text)
    rc, out, err = run_cli("compile", p, "-o", "second.json")
    assert rc == 0, out + err
    assert "from cache" not in out
    assert Path("first.json").read_bytes() == Path("second.json").read_bytes()
    assert run_cli("compile", p, "-o", "third.json")[0] == 0       # and the cache is mended
    assert Path("third.json").read_bytes() == Path("first.json").read_bytes()


# ------------------------------------------------------------------ 10. a full standard output
@pytest.mark.skipif(not os.path.exists("/dev/full"), reason="no /dev/full")
@pytest.mark.parametrize("args", [["schema"], ["explain"], ["show", "Cog Foreman", str(SMASHUP_SETS)],
                                  ["compile", str(SMASHUP_SETS), "-o", "-", "--no-cache"]])
def test_10_a_full_standard_output_is_exit_2_with_the_systems_words(tmp_path, args):
    with open("/dev/full", "w") as full:
        r = subprocess.run([sys.executable, "-m", "dsl", *args], stdout=full, stderr=subprocess.PIPE, text=True,
                           cwd=tmp_path, env={**os.environ, "PYTHONPATH": str(ROOT)}, timeout=PROMPT_SECONDS)
    assert r.returncode == 2
    assert "No space left on device" in r.stderr
    assert "bug" not in r.stderr and "I901" not in r.stderr and "Traceback" not in r.stderr


# ------------------------------------------------------------------ 12. nothing left behind
def test_12_parallel_compile_and_fuzz_leave_no_process_or_thread_behind(write, run_cli):
    """The suite's hang after its last test was a pool left behind; the pools are closed and
    their workers reaped before a command returns."""
    before = set(threading.enumerate())
    p = write("ok.cards", MINION_OK)
    q = write("ok2.cards", MINION_OK.replace("Pebble Imp", "Gravel Imp"))
    assert run_cli("compile", p, q, "-o", "out.json", "--jobs", "2", "--no-cache")[0] == 0
    rc, out, _ = run_cli("fuzz", SMASHUP_SETS, "--games", "4", "--jobs", "2", "--seed", "1")
    assert rc in (0, 1) and "ended" in out
    assert multiprocessing.active_children() == []
    assert [t for t in threading.enumerate() if t not in before and t.is_alive()] == []


# ------------------------------------------------------------------ 13. the compile summary
def test_13_compile_counts_the_cards_with_errors(write, run_cli):
    good = "".join(f'card "Imp {i}": minion, power 2\n  You may draw a card.\n\n' for i in range(232))
    p = write("many.cards", "ruleset smashup\n\n" + good + 'card "Bad Imp": minion, power 2\n  You may destory a card.\n')
    rc, out, _ = run_cli("compile", p, "-o", "out.json", "--format", "concise")
    assert rc == 1
    assert "not written: 1 of 233 cards in 1 file has errors" in out


def test_13_compile_of_two_rulesets_says_a_set_holds_one(run_cli):
    rc, out, _ = run_cli("compile", str(ROOT / "cardsets"), "-o", "out.json", "--format", "concise")
    assert rc == 1
    assert "cards have errors" not in out and "have errors" not in out.splitlines()[-1]
    assert "a compiled set holds one ruleset" in out and "follow" in out


def test_12_loads_in_threads_leave_the_collector_as_they_found_it(monkeypatch):
    """A cause of the hang after the last test: two threads loading at once could leave the
    cyclic garbage collector off for the rest of the run (the second read "off" while the first
    had paused it, and turned it off again after the first had turned it back on). The two
    threads are driven into exactly that order."""
    import gc

    first_in, second_read, first_out = threading.Event(), threading.Event(), threading.Event()

    class SteppedGc:
        def __getattr__(self, name):
            return getattr(gc, name)

        def isenabled(self):
            was = gc.isenabled()
            if threading.current_thread().name == "second":
                second_read.set()
                first_out.wait(2)
            return was

    def first():
        with fmt.envelope._collector_paused():
            first_in.set()
            second_read.wait(1)
        first_out.set()

    def second():
        first_in.wait(2)
        with fmt.envelope._collector_paused():
            pass

    monkeypatch.setattr(fmt.envelope, "gc", SteppedGc())
    assert gc.isenabled()
    threads = [threading.Thread(target=first, name="first"), threading.Thread(target=second, name="second")]
    for th in threads:
        th.start()
    for th in threads:
        th.join(10)
    was = gc.isenabled()
    gc.enable()                 # whatever happened, the rest of the run has its collector
    assert was
    text = fmt.dump(fmt.CompiledSet(ruleset="smashup", cards=()), "0")
    fmt.loads(text)
    assert gc.isenabled()


# ------------------------------------------------------------------ wider than the list
def test_names_that_differ_in_case_or_punctuation_get_their_own_slugs(write, run_cli):
    p = write("tw.cards", 'ruleset smashup\n\ncard "Twin Blade": minion, power 2\n\ncard "twin-blade": minion, power 3\n\n'
                          'card "!!!": action\n  Draw a card.\n\ncard "???": action\n  Draw a card.\n')
    assert run_cli("compile", p, "-o", "out.json")[0] == 0
    cs = fmt.load_set("out.json")               # what compile writes, the loader takes
    assert [c.slug for c in cs.cards] == ["smashup/twin-blade", "smashup/twin-blade-2", "smashup/card",
                                          "smashup/card-2"]
    assert len({a.ability.origin for c in cs.cards for a in c.abilities}) == 2
    q = write("tw2.cards", 'ruleset smashup\n\ncard "TWIN BLADE": minion, power 2\n')
    rc, out, _ = run_cli("compile", p, q, "-o", "two.json", "--format", "concise")
    assert rc == 1 and "E303 the card `TWIN BLADE` has the slug `smashup/twin-blade`" in out


@pytest.mark.parametrize("make", ["fifo", "/dev/zero", "/dev/urandom", "folder"])
@pytest.mark.parametrize("command", ["check", "compile", "fmt", "lint"])
def test_a_card_file_that_is_not_a_regular_file_is_E001_never_a_hang(write, run_cli, make, command):
    if make == "fifo":
        os.mkfifo("in.cards")
        path = "in.cards"
    elif make == "folder":
        os.mkdir("in.cards")
        path = "in.cards"
        write("in.cards/real.cards", MINION_OK)
    else:
        if not os.path.exists(make):
            pytest.skip(f"no {make}")
        path = make
    args = [command, path] + (["-o", "out.json"] if command == "compile" else [])
    rc, out, err = run_cli(*args)
    if make == "folder":
        assert rc == 0                   # a folder is searched for card files
    else:
        assert rc == 2 and "not a regular file" in out + err


@pytest.mark.parametrize("text", ["Destroy 0 minions.", "Return 0 minions to their owners' hands.",
                                  "Destroy up to 0 minions."])
def test_a_number_the_instruction_cannot_take_is_E302_not_an_internal_error(write, run_cli, text):
    rc, out, _ = run_cli("check", write("z.cards", f'ruleset smashup\n\ncard "Nil": action\n  {text}\n'),
                         "--format", "concise")
    assert rc == 1 and " E302 " in out


def test_only_a_bases_vp_has_places(write, run_cli):
    p = write("p.cards", 'ruleset smashup\n\ncard "Imp": minion, power 4/2/1\n\ncard "Rock": base, breakpoint 20, vp 4/2/1\n')
    rc, out, _ = run_cli("check", p, "--format", "concise")
    assert rc == 1 and [ln.split(": ", 1)[1] for ln in concise(out)] == ["E302 power `4/2/1` is not a number"]


@pytest.mark.parametrize("change, place", [
    (lambda d: d["cards"][0].__setitem__("keywords", ["flying"]), "cards[0].keywords[0]"),
    (lambda d: d["cards"][0].__setitem__("element", "plasma"), "cards[0].element"),
])
def test_5_words_of_another_game_are_refused(compiled_doc, change, place):
    doc = copy.deepcopy(compiled_doc)
    change(doc)
    assert _load_error(rehash(doc)).place == place


def test_5_a_zone_or_resource_the_ruleset_lacks_is_refused(compiled_doc):
    doc = copy.deepcopy(compiled_doc)
    text = json.dumps(doc)
    assert '"resource": "vp"' in text
    err = _load_error(rehash(json.loads(text.replace('"resource": "vp"', '"resource": "gold"', 1))))
    assert err.place.endswith(".resource") and "'gold' is not one of the resources" in err.problem


def test_5_an_unused_pool_entry_outside_the_range_is_refused_naming_the_entry(compiled_doc):
    # the loader checks the numbers while it builds the IR, pool entries included (issue 21)
    doc = copy.deepcopy(compiled_doc)
    doc["pool"]["@0123abcd"] = ["Amount", {"kind": "const", "value": 500}]
    err = _load_error(rehash(doc))
    assert err.place == 'pool["@0123abcd"][1].value' and "is outside -99..99" in err.problem


def test_5_every_problem_is_listed_in_document_order_as_the_validator_finds_them(compiled_doc):
    # a card-level problem after an ability's: the first named is the ability's, and both are
    # listed, as `set_problems` lists them on the set read without the ruleset's limits
    doc = copy.deepcopy(compiled_doc)
    text = json.dumps(doc).replace('"resource": "vp"', '"resource": "gold"', 1)
    doc = json.loads(text)
    doc["cards"][-1]["type"] = "wizard"
    err = _load_error(rehash(doc))
    assert err.place.endswith(".resource") and len(err.problems) == 2
    assert err.problems[1][0] == f"cards[{len(doc['cards']) - 1}].type"


def test_a_stat_given_twice_is_an_error_not_the_last_one_silently(write, run_cli):
    rc, out, _ = run_cli("check", write("d.cards", 'ruleset smashup\n\ncard "Imp": minion, power 2, power 3\n'),
                         "--format", "concise")
    assert rc == 1 and [ln.split(": ", 1)[1] for ln in concise(out)] == ["E302 `power` is given twice"]


def test_a_column_given_twice_is_an_error(write, run_cli):
    p = write("d.csv", "name,type,Power,power,text\nImp,minion,2,3,Draw a card.\n")
    rc, out, _ = run_cli("check", p, "--ruleset", "smashup", "--format", "concise")
    assert rc == 1 and "E002 the column `power` appears twice in the header row" in out


@pytest.mark.parametrize("make", ["fifo", "/dev/zero"])
def test_4_load_set_of_a_fifo_or_a_device_is_a_FormatError_not_a_hang(tmp_path, make):
    fd = None
    if make == "fifo":
        path = tmp_path / "set.json"
        os.mkfifo(path)                     # no writer: opening it for reading would block
    else:
        if not os.path.exists(make):
            pytest.skip(f"no {make}")
        path = make
    try:
        with pytest.raises(fmt.FormatError, match="not a regular file"):
            fmt.load_set(path)
    finally:
        if fd is not None:
            os.close(fd)


@pytest.mark.parametrize("args, words", [
    (["fuzz", "SET", "--deck-size", "1000000000"], "--deck-size must be 1000 or less"),
    (["fuzz", "SET", "--players", "100000"], "--players must be 8 or less"),
    (["fuzz", "SET", "--jobs", "100000"], "--jobs must be 64 or less"),
    (["fuzz", "SET", "--max-turns", "1000000000"], "--max-turns must be 10000 or less"),
    (["compile", "SET", "-o", "x.json", "--jobs", "100000"], "--jobs must be from 1 to 64"),
])
def test_command_line_numbers_that_would_take_unbounded_memory_or_processes_are_usage_errors(run_cli, args, words):
    rc, _, err = run_cli(*[str(SMASHUP_SETS) if a == "SET" else a for a in args])
    assert rc == 2 and words in err


@pytest.mark.parametrize("line", ["  Ann vp: {n}", "  activate Clock Tower {n}", "  choose order: {n}"])
def test_a_scenario_with_a_number_of_thousands_of_digits_is_E702(tmp_path, run_cli, line):
    (tmp_path / "set.cards").write_text((SMASHUP_SETS / "clockwork.cards").read_text(encoding="utf-8"),
                                        encoding="utf-8")
    section = "setup" if "vp" in line else "actions"
    text = ("scenario: big\nset: set.cards\nplayers: Ann, Bob\nsetup:\n  base: Clock Tower\n"
            + (line.format(n="9" * 5000) + "\n" if section == "setup" else "")
            + "actions:\n  turn Ann\n" + (line.format(n="9" * 5000) + "\n" if section == "actions" else "")
            + "expect:\n  Ann vp: 0\n")
    (tmp_path / "big.scenario").write_text(text, encoding="utf-8")
    rc, out, _ = run_cli("play", "big.scenario")
    assert rc == 2 and "error[E702]: the number 999999999999…9 (5,000 digits) is too large for a scenario" in out
