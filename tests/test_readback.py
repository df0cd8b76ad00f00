"""The readback (`runtime/readback.py`): every IR class has its words; no IR makes it raise; each
shipped card's readback names its targets, amounts, durations, conditions and who acts; a few
cards of our own read as we expect; `cardtext show` prints it (and the IR only with --ir)."""

from __future__ import annotations

import csv
import enum
import re
import typing
from pathlib import Path
from typing import Any, Iterator

import attrs
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import dsl
from dsl.compiler import compile_paths
from runtime import spec as s
from runtime.readback import DURATION_WORDS, RENDERERS, readback
from runtime.readback_words import duration_words
from runtime.ruleset import BERSERK, RULESETS, SMASHUP, get_ruleset

ROOT = Path(__file__).resolve().parents[1]
SHIPPED = sorted((ROOT / "cardsets").rglob("*.cards"))
CORPUS = ROOT.parent / "shared" / "corpus"


# --------------------------------------------------------------------------------------------
# the table is total


def test_every_ir_class_has_exactly_one_renderer():
    # an effect of one target may say its verb as a fact of its class (SAID) instead
    missing = [c.__name__ for c in s.ALL_CLASSES if c not in RENDERERS and not getattr(c, "SAID", None)]
    assert not missing, f"no readback for: {', '.join(missing)}"
    assert set(RENDERERS) <= set(s.ALL_CLASSES), "a renderer for something that is not IR"


def test_a_value_that_is_not_ir_is_refused_with_its_type():
    with pytest.raises(TypeError, match="not an IR object: int"):
        readback(42, SMASHUP)


# --------------------------------------------------------------------------------------------
# random IR never makes it raise

WORDS = ("minion", "creature", "base", "hand", "deck", "discard pile", "Madness deck", "power", "wound",
         "+1 power", "vp", "coin", "play cards", "x", "")


def _resolved(cls: type) -> type:
    attrs.resolve_types(cls, globalns=vars(s))
    return cls


def _required_ir(cls: type) -> int:
    return sum(1 for a in attrs.fields(_resolved(cls)) if a.default is attrs.NOTHING and a.type not in (str, int, bool))


def _build(data: st.DataObject, t: Any, depth: int) -> Any:
    if t is str:
        return data.draw(st.sampled_from(WORDS))
    if t is int:
        return data.draw(st.integers(0, 4))
    if t is bool:
        return data.draw(st.booleans())
    if isinstance(t, type) and issubclass(t, enum.Enum):
        return data.draw(st.sampled_from(list(t)))
    args = typing.get_args(t)
    if typing.get_origin(t) is tuple:
        return tuple(_build(data, args[0], depth + 1) for _ in range(data.draw(st.integers(0, 0 if depth > 4 else 2))))
    if type(None) in args:
        rest = [a for a in args if a is not type(None)]
        if depth > 4 or data.draw(st.booleans()):
            return None
        return _build(data, rest[0] if len(rest) == 1 else typing.Union[tuple(rest)], depth)
    if args:                                    # a union: shallow members once deep
        members = list(args)
        if depth > 4:
            least = min(_required_ir(m) for m in members)
            members = [m for m in members if _required_ir(m) == least]
        return _build(data, data.draw(st.sampled_from(members)), depth + 1)
    if attrs.has(t):
        cls = _resolved(t)
        if cls in (s.Target, s.Choose):
            lo = data.draw(st.integers(0, 2))
            hi = data.draw(st.none() | st.integers(max(lo, 1), 4)) if cls is s.Target else data.draw(st.integers(lo, 3))
            kw = {"min": lo, "max": hi}
        else:
            kw = {}
        for a in attrs.fields(cls):
            if a.name in kw:
                continue
            if a.default is not attrs.NOTHING and (depth > 4 or data.draw(st.booleans())):
                continue
            kw[a.name] = _build(data, a.type, depth + 1)
        return cls(**kw)
    raise TypeError(t)


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.data(), st.sampled_from(sorted(s.ALL_CLASSES, key=lambda c: c.__name__)), st.sampled_from(sorted(RULESETS)))
def test_random_ir_of_every_class_reads_back_without_an_error(data, cls, rs_name):
    rs = get_ruleset(rs_name)
    obj = _build(data, cls, 0)
    card = data.draw(st.none() | st.builds(
        lambda t, on: s.CardSpec(slug="x", name="X", card_type=t, play_on=on),
        st.sampled_from([t.name for t in rs.card_types]),
        st.none() | st.sampled_from([s.Filter(card_types=(t.name,)) for t in rs.card_types])))
    text = readback(obj, rs, card=card)
    assert isinstance(text, str) and text.strip()


@pytest.mark.skipif(not CORPUS.exists(), reason="shared corpus not present")
def test_every_corpus_card_that_compiles_reads_back(tmp_path):
    """Real printed cards (never copied into the project): each one that compiles reads back."""
    read = 0
    for name, cols, typ in [("smashup-dev.tsv", ["name", "type", "power", "text"], None),
                            ("smashup-dev2.tsv", ["name", "type", "power", "text"], None),
                            ("smashup-bases-dev.tsv", ["name", "type", "breakpoint", "vp", "text"], "base"),
                            ("smashup-bases-dev2.tsv", ["name", "type", "breakpoint", "vp", "text"], "base")]:
        rows = list(csv.DictReader((CORPUS / name).open(encoding="utf-8"), delimiter="\t"))
        p = tmp_path / name
        with p.open("w", newline="", encoding="utf-8") as fh:
            w = csv.writer(fh, delimiter="\t", lineterminator="\n")
            w.writerow(cols)
            for r in rows:
                w.writerow([r.get(c) or (typ if c == "type" else "") for c in cols])
        rep = dsl.check_path(p, "smashup")
        for c in rep.cards:
            if not c.ok or c.lowered is None:
                continue
            card = s.CardSpec(slug="x", name=c.name, card_type=c.card.type, play_on=c.lowered.play_on,
                              abilities=tuple(a for a, _ in c.lowered.abilities))
            for ability in card.abilities:
                assert readback(ability, rep.ruleset, card=card).strip(), c.name
            read += 1
    assert read > 400


# --------------------------------------------------------------------------------------------
# the shipped sets: what each readback must name


def shipped_cards() -> Iterator[tuple[Any, s.CardSpec]]:
    for path in SHIPPED:
        cs = compile_paths([path]).load()
        rs = get_ruleset(cs.ruleset)
        for card in cs.card_specs():
            yield rs, card


SHIPPED_CARDS = list(shipped_cards())


def walk(v: Any) -> Iterator[Any]:
    if isinstance(v, tuple):
        for x in v:
            yield from walk(x)
    elif attrs.has(type(v)):
        yield v
        for f in attrs.fields(type(v)):
            yield from walk(getattr(v, f.name))


def numbers(ability: Any) -> set[int]:
    """The numbers an ability states: its constants, its stat and counter tests' values."""
    out: set[int] = set()
    for x in walk(ability):
        if isinstance(x, s.Const):
            out.add(x.value)
        elif isinstance(x, (s.StatTest, s.CounterTest)) and getattr(x, "amount", None) is None \
                and not (isinstance(x, s.CounterTest) and x.cmp is s.Cmp.EQ and x.value == 0):
            out.add(x.value)
    return out


def durations(ability: Any) -> list[s.Duration]:
    out = []
    for x in walk(ability):
        if isinstance(x, (s.Modify, s.Apply)):
            out.append(x.duration)
        elif isinstance(x, s.GainControl) and x.duration is not None:
            out.append(x.duration)
        elif isinstance(x, (s.Gain, s.Lose)) and x.temporary is not None:
            out.append(x.temporary)
    return out


ABILITIES = [(rs, card, i, ab) for rs, card in SHIPPED_CARDS for i, ab in enumerate(card.abilities)]


def test_the_shipped_sets_have_abilities_to_check():
    kinds = {type(x) for _, _, _, ab in ABILITIES for x in walk(ab)}
    assert len(ABILITIES) > 50
    for needed in (s.Target, s.Each, s.If, s.Modify, s.AsPlayer, s.Triggered, s.Activated, s.Static, s.Replacement):
        assert needed in kinds, needed.__name__


@pytest.mark.parametrize("rs, card, i, ability", ABILITIES, ids=[f"{c.name}#{i}" for _, c, i, _ in ABILITIES])
def test_each_shipped_ability_names_its_targets_amounts_durations_and_conditions(rs, card, i, ability):
    text = readback(ability, rs, card=card)
    low = text.lower()
    nodes = list(walk(ability))
    for x in nodes:
        if isinstance(x, s.Target):
            assert "target" in low and "choose" in low, text          # who chooses, and that it is a target
            for t in x.filter.card_types:
                assert t in low or (t in rs.character_types and "character" in low), (t, text)
        if isinstance(x, s.Each):
            assert "each" in low, text
        if isinstance(x, (s.If, s.WhenTrue)):
            assert re.search(r"\bif\b|each time", low), text
        if isinstance(x, (s.StatBonus, s.Cant, s.NoPlay, s.Unaffected, s.PlayerPower)) and x.condition is not None:
            assert " while " in low, text
        if isinstance(x, s.AsPlayer) and x.who is not s.Who.YOU:
            assert {s.Who.WINNER: "the winner", s.Who.RUNNER_UP: "the runner-up",
                    s.Who.EACH_PLAYER: "each player", s.Who.EACH_OPPONENT: "each other player"}.get(
                        x.who, "") in low, text
        if isinstance(x, s.Cost):
            assert "cost:" in low, text
        if isinstance(x, s.Activated) and x.per_turn == 1:
            assert "once per turn" in low, text
        if isinstance(x, (s.Triggered, s.Delay)):
            assert re.search(r"\b(when|before|after|at the start of|at the end of|the next time)\b", low), text
    for n in numbers(ability):
        assert re.search(rf"(?<![\w.]){n}(?!\w)", text), (n, text)   # the number itself, as a word
    for d in durations(ability):
        assert duration_words(d, rs) in low, (d, text)
    if isinstance(ability, s.Triggered | s.OnPlay | s.Activated):
        assert re.search(r"\byour?\b|player|the winner|the runner-up|the owner|the controller", low), text  # who


@pytest.mark.parametrize("rs, card", SHIPPED_CARDS, ids=[c.name for _, c in SHIPPED_CARDS])
def test_shipped_readbacks_use_their_games_words(rs, card):
    text = readback(card, rs)
    other = {"smashup": ("creature", "graveyard", "hero"), "berserk": ("minion", "base", "Madness")}[rs.name]
    for word in other:
        assert not re.search(rf"\b{word}", text), (word, text)
    if card.play_on is not None:
        assert text.startswith("Played on ")


def test_the_default_duration_is_the_rulesets():
    boost = s.Modify(target=s.This(), stat="power", op=s.ModOp.ADD, amount=s.Const(value=2))
    assert "until the end of the turn" in readback(boost, SMASHUP)
    assert "for as long as it stays in play" in readback(boost, BERSERK)
    assert set(DURATION_WORDS) == set(s.Duration) - {s.Duration.DEFAULT}


def test_golden_readback_of_the_shipped_sets(golden):
    out = []
    for rs, card in SHIPPED_CARDS:
        out.append(f"## {card.name} ({rs.name} {card.card_type})\n{readback(card, rs)}\n")
    golden("readback/shipped.txt", "\n".join(out))


# --------------------------------------------------------------------------------------------
# cards of our own, read back word for word

OWN_SMASHUP = '''ruleset smashup

card "Bramble Scout": minion, power 2
  Talent: Destroy a minion of power 3 or less here.

card "Kettle Drum": action
  Each of your minions gains +2 power until the end of the turn.

card "Lamp Warden": minion, power 3
  Ongoing: This minion has +1 power during other players' turns.

card "Pebble Toss": action
  Play on a base.
  Ongoing: Other players cannot play minions here.
'''

OWN_BERSERK = '''ruleset berserk

card "Ash Mage": creature, cost 3, life 2, strike 1
  Recruit: Deal 2 wounds to target creature.

card "Coin Purse": spell, cost 1
  Gain 2 coins.
'''

EXPECTED = {
    "Bramble Scout": "Talent (once per turn; only on your turn; during the play cards phase): You destroy 1 target "
                     "minion on this minion's base with power 3 or less (you choose).",
    "Kettle Drum": "When this action is played, you give each minion you control +2 power until the end of the turn.",
    "Lamp Warden": "Ongoing: This minion has +1 power while it is not your turn.",
    "Pebble Toss": "Played on a base.\nOngoing: Other players cannot play minions on the base this is played on.",
    "Ash Mage": "Recruit: When this creature is played, you deal 2 wounds to 1 target creature (you choose).",
    "Coin Purse": "When this spell is played, you gain 2 coins.",
}


@pytest.mark.parametrize("text", [OWN_SMASHUP, OWN_BERSERK], ids=["smashup", "berserk"])
def test_cards_of_our_own_read_back_as_expected(tmp_path, text):
    p = tmp_path / "own.cards"
    p.write_text(text, encoding="utf-8")
    cs = compile_paths([p]).load()
    rs = get_ruleset(cs.ruleset)
    for card in cs.card_specs():
        assert readback(card, rs) == EXPECTED[card.name]


@pytest.mark.rule("SU-M2")
def test_other_players_drawing_from_a_shared_deck_read_as_such():
    ability = s.OnPlay(origin="t/x#0", effect=s.AsPlayer(who=s.Who.EACH_OPPONENT,
                                                         effect=s.Draw(zone="Madness deck")))
    effect = ability.effect
    assert readback(effect, SMASHUP) == "Each other player draws 1 card from the Madness deck."
    assert readback(ability, SMASHUP) == \
        "When this card is played, each other player draws 1 card from the Madness deck."


def test_a_target_says_how_many_which_cards_and_who_chooses():
    heal = s.Heal(target=s.Target(filter=s.Filter(card_types=("creature", "hero"), controller=s.Controller.YOU),
                                  min=0, max=3), amount=s.Const(value=3), divided=True)
    assert readback(heal, BERSERK) == ("You heal up to 3 wounds in total from up to 3 target characters you control "
                                       "(you choose), divided among them as you choose.")
    theirs = s.AsPlayer(who=s.Who.RUNNER_UP, effect=s.May(effect=s.ReturnToHand(
        target=s.Target(filter=s.Filter(card_types=("minion",), controller=s.Controller.YOU)))))
    assert readback(theirs, SMASHUP) == \
        "The runner-up may return 1 target minion they control (they choose) to its owner's hand."


def test_triggers_costs_and_conditions_are_said():
    poison = s.Triggered(origin="t/x#0", when=s.EventPattern(event=s.Event.DESTROY, this=True),
                         effect=s.If(condition=s.YourTurn(), then=s.Gain(resource="coin", amount=s.Const(value=3))),
                         label="death")
    assert readback(poison, BERSERK) == \
        "Death: When this card is destroyed, if it is your turn, you gain 3 coins."
    tap = s.Activated(origin="t/x#0", effect=s.Draw(amount=s.Const(value=2)),
                      costs=(s.Cost(cost=s.CostKind.TAP_SELF), s.Cost(cost=s.CostKind.COINS, amount=2)))
    assert readback(tap, BERSERK) == "Activated ability (cost: tap this card and pay 2 coins): You draw 2 cards."


# --------------------------------------------------------------------------------------------
# cardtext show


def test_show_prints_the_readback_and_the_ir_only_with_the_flag(run_cli):
    path = str(ROOT / "cardsets" / "smashup")
    rc, out, _ = run_cli("show", "Overdrive", path)
    assert rc == 0, out
    assert "what it does (read back from the compiled abilities):" in out
    assert "you give each minion you control +1 power until the end of the turn." in out
    assert "ir:" not in out and "op add" not in out
    rc, out, _ = run_cli("show", "Overdrive", path, "--ir")
    assert rc == 0 and "ir: on play (effect modify" in out


def test_show_of_a_card_file_without_a_name_says_to_name_the_card(run_cli, tmp_path):
    """`cardtext show set.cards` took the file for a card's name and searched the whole current
    folder for it (minutes in a big one); it is a usage error that says what to write."""
    (tmp_path / "set.cards").write_text('ruleset smashup\ncard "Zap": action\n  Draw a card.\n', encoding="utf-8")
    rc, _, err = run_cli("show", "set.cards")
    assert rc == 2 and '`set.cards` is a card file: give the card\'s name first (cardtext show "NAME" set.cards)' in err
    rc, out, _ = run_cli("show", "Zap", "set.cards")
    assert rc == 0 and "Draw a card." in out


def test_show_help_says_what_the_readback_is(run_cli):
    rc, out, _ = run_cli("show", "--help")
    assert rc == 0
    for words in ("read back in", "plain English", "targets", "durations", "--ir", "runtime.readback.readback"):
        assert words in " ".join(out.split()), words


def test_a_choice_made_by_another_player_reads_in_their_words():
    choice = s.AsPlayer(who=s.Who.WINNER, effect=s.Choose(modes=(s.Draw(amount=s.Const(value=2)),
                                                                 s.Gain(resource="vp"))))
    assert readback(choice, SMASHUP) == "The winner chooses 1 of the following: (1) draw 2 cards; (2) gain 1 VP."


def test_steps_keep_their_own_subjects():
    steps = s.Sequence(effects=(s.AsPlayer(who=s.Who.EACH_OPPONENT, effect=s.Draw(amount=s.Const(value=2))),
                                s.Gain(resource="vp"), s.Draw()))
    assert readback(steps, SMASHUP) == "Each other player draws 2 cards, then you gain 1 VP, then draw 1 card."


def test_a_move_between_bases_and_a_reveal_until_read_as_such():
    moved = s.Triggered(origin="t/x#0", when=s.EventPattern(
        event=s.Event.MOVE, timing=s.Timing.AFTER, zone="base",
        subject=s.Filter(card_types=("minion",), controller=s.Controller.OPPONENT)), effect=s.Draw())
    assert readback(moved, SMASHUP) == "After a minion an opponent controls is moved to another base, you draw 1 card."
    # "after another player's minion moves here": the subject is here once moved — said as where it goes
    here = attrs.evolve(moved, when=attrs.evolve(moved.when, subject=attrs.evolve(moved.when.subject, at=s.AtBase.HERE)))
    minion = s.CardSpec(slug="t/x", name="X", card_type="minion")
    assert readback(here, SMASHUP, card=minion) == \
        "After a minion an opponent controls is moved to this minion's base, you draw 1 card."
    until = s.Reveal(until=s.Filter(card_types=("action",)), until_count=2,
                     with_revealed=s.Move(target=s.Each(filter=s.Filter(among_picked=True, card_types=("action",),
                                                                        zone="deck")), to_zone="hand"))
    assert readback(until, SMASHUP) == (
        "You reveal cards from the top of your deck, one at a time, until 2 actions are shown, then, with the "
        "revealed cards: put each action among the revealed cards into its owner's hand.")


def test_this_base_scoring_on_an_action_played_on_a_minion_is_the_base_of_that_minion():
    scoring = s.Triggered(origin="t/x#0", when=s.EventPattern(event=s.Event.SCORE, timing=s.Timing.BEFORE, host=True),
                          effect=s.Draw())
    on_minion = s.CardSpec(slug="t/x", name="X", card_type="action", play_on=s.Filter(card_types=("minion",)))
    assert readback(scoring, SMASHUP, card=on_minion).startswith(
        "Before the base of the minion this is played on scores, ")


def test_the_first_time_each_turn_and_until_the_end_of_your_turn_are_said():
    boost = s.Modify(target=s.This(), stat="power", op=s.ModOp.ADD, amount=s.Const(value=2),
                     duration=s.Duration.END_OF_YOUR_TURN)
    assert "until the end of your turn" in readback(boost, SMASHUP)
    first = s.Triggered(when=s.EventPattern(event=s.Event.PLAY, timing=s.Timing.AFTER), effect=boost,
                        first_in_turn=True, origin="t/probe#0")
    assert "only the first time this turn" in readback(first, SMASHUP)
