"""h16n: an extra play onto the base of the card chosen before ("Choose a minion. Play an extra
minion there / on the same base"), restricted against that card ("with less power")."""

from __future__ import annotations

import pytest

from runtime import spec as s
from runtime.errors import NotDeclarable

from su_table import build, e501, probe_ir, table


def _extra(text: str) -> s.PlayExtra:
    (ir,) = probe_ir(text)
    assert ir.effect.KIND == "pick"
    e = ir.effect.with_picked
    return e.effect if e.KIND == "may" else e


@pytest.mark.parametrize("text", [
    "Choose a minion. Play an extra minion there.",
    "Choose one of your minions. Play an extra minion on the same base.",
    "Choose a base. You may play an extra action there.",
])
def test_there_after_a_choice_is_the_chosen_base(text):
    assert _extra(text).there


def test_less_power_than_the_chosen_card():
    e = _extra("Choose a minion you control. Play an extra minion on the same base with lower power.")
    (t,) = e.filter.stats
    assert (t.cmp, t.amount) == (s.Cmp.LT, s.StatOf(of=s.Picked(), stat="power"))


def test_there_with_nothing_chosen_is_refused():
    assert e501('card "Probe": action\n  Play an extra minion there.\n')


@pytest.mark.rule("SU-A6")
def test_the_extra_play_goes_only_to_the_chosen_minions_base_and_only_for_a_weaker_minion():
    specs = build('''
card "Rally Point": action
  Choose a minion you control. Play an extra minion on the same base with lower power.
card "Pup": minion, power 1
''')
    g, jungle, castle = table(specs)
    g.add_card(specs["Brute"], 0, "bases", at=castle)          # power 4: the only minion of Ann's
    g.play_card(g.add_card(specs["Rally Point"], 0))
    big = g.add_card(specs["Brute"], 0)
    pup = g.add_card(specs["Pup"], 0)
    assert len(g.state.players[0].extra_plays) == 1
    g.play_card(big, base=jungle)                               # the turn's own minion play
    with pytest.raises(NotDeclarable):
        g.play_card(pup, base=jungle)                           # the extra one is for the Castle only
    with pytest.raises(NotDeclarable):
        g.play_card(g.add_card(specs["Brute"], 0), base=castle)  # and for less power than 4 only
    g.play_card(pup, base=castle)
    assert g.card(pup).at == castle
