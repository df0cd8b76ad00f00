"""The interpreter: declares abilities, runs the queue, applies rule effects, keeps the clock.

Pipeline of one event (``Game.propose``, implemented in ``events.py``): "can't" statics ->
replacement effects (each at most once per event, the affected player orders them; BH-525) ->
"before" triggers -> commit -> rule effects, at once and outside the queue (BH-503) -> triggered
abilities declared (targets chosen now, BH-501.4) and batched. After each resolved ability the
batch goes into the queue in the order the rules give (``_flush``): "when" before "after";
players active first; each player orders their own (Smash Up: the current player orders them
all, ``Ruleset.order_by_active``); with ``Ruleset.queue_lifo`` the last declared resolves first
(the BH-501.4 example).

Targeted selectors are chosen and checked when an ability is declared; with no legal target
a Berserk ability is not declared (BH-502.9). Mass selectors are evaluated on resolution (502.6).
"""

from __future__ import annotations

from collections import deque
from collections.abc import Iterable, Sequence
from typing import Any

import attrs

from . import events as _events
from . import spec as s
from .choices import Choice, Chooser, Decision, FirstChooser, check_answer, forced_answer
from .effects import HANDLERS
from .errors import GameError, LoopLimit, NotDeclarable, UnknownKind
from .events import COMMIT, Ev, Listener, Pending, relation
from .memo import identity_cache
from .ruleset import Ruleset
from .spec import Cmp, Controller, Duration, Event, ModOp, Timing, Who
from .state import Card, GameState, Player
from .state import works_in_play as _works_in_play
from .trace import CHOICE, COST, DECLARE, EXPIRE, LOOP, NOT_DECLARED, RESOLVE, RULE, SKIPPED, TURN, Trace
from .values import compute

_ADD = ModOp.ADD

_CMP = {
    Cmp.EQ: int.__eq__, Cmp.NE: int.__ne__, Cmp.LT: int.__lt__,
    Cmp.LE: int.__le__, Cmp.GT: int.__gt__, Cmp.GE: int.__ge__,
}

# Which event an effect kind produces: used by "can't" statics (BH-502.8) when choosing targets.
EFFECT_EVENT: dict[str, Event] = {
    "destroy": Event.DESTROY, "wound": Event.WOUND, "shoot": Event.WOUND, "heal": Event.HEAL,
    "place_counters": Event.PLACE_COUNTERS, "remove_counters": Event.REMOVE_COUNTERS,
    "move_counters": Event.PLACE_COUNTERS,
    "modify": Event.MODIFY, "extra_lives": Event.LIVES, "reduce_lives": Event.LIVES,
    "set_life": Event.SET_LIFE, "tap": Event.TAP, "untap": Event.UNTAP, "move": Event.MOVE,
    "return_to_hand": Event.MOVE, "shuffle_into_deck": Event.MOVE, "discard_cards": Event.DISCARD,
    "gain_control": Event.CONTROL, "play_card": Event.PLAY, "return_to_play": Event.ENTER,
    "attach": Event.ATTACH,
}

TARGET_FIELDS = ("source", "part", "target", "to_base", "on", "other")


# Who -> (the Pending's cards it is about, owner rather than controller)
_OF_CARDS = {Who.AFFECTED_OWNER: ("affected", True), Who.AFFECTED_CONTROLLER: ("affected", False),
             Who.PICKED_OWNER: ("picked", True), Who.PICKED_CONTROLLER: ("picked", False)}


class Game:
    """One game: state + queue + listeners + chooser + trace. See docs/runtime.md."""

    def __init__(self, ruleset: Ruleset, players: Sequence[str] = ("P1", "P2"), *,
                 chooser: Chooser | None = None, seed: int = 0, trace: bool = True,
                 max_steps: int = 100_000, check_invariants: bool = False) -> None:
        self.ruleset = ruleset
        self.state = GameState(ruleset, tuple(players), seed)
        self.chooser: Chooser = chooser if chooser is not None else FirstChooser()
        self.trace = Trace(enabled=trace)
        self.max_steps = max_steps
        self.check_invariants = check_invariants   # debug: verify the state after every event
        self._queue: list[Pending] = []
        self._batch: list[Pending] = []
        self._triggers: dict[Event, list[Listener]] = {}
        self._before: dict[Event, list[Listener]] = {}
        self._replacements: dict[Event, list[Listener]] = {}
        self._cants: dict[Event, list[Listener]] = {}
        self._bonus: dict[str, list[Listener]] = {}
        self._must: list[Listener] = []
        self._no_play: list[Listener] = []
        self._unaffected: list[Listener] = []
        self._considered: list[Listener] = []     # "… are considered Microbots" (Filter.family)
        self._blank: list[Listener] = []        # "this base's abilities are cancelled"
        self._no_extra: list[Listener] = []     # "… cannot play extra cards"
        self._player_power: list[Listener] = []  # "you have +5 power here"
        self.shared_made = False        # add_shared_decks ran: the shared decks' cards exist (SU-M1)
        # per card type, looked up on every move: set aside out of play (SU-T1), how many in play
        # per player (SU-T3)
        self._set_aside_types = frozenset(t.name for t in ruleset.card_types if t.set_aside) \
            if ruleset.set_aside_zone is not None else frozenset()
        self._per_player = {t.name: t.per_player_in_play for t in ruleset.card_types
                            if t.per_player_in_play is not None}
        self._when_true: list[Listener] = []    # "If this minion has 0 power, destroy it"
        self._in_when = False
        self._name_uses: set[tuple[Any, ...]] = set()
        self._leaving: set[int] = set()
        self._leave_cause = ""          # why cards are leaving play now ("destroy", "score"): the leave_play cause
        self._temp_statics: list[tuple[Listener, list[list[Listener]], Duration, int, Card | None]] = []
        self._draw_limits: list[Listener] = []
        self.log: list[Ev] = []          # events committed this turn (cleared at turn start)
        self.shortfall = 0               # instructions that did less than they asked (SU-A4)
        self._temp_control: list[tuple[Card, int, int, Duration, int, str]] = []
        self._reg: dict[int, list[tuple[list[Listener], Listener]]] = {}
        self._attached: dict[int, list[int]] = {}
        self._source_mods: dict[int, list[tuple[Card, Any]]] = {}
        self._dirty: list[Card] = []
        self._dirty_all = False
        self._reset_choices: dict[tuple[Any, ...], int] = {}
        self._recent: deque[str] = deque(maxlen=12)
        self._in_rules = False
        self._rule_seen: set[tuple[Any, ...]] | None = None
        self._before_active: list[Listener] = []
        self._in_static = False
        self._valued: Card | None = None    # the card an ongoing bonus is computed for (Filter.on "valued")
        self._effects = HANDLERS
        self.winner: int | None = None         # set by check_winner() (SU-G7)
        self.committed = 0                     # events that happened (`Then`: "… to …")
        self._played_at: dict[tuple[int, int, int], tuple[str, ...]] = {}   # (turn, player, base) -> types
        self._grant_groups = 0      # extra plays granted together "with the same name"
        self.max_scores = 100                  # bases scored in one phase before LoopLimit
        self._shared_decks = {d.zone for d in ruleset.shared_decks}   # SU-M1: their cards belong to nobody
        self._shared_names = {d.name for d in ruleset.shared_decks}
        self.decisions = 0              # chooser answers and random picks so far (see _target_options)
        self._options_memo: dict[tuple[int, str], tuple[Any, ...]] | None = None

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
        c = card if isinstance(card, Card) else self.state.cards[card]
        mods: list[tuple[ModOp, int, int]] = \
            [(m.op, m.amount, m.seq) for m in c.modifiers if m.stat == stat] if c.modifiers else []
        if c.counters:
            for counter, st_name, per in self.ruleset.counter_stats:
                if st_name == stat:
                    n = c.counters.get(counter, 0)
                    if n:
                        mods.append((ModOp.ADD, n * per, 0))
        bonuses = self._bonus.get(stat)
        if bonuses and c.zone == self.ruleset.play_zone and not self._in_static:
            # A static's own filter ("minions with power 2 or less") reads values without the
            # statics (no dependency loops between ongoing abilities).
            self._in_static = True
            self._valued = c
            try:
                for l in bonuses:
                    eff = l.ability.effect
                    sel = eff.affects
                    if sel.KIND == "this":          # (the common "this minion has +N power": no call)
                        if c is not l.card:
                            continue
                    elif not self._affects(sel, c, l.card, l.ctrl()):
                        continue
                    if self._blank and self.blanked(l.card):
                        continue
                    if self._unaffected and l.card is not None and \
                            self.unaffected_by(c, l.ctrl(), l.card.spec.card_type, l.card) is not None:
                        continue
                    a = eff.amount
                    if eff.condition is None and a.KIND == "const":
                        mods.append((eff.op, a.value, l.seq))
                        continue
                    ctx = Pending(l.origin, l.card, l.ctrl() or 0, None)
                    if eff.condition is not None and not self.condition(ctx, eff.condition):
                        continue
                    mods.append((eff.op, self.amount(ctx, a), l.seq))
            finally:
                self._in_static = False
                self._valued = None
        v = c.printed.get(stat, 0)
        printed = v
        for op, n, _seq in mods:
            if op is not _ADD:
                break
            v += n
        else:                       # no modifier, or only additions: every policy agrees
            return v if v > 0 else 0
        return compute(self.ruleset.value_policy, printed, mods,
                       lambda resets: self._choose_reset(c, stat, resets))

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
        if name == self.ruleset.coin_resource:
            n += sum(t.amount for t in p.temp_coins)
        return n

    def coins(self, player: int) -> int:
        return self.resource(player, self.ruleset.coin_resource or "coin")

    def zone(self, player: int | None, zone: str) -> list[Card]:
        return [self.state.cards[i] for i in self.state.zone_cards(player, zone)]

    def in_play(self) -> list[Card]:
        cards = self.state.cards
        return [cards[i] for i in self.state.in_play()]

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
        d = Decision(kind=kind, player=player, prompt=prompt, options=tuple(options), min=min,
                     max=max, repeats=repeats, ordered=ordered, origin=origin)
        forced = forced_answer(d)
        if forced is not None:
            return forced
        self.decisions += 1
        ans = check_answer(d, self.chooser.choose(d))
        if self.trace.enabled:
            self.trace.add(CHOICE, origin, "", kind.value,
                           (("player", player), ("prompt", prompt),
                            ("answer", tuple(d.options[i] for i in ans))))
        return ans

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

    # ================================================================ matching

    def matches(self, f: s.Filter, c: Card, src: Card | None, ctrl: int | None,
                event: Ev | None = None, look_back: bool = False) -> bool:
        """Whether `c` passes the filter for an ability of `src` controlled by `ctrl`: its zone
        (unless `look_back`: as it was), its card type, then the tests of the filter's other set
        fields, in order (`_filter_tests`)."""
        if not look_back and c.zone != (f.zone or self.ruleset.play_zone) and c.zone not in f.also_zones:
            return False
        if f.card_types and c.spec.card_type not in f.card_types:
            return False
        tests = _FILTER_TESTS.get(id(f))
        if tests is None:
            tests = _filter_tests(f)
        for test in tests:
            if not test(self, f, c, src, ctrl, event):
                return False
        return True

    def in_family(self, family: str, c: Card) -> bool:
        """Whether the card is of the family of names `family` ("Microbot"): its name is or
        begins with those words, or a `considered` static in play puts it in the family."""
        name = c.spec.name
        if name == family or name.startswith(family + " "):
            return True
        return self._considered_as(family, c)

    def _considered_as(self, family: str, c: Card) -> bool:
        """A `considered` static in play puts the card in `family` (a family of names or a subtype)."""
        for l in self._considered:
            eff = l.ability.effect
            if eff.family == family and self._affects(eff.affects, c, l.card, l.ctrl()):
                return True
        return False

    def base_of(self, c: Card | None) -> int | None:
        """The base a card is on, or the card itself if it is a base (Smash Up)."""
        if c is None:
            return None
        return c.id if c.spec.card_type == self.ruleset.base_type else c.at

    def event_base(self, event: Ev | None) -> int | None:
        """The base of the triggering event: the base itself, or the base its card was on."""
        if event is None or event.card is None:
            return None
        c = event.card
        return c.id if c.spec.card_type == self.ruleset.base_type else (c.at if c.at is not None else event.at)

    def _on_matches(self, on: str, c: Card, src: Card | None, event: Ev | None) -> bool:
        """Filter.on: `c` is attached to the source ("this"), its host ("host") or the event's card."""
        if c.attached_to is None:
            return False
        if on == "this":
            return src is not None and c.attached_to == src.id
        if on == "host":
            h = self.host_of(src) if src is not None else None
            return h is not None and c.attached_to == h.id
        if on == "event":
            return event is not None and event.card is not None and c.attached_to == event.card.id
        if on == "valued":
            # "minions here have +1 power for each action played on them": on the card valued
            return self._valued is not None and c.attached_to == self._valued.id
        raise UnknownKind(f"filter `on` {on!r}")

    def _base_passes(self, bt: s.BaseTest, c: Card, src: Card | None, ctrl: int | None, event: Ev | None) -> bool:
        b = self.base_of(c)
        if b is None:
            return False
        if bt.at_event and b != self.event_base(event):
            return False
        if bt.has is not None:
            cards = self.state.cards
            if bt.same_name:
                names: dict[str, int] = {}
                for i in self.state.in_play():
                    if cards[i].at == b and self.matches(bt.has, cards[i], src, ctrl, event):
                        names[cards[i].spec.name] = names.get(cards[i].spec.name, 0) + 1
                n = max(names.values(), default=0)
            else:
                n = sum(1 for i in self.state.in_play()
                        if cards[i].at == b and self.matches(bt.has, cards[i], src, ctrl, event))
            if not _CMP[bt.cmp](n, bt.value):
                return False
        return True

    def _affects(self, sel: Any, c: Card, src: Card | None, ctrl: int | None) -> bool:
        k = sel.KIND
        if k == "this":
            return c is src
        if k == "each":
            return self.matches(sel.filter, c, src, ctrl)
        if k == "host":
            return src is not None and c is self.host_of(src)
        raise UnknownKind(f"static selector kind {k!r} is not supported (use `this`, `host` or `each`)")

    def host_or_last(self, c: Card) -> Card | None:
        """"this base" in an ability of `c`: the card it is on, or — if it has just left play and
        not moved since ("place all cards here on the bottom of their decks and swap this base
        …") — the card it was on, if that is still in play."""
        if c.spec.card_type == self.ruleset.base_type:
            return c if self.state.is_in_play(c) else None      # a base's "this base" is itself
        if self.state.is_in_play(c):
            return self.host_of(c)
        if c.left_from is not None and c.left_from[1] == c.moves:
            h = self.state.cards.get(c.left_from[0])
            return h if h is not None and self.state.is_in_play(h) else None
        return None

    def host_of(self, c: Card) -> Card | None:
        """The card `c` is attached to, else the base it is on (Smash Up)."""
        i = c.attached_to if c.attached_to is not None else c.at
        return self.state.cards.get(i) if i is not None else None

    def _candidates(self, f: s.Filter, src: Card | None, ctrl: int | None, event: Ev | None = None) -> list[Card]:
        st = self.state
        rs = self.ruleset
        zone = f.zone or rs.play_zone
        cards = st.cards
        if zone in rs.shared_zones:
            ids: Iterable[int] = st.zones[(None, zone)]
        else:
            ids = [i for p in st.player_order() for i in st.zones[(p, zone)]]
        for z in f.also_zones:          # "from your hand and/or discard pile"
            ids = list(ids) + (st.zones[(None, z)] if z in rs.shared_zones else
                               [i for p in st.player_order() for i in st.zones[(p, z)]])
        if f.in_event and event is not None:
            subj = event.subjects()
            return [c for c in subj if c.zone == zone and self.matches(f, c, src, ctrl, event)]
        out = []
        matches = self.matches
        for i in ids:
            c = cards[i]
            if matches(f, c, src, ctrl, event):
                out.append(c)
        if zone == rs.play_zone and rs.character_types:
            # a combined creature is one creature: its attached parts are not selected on their own
            chars = rs.character_types
            out = [c for c in out if c.attached_to is None or c.spec.card_type not in chars]
        return out

    def players_for(self, p: Pending, who: Who) -> list[int]:
        st = self.state
        if who is Who.YOU:
            return [p.controller]
        if who is Who.EACH_PLAYER:
            return [i for i in st.player_order() if not st.players[i].lost]
        if who is Who.EACH_OPPONENT:
            return [i for i in st.player_order() if i != p.controller and not st.players[i].lost]
        if who is Who.EVENT_PLAYER:
            return [p.event.player] if p.event is not None and p.event.player is not None else []
        if who is Who.ACTIVE:
            return [st.active]
        if who is Who.EVENT_OWNER or who is Who.EVENT_CONTROLLER:
            c = p.event.card if p.event is not None else None
            if c is None:
                return []
            pl = c.owner if who is Who.EVENT_OWNER else c.controller
            return [pl] if pl is not None else []
        if who is Who.HOST_CONTROLLER:       # the controller of the card this one is played on
            host = self.host_of(p.source) if p.source is not None else None
            return [host.controller] if host is not None and host.controller is not None else []
        if who in _OF_CARDS:                 # "its owner" of what an instruction acted on / chose
            cards, owner = _OF_CARDS[who]
            found = [c.owner if owner else c.controller for c in getattr(p, cards)]
            return [pl for pl in st.player_order() if pl in found]
        if who is Who.WINNER or who is Who.RUNNER_UP:
            # the places of the scoring event (SU-G3); before the awards there is no winner yet
            ev = p.event
            awards = ev.data if ev is not None and ev.kind is Event.SCORE and isinstance(ev.data, tuple) else ()
            place = 1 if who is Who.WINNER else 2
            return [pl for pl, _vp, pc in awards if pc == place]
        raise UnknownKind(f"player selector {who!r}")

    def hero_of(self, player: int) -> Card | None:
        ht = self.ruleset.hero_type
        for c in self.in_play():
            if c.spec.card_type == ht and c.controller == player:
                return c
        return None

    # ================================================================ amounts, conditions, selectors

    def amount(self, p: Pending, a: Any) -> int:
        k = a.KIND
        if k == "const":
            return a.value
        if k == "that_many":
            return p.that_many
        if k == "count":
            return len(self._at_picked(p, a.filter, self._candidates(a.filter, p.source, p.controller, p.event)))
        if k == "stat_of":
            cards = self.select(p, a.of, None, "")
            return self.value(cards[0], a.stat) if cards else 0
        if k == "counters_on":
            cards = self.select(p, a.of, None, "")
            return sum(c.counters.get(a.counter, 0) for c in cards)
        if k == "resource_of":
            return sum(self.resource(pl, a.resource) for pl in self.players_for(p, a.who))
        if k == "max_stat":
            cards = self._at_picked(p, a.filter, self._candidates(a.filter, p.source, p.controller, p.event))
            pick = min if a.least else max
            if a.printed:
                return pick((c.printed.get(a.stat, 0) for c in cards), default=0)
            return pick((self.value(c, a.stat) for c in cards), default=0)
        if k == "plus":
            return self.amount(p, a.left) + self.amount(p, a.right)
        if k == "affected_count":
            if a.filter is None:
                return len(p.affected)
            return sum(1 for c in p.affected if self.matches(a.filter, c, p.source, p.controller, p.event, look_back=True))
        if k == "sum_stat":
            cards = self._candidates(a.filter, p.source, p.controller, p.event)
            return sum(self.value(c, a.stat) for c in cards if a.stat in c.printed)
        if k == "quotient":
            d = self.amount(p, a.right)
            return self.amount(p, a.left) // d if d > 0 else 0
        if k == "times":
            return self.amount(p, a.left) * self.amount(p, a.right)
        if k == "counters_removed":
            return p.removed
        if k == "declined_count":
            return p.declined
        if k == "minus":
            return max(0, self.amount(p, a.left) - self.amount(p, a.right))
        if k == "players_with":
            # "for each player with a minion here": the players who control such a card
            f = a.filter
            who = {c.controller for c in self._at_picked(p, f, self._candidates(self.freeze(p, f), p.source,
                                                                                 p.controller, p.event))}
            return sum(1 for pl in self.state.player_order() if pl in who and not self.state.players[pl].lost
                       and not (a.other and pl == p.controller))
        raise UnknownKind(f"amount kind {k!r} has no evaluator (origin {p.origin})")

    def condition(self, p: Pending, c: Any) -> bool:
        k = c.KIND
        if k == "count_is":
            cards = self._at_picked(p, c.filter, self._candidates(self.freeze(p, c.filter), p.source, p.controller,
                                                                  p.event))
            n = len(cards) if c.counter is None else sum(x.counters.get(c.counter, 0) for x in cards)
            return _CMP[c.cmp](n, self.amount(p, c.value))
        if k == "resource_is":
            n = sum(self.resource(pl, c.resource) for pl in self.players_for(p, c.who))
            return _CMP[c.cmp](n, self.amount(p, c.value))
        if k == "your_turn":
            return self.state.active == p.controller
        if k == "player_is":
            return p.controller in self.players_for(p, c.who)
        if k == "is_card":
            cards = self.select(p, c.of, None, "")
            return bool(cards) and all(self.matches(c.filter, x, p.source, p.controller, p.event, look_back=True)
                                       for x in cards)
        if k == "not":
            return not self.condition(p, c.condition)
        if k == "all":
            return all(self.condition(p, x) for x in c.conditions)
        if k == "turn_count":
            n = sum(1 for ev in self.log if self._history_matches(p, c, ev))
            return _CMP[c.cmp](n, c.value)
        if k == "first_this_turn":
            first = next((ev for ev in self.log if self._history_matches(p, c, ev)), None)
            return first is not None and p.source is not None and first.card is p.source
        if k == "most_power":
            b = self.base_of(p.source)
            if b is None:
                return False
            totals = self.player_totals(b, c.stat)
            mine = totals.pop(p.controller, 0)
            return mine > 0 and all(mine > v for v in totals.values())
        if k == "power_is":
            b = self.base_of(p.source)
            mine = self.player_totals(b, c.stat).get(p.controller, 0) if b is not None else 0
            return _CMP[c.cmp](mine, self.amount(p, c.value))
        if k == "most_cards":
            # "more cards in your hand than each other player": the count read for each player
            counts = {pl: len(self._candidates(c.filter, p.source, pl, p.event))
                      for pl in self.state.player_order() if not self.state.players[pl].lost}
            mine = counts.pop(p.controller, 0)
            return all(mine < v if c.fewer else mine > v for v in counts.values())
        if k == "has_most":
            cards = self.select(p, c.of, None, "")
            if not cards:
                return False
            v = self.value(cards[0], c.stat)
            others = [self.value(x, c.stat) for x in self._candidates(c.among, p.source, p.controller, p.event)]
            return all(v <= o for o in others) if c.least else all(v >= o for o in others)
        if k == "did":
            return p.did and not (c.fully and p.short)
        if k == "none_did":
            return p.declined == p.asked
        if k == "event_cause":
            return p.event is not None and p.event.cause == c.cause
        raise UnknownKind(f"condition kind {k!r} has no evaluator (origin {p.origin})")

    def _history_matches(self, p: Pending, c: Any, ev: Ev) -> bool:
        """A logged event against a TurnCount / FirstThisTurn: the card is matched as it was
        (look-back), "here" against the base it was on."""
        if ev.kind is not c.event:
            return False
        if c.player is not Controller.ANY and not relation(c.player, ev.player, p.controller):
            return False
        by = getattr(c, "by", Controller.ANY)
        if by is not Controller.ANY and not relation(by, ev.scontroller, p.controller):
            return False
        f = c.subject
        if f is None:
            return True
        card = ev.card
        if card is None:
            return False
        if f.here:
            if ev.at is None or ev.at != self.base_of(p.source):
                return False
            f = attrs.evolve(f, here=False)
        if f.controller is not Controller.ANY:
            if not relation(f.controller, ev.player, p.controller):
                return False
            f = attrs.evolve(f, controller=Controller.ANY)
        return self.matches(f, card, p.source, p.controller, ev, look_back=True)

    def select(self, p: Pending, sel: Any, path: tuple[Any, ...] | None, field: str) -> list[Card]:
        """The cards a selector designates on resolution. Targets were fixed at declaration and are
        only checked to still be the same object (not re-checked against restrictions, BH-501.4)."""
        k = sel.KIND
        if k == "target":
            late = p.late.pop((path, field), None)
            if late is not None:
                self._plan_target(p, late, sel, path, field, dry=False)     # chosen now, knowing what came before
            chosen = p.targets.get((path, field), ())
            return [c for c, moves in chosen if c.moves == moves]
        if k == "each":
            return self._at_picked(p, sel.filter, self._candidates(self.freeze(p, sel.filter), p.source,
                                                                   p.controller, p.event))
        if k == "picked":
            return [c for c in p.picked]
        if k == "this":
            return [p.source] if p.source is not None else []
        if k == "event_card":
            return list(p.event.subjects()) if p.event is not None else []
        if k == "random":
            cands = self._candidates(sel.filter, p.source, p.controller, p.event)
            n = min(sel.count, len(cands))
            if not n:
                return []
            self.decisions += 1
            return self.state.rng.sample(cands, n)                      # BH-526: uniform, seeded
        if k == "hero":
            return [h for pl in self.players_for(p, sel.who) if (h := self.hero_of(pl)) is not None]
        if k == "event_source":
            ev = p.event
            src = self.state.cards.get(ev.source) if ev is not None and ev.source is not None else None
            return [src] if src is not None else []
        if k == "host":
            h = self.host_or_last(p.source) if p.source is not None else None
            return [h] if h is not None else []
        if k == "affected":
            return list(p.affected)
        if k == "implicit":
            if p.delayed:                                               # BH-521
                h = self.hero_of(p.controller)
                return [h] if h is not None else []
            return [p.source] if p.source is not None else []
        raise UnknownKind(f"selector kind {k!r} has no evaluator (origin {p.origin})")

    @staticmethod
    def _at_picked(p: Pending, f: s.Filter, cards: list[Card]) -> list[Card]:
        """Filter.at_picked: only the cards on the base(s) a `Pick` chose; Filter.at_affected: on
        the base(s) of the cards the previous instruction acted on ("the extra minion's base")."""
        if f.among_picked:
            cards = [c for c in cards if c in p.picked]
        if f.of_picked_player:
            cards = [c for c in cards if c.controller is not None and c.controller == p.player_picked]
        if f.at_affected:
            where = {c.at for c in p.affected if c.at is not None}
            cards = [c for c in cards if c.at in where]
        if not f.at_picked:
            return cards
        # "there": the chosen base, or the base the chosen card is on; a base itself passes when
        # it is that base ("that minion's base")
        bases = {c.id if c.at is None else c.at for c in p.picked}
        return [c for c in cards if c.at in bases or (c.at is None and c.id in bases)]

    # ================================================================ declaration

    def declare(self, origin: str, effect: Any, source: Card | None, controller: int, *,
                event: Ev | None = None, delayed: bool = False, applied: tuple[Any, ...] = (),
                timing: Timing = Timing.WHEN, label: str = "") -> Pending | None:
        """Choose modes and targets now (BH-501.4, 524). None if the ability cannot be declared."""
        p = Pending(origin, source, controller, effect, event, delayed, applied, timing, label)
        # nothing changes the state while an ability is planned: the second pass may reuse the
        # target options the first one found (`_target_options`)
        was, self._options_memo = self._options_memo, {}
        try:
            if not self._plan(p, effect, (), dry=True):
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

    def _plan(self, p: Pending, eff: Any, path: tuple[Any, ...], dry: bool) -> bool:
        """Walk the effect tree: modes and targets. Returns False if a mandatory part has no legal
        choice and the ruleset requires targets (BH-502.9); Smash Up declares anyway (SU-A4)."""
        k = eff.KIND
        if k == "sequence":
            ok = True
            for i, e in enumerate(eff.effects):
                ok = self._plan(p, e, path + (i,), dry) and ok
            return ok
        if k == "may":
            self._plan(p, eff.effect, path + (0,), dry)
            return True
        if k == "if":
            self._plan(p, eff.then, path + (0,), dry)
            if eff.otherwise is not None:
                self._plan(p, eff.otherwise, path + (1,), dry)
            return True
        if k == "delay" or k == "as_player" or k == "repeat":
            return True             # their choices are made on resolution, by whoever acts
        if k == "choose":
            return self._plan_modes(p, eff, path, dry)
        if k == "draw" or k == "discard" or k == "gain" or k == "lose" or k == "search" or k == "play_extra" \
                or k == "shuffle":
            return True
        if k == "reveal":                       # what follows is planned once the cards are seen
            return True
        if k == "then":                         # "X to Y": both parts' targets now
            ok = self._plan(p, eff.first, path + (0,), dry)
            self._plan(p, eff.then, path + (1,), dry)
            return ok
        ok = True
        for field in _target_fields(eff):
            sel = getattr(eff, field)
            if sel.filter.at_affected or any(_uses_removed(t.amount) for t in sel.filter.stats):
                # "… from the extra minion's base", "… with power less than or equal to the number
                # of counters you removed": known only once the steps before it are done
                if not dry:
                    p.late[(path, field)] = eff
                continue
            ok = self._plan_target(p, eff, sel, path, field, dry) and ok
        if k == "pick":
            # what follows a "Choose …" has its own targets, chosen knowing the choice ("a minion
            # there with less power than yours")
            chosen = p.targets.get((path, "target"))
            if not dry and chosen is not None:
                p.picked = tuple(c for c, _ in chosen)
            ok = self._plan(p, eff.then, path + (0,), dry) and ok
        return ok

    def _choose_within_total(self, p: Pending, eff: Any, sel: s.Target, options: list[Card], hi: int) -> tuple:
        """"Any number of minions whose total power is 5 or less": one card at a time, each time
        among those that keep the sum within the bound (none chosen is allowed: min 0)."""
        t = sel.total
        bound = self.amount(p, t.amount) if t.amount is not None else t.value
        if t.cmp is s.Cmp.LT:
            bound -= 1
        elif t.cmp is not s.Cmp.LE:
            raise UnknownKind(f"a total that is not at most a number ({t.cmp})")
        chosen: list[Card] = []
        total = 0
        while len(chosen) < hi:
            fits = [c for c in options if c not in chosen and total + max(0, self.value(c, t.stat)) <= bound]
            if not fits:
                break
            ans = self.ask(Choice.TARGETS, p.controller, f"targets for {eff.KIND} (total {t.stat} {total} of {bound})",
                           self._labels(fits), min=0, max=1, origin=p.origin)
            if not ans:
                break
            chosen.append(fits[ans[0]])
            total += max(0, self.value(fits[ans[0]], t.stat))
        return tuple(chosen)

    def _plan_target(self, p: Pending, eff: Any, sel: s.Target, path: tuple[Any, ...], field: str, dry: bool) -> bool:
        """Choose one target field's cards (at declaration, or on resolution for a late one).
        False if a mandatory one has no legal choice and the ruleset requires targets."""
        required = self.ruleset.targets_required
        options = self._target_options(p, eff, sel)
        need = sel.min
        if len(options) < need and (required or not options):
            if not dry:
                p.targets[(path, field)] = tuple((c, c.moves) for c in options)
                self.trace.add(SKIPPED, p.origin, p.source.label if p.source else "",
                               "not enough legal targets", (("have", len(options)), ("need", need)))
            return not required
        if dry:
            return True
        if sel.same_name and options:
            # "any number of minions with the same name": the name first, then the cards
            names = sorted({c.spec.name for c in options})
            i = self.ask(Choice.TARGETS, p.controller, "which name", names, origin=p.origin)[0]
            options = [c for c in options if c.spec.name == names[i]]
        hi = len(options) if sel.max is None else min(sel.max, len(options))
        lo = min(need, hi)
        if sel.total is not None:
            chosen = self._choose_within_total(p, eff, sel, options, hi)
        else:
            ans = self.ask(Choice.TARGETS, p.controller, f"targets for {eff.KIND}", self._labels(options),
                           min=lo, max=hi, origin=p.origin)
            chosen = tuple(options[i] for i in ans)
        p.targets[(path, field)] = tuple((c, c.moves) for c in chosen)
        if eff.KIND == "heal" and eff.divided and chosen:
            # each target gets one; the player places the rest, "up to" the total (BH-502.6)
            total = self.amount(p, eff.amount)
            extra = max(0, total - len(chosen))
            ans = self.ask(Choice.DISTRIBUTE, p.controller, f"place up to {extra} more of {total}",
                           [c.label for c in chosen], min=0, max=extra, repeats=True,
                           origin=p.origin) if extra else ()
            ans = tuple(range(len(chosen))) + tuple(ans)
            p.divided[path] = tuple(ans.count(i) for i in range(len(chosen)))
        return True

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
        p.modes[path] = chain
        for pos, m in enumerate(chain):
            self._plan(p, eff.modes[m], path + (pos,), dry=False)
        return True

    def freeze(self, p: Pending, f: s.Filter) -> s.Filter:
        """The filter with its computed comparisons ("the same or lower power", "the highest
        power there") evaluated once, now, for this pending ability."""
        if f.named_as_picked:
            # "a copy of that card": the name of the card the `Pick` chose (while its targets are
            # still being planned, nothing is chosen yet: any name)
            names = sorted({c.spec.name for c in p.picked})
            if len(names) > 1:
                raise GameError(f"{p.origin}: `a copy of` several cards with different names")
            if names and f.name not in (None, names[0]):
                f = attrs.evolve(f, not_names=(f.name,))    # named otherwise too: nothing matches
            f = attrs.evolve(f, named_as_picked=False, name=names[0] if names else f.name)
        if f.named_as_event:
            # "an extra minion with the same name" (after "after you play a minion"): the name of
            # the event's card, fixed now (a grant outlives the event)
            names = sorted({c.spec.name for c in p.event.subjects()}) if p.event is not None else []
            name = names[0] if len(names) == 1 else ""         # no one name: no card is named ""
            if f.name not in (None, name):
                f = attrs.evolve(f, not_names=(f.name,))        # named otherwise too: nothing matches
            f = attrs.evolve(f, named_as_event=False, name=name)
        if not any(t.amount is not None for t in f.stats):
            return f
        return attrs.evolve(f, stats=tuple(
            t if t.amount is None else attrs.evolve(t, amount=None, value=self.amount(p, t.amount))
            for t in f.stats))

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
        marks = (self.decisions, len(self.trace))
        options = self._find_target_options(p, eff, f)
        if marks == (self.decisions, len(self.trace)):
            memo[key] = (f, p, p.picked, p.affected, options)
        return options

    def _find_target_options(self, p: Pending, eff: Any, f: s.Filter) -> list[Card]:
        options = self._candidates(f, p.source, p.controller, p.event)
        if f.among_picked or f.at_affected or f.of_picked_player or (f.at_picked and p.picked):
            options = self._at_picked(p, f, options)
        ev_kind = EFFECT_EVENT.get(eff.KIND)
        if ev_kind is not None and (cants := self._cants.get(ev_kind)):
            options = [c for c in options if not self._cant_applies(cants, c, p.controller)]
        if cants := self._cants.get(Event.TARGETED):            # "can't be the target of …"
            options = [c for c in options if not self._cant_applies(cants, c, p.controller)]
        if self._unaffected and p.source is not None:            # "not affected by other players' cards"
            options = [c for c in options if self.unaffected_by(c, p.controller, p.stype, p.source) is None]
        for l in self._must:
            must = l.ability.effect
            if self._blank and self.blanked(l.card):
                continue
            if (not must.effects or eff.KIND in must.effects) and relation(must.by, p.controller, l.ctrl()):
                options = [c for c in options if self._affects(must.affects, c, l.card, l.ctrl())]
        return options

    def _cant_applies(self, cants: list[Listener], c: Card, by: int | None) -> Listener | None:
        for l in cants:
            cant = l.ability.effect
            if self._blank and self.blanked(l.card):
                continue
            if (cant.by is Controller.ANY or relation(cant.by, by, l.ctrl())) and \
                    self._affects(cant.affects, c, l.card, l.ctrl()):
                if cant.condition is not None and not self.condition(
                        Pending(l.origin, l.card, l.ctrl() or 0, None), cant.condition):
                    continue
                return l
        return None

    def check_when_true(self) -> None:
        """spec.WhenTrue: after every event, each such ongoing ability whose condition has become
        true (it was false, or its card just came into play) is declared and queued."""
        if self._in_when:
            return
        self._in_when = True
        try:
            play = self.ruleset.play_zone
            for l in list(self._when_true):
                c = l.card
                if c is not None and (c.zone != play or self.blanked(c)):
                    continue
                ctrl = l.ctrl()
                ctrl = self.state.active if ctrl is None else ctrl
                ab = l.ability
                holds = self.condition(Pending(l.origin, c, ctrl, None), ab.condition)
                if holds and not l.fired:
                    l.fired = True
                    p = self.declare(l.origin, ab.effect, c, ctrl, label=ab.label or "ongoing")
                    if p is not None:
                        self._batch.append(p)
                elif not holds:
                    l.fired = False
        finally:
            self._in_when = False

    def player_totals(self, base: Card | int, stat: str = "power") -> dict[int, int]:
        """Each player's total power on a base: their cards' values there, plus "you have +N power
        here" (spec.PlayerPower) for the players it names."""
        bid = base if isinstance(base, int) else base.id
        totals: dict[int, int] = {}
        for c in self.in_play():
            if c.at == bid and stat in c.printed and c.spec.card_type != self.ruleset.base_type:
                totals[c.controller] = totals.get(c.controller, 0) + self.value(c, stat)
        for l in self._player_power:
            eff = l.ability.effect
            if eff.stat != stat or self.base_of(l.card) != bid or (self._blank and self.blanked(l.card)):
                continue
            ctrl = l.ctrl()
            ctrl = self.state.active if ctrl is None else ctrl
            p = Pending(l.origin, l.card, ctrl, None)
            if eff.condition is not None and not self.condition(p, eff.condition):
                continue
            n = self.amount(p, eff.amount)
            for pl in self.state.player_order():
                if relation(eff.who, pl, ctrl):
                    totals[pl] = max(0, totals.get(pl, 0) + n)
        return totals

    def no_extra_for(self, player: int) -> Listener | None:
        """The NoExtra static that keeps `player` from playing extra cards, or None."""
        for l in self._no_extra:
            eff = l.ability.effect
            if self._blank and self.blanked(l.card):
                continue
            if not relation(eff.by, player, l.ctrl()):
                continue
            if eff.having is not None and not any(
                    c.controller == player for c in self._candidates(eff.having, l.card, player)):
                continue
            return l
        return None

    def blanked(self, c: Card | None) -> bool:
        """The card's own abilities are cancelled (spec.Blank)."""
        if c is None or not self._blank:
            return False
        for l in self._blank:
            if l.effect is not None:
                if c.id in l.effect:
                    return True
            elif self._affects(l.ability.effect.affects, c, l.card, l.ctrl()):
                return True
        return False

    def unaffected_by(self, c: Card, by: int | None, stype: str | None, source: Card | None = None) -> Listener | None:
        """The "not affected by" static that shields `c` from a card of type `stype` controlled
        by `by`, or None. A card is never shielded from its own abilities."""
        if source is c:
            return None
        for l in self._unaffected:
            eff = l.ability.effect
            if self._blank and self.blanked(l.card):
                continue
            # "opponents'" / "other players'": of the shielded card's controller (a base's text
            # protects each minion from that minion's opponents)
            if (eff.card_types and stype not in eff.card_types) or not relation(eff.by, by, c.controller):
                continue
            if eff.condition is not None and not self.condition(Pending(l.origin, l.card, l.ctrl() or 0, None),
                                                                eff.condition):
                continue
            if self._affects(eff.affects, c, l.card, l.ctrl()):
                return l
        return None

    # ================================================================ the queue

    def push(self, group: Sequence[Pending]) -> None:
        """Put a group on top of the queue; the group resolves in the given order."""
        self._queue.extend(reversed(group))

    def _flush(self) -> None:
        batch = self._batch
        if not batch:
            return
        self._batch = []
        order = self.state.player_order()
        if self.ruleset.queue_lifo:
            order = order[::-1]
        group: list[Pending] = []
        for timing in (Timing.WHEN, Timing.AFTER):
            if self.ruleset.order_by_active:
                mine = [x for pl in order for x in batch if x.timing is timing and x.controller == pl]
                if len(mine) > 1:
                    ans = self.ask(Choice.ORDER, self.state.active, "order of simultaneous abilities",
                                   [_pending_label(x) for x in mine], min=len(mine), max=len(mine), ordered=True)
                    mine = [mine[i] for i in ans]
                group.extend(mine)
                continue
            for pl in order:
                mine = [x for x in batch if x.timing is timing and x.controller == pl]
                if len(mine) > 1:
                    ans = self.ask(Choice.ORDER, pl, "order of your simultaneous abilities",
                                   [_pending_label(x) for x in mine],
                                   min=len(mine), max=len(mine), ordered=True)
                    mine = [mine[i] for i in ans]
                group.extend(mine)
        self.push(group)

    def resolve(self) -> None:
        """Resolve the queue until it is empty (triggers included)."""
        q = self._queue
        steps = 0
        try:
            if self._batch:
                self._flush()
            while q:
                p = q.pop()
                steps += 1
                if steps > self.max_steps:
                    raise LoopLimit(f"more than {self.max_steps} abilities resolved in one resolution; "
                                    f"last: {', '.join(self._recent)}")
                self._resolve_pending(p)
                self._flush()
        except BaseException:
            q.clear()                    # no stale abilities survive an error
            self._batch.clear()
            raise

    def _resolve_pending(self, p: Pending) -> None:
        self._recent.append(p.origin)
        eff = p.effect
        self.trace.add(RESOLVE, p.origin, p.source.label if p.source else "", eff.KIND)
        if eff.KIND == "choose" and p.path in p.modes:
            # BH-524: each ability of the chain goes into the queue, in the order the player gave
            subs = []
            for pos, m in enumerate(p.modes[p.path]):
                q = Pending(p.origin, p.source, p.controller, eff.modes[m], p.event, p.delayed,
                            p.applied, p.timing, p.label)
                q.path = p.path + (pos,)
                q.targets, q.modes, q.divided, q.that_many = p.targets, p.modes, p.divided, p.that_many
                subs.append(q)
            self.push(subs)
            return
        self.run(p, eff, p.path)

    def run(self, p: Pending, eff: Any, path: tuple[Any, ...]) -> None:
        h = self._effects.get(eff.KIND)
        if h is None:
            raise UnknownKind(f"no handler for effect kind {eff.KIND!r} (origin {p.origin})")
        h(self, p, eff, path)

    # ================================================================ events

    # The event pipeline (cants -> replacements -> before -> commit -> rules -> triggers) lives
    # in events.py (STYLE §12); bound here as a method.
    propose = _events.propose

    # ================================================================ rule effects (BH-503)

    def check_rules(self) -> None:
        """Rule effects, at once and outside the queue: lethal wounds destroy (505.1), a hero's
        death loses the game. A cycle is cut before its first repetition (BH-525.1)."""
        if self._in_rules:
            return
        rs = self.ruleset
        if rs.life_stat is None:
            self._dirty.clear()
            self._dirty_all = False
            return
        self._in_rules = True
        outer = self._rule_seen is None
        if outer:
            self._rule_seen = set()
        seen = self._rule_seen           # shared by nested checks: a cycle is seen across them
        try:
            while self._dirty or self._dirty_all:
                if self._dirty_all:
                    cards = [c for c in self.in_play() if c.spec.card_type in rs.character_types]
                    self._dirty_all = False
                else:
                    cards = self._dirty
                self._dirty = []
                for c in cards:
                    if c.zone != rs.play_zone or c.spec.card_type not in rs.character_types:
                        continue
                    if self.lives(c) > 0:
                        continue
                    harm = c.last_harm
                    key = (c.id, c.moves, harm[5] if harm else ())
                    if key in seen:
                        self.trace.add(LOOP, "rule:lethal", c.label, "cycle cut", (("rule", "BH-525.1"),))
                        continue
                    seen.add(key)
                    if c.spec.card_type == rs.hero_type:
                        pl = self.state.players[c.controller]
                        if not pl.lost:
                            pl.lost = True
                            self.trace.add(RULE, "rule:hero-dies", c.label, "player loses",
                                           (("player", c.controller),))
                        continue
                    self.trace.add(RULE, "rule:lethal", c.label, "destroy", (("lives", self.lives(c)),))
                    src, sctrl, stype, cause, origin, applied = c.last_harm or (None, None, None, "", "", ())
                    self._in_rules = False
                    try:
                        # the destruction continues the event chain that made the card lethal, so
                        # a replacement already applied in that chain does not apply again (BH-525)
                        self.propose(Ev(Event.DESTROY, card=c, cards=self._combined(c), player=c.controller,
                                        source=src, scontroller=sctrl, stype=stype, origin=origin or "rule:lethal",
                                        cause=cause or "lethal", applied=applied))
                    finally:
                        self._in_rules = True
        finally:
            self._in_rules = False
            if outer:
                self._rule_seen = None

    def _check_unique(self, c: Card) -> None:
        """BH-503.1 rule effect: when a unique card enters play, an older unique card of the same
        name under the same control is destroyed."""
        kw = self.ruleset.unique_keyword
        if kw is None or kw not in c.spec.keywords:
            return
        for old in self.in_play():
            if old is not c and old.spec.name == c.spec.name and old.controller == c.controller \
                    and kw in old.spec.keywords:
                self.trace.add(RULE, "rule:unique", old.label, "destroy", (("because", c.label),))
                self.propose(Ev(Event.DESTROY, card=old, cards=self._combined(old), player=old.controller,
                                origin="rule:unique", cause="unique"))

    def _combined(self, c: Card) -> tuple[Card, ...]:
        parts = self._attached.get(c.id)
        if not parts:
            return (c,)
        cards = self.state.cards
        return (c,) + tuple(cards[i] for i in parts)

    # ================================================================ zone changes

    def can_go(self, c: Card, zone: str) -> bool:
        """Whether the card has somewhere to go: an ownerless card (a Smash Up base) only fits
        shared zones."""
        return c.owner is not None or zone in self.ruleset.shared_zones

    def _why_not_playable(self, c: Card, eff: Any, player: int) -> str | None:
        """SU-T2: why "… you may play this titan" cannot play it now (its condition does not
        hold, no base fits where it must go), or None. Used is not offered when it could do
        nothing."""
        probe = Pending("probe", c, player, eff)
        while True:
            k = eff.KIND
            if k == "if":
                if not self.condition(probe, eff.condition):
                    return "its condition does not hold"
                eff = eff.then
            elif k in ("then", "may"):
                eff = eff.then if k == "then" else eff.effect
            else:
                break
        if eff.KIND == "play_card" and eff.to_base is not None and eff.to_base.KIND == "target" \
                and not self._candidates(eff.to_base.filter, c, player):
            return "no base where it may go"
        return None

    def set_aside(self, c: Card) -> bool:
        """SU-T1: whether the card is of a type kept set aside out of play (a titan)."""
        return c.spec.card_type in self._set_aside_types

    def in_play_limit(self, c: Card, player: int) -> str | None:
        """SU-T3: why the player may not put this card into play now (they already have as many
        cards of its type in play as its type allows), or None."""
        kind = c.spec.card_type
        most = self._per_player.get(kind)
        if most is None:
            return None
        n = sum(1 for x in self.in_play() if x is not c and x.controller == player
                and x.spec.card_type == kind)
        if n >= most:
            return f"{self.state.players[player].name} already has {n} {kind} in play (SU-T3)"
        return None

    def _relocate(self, c: Card, zone: str, owner: int | None, *, bottom: bool = False) -> None:
        st = self.state
        rs = self.ruleset
        play = rs.play_zone
        if zone != play and zone != rs.set_aside_zone and c.owner is not None and \
                c.spec.card_type in self._set_aside_types:
            # SU-T1: a titan that leaves play (destroyed, returned, discarded, scored) is set aside
            # again by its owner, whatever the text said it goes to
            self.trace.add(RULE, "rule:set-aside", c.label, "set aside", (("instead_of", zone), ("rule", "SU-T1")))
            zone, owner, bottom = rs.set_aside_zone, c.owner, False
        was = c.zone == play
        matched = None
        if was and zone != play and (self._replacements.get(Event.LEAVE_PLAY) or self._triggers.get(Event.LEAVE_PLAY)):
            # "if this minion would go to the discard pile, … instead" / "after this minion goes
            # to the discard pile from play": however the card leaves (destroyed, scored, moved)
            ev = Ev(Event.LEAVE_PLAY, card=c, player=c.controller, what=zone, origin="rule:leave-play",
                    cause=self._leave_cause)
            if self._replacements.get(Event.LEAVE_PLAY) and c.id not in self._leaving:
                self._leaving.add(c.id)         # what it does instead is not replaced again (BH-525)
                moves = c.moves
                try:
                    replaced = _events.apply_replacements(self, ev)
                finally:
                    self._leaving.discard(c.id)
                if replaced and (c.moves != moves or c.zone != play):
                    return
                # what it did instead did not take the card anywhere: it goes where it was going
            if ls := self._triggers.get(Event.LEAVE_PLAY):
                matched = _events.match_listeners(self, ev, ls)      # as it was (look-back)
        had_statics = self._unregister(c) if c.id in self._reg else False
        st.zones[(c.zone_owner, c.zone)].remove(c.id)
        key = st.zone_key(owner, zone)
        if bottom:
            st.zones[key].insert(0, c.id)
        else:
            st.zones[key].append(c.id)
        c.zone, c.zone_owner = zone, key[0]
        c.moves += 1
        if self._shared_decks and c.spec.name in self._shared_names:
            # SU-M1/M2: nobody's in the shared deck; drawn or given, the player's who has it
            c.owner = key[0]
            if key[0] is not None:
                c.controller = key[0]
        if c.owner is None:
            c.controller = st.active                     # an ownerless card: the current player
        st.relocations += 1
        if st.moved is not None:
            st.moved.append(c.id)
        now = zone == play
        if was and not now:
            self._leave_play(c, had_statics)
        self._register(c)
        if matched:
            _events.declare_triggers(self, ev, matched)

    def _leave_play(self, c: Card, had_statics: bool) -> None:
        c.counters.clear()
        c.tapped = False
        c.modifiers.clear()
        c.controller = c.owner                           # SU-A8: control ends with leaving play
        on = c.attached_to if c.attached_to is not None else c.at
        c.left_from = (on, c.moves) if on is not None else None
        c.at = None
        host = c.attached_to
        if host is not None:
            lst = self._attached.get(host)
            if lst and c.id in lst:
                lst.remove(c.id)
            c.attached_to = None
        for m_card, m in self._source_mods.pop(c.id, ()):   # "while this is in play" ends (SU-A8)
            if m in m_card.modifiers:
                m_card.modifiers.remove(m)
                self.trace.add(EXPIRE, m.origin, m_card.label, "modifier",
                               (("why", "source left play"), ("rule", "SU-A8")))
                self._dirty_all = True
        for entry in [e for e in self._temp_statics if e[4] is c and e[2] is Duration.WHILE_SOURCE_IN_PLAY]:
            self._end_temp_static(entry, "source left play")
        parts = self._attached.pop(c.id, None)
        if parts:
            cards = self.state.cards
            for i in list(parts):
                part = cards[i]
                if part.zone == self.ruleset.play_zone:
                    self.trace.add(RULE, "rule:attachment", part.label, "leaves with its host",
                                   (("host", c.label),))
                    self._relocate(part, self.ruleset.discard_zone, part.owner)
        if had_statics:
            self._dirty_all = True

    def _end_temp_static(self, entry: Any, why: str) -> None:
        l, containers, _d, _c, src = entry
        for container in containers:
            if l in container:
                container.remove(l)
        self._temp_statics.remove(entry)
        self._dirty_all = True
        self.trace.add(EXPIRE, l.origin, src.label if src is not None else "", "static", (("why", why),))

    def reshuffle_discard(self, player: int) -> bool:
        """SU-G6: a player who must draw from an empty deck shuffles their discard pile into a
        new deck first (a rule, not a move of any ability). False when the discard pile is empty."""
        rs = self.ruleset
        pile = self.state.zone_cards(player, rs.discard_zone)
        if not pile:
            return False
        for cid in list(pile):
            self._relocate(self.state.cards[cid], rs.deck_zone, player)
        self.trace.add(RULE, "rule:reshuffle", "", "discard pile becomes the deck",
                       (("player", player), ("rule", "SU-G6")))
        self._shuffle(player, rs.deck_zone)
        return True

    def _shuffle(self, owner: int, zone: str) -> None:
        self.state.rng.shuffle(self.state.zone_cards(owner, zone))
        self.trace.add(RULE, "rule:shuffle", "", "shuffle", (("player", owner), ("zone", zone)))

    # ================================================================ registration

    def _add(self, c: Card | None, container: list[Listener], l: Listener) -> None:
        container.append(l)
        if c is not None:
            self._reg.setdefault(c.id, []).append((container, l))

    def _register(self, c: Card) -> None:
        """Listen with the card's abilities that work in its current zone (in play: all but the
        zone-bound triggers; elsewhere: the triggers bound to that zone, e.g. Special from hand)."""
        in_play = c.zone == self.ruleset.play_zone
        for ab in c.spec.abilities:
            k = ab.KIND
            if k == "triggered" and ab.zone is not None:
                if ab.zone == c.zone:
                    pat = ab.when
                    d = self._before if pat.timing is Timing.BEFORE else self._triggers
                    self._add(c, d.setdefault(pat.event, []), Listener(c, ab, pat, ab.origin, self.state.seq()))
                continue
            if not in_play:
                if k not in ("triggered", "replacement", "static", "on_play", "activated", "when_true"):
                    raise UnknownKind(f"ability kind {k!r} (origin {getattr(ab, 'origin', '?')})")
                continue
            if k == "triggered":
                pat = ab.when
                d = self._before if pat.timing is Timing.BEFORE else self._triggers
                self._add(c, d.setdefault(pat.event, []), Listener(c, ab, pat, ab.origin, self.state.seq()))
            elif k == "replacement":
                self._add(c, self._replacements.setdefault(ab.when.event, []),
                          Listener(c, ab, ab.when, ab.origin, self.state.seq()))
            elif k == "static":
                self._register_static(c, ab, Listener(c, ab, None, ab.origin, self.state.seq()))
            elif k == "when_true":
                self._add(c, self._when_true, Listener(c, ab, None, ab.origin, self.state.seq()))
            elif k in ("on_play", "activated"):
                pass
            else:
                raise UnknownKind(f"ability kind {k!r} (origin {getattr(ab, 'origin', '?')})")

    def _static_containers(self, ab: Any) -> list[list[Listener]]:
        eff = ab.effect
        ek = eff.KIND
        if ek == "stat_bonus":
            self._dirty_all = True
            return [self._bonus.setdefault(eff.stat, [])]
        if ek == "cant":
            return [self._cants.setdefault(e, []) for e in eff.events]
        if ek == "must_target":
            return [self._must]
        if ek == "draw_limit":
            return [self._draw_limits]
        if ek == "no_play":
            return [self._no_play]
        if ek == "unaffected":
            self._dirty_all = True
            return [self._unaffected]
        if ek == "considered":
            self._dirty_all = True
            return [self._considered]
        if ek == "blank":
            self._dirty_all = True
            return [self._blank]
        if ek == "no_extra":
            return [self._no_extra]
        if ek == "player_power":
            return [self._player_power]
        raise UnknownKind(f"static effect kind {ek!r} (origin {ab.origin})")

    def _register_static(self, c: Card | None, ab: Any, l: Listener) -> list[list[Listener]]:
        containers = self._static_containers(ab)
        for container in containers:
            self._add(c, container, l)
        return containers

    def apply_static(self, p: Pending, eff: Any, duration: Duration) -> None:
        """A static effect created by an ability, for a duration (spec.Apply)."""
        ab = s.Static(origin=p.origin, effect=eff, label="")
        l = Listener(p.source, ab, None, p.origin, self.state.seq(), controller=p.controller)
        if eff.KIND == "blank" and eff.affects.KIND == "host" and p.source is not None:
            # the card the source is on, now: it stays cancelled if the source leaves play (or has
            # just left it: "destroy this action to cancel this base's ability")
            host = self.host_or_last(p.source)
            l.effect = frozenset((host.id,)) if host is not None else frozenset()
        containers = self._register_static(None, ab, l)
        self._temp_statics.append((l, containers, duration, p.controller, p.source))

    def _unregister(self, c: Card) -> bool:
        regs = self._reg.pop(c.id, None)
        if not regs:
            return False
        statics = False
        for container, l in regs:
            if l in container:
                container.remove(l)
            if l.ability is not None and l.ability.KIND == "static":
                statics = True
        return statics

    def _reregister(self, c: Card) -> None:
        """Control changed: listeners read the controller live, nothing to move."""
        self._dirty_all = True

    def _unregister_listener(self, l: Listener) -> None:
        for d in (self._triggers, self._before):
            lst = d.get(l.pattern.event)
            if lst and l in lst:
                lst.remove(l)

    def add_delayed(self, p: Pending, eff: s.Delay) -> None:
        """BH-521: a delayed effect waits for its condition, then is queued once."""
        l = Listener(p.source, None, eff.when, p.origin, self.state.seq(), once=True,
                     controller=p.controller, effect=eff.effect)
        d = self._before if eff.when.timing is Timing.BEFORE else self._triggers
        d.setdefault(eff.when.event, []).append(l)

    # ================================================================ uses / costs / resources

    def use_by_name(self, l: Listener, ev: Ev, ctrl: int) -> bool:
        """Triggered.once_per_name: one use per controller among the cards of one name, per turn
        or per triggering card (the scoring base). False (and traced) when already used."""
        per = getattr(l.ability, "once_per_name", None)
        if not per or l.card is None:
            return True
        key: tuple[Any, ...] = (l.card.spec.name, ctrl, self.state.turn)
        if per == "event":
            key += (ev.card.id if ev.card is not None else None, ev.card.moves if ev.card is not None else 0)
        if key in self._name_uses:
            self.trace.add(SKIPPED, l.origin, l.card.label, "one per name", (("per", per),))
            return False
        self._name_uses.add(key)
        return True

    def _use(self, c: Card, origin: str, key: tuple[Any, ...], limit: int | None) -> bool:
        used = c.uses.get(origin)
        n = used[1] if used is not None and used[0] == key + (c.moves,) else 0
        if limit is not None and n >= limit:
            return False
        c.uses[origin] = (key + (c.moves,), n + 1)
        return True

    def _take_resource(self, p: Player, what: str, amount: int, why: str) -> int:
        """Remove up to `amount`; for coins the player picks permanent or temporary ones one at a
        time (BH-522.5)."""
        if what != self.ruleset.coin_resource or not p.temp_coins:
            have = p.resources.get(what, 0)
            n = min(have, amount)
            p.resources[what] = have - n
            return n
        taken = 0
        for _ in range(amount):
            kinds: list[tuple[str, Any]] = []
            if p.resources.get(what, 0) > 0:
                kinds.append(("permanent", None))
            for t in p.temp_coins:
                if t.amount > 0:
                    kinds.append((f"temporary({t.duration.value})#{len(kinds)}", t))
            if not kinds:
                break
            i = self.ask(Choice.COINS, p.index, f"which coin to {why}", [k for k, _ in kinds])[0]
            t = kinds[i][1]
            if t is None:
                p.resources[what] -= 1
            else:
                t.amount -= 1
                if t.amount == 0:
                    p.temp_coins.remove(t)
            taken += 1
        return taken

    def _pay_costs(self, c: Card, ab: s.Activated, player: int) -> None:
        """BH-501.3: a payment has neither source nor target: rule events, origin rule:payment."""
        for cost in ab.costs:
            if cost.cost is s.CostKind.TAP_SELF:
                self.trace.add(COST, "rule:payment", c.label, "tap", (("for", ab.origin),))
                COMMIT[Event.TAP](self, Ev(Event.TAP, card=c, player=c.controller, origin="rule:payment"))
            elif cost.cost is s.CostKind.COINS:
                self.trace.add(COST, "rule:payment", c.label, "coins", (("amount", cost.amount), ("for", ab.origin)))
                self.propose(Ev(Event.PAY, player=player, amount=cost.amount,
                                what=self.ruleset.coin_resource or "coin", origin="rule:payment"))
            elif cost.cost is s.CostKind.PLAY:
                # SU-T2: "instead of your regular minion play": that play is used
                self.trace.add(COST, "rule:payment", c.label, "play", (("type", cost.card_type), ("for", ab.origin)))
                self.state.players[player].plays_left[cost.card_type] -= cost.amount
            elif cost.cost is s.CostKind.DISCARD:
                hand = self.zone(player, self.ruleset.hand_zone)
                ans = self.ask(Choice.DISCARD, player, "discard to pay", [h.label for h in hand],
                               min=cost.amount, max=cost.amount, origin=ab.origin)
                for i in ans:
                    self.trace.add(COST, "rule:payment", hand[i].label, "discard", (("for", ab.origin),))
                    self._relocate(hand[i], self.ruleset.discard_zone, hand[i].owner)
            else:
                raise UnknownKind(f"cost kind {cost.cost!r}")

    def _can_pay(self, c: Card, ab: s.Activated, player: int) -> str | None:
        for cost in ab.costs:
            if cost.cost is s.CostKind.TAP_SELF and c.tapped:
                return "a tapped card cannot pay (BH-506)"
            if cost.cost is s.CostKind.COINS and self.coins(player) < cost.amount:
                return "not enough coins"
            hand = self.state.zone_cards(player, self.ruleset.hand_zone)
            if cost.cost is s.CostKind.DISCARD and len(hand) < cost.amount:
                return "not enough cards in hand"
            if cost.cost is s.CostKind.PLAY and \
                    self.state.players[player].plays_left.get(cost.card_type or "", 0) < cost.amount:
                return f"no {cost.card_type} play left"
        return None

    # ================================================================ public actions

    def play_card(self, cid: int, *, base: int | None = None, on: int | None = None,
                  free: bool = False, resolve: bool = True) -> None:
        """Play a card from its owner's hand: pay, put it into play, declare its on-play
        abilities (those with no legal target are not declared, BH-502.9), resolve (SU-A1)."""
        c = self.state.cards[cid]
        rs = self.ruleset
        player = c.owner
        pl = self.state.players[player]
        ctype = c.spec.card_type
        grant = None
        counted = rs.plays_per_turn and not free and any(t == ctype for t, _ in rs.plays_per_turn)
        if c.zone != rs.hand_zone or (counted and pl.plays_left.get(ctype, 0) <= 0):
            # a restricted extra play ("an extra minion of power 2 or less from your discard pile")
            dest = base if base is not None else (self.state.cards[on].at if on is not None else None)
            grant = self._extra_play_for(pl, c, dest)
            if grant is None:
                if c.zone != rs.hand_zone:
                    raise NotDeclarable(f"{c.label} is in the {c.zone}: no extra play lets {pl.name} play it from there")
                raise NotDeclarable(f"{pl.name} has no {ctype} play left")
        if c.spec.play_on is not None:
            # "Play on a minion." / "Play on a base.": the card goes on a card that matches
            host = on if on is not None else base
            if host is None:
                raise NotDeclarable(f"{c.label} must be played on a card (its text says where)")
            if not self.matches(c.spec.play_on, self.state.cards[host], c, player):
                raise NotDeclarable(f"{c.label} cannot be played on {self.state.cards[host].label}")
            if base is not None and on is None and self.state.cards[base].spec.card_type == rs.base_type:
                on = None       # played on a base: it stays at that base
        dest = base if base is not None else (self.state.cards[on].at if on is not None else None)
        for l in self._no_play:
            eff = l.ability.effect
            src = l.card
            if self._blank and self.blanked(src):
                continue
            here = None if src is None else (src.id if src.spec.card_type == rs.base_type else src.at)
            if (here is not None and dest == here and relation(eff.by, player, l.ctrl())
                    and (not eff.card_types or ctype in eff.card_types)
                    and (eff.filter is None or self.matches(eff.filter, c, src, l.ctrl(), look_back=True))
                    and (eff.condition is None or self.condition(Pending(l.origin, src, l.ctrl() or 0, None),
                                                                 eff.condition))):
                if eff.per_turn is not None:
                    done = self._played_at.get((self.state.turn, player, here), ())
                    if sum(1 for t in done if not eff.card_types or t in eff.card_types) < eff.per_turn:
                        continue
                raise NotDeclarable(f"{c.label} cannot be played there ({l.origin})")
        why = self.in_play_limit(c, player)
        if why:
            raise NotDeclarable(f"{c.label}: {why}")
        cost = 0
        if rs.cost_stat and rs.coin_resource and not free:
            cost = self.value(c, rs.cost_stat)
            if self.coins(player) < cost:
                raise NotDeclarable(f"{c.label} costs {cost}, {pl.name} has {self.coins(player)}")
        t = rs.card_type(ctype)
        stays = t is None or t.in_play or on is not None or c.spec.play_on is not None or any(
            _works_in_play(a) for a in c.spec.abilities)
        if not stays and rs.targets_required:
            # a spell with no legal chain / target cannot be declared at all (BH-524.2, 502.9)
            for ab in c.spec.abilities:
                if ab.KIND == "on_play":
                    probe = Pending(ab.origin, c, player, ab.effect)
                    if not self._plan(probe, ab.effect, (), dry=True):
                        self.trace.add(NOT_DECLARED, ab.origin, c.label, "spell", (("rule", "BH-502.9/524.2"),))
                        raise NotDeclarable(f"{c.label}: no legal target or chain")
        if self._no_extra and (counted or grant is not None):
            # "… cannot play extra cards": a granted play, or a counted one beyond the normal ones
            normal = dict(rs.plays_per_turn).get(ctype, 0)
            barred = self.no_extra_for(player)
            if barred is not None and (grant is not None or pl.plays_made.get(ctype, 0) >= normal):
                raise NotDeclarable(f"{pl.name} cannot play extra cards ({barred.origin})")
        if counted and grant is None:
            pl.plays_made[ctype] = pl.plays_made.get(ctype, 0) + 1
        if grant is not None:
            pl.extra_plays.remove(grant)
            if grant.group is not None:         # "… with the same name": the rest of the group follow it
                for other in pl.extra_plays:
                    if other.group == grant.group:
                        other.name = c.spec.name
            self.trace.add(COST, "rule:extra-play", c.label, "extra play",
                           (("from", grant.zone),) + ((("granted_by", self.state.cards[grant.source].label),)
                                                      if grant.source is not None else ()))
        elif rs.plays_per_turn and not free and pl.plays_left.get(ctype, 0) > 0:
            pl.plays_left[ctype] -= 1
        if cost:
            self.trace.add(COST, "rule:payment", c.label, "coins", (("amount", cost),))
            self.propose(Ev(Event.PAY, player=player, amount=cost, what=rs.coin_resource or "coin",
                            origin="rule:payment"))
        self._play(c, player, base=base, on=on, stays=stays)
        if resolve:
            self.resolve()

    def new_grant_group(self) -> int:
        """A fresh id for extra plays granted together ("… with the same name")."""
        self._grant_groups += 1
        return self._grant_groups

    def _extra_play_for(self, pl: Any, c: Card, dest: int | None) -> Any:
        """The first restricted extra play of `pl` that this card, from its zone, onto `dest`
        may use; None if there is none."""
        for g in pl.extra_plays:
            if g.card_type != c.spec.card_type or g.zone != c.zone:
                continue
            if g.name is not None and c.spec.name != g.name:
                continue
            if g.base is not None and dest != g.base:
                continue
            if g.to is not None:
                src = self.state.cards.get(g.source) if g.source is not None else None
                if dest is None or not self._base_passes(g.to, self.state.cards[dest], src, g.controller, None):
                    continue
            if g.filter is not None:
                src = self.state.cards.get(g.source) if g.source is not None else None
                if not self.matches(attrs.evolve(g.filter, zone=c.zone), c, src, g.controller):
                    continue
            return g
        return None

    def _play(self, c: Card, player: int, *, base: int | None = None, on: int | None = None,
              stays: bool = True, by: Pending | None = None) -> None:
        rs = self.ruleset
        if stays:
            if rs.base_type and c.spec.card_type != rs.base_type and base is None and on is None:
                bases = [b for b in self.in_play() if b.spec.card_type == rs.base_type]
                if bases:
                    base = bases[self.ask(Choice.BASE, player, f"base for {c.label}", [b.label for b in bases])[0]].id
            if on is not None and base is None:
                base = self.state.cards[on].at
            self._relocate(c, rs.play_zone, None if rs.play_zone in rs.shared_zones else player)
            c.controller = player
            c.at = base
            if base is not None:            # plays onto a base this turn ("only one minion here each turn")
                key = (self.state.turn, player, base)
                self._played_at[key] = self._played_at.get(key, ()) + (c.spec.card_type,)
            if on is not None:
                c.attached_to = on
                self._attached.setdefault(on, []).append(c.id)
        else:
            self._relocate(c, rs.discard_zone, c.owner)
        origin = by.origin if by is not None else "game:play"
        if stays:
            self._check_unique(c)
        self.propose(Ev(Event.PLAY, card=c, player=player, origin=origin))
        if stays:
            self.propose(Ev(Event.ENTER, card=c, player=player, origin=origin))
        group = []
        # a card played by an ability that answered an event ("Special: Play after a base
        # scores. … there") does its text in that event's context: "there" is that base
        context = by.event if by is not None else None
        for ab in c.spec.abilities:
            if ab.KIND == "on_play":
                if ab.once_per_name is not None:
                    key: tuple[Any, ...] = (c.spec.name, player, self.state.turn)
                    if key in self._name_uses:
                        self.trace.add(SKIPPED, ab.origin, c.label, "one per name", (("per", ab.once_per_name),))
                        continue
                    # an ability under a condition that does not hold as the card is played is not used
                    if ab.effect.KIND != "if" or self.condition(Pending(ab.origin, c, player, ab.effect),
                                                                 ab.effect.condition):
                        self._name_uses.add(key)
                p = self.declare(ab.origin, ab.effect, c, player, event=context, label=ab.label or "on play")
                if p is not None:
                    group.append(p)
        # SU-A1: on-play abilities resolve immediately after the card is played
        self._flush()
        self.push(group)

    def activate(self, cid: int, index: int = 0, *, resolve: bool = True) -> None:
        """Declare an activated ability (the index-th of the card): source legality (BH-502.3),
        costs payable by open cards (BH-506), per-turn / per-phase limits (SU-A2), targets."""
        c = self.state.cards[cid]
        acts = [a for a in c.spec.abilities if a.KIND == "activated"]
        if index >= len(acts):
            raise GameError(f"{c.label} has no activated ability #{index}")
        ab = acts[index]
        player = c.controller
        if self.blanked(c):
            raise NotDeclarable(f"{c.label}: its abilities are cancelled")
        if c.zone != (ab.zone or self.ruleset.play_zone):
            if ab.zone is not None:
                raise NotDeclarable(f"{ab.origin}: {c.label} is not in the {ab.zone}")
            raise NotDeclarable(f"{c.label} is not in play (BH-502.3)")
        if ab.zone is not None and ab.zone == self.ruleset.set_aside_zone:
            why = self.in_play_limit(c, player) or self._why_not_playable(c, ab.effect, player)
            if why:
                raise NotDeclarable(f"{ab.origin}: {why}")
        if ab.your_turn_only and self.state.active != player:
            raise NotDeclarable(f"{ab.origin}: only on your turn")
        if ab.phase is not None and self.state.phase != ab.phase:
            raise NotDeclarable(f"{ab.origin}: only during {ab.phase}")
        why = self._can_pay(c, ab, player)
        if why:
            raise NotDeclarable(f"{ab.origin}: {why}")
        if ab.per_turn is not None:
            key = (self.state.turn, self.state.phase_index) if ab.phase is not None else (self.state.turn,)
            used = c.uses.get(ab.origin)
            if used is not None and used[0] == key + (c.moves,) and used[1] >= ab.per_turn:
                raise NotDeclarable(f"{ab.origin}: already used (SU-A2)")
        p = self.declare(ab.origin, ab.effect, c, player, label=ab.label or "activated")
        if p is None:
            raise NotDeclarable(f"{ab.origin}: no legal target (BH-502.9)")
        if ab.per_turn is not None:
            key = (self.state.turn, self.state.phase_index) if ab.phase is not None else (self.state.turn,)
            self._use(c, ab.origin, key, ab.per_turn)
        self._pay_costs(c, ab, player)
        self._flush()
        self.push([p])
        if resolve:
            self.resolve()

    def execute(self, effect: Any, *, controller: int = 0, source: int | None = None,
                origin: str = "script#0", resolve: bool = True) -> bool:
        """Declare and resolve an ad-hoc ability (scenarios, tests). False if not declarable."""
        src = self.state.cards[source] if source is not None else None
        p = self.declare(origin, effect, src, controller)
        if p is None:
            return False
        self._flush()
        self.push([p])
        if resolve:
            self.resolve()
        return True

    # ================================================================ Smash Up scoring

    def base_power(self, base: Card | int) -> int:
        b = base if isinstance(base, Card) else self.state.cards[base]
        if self._player_power:
            return sum(self.player_totals(b).values())
        return sum(self.value(c, "power") for c in self.in_play()
                   if c.at == b.id and c is not b and "power" in c.printed)

    def ready_bases(self) -> list[Card]:
        """Bases whose total power reached their breakpoint (one pass over the cards in play)."""
        bt = self.ruleset.base_type
        cards = self.in_play()
        power: dict[int, int] = {}
        for c in cards:
            at = c.at
            if at is not None and "power" in c.printed and c.spec.card_type != bt:
                power[at] = power.get(at, 0) + self.value(c, "power")
        if self._player_power:
            power = {b.id: sum(self.player_totals(b).values()) for b in cards if b.spec.card_type == bt}
        cants = self._cants.get(Event.SCORE)          # "This base cannot score"
        return [b for b in cards if b.spec.card_type == bt
                and power.get(b.id, 0) >= self.value(b, "breakpoint")
                and not (cants and self._cant_applies(cants, b, None))]

    def score_base(self, base: int, *, resolve: bool = True) -> bool:
        """Score a base (SU-G3): "before" abilities, ranking and VP, "after" abilities (the cards
        are still there), then every card on it goes to its owner's discard pile (not destroyed),
        the base to the bottom of the base deck and the top base of the base deck replaces it
        (SU-G4). `resolve=False` leaves the "after" abilities in the queue and the cards on the
        base; call `finish_scoring(base)` after resolving."""
        b = self.state.cards[base]
        ok = self.propose(Ev(Event.SCORE, card=b, cards=(b,), player=self.state.active, origin="rule:score"))
        if resolve:
            self.resolve()
            if ok:
                self.finish_scoring(base)
        return ok

    def finish_scoring(self, base: int) -> int | None:
        """The end of a scoring (SU-G4): discard what is left on the base, put the base on the
        bottom of the base deck, put the top base of the base deck where it was. Returns the new
        base's id (None when there is no base deck or it is empty)."""
        st = self.state
        rs = self.ruleset
        b = st.cards[base]
        if b.zone != rs.play_zone:
            return None
        here = [c for c in self.in_play() if c.at == b.id and c is not b]
        for c in here:
            if c.zone == rs.play_zone:
                self.trace.add(RULE, "rule:score", c.label, "discarded", (("base", b.label), ("rule", "SU-G4")))
                was, self._leave_cause = self._leave_cause, "score"
                try:
                    self._relocate(c, rs.discard_zone, c.owner)
                finally:
                    self._leave_cause = was
        for c in [c for c in self.in_play() if c.at == b.id and c is not b]:
            # a replacement ("… go to the discard pile, … instead") that left the card here: the
            # base leaves play, so the card goes to the discard pile after all
            self.trace.add(RULE, "rule:score", c.label, "discarded", (("base", b.label), ("why", "still here"),
                                                                        ("rule", "SU-G4")))
            self._leaving.add(c.id)
            try:
                self._relocate(c, rs.discard_zone, c.owner)
            finally:
                self._leaving.discard(c.id)
        if not rs.base_deck_zone:
            return None
        bases = st.zones[(None, rs.play_zone)] if rs.play_zone in rs.shared_zones else None
        pos = bases.index(b.id) if bases is not None else None
        self._relocate(b, rs.base_deck_zone, None, bottom=True)
        deck = st.zones[(None, rs.base_deck_zone)]
        new = st.cards[deck[-1]] if deck else None
        if new is None:
            return None
        self._relocate(new, rs.play_zone, None)
        if bases is not None and pos is not None:
            bases.remove(new.id)
            bases.insert(pos, new.id)
        self.trace.add(RULE, "rule:score", new.label, "replaces", (("base", b.label), ("rule", "SU-G4")))
        self.propose(Ev(Event.ENTER, card=new, player=st.active, origin="rule:score"))
        self.resolve()
        return new.id

    # ================================================================ the turn clock

    def begin_turn(self, player: int | None = None) -> None:
        st = self.state
        rs = self.ruleset
        if player is None:
            player = 0 if st.turn == 0 else (st.active + 1) % len(st.players)
        st.turn += 1
        st.active = player
        self._played_at.clear()
        for c in self.in_play():
            if c.owner is None:                          # a base: "you" is the current player
                c.controller = player
        st.phase_index = 0
        for pl in st.players:
            pl.draws_this_turn = 0
        self.log = []
        self.trace.add(TURN, "game:turn", "", "turn start", (("turn", st.turn), ("player", player)))
        self._expire(lambda m_ctrl, d: d is Duration.START_OF_YOUR_NEXT_TURN and m_ctrl == player)
        if rs.untap_at_turn_start:                       # BH-503.1: rule effect
            for c in self.in_play():
                if c.controller == player and c.tapped:
                    self.propose(Ev(Event.UNTAP, card=c, player=player, origin="rule:untap"))
        if rs.poison_counter:
            for c in self.in_play():
                n = c.counters.get(rs.poison_counter, 0)
                if n and c.controller == player:
                    self.propose(Ev(Event.WOUND, card=c, player=c.controller, amount=n, origin="rule:poison",
                                    cause="poison"))
        self.propose(Ev(Event.TURN_START, player=player, origin="game:turn"))
        self.resolve()
        self._enter_phase()

    def next_phase(self) -> None:
        st = self.state
        if st.phase_index + 1 >= len(self.ruleset.phases):
            raise GameError("no next phase: call end_turn()")
        st.phase_index += 1
        self._enter_phase()

    def _enter_phase(self) -> None:
        st = self.state
        rs = self.ruleset
        name = st.phase
        if not name:
            return
        self.trace.add(TURN, "game:turn", "", "phase", (("phase", name),))
        active = st.active
        pl = st.players[active]
        if name == rs.play_phase:
            pl.plays_left = dict(rs.plays_per_turn)
            pl.extra_plays = []
            pl.plays_made = {}
        if name == rs.income_phase and rs.coin_resource and rs.income:
            if rs.income_cap is None or self.coins(active) < rs.income_cap:     # BH-522.3
                self.propose(Ev(Event.GAIN, player=active, amount=rs.income, what=rs.coin_resource,
                                origin="rule:income", cause="income"))
            else:
                self.trace.add(RULE, "rule:income", "", "no coin", (("why", "10 or more coins"), ("rule", "BH-522.3")))
        if name == rs.score_phase:
            ready = self.ready_bases()
            scored: list[str] = []
            while ready:                             # the current player picks the order (SU-G3)
                if len(scored) >= self.max_scores:
                    raise LoopLimit(f"more than {self.max_scores} bases scored in one phase; last: "
                                    f"{', '.join(scored[-5:])}")
                i = self.ask(Choice.BASE, active, "which base scores next", [b.label for b in ready])[0]
                scored.append(ready[i].label)
                self.score_base(ready[i].id)
                ready = self.ready_bases()
        if name == rs.draw_phase and rs.draw_count:
            p = Pending("rule:draw", None, active, None)
            empty = not st.zone_cards(active, rs.deck_zone)
            self._draw(p, active, rs.draw_count, None, origin="rule:draw")
            if rs.hand_limit is not None:
                self.enforce_hand_limit(active)
            if empty and rs.deck_out_loss_after is not None:
                # BH-503.1: a player who cannot draw in this phase for the third time loses
                pl.deck_outs += 1
                self.trace.add(RULE, "rule:deck-out", "", "cannot draw", (("player", active),
                                                                          ("times", pl.deck_outs)))
                if pl.deck_outs >= rs.deck_out_loss_after and not pl.lost:
                    pl.lost = True
                    self.trace.add(RULE, "rule:deck-out", "", "player loses", (("player", active),
                                                                               ("rule", "BH-503")))
        self.propose(Ev(Event.PHASE_START, player=active, what=name, origin="game:turn"))
        self.resolve()

    def enforce_hand_limit(self, player: int) -> None:
        """SU-G5: after drawing, a player with more cards in hand than the limit discards down to
        it (they choose which); each is a discard event."""
        rs = self.ruleset
        if rs.hand_limit is None or len(self.state.zone_cards(player, rs.hand_zone)) <= rs.hand_limit:
            return
        hand = self.zone(player, rs.hand_zone)
        over = len(hand) - rs.hand_limit
        ans = self.ask(Choice.DISCARD, player, f"discard down to {rs.hand_limit} cards",
                       [h.label for h in hand], min=over, max=over, origin="rule:hand-limit")
        for i in ans:
            self.propose(Ev(Event.DISCARD, card=hand[i], player=player, origin="rule:hand-limit",
                            cause="hand_limit"))
        self.resolve()

    def end_turn(self) -> None:
        st = self.state
        if st.turn == 0:
            raise GameError("no turn in progress")
        self.propose(Ev(Event.TURN_END, player=st.active, origin="game:turn"))
        self.resolve()
        self._expire(lambda m_ctrl, d: d is Duration.END_OF_TURN)
        self.trace.add(TURN, "game:turn", "", "turn end", (("turn", st.turn),))
        self.check_winner()

    def check_winner(self) -> int | None:
        """SU-G7: at the end of a turn, if a player has at least `Ruleset.win_vp` VP, the player
        with the most VP wins; a tie for the most goes on (more turns) until it is broken. Also a
        game whose players all lost but one is over. Sets and returns `winner`."""
        if self.winner is not None:
            return self.winner
        st = self.state
        rs = self.ruleset
        alive = [p.index for p in st.players if not p.lost]
        if len(st.players) > 1 and len(alive) == 1:
            self.winner = alive[0]
        elif rs.win_vp is not None:
            vps = [self.resource(i, rs.vp_resource) for i in alive]
            best = max(vps, default=0)
            if best >= rs.win_vp and any(d.vp_per for d in rs.shared_decks):
                self._end_with_shared_decks(alive)
            elif best >= rs.win_vp and vps.count(best) == 1:
                self.winner = alive[vps.index(best)]
            elif best >= rs.win_vp:
                self.trace.add(RULE, "rule:game-end", "", "tie for the most VP: play on",
                               (("vp", best), ("rule", "SU-G7")))
        if self.winner is not None:
            self.trace.add(RULE, "rule:game-end", "", "winner", (("player", self.winner), ("rule", "SU-G7")))
        return self.winner

    def _end_with_shared_decks(self, alive: list[int]) -> None:
        """SU-M4: the game ends; each player loses 1 VP per `vp_per` shared-deck cards they own,
        the most VP wins, a tie goes to the one with fewer such cards; still tied: play on."""
        rs = self.ruleset
        owned = {i: sum(self.shared_owned(i, d.name) for d in rs.shared_decks if d.vp_per) for i in alive}
        final = {i: self.final_vp(i) for i in alive}
        for i in alive:
            self.trace.add(RULE, "rule:game-end", "", "final VP",
                           (("player", i), ("vp", final[i]), ("shared cards", owned[i]), ("rule", "SU-M4")))
        key = {i: (final[i], -owned[i]) for i in alive}
        best = max(key.values())
        top = [i for i in alive if key[i] == best]
        if len(top) == 1:
            self.winner = top[0]
        else:
            self.trace.add(RULE, "rule:game-end", "", "tie for the most VP: play on",
                           (("vp", best[0]), ("rule", "SU-M4")))

    @property
    def over(self) -> bool:
        return self.winner is not None

    def _expire(self, due: Any) -> None:
        """Rule effects: modifiers and temporary coins whose duration is over are removed (SU-A8,
        BH-503, BH-522.4: returned coins are not a loss)."""
        for c in self.in_play():
            if not c.modifiers:
                continue
            keep = []
            for m in c.modifiers:
                if due(m.controller, m.duration):
                    self.trace.add(EXPIRE, m.origin, c.label, "modifier", (("stat", m.stat), ("op", m.op.value),
                                                                           ("amount", m.amount)))
                    self._dirty_all = True
                else:
                    keep.append(m)
            c.modifiers[:] = keep
        for entry in list(self._temp_control):
            c, moves, before, duration, ctrl, origin = entry
            if due(ctrl, duration):
                self._temp_control.remove(entry)
                if c.moves == moves and c.zone == self.ruleset.play_zone and c.controller != before:
                    self.trace.add(EXPIRE, origin, c.label, "control returns", (("to", before), ("rule", "SU-A8")))
                    self.propose(Ev(Event.CONTROL, card=c, player=before, origin=origin, cause="expire"))
        for entry in list(self._temp_statics):
            l, containers, duration, ctrl, _src = entry
            if due(ctrl, duration):
                self._end_temp_static(entry, "duration over")
        for pl in self.state.players:
            for t in list(pl.lent_coins):
                if due(t.player, t.duration):
                    pl.lent_coins.remove(t)
                    pl.resources[self.ruleset.coin_resource or "coin"] = \
                        pl.resources.get(self.ruleset.coin_resource or "coin", 0) + t.amount
                    self.trace.add(EXPIRE, t.origin, "", "coins come back",
                                   (("player", pl.index), ("amount", t.amount), ("rule", "BH-522.4")))
            for t in list(pl.temp_coins):
                if due(t.player, t.duration):
                    pl.temp_coins.remove(t)
                    self.trace.add(EXPIRE, t.origin, "", "temporary coins",
                                   (("player", pl.index), ("amount", t.amount), ("rule", "BH-522.4")))
        self.check_rules()
        self.resolve()

    # ================================================================ draws (BH-527)

    def can_draw(self, player: int) -> bool:
        lim = self._draw_limit(player)
        return lim is None or self.state.players[player].draws_this_turn < lim

    def _draw_limit(self, player: int) -> int | None:
        lim = None
        for l in self._draw_limits:
            eff = l.ability.effect
            ctrl = l.ctrl()
            if self._blank and self.blanked(l.card):
                continue
            applies = (eff.who is Who.EACH_PLAYER or (eff.who is Who.YOU and player == ctrl)
                       or (eff.who is Who.EACH_OPPONENT and player != ctrl))
            if applies:
                lim = eff.per_turn if lim is None else min(lim, eff.per_turn)
        return lim

    def _draw(self, p: Pending, player: int, n: int, then: Any, origin: str, *, zone: str | None = None) -> int:
        """BH-527.2: the count may be replaced first, then the draws happen one at a time, each
        replaceable and limited on its own; follow-ups apply only to cards actually drawn.
        `zone`: a shared deck drawn from (SU-M2) instead of the player's deck."""
        src = p.source
        what = zone or ""
        ev = Ev(Event.DRAW_CARDS, player=player, amount=n, source=src.id if src else None,
                scontroller=p.controller, stype=p.stype, origin=origin, applied=p.applied, what=what)
        if not self.propose(ev):
            return 0
        drawn = 0
        for _ in range(ev.amount):
            if not self.can_draw(player):
                self.trace.add(SKIPPED, origin, "", "draw", (("player", player), ("why", "draw limit"),
                                                            ("rule", "BH-527.2.2")))
                continue
            one = Ev(Event.DRAW, player=player, amount=1, source=ev.source, scontroller=p.controller,
                     stype=p.stype, origin=origin, applied=p.applied, what=what)
            if not self.propose(one):
                if zone:
                    self.trace.add(SKIPPED, origin, "", "draw", (("player", player), ("why", f"empty {zone}"),
                                                                ("rule", "SU-M2")))
                elif one.card is None and not self.state.zone_cards(player, self.ruleset.deck_zone):
                    self.trace.add(SKIPPED, origin, "", "draw", (("player", player), ("why", "empty deck"),
                                                                ("rule", "BH-520.3")))
                continue
            drawn += 1
            if then is not None and one.card is not None:
                q = Pending(p.origin, src, p.controller, then, one, p.delayed, p.applied)
                if self._plan(q, then, ("then",), dry=True):
                    self._plan(q, then, ("then",), dry=False)
                    self.run(q, then, ("then",))
        return drawn


# ---- the tests of `Game.matches` after the zone and the card type: one per Filter field, in
# the order they are made (a stat test may ask a player which reset applies, so the order is kept)


def _t_controller(g: Game, f: s.Filter, c: Card, src: Card | None, ctrl: int | None, ev: Ev | None) -> bool:
    return relation(f.controller, c.controller, ctrl)


def _t_name(g: Game, f: s.Filter, c: Card, src: Card | None, ctrl: int | None, ev: Ev | None) -> bool:
    return c.spec.name == f.name


def _t_subtypes(g: Game, f: s.Filter, c: Card, src: Card | None, ctrl: int | None, ev: Ev | None) -> bool:
    return any(t in c.spec.subtypes for t in f.subtypes) \
        or bool(g._considered and any(g._considered_as(t, c) for t in f.subtypes))


def _t_family(g: Game, f: s.Filter, c: Card, src: Card | None, ctrl: int | None, ev: Ev | None) -> bool:
    return g.in_family(f.family, c)


def _t_other(g: Game, f: s.Filter, c: Card, src: Card | None, ctrl: int | None, ev: Ev | None) -> bool:
    # "another minion": not this one; "another base": not the one it is on
    return src is None or not (c is src or c.id == src.at)


def _t_has_element(g: Game, f: s.Filter, c: Card, src: Card | None, ctrl: int | None, ev: Ev | None) -> bool:
    return (c.spec.element is not None) == f.has_element


def _t_element(g: Game, f: s.Filter, c: Card, src: Card | None, ctrl: int | None, ev: Ev | None) -> bool:
    return c.spec.element == f.element


def _t_tapped(g: Game, f: s.Filter, c: Card, src: Card | None, ctrl: int | None, ev: Ev | None) -> bool:
    return c.tapped == f.tapped


def _t_keywords(g: Game, f: s.Filter, c: Card, src: Card | None, ctrl: int | None, ev: Ev | None) -> bool:
    return any(k in c.spec.keywords for k in f.keywords)


def _t_here(g: Game, f: s.Filter, c: Card, src: Card | None, ctrl: int | None, ev: Ev | None) -> bool:
    if src is None:
        return False
    base = src.id if src.spec.card_type == g.ruleset.base_type else src.at
    return base is not None and c.at == base


def _t_in_event(g: Game, f: s.Filter, c: Card, src: Card | None, ctrl: int | None, ev: Ev | None) -> bool:
    return ev is not None and c in ev.subjects()


def _t_not_names(g: Game, f: s.Filter, c: Card, src: Card | None, ctrl: int | None, ev: Ev | None) -> bool:
    return c.spec.name not in f.not_names


def _t_not_types(g: Game, f: s.Filter, c: Card, src: Card | None, ctrl: int | None, ev: Ev | None) -> bool:
    return c.spec.card_type not in f.not_types


def _t_on(g: Game, f: s.Filter, c: Card, src: Card | None, ctrl: int | None, ev: Ev | None) -> bool:
    return g._on_matches(f.on, c, src, ev)


def _t_base(g: Game, f: s.Filter, c: Card, src: Card | None, ctrl: int | None, ev: Ev | None) -> bool:
    return g._base_passes(f.base, c, src, ctrl, ev)


def _t_plays_on(g: Game, f: s.Filter, c: Card, src: Card | None, ctrl: int | None, ev: Ev | None) -> bool:
    po = c.spec.play_on
    return po is not None and f.plays_on in po.card_types


def _t_named_as_picked(g: Game, f: s.Filter, c: Card, src: Card | None, ctrl: int | None, ev: Ev | None) -> bool:
    raise GameError("a filter naming the chosen card was not evaluated for an ability (freeze)")


def _uses_removed(a: Any) -> bool:
    """Does the amount read `CountersRemoved` (known only once the steps before are done)?"""
    if a is None:
        return False
    if a.KIND == "counters_removed":
        return True
    return any(_uses_removed(getattr(a, f, None)) for f in ("left", "right"))


def _t_named_as_event(g: Game, f: s.Filter, c: Card, src: Card | None, ctrl: int | None, ev: Ev | None) -> bool:
    return ev is not None and any(o.spec.name == c.spec.name for o in ev.subjects())


def _t_name_as(g: Game, f: s.Filter, c: Card, src: Card | None, ctrl: int | None, ev: Ev | None) -> bool:
    return any(o is not c and o.spec.name == c.spec.name for o in g._candidates(f.name_as, src, ctrl, ev))


def _t_owner(g: Game, f: s.Filter, c: Card, src: Card | None, ctrl: int | None, ev: Ev | None) -> bool:
    return relation(f.owner, c.owner, ctrl)


def _t_attached(g: Game, f: s.Filter, c: Card, src: Card | None, ctrl: int | None, ev: Ev | None) -> bool:
    return (c.attached_to is not None) is f.attached


def _t_elsewhere(g: Game, f: s.Filter, c: Card, src: Card | None, ctrl: int | None, ev: Ev | None) -> bool:
    if src is None:
        return False
    base = src.id if src.spec.card_type == g.ruleset.base_type else src.at
    return c.at is not None and c.at != base


def _t_counters(g: Game, f: s.Filter, c: Card, src: Card | None, ctrl: int | None, ev: Ev | None) -> bool:
    return all(_CMP[t.cmp](c.counters.get(t.counter, 0), t.value) for t in f.counters)


def _t_stats(g: Game, f: s.Filter, c: Card, src: Card | None, ctrl: int | None, ev: Ev | None) -> bool:
    for t in f.stats:
        rhs = t.value if t.amount is None else \
            g.amount(Pending("", src, ctrl if ctrl is not None else g.state.active, None, ev), t.amount)
        have = c.printed.get(t.stat, 0) if t.printed else g.value(c, t.stat)
        if not _CMP[t.cmp](have, rhs):
            return False
    return True


_ANY = Controller.ANY

# (is the field set, its test), in the order of `Game.matches`
_FIELD_TESTS: tuple[tuple[Any, Any], ...] = (
    (lambda f: f.controller is not _ANY, _t_controller),
    (lambda f: f.name is not None, _t_name),
    (lambda f: bool(f.subtypes), _t_subtypes),
    (lambda f: f.family is not None, _t_family),
    (lambda f: f.other, _t_other),
    (lambda f: f.has_element is not None, _t_has_element),
    (lambda f: f.element is not None, _t_element),
    (lambda f: f.tapped is not None, _t_tapped),
    (lambda f: bool(f.keywords), _t_keywords),
    (lambda f: f.here, _t_here),
    (lambda f: f.in_event, _t_in_event),
    (lambda f: bool(f.not_names), _t_not_names),
    (lambda f: bool(f.not_types), _t_not_types),
    (lambda f: f.on is not None, _t_on),
    (lambda f: f.base is not None, _t_base),
    (lambda f: f.named_as_picked, _t_named_as_picked),
    (lambda f: f.plays_on is not None, _t_plays_on),
    (lambda f: f.named_as_event, _t_named_as_event),
    (lambda f: f.name_as is not None, _t_name_as),
    (lambda f: f.owner is not _ANY, _t_owner),
    (lambda f: f.attached is not None, _t_attached),
    (lambda f: f.elsewhere, _t_elsewhere),
    (lambda f: bool(f.counters), _t_counters),
    (lambda f: bool(f.stats), _t_stats),
)


@identity_cache
def _target_fields(eff: Any) -> tuple[str, ...]:
    """The fields of an effect (`TARGET_FIELDS`, in order) that hold a targeted selector."""
    return tuple(f for f in TARGET_FIELDS if (sel := getattr(eff, f, None)) is not None and sel.KIND == "target")


@identity_cache
def _filter_tests(f: s.Filter) -> tuple[Any, ...]:
    """The tests of the fields `f` sets (an empty field does not restrict), in order."""
    return tuple(test for is_set, test in _FIELD_TESTS if is_set(f))


_FILTER_TESTS = _filter_tests.values      # type: ignore[attr-defined]


def _pending_label(p: Pending) -> str:
    label = f"{p.source.label if p.source else '-'}:{p.origin}"
    if p.event is not None and p.event.card is not None and p.event.card is not p.source:
        label += f"<-{p.event.card.label}"
    return label


def _path_str(path: tuple[Any, ...]) -> str:
    return "" if not path else "[" + ".".join(str(x) for x in path) + "]"
