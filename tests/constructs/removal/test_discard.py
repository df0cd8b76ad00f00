"""Discarding: at random, a whole hand."""

from __future__ import annotations

import pytest

from runtime import spec as s

from su_table import build, compiled, run as use, table as game


BASICS_ONLY = '''
card "Field": base, breakpoint 12, vp 3/2/1
card "Grunt": minion, power 3
'''


def test_a_random_card_is_discarded_at_random():
    """"discards a random card" is a random discard, as "discards a card at random" is."""
    for text in ("Each other player discards a random card.", "Discard a random card."):
        (ab,) = compiled(BASICS_ONLY + f'card "Toss": action\n  {text}\n')["Toss"].abilities
        eff = ab.effect.effect if isinstance(ab.effect, s.AsPlayer) else ab.effect
        assert isinstance(eff, s.Discard) and eff.random, text


def test_each_other_player_discards_a_random_card():
    cards = build('card "Pickpocket": action\n  Each other player discards a random card.\n')
    eff = cards["Pickpocket"].abilities[0].effect
    assert eff == s.Discard(who=s.Who.EACH_OPPONENT, amount=s.Const(value=1), random=True)


@pytest.mark.rule("SU-A3")
def test_a_player_discards_their_whole_hand():
    """"discard your hand" is every card in it (it was read as one card)."""
    cards = build('card "Purge": action\n  Discard your hand, then draw a card.\n')
    g, _, _ = game(cards)
    held = [g.add_card(cards["Grunt"], 0, "hand") for _ in range(3)]
    top = g.add_card(cards["Brute"], 0, "deck")
    use(g, g.add_card(cards["Purge"], 0, "discard pile"), "on_play")
    assert [g.card(x).zone for x in held] == ["discard pile"] * 3
    assert g.state.zones[(0, "hand")] == [top]

