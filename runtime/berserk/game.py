"""A whole Berserk game: set-up with heroes, turns, the main phase with attacks, the winner.

Readings (docs/runtime.md, "A whole Berserk game"):

- BH-G1 [Герой]: each player has one hero, in play from the start, open; a set with no hero
  gives each player a plain hero with `Ruleset.default_hero_life` lives. A player whose hero's
  wounds reach its lives loses at once (BH-503 rule effect); the other player wins.
- BH-G2 [Монета, BH-522]: paying closes coins instead of losing them; they open again at their
  owner's next turn (`Ruleset.pay_closes_coins`). Both heroes dying at once (a strike and its
  counter-strike) is a draw (ours). The accumulation phase gives a coin below 10.
- BH-G3 [Событие, Оружие, Экипировка]: events and weapons stay in play, one of each per player;
  a weapon lends its strike to its controller's hero.
- BH-G4: a turn is start of turn (cards open, poison), accumulation (a coin, a card), main (the
  active player plays cards, uses abilities and attacks, one decision at a time, until they end
  it), end of turn. Each player draws `Ruleset.setup_hand` cards before the first turn.
- BH-K5 [Регенерация X]: at the end of its controller's turn the card heals X.
- BH-K6 [Отравление X]: at the start of its controller's turn the card takes X wounds (only the
  largest poison counts: poison counters and the keyword are not added).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from .. import match
from ..choices import Choice, by_shape
from ..errors import LoopLimit, NotDeclarable
from ..memo import identity_cache
from ..records import Ev
from ..spec import CardSpec, CostKind, Event
from ..trace import RULE
from .combat import SHOOT, attack_options, bstate, cost_of, kw, enable, kw_value, settle, shot_attack, strike_attack, weak

END = match.END


def plain_hero(life: int) -> CardSpec:
    """BH-G1: the hero of a player whose set has none."""
    return CardSpec(slug="berserk/hero", name="Hero", card_type="hero", stats=(("life", life),))


def setup(game: Any, decks: Sequence[Sequence[CardSpec]], heroes: Sequence[CardSpec | None] = (),
          tokens: Sequence[CardSpec] = ()) -> None:
    """Decks shuffled and opening hands (`match.setup`), each player's supply of the cards
    `tokens` (`Ruleset.token_supply` of each, BH-T1), then each player's hero into play (BH-G1;
    None or missing: a plain hero)."""
    rs = game.ruleset
    enable(game)
    match.setup(game, decks)
    if tokens and rs.token_zone:
        for p in range(len(game.players)):
            for spec in tokens:
                for _ in range(rs.token_supply):
                    game.add_card(spec, p, rs.token_zone)
    for p in range(len(game.players)):
        spec = heroes[p] if p < len(heroes) and heroes[p] is not None else plain_hero(rs.default_hero_life or 20)
        game.add_card(spec, p, rs.play_zone)
    settle(game)
    game.trace.add(RULE, "rule:setup", "", "heroes", (("rule", "BH-G1"),))


def begin_turn(game: Any, player: int | None = None) -> None:
    """The next turn begins: the cards in play are its player's settled ones (first-turn
    weakness), the clock's start of turn, then Poison X (BH-K6)."""
    enable(game)
    st = game.state
    nxt = player if player is not None else (0 if st.turn == 0 else (st.active + 1) % len(st.players))
    bstate(game).settled = {(c.id, c.moves, c.controller) for c in game.in_play() if c.controller == nxt}
    game.begin_turn(player)
    rs = game.ruleset
    for c in game.in_play():
        if c.controller != nxt:
            continue
        x = kw_value(c, "poison")
        if x:
            already = c.counters.get(rs.poison_counter or "poison", 0)
            if x > already:
                game.trace.add(RULE, "rule:poison", c.label, "poison", (("wounds", x - already), ("rule", "BH-K6")))
                game.propose(Ev(Event.WOUND, card=c, player=c.controller, amount=x - already, origin="rule:poison",
                                cause="poison"))
    game.resolve()


def end_turn(game: Any) -> None:
    """Regeneration X (BH-K5), then the clock's end of turn."""
    st = game.state
    for c in game.in_play():
        if c.controller != st.active:
            continue
        x = kw_value(c, "regeneration")
        if x and c.counters.get(game.ruleset.wound_counter, 0):
            game.trace.add(RULE, "rule:regeneration", c.label, "regeneration", (("heal", x), ("rule", "BH-K5")))
            game.propose(Ev(Event.HEAL, card=c, player=c.controller, amount=x, source=c.id,
                            scontroller=c.controller, stype=c.spec.card_type, origin="rule:regeneration"))
    game.resolve()
    game.end_turn()


def drawn(game: Any) -> bool:
    """BH-G1: every player lost at once (both heroes died to the same blows): a draw."""
    return all(p.lost for p in game.state.players)


def over(game: Any) -> bool:
    """The game has ended: a winner, or a draw (nobody has lost: not over, nothing to look at)."""
    if game.winner is not None:
        return True
    for p in game.state.players:        # (a loop: this runs before every decision)
        if p.lost:
            return game.check_winner() is not None or drawn(game)
    return False


@identity_cache
def _tap_costs(spec: CardSpec) -> tuple[bool, ...]:
    """For each activated ability of the card (in order), whether its costs close the card."""
    return tuple(any(k.cost is CostKind.TAP_SELF for k in a.costs) for a in spec.abilities if a.KIND == "activated")


def options(game: Any, player: int) -> list[tuple[str, int, int | str]]:
    """What the player may do now in the main phase: `match.play_options` (cards from hand they
    can pay for, activated abilities; a weak creature's tap abilities left out, BH-C1) and the attacks
    (`combat.attack_options`); a Frenzy card able to attack leaves only its attacks (BH-K4)."""
    attacks = attack_options(game, player)
    cards = game.state.cards
    if attacks and kw(cards[attacks[0][1]], "frenzy"):      # (then they all have it, BH-K4)
        return list(attacks)
    rs = game.ruleset
    st = game.state
    if rs.plays_per_turn or rs.set_aside_zone is not None or st.players[player].extra_plays:
        return _options_general(game, player, attacks)
    # `match.play_options`, for a ruleset without counted plays, extra plays or set-aside cards
    # (the same options in the same order), with the cards the player cannot pay for left out
    # before their labels are made: this runs before every decision of a main phase
    out: list[tuple[str, int, int | str]] = []
    coins = game.coins(player)
    cost_stat = rs.cost_stat
    fast = not game.cost_changes_live()
    for cid in st.zone_cards(player, rs.hand_zone):
        c = cards[cid]
        if cost_stat:
            if fast and not c.modifiers and not c.counters:
                cost = c.printed.get(cost_stat, 0)        # `Game.card_cost`, inlined
            else:
                cost = game.card_cost(c)          # (`cost_of`)
            if cost > coins:
                continue                # not offered: the player cannot pay for it now
        if not match.may_play(game, cid):
            continue                    # nor anything else the game would refuse (`Game.why_not_play`)
        out.append((f"play {c.label}", cid, -1))
    phase = st.phase
    acts_of = game.activatable          # (card id -> its activated abilities, `match._activated`)
    for i in st.in_play():
        acts = acts_of.get(i)
        if not acts:
            continue
        c = cards[i]
        if c.controller != player:
            continue
        taps = _tap_costs(c.spec)
        is_weak = None
        for n, ab in enumerate(acts):
            if ab.zone is not None or (ab.phase is not None and ab.phase != phase):
                continue
            if taps[n]:
                if is_weak is None:
                    is_weak = weak(game, c)
                if is_weak:
                    continue
            if game.why_not_activate(i, n) is None:     # (only what `Game.activate` accepts now)
                out.append((f"activate {c.label}" + (f" {n}" if n else ""), i, n))
    out += from_graveyard(game, player)
    out += attacks
    return out


@identity_cache
def _zoned(spec: CardSpec) -> tuple[tuple[int, str], ...]:
    """The activated abilities of the card that work in a zone out of play (BH-K39), as (index
    among its activated abilities, zone); computed once per spec."""
    return tuple((n, ab.zone) for n, ab in enumerate(match._activated(spec)) if ab.zone is not None)


_ZONED = _zoned.values      # type: ignore[attr-defined]  # `_ZONED.get(id(spec))` first: before every decision


def from_graveyard(game: Any, player: int) -> list[tuple[str, int, int | str]]:
    """BH-K39: the activated abilities that work in the graveyard ("(This ability works in your
    graveyard.)") of the cards in `player`'s graveyard, in its order."""
    rs = game.ruleset
    grave = rs.discard_zone
    ids = game.state.zone_cards(player, grave)
    # the same cards in the same order give the same options (a card's spec, owner and label do
    # not change): remembered per player, this runs before every decision of a main phase
    memo = game.__dict__.get("_bz_graveyard")
    if memo is None:
        memo = game._bz_graveyard = {}
    key = tuple(ids)
    got = memo.get(player)
    if got is not None and got[0] == key:
        return [o for o in got[1] if game.why_not_activate(o[1], o[2]) is None]
    cards = game.state.cards
    out: list[tuple[str, int, int | str]] = []
    for i in ids:
        c = cards[i]
        zoned = _ZONED.get(id(c.spec))
        if zoned is None:
            zoned = _zoned(c.spec)
        if not zoned:
            continue
        for n, zone in zoned:
            if zone == grave and c.owner == player:
                out.append((f"activate {c.label}" + (f" {n}" if n else "") + " from the graveyard", i, n))
    memo[player] = (key, tuple(out))
    return [o for o in out if game.why_not_activate(o[1], o[2]) is None]     # (what `Game.activate` accepts now)


def _options_general(game: Any, player: int, attacks: list[Any]) -> list[tuple[str, int, int | str]]:
    """`options` for any ruleset: `match.play_options` filtered."""
    cards = game.state.cards
    out: list[tuple[str, int, int | str]] = []
    rs = game.ruleset
    coins = game.coins(player)
    hand, play, cost_stat = rs.hand_zone, rs.play_zone, rs.cost_stat
    for o in match.play_options(game, player):
        c = cards[o[1]]
        act = o[2]
        if act < 0:
            if cost_stat and c.zone == hand and cost_of(game, c) > coins:
                continue                # not offered: the player cannot pay for it now
        elif c.zone == play and _tap_costs(c.spec)[act] and weak(game, c):
            continue
        out.append(o)
    out += from_graveyard(game, player)
    out += attacks
    return out


def act(game: Any, cid: int, what: int | str) -> None:
    if what == SHOOT:
        shot_attack(game, cid)
    elif isinstance(what, str):
        strike_attack(game, cid)
    elif what < 0:
        match.play_one_card(game, cid)
    else:
        game.activate(cid, what)


def main_phase(game: Any, *, watch: Any = None, max_actions: int = 500) -> None:
    """The active player's main phase (BH-G4): one `Choice.PLAY` decision at a time until they
    end it or a player has lost. A refused option is not offered again this phase."""
    player = game.state.active
    w = watch or match._nowatch
    after = match._after_of(w)          # (not called after each action: a watch of the end of the turn)
    refused: set[str] = set()
    by_count = by_shape(game.chooser, "choose_play")     # (as in `match.play_phase`)
    for _ in range(max_actions):
        if over(game):
            return
        opts = options(game, player)
        if refused:
            opts = [o for o in opts if o[0] not in refused]
        if not opts:
            return                      # "end phase" is the only option: forced, not asked
        if by_count is not None and not game.trace.enabled:
            i = match.ask_play_by_count(game, by_count, len(opts))
        else:
            labels = [o[0] for o in opts]
            labels.append(END)
            i = game.ask(Choice.PLAY, player, "what next in the main phase", labels, origin="game:play")[0]
        if i == len(opts):
            return
        label, cid, what = opts[i]
        w("before", label, cid)
        try:
            act(game, cid, what)
        except NotDeclarable as e:
            refused.add(label)
            game.trace.add(RULE, "game:play", "", "refused", (("action", label), ("why", str(e))))
            continue
        after("after", label, cid)
    raise LoopLimit(f"more than {max_actions} actions in one main phase")


def play_turn(game: Any, *, watch: Any = None, max_actions: int = 500) -> None:
    """One whole turn of the next player (BH-G4)."""
    rs = game.ruleset
    w = watch or match._nowatch
    after = match._after_of(w)
    w("before", "start of turn", None)
    begin_turn(game)
    after("after", "start of turn", None)
    while game.state.phase_index + 1 < len(rs.phases) and not over(game):
        nxt = rs.phases[game.state.phase_index + 1]
        w("before", nxt, None)
        game.next_phase()
        after("after", nxt, None)
        if game.state.phase == rs.play_phase:
            main_phase(game, watch=watch, max_actions=max_actions)
    w("before", "end turn", None)
    end_turn(game)
    w("after", "end turn", None)


def play_game(game: Any, max_turns: int = 200, *, watch: Any = None) -> int | None:
    """Turns until a player wins or the game is drawn (BH-G1), or `max_turns` turns were played;
    the winner or None (see `drawn`)."""
    while not over(game) and game.state.turn < max_turns:
        play_turn(game, watch=watch)
    return game.winner
