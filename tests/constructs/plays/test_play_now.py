"""Playing a card now: a copy of a chosen card, an action onto this minion, this card from the
discard pile."""

from __future__ import annotations

import pytest

from su_table import build, ongoing_game as game, run, table


CARD_ON_MINION = '''
card "Spikes": action
  Play on any minion. Ongoing: This minion has +3 power.
card "Banner": action
  Play on a base. Ongoing: Minions here have +1 power.
'''


@pytest.mark.rule("SU-A7")
def test_playing_a_copy_of_the_chosen_card_from_the_hand():
    """SU-A7: "Play a copy of that card from your hand as an extra minion": played (its on-play
    text happens) without using the turn's minion play; another name is not offered."""
    g, ch, specs, field = game('''
card "Echo": action
  Choose one of your minions. Play a copy of that card from your hand as an extra minion.
card "Herald": minion, power 2
  Draw a card.
''')      # one minion of yours, one Herald in hand: nothing to ask (a Grunt in hand would be)
    g.add_card(specs["Herald"], 0, "bases", at=field)
    copy = g.add_card(specs["Herald"], 0)
    g.add_card(specs["Grunt"], 0)
    g.begin_turn(0)
    g.next_phase()
    g.play_card(g.add_card(specs["Echo"], 0))
    assert g.card(copy).zone == "bases"
    assert any(c.spec.name == "Pebble" for c in g.zone(0, "hand"))     # its text: a card drawn
    assert g.state.players[0].plays_left.get("minion") == 1
    ch.assert_done()


# ---- cards played or moved onto a card --------------------------------------------------------


@pytest.mark.rule("SU-G2")
def test_a_talent_plays_an_action_from_the_hand_onto_this_minion():
    """SU-G2: the action goes on this minion (its text allows a minion) without using the turn's
    action play; an action that is not played on a minion is not played there."""
    g, ch, specs, field = game(CARD_ON_MINION + '''
card "Hat Rack": minion, power 2
  Talent: Play one action on this minion as an extra action.
''')
    rack = g.add_card(specs["Hat Rack"], 0, "bases", at=field)
    spikes = g.add_card(specs["Spikes"], 0)
    g.begin_turn(0)
    g.next_phase()
    g.activate(rack)
    ch.assert_done()
    assert g.card(spikes).attached_to == rack and g.value(rack, "power") == 5
    assert g.state.players[0].plays_left.get("action") == 1
    g, ch, specs, field = game(CARD_ON_MINION + '''
card "Hat Rack": minion, power 2
  Talent: Play one action on this minion as an extra action.
''')
    rack = g.add_card(specs["Hat Rack"], 0, "bases", at=field)
    banner = g.add_card(specs["Banner"], 0)
    g.begin_turn(0)
    g.next_phase()
    g.activate(rack)
    assert g.card(banner).zone == "hand"                 # played on a base only: stays in hand


# ---- playing this card, or a minion, from the discard pile ------------------------------------


@pytest.mark.rule("SU-A6")
def test_on_your_turn_play_this_card_from_your_discard_pile_once_per_name():
    """SU-A6: the permission comes from the card in the discard pile, at the start of your play
    phase; with two copies there, "only one … each turn" gives a single extra play."""
    g, ch, specs, field = game('''
card "Stubborn Ghoul": minion, power 2
  Special: On your turn, you may play this minion from your discard pile as an extra minion. You may only use the ability of one Stubborn Ghoul each turn.
''')
    a = g.add_card(specs["Stubborn Ghoul"], 0, "discard pile")
    b = g.add_card(specs["Stubborn Ghoul"], 0, "discard pile")
    g.begin_turn(0)
    g.next_phase()
    assert len(g.state.players[0].extra_plays) == 1
    g.play_card(a, base=field)
    assert g.card(a).zone == "bases"
    assert g.state.players[0].plays_left.get("minion") == 1     # the regular play is untouched
    from runtime.errors import NotDeclarable
    with pytest.raises(NotDeclarable):
        g.play_card(b, base=field)


@pytest.mark.rule("SU-G2")
def test_play_a_minion_here_from_the_discard_pile_instead_of_from_your_hand():
    """SU-G2: once on your turn the action's ongoing text plays a minion from your discard pile
    onto its base, using your minion play; with no minion play left, nothing is played."""
    text = '''
card "Open Grave": action
  Play on any base. Ongoing: Once on your turn, you may play a minion here from your discard pile instead of from your hand.
'''
    for plays_first, played in ((False, True), (True, False)):
        g, ch, specs, field = game(text, steps=[("may", "yes")])
        meadow = g.add_card(specs["Meadow"], None, "bases")
        grave = g.add_card(specs["Open Grave"], 0, "bases", at=field)
        grunt = g.add_card(specs["Grunt"], 0, "discard pile")
        g.begin_turn(0)
        g.next_phase()
        if plays_first:
            g.play_card(g.add_card(specs["Pebble"], 0), base=meadow)
        g.activate(grave)
        ch.assert_done()
        assert (g.card(grunt).zone == "bases") is played
        if played:
            assert g.card(grunt).at == field
            assert g.state.players[0].plays_left.get("minion") == 0


def test_return_then_play_it_again_here():
    cards = build('card "Rewind": minion, power 3\n  Return another of your minions here to your hand. Play it here as an extra minion.\n')
    g, jungle, castle = table(cards)
    rewind = g.add_card(cards["Rewind"], 0, "bases", at=castle)
    other = g.add_card(cards["Grunt"], 0, "bases", at=castle)
    run(g, rewind)
    assert g.card(other).zone == "bases" and g.card(other).at == castle and g.card(other).moves == 2

