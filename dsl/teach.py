"""E501 ("not executable") in the designer's words, with what is accepted instead.

Lowering refuses a construct with a reason written for the compiler ("the phrase `you own` in a
selection", "selecting `player`", "this condition"). `teach` rewrites the diagnostic: the
message names the words as written and what they try to do, and the help shows sentences of
the same kind that compile today, made with the ruleset's own words (a card type that stays in
play, its first stat). Every example sentence is compiled by the tests
(tests/test_teach.py), so the help never recommends a wording that fails.

Only the message and the help change; the code (E501), the span and the label stay. Reasons
without a rule here keep the compiler's message.
"""

from __future__ import annotations

import re
from collections.abc import Callable

import attrs

from runtime.ruleset import Ruleset

from .diagnostics import Diagnostic

_WRAPPED = re.compile(r"cannot compile `(?P<words>.*)`: (?P<reason>.*)\Z", re.DOTALL)


def _words(rs: Ruleset) -> dict[str, str]:
    """The ruleset's words the examples are made of."""
    kind = next((t.name for t in rs.card_types if t.in_play and t.name != rs.base_type
                 and t.name != rs.hero_type), rs.card_types[0].name)
    stat = next((s for t in rs.card_types if t.name == kind for s in t.required), rs.stats[0].name)
    return {"kind": kind, "stat": stat}


def selection_examples(rs: Ruleset) -> list[str]:
    """Sentences whose words say which cards an instruction acts on (all compile)."""
    w = _words(rs)
    kind, stat = w["kind"], w["stat"]
    out = [f"Destroy a {kind} of {stat} 3 or less.", f"Destroy a {kind} you control.",
           f"Destroy another {kind}."]
    if rs.base_type is not None:
        out.append(f"Destroy a {kind} here.")
    return out


def condition_examples(rs: Ruleset) -> list[str]:
    """Conditions that compile (each example is a whole ability)."""
    kind = _words(rs)["kind"]
    out = ["If you have 2 or fewer cards in hand, draw a card."]
    if rs.base_type is not None:
        out.append(f"If you have a {kind} here, draw a card.")
    return out


def trigger_examples(rs: Ruleset) -> list[str]:
    kind = _words(rs)["kind"]
    out = [f"When this {kind} is destroyed, draw a card.", "At the start of your turn, draw a card."]
    if rs.base_type is not None:
        out.append(f"After a {kind} is played here, draw a card.")
    return out


def count_examples(rs: Ruleset) -> list[str]:
    return [f"Draw a card for each {_words(rs)['kind']} you control."]


def move_examples(rs: Ruleset) -> list[str]:
    kind = _words(rs)["kind"]
    if rs.base_type is not None:
        return [f"Move a {kind} to another base.", f"Return a {kind} to its owner's hand."]
    return [f"Return a {kind} to its owner's hand."]


def play_examples(rs: Ruleset) -> list[str]:
    """Extra plays (a game with bases and a play limit)."""
    kind = _words(rs)["kind"]
    if rs.base_type is None:
        return []
    return [f"Play an extra {kind}.", f"You may play an extra {kind} here."]


def _quoted(xs: list[str]) -> str:
    return ", ".join(f"`{x}`" for x in xs)


# reason pattern -> (message, help) from (the words, the pattern's groups, the ruleset)
Rule = Callable[[str, dict, Ruleset], tuple[str, str]]
RULES: list[tuple[re.Pattern, Rule]] = []


def _rule(pattern: str) -> Callable[[Rule], Rule]:
    def add(fn: Rule) -> Rule:
        RULES.append((re.compile(pattern + r"\Z"), fn))
        return fn
    return add


@_rule(r"selecting `(?P<what>.+)`")
def _selecting(words: str, g: dict, rs: Ruleset) -> tuple[str, str]:
    return (f"`{words}` is not a card this instruction can act on yet",
            f"name the cards it acts on: {_quoted(selection_examples(rs))}")


@_rule(r"the (?:phrase|word) `(?P<what>.+)` (?:in a selection|here)")
def _restriction(words: str, g: dict, rs: Ruleset) -> tuple[str, str]:
    return (f"`{g['what']}` cannot say which cards are meant yet",
            f"say which cards with the restrictions the language reads: {_quoted(selection_examples(rs))}")


@_rule(r"(?:this condition|this phrase in a condition)")
def _condition(words: str, g: dict, rs: Ruleset) -> tuple[str, str]:
    return (f"the condition `{words}` cannot be checked yet",
            f"conditions checked today read like {_quoted(condition_examples(rs))}")


@_rule(r"a trigger on `(?P<what>.+)`")
def _trigger(words: str, g: dict, rs: Ruleset) -> tuple[str, str]:
    return (f"nothing can wait for a card that `{g['what']}` yet: the game does not announce it",
            f"triggers the game announces read like {_quoted(trigger_examples(rs))}")


@_rule(r"the instruction `(?P<what>.+)`")
def _instruction(words: str, g: dict, rs: Ruleset) -> tuple[str, str]:
    return (f"`{words}` is an instruction the game cannot carry out yet",
            "leave the instruction out, or word it with instructions the language reference lists "
            "as executable (docs/language.md); file an issue for it")


@_rule(r"a zone here")
def _zone(words: str, g: dict, rs: Ruleset) -> tuple[str, str]:
    zones = ", ".join(f"`your {z}`" for z in (rs.hand_zone, rs.deck_zone, rs.discard_zone))
    return (f"`{words}` is not one place cards can be taken from or put into here",
            f"name one zone: {zones}")


@_rule(r"the reference `(?P<what>.+)` here")
def _reference(words: str, g: dict, rs: Ruleset) -> tuple[str, str]:
    kind = _words(rs)["kind"]
    return (f"`{g['what']}` does not point at anything here",
            f"name what it means: `this {kind}`, or `it` right after the instruction that chose the card")


@_rule(r"this kind of noun phrase")
def _noun_phrase(words: str, g: dict, rs: Ruleset) -> tuple[str, str]:
    return (f"`{words}` cannot be acted on as one group yet",
            f"one kind of card at a time: {_quoted(selection_examples(rs)[:2])}, or one sentence for each kind")


@_rule(r"counting `(?P<what>.+)` (?:on a base|here)")
def _counting(words: str, g: dict, rs: Ruleset) -> tuple[str, str]:
    return (f"`{g['what']}` cannot be counted there yet",
            f"counts read today read like {_quoted(count_examples(rs))}")


@_rule(r"moving to `(?P<what>.+)`")
def _moving(words: str, g: dict, rs: Ruleset) -> tuple[str, str]:
    return (f"`{g['what']}` is not a place a card can be moved to yet",
            f"name where it goes: {_quoted(move_examples(rs))}")


@_rule(r"the phrase `(?P<what>.+)` on (?:playing this card|playing a card|an extra play)")
def _playing(words: str, g: dict, rs: Ruleset) -> tuple[str, str]:
    examples = play_examples(rs)
    return (f"`{g['what']}` cannot say how or where the card is played yet",
            f"plays read today read like {_quoted(examples)}" if examples
            else "leave the phrase out, or file an issue for it")


def teach(d: Diagnostic, rs: Ruleset) -> Diagnostic:
    """An E501 in the designer's words (see the module docstring); any other diagnostic as it is."""
    if d.code.id != "E501":
        return d
    m = _WRAPPED.match(d.message)
    if m is None:
        return d
    words, reason = m.group("words"), m.group("reason").strip()
    for pattern, fn in RULES:
        g = pattern.match(reason)
        if g is not None:
            message, help = fn(words, g.groupdict(), rs)
            generic = d.help is None or "language reference lists as executable" in d.help
            return attrs.evolve(d, message=message, help=help if generic else f"{d.help}; {help}")
    return d


__all__ = ["teach", "selection_examples", "condition_examples", "trigger_examples", "count_examples",
           "move_examples", "play_examples", "RULES"]
