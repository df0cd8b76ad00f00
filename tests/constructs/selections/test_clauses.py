"""Relative clauses: "that is …", "that has …" restate a phrase; phrases set off by commas."""

from __future__ import annotations

import pytest

from su_table import build, errors, probe_card_ast as ast, run, table


# ---- "that is …", "that has …": a clause says what a phrase says -------------------------------


@pytest.mark.parametrize("clause, phrase", [
    ("Return one of your actions that is on a base to your hand.",
     "Return one of your actions on a base to your hand."),
    ("Destroy each minion that is here.", "Destroy each minion here."),
    ("Play up to 2 extra minions that all have the same name.",
     "Play up to 2 extra minions with the same name."),
    ("Each player who has a minion here draws a card.", "Each player with a minion here draws a card."),
    ("Destroy a minion whose power is 2 or less.", "Destroy a minion with power 2 or less."),
    ("Destroy a minion that has power 2 or less.", "Destroy a minion with power 2 or less."),
    ("Return a minion that you control to your hand.", "Return a minion you control to your hand."),
])
def test_a_relative_clause_builds_the_phrase_it_restates(clause, phrase):
    assert ast(clause).abilities == ast(phrase).abilities


@pytest.mark.rule("SU-A3")
def test_move_to_a_base_that_has_one_of_your_actions_on_it():
    cards = build('card "Scout": minion, power 2\n'
                  '  Talent: You may move this minion to a base that has one of your actions played on it.\n'
                  'card "Flag": action\n  Play on a base. Ongoing: Your minions here have +1 power.\n')
    g, jungle, castle = table(cards, [("may", "yes")])
    scout = g.add_card(cards["Scout"], 0, "bases", at=jungle)
    g.add_card(cards["Flag"], 1, "bases", at=jungle)       # another player's action: not counted
    g.add_card(cards["Flag"], 0, "bases", at=castle)
    run(g, scout, "activated")      # one base qualifies: no question asked
    assert g.card(scout).at == castle


@pytest.mark.rule("SU-A3")
def test_each_minion_on_a_base_with_another_of_your_minions():
    cards = build('card "Pack": action\n  All of your minions that are on a base with another of your minions '
                  'gain +2 power until the end of the turn.\n')
    g, jungle, castle = table(cards)
    a = g.add_card(cards["Grunt"], 0, "bases", at=jungle)
    b = g.add_card(cards["Grunt"], 0, "bases", at=jungle)
    alone = g.add_card(cards["Grunt"], 0, "bases", at=castle)
    g.add_card(cards["Grunt"], 1, "bases", at=castle)       # another player's: not "your minions"
    run(g, g.add_card(cards["Pack"], 0, "discard pile"))
    assert [g.value(g.card(c), "power") for c in (a, b, alone)] == [4, 4, 2]


def test_another_card_the_selected_one_may_not_be_is_refused():
    """"A minion on a base with another action": the minion is not an action, so "another"
    says nothing about how many; refused (E501), not guessed."""
    errs = errors('card "Odd": action\n  Destroy each minion on a base with another action.\n')
    assert any(e.startswith("E501") and "another action" in e for e in errs), errs


@pytest.mark.rule("SU-A3")
def test_a_minion_that_has_a_counter_on_it_is_the_minion_with_the_counter():
    """"on it" after "a +1 power counter" is where the counter is, not a card the minion is
    played on."""
    cards = build('card "Prune": action\n  Destroy a minion that has a +1 power counter on it.\n')
    g, jungle, _ = table(cards)
    plain = g.add_card(cards["Brute"], 1, "bases", at=jungle)
    marked = g.add_card(cards["Grunt"], 1, "bases", at=jungle)
    g.card(marked).counters["+1 power"] = 1
    run(g, g.add_card(cards["Prune"], 0, "discard pile"))          # the only one with a counter
    assert g.card(marked).zone != "bases" and g.card(plain).zone == "bases"


# ---- commas around a phrase inside an instruction -------------------------------------------------


def test_a_phrase_set_off_by_commas_reads_as_without_them():
    assert ast("Take control of a minion, of power 2 or less, until the end of the turn.").abilities == \
        ast("Take control of a minion of power 2 or less until the end of the turn.").abilities

