"""Effect handlers, one per IR effect class (``@handles``), dispatched by KIND through ``HANDLERS``.

A handler receives the game, the pending ability (source, controller, chosen targets, triggering
event), the effect spec and its path in the ability's effect tree (targets are keyed by path). It
turns the effect into events and proposes them; it never re-interprets a selector (STYLE §12).
Everything is "as much as possible" (SU-A4, BH-520): a part that cannot happen is skipped and the
rest goes on.
"""

from __future__ import annotations

import itertools
from collections.abc import Callable
from typing import Any

import attrs

from . import spec as s
from .bounds import spend
from .choices import Choice
from .planning import name_options
from .ranked import ranked_players
from .errors import GameError
from .memo import identity_keyed_cache
from .ops import GameOps
from .records import Ev, Pending
from .same_way import h_same_way
from .spec import Controller, Duration, Event
from .state import Card, ExtraPlay
from .state import works_in_play as _works_in_play
from .trace import EVENT, SKIPPED

Handler = Callable[[GameOps, Pending, Any, tuple[Any, ...]], None]

# effect KIND -> its handler; each handler names its IR classes (`@handles`), and
# tests/test_runtime_kinds.py proves every effect class has one
HANDLERS: dict[str, Handler] = {}


def handles(*classes: type) -> Callable[[Handler], Handler]:
    """Register the decorated function as the handler of these effect classes."""
    def register(h: Handler) -> Handler:
        for cls in classes:
            if cls.KIND in HANDLERS:
                raise ValueError(f"two handlers for the effect kind {cls.KIND!r}")
            HANDLERS[cls.KIND] = h
        return h
    return register


def _ev(p: Pending, kind: Event, card: Card | None = None, **kw: Any) -> Ev:
    src = p.source
    return Ev(kind, card=card, player=kw.pop("player", card.controller if card is not None else p.controller),
              source=src.id if src is not None else None, scontroller=p.controller, stype=p.stype,
              origin=p.origin, applied=p.applied, **kw)


def _in_play(g: GameOps, cards: list[Card]) -> list[Card]:
    play = g.ruleset.play_zone
    return [c for c in cards if c.zone == play]


@handles(s.Destroy)
def h_destroy(g: GameOps, p: Pending, e: s.Destroy, path: tuple[Any, ...]) -> None:
    for c in _in_play(g, g.select(p, e.target, path, "target")):
        if c.zone == g.ruleset.play_zone:
            g.propose(_ev(p, Event.DESTROY, c, cards=g.combined(c), cause="destroy"))


def _wound(g: GameOps, p: Pending, e: Any, path: tuple[Any, ...], cause: str) -> None:
    n = g.amount(p, e.amount)
    for c in _in_play(g, g.select(p, e.target, path, "target")):
        g.propose(_ev(p, Event.WOUND, c, amount=n, cause=cause))


@handles(s.Wound)
def h_wound(g: GameOps, p: Pending, e: s.Wound, path: tuple[Any, ...]) -> None:
    _wound(g, p, e, path, "wound")


@handles(s.Shoot)
def h_shoot(g: GameOps, p: Pending, e: s.Shoot, path: tuple[Any, ...]) -> None:
    _wound(g, p, e, path, "shoot")


@handles(s.Heal)
def h_heal(g: GameOps, p: Pending, e: s.Heal, path: tuple[Any, ...]) -> None:
    cards = g.select(p, e.target, path, "target")
    split = p.divided.get(path)
    if e.divided and split is not None:
        chosen = [c for c, _ in p.targets.get((path, "target"), ())]
        for c, n in zip(chosen, split):
            if c in cards and c.zone == g.ruleset.play_zone:
                g.propose(_ev(p, Event.HEAL, c, amount=n, cause="heal"))
        return
    n = g.amount(p, e.amount)
    for c in _in_play(g, cards):
        g.propose(_ev(p, Event.HEAL, c, amount=n, cause="heal"))


@handles(s.PlaceCounters)
def h_place_counters(g: GameOps, p: Pending, e: s.PlaceCounters, path: tuple[Any, ...]) -> None:
    n = g.amount(p, e.amount)
    for c in _counters_go(g, g.select(p, e.target, path, "target")):
        g.propose(_ev(p, Event.PLACE_COUNTERS, c, amount=n, what=e.counter, cause="place_counters"))


def _counters_go(g: GameOps, cards: list[Card]) -> list[Card]:
    """The cards counters can be placed on: in play, or a titan waiting set aside (SU-T6: "if
    this titan is not in play, place two +1 power counters on it")."""
    play, aside = g.ruleset.play_zone, g.ruleset.set_aside_zone
    return [c for c in cards if c.zone == play or (aside is not None and c.zone == aside)]


@handles(s.Poison)
def h_poison(g: GameOps, p: Pending, e: s.Poison, path: tuple[Any, ...]) -> None:
    n = g.amount(p, e.amount)
    what = g.ruleset.poison_counter or e.counter
    for c in _in_play(g, g.select(p, e.target, path, "target")):
        more = n - c.counters.get(what, 0)     # only the largest Poison works: up to n, never down
        if more > 0:
            g.propose(_ev(p, Event.PLACE_COUNTERS, c, amount=more, what=what, cause="poison"))


@handles(s.RemoveCounters)
def h_remove_counters(g: GameOps, p: Pending, e: s.RemoveCounters, path: tuple[Any, ...]) -> None:
    n = -1 if e.amount is None else g.amount(p, e.amount)
    for c in g.select(p, e.target, path, "target"):
        if e.chosen and e.amount is None:
            # "remove any number of counters from your minions": how many from this one (SU-A5)
            have = c.counters.get(e.counter, 0)
            spend(g, have, "options of an amount")
            k = g.ask(Choice.AMOUNT, p.controller, f"how many {e.counter} counters to remove from {c.label}",
                      [str(i) for i in range(have + 1)], origin=p.origin)[0] if have else 0
            if k > 0:
                g.propose(_ev(p, Event.REMOVE_COUNTERS, c, amount=k, what=e.counter, cause="remove_counters"))
            continue
        if n > 0 and c.counters.get(e.counter, 0) < n:
            g.shortfall += 1
        g.propose(_ev(p, Event.REMOVE_COUNTERS, c, amount=n, what=e.counter, cause="remove_counters"))


@handles(s.MoveCounters)
def h_move_counters(g: GameOps, p: Pending, e: s.MoveCounters, path: tuple[Any, ...]) -> None:
    """Counters leave one card and go onto another, as much as there is (SU-A4)."""
    givers = _in_play(g, g.select(p, e.source, path, "source"))
    takers = _in_play(g, g.select(p, e.target, path, "target"))
    if not givers or not takers or givers[0] is takers[0]:
        g.trace.add(SKIPPED, p.origin, "", "move_counters", (("why", "needs two different cards"),))
        return
    a, b = givers[0], takers[0]
    have = a.counters.get(e.counter, 0)
    if e.amount is None:
        spend(g, have, "options of an amount")
        n = g.ask(Choice.AMOUNT, p.controller, f"how many {e.counter} counters to move",
                  [str(i) for i in range(have + 1)], origin=p.origin)[0] if have else 0
    else:
        n = min(have, g.amount(p, e.amount))
    if n <= 0:
        return
    off = _ev(p, Event.REMOVE_COUNTERS, a, amount=n, what=e.counter, cause="move_counters")
    if g.propose(off):
        g.propose(_ev(p, Event.PLACE_COUNTERS, b, amount=off.amount, what=e.counter, cause="move_counters"))


@handles(s.Modify)
def h_modify(g: GameOps, p: Pending, e: s.Modify, path: tuple[Any, ...]) -> None:
    n = g.amount(p, e.amount)
    d = e.duration if e.duration is not Duration.DEFAULT else Duration(g.ruleset.default_duration)
    for c in _in_play(g, g.select(p, e.target, path, "target")):
        g.propose(_ev(p, Event.MODIFY, c, amount=n, what=e.stat, data=(e.op, d), cause="modify"))


@handles(s.ExtraLives)
def h_extra_lives(g: GameOps, p: Pending, e: s.ExtraLives, path: tuple[Any, ...]) -> None:
    n = g.amount(p, e.amount)
    for c in _in_play(g, g.select(p, e.target, path, "target")):
        g.propose(_ev(p, Event.LIVES, c, amount=n, what="extra", cause="extra_lives"))


@handles(s.ReduceLives)
def h_reduce_lives(g: GameOps, p: Pending, e: s.ReduceLives, path: tuple[Any, ...]) -> None:
    n = g.amount(p, e.amount)
    for c in _in_play(g, g.select(p, e.target, path, "target")):
        g.propose(_ev(p, Event.LIVES, c, amount=n, what="negative", cause="reduce_lives"))


@handles(s.SetLife)
def h_set_life(g: GameOps, p: Pending, e: s.SetLife, path: tuple[Any, ...]) -> None:
    n = g.amount(p, e.amount)
    for c in _in_play(g, g.select(p, e.target, path, "target")):
        g.propose(_ev(p, Event.SET_LIFE, c, amount=n, cause="set_life"))


@handles(s.Draw)
def h_draw(g: GameOps, p: Pending, e: s.Draw, path: tuple[Any, ...]) -> None:
    n = g.amount(p, e.amount)
    for pl in g.players_for(p, e.who):           # active player first (BH-527.2.3)
        k = n
        if e.up_to and n > 0:
            # no more options than there is to draw, beyond what a card may print
            m = min(n, max(_drawable(g, pl, e.zone), g.ruleset.max_number))
            k = g.ask(Choice.AMOUNT, pl, f"draw how many (0-{m})", [str(i) for i in range(m + 1)],
                      origin=p.origin)[0]
        if g.draw(p, pl, k, e.per_drawn, p.origin, zone=e.zone) < k:
            g.shortfall += 1


def _drawable(g: GameOps, pl: int, zone: str | None) -> int:
    """How many cards a player could draw at most: the shared deck's (SU-M2), or the deck's and,
    where the ruleset reshuffles it into the deck, the discard pile's."""
    st, rs = g.state, g.ruleset
    if zone:
        return len(st.zone_cards(None, zone))
    n = len(st.zone_cards(pl, rs.deck_zone))
    if rs.reshuffle_discard:
        n += len(st.zone_cards(pl, rs.discard_zone))
    return n


@handles(s.Discard)
def h_discard(g: GameOps, p: Pending, e: s.Discard, path: tuple[Any, ...]) -> None:
    n = g.amount(p, e.amount)
    rs = g.ruleset
    for pl in g.players_for(p, e.who):
        hand = g.zone(pl, rs.hand_zone)
        k = min(n, len(hand))                    # BH-520.4: a smaller hand discards all
        if k < n:
            g.shortfall += 1
        if k == 0:
            continue
        if k == len(hand):
            picked = hand
        elif e.random:
            picked = g.state.rng.sample(hand, k)
        else:
            ans = g.ask(Choice.DISCARD, pl, f"discard {k}", [c.label for c in hand], min=k, max=k, origin=p.origin)
            picked = [hand[i] for i in ans]
        for c in picked:
            g.propose(_ev(p, Event.DISCARD, c, player=pl, cause="discard", what=c.zone))


@handles(s.DiscardCards)
def h_discard_cards(g: GameOps, p: Pending, e: s.DiscardCards, path: tuple[Any, ...]) -> None:
    for c in g.select(p, e.target, path, "target"):
        g.propose(_ev(p, Event.DISCARD, c, player=c.owner, cause="discard", what=c.zone))


def _resource_change(g: GameOps, p: Pending, e: s.Gain | s.Lose, event: Event, cause: str) -> None:
    n = g.amount(p, e.amount)
    temp = None
    if e.temporary is not None:
        temp = e.temporary if e.temporary is not Duration.DEFAULT else Duration(g.ruleset.default_duration)
    for pl in g.players_for(p, e.who):
        g.propose(_ev(p, event, None, player=pl, amount=n, what=e.resource, data=temp, cause=cause))


@handles(s.Gain)
def h_gain(g: GameOps, p: Pending, e: s.Gain, path: tuple[Any, ...]) -> None:
    _resource_change(g, p, e, Event.GAIN, "gain")


@handles(s.Lose)
def h_lose(g: GameOps, p: Pending, e: s.Lose, path: tuple[Any, ...]) -> None:
    _resource_change(g, p, e, Event.LOSE, "lose")


@handles(s.Pay)
def h_pay(g: GameOps, p: Pending, e: s.Pay, path: tuple[Any, ...]) -> None:
    """BH-K13: paid only in full (open coins), else nothing happens."""
    n = g.amount(p, e.amount)
    have = g.resource(p.controller, e.resource)
    if n <= 0:
        return
    if have < n:
        g.trace.add(SKIPPED, p.origin, "", "pay", (("why", f"has {have}, needs {n}"), ("rule", "BH-K13")))
        return
    g.propose(_ev(p, Event.PAY, None, player=p.controller, amount=n, what=e.resource, cause="pay"))


@handles(s.ChosenBy)
def h_chosen_by(g: GameOps, p: Pending, e: s.ChosenBy, path: tuple[Any, ...]) -> None:
    g.run(p, e.effect, path + (0,))


@handles(s.CancelPlay)
def h_cancel_play(g: GameOps, p: Pending, e: s.CancelPlay, path: tuple[Any, ...]) -> None:
    """BH-K15: the card of the play event answered does nothing."""
    ev = p.event
    c = ev.card if ev is not None and ev.kind is Event.PLAY else None
    if c is None:
        g.trace.add(SKIPPED, p.origin, "", "cancel", (("why", "no card being played"),))
        return
    g.cancel_play(c, p.origin)


@handles(s.NameCard)
def h_name_card(g: GameOps, p: Pending, e: s.NameCard, path: tuple[Any, ...]) -> None:
    """BH-K30: the controller names one of the names of the cards in the game (kept for the
    ability's `IsNamed`, by the pending ability)."""
    planned = getattr(g, "_planned_names", {}).pop((p, path), None)
    if planned is not None:     # named as the ability was declared (`Planning._plan_name`)
        name = planned
    else:
        names, what = name_options(g, e, p)
        if not names:
            g.trace.add(SKIPPED, p.origin, p.source.label if p.source else "", "names", (("why", f"no {what} to name"),))
            return
        name = names[g.ask(Choice.NAME, p.controller, f"name a {what}", names, origin=p.origin)[0]]
    g.name_card(p, name)
    if e.keep and p.source is not None:
        g.keep_name(p, name)        # h16z1: "minions of the named factions" in its Ongoing ability
    g.trace.add(EVENT, p.origin, p.source.label if p.source else "", "names", (("name", name), ("rule", "BH-K30")))


@handles(s.Tap)
def h_tap(g: GameOps, p: Pending, e: s.Tap, path: tuple[Any, ...]) -> None:
    for c in _in_play(g, g.select(p, e.target, path, "target")):
        g.propose(_ev(p, Event.TAP, c, cause="tap"))


@handles(s.Stun)
def h_stun(g: GameOps, p: Pending, e: s.Stun, path: tuple[Any, ...]) -> None:
    for c in _in_play(g, g.select(p, e.target, path, "target")):
        if g.stun_prevented(c, p):
            g.propose(_ev(p, Event.STUN, c, cause="stun"))  # "cannot be stunned": neither tapped nor
            continue                                        # Stun (BH-K17), the refusal traced
        g.propose(_ev(p, Event.TAP, c, cause="stun"))      # a tapped card still gets Stun
        g.propose(_ev(p, Event.STUN, c, cause="stun"))


@handles(s.Untap)
def h_untap(g: GameOps, p: Pending, e: s.Untap, path: tuple[Any, ...]) -> None:
    for c in _in_play(g, g.select(p, e.target, path, "target")):
        g.propose(_ev(p, Event.UNTAP, c, cause="untap"))


@handles(s.Create)
def h_create(g: GameOps, p: Pending, e: s.Create, path: tuple[Any, ...]) -> None:
    rs = g.ruleset
    n = g.amount(p, e.amount)
    for _ in range(n):
        spend(g, 1, "cards created")
        supply = [c for c in g.zone(p.controller, rs.token_zone) if c.spec.name == e.name] if rs.token_zone else []
        if not supply:
            g.trace.add(SKIPPED, p.origin, "", "create", (("name", e.name), ("why", "none left in the supply"),
                                                         ("rule", "BH-T1")))
            g.shortfall += 1
            return
        # put into play, not played (glossary "Взять карту в отряд": creating is not playing):
        # an enter event, no play event and no Recruit, as a card that comes back (ReturnToPlay)
        c = supply[-1]
        g.relocate(c, rs.play_zone, None if rs.play_zone in rs.shared_zones else p.controller)
        c.controller = p.controller
        g.propose(_ev(p, Event.ENTER, c, cause="create"))
        if g.entered is not None:
            g.entered(c)


@handles(s.Ready)
def h_ready(g: GameOps, p: Pending, e: s.Ready, path: tuple[Any, ...]) -> None:
    for c in _in_play(g, g.select(p, e.target, path, "target")):
        g.propose(_ev(p, Event.UNTAP, c, cause="ready"))
        c.uses.clear()                  # once-per-turn marks go (glossary "Подготовить")


def _owners_order(g: GameOps, p: Pending, cards: list) -> list:
    """BH-K20: "in an order their owners choose": each owner, in turn order, orders their own
    cards (the last one moved ends on top); the owners' groups follow one another."""
    out = []
    for pl in g.state.player_order():
        mine = [c for c in cards if c.owner == pl]
        if len(mine) > 1:
            ans = g.ask(Choice.ORDER, pl, "order to move your cards in", [c.label for c in mine],
                        min=len(mine), max=len(mine), ordered=True, origin=p.origin)
            mine = [mine[i] for i in ans]
        out += mine
    return out + [c for c in cards if c not in out]


@handles(s.Move)
def h_move(g: GameOps, p: Pending, e: s.Move, path: tuple[Any, ...]) -> None:
    cards = g.select(p, e.target, path, "target")
    if e.by_owners and len(cards) > 1:
        cards = _owners_order(g, p, cards)
    elif e.any_order and len(cards) > 1:
        # "in any order": the controller orders them; the last one moved ends on top
        ans = g.ask(Choice.ORDER, p.controller, "order to move them in", [c.label for c in cards],
                    min=len(cards), max=len(cards), ordered=True, origin=p.origin)
        cards = [cards[i] for i in ans]
    if e.to_zone is not None and e.either_end:
        # "on the top and/or bottom of your deck in any order": each card, in the order chosen,
        # goes on top or at the bottom as the controller says
        for c in cards:
            end = g.ask(Choice.POSITION, p.controller, f"where {c.label} goes", ("top", "bottom"), origin=p.origin)[0]
            g.propose(_ev(p, Event.MOVE, c, what=e.to_zone, data=(e.to_zone, None, "bottom" if end else False),
                          cause="move"))
        return
    if e.to_zone is not None:
        dest = None
        if e.to_player is not None and cards:
            pls = g.players_for(p, e.to_player)
            if not pls:
                g.trace.add(SKIPPED, p.origin, "", "move", (("why", "no such player"),))
                return
            dest = pls[g.ask(Choice.TARGETS, p.controller, f"whose {e.to_zone}",
                             [g.state.players[i].name for i in pls], origin=p.origin)[0]]
        if e.to_zone == g.ruleset.deck_zone and not e.bottom and not e.any_order and not e.by_owners \
                and len(cards) > 1 and all(c.zone == e.to_zone for c in cards):
            # h16u: cards put back on top of the deck they are in ("return them in the same order"
            # after a look): the lowest first, so that they keep their order
            cards = sorted(cards, key=lambda c: g.state.zone_cards(c.owner, e.to_zone).index(c.id))
        for c in cards:
            data = (e.to_zone, None, "bottom" if e.bottom else False) + (() if dest is None else (dest,))
            g.propose(_ev(p, Event.MOVE, c, what=e.to_zone, data=data, cause="move"))
        return
    if e.to_base is None:
        g.trace.add(SKIPPED, p.origin, "", "move", (("why", "no destination"),))
        return
    # only a base in play is somewhere to move to (a selection that gave a minion, a base that
    # has left play: no destination)
    if e.to_base.KIND == s.RandomCards.KIND and e.to_base.filter.other:
        # h16n: "move it to another random base": for each card, one of the bases it is not on
        # (nor one that has scored), uniformly at random (BH-526)
        every = [b for b in g.candidates(attrs.evolve(e.to_base.filter, other=False), p.source, p.controller, p.event)
                 if g.is_base_in_play(b.id)]
        for c in cards:
            free = [b for b in every if b.id != c.at and not b.scored]
            if c.spec.card_type == g.ruleset.base_type or not free:
                continue
            base = g.state.rng.sample(free, 1)[0]
            was = c.zone == g.ruleset.play_zone
            if g.propose(_ev(p, Event.MOVE, c, what="base", data=(None, base.id, False), cause="move")) and not was:
                g.propose(_ev(p, Event.ENTER, c, cause="move"))
        return
    bases = [b for b in g.select(p, e.to_base, path, "to_base") if g.is_base_in_play(b.id)]
    if not bases:
        g.trace.add(SKIPPED, p.origin, "", "move", (("why", "no base"),))
        return
    play = g.ruleset.play_zone
    several = e.to_base.KIND == s.Each.KIND and len(bases) > 1
    for c in cards:
        if c.spec.card_type == g.ruleset.base_type:
            continue
        base = bases[0]
        if several:
            # "move your minions to other bases": each card to one of them, chosen for that card
            # by the controller, never the base it is on nor one that has scored (docs/runtime.md)
            free = [b for b in bases if b.id != c.at and not b.scored]
            if not free:
                g.trace.add(SKIPPED, p.origin, c.label, "move", (("why", "no other base"),))
                continue
            base = free[g.ask(Choice.BASE, p.controller, f"base for {c.label}", [b.label for b in free],
                              origin=p.origin)[0]]
        was = c.zone == play
        if g.propose(_ev(p, Event.MOVE, c, what="base", data=(None, base.id, False), cause="move")) and not was:
            g.propose(_ev(p, Event.ENTER, c, cause="move"))       # moved into play, not played (SU-A7)


@handles(s.SwapPlaces)
def h_swap_places(g: GameOps, p: Pending, e: s.SwapPlaces, path: tuple[Any, ...]) -> None:
    """u16g (SU-W3): the two cards change bases — the first moves to the second's base, then the
    second to the first's old base (moves, not plays: SU-A7). Nothing happens unless both are
    cards on two different bases in play; if the first cannot be moved, the second stays too
    (SU-A4: as much as can be done)."""
    cards = list(g.select(p, e.target, path, "target"))
    if e.other is not None:
        cards = cards[:1] + list(g.select(p, e.other, path, "other"))[:1]
    play = g.ruleset.play_zone
    if len(cards) != 2 or any(c.zone != play or c.at is None or not g.is_base_in_play(c.at) for c in cards) \
            or cards[0].at == cards[1].at or any(c.spec.card_type == g.ruleset.base_type for c in cards):
        g.trace.add(SKIPPED, p.origin, "", "swap", (("why", "not two cards on different bases"),))
        return
    first, second = cards
    there, here = second.at, first.at
    if g.propose(_ev(p, Event.MOVE, first, what="base", data=(None, there, False), cause="move")):
        g.propose(_ev(p, Event.MOVE, second, what="base", data=(None, here, False), cause="move"))


@handles(s.Reveal)
def h_reveal(g: GameOps, p: Pending, e: s.Reveal, path: tuple[Any, ...]) -> None:
    """Cards are shown — the top cards of a deck, a whole zone of a player, or the selected
    cards — to every player, or (`private`, "look at") to the controller alone; the trace
    records who saw which cards. What follows acts on them, its targets chosen now that they
    are known."""
    rs = g.ruleset
    whose = p.controller
    if e.each:
        # "the top card of each other player's deck": every other player's, shown together
        shown: list[Card] = []
        for pl in g.state.player_order():
            if pl != p.controller and not g.state.players[pl].lost and (e.having is None or any(
                    c.controller == pl for c in g.candidates(e.having, p.source, pl, p.event))):
                shown += _revealed_of(g, p, e, pl)
        _show(g, p, e, tuple(shown), path, "each other")
        return
    if e.whose is not Controller.YOU:
        # "another player's hand": the controller chooses one of the other players
        others = [i for i in g.state.player_order() if (i != p.controller or e.whose is Controller.ANY)
                  and not g.state.players[i].lost]          # (ANY: "any deck", yours too, BH-K26)
        if not others:
            g.trace.add(SKIPPED, p.origin, "", "reveal", (("why", "no other player"),))
            return
        whose = others[g.ask(Choice.PLAYER, p.controller, "whose cards to look at",
                             [g.state.players[i].name for i in others], origin=p.origin)[0]]
    if e.target is not None:
        cards = tuple(g.select(p, e.target, path, "target"))
        whose = cards[0].owner if cards else whose
        if not cards and isinstance(e.target, s.Each) and e.target.filter.of_picked_player and p.player_picked is not None:
            whose = p.player_picked     # h16x: "reveal their hand" (empty) in a round for each other player
    elif e.until is not None:
        # one at a time from the top until enough of the cards sought are shown (SU-A4: a
        # deck that runs out shows what it has)
        shown: list[Card] = []
        found = 0
        until = e.until if e.until.of_named is None else g.freeze(p, e.until)     # "of that type" (h16o)
        for i in reversed(g.state.zone_cards(whose, rs.deck_zone)):
            c = g.state.cards[i]
            shown.append(c)
            if g.matches(until, c, p.source, p.controller, p.event):
                found += 1
                if found >= e.until_count:
                    break
        cards = tuple(shown)
    else:
        cards = tuple(_revealed_of(g, p, e, whose))
    _show(g, p, e, cards, path, whose)


def _revealed_of(g: GameOps, p: Pending, e: s.Reveal, whose: int) -> list[Card]:
    """The cards of one player a `Reveal` shows: a whole zone, or the top (bottom: the bottom
    card first) cards of their deck."""
    st = g.state
    if e.zone is not None:
        return [st.cards[i] for i in st.zone_cards(whose, e.zone)]
    deck = st.zone_cards(None, e.deck) if e.deck is not None else st.zone_cards(whose, g.ruleset.deck_zone)
    n = min(g.amount(p, e.amount), len(deck))
    if e.bottom:
        return [st.cards[i] for i in deck[:n]]
    return [st.cards[i] for i in reversed(deck[len(deck) - n:])] if n else []


def _show(g: GameOps, p: Pending, e: s.Reveal, cards: tuple[Card, ...], path: tuple[Any, ...],
          whose: Any) -> None:
    """Cards shown (to their controller only: looked at); what follows acts on them (`Picked`)."""
    seen_by = (p.controller,) if e.private else tuple(g.state.player_order())
    g.trace.add(SKIPPED if not cards else EVENT, p.origin, "", "look" if e.private else "reveal",
                (("player", whose), ("cards", tuple(c.label for c in cards)), ("seen_by", seen_by)))
    p.picked = cards
    if e.with_revealed is None or not cards:
        return
    sub = path + (0,)
    g.plan(p, e.with_revealed, sub)
    g.run(p, e.with_revealed, sub)


@handles(s.SwapBase)
def h_swap_base(g: GameOps, p: Pending, e: s.SwapBase, path: tuple[Any, ...]) -> None:
    """A base in play and a base of the base deck change places; the cards on the old base
    stay, on the new one (no card moves: the base under them changes)."""
    rs = g.ruleset
    st = g.state
    bd = rs.base_deck_zone
    olds = [c for c in g.select(p, e.target, path, "target")
            if c.spec.card_type == rs.base_type and st.is_in_play(c)]
    deck = st.zones.get((None, bd)) if bd else None
    if e.other is None:
        news = [st.cards[deck[-1]]] if deck else []
    else:
        news = [c for c in g.select(p, e.other, path, "other") if c.zone == bd]
    bases = st.zones.get((None, rs.play_zone))
    if not olds or not news or deck is None or bases is None:
        g.trace.add(SKIPPED, p.origin, "", "swap_base", (("why", "no base to swap"),))
        return
    old, new = olds[0], news[0]
    where = deck.index(new.id)
    pos = bases.index(old.id)
    here = [c for c in g.in_play() if c.at == old.id and c is not old]
    g.relocate(new, rs.play_zone, None)
    bases.remove(new.id)
    bases.insert(pos, new.id)
    for c in here:
        c.at = new.id
    g.relocate(old, bd, None)
    deck.remove(old.id)
    deck.insert(where, old.id)
    g.mark_all_dirty()
    g.trace.add(EVENT, p.origin, new.label, "swap_base", (("base", old.label), ("cards", len(here))))
    if e.shuffle:
        g.shuffle(None, bd)
    p.picked = (new,)
    g.propose(_ev(p, Event.ENTER, new, cause="swap_base"))


@handles(s.PlayBase)
def h_play_base(g: GameOps, p: Pending, e: s.PlayBase, path: tuple[Any, ...]) -> None:
    """A new base: the base deck's top card comes into play after the bases in play (no base
    leaves); it enters play, and "there" / "on it" after it is that base."""
    rs = g.ruleset
    st = g.state
    bd = rs.base_deck_zone
    deck = st.zones.get((None, bd)) if bd else None
    if not deck:
        g.trace.add(SKIPPED, p.origin, "", "play_base", (("why", "no base deck"),))
        return
    new = st.cards[deck[-1]]
    g.relocate(new, rs.play_zone, None)
    if new.owner is None:
        new.controller = st.active          # a base: "you" in its text is the current player
    g.mark_all_dirty()
    g.trace.add(EVENT, p.origin, new.label, "play_base", ())
    p.picked = (new,)
    g.propose(_ev(p, Event.ENTER, new, cause="play_base"))


@handles(s.ReturnToHand)
def h_return_to_hand(g: GameOps, p: Pending, e: s.ReturnToHand, path: tuple[Any, ...]) -> None:
    z = g.ruleset.hand_zone
    deck = g.ruleset.deck_zone
    for c in g.select(p, e.target, path, "target"):
        if e.draw and c.zone == deck and c.owner is not None:
            # "… and draw it": that card of the deck is drawn (the draw of a chosen card)
            g.propose(_ev(p, Event.DRAW, c, player=c.owner, amount=1))
            continue
        g.propose(_ev(p, Event.MOVE, c, what=z, data=(z, None, False), cause="return_to_hand"))


@handles(s.ShuffleIntoDeck)
def h_shuffle_into_deck(g: GameOps, p: Pending, e: s.ShuffleIntoDeck, path: tuple[Any, ...]) -> None:
    z = g.ruleset.deck_zone
    for c in g.select(p, e.target, path, "target"):
        g.propose(_ev(p, Event.MOVE, c, what=z, data=(z, None, True), cause="shuffle_into_deck"))


def _one_of_each_name(g: GameOps, p: Pending, e: s.Search, cands: list[Card]) -> list[Card]:
    """r2b: "up to two minions with different names": one card at a time, each of a name not taken
    yet, until the count is reached, nothing is left, or the player takes none."""
    found: list[Card] = []
    while cands and (e.count is None or len(found) < e.count):
        ans = g.ask(Choice.SEARCH, p.controller, "card to take (a name not taken yet)", [c.label for c in cands],
                    min=0, max=1, origin=p.origin)
        if not ans:
            break
        c = cands[ans[0]]
        found.append(c)
        cands = [x for x in cands if x.spec.name != c.spec.name]
    return found


@handles(s.Search)
def h_search(g: GameOps, p: Pending, e: s.Search, path: tuple[Any, ...]) -> None:
    """Deck -> hand without "draw": not a draw (BH-527.4); then the deck is shuffled (503.1)."""
    rs = g.ruleset
    f = g.freeze(p, e.filter if e.filter.zone == rs.deck_zone else _with_zone(e.filter, rs.deck_zone))
    pl = p.controller
    # "your deck and/or discard pile": the other zones too (`Filter.also_zones`)
    cands = [c for z in (rs.deck_zone,) + e.filter.also_zones for c in g.zone(pl, z)
             if g.matches(f, c, p.source, pl, p.event)]
    if e.same_name and cands:
        # "any number of cards with the same name": the name first, then the cards of that name
        names = sorted({c.spec.name for c in cands})
        name = names[g.ask(Choice.SEARCH, pl, "name of the cards to take", names, origin=p.origin)[0]]
        cands = [c for c in cands if c.spec.name == name]
    found = []
    if cands and e.different_names:
        found = _one_of_each_name(g, p, e, cands)
    elif cands:
        ans = g.ask(Choice.SEARCH, pl, "cards to take", [c.label for c in cands], min=0,
                    max=len(cands) if e.count is None else min(e.count, len(cands)), origin=p.origin)
        found = [cands[i] for i in ans]
    to = e.to_zone or rs.hand_zone
    if to == rs.deck_zone:
        # "… and place it on top of your deck": shuffled first, then the cards found on top
        g.shuffle(pl, rs.deck_zone)
    for c in found:
        g.propose(_ev(p, Event.MOVE, c, player=pl, what=to, data=(to, None, False), cause="search"))
    if to != rs.deck_zone:
        g.shuffle(pl, rs.deck_zone)
    if g.listened(Event.SEARCH):
        # "when you use Search" (BH-K45): once the search is done, the deck shuffled; proposed only
        # while something listens, so games without such a card are unchanged
        g.propose(_ev(p, Event.SEARCH, player=pl, cause="search"))


@identity_keyed_cache
def _with_zone(f: s.Filter, zone: str) -> s.Filter:
    """The filter of a card in `zone` (one per filter and zone)."""
    return attrs.evolve(f, zone=zone)


@handles(s.PlayCard)
def h_play_card(g: GameOps, p: Pending, e: s.PlayCard, path: tuple[Any, ...]) -> None:
    """"Play it": a real play, so on-play abilities happen (SU-A7)."""
    rs = g.ruleset
    base = None
    if e.here:
        base = g.base_of(p.source)
    elif e.to_base is not None:
        bases = [b for b in g.select(p, e.to_base, path, "to_base") if b.spec.card_type == rs.base_type
                 and b.zone == rs.play_zone]
        if not bases:
            g.trace.add(SKIPPED, p.origin, "", "play_card", (("why", "no base"),))
            return
        base = bases[0].id
    host = None
    if e.on is not None:
        hosts = _in_play(g, g.select(p, e.on, path, "on"))
        if not hosts:
            g.trace.add(SKIPPED, p.origin, "", "play_card", (("why", "no card to play it on"),))
            return
        host = hosts[0]
    affects = None if e.affects is None else frozenset(x.id for x in g.select(p, e.affects, path, "affects"))
    # h16y: "… Choose its base.": the card's own choices that these cards can answer are them
    chooses = None if e.chooses is None else frozenset(x.id for x in g.select(p, e.chooses, path, "chooses"))
    for c in g.select(p, e.target, path, "target"):
        if c.zone == rs.play_zone:
            continue
        if chooses:
            g.direct(c.id, chooses)
        on_card = host
        if affects is not None:
            # "… that directly affects X": played on one of X, or choosing one of them (SU-L9)
            on_card = _directly_affected_host(g, p, c, affects)
            if on_card is not None and e.raises and not g.may_directly_affect(c, on_card.id, affects, e.raises):
                g.trace.add(SKIPPED, p.origin, c.label, "play_card", (("why", f"it does not raise the {e.raises} of the cards named"),))
                continue
            if on_card is None and (c.spec.play_on is not None or not g.may_directly_affect(c, None, affects, e.raises)):
                g.trace.add(SKIPPED, p.origin, c.label, "play_card", (("why", "it cannot directly affect the cards named"),))
                continue
            if on_card is None:
                g.direct(c.id, affects)
        why = g.in_play_limit(c, p.controller)
        if why:
            g.trace.add(SKIPPED, p.origin, c.label, "play_card", (("why", why),))
            continue
        if e.uses_play:
            left = g.state.players[p.controller].plays_left
            if left.get(c.spec.card_type, 0) <= 0:
                g.trace.add(SKIPPED, p.origin, c.label, "play_card", (("why", f"no {c.spec.card_type} play left"),))
                continue
            left[c.spec.card_type] -= 1
        if on_card is not None:
            # "play an action on this minion": only a card whose text lets it be played on that card
            if c.spec.play_on is None or not g.matches(c.spec.play_on, on_card, c, p.controller):
                g.trace.add(SKIPPED, p.origin, c.label, "play_card", (("why", f"cannot be played on {on_card.label}"),))
                continue
            _put(g, p, e, c, on=on_card.id, stays=True)
            continue
        stays = _works_in_play_type(g, c)
        at = base
        if e.new_base and stays and at is None:
            # "on a different base": one no earlier round of this "for each …" played a card on
            used = p.played_at if p.played_at is not None else set()
            free = [b for b in g.in_play() if b.spec.card_type == rs.base_type and b.id not in used]
            if not free:
                g.trace.add(SKIPPED, p.origin, c.label, "play_card", (("why", "no other base"),))
                continue
            at = free[g.ask(Choice.BASE, p.controller, f"base for {c.label}", [b.label for b in free],
                            origin=p.origin)[0]].id
            if p.played_at is not None:
                p.played_at.add(at)
        _put(g, p, e, c, base=at if stays else None, stays=stays)


def _put(g: GameOps, p: Pending, e: s.PlayCard, c: Card, **where: Any) -> None:
    """Into play, by this play; t16d: with a Special's "… instead" (`PlayCard.instead`), the card
    does that in place of its own on-play abilities."""
    if e.instead is not None:
        g.play_instead(c.id, e.instead, p.origin)
    if e.discard_instead is not None:
        # t16d2: the move replaces the card's way to its owner's discard pile, this play only
        q = Pending(p.origin, p.source, p.controller, e.discard_instead, p.event, label=p.label)
        q.picked = q.affected = (c,)
        g.discard_instead(c.id, q)
    try:
        g.put_into_play(c, p.controller, by=p, **where)
    finally:
        if e.instead is not None:
            g.play_instead(c.id, None)
        if e.discard_instead is not None:
            g.discard_instead(c.id, None)       # (not played: nothing to replace)


def _directly_affected_host(g: GameOps, p: Pending, c: Card, ids: frozenset[int]) -> Card | None:
    """For an action played "that directly affects X" that is played on a card: the card of X
    it goes on (asked when several may take it); None when it is played on none or none fits."""
    if c.spec.play_on is None:
        return None
    hosts = [x for x in g.in_play() if x.id in ids and g.matches(c.spec.play_on, x, c, p.controller)]
    if len(hosts) > 1:
        return hosts[g.ask(Choice.TARGETS, p.controller, f"where {c.label} is played", [x.label for x in hosts],
                           origin=p.origin)[0]]
    return hosts[0] if hosts else None


@handles(s.ReturnToPlay)
def h_return_to_play(g: GameOps, p: Pending, e: s.ReturnToPlay, path: tuple[Any, ...]) -> None:
    """Put into play without playing it: no on-play / Recruit (SU-A7)."""
    rs = g.ruleset
    for c in g.select(p, e.target, path, "target"):
        if c.zone == rs.play_zone or c.owner is None or (e.from_zone is not None and c.zone != e.from_zone):
            continue            # ("summon this creature" once it has left its deck: nothing, BH-K45)
        g.relocate(c, rs.play_zone, None if rs.play_zone in rs.shared_zones else c.owner)
        c.controller = c.owner
        g.propose(_ev(p, Event.ENTER, c, cause="return_to_play"))
        if e.life is not None:
            g.propose(_ev(p, Event.SET_LIFE, c, amount=g.amount(p, e.life), cause="return_to_play"))


@handles(s.PlayExtra)
def h_play_extra(g: GameOps, p: Pending, e: s.PlayExtra, path: tuple[Any, ...]) -> None:
    n = g.amount(p, e.amount)
    restricted = (e.filter is not None or e.zone is not None or e.here or e.to is not None or e.there
                  or e.same_name or bool(e.also_types) or e.affects is not None)
    # "an extra action that directly affects X": the cards X are fixed now (none: no such play)
    affects = None if e.affects is None else frozenset(c.id for c in g.select(p, e.affects, path, "affects"))
    base = None
    if e.here and p.source is not None:
        src = p.source
        base = src.id if src.spec.card_type == g.ruleset.base_type else src.at
    if e.there:
        # (the base chosen, or, h16n, the base the chosen card is on: "Choose a minion. Play an
        # extra minion there")
        picked = [c if c.spec.card_type == g.ruleset.base_type else g.state.cards.get(c.at) for c in p.picked
                  if c.spec.card_type == g.ruleset.base_type or c.at is not None]
        picked = [c for c in picked if c is not None and g.state.is_in_play(c)]
        if not picked:
            g.trace.add(SKIPPED, p.origin, "", "play_extra", (("why", "no base there"),))
            return
        base = picked[0].id
    grants: dict[int, list] = {}
    for pl in g.players_for(p, e.who):
        player = g.state.players[pl]
        if not restricted:
            player.plays_left[e.card_type] = player.plays_left.get(e.card_type, 0) + n
            continue
        group = g.new_grant_group() if e.same_name else None
        spend(g, n, "extra plays")
        for _ in range(n):
            player.extra_plays.append(ExtraPlay(
                card_type=e.card_type, filter=None if e.filter is None else g.freeze(p, e.filter),
                zone=e.zone or g.ruleset.hand_zone, base=base,
                source=p.source.id if p.source is not None else None, controller=p.controller, to=e.to,
                group=group, also_types=e.also_types, affects=affects, raises=e.raises))
        grants[pl] = player.extra_plays[-n:] if n > 0 else []
    if g.ruleset.play_phase and g.ruleset.base_type is not None:
        for pl in g.players_for(p, e.who):
            if pl == g.state.active:
                continue
            played = _play_extra_now(g, p, e, pl, n, base)
            player = g.state.players[pl]
            # what was not played now is lost (it does not wait for the player's turn)
            if pl in grants:
                player.extra_plays[:] = [x for x in player.extra_plays if not any(x is y for y in grants[pl])]
            else:
                left = player.plays_left.get(e.card_type, 0)
                player.plays_left[e.card_type] = max(0, left - (n - played))


def _play_extra_now(g: GameOps, p: Pending, e: s.PlayExtra, player: int, n: int, base: int | None) -> int:
    """An extra play granted on another player's turn is played at once or not at all (Smash Up:
    the player has no play phase of their own until their turn; docs/runtime.md): up to `n`
    times the player chooses a card the grant allows (or none) and where it goes, and plays it.
    Returns how many were played."""
    rs = g.ruleset
    played = 0
    types = (e.card_type,) + tuple(e.also_types)
    zone = e.zone or rs.hand_zone
    for _ in range(n):
        cards = [c for c in g.zone(player, zone) if c.spec.card_type in types]
        if not cards:
            return played
        ans = g.ask(Choice.TARGETS, player, "an extra card to play now", [c.label for c in cards],
                    min=0, max=1, origin=p.origin)
        if not ans:
            return played
        c = cards[ans[0]]
        at, on = base, None
        if c.spec.play_on is not None:
            hosts = [h for h in g.in_play() if g.matches(c.spec.play_on, h, c, player)]
            if not hosts:
                g.trace.add(SKIPPED, p.origin, c.label, "play_extra", (("why", "nothing to play it on"),))
                continue
            h = hosts[g.ask(Choice.TARGETS, player, f"where {c.label} is played", [x.label for x in hosts],
                            origin=p.origin)[0]]
            at, on = (h.id, None) if h.spec.card_type == rs.base_type else (None, h.id)
        elif at is None and _works_in_play_type(g, c):
            bases = [b for b in g.in_play() if b.spec.card_type == rs.base_type]
            if not bases:
                return played
            at = bases[g.ask(Choice.BASE, player, f"base for {c.label}", [b.label for b in bases],
                             origin=p.origin)[0]].id
        try:
            g.play_card(c.id, base=at, on=on, resolve=False)
            played += 1
        except GameError as why:            # (a choice the grant does not allow: the play is lost)
            g.trace.add(SKIPPED, p.origin, c.label, "play_extra", (("why", str(why)),))
    return played


def _works_in_play_type(g: GameOps, c: Card) -> bool:
    """Whether the card goes onto a base when played (a minion; an action that stays)."""
    t = g.ruleset.card_type(c.spec.card_type)
    return t is None or t.in_play or any(_works_in_play(a) for a in c.spec.abilities)


@handles(s.GainControl)
def h_gain_control(g: GameOps, p: Pending, e: s.GainControl, path: tuple[Any, ...]) -> None:
    cards = _in_play(g, g.select(p, e.target, path, "target"))
    to = p.controller
    if e.to_other and cards:
        # "give control of it to another player": the controller chooses which one (SU-A8)
        others = [i for i in g.state.player_order() if i != p.controller and not g.state.players[i].lost]
        if not others:
            return
        to = others[g.ask(Choice.PLAYER, p.controller, "which player gains control",
                          [g.state.players[i].name for i in others], origin=p.origin)[0]]
    for c in cards:
        before = c.controller
        if e.to_owner:
            if c.owner is None or c.owner == before:
                continue        # "to its owner": nothing changes hands
            to = c.owner
        if g.propose(_ev(p, Event.CONTROL, c, player=to, cause="gain_control")) and e.duration is not None:
            d = e.duration if e.duration is not Duration.DEFAULT else Duration(g.ruleset.default_duration)
            g.return_control_after(c, before, d, to, p.origin)


@handles(s.Attach)
def h_attach(g: GameOps, p: Pending, e: s.Attach, path: tuple[Any, ...]) -> None:
    parts = [p.source] if e.part is None else _in_play(g, g.select(p, e.part, path, "part"))
    if not parts or parts[0] is None:
        return
    for c in _in_play(g, g.select(p, e.target, path, "target"))[:1]:
        if e.as_module and c.attached_to is not None:
            continue        # BH-K43: a part is no Mechanism a module joins (BH-K16)
        for part in parts if e.part is not None and c is p.source else parts[:1]:
            if part is c:
                continue    # (never its own part)
            # BH-K38: several cards attached to the source, each its part
            if g.propose(_ev(p, Event.ATTACH, c, data=part, cause="attach")) and e.as_module \
                    and part.attached_to == c.id and part.zone == g.ruleset.play_zone:
                g.recruit_again(part, p)        # BH-K43: as a Module entering play, its Recruit happens


@handles(s.Apply)
def h_apply(g: GameOps, p: Pending, e: s.Apply, path: tuple[Any, ...]) -> None:
    d = e.duration if e.duration is not Duration.DEFAULT else Duration(g.ruleset.default_duration)
    if e.round_player and p.player_picked is None:
        g.trace.add(SKIPPED, p.origin, "", "apply", (("why", "no player in this round"),))
        return
    g.apply_static(p, e.effect, d, p.player_picked if e.round_player else None)


@handles(s.Grant)
def h_grant(g: GameOps, p: Pending, e: s.Grant, path: tuple[Any, ...]) -> None:
    # BH-K42: the quoted ability becomes each chosen card's own, for the duration
    d = e.duration if e.duration is not Duration.DEFAULT else Duration(g.ruleset.default_duration)
    ab = s.Triggered(origin=p.origin, when=e.when, effect=e.effect, label=e.label)
    for c in _in_play(g, g.select(p, e.target, path, "target")):
        g.grant_trigger(p, c, ab, d)


@handles(s.Pick)
def h_pick(g: GameOps, p: Pending, e: s.Pick, path: tuple[Any, ...]) -> None:
    p.picked = tuple(g.select(p, e.target, path, "target"))
    if not p.picked:
        g.trace.add(SKIPPED, p.origin, "", "pick", (("why", "nothing was chosen"),))
        return
    if e.player:
        # "one player's minions": the controller chooses a player, themself included
        players = [i for i in g.state.player_order() if not g.state.players[i].lost]
        p.player_picked = players[g.ask(Choice.PLAYER, p.controller, "which player's cards",
                                        [g.state.players[i].name for i in players], origin=p.origin)[0]]
    g.run(p, e.with_picked, path + (0,))


def run_step(g: GameOps, p: Pending, x: Any, path: tuple[Any, ...]) -> None:
    """Run one instruction and remember what it did, for the next one: the cards its events
    were about ("it", `Affected`), whether any event happened and whether it fell short
    ("if you do", "… to …", `Did`)."""
    mark, short = len(g.log), g.shortfall
    g.run(p, x, path)
    if x.KIND in ("if", "may") and len(g.log) == mark:
        return              # nothing happened: "it" / "if you do" still mean the step before
    seen: dict[int, Card] = {}
    for ev in g.log[mark:]:
        for c in ev.subjects():
            seen.setdefault(c.id, c)
    p.affected = tuple(seen.values())
    p.removed = sum(ev.amount for ev in g.log[mark:] if ev.kind is Event.REMOVE_COUNTERS)
    p.did = len(g.log) > mark
    p.short = g.shortfall != short


@handles(s.Sequence)
def h_sequence(g: GameOps, p: Pending, e: s.Sequence, path: tuple[Any, ...]) -> None:
    for i, x in enumerate(e.effects):
        run_step(g, p, x, path + (i,))


@handles(s.Shuffle)
def h_shuffle(g: GameOps, p: Pending, e: s.Shuffle, path: tuple[Any, ...]) -> None:
    for pl in g.players_for(p, e.who):
        g.shuffle(pl, e.zone)


@handles(s.Repeat)
def h_repeat(g: GameOps, p: Pending, e: s.Repeat, path: tuple[Any, ...]) -> None:
    """"For each X, do Y": Y as many times as there are X, each time with its own choices
    (`each`: once per X, with that X as `Picked`)."""
    players: list[int] = []
    alone: list | None = None
    if e.each:
        f = e.count.filter
        rounds = [(c,) for c in g.at_picked(p, f, g.candidates(f, p.source, p.controller, p.event))]
    elif e.count.KIND in (s.DeclinedCount.KIND, s.PlayerRounds.KIND):
        # one round per player, in turn order, that player being the round's `player_picked`:
        # those who declined ("For each other player who does not, … their …", h16s) or those
        # the count names ("For each other player, …", h16x)
        players = list(p.declined_by) if e.count.KIND == s.DeclinedCount.KIND else g.players_for(p, e.count.who)
        if e.count.KIND == s.PlayerRounds.KIND and e.count.chosen and players:
            # r2d: "Choose a player. That player …": the controller chooses one of them, one round
            players = [players[g.ask(Choice.PLAYER, p.controller, "which player",
                                     [g.state.players[i].name for i in players], origin=p.origin)[0]]]
        rounds = [p.picked] * len(players)
    elif e.one_each:
        # each card the instruction before acted on, one round each, "its controller" being that card's
        f = e.count.filter
        alone = [c for c in p.affected
                 if f is None or g.matches(f, c, p.source, p.controller, p.event, look_back=True)]
        rounds = itertools.repeat(p.picked, len(alone))
    else:
        n = g.amount(p, e.count)
        spend(g, n, "rounds of a repeat")     # a hard bound (runtime/bounds.py), before any round
        rounds = itertools.repeat(p.picked, max(0, n))
    for i, picked in enumerate(rounds):
        if e.each and not g.state.is_in_play(picked[0]):
            continue            # gone since it was counted
        q = Pending(p.origin, p.source, p.controller, e.effect, p.event, p.delayed, p.applied, p.timing, p.label)
        q.picked, q.affected, q.batched = picked, (p.affected if alone is None else (alone[i],)), p.batched
        if players:
            q.player_picked = players[i]
        if p.played_at is None:
            p.played_at = set()
        q.played_at = p.played_at       # shared by the rounds ("on a different base")
        if e.only_if is not None and not g.condition(q, e.only_if):
            continue
        if g.plan(q, e.effect, path + (0,)):
            run_step(g, q, e.effect, path + (0,))


@handles(s.May)
def h_may(g: GameOps, p: Pending, e: s.May, path: tuple[Any, ...]) -> None:
    inner = e.effect
    if inner.KIND == "draw" and inner.who is s.Who.YOU:
        # BH-527.3: a player who can't draw may not choose to draw (an empty deck is no obstacle);
        # BH-527.2.2: nor choose to draw more cards than a draw limit still allows
        lim = g.draw_limit(p.controller)
        left = None if lim is None else lim - g.state.players[p.controller].draws_this_turn
        if left is not None and (left <= 0 or g.amount(p, inner.amount) > left):
            g.trace.add(SKIPPED, p.origin, "", "may", (("why", "can't draw that many"),
                                                       ("rule", "BH-527.2.2/527.3")))
            return
    if g.ask(Choice.MAY, p.controller, f"may {inner.KIND}?", ("yes", "no"), origin=p.origin)[0] == 0:
        g.run(p, inner, path + (0,))


@handles(s.Choose)
def h_choose(g: GameOps, p: Pending, e: s.Choose, path: tuple[Any, ...]) -> None:
    for pos, m in enumerate(p.modes.get(path, ())):
        g.run(p, e.modes[m], path + (pos,))


@handles(s.If)
def h_if(g: GameOps, p: Pending, e: s.If, path: tuple[Any, ...]) -> None:
    if g.condition(p, e.condition):
        g.run(p, e.then, path + (0,))
    elif e.otherwise is not None:
        g.run(p, e.otherwise, path + (1,))


@handles(s.Delay)
def h_delay(g: GameOps, p: Pending, e: s.Delay, path: tuple[Any, ...]) -> None:
    g.add_delayed(p, e)


@handles(s.AsPlayer)
def h_as_player(g: GameOps, p: Pending, e: s.AsPlayer, path: tuple[Any, ...]) -> None:
    """Each designated player declares and resolves the instructions as their own controller."""
    players = g.players_for(p, e.who)
    if e.but is not None:
        left_out = g.players_for(p, e.but)
        players = [pl for pl in players if pl not in left_out]
    if e.having is not None:
        f = e.having
        players = [pl for pl in players if any(c.controller == pl for c in g.candidates(f, p.source, pl, p.event))]
    if e.ranked is not None:
        first = ranked_players(g, p, e.ranked)      # r2b: "the player with the fewest minions here"
        players = [pl for pl in players if pl in first]
    if not players:
        g.trace.add(SKIPPED, p.origin, p.source.label if p.source else "", "as_player", (("why", "no such player"),))
    declined: list[int] = []
    done: list[tuple[Any, ...]] = []
    did: list[int] = []
    for pl in players:
        q = Pending(p.origin, p.source, pl, e.effect, p.event, p.delayed, p.applied, p.timing, p.label)
        q.picked, q.affected, q.batched = p.picked, p.affected, p.batched
        q.player_picked = p.player_picked
        named = g.named_by(p)
        if named is not None:
            g.name_card(q, named)       # h16x: "They discard … that action": the name you named
        mark = len(g.log)
        if g.plan(q, e.effect, ()):
            run_step(g, q, e.effect, ())
        if not q.did:
            declined.append(pl)         # "for each other player who does not": did nothing
        # t16a: what each of them did, for "if at least two opponents did not discard …"
        done.append((pl, tuple((ev.kind, c) for ev in g.log[mark:] for c in ev.subjects())))
        if q.did:
            did.append(pl)              # r2a: "each player who does": did it
    p.declined, p.asked, p.declined_by = len(declined), len(players), tuple(declined)
    p.done_by, p.did_by = tuple(done), tuple(did)


@handles(s.Then)
def h_then(g: GameOps, p: Pending, e: s.Then, path: tuple[Any, ...]) -> None:
    """"X to Y": Y only if X did something (what X acted on is `Affected` in Y: "… to draw that
    many cards"); with `fully`, only if X happened in full (as `Did(fully=True)`: "if you do")."""
    before = g.committed
    run_step(g, p, e.first, path + (0,))        # what it did is "it" / "for each" for the second
    if (p.did and not p.short) if e.fully else g.committed > before:
        run_step(g, p, e.second, path + (1,))
    elif not e.fully:
        g.trace.add(SKIPPED, p.origin, p.source.label if p.source else "", "then", (("why", "the first part did nothing"),))


# t16c: "affected the same way" (its handler in its own module, registered here)
handles(s.SameWay)(h_same_way)
