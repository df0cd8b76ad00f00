"""The scenario language itself: expectations of where a card is and what it has (`CARD at BASE`,
`CARD on CARD`, `CARD has power N`, `CARD has N COUNTER counters`, their failures saying what
was found), and one naming of cards (`Name#k`, the k-th of that name in the setup) in set-up,
actions, scripted answers, expectations and the trace. Made-up cards, in our own words."""

from __future__ import annotations

from pathlib import Path

import pytest

from dsl.cli import main

POND = """ruleset smashup

card "Mudflat": base, breakpoint 30, vp 3/2/1
card "Reedbank": base, breakpoint 30, vp 3/2/1
card "Frogling": minion, power 1
card "Newt": minion, power 2
card "Ripple": action
  Move a minion to another base.
card "Lily Pad": action
  Play on a minion you control.
  Ongoing: This minion has +2 power.
card "Mossy Stone": action
  Play on a base.
  Ongoing: Each minion here has +1 power.
card "Tadpole Feed": action
  Place two +1 power counters on a minion.
"""


def play(tmp_path: Path, capsys, body: str) -> tuple[int, str]:
    (tmp_path / "pond.cards").write_text(POND, encoding="utf-8")
    p = tmp_path / "t.scenario"
    p.write_text("scenario: t\nset: pond.cards\nplayers: Ann, Bob\n" + body, encoding="utf-8")
    rc = main(["play", str(p), "--check"])
    return rc, capsys.readouterr().out


# A second Frogling is moved: chosen by its set-up name, checked at its new base (Reedbank, the
# only base it is not on: not asked).
MOVE = """setup:
  base: Mudflat, Reedbank
  Bob at Mudflat: Frogling, Frogling
  Ann hand: Ripple
actions:
  turn Ann
  phase
  choose targets: Frogling#2
  play Ripple
expect:
"""


def test_a_moved_minion_is_at_its_new_base_and_no_longer_at_the_old_one(tmp_path, capsys):
    rc, out = play(tmp_path, capsys, MOVE + "  Frogling#2 at Reedbank\n  Frogling#2 not at Mudflat\n"
                                            "  Frogling#1 at Mudflat\n")
    assert rc == 0, out
    assert "3 passed, 0 failed: passed" in out


@pytest.mark.parametrize("line,found", [
    ("Frogling#1 at Reedbank", "but Frogling#1 is at Mudflat"),
    ("Frogling#2 not at Reedbank", "but Frogling#2 is at Reedbank"),
    ("Ripple at Mudflat", "but Ripple is in Ann discard pile"),
    ("Ripple on Frogling#1", "but Ripple is in Ann discard pile"),
])
def test_a_failed_place_says_where_the_card_is(tmp_path, capsys, line, found):
    rc, out = play(tmp_path, capsys, MOVE + f"  {line}\n")
    assert rc == 1, out
    assert "E703" in out and f"expected `{line}`, {found}" in out


def test_the_same_name_means_the_same_card_in_choices_expectations_and_the_trace(tmp_path, capsys):
    rc, out = play(tmp_path, capsys, MOVE + "  Frogling#2 at Reedbank\n")
    assert rc == 0, out
    assert "answer=(Frogling#2)" in out and "[Frogling#2] move" in out
    assert "[Ripple] play" in out                    # one card of its name: its bare name
    assert "Frogling#4" not in out and "Ripple#5" not in out     # the game's own ids are not shown


def test_a_unique_card_may_be_answered_as_name_or_name_1(tmp_path, capsys):
    body = MOVE.replace("Bob at Mudflat: Frogling, Frogling", "Bob at Mudflat: Frogling, Newt") \
               .replace("choose targets: Frogling#2\n", "choose targets: Frogling#1\n")
    rc, out = play(tmp_path, capsys, body + "  Frogling at Reedbank\n")
    assert rc == 0, out


# ---- values and counters: "has" ----------------------------------------------------------------


ATTACH = """setup:
  base: Mudflat, Reedbank
  Ann at Mudflat: Frogling, Frogling
  Mossy Stone on Mudflat
  Ann hand: Lily Pad, Tadpole Feed, Mossy Stone
actions:
  turn Ann
  phase
  play Lily Pad on Frogling#2
  end turn
  turn Ann
  phase
  choose targets: Frogling#2
  play Tadpole Feed
  end turn
  turn Ann
  phase
  play Mossy Stone#2 at Reedbank
expect:
"""


@pytest.mark.rule("SU-V3")
def test_power_counters_and_attachments_as_expectations(tmp_path, capsys):
    expect = ["Frogling#1 has power 2",            # 1 printed + 1 from the stone on its base
              "Frogling#2 has power 6",            # + 2 from the pad + 2 counters
              "Frogling#2 power: 6",
              "Frogling#2 has 2 +1 power counters",
              "Frogling#2 +1 power: 2",
              "Frogling#1 has no +1 power counters",
              "Lily Pad on Frogling#2", "Lily Pad at Mudflat", "Lily Pad not on Frogling#1",
              "Mossy Stone#1 on Mudflat", "Mossy Stone#1 at Mudflat",
              "Mossy Stone#2 on Reedbank", "Mossy Stone#2 not on Mudflat"]
    rc, out = play(tmp_path, capsys, ATTACH + "".join(f"  {e}\n" for e in expect))
    assert rc == 0, out
    assert f"{len(expect)} passed, 0 failed: passed" in out


@pytest.mark.rule("SU-V3")
@pytest.mark.parametrize("line,found", [
    ("Frogling#2 has power 4", "but power is 6"),
    ("Frogling#1 has 1 +1 power counter", "but Frogling#1 has 0 +1 power counters"),
    ("Frogling#2 has no +1 power counters", "but Frogling#2 has 2 +1 power counters"),
    ("Lily Pad on Frogling#1", "but Lily Pad is on Frogling#2"),
    ("Mossy Stone#2 at Mudflat", "but Mossy Stone#2 is at Reedbank"),
])
def test_a_failed_value_says_what_it_is(tmp_path, capsys, line, found):
    rc, out = play(tmp_path, capsys, ATTACH + f"  {line}\n")
    assert rc == 1, out
    assert f"expected `{line}`, {found}" in out


def test_an_unknown_stat_or_counter_is_a_scenario_error(tmp_path, capsys):
    rc, out = play(tmp_path, capsys, ATTACH + "  Frogling#1 has speed 3\n")
    assert rc == 2 and "E702" in out and "unknown stat `speed`" in out
    rc, out = play(tmp_path, capsys, ATTACH + "  Frogling#1 has 2 feathers\n")
    assert rc == 2 and "E702" in out and "unknown counter `feathers`" in out


# ---- answers written with the game's ids (the old naming of choices) ---------------------------


def test_an_answer_that_only_reads_as_a_game_id_names_both_readings(tmp_path, capsys):
    # the Froglings are the game's cards 3 and 4; the setup has two: `Frogling#4` is none of them
    rc, out = play(tmp_path, capsys, MOVE.replace("choose targets: Frogling#2", "choose targets: Frogling#4")
                   + "  Frogling#2 at Reedbank\n")
    assert rc == 2, out
    assert "E702" in out and "there is no `Frogling#4` in the setup" in out
    assert "it is `Frogling#2`" in out and "choose targets: Frogling#4" in out     # at the choose line


def test_an_answer_whose_setup_reading_is_no_option_but_whose_game_reading_is(tmp_path, capsys):
    body = MOVE.replace("Ann hand: Ripple", "Ann hand: Frogling, Frogling, Ripple") \
               .replace("choose targets: Frogling#2", "choose targets: Frogling#4")
    rc, out = play(tmp_path, capsys, body + "  Frogling#2 at Reedbank\n")
    assert rc == 2, out
    assert "`Frogling#4` is ambiguous: in setup order it is `Frogling#4`, which is not among the options" in out
    assert "read as the game's card id (the old naming of choices) it is `Frogling#2`" in out


def test_an_answer_read_both_ways_takes_the_setup_reading_and_says_so_when_the_scenario_fails(tmp_path, capsys):
    # cards 3, 4, 5 are the Froglings: `Frogling#3` is the third (card 5), not card 3 (`Frogling#1`)
    body = MOVE.replace("Frogling, Frogling\n", "Frogling, Frogling, Frogling\n") \
               .replace("choose targets: Frogling#2", "choose targets: Frogling#3")
    rc, out = play(tmp_path, capsys, body + "  Frogling#3 at Reedbank\n")
    assert rc == 0, out
    rc, out = play(tmp_path, capsys, body + "  Frogling#1 at Reedbank\n")
    assert rc == 1, out
    assert "note: `choose targets: Frogling#3` (line 11) read `Frogling#3` in setup order" in out
    assert "it would be `Frogling#1`" in out


# ---- the same expectations in other words, and a mistyped card ----------------------------------


@pytest.mark.rule("SU-V3")
def test_is_at_and_has_n_stat_read_as_the_short_forms(tmp_path, capsys):
    expect = ["Frogling#2 is at Mudflat", "Lily Pad is on Frogling#2", "Lily Pad is not on Frogling#1",
              "Mossy Stone#2 is not at Mudflat", "Frogling#2 has 6 power"]
    rc, out = play(tmp_path, capsys, ATTACH + "".join(f"  {e}\n" for e in expect))
    assert rc == 0, out
    assert f"{len(expect)} passed, 0 failed: passed" in out


def test_a_place_naming_a_card_the_setup_lacks_is_a_scenario_error(tmp_path, capsys):
    rc, out = play(tmp_path, capsys, MOVE + "  Frogling#2 at Swamp\n")
    assert rc == 2 and "E702" in out and "`Swamp` was not set up" in out


GROVE = """ruleset berserk

card "Bark Warden": creature, cost 3, life 4, strike 2, element forest
card "Thorn Lash": spell, cost 1
  Deal 1 wound to target creature.
"""


@pytest.mark.rule("BH-504")
def test_wounds_and_lives_as_has_expectations(tmp_path, capsys):
    (tmp_path / "grove.cards").write_text(GROVE, encoding="utf-8")
    p = tmp_path / "t.scenario"
    p.write_text("scenario: t\nset: grove.cards\nplayers: Ann, Bob\nsetup:\n  Ann coins: 5\n"
                 "  Ann hand: Thorn Lash\n  Bob play area: Bark Warden\nactions:\n  turn Ann\n"
                 "  play Thorn Lash\nexpect:\n  Bark Warden has 1 wound\n"
                 "  Bark Warden has 3 lives\n  Bark Warden has life 4\n  Bark Warden has no wounds\n",
                 encoding="utf-8")
    rc = main(["play", str(p), "--check"])
    out = capsys.readouterr().out
    assert rc == 1, out
    assert "3 passed, 1 failed" in out
    assert "expected `Bark Warden has no wounds`, but Bark Warden has 1 wound counter" in out


def test_on_a_card_in_a_play_area_without_bases(tmp_path, capsys):
    collar = 'card "Thorn Collar": creature, cost 1, life 1, strike 1, element forest\n'
    (tmp_path / "grove.cards").write_text(GROVE + collar, encoding="utf-8")
    p = tmp_path / "t.scenario"
    p.write_text("scenario: t\nset: grove.cards\nplayers: Ann, Bob\nsetup:\n"
                 "  Ann play area: Bark Warden, Bark Warden\n  Thorn Collar on Bark Warden#2\nexpect:\n"
                 "  Thorn Collar on Bark Warden#2\n  Thorn Collar not on Bark Warden#1\n"
                 "  Bark Warden#1 on Bark Warden#2\n", encoding="utf-8")
    rc = main(["play", str(p), "--check"])
    out = capsys.readouterr().out
    assert rc == 1, out
    assert "2 passed, 1 failed" in out
    assert "expected `Bark Warden#1 on Bark Warden#2`, but Bark Warden#1 is in Ann play area" in out
