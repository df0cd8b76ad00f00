"""A little Smash Up table for tests that compile card text written in our own words and run it:
filler cards, `build` (check + lower, every card must compile), `table` (a two-player game on two
bases, in the play phase) and `run` (declare and resolve a card's ability as if it were played);
and, for tests that bring their own cards, `parsed` (one ability's AST), `compiled` (a set through
the real compiled format) and `errors_of` (its compile errors)."""

from __future__ import annotations

import dsl
from dsl import nodes as n
from dsl.compiler import Compiled, card_specs, compile_source, stat_pairs
from dsl.lowering import lower_card, slug
from dsl.source import SourceFile, normalize
from runtime import SMASHUP, Game, ScriptedChooser
from runtime import spec as s

HEADER = "ruleset smashup\n"

FILLERS = '''card "Grunt": minion, power 2
card "Brute": minion, power 4
card "Jungle": base, breakpoint 30, vp 3/1/1
card "Castle": base, breakpoint 30, vp 3/1/1
'''


def parsed(text: str, kind: str = "action") -> n.Ability:
    """The AST of one ability on a probe card of that type (it must check; not lowered)."""
    rep = dsl.check_text(HEADER + f'card "Probe Card": {kind}' + (", power 2" if kind == "minion" else "")
                         + "\n  " + text + "\n", lower=False)
    card = rep.cards[-1]
    errors = [d.message for d in card.diagnostics if d.severity.name == "ERROR"]
    assert not errors, errors
    return card.card.abilities[-1]


def compiled(text: str) -> dict[str, s.CardSpec]:
    """Compile a Smash Up set written in the test (no fillers), through the real compiled
    format: every card must compile."""
    res = compile_source(SourceFile("t.cards", normalize(HEADER + text)))
    errors = [d.message for d in res.diagnostics if d.severity.name == "ERROR"]
    assert not errors, errors
    return card_specs(Compiled(ruleset="smashup", files=[res]).load())


def errors_of(text: str) -> list[str]:
    """``"CODE message"`` of each compile error of a Smash Up set written in the test."""
    res = compile_source(SourceFile("t.cards", normalize(HEADER + text)))
    return [f"{d.code.id} {d.message}" for d in res.diagnostics if d.severity.name == "ERROR"]


def build(text: str) -> dict[str, s.CardSpec]:
    """Check and lower a little Smash Up set (fillers added); every card must compile."""
    rep = dsl.check_text("ruleset smashup\n" + text + FILLERS, path="t.cards")
    out = {}
    for c in rep.cards:
        assert c.ok, (c.name, [d.message for d in c.diagnostics])
        lo = lower_card(c.card, rep.ruleset, rep.source.text, "t.cards", rep.table)
        assert not lo.diagnostics, (c.name, [d.message for d in lo.diagnostics])
        out[c.name] = s.CardSpec(slug=slug(c.card.name), name=c.card.name, card_type=c.card.type,
                                 stats=stat_pairs(c.card.stats), subtypes=c.card.subtypes,
                                 abilities=tuple(ir for ir, _ in lo.abilities), play_on=lo.play_on)
    return out


def diagnostics(text: str) -> list[tuple[str, str]]:
    """(code, message) of every diagnostic of the set (fillers added)."""
    rep = dsl.check_text("ruleset smashup\n" + text + FILLERS, path="t.cards")
    return [(d.code.id, d.message) for c in rep.cards for d in c.diagnostics]


def table(cards: dict[str, s.CardSpec], steps=()):
    g = Game(SMASHUP, ("Ann", "Bob"), chooser=ScriptedChooser(steps), seed=1, check_invariants=True)
    jungle = g.add_card(cards["Jungle"], None, "bases")
    castle = g.add_card(cards["Castle"], None, "bases")
    g.begin_turn(0)
    g.next_phase()          # play cards
    return g, jungle, castle


def first(card: s.CardSpec, kind: str = "on_play") -> s.Ability:
    return next(a for a in card.abilities if a.KIND == kind)


def run(g: Game, card: int, kind: str = "on_play", controller: int = 0) -> None:
    """Declare and resolve the card's first ability of that kind, as if it had been played."""
    ab = first(g.card(card).spec, kind)
    assert g.execute(ab.effect, controller=controller, source=card, origin=ab.origin)
