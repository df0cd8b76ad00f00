"""Whole cards: every shipped set compiles, compiled abilities name their card, and what the
runtime cannot run is an E501 that quotes the words (never dropped, never half-compiled)."""

from __future__ import annotations

from pathlib import Path

import pytest

import dsl
from dsl.lowering import lower_card

from su_table import FILLERS, lower_one as one, lowered_set as lowered


ROOT = Path(__file__).resolve().parents[2]


SETS = sorted((ROOT / "cardsets").rglob("*.cards"))


@pytest.mark.parametrize("path", SETS, ids=lambda p: p.name)
def test_every_shipped_card_compiles(path):
    lowered(path)


def test_origins_name_the_card_and_the_ability(berserk):
    (smith_tap, smith_coin) = berserk["Field Smith"]
    assert (smith_tap.origin, smith_coin.origin) == ("berserk/field-smith#0", "berserk/field-smith#1")


def test_what_cannot_run_is_an_error_that_quotes_the_words():
    lo, text = one("Choose a base.")
    (d,) = lo.diagnostics
    assert d.code.id == "E501"
    assert "`Choose a base`" in d.message or "choose" in d.message.lower()
    assert text[d.primary.span.start:d.primary.span.end].startswith("Choose")
    assert not lo.abilities            # nothing half-compiled is kept


@pytest.mark.parametrize("text", [
    "Draw X cards, where X is the number of minions you have here.",
    "Ongoing: This minion's power is doubled.",
    "Ongoing: If this is your only minion here, this minion has +2 power.",
    "Ongoing: After the first time a minion is destroyed here, draw a card.",   # once in a game
])
def test_accepted_text_the_runtime_cannot_run_is_never_dropped(text):
    lo, _ = one(text)
    assert [d.code.id for d in lo.diagnostics] == ["E501"]
    assert not lo.abilities


def test_what_is_not_supported_stays_an_error_naming_the_words():
    rep = dsl.check_text('ruleset smashup\ncard "Odd": action\n  Destroy all of one player\'s minions.\n'
                         + FILLERS, path="t.cards")
    c = rep.cards[0]
    lo = lower_card(c.card, rep.ruleset, rep.source.text, "t.cards", rep.table)
    assert lo.diagnostics and lo.diagnostics[0].code.id == "E501" and "`" in lo.diagnostics[0].message

