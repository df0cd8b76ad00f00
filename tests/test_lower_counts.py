"""Counts in conditions and names carried over from an event, compiled from cards in our own
words and run on a little table: "if you have no …", "if there are N or more … (counters) on …",
"an extra minion with the same name" after a minion was played."""

from __future__ import annotations

import pytest

from runtime import spec as s
from runtime.errors import NotDeclarable

from su_table import build, diagnostics, run, table


def errors(text: str) -> list[str]:
    return [f"{c} {m}" for c, m in diagnostics(text)]


# ---- "if you have no cards in your hand" -------------------------------------------------------


@pytest.mark.rule("SU-A3")
def test_if_you_have_no_cards_in_your_hand():
    cards = build('card "Empty Pockets": action\n  If you have no cards in your hand, draw two cards.\n')
    g, _, _ = table(cards)
    for _ in range(3):
        g.add_card(cards["Grunt"], 0, "deck")
    run(g, g.add_card(cards["Empty Pockets"], 0, "discard pile"))
    assert len(g.state.zones[(0, "hand")]) == 2
    g, _, _ = table(cards)
    for _ in range(3):
        g.add_card(cards["Grunt"], 0, "deck")
    g.add_card(cards["Brute"], 0, "hand")
    run(g, g.add_card(cards["Empty Pockets"], 0, "discard pile"))
    assert len(g.state.zones[(0, "hand")]) == 1, "one card held: the condition fails"


@pytest.mark.rule("SU-A3")
def test_if_you_have_no_minions_here():
    cards = build('card "Lonely Tower": minion, power 3\n  If you have no other minions here, draw a card.\n')
    ir = cards["Lonely Tower"].abilities[0].effect
    assert isinstance(ir, s.If) and ir.condition.cmp is s.Cmp.EQ and ir.condition.value == s.Const(value=0)


# ---- "if there are N or more …" ---------------------------------------------------------------------


@pytest.mark.rule("SU-V3")
def test_there_are_counters_on_your_minions_counts_the_counters_not_the_cards():
    cards = build('card "Hive Tally": action\n'
                  '  If there are three or more +1 power counters on your minions, draw a card.\n')
    g, jungle, castle = table(cards)
    g.add_card(cards["Grunt"], 0, "deck")
    a = g.add_card(cards["Grunt"], 0, "bases", at=jungle)
    b = g.add_card(cards["Brute"], 0, "bases", at=castle)
    theirs = g.add_card(cards["Brute"], 1, "bases", at=castle)
    g.card(a).counters["+1 power"] = 1
    g.card(theirs).counters["+1 power"] = 5                 # another player's: not counted
    run(g, g.add_card(cards["Hive Tally"], 0, "discard pile"))
    assert len(g.state.zones[(0, "hand")]) == 0, "1 counter on your minions"
    g.card(b).counters["+1 power"] = 2
    run(g, g.add_card(cards["Hive Tally"], 0, "discard pile"))
    assert len(g.state.zones[(0, "hand")]) == 1, "1 + 2 counters on two of your minions"


@pytest.mark.rule("SU-A3")
def test_there_are_two_or_more_minions_here():
    cards = build('card "Crowd Watcher": minion, power 1\n'
                  '  Ongoing: This minion has +2 power if there are three or more minions here.\n')
    g, jungle, _ = table(cards)
    w = g.add_card(cards["Crowd Watcher"], 0, "bases", at=jungle)
    g.add_card(cards["Grunt"], 1, "bases", at=jungle)
    assert g.value(g.card(w), "power") == 1
    g.add_card(cards["Grunt"], 1, "bases", at=jungle)      # anyone's minions count
    assert g.value(g.card(w), "power") == 3


def test_there_are_cards_on_some_base_is_refused():
    """"if there are no minions on a base": on one base, or on all of them? Not guessed."""
    errs = errors('card "Vacancy": action\n  If there are no minions on a base, draw a card.\n')
    assert any(e.startswith("E501") and "on a base" in e for e in errs), errs


# ---- "an extra minion with the same name" after a minion was played ---------------------------------


@pytest.mark.rule("SU-A2")
def test_an_extra_minion_with_the_same_name_as_the_one_just_played():
    cards = build('card "Mirror Pool": base, breakpoint 25, vp 4/2/1\n'
                  '  After you play a minion here, you may play an extra minion here with the same name.\n')
    g, jungle, _ = table(cards, [("may", "yes"), ("may", "no")])     # (it triggers again on the extra one)
    pool = g.add_card(cards["Mirror Pool"], None, "bases")
    grunts = [g.add_card(cards["Grunt"], 0, "hand") for _ in range(2)]
    brute = g.add_card(cards["Brute"], 0, "hand")
    g.play_card(grunts[0], base=pool)
    extra = g.state.players[0].extra_plays
    assert len(extra) == 1 and extra[0].filter.name == "Grunt"
    g.state.players[0].plays_left["minion"] = 0
    with pytest.raises(NotDeclarable):
        g.play_card(brute, base=pool)                       # another name
    with pytest.raises(NotDeclarable):
        g.play_card(grunts[1], base=jungle)                 # not here
    g.play_card(grunts[1], base=pool)
    assert g.card(grunts[1]).zone == "bases" and g.card(brute).zone == "hand"


def test_the_same_name_on_one_extra_play_outside_a_play_trigger_is_still_refused():
    errs = errors('card "Echo Rune": action\n  Ongoing: After a minion is destroyed here, '
                  'you may play an extra minion with the same name.\n  Play on a base.\n')
    assert any(e.startswith("E501") and "same name" in e for e in errs), errs


# ---- "… two or more minions with the same name on a base" as a condition ------------------------------


@pytest.mark.rule("SU-A3")
def test_same_name_on_a_base_counts_one_name_on_one_base():
    cards = build('card "Family Reunion": action\n'
                  '  If you have two or more minions with the same name on a base, draw a card.\n')
    g, jungle, castle = table(cards)
    for _ in range(3):
        g.add_card(cards["Grunt"], 0, "deck")
    g.add_card(cards["Grunt"], 0, "bases", at=jungle)
    g.add_card(cards["Grunt"], 0, "bases", at=castle)        # same name, another base
    g.add_card(cards["Brute"], 0, "bases", at=jungle)        # same base, another name
    g.add_card(cards["Grunt"], 1, "bases", at=jungle)        # another player's
    run(g, g.add_card(cards["Family Reunion"], 0, "discard pile"))
    assert len(g.state.zones[(0, "hand")]) == 0
    g.add_card(cards["Grunt"], 0, "bases", at=castle)
    run(g, g.add_card(cards["Family Reunion"], 0, "discard pile"))
    assert len(g.state.zones[(0, "hand")]) == 1


# ---- "remove any number of counters", "the number of counters you removed" ---------------------------


@pytest.mark.rule("SU-A5")
def test_remove_any_number_of_counters_then_destroy_up_to_that_power():
    cards = build('card "Cash In": action\n  Remove any number of +1 power counters from minions you control. '
                  'Destroy a minion with power less than or equal to the number of counters you removed.\n')
    # two counters from the first minion, one from the second: 3 removed; the Brute (power 4)
    # cannot be chosen, the Grunt (power 2) can
    g, jungle, castle = table(cards, [("amount", 2), ("amount", 1), ("targets", [0])])
    a = g.add_card(cards["Grunt"], 0, "bases", at=jungle)
    b = g.add_card(cards["Grunt"], 0, "bases", at=castle)
    g.card(a).counters["+1 power"] = 3
    g.card(b).counters["+1 power"] = 1
    brute = g.add_card(cards["Brute"], 1, "bases", at=jungle)
    foe = g.add_card(cards["Grunt"], 1, "bases", at=castle)
    run(g, g.add_card(cards["Cash In"], 0, "discard pile"))
    asked = g.chooser.asked[-1]
    # chosen after the removal: power 3 or less then (3 = 2 + the counter left, 2, 2), not the Brute's 4
    assert asked.kind.value == "targets" and len(asked.options) == 3
    assert g.card(brute).zone == "bases"
    assert g.card(a).zone != "bases", "the first option, destroyed"
    assert g.card(b).zone == "bases" and g.card(b).counters.get("+1 power", 0) == 0
    assert g.card(foe).zone == "bases"


@pytest.mark.rule("SU-A5")
def test_remove_any_number_of_counters_allows_none():
    cards = build('card "Cash In": action\n  Remove any number of +1 power counters from minions you control. '
                  'Draw a card for each counter you removed.\n')
    g, jungle, _ = table(cards, [("amount", 0)])
    a = g.add_card(cards["Grunt"], 0, "bases", at=jungle)
    g.card(a).counters["+1 power"] = 2
    g.add_card(cards["Brute"], 0, "deck")
    run(g, g.add_card(cards["Cash In"], 0, "discard pile"))
    assert g.card(a).counters["+1 power"] == 2 and len(g.state.zones[(0, "hand")]) == 0
    g, jungle, _ = table(cards, [("amount", 2)])
    a = g.add_card(cards["Grunt"], 0, "bases", at=jungle)
    g.card(a).counters["+1 power"] = 2
    for _ in range(3):
        g.add_card(cards["Brute"], 0, "deck")
    run(g, g.add_card(cards["Cash In"], 0, "discard pile"))
    assert "+1 power" not in g.card(a).counters and len(g.state.zones[(0, "hand")]) == 2


@pytest.mark.rule("SU-A2")
def test_search_for_a_copy_of_the_minion_just_played():
    cards = build('card "Hall of Echoes": base, breakpoint 22, vp 4/2/1\n'
                  '  After you play a minion here, you may search your deck for a copy of that minion '
                  'and put it into your hand.\n')
    g, _, _ = table(cards, [("may", "yes"), ("search", [0])])
    hall = g.add_card(cards["Hall of Echoes"], None, "bases")
    g.add_card(cards["Brute"], 0, "deck")
    twin = g.add_card(cards["Grunt"], 0, "deck")
    g.add_card(cards["Brute"], 0, "deck")
    g.play_card(g.add_card(cards["Grunt"], 0, "hand"), base=hall)
    search = next(d for d in g.chooser.asked if d.kind.value == "search")
    assert len(search.options) == 1, "only the card of the played minion's name is offered"
    assert g.state.zones[(0, "hand")] == [twin]


# ---- "+1 power for each action played on them": counted for each card the change applies to ------------


@pytest.mark.rule("SU-V3")
def test_each_minion_counts_the_actions_on_itself():
    cards = build('card "Trophy Hall": base, breakpoint 24, vp 4/2/1\n'
                  '  Minions here have +2 power for each action played on them.\n'
                  'card "Badge": action\n  Play on a minion. Ongoing: This minion has +1 power.\n')
    g, jungle, _ = table(cards)
    hall = g.add_card(cards["Trophy Hall"], None, "bases")
    a = g.add_card(cards["Grunt"], 0, "bases", at=hall)
    b = g.add_card(cards["Grunt"], 1, "bases", at=hall)
    far = g.add_card(cards["Grunt"], 0, "bases", at=jungle)
    g.add_card(cards["Badge"], 1, "bases", at=hall, attached_to=a)
    g.add_card(cards["Badge"], 0, "bases", at=hall, attached_to=a)
    g.add_card(cards["Badge"], 0, "bases", at=jungle, attached_to=far)
    assert g.value(g.card(a), "power") == 2 + 2 + 4, "two actions on it (+1 each), whoever played them"
    assert g.value(g.card(b), "power") == 2, "none on it"
    assert g.value(g.card(far), "power") == 2 + 1, "not here: only the Badge's own +1"


def test_them_in_a_count_of_an_ongoing_change_to_several_cards_is_each_card():
    cards = build('card "Drummer": minion, power 2\n  Ongoing: Your minions have +1 power for each action on them.\n')
    (ab,) = cards["Drummer"].abilities
    assert ab.effect.amount.right.filter.on == "valued"
    cards = build('card "Drummer": minion, power 2\n  Ongoing: This minion has +1 power for each action on it.\n')
    (ab,) = cards["Drummer"].abilities
    assert ab.effect.amount.right.filter.on == "this"


# ---- "for each …, play a minion on a different base" ---------------------------------------------


@pytest.mark.rule("SU-A7")
def test_each_round_plays_on_a_base_not_used_by_an_earlier_round():
    cards = build('card "Scatter": action\n  Each other player may discard a card. For each other player who does '
                  'not, you may play a minion of power 2 or less from your discard pile on a different base.\n')
    from runtime import SMASHUP, Game, ScriptedChooser
    steps = [("may", "no"), ("may", "no"),                       # Bob and Cy keep their cards
             ("targets", [0]), ("may", "yes"), ("base", 1),      # first round: the second base
             ("may", "yes")]                   # second round (one Grunt left): the one base left, not asked
    g = Game(SMASHUP, ("Ann", "Bob", "Cy"), chooser=ScriptedChooser(steps), seed=1, check_invariants=True)
    jungle = g.add_card(cards["Jungle"], None, "bases")
    castle = g.add_card(cards["Castle"], None, "bases")
    g.begin_turn(0)
    g.next_phase()
    g.add_card(cards["Grunt"], 1, "hand")
    g.add_card(cards["Grunt"], 2, "hand")
    grunts = [g.add_card(cards["Grunt"], 0, "discard pile") for _ in range(2)]
    run(g, g.add_card(cards["Scatter"], 0, "discard pile"))
    bases = [d for d in g.chooser.asked if d.kind.value == "base"]
    assert [len(d.options) for d in bases] == [2], "the base used first is not offered again"
    assert sorted(g.card(x).at for x in grunts) == sorted([jungle, castle])


def test_a_different_base_outside_a_for_each_is_refused():
    errs = errors('card "Elsewhere": action\n  Play a minion from your discard pile on a different base.\n')
    assert any(e.startswith("E501") and "different base" in e for e in errs), errs


# ---- "by the power of one of your minions (on that base)": a chosen card's value -------------------------


@pytest.mark.rule("SU-V3")
def test_reduce_a_chosen_base_by_the_power_of_your_minion_there():
    cards = build('card "Heavy Step": action\n  Reduce the breakpoint of one base by the power of one of your '
                  'minions on that base until the end of the turn.\n')
    g, jungle, castle = table(cards, [("targets", [1]), ("targets", [1])])     # the Castle, then the Brute
    g.add_card(cards["Brute"], 0, "bases", at=jungle)                       # another base: not offered
    g.add_card(cards["Grunt"], 0, "bases", at=castle)
    g.add_card(cards["Brute"], 0, "bases", at=castle)
    g.add_card(cards["Brute"], 1, "bases", at=castle)                       # not yours: not offered
    run(g, g.add_card(cards["Heavy Step"], 0, "discard pile"))
    minion_choice = g.chooser.asked[1]
    assert len(minion_choice.options) == 2, "your two minions on the chosen base"
    assert g.value(g.card(castle), "breakpoint") == 30 - 4
    assert g.value(g.card(jungle), "breakpoint") == 30


@pytest.mark.rule("SU-A4")
def test_a_chosen_base_without_your_minions_changes_nothing():
    cards = build('card "Heavy Step": action\n  Reduce the breakpoint of one base by the power of one of your '
                  'minions there.\n')
    g, jungle, castle = table(cards, [("targets", [0])])                    # the Jungle: none of yours
    g.add_card(cards["Brute"], 0, "bases", at=castle)
    run(g, g.add_card(cards["Heavy Step"], 0, "discard pile"))
    assert g.value(g.card(jungle), "breakpoint") == 30 and g.value(g.card(castle), "breakpoint") == 30


# ---- "all of one player's minions … on a base": a base, then a player, are chosen -----------------------


@pytest.mark.rule("SU-A5")
def test_all_of_one_players_minions_on_a_chosen_base():
    cards = build('card "Cannon Volley": action\n  Return all of one player\'s minions with power 3 or less '
                  'at a base where you have a minion to their owners\' hands.\n')
    ir = cards["Cannon Volley"].abilities[0].effect
    assert isinstance(ir, s.Pick) and ir.player


@pytest.mark.rule("SU-A5")
def test_destroy_all_of_the_chosen_players_small_minions_on_the_chosen_base():
    cards = build('card "Cannon Volley": action\n  Destroy all of one player\'s minions with power 3 or less '
                  'at a base where you have a minion.\n')
    g, jungle, castle = table(cards, [("player", 1)])      # the Castle (the only base that passes), then Bob
    g.add_card(cards["Grunt"], 0, "bases", at=castle)                       # the only base with yours
    small = g.add_card(cards["Grunt"], 1, "bases", at=castle)
    big = g.add_card(cards["Brute"], 1, "bases", at=castle)                 # power 4: stays
    mine = g.add_card(cards["Grunt"], 0, "bases", at=castle)                # Ann's: not the chosen player
    away = g.add_card(cards["Grunt"], 1, "bases", at=jungle)                # Bob's, not on the chosen base
    run(g, g.add_card(cards["Cannon Volley"], 0, "discard pile"))
    assert g.card(small).zone == "discard pile"
    assert [g.card(x).zone for x in (big, mine, away)] == ["bases"] * 3
    asked = [d.kind.value for d in g.chooser.asked]
    assert asked == ["player"], "one base qualifies (not asked); the player is asked"


def test_one_players_cards_with_no_base_is_refused():
    errs = errors('card "Volley": action\n  Destroy all of one player\'s minions.\n')
    assert any(e.startswith("E501") and "one player" in e for e in errs), errs


@pytest.mark.rule("SU-V3")
def test_counters_on_this_minion_in_an_ongoing_condition():
    cards = build('card "Moss Golem": minion, power 3\n'
                  '  Ongoing: If there are two or more +1 power counters on this minion, it has +3 power.\n')
    g, jungle, _ = table(cards)
    golem = g.add_card(cards["Moss Golem"], 0, "bases", at=jungle)
    other = g.add_card(cards["Grunt"], 0, "bases", at=jungle)
    g.card(golem).counters["+1 power"] = 1
    g.card(other).counters["+1 power"] = 5                  # another card's counters: not counted
    assert g.value(g.card(golem), "power") == 3 + 1
    g.card(golem).counters["+1 power"] = 2
    assert g.value(g.card(golem), "power") == 3 + 2 + 3
    assert g.value(g.card(other), "power") == 2 + 5, "the bonus is this minion's only"


def test_it_in_an_ongoing_bonus_with_nothing_named_is_refused():
    """"it" in an Ongoing statement after a condition that names no card has no event to be: it
    was compiled as the event's card and failed in play."""
    errs = errors('card "Vague Idol": minion, power 2\n  Ongoing: If you have a card in your hand, it has +2 power.\n')
    assert any(e.startswith("E501") and "`it`" in e for e in errs), errs


# ---- "transfer one of its +1 power counters to …": from the card "its" names ----------------------------


@pytest.mark.rule("SU-A3")
def test_transfer_one_of_the_chosen_cards_counters():
    cards = build('card "Siphon": action\n  Choose a minion. Transfer one of its +1 power counters to another minion.\n')
    ir = cards["Siphon"].abilities[0].effect
    assert isinstance(ir, s.Pick) and isinstance(ir.then, s.MoveCounters) and ir.then.source == s.Picked()
    g, jungle, castle = table(cards, [("targets", [0]), ("targets", [1])])     # the Grunt, then the Brute
    a = g.add_card(cards["Grunt"], 1, "bases", at=jungle)
    b = g.add_card(cards["Brute"], 0, "bases", at=castle)
    g.card(a).counters["+1 power"] = 3
    run(g, g.add_card(cards["Siphon"], 0, "discard pile"))
    assert g.card(a).counters["+1 power"] == 2 and g.card(b).counters["+1 power"] == 1


@pytest.mark.rule("SU-A2")
def test_before_a_minion_is_destroyed_take_one_of_its_counters():
    cards = build('card "Scavenger": minion, power 2\n  Ongoing: Before another minion here is destroyed, you may '
                  'transfer one of its +1 power counters to this minion.\n'
                  'card "Smite": action\n  Destroy a minion.\n')
    g, jungle, _ = table(cards, [("targets", [1]), ("may", "yes")])      # Smite: the Grunt
    scav = g.add_card(cards["Scavenger"], 0, "bases", at=jungle)
    victim = g.add_card(cards["Grunt"], 1, "bases", at=jungle)
    g.card(victim).counters["+1 power"] = 2
    g.state.players[0].plays_left["action"] = 1
    g.play_card(g.add_card(cards["Smite"], 0, "hand"))
    assert g.card(victim).zone == "discard pile"
    assert g.card(scav).counters.get("+1 power", 0) == 1
