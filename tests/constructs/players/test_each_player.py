""""Each player other than the winner": every player but some acts."""

from __future__ import annotations

import pytest

from dsl import kinds as k
from runtime import spec as s

from su_table import build, errors, probe_card_ast as ast, table


# ---- "all players other than the winner" -----------------------------------------------------------


def test_each_player_other_than_the_winner_acts_but_the_winner_does_not():
    cards = build('card "Quarry": base, breakpoint 20, vp 3/2/1\n  After this base scores, each player other than '
                  'the winner may draw a card.\n')
    (ab,) = cards["Quarry"].abilities
    assert ab.effect == s.AsPlayer(who=s.Who.EACH_PLAYER, but=s.Who.WINNER, effect=s.May(effect=s.Draw()))
    assert errors('card "Odd": action\n  Each player other than a minion draws a card.\n')


@pytest.mark.rule("SU-A3")
def test_as_player_but_leaves_those_players_out():
    cards = build("")
    g, _, _ = table(cards)
    for pl in (0, 1):
        g.add_card(cards["Grunt"], pl, "deck")
    g.execute(s.AsPlayer(who=s.Who.EACH_PLAYER, but=s.Who.YOU, effect=s.Draw()), controller=0, source=None,
              origin="test")
    assert (len(g.zone(0, "hand")), len(g.zone(1, "hand"))) == (0, 1)
    assert ast("Each player other than you draws a card.").abilities[0].sentences[0].body.subject.phrases[0].kind \
        == k.PhraseKind.OTHER_THAN

