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


def parsed(text: str, kind: str = "action") -> n.AbilityText:
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


def errors(text: str) -> list[str]:
    """``"CODE message"`` of every diagnostic of a little set (fillers added)."""
    return [f"{c} {m}" for c, m in diagnostics(text)]


def error_messages(text: str) -> list[str]:
    """The message of every diagnostic of a little set (fillers added)."""
    return [m for c, m in diagnostics(text)]


def e501(text: str) -> list[str]:
    """The E501 messages of a Smash Up set written in the test (no fillers)."""
    res = compile_source(SourceFile("t.cards", normalize("ruleset smashup\n" + text)))
    return [d.message for d in res.diagnostics if d.code.id == "E501"]


# ---- games on one base, from a set compiled through the real format ----------------------------

MEADOW_BASICS = '''
card "Meadow": base, breakpoint 30, vp 3/2/1
card "Brute": minion, power 3
card "Twig": minion, power 1
'''


def one_base_game(basics: str, base: str, filler: str, text: str, steps=()):
    """(game, specs, the base): the set's cards with `basics`; `base` in play; six of `filler` in
    each deck."""
    specs = compiled(basics + text)
    g = Game(SMASHUP, ("Ann", "Bob"), chooser=ScriptedChooser(steps), seed=1)
    where = g.add_card(specs[base], None, "bases")
    for p in (0, 1):
        for _ in range(6):
            g.add_card(specs[filler], p, "deck")
    return g, specs, where


def meadow_game(text: str, steps=()):
    """(game, specs, the Meadow): the set's cards with MEADOW_BASICS; six Twigs in each deck."""
    return one_base_game(MEADOW_BASICS, "Meadow", "Twig", text, steps)


FIELD_BASICS = '''
card "Field": base, breakpoint 12, vp 3/2/1
card "Grunt": minion, power 3
card "Pebble": minion, power 1
'''


def field_game(text: str, steps=()):
    """(game, specs, the Field): the set's cards with FIELD_BASICS; six Pebbles in each deck."""
    return one_base_game(FIELD_BASICS, "Field", "Pebble", text, steps)


ONGOING_BASICS = '''
card "Field": base, breakpoint 12, vp 3/2/1
card "Meadow": base, breakpoint 30, vp 3/2/1
card "Grunt": minion, power 3
card "Pebble": minion, power 1
card "Smash": action
  Destroy a minion.
card "Wipe": action
  Destroy each minion.
card "Sap": action
  Play on a base. Ongoing: Minions here have -1 power.
'''


def ongoing_game(text: str, steps=()):
    """(game, chooser, specs, the Field): the set's cards with ONGOING_BASICS; six Pebbles in each deck."""
    specs = compiled(ONGOING_BASICS + text)
    ch = ScriptedChooser(steps)
    g = Game(SMASHUP, ("Ann", "Bob"), chooser=ch, seed=1)
    field = g.add_card(specs["Field"], None, "bases")
    for p in (0, 1):
        for _ in range(6):
            g.add_card(specs["Pebble"], p, "deck")
    return g, ch, specs, field


def hand_cards(g: Game, p: int) -> list:
    return g.zone(p, "hand")


def hand_size(g: Game, p: int) -> int:
    return len(g.zone(p, "hand"))


def deck_top(g: Game, p: int, n: int) -> list[str]:
    """The names of the top n cards of the deck, top first."""
    return [c.name for c in reversed(g.zone(p, "deck")[-n:])]


def deck_names(g, player: int) -> list[str]:
    """The deck, top card first."""
    return [c.spec.name for c in reversed(g.zone(player, "deck"))]


def seen(g, kind: str) -> list[dict]:
    """The details of the trace's events of that kind."""
    return [dict(st.detail) for st in g.trace.steps if st.kind == "event" and st.what == kind]


def minion_spec(name: str, power: int) -> s.CardSpec:
    return s.CardSpec(slug=name.lower(), name=name, card_type="minion", stats=(("power", power),))


def destroy_filter(card: s.CardSpec) -> s.Filter:
    """The filter of what the card's first ability destroys (through repeats and choices)."""
    eff = first(card).effect
    while eff.KIND in ("repeat", "pick"):
        eff = eff.effect if eff.KIND == "repeat" else eff.with_picked
    assert eff.KIND == "destroy"
    return eff.target.filter


# ---- one ability on a probe card: its AST, its IR ----------------------------------------------

def probe_ast(text: str, header: str = 'card "Probe": action') -> n.AbilityText:
    """The AST of the one ability of a probe card (it must check; not lowered)."""
    rep = dsl.check_text(f"ruleset smashup\n{header}\n  {text}\n", path="t.cards", lower=False)
    c = rep.cards[0]
    assert c.ok, [d.message for d in c.diagnostics]
    (ab,) = c.card.abilities
    return ab


def probe_ir(text: str, header: str = 'card "Probe": action') -> list:
    """The lowered abilities of a probe card (it must compile)."""
    rep = dsl.check_text(f"ruleset smashup\n{header}\n  {text}\n", path="t.cards")
    c = rep.cards[0]
    assert c.ok, [d.message for d in c.diagnostics]
    lo = lower_card(c.card, rep.ruleset, rep.source.text, "t.cards", rep.table)
    assert not lo.diagnostics, [d.message for d in lo.diagnostics]
    return [ir for ir, _ in lo.abilities]


def probe_card_ast(text: str) -> n.CardText:
    """The AST of a probe action with that ability (fillers added; not lowered, not checked)."""
    rep = dsl.check_text("ruleset smashup\n" + 'card "Probe": action\n  ' + text + "\n" + FILLERS,
                         path="t.cards", lower=False)
    return rep.cards[0].card


def first_ability(text: str, kind: str = "minion, power 2") -> n.AbilityText:
    """The AST of the first ability of a probe card of that type (it must parse)."""
    rep = dsl.check_text(f'ruleset smashup\ncard "Probe Card": {kind}\n  {text}\n', lower=False)
    card = rep.cards[-1]
    assert card.card is not None, [d.message for d in card.diagnostics]
    return card.card.abilities[0]


def lower_one(text: str, ruleset: str = "smashup", header: str = 'card "Probe": minion, power 2'):
    """(the lowering of a probe card with that ability, the source text): the card must check."""
    rep = dsl.check_text(f"ruleset {ruleset}\n{header}\n  {text}\n", path="t.cards", lower=False)
    c = rep.cards[0]
    assert c.ok, [d.message for d in c.diagnostics]
    return lower_card(c.card, rep.ruleset, rep.source.text, "t.cards"), rep.source.text


def lowered_set(path) -> dict[str, list]:
    """Each card's lowered abilities of a shipped set (every card must compile)."""
    rep = dsl.check_path(path)
    assert rep.ok
    out = {}
    for c in rep.cards:
        lo = lower_card(c.card, rep.ruleset, rep.source.text, str(path))
        assert not lo.diagnostics, (c.name, [d.message for d in lo.diagnostics])
        out[c.name] = [ir for ir, _ in lo.abilities]
    return out


def board(steps=()):
    """(game, chooser, the Meadow, the Quarry): test_runtime_cards' little Smash Up game on two bases."""
    from test_runtime_cards import base, smashup
    g, ch = smashup(steps)
    b1 = g.add_card(base("Meadow"), None, "bases")
    b2 = g.add_card(base("Quarry"), None, "bases")
    return g, ch, b1, b2
