"""Stage 7, lower: the checked AST -> runtime IR (runtime/spec.py).

Every construct either becomes IR the interpreter executes or is an E501 diagnostic that
quotes the words and names what the runtime lacks — never a silent no-op. Lowering is by
sentence role: abilities (label, trigger, cost) -> statements -> effects (verbs) -> selections
(noun phrases) -> filters (phrases), with one function per shape.

One module per family of constructs:

- `core`        the shared machinery: `Unsupported`, `Lowered`, the frozen `Context`, the
                registry `LOWER` (effect kind -> handler, filled by `@lowers(kind, …)`) and the
                kinds with no handler (`UNSUPPORTED`), the card loop
- `accounting`  word accounting: what lowering read of each ability; the content words it did
                not read make the ability E501 ("`standard` is not understood here")
- `coordination` what two coordinated noun phrases share ("your minions and other actions")
- `placement`   "here" on a card that is never on a base (E501)
- `abilities`   a card's text -> abilities (on play, triggered, static, activated, timed)
- `statements`  sentences in order, choices, modal choices, "for each …", "Choose X. …"
- `effects`     one instruction: what it is done for ("… to draw a card"), alternatives ("A or
                B"), one base / one player / each base, then `LOWER[kind]`
- `removal`     destroy, discard, return
- `movement`    place, move, transfer, swap, attach
- `hand_deck`   draw, reveal, look at, search, shuffle
- `counters`    remove and place counters; the counters on a card
- `plays`       play now, extra plays, play limits, titans played from where they wait
- `modifiers`   give / reduce, take control, cancel, the ongoing (static) statements
- `resources`   gain / lose VP, deal, shoot, heal, resurrect
- `conditions`  "if …"
- `triggers`    "when / after / before …" and replacements ("… would …, instead")
- `affected`    an action as the subject of "directly affects", "affected the same way" (t16c)
- `durations`   "until …", lasting statements, instructions at the start / end of a turn
- `selections`  noun phrases -> selectors and filters
- `places`      bases ("here", "a base where you have …") and zones
- `counts`      amounts: numbers, "that many", "for each …", "the number of …"
- `players`     acting players ("each other player …", "the winner") and their instructions
- `bases`       base text: permissions to play opened by a condition of the turn
- `zone_moves`  "take X from Z [and put it …]", a card put into your hand from another player's zone
- `instead`     "instead": a played card moved "instead of the discard pile", an alternative
                that does the first one's instruction again on its card, "the replacement base"

Why mixins: lowering is mutually recursive across families (a selection reads a count, a count
reads a selection, a statement lowers an instruction that lowers a statement), and every
function reads the same per-card state (the ruleset's words, the card, the `Context`). Each
family module is one class of methods; `Lowerer` composes them, so a family calls another as
`self.filter(…)` without the modules importing each other in a circle, and the per-card state
is passed once (`self`) rather than through every call. The instruction handlers are
registered by kind (`@lowers(InstructionKind.DESTROY)`) into one table, so `effects.Effects.effect` has no
chain of kinds: adding an instruction is one decorated method in its family's module.

Kinds: an AST node's `kind` is compared with its family's enum member (dsl/kinds.py), never with a
string, and the tables keyed by kinds (`LOWER`, `UNSUPPORTED`, `FILTER_PHRASES`, `TIMING` …) hold
members, so a kind the grammar does not produce fails when the module is imported
(tests/test_kind_literals.py keeps it so). The four families used most are imported short, as
the printer does: `P` (PhraseKind), `Q` (QuantKind), `NK` (NounKind), `R` (RefKind).

The context: what the words mean where they are ("it", "there", "that player", "their") is the
frozen `core.Context` at `self.ctx`. A scope changes it with `with self.within(picking=True):
…` (attrs.evolve; the fields it changed are restored on leaving, by the context manager, never
by hand); what an instruction did, for the ones after it in the same ability (`after`, `last`,
`asked`, `swapped`), moves on with `self.advance(…)`. Two attributes stay outside the
context because they are not read as context: `plays_self_from` (set by "play this card from
<zone> as an extra …" for the "On your turn, …" ability around it to read once it is lowered)
and `index` (how many abilities of the card are lowered: their origins).
"""

from __future__ import annotations

from typing import Any

from runtime.ruleset import Ruleset

from .. import nodes as n
from .abilities import Abilities
from .base_deck import BaseDeck
from .bases import Bases
from .chosen_ongoing import ChosenOngoing
from .conditions import Conditions
from .copies import Copying
from .core import LOWER, UNSUPPORTED, Context, Core, Lowered, Unsupported
from .counters import Counters
from .counts import Counts
from .durations import Durations
from .each_player import EachPlayer
from .effects import Effects
from .hand_deck import HandAndDeck
from .instead import Instead
from .swaps import Swaps
from .modifiers import Modifiers
from .movement import Movement
from .places import Places
from .players import Players
from .plays import Plays
from .removal import Removal
from .resources import Resources
from .selections import Selections
from .shown import Shown
from .statements import Statements
from .titans import Titans
from .triggers import Triggers
from .affected import Affected
from .on_play import OnPlay
from .zone_moves import ZoneMoves


class Lowerer(Abilities, Statements, Effects, Removal, Movement, HandAndDeck, Shown, Counters, Plays, Modifiers,
              Resources, Conditions, Titans, Triggers, Durations, Selections, Places, Counts, Players, Bases, BaseDeck,
              EachPlayer, ChosenOngoing, Affected, Copying, Instead, OnPlay, ZoneMoves, Swaps, Core):
    """One card's lowering: every family's methods over one card's state (see the module doc)."""


def slug(name: str) -> str:
    out = "".join(c.lower() if c.isalnum() else "-" for c in name)
    while "--" in out:
        out = out.replace("--", "-")
    return out.strip("-") or "card"


def lower_card(card: n.CardText, rs: Ruleset, text: str, path: str, table: Any = None, *,
               card_slug: str | None = None) -> Lowered:
    """Lower one checked card. `table` (the set's SymbolTable) tells a card name from a subtype;
    `card_slug`: the card's slug when not `slug(card.name)` (unique in its file, `check_source`)."""
    return Lowerer(rs, card, text, path, card_slug or slug(card.name), table).lower_card()


__all__ = ["lower_card", "slug", "Lowered", "Unsupported", "Lowerer", "Context", "LOWER", "UNSUPPORTED"]
