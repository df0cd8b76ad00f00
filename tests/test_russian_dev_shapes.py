"""Shapes of the printed Russian read by dsl/ru/shapes.py, and the X cost (BH-X1) and "cannot
be stunned" (BH-K17) they need: each Russian sentence builds the AST of its English twin, the
printer writes it back, and the cards play (tests/fixtures/russian/*.scenario).

Every card and sentence here is written for these tests (made-up names, our own wording)."""

from __future__ import annotations

import pytest

from dsl import SourceFile, check_source, check_text
from dsl.ru.sets import keywords_printed_last
from runtime import spec as s
from ru_twins import (CREATURE_EN, CREATURE_RU, EVENT_EN, EVENT_RU, FIXTURES, HEAD_EN, HEAD_RU, SPELL_EN, SPELL_RU,
                      X_SPELL_EN, X_SPELL_RU, assert_scenario_passes, assert_twins, printed_back)

SHAPES = [
    # "При ударе по существу …" (glossary "При ударе"): the struck creature is "it"
    (CREATURE_RU, CREATURE_EN, "При ударе по существу закройте это существо.",
     "When this creature strikes a creature, tap it."),
    # "Не может быть оглушен(о)" (BH-K17): the card itself
    (CREATURE_RU, CREATURE_EN, "Не может быть оглушен.", "This creature cannot be stunned."),
    (CREATURE_RU, CREATURE_EN, "Это существо не может быть оглушено.", "This creature cannot be stunned."),
    # "(до того, как оно погибло)" after X read from the card in a Death ability
    (CREATURE_RU, CREATURE_EN,
     "Гибель: Ранить героя противника на Х, где Х - сила удара этого существа (до того, как оно погибло).",
     "Death: Deal X wounds to an enemy hero, where X is the strike of this creature."),
    # "третью карту за ход" (BH-K18): the player's own plays / draws
    (CREATURE_RU, CREATURE_EN, "Когда противник разыгрывает третью карту за ход, закройте это существо.",
     "When another player plays their third card in a turn, tap this creature."),
    (CREATURE_RU, CREATURE_EN, "Когда вы берете третью карту за ход, излечите вашего героя на 1.",
     "When you draw your third card in a turn, heal 1 wound from your hero."),
    # "становится целью заклинания" (BH-K19): the card itself, said or not
    (CREATURE_RU, CREATURE_EN, "Когда это существо становится целью заклинания, возьмите карту.",
     "When this creature becomes the target of a spell, draw a card."),
    # "в порядке, выбранном их владельцами" (BH-K20)
    (SPELL_RU, SPELL_EN,
     "Положите каждое закрытое существо на верх колоды владельца в порядке, выбранном их владельцами.",
     "Put each tapped creature on top of their owners' decks in an order their owners choose."),
    # "Х верхних карт" of a cost X, "положите их обратно в любом порядке"
    (X_SPELL_RU, X_SPELL_EN,
     "Излечите вашего героя на 1. Посмотрите Х верхних карт вашей колоды. Излечите вашего героя на 2.",
     "Heal 1 wound from your hero. Look at the top X cards of your deck. Heal 2 wounds from your hero."),
    (SPELL_RU, SPELL_EN, "Посмотрите 3 верхние карты вашей колоды; положите их обратно в любом порядке.",
     "Look at the top 3 cards of your deck. Put them back in any order."),
    # "количество карт, которые вы взяли в этот ход" (BH-K21)
    (SPELL_RU, SPELL_EN,
     "Возьмите две карты. Ранить выбранное существо противника на Х, где Х - количество карт, которые вы взяли "
     "в этот ход.",
     "Draw two cards. Deal X wounds to target enemy creature, where X is the number of cards you drew this turn."),
    # "+1 к удару по закрытым существам" (BH-K22): the card itself
    (CREATURE_RU, CREATURE_EN, "+1 к удару по закрытым существам противника.",
     "This card has +1 strike against tapped enemy creatures."),
    # "где Х - его стоимость (стоимость составного механизма равна сумме стоимостей его частей)" (BH-K23)
    (SPELL_RU, SPELL_EN,
     "Возьмите две карты. Ранить выбранное существо противника на Х, где Х - его стоимость (стоимость "
     "составного механизма равна сумме стоимостей его частей).",
     "Draw two cards. Deal X wounds to target enemy creature, where X is its cost."),
    # "если у вас нет существ не-тварей" (BH-K24): a class the set declares, negated
    (CREATURE_RU, CREATURE_EN, "В начале вашего хода - излечите вашего героя на 1, если у вас нет существ не-тварей.",
     "At the start of your turn, heal 1 wound from your hero if you have no non-Тварь creatures."),
    # "Пока … открыт(о)" and "До конца хода противника" (BH-K25)
    (EVENT_RU, EVENT_EN, "Пока Тинник открыт, заклинания противника стоят на (2) дороже.",
     "While this event is an untapped event, enemy spells cost 2 more."),
    (EVENT_RU, EVENT_EN, "Пока это событие закрыто, ваши существа стоят на (1) дешевле.",
     "While this event is a tapped event, your creatures cost 1 less."),
    (EVENT_RU, EVENT_EN, "(Т): До конца хода противника существа противника стоят на (1) дороже.",
     "Tap: Until the end of each other player's turn, enemy creatures cost 1 more."),
    # "наносит раны герою", "верхнюю карту любой колоды" (BH-K26)
    (CREATURE_RU, CREATURE_EN, "Когда Тинник наносит раны герою, возьмите карту.",
     "When this creature deals wounds to a hero, draw a card."),
    (EVENT_RU, EVENT_EN, "(Т): Посмотрите верхнюю карту любой колоды.", "Tap: Look at the top card of any deck."),
    # "Противник не может разыгрывать … в свой следующий ход" (BH-K27)
    (SPELL_RU, SPELL_EN, "Возьмите карту. Противник не может разыгрывать существ в свой следующий ход.",
     "Draw a card. Until the end of each other player's turn, other players cannot play creatures."),
    # "должно стоить дороже …, стоит дополнительно на (N) дороже" (BH-K28)
    (CREATURE_RU, CREATURE_EN, "Если существо противника должно стоить дороже, оно стоит дополнительно на (2) дороже.",
     "If an enemy creature would cost more, it costs 2 more in addition."),
    # "… с таким же названием стоят на (N) дороже в следующий ход противника" (BH-K29)
    (SPELL_RU, SPELL_EN,
     "Оглушите выбранное существо противника. Заклинания с таким же названием стоят на (2) дороже в следующий "
     "ход противника.",
     "Stun target enemy creature. Until the end of each other player's turn, spells with the same name cost 2 "
     "more during other players' turns."),
    # "Назовите карту …; если вы показали названную карту, …" (BH-K30)
    (CREATURE_RU, CREATURE_EN,
     "Гибель: Назовите карту и покажите верхнюю карту вашей колоды; если вы показали названную карту, возьмите карту.",
     "Death: Name a card and reveal the top card of your deck. If it is the named card, draw a card."),
    # "Выберите …; вы можете показать верхнюю карту …, при этом ранить … на стоимость показанной карты" (BH-K31)
    (CREATURE_RU, CREATURE_EN,
     "Гибель: Выберите персонажа противника; вы можете показать верхнюю карту вашей колоды, при этом ранить "
     "этого персонажа на стоимость показанной карты.",
     "Death: You may reveal the top card of your deck. Deal X wounds to target enemy character, where X is the cost "
     "of the revealed card."),
    # "Первое существо каждого противника в его следующий ход стоит на (N) дороже" (BH-K32)
    (SPELL_RU, SPELL_EN, "Первое существо каждого противника в его следующий ход стоит на (2) дороже. Оглушите существо.",
     "Until the end of each other player's turn, the first enemy creature each turn costs 2 more. Stun a creature."),
    # "Противник может заплатить стоимость выбранного …; иначе положите … под низ колоды" (BH-K33)
    (SPELL_RU, SPELL_EN,
     "Противник может заплатить стоимость выбранного персонажа; иначе положите этого персонажа под низ колоды.",
     "Choose a character. Your opponent may pay X coins, where X is its cost. If they do not, put it on the bottom "
     "of its owner's deck."),
    # X with no "где Х": the card's own cost is X (BH-X1)
    (X_SPELL_RU, X_SPELL_EN, "Ранить выбранное существо противника на Х.", "Deal X wounds to target enemy creature."),
]


@pytest.mark.parametrize("head_ru, head_en, russian, english", SHAPES)
def test_a_russian_shape_builds_the_ast_of_its_english_twin(head_ru, head_en, russian, english):
    assert_twins(head_ru, head_en, russian, english)


@pytest.mark.parametrize("head_ru, head_en, russian, english", SHAPES)
def test_the_printer_writes_each_shape_back_to_the_same_ast(head_ru, head_en, russian, english):
    printed_back(head_ru, russian)


def test_before_it_died_is_read_only_in_a_death_ability():
    """The parenthesis restates what a Death ability reads; elsewhere it is not ours: refused."""
    rep = check_text(HEAD_RU + CREATURE_RU + "  Найм: Ранить героя противника на Х, где Х - сила удара этого "
                     "существа (до того, как оно погибло).\n")
    assert not rep.cards[0].ok


@pytest.mark.rule("BH-X1")
def test_x_with_no_definition_and_a_numeric_cost_is_still_refused():
    rep = check_text(HEAD_EN + SPELL_EN + "  Deal X wounds to target enemy creature.\n")
    assert not rep.cards[0].ok
    assert "where X is" in rep.cards[0].diagnostics[0].message


@pytest.mark.rule("BH-X1")
def test_a_cost_x_compiles_to_the_x_paid():
    from dsl.lowering import lower_card

    rep = check_text(HEAD_EN + X_SPELL_EN + "  Deal X wounds to target enemy creature.\n")
    c = rep.cards[0]
    lo = lower_card(c.card, rep.ruleset, "", "", rep.table)
    assert lo.abilities[0][0].effect.amount == s.PaidX()


def test_power_x_is_still_not_a_number():
    rep = check_text(HEAD_EN + 'card "Тинник": creature (Тварь), cost 2, life X, strike 1\n')
    assert not rep.cards[0].ok and rep.cards[0].diagnostics[0].code.id == "E302"


def _tsv(cost: str, text: str):
    body = ("name\ttype\tcost\tattack\thealth\ttext\tlanguage\n"
            f"Тинник\tЗаклинание\t{cost}\t\t\t{text}\tru\n")
    return check_source(SourceFile("x.tsv", body), "berserk")


@pytest.mark.rule("BH-X1")
def test_an_empty_cost_cell_of_a_card_reading_x_is_cost_x():
    rep = _tsv("", "Ранить выбранное существо противника на Х.")
    assert rep.cards[0].ok, [d.message for d in rep.cards[0].diagnostics]
    assert ("cost", "X") in [(sv.name, sv.value) for sv in rep.cards[0].card.stats]


def test_an_empty_cost_cell_without_x_still_needs_a_cost():
    rep = _tsv("", "Возьмите карту.")
    assert not rep.cards[0].ok and rep.cards[0].diagnostics[0].code.id == "E301"


def test_keywords_printed_last_in_a_text_cell_are_the_cards_keywords():
    text = "Не может быть оглушен. Опыт в защите. Рывок."
    found, end = keywords_printed_last(text)
    assert found == ["experienced in defence", "haste"] and text[:end] == "Не может быть оглушен."
    assert keywords_printed_last("Возьмите карту. Ранить героя на 1.") == ([], len("Возьмите карту. Ранить героя на 1."))


def test_the_set_of_these_shapes_compiles():
    path = FIXTURES / "dev_shapes_ru.cards"
    rep = check_source(SourceFile(str(path), path.read_text(encoding="utf-8")), "berserk")
    assert all(c.ok for c in rep.cards), [(c.name, c.diagnostics[0].message) for c in rep.cards if not c.ok]


@pytest.mark.parametrize("name, rule", [("venom_shower", "BH-X1"), ("stone_guard", "BH-K17"),
                                        ("copper_crab", "BH-505")])
def test_russian_scenarios_of_these_shapes(run_cli, name, rule, request):
    request.node.add_marker(pytest.mark.rule(rule))
    assert_scenario_passes(run_cli, name)


@pytest.mark.rule("BH-T1")
def test_a_spreadsheet_declares_the_token_cards_its_cards_create():
    body = ("name\ttype\tclasses\tcost\tattack\thealth\ttext\tlanguage\n"
            "Литейня\tЗаклинание\t\t3\t\t\tСоздайте Медную Искру или Ржавую Шестерню.\tru\n"
            "Медная Искра\tСущество\tМеханизм\t1\t1\t1\tСозданный. Модуль.\tru\n"
            "Ржавая Шестерня\tСущество\tМеханизм\t1\t2\t1\tСозданный.\tru\n")
    rep = check_source(SourceFile("x.tsv", body), "berserk")
    assert all(c.ok for c in rep.cards), [(c.name, c.diagnostics[0].message) for c in rep.cards if not c.ok]
    assert set(rep.cards[1].card.keywords) == {"token", "module"} and rep.cards[2].card.keywords == ("token",)
    without = check_source(SourceFile("y.tsv", body.split("Медная")[0]), "berserk")
    assert not without.cards[0].ok, "a created card the set does not hold is refused"
