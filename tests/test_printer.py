"""The printer and the formatter (issue 6): totality over the grammar, the round-trip
properties on generated ASTs, golden formatter pairs, `cardtext fmt` and `cardtext show`,
and the round trip over real card text when the corpus is present."""

from __future__ import annotations

import os
import re
import sys
from pathlib import Path

import pytest
from hypothesis import HealthCheck, assume, given, settings

import dsl
from dsl import nodes as n
from dsl.aliases import SET_FILE_RULES, target
from dsl.formatter import format_source
from dsl.printer import Printer, PrintError, grammar_view
from dsl.source import SourceFile
from runtime.ruleset import RULESETS

sys.path.insert(0, str(Path(__file__).parent))
import ast_strategies as S  # noqa: E402

GOLDEN = Path(__file__).parent / "golden" / "fmt"
BERSERK = RULESETS["berserk"]
HOW_TO_FIX = (
    "The printer walks the grammar (dsl/printer.py): a production prints when "
    "aliases.target() knows which node it builds — automatic for an alias with a family "
    "prefix (p_, pr_, c_, ev_ …, see aliases.FAMILIES) or an aliases.SPECIFIC entry; a rule "
    "built in a way of its own (Target.how) needs that way in printer._matches / _pool "
    "(and, if the node keeps children outside its fields, a template in printer.HAND_WRITTEN).")


def parse_ability(text: str) -> tuple[n.AbilityText, ...]:
    rep = dsl.check_text(S.SET_HEADER + 'card "Spell Card": spell, cost 1\n  ' + text + "\n", lower=False)
    return rep.cards[-1].card.abilities


# ------------------------------------------------------------------ totality
def _productions() -> list[str]:
    g = grammar_view()
    return sorted(x for x in g.all_names() if x not in SET_FILE_RULES)


@pytest.mark.parametrize("name", _productions())
def test_every_grammar_production_prints_and_parses_back(name):
    """Every rule and alias of the grammar prints: a node built by that production (with the
    smallest children the grammar allows) prints through the same production and its text
    parses back to the same node. A rule added without a way to print it fails here."""
    node, origin = S.example_of(name)
    if not isinstance(node, n.Node):       # plus_int / minus_int build plain numbers
        return
    assert target(name) is not None, f"aliases.target does not know what `{name}` builds. {HOW_TO_FIX}"
    pr = Printer(BERSERK)
    try:
        text = pr.text(node, origin)
    except PrintError as e:
        pytest.fail(f"grammar production `{name}` builds a node the printer cannot print: {e}. {HOW_TO_FIX}")
    assert text.strip(), name
    if isinstance(node, n.AbilityText):
        assert parse_ability(text) == (node,), text


def test_every_node_class_is_built_by_some_production():
    """A node class no production builds could never be printed (or parsed)."""
    built = {target(x).cls for x in grammar_view().all_names() if target(x)}
    printed_elsewhere = {n.Word, n.Number, n.CardText, n.CardFile, n.StatValue}   # leaves, headers
    missing = [c.__name__ for c in n.node_classes() if c not in built | printed_elsewhere
               and c not in (n.CostPhrase,)]       # Cost: built inside costs/cost_effect
    assert not missing, f"node classes no grammar production builds: {missing}. {HOW_TO_FIX}"


def test_an_unknown_node_shape_is_a_print_error_naming_it():
    odd = n.Phrase(kind=n.PhraseKind.STAT)          # "of power 2 or less" without its stat and comparison
    with pytest.raises(PrintError, match=r"Phrase\(kind='stat'\)"):
        Printer().text(odd)


@pytest.mark.parametrize("text", [
    "Destroy a creature with cost 2 or less OR one of your other creatures to draw a card.",
    "You may destroy an enemy creature OR two of your creatures to draw a card.",
])
def test_an_alternative_with_its_verb_understood_and_a_purpose_prints(text):
    """"Destroy A or B to draw a card": the second alternative is an object whose verb is
    understood, with the purpose; it prints through `ell_alt` (the `effects` printer once
    offered only `also`, which has no purpose, and `cardtext fmt` failed on such a card)."""
    (ab,) = parse_ability(text)
    printed = Printer(BERSERK).ability(ab)
    assert printed == text
    assert parse_ability(printed) == (ab,)


@pytest.mark.parametrize("text", [
    "Either gain 1 coin OR your creatures cannot be destroyed, to stun this creature.",
    "Either draw a card OR gain 1 coin, to tap target creature.",
])
def test_a_choice_done_for_an_instruction_of_any_verb_parses_back(text):
    """"Either A OR B, to <instruction>": the ", to" the printer writes is read back as what the
    choice is done for whatever the verb after it ("stun" was not among the verbs the lexer knew
    there, and the printed text did not parse)."""
    (ab,) = parse_ability(text)
    printed = Printer(BERSERK).ability(ab)
    assert printed == text
    assert parse_ability(printed) == (ab,)


def test_every_verb_of_the_grammar_can_follow_a_comma_to():
    """The lexer's words that begin an instruction after ", to" hold every verb of the grammar's
    `verb` rule (a new verb would otherwise print a choice's purpose that does not parse back)."""
    from dsl import lexer
    src = (Path(__file__).resolve().parent.parent / "grammar" / "en.lark").read_text(encoding="utf-8")
    rule = re.search(r"\nverb:(.*?)\n(?=\S)", src, flags=re.S).group(1)
    firsts = set(re.findall(r"(?:^|\|)\s*(_[A-Z_]+)", rule))
    assert firsts and firsts <= lexer._EFFECT_VERBS, sorted(firsts - lexer._EFFECT_VERBS)


# ------------------------------------------------------------------ properties on generated ASTs
PROPS = settings(max_examples=int(os.environ.get("CARDTEXT_PRINT_EXAMPLES", "120")), deadline=None,
                 suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])


def _either_with_inner_or(text: str) -> bool:
    """"Either A or B": the lexer reads the first lower-case "or" after "either" as the choice's
    "or", so an A that itself holds "or" ("cannot be destroyed or moved") has no faithful text.
    Generated ASTs of that shape are skipped (a known limit of the wording, not of the printer)."""
    m = re.search(r"(?i:\beither\b)(.*?)(?:\bOR\b|$)", text, flags=re.S)     # (no "OR": up to the end)
    if bool(m) and re.search(r"\bor\b", m.group(1)) is not None:
        return True
    # "… 2 or more here or one of your minions": after a word that ends a noun phrase and "here" /
    # "there", the lexer reads "or" as another object of the verb (dsl/lexer.py), so "more here or
    # this" (a generated `np_or` whose left side is "here") has no faithful text either
    if re.search(r"\b(?i:more|less|fewer|greater) (?:here|there) or\b", text) is not None:
        return True
    # "… for the first time each turn that was moved this turn": a generated phrase after "for the
    # first time each turn" is read as the trigger's, not the noun's (h17f found it: a grammar rule
    # added moved the fixed examples onto it; not faithful before either)
    return re.search(r"\bfor the first time each turn (?:that|who) ", text) is not None


def _instead_then_of(text: str) -> bool:
    """A generated "instead" phrase followed by a phrase opening with "of" ("of that type", "of
    cost 2"): the lexer reads "instead of" as one idiom, so that pair has no faithful text
    (a known limit of the wording, as above; h16o's "of that type" made the draws reach it)."""
    return re.search(r"\binstead of\b", text) is not None and re.search(r"\binstead of (?:that type|cost|life|strike)\b", text) is not None


def _scores_then_you(text: str) -> bool:
    """"… scores you own / you do not control, …": a comma left out after a scoring trigger is
    accepted ("After this base scores you may draw a card."), so "you" right after "scores" opens
    the instruction and an owner phrase there has no faithful text (a known limit of the wording,
    as above; the merged grammar of session 12 made the draws reach it)."""
    return re.search(r"\bscores you\b", text) is not None


@PROPS
@given(S.abilities())
def test_print_then_parse_is_the_identity(ab):
    """parse(print(ast)) == ast for ASTs drawn from the grammar (spans are not compared)."""
    text = Printer(BERSERK).ability(ab)
    assume(not _either_with_inner_or(text) and not _instead_then_of(text) and not _scores_then_you(text))
    assert parse_ability(text) == (ab,), text


@PROPS
@given(S.abilities())
def test_printing_is_idempotent(ab):
    """print(parse(print(ast))) == print(ast): the canonical text is a fixed point."""
    pr = Printer(BERSERK)
    once = pr.ability(ab)
    assume(not _either_with_inner_or(once) and not _instead_then_of(once) and not _scores_then_you(once))
    got = parse_ability(once)
    assert len(got) == 1, once
    (again,) = got
    assert pr.ability(again) == once


# ------------------------------------------------------------------ golden formatter pairs
FMT_CASES = sorted(p for p in GOLDEN.glob("*.in.*"))


def _fmt(path: Path, text: str) -> str:
    ruleset = "smashup" if path.suffix in (".tsv", ".csv") else None
    res = format_source(SourceFile(path.name, text), ruleset)
    assert res.ok, [d.message for d in res.diagnostics]
    return res.text


@pytest.mark.parametrize("case", FMT_CASES, ids=lambda p: p.name)
def test_fmt_golden(case, golden):
    out = case.with_name(case.name.replace(".in.", ".out."))
    golden(out, _fmt(case, case.read_text(encoding="utf-8")))


@pytest.mark.parametrize("case", FMT_CASES, ids=lambda p: p.name)
def test_fmt_is_idempotent_and_preserves_the_ast(case):
    text = case.read_text(encoding="utf-8")
    once = _fmt(case, text)
    assert _fmt(case, once) == once
    rs = "smashup" if case.suffix in (".tsv", ".csv") else None
    before = dsl.check_source(SourceFile(case.name, text), rs, lower=False).card_file()
    after = dsl.check_source(SourceFile(case.name, once), rs, lower=False).card_file()
    assert before == after


def test_fmt_keeps_the_shipped_sets_meaning():
    for path in sorted(Path(__file__).parents[1].joinpath("cardsets").rglob("*.cards")):
        text = path.read_text(encoding="utf-8")
        once = _fmt(path, text)
        assert _fmt(path, once) == once, path
        assert text.count("#") <= once.count("#"), f"{path}: a comment was lost"


# ------------------------------------------------------------------ cardtext fmt
MESSY = 'ruleset smashup\n# keep me\ncard "Zap": action\n  destroy a minion of power 2 or less\n'
CLEAN = 'ruleset smashup\n# keep me\ncard "Zap": action\n  Destroy a minion of power 2 or less.\n'


def test_fmt_rewrites_in_place_and_keeps_comments(run_cli, write):
    p = write("a.cards", MESSY)
    rc, out, _ = run_cli("fmt", p)
    assert rc == 0 and "reformatted a.cards" in out
    assert p.read_text(encoding="utf-8") == CLEAN
    rc, out, _ = run_cli("fmt", p)
    assert rc == 0 and "0 files reformatted, 1 unchanged" in out


def test_fmt_check_and_diff_write_nothing(run_cli, write):
    p = write("a.cards", MESSY)
    rc, out, _ = run_cli("fmt", "--check", p)
    assert rc == 1 and "would reformat a.cards" in out
    rc, out, _ = run_cli("fmt", "--diff", p)
    assert rc == 1 and "-  destroy a minion" in out and "+  Destroy a minion of power 2 or less." in out
    assert p.read_text(encoding="utf-8") == MESSY
    q = write("b.cards", CLEAN)
    assert run_cli("fmt", "--check", q)[0] == 0


def test_fmt_never_touches_a_file_with_errors(run_cli, write):
    bad = MESSY + "  Destory a minion.\n"
    p = write("a.cards", bad)
    rc, out, _ = run_cli("fmt", p)
    assert rc == 1 and "E103" in out and "left untouched" in out
    assert p.read_text(encoding="utf-8") == bad


def test_fmt_writes_atomically(run_cli, write, monkeypatch, tmp_path):
    """A failure while replacing the file leaves the original whole and no temporary file."""
    p = write("a.cards", MESSY)

    def boom(src, dst):
        raise OSError(28, "No space left on device")
    monkeypatch.setattr(os, "replace", boom)
    rc, _, err = run_cli("fmt", p)
    assert rc == 2 and "No space left" in err
    assert p.read_text(encoding="utf-8") == MESSY
    assert sorted(x.name for x in tmp_path.iterdir()) == ["a.cards"]


def test_fmt_spreadsheet_keeps_columns_rows_and_other_cells(run_cli, write):
    text = ("name,id,type,text,extra\n"
            'Zap,7,action,"destroy a minion of power 2 or less","x, ""y"""\n'
            "Lab Rat,8,action,,\n")
    p = write("s.csv", text)
    rc, out, _ = run_cli("fmt", "--ruleset", "smashup", p)
    assert rc == 0, out
    lines = p.read_text(encoding="utf-8").split("\n")
    assert lines[0] == "name,id,type,text,extra"
    assert lines[1] == 'Zap,7,action,"Destroy a minion of power 2 or less.","x, ""y"""'
    assert lines[2] == "Lab Rat,8,action,,"


# ------------------------------------------------------------------ cardtext show
def test_show_prints_canonical_text_tree_and_compiled_abilities(run_cli, write):
    write("a.cards", CLEAN)
    rc, out, _ = run_cli("show", "zap", ".")
    assert rc == 0, out
    assert "canonical text:" in out and "Destroy a minion of power 2 or less." in out
    assert "syntax tree (AST):" in out and "Instruction destroy" in out and "Phrase stat" in out
    assert "read back from the compiled abilities" in out and "you destroy 1 target minion with power 2 or less" in out


def test_show_unknown_card_suggests_a_name(run_cli, write):
    write("a.cards", CLEAN)
    rc, _, err = run_cli("show", "Zapp", ".")
    assert rc == 2 and "did you mean `Zap`" in err


def test_show_a_card_with_errors_shows_them(run_cli, write):
    write("a.cards", 'ruleset smashup\ncard "Zap": action\n  Destory a minion.\n')
    rc, out, _ = run_cli("show", "Zap", "a.cards")
    assert rc == 1 and "E103" in out


# ------------------------------------------------------------------ real text (when present)
CORPUS = Path(__file__).resolve().parents[2] / "shared" / "corpus" / "smashup-dev.tsv"


@pytest.mark.skipif(not CORPUS.exists(), reason="the corpus is not next to the checkout")
def test_corpus_cards_print_back_to_the_same_ast():
    """Every real card that parses prints to text that parses back to the same abilities
    (the text is read at run time; nothing of it is kept here)."""
    sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "benchmarks"))
    import roundtrip

    parsed, same, bad = roundtrip.run(CORPUS, "smashup", verbose=False)
    assert parsed > 200
    assert bad <= 2, "printed text parses to another AST (run benchmarks/roundtrip.py -v)"
    # a floor, not the target (benchmarks/roundtrip.py reports the figure): new grammar rules
    # should not make the printer's wording drift from the set's templating
    assert same / parsed >= 0.8, "canonical wording drifted from the set's templating"


@pytest.mark.parametrize("path", sorted((Path(__file__).resolve().parents[1] / "cardsets").rglob("*.cards")),
                         ids=lambda p: p.name)
def test_the_shipped_sets_are_in_canonical_form(path):
    """Our own sets are the designers' examples: `cardtext fmt` leaves them as they are."""
    src = SourceFile(path.as_posix(), path.read_text(encoding="utf-8"))
    out = format_source(src)
    assert out.ok, [d.message for d in out.diagnostics]
    assert not out.changed, f"run `cardtext fmt {path.name}`"


@pytest.mark.parametrize("header, text", [
    ('card "Probe": minion, power 3', "Ongoing: If you have a minion on every base, this minion has +2 power."),
    ('card "Probe": action', "Destroy all minions of power 1 or less."),
    ('card "Probe": base, breakpoint 20, vp 4/2/1', "After each turn, if there are five or more minions here, draw a card."),
])
def test_fmt_keeps_every_with_a_singular_noun_and_the_present_tense(header, text):
    """The printer printed "every base" as "all base" (a singular noun after "all") and "there are" as
    "there were": the same syntax tree, but not the wording a designer writes."""
    src = SourceFile("t.cards", f"ruleset smashup\n\n{header}\n  {text}\n")
    out = format_source(src)
    assert out.ok and not out.changed, out.text
