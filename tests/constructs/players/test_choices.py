"""Choices: "either A, or B", "may … or …", modal choices (BH-524.1), a purpose after a choice,
an alternative with the verb understood; only "may" is optional (SU-A3)."""

from __future__ import annotations

import pytest

import dsl
from dsl import kinds as k
from dsl import nodes as n
from runtime import spec as s

from su_table import (
    board, build, first_ability as ability, hand_cards as hand, meadow_game, parsed,
    probe_ast as parse, probe_ir as compiled, run, run as use, table,
)
from test_runtime_cards import minion


CHOICE_FOR = '''
card "Toll Bridge": base, breakpoint 30, vp 3/2/1
  Once per turn after you play a minion on this base, you may either discard a card, or destroy one of your minions here, to draw two cards.
'''


# ------------------------------------------------------------------ "either A, or B, to C"


def test_a_purpose_after_a_choice_belongs_to_the_choice():
    ab = parsed("You may either discard a card, or return a minion here to your hand, to draw two cards.")
    body = ab.sentences[0].body
    assert isinstance(body, n.Alternatives) and body.purpose is not None and body.purpose.kind == k.InstructionKind.DRAW
    assert all(a.purpose is None for alt in body.alts
               for a in (alt.pred.effects.items if isinstance(alt, n.Statement) else alt.items))
    # without the comma the purpose is the last alternative's own
    own = parsed("You may either discard a card, or return a minion here to your hand to draw two cards.")
    assert own.sentences[0].body.purpose is None


@pytest.mark.rule("SU-A3")
def test_either_alternative_pays_for_the_purpose_first_one():
    """Discarding (the first alternative) is followed by the draw."""
    g, specs, _ = meadow_game(CHOICE_FOR, steps=[("modes", 0), ("may", "yes"), ("targets", "Brute")])
    bridge = g.add_card(specs["Toll Bridge"], None, "bases")
    g.add_card(specs["Brute"], 0, "hand")
    g.begin_turn(0)
    g.next_phase()
    g.play_card(g.add_card(specs["Twig"], 0), base=bridge)
    names = sorted(c.spec.name for c in hand(g, 0))
    assert names == ["Twig", "Twig"], names
    assert [c.spec.name for c in g.zone(0, "discard pile")] == ["Brute"]


@pytest.mark.rule("SU-A3")
def test_either_alternative_pays_for_the_purpose_second_one():
    """Destroying (the second alternative) is followed by the same draw."""
    g, specs, _ = meadow_game(CHOICE_FOR, steps=[("modes", 1), ("may", "yes"), ("targets", "Twig")])
    bridge = g.add_card(specs["Toll Bridge"], None, "bases")
    g.begin_turn(0)
    g.next_phase()
    twig = g.add_card(specs["Twig"], 0)
    g.play_card(twig, base=bridge)
    assert g.card(twig).zone == "discard pile"
    assert len(hand(g, 0)) == 2


@pytest.mark.rule("BH-524.1")
def test_BH_524_modal_constructors(berserk):
    (drums,) = berserk["War Drums"]
    assert (drums.effect.min, drums.effect.max, drums.effect.repeats) == (2, 2, True)
    (hymn,) = berserk["Battle Hymn"]
    assert (hymn.effect.min, hymn.effect.max, hymn.effect.repeats) == (1, 3, False)


@pytest.mark.rule("SU-A3")
def test_SU_A3_only_may_is_optional(smashup):
    (fog,) = smashup["Fog Caller"]
    assert isinstance(fog.effect, s.May)
    (over,) = smashup["Overdrive"]
    assert not isinstance(over.effect, s.May)


def test_this_minion_or_a_weaker_one_is_a_choice_of_two_instructions():
    cards = build('card "Coach": minion, power 3\n  Place a +1 power counter on this minion or a minion with less power than this minion.\n')
    g, jungle, _ = table(cards, [("modes", "2:place_counters"), ("targets", "Grunt")])
    coach = g.add_card(cards["Coach"], 0, "bases", at=jungle)
    grunt = g.add_card(cards["Grunt"], 1, "bases", at=jungle)
    g.add_card(cards["Brute"], 1, "bases", at=jungle)
    run(g, coach)
    assert g.card(grunt).counters == {"+1 power": 1} and not g.card(coach).counters


# ---- a lower-case "or" between instructions --------------------------------------------------


def test_parse_or_between_instructions_is_a_choice_but_or_inside_one_is_not():
    body = parse("Destroy a minion of power 2 or less or return an action to its owner's hand.").sentences[0].body
    assert (isinstance(body, n.Alternatives)
            and [a.items[0].kind for a in body.alts] == [k.InstructionKind.DESTROY, k.InstructionKind.RETURN])
    body = parse("Destroy a minion or an action.").sentences[0].body
    assert isinstance(body, n.Effects)                 # "or" joining two objects


@pytest.mark.rule("SU-A3")
def test_run_you_may_one_thing_or_another():
    """"You may draw a card or gain 1 VP": the "may" governs both alternatives."""
    (ab,) = compiled("You may draw two cards or gain 1 VP.")
    assert isinstance(ab.effect, s.May) and isinstance(ab.effect.effect, s.Choose)
    g, _, _, _ = board([("modes", 1), ("may", "yes")])
    g.add_card(minion("Deep", 1), 0, "deck")
    g.execute(ab.effect, controller=0)
    assert g.resource(0, "vp") == 1 and g.zone(0, "hand") == []
    g, _, _, _ = board([("modes", 0), ("may", "no")])
    g.execute(ab.effect, controller=0)
    assert g.resource(0, "vp") == 0


# ---- parsing ------------------------------------------------------------------------------------


def test_comma_or_then_phrases_is_an_alternative_with_the_verb_understood():
    ab = ability("Talent: Move an action to here from another base, or to another base from here.")
    ch = ab.sentences[0].body
    assert isinstance(ch, n.Alternatives) and len(ch.alts) == 2
    assert ch.alts[1].items[0].kind == k.InstructionKind.ELL_PHRASES
    assert [p.kind for p in ch.alts[1].items[0].phrases] == [k.PhraseKind.TO, k.PhraseKind.FROM]


def test_or_without_a_comma_still_joins_noun_phrases():
    ab = ability("Destroy a minion on this base or on a minion here.", kind="action")
    eff = ab.sentences[0].body.items[0]
    assert eff.kind == k.InstructionKind.DESTROY


def test_purpose_with_either_or():
    ab = ability("You may discard a card to either draw two cards OR to gain 1 VP.")
    eff = ab.sentences[0].body.pred.effects.items[0]
    assert isinstance(eff.purpose, n.Alternatives) and eff.purpose.either and len(eff.purpose.alts) == 2


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
        g, jungle, castle = table(cards, [("modes", mode), ("targets", "Grunt")])
        glider = g.add_card(cards["Glider"], 0, "bases", at=jungle)
        near = g.add_card(cards["Grunt"], 1, "bases", at=jungle)
        far = g.add_card(cards["Grunt"], 1, "bases", at=castle)
        use(g, glider, "activated")
        gone, stays = (far, near) if mode == 0 else (near, far)
        assert (g.card(gone).zone, g.card(stays).zone) == ("hand", "bases"), mode


@pytest.mark.rule("SU-A4")
def test_purpose_choice_happens_only_if_the_first_instruction_did():
    cards = build('card "Trade": action\n  You may discard a card to either draw two cards OR to gain 1 VP.\n')
    # the alternative is declared with the ability (as modes are, BH-524), and done only if the
    # card was discarded
    g, _, _ = table(cards, [("modes", 0), ("may", "yes")])
    trade = g.add_card(cards["Trade"], 0, "discard pile")
    g.add_card(cards["Grunt"], 0, "deck")
    use(g, trade, "on_play")                         # nothing in hand: nothing discarded, no draw
    assert len(g.state.zones[(0, "hand")]) == 0
    g, _, _ = table(cards, [("modes", 1), ("may", "yes"), ("discard", 0)])
    trade = g.add_card(cards["Trade"], 0, "discard pile")
    g.add_card(cards["Grunt"], 0, "hand")
    use(g, trade, "on_play")
    assert g.state.players[0].resources.get("vp", 0) == 1


def test_here_or_another_object_parses_as_two_objects_of_one_verb():
    ab = ability("You may destroy an action here or a minion of power 2 or less on any base "
                 "to draw two cards.")
    ch = ab.sentences[0].body
    assert isinstance(ch, n.Alternatives) and ch.alts[1].items[0].kind == k.InstructionKind.ELL_OBJECT
    assert ch.alts[1].items[0].purpose is not None


@pytest.mark.rule("SU-A3")
def test_purpose_after_the_last_object_is_what_either_is_destroyed_for():
    cards = build('card "Glutton": minion, power 2\n'
                  '  You may destroy an action here or a minion of power 2 or less on any base to draw two cards.\n'
                  'card "Charm": action\n  Play on a base.\n')
    for mode in (0, 1):
        # a target with a choice is declared with the ability (BH-501.4); one with none is not asked
        steps = [("modes", 1), ("targets", "Grunt"), ("may", "yes")] if mode else [("modes", 0), ("may", "yes")]
        g, jungle, castle = table(cards, steps)
        glutton = g.add_card(cards["Glutton"], 0, "bases", at=jungle)
        charm = g.add_card(cards["Charm"], 1, "bases", at=jungle)
        grunt = g.add_card(cards["Grunt"], 1, "bases", at=castle)
        for _ in range(3):
            g.add_card(cards["Brute"], 0, "deck")
        use(g, glutton, "on_play")
        victim = grunt if mode else charm
        assert g.card(victim).zone == "discard pile", mode
        assert len(g.state.zones[(0, "hand")]) == 2, "drawn for either"


def test_may_either_or():
    ab = ability("You may either draw a card or gain 1 VP.")
    ch = ab.sentences[0].body
    assert isinstance(ch, n.Alternatives) and ch.alts[0].pred.kind == k.PredKind.MAY and ch.alts[0].pred.either


@pytest.mark.rule("SU-A3")
def test_comma_or_another_object_is_a_choice_of_objects():
    cards = build('card "Sweep": action\n  Destroy a minion of power 2 or less, or an action.\n'
                  'card "Charm": action\n  Play on a base.\n')
    g, jungle, _ = table(cards, [("modes", 1)])
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

