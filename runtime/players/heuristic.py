"""A heuristic Smash Up player (issue 20): plays to win bases, not at random.

`HeuristicPlayer` answers every decision through the chooser protocol (an index into
`Decision.options`), reading the game it is seated in (`bind(game)`) only through what a player
sees: the cards in play (bases, minions, their current power), the VP, the breakpoints, its own
hand and the sizes of the other hands. It never looks at a deck's order or another player's hand.

What it does, in words:

- plays rather than passes: in the play phase it ranks the options (an action that grants extra
  plays, draws cards or gains VP first, minions next, talents and the other actions after them)
  and ends the phase only when nothing else is offered;
- a minion goes to the base where it adds most to its expected VP less the best opponent's
  (`Board.expected`: the VP of a player's rank at the base, weighted by how close the base is to
  its breakpoint; a base that would score with the player first counts in full);
- an effect that harms (destroy, return to hand, a power loss, a move away, …) targets the
  minion of an opponent that is worth most to them, preferring the leader's; an effect that helps
  (counters, a power gain, an action played on a minion) targets its own minion where it
  matters most; "you may" is declined when its target turned out to be its own card;
- a card given to a player, a look at a hand: the opponent with the most VP; modes: draw when the
  hand is short, extra plays when it holds actions, a Madness card back to its deck;
- discards: Madness cards first, then the weakest cards.

A ruleset without bases (Berserk) is answered by a `RandomChooser` (legal, never an error);
so is any answer this module would get wrong (`check_answer` is tried first).
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from ..choices import Choice, Decision, IllegalChoice, RandomChooser, check_answer
from ..state import Card

# effect kinds that hurt the cards they target (any other kind helps them, but a `modify` that subtracts)
HARM = frozenset({"destroy", "return_to_hand", "discard", "discard_cards", "shuffle_into_deck", "remove_counters",
                  "wound", "shoot", "tap", "stun", "poison", "reduce_lives", "gain_control", "swap_base"})
END = "end phase"


def card_id(label: str) -> int | None:
    """The id in a card option's label ("Name#12", "play Name#12 from discard pile")."""
    i = label.rfind("#")
    if i < 0:
        return None
    j = i + 1
    while j < len(label) and label[j].isdigit():
        j += 1
    return int(label[i + 1:j]) if j > i + 1 else None


def effect_kinds(obj: Any, out: dict[str, int] | None = None, depth: int = 0) -> dict[str, int]:
    """The effect kinds in an ability's effect tree: kind -> +1 / -1 (a `modify` by a negative
    amount (a subtraction) is -1, a harm kind is -1,
    anything else +1)."""
    if out is None:
        out = {}
    if depth > 12 or obj is None or isinstance(obj, (str, int, float, bool)):
        return out
    if isinstance(obj, (tuple, list)):
        for x in obj:
            effect_kinds(x, out, depth + 1)
        return out
    kind = getattr(obj, "KIND", None)
    if kind is None or not hasattr(obj, "__attrs_attrs__"):
        return out
    if hasattr(type(obj), "EVENTS") or kind in ("choose", "may", "sequence", "if", "pick", "then"):
        sign = -1 if kind in HARM else 1
        if kind == "modify":
            amt = getattr(obj, "amount", None)
            value = amt.value if getattr(amt, "KIND", "") == "const" else 1
            op = getattr(getattr(obj, "op", None), "value", "add")
            if (op == "sub") == (value >= 0) and value != 0 and op in ("add", "sub"):
                sign = -1
        out[kind] = min(out.get(kind, sign), sign)
    for a in obj.__attrs_attrs__:
        v = getattr(obj, a.name)
        if a.name in ("effect", "effects", "modes", "then", "otherwise", "first", "second", "with_picked", "instead"):
            effect_kinds(v, out, depth + 1)
    return out


class Board:
    """What a player sees of the bases: for each base, its breakpoint, its VP by rank and each
    player's power there (`Game.value`, so every ongoing bonus counts)."""

    def __init__(self, game: Any) -> None:
        self.game = game
        rs = game.ruleset
        bt = rs.base_type
        cards = game.in_play()
        self.bases = [c for c in cards if c.spec.card_type == bt]
        self.power: dict[int, dict[int, int]] = {b.id: {} for b in self.bases}
        self.minions: dict[int, list[Card]] = {b.id: [] for b in self.bases}
        for c in cards:
            if c.at in self.power and "power" in c.printed and c.spec.card_type != bt:
                pw = game.value(c, "power")
                d = self.power[c.at]
                d[c.controller] = d.get(c.controller, 0) + pw
                self.minions[c.at].append(c)
        self.n = len(game.players)

    def vp(self, b: Card) -> tuple[int, int, int]:
        v = self.game.value
        return (v(b, "vp"), v(b, "vp2"), v(b, "vp3"))

    def expected(self, b: Card, power: dict[int, int]) -> dict[int, float]:
        """Each player's expected VP from the base: the VP of their rank (ties share the higher
        one) times how far the base is to its breakpoint, squared; 1 once it reaches it."""
        bp = max(1, self.game.value(b, "breakpoint"))
        total = sum(power.values())
        progress = 1.0 if total >= bp else (total / bp) ** 2
        vps = self.vp(b)
        ranked = sorted((p for p in power.items() if p[1] > 0), key=lambda kv: -kv[1])
        out: dict[int, float] = {}
        rank = 0
        prev = None
        for i, (pl, pw) in enumerate(ranked):
            if pw != prev:
                rank = i
                prev = pw
            out[pl] = (vps[rank] if rank < 3 else 0) * progress
        return out

    def margin(self, b: Card, power: dict[int, int], me: int) -> float:
        """My expected VP at the base less the best opponent's."""
        e = self.expected(b, power)
        best = max((v for p, v in e.items() if p != me), default=0.0)
        return e.get(me, 0.0) - best

    def with_power(self, b: Card, player: int, delta: int) -> dict[int, int]:
        d = dict(self.power[b.id])
        d[player] = d.get(player, 0) + delta
        return d

    def place_gain(self, b: Card, player: int, pw: int, me: int) -> float:
        """How much `pw` more power for `player` at `b` changes my margin there."""
        return self.margin(b, self.with_power(b, player, pw), me) - self.margin(b, self.power[b.id], me)

    def evaluate(self, me: int) -> float:
        """A position's worth to `me`: VP less the best opponent's VP, plus the bases' margins."""
        g = self.game
        vp = g.ruleset.vp_resource
        mine = g.resource(me, vp)
        other = max((g.resource(p, vp) for p in range(self.n) if p != me), default=0)
        return mine - other + sum(self.margin(b, self.power[b.id], me) for b in self.bases)


class HeuristicPlayer:
    """A Smash Up player that plays to win (see the module's doc). `bind(game)` seats it in a
    game (`runtime.players.seat` does it for every seat); `rng` breaks ties, seeded."""

    def __init__(self, seed: int = 0) -> None:
        self.seed = seed
        self.rng = random.Random(seed)
        self.random = RandomChooser(seed ^ 0x5EED, play_end=0.05)
        self.game: Any = None
        self._abilities: dict[str, Any] = {}
        self._kinds: dict[str, dict[str, int]] = {}
        self._targeted: dict[str, bool] = {}      # origin -> the last card it targeted was its own
        self._last_moved: dict[str, Card] = {}    # origin -> the minion it chose to move

    def bind(self, game: Any) -> None:
        self.game = game
        self._abilities = {}
        self._kinds = {}
        self._targeted = {}
        self._last_moved = {}

    # ---------------------------------------------------------------- the protocol

    def choose(self, d: Decision) -> tuple[int, ...]:
        g = self.game
        if g is None:
            raise RuntimeError("a heuristic player reads the game it plays: seat it with "
                               "runtime.players.seat(game, players) (or call its bind(game)) first")
        if g.ruleset.base_type is None:
            return self.random.choose(d)
        try:
            ans = self.answer(d)
            if ans is not None:
                return check_answer(d, ans)
        except (IllegalChoice, KeyError, ValueError, IndexError, AttributeError, TypeError):
            pass
        return self.random.choose(d)

    def answer(self, d: Decision) -> tuple[int, ...] | None:
        ranked = self.rank(d)
        if ranked is None:
            return None
        return ranked[0][1]

    def rank(self, d: Decision) -> list[tuple[float, tuple[int, ...]]] | None:
        """The answers this player considers, best first, with their scores (None: no opinion;
        the caller answers at random). A one-pick decision lists every option."""
        k = d.kind
        if k is Choice.PLAY:
            return self._sorted([(self.play_score(d, o), (i,)) for i, o in enumerate(d.options)])
        if k is Choice.BASE:
            return self._sorted(self.base_scores(d))
        if k is Choice.TARGETS and d.max >= 1 and d.min <= 1:
            sc = self.target_scores(d)
            if d.min == 0:
                sc.append((0.0, ()))
            return self._sorted(sc)
        if k is Choice.MAY:
            harmful_own = self._targeted.get(d.origin, False) and self._harmful(d.origin)
            return [(1.0, (1,)), (0.0, (0,))] if harmful_own else [(1.0, (0,)), (0.0, (1,))]
        if k is Choice.MODES and d.min == d.max == 1:
            return self._sorted([(self.mode_score(d, o), (i,)) for i, o in enumerate(d.options)])
        if k is Choice.DISCARD:
            keep = sorted(range(len(d.options)), key=lambda i: (self.keep_score(d.options[i]), i))
            return [(0.0, tuple(keep[:d.min]))]
        if k is Choice.AMOUNT:
            return [(0.0, (len(d.options) - 1,))]
        if k is Choice.PLAYER and d.max == 1:
            return self._sorted([(self._player_score(d.player, o), (i,)) for i, o in enumerate(d.options)])
        if k is Choice.POSITION:
            return [(0.0, (0,))]
        if k is Choice.SEARCH and d.max >= 1:
            best = sorted(range(len(d.options)), key=lambda i: -self.keep_score(d.options[i]))
            return [(0.0, tuple(best[:max(d.min, min(d.max, len(best)))]))]
        if k in (Choice.ORDER, Choice.REPLACEMENT, Choice.RESET, Choice.COINS):
            n = max(d.min, min(d.max, len(d.options)))
            return [(0.0, tuple(range(n)))]
        return None

    def _sorted(self, scored: list[tuple[float, tuple[int, ...]]]) -> list[tuple[float, tuple[int, ...]]]:
        # ties broken by the seeded rng (one draw per option: deterministic per seed)
        keyed = [(s, self.rng.random(), a) for s, a in scored]
        keyed.sort(key=lambda t: (-t[0], t[1]))
        return [(s, a) for s, _r, a in keyed]

    # ---------------------------------------------------------------- reading the game

    def _card(self, label: str) -> Card | None:
        cid = card_id(label)
        return self.game.state.cards.get(cid) if cid is not None else None

    def _ability(self, origin: str) -> Any:
        ab = self._abilities.get(origin)
        if ab is None and origin and "#" in origin:
            slug, _, idx = origin.rpartition("#")
            for c in self.game.state.cards.values():
                if c.spec.slug == slug:
                    try:
                        ab = c.spec.abilities[int(idx)]
                    except (ValueError, IndexError):
                        ab = None
                    break
            self._abilities[origin] = ab
        return ab

    def _kinds_of(self, origin: str) -> dict[str, int]:
        got = self._kinds.get(origin)
        if got is None:
            ab = self._ability(origin)
            got = effect_kinds(getattr(ab, "effect", None)) if ab is not None else {}
            self._kinds[origin] = got
        return got

    def _spec_kinds(self, c: Card) -> dict[str, int]:
        out: dict[str, int] = {}
        for ab in c.spec.abilities:
            for k, v in self._kinds_of(ab.origin).items():
                out[k] = min(out.get(k, v), v)
        return out

    def _harmful(self, origin: str) -> bool:
        return any(v < 0 for v in self._kinds_of(origin).values())

    def _power(self, c: Card) -> int:
        g = self.game
        if c.zone == g.ruleset.play_zone:
            return g.value(c, "power")
        return c.printed.get("power", 0)

    def _vp(self, p: int) -> int:
        return self.game.resource(p, self.game.ruleset.vp_resource)

    # ---------------------------------------------------------------- the play phase

    def play_score(self, d: Decision, label: str) -> float:
        if label == END:
            return 0.0
        c = self._card(label)
        if c is None:
            return 1.0
        me = d.player
        if label.startswith("activate "):
            kinds = self._spec_kinds(c)
            return 45.0 + (20.0 if "draw" in kinds else 0.0)
        if c.spec.card_type == "minion":
            return 50.0 + c.printed.get("power", 0)
        kinds = self._spec_kinds(c)
        g = self.game
        shared = {x.name for x in g.ruleset.shared_decks}
        if c.spec.name in shared:
            return 35.0                     # a Madness card: draw or send it back
        hand = [g.state.cards[i] for i in g.state.zone_cards(me, g.ruleset.hand_zone)]
        if "play_extra" in kinds:
            return 80.0
        if "draw" in kinds:
            return 60.0 + (5.0 if len(hand) <= 3 else 0.0)
        if "gain" in kinds:
            return 55.0
        if "move" in kinds and any(h.spec.name in shared for h in hand):
            return 40.0                     # (a Madness card given away, put back)
        if any(v < 0 for v in kinds.values()):
            return 45.0
        if "modify" in kinds or "place_counters" in kinds:
            return 30.0                     # after the minions it may pump
        return 20.0

    # ---------------------------------------------------------------- bases

    def base_scores(self, d: Decision) -> list[tuple[float, tuple[int, ...]]]:
        me = d.player
        board = Board(self.game)
        bases = [self._card(o) for o in d.options]
        if d.prompt.startswith("which base scores"):
            return [(board.margin(b, board.power[b.id], me) if b else 0.0, (i,)) for i, b in enumerate(bases)]
        mover = self._card(d.prompt[len("base for "):]) if d.prompt.startswith("base for ") else None
        return [(self._placement(board, b, mover, me), (i,)) for i, b in enumerate(bases)]

    def _placement(self, board: Board, b: Card | None, c: Card | None, me: int) -> float:
        if b is None or b.id not in board.power:
            return -1e9
        if c is None:
            return board.margin(b, board.power[b.id], me)
        pw = self._power(c)
        owner = c.controller if c.zone == self.game.ruleset.play_zone else c.owner
        if owner is None:
            owner = me
        gain = board.place_gain(b, owner, pw, me) if pw else 0.0
        if c.zone == self.game.ruleset.play_zone and c.at in board.power and c.at != b.id:
            src = self.game.state.cards[c.at]
            gain += board.place_gain(src, owner, -pw, me)
        if pw == 0 and owner == me:
            gain = board.margin(b, board.power[b.id], me) * 0.1   # an action kept on a base
        return gain

    # ---------------------------------------------------------------- targets

    def target_scores(self, d: Decision) -> list[tuple[float, tuple[int, ...]]]:
        me = d.player
        g = self.game
        board = Board(g)
        rs = g.ruleset
        opts = [self._card(o) for o in d.options]
        prompt = d.prompt
        if prompt.startswith("card to play ") or prompt.startswith("where "):
            what = self._card(prompt.split(" ")[3] if prompt.startswith("card") else prompt.split(" ")[1])
            harm = what is not None and any(v < 0 for v in self._spec_kinds(what).values())
            return [(self._target_value(board, c, me, harm, help_base=True), (i,)) for i, c in enumerate(opts)]
        if prompt.startswith("an extra card to play"):
            return [((self.play_score(d, "play " + o) if c else 0.0), (i,)) for i, (o, c) in enumerate(zip(d.options, opts))]
        kind = prompt[len("targets for "):].split(" ")[0] if prompt.startswith("targets for ") else ""
        kinds = self._kinds_of(d.origin)
        if kind == "move":
            last = self._last_moved.get(d.origin)
            if all(c is not None and c.spec.card_type == rs.base_type for c in opts) and last is not None:
                return [(self._placement(board, c, last, me), (i,)) for i, c in enumerate(opts)]
            harm = True
        elif kind == "pick":
            harm = any(v < 0 for k, v in kinds.items() if k != "pick")
        elif kind:
            harm = kinds.get(kind, 1) < 0 or kind in HARM
        else:
            harm = self._harmful(d.origin)
        scored = [(self._target_value(board, c, me, harm), (i,)) for i, c in enumerate(opts)]
        best = max(scored, key=lambda t: t[0], default=None)
        if best is not None and best[1]:
            c = opts[best[1][0]]
            if c is not None and c.spec.card_type != rs.base_type:
                self._targeted[d.origin] = c.controller == me
                if kind == "move":
                    self._last_moved[d.origin] = c
        return scored

    def _target_value(self, board: Board, c: Card | None, me: int, harm: bool, help_base: bool = False) -> float:
        if c is None:
            return -1e6
        g = self.game
        if c.spec.card_type == g.ruleset.base_type:
            if c.id not in board.power:
                return 0.0
            pw = board.power[c.id]
            mine = pw.get(me, 0)
            other = max((v for p, v in pw.items() if p != me), default=0)
            if harm:
                return sum(v for p, v in pw.items() if p != me) - 1.5 * mine
            bp = max(1, g.value(c, "breakpoint"))
            return (mine - other) + 5.0 * min(1.0, sum(pw.values()) / bp) + (0.5 if mine else 0.0)
        own = c.controller == me
        pw = self._power(c) if "power" in c.printed else 0
        if c.at in board.power:
            b = g.state.cards[c.at]
            swing = board.place_gain(b, c.controller, -pw, me) if pw else 0.0
        else:
            b = None
            swing = 0.0
        leader = 0.3 * self._vp(c.controller) if not own else 0.0
        if harm:
            # removing it: the change in my margin (positive for an opponent's minion)
            return (swing + 0.1 * pw + leader) if not own else (swing - 2.0 - 0.1 * pw)
        # helping it: what one more power there is worth to me
        if b is not None:
            gain = board.place_gain(b, c.controller, 1, me)
        else:
            gain = 0.0
        return (gain + 1.0 + 0.05 * pw) if own else (gain - 2.0)

    # ---------------------------------------------------------------- the rest

    def mode_score(self, d: Decision, label: str) -> float:
        g = self.game
        me = d.player
        name = label.split(":", 1)[-1]
        hand = [g.state.cards[i] for i in g.state.zone_cards(me, g.ruleset.hand_zone)]
        actions = sum(1 for c in hand if c.spec.card_type == "action")
        if name == "draw":
            return 3.0 if len(hand) < 6 else 1.0
        if name == "play_extra":
            return 1.0 + actions
        if name == "move" and d.origin.split("#")[0].endswith("/madness"):
            return 4.0                      # a Madness card back to its deck: no VP lost for it
        return 2.0

    def keep_score(self, label: str) -> float:
        """How much a card in hand is worth keeping (discards take the lowest)."""
        c = self._card(label)
        if c is None:
            return 0.0
        if c.spec.name in {x.name for x in self.game.ruleset.shared_decks}:
            return -5.0
        if c.spec.card_type == "minion":
            return 2.0 + c.printed.get("power", 0)
        kinds = self._spec_kinds(c)
        return 3.0 + (2.0 if "play_extra" in kinds or "draw" in kinds or "gain" in kinds else 0.0)

    def _player_score(self, me: int, label: str) -> float:
        for p in self.game.players:
            if p.name == label:
                return -100.0 if p.index == me else float(self._vp(p.index))
        return 0.0


def order_of(scored: Sequence[tuple[float, tuple[int, ...]]]) -> list[tuple[int, ...]]:
    """The answers of a `rank` list, in order, each once."""
    seen: set[tuple[int, ...]] = set()
    out = []
    for _s, a in scored:
        if a not in seen:
            seen.add(a)
            out.append(a)
    return out
