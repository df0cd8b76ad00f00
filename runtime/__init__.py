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

Loading a compiled set::

    cs = runtime.load_set("out.json")          # validates; raises runtime.FormatError
    game.add_card(cs.cards[0].to_spec(), owner=0, zone="hand")
"""

from __future__ import annotations

import importlib

# Names are imported on first use (PEP 562): `import runtime.ruleset` — what the front end
# needs — then costs nothing more than the ruleset module, and `cardtext check` starts fast.
_EXPORTS = {
    "spec": ("runtime.spec", None),
    **{n: ("runtime.choices", n) for n in ("Choice", "Chooser", "ConsoleChooser", "Decision", "FirstChooser",
                                           "IllegalChoice", "RandomChooser", "ScriptError", "ScriptedChooser")},
    **{n: ("runtime.errors", n) for n in ("GameError", "LoopLimit", "NotDeclarable", "RuntimeErrorBase",
                                          "UnknownKind")},
    **{n: ("runtime.interpreter", n) for n in ("Game", "Pending")},
    **{n: ("runtime.ruleset", n) for n in ("BERSERK", "RULESETS", "SMASHUP", "Ruleset", "ValuePolicy",
                                           "get_ruleset")},
    **{n: ("runtime.state", n) for n in ("Card", "GameState", "Player")},
    **{n: ("runtime.trace", n) for n in ("Step", "Trace")},
    **{n: ("runtime.format", n) for n in ("load_set", "loads", "FormatError", "CompiledSet", "CompiledCard")},
}

__all__ = sorted(_EXPORTS)


def __getattr__(name: str):
    try:
        module, attr = _EXPORTS[name]
    except KeyError:
        raise AttributeError(f"module 'runtime' has no attribute {name!r}") from None
    value = importlib.import_module(module)
    if attr is not None:
        value = getattr(value, attr)
    globals()[name] = value
    return value


def __dir__() -> list[str]:
    return sorted(set(globals()) | set(_EXPORTS))
