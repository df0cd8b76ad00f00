"""`cardtext compile`: deterministic output that validates against the published schema, loads
in a runtime without the parser, is never written over when there are errors, and recompiles
from its cache."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import jsonschema
import pytest

from dsl.cli import main
from runtime import format as fmt

ROOT = Path(__file__).resolve().parent.parent
SETS = {"berserk": ROOT / "cardsets" / "berserk", "smashup": ROOT / "cardsets" / "smashup"}


@pytest.fixture(autouse=True)
def in_tmp(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)      # the cache folder and relative outputs go to tmp_path


def compile_(*args: str) -> int:
    return main(["compile", *args])


@pytest.mark.parametrize("game", sorted(SETS))
def test_compiling_twice_gives_identical_bytes_with_and_without_cache(game, tmp_path, capsys):
    assert compile_(str(SETS[game]), "-o", "a.json", "--no-cache") == 0
    assert compile_(str(SETS[game]), "-o", "b.json") == 0          # fills the cache
    assert compile_(str(SETS[game]), "-o", "c.json") == 0          # from the cache
    assert "from cache" in capsys.readouterr().out
    a, b, c = ((tmp_path / n).read_bytes() for n in ("a.json", "b.json", "c.json"))
    assert a == b == c


@pytest.mark.parametrize("game", sorted(SETS))
def test_every_compiled_set_validates_against_the_schema(game, tmp_path, capsys):
    assert compile_(str(SETS[game]), "-o", "out.json") == 0
    doc = json.loads((tmp_path / "out.json").read_text(encoding="utf-8"))
    capsys.readouterr()
    assert main(["schema"]) == 0
    schema = json.loads(capsys.readouterr().out)
    jsonschema.Draft202012Validator.check_schema(schema)
    jsonschema.Draft202012Validator(schema).validate(doc)
    loaded = fmt.load_set(tmp_path / "out.json")
    assert loaded.ruleset == game and loaded.cards


def test_compile_refuses_to_write_over_output_when_errors_remain(tmp_path, capsys):
    bad = tmp_path / "bad.cards"
    bad.write_text('ruleset smashup\ncard "A": action\n  Destory a minion.\n', encoding="utf-8")
    out = tmp_path / "out.json"
    out.write_text("precious\n", encoding="utf-8")
    assert compile_(str(bad), "-o", str(out)) == 1
    assert out.read_text(encoding="utf-8") == "precious\n"
    text = capsys.readouterr().out
    assert "E103" in text and "not written" in text


def test_a_construct_the_runtime_cannot_run_blocks_compilation(tmp_path, capsys):
    src = tmp_path / "x.cards"
    src.write_text('ruleset smashup\ncard "A": action\n  Choose a base.\n', encoding="utf-8")
    assert compile_(str(src), "-o", "out.json") == 1
    assert "E501" in capsys.readouterr().out
    assert not (tmp_path / "out.json").exists()


def test_jobs_give_the_same_bytes(tmp_path):
    files = []
    for i in range(3):
        p = tmp_path / f"part{i}.cards"
        p.write_text(f'ruleset smashup\ncard "Card {i}": minion, power {i + 1}\n  Draw a card.\n', encoding="utf-8")
        files.append(str(p))
    assert compile_(*files, "-o", "one.json", "--no-cache") == 0
    assert compile_(*files, "-o", "two.json", "--no-cache", "--jobs", "2") == 0
    assert (tmp_path / "one.json").read_bytes() == (tmp_path / "two.json").read_bytes()


def test_a_damaged_cache_entry_is_recompiled(tmp_path, capsys):
    assert compile_(str(SETS["berserk"]), "-o", "a.json") == 0
    for entry in (tmp_path / ".cardtext_cache").rglob("*.json"):
        entry.write_text('{"key": "truncat', encoding="utf-8")
    assert compile_(str(SETS["berserk"]), "-o", "b.json") == 0
    assert "from cache" not in capsys.readouterr().out.splitlines()[-1]
    assert (tmp_path / "a.json").read_bytes() == (tmp_path / "b.json").read_bytes()


def test_the_compiler_pools_a_file_at_a_time_as_dump_does(tmp_path):
    """`cardtext compile` pools each file's repeated values in the file's own job (and keeps
    them in the cache); the set it writes is byte for byte what `fmt.dump` writes for the same
    cards, with or without the cache, with one job or two."""
    files = sorted(str(p) for p in SETS["smashup"].glob("*.cards"))
    assert len(files) > 1
    assert compile_(*files, "-o", "a.json", "--no-cache") == 0
    assert compile_(*files, "-o", "b.json") == 0                  # fills the cache
    assert compile_(*files, "-o", "c.json", "--jobs", "2") == 0   # from it
    text = (tmp_path / "a.json").read_text(encoding="utf-8")
    assert (tmp_path / "b.json").read_text(encoding="utf-8") == text == \
        (tmp_path / "c.json").read_text(encoding="utf-8")
    assert '"pool":{' in text
    assert fmt.dump(fmt.loads(text), fmt.loads(text).compiler) == text


def test_the_cache_follows_the_file_content(tmp_path, capsys):
    p = tmp_path / "s.cards"
    p.write_text('ruleset smashup\ncard "A": minion, power 2\n  Draw a card.\n', encoding="utf-8")
    assert compile_(str(p), "-o", "a.json") == 0
    p.write_text('ruleset smashup\ncard "A": minion, power 3\n  Draw a card.\n', encoding="utf-8")
    assert compile_(str(p), "-o", "b.json") == 0
    assert fmt.load_set(tmp_path / "b.json").cards[0].stat("power") == 3


def test_an_unchanged_set_recompiles_its_shared_deck_cards_from_the_cache(tmp_path, capsys, monkeypatch):
    """The shared decks' cards (SU-M1) go through the cache like a file: a cached recompile of a
    Smash Up set compiles nothing, and writes the same bytes."""
    from dsl import compiler
    assert compile_(str(SETS["smashup"]), "-o", "a.json") == 0          # fills the cache
    compiler._shared_deck_cards.cache_clear()          # as in a new process
    monkeypatch.setattr(compiler, "compile_source", lambda *a, **k: pytest.fail("compiled again"))
    assert compile_(str(SETS["smashup"]), "-o", "b.json") == 0
    assert (tmp_path / "a.json").read_bytes() == (tmp_path / "b.json").read_bytes()
    assert [c.name for c in fmt.load_set(tmp_path / "b.json").shared] == ["Madness"]


def test_sets_of_two_games_cannot_be_compiled_together(capsys):
    assert compile_(str(SETS["berserk"]), str(SETS["smashup"]), "-o", "x.json") == 1
    assert "E004" in capsys.readouterr().out


def test_output_to_stdout(capsys):
    assert compile_(str(SETS["berserk"]), "-o", "-") == 0
    out = capsys.readouterr().out
    assert fmt.loads(out).ruleset == "berserk"


def test_compiled_set_loads_and_plays_without_dsl_or_lark(tmp_path):
    assert compile_(str(SETS["berserk"]), "-o", "out.json") == 0
    code = f"""
import sys
sys.modules['dsl'] = None      # neither the parser nor lark can be imported here
sys.modules['lark'] = None
import runtime
from runtime import Game, BERSERK, FirstChooser
cs = runtime.load_set({str(tmp_path / 'out.json')!r})
specs = {{c.name: c.to_spec() for c in cs.cards}}
g = Game(BERSERK, ('Ann', 'Bob'), chooser=FirstChooser(), seed=1)
g.players[0].resources['coin'] = 10
noita = g.add_card(specs['Noita'], 1, 'play area')
orc = g.add_card(specs['Orc Avenger'], 1, 'play area')
raptor = g.add_card(specs['Raptor'], 0, 'hand')
g.begin_turn(0)
g.play_card(raptor)
assert g.card(noita).zone == 'graveyard' and g.card(orc).zone == 'play area'
assert not {{'dsl', 'lark'}} & {{m for m in sys.modules if sys.modules[m] is not None}}
print('played', len(cs.cards))
"""
    r = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=tmp_path,
                       env={**os.environ, "PYTHONPATH": str(ROOT)})
    assert r.returncode == 0, r.stderr
    assert r.stdout.startswith("played ")


def test_source_locations_and_ability_text_are_kept(tmp_path):
    assert compile_(str(SETS["berserk"]), "-o", "out.json") == 0
    cs = fmt.load_set(tmp_path / "out.json")
    raptor = next(c for c in cs.cards if c.name == "Raptor")
    (ab,) = raptor.abilities
    assert ab.span.text == "Recruit: Destroy each creature with cost 3 or less."
    assert raptor.source.file.endswith("cardsets/berserk/heroes.cards")
    src = (ROOT / "cardsets" / "berserk" / "heroes.cards").read_text(encoding="utf-8")
    assert src[ab.span.start:ab.span.end] == ab.span.text
    assert ab.ability.origin == "berserk/raptor#0"


def test_two_processes_share_the_cache_safely(tmp_path):
    """Two compiles at once, filling the same cache: both succeed with the same bytes, and the
    cache they leave is complete (atomic renames, no half-written entry)."""
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    cmd = [sys.executable, "-m", "dsl", "compile", str(SETS["smashup"]), "-o"]
    procs = [subprocess.Popen(cmd + [f"out{i}.json"], cwd=tmp_path, env=env, stdout=subprocess.PIPE,
                              stderr=subprocess.PIPE, text=True) for i in range(2)]
    results = [p.communicate(timeout=120) for p in procs]
    assert [p.returncode for p in procs] == [0, 0], results
    assert (tmp_path / "out0.json").read_bytes() == (tmp_path / "out1.json").read_bytes()
    entries = list((tmp_path / ".cardtext_cache").rglob("*.json"))
    assert entries and all(json.loads(e.read_text(encoding="utf-8"))["cards"] for e in entries)
    assert not list((tmp_path / ".cardtext_cache").rglob(".tmp-*"))


def test_a_file_named_twice_is_compiled_once(capsys):
    assert compile_(str(SETS["smashup"]), str(SETS["berserk"] / ".." / "smashup"), "-o", "x.json") == 0
    files = len(list(SETS["smashup"].glob("*.cards")))          # each once, however it is named
    assert f"from {files} file{'s' if files > 1 else ''}" in capsys.readouterr().out
