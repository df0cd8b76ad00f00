""""Name a minion. … with that name" (issue 16, h16o): the controller names one of the names of
the cards of a type in the game (`NameCard(card_type=…)`), and a filter of the same ability
"with that name" is of the name named (`Filter.named_as_picked`, fixed when it is used;
docs/runtime.md). Cards in our own words with made-up names."""

from __future__ import annotations

import pytest

import dsl
from dsl.printer import Printer
from runtime import SMASHUP, Game, ScriptedChooser
from runtime.ruleset import RULESETS

from su_table import MEADOW_BASICS, compiled, e501, meadow_game

CARDS = '''
card "Nosy Critic": minion, power 2
  Talent: Name a minion. Each minion here with that name gets -1 power until the end of the turn.
card "Loud Rumor": action
  Draw a card.
'''


@pytest.mark.rule("SU-V3")
def test_minions_here_with_the_name_named_lose_power():
    g, specs, meadow = meadow_game(CARDS, steps=[("name", "Brute")])
    critic = g.add_card(specs["Nosy Critic"], 0, "bases", at=meadow)
    brutes = [g.add_card(specs["Brute"], i % 2, "bases", at=meadow) for i in range(3)]
    twig = g.add_card(specs["Twig"], 1, "bases", at=meadow)
    g.begin_turn(0)
    g.next_phase()
    g.activate(critic, 0)
    assert [g.value(b, "power") for b in brutes] == [2, 2, 2]
    assert g.value(twig, "power") == 1 and g.value(critic, "power") == 2      # other names: unchanged


@pytest.mark.rule("SU-V3")
def test_the_other_name_named_changes_other_minions():
    g, specs, meadow = meadow_game(CARDS, steps=[("name", "Twig")])
    critic = g.add_card(specs["Nosy Critic"], 0, "bases", at=meadow)
    brute = g.add_card(specs["Brute"], 1, "bases", at=meadow)
    twig = g.add_card(specs["Twig"], 1, "bases", at=meadow)
    g.begin_turn(0)
    g.next_phase()
    g.activate(critic, 0)
    assert g.value(brute, "power") == 3 and g.value(twig, "power") == 0


def test_only_names_of_the_type_are_offered():
    g, specs, meadow = meadow_game(CARDS, steps=[("name", "Twig")])
    critic = g.add_card(specs["Nosy Critic"], 0, "bases", at=meadow)
    g.add_card(specs["Brute"], 1, "hand")
    g.add_card(specs["Loud Rumor"], 0, "hand")
    g.begin_turn(0)
    g.next_phase()
    g.activate(critic, 0)
    asked = [d for d in g.chooser.asked if d.kind.value == "name"]
    assert [list(d.options) for d in asked] == [["Brute", "Nosy Critic", "Twig"]]     # no base, no action


def test_naming_a_base_or_any_card_is_refused_in_smash_up():
    assert any("naming" in m for m in e501('card "Odd Sign": action\n  Name a base. Draw a card.\n'))
    assert any("naming `a card`" in m for m in e501('card "Odd Sign": action\n  Name a card. Draw a card.\n'))


FACTIONS = '''
card "Dune": base, breakpoint 25, vp 3/2/1
card "Tide Caller": minion, power 2, faction Sailors
  Name a faction. Move all other players' minions of that faction from one base to another.
card "Reef Imp": minion, power 2, faction Reefers
card "Moss Imp": minion, power 2, faction Mossers
'''


@pytest.mark.rule("SU-A3")
def test_the_other_players_minions_of_the_faction_named_move():
    g, specs, meadow = meadow_game(FACTIONS, steps=[("name", "Reefers"), ("targets", "Meadow"), ("targets", "Dune")])
    dune = g.add_card(specs["Dune"], None, "bases")
    reefs = [g.add_card(specs["Reef Imp"], 1, "bases", at=meadow) for _ in range(2)]
    moss = g.add_card(specs["Moss Imp"], 1, "bases", at=meadow)
    mine = g.add_card(specs["Reef Imp"], 0, "bases", at=meadow)
    g.begin_turn(0)
    g.next_phase()
    g.play_card(g.add_card(specs["Tide Caller"], 0, "hand"), base=meadow)
    assert [g.card(r).at for r in reefs] == [dune, dune]
    assert g.card(moss).at == meadow and g.card(mine).at == meadow     # other faction; not another player's
    asked = [d for d in g.chooser.asked if d.kind.value == "name"]
    assert list(asked[0].options) == ["Mossers", "Reefers", "Sailors"]      # the factions in the game


def test_minions_of_that_faction_with_no_faction_named_are_refused():
    assert any("of" in m for m in e501('card "Odd Gust": action\n  Move all minions of that faction to another base.\n'))


TYPES = '''
card "Loud Rumor": action
  Draw a card.
card "Dowsing Rod": action
  Say either "action" or "minion". Reveal cards from your deck until you reveal a card of that type. Draw it.
'''


@pytest.mark.parametrize("said, drawn", [("minion", "Brute"), ("action", "Loud Rumor")])
@pytest.mark.rule("SU-A1")
def test_the_card_of_the_type_said_is_drawn(said, drawn):
    specs = compiled(MEADOW_BASICS + TYPES)
    g = Game(SMASHUP, ("Ann", "Bob"), chooser=ScriptedChooser([("name", said)]), seed=1)
    g.add_card(specs["Meadow"], None, "bases")
    for name in ("Twig", "Brute", "Loud Rumor"):        # bottom to top
        g.add_card(specs[name], 0, "deck")
    g.begin_turn(0)
    g.next_phase()
    before = {c.id for c in g.zone(0, "hand")}
    g.play_card(g.add_card(specs["Dowsing Rod"], 0, "hand"))
    assert [c.spec.name for c in g.zone(0, "hand") if c.id not in before] == [drawn]
    assert len(g.zone(0, "deck")) == 2          # the others stay in the deck


def test_of_that_type_with_nothing_said_is_refused():
    assert e501('card "Odd Rod": action\n  Reveal cards from your deck until you reveal a card of that type. Draw it.\n')


@pytest.mark.rule("SU-A3")
def test_a_target_with_that_name_is_chosen_among_cards_of_the_name_named():
    # the name is named as the card is played, so the target is one of that name: no target
    # choice is left when only one card has it
    cards = 'card "Snoop": action\n  Name a minion. Destroy a minion with that name.\n'
    g, specs, meadow = meadow_game(cards, steps=[("name", "Twig")])
    brute = g.add_card(specs["Brute"], 1, "bases", at=meadow)
    twig = g.add_card(specs["Twig"], 1, "bases", at=meadow)
    g.begin_turn(0)
    g.next_phase()
    g.play_card(g.add_card(specs["Snoop"], 0, "hand"))
    assert g.card(twig).zone == "discard pile" and g.card(brute).zone == "bases"
    assert [d.kind.value for d in g.chooser.asked] == ["name"]


def _parsed(text: str):
    rep = dsl.check_text('ruleset smashup\ncard "Probe": minion, power 2, faction Probers\n  ' + text + "\n", lower=False)
    card = rep.cards[-1]
    assert not [d.message for d in card.diagnostics if d.severity.name == "ERROR"]
    return card.card.abilities[-1]


@pytest.mark.parametrize("text, printed", [
    ("Name a minion. Each minion here with that name gets +2 power until the end of the turn.", None),
    ("Name a faction. Destroy each other player's minion of that faction here.", None),
    ("Name an action. Give each minion with that name +1 power until the end of the turn.", None),
    ('Say either "action" or "minion". Reveal cards from your deck until you reveal a card of that type. Draw it.',
     'Say either "action" OR "minion".'),
])
def test_the_printer_round_trip(text, printed):
    ab = _parsed(text)
    again = Printer(RULESETS["smashup"]).ability(ab)
    assert _parsed(again) == ab
    if printed is not None:
        assert again.startswith(printed)
