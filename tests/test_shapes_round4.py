"""Issue 16 round 4 (h16e): general shapes later sets print, in our own words with made-up
names — a trigger on either timing of one event ("before or after a base scores"), "on your
turn" closing a sentence, "from a minion to another" (the noun understood), "minion(s)", and
"(starting with the current player)" after what each player does."""

from __future__ import annotations

import pytest

import dsl
from dsl.printer import Printer
from runtime import spec as s

from su_table import compiled, e501, meadow_game


def fmt(text: str) -> str:
    """The canonical text of every ability of the set (the printer's); it parses back the same."""
    rep = dsl.check_text("ruleset smashup\n" + text, path="t.cards", lower=False)
    pr = Printer(rep.ruleset)
    out = "\n".join(pr.ability(ab) for c in rep.cards for ab in c.card.abilities)
    again = dsl.check_text("ruleset smashup\n" + 'card "Again": ' + text.split(":", 1)[1].split("\n", 1)[0]
                           + "\n" + "".join("  " + line + "\n" for line in out.split("\n")), path="t.cards",
                           lower=False)
    assert [ab for c in again.cards for ab in c.card.abilities] == [ab for c in rep.cards for ab in c.card.abilities]
    return out


# ---------------------------------------------------------------- before or after an event
DIG = '''
card "Dig Permit": action
  Draw a card. Special: You may play this action before or after a base scores.
'''


@pytest.mark.rule("SU-A2")
def test_before_or_after_is_one_ability_on_each_timing():
    spec = compiled(DIG)["Dig Permit"]
    trig = [a for a in spec.abilities if isinstance(a, s.Triggered)]
    assert [(a.when.event, a.when.timing) for a in trig] == [(s.Event.SCORE, s.Timing.BEFORE),
                                                             (s.Event.SCORE, s.Timing.AFTER)]
    assert all(a.zone == "hand" and a.label == "special" for a in trig)


@pytest.mark.rule("SU-A2")
def test_before_or_after_a_base_scores_plays_it_after_the_scoring_too():
    # refused before the scoring, played after it: the card's text happens then
    g, specs, meadow = meadow_game(DIG, steps=[("may", "no"), ("may", "yes")])
    permit = g.add_card(specs["Dig Permit"], 0, "hand")
    for _ in range(10):
        g.add_card(specs["Brute"], 0, "bases", at=meadow)
    g.begin_turn(0)
    g.next_phase()
    hand = len(g.zone(0, "hand"))
    g.score_base(meadow)
    assert g.card(permit).zone == "discard pile"
    assert len(g.zone(0, "hand")) == hand - 1 + 1          # the permit left, a card drawn


def test_before_or_after_prints_back():
    text = 'card "Dig Permit": action\n  Special: Before or after a base scores, you may draw a card.\n'
    assert "Before or after a base scores, you may draw a card." in fmt(text)


# ---------------------------------------------------------------- "on your turn" at the end
@pytest.mark.rule("SU-A2")
def test_on_your_turn_closing_a_sentence_is_the_same_ability_as_opening_it():
    late = compiled('card "Moss Ring": base, breakpoint 18, vp 3/2/1\n'
                    '  You may play an extra minion of power 4 or less here on your turn.\n')["Moss Ring"]
    early = compiled('card "Moss Ring": base, breakpoint 18, vp 3/2/1\n'
                     '  On your turn, you may play an extra minion of power 4 or less here.\n')["Moss Ring"]
    assert late.abilities == early.abilities
    (ab,) = late.abilities
    assert isinstance(ab.effect, s.PlayExtra) and ab.effect.here
    assert ab.when.event == s.Event.PHASE_START and ab.when.player == s.Controller.YOU


def test_it_at_the_end_of_a_turn_with_no_card_named_is_refused():
    # "it" would be the extra minion played here: nothing tracks it, so the sentence is refused
    msgs = e501('card "Moss Ring": base, breakpoint 18, vp 3/2/1\n'
                '  On your turn, you may play an extra minion here. If you control it at the end of the turn, '
                'return it to your hand.\n')
    assert any("`it` at the start or end of a turn" in m for m in msgs), msgs


# ---------------------------------------------------------------- "from a minion to another"
HOP = '''
card "Hop Toad": minion, power 2
  Talent: Transfer two +1 power counters from a minion to another.
'''


def test_from_a_minion_to_another_understands_the_noun():
    assert "from a minion to another minion." in fmt(HOP)
    (ab,) = compiled(HOP)["Hop Toad"].abilities
    (same,) = compiled(HOP.replace("to another.", "to another minion."))["Hop Toad"].abilities
    assert ab == same


def test_a_bare_another_with_nothing_before_it_stays_an_error():
    msgs = [d.message for c in dsl.check_text(
        'ruleset smashup\ncard "Hop Toad": minion, power 2\n  Talent: Transfer a +1 power counter to another.\n').cards
        for d in c.diagnostics]
    assert msgs


def test_transfer_from_a_minion_to_another_moves_the_counters():
    g, specs, meadow = meadow_game(HOP, steps=[("targets", "Brute"), ("targets", "Twig")])
    brute = g.add_card(specs["Brute"], 0, "bases", at=meadow)
    twig = g.add_card(specs["Twig"], 1, "bases", at=meadow)
    g.card(brute).counters["+1 power"] = 2
    toad = g.add_card(specs["Hop Toad"], 0, "bases", at=meadow)
    g.begin_turn(0)
    g.next_phase()
    (talent,) = specs["Hop Toad"].abilities
    assert g.execute(talent.effect, controller=0, source=toad, origin=talent.origin)
    assert g.value(g.card(twig), "power") == 3
    assert g.value(g.card(brute), "power") == 3


# ---------------------------------------------------------------- minion(s)
ALLEY = '''
card "Brawl Alley": base, breakpoint 40, vp 3/2/1
  Before this base scores, destroy the minion(s) here with the lowest power.
'''


@pytest.mark.rule("SU-A5")
def test_minion_s_is_every_minion_tied_for_the_lowest_power():
    assert "destroy the minions here with the least power." in fmt(ALLEY)
    g, specs, meadow = meadow_game(ALLEY)
    alley = g.add_card(specs["Brawl Alley"], None, "bases")
    a = g.add_card(specs["Twig"], 0, "bases", at=alley)
    b = g.add_card(specs["Twig"], 1, "bases", at=alley)
    c = g.add_card(specs["Brute"], 1, "bases", at=alley)
    g.begin_turn(0)
    g.next_phase()
    (ab,) = specs["Brawl Alley"].abilities
    assert ab.when.event == s.Event.SCORE and ab.when.timing == s.Timing.BEFORE
    assert g.execute(ab.effect, controller=0, source=alley, origin=ab.origin)
    assert g.card(a).zone == g.card(b).zone == "discard pile"      # both tied at the lowest
    assert g.card(c).at == alley


# ---------------------------------------------------------------- (starting with the current player)
TAVERN = '''
card "Tin Tavern": base, breakpoint 40, vp 3/2/1
  When this base scores, each player with an action here may draw a card (starting with the current player).
'''


def test_starting_with_the_current_player_is_the_order_each_player_follows():
    (ab,) = compiled(TAVERN)["Tin Tavern"].abilities
    (same,) = compiled(TAVERN.replace(" (starting with the current player)", ""))["Tin Tavern"].abilities
    assert ab == same
    assert isinstance(ab.effect, s.AsPlayer) and ab.effect.who == s.Who.EACH_PLAYER
    assert "(starting with the current player)" in fmt(TAVERN)


def test_starting_with_the_current_player_elsewhere_is_refused():
    assert e501('card "Soda Pop": action\n  Play an extra minion (starting with the current player).\n')


# ---------------------------------------------------------------- the bottom of the deck
CELLAR = '''
card "Cellar Peek": minion, power 2
  Talent: Reveal the bottom card of your deck. If it is an action, draw it, otherwise return it.
card "Cellar Luck": action
  Reveal the bottom card of your deck. Draw it. If it is a minion you may play it as an extra minion.
card "Cheer": action
  Draw a card.
'''


def cellar_game(steps=()):
    g, specs, meadow = meadow_game(CELLAR, steps=steps)
    g.begin_turn(0)
    g.next_phase()
    return g, specs, meadow


def test_reveal_the_bottom_card_draws_that_card_not_the_top_one():
    g, specs, meadow = cellar_game()
    cheer = g.add_card(specs["Cheer"], 0, "deck")
    deck = g.state.zones[g.state.zone_key(0, "deck")]
    deck.remove(cheer)
    deck.insert(0, cheer)                                    # the bottom card
    peek = g.add_card(specs["Cellar Peek"], 0, "bases", at=meadow)
    top = g.zone(0, "deck")[-1].id
    (talent,) = specs["Cellar Peek"].abilities
    assert talent.effect.bottom
    assert g.execute(talent.effect, controller=0, source=peek, origin=talent.origin)
    assert g.card(cheer).zone == "hand"                     # an action: drawn from the bottom
    assert g.zone(0, "deck")[-1].id == top                      # the top card stayed


def test_return_it_after_revealing_the_bottom_card_puts_it_back_there():
    g, specs, meadow = cellar_game()
    peek = g.add_card(specs["Cellar Peek"], 0, "bases", at=meadow)
    bottom = g.zone(0, "deck")[0].id                         # a Twig: not an action
    (talent,) = specs["Cellar Peek"].abilities
    assert g.execute(talent.effect, controller=0, source=peek, origin=talent.origin)
    assert g.zone(0, "deck")[0].id == bottom and g.card(bottom).zone == "deck"


def test_if_with_no_comma_before_you_may_reads_as_with_it():
    g, specs, meadow = cellar_game(steps=[("may", "yes")])
    bottom = g.zone(0, "deck")[0].id                         # a Twig (a minion)
    luck = g.add_card(specs["Cellar Luck"], 0, "hand")
    g.play_card(luck)
    assert g.card(bottom).zone == "bases"                    # drawn, then played
    assert "If it is a minion, you may play it as an extra minion." in fmt(CELLAR)


# ---------------------------------------------------------------- "one other of your minions"
def test_other_before_of_is_the_same_selection_as_after_the_owner():
    a = compiled('card "Rocket Pal": minion, power 3\n  Talent: Move this minion and up to one other of '
                 'your minions here to another base.\n')["Rocket Pal"]
    b = compiled('card "Rocket Pal": minion, power 3\n  Talent: Move this minion and up to one of your '
                 'other minions here to another base.\n')["Rocket Pal"]
    assert a.abilities == b.abilities
    assert "up to one of your other minions here" in fmt('card "Rocket Pal": minion, power 3\n  Talent: Move this '
                                                        'minion and up to one other of your minions here to another base.\n')


# ---------------------------------------------------------------- VP awarded from a base
DRAKE = '''
card "Ember Drake": minion, power 3
  Ongoing: Opponents here are awarded 2 less VP from this base when it scores.
card "Rust Totem": action
  Play on a base. Ongoing: You are awarded 2 more VP from this base when it scores.
card "Dust Mire": base, breakpoint 30, vp 1/1/0
  Each player is awarded 1 less VP from this base when it scores.
'''


def drake_game():
    g, specs, meadow = meadow_game(DRAKE)
    g.begin_turn(0)
    g.next_phase()
    return g, specs, meadow


def test_other_players_here_are_awarded_less_vp_from_this_base():
    g, specs, meadow = drake_game()
    g.add_card(specs["Ember Drake"], 0, "bases", at=meadow)         # Ann: 3 power, second
    for _ in range(2):
        g.add_card(specs["Brute"], 1, "bases", at=meadow)           # Bob: 6 power, first
    g.score_base(meadow)
    assert g.resource(1, "vp") == 3 - 2                              # the winner, two less
    assert g.resource(0, "vp") == 2                                  # the drake's controller: as printed


def test_a_drake_on_another_base_changes_nothing_here():
    g, specs, meadow = drake_game()
    other = g.add_card(specs["Dust Mire"], None, "bases")
    g.add_card(specs["Ember Drake"], 0, "bases", at=other)
    g.add_card(specs["Brute"], 1, "bases", at=meadow)
    g.score_base(meadow)
    assert g.resource(1, "vp") == 3


def test_an_action_on_the_base_adds_vp_and_a_base_takes_it_away_never_below_zero():
    g, specs, meadow = drake_game()
    g.add_card(specs["Brute"], 0, "bases", at=meadow)
    totem = g.add_card(specs["Rust Totem"], 0, "hand")
    g.play_card(totem, on=meadow)
    g.score_base(meadow)
    assert g.resource(0, "vp") == 3 + 2
    mire = g.add_card(specs["Dust Mire"], None, "bases")
    g.add_card(specs["Brute"], 1, "bases", at=mire)
    g.add_card(specs["Twig"], 0, "bases", at=mire)
    g.score_base(mire)
    assert g.resource(1, "vp") == 1 - 1 and g.resource(0, "vp") == 5 + 0     # (1 - 1, and 1 - 1)


def test_awarded_vp_reads_back_and_prints_back():
    spec = compiled(DRAKE)["Ember Drake"]
    (ab,) = spec.abilities
    assert ab.effect == s.AwardChange(amount=-2, who=s.Controller.OPPONENT)
    # the closing trigger is printed first, as every trigger is ("it": the base named after it)
    assert "Ongoing: When it scores, opponents here are awarded 2 less VP from this base." in fmt(DRAKE)
    assert e501('card "Ash Drake": minion, power 3\n  Ongoing: Opponents here are awarded 2 less VP from '
                'this base when a base scores.\n')


# ---------------------------------------------------------------- an action transferred to a base
YARD = '''
card "Rail Yard": base, breakpoint 40, vp 3/2/1
  After you play a minion here, you may transfer an action played on another base to here.
card "Sap": action
  Play on a base. Ongoing: Minions here have -1 power.
card "Clamp": action
  Play on a minion. Ongoing: This minion has -1 power.
'''


def test_an_action_played_on_a_base_is_transferred_to_here_not_one_on_a_minion():
    g, specs, meadow = meadow_game(YARD, steps=[("may", "yes")])
    yard = g.add_card(specs["Rail Yard"], None, "bases")
    twig = g.add_card(specs["Twig"], 1, "bases", at=meadow)
    sap = g.add_card(specs["Sap"], 1, "bases", at=meadow)          # played on the Meadow
    clamp = g.add_card(specs["Clamp"], 1, "bases", attached_to=twig)
    brute = g.add_card(specs["Brute"], 0, "hand")
    g.begin_turn(0)
    g.next_phase()
    g.play_card(brute, base=yard)
    # the Sap is the only choice (the Clamp is on a minion): no question asked, the Sap moved
    assert not any(str(o).startswith("Clamp") for d in g.chooser.asked for o in d.options)
    assert g.card(sap).at == yard and g.card(sap).attached_to is None
    assert g.card(clamp).attached_to == twig
    assert g.value(g.card(brute), "power") == 3 - 1


# ---------------------------------------------------------------- "by the number of … here"
HEX = '''
card "Hex Girl": minion, power 2
  Talent: Reduce this base's breakpoint by the number of your minions here until the end of the turn.
'''


@pytest.mark.rule("SU-V3")
def test_reduce_by_the_number_of_your_minions_here_counts_the_ones_here():
    g, specs, meadow = meadow_game(HEX)
    other = g.add_card(specs["Meadow"], None, "bases")
    hex_girl = g.add_card(specs["Hex Girl"], 0, "bases", at=meadow)
    g.add_card(specs["Twig"], 0, "bases", at=meadow)
    g.add_card(specs["Twig"], 0, "bases", at=other)                 # not here: not counted
    g.add_card(specs["Brute"], 1, "bases", at=meadow)               # not yours: not counted
    g.begin_turn(0)
    g.next_phase()
    (talent,) = specs["Hex Girl"].abilities
    assert g.execute(talent.effect, controller=0, source=hex_girl, origin=talent.origin)
    assert g.value(g.card(meadow), "breakpoint") == 30 - 2
    assert g.value(g.card(other), "breakpoint") == 30


# ---------------------------------------------------------------- not affected by cards here
MONK = '''
card "Calm Monk": minion, power 4
  Ongoing: This minion is not affected by other players' minions here.
card "Grim": minion, power 2
  Ongoing: Other minions here have -1 power.
card "Sap": action
  Play on a base. Ongoing: Minions here have -1 power.
card "Dread": minion, power 2
  Ongoing: Other players' minions have -1 power.
'''


def test_a_minion_elsewhere_still_affects_it():
    g, specs, meadow = meadow_game(MONK)
    other = g.add_card(specs["Meadow"], None, "bases")
    monk = g.add_card(specs["Calm Monk"], 0, "bases", at=meadow)
    g.add_card(specs["Dread"], 1, "bases", at=other)
    g.begin_turn(0)
    g.next_phase()
    assert g.value(g.card(monk), "power") == 4 - 1


def test_not_affected_by_other_players_minions_here_only_shields_from_minions_here():
    g, specs, meadow = meadow_game(MONK)
    monk = g.add_card(specs["Calm Monk"], 0, "bases", at=meadow)
    twig = g.add_card(specs["Twig"], 0, "bases", at=meadow)
    g.add_card(specs["Grim"], 1, "bases", at=meadow)                # a minion here: shielded from
    g.add_card(specs["Sap"], 1, "bases", at=meadow)                 # an action: not shielded from
    g.begin_turn(0)
    g.next_phase()
    assert g.value(g.card(monk), "power") == 4 - 1
    assert g.value(g.card(twig), "power") == 0                      # 1 - 2, never below 0 (SU-V4)
    (ab,) = specs["Calm Monk"].abilities
    assert ab.effect.source_here and ab.effect.card_types == ("minion",)


# ---------------------------------------------------------------- the player that destroyed it
PIT = '''
card "Eel Pit": base, breakpoint 40, vp 3/2/1
  After a minion is destroyed here, the player who destroyed it draws a card.
card "Smash": action
  Destroy a minion.
'''


def test_the_player_who_destroyed_it_is_whose_ability_destroyed_it():
    g, specs, meadow = meadow_game(PIT, steps=[("targets", "Twig")])
    pit = g.add_card(specs["Eel Pit"], None, "bases")
    twig = g.add_card(specs["Twig"], 0, "bases", at=pit)
    g.begin_turn(1)
    g.next_phase()
    smash = g.add_card(specs["Smash"], 1, "hand")
    mine, theirs = len(g.zone(0, "hand")), len(g.zone(1, "hand"))
    g.play_card(smash)
    assert g.card(twig).zone == "discard pile"
    assert len(g.zone(1, "hand")) == theirs - 1 + 1                 # Bob destroyed it: Bob draws
    assert len(g.zone(0, "hand")) == mine                           # not the Twig's controller
    (ab,) = specs["Eel Pit"].abilities
    assert ab.effect.who == s.Who.EVENT_CAUSER


# ---------------------------------------------------------------- instead of the discard pile, placed
DOCK = '''
card "Old Dock": base, breakpoint 40, vp 3/2/1
  After this base scores, the winner may place one of their minions here on the bottom of their deck instead of the discard pile.
'''


@pytest.mark.rule("SU-A3")
def test_a_minion_placed_after_scoring_does_not_go_to_the_discard_pile():
    g, specs, meadow = meadow_game(DOCK, steps=[("may", "yes")])
    dock = g.add_card(specs["Old Dock"], None, "bases")
    brute = g.add_card(specs["Brute"], 0, "bases", at=dock)
    twig = g.add_card(specs["Twig"], 1, "bases", at=dock)
    g.begin_turn(0)
    g.next_phase()
    g.score_base(dock)
    assert g.card(brute).zone == "deck" and g.zone(0, "deck")[0].id == brute     # the winner's, at the bottom
    assert g.card(twig).zone == "discard pile"


# ---------------------------------------------------------------- an extra action on a base
RAMP = '''
card "Ramp": action
  Play an extra action on a base.
card "Sap": action
  Play on a base. Ongoing: Minions here have -1 power.
card "Smash": action
  Destroy a minion.
'''


def test_an_extra_action_on_a_base_is_an_action_played_on_a_base():
    from runtime.errors import NotDeclarable

    g, specs, meadow = meadow_game(RAMP)
    g.begin_turn(0)
    g.next_phase()
    ramp = g.add_card(specs["Ramp"], 0, "hand")
    g.play_card(ramp)                                               # the turn's action play
    (ab,) = specs["Ramp"].abilities
    assert ab.effect.filter.plays_on == "base"
    smash = g.add_card(specs["Smash"], 0, "hand")
    with pytest.raises(NotDeclarable):
        g.play_card(smash)                                          # a standard action: not on a base
    sap = g.add_card(specs["Sap"], 0, "hand")
    g.play_card(sap, base=meadow)
    assert g.card(sap).at == meadow
