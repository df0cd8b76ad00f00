"""Selections, counts, zones and play / transfer phrases, compiled from card text and run by the
runtime: "there" in the text of a Special played after an event, the phrases that narrow each
side of a transfer, "an action card", "a copy of that card", an extra play "on each base where
…". The card texts are our own wording."""

from __future__ import annotations

import pytest

from dsl.compiler import compile_source
from dsl.source import SourceFile, normalize
from runtime import spec as s

from su_table import build, diagnostics, run, table
from tests.test_lower_ongoing import compiled, game, hand

BASE_TYPES = ("base",)


def e501(text: str) -> list[str]:
    res = compile_source(SourceFile("t.cards", normalize("ruleset smashup\n" + text)))
    return [d.message for d in res.diagnostics if d.code.id == "E501"]


# ---- the text of a Special played after an event ---------------------------------------------


@pytest.mark.rule("SU-A7")
def test_a_special_played_after_a_base_scores_acts_on_the_cards_there():
    """SU-A7 / SU-G3: played from the hand after the base scores, its text happens then, with
    the cards still on the scored base: "your minions there" are the ones on that base."""
    g, ch, specs, field = game('''
card "Undertow": action
  Special: Play after a base scores. Return any number of your minions there to your hand.
''', steps=[("may", "yes"), ("targets", ["Grunt"])])
    meadow = g.add_card(specs["Meadow"], None, "bases")
    mine = g.add_card(specs["Grunt"], 0, "bases", at=field)
    elsewhere = g.add_card(specs["Grunt"], 0, "bases", at=meadow)
    for _ in range(3):
        g.add_card(specs["Grunt"], 1, "bases", at=field)
    undertow = g.add_card(specs["Undertow"], 0)
    g.begin_turn(0)
    g.score_base(field)
    ch.assert_done()
    assert g.card(undertow).zone == "discard pile"
    assert g.card(mine).zone == "hand"                  # saved from the scored base
    assert g.card(elsewhere).zone == "bases"            # not there: not one of the choices


@pytest.mark.rule("SU-A2")
def test_a_special_played_the_ordinary_way_has_no_base_for_there():
    """SU-A2: its text is about the event it answers; played in the play phase there is no such
    base, so nothing is chosen and nothing happens (no error)."""
    g, ch, specs, field = game('''
card "Undertow": action
  Special: Play after a base scores. Return any number of your minions there to your hand.
''')
    mine = g.add_card(specs["Grunt"], 0, "bases", at=field)
    g.begin_turn(0)
    g.next_phase()
    g.play_card(g.add_card(specs["Undertow"], 0))
    assert g.card(mine).zone == "bases"
    ch.assert_done()


@pytest.mark.rule("SU-A7")
def test_the_second_sentence_of_an_actions_special_is_part_of_playing_it():
    """SU-A7: "Special: Before a base scores, A. B.": B happens only if the card is played, and
    "there" in B is still the scoring base."""
    text = '''
card "Last Stand": action
  Special: Before a base scores, draw a card. Place two +1 power counters on each of your minions there.
'''
    (ab,) = compiled(BASICS_ONLY + text)["Last Stand"].abilities
    assert isinstance(ab.effect, s.May)                 # playing it is optional, and B is inside
    for answer, placed in (("no", []), ("yes", ["Grunt"])):
        g, ch, specs, field = game(text, steps=[("may", answer)])
        g.add_card(specs["Grunt"], 0, "bases", at=field)
        for _ in range(4):
            g.add_card(specs["Pebble"], 1, "bases", at=field)
        g.add_card(specs["Last Stand"], 0)
        g.begin_turn(0)
        g.score_base(field)
        ch.assert_done()
        got = [st.card.split("#")[0] for st in g.trace.steps if st.kind == "event" and st.what == "place_counters"]
        assert got == placed, answer                    # only your minion there, only if played


BASICS_ONLY = '''
card "Field": base, breakpoint 12, vp 3/2/1
card "Grunt": minion, power 3
'''


# ---- transfers -----------------------------------------------------------------------------------


@pytest.mark.rule("SU-A5")
def test_the_phrases_after_from_narrow_where_the_counters_come_from():
    """SU-A5: "any number of … from one of your minions there to another minion": the source
    is one of your minions on the scored base; the receiver may be anywhere."""
    g, ch, specs, field = game('''
card "Hand-Me-Down": action
  Special: After a base scores, draw a card and transfer any number of +1 power counters from one of your minions there to another minion.
''', steps=[("targets", "Pebble"), ("may", "yes"), ("amount", "2")])   # the only source is not asked
    meadow = g.add_card(specs["Meadow"], None, "bases")
    donor = g.add_card(specs["Grunt"], 0, "bases", at=field)
    heir = g.add_card(specs["Pebble"], 0, "bases", at=meadow)
    for _ in range(3):
        g.add_card(specs["Grunt"], 1, "bases", at=field)
    g.card(donor).counters["+1 power"] = 2
    g.card(heir).counters["+1 power"] = 1
    g.add_card(specs["Hand-Me-Down"], 0)
    g.begin_turn(0)
    g.score_base(field)
    ch.assert_done()
    assert g.card(heir).counters["+1 power"] == 3


def test_a_phrase_a_transfer_cannot_narrow_with_is_an_error():
    assert e501('''card "Odd Relay": action
  Transfer a +1 power counter from one of your minions to another minion until the end of the turn.
''')


# ---- kinds, copies -----------------------------------------------------------------------------------


@pytest.mark.rule("SU-A3")
def test_an_action_card_is_an_action():
    """SU-A3: "place an action card from your discard pile on top of your deck" picks an
    action, not a minion."""
    g, ch, specs, field = game('''
card "Recycler": minion, power 2
  Place an action card from your discard pile on top of your deck.
''')
    g.add_card(specs["Grunt"], 0, "discard pile")
    smash = g.add_card(specs["Smash"], 0, "discard pile")
    g.begin_turn(0)
    g.next_phase()
    g.play_card(g.add_card(specs["Recycler"], 0), base=field)
    assert g.card(smash).zone == "deck" and g.state.zone_cards(0, "deck")[-1] == smash
    ch.assert_done()


@pytest.mark.rule("SU-A7")
def test_searching_for_a_copy_of_the_chosen_card():
    """SU-A7: "Choose one minion. Search your deck for a copy of that card": only cards
    named as the chosen one are offered."""
    g, ch, specs, field = game('''
card "Twin Finder": action
  Choose one minion. Search your deck for a copy of that card and place it into your hand.
''', steps=[("search", "Grunt")])     # the one minion in play is not asked; only the copy is offered
    g.add_card(specs["Grunt"], 1, "bases", at=field)
    twin = g.add_card(specs["Grunt"], 0, "deck")
    g.begin_turn(0)
    g.next_phase()
    g.play_card(g.add_card(specs["Twin Finder"], 0))
    assert g.card(twin).zone == "hand"
    assert all(c.spec.name != "Pebble" for c in g.zone(0, "hand"))   # the Pebbles stay
    ch.assert_done()


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


def test_a_copy_of_something_not_chosen_is_an_error():
    assert e501('''card "Odd Copy": action
  Search your deck for a copy of this card and place it into your hand.
''')


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


# ---- moving away after a base scores, searching to the top, "played on that base" -------------


@pytest.mark.rule("SU-G4")
def test_moved_away_after_its_base_scores_instead_of_the_discard_pile():
    """SU-G3/G4: "after this base scores" the cards are still there; a minion moved to another
    base then is not discarded with the others."""
    g, ch, specs, field = game('''
card "Deckhand": minion, power 2
  Special: After this base is scored, move this minion to another base instead of the discard pile.
''')
    meadow = g.add_card(specs["Meadow"], None, "bases")
    hand_ = g.add_card(specs["Deckhand"], 0, "bases", at=field)
    other = g.add_card(specs["Grunt"], 0, "bases", at=field)
    g.begin_turn(0)
    g.score_base(field)
    ch.assert_done()
    assert g.card(hand_).zone == "bases" and g.card(hand_).at == meadow
    assert g.card(other).zone == "discard pile"


def test_instead_of_the_discard_pile_outside_an_after_scoring_trigger_is_an_error():
    assert e501('''card "Odd Deckhand": minion, power 2
  Talent: Move this minion to another base instead of the discard pile.
''')


@pytest.mark.rule("SU-A3")
def test_search_and_place_it_on_top_of_your_deck():
    """SU-A3: the card found is on top of the deck after the search (the deck was shuffled
    first); it is not put into the hand."""
    g, ch, specs, field = game('''
card "Bookmark": action
  Search your deck for a minion and place it on top of your deck without revealing it.
''', steps=[("search", "Grunt")])
    grunt = g.add_card(specs["Grunt"], 0, "deck")
    g.begin_turn(0)
    g.next_phase()
    g.play_card(g.add_card(specs["Bookmark"], 0))
    ch.assert_done()
    assert g.state.zone_cards(0, "deck")[-1] == grunt
    assert g.card(grunt).zone == "deck"


@pytest.mark.rule("SU-A5")
def test_actions_played_on_the_chosen_base_and_on_minions_there():
    """SU-A5: "other players' actions played on that base and on minions there": both kinds on
    the chosen base, none elsewhere, none of yours."""
    g, ch, specs, field = game('''
card "Clean Sweep": action
  Choose a base. Destroy other players' actions played on that base and on minions there.
card "Banner": action
  Play on a base. Ongoing: Minions here have +1 power.
card "Spikes": action
  Play on a minion. Ongoing: This minion has +1 power.
''', steps=[("targets", "Field")])
    meadow = g.add_card(specs["Meadow"], None, "bases")
    theirs = g.add_card(specs["Grunt"], 1, "bases", at=field)
    on_base = g.add_card(specs["Banner"], 1, "bases", at=field)
    on_minion = g.add_card(specs["Spikes"], 1, "bases", at=field, attached_to=theirs)
    mine = g.add_card(specs["Banner"], 0, "bases", at=field)
    elsewhere = g.add_card(specs["Banner"], 1, "bases", at=meadow)
    g.begin_turn(0)
    g.next_phase()
    g.play_card(g.add_card(specs["Clean Sweep"], 0))
    ch.assert_done()
    assert g.card(on_base).zone == "discard pile" and g.card(on_minion).zone == "discard pile"
    assert [g.card(c).zone for c in (mine, elsewhere, theirs)] == ["bases"] * 3


# ---- counts in comparisons ---------------------------------------------------------------------


@pytest.mark.rule("SU-V3")
def test_power_less_than_the_number_of_minions_you_have_here():
    """SU-V3: the power compared is the current one; the count is made when the target is
    chosen (the phrases after "the number of minions" narrow what is counted), and "minions you
    have here" includes this minion."""
    g, ch, specs, field = game('''
card "Crowd Guard": minion, power 1
  Destroy one minion here with power less than the number of minions you have here.
card "Duo": minion, power 2
''', steps=[("targets", "Duo")])      # 3 minions of yours with this one: the Duo (2) is below
    for _ in range(2):
        g.add_card(specs["Grunt"], 0, "bases", at=field)
    duo = g.add_card(specs["Duo"], 1, "bases", at=field)
    big = g.add_card(specs["Grunt"], 1, "bases", at=field)     # power 3: not less than 3
    g.begin_turn(0)
    g.next_phase()
    g.play_card(g.add_card(specs["Crowd Guard"], 0), base=field)
    ch.assert_done()
    assert g.card(duo).zone == "discard pile" and g.card(big).zone == "bases"


@pytest.mark.rule("SU-A5")
def test_discard_any_number_then_play_below_the_number_discarded():
    """SU-A5: "any number" allows none; "the number of cards you discarded" is how many the
    previous instruction discarded, read when the extra play is granted."""
    text = '''
card "Grave Call": action
  Draw a card. Discard any number of cards. You may play an extra minion from your discard pile with power less than the number of cards you discarded.
'''
    for discarded, allowed in ((2, False), (4, True)):
        g, ch, specs, field = game(text, steps=[("targets", list(range(discarded))), ("may", "yes")])
        for _ in range(4):
            g.add_card(specs["Pebble"], 0)
        grunt = g.add_card(specs["Grunt"], 0, "discard pile")
        g.begin_turn(0)
        g.next_phase()
        g.play_card(g.add_card(specs["Grave Call"], 0))
        ch.assert_done()
        grants = g.state.players[0].extra_plays
        assert len(grants) == 1
        if allowed:
            g.play_card(grunt, base=field)              # power 3 < 4
            assert g.card(grunt).zone == "bases"
        else:
            from runtime.errors import NotDeclarable
            with pytest.raises(NotDeclarable):
                g.play_card(grunt, base=field)          # power 3, not less than 2


def test_the_number_of_cards_discarded_with_no_discard_before_is_an_error():
    assert e501('''card "Odd Call": action
  Draw a card. Play an extra minion from your discard pile with power less than the number of cards you discarded.
''')


# ---- searches that name where the cards go, what was discarded ---------------------------------


@pytest.mark.rule("SU-A5")
def test_search_for_any_number_of_cards_of_one_name_into_the_discard_pile():
    """SU-A5: a name is chosen, then none to all of the cards of that name go straight to the
    discard pile (not through the hand)."""
    g, ch, specs, field = game('''
card "Clear Out": action
  Search your deck for any number of minions with the same name and place them into your discard pile.
''', steps=[("search", "Grunt"), ("search", [0, 1])])
    grunts = [g.add_card(specs["Grunt"], 0, "deck") for _ in range(2)]
    g.begin_turn(0)
    g.next_phase()
    g.play_card(g.add_card(specs["Clear Out"], 0))
    ch.assert_done()
    assert [g.card(c).zone for c in grunts] == ["discard pile"] * 2
    assert all(c.spec.name != "Grunt" for c in g.zone(0, "hand"))
    assert not any(st.what == "move" and st.card.startswith("Grunt") and "hand" in str(st) for st in g.trace.steps)


@pytest.mark.rule("SU-A4")
def test_search_discard_them_and_count_the_minions_discarded():
    """SU-A4: "discard them" discards the cards just found; "for each minion discarded" counts
    them (one counter per minion, each on a minion chosen then)."""
    g, ch, specs, field = game('''
card "Thin the Herd": action
  Search your deck for up to 2 minions and discard them. For each minion discarded, place a +1 power counter on a minion.
''', steps=[("search", [0, 1])])     # two of the minions in the deck
    target = g.add_card(specs["Grunt"], 0, "bases", at=field)
    g.begin_turn(0)
    g.next_phase()
    g.play_card(g.add_card(specs["Thin the Herd"], 0))
    ch.assert_done()
    assert sorted(c.spec.name for c in g.zone(0, "discard pile")) == ["Pebble", "Pebble", "Thin the Herd"]
    assert hand(g, 0) == 0
    assert g.card(target).counters.get("+1 power") == 2


# ---- why a card left play ----------------------------------------------------------------------


@pytest.mark.rule("SU-A2")
def test_if_it_was_destroyed_after_it_goes_to_the_discard_pile():
    """SU-A2: the trigger fires however the card goes to the discard pile; "if it was destroyed"
    holds only when it was destroyed (not when its base scored)."""
    text = '''
card "Sore Loser": minion, power 2
  Ongoing: After this minion goes to your discard pile from play, draw a card. If it was destroyed, each other player discards a random card.
'''
    for how, bob_discards in (("destroyed", 1), ("scored", 0)):
        g, ch, specs, field = game(text)
        loser = g.add_card(specs["Sore Loser"], 0, "bases", at=field)
        for _ in range(2):
            g.add_card(specs["Pebble"], 1)
        g.begin_turn(0)
        if how == "destroyed":
            g.execute(s.Destroy(target=s.Each(filter=s.Filter(name="Sore Loser"))), controller=1)
        else:
            g.score_base(field)
        assert g.card(loser).zone == "discard pile"
        assert hand(g, 0) == 1, how                     # drew either way
        assert hand(g, 1) == 2 - bob_discards, how
        ch.assert_done()


def test_a_random_card_is_discarded_at_random():
    """"discards a random card" is a random discard, as "discards a card at random" is."""
    for text in ("Each other player discards a random card.", "Discard a random card."):
        (ab,) = compiled(BASICS_ONLY + f'card "Toss": action\n  {text}\n')["Toss"].abilities
        eff = ab.effect.effect if isinstance(ab.effect, s.AsPlayer) else ab.effect
        assert isinstance(eff, s.Discard) and eff.random, text


# ---- cards played or moved onto a card --------------------------------------------------------


CARD_ON_MINION = '''
card "Spikes": action
  Play on any minion. Ongoing: This minion has +3 power.
card "Banner": action
  Play on a base. Ongoing: Minions here have +1 power.
'''


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


@pytest.mark.rule("SU-A7")
def test_transfer_an_action_on_another_minion_to_this_one():
    """SU-A7: moving an action onto this minion is not playing it; its ongoing text now
    applies to this minion."""
    g, ch, specs, field = game(CARD_ON_MINION + '''
card "Magnet": minion, power 1
  You may transfer one action played on another minion to this minion.
''', steps=[("may", "yes")])
    grunt = g.add_card(specs["Grunt"], 1, "bases", at=field)
    spikes = g.add_card(specs["Spikes"], 1, "bases", at=field, attached_to=grunt)
    g.begin_turn(0)
    g.next_phase()
    magnet = g.add_card(specs["Magnet"], 0)
    g.play_card(magnet, base=field)
    ch.assert_done()
    assert g.card(spikes).attached_to == magnet
    assert (g.value(magnet, "power"), g.value(grunt, "power")) == (4, 3)


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


# ---- whose zone the cards are taken from ------------------------------------------------------
ZONES = '''card "Pilfer": action
  Place a card from another player's discard pile into your hand.
card "Rummage": action
  Place a card from any player's discard pile into your hand.
'''


@pytest.mark.rule("SU-A4")
def test_a_card_from_another_players_discard_pile_is_never_your_own():
    """"another player's discard pile": only the other players' piles. With nothing there and
    your own card in yours, there is nothing to take (SU-A4: as much as you can, here nothing);
    it used to take your own card."""
    cards = build(ZONES)
    g, _, _ = table(cards)
    mine = g.add_card(cards["Grunt"], 0, "discard pile")
    pilfer = g.add_card(cards["Pilfer"], 0, "hand")
    run(g, pilfer)
    assert g.card(mine).zone == "discard pile"
    theirs = g.add_card(cards["Brute"], 1, "discard pile")
    run(g, pilfer)
    assert g.card(theirs).zone == "hand" and g.card(theirs).owner == 1
    assert g.card(mine).zone == "discard pile"


@pytest.mark.rule("SU-A4")
def test_a_card_from_any_players_discard_pile_may_be_your_own():
    cards = build(ZONES)
    g, _, _ = table(cards)
    mine = g.add_card(cards["Grunt"], 0, "discard pile")
    run(g, g.add_card(cards["Rummage"], 0, "hand"))
    assert g.card(mine).zone == "hand"


def test_one_card_from_each_players_discard_pile_is_an_error_not_one_card_in_all():
    """One choice per player is not supported: an E501 at the words, not one card from all the
    piles together; every card of every pile ("each card from each player's …") compiles."""
    found = diagnostics('card "Glean": action\n  Place a card from each player\'s discard pile into your hand.\n')
    assert [c for c, _ in found] == ["E501"]
    assert "for each player" in found[0][1]
    assert not diagnostics('card "Sweep": action\n'
                           '  Shuffle each card from each player\'s discard pile into its owner\'s deck.\n')
