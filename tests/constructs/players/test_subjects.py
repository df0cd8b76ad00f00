"""Subjects: plural and coordinated subjects ("you and each other player"), each gets the
instruction."""

from __future__ import annotations

import pytest

from dsl import kinds as k
from dsl import nodes as n

from su_table import (
    board, build, first, first_ability as ability, probe_ast as parse, probe_ir as compiled,
    run as use, table as game,
)
from test_runtime_cards import minion


# ---- "you" and plural subjects take coordinated instructions ---------------------------------


def test_parse_a_plural_subject_with_coordinated_instructions():
    ab = parse("Each other player discards a card, OR you gain 1 VP and draw a card.")
    choice = ab.sentences[0].body
    assert isinstance(choice, n.Alternatives)
    you = choice.alts[1]
    assert (you.pred.kind == k.PredKind.DO
            and [e.kind for e in you.pred.effects.items] == [k.InstructionKind.GAIN_RESOURCE, k.InstructionKind.DRAW])


@pytest.mark.rule("SU-A3")
def test_run_a_choice_whose_second_branch_is_addressed_to_you():
    (ab,) = compiled("Each other player discards a card, OR you gain 1 VP and draw a card.")
    g, _, _, _ = board([("modes", 1)])
    g.add_card(minion("Deep", 1), 0, "deck")
    g.execute(ab.effect, controller=0)
    assert g.resource(0, "vp") == 1 and len(g.zone(0, "hand")) == 1


def test_subject_joined_by_and():
    ab = ability("Ongoing: This minion and your other minions here have +1 power.")
    subj = ab.sentences[0].body.subject
    assert isinstance(subj.np, n.NpOr) and subj.np.op == "and"


def test_third_person_predicates_joined_by_and():
    ab = ability("After this base scores, the runner-up draws two cards and discards a card.",
                 kind="base, breakpoint 20, vp 3/2/1")
    st = ab.sentences[0].body.body
    assert st.pred.kind == k.PredKind.DOES and [p.kind for p in st.more] == [k.PredKind.DOES]


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

