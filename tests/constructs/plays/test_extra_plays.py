"""Extra plays: from the discard pile, onto a base where you have a minion, one on each base where …"""

from __future__ import annotations

import pytest

from runtime import spec as s

from su_table import board, build, e501, ongoing_game as game, probe_ir as compiled, run, table


# ---- an extra play on each base where … -------------------------------------------------------


@pytest.mark.rule("SU-A6")
def test_an_extra_play_on_each_base_where_you_have_no_minions_goes_one_to_a_base():
    """SU-A6: one extra play for each base where you have no minions, counted when granted;
    once a base gets one, it no longer qualifies."""
    g, ch, specs, field = game('''
card "Shepherd": minion, power 4
  Play an extra minion from your discard pile on each base where you have no minions.
''')
    meadow = g.add_card(specs["Meadow"], None, "bases")
    g.add_card(specs["Field"], None, "bases")
    a = g.add_card(specs["Pebble"], 0, "discard pile")
    b = g.add_card(specs["Pebble"], 0, "discard pile")
    c = g.add_card(specs["Pebble"], 0, "discard pile")
    g.begin_turn(0)
    g.next_phase()
    g.play_card(g.add_card(specs["Shepherd"], 0), base=field)
    assert len(g.state.players[0].extra_plays) == 2     # the two bases without a minion of yours
    g.play_card(a, base=meadow)
    from runtime.errors import NotDeclarable
    with pytest.raises(NotDeclarable):
        g.play_card(b, base=meadow)                     # you have a minion there now
    with pytest.raises(NotDeclarable):
        g.play_card(b, base=field)
    g.play_card(c, base=[x for x in g.in_play() if x.spec.name == "Field" and x.id != field][0].id)
    ch.assert_done()


def test_each_base_with_a_test_that_does_not_keep_one_to_a_base_is_an_error():
    assert e501('''card "Odd Shepherd": minion, power 4
  Play an extra minion from your discard pile on each base where you have a minion.
''')


# ---- playing now ---------------------------------------------------------------------------------


@pytest.mark.rule("SU-A7")
def test_play_from_the_discard_pile_as_an_extra_minion_then_it():
    cards = build('card "Raise": action\n  Play a minion of power 1 or less from your discard pile as an extra minion. Place a +1 power counter on it.\n'
                  'card "Echo": minion, power 1\n  Draw a card.\n')
    g, jungle, _ = table(cards, [("base", "Jungle")])
    echo = g.add_card(cards["Echo"], 0, "discard pile")
    g.add_card(cards["Brute"], 0, "discard pile")
    g.add_card(cards["Grunt"], 0, "deck")
    run(g, g.add_card(cards["Raise"], 0, "discard pile"))
    assert g.card(echo).zone == "bases" and g.card(echo).counters == {"+1 power": 1}
    assert len(g.zone(0, "hand")) == 1, "played, so its on-play ability happened (SU-A7)"
    assert g.players[0].plays_left["minion"] == 1, "an extra play does not use the turn's minion play"


def test_extra_play_onto_a_base_where_you_have_a_minion():
    cards = build('card "Rally": action\n  You may play an extra minion at a base where you have a minion.\n')
    g, jungle, castle = table(cards)
    g.add_card(cards["Grunt"], 0, "bases", at=castle)
    g.chooser.steps = [("may", "yes")]
    run(g, g.add_card(cards["Rally"], 0, "discard pile"))
    g.players[0].plays_left["minion"] = 0
    hand = g.add_card(cards["Brute"], 0, "hand")
    with pytest.raises(Exception):
        g.play_card(hand, base=jungle)
    g.play_card(hand, base=castle)
    assert g.card(hand).at == castle


@pytest.mark.rule("SU-A6")
def test_run_two_coordinated_extra_plays():
    (ab,) = compiled("You may play an extra action and an extra minion this turn.")
    assert ab.effect == s.May(effect=s.Sequence(effects=(
        s.PlayExtra(card_type="action"), s.PlayExtra(card_type="minion"))))
    g, _, b1, _ = board([("may", "yes")])
    g.begin_turn(0)
    g.next_phase()
    g.execute(ab.effect, controller=0)
    assert g.state.players[0].plays_left == {"minion": 2, "action": 2}



# ---- an extra play granted on another player's turn ----------------------------------------------


@pytest.mark.rule("SU-A6")
@pytest.mark.parametrize("answer,played", [("Grunt", True), ([], False)])
def test_an_extra_play_on_another_players_turn_is_played_at_once_or_lost(answer, played):
    """Ann's minion is destroyed on Bob's turn and gives her an extra minion: she plays it then
    (a card of her choice, onto a base of her choice) or not at all; the grant does not wait for
    her turn, where it would be reset (before, it was silently lost)."""
    g, ch, specs, field = game('''
card "Last Gasp": minion, power 2
  Ongoing: After this minion is destroyed, play an extra minion of power 3 or less.
''', steps=[("targets", answer)])              # (one base: Field, not asked)
    gasp = g.add_card(specs["Last Gasp"], 0, "bases", at=field)
    grunt = g.add_card(specs["Grunt"], 0, "hand")
    g.begin_turn(1)
    g.next_phase()
    g.play_card(g.add_card(specs["Smash"], 1))       # its one legal target: Last Gasp
    assert g.card(gasp).zone == "discard pile"
    assert (g.card(grunt).zone, g.card(grunt).at) == (("bases", field) if played else ("hand", None))
    ch.assert_done()
    assert g.state.players[0].extra_plays == []      # used, or refused: nothing left for later
