"""The clock: turns and phases, Smash Up scoring (SU-G3, G4), the end of the game (SU-G7, M4),
durations that end, draws (BH-527)."""

from __future__ import annotations

from typing import Any

from .choices import Choice
from .errors import GameError, LoopLimit
from .power_watch import power_key
from .records import Ev, Pending
from .spec import Duration, Event, Who
from .state import Card
from .trace import EXPIRE, RULE, SKIPPED, TURN


class Turns:
    """Part of `Game`: the turn clock, scoring, winning, draws."""

    def _init_turns(self) -> None:
        """Temporary control, the winner, the scoring limit."""
        self._temp_control: list[tuple[Card, int, int, Duration, int, str]] = []
        self.winner: int | None = None         # set by check_winner() (SU-G7)
        self.max_scores = 100                  # bases scored in one phase before LoopLimit

    # ================================================================ Smash Up scoring

    def watch_power(self) -> None:
        """h16u (SU-U3): note each player whose total power on a base is lower than when last
        looked at (this turn); called after each event while a card of the game has a
        `PowerDropped` condition (`power_watch`), and as such a condition is checked. Skipped
        when nothing the totals read has changed since they were last computed
        (runtime/power_watch.py); the cards are valued base by base, in play order, as
        `player_totals` values them."""
        st = self.state
        key = power_key(self)
        if key is not None and key == st.power_key:
            return
        bt = self.ruleset.base_type
        seen = st.power_seen
        cards = self.in_play()
        on: dict[int, list[Card]] = {}
        for c in cards:
            at = c.at
            if at is not None and "power" in c.printed and c.spec.card_type != bt:
                got = on.get(at)
                if got is None:
                    on[at] = [c]
                else:
                    got.append(c)
        value = self.value
        for b in cards:
            if b.spec.card_type != bt:
                continue
            if self._player_power:
                now = self.player_totals(b)
            else:               # (`player_totals` without "you have +N power here")
                now = {}
                for c in on.get(b.id, ()):
                    now[c.controller] = now.get(c.controller, 0) + value(c, "power")
            before = seen.get(b.id)
            if before is not None:
                for player, was in before.items():
                    if now.get(player, 0) < was:
                        st.power_dropped.add((player, b.id, "power"))
            seen[b.id] = now
        st.power_key = key

    def base_power(self, base: Card | int) -> int:
        b = base if isinstance(base, Card) else self.state.cards[base]
        if self._player_power:
            return sum(self.player_totals(b).values())
        return sum(self.value(c, "power") for c in self.in_play()
                   if c.at == b.id and c is not b and "power" in c.printed)

    def ready_bases(self) -> list[Card]:
        """Bases whose total power reached their breakpoint (one pass over the cards in play)."""
        bt = self.ruleset.base_type
        cards = self.in_play()
        power: dict[int, int] = {}
        value = self.value
        plain = not self._bonus.get("power")    # no ongoing bonus: `value`'s own short cut, inlined
        for c in cards:
            at = c.at
            if at is not None and "power" in c.printed and c.spec.card_type != bt:
                if plain and not c.modifiers and not c.counters:
                    v = c.printed["power"]
                    power[at] = power.get(at, 0) + (v if v > 0 else 0)
                else:
                    power[at] = power.get(at, 0) + value(c, "power")
        if self._player_power:
            power = self._base_totals(cards)
        cants = self._cants.get(Event.SCORE)          # "This base cannot score"
        ready = []                      # (loops: a comprehension here would make locals cells)
        for b in cards:
            if b.spec.card_type == bt and power.get(b.id, 0) >= value(b, "breakpoint") \
                    and not (cants and self._cant_applies(cants, b, None)):
                ready.append(b)
        return ready

    def _base_totals(self, cards: list[Card]) -> dict[int, int]:
        """Each base's total power ("you have +N power here" included)."""
        bt = self.ruleset.base_type
        return {b.id: sum(self.player_totals(b).values()) for b in cards if b.spec.card_type == bt}

    def score_base(self, base: int, *, resolve: bool = True) -> bool:
        """Score a base (SU-G3): "before" abilities, ranking and VP, "after" abilities (the cards
        are still there), then every card on it goes to its owner's discard pile (not destroyed),
        the base to the bottom of the base deck and the top base of the base deck replaces it
        (SU-G4). `resolve=False` leaves the "after" abilities in the queue and the cards on the
        base; call `finish_scoring(base)` after resolving."""
        b = self.state.cards[base]
        ok = self.propose(Ev(Event.SCORE, card=b, cards=(b,), player=self.state.active, origin="rule:score"))
        if resolve:
            self.resolve()
            if ok:
                self.finish_scoring(base)
        return ok

    def finish_scoring(self, base: int) -> int | None:
        """The end of a scoring (SU-G4): discard what is left on the base, put the base on the
        bottom of the base deck, put the top base of the base deck where it was. Returns the new
        base's id (None when there is no base deck or it is empty)."""
        st = self.state
        rs = self.ruleset
        b = st.cards[base]
        if b.zone != rs.play_zone:
            return None
        here = [c for c in self.in_play() if c.at == b.id and c is not b]
        for c in here:
            if c.zone == rs.play_zone:
                self.trace.add(RULE, "rule:score", c.label, "discarded", (("base", b.label), ("rule", "SU-G4")))
                self.relocate(c, rs.discard_zone, c.owner, cause="score")
        for c in [c for c in self.in_play() if c.at == b.id and c is not b]:
            # a replacement ("… go to the discard pile, … instead") that left the card here: the
            # base leaves play, so the card goes to the discard pile after all
            self.trace.add(RULE, "rule:score", c.label, "discarded", (("base", b.label), ("why", "still here"),
                                                                        ("rule", "SU-G4")))
            self._leaving.add(c.id)
            try:
                self.relocate(c, rs.discard_zone, c.owner)
            finally:
                self._leaving.discard(c.id)
        b.scored = False        # (a base that stays in play, with no base deck, is a destination again)
        if not rs.base_deck_zone:
            return None
        bases = st.zones[(None, rs.play_zone)] if rs.play_zone in rs.shared_zones else None
        pos = bases.index(b.id) if bases is not None else None
        self.relocate(b, rs.base_deck_zone, None, bottom=True)
        deck = st.zones[(None, rs.base_deck_zone)]
        new = st.cards[deck[-1]] if deck else None
        if new is None:
            return None
        self.relocate(new, rs.play_zone, None)
        if bases is not None and pos is not None:
            bases.remove(new.id)
            bases.insert(pos, new.id)
        self.trace.add(RULE, "rule:score", new.label, "replaces", (("base", b.label), ("rule", "SU-G4")))
        self.propose(Ev(Event.ENTER, card=new, player=st.active, origin="rule:score"))
        self.resolve()
        return new.id

    # ================================================================ the turn clock

    def begin_turn(self, player: int | None = None) -> None:
        st = self.state
        rs = self.ruleset
        if player is None:
            player = 0 if st.turn == 0 else (st.active + 1) % len(st.players)
        st.turn += 1
        st.active = player
        self._played_at.clear()
        self._played_by.clear()
        if self.power_watch:
            # SU-U3: a new turn's drops are counted from its start
            st.power_dropped.clear()
            st.power_seen.clear()
            st.power_key = None
            self.watch_power()
        for c in self.in_play():
            if c.owner is None:                          # a base: "you" is the current player
                c.controller = player
        st.phase_index = 0
        for pl in st.players:
            pl.draws_this_turn = 0
            pl.extras_this_turn = 0
        if rs.play_phase:
            # the turn's plays are set as the turn begins, not as its play phase does: an extra
            # play granted "at the start of your turn" is still there to use (SU-A6)
            me = st.players[player]
            me.plays_left = dict(rs.plays_per_turn)
            me.extra_plays = []
            me.plays_made = {}
        self.log = []
        self.trace.add(TURN, "game:turn", "", "turn start", (("turn", st.turn), ("player", player)))
        self._expire(_due_at_start(player))
        self._next_turn_is_now(player)
        if rs.untap_at_turn_start:                       # BH-503.1: rule effect
            for c in self.in_play():
                if c.controller == player and c.stunned:      # Stun: stays tapped, loses Stun
                    c.stunned = False
                    self.trace.add(RULE, "rule:stun", c.label, "stays tapped, loses Stun")
                elif c.controller == player and c.tapped:
                    self.propose(Ev(Event.UNTAP, card=c, player=player, origin="rule:untap"))
        if rs.poison_counter:
            for c in self.in_play():
                n = c.counters.get(rs.poison_counter, 0)
                if n and c.controller == player:
                    self.propose(Ev(Event.WOUND, card=c, player=c.controller, amount=n, origin="rule:poison",
                                    cause="poison"))
        self.propose(Ev(Event.TURN_START, player=player, origin="game:turn"))
        self.resolve()
        self._enter_phase()

    def next_phase(self) -> None:
        st = self.state
        if st.phase_index + 1 >= len(self.ruleset.phases):
            raise GameError("no next phase: call end_turn()")
        st.phase_index += 1
        self._enter_phase()

    def _enter_phase(self) -> None:
        st = self.state
        rs = self.ruleset
        name = st.phase
        if not name:
            return
        if self.trace.enabled:
            self.trace.add(TURN, "game:turn", "", "phase", (("phase", name),))
        active = st.active
        pl = st.players[active]
        if name == rs.income_phase and rs.coin_resource and rs.income:
            if rs.income_cap is None or self.coins(active) < rs.income_cap:     # BH-522.3
                self.propose(Ev(Event.GAIN, player=active, amount=rs.income, what=rs.coin_resource,
                                origin="rule:income", cause="income"))
            else:
                self.trace.add(RULE, "rule:income", "", "no coin", (("why", "10 or more coins"), ("rule", "BH-522.3")))
        if name == rs.score_phase:
            ready = self.ready_bases()
            scored: list[str] = []
            while ready:                             # the current player picks the order (SU-G3)
                if len(scored) >= self.max_scores:
                    raise LoopLimit(f"more than {self.max_scores} bases scored in one phase; last: "
                                    f"{', '.join(scored[-5:])}")
                i = self.ask(Choice.BASE, active, "which base scores next", [b.label for b in ready])[0]
                scored.append(ready[i].label)
                self.score_base(ready[i].id)
                ready = self.ready_bases()
        if name == rs.draw_phase and rs.draw_count:
            p = Pending("rule:draw", None, active, None)
            empty = not st.zone_cards(active, rs.deck_zone)
            self.draw(p, active, rs.draw_count, None, origin="rule:draw")
            if rs.hand_limit is not None:
                self.enforce_hand_limit(active)
            if empty and rs.deck_out_loss_after is not None:
                # BH-503.1: a player who cannot draw in this phase for the third time loses
                pl.deck_outs += 1
                self.trace.add(RULE, "rule:deck-out", "", "cannot draw", (("player", active),
                                                                          ("times", pl.deck_outs)))
                if pl.deck_outs >= rs.deck_out_loss_after and not pl.lost:
                    pl.lost = True
                    self.trace.add(RULE, "rule:deck-out", "", "player loses", (("player", active),
                                                                               ("rule", "BH-503")))
        self.propose(Ev(Event.PHASE_START, player=active, what=name, origin="game:turn"))
        self.resolve()

    def enforce_hand_limit(self, player: int) -> None:
        """SU-G5: after drawing, a player with more cards in hand than the limit discards down to
        it (they choose which); each is a discard event."""
        rs = self.ruleset
        if rs.hand_limit is None or len(self.state.zone_cards(player, rs.hand_zone)) <= rs.hand_limit:
            return
        hand = self.zone(player, rs.hand_zone)
        over = len(hand) - rs.hand_limit
        ans = self.ask(Choice.DISCARD, player, f"discard down to {rs.hand_limit} cards",
                       [h.label for h in hand], min=over, max=over, origin="rule:hand-limit")
        for i in ans:
            self.propose(Ev(Event.DISCARD, card=hand[i], player=player, origin="rule:hand-limit",
                            cause="hand_limit", what=rs.hand_zone))
        self.resolve()

    def end_turn(self) -> None:
        st = self.state
        if st.turn == 0:
            raise GameError("no turn in progress")
        self.propose(Ev(Event.TURN_END, player=st.active, origin="game:turn"))
        self.resolve()
        self._expire(_due_at_end(st.active))
        self._directed.clear()      # (the plays "that directly affect X" of the turn are over)
        self.trace.add(TURN, "game:turn", "", "turn end", (("turn", st.turn),))
        self.check_winner()

    def check_winner(self) -> int | None:
        """SU-G7: at the end of a turn, if a player has at least `Ruleset.win_vp` VP, the player
        with the most VP wins; a tie for the most goes on (more turns) until it is broken. Also a
        game whose players all lost but one is over. Sets and returns `winner`."""
        if self.winner is not None:
            return self.winner
        st = self.state
        rs = self.ruleset
        alive = [p.index for p in st.players if not p.lost]
        if len(st.players) > 1 and len(alive) == 1:
            self.winner = alive[0]
        elif rs.win_vp is not None:
            vps = [self.resource(i, rs.vp_resource) for i in alive]
            best = max(vps, default=0)
            if best >= rs.win_vp and any(d.vp_per for d in rs.shared_decks):
                self._end_with_shared_decks(alive)
            elif best >= rs.win_vp and vps.count(best) == 1:
                self.winner = alive[vps.index(best)]
            elif best >= rs.win_vp:
                self.trace.add(RULE, "rule:game-end", "", "tie for the most VP: play on",
                               (("vp", best), ("rule", "SU-G7")))
        if self.winner is not None:
            self.trace.add(RULE, "rule:game-end", "", "winner", (("player", self.winner), ("rule", "SU-G7")))
        return self.winner

    def _end_with_shared_decks(self, alive: list[int]) -> None:
        """SU-M4: the game ends; each player loses 1 VP per `vp_per` shared-deck cards they own,
        the most VP wins, a tie goes to the one with fewer such cards; still tied: play on."""
        rs = self.ruleset
        owned = {i: sum(self.shared_owned(i, d.name) for d in rs.shared_decks if d.vp_per) for i in alive}
        final = {i: self.final_vp(i) for i in alive}
        for i in alive:
            self.trace.add(RULE, "rule:game-end", "", "final VP",
                           (("player", i), ("vp", final[i]), ("shared cards", owned[i]), ("rule", "SU-M4")))
        key = {i: (final[i], -owned[i]) for i in alive}
        best = max(key.values())
        top = [i for i in alive if key[i] == best]
        if len(top) == 1:
            self.winner = top[0]
        else:
            self.trace.add(RULE, "rule:game-end", "", "tie for the most VP: play on",
                           (("vp", best[0]), ("rule", "SU-M4")))

    @property
    def over(self) -> bool:
        return self.winner is not None

    def return_control_after(self, c: Card, before: int, duration: Duration, controller: int,
                             origin: str) -> None:
        """Control of `c` (just taken from `before`) goes back when `duration` ends (SU-A8)."""
        self._temp_control.append((c, c.moves, before, duration, controller, origin))

    def _next_turn_is_now(self, player: int) -> None:
        """At the start of `player`'s turn, what lasts "until the end of your next turn" for them
        now lasts until the end of this turn."""
        nxt, now = Duration.END_OF_YOUR_NEXT_TURN, Duration.END_OF_YOUR_TURN
        for c in self.in_play():
            for m in c.modifiers:
                if m.duration is nxt and m.controller == player:
                    m.duration = now
        if self._temp_control:
            self._temp_control[:] = [e[:3] + (now,) + e[4:] if e[3] is nxt and e[4] == player else e
                                     for e in self._temp_control]
        if self._temp_statics:
            self._temp_statics[:] = [e[:2] + (now,) + e[3:] if e[2] is nxt and e[3] == player else e
                                     for e in self._temp_statics]

    def _expire(self, due: Any) -> None:
        """Rule effects: modifiers and temporary coins whose duration is over are removed (SU-A8,
        BH-503, BH-522.4: returned coins are not a loss)."""
        for c in self.in_play():
            if not c.modifiers:
                continue
            keep = []
            for m in c.modifiers:
                if due(m.controller, m.duration):
                    self.trace.add(EXPIRE, m.origin, c.label, "modifier", (("stat", m.stat), ("op", m.op.value),
                                                                           ("amount", m.amount)))
                    self._dirty_all = True
                else:
                    keep.append(m)
            c.modifiers[:] = keep
        for entry in list(self._temp_control) if self._temp_control else ():
            c, moves, before, duration, ctrl, origin = entry
            if due(ctrl, duration):
                self._temp_control.remove(entry)
                if c.moves == moves and c.zone == self.ruleset.play_zone and c.controller != before:
                    self.trace.add(EXPIRE, origin, c.label, "control returns", (("to", before), ("rule", "SU-A8")))
                    self.propose(Ev(Event.CONTROL, card=c, player=before, origin=origin, cause="expire"))
        for entry in list(self._temp_statics) if self._temp_statics else ():
            l, containers, duration, ctrl, _src = entry
            if due(ctrl, duration):
                self._end_temp_static(entry, "duration over")
        for pl in self.state.players:
            if not pl.lent_coins and not pl.temp_coins:
                continue
            for t in list(pl.lent_coins):
                if due(t.player, t.duration):
                    pl.lent_coins.remove(t)
                    pl.resources[self.ruleset.coin_resource or "coin"] = \
                        pl.resources.get(self.ruleset.coin_resource or "coin", 0) + t.amount
                    self.trace.add(EXPIRE, t.origin, "", "coins come back",
                                   (("player", pl.index), ("amount", t.amount), ("rule", "BH-522.4")))
            for t in list(pl.temp_coins):
                if due(t.player, t.duration):
                    pl.temp_coins.remove(t)
                    self.trace.add(EXPIRE, t.origin, "", "temporary coins",
                                   (("player", pl.index), ("amount", t.amount), ("rule", "BH-522.4")))
        self.check_rules()
        self.resolve()

    # ================================================================ draws (BH-527)

    def can_draw(self, player: int) -> bool:
        lim = self.draw_limit(player)
        return lim is None or self.state.players[player].draws_this_turn < lim

    def draw_limit(self, player: int) -> int | None:
        lim = None
        for l in self._draw_limits:
            eff = l.ability.effect
            ctrl = l.ctrl()
            if self._blank and self.blanked(l.card):
                continue
            applies = (eff.who is Who.EACH_PLAYER or (eff.who is Who.YOU and player == ctrl)
                       or (eff.who is Who.EACH_OPPONENT and player != ctrl))
            if applies:
                lim = eff.per_turn if lim is None else min(lim, eff.per_turn)
        return lim

    def draw(self, p: Pending, player: int, n: int, then: Any, origin: str, *, zone: str | None = None) -> int:
        """BH-527.2: the count may be replaced first, then the draws happen one at a time, each
        replaceable and limited on its own; follow-ups apply only to cards actually drawn.
        `zone`: a shared deck drawn from (SU-M2) instead of the player's deck."""
        src = p.source
        what = zone or ""
        ev = Ev(Event.DRAW_CARDS, player=player, amount=n, source=src.id if src else None,
                scontroller=p.controller, stype=p.stype, origin=origin, applied=p.applied, what=what)
        if not self.propose(ev):
            return 0
        drawn = 0
        for i in range(ev.amount):
            rest = ev.amount - i            # (for the trace: the draws not made if it stops here)
            if self._draw_limits and not self.can_draw(player):     # (no limit in play: it can)
                left = (("not drawn", rest),)
                # the limit only tightens while drawing: the rest of the draws are over it too
                self.trace.add(SKIPPED, origin, "", "draw", (("player", player), ("why", "draw limit"),
                                                            ("rule", "BH-527.2.2")) + left)
                break
            one = Ev(Event.DRAW, player=player, amount=1, source=ev.source, scontroller=p.controller,
                     stype=p.stype, origin=origin, applied=p.applied, what=what)
            if not self.propose(one):
                # an empty deck (and, where the ruleset reshuffles, an empty discard pile: c_draw
                # has reshuffled) gives nothing more: the draw ends there (BH-520.3, SU-A4),
                # not once per card still to draw (a draw replaced by something else goes on)
                if one.applied != p.applied:
                    continue
                if zone:
                    if not self.state.zone_cards(None, zone):
                        self.trace.add(SKIPPED, origin, "", "draw", (("player", player), ("why", f"empty {zone}"),
                                                                    ("rule", "SU-M2"), ("not drawn", rest)))
                        break
                elif one.card is None and not self.state.zone_cards(player, self.ruleset.deck_zone):
                    self.trace.add(SKIPPED, origin, "", "draw", (("player", player), ("why", "empty deck"),
                                                                ("rule", "BH-520.3"), ("not drawn", rest)))
                    break
                continue
            drawn += 1
            if then is not None and one.card is not None:
                q = Pending(p.origin, src, p.controller, then, one, p.delayed, p.applied)
                if self.plan(q, then, ("then",)):
                    self.run(q, then, ("then",))
        return drawn


# ---- the tests of `Game.matches` after the zone and the card type: one per Filter field, in


# (the durations that end, made outside the turn methods: a lambda there would make their
# locals cells)

def _due_at_start(player: int) -> Any:
    """What ends as `player`'s turn starts: "until the start of your next turn"."""
    return lambda m_ctrl, d: d is Duration.START_OF_YOUR_NEXT_TURN and m_ctrl == player


def _due_at_end(active: int) -> Any:
    """What ends with the turn of `active`: "until the end of the turn", "… of your turn", and
    "… of the opponent's turn" of a card another player controls."""
    return lambda m_ctrl, d: (d is Duration.END_OF_TURN or (d is Duration.END_OF_YOUR_TURN and m_ctrl == active)
                              or (d is Duration.END_OF_OPPONENT_TURN and m_ctrl != active))
