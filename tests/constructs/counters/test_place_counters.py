"""Placing counters, also with the verb understood ("… and two on another minion")."""

from __future__ import annotations

import pytest

from dsl import kinds as k

from su_table import board, probe_ast as parse, probe_ir as compiled
from test_runtime_cards import minion


# ---- ellipsis: "… and <object> <phrases>", "… and <phrases>" -----------------------------------


def test_parse_an_understood_verb():
    ab = parse("Place three +1 power counters on a minion and a +1 power counter on another minion.")
    items = ab.sentences[0].body.items
    assert [e.kind for e in items] == [k.InstructionKind.PLACE, k.InstructionKind.ELL_OBJECT]
    ab = parse("Return each minion on a base and on actions there to its owner's hand.")
    assert [e.kind for e in ab.sentences[0].body.items] == [k.InstructionKind.RETURN, k.InstructionKind.ELL_PHRASES]


@pytest.mark.rule("SU-A3")
def test_run_an_understood_verb_places_counters_twice():
    (ab,) = compiled("Place three +1 power counters on a minion and a +1 power counter on another minion.")
    g, _, b1, _ = board([("targets", "Ox"), ("targets", "Elk")])
    ox = g.add_card(minion("Ox", 2), 0, "bases", at=b1)
    elk = g.add_card(minion("Elk", 2), 1, "bases", at=b1)
    g.execute(ab.effect, controller=0)
    assert g.value(ox, "power") == 5 and g.value(elk, "power") == 3

