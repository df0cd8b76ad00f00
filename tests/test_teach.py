"""Errors that teach the accepted wording (dsl/suggest.py, dsl/teach.py): expected words ranked
by likelihood, no word of the other game, the nearest wording the grammar accepts and the set's
nearest accepted sentence, E501 in the designer's words with examples that compile, and header
fields pointed at the nearest field and its format. Codes and messages of syntax errors stay.
Made-up cards, in our own words."""

from __future__ import annotations

import re

import pytest

import dsl
from dsl import suggest
from dsl.teach import (condition_examples, count_examples, move_examples, play_examples, selection_examples, teach,
                       trigger_examples)
from runtime.ruleset import RULESETS

HEADERS = {"smashup": 'card "Probe": minion, power 2',
           "berserk": 'card "Probe": creature, cost 2, life 2, strike 1'}


def check(ruleset: str, *lines: str, extra: str = ""):
    text = f"ruleset {ruleset}\n{extra}{HEADERS[ruleset]}\n" + "".join(f"  {x}\n" for x in lines)
    return dsl.check_text(text)


def diag(rep, code: str):
    return next(d for d in rep.all_diagnostics() if d.code.id == code)


def expected_words(d) -> list[str]:
    return [w.strip() for w in d.primary.message.removeprefix("expected ").split(",")]


def test_a_syntax_error_keeps_its_code_and_message():
    d = diag(check("smashup", "Destroy a minion power 3 or less."), "E101")
    assert d.message == "unexpected `power`"


def test_expected_words_come_most_likely_first_not_punctuation_first():
    d = diag(check("smashup", "Destroy a minion power 3 or less."), "E101")
    shown = expected_words(d)
    assert shown[0] not in ("`(`", "`+`", "`-`", "`!`")
    # the words that fix this sentence are among the first shown
    assert "`of`" in shown[:6]
    assert shown[-1] == "…"


def test_a_sentence_start_ranks_verbs_and_labels_before_punctuation():
    d = diag(check("smashup", "Destory a minion."), "E103")
    shown = expected_words(d)
    firsts = shown[:5]
    assert not any(w in ("`(`", "`+`", "`-`") for w in firsts)


def test_the_nearest_wording_the_grammar_accepts_is_in_the_help_and_parses():
    d = diag(check("smashup", "Destroy a minion power 3 or less."), "E101")
    fixed = re.findall(r"`([^`]+)`", d.help.split("the grammar accepts", 1)[1])
    assert "Destroy a minion of power 3 or less." in fixed
    for sentence in fixed:
        assert check("smashup", sentence).cards[0].ok


def test_a_wording_that_parses_but_does_not_compile_is_never_suggested():
    # one word inserted before `hand` makes sentences the grammar reads ("its owner of hand")
    # but the compiler refuses: the help must not send the designer from one error to another
    d = diag(check("smashup", "Talent: Return a minion here to its owner hand."), "E101")
    assert "the grammar accepts" not in (d.help or "")
    s = suggest.Suggester(RULESETS["smashup"], None, compiles=lambda sentence: False)
    assert s.compiles is not None and not s.compiles("Destroy a minion.")


def test_every_suggested_wording_compiles_on_a_card():
    lines = ["Destroy a minion power 3 or less.", "Destroy a a minion.", "You may destory a minion here.",
             "Draw a card and and gain 1 VP.", "Return a minion to its owners hand."]
    for line in lines:
        for d in check("smashup", line).all_diagnostics():
            if d.help and "the grammar accepts" in d.help:
                for sentence in re.findall(r"`([^`]+)`", d.help.split("the grammar accepts", 1)[1].split(";")[0]):
                    for kind in ('card "Probe": minion, power 2', 'card "Probe": action'):
                        if dsl.check_text(f"ruleset smashup\n{kind}\n  {sentence}\n").cards[0].ok:
                            break
                    else:
                        raise AssertionError(f"{line!r}: suggested {sentence!r} compiles on no card")


def test_a_misspelt_word_is_corrected_in_the_whole_sentence():
    d = diag(check("smashup", "You may destory a minion here."), "E103")
    assert d.help == "did you mean `destroy`? the grammar accepts `You may destroy a minion here.`"


def test_a_word_one_too_many_is_removed():
    d = diag(check("smashup", "Destroy a a minion."), "E101")
    assert "`Destroy a minion.`" in d.help


def test_the_sets_nearest_accepted_sentence_is_shown_with_its_card():
    text = ('ruleset smashup\ncard "Lantern Keeper": minion, power 2\n  Destroy a minion of power 2 or less.\n'
            'card "Moth Swarm": action\n  Destroy a minion power 2 or les.\n')
    d = diag(dsl.check_text(text), "E101")
    assert "this set accepts `Destroy a minion of power 2 or less.` (Lantern Keeper)" in d.help


@pytest.mark.parametrize("ruleset,line,other", [
    ("berserk", "Scorse a creature.", ("score", "scores", "scored", "winner")),
    ("smashup", "Untapp a minion.", ("untap", "tap", "heal", "stun")),
    ("smashup", "Heel a minion.", ("heal",)),
])
def test_no_word_of_the_other_game_is_suggested(ruleset, line, other):
    d = diag(check(ruleset, line), "E103")
    said = (d.primary.message + " " + (d.help or "")).lower()
    for w in other:
        assert f"`{w}`" not in said and f"`{w} " not in said


def test_the_other_games_words_are_known_by_the_part_of_the_game_they_need():
    su, bh = RULESETS["smashup"], RULESETS["berserk"]
    assert suggest.foreign("scores", bh) and not suggest.foreign("scores", su)
    assert suggest.foreign("untap", su) and not suggest.foreign("untap", bh)
    assert not suggest.foreign("destroy", su) and not suggest.foreign("destroy", bh)


def test_repairs_are_bounded_per_file(monkeypatch):
    monkeypatch.setattr(suggest, "MAX_REPAIRED", 1)
    rep = check("smashup", "Destroy a minion power 3 or less.", "Destroy a minion power 2 or less.")
    helps = [d.help or "" for d in rep.all_diagnostics() if d.code.id == "E101"]
    assert sum("the grammar accepts" in h for h in helps) == 1


# ------------------------------------------------------------------ E501 in the designer's words
@pytest.mark.parametrize("ruleset", sorted(RULESETS))
def test_every_example_the_help_recommends_compiles(ruleset):
    rs = RULESETS[ruleset]
    for sentence in (selection_examples(rs) + condition_examples(rs) + trigger_examples(rs) + count_examples(rs)
                     + move_examples(rs) + play_examples(rs)):
        card = check(ruleset, sentence).cards[0]
        assert card.ok, (sentence, [d.message for d in card.diagnostics])


def test_a_selection_of_something_that_is_not_a_card_is_said_in_the_designers_words():
    d = diag(check("smashup", "Destroy a player."), "E501")
    assert d.message == "`player` is not a card this instruction can act on yet"
    assert "selecting" not in d.message
    assert "`Destroy a minion of power 3 or less.`" in d.help


def test_teach_leaves_a_reason_it_has_no_rule_for_as_it_is():
    from dsl import codes
    from dsl.diagnostics import error
    from dsl.source import Span
    d = error(codes.E501, "cannot compile `x`: something new", Span(0, 1))
    assert teach(d, RULESETS["smashup"]) == d


@pytest.mark.parametrize("reason,message", [
    ("selecting `player`", "`W` is not a card this instruction can act on yet"),
    ("the phrase `you own` here", "`you own` cannot say which cards are meant yet"),
    ("the word `first` in a selection", "`first` cannot say which cards are meant yet"),
    ("this condition", "the condition `W` cannot be checked yet"),
    ("a trigger on `goes away`", "nothing can wait for a card that `goes away` yet: the game does not announce it"),
    ("the instruction `name a`", "`W` is an instruction the game cannot carry out yet"),
    ("a zone here", "`W` is not one place cards can be taken from or put into here"),
    ("counting `rival minions` on a base", "`rival minions` cannot be counted there yet"),
    ("moving to `there`", "`there` is not a place a card can be moved to yet"),
    ("the phrase `as a spare` on playing this card", "`as a spare` cannot say how or where the card is played yet"),
])
def test_each_reason_family_is_reworded(reason, message):
    from dsl import codes
    from dsl.diagnostics import error
    from dsl.source import Span
    d = teach(error(codes.E501, f"cannot compile `W`: {reason}", Span(0, 1)), RULESETS["smashup"])
    assert (d.code.id, d.message) == ("E501", message)
    assert d.help


# ------------------------------------------------------------------ header fields
def test_a_field_written_with_spaces_points_to_the_nearest_field_and_its_format():
    rep = dsl.check_text('ruleset smashup\ncard "Still Pond": base, breakpoint 18, points 4 2 1\n')
    d = diag(rep, "E104")
    assert d.help == "did you mean `vp`? write it `vp 4/2/1` (vp by place, 3 numbers separated by `/`)"


def test_a_known_field_with_spaces_gets_its_format():
    rep = dsl.check_text('ruleset smashup\ncard "Still Pond": base, breakpoint 18, vp 4 2 1\n')
    assert diag(rep, "E104").help.startswith("write it `vp 4/2/1`")


@pytest.mark.parametrize("field,hint", [
    ("points 4/2/1", "did you mean `vp`? write it `vp 4/2/1`"),
    ("victory points 3/2/1", "did you mean `vp`? write it `vp 3/2/1`"),
])
def test_an_unknown_base_field_points_to_vp(field, hint):
    rep = dsl.check_text(f'ruleset smashup\ncard "Still Pond": base, breakpoint 18, {field}\n')
    assert diag(rep, "E203").help.startswith(hint)


@pytest.mark.parametrize("ruleset,header,hint", [
    ("smashup", 'card "Pip": minion, powr 3', "did you mean `power`? write it `power 3`"),
    ("smashup", 'card "Pip": minion, strength 3', "did you mean `power`? write it `power 3`"),
    ("berserk", 'card "Pip": creature, cost 2, life 3, attack 1', "did you mean `strike`? write it `strike 1`"),
    ("berserk", 'card "Pip": creature, cost 2, health 3, strike 1', "did you mean `life`? write it `life 3`"),
])
def test_an_unknown_stat_points_to_the_rulesets_nearest(ruleset, header, hint):
    rep = dsl.check_text(f"ruleset {ruleset}\n{header}\n")
    assert diag(rep, "E203").help.startswith(hint)


def test_a_misspelt_keyword_and_card_type_get_their_spelling():
    rep = dsl.check_text('ruleset berserk\ncard "Pip": creature, cost 2, life 3, strike 1, flyng\n')
    assert diag(rep, "E203").help.startswith("did you mean `flying`?")
    rep = dsl.check_text('ruleset smashup\ncard "Pip": minon, power 2\n')
    assert diag(rep, "E202").help.startswith("did you mean `minion`?")


def test_an_unknown_spreadsheet_column_points_to_the_nearest_stat():
    tsv = "name\ttype\tbreakpoint\tpoints\ttext\nStill Pond\tbase\t18\t4/2/1\t\n"
    rep = dsl.check_text(tsv, "t.tsv", "smashup")
    d = diag(rep, "W001")
    assert d.help.startswith("did you mean `vp`? (its cells read `3/2/1`)")
