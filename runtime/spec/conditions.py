"""Conditions ("if …") and event patterns (what triggers, replacements and delayed effects
listen to)."""

from __future__ import annotations

from typing import ClassVar, TypeAlias

from .enums import Cmp, Controller, Event, Timing, Who, ir
from .selections import Amount, Const, Filter, Selector


@ir
class IsCard:
    """"If it is a minion, …": the selected card (the revealed one, the event's card) matches."""

    KIND: ClassVar[str] = "is_card"
    of: Selector
    filter: Filter


@ir
class CountIs:
    """"If you have exactly one minion here" = CountIs(your minions here, EQ, 1). `counter`:
    the counters of that kind on the matching cards are counted, not the cards ("if there are
    six or more +1 power counters on your minions")."""

    KIND: ClassVar[str] = "count_is"
    filter: Filter
    cmp: Cmp
    value: Amount
    counter: str | None = None


@ir
class OnePlayerCount:
    """h16s: "If a player reveals three or more actions" (after each other player revealed
    their hand): the cards matching `filter` are counted per owner, and it holds when some
    player's number compares `cmp` `value` (CountIs counts them all together: "five total")."""

    KIND: ClassVar[str] = "one_player_count"
    filter: Filter
    cmp: Cmp
    value: Amount


@ir
class ResourceIs:
    """"If you have 3 or more coins"."""

    KIND: ClassVar[str] = "resource_is"
    who: Who = Who.YOU
    resource: str = "coin"
    cmp: Cmp = Cmp.GE
    value: Amount = Const(value=1)


@ir
class YourTurn:
    """"On your turn" / "during your turn"."""

    KIND: ClassVar[str] = "your_turn"


@ir
class PlayerIs:
    """"If you are the winner here": the ability's controller is one of the players `who` names
    (the winner / runner-up of the scoring event: none outside a scoring, SU-G3)."""

    KIND: ClassVar[str] = "player_is"
    who: Who = Who.WINNER


@ir
class Not:
    """Negation ("during other players' turns" = Not(YourTurn()))."""

    KIND: ClassVar[str] = "not"
    condition: Condition


@ir
class All:
    """Every condition holds."""

    KIND: ClassVar[str] = "all"
    conditions: tuple[Condition, ...]


@ir
class TurnCount:
    """How many events of a kind happened this turn: "if you have not played a minion this turn"
    = (PLAY, minion, player YOU, EQ, 0); "if you have destroyed a minion this turn" = (DESTROY,
    minion, by YOU, GE, 1); "if another player's minion here was destroyed" = (DESTROY, minion
    of an opponent here, …). `subject.at` HERE is tested against the base the card was on."""

    KIND: ClassVar[str] = "turn_count"
    event: Event
    subject: Filter | None = None
    player: Controller = Controller.ANY     # the event's player
    by: Controller = Controller.ANY         # the controller of the ability that caused it
    cmp: Cmp = Cmp.GE
    value: int = 1


@ir
class FirstThisTurn:
    """"if this is the first minion you played (on) this turn": the source is the card of the
    first such event this turn."""

    KIND: ClassVar[str] = "first_this_turn"
    event: Event = Event.PLAY
    subject: Filter | None = None
    player: Controller = Controller.YOU


@ir
class MostPower:
    """"If you have the most power here": your total power on the source's base is more than
    each other player's (strict); "you do not have more power here than each other player" is
    Not(MostPower())."""

    KIND: ClassVar[str] = "most_power"
    stat: str = "power"


@ir
class PowerDropped:
    """"If another player's power here has decreased this turn" (`who` OPPONENT; "your power":
    YOU): at some moment of this turn that player's total power on the source's base was lower
    than just before (a card destroyed, moved away, returned, a smaller value …), whatever it is
    now (docs/runtime.md SU-U3); no base (the source is not on one): no."""

    KIND: ClassVar[str] = "power_dropped"
    who: Controller = Controller.OPPONENT
    stat: str = "power"


@ir
class PowerIs:
    """"If you have 10 or more power here": your total power on the source's base (as for
    MostPower: your cards' values there plus any "you have +N power here") compared with a
    number; no base (the source is not on one): your total is 0."""

    KIND: ClassVar[str] = "power_is"
    cmp: Cmp
    value: Amount
    stat: str = "power"


@ir
class MostCards:
    """"If you have more cards in your hand than each (any) other player": how many cards the
    filter matches for you is more than for each other player still in the game, the filter read
    from that player's side ("your hand": theirs); `fewer`: fewer than each of them."""

    KIND: ClassVar[str] = "most_cards"
    filter: Filter
    fewer: bool = False
    # "… than at least one other player": more (fewer) than one of them is enough
    than_some: bool = False


@ir
class HasMost:
    """"If this minion has the highest power here": the card's value is at least that of every
    card matching `among` (least: at most)."""

    KIND: ClassVar[str] = "has_most"
    of: Selector
    among: Filter
    stat: str = "power"
    least: bool = False


@ir
class NoneDid:
    """"If no other players drew a Madness card": none of the players an earlier `as_player`
    instruction of the ability asked did it (true when it asked nobody)."""

    KIND: ClassVar[str] = "none_did"


@ir
class PlayersDid:
    """t16a: "If at least two opponents did not discard an action": how many
    of the players the ability's last `as_player` asked had (or, `negated`, had not) an `event`
    about a card matching `filter` (as the card was then) while they acted, against `value`."""

    KIND: ClassVar[str] = "players_did"
    event: Event
    filter: Filter
    negated: bool = False
    cmp: Cmp = Cmp.GE
    value: int = 1


@ir
class Did:
    """"If you do" before more steps: the previous instruction of the ability happened (an
    event was committed), and, with `fully`, in full (as many cards as it asked for). As the
    last step of a sequence, "X. If you do, Y" is `Then(X, Y, fully=True)` (`continuations`)."""

    KIND: ClassVar[str] = "did"
    fully: bool = True


@ir
class EventCause:
    """"If it was destroyed" after "this minion goes to the discard pile from play": the
    triggering event came about that way (a card leaving play by being destroyed has the cause
    "destroy"; discarded when its base scored, "score")."""

    KIND: ClassVar[str] = "event_cause"
    cause: str


@ir
class IsNamed:
    """"If it is the named card, …" (BH-K30): the selected card has the name the ability's
    `NameCard` named."""

    KIND: ClassVar[str] = "is_named"
    of: Selector


@ir
class Compares:
    """Players compared: "if you have more power here than them", "if a player has more VP than
    you" (= you have fewer than some other player), "if you are winning here". Your value —
    `measure` "power": your total power on the source's base (as `MostPower`); else a resource —
    against other players': `against` "each" (every other player still in the game), "any" (at
    least one of them), "event_player" ("them": the player of the event that triggered). With
    `cmp` GE on power, "winning": at least as much as each of them, and more than 0 (SU-G3: tied
    players each take the place; a player with no power there takes none)."""

    KIND: ClassVar[str] = "compares"
    measure: str
    cmp: Cmp
    against: str = "each"


@ir
class PlayersHave:
    """"if they do not have a minion here", "if at least one other player does not have a minion
    here": `CountIs` asked of players other than the ability's controller. For each of the
    players `who`, the cards matching `filter` (`Controller.YOU`: that player's) are counted and
    compared; `some`: it holds when one of them passes, else when each of them does (and there
    is at least one)."""

    KIND: ClassVar[str] = "players_have"
    who: Who
    filter: Filter
    cmp: Cmp
    value: Amount
    some: bool = False


@ir
class OwnersTurn:
    """"Minions here have +1 power during their owners' turns": it is the turn of the owner of the
    card an ongoing bonus is computed for (outside a bonus: of the ability's own card)."""

    KIND: ClassVar[str] = "owners_turn"


Condition: TypeAlias = (MostCards | CountIs | ResourceIs | YourTurn | PlayerIs | Not | All | IsCard | TurnCount | FirstThisTurn
                       | MostPower | HasMost | Did | EventCause | NoneDid | PowerIs | IsNamed | Compares
                       | OnePlayerCount | PowerDropped | PlayersHave | PlayersDid | OwnersTurn)


# --------------------------------------------------------------------------------------------
# event patterns (triggers, replacements, delayed effects)


@ir
class EventPattern:
    """Which events a trigger / replacement / delayed effect listens to."""

    KIND: ClassVar[str] = "pattern"
    event: Event
    timing: Timing = Timing.WHEN
    this: bool = False                          # the event is about the source itself
    host: bool = False                          # … about the card the source is attached to / on
    subject: Filter | None = None               # the event's card must match
    player: Controller = Controller.ANY         # the event's player relative to the controller
    resource: str | None = None                 # GAIN / LOSE: which resource
    counter: str | None = None                  # PLACE/REMOVE_COUNTERS
    phase: str | None = None                    # PHASE_START
    zone: str | None = None                     # LEAVE_PLAY: the zone the card goes to
    between: str | None = None                  # MOVE between bases: "to", "from", "to_or_from" the source's base
    cause_effects: tuple[str, ...] = ()         # "died from" a shot: ("shoot",) (BH-505.1.1)
    cause_types: tuple[str, ...] = ()           # "died from a creature": ("creature",)
    cause_controller: Controller = Controller.ANY  # "from an enemy creature": OPPONENT
    by_this: bool = False                       # the event's source is the ability's card ("this creature strikes")
    one_or_more: bool = False                   # "after you destroy one or more cards": once for all the
                                                # matching events of one ability's resolution
    raises: str | None = None                   # AFFECT: the action raised this stat of the card
                                                # ("directly increases the power of", SU-L9)
    label: str | None = None                    # USE: an ability of this label ("talent", "special")
    cause: Filter | None = None                 # t16c: the event's source card must match ("a standard
                                                # action directly affects …": `Filter.standard`), look-back
