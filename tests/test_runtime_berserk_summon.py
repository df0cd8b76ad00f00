"""A trigger on using Search that summons its own card from the deck (docs/runtime.md BH-K45;
glossary "Поиск — [карта/карты]", "Вызов (вызвать)"): the English wording, its lowering, the
runtime and the Russian surface. Cards are made up."""

from __future__ import annotations

import pytest
from ru_twins import HEAD_EN, HEAD_RU, assert_twins, printed_back
from test_runtime_berserk_issue17 import table

from dsl import check_text
from runtime import spec as s

DIGGER_EN = 'card "Clay Digger": creature (Beast), cost 1, life 2, strike 1\n'
DIGGER_RU = 'карта "Глиняный копатель": существо (Зверь), стоимость 1, жизни 2, удар 1\n'
PAID_EN = "When you use Search, you may pay 1 coin. If you do, summon this creature."
FREE_EN = "When you use Search, summon this creature."

TEXT = f'''
card "Clay Digger": creature, cost 1, life 2, strike 1
  {PAID_EN}
card "Loam Gnome": creature, cost 1, life 1, strike 1
  {FREE_EN}
card "Spade Call": spell, cost 1
  Search your deck for a spell and put it into your hand.
card "Tally Stone": spell, cost 1
  Draw a card.
card "Pebble": spell, cost 1
  Draw a card.
'''


def _lowered(text: str):
    rep = check_text(text)
    c = rep.cards[-1]
    assert c.ok, [d.message for d in c.diagnostics]
    return [a for a, _span in c.lowered.abilities]


def _deck(g, specs, ids, player: int, *names: str) -> None:
    for nm in names:
        ids[nm] = g.add_card(specs[nm], player, "deck")


@pytest.mark.rule("BH-K45")
def test_the_search_trigger_is_lowered_to_work_in_the_deck():
    (ab,) = _lowered(HEAD_EN + DIGGER_EN + f"  {PAID_EN}\n")
    assert isinstance(ab, s.Triggered) and ab.zone == "deck"
    assert ab.when == s.EventPattern(event=s.Event.SEARCH, player=s.Controller.YOU)
    assert ab.effect == s.Then(first=s.May(effect=s.Pay(resource="coin", amount=s.Const(value=1))),
                               second=s.ReturnToPlay(target=s.This(), from_zone="deck"), fully=True)
    (free,) = _lowered(HEAD_EN + DIGGER_EN + f"  {FREE_EN}\n")
    assert free.zone == "deck" and free.effect == s.ReturnToPlay(target=s.This(), from_zone="deck")


@pytest.mark.rule("BH-K45")
def test_who_searches_is_the_trigger_player():
    (ab,) = _lowered(HEAD_EN + DIGGER_EN + "  When another player uses Search, draw a card.\n")
    assert ab.when.player is s.Controller.OPPONENT and ab.zone is None, "no summon: it works in play"
    (ab,) = _lowered(HEAD_EN + DIGGER_EN + "  When a player uses Search, draw a card.\n")
    assert ab.when.player is s.Controller.ANY


@pytest.mark.rule("BH-K45")
def test_summoning_another_card_is_refused():
    rep = check_text(HEAD_EN + DIGGER_EN + '  When you use Search, summon target creature.\n')
    assert not rep.cards[-1].ok
    assert any("summoning a card other than this one" in d.message for d in rep.cards[-1].diagnostics)


@pytest.mark.rule("BH-K45")
def test_paying_summons_the_card_from_the_deck():
    g, ch, ids, specs = table(TEXT, hand=["Spade Call"], coins=5,
                              steps=[("search", "Tally Stone"), ("may", "yes")])
    _deck(g, specs, ids, 0, "Clay Digger", "Tally Stone")
    g.play_card(ids["Spade Call"])
    dig = g.card(ids["Clay Digger"])
    assert dig.zone == "play area" and dig.controller == 0, "summoned into play under its owner's control"
    assert not dig.tapped, "open (glossary: в открытом виде)"
    assert g.card(ids["Tally Stone"]).zone == "hand"
    assert g.players[0].resources["coin"] == 5 - 1 - 1, "the spell's cost and the payment"


@pytest.mark.rule("BH-K45")
def test_declining_leaves_the_card_in_the_deck():
    g, ch, ids, specs = table(TEXT, hand=["Spade Call"], coins=5,
                              steps=[("search", "Tally Stone"), ("may", "no")])
    _deck(g, specs, ids, 0, "Clay Digger", "Tally Stone")
    g.play_card(ids["Spade Call"])
    assert g.card(ids["Clay Digger"]).zone == "deck"
    assert g.players[0].resources["coin"] == 4


@pytest.mark.rule("BH-K45")
def test_without_coins_the_payment_cannot_be_made():
    g, ch, ids, specs = table(TEXT, hand=["Spade Call"], coins=1,
                              steps=[("search", "Tally Stone"), ("may", "yes")])
    _deck(g, specs, ids, 0, "Clay Digger", "Tally Stone")
    g.play_card(ids["Spade Call"])
    assert g.card(ids["Clay Digger"]).zone == "deck", "nothing paid: no summon"


@pytest.mark.rule("BH-K45")
def test_only_the_searchers_own_deck_card_answers():
    # Bob's digger is in Bob's deck: Ann's search is not his ("when you use Search")
    g, ch, ids, specs = table(TEXT, hand=["Spade Call"], coins=5, bob_coins=5, steps=[("search", "Tally Stone")])
    _deck(g, specs, ids, 0, "Tally Stone")
    _deck(g, specs, ids, 1, "Loam Gnome")
    g.play_card(ids["Spade Call"])
    assert g.card(ids["Loam Gnome"]).zone == "deck"
    ch.assert_done()


@pytest.mark.rule("BH-K45")
def test_a_card_in_hand_or_play_does_not_answer():
    g, ch, ids, specs = table(TEXT, ann=["Loam Gnome"], hand=["Spade Call", "Clay Digger"], coins=5,
                              steps=[("search", "Tally Stone")])
    _deck(g, specs, ids, 0, "Tally Stone")
    g.play_card(ids["Spade Call"])
    assert g.card(ids["Clay Digger"]).zone == "hand", "the trigger works only in the deck"
    assert [c.id for c in g.zone(0, "play area")].count(ids["Loam Gnome"]) == 1
    ch.assert_done()


@pytest.mark.rule("BH-K45")
def test_the_free_summon_and_a_found_card_that_leaves_the_deck():
    # the gnome summons itself; a gnome taken by the search itself is in the hand, not the deck
    text = TEXT + 'card "Gnome Call": spell, cost 1\n  Search your deck for a creature and put it into your hand.\n'
    g, ch, ids, specs = table(text, hand=["Gnome Call"], coins=5, steps=[("search", "Loam Gnome")])
    _deck(g, specs, ids, 0, "Loam Gnome")
    g.play_card(ids["Gnome Call"])
    assert g.card(ids["Loam Gnome"]).zone == "hand"
    g, ch, ids, specs = table(text, hand=["Spade Call"], coins=5, steps=[("search", "Tally Stone")])
    _deck(g, specs, ids, 0, "Loam Gnome", "Tally Stone")
    g.play_card(ids["Spade Call"])
    assert g.card(ids["Loam Gnome"]).zone == "play area"


@pytest.mark.rule("BH-K45")
def test_a_draw_is_not_a_search():
    g, ch, ids, specs = table(TEXT, hand=["Pebble"], coins=5)
    _deck(g, specs, ids, 0, "Loam Gnome", "Tally Stone")
    g.play_card(ids["Pebble"])
    assert g.card(ids["Loam Gnome"]).zone == "deck"


@pytest.mark.rule("BH-K45")
def test_the_russian_trigger_reads_as_the_english_and_prints_back():
    assert_twins(DIGGER_RU, DIGGER_EN,
                 "Когда вы используете Поиск, вы можете заплатить (1), при этом вызовите Глиняного копателя.", PAID_EN)
    assert_twins(DIGGER_RU, DIGGER_EN, "Когда вы используете Поиск, вызовите это существо.", FREE_EN)
    lines = printed_back(DIGGER_RU, "Когда вы используете Поиск, вы можете заплатить (1), при этом вызовите это существо.")
    assert lines == ["Когда вы используете Поиск, вы можете заплатить (1), при этом вызовите это существо."]
    other = "Когда противник использует Поиск, возьмите карту."
    assert_twins(DIGGER_RU, DIGGER_EN, other, "When another player uses Search, draw a card.")
    assert printed_back(DIGGER_RU, other) == [other], "'uses' agrees with one other player"


@pytest.mark.rule("BH-K45")
def test_the_sentences_after_any_berserk_trigger_continue_it():
    (ab,) = _lowered(HEAD_EN + DIGGER_EN + "  When another creature dies, you may pay 1 coin. If you do, draw a card.\n")
    assert isinstance(ab, s.Triggered) and ab.when.event is s.Event.DESTROY and ab.zone is None
    assert ab.effect == s.Then(first=s.May(effect=s.Pay(resource="coin", amount=s.Const(value=1))),
                               second=s.Draw(who=s.Who.YOU, amount=s.Const(value=1)), fully=True)
    russian = "Когда другое существо погибает, вы можете заплатить (1), при этом возьмите карту."
    assert_twins(DIGGER_RU, DIGGER_EN, russian, "When another creature dies, you may pay 1 coin. If you do, draw a card.")
    assert printed_back(DIGGER_RU, russian) == [russian]
