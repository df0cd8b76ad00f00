"""u16a (issue 16): triggers and self-reference. A trigger on the card's own play is its on-play
text (SU-A1, SU-A7); turn timings "after each player's turn"; moves "is moved to / here";
"when this minion leaves play"; "Minions played here have … until …" on a base; "after a base
scores, if this minion was there"; "each player who had a minion here" after a scoring.
Cards written for this project (made-up names)."""

from __future__ import annotations

import pytest

from runtime import spec as s

from su_table import compiled, e501, hand_size, ongoing_game


def _on_play(text: str, kind: str = "minion, power 2") -> tuple:
    specs = compiled(f'card "Probe": {kind}\n  {text}\n')
    return specs["Probe"].abilities


PLAIN = _on_play("Draw a card.")


@pytest.mark.rule("SU-A1")
@pytest.mark.parametrize("text", [
    "When you play this minion, draw a card.",
    "When this minion is played, draw a card.",
    "After you play this minion, draw a card.",
    "After this minion is played, draw a card.",
    "When you play this card, draw a card.",
    "When you play this minion here, draw a card.",
    "Whenever you play this minion, draw a card.",
])
def test_a_trigger_on_its_own_play_is_its_on_play_text(text):
    """The same compiled ability as the plain sentence (origins aside)."""
    got = _on_play(text)
    assert [type(a) for a in got] == [s.OnPlay]
    assert got[0].effect == PLAIN[0].effect


@pytest.mark.rule("SU-A1")
@pytest.mark.parametrize("text", [
    "When you play this action, draw a card.",
    "After you play this card, draw a card.",
    "When this action is played, draw a card.",
])
def test_an_action_too(text):
    got = _on_play(text, "action")
    assert [type(a) for a in got] == [s.OnPlay]
    assert got[0].effect == _on_play("Draw a card.", "action")[0].effect


@pytest.mark.rule("SU-A1")
def test_the_sentences_after_it_continue_it():
    """"… you may discard a card. If you do, draw two cards.": one on-play ability, as plain text."""
    got = _on_play("When this minion is played, you may discard a card. If you do, draw two cards.")
    assert got == _on_play("You may discard a card. If you do, draw two cards.")


@pytest.mark.rule("SU-A7")
@pytest.mark.parametrize("played", [True, False])
def test_it_runs_when_played_not_when_moved(played):
    g, _, specs, field = ongoing_game('''
card "Lantern Imp": minion, power 2
  When you play this minion, draw a card.
card "Shove": action
  Move a minion to another base.
''')
    meadow = g.add_card(specs["Meadow"], None, "bases")
    g.begin_turn(0)
    g.next_phase()
    if played:
        imp = g.add_card(specs["Lantern Imp"], 0)
        before = hand_size(g, 0)
        g.play_card(imp, base=field)
        assert hand_size(g, 0) == before - 1 + 1, "played from the hand, a card drawn"
    else:
        imp = g.add_card(specs["Lantern Imp"], 0, "bases", at=field)
        before = hand_size(g, 0)
        g.play_card(g.add_card(specs["Shove"], 0))
        assert g.card(imp).at == meadow
        assert hand_size(g, 0) == before, "moved, not played: nothing drawn"


@pytest.mark.parametrize("text,why", [
    ('card "P": minion, power 2\n  Ongoing: When you play this minion, draw a card.\n', "own play"),
    ('card "P": minion, power 2\n  Talent: When you play this minion, draw a card.\n', "own play"),
    ('card "P": minion, power 2\n  Before you play this minion, draw a card.\n', "before"),
])
def test_a_trigger_on_its_own_play_elsewhere_is_refused(text, why):
    msgs = e501(text)
    assert msgs and why in msgs[0]


@pytest.mark.rule("SU-A2")
@pytest.mark.parametrize("whose,on_own,on_other", [("each player's", 1, 1), ("any player's", 1, 1), ("your", 1, 0)])
def test_after_a_players_turn(whose, on_own, on_other):
    """"After each player's turn": at the end of every turn, as "after each turn" ("after your
    turn": yours only; the ordinary end-of-turn draw is the player's whose turn it is)."""
    g, _, specs, field = ongoing_game(f'''
card "Night Owl": minion, power 2
  Ongoing: After {whose} turn, draw a card.
''')
    g.add_card(specs["Night Owl"], 0, "bases", at=field)
    g.begin_turn(0)
    g.end_turn()
    own = hand_size(g, 0)
    g.begin_turn(1)
    g.end_turn()
    other = hand_size(g, 0) - own
    g2, _, specs2, field2 = ongoing_game("")
    g2.begin_turn(0)
    g2.end_turn()
    assert own - hand_size(g2, 0) == on_own
    assert other == on_other


@pytest.mark.rule("SU-A2")
@pytest.mark.parametrize("text", [
    "Ongoing: When this minion is moved to another base, draw a card.",
    "Ongoing: After this minion is moved, draw a card.",
])
def test_is_moved_to_another_base(text):
    g, _, specs, field = ongoing_game(f'''
card "Drifter": minion, power 2
  {text}
card "Shove": action
  Move a minion to another base.
''')
    meadow = g.add_card(specs["Meadow"], None, "bases")
    drifter = g.add_card(specs["Drifter"], 0, "bases", at=field)
    g.begin_turn(0)
    g.next_phase()
    before = hand_size(g, 0)
    g.play_card(g.add_card(specs["Shove"], 0))
    assert g.card(drifter).at == meadow
    assert hand_size(g, 0) == before + 1


@pytest.mark.rule("SU-A2")
def test_a_minion_is_moved_here():
    g, _, specs, field = ongoing_game('''
card "Harbour Gull": minion, power 2
  Ongoing: After a minion is moved here, its owner draws a card.
card "Shove": action
  Move a minion to another base.
''', [("targets", "Grunt")])
    meadow = g.add_card(specs["Meadow"], None, "bases")
    g.add_card(specs["Harbour Gull"], 0, "bases", at=field)
    walker = g.add_card(specs["Grunt"], 1, "bases", at=meadow)
    g.begin_turn(0)
    g.next_phase()
    g.play_card(g.add_card(specs["Shove"], 0))
    assert g.card(walker).at == field
    assert hand_size(g, 1) == 1, "the moved minion's owner draws"


@pytest.mark.rule("SU-A2")
def test_when_this_minion_leaves_play():
    """"When this minion leaves play" (as "after"): however it leaves, once it has left."""
    g, _, specs, field = ongoing_game('''
card "Paper Crane": minion, power 2
  Ongoing: When this minion leaves play, each player draws a card.
''', [("targets", "Paper Crane")])
    crane = g.add_card(specs["Paper Crane"], 0, "bases", at=field)
    g.begin_turn(0)
    g.next_phase()
    g.play_card(g.add_card(specs["Smash"], 0))
    assert g.card(crane).zone == "discard pile"
    assert hand_size(g, 0) == 1 and hand_size(g, 1) == 1


@pytest.mark.rule("SU-A8")
@pytest.mark.rule("SU-A7")
def test_minions_played_here_have_power_until_the_end_of_the_turn():
    """Each minion played here gets +1 power until the end of the turn; one moved here does not."""
    g, _, specs, field = ongoing_game('''
card "Bright Plaza": base, breakpoint 30, vp 3/2/1
  Minions played here have +1 power until the end of the turn.
card "Shove": action
  Move a minion to another base.
''', [("targets", "Pebble"), ("targets", "Bright Plaza")])
    plaza = g.add_card(specs["Bright Plaza"], None, "bases")
    walker = g.add_card(specs["Pebble"], 0, "bases", at=field)
    g.begin_turn(0)
    g.next_phase()
    grunt = g.add_card(specs["Grunt"], 0)
    g.play_card(grunt, base=plaza)
    assert g.value(grunt, "power") == 4
    g.play_card(g.add_card(specs["Shove"], 0))
    assert g.card(walker).at == plaza and g.value(walker, "power") == 1
    g.end_turn()
    assert g.value(grunt, "power") == 3


def test_played_here_with_no_duration_is_refused():
    assert e501('card "Dull Plaza": base, breakpoint 30, vp 3/2/1\n  Minions played here have +1 power.\n')


@pytest.mark.rule("SU-G3")
@pytest.mark.parametrize("text", [
    "Ongoing: After a base scores, if this minion was there, draw two cards.",
    "Ongoing: After this base scores, if this minion was there, draw two cards.",
])
def test_after_a_base_scores_if_this_minion_was_there(text):
    """The scoring of the base this minion is on (as "after this base scores"), not another."""
    g, _, specs, field = ongoing_game(f'''
card "Tide Watcher": minion, power 2
  {text}
''')
    meadow = g.add_card(specs["Meadow"], None, "bases")
    g.add_card(specs["Tide Watcher"], 0, "bases", at=field)
    g.add_card(specs["Grunt"], 1, "bases", at=meadow)
    g.begin_turn(0)
    g.score_base(meadow)
    assert hand_size(g, 0) == 0, "another base scored"
    g.score_base(field)
    assert hand_size(g, 0) == 2


@pytest.mark.rule("SU-G3")
def test_each_player_who_had_a_minion_here():
    """After a scoring the cards are still on the base: "who had a minion here" is "with"."""
    g, _, specs, field = ongoing_game('''
card "Old Quay": base, breakpoint 20, vp 3/2/1
  After this base scores, each player who had a minion here draws a card.
''')
    quay = g.add_card(specs["Old Quay"], None, "bases")
    g.add_card(specs["Grunt"], 1, "bases", at=quay)
    g.begin_turn(0)
    g.score_base(quay)
    assert hand_size(g, 1) == 1 and hand_size(g, 0) == 0


def test_who_had_elsewhere_is_refused():
    assert e501('card "P": minion, power 2\n  Each player who had a minion here draws a card.\n')


@pytest.mark.rule("SU-A1")
@pytest.mark.parametrize("text,power", [
    ("When this minion is played, give it +1 power until the end of the turn.", 3),
    ("When you play this minion, it gains +2 power until the end of the turn.", 4),
])
def test_it_right_after_the_trigger_is_the_card_itself(text, power):
    g, _, specs, field = ongoing_game(f'card "Imp": minion, power 2\n  {text}\n')
    g.begin_turn(0)
    g.next_phase()
    imp = g.add_card(specs["Imp"], 0)
    g.play_card(imp, base=field)
    assert g.value(imp, "power") == power


@pytest.mark.rule("SU-A1")
@pytest.mark.parametrize("alone,drawn", [(True, 2), (False, 0)])
def test_if_it_is_the_only_minion_here(alone, drawn):
    g, _, specs, field = ongoing_game('''
card "Hermit": minion, power 2
  When this minion is played, if it is the only minion here, draw two cards.
''')
    if not alone:
        g.add_card(specs["Grunt"], 1, "bases", at=field)
    g.begin_turn(0)
    g.next_phase()
    hermit = g.add_card(specs["Hermit"], 0)
    before = hand_size(g, 0)
    g.play_card(hermit, base=field)
    assert hand_size(g, 0) == before - 1 + drawn


@pytest.mark.rule("SU-G3")
@pytest.mark.parametrize("there,drawn", [(True, 1), (False, 0)])
def test_if_you_had_a_minion_here_after_a_scoring(there, drawn):
    g, _, specs, field = ongoing_game('''
card "Dune": base, breakpoint 20, vp 3/2/1
  After this base scores, if you had a minion here, draw a card.
''')
    dune = g.add_card(specs["Dune"], None, "bases")
    g.add_card(specs["Grunt"], 1, "bases", at=dune)
    if there:
        g.add_card(specs["Pebble"], 0, "bases", at=dune)
    g.begin_turn(0)
    g.score_base(dune)
    assert hand_size(g, 0) == drawn


def test_had_outside_a_scoring_is_refused():
    assert e501('card "P": minion, power 2\n  If you had a minion here, draw a card.\n')
