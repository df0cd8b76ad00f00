"""Noun phrases that combine (issue 16, helper u16b): "of your choice", ", each with power 3 or less,",
"where you already have", "named X", "a base where you have the most power", "of lower power than
one of your minions", "than the minion you have with the highest power", "with power lower than
this minion's power", "the number of (other) players", "a card from it" after a look at a hand,
"actions attached to it" after a choice; and the fresh-card fixture (tests/fixtures/fresh/u16b.cards)
with its ratchet. Every card is written here, in our own words, with made-up names."""

from __future__ import annotations

from pathlib import Path

import pytest

import dsl
from dsl.printer import Printer
from runtime import ScriptedChooser
from runtime.choices import ScriptError
from runtime.ruleset import RULESETS

from su_table import build, e501, parsed, run, table

FRESH = Path(__file__).resolve().parent / "fixtures" / "fresh" / "u16b.cards"
# how many of the fixture's cards are accepted: may be raised, never lowered (46 cards; 24 before u16b)
FRESH_RATCHET = 42


def test_the_fresh_noun_phrase_cards_are_accepted_at_least_to_the_ratchet():
    rep = dsl.check_text(FRESH.read_text(encoding="utf-8"), path=str(FRESH))
    assert len(rep.cards) >= 46, "the fixture lost cards"
    ok = [c.name for c in rep.cards if c.ok]
    assert len(ok) >= FRESH_RATCHET, sorted({c.name for c in rep.cards} - set(ok))


def test_every_accepted_fresh_card_prints_back_to_the_same_syntax_tree():
    src = FRESH.read_text(encoding="utf-8")
    rep = dsl.check_text(src, path=str(FRESH), lower=False)
    pr = Printer(RULESETS["smashup"])
    printed = ["ruleset smashup"]
    for c in rep.cards:            # (one file: "named u16b-39" needs that card in the set)
        kind = "action" if c.card.type == "action" else "minion, power 3"
        printed.append(f'card "{c.name}": {kind}, faction Testers')
        printed.extend("  " + pr.ability(ab) for ab in c.card.abilities)
    again = dsl.check_text("\n".join(printed) + "\n", lower=False)
    bad = [a.name for a, b in zip(rep.cards, again.cards) if a.ok and a.card.abilities != b.card.abilities]
    assert len(again.cards) == len(rep.cards) and not bad, bad


# ---- the same syntax tree as a wording the language already read ----------------------------------


@pytest.mark.parametrize("written, same_as", [
    ("Destroy up to two minions, each with power 3 or less.", "Destroy up to two minions with power 3 or less."),
    ("Return any number of your minions, each with power 2 or less, to your hand.",
     "Return any number of your minions with power 2 or less to your hand."),
    ("Play an extra minion on a base where you already have a minion.",
     "Play an extra minion on a base where you have a minion."),
])
def test_a_wording_read_as_one_the_language_had(written, same_as):
    assert parsed(written) == parsed(same_as)


# ---- played ----------------------------------------------------------------------------------------


@pytest.mark.rule("SU-A1")
def test_a_base_of_your_choice_is_chosen_by_you():
    cards = build('card "Side Step": action\n  Move a minion to a base of your choice.\n')
    g, jungle, castle = table(cards, [("targets", "Castle"), ("targets", "Brute")])
    brute = g.add_card(cards["Brute"], 1, "bases", at=jungle)
    run(g, g.add_card(cards["Side Step"], 0, "discard pile"))
    assert g.card(brute).at == castle


def test_of_your_choice_in_another_players_instruction_is_refused():
    msgs = e501('card "Far Step": action\n  Each other player moves one of their minions to a base of your choice.\n')
    assert any("another player's instruction" in m for m in msgs), msgs


@pytest.mark.rule("SU-A1")
def test_each_with_power_set_off_by_commas_restricts_the_cards_chosen():
    cards = build('card "Thin Cut": action\n  Destroy up to two minions, each with power 3 or less.\n')
    g, jungle, _ = table(cards, [("targets", ["Grunt", "Brute"])])
    g.add_card(cards["Grunt"], 1, "bases", at=jungle)
    g.add_card(cards["Brute"], 1, "bases", at=jungle)
    with pytest.raises(ScriptError, match="not one of"):
        run(g, g.add_card(cards["Thin Cut"], 0, "discard pile"))      # the 4-power Brute is no option


@pytest.mark.rule("SU-A1")
def test_a_minion_named_a_card_of_the_set():
    cards = build('card "Name Call": action\n  Destroy each minion named Brute.\n')
    g, jungle, _ = table(cards)
    brute = g.add_card(cards["Brute"], 1, "bases", at=jungle)
    grunt = g.add_card(cards["Grunt"], 1, "bases", at=jungle)
    run(g, g.add_card(cards["Name Call"], 0, "discard pile"))
    assert (g.card(brute).zone, g.card(grunt).zone) == ("discard pile", "bases")


def test_named_a_word_that_is_no_card_name_is_refused():
    msgs = e501('card "Name Call": action, faction Testers\n  Destroy each minion named Testers.\n')
    assert any("not a card name" in m for m in msgs), msgs


@pytest.mark.rule("SU-V3")
def test_a_base_where_you_have_the_most_power():
    cards = build('card "Fall Back": action\n  Move one of your minions from a base where you have the most power '
                  'to another base.\n')
    g, jungle, castle = table(cards)
    brute = g.add_card(cards["Brute"], 0, "bases", at=jungle)   # 4 against 2 on the Jungle: yours
    mine = g.add_card(cards["Grunt"], 0, "bases", at=castle)    # 2 against 4 on the Castle: not
    g.add_card(cards["Brute"], 1, "bases", at=castle)
    g.add_card(cards["Grunt"], 1, "bases", at=jungle)
    run(g, g.add_card(cards["Fall Back"], 0, "discard pile"))   # one minion may move: the Brute
    assert (g.card(brute).at, g.card(mine).at) == (castle, castle)


@pytest.mark.rule("SU-V3")
def test_lower_power_than_one_of_your_minions_is_below_the_highest_of_them():
    cards = build('card "Low Blow": minion, power 1\n  Destroy a minion of lower power than one of your minions here.\n'
                  'card "High Bar": action\n  Destroy a minion of lower power than the minion you have with the '
                  'lowest power.\n')
    g, jungle, castle = table(cards, [("targets", "Grunt")])
    g.add_card(cards["Brute"], 0, "bases", at=jungle)
    grunt = g.add_card(cards["Grunt"], 1, "bases", at=jungle)
    low = g.add_card(cards["Low Blow"], 0, "hand")
    g.play_card(low, base=jungle)       # your Brute (4) here: the 2-power Grunt is lower
    assert g.card(grunt).zone == "discard pile"
    # the lowest of your minions is the 1-power Low Blow: nothing is lower, the Grunt is no option
    g2, jungle2, _ = table(cards)
    g2.add_card(cards["Low Blow"], 0, "bases", at=jungle2)
    grunt2 = g2.add_card(cards["Grunt"], 1, "bases", at=jungle2)
    run(g2, g2.add_card(cards["High Bar"], 0, "discard pile"))
    assert g2.card(grunt2).zone == "bases"


def test_more_power_than_one_of_several_cards_is_refused():
    msgs = e501('card "Up Hill": action\n  Destroy a minion of higher power than one of your minions.\n')
    assert any("compared with several cards" in m for m in msgs), msgs


@pytest.mark.rule("SU-V3")
def test_power_lower_than_this_minions_power():
    cards = build('card "Tall One": minion, power 3\n  Return each other minion here with power lower than this '
                  "minion's power to its owner's hand.\n")
    g, jungle, _ = table(cards)
    grunt = g.add_card(cards["Grunt"], 1, "bases", at=jungle)
    brute = g.add_card(cards["Brute"], 1, "bases", at=jungle)
    g.play_card(g.add_card(cards["Tall One"], 0, "hand"), base=jungle)
    assert (g.card(grunt).zone, g.card(brute).zone) == ("hand", "bases")


@pytest.mark.rule("SU-A5")
def test_power_equal_to_the_number_of_players():
    cards = build('card "Head Count": action\n  Destroy all minions with power equal to the number of players.\n'
                  'card "Guest Count": action\n  Destroy all minions with power equal to the number of other '
                  'players.\n')
    g, jungle, _ = table(cards)
    grunt = g.add_card(cards["Grunt"], 1, "bases", at=jungle)     # power 2: two players
    brute = g.add_card(cards["Brute"], 1, "bases", at=jungle)
    run(g, g.add_card(cards["Guest Count"], 0, "discard pile"))    # one other player: nothing of power 1
    assert g.card(grunt).zone == "bases"
    run(g, g.add_card(cards["Head Count"], 0, "discard pile"))
    assert (g.card(grunt).zone, g.card(brute).zone) == ("discard pile", "bases")


@pytest.mark.rule("SU-A1")
def test_a_card_chosen_from_the_hand_looked_at():
    cards = build('card "Pickpocket": action\n  Look at another player\'s hand. Choose a card from it. That player '
                  'discards that card.\n')
    g, jungle, _ = table(cards, [("targets", "Brute")])
    brute = g.add_card(cards["Brute"], 1, "hand")
    grunt = g.add_card(cards["Grunt"], 1, "hand")
    run(g, g.add_card(cards["Pickpocket"], 0, "discard pile"))
    assert (g.card(brute).zone, g.card(grunt).zone) == ("discard pile", "hand")


@pytest.mark.rule("SU-A5")
def test_actions_attached_to_the_chosen_minion():
    cards = build('card "Strip Down": action\n  Choose a minion. Destroy all actions attached to it.\n'
                  'card "Cloak": action\n  Play on a minion.\n  Ongoing: This minion has +1 power.\n')
    g, jungle, _ = table(cards, [("targets", "Brute")])
    brute = g.add_card(cards["Brute"], 1, "bases", at=jungle)
    grunt = g.add_card(cards["Grunt"], 1, "bases", at=jungle)
    on_brute = g.add_card(cards["Cloak"], 1, "bases", at=jungle, attached_to=brute)
    on_grunt = g.add_card(cards["Cloak"], 1, "bases", at=jungle, attached_to=grunt)
    run(g, g.add_card(cards["Strip Down"], 0, "discard pile"))
    assert (g.card(on_brute).zone, g.card(on_grunt).zone) == ("discard pile", "bases")


@pytest.mark.rule("SU-A1")
def test_each_base_where_you_have_the_most_power_gets_its_own_round():
    cards = build('card "Rally Point": action\n  Place a +1 power counter on one of your minions at each base where you '
                  'have the most power.\n')
    g, jungle, castle = table(cards)
    ahead = g.add_card(cards["Brute"], 0, "bases", at=jungle)     # 4 against 2: yours
    behind = g.add_card(cards["Grunt"], 0, "bases", at=castle)    # 2 against 4: not
    g.add_card(cards["Grunt"], 1, "bases", at=jungle)
    g.add_card(cards["Brute"], 1, "bases", at=castle)
    run(g, g.add_card(cards["Rally Point"], 0, "discard pile"))
    assert (g.value(ahead, "power"), g.value(behind, "power")) == (5, 2)


@pytest.mark.rule("SU-A4")
def test_each_player_places_the_top_card_of_their_own_deck():
    cards = build('card "Spill Over": action\n  Each player places the top card of their deck in their discard pile.\n')
    g, jungle, _ = table(cards)
    mine = g.add_card(cards["Grunt"], 0, "deck")
    theirs = g.add_card(cards["Brute"], 1, "deck")
    run(g, g.add_card(cards["Spill Over"], 0, "discard pile"))
    assert (g.card(mine).zone, g.card(mine).owner, g.card(theirs).zone, g.card(theirs).owner) == \
        ("discard pile", 0, "discard pile", 1)
