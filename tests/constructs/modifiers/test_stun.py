"""Stun (Berserk glossary "Оглушить" / "Оглушение"): the cards are tapped and get Stun; at their
controller's next untap step (BH-503, a rule effect) they stay tapped and lose Stun instead."""

from __future__ import annotations

from pathlib import Path

import pytest

HERE = Path(__file__).parent
CARDS = (HERE / "stun.cards").read_text(encoding="utf-8")


def scenario(actions: str, expect: str, setup: str = "") -> str:
    return (f"scenario: stun\nrule: BH-503\nset: stun.cards\nplayers: Ann, Bob\n\nsetup:\n  Ann coins: 10\n"
            f"  Ann hand: Storm Caller, Hailstorm\n  Ann play area: Bog Hound\n  Bob play area: Marsh Lurker\n"
            f"{setup}\nactions:\n{actions}\nexpect:\n{expect}")


def play(write, run_cli, text: str) -> tuple[int, str]:
    write("stun.cards", CARDS)
    write("t.scenario", text)
    rc, out, err = run_cli("play", "t.scenario", "--check")
    return rc, out + err


@pytest.mark.rule("BH-503")
def test_a_stunned_creature_untaps_at_the_untap_step_after_the_one_it_skips(write, run_cli):
    rc, out = play(write, run_cli, scenario(
        "  turn Ann\n  choose targets: Marsh Lurker\n  play Storm Caller\n  end turn\n  turn Bob\n"
        "  end turn\n  turn Ann\n  end turn\n  turn Bob\n",
        "  Marsh Lurker untapped\n"))
    assert rc == 0, out
    assert out.count("stays tapped, loses Stun") == 1     # only the first untap step is skipped


@pytest.mark.rule("BH-503")
def test_a_tapped_creature_that_is_stunned_still_gets_stun(write, run_cli):
    rc, out = play(write, run_cli, scenario(
        "  turn Ann\n  choose targets: Marsh Lurker\n  play Storm Caller\n  end turn\n  turn Bob\n",
        "  Marsh Lurker tapped\n", setup="  Marsh Lurker tapped\n"))
    assert rc == 0, out


@pytest.mark.rule("BH-502.6")
def test_stun_all_enemy_creatures_is_a_mass_stun_of_the_other_side_only(write, run_cli):
    rc, out = play(write, run_cli, scenario(
        "  turn Ann\n  play Hailstorm\n", "  Marsh Lurker tapped\n  Bog Hound untapped\n"))
    assert rc == 0, out


@pytest.mark.rule("BH-503")
def test_only_the_controllers_own_untap_step_removes_stun(write, run_cli):
    # Ann's next turn start is not Bob's untap step: the Lurker is still stunned after it
    rc, out = play(write, run_cli, scenario(
        "  turn Ann\n  play Hailstorm\n  end turn\n  turn Ann\n", "  Marsh Lurker tapped\n"))
    assert rc == 0, out
    assert "loses Stun" not in out


def test_stun_in_a_game_without_tapped_cards_is_e501_naming_it(write, run_cli):
    write("su.cards", 'ruleset smashup\n\ncard "Zap Imp": minion, power 2\n  Stun a minion.\n')
    rc, out, _ = run_cli("check", "su.cards", "--format", "concise")
    assert rc == 1
    assert "E501" in out and "`stun` in a game whose cards are never tapped" in out


def test_stun_prints_back_as_written(write, run_cli):
    write("stun.cards", CARDS)
    rc, out, _ = run_cli("fmt", "--check", "stun.cards")
    assert rc == 0, out


# ---- tap and untap as instructions (the same handler; BH-506: a tapped card cannot pay) -------
TAPPING = ('ruleset berserk\n\ncard "Gate Warden": creature, cost 2, life 2, strike 1, element steppe\n'
           '  Recruit: Tap target creature.\n\ncard "Dawn Bell": spell, cost 1, element steppe\n'
           '  Untap all your creatures.\n\ncard "Marsh Lurker": creature, cost 2, life 2, strike 1, element swamp\n'
           '\ncard "Bog Hound": creature, cost 2, life 3, strike 2, element swamp\n')


def tapping(write, run_cli, actions: str, expect: str, setup: str = "") -> tuple[int, str]:
    write("tap.cards", TAPPING)
    write("t.scenario", "scenario: tap\nrule: BH-506\nset: tap.cards\nplayers: Ann, Bob\n\nsetup:\n  Ann coins: 10\n"
          "  Ann hand: Gate Warden, Dawn Bell\n  Ann play area: Bog Hound\n  Bob play area: Marsh Lurker\n"
          f"{setup}\nactions:\n{actions}\nexpect:\n{expect}")
    rc, out, err = run_cli("play", "t.scenario", "--check")
    return rc, out + err


@pytest.mark.rule("BH-506")
def test_tap_target_creature_taps_the_chosen_one(write, run_cli):
    rc, out = tapping(write, run_cli, "  turn Ann\n  choose targets: Marsh Lurker\n  play Gate Warden\n",
                      "  Marsh Lurker tapped\n  Bog Hound untapped\n")
    assert rc == 0, out


@pytest.mark.rule("BH-506")
def test_untap_all_your_creatures_leaves_the_other_sides_tapped(write, run_cli):
    rc, out = tapping(write, run_cli, "  turn Ann\n  play Dawn Bell\n",
                      "  Bog Hound untapped\n  Marsh Lurker tapped\n",
                      setup="  Bog Hound tapped\n  Marsh Lurker tapped\n")
    assert rc == 0, out


def test_tap_in_a_game_without_tapped_cards_is_e501(write, run_cli):
    write("su.cards", 'ruleset smashup\n\ncard "Latch Imp": minion, power 2\n  Tap a minion.\n')
    rc, out, _ = run_cli("check", "su.cards", "--format", "concise")
    assert rc == 1 and "`tap` in a game whose cards are never tapped" in out
