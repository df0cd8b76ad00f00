"""The front end on card text: what it understands, and what it reports at which words."""

from __future__ import annotations

import csv
import io
from pathlib import Path

import pytest

import dsl
from dsl import nodes as n
from dsl.cli import main
from dsl.resolve import walk

ROOT = Path(__file__).resolve().parent.parent
CORPUS = ROOT.parent / "shared" / "corpus" / "smashup-dev.tsv"
# real cards that `check` accepts, i.e. that compile: measured 82.7%, 291/352. Lowered from 83.5%
# (294) by word accounting (issue 15 item 1): four cards compiled while lowering ignored some of
# their words (they meant less than they say); an honest E501 is not a regression. One came back
# when "played on minions" was read (`Filter.host`), two when other players' Madness draws were
# (as_player): 293/352 = 83.2%; 302/352 = 85.8% with issue 16's round 4 on the dev shapes (a
# standard action, play-or-draw triggers, counters split one at a time, "if they do", …).
# 303/352 = 86.1% with h16i (a granted quoted Talent).
# 304/352 = 86.4% with h16m (other players' revealed cards returned to their decks)
# 305/352 = 86.6% with h16o (naming a faction)
# 322/352 = 91.5%: session 12 merged h16s, h16t, h16u, h16w, h16x, h16y, h16z1, h16z2, h16z3 (each other player, titans, plays from other zones, cards of two types, rounds per player, a Special making the choice, "one or two", drawing one type off the top, factions named for each other player)
COMPILE_RATCHET = 0.931      # 328/352 = 93.2%: session 13 merged t16a-t16f, r2a-r2d (choices made for each other player, copied abilities, "directly affects" with an action as subject, "instead" replacements, the Special that replaces a sentence)
# the later sets (dev2, issue 16): 212/451 = 47.0% (137 before its first round); 229/451 = 50.8%
# with composition (two verbs of one instruction, either of two events, ", otherwise", "for every
# N VP you have", a search of your deck and/or discard pile, …); 238/451 = 52.8% merged with
# issue 16 part B (giving control, "one or more", plays counted this turn, …); 248/451 = 55.0%
# with round 3 ("directly affects", moves to another base, another player's card on a base, …);
# 275/451 = 61.0% with helper F of round 4 (modifiers as nouns, "from one base to another",
# "would be returned to your hand", "where you didn't win", breakpoints changed and compared, …)
# 258/451 = 57.2% with h16e's round 4 (before or after an event, "from one minion to another", the bottom of
# the deck, VP awarded from a base, reduced by a count here); 283/451 = 62.7% with the three
# round-4 branches merged; 286/451 = 63.4% with h16h's clauses that compose (unless, whose turn,
# "Before a base scores you may", "on this base" in a condition)
# round-4 branches merged; 289/451 = 64.1% with h16i (a granted Talent, plays of an action that
# directly affects a card, players compared, turn history, "with a different name"); 301/451 = 66.7%
# with h16k (an action that directly increases a minion's power, losing abilities, using an ability)
DEV2 = CORPUS.with_name("smashup-dev2.tsv")
# 348/451 = 77.2% merged (344/451 = 76.3% on h16v alone): h16v (for each one destroyed, and/or between instructions, one more than you placed, … and the same name, this minion named before, turn end after the sentence, host controller plays, one Talent of a name, a Special from the discard pile) on 333/451 merged this session
DEV2_RATCHET = 0.787      # 355/451 = 78.7% merged in session 13 (t16a 350, t16c 351, t16d 350 alone)


def one(text: str, ruleset: str = "smashup", header: str = 'card "Probe": minion, power 2') -> dsl.CardReport:
    rep = dsl.check_text(f"ruleset {ruleset}\n{header}\n  {text}\n", path="t.cards", lower=False)
    assert len(rep.cards) == 1, rep.diagnostics
    return rep.cards[0]


def ability(text: str, ruleset: str = "smashup", header: str = 'card "Probe": minion, power 2') -> n.AbilityText:
    card = one(text, ruleset, header)
    assert card.ok, [d.message for d in card.diagnostics]
    assert card.card is not None and len(card.card.abilities) == 1
    return card.card.abilities[0]


def find(ab: n.Node, cls: type) -> list:
    return [x for x in walk(ab) if isinstance(x, cls)]


def codes(card: dsl.CardReport) -> list[str]:
    return [d.code.id for d in card.diagnostics]


# ------------------------------------------------------------------ shipped sets
@pytest.mark.parametrize("path", sorted((ROOT / "cardsets").rglob("*.cards")), ids=lambda p: p.name)
def test_shipped_sets_check_clean(path):
    rep = dsl.check_path(path)
    assert rep.ok, [(c.name, [d.message for d in c.diagnostics]) for c in rep.cards if not c.ok] + rep.diagnostics
    assert rep.cards


def test_cardtext_check_cardsets_exits_zero(capsys):
    assert main(["check", str(ROOT / "cardsets")]) == 0
    assert "0 with errors" in capsys.readouterr().out


def test_berserk_set_has_every_seed_example():
    rep = dsl.check_path(ROOT / "cardsets" / "berserk" / "heroes.cards")
    names = {c.name for c in rep.cards}
    for needed in ("Raptor", "Cataclysm", "Vial of Healing", "Sinister Cube", "Noita", "Bjornbon", "Galliwespin",
                   "Smaita", "Orc Avenger", "Mechacrab", "Attack Module", "Meregom", "Trjasovitsa"):
        assert needed in names
    assert {c.card.type for c in rep.cards if c.name == "Bjornbon"} == {"hero"}


# ------------------------------------------------------------------ constructs (SPEC §3.2)
def test_targeted_and_mass_selectors_are_distinct():  # BH-502.6 starts here: the selector decides
    targeted = find(ability("Destroy target creature.", "berserk", 'card "C": spell, cost 1'), n.Quant)
    mass = find(ability("Destroy all creatures.", "berserk", 'card "C": spell, cost 1'), n.Quant)
    each = find(ability("Recruit: Destroy each creature with cost 3 or less.", "berserk",
                        'card "C": creature, cost 1, life 1, strike 1'), n.Quant)
    assert [q.kind for q in targeted] == ["target"]
    assert [q.kind for q in mass] == ["all"]
    assert [q.kind for q in each] == ["each"]


def test_filters_are_kept():
    ab = ability("You may destroy a minion of power 3 or less here.")
    kinds = [p.kind for p in find(ab, n.Phrase)]
    assert kinds == ["stat", "here"]
    cmp = find(ab, n.Comparison)[0]
    assert (cmp.kind, cmp.number.value) == ("le", 3)
    assert find(ab, n.Pred)[0].kind == "may"


@pytest.mark.parametrize("label", ["Ongoing", "Talent", "Special"])
def test_smashup_labels(label):
    ab = ability(f"{label}: Draw a card.")
    assert ab.label.text == label.lower()   # ruleset words are held in lower case


@pytest.mark.parametrize("label", ["Recruit", "Death"])
def test_berserk_labels(label):
    ab = ability(f"{label}: Draw a card.", "berserk", 'card "C": creature, cost 1, life 1, strike 1')
    assert ab.label.text == label.lower()   # ruleset words are held in lower case


def test_a_label_of_one_game_is_not_a_label_of_the_other():
    card = one("Recruit: Draw a card.")        # smashup has no Recruit
    assert not card.ok


@pytest.mark.parametrize("text,kind", [
    ("Special: Before a base scores, move this minion there.", "before"),
    ("Special: After this base scores, return this minion to your hand.", "after"),
    ("Ongoing: When this minion is destroyed, draw a card.", "when"),
    ("Ongoing: At the start of your turn, draw a card.", "start"),
    ("Ongoing: At the end of each turn, draw a card.", "end"),
])
def test_trigger_timing_words_stay_distinct(text, kind):
    assert find(ability(text), n.Trigger)[0].kind == kind


def test_activated_abilities_with_costs():
    ab = ability("Tap: Draw a card.", "berserk", 'card "C": creature, cost 1, life 1, strike 1')
    assert [c.kind for c in ab.costs.items] == ["tap"]
    ab = ability("(2): Draw a card.", "berserk", 'card "C": creature, cost 1, life 1, strike 1')
    assert [(c.kind, c.number.value) for c in ab.costs.items] == [("coins", 2)]
    ab = ability("Discard a card: Draw a card.", "berserk", 'card "C": creature, cost 1, life 1, strike 1')
    assert ab.costs.items[0].effect.kind == "discard"


def test_modal_constructors():
    spell = 'card "C": spell, cost 1'
    m = find(ability("Choose 2 times from: Draw a card; Gain 1 coin; Heal 2 wounds from your hero.", "berserk", spell), n.Modal)[0]
    assert (m.count.kind, m.count.number.value, len(m.modes)) == ("times", 2, 3)
    m = find(ability("Choose one or more: Draw a card; Gain 2 coins.", "berserk", spell), n.Modal)[0]
    assert m.count.kind == "or_more"
    m = find(ability("Choose one: Draw a card; Gain 2 coins.", "berserk", spell), n.Modal)[0]
    assert m.count.kind == "exactly"


def test_choose_more_modes_than_there_are_is_an_error():
    card = one("Choose 3: Draw a card; Gain 2 coins.", "berserk", 'card "C": spell, cost 1')
    assert codes(card) == ["E304"]


def test_choice_with_printed_or():
    ch = find(ability("Draw two cards OR play two extra actions."), n.Alternatives)[0]
    assert len(ch.alts) == 2 and not ch.either


def test_replacement_clauses():
    ab = ability("Ongoing: If this minion would be destroyed, destroy this action instead.")
    cond = find(ab, n.Cond)[0]
    assert cond.event.ev.kind == "would_be_destroyed"
    assert [p.kind for p in find(ab, n.Phrase)][-1] == "instead"
    ab = ability("If you would gain prayer tokens, instead gain that many plus 1 prayer tokens.", "berserk",
                 'card "C": creature, cost 1, life 1, strike 1')
    assert find(ab, n.Prefixed)[0].kind == "instead_do"
    assert find(ab, n.AmountPhrase)[-1].kind == "that_many_plus"


def test_durations_and_numeric_changes():
    ab = ability("Each minion you control gains +1 power until the end of the turn.")
    assert find(ab, n.Signed)[0].amount == 1
    assert find(ab, n.DurationPhrase)[0].kind == "until_end"
    ab = ability("Talent: Give a minion -1 power until the start of your next turn.")
    assert find(ab, n.Signed)[0].amount == -1
    assert find(ab, n.TurnRef)[0].kind == "your_next"


def test_counters_must_be_counters_of_the_ruleset():
    assert ability("Place a +1 power counter on one of your minions.")
    card = one("Place a +1 strike counter on target creature.", "berserk", 'card "C": spell, cost 1')
    assert "E204" in codes(card)


def test_conditions_and_delayed_effects():
    ab = ability("If you have 2 or fewer cards in hand, draw three cards.")
    assert find(ab, n.Cond)[0].kind == "have"
    ab = ability("At the start of your next turn, deal 2 wounds to target enemy creature.", "berserk", 'card "C": spell, cost 1')
    tr = find(ab, n.Trigger)[0]
    assert (tr.kind, tr.turn.kind) == ("start", "your_next")


def test_typographic_apostrophes_and_keyword_case():
    a = ability("Return a minion to its owner\u2019s hand.")
    b = ability("RETURN A MINION TO ITS OWNER'S HAND.")
    assert a == b



def test_a_number_glued_to_a_resource_word_is_the_number_and_the_word():
    # "gain 1VP" (as some printed cards have it) is "gain 1 VP"; other glued words stay unknown
    assert ability("Gain 1VP.") == ability("Gain 1 VP.")
    assert ability("Gain 12VP.") == ability("Gain 12 VP.")
    assert "E103" in codes(one("Draw 2cards."))
    card = one("Gain 1VP.")
    (ab,) = card.card.abilities
    (inst,) = find(ab, n.Instruction)
    assert card.ok and inst.amount is not None


# ------------------------------------------------------------------ names
def test_names_resolve_against_the_set():
    text = ('ruleset smashup\ncard "Iron Gnome": minion, power 2\n  Draw a card.\n'
            'card "Gnome Call": action\n  Play an Iron Gnome from your discard pile.\n'
            '  Place a non-Iron Gnome minion into your hand.\n')
    rep = dsl.check_text(text, lower=False)
    assert rep.ok, rep.all_diagnostics()


def test_unknown_name_is_an_error_with_a_suggestion():
    rep = dsl.check_text('ruleset smashup\ncard "Iron Gnome": minion, power 2\n'
                         'card "Call": action\n  Play an Iron Gnom from your discard pile.\n')
    d = rep.cards[1].diagnostics[0]
    assert d.code.id == "E201" and "Iron Gnome" in d.help
    assert rep.source.text[d.primary.span.start:d.primary.span.end] == "Iron Gnom"


def test_misspelled_keyword_gets_did_you_mean_from_the_grammar():
    card = one("Destory a minion.")
    d = card.diagnostics[0]
    assert (d.code.id, d.help) == ("E103", "did you mean `destroy`? the grammar accepts `Destroy a minion.`")


def test_ruleset_vocabulary_is_per_game():
    # "creature" is a card type of berserk, not of smashup
    assert "E103" in codes(one("Destroy a creature."))
    assert ability("Destroy target creature.", "berserk", 'card "C": spell, cost 1')


def test_a_broken_ability_does_not_hide_the_others():
    rep = dsl.check_text('ruleset smashup\ncard "A": minion, power 2\n  Destory a minion.\n  Draw a card.\n'
                         '  Gain 1 blorp.\ncard "B": action\n  Draw a card.\n')
    a, b = rep.cards
    assert len(a.diagnostics) == 2 and len(a.card.abilities) == 1
    assert b.ok


# ------------------------------------------------------------------ headers
@pytest.mark.parametrize("header,code", [
    ('card "A": critter, power 2', "E202"),
    ('card "A": minion', "E301"),
    ('card "A": minion, power 99', "E302"),
    ('card "A": minion, powr 2', "E203"),
])
def test_header_errors(header, code):
    rep = dsl.check_text(f"ruleset smashup\n{header}\n  Draw a card.\n")
    assert code in [d.code.id for d in rep.cards[0].diagnostics]


def test_duplicate_names():
    rep = dsl.check_text('ruleset smashup\ncard "A": action\ncard "A": action\n')
    assert [d.code.id for d in rep.cards[1].diagnostics] == ["E303"]


def test_missing_ruleset():
    rep = dsl.check_text('card "A": action\n  Draw a card.\n')
    assert [d.code.id for d in rep.diagnostics] == ["E003"]


# ------------------------------------------------------------------ spreadsheets
def tsv(rows: list[list[str]]) -> str:
    buf = io.StringIO()
    csv.writer(buf, delimiter="\t", lineterminator="\n").writerows(rows)
    return buf.getvalue()


def test_spreadsheet_with_ruleset_flag_and_clarifications(tmp_path):
    p = tmp_path / "set.tsv"
    p.write_text(tsv([["name", "type", "power", "text", "id"],
                      ["Scout Drone", "minion", "2", "Draw a card. Clarifications: a note, not text", "x-1"]]))
    rep = dsl.check_path(p, "smashup")
    assert rep.cards[0].ok
    assert rep.cards[0].card.notes == ("a note, not text",)
    assert [d.code.id for d in rep.diagnostics] == ["W001"]       # the `id` column is ignored, said once


def test_spreadsheet_names_its_ruleset_in_a_column(tmp_path):
    p = tmp_path / "set.csv"
    p.write_text("name,type,cost,life,strike,text,ruleset\nOgre,creature,3,4,2,Recruit: Draw a card.,berserk\n")
    rep = dsl.check_path(p)
    assert rep.ok and rep.ruleset.name == "berserk"


def test_spreadsheet_error_points_into_the_cell(tmp_path):
    p = tmp_path / "set.csv"
    p.write_text('name,type,power,text\nA,minion,2,"Sing ""hi"". Destory a minion."\n')
    rep = dsl.check_path(p, "smashup")
    d = rep.cards[0].diagnostics[0]
    assert rep.source.text[d.primary.span.start:d.primary.span.end] in ("Sing", "Destory")


# ------------------------------------------------------------------ real text
@pytest.mark.skipif(not CORPUS.exists(), reason="shared corpus not present")
def test_real_smashup_text_acceptance_stays_above_target(tmp_path):
    rows = list(csv.DictReader(CORPUS.open(encoding="utf-8"), delimiter="\t"))
    p = tmp_path / "dev.tsv"
    p.write_text(tsv([["name", "type", "power", "text"]] + [[r["name"], r["type"], r["power"], r["text"]] for r in rows]),
                 encoding="utf-8")
    read = dsl.check_path(p, "smashup", lower=False)      # parsed and checked (issue 2: 60%)
    ok = sum(c.ok for c in read.cards)
    assert len(read.cards) == len(rows)
    assert ok / len(rows) >= 0.60, f"{ok}/{len(rows)}"
    # `check` proper also compiles: the share of real cards that run. A ratchet, not the goal
    # (75%, issue 5): raise it as the language grows, never lower it to make a change pass.
    rep = dsl.check_path(p, "smashup")
    compiled = sum(c.ok for c in rep.cards)
    assert compiled / len(rows) >= COMPILE_RATCHET, f"{compiled}/{len(rows)}"
    # what is not accepted is reported as card-text errors, never as an internal error
    assert not [d for c in rep.cards for d in c.diagnostics if d.code.id.startswith("I")]


@pytest.mark.skipif(not DEV2.exists(), reason="shared corpus not present")
def test_later_sets_acceptance_stays_above_its_ratchet(tmp_path):
    rows = list(csv.DictReader(DEV2.open(encoding="utf-8"), delimiter="\t"))
    p = tmp_path / "dev2.tsv"
    p.write_text(tsv([["name", "type", "power", "text"]] + [[r["name"], r["type"], r["power"], r["text"]] for r in rows]),
                 encoding="utf-8")
    rep = dsl.check_path(p, "smashup")
    compiled = sum(c.ok for c in rep.cards)
    assert compiled / len(rows) >= DEV2_RATCHET, f"{compiled}/{len(rows)}"
    assert not [d for c in rep.cards for d in c.diagnostics if d.code.id.startswith("I")]
