"""The readback in Russian (dsl/ru/readback.py): what a compiled ability does, said in Russian
for `cardtext show` and hover in a Russian set; the English readback where no Russian is known."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from dsl import SourceFile, check_source
from dsl.lowering import lower_card
from dsl.ru.readback import russian_readback
from runtime import spec as s
from runtime.readback import readback

FIXTURES = Path(__file__).parent / "fixtures" / "russian"
_LATIN = re.compile(r"[A-Za-z]")


def _readbacks(path: Path) -> list[str]:
    src = SourceFile(str(path), path.read_text(encoding="utf-8"))
    rep = check_source(src, "berserk")
    out = []
    for c in rep.cards:
        assert c.ok, c.diagnostics
        lo = lower_card(c.card, rep.ruleset, src.text, src.path, rep.table)
        spec = s.CardSpec(slug="", name=c.card.name, card_type=c.card.type, play_on=lo.play_on)
        out += [readback(ab, rep.ruleset, card=spec) for ab, _ in lo.abilities]
    return out


@pytest.mark.parametrize("name", ["heroes_ru.cards", "families_ru.cards"])
def test_every_ability_of_our_russian_sets_reads_back_in_russian(name):
    said = _readbacks(FIXTURES / name)
    assert said
    for english in said:
        ru = russian_readback(english)
        assert ru is not None, english
        assert not _LATIN.search(re.sub(r"«[^»]*»", "", ru)), ru


@pytest.mark.parametrize("english, russian", [
    ("Recruit: When this creature is played, you stun 1 to 2 target creatures (you choose).",
     "Найм: когда это существо разыграно, вы оглушаете от 1 до 2 выбранных существ (выбираете вы)."),
    ("Death: When this creature is destroyed, you deal 2 wounds to 1 target creature an opponent controls (you choose).",
     "Гибель: когда это существо уничтожено, вы раните 1 выбранное существо противника (выбираете вы) на 2."),
    ("Activated ability (cost: pay 1 coin; once per turn): You give this creature +2 strike until the end of the turn.",
     "Активируемая способность (цена: заплатить (1); один раз за ход): вы даёте этому существу +2 к удару до конца хода."),
    ("When this spell is played, you draw 2 cards.", "Когда это заклинание разыграно, вы берёте 2 карты."),
    ("Ongoing: When an opponent plays a card, you deal 1 wound to this creature.",
     "Постоянно: когда противник разыгрывает карту, вы раните это существо на 1."),
])
def test_readback_sentences_in_russian(english, russian):
    assert russian_readback(english) == russian


def test_a_readback_with_no_russian_here_is_not_guessed():
    assert russian_readback("When this spell is played, you gain 1 prayer token.") is None


def test_hover_in_a_russian_set_says_what_an_ability_does_in_russian():
    from dsl.lsp import features as F
    from dsl.lsp.model import SetModel

    text = (FIXTURES / "families_ru.cards").read_text(encoding="utf-8")
    m = SetModel(str(FIXTURES / "families_ru.cards"))
    m.update(text)
    m.check_all()
    at = text.index("Гибель: Ранить выбранное существо на Х")
    md, _ = F.hover(m, at)
    assert md.startswith("**Что делает:** Гибель: когда это существо уничтожено, вы раните") and not _LATIN.search(md)
