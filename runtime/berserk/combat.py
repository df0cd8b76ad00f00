"""Berserk combat: strike attacks, defenders, counter-strikes, shots and the combat keywords.

Readings (docs/runtime.md, "Berserk combat"; the glossary term each comes from in brackets):

- BH-C1 [Атака, Действие, Слабость первого хода, Рывок]: an open character of the active player
  may make a strike attack at an opposing character (creature or hero); it is an action: the
  attacker is closed (tapped). A creature cannot act on the turn it came under its controller's
  control (first-turn weakness) unless it has Haste; it may still defend. A hero attacks only
  with a strike above 0 (a weapon lends it one, BH-G3).
- BH-C2 [Назначить защитника, Направленный удар]: the controller of the attacked card may
  assign as defender one of their open creatures other than the attacked card; the defender
  becomes the final target and is closed. No defender against a Directed strike, nor against
  a shot.
- BH-C3 [Отражающая карта, Ответный удар]: the final target, if it was open when it became the
  target, strikes back (a counter-strike, not an attack): both deal their strike as wounds at
  the same time. A closed target takes the blow without answering.
- BH-C4 [Первый удар]: a card with First strike fighting one without it deals its wounds first;
  the other answers only if it survived. Both with it: at the same time.
- BH-C5 [Выстрел на X]: "Shot X" is an action (the card closes): X wounds to an opposing
  character of its controller's choice, no defender, no counter-strike.
- BH-K1 [Броня X]: the first X wounds from strikes and shots dealt to the card in each turn are
  prevented (only the largest Armour counts).
- BH-K2 [Опыт в атаке / в защите]: the card is not closed by attacking / by defending.
- BH-K3 [Вампиризм X]: when the card deals wounds by a strike (a counter-strike too), it heals
  X; what is left of X beyond its wounds it gets as extra lives.
- BH-K4 [Бешенство]: while a card with Frenzy can make a strike attack, its controller's only
  choices are its attacks.
"""

from __future__ import annotations

import functools
from typing import Any

from ..choices import Choice
from ..errors import NotDeclarable
from ..memo import identity_cache
from ..records import Ev
from ..ruleset import keyword_value
from ..spec import Event
from ..state import Card
from ..trace import RULE

STRIKE = "strike"          # the cause of a strike's wounds ("died from a strike")
SHOOT = "shoot"            # the cause of a shot's wounds (the Shoot effect's cause too)


class BerserkState:
    """What the Berserk rules remember beyond the game state: the cards each player had in play
    when their turn began (first-turn weakness, BH-C1) and the Armour used this turn (BH-K1)."""

    def __init__(self) -> None:
        self.settled: set[tuple[int, int, int]] = set()      # (card id, moves, controller)
        self.armour: dict[tuple[int, int], tuple[int, int]] = {}   # (id, moves) -> (turn, prevented)


def bstate(game: Any) -> BerserkState:
    st = getattr(game, "_berserk", None)
    if st is None:
        st = game._berserk = BerserkState()
    return st


def enable(game: Any) -> BerserkState:
    """Turn the Berserk combat rules on for `game` (Armour's prevention); idempotent."""
    st = bstate(game)
    if game.prevent_wounds is None:
        game.prevent_wounds = functools.partial(_prevent, game)
    if game.entered is None:
        game.entered = functools.partial(module, game)
    return st


def settle(game: Any) -> None:
    """Every card in play now counts as having been there since its controller's turn began."""
    bstate(game).settled = {(c.id, c.moves, c.controller) for c in game.in_play()}


GRANTED = "keyword "        # a modifier on the stat "keyword NAME" is a granted keyword (BH-K11)


def kw(c: Card, name: str) -> bool:
    """The card has the keyword: printed, or granted for a while (BH-K11)."""
    if name in c.spec.keywords:
        return True
    if c.modifiers:
        stat = GRANTED + name
        return any(m.stat == stat for m in c.modifiers)
    return False


@identity_cache
def _valued(spec: Any) -> dict[str, int]:
    """The card's keywords with a number, largest of each ({"armour": 2}); computed once per spec."""
    out: dict[str, int] = {}
    for k in spec.keywords:
        name, _, num = k.rpartition(" ")
        if num.isdigit():
            out[name] = keyword_value(spec.keywords, name) or 0
    return out


_VALUED = _valued.values      # type: ignore[attr-defined]  # `_VALUED.get(id(spec))` first in hot loops


def kw_value(c: Card, name: str) -> int:
    """The card's number for a keyword with one (0: none); a granted one counts, the largest
    wins (BH-K11)."""
    valued = _VALUED.get(id(c.spec))          # (`_valued`'s cache first: this runs for every card each turn)
    v = (valued if valued is not None else _valued(c.spec)).get(name, 0)
    if c.modifiers:
        stat = GRANTED + name
        for m in c.modifiers:
            if m.stat == stat and m.amount > v:
                v = m.amount
    return v


def cost_of(game: Any, c: Card) -> int:
    """What playing the card costs now (its cost with every change applied, `Game.card_cost`)."""
    return game.card_cost(c)


def is_character(game: Any, c: Card) -> bool:
    """A hero or creature on its own (a part attached to another card is not one, BH-K16)."""
    return c.spec.card_type in game.ruleset.character_types and c.attached_to is None


def strike_of(game: Any, c: Card) -> int:
    """The card's strike; a hero's is its own plus its controller's weapons' (BH-G3)."""
    n = game.value(c, "strike") if "strike" in c.printed else 0
    if c.spec.card_type == game.ruleset.hero_type:
        for w in game.in_play():
            if w.spec.card_type == "weapon" and w.controller == c.controller and "strike" in w.printed:
                n += game.value(w, "strike")
    return n


def _hero_strike(game: Any, c: Card, cards: list[Card]) -> int:
    """`strike_of` a hero, with the cards in play already at hand (`attack_options`)."""
    n = game.value(c, "strike") if "strike" in c.printed else 0
    for w in cards:
        if w.spec.card_type == "weapon" and w.controller == c.controller and "strike" in w.printed:
            n += game.value(w, "strike")
    return n


def weak(game: Any, c: Card) -> bool:
    """First-turn weakness (BH-C1): a creature that came under its controller's control this
    turn, without Haste."""
    return (c.spec.card_type != game.ruleset.hero_type
            and (c.id, c.moves, c.controller) not in bstate(game).settled and not kw(c, "haste"))


def can_act(game: Any, c: Card, player: int) -> str | None:
    """Why `c` cannot make an attack now for `player` (None: it can)."""
    if c.zone != game.ruleset.play_zone or c.controller != player:
        return f"{c.label} is not in {game.state.players[player].name}'s squad"
    if not is_character(game, c):
        return f"{c.label} is not a character"
    if c.tapped:
        return f"{c.label} is closed (BH-506)"
    if game.state.active != player:
        return "attacks are made on their controller's turn"
    if weak(game, c):
        return f"{c.label} came into play this turn (first-turn weakness; Haste lets it act)"
    if c.spec.card_type == game.ruleset.hero_type and strike_of(game, c) <= 0:
        return f"{c.label} has no strike (a weapon gives a hero one)"
    return None


def targets_for(game: Any, attacker: Card) -> list[Card]:
    """The opposing characters an attack of `attacker` may choose."""
    return [c for c in game.in_play() if c.controller != attacker.controller and is_character(game, c)]


def attack_options(game: Any, player: int) -> list[tuple[str, int, str]]:
    """The attacks `player` may declare now: (label, attacker id, "strike" / "shot"). With a
    Frenzy card able to attack, only its attacks (BH-K4)."""
    out: list[tuple[str, int, str]] = []
    frenzy: list[tuple[str, int, str]] = []
    rs = game.ruleset
    if game.state.active != player:
        return out
    chars = rs.character_types
    cards = game.in_play()
    for c in cards:
        if c.controller != player and c.spec.card_type in chars and c.attached_to is None:
            break
    else:
        return out                                   # no opposing character to attack
    settled = bstate(game).settled
    for c in cards:
        # `can_act`, inlined: this runs before every decision of a main phase
        if c.controller != player or c.tapped or c.spec.card_type not in chars or c.attached_to is not None:
            continue
        if c.spec.card_type == rs.hero_type:
            if _hero_strike(game, c, cards) <= 0:
                continue
        elif (c.id, c.moves, c.controller) not in settled and not kw(c, "haste"):
            continue
        label = c.label
        out.append((f"attack with {label}", c.id, STRIKE))
        if c.modifiers:
            shot = kw_value(c, "shot")
        else:
            valued = _VALUED.get(id(c.spec))
            shot = (valued if valued is not None else _valued(c.spec)).get("shot")
        if shot:
            out.append((f"shoot with {label}", c.id, SHOOT))
        if kw(c, "frenzy"):
            frenzy.append(out[-2] if shot else out[-1])
    return frenzy or out


def _close(game: Any, c: Card, why: str) -> None:
    game.trace.add(RULE, "rule:combat", c.label, "closes", (("why", why), ("rule", "BH-506")))
    game.propose(Ev(Event.TAP, card=c, player=c.controller, origin="rule:combat"))


def _alive(game: Any, c: Card, moves: int) -> bool:
    return c.zone == game.ruleset.play_zone and c.moves == moves


def _choose_target(game: Any, attacker: Card, target: int | None) -> Card:
    options = targets_for(game, attacker)
    if not options:
        raise NotDeclarable(f"{attacker.label}: no opposing character to attack")
    if target is None:
        i = game.ask(Choice.TARGETS, attacker.controller, f"character {attacker.label} attacks",
                     [t.label for t in options], origin="rule:combat")[0]
        return options[i]
    t = game.state.cards[target]
    if t not in options:
        raise NotDeclarable(f"{attacker.label} cannot attack {t.label}")
    return t


def strike_attack(game: Any, attacker: int, target: int | None = None) -> None:
    """A strike attack (BH-C1..C4): declared by the attacker's controller, closes the attacker
    (unless Experienced in attack), the target's controller may assign a defender (unless
    Directed strike), then the fight. `target` None: asked (Choice.TARGETS)."""
    a = game.state.cards[attacker]
    player = a.controller
    why = can_act(game, a, player)
    if why:
        raise NotDeclarable(why)
    t = _choose_target(game, a, target)
    game.trace.add(RULE, "rule:combat", a.label, "strike attack", (("target", t.label), ("rule", "BH-C1")))
    if kw(a, "experienced in attack"):
        game.trace.add(RULE, "rule:combat", a.label, "stays open", (("why", "experienced in attack"),))
    else:
        _close(game, a, "attacks")
    answers = not t.tapped
    if not kw(a, "directed strike"):
        guards = [c for c in game.in_play() if c.controller == t.controller and c is not t and not c.tapped
                  and c.spec.card_type != game.ruleset.hero_type and is_character(game, c)]
        if guards:
            i = game.ask(Choice.TARGETS, t.controller, f"defender against {a.label}",
                         ["no defender"] + [g.label for g in guards], origin="rule:combat")[0]
            if i > 0:
                t = guards[i - 1]
                answers = True                  # it was open when it became the target
                game.trace.add(RULE, "rule:combat", t.label, "defends", (("attacker", a.label), ("rule", "BH-C2")))
                if not kw(t, "experienced in defence"):
                    _close(game, t, "defends")
    game.resolve()
    attacked(game, a, t)
    if _alive(game, a, a.moves) and _alive(game, t, t.moves):
        fight(game, a, t, answers)
    game.resolve()


def _attacks_listened(game: Any) -> bool:
    return bool(game._triggers.get(Event.ATTACK) or game._before.get(Event.ATTACK))


def attacked(game: Any, a: Card, t: Card) -> None:
    """BH-K41 [При атаке, Атакованная карта]: `a` attacks `t`, the attack's final target (after a
    defender is assigned); the "Attack:" abilities of `a` resolve before the blows. Proposed only
    when something listens to attacks."""
    if _attacks_listened(game):
        game.propose(Ev(Event.ATTACK, card=t, player=t.controller, source=a.id, scontroller=a.controller,
                        stype=a.spec.card_type, origin="rule:combat", cause="attack"))
        game.resolve()


def fight(game: Any, a: Card, t: Card, answers: bool) -> None:
    """The blows of a strike attack: the attacker's strike to `t`, and `t`'s counter-strike when
    it `answers` (BH-C3), at once or First strike first (BH-C4)."""
    am, tm = a.moves, t.moves
    sa = strike_of(game, a) + strike_bonus(game, a, t)
    st = strike_of(game, t) + strike_bonus(game, t, a) if answers else 0
    a_first = kw(a, "first strike") and not kw(t, "first strike")
    t_first = kw(t, "first strike") and not kw(a, "first strike")
    if answers and t_first:
        _blow(game, t, a, st, "counter-strike")
        game.resolve()
        if _alive(game, a, am):
            _blow(game, a, t, sa, "strike")
        return
    _blow(game, a, t, sa, "strike")
    if not answers:
        return
    if a_first:
        game.resolve()
        if _alive(game, t, tm):
            _blow(game, t, a, st, "counter-strike")
        return
    _blow(game, t, a, st, "counter-strike")       # at the same time: its strike was counted before


def strike_bonus(game: Any, src: Card, to: Card) -> int:
    """BH-K22: what the statics of `src` ("+2 strike against stunned creatures") add to its strike
    against `to`."""
    ls = getattr(game, "_strike_bonus", None)
    if not ls:
        return 0
    n = 0
    for l in ls:
        if l.card is src and not (game._blank and game.blanked(src)) \
                and game.matches(l.ability.effect.against, to, src, l.ctrl()):
            n += l.ability.effect.amount
    return n


def _blow(game: Any, src: Card, to: Card, n: int, what: str) -> None:
    if n <= 0 or to.zone != game.ruleset.play_zone:
        return
    game.trace.add(RULE, "rule:combat", src.label, what, (("to", to.label), ("wounds", n), ("rule", "BH-C3")))
    ev = Ev(Event.WOUND, card=to, player=to.controller, amount=n, source=src.id, scontroller=src.controller,
            stype=src.spec.card_type, origin="rule:combat", cause=STRIKE)
    if game.propose(ev) and ev.amount > 0:
        vampirism(game, src)


def vampirism(game: Any, c: Card) -> None:
    """BH-K3: heal X, the rest of X as extra lives."""
    x = kw_value(c, "vampirism")
    if not x or c.zone != game.ruleset.play_zone:
        return
    have = c.counters.get(game.ruleset.wound_counter, 0)
    healed = min(have, x)
    game.trace.add(RULE, "rule:vampirism", c.label, "vampirism", (("heal", healed), ("extra lives", x - healed),
                                                                  ("rule", "BH-K3")))
    if healed:
        game.propose(Ev(Event.HEAL, card=c, player=c.controller, amount=healed, source=c.id,
                        scontroller=c.controller, stype=c.spec.card_type, origin="rule:vampirism"))
    if x - healed:
        game.propose(Ev(Event.LIVES, card=c, player=c.controller, amount=x - healed, what="extra", source=c.id,
                        scontroller=c.controller, stype=c.spec.card_type, origin="rule:vampirism"))


def shot_attack(game: Any, shooter: int, target: int | None = None) -> None:
    """BH-C5: Shot X, an action: the shooter closes, X wounds to an opposing character of its
    controller's choice; no defender, no counter-strike."""
    a = game.state.cards[shooter]
    x = kw_value(a, "shot")
    if not x:
        raise NotDeclarable(f"{a.label} has no Shot")
    why = can_act(game, a, a.controller)
    if why:
        raise NotDeclarable(why)
    t = _choose_target(game, a, target)
    game.trace.add(RULE, "rule:combat", a.label, "shot", (("target", t.label), ("wounds", x), ("rule", "BH-C5")))
    _close(game, a, "shoots")
    if _attacks_listened(game):
        game.resolve()
        attacked(game, a, t)
        if not (_alive(game, a, a.moves) and _alive(game, t, t.moves)):
            return
    game.propose(Ev(Event.WOUND, card=t, player=t.controller, amount=x, source=a.id, scontroller=a.controller,
                    stype=a.spec.card_type, origin="rule:combat", cause=SHOOT))
    game.resolve()


def _prevent(game: Any, c: Card, ev: Ev) -> int:
    """BH-K1 Armour X: the wounds of a strike or a shot left after prevention."""
    if ev.cause not in (STRIKE, SHOOT):
        return ev.amount
    x = kw_value(c, "armour")
    if not x:
        return ev.amount
    st = bstate(game)
    key = (c.id, c.moves)
    turn, used = st.armour.get(key, (game.state.turn, 0))
    if turn != game.state.turn:
        used = 0
    stop = min(ev.amount, max(0, x - used))
    if stop:
        st.armour[key] = (game.state.turn, used + stop)
        game.trace.add(RULE, "rule:armour", c.label, "prevented", (("wounds", stop), ("armour", x), ("rule", "BH-K1")))
    return ev.amount - stop


MECHANISM = "Mechanism"       # the class (subtype) a Module attaches to (glossary "Механизм")


def module(game: Any, c: Card) -> None:
    """BH-K16 [Модуль]: a creature with Module that has just entered play may be attached, as
    its controller chooses, to one of their Mechanisms (a creature of that class, not itself a
    part); it becomes a part of that card (a combined creature, BH-505.4). Its Recruit still
    happens."""
    if not kw(c, "module") or c.zone != game.ruleset.play_zone or c.attached_to is not None:
        return
    hosts = [h for h in game.in_play() if h is not c and h.controller == c.controller and h.attached_to is None
             and h.spec.card_type == "creature" and MECHANISM in h.spec.subtypes]
    if not hosts:
        return
    labels = ["do not attach"] + [h.label for h in hosts]
    i = game.ask(Choice.TARGETS, c.controller, f"attach {c.label} as a module to", labels, origin="rule:module")[0]
    if i == 0:
        return
    game.trace.add(RULE, "rule:module", c.label, "attached", (("to", hosts[i - 1].label), ("rule", "BH-K16")))
    game.propose(Ev(Event.ATTACH, card=hosts[i - 1], player=c.controller, data=c, origin="rule:module"))
