"""Relative clauses, noun-phrase shapes and comparisons in card text: each is compiled from a
card written in our own words and run by the runtime; the test checks what happened on the
table (and, for the front end, that a clause reads as the phrase it restates)."""

from __future__ import annotations

import pytest

import dsl
from dsl import nodes as n
from runtime import spec as s

from su_table import FILLERS, build, diagnostics, run, table


def errors(text: str) -> list[str]:
    return [f"{c} {m}" for c, m in diagnostics(text)]


def ast(text: str) -> n.Card:
    rep = dsl.check_text("ruleset smashup\n" + 'card "Probe": action\n  ' + text + "\n" + FILLERS,
                         path="t.cards", lower=False)
    return rep.cards[0].card


# ---- "that is …", "that has …": a clause says what a phrase says -------------------------------


@pytest.mark.parametrize("clause, phrase", [
    ("Return one of your actions that is on a base to your hand.",
     "Return one of your actions on a base to your hand."),
    ("Destroy each minion that is here.", "Destroy each minion here."),
    ("Play up to 2 extra minions that all have the same name.",
     "Play up to 2 extra minions with the same name."),
    ("Each player who has a minion here draws a card.", "Each player with a minion here draws a card."),
    ("Destroy a minion whose power is 2 or less.", "Destroy a minion with power 2 or less."),
    ("Destroy a minion that has power 2 or less.", "Destroy a minion with power 2 or less."),
    ("Return a minion that you control to your hand.", "Return a minion you control to your hand."),
])
def test_a_relative_clause_builds_the_phrase_it_restates(clause, phrase):
    assert ast(clause).abilities == ast(phrase).abilities


@pytest.mark.rule("SU-A3")
def test_move_to_a_base_that_has_one_of_your_actions_on_it():
    cards = build('card "Scout": minion, power 2\n'
                  '  Talent: You may move this minion to a base that has one of your actions played on it.\n'
                  'card "Flag": action\n  Play on a base. Ongoing: Your minions here have +1 power.\n')
    g, jungle, castle = table(cards, [("may", "yes")])
    scout = g.add_card(cards["Scout"], 0, "bases", at=jungle)
    g.add_card(cards["Flag"], 1, "bases", at=jungle)       # another player's action: not counted
    g.add_card(cards["Flag"], 0, "bases", at=castle)
    run(g, scout, "activated")      # one base qualifies: no question asked
    assert g.card(scout).at == castle


@pytest.mark.rule("SU-A3")
def test_each_minion_on_a_base_with_another_of_your_minions():
    cards = build('card "Pack": action\n  All of your minions that are on a base with another of your minions '
                  'gain +2 power until the end of the turn.\n')
    g, jungle, castle = table(cards)
    a = g.add_card(cards["Grunt"], 0, "bases", at=jungle)
    b = g.add_card(cards["Grunt"], 0, "bases", at=jungle)
    alone = g.add_card(cards["Grunt"], 0, "bases", at=castle)
    g.add_card(cards["Grunt"], 1, "bases", at=castle)       # another player's: not "your minions"
    run(g, g.add_card(cards["Pack"], 0, "discard pile"))
    assert [g.value(g.card(c), "power") for c in (a, b, alone)] == [4, 4, 2]


def test_another_card_the_selected_one_may_not_be_is_refused():
    """"A minion on a base with another action": the minion is not an action, so "another"
    says nothing about how many; refused (E501), not guessed."""
    errs = errors('card "Odd": action\n  Destroy each minion on a base with another action.\n')
    assert any(e.startswith("E501") and "another action" in e for e in errs), errs


# ---- "that many", "that number plus one", "for each card you placed there" ------------------------


@pytest.mark.rule("SU-A5")
def test_place_cards_to_draw_that_number_plus_one():
    cards = build('card "Swap Meet": action\n  Put any number of cards from your hand on the bottom of your deck '
                  'to draw that number plus one cards.\n')
    g, _, _ = table(cards, [("targets", [0, 1])])
    for _ in range(3):
        g.add_card(cards["Grunt"], 0, "hand")
    for _ in range(5):
        g.add_card(cards["Brute"], 0, "deck")
    meet = g.add_card(cards["Swap Meet"], 0, "discard pile")
    run(g, meet)
    hand = [c.spec.name for c in g.zone(0, "hand")]
    assert sorted(hand) == ["Brute", "Brute", "Brute", "Grunt"]      # two placed, three drawn


@pytest.mark.rule("SU-A3")
def test_for_each_card_you_placed_there():
    cards = build('card "Tithe": action\n  Choose a minion you control. Place any number of cards from your hand '
                  'on the bottom of your deck. For each card you placed there, place a +1 power counter on that minion.\n')
    g, jungle, _ = table(cards, [("targets", [0, 1, 2])])
    mine = g.add_card(cards["Grunt"], 0, "bases", at=jungle)
    for _ in range(3):
        g.add_card(cards["Brute"], 0, "hand")
    run(g, g.add_card(cards["Tithe"], 0, "discard pile"))      # one minion of yours: chosen
    assert g.card(mine).counters.get("+1 power") == 3
    assert g.value(g.card(mine), "power") == 5


@pytest.mark.rule("SU-A4")
def test_search_and_discard_them_discards_the_found_cards():
    cards = build('card "Sift": action\n  Search your deck for up to 2 minions and discard them. '
                  'For each minion discarded, draw a card.\n')
    g, _, _ = table(cards, [("search", [0, 1])])
    kept = g.add_card(cards["Brute"], 0, "hand")
    for name in ("Grunt", "Grunt", "Sift", "Sift", "Sift"):
        g.add_card(cards[name], 0, "deck")
    run(g, g.add_card(cards["Sift"], 0, "discard pile"))
    assert g.card(kept).zone == "hand"          # not a card of the player's choosing: the found ones
    discard = [c.spec.name for c in g.zone(0, "discard pile")]
    assert discard.count("Grunt") == 2
    assert len(g.zone(0, "hand")) == 3          # and two cards drawn, one per card discarded


def test_that_many_with_nothing_before_it_is_refused():
    errs = errors('card "Echo": action\n  Draw that many cards.\n')
    assert any(e.startswith("E501") and "that many" in e for e in errs), errs


# ---- comparing with a count --------------------------------------------------------------------


@pytest.mark.rule("SU-A3")
def test_destroy_a_minion_with_power_less_than_the_number_of_your_minions_here():
    cards = build('card "Sentry": minion, power 1\n'
                  '  Destroy a minion here with power less than the number of minions you have here.\n')
    g, jungle, _ = table(cards)
    for _ in range(3):
        g.add_card(cards["Grunt"], 0, "bases", at=jungle)
    big = g.add_card(cards["Brute"], 1, "bases", at=jungle)
    small = g.add_card(cards["Sentry"], 1, "bases", at=jungle)
    sentry = g.add_card(cards["Sentry"], 0, "bases", at=jungle)
    g.chooser.add("targets", g.card(small).label)    # you have 3 or 4 here: power 1 and 2 qualify, 4 not
    run(g, sentry)
    assert g.card(small).zone != "bases" and g.card(big).zone == "bases"
    assert g.card(big).label not in g.chooser.asked[-1].options


@pytest.mark.rule("SU-A3")
def test_the_number_of_minions_and_titans_is_one_count_not_a_second_instruction():
    cards = build('card "Warden": minion, power 2\n  Special: Before this base scores, destroy a minion here '
                  'with less power than the number of minions and titans you have here.\n'
                  'card "Colossus": titan, power 3\n')
    (ab,) = cards["Warden"].abilities
    destroy = ab.effect
    assert isinstance(destroy, s.Destroy)             # one instruction: no "destroy titans you have here"
    (test,) = destroy.target.filter.stats
    assert test.amount == s.CountOf(filter=s.Filter(card_types=("minion", "titan"), controller=s.Controller.YOU,
                                                    here=True))


@pytest.mark.rule("SU-A5")
def test_discard_any_number_then_play_a_minion_with_power_less_than_the_number_discarded():
    cards = build('card "Raise": action\n  Discard any number of cards from your hand. Play an extra minion from your discard pile '
                  'with power less than the number of cards you discarded.\n')
    g, _, _ = table(cards, [("targets", [0, 1, 2])])
    for name in ("Grunt", "Grunt", "Brute"):
        g.add_card(cards[name], 0, "hand")
    run(g, g.add_card(cards["Raise"], 0, "discard pile"))
    (grant,) = g.state.players[0].extra_plays
    assert grant.filter.stats == (s.StatTest(stat="power", cmp=s.Cmp.LT, value=3),)    # three discarded
    assert grant.zone == "discard pile"


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


# ---- "with lower power" (than the card chosen), "at your minion's base" ---------------------------


@pytest.mark.rule("SU-A3")
def test_with_lower_power_at_your_minions_base_compares_with_the_chosen_minion():
    cards = build('card "Pounce": action\n  Choose a minion you control. Destroy a minion with lower power '
                  'at your minion\'s base.\n')
    g, jungle, castle = table(cards)
    mine = g.add_card(cards["Brute"], 0, "bases", at=jungle)
    weak_here = g.add_card(cards["Grunt"], 1, "bases", at=jungle)
    g.add_card(cards["Brute"], 1, "bases", at=jungle)          # as strong: not lower
    g.add_card(cards["Grunt"], 1, "bases", at=castle)          # lower, but at another base
    run(g, g.add_card(cards["Pounce"], 0, "discard pile"))      # one choice each time: no question
    assert g.card(weak_here).zone != "bases" and g.card(mine).zone == "bases"
    assert sum(1 for c in g.state.in_play() if g.card(c).spec.card_type == "minion") == 3


def test_with_lower_power_and_nothing_chosen_is_refused():
    errs = errors('card "Vague": action\n  Destroy a minion with lower power.\n')
    assert any(e.startswith("E501") and "with lower power" in e for e in errs), errs


def test_more_power_here_than_still_reads_as_a_comparison():
    """Only places may stand between a compared stat and "than" (so "with lower power" can end a
    phrase): "more power here than each other player" is unchanged."""
    card = ast("If you have more power here than each other player, draw a card.")
    cond = card.abilities[0].sentences[0].body.cond
    assert cond.kind == "rel_stat" and [p.kind for p in cond.phrases] == ["here"]


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


@pytest.mark.rule("SU-V3")
def test_has_more_power_while_this_base_has_one_of_your_actions_on_it():
    cards = build('card "Boiler": minion, power 3\n'
                  '  Ongoing: This minion has +1 power if this base has one of your actions played on it.\n'
                  'card "Flag": action\n  Play on a base. Ongoing: Your minions here have +1 power.\n'
                  'card "Patch": action\n  Play on a minion. Ongoing: This minion has +1 power.\n')
    g, jungle, castle = table(cards)
    boiler = g.add_card(cards["Boiler"], 0, "bases", at=jungle)
    g.add_card(cards["Flag"], 1, "bases", at=jungle)                  # another player's: no
    assert g.value(g.card(boiler), "power") == 3
    g.add_card(cards["Flag"], 0, "bases", at=castle)                  # yours, at another base: no
    grunt = g.add_card(cards["Grunt"], 0, "bases", at=jungle)
    g.add_card(cards["Patch"], 0, "bases", at=jungle, attached_to=grunt)    # on a minion, not on the base
    assert g.value(g.card(boiler), "power") == 3
    g.add_card(cards["Flag"], 0, "bases", at=jungle)                  # yours, on this base: yes
    assert g.value(g.card(boiler), "power") == 5                       # +1 from the Flag itself, +1 here


# ---- "the extra minion's base": the base of the card the instruction before acted on ----------------


@pytest.mark.rule("SU-A7")
def test_move_a_minion_from_the_extra_minions_base():
    cards = build('card "Escort": action\n  Play an extra minion immediately. You must move another player\'s minion '
                  'from the extra minion\'s base to another base.\n')
    g, jungle, castle = table(cards, [("targets", "Castle"), ("base", "Jungle")])
    mine = g.add_card(cards["Brute"], 0, "hand")
    foe_here = g.add_card(cards["Grunt"], 1, "bases", at=jungle)
    g.add_card(cards["Brute"], 1, "bases", at=castle)          # at another base: not a choice
    run(g, g.add_card(cards["Escort"], 0, "discard pile"))
    assert g.card(mine).at == jungle
    assert g.card(foe_here).at == castle                       # the only one there, the only other base


def test_the_extra_minions_base_reads_as_a_possessive_and_prints_back():
    from dsl.printer import print_ability

    card = ast("Play an extra minion. Destroy a minion on the extra minion's base.")
    ab = card.abilities[0]
    phrase = ab.sentences[1].body.items[0].phrases[0]
    assert phrase.np.owner.kind == "the" and [a.kind for a in phrase.np.owner.adjs] == ["extra"]
    assert "on the extra minion's base" in print_ability(ab)


@pytest.mark.rule("SU-A5")
def test_gain_a_vp_for_each_minion_returned():
    cards = build('card "Retreat": action\n  Return any number of your minions to your hand. '
                  'Gain 1 VP for each minion returned.\n')
    g, jungle, _ = table(cards, [("targets", [0, 1])])
    for _ in range(3):
        g.add_card(cards["Grunt"], 0, "bases", at=jungle)
    run(g, g.add_card(cards["Retreat"], 0, "discard pile"))
    assert len(g.zone(0, "hand")) == 2
    assert g.resource(0, "vp") == 2


@pytest.mark.rule("SU-A3")
def test_a_minion_that_has_a_counter_on_it_is_the_minion_with_the_counter():
    """"on it" after "a +1 power counter" is where the counter is, not a card the minion is
    played on."""
    cards = build('card "Prune": action\n  Destroy a minion that has a +1 power counter on it.\n')
    g, jungle, _ = table(cards)
    plain = g.add_card(cards["Brute"], 1, "bases", at=jungle)
    marked = g.add_card(cards["Grunt"], 1, "bases", at=jungle)
    g.card(marked).counters["+1 power"] = 1
    run(g, g.add_card(cards["Prune"], 0, "discard pile"))          # the only one with a counter
    assert g.card(marked).zone != "bases" and g.card(plain).zone == "bases"


# ---- commas around a phrase inside an instruction -------------------------------------------------


def test_a_phrase_set_off_by_commas_reads_as_without_them():
    assert ast("Take control of a minion, of power 2 or less, until the end of the turn.").abilities == \
        ast("Take control of a minion of power 2 or less until the end of the turn.").abilities


def test_a_duration_that_opens_a_sentence_keeps_its_comma():
    card = ast("Destroy a minion. If you do, until the end of the turn, your minions have +1 power.")
    body = card.abilities[0].sentences[1].body
    assert body.KIND == "conditional" and body.body.KIND == "lasting"


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
        == "other_than"


def test_counting_what_the_instruction_before_did_not_do_is_refused():
    errs = errors('card "Mixup": action\n  Destroy a minion. Draw a card for each card you discarded.\n')
    assert any(e.startswith("E501") and "did something else" in e for e in errs), errs
    errs = errors('card "Nothing": action\n  For each card you placed there, draw a card.\n')
    assert any(e.startswith("E501") for e in errs), errs


def test_counting_counters_removed_with_no_removal_before_is_refused():
    """"the number of counters you removed" counts what the instruction before removed; after
    one that removed nothing (a draw) it is refused (E501) rather than read as 0."""
    errs = errors('card "Spend": action\n  Draw a card. Draw a card for each counter you removed.\n')
    assert any(e.startswith("E501") and "removing counters" in e for e in errs), errs


# ---- "whose total power is …": a bound on the sum of the cards chosen -----------------------------


@pytest.mark.rule("SU-A5")
def test_destroy_minions_whose_total_power_is_at_most_your_minions_power():
    cards = build('card "Stampede": action\n  Choose a minion you control. Destroy any number of minions at your '
                  'minion\'s base whose total power is less than or equal to your minion\'s power.\n'
                  'card "Mite": minion, power 1\n')
    g, jungle, castle = table(cards)
    mine = g.add_card(cards["Brute"], 0, "bases", at=jungle)              # power 4: the bound
    a = g.add_card(cards["Grunt"], 1, "bases", at=jungle)                 # 2
    b = g.add_card(cards["Grunt"], 1, "bases", at=jungle)                 # 2
    c = g.add_card(cards["Mite"], 1, "bases", at=jungle)                  # 1
    far = g.add_card(cards["Mite"], 1, "bases", at=castle)                # another base: never offered
    g.chooser.add("targets", g.card(a).label).add("targets", g.card(b).label)
    run(g, g.add_card(cards["Stampede"], 0, "discard pile"))
    # 2 + 2 = 4: after those, nothing fits (the Mite would make 5; your 4-power minion too)
    assert [g.card(x).zone == "bases" for x in (a, b, c, far, mine)] == [False, False, True, True, True]
    first, second = g.chooser.asked[0], g.chooser.asked[1]
    assert g.card(far).label not in first.options and g.card(c).label in second.options
    assert len(g.chooser.asked) == 2 or not g.chooser.asked[2].options


def test_a_total_on_a_selection_of_one_card_is_refused():
    errs = errors('card "Lump": action\n  Destroy a minion whose total power is 4 or less.\n')
    assert any(e.startswith("E501") and "total" in e for e in errs), errs


@pytest.mark.rule("SU-A3")
def test_the_number_of_minions_you_have_here_counts_this_minion():
    """A minion counting "minions you have here" is one of them (only "other" would leave it out):
    two Grunts and the Sentry make 3, so a power-2 minion qualifies."""
    cards = build('card "Sentry": minion, power 1\n'
                  '  Destroy a minion here with power less than the number of minions you have here.\n')
    g, jungle, _ = table(cards, steps=[("targets", "Grunt")])
    for _ in range(2):
        g.add_card(cards["Brute"], 0, "bases", at=jungle)
    foe = g.add_card(cards["Grunt"], 1, "bases", at=jungle)
    run(g, g.add_card(cards["Sentry"], 0, "bases", at=jungle))
    # below 3: the Grunt (2) and the Sentry itself (1), a minion here too; the Brutes (4) are not
    (asked,) = g.chooser.asked
    assert sorted(o.split("#")[0] for o in asked.options) == ["Grunt", "Sentry"]
    assert g.card(foe).zone != "bases"
