"""Events: the pipeline every event goes through, and what committing each one does.

An event is proposed by an effect handler (or by a rule) and passes through ``propose``:
"can't" statics -> replacement effects (each at most once per event, the affected player orders
them, BH-525) -> "before" triggers -> commit (one handler per ``spec.Event``, ``COMMIT``) -> rule
effects at once (``Game.check_rules``, BH-503) -> triggered abilities declared and batched for the
queue. ``propose`` is bound as ``Game.propose``. This module also holds the listener and pending-
ability records and the pattern matcher used by triggers, replacements and delayed effects.

Commit handlers return True when the event happened (an empty deck makes a draw not happen, a
tapped card cannot be tapped again) and may set ``ev.amount`` to what actually happened
("as much as possible", BH-520 / SU-A4).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from .choices import Choice
from .bounds import spend
from .errors import LoopLimit, UnknownKind
from .spec import Controller, Duration, Event, EventPattern, Timing
from .state import Card, Modifier, TempCoins
from .trace import EVENT, LOOP, PREVENTED, REPLACED, SKIPPED

if TYPE_CHECKING:
    from .interpreter import Game


from .records import Ev, Listener, Pending, relation  # noqa: F401  (re-exported)


def match_pattern(game: Game, pat: EventPattern, ev: Ev, src: Card | None, ctrl: int | None) -> bool:
    """Does `ev` match `pat` for an ability of card `src` controlled by `ctrl`? Cheap tests first."""
    if pat.this:
        if src is None:
            return False
        if ev.card is not src and src not in ev.cards:
            return False
    if pat.host:
        h = game.host_of(src) if src is not None else None
        if h is not None and ev.kind is Event.SCORE and h.spec.card_type != game.ruleset.base_type:
            h = game.host_of(h)        # "this base" on an action played on a minion: the minion's base
        if h is None or (ev.card is not h and h not in ev.cards):
            return False
    if pat.player is not Controller.ANY and not relation(pat.player, ev.player, ctrl):
        return False
    if pat.resource is not None and ev.what != pat.resource:
        return False
    if pat.counter is not None and ev.what != pat.counter:
        return False
    if pat.phase is not None and ev.what != pat.phase:
        return False
    if pat.zone is not None and ev.what != pat.zone:
        return False
    if pat.between is not None:
        # a move from one base to another ("moves to or from this base"): ev.at is where the card
        # was (matched before the commit), data[1] the base it goes to
        here = game.base_of(src)
        to = ev.data[1] if ev.data else None
        if here is None or to is None or ev.at is None:
            return False
        b = pat.between
        if not ((b != "from" and to == here) or (b != "to" and ev.at == here)):
            return False
    if pat.cause_effects and ev.cause not in pat.cause_effects:
        return False
    if pat.cause_types and ev.stype not in pat.cause_types:
        return False
    if pat.cause_controller is not Controller.ANY and not relation(pat.cause_controller, ev.scontroller, ctrl):
        return False
    if pat.subject is not None:
        subjects = ev.subjects()
        if not subjects:
            return False
        # a card that just left play is matched as it was (look-back): test zone-free
        if not any(game.matches(pat.subject, c, src, ctrl, ev, look_back=True) for c in subjects):
            return False
    return True


# ---- commit handlers --------------------------------------------------------------------------


def _noop(game: Game, ev: Ev) -> bool:
    return True


def c_wound(game: Game, ev: Ev) -> bool:
    c = ev.card
    if ev.amount <= 0 or not game.state.is_in_play(c):
        return False
    w = game.ruleset.wound_counter
    c.counters[w] = c.counters.get(w, 0) + ev.amount
    c.last_harm = (ev.source, ev.scontroller, ev.stype, ev.cause, ev.origin, ev.applied)
    game._dirty.append(c)
    return True


def c_heal(game: Game, ev: Ev) -> bool:
    c = ev.card
    w = game.ruleset.wound_counter
    have = c.counters.get(w, 0)
    healed = min(have, ev.amount)               # BH-520.2: fewer wounds -> all of them
    if healed <= 0:
        return False
    c.counters[w] = have - healed
    ev.amount = healed
    return True


def c_lives(game: Game, ev: Ev) -> bool:
    """Extra (+) / negative (-) life effects cancel each other one for one (BH-504.5); wounds are
    untouched by either."""
    c = ev.card
    if ev.amount <= 0 or not game.state.is_in_play(c):
        return False
    rs = game.ruleset
    add, other = ((rs.extra_life_counter, rs.negative_life_counter) if ev.what == "extra"
                  else (rs.negative_life_counter, rs.extra_life_counter))
    n = ev.amount
    cancel = min(n, c.counters.get(other, 0))
    if cancel:
        c.counters[other] -= cancel
        n -= cancel
    if n:
        c.counters[add] = c.counters.get(add, 0) + n
    if ev.what != "extra":
        c.last_harm = (ev.source, ev.scontroller, ev.stype, ev.cause, ev.origin, ev.applied)
    game._dirty.append(c)
    return True


def c_set_life(game: Game, ev: Ev) -> bool:
    """BH-504.6: wounds become negative lives (not a heal), then extra / negative lives make the
    level exactly X."""
    c = ev.card
    if not game.state.is_in_play(c):
        return False
    rs = game.ruleset
    cnt = c.counters
    wounds = cnt.pop(rs.wound_counter, 0)
    if wounds:
        cnt[rs.negative_life_counter] = cnt.get(rs.negative_life_counter, 0) + wounds
    diff = ev.amount - game.lives(c)
    if diff:
        add, other = ((rs.extra_life_counter, rs.negative_life_counter) if diff > 0
                      else (rs.negative_life_counter, rs.extra_life_counter))
        n = abs(diff)
        cancel = min(n, cnt.get(other, 0))
        cnt[other] = cnt.get(other, 0) - cancel
        n -= cancel
        if n:
            cnt[add] = cnt.get(add, 0) + n
    for k in [k for k, v in cnt.items() if v == 0]:
        del cnt[k]
    c.last_harm = (ev.source, ev.scontroller, ev.stype, ev.cause, ev.origin, ev.applied)
    game._dirty.append(c)
    return True


def c_place_counters(game: Game, ev: Ev) -> bool:
    c = ev.card
    if ev.amount <= 0 or not game.state.is_in_play(c):
        return False
    c.counters[ev.what] = c.counters.get(ev.what, 0) + ev.amount
    if ev.what == game.ruleset.wound_counter:
        c.last_harm = (ev.source, ev.scontroller, ev.stype, ev.cause, ev.origin, ev.applied)
        game._dirty.append(c)
    return True


def c_remove_counters(game: Game, ev: Ev) -> bool:
    c = ev.card
    have = c.counters.get(ev.what, 0)
    n = have if ev.amount < 0 else min(have, ev.amount)
    if n <= 0:
        return False
    if have - n:
        c.counters[ev.what] = have - n
    else:
        del c.counters[ev.what]
    ev.amount = n
    return True


def c_modify(game: Game, ev: Ev) -> bool:
    c = ev.card
    if not game.state.is_in_play(c):
        return False
    op, duration = ev.data
    m = Modifier(seq=game.state.seq(), stat=ev.what, op=op, amount=ev.amount, duration=duration,
                 source=ev.source, controller=ev.scontroller, origin=ev.origin, turn=game.state.turn)
    c.modifiers.append(m)
    if duration is Duration.WHILE_SOURCE_IN_PLAY and ev.source is not None:
        game._source_mods.setdefault(ev.source, []).append((c, m))
    if ev.what == game.ruleset.life_stat:
        game._dirty.append(c)
    return True


def c_tap(game: Game, ev: Ev) -> bool:
    c = ev.card
    if c.tapped or not game.state.is_in_play(c):
        return False
    c.tapped = True
    return True


def c_untap(game: Game, ev: Ev) -> bool:
    c = ev.card
    if not c.tapped:
        return False
    c.tapped = False
    return True


def c_gain(game: Game, ev: Ev) -> bool:
    if ev.amount <= 0:
        return False
    p = game.state.players[ev.player]
    if ev.data is not None:                      # temporary coins (BH-522.4)
        p.temp_coins.append(TempCoins(amount=ev.amount, duration=ev.data, player=ev.player,
                                      turn=game.state.turn, origin=ev.origin))
    else:
        p.resources[ev.what] = p.resources.get(ev.what, 0) + ev.amount
    return True


def c_lose(game: Game, ev: Ev) -> bool:
    """Lose a resource; coins go back to the supply and the player picks which (BH-522.5)."""
    p = game.state.players[ev.player]
    lost = game._take_resource(p, ev.what, ev.amount, why="lose")
    ev.amount = lost
    if lost and ev.data is not None:             # a temporary loss: they come back later
        p.lent_coins.append(TempCoins(amount=lost, duration=ev.data, player=ev.player,
                                      turn=game.state.turn, origin=ev.origin))
    return lost > 0


def c_pay(game: Game, ev: Ev) -> bool:
    p = game.state.players[ev.player]
    paid = game._take_resource(p, ev.what, ev.amount, why="pay")
    ev.amount = paid
    return True


def c_draw_cards(game: Game, ev: Ev) -> bool:
    return True            # the instruction itself; the single draws follow (BH-527.2)


def c_draw(game: Game, ev: Ev) -> bool:
    st = game.state
    rs = game.ruleset
    if ev.what:                     # SU-M2: the top card of a shared deck, if there is one
        deck = st.zone_cards(None, ev.what)
        if not deck:
            return False
        c = st.cards[deck[-1]]
        game._relocate(c, rs.hand_zone, ev.player)
        ev.card = c
        st.players[ev.player].draws_this_turn += 1
        return True
    deck = st.zone_cards(ev.player, rs.deck_zone)
    if not deck and rs.reshuffle_discard:
        game.reshuffle_discard(ev.player)
    if not deck:
        return False       # BH-520.3: take what there is
    c = st.cards[deck[-1]]
    game._relocate(c, game.ruleset.hand_zone, ev.player)
    ev.card = c
    st.players[ev.player].draws_this_turn += 1
    return True


def c_discard(game: Game, ev: Ev) -> bool:
    """A card is discarded from its owner's hand, or from their deck (a card looked at on top)."""
    c = ev.card
    rs = game.ruleset
    if c.zone not in (rs.hand_zone, rs.deck_zone) or c.zone_owner != c.owner:
        return False
    game._relocate(c, game.ruleset.discard_zone, c.owner)
    return True


def c_destroy(game: Game, ev: Ev) -> bool:
    """Every part of a combined creature goes to its owner's discard zone as a separate card
    (BH-505.4); the event stays one event, so death triggers fire once."""
    if not game.state.is_in_play(ev.card):
        return False
    zone = game.ruleset.discard_zone
    if not game.can_go(ev.card, zone):
        return False
    was, game._leave_cause = game._leave_cause, "destroy"     # "if it was destroyed"
    try:
        for c in ev.cards[1:] + ev.cards[:1]:       # the parts first, then the host
            if game.state.is_in_play(c) and game.can_go(c, zone):
                game._relocate(c, zone, c.owner)
    finally:
        game._leave_cause = was
    return True


def c_move(game: Game, ev: Ev) -> bool:
    c = ev.card
    to_zone, to_base, shuffle = ev.data[:3]
    dest = ev.data[3] if len(ev.data) > 3 else c.owner      # "into another player's hand"
    if to_base is not None:
        if (c.at == to_base and game.state.is_in_play(c)) or not game.is_base_in_play(to_base) \
                or c.spec.card_type == game.ruleset.base_type:
            return False        # already there, or no base in play to go to (it left meanwhile)
        if not game.state.is_in_play(c):          # from hand to a base: moved there, not played
            rs = game.ruleset
            game._relocate(c, rs.play_zone, None if rs.play_zone in rs.shared_zones else c.owner)
            c.controller = c.owner
        c.at = to_base
        for part in game._attached.get(c.id, ()):      # what is on the minion goes with it
            game.state.cards[part].at = to_base
        return True
    if c.zone == to_zone and c.zone_owner == c.owner and to_zone == game.ruleset.deck_zone and shuffle is not None:
        # a card already in the deck put on its top / bottom, or shuffled into it (revealed cards)
        ids = game.state.zone_cards(c.owner, to_zone)
        if shuffle is True:
            game._shuffle(c.owner, to_zone)
        else:
            ids.remove(c.id)
            ids.insert(0, c.id) if shuffle == "bottom" else ids.append(c.id)
        return True
    if (c.zone == to_zone and c.zone_owner == dest) or not game.can_go(c, to_zone):
        return False
    game._relocate(c, to_zone, dest)
    if c.zone != to_zone:
        return True                     # it went elsewhere (a titan is set aside, SU-T1)
    if shuffle == "bottom":             # "on the bottom of its owner's deck": the zone's first card
        ids = game.state.zone_cards(dest, to_zone)
        ids.remove(c.id)
        ids.insert(0, c.id)
    elif shuffle:
        game._shuffle(dest, to_zone)
    return True


def c_control(game: Game, ev: Ev) -> bool:
    c = ev.card
    if not game.state.is_in_play(c) or c.controller == ev.player:
        return False
    c.controller = ev.player
    game._reregister(c)
    return True


def c_attach(game: Game, ev: Ev) -> bool:
    """The source (ev.data) becomes a part of the target card (combined creature, BH-505.4)."""
    part, host = ev.data, ev.card
    st = game.state
    if part is host or not st.is_in_play(part) or not st.is_in_play(host) or part.attached_to == host.id:
        return False
    if part.owner is None:
        # an ownerless card (a Smash Up base) is never a part of another card: it would have no
        # discard pile to go to when its host leaves play
        return False
    if part.attached_to is not None:
        old = game._attached.get(part.attached_to)
        if old and part.id in old:
            old.remove(part.id)
    part.attached_to = host.id
    part.at = host.at
    game._attached.setdefault(host.id, []).append(part.id)
    return True


def c_score(game: Game, ev: Ev) -> bool:
    """A Smash Up base scores (SU-G3): the players with at least 1 power here are ranked by their
    total power; tied players all get the VP of their place and the places they fill are skipped
    (two tied for first both get the first reward, the next player the third). ``ev.data`` keeps
    the awards as ``(player, vp, place)`` for "the winner" / "the runner-up". The cards stay on
    the base until the "after" abilities have resolved (``Game.score_base`` then discards them
    and replaces the base)."""
    base = ev.card
    rs = game.ruleset
    if not game.state.is_in_play(base):
        return False
    totals = game.player_totals(base)       # minions (actions have no power), and "you have +5 power here"
    ranked = sorted(((t, p) for p, t in totals.items() if t > 0), key=lambda x: (-x[0], x[1]))
    rewards = [base.printed.get(k, 0) for k in rs.score_vp_stats]
    awards: list[tuple[int, int, int]] = []
    place = 0
    i = 0
    while i < len(ranked) and place < len(rewards):
        tie = [p for t, p in ranked if t == ranked[i][0]]
        awards += [(p, rewards[place], place + 1) for p in tie]
        place += len(tie)
        i += len(tie)
    ev.data = tuple(awards)
    ev.amount = sum(totals.values())
    for p, vp, _place in awards:
        if vp:
            game.propose(Ev(Event.GAIN, player=p, amount=vp, what=rs.vp_resource, origin="rule:score",
                            cause="score", applied=ev.applied))
    return True


COMMIT: dict[Event, Callable[[Game, Ev], bool]] = {
    Event.PLAY: _noop,
    Event.ENTER: _noop,
    Event.DESTROY: c_destroy,
    Event.MOVE: c_move,
    Event.WOUND: c_wound,
    Event.HEAL: c_heal,
    Event.LIVES: c_lives,
    Event.SET_LIFE: c_set_life,
    Event.DRAW_CARDS: c_draw_cards,
    Event.DRAW: c_draw,
    Event.DISCARD: c_discard,
    Event.GAIN: c_gain,
    Event.LOSE: c_lose,
    Event.PAY: c_pay,
    Event.PLACE_COUNTERS: c_place_counters,
    Event.REMOVE_COUNTERS: c_remove_counters,
    Event.TAP: c_tap,
    Event.UNTAP: c_untap,
    Event.CONTROL: c_control,
    Event.ATTACH: c_attach,
    Event.SCORE: c_score,
    Event.MODIFY: c_modify,
    Event.TARGETED: _noop,
    Event.LEAVE_PLAY: _noop,
    Event.TURN_START: _noop,
    Event.TURN_END: _noop,
    Event.PHASE_START: _noop,
}

# Events whose subjects leave play: triggers are matched before the commit ("look back"), so a
# card's own "when this dies" and its squad-mates' death triggers see it as it was (BH-505.3).
LOOK_BACK = frozenset({Event.DESTROY, Event.MOVE, Event.DISCARD, Event.SCORE})


# Events that change a card in play: a card "not affected by" the source's cards is spared them.
SHIELDED = frozenset({Event.DESTROY, Event.MOVE, Event.WOUND, Event.HEAL, Event.LIVES, Event.SET_LIFE,
                      Event.PLACE_COUNTERS, Event.REMOVE_COUNTERS, Event.TAP, Event.UNTAP, Event.CONTROL,
                      Event.ATTACH, Event.MODIFY})


# ---- the pipeline ------------------------------------------------------------------------------


def propose(game: Game, ev: Ev) -> bool:
    """Cants -> replacements -> before triggers -> commit -> rule effects -> triggers."""
    if game._budget is not None:
        spend(game, 1, f"{ev.kind.value} events")
    k = ev.kind
    cants = game._cants.get(k)
    if cants and ev.card is not None:
        l = game._cant_applies(cants, ev.card, ev.scontroller)
        if l is not None:
            game.trace.add(PREVENTED, l.origin, ev.card.label, k.value,
                           (("by", l.card.label if l.card is not None else "-"),))
            return False
    if game._unaffected and ev.source is not None and ev.card is not None and k in SHIELDED:
        src = game.state.cards.get(ev.source)
        l = game.unaffected_by(ev.card, ev.scontroller, src.spec.card_type if src is not None else ev.stype, src)
        if l is not None:
            game.trace.add(PREVENTED, l.origin, ev.card.label, k.value,
                           (("by", l.card.label if l.card is not None else "-"), ("why", "not affected")))
            return False
    if game._replacements.get(k) and apply_replacements(game, ev):
        return False
    if (before := game._before.get(k)) is not None and before:
        run_before(game, ev, before)
    listeners = game._triggers.get(k)
    matched = None
    card = ev.card
    if card is not None:
        ev.at = card.at
    if listeners and k in LOOK_BACK and not (k is Event.MOVE and ev.what == "base"):
        # (a move from base to base keeps the card in play: it is matched where it arrives,
        # "moves here"; `ev.at` keeps the base it left)
        matched = match_listeners(game, ev, listeners)
    if not COMMIT[k](game, ev):
        return False
    game.committed += 1
    game.log.append(ev)              # this turn's history ("if you played a minion this turn")
    if game.trace.enabled:
        _trace_event(game, ev)
    if game.check_invariants:
        game.state.check_invariants()
    if game._dirty or game._dirty_all:
        game.check_rules()
    if game._when_true:
        game.check_when_true()
    if matched is None and listeners:
        matched = match_listeners(game, ev, listeners)
    if matched:
        declare_triggers(game, ev, matched)
    return True


def _trace_event(game: Game, ev: Ev) -> None:
    detail: tuple[tuple[str, Any], ...] = (("amount", ev.amount),) if ev.amount else ()
    if ev.what:
        detail += (("what", ev.what),)
    if ev.player is not None:
        detail += (("player", ev.player),)
    if ev.cause:
        detail += (("cause", ev.cause),)
    if len(ev.cards) > 1:
        detail += (("cards", tuple(c.label for c in ev.cards)),)
    game.trace.add(EVENT, ev.origin, ev.card.label if ev.card is not None else "", ev.kind.value, detail)


def match_listeners(game: Game, ev: Ev, listeners: list[Listener]) -> list[Listener]:
    # hot path: the cheap discriminating tests inline, the rest in match_pattern
    out = []
    card = ev.card
    evp = ev.player
    what = ev.what
    ANY, YOU = Controller.ANY, Controller.YOU
    blank = game._blank
    for l in listeners:
        pat = l.pattern
        if pat.this and card is not l.card and l.card not in ev.cards:
            continue
        rel = pat.player
        if rel is not ANY:
            ctrl = l.controller if l.controller is not None else (
                l.card.controller if l.card is not None else None)
            if evp is None or ctrl is None or (evp == ctrl) is not (rel is YOU):
                continue
        r = pat.resource
        if r is not None and r != what:
            continue
        if l.fired:
            continue
        if blank and l.ability is not None and game.blanked(l.card):
            continue                # its card's abilities are cancelled (a delayed effect is not)
        if match_pattern(game, pat, ev, l.card, l.ctrl()):
            out.append(l)
    return out


def declare_triggers(game: Game, ev: Ev, matched: list[Listener]) -> None:
    for l in matched:
        if l.once:
            if l.fired:
                continue
            l.fired = True
            game._unregister_listener(l)
        ab = l.ability
        if ab is not None and getattr(ab, "once_per_turn", False) and l.card is not None:
            if not game._use(l.card, l.origin, (game.state.turn,), 1):
                game.trace.add(SKIPPED, l.origin, l.card.label, "once per turn", (("rule", "SU-A2"),))
                continue
        eff = l.effect if l.effect is not None else ab.effect
        ctrl = l.ctrl()
        if ctrl is None:                 # an ownerless card (a Smash Up base): the current player
            ctrl = game.state.active
        if ab is not None and not game.use_by_name(l, ev, ctrl):
            continue
        p = game.declare(l.origin, eff, l.card, ctrl, event=ev, delayed=l.once,
                         timing=l.pattern.timing, label=getattr(ab, "label", "") or "trigger")
        if p is not None:
            game._batch.append(p)


def run_before(game: Game, ev: Ev, before: list[Listener]) -> None:
    matched = match_listeners(game, ev, before)
    active = game._before_active
    for l in matched:
        if l in active:
            # a "before" hook whose own effect proposes the event it hooks: cut the cycle
            # before its first repetition (BH-525)
            game.trace.add(LOOP, l.origin, l.card.label if l.card else "", "before trigger cycle cut",
                           (("rule", "BH-525"),))
            continue
        if l.once:                      # a delayed effect waiting for "before X" (BH-521)
            if l.fired:
                continue
            l.fired = True
            game._unregister_listener(l)
        ctrl = l.ctrl()
        eff = l.effect if l.effect is not None else l.ability.effect
        if l.ability is not None and not game.use_by_name(l, ev, game.state.active if ctrl is None else ctrl):
            continue
        p = game.declare(l.origin, eff, l.card, game.state.active if ctrl is None else ctrl,
                         event=ev, delayed=l.once, timing=Timing.BEFORE, label="before")
        if p is not None:
            active.append(l)
            try:
                game._resolve_pending(p)
            finally:
                active.remove(l)
    # their own triggers resolve later, in the queue


def apply_replacements(game: Game, ev: Ev) -> bool:
    """Apply replacement effects, each at most once to this event (BH-525). True if the event
    was replaced by something else (it then does not happen)."""
    applied = list(ev.applied)
    for round_ in range(1000):
        reps = game._replacements.get(ev.kind) or []
        cands = []
        for l in reps:
            if game._blank and game.blanked(l.card):
                continue
            if not match_pattern(game, l.pattern, ev, l.card, l.ctrl()):
                if round_ == 0 and game.trace.enabled:
                    game.trace.add(SKIPPED, l.origin, l.card.label if l.card else "", "replacement",
                                   (("why", "pattern does not match this event"), ("event", ev.kind.value)))
                continue
            key = (l.origin, l.card.id if l.card else None)
            if key in applied:
                game.trace.add(SKIPPED, l.origin, l.card.label if l.card else "", "replacement",
                               (("why", "already applied to this event"), ("rule", "BH-525")))
                continue
            cands.append(l)
        if not cands:
            ev.applied = tuple(applied)
            return False
        affected = ev.player if ev.player is not None else (ev.card.controller if ev.card else 0)
        if len(cands) > 1:
            i = game.ask(Choice.REPLACEMENT, affected, f"which replacement applies first to {ev.kind.value}",
                         [f"{l.card.label if l.card else '-'}:{l.origin}" for l in cands])[0]
        else:
            i = 0
        l = cands[i]
        applied.append((l.origin, l.card.id if l.card else None))
        ab = l.ability
        ctrl = l.ctrl()
        if ab.once_per_turn and l.card is not None and (
                l.card.uses.get(l.origin, ((), 0))[0] == (game.state.turn, l.card.moves)):
            game.trace.add(SKIPPED, l.origin, l.card.label, "replacement", (("why", "once per turn"), ("rule", "SU-A2")))
            continue
        if ab.optional:
            yes = game.ask(Choice.MAY, ctrl, f"apply {l.origin}?", ("yes", "no"), origin=l.origin)[0] == 0
            if not yes:
                game.trace.add(SKIPPED, l.origin, l.card.label if l.card else "", "replacement",
                               (("why", "optional, declined"),))
                continue
        if ab.once_per_turn and l.card is not None:
            game._use(l.card, l.origin, (game.state.turn,), 1)
        inst = ab.instead
        p = Pending(l.origin, l.card, ctrl if ctrl is not None else game.state.active, inst, ev,
                    applied=tuple(applied), label="replacement")
        if inst.KIND == "replace_amount":
            before = ev.amount
            ev.amount = game.amount(p, inst.amount)
            game.trace.add(REPLACED, l.origin, l.card.label if l.card else "", ev.kind.value,
                           (("why", "pattern matched"), ("amount", f"{before}->{ev.amount}")))
            continue
        if inst.KIND == "replace_with":
            game.trace.add(REPLACED, l.origin, l.card.label if l.card else "", ev.kind.value,
                           (("why", "pattern matched"), ("instead", inst.effect.KIND)))
            p.effect = inst.effect
            if game._plan(p, inst.effect, (), dry=True):
                game._plan(p, inst.effect, (), dry=False)
                game.run(p, inst.effect, ())
            ev.applied = tuple(applied)
            return True
        raise UnknownKind(f"replacement kind {inst.KIND!r} (origin {l.origin})")
    raise LoopLimit(f"replacement effects applied more than 1000 times to one {ev.kind.value} event")
