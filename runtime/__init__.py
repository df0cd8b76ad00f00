"""cardtext runtime: the effect interpreter that game engines embed.

It consumes ability objects (``runtime.spec``, the IR the compiler emits) and never imports the
parser (``dsl``) or lark. Public API (see docs/runtime.md)::

    from runtime import Game, BERSERK, ScriptedChooser, spec
    game = Game(BERSERK, ("Ann", "Bob"), chooser=ScriptedChooser([...]), seed=7)
    cid = game.add_card(card_spec, owner=0, zone="hand")
    game.play_card(cid)            # pay, put into play, declare on-play abilities, resolve
    game.activate(cid, 0)          # an activated ability
    game.execute(effect)           # an ad-hoc ability (scenarios)
    print(game.trace.format())     # or game.trace.to_dicts()

Loading a compiled set (``runtime.load_set``) is the next issue and does not exist yet.
"""

from __future__ import annotations

from . import spec
from .choices import (Choice, Chooser, ConsoleChooser, Decision, FirstChooser, IllegalChoice,
                      RandomChooser, ScriptError, ScriptedChooser)
from .errors import GameError, LoopLimit, NotDeclarable, RuntimeErrorBase, UnknownKind
from .interpreter import Game, Pending
from .ruleset import BERSERK, RULESETS, SMASHUP, Ruleset, ValuePolicy, get_ruleset
from .state import Card, GameState, Player
from .trace import Step, Trace

__all__ = [
    "BERSERK", "RULESETS", "SMASHUP", "Card", "Choice", "Chooser", "ConsoleChooser", "Decision",
    "FirstChooser",
    "Game", "GameError", "GameState", "IllegalChoice", "LoopLimit", "NotDeclarable", "Pending",
    "Player", "RandomChooser", "Ruleset", "RuntimeErrorBase", "ScriptError", "ScriptedChooser",
    "Step", "Trace", "UnknownKind", "ValuePolicy", "get_ruleset", "spec",
]
