""""Talent: … Use only one <name> ability per turn.": a Talent that one card of that name (of one
controller) may use each turn, whichever copy (`Activated.once_per_name`, h16v)."""

from __future__ import annotations

import pytest

from runtime.errors import NotDeclarable

from su_table import e501, meadow_game

BUSKER = '''
card "Old Busker": minion, power 2
  Talent: Draw a card. Use only one Old Busker ability each turn.
card "Young Busker": minion, power 2
  Talent: Draw a card.
'''


def test_the_limit_is_on_the_talent():
    g, specs, _ = meadow_game(BUSKER)
    (ab,) = specs["Old Busker"].abilities
    assert ab.KIND == "activated" and ab.once_per_name == "turn" and ab.per_turn == 1
    assert specs["Young Busker"].abilities[0].once_per_name is None


def test_another_cards_name_is_not_this_limit():
    assert e501('card "Probe": minion, power 2\n  Talent: Draw a card. Use only one Old Busker ability each turn.\n'
                'card "Old Busker": minion, power 2\n')


@pytest.mark.rule("SU-A2")
def test_a_second_copy_cannot_use_its_talent_the_same_turn():
    g, specs, meadow = meadow_game(BUSKER)
    one = g.add_card(specs["Old Busker"], 0, "bases", at=meadow)
    two = g.add_card(specs["Old Busker"], 0, "bases", at=meadow)
    g.begin_turn(0)
    g.next_phase()
    g.activate(one, 0)
    with pytest.raises(NotDeclarable):
        g.activate(two, 0)


@pytest.mark.rule("SU-A2")
def test_copies_without_the_limit_each_use_theirs():
    g, specs, meadow = meadow_game(BUSKER)
    one = g.add_card(specs["Young Busker"], 0, "bases", at=meadow)
    two = g.add_card(specs["Young Busker"], 0, "bases", at=meadow)
    g.begin_turn(0)
    g.next_phase()
    before = len(g.zone(0, "hand"))
    g.activate(one, 0)
    g.activate(two, 0)
    assert len(g.zone(0, "hand")) == before + 2
