"""`--jobs N` for check, lint and fmt (dsl/jobs.py): the cards of a set checked by N processes
give the same reports, and the same output byte for byte, as one process. Made-up cards, in
our own words: enough of them that the set is split (jobs.MIN_CARDS), with what needs the
whole set to be right (a syntax error taught by the set's accepted sentences, a name given
twice, slugs that must stay unique, a declared keyword)."""

from __future__ import annotations

import re

import pytest

import dsl
from dsl import jobs
from dsl.cli import main
from dsl.render import render_full

SENTENCES = [
    "Draw a card.",
    "Destroy a minion of power {n} or less.",
    "Ongoing: Your other minions here cannot be destroyed.",
    "Place a +1 power counter on one of your minions.",
    "Gain 1 VP.",
    "Play an extra minion and draw a card.",
    "Return a minion of power {n} or less to its owner's hand.",
]


def make_set(n: int = 3 * jobs.MIN_CARDS) -> str:
    lines = ["ruleset smashup", 'keyword "Rooted": This minion cannot be moved.', ""]
    for i in range(n):
        name = f"Tin Lantern {i}"
        if i == 40:
            name = "Tin Lantern 3"                  # a name given twice (E303)
        if i == 50:
            name = "Brass Hook"
        if i == 150:
            name = "BRASS HOOK"                     # differs only in case: slug brass-hook-2
        if i == 151:
            name = "brass hook 2"                   # whose own slug the second one took
        lines.append(f'card "{name}": minion, power {1 + i % 5}')
        if i % 37 == 5:
            lines.append("  Drow a card.")          # syntax error, taught by the set's sentences
        elif i % 29 == 3:
            lines.append("  Rooted")
        else:
            lines.append("  " + SENTENCES[i % len(SENTENCES)].format(n=1 + i % 3))
    return "\n".join(lines) + "\n"


def seen(rep) -> str:
    out = [render_full(d, rep.source) for d in rep.all_diagnostics()]
    for c in rep.cards:
        out.append(f"{c.name}|{c.ok}|{c.slug}|{sorted(c.keyword_abilities.values())}")
        out.append(repr(c.lowered.abilities) if c.lowered is not None else "-")
    out.append(repr(rep.card_file()))
    return "\n".join(out)


@pytest.fixture(scope="module")
def text() -> str:
    return make_set()


def test_the_set_is_split_and_has_what_needs_the_whole_set(text):
    rep = dsl.check_text(text, "lanterns.cards")
    assert jobs.worth_it(len(rep.cards), 2)
    got = {d.code.id for d in rep.all_diagnostics()}
    assert {"E303", "E103"} <= got
    slugs = [c.slug for c in rep.cards if c.name.lower().startswith("brass hook")]
    assert slugs == ["brass-hook", "brass-hook-2", "brass-hook-2-2"]
    assert any(c.keyword_abilities for c in rep.cards)


@pytest.mark.parametrize("n,chunk", [(2, jobs.CHUNK), (3, jobs.CHUNK), (5, jobs.CHUNK), (2, 7), (3, 16)])
def test_reports_are_the_same_whatever_the_number_of_jobs(text, n, chunk, monkeypatch):
    if not jobs.can_fork():      # pragma: no cover - checked in one process there
        pytest.skip("no fork")
    monkeypatch.setattr(jobs, "CHUNK", chunk)   # (small: many runs, each process taking several)
    one = dsl.check_text(text, "lanterns.cards")
    many = dsl.check_source(one.source, jobs=n)
    assert seen(many) == seen(one)
    # the ids of keyword abilities point at the card's own abilities again
    for c in many.cards:
        assert set(c.keyword_abilities) <= {id(ab) for ab in c.card.abilities}


def test_fmt_check_of_a_split_set_is_the_same(text):
    from dsl.formatter import format_source
    from dsl.source import SourceFile

    clean = text.replace("  Drow a card.", "  Draw  a card.").replace('"Tin Lantern 3": minion, power 1', '"Tin Cup": minion, power 1')
    src = SourceFile("lanterns.cards", clean)
    one, two = format_source(src), format_source(src, jobs=2)
    assert one.ok and one.changed and (one.text, one.diagnostics) == (two.text, two.diagnostics)


def test_without_keep_the_cards_carry_only_their_diagnostics(text):
    one = dsl.check_text(text, "lanterns.cards")
    slim = dsl.check_source(one.source, jobs=2, keep=False)
    assert [render_full(d, one.source) for d in slim.all_diagnostics()] == \
        [render_full(d, one.source) for d in one.all_diagnostics()]
    assert [(c.name, c.ok, c.slug) for c in slim.cards] == [(c.name, c.ok, c.slug) for c in one.cards]


def _run(capsys, argv: list[str]) -> tuple[int, str]:
    rc = main(argv)
    out = capsys.readouterr().out
    return rc, re.sub(r'\(\d+\.\d+ s\)|"seconds": [\d.]+', "(time)", out)


@pytest.mark.parametrize("argv", [
    ["check", "--format", "full"], ["check", "--format", "json"],
    ["lint", "--format", "concise"], ["lint", "--format", "sarif"], ["lint", "--format", "json"],
    ["fmt", "--diff"],
])
def test_cli_output_is_the_same_byte_for_byte(tmp_path, capsys, text, argv):
    f = tmp_path / "lanterns.cards"
    f.write_text(text, encoding="utf-8")
    one = _run(capsys, argv + ["--jobs", "1", str(f)])
    two = _run(capsys, argv + ["--jobs", "2", str(f)])
    default = _run(capsys, argv + [str(f)])
    assert one == two == default
    assert one[0] == 1 and one[1]


@pytest.mark.parametrize("bad", ["0", "65"])
def test_jobs_out_of_range_is_a_usage_error(tmp_path, capsys, bad):
    f = tmp_path / "one.cards"
    f.write_text('ruleset smashup\ncard "Tin Cup": minion, power 1\n  Draw a card.\n', encoding="utf-8")
    assert main(["check", "--jobs", bad, str(f)]) == 2
    assert "--jobs must be from 1 to 64" in capsys.readouterr().err


def test_one_core_or_no_fork_falls_back_to_one_process(monkeypatch):
    assert not jobs.worth_it(1000, 1)
    assert not jobs.worth_it(jobs.MIN_CARDS - 1, 8)
    import multiprocessing      # (dsl.jobs imports it only when it may fork)

    monkeypatch.setattr(multiprocessing, "get_all_start_methods", lambda: ["spawn"])
    assert not jobs.worth_it(1000, 8)
    assert jobs.available_cores() >= 1
