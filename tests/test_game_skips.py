"""Issue 21 item 4: work the random games skip, and the games are the same games.
`Turns.watch_power` skips valuing every card on every base after an event when nothing its
totals read has changed (`runtime/power_watch.py`); the play options take a plain card from the
hand without asking `Game.why_not_play` where it may go (`match._play_choices`). And a name
chosen by "Name a card" is kept for its own pending ability only (keyed by an `id()` it was read
by a later one at the same address). Every card here is made up."""

from __future__ import annotations

import pytest

from runtime import match, power_watch, turns
from runtime.fuzz import play_one

df = pytest.importorskip("dsl.fuzz")

SET = '''ruleset smashup

card "Dock": base, breakpoint 14, vp 3/2/1
card "Quay": base, breakpoint 16, vp 4/2/1
card "Slipway": base, breakpoint 12, vp 2/1/0
card "Harbour Wall": base, breakpoint 15, vp 3/1/1
card "Deckhand": minion, power 1
card "Bosun": minion, power 4
card "Gunner": minion, power 3
  Ongoing: Your other minions here have +1 power.
card "Lookout": minion, power 2
  Ongoing: This minion has +1 power for each other minion you have here.
card "Night Owl": minion, power 2
  Ongoing: This minion has +2 power during your turn.
card "Sore Loser": minion, power 2
  Talent: If your power here has decreased this turn, draw a card.
card "Capsize": action
  Destroy a minion of power 3 or less.
card "Anchor": action
  Play on a base. Ongoing: Minions here have +1 power.
card "Picket Line": action
  Play on a base. Talent: If an opponent's power here has decreased this turn, opponents cannot play actions here until the start of your next turn.
card "Undertow": action
  Move a minion to another base.
card "Squall": action
  Choose a minion. It gets -2 power until the end of the turn.
'''

HOARDER = '''card "Hoarder": minion, power 1
  Ongoing: This minion has +2 power if you have four or more cards in hand.
'''


def _loaded(tmp_path, text):
    p = tmp_path / "harbour.cards"
    p.write_text(text, encoding="utf-8")
    return df.load_sets([p], [], None)


def _games(ld, seeds):
    out = []
    for seed in seeds:
        o, g = play_one(ld.cards, ld.bases, ld.ruleset, 0, seed, trace=seed % 2 == 0)
        out.append((o.winner, o.turns, o.vp, o.played, [p.message for p in o.problems], g.decisions,
                    g.snapshot(), g.chooser.rng.getstate(), g.state.rng.getstate(),
                    g.trace.format() if g.trace.enabled else None))
    return out


@pytest.mark.parametrize("extra", ["", HOARDER])
def test_games_with_skipped_valuings_are_the_games_that_value_after_every_event(tmp_path, monkeypatch, extra):
    ld = _loaded(tmp_path, SET + extra)
    hits = []
    real = turns.power_key

    def counting(g, stat="power"):
        k = real(g, stat)
        if k is not None and k == g.state.power_key:
            hits.append(1)
        return k

    monkeypatch.setattr(turns, "power_key", counting)
    skipping = _games(ld, range(4))
    assert hits                                  # the skip was taken
    monkeypatch.setattr(turns, "power_key", lambda g, stat="power": None)
    assert _games(ld, range(4)) == skipping


def test_a_skipped_valuing_would_have_found_the_totals_it_keeps(tmp_path, monkeypatch):
    ld = _loaded(tmp_path, SET)
    real = turns.power_key
    checked = []

    def checking(g, stat="power"):
        k = real(g, stat)
        if k is not None and k == g.state.power_key:
            for b in g.in_play():
                if b.spec.card_type == g.ruleset.base_type:
                    assert g.player_totals(b) == g.state.power_seen[b.id]
            checked.append(1)
        return k

    monkeypatch.setattr(turns, "power_key", checking)
    _games(ld, range(3))
    assert checked


def test_what_is_local(tmp_path):
    specs = {c.name: c for c in _loaded(tmp_path, SET + HOARDER).cards}

    def bonus(name):
        (ab,) = [a for a in specs[name].abilities if getattr(a, "effect", None) is not None
                 and a.effect.KIND == "stat_bonus"]
        return ab.effect

    assert power_watch._local(bonus("Gunner"))          # "your other minions here": card fields
    assert power_watch._local(bonus("Lookout"))         # a count of cards in play
    assert power_watch._local(bonus("Night Owl"))       # the active player is keyed
    assert not power_watch._local(bonus("Hoarder"))     # a hand: not keyed


def _slow_play_choices(play_choices, game, player):
    """`_play_choices` with every hand card asked through `may_play` (the general way)."""
    saved = game._per_player
    game._per_player = _EveryType(saved)       # no card passes the short cut's test
    try:
        return play_choices(game, player)
    finally:
        game._per_player = saved


class _EveryType(dict):
    def get(self, key, default=None):
        return super().get(key, 1_000_000)


@pytest.mark.parametrize("folder", [None, "smashup"])
def test_the_play_options_are_those_every_place_check_allows(tmp_path, monkeypatch, folder):
    from pathlib import Path
    if folder is None:
        ld = _loaded(tmp_path, SET + HOARDER)
    else:
        root = Path(__file__).resolve().parent.parent / "cardsets" / folder
        ld = df.load_sets(sorted(root.glob("*.cards")), [], None)
    real = match._play_choices
    compared = []

    def both(game, player):
        fast = real(game, player)
        assert _slow_play_choices(real, game, player) == fast
        compared.append(len(fast))
        return fast

    monkeypatch.setattr(match, "_play_choices", both)
    for seed in range(3):
        o, _g = play_one(ld.cards, ld.bases, ld.ruleset, 0, seed)
        assert not o.problems
    assert sum(compared) > 50


def test_a_name_is_kept_for_its_pending_ability_not_for_a_later_one_at_the_same_address():
    from runtime import SMASHUP, Game
    from runtime.records import Pending

    g = Game(SMASHUP, ("Ann", "Bob"), seed=1)
    named = Pending("first", None, 0, None)
    g.name_card(named, "Anything")
    old = id(named)
    del named
    later = []
    for _ in range(2000):           # CPython gives a freed address to the next object of its size
        p = Pending("later", None, 0, None)
        later.append(p)
        assert g.named_by(p) is None
        if id(p) == old:
            break
    assert all(g.named_by(p) is None for p in later)
