"""The words of the readback (`runtime/readback.py`): the one table of renderers, the context
("you", "this minion", "that base"), English (plurals, verbs, numbers), and the renderers of
filters, selectors, amounts, event patterns and conditions. `runtime/readback.py` adds those
of effects, static effects and abilities."""

from __future__ import annotations

from typing import Any, Callable

import attrs

from . import spec as s
from .ruleset import Ruleset

Renderer = Callable[[Any, "Ctx"], str]
RENDERERS: dict[type, Renderer] = {}


def renders(*classes: type) -> Callable[[Renderer], Renderer]:
    def add(fn: Renderer) -> Renderer:
        for c in classes:
            assert c not in RENDERERS, f"{c.__name__} rendered twice"
            RENDERERS[c] = fn
        return fn
    return add


# --------------------------------------------------------------------------------------------
# the context: who "you" is, what "this", "here", "that card", "the chosen card" name


@attrs.frozen(kw_only=True)
class Ctx:
    rs: Ruleset
    subject: str = "you"            # who carries out the instruction
    second: bool = True             # "you" (else a third person: "each other player draws")
    modal: str = ""                 # "may": "you may draw"
    bare: bool = False              # verbs in their base form ("choose one: (1) draw …")
    this: str = "this card"
    here: str = "this card's base"  # "here": the base the source is on (or the source, a base)
    host: str = "the card or base this card is on"
    event: str = "that card"        # the triggering event's card ("it", "that minion")
    event_base: bool = False
    picked: str = "the chosen card"
    picked_base: bool = False
    chosen_player: str = "the chosen player"    # h16s: "that player" in a round for each player
    x_used: bool = False            # in an activated ability whose cost is "(X)" (BH-K37)

    @property
    def pron(self) -> str:
        return "you" if self.second else "they"

    @property
    def poss(self) -> str:
        return "your" if self.second else "their"

    def voice(self, subject: str) -> Ctx:
        """A third person carries out what follows ("each other player")."""
        return attrs.evolve(self, subject=subject, second=subject == "you", modal="", bare=False)


def context(rs: Ruleset, card: s.CardSpec | None = None) -> Ctx:
    if card is None:
        return Ctx(rs=rs)
    this = f"this {card.card_type}"
    if card.play_on is not None:
        host = f"the {_noun(card.play_on, rs).sg} this is played on"
        on_base = rs.base_type is not None and rs.base_type in card.play_on.card_types
        here = host if on_base else f"the base of {host}"
    elif card.card_type == rs.base_type:
        host = here = this
    else:
        host = f"the base {this} is on" if rs.base_type else f"the card {this} is attached to"
        here = f"{this}'s base"
    return Ctx(rs=rs, this=this, here=here, host=host)


def say(obj: Any, ctx: Ctx) -> str:
    fn = RENDERERS.get(type(obj))
    if fn is None:
        if getattr(type(obj), "SAID", None) is None:
            raise TypeError(f"readback: not an IR object: {type(obj).__name__}")
        fn = said
    return fn(obj, ctx)


def said(e: Any, ctx: Ctx) -> str:
    """An effect of one `target` whose class says its verb (`SAID`, a fact of the IR class):
    "you stun 1 target creature (you choose)". A new effect of that shape needs no renderer."""
    return clause(ctx, type(e).SAID, say(e.target, ctx))


def sentence(text: str) -> str:
    """Capitalised, with its full stop."""
    text = text.strip()
    if not text:
        return text
    return text[0].upper() + text[1:] + ("" if text.endswith(".") else ".")


# --------------------------------------------------------------------------------------------
# English: plurals, articles, verbs, numbers

_IRREGULAR = {"hero": "heroes", "life": "lives", "extra life": "extra lives", "negative life": "negative lives",
              "vp": "VP", "VP": "VP", "poison": "poison", "Madness": "Madness"}


def plural(word: str) -> str:
    if word in _IRREGULAR:
        return _IRREGULAR[word]
    head, _, last = word.rpartition(" ")
    if last in _IRREGULAR:
        return f"{head} {_IRREGULAR[last]}".strip()
    if last.endswith(("s", "sh", "ch", "x", "z")):
        last += "es"
    elif last.endswith("y") and last[-2:-1] not in "aeiou":
        last = last[:-1] + "ies"
    else:
        last += "s"
    return f"{head} {last}".strip()


def counted(n: int, word: str) -> str:
    return f"{n} {word if n == 1 else plural(word)}"


def article(np: str) -> str:
    return ("an " if np[:1].lower() in "aeiou" else "a ") + np


def third(verb: str) -> str:
    """The third person singular of a verb in its base form ("draw" -> "draws")."""
    first, sep, rest = verb.partition(" ")
    irregular = {"have": "has", "do": "does", "be": "is", "may": "may", "can": "can", "can't": "can't"}
    if first in irregular:
        first = irregular[first]
    elif first.endswith(("s", "sh", "ch", "x", "z", "o")):
        first += "es"
    elif first.endswith("y") and first[-2:-1] not in "aeiou":
        first = first[:-1] + "ies"
    else:
        first += "s"
    return first + sep + rest


def clause(ctx: Ctx, verb: str, rest: str = "") -> str:
    """"you draw 1 card", "each other player draws 1 card", "you may draw 1 card"."""
    if ctx.modal:
        v = f"{ctx.modal} {verb}"
    elif ctx.second or ctx.bare:
        v = "are" + verb[2:] if verb == "be" or verb.startswith("be ") else verb
    else:
        v = third(verb)
    return f"{ctx.subject} {v}" + (f" {rest}" if rest else "")


def predicate(text: str, ctx: Ctx) -> str:
    """A clause without its leading subject (and "may"), when it has the context's."""
    for lead in (f"{ctx.subject} {ctx.modal} " if ctx.modal else None, f"{ctx.subject} "):
        if lead and text.startswith(lead):
            return text[len(lead):]
    return text


def join_steps(texts: list[str], ctx: Ctx) -> str:
    """Steps in order: "you play 1 extra minion, then draw 1 card"."""
    out = [texts[0]]
    for before, t in zip(texts, texts[1:]):
        same = t.startswith(ctx.subject + " ") and before.startswith(ctx.subject + " ")
        out.append(predicate(t, ctx) if same else t)
    return ", then ".join(out)


CMP_WORDS = {s.Cmp.EQ: "exactly {}", s.Cmp.NE: "other than {}", s.Cmp.LT: "less than {}",
             s.Cmp.LE: "{} or less", s.Cmp.GT: "more than {}", s.Cmp.GE: "{} or more"}
CMP_VALUE_WORDS = {s.Cmp.EQ: "equal to {}", s.Cmp.LE: "at most {}", s.Cmp.GE: "at least {}"}


def cmp_words(cmp: s.Cmp, value: str, count: bool = False) -> str:
    """"2 or less", "more than 3"; against a computed value, "at least the power of …"."""
    words = CMP_WORDS if value[:1].isdigit() else {**CMP_WORDS, **CMP_VALUE_WORDS}
    text = words[cmp].format(value)
    if count:
        text = text.replace("or less", "or fewer").replace("less than", "fewer than")
    return text


def counted_cmp(cmp: s.Cmp, value: int, word: str) -> str:
    """"no wounds", "1 or more poison counters", "exactly 2 minions"."""
    if cmp is s.Cmp.EQ and value == 0:
        return f"no {plural(word)}"
    return f"{cmp_words(cmp, str(value), count=True)} {word if value == 1 and cmp is s.Cmp.EQ else plural(word)}"


def resource_word(name: str, ctx: Ctx) -> str:
    return "VP" if name == ctx.rs.vp_resource else name


def counter_word(name: str, ctx: Ctx) -> str:
    return name if name == ctx.rs.wound_counter else f"{name} counter"


DURATION_WORDS = {
    s.Duration.END_OF_TURN: "until the end of the turn",
    s.Duration.START_OF_YOUR_NEXT_TURN: "until the start of your next turn",
    s.Duration.END_OF_YOUR_TURN: "until the end of your turn",
    s.Duration.END_OF_YOUR_NEXT_TURN: "until the end of your next turn",
    s.Duration.END_OF_OPPONENT_TURN: "until the end of your opponent's turn",
    s.Duration.WHILE_SOURCE_IN_PLAY: "while this card stays in play",
    s.Duration.WHILE_SOURCE_HERE: "while this card stays on its base",
    s.Duration.PERMANENT: "for as long as it stays in play",
}


def duration_words(d: s.Duration, rs: Ruleset) -> str:
    """A duration's words; the ruleset's default is said as the duration it stands for."""
    if d is s.Duration.DEFAULT:
        d = s.Duration(rs.default_duration)
    return DURATION_WORDS.get(d, DURATION_WORDS[s.Duration.END_OF_TURN])


WHO_WORDS = {
    s.Who.YOU: "you", s.Who.EACH_OPPONENT: "each other player", s.Who.EACH_PLAYER: "each player",
    s.Who.EACH_PLAYER_YOU_FIRST: "each player in turn order starting with you",
    s.Who.EVENT_PLAYER: "that player", s.Who.ACTIVE: "the player whose turn it is",
    s.Who.WINNER: "the winner", s.Who.RUNNER_UP: "the runner-up",
    s.Who.MOST_VP: "each player tied for the most VP", s.Who.FEWEST_VP: "each player tied for the fewest VP",
    s.Who.EVENT_OWNER: "the owner of that card", s.Who.EVENT_CONTROLLER: "the controller of that card",
    s.Who.AFFECTED_OWNER: "the owner of those cards", s.Who.AFFECTED_CONTROLLER: "the controller of those cards",
    s.Who.PICKED_OWNER: "the owner of the chosen card", s.Who.PICKED_CONTROLLER: "the controller of the chosen card",
    s.Who.HOST_CONTROLLER: "the controller of the card this is played on",
    s.Who.EVENT_CAUSER: "the player whose card caused that",
    s.Who.SOURCE_CONTROLLER: "this card's controller",
    s.Who.PLAYER_PICKED: "that player",
    s.Who.ASKED_DID: "each player who did it", s.Who.ASKED_DID_NOT: "each player who did not",
}


def who_words(who: s.Who, ctx: Ctx) -> str:
    return ctx.subject if who is s.Who.YOU else WHO_WORDS[who]


def who_poss(who: s.Who, ctx: Ctx) -> str:
    return ctx.poss if who is s.Who.YOU else WHO_WORDS[who] + "'s"


def as_who(who: s.Who, ctx: Ctx) -> Ctx:
    return ctx if who is s.Who.YOU else ctx.voice(WHO_WORDS[who])


# --------------------------------------------------------------------------------------------
# filters: noun phrases


@attrs.frozen
class Noun:
    sg: str                 # "minion"
    pl: str                 # "minions"
    pre: tuple[str, ...]    # adjectives: "other", "tapped", "non-action"
    post: tuple[str, ...]   # qualifiers: "you control", "on this minion's base", "with power 2 or less"

    def form(self, lead: str, many: bool = False) -> str:
        words = [lead, *self.pre, self.pl if many else self.sg, *self.post]
        return " ".join(w for w in words if w)


def _noun(f: s.Filter | None, rs: Ruleset) -> Noun:
    return noun(f or s.Filter(), Ctx(rs=rs))


def noun(f: s.Filter, ctx: Ctx, extra_pre: tuple[str, ...] = ()) -> Noun:
    rs = ctx.rs
    types = f.card_types
    if rs.kind_aliases and types and set(types) == set(rs.character_types):
        types = rs.kind_aliases[:1]
    sg = " or ".join(types) or "card"
    pl = " or ".join(plural(t) for t in types) or "cards"
    if f.name is not None:
        sg, pl = f'{sg} named "{f.name}"', f'{pl} named "{f.name}"'
    pre: list[str] = list(extra_pre)
    post: list[str] = []
    if f.other:
        pre.insert(0, "other")
    if f.tapped is not None:
        pre.append("tapped" if f.tapped else "untapped")
    if f.stunned is not None:
        pre.append("stunned" if f.stunned else "unstunned")
    if f.has_element is False:
        pre.append("neutral")
    pre += [f"non-{x}" for x in f.not_types + f.not_names + f.not_subtypes]
    if f.family:
        pre.append(f.family)
    pre += list(f.subtypes)
    is_base = rs.base_type is not None and rs.base_type in f.card_types
    if f.zone is not None and f.among_picked:
        pass                                    # "among the revealed cards" says where they are
    elif f.zone is not None:
        zones = " or ".join((f.zone,) + f.also_zones)
        if f.zone in rs.shared_zones:
            post.append(f"in the {zones}")
        elif f.zone == rs.set_aside_zone and not f.also_zones:
            who = {s.Controller.YOU: ctx.pron, s.Controller.OPPONENT: "an opponent"}.get(f.controller, "a player")
            post.append(f"{who} {'have' if who == 'you' else 'has'} set aside")   # a titan (SU-T1)
        else:
            whose = {s.Controller.YOU: ctx.poss, s.Controller.OPPONENT: "an opponent's"}.get(f.controller, "a player's")
            if f.of_picked_player and f.controller is s.Controller.ANY:
                whose = f"{ctx.chosen_player}'s"        # h16x: "their hand" in a round for each other player
            post.append(f"in {whose} {zones}")
    elif f.controller is not s.Controller.ANY:
        post.append(f"{ctx.pron} control" if f.controller is s.Controller.YOU else "an opponent controls")
    if f.owner is not s.Controller.ANY:
        post.append(f"{ctx.pron} own" if f.owner is s.Controller.YOU else "an opponent owns")
    if f.of_picked_player and (f.zone is None or f.controller is not s.Controller.ANY):
        post.append(f"{ctx.chosen_player} controls")
    if f.at is not None:
        post.append(_at(f.at, ctx, is_base))
    if f.base is not None and f.base.most is not None:
        post.append(("" if is_base else "on a base ") + say(f.base, ctx))     # u16b: "where you have the most power"
    elif f.base is not None:
        post.append(("with " if is_base else "on a base with ") + say(f.base, ctx))
    post += [say(t, ctx) for t in f.stats]
    post += [say(t, ctx) for t in f.counters]
    if f.has_element:
        post.append("with an element")
    if f.element:
        post.append(f"of the {f.element} element")
    if f.keywords:
        post.append("with " + " or ".join(f.keywords))
    if f.host is not None:
        post.append("attached to " + article(noun(f.host, ctx).form("")).replace("an other ", "another "))
    elif f.attached is s.AttachedTo.NOTHING and f.zone is None and ctx.rs.base_type is not None and f.card_types \
            and all(ctx.rs.card_type(k) is not None and not ctx.rs.card_type(k).in_play for k in f.card_types):
        post.append(f"played on a {ctx.rs.base_type} itself")   # u16e: "an action attached to a base"
    elif f.attached is not None:
        post.append(_ATTACHED[f.attached].format(this=ctx.this, event=ctx.event, host=ctx.host))
    if f.carrying is not None:
        post.append(f"that has {indef(f.carrying, ctx)} attached to it")
    if f.directs:
        post.append("that directly affects " + " or ".join(f"a {x}" for x in f.directs) + " (played on it or choosing it)")
    if f.labels:
        post.append("that has " + " or ".join(f"{indef_label(x)} ability" for x in f.labels))
    if f.played_by is not None:
        post.append("played this turn" if f.played_by is s.Controller.ANY else
                    f"{ctx.pron} played this turn" if f.played_by is s.Controller.YOU else "an opponent played this turn")
    if f.plays_on:
        post.append(f"that is played on {article(f.plays_on)}")
    if f.standard:
        post.append("that is played on no card")
    if f.named_unlike:
        post.append(f"with a name other than {ctx.picked}'s")
    if f.this_turn:
        post.append("that was " + " or ".join("played" if e is s.Event.PLAY else "moved" if e is s.Event.MOVE
                                              else e.value for e in f.this_turn) + " this turn")
    if f.in_event:
        post.append("among the triggering event's cards")
    if f.among_picked:
        post.append(f"among {ctx.picked}")
    if f.name_as is not None:
        post.append(f"with the same name as {say(f.name_as, ctx)}")
    if f.named_as_picked:
        post.append(f"with the same name as {ctx.picked}")
    if f.named_as_event:
        post.append(f"with the same name as {ctx.event}")
    if f.factions:
        post.append("of the faction " + " or ".join(f.factions))
    if f.of_named is not None:
        post.append(f"of the {f.of_named} named")
    if f.of_kept_factions:
        post.append("of the factions this card's ability named")
    return Noun(sg, pl, tuple(pre), tuple(post))


_ATTACHED = {
    s.AttachedTo.ANY: "attached to a card", s.AttachedTo.NOTHING: "attached to no card",
    s.AttachedTo.THIS: "attached to {this}", s.AttachedTo.HOST: "attached to {host}",
    s.AttachedTo.EVENT: "attached to {event}", s.AttachedTo.VALUED: "attached to the card being valued",
    s.AttachedTo.PICKED: "attached to the chosen card",
}


def _at(at: s.AtBase, ctx: Ctx, is_base: bool) -> str:
    picked = ctx.picked if ctx.picked_base else f"the base of {ctx.picked}"
    event = ctx.event if ctx.event_base else f"the base of {ctx.event}"
    if is_base:
        return {s.AtBase.HERE: f"that is {ctx.here}", s.AtBase.ELSEWHERE: f"other than {ctx.here}",
                s.AtBase.PICKED: f"that is {picked}", s.AtBase.AFFECTED: "that the instruction before acted on (or its cards are on)",
                s.AtBase.EVENT: f"that is {event}", s.AtBase.NOT_PICKED: f"other than {picked}",
                s.AtBase.MOVED_HERE: f"that is {ctx.here}", s.AtBase.TESTED: "that it is on"}[at]
    return {s.AtBase.HERE: f"on {ctx.here}", s.AtBase.ELSEWHERE: f"on a base other than {ctx.here}",
            s.AtBase.PICKED: f"on {picked}", s.AtBase.AFFECTED: "on the base of those same cards",
            s.AtBase.EVENT: f"on {event}", s.AtBase.NOT_PICKED: f"on a base other than {picked}",
            s.AtBase.MOVED_HERE: f"to {ctx.here}", s.AtBase.TESTED: "on its own base"}[at]


def indef(f: s.Filter, ctx: Ctx) -> str:
    """"a minion you control", "another minion on this minion's base"."""
    np = noun(f, ctx).form("")
    return "another" + np[5:] if np.startswith("other ") else article(np)


def plural_np(f: s.Filter, ctx: Ctx) -> str:
    return noun(f, ctx).form("", many=True)


@renders(s.Filter)
def _filter(f: s.Filter, ctx: Ctx) -> str:
    return indef(f, ctx)


@renders(s.StatTest)
def _stat_test(t: s.StatTest, ctx: Ctx) -> str:
    value = say(t.amount, ctx) if t.amount is not None else str(t.value)
    if t.amount is not None and t.value:
        value = f"{value} plus {t.value}"
    return f"with {'printed ' if t.printed else ''}{t.stat} {cmp_words(t.cmp, value)}"


@renders(s.CounterTest)
def _counter_test(t: s.CounterTest, ctx: Ctx) -> str:
    return "with " + counted_cmp(t.cmp, t.value, counter_word(t.counter, ctx))


@renders(s.BaseTest)
def _base_test(t: s.BaseTest, ctx: Ctx) -> str:
    values = " and ".join(say(st, ctx).removeprefix("with ") for st in t.stats)    # "breakpoint less than …"
    if t.most is not None:
        # u16b: "where you have the most power"
        rest = _base_test(attrs.evolve(t, most=None), ctx) if (t.has is not None or t.stats) else ""
        return f"where you have more {t.most} than each other player" + (f" and with {rest}" if rest else "")
    if t.stats and t.has is None:
        return values
    if t.stats:
        return _base_test(attrs.evolve(t, stats=()), ctx) + " and " + values
    has = noun(t.has or s.Filter(), ctx)
    text = counted_cmp(t.cmp, t.value, "\0")
    many = not (t.cmp is s.Cmp.EQ and t.value == 1)
    text = text.replace(plural("\0") if many else "\0", has.form("", many=many))
    return text + (" of the same name" if t.same_name else "")


# --------------------------------------------------------------------------------------------
# selectors: which cards


def _how_many(lo: int, hi: int | None) -> tuple[str, bool]:
    if hi is None:
        return ("any number of" if lo == 0 else f"{lo} or more"), True
    if lo == hi:
        return str(lo), lo != 1
    if lo == 0:
        return f"up to {hi}", True
    return f"{lo} to {hi}", True


def chooser(ctx: Ctx) -> str:
    return "(you choose)" if ctx.second else "(they choose)"


_APART_WORDS = {"base": ", each on a different base", "controller": ", each controlled by a different player",
                "name": ", each with a different name"}


@renders(s.Target)
def _target(t: s.Target, ctx: Ctx) -> str:
    lead, many = _how_many(t.min, t.max)
    np = noun(t.filter, ctx)
    if "other" in np.pre:
        lead += " other"
        np = attrs.evolve(np, pre=tuple(p for p in np.pre if p != "other"))
    text = np.form(f"{lead} target", many)
    if t.same_name:
        text += ", all with the same name"
    if t.total is not None:
        value = say(t.total.amount, ctx) if t.total.amount is not None else str(t.total.value)
        text += f", whose total {t.total.stat} is {cmp_words(t.total.cmp, value)}"
    if t.apart is not None:
        text += _APART_WORDS.get(t.apart, f", each of a different {t.apart}")       # u16g (SU-W2)
    return f"{text} {chooser(ctx)}"


@renders(s.Each)
def _each(e: s.Each, ctx: Ctx) -> str:
    return noun(e.filter, ctx).form("each")


@renders(s.RandomCards)
def _random(r: s.RandomCards, ctx: Ctx) -> str:
    return noun(r.filter, ctx, ("random",)).form(str(r.count), r.count != 1)


@renders(s.This)
def _this(x: s.This, ctx: Ctx) -> str:
    return ctx.this


@renders(s.EventCard)
def _event_card(x: s.EventCard, ctx: Ctx) -> str:
    return ctx.event


@renders(s.Hero)
def _hero(h: s.Hero, ctx: Ctx) -> str:
    return f"{who_poss(h.who, ctx)} hero"


@renders(s.Implicit)
def _implicit(x: s.Implicit, ctx: Ctx) -> str:
    return f"{ctx.this} (or your hero, in a delayed effect)"


@renders(s.EventSource)
def _event_source(x: s.EventSource, ctx: Ctx) -> str:
    return "the card whose ability caused that event"


@renders(s.Host)
def _host(x: s.Host, ctx: Ctx) -> str:
    return ctx.host


@renders(s.Picked)
def _picked(x: s.Picked, ctx: Ctx) -> str:
    return ctx.picked


@renders(s.Affected)
def _affected(x: s.Affected, ctx: Ctx) -> str:
    return "those same cards"


# --------------------------------------------------------------------------------------------
# amounts: numbers


@renders(s.Const)
def _const(a: s.Const, ctx: Ctx) -> str:
    return str(a.value)


@renders(s.CountOf)
def _count_of(a: s.CountOf, ctx: Ctx) -> str:
    return f"the number of {plural_np(a.filter, ctx)}"


@renders(s.ThatMany)
def _that_many(a: s.ThatMany, ctx: Ctx) -> str:
    return "that many"


@renders(s.StatOf)
def _stat_of(a: s.StatOf, ctx: Ctx) -> str:
    return f"the {a.stat} of {say(a.of, ctx)}"


@renders(s.CountersOn)
def _counters_on(a: s.CountersOn, ctx: Ctx) -> str:
    return f"the number of {plural(counter_word(a.counter, ctx))} on {say(a.of, ctx)}"


@renders(s.ResourceOf)
def _resource_of(a: s.ResourceOf, ctx: Ctx) -> str:
    return f"the {resource_word(a.resource, ctx)} {who_words(a.who, ctx)} {'have' if a.who is s.Who.YOU and ctx.second else 'has'}"


@renders(s.Plus, s.Times, s.Minus, s.Quotient)
def _arith(a: Any, ctx: Ctx) -> str:
    if isinstance(a, s.Times) and s.Const(value=1) in (a.left, a.right):
        return say(a.right if a.left == s.Const(value=1) else a.left, ctx)
    op = {s.Plus: "plus", s.Times: "times", s.Minus: "minus", s.Quotient: "divided by"}[type(a)]
    tail = {s.Minus: " (at least 0)", s.Quotient: ", rounded down"}.get(type(a), "")
    return f"{say(a.left, ctx)} {op} {say(a.right, ctx)}{tail}"


@renders(s.MaxStat)
def _max_stat(a: s.MaxStat, ctx: Ctx) -> str:
    return f"the {'lowest' if a.least else 'highest'} {'printed ' if a.printed else ''}{a.stat} among {plural_np(a.filter, ctx)}"


@renders(s.SumStat)
def _sum_stat(a: s.SumStat, ctx: Ctx) -> str:
    return f"the total {a.stat} of {plural_np(a.filter, ctx)}"


@renders(s.AffectedCount)
def _affected_count(a: s.AffectedCount, ctx: Ctx) -> str:
    return "the number of those cards" + (f" that are {plural_np(a.filter, ctx)}" if a.filter else "")


@renders(s.DeclinedCount)
def _declined_count(a: s.DeclinedCount, ctx: Ctx) -> str:
    return "the number of those players who did not"


@renders(s.PlayerRounds)
def _player_rounds(a: s.PlayerRounds, ctx: Ctx) -> str:
    if a.chosen:
        return "1 player you choose"        # r2d: "Choose a player"
    if a.who in (s.Who.EACH_PLAYER, s.Who.EACH_OPPONENT):
        return "the number of " + ("players" if a.who is s.Who.EACH_PLAYER else "other players")   # u16b
    return f"the number of players in {WHO_WORDS[a.who]}"        # h16x


@renders(s.PlayersWith)
def _players_with(a: s.PlayersWith, ctx: Ctx) -> str:
    if a.total is not None:     # "for each player with no power here"
        return (f"the number of {'other ' if a.other else ''}players whose total {a.total.stat} on {ctx.here} is "
                + cmp_words(a.total.cmp, str(a.total.value)))
    f = attrs.evolve(a.filter, controller=s.Controller.ANY)
    return f"the number of {'other ' if a.other else ''}players who control {indef(f, ctx)}"


@renders(s.TargetStat)
def _target_stat(a: s.TargetStat, ctx: Ctx) -> str:
    return f"the {a.stat} of the card chosen as its target" + (" (a combined card's with its parts')"
                                                               if a.stat == "cost" else "")


@renders(s.DrawnThisTurn)
def _drawn_this_turn(a: s.DrawnThisTurn, ctx: Ctx) -> str:
    return "the number of cards you drew this turn"


@renders(s.PaidX)
def _paid_x(a: s.PaidX, ctx: Ctx) -> str:
    return "X (chosen and paid as this ability was used)" if ctx.x_used else "X (chosen and paid as this card was played)"


@renders(s.CountersRemoved)
def _counters_removed(a: s.CountersRemoved, ctx: Ctx) -> str:
    return "the number of counters removed this way"


def quantity(a: s.Amount | None, word: str, ctx: Ctx, up_to: bool = False) -> str:
    """How many of something: "1 card", "up to 2 cards", "1 VP for each minion you control",
    "a number of cards equal to the power of this card"."""
    lead = "up to " if up_to else ""
    if a is None:
        return f"all {plural(word)}"
    if isinstance(a, s.Const):
        return lead + counted(a.value, word)
    if isinstance(a, s.CountOf):
        return f"{lead}1 {word} for each {noun(a.filter, ctx).form('')}"
    if isinstance(a, s.Times) and isinstance(a.left, s.Const) and isinstance(a.right, s.CountOf):
        return f"{lead}{counted(a.left.value, word)} for each {noun(a.right.filter, ctx).form('')}"
    value = say(a, ctx)
    if value.startswith("that many"):
        return f"{lead}{value} {plural(word)}"
    return f"{lead}a number of {plural(word)} equal to {value}"


def signed(a: s.Amount, sign: str, stat: str, ctx: Ctx) -> str:
    """"+1 power", "-2 power", "+1 power for each action attached to it"."""
    if isinstance(a, s.Const):
        return f"{sign}{a.value} {stat}"
    if isinstance(a, s.CountOf):
        return f"{sign}1 {stat} for each {noun(a.filter, ctx).form('')}"
    if isinstance(a, s.Times) and isinstance(a.left, s.Const) and isinstance(a.right, s.CountOf):
        return f"{sign}{a.left.value} {stat} for each {noun(a.right.filter, ctx).form('')}"
    return f"{sign}X {stat} (where X is {say(a, ctx)})"


# --------------------------------------------------------------------------------------------
# events and conditions

# an event, as a verb phrase in the base form: of its card (a card event) or of its player
CARD_EVENTS = {
    s.Event.PLAY: "be played", s.Event.ENTER: "enter play", s.Event.DESTROY: "be destroyed",
    s.Event.MOVE: "be moved", s.Event.WOUND: "be wounded", s.Event.HEAL: "be healed",
    s.Event.LIVES: "have its lives changed", s.Event.SET_LIFE: "have its lives set", s.Event.DISCARD: "be discarded",
    s.Event.PLACE_COUNTERS: "get {counter}", s.Event.REMOVE_COUNTERS: "lose {counter}",
    s.Event.TAP: "be tapped", s.Event.UNTAP: "be untapped", s.Event.STUN: "be stunned",
    s.Event.CONTROL: "change control", s.Event.ATTACH: "be attached to a card", s.Event.MODIFY: "be modified",
    s.Event.TARGETED: "become a target", s.Event.AFFECT: "be directly affected by an action", s.Event.SCORE: "score", s.Event.LEAVE_PLAY: "leave play",
    s.Event.USE: "use an ability",
    s.Event.ATTACK: "be attacked",
}
PLAYER_EVENTS = {
    s.Event.DRAW_CARDS: "draw cards", s.Event.DRAW: "draw a card", s.Event.GAIN: "gain {resource}",
    s.Event.LOSE: "lose {resource}", s.Event.PAY: "pay a cost",
    s.Event.TURN_START: "start a turn", s.Event.TURN_END: "end a turn", s.Event.PHASE_START: "start a phase",
    s.Event.SEARCH: "use Search",        # (a search of one's own deck, BH-K45)
}
PARTICIPLES = {
    s.Event.PLAY: "played", s.Event.ENTER: "put into play", s.Event.DESTROY: "destroyed", s.Event.MOVE: "moved",
    s.Event.WOUND: "wounded", s.Event.HEAL: "healed", s.Event.DRAW: "drawn", s.Event.DRAW_CARDS: "drawn",
    s.Event.DISCARD: "discarded", s.Event.TAP: "tapped", s.Event.UNTAP: "untapped", s.Event.STUN: "stunned",
    s.Event.ATTACH: "attached", s.Event.TARGETED: "targeted", s.Event.AFFECT: "directly affected by an action", s.Event.SCORE: "scored",
    s.Event.LEAVE_PLAY: "removed from play", s.Event.CONTROL: "taken control of", s.Event.MODIFY: "modified",
    s.Event.USE: "used",
    s.Event.ATTACK: "attacked",
}
_PLAYER = {s.Controller.ANY: "a player", s.Controller.YOU: "you", s.Controller.OPPONENT: "an opponent",
           s.Controller.HOST: "the controller of the card this is played on"}
_BY = {s.Controller.ANY: "", s.Controller.YOU: " by you", s.Controller.OPPONENT: " by an opponent",
       s.Controller.HOST: " by the controller of the card this is played on"}


def event_card(p: s.EventPattern, ctx: Ctx) -> Ctx:
    """The context after a trigger: "that minion", "that base" name the event's card."""
    if p.this:
        return attrs.evolve(ctx, event=ctx.this, event_base=ctx.here == ctx.this)
    if p.host:
        return attrs.evolve(ctx, event=ctx.host)
    if p.subject is not None and p.subject.card_types:
        head = p.subject.card_types[0]
        if p.one_or_more:           # h16q: every card of the events of one resolution
            return attrs.evolve(ctx, event=f"each of those {head}s", event_base=head == ctx.rs.base_type)
        return attrs.evolve(ctx, event=f"that {head}", event_base=head == ctx.rs.base_type)
    return ctx


def event_clause(p: s.EventPattern, ctx: Ctx, tense: str = "") -> str:
    """"this card is destroyed", "you gain prayer tokens"; tense "would": "… would be destroyed"."""
    if p.event in (s.Event.TURN_START, s.Event.TURN_END, s.Event.PHASE_START):
        whose = {s.Controller.ANY: "each player's", s.Controller.YOU: "your",
                 s.Controller.OPPONENT: "an opponent's", s.Controller.HOST: "the controller's of the card this is on"}[p.player]
        nxt = "next " if tense == "next" else ""
        what = f"{p.phase or 'a'} phase" if p.event is s.Event.PHASE_START else "turn"
        return f"the {'end' if p.event is s.Event.TURN_END else 'start'} of {whose} {nxt}{what}"
    moved_here = p.event is s.Event.MOVE and p.subject is not None and p.subject.at is s.AtBase.HERE
    if p.event in CARD_EVENTS:
        # "this base scores" on an action played on a minion: the base that minion is on
        host = ctx.here if p.host and p.event is s.Event.SCORE else ctx.host
        subject = attrs.evolve(p.subject, at=None) if moved_here else p.subject
        who = ctx.this if p.this else host if p.host else \
            indef(subject, ctx) if subject is not None else "a card"
        verb = CARD_EVENTS[p.event].format(counter=plural(counter_word(p.counter or "", ctx)).strip()
                                           if p.counter else "counters")
        by = _BY[p.player]
    else:
        who = _PLAYER[p.player]
        verb = PLAYER_EVENTS[p.event].format(resource=plural(resource_word(p.resource, ctx)) if p.resource
                                             else "a resource")
        by = ""
    if p.event is s.Event.PLAY and by:          # "you play a minion", "an opponent plays …"
        who, verb, by = _PLAYER[p.player], f"play {who}", ""
    if p.event is s.Event.DRAW and p.subject is not None:      # "you draw a Madness card"
        verb = f"draw {indef(p.subject, ctx)}"
    if p.event is s.Event.AFFECT:               # SU-L9: "you play an action that directly affects …"
        what = indef(p.cause, ctx) if p.cause is not None else "an action"     # t16c: "a standard action"
        who, verb, by = _PLAYER[p.player], f"play {what} that directly affects {who}", ""
        if p.raises:
            verb += f" and raises its {p.raises}"
    if p.event is s.Event.USE and p.label:      # "a minion here uses a Talent", "a Special ability is used"
        verb = f"use {indef_label(p.label)} ability"
        if p.subject is None and not p.this:
            who, verb = f"{indef_label(p.label)} ability", "be used"
    if tense == "would":
        text = f"{who} would {verb}"
    else:
        text = clause(ctx.voice(who), verb)
    text += by
    if p.between:
        text += f" {p.between.replace('_', ' ')} {ctx.here}"
    if p.zone and p.event is s.Event.LEAVE_PLAY:
        text += f" for its owner's {p.zone}"
    elif p.zone and p.event is s.Event.DISCARD:
        text += f" from the {p.zone}"           # a discard from the hand (or the deck)
    elif p.zone and p.zone in (ctx.rs.play_zone, ctx.rs.base_type):
        # (after the move the card is where the subject says: "moves here")
        text += f" to {ctx.here}" if moved_here else " to another base"
    elif p.zone:
        text += f" to the {p.zone}"
    if p.by_this and p.cause_effects == ("strike",):
        text += f" by the strike of {ctx.this}"       # Berserk "when this creature strikes …"
    elif p.by_this:
        text += f" by {ctx.this}"
    elif (p.cause_types or p.cause_effects or p.cause_controller is not s.Controller.ANY) \
            and p.event is not s.Event.AFFECT:
        cause = s.Filter(card_types=p.cause_types, controller=p.cause_controller)
        text += " by " + (" or ".join(f"a {e} effect" for e in p.cause_effects) or indef(cause, ctx))
    if p.one_or_more:
        text += " (once for all such cards of one ability)"     # "one or more minions"
    return text


@renders(s.EventPattern)
def _pattern(p: s.EventPattern, ctx: Ctx) -> str:
    if p.event in (s.Event.TURN_START, s.Event.TURN_END, s.Event.PHASE_START):
        return "At " + event_clause(p, ctx)
    return f"{p.timing.value.capitalize()} {event_clause(p, ctx)}"


@renders(s.IsCard)
def _is_card(c: s.IsCard, ctx: Ctx) -> str:
    if (c.filter.stats or c.filter.counters) and attrs.evolve(c.filter, stats=(), counters=()) == s.Filter() \
            and all(t.amount is None for t in c.filter.stats):
        # "the base this is on has breakpoint 19 or less", "this minion has no +1 power
        # counters": a test of its values only
        tests = [f"{'printed ' if t.printed else ''}{t.stat} {cmp_words(t.cmp, str(t.value))}" for t in c.filter.stats]
        tests += [counted_cmp(t.cmp, t.value, counter_word(t.counter, ctx)) for t in c.filter.counters]
        if any(t.as_it_left for t in c.filter.stats):     # r2d: "if it had power 3 or more"
            return f"{say(c.of, ctx)} had {' and '.join(tests)} as it last was in play"
        return f"{say(c.of, ctx)} has {' and '.join(tests)}"
    if c.filter.zone is not None and attrs.evolve(c.filter, zone=None) == s.Filter():
        # t16d: "… instead of the discard pile": where the card is now
        return f"{say(c.of, ctx)} is in its owner's {c.filter.zone}"
    return f"{say(c.of, ctx)} is {indef(c.filter, ctx)}"


@renders(s.IsNamed)
def _is_named(c: s.IsNamed, ctx: Ctx) -> str:
    return f"{say(c.of, ctx)} is the card named"


@renders(s.CountIs)
def _count_is(c: s.CountIs, ctx: Ctx) -> str:
    f = c.filter
    if c.counter is None and c.cmp is s.Cmp.EQ and c.value == s.Const(value=0) and f.base is not None \
            and f.base.has is not None and attrs.evolve(f, base=None) == s.Filter(card_types=f.card_types):
        # r2b: "you have a minion on each base": no base where that count fails
        return f"no {noun(attrs.evolve(f, base=None), ctx).form('', many=False)} in play has {_base_test(f.base, ctx)} on it"
    what = f"{plural(counter_word(c.counter, ctx))} on {plural_np(c.filter, ctx)}" if c.counter \
        else plural_np(c.filter, ctx)
    return f"the number of {what} is {cmp_words(c.cmp, say(c.value, ctx))}"


@renders(s.Ranked)
def _ranked(r: s.Ranked, ctx: Ctx) -> str:
    # r2b: "tied for the fewest minions on this base they control", "tied for the most power on some base"
    what = "power on its base" if r.filter is None else f"{plural_np(r.filter, ctx)} they control"
    if r.each_base:
        what = ("power" if r.filter is None else f"{plural_np(r.filter, ctx)} they control") + " on some base"
    return f"tied for the {'fewest' if r.filter is not None and r.least else 'least' if r.least else 'most'} {what}"


@renders(s.OnePlayerCount)
def _one_player_count(c: s.OnePlayerCount, ctx: Ctx) -> str:
    return f"for some one player, the number of {plural_np(c.filter, ctx)} they own is {cmp_words(c.cmp, say(c.value, ctx))}"

@renders(s.PlayersHave)
def _players_have(c: s.PlayersHave, ctx: Ctx) -> str:
    # "at least one other player has a number of minions they control on this titan's base that is less than 1"
    whom = "at least one other player" if c.some else who_words(c.who, ctx)
    return f"{whom} has a number of {plural_np(c.filter, as_who(c.who, ctx))} that is {cmp_words(c.cmp, say(c.value, ctx))}"


@renders(s.ResourceIs)
def _resource_is(c: s.ResourceIs, ctx: Ctx) -> str:
    return f"{who_poss(c.who, ctx)} {resource_word(c.resource, ctx)} total is {cmp_words(c.cmp, say(c.value, ctx))}"


@renders(s.YourTurn)
def _your_turn(c: s.YourTurn, ctx: Ctx) -> str:
    return f"it is {ctx.poss} turn"


@renders(s.OwnersTurn)
def _owners_turn(c: s.OwnersTurn, ctx: Ctx) -> str:
    return "it is its owner's turn"


@renders(s.PlayerIs)
def _player_is(c: s.PlayerIs, ctx: Ctx) -> str:
    return clause(attrs.evolve(ctx, modal=""), "be", f"{who_words(c.who, ctx)} (or one of them)")


@renders(s.Not)
def _not(c: s.Not, ctx: Ctx) -> str:
    if isinstance(c.condition, s.YourTurn):
        return f"it is not {ctx.poss} turn"
    return f"it is not true that {say(c.condition, ctx)}"


@renders(s.All)
def _all(c: s.All, ctx: Ctx) -> str:
    return " and ".join(say(x, ctx) for x in c.conditions) or "always"


@renders(s.TurnCount)
def _turn_count(c: s.TurnCount, ctx: Ctx) -> str:
    what = plural_np(c.subject, ctx) if c.subject is not None else "cards"
    done = PARTICIPLES.get(c.event, f"involved in a {c.event.value.replace('_', ' ')} event")
    by = _BY[c.player] or _BY[c.by]
    return f"the number of {what} {done}{by} this turn is {cmp_words(c.cmp, str(c.value))}"


@renders(s.FirstThisTurn)
def _first(c: s.FirstThisTurn, ctx: Ctx) -> str:
    what = noun(c.subject, ctx).form("") if c.subject is not None else "card"
    done = PARTICIPLES.get(c.event, c.event.value.replace("_", " "))
    return f"{ctx.this} is the first {what} {done}{_BY[c.player]} this turn"


@renders(s.MostPower)
def _most_power(c: s.MostPower, ctx: Ctx) -> str:
    return clause(attrs.evolve(ctx, modal=""), "have", f"more {c.stat} on {ctx.here} than each other player")


@renders(s.Compares)
def _compares(c: s.Compares, ctx: Ctx) -> str:
    what = f"{c.measure} on {ctx.here}" if c.measure == "power" else resource_word(c.measure, ctx)
    who = {"each": "each other player", "any": "another player", "event_player": "that player"}.get(c.against, c.against)
    much = "much" if c.measure == "power" else "many"
    rel = {s.Cmp.GT: "more", s.Cmp.LT: "less" if c.measure == "power" else "fewer", s.Cmp.GE: f"at least as {much}",
           s.Cmp.LE: f"at most as {much}"}.get(c.cmp, c.cmp.value)
    if c.cmp in (s.Cmp.GE, s.Cmp.LE):
        return clause(attrs.evolve(ctx, modal=""), "have", f"{rel} {what} as {who}"
                      + (f" and more than 0 (winning)" if c.measure == "power" and c.cmp is s.Cmp.GE else ""))
    return clause(attrs.evolve(ctx, modal=""), "have", f"{rel} {what} than {who}")


@renders(s.PowerIs)
def _power_is(c: s.PowerIs, ctx: Ctx) -> str:
    return f"{ctx.poss} total {c.stat} on {ctx.here} is {cmp_words(c.cmp, say(c.value, ctx))}"


@renders(s.PowerDropped)
def _power_dropped(c: s.PowerDropped, ctx: Ctx) -> str:
    # h16u (SU-U3): a drop at some moment of this turn, whatever the total is now
    whose = ctx.poss if c.who is s.Controller.YOU else "an opponent's"
    return f"{whose} total {c.stat} on {ctx.here} went down at some point this turn"


@renders(s.MostCards)
def _most_cards(c: s.MostCards, ctx: Ctx) -> str:
    return clause(attrs.evolve(ctx, modal=""), "have",
                  f"{'fewer' if c.fewer else 'more'} {plural_np(c.filter, ctx)} than "
                  f"{'at least one' if c.than_some else 'each'} other player")


@renders(s.HasMost)
def _has_most(c: s.HasMost, ctx: Ctx) -> str:
    return (f"{say(c.of, ctx)} has the {'lowest' if c.least else 'highest'} {c.stat} (ties count) among "
            f"{plural_np(c.among, ctx)}")


@renders(s.NoneDid)
def _none_did(c: s.NoneDid, ctx: Ctx) -> str:
    return "none of those players did it"


@renders(s.PlayersDid)
def _players_did(c: s.PlayersDid, ctx: Ctx) -> str:
    # t16a: "at least two opponents did not discard an action"
    did = "did not" if c.negated else "did"
    return (f"the number of those players who {did} {c.event.value.replace('_', ' ')} {indef(c.filter, ctx)} "
            f"is {cmp_words(c.cmp, str(c.value))}")


@renders(s.Did)
def _did(c: s.Did, ctx: Ctx) -> str:
    return "the previous instruction happened" + (" in full" if c.fully else "")


@renders(s.EventCause)
def _event_cause(c: s.EventCause, ctx: Ctx) -> str:
    return {"destroy": "it was destroyed", "score": "its base scored"}.get(c.cause, f"it left play by {c.cause}")


def indef_label(label: str) -> str:
    """"a Talent", "an Ongoing": an ability's label with its article."""
    word = label.capitalize()
    return ("an " if word[:1] in "AEIOU" else "a ") + word
