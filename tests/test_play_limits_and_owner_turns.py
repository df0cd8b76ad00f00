"""r2c (issue 16): restrictions, turns and "the first time each turn", made of known parts.

- "X cannot play more than N <cards> per turn" / "X may only play one <card> each turn" with no
  place: a limit on the turn's plays of those cards anywhere (`PlayLimit`, docs/runtime.md SU-R1);
  with "here": the base's own limit (`NoPlay.per_turn`);
- "X cannot play <cards> on <cards>" ("on minions here", "on your minions"): no card of those types
  played on a card that matches (`NoPlayOn`, SU-R2);
- "… has +1 power during its owner's turn" / "… during their owners' turns": each card's bonus holds
  while it is its own owner's turn (`OwnersTurn`, SU-R3);
- "the first time each turn a minion moves away from here / from this base": a move between bases
  that starts at this card's base, once a turn (SU-R4).

Every card is written here, in our own words, with made-up names."""

from __future__ import annotations

import pytest

import dsl
from dsl.printer import Printer
from runtime import ScriptedChooser
from runtime import spec as s
from runtime.errors import NotDeclarable
from runtime.ruleset import RULESETS

from su_table import build, e501, table

SET = '''
card "Spark": action
  Draw a card.
card "Thorn": action
  Play on a minion. Ongoing: This minion has +1 power.
card "Banner": action
  Play on a base. Ongoing: Your minions here have +1 power.
card "Shove": action
  Move a minion to another base.
card "Stingy Clerk": minion, power 3
  Ongoing: You cannot play more than one action per turn.
card "Gatekeeper": minion, power 3
  Ongoing: Other players cannot play more than one minion per turn.
card "Tally Keeper": minion, power 2
  Ongoing: Players may only play one card each turn.
card "Night Porter": minion, power 2
  Ongoing: Other players cannot play actions here during your turn.
card "Curfew": action
  Until your next turn, other players cannot play more than one action per turn.
card "Loner": minion, power 3
  Ongoing: Other players cannot play actions on this minion.
card "Hushed Glade": base, breakpoint 30, vp 3/2/1
  Players cannot play actions on minions here.
card "Warden": minion, power 2
  Ongoing: Other players cannot play actions on your minions.
card "Crowded Gate": base, breakpoint 30, vp 3/2/1
  Players cannot play more than one minion here per turn.
card "Home Field": base, breakpoint 30, vp 3/2/1
  Minions here have +1 power during their owners' turns.
card "Hearth Guard": minion, power 2
  Ongoing: This minion has +2 power during its owner's turn.
card "Ferry Landing": base, breakpoint 30, vp 3/2/1
  The first time each turn a minion moves away from here, its controller may draw a card.
card "Dock Hand": minion, power 2
  Ongoing: The first time each turn a minion moves from this base, you may draw a card.
'''


@pytest.fixture(scope="module")
def cards():
    return build(SET)


def deck(g, cards, p, n=4):
    for _ in range(n):
        g.add_card(cards["Grunt"], p, "deck")


# ---- SU-R1: a limit on the turn's plays, anywhere ---------------------------------------------


def test_the_limits_compile_to_a_play_limit_anywhere_and_here_to_the_bases_own(cards):
    assert cards["Stingy Clerk"].abilities[0].effect == s.PlayLimit(card_types=("action",), by=s.Controller.YOU,
                                                                    per_turn=1)
    assert cards["Gatekeeper"].abilities[0].effect == s.PlayLimit(card_types=("minion",),
                                                                  by=s.Controller.OPPONENT, per_turn=1)
    assert cards["Tally Keeper"].abilities[0].effect == s.PlayLimit(by=s.Controller.ANY, per_turn=1)
    assert cards["Crowded Gate"].abilities[0].effect == s.NoPlay(card_types=("minion",), by=s.Controller.ANY,
                                                                 per_turn=1)


@pytest.mark.rule("SU-R1")
@pytest.mark.rule("SU-A6")
@pytest.mark.parametrize("limited", [True, False])
def test_a_second_action_in_the_turn_is_refused_even_a_free_one(cards, limited):
    g, jungle, castle = table(cards)
    deck(g, cards, 0)
    if limited:
        g.add_card(cards["Stingy Clerk"], 0, "bases", at=jungle)
    g.play_card(g.add_card(cards["Spark"], 0, "hand"))
    second = g.add_card(cards["Spark"], 0, "hand")
    if limited:
        with pytest.raises(NotDeclarable):
            g.play_card(second, free=True)      # as a play a card grants: it counts too
        assert g.card(second).zone == "hand"
    else:
        g.play_card(second, free=True)
        assert g.card(second).zone == "discard pile"


@pytest.mark.rule("SU-R1")
def test_the_limit_binds_only_the_players_it_names_and_starts_again_each_turn(cards):
    g, jungle, castle = table(cards)
    g.add_card(cards["Gatekeeper"], 0, "bases", at=jungle)
    g.play_card(g.add_card(cards["Grunt"], 0, "hand"), base=jungle)
    g.play_card(g.add_card(cards["Grunt"], 0, "hand"), base=castle, free=True)   # its controller: no limit
    g.begin_turn(1)
    g.next_phase()
    g.play_card(g.add_card(cards["Grunt"], 1, "hand"), base=castle)
    late = g.add_card(cards["Grunt"], 1, "hand")
    with pytest.raises(NotDeclarable):
        g.play_card(late, base=jungle, free=True)
    g.begin_turn(1)
    g.next_phase()
    g.play_card(late, base=jungle)              # a new turn: one again
    assert g.card(late).at == jungle


@pytest.mark.rule("SU-R1")
def test_one_card_each_turn_counts_minions_and_actions_together(cards):
    g, jungle, castle = table(cards)
    deck(g, cards, 0)
    g.add_card(cards["Tally Keeper"], 1, "bases", at=castle)
    g.play_card(g.add_card(cards["Grunt"], 0, "hand"), base=jungle)
    with pytest.raises(NotDeclarable):
        g.play_card(g.add_card(cards["Spark"], 0, "hand"))


@pytest.mark.rule("SU-R1")
def test_one_minion_here_per_turn_leaves_the_other_bases_open(cards):
    g, jungle, castle = table(cards)
    gate = g.add_card(cards["Crowded Gate"], None, "bases")
    g.play_card(g.add_card(cards["Grunt"], 0, "hand"), base=gate)
    with pytest.raises(NotDeclarable):
        g.play_card(g.add_card(cards["Grunt"], 0, "hand"), base=gate, free=True)
    g.play_card(g.add_card(cards["Grunt"], 0, "hand"), base=jungle, free=True)


@pytest.mark.rule("SU-R1")
@pytest.mark.rule("SU-A8")
def test_a_limit_for_a_while_binds_the_other_players_until_your_next_turn(cards):
    g, jungle, castle = table(cards)
    deck(g, cards, 1)
    g.play_card(g.add_card(cards["Curfew"], 0, "hand"))
    g.begin_turn(1)
    g.next_phase()
    g.play_card(g.add_card(cards["Spark"], 1, "hand"))
    with pytest.raises(NotDeclarable):
        g.play_card(g.add_card(cards["Spark"], 1, "hand"), free=True)
    g.begin_turn(0)
    g.begin_turn(1)
    g.next_phase()
    g.play_card(g.add_card(cards["Spark"], 1, "hand"))
    g.play_card(g.add_card(cards["Spark"], 1, "hand"), free=True)     # expired at the start of your turn


@pytest.mark.rule("SU-R1")
@pytest.mark.parametrize("turn, allowed", [(0, True), (1, False)])
def test_during_your_turn_closing_what_cannot_is_done_holds_on_your_turns_only(cards, turn, allowed):
    g, jungle, castle = table(cards)
    g.add_card(cards["Night Porter"], 1, "bases", at=jungle)
    g.begin_turn(turn)
    g.next_phase()
    pennant = g.add_card(cards["Banner"], 0, "hand")
    if allowed:
        g.play_card(pennant, base=jungle, free=True)
        assert g.card(pennant).at == jungle
    else:
        with pytest.raises(NotDeclarable):
            g.play_card(pennant, base=jungle, free=True)


# ---- SU-R2: no action played on such cards ----------------------------------------------------


def test_on_minions_here_is_a_filter_of_the_card_played_on(cards):
    assert cards["Hushed Glade"].abilities[0].effect == s.NoPlayOn(
        on=s.Each(filter=s.Filter(card_types=("minion",), at=s.AtBase.HERE)), card_types=("action",),
        by=s.Controller.ANY)
    assert cards["Warden"].abilities[0].effect == s.NoPlayOn(
        on=s.Each(filter=s.Filter(card_types=("minion",), controller=s.Controller.YOU)), card_types=("action",),
        by=s.Controller.OPPONENT)
    assert cards["Loner"].abilities[0].effect == s.NoPlayOn(on=s.This(), card_types=("action",),
                                                            by=s.Controller.OPPONENT)


@pytest.mark.rule("SU-R2")
def test_no_action_goes_on_a_minion_here_but_one_goes_on_the_base_and_elsewhere(cards):
    g, jungle, castle = table(cards)
    glade = g.add_card(cards["Hushed Glade"], None, "bases")
    here = g.add_card(cards["Grunt"], 0, "bases", at=glade)
    away = g.add_card(cards["Grunt"], 0, "bases", at=jungle)
    thorn = g.add_card(cards["Thorn"], 0, "hand")
    with pytest.raises(NotDeclarable):
        g.play_card(thorn, on=here)
    assert g.card(thorn).zone == "hand"
    g.play_card(thorn, on=away)
    assert g.value(g.card(away), "power") == 3
    g.play_card(g.add_card(cards["Banner"], 0, "hand"), base=glade, free=True)    # on the base itself
    assert g.value(g.card(here), "power") == 3


@pytest.mark.rule("SU-R2")
@pytest.mark.parametrize("player, allowed", [(0, True), (1, False)])
def test_other_players_cannot_play_actions_on_your_minions(cards, player, allowed):
    g, jungle, castle = table(cards)
    g.add_card(cards["Warden"], 0, "bases", at=castle)
    mine = g.add_card(cards["Grunt"], 0, "bases", at=jungle)
    g.begin_turn(player)
    g.next_phase()
    thorn = g.add_card(cards["Thorn"], player, "hand")
    if allowed:
        g.play_card(thorn, on=mine)
        assert g.card(thorn).attached_to == mine
    else:
        with pytest.raises(NotDeclarable):
            g.play_card(thorn, on=mine)


@pytest.mark.rule("SU-R2")
@pytest.mark.parametrize("player, allowed", [(1, True), (0, False)])
def test_on_this_minion_is_the_card_itself(cards, player, allowed):
    g, jungle, castle = table(cards)
    loner = g.add_card(cards["Loner"], 1, "bases", at=jungle)
    g.begin_turn(player)
    g.next_phase()
    thorn = g.add_card(cards["Thorn"], player, "hand")
    if allowed:
        g.play_card(thorn, on=loner)
        assert g.value(g.card(loner), "power") == 4
    else:
        with pytest.raises(NotDeclarable):
            g.play_card(thorn, on=loner)


@pytest.mark.rule("SU-R2")
def test_a_barred_play_is_a_reason_to_whoever_asks_not_an_error(cards):
    """`why_not_play` (what the play options ask, t16e) answers with a reason for a play a
    `NoPlayOn` / `PlayLimit` bars; it raised NotDeclarable, so a random game that asked about one
    stopped with a runtime error (found by fuzzing made-up cards)."""
    g, jungle, castle = table(cards)
    loner = g.add_card(cards["Loner"], 1, "bases", at=jungle)
    g.add_card(cards["Stingy Clerk"], 0, "bases", at=castle)
    g.begin_turn(0)
    g.next_phase()
    thorn = g.add_card(cards["Thorn"], 0, "hand")
    assert "cannot be played on" in g.why_not_play(thorn, on=loner)
    g.play_card(g.add_card(cards["Spark"], 0, "hand"))
    assert "no more than 1 a turn" in g.why_not_play(g.add_card(cards["Spark"], 0, "hand"), free=True)


def test_on_a_base_or_on_something_not_a_card_kind_is_refused():
    assert e501('card "Odd Glade": base, breakpoint 20, vp 3/2/1\n  Players cannot play actions on bases.\n')


# ---- SU-R3: on its owner's turn ---------------------------------------------------------------


@pytest.mark.rule("SU-R3")
@pytest.mark.rule("SU-V3")
def test_each_minion_here_is_stronger_on_its_own_owners_turn(cards):
    g, jungle, castle = table(cards)
    home = g.add_card(cards["Home Field"], None, "bases")
    ann = g.add_card(cards["Grunt"], 0, "bases", at=home)
    bob = g.add_card(cards["Grunt"], 1, "bases", at=home)
    assert (g.value(g.card(ann), "power"), g.value(g.card(bob), "power")) == (3, 2)
    g.begin_turn(1)
    assert (g.value(g.card(ann), "power"), g.value(g.card(bob), "power")) == (2, 3)


@pytest.mark.rule("SU-R3")
def test_its_owners_turn_on_this_minion(cards):
    assert cards["Hearth Guard"].abilities[0].effect.condition == s.OwnersTurn()
    g, jungle, castle = table(cards)
    guard = g.add_card(cards["Hearth Guard"], 1, "bases", at=jungle)
    assert g.value(g.card(guard), "power") == 2
    g.begin_turn(1)
    assert g.value(g.card(guard), "power") == 4


def test_during_its_owners_turn_on_a_players_power_is_refused():
    assert e501('card "Odd Idol": minion, power 2\n  Ongoing: You have +2 power here during its owner\'s turn.\n')


# ---- SU-R4: the first time each turn a minion moves away from here ----------------------------


@pytest.mark.rule("SU-R4")
@pytest.mark.rule("SU-A2")
def test_only_the_first_move_away_in_a_turn_draws(cards):
    g, jungle, castle = table(cards)
    landing = g.add_card(cards["Ferry Landing"], None, "bases")
    deck(g, cards, 1)
    a = g.add_card(cards["Grunt"], 1, "bases", at=landing)
    b = g.add_card(cards["Grunt"], 1, "bases", at=landing)
    g.chooser = ScriptedChooser([("targets", g.card(a).label), ("targets", "Castle"), ("may", "yes"),
                                 ("targets", g.card(b).label), ("targets", "Castle")])
    g.play_card(g.add_card(cards["Shove"], 0, "hand"))
    assert len(g.zone(1, "hand")) == 1          # its controller draws
    g.play_card(g.add_card(cards["Shove"], 0, "hand"), free=True)
    assert len(g.zone(1, "hand")) == 1          # not a second time this turn
    assert g.card(a).at == castle and g.card(b).at == castle
    g.chooser.assert_done()


def test_moves_from_this_base_on_a_minion_is_a_move_from_its_base(cards):
    pat = cards["Dock Hand"].abilities[0].when
    assert (pat.event, pat.between) == (s.Event.MOVE, "from")
    assert cards["Ferry Landing"].abilities[0].when.between == "from"


# ---- the printer and the readback -------------------------------------------------------------


def test_each_sentence_prints_back_to_the_same_syntax_tree():
    rep = dsl.check_text("ruleset smashup\n" + SET, lower=False)
    pr = Printer(RULESETS["smashup"])
    printed = "ruleset smashup\n" + "".join(
        f'card "{c.card.name}": {c.card.type}\n  ' + " ".join(pr.ability(ab) for ab in c.card.abilities) + "\n"
        for c in rep.cards)
    again = dsl.check_text(printed, lower=False)
    assert [c.card.abilities for c in rep.cards] == [c.card.abilities for c in again.cards]
