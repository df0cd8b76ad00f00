"""Play limits: "may not" as "cannot", no second minion of a name, no actions onto this base,
bases that bar some minions."""

from __future__ import annotations

import pytest

from dsl import kinds as k
from dsl import nodes as n

from su_table import board, build, compiled as specs, meadow_game as game, parsed, probe_ast as parse, table
from test_runtime_cards import minion


# ------------------------------------------------------------------ "may not" as a prohibition


def test_may_not_is_cannot():
    a = parsed("Ongoing: Other players may not play actions here.", "minion")
    b = parsed("Ongoing: Other players cannot play actions here.", "minion")
    assert a == b


@pytest.mark.rule("SU-G2")
def test_no_second_minion_of_a_name_on_this_base():
    """"… may not play a minion here with the same name as another minion here": a play of
    a name already there is not declarable; another name, or another base, is."""
    from runtime.errors import NotDeclarable
    g, specs, meadow = game('''
card "Hall of Echoes": base, breakpoint 30, vp 3/2/1
  You may not play a minion here with the same name as another minion here.
''')
    hall = g.add_card(specs["Hall of Echoes"], None, "bases")
    g.add_card(specs["Brute"], 1, "bases", at=hall)
    g.begin_turn(0)
    g.next_phase()
    with pytest.raises(NotDeclarable):
        g.play_card(g.add_card(specs["Brute"], 0, "hand"), base=hall, free=True)
    g.play_card(g.add_card(specs["Brute"], 0, "hand"), base=meadow, free=True)      # another base
    g.play_card(g.add_card(specs["Twig"], 0, "hand"), base=hall, free=True)         # another name
    with pytest.raises(NotDeclarable):
        g.play_card(g.add_card(specs["Twig"], 0, "hand"), base=hall, free=True)     # now there is one


@pytest.mark.rule("SU-G2")
def test_a_base_that_bars_small_minions_while_you_do_not_lead_here():
    cards = build('card "Throne": base, breakpoint 25, vp 5/3/2\n'
                  '  If you do not have more power here than every other player, you cannot play minions here of '
                  'power 3 or less.\n')
    from runtime.errors import NotDeclarable
    g, jungle, _ = table(cards)
    throne = g.add_card(cards["Throne"], None, "bases")
    foe = g.add_card(cards["Brute"], 1, "bases", at=throne)
    with pytest.raises(NotDeclarable):
        g.play_card(g.add_card(cards["Grunt"], 0, "hand"), base=throne, free=True)    # small, not leading
    g.play_card(g.add_card(cards["Brute"], 0, "hand"), base=throne, free=True)        # power 4: allowed
    g.play_card(g.add_card(cards["Grunt"], 0, "hand"), base=jungle, free=True)        # another base: allowed
    g.card(foe).printed["power"] = 1                                                  # now you lead here
    g.play_card(g.add_card(cards["Grunt"], 0, "hand"), base=throne, free=True)
    assert sum(1 for c in g.in_play() if c.at == throne and c.owner == 0) == 2


@pytest.mark.rule("SU-G2")
def test_other_players_with_a_minion_here_cannot_play_extra_cards():
    cards = build('card "Roadblock": action\n  Play on a base.\n'
                  '  Talent: Until the start of your turn, other players with a minion here cannot play extra cards.\n'
                  'card "Hurry": action\n  Play an extra minion.\n')
    from runtime.errors import NotDeclarable
    g, jungle, castle = table(cards)
    block = g.add_card(cards["Roadblock"], 0, "bases", at=jungle)
    g.activate(block)
    g.end_turn()
    g.begin_turn(1)
    g.next_phase()
    bob = g.players[1]
    g.play_card(g.add_card(cards["Grunt"], 1, "hand"), base=castle)       # a normal play: allowed
    g.execute(cards["Hurry"].abilities[0].effect, controller=1)             # an extra minion granted
    assert bob.plays_left["minion"] == 1
    g.add_card(cards["Grunt"], 1, "bases", at=jungle)                       # now Bob has a minion here
    with pytest.raises(NotDeclarable):
        g.play_card(g.add_card(cards["Brute"], 1, "hand"), base=castle)     # the extra one is barred
    g.end_turn()
    g.begin_turn(0)                                                         # over at the start of your turn
    g.end_turn()
    g.begin_turn(1)
    g.next_phase()
    g.play_card(g.add_card(cards["Brute"], 1, "hand"), base=castle)
    g.execute(cards["Hurry"].abilities[0].effect, controller=1)
    g.play_card(g.add_card(cards["Brute"], 1, "hand"), base=castle)         # extra plays work again


def test_parse_a_preposition_repeated_after_or():
    ab = parse("Ongoing: Opponents cannot play actions on this base or on minions here.")
    (e,) = ab.sentences[0].body.pred.effects.items
    assert isinstance(e.phrases[0].np, n.NpOr) and e.phrases[1].kind == k.PhraseKind.HERE


@pytest.mark.rule("SU-A8")
def test_run_no_actions_onto_this_base_or_onto_its_minions():
    cards = specs('card "Fence": action\n  Play on a base. Ongoing: Opponents cannot play actions '
                  'on this base or on minions here.\ncard "Jolt": action\n  Play on a minion. Ongoing: '
                  'This minion has +1 power.\n')
    g, _, b1, b2 = board()
    g.begin_turn(0)
    g.next_phase()
    g.play_card(g.add_card(cards["Fence"], 0, "hand"), base=b1)
    near = g.add_card(minion("Near", 2), 0, "bases", at=b1)
    far = g.add_card(minion("Far", 2), 0, "bases", at=b2)
    g.end_turn()
    g.begin_turn(1)
    g.next_phase()
    jolt = g.add_card(cards["Jolt"], 1, "hand")
    from runtime import NotDeclarable
    with pytest.raises(NotDeclarable):
        g.play_card(jolt, on=near)
    g.play_card(jolt, on=far)
    assert g.value(far, "power") == 3

