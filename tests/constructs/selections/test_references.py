"""References back: "it", "there", "its owner", "the extra minion's base", "that card",
only within one ability and only to cards acted on."""

from __future__ import annotations

import pytest

import dsl
from dsl import kinds as k
from runtime import spec as s

from su_table import build, e501, errors, first, lower_one as one, probe_card_ast as ast, run, table


def test_choose_then_refer_to_the_choice():
    lo, _ = one("Choose a base. Destroy each minion of power 2 or less there.", header='card "Probe": action')
    (ab, _), = lo.abilities
    pick = ab.effect
    assert isinstance(pick, s.Pick) and pick.target.filter.card_types == ("base",)
    assert pick.with_picked.target.filter.at is s.AtBase.PICKED and pick.with_picked.target.filter.stats[0].value == 2
    lo, _ = one("Choose a minion you control. Place two +1 power counters on it.", header='card "Probe": action')
    (ab, _), = lo.abilities
    assert ab.effect.with_picked == s.PlaceCounters(target=s.Picked(), counter="+1 power", amount=s.Const(value=2))


def test_it_in_an_ongoing_bonus_with_nothing_named_is_refused():
    """"it" in an Ongoing statement after a condition that names no card has no event to be: it
    was compiled as the event's card and failed in play."""
    errs = errors('card "Vague Idol": minion, power 2\n  Ongoing: If you have a card in your hand, it has +2 power.\n')
    assert any(e.startswith("E501") and "`it`" in e for e in errs), errs


def test_a_copy_of_something_not_chosen_is_an_error():
    assert e501('''card "Odd Copy": action
  Search your deck for a copy of this card and place it into your hand.
''')


def test_this_base_on_a_minion_is_the_base_it_is_on():
    cards = build('card "Homing": minion, power 3\n  Move a minion to this base.\n')
    g, jungle, castle = table(cards, [("targets", "Grunt")])
    home = g.add_card(cards["Homing"], 0, "bases", at=castle)
    grunt = g.add_card(cards["Grunt"], 1, "bases", at=jungle)
    run(g, home)
    assert g.card(grunt).at == castle


def test_at_its_base_is_where_the_destroyed_card_was():
    cards = build('card "Mourner": minion, power 2\n  Ongoing: After a minion is destroyed, place a +1 power counter on each of your minions at its base.\n')
    g, jungle, castle = table(cards)
    g.add_card(cards["Mourner"], 0, "bases", at=castle)
    near = g.add_card(cards["Grunt"], 0, "bases", at=jungle)
    victim = g.add_card(cards["Grunt"], 1, "bases", at=jungle)
    g.execute(s.Destroy(target=s.Each(filter=s.Filter(name="Grunt", controller=s.Controller.OPPONENT))), controller=0)
    assert g.card(victim).zone == "discard pile"
    assert g.card(near).counters == {"+1 power": 1}


def test_it_refers_back_only_within_one_ability_and_only_to_cards_acted_on():
    cards = build('card "Keeper": minion, power 2\n  Return a minion to its owner\'s hand.\n'
                  '  Ongoing: After a minion is destroyed, draw a card and place it on the bottom of its owner\'s deck.\n')
    trig = first(cards["Keeper"], "triggered")
    assert trig.effect.effects[1].target == s.EventCard(), "a draw is not what `it` refers to; nor is another ability"


# ---- "its owner" after an instruction or a choice --------------------------------------------------


@pytest.mark.rule("SU-A8")
def test_its_owner_after_an_instruction_is_the_owner_of_the_card_it_acted_on():
    """In a played action there is no triggering card: "its owner" is the owner of the minion
    the previous instruction destroyed (not the player of the action), and after "Choose a
    minion." the owner of the chosen one."""
    cards = build('card "Payback": action\n  Destroy a minion. Its owner draws a card.\n'
                  'card "Gift": action\n  Choose a minion. Its owner draws two cards.\n')
    g, jungle, _ = table(cards, [("targets", "Grunt"), ("targets", "Brute")])
    for _ in range(3):
        g.add_card(cards["Grunt"], 1, "deck")
    foe = g.add_card(cards["Grunt"], 1, "bases", at=jungle)
    run(g, g.add_card(cards["Payback"], 0, "discard pile"))
    assert g.card(foe).zone == "discard pile"
    assert (len(g.zone(0, "hand")), len(g.zone(1, "hand"))) == (0, 1)
    g.add_card(cards["Brute"], 1, "bases", at=jungle)
    run(g, g.add_card(cards["Gift"], 0, "discard pile"))
    assert (len(g.zone(0, "hand")), len(g.zone(1, "hand"))) == (0, 3)


# ---- "the extra minion's base": the base of the card the instruction before acted on ----------------


@pytest.mark.rule("SU-A7")
def test_move_a_minion_from_the_extra_minions_base():
    cards = build('card "Escort": action\n  Play an extra minion immediately. You must move another player\'s minion '
                  'from the extra minion\'s base to another base.\n')
    g, jungle, castle = table(cards, [("targets", "Castle"), ("base", "Jungle")])
    mine = g.add_card(cards["Brute"], 0, "hand")
    foe_here = g.add_card(cards["Grunt"], 1, "bases", at=jungle)
    g.add_card(cards["Brute"], 1, "bases", at=castle)          # at another base: not a choice
    run(g, g.add_card(cards["Escort"], 0, "discard pile"))
    assert g.card(mine).at == jungle
    assert g.card(foe_here).at == castle                       # the only one there, the only other base


def test_the_extra_minions_base_reads_as_a_possessive_and_prints_back():
    from dsl.printer import print_ability

    card = ast("Play an extra minion. Destroy a minion on the extra minion's base.")
    ab = card.abilities[0]
    phrase = ab.sentences[1].body.items[0].phrases[0]
    assert phrase.np.owner.kind == k.OwnerKind.THE and [a.kind for a in phrase.np.owner.adjs] == [k.AdjKind.EXTRA]
    assert "on the extra minion's base" in print_ability(ab)


def test_on_the_same_base_with_nothing_named_before_is_refused():
    rep = dsl.check_text('ruleset smashup\ncard "Probe Card": action\n  Destroy all minions on the same base.\n')
    assert [d.code.id for d in rep.cards[-1].diagnostics if d.code.id.startswith("E")] == ["E501"]

