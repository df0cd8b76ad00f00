"""Zone changes: a card relocated (leaving play ends what it had in play), shuffles, reshuffling
the discard pile into the deck (SU-G6), where a card may go."""

from __future__ import annotations

from typing import Any

from .draws import shuffle as _shuffle
from .records import Ev
from .ruleset import Ruleset
from .spec import Duration, Event, Who
from .state import COUNTER_KEY, Card, Modifier
from .trace import EXPIRE, RULE

# what lasts while its source stays in play: anywhere, or on the base it is on now
_WHILE_SOURCE = (Duration.WHILE_SOURCE_IN_PLAY, Duration.WHILE_SOURCE_HERE)


class Zones:
    """Part of `Game`: moving cards between zones."""

    def _init_zones(self, ruleset: Ruleset) -> None:
        """What zone changes need: set-aside and per-player types, attachments, what leaves play."""
        # per card type, looked up on every move: set aside out of play (SU-T1), how many in play
        # per player (SU-T3)
        self._set_aside_types = frozenset(t.name for t in ruleset.card_types if t.set_aside) \
            if ruleset.set_aside_zone is not None else frozenset()
        self._per_player = {t.name: t.per_player_in_play for t in ruleset.card_types
                            if t.per_player_in_play is not None}
        self._leaving: set[int] = set()
        self._leave_cause = ""          # why cards are leaving play now ("destroy", "score"): the leave_play cause
        self._attached: dict[int, list[int]] = {}
        self._source_mods: dict[int, list[tuple[Card, Any]]] = {}
        self._shared_decks = {d.zone for d in ruleset.shared_decks}   # SU-M1: their cards belong to nobody
        self._shared_names = {d.name for d in ruleset.shared_decks}

    # ================================================================ zone changes

    def is_base_in_play(self, cid: int | None) -> bool:
        """Whether `cid` is a base in play: the only thing a card can be "at" (Smash Up). A
        destination that is anything else (a minion, a base that has left play) is refused
        where a card is put at it (`put_into_play`, the move event, `h_move`)."""
        c = self.state.cards.get(cid) if cid is not None else None
        rs = self.ruleset
        return (c is not None and c.zone == rs.play_zone
                and (rs.base_type is None or c.spec.card_type == rs.base_type))

    def can_go(self, c: Card, zone: str) -> bool:
        """Whether the card has somewhere to go: an ownerless card (a Smash Up base) only fits
        shared zones."""
        return c.owner is not None or zone in self.ruleset.shared_zones

    def set_aside(self, c: Card) -> bool:
        """SU-T1: whether the card is of a type kept set aside out of play (a titan)."""
        return c.spec.card_type in self._set_aside_types

    def in_play_limit(self, c: Card, player: int) -> str | None:
        """SU-T3: why the player may not put this card into play now (they already have as many
        cards of its type in play as its type allows), or None."""
        kind = c.spec.card_type
        most = self._per_player.get(kind)
        if most is None:
            return None
        for l in getattr(self, "_limit_increases", ()):
            # "your titan limit is increased by 2" (SU-T3; h16t)
            eff, ctrl = l.ability.effect, l.ctrl()
            if eff.card_type == kind and not (self._blank and self.blanked(l.card)) and (
                    eff.who is Who.EACH_PLAYER or (eff.who is Who.YOU and player == ctrl)
                    or (eff.who is Who.EACH_OPPONENT and player != ctrl)):
                most += eff.by
        n = sum(1 for x in self.in_play() if x is not c and x.controller == player
                and x.spec.card_type == kind)
        if n >= most:
            return f"{self.state.players[player].name} already has {n} {kind} in play (SU-T3)"
        return None

    def relocate(self, c: Card, zone: str, owner: int | None, *, bottom: bool = False,
                 cause: str | None = None) -> None:
        """Move a card to `zone` of `owner` (on top; `bottom`: under the others) — a rule, not an
        event. A card leaving play leaves everything it had in play behind; `cause` ("destroy",
        "score") is why, for "if it was destroyed" (the `leave_play` event's cause)."""
        if cause is None:
            self._relocate(c, zone, owner, bottom)
            return
        was, self._leave_cause = self._leave_cause, cause
        try:
            self._relocate(c, zone, owner, bottom)
        finally:
            self._leave_cause = was

    def _relocate(self, c: Card, zone: str, owner: int | None, bottom: bool) -> None:
        st = self.state
        rs = self.ruleset
        play = rs.play_zone
        if zone != play and zone != rs.set_aside_zone and c.owner is not None and \
                c.spec.card_type in self._set_aside_types:
            # SU-T1: a titan that leaves play (destroyed, returned, discarded, scored) is set aside
            # again by its owner, whatever the text said it goes to
            self.trace.add(RULE, "rule:set-aside", c.label, "set aside", (("instead_of", zone), ("rule", "SU-T1")))
            zone, owner, bottom = rs.set_aside_zone, c.owner, False
        tk = rs.token_keyword
        if tk is not None and zone != play and zone != rs.token_zone and c.owner is not None \
                and tk in c.spec.keywords:
            # BH-T1: a created card goes back to its owner's supply, wherever it was going
            self.trace.add(RULE, "rule:token", c.label, "to the supply", (("instead_of", zone), ("rule", "BH-T1")))
            zone, owner, bottom = rs.token_zone, c.owner, False
        was = c.zone == play
        if was and zone != play and self._discard_instead and c.id in self._discard_instead \
                and self._discard_replaced(c, zone, owner):
            return          # t16d2: "… instead of the discard pile" for this play of it (SU-D9)
        matched = None
        if was and zone != play and (self._replacements.get(Event.LEAVE_PLAY) or self._triggers.get(Event.LEAVE_PLAY)):
            # "if this minion would go to the discard pile, … instead" / "after this minion goes
            # to the discard pile from play": however the card leaves (destroyed, scored, moved)
            ev = Ev(Event.LEAVE_PLAY, card=c, player=c.controller, what=zone, origin="rule:leave-play",
                    cause=self._leave_cause)
            if self._replacements.get(Event.LEAVE_PLAY) and c.id not in self._leaving:
                self._leaving.add(c.id)         # what it does instead is not replaced again (BH-525)
                moves, at = c.moves, c.at
                try:
                    replaced = self._apply_replacements(ev)
                finally:
                    self._leaving.discard(c.id)
                if replaced and (c.moves != moves or c.zone != play or c.at != at):
                    return          # (moved to another base instead: it stays in play there)
                # what it did instead did not take the card anywhere: it goes where it was going
            if ls := self._triggers.get(Event.LEAVE_PLAY):
                matched = self._match_listeners(ev, ls)      # as it was (look-back)
        if was and zone != play and (before := self._before.get(Event.LEAVE_PLAY)):
            # "before one of your minions goes to the discard pile, …" (h16t): it is still in play, counters
            # and all; what they do resolves now (a card it took elsewhere is not moved again)
            moves = c.moves
            self._run_before(Ev(Event.LEAVE_PLAY, card=c, player=c.controller, what=zone, origin="rule:leave-play",
                                cause=self._leave_cause), before)
            if c.moves != moves or c.zone != play:
                return
        # last-known information: its values as it leaves play, statics and counters included
        lki = self._values_now(c) if was and zone != play else None
        had_statics = self._unregister(c) if c.id in self._reg else False
        ids = st.zones[(c.zone_owner, c.zone)]
        if ids and ids[-1] == c.id:
            ids.pop()                       # (the top card: a draw; `remove` would scan the deck)
        else:
            ids.remove(c.id)
        key = st.zone_key(owner, zone)
        if bottom:
            st.zones[key].insert(0, c.id)
        else:
            st.zones[key].append(c.id)
        c.zone, c.zone_owner = zone, key[0]
        c.moves += 1
        if self._shared_decks and c.spec.name in self._shared_names:
            # SU-M1/M2: nobody's in the shared deck; drawn or given, the player's who has it
            c.owner = key[0]
            if key[0] is not None:
                c.controller = key[0]
        if c.owner is None:
            c.controller = st.active                     # an ownerless card: the current player
        st.relocations += 1
        if st.moved is not None:
            st.moved.append(c.id)
        now = zone == play
        if was and not now:
            c.last_values = (c.moves, lki or {})
            self._leave_play(c, had_statics)
            if c.whole is not None:         # SU-P1: out of play, a card of two types again
                c.spec, c.whole = c.whole, None
        self._register(c)
        if matched:
            self._declare_triggers(ev, matched)

    def _values_now(self, c: Card) -> dict[str, int]:
        """The card's values of its printed stats now (last-known information as it leaves play)."""
        out = {}
        for k in c.printed:
            out[k] = self.value(c, k)
        for k, v in c.counters.items():
            out[COUNTER_KEY + k] = v        # and its counters ("each +1 power counter on this titan" once destroyed)
        return out

    def attach_part(self, part: Card, host: Card) -> None:
        """`part` becomes a part of `host` (a combined creature, BH-505.4), leaving any card it
        was a part of."""
        if part.attached_to is not None:
            old = self._attached.get(part.attached_to)
            if old and part.id in old:
                old.remove(part.id)
        part.attached_to = host.id
        part.at = host.at
        self._attached.setdefault(host.id, []).append(part.id)

    def source_moved(self, c: Card) -> None:
        """`c` moved to another base: what lasts "while this minion is here" ends (SU-A8)."""
        tied = self._source_mods.get(c.id, ())
        for m_card, m in [x for x in tied if x[1].duration is Duration.WHILE_SOURCE_HERE]:
            tied.remove((m_card, m))
            if m in m_card.modifiers:
                m_card.modifiers.remove(m)
                self.trace.add(EXPIRE, m.origin, m_card.label, "modifier",
                               (("why", "source moved away"), ("rule", "SU-A8")))
                self._dirty_all = True
        for entry in [e for e in self._temp_statics if e[4] is c and e[2] is Duration.WHILE_SOURCE_HERE]:
            self._end_temp_static(entry, "source moved away")

    def tie_to_source(self, source: int, c: Card, m: Modifier) -> None:
        """A modifier on `c` that lasts while its source is in play (SU-A8)."""
        self._source_mods.setdefault(source, []).append((c, m))

    def _leave_play(self, c: Card, had_statics: bool) -> None:
        c.counters.clear()
        c.tapped = c.stunned = c.scored = False
        c.modifiers.clear()
        c.controller = c.owner                           # SU-A8: control ends with leaving play
        on = c.attached_to if c.attached_to is not None else c.at
        c.left_from = (on, c.moves) if on is not None else None
        c.at = None
        host = c.attached_to
        if host is not None:
            lst = self._attached.get(host)
            if lst and c.id in lst:
                lst.remove(c.id)
            c.attached_to = None
        for m_card, m in self._source_mods.pop(c.id, ()):   # "while this is in play" ends (SU-A8)
            if m in m_card.modifiers:
                m_card.modifiers.remove(m)
                self.trace.add(EXPIRE, m.origin, m_card.label, "modifier",
                               (("why", "source left play"), ("rule", "SU-A8")))
                self._dirty_all = True
        for entry in [e for e in self._temp_statics if e[4] is c and e[2] in _WHILE_SOURCE]:
            self._end_temp_static(entry, "source left play")
        rs = self.ruleset
        if rs.base_type is not None and c.spec.card_type == rs.base_type:
            # a base that leaves play other than by scoring (which empties it first, SU-G4):
            # what is still on it goes to its owners' discard piles, never left "at" a card
            # that is no longer a base in play
            for x in [x for x in self.in_play() if x.at == c.id and x is not c]:
                self.trace.add(RULE, "rule:base-left", x.label, "discarded", (("base", c.label),
                                                                              ("why", "its base left play")))
                self.relocate(x, rs.discard_zone, x.owner)
        parts = self._attached.pop(c.id, None)
        if parts:
            cards = self.state.cards
            for i in list(parts):
                part = cards[i]
                if part.zone == self.ruleset.play_zone:
                    self.trace.add(RULE, "rule:attachment", part.label, "leaves with its host",
                                   (("host", c.label),))
                    self.relocate(part, self.ruleset.discard_zone, part.owner)
        if had_statics:
            self._dirty_all = True

    def _end_temp_static(self, entry: Any, why: str) -> None:
        l, containers, _d, _c, src = entry
        for container in containers:
            if l in container:
                container.remove(l)
        self._temp_statics.remove(entry)
        self._dirty_all = True
        self.trace.add(EXPIRE, l.origin, src.label if src is not None else "", "static", (("why", why),))

    def reshuffle_discard(self, player: int) -> bool:
        """SU-G6: a player who must draw from an empty deck shuffles their discard pile into a
        new deck first (a rule, not a move of any ability). False when the discard pile is empty."""
        rs = self.ruleset
        pile = self.state.zone_cards(player, rs.discard_zone)
        if not pile:
            return False
        for cid in list(pile):
            self.relocate(self.state.cards[cid], rs.deck_zone, player)
        self.trace.add(RULE, "rule:reshuffle", "", "discard pile becomes the deck",
                       (("player", player), ("rule", "SU-G6")))
        self.shuffle(player, rs.deck_zone)
        return True

    def shuffle(self, owner: int, zone: str) -> None:
        _shuffle(self.state.rng, self.state.zone_cards(owner, zone))
        self.trace.add(RULE, "rule:shuffle", "", "shuffle", (("player", owner), ("zone", zone)))
