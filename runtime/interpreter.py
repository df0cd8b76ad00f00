"""The interpreter: `Game`, one game's state, queue, listeners, chooser and trace.

`Game` is one class written in several modules, one per concern; each part is a base class
here and declares the fields it keeps (`_init_listeners`, `_init_pipeline`, …, called by
`Game.__init__`). The parts are one object and read one another's fields; nothing outside `Game`
touches a private one:

    matching.py    which cards a filter or a static's selector designates, players, hosts, bases
    evaluation.py  amounts, conditions and selectors on resolution
    planning.py    declaring an ability: modes and targets chosen now (BH-501.4, 502.9, 524)
    listeners.py   registering triggers, replacements and statics; the ongoing abilities
    pipeline.py    the queue, the event pipeline (`propose`), rule effects (BH-503)
    zones.py       zone changes, leaving play, shuffles
    actions.py     playing a card, activating an ability, costs
    turns.py       the turn clock, Smash Up scoring, the end of the game, draws

Effect handlers (`effects.py`) and commit handlers (`events.py`) see the game only through
`ops.GameOps`, the operations listed there; they never import this module.

Targeted selectors are chosen and checked when an ability is declared; with no legal target
a Berserk ability is not declared (BH-502.9). Mass selectors are evaluated on resolution (502.6).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from .bounds import MAX_WORK, Budget
from . import spec as s
from .actions import Actions
from .choices import Choice, Chooser, Decision, FirstChooser, by_shape, check_answer
from .errors import GameError
from .evaluation import Evaluation
from .listeners import Listeners
from .matching import Matching
from .memo import identity_cache
from .planning import Planning
from .pipeline import Pipeline
from .records import Pending  # (re-exported: `runtime.Pending`)
from .ruleset import Ruleset
from .spec import ModOp
from .state import Card, GameState, Player
from .trace import CHOICE, Trace
from .turns import Turns
from .values import compute
from .zones import Zones

_ADD = ModOp.ADD
_SUB = ModOp.SUB
max_ = max          # (`ask` has a parameter called max)


@identity_cache
def activated_of(spec: s.CardSpec) -> tuple[Any, ...]:
    """The card's activated abilities, in order (computed once per compiled card)."""
    return tuple(a for a in spec.abilities if a.KIND == "activated")


_ACTIVATED_OF = activated_of.values     # type: ignore[attr-defined]  # id(spec) -> value, looked at first


class Game(Matching, Evaluation, Planning, Listeners, Pipeline, Zones, Actions, Turns):
    """One game: state + queue + listeners + chooser + trace. See docs/runtime.md."""

    def __init__(self, ruleset: Ruleset, players: Sequence[str] = ("P1", "P2"), *,
                 chooser: Chooser | None = None, seed: int = 0, trace: bool = True,
                 max_steps: int = 100_000, check_invariants: bool = False, max_work: int = MAX_WORK) -> None:
        self.ruleset = ruleset
        self.state = GameState(ruleset, tuple(players), seed)
        self.chooser: Chooser = chooser if chooser is not None else FirstChooser()
        self.trace = Trace(enabled=trace)
        self.max_steps = max_steps
        self.max_work = max_work        # units of work one ability may do (runtime/bounds.py)
        self.budget: Budget | None = None      # the work left to the ability being resolved (bounds.py)
        self.check_invariants = check_invariants   # debug: verify the state after every event
        self.shared_made = False        # add_shared_decks ran: the shared decks' cards exist (SU-M1)
        # Berserk prevention (Armour X): (card, wound event) -> the wounds left; set by
        # runtime.berserk.enable for a ruleset with combat, None otherwise
        self.prevent_wounds: Any = None
        # runtime.berserk.enable: rules for a card that has just entered play (Module, BH-K16)
        self.entered: Any = None
        self._reset_choices: dict[tuple[Any, ...], int] = {}
        self._in_static = False
        self._valued: Card | None = None    # the card an ongoing bonus is computed for (Filter.attached VALUED)
        self.decisions = 0              # chooser answers and random picks so far (see _target_options)
        # the play options refused in the current play phase (runtime/match.py `play_phase`): part
        # of the game, so a copy of it resumed mid-phase (runtime/players/mcts.py) offers the same
        self.refused_plays: tuple[tuple[int, int, int], set[str]] = ((-1, -1, -1), set())
        # card id -> its activated abilities, for the cards that have some (a card keeps its
        # compiled card for the whole game): the play options look here, not at every card
        self.activatable: dict[int, tuple[Any, ...]] = {}
        # h16u (SU-U3): a card of the game asks whether a player's power on a base went down this
        # turn: then each event notes the drops (`Turns.watch_power`)
        self.power_watch = False
        # each part declares the fields it keeps
        self._init_listeners()
        self._init_pipeline()
        self._init_zones(ruleset)
        self._init_actions()
        self._init_turns()
        self._init_planning()

    # ================================================================ setup & queries

    @property
    def players(self) -> list[Player]:
        return self.state.players

    def card(self, cid: int) -> Card:
        return self.state.cards[cid]

    def add_card(self, spec: s.CardSpec, owner: int, zone: str | None = None, *,
                 at: int | None = None, attached_to: int | None = None, tapped: bool = False) -> int:
        """Put a card into a zone while setting up (no events, no on-play). Returns its id."""
        st = self.state
        rs = self.ruleset
        zone = zone or rs.hand_zone
        key = st.zone_key(owner, zone)
        cid = st.next_id
        st.next_id += 1
        t = rs.card_type(spec.card_type)
        printed = dict(t.default_stats) if t is not None and t.default_stats else {}
        printed.update(spec.stats)          # SU-T4: a titan that prints no power has 0
        # an ownerless card (a Smash Up base) is controlled by the current player ("you")
        c = Card(id=cid, spec=spec, owner=owner, controller=owner if owner is not None else st.active,
                 zone=zone, zone_owner=key[0],
                 printed=printed, tapped=tapped, at=at, attached_to=attached_to)
        st.cards[cid] = c
        st.zones[key].append(cid)
        acts = _ACTIVATED_OF.get(id(spec))
        if acts is None:
            acts = activated_of(spec)
        if acts:
            self.activatable[cid] = acts
        if not self.power_watch and _watches_power(spec):
            self.power_watch = True
            self.watch_power()
        self._register(c)
        if zone == rs.play_zone and attached_to is not None:
            self._attached.setdefault(attached_to, []).append(cid)
        return cid

    def add_shared_decks(self, specs: dict[str, s.CardSpec]) -> None:
        """SU-M1: create the ruleset's shared decks (`Ruleset.shared_decks`), `count` copies each
        of the compiled card `specs[name]`, in their shared zone, belonging to nobody."""
        for d in self.ruleset.shared_decks:
            spec = specs.get(d.name)
            if spec is None:
                raise GameError(f"no compiled card for the {d.zone} ({d.name})")
            for _ in range(d.count):
                self.add_card(spec, None, d.zone)
        self.shared_made = True

    def shared_owned(self, player: int, name: str) -> int:
        """How many cards called `name` of a shared deck the player owns in their deck, hand and
        discard pile (SU-M4)."""
        rs = self.ruleset
        st = self.state
        return sum(1 for z in (rs.deck_zone, rs.hand_zone, rs.discard_zone)
                   for i in st.zone_cards(player, z) if st.cards[i].spec.name == name)

    def final_vp(self, player: int) -> int:
        """VP at the end of the game (SU-M4): VP less 1 for every `vp_per` cards of each shared
        deck the player owns."""
        vp = self.resource(player, self.ruleset.vp_resource)
        for d in self.ruleset.shared_decks:
            if d.vp_per:
                vp -= self.shared_owned(player, d.name) // d.vp_per
        return vp

    def value(self, card: Card | int, stat: str) -> int:
        """A card's current value of `stat` under the ruleset's value policy (SU-V*, BH-523)."""
        c = card if card.__class__ is Card else self.state.cards[card]
        bonuses = self._bonus.get(stat)
        if not c.modifiers and not c.counters and not bonuses:
            v = c.printed.get(stat, 0)          # (the common case: the printed value)
            return v if v > 0 else 0
        # (loops, no comprehension or lambda here: one would make locals cells on every call)
        mods: list[tuple[ModOp, int, int]] = []
        for m in c.modifiers:
            if m.stat == stat:
                mods.append((m.op, m.amount, m.seq))
        if c.counters:
            for counter, st_name, per in self.ruleset.counter_stats:
                if st_name == stat:
                    n = c.counters.get(counter, 0)
                    if n:
                        mods.append((ModOp.ADD, n * per, 0))
        if bonuses and c.zone == self.ruleset.play_zone and not self._in_static:
            # A static's own filter ("minions with power 2 or less") reads values without the
            # statics (no dependency loops between ongoing abilities).
            self._in_static = True
            self._valued = c
            try:
                for l in bonuses:
                    eff = l.ability.effect
                    sel = eff.affects
                    kind = sel.KIND
                    src = l.card
                    # (`l.ctrl()` and `_affects`, inlined: this runs for every card valued and bonus)
                    ctrl = l.controller if l.controller is not None else (
                        src.controller if src is not None else None)
                    if kind == "this":          # (the common "this minion has +N power": no call)
                        if c is not src:
                            continue
                    elif kind == "each":
                        if not self.matches(sel.filter, c, src, ctrl):
                            continue
                    elif kind == "host":        # (`_affects_host`: the card the bonus's card is on)
                        if src is None or (src.attached_to if src.attached_to is not None else src.at) != c.id:
                            continue
                    elif not self._affects(sel, c, src, ctrl):
                        continue
                    if self._blank and self.blanked(src):
                        continue
                    if self._unaffected and src is not None and \
                            self.unaffected_by(c, ctrl, src.spec.card_type, src) is not None:
                        continue
                    a = eff.amount
                    if eff.condition is None and a.KIND == "const":
                        mods.append((eff.op, a.value, l.seq))
                        continue
                    ctx = Pending(l.origin, src, ctrl or 0, None)
                    if eff.condition is not None and not self.condition(ctx, eff.condition):
                        continue
                    mods.append((eff.op, self.amount(ctx, a), l.seq))
            finally:
                self._in_static = False
                self._valued = None
        v = c.printed.get(stat, 0)
        printed = v
        for op, n, _seq in mods:
            if op is _ADD:
                v += n
            elif op is _SUB:
                v -= n
            else:
                break
        else:                       # only additions and subtractions: every policy agrees
            return v if v > 0 else 0
        return compute(self.ruleset.value_policy, printed, mods, self._reset_chooser(c, stat))

    def _reset_chooser(self, c: Card, stat: str) -> Any:
        """`values.compute`'s choice of a reset (SU-V2) for the card's stat."""
        return lambda resets: self._choose_reset(c, stat, resets)

    def lives(self, card: Card | int) -> int:
        """BH-504: life value + extra lives - negative lives - wounds."""
        c = card if isinstance(card, Card) else self.state.cards[card]
        rs = self.ruleset
        if rs.life_stat is None:
            return 0
        cnt = c.counters
        return (self.value(c, rs.life_stat) + cnt.get(rs.extra_life_counter, 0)
                - cnt.get(rs.negative_life_counter, 0) - cnt.get(rs.wound_counter, 0))

    def resource(self, player: int, name: str) -> int:
        p = self.state.players[player]
        n = p.resources.get(name, 0)
        if p.temp_coins and name == self.ruleset.coin_resource:
            n += sum(t.amount for t in p.temp_coins)
        return n

    def coins(self, player: int) -> int:
        return self.resource(player, self.ruleset.coin_resource or "coin")

    def zone(self, player: int | None, zone: str) -> list[Card]:
        return [self.state.cards[i] for i in self.state.zone_cards(player, zone)]

    def in_play(self) -> list[Card]:
        return list(map(self.state.cards.__getitem__, self.state.in_play()))

    def snapshot(self) -> dict[str, Any]:
        """The visible state as plain data (JSON-ready): turn clock, players, zones with cards."""
        st = self.state
        zones = {}
        for (owner, name), ids in st.zones.items():
            if ids:
                key = name if owner is None else f"{st.players[owner].name}:{name}"
                zones[key] = [self._card_dict(st.cards[i]) for i in ids]
        return {
            "turn": st.turn, "active": st.active, "phase": st.phase,
            "players": [{"name": p.name, "lost": p.lost,
                         "resources": {r: self.resource(p.index, r) for r in sorted(p.resources)}}
                        for p in st.players],
            "zones": zones,
        }

    def _card_dict(self, c: Card) -> dict[str, Any]:
        d: dict[str, Any] = {"card": c.label, "owner": c.owner, "controller": c.controller}
        if c.counters:
            d["counters"] = dict(sorted(c.counters.items()))
        if c.tapped:
            d["tapped"] = True
        if c.stunned:
            d["stunned"] = True
        if c.scored:
            d["scored"] = True
        if c.at is not None:
            d["at"] = self.state.cards[c.at].label
        if c.attached_to is not None:
            d["attached_to"] = self.state.cards[c.attached_to].label
        if c.zone == self.ruleset.play_zone:
            d["values"] = {k: self.value(c, k) for k, _ in c.spec.stats}
        return d

    # ================================================================ choices

    def ask(self, kind: Choice, player: int, prompt: str, options: Sequence[str], *, min: int = 1,
            max: int = 1, repeats: bool = False, ordered: bool = False, origin: str = "") -> tuple[int, ...]:
        # `forced_answer`, inlined (most decisions have one legal answer: no Decision is built)
        options = tuple(options)
        n = len(options)
        if max == 0 or n == 0:
            if min == 0:
                return ()
        elif kind is not Choice.MAY:
            if not repeats and min == max == n and (n == 1 or not ordered):
                return tuple(range(n))
            if n == 1 and min == max and (repeats or min == 1):
                return (0,) * min
        self.decisions += 1
        if not self.trace.enabled:
            # a chooser that answers from the decision's shape alone (`RandomChooser`) is asked
            # without a `Decision` while nothing records it: the same answer
            by_count = by_shape(self.chooser, "choose_count")
            if by_count is not None:
                ans = by_count(kind, n, min, max, repeats)
                if min <= len(ans) <= max and (not ans or max_(ans) < n):    # (distinct, not negative)
                    return ans
                return check_answer(Decision(kind=kind, player=player, prompt=prompt, options=options,
                                             min=min, max=max, repeats=repeats, ordered=ordered,
                                             origin=origin), ans)       # raises IllegalChoice
        d = Decision(kind=kind, player=player, prompt=prompt, options=options, min=min,
                     max=max, repeats=repeats, ordered=ordered, origin=origin)
        ans = check_answer(d, self.chooser.choose(d))
        if self.trace.enabled:
            self._trace_answer(d, ans)
        return ans

    def _trace_answer(self, d: Decision, ans: tuple[int, ...]) -> None:
        self.trace.add(CHOICE, d.origin, "", d.kind.value,
                       (("player", d.player), ("prompt", d.prompt), ("answer", tuple(d.options[i] for i in ans))))

    def _choose_reset(self, c: Card, stat: str, resets: Sequence[tuple[ModOp, int, int]]) -> int:
        key = (c.id, stat, tuple(m[2] for m in resets))
        got = self._reset_choices.get(key)
        if got is None:
            got = self.ask(Choice.RESET, self.state.active, f"which reset of {c.label} {stat} applies",
                           [f"{stat}={m[1]}@{m[2]}" for m in resets])[0]
            self._reset_choices[key] = got
        return got

    @staticmethod
    def _labels(cards: Sequence[Card]) -> list[str]:
        return [c.label for c in cards]


@identity_cache
def _watches_power(spec: s.CardSpec) -> bool:
    """h16u: whether the compiled card has a `PowerDropped` condition anywhere."""
    return _holds_power_dropped(spec.abilities)


def _holds_power_dropped(x: Any) -> bool:
    if isinstance(x, s.PowerDropped):
        return True
    if isinstance(x, (tuple, list)):
        return any(_holds_power_dropped(v) for v in x)
    if hasattr(type(x), "__attrs_attrs__"):
        return any(_holds_power_dropped(getattr(x, a.name)) for a in type(x).__attrs_attrs__)
    return False
