"""W411-W414: what the lint says of a card's place holds in the runtime, and the new codes come
out in every format. Where each rule fires and stays quiet is
tests/fixtures/lint/placement_smashup.cards (run by test_lint.py)."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import jsonschema
import pytest
from test_runtime_cards import minion, smashup, base

import dsl
from runtime import spec as s

FIX = Path(__file__).parent / "fixtures" / "lint" / "placement_smashup.cards"
SARIF_SCHEMA = Path(__file__).parent / "sarif" / "sarif-schema-2.1.0.json"
NEW = ("W411", "W412", "W413", "W414")


def compiled(name: str) -> s.CardSpec:
    """The fixture card `name` as `check` compiled it (what the lint read)."""
    rep = dsl.check_path(FIX)
    cr = next(c for c in rep.cards if c.name == name)
    assert cr.ok and not cr.lowered.diagnostics
    return s.CardSpec(slug="smashup/" + name.lower().replace(" ", "-"), name=name, card_type=cr.card.type,
                      abilities=tuple(ab for ab, _ in cr.lowered.abilities), play_on=cr.lowered.play_on)


def table(steps=()):
    g, ch = smashup(steps)
    b1 = g.add_card(base("Dunes"), None, "bases")
    b2 = g.add_card(base("Marsh"), None, "bases")
    g.begin_turn(0)
    g.next_phase()                                 # play cards
    return g, ch, b1, b2


@pytest.mark.rule("SU-A4")
def test_here_on_an_action_played_on_nothing_is_an_error_of_check():
    """Issue 15 pattern 10: the action goes to the discard pile as it is played; "here" is then
    no base and the ability could never do anything, so `check` refuses it (E501 at "here"),
    not only lint (W411 stays for a Special, whose card is in the hand)."""
    rep = dsl.check_path(FIX)
    rune = next(c for c in rep.cards if c.name == "Quicksand Rune")
    (d,) = [d for d in rune.diagnostics if d.code.id == "E501"]
    assert not rune.ok and "`here` on an action that is never on a base" in d.message
    assert rep.source.text[d.primary.span.start:d.primary.span.end] == "here"
    # the same words on a minion (on a base when it is played) do destroy
    g, ch, b1, _ = table()
    weak = g.add_card(minion("Sprout", 2), 1, "bases", at=b1)
    ch.steps = [("targets", [0])]                  # Sprout (the guard itself is the other option)
    g.play_card(g.add_card(compiled("Burrow Guard"), 0), base=b1)
    assert g.card(weak).zone == "discard pile"


@pytest.mark.rule("SU-A4")
def test_an_action_that_names_itself_as_a_minion_destroys_nothing():
    """W412: "this minion" on an action played on nothing: the card is not in play then."""
    g, _, b1, _ = table()
    m = g.add_card(minion("Sprout", 2), 0, "bases", at=b1)
    oath = g.add_card(compiled("Brittle Oath"), 0)
    g.play_card(oath)
    assert g.card(oath).zone == "discard pile" and g.card(m).zone == "bases"


@pytest.mark.rule("SU-A8")
def test_an_ongoing_action_with_no_host_is_put_on_a_base_the_player_picks():
    """W413: the card does not say where it goes; the runtime asks for a base (so "here" in it
    is that base, and W411 stays quiet)."""
    g, ch, b1, b2 = table([("base", 1)])
    hum = g.add_card(compiled("Quiet Hum"), 0)
    g.play_card(hum)
    ch.assert_done()
    assert g.card(hum).zone == "bases" and g.card(hum).at == b2


@pytest.mark.rule("SU-A4")
def test_a_transfer_that_picks_one_minion_twice_moves_nothing():
    """W414: both ends may be the same minion, and then nothing happens."""
    g, ch, b1, _ = table()
    m = g.add_card(minion("Sprout", 2), 0, "bases", at=b1)
    other = g.add_card(minion("Bramble", 3), 0, "bases", at=b1)
    g.card(m).counters["+1 power"] = g.card(other).counters["+1 power"] = 2
    ch.steps = [("targets", [0]), ("targets", [0])]
    g.play_card(g.add_card(compiled("Shell Game"), 0))
    ch.assert_done()
    picked = [d.options[0] for d in ch.asked if d.kind.value == "targets"]
    assert len(picked) == 2 and picked[0] == picked[1]
    assert g.card(m).counters["+1 power"] == g.card(other).counters["+1 power"] == 2


def test_the_new_codes_are_in_json_and_sarif(run_cli, tmp_path):
    shutil.copy(FIX, tmp_path / "p.cards")
    rc, out, _ = run_cli("lint", "p.cards", "--format", "json")
    doc = json.loads(out)
    got = {d["code"]: d for d in doc["diagnostics"]}
    assert rc == 1 and set(NEW) <= set(got)
    assert got["W413"]["name"] == "ongoing-not-played-on" and got["W413"]["location"]["row"] == 60
    rc, out, _ = run_cli("lint", "p.cards", "--format", "sarif")
    doc = json.loads(out)
    jsonschema.Draft4Validator(json.loads(SARIF_SCHEMA.read_text(encoding="utf-8"))).validate(doc)
    run = doc["runs"][0]
    ids = [r["id"] for r in run["tool"]["driver"]["rules"]]
    assert set(NEW) <= {r["ruleId"] for r in run["results"]} and set(NEW) <= set(ids)


def test_select_runs_only_the_new_rules(run_cli, tmp_path):
    shutil.copy(FIX, tmp_path / "p.cards")
    rc, out, _ = run_cli("lint", "p.cards", "--select", "W414", "--format", "concise")
    codes = {ln.split(": ")[1].split()[0] for ln in out.splitlines() if ": W" in ln}
    assert rc == 1 and codes == {"W414"}
