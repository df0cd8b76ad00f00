"""Instructions to other players: "each other player discards", "they must …", choices
made by the players who act."""

from __future__ import annotations

import pytest

import dsl
from runtime import spec as s

from su_table import build, lower_one as one, minion_spec, run, run as use, table, table as game


@pytest.mark.parametrize("text,who", [
    ("Each other player discards a card.", s.Who.EACH_OPPONENT),
    ("Each player draws a card.", s.Who.EACH_PLAYER),
    ("Each other player must discard a card.", s.Who.EACH_OPPONENT),
])
def test_instructions_to_other_players(text, who):
    lo, _ = one(text)
    assert not lo.diagnostics, [d.message for d in lo.diagnostics]
    (ab, _), = lo.abilities
    assert ab.effect.who is who


# ---- instructions to other players ---------------------------------------------------------------


@pytest.mark.rule("SU-A3")
def test_each_other_player_acts_as_you_on_their_own_cards():
    cards = build('card "Squeeze": action\n  Each other player returns their minion with the least power to their hand.\n'
                  'card "Offer": action\n  Each other player may draw a card.\n')
    g, jungle, _ = table(cards, [("may", "no")])
    weak = g.add_card(cards["Grunt"], 1, "bases", at=jungle)
    strong = g.add_card(cards["Brute"], 1, "bases", at=jungle)
    mine = g.add_card(minion_spec("Tiny", 1), 0, "bases", at=jungle)
    run(g, g.add_card(cards["Squeeze"], 0, "discard pile"))
    assert (g.card(weak).zone, g.card(strong).zone, g.card(mine).zone) == ("hand", "bases", "bases")
    g.add_card(cards["Grunt"], 1, "deck")
    run(g, g.add_card(cards["Offer"], 0, "discard pile"))
    assert g.chooser.asked[-1].player == 1 and len(g.zone(1, "hand")) == 1


def test_they_must_after_another_player_plays():
    cards = build('card "Taxman": minion, power 3\n  Ongoing: After another player plays a minion here, they must discard a card.\n'
)
    g, jungle, _ = table(cards)
    g.add_card(cards["Taxman"], 0, "bases", at=jungle)
    g.begin_turn(1)
    g.next_phase()
    trick = g.add_card(cards["Grunt"], 1, "hand")
    kept = g.add_card(cards["Brute"], 1, "hand")
    g.play_card(trick, base=jungle)
    assert g.card(kept).zone == "discard pile"


@pytest.mark.rule("SU-A3")
def test_that_minions_owner_may_immediately_play_an_extra_minion():
    cards = build('card "Recycle": action\n  Destroy a minion. That minion\'s owner may immediately play an extra minion.\n')
    g, jungle, _ = table(cards, [("may", "yes"), ("base", "Jungle")])
    foe = g.add_card(cards["Brute"], 1, "bases", at=jungle)
    theirs = g.add_card(cards["Grunt"], 1, "hand")
    run(g, g.add_card(cards["Recycle"], 0, "discard pile"))         # the only minion: destroyed
    assert g.card(foe).zone != "bases"
    assert g.card(theirs).zone == "bases" and g.card(theirs).controller == 1
    assert [d.player for d in g.chooser.asked] == [1, 1]          # the owner decides, not you


@pytest.mark.rule("SU-A3")
def test_a_choice_made_by_other_players_is_theirs():
    """"Each other player must either A or B": each of them picks the alternative, as "you"."""
    cards = build('card "Ultimatum": action\n'
                  '  Each other player must either discard a card or return one of their minions to their hand.\n')
    g, jungle, _ = game(cards, [("modes", 1)])
    theirs = g.add_card(cards["Brute"], 1, "bases", at=jungle)
    held = g.add_card(cards["Grunt"], 1, "hand")
    use(g, g.add_card(cards["Ultimatum"], 0, "discard pile"), "on_play")
    asked = [d for d in g.chooser.asked if d.kind.value == "modes"]
    assert [d.player for d in asked] == [1], "the other player chooses"
    assert (g.card(theirs).zone, g.card(held).zone) == ("hand", "hand")


def test_a_choice_for_each_other_player_is_refused_not_made_once():
    """"Choose one for each other player: A OR B" is one choice per player; read as a single
    choice it would do the wrong thing, so it is E501 until the runtime can loop over players."""
    rep = dsl.check_text('ruleset smashup\ncard "Probe Card": action\n'
                         '  Choose one for each other player: they draw a card.\n')
    errs = [d for d in rep.cards[-1].diagnostics if d.code.id.startswith("E")]
    assert [d.code.id for d in errs] == ["E501"] and "each other player" in errs[0].message, errs



@pytest.mark.rule("SU-A3")
def test_each_player_discards_a_card_of_the_kind_named_each_choosing_their_own():
    """"Each player discards an action": each player (you too) discards one of the actions in
    their own hand, their choice; minions stay (before, "action" was dropped: any card went)."""
    cards = build('card "Clear Out": action\n  Each player discards an action.\n'
                  'card "Note": action\n  Draw a card.\n')
    g, _, _ = table(cards, [("targets", "Note"), ("targets", "Note")])
    mine = g.add_card(cards["Note"], 0, "hand")
    theirs = g.add_card(cards["Note"], 1, "hand")
    kept = [g.add_card(cards["Grunt"], p, "hand") for p in (0, 1)]
    run(g, g.add_card(cards["Clear Out"], 0, "discard pile"))
    assert (g.card(mine).zone, g.card(theirs).zone) == ("discard pile", "discard pile")
    assert [g.card(k).zone for k in kept] == ["hand", "hand"]
