""""With the same name": extra plays, conditions and choices of a name."""

from __future__ import annotations

import pytest

from runtime.errors import NotDeclarable

from su_table import build, errors, run, table


# ---- "an extra minion with the same name" after a minion was played ---------------------------------


@pytest.mark.rule("SU-A2")
def test_an_extra_minion_with_the_same_name_as_the_one_just_played():
    cards = build('card "Mirror Pool": base, breakpoint 25, vp 4/2/1\n'
                  '  After you play a minion here, you may play an extra minion here with the same name.\n')
    g, jungle, _ = table(cards, [("may", "yes"), ("may", "no")])     # (it triggers again on the extra one)
    pool = g.add_card(cards["Mirror Pool"], None, "bases")
    grunts = [g.add_card(cards["Grunt"], 0, "hand") for _ in range(2)]
    brute = g.add_card(cards["Brute"], 0, "hand")
    g.play_card(grunts[0], base=pool)
    extra = g.state.players[0].extra_plays
    assert len(extra) == 1 and extra[0].filter.name == "Grunt"
    g.state.players[0].plays_left["minion"] = 0
    with pytest.raises(NotDeclarable):
        g.play_card(brute, base=pool)                       # another name
    with pytest.raises(NotDeclarable):
        g.play_card(grunts[1], base=jungle)                 # not here
    g.play_card(grunts[1], base=pool)
    assert g.card(grunts[1]).zone == "bases" and g.card(brute).zone == "hand"


def test_the_same_name_on_one_extra_play_outside_a_play_trigger_is_still_refused():
    errs = errors('card "Echo Rune": action\n  Ongoing: After a minion is destroyed here, '
                  'you may play an extra minion with the same name.\n  Play on a base.\n')
    assert any(e.startswith("E501") and "same name" in e for e in errs), errs


# ---- "… two or more minions with the same name on a base" as a condition ------------------------------


@pytest.mark.rule("SU-A3")
def test_same_name_on_a_base_counts_one_name_on_one_base():
    cards = build('card "Family Reunion": action\n'
                  '  If you have two or more minions with the same name on a base, draw a card.\n')
    g, jungle, castle = table(cards)
    for _ in range(3):
        g.add_card(cards["Grunt"], 0, "deck")
    g.add_card(cards["Grunt"], 0, "bases", at=jungle)
    g.add_card(cards["Grunt"], 0, "bases", at=castle)        # same name, another base
    g.add_card(cards["Brute"], 0, "bases", at=jungle)        # same base, another name
    g.add_card(cards["Grunt"], 1, "bases", at=jungle)        # another player's
    run(g, g.add_card(cards["Family Reunion"], 0, "discard pile"))
    assert len(g.state.zones[(0, "hand")]) == 0
    g.add_card(cards["Grunt"], 0, "bases", at=castle)
    run(g, g.add_card(cards["Family Reunion"], 0, "discard pile"))
    assert len(g.state.zones[(0, "hand")]) == 1


def test_with_the_same_name_chooses_a_name_then_the_cards():
    cards = build('card "Roll Call": action\n  Return any number of minions with the same name from your discard pile to your hand.\n')
    g, _, _ = table(cards, [("targets", "Grunt"), ("targets", [0, 1])])
    grunts = [g.add_card(cards["Grunt"], 0, "discard pile") for _ in range(2)]
    brute = g.add_card(cards["Brute"], 0, "discard pile")
    run(g, g.add_card(cards["Roll Call"], 0, "discard pile"))
    assert [g.card(x).zone for x in grunts] == ["hand", "hand"] and g.card(brute).zone == "discard pile"
    assert g.chooser.asked[0].options == ("Brute", "Grunt")


@pytest.mark.rule("SU-A6")
def test_extra_play_of_a_minion_named_like_another_here():
    cards = build('card "Kinship": action\n  Play on a base.\n  Talent: Play an extra minion here with the same name as another minion here.\n')
    g, jungle, castle = table(cards)
    g.add_card(cards["Grunt"], 1, "bases", at=jungle)
    kin = g.add_card(cards["Kinship"], 0, "bases", at=jungle)
    g.activate(kin)
    g.players[0].plays_left["minion"] = 0
    brute = g.add_card(cards["Brute"], 0, "hand")
    grunt = g.add_card(cards["Grunt"], 0, "hand")
    with pytest.raises(Exception):
        g.play_card(brute, base=jungle)         # no Brute here
    with pytest.raises(Exception):
        g.play_card(grunt, base=castle)         # not here
    g.play_card(grunt, base=jungle)
    assert g.card(grunt).at == jungle


# ---- extra plays "that all have the same name" -------------------------------------------------


@pytest.mark.rule("SU-A6")
def test_extra_minions_that_all_have_the_same_name_follow_the_first_one_played():
    from runtime.errors import NotDeclarable

    cards = build('card "Bloom": action\n  Play up to 3 extra minions that all have the same name.\n')
    g, jungle, _ = table(cards)
    g.state.players[0].plays_left["minion"] = 0         # the turn's own minion play is used up
    grunts = [g.add_card(cards["Grunt"], 0, "hand") for _ in range(2)]
    brute = g.add_card(cards["Brute"], 0, "hand")
    run(g, g.add_card(cards["Bloom"], 0, "discard pile"))
    assert len(g.state.players[0].extra_plays) == 3
    g.play_card(grunts[0], base=jungle)
    with pytest.raises(NotDeclarable):
        g.play_card(brute, base=jungle)                 # another name: none of the extra plays fits
    g.play_card(grunts[1], base=jungle)
    assert [g.card(c).zone for c in grunts] == ["bases", "bases"] and g.card(brute).zone == "hand"
    assert len(g.state.players[0].extra_plays) == 1


def test_the_same_name_on_one_extra_play_is_refused():
    errs = errors('card "Lone": action\n  Play an extra minion with the same name.\n')
    assert any(e.startswith("E501") and "same name" in e for e in errs), errs

