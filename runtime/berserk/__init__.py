"""Berserk Heroes as a whole game: combat (`combat.py`) and the game loop (`game.py`).

The interpreter (`runtime/interpreter.py`) knows one turn of any ruleset; this package adds what
only a ruleset with `combat` has: strike attacks and their resolution, defenders, counter-strikes,
shots, the combat keywords (Armour X, First strike, Haste, Frenzy, Vampirism X, Regeneration X,
Poison X, Directed strike, Experienced in attack / defence), heroes in play from the start, and
complete games under a chooser. Every reading of the glossary it takes is in docs/runtime.md
(BH-G*, BH-C*, BH-K*).
"""

from .combat import (attack_options, can_act, enable, shot_attack, strike_attack, strike_of)
from .game import begin_turn, end_turn, play_game, play_turn, setup

__all__ = ["attack_options", "begin_turn", "can_act", "enable", "end_turn", "play_game", "play_turn", "setup",
           "shot_attack", "strike_attack", "strike_of"]
