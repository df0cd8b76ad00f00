"""`cardtext fuzz`: random complete games with a set from its text; report, exit codes,
determinism, replay, usage errors."""

from __future__ import annotations

import json
from pathlib import Path

CLOCKWORK = Path(__file__).resolve().parent.parent / "cardsets" / "smashup" / "clockwork.cards"

SET = """\
ruleset smashup

card "Pebble Imp": minion, power 2
  Draw a card.

card "Boulder Imp": minion, power 4

card "Rock Slide": action
  Destroy a minion of power 2 or less.

card "Quarry Edge": base, breakpoint 12, vp 3/2/1

card "Gravel Flats": base, breakpoint 14, vp 4/2/1
  After this base scores, the winner draws a card.

card "Shale Steps": base, breakpoint 13, vp 3/1/1
"""


def test_fuzz_plays_whole_games_and_exits_0_when_clean(write, run_cli):
    write("rocks.cards", SET)
    rc, out, err = run_cli("fuzz", "rocks.cards", "--games", "5", "--seed", "2")
    assert rc == 0, out + err
    assert "fuzz: 5 games, 2 players, 40-card decks, seed 2" in out
    assert "ended 5/5" in out and "runtime errors 0" in out and "games/s" in out


def test_fuzz_same_seed_same_report_whatever_the_jobs(write, run_cli):
    write("rocks.cards", SET)
    reports = []
    for jobs in ("1", "2"):
        rc, out, _ = run_cli("fuzz", "rocks.cards", "--games", "4", "--seed", "9", "--jobs", jobs, "--format", "json")
        assert rc == 0
        reports.append(json.loads(out))
    for r in reports:
        r.pop("games_per_second")
    assert reports[0] == reports[1]
    assert set(reports[0]["cards"]) == {"Pebble Imp", "Boulder Imp", "Rock Slide", "Quarry Edge", "Gravel Flats",
                                        "Shale Steps"}


def test_fuzz_too_few_bases_is_a_usage_error_and_bases_can_come_from_another_file(write, run_cli):
    write("rocks.cards", SET.split('card "Quarry Edge"')[0])
    rc, _, err = run_cli("fuzz", "rocks.cards", "--games", "2")
    assert rc == 2 and "needs 3 bases" in err and "--bases FILE" in err
    write("bases.cards", "ruleset smashup\n\n" + 'card "Quarry Edge"' + SET.split('card "Quarry Edge"')[1])
    rc, out, err = run_cli("fuzz", "rocks.cards", "--bases", "bases.cards", "--games", "2")
    assert rc == 0, out + err


def test_fuzz_leaves_out_cards_that_do_not_compile_and_says_so(write, run_cli):
    write("rocks.cards", SET + '\ncard "Odd Imp": minion, power 1\n  Frobnicate the moon.\n')
    rc, out, err = run_cli("fuzz", "rocks.cards", "--games", "2")
    assert rc == 0, out + err
    assert "left out: 1 of 7 cards do not compile" in out and "Odd Imp" in out


def test_fuzz_nothing_compiles_exits_1_and_usage_errors_exit_2(write, run_cli):
    write("bad.cards", 'ruleset smashup\n\ncard "Odd": minion, power 1\n  Frobnicate.\n')
    rc, _, err = run_cli("fuzz", "bad.cards", "--games", "2")
    assert rc == 1 and "nothing to play" in err
    assert run_cli("fuzz", "missing.cards")[0] == 2
    write("rocks.cards", SET)
    assert run_cli("fuzz", "rocks.cards", "--games", "0")[0] == 2
    assert run_cli("fuzz", "rocks.cards", "--players", "1")[0] == 2


def test_fuzz_replay_prints_one_game_with_quotes(write, run_cli):
    write("rocks.cards", SET)
    rc, out, _ = run_cli("fuzz", "rocks.cards", "--replay", "12345")
    assert rc == 0
    assert "game seed 12345:" in out and "turn start" in out
    assert '"Draw a card." (rocks.cards:' in out


def test_fuzz_reports_runtime_errors_per_card_and_exits_1(write, run_cli, monkeypatch):
    from runtime import effects

    def broken(g, p, e, path):
        raise ValueError("handler bug")
    monkeypatch.setitem(effects.HANDLERS, "destroy", broken)
    write("rocks.cards", SET)
    rc, out, _ = run_cli("fuzz", "rocks.cards", "--games", "3", "--seed", "1")
    assert rc == 1
    assert "Rock Slide" in out and "ValueError: handler bug" in out and "--replay SEED" in out


def test_fuzz_on_the_shipped_set(run_cli):
    rc, out, err = run_cli("fuzz", str(CLOCKWORK), "--games", "3", "--seed", "1")
    assert rc == 0, out + err
    assert "ended 3/3" in out


# Smash Up: Marvel's words (SU-C1, SU-C2), conditions on a base's breakpoint and on a minion's
# counters, and Specials of the later sets: whole games.
MARVEL_WORDS = """\
ruleset smashup

card "Paper Sentry": character, power 2
  Destroy a character of power 2 or less.

card "Iron Sentry": character, power 4

card "Brass Gauntlet": action
  Character modifier. Ongoing: This character has +2 power.

card "Signal Tower": action
  Base modifier. Talent: If the breakpoint here is 14 or less, draw a card.

card "Quagmire": action
  Reduce the breakpoint of a base by 3 until the end of the turn.

card "Second Wind": action
  Draw two cards. Special: You may play this card before a base scores.

card "Drop Trooper": character, power 3
  Special: Before any base scores, you may play this minion there as an extra minion.

card "Calm Monk": minion, power 2
  Talent: If this minion has no +1 power counters on it, draw a card and place a +1 power counter on it.

card "Stilt Walker": character, power 2
  Ongoing: This character has +2 power if the breakpoint here is 12 or lower.

card "Quarry Edge": base, breakpoint 12, vp 3/2/1

card "Tall Keep": base, breakpoint 22, vp 4/2/1
  After a minion is played here, if this base has a breakpoint of 21 or higher, its controller draws a card.

card "Shale Steps": base, breakpoint 13, vp 3/1/1
"""


def test_fuzz_plays_whole_games_with_characters_modifiers_and_breakpoint_conditions(write, run_cli):
    write("marvel.cards", MARVEL_WORDS)
    rc, out, err = run_cli("fuzz", "marvel.cards", "--games", "30", "--seed", "4")
    assert rc == 0, out + err
    assert "ended 30/30" in out and "runtime errors 0" in out


def _break_resources_while_playing(monkeypatch, undo_at_turn_end: bool):
    """A bug planted for the test: playing 'Rock Slide' leaves its player at -1 VP-tokens of a
    made-up resource, until the end of the turn (`undo_at_turn_end`) or for good."""
    from runtime import actions, turns

    real_play, real_end = actions.Actions.play_card, turns.Turns.end_turn

    def play_card(self, cid, *a, **k):
        out = real_play(self, cid, *a, **k)
        if self.state.cards[cid].spec.name == "Rock Slide":
            self.state.players[self.state.cards[cid].owner].resources["glitter"] = -1
        return out

    def end_turn(self):
        if undo_at_turn_end:
            for p in self.state.players:
                p.resources.pop("glitter", None)
        return real_end(self)
    monkeypatch.setattr(actions.Actions, "play_card", play_card)
    monkeypatch.setattr(turns.Turns, "end_turn", end_turn)


def test_fuzz_checks_invariants_once_a_turn_and_after_every_action_with_strict(write, run_cli, monkeypatch):
    # issue 21: the default checks at the end of each turn; --strict after every action, and
    # blames the card whose play broke the invariant
    write("rocks.cards", SET)
    _break_resources_while_playing(monkeypatch, undo_at_turn_end=False)
    rc, out, _ = run_cli("fuzz", "rocks.cards", "--games", "2", "--seed", "3", "--format", "json")
    default = json.loads(out)
    rc_strict, out, _ = run_cli("fuzz", "rocks.cards", "--games", "2", "--seed", "3", "--format", "json", "--strict")
    strict = json.loads(out)
    assert rc == rc_strict == 1
    found = [p for p in default["problems"] if "negative resource glitter" in p["message"]]
    assert found and all("end turn" in p["context"][0] for p in found)
    found = [p for p in strict["problems"] if "negative resource glitter" in p["message"]]
    assert found and all(p["card"] == "Rock Slide" and "play Rock Slide" in p["context"][0] for p in found)


def test_fuzz_default_misses_a_violation_undone_before_the_turn_ends_and_strict_finds_it(write, run_cli, monkeypatch):
    write("rocks.cards", SET)
    _break_resources_while_playing(monkeypatch, undo_at_turn_end=True)
    rc, out, _ = run_cli("fuzz", "rocks.cards", "--games", "2", "--seed", "3")
    assert rc == 0 and "invariant violations 0" in out, out
    rc, out, _ = run_cli("fuzz", "rocks.cards", "--games", "2", "--seed", "3", "--strict")
    assert rc == 1 and "negative resource glitter" in out, out


def test_fuzz_strict_and_default_give_the_same_report_when_nothing_breaks(write, run_cli):
    write("rocks.cards", SET)
    reports = []
    for extra in ((), ("--strict",)):
        rc, out, _ = run_cli("fuzz", "rocks.cards", "--games", "4", "--seed", "5", "--format", "json", *extra)
        assert rc == 0
        reports.append(json.loads(out))
        reports[-1].pop("games_per_second")
    assert reports[0] == reports[1]
