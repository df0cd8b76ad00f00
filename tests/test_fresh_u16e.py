"""u16e (issue 16, issue 9's standard on new text): made-up cards in the house templating
(tests/fixtures/fresh/u16e.cards) whose compiled meaning must be what their words say.

- a ratchet: how many of the fixture's cards are accepted (the figure can only go up);
- every accepted card's readback ("what it does") holds the key words written for it below, so a
  change that loses a word of an accepted card fails here;
- a behaviour test in a game for each reading this branch fixed (SU-S1, SU-E1..E4 in
  docs/runtime.md), each failing before its fix."""

from __future__ import annotations

from pathlib import Path

import io

import pytest

import dsl
from dsl.show import show_card

from su_table import build, e501, hand_cards as hand, run, table

FIXTURE = Path(__file__).parent / "fixtures" / "fresh" / "u16e.cards"

ACCEPTED_AT_LEAST = 165         # the ratchet: raise it when more of the fixture's cards are accepted

# card -> words its readback must hold (each in order of appearance, as written by a reader who
# checked the card's text word by word against it)
READS = {
    "u16e-01": ["destroy 1 target minion", "on a base other than this minion's base", "power 2 or less"],
    "u16e-02": ["return 1 target minion on this minion's base", "power 3 or less", "to its owner's hand"],
    "u16e-03": ["each player draws 2 cards"],
    "u16e-04": ["each other player discards 1 card"],
    "u16e-05": ["draw 3 cards", "then discard 1 card"],
    "u16e-06": ["Each other minion you control on this minion's base has +1 power"],
    "u16e-07": ["Each minion an opponent controls on this minion's base has -1 power"],
    "u16e-08": ["move 1 target minion you control", "to 1 other target base"],
    "u16e-09": ["choose 1 target base", "move up to 2 target minions on the chosen base", "power 2 or less",
                "to 1 other target base"],
    "u16e-10": ["Talent", "draw 1 card, then discard 1 card"],
    "u16e-11": ["After an opponent plays a minion on this minion's base", "draw 1 card"],
    "u16e-12": ["At the start of your turn", "gain 1 VP"],
    "u16e-13": ["Played on a base", "Each minion on the base this is played on has +1 power"],
    "u16e-14": ["Played on a minion", "The minion this is played on can't be destroyed"],
    "u16e-15": ["Played on a minion", "The minion this is played on has +2 power"],
    "u16e-17": ["choose 1 target base", "each player destroys 1 target minion they control on the chosen base"],
    "u16e-18": ["search your deck for up to 1 minion", "into your hand", "shuffle your deck"],
    "u16e-19": ["look at the top 3 cards of your deck", "put 1 target card among the cards looked at",
                "into its owner's hand", "each card among the cards looked at at the bottom of its owner's deck"],
    "u16e-20": ["put 1 target card in your discard pile", "on top of its owner's deck"],
    "u16e-21": ["you may play 1 extra action this turn"],
    "u16e-22": ["play 2 extra minions this turn"],
    "u16e-23": ["play 1 extra minion with power 3 or less this turn"],
    "u16e-25": ["give 1 target minion you control", "+3 power until the end of the turn"],
    "u16e-27": ["+1 power for each other minion you control on this minion's base"],
    "u16e-28": ["+2 power while it is your turn"],
    "u16e-29": ["destroy 1 target minion", "the owner of those cards draws 1 card"],
    "u16e-30": ["choose 1 target base", "return each minion on the chosen base with power 2 or less",
                "to its owner's hand"],
    "u16e-32": ["destroy 1 target minion", "power at most the lowest power among minions on its own base"],
    "u16e-33": ["Before a base scores", "play this minion on that base"],
    "u16e-34": ["After this minion is destroyed", "draw 2 cards"],
    "u16e-35": ["After another minion on this minion's base is destroyed", "place 2 +1 power counters on this minion"],
    "u16e-36": ["place 2 +1 power counters on 1 target minion you control"],
    "u16e-38": ["may destroy 1 target action on this minion's base attached to a minion"],
    "u16e-39": ["destroy 1 target action played on a base itself"],
    "u16e-40": ["each other player may draw 1 card", "if they do", "you draw 1 card"],
    "u16e-43": ["if the number of minions you control on this minion's base is 3 or more", "gain 1 VP"],
    "u16e-44": ["destroy 1 target minion", "if you do", "gain 1 VP"],
    "u16e-45": ["Other players cannot play actions on this minion's base"],
    "u16e-46": ["This minion can't be moved"],
    "u16e-47": ["Each minion you control on this minion's base can't be put into its owner's hand"],
    "u16e-49": ["return 1 target minion", "to its owner's hand", "the owner of those cards discards 1 card"],
    "u16e-50": ["shuffle each card in your discard pile into its owner's deck"],
    "u16e-51": ["draw 1 card for each base with 1 or more minions you control"],
    "u16e-53": ["until the start of your next turn", "each minion you control can't be destroyed"],
    "u16e-54": ["choose 1 target minion", "give the chosen minion +2 power until the end of the turn",
                "draw 1 card"],
    "u16e-55": ["Each other minion you control with power 2 or less has +1 power"],
    "u16e-56": ["put 1 target minion in your discard pile with power 3 or less", "into its owner's hand"],
    "u16e-57": ["each player puts 1 target minion in their discard pile", "into its owner's hand"],
    "u16e-59": ["destroy up to 2 target minions with power 2 or less"],
    "u16e-60": ["destroy 1 target minion on a base with no minions you control"],
    "u16e-61": ["After you play an action", "give this minion +1 power until the end of the turn"],
    "u16e-64": ["Talent", "move this minion to 1 other target base"],
    "u16e-65": ["destroy 1 target minion an opponent controls with power 3 or less"],
    "u16e-67": ["After a minion on this base is played", "the owner of that card draws 1 card"],
    "u16e-68": ["Each minion on this base has +1 power while it is its owner's turn"],
    "u16e-70": ["After this base scores", "each player discards 1 card"],
    "u16e-71": ["for each base", "destroy 1 target minion on that base"],
    "u16e-72": ["for 1 player you choose", "that player discards 2 cards"],
    "u16e-73": ["After a minion you control leaves play for its owner's hand", "draw 1 card"],
    "u16e-76": ["destroy 1 target minion on a base with 1 or more minions you control",
                "power at least the highest power among minions on its own base"],
    "u16e-77": ["return 1 target action attached to a minion", "to its owner's hand"],
    "u16e-78": ["draw 1 card", "if that card is a minion", "you may play that card"],
    "u16e-80": ["Each minion you control on this minion's base can't be destroyed by opponents' actions"],
    "u16e-81": ["At the end of your turn", "more power on this minion's base than each other player",
                "draw 1 card"],
    "u16e-82": ["Played on a base", "At the end of each player's turn", "destroy this action"],
    "u16e-83": ["discard 1 card from your hand", "gain 1 VP"],
    "u16e-84": ["Each minion an opponent controls on this minion's base has -1 power while it is your turn"],
    "u16e-85": ["Talent", "place 1 +1 power counter on 1 other target minion you control on this minion's base"],
    "u16e-87": ["choose 1 target base", "move 1 target minion an opponent controls on the chosen base",
                "to 1 other target base"],
    "u16e-88": ["each player may put 1 target card in their hand", "at the bottom of its owner's deck"],
    "u16e-89": ["Before this minion's base scores", "gain 1 VP"],
    "u16e-91": ["play 1 extra minion from your discard pile this turn"],
    "u16e-92": ["play 2 extra actions this turn"],
    "u16e-93": ["destroy 1 target minion with power 4 or more", "the owner of those cards gains 1 VP"],
    "u16e-95": ["each other player returns 1 target minion they control", "to its owner's hand"],
    "u16e-97": ["return 1 target minion you own", "to its owner's hand", "play 1 extra minion this turn"],
    "u16e-100": ["give 1 target minion", "+1 power until the start of your next turn",
                 "give 1 other target minion", "-1 power until the end of the turn"],
    "u16e-102": ["After a base scores", "put this minion into its owner's hand", "from your discard pile"],
    "u16e-103": ["the top 2 cards of your deck", "into its owner's discard pile"],
    "u16e-104": ["each player discards 1 card for each card in their hand", "each player draws 3 cards"],
    "u16e-106": ["move 1 target minion on a base with 5 or more minions with power 2 or less",
                 "to 1 other target base"],
    "u16e-107": ["return 1 target minion an opponent controls on a base with no minions you control",
                 "power 2 or less", "to its owner's hand"],
    "u16e-108": ["Each minion you control on this minion's base",
                 "power at most the lowest power among minions you control on this minion's base", "+2 power"],
    "u16e-109": ["for each base", "destroy 1 target minion on that base",
                 "power at most the lowest power among minions on that base"],
    "u16e-111": ["put 1 target minion", "on top of its owner's deck"],
    "u16e-112": ["put 1 target minion with power 3 or less", "at the bottom of its owner's deck"],
    "u16e-113": ["each other player discards 1 card", "at random"],
    "u16e-114": ["This minion has +1 power for each action attached to this minion"],
    "u16e-116": ["give 1 target minion", "+2 power until the end of your next turn"],
    "u16e-118": ["may destroy 1 target minion you control", "draw 2 cards", "otherwise", "draw 1 card"],
    "u16e-119": ["each player returns 1 target minion they control with power 2 or less", "to its owner's hand"],
    "u16e-120": ["After a minion an opponent controls on this minion's base is destroyed", "gain 1 VP"],
    "u16e-121": ["Each minion you control on this minion's base has +1 power while it is not your turn"],
    "u16e-125": ["destroy 1 target minion with power 2 or less", "destroy 1 target minion with power 3 or more"],
    "u16e-126": ["After you play a minion on this minion's base with power 2 or less", "draw 1 card"],
    "u16e-129": ["put 1 target card in your discard pile", "on top of its owner's deck", "draw 1 card"],
    "u16e-131": ["choose 1 target minion", "move the chosen minion to 1 other target base",
                 "give the chosen minion +1 power until the end of the turn"],
    "u16e-133": ["destroy 1 target minion you own"],
    "u16e-136": ["At the start of each player's turn", "that player draws 1 card"],
    "u16e-137": ["After a minion on this base is destroyed", "the controller of that card gains 1 VP"],
    "u16e-138": ["Before this base scores", "each player who controls a minion on this base draws 1 card"],
    "u16e-140": ["After this base scores", "the most minions on this base", "gains 1 VP"],
    "u16e-142": ["destroy 1 target minion with printed power 2 or less"],
    "u16e-144": ["play 1 extra minion on a base with no minions you control this turn"],
    "u16e-145": ["return 1 target minion you control on a base with 3 or more minions", "to its owner's hand"],
    "u16e-146": ["choose 1 target base", "power at most the lowest power among minions on the chosen base",
                 "to its owner's hand"],
    "u16e-147": ["Talent", "give 1 other target minion on this minion's base",
                 "+1 power until the end of the turn"],
    "u16e-148": ["destroy 1 target non-Sage minion"],
    "u16e-149": ["move 1 target minion with power at most the lowest power among minions on its own base",
                 "to 1 other target base"],
    "u16e-150": ["Each other minion on this minion's base with power less than the power of this minion",
                 "-1 power"],
    "u16e-151": ["return 1 target minion on a base with 2 or more minions",
                 "power at least the highest power among minions on its own base", "to its owner's hand"],
    "u16e-152": ["place 1 +1 power counter on each minion you control",
                 "on a base with 2 or more minions you control"],
    "u16e-153": ["give 1 target minion an opponent owns", "+1 power until the end of the turn"],
    "u16e-154": ["put 2 random cards in an opponent's hand into your hand"],
    "u16e-155": ["put 1 target minion in an opponent's discard pile", "into its owner's hand"],
    "u16e-156": ["After an opponent plays an action on this minion's base", "draw 1 card"],
    "u16e-157": ["At the start of your turn", "the number of cards in your hand is exactly 0", "draw 2 cards"],
    "u16e-158": ["After another minion you control on this minion's base is destroyed",
                 "may play 1 extra minion on this minion's base this turn"],
    "u16e-159": ["draw 1 card", "may play 1 extra action this turn"],
    "u16e-161": ["This minion can't be destroyed while it is your turn"],
    "u16e-162": ["return 1 target minion with power 3 or less", "to its owner's hand",
                 "if those same cards is a minion you control", "draw 1 card"],
    "u16e-163": ["Before a base with 1 or more minions you control scores", "gain 1 VP"],
    "u16e-166": ["give each other minion you control on this minion's base", "+1 power until the end of the turn"],
    "u16e-167": ["Each minion you control on a base other than this minion's base has -1 power"],
    "u16e-168": ["After this minion leaves play for its owner's hand", "may play this minion"],
    "u16e-170": ["After a minion an opponent controls on this minion's base is played",
                 "give that minion -1 power until the end of the turn"],
    "u16e-171": ["move 1 target minion with power 3 or more", "to 1 target base with no minions you control"],
    "u16e-172": ["discard 2 cards", "if you do", "may play 2 extra minions this turn"],
    "u16e-177": ["Each minion on this minion's base with power 2 or less has -1 power"],
    "u16e-179": ["Played on a minion", "After the minion this is played on is destroyed",
                 "the owner of that card draws 2 cards"],
    "u16e-181": ["destroy 1 target minion", "had power 4 or more as it last was in play", "draw 1 card"],
    "u16e-182": ["This minion has +1 power for each card in your hand"],
    "u16e-183": ["draw a number of cards equal to 5 minus the number of cards in your hand"],
    "u16e-184": ["if the number of minions on this minion's base is 4 or more", "draw 2 cards"],
    "u16e-186": ["After an action attached to this minion is played", "draw 1 card"],
    "u16e-187": ["destroy 1 target minion with power 2 or less with 1 or more +1 power counters"],
    "u16e-189": ["return 1 target action played on a base itself", "to its owner's hand"],
    "u16e-190": ["give each minion you control +1 power for each action you played this turn",
                 "until the end of the turn"],
    "u16e-191": ["After an opponent plays a minion on a base with 1 or more minions you control", "draw 1 card"],
    "u16e-193": ["choose 1 target base with 3 or more minions",
                 "destroy 1 target minion on the chosen base with power 2 or less"],
    "u16e-194": ["may return 1 other target minion you control", "to its owner's hand", "if you do", "gain 1 VP"],
    "u16e-198": ["place 1 +1 power counter on 1 target minion on a base with no minions you control"],
    "u16e-200": ["At the end of your turn", "this minion has the lowest power (ties count) among minions on "
                 "this minion's base", "gain 1 VP"],
    "u16e-201": ["give 1 target minion (you choose) +1 power for each action you played this turn"],
    "u16e-202": ["give 1 target minion (you choose) +1 power for each other minion you control on this "
                 "minion's base", "until the end of the turn"],
    "u16e-203": ["give each minion you control on this minion's base +1 power for each other minion you "
                 "control on this minion's base", "until the end of the turn"],
    "u16e-204": ["give each other minion you control on this minion's base +1 power for each minion you "
                 "played this turn"],
    "u16e-205": ["place 1 +1 power counter for each other minion you control on this minion's base",
                 "on 1 target minion on this minion's base"],
    "u16e-206": ["gain 1 VP for each minion on this minion's base with power 2 or less"],
    "u16e-207": ["Each other minion on this minion's base has -1 power for each minion you control on a base "
                 "other than this minion's base"],
    "u16e-208": ["place 2 +1 power counters for each base with no minions you control",
                 "on 1 target minion you control"],
    "u16e-209": ["give 1 target minion on a base other than this minion's base",
                 "-1 power for each minion you control on this minion's base"],
    "u16e-210": ["an opponent plays a minion on this minion's base", "draw 1 card", "only the first time this turn"],
    "u16e-211": ["If this minion would be destroyed, instead", "return this minion to its owner's hand"],
    "u16e-212": ["After you play a minion on this minion's base", "if it is your turn", "gain 1 VP"],
    "u16e-213": ["After you play a minion", "draw 1 card", "only the second time this turn"],
    "u16e-180": ["Played on a minion you control",
                 "+1 power for each other minion on the base of the minion this is played on"],
    # accepted after the merge with u16a-u16g; each readback read against its text (merge, session 14)
    "u16e-41": ["discard up to 2", "cards in your hand", "draw a number of cards equal to the number of those cards"],
    "u16e-58": ["each other player discards 1 card from their hand"],
    "u16e-74": ["you draw 2 cards", "then each other player draws 1 card"],
    "u16e-90": ["After this minion is moved to another base", "you draw 1 card"],
    "u16e-122": ["choose 2 target actions in your discard pile", "put the chosen actions into its owner's hand"],
    "u16e-128": ["each player discards 2 cards from their hand", "then each player draws 2 cards"],
    "u16e-160": ["-2 power while the number of cards in your hand is 3 or more"],
    "u16e-197": ["look at the hand of 1 other player", "discard 1 target action among the cards looked at"],
}


@pytest.fixture(scope="module")
def fresh():
    rep = dsl.check_path(FIXTURE)
    return rep, {c.name: c for c in rep.cards}


def test_the_fixture_ratchet(fresh):
    rep, cards = fresh
    accepted = sorted(name for name, c in cards.items() if c.ok)
    assert len(cards) >= 213
    assert len(accepted) >= ACCEPTED_AT_LEAST, f"{len(accepted)} of the fresh cards accepted"


def test_every_accepted_card_has_its_expected_reading(fresh):
    _, cards = fresh
    unread = sorted(name for name, c in cards.items() if c.ok and name not in READS)
    assert not unread, f"accepted now, read its readback against its text and add it to READS: {unread}"


@pytest.mark.parametrize("name", sorted(READS))
def test_the_readback_says_what_the_card_says(fresh, name):
    rep, cards = fresh
    c = cards[name]
    assert c.ok, (name, [d.message for d in c.diagnostics])
    out = io.StringIO()
    assert show_card(rep, c, out) == 0
    lines = out.getvalue().split("what it does (read back from the compiled abilities):", 1)[1].splitlines()
    # (the readback lines only, not the card's own text quoted above each)
    said = " ".join(x.strip() for x in lines if x.startswith("     ") or x.startswith("  Played on"))
    at = 0
    for words in READS[name]:
        found = said.find(words, at)
        assert found >= 0, f"{name}: {words!r} not in (the rest of) {said[at:]!r}"
        at = found + len(words)


def test_the_accepted_cards_print_back_to_the_same_compiled_cards(fresh):
    """`cardtext fmt` of the accepted cards: the canonical text compiles to the same IR."""
    import re

    from dsl.formatter import format_source
    from dsl.source import SourceFile

    rep, cards = fresh
    text = FIXTURE.read_text(encoding="utf-8")
    blocks = re.split(r"\n(?=card \")", text)[1:]
    kept = "ruleset smashup\n\n" + "\n".join(b.strip() + "\n" for b in blocks
                                             if cards[re.match(r'card "([^"]+)"', b).group(1)].ok)
    done = format_source(SourceFile("ok.cards", kept))
    assert done.ok and done.changed, done.diagnostics
    before = dsl.check_text(kept, path="ok.cards")
    after = dsl.check_text(done.text, path="ok.cards")
    span = re.compile(r"Span\([^)]*\)")
    pairs = list(zip(before.cards, after.cards))
    assert len(pairs) == len(before.cards) == len(after.cards) >= ACCEPTED_AT_LEAST
    for a, b in pairs:
        assert (a.name, span.sub("", repr(a.lowered))) == (b.name, span.sub("", repr(b.lowered)))


# ---- SU-S1 (u16e): "the lowest power on a base" is the lowest on the card's own base -------------

OWN_BASE = '''
card "Low Sweep": action
  Destroy a minion with the lowest power on a base.
card "Crown Cut": action
  Destroy a minion with the highest power on a base where you have a minion.
card "Pebble": minion, power 1
card "Reed": minion, power 3
card "Oak": minion, power 5
'''


@pytest.mark.rule("SU-S1")
def test_the_lowest_power_on_a_base_is_counted_on_each_cards_own_base():
    cards = build(OWN_BASE)
    # Pebble (1) is the lowest on the jungle, Reed (3) the lowest on the castle: either may go;
    # before, only the lowest in play (Pebble) could, and Reed was no choice at all
    g, jungle, castle = table(cards, [("targets", "Reed")])
    pebble = g.add_card(cards["Pebble"], 1, "bases", at=jungle)
    oak = g.add_card(cards["Oak"], 1, "bases", at=jungle)
    reed = g.add_card(cards["Reed"], 1, "bases", at=castle)
    oak2 = g.add_card(cards["Oak"], 1, "bases", at=castle)
    run(g, g.add_card(cards["Low Sweep"], 0, "discard pile"))
    assert (g.card(reed).zone, g.card(pebble).zone, g.card(oak).zone, g.card(oak2).zone) == \
        ("discard pile", "bases", "bases", "bases")
    asked = g.chooser.asked[0]
    assert sorted(o.split("#")[0] for o in asked.options) == ["Pebble", "Reed"]


@pytest.mark.rule("SU-S1")
def test_the_highest_power_on_a_base_where_you_have_a_minion_is_that_bases_highest():
    cards = build(OWN_BASE)
    # jungle: your Pebble, their Reed (3, its highest); castle: your Pebble, their Oak (5):
    # Reed and Oak qualify; before, only the highest over both bases (Oak)
    g, jungle, castle = table(cards, [("targets", "Reed")])
    g.add_card(cards["Pebble"], 0, "bases", at=jungle)
    reed = g.add_card(cards["Reed"], 1, "bases", at=jungle)
    g.add_card(cards["Pebble"], 0, "bases", at=castle)
    oak = g.add_card(cards["Oak"], 1, "bases", at=castle)
    run(g, g.add_card(cards["Crown Cut"], 0, "discard pile"))
    assert (g.card(reed).zone, g.card(oak).zone) == ("discard pile", "bases")


# ---- SU-E4: "give X +1 power for each Y …": the words after "for each" are Y's, not X's ---------------

@pytest.mark.rule("SU-V3")
def test_the_words_after_for_each_narrow_the_counted_cards_not_the_target():
    cards = build('card "Rally Cry": minion, power 2\n'
                  '  Give a minion +1 power until the end of the turn for each other minion you control here.\n')
    g, jungle, castle = table(cards, [("targets", "Brute")])
    far = g.add_card(cards["Brute"], 1, "bases", at=castle)     # another player's, on another base
    for _ in range(2):
        g.add_card(cards["Grunt"], 0, "bases", at=jungle)
    g.add_card(cards["Grunt"], 0, "bases", at=castle)          # yours, but not here: not counted
    g.add_card(cards["Grunt"], 1, "bases", at=jungle)          # here, but not yours: not counted
    cry = g.add_card(cards["Rally Cry"], 0, "bases", at=jungle)
    run(g, cry)
    # before, "you control here" narrowed the minion given power (theirs was no choice) and every
    # other minion in play was counted
    assert g.value(far, "power") == 4 + 2


# ---- SU-E1: "draw … from another player's hand" goes into your hand -------------------------------

@pytest.mark.rule("SU-A3")        # (docs/runtime.md SU-E1: where the cards drawn go)
def test_cards_drawn_from_another_players_hand_go_into_yours():
    cards = build('card "Pickpocket": action\n  Draw two cards at random from another player\'s hand.\n')
    g, _, _ = table(cards)
    theirs = [g.add_card(cards["Grunt"], 1, "hand") for _ in range(3)]
    run(g, g.add_card(cards["Pickpocket"], 0, "discard pile"))
    taken = [i for i in theirs if g.card(i).owner == 1 and i in [c.id for c in g.zone(0, "hand")]]
    assert len(taken) == 2 and len(hand(g, 1)) == 1, "two of their cards are now in your hand"


# ---- SU-E2: "on another base" on an action that is never on a base is refused ----------------------

@pytest.mark.rule("SU-A7")        # (docs/runtime.md SU-E2: an action's on-play ability, played from the hand)
def test_another_base_on_an_action_that_is_on_no_base_is_refused():
    errs = e501('card "Far Reach": action\n  Return a minion on another base to its owner\'s hand.\n')
    assert errs and "on another base" in errs[0] and "never on a base" in errs[0]
    # the same words on a minion (on a base when it is played) or "to another base" compile
    assert not e501('card "Far Reach": minion, power 2\n  Return a minion on another base to its owner\'s hand.\n')
    assert not e501('card "Far Push": action\n  Move a minion to another base.\n')


# ---- SU-E3: "an action attached to a base" reads as an action played on a base itself --------------

@pytest.mark.rule("SU-A3")        # (docs/runtime.md SU-E3)
def test_an_action_attached_to_a_base_is_one_played_on_the_base_itself():
    cards = build('card "Clear Ground": action\n  Destroy an action attached to a base.\n'
                  'card "Banner": action\n  Play on a base.\n  Ongoing: Minions here have +1 power.\n'
                  'card "Charm": action\n  Play on a minion.\n  Ongoing: This minion has +1 power.\n')
    g, jungle, _ = table(cards)
    grunt = g.add_card(cards["Grunt"], 1, "bases", at=jungle)
    banner = g.add_card(cards["Banner"], 1, "bases", at=jungle)
    charm = g.add_card(cards["Charm"], 1, "bases", at=jungle)
    g.card(charm).attached_to = grunt
    run(g, g.add_card(cards["Clear Ground"], 0, "discard pile"))
    assert (g.card(banner).zone, g.card(charm).zone) == ("discard pile", "bases")
