"""Readback: a compiled ability (the IR) in plain English, so a designer sees at once what the
machine understood ("Each other player draws 1 card from the Madness deck.").

    from runtime.readback import readback
    readback(ability_or_effect, ruleset)            # "When this card is played, you draw 1 card."
    readback(ability, ruleset, card=card_spec)      # … "this minion", "this minion's base"

It reads only the IR and the ruleset, never the parser. Every IR class of `runtime.spec` has one
renderer in `RENDERERS`, the one table `readback` dispatches on (`tests/test_readback.py` proves
it total); this module holds those of effects, static effects and abilities, and
`runtime/readback_words.py` the rest and the English. The words come from the IR's own values
(card types, zones, counters, resources and stats are the ruleset's names: Smash Up reads
"minion", Berserk "creature") and from the ruleset (its default duration, its hand, deck and
discard zones, its character types, its VP resource, its coins).

What each family reads as: an ability, one sentence; an effect or a static effect, a clause
with its subject ("you draw 1 card", "each other player draws …"); a condition, a clause ("it is
your turn"); a selector or a filter, a noun phrase ("1 target minion you control (you choose)":
a target says how many, which cards and who chooses); an amount, a number ("the number of
minions you control"); an event pattern, a trigger ("When this card is destroyed"); a card, its
abilities one per line. Durations, conditions, costs and limits are always said.
"""

from __future__ import annotations

from typing import Any

import attrs

from . import spec as s
from .readback_words import (
    CARD_EVENTS,
    DURATION_WORDS,
    RENDERERS,
    WHO_WORDS,
    Ctx,
    as_who,
    chooser,
    clause,
    context,
    counted,
    counter_word,
    duration_words,
    event_card,
    event_clause,
    indef,
    join_steps,
    noun,
    plural,
    predicate,
    quantity,
    renders,
    resource_word,
    say,
    sentence,
    signed,
    who_poss,
    who_words,
)

__all__ = ["DURATION_WORDS", "RENDERERS", "readback", "readback_card"]


def readback(obj: Any, ruleset: Any, *, card: s.CardSpec | None = None) -> str:
    """`obj` (any IR object) in plain English for the game of `ruleset`. An ability or an effect
    reads as a sentence, a card as its abilities one per line; anything else as the phrase it
    is inside a sentence. `card` (the card the ability is on) names "this minion" and its base."""
    if isinstance(obj, s.CardSpec):
        return readback_card(obj, ruleset)
    ctx = context(ruleset, card)
    text = say(obj, ctx)
    if isinstance(obj, s.EFFECT_CLASSES + s.STATIC_CLASSES):
        return sentence(text)
    return text


def readback_card(card: s.CardSpec, ruleset: Any) -> str:
    return say(card, context(ruleset, card))


def _sub(obj: Any, ctx: Ctx) -> str:
    """A part said for the player of `ctx`, without a leading "you": "draw 1 card"."""
    return predicate(say(obj, ctx), ctx)


# --------------------------------------------------------------------------------------------
# effects


@renders(s.Wound, s.Shoot)
def _wound(e: Any, ctx: Ctx) -> str:
    what = quantity(e.amount, counter_word(ctx.rs.wound_counter, ctx), ctx)
    if isinstance(e, s.Shoot):
        return clause(ctx, "shoot", f"{say(e.target, ctx)} for {what}")
    return clause(ctx, "deal", f"{what} to {say(e.target, ctx)}")


@renders(s.Create)
def _create(e: s.Create, ctx: Ctx) -> str:
    many = str(e.amount.value) if isinstance(e.amount, s.Const) else say(e.amount, ctx)
    return clause(ctx, "create", f"{many} {e.name} from the supply")


@renders(s.Pay)
def _pay(e: s.Pay, ctx: Ctx) -> str:
    return clause(ctx, "pay", quantity(e.amount, resource_word(e.resource, ctx), ctx) + f" if {ctx.pron} can (else nothing)")


@renders(s.ChosenBy)
def _chosen_by(e: s.ChosenBy, ctx: Ctx) -> str:
    who = WHO_PLAYERS.get(e.who, "") or who_words(e.who, ctx)
    return f"{say(e.effect, ctx)} (the choice is made by {who or 'you'}, not by you)"


@renders(s.NameCard)
def _name_card(e: s.NameCard, ctx: Ctx) -> str:
    if e.types:
        return clause(ctx, "name", "either " + " or ".join(f"“{t}”" for t in e.types) + " (a card type)")
    if e.they_own:
        return clause(ctx, "name", "a faction (one of the factions of the cards that player owns)")
    if e.faction:
        return clause(ctx, "name", "a faction (one of the factions of the cards in the game)")
    if e.card_type is not None:
        return clause(ctx, "name", f"a {e.card_type} (one of the names of the {e.card_type}s in the game)")
    return clause(ctx, "name", "a card (one of the names of the cards in the game)")


@renders(s.SameWay)
def _same_way(e: s.SameWay, ctx: Ctx) -> str:
    """t16c: the action's choices of the card it affected, done again for another card."""
    return clause(ctx, "choose", f"{say(e.target, ctx)} to be affected the same way (each instruction of that "
                  "action that chose the card it affected is done again, this card in its place)")


@renders(s.CancelPlay)
def _cancel_play(e: s.CancelPlay, ctx: Ctx) -> str:
    return clause(ctx, "cancel", "the card being played (it does nothing)")


@renders(s.Poison)
def _poison(e: s.Poison, ctx: Ctx) -> str:
    n = str(e.amount.value) if isinstance(e.amount, s.Const) else say(e.amount, ctx)
    return clause(ctx, "poison", f"{say(e.target, ctx)} by {n} (it keeps the larger poison)")


@renders(s.Heal)
def _heal(e: s.Heal, ctx: Ctx) -> str:
    what = quantity(e.amount, counter_word(ctx.rs.wound_counter, ctx), ctx, up_to=True)
    text = clause(ctx, "heal", f"{what} {'in total ' if e.divided else ''}from {say(e.target, ctx)}")
    return text + (f", divided among them as {ctx.pron} choose" if e.divided else "")


@renders(s.PlaceCounters)
def _place(e: s.PlaceCounters, ctx: Ctx) -> str:
    return clause(ctx, "place", f"{quantity(e.amount, counter_word(e.counter, ctx), ctx)} on {say(e.target, ctx)}")


@renders(s.RemoveCounters)
def _remove(e: s.RemoveCounters, ctx: Ctx) -> str:
    word = counter_word(e.counter, ctx)
    what = f"any number of {plural(word)} ({ctx.pron} choose how many)" if e.chosen and e.amount is None \
        else quantity(e.amount, word, ctx)
    return clause(ctx, "remove", f"{what} from {say(e.target, ctx)}")


@renders(s.MoveCounters)
def _move_counters(e: s.MoveCounters, ctx: Ctx) -> str:
    word = counter_word(e.counter, ctx)
    what = f"any number of {plural(word)}" if e.amount is None else quantity(e.amount, word, ctx)
    return clause(ctx, "move", f"{what} from {say(e.source, ctx)} to {say(e.target, ctx)}")


@renders(s.Modify)
def _modify(e: s.Modify, ctx: Ctx) -> str:
    who, lasting = say(e.target, ctx), duration_words(e.duration, ctx.rs)
    if e.stat.startswith("keyword ") and e.op is s.ModOp.ADD:
        # a granted keyword (BH-K11): "armour 2", "haste"
        name = e.stat[len("keyword "):]
        n = f" {say(e.amount, ctx)}" if name in ctx.rs.valued_keywords else ""
        return clause(ctx, "give", f"{who} the keyword {name}{n} {lasting}")
    if e.op in (s.ModOp.ADD, s.ModOp.SUB):
        return clause(ctx, "give", f"{who} {signed(e.amount, '+' if e.op is s.ModOp.ADD else '-', e.stat, ctx)} {lasting}")
    if e.op in (s.ModOp.MUL, s.ModOp.DIV):
        verb = "multiply" if e.op is s.ModOp.MUL else "divide"
        return clause(ctx, verb, f"the {e.stat} of {who} by {say(e.amount, ctx)} {lasting}")
    return clause(ctx, "set", f"the {_set_words(e.op, ctx)}{e.stat} of {who} to {say(e.amount, ctx)} {lasting}")


def _set_words(op: s.ModOp, ctx: Ctx) -> str:
    if op is s.ModOp.SET_PRINTED:
        return "printed "
    return "starting " if ctx.rs.value_policy.value == "smashup" else ""


@renders(s.ExtraLives, s.ReduceLives)
def _lives(e: Any, ctx: Ctx) -> str:
    word = "extra life" if isinstance(e, s.ExtraLives) else "negative life"
    return clause(ctx, "give", f"{say(e.target, ctx)} {quantity(e.amount, word, ctx)}")


@renders(s.SetLife)
def _set_life(e: s.SetLife, ctx: Ctx) -> str:
    return clause(ctx, "set", f"the lives of {say(e.target, ctx)} to {say(e.amount, ctx)}")


@renders(s.Draw)
def _draw(e: s.Draw, ctx: Ctx) -> str:
    c = as_who(e.who, ctx)
    text = clause(c, "draw", quantity(e.amount, "card", c, up_to=e.up_to))
    if e.zone is not None:
        text += f" from the {e.zone}" if e.zone in ctx.rs.shared_zones else f" from {c.poss} {e.zone}"
    if e.per_drawn is not None:
        text += f"; for each card drawn: {_sub(e.per_drawn, attrs.evolve(c, event='that card'))}"
    return text


@renders(s.Discard)
def _discard(e: s.Discard, ctx: Ctx) -> str:
    c = as_who(e.who, ctx)
    how = "at random" if e.random else f"of {c.poss} choice"
    return clause(c, "discard", f"{quantity(e.amount, 'card', c)} from {c.poss} {ctx.rs.hand_zone}, {how}")


@renders(s.Gain, s.Lose)
def _gain(e: Any, ctx: Ctx) -> str:
    c = as_who(e.who, ctx)
    text = clause(c, "gain" if isinstance(e, s.Gain) else "lose", quantity(e.amount, resource_word(e.resource, ctx), c))
    if e.temporary is not None:
        text += f" {duration_words(e.temporary, ctx.rs)}"
    return text


def _deck_place(e: s.Move, zone: str) -> str:
    if e.either_end:
        return f"on the top or bottom (each as you choose) of {zone}"
    return f"at the bottom of {zone}" if e.bottom else f"on top of {zone}"


@renders(s.Move)
def _move(e: s.Move, ctx: Ctx) -> str:
    what = say(e.target, ctx)
    order = " in an order their owners choose" if e.by_owners else " in any order" if e.any_order else ""
    if e.to_base is not None and e.to_base.KIND == s.Each.KIND and e.to_base.filter.at is not s.AtBase.EVENT:
        # several bases as a destination: each card goes to one of them, chosen for it
        dest = say(attrs.evolve(e.to_base, filter=attrs.evolve(e.to_base.filter, other=False)), ctx)
        dest = dest.removeprefix("each ").removeprefix("every ")
        return clause(ctx, "move", f"{what}, each to a {dest} other than its own {chooser(ctx)}{order}")
    if e.to_base is not None:
        return clause(ctx, "move", f"{what} to {say(e.to_base, ctx)}{order}")
    if e.to_zone is None:
        return clause(ctx, "move", what + order)
    rs = ctx.rs
    if e.to_zone in rs.shared_zones:
        zone = f"the {e.to_zone}"
    elif e.to_player is s.Who.YOU:
        zone = f"your {e.to_zone}"      # u16c: another player's card into your hand
    elif e.to_player is s.Who.SOURCE_CONTROLLER:
        zone = f"the {e.to_zone} of this card's controller"     # u16c: "each other player gives you …"
    elif e.to_player is not None:
        zone = f"the {e.to_zone} of {'1 other player' if e.to_player is s.Who.EACH_OPPONENT else who_words(e.to_player, ctx)} {chooser(ctx)}"
    else:
        zone = f"its owner's {e.to_zone}"
    if e.to_zone in (rs.deck_zone, rs.base_deck_zone) or e.bottom or e.either_end:
        return clause(ctx, "put", f"{what} {_deck_place(e, zone)}{order}")
    return clause(ctx, "put", f"{what} into {zone}{order}")


@renders(s.ReturnToHand)
def _return_to_hand(e: s.ReturnToHand, ctx: Ctx) -> str:
    if e.draw:      # a card of the deck drawn (a draw), any other returned
        return clause(ctx, "draw", f"{say(e.target, ctx)} (into its owner's {ctx.rs.hand_zone})")
    return clause(ctx, "return", f"{say(e.target, ctx)} to its owner's {ctx.rs.hand_zone}")


@renders(s.ShuffleIntoDeck)
def _shuffle_into(e: s.ShuffleIntoDeck, ctx: Ctx) -> str:
    return clause(ctx, "shuffle", f"{say(e.target, ctx)} into its owner's {ctx.rs.deck_zone}")


@renders(s.Search)
def _search(e: s.Search, ctx: Ctx) -> str:
    np = noun(e.filter, ctx)
    how_many = "any number of" if e.count is None else ("up to " + str(e.count))
    what = np.form(how_many, e.count != 1) + (" with the same name" if e.same_name else "") \
        + (" with different names" if e.different_names else "")
    deck = f"{ctx.poss} {ctx.rs.deck_zone}"
    searched = deck + "".join(f" and/or {z}" for z in e.filter.also_zones)    # "your deck and/or discard"
    them = "it" if e.count == 1 else "them"
    if e.to_zone == ctx.rs.deck_zone:
        shuffled = "it" if not e.filter.also_zones else deck
        return clause(ctx, "search", f"{searched} for {what}, shuffle {shuffled}, then put {them} on top of it")
    where = f"{ctx.poss} {e.to_zone or ctx.rs.hand_zone}"
    return clause(ctx, "search", f"{searched} for {what}, put {them} into {where}, then shuffle {deck}")


@renders(s.Reveal)
def _reveal(e: s.Reveal, ctx: Ctx) -> str:
    verb = "look at" if e.private else "reveal"
    deck = f"{ctx.poss} {ctx.rs.deck_zone}"
    if e.each:
        deck = f"each other player's {ctx.rs.deck_zone}"
    if e.deck is not None:
        deck = f"the {e.deck}"          # "the top 2 cards of the base deck" (h16p)
    if e.target is not None:
        what = say(e.target, ctx)
    elif e.each and e.zone is not None:
        what = f"each other player's {e.zone}"
        if e.having is not None:      # t16d: "… of each other player with an action there"
            having = attrs.evolve(e.having, controller=s.Controller.ANY) \
                if e.having.controller is s.Controller.YOU else e.having
            what = f"the {e.zone} of each other player who controls {indef(having, ctx)}"
    elif e.zone is not None:
        what = f"{ctx.poss} {e.zone}" if e.whose is not s.Controller.OPPONENT else \
            f"the {e.zone} of 1 other player {chooser(ctx)}"
    elif e.until is not None:
        what = (f"cards from the top of {deck}, one at a time, until "
                f"{noun(e.until, ctx).form(str(e.until_count), e.until_count != 1)} "
                f"{'is' if e.until_count == 1 else 'are'} shown")
    else:
        what = (("the bottom " if e.bottom else "the top ") + quantity(e.amount, "card", ctx)
                + (f" of the deck of 1 player {chooser(ctx)}" if e.whose is s.Controller.ANY
                   else f" of the deck of 1 other player {chooser(ctx)}" if e.whose is s.Controller.OPPONENT   # u16c
                   else f" of {deck}"))
    text = clause(ctx, verb, what)
    if e.with_revealed is not None:
        one = e.target is None and e.zone is None and e.until is None and e.amount == s.Const(value=1) and not e.each
        seen = ("the card looked at" if one else "the cards looked at") if e.private else \
            ("the revealed card" if one else "the revealed cards")
        text += f", then, with {seen}: {_sub(e.with_revealed, attrs.evolve(ctx, picked=seen, picked_base=False))}"
    return text


@renders(s.PlayCard)
def _play_card(e: s.PlayCard, ctx: Ctx) -> str:
    text = clause(ctx, "play", say(e.target, ctx))
    if e.here:
        text += f" on {ctx.here}"
    if e.to_base is not None:
        text += f" on {say(e.to_base, ctx)}"
    if e.on is not None:
        text += f" on {say(e.on, ctx)}"
    if e.new_base:
        text += ", on a different base each time"
    if e.uses_play:
        text += f", using {ctx.poss} normal play of that type this turn"
    if e.affects is not None:
        text += f" that directly affects {_one_of(e.affects, ctx)} (played on it or choosing it)"
        if e.raises:
            text += f" and raises its {e.raises}"
    if e.chooses is not None:
        x = say(e.chooses, ctx)
        x = "the " + x[5:] if x.startswith("each ") else x
        text += f", its own text choosing {x} where it makes a choice that card can answer"
    if e.instead is not None:
        # t16d: a Special's "… instead": what the card does, played this way
        replaced = f" (its \"{e.instead_of}\" replaced)" if e.instead_of else ""
        text += f", which, in place of its own on-play text{replaced}, does this: " \
                f"{say(e.instead, attrs.evolve(ctx, modal=''))}"
    if e.discard_instead is not None:
        # t16d2: a replacement for this play of the card only (SU-D9)
        text += f"; when that card would go to its owner's discard pile (once it has resolved, or when it " \
                f"leaves play if it stays in play), instead {say(e.discard_instead, attrs.evolve(ctx, modal=''))}"
    return text


def _one_of(sel: Any, ctx: Ctx) -> str:
    """"one minion you control" for an `Each` a card must be one of; the selector's words else."""
    x = say(sel, ctx)
    return "one " + x[5:] if isinstance(sel, s.Each) and x.startswith("each ") else x


@renders(s.ReturnToPlay)
def _return_to_play(e: s.ReturnToPlay, ctx: Ctx) -> str:
    life = f" with {quantity(e.life, 'life', ctx)}" if e.life is not None else ""
    src = f" from its owner's {e.from_zone}" if e.from_zone else ""      # (a summon, BH-K45)
    return clause(ctx, "put", f"{say(e.target, ctx)} into play{src} under its owner's control{life}")


@renders(s.PlayExtra)
def _play_extra(e: s.PlayExtra, ctx: Ctx) -> str:
    c = attrs.evolve(as_who(e.who, ctx), modal="may")
    np = noun(attrs.evolve(e.filter or s.Filter(), card_types=(e.card_type,) + e.also_types), c, ("extra",))
    if isinstance(e.amount, s.Const):
        what = np.form(str(e.amount.value), e.amount.value != 1)
    else:
        what = np.form("a number of", True) + f" equal to {say(e.amount, c)}"
    if e.same_name:
        what += ", all with the same name"
    if e.zone is not None:
        what += f" from {c.poss} {e.zone}"
    if e.here:
        what += f" on {ctx.here}"
    if e.there:
        what += f" on {ctx.picked if ctx.picked_base else f'the base of {ctx.picked}' if ctx.picked else 'that base'}"
    if e.to is not None:
        what += f" on a base with {say(e.to, c)}"
    if e.affects is not None:
        what += f" that directly affects {_one_of(e.affects, c)} (played on it or choosing it)"
        if e.raises:
            what += f" and raises its {e.raises}"
    return clause(c, "play", what + " this turn")


@renders(s.GainControl)
def _gain_control(e: s.GainControl, ctx: Ctx) -> str:
    lasting = f" {duration_words(e.duration, ctx.rs)}" if e.duration is not None else ""
    if e.to_other:
        # "give control of it to another player": that player becomes its controller
        return clause(ctx, "give", f"control of {say(e.target, ctx)} to another player of your choice{lasting}")
    if e.to_owner:
        return clause(ctx, "give", f"control of {say(e.target, ctx)} back to its owner{lasting}")
    return clause(ctx, "gain", f"control of {say(e.target, ctx)}{lasting}")


@renders(s.Attach)
def _attach(e: s.Attach, ctx: Ctx) -> str:
    part = say(e.part, ctx) if e.part is not None else ctx.this
    again = ", and their on-play abilities happen again" if e.as_module else ""      # BH-K43
    return clause(ctx, "attach", f"{part} to {say(e.target, ctx)}{again}")


@renders(s.Apply)
def _apply(e: s.Apply, ctx: Ctx) -> str:
    inner = ctx.voice(ctx.chosen_player) if e.round_player else ctx     # t16a: "you" in it is that player
    return f"{duration_words(e.duration, ctx.rs)}, {say(e.effect, attrs.evolve(inner, modal=''))}"


@renders(s.Grant)
def _grant(e: s.Grant, ctx: Ctx) -> str:
    # BH-K42: a quoted ability the cards have as their own for a while
    granted = s.Triggered(origin="", when=e.when, effect=e.effect, label=e.label)
    inner = say(granted, attrs.evolve(ctx, this="the card that has it")).rstrip(".")
    return (f"{duration_words(e.duration, ctx.rs)}, {say(e.target, ctx)} gets this ability as its own: "
            f"\u201c{inner}\u201d")


@renders(s.SwapPlaces)
def _swap_places(e: s.SwapPlaces, ctx: Ctx) -> str:
    both = say(e.target, ctx) + (f" and {say(e.other, ctx)}" if e.other is not None else "")
    return clause(ctx, "swap", f"the places of {both}: each moves to the other's base")


@renders(s.SwapBase)
def _swap_base(e: s.SwapBase, ctx: Ctx) -> str:
    other = say(e.other, ctx) if e.other is not None else f"the top card of the {ctx.rs.base_deck_zone or 'base deck'}"
    text = clause(ctx, "swap", f"{say(e.target, ctx)} with {other}")
    return text + (f", then shuffle the {ctx.rs.base_deck_zone or 'base deck'}" if e.shuffle else "")


@renders(s.PlayBase)
def _play_base(e: s.PlayBase, ctx: Ctx) -> str:
    return clause(ctx, "put", f"the top card of the {ctx.rs.base_deck_zone or 'base deck'} into play as a new base")


@renders(s.Sequence)
def _sequence(e: s.Sequence, ctx: Ctx) -> str:
    if not e.effects:
        return clause(ctx, "do", "nothing")
    steps = []
    for x in e.effects:
        steps.append(say(x, ctx))
        if isinstance(x, s.NameCard) and not x.faction and not x.types:
            ctx = attrs.evolve(ctx, picked="the card named")     # "… with that name" (h16o)
    return join_steps(steps, ctx)


@renders(s.May)
def _may(e: s.May, ctx: Ctx) -> str:
    return say(e.effect, attrs.evolve(ctx, modal="may"))


@renders(s.Choose)
def _choose(e: s.Choose, ctx: Ctx) -> str:
    n = str(e.min) if e.min == e.max else f"{e.min} to {e.max}"
    plain = attrs.evolve(ctx, modal="", bare=True)
    modes = "; ".join(f"({i}) {_sub(m, plain)}" for i, m in enumerate(e.modes, start=1))
    again = ", the same one more than once if you like" if e.repeats else ""
    if e.in_order:
        again += ", done in this order"
    return clause(ctx, "choose", f"{n} of the following{again}: {modes}")


@renders(s.If)
def _if(e: s.If, ctx: Ctx) -> str:
    text = f"if {say(e.condition, ctx)}, {say(e.then, ctx)}"
    if e.otherwise is not None:
        text += f"; otherwise, {say(e.otherwise, ctx)}"
    return text


@renders(s.Delay)
def _delay(e: s.Delay, ctx: Ctx) -> str:
    when = e.when
    if e.remember:
        # "If you control it at the end of the turn, …": the cards just acted on, when this turn ends
        ctx = attrs.evolve(ctx, picked="that card")
    if e.remember and when.event is s.Event.TURN_END and when.player is s.Controller.ANY:
        head = "at the end of this turn"
    elif when.event in (s.Event.TURN_START, s.Event.TURN_END, s.Event.PHASE_START):
        head = "at " + event_clause(when, ctx, "next")
    else:
        head = f"the next time {event_clause(when, ctx)}"
    return f"{head}, {say(e.effect, event_card(when, ctx))}"


@renders(s.Pick)
def _pick(e: s.Pick, ctx: Ctx) -> str:
    flt = getattr(e.target, "filter", None)
    head = flt.card_types[0] if flt is not None and flt.card_types else "card"
    many = getattr(e.target, "max", 1)
    plural = "s" if many is None or many > 1 or e.by is not None else ""     # r2a: "choose 2 target minions, then … the chosen minions"
    picked = attrs.evolve(ctx, picked=f"the chosen {head}{plural}", picked_base=head == ctx.rs.base_type, modal="")
    who = " and 1 player" if e.player else ""
    if e.by is not None:
        # r2a: "each other player chooses 1 target minion they control, then …"
        by = ctx.voice(WHO_PLAYERS.get(e.by, "") or who_words(e.by, ctx))
        target = say(e.target, by).removesuffix(" " + chooser(by))
        return f"{clause(by, 'choose', target)}, then {_sub(e.with_picked, picked)}"
    target = say(e.target, ctx).removesuffix(" " + chooser(ctx))
    return clause(ctx, "choose", f"{target}{who}, then {_sub(e.with_picked, picked)}")


@renders(s.AsPlayer)
def _as_player(e: s.AsPlayer, ctx: Ctx) -> str:
    who = WHO_PLAYERS.get(e.who, "") or who_words(e.who, ctx)
    if e.but is not None:
        who += f" other than {who_words(e.but, ctx)}"
    if e.having is not None:
        having = attrs.evolve(e.having, controller=s.Controller.ANY) \
            if e.having.controller is s.Controller.YOU else e.having
        who += f" who controls {indef(having, ctx)}"
    if e.ranked is not None:
        who += f" {say(e.ranked, ctx)}"     # r2b: "each player tied for the fewest minions on this base"
    return say(e.effect, ctx.voice(who))


WHO_PLAYERS = {s.Who.YOU: "", s.Who.EACH_OPPONENT: "each other player", s.Who.EACH_PLAYER: "each player"}


@renders(s.Repeat)
def _repeat(e: s.Repeat, ctx: Ctx) -> str:
    c = ctx
    if isinstance(e.count, s.CountOf):
        f = e.count.filter
        head = f.card_types[0] if f.card_types else "card"
        lead = f"for each {noun(f, ctx).form('')}"
        if e.each:
            c = attrs.evolve(ctx, picked=f"that {head}", picked_base=head == ctx.rs.base_type)
    elif isinstance(e.count, s.AffectedCount):
        lead = "for each of those cards" + (f" that is {indef(e.count.filter, ctx)}" if e.count.filter else "")
        if e.one_each:
            lead += " (one at a time, that card alone being \"those cards\")"
    elif isinstance(e.count, s.DeclinedCount):
        # h16s: one round for each player who did not, "their" being that player's
        lead = "for each of those players who did not"
        c = attrs.evolve(ctx, chosen_player="that player")
    elif isinstance(e.count, s.PlayerRounds):
        # h16x: one round for each of those players, "they" / "their" being that player's
        lead = f"for {WHO_WORDS[e.count.who]}"
        if e.count.chosen:      # r2d: "Choose a player. That player …"
            lead = "for 1 other player you choose" if e.count.who is s.Who.EACH_OPPONENT else \
                "for 1 player you choose (you or another)"
        c = attrs.evolve(ctx, chosen_player="that player")
    elif isinstance(e.count, s.Const):
        lead = f"{counted(e.count.value, 'time')} over"
    else:
        lead = f"as many times as {say(e.count, ctx)}"
    if e.only_if is not None:
        lead += f" where {say(e.only_if, c)}"
    return f"{lead}, {say(e.effect, c)}"


@renders(s.Shuffle)
def _shuffle(e: s.Shuffle, ctx: Ctx) -> str:
    c = as_who(e.who, ctx)
    return clause(c, "shuffle", f"{c.poss} {e.zone}")


@renders(s.Then)
def _then(e: s.Then, ctx: Ctx) -> str:
    first = say(e.first, ctx)
    if e.fully and isinstance(e.first, s.AsPlayer):
        cond = "if they do (in full)"       # "That player may …. If they do, …"
    elif e.fully:
        cond = f"if {ctx.pron} do (in full)"
    else:
        cond = "if that did anything"
    return f"{first}; {cond}, {say(e.second, attrs.evolve(ctx, modal=''))}"


# --------------------------------------------------------------------------------------------
# static effects: clauses about the cards they affect


def _subject(sel: Any, ctx: Ctx) -> Ctx:
    return ctx.voice(say(sel, ctx))


def _while(cond: Any, ctx: Ctx) -> str:
    return f" while {say(cond, ctx)}" if cond is not None else ""


_BARRED = {s.Controller.ANY: "", s.Controller.YOU: " by your cards", s.Controller.OPPONENT: " by opponents' cards",
           s.Controller.HOST: " by the cards of the controller of the card this is on"}


@renders(s.StatBonus)
def _stat_bonus(e: s.StatBonus, ctx: Ctx) -> str:
    c = _subject(e.affects, ctx)
    if e.op in (s.ModOp.ADD, s.ModOp.SUB):
        text = clause(c, "have", signed(e.amount, "+" if e.op is s.ModOp.ADD else "-", e.stat, ctx))
    elif e.op in (s.ModOp.MUL, s.ModOp.DIV):
        text = clause(c, "have", f"its {e.stat} {'multiplied' if e.op is s.ModOp.MUL else 'divided'} by {say(e.amount, ctx)}")
    else:
        text = clause(c, "have", f"a {_set_words(e.op, ctx)}{e.stat} of {say(e.amount, ctx)}")
    return text + _while(e.condition, ctx)


@renders(s.Cant)
def _cant(e: s.Cant, ctx: Ctx) -> str:
    c = attrs.evolve(_subject(e.affects, ctx), modal="can't")
    said = []
    for ev in e.events:
        if ev is s.Event.MOVE and e.to:         # "moved" (to another base), "returned to a hand"
            said += ["be moved" if z == "base" else f"be put into its owner's {z}" for z in e.to]
        else:
            said.append(_CANT.get(ev, f"undergo {ev.value.replace('_', ' ')}"))
    verbs = " or ".join(said) or "be affected"
    barred = _BARRED[e.by] if e.by is not s.Controller.YOU or ctx.second else f" by the cards of {ctx.subject}"
    if e.card_types:            # "by opponents' actions": only their cards of these types
        what = " or ".join(plural(t) for t in e.card_types)
        barred = barred.replace(" cards", f" {what}") if barred else f" by {what}"
    if e.by_its is s.Controller.OPPONENT:       # "… except by their controller"
        barred += " except by its controller"
    elif e.by_its is s.Controller.YOU:
        barred += " by its controller"
    return clause(c, verbs) + barred + _while(e.condition, ctx)


_CANT = {**{ev: words.format(counter="counters") for ev, words in CARD_EVENTS.items()},
         s.Event.DRAW: "draw", s.Event.DRAW_CARDS: "draw", s.Event.GAIN: "gain", s.Event.LOSE: "lose"}


@renders(s.MustTarget)
def _must_target(e: s.MustTarget, ctx: Ctx) -> str:
    which = " or ".join(k.replace("_", " ") for k in e.effects) or "targeted"
    whose = {s.Controller.ANY: "all", s.Controller.YOU: "your", s.Controller.OPPONENT: "opponents'",
             s.Controller.HOST: "the controller's of the card this is on"}[e.by]
    return f"{whose} {which} abilities must target {say(e.affects, ctx)} when they can"


@renders(s.DrawLimit)
def _draw_limit(e: s.DrawLimit, ctx: Ctx) -> str:
    c = attrs.evolve(as_who(e.who, ctx), modal="can't")
    if e.per_turn == 0:
        return clause(c, "draw", "cards")
    return clause(c, "draw", f"more than {counted(e.per_turn, 'card')} each turn")


@renders(s.LimitIncrease)
def _limit_increase(e: s.LimitIncrease, ctx: Ctx) -> str:
    c = as_who(e.who, ctx)
    return clause(attrs.evolve(c, modal="may"), "have", f"{e.by} more {e.card_type} in play than the rules allow")


@renders(s.NoPlay)
def _no_play(e: s.NoPlay, ctx: Ctx) -> str:
    who = {s.Controller.ANY: "no player", s.Controller.YOU: ctx.subject, s.Controller.OPPONENT: "other players",
           s.Controller.HOST: "the controller of the card this is on"}[e.by]
    flt = attrs.evolve(e.filter or s.Filter(), card_types=e.card_types or (e.filter.card_types if e.filter else ()))
    what = noun(flt, ctx).form("", many=True)
    if e.per_turn is not None:
        who = "each player" if e.by is s.Controller.ANY else who
        text = f"{who} can play at most {counted(e.per_turn, noun(flt, ctx).form(''))} on {ctx.here} each turn"
    else:
        where = f" on {ctx.here}" if ctx.rs.base_type and not e.anywhere else ""  # (no bases: anywhere, BH-K27)
        text = f"{who} {'can' if e.by is s.Controller.ANY else 'cannot'} play {what}{where}"
    return text + _while(e.condition, ctx)


@renders(s.PlayLimit)
def _play_limit(e: s.PlayLimit, ctx: Ctx) -> str:
    who = {s.Controller.ANY: "each player", s.Controller.YOU: "you", s.Controller.OPPONENT: "each other player",
           s.Controller.HOST: "the controller of the card this is on"}[e.by]
    what = noun(s.Filter(card_types=e.card_types), ctx).form("")
    return f"{who} can play at most {counted(e.per_turn, what)} each turn (anywhere)" + _while(e.condition, ctx)


@renders(s.NoPlayOn)
def _no_play_on(e: s.NoPlayOn, ctx: Ctx) -> str:
    who = {s.Controller.ANY: "no player", s.Controller.YOU: "you", s.Controller.OPPONENT: "other players",
           s.Controller.HOST: "the controller of the card this is on"}[e.by]
    what = noun(s.Filter(card_types=e.card_types), ctx).form("", many=True)
    return f"{who} {'can' if e.by is s.Controller.ANY else 'cannot'} play {what} on {indef(e.on.filter, ctx) if isinstance(e.on, s.Each) else say(e.on, ctx)}" \
        + _while(e.condition, ctx)


@renders(s.PlayOnly)
def _play_only(e: s.PlayOnly, ctx: Ctx) -> str:
    where = f" on {indef(e.where, ctx)}" if e.where is not None else ""
    cond = f" if {say(e.condition, ctx)}" if e.condition is not None else ""
    if e.barred:
        return f"this card cannot be played{where}{cond}"
    return f"this card can be played only{where}{cond}" if where or cond else "this card cannot be played"


@renders(s.Unaffected)
def _unaffected(e: s.Unaffected, ctx: Ctx) -> str:
    whose = {s.Controller.ANY: "any player's", s.Controller.YOU: "your", s.Controller.OPPONENT: "other players'",
             s.Controller.HOST: "the controller's of the card this is on"}[e.by]
    what = " or ".join(plural(t) for t in e.card_types) or "cards"
    if e.source_here:
        what += f" on {ctx.here}"
    return clause(_subject(e.affects, ctx), "be", f"not affected by {whose} {what}") + _while(e.condition, ctx)


@renders(s.Considered)
def _considered(e: s.Considered, ctx: Ctx) -> str:
    return clause(_subject(e.affects, ctx), "count", f"as {e.family} too")


@renders(s.Blank)
def _blank(e: s.Blank, ctx: Ctx) -> str:
    return f"the abilities of {say(e.affects, ctx)} do not work"


@renders(s.Copies)
def _copies(e: s.Copies, ctx: Ctx) -> str:
    # t16b: docs/runtime.md "Copied abilities"
    return clause(_subject(e.affects, ctx), "have", f"the abilities printed on {say(e.source, ctx)} too")


@renders(s.NoExtra)
def _no_extra(e: s.NoExtra, ctx: Ctx) -> str:
    who = {s.Controller.ANY: "players", s.Controller.YOU: "you", s.Controller.OPPONENT: "other players",
           s.Controller.HOST: "the controller of the card this is on"}[e.by]
    if e.having is not None:
        who += f" who control {indef(attrs.evolve(e.having, controller=s.Controller.ANY), ctx)}"
    if e.per_turn is not None:
        return f"{who} cannot play more than {e.per_turn} extra card{'s' if e.per_turn != 1 else ''} in a turn"
    return f"{who} cannot play extra cards"


@renders(s.PlayerPower)
def _player_power(e: s.PlayerPower, ctx: Ctx) -> str:
    c = ctx.voice({s.Controller.ANY: "each player", s.Controller.YOU: "you",
                   s.Controller.OPPONENT: "each other player",
                   s.Controller.HOST: "the controller of the card this is on"}[e.who])
    return clause(c, "have", f"{signed(e.amount, '+', e.stat, ctx)} on {ctx.here}") + _while(e.condition, ctx)


@renders(s.AwardChange)
def _award_change(e: s.AwardChange, ctx: Ctx) -> str:
    c = ctx.voice({s.Controller.ANY: "each player", s.Controller.YOU: "you",
                   s.Controller.OPPONENT: "each other player",
                   s.Controller.HOST: "the controller of the card this is on"}[e.who])
    more = f"{abs(e.amount)} {'more' if e.amount >= 0 else 'less'} VP"
    return clause(c, "be awarded", f"{more} for their place when {ctx.here} scores (never below 0)")


@renders(s.ExtraCostIncrease)
def _extra_cost_increase(e: s.ExtraCostIncrease, ctx: Ctx) -> str:
    one = indef(e.affects.filter, ctx) if isinstance(e.affects, s.Each) else say(e.affects, ctx)
    return f"each time a cost change makes {one} cost more, it costs {e.amount} more in addition"


@renders(s.StrikeBonus)
def _strike_bonus(e: s.StrikeBonus, ctx: Ctx) -> str:
    return f"this card has +{e.amount} strike against {indef(e.against, ctx)} (its strikes and counter-strikes)"


@renders(s.ExtraUse)
def _extra_use(e: s.ExtraUse, ctx: Ctx) -> str:
    one = indef(e.affects.filter, ctx) if isinstance(e.affects, s.Each) else say(e.affects, ctx)
    return (f"once each turn, {one} may use its {e.label} abilities one more time than their limit"
            + _while(e.condition, ctx))


# --------------------------------------------------------------------------------------------
# abilities, costs, replacements, the card


def _label(label: str, default: str = "") -> str:
    label = label or default
    return label[:1].upper() + label[1:] + ": " if label else ""


_ONCE_PER_NAME = {"turn": "only one card of this name can use this ability each turn",
                  "event": "only one card of this name can use this ability for each triggering card"}


def _once_per_name(value: str | None) -> str:
    return f" ({_ONCE_PER_NAME.get(value, 'once per card name')})" if value else ""


@renders(s.OnPlay)
def _on_play(a: s.OnPlay, ctx: Ctx) -> str:
    return _label(a.label) + sentence(f"when {ctx.this} is played, {say(a.effect, ctx)}"
                                      + _once_per_name(a.once_per_name))


@renders(s.Triggered)
def _triggered(a: s.Triggered, ctx: Ctx) -> str:
    limits = []
    if a.first_in_turn:
        limits.append("only the first time this turn")     # counted from the turn's events (and so once)
    elif a.nth_in_turn:
        nth = {2: "second", 3: "third"}.get(a.nth_in_turn, f"{a.nth_in_turn}th")
        limits.append(f"only the {nth} time this turn")
    elif a.once_per_turn:
        limits.append("once per turn")
    if a.zone:
        limits.append(f"works from your {a.zone}")
    tail = f" ({'; '.join(limits)})" if limits else ""
    text = f"{say(a.when, ctx)}, {say(a.effect, event_card(a.when, ctx))}{tail}{_once_per_name(a.once_per_name)}"
    return _label(a.label) + sentence(text)


@renders(s.Cost)
def _cost(c: s.Cost, ctx: Ctx) -> str:
    if c.cost is s.CostKind.TAP_SELF:
        return f"tap {ctx.this}"
    if c.cost is s.CostKind.COINS:
        return f"pay {counted(c.amount, resource_word(ctx.rs.coin_resource or 'coin', ctx))}"
    if c.cost is s.CostKind.DISCARD:
        return f"discard {counted(c.amount, 'card')}"
    if c.cost is s.CostKind.COINS_X:
        return f"pay X {resource_word(ctx.rs.coin_resource or 'coin', ctx)}s (X chosen as it is used)"
    return f"use your {c.card_type or 'normal'} play for the turn"


@renders(s.Activated)
def _activated(a: s.Activated, ctx: Ctx) -> str:
    parts = []
    if a.costs:
        parts.append("cost: " + " and ".join(say(c, ctx) for c in a.costs))
    if a.per_turn is not None:
        parts.append("once per turn" if a.per_turn == 1 else f"{a.per_turn} times per turn")
    if a.your_turn_only:
        parts.append("only on your turn")
    if a.phase:
        parts.append(f"during the {a.phase} phase")
    if a.zone:
        parts.append(f"from your {a.zone}")
    if a.once_per_name is not None:
        parts.append(_once_per_name(a.once_per_name).strip(" ()"))
    label = (a.label or "activated ability")
    if a.on_host:
        parts.insert(0, "granted to the card this is played on: its controller is \"you\"")
    head = label[:1].upper() + label[1:] + (f" ({'; '.join(parts)})" if parts else "")
    if any(c.cost is s.CostKind.COINS_X for c in a.costs):
        ctx = attrs.evolve(ctx, x_used=True)
    return f"{head}: " + sentence(say(a.effect, ctx))


@renders(s.Static)
def _static(a: s.Static, ctx: Ctx) -> str:
    return _label(a.label) + sentence(say(a.effect, ctx))


@renders(s.ReplaceAmount)
def _replace_amount(r: s.ReplaceAmount, ctx: Ctx) -> str:
    return f"the amount becomes {say(r.amount, ctx)} instead"


@renders(s.ReplaceWith)
def _replace_with(r: s.ReplaceWith, ctx: Ctx) -> str:
    return f"instead, {say(r.effect, ctx)}"


@renders(s.Replacement)
def _replacement(a: s.Replacement, ctx: Ctx) -> str:
    c = event_card(a.when, ctx)
    text = f"if {event_clause(a.when, c, 'would')}, "
    instead = say(a.instead, c)
    text += instead.replace("instead", "instead (if you choose)", 1) if a.optional else instead
    return sentence(text + (" (once per turn)" if a.once_per_turn else ""))


@renders(s.WhenTrue)
def _when_true(a: s.WhenTrue, ctx: Ctx) -> str:
    return _label(a.label) + sentence(f"each time {say(a.condition, ctx)} becomes true, {say(a.effect, ctx)}")


@renders(s.CardSpec)
def _card(card: s.CardSpec, ctx: Ctx) -> str:
    lines = []
    if card.play_on is not None:
        lines.append(f"Played on {indef(card.play_on, ctx)}.")
    lines += [say(a, ctx) for a in card.abilities]
    return "\n".join(lines) if lines else "(no abilities)"
