"""Events: what committing each one does, and the pattern matcher of triggers and replacements.

An event is proposed by an effect handler (or by a rule) and passes through `Game.propose`
(`pipeline.py`): "can't" statics -> replacement effects -> "before" triggers -> commit (one
handler per `spec.Event`, `COMMIT`) -> rule effects -> triggered abilities. The handlers here see
the game only through `ops.GameOps`.

Commit handlers return True when the event happened (an empty deck makes a draw not happen, a
tapped card cannot be tapped again) and may set ``ev.amount`` to what actually happened
("as much as possible", BH-520 / SU-A4).
"""

from __future__ import annotations

from collections.abc import Callable

import attrs

from .ops import GameOps
from .records import Ev, relation
from .spec import Controller, Duration, Event, EventPattern
from .state import Card, Modifier, TempCoins


def match_pattern(game: GameOps, pat: EventPattern, ev: Ev, src: Card | None, ctrl: int | None) -> bool:
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
    if pat.player is Controller.HOST:
        h = game.host_of(src) if src is not None else None
        if h is None or ev.player != h.controller:
            return False
    elif pat.player is not Controller.ANY and not relation(pat.player, ev.player, ctrl):
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
    if pat.by_this and (src is None or ev.source != src.id):
        return False
    if pat.label is not None and ev.what != pat.label:
        return False            # "uses a talent": an ability of that label
    if pat.raises is not None and (not ev.data or pat.raises not in ev.data):
        return False            # "directly increases the power of": the action raised that stat
    if pat.cause_effects and ev.cause not in pat.cause_effects:
        return False
    if pat.cause_types and ev.stype not in pat.cause_types:
        return False
    if pat.cause_controller is not Controller.ANY and not relation(pat.cause_controller, ev.scontroller, ctrl):
        return False
    if pat.cause is not None:
        # t16c: the card whose ability caused it ("a standard action"), as it was (look-back)
        cause = game.state.cards.get(ev.source) if ev.source is not None else None
        if cause is None or not game.matches(pat.cause, cause, src, ctrl, ev, look_back=True):
            return False
    if pat.subject is not None:
        # a card that just left play is matched as it was (look-back): test zone-free (a loop:
        # a generator here would make the arguments cells on every call)
        f = pat.subject
        for c in ev.subjects():
            if game.matches(f, c, src, ctrl, ev, look_back=True):
                return True
        return False
    return True


# ---- the registry: one entry per event --------------------------------------------------------

Commit = Callable[[GameOps, Ev], bool]


@attrs.frozen
class EventRule:
    """What the pipeline knows about one kind of event."""

    commit: Commit                  # what committing it does; True: it happened
    look_back: bool = False         # its subjects leave play: triggers are matched before the
                                    # commit, so a card's own "when this dies" and its squad-mates'
                                    # death triggers see it as it was (BH-505.3)
    shielded: bool = False          # it changes a card in play: a card "not affected by" the
                                    # source's cards is spared it


RULES: dict[Event, EventRule] = {}


def commits(event: Event, *, look_back: bool = False, shielded: bool = False) -> Callable[[Commit], Commit]:
    """Register the decorated function as the commit handler of `event`, with its facts."""
    def register(c: Commit) -> Commit:
        if event in RULES:
            raise ValueError(f"two commit handlers for {event}")
        RULES[event] = EventRule(c, look_back, shielded)
        return c
    return register


# ---- commit handlers --------------------------------------------------------------------------


def _noop(game: GameOps, ev: Ev) -> bool:
    """Nothing to change: the event is a moment others listen to (a play, a turn's start)."""
    return True


for _moment in (Event.PLAY, Event.ENTER, Event.TARGETED, Event.AFFECT, Event.USE, Event.LEAVE_PLAY, Event.TURN_START, Event.TURN_END,
                Event.PHASE_START, Event.ATTACK, Event.SEARCH):
    commits(_moment)(_noop)


@commits(Event.WOUND, shielded=True)
def c_wound(game: GameOps, ev: Ev) -> bool:
    c = ev.card
    if ev.amount <= 0 or not game.state.is_in_play(c):
        return False
    prevent = game.prevent_wounds
    if prevent is not None:                 # Berserk Armour X (runtime/berserk/combat.py)
        ev.amount = prevent(c, ev)
        if ev.amount <= 0:
            return False
    w = game.ruleset.wound_counter
    c.counters[w] = c.counters.get(w, 0) + ev.amount
    c.last_harm = (ev.source, ev.scontroller, ev.stype, ev.cause, ev.origin, ev.applied)
    game.mark_dirty(c)
    return True


@commits(Event.HEAL, shielded=True)
def c_heal(game: GameOps, ev: Ev) -> bool:
    c = ev.card
    w = game.ruleset.wound_counter
    have = c.counters.get(w, 0)
    healed = min(have, ev.amount)               # BH-520.2: fewer wounds -> all of them
    if healed <= 0:
        return False
    c.counters[w] = have - healed
    ev.amount = healed
    return True


@commits(Event.LIVES, shielded=True)
def c_lives(game: GameOps, ev: Ev) -> bool:
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
    game.mark_dirty(c)
    return True


@commits(Event.SET_LIFE, shielded=True)
def c_set_life(game: GameOps, ev: Ev) -> bool:
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
    game.mark_dirty(c)
    return True


@commits(Event.PLACE_COUNTERS, shielded=True)
def c_place_counters(game: GameOps, ev: Ev) -> bool:
    c = ev.card
    aside = game.ruleset.set_aside_zone
    if ev.amount <= 0 or not (game.state.is_in_play(c) or (aside is not None and c.zone == aside)):
        return False                    # (a titan set aside keeps counters too, SU-T6)
    c.counters[ev.what] = c.counters.get(ev.what, 0) + ev.amount
    if ev.what == game.ruleset.wound_counter:
        c.last_harm = (ev.source, ev.scontroller, ev.stype, ev.cause, ev.origin, ev.applied)
        game.mark_dirty(c)
    return True


@commits(Event.REMOVE_COUNTERS, shielded=True)
def c_remove_counters(game: GameOps, ev: Ev) -> bool:
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


@commits(Event.MODIFY, shielded=True)
def c_modify(game: GameOps, ev: Ev) -> bool:
    c = ev.card
    if not game.state.is_in_play(c):
        return False
    op, duration = ev.data
    m = Modifier(seq=game.state.seq(), stat=ev.what, op=op, amount=ev.amount, duration=duration,
                 source=ev.source, controller=ev.scontroller, origin=ev.origin, turn=game.state.turn)
    c.modifiers.append(m)
    if duration in (Duration.WHILE_SOURCE_IN_PLAY, Duration.WHILE_SOURCE_HERE) and ev.source is not None:
        game.tie_to_source(ev.source, c, m)
    if ev.what == game.ruleset.life_stat:
        game.mark_dirty(c)
    return True


@commits(Event.TAP, shielded=True)
def c_tap(game: GameOps, ev: Ev) -> bool:
    c = ev.card
    if c.tapped or not game.state.is_in_play(c):
        return False
    c.tapped = True
    return True


@commits(Event.STUN, shielded=True)
def c_stun(game: GameOps, ev: Ev) -> bool:
    c = ev.card
    if not game.state.is_in_play(c):
        return False
    c.stunned = True
    return True


@commits(Event.UNTAP, shielded=True)
def c_untap(game: GameOps, ev: Ev) -> bool:
    c = ev.card
    if not c.tapped:
        return False
    c.tapped = False
    return True


@commits(Event.GAIN)
def c_gain(game: GameOps, ev: Ev) -> bool:
    if ev.amount <= 0:
        return False
    p = game.state.players[ev.player]
    if ev.data is not None:                      # temporary coins (BH-522.4)
        p.temp_coins.append(TempCoins(amount=ev.amount, duration=ev.data, player=ev.player,
                                      turn=game.state.turn, origin=ev.origin))
    else:
        p.resources[ev.what] = p.resources.get(ev.what, 0) + ev.amount
    return True


@commits(Event.LOSE)
def c_lose(game: GameOps, ev: Ev) -> bool:
    """Lose a resource; coins go back to the supply and the player picks which (BH-522.5)."""
    p = game.state.players[ev.player]
    lost = game.take_resource(p, ev.what, ev.amount, why="lose")
    ev.amount = lost
    if lost and ev.data is not None:             # a temporary loss: they come back later
        p.lent_coins.append(TempCoins(amount=lost, duration=ev.data, player=ev.player,
                                      turn=game.state.turn, origin=ev.origin))
    return lost > 0


@commits(Event.PAY)
def c_pay(game: GameOps, ev: Ev) -> bool:
    p = game.state.players[ev.player]
    paid = game.take_resource(p, ev.what, ev.amount, why="pay")
    ev.amount = paid
    rs = game.ruleset
    if paid and rs.pay_closes_coins and ev.what == rs.coin_resource:
        # BH-G2: paid coins are closed, not lost: they open again at their owner's next turn
        # (and, as BH-522.4 says of coins lent for a while, coming back is no gain)
        p.lent_coins.append(TempCoins(amount=paid, duration=Duration.START_OF_YOUR_NEXT_TURN, player=ev.player,
                                      turn=game.state.turn, origin="rule:payment"))
    return True


@commits(Event.DRAW_CARDS)
def c_draw_cards(game: GameOps, ev: Ev) -> bool:
    return True            # the instruction itself; the single draws follow (BH-527.2)


@commits(Event.DRAW)
def c_draw(game: GameOps, ev: Ev) -> bool:
    st = game.state
    rs = game.ruleset
    if ev.card is not None:
        # a chosen card of the deck ("reveal the bottom card of your deck and draw it")
        c = ev.card
        if c.zone != rs.deck_zone or c.owner != ev.player:
            return False
        game.relocate(c, rs.hand_zone, ev.player)
        st.players[ev.player].draws_this_turn += 1
        return True
    if ev.what:                     # SU-M2: the top card of a shared deck, if there is one
        deck = st.zone_cards(None, ev.what)
        if not deck:
            return False
        c = st.cards[deck[-1]]
        game.relocate(c, rs.hand_zone, ev.player)
        ev.card = c
        st.players[ev.player].draws_this_turn += 1
        return True
    deck = st.zone_cards(ev.player, rs.deck_zone)
    if not deck and rs.reshuffle_discard:
        game.reshuffle_discard(ev.player)
    if not deck:
        return False       # BH-520.3: take what there is
    c = st.cards[deck[-1]]
    game.relocate(c, game.ruleset.hand_zone, ev.player)
    ev.card = c
    st.players[ev.player].draws_this_turn += 1
    return True


@commits(Event.DISCARD, look_back=True)
def c_discard(game: GameOps, ev: Ev) -> bool:
    """A card is discarded from its owner's hand, or from their deck (a card looked at on top)."""
    c = ev.card
    rs = game.ruleset
    if c.zone not in (rs.hand_zone, rs.deck_zone) or c.zone_owner != c.owner:
        return False
    game.relocate(c, game.ruleset.discard_zone, c.owner)
    return True


@commits(Event.DESTROY, look_back=True, shielded=True)
def c_destroy(game: GameOps, ev: Ev) -> bool:
    """Every part of a combined creature goes to its owner's discard zone as a separate card
    (BH-505.4); the event stays one event, so death triggers fire once."""
    if not game.state.is_in_play(ev.card):
        return False
    zone = game.ruleset.discard_zone
    if not game.can_go(ev.card, zone):
        return False
    # the parts first, then the host (BH-505.4); h16n: in a game with bases the cards on a card are
    # not parts of it but go with it, after it, so what they say about it going ("when this minion
    # goes to the discard pile, … instead") still holds as it goes
    order = ev.cards if game.ruleset.base_type is not None else ev.cards[1:] + ev.cards[:1]
    for c in order:
        if game.state.is_in_play(c) and game.can_go(c, zone):
            game.relocate(c, zone, c.owner, cause="destroy")     # "if it was destroyed"
    return True


@commits(Event.MOVE, look_back=True, shielded=True)
def c_move(game: GameOps, ev: Ev) -> bool:
    c = ev.card
    to_zone, to_base, shuffle = ev.data[:3]
    dest = ev.data[3] if len(ev.data) > 3 else c.owner      # "into another player's hand"
    if to_base is not None:
        if (c.at == to_base and game.state.is_in_play(c)) or not game.is_base_in_play(to_base) \
                or c.spec.card_type == game.ruleset.base_type:
            return False        # already there, or no base in play to go to (it left meanwhile)
        if not game.state.is_in_play(c):          # from hand to a base: moved there, not played
            rs = game.ruleset
            game.relocate(c, rs.play_zone, None if rs.play_zone in rs.shared_zones else c.owner)
            c.controller = c.owner
        moved_between = c.at is not None
        c.at = to_base
        for part in game.combined(c)[1:]:              # what is on the minion goes with it
            part.at = to_base
        if moved_between:
            game.source_moved(c)        # "while this minion is here" ends (it is not here now)
        return True
    if c.zone == to_zone and c.zone_owner == c.owner and shuffle is not None \
            and to_zone in (game.ruleset.deck_zone, game.ruleset.base_deck_zone):
        # a card already in the deck put on its top / bottom, or shuffled into it (revealed cards)
        ids = game.state.zone_cards(c.owner, to_zone)
        if shuffle is True:
            game.shuffle(c.owner, to_zone)
        else:
            ids.remove(c.id)
            ids.insert(0, c.id) if shuffle == "bottom" else ids.append(c.id)
        return True
    if (c.zone == to_zone and c.zone_owner == dest) or not game.can_go(c, to_zone):
        return False
    game.relocate(c, to_zone, dest)
    if c.zone != to_zone:
        # it went elsewhere (a titan is set aside, SU-T1), or a replacement kept it in play
        # ("… you may move it to another base instead"): then it did not move out of play
        return c.zone != game.ruleset.play_zone
    if shuffle == "bottom":             # "on the bottom of its owner's deck": the zone's first card
        ids = game.state.zone_cards(dest, to_zone)
        ids.remove(c.id)
        ids.insert(0, c.id)
    elif shuffle:
        game.shuffle(dest, to_zone)
    return True


@commits(Event.CONTROL, shielded=True)
def c_control(game: GameOps, ev: Ev) -> bool:
    c = ev.card
    if not game.state.is_in_play(c) or c.controller == ev.player:
        return False
    c.controller = ev.player
    game.control_changed(c)
    return True


@commits(Event.ATTACH, shielded=True)
def c_attach(game: GameOps, ev: Ev) -> bool:
    """The source (ev.data) becomes a part of the target card (combined creature, BH-505.4)."""
    part, host = ev.data, ev.card
    st = game.state
    if part is host or not st.is_in_play(part) or not st.is_in_play(host) or part.attached_to == host.id:
        return False
    if part.owner is None:
        # an ownerless card (a Smash Up base) is never a part of another card: it would have no
        # discard pile to go to when its host leaves play
        return False
    game.attach_part(part, host)
    return True


@commits(Event.SCORE, look_back=True)
def c_score(game: GameOps, ev: Ev) -> bool:
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
        # "opponents here are awarded 2 less VP from this base" (spec.AwardChange)
        awards += [(p, game.awarded(base, p, rewards[place]), place + 1) for p in tie]
        place += len(tie)
        i += len(tie)
    ev.data = tuple(awards)
    ev.amount = sum(totals.values())
    base.scored = True          # no longer a place to move to (planning: "move … to another base")
    for p, vp, _place in awards:
        if vp:
            game.propose(Ev(Event.GAIN, player=p, amount=vp, what=rs.vp_resource, origin="rule:score",
                            cause="score", applied=ev.applied))
    return True


# the tables the pipeline reads on every event, from the registry
COMMIT: dict[Event, Commit] = {e: r.commit for e, r in RULES.items()}
LOOK_BACK = frozenset(e for e, r in RULES.items() if r.look_back)
SHIELDED = frozenset(e for e, r in RULES.items() if r.shielded)
