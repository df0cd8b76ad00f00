"""The language server in a Russian set (dsl/ru/complete.py): completion offers the Russian words
the grammar accepts at the cursor and the header's Russian words, never English ones."""

from __future__ import annotations

import re

from dsl.lsp import features as F
from dsl.lsp.model import SetModel

TEXT = ('ruleset berserk\nlanguage ru\n'
        'карта "Тинник": существо (Тварь), стоимость 2, жизни 3, удар 1\n'
        '  Найм: Уничтожьте \n'
        'карта "Гроза": заклинание, с\n')
_LATIN = re.compile(r"[A-Za-z]")


def _model() -> SetModel:
    m = SetModel("r.cards")
    m.update(TEXT)
    m.check_all()
    return m


def _labels(m, offset):
    return [i.label for i in F.completion(m, offset)]


def test_completion_after_a_label_offers_russian_instructions():
    m = _model()
    labels = _labels(m, TEXT.index("Найм: ") + len("Найм: "))
    assert {"уничтожьте", "возьмите", "ранить"} <= set(labels)
    assert not [w for w in labels if _LATIN.search(w)]


def test_completion_after_a_verb_offers_what_may_follow_it_in_russian():
    m = _model()
    labels = _labels(m, TEXT.index("Уничтожьте ") + len("Уничтожьте "))
    assert {"выбранный", "каждый", "существо", "Тинник"} <= set(labels)
    assert "возьмите" not in labels             # an instruction cannot follow "уничтожьте"
    assert not [w for w in labels if _LATIN.search(w)]


def test_header_completion_is_in_russian():
    m = _model()
    assert {"стоимость", "жизни", "удар", "броня", "орда"} <= set(_labels(m, TEXT.index(", с") + 3))
    assert {"существо", "заклинание", "событие"} <= set(_labels(m, TEXT.index("существо (")))
    assert _labels(m, TEXT.index("(Тварь")+1) == ["Тварь"]


def test_an_english_set_still_completes_in_english():
    text = ('ruleset berserk\ncard "Mire": creature (Beast), cost 2, life 3, strike 1\n'
            '  Recruit: Destroy \n')
    m = SetModel("e.cards")
    m.update(text)
    m.check_all()
    labels = [i.label for i in F.completion(m, text.index("Destroy ") + len("Destroy "))]
    assert "target" in labels and "выбранный" not in labels


def test_a_russian_did_you_mean_is_a_quick_fix():
    m = SetModel("t.cards")
    text = 'ruleset berserk\nlanguage ru\nкарта "Проба": заклинание, стоимость 1\n  Уничтожте выбранное существо.\n'
    m.update(text)
    m.check_all()
    d = next(d for d in m.diagnostics() if d.code.id == "E103")
    assert F.suggestion(d) == "Уничтожьте"
