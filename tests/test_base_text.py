"""Base text (issue 16, helper h16l; dsl/lowering/bases.py): protections "… except by their
controller", minions kept on their base by their own controller, a permission to play opened by a
condition of the turn, "at the end of any turn that … played …", bases compared by breakpoint, "the
base has a breakpoint of …", a starting value raised "to N", a base entering play, a new base played,
players with no power on a base. Every card here is made up, in our own words."""

from __future__ import annotations

import pytest

import dsl
from dsl.printer import Printer
from runtime import SMASHUP, Game, ScriptedChooser
from runtime import spec as s
from runtime.ruleset import RULESETS
from su_table import compiled, e501, parsed

CARDS = '''
card "Quiet Hollow": base, breakpoint 30, vp 3/2/1
  Minions with power 3 or less here cannot be destroyed except by their controller.
card "Sticky Flats": base, breakpoint 30, vp 3/2/1
  You may not move your minions away from here.
card "Busy Corner": base, breakpoint 30, vp 3/2/1
  On your turn, if you have played a minion on another base this turn, you may play an extra minion here.
card "Noisy Alley": base, breakpoint 30, vp 3/2/1
  At the end of any turn in which a player has played a minion here, that player may discard a card to draw a card.
card "Plain Lot": base, breakpoint 30, vp 3/2/1
card "Low Lot": base, breakpoint 12, vp 3/2/1
card "High Lot": base, breakpoint 25, vp 3/2/1
card "Grunt": minion, power 3
card "Pebble": minion, power 1
card "Crusher": action
  Destroy a minion.
card "Shove": action
  Move a minion to another base.
card "Caravan": action
  Choose a base. Move any number of minions from bases with a lower breakpoint to there.
card "Beacon": minion, power 2
  Move one of your minions from bases with higher breakpoints to here.
card "Tall Order": action
  Play on a base. Ongoing: If this base's printed breakpoint is 19 or less, it is increased to 20.
card "Shrink": action
  Play on a base. Ongoing: This base's breakpoint is reduced by 5.
card "Big Stage": action
  Choose a base. If the base has a breakpoint of 22 or more, draw two cards.
card "Gate Crasher": minion, power 2
  Special: After a new base enters play, you may play this minion on it.
card "Welcome Mat": action
  Play on a base. Ongoing: At the end of any turn that you play a minion here, draw a card.
'''


def base_parsed(text: str):
    """The AST of one ability of a made-up base (it must check)."""
    head = 'ruleset smashup\ncard "Probe Base": base, breakpoint 20, vp 3/2/1\n  '
    rep = dsl.check_text(head + text + "\n", lower=False)
    card = rep.cards[-1]
    assert not [d.message for d in card.diagnostics if d.severity.name == "ERROR"]
    return card.card.abilities[-1]


def round_trip(text: str) -> str:
    ab = base_parsed(text)
    again = Printer(RULESETS["smashup"]).ability(ab)
    assert base_parsed(again) == ab
    return again


def game(steps=()):
    specs = compiled(CARDS)
    g = Game(SMASHUP, ("Ann", "Bob"), chooser=ScriptedChooser(steps), seed=1, check_invariants=True)
    for p in (0, 1):
        for _ in range(6):
            g.add_card(specs["Pebble"], p, "deck")
    return g, specs


def start(g, player=0):
    g.begin_turn(player)
    g.next_phase()          # play cards


def play(g, specs, name, player=0, **kw):
    cid = g.add_card(specs[name], player, "hand")
    g.play_card(cid, free=True, **kw)           # (the turn's plays are not what these tests check)
    return cid


# ---------------------------------------------------------------- except by their controller

def test_except_by_their_controller_lowers_to_whose_cards_are_barred():
    specs = compiled(CARDS)
    cant = specs["Quiet Hollow"].abilities[0].effect
    assert isinstance(cant, s.Cant) and cant.events == (s.Event.DESTROY,)
    assert cant.by_its is s.Controller.OPPONENT and cant.affects.filter.at is s.AtBase.HERE


def test_another_player_cannot_destroy_it_but_its_controller_can():
    g, specs = game(steps=[("targets", "Grunt"), ("targets", "Grunt")])
    hollow = g.add_card(specs["Quiet Hollow"], None, "bases")
    grunt = g.add_card(specs["Grunt"], 0, "bases", at=hollow)
    start(g, 1)
    play(g, specs, "Crusher", player=1)              # Bob's action: barred
    assert g.card(grunt).zone == "bases"
    g.end_turn()
    start(g, 0)
    play(g, specs, "Crusher", player=0)              # Ann's own: allowed
    assert g.card(grunt).zone == "discard pile"


def test_except_by_their_controller_prints_back():
    assert "except by their controller" in round_trip("Actions here cannot be destroyed except by their controller.")


def test_an_exception_other_than_their_controller_is_refused():
    text = '''card "Odd Hollow": base, breakpoint 30, vp 3/2/1
  Minions here cannot be destroyed except by the winner.
'''
    assert any("except by their controller" in m for m in e501(text))


# ---------------------------------------------------------------- not moved away by their controller

def test_your_minions_are_not_moved_away_by_you_but_by_others():
    g, specs = game(steps=[("targets", "Plain Lot"), ("targets", "Plain Lot")])
    flats = g.add_card(specs["Sticky Flats"], None, "bases")
    g.add_card(specs["Plain Lot"], None, "bases")
    grunt = g.add_card(specs["Grunt"], 0, "bases", at=flats)
    start(g, 0)
    play(g, specs, "Shove", player=0)                # Ann moves her own: barred
    assert g.card(grunt).at == flats
    g.end_turn()
    start(g, 1)
    play(g, specs, "Shove", player=1)                # Bob moves Ann's: allowed
    assert g.card(grunt).at != flats


# ---------------------------------------------------------------- a permission opened during the turn

@pytest.mark.rule("SU-A2")
def test_the_extra_play_opens_once_a_minion_is_played_elsewhere():
    g, specs = game()
    corner = g.add_card(specs["Busy Corner"], None, "bases")
    lot = g.add_card(specs["Plain Lot"], None, "bases")
    ab = specs["Busy Corner"].abilities[0]
    assert isinstance(ab, s.WhenTrue) and isinstance(ab.effect, s.PlayExtra)
    start(g, 0)
    assert not g.state.players[0].extra_plays
    g.play_card(g.add_card(specs["Pebble"], 0, "hand"), base=lot)     # the turn's minion, at another base
    assert len(g.state.players[0].extra_plays) == 1
    pebble = g.add_card(specs["Pebble"], 0, "hand")
    g.play_card(pebble, base=corner)                 # the extra one, here
    assert g.card(pebble).at == corner and not g.state.players[0].extra_plays


@pytest.mark.rule("SU-A2")
def test_no_extra_play_when_the_minion_was_played_here():
    g, specs = game()
    corner = g.add_card(specs["Busy Corner"], None, "bases")
    g.add_card(specs["Plain Lot"], None, "bases")
    start(g, 0)
    play(g, specs, "Pebble", base=corner)
    assert not g.state.players[0].extra_plays


def test_the_condition_may_open_the_sentence_too():
    specs = compiled('''card "Side Door": base, breakpoint 30, vp 3/2/1
  On your turn, if you have played an action this turn, you may play an extra minion here.
''')
    ab = specs["Side Door"].abilities[0]
    assert isinstance(ab, s.WhenTrue) and isinstance(ab.condition, s.All)


# ---------------------------------------------------------------- at the end of any turn that …

@pytest.mark.rule("SU-A2")
def test_each_player_who_played_here_this_turn_acts_at_its_end():
    g, specs = game(steps=[("may", "yes"), ("targets", "Grunt")])
    alley = g.add_card(specs["Noisy Alley"], None, "bases")
    ab = specs["Noisy Alley"].abilities[0]
    assert ab.when.event is s.Event.TURN_END and ab.effect.who is s.Who.EACH_PLAYER
    start(g, 0)
    play(g, specs, "Pebble", base=alley)
    g.add_card(specs["Grunt"], 0, "hand")
    hand = len(g.zone(0, "hand"))
    bob = len(g.zone(1, "hand"))
    g.end_turn()
    assert len(g.zone(0, "hand")) == hand            # discarded one, drew one
    assert any(c.name == "Grunt" for c in g.zone(0, "discard pile"))
    assert len(g.zone(1, "hand")) == bob             # Bob played nothing here


@pytest.mark.rule("SU-A2")
def test_an_action_draws_at_the_end_of_a_turn_its_controller_played_there():
    g, specs = game(steps=[("targets", "Plain Lot")])
    lot = g.add_card(specs["Plain Lot"], None, "bases")
    start(g, 0)
    play(g, specs, "Welcome Mat", base=lot)
    before = len(g.zone(0, "hand"))
    g.end_turn()                                     # no minion played here: nothing
    assert len(g.zone(0, "hand")) == before
    start(g, 0)
    play(g, specs, "Pebble", base=lot)
    before = len(g.zone(0, "hand"))
    g.end_turn()
    assert len(g.zone(0, "hand")) == before + 1


def test_any_turn_that_prints_back():
    again = round_trip("At the end of any turn in which a player has played two minions here, they draw a card.")
    assert again.startswith("At the end of any turn that a player plays two minions here")


# ---------------------------------------------------------------- bases compared by breakpoint

def test_minions_come_only_from_bases_with_a_lower_breakpoint():
    g, specs = game(steps=[("targets", "Plain Lot"), ("targets", ["Grunt", "Pebble"])])
    plain = g.add_card(specs["Plain Lot"], None, "bases")    # 30
    low = g.add_card(specs["Low Lot"], None, "bases")        # 12
    high = g.add_card(specs["High Lot"], None, "bases")      # 25
    a = g.add_card(specs["Grunt"], 0, "bases", at=low)
    b = g.add_card(specs["Pebble"], 0, "bases", at=high)
    start(g, 0)
    play(g, specs, "Caravan")
    assert g.card(a).at == plain and g.card(b).at == plain


def test_a_base_with_a_higher_breakpoint_is_left_alone():
    g, specs = game(steps=[("targets", "High Lot"), ("targets", [])])
    plain = g.add_card(specs["Plain Lot"], None, "bases")    # 30
    g.add_card(specs["High Lot"], None, "bases")             # 25: the chosen one
    grunt = g.add_card(specs["Grunt"], 0, "bases", at=plain)
    start(g, 0)
    play(g, specs, "Caravan")
    assert g.card(grunt).at == plain


def test_here_is_the_base_compared_on_a_minion():
    specs = compiled(CARDS)
    move = specs["Beacon"].abilities[0].effect
    t = move.target.filter.base.stats[0]
    assert t.stat == "breakpoint" and t.cmp is s.Cmp.GT and t.amount == s.StatOf(of=s.Host(), stat="breakpoint")


def test_a_plural_stat_reads_as_the_stat_and_prints_back_singular():
    ab = parsed("Move one of your minions from bases with higher breakpoints to here.", kind="minion")
    again = Printer(RULESETS["smashup"]).ability(ab)
    assert "breakpoints" not in again and parsed(again, kind="minion") == ab
    ab = parsed("Move one of your minions from bases with a lower breakpoint to here.", kind="minion")
    again = Printer(RULESETS["smashup"]).ability(ab)
    assert "with a lower breakpoint" in again and parsed(again, kind="minion") == ab


# ---------------------------------------------------------------- breakpoint values

@pytest.mark.rule("SU-V2")
def test_a_lower_starting_breakpoint_is_raised_and_changes_still_apply():
    g, specs = game(steps=[("targets", "Low Lot"), ("targets", "Low Lot")])
    low = g.add_card(specs["Low Lot"], None, "bases")
    start(g, 0)
    play(g, specs, "Tall Order", base=low)
    assert g.value(low, "breakpoint") == 20
    play(g, specs, "Shrink", base=low)
    assert g.value(low, "breakpoint") == 15                 # SU-V3 after the reset


@pytest.mark.rule("SU-V2")
def test_a_higher_starting_breakpoint_is_kept():
    g, specs = game(steps=[("targets", "High Lot")])
    high = g.add_card(specs["High Lot"], None, "bases")
    start(g, 0)
    play(g, specs, "Tall Order", base=high)
    assert g.value(high, "breakpoint") == 25


def test_increased_to_needs_the_condition_that_the_value_is_lower():
    text = '''card "Wrong Way": action
  Play on a base. Ongoing: If this base's breakpoint is 25 or more, it is increased to 20.
'''
    assert any("beyond what the condition says" in m for m in e501(text))


def test_the_chosen_bases_breakpoint_is_checked():
    g, specs = game(steps=[("targets", "High Lot"), ("targets", "Low Lot")])
    g.add_card(specs["Low Lot"], None, "bases")
    g.add_card(specs["High Lot"], None, "bases")
    start(g, 0)
    before = len(g.zone(0, "hand"))
    play(g, specs, "Big Stage")                      # 25: draws
    assert len(g.zone(0, "hand")) == before + 2
    play(g, specs, "Big Stage")                      # 12: does not
    assert len(g.zone(0, "hand")) == before + 2


# ---------------------------------------------------------------- a new base comes into play

@pytest.mark.rule("SU-A7")
def test_after_a_new_base_comes_into_play_the_minion_is_played_on_it():
    g, specs = game(steps=[("may", "yes")])
    low = g.add_card(specs["Low Lot"], None, "bases")
    deck = SMASHUP.base_deck_zone
    new = g.add_card(specs["High Lot"], None, deck)
    looter = g.add_card(specs["Gate Crasher"], 1, "hand")
    for _ in range(4):
        g.add_card(specs["Grunt"], 0, "bases", at=low)        # 12 power: Low Lot scores
    start(g, 0)
    g.next_phase()                                   # score bases
    assert g.card(new).zone == "bases"
    assert g.card(looter).zone == "bases" and g.card(looter).at == new


def test_new_is_said_only_of_bases():
    text = '''card "Odd Watcher": minion, power 2
  After a new minion comes into play, draw a card.
'''
    assert any("`new`" in m for m in e501(text))


# ---------------------------------------------------------------- a new base is played

NEW_BASES = '''
card "Far Shore": action
  Play a new base and draw a card. You may play an extra minion there.
card "Trailblazer": minion, power 2
  Play the top card of the base deck. Move this minion and one of your other minions from here to there.
'''


def test_a_new_base_comes_into_play_and_takes_the_extra_minion():
    g, specs = game(steps=[("may", "yes")])
    specs.update(compiled(CARDS + NEW_BASES))
    low = g.add_card(specs["Low Lot"], None, "bases")
    new = g.add_card(specs["High Lot"], None, SMASHUP.base_deck_zone)
    assert specs["Far Shore"].abilities[0].effect.effects[0].effects[0] == s.PlayBase()
    start(g, 0)
    play(g, specs, "Far Shore")
    assert g.card(new).zone == "bases" and g.card(low).zone == "bases"     # one more base
    extras = g.state.players[0].extra_plays
    assert len(extras) == 1
    pebble = g.add_card(specs["Pebble"], 0, "hand")
    g.play_card(pebble, base=new)
    assert g.card(pebble).at == new


def test_minions_move_to_the_base_just_played():
    g, specs = game(steps=[("targets", ["Grunt"]), ("may", "yes")])
    specs.update(compiled(CARDS + NEW_BASES))
    low = g.add_card(specs["Low Lot"], None, "bases")
    new = g.add_card(specs["High Lot"], None, SMASHUP.base_deck_zone)
    grunt = g.add_card(specs["Grunt"], 0, "bases", at=low)
    start(g, 0)
    blazer = play(g, specs, "Trailblazer", base=low)
    assert g.card(new).zone == "bases"
    assert g.card(blazer).at == new and g.card(grunt).at == new


def test_with_an_empty_base_deck_nothing_is_played():
    g, specs = game(steps=[("may", "yes")])
    specs.update(compiled(CARDS + NEW_BASES))
    g.add_card(specs["Low Lot"], None, "bases")
    start(g, 0)
    play(g, specs, "Far Shore")
    assert len(g.zone(None, "bases")) == 1 and not g.state.players[0].extra_plays


def test_play_a_new_base_prints_back():
    ab = parsed("Play a new base. Play an extra minion on it.")
    again = Printer(RULESETS["smashup"]).ability(ab)
    assert again == "Play a new base. Play an extra minion on it." and parsed(again) == ab


# ---------------------------------------------------------------- players with no power here

def test_players_with_no_power_here_are_counted():
    specs = compiled(CARDS + '''card "Empty Stands": base, breakpoint 30, vp 3/2/1
  Before this base scores, you gain 1 VP for each other player with no power here.
card "Dud": minion, power 0
''')
    g = Game(SMASHUP, ("Ann", "Bob", "Cat"), chooser=ScriptedChooser(()), seed=1, check_invariants=True)
    stands = g.add_card(specs["Empty Stands"], None, "bases")
    g.add_card(specs["Grunt"], 0, "bases", at=stands)
    g.add_card(specs["Dud"], 1, "bases", at=stands)           # a minion, but no power
    amount = specs["Empty Stands"].abilities[0].effect.amount.right
    assert amount.total == s.StatTest(stat="power", cmp=s.Cmp.EQ, value=0)
    start(g, 0)
    ab = specs["Empty Stands"].abilities[0]
    assert g.execute(ab.effect, controller=0, source=stands, origin=ab.origin)
    assert g.state.players[0].resources.get("vp", 0) == 2  # Bob (power 0) and Cat (nothing here), not Ann
