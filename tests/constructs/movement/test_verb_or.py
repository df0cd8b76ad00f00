"""Composition (issue 16): shapes made of known parts. Two verbs of one instruction ("play or
move …", "destroy or return …"); a trigger on either of a play and a move; a player's move as an
event; "If …, A, otherwise B" in one sentence; "for each minion affected by this"; "currently
here"; "they each gain …"."""

from __future__ import annotations

import pytest

from runtime import spec as s

from su_table import compiled, e501, lower_one

ACTION = 'card "Probe": action'


def _effect(text: str, header: str = ACTION):
    lo, _ = lower_one(text, "smashup", header)
    assert not lo.diagnostics, [d.message for d in lo.diagnostics]
    return lo.abilities[0][0].effect


def _abilities(text: str, header: str = 'card "Probe": minion, power 2'):
    lo, _ = lower_one(text, "smashup", header)
    assert not lo.diagnostics, [d.message for d in lo.diagnostics]
    return [a for a, *_ in lo.abilities]


@pytest.mark.rule("SU-A5")
def test_two_verbs_are_a_choice_of_two_instructions_on_one_object():
    eff = _effect("Destroy or return a minion of power 2 or less to its owner's hand.")
    assert eff.KIND == "choose" and (eff.min, eff.max) == (1, 1)
    destroy, ret = eff.modes
    assert destroy.KIND == "destroy" and ret.KIND == "return_to_hand"
    # the object and its phrases are both verbs'
    assert destroy.target.filter == ret.target.filter
    assert destroy.target.filter.stats[0].value == 2


def test_play_or_move_to_here():
    cards = compiled('card "Keeper": minion, power 2\n  Talent: Play or move Big Moth to here.\n'
                     'card "Big Moth": minion, power 5\n')
    play, move = cards["Keeper"].abilities[0].effect.modes
    assert play.KIND == "play_card" and play.here
    assert move.KIND == "move"


def test_either_verb_alone_must_lower():
    # "return" with nowhere to go is not understood: neither is the pair
    assert e501('card "Probe": action\n  Destroy or return a minion.\n')


@pytest.mark.rule("SU-A2")
def test_plays_or_moves_is_one_ability_for_each_event():
    ab = _abilities("Ongoing: After another player plays or moves a minion here, you may draw a card.")
    assert [a.when.event for a in ab] == [s.Event.PLAY, s.Event.MOVE]
    play, move = (a.when for a in ab)
    assert play.player is s.Controller.OPPONENT
    assert move.cause_controller is s.Controller.OPPONENT and move.zone == "base"
    assert ab[0].effect == ab[1].effect
    assert len({a.origin for a in ab}) == 2


def test_a_sentence_continuing_such_a_trigger_is_refused():
    assert e501('card "Probe": minion, power 2\n  Ongoing: After another player plays or moves a minion here, '
                'you may draw a card. Discard a card.\n')


@pytest.mark.rule("SU-A2")
@pytest.mark.parametrize("who, ctrl", [("you move", s.Controller.YOU), ("a player moves", s.Controller.ANY),
                                       ("another player moves", s.Controller.OPPONENT)])
def test_a_players_move_as_an_event(who, ctrl):
    (ab,) = _abilities(f"Ongoing: After {who} a minion to here, draw a card.")
    assert ab.when.event is s.Event.MOVE and ab.when.cause_controller is ctrl
    assert ab.when.subject.at is s.AtBase.HERE


def test_a_move_from_elsewhere_is_refused():
    assert e501('card "Probe": minion, power 2\n  Ongoing: After you move a minion to another base, draw a card.\n')


@pytest.mark.rule("SU-A5")
def test_if_a_otherwise_b_in_one_sentence():
    eff = _effect("Talent: Reveal the top card of your deck. If it is a minion, draw it, otherwise place it on "
                  "the bottom of your deck.", 'card "Probe": minion, power 2')
    step = eff.with_revealed
    assert step.KIND == "if" and step.then.KIND == "draw" and step.otherwise.KIND == "move"
    assert step.otherwise.bottom


def test_return_it_after_a_reveal_puts_it_back_on_top():
    eff = _effect("Talent: Reveal the top card of your deck. If it is a minion, draw it, otherwise return it.",
                  'card "Probe": minion, power 2')
    back = eff.with_revealed.otherwise
    assert back.KIND == "move" and back.to_zone == "deck" and not back.bottom


@pytest.mark.rule("SU-A5")
def test_for_each_minion_affected_by_this():
    eff = _effect("Give up to two minions +1 power until the end of the turn. Draw a card for each minion "
                  "affected by this.")
    draw = eff.effects[-1]
    assert draw.KIND == "draw"
    counted = [x for x in (draw.amount, getattr(draw.amount, "left", None), getattr(draw.amount, "right", None))
               if getattr(x, "KIND", None) == "affected_count"]
    assert counted and counted[0].filter.card_types == ("minion",), draw.amount


def test_affected_by_this_with_nothing_before_is_refused():
    assert e501('card "Probe": action\n  Draw a card for each minion affected by this.\n')


@pytest.mark.parametrize("longer, shorter", [
    ("Talent: Give each of your other minions currently here +1 power until the end of the turn.",
     "Talent: Give each of your other minions here +1 power until the end of the turn."),
    ("Choose a base. Move up to two of your minions to there. They each gain +1 power until the end of the turn.",
     "Choose a base. Move up to two of your minions to there. They gain +1 power until the end of the turn."),
])
def test_words_that_say_what_the_next_says(longer, shorter):
    header = 'card "Probe": minion, power 2' if longer.startswith("Talent") else ACTION
    assert _effect(longer, header) == _effect(shorter, header)


@pytest.mark.rule("SU-A5")
def test_other_bases_after_a_chosen_base_are_the_others():
    pick = _effect("Choose a base. Move up to two of your minions from other bases to there.")
    assert pick.KIND == "pick"
    assert pick.with_picked.target.filter.at is s.AtBase.NOT_PICKED
    # without a base chosen, "another base" is still other than this card's
    eff = _effect("Talent: Move a minion from another base to here.", 'card "Probe": minion, power 2')
    assert eff.target.filter.at is s.AtBase.ELSEWHERE


@pytest.mark.rule("SU-A5")
def test_a_minion_already_on_the_chosen_base_is_not_offered():
    from su_table import build, table
    cards = build('card "Muster": action\n  Choose a base. Move up to two of your minions from other bases to there.\n')
    g, jungle, castle = table(cards, steps=[("targets", "Jungle"), ("targets", [0])])
    stay = g.add_card(cards["Grunt"], 0, "bases", at=jungle)
    go = g.add_card(cards["Brute"], 0, "bases", at=castle)
    muster = g.add_card(cards["Muster"], 0, "hand")
    ab = cards["Muster"].abilities[0]
    assert g.execute(ab.effect, controller=0, source=muster, origin=ab.origin)
    asked = g.chooser.asked[-1]
    assert [o for o in asked.options if "Grunt" in o] == []     # on the chosen base: not offered
    assert g.card(go).at == jungle and g.card(stay).at == jungle


@pytest.mark.rule("SU-A5")
def test_for_every_n_of_a_resource_you_have():
    draw = _effect("Draw a card for every 3 VP you have.")
    q = draw.amount if draw.amount.KIND == "quotient" else draw.amount.right
    assert q.KIND == "quotient" and q.right == s.Const(value=3)
    assert q.left == s.ResourceOf(who=s.Who.YOU, resource="vp")
    (ab,) = _abilities("Ongoing: This minion has +1 power for every 3 VP you have.")
    assert ab.effect.amount.right.left == s.ResourceOf(who=s.Who.YOU, resource="vp")


@pytest.mark.rule("SU-A5")
def test_for_every_n_vp_counts_when_it_resolves():
    from su_table import build, run, table
    cards = build('card "Tithe": action\n  Draw a card for every 3 VP you have.\n')
    g, _, _ = table(cards)
    for _ in range(4):
        g.add_card(cards["Grunt"], 0, "deck")
    g.state.players[0].resources["vp"] = 7
    tithe = g.add_card(cards["Tithe"], 0, "hand")
    run(g, tithe)
    from su_table import hand_size
    assert hand_size(g, 0) == 1 + 2          # the Tithe itself is still in hand here, and 7 // 3 = 2 cards


@pytest.mark.rule("SU-A5")
def test_a_search_of_your_deck_and_or_discard_pile():
    from su_table import build, run, table
    cards = build('card "Summons": action\n  Search your deck and/or discard pile for a Brute and place it into your hand.\n')
    assert cards["Summons"].abilities[0].effect.filter.also_zones == ("discard pile",)
    g, _, _ = table(cards, steps=[("search", [0])])
    brute = g.add_card(cards["Brute"], 0, "discard pile")
    g.add_card(cards["Grunt"], 0, "deck")
    summons = g.add_card(cards["Summons"], 0, "hand")
    run(g, summons)
    assert g.card(brute).zone == "hand"          # found in the discard pile


def test_a_search_of_two_zones_other_than_your_deck_is_refused():
    assert e501('card "Probe": action\n  Search your hand and/or discard pile for a minion and place it into your hand.\n')
