"""Which cards a filter, a static's selector or a player selector designates: `Game.matches`
and the filter tests it runs (one per `spec.Filter` field), candidates in a zone, hosts and bases."""

from __future__ import annotations

from typing import Any

from . import spec as s
from .evaluation import per_card
from .errors import GameError, UnknownKind
from .memo import identity_cache
from .raising import directs_types
from .records import CMP as _CMP
from .records import Ev, Pending, relation
from .spec import Controller, Event, Who
from .state import Card

# Who -> (the Pending's cards it is about, owner rather than controller)
_OF_CARDS = {Who.AFFECTED_OWNER: ("affected", True), Who.AFFECTED_CONTROLLER: ("affected", False),
             Who.PICKED_OWNER: ("picked", True), Who.PICKED_CONTROLLER: ("picked", False)}


class Matching:
    """Part of `Game`: filters, selectors of statics, players, hosts and bases."""

    def matches(self, f: s.Filter, c: Card, src: Card | None, ctrl: int | None,
                event: Ev | None = None, look_back: bool = False) -> bool:
        """Whether `c` passes the filter for an ability of `src` controlled by `ctrl`: its zone
        (unless `look_back`: as it was), its card type, then the tests of the filter's other set
        fields, in order (`_filter_tests`)."""
        if not look_back and c.zone != (f.zone or self.ruleset.play_zone) and c.zone not in f.also_zones:
            return False
        if f.card_types and c.spec.card_type not in f.card_types:
            return False
        tests = _FILTER_TESTS.get(id(f))
        if tests is None:
            tests = _filter_tests(f)
        for test in tests:
            if not test(self, f, c, src, ctrl, event):
                return False
        return True

    def in_family(self, family: str, c: Card) -> bool:
        """Whether the card is of the family of names `family` ("Gearbot"): its name is or
        begins with those words, or a `considered` static in play puts it in the family."""
        name = c.spec.name
        if name == family or name.startswith(family + " "):
            return True
        return self.considered_as(family, c)

    def considered_as(self, family: str, c: Card) -> bool:
        """A `considered` static in play puts the card in `family` (a family of names or a subtype)."""
        for l in self._considered:
            eff = l.ability.effect
            if eff.family == family and self._affects(eff.affects, c, l.card, l.ctrl()):
                return True
        return False

    def base_of(self, c: Card | None) -> int | None:
        """The base a card is on, or the card itself if it is a base (Smash Up)."""
        if c is None:
            return None
        return c.id if c.spec.card_type == self.ruleset.base_type else c.at

    def event_base(self, event: Ev | None) -> int | None:
        """The base of the triggering event: the base itself, or the base its card was on."""
        if event is None or event.card is None:
            return None
        c = event.card
        return c.id if c.spec.card_type == self.ruleset.base_type else (c.at if c.at is not None else event.at)

    def on_matches(self, on: s.AttachedTo, c: Card, src: Card | None, event: Ev | None) -> bool:
        """Filter.attached: `c` is attached to some card (ANY), to none (NOTHING), to the source
        (THIS), its host (HOST), the event's card (EVENT) or the card being valued (VALUED)."""
        if on is s.AttachedTo.NOTHING or on is s.AttachedTo.ANY:
            return (c.attached_to is None) is (on is s.AttachedTo.NOTHING)
        if c.attached_to is None:
            return False
        if on is s.AttachedTo.PICKED:
            return True         # u16b: narrowed to the chosen card(s) by `at_picked` (it knows the `Pick`)
        host = _ON.get(on)
        if host is None:
            raise UnknownKind(f"filter `attached` {on!r}")
        h = host(self, src, event)
        return h is not None and c.attached_to == h.id

    def _on_this(self, src: Card | None, event: Ev | None) -> Card | None:
        return src

    def _on_host(self, src: Card | None, event: Ev | None) -> Card | None:
        return self.host_of(src) if src is not None else None

    def _on_event(self, src: Card | None, event: Ev | None) -> Card | None:
        return event.card if event is not None else None

    def _on_valued(self, src: Card | None, event: Ev | None) -> Card | None:
        # "minions here have +1 power for each action played on them": on the card valued
        return self._valued

    def base_passes(self, bt: s.BaseTest, c: Card, src: Card | None, ctrl: int | None, event: Ev | None) -> bool:
        b = self.base_of(c)
        if b is None:
            return False
        if bt.has is not None:
            cards = self.state.cards
            if bt.same_name:
                names: dict[str, int] = {}
                for i in self.state.in_play():
                    if cards[i].at == b and self.matches(bt.has, cards[i], src, ctrl, event):
                        names[cards[i].spec.name] = names.get(cards[i].spec.name, 0) + 1
                n = max(names.values(), default=0)
            else:
                n = sum(1 for i in self.state.in_play()
                        if cards[i].at == b and self.matches(bt.has, cards[i], src, ctrl, event))
            if not _CMP[bt.cmp](n, bt.value):
                return False
        if bt.most is not None:
            # u16b: "a base where you have the most power" (you: the player the filter is read for)
            totals = self.player_totals(b, bt.most)
            who = ctrl if ctrl is not None else self.state.active
            mine = totals.pop(who, 0)
            if not (mine > 0 and all(mine > v for v in totals.values())):
                return False
        if bt.stats:
            # "bases with a lower breakpoint": the base's own values (amounts frozen by `freeze`)
            base = self.state.cards[b]
            for t in bt.stats:
                rhs = t.value if t.amount is None else \
                    self.amount(Pending("", src, ctrl if ctrl is not None else self.state.active, None, event), t.amount)
                if not _CMP[t.cmp](self.value(base, t.stat), rhs):
                    return False
        return True

    def _affects(self, sel: Any, c: Card, src: Card | None, ctrl: int | None) -> bool:
        """Whether a static's selector (`this`, `host` or `each`) covers `c`."""
        test = _AFFECTS.get(sel.KIND)
        if test is None:
            raise UnknownKind(f"static selector kind {sel.KIND!r} is not supported (use `this`, `host` or `each`)")
        return test(self, sel, c, src, ctrl)

    def _affects_this(self, sel: Any, c: Card, src: Card | None, ctrl: int | None) -> bool:
        return c is src

    def _affects_each(self, sel: Any, c: Card, src: Card | None, ctrl: int | None) -> bool:
        return self.matches(sel.filter, c, src, ctrl)

    def _affects_host(self, sel: Any, c: Card, src: Card | None, ctrl: int | None) -> bool:
        return src is not None and c is self.host_of(src)

    def host_or_last(self, c: Card) -> Card | None:
        """"this base" in an ability of `c`: the card it is on, or — if it has just left play and
        not moved since ("place all cards here on the bottom of their decks and swap this base
        …") — the card it was on, if that is still in play."""
        if c.spec.card_type == self.ruleset.base_type:
            return c if self.state.is_in_play(c) else None      # a base's "this base" is itself
        if self.state.is_in_play(c):
            return self.host_of(c)
        if c.left_from is not None and c.left_from[1] == c.moves:
            h = self.state.cards.get(c.left_from[0])
            return h if h is not None and self.state.is_in_play(h) else None
        return None

    def host_of(self, c: Card) -> Card | None:
        """The card `c` is attached to, else the base it is on (Smash Up)."""
        i = c.attached_to if c.attached_to is not None else c.at
        return self.state.cards.get(i) if i is not None else None

    def candidates(self, f: s.Filter, src: Card | None, ctrl: int | None, event: Ev | None = None) -> list[Card]:
        # (no comprehension here: one that reads a local makes every local a cell, made anew
        # on every call; this runs for every search)
        st = self.state
        rs = self.ruleset
        zone = f.zone or rs.play_zone
        zones = st.zones
        if zone in rs.shared_zones:
            ids: list[int] = zones[(None, zone)]
        else:
            ids = _ids_of(zones, st.player_order(), zone)
        if f.also_zones:                # "from your hand and/or discard pile"
            ids = list(ids)
            for z in f.also_zones:
                ids += zones[(None, z)] if z in rs.shared_zones else _ids_of(zones, st.player_order(), z)
        if f.in_event and event is not None:
            return _in_event(self, f, zone, src, ctrl, event)
        # `matches`, inlined: every id comes from the filter's zones, so only its card types and
        # its tests are left to check (this runs for every card of the zone on every search)
        cards = st.cards
        types = f.card_types
        tests = _FILTER_TESTS.get(id(f))
        if tests is None:
            tests = _filter_tests(f)
        out: list[Card] = []
        if not tests:                   # ("a minion", "a base": the card types only)
            if types:
                for c in map(cards.__getitem__, ids):
                    if c.spec.card_type in types:
                        out.append(c)
            else:
                out = list(map(cards.__getitem__, ids))
        elif tests[0] is _t_controller:
            # the most frequent test, first when the filter sets it: inlined (`_t_controller`)
            you = f.controller is _YOU
            rest = tests[1:]
            for i in ids:
                c = cards[i]
                if types and c.spec.card_type not in types:
                    continue
                player = c.controller
                if player is None or ctrl is None or (player == ctrl) is not you:
                    continue
                for test in rest:
                    if not test(self, f, c, src, ctrl, event):
                        break
                else:
                    out.append(c)
        else:
            for i in ids:
                c = cards[i]
                if types and c.spec.card_type not in types:
                    continue
                for test in tests:
                    if not test(self, f, c, src, ctrl, event):
                        break
                else:
                    out.append(c)
        if zone == rs.play_zone and rs.character_types:
            # a combined creature is one creature: its attached parts are not selected on their own
            chars = rs.character_types
            kept = []
            for c in out:
                if c.attached_to is None or c.spec.card_type not in chars:
                    kept.append(c)
            out = kept
        return out

    def players_for(self, p: Pending, who: Who) -> list[int]:
        """The players a `Who` designates for the pending ability `p`, in turn order."""
        find = PLAYERS.get(who)
        if find is None:
            raise UnknownKind(f"player selector {who!r}")
        return find(self, p, who)

    def _who_you(self, p: Pending, who: Who) -> list[int]:
        return [p.controller]

    def _who_each_player(self, p: Pending, who: Who) -> list[int]:
        st = self.state
        return [i for i in st.player_order() if not st.players[i].lost]

    def _who_each_player_you_first(self, p: Pending, who: Who) -> list[int]:
        """u16f: "Each player draws a card, starting with you": turn order from the ability's
        controller (on another player's turn too), not from the current player."""
        order = self._who_each_player(p, who)
        if p.controller not in order:
            return order
        i = order.index(p.controller)
        return order[i:] + order[:i]

    def _who_each_opponent(self, p: Pending, who: Who) -> list[int]:
        st = self.state
        return [i for i in st.player_order() if i != p.controller and not st.players[i].lost]

    def _who_event_player(self, p: Pending, who: Who) -> list[int]:
        return [p.event.player] if p.event is not None and p.event.player is not None else []

    def _who_event_causer(self, p: Pending, who: Who) -> list[int]:
        """The controller of the ability that caused the triggering event (none for a rule's)."""
        ev = p.event
        return [ev.scontroller] if ev is not None and ev.source is not None and ev.scontroller is not None else []

    def _who_player_picked(self, p: Pending, who: Who) -> list[int]:
        # h16x: the player of the round ("for each other player, … they …"), or a `Pick`'s player
        pl = p.player_picked
        return [pl] if pl is not None and not self.state.players[pl].lost else []

    def _who_source_controller(self, p: Pending, who: Who) -> list[int]:
        # u16c: the controller of the ability's source, whoever carries the instruction out
        c = p.source
        return [c.controller] if c is not None and c.controller is not None and not self.state.players[c.controller].lost else []

    def _who_active(self, p: Pending, who: Who) -> list[int]:
        return [self.state.active]

    def _who_event_card(self, p: Pending, who: Who) -> list[int]:
        c = p.event.card if p.event is not None else None
        if c is None:
            return []
        pl = c.owner if who is Who.EVENT_OWNER else c.controller
        return [pl] if pl is not None else []

    def _who_host_controller(self, p: Pending, who: Who) -> list[int]:
        # the controller of the card this one is played on
        host = self.host_of(p.source) if p.source is not None else None
        return [host.controller] if host is not None and host.controller is not None else []

    def _who_of_cards(self, p: Pending, who: Who) -> list[int]:
        # "its owner" of what an instruction acted on / chose
        cards, owner = _OF_CARDS[who]
        found = [c.owner if owner else c.controller for c in getattr(p, cards)]
        return [pl for pl in self.state.player_order() if pl in found]

    def _who_asked(self, p: Pending, who: Who) -> list[int]:
        # r2a: "each player who does (not)": of the players the last `AsPlayer` asked, those who
        # did what it asked (who did nothing of it), in turn order
        return list(p.did_by if who is Who.ASKED_DID else p.declined_by)

    def _who_vp(self, p: Pending, who: Who) -> list[int]:
        # "the player with the most / fewest VP": every player tied for it
        vp = {pl: self.resource(pl, self.ruleset.vp_resource) for pl in self.state.player_order()}
        if not vp:
            return []
        best = (max if who is Who.MOST_VP else min)(vp.values())
        return [pl for pl, v in vp.items() if v == best]

    def _who_placed(self, p: Pending, who: Who) -> list[int]:
        # the places of the scoring event (SU-G3); before the awards there is no winner yet
        ev = p.event
        awards = ev.data if ev is not None and ev.kind is Event.SCORE and isinstance(ev.data, tuple) else ()
        place = 1 if who is Who.WINNER else 2
        return [pl for pl, _vp, pc in awards if pc == place]

    def hero_of(self, player: int) -> Card | None:
        ht = self.ruleset.hero_type
        for c in self.in_play():
            if c.spec.card_type == ht and c.controller == player:
                return c
        return None


def _ids_of(zones: dict[Any, list[int]], order: list[int], zone: str) -> list[int]:
    """The ids in each player's `zone`, players in `order`."""
    out: list[int] = []
    for p in order:
        out += zones[(p, zone)]
    return out


def _in_event(g: Matching, f: s.Filter, zone: str, src: Card | None, ctrl: int | None, event: Ev) -> list[Card]:
    """`candidates` of a filter on the event's cards ("… of them")."""
    out = []
    for c in event.subjects():
        if c.zone == zone and g.matches(f, c, src, ctrl, event):
            out.append(c)
    return out


# the order they are made (a stat test may ask a player which reset applies, so the order is kept)


def _t_controller(g: Matching, f: s.Filter, c: Card, src: Card | None, ctrl: int | None, ev: Ev | None) -> bool:
    # `relation(f.controller, c.controller, ctrl)`, inlined (the most frequent test)
    rel = f.controller
    if rel is _ANY:
        return True
    player = c.controller
    if player is None or ctrl is None:
        return False
    return (player == ctrl) if rel is _YOU else (player != ctrl)


def _t_name(g: Matching, f: s.Filter, c: Card, src: Card | None, ctrl: int | None, ev: Ev | None) -> bool:
    return c.spec.name == f.name


def _t_subtypes(g: Matching, f: s.Filter, c: Card, src: Card | None, ctrl: int | None, ev: Ev | None) -> bool:
    return any(t in c.spec.subtypes for t in f.subtypes) \
        or any(g.considered_as(t, c) for t in f.subtypes)


def _t_family(g: Matching, f: s.Filter, c: Card, src: Card | None, ctrl: int | None, ev: Ev | None) -> bool:
    return g.in_family(f.family, c)


def _t_other(g: Matching, f: s.Filter, c: Card, src: Card | None, ctrl: int | None, ev: Ev | None) -> bool:
    # "another minion": not this one; "another base": not the one it is on; on an action played on a
    # card, where "this minion" is that card, not that card either (t16c, docs/runtime.md)
    return src is None or not (c is src or c.id == src.at or (
        src.attached_to is not None and c.id == src.attached_to and src.spec.card_type == "action"))


def _t_has_element(g: Matching, f: s.Filter, c: Card, src: Card | None, ctrl: int | None, ev: Ev | None) -> bool:
    return (c.spec.element is not None) == f.has_element


def _t_element(g: Matching, f: s.Filter, c: Card, src: Card | None, ctrl: int | None, ev: Ev | None) -> bool:
    return c.spec.element == f.element


def _t_tapped(g: Matching, f: s.Filter, c: Card, src: Card | None, ctrl: int | None, ev: Ev | None) -> bool:
    return c.tapped == f.tapped


def _t_stunned(g: Matching, f: s.Filter, c: Card, src: Card | None, ctrl: int | None, ev: Ev | None) -> bool:
    return c.stunned == f.stunned


def _t_keywords(g: Matching, f: s.Filter, c: Card, src: Card | None, ctrl: int | None, ev: Ev | None) -> bool:
    return any(k in c.spec.keywords for k in f.keywords)


def _t_at(g: Matching, f: s.Filter, c: Card, src: Card | None, ctrl: int | None, ev: Ev | None) -> bool:
    """Filter.at HERE, ELSEWHERE, EVENT (PICKED and AFFECTED: `Evaluation.at_picked`)."""
    if f.at is s.AtBase.EVENT:
        b = g.base_of(c)
        return b is not None and b == g.event_base(ev)
    if src is None:
        return False
    base = src.id if src.spec.card_type == g.ruleset.base_type else src.at
    if f.at is s.AtBase.HERE:
        return base is not None and c.at == base
    return c.at is not None and c.at != base        # ELSEWHERE


def _t_in_event(g: Matching, f: s.Filter, c: Card, src: Card | None, ctrl: int | None, ev: Ev | None) -> bool:
    return ev is not None and c in ev.subjects()


def _t_not_names(g: Matching, f: s.Filter, c: Card, src: Card | None, ctrl: int | None, ev: Ev | None) -> bool:
    return c.spec.name not in f.not_names


def _t_not_subtypes(g: Matching, f: s.Filter, c: Card, src: Card | None, ctrl: int | None, ev: Ev | None) -> bool:
    return not any(t in c.spec.subtypes for t in f.not_subtypes)


def _t_not_types(g: Matching, f: s.Filter, c: Card, src: Card | None, ctrl: int | None, ev: Ev | None) -> bool:
    return c.spec.card_type not in f.not_types


def _t_attached(g: Matching, f: s.Filter, c: Card, src: Card | None, ctrl: int | None, ev: Ev | None) -> bool:
    return g.on_matches(f.attached, c, src, ev)


def _t_host(g: Matching, f: s.Filter, c: Card, src: Card | None, ctrl: int | None, ev: Ev | None) -> bool:
    # "an action played on a minion": the card it is attached to matches (an action on a base is on none)
    h = g.state.cards.get(c.attached_to) if c.attached_to is not None else None
    return h is not None and g.matches(f.host, h, src, ctrl, ev)


def _t_base(g: Matching, f: s.Filter, c: Card, src: Card | None, ctrl: int | None, ev: Ev | None) -> bool:
    return g.base_passes(f.base, c, src, ctrl, ev)


def _t_plays_on(g: Matching, f: s.Filter, c: Card, src: Card | None, ctrl: int | None, ev: Ev | None) -> bool:
    po = c.spec.play_on
    return po is not None and f.plays_on in po.card_types


def _t_standard(g: Matching, f: s.Filter, c: Card, src: Card | None, ctrl: int | None, ev: Ev | None) -> bool:
    return c.spec.play_on is None


def _t_labels(g: Matching, f: s.Filter, c: Card, src: Card | None, ctrl: int | None, ev: Ev | None) -> bool:
    """"A card that has a Special ability": one of its printed abilities has such a label."""
    return any(getattr(a, "label", "") in f.labels for a in c.spec.abilities)


def _t_directs(g: Matching, f: s.Filter, c: Card, src: Card | None, ctrl: int | None, ev: Ev | None) -> bool:
    """"An action that directly affects a minion": played on such a card, or an on-play ability of
    it chooses one (SU-L9), read from its text."""
    return directs_types(c.spec, f.directs)


def _t_this_turn(g: Matching, f: s.Filter, c: Card, src: Card | None, ctrl: int | None, ev: Ev | None) -> bool:
    """"A minion played / moved this turn": the card of such an event of this turn."""
    kinds = f.this_turn
    return any(e.kind in kinds and (e.card is c or c in e.cards) for e in g.log)


def _t_named_as_picked(g: Matching, f: s.Filter, c: Card, src: Card | None, ctrl: int | None, ev: Ev | None) -> bool:
    raise GameError("a filter naming the chosen card was not evaluated for an ability (freeze)")


def _t_named_as_event(g: Matching, f: s.Filter, c: Card, src: Card | None, ctrl: int | None, ev: Ev | None) -> bool:
    return ev is not None and any(o.spec.name == c.spec.name for o in ev.subjects())


def _t_factions(g: Matching, f: s.Filter, c: Card, src: Card | None, ctrl: int | None, ev: Ev | None) -> bool:
    return c.spec.faction in f.factions


def _t_of_named(g: Matching, f: s.Filter, c: Card, src: Card | None, ctrl: int | None, ev: Ev | None) -> bool:
    raise GameError("a filter of the value named was not evaluated for an ability (freeze)")


def _t_of_kept_factions(g: Matching, f: s.Filter, c: Card, src: Card | None, ctrl: int | None, ev: Ev | None) -> bool:
    # "minions of the named factions" (h16z1): the factions the source's ability named
    return bool(c.spec.faction) and c.spec.faction in g.kept_names(src)


def _t_name_as(g: Matching, f: s.Filter, c: Card, src: Card | None, ctrl: int | None, ev: Ev | None) -> bool:
    return any(o is not c and o.spec.name == c.spec.name for o in g.candidates(f.name_as, src, ctrl, ev))


def _t_carrying(g: Matching, f: s.Filter, c: Card, src: Card | None, ctrl: int | None, ev: Ev | None) -> bool:
    # "a minion with an action attached to it": some card in play on this one matches
    cards = g.state.cards
    for i in g.state.in_play():
        o = cards[i]
        if o.attached_to == c.id and g.matches(f.carrying, o, src, ctrl, ev):
            return True
    return False


def _t_played_by(g: Matching, f: s.Filter, c: Card, src: Card | None, ctrl: int | None, ev: Ev | None) -> bool:
    # "a minion played this turn": this turn's history has a play of this card (by that player)
    for old in g.log:
        if old.kind is Event.PLAY and old.card is c and (
                f.played_by is Controller.ANY or relation(f.played_by, old.player, ctrl)):
            return True
    return False


def _t_owner(g: Matching, f: s.Filter, c: Card, src: Card | None, ctrl: int | None, ev: Ev | None) -> bool:
    return relation(f.owner, c.owner, ctrl)


def _t_counters(g: Matching, f: s.Filter, c: Card, src: Card | None, ctrl: int | None, ev: Ev | None) -> bool:
    return all(_CMP[t.cmp](c.counters.get(t.counter, 0), t.value) for t in f.counters)


def _t_stats(g: Matching, f: s.Filter, c: Card, src: Card | None, ctrl: int | None, ev: Ev | None) -> bool:
    for t in f.stats:
        if t.amount is None:
            rhs = t.value
        elif per_card(t.amount):
            rhs = g.max_stat_near(t.amount, c, src, ctrl, ev)   # u16e: "the lowest power on a base": on its own
        else:
            rhs = g.amount(Pending("", src, ctrl if ctrl is not None else g.state.active, None, ev), t.amount)
        have = c.printed.get(t.stat, 0) if t.printed else g.value(c, t.stat)
        if t.as_it_left and (lki := c.last_values) is not None and lki[0] == c.moves and t.stat in lki[1]:
            have = lki[1][t.stat]       # "if it had power 3 or more": as it left play (not moved since)
        if not _CMP[t.cmp](have, rhs):
            return False
    return True


_ANY = Controller.ANY
_YOU = Controller.YOU
_MATCHED_AT = frozenset({s.AtBase.HERE, s.AtBase.ELSEWHERE, s.AtBase.EVENT})

# (is the field set, its test), in the order of `Game.matches`
_FIELD_TESTS: tuple[tuple[Any, Any], ...] = (
    (lambda f: f.controller is not _ANY, _t_controller),
    (lambda f: f.name is not None, _t_name),
    (lambda f: bool(f.subtypes), _t_subtypes),
    (lambda f: f.family is not None, _t_family),
    (lambda f: f.other, _t_other),
    (lambda f: f.has_element is not None, _t_has_element),
    (lambda f: f.element is not None, _t_element),
    (lambda f: f.tapped is not None, _t_tapped),
    (lambda f: f.stunned is not None, _t_stunned),
    (lambda f: bool(f.keywords), _t_keywords),
    (lambda f: f.at is not None and f.at in _MATCHED_AT, _t_at),
    (lambda f: f.in_event, _t_in_event),
    (lambda f: bool(f.not_names), _t_not_names),
    (lambda f: bool(f.not_types), _t_not_types),
    (lambda f: bool(f.not_subtypes), _t_not_subtypes),
    (lambda f: f.attached is not None, _t_attached),
    (lambda f: f.host is not None, _t_host),
    (lambda f: f.base is not None, _t_base),
    (lambda f: f.named_as_picked, _t_named_as_picked),
    (lambda f: f.plays_on is not None, _t_plays_on),
    (lambda f: f.standard, _t_standard),
    (lambda f: bool(f.labels), _t_labels),
    (lambda f: bool(f.directs), _t_directs),
    (lambda f: bool(f.this_turn), _t_this_turn),
    (lambda f: f.named_unlike, _t_named_as_picked),
    (lambda f: f.named_as_event, _t_named_as_event),
    (lambda f: f.name_as is not None, _t_name_as),
    (lambda f: bool(f.factions), _t_factions),
    (lambda f: f.of_named is not None, _t_of_named),
    (lambda f: f.of_kept_factions, _t_of_kept_factions),
    (lambda f: f.carrying is not None, _t_carrying),
    (lambda f: f.played_by is not None, _t_played_by),
    (lambda f: f.owner is not _ANY, _t_owner),
    (lambda f: bool(f.counters), _t_counters),
    (lambda f: bool(f.stats), _t_stats),
)


@identity_cache
def _filter_tests(f: s.Filter) -> tuple[Any, ...]:
    """The tests of the fields `f` sets (an empty field does not restrict), in order."""
    return tuple(test for is_set, test in _FIELD_TESTS if is_set(f))


_FILTER_TESTS = _filter_tests.values      # type: ignore[attr-defined]


# Filter.attached -> the card `c` must be attached to (`Matching.on_matches`)
_ON: dict[s.AttachedTo, Any] = {
    s.AttachedTo.THIS: Matching._on_this, s.AttachedTo.HOST: Matching._on_host,
    s.AttachedTo.EVENT: Matching._on_event, s.AttachedTo.VALUED: Matching._on_valued,
}

# a static's selector KIND -> does it cover the card (`Matching._affects`)
_AFFECTS: dict[str, Any] = {
    s.This.KIND: Matching._affects_this, s.Each.KIND: Matching._affects_each, s.Host.KIND: Matching._affects_host,
}

# Who -> the players it designates (`Matching.players_for`); every `Who` has one (a test)
PLAYERS: dict[Who, Any] = {
    Who.YOU: Matching._who_you,
    Who.EACH_PLAYER: Matching._who_each_player,
    Who.EACH_PLAYER_YOU_FIRST: Matching._who_each_player_you_first,
    Who.EACH_OPPONENT: Matching._who_each_opponent,
    Who.EVENT_PLAYER: Matching._who_event_player,
    Who.ACTIVE: Matching._who_active,
    Who.EVENT_OWNER: Matching._who_event_card,
    Who.EVENT_CONTROLLER: Matching._who_event_card,
    Who.HOST_CONTROLLER: Matching._who_host_controller,
    Who.EVENT_CAUSER: Matching._who_event_causer,
    **{w: Matching._who_of_cards for w in _OF_CARDS},
    Who.WINNER: Matching._who_placed,
    Who.RUNNER_UP: Matching._who_placed,
    Who.MOST_VP: Matching._who_vp,
    Who.FEWEST_VP: Matching._who_vp,
    Who.PLAYER_PICKED: Matching._who_player_picked,
    Who.ASKED_DID: Matching._who_asked,
    Who.ASKED_DID_NOT: Matching._who_asked,
    Who.SOURCE_CONTROLLER: Matching._who_source_controller,
}
