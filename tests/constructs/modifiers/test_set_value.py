"""Setting a value: the printed value of a host (SU-V1), resets to a starting value (SU-V2),
"reduce … to N"."""

from __future__ import annotations

import pytest

from dsl import kinds as k
from runtime import spec as s

from su_table import board, probe_ast as parse, probe_ir as compiled
from test_runtime_cards import card


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
    assert copy.effect.amount.printed and copy.effect.amount.filter.at is s.AtBase.HERE


# ---- "reduce … to N" ------------------------------------------------------------------------


def test_parse_reduce_to():
    ab = parse("Reduce the breakpoint of this base to 5 until the end of the turn.", header='card "Probe": base, breakpoint 20, vp 3')
    (e,) = ab.sentences[0].body.items
    assert e.kind == k.InstructionKind.REDUCE_STAT_OF and e.amount.number.value == 5


@pytest.mark.rule("SU-V2")
def test_run_reduce_to_resets_the_starting_value_for_the_turn():
    # an instruction (a minion's on-play text), run with a base as its source: a base's own text
    # is always ongoing, so an instruction printed on a base would never run (and an action
    # played on nothing is on no base: "this base" there is E501)
    (ab,) = compiled("Reduce the breakpoint of this base to 5 until the end of the turn.",
                     header='card "Probe": minion, power 1')
    g, _, _, _ = board()
    b = g.add_card(card("smashup/probe", "Probe", "base", {"breakpoint": 20, "vp": 3}), None, "bases")
    g.begin_turn(0)
    g.execute(ab.effect, controller=0, source=b)
    assert g.value(b, "breakpoint") == 5
    g.end_turn()
    assert g.value(b, "breakpoint") == 20

