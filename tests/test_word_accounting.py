"""Word accounting (issue 15 item 1, dsl/lowering/accounting.py): an accepted ability is one
whose every content word lowering read; a word nothing read is an E501 naming it.

The cards here are written by us; the corpus test only measures (it reads ../shared/corpus
when it is there and copies nothing from it)."""

from __future__ import annotations

import contextlib
import csv
import os
import sys
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings

import dsl
from dsl.lowering import accounting as acc
from dsl.lowering import core
from dsl.printer import Printer
from runtime.ruleset import RULESETS

sys.path.insert(0, str(Path(__file__).resolve().parent))
import ast_strategies as S  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent
CORPUS = ROOT.parent / "shared" / "corpus"
SHIPPED = sorted((ROOT / "cardsets").rglob("*.cards"))


@contextlib.contextmanager
def ledgers():
    """Every ability lowered in the block, with its ledger: (ability text, ledger)."""
    seen: list = []
    real = core.accounting

    @contextlib.contextmanager
    def recording(text, ab):
        with real(text, ab) as led:
            yield led
        seen.append((text[ab.span.start:ab.span.end] if ab.span else "", led))

    core.accounting = recording
    try:
        yield seen
    finally:
        core.accounting = real


def misses(rep) -> list[str]:
    return [d.message for c in rep.cards for d in c.diagnostics if d.message.endswith("not understood here")]


def smashup(body: str, header: str = 'card "Probe Card": action') -> dsl.SetReport:
    return dsl.check_text(f"ruleset smashup\n{header}\n  {body}\n")


def berserk(body: str, header: str = 'card "Probe Card": spell, cost 1') -> dsl.SetReport:
    return dsl.check_text(f"ruleset berserk\n{header}\n  {body}\n")


def assert_all_understood(rep, seen) -> int:
    """No accepted card has a content word its lowering did not consume; returns the number of
    abilities of accepted cards whose ledgers were checked (the accounting ran on them)."""
    checked = 0
    by_text = {}
    for text, led in seen:
        by_text.setdefault(text, []).append(led)
    for c in rep.cards:
        if not c.ok or c.card is None:
            continue
        for ab in c.card.abilities:
            text = rep.source.text[ab.span.start:ab.span.end] if ab.span else ""
            for led in by_text.get(text, []):
                assert not led.unconsumed(), (c.name, [rep.source.text[a:b] for a, b in led.unconsumed()])
                checked += 1
    return checked


# ------------------------------------------------------------------ the check is on everywhere
@pytest.mark.parametrize("path", SHIPPED, ids=lambda p: p.name)
def test_every_shipped_card_is_accepted_and_every_word_understood(path):
    with ledgers() as seen:
        rep = dsl.check_path(path)
    assert all(c.ok for c in rep.cards), [(c.name, [d.message for d in c.diagnostics]) for c in rep.cards if not c.ok]
    assert assert_all_understood(rep, seen) >= len(rep.cards) // 2     # (the ledgers were there)


def corpus_file(tmp_path: Path, name: str, cols: list[str], default_type: str | None = None) -> Path:
    rows = list(csv.DictReader((CORPUS / name).open(encoding="utf-8"), delimiter="\t"))
    out = tmp_path / name
    with out.open("w", newline="", encoding="utf-8") as fh:
        w = csv.writer(fh, delimiter="\t", lineterminator="\n")
        w.writerow(cols)
        for r in rows:
            w.writerow([r.get(c) or (default_type if c == "type" else "") for c in cols])
    return out


@pytest.mark.skipif(not CORPUS.exists(), reason="the dev corpus (../shared/corpus) is not here")
@pytest.mark.parametrize("name,cols,default", [
    ("smashup-dev.tsv", ["name", "type", "power", "text"], None),
    ("smashup-dev2.tsv", ["name", "type", "power", "text"], None),
    ("smashup-bases-dev.tsv", ["name", "type", "breakpoint", "vp", "text"], "base"),
    ("smashup-bases-dev2.tsv", ["name", "type", "breakpoint", "vp", "text"], "base"),
])
def test_no_accepted_corpus_card_has_a_word_nobody_read(tmp_path, name, cols, default):
    with ledgers() as seen:
        rep = dsl.check_path(corpus_file(tmp_path, name, cols, default), "smashup")
    assert assert_all_understood(rep, seen) > 0
    # what is refused for it names words of the card, never an article or reminder text
    for m in misses(rep):
        for w in m.split("`")[1::2]:
            assert w.lower() not in acc.FUNCTION_WORDS, m


# ------------------------------------------------------------------ small cards, our words
def test_an_adjective_the_extra_play_ignores_is_named():
    rep = smashup("Play an extra standard action.")
    assert misses(rep) == ["`standard` is not understood here"]
    assert not rep.cards[0].ok
    assert smashup("Play an extra action.").cards[0].ok      # without it: accepted


def test_a_qualifier_after_the_noun_is_read_into_the_filter():
    # "played on a base" / "on a minion": once passed over (any played card matched), now the
    # card it is played on (none: on the base itself; a minion: `Filter.host`)
    for text in ("Destroy an action played on a base.", "Destroy an action played on a minion.",
                 "Destroy an action played on a minion or base."):
        rep = smashup(text)
        assert rep.cards[0].ok and not misses(rep), text
    # a word the selection does not read is still named
    rep = smashup("Destroy an action played on a different base.")
    assert not rep.cards[0].ok


@pytest.mark.rule("SU-M1")
def test_other_players_instructions_read_which_cards_as_yours_do():
    # "each other player draws / discards X": what X says is read as in "draw / discard X" (the
    # players' own instructions), never dropped for a plain draw or discard
    assert smashup("Each other player draws a Madness card.").cards[0].ok
    assert smashup("Each player discards an action.").cards[0].ok
    rep = smashup("Each other player draws a minion.")
    assert not rep.cards[0].ok
    assert [d.message for d in rep.cards[0].diagnostics if d.code.id == "E501"] \
        == ["cannot compile `a minion`: drawing cards of one type"]


def test_whose_zone_is_read_only_when_it_is_the_owners():
    # a card goes to its owner's zone: "your" / "its owner's" say so; another player's is not read
    assert smashup("Return a minion to its owner's hand.").cards[0].ok
    assert smashup("Return one of your minions to your hand.").cards[0].ok
    assert misses(smashup("Return a minion to another player's hand.")) == ["`another` and `player` are not understood here"]
    assert misses(smashup("Draw a card from another player's deck.")) == ["`another` and `player` are not understood here"]


def test_what_is_dealt_must_be_wounds():
    rep = berserk("Deal 1 poison to target creature.")
    assert not rep.cards[0].ok
    assert any(d.code.id == "E501" and "poison" in d.message for d in rep.cards[0].diagnostics)
    assert berserk("Deal 1 wound to target creature.").cards[0].ok


def test_a_gain_replacement_of_another_resource_is_refused():
    header = 'card "Probe Card": creature, cost 2, life 2, strike 1'
    ok = berserk("If you would gain coins, instead gain that many plus 1 coins.", header)
    assert ok.cards[0].ok, [d.message for d in ok.cards[0].diagnostics]
    other = berserk("If you would gain coins, instead gain that many plus 1 prayer tokens.", header)
    assert not other.cards[0].ok


def test_function_words_and_reminder_text_need_no_reading():
    # articles, "card", "to" and the words in brackets are not content words
    rep = smashup("Gain 1 VP. (Destroy each minion here.)")
    assert rep.cards[0].ok, [d.message for d in rep.cards[0].diagnostics]
    rep = smashup("Draw two additional cards.")
    assert rep.cards[0].ok, [d.message for d in rep.cards[0].diagnostics]


def test_the_message_names_every_word_once_in_order():
    text = "ruleset smashup\ncard \"Probe Card\": action\n  Play an extra standard action.\n"
    rep = dsl.check_text(text)
    (d,) = rep.cards[0].diagnostics
    assert d.code.id == "E501"
    assert text[d.primary.span.start:d.primary.span.end] == "standard"        # the caret is on the word
    assert acc.not_understood("a b c", [(0, 1), (2, 3), (0, 1)]) == "`a` and `b` are not understood here"
    assert acc.not_understood("a b c", [(0, 1), (2, 3), (4, 5)]) == "`a`, `b` and `c` are not understood here"


def test_reading_a_node_consumes_its_words_and_a_tree_walk_does_not():
    text = "ruleset smashup\ncard \"Probe Card\": action\n  Destroy an action played on a base.\n"
    rep = dsl.check_text(text, lower=False)
    (ab,) = rep.cards[0].card.abilities
    from dsl.resolve import walk
    with acc.accounting(rep.source.text, ab) as led:
        every = [text[a:b] for a, b in led.unconsumed()]
        assert every == ["Destroy", "action", "played", "on", "base"]
        with acc.unread():      # a search over the tree ("is there an `onto`?") reads nothing
            for x in walk(ab):
                for f in ("kind", "np", "words", "text", "verb"):
                    getattr(x, f, None)
        assert [text[a:b] for a, b in led.unconsumed()] == every
        ph = ab.sentences[0].body.items[0].phrases[0]
        ph.kind                 # a phrase's kind alone: not read
        assert "played" in [text[a:b] for a, b in led.unconsumed()]
        ph.np                   # what it carries: read
        assert "played" not in [text[a:b] for a, b in led.unconsumed()]


def test_what_a_declined_probe_read_is_taken_back():
    """A shape test that answers "no" (None / False) has understood nothing: the owner and the
    quantity it looked at are unread again; one that answers keeps what it read."""
    text = "ruleset smashup\ncard \"Probe Card\": action\n  Destroy each of your minions here.\n"
    rep = dsl.check_text(text, lower=False)
    (ab,) = rep.cards[0].card.abilities
    np = ab.sentences[0].body.items[0].np

    @acc.probe
    def one_players(np):
        return True if np.owner.kind == "one_player" and np.quant.kind == "each" else None

    @acc.probe
    def mine(np):
        return np.owner.kind == "you"

    def unread(led):
        return [text[a:b] for a, b in led.unconsumed()]

    with acc.accounting(rep.source.text, ab) as led:
        assert one_players(np) is None
        assert "your" in unread(led) and "each" in unread(led)
        assert mine(np) is True
        assert "your" not in unread(led) and "each" in unread(led)


def test_an_owner_only_a_declined_shape_test_read_is_named():
    """"on another minion" after "played": the host is another minion; a lowering that reads
    "another" only to test for a shape and then drops it is caught (this one reads it: 3(b))."""
    assert not misses(smashup("Destroy an action played on a minion.")), "the host's type is read"


# ------------------------------------------------------------------ generated sentences
PROPS = settings(max_examples=int(os.environ.get("CARDTEXT_ACCOUNTING_EXAMPLES", "60")), deadline=None,
                 suppress_health_check=[HealthCheck.too_slow, HealthCheck.filter_too_much,
                                        HealthCheck.data_too_large])


@PROPS
@given(S.abilities())
def test_a_generated_sentence_is_accepted_only_when_every_word_is_read(ab):
    """For any sentence the grammar builds: if it compiles, each content word was read; if it is
    refused for words, the words named are words of the sentence and none is a function word."""
    text = Printer(RULESETS["berserk"]).ability(ab)
    src = S.SET_HEADER + 'card "Probe Card": spell, cost 1\n  ' + text.replace("\n", "\n  ") + "\n"
    with ledgers() as seen:
        rep = dsl.check_text(src)
    assert_all_understood(rep, seen)
    for m in misses(rep):
        for w in m.split("`")[1::2]:
            assert w.lower() not in acc.FUNCTION_WORDS and w in src, (m, text)


def test_an_edit_to_lowering_invalidates_the_compile_cache(monkeypatch):
    """The compile cache is keyed by the compiler's sources: those of dsl/lowering/ (where the
    accounting lives) count, or a cached set would keep cards this check now refuses."""
    from dsl import compiler
    compiler.compiler_fingerprint.cache_clear()
    before = compiler.compiler_fingerprint()
    real = Path.read_bytes

    def edited(self):
        data = real(self)
        return data + b"# edited" if self.name == "accounting.py" and self.parent.name == "lowering" else data

    monkeypatch.setattr(Path, "read_bytes", edited)
    compiler.compiler_fingerprint.cache_clear()
    try:
        assert compiler.compiler_fingerprint() != before
    finally:
        monkeypatch.undo()
        compiler.compiler_fingerprint.cache_clear()


def test_the_phrases_after_a_deal_target_narrow_it():
    # found by the accounting: "with strike 2 or more" after the target of a deal was dropped
    rep = berserk("Deal 1 wound to target creature with strike 2 or more.")
    assert rep.cards[0].ok, [d.message for d in rep.cards[0].diagnostics]
    (test,) = rep.cards[0].lowered.abilities[0][0].effect.target.filter.stats
    assert (test.stat, test.value) == ("strike", 2)
