"""h16n: "there" after an instruction that left its cards in play or acted on a base ("transfer
this action to another base to move … from here to there"): that base, once the instruction is
done; "here" keeps the base the card was on when the ability was declared. "That minion" after
an instruction (no event): the card it acted on."""

from __future__ import annotations

import pytest

from runtime import spec as s

from su_table import build, e501, probe_ir, table

CARAVAN = '''card "Caravan": action
  Play on a base. Talent: Transfer this card to another base to move a minion of yours from here to there. That minion gains +2 power until the end of the turn.
'''


def test_there_is_the_base_the_instruction_before_acted_on():
    cards = build(CARAVAN)
    (talent,) = [a for a in cards["Caravan"].abilities if a.KIND == "activated"]
    then, boost = talent.effect.effects
    assert then.first.KIND == "attach"
    assert then.second.to_base == s.Each(filter=s.Filter(card_types=("base",), at=s.AtBase.AFFECTED))
    assert then.second.target.filter.at is s.AtBase.HERE
    assert boost.target == s.Affected()


@pytest.mark.rule("SU-A2")
def test_the_minion_goes_from_the_old_base_to_the_new_one_and_gets_the_bonus():
    cards = build(CARAVAN)
    g, jungle, castle = table(cards)
    caravan = g.add_card(cards["Caravan"], 0, "bases", at=jungle)
    grunt = g.add_card(cards["Grunt"], 0, "bases", at=jungle)
    far = g.add_card(cards["Brute"], 0, "bases", at=castle)        # not "here": never a choice
    (talent,) = [a for a in cards["Caravan"].abilities if a.KIND == "activated"]
    assert g.execute(talent.effect, controller=0, source=caravan, origin=talent.origin)
    assert g.card(caravan).at == castle or g.card(caravan).attached_to == castle
    assert g.card(grunt).at == castle
    assert g.value(grunt, "power") == 4 and g.value(far, "power") == 4


@pytest.mark.rule("SU-A3")
def test_that_minion_after_a_move_is_the_moved_card():
    (ir,) = probe_ir("Move one of your minions to another base. Give that minion +1 power until the end of the turn.")
    assert ir.effect.effects[1].target == s.Affected()


def test_there_with_nothing_before_it_is_still_refused():
    assert e501('card "Probe": action\n  Move one of your minions to there.\n')
