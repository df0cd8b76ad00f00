"""The lowering package's registry and context: every effect kind the grammar can produce has a
handler (`dsl.lowering.LOWER`) or is listed with its reason (`UNSUPPORTED`), and the context is
a frozen record that scopes evolve and restore."""

from __future__ import annotations

import attrs
import pytest

import dsl
from dsl import nodes as n
from dsl.grammar import load_building_parser
from dsl.kinds import InstructionKind
from dsl.lowering import LOWER, UNSUPPORTED, Context, Lowerer, Unsupported, slug
from runtime.ruleset import RULESETS


def grammar_effect_kinds() -> set[str]:
    """The `kind`s of the `n.Instruction`s the builder makes: the aliases of the instruction rules
    (`gain_resource`, `give`, …) and, for a verb's instruction, every verb alias (`v_destroy`:
    `destroy`; a verb after a subject, "each other player discards …", becomes an instruction
    too)."""
    p = load_building_parser("en")   # (its rules are the strict build's, read from the parser cache:
    #                                   building the tables again took 13 s; test_grammar builds them)
    kinds = set()
    for r in p.rules:
        alias = str(r.alias) if r.alias else None
        if r.origin.name in ("effect", "effect_choice", "also") and alias not in (None, "effect"):
            kinds.add(alias)
        if alias is not None and alias.startswith("v_"):
            kinds.add(alias[2:])
        if alias is None and r.origin.name in set(InstructionKind):   # a rule of its own ("modifier_on")
            kinds.add(r.origin.name)
    return kinds


def test_every_effect_kind_of_the_grammar_is_lowered_or_listed_unsupported():
    kinds = grammar_effect_kinds()
    assert {"destroy", "gain_resource", "ell_object", "tap"} <= kinds      # the reading above finds them
    missing = sorted(kinds - set(LOWER) - set(UNSUPPORTED))
    assert not missing, f"effect kinds with no handler and no reason in UNSUPPORTED: {missing}"
    assert not set(LOWER) & set(UNSUPPORTED), "a kind is both lowered and listed as unsupported"
    stale = sorted((set(LOWER) | set(UNSUPPORTED)) - kinds)
    assert not stale, f"handlers or reasons for kinds the grammar never produces: {stale}"


def lowerer(ruleset: str = "smashup", text: str = 'card "Probe": minion, power 2\n  Draw a card.') -> Lowerer:
    rep = dsl.check_text(f"ruleset {ruleset}\n{text}\n", path="t.cards", lower=False)
    c = rep.cards[0]
    return Lowerer(RULESETS[ruleset], c.card, rep.source.text, "t.cards", slug(c.name), rep.table)


@pytest.mark.parametrize("kind", sorted(UNSUPPORTED))
def test_an_unsupported_kind_is_e501_with_its_listed_reason(kind):
    with pytest.raises(Unsupported) as e:
        lowerer().effect(n.Instruction(kind=kind))
    assert e.value.reason == UNSUPPORTED[kind]


def test_an_unsupported_instruction_in_a_card_is_e501_quoting_it():
    rep = dsl.check_text('ruleset smashup\ncard "Probe": action\n  Bury a minion.\n', path="t.cards")
    [d] = rep.cards[0].diagnostics
    # (in the designer's words, dsl/teach.py: the instruction as written, not the compiler's reason)
    assert (d.code.id, d.message) == ("E501", "`Bury a minion` is an instruction the game cannot carry out yet")


def test_a_handled_kind_goes_to_its_handler():
    lo = lowerer()
    assert LOWER["destroy"].__name__ == "lower_destroy"
    ir = lo.effect(n.Instruction(kind="draw", np=n.Selection(noun=n.Noun(kind="kind", words=(n.Word(cls="KIND", text="card"),)))))
    assert ir.KIND == "draw"


def test_the_context_is_frozen():
    with pytest.raises(attrs.exceptions.FrozenInstanceError):
        Context().picking = True  # type: ignore[misc]


def test_a_scope_restores_the_fields_it_changed_and_keeps_what_instructions_advanced():
    lo = lowerer()
    before = lo.ctx
    with lo.within(picking=True, revealed=2) as inside:
        assert (lo.ctx.picking, lo.ctx.revealed) == (True, 2) and inside is lo.ctx
        lo.advance(after=True)          # an instruction in the scope acted on cards
    assert (lo.ctx.picking, lo.ctx.revealed) == (before.picking, before.revealed) == (False, 0)
    assert lo.ctx.after is True         # "it" after the scope may still mean those cards


def test_a_scope_is_restored_when_lowering_fails_inside_it():
    lo = lowerer()
    with pytest.raises(Unsupported):
        with lo.within(acting=True):
            lo.effect(n.Instruction(kind="tap"))
    assert lo.ctx.acting is False


SET = 'ruleset smashup\ncard "Probe": minion, power 2\n  Draw a card.\ncard "Prober": action\n  Bury a minion.\n'


def test_lint_reads_the_lowering_check_did(monkeypatch):
    import dsl.lowering
    from dsl.lints import lint_reports

    calls = []
    real = dsl.lowering.lower_card
    monkeypatch.setattr(dsl.lowering, "lower_card", lambda *a, **k: calls.append(a[0].name) or real(*a, **k))
    rep = dsl.check_text(SET, path="t.cards")
    assert calls == ["Probe", "Prober"]
    result = lint_reports([rep])
    assert calls == ["Probe", "Prober"]                 # not lowered a second time
    assert result.not_compiled == 1
    assert [d.code.id for f in result.files for d in f.diagnostics] == ["E501"]


def test_lint_lowers_a_report_checked_without_lowering_once(monkeypatch):
    import dsl.lowering
    from dsl.lints import lint_reports

    calls = []
    real = dsl.lowering.lower_card
    monkeypatch.setattr(dsl.lowering, "lower_card", lambda *a, **k: calls.append(a[0].name) or real(*a, **k))
    rep = dsl.check_text(SET, path="t.cards", lower=False)
    assert calls == [] and rep.cards[0].lowered is None
    result = lint_reports([rep])
    assert calls == ["Probe", "Prober"]
    assert rep.cards[0].lowered is not None and result.not_compiled == 1
    assert [d.code.id for f in result.files for d in f.diagnostics] == ["E501"]     # as with a lowered report
