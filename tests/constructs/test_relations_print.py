"""h16n: the wordings of relations between the cards a sentence names print (`cardtext fmt`)
as text that parses back to the same syntax tree."""

from __future__ import annotations

import pytest

import dsl
from dsl.printer import Printer
from runtime.ruleset import RULESETS

SENTENCES = [
    ('card "P": action', "Choose a minion you control. Return one or more minions at the same base with total power "
                         "less than or equal to that minion to their owners' hands."),
    ('card "P": action', "Choose one of your minions. Give a minion with power less than or equal to that minion "
                         "+1 power until the end of the turn."),
    ('card "P": minion, power 3', "Destroy a minion here with power less than this minion."),
    ('card "P": minion, power 3', "You may return any number of minions here with total power 4 or less to their "
                                  "owners' hands."),
    ('card "P": action', "Choose a minion you control. Play an extra minion on the same base with lower power."),
    ('card "P": minion, power 3', "Choose a minion of power 2 or less. Move it to or from here."),
    ('card "P": action', "Play on a base. Talent: Transfer this card to another base to move a minion of yours "
                         "from here to there."),
    ('card "P": action', "Choose a minion. If it is the only minion on its base, return it to its owner's hand."),
    ('card "P": action', "Move a minion of yours to another base. After it is moved, if you have two or more "
                         "minions at that base, draw a card."),
    ('card "P": minion, power 2', "Ongoing: When this minion goes to the discard pile, return it to your hand instead."),
    ('card "P": action', "Move one of your minions to another base. Choose a minion at that base. Give it +1 power "
                         "until the end of the turn."),
]


def _abilities(header: str, text: str):
    rep = dsl.check_text(f"ruleset smashup\n{header}\n  {text}\n", path="t.cards", lower=False)
    card = rep.cards[0]
    assert card.ok, [d.message for d in card.diagnostics]
    return card.card.abilities


@pytest.mark.parametrize("header, text", SENTENCES)
def test_the_printed_text_parses_back_to_the_same_tree(header, text):
    abilities = _abilities(header, text)
    printer = Printer(RULESETS["smashup"])
    printed = " ".join(printer.ability(ab) for ab in abilities)
    assert _abilities(header, printed) == abilities, printed
