"""The Russian surface (issue 18, SPEC §3.6): a set that says `language ru` is read from Russian
card text into the same AST as English; diagnostics and the printer speak Russian.

Every card here is written for these tests (made-up names)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from dsl import check_text
from ru_twins import assert_scenario_passes

HERE = Path(__file__).parent
FIXTURES = HERE / "fixtures" / "russian"
HEAD_RU = "ruleset berserk\nlanguage ru\n"
HEAD_EN = "ruleset berserk\n"


def ru(*lines: str, extra: str = ""):
    text = HEAD_RU + 'карта "Тинник": существо (Тварь), стоимость 2, жизни 3, удар 1, стихия болото\n' + extra
    text += 'карта "Проба": заклинание, стоимость 1\n' + "".join(f"  {ln}\n" for ln in lines)
    return check_text(text)


def en(*lines: str, extra: str = ""):
    text = HEAD_EN + 'card "Тинник": creature (Тварь), cost 2, life 3, strike 1, element swamp\n' + extra
    text += 'card "Проба": spell, cost 1\n' + "".join(f"  {ln}\n" for ln in lines)
    return check_text(text)


def abilities(rep):
    card = rep.cards[-1]
    assert card.ok, [d.message for d in card.diagnostics]
    return card.card.abilities


# ------------------------------------------------------------------ language selection
def test_a_set_says_its_language_in_its_header():
    rep = ru("Возьмите карту.")
    assert rep.language == "ru" and rep.ok
    assert check_text(HEAD_EN + 'card "X": spell, cost 1\n  Draw a card.\n').language == "en"


def test_russian_headers_give_the_rulesets_own_words():
    card = ru("Возьмите карту.").cards[0].card
    assert (card.type, card.subtypes, card.element) == ("creature", ("Тварь",), "swamp")
    assert {s.name: str(s.value) for s in card.stats} == {"cost": "2", "life": "3", "strike": "1"}


def test_an_unknown_language_is_an_error_at_its_line():
    rep = check_text("ruleset berserk\nlanguage fr\ncard \"X\": spell, cost 1\n  Draw a card.\n")
    d = [d for d in rep.all_diagnostics() if d.code.id == "E104"]
    assert d and "fr" in d[0].message


def test_a_spreadsheet_says_its_language_in_a_column():
    text = ("название\tтип\tстоимость\tтекст\tlanguage\n"
            "Проба\tЗаклинание\t1\tВозьмите две карты.\tru\n")
    rep = check_text(text, path="set.tsv", ruleset="berserk")
    assert rep.language == "ru" and rep.ok, rep.all_diagnostics()
    same = en("Draw two cards.")
    assert rep.cards[0].card.abilities == abilities(same)


# ------------------------------------------------------------------ one AST
@pytest.mark.parametrize("russian, english", [
    ("Уничтожьте выбранное существо.", "Destroy target creature."),
    ("Возьмите две карты.", "Draw two cards."),
    ("Ранить каждое существо на 3.", "Deal 3 wounds to each creature."),
    ("Ранить выбранное существо противника на 2.", "Deal 2 wounds to target enemy creature."),
    ("Излечите выбранное существо на 1.", "Heal 1 wound from target creature."),
    ("Оглушите до двух существ.", "Stun up to two creatures."),
    ("Уничтожьте всех существ.", "Destroy all creatures."),
    ("Уничтожьте каждое существо со стоимостью 3 или меньше.", "Destroy each creature with cost 3 or less."),
    ("Положите выбранное существо противника в руку владельца.", "Return target enemy creature to its owner's hand."),
    ("Противник теряет (3).", "Each opponent loses 3 coins."),
    ("В начале хода противника ранить его героя на 3.",
     "At the start of each other player's turn, deal 3 wounds to an enemy hero."),
    ("Вы можете взять карту.", "You may draw a card."),
    ("Когда существо погибает, возьмите карту.", "When a creature dies, draw a card."),
    ("Каждый раз, когда ваше существо погибает, возьмите карту.", "When your creature dies, draw a card."),
    ("Когда существо противника погибает, ранить выбранное существо на 1.",
     "When an enemy creature dies, deal 1 wound to target creature."),
    ("Выстрел на 3 по выбранному существу без ран.", "Shoot 3 at target creature without wounds."),
    ("Найм: Уничтожьте выбранное существо.", "Recruit: Destroy target creature."),
    ("Гибель: Возьмите карту.", "Death: Draw a card."),
    ("(Т): Возьмите карту.", "Tap: Draw a card."),
    ("(2): Возьмите карту.", "(2): Draw a card."),
    ("Выберите два раза одно из: - Возьмите карту. - Получите (1).", "Choose two times from: Draw a card; Gain 1 coin."),
    ("Выберите одно или несколько: - Возьмите карту. - Получите (2).", "Choose one or more: Draw a card; Gain 2 coins."),
])
def test_russian_text_builds_the_same_ast_as_english(russian, english):
    assert abilities(ru(russian)) == abilities(en(english))


@pytest.mark.parametrize("form", ["Уничтожьте", "Уничтожить", "уничтожает", "Уничтожает"])
def test_the_forms_of_one_verb_are_one_word(form):
    assert abilities(ru(f"{form} выбранное существо.")) == abilities(en("Destroy target creature."))


@pytest.mark.parametrize("form", ["Ранить", "Ранит", "ранить"])
def test_wound_in_the_infinitive_or_the_present(form):
    assert abilities(ru(f"{form} выбранное существо на 2.")) == abilities(en("Deal 2 wounds to target creature."))


def test_a_card_name_is_matched_inflected():
    base = abilities(en("Stun Тинник."))
    for form in ("Тинник", "Тинника"):
        assert abilities(ru(f"Оглушите {form}.")) == base
    assert abilities(ru("Ранить Тинника на 1.")) == abilities(en("Deal 1 wound to Тинник."))


def test_a_card_printing_its_own_name_means_itself():
    rep = ru(extra='карта "Тинник-страж": существо (Тварь), стоимость 2, жизни 3, удар 1\n'
                   "  Гибель: Вы можете положить Тинника-стража на верх колоды вместо кладбища.\n")
    card = rep.cards[1]
    assert card.ok, card.diagnostics
    assert card.card.abilities == abilities(en("Death: You may put this creature on top of your deck instead of your graveyard."))


def test_a_participle_is_read_as_an_adjective_in_any_case():
    # выбранное (neuter), выбранного (animate accusative): one word, "target"
    assert abilities(ru("Уничтожьте выбранного героя.")) == abilities(en("Destroy target hero."))


def test_spans_stay_on_the_printed_words():
    rep = ru("Ранить выбранное существо на 2.")
    text = rep.source.text
    ab = rep.cards[-1].card.abilities[0]
    assert text[ab.span.start:ab.span.end] == "Ранить выбранное существо на 2."


# ------------------------------------------------------------------ diagnostics in Russian
def test_an_unknown_word_is_reported_in_russian_at_the_printed_word():
    rep = ru("Уничтожьте зеленое существо.")
    d = rep.cards[-1].diagnostics[0]
    assert d.code.id == "E103"
    assert d.message == "неизвестное слово `зеленое`"
    assert rep.source.text[d.primary.span.start:d.primary.span.end] == "зеленое"
    assert d.primary.message.startswith("ожидалось: ") and "`" in d.primary.message
    assert all(not ("a" <= ch <= "z") for ch in d.primary.message.replace("`", ""))   # no English word


def test_a_word_in_the_wrong_place_is_unexpected_in_russian():
    d = ru("Возьмите карту существо.").cards[-1].diagnostics[0]
    assert d.code.id == "E101" and d.message.startswith("неожиданное слово `")


def test_a_mechanic_not_built_yet_is_said_so():
    d = ru("Защита от выстрелов.").cards[-1].diagnostics[0]      # (from spells is built: BH-K35)
    assert d.code.id == "E103" and "ещё не умеет" in d.message and "Защита" in d.message


@pytest.mark.parametrize("text, header", [("Орда.", "орда"), ("Броня 2.", "броня 2"), ("Опыт в атаке.", "опыт в атаке"),
                                          ("Модуль.", "модуль")])
def test_a_keyword_printed_as_text_in_a_cards_file_is_said_to_go_in_the_header(text, header):
    d = ru(text).cards[-1].diagnostics[0]      # ("броня" is a word of text too: "получает Броню 2")
    assert d.code.id in ("E103", "E101") and "ключевое слово" in d.message and f"…, {header}" in d.message


# ------------------------------------------------------------------ printer: fmt round trip
def test_fmt_writes_canonical_russian_that_reads_back_the_same(write, run_cli):
    write("s.cards", HEAD_RU + 'карта "Проба": заклинание, стоимость 1\n'
          "  Уничтожить выбранное существо.\n  ранит каждое существо на 4\n  Возьмите 2 карты.\n"
          '  Оглушите Пробу.\n  (Т): Излечить выбранного героя на 2.\n'
          "  Каждый раз, когда другое существо погибнет, взять карту.\n")
    rc, out, err = run_cli("fmt", "s.cards")
    assert rc == 0, out + err
    text = Path("s.cards").read_text(encoding="utf-8")
    assert text == (HEAD_RU + '\nкарта "Проба": заклинание, стоимость 1\n'
                    "  Уничтожьте выбранное существо.\n  Ранить каждое существо на 4.\n  Возьмите 2 карты.\n"
                    "  Оглушите это заклинание.\n  (Т): Излечите выбранного героя на 2.\n"
                    "  Когда другое существо погибает, возьмите карту.\n")
    rc, out, err = run_cli("fmt", "--check", "s.cards")
    assert rc == 0, out + err


def test_the_russian_example_set_is_canonical(run_cli):
    rc, out, err = run_cli("fmt", "--check", str(FIXTURES / "heroes_ru.cards"))
    assert rc == 0, out + err


# ------------------------------------------------------------------ cold start
def test_an_english_check_never_imports_the_morphology():
    code = ("import sys, dsl; r = dsl.check_text('ruleset berserk\\ncard \"X\": spell, cost 1\\n  Draw a card.\\n');"
            "assert r.ok; print('pymorphy3' in sys.modules, 'dsl.ru' in sys.modules)")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    assert out.split() == ["False", "False"]


# ------------------------------------------------------------------ scenarios from Russian text
@pytest.mark.parametrize("name, rule", [
    ("raptor", "BH-502.6"), ("flood", "BH-502.6"), ("smith", "BH-506"), ("warrior", "BH-505.3"),
    ("storm", "BH-503"), ("drums", "BH-524.1"), ("witch", "BH-502.9"),
])
def test_russian_scenarios_play_as_the_english_ones(run_cli, name, rule, request):
    request.node.add_marker(pytest.mark.rule(rule))
    assert_scenario_passes(run_cli, name)


def test_show_gives_the_canonical_russian_text_and_reads_the_meaning_back(run_cli):
    rc, out, err = run_cli("show", "Степная Воительница", str(FIXTURES / "heroes_ru.cards"))
    assert rc == 0, out + err
    assert 'карта "Степная Воительница": существо (Орк), стоимость 3, жизни 3, удар 2, стихия степь' in out
    assert "    Гибель: Ранить выбранное существо противника на 2.\n" in out
    assert "каноническая запись:" in out and "что она делает" in out
    # the readback (from the compiled ability) in Russian (dsl/ru/readback.py)
    assert "Гибель: когда это существо уничтожено, вы раните 1 выбранное существо противника (выбираете вы) на 2." in out


def test_a_russian_spreadsheet_reads_russian_columns_and_cells_and_fmt_keeps_it_russian(write, run_cli):
    write("s.tsv", "название\tтип\tклассы\tстихия\tстоимость\tатака\tздоровье\tтекст\tlanguage\n"
                   "Тинник\tСущество\tТварь\tБолото\t2\t1\t3\tнайм: уничтожить выбранное существо\tru\n")
    rep = check_text(Path("s.tsv").read_text(encoding="utf-8"), path="s.tsv", ruleset="berserk")
    card = rep.cards[0].card
    assert rep.ok, rep.all_diagnostics()
    assert (card.type, card.subtypes, card.element) == ("creature", ("Тварь",), "swamp")
    assert {s.name: str(s.value) for s in card.stats} == {"cost": "2", "strike": "1", "life": "3"}
    rc, out, err = run_cli("fmt", "--ruleset", "berserk", "s.tsv")
    assert rc == 0, out + err
    assert "\tНайм: Уничтожьте выбранное существо.\tru\n" in Path("s.tsv").read_text(encoding="utf-8")


@pytest.mark.rule("BH-503")
def test_the_russian_stun_fixture_compiles_to_the_english_ones_abilities():
    """tests/constructs/modifiers/stun_ru.cards is stun.cards in Russian: card by card, the same
    compiled abilities (the IR, its origins apart)."""
    import attrs

    folder = HERE / "constructs" / "modifiers"

    def irs(name):
        rep = check_text((folder / name).read_text(encoding="utf-8"), path=name)
        assert rep.ok, rep.all_diagnostics()
        return [[attrs.evolve(ir, origin="") for ir, _ in c.lowered.abilities] for c in rep.cards]

    assert irs("stun_ru.cards") == irs("stun.cards")


@pytest.mark.parametrize("typo, form", [("Уничтожте", "Уничтожьте"), ("Возмите", "Возьмите"), ("выбраное", "выбранное"),
                                        ("Поглушите", "Оглушите"), ("уничтожте", "уничтожьте")])
def test_did_you_mean_keeps_the_printed_form(typo, form):
    rep = ru(f"{typo} карту." if typo != "выбраное" else "Уничтожьте выбраное существо.")
    d = rep.cards[-1].diagnostics[0]
    assert d.code.id == "E103" and d.help == f"может быть, `{form}`?"


def test_any_russian_text_gives_diagnostics_never_a_crash_and_spans_inside_the_file():
    import random

    rnd = random.Random(18)
    words = ("Найм Гибель уничтожьте ранить на выбранное существо противника карту (Т) (1) : . - Выберите "
             "два раза одно из Тинника героя его в начале хода до всех каждое « » \" ' Х — 3").split()
    for _ in range(60):
        text = " ".join(rnd.choice(words) for _ in range(rnd.randint(1, 14)))
        src = HEAD_RU + 'карта "Тинник": существо, стоимость 1, жизни 1, удар 1\n  ' + text + "\n"
        rep = check_text(src)
        for d in rep.all_diagnostics():
            assert d.code.id != "I901", (text, d.message)
            assert 0 <= d.primary.span.start <= d.primary.span.end <= len(src), text


def test_russian_is_refused_for_a_ruleset_printed_in_english_only():
    rep = check_text("ruleset smashup\nlanguage ru\ncard \"X\": action\n  Draw a card.\n")
    assert any(d.code.id == "E104" and "smashup" in d.message for d in rep.all_diagnostics())
    assert not rep.ok


def test_an_unknown_name_and_text_that_cannot_run_are_reported_in_russian():
    d = ru("Оглушите Болотника.").cards[-1].diagnostics[0]
    assert d.message == "неизвестное название `Болотника`"
    rep = ru("Выберите существо противника.")     # reads, but the runtime cannot do it yet
    msgs = [x.message for x in rep.cards[-1].diagnostics]
    assert msgs and msgs[0].startswith("`Выберите существо противника`: этого cardtext ещё не умеет исполнить ("), msgs


@pytest.mark.rule("BH-502.9")
def test_a_wounded_creature_is_no_choice_for_a_shot_at_a_creature_without_wounds(write, run_cli):
    text = (FIXTURES / "witch.scenario").read_text(encoding="utf-8").replace("choose targets: Бродячий Голем",
                                                                              "choose targets: Тёмный Краб")
    write("heroes_ru.cards", (FIXTURES / "heroes_ru.cards").read_text(encoding="utf-8"))
    write("w.scenario", text)
    rc, out, err = run_cli("play", "w.scenario", "--check")
    assert rc != 0 and "'Тёмный Краб' is not one of ['Бродячий Голем', 'Болотная Ведунья']" in out + err


def test_explain_speaks_russian_for_a_russian_designer(run_cli):
    rc, out, err = run_cli("explain", "E103", "--language", "ru")
    assert rc == 0 and out.startswith("E103 unknown-word: слово не из языка карт") and "Что писать:" in out
    rc, out, err = run_cli("explain", "W409", "--language", "ru")        # no Russian yet: said, then English
    assert rc == 0 and "пояснения на русском" in out and "templating" in out.lower()
    rc, out, err = run_cli("explain", "E103")
    assert rc == 0 and "слово" not in out


def test_a_real_word_the_surface_does_not_read_gets_no_did_you_mean():
    # "первое" is spelt right: no typo to mend, so no "может быть" (a near form would mislead)
    d = ru("Уничтожьте первое существо.").cards[-1].diagnostics[0]
    assert d.code.id == "E103" and d.message == "неизвестное слово `первое`" and d.help is None


def test_templating_drift_in_a_russian_set_compares_words_not_their_inflections(run_cli):
    # W409 (dsl/lints/drift.py): a Russian word inflects for its place in the sentence
    # ("существо" / "существу", "уничтожьте" / "уничтожить"): that is grammar, not two wordings
    from dsl.lints.drift import russian_wording

    assert russian_wording("существу") == russian_wording("Существо.")
    assert russian_wording("уничтожьте") == russian_wording("уничтожить")
    assert russian_wording("закройте его") != russian_wording("оглушите его")
    rc, out, err = run_cli("lint", str(FIXTURES / "families_ru.cards"))
    assert "W409" not in out + err, out
    assert "linted" in out


def test_lint_warnings_of_a_russian_set_are_in_russian(run_cli, tmp_path):
    # W407 (names that differ only in case): message, label and help in Russian, as check's are
    (tmp_path / "twins.cards").write_text(
        'ruleset berserk\nlanguage ru\n'
        'карта "Сизая Рысь": существо, стоимость 1, жизни 2, удар 1, стихия горы\n  Закройте существо противника.\n'
        'карта "сизая рысь": существо, стоимость 1, жизни 2, удар 1, стихия горы\n  Закройте существо противника.\n',
        encoding="utf-8")
    rc, out, err = run_cli("lint", str(tmp_path / "twins.cards"))
    assert "warning[W407]: `сизая рысь` и `Сизая Рысь` различаются только регистром" in out, out
    assert "help: дайте картам явно разные названия или уберите копию" in out
    assert "differ only" not in out
