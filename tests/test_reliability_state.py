"""Issue 22, case 11: a card in play is only ever "at" a base in play and "on" a card in play.

The cause: a destination was taken as given — a move whose "base" selection gave a minion, a
card played "there" at a minion, a base leaving play with minions still on it — so a minion
could end up "at" a minion, or at a base that had gone to the base deck. Now only a base in
play is a destination (`Game.is_base_in_play`, checked in `h_move`, the move event and `_play`)
and a base that leaves play takes what is on it to the discard piles. The three situations the
issue saw in random games, each in our own words, are played under many random choices; the
fuzz watcher checks every "at" / "on" reference after every action (`reference_violation`).
"""

from __future__ import annotations

from pathlib import Path

import pytest

from dsl import scenario as sc_mod
from dsl.compiler import card_specs, compile_paths, quotes
from runtime import SMASHUP, FirstChooser, Game, get_ruleset
from runtime import fuzz as rf
from runtime import spec as s

CARDS = """\
ruleset smashup

card "Drift Yard": base, breakpoint 5, vp 3/2/1
  After this base scores, move one of your minions from here to another base.

card "Tide Pool": base, breakpoint 5, vp 3/2/1
  After this base scores, you may move one of your minions from here to another base.

card "Old Quarry": base, breakpoint 30, vp 3/2/1
  After a minion is played here, its owner may destroy one of their minions here.

card "Sand Bar": base, breakpoint 30, vp 2/1/0

card "Reed Flat": base, breakpoint 30, vp 2/1/0

card "Lantern Bearer": minion, power 3
  Special: After this base scores, you may move this minion to another base.

card "Ferry Hand": minion, power 2
  Special: After this base scores, move one of your minions from here to another base.

card "Rock Crab": minion, power 4

card "Bog Newt": minion, power 1
"""

SCENARIOS = {
    # an "after this base scores" ability that moves one of your minions from the scored base,
    # resolved when you have no minion there to choose (Ann's Ferry Hand is the only one, and
    # Drift Yard's own ability wants one too)
    "after_scoring_move_with_no_minion_chosen": """\
scenario: after a base scores, a move from it with no minion chosen
set: cards.cards
players: Ann, Bob
setup:
  base: Drift Yard, Sand Bar, Reed Flat
  base deck: Tide Pool
  Ann at Drift Yard: Ferry Hand
  Bob at Drift Yard: Rock Crab, Bog Newt
actions:
  turn Ann
  score Drift Yard
expect:
  Rock Crab in Bob discard pile
  Drift Yard in base deck
""",
    # players moving a minion off a scored base instead of it being discarded
    "moving_a_minion_off_a_scored_base": """\
scenario: minions moved off a base that scored
set: cards.cards
players: Ann, Bob
setup:
  base: Tide Pool, Sand Bar, Reed Flat
  base deck: Drift Yard
  Ann at Tide Pool: Lantern Bearer, Rock Crab
  Bob at Tide Pool: Lantern Bearer, Bog Newt
actions:
  turn Ann
  score Tide Pool
expect:
  Tide Pool in base deck
  Bog Newt in Bob discard pile
""",
    # destroying your own minion through a base's ability
    "destroying_your_own_minion_through_a_base": """\
scenario: a base's ability destroys one of your own minions
set: cards.cards
players: Ann, Bob
setup:
  base: Old Quarry, Sand Bar, Reed Flat
  Ann hand: Rock Crab
  Ann at Old Quarry: Lantern Bearer, Bog Newt
  Bob at Old Quarry: Ferry Hand
actions:
  turn Ann
  phase
  play Rock Crab at Old Quarry
expect:
  Old Quarry in bases
""",
}


@pytest.fixture(scope="module")
def compiled(tmp_path_factory):
    folder = tmp_path_factory.mktemp("state")
    (folder / "cards.cards").write_text(CARDS, encoding="utf-8")
    for name, text in SCENARIOS.items():
        (folder / f"{name}.scenario").write_text(text, encoding="utf-8")
    comp = compile_paths([folder / "cards.cards"])
    assert comp.ok, [d.message for d in comp.diagnostics]
    return folder, comp.load()


def _violations(g: Game) -> list[str]:
    out = [rf.reference_violation(g, g.state.cards[cid]) for cid in g.state.in_play()]
    out.append(rf.invariant_violation(g, len(g.state.cards)))
    return [w for w in out if w is not None]


@pytest.mark.rule("SU-G4")
@pytest.mark.parametrize("name", sorted(SCENARIOS))
def test_11_every_reference_points_at_a_card_in_play_whatever_is_chosen(compiled, name):
    folder, loaded = compiled
    scen, diags = sc_mod.read(folder / f"{name}.scenario")
    assert not diags
    played = 0
    for seed in range(40):
        r = sc_mod.Runner(scen, card_specs(loaded), get_ruleset(loaded.ruleset), quotes(loaded),
                          random_choices=True, seed=seed)
        outcome = r.run()
        assert not [d.message for d in outcome.failures], (seed, [d.message for d in outcome.failures])
        assert _violations(r.game) == [], seed
        played += 1
    assert played == 40


# ---------------------------------------------------------------- the causes, one by one
BASE = s.CardSpec(slug="t/flat-rock", name="Flat Rock", card_type="base", stats=(("breakpoint", 30),))
PEBBLE = s.CardSpec(slug="t/pebble", name="Pebble", card_type="minion", stats=(("power", 2),))


def _two_bases() -> tuple[Game, int, int]:
    g = Game(SMASHUP, ("A", "B"), chooser=FirstChooser())
    for p in g.state.players:
        p.plays_left["minion"] = 9
    return g, g.add_card(BASE, None, "bases"), g.add_card(BASE, None, "bases")


def _played(g: Game, player: int, base: int) -> int:
    cid = g.add_card(PEBBLE, player, "hand")
    g.play_card(cid, base=base)
    return cid


def test_11_a_move_whose_destination_is_a_minion_goes_nowhere():
    g, b1, b2 = _two_bases()
    mine, theirs = _played(g, 0, b1), _played(g, 1, b2)
    g.execute(s.Move(target=s.Target(filter=s.Filter(card_types=("minion",), controller=s.Controller.YOU)),
                     to_base=s.Target(filter=s.Filter(card_types=("minion",), controller=s.Controller.OPPONENT))))
    assert g.card(mine).at == b1 and _violations(g) == []


def test_11_a_card_played_there_at_a_minion_is_played_at_a_base():
    g, b1, b2 = _two_bases()
    theirs = _played(g, 1, b2)
    mine = _played(g, 0, theirs)          # "there" that is a minion: the player picks a base
    assert g.card(mine).at in (b1, b2) and _violations(g) == []


def test_11_a_base_that_leaves_play_takes_its_minions_to_the_discard_piles():
    g, b1, b2 = _two_bases()
    mine = _played(g, 0, b1)
    g.execute(s.Move(target=s.Target(filter=s.Filter(card_types=("base",))), to_zone="base deck"))
    assert g.card(mine).zone == "discard pile" and g.card(mine).at is None
    assert _violations(g) == []


def test_11_what_is_on_a_minion_moves_with_it():
    g, b1, b2 = _two_bases()
    host = _played(g, 0, b1)
    gadget = s.CardSpec(slug="t/gadget", name="Gadget", card_type="action")
    g.state.players[0].plays_left["action"] = 1
    part = g.add_card(gadget, 0, "hand")
    g.play_card(part, on=host)
    g.execute(s.Move(target=s.Target(filter=s.Filter(card_types=("minion",))), to_base=s.Target(
        filter=s.Filter(card_types=("base",), not_names=()), min=1, max=1)), resolve=True)
    assert g.card(part).at == g.card(host).at and _violations(g) == []


def test_11_the_watcher_sees_a_minion_at_a_minion_even_when_nothing_changed_zone():
    g, b1, b2 = _two_bases()
    mine, theirs = _played(g, 0, b1), _played(g, 1, b2)
    g.state.moved = []
    g.card(mine).at = theirs              # what the old runtime could leave behind
    why = rf.number_violation(g)          # the check made when no card changed zone
    assert why is not None and "not a base in play" in why
    assert rf.moved_violation(g, len(g.state.cards)) is not None
