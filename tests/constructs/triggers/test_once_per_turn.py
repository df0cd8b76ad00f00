"""Once per turn: "Once per turn after …", one card of a name each turn."""

from __future__ import annotations

import pytest

from dsl import kinds as k
from dsl import nodes as n

from su_table import hand_size as hand, ongoing_game as game, parsed


# ------------------------------------------------------------------ "Once per turn after …" (no comma)


def test_once_per_turn_needs_no_comma_before_its_trigger():
    bare = parsed("Ongoing: Once per turn after you play an action, draw a card.", "minion")
    comma = parsed("Ongoing: Once per turn, after you play an action, draw a card.", "minion")
    assert bare == comma
    body = bare.sentences[0].body
    assert (isinstance(body, n.Prefixed) and body.kind == k.PrefixedKind.ONCE_PER_TURN
            and isinstance(body.body, n.TriggerClause))


@pytest.mark.rule("SU-A6")
def test_once_per_turn_after_you_play_a_minion_here():
    g, _, specs, field = game('''
card "Shrine": action
  Play on any base. Ongoing: Once per turn, after you play a minion on this base, draw a card.
''')
    g.begin_turn(0)
    g.next_phase()
    g.play_card(g.add_card(specs["Shrine"], 0), base=field)
    g.play_card(g.add_card(specs["Grunt"], 0), base=field)
    assert hand(g, 0) == 1
    g.play_card(g.add_card(specs["Grunt"], 0), base=field, free=True)
    assert hand(g, 0) == 1, "once per turn"


def test_only_one_card_of_a_name_uses_its_ability_each_turn():
    g, _, specs, field = game('''
card "Lantern": minion, power 1
  Ongoing: Draw a card at the start of your turn. Only use one Lantern's ability each turn.
''')
    g.add_card(specs["Lantern"], 0, "bases", at=field)
    g.add_card(specs["Lantern"], 0, "bases", at=field)
    g.begin_turn(0)
    assert hand(g, 0) == 1

