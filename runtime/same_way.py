"""t16c: "… choose one of your minions to be affected the same way" (SU-L9, docs/runtime.md).

An `affect` event (an action directly affected a card) carries `Ev.how`: each of the action's
on-play abilities (a `Pending` of its group) with the key (path, field) of a choice that was that
card. `SameWay` does each of those instructions again — the one at that path of the ability's
effect, with everything under it — the card its selector designates in the event card's place,
the ability's other choices (a base to move to, a mode) as they were, its source and controller the
action's. What is done again announces no `affect` event of its own (no chain of "the same way").
"""

from __future__ import annotations

from typing import Any

import attrs

from . import spec as s
from .ops import GameOps
from .records import Pending
from .spec import Event
from .trace import RESOLVE, SKIPPED


def effect_at(q: Pending, path: tuple[Any, ...]) -> Any:
    """The part of `q`'s effect at `path` (the keys of `Pending.targets`), walked as the handlers
    run the parts of an effect; None when the path leads nowhere it knows."""
    eff, at = q.effect, q.path
    if path[:len(at)] != at:
        return None
    for k in path[len(at):]:
        kind = eff.KIND
        if kind == "sequence":
            eff = eff.effects[k] if isinstance(k, int) and k < len(eff.effects) else None
        elif kind == "if":
            eff = eff.then if k == 0 else eff.otherwise
        elif kind == "then":
            eff = eff.first if k == 0 else eff.second
        elif kind == "pick":
            eff = eff.with_picked
        elif kind == "reveal":
            eff = eff.with_revealed
        elif kind == "choose":
            modes = q.modes.get(at, ())
            eff = eff.modes[modes[k]] if isinstance(k, int) and k < len(modes) else None
        elif k == 0 and isinstance(getattr(eff, "effect", None), tuple(s.EFFECT_CLASSES)):
            eff = eff.effect            # may, chosen_by, repeat, as_player, delay …
        else:
            return None
        if eff is None:
            return None
        at = at + (k,)
    return eff


def _about_picked(x: Any) -> bool:
    """Whether an instruction says anything of the card a `Pick` chose ("it", "that minion")."""
    if isinstance(x, tuple):
        return any(_about_picked(y) for y in x)
    if not attrs.has(type(x)):
        return False
    if getattr(x, "KIND", None) == "picked":
        return True
    if isinstance(x, s.Filter) and (x.among_picked or x.at in (s.AtBase.PICKED, s.AtBase.NOT_PICKED)):
        return True
    return any(_about_picked(getattr(x, f.name)) for f in attrs.fields(type(x)))


def _of_the_card(eff: Any) -> Any:
    """A `Pick` done again: of its instructions, only those about the chosen card ("Choose a
    minion. It gains +1 power. Draw a card.": not the draw); the others do nothing (kept in
    place, so that the paths of the choices after them stay theirs)."""
    if eff.KIND != "pick" or eff.with_picked.KIND != "sequence":
        return eff
    body = eff.with_picked
    nothing = s.Sequence(effects=())
    return attrs.evolve(eff, with_picked=attrs.evolve(
        body, effects=tuple(x if _about_picked(x) else nothing for x in body.effects)))


def _outermost(how: tuple[Any, ...]) -> list[Any]:
    """The choices to do again, without those inside another one's instruction ("Choose a minion.
    Give it …": the choice of the `Pick`, not again what its body chose of the same card)."""
    paths = [key[0] for _, key in how]
    return [(q, key) for q, key in how
            if not any(len(o) < len(key[0]) and key[0][:len(o)] == o for o in paths)]


def h_same_way(g: GameOps, p: Pending, e: s.SameWay, path: tuple[Any, ...]) -> None:
    """The handler of `SameWay` (registered in runtime/effects.py, which this module does not import)."""
    ev = p.event
    how = getattr(ev, "how", ()) if ev is not None and ev.kind is Event.AFFECT else ()
    if not how:
        g.trace.add(SKIPPED, p.origin, "", "same_way", (("why", "no choice of an action to do again"),
                                                         ("rule", "SU-L9")))
        return
    # a card the action already affected is not affected again
    done = {c.id for c in (p.batched or ev.subjects())}
    zone = g.ruleset.play_zone
    for c in g.select(p, e.target, path, "target"):
        if c.id in done or c.zone != zone:
            continue
        done.add(c.id)
        for q, key in _outermost(how):
            sub = effect_at(q, key[0])
            if sub is None:
                continue
            sub = _of_the_card(sub)
            r = Pending(q.origin, q.source, q.controller, sub, q.event, q.delayed, q.applied, q.timing, q.label)
            r.path = key[0]
            r.targets = dict(q.targets)
            r.targets[key] = ((c, c.moves),)
            r.modes, r.divided, r.that_many = q.modes, q.divided, q.that_many
            g.trace.add(RESOLVE, q.origin, c.label, "same way", (("as", ev.card.label if ev.card else "-"),))
            g.run(r, sub, key[0])
