"""Scenarios: card tests written as text a designer can read (files ending in `.scenario`).

    # Cataclysm has no targets: it is legal with no creature in play (BH-502.6)
    scenario: Cataclysm destroys every creature
    rule: BH-502.6
    set: heroes.cards
    players: Ann, Bob

    setup:
      Ann coins: 10
      Ann hand: Cataclysm
      Bob play area: Noita, Orc Avenger

    actions:
      turn Ann
      play Cataclysm

    expect:
      Noita in Bob graveyard
      Orc Avenger in Bob graveyard

Setup lines put cards into zones without playing them (`PLAYER ZONE: Card, Card`; a deck is
listed from its top), `shared decks` (the ruleset's shared decks, SU-M1: Smash Up's 30 Madness
cards, `Madness#30` on top), `base: Card` for Smash Up bases, `base deck: Card, Card` for the
base deck (from its top), `PLAYER at BASE: Card` for minions (or actions) on a base, `CARD on
CARD` for a card attached to another (`CARD on BASE`: an action on that base), set resources
(`PLAYER RESOURCE: N`), counters (`CARD COUNTER: N`) and tapped cards (`CARD tapped`).

Actions are `turn PLAYER`, `phase`, `end turn`, `play CARD [on CARD] [at BASE]`, `play
together: CARD, CARD` (declared at once), `activate CARD [N]`, `destroy CARD`, `score BASE`,
and `choose KIND: ANSWER, ANSWER` (the answers to the next decision of that kind, in order: a
card, an option as the trace shows it, or its number; `choose KIND: none` picks no option,
where none is allowed). An action that ends with `refused` must
be refused by the game (a talent used twice, a tapped card paying) — that is an expectation too.

Expectations are `CARD in PLAYER ZONE`, `CARD in ZONE` for a shared zone ("Gear Market in base
deck"), `CARD at BASE` (in play on that base: a minion, an action played there or on a card
there), `CARD on CARD` (attached to that card, or an action played on that base), `CARD not at
BASE` / `CARD not on CARD` (`is` may be written: "Larva is not at Jungle"), `CARD has STAT N`
or `CARD has N STAT` ("Larva has power 5", its current value; `lives` too) or `CARD STAT: N`,
`CARD has N COUNTER counters` ("has 2 +1 power counters", "has no wounds") or `CARD COUNTER:
N`, `CARD lives: N`, `PLAYER RESOURCE: N`, `CARD tapped` / `CARD untapped`, `CARD controlled by
PLAYER`, and `winner: PLAYER` / `no winner` (the end of the game, SU-G7). A failed expectation
says what was found instead ("but Larva is at Swamp", "but power is 3").

Cards are named the same way everywhere — set-up, actions, scripted answers, expectations, the
trace and the options a decision shows: by their name when the setup makes one card of that
name, else `Name#k`, the k-th card of that name the setup makes (in the order of its lines; a
deck is made from its bottom, so the top card of `Ann deck: Imp, Imp` is `Imp#2`). `Name#1`
also names a card that is alone of its name. Scripted answers once named cards by the game's
ids (`Imp#7`, the 7th card made): an answer that reads only that way, or whose setup reading is
not among the options while its game-id reading is, is an error (E702) naming both readings; an
answer that is a legal option both ways takes the setup reading, and the scenario's failures
then note the other reading.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import attrs

from runtime import trace as tr
from runtime.ranges import shown

from . import codes
from .diagnostics import Diagnostic, error
from .source import SourceError, SourceFile, Span, load

SECTIONS = ("setup", "actions", "expect")
HEADER_KEYS = ("scenario", "rule", "rules", "set", "sets", "players", "seed", "ruleset")


@attrs.define
class Line:
    text: str
    line: int
    span: Span


@attrs.define
class Scenario:
    source: SourceFile
    name: str = ""
    rules: list[str] = attrs.field(factory=list)
    sets: list[Path] = attrs.field(factory=list)
    players: list[str] = attrs.field(factory=lambda: ["Ann", "Bob"])
    seed: int = 0
    setup: list[Line] = attrs.field(factory=list)
    actions: list[Line] = attrs.field(factory=list)
    expect: list[Line] = attrs.field(factory=list)


def parse(src: SourceFile) -> tuple[Scenario, list[Diagnostic]]:
    sc = Scenario(source=src)
    diags: list[Diagnostic] = []
    section: str | None = None
    pos = 0
    base_dir = Path(src.path).parent
    for lineno, raw in enumerate(src.text.split("\n"), start=1):
        start = pos
        pos += len(raw) + 1
        text = raw.strip()
        if not text or text.startswith("#"):
            continue
        indent = len(raw) - len(raw.lstrip())
        span = Span(start + indent, start + len(raw.rstrip()))
        low = text.lower().rstrip(":")
        if indent == 0 and low in SECTIONS and text.endswith(":"):
            section = low
            continue
        if indent == 0:
            key, sep, value = text.partition(":")
            key = key.strip().lower()
            if not sep or key not in HEADER_KEYS:
                diags.append(error(codes.E701, f"unknown scenario line `{text}`", span, path=src.path,
                                   help="at column 0: scenario:, rule:, set:, players:, seed:, or a section "
                                        "(setup:, actions:, expect:) whose lines are indented"))
                continue
            value = value.strip()
            if key == "scenario":
                sc.name = value
            elif key in ("rule", "rules"):
                sc.rules += [r.strip() for r in value.split(",") if r.strip()]
            elif key in ("set", "sets"):
                sc.sets += [base_dir / p.strip() for p in value.split(",") if p.strip()]
            elif key == "players":
                sc.players = [p.strip() for p in value.split(",") if p.strip()]
            elif key == "seed":
                if not value.isdigit() or len(value) > 18:
                    diags.append(error(codes.E701, f"seed `{shown(value)}` is not a number (of at most 18 digits)",
                                       span, path=src.path))
                else:
                    sc.seed = int(value)
            continue
        if section is None:
            diags.append(error(codes.E701, "an indented line before any section", span, path=src.path,
                               help="put it under setup:, actions: or expect:"))
            continue
        getattr(sc, section).append(Line(text, lineno, span))
    if not sc.sets:
        diags.append(error(codes.E701, "the scenario names no card set", Span(0, 0), path=src.path,
                           help="add a line `set: FILE.cards` (relative to the scenario file)"))
    if not sc.expect:
        diags.append(error(codes.E701, "the scenario expects nothing", Span(0, 0), path=src.path,
                           help="add an `expect:` section: a test must be able to fail"))
    return sc, diags


def read(path: str | Path) -> tuple[Scenario | None, list[Diagnostic]]:
    try:
        src = load(path)
    except SourceError as e:
        return None, [error(codes.E001, e.message, Span(0, 0), path=str(path))]
    return parse(src)


# ------------------------------------------------------------------ running
class _TooLarge(ValueError):
    """A number in a scenario line too long to be any count, index or resource."""


def _int(text: str) -> int:
    """A whole number of a scenario line ("-3", "12"); more than 15 digits: `_TooLarge`."""
    digits = text.lstrip("-+").lstrip("0")
    if len(digits) > 15:
        raise _TooLarge(f"the number {shown(text.lstrip('-+'))} is too large for a scenario")
    return int(text)


class ScenarioError(Exception):
    """A line that cannot be carried out: reported at the line (E702)."""

    def __init__(self, line: Line, message: str, help: str | None = None) -> None:
        super().__init__(message)
        self.line = line
        self.message = message
        self.help = help


class _AnswerError(Exception):
    """A scripted answer that names no card, or two, of the decision (reported at its `choose`)."""

    def __init__(self, message: str, help: str | None = None) -> None:
        super().__init__(message)
        self.message = message
        self.help = help
        self.line: Line | None = None


@attrs.define
class Outcome:
    trace_lines: list[str]
    failures: list[Diagnostic]
    passed: list[str]
    game: Any = None


_RES = re.compile(r"^(?P<who>.+?)\s+(?P<what>[^:]+):\s*(?P<n>-?\d+)$")


class Runner:
    """Sets up a game from a scenario, runs its actions and checks its expectations."""

    def __init__(self, sc: Scenario, cards: dict[str, Any], ruleset: Any, quotes: dict[str, str],
                 *, random_choices: bool = False, seed: int | None = None) -> None:
        from runtime import Game   # the runtime only when a scenario runs
        from runtime.choices import RandomChooser

        self.sc = sc
        self.cards = cards                  # name -> CardSpec
        self.rs = ruleset
        self.quotes = quotes                # origin -> "text" (file:line)
        self.seed = sc.seed if seed is None else seed
        self.script: list[tuple[str, Any]] = []
        self.chooser = _ScriptThenMaybeRandom(self.script, RandomChooser(self.seed) if random_choices else None,
                                              self.answer)
        self.notes: list[str] = []          # answers read in setup order that the game's ids read otherwise
        self.game = Game(ruleset, tuple(sc.players), chooser=self.chooser, seed=self.seed)
        self.ids: dict[str, list[int]] = {}
        zones = {z.lower(): z for z in ruleset.zones}
        zones.update({"play": ruleset.play_zone, "graveyard": ruleset.discard_zone,
                      "discard": ruleset.discard_zone, "in play": ruleset.play_zone})
        self.zones = zones

    # names
    def player(self, line: Line, name: str) -> int:
        for i, p in enumerate(self.sc.players):
            if p.lower() == name.strip().lower():
                return i
        raise ScenarioError(line, f"unknown player `{name.strip()}`", f"players: {', '.join(self.sc.players)}")

    def zone(self, line: Line, name: str) -> str:
        z = self.zones.get(name.strip().lower())
        if z is None:
            raise ScenarioError(line, f"unknown zone `{name.strip()}`", f"zones: {', '.join(sorted(self.zones))}")
        return z

    def spec(self, line: Line, name: str) -> Any:
        c = self.cards.get(name.strip())
        if c is None:
            raise ScenarioError(line, f"no card named `{name.strip()}` in the scenario's sets")
        return c

    def cid(self, line: Line, ref: str) -> int:
        ref = ref.strip()
        name, _, k = ref.partition("#")
        ids = self.ids.get(name.strip())
        if not ids:
            raise ScenarioError(line, f"`{name}` was not set up", "name a card the setup put into a zone")
        if k:
            if not k.isdigit() or not 1 <= _int(k) <= len(ids):
                raise ScenarioError(line, f"there is no `{ref}` (the setup has {len(ids)})")
            return ids[int(k) - 1]
        if len(ids) > 1:
            raise ScenarioError(line, f"`{name}` is ambiguous: the setup has {len(ids)}", f"write `{name}#1` … `{name}#{len(ids)}`")
        return ids[0]

    def add(self, line: Line, name: str, owner: int | None, zone: str, **kw: Any) -> int:
        cid = self.game.add_card(self.spec(line, name), owner, zone, **kw)
        self.ids.setdefault(name.strip(), []).append(cid)
        return cid

    def relabel(self) -> None:
        """Name every set-up card in the game as the scenario names it (its label in the trace,
        in decisions' options and in messages): `Name` when the setup has one card of that name,
        else `Name#k`, the k-th made. The game's own ids (`Name#id`) are never shown."""
        for name, ids in self.ids.items():
            for k, cid in enumerate(ids, start=1):
                self.game.card(cid).label = name if len(ids) == 1 else f"{name}#{k}"

    def is_ref(self, text: str) -> bool:
        """Whether `text` names a set-up card (`Name`, `Name#k`), however many there are."""
        name, _, k = text.strip().partition("#")
        return name.strip() in self.ids and (not k or k.isdigit())

    def split_refs(self, text: str, word: str) -> tuple[str, str] | None:
        """`CARD WORD CARD` ("Larva at Jungle"): the split where both sides name set-up cards
        (a card's name may itself hold the word)."""
        sep = f" {word} "
        i = text.find(sep)
        while i >= 0:
            left, right = text[:i], text[i + len(sep):]
            if self.is_ref(left) and self.is_ref(right):
                return left.strip(), right.strip()
            i = text.find(sep, i + 1)
        return None

    def answer(self, a: Any, d: Any, line: Line) -> Any:
        """A scripted answer as the decision's option label: `Name#k` / `Name` name set-up cards
        (as everywhere in a scenario). An answer that only reads as the game's card id (the old
        naming of choices, `Clone#8`) is an error naming both readings; one that reads both ways,
        as two cards among the options, takes the setup reading and leaves a note for failures."""
        if not isinstance(a, str):
            return a
        name, sep, k = a.partition("#")
        ids = self.ids.get(name.strip())
        if not ids:
            return a                            # "yes", "1:draw", a player, a name to choose
        if not sep:
            lab = self.game.card(ids[0]).label
            return lab if len(ids) == 1 and lab in d.options else a
        if not k.isdigit():
            return a
        n = _int(k)
        mine = ids[n - 1] if 1 <= n <= len(ids) else None
        other = self.game.state.cards.get(n)
        theirs = n if other is not None and other.spec.name == name.strip() and n != mine else None
        if mine is not None:
            lab = self.game.card(mine).label
            if theirs is not None and self.game.card(theirs).label in d.options:
                old = self.game.card(theirs).label
                if lab not in d.options:
                    raise _AnswerError(
                        f"`{a}` is ambiguous: in setup order it is `{lab}`, which is not among the options "
                        f"({', '.join(d.options)}); read as the game's card id (the old naming of choices) "
                        f"it is `{old}`", f"scenarios name cards in setup order everywhere: write `{old}` if that "
                        f"is the card meant")
                self.notes.append(f"`{line.text}` (line {line.line}) read `{a}` in setup order; read as "
                                  f"the game's card id (the old naming of choices) it would be `{old}`")
            return lab
        if theirs is not None:
            old = self.game.card(theirs).label
            raise _AnswerError(
                f"there is no `{a}` in the setup (it has {len(ids)} `{name.strip()}`); read as the game's card "
                f"id (the old naming of choices) it is `{old}`",
                f"scenarios name cards in setup order everywhere: write `{old}`")
        return a

    # setup
    def do_setup(self, line: Line) -> None:
        t = line.text
        g = self.game
        if re.match(r"^shared decks$", t, re.I):
            # SU-M1: the ruleset's shared decks (Smash Up's Madness deck), their cards in order
            # (the last one made is on top: `Madness#30` is drawn first)
            if not self.rs.shared_decks:
                raise ScenarioError(line, f"{self.rs.title} has no shared decks")
            from .compiler import quotes, shared_deck_cards
            specs, texts = shared_deck_cards(self.rs.name)
            from runtime import format as fmt
            from . import __version__
            self.quotes.update(quotes(fmt.loads(fmt.assemble(self.rs.name, texts, __version__))))
            for d in self.rs.shared_decks:
                self.cards.setdefault(d.name, specs[d.name])
                for _ in range(d.count):
                    self.add(line, d.name, None, d.zone)
            return
        if m := re.match(r"^base:\s*(.+)$", t, re.I):
            for name in _names(m.group(1)):
                self.add(line, name, None, self.rs.play_zone)
            return
        if (m := re.match(r"^base deck:\s*(.+)$", t, re.I)) and self.rs.base_deck_zone:
            for name in reversed(_names(m.group(1))):     # listed from the top
                self.add(line, name, None, self.rs.base_deck_zone)
            return
        if m := re.match(r"^(.+?)\s+at\s+(.+?):\s*(.+)$", t):
            p = self.player(line, m.group(1))
            base = self.cid(line, m.group(2))
            for name in _names(m.group(3)):
                self.add(line, name, p, self.rs.play_zone, at=base)
            return
        if m := re.match(r"^(.+?)\s+on\s+(.+)$", t):
            host = self.cid(line, m.group(2))
            hc = g.card(host)
            if self.rs.base_type and hc.spec.card_type == self.rs.base_type:
                # an action on a base is at that base, as `play CARD at BASE` puts it (SU)
                self.add(line, m.group(1), hc.owner, hc.zone, at=host)
            else:
                self.add(line, m.group(1), hc.owner, hc.zone, attached_to=host, at=hc.at)
            return
        if m := re.match(r"^(.+?)\s+tapped$", t):
            g.card(self.cid(line, m.group(1))).tapped = True
            return
        if m := self.res_line(t):
            who, what, num = m
            if who.strip().lower() in (p.lower() for p in self.sc.players):
                res = self.resource(line, what)
                g.players[self.player(line, who)].resources[res] = num
            else:
                g.card(self.cid(line, who)).counters[self.counter(line, what)] = num
            return
        if m := re.match(r"^(\S+)\s+(.+?):\s*(.+)$", t):
            p = self.player(line, m.group(1))
            z = self.zone(line, m.group(2))
            names = _names(m.group(3))
            if z == self.rs.deck_zone:
                names.reverse()         # a deck is listed from the top: the first name is drawn first
            for name in names:
                self.add(line, name, p, z)
            return
        raise ScenarioError(line, f"cannot read setup line `{t}`",
                            "PLAYER ZONE: cards | PLAYER RESOURCE: N | CARD COUNTER: N | CARD tapped | base: cards")

    def res_line(self, t: str) -> tuple[str, str, int] | None:
        """`WHO WHAT: N` where WHO is a player or a set-up card (names may have spaces)."""
        m = _RES.match(t)
        if m is None:
            return None
        head = t[: t.rindex(":")].split()
        players = {p.lower() for p in self.sc.players}
        for k in range(len(head) - 1, 0, -1):
            who = " ".join(head[:k])
            if who.lower() in players or self.is_ref(who):
                return who, " ".join(head[k:]).lower(), _int(m.group("n"))
        return m.group("who").strip(), m.group("what").strip().lower(), _int(m.group("n"))

    def resource(self, line: Line, what: str) -> str:
        for r in self.rs.resources:
            if what in (r, r + "s", r.lower(), (r + "s").lower()):
                return r
        raise ScenarioError(line, f"unknown resource `{what}`", f"resources: {', '.join(self.rs.resources)}")

    def counter(self, line: Line, what: str) -> str:
        for c in self.rs.counters:
            if what in (c, c + "s", c + " counters", c + " counter"):
                return c
        raise ScenarioError(line, f"unknown counter `{what}`", f"counters: {', '.join(self.rs.counters)}")

    # actions
    def do_action(self, line: Line) -> None:
        from runtime import spec as s

        t = line.text
        g = self.game
        low = t.lower()
        if m := re.match(r"^choose\s+(\w+):\s*(.+)$", t, re.I):
            answers = [a.strip() for a in m.group(2).split(",") if a.strip()]
            ans: Any = [_int(a) if a.isdigit() else a for a in answers]
            if len(answers) == 1 and answers[0].lower() == "none":
                ans = [[]]                      # "choose targets: none": no option at all
            self.script.append((m.group(1).lower(), ans[0] if len(ans) == 1 else ans, line))
            return
        if m := re.match(r"^turn\s+(.+)$", t, re.I):
            g.begin_turn(self.player(line, m.group(1)))
            return
        if low == "phase":
            g.next_phase()
            return
        if low == "end turn":
            g.end_turn()
            return
        if m := re.match(r"^play together:\s*(.+)$", t, re.I):
            for ref in _names(m.group(1)):
                g.play_card(self.cid(line, ref), resolve=False)
            g.resolve()
            return
        if m := re.match(r"^play\s+(.+?)(?:\s+on\s+(.+?))?(?:\s+at\s+(.+?))?$", t, re.I):
            on = self.cid(line, m.group(2)) if m.group(2) else None
            base = self.cid(line, m.group(3)) if m.group(3) else None
            g.play_card(self.cid(line, m.group(1)), on=on, base=base)
            return
        if m := re.match(r"^activate\s+(.+?)(?:\s+(\d+))?$", t, re.I):
            g.activate(self.cid(line, m.group(1)), _int(m.group(2) or "0"))
            return
        if m := re.match(r"^destroy\s+(.+)$", t, re.I):
            cid = self.cid(line, m.group(1))
            g.execute(s.Destroy(target=s.This()), controller=g.card(cid).controller, source=cid,
                      origin="scenario#destroy")
            return
        if m := re.match(r"^score\s+(.+)$", t, re.I):
            g.score_base(self.cid(line, m.group(1)))
            return
        raise ScenarioError(line, f"cannot read action `{t}`",
                            "turn P | phase | end turn | play CARD [on CARD] [at BASE] | play together: CARDS | "
                            "activate CARD [N] | destroy CARD | score BASE | choose KIND: ANSWERS")

    # expectations
    def check(self, line: Line) -> str | None:
        """None when the expectation holds, else what was found instead."""
        t = line.text
        g = self.game
        if m := re.match(r"^winner:\s*(.+)$", t, re.I):
            want = self.player(line, m.group(1))
            return None if g.winner == want else (
                "there is no winner" if g.winner is None else f"the winner is {self.sc.players[g.winner]}")
        if t.lower() == "no winner":
            return None if g.winner is None else f"the winner is {self.sc.players[g.winner]}"
        found = self.check_place(line, t)
        if found is not False:
            return found
        m = re.match(r"^(.+?)\s+in\s+(.+)$", t)
        if m and m.group(2).strip().lower() in self.zones and self.zones[m.group(2).strip().lower()] in self.rs.shared_zones:
            # "Gear Market in base deck", "Quiet Lot in bases": a shared zone, whoever controls it
            c = g.card(self.cid(line, m.group(1)))
            z = self.zones[m.group(2).strip().lower()]
            return None if c.zone == z else f"it is in {c.zone}"
        if m := re.match(r"^(.+?)\s+in\s+(\S+)\s+(.+)$", t):
            c = g.card(self.cid(line, m.group(1)))
            p = self.player(line, m.group(2))
            z = self.zone(line, m.group(3))
            want_owner = None if z in self.rs.shared_zones else p
            if c.zone == z and (want_owner is None or c.zone_owner == want_owner) and (z not in self.rs.shared_zones or c.controller == p):
                return None
            where = c.zone if c.zone_owner is None else f"{self.sc.players[c.zone_owner]} {c.zone}"
            return f"it is in {where}"
        if m := re.match(r"^(.+?)\s+controlled by\s+(.+)$", t):
            c = g.card(self.cid(line, m.group(1)))
            p = self.player(line, m.group(2))
            return None if c.controller == p else f"controlled by {self.sc.players[c.controller]}"
        if m := re.match(r"^(.+?)\s+(tapped|untapped)$", t):
            c = g.card(self.cid(line, m.group(1)))
            return None if c.tapped == (m.group(2) == "tapped") else ("tapped" if c.tapped else "untapped")
        if (m := re.match(r"^(.+?)\s+has\s+(.+)$", t)) and self.is_ref(m.group(1)):
            return self.check_has(line, m.group(1).strip(), m.group(2).strip())
        if m := self.res_line(t):
            who, what, want = m
            if who.lower() in (p.lower() for p in self.sc.players):
                got = g.resource(self.player(line, who), self.resource(line, what))
            else:
                c = g.card(self.cid(line, who))
                if what == "lives":
                    got = g.lives(c)
                elif what in {st.name for st in self.rs.stats}:
                    got = g.value(c, what)
                else:
                    got = c.counters.get(self.counter(line, what), 0)
            return None if got == want else f"it is {got}"
        raise ScenarioError(line, f"cannot read expectation `{t}`",
                            "CARD in PLAYER ZONE | CARD in SHARED ZONE | CARD [not] at BASE | CARD [not] on CARD | "
                            "CARD has STAT N | CARD has N COUNTER counters | PLAYER RESOURCE: N | CARD STAT: N | "
                            "CARD COUNTER: N | CARD lives: N | CARD tapped | CARD controlled by PLAYER | "
                            "winner: PLAYER | no winner")

    def where(self, c: Any) -> str:
        """Where a card is, as an expectation's failure says it ("at Jungle", "on Larva#2",
        "in Ann hand")."""
        g = self.game
        if c.zone == self.rs.play_zone:
            if c.attached_to is not None:
                return f"on {g.card(c.attached_to).label}"
            if c.at is not None:
                return f"at {g.card(c.at).label}"
            if c.controller is not None:
                return f"in {self.sc.players[c.controller]} {c.zone}"
        return f"in {c.zone}" if c.zone_owner is None else f"in {self.sc.players[c.zone_owner]} {c.zone}"

    def check_place(self, line: Line, t: str) -> str | None | bool:
        """`CARD [is] [not] at BASE` (in play on that base: a minion, or an action played there or
        on a card there) and `CARD [is] [not] on CARD` (attached to that card, or an action played
        on that base); False when `t` is neither."""
        g = self.game
        for word in ("is not at", "not at", "is at", "at", "is not on", "not on", "is on", "on"):
            refs = self.split_refs(t, word)
            if refs is None:
                continue
            c, host = g.card(self.cid(line, refs[0])), g.card(self.cid(line, refs[1]))
            in_play = c.zone == self.rs.play_zone
            if word.endswith("at"):
                holds = in_play and c.at == host.id
            else:
                holds = in_play and (c.attached_to == host.id or (
                    c.attached_to is None and c.at == host.id and host.spec.card_type == self.rs.base_type))
            if holds != (" not " in f" {word} "):
                return None
            return f"{refs[0]} is {self.where(c)}"
        m = re.match(r"^(.+?)\s+(?:is\s+)?(?:not\s+)?(?:at|on)\s+(.+)$", t)
        if m and self.is_ref(m.group(1)) and not self.is_ref(m.group(2)):
            self.cid(line, m.group(2))      # says what is wrong with the second card's name
        return False

    def stat(self, c: Any, stat: str) -> int | None:
        """A card's current value of a stat (`lives` too), None when the ruleset has no such stat."""
        if stat == "lives":
            return self.game.lives(c)
        if stat in {st.name for st in self.rs.stats}:
            return self.game.value(c, stat)
        return None

    def check_has(self, line: Line, ref: str, what: str) -> str | None:
        """`CARD has STAT N` / `CARD has N STAT` (its current value: "has power 5", "has 2 lives")
        and `CARD has N COUNTER counters` ("has 2 +1 power counters", "has no wounds")."""
        c = self.game.card(self.cid(line, ref))
        if (n := re.match(r"^(-?\d+|no)\s+(.+)$", what, re.I)) and not (
                n.group(1).isdigit() and self.stat(c, n.group(2).strip().lower()) is not None):
            want = 0 if n.group(1).lower() == "no" else _int(n.group(1))
            counter = self.counter(line, n.group(2).strip().lower())
            got = c.counters.get(counter, 0)
            if got == want:
                return None
            return f"{ref} has {got} {counter} counter{'' if got == 1 else 's'}"
        if n:                                           # "has 2 lives", "has 5 power"
            stat, want = n.group(2).strip().lower(), _int(n.group(1))
        elif m := re.match(r"^(.+?)\s+(-?\d+)$", what):   # "has power 5"
            stat, want = m.group(1).strip().lower(), _int(m.group(2))
        else:
            raise ScenarioError(line, f"cannot read `has {what}`", "CARD has STAT N | CARD has N COUNTER counters")
        got = self.stat(c, stat)
        if got is None:
            raise ScenarioError(line, f"unknown stat `{stat}`",
                                f"stats: {', '.join(st.name for st in self.rs.stats)}, lives")
        return None if got == want else f"{stat} is {got}"

    def run(self) -> Outcome:
        from runtime.choices import IllegalChoice, ScriptError
        from runtime.errors import GameError

        failures: list[Diagnostic] = []
        passed: list[str] = []
        path = self.sc.source.path
        try:
            for line in self.sc.setup:
                try:
                    self.do_setup(line)
                except _TooLarge as e:
                    raise ScenarioError(line, str(e)) from None
            self.relabel()
            for line in self.sc.actions:
                refused = line.text.endswith(" refused")
                if refused:     # "activate X refused": the game must refuse this action
                    line = attrs.evolve(line, text=line.text[: -len(" refused")].rstrip())
                try:
                    self.do_action(line)
                except _TooLarge as e:
                    raise ScenarioError(line, str(e)) from None
                except GameError as e:
                    if not refused:
                        raise ScenarioError(line, f"{type(e).__name__}: {e}") from None
                    passed.append(f"{line.text} refused ({e})")
                    continue
                except _AnswerError as e:
                    raise ScenarioError(e.line or line, e.message, e.help) from None
                except (ScriptError, IllegalChoice) as e:
                    raise ScenarioError(line, f"{type(e).__name__}: {e}") from None
                if refused:
                    failures.append(error(codes.E703, f"expected `{line.text}` to be refused, but the game allowed it",
                                          line.span, path=path))
            leftover = self.chooser.leftover()
            if leftover:
                raise ScenarioError(self.sc.actions[-1] if self.sc.actions else self.sc.setup[-1],
                                    f"scripted choices were never asked: {leftover}",
                                    "remove them, or check that the ability asks what you expect")
        except ScenarioError as e:
            failures.append(error(codes.E702, e.message, e.line.span, path=path, help=e.help))
            return Outcome(self.trace(), failures, passed, self.game)
        for line in self.sc.expect:
            try:
                try:
                    found = self.check(line)
                except _TooLarge as e:
                    raise ScenarioError(line, str(e)) from None
            except ScenarioError as e:
                failures.append(error(codes.E702, e.message, e.line.span, path=path, help=e.help))
                continue
            if found is None:
                passed.append(line.text)
            else:
                failures.append(error(codes.E703, f"expected `{line.text}`, but {found}", line.span, path=path,
                                      notes=tuple(self.notes)))
        return Outcome(self.trace(), failures, passed, self.game)

    def trace(self) -> list[str]:
        out = []
        for step in self.game.trace.steps:
            out.append(str(step))
            quote = self.quotes.get(step.origin)
            if quote and step.kind in (tr.DECLARE, tr.RESOLVE, tr.REPLACED):
                out.append(f"        {quote}")
        return out


class _ScriptThenMaybeRandom:
    """The scenario's scripted answers, in order (each read by `resolve` into the decision's
    option labels); then a seeded random chooser if allowed, else an error naming the decision
    nobody scripted."""

    def __init__(self, script: list, fallback: Any, resolve: Any) -> None:
        self.script = script            # (kind, answer, Line of its `choose`)
        self.fallback = fallback
        self.resolve = resolve
        self.used = 0

    def choose(self, decision: Any) -> tuple[int, ...]:
        from runtime.choices import ScriptedChooser, ScriptError

        if self.used < len(self.script):
            kind, answer, line = self.script[self.used]
            if kind == decision.kind.value:
                self.used += 1
                items = answer if isinstance(answer, list) else [answer]
                try:
                    labels = [self.resolve(a, decision, line) for a in items]
                except _AnswerError as e:
                    e.line = line
                    raise
                return ScriptedChooser([(kind, labels if isinstance(answer, list) else labels[0])]).choose(decision)
            if self.fallback is None:
                raise ScriptError(f"the next scripted choice is `{kind}`, but the game asks `{decision.kind.value}`: "
                                  f"{decision.prompt}")
        if self.fallback is not None:
            return self.fallback.choose(decision)
        options = ", ".join(str(o) for o in decision.options[:8])
        raise ScriptError(f"no scripted answer for `{decision.kind.value}`: {decision.prompt} (options: {options}); "
                          f"add `choose {decision.kind.value}: …` or run with --random")

    def leftover(self) -> list:
        return [(kind, answer) for kind, answer, _ in self.script[self.used:]]


def _names(text: str) -> list[str]:
    return [x.strip() for x in text.split(",") if x.strip()]
