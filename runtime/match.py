"""A whole game: set-up, turns and the play phase driven by the chooser, the end of the game.

`Game` (interpreter.py) knows the rules of one turn: the clock, scoring, draws, the hand limit,
the winner. This module plays whole games on top of it, for any ruleset that declares a play
phase (today Smash Up; readings SU-G1..G7 in docs/runtime.md):

- `setup(game, decks, bases)`: decks shuffled, bases shuffled into the base deck and
  players + `Ruleset.extra_bases` of them put into play (SU-G1), `Ruleset.setup_hand` cards
  drawn by each player.
- `play_turn(game)`: begin the next player's turn, walk the phases; in the play phase the active
  player decides, one `Choice.PLAY` decision at a time, what to do next (`play_phase`); end the
  turn (which checks the winner, SU-G7).
- `play_game(game, max_turns)`: turns until there is a winner or `max_turns` turns were played.

Every decision goes through the game's chooser, so under a `RandomChooser` this is a random
game and under a `ScriptedChooser` a scripted one. Nothing here is specific to one card.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from .choices import Choice, IllegalChoice, by_shape
from .draws import shuffle as _shuffle
from .errors import GameError, LoopLimit, NotDeclarable
from .matching import _filter_tests, _t_family, _t_subtypes
from .memo import identity_cache, identity_keyed_cache
from .power_watch import _LOCAL_TESTS
from .sides import sides_of
from .interpreter import Game, activated_of
from .spec import CardSpec
from .state import Card
from .trace import RULE

END = "end phase"


def setup(game: Game, decks: Sequence[Sequence[CardSpec]], bases: Sequence[CardSpec] = (),
          shared: dict[str, CardSpec] | None = None, set_aside: Sequence[Sequence[CardSpec]] = ()) -> None:
    """Set a game up: one deck per player (shuffled), the base deck (shuffled) and the bases in
    play (SU-G1), the ruleset's shared decks from their compiled cards `shared` (SU-M1: none
    given, none made), the opening hands. `set_aside`: per player, the cards they keep set aside
    out of their deck (their titans, SU-T1). Raises `GameError` when there are too few bases."""
    rs = game.ruleset
    st = game.state
    n = len(game.players)
    if len(decks) != n:
        raise GameError(f"{len(decks)} decks for {n} players")
    if shared is not None and rs.shared_decks:
        game.add_shared_decks(shared)
    for p, deck in enumerate(decks):
        for spec in deck:
            game.add_card(spec, p, rs.deck_zone)
        _shuffle(st.rng, st.zone_cards(p, rs.deck_zone))
    for p, cards in enumerate(set_aside):
        if cards and rs.set_aside_zone is None:
            raise GameError(f"{rs.title} sets no card aside")
        for spec in cards:
            game.add_card(spec, p, rs.set_aside_zone)
    if rs.base_type is not None and rs.extra_bases is not None:
        need = n + rs.extra_bases
        if len(bases) < need:
            raise GameError(f"{len(bases)} bases for {n} players: a game needs at least {need}")
        base_deck = rs.base_deck_zone or rs.play_zone
        ids = [game.add_card(spec, None, base_deck) for spec in bases]
        deck = st.zone_cards(None, base_deck)
        _shuffle(st.rng, deck)
        for _ in range(need):
            game.relocate(st.cards[deck[-1]], rs.play_zone, None)
        del ids
    for p in range(n):
        if rs.setup_hand:
            for _ in range(rs.setup_hand):
                deck = st.zone_cards(p, rs.deck_zone)
                if not deck:
                    break
                game.relocate(st.cards[deck[-1]], rs.hand_zone, p)
    game.trace.add(RULE, "rule:setup", "", "set up", (("players", n), ("bases", len(bases)), ("rule", "SU-G1")))


# watch(stage, label, card id): stage "before" / "after" an action or a step of the clock (a
# watch with `after_each` false is called "after" only at the end of the turn).
Watch = Callable[[str, str, "int | None"], None]


def _nowatch(stage: str, label: str, cid: int | None) -> None:
    pass


def _after_of(w: Watch) -> Watch:
    """What to call after an action or a step of the clock other than the end of the turn: a
    watch whose `after_each` is false looks only at the end of the turn (the fuzz harness's
    default check), so it is not called there."""
    return w if getattr(w, "after_each", True) else _nowatch


def play_game(game: Game, max_turns: int = 200, *, watch: Watch | None = None) -> int | None:
    """Play turns until a player wins (SU-G7) or `max_turns` turns have been played. Returns the
    winner (None: the game did not end). `watch(stage, label, cid)` is called before and after
    every action and every step of the clock (the fuzz harness checks invariants there)."""
    while game.winner is None and game.state.turn < max_turns:
        play_turn(game, watch=watch)
    return game.winner


def play_turn(game: Game, *, watch: Watch | None = None, max_actions: int = 500) -> None:
    """One whole turn of the next player: every phase, the play phase through `play_phase`."""
    rs = game.ruleset
    w = watch or _nowatch
    after = _after_of(w)
    w("before", "start of turn", None)
    game.begin_turn()
    after("after", "start of turn", None)
    while game.state.phase_index + 1 < len(rs.phases):
        nxt = rs.phases[game.state.phase_index + 1]
        w("before", nxt, None)
        game.next_phase()
        after("after", nxt, None)
        if game.state.phase == rs.play_phase:
            play_phase(game, watch=watch, max_actions=max_actions)
    w("before", "end turn", None)
    game.end_turn()
    w("after", "end turn", None)


def play_options(game: Game, player: int) -> list[tuple[str, int, int]]:
    """What the player may try now in the play phase, as (label, card id, activated ability
    index or -1 for playing the card, -2 - k for playing a card of two types as its k-th type,
    SU-P1): play a card of their hand of a type they have a play
    (or an extra play) left for, play a card that an extra play lets them play from another
    zone, use an activated ability (a Talent). Only what the game accepts now is offered: a card
    with a place it may go (`play_places`, `Game.why_not_play`), an ability `Game.why_not_activate`
    allows; where the card goes is asked when it is played (`play_one_card`)."""
    cards = game.state.cards
    return [(_label(cards[cid], act, frm), cid, act) for cid, act, frm in _play_choices(game, player)]


def _label(c: Card, act: int, frm: str | None) -> str:
    """The label of a play option (`play_options`): "play X", "play X from ZONE", "activate X"
    (its first activated ability), "activate X N" (its N-th)."""
    if act >= 0:
        return f"activate {c.label} {act}" if act else f"activate {c.label}"
    if act < -1:            # SU-P1: "play X as minion"
        return f"play {c.label} as {sides_of(c.spec)[-2 - act]}"
    return f"play {c.label} from {frm}" if frm else f"play {c.label}"


def _play_choices(game: Game, player: int) -> list[tuple[int, int, str | None]]:
    """`play_options` without their labels: (card id, ability index or -1, the zone an extra
    play takes the card from, None from the hand), in the same order."""
    rs = game.ruleset
    st = game.state
    pl = st.players[player]
    cards = st.cards
    out: list[tuple[int, int, str | None]] = []
    left = pl.plays_left
    grants = pl.extra_plays
    hand = st.zone_cards(player, rs.hand_zone)
    if not rs.plays_per_turn:
        for cid in hand:
            out.append((cid, -1, None))
    elif grants:
        for cid in hand:
            t = cards[cid].spec.card_type
            if left.get(t, 0) > 0 or _allowed(grants, t):
                out.append((cid, -1, None))
    else:
        # the types with a play left (none once the turn's plays are made: the hand is not read)
        types = [t for t, k in left.items() if k > 0]
        if len(types) == 1:
            t = types[0]
            for cid in hand:
                if cards[cid].spec.card_type == t:
                    out.append((cid, -1, None))
        elif types:
            for cid in hand:
                if cards[cid].spec.card_type in types:
                    out.append((cid, -1, None))
    if rs.plays_per_turn and (grants or any(k > 0 for k in left.values())):
        # SU-P1: a card of two types: one option per type it may be played as now
        for cid in hand:
            sides = cards[cid].spec.sides
            if sides:
                for k, t in enumerate(sides_of(cards[cid].spec)):
                    if left.get(t, 0) > 0 or (grants and _allowed(grants, t)):
                        out.append((cid, -2 - k, None))
    if grants:
        for zone in sorted({g.zone for g in grants if g.zone != rs.hand_zone}):
            types = {g.card_type for g in grants if g.zone == zone}
            out += [(i, -1, zone) for i in st.zones[st.zone_key(player, zone)]
                    if cards[i].spec.card_type in types and cards[i].owner == player]
    if out:
        # only the plays the game accepts somewhere (`may_play`: `Game.why_not_play`)
        bases = _of_type(game, rs.base_type) if rs.base_type is not None else []
        # `why_not_play` of a card of one type from the hand, with a play of its type left and
        # no place it must be played on, is None wherever it goes while no static bars or limits
        # plays, no type is limited in play and nothing costs or needs a target: not asked
        plain = not (game._no_play or game._no_extra or (rs.cost_stat and rs.coin_resource)
                     or rs.targets_required)
        per_player = game._per_player
        kept: list[tuple[int, int, str | None]] = []
        for o in out:
            c = cards[o[0]]
            spec = c.spec
            if plain and o[1] == -1 and o[2] is None and not spec.sides and c.owner == player \
                    and left.get(spec.card_type, 0) > 0 and per_player.get(spec.card_type) is None:
                if spec.play_on is None:
                    kept.append(o)
                    continue
                if _field_tests_only(spec.play_on):
                    # "Play on a minion": allowed on the first card in play it may go on
                    if _has_host(game, c):
                        kept.append(o)
                    continue
            if may_play(game, o[0], sides_of(spec)[-2 - o[1]] if o[1] < -1 else None, bases):
                kept.append(o)
        out = kept
    phase = st.phase
    why_not = game.why_not_activate
    acts_of = game.activatable
    here = (None, phase)
    granted = _GRANTED
    usable = _USABLE
    for i in filter(acts_of.__contains__, st.in_play()):    # (the cards with activated abilities)
        c = cards[i]
        spec = c.spec
        g = granted.get(id(spec))
        if g is None:
            g = _granted(spec)
        if g:
            # a Talent granted to the card this one is on is its controller's (`on_host`)
            host = cards.get(c.attached_to) if c.attached_to is not None else None
            acts = activated_of(spec)
            for n in _usable(spec, here):
                if ((host is not None and host.controller == player) if acts[n].on_host else c.controller == player) \
                        and why_not(i, n) is None:
                    out.append((i, n, None))
        elif c.controller == player:
            ns = usable.get(id(spec))
            ns = ns.get(here) if ns is not None else None
            if ns is None:
                ns = _usable(spec, here)
            for n in ns:
                if why_not(i, n) is None:       # (only what `Game.activate` accepts now)
                    out.append((i, n, None))
    if game._copied_acts:
        # t16b: the activated abilities a card has copied, numbered after its own (runtime/copies.py)
        seen: dict[int, int] = {}
        for l in game._copied_acts:
            c = l.card
            k = seen[c.id] = seen.get(c.id, len(activated_of(c.spec)) - 1) + 1
            ab = l.ability
            if c.zone == rs.play_zone and ab.zone is None and (ab.phase is None or ab.phase == phase) and (
                    (c.controller == player) if not ab.on_host else (
                        c.attached_to is not None and cards[c.attached_to].controller == player)) \
                    and why_not(c.id, k) is None:
                out.append((c.id, k, None))
    if rs.set_aside_zone is not None:
        # SU-T2: "… you may play this titan": an ability that works while the card is set aside
        aside = (rs.set_aside_zone, phase)
        for i in st.zone_cards(player, rs.set_aside_zone):
            if i in acts_of:
                out += [(i, n, None) for n in _usable(cards[i].spec, aside) if why_not(i, n) is None]
    if rs.discard_zone:
        # h16u: "Special: … you may play this card from your discard pile": an ability that works
        # while the card is in its owner's discard pile (docs/runtime.md)
        pile = (rs.discard_zone, phase)
        for i in st.zone_cards(player, rs.discard_zone):
            if i in acts_of:
                out += [(i, n, None) for n in _usable(cards[i].spec, pile) if why_not(i, n) is None]
    return out


@identity_cache
def _granted(spec: CardSpec) -> bool:
    """Whether the card has a Talent it grants to the card it is on (`Activated.on_host`)."""
    return any(ab.on_host for ab in activated_of(spec))


_GRANTED = _granted.values      # type: ignore[attr-defined]  # id(spec) -> value, looked at first


def _allowed(grants: list[Any], card_type: str) -> bool:
    """Whether one of the restricted extra plays allows the card type."""
    for g in grants:
        if g.allows(card_type):
            return True
    return False


@identity_keyed_cache
def _usable(spec: CardSpec, where: tuple[str | None, str]) -> tuple[int, ...]:
    """The indices of the card's activated abilities (`activated_of`) that work in the zone
    `where[0]` (None: in play) during the phase `where[1]`."""
    zone, phase = where
    return tuple(n for n, ab in enumerate(activated_of(spec))
                 if ab.zone == zone and (ab.phase is None or ab.phase == phase))


_USABLE = _usable.per         # type: ignore[attr-defined]  # id(spec) -> {where: value}, looked at first


def play_places(game: Game, cid: int, as_type: str | None = None) -> list[Card | None]:
    """Where the game accepts the card played now (`Game.why_not_play`), in the order they are
    asked: the cards in play its "Play on …" allows, else, for a card that stays in play, the
    bases (SU-G2); `[None]` for a card played nowhere in particular; `[]` when it cannot be
    played now. A card of two types as `as_type` (SU-P1)."""
    why_not = game.why_not_play
    return [p for p in _places(game, cid, as_type) if why_not(cid, as_type=as_type, **_where(game, p)) is None]


def may_play(game: Game, cid: int, as_type: str | None = None, bases: list[Card] | None = None) -> bool:
    """Whether `play_places` has a place (it stops at the first one); `bases`: the bases in play,
    when the caller has them."""
    why_not = game.why_not_play
    for p in _places(game, cid, as_type, bases):
        if why_not(cid, as_type=as_type, **_where(game, p)) is None:
            return True
    return False


def _places(game: Game, cid: int, as_type: str | None, bases: list[Card] | None = None) -> list[Card | None]:
    """Where the card could go, before the game's checks (`play_places`)."""
    rs = game.ruleset
    c = game.state.cards[cid]
    if as_type is None and c.spec.play_on is not None:
        return list(_hosts(game, c))
    t = rs.card_type(as_type if as_type is not None else c.spec.card_type)
    if rs.base_type is not None and (t is None or t.in_play):
        if bases is None:
            bases = _of_type(game, rs.base_type)
        if bases:
            return list(bases)
    return [None]


def _where(game: Game, p: Card | None) -> dict[str, int]:
    """`play_card`'s keyword for the place: a base (`base=`), a card (`on=`) or nowhere."""
    if p is None:
        return {}
    return {"base": p.id} if p.spec.card_type == game.ruleset.base_type else {"on": p.id}


def play_one_card(game: Game, cid: int, as_type: str | None = None) -> None:
    """Play a card, asking where it goes among the places the game accepts (`play_places`): the
    card it is played on ("Play on a minion": any card in play its text allows) or, for a card
    that stays in play, the base (SU-G2); a card of two types as `as_type` (SU-P1)."""
    c = game.state.cards[cid]
    places = play_places(game, cid, as_type)
    if not places:
        tried = _places(game, cid, as_type)
        if not tried:
            raise NotDeclarable(f"{c.label}: no card to play it on")
        raise NotDeclarable(game.why_not_play(cid, as_type=as_type, **_where(game, tried[0])) or
                            f"{c.label} cannot be played now")
    if places != [None]:
        if as_type is None and c.spec.play_on is not None:
            i = game.ask(Choice.TARGETS, c.owner, f"card to play {c.label} on", game._labels(places), origin="game:play")[0]
        else:
            i = game.ask(Choice.BASE, c.owner, f"base for {c.label}", game._labels(places), origin="game:play")[0]
        game.play_card(cid, as_type=as_type, **_where(game, places[i]))
        return
    game.play_card(cid, as_type=as_type)


def _hosts(game: Game, c: Card) -> list[Card]:
    """The cards in play `c` may be played on (its "Play on …")."""
    cards = game.state.cards
    return [cards[i] for i in game.state.in_play() if i != c.id and game.matches(c.spec.play_on, cards[i], c, c.owner)]


def _has_host(game: Game, c: Card) -> bool:
    """Whether `_hosts` has a card (it stops at the first one)."""
    cards = game.state.cards
    on = c.spec.play_on
    for i in game.state.in_play():
        if i != c.id and game.matches(on, cards[i], c, c.owner):
            return True
    return False


@identity_cache
def _field_tests_only(f: Any) -> bool:
    """Whether the filter's tests read only the cards' fields (`power_watch._LOCAL_TESTS` but a
    family or subtype, which other statics may give): no value (a reset choice asked while
    valuing is a decision), no search."""
    return all(t in _FIELD_TESTS for t in _filter_tests(f))


_FIELD_TESTS = _LOCAL_TESTS - {_t_subtypes, _t_family}


def _of_type(game: Game, card_type: str) -> list[Card]:
    """The cards in play of the type, in order (the bases)."""
    cards = game.state.cards
    return [cards[i] for i in game.state.in_play() if cards[i].spec.card_type == card_type]


_activated = activated_of
_ACTIVATED = activated_of.values      # type: ignore[attr-defined]


def _not_refused(cards: dict[int, Card], choices: list[tuple[int, int, str | None]],
                 refused: set[str]) -> list[tuple[int, int, str | None]]:
    return [o for o in choices if _label(cards[o[0]], o[1], o[2]) not in refused]


def _not_refused_keys(choices: list[tuple[int, int, str | None]],
                      keys: set[tuple[int, int, str | None]]) -> list[tuple[int, int, str | None]]:
    return [o for o in choices if o not in keys]


def ask_play_by_count(game: Game, by_count: Callable[[int], int], n: int) -> int:
    """A play decision among `n` options and "end phase" (index `n`), answered by a chooser's
    `choose_play` from their number alone: counted and checked as `Game.ask` does."""
    game.decisions += 1
    i = by_count(n + 1)
    if not (isinstance(i, int) and 0 <= i <= n):
        raise IllegalChoice(f"{Choice.PLAY.value}: no option {i!r} among {n + 1} options")
    return i


def play_phase(game: Game, *, watch: Watch | None = None, max_actions: int = 500) -> None:
    """The active player's play phase: ask what to do next (`Choice.PLAY`: one option per
    `play_options` entry, and "end phase") until they end it. An option the game refuses
    (`NotDeclarable`) is not offered again this phase. More than `max_actions` actions in one
    phase raise `LoopLimit`."""
    player = game.state.active
    w = watch or _nowatch
    after = _after_of(w)
    key = (game.state.turn, game.state.phase_index, player)
    if game.refused_plays[0] != key:
        game.refused_plays = (key, set())
    refused = game.refused_plays[1]
    cards = game.state.cards
    # a chooser that answers a play decision from the number of options alone (`RandomChooser`)
    # is not handed their labels while nothing records them: only the chosen one is made
    by_count = by_shape(game.chooser, "choose_play")
    # the options refused in this call, as (card id, ability, zone): a label names one option
    # ("Name#id"), so these are `refused` without making every option's label again; labels
    # refused before this call (a game resumed mid-phase) are looked up by label
    resumed = bool(refused)
    keys: set[tuple[int, int, str | None]] = set()
    for _ in range(max_actions):
        choices = _play_choices(game, player)
        if resumed:
            choices = _not_refused(cards, choices, refused)
        elif keys:
            choices = _not_refused_keys(choices, keys)
        n = len(choices)
        if not n:
            return                      # "end phase" is the only option: forced, not asked
        if by_count is not None and not game.trace.enabled:
            i = ask_play_by_count(game, by_count, n)
        else:
            labels = [_label(cards[cid], act, frm) for cid, act, frm in choices]
            labels.append(END)
            i = game.ask(Choice.PLAY, player, "what next in the play phase", labels, origin="game:play")[0]
        if i == n:
            return
        cid, act, frm = choices[i]
        label = _label(cards[cid], act, frm)
        w("before", label, cid)
        try:
            if act < -1:
                play_one_card(game, cid, as_type=sides_of(cards[cid].spec)[-2 - act])
            elif act < 0:
                play_one_card(game, cid)
            else:
                game.activate(cid, act)
        except NotDeclarable as e:
            refused.add(label)
            keys.add((cid, act, frm))
            game.trace.add(RULE, "game:play", "", "refused", (("action", label), ("why", str(e))))
            continue
        after("after", label, cid)
    raise LoopLimit(f"more than {max_actions} actions in one play phase")
