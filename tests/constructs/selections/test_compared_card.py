"""h16n: a card named before as the number a stat is compared with ("with power less than or
equal to that minion", "… this minion"), and a bound on the total of the cards chosen, said
with "with total power …", on "one or more" (at least one) as on "any number of"."""

from __future__ import annotations

import pytest

from runtime import spec as s

from su_table import e501, meadow_game, probe_ir


def _effect(text: str, header: str = 'card "Probe": action') -> object:
    (ir,) = probe_ir(text, header)
    eff = ir.effect
    while eff.KIND in ("pick", "sequence"):
        eff = eff.with_picked if eff.KIND == "pick" else eff.effects[-1]
    return eff


@pytest.mark.parametrize("text, of", [
    ("Choose one of your minions. Return a minion with power less than or equal to that minion to its owner's hand.",
     s.Picked()),
    ("Choose a minion. Destroy a minion with power equal to or less than that minion.", s.Picked()),
    ("Destroy a minion. Destroy a minion with power less than or equal to that minion.", s.Affected()),
])
def test_that_card_as_the_number_compared(text, of):
    eff = _effect(text)
    (t,) = eff.target.filter.stats
    assert (t.stat, t.cmp, t.amount) == ("power", s.Cmp.LE, s.StatOf(of=of, stat="power"))


def test_this_card_as_the_number_compared():
    eff = _effect("Destroy a minion here with power less than this minion.", 'card "Probe": minion, power 3')
    (t,) = eff.target.filter.stats
    assert (t.cmp, t.amount) == (s.Cmp.LT, s.StatOf(of=s.This(), stat="power"))


@pytest.mark.rule("SU-A3")
def test_one_or_more_with_a_total_takes_at_least_one():
    eff = _effect("Choose a minion you control. Destroy one or more other players' minions at the same base with "
                  "total power less than or equal to that minion.")
    assert (eff.target.min, eff.target.max) == (1, None)
    assert eff.target.filter.at is s.AtBase.PICKED
    assert eff.target.total == s.StatTest(stat="power", cmp=s.Cmp.LE,
                                          amount=s.StatOf(of=s.Picked(), stat="power"))


@pytest.mark.rule("SU-A5")
def test_any_number_with_a_total_allows_none():
    eff = _effect("Return any number of minions here with total power 4 or less to their owners' hands.",
                  'card "Probe": minion, power 3')
    assert (eff.target.min, eff.target.max, eff.target.total.value) == (0, None, 4)


def test_two_or_more_is_at_least_two():
    eff = _effect("Destroy two or more minions here.", 'card "Probe": minion, power 3')
    assert (eff.target.min, eff.target.max) == (2, None)


def test_that_card_with_nothing_named_is_refused():
    errs = e501('card "Probe": action\n  Destroy a minion with power less than or equal to that minion.\n')
    assert errs, "`that minion` names no card here"


@pytest.mark.rule("SU-A3")
def test_one_or_more_stops_at_the_total_and_takes_at_least_one():
    # a 4-power minion destroys Bob's two Twigs (1 + 1), then no more fits: Brute (3) would make 5, not less than 4
    g, specs, meadow = meadow_game('''
card "Stomper": minion, power 4
  Destroy one or more minions here with total power less than this minion.
''', steps=[("targets", 0), ("targets", 0)])
    twigs = [g.add_card(specs["Twig"], 1, "bases", at=meadow) for _ in range(2)]
    brute = g.add_card(specs["Brute"], 1, "bases", at=meadow)
    g.begin_turn(0)
    g.next_phase()
    g.play_card(g.add_card(specs["Stomper"], 0), base=meadow)
    assert [g.card(t).zone for t in twigs] == ["discard pile", "discard pile"]
    assert g.card(brute).zone == "bases"
