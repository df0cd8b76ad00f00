"""Sentence shapes read from printed cards: coordination and ellipsis, plural subjects, trailing
and "while" conditions, "draw until", "reduce … to N". Each shape is parsed, lowered, and the
lowered IR is run. Card texts here are our own wording."""

from __future__ import annotations

import pytest
from test_runtime_cards import base, card, minion, smashup

import dsl
from dsl import nodes as n
from dsl.lowering import lower_card
from runtime import spec as s


def parse(text: str, header: str = 'card "Probe": action') -> n.Ability:
    rep = dsl.check_text(f"ruleset smashup\n{header}\n  {text}\n", path="t.cards", lower=False)
    c = rep.cards[0]
    assert c.ok, [d.message for d in c.diagnostics]
    (ab,) = c.card.abilities
    return ab


def compiled(text: str, header: str = 'card "Probe": action') -> list:
    rep = dsl.check_text(f"ruleset smashup\n{header}\n  {text}\n", path="t.cards")
    c = rep.cards[0]
    assert c.ok, [d.message for d in c.diagnostics]
    lo = lower_card(c.card, rep.ruleset, rep.source.text, "t.cards", rep.table)
    assert not lo.diagnostics, [d.message for d in lo.diagnostics]
    return [ir for ir, _ in lo.abilities]


def board(steps=()):
    g, ch = smashup(steps)
    b1 = g.add_card(base("Meadow"), None, "bases")
    b2 = g.add_card(base("Quarry"), None, "bases")
    return g, ch, b1, b2


# ---- "you" and plural subjects take coordinated instructions ---------------------------------


def test_parse_a_plural_subject_with_coordinated_instructions():
    ab = parse("Each other player discards a card, OR you gain 1 VP and draw a card.")
    choice = ab.sentences[0].body
    assert isinstance(choice, n.Choice)
    you = choice.alts[1]
    assert you.pred.kind == "do" and [e.kind for e in you.pred.effects.items] == ["gain_resource", "draw"]


@pytest.mark.rule("SU-A3")
def test_run_a_choice_whose_second_branch_is_addressed_to_you():
    (ab,) = compiled("Each other player discards a card, OR you gain 1 VP and draw a card.")
    g, _, _, _ = board([("modes", 1)])
    g.add_card(minion("Deep", 1), 0, "deck")
    g.execute(ab.effect, controller=0)
    assert g.resource(0, "vp") == 1 and len(g.zone(0, "hand")) == 1


# ---- ellipsis: "… and <object> <phrases>", "… and <phrases>" -----------------------------------


def test_parse_an_understood_verb():
    ab = parse("Place three +1 power counters on a minion and a +1 power counter on another minion.")
    items = ab.sentences[0].body.items
    assert [e.kind for e in items] == ["place", "ell_object"]
    ab = parse("Return each minion on a base and on actions there to its owner's hand.")
    assert [e.kind for e in ab.sentences[0].body.items] == ["return", "ell_phrases"]


@pytest.mark.rule("SU-A3")
def test_run_an_understood_verb_places_counters_twice():
    (ab,) = compiled("Place three +1 power counters on a minion and a +1 power counter on another minion.")
    g, _, b1, _ = board([("targets", "Ox"), ("targets", "Elk")])
    ox = g.add_card(minion("Ox", 2), 0, "bases", at=b1)
    elk = g.add_card(minion("Elk", 2), 1, "bases", at=b1)
    g.execute(ab.effect, controller=0)
    assert g.value(ox, "power") == 5 and g.value(elk, "power") == 3


@pytest.mark.rule("SU-A6")
def test_run_two_coordinated_extra_plays():
    (ab,) = compiled("You may play an extra action and an extra minion this turn.")
    assert ab.effect == s.May(effect=s.Sequence(effects=(
        s.PlayExtra(card_type="action"), s.PlayExtra(card_type="minion"))))
    g, _, b1, _ = board([("may", "yes")])
    g.begin_turn(0)
    g.next_phase()
    g.execute(ab.effect, controller=0)
    assert g.state.players[0].plays_left == {"minion": 2, "action": 2}


# ---- give with where the cards are before the modifier ----------------------------------------


@pytest.mark.rule("SU-A8")
def test_run_give_cards_here_a_bonus():
    (ab,) = compiled("Give each of your minions here +2 power until the end of the turn.",
                     header='card "Probe": minion, power 1')
    g, _, b1, b2 = board()
    src = g.add_card(minion("Src", 1), 0, "bases", at=b1)
    near = g.add_card(minion("Near", 1), 0, "bases", at=b1)
    far = g.add_card(minion("Far", 1), 0, "bases", at=b2)
    g.execute(ab.effect, controller=0, source=src)
    assert g.value(near, "power") == 3 and g.value(far, "power") == 1


# ---- conditions: "while …," and a condition after the sentence -------------------------------


def test_parse_while_and_trailing_conditions():
    ab = parse("Ongoing: While another one of your minions is here, this minion has +3 power.",
               header='card "Probe": minion, power 1')
    assert isinstance(ab.sentences[0].body, n.Conditional)
    ab = parse("Ongoing: This minion has +1 power if you have three or more cards in your hand.",
               header='card "Probe": minion, power 1')
    body = ab.sentences[0].body
    assert isinstance(body, n.Conditional) and body.cond.kind == "have"


@pytest.mark.rule("SU-A1")
def test_run_a_bonus_that_holds_while_a_friend_is_here():
    (ab,) = compiled("Ongoing: While another one of your minions is here, this minion has +3 power.",
                     header='card "Probe": minion, power 1')
    g, _, b1, b2 = board()
    me = g.add_card(card("smashup/probe", "Probe", "minion", {"power": 1}, ab), 0, "bases", at=b1)
    g.add_card(minion("Foe", 1), 1, "bases", at=b1)
    assert g.value(me, "power") == 1
    friend = g.add_card(minion("Friend", 1), 0, "bases", at=b2)
    assert g.value(me, "power") == 1
    g.card(friend).at = b1
    assert g.value(me, "power") == 4


@pytest.mark.rule("SU-A1")
def test_run_a_bonus_with_a_trailing_condition():
    (ab,) = compiled("Ongoing: This minion has +1 power if you have three or more cards in your hand.",
                     header='card "Probe": minion, power 1')
    g, _, b1, _ = board()
    me = g.add_card(card("smashup/probe", "Probe", "minion", {"power": 1}, ab), 0, "bases", at=b1)
    for i in range(2):
        g.add_card(minion(f"H{i}", 1), 0, "hand")
    assert g.value(me, "power") == 1
    g.add_card(minion("H2", 1), 0, "hand")
    assert g.value(me, "power") == 2


# ---- "draw until you have N cards" ----------------------------------------------------------


def test_parse_draw_until():
    ab = parse("Draw until you have 4 cards in your hand.")
    (e,) = ab.sentences[0].body.items
    assert e.kind == "draw_until"


@pytest.mark.rule("SU-A4")
def test_run_draw_until_draws_what_the_hand_lacks_and_never_less_than_none():
    (ab,) = compiled("Draw until you have 4 cards in your hand.")
    g, _, _, _ = board()
    for i in range(6):
        g.add_card(minion(f"D{i}", 1), 0, "deck")
    g.add_card(minion("H", 1), 0, "hand")
    g.execute(ab.effect, controller=0)
    assert len(g.zone(0, "hand")) == 4
    g.execute(ab.effect, controller=0)                 # already 4: nothing to draw
    assert len(g.zone(0, "hand")) == 4 and len(g.zone(0, "deck")) == 3


# ---- "reduce … to N" ------------------------------------------------------------------------


def test_parse_reduce_to():
    ab = parse("Reduce the breakpoint of this base to 5 until the end of the turn.", header='card "Probe": base, breakpoint 20, vp 3')
    (e,) = ab.sentences[0].body.items
    assert e.kind == "reduce_stat_of" and e.amount.number.value == 5


@pytest.mark.rule("SU-V2")
def test_run_reduce_to_resets_the_starting_value_for_the_turn():
    # an instruction (an action's text), run with a base as its source: a base's own text is
    # always ongoing, so an instruction printed on a base would never run
    (ab,) = compiled("Reduce the breakpoint of this base to 5 until the end of the turn.",
                     header='card "Probe": action')
    g, _, _, _ = board()
    b = g.add_card(card("smashup/probe", "Probe", "base", {"breakpoint": 20, "vp": 3}), None, "bases")
    g.begin_turn(0)
    g.execute(ab.effect, controller=0, source=b)
    assert g.value(b, "breakpoint") == 5
    g.end_turn()
    assert g.value(b, "breakpoint") == 20


# ---- whole cards through the compiled format ------------------------------------------------

from dsl.compiler import Compiled, card_specs, compile_source  # noqa: E402
from dsl.source import SourceFile, normalize  # noqa: E402


def specs(text: str) -> dict[str, s.CardSpec]:
    res = compile_source(SourceFile("t.cards", normalize("ruleset smashup\n" + text)))
    errors = [d.message for d in res.diagnostics if d.severity.name == "ERROR"]
    assert not errors, errors
    return card_specs(Compiled(ruleset="smashup", files=[res]).load())


def test_parse_a_preposition_repeated_after_or():
    ab = parse("Ongoing: Opponents cannot play actions on this base or on minions here.")
    (e,) = ab.sentences[0].body.pred.effects.items
    assert isinstance(e.phrases[0].np, n.NpOr) and e.phrases[1].kind == "here"


@pytest.mark.rule("SU-A8")
def test_run_no_actions_onto_this_base_or_onto_its_minions():
    cards = specs('card "Fence": action\n  Play on a base. Ongoing: Opponents cannot play actions '
                  'on this base or on minions here.\ncard "Jolt": action\n  Play on a minion. Ongoing: '
                  'This minion has +1 power.\n')
    g, _, b1, b2 = board()
    g.begin_turn(0)
    g.next_phase()
    g.play_card(g.add_card(cards["Fence"], 0, "hand"), base=b1)
    near = g.add_card(minion("Near", 2), 0, "bases", at=b1)
    far = g.add_card(minion("Far", 2), 0, "bases", at=b2)
    g.end_turn()
    g.begin_turn(1)
    g.next_phase()
    jolt = g.add_card(cards["Jolt"], 1, "hand")
    from runtime import NotDeclarable
    with pytest.raises(NotDeclarable):
        g.play_card(jolt, on=near)
    g.play_card(jolt, on=far)
    assert g.value(far, "power") == 3


def test_parse_a_cause_after_by():
    ab = parse("Ongoing: Your minions on this base cannot be moved or returned to your hand by other players' cards.")
    pred = ab.sentences[0].body.pred
    assert [p.kind for p in pred.passives] == ["moved", "returned"]
    assert pred.phrases[-1].kind == "by_cause"


@pytest.mark.rule("SU-A8")
def test_run_cannot_be_moved_or_returned_by_other_players():
    cards = specs('card "Anchor": action\n  Play on a base. Ongoing: Your minions on this base cannot be moved or '
                  'returned to your hand by other players\' cards.\n')
    g, _, b1, b2 = board()
    g.begin_turn(0)
    g.next_phase()
    g.play_card(g.add_card(cards["Anchor"], 0, "hand"), base=b1)
    mine = g.add_card(minion("Mine", 2), 0, "bases", at=b1)
    bounce = s.ReturnToHand(target=s.Each(filter=s.Filter(card_types=("minion",))))
    g.execute(bounce, controller=1)
    assert g.card(mine).zone == "bases"
    g.execute(bounce, controller=0)                    # its own controller's cards still can
    assert g.card(mine).zone == "hand"


@pytest.mark.rule("SU-A7")
def test_run_an_action_placed_on_its_deck_instead_of_its_discard_pile():
    cards = specs('card "Loop": action\n  Draw a card. Place this card on the bottom of your deck instead '
                  'of your discard pile.\n')
    g, _, b1, _ = board()
    top = g.add_card(minion("Top", 1), 0, "deck")
    g.begin_turn(0)
    g.next_phase()
    loop = g.add_card(cards["Loop"], 0, "hand")
    g.play_card(loop)
    assert g.card(top).zone == "hand" and g.state.zone_cards(0, "deck") == [loop]
    assert g.zone(0, "discard pile") == []


def test_parse_a_card_that_gives_its_host_a_bonus():
    ab = parse("Ongoing: This card gives this minion +2 power.")
    pred = ab.sentences[0].body.pred
    assert pred.kind == "gives" and pred.modifier.amount == 2


@pytest.mark.rule("SU-V3")
def test_run_a_card_that_gives_its_host_a_bonus():
    cards = specs('card "Charm": action\n  Play on any minion. Ongoing: This card gives this minion +3 power.\n')
    g, _, b1, _ = board()
    g.begin_turn(0)
    g.next_phase()
    host = g.add_card(minion("Host", 3), 0, "bases", at=b1)
    g.play_card(g.add_card(cards["Charm"], 0, "hand"), on=host)
    assert g.value(host, "power") == 6


def test_parse_more_total_power_than():
    ab = parse("Ongoing: At the start of your turn, if you have more total power here than each other player, "
               "draw a card.")
    cond = ab.sentences[0].body.body.cond
    assert cond.kind == "rel_stat" and cond.stat_adj.kind == "total" and cond.phrases[0].kind == "here"


# ---- predicates joined by "and" under one subject --------------------------------------------


def test_parse_two_predicates_of_one_subject():
    ab = parse("Ongoing: This minion has +1 power and cannot be destroyed.", header='card "Probe": minion, power 1')
    st = ab.sentences[0].body
    assert st.pred.kind == "has_mod" and [p.kind for p in st.more] == ["cannot_be"]


@pytest.mark.rule("SU-A1")
def test_run_two_predicates_under_one_condition():
    """Both halves hold only while the condition does: +2 power and not affected by other
    players' cards while you have at most one card in hand."""
    cards = specs('card "Ghostly": minion, power 2\n  Ongoing: If you have one or fewer cards in your hand, '
                  'this minion has +2 power and is not affected by other players\' cards.\n')
    g, _, b1, _ = board()
    me = g.add_card(cards["Ghostly"], 0, "bases", at=b1)
    assert g.value(me, "power") == 4
    kill = s.Destroy(target=s.Each(filter=s.Filter(card_types=("minion",))))
    g.execute(kill, controller=1, source=g.add_card(minion("Foe", 1), 1, "bases", at=b1))
    assert g.card(me).zone == "bases"                  # shielded from the other player's card
    for i in range(2):
        g.add_card(minion(f"H{i}", 1), 0, "hand")
    assert g.value(me, "power") == 2
    g.execute(kill, controller=1, source=g.add_card(minion("Foe2", 1), 1, "bases", at=b1))
    assert g.card(me).zone == "discard pile"


# ---- a lower-case "or" between instructions --------------------------------------------------


def test_parse_or_between_instructions_is_a_choice_but_or_inside_one_is_not():
    body = parse("Destroy a minion of power 2 or less or return an action to its owner's hand.").sentences[0].body
    assert isinstance(body, n.Choice) and [a.items[0].kind for a in body.alts] == ["destroy", "return"]
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
