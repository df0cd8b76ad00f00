"""Creatures attached "as if they had module and had just entered play" (docs/runtime.md BH-K43,
glossary "Модуль": the attached creature's Recruits happen): the English wording, its lowering,
the runtime, and the Russian reading and printing. Cards are made up: built by hand
(tests/test_runtime_berserk_combat.py's helpers) or written in our own words."""

from __future__ import annotations

import pytest
from ru_twins import HEAD_EN, HEAD_RU, assert_twins, printed_back
from test_runtime_berserk_combat import fighter, table, wounds

from dsl import check_text
from dsl.lowering import lower_card
from runtime import spec as s

RIG_EN = 'card "Тинник": creature (Mechanism), cost 6, life 4, strike 3\n'
RIG_RU = 'карта "Тинник": существо (Механизм), стоимость 6, жизни 4, удар 3\n'
AS_MODULE_EN = ("Recruit: Attach any number of other Mechanisms you control to this creature as if they had "
                "module and had just entered play.")


def _lowered(text: str):
    rep = check_text(text)
    c = rep.cards[0]
    assert c.ok, [d.message for d in c.diagnostics]
    return [a for a, _span in lower_card(c.card, rep.ruleset, "", "", rep.table).abilities]


def _rig(as_module: bool) -> s.CardSpec:
    part = s.Target(filter=s.Filter(card_types=("creature",), controller=s.Controller.YOU, other=True), min=0, max=5)
    return fighter("Rig", 3, 4, cost=0, abilities=(
        s.OnPlay(origin="berserk/rig#0", label="recruit",
                 effect=s.Attach(target=s.This(), part=part, as_module=as_module)),))


def _sparker() -> s.CardSpec:
    """Recruit: deal 1 wound to each enemy hero."""
    hit = s.Wound(target=s.Each(filter=s.Filter(card_types=("hero",), controller=s.Controller.OPPONENT)),
                  amount=s.Const(value=1))
    return fighter("Sparker", 1, 1, abilities=(s.OnPlay(origin="berserk/sparker#0", label="recruit", effect=hit),))


@pytest.mark.rule("BH-K43")
def test_the_wording_lowers_to_an_attach_as_module():
    (ab,) = _lowered(HEAD_EN + RIG_EN + f"  {AS_MODULE_EN}\n")
    assert ab.effect.KIND == "attach" and ab.effect.as_module and ab.effect.target == s.This()
    (plain,) = _lowered(HEAD_EN + RIG_EN + "  Recruit: Attach any number of other Mechanisms you control to this creature.\n")
    assert not plain.effect.as_module


@pytest.mark.rule("BH-K43")
def test_another_keyword_in_the_as_if_is_refused():
    rep = check_text(HEAD_EN + RIG_EN + "  Recruit: Attach any number of other Mechanisms you control to this "
                     "creature as if they had haste and had just entered play.\n")
    assert not rep.cards[0].ok
    assert any(d.code.id == "E501" for d in rep.cards[0].diagnostics)


@pytest.mark.rule("BH-K43")
def test_each_part_attached_as_a_module_does_its_recruit_again():
    g, ch, ids = table([_sparker(), fighter("Plain", 1, 2)], [], [("targets", ["Sparker", "Plain"])])
    cid = g.add_card(_rig(True), 0, "hand")
    g.play_card(cid)
    assert g.card(ids["Sparker"]).attached_to == cid and g.card(ids["Plain"]).attached_to == cid
    assert wounds(g, ids["Bob"]) == 1, "the Sparker's Recruit happened once more, the Plain has none"
    assert wounds(g, ids["Ann"]) == 0, "the Recruit is its controller's: the enemy hero is Bob's"


@pytest.mark.rule("BH-K43")
def test_without_the_as_if_no_recruit_happens_and_a_part_not_chosen_does_nothing():
    g, ch, ids = table([_sparker()], [], [("targets", ["Sparker"])])
    g.play_card(g.add_card(_rig(False), 0, "hand"))
    assert wounds(g, ids["Bob"]) == 0, "BH-K38: attached only"
    g2, ch2, ids2 = table([_sparker()], [], [("targets", [])])
    g2.play_card(g2.add_card(_rig(True), 0, "hand"))
    assert g2.card(ids2["Sparker"]).attached_to is None and wounds(g2, ids2["Bob"]) == 0


@pytest.mark.rule("BH-K43")
def test_a_part_is_never_its_own_part_nor_does_a_part_host_modules():
    g, ch, ids = table([_sparker()], [], [("targets", ["Sparker"])])
    cid = g.add_card(_rig(True), 0, "hand")
    g.play_card(cid)
    assert g.card(cid).attached_to is None, "the card chose among the others only"


@pytest.mark.rule("BH-K43")
def test_the_russian_reads_as_the_english_and_prints_back():
    ru = ("Найм: Прикрепите к этому существу любое число других ваших механизмов (как если бы они имели "
          "способность Модуль и только что вошли в игру).")
    en = ("Recruit: Attach any number of other Механизм you control to this creature as if they had module and "
          "had just entered play.")
    assert_twins(RIG_RU, RIG_EN.replace("Mechanism", "Механизм"), ru, en)
    assert printed_back(RIG_RU, ru) == [ru]


@pytest.mark.rule("BH-K43")
def test_the_russian_own_name_first_and_a_then_after_the_parenthesis():
    ru = ("Найм: Прикрепите к Тиннику любое число ваших механизмов (как если бы они имели способность Модуль "
          "и только что вошли в игру), затем вы можете ранить существо на 1.")
    en = ("Recruit: Attach any number of Механизм you control to this creature as if they had module and had "
          "just entered play, then you may deal 1 wound to a creature.")
    assert_twins(RIG_RU, RIG_EN.replace("Mechanism", "Механизм"), ru, en)
    (line,) = printed_back(RIG_RU, ru)
    assert line.startswith("Найм: Прикрепите к этому существу любое число ваших механизмов (как если бы")
    assert line.endswith("), затем вы можете ранить существо на 1.")


def test_a_name_the_analyser_guesses_differently_inflected_is_still_the_name():
    """A made-up name pymorphy3 does not know is guessed per form: the declared form and an
    inflected one may get different lemmas; either of the analyser's nouns for it matches."""
    from dsl.ru.lexer import translate
    items = translate("Уничтожьте Гайколома.", ("Гайколом",))
    assert [i.wc for i in items if i.en == "Гайколом"] == ["name"]


def test_the_set_card_attaches_as_modules():
    from dsl import check_path
    from pathlib import Path
    rep = check_path(Path(__file__).parent.parent / "cardsets" / "berserk" / "warbands.cards")
    (card,) = [c for c in rep.cards if c.name == "Rivet Colossus"]
    assert card.ok and card.lowered.abilities[0][0].effect.as_module
