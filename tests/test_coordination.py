"""Coordination (issue 5): "or", "OR", "and" and "either … or …" joining parts of a sentence
other than whole instructions, as they parse and as they run. Card texts are our own words.

- an alternative that is only phrases (", or from here to another base") repeats the verb and
  object of the instruction before it;
- "move a minion to or from this base": a choice between the two moves;
- "… to either A OR B": the choice happens only if the first instruction did;
- "Until …, either A OR B": the duration holds for the chosen alternative;
- "This minion and other actions on it are …": the statement holds of each;
- "the runner-up draws two cards and discards a card": third-person predicates in order;
- "discard your hand": every card in it.
"""

from __future__ import annotations

import pytest

import dsl
from dsl import nodes as n
from runtime import SMASHUP, Game, ScriptedChooser
from runtime import spec as s

from test_lowering_runs import build, first


def ability(text: str, kind: str = "minion, power 2") -> n.Ability:
    rep = dsl.check_text(f'ruleset smashup\ncard "Probe Card": {kind}\n  {text}\n', lower=False)
    card = rep.cards[-1]
    assert card.card is not None, [d.message for d in card.diagnostics]
    return card.card.abilities[0]


def game(cards, steps=()):
    g = Game(SMASHUP, ("Ann", "Bob"), chooser=ScriptedChooser(steps), seed=1, check_invariants=True)
    jungle = g.add_card(cards["Jungle"], None, "bases")
    castle = g.add_card(cards["Castle"], None, "bases")
    g.begin_turn(0)
    g.next_phase()
    return g, jungle, castle


def use(g, card, kind, controller=0):
    ab = first(g.card(card).spec, kind)
    assert g.execute(ab.effect, controller=controller, source=card, origin=ab.origin)


# ---- parsing ------------------------------------------------------------------------------------


def test_comma_or_then_phrases_is_an_alternative_with_the_verb_understood():
    ab = ability("Talent: Move an action to here from another base, or to another base from here.")
    ch = ab.sentences[0].body
    assert isinstance(ch, n.Choice) and len(ch.alts) == 2
    assert ch.alts[1].items[0].kind == "ell_phrases"
    assert [p.kind for p in ch.alts[1].items[0].phrases] == ["to", "from"]


def test_or_without_a_comma_still_joins_noun_phrases():
    ab = ability("Destroy a minion on this base or on a minion here.", kind="action")
    eff = ab.sentences[0].body.items[0]
    assert eff.kind == "destroy"


def test_subject_joined_by_and():
    ab = ability("Ongoing: This minion and your other minions here have +1 power.")
    subj = ab.sentences[0].body.subject
    assert isinstance(subj.np, n.NpOr) and subj.np.op == "and"


def test_third_person_predicates_joined_by_and():
    ab = ability("After this base scores, the runner-up draws two cards and discards a card.",
                 kind="base, breakpoint 20, vp 3/2/1")
    st = ab.sentences[0].body.body
    assert st.pred.kind == "does" and [p.kind for p in st.more] == ["does"]


def test_purpose_with_either_or():
    ab = ability("You may discard a card to either draw two cards OR to gain 1 VP.")
    eff = ab.sentences[0].body.pred.effects.items[0]
    assert isinstance(eff.purpose, n.Choice) and eff.purpose.either and len(eff.purpose.alts) == 2


def test_to_or_from():
    ab = ability("You may move a minion to or from this base.", kind="action")
    eff = ab.sentences[0].body.pred.effects.items[0]
    assert [p.kind for p in eff.phrases] == ["to_or_from"]


def test_an_understood_alternative_after_no_instruction_is_refused():
    """The verb of ", or from here …" must come from an instruction: "draws" of a third-person
    statement is not one to repeat, so the card is refused (E501), not run half."""
    rep = dsl.check_text('ruleset smashup\ncard "Probe Card": minion, power 2\n'
                         '  Each other player draws a card, or from here to another base.\n')
    errs = [d for d in rep.cards[-1].diagnostics if d.code.id == "E501"]
    assert errs and "understood" in errs[0].message


# ---- running ------------------------------------------------------------------------------------


@pytest.mark.rule("SU-A3")
def test_understood_alternative_runs_the_chosen_move():
    cards = build('card "Glider": minion, power 3\n'
                  '  Talent: Return a minion of power 3 or less to your hand from another base, or to your hand from here.\n')
    for mode in (0, 1):
        g, jungle, castle = game(cards, [("modes", mode), ("targets", "Grunt")])
        glider = g.add_card(cards["Glider"], 0, "bases", at=jungle)
        near = g.add_card(cards["Grunt"], 1, "bases", at=jungle)
        far = g.add_card(cards["Grunt"], 1, "bases", at=castle)
        use(g, glider, "activated")
        gone, stays = (far, near) if mode == 0 else (near, far)
        assert (g.card(gone).zone, g.card(stays).zone) == ("hand", "bases"), mode


@pytest.mark.rule("SU-A8")
def test_until_either_or_applies_the_chosen_change_for_that_long():
    cards = build('card "Moth": minion, power 3\n'
                  '  Talent: Until your next turn, either this minion has +2 power, OR another minion has -2 power.\n')
    g, jungle, _ = game(cards, [("modes", 0)])
    moth = g.add_card(cards["Moth"], 0, "bases", at=jungle)
    foe = g.add_card(cards["Brute"], 1, "bases", at=jungle)
    use(g, moth, "activated")
    assert (g.value(moth, "power"), g.value(foe, "power")) == (5, 4)
    g.end_turn()
    g.begin_turn(1)
    assert g.value(moth, "power") == 5, "still there on the other player's turn"
    g.end_turn()
    g.begin_turn(0)
    assert g.value(moth, "power") == 3, "gone at the start of your next turn"


@pytest.mark.rule("SU-A8")
def test_until_either_or_first_alternative_targets_another_minion():
    cards = build('card "Moth": minion, power 3\n'
                  '  Talent: Until your next turn, either this minion has +2 power, OR another minion has -2 power.\n')
    g, jungle, _ = game(cards, [("modes", 1), ("targets", "Brute")])
    moth = g.add_card(cards["Moth"], 0, "bases", at=jungle)
    foe = g.add_card(cards["Brute"], 1, "bases", at=jungle)
    use(g, moth, "activated")
    assert (g.value(moth, "power"), g.value(foe, "power")) == (3, 2)


def test_until_either_or_with_an_instruction_is_refused():
    """A duration over "draw a card" means nothing to run: the card is refused (E501)."""
    rep = dsl.check_text('ruleset smashup\ncard "Probe Card": minion, power 2\n'
                         '  Talent: Until the end of the turn, either your minions have +1 power OR draw a card.\n')
    assert [d.code.id for d in rep.cards[-1].diagnostics if d.code.id.startswith("E")] == ["E501"]


@pytest.mark.rule("SU-A1")
def test_a_statement_about_two_subjects_holds_of_each():
    cards = build('card "Ward": action\n'
                  '  Play on a minion you control. Ongoing: This minion and other actions on it are not affected by other players\' actions.\n'
                  'card "Charm": action\n  Play on a minion.\n'
                  'card "Smash": action\n  Destroy a minion.\n'
                  'card "Scrub": action\n  Destroy an action.\n')
    g, jungle, _ = game(cards)
    mine = g.add_card(cards["Grunt"], 0, "bases", at=jungle)
    g.add_card(cards["Ward"], 0, "bases", at=jungle, attached_to=mine)
    charm = g.add_card(cards["Charm"], 0, "bases", at=jungle, attached_to=mine)
    other = g.add_card(cards["Brute"], 0, "bases", at=jungle)
    smash = g.add_card(cards["Smash"], 1, "discard pile")
    use(g, smash, "on_play", controller=1)          # the only minion it may choose is the other one
    assert (g.card(mine).zone, g.card(other).zone) == ("bases", "discard pile")
    scrub = g.add_card(cards["Scrub"], 1, "discard pile")
    g.execute(first(g.card(scrub).spec, "on_play").effect, controller=1, source=scrub, origin="t")
    assert g.card(charm).zone == "bases", "the other action on the minion is shielded too"


@pytest.mark.rule("SU-A3")
def test_the_runner_up_draws_then_discards():
    cards = build('card "Orchard": base, breakpoint 20, vp 3/2/1\n'
                  '  After this base scores, the runner-up draws two cards and discards a card.\n')
    g, jungle, _ = game(cards, [("discard", 0)])
    orchard = g.add_card(cards["Orchard"], None, "bases")
    g.add_card(cards["Brute"], 0, "bases", at=orchard)
    g.add_card(cards["Grunt"], 1, "bases", at=orchard)
    deck = [g.add_card(cards["Brute"], 1, "deck") for _ in range(4)]
    g.score_base(orchard)
    assert len(g.state.zones[(1, "hand")]) == 1, "two drawn, then one of them discarded"
    assert len(g.state.zones[(1, "discard pile")]) == 2      # the discarded card and the minion scored there
    assert len(g.state.zones[(0, "hand")]) == 0, "the winner does nothing"


@pytest.mark.rule("SU-A3")
def test_a_player_discards_their_whole_hand():
    """"discard your hand" is every card in it (it was read as one card)."""
    cards = build('card "Purge": action\n  Discard your hand, then draw a card.\n')
    g, _, _ = game(cards)
    held = [g.add_card(cards["Grunt"], 0, "hand") for _ in range(3)]
    top = g.add_card(cards["Brute"], 0, "deck")
    use(g, g.add_card(cards["Purge"], 0, "discard pile"), "on_play")
    assert [g.card(x).zone for x in held] == ["discard pile"] * 3
    assert g.state.zones[(0, "hand")] == [top]


@pytest.mark.rule("SU-A4")
def test_purpose_choice_happens_only_if_the_first_instruction_did():
    cards = build('card "Trade": action\n  You may discard a card to either draw two cards OR to gain 1 VP.\n')
    # the alternative is declared with the ability (as modes are, BH-524), and done only if the
    # card was discarded
    g, _, _ = game(cards, [("modes", 0), ("may", "yes")])
    trade = g.add_card(cards["Trade"], 0, "discard pile")
    g.add_card(cards["Grunt"], 0, "deck")
    use(g, trade, "on_play")                         # nothing in hand: nothing discarded, no draw
    assert len(g.state.zones[(0, "hand")]) == 0
    g, _, _ = game(cards, [("modes", 1), ("may", "yes"), ("discard", 0)])
    trade = g.add_card(cards["Trade"], 0, "discard pile")
    g.add_card(cards["Grunt"], 0, "hand")
    use(g, trade, "on_play")
    assert g.state.players[0].resources.get("vp", 0) == 1


@pytest.mark.rule("SU-A3")
def test_move_to_or_from_this_base_is_a_choice_of_moves():
    cards = build('card "Crossroads": base, breakpoint 20, vp 3/2/1\n'
                  '  At the start of your turn, you may move a minion to or from this base.\n')
    g = Game(SMASHUP, ("Ann", "Bob"), chooser=ScriptedChooser([("modes", 1), ("may", "yes"), ("targets", "Grunt"),
                                                                ("targets", "Jungle")]), seed=1, check_invariants=True)
    jungle = g.add_card(cards["Jungle"], None, "bases")
    cross = g.add_card(cards["Crossroads"], None, "bases")
    grunt = g.add_card(cards["Grunt"], 1, "bases", at=cross)
    g.begin_turn(0)
    assert g.card(grunt).at == jungle


@pytest.mark.rule("SU-A3")
def test_and_all_cards_compared_with_the_first():
    """"… another of your minions and each minion with equal or less power on the same base": the
    comparison and the base are the first card's, taken while it is still in play."""
    cards = build('card "Blast": action\n'
                  '  Destroy another of your minions and each minion with equal or less power on the same base.\n')
    g, jungle, castle = game(cards, [("targets", 0)])
    mine = g.add_card(cards["Grunt"], 0, "bases", at=jungle)
    low = g.add_card(cards["Grunt"], 1, "bases", at=jungle)
    high = g.add_card(cards["Brute"], 1, "bases", at=jungle)
    away = g.add_card(cards["Grunt"], 1, "bases", at=castle)
    use(g, g.add_card(cards["Blast"], 0, "discard pile"), "on_play")
    zones = [g.card(x).zone for x in (mine, low, high, away)]
    assert zones == ["discard pile", "discard pile", "bases", "bases"]


def test_on_the_same_base_with_nothing_named_before_is_refused():
    rep = dsl.check_text('ruleset smashup\ncard "Probe Card": action\n  Destroy all minions on the same base.\n')
    assert [d.code.id for d in rep.cards[-1].diagnostics if d.code.id.startswith("E")] == ["E501"]


def test_here_or_another_object_parses_as_two_objects_of_one_verb():
    ab = ability("You may destroy an action here or a minion of power 2 or less on any base "
                 "to draw two cards.")
    ch = ab.sentences[0].body
    assert isinstance(ch, n.Choice) and ch.alts[1].items[0].kind == "ell_object"
    assert ch.alts[1].items[0].purpose is not None


@pytest.mark.rule("SU-A3")
def test_purpose_after_the_last_object_is_what_either_is_destroyed_for():
    cards = build('card "Glutton": minion, power 2\n'
                  '  You may destroy an action here or a minion of power 2 or less on any base to draw two cards.\n'
                  'card "Charm": action\n  Play on a base.\n')
    for mode in (0, 1):
        # a target with a choice is declared with the ability (BH-501.4); one with none is not asked
        steps = [("modes", 1), ("targets", "Grunt"), ("may", "yes")] if mode else [("modes", 0), ("may", "yes")]
        g, jungle, castle = game(cards, steps)
        glutton = g.add_card(cards["Glutton"], 0, "bases", at=jungle)
        charm = g.add_card(cards["Charm"], 1, "bases", at=jungle)
        grunt = g.add_card(cards["Grunt"], 1, "bases", at=castle)
        for _ in range(3):
            g.add_card(cards["Brute"], 0, "deck")
        use(g, glutton, "on_play")
        victim = grunt if mode else charm
        assert g.card(victim).zone == "discard pile", mode
        assert len(g.state.zones[(0, "hand")]) == 2, "drawn for either"


def test_scores_and_is_replaced_parses():
    ab = ability("After this base scores and is replaced, you may draw a card.", kind="base, breakpoint 20, vp 3/2/1")
    assert ab.sentences[0].body.trigger.event.ev.kind == "scores_replaced"


@pytest.mark.rule("SU-A2")
def test_after_this_base_is_replaced_the_runner_up_moves_to_the_replacement_base():
    """The runner-up is the scoring's; the move waits until the new base is in play (SU-G4)."""
    cards = build('card "Harbor": base, breakpoint 20, vp 3/2/1\n'
                  '  If you have a minion here, after this base scores and is replaced, the runner-up may move a '
                  'minion of power 2 or less from another base to the replacement base.\n'
                  'card "Lagoon": base, breakpoint 20, vp 3/2/1\n')
    g, jungle, castle = game(cards, [("may", "yes"), ("targets", "Grunt")])
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


def test_may_either_or():
    ab = ability("You may either draw a card or gain 1 VP.")
    ch = ab.sentences[0].body
    assert isinstance(ch, n.Choice) and ch.alts[0].pred.kind == "may" and ch.alts[0].pred.either


@pytest.mark.rule("SU-A7")
def test_the_runner_up_plays_a_found_card_on_the_replacement_base():
    cards = build('card "Nursery": base, breakpoint 20, vp 3/2/1\n'
                  '  If you have a minion here, after this base scores and is replaced, the runner-up may search '
                  'their deck for a minion of power 3 or less and play it on the replacement base.\n'
                  'card "Lagoon": base, breakpoint 20, vp 3/2/1\n')
    g, jungle, castle = game(cards, [("may", "yes"), ("search", 0)])
    nursery = g.add_card(cards["Nursery"], None, "bases")
    lagoon = g.add_card(cards["Lagoon"], None, SMASHUP.base_deck_zone)
    g.add_card(cards["Brute"], 0, "bases", at=nursery)
    g.add_card(cards["Grunt"], 1, "bases", at=nursery)
    found = g.add_card(cards["Grunt"], 1, "deck")
    g.score_base(nursery)
    assert (g.card(found).zone, g.card(found).at) == ("bases", lagoon)
    assert any(ev.kind is s.Event.PLAY and ev.card.id == found for ev in g.log), "played, not just put there"


@pytest.mark.rule("SU-A3")
def test_comma_or_another_object_is_a_choice_of_objects():
    cards = build('card "Sweep": action\n  Destroy a minion of power 2 or less, or an action.\n'
                  'card "Charm": action\n  Play on a base.\n')
    g, jungle, _ = game(cards, [("modes", 1)])
    grunt = g.add_card(cards["Grunt"], 1, "bases", at=jungle)
    charm = g.add_card(cards["Charm"], 1, "bases", at=jungle)
    use(g, g.add_card(cards["Sweep"], 0, "discard pile"), "on_play")
    assert (g.card(grunt).zone, g.card(charm).zone) == ("bases", "discard pile")


def test_a_condition_after_understood_alternatives_is_refused():
    """"Draw a card, or two cards if …" could make the condition govern one alternative or both:
    refused (E501) rather than guessed."""
    rep = dsl.check_text('ruleset smashup\ncard "Probe Card": action\n'
                         '  Draw a card, or two cards if you have a minion here.\n')
    errs = [d for d in rep.cards[-1].diagnostics if d.code.id.startswith("E")]
    assert [d.code.id for d in errs] == ["E501"] and "condition" in errs[0].message


def test_a_choice_for_each_other_player_is_refused_not_made_once():
    """"Choose one for each other player: A OR B" is one choice per player; read as a single
    choice it would do the wrong thing, so it is E501 until the runtime can loop over players."""
    rep = dsl.check_text('ruleset smashup\ncard "Probe Card": action\n'
                         '  Choose one for each other player: they draw a card.\n')
    errs = [d for d in rep.cards[-1].diagnostics if d.code.id.startswith("E")]
    assert [d.code.id for d in errs] == ["E501"] and "each other player" in errs[0].message, errs


@pytest.mark.rule("SU-A2")
def test_two_subjects_in_a_triggered_instruction_each_get_it():
    cards = build('card "Pack Leader": minion, power 3\n'
                  '  Ongoing: At the start of each of your turns, this minion and one of your other minions gain +1 power '
                  'until the end of the turn.\n')
    g, jungle, castle = game(cards, [("targets", "Grunt")])
    leader = g.add_card(cards["Pack Leader"], 0, "bases", at=jungle)
    grunt = g.add_card(cards["Grunt"], 0, "bases", at=castle)
    g.end_turn()
    g.begin_turn(1)
    g.end_turn()
    g.begin_turn(0)
    assert (g.value(leader, "power"), g.value(grunt, "power")) == (4, 3)
