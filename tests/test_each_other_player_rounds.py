"""Instructions made once for each other player (helper h16s, issue 16): "For each other player
who does not, … one of their minions …" runs one round per player who declined, "their" being
that player's (docs/runtime.md, `repeat` with `declined_count`). Test cards are our own words."""

from __future__ import annotations

import pytest
from su_table import build

from dsl.compiler import shared_deck_cards
from runtime import SMASHUP, Game, ScriptedChooser
from runtime import spec as s

GLOOM = ('card "Gloom Warden": minion, power 4\n'
         '  Each other player may discard a card. For each other player who does not, return one '
         'of their minions here to its owner\'s hand.\n')


def table3(steps=()):
    g = Game(SMASHUP, ("Ann", "Bob", "Cy"), chooser=ScriptedChooser(list(steps)), seed=1, check_invariants=True)
    fill = build("")
    g.add_card(fill["Jungle"], None, "bases")
    g.add_shared_decks(shared_deck_cards("smashup")[0])
    for p in (0, 1, 2):
        for _ in range(4):
            g.add_card(fill["Grunt"], p, "deck")
    g.begin_turn(0)
    g.next_phase()
    return g


@pytest.mark.rule("SU-A3")
def test_SU_A3_a_round_for_each_player_who_declined_takes_only_their_minions():
    cards = build(GLOOM)
    eff = cards["Gloom Warden"].abilities[0].effect
    assert [x.KIND for x in eff.effects] == ["as_player", "repeat"]
    rep = eff.effects[1]
    assert rep.count == s.DeclinedCount()
    assert rep.effect.target.filter.of_picked_player       # "their": the round's player
    fill = build("")
    g = table3(steps=[("may", "yes"), ("may", "no")])
    base = g.zone(None, "bases")[0]
    g.add_card(fill["Grunt"], 1, "hand")
    bob = g.add_card(fill["Brute"], 1, "bases", at=base.id)
    cy = g.add_card(fill["Brute"], 2, "bases", at=base.id)
    warden = g.add_card(cards["Gloom Warden"], 0, "bases", at=base.id)
    assert g.execute(eff, controller=0, source=warden)
    # Bob discarded, Cy did not: Cy's minion is the only one that could be returned
    assert [c.name for c in g.zone(1, "discard pile")] == ["Grunt"]
    assert g.state.is_in_play(g.state.cards[bob]) and not g.state.is_in_play(g.state.cards[cy])
    assert g.state.is_in_play(g.state.cards[warden])


@pytest.mark.rule("SU-A5")
def test_SU_A5_nobody_declined_no_round():
    cards = build(GLOOM)
    eff = cards["Gloom Warden"].abilities[0].effect
    fill = build("")
    g = table3(steps=[("may", "yes"), ("may", "yes")])
    base = g.zone(None, "bases")[0]
    for p in (1, 2):
        g.add_card(fill["Grunt"], p, "hand")
    cy = g.add_card(fill["Brute"], 2, "bases", at=base.id)
    warden = g.add_card(cards["Gloom Warden"], 0, "bases", at=base.id)
    assert g.execute(eff, controller=0, source=warden)
    assert g.state.is_in_play(g.state.cards[cy])


OMENS = ('card "Omen Reader": action\n'
         '  Each other player reveals his or her hand. If a player reveals two or more actions, draw a card. '
         'If at least three total actions are revealed, gain 1 VP.\n')


def omens_table(bob: int, cy: int):
    g = table3()
    mad = shared_deck_cards("smashup")[0]["Madness"]
    fill = build("")
    for p, k in ((1, bob), (2, cy)):
        for _ in range(k):
            g.add_card(mad, p, "hand")
        g.add_card(fill["Grunt"], p, "hand")
    return g


@pytest.mark.rule("SU-A1")
@pytest.mark.parametrize("bob, cy, drew, vp", [(2, 1, 1, 1), (1, 1, 0, 0), (1, 2, 1, 1), (2, 0, 1, 0), (1, 3, 1, 1)])
def test_SU_A1_what_each_other_player_revealed_is_tested_per_player_and_in_total(bob, cy, drew, vp):
    eff = build(OMENS)["Omen Reader"].abilities[0].effect
    assert isinstance(eff, s.Reveal) and eff.each and eff.zone == "hand"
    first, second = eff.with_revealed.effects
    assert isinstance(first.condition, s.OnePlayerCount) and isinstance(second.condition, s.CountIs)
    g = omens_table(bob, cy)
    hand = len(g.zone(0, "hand"))
    assert g.execute(eff, controller=0)
    assert len(g.zone(0, "hand")) == hand + drew and g.resource(0, "vp") == vp
    # the cards are shown, not taken
    assert len(g.zone(1, "hand")) == bob + 1 and len(g.zone(2, "hand")) == cy + 1


@pytest.mark.rule("SU-A1")
@pytest.mark.parametrize("after", ["Gain 1 VP for each action revealed.", "For each action revealed, gain 1 VP."])
def test_SU_A1_for_each_card_of_a_kind_revealed_by_the_other_players(after):
    cards = build('card "Tally": action\n  Each other player reveals his or her hand. ' + after + '\n')
    g = omens_table(2, 1)
    assert g.execute(cards["Tally"].abilities[0].effect, controller=0)
    assert g.resource(0, "vp") == 3


def test_revealed_tests_need_the_other_players_reveal_before_them():
    import dsl
    for text in ('If a player reveals three or more actions, draw a card.',
                 'Reveal your hand. If a player reveals three or more actions, draw a card.',
                 'Each other player reveals his or her hand. If a player reveals at least three total actions, '
                 'draw a card.'):
        rep = dsl.check_text(f'ruleset smashup\ncard "Odd": action\n  {text}\n', path="t.cards")
        assert [d.code.id for d in rep.cards[0].diagnostics] == ["E501"], text
