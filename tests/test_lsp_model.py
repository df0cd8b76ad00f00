"""The language server's incremental model (dsl/lsp/model.py): the same diagnostics as
`cardtext check`, re-checking only the cards an edit can change. No server process here."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from dsl import check_source
from dsl.lsp.model import SetModel
from dsl.source import SourceFile, normalize

ROOT = Path(__file__).resolve().parent.parent
FILES = sorted(ROOT.glob("cardsets/*/*.cards")) + sorted(ROOT.glob("tests/fixtures/lint/*.cards"))


def _key(d):
    return (d.code.id, d.message, d.primary.span.start, d.primary.span.end, d.help, d.severity)


def _same_as_check(path: str, text: str, ruleset: str | None = None, model: SetModel | None = None) -> SetModel:
    m = model or SetModel(path, ruleset)
    m.update(text)
    m.check_all()
    ref = check_source(SourceFile(path, normalize(text)), ruleset).all_diagnostics()
    assert [_key(d) for d in m.diagnostics()] == [_key(d) for d in ref]
    return m


@pytest.mark.parametrize("path", FILES, ids=lambda p: p.name)
def test_the_model_reports_what_check_reports(path):
    _same_as_check(str(path), path.read_text(encoding="utf-8"))


BROKEN = """\
  Draw a card.
ruleset smashup
# a comment
card "Lab Mole": minion (Digger), power 2
  You may destory a minion.
card "Lab Mole": action
  Return Lab Mole to your hand.
this is no header
  Draw a card.
card "Bad: minion
card "Rusty Owl": minion, power 99
"""


def test_broken_text_and_a_spreadsheet_are_reported_as_check_does():
    _same_as_check("broken.cards", BROKEN)
    _same_as_check("none.cards", "card \"X\": action\n  Draw a card.\n")
    tsv = "name\ttype\ttext\tpower\tcolour\nSoot Imp\tminion\tDraw a card.\t2\tred\nAsh\taction\t\"Return Sooot Imp.\"\t\t\n"
    _same_as_check("s.tsv", tsv, "smashup")
    _same_as_check("s.tsv", tsv)


def test_an_edit_rechecks_only_its_card_and_a_rename_the_cards_that_name_it():
    cards = "".join(f'card "Owl {i}": action\n  Draw a card.\n' for i in range(30))
    text = 'ruleset smashup\ncard "Lab Mole": minion, power 2\n  Gain 1 VP.\n' + cards + \
        'card "Call": action\n  Return Lab Mole to your hand.\n'
    m = _same_as_check("t.cards", text)
    edited = text.replace("Gain 1 VP.", "Draw two cards.")
    m.update(edited)
    assert [c.raw.name for c in m.stale()] == ["Lab Mole"]
    m = _same_as_check("t.cards", edited, model=m)
    moved = "# a new line above every card\n" + edited
    m.update(moved)
    assert m.stale() == []              # moved, not changed
    _same_as_check("t.cards", moved, model=m)
    renamed = moved.replace('"Lab Mole"', '"Lab Vole"')
    m.update(renamed)
    assert [c.raw.name for c in m.stale()] == ["Lab Vole", "Call"]
    m = _same_as_check("t.cards", renamed, model=m)
    assert [d.code.id for d in m.diagnostics()] == ["E201"]


def test_positions_in_utf16_and_out_of_range_are_clamped():
    m = SetModel("u.cards")
    m.update('ruleset smashup\ncard "\U0001F989 Owl": action\n  Draw a card.\n')
    off = m.text.index("Owl")
    assert m.position(off) == (1, 9) and m.position(off, "utf-32") == (1, 8)
    assert m.offset(1, 9) == off and m.offset(1, 8, "utf-32") == off
    assert m.offset(10**6, 3) == len(m.text) and m.offset(0, 10**6) == len("ruleset smashup")
    assert m.offset(-1, -1) == 0


def test_lsp_without_pygls_says_how_to_install_it_and_exits_2():
    code = ("import sys; sys.modules['pygls'] = None; sys.modules['pygls.lsp.server'] = None\n"
            "from dsl.cli import main; sys.exit(main(['lsp']))")
    r = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120)
    assert r.returncode == 2
    assert "pip install 'cardtext[lsp]'" in r.stderr


def test_check_watch_reports_again_only_when_a_file_is_saved(tmp_path):
    import io
    import os

    from dsl.lsp.watch import watch
    from dsl.render import render_concise

    f = tmp_path / "w.cards"
    f.write_text('ruleset smashup\ncard "Owl": action\n  Draw a card.\ncard "Elk": action\n  Gain 1 VP.\n')
    out = io.StringIO()
    rounds = []

    def sleep(_):
        rounds.append(1)
        if len(rounds) == 1:        # saved: one card changed
            f.write_text(f.read_text().replace("Draw a card.", "Draw a crad."))
            os.utime(f, ns=(1, 10**18))
        elif len(rounds) == 3:
            raise KeyboardInterrupt

    assert watch(lambda: [f], None, out, render_concise, sleep=sleep) == 0
    text = out.getvalue()
    assert text.count("changed") == 1 and "2 cards, 2 checked again: 0 errors" in text
    assert "E103 unknown word `crad`" in text and "2 cards, 1 checked again: 1 error" in text


def test_the_vscode_grammar_is_generated_from_the_current_grammar():
    import importlib.util
    import json

    spec = importlib.util.spec_from_file_location("gen_grammar", ROOT / "editors/vscode/gen_grammar.py")
    gen = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(gen)
    assert (ROOT / "editors/vscode/syntaxes/cards.tmLanguage.json").read_text(encoding="utf-8") == gen.text(), \
        "run: python editors/vscode/gen_grammar.py"
    words = json.loads(gen.text())["patterns"][3]["patterns"][4]["match"]
    assert "destroy" in words and "until" in words
    pkg = json.loads((ROOT / "editors/vscode/package.json").read_text())
    assert pkg["contributes"]["grammars"][0]["path"] == "./syntaxes/cards.tmLanguage.json"


def test_features_in_a_spreadsheet_and_on_hostile_text():
    from dsl.lsp import features as F

    tsv = "name\ttype\ttext\tpower\nSoot Imp\tminion\tDraw a card.\t2\nAsh Call\taction\tReturn Soot Imp to your hand.\t\n"
    m = SetModel("s.tsv", "smashup")
    m.update(tsv)
    m.check_all()
    text, _ = F.hover(m, tsv.index("Draw a") + 1)
    assert text == "**What it does:** When this minion is played, you draw 1 card."
    at = tsv.index("Soot Imp to") + 1
    assert F.definition(m, at) == m.cards[0].abs_span(F.name_span(m, m.cards[0]))
    assert [(sp.start, new) for sp, new in F.rename(m, at, "Ash Imp")] == [(tsv.index("Soot"), "Ash Imp"),
                                                                            (tsv.index("Soot Imp to"), "Ash Imp")]
    labels = [i.label for i in F.completion(m, tsv.index("Soot Imp to"))]
    assert labels[:2] == ["Ash Call", "Soot Imp"]
    hostile = "ruleset smashup\ncard \"X\": action\n  " + "(" * 5000 + "\n  \x07\ufffd" + "a " * 3000 + "\n"
    m = SetModel("h.cards")
    m.update(hostile)
    m.check_all()
    for off in (0, len(hostile) // 2, len(hostile) - 2, len(hostile) + 10, -5):
        F.hover(m, off)
        F.completion(m, off)
        F.references(m, off)
    assert {d.code.id for d in m.diagnostics()} <= {"E101", "E102", "E103", "E105"}


def test_header_completion_offers_types_subtypes_and_fields():
    from dsl.lsp import features as F

    text = 'ruleset smashup\ncard "Owl": minion (Bird), power 2, faction Sky\ncard "Elk": minion (\n'
    m = SetModel("c.cards")
    m.update(text)
    m.check_all()
    labels = lambda off: [i.label for i in F.completion(m, off)]  # noqa: E731
    assert labels(len(text) - 1) == ["Bird"]                                # subtypes after "("
    assert "minion" in labels(text.index("minion (Bird)"))                  # card types after ":"
    after_stat = text.index(", faction") + 2
    assert {"power", "faction", "Sky"} <= set(labels(after_stat))
    assert labels(text.index("smashup")) == ["berserk", "smashup"]


def test_edited_cards_are_checked_before_cards_still_waiting_for_their_first_check():
    text = "ruleset smashup\n" + "".join(f'card "Owl {i}": action\n  Draw a card.\n' for i in range(20))
    m = SetModel("f.cards")
    m.update(text)
    m.check(m.stale()[:5])                       # the first check is under way
    m.update(text.replace('"Owl 17": action\n  Draw a card.', '"Owl 17": action\n  Gain 1 VP.'))
    stale = m.stale()
    assert len(stale) == 15 and stale[0].raw.name == "Owl 17"


RUSSIAN = Path(__file__).resolve().parent / "fixtures" / "russian" / "heroes_ru.cards"


def test_a_russian_set_is_read_as_check_reads_it():
    """A `language ru` set: the model reads its headers and text in Russian (dsl/ru/), as
    `cardtext check` does, and its diagnostics are the same (in Russian)."""
    text = RUSSIAN.read_text(encoding="utf-8")
    m = _same_as_check(str(RUSSIAN), text)
    assert m.language == "ru" and all(c.report.ok for c in m.cards if c.report is not None)
    broken = text + '\nкарта "Проба": существо, стоимость 2, жизни 2, удар 1\n  Найм: Уничтожьте зелёное существо.\n'
    m = _same_as_check(str(RUSSIAN), broken, model=m)
    assert any("неизвест" in d.message or "неожидан" in d.message for d in m.diagnostics())
    _same_as_check(str(RUSSIAN), text.replace("language ru\n", ""), model=m)     # English again
