"""Static effects: what an ongoing ability does while its card is in play (or for a duration,
through `Apply`)."""

from __future__ import annotations

from typing import ClassVar, TypeAlias

from .enums import Controller, Event, ModOp, Who, ir
from .selections import Amount, Filter, Selector
from .conditions import Condition


# --------------------------------------------------------------------------------------------
# static effects


@ir
class StatBonus:
    """Ongoing numeric modifier: "your other minions here have +1 power"."""

    KIND: ClassVar[str] = "stat_bonus"
    affects: Selector          # This, Host or Each(filter)
    stat: str
    op: ModOp
    amount: Amount
    condition: Condition | None = None      # "during other players' turns"


@ir
class Cant:
    """"Can't" static: the listed events cannot happen to the affected cards; reflexive wording
    protects the card itself (BH-502.8). by: whose abilities are barred (ANY includes rules)."""

    KIND: ClassVar[str] = "cant"
    affects: Selector
    events: tuple[Event, ...]
    by: Controller = Controller.ANY
    condition: Condition | None = None      # only while it holds ("If you have two minions here, …")
    card_types: tuple[str, ...] = ()        # only abilities of cards of these types ("by other players' actions")
    by_its: Controller = Controller.ANY     # who causes it, relative to the affected card's controller:
                                            # OPPONENT "… except by their controller", YOU "you may not
                                            # move your minions away from here" (each player, theirs)
    to: tuple[str, ...] = ()                # a `move` barred only to these places: "base" (moved to
                                            # another base), a zone ("hand": returned to a hand); () any


@ir
class MustTarget:
    """Target restriction imposed on other abilities (BH-502.9, Bjornbon): abilities of `by` whose
    effect is one of `effects` must target a card matching `affects`."""

    KIND: ClassVar[str] = "must_target"
    affects: Selector
    effects: tuple[str, ...] = ()           # effect KINDs restricted; empty: every targeted effect
    by: Controller = Controller.OPPONENT


@ir
class DrawLimit:
    """"can't draw more than N cards per turn" (0: can't draw), per single draw (BH-527.2.2)."""

    KIND: ClassVar[str] = "draw_limit"
    who: Who = Who.YOU
    per_turn: int = 1


@ir
class LimitIncrease:
    """"Your titan limit is increased by 2": the players `who` may have `by` more cards of
    `card_type` in play than its type allows (SU-T3, `CardType.per_player_in_play`)."""

    KIND: ClassVar[str] = "limit_increase"
    card_type: str
    by: int = 1
    who: Who = Who.YOU


@ir
class NoPlay:
    """"Other players cannot play minions here": plays onto this base (or this card's base) by
    `by` of cards of these types are not allowed."""

    KIND: ClassVar[str] = "no_play"
    card_types: tuple[str, ...] = ()
    by: Controller = Controller.OPPONENT
    per_turn: int | None = None      # "may only play one minion here each turn": the plays beyond it
    filter: Filter | None = None     # only cards that match ("minions of power 2 or less"), as they are in hand
    condition: Condition | None = None   # only while it holds (for the ability's controller)
    anywhere: bool = False           # t16a: "… cannot play actions" with no place: onto any base or card


@ir
class Unaffected:
    """"This minion is not affected by other players' cards / actions": abilities of cards of
    `by` (of these types; empty: any) neither target the affected cards nor change them (their
    events on those cards are prevented, their ongoing bonuses skip them)."""

    KIND: ClassVar[str] = "unaffected"
    affects: Selector
    by: Controller = Controller.OPPONENT
    card_types: tuple[str, ...] = ()
    condition: Condition | None = None      # shielded only while it holds
    # "… by other players' minions here": only from cards on the base of the static's card
    source_here: bool = False


@ir
class Considered:
    """"All of your minions are considered Gearbots": the cards `affects` selects belong to the
    family of names `family` too (`Filter.family`), or have that subtype (`Filter.subtypes`)."""

    KIND: ClassVar[str] = "considered"
    affects: Selector
    family: str


@ir
class Blank:
    """"This base's abilities are cancelled": the affected cards' own abilities do not work —
    their triggers do not fire, their ongoing effects do not apply, their talents cannot be
    used — while this applies. From an instruction ("cancel this base's ability until …", an
    `Apply`), a `Host` is the card the source is on (or was on, if it has just left play)."""

    KIND: ClassVar[str] = "blank"
    affects: Selector


@ir
class NoExtra:
    """"Other players with a minion here cannot play extra cards": the players `by` names (who
    control a card matching `having`, if set) cannot make a play beyond the turn's normal plays
    (an extra play granted by a card, or a counted play beyond `Ruleset.plays_per_turn`)."""

    KIND: ClassVar[str] = "no_extra"
    by: Controller = Controller.OPPONENT
    having: Filter | None = None
    per_turn: int | None = None     # "cannot play more than two extra cards per turn": that many are allowed


@ir
class PlayerPower:
    """"You have +5 power here": a player's total power on the source's base (for its
    breakpoint, places and "most power") changes by `amount`, for the players `who` names,
    while `condition` holds. No card's power changes."""

    KIND: ClassVar[str] = "player_power"
    amount: Amount
    who: Controller = Controller.YOU
    stat: str = "power"
    condition: Condition | None = None


@ir
class ExtraUse:
    """"During your turn, one of your minions here can use its Talent twice": one more use in a
    turn of the activated abilities labelled `label` of one card `affects` matches, beyond their
    own limit; the static itself gives that one extra use once a turn, while `condition` holds."""

    KIND: ClassVar[str] = "extra_use"
    affects: Selector
    label: str = "talent"
    condition: Condition | None = None


@ir
class AwardChange:
    """"Opponents here are awarded 2 less VP from this base when it scores": when the base
    the card is on (a base: itself) scores, each player `who` names (relative to the card's
    controller; on a base, the current player) is awarded `amount` VP more for their place (fewer
    when negative, never below 0)."""

    KIND: ClassVar[str] = "award_change"
    amount: int
    who: Controller = Controller.OPPONENT


@ir
class StrikeBonus:
    """"This creature has +1 strike against tapped creatures." (Berserk "+1 к удару по
    закрытым существам", BH-K22): while its card is in play, the card's strike — in a strike
    attack or a counter-strike (runtime/berserk/combat.py) — is `amount` more when the card it
    strikes matches `against`."""

    KIND: ClassVar[str] = "strike_bonus"
    amount: int
    against: Filter


@ir
class ExtraCostIncrease:
    """"If an enemy creature would cost more, it costs 2 more in addition." (Berserk "если
    существо противника должно стоить дороже, оно стоит дополнительно на (2) дороже", BH-K28): a card
    `affects` matches whose cost a cost change raises (`Game.card_cost`) costs `amount` more."""

    KIND: ClassVar[str] = "extra_cost_increase"
    affects: Selector
    amount: int = 1


@ir
class Copies:
    """"This minion has the same abilities as the chosen minion until …", "… has the abilities of that
    action" (t16b): each card `affects` names has, as its own, the abilities printed on the
    card `source` names (fixed as the effect starts): its ongoing, triggered, replacement and
    activated abilities that work in play; not its on-play abilities, nor one that itself copies
    (no copy of a copy), and nothing when the source is the copying card (docs/runtime.md
    "Copied abilities")."""

    KIND: ClassVar[str] = "copies"
    affects: Selector
    source: Selector


@ir
class PlayLimit:
    """"You cannot play more than one action per turn": the players `by` names play at most
    `per_turn` cards of these types (empty: any) in a turn, wherever they go; every play counts
    (the turn's normal plays, extra plays, plays granted by cards), those made before the static
    came into play too."""

    KIND: ClassVar[str] = "play_limit"
    card_types: tuple[str, ...] = ()
    by: Controller = Controller.YOU
    per_turn: int = 1
    condition: Condition | None = None   # only while it holds (for the ability's controller)


@ir
class NoPlayOn:
    """"Players cannot play actions on minions here": the players `by` names cannot play cards of
    these types on a card `on` covers (`Each(filter)`, or `This` / `Host`: "on this minion"; a
    card played on another: `Play on a minion.`)."""

    KIND: ClassVar[str] = "no_play_on"
    on: Selector
    card_types: tuple[str, ...] = ()
    by: Controller = Controller.ANY
    condition: Condition | None = None   # only while it holds (for the ability's controller)


@ir
class PlayOnly:
    """u16g: a card's rule for its own play, read from the card itself whenever a player plays it
    (it is in no zone's listeners): "You may only play this minion if you have two or more minions
    in play" (`condition`), "… only on a base where you have no minions" (`where`, a filter of the
    base the card goes to, or the base of the card it is played on); with `barred` the play is
    refused when they hold instead ("You cannot play this minion on a base where you have a
    minion"). Both None: never (barred: always)."""

    KIND: ClassVar[str] = "play_only"
    where: Filter | None = None
    condition: Condition | None = None   # for the player playing it (as "you")
    barred: bool = False


StaticEffect: TypeAlias = (StatBonus | Cant | MustTarget | DrawLimit | NoPlay | Unaffected | Blank | NoExtra
                           | PlayerPower | Considered | ExtraUse | AwardChange | StrikeBonus | ExtraCostIncrease
                           | LimitIncrease | Copies | PlayLimit | NoPlayOn | PlayOnly)
