"""Berserk's issue-17 mechanics as Russian prints them (dsl/ru/mechanics.py): each Russian
sentence builds the AST of its English twin (docs/language.md, "The AST of Berserk's issue-17
mechanics"), the printer writes it back, the readback says it in Russian, and the cards play.

Every card and sentence here is written for these tests (made-up names, our own wording)."""

from __future__ import annotations

from pathlib import Path

import pytest

from dsl import SourceFile, check_source, check_text
from dsl.lowering import lower_card
from dsl.ru.printer import RussianPrinter
from dsl.ru.readback import russian_readback
from dsl.ru.sets import keywords_printed_first
from runtime import spec as s
from runtime.readback import readback
from ru_twins import (CREATURE_EN, CREATURE_RU, EVENT_EN, EVENT_RU, FIXTURES, HEAD_EN, HEAD_RU, abilities_of,
                      assert_scenario_passes, assert_twins, formatted_keeps_the_abilities, printed_back)

_abilities = abilities_of


SHAPES = [
    # a keyword granted for a while (BH-K11)
    (CREATURE_RU, CREATURE_EN, "Найм: Тинник получает Броню 2 до конца хода.",
     "Recruit: This creature gains armour 2 until the end of the turn."),
    (EVENT_RU, EVENT_EN, "(Т): Выбранное ваше существо получает рывок до конца хода.",
     "Tap: Target your creature gains haste until the end of the turn."),
    (EVENT_RU, EVENT_EN, "(2): Каждое ваше существо получает полет до конца хода.",
     "(2): Each your creature gains flying until the end of the turn."),
    # a cost change (BH-K12): the subject in the plural, "дороже" more, "дешевле" less
    (EVENT_RU, EVENT_EN, "Существа противника стоят на (1) дороже.", "Enemy creatures cost 1 more."),
    (EVENT_RU, EVENT_EN, "Ваши заклинания стоят на 2 дешевле.", "Your spells cost 2 less."),
    (EVENT_RU, EVENT_EN, "Заклинания стоят на (3) дороже.", "Spells cost 3 more."),
    # the opponent's payment (BH-K13): "иначе" after it is "If they do not"
    (CREATURE_RU, CREATURE_EN, "Найм: противник может заплатить (3), иначе возьмите две карты.",
     "Recruit: Your opponent may pay 3 coins. If they do not, draw two cards."),
    (CREATURE_RU, CREATURE_EN, "Найм: противник может заплатить (1), иначе можете оглушить существо противника.",
     "Recruit: Your opponent may pay 1 coin. If they do not, you may stun an enemy creature."),
    # the opponent's choice (BH-K14)
    (EVENT_RU, EVENT_EN, "(Т): Противник выбирает свое существо. Закройте его.",
     "Tap: Your opponent chooses an enemy creature. Tap it."),
    # cancelling a card as it is played (BH-K15): "если" before a play is "when"; "при этом" is "to"
    (CREATURE_RU, CREATURE_EN,
     "Если противник разыгрывает карту, не являющуюся заклинанием, можете уничтожить Тинника, при этом отмените эту карту.",
     "When another player plays a non-spell card, you may destroy this creature to cancel that card."),
    # ";" ends a sentence; "если это существо" is what was revealed; "иначе можете" is "you may"
    (CREATURE_RU, CREATURE_EN,
     "(2): Покажите верхнюю карту вашей колоды; если это существо, возьмите карту; иначе можете оглушить Тинника.",
     "(2): Reveal the top card of your deck. If it is a creature, draw a card. Otherwise, you may stun this creature."),
]


@pytest.mark.parametrize("head_ru, head_en, russian, english", SHAPES)
def test_a_russian_mechanic_builds_the_ast_of_its_english_twin(head_ru, head_en, russian, english):
    assert_twins(head_ru, head_en, russian, english)


@pytest.mark.parametrize("head_ru, head_en, russian, english", SHAPES)
def test_the_printer_writes_each_mechanic_back_to_the_same_ast(head_ru, head_en, russian, english):
    lines = printed_back(head_ru, russian)
    assert not any(c.isascii() and c.isalpha() for ln in lines for c in ln), lines      # Russian only


def test_a_payment_without_an_otherwise_keeps_its_otherwise():
    """"иначе" after a sentence that is no payment stays "Otherwise"."""
    rep = check_text(HEAD_RU + CREATURE_RU + "  Найм: Выберите существо противника. Если оно закрыто, "
                     "оглушите его, иначе закройте его.\n")
    twin = check_text(HEAD_EN + CREATURE_EN + "  Recruit: Choose an enemy creature. If it is a tapped creature, "
                      "stun it. Otherwise, tap it.\n")
    assert _abilities(rep) == _abilities(twin)


def test_several_created_cards_of_a_name_printed_after_a_numeral():
    text = (HEAD_RU + 'карта "Литейня": заклинание, стоимость 3\n  Создайте три Латунные Искры.\n'
            'карта "Латунная Искра": существо (Механизм), стоимость 1, жизни 1, удар 1, созданный, модуль\n')
    rep = check_text(text)
    ab = _abilities(rep)
    assert set(rep.cards[1].card.keywords) == {"token", "module"}
    assert RussianPrinter(rep.ruleset).ability(ab[0]) == "Создайте три Латунные Искры."
    twin = check_text(HEAD_EN + 'card "Литейня": spell, cost 3\n  Create three Латунная Искра.\n'
                      'card "Латунная Искра": creature (Механизм), cost 1, life 1, strike 1, token, module\n')
    assert ab == _abilities(twin)


def test_module_printed_first_in_a_text_cell_is_the_keyword():
    text = "Модуль. Броня 1. Гибель: Возьмите карту."
    found, cut = keywords_printed_first(text)
    assert found == ["module", "armour 1"] and text[cut:] == "Гибель: Возьмите карту."


def test_an_unsupported_payment_is_refused_not_misread():
    """"заплатить стоимость <выбранного …>" is the chosen card's cost (BH-K33, dsl/ru/shapes.py);
    the cost of anything else is no shape of ours: refused."""
    rep = check_text(HEAD_RU + 'карта "Тинник": заклинание, стоимость 2\n'
                     "  Противник может заплатить стоимость выбранного существа; иначе возьмите карту.\n")
    twin = check_text(HEAD_EN + 'card "Тинник": spell, cost 2\n'
                      "  Choose a creature. Your opponent may pay X coins, where X is its cost. If they do not, "
                      "draw a card.\n")
    assert _abilities(rep) == _abilities(twin)
    rep = check_text(HEAD_RU + 'карта "Тинник": заклинание, стоимость 2\n'
                     "  Противник может заплатить стоимость вашего героя; иначе возьмите карту.\n")
    assert not rep.cards[0].ok


def _readbacks(path: Path) -> dict[str, list[str]]:
    src = SourceFile(str(path), path.read_text(encoding="utf-8"))
    rep = check_source(src, "berserk")
    out = {}
    for c in rep.cards:
        assert c.ok, c.diagnostics
        lo = lower_card(c.card, rep.ruleset, src.text, src.path, rep.table)
        spec = s.CardSpec(slug="", name=c.card.name, card_type=c.card.type, play_on=lo.play_on)
        out[c.card.name] = [readback(ab, rep.ruleset, card=spec) for ab, _ in lo.abilities]
    return out


def test_every_mechanic_of_the_set_reads_back_in_russian():
    said = _readbacks(FIXTURES / "mechanics_ru.cards")
    for name, lines in said.items():
        for english in lines:
            assert russian_readback(english) is not None, (name, english)
    assert "стоит на 1 больше" in russian_readback(said["Мытная Застава"][0])
    assert "противник может заплатить (2)" in russian_readback(said["Сборщик Дани"][0])
    assert "при этом вы отменяете" in russian_readback(said["Шепчущий Дух"][0])
    assert "способность «Броня 2» до конца хода" in russian_readback(said["Щитовой Напев"][0])
    assert russian_readback(said["Мрачный Жребий"][0]).startswith("Когда это заклинание разыграно, противник выбирает")


@pytest.mark.parametrize("name, rule", [
    ("toll_post", "BH-K12"), ("tribute_paid", "BH-K13"), ("tribute_refused", "BH-K13"),
    ("grim_lot", "BH-K14"), ("whisper", "BH-K15"),
])
def test_the_russian_mechanics_play_as_they_read(run_cli, name, rule, request):
    request.node.add_marker(pytest.mark.rule(rule))
    assert_scenario_passes(run_cli, name)


def test_the_mechanics_set_reads_back_the_same_after_fmt(tmp_path, run_cli):
    formatted_keeps_the_abilities(run_cli, tmp_path, "mechanics_ru.cards")
