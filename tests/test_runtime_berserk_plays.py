"""The dev cards' third round (docs/runtime.md BH-K34..K36): protection from spells, the plays of a
turn counted below a number, a class tested on the revealed card; the English wording, its
lowering, the Russian shapes (dsl/ru/plays.py) and created cards a set lacks (E201). Cards are made
up: built by hand (tests/test_runtime_berserk_combat.py's helpers) or written in our own words."""

from __future__ import annotations

import pytest
from ru_twins import (CREATURE_EN, CREATURE_RU, EVENT_EN, EVENT_RU, FIXTURES, HEAD_EN, HEAD_RU, SPELL_RU,
                      assert_scenario_passes)
from test_runtime_berserk_combat import fighter, table, wounds

from dsl import check_text
from dsl.lowering import lower_card
from runtime import spec as s
from runtime.errors import NotDeclarable

WARD = s.Static(origin="berserk/ward#0", effect=s.Cant(affects=s.This(), events=(s.Event.TARGETED,),
                                                        card_types=("spell",)))


def _wound_card(kind: str, name: str) -> s.CardSpec:
    hit = s.Wound(target=s.Target(filter=s.Filter(card_types=("creature",))), amount=s.Const(value=2))
    ab = (s.OnPlay(origin=f"berserk/{name.lower()}#0", effect=hit),)
    if kind == "spell":
        return s.CardSpec(slug=f"berserk/{name.lower()}", name=name, card_type="spell", stats=(("cost", 0),),
                          abilities=ab)
    return fighter(name, 1, 3, cost=0, abilities=ab)


def _lowered(text: str):
    rep = check_text(text)
    c = rep.cards[0]
    assert c.ok, [d.message for d in c.diagnostics]
    return [a for a, _span in lower_card(c.card, rep.ruleset, "", "", rep.table).abilities]


# ---- BH-K35 protection from spells ---------------------------------------------------------------

@pytest.mark.rule("BH-K35")
def test_a_spell_cannot_target_a_card_protected_from_spells():
    g, ch, ids = table([], [fighter("Warded", 1, 5, abilities=(WARD,))], [])
    cid = g.add_card(_wound_card("spell", "Bolt"), 0, "hand")
    with pytest.raises(NotDeclarable):
        g.play_card(cid)            # its only creature is protected: no legal target
    assert wounds(g, ids["Warded"]) == 0


@pytest.mark.rule("BH-K35")
def test_a_spell_targets_another_creature_and_a_creature_ability_the_protected_one():
    g, ch, ids = table([], [fighter("Warded", 1, 5, abilities=(WARD,)), fighter("Plain", 1, 5)], [])
    g.play_card(g.add_card(_wound_card("spell", "Bolt"), 0, "hand"))
    assert (wounds(g, ids["Warded"]), wounds(g, ids["Plain"])) == (0, 2), "the one legal target, no question"
    g2, ch2, ids2 = table([], [fighter("Warded", 1, 5, abilities=(WARD,))], [("targets", "Warded")])
    g2.play_card(g2.add_card(_wound_card("creature", "Slinger"), 0, "hand"))
    assert wounds(g2, ids2["Warded"]) == 2, "the protection is from spells only: a creature's Recruit may"


@pytest.mark.rule("BH-K35")
def test_protection_from_spells_is_written_and_lowered():
    (ab,) = _lowered(HEAD_EN + CREATURE_EN + "  This creature cannot be the target of spells.\n")
    assert ab.effect == s.Cant(affects=s.This(), events=(s.Event.TARGETED,), by=s.Controller.ANY,
                               card_types=("spell",))
    rep = check_text(HEAD_EN + CREATURE_EN + "  This creature cannot be the target of cards.\n")
    assert not rep.cards[0].ok, "a target of no one card type is not executable"


# ---- BH-K34 the plays of a turn, fewer than N -------------------------------------------------------

@pytest.mark.rule("BH-K34")
@pytest.mark.parametrize("who, player", [("they", s.Controller.OPPONENT), ("that player", s.Controller.OPPONENT)])
def test_the_opponents_plays_this_turn_at_the_end_of_their_turn(who, player):
    (ab,) = _lowered(HEAD_EN + EVENT_EN + f"  At the end of each other player's turn, if {who} played fewer than "
                     "three cards this turn, draw a card.\n")
    cond = ab.effect.condition
    assert (cond.event, cond.player, cond.cmp, cond.value) == (s.Event.PLAY, player, s.Cmp.LT, 3)


@pytest.mark.rule("BH-K34")
def test_your_own_plays_this_turn():
    (ab,) = _lowered(HEAD_EN + CREATURE_EN + "  At the end of your turn, if you played fewer than two cards this "
                     "turn, draw a card.\n")
    assert (ab.effect.condition.player, ab.effect.condition.value) == (s.Controller.YOU, 2)


@pytest.mark.rule("BH-K34")
@pytest.mark.parametrize("text", [
    "At the end of your turn, if they played fewer than two cards this turn, draw a card.",   # whose plays?
    "At the end of each other player's turn, if they played fewer than two cards, draw a card.",   # when?
])
def test_a_count_of_plays_that_says_too_little_is_refused(text):
    rep = check_text(HEAD_EN + EVENT_EN + f"  {text}\n")
    assert not rep.cards[0].ok


# ---- Russian (dsl/ru/plays.py): each shape builds its English twin, and is printed back ------------

SHAPES = [
    (EVENT_RU, EVENT_EN, "В конце хода противника, если он разыграл меньше трех карт в этот ход, возьмите карту.",
     "At the end of each other player's turn, if they played fewer than three cards this turn, draw a card."),
    (CREATURE_RU, CREATURE_EN, "В конце вашего хода, если вы разыграли меньше двух карт в этот ход, возьмите карту.",
     "At the end of your turn, if you played fewer than two cards this turn, draw a card."),
    (CREATURE_RU, CREATURE_EN, "Защита от заклинаний.", "This creature cannot be the target of spells."),
    (EVENT_RU, EVENT_EN, "(1)(Т): Покажите верхнюю карту вашей колоды; если это тварь, возьмите карту; иначе вы "
     "можете положить эту карту под низ колоды и подготовить Тинник.",
     "(1), tap: Reveal the top card of your deck. If it is a Тварь, draw a card. Otherwise, you may place it on "
     "the bottom of its owner's deck and ready this event."),
]
# a card of the class the revealed card is tested against, before the card the sentence is on
TWIN_CLASS = 'card "Тварюшка": creature (Тварь), cost 1, life 1, strike 1\n'
TWIN_CLASS_RU = 'карта "Тварюшка": существо (Тварь), стоимость 1, жизни 1, удар 1\n'


def _last_abilities(text: str):
    card = check_text(text).cards[-1]
    assert card.ok, [d.message for d in card.diagnostics]
    assert card.card.abilities
    return card.card.abilities


def printed_back(heads_ru: str, russian: str) -> list[str]:
    """The Russian printer's lines for the sentence on the last card, read back to the same AST."""
    from dsl.ru.printer import RussianPrinter

    rep = check_text(HEAD_RU + heads_ru + f"  {russian}\n")
    abilities = _last_abilities(HEAD_RU + heads_ru + f"  {russian}\n")
    lines = [RussianPrinter(rep.ruleset).ability(ab) for ab in abilities]
    assert _last_abilities(HEAD_RU + heads_ru + "".join(f"  {ln}\n" for ln in lines)) == abilities, lines
    return lines


@pytest.mark.parametrize("head_ru, head_en, russian, english", SHAPES)
def test_a_russian_shape_builds_the_ast_of_its_english_twin(head_ru, head_en, russian, english):
    assert _last_abilities(HEAD_RU + TWIN_CLASS_RU + head_ru + f"  {russian}\n") == \
        _last_abilities(HEAD_EN + TWIN_CLASS + head_en + f"  {english}\n")


@pytest.mark.parametrize("head_ru, head_en, russian, english", SHAPES)
def test_the_printer_writes_each_shape_back(head_ru, head_en, russian, english):
    printed_back(TWIN_CLASS_RU + head_ru, russian)


def test_a_created_card_the_set_lacks_is_an_unknown_name():
    rep = check_text(HEAD_RU + SPELL_RU + "  Создайте Медный Узел или Ржавую Искру.\n")
    d = rep.cards[0].diagnostics[0]
    assert d.code.id == "E201" and "`Медный Узел`" in d.message
    assert rep.source.text[d.primary.span.start:d.primary.span.end] == "Медный Узел"


@pytest.mark.rule("BH-T1")
def test_one_of_two_created_cards_is_printed_in_the_accusative():
    head = ('карта "Ржавая Искра": существо (Механизм), стоимость 1, жизни 1, удар 1, созданный\n'
            'карта "Медный Страж": существо (Механизм), стоимость 1, жизни 1, удар 1, созданный\n')
    lines = printed_back(head + SPELL_RU, "Создайте Ржавую Искру или Медного Стража.")
    assert lines == ["Создайте Ржавую Искру или Медного Стража."]


def test_the_set_of_these_shapes_compiles():
    rep = check_text((FIXTURES / "plays_ru.cards").read_text(encoding="utf-8"))
    assert all(c.ok for c in rep.cards), [(c.name, c.diagnostics[0].message) for c in rep.cards if not c.ok]


@pytest.mark.parametrize("name, rule", [("quiet_forge", "BH-K34"), ("copper_tower", "BH-K36")])
def test_russian_scenarios_of_these_shapes(run_cli, name, rule, request):
    request.node.add_marker(pytest.mark.rule(rule))
    assert_scenario_passes(run_cli, name)


# ---- BH-K37 an X coin cost and a discard among an activated ability's costs -------------------------

def _scribe(costs: tuple[s.Cost, ...]) -> s.CardSpec:
    hit = s.Wound(target=s.Target(filter=s.Filter(card_types=("creature",), controller=s.Controller.OPPONENT)),
                  amount=s.PaidX())
    return fighter("Scribe", 1, 3, abilities=(s.Activated(origin="berserk/scribe#0", effect=hit, costs=costs),))


@pytest.mark.rule("BH-K37")
def test_an_x_cost_is_chosen_paid_and_read_by_the_text():
    cost = (s.Cost(cost=s.CostKind.COINS_X, amount=0), s.Cost(cost=s.CostKind.DISCARD, amount=1))
    g, ch, ids = table([_scribe(cost)], [fighter("Troll", 1, 9)], [("amount", "2"), ("discard", "Spare")])
    g.players[0].resources["coin"] = 3
    spare = g.add_card(fighter("Spare", 1, 1), 0, "hand")
    g.activate(ids["Scribe"])
    assert wounds(g, ids["Troll"]) == 2
    assert g.coins(0) == 1, "X = 2 paid of 3"
    assert g.card(spare).zone == "graveyard", "the discard is paid too"


@pytest.mark.rule("BH-K37")
def test_an_x_cost_and_a_discard_are_written_and_lowered():
    (ab,) = _lowered(HEAD_EN + CREATURE_EN + "  (X), discard two cards: Deal X wounds to target enemy creature.\n")
    assert ab.costs == (s.Cost(cost=s.CostKind.COINS_X, amount=0), s.Cost(cost=s.CostKind.DISCARD, amount=2))
    assert ab.effect.amount == s.PaidX()
    rep = check_text(HEAD_EN + CREATURE_EN + "  (1), discard a creature: Draw a card.\n")
    assert not rep.cards[0].ok, "a discard of a kind of card is not a cost the runtime pays"


@pytest.mark.rule("BH-K37")
def test_an_x_cost_and_a_discard_in_russian_are_printed_back():
    lines = printed_back(CREATURE_RU, "(Х), сбросьте карту: Ранить выбранное существо противника на Х.")
    assert lines[0].startswith("(Х), сбросьте карту: Ранить выбранное существо противника на ")
    assert _last_abilities(HEAD_RU + CREATURE_RU + "  (1), сбросьте две карты: Возьмите карту.\n") == \
        _last_abilities(HEAD_EN + CREATURE_EN + "  (1), discard two cards: Draw a card.\n")


@pytest.mark.rule("BH-K35")
def test_show_reads_protection_and_the_count_of_plays_back_in_russian(run_cli):
    rc, out, err = run_cli("show", "Часовой Страж", str(FIXTURES / "plays_ru.cards"))
    assert rc == 0 and "Постоянно: это существо не может быть целью заклинаний." in out, out + err
    rc, out, err = run_cli("show", "Тихая Кузня", str(FIXTURES / "plays_ru.cards"))
    assert rc == 0 and "если противник разыграл в этот ход меньше 3 карт" in out, out + err


# ---- BH-K38 several creatures attached to this one -------------------------------------------------

@pytest.mark.rule("BH-K38")
def test_any_number_of_other_mechanisms_are_attached_to_this_creature():
    (ab,) = _lowered(HEAD_EN + 'card "Rig": creature (Mechanism), cost 6, life 4, strike 3\n'
                     "  Recruit: Attach any number of other Mechanisms you control to this creature.\n")
    assert ab.effect.target == s.This() and ab.effect.part.filter.subtypes == ("Mechanism",)
    part = s.Target(filter=s.Filter(card_types=("creature",), controller=s.Controller.YOU, other=True), min=0, max=5)
    rig = fighter("Rig", 3, 4, cost=0, abilities=(s.OnPlay(origin="berserk/rig#0", effect=s.Attach(target=s.This(), part=part)),))
    g, ch, ids = table([fighter("Cog", 1, 1), fighter("Gear", 1, 2)], [], [("targets", ["Cog", "Gear"])])
    cid = g.add_card(rig, 0, "hand")
    g.play_card(cid)
    assert g.card(ids["Cog"]).attached_to == cid and g.card(ids["Gear"]).attached_to == cid


def test_attaching_another_card_to_a_card_that_is_not_this_one_is_still_refused():
    rep = check_text(HEAD_EN + 'card "Rig": creature (Mechanism), cost 6, life 4, strike 3\n'
                     "  Recruit: Attach target Mechanism you control to target creature.\n")
    assert not rep.cards[0].ok
