"""Titans (readings SU-T1..T4 of docs/runtime.md): set aside out of the deck, played only by
their own "… you may play this titan" Special, one per player in play, power that counts at
their base although they are not minions, set aside again when they leave play. The card texts
are our own wording."""

from __future__ import annotations

import pytest

from runtime import SMASHUP, Game, RandomChooser
from runtime import match
from runtime.errors import NotDeclarable

from su_table import compiled, ongoing_game as game

TITANS = '''
card "Cloud Colossus": titan
  Special: On your turn, instead of your regular minion play, you may play this titan.
  Talent: Place a +1 power counter on this titan.
card "Reef Colossus": titan
  Special: On your turn, instead of your regular minion and action play, you may play this titan.
card "Dune Colossus": titan
  Special: On your turn, you may discard a card to play this titan on a base where you have a minion.
card "Fen Colossus": titan, power 2
  Special: On your turn, if you have three or more cards in your hand, you may play this titan.
'''


def titan_game(steps=()):
    g, ch, specs, field = game(TITANS, steps=steps)
    return g, ch, specs, field


def play_phase(g: Game, player: int = 0) -> None:
    g.begin_turn(player)
    g.next_phase()


@pytest.mark.rule("SU-T1")
def test_SU_T1_setup_sets_titans_aside_not_in_the_deck():
    specs = compiled(TITANS + 'card "Grunt": minion, power 3\ncard "Field": base, breakpoint 12, vp 3/2/1\n')
    g = Game(SMASHUP, ("Ann", "Bob"), chooser=RandomChooser(3), seed=3)
    bases = [specs["Field"]] * 3
    match.setup(g, [[specs["Grunt"]] * 10] * 2, bases, set_aside=[[specs["Cloud Colossus"]], [specs["Reef Colossus"]]])
    assert [c.spec.name for c in g.zone(0, "set aside")] == ["Cloud Colossus"]
    assert all(c.spec.card_type == "minion" for p in (0, 1) for z in ("deck", "hand") for c in g.zone(p, z))
    g.state.check_invariants()


@pytest.mark.rule("SU-T2")
def test_SU_T2_instead_of_the_minion_play_the_titan_is_played_from_where_it_is_set_aside():
    g, ch, specs, field = titan_game()
    titan = g.add_card(specs["Cloud Colossus"], 0, "set aside")
    g.add_card(specs["Grunt"], 0, "hand")
    play_phase(g)
    labels = [o[0] for o in match.play_options(g, 0)]
    assert any(lab.startswith("activate Cloud Colossus") for lab in labels)
    g.activate(titan, 0)
    assert g.card(titan).zone == "bases" and g.card(titan).at == field
    assert g.state.players[0].plays_left["minion"] == 0        # the minion play was used
    assert not any(lab.startswith("play Grunt") for lab, _, _ in match.play_options(g, 0))
    # in play, only its Talent is offered (index 1 among its activated abilities)
    acts = [(lab, i, n) for lab, i, n in match.play_options(g, 0) if i == titan]
    assert [n for _, _, n in acts] == [1]


@pytest.mark.rule("SU-T2")
def test_SU_T2_no_play_left_means_the_titan_cannot_be_played():
    g, ch, specs, field = titan_game()
    titan = g.add_card(specs["Reef Colossus"], 0, "set aside")
    play_phase(g)
    g.state.players[0].plays_left["action"] = 0
    with pytest.raises(NotDeclarable, match="no action play left"):
        g.activate(titan, 0)
    assert g.card(titan).zone == "set aside"


@pytest.mark.rule("SU-T2")
def test_SU_T2_discard_to_play_the_titan_on_a_base_where_you_have_a_minion():
    g, ch, specs, field = titan_game()
    meadow = g.add_card(specs["Meadow"], None, "bases")
    g.add_card(specs["Grunt"], 0, "bases", at=meadow)
    titan = g.add_card(specs["Dune Colossus"], 0, "set aside")
    g.add_card(specs["Pebble"], 0, "hand")
    play_phase(g)
    g.activate(titan, 0)
    assert g.card(titan).at == meadow                   # the only base where Ann has a minion
    assert len(g.zone(0, "discard pile")) == 1


@pytest.mark.rule("SU-T2")
def test_SU_T2_the_condition_is_checked_when_it_is_used():
    g, ch, specs, field = titan_game()
    titan = g.add_card(specs["Fen Colossus"], 0, "set aside")
    g.add_card(specs["Pebble"], 0, "hand")
    play_phase(g)
    with pytest.raises(NotDeclarable, match="condition"):
        g.activate(titan, 0)                            # one card in hand: not offered
    assert g.card(titan).zone == "set aside"
    g.add_card(specs["Pebble"], 0, "hand")
    g.add_card(specs["Pebble"], 0, "hand")
    g.activate(titan, 0)
    assert g.card(titan).zone == "bases"


@pytest.mark.rule("SU-T3")
def test_SU_T3_a_player_has_at_most_one_titan_in_play():
    g, ch, specs, field = titan_game()
    first = g.add_card(specs["Fen Colossus"], 0, "bases", at=field)
    second = g.add_card(specs["Cloud Colossus"], 0, "set aside")
    play_phase(g)
    with pytest.raises(NotDeclarable, match="SU-T3"):
        g.activate(second, 0)
    assert g.card(first).zone == "bases" and g.card(second).zone == "set aside"


@pytest.mark.rule("SU-T4")
def test_SU_T4_a_titan_has_power_at_its_base_but_is_not_a_minion():
    g, ch, specs, field = titan_game()
    titan = g.add_card(specs["Cloud Colossus"], 0, "bases", at=field)
    fen = g.add_card(specs["Fen Colossus"], 1, "bases", at=field)
    assert g.value(titan, "power") == 0 and g.value(fen, "power") == 2
    play_phase(g)
    g.activate(titan, 1)                                # Talent: a +1 power counter on itself
    assert g.value(titan, "power") == 1
    assert g.base_power(field) == 3
    smash = g.add_card(specs["Smash"], 0)               # "Destroy a minion.": no minion, nothing
    g.play_card(smash)
    assert g.card(titan).zone == "bases" and g.card(fen).zone == "bases"


@pytest.mark.rule("SU-T1")
def test_SU_T1_a_titan_that_leaves_play_is_set_aside_again_with_no_counters():
    g, ch, specs, field = titan_game()
    titan = g.add_card(specs["Cloud Colossus"], 0, "bases", at=field)
    g.card(titan).counters["+1 power"] = 12             # the base reaches its breakpoint
    g.begin_turn(0)
    g.score_base(field)
    c = g.card(titan)
    assert c.zone == "set aside" and c.zone_owner == 0 and not c.counters and c.at is None
    assert not g.zone(0, "discard pile")


@pytest.mark.rule("SU-T1")
def test_SU_T1_fuzz_sets_each_player_a_titan_aside_and_counts_it():
    from runtime import fuzz as rf
    specs = compiled(TITANS + 'card "Grunt": minion, power 3\ncard "Field": base, breakpoint 12, vp 3/2/1\n'
                     'card "Crash": action\n  Destroy a minion.\n')
    cards = [specs[n] for n in ("Grunt", "Crash", "Cloud Colossus", "Reef Colossus", "Dune Colossus", "Fen Colossus")]
    rep = rf.fuzz(cards, [specs["Field"]] * 4, SMASHUP, games=20, seed=2)
    counts = rep.counts()
    assert counts[rf.ERROR] == 0 and counts[rf.INVARIANT] == 0
    dealt = sum(o.in_decks.get("Cloud Colossus", 0) + o.in_decks.get("Reef Colossus", 0)
                + o.in_decks.get("Dune Colossus", 0) + o.in_decks.get("Fen Colossus", 0) for o in rep.outcomes)
    assert dealt == 2 * 20                              # one titan per player per game
    assert sum(o.played.get("Cloud Colossus", 0) for o in rep.outcomes) > 0


MARSHAL = '''
card "Grizzly Marshal": titan
  Special: On your turn, instead of your regular minion play, you may play this titan.
  Ongoing: After an opponent's minion moves to or from this base, you may place a +1 power counter on this titan.
  Talent: Move this titan.
card "Shove": action
  Move a minion to another base.
'''


@pytest.mark.rule("SU-T4")
def test_SU_T4_a_titan_hears_minions_moving_to_or_from_its_base_and_moves_itself():
    """SU-T4 / SU-A3: its Ongoing works in play; a move between bases that starts or ends at its
    base triggers it (one that does neither does not); "move this titan" goes to another base."""
    g, ch, specs, field = game(MARSHAL, steps=[("targets", "Field"), ("may", "yes"),
                                               ("targets", "Meadow"), ("may", "yes"),
                                               ("targets", "Heath"),
                                               ("targets", "Meadow")])
    meadow = g.add_card(specs["Meadow"], None, "bases")
    heath = g.add_card(compiled('card "Heath": base, breakpoint 30, vp 3/2/1')["Heath"], None, "bases")
    titan = g.add_card(specs["Grizzly Marshal"], 0, "bases", at=field)
    grunt = g.add_card(specs["Grunt"], 1, "bases", at=meadow)
    g.begin_turn(1)
    g.next_phase()
    g.play_card(g.add_card(specs["Shove"], 1))          # Meadow -> Field: to its base
    assert g.card(grunt).at == field and g.card(titan).counters.get("+1 power") == 1
    g.play_card(g.add_card(specs["Shove"], 1), free=True)   # Field -> Meadow: from its base
    assert g.card(grunt).at == meadow and g.card(titan).counters.get("+1 power") == 2
    g.play_card(g.add_card(specs["Shove"], 1), free=True)   # Meadow -> Heath: not its base
    assert g.card(grunt).at == heath and g.card(titan).counters.get("+1 power") == 2
    g.end_turn()
    g.begin_turn(0)
    g.next_phase()
    g.activate(titan, 1)                                # Talent: to another base
    ch.assert_done()
    assert g.card(titan).at == meadow


POWER_HERE = '''
card "Lantern Colossus": titan
  Special: On your turn, instead of your regular minion play, you may play this titan.
  Ongoing: You have +1 power here for each card in your hand.
card "Rally Banner": action
  Play on a base. Ongoing: If you have two or more minions here, you have +3 power here.
'''


@pytest.mark.rule("SU-T5")
def test_SU_T5_you_have_more_power_here_counts_for_the_player_not_a_card():
    g, ch, specs, field = game(POWER_HERE)
    titan = g.add_card(specs["Lantern Colossus"], 0, "bases", at=field)
    for _ in range(3):
        g.add_card(specs["Pebble"], 0, "hand")
    assert g.value(titan, "power") == 0                 # no card's power changes
    assert g.player_totals(field) == {0: 3} and g.base_power(field) == 3
    g.add_card(specs["Pebble"], 0, "hand")
    assert g.base_power(field) == 4                     # counted as it is now
    banner = g.add_card(specs["Rally Banner"], 1, "bases", at=field)
    assert g.player_totals(field) == {0: 4}              # Bob has no minion there: no bonus
    g.add_card(specs["Pebble"], 1, "bases", at=field)
    assert g.player_totals(field) == {0: 4, 1: 1}        # one minion: not yet
    g.add_card(specs["Pebble"], 1, "bases", at=field)
    assert g.player_totals(field) == {0: 4, 1: 5}
    g.card(banner)                                      # the banner is a card with no power
    assert "power" not in g.card(banner).printed


@pytest.mark.rule("SU-T5")
def test_SU_T5_the_bonus_counts_for_scoring_and_ranking():
    g, ch, specs, field = game(POWER_HERE)
    g.add_card(specs["Lantern Colossus"], 0, "bases", at=field)
    for _ in range(9):
        g.add_card(specs["Pebble"], 0, "hand")
    g.add_card(specs["Grunt"], 1, "bases", at=field)    # 9 + 3 = 12: Field's breakpoint
    assert [b.id for b in g.ready_bases()] == [field]
    g.begin_turn(0)
    g.score_base(field)
    assert g.resource(0, "vp") == 3 and g.resource(1, "vp") == 2


LATE = '''
card "Tally Colossus": titan
  Special: After you play your third or higher card in a turn, you may play this titan.
  Ongoing: You have +1 power here for every two cards in your hand.
'''


@pytest.mark.rule("SU-T2")
def test_SU_T2_a_titan_played_after_the_third_card_of_a_turn():
    """SU-T2: a triggered "you may play this titan" works while it is set aside; "your third or
    higher card in a turn" counts this turn's plays (the first two do not trigger it)."""
    g, ch, specs, field = game(LATE, steps=[("may", "yes")])
    titan = g.add_card(specs["Tally Colossus"], 0, "set aside")
    play_phase(g)
    for _ in range(2):
        g.play_card(g.add_card(specs["Pebble"], 0), base=field, free=True)
        assert g.card(titan).zone == "set aside"
    g.play_card(g.add_card(specs["Pebble"], 0), base=field, free=True)
    ch.assert_done()
    assert g.card(titan).zone == "bases" and g.card(titan).at == field


@pytest.mark.rule("SU-T5")
def test_SU_T5_for_every_two_cards_rounds_down():
    g, ch, specs, field = game(LATE)
    g.add_card(specs["Tally Colossus"], 0, "bases", at=field)
    for k, want in ((1, 0), (2, 1), (3, 1), (4, 2), (5, 2)):
        g.add_card(specs["Pebble"], 0, "hand")
        assert g.player_totals(field).get(0, 0) == want, k


@pytest.mark.rule("SU-T1")
def test_SU_T1_a_titan_put_on_the_bottom_of_a_deck_is_set_aside_instead():
    from runtime import spec as s
    g, ch, specs, field = titan_game()
    titan = g.add_card(specs["Cloud Colossus"], 0, "bases", at=field)
    grunt = g.add_card(specs["Grunt"], 0, "bases", at=field)
    g.begin_turn(0)
    every_card_here = s.Each(filter=s.Filter(card_types=("minion", "titan")))
    g.execute(s.Move(target=every_card_here, to_zone="deck", bottom=True), controller=0)
    assert g.card(titan).zone == "set aside"
    assert g.zone(0, "deck")[0].id == grunt             # the minion went to the bottom
    g.state.check_invariants()


TWINS = '''
card "Echo Colossus": titan
  Special: On your turn, you may discard a card to play this titan on a base where you have two or more minions with the same name.
'''


@pytest.mark.rule("SU-T2")
def test_SU_T2_a_titan_played_where_two_minions_share_a_name():
    """SU-T2: "on a base where you have two or more minions with the same name" narrows the base
    it goes to: two of one name count, two different minions do not; with no such base the
    ability is not used (nothing is discarded)."""
    g, ch, specs, field = game(TWINS)
    meadow = g.add_card(specs["Meadow"], None, "bases")
    g.add_card(specs["Grunt"], 0, "bases", at=field)
    g.add_card(specs["Pebble"], 0, "bases", at=field)
    titan = g.add_card(specs["Echo Colossus"], 0, "set aside")
    g.add_card(specs["Smash"], 0, "hand")               # to discard (the only choice)
    play_phase(g)
    with pytest.raises(NotDeclarable, match="no base"):
        g.activate(titan, 0)                            # no base qualifies: not used at all
    assert g.card(titan).zone == "set aside" and len(g.zone(0, "hand")) == 1
    g.end_turn()
    g.add_card(specs["Grunt"], 0, "bases", at=meadow)
    g.add_card(specs["Grunt"], 0, "bases", at=meadow)
    play_phase(g)
    g.activate(titan, 0)
    assert g.card(titan).at == meadow


@pytest.mark.rule("SU-T1")
def test_SU_T1_playing_a_titan_by_name_takes_it_from_where_it_is_set_aside():
    """A titan waits set aside, not in the hand: "Play <titan>" on another card plays it from
    there (it used to look for it in the hand, so the instruction never found it)."""
    g, ch, specs, field = game(TITANS + 'card "Colossus Caller": minion, power 1\n  Play Reef Colossus.\n')
    titan = g.add_card(specs["Reef Colossus"], 0, "set aside")
    caller = g.add_card(specs["Colossus Caller"], 0, "hand")
    play_phase(g)
    g.play_card(caller, base=field)
    assert g.card(titan).zone == "bases"


HILL = '''
card "Hill Colossus": titan, power 2
  Special: After one of your minions is played, you may play this titan there.
'''


@pytest.mark.rule("SU-T2")
def test_there_after_a_minion_is_played_is_that_minions_base():
    # "there" after a card's event is the base that card is on (it was the minion itself, and
    # the titan was never played: "no base")
    g, ch, specs, field = game(HILL, steps=[("may", "yes")])
    meadow = g.add_card(specs["Meadow"], None, "bases")
    titan = g.add_card(specs["Hill Colossus"], 0, "set aside")
    play_phase(g)
    g.play_card(g.add_card(specs["Grunt"], 0, "hand"), base=meadow)
    ch.assert_done()
    assert g.card(titan).zone == "bases" and g.card(titan).at == meadow
