"""A card with the abilities of another (issue 16, helper t16b; docs/runtime.md "Copied
abilities"): "Until the end of the turn, this minion has the same ability as the chosen minion",
"… has the abilities of that minion until the start of your next turn". The copying card has the
abilities printed on the other card as its own (its "this minion" is the copying card) for that
long; a copied Talent is used once per turn on the copying card; on-play abilities are not
copied (SU-A7: the copying card is not being played); a card never copies itself, and a copy
never copies what its source copied. Cards in our own words with made-up names."""

from __future__ import annotations

import pytest

from runtime import spec as s
from runtime.errors import NotDeclarable

from su_table import e501, meadow_game

CARDS = '''
card "Mimic Imp": minion, power 2
  Choose a minion an opponent controls. Until the end of the turn, this minion has the same ability as the chosen minion.
card "Glass Echo": minion, power 1
  Talent: Choose a minion here. This minion has the abilities of that minion until the start of your next turn.
card "Brass Tinker": minion, power 3
  Talent: Draw a card.
card "Gloom Toad": minion, power 1
  Ongoing: This minion has +2 power.
card "Reed Watcher": minion, power 2
  After you play an action, draw a card.
card "Loud Herald": minion, power 2
  Draw a card.
card "Borrowed Gift": action
  Play on a minion. This minion has the abilities of another player's minion here until the end of your turn.
card "Twin Sigil": action
  Play on a minion. Choose an action here. Ongoing: This action has the same abilities as the chosen action.
card "Shade Totem": minion, power 2
  Choose a minion. Ongoing: This minion has the abilities of the chosen minion.
card "Thorn Charm": action
  Play on a minion. Ongoing: This minion has +2 power.
card "Spark": action
  Draw a card.
'''


def game(steps=()):
    return meadow_game(CARDS, steps=steps)


def hand(g, p):
    return len(g.state.zone_cards(p, "hand"))


def test_the_sentence_compiles_to_a_copy_of_the_chosen_card_for_that_long():
    _, specs, _ = game()
    eff = specs["Mimic Imp"].abilities[0].effect
    assert isinstance(eff, s.Pick)
    assert eff.with_picked == s.Apply(effect=s.Copies(affects=s.This(), source=s.Picked()),
                                      duration=s.Duration.END_OF_TURN)
    talent = specs["Glass Echo"].abilities[0]
    assert talent.effect.with_picked.duration is s.Duration.START_OF_YOUR_NEXT_TURN


@pytest.mark.rule("SU-A2")
def test_a_copied_talent_is_used_once_per_turn_on_the_copying_card():
    g, specs, meadow = game(steps=[("targets", "Brass Tinker")])
    tinker = g.add_card(specs["Brass Tinker"], 1, "bases", at=meadow)
    g.begin_turn(0)
    g.next_phase()
    imp = g.add_card(specs["Mimic Imp"], 0, "hand")
    g.play_card(imp, base=meadow)
    before = hand(g, 0)
    g.activate(imp, 0)                  # the Tinker's Talent, as the Imp's own: Ann draws
    assert hand(g, 0) == before + 1 and hand(g, 1) == 0
    with pytest.raises(NotDeclarable):
        g.activate(imp, 0)              # once per turn on the Imp
    assert g.card(tinker).uses == {}    # the Tinker's own Talent is still unused
    g.end_turn()
    g.begin_turn(0)
    g.next_phase()
    with pytest.raises(Exception):      # the copy ended with the turn
        g.activate(imp, 0)


@pytest.mark.rule("SU-A8")
def test_a_copied_ongoing_bonus_is_the_copying_cards_own_until_the_end_of_the_turn():
    g, specs, meadow = game(steps=[("targets", "Gloom Toad")])
    toad = g.add_card(specs["Gloom Toad"], 1, "bases", at=meadow)
    g.begin_turn(0)
    g.next_phase()
    imp = g.add_card(specs["Mimic Imp"], 0, "hand")
    g.play_card(imp, base=meadow)
    assert g.value(g.card(imp), "power") == 4           # 2 printed + the Toad's +2 ("this minion": the Imp)
    assert g.value(g.card(toad), "power") == 3
    g.end_turn()
    assert g.value(g.card(imp), "power") == 2


@pytest.mark.rule("SU-A2")
def test_a_copied_trigger_answers_for_the_copying_cards_controller():
    g, specs, meadow = game(steps=[("targets", "Reed Watcher")])
    g.add_card(specs["Reed Watcher"], 1, "bases", at=meadow)
    g.begin_turn(0)
    g.next_phase()
    g.play_card(g.add_card(specs["Mimic Imp"], 0, "hand"), base=meadow)
    before = hand(g, 0), hand(g, 1)
    g.play_card(g.add_card(specs["Spark"], 0, "hand"))
    assert (hand(g, 0), hand(g, 1)) == (before[0] + 2, before[1])   # Spark's draw and the copied trigger's


@pytest.mark.rule("SU-A7")
def test_an_on_play_ability_is_not_copied():
    g, specs, meadow = game(steps=[("targets", "Loud Herald")])
    g.add_card(specs["Loud Herald"], 1, "bases", at=meadow)
    g.begin_turn(0)
    g.next_phase()
    before = hand(g, 0)
    g.play_card(g.add_card(specs["Mimic Imp"], 0, "hand"), base=meadow)
    assert hand(g, 0) == before


@pytest.mark.rule("SU-A8")
def test_the_copy_ends_when_the_copying_card_leaves_play():
    g, specs, meadow = game(steps=[("targets", "Gloom Toad"), ("targets", "Mimic Imp")])
    g.add_card(specs["Gloom Toad"], 1, "bases", at=meadow)
    g.begin_turn(0)
    g.next_phase()
    imp = g.add_card(specs["Mimic Imp"], 0, "hand")
    g.play_card(imp, base=meadow)
    g.relocate(g.card(imp), "hand", 0)
    g.relocate(g.card(imp), "bases", 0)
    g.card(imp).at = meadow
    assert g.value(g.card(imp), "power") == 2


@pytest.mark.rule("SU-A8")
def test_an_action_gives_the_minion_it_is_on_the_abilities_of_one_there_until_the_end_of_your_turn():
    g, specs, meadow = game(steps=[("targets", "Gloom Toad")])
    g.add_card(specs["Gloom Toad"], 1, "bases", at=meadow)
    g.add_card(specs["Brass Tinker"], 1, "bases", at=meadow)
    twig = g.add_card(specs["Twig"], 0, "bases", at=meadow)
    g.begin_turn(0)
    g.next_phase()
    g.play_card(g.add_card(specs["Borrowed Gift"], 0, "hand"), on=twig)
    assert g.value(g.card(twig), "power") == 3          # 1 printed + the Toad's +2
    g.end_turn()
    assert g.value(g.card(twig), "power") == 1


@pytest.mark.rule("SU-A8")
def test_an_ongoing_copy_of_the_chosen_action_lasts_while_the_copying_card_is_in_play():
    g, specs, meadow = game(steps=[("targets", "Thorn Charm")])
    brute = g.add_card(specs["Brute"], 1, "bases", at=meadow)
    twig = g.add_card(specs["Twig"], 0, "bases", at=meadow)
    g.add_card(specs["Thorn Charm"], 1, "bases", at=meadow, attached_to=brute)
    g.begin_turn(0)
    g.next_phase()
    sigil = g.add_card(specs["Twin Sigil"], 0, "hand")
    g.play_card(sigil, on=twig)
    assert g.value(g.card(twig), "power") == 3          # the Thorn Charm's "this minion": the Sigil's minion
    g.end_turn()
    g.begin_turn(1)
    assert g.value(g.card(twig), "power") == 3          # no duration: while the Sigil is in play
    g.relocate(g.card(sigil), "discard pile", 0)
    assert g.value(g.card(twig), "power") == 1


@pytest.mark.rule("SU-A2")
def test_a_minion_keeps_a_chosen_minions_talent_turn_after_turn():
    g, specs, meadow = game(steps=[("targets", "Brass Tinker")])
    g.add_card(specs["Brass Tinker"], 1, "bases", at=meadow)
    g.begin_turn(0)
    g.next_phase()
    totem = g.add_card(specs["Shade Totem"], 0, "hand")
    g.play_card(totem, base=meadow)
    for _ in range(2):
        before = hand(g, 0)
        g.activate(totem, 0)
        assert hand(g, 0) == before + 1
        g.end_turn()
        g.begin_turn(1)
        g.end_turn()
        g.begin_turn(0)
        g.next_phase()


def test_no_copy_of_a_copy_and_no_copy_of_itself():
    # the Echo copies the Imp, whose one ability is on-play: nothing; then the Echo copies a
    # second Echo, whose Talent it gets (numbered after its own), and using it on itself copies nothing
    # (the Imp's one choice, the Tinker, is not asked)
    g, specs, meadow = game(steps=[("targets", "Mimic Imp")])
    g.add_card(specs["Brass Tinker"], 1, "bases", at=meadow)
    g.begin_turn(0)
    g.next_phase()
    imp = g.add_card(specs["Mimic Imp"], 0, "hand")
    g.play_card(imp, base=meadow)
    echo = g.add_card(specs["Glass Echo"], 0, "bases", at=meadow)
    g.activate(echo, 0)
    assert g.copied_activated(g.card(echo)) == []       # not the Tinker's Talent the Imp copied
    echo2 = g.add_card(specs["Glass Echo"], 0, "bases", at=meadow)
    g.chooser.add("targets", g.card(echo).label).add("targets", g.card(echo2).label)
    g.activate(echo2, 0)            # the second Echo copies the first: its Talent, after its own
    assert len(g.copied_activated(g.card(echo2))) == 1
    g.activate(echo2, 1)            # the copied Talent, choosing the second Echo itself: nothing
    assert len(g.copied_activated(g.card(echo2))) == 1


@pytest.mark.parametrize("text, words", [
    ('card "Odd Imp": minion, power 2\n  Choose a minion. Each other minion has the abilities of that minion until the end of the turn.\n',
     "other than this one"),
    ('card "Odd Imp": minion, power 2\n  Choose a minion. Until the end of the turn, this minion has the abilities of that minion '
     'until the end of your turn.\n', "two durations"),
])
def test_copies_to_more_than_one_card_or_for_two_durations_are_refused(text, words):
    assert any(words in m for m in e501(text)), e501(text)


@pytest.mark.rule("SU-A8")
def test_each_card_named_gives_its_abilities_until_the_end_of_your_turn():
    g, specs, meadow = meadow_game(CARDS + '''
card "Choir Imp": minion, power 2
  Until the end of your turn, this minion has the same abilities as each other minion here.
''')
    eff = specs["Choir Imp"].abilities[0].effect
    assert isinstance(eff, s.Apply) and isinstance(eff.effect.source, s.Each)
    g.add_card(specs["Gloom Toad"], 1, "bases", at=meadow)
    g.add_card(specs["Brass Tinker"], 1, "bases", at=meadow)
    g.begin_turn(0)
    g.next_phase()
    imp = g.add_card(specs["Choir Imp"], 0, "hand")
    g.play_card(imp, base=meadow)
    assert g.value(g.card(imp), "power") == 4           # the Toad's +2
    before = hand(g, 0)
    g.activate(imp, 0)                                  # the Tinker's Talent
    assert hand(g, 0) == before + 1
    g.end_turn()
    assert g.value(g.card(imp), "power") == 2


def test_the_printer_writes_each_copy_back_to_the_same_syntax_tree():
    import dsl
    from dsl.printer import Printer
    from runtime.ruleset import RULESETS

    src = "ruleset smashup\n" + CARDS + ('card "Choir Imp": minion, power 2\n  Until the end of your turn, this minion '
                                         'has the same abilities as each other minion here.\n')
    rep = dsl.check_text(src, lower=False)
    pr = Printer(RULESETS["smashup"])
    printed = ["ruleset smashup"]
    for c in rep.cards:
        printed.append(f'card "{c.card.name}": {c.card.type}')
        printed.append("  " + " ".join(pr.ability(ab) for ab in c.card.abilities))
    again = dsl.check_text("\n".join(printed) + "\n", lower=False)
    assert [c.card.abilities for c in again.cards] == [c.card.abilities for c in rep.cards]
    assert "Until the end of the turn, this minion has the same ability as the chosen minion." in "\n".join(printed)
    assert "This minion has the abilities of the chosen minion." in "\n".join(printed)
