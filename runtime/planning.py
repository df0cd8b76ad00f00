"""Declaring an ability: its modes and targets are chosen now (BH-501.4, 524); an ability with
no legal target is not declared where the ruleset requires targets (BH-502.9)."""

from __future__ import annotations

from typing import Any

import attrs

from . import spec as s
from .choices import Choice
from .errors import UnknownKind
from .memo import identity_cache
from .records import Ev, Pending, relation
from .spec import Event, Timing
from .state import Card
from .trace import DECLARE, NOT_DECLARED, SKIPPED


class Planning:
    """Part of `Game`: `declare` and the walk of an effect tree that chooses modes and targets."""

    def _init_planning(self) -> None:
        """While `declare` plans an ability: the target options found so far."""
        self._options_memo: dict[tuple[int, str], tuple[Any, ...]] | None = None

    def declare(self, origin: str, effect: Any, source: Card | None, controller: int, *,
                event: Ev | None = None, delayed: bool = False, applied: tuple[Any, ...] = (),
                timing: Timing = Timing.WHEN, label: str = "") -> Pending | None:
        """Choose modes and targets now (BH-501.4, 524). None if the ability cannot be declared."""
        p = Pending(origin, source, controller, effect, event, delayed, applied, timing, label)
        bare = _BARE.get(id(effect))
        if bare is None:
            bare = _nothing_to_plan(effect)
        if not bare:            # (an effect with nothing to choose: both passes would do nothing)
            # nothing changes the state while an ability is planned: the second pass may reuse the
            # target options the first one found (`_target_options`)
            was, self._options_memo = self._options_memo, {}
            try:
                if not self._plan(p, effect, (), dry=True):     # (`has_legal_plan`)
                    self.trace.add(NOT_DECLARED, origin, source.label if source else "", "no legal target",
                                   (("rule", "BH-502.9"),))
                    return None
                self._plan(p, effect, (), dry=False)
            finally:
                self._options_memo = was
        if not self.trace.enabled:
            pass
        elif p.targets or p.modes:
            detail: tuple[tuple[str, Any], ...] = tuple(
                (("targets" if k[1] == "target" else k[1]) + _path_str(k[0]), tuple(c.label for c, _ in v))
                for k, v in p.targets.items())
            detail += tuple((f"modes{_path_str(k)}", v) for k, v in p.modes.items())
        else:
            detail = ()
        if self.trace.enabled:
            self.trace.add(DECLARE, origin, source.label if source else "", label or "ability", detail)
        if self._triggers.get(Event.TARGETED):
            for key, chosen in p.targets.items():
                for c, _ in chosen:
                    self.propose(Ev(Event.TARGETED, card=c, player=c.controller,
                                    source=source.id if source else None, scontroller=controller,
                                    stype=p.stype, origin=origin, cause=str(key[1])))
        return p

    def has_legal_plan(self, origin: str, effect: Any, source: Card | None, controller: int) -> bool:
        """Whether `declare` would declare the ability now (its modes and targets can be chosen,
        BH-502.9): its first, dry pass alone; chooses and traces nothing (the play options ask it
        of a spell before offering it, runtime/match.py)."""
        bare = _BARE.get(id(effect))
        if bare is None:
            bare = _nothing_to_plan(effect)
        if bare:
            return True
        was, self._options_memo = self._options_memo, {}
        try:
            return bool(self._plan(Pending(origin, source, controller, effect), effect, (), dry=True))
        finally:
            self._options_memo = was

    def plan(self, p: Pending, eff: Any, path: tuple[Any, ...]) -> bool:
        """Choose the modes and targets of `eff` (a part of `p`'s effect at `path`) now: for a
        part planned on resolution (what a reveal shows, each round of a repeat, each player of
        an `as_player`, a replacement's instead, a draw's follow-up). False, and nothing chosen,
        if a mandatory part has no legal choice and the ruleset requires targets."""
        if not self._plan(p, eff, path, dry=True):
            return False
        self._plan(p, eff, path, dry=False)
        return True

    def _plan(self, p: Pending, eff: Any, path: tuple[Any, ...], dry: bool) -> bool:
        """Walk the effect tree: modes and targets. Returns False if a mandatory part has no legal
        choice and the ruleset requires targets (BH-502.9); Smash Up declares anyway (SU-A4).
        An effect made of parts plans them (`PLANS`); any other chooses its targets."""
        plan = PLANS.get(eff.KIND)
        if plan is None:
            fields = _TARGET_FIELDS.get(id(eff))
            if fields is None:
                fields = _target_fields(eff)
            if not fields:
                return True             # (most instructions: nothing to choose now)
            return self._plan_targets(p, eff, path, dry)
        return plan(self, p, eff, path, dry)

    def _plan_sequence(self, p: Pending, eff: Any, path: tuple[Any, ...], dry: bool) -> bool:
        ok = True
        for i, e in enumerate(eff.effects):
            ok = self._plan(p, e, path + (i,), dry) and ok
        return ok

    def _plan_may(self, p: Pending, eff: Any, path: tuple[Any, ...], dry: bool) -> bool:
        self._plan(p, eff.effect, path + (0,), dry)
        return True

    def _plan_if(self, p: Pending, eff: Any, path: tuple[Any, ...], dry: bool) -> bool:
        self._plan(p, eff.then, path + (0,), dry)
        if eff.otherwise is not None:
            self._plan(p, eff.otherwise, path + (1,), dry)
        return True

    def _plan_then(self, p: Pending, eff: Any, path: tuple[Any, ...], dry: bool) -> bool:
        """"X to Y": both parts' targets now."""
        ok = self._plan(p, eff.first, path + (0,), dry)
        self._plan(p, eff.second, path + (1,), dry)
        return ok

    _chooser: int | None = None         # who chooses targets now, if not the controller (`ChosenBy`)

    def _chooser_of(self, p: Pending) -> int:
        return p.controller if self._chooser is None else self._chooser

    def _plan_chosen_by(self, p: Pending, eff: Any, path: tuple[Any, ...], dry: bool) -> bool:
        """BH-K14: the targets of the effect are chosen by another player."""
        who = self.players_for(p, eff.who)
        was = self._chooser
        self._chooser = who[0] if who else was
        try:
            return self._plan(p, eff.effect, path + (0,), dry)
        finally:
            self._chooser = was

    def _plan_each_picks(self, p: Pending, eff: Any, path: tuple[Any, ...], dry: bool) -> bool:
        """r2a: "Each other player chooses a minion they control. …": each player `eff.by` names, in
        turn order, chooses the target as "you" (their own cards for "they control"); the choices
        together are the picked cards. A player with nothing to choose chooses nothing (SU-A4)."""
        if dry:
            return True
        chosen: list = []
        was = (p.controller, self._chooser, self._options_memo)
        for pl in self.players_for(p, eff.by):
            # (the options memory knows no controller: off while "you" is each player in turn)
            p.controller, self._chooser, self._options_memo = pl, pl, None
            try:
                self._plan_target(p, eff, eff.target, path, "target", dry)
            finally:
                p.controller, self._chooser, self._options_memo = was
            chosen.extend(p.targets.pop((path, "target"), ()))
        p.targets[(path, "target")] = tuple(chosen)
        return True

    def _plan_name(self, p: Pending, eff: Any, path: tuple[Any, ...], dry: bool) -> bool:
        """"Name a minion. Destroy a minion with that name." (h16o): the name is named as the
        ability is declared, before the targets that read it are chosen (`effects.h_name_card`
        takes it then instead of asking)."""
        if dry:
            return True
        names, what = name_options(self, eff, p)
        if names:
            i = self.ask(Choice.NAME, p.controller, f"name a {what}", names, origin=p.origin)[0]
            if not hasattr(self, "_planned_names"):
                self._planned_names: dict[tuple[Any, tuple[Any, ...]], str] = {}
            self._planned_names[(p, path)] = names[i]
            self.name_card(p, names[i])     # (what the targets planned after it read)
        return True

    def _plan_pick(self, p: Pending, eff: Any, path: tuple[Any, ...], dry: bool) -> bool:
        ok = self._plan_targets(p, eff, path, dry) if eff.by is None else self._plan_each_picks(p, eff, path, dry)
        # what follows a "Choose …" has its own targets, chosen knowing the choice ("a minion
        # there with less power than yours")
        chosen = p.targets.get((path, "target"))
        if not dry and chosen is not None:
            p.picked = tuple(c for c, _ in chosen)
        return self._plan(p, eff.with_picked, path + (0,), dry) and ok

    def _plan_targets(self, p: Pending, eff: Any, path: tuple[Any, ...], dry: bool) -> bool:
        ok = True
        fields = _TARGETS_NOW.get(id(eff))
        if fields is None:
            fields = _targets_now(eff)
        for field, sel, late in fields:
            if late:
                # "… from the extra minion's base", "… with power less than or equal to the number
                # of counters you removed": known only once the steps before it are done
                if not dry:
                    p.late[(path, field)] = eff
                continue
            ok = self._plan_target(p, eff, sel, path, field, dry) and ok
        return ok

    def _choose_within_total(self, p: Pending, eff: Any, sel: s.Target, options: list[Card], hi: int) -> tuple:
        """"Any number of minions whose total power is 5 or less": one card at a time, each time
        among those that keep the sum within the bound (none chosen is allowed with min 0; "one or
        more minions …" must take one while one fits)."""
        t = sel.total
        bound = self.amount(p, t.amount) if t.amount is not None else t.value
        if t.cmp is s.Cmp.LT:
            bound -= 1
        elif t.cmp is not s.Cmp.LE:
            raise UnknownKind(f"a total that is not at most a number ({t.cmp})")

        def spent(chosen: list[Card]) -> int:
            return sum(max(0, self.value(c, t.stat)) for c in chosen)
        return self._one_at_a_time(
            p, sel, hi,
            lambda chosen: [c for c in options if c not in chosen and spent(chosen) + max(0, self.value(c, t.stat)) <= bound],
            lambda chosen: f"targets for {eff.KIND} (total {t.stat} {spent(chosen)} of {bound})")

    def _one_at_a_time(self, p: Pending, sel: s.Target, hi: int, fitting: Any, prompt: Any) -> tuple:
        """Up to `hi` cards chosen one at a time, each among `fitting(chosen so far)` (asked with
        `prompt(chosen so far)`); one must be taken while fewer than the minimum are chosen and one
        fits (a total bound, `Target.apart`)."""
        chosen: list[Card] = []
        while len(chosen) < hi:
            fits = fitting(chosen)
            if not fits:
                break
            ans = self.ask(Choice.TARGETS, self._chooser_of(p), prompt(chosen), self._labels(fits),
                           min=1 if len(chosen) < sel.min else 0, max=1, origin=p.origin)
            if not ans:
                break
            chosen.append(fits[ans[0]])
        return tuple(chosen)

    def _plan_target(self, p: Pending, eff: Any, sel: s.Target, path: tuple[Any, ...], field: str, dry: bool) -> bool:
        """Choose one target field's cards (at declaration, or on resolution for a late one).
        False if a mandatory one has no legal choice and the ruleset requires targets."""
        required = self.ruleset.targets_required
        if field == "to_base" and eff.KIND == s.Move.KIND and sel.filter.other:
            options = self._other_base_options(p, eff, sel, path)
        elif field == "target" and eff.KIND == s.Pick.KIND and sel.filter.other and _moves_to_picked(eff.with_picked):
            # "move this minion and another … to another base": the base chosen once for both is
            # another base (measured from this card's, where the moved cards are), not a scored one
            options = _unscored(self._target_options(p, eff, sel))
        else:
            options = self._target_options(p, eff, sel)
        if eff.KIND == s.SameWay.KIND and p.event is not None:
            # t16c: "choose another minion to be affected the same way": not one the action affected
            done = p.batched or p.event.subjects()
            options = [c for c in options if c not in done]
        if field == "target" and eff.KIND == s.Move.KIND and eff.to_base is not None \
                and eff.to_base.KIND in _KNOWN_NOW:
            # "move a minion from another base to there": never a card already on the base it
            # would go to (a move changes bases, as "to another base" does from the other side)
            dest = _ids(self.select(p, eff.to_base, path, "to_base"))
            if len(dest) == 1:          # (several: each card goes to one it is not on)
                options = _not_on(options, dest)
        need = sel.min
        apart = _APART[sel.apart] if sel.apart is not None else None
        if len(options if apart is None else {apart(c) for c in options}) < need and (required or not options):
            if not dry:
                p.targets[(path, field)] = _with_moves(options)
                self.trace.add(SKIPPED, p.origin, p.source.label if p.source else "",
                               "not enough legal targets", (("have", len(options)), ("need", need)))
            return not required
        if dry:
            return True
        if sel.same_name and options:
            # "any number of minions with the same name": the name first, then the cards
            options = self._same_name(p, options)
        hi = len(options) if sel.max is None else min(sel.max, len(options))
        lo = min(need, hi)
        if apart is not None:
            chosen = self._choose_apart(p, eff, sel, options, hi, apart)
        elif sel.total is not None:
            chosen = self._choose_within_total(p, eff, sel, options, hi)
        else:
            ans = self.ask(Choice.TARGETS, self._chooser_of(p), f"targets for {eff.KIND}", self._labels(options),
                           min=lo, max=hi, origin=p.origin)
            chosen = tuple(map(options.__getitem__, ans))
        p.targets[(path, field)] = _with_moves(chosen)
        if eff.KIND == "heal" and eff.divided and chosen:
            self._divide(p, eff, path, chosen)
        return True

    def _choose_apart(self, p: Pending, eff: Any, sel: s.Target, options: list[Card], hi: int, key: Any) -> tuple:
        """u16g (SU-W2): "two minions on different bases" (`Target.apart`): one card at a time, each
        among those whose base / controller / name no card chosen before has; as many as the
        minimum while one fits (SU-A4: fewer when there are not enough)."""

        def fitting(chosen: list[Card]) -> list[Card]:
            taken = {key(c) for c in chosen}
            return [c for c in options if c not in chosen and key(c) not in taken]
        return self._one_at_a_time(p, sel, hi, fitting,
                                   lambda chosen: f"targets for {eff.KIND} (each of a different {sel.apart})")

    def _same_name(self, p: Pending, options: list[Card]) -> list[Card]:
        names = sorted({c.spec.name for c in options})
        i = self.ask(Choice.TARGETS, self._chooser_of(p), "which name", names, origin=p.origin)[0]
        return [c for c in options if c.spec.name == names[i]]

    def _divide(self, p: Pending, eff: Any, path: tuple[Any, ...], chosen: tuple[Card, ...]) -> None:
        """A divided heal: each target gets one; the player places the rest, "up to" the total
        (BH-502.6)."""
        total = self.amount(p, eff.amount)
        extra = max(0, total - len(chosen))
        ans = self.ask(Choice.DISTRIBUTE, p.controller, f"place up to {extra} more of {total}",
                       [c.label for c in chosen], min=0, max=extra, repeats=True,
                       origin=p.origin) if extra else ()
        ans = tuple(range(len(chosen))) + tuple(ans)
        p.divided[path] = tuple(ans.count(i) for i in range(len(chosen)))

    def _plan_modes(self, p: Pending, eff: s.Choose, path: tuple[Any, ...], dry: bool) -> bool:
        legal = [i for i, m in enumerate(eff.modes) if self._plan(p, m, path + ("?",), dry=True)]
        # BH-524.2: a chain may not contain a mode without legal targets
        if eff.repeats:
            if not legal:
                return False
            hi = eff.max
        else:
            if len(legal) < eff.min:
                return False
            hi = min(eff.max, len(legal))
        if dry:
            return True
        labels = [f"{i + 1}:{eff.modes[i].KIND}" for i in legal]
        ans = self.ask(Choice.MODES, p.controller, "choose the chain of modes", labels, min=eff.min, max=hi,
                       repeats=eff.repeats, ordered=True, origin=p.origin)
        chain = tuple(legal[i] for i in ans)
        if eff.in_order:
            chain = tuple(sorted(chain))    # "A and/or B": in the order printed
        p.modes[path] = chain
        for pos, m in enumerate(chain):
            self._plan(p, eff.modes[m], path + (pos,), dry=False)
        return True

    def _other_base_options(self, p: Pending, eff: Any, sel: s.Target, path: tuple[Any, ...]) -> list[Card]:
        """"Move a minion to another base": a base other than the one the moved card is on (not
        the one the ability's card is on), and never a base that has scored and is leaving play
        (docs/runtime.md, "Readings of the rules"). Not remembered between searches: the answer
        depends on the cards chosen to move."""
        f = _not_other(self.freeze(p, sel.filter))
        options = self._find_target_options(p, eff, f)
        tsel = eff.target
        if tsel.KIND == s.Target.KIND:
            moved = [c for c, _ in p.targets.get((path, "target"), ())]
        elif tsel.KIND in _KNOWN_NOW:
            moved = self.select(p, tsel, path, "target")
        else:
            moved = []
        froms = {c.at for c in moved if c.at is not None}
        return [b for b in options if b.id not in froms and not b.scored]

    def _target_options(self, p: Pending, eff: Any, sel: s.Target) -> list[Card]:
        """The cards a target may be. While `declare` plans an ability (the state does not change),
        options found for the same ability, filter, effect kind and chosen cards are found again from
        memory, unless finding them asked a player, picked at random or traced something (the
        second search would not do that again: the answers are the same, in the same order)."""
        f = self.freeze(p, sel.filter)
        memo = self._options_memo
        if memo is None:
            return self._find_target_options(p, eff, f)
        key = (id(f), eff.KIND)
        hit = memo.get(key)
        if hit is not None and hit[0] is f and hit[1] is p and hit[2] is p.picked and hit[3] is p.affected:
            return hit[4]
        marks = (self.decisions, len(self.trace.steps))
        options = self._find_target_options(p, eff, f)
        if marks == (self.decisions, len(self.trace.steps)):
            memo[key] = (f, p, p.picked, p.affected, options)
        return options

    def _find_target_options(self, p: Pending, eff: Any, f: s.Filter) -> list[Card]:
        options = self.candidates(f, p.source, p.controller, p.event)
        if f.among_picked or f.at is s.AtBase.AFFECTED or f.of_picked_player or (f.at in (s.AtBase.PICKED, s.AtBase.NOT_PICKED) and p.picked):
            options = self.at_picked(p, f, options)
        ev_kind = getattr(eff, "TARGET_EVENT", None)
        if ev_kind is not None and (cants := self._cants.get(ev_kind)):
            options = self._not_barred(p, options, cants, self._moved_to(eff) if ev_kind is Event.MOVE else None)
        if cants := self._cants.get(Event.TARGETED):            # "can't be the target of …"
            options = self._not_barred(p, options, cants)
        if self._unaffected and p.source is not None:            # "not affected by other players' cards"
            options = self._not_shielded(p, options)
        if self._must:
            options = self._as_must(p, eff, options)
        if self._directed and p.source is not None and p.source.id in self._directed:
            # played with an extra play "that directly affects X": a choice X can answer is X
            directed = self._directed[p.source.id]
            options = [c for c in options if c.id in directed] or options
        return options

    # (the filters of `_find_target_options`, each its own method: a comprehension there would
    # make its locals cells on every search)

    def _not_barred(self, p: Pending, options: list[Card], cants: list[Any], to: str | None = None) -> list[Card]:
        return [c for c in options if not self._cant_applies(cants, c, p.controller, p.stype, to)]

    def _moved_to(self, eff: Any) -> str | None:
        """Where an effect whose targets are moved takes them ("base", a zone), as its events say."""
        if eff.KIND == s.ReturnToHand.KIND:
            return self.ruleset.hand_zone
        if eff.KIND == s.ShuffleIntoDeck.KIND:
            return self.ruleset.deck_zone
        if eff.KIND == s.Move.KIND:
            return eff.to_zone if eff.to_zone is not None else "base"
        return None

    def _not_shielded(self, p: Pending, options: list[Card]) -> list[Card]:
        return [c for c in options if self.unaffected_by(c, p.controller, p.stype, p.source) is None]

    def _as_must(self, p: Pending, eff: Any, options: list[Card]) -> list[Card]:
        for l in self._must:
            must = l.ability.effect
            if self._blank and self.blanked(l.card):
                continue
            if (not must.effects or eff.KIND in must.effects) and relation(must.by, p.controller, l.ctrl()):
                options = [c for c in options if self._affects(must.affects, c, l.card, l.ctrl())]
        return options


# (helpers of the hot methods above: a comprehension in a method makes the locals it reads cells,
# made anew on every call of the method)

def _with_moves(cards: Any) -> tuple[tuple[Card, int], ...]:
    return tuple([(c, c.moves) for c in cards])


def _unscored(cards: list[Card]) -> list[Card]:
    return [b for b in cards if not b.scored]


def _ids(cards: list[Card]) -> set[int]:
    return {b.id for b in cards}


def _not_on(cards: list[Card], dest: set[int]) -> list[Card]:
    return [c for c in cards if c.at is None or c.at not in dest]


def _uses_removed(a: Any) -> bool:
    """Does the amount read `CountersRemoved` (known only once the steps before are done)?"""
    if a is None:
        return False
    if a.KIND == "counters_removed":
        return True
    return any(_uses_removed(getattr(a, f, None)) for f in ("left", "right"))


def _moves_to_picked(eff: Any) -> bool:
    """Whether `eff` moves cards to the picked base and does nothing else (one destination for
    several moves, chosen once)."""
    steps = eff.effects if eff.KIND == s.Sequence.KIND else (eff,)
    return all(x.KIND == s.Move.KIND and x.to_base is not None and x.to_base.KIND == s.Picked.KIND for x in steps)


# the selectors of moved cards that are known when the destination is chosen (no choice, no chance)
_KNOWN_NOW = frozenset({s.This.KIND, s.Host.KIND, s.EventCard.KIND, s.Picked.KIND, s.Each.KIND})


@identity_cache
def _target_fields(eff: Any) -> tuple[str, ...]:
    """The fields of an effect (its `TARGETS`, in order) that hold a targeted selector."""
    return tuple(f for f in getattr(eff, "TARGETS", ()) if (sel := getattr(eff, f)) is not None
                 and sel.KIND == s.Target.KIND)


_TARGET_FIELDS = _target_fields.values      # type: ignore[attr-defined]


@identity_cache
def _targets_now(eff: Any) -> tuple[tuple[str, Any, bool], ...]:
    """(field, its selector, whether it is chosen only on resolution) of each target field of
    the effect (`_plan_targets`)."""
    out = []
    for field in _target_fields(eff):
        sel = getattr(eff, field)
        late = sel.filter.at is s.AtBase.AFFECTED or any(_uses_removed(t.amount) for t in sel.filter.stats)
        out.append((field, sel, late))
    return tuple(out)


_TARGETS_NOW = _targets_now.values      # type: ignore[attr-defined]


def _path_str(path: tuple[Any, ...]) -> str:
    return "" if not path else "[" + ".".join(str(x) for x in path) + "]"


# effect KIND -> how declaring it plans its parts (`Planning._plan`); any other effect chooses
# the targets of its fields `TARGETS` (none for those whose choices are made on resolution, by
# whoever acts: `delay`, `as_player`, `repeat`, and `reveal`, whose follow-up is planned once the
# cards are seen)
PLANS: dict[str, Any] = {
    s.Sequence.KIND: Planning._plan_sequence,
    s.May.KIND: Planning._plan_may,
    s.If.KIND: Planning._plan_if,
    s.Choose.KIND: Planning._plan_modes,
    s.Then.KIND: Planning._plan_then,
    s.Pick.KIND: Planning._plan_pick,
    s.ChosenBy.KIND: Planning._plan_chosen_by,
    s.NameCard.KIND: Planning._plan_name,
}


@identity_cache
def _nothing_to_plan(eff: Any) -> bool:
    """Whether planning `eff` chooses nothing and cannot fail: no target field anywhere in it,
    and nothing but sequences, "may", "if" and "then" around its instructions (`_plan` only
    walks those and returns True). Worked out once per effect (`Planning.declare`)."""
    kind = eff.KIND
    if kind not in PLANS:
        return not _target_fields(eff)
    if kind == s.Sequence.KIND:
        return all(_nothing_to_plan(e) for e in eff.effects)
    if kind == s.May.KIND:
        return _nothing_to_plan(eff.effect)
    if kind == s.If.KIND:
        return _nothing_to_plan(eff.then) and (eff.otherwise is None or _nothing_to_plan(eff.otherwise))
    if kind == s.Then.KIND:
        return _nothing_to_plan(eff.first) and _nothing_to_plan(eff.second)
    return False


_BARE = _nothing_to_plan.values     # type: ignore[attr-defined]  # id(effect) -> value, looked at first


def name_options(g: Any, e: s.NameCard, p: Pending | None = None) -> tuple[list[str], str]:
    """What `e` may name, sorted, and what it is called: card names (of one type), the factions
    the cards in the game declare, or the card types said (h16o); "a faction they own" (h16z1):
    the factions of the cards the round's player owns, wherever they are."""
    if e.types:                 # "say either “minion” or “action”": one of the types said
        return list(e.types), "card type"
    if e.they_own:
        who = p.player_picked if p is not None else None
        return sorted({c.spec.faction for c in g.state.cards.values()
                       if c.spec.faction and who is not None and c.owner == who}), "faction"
    if e.faction:               # "name a faction": one of those the cards in the game declare
        return sorted({c.spec.faction for c in g.state.cards.values() if c.spec.faction}), "faction"
    return (sorted({c.spec.name for c in g.state.cards.values()
                    if e.card_type is None or c.spec.card_type == e.card_type}), e.card_type or "card")


@identity_cache
def _not_other(f: s.Filter) -> s.Filter:
    """The filter without its "other" test: one object per filter (so `Game.matches` derives
    its tests once, not on every search)."""
    return attrs.evolve(f, other=False)


# u16g (SU-W2): what no two cards a `Target.apart` chooses may share
_APART: dict[str, Any] = {
    "base": lambda c: c.at,
    "controller": lambda c: c.controller,
    "name": lambda c: c.spec.name,
}
