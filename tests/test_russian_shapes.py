"""The Russian surface's shapes where Russian grammar differs from English (dsl/ru/rewrite.py):
each Russian sentence builds the AST of its English twin, and the printer writes it back.

Every card here is written for these tests (made-up names and sentences)."""

from __future__ import annotations

import pytest

from dsl import check_text
from dsl.ru.printer import RussianPrinter
from dsl.ru.sets import keywords_printed_first
from ru_twins import assert_scenario_passes, formatted_keeps_the_abilities

HEAD_RU = "ruleset berserk\nlanguage ru\n"
HEAD_EN = "ruleset berserk\n"
CREATURE_RU = 'карта "Тинник": существо (Тварь), стоимость 2, жизни 3, удар 1, стихия болото\n'
CREATURE_EN = 'card "Тинник": creature (Тварь), cost 2, life 3, strike 1, element swamp\n'


def _abilities(rep):
    card = rep.cards[0]
    assert card.ok, [d.message for d in card.diagnostics]
    return card.card.abilities


def ru(line: str):
    return check_text(HEAD_RU + CREATURE_RU + f"  {line}\n")


def en(line: str):
    return check_text(HEAD_EN + CREATURE_EN + f"  {line}\n")


SHAPES = [
    # an opponent's card played: the trigger's subject is "another player"
    ("Каждый раз, когда противник разыгрывает заклинание, оглушите Тинника.",
     "Whenever another player plays a spell, stun this creature."),
    # a trigger with no subject is about the card itself; places printed before the object
    ("Когда наносит раны ударом по существу, положите из кладбища в руку существо стоимостью (3).",
     "When this creature strikes a creature, return a creature with cost equal to 3 from your graveyard to your hand."),
    # "(один раз за ход)" printed last is the ability's once-per-turn cost
    ("(3): Тинник получает +1 к удару до конца хода (один раз за ход).",
     "(3), once per turn: This creature gains +1 strike until the end of the turn."),
    # a short participle after a pronoun; "иначе" opens a sentence of its own
    ("Выберите существо противника. Если оно оглушено, закройте его, иначе уничтожьте его.",
     "Choose an enemy creature. If it is a stunned creature, tap it. Otherwise, destroy it."),
    # "Поиск - <имя>" (glossary: find it, show it, put it into your hand); "можете" alone is "you may"
    ("Найм: Поиск - Тинник; можете оглушить существо.",
     "Recruit: Search your deck for a Тинник and put it into your hand. You may stun a creature."),
    ("Поиск до двух существ стоимостью (3).",
     "Search your deck for up to two creatures with cost equal to 3 and put them into your hand."),
    ("Ранить выбранное существо противника на 3. Отравить его на 2.",
     "Deal 3 wounds to target enemy creature. Poison it by 2."),
    # "усилить отравление … на N": N more poison
    ("(1)(Т): Усилить отравление выбранного существа на 3.", "(1), Tap: Place 3 poison on target creature."),
    ("Найм: Сбросьте Х карт, где Х - сила удара Тинника.",
     "Recruit: Discard X cards, where X is the strike of this creature."),
    ("(2)(Т): Возьмите карту.", "(2), Tap: Draw a card."),
    # a verb after its subject takes its -s; "ваше выбранное"; an adjective before its noun
    ("Противник сбрасывает карту.", "Each opponent discards a card."),
    ("Каждый игрок берет две карты.", "Each player draws two cards."),
    ("Подготовьте ваше выбранное существо.", "Ready target your creature."),
    ("Уничтожьте выбранное закрытое существо.", "Destroy target tapped creature."),
    # "При гибели" (SPEC §3.4): the label Death, or "when this creature dies" without a colon
    ("При гибели: Возьмите две карты.", "Death: Draw two cards."),
    ("При гибели возьмите две карты.", "When this creature dies, draw two cards."),
    # "верхняя карта вашей колоды": the top card(s) of your deck
    ("Покажите верхнюю карту вашей колоды.", "Reveal the top card of your deck."),
    ("Посмотрите 3 верхние карты вашей колоды.", "Look at the top 3 cards of your deck."),
    # hand sizes compared with the opponent's (two players: each other player)
    ("Гибель: если у вас в руке меньше карт, чем у противника, возьмите две карты.",
     "Death: If you have fewer cards in your hand than each other player, draw two cards."),
    ("Если в вашей руке больше карт, чем у противника, можете сбросить две карты.",
     "If you have more cards in your hand than each other player, you may discard two cards."),
]


@pytest.mark.parametrize("russian, english", SHAPES)
def test_a_russian_shape_builds_the_ast_of_its_english_twin(russian, english):
    assert _abilities(ru(russian)) == _abilities(en(english))


@pytest.mark.parametrize("russian, english", SHAPES)
def test_the_printer_writes_each_shape_back_to_the_same_ast(russian, english):
    rep = ru(russian)
    printer = RussianPrinter(rep.ruleset)
    lines = [printer.ability(ab) for ab in _abilities(rep)]
    again = check_text(HEAD_RU + CREATURE_RU + "".join(f"  {ln}\n" for ln in lines))
    assert _abilities(again) == _abilities(rep), lines


def test_a_trigger_after_a_labelled_ability_in_one_cell_is_an_ability_of_its_own():
    rep = ru("Найм: Возьмите карту. В конце хода противника излечите вашего героя на 2. (Т): Возьмите карту.")
    assert len(_abilities(rep)) == 3
    assert _abilities(rep)[1] == _abilities(en("At the end of each other player's turn, heal 2 wounds from your hero."))[0]


def test_a_delayed_effect_of_a_spell_stays_in_the_spell():
    rep = check_text(HEAD_RU + 'карта "Проба": заклинание, стоимость 1\n'
                     "  Возьмите карту. В начале вашего следующего хода возьмите карту.\n")
    assert len(rep.cards[0].card.abilities) == 1


@pytest.mark.parametrize("text, keywords, rest", [
    ("Уникальность. Броня 3. Опыт в защите. Найм: Возьмите карту.", ["unique", "armour 3", "experienced in defence"],
     "Найм: Возьмите карту."),
    ("Отравление 1 (напоминание: яд ранит в начале хода).", ["poison 1"], ""),
    ("Рывок. Возьмите карту.", ["haste"], "Возьмите карту."),
    ("Возьмите карту. Орда.", [], "Возьмите карту. Орда."),      # only the first sentences
])
def test_keywords_printed_first_in_a_text_cell(text, keywords, rest):
    found, cut = keywords_printed_first(text)
    assert found == keywords and text[cut:] == rest


def test_a_spreadsheet_card_keeps_its_printed_keywords_as_keywords(write, run_cli):
    body = ("название\tтип\tклассы\tстихия\tстоимость\tатака\tздоровье\tтекст\tlanguage\n"
            "Тинник\tСущество\tТварь\tБолото\t2\t1\t3\tОрда. Броня 2. Гибель: Возьмите карту.\tru\n")
    rep = check_text(body, path="s.tsv", ruleset="berserk")
    card = rep.cards[0]
    assert card.ok, card.diagnostics
    assert set(card.card.keywords) == {"horde", "armour 2"}
    write("s.tsv", body)
    rc, out, err = run_cli("fmt", "--ruleset", "berserk", "s.tsv")        # fmt rewrites the abilities, keeps the keywords
    assert rc == 0, out + err
    from pathlib import Path
    assert "Орда. Броня 2. Гибель: Возьмите карту." in Path("s.tsv").read_text(encoding="utf-8")


# ------------------------------------------------------------------ scenarios from the printed shapes


@pytest.mark.parametrize("name, rule", [
    ("river_guard", "BH-502.8"), ("lynx", "BH-522"), ("shackles", "BH-503"), ("poison_cauldron", "BH-503"),
    ("tin_tail", "BH-505"), ("depths", "BH-502.7"), ("spearman", "BH-505"),
])
def test_the_printed_shapes_play_as_they_read(run_cli, name, rule, request):
    request.node.add_marker(pytest.mark.rule(rule))
    assert_scenario_passes(run_cli, name)


def test_the_family_set_reads_back_the_same_after_fmt(tmp_path, run_cli):
    text = formatted_keeps_the_abilities(run_cli, tmp_path, "families_ru.cards")
    assert "иначе закройте его" in text
