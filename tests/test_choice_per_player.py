"""A choice made once for each other player (helper t16a, issue 16): "Choose one for each other
player: until …, either they cannot … OR they cannot …" runs one round per other player, in turn
order; in each the ability's controller chooses (the words speak to them) and the restriction
chosen binds that player alone (`Apply.round_player`), for as long as the controller's duration
says (docs/runtime.md). Test cards are our own words."""

from __future__ import annotations

import pytest
from su_table import build

from runtime import SMASHUP, Game, ScriptedChooser
from runtime import spec as s
from runtime.errors import NotDeclarable

DOZE = ('card "Doze Sigil": action\n'
        '  Choose one for each other player: until your next turn, either they cannot move minions '
        'OR they cannot play actions.\n'
        'card "Tidy Up": action\n'
        '  Draw a card.\n'
        'card "Nudge": action\n'
        '  Move a minion to another base.\n'
        'card "Stillness": action\n'
        '  Each other player cannot play minions until your next turn.\n')


def game(steps):
    cards = build(DOZE)
    g = Game(SMASHUP, ("Ann", "Bob", "Cy"), chooser=ScriptedChooser(list(steps)), seed=1, check_invariants=True)
    bases = [g.add_card(cards[b], None, "bases") for b in ("Jungle", "Castle")]
    for p in (0, 1, 2):
        for _ in range(4):
            g.add_card(cards["Grunt"], p, "deck")
    g.begin_turn(0)
    g.next_phase()
    return g, cards, bases


def test_the_choice_is_a_round_for_each_other_player_among_lasting_restrictions():
    eff = build(DOZE)["Doze Sigil"].abilities[0].effect
    assert eff.count == s.PlayerRounds(who=s.Who.EACH_OPPONENT)
    assert isinstance(eff.effect, s.Choose) and (eff.effect.min, eff.effect.max) == (1, 1)
    still, nop = eff.effect.modes
    assert nop.round_player and still.round_player
    assert nop.duration is still.duration is s.Duration.START_OF_YOUR_NEXT_TURN
    assert nop.effect == s.NoPlay(card_types=("action",), by=s.Controller.YOU, anywhere=True)
    assert still.effect.events == (s.Event.MOVE,) and still.effect.by is s.Controller.YOU


@pytest.mark.rule("SU-A8")
def test_SU_A8_each_player_is_bound_by_the_restriction_chosen_for_them_until_your_turn():
    # Ann chooses for Bob "cannot play actions", for Cy "cannot move minions"
    g, cards, (jungle, castle) = game([("modes", [1]), ("modes", [0]), ("targets", "Castle")])
    doze = g.add_card(cards["Doze Sigil"], 0, "hand")
    g.play_card(doze)
    g.end_turn()
    g.begin_turn(1)
    g.next_phase()
    with pytest.raises(NotDeclarable):
        g.play_card(g.add_card(cards["Tidy Up"], 1, "hand"))        # Bob: no action anywhere
    g.play_card(g.add_card(cards["Grunt"], 1, "hand"), base=jungle)  # a minion is still fine
    g.end_turn()
    g.begin_turn(2)
    g.next_phase()
    grunt = g.add_card(cards["Grunt"], 1, "bases", at=jungle)
    nudge = g.add_card(cards["Nudge"], 2, "hand")
    g.play_card(nudge)                                              # Cy may play actions (no minion
    # is offered to move: the only base asked is where it would go) …
    assert g.state.cards[grunt].at == jungle                        # … but moves no minion
    g.end_turn()
    g.begin_turn(0)                                                 # Ann's turn: both end
    g.end_turn()
    g.begin_turn(1)
    g.next_phase()
    g.play_card(g.add_card(cards["Tidy Up"], 1, "hand"))


@pytest.mark.rule("SU-A8")
def test_SU_A8_the_same_restriction_may_be_chosen_for_both_and_binds_only_them():
    g, cards, (jungle, castle) = game([("modes", [0]), ("modes", [0]), ("targets", "Grunt"), ("targets", "Castle")])
    g.play_card(g.add_card(cards["Doze Sigil"], 0, "hand"))
    grunt = g.add_card(cards["Grunt"], 1, "bases", at=jungle)
    g.play_card(g.add_card(cards["Nudge"], 0, "hand"), free=True)  # Ann herself is not bound
    assert g.state.cards[grunt].at == castle


@pytest.mark.rule("SU-A8")
def test_SU_A8_each_other_player_cannot_play_minions_anywhere_until_your_turn():
    g, cards, (jungle, castle) = game([])
    g.play_card(g.add_card(cards["Stillness"], 0, "hand"))
    g.play_card(g.add_card(cards["Grunt"], 0, "hand"), base=castle)  # not you
    g.end_turn()
    g.begin_turn(1)
    g.next_phase()
    bob = g.add_card(cards["Grunt"], 1, "hand")
    for base in (jungle, castle):
        with pytest.raises(NotDeclarable):
            g.play_card(bob, base=base)
    g.end_turn()
    g.begin_turn(0)
    g.end_turn()
    g.begin_turn(1)
    g.next_phase()
    g.play_card(bob, base=castle)                                   # after your turn began: allowed


TITHE = ('card "Grave Tithe": action\n'
         '  Choose an action in each player\'s discard pile and put it on the top of its owner\'s deck.\n'
         'card "Tidy Up": action\n'
         '  Draw a card.\n')


@pytest.mark.rule("SU-A4")
def test_SU_A4_one_card_chosen_from_each_players_zone_by_you_none_from_an_empty_one():
    cards = build(TITHE)
    eff = cards["Grave Tithe"].abilities[0].effect
    assert eff.count == s.PlayerRounds(who=s.Who.EACH_PLAYER)
    assert eff.effect.target.filter.of_picked_player and eff.effect.target.filter.zone == "discard pile"
    # Ann (first, herself included) and Cy each have actions there; Bob has only a minion
    g, _, _ = game([("targets", 1), ("targets", 0)])
    ann = [g.add_card(cards["Tidy Up"], 0, "discard pile") for _ in range(2)]
    g.add_card(cards["Grunt"], 1, "discard pile")
    cy = g.add_card(cards["Tidy Up"], 2, "discard pile")
    g.play_card(g.add_card(cards["Grave Tithe"], 0, "hand"))
    assert g.state.cards[ann[1]].zone == "deck" and g.state.cards[ann[0]].zone == "discard pile"
    assert [c.name for c in g.zone(1, "discard pile")] == ["Grunt"]
    assert g.state.cards[cy].zone == "deck" and g.state.cards[cy] in g.zone(2, "deck")
    assert {d.player for d in g.chooser.asked} == {0}     # every choice was Ann's, who played it


SNOOP = ('card "Snoop Raid": action\n'
         '  Each opponent must discard a minion of power 3 or more or reveal their hand to show they have none. '
         'If at least one opponent did not discard a minion with 4 or more power, place a +1 power counter on each '
         'of your minions.\n'
         'card "Tidy Up": action\n'
         '  Draw a card.\n')


def snoop(bob_hand, cy_hand, steps):
    cards = build(SNOOP)
    g, _, (jungle, _) = game(steps)
    for p, hand in ((1, bob_hand), (2, cy_hand)):
        for name in hand:
            g.add_card(cards[name], p, "hand")
    mine = g.add_card(cards["Grunt"], 0, "bases", at=jungle)
    g.play_card(g.add_card(cards["Snoop Raid"], 0, "hand"))
    return g, g.state.cards[mine]


@pytest.mark.rule("SU-A3")
def test_SU_A3_who_has_the_card_must_discard_it_who_has_none_shows_their_hand():
    eff = build(SNOOP)["Snoop Raid"].abilities[0].effect
    asked, then = eff.effects
    assert isinstance(asked, s.AsPlayer) and isinstance(asked.effect, s.If)
    assert asked.effect.otherwise.KIND == "reveal"
    assert then.condition == s.PlayersDid(event=s.Event.DISCARD, filter=then.condition.filter, negated=True)
    # Bob must discard one (his choice of the two); Cy has only a weaker minion and shows her hand
    g, mine = snoop(["Brute", "Brute", "Grunt"], ["Grunt"], [("targets", 1)])
    assert [c.name for c in g.zone(1, "discard pile")] == ["Brute"]
    assert [c.name for c in g.zone(2, "hand")] == ["Grunt"]
    assert [d.player for d in g.chooser.asked] == [1]          # Bob chose his own discard
    assert sum(mine.counters.values()) == 1                      # Cy did not discard one


@pytest.mark.rule("SU-A3")
@pytest.mark.parametrize("bob, cy, counters", [
    ("Brute", "Brute", 0),      # both discarded a minion of power 4 or more
    ("Brute", "Grunt", 1),      # Cy had none of power 3 or more (a weaker one) and showed her hand
    ("Brute", None, 1),         # Cy had no minion at all
])
def test_SU_A3_the_counter_only_when_some_player_did_not_discard_such_a_minion(bob, cy, counters):
    g, mine = snoop([bob], [cy] if cy else ["Tidy Up"], [])
    assert sum(mine.counters.values()) == counters
