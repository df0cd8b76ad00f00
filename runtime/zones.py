"""Zone changes: a card relocated (leaving play ends what it had in play), shuffles, reshuffling
the discard pile into the deck (SU-G6), where a card may go."""

from __future__ import annotations

from typing import Any

from . import events as _events
from .records import Ev, Pending
from .spec import Duration, Event
from .state import Card
from .trace import EXPIRE, RULE


class Zones:
    """Part of `Game`: moving cards between zones."""

    # ================================================================ zone changes

    def is_base_in_play(self, cid: int | None) -> bool:
        """Whether `cid` is a base in play: the only thing a card can be "at" (Smash Up). A
        destination that is anything else (a minion, a base that has left play) is refused
        where a card is put at it (`_play`, the move event, `h_move`)."""
        c = self.state.cards.get(cid) if cid is not None else None
        rs = self.ruleset
        return (c is not None and c.zone == rs.play_zone
                and (rs.base_type is None or c.spec.card_type == rs.base_type))

    def can_go(self, c: Card, zone: str) -> bool:
        """Whether the card has somewhere to go: an ownerless card (a Smash Up base) only fits
        shared zones."""
        return c.owner is not None or zone in self.ruleset.shared_zones

    def _why_not_playable(self, c: Card, eff: Any, player: int) -> str | None:
        """SU-T2: why "… you may play this titan" cannot play it now (its condition does not
        hold, no base fits where it must go), or None. Used is not offered when it could do
        nothing."""
        probe = Pending("probe", c, player, eff)
        while True:
            k = eff.KIND
            if k == "if":
                if not self.condition(probe, eff.condition):
                    return "its condition does not hold"
                eff = eff.then
            elif k in ("then", "may"):
                eff = eff.then if k == "then" else eff.effect
            else:
                break
        if eff.KIND == "play_card" and eff.to_base is not None and eff.to_base.KIND == "target" \
                and not self._candidates(eff.to_base.filter, c, player):
            return "no base where it may go"
        return None

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
        n = sum(1 for x in self.in_play() if x is not c and x.controller == player
                and x.spec.card_type == kind)
        if n >= most:
            return f"{self.state.players[player].name} already has {n} {kind} in play (SU-T3)"
        return None

    def _relocate(self, c: Card, zone: str, owner: int | None, *, bottom: bool = False) -> None:
        st = self.state
        rs = self.ruleset
        play = rs.play_zone
        if zone != play and zone != rs.set_aside_zone and c.owner is not None and \
                c.spec.card_type in self._set_aside_types:
            # SU-T1: a titan that leaves play (destroyed, returned, discarded, scored) is set aside
            # again by its owner, whatever the text said it goes to
            self.trace.add(RULE, "rule:set-aside", c.label, "set aside", (("instead_of", zone), ("rule", "SU-T1")))
            zone, owner, bottom = rs.set_aside_zone, c.owner, False
        was = c.zone == play
        matched = None
        if was and zone != play and (self._replacements.get(Event.LEAVE_PLAY) or self._triggers.get(Event.LEAVE_PLAY)):
            # "if this minion would go to the discard pile, … instead" / "after this minion goes
            # to the discard pile from play": however the card leaves (destroyed, scored, moved)
            ev = Ev(Event.LEAVE_PLAY, card=c, player=c.controller, what=zone, origin="rule:leave-play",
                    cause=self._leave_cause)
            if self._replacements.get(Event.LEAVE_PLAY) and c.id not in self._leaving:
                self._leaving.add(c.id)         # what it does instead is not replaced again (BH-525)
                moves = c.moves
                try:
                    replaced = _events.apply_replacements(self, ev)
                finally:
                    self._leaving.discard(c.id)
                if replaced and (c.moves != moves or c.zone != play):
                    return
                # what it did instead did not take the card anywhere: it goes where it was going
            if ls := self._triggers.get(Event.LEAVE_PLAY):
                matched = _events.match_listeners(self, ev, ls)      # as it was (look-back)
        had_statics = self._unregister(c) if c.id in self._reg else False
        st.zones[(c.zone_owner, c.zone)].remove(c.id)
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
            self._leave_play(c, had_statics)
        self._register(c)
        if matched:
            _events.declare_triggers(self, ev, matched)

    def _leave_play(self, c: Card, had_statics: bool) -> None:
        c.counters.clear()
        c.tapped = False
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
        for entry in [e for e in self._temp_statics if e[4] is c and e[2] is Duration.WHILE_SOURCE_IN_PLAY]:
            self._end_temp_static(entry, "source left play")
        rs = self.ruleset
        if rs.base_type is not None and c.spec.card_type == rs.base_type:
            # a base that leaves play other than by scoring (which empties it first, SU-G4):
            # what is still on it goes to its owners' discard piles, never left "at" a card
            # that is no longer a base in play
            for x in [x for x in self.in_play() if x.at == c.id and x is not c]:
                self.trace.add(RULE, "rule:base-left", x.label, "discarded", (("base", c.label),
                                                                              ("why", "its base left play")))
                self._relocate(x, rs.discard_zone, x.owner)
        parts = self._attached.pop(c.id, None)
        if parts:
            cards = self.state.cards
            for i in list(parts):
                part = cards[i]
                if part.zone == self.ruleset.play_zone:
                    self.trace.add(RULE, "rule:attachment", part.label, "leaves with its host",
                                   (("host", c.label),))
                    self._relocate(part, self.ruleset.discard_zone, part.owner)
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
            self._relocate(self.state.cards[cid], rs.deck_zone, player)
        self.trace.add(RULE, "rule:reshuffle", "", "discard pile becomes the deck",
                       (("player", player), ("rule", "SU-G6")))
        self._shuffle(player, rs.deck_zone)
        return True

    def _shuffle(self, owner: int, zone: str) -> None:
        self.state.rng.shuffle(self.state.zone_cards(owner, zone))
        self.trace.add(RULE, "rule:shuffle", "", "shuffle", (("player", owner), ("zone", zone)))
