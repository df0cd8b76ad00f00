"""Issue 16, helper u16f: clauses, coordination and numbers — how sentences chain and count.

tests/fixtures/fresh/u16f.cards holds made-up cards written before the work, across the area
(", then" after a third-person subject, "If you cannot", "Each time …", "that many" after a
discard, "twice that many", "the same number of", "for every two … discarded this way", "their
owners each draw", "each of up to two", "…, starting with you" / "in turn order", "If there is a
tie, you choose"). Its ratchet counts how many `cardtext check` accepts (may be raised, never
lowered); the scenarios below play each construct the round added; the printer writes every
accepted card back to the same syntax tree. Every card is written here, in our own words."""

from __future__ import annotations

from pathlib import Path

import pytest

import dsl
from dsl.printer import Printer
from runtime.ruleset import RULESETS

from su_table import build, e501, run, table

FIXTURE = Path(__file__).resolve().parent / "fixtures" / "fresh" / "u16f.cards"
# accepted cards of the fixture: 26 of 48 before the round (main cae8b5c); may be raised, never lowered
FRESH_RATCHET = 43


@pytest.fixture(scope="module")
def fresh():
    return dsl.check_text(FIXTURE.read_text(encoding="utf-8"), path=str(FIXTURE))


def test_the_fresh_cards_are_accepted_at_least_as_often_as_the_ratchet(fresh):
    assert len(fresh.cards) == 48, "the fixture lost or gained cards: change the ratchet's figure too"
    refused = [(c.name, [d.message for d in c.diagnostics if d.severity.name == "ERROR"])
               for c in fresh.cards if not c.ok]
    assert len(fresh.cards) - len(refused) >= FRESH_RATCHET, refused


def test_every_accepted_fresh_card_prints_back_to_the_same_syntax_tree(fresh):
    pr = Printer(RULESETS["smashup"])
    lines = ["ruleset smashup", ""]
    ok = [c for c in fresh.cards if c.ok]
    for c in ok:
        lines.append(f'card "{c.name}": action')
        lines.append("  " + " ".join(pr.ability(ab) for ab in c.card.abilities))
    again = dsl.check_text("\n".join(lines) + "\n", lower=False)
    bad = [a.name for a, b in zip(ok, again.cards) if a.card.abilities != b.card.abilities]
    assert not bad, bad


# ---- scenarios -------------------------------------------------------------------------------


def vp(g, p):
    return g.players[p].resources.get("vp", 0)


def hand(g, p):
    return len(g.zone(p, "hand"))


def stock(g, cards, p, deck=4, held=0):
    for _ in range(deck):
        g.add_card(cards["Grunt"], p, "deck")
    for _ in range(held):
        g.add_card(cards["Grunt"], p, "hand")


@pytest.mark.rule("SU-A3")
@pytest.mark.parametrize("text, drew, kept", [
    ("Each other player draws a card, then discards two cards.", 0, 1),
    ("Each player draws a card, then discards a card.", 1, 2),
    ("Each other player draws two cards and then discards a card.", 0, 3),
])
def test_a_third_person_subject_takes_predicates_joined_by_then_in_order(text, drew, kept):
    cards = build(f'card "Relay": action\n  {text}\n')
    g, _, _ = table(cards, [("discard", [0, 1])] if "two cards." in text else [("discard", [0])] * 2)
    for p in (0, 1):
        stock(g, cards, p, held=2)
    run(g, g.add_card(cards["Relay"], 0, "discard pile"))
    assert hand(g, 1) == kept
    assert hand(g, 0) == 2 + drew - (1 if drew else 0)


@pytest.mark.rule("SU-A3")
def test_that_players_owner_draws_then_discards():
    cards = build('card "Nudge": action\n  Choose a minion. That minion\'s owner draws a card, then discards a card.\n')
    g, jungle, _ = table(cards, [("discard", [0])])
    stock(g, cards, 1, held=1)
    g.add_card(cards["Grunt"], 1, "bases", at=jungle)
    run(g, g.add_card(cards["Nudge"], 0, "discard pile"))
    assert hand(g, 1) == 1 and len(g.zone(1, "discard pile")) == 1


@pytest.mark.rule("SU-A5")
def test_discard_up_to_two_is_a_choice_of_none_to_two_and_that_many_counts_them():
    cards = build('card "Swap Out": action\n  Discard up to two cards. Draw that many cards.\n'
                  'card "Cash In": action\n  Discard up to two cards. Gain twice that many VP.\n')
    g, _, _ = table(cards, [("targets", [0]), ("targets", [])])
    stock(g, cards, 0, held=3)
    run(g, g.add_card(cards["Swap Out"], 0, "discard pile"))
    assert hand(g, 0) == 3 and len(g.zone(0, "discard pile")) == 2     # (the action and one card)
    run(g, g.add_card(cards["Cash In"], 0, "discard pile"))
    assert vp(g, 0) == 0 and hand(g, 0) == 3, "none discarded: no VP"
    g.chooser.steps = [("targets", [0, 1])]
    run(g, g.add_card(cards["Cash In"], 0, "discard pile"))
    assert vp(g, 0) == 4 and hand(g, 0) == 1


@pytest.mark.rule("SU-A3")
@pytest.mark.parametrize("text", ["Discard your hand, then draw that many cards.",
                                  "Discard two cards. Draw the same number of cards."])
def test_that_many_after_a_discard_counts_the_cards_discarded(text):
    cards = build(f'card "Refill": action\n  {text}\n')
    g, _, _ = table(cards, [("discard", [0, 1])] if "two" in text else [])
    stock(g, cards, 0, deck=5, held=2)
    run(g, g.add_card(cards["Refill"], 0, "discard pile"))
    assert hand(g, 0) == 2 and len(g.zone(0, "deck")) == 3


@pytest.mark.rule("SU-A4")
def test_if_you_cannot_follows_an_instruction_not_done():
    cards = build('card "Try Hard": action\n  Destroy a minion of power 2 or less. If you cannot, draw a card.\n')
    g, jungle, _ = table(cards)
    stock(g, cards, 0)
    g.add_card(cards["Brute"], 1, "bases", at=jungle)
    run(g, g.add_card(cards["Try Hard"], 0, "discard pile"))
    assert hand(g, 0) == 1, "no minion of power 2 or less: the draw"
    grunt = g.add_card(cards["Grunt"], 1, "bases", at=jungle)
    g.chooser.steps = [("targets", "Grunt")]
    run(g, g.add_card(cards["Try Hard"], 0, "discard pile"))
    assert g.card(grunt).zone != "bases" and hand(g, 0) == 1


@pytest.mark.rule("SU-A2")
def test_each_time_is_whenever():
    cards = build('card "Tally Clerk": minion, power 2\n  Ongoing: Each time another player plays a minion here, '
                  'place a +1 power counter on this minion.\n')
    g, jungle, _ = table(cards)
    clerk = g.add_card(cards["Tally Clerk"], 0, "bases", at=jungle)
    g.end_turn()
    g.begin_turn(1)
    g.next_phase()
    g.play_card(g.add_card(cards["Grunt"], 1, "hand"), base=jungle)
    assert g.value(clerk, "power") == 3


@pytest.mark.rule("SU-A3")
def test_draw_a_card_for_every_two_cards_discarded_this_way():
    cards = build('card "Toll": action\n  Each player discards a card. Draw a card for every two cards discarded '
                  'this way.\n')
    g, _, _ = table(cards)
    for p in (0, 1):
        stock(g, cards, p, held=1)
    run(g, g.add_card(cards["Toll"], 0, "discard pile"))
    assert hand(g, 0) == 1 and hand(g, 1) == 0, "two cards discarded: one drawn"


@pytest.mark.rule("SU-A3")
def test_their_owners_each_draw_a_card():
    cards = build('card "Send Home": action\n  Return up to two minions to their owners\' hands. Their owners each '
                  'draw a card.\n')
    g, jungle, _ = table(cards, [("targets", [0, 1])])
    stock(g, cards, 1)
    g.add_card(cards["Grunt"], 1, "bases", at=jungle)
    g.add_card(cards["Brute"], 1, "bases", at=jungle)
    run(g, g.add_card(cards["Send Home"], 0, "discard pile"))
    assert hand(g, 1) == 3, "both minions back in hand and their owner drew once"


@pytest.mark.rule("SU-V3")
def test_a_counter_on_each_of_up_to_two_minions():
    cards = build('card "Pin Up": action\n  Place a +1 power counter on each of up to two minions.\n')
    g, jungle, _ = table(cards, [("targets", [0, 1])])
    a = g.add_card(cards["Grunt"], 0, "bases", at=jungle)
    b = g.add_card(cards["Brute"], 1, "bases", at=jungle)
    run(g, g.add_card(cards["Pin Up"], 0, "discard pile"))
    assert (g.value(a, "power"), g.value(b, "power")) == (3, 5)


@pytest.mark.rule("SU-A3")
@pytest.mark.parametrize("text, first", [
    ("Each player may draw a card, starting with you.", "Ann"),
    ("Each player may draw a card.", "Bob"),
    ("Each player, in turn order, may draw a card.", "Bob"),
])
def test_starting_with_you_is_turn_order_from_you_on_another_players_turn(text, first):
    cards = build(f'card "Round": action\n  {text}\n')
    g, _, _ = table(cards, [("may", "yes"), ("may", "no")])
    for p in (0, 1):
        stock(g, cards, p)
    g.end_turn()
    g.begin_turn(1)
    run(g, g.add_card(cards["Round"], 0, "discard pile"), controller=0)
    drew = [g.players[p].name for p in (0, 1) if hand(g, p) == 1]
    assert drew == [first], "the first player asked says yes"


@pytest.mark.rule("SU-A3")
def test_starting_with_you_has_each_player_do_the_whole_sentence_in_turn():
    cards = build('card "Pass Along": action\n  Each player draws a card, then discards a card, starting with you.\n')
    ir = cards["Pass Along"].abilities[0].effect
    assert ir.KIND == "as_player" and ir.who.value == "each_player_you_first" and ir.effect.KIND == "sequence"
    g, _, _ = table(cards, [("discard", [0]), ("discard", [0])])
    for p in (0, 1):
        stock(g, cards, p, held=1)
    run(g, g.add_card(cards["Pass Along"], 0, "discard pile"))
    assert hand(g, 0) == hand(g, 1) == 1


@pytest.mark.rule("SU-S1")
def test_if_there_is_a_tie_you_choose_among_the_tied_cards():
    cards = build('card "Judge": minion, power 1\n  Destroy the minion with the highest power here. If there is a '
                  'tie, you choose.\n')
    g, jungle, _ = table(cards, [("targets", 1)])
    judge = g.add_card(cards["Judge"], 0, "bases", at=jungle)
    one = g.add_card(cards["Brute"], 1, "bases", at=jungle)
    two = g.add_card(cards["Brute"], 1, "bases", at=jungle)
    run(g, judge)
    assert g.card(one).zone == "bases" and g.card(two).zone != "bases"


def test_the_round_refuses_what_it_cannot_read():
    assert any("tie" in m for m in e501('card "Odd": action\n  Draw a card. If there is a tie, you choose.\n'))
    assert any("starting with you" in m for m in e501(
        'card "Odd": action\n  Each other player draws a card, starting with you.\n'))
