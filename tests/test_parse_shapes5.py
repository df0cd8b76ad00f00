"""Sentence shapes that used not to parse (E101/E103 on real card text), parsed and run: "any
player's" as an owner, "each (other) player's turn", "for each +1 power counter on it", "Once per
turn" with no comma before its trigger, a choice of instructions done for one purpose ("either A,
or B, to C"), "your discard", "may not", "During your turn", "if you have 10 or more power here",
"if you do not have …", "an action that can be played on a base", "… breakpoint is reduced by N";
and the misreadings found on the way, now refused (E501). The card texts are our own wording."""

from __future__ import annotations

import pytest

from dsl import nodes as n
from runtime import SMASHUP, Game, ScriptedChooser
from runtime import spec as s
from su_table import compiled, errors_of, parsed


BASICS = '''
card "Meadow": base, breakpoint 30, vp 3/2/1
card "Brute": minion, power 3
card "Twig": minion, power 1
'''


def game(text: str, steps=()):
    specs = compiled(BASICS + text)
    g = Game(SMASHUP, ("Ann", "Bob"), chooser=ScriptedChooser(steps), seed=1)
    meadow = g.add_card(specs["Meadow"], None, "bases")
    for p in (0, 1):
        for _ in range(6):
            g.add_card(specs["Twig"], p, "deck")
    return g, specs, meadow


def hand(g: Game, p: int) -> list:
    return g.zone(p, "hand")


# ------------------------------------------------------------------ "any player's"
def test_any_players_is_an_owner():
    ab = parsed("Put a minion from any player's discard pile into your hand.")
    fr = ab.sentences[0].body.items[0].phrases[0]
    assert fr.np.owner.kind == "any_player"


@pytest.mark.rule("SU-A3")
def test_a_card_from_any_players_discard_pile():
    """"any player's discard pile": the card may be another player's (the owner decides nothing)."""
    g, specs, meadow = game('''
card "Salvage": action
  Put a minion from any player's discard pile on the bottom of its owner's deck.
''', steps=[("targets", "Brute")])
    brute = g.add_card(specs["Brute"], 1, "discard pile")
    g.begin_turn(0)
    g.next_phase()
    g.play_card(g.add_card(specs["Salvage"], 0))
    assert g.card(brute).zone == "deck" and g.card(brute) in g.zone(1, "deck")


@pytest.mark.rule("SU-A3")
def test_any_players_minion_is_any_minion():
    g, specs, meadow = game('''
card "Pruner": action
  Destroy any player's minion of power 1 or less.
''', steps=[("targets", "Twig")])
    twig = g.add_card(specs["Twig"], 1, "bases", at=meadow)
    g.add_card(specs["Brute"], 0, "bases", at=meadow)
    g.begin_turn(0)
    g.next_phase()
    g.play_card(g.add_card(specs["Pruner"], 0))
    assert g.card(twig).zone == "discard pile"


# ------------------------------------------------------------------ "each player's turn"
def test_each_players_turn_is_each_turn():
    a = parsed("Ongoing: At the start of each player's turn, that player draws a card.", "minion")
    b = parsed("Ongoing: At the start of each turn, that player draws a card.", "minion")
    assert a == b


@pytest.mark.rule("SU-A2")
def test_at_the_start_of_each_players_turn_that_player_acts():
    g, specs, _ = game('''
card "Well of Plenty": base, breakpoint 30, vp 3/2/1
  At the start of each player's turn, that player may draw a card.
''', steps=[("may", "yes"), ("may", "yes")])
    g.add_card(specs["Well of Plenty"], None, "bases")
    g.begin_turn(1)
    assert len(hand(g, 1)) == 1 and len(hand(g, 0)) == 0
    g.begin_turn(0)
    assert len(hand(g, 0)) == 1


# ------------------------------------------------------------------ "Once per turn after …" (no comma)
def test_once_per_turn_needs_no_comma_before_its_trigger():
    bare = parsed("Ongoing: Once per turn after you play an action, draw a card.", "minion")
    comma = parsed("Ongoing: Once per turn, after you play an action, draw a card.", "minion")
    assert bare == comma
    body = bare.sentences[0].body
    assert isinstance(body, n.Prefixed) and body.kind == "once_per_turn" and isinstance(body.body, n.Triggered)


# ------------------------------------------------------------------ "either A, or B, to C"
def test_a_purpose_after_a_choice_belongs_to_the_choice():
    ab = parsed("You may either discard a card, or return a minion here to your hand, to draw two cards.")
    body = ab.sentences[0].body
    assert isinstance(body, n.Choice) and body.purpose is not None and body.purpose.kind == "draw"
    assert all(a.purpose is None for alt in body.alts
               for a in (alt.pred.effects.items if isinstance(alt, n.Statement) else alt.items))
    # without the comma the purpose is the last alternative's own
    own = parsed("You may either discard a card, or return a minion here to your hand to draw two cards.")
    assert own.sentences[0].body.purpose is None


CHOICE_FOR = '''
card "Toll Bridge": base, breakpoint 30, vp 3/2/1
  Once per turn after you play a minion on this base, you may either discard a card, or destroy one of your minions here, to draw two cards.
'''


@pytest.mark.rule("SU-A3")
def test_either_alternative_pays_for_the_purpose_first_one():
    """Discarding (the first alternative) is followed by the draw."""
    g, specs, _ = game(CHOICE_FOR, steps=[("modes", 0), ("may", "yes"), ("targets", "Brute")])
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
    g, specs, _ = game(CHOICE_FOR, steps=[("modes", 1), ("may", "yes"), ("targets", "Twig")])
    bridge = g.add_card(specs["Toll Bridge"], None, "bases")
    g.begin_turn(0)
    g.next_phase()
    twig = g.add_card(specs["Twig"], 0)
    g.play_card(twig, base=bridge)
    assert g.card(twig).zone == "discard pile"
    assert len(hand(g, 0)) == 2


# ------------------------------------------------------------------ "for each +1 power counter on it"
def test_for_each_power_counter_is_a_noun_phrase_not_a_bare_for_each():
    ab = parsed("Ongoing: This minion has +1 power for each +1 power counter on it.", "minion")
    ph = ab.sentences[0].body.pred.phrases
    assert [p.kind for p in ph] == ["for", "on"]
    assert ph[0].np.noun.kind == "power_counter" and ph[0].np.quant.kind == "each"


@pytest.mark.rule("SU-V3")
def test_a_bonus_for_each_counter_on_this_minion():
    """The counters add their own power (SU-V3) and the bonus counts them once more."""
    g, specs, meadow = game('''
card "Mossback": minion, power 2
  Ongoing: This minion has +1 power for each +1 power counter on it.
''')
    moss = g.add_card(specs["Mossback"], 0, "bases", at=meadow)
    assert g.value(moss, "power") == 2
    g.execute(s.PlaceCounters(target=s.This(), counter="+1 power", amount=s.Const(value=3)), source=moss)
    assert g.value(moss, "power") == 2 + 3 + 3


@pytest.mark.rule("SU-A1")
def test_vp_for_each_counter_on_this_minion():
    g, specs, meadow = game('''
card "Hoarder": minion, power 2
  Ongoing: At the start of your turn, gain 1 VP for each +1 power counter on this minion.
''')
    hoard = g.add_card(specs["Hoarder"], 0, "bases", at=meadow)
    g.execute(s.PlaceCounters(target=s.This(), counter="+1 power", amount=s.Const(value=2)), source=hoard)
    g.begin_turn(0)
    assert g.resource(0, "vp") == 2


def test_counters_on_each_of_several_cards_is_refused_not_misread():
    errs = errors_of('card "Drumbeat": action\n  Your minions here gain +1 power for each +1 power counter on them.\n')
    assert errs and errs[0].startswith("E501") and "power counter" in errs[0]
    errs = errors_of('card "Tally": minion, power 2\n  Draw a card for each +1 power counter on it.\n')
    assert errs and errs[0].startswith("E501")


# ------------------------------------------------------------------ "your discard"; drawing a card from a zone
def test_the_first_word_of_a_zone_after_an_owner_is_the_zone():
    short = parsed("Put a minion from your discard into your hand.")
    full = parsed("Put a minion from your discard pile into your hand.")
    assert short == full
    zone = short.sentences[0].body.items[0].phrases[0].np.noun.words[0]
    assert zone.cls == "ZONE" and zone.text == "discard pile"
    # the verb is still the verb
    assert parsed("Discard a card.").sentences[0].body.items[0].kind == "discard"


RELIC = '''
card "Lucky Charm": action
  Play on a minion. Ongoing: This minion has +1 power.
card "Keeper": minion, power 4
  Talent: Draw a Lucky Charm from your discard OR play a Lucky Charm as an extra action.
card "Scavenger": action
  Draw a minion from your discard pile.
'''


@pytest.mark.rule("SU-A2")
def test_draw_a_named_card_from_your_discard_puts_it_in_your_hand():
    g, specs, meadow = game(RELIC, steps=[("modes", 0), ("targets", "Lucky Charm")])
    keeper = g.add_card(specs["Keeper"], 0, "bases", at=meadow)
    charm = g.add_card(specs["Lucky Charm"], 0, "discard pile")
    deck = len(g.zone(0, "deck"))
    g.begin_turn(0)
    g.next_phase()
    g.activate(keeper)
    assert g.card(charm).zone == "hand"
    assert len(g.zone(0, "deck")) == deck, "the deck is not drawn from"


@pytest.mark.rule("SU-A3")
def test_draw_a_minion_from_your_discard_pile_is_not_a_plain_draw():
    g, specs, meadow = game(RELIC, steps=[("targets", "Brute")])
    brute = g.add_card(specs["Brute"], 0, "discard pile")
    deck = len(g.zone(0, "deck"))
    g.begin_turn(0)
    g.next_phase()
    g.play_card(g.add_card(specs["Scavenger"], 0))
    assert g.card(brute).zone == "hand" and len(g.zone(0, "deck")) == deck


def test_drawing_cards_of_one_type_is_refused_not_misread():
    errs = errors_of('card "Picky": action\n  Draw a minion.\n')
    assert errs and errs[0].startswith("E501") and "one type" in errs[0]


# ------------------------------------------------------------------ "may not" as a prohibition
def test_may_not_is_cannot():
    a = parsed("Ongoing: Other players may not play actions here.", "minion")
    b = parsed("Ongoing: Other players cannot play actions here.", "minion")
    assert a == b


@pytest.mark.rule("SU-G2")
def test_no_second_minion_of_a_name_on_this_base():
    """"… may not play a minion here with the same name as another minion here": a play of
    a name already there is not declarable; another name, or another base, is."""
    from runtime.errors import NotDeclarable
    g, specs, meadow = game('''
card "Hall of Echoes": base, breakpoint 30, vp 3/2/1
  You may not play a minion here with the same name as another minion here.
''')
    hall = g.add_card(specs["Hall of Echoes"], None, "bases")
    g.add_card(specs["Brute"], 1, "bases", at=hall)
    g.begin_turn(0)
    g.next_phase()
    with pytest.raises(NotDeclarable):
        g.play_card(g.add_card(specs["Brute"], 0, "hand"), base=hall, free=True)
    g.play_card(g.add_card(specs["Brute"], 0, "hand"), base=meadow, free=True)      # another base
    g.play_card(g.add_card(specs["Twig"], 0, "hand"), base=hall, free=True)         # another name
    with pytest.raises(NotDeclarable):
        g.play_card(g.add_card(specs["Twig"], 0, "hand"), base=hall, free=True)     # now there is one


# ------------------------------------------------------------------ "During your turn, …"
def test_during_your_turn_is_on_your_turn():
    a = parsed("Ongoing: During your turn, this minion has +2 power.", "minion")
    b = parsed("Ongoing: On your turn, this minion has +2 power.", "minion")
    assert a == b


@pytest.mark.rule("SU-A2")
def test_an_extra_play_during_your_turn():
    g, specs, meadow = game('''
card "Sunbather": minion, power 2
  Ongoing: During your turn, you may play an extra action.
''')
    g.add_card(specs["Sunbather"], 0, "bases", at=meadow)
    g.begin_turn(0)
    g.next_phase()
    assert g.players[0].plays_left["action"] == 2
    g.end_turn()
    g.begin_turn(1)
    g.next_phase()
    assert g.players[1].plays_left["action"] == 1


# ------------------------------------------------------------------ "if you have 10 or more power here"
def test_a_comparison_of_your_power_here_parses():
    ab = parsed("If you have less than 12 total power here, draw two cards.", "minion")
    cond = ab.sentences[0].body.cond
    assert cond.kind == "stat_cmp" and cond.cmp.kind == "lt" and cond.stat_adj.kind == "total"
    assert [p.kind for p in cond.phrases] == ["here"]


@pytest.mark.rule("SU-V3")
def test_your_total_power_here_against_a_number():
    """Your total here counts every one of your minions there (this one too), as adjusted."""
    g, specs, meadow = game('''
card "Tallyman": minion, power 3
  Ongoing: At the end of your turn, if you have 7 or more power here, draw a card.
''')
    g.add_card(specs["Tallyman"], 0, "bases", at=meadow)
    g.add_card(specs["Brute"], 0, "bases", at=meadow)
    g.add_card(specs["Brute"], 1, "bases", at=meadow)          # another player's: not yours
    g.begin_turn(0)
    g.end_turn()
    assert len(hand(g, 0)) == 0, "3 + 3 = 6: not 7 or more"
    g.add_card(specs["Twig"], 0, "bases", at=meadow)
    g.begin_turn(0)
    g.end_turn()
    assert len(hand(g, 0)) == 1


@pytest.mark.rule("SU-V3")
def test_less_than_a_number_of_total_power_here():
    g, specs, meadow = game('''
card "Underdog": minion, power 2
  If you have less than 5 total power here, draw two cards.
''')
    g.add_card(specs["Brute"], 0, "bases", at=meadow)
    g.begin_turn(0)
    g.next_phase()
    g.play_card(g.add_card(specs["Underdog"], 0, "hand"), base=meadow, free=True)
    assert len(hand(g, 0)) == 0, "3 + 2 = 5: not less than 5"
    g2, specs2, meadow2 = game('''
card "Underdog": minion, power 2
  If you have less than 5 total power here, draw two cards.
''')
    g2.begin_turn(0)
    g2.next_phase()
    g2.play_card(g2.add_card(specs2["Underdog"], 0, "hand"), base=meadow2, free=True)
    assert len(hand(g2, 0)) == 2


def test_printed_power_totals_are_refused():
    errs = errors_of('card "Odd": minion, power 2\n  If you have 5 or less printed power here, draw a card.\n')
    assert errs and errs[0].startswith("E501")


# ------------------------------------------------------------------ "each other player's turn"; "do not have"
@pytest.mark.rule("SU-A2")
def test_at_the_start_of_each_other_players_turn():
    g, specs, meadow = game('''
card "Town Crier": minion, power 2
  Ongoing: At the start of each other player's turn, they draw a card.
''')
    g.add_card(specs["Town Crier"], 0, "bases", at=meadow)
    g.begin_turn(0)
    assert len(hand(g, 0)) == 0, "not on your own turn"
    g.end_turn()
    g.begin_turn(1)
    assert len(hand(g, 1)) == 1 and len(hand(g, 0)) == 0


def test_each_other_players_turn_on_a_base_is_refused():
    errs = errors_of('card "Lonely Hill": base, breakpoint 20, vp 3/2/1\n'
                     "  At the start of each other player's turn, they draw a card.\n")
    assert errs and errs[0].startswith("E501")


@pytest.mark.rule("SU-A1")
def test_if_you_do_not_have_a_minion_here():
    g, specs, meadow = game('''
card "Scout": minion, power 2
  If you do not have another minion here, draw a card.
''')
    g.begin_turn(0)
    g.next_phase()
    g.play_card(g.add_card(specs["Scout"], 0, "hand"), base=meadow, free=True)
    assert len(hand(g, 0)) == 1
    g.add_card(specs["Brute"], 0, "bases", at=meadow)
    g.play_card(g.add_card(specs["Scout"], 0, "hand"), base=meadow, free=True)
    assert len(hand(g, 0)) == 1, "another of your minions is here: no card"


def test_they_do_not_have_is_refused_not_misread():
    errs = errors_of('card "Watcher": minion, power 2\n'
                     "  Ongoing: At the end of each other player's turn, if they do not have a minion here, draw a card.\n")
    assert errs and errs[0].startswith("E501")


# ------------------------------------------------------------------ "an action that can be played on a base"
@pytest.mark.rule("SU-A7")
def test_an_action_that_can_be_played_on_a_base():
    """Only an action whose own text places it on a base may be chosen (not one played on a minion
    nor one with no placement)."""
    g, specs, meadow = game('''
card "Banner": action
  Play on a base. Ongoing: Your minions here have +1 power.
card "Helmet": action
  Play on a minion. Ongoing: This minion has +1 power.
card "Spark": action
  Draw a card.
card "Tinkerer": minion, power 2
  Return an action that can be played on a base from your discard pile to your hand.
''')     # (no script: with one action of that kind there is nothing to ask)
    banner = g.add_card(specs["Banner"], 0, "discard pile")
    helmet = g.add_card(specs["Helmet"], 0, "discard pile")
    spark = g.add_card(specs["Spark"], 0, "discard pile")
    g.begin_turn(0)
    g.next_phase()
    g.play_card(g.add_card(specs["Tinkerer"], 0, "hand"), base=meadow, free=True)
    assert g.card(banner).zone == "hand"
    assert g.card(helmet).zone == "discard pile" and g.card(spark).zone == "discard pile"


# ------------------------------------------------------------------ another player's zone: refused, not read as yours
@pytest.mark.parametrize("text", [
    "Discard a card from any player's hand.",
    "Discard a card from another player's hand.",
    "Play an extra minion from any player's discard pile.",
    "Play an extra minion from another player's discard pile.",
])
def test_an_instruction_on_your_own_zone_refuses_another_players(text):
    """These instructions act on the acting player's own hand / discard pile: naming another
    player's zone used to be dropped silently (read as your own)."""
    errs = errors_of(f'card "Probe": action\n  {text}\n')
    assert errs and errs[0].startswith("E501") and "zone of another player" in errs[0]


# ------------------------------------------------------------------ "… breakpoint is increased / reduced by N"
def test_increased_and_decreased_are_different_predicates():
    up = parsed("This base's breakpoint is increased by 2.", "base, breakpoint 20, vp 3/2/1")
    down = parsed("This base's breakpoint is decreased by 2.", "base, breakpoint 20, vp 3/2/1")
    reduced = parsed("This base's breakpoint is reduced by 2.", "base, breakpoint 20, vp 3/2/1")
    assert up != down and down == reduced
    assert up.sentences[0].body.pred.kind == "increased" and down.sentences[0].body.pred.kind == "decreased"


@pytest.mark.rule("SU-V3")
def test_a_breakpoint_reduced_for_each_minion_here():
    g, specs, _ = game('''
card "Sinkhole": base, breakpoint 20, vp 3/2/1
  The breakpoint of this base is reduced by 2 for each minion here.
card "Hill": base, breakpoint 20, vp 3/2/1
  This base's breakpoint is increased by 3.
''')
    hole = g.add_card(specs["Sinkhole"], None, "bases")
    hill = g.add_card(specs["Hill"], None, "bases")
    assert g.value(hole, "breakpoint") == 20 and g.value(hill, "breakpoint") == 23
    g.add_card(specs["Brute"], 0, "bases", at=hole)
    g.add_card(specs["Twig"], 1, "bases", at=hole)
    assert g.value(hole, "breakpoint") == 16
