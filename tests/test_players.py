"""Players better than random (issue 20): the heuristic and Monte-Carlo players answer legally,
play the same game for the same seed, win more than random play, and the Monte-Carlo player's
search finds a winning move (runtime/players, docs/runtime.md "Players")."""

from __future__ import annotations

import random
from pathlib import Path

import pytest
from test_runtime_cards import minion
from test_runtime_game import su_base

from dsl import fuzz as df
from runtime import SMASHUP, Game
from runtime import fuzz as rf
from runtime import match
from runtime.choices import Choice, Decision, check_answer
from runtime.players import PLAYERS, HeuristicPlayer, MonteCarloPlayer, make_player, seat
from runtime.players import heuristic as H
from runtime.players.mcts import Snapshot

ROOT = Path(__file__).resolve().parent.parent


@pytest.fixture(scope="module")
def shipped() -> df.Loaded:
    return df.load_sets(sorted((ROOT / "cardsets/smashup").glob("*.cards")), [], None)


class Checked:
    """Wraps a player: every answer must be legal (check_answer raises otherwise)."""

    def __init__(self, inner) -> None:
        self.inner = inner
        self.kinds: set[Choice] = set()

    def bind(self, game) -> None:
        if hasattr(self.inner, "bind"):
            self.inner.bind(game)

    def choose(self, d: Decision):
        self.kinds.add(d.kind)
        return check_answer(d, self.inner.choose(d))


def play(ld: df.Loaded, players, seed: int, max_turns: int = 200):
    decks = rf.deal_decks(ld.cards, 2, 40, random.Random(seed))
    g = Game(ld.ruleset, ("P1", "P2"), seed=seed, trace=False)
    match.setup(g, decks, ld.bases, ld.shared)
    seats = seat(g, players)
    return match.play_game(g, max_turns), g, seats


def test_the_registry_has_the_three_players():
    assert {"random", "heuristic", "mcts"} <= set(PLAYERS)
    assert isinstance(make_player("heuristic", 3), HeuristicPlayer)
    assert isinstance(make_player("mcts", 3), MonteCarloPlayer)
    with pytest.raises(ValueError, match="heuristic"):
        make_player("nobody")


def test_heuristic_answers_every_decision_itself_and_legally(shipped, monkeypatch):
    """Its own answer (not the random fallback) is legal for every decision of whole games."""
    fallbacks = []
    real = H.HeuristicPlayer.answer

    def answer(self, d):
        got = real(self, d)
        if got is None:
            fallbacks.append(d.kind)
        else:
            check_answer(d, got)
        return got

    monkeypatch.setattr(H.HeuristicPlayer, "answer", answer)
    kinds: set[Choice] = set()
    for seed in range(6):
        a, b = Checked(HeuristicPlayer(seed)), Checked(HeuristicPlayer(seed + 100))
        winner, g, _ = play(shipped, [a, b], seed)
        assert winner is not None
        kinds |= a.kinds | b.kinds
    assert fallbacks == []
    assert {Choice.PLAY, Choice.BASE, Choice.TARGETS} <= kinds


def test_mcts_answers_legally_and_searches(shipped):
    m = MonteCarloPlayer(1, rollouts=2, candidates=2, horizon=1)
    winner, g, _ = play(shipped, [Checked(m), Checked(HeuristicPlayer(2))], 11, max_turns=8)
    assert m.searched > 0 and m.rollouts_run >= 2 * m.searched
    assert m.failed == 0            # every rollout replayed to its decision


def test_same_seed_same_game(shipped):
    def run(names):
        ps = [MonteCarloPlayer(i, rollouts=2, candidates=2, horizon=1) if n == "mcts" else make_player(n, i)
              for i, n in enumerate(names)]
        w, g, seats = play(shipped, ps, 5, max_turns=10)
        return w, g.state.turn, [g.resource(p, "vp") for p in range(2)], seats.log
    for names in (("heuristic", "random"), ("mcts", "heuristic")):
        assert run(names) == run(names)


def test_heuristic_beats_random(shipped):
    """≥ 70% of 60 games (30 deals, seats swapped); the benchmark measures ≥ 80% over 1,000."""
    wins = 0
    for k in range(30):
        for swap in (False, True):
            names = ("random", "heuristic") if swap else ("heuristic", "random")
            w, _, _ = play(shipped, [make_player(n, 1000 + 2 * k + i) for i, n in enumerate(names)], 1000 + k)
            wins += w is not None and names[w] == "heuristic"
    assert wins >= 42, wins


# ---------------------------------------------------------------- a constructed situation

def winning_spot(rank=None):
    """Ann (13 VP) plays a 3-power minion: on Near Mound (breakpoint 5, 4 VP to the winner, where
    she and Bob have 2 power each) it makes the base score with her first, and she wins at the end
    of the turn; on Far Field (breakpoint 30) it does nothing much."""
    near = su_base("Near Mound", 5, (4, 2, 1))
    far = su_base("Far Field", 30, (2, 1, 0))
    spare = [su_base(f"Spare Plot {i}", 25, (2, 1, 0)) for i in range(3)]
    pawn = minion("Pawn", 2)
    lifter = minion("Lifter", 3)
    g = Game(SMASHUP, ("Ann", "Bob"), seed=4, trace=False)
    ids = {}
    for b in (far, near):
        ids[b.name] = g.add_card(b, None, "bases")
    for b in spare:
        g.add_card(b, None, "base deck")
    g.add_card(pawn, 0, "bases", at=ids["Near Mound"])
    g.add_card(pawn, 1, "bases", at=ids["Near Mound"])
    g.add_card(lifter, 0, "hand")
    for p in (0, 1):
        for _ in range(6):
            g.add_card(pawn, p, "deck")
    g.players[0].resources["vp"] = 13
    m = MonteCarloPlayer(7, rollouts=3, candidates=2, horizon=1)
    if rank is not None:
        m.heuristic.rank = rank.__get__(m.heuristic)       # a misleading ranking
    seat(g, [m, HeuristicPlayer(8)])
    return g, m


@pytest.mark.rule("SU-G3")
def test_mcts_finds_the_winning_base_even_when_its_heuristic_ranks_it_last():
    real = HeuristicPlayer.rank

    def backwards(self, d):
        got = real(self, d)
        return None if got is None else list(reversed(got))

    g, m = winning_spot(backwards)
    asked = []
    inner = m.choose

    def spy(d):
        ans = inner(d)
        asked.append((d, ans))
        return ans

    m.choose = spy
    match.play_turn(g)
    base = [(d, a) for d, a in asked if d.kind is Choice.BASE and d.prompt.startswith("base for Lifter")]
    assert base and base[0][0].options[base[0][1][0]].startswith("Near Mound")
    assert g.winner == 0
    assert m.searched >= 1


def test_the_same_spot_with_the_backwards_ranking_and_no_search_loses_the_base():
    """The test above can fail: without rollouts the backwards ranking puts Lifter on Far Field."""
    real = HeuristicPlayer.rank

    def backwards(self, d):
        got = real(self, d)
        return None if got is None else list(reversed(got))

    g, m = winning_spot(backwards)
    m.rollouts = 0
    m.heuristic.rank = backwards.__get__(m.heuristic)
    m.heuristic.answer = lambda d: (lambda r: None if r is None else r[0][1])(m.heuristic.rank(d))
    match.play_turn(g)
    assert g.winner is None


def test_a_snapshot_copy_plays_on_like_the_game(shipped):
    """A copy of the game (Snapshot) given the same answers ends the same way."""
    decks = rf.deal_decks(shipped.cards, 2, 40, random.Random(9))
    g = Game(shipped.ruleset, ("P1", "P2"), seed=9, trace=False)
    match.setup(g, decks, shipped.bases, shipped.shared)
    snap = Snapshot(g)
    seat(g, [HeuristicPlayer(1), HeuristicPlayer(2)])
    c = snap.copy()
    seat(c, [HeuristicPlayer(1), HeuristicPlayer(2)])
    assert c.state.cards[1].spec is g.state.cards[1].spec          # the compiled cards are shared
    assert match.play_game(g, 60) == match.play_game(c, 60)
    assert g.state.turn == c.state.turn and g.snapshot() == c.snapshot()


def test_berserk_whole_games_get_legal_answers():
    """Berserk has no bases: both players answer at random, legally, and the games end."""
    from runtime import berserk
    ld = df.load_sets(sorted((ROOT / "cardsets/berserk").glob("*.cards")), [], None)
    rs = ld.ruleset
    tk = rs.token_keyword
    tokens = [c for c in ld.cards if tk is not None and tk in c.keywords]
    heroes = [c for c in ld.cards if c.card_type == rs.hero_type and c not in tokens]
    deck = [c for c in ld.cards if c.card_type != rs.hero_type and c not in tokens]
    for seed in (1, 2):
        rng = random.Random(seed)
        decks = rf.deal_decks(deck, 2, 30, rng)
        aside = rf.deal_set_aside(heroes, 2, rng)
        g = Game(rs, ("P1", "P2"), seed=seed, trace=False)
        berserk.setup(g, decks, [a[0] if a else None for a in aside], tokens=tokens)
        a, b = Checked(HeuristicPlayer(seed)), Checked(MonteCarloPlayer(seed))
        seat(g, [a, b])
        berserk.play_game(g, 200)
        assert a.kinds and b.kinds


def test_effect_kinds_tell_harm_from_help():
    from runtime import spec as s
    anyone = s.Target(filter=s.Filter(card_types=("minion",)))
    weaken = s.Modify(target=anyone, stat="power", op=s.ModOp.SUB, amount=s.Const(value=1))
    pump = s.Modify(target=anyone, stat="power", op=s.ModOp.ADD, amount=s.Const(value=2))
    assert H.effect_kinds(weaken) == {"modify": -1}
    assert H.effect_kinds(pump) == {"modify": 1}
    assert H.effect_kinds(s.May(effect=s.Destroy(target=anyone))) == {"may": 1, "destroy": -1}


def test_a_player_that_reads_the_game_says_so_when_it_was_not_seated():
    d = Decision(kind=Choice.PLAY, player=0, prompt="what next in the play phase", options=("x#1", "end phase"))
    for p in (HeuristicPlayer(1), MonteCarloPlayer(1)):
        with pytest.raises(RuntimeError, match="seat"):
            p.choose(d)
