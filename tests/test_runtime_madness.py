"""A shared deck of identical cards that no player brought (Smash Up's Madness deck): the
ruleset describes it (`Ruleset.shared_decks`), the front end compiles its card text, the game
creates it, card text draws from it and puts cards back, and the end of the game counts what
each player owns (readings SU-M1..M4 of docs/runtime.md). Test cards are our own words."""

from __future__ import annotations

import pytest
from su_table import build

import dsl
from dsl.compiler import shared_deck_cards
from dsl.lowering import lower_card
from runtime import SMASHUP, Game, RandomChooser, ScriptedChooser
from runtime import fuzz as rf
from runtime import match
from runtime import spec as s

MAD = "Madness deck"


@pytest.fixture(scope="module")
def shared():
    return shared_deck_cards("smashup")[0]


def table(shared, steps=(), cards=None):
    g = Game(SMASHUP, ("Ann", "Bob"), chooser=ScriptedChooser(list(steps)), seed=1, check_invariants=True)
    fill = build("")
    g.add_card(fill["Jungle"], None, "bases")
    g.add_card(fill["Castle"], None, "bases")
    g.add_shared_decks(shared)
    for p in (0, 1):
        for _ in range(6):
            g.add_card(fill["Grunt"], p, "deck")
    g.begin_turn(0)
    g.next_phase()
    return g


def names(g, player, zone):
    return [c.name for c in g.zone(player, zone)]


@pytest.mark.rule("SU-M1")
def test_SU_M1_the_ruleset_describes_the_shared_deck_and_the_game_creates_it(shared):
    d = SMASHUP.shared_deck("Madness")
    assert (d.zone, d.card_type, d.count, d.vp_per) == (MAD, "action", 30, 2)
    g = table(shared)
    deck = g.zone(None, MAD)
    assert len(deck) == 30 and {c.name for c in deck} == {"Madness"}
    assert all(c.owner is None and c.spec.card_type == "action" for c in deck)
    # its text, written in the ruleset, is compiled like any card: a choice of two instructions
    eff = shared["Madness"].abilities[0].effect
    assert isinstance(eff, s.Choose) and [m.KIND for m in eff.modes] == ["draw", "move"]
    assert rf.shared_violation(g, g.state.cards.values(), counts=True) is None


@pytest.mark.rule("SU-M1")
def test_SU_M1_match_setup_makes_the_shared_deck_only_when_given_its_cards(shared):
    fill = build("")
    bases = [fill["Jungle"], fill["Castle"], fill["Jungle"]]
    g = Game(SMASHUP, ("Ann", "Bob"), chooser=RandomChooser(1), seed=1)
    match.setup(g, [[fill["Grunt"]] * 10] * 2, bases, shared)
    assert len(g.zone(None, MAD)) == 30
    g2 = Game(SMASHUP, ("Ann", "Bob"), chooser=RandomChooser(1), seed=1)
    match.setup(g2, [[fill["Grunt"]] * 10] * 2, bases)
    assert g2.zone(None, MAD) == []


@pytest.mark.rule("SU-M2")
def test_SU_M2_drawing_a_madness_card_takes_the_top_of_the_shared_deck_and_makes_it_yours(shared):
    cards = build('card "Bleak Omen": action\n  Draw two Madness cards.\n')
    g = table(shared)
    omen = g.add_card(cards["Bleak Omen"], 0, "hand")
    eff = cards["Bleak Omen"].abilities[0].effect
    assert eff == s.Draw(amount=s.Const(value=2), zone=MAD)
    assert g.execute(eff, controller=0, source=omen)
    assert names(g, 0, "hand").count("Madness") == 2
    assert all(c.owner == 0 for c in g.zone(0, "hand") if c.name == "Madness")
    assert len(g.zone(None, MAD)) == 28 and len(g.zone(0, "deck")) == 6     # not from the own deck


@pytest.mark.rule("SU-M2")
def test_SU_M2_each_other_player_draws_from_the_madness_deck_not_their_own(shared):
    """"Each other player draws a Madness card": the other players each take the top card of the
    shared deck (before, the name was dropped and they drew from their own decks)."""
    cards = build('card "Dark Whisper": action\n  Each other player draws a Madness card.\n')
    g = table(shared)
    whisper = g.add_card(cards["Dark Whisper"], 0, "hand")
    assert g.execute(cards["Dark Whisper"].abilities[0].effect, controller=0, source=whisper)
    assert names(g, 1, "hand").count("Madness") == 1 and "Madness" not in names(g, 0, "hand")
    assert len(g.zone(None, MAD)) == 29 and len(g.zone(1, "deck")) == 6     # Bob's own deck untouched


@pytest.mark.rule("SU-M2")
def test_SU_M2_an_empty_madness_deck_gives_nothing_and_is_not_refilled(shared):
    g = table(shared)
    for c in list(g.zone(None, MAD)):
        g.relocate(c, "discard pile", 1)                 # every Madness card is Bob's now
    assert g.zone(None, MAD) == []
    before = g.shortfall
    assert g.execute(s.Draw(amount=s.Const(value=1), zone=MAD), controller=0)
    assert "Madness" not in names(g, 0, "hand") and g.shortfall == before + 1
    assert len(g.zone(1, "discard pile")) == 30 and all(c.owner == 1 for c in g.zone(1, "discard pile"))


@pytest.mark.rule("SU-M2")
def test_SU_M2_draw_up_to_n_lets_the_player_choose_how_many(shared):
    cards = build('card "Fey Hunger": action\n  Draw up to three Madness cards.\n')
    g = table(shared, steps=[("amount", "1")])
    eff = cards["Fey Hunger"].abilities[0].effect
    assert eff.up_to and eff.zone == MAD
    assert g.execute(eff, controller=0)
    assert names(g, 0, "hand") == ["Madness"]


@pytest.mark.rule("SU-M2")
def test_SU_M2_a_madness_card_put_into_another_players_hand_becomes_theirs(shared):
    cards = build('card "Gift Giver": minion, power 3\n  Put a Madness card from your hand into another player\'s hand.\n')
    g = table(shared)
    g.execute(s.Draw(amount=s.Const(value=1), zone=MAD), controller=0)
    giver = g.add_card(cards["Gift Giver"], 0, "hand")
    assert g.execute(cards["Gift Giver"].abilities[0].effect, controller=0, source=giver)
    assert names(g, 1, "hand") == ["Madness"] and g.zone(1, "hand")[0].owner == 1
    assert "Madness" not in names(g, 0, "hand")


@pytest.mark.rule("SU-M3")
def test_SU_M3_returning_madness_cards_puts_them_back_into_the_shared_deck_owned_by_nobody(shared):
    cards = build('card "Calm Mind": action\n  Return up to three Madness cards from your hand to the Madness deck.\n')
    g = table(shared, steps=[("targets", [0, 1])])
    g.execute(s.Draw(amount=s.Const(value=3), zone=MAD), controller=0)
    assert g.execute(cards["Calm Mind"].abilities[0].effect, controller=0)
    assert names(g, 0, "hand") == ["Madness"] and len(g.zone(None, MAD)) == 29
    assert all(c.owner is None for c in g.zone(None, MAD))


@pytest.mark.rule("SU-M3")
def test_SU_M3_discarding_a_madness_card_puts_it_in_the_discard_pile_not_the_deck(shared):
    cards = build('card "Purge": action\n  Discard a Madness card. If you do, gain 1 VP.\n')
    g = table(shared)
    g.add_card(build("")["Brute"], 0, "hand")
    g.execute(s.Draw(amount=s.Const(value=1), zone=MAD), controller=0)
    assert g.execute(cards["Purge"].abilities[0].effect, controller=0)
    assert names(g, 0, "discard pile") == ["Madness"] and names(g, 0, "hand") == ["Brute"]
    assert g.resource(0, "vp") == 1
    # with no Madness card in hand nothing is discarded (the Brute stays) and "if you do" fails
    assert g.execute(cards["Purge"].abilities[0].effect, controller=0)
    assert names(g, 0, "hand") == ["Brute"] and g.resource(0, "vp") == 1


@pytest.mark.rule("SU-M3")
def test_SU_M3_a_played_madness_card_draws_two_or_goes_back(shared):
    g = table(shared, steps=[("modes", "2:move")])
    g.execute(s.Draw(amount=s.Const(value=2), zone=MAD), controller=0)
    first, second = g.zone(0, "hand")
    g.play_card(first.id)
    assert first.zone == MAD and first.owner is None and len(g.zone(0, "hand")) == 1
    g.chooser = ScriptedChooser([("modes", "1:draw")])
    g.players[0].plays_left["action"] = 1
    g.play_card(second.id)
    assert second.zone == "discard pile" and second.owner == 0
    assert names(g, 0, "hand") == ["Grunt", "Grunt"]


@pytest.mark.rule("SU-M3")
def test_SU_M3_only_the_shared_decks_own_cards_go_into_it():
    rep = dsl.check_text('ruleset smashup\ncard "Bad Idea": action\n  Put a minion from your hand into the Madness deck.\n',
                         path="t.cards")
    c = rep.cards[0]
    lo = lower_card(c.card, rep.ruleset, rep.source.text, "t.cards", rep.table)
    assert [d.code.id for d in lo.diagnostics] == ["E501"]
    assert "other than Madness cards" in lo.diagnostics[0].message


@pytest.mark.rule("SU-M4")
def test_SU_M4_each_two_madness_cards_owned_cost_a_vp_at_the_end(shared):
    g = table(shared)
    g.execute(s.Draw(amount=s.Const(value=5), zone=MAD), controller=0)       # Ann owns 5: -2
    g.players[0].resources["vp"] = 16
    g.players[1].resources["vp"] = 15
    assert g.final_vp(0) == 14 and g.final_vp(1) == 15
    g.end_turn()
    assert g.winner == 1


@pytest.mark.rule("SU-M4")
def test_SU_M4_a_tie_goes_to_fewer_madness_cards_and_a_full_tie_plays_on(shared):
    g = table(shared)
    g.execute(s.Draw(amount=s.Const(value=1), zone=MAD), controller=0)       # 1 card: no VP lost
    g.players[0].resources["vp"] = 15
    g.players[1].resources["vp"] = 15
    g.end_turn()
    assert g.winner == 1                                                      # Bob has fewer
    g2 = table(shared)
    g2.players[0].resources["vp"] = 15
    g2.players[1].resources["vp"] = 15
    g2.end_turn()
    assert g2.winner is None                                                  # still tied: play on


@pytest.mark.rule("SU-M1")
def test_SU_M1_the_harness_counts_madness_cards_and_their_owners(shared):
    g = table(shared)
    assert rf.shared_violation(g, g.state.cards.values(), counts=True) is None
    lost = g.zone(None, MAD)[0]
    g.state.zones[(None, MAD)].remove(lost.id)
    del g.state.cards[lost.id]
    assert "29 Madness cards" in rf.shared_violation(g, g.state.cards.values(), counts=True)
    g = table(shared)
    c = g.zone(None, MAD)[0]
    c.owner = 0
    assert "belongs to player 0" in rf.shared_violation(g, [c])


@pytest.mark.rule("SU-M1")
def test_SU_M1_random_games_with_madness_keep_every_madness_card(shared):
    cards = build('card "Dark Lure": action\n  Draw a Madness card. Gain 1 VP.\n'
                  'card "Quiet Room": action\n  Return a Madness card from your hand to the Madness deck.\n')
    deck = [cards["Dark Lure"], cards["Quiet Room"], cards["Grunt"], cards["Brute"]] * 10
    bases = [cards["Jungle"], cards["Castle"], cards["Jungle"], cards["Castle"]]
    rep = rf.fuzz(deck, bases, SMASHUP, games=6, seed=5, shared=shared)
    assert not rep.problems and rep.ended == 6
    assert rep.cards["Madness"].played > 0


@pytest.mark.rule("SU-M2")
def test_SU_M2_for_each_one_drawn_counts_the_cards_the_draw_really_gave(shared):
    cards = build('card "Ritual Call": action\n  Draw up to two Madness cards. For each one drawn, gain 1 VP.\n')
    eff = cards["Ritual Call"].abilities[0].effect
    assert eff.effects[1] == s.Repeat(count=s.AffectedCount(), effect=s.Gain(resource="vp", amount=s.Const(value=1)))
    g = table(shared, steps=[("amount", "2")])
    for c in list(g.zone(None, MAD))[1:]:
        g.relocate(c, "discard pile", 1)                 # one card is left in the Madness deck
    assert g.execute(eff, controller=0)
    assert names(g, 0, "hand") == ["Madness"] and g.resource(0, "vp") == 1     # asked 2, got 1


@pytest.mark.rule("SU-A5")
def test_SU_A5_for_each_one_discarded_after_any_number_may_be_zero(shared):
    cards = build('card "Let Go": action\n  Discard any number of your Madness cards. For each one discarded, gain 1 VP.\n')
    eff = cards["Let Go"].abilities[0].effect
    g = table(shared, steps=[("targets", [0, 2])])
    g.execute(s.Draw(amount=s.Const(value=3), zone=MAD), controller=0)
    assert g.execute(eff, controller=0)
    assert g.resource(0, "vp") == 2 and names(g, 0, "discard pile") == ["Madness", "Madness"]
    g.chooser = ScriptedChooser([("targets", [])])
    assert g.execute(eff, controller=0)
    assert g.resource(0, "vp") == 2 and names(g, 0, "hand") == ["Madness"]


def test_for_each_one_drawn_needs_a_draw_before_it():
    rep = dsl.check_text('ruleset smashup\ncard "Odd": action\n  Gain 1 VP. For each one drawn, gain 1 VP.\n',
                         path="t.cards")
    c = rep.cards[0]
    lo = lower_card(c.card, rep.ruleset, rep.source.text, "t.cards", rep.table)
    assert [d.code.id for d in lo.diagnostics] == ["E501"]


@pytest.mark.rule("SU-M3")
def test_SU_M3_return_from_hand_and_or_discard_pile_takes_from_either(shared):
    cards = build('card "Clear Head": action\n'
                  '  Return up to three Madness cards from your hand and/or discard pile to the Madness deck.\n')
    f = cards["Clear Head"].abilities[0].effect.target.filter
    assert (f.zone, f.also_zones, f.controller) == ("hand", ("discard pile",), s.Controller.YOU)
    g = table(shared, steps=[("targets", [0, 1])])
    g.execute(s.Draw(amount=s.Const(value=2), zone=MAD), controller=0)
    g.execute(s.Draw(amount=s.Const(value=1), zone=MAD), controller=1)       # Bob's is not offered
    g.relocate(g.zone(0, "hand")[1], "discard pile", 0)
    assert g.execute(cards["Clear Head"].abilities[0].effect, controller=0)
    assert names(g, 0, "hand") == [] and names(g, 0, "discard pile") == []
    assert names(g, 1, "hand") == ["Madness"] and len(g.zone(None, MAD)) == 29


@pytest.mark.rule("SU-G3")
def test_SU_G3_a_special_of_an_action_on_a_minion_fires_when_the_minions_base_scores_and_its_controller_chooses():
    cards = build('card "Grim Pact": action\n  Play on a minion. Ongoing: This minion has +4 power. '
                  'Special: After this base scores, this minion\'s controller must either gain 1 VP or '
                  'destroy this minion.\n')
    ab = cards["Grim Pact"].abilities[1]
    assert ab.zone is None and ab.effect.who is s.Who.HOST_CONTROLLER        # in play, not from hand
    from su_table import table as su_table
    g, jungle, castle = su_table(cards, steps=[("modes", "1:gain")])
    bobs = g.add_card(cards["Brute"], 1, "bases", at=jungle)
    pact = g.add_card(cards["Grim Pact"], 0, "hand")
    g.play_card(pact, on=bobs)
    assert g.value(bobs, "power") == 8
    g.score_base(castle)                                   # another base: nothing happens
    assert g.resource(1, "vp") == 0
    g.score_base(jungle)
    assert g.resource(1, "vp") == 3 + 1                    # first place, then the Pact's VP
    decisions = [st for st in g.trace if st.kind == "choice" and "modes" in str(st)]
    assert len(decisions) == 1 and "player=1" in str(decisions[0])                  # Bob chose


@pytest.mark.rule("SU-M3")
def test_SU_M3_or_before_a_zone_word_that_begins_with_a_verb_joins_the_zones(shared):
    # "or discard pile": "discard" begins a zone here, not a second instruction
    cards = build('card "Soothe": action\n'
                  '  Return one Madness card from your hand or discard pile to the Madness deck OR draw a card.\n')
    eff = cards["Soothe"].abilities[0].effect
    assert isinstance(eff, s.Choose) and len(eff.modes) == 2
    f = eff.modes[0].target.filter
    assert (f.zone, f.also_zones, f.controller) == ("hand", ("discard pile",), s.Controller.YOU)
    g = table(shared, steps=[("modes", "1:move")])
    g.execute(s.Draw(amount=s.Const(value=1), zone=MAD), controller=1)
    g.relocate(g.zone(1, "hand")[0], "discard pile", 1)                     # only Bob has one
    assert g.execute(eff, controller=0)
    assert names(g, 1, "discard pile") == ["Madness"]                         # not Ann's to return


@pytest.mark.rule("SU-A2")
def test_SU_A2_a_special_played_from_hand_goes_on_in_its_next_sentence_with_there_and_for_each_drawn(shared):
    cards = build('card "Dread Vigil": action\n  Special: Before a base scores, draw up to two Madness cards. '
                  'Give a minion there +3 power until the end of the turn for each Madness card drawn.\n')
    ab = cards["Dread Vigil"].abilities
    assert len(ab) == 1 and ab[0].zone == "hand"
    steps = ab[0].effect.effect.effects                   # may (play it, draw, give): one choice
    assert [x.KIND for x in steps] == ["play_card", "draw", "modify"]
    amount = steps[2].amount
    assert amount.left == s.Const(value=3) and isinstance(amount.right, s.AffectedCount)
    assert amount.right.filter is None or amount.right.filter.name == "Madness"     # the Madness cards drawn
    assert steps[2].target.filter.at is s.AtBase.EVENT and steps[2].target.filter.base is None
    rep = dsl.check_text('ruleset smashup\ncard "Bad Vigil": action\n  Special: Before a base scores, gain 1 VP. '
                         'Give a minion there +3 power for each Madness card drawn.\n', path="t.cards")
    c = rep.cards[0]
    lo = lower_card(c.card, rep.ruleset, rep.source.text, "t.cards", rep.table)
    assert [d.code.id for d in lo.diagnostics] == ["E501"]                      # nothing was drawn


@pytest.mark.rule("SU-A5")
def test_SU_A5_discard_any_number_then_an_extra_play_limited_by_how_many_were_discarded():
    cards = build('card "Grave Call": action\n  Discard any number of your cards. Play an extra minion from your '
                  'discard pile with power less than the number of cards you discarded.\n')
    eff = cards["Grave Call"].abilities[0].effect
    assert eff.effects[0].target.min == 0 and eff.effects[0].target.max is None
    assert eff.effects[1].filter.stats == (s.StatTest(stat="power", cmp=s.Cmp.LT, amount=s.AffectedCount()),)
    from su_table import table as su_table
    g, jungle, _ = su_table(cards, steps=[("targets", [0, 1, 2])])
    for name in ("Grunt", "Grunt", "Brute"):
        g.add_card(cards[name], 0, "hand")
    assert g.execute(eff, controller=0)
    grant = g.players[0].extra_plays[-1]
    assert grant.zone == "discard pile" and grant.filter.stats[0].value == 3    # three discarded
    rep = dsl.check_text('ruleset smashup\ncard "Early": action\n  Discard any number of cards. Destroy a minion '
                         'with power less than the number of cards you discarded.\n', path="t.cards")
    c = rep.cards[0]
    lo = lower_card(c.card, rep.ruleset, rep.source.text, "t.cards", rep.table)
    assert [d.code.id for d in lo.diagnostics] == ["E501"]       # a target is chosen before the discard


@pytest.mark.rule("SU-A4")
def test_SU_A4_discard_to_give_power_for_each_counts_what_was_really_discarded(shared):
    cards = build('card "Frenzied Gift": minion, power 1\n'
                  '  Discard up to three Madness cards to give your minions here +2 power for each.\n')
    eff = cards["Frenzied Gift"].abilities[0].effect
    # "up to" allows none (SU-A5): not a payment, so a sequence; the bonus counts what was discarded
    assert isinstance(eff, s.Sequence) and eff.effects[1].amount == s.Times(left=s.Const(value=2),
                                                                           right=s.AffectedCount())
    g = table(shared, steps=[("targets", [0])])
    jungle = g.zone(None, "bases")[0]
    mine = g.add_card(build("")["Grunt"], 0, "bases", at=jungle.id)
    gift = g.add_card(cards["Frenzied Gift"], 0, "bases", at=jungle.id)     # its source is here
    g.execute(s.Draw(amount=s.Const(value=2), zone=MAD), controller=0)
    assert g.execute(eff, controller=0, source=gift)
    assert g.value(mine, "power") == 2 + 2                                   # one discarded (chosen)
    rep = dsl.check_text('ruleset smashup\ncard "Odd Gift": action\n  Destroy a minion to give your minions '
                         '+1 power for each.\n', path="t.cards")
    c = rep.cards[0]
    lo = lower_card(c.card, rep.ruleset, rep.source.text, "t.cards", rep.table)
    assert [d.code.id for d in lo.diagnostics] == ["E501"]


def table3(shared, steps=()):
    g = Game(SMASHUP, ("Ann", "Bob", "Cy"), chooser=ScriptedChooser(list(steps)), seed=1, check_invariants=True)
    fill = build("")
    g.add_card(fill["Jungle"], None, "bases")
    g.add_shared_decks(shared)
    for p in (0, 1, 2):
        for _ in range(4):
            g.add_card(fill["Grunt"], p, "deck")
    g.begin_turn(0)
    g.next_phase()
    return g


OFFER = ('card "Dark Offer": action\n  Each other player may draw two Madness cards. For each other player who '
         'does not, gain 1 VP. If no other players drew a Madness card, gain 5 VP.\n')


@pytest.mark.rule("SU-A3")
def test_SU_A3_for_each_other_player_who_does_not_counts_the_players_who_said_no(shared):
    eff = build(OFFER)["Dark Offer"].abilities[0].effect
    assert [x.KIND for x in eff.effects] == ["as_player", "repeat", "if"]
    assert eff.effects[1].count == s.DeclinedCount() and eff.effects[2].condition == s.NoneDid()
    g = table3(shared, steps=[("may", "yes"), ("may", "no")])            # Bob draws, Cy does not
    assert g.execute(eff, controller=0)
    assert names(g, 1, "hand") == ["Madness", "Madness"] and names(g, 2, "hand") == []
    assert g.resource(0, "vp") == 1                                        # one said no; one drew


@pytest.mark.rule("SU-A3")
def test_SU_A3_if_no_other_players_did_holds_when_everyone_said_no(shared):
    eff = build(OFFER)["Dark Offer"].abilities[0].effect
    g = table3(shared, steps=[("may", "no"), ("may", "no")])
    assert g.execute(eff, controller=0)
    assert g.resource(0, "vp") == 2 + 5


def test_no_players_did_needs_an_instruction_to_those_players_before_it():
    for text in ('If no other players drew a Madness card, gain 1 VP.',
                 'Each other player may gain 1 VP. If no other players drew a card, gain 1 VP.',
                 'Draw a card. For each other player who does not, gain 1 VP.'):
        rep = dsl.check_text(f'ruleset smashup\ncard "Odd": action\n  {text}\n', path="t.cards")
        c = rep.cards[0]
        lo = lower_card(c.card, rep.ruleset, rep.source.text, "t.cards", rep.table)
        assert [d.code.id for d in lo.diagnostics] == ["E501"], text
