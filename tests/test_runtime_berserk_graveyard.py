"""An activated ability that works in the graveyard, and X cards of a name resurrected whole
(docs/runtime.md BH-K39, BH-K40; glossary "Особенность", "Возрождение (возродить)"): the English
wording, its lowering, the Berserk options, the runtime and the Russian surface. Cards are made up."""

from __future__ import annotations

import pytest
from ru_twins import HEAD_EN, HEAD_RU, printed_back
from test_runtime_berserk_combat import fighter, table

from dsl import check_text
from dsl.lowering import lower_card
from runtime import spec as s
from runtime.berserk.game import options

THRALL_EN = 'card "Barrow Thrall": creature (Undead), cost 2, life 2, strike 1\n'
THRALL_RU = 'карта "Костяной Раб": существо (Нежить), стоимость 2, жизни 2, удар 1\n'
RAISE_EN = "  (X), discard a card: Resurrect X Barrow Thralls. (This ability works in your graveyard.)\n"


def _lowered(text: str):
    rep = check_text(text)
    c = rep.cards[-1]
    assert c.ok, [d.message for d in c.diagnostics]
    return [a for a, _span in lower_card(c.card, rep.ruleset, "", "", rep.table).abilities]


def _thrall() -> s.CardSpec:
    back = s.ReturnToPlay(target=s.Target(filter=s.Filter(name="Thrall", zone="graveyard",
                                                          controller=s.Controller.YOU)))
    ab = s.Activated(origin="berserk/thrall#0", effect=s.Repeat(count=s.PaidX(), effect=back), zone="graveyard",
                     costs=(s.Cost(cost=s.CostKind.COINS_X, amount=0), s.Cost(cost=s.CostKind.DISCARD, amount=1)))
    return fighter("Thrall", 1, 2, abilities=(ab,))


@pytest.mark.rule("BH-K39")
@pytest.mark.rule("BH-K40")
def test_the_graveyard_ability_and_x_resurrections_are_written_and_lowered():
    (ab,) = _lowered(HEAD_EN + THRALL_EN + RAISE_EN)
    assert ab.zone == "graveyard", "used from the graveyard, not in play"
    assert isinstance(ab.effect, s.Repeat) and ab.effect.count == s.PaidX()
    back = ab.effect.effect
    assert isinstance(back, s.ReturnToPlay) and back.life is None, "no `with N life`: it comes back whole"
    assert back.target.filter.name == "Barrow Thrall" and back.target.filter.zone == "graveyard"
    assert back.target.filter.controller == s.Controller.YOU, "from your own graveyard"
    (one,) = _lowered(HEAD_EN + THRALL_EN + "  (1): Resurrect a creature with 1 life.\n")
    assert one.zone is None and one.effect.life == s.Const(value=1), "the older wording is unchanged"


@pytest.mark.rule("BH-K39")
def test_a_zone_other_than_the_graveyard_or_an_ability_without_costs_is_refused():
    for text in ("  (1): Draw a card. (This ability works in your hand.)\n",
                 "  Draw a card. (This ability works in your graveyard.)\n"):
        rep = check_text(HEAD_EN + THRALL_EN + text)
        assert not rep.cards[-1].ok, text


@pytest.mark.rule("BH-K39")
@pytest.mark.rule("BH-K40")
def test_x_thralls_come_back_from_the_graveyard_the_ability_is_used_from():
    # X = 2, the first Thrall chosen; the one card in hand is the discard and the second Thrall
    # is the one left (neither asked)
    g, ch, ids = table([], [], [("amount", "2"), ("targets", "Thrall#4")])
    g.players[0].resources["coin"] = 3
    user = g.add_card(_thrall(), 0, "graveyard")
    other = g.add_card(_thrall(), 0, "graveyard")
    assert (user, other) == (3, 4)
    theirs = g.add_card(_thrall(), 1, "graveyard")
    spare = g.add_card(fighter("Spare", 1, 1), 0, "hand")
    opts = [o for o in options(g, 0) if o[1] in (user, other)]
    assert [o[0] for o in opts] == [f"activate Thrall#{i} from the graveyard" for i in (user, other)], opts
    assert not [o for o in options(g, 0) if o[1] == theirs], "only the owner uses it"
    g.activate(user)
    assert g.card(user).zone == "play area" and g.card(other).zone == "play area"
    assert g.card(theirs).zone == "graveyard", "the opponent's graveyard is not yours"
    assert g.coins(0) == 1 and g.card(user).counters.get("wound", 0) == 0 and not ch.steps
    assert g.card(spare).zone == "graveyard", "the discard is paid"
    assert not [o for o in options(g, 0) if o[1] == user and "graveyard" in o[0]], "in play it no longer works"


@pytest.mark.rule("BH-K40")
def test_the_russian_wording_builds_the_english_twin_and_prints_back():
    russian = "(Х), сбросьте карту: Возродите Х Костяных Рабов (эта особенность работает на кладбище)."
    english = RAISE_EN.replace("Barrow Thralls", "Костяной Раб")
    assert check_text(HEAD_RU + THRALL_RU + f"  {russian}\n").cards[-1].card.abilities == \
        check_text(HEAD_EN + THRALL_EN.replace("Barrow Thrall", "Костяной Раб") + english).cards[-1].card.abilities
    lines = printed_back(THRALL_RU, russian)
    assert lines == [russian], lines
