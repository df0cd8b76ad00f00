"""Removing counters: "remove any number of …", "the number of counters you removed"."""

from __future__ import annotations

import pytest

from su_table import build, errors, run, table


# ---- "remove any number of counters", "the number of counters you removed" ---------------------------


@pytest.mark.rule("SU-A5")
def test_remove_any_number_of_counters_then_destroy_up_to_that_power():
    cards = build('card "Cash In": action\n  Remove any number of +1 power counters from minions you control. '
                  'Destroy a minion with power less than or equal to the number of counters you removed.\n')
    # two counters from the first minion, one from the second: 3 removed; the Brute (power 4)
    # cannot be chosen, the Grunt (power 2) can
    g, jungle, castle = table(cards, [("amount", 2), ("amount", 1), ("targets", [0])])
    a = g.add_card(cards["Grunt"], 0, "bases", at=jungle)
    b = g.add_card(cards["Grunt"], 0, "bases", at=castle)
    g.card(a).counters["+1 power"] = 3
    g.card(b).counters["+1 power"] = 1
    brute = g.add_card(cards["Brute"], 1, "bases", at=jungle)
    foe = g.add_card(cards["Grunt"], 1, "bases", at=castle)
    run(g, g.add_card(cards["Cash In"], 0, "discard pile"))
    asked = g.chooser.asked[-1]
    # chosen after the removal: power 3 or less then (3 = 2 + the counter left, 2, 2), not the Brute's 4
    assert asked.kind.value == "targets" and len(asked.options) == 3
    assert g.card(brute).zone == "bases"
    assert g.card(a).zone != "bases", "the first option, destroyed"
    assert g.card(b).zone == "bases" and g.card(b).counters.get("+1 power", 0) == 0
    assert g.card(foe).zone == "bases"


@pytest.mark.rule("SU-A5")
def test_remove_any_number_of_counters_allows_none():
    cards = build('card "Cash In": action\n  Remove any number of +1 power counters from minions you control. '
                  'Draw a card for each counter you removed.\n')
    g, jungle, _ = table(cards, [("amount", 0)])
    a = g.add_card(cards["Grunt"], 0, "bases", at=jungle)
    g.card(a).counters["+1 power"] = 2
    g.add_card(cards["Brute"], 0, "deck")
    run(g, g.add_card(cards["Cash In"], 0, "discard pile"))
    assert g.card(a).counters["+1 power"] == 2 and len(g.state.zones[(0, "hand")]) == 0
    g, jungle, _ = table(cards, [("amount", 2)])
    a = g.add_card(cards["Grunt"], 0, "bases", at=jungle)
    g.card(a).counters["+1 power"] = 2
    for _ in range(3):
        g.add_card(cards["Brute"], 0, "deck")
    run(g, g.add_card(cards["Cash In"], 0, "discard pile"))
    assert "+1 power" not in g.card(a).counters and len(g.state.zones[(0, "hand")]) == 2


def test_counting_counters_removed_with_no_removal_before_is_refused():
    """"the number of counters you removed" counts what the instruction before removed; after
    one that removed nothing (a draw) it is refused (E501) rather than read as 0."""
    errs = errors('card "Spend": action\n  Draw a card. Draw a card for each counter you removed.\n')
    assert any(e.startswith("E501") and "removing counters" in e for e in errs), errs

