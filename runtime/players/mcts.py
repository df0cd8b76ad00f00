"""A Monte-Carlo player (issue 20): tries the best few answers of a decision in copies of the game.

`MonteCarloPlayer` answers a decision of its own by rollouts: for each candidate answer (the
`candidates` best by the heuristic player's ranking), `rollouts` copies of the game are branched
at this decision, given that answer, and played on by heuristic players for `horizon` more turns
(or to the end of the game); the answer whose copies end best for it on average is chosen (a win
counts `WIN`, otherwise `Board.evaluate`: VP margin plus the bases' expected VP margins).
Decisions with one candidate, kinds it does not search (`SEARCHED`) and rulesets without bases
are answered by the heuristic player.

How a copy is branched at a decision (the interpreter's call stack cannot be copied, so the copy
is replayed to it): the player keeps a snapshot, a copy of the game (the immutable
compiled cards and the ruleset are shared, not copied; `Snapshot`) taken at the start of the game (`bind`)
and again at each of its own play-phase decisions; a rollout copies the snapshot, resumes it
(`match.play_game`, or the rest of the play phase and the turn) and answers its decisions from
`Seats.log` (every answer given in the real game since the snapshot, by option label) up to this
decision; there the copy is *determinized* (each opponent's hand and deck shuffled together, every
deck shuffled, the game's random generator reseeded: the rollout knows no hidden card), gets the
candidate answer, and heuristic players take over. Same seed, same game, same answers: a
rollout is deterministic, and so is the player (its rollout seeds come from its own seed and the
decision's number).
"""

from __future__ import annotations

import io
import pickle
import random
from typing import Any

from .. import match
from ..choices import Choice, Decision, check_answer
from ..ruleset import Ruleset
from ..trace import Trace
from .heuristic import Board, HeuristicPlayer, order_of

SEARCHED = frozenset({Choice.PLAY, Choice.BASE, Choice.TARGETS, Choice.MAY, Choice.MODES})
WIN = 30.0


class _Stop(Exception):
    """The rollout reached its horizon (raised from its chooser, unwinding the copy's stack)."""


class _Diverged(Exception):
    """The replayed copy asked something the real game did not: the branch is abandoned."""


_IR: dict[type, bool] = {}


def _is_ir(t: type) -> bool:
    got = _IR.get(t)
    if got is None:
        got = _IR[t] = t.__module__.startswith("runtime.spec") or t is Ruleset
    return got


class _Pickler(pickle.Pickler):
    """Pickles a game, keeping the frozen IR (compiled cards, abilities, filters, the ruleset) out
    of the bytes: those are shared by every copy, by reference (`table`)."""

    def __init__(self, f: Any, table: dict[int, Any], game: Any) -> None:
        super().__init__(f, protocol=pickle.HIGHEST_PROTOCOL)
        self.table = table
        self.outside = {id(game.chooser): "chooser", id(game.trace): "trace"}

    def persistent_id(self, obj: Any) -> Any:
        if _is_ir(type(obj)):
            self.table[id(obj)] = obj
            return id(obj)
        return self.outside.get(id(obj))


class _Unpickler(pickle.Unpickler):
    def __init__(self, f: Any, table: dict[int, Any]) -> None:
        super().__init__(f)
        self.table = table

    def persistent_load(self, pid: Any) -> Any:
        if pid == "chooser":
            return None
        if pid == "trace":
            return Trace(enabled=False)
        return self.table[pid]


class Snapshot:
    """A game frozen at one moment (`Snapshot(game)`), from which `copy()` makes independent
    copies: no chooser, no trace, the frozen IR shared. The game must be between two actions (no
    ability being resolved), as it is at a decision of the play phase or before the first turn."""

    def __init__(self, game: Any) -> None:
        self.table: dict[int, Any] = {}
        f = io.BytesIO()
        _Pickler(f, self.table, game).dump(game)
        self.data = f.getvalue()

    def copy(self) -> Any:
        return _Unpickler(io.BytesIO(self.data), self.table).load()


class _Branch:
    """The rollout's chooser: replays the real game's answers, branches, then plays heuristically."""

    def __init__(self, game: Any, prefix: list[tuple[int, tuple[str, ...], tuple[int, ...]]],
                 answer: tuple[int, ...], me: int, seed: int, stop_turn: int) -> None:
        self.game = game
        self.prefix = prefix
        self.i = 0
        self.answer = answer
        self.me = me
        self.seed = seed
        self.stop_turn = stop_turn
        self.players: list[HeuristicPlayer] | None = None

    def choose(self, d: Decision) -> tuple[int, ...]:
        if self.players is not None:
            if self.game.state.turn > self.stop_turn:
                raise _Stop()
            return self.players[d.player].choose(d)
        if self.i < len(self.prefix):
            player, options, ans = self.prefix[self.i]
            self.i += 1
            if player != d.player:
                raise _Diverged()
            if options == d.options:
                return ans
            try:            # a play phase resumed in the copy may offer an option refused before
                return tuple(d.options.index(options[j]) for j in ans)
            except ValueError:
                raise _Diverged() from None
        determinize(self.game, self.me, random.Random(self.seed))
        self.players = []
        for p in range(len(self.game.players)):
            h = HeuristicPlayer(self.seed * 7 + p)
            h.bind(self.game)
            self.players.append(h)
        return self.answer


def determinize(game: Any, me: int, rng: random.Random) -> None:
    """Forget what `me` cannot know: each opponent's hand and deck shuffled together (the hand
    keeps its size), every deck and the shared decks shuffled, the game's generator reseeded."""
    st = game.state
    rs = game.ruleset
    for p in range(len(game.players)):
        deck = st.zone_cards(p, rs.deck_zone)
        if p != me:
            hand = st.zone_cards(p, rs.hand_zone)
            pool = list(hand) + list(deck)
            rng.shuffle(pool)
            new_hand = set(pool[:len(hand)])
            out = [i for i in hand if i not in new_hand]
            into = [i for i in deck if i in new_hand]
            for a, b in zip(out, into):
                game.relocate(st.cards[a], rs.deck_zone, p)
                game.relocate(st.cards[b], rs.hand_zone, p)
        rng.shuffle(st.zone_cards(p, rs.deck_zone))
    for zone in {rs.base_deck_zone, *(d.zone for d in rs.shared_decks)} - {None}:
        rng.shuffle(st.zone_cards(None, zone))
    st.rng.seed(rng.randrange(2 ** 32))


class MonteCarloPlayer:
    """See the module's doc. `rollouts` per candidate, `candidates` answers tried per decision,
    `horizon` turns played after the current one (0: to the end of the game)."""

    def __init__(self, seed: int = 0, rollouts: int = 6, candidates: int = 3, horizon: int = 2) -> None:
        self.seed = seed
        self.rollouts = rollouts
        self.candidates = candidates
        self.horizon = horizon
        self.heuristic = HeuristicPlayer(seed)
        self.game: Any = None
        self._snap: tuple[Snapshot, int, str] | None = None   # (snapshot, len(Seats.log) then, "start" / "play")
        self.asked = 0
        self.searched = 0
        self.rollouts_run = 0
        self.failed = 0

    def bind(self, game: Any) -> None:
        self.game = game
        self.heuristic.bind(game)
        self._snap = None
        if game.decisions == 0 and game.state.turn == 0 and game.ruleset.base_type is not None:
            self._snap = (Snapshot(game), 0, "start")

    def choose(self, d: Decision) -> tuple[int, ...]:
        g = self.game
        self.asked += 1
        if g is None or g.ruleset.base_type is None or d.kind not in SEARCHED or self.rollouts <= 0:
            return self.heuristic.choose(d)
        log = getattr(g.chooser, "log", None)
        if log is None:
            return self.heuristic.choose(d)
        top = (d.kind is Choice.PLAY and d.origin == "game:play" and g.state.phase == g.ruleset.play_phase
               and d.player == g.state.active)
        if top:
            self._snap = (Snapshot(g), len(log), "play")
        ranked = self.heuristic.rank(d)
        if not ranked or self._snap is None:
            return self.heuristic.choose(d)
        cands = []
        for a in order_of(ranked):
            try:
                cands.append(check_answer(d, a))
            except Exception:
                continue
            if len(cands) >= self.candidates:
                break
        if len(cands) < 2:
            return cands[0] if cands else self.heuristic.choose(d)
        self.searched += 1
        snap, at, how = self._snap
        prefix = log[at:]
        best, best_score = cands[0], None
        for k, a in enumerate(cands):
            total, n = 0.0, 0
            for r in range(self.rollouts):
                seed = hash((self.seed, self.asked, r)) & 0x7FFFFFFF
                got = self._rollout(snap, how, prefix, a, d.player, seed)
                if got is not None:
                    total += got
                    n += 1
            if n == 0:
                continue
            score = total / n - 1e-6 * k      # ties: the heuristic's order
            if best_score is None or score > best_score:
                best, best_score = a, score
        return best

    def _rollout(self, snap: Snapshot, how: str, prefix: list[Any], answer: tuple[int, ...], me: int,
                 seed: int) -> float | None:
        g = snap.copy()
        turn = self.game.state.turn
        stop = turn + self.horizon if self.horizon > 0 else 1 << 30
        br = _Branch(g, prefix, answer, me, seed, stop)
        g.chooser = br
        self.rollouts_run += 1
        try:
            if how == "play":
                match.play_phase(g)
                rs = g.ruleset
                while g.state.phase_index + 1 < len(rs.phases):
                    g.next_phase()
                    if g.state.phase == rs.play_phase:
                        match.play_phase(g)
                g.end_turn()
            while g.winner is None and g.state.turn <= stop and g.state.turn < 200:
                match.play_turn(g)
        except _Stop:
            pass
        except _Diverged:
            self.failed += 1
            return None
        except Exception:           # a rule error in the copy: this branch says nothing
            self.failed += 1
            return None
        if br.players is None:      # never reached the decision
            self.failed += 1
            return None
        if g.winner is not None:
            return WIN if g.winner == me else -WIN
        return Board(g).evaluate(me)
