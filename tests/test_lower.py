"""Lowering: card text -> runtime IR. The seed examples compile to the IR their rules need;
what the runtime cannot execute is an E501 that quotes the words."""

from __future__ import annotations

from pathlib import Path

import pytest

import dsl
from dsl.lowering import lower_card
from runtime import spec as s

ROOT = Path(__file__).resolve().parent.parent
SETS = sorted((ROOT / "cardsets").rglob("*.cards"))


def lowered(path: Path) -> dict[str, list]:
    rep = dsl.check_path(path)
    assert rep.ok
    out = {}
    for c in rep.cards:
        lo = lower_card(c.card, rep.ruleset, rep.source.text, str(path))
        assert not lo.diagnostics, (c.name, [d.message for d in lo.diagnostics])
        out[c.name] = [ir for ir, _ in lo.abilities]
    return out


@pytest.fixture(scope="module")
def berserk():
    return lowered(ROOT / "cardsets" / "berserk" / "heroes.cards")


@pytest.fixture(scope="module")
def smashup():
    return lowered(ROOT / "cardsets" / "smashup" / "clockwork.cards")


def one(text: str, ruleset: str = "smashup", header: str = 'card "Probe": minion, power 2'):
    rep = dsl.check_text(f"ruleset {ruleset}\n{header}\n  {text}\n", path="t.cards", lower=False)
    c = rep.cards[0]
    assert c.ok, [d.message for d in c.diagnostics]
    return lower_card(c.card, rep.ruleset, rep.source.text, "t.cards"), rep.source.text


@pytest.mark.parametrize("path", SETS, ids=lambda p: p.name)
def test_every_shipped_card_compiles(path):
    lowered(path)


@pytest.mark.rule("BH-502.6")
def test_BH_502_6_raptor_and_cataclysm_are_mass_abilities(berserk):
    (raptor,) = berserk["Raptor"]
    assert isinstance(raptor, s.OnPlay) and raptor.label == "recruit"
    assert isinstance(raptor.effect.target, s.Each)
    assert raptor.effect.target.filter.stats == (s.StatTest(stat="cost", cmp=s.Cmp.LE, value=3),)
    (cataclysm,) = berserk["Cataclysm"]
    assert cataclysm.effect == s.Destroy(target=s.Each(filter=s.Filter(card_types=("creature",))))


@pytest.mark.rule("BH-502.6")
def test_BH_502_6_vial_of_healing_chooses_one_to_three_targets(berserk):
    (vial,) = berserk["Vial of Healing"]
    heal = vial.effect
    assert heal.divided and heal.amount == s.Const(value=3)
    assert (heal.target.min, heal.target.max) == (1, 3)
    assert heal.target.filter.card_types == ("creature", "hero")


@pytest.mark.rule("BH-502.7")
def test_BH_502_7_sinister_cube_needs_an_element(berserk):
    (cube,) = berserk["Sinister Cube"]
    assert isinstance(cube.effect.target, s.Target) and cube.effect.target.filter.has_element is True


@pytest.mark.rule("BH-502.9")
def test_BH_502_9_noita_and_bjornbon_restrictions(berserk):
    (noita,) = berserk["Noita"]
    assert noita.effect.target.filter.counters == (s.CounterTest(counter="wound", cmp=s.Cmp.EQ, value=0),)
    (bjorn,) = berserk["Bjornbon"]
    assert bjorn.costs == (s.Cost(cost=s.CostKind.TAP_SELF),)
    assert isinstance(bjorn.effect, s.Apply) and isinstance(bjorn.effect.effect, s.MustTarget)


@pytest.mark.rule("BH-525")
def test_BH_525_galliwespin_replaces_the_amount(berserk):
    (g,) = berserk["Galliwespin"]
    assert isinstance(g, s.Replacement)
    assert (g.when.event, g.when.resource) == (s.Event.GAIN, "prayer token")
    assert g.instead == s.ReplaceAmount(amount=s.Plus(left=s.ThatMany(), right=s.Const(value=1)))


@pytest.mark.rule("BH-505")
def test_BH_505_death_triggers(berserk):
    (smaita,) = berserk["Smaita"]
    assert smaita.when.event is s.Event.DESTROY and smaita.when.this
    (orc,) = berserk["Orc Avenger"]
    assert orc.when.subject.other and orc.when.subject.controller is s.Controller.YOU
    (trj,) = berserk["Trjasovitsa"]
    assert (trj.when.cause_types, trj.when.cause_controller) == (("creature",), s.Controller.OPPONENT)
    assert trj.effect == s.GainControl(target=s.EventSource())


@pytest.mark.rule("BH-501.4")
def test_BH_501_4_poisoned_restriction_is_a_target_filter(berserk):
    (witch,) = berserk["Venom Witch"]
    assert witch.effect.target.filter.counters == (s.CounterTest(counter="poison", cmp=s.Cmp.GE, value=1),)


@pytest.mark.rule("BH-524.1")
def test_BH_524_modal_constructors(berserk):
    (drums,) = berserk["War Drums"]
    assert (drums.effect.min, drums.effect.max, drums.effect.repeats) == (2, 2, True)
    (hymn,) = berserk["Battle Hymn"]
    assert (hymn.effect.min, hymn.effect.max, hymn.effect.repeats) == (1, 3, False)


@pytest.mark.rule("BH-521")
def test_BH_521_next_turn_is_a_delayed_effect(berserk):
    (slow,) = berserk["Slow Poison"]
    assert isinstance(slow.effect, s.Delay) and slow.effect.when.event is s.Event.TURN_START


@pytest.mark.rule("SU-V1")
def test_SU_V1_regulator_sets_the_printed_value_of_its_host(smashup):
    (reg,) = smashup["Regulator"]
    assert reg.effect == s.StatBonus(affects=s.Host(), stat="power", op=s.ModOp.SET_PRINTED, amount=s.Const(value=5))


@pytest.mark.rule("SU-V2")
def test_SU_V2_resets_of_the_starting_value(smashup):
    (bloom,) = smashup["Rust Bloom"]
    assert bloom.effect == s.Modify(target=s.Host(), stat="breakpoint", op=s.ModOp.SET, amount=s.Const(value=0),
                                    duration=s.Duration.END_OF_TURN)
    (copy,) = smashup["Copy Engine"]
    assert copy.effect.op is s.ModOp.SET and isinstance(copy.effect.amount, s.MaxStat)
    assert copy.effect.amount.printed and copy.effect.amount.filter.here


@pytest.mark.rule("SU-A2")
def test_SU_A2_talents_are_once_per_play_phase(smashup):
    (t,) = smashup["Spring Tinker"]
    assert isinstance(t, s.Activated) and (t.per_turn, t.phase, t.your_turn_only) == (1, "play cards", True)


@pytest.mark.rule("SU-A3")
def test_SU_A3_only_may_is_optional(smashup):
    (fog,) = smashup["Fog Caller"]
    assert isinstance(fog.effect, s.May)
    (over,) = smashup["Overdrive"]
    assert not isinstance(over.effect, s.May)


@pytest.mark.rule("SU-A8")
def test_SU_A8_durations(smashup):
    (shade,) = smashup["Drifting Shade"]
    assert shade.effect.duration is s.Duration.START_OF_YOUR_NEXT_TURN
    (over,) = smashup["Overdrive"]
    assert over.effect.duration is s.Duration.END_OF_TURN


def test_a_placement_sentence_is_where_the_action_goes(smashup):
    (last,) = smashup["Last Light"]
    assert isinstance(last, s.Replacement) and last.when.host     # "this minion": the card it is played on


def test_origins_name_the_card_and_the_ability(berserk):
    (smith_tap, smith_coin) = berserk["Field Smith"]
    assert (smith_tap.origin, smith_coin.origin) == ("berserk/field-smith#0", "berserk/field-smith#1")


def test_what_cannot_run_is_an_error_that_quotes_the_words():
    lo, text = one("Choose a base.")
    (d,) = lo.diagnostics
    assert d.code.id == "E501"
    assert "`Choose a base`" in d.message or "choose" in d.message.lower()
    assert text[d.primary.span.start:d.primary.span.end].startswith("Choose")
    assert not lo.abilities            # nothing half-compiled is kept


@pytest.mark.parametrize("text", [
    "Draw X cards, where X is the number of minions you have here.",
    "Ongoing: This minion's power is doubled.",
    "Ongoing: If this is your only minion here, this minion has +2 power.",
    "Ongoing: After the first time a minion is destroyed here, draw a card.",   # once in a game
])
def test_accepted_text_the_runtime_cannot_run_is_never_dropped(text):
    lo, _ = one(text)
    assert [d.code.id for d in lo.diagnostics] == ["E501"]
    assert not lo.abilities


def test_a_name_selects_a_card_or_a_subtype_by_what_the_set_says_it_is():
    text = ('ruleset berserk\ncard "Raptor": creature (Dinosaur), cost 5, life 4, strike 3\n'
            'card "Meteor": spell, cost 2\n  Destroy target Dinosaur.\n'
            'card "Lure": spell, cost 1\n  Destroy target Raptor.\n')
    rep = dsl.check_text(text, path="t.cards")
    assert rep.ok
    by_name = {c.name: lower_card(c.card, rep.ruleset, rep.source.text, "t.cards", rep.table) for c in rep.cards}
    (meteor,) = by_name["Meteor"].abilities
    assert meteor[0].effect.target.filter.subtypes == ("Dinosaur",) and meteor[0].effect.target.filter.name is None
    (lure,) = by_name["Lure"].abilities
    assert lure[0].effect.target.filter.name == "Raptor"


@pytest.mark.parametrize("text,who", [
    ("Each other player discards a card.", s.Who.EACH_OPPONENT),
    ("Each player draws a card.", s.Who.EACH_PLAYER),
    ("Each other player must discard a card.", s.Who.EACH_OPPONENT),
])
def test_instructions_to_other_players(text, who):
    lo, _ = one(text)
    assert not lo.diagnostics, [d.message for d in lo.diagnostics]
    (ab, _), = lo.abilities
    assert ab.effect.who is who


def test_a_minion_here_counts_at_least_one():
    lo, _ = one("If you have a minion here, draw a card.")
    (ab, _), = lo.abilities
    assert ab.effect.condition == s.CountIs(filter=s.Filter(card_types=("minion",), controller=s.Controller.YOU,
                                                            here=True), cmp=s.Cmp.GE, value=s.Const(value=1))


@pytest.mark.parametrize("text,bottom", [
    ("Place this card on the bottom of your deck.", True),
    ("Place a card from your hand on top of your deck.", False),
])
def test_placing_on_the_top_or_bottom_of_a_deck(text, bottom):
    lo, _ = one(text)
    (ab, _), = lo.abilities
    assert (ab.effect.to_zone, ab.effect.bottom) == ("deck", bottom)


def test_shuffling_a_hand_into_a_deck_selects_every_card_of_the_hand():
    lo, _ = one("Shuffle your hand into your deck.")
    (ab, _), = lo.abilities
    assert ab.effect == s.ShuffleIntoDeck(target=s.Each(filter=s.Filter(zone="hand", controller=s.Controller.YOU)))


def test_choose_then_refer_to_the_choice():
    lo, _ = one("Choose a base. Destroy each minion of power 2 or less there.", header='card "Probe": action')
    (ab, _), = lo.abilities
    pick = ab.effect
    assert isinstance(pick, s.Pick) and pick.target.filter.card_types == ("base",)
    assert pick.then.target.filter.at_picked and pick.then.target.filter.stats[0].value == 2
    lo, _ = one("Choose a minion you control. Place two +1 power counters on it.", header='card "Probe": action')
    (ab, _), = lo.abilities
    assert ab.effect.then == s.PlaceCounters(target=s.Picked(), counter="+1 power", amount=s.Const(value=2))


def test_an_ongoing_bonus_for_each_counts_on_resolution():
    lo, _ = one("Ongoing: This minion has +2 power for each other minion you control here.")
    (ab, _), = lo.abilities
    assert ab.effect.amount == s.Times(left=s.Const(value=2), right=s.CountOf(filter=s.Filter(
        card_types=("minion",), controller=s.Controller.YOU, other=True, here=True)))


def test_another_minion_here_excludes_this_one():
    lo, _ = one("Talent: If you have another minion here, gain 1 VP.")
    (ab, _), = lo.abilities
    assert ab.effect.condition.filter.other and ab.effect.condition.filter.here


@pytest.mark.rule("BH-502.9")
def test_a_selection_asking_for_two_controllers_is_refused_not_narrowed():
    """'enemy' and 'you control' cannot both hold (BH-502.9: a target must satisfy every
    restriction); lowering used to keep only the last word and target your own creature."""
    lo, text = one("Destroy target enemy creature you control.", "berserk", 'card "Misfire": spell, cost 2')
    (d,) = lo.diagnostics
    assert d.code.id == "E501"
    assert text[d.primary.span.start:d.primary.span.end] == "you control"
    assert not lo.abilities
    ok, _ = one("Destroy target creature you control.", "berserk", 'card "Misfire": spell, cost 2')
    assert not ok.diagnostics and ok.abilities
