"""SPEC §4 Smash Up rules (seed 000): values SU-V1..4 and abilities SU-A1..8."""

from __future__ import annotations

import pytest
from test_runtime_cards import MINION, action, base, minion, smashup

from runtime import NotDeclarable, ScriptError
from runtime import spec as s
from runtime.spec import Const, Controller, Event, ModOp


def board(steps=()):
    g, ch = smashup(steps)
    b1 = g.add_card(base("Jungle"), None, "bases")
    b2 = g.add_card(base("Castle"), None, "bases")
    return g, ch, b1, b2


def power_bonus(origin: str, stat: str, op: ModOp, amount: int, affects=None) -> s.Static:
    return s.Static(origin=origin, effect=s.StatBonus(affects=affects or s.This(), stat=stat, op=op,
                                                        amount=Const(value=amount)))


# ---- values --------------------------------------------------------------------------------------


@pytest.mark.rule("SU-V1")
def test_SU_V1_printed_value_changed_by_an_ability_then_adjusted():
    matrix = power_bonus("smashup/matrix#0", "power", ModOp.SET_PRINTED, 5,
                         s.Each(filter=s.Filter(card_types=("minion",), name="Grunt")))
    g, _, b1, _ = board()
    grunt = g.add_card(minion("Grunt", 2), 0, "bases", at=b1)
    assert g.value(grunt, "power") == 2
    g.add_card(action("Matrix", matrix), 0, "bases", at=b1)
    assert g.value(grunt, "power") == 5
    g.execute(s.Modify(target=s.This(), stat="power", op=ModOp.ADD, amount=Const(value=1)), source=grunt)
    assert g.value(grunt, "power") == 6


@pytest.mark.rule("SU-V2")
def test_SU_V2_several_resets_current_player_chooses_one_others_ignored():
    g, ch, b1, _ = board()
    jungle = g.card(b1)
    overgrowth = power_bonus("smashup/overgrowth#0", "breakpoint", ModOp.SET, 0,
                             s.Each(filter=s.Filter(card_types=("base",))))
    g.add_card(action("Overgrowth", overgrowth), 0, "bases", at=b1)
    assert g.value(jungle, "breakpoint") == 0
    only_jungle = s.Each(filter=s.Filter(card_types=("base",), name="Jungle"))
    g.execute(s.Modify(target=only_jungle, stat="breakpoint", op=ModOp.SET, amount=Const(value=12)))
    g.execute(s.Modify(target=only_jungle, stat="breakpoint", op=ModOp.ADD, amount=Const(value=3)))
    g.begin_turn(1)
    ch.steps = [("reset", 1)]             # options in order of appearance: 0 (Overgrowth), 12
    assert g.value(jungle, "breakpoint") == 15
    ch.assert_done()
    assert ch.asked[-1].player == 1 and ch.asked[-1].kind.value == "reset"
    assert g.value(jungle, "breakpoint") == 15, "the choice stands; the other reset is ignored"


@pytest.mark.rule("SU-V3")
def test_SU_V3_adjustments_and_power_counters_add_to_the_starting_value():
    g, _, b1, _ = board()
    m = g.add_card(minion("Grunt", 3), 0, "bases", at=b1)
    g.execute(s.PlaceCounters(target=s.This(), counter="+1 power", amount=Const(value=2)), source=m)
    g.execute(s.Modify(target=s.This(), stat="power", op=ModOp.SUB, amount=Const(value=1)), source=m)
    g.execute(s.Modify(target=s.This(), stat="power", op=ModOp.SET, amount=Const(value=1)), source=m)
    assert g.value(m, "power") == 1 + 2 - 1, "a reset replaces the printed value, adjustments still apply"


@pytest.mark.rule("SU-V4")
def test_SU_V4_final_value_below_zero_becomes_zero():
    g, _, b1, _ = board()
    m = g.add_card(minion("Grunt", 2), 0, "bases", at=b1)
    g.execute(s.Modify(target=s.This(), stat="power", op=ModOp.SUB, amount=Const(value=5)), source=m)
    g.execute(s.Modify(target=s.This(), stat="power", op=ModOp.ADD, amount=Const(value=1)), source=m)
    assert g.value(m, "power") == 0           # (2 - 5 + 1) = -2 -> 0, not (0 + 1)


# ---- abilities -----------------------------------------------------------------------------------


@pytest.mark.rule("SU-A1")
def test_SU_A1_on_play_and_untimed_ongoing_apply_immediately_after_playing():
    scout = minion("Scout", 2, s.OnPlay(origin="smashup/scout#0", effect=s.Draw()))
    banner = minion("Banner", 1, power_bonus("smashup/banner#0", "power", ModOp.ADD, 1,
                                             s.Each(filter=s.Filter(card_types=("minion",), at=s.AtBase.HERE))))
    g, _, b1, _ = board()
    other = g.add_card(minion("Grunt", 2), 0, "bases", at=b1)
    g.add_card(minion("Deckcard", 1), 0, "deck")
    g.begin_turn(0)
    g.next_phase()                               # play cards
    g.play_card(g.add_card(scout, 0), base=b1)
    assert len(g.zone(0, "hand")) == 1
    g.play_card(g.add_card(banner, 0), base=b1, free=True)
    assert g.value(other, "power") == 3


@pytest.mark.rule("SU-A2")
def test_SU_A2_talent_once_per_play_cards_phase():
    talent = s.Activated(origin="smashup/gnome#0", label="talent", effect=s.Draw(), per_turn=1, phase="play cards")
    g, _, b1, _ = board()
    gnome = g.add_card(minion("Gnome", 2, talent), 0, "bases", at=b1)
    for _ in range(3):
        g.add_card(minion("Deckcard", 1), 0, "deck")
    g.begin_turn(0)
    with pytest.raises(NotDeclarable):
        g.activate(gnome)                        # start of turn: not the play cards phase
    g.next_phase()
    g.activate(gnome)
    with pytest.raises(NotDeclarable, match="SU-A2"):
        g.activate(gnome)
    g.end_turn()
    g.begin_turn(0)
    g.next_phase()
    g.activate(gnome)
    assert len(g.zone(0, "hand")) == 2


@pytest.mark.rule("SU-A2")
def test_SU_A2_triggered_resolves_only_when_its_event_happens_and_on_your_turn_once():
    watcher = minion("Watcher", 2, s.Triggered(
        origin="smashup/watcher#0", once_per_turn=True,
        when=s.EventPattern(event=Event.PLAY, subject=MINION, player=Controller.YOU),
        effect=s.Gain(resource="vp")))
    g, _, b1, _ = board()
    g.add_card(watcher, 0, "bases", at=b1)
    g.begin_turn(0)
    g.next_phase()
    assert g.resource(0, "vp") == 0
    g.play_card(g.add_card(minion("A", 1), 0), base=b1)
    g.play_card(g.add_card(minion("B", 1), 0), base=b1, free=True)
    assert g.resource(0, "vp") == 1
    assert g.trace.find(kind="skipped", what="once per turn")
    g.end_turn()
    g.begin_turn(0)
    g.next_phase()
    g.play_card(g.add_card(minion("C", 1), 0), base=b1)
    assert g.resource(0, "vp") == 2


@pytest.mark.rule("SU-A3")
def test_SU_A3_mandatory_unless_may():
    g, ch, b1, _ = board([("may", "no")])
    mine = g.add_card(minion("Mine", 2), 0, "bases", at=b1)
    ch.steps = []
    g.execute(s.Destroy(target=s.Target(filter=MINION)))          # forced: the only minion is mine
    assert g.card(mine).zone == "discard pile"
    assert not ch.asked, "a mandatory instruction asks nothing"
    g.add_card(minion("Deckcard", 1), 0, "deck")
    ch.steps = [("may", "no")]
    g.execute(s.May(effect=s.Draw()))
    ch.assert_done()
    assert len(g.zone(0, "hand")) == 0


@pytest.mark.rule("SU-A4")
def test_SU_A4_do_as_much_as_you_can():
    g, _, b1, _ = board()
    g.add_card(minion("Only", 1), 0, "hand")
    for _ in range(3):
        g.add_card(minion("Deckcard", 1), 0, "deck")
    g.execute(s.Sequence(effects=(
        s.Destroy(target=s.Target(filter=MINION)),                # no minion: skipped, not fatal
        s.Discard(amount=Const(value=2)),                          # one card: discards it
        s.Draw(amount=Const(value=2)),
    )))
    assert len(g.zone(0, "discard pile")) == 1 and len(g.zone(0, "hand")) == 2
    assert g.trace.find(kind="skipped", what="not enough legal targets")
    assert not g.trace.find(kind="not_declared")


@pytest.mark.rule("SU-A5")
def test_SU_A5_any_number_allows_zero_and_all_with_nothing_is_playable():
    g, ch, b1, _ = board([("targets", [])])
    m = g.add_card(minion("Grunt", 2), 1, "bases", at=b1)
    g.execute(s.Destroy(target=s.Target(filter=MINION, min=0, max=None)))
    ch.assert_done()
    assert g.card(m).zone == "bases"
    wipe = action("Wipe", s.OnPlay(origin="smashup/wipe#0",
                                   effect=s.Destroy(target=s.Each(filter=MINION))))
    g2, _, _, _ = board()
    g2.begin_turn(0)
    g2.next_phase()
    w = g2.add_card(wipe, 0)
    g2.play_card(w)
    assert g2.card(w).zone == "discard pile"


@pytest.mark.rule("SU-A6")
def test_SU_A6_an_ability_responds_to_any_number_of_triggers():
    mourner = minion("Mourner", 3, s.Triggered(
        origin="smashup/mourner#0", when=s.EventPattern(event=Event.DESTROY, subject=MINION),
        effect=s.Gain(resource="vp")))
    g, ch, b1, b2 = board([("order", [2, 1, 0])])
    g.add_card(mourner, 0, "bases", at=b2)
    for i in range(3):
        g.add_card(minion(f"M{i}", 1), 1, "bases", at=b1)
    g.execute(s.Destroy(target=s.Each(filter=s.Filter(card_types=("minion",), stats=(
        s.StatTest(stat="power", cmp=s.Cmp.LE, value=2),)))))
    assert g.resource(0, "vp") == 3
    ch.assert_done()


@pytest.mark.rule("SU-A7")
def test_SU_A7_moving_is_not_playing_but_a_play_instruction_is():
    herald = minion("Herald", 2, s.OnPlay(origin="smashup/herald#0", effect=s.Gain(resource="vp")))
    g, ch, b1, b2 = board([("base", "Jungle")])
    h = g.add_card(herald, 0, "bases", at=b1)
    g.execute(s.Move(target=s.Each(filter=s.Filter(name="Herald")),
                     to_base=s.Target(filter=s.Filter(card_types=("base",), name="Castle"))))
    assert g.card(h).at == b2 and g.resource(0, "vp") == 0
    g.execute(s.ReturnToHand(target=s.Each(filter=s.Filter(name="Herald"))))
    g.execute(s.PlayCard(target=s.Each(filter=s.Filter(name="Herald", zone="hand"))))
    assert g.resource(0, "vp") == 1


@pytest.mark.rule("SU-A8")
def test_SU_A8_effects_expire_at_end_of_turn_unless_stated():
    g, _, b1, _ = board()
    m = g.add_card(minion("Grunt", 2), 0, "bases", at=b1)
    g.begin_turn(0)
    g.execute(s.Modify(target=s.This(), stat="power", op=ModOp.ADD, amount=Const(value=2)), source=m)
    g.execute(s.Modify(target=s.This(), stat="power", op=ModOp.ADD, amount=Const(value=1),
                       duration=s.Duration.PERMANENT), source=m)
    assert g.value(m, "power") == 5
    g.end_turn()
    assert g.value(m, "power") == 3
    assert g.trace.find(kind="expire", what="modifier")


@pytest.mark.rule("SU-A8")
def test_SU_A8_ongoing_ends_when_its_card_leaves_play():
    banner = minion("Banner", 1, power_bonus("smashup/banner#0", "power", ModOp.ADD, 2,
                                             s.Each(filter=s.Filter(card_types=("minion",), other=True))))
    g, _, b1, _ = board()
    m = g.add_card(minion("Grunt", 2), 0, "bases", at=b1)
    bn = g.add_card(banner, 0, "bases", at=b1)
    g.execute(s.Modify(target=s.Each(filter=s.Filter(name="Grunt")), stat="power", op=ModOp.ADD,
                       amount=Const(value=1), duration=s.Duration.WHILE_SOURCE_IN_PLAY), source=bn)
    assert g.value(m, "power") == 5
    g.execute(s.Destroy(target=s.Each(filter=s.Filter(name="Banner"))))
    assert g.value(m, "power") == 2


@pytest.mark.rule("SU-A8")
def test_SU_A8_control_lasts_while_in_play_not_until_end_of_turn():
    g, _, b1, _ = board()
    theirs = g.add_card(minion("Theirs", 2), 1, "bases", at=b1)
    g.begin_turn(0)
    g.execute(s.GainControl(target=s.Each(filter=s.Filter(name="Theirs"))), controller=0)
    g.end_turn()
    assert g.card(theirs).controller == 0
    g.execute(s.Destroy(target=s.Each(filter=s.Filter(name="Theirs"))))
    assert g.card(theirs).controller == 1 and g.card(theirs).zone == "discard pile"
    assert g.card(theirs).zone_owner == 1


def test_smashup_plays_per_turn_and_extra_plays():
    g, _, b1, _ = board()
    g.begin_turn(0)
    g.next_phase()
    g.play_card(g.add_card(minion("A", 1), 0), base=b1)
    with pytest.raises(NotDeclarable):
        g.play_card(g.add_card(minion("B", 1), 0), base=b1)
    g.execute(s.PlayExtra(card_type="minion"))
    g.play_card(g.zone(0, "hand")[0].id, base=b1)
    assert len([c for c in g.in_play() if c.card_type == "minion"]) == 2


def test_smashup_scripted_chooser_fails_on_unused_answers():
    g, ch, b1, _ = board([("may", "yes")])
    with pytest.raises(ScriptError):
        ch.assert_done()


@pytest.mark.rule("SU-A8")
def test_SU_A8_action_played_on_a_minion_leaves_with_it_and_its_ongoing_ends():
    upgrade = action("Upgrade", s.Static(origin="smashup/upgrade#0", effect=s.StatBonus(
        affects=s.Each(filter=s.Filter(card_types=("minion",), name="Grunt")), stat="power", op=ModOp.ADD,
        amount=Const(value=2))))
    g, _, b1, _ = board()
    grunt = g.add_card(minion("Grunt", 2), 0, "bases", at=b1)
    g.begin_turn(0)
    g.next_phase()
    up = g.add_card(upgrade, 0)
    g.play_card(up, on=grunt)
    assert g.card(up).zone == "bases" and g.card(up).attached_to == grunt and g.card(up).at == b1
    assert g.value(grunt, "power") == 4
    g.end_turn()
    assert g.value(grunt, "power") == 4, "an Ongoing does not expire at end of turn"
    g.execute(s.ReturnToHand(target=s.Each(filter=s.Filter(name="Grunt"))))
    assert g.card(grunt).zone == "hand" and g.card(up).zone == "discard pile"
    assert g.value(grunt, "power") == 2
    assert g.trace.find(kind="rule", what="leaves with its host")
    g.state.check_invariants()


@pytest.mark.rule("SU-A2")
def test_SU_A2_on_your_turn_ongoing_ability_once_per_your_play_cards_phase():
    ongoing = s.Activated(origin="smashup/drummer#0", label="ongoing", effect=s.Gain(resource="vp"),
                          per_turn=1, phase="play cards", your_turn_only=True)
    g, _, b1, _ = board()
    d = g.add_card(minion("Drummer", 2, ongoing), 0, "bases", at=b1)
    g.begin_turn(1)
    g.next_phase()
    with pytest.raises(NotDeclarable, match="your turn"):
        g.activate(d)                                # the opponent's turn
    g.end_turn()
    g.begin_turn(0)
    g.next_phase()
    g.activate(d)
    with pytest.raises(NotDeclarable):
        g.activate(d)
    assert g.resource(0, "vp") == 1


def test_a_stat_comparison_with_a_computed_amount():
    bully = minion("Bully", 4, s.OnPlay(origin="smashup/bully#0", effect=s.Destroy(target=s.Each(filter=s.Filter(
        card_types=("minion",), at=s.AtBase.HERE,
        stats=(s.StatTest(stat="power", cmp=s.Cmp.LT, amount=s.StatOf(of=s.This(), stat="power")),))))))
    g, _, b1, _ = board()
    weak = g.add_card(minion("Weak", 3), 1, "bases", at=b1)
    equal = g.add_card(minion("Equal", 4), 1, "bases", at=b1)
    g.begin_turn(0)
    g.next_phase()
    g.play_card(g.add_card(bully, 0), base=b1)
    assert g.card(weak).zone == "discard pile" and g.card(equal).zone == "bases"


@pytest.mark.rule("SU-A6")
def test_SU_A6_restricted_extra_play_only_for_a_matching_card_from_its_zone():
    """"Play an extra minion of power 2 or less from your discard pile": the grant is used only
    by a card that meets it, from that zone; the regular play is separate; grants end with the
    play phase."""
    crane = s.PlayExtra(card_type="minion", zone="discard pile",
                        filter=s.Filter(stats=(s.StatTest(stat="power", cmp=s.Cmp.LE, value=2),)))
    g, _, b1, _ = board()
    big = g.add_card(minion("Big", 4), 0, "discard pile")
    small = g.add_card(minion("Small", 2), 0, "discard pile")
    other = g.add_card(minion("Other", 1), 0, "discard pile")
    g.begin_turn(0)
    g.next_phase()                                     # play cards
    g.execute(crane, controller=0)
    with pytest.raises(NotDeclarable):
        g.play_card(big, base=b1)                      # power 4: the grant does not allow it
    g.play_card(small, base=b1)
    assert g.card(small).zone == "bases"
    with pytest.raises(NotDeclarable):                 # the one grant is used up
        g.play_card(other, base=b1)
    assert g.state.players[0].plays_left.get("minion") == 1   # the regular play is untouched
    g.execute(crane, controller=0)
    g.end_turn()
    g.begin_turn(0)
    g.next_phase()
    assert g.state.players[0].extra_plays == []        # extra plays last this turn only


def test_a_card_placed_on_the_bottom_of_a_deck_is_drawn_last_and_on_top_first():
    g, _, b1, _ = board()
    top = g.add_card(minion("Top", 1), 0, "deck")
    a = g.add_card(minion("A", 2), 0, "hand")
    b = g.add_card(minion("B", 2), 0, "hand")
    g.execute(s.Move(target=s.Each(filter=s.Filter(zone="hand", name="A")), to_zone="deck", bottom=True))
    g.execute(s.Move(target=s.Each(filter=s.Filter(zone="hand", name="B")), to_zone="deck"))
    assert g.state.zone_cards(0, "deck") == [a, top, b]      # the list's end is the top of the deck
    g.execute(s.Draw(amount=Const(value=1)))
    assert g.card(b).zone == "hand" and g.card(a).zone == "deck"


def test_shuffling_a_whole_hand_into_the_deck_keeps_every_card():
    g, _, _, _ = board()
    hand = [g.add_card(minion(f"H{i}", 1), 0, "hand") for i in range(3)]
    deck = [g.add_card(minion(f"D{i}", 1), 0, "deck") for i in range(2)]
    g.execute(s.ShuffleIntoDeck(target=s.Each(filter=s.Filter(zone="hand", controller=Controller.YOU))))
    assert g.zone(0, "hand") == [] and sorted(g.state.zone_cards(0, "deck")) == sorted(hand + deck)


def test_a_pick_is_chosen_at_declaration_and_referred_to_afterwards():
    """A base chosen, then its minions returned to their owners' hands; a minion chosen, then as
    many cards drawn as its power, then that minion destroyed: `Picked` is the choice."""
    g, _, b1, b2 = board([("targets", "Castle")])
    here = g.add_card(minion("Here", 2), 1, "bases", at=b2)
    away = g.add_card(minion("Away", 2), 1, "bases", at=b1)
    crop = s.Pick(target=s.Target(filter=s.Filter(card_types=("base",))),
                  with_picked=s.ReturnToHand(target=s.Each(filter=s.Filter(card_types=("minion",), at=s.AtBase.PICKED))))
    g.execute(crop, controller=0)
    assert g.card(here).zone == "hand" and g.card(away).zone == "bases"

    g2, _, b1, _ = board([("targets", "Big")])
    big = g2.add_card(minion("Big", 3), 0, "bases", at=b1)
    g2.add_card(minion("Small", 1), 0, "bases", at=b1)
    for i in range(4):
        g2.add_card(minion(f"D{i}", 1), 0, "deck")
    fight = s.Pick(target=s.Target(filter=s.Filter(card_types=("minion",), controller=Controller.YOU)),
                   with_picked=s.Sequence(effects=(s.Draw(amount=s.StatOf(of=s.Picked(), stat="power")),
                                            s.Destroy(target=s.Picked()))))
    g2.execute(fight, controller=0)
    assert len(g2.zone(0, "hand")) == 3 and g2.card(big).zone == "discard pile"


def test_an_ongoing_bonus_counted_for_each_matching_minion():
    """"+1 power for each of your other minions here" is counted whenever the value is read."""
    bonus = s.Static(origin="smashup/star#0", effect=s.StatBonus(
        affects=s.This(), stat="power", op=ModOp.ADD,
        amount=s.Times(left=Const(value=1), right=s.CountOf(filter=s.Filter(
            card_types=("minion",), controller=Controller.YOU, other=True, at=s.AtBase.HERE)))))
    g, _, b1, b2 = board()
    star = g.add_card(minion("Star", 2, bonus), 0, "bases", at=b1)
    assert g.value(star, "power") == 2
    g.add_card(minion("Friend", 1), 0, "bases", at=b1)
    g.add_card(minion("Far", 1), 0, "bases", at=b2)
    g.add_card(minion("Foe", 1), 1, "bases", at=b1)
    assert g.value(star, "power") == 3
