"""t16d: "instead" replacing where a played card goes once it has resolved, the matching part of
a first alternative ("…, or discard two cards to give it -3 power instead"), and "the replacement
base" in a Special of a card played on a base that scored."""

from __future__ import annotations

import pytest

from runtime import Game, ScriptedChooser
from runtime import spec as s
from runtime.ruleset import SMASHUP

from su_table import build, e501, probe_ir, table


@pytest.mark.parametrize("text, moved", [
    ("Choose a standard action in your discard pile. Discard two cards to play the chosen action as an extra "
     "action. Shuffle it into your deck instead of the discard pile.", s.ShuffleIntoDeck(target=s.Picked())),
    ("Choose an action in your discard pile. Play the chosen action as an extra action. "
     "Put it on the top of your deck instead of your discard pile.", s.Move(target=s.Picked(), to_zone="deck")),
    ("Choose an action in your discard pile. Play the chosen action as an extra action. "
     "Return it to your hand instead of your discard pile.", s.ReturnToHand(target=s.Picked())),
])
def test_the_move_replaces_the_played_cards_way_to_the_discard_pile(text, moved):
    """t16d2: a replacement carried by the play itself (this card, this play), no later step."""
    (ir,) = probe_ir(text)
    play = ir.effect.with_picked
    while play.KIND == "then":
        play = play.second
    assert play.KIND == "play_card" and play.target == s.Picked()
    assert play.discard_instead == moved


def test_instead_of_another_zone_after_a_play_is_refused():
    assert e501('card "Probe": action\n  Choose an action in your discard pile. Play the chosen action as an '
                'extra action. Put it on the bottom of your deck instead of your hand.\n')


@pytest.mark.rule("SU-A1")
def test_a_card_not_played_stays_in_the_discard_pile():
    """Not two cards to discard: nothing is played, so the chosen action is not moved."""
    specs = build('card "Encore": action\n  Choose a standard action in your discard pile. Discard two cards to '
                  'play the chosen action as an extra action. Put it on the top of your deck instead of the '
                  'discard pile.\ncard "Snap": action\n  Destroy a minion.\n')
    g, jungle, castle = table(specs, [("targets", "Snap")])
    snap = g.add_card(specs["Snap"], 0, "discard pile")
    g.play_card(g.add_card(specs["Encore"], 0))
    assert g.card(snap).zone == "discard pile"


@pytest.mark.rule("SU-A3")
@pytest.mark.parametrize("choice, power, hand", [(0, 3, 2), (1, 1, 0)])
def test_the_instead_alternative_gives_the_same_minion_more_for_as_long(choice, power, hand):
    specs = build('card "Tonic": action\n  Give a minion -1 power until the end of the turn, '
                  'or discard two cards to give it -3 power instead.\n')
    g, jungle, castle = table(specs, [("modes", choice), ("targets", "Brute")])
    brute = g.add_card(specs["Brute"], 1, "bases", at=jungle)
    g.add_card(specs["Grunt"], 0)
    g.add_card(specs["Grunt"], 0)
    g.play_card(g.add_card(specs["Tonic"], 0))
    assert g.value(brute, "power") == power and len(g.state.zones[(0, "hand")]) == hand
    g.end_turn()
    assert g.value(brute, "power") == 4          # until the end of the turn, either way


@pytest.mark.parametrize("text", [
    "Destroy a minion of power 2 or less, or return it to its owner's hand instead.",   # no "it" to mean
    "Give a minion here +2 power, or draw two cards instead.",                          # not the same verb
])
def test_instead_without_the_first_ones_card_and_verb_is_not_this_reading(text):
    assert e501('card "Probe": action\n  ' + text + "\n")


@pytest.mark.rule("SU-G4")
@pytest.mark.parametrize("won", [True, False])
def test_an_extra_minion_on_the_replacement_base_after_the_scoring_is_over(won):
    """The condition is asked of the scoring (the cards still there); the play is for the new base."""
    specs = build('card "Laurels": action\n  Play on a base. Special: After this base scores, if you have a '
                  'minion here, you may play an extra minion of power 2 or less on the replacement base.\n'
                  'card "Fen": base, breakpoint 4, vp 3/2/1\ncard "Heath": base, breakpoint 20, vp 3/2/1\n')
    g, jungle, castle = table(specs, [("may", "yes")] if won else [])
    fen = g.add_card(specs["Fen"], None, "bases")
    heath = g.add_card(specs["Heath"], None, SMASHUP.base_deck_zone)
    g.add_card(specs["Brute"], 0 if won else 1, "bases", at=fen)
    g.add_card(specs["Laurels"], 0, "bases", at=fen)
    g.score_base(fen)
    assert g.card(heath).zone == "bases"
    extras = g.state.players[0].extra_plays
    assert len(extras) == int(won)
    if won:
        assert extras[0].base == heath
        assert extras[0].filter.stats == (s.StatTest(stat="power", cmp=s.Cmp.LE, value=2),)


TOLL = ('card "Toll": action\n  Each other player reveals their hand. For each action revealed, draw a card. '
        'Special: Play before a base scores. Reveal the hands of each other player with a minion of power 3 or more '
        'there instead.\n'
        'card "Fen": base, breakpoint 4, vp 3/2/1\ncard "Snap": action\n  Destroy a minion.\n')


@pytest.mark.rule("SU-A7")
@pytest.mark.parametrize("special, drawn", [(True, 1), (False, 3)])
def test_a_special_instead_replaces_the_sentence_of_the_same_verb_in_the_main_text(special, drawn):
    """Played by its Special, only the hands of the players with a minion of power 3 or more on the
    scoring base are revealed (Bob's: one action; Cat's minion there is too weak); played from the
    hand, every other player's (three actions)."""
    specs = build(TOLL)
    g = Game(SMASHUP, ("Ann", "Bob", "Cat"), chooser=ScriptedChooser([("may", "yes")] if special else []),
             seed=1, check_invariants=True)
    fen = g.add_card(specs["Fen"], None, "bases")
    g.add_card(specs["Jungle"], None, "bases")
    g.begin_turn(0)
    g.next_phase()
    for _ in range(5):
        g.add_card(specs["Grunt"], 0, "deck")
    g.add_card(specs["Brute"], 1, "bases", at=fen)
    g.add_card(specs["Grunt"], 2, "bases", at=fen)
    for who in (1, 2, 2):
        g.add_card(specs["Snap"], who)
    toll = g.add_card(specs["Toll"], 0)
    if special:
        g.score_base(fen)
    else:
        g.play_card(toll)
    assert g.card(toll).zone == "discard pile"
    assert len(g.state.zones[(0, "hand")]) == drawn


def test_the_special_says_which_words_of_the_main_text_it_replaces():
    (_, special) = probe_ir(TOLL.split("\n")[1].strip(), header='card "Toll": action')
    play = special.effect.effect
    assert play.instead_of == "Each other player reveals their hand."
    assert play.instead.having == s.Filter(card_types=("minion",), controller=s.Controller.YOU, at=s.AtBase.EVENT,
                                           stats=(s.StatTest(stat="power", cmp=s.Cmp.GE, value=3),))


def test_a_special_instead_with_no_sentence_of_that_verb_is_refused():
    assert e501('card "Probe": action\n  Draw a card. Special: Play before a base scores. '
                'Reveal the hands of each other player with an action there instead.\n')


REPRISE = ('card "Reprise": action\n  Choose an action in your discard pile. Play the chosen action as an extra '
           'action. Place it on the bottom of your deck instead of the discard pile.\n'
           'card "Twice": action\n  Draw two cards.\n'
           'card "Banner": action\n  Play on a base. Ongoing: Your minions here have +1 power.\n')


@pytest.mark.rule("SU-A1")
def test_the_played_action_goes_to_the_deck_only_once_it_has_resolved():
    """t16d2: one card in the deck; the action played from the discard pile draws two. It is in
    play while it resolves, so it is not in the deck to be drawn back (nor in the discard pile
    shuffled into a new deck): the first draw takes the deck's card, the second the reshuffled
    discard pile (only the Reprise), then the action goes to the bottom of the deck."""
    specs = build(REPRISE)
    g, jungle, castle = table(specs, [("targets", "Twice")])
    grunt = g.add_card(specs["Grunt"], 0, "deck")
    twice = g.add_card(specs["Twice"], 0, "discard pile")
    reprise = g.add_card(specs["Reprise"], 0)
    g.play_card(reprise)
    hand = g.state.zones[(0, "hand")]
    assert sorted(hand) == sorted([grunt, reprise])
    assert g.state.zones[(0, "deck")] == [twice] and g.card(twice).at is None


@pytest.mark.rule("SU-A1")
def test_an_action_that_stays_goes_to_the_deck_when_it_leaves_play_this_play_only():
    """t16d2: played on a base, the action stays; when the base scores and it would go to the
    discard pile, it goes to the bottom of the deck. Played again from the hand, it is discarded
    as usual: the replacement was for that play only."""
    specs = build(REPRISE + 'card "Fen": base, breakpoint 40, vp 3/2/1\n')
    g, jungle, castle = table(specs, [("targets", "Banner"), ("base", "Fen")])
    fen = g.add_card(specs["Fen"], None, "bases")
    banner = g.add_card(specs["Banner"], 0, "discard pile")
    g.play_card(g.add_card(specs["Reprise"], 0))
    assert g.card(banner).zone == "bases" and g.card(banner).at == fen
    g.add_card(specs["Brute"], 0, "bases", at=fen)
    g.score_base(fen)
    assert g.state.zones[(0, "deck")][0] == banner
    g.relocate(g.card(banner), "hand", 0)
    g.state.players[0].plays_left["action"] = 1
    g.play_card(banner, base=jungle)
    g.score_base(jungle)
    assert g.card(banner).zone == "discard pile"
