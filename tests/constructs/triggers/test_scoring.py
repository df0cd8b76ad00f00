"""Scoring triggers: after a base scores (runner-up, the replacement base), moving away
instead of the discard pile."""

from __future__ import annotations

import pytest

import dsl
from dsl import kinds as k
from runtime import SMASHUP
from runtime import spec as s

from su_table import build, e501, first_ability as ability, ongoing_game, table


# ---- moving away after a base scores, searching to the top, "played on that base" -------------


@pytest.mark.rule("SU-G4")
def test_moved_away_after_its_base_scores_instead_of_the_discard_pile():
    """SU-G3/G4: "after this base scores" the cards are still there; a minion moved to another
    base then is not discarded with the others."""
    g, ch, specs, field = ongoing_game('''
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
def test_the_runner_up_draws_then_discards():
    cards = build('card "Orchard": base, breakpoint 20, vp 3/2/1\n'
                  '  After this base scores, the runner-up draws two cards and discards a card.\n')
    g, jungle, _ = table(cards, [("discard", 0)])
    orchard = g.add_card(cards["Orchard"], None, "bases")
    g.add_card(cards["Brute"], 0, "bases", at=orchard)
    g.add_card(cards["Grunt"], 1, "bases", at=orchard)
    deck = [g.add_card(cards["Brute"], 1, "deck") for _ in range(4)]
    g.score_base(orchard)
    assert len(g.state.zones[(1, "hand")]) == 1, "two drawn, then one of them discarded"
    assert len(g.state.zones[(1, "discard pile")]) == 2      # the discarded card and the minion scored there
    assert len(g.state.zones[(0, "hand")]) == 0, "the winner does nothing"


def test_scores_and_is_replaced_parses():
    ab = ability("After this base scores and is replaced, you may draw a card.", kind="base, breakpoint 20, vp 3/2/1")
    assert ab.sentences[0].body.trigger.event.ev.kind == k.EventVerbKind.SCORES_REPLACED


@pytest.mark.rule("SU-A2")
def test_after_this_base_is_replaced_the_runner_up_moves_to_the_replacement_base():
    """The runner-up is the scoring's; the move waits until the new base is in play (SU-G4)."""
    cards = build('card "Harbor": base, breakpoint 20, vp 3/2/1\n'
                  '  If you have a minion here, after this base scores and is replaced, the runner-up may move a '
                  'minion of power 2 or less from another base to the replacement base.\n'
                  'card "Lagoon": base, breakpoint 20, vp 3/2/1\n')
    g, jungle, castle = table(cards, [("may", "yes"), ("targets", "Grunt")])
    harbor = g.add_card(cards["Harbor"], None, "bases")
    lagoon = g.add_card(cards["Lagoon"], None, SMASHUP.base_deck_zone)
    g.add_card(cards["Brute"], 0, "bases", at=harbor)
    g.add_card(cards["Grunt"], 1, "bases", at=harbor)
    traveller = g.add_card(cards["Grunt"], 1, "bases", at=castle)
    g.score_base(harbor)
    assert g.card(lagoon).zone == "bases"
    assert g.card(traveller).at == lagoon


def test_the_replacement_base_without_a_replacement_is_refused():
    rep = dsl.check_text('ruleset smashup\ncard "Probe Card": base, breakpoint 20, vp 3/2/1\n'
                         '  After this base scores, move a minion to the replacement base.\n')
    assert [d.code.id for d in rep.cards[-1].diagnostics if d.code.id.startswith("E")] == ["E501"]


@pytest.mark.rule("SU-A7")
def test_the_runner_up_plays_a_found_card_on_the_replacement_base():
    cards = build('card "Nursery": base, breakpoint 20, vp 3/2/1\n'
                  '  If you have a minion here, after this base scores and is replaced, the runner-up may search '
                  'their deck for a minion of power 3 or less and play it on the replacement base.\n'
                  'card "Lagoon": base, breakpoint 20, vp 3/2/1\n')
    g, jungle, castle = table(cards, [("may", "yes"), ("search", 0)])
    nursery = g.add_card(cards["Nursery"], None, "bases")
    lagoon = g.add_card(cards["Lagoon"], None, SMASHUP.base_deck_zone)
    g.add_card(cards["Brute"], 0, "bases", at=nursery)
    g.add_card(cards["Grunt"], 1, "bases", at=nursery)
    found = g.add_card(cards["Grunt"], 1, "deck")
    g.score_base(nursery)
    assert (g.card(found).zone, g.card(found).at) == ("bases", lagoon)
    assert any(ev.kind is s.Event.PLAY and ev.card.id == found for ev in g.log), "played, not just put there"

