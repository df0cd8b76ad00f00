"""Shared by the tests of Russian sentences and their English twins (test_russian_mechanics.py,
test_russian_dev_shapes.py): one made-up card of each type, written both ways."""

from __future__ import annotations

from pathlib import Path

HEAD_RU = "ruleset berserk\nlanguage ru\n"
HEAD_EN = "ruleset berserk\n"
CREATURE_RU = 'карта "Тинник": существо (Тварь), стоимость 2, жизни 3, удар 1\n'
CREATURE_EN = 'card "Тинник": creature (Тварь), cost 2, life 3, strike 1\n'
SPELL_RU = 'карта "Тинник": заклинание, стоимость 2\n'
SPELL_EN = 'card "Тинник": spell, cost 2\n'
EVENT_RU = 'карта "Тинник": событие, стоимость 2\n'
EVENT_EN = 'card "Тинник": event, cost 2\n'
X_SPELL_RU = 'карта "Тинник": заклинание, стоимость Х\n'
X_SPELL_EN = 'card "Тинник": spell, cost X\n'
FIXTURES = Path(__file__).parent / "fixtures" / "russian"


def abilities_of(rep):
    """The abilities of the one card of `rep`, which must check clean."""
    card = rep.cards[0]
    assert card.ok, [d.message for d in card.diagnostics]
    return card.card.abilities


def assert_twins(head_ru: str, head_en: str, russian: str, english: str) -> None:
    """The Russian sentence builds the AST its English twin builds."""
    from dsl import check_text

    assert abilities_of(check_text(HEAD_RU + head_ru + f"  {russian}\n")) == \
        abilities_of(check_text(HEAD_EN + head_en + f"  {english}\n"))


def printed_back(head_ru: str, russian: str) -> list[str]:
    """The Russian printer's lines for the sentence, checked to parse back to the same AST."""
    from dsl import check_text
    from dsl.ru.printer import RussianPrinter

    rep = check_text(HEAD_RU + head_ru + f"  {russian}\n")
    printer = RussianPrinter(rep.ruleset)
    lines = [printer.ability(ab) for ab in abilities_of(rep)]
    again = check_text(HEAD_RU + head_ru + "".join(f"  {ln}\n" for ln in lines))
    assert abilities_of(again) == abilities_of(rep), lines
    return lines


def assert_scenario_passes(run_cli, name: str) -> None:
    """`cardtext play fixtures/russian/NAME.scenario --check` passes every check."""
    rc, out, err = run_cli("play", str(FIXTURES / f"{name}.scenario"), "--check")
    assert rc == 0, out + err
    assert "0 failed: passed" in out


def formatted_keeps_the_abilities(run_cli, tmp_path, fixture: str) -> str:
    """`cardtext fmt` of a copy of fixtures/russian/FIXTURE: it checks clean and builds the same
    abilities before and after; returns the formatted text."""
    from dsl import check_text

    copy = tmp_path / fixture
    copy.write_text((FIXTURES / fixture).read_text(encoding="utf-8"), encoding="utf-8")
    before = check_text(copy.read_text(encoding="utf-8"), path=str(copy))
    rc, out, err = run_cli("fmt", str(copy))
    assert rc == 0, out + err
    text = copy.read_text(encoding="utf-8")
    after = check_text(text, path=str(copy))
    assert after.ok and [c.card.abilities for c in after.cards] == [c.card.abilities for c in before.cards]
    return text
