"""Conditions on total power: "if you have N or more power here", "more power here than …",
"most power", compared with numbers and with other players."""

from __future__ import annotations

import pytest

from dsl import kinds as k
from runtime import SMASHUP, Game, ScriptedChooser

from su_table import (
    build, errors_of, hand_cards as hand, meadow_game as game, parsed, probe_ast as parse,
    probe_card_ast as ast, table,
)


# ------------------------------------------------------------------ "if you have 10 or more power here"


def test_a_comparison_of_your_power_here_parses():
    ab = parsed("If you have less than 12 total power here, draw two cards.", "minion")
    cond = ab.sentences[0].body.cond
    assert (cond.kind == k.CondKind.STAT_CMP and cond.cmp.kind == k.ComparisonKind.LT
            and cond.stat_adj.kind == k.StatAdjKind.TOTAL)
    assert [p.kind for p in cond.phrases] == [k.PhraseKind.HERE]


@pytest.mark.rule("SU-V3")
def test_your_total_power_here_against_a_number():
    """Your total here counts every one of your minions there (this one too), as adjusted."""
    g, specs, meadow = game('''
card "Tallyman": minion, power 3
  Ongoing: At the end of your turn, if you have 7 or more power here, draw a card.
''')
    g.add_card(specs["Tallyman"], 0, "bases", at=meadow)
    g.add_card(specs["Brute"], 0, "bases", at=meadow)
    g.add_card(specs["Brute"], 1, "bases", at=meadow)          # another player's: not yours
    g.begin_turn(0)
    g.end_turn()
    assert len(hand(g, 0)) == 0, "3 + 3 = 6: not 7 or more"
    g.add_card(specs["Twig"], 0, "bases", at=meadow)
    g.begin_turn(0)
    g.end_turn()
    assert len(hand(g, 0)) == 1


@pytest.mark.rule("SU-V3")
def test_less_than_a_number_of_total_power_here():
    g, specs, meadow = game('''
card "Underdog": minion, power 2
  If you have less than 5 total power here, draw two cards.
''')
    g.add_card(specs["Brute"], 0, "bases", at=meadow)
    g.begin_turn(0)
    g.next_phase()
    g.play_card(g.add_card(specs["Underdog"], 0, "hand"), base=meadow, free=True)
    assert len(hand(g, 0)) == 0, "3 + 2 = 5: not less than 5"
    g2, specs2, meadow2 = game('''
card "Underdog": minion, power 2
  If you have less than 5 total power here, draw two cards.
''')
    g2.begin_turn(0)
    g2.next_phase()
    g2.play_card(g2.add_card(specs2["Underdog"], 0, "hand"), base=meadow2, free=True)
    assert len(hand(g2, 0)) == 2


def test_printed_power_totals_are_refused():
    errs = errors_of('card "Odd": minion, power 2\n  If you have 5 or less printed power here, draw a card.\n')
    assert errs and errs[0].startswith("E501")


@pytest.mark.rule("SU-A2")
def test_more_total_power_here_than_each_other_player():
    cards = build('card "Claim": action\n  Play on a base.\n'
                  '  Ongoing: At the start of your turn, if you have more total power here than each other player, '
                  'draw a card.\n')
    g = Game(SMASHUP, ("Ann", "Bob"), chooser=ScriptedChooser(()), seed=1, check_invariants=True)
    jungle = g.add_card(cards["Jungle"], None, "bases")
    g.add_card(cards["Castle"], None, "bases")
    for _ in range(5):
        g.add_card(cards["Grunt"], 0, "deck")
    g.add_card(cards["Claim"], 0, "bases", at=jungle)
    g.add_card(cards["Brute"], 0, "bases", at=jungle)
    foe = g.add_card(cards["Brute"], 1, "bases", at=jungle)
    g.begin_turn(0)                     # 4 against 4: not more
    assert len(g.zone(0, "hand")) == 0
    g.end_turn()
    g.begin_turn(1)
    g.end_turn()
    g.card(foe).printed["power"] = 3
    g.begin_turn(0)
    assert len(g.zone(0, "hand")) == 1


@pytest.mark.rule("SU-G3")
def test_you_have_more_power_here_counts_for_the_breakpoint_and_the_places():
    cards = build('card "Siege Engine": action\n  Play on a base.\n'
                  '  Ongoing: While you have a minion here, you have +4 power here.\n'
                  'card "Yard": base, breakpoint 10, vp 4/2/1\n')
    g, _, _ = table(cards)
    yard = g.add_card(cards["Yard"], None, "bases")
    g.add_card(cards["Siege Engine"], 0, "bases", at=yard)
    g.add_card(cards["Brute"], 1, "bases", at=yard)
    assert g.base_power(yard) == 4                      # no minion of yours here: no bonus
    grunt = g.add_card(cards["Grunt"], 0, "bases", at=yard)
    assert g.base_power(yard) == 10 and g.value(grunt, "power") == 2      # a player's total, not a card's
    assert [b.id for b in g.ready_bases()] == [yard]
    g.score_base(yard)
    assert g.players[0].resources["vp"] == 4 and g.players[1].resources["vp"] == 2    # 6 against 4


def test_most_power_here_and_highest_power_here():
    cards = build('card "Boss": minion, power 4\n  Talent: If you have the most power here, gain 1 VP.\n'
                  'card "Crown": action\n  Play on a minion.\n  Talent: If this minion has the highest power here, draw a card.\n')
    g, jungle, _ = table(cards)
    g.add_card(cards["Grunt"], 0, "deck")
    boss = g.add_card(cards["Boss"], 0, "bases", at=jungle)
    foe = g.add_card(cards["Brute"], 1, "bases", at=jungle)
    g.activate(boss)
    assert g.players[0].resources["vp"] == 0, "a tie is not the most"
    crown = g.add_card(cards["Crown"], 0, "bases", at=jungle, attached_to=boss)
    g.activate(crown)
    assert len(g.zone(0, "hand")) == 1, "a tie for the highest power counts"
    g.card(foe).counters["+1 power"] = 1
    g.card(boss).uses.clear()
    g.activate(boss)
    assert g.players[0].resources["vp"] == 0


def test_parse_more_total_power_than():
    ab = parse("Ongoing: At the start of your turn, if you have more total power here than each other player, "
               "draw a card.")
    cond = ab.sentences[0].body.body.cond
    assert (cond.kind == k.CondKind.REL_STAT and cond.stat_adj.kind == k.StatAdjKind.TOTAL
            and cond.phrases[0].kind == k.PhraseKind.HERE)


def test_more_power_here_than_still_reads_as_a_comparison():
    """Only places may stand between a compared stat and "than" (so "with lower power" can end a
    phrase): "more power here than each other player" is unchanged."""
    card = ast("If you have more power here than each other player, draw a card.")
    cond = card.abilities[0].sentences[0].body.cond
    assert cond.kind == k.CondKind.REL_STAT and [p.kind for p in cond.phrases] == [k.PhraseKind.HERE]

