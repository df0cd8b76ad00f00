"""A dying card shuffled into its owner's deck instead of going to the graveyard (docs/runtime.md
BH-K44; glossary "Гибель: [текст]", "Кладбище", "Колода"): the English wording, its lowering,
the runtime and the Russian surface. Cards are made up."""

from __future__ import annotations

import pytest
from ru_twins import HEAD_EN, HEAD_RU, assert_twins, printed_back
from test_runtime_berserk_issue17 import table

from dsl import check_text
from runtime import spec as s

MOLE_EN = 'card "Loam Burrower": creature (Beast), cost 2, life 1, strike 1\n'
MOLE_RU = 'карта "Рыхлый землекоп": существо (Зверь), стоимость 2, жизни 1, удар 1\n'
MAY_EN = "Death: You may shuffle this creature into your deck instead of your graveyard."
MUST_EN = "Death: Shuffle this creature into your deck instead of your graveyard."

TEXT = f'''
card "Loam Burrower": creature, cost 2, life 1, strike 1
  {MAY_EN}
card "Grit Mite": creature, cost 1, life 1, strike 1
  {MUST_EN}
card "Snuff": spell, cost 1
  Destroy target creature.
'''


def _lowered(text: str):
    rep = check_text(text)
    c = rep.cards[-1]
    assert c.ok, [d.message for d in c.diagnostics]
    return [a for a, _span in c.lowered.abilities]


@pytest.mark.rule("BH-K44")
def test_the_death_reshuffle_is_written_and_lowered():
    (ab,) = _lowered(HEAD_EN + MOLE_EN + f"  {MAY_EN}\n")
    assert isinstance(ab, s.Triggered) and ab.label == "death" and ab.when.event is s.Event.DESTROY
    assert ab.effect == s.May(effect=s.ShuffleIntoDeck(target=s.This()))
    (must,) = _lowered(HEAD_EN + MOLE_EN + f"  {MUST_EN}\n")
    assert must.effect == s.ShuffleIntoDeck(target=s.This())


@pytest.mark.rule("BH-K44")
def test_instead_of_a_zone_other_than_the_graveyard_is_refused():
    rep = check_text(HEAD_EN + MOLE_EN + "  Death: Shuffle this creature into your deck instead of your hand.\n")
    assert not rep.cards[-1].ok


@pytest.mark.rule("BH-K44")
def test_the_dead_creature_goes_into_its_deck_when_its_owner_wants():
    g, ch, ids, _ = table(TEXT, bob=["Loam Burrower"], hand=["Snuff"],
                          steps=[("may", "yes")])
    before = len(g.zone(1, "deck"))
    g.play_card(ids["Snuff"])
    assert [d.player for d in ch.asked] == [1], "the owner (Bob) was asked"
    assert g.card(ids["Loam Burrower"]).zone == "deck", "shuffled into its owner's deck"
    assert ids["Loam Burrower"] in [c.id for c in g.zone(1, "deck")] and len(g.zone(1, "deck")) == before + 1
    assert ids["Loam Burrower"] not in [c.id for c in g.zone(1, "graveyard")]


@pytest.mark.rule("BH-K44")
def test_declined_the_dead_creature_stays_in_the_graveyard():
    g, ch, ids, _ = table(TEXT, bob=["Loam Burrower"], hand=["Snuff"],
                          steps=[("may", "no")])
    g.play_card(ids["Snuff"])
    assert g.card(ids["Loam Burrower"]).zone == "graveyard"


@pytest.mark.rule("BH-K44")
def test_without_may_it_always_goes_into_the_deck():
    g, ch, ids, _ = table(TEXT, ann=["Grit Mite"], hand=["Snuff"])
    g.play_card(ids["Snuff"])
    assert not ch.asked, "nothing to ask: the only creature is the target, the shuffle is not optional"
    assert g.card(ids["Grit Mite"]).zone == "deck"
    assert ids["Grit Mite"] in [c.id for c in g.zone(0, "deck")]


@pytest.mark.rule("BH-K44")
def test_the_russian_reshuffle_reads_as_the_english_and_prints_back():
    assert_twins(MOLE_RU, MOLE_EN, "Гибель: Вы можете замешать Рыхлого землекопа в колоду вместо кладбища.", MAY_EN)
    assert_twins(MOLE_RU, MOLE_EN, "Гибель: замешайте это существо в колоду вместо кладбища.", MUST_EN)
    lines = printed_back(MOLE_RU, "Гибель: Вы можете замешать это существо в колоду вместо кладбища.")
    assert lines == ["Гибель: Вы можете замешать это существо в колоду вместо кладбища."]
