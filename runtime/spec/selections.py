"""What an ability reads: filters, selectors and amounts. They refer to one another (a
filter's stat test compares with an amount; an amount counts the cards a filter matches)."""

from __future__ import annotations

from typing import ClassVar, TypeAlias

import attrs

from .enums import AtBase, AttachedTo, Cmp, Controller, Event, Who, ir


# --------------------------------------------------------------------------------------------
# filters, selectors, amounts, conditions


@ir
class StatTest:
    """A stat comparison on the card's current value: "cost 3 or less" = (cost, LE, 3); with
    `amount`, against a computed number ("less power than this minion" = (power, LT, 0,
    amount=StatOf(This(), "power")))."""

    KIND: ClassVar[str] = "stat_test"
    stat: str
    cmp: Cmp
    value: int = 0
    amount: Amount | None = None
    printed: bool = False                   # the printed value ("printed power 5 or greater", SU-V1)
    as_it_left: bool = False                # the value it had as it last left play ("if it had power 3 or more")


@ir
class CounterTest:
    """A counter comparison: "without wounds" = (wound, EQ, 0); "poisoned" = (poison, GE, 1)."""

    KIND: ClassVar[str] = "counter_test"
    counter: str                    # "wound", "poison", "+1 power"
    cmp: Cmp
    value: int


@ir
class BaseTest:
    """A test on the base a card is on (or on the base itself, for a base): "where you have a
    minion" = BaseTest(has=your minions, cmp GE, 1); "where you have no minions" = (…, EQ, 0);
    (Which base it is, "its base" / "there" after a trigger, is `Filter.at`.)"""

    KIND: ClassVar[str] = "base_test"
    has: Filter | None = None       # cards on that base matching this, counted
    cmp: Cmp = Cmp.GE
    value: int = 1
    same_name: bool = False         # "two or more minions with the same name": the most of one name counted
    stats: tuple[StatTest, ...] = ()    # the base's own values ("from bases with a lower breakpoint")
    most: str | None = None             # u16b: "where you have the most power": your total of this stat
                                        # there is more than each other player's (strictly, as MostPower)


@ir
class Filter:
    """Which cards a selector may pick. Empty fields do not restrict."""

    KIND: ClassVar[str] = "filter"
    card_types: tuple[str, ...] = ()        # any of these types ("creature", "minion")
    subtypes: tuple[str, ...] = ()          # any of these subtypes
    name: str | None = None                 # exactly this card name
    controller: Controller = Controller.ANY
    zone: str | None = None                 # None: the play zone
    stats: tuple[StatTest, ...] = ()        # "cost 3 or less", "power 2 or less"
    counters: tuple[CounterTest, ...] = ()  # "without wounds", "poisoned"
    has_element: bool | None = None         # BH-502.7: True = with an element; False = neutral
    element: str | None = None
    tapped: bool | None = None
    stunned: bool | None = None             # Berserk Stun ("a stunned creature")
    keywords: tuple[str, ...] = ()          # any of these keywords ("flying")
    other: bool = False                     # excludes the source
    at: AtBase | None = None                # which base the card is on (a base: which base it is)
    in_event: bool = False                  # only the cards of the triggering event (505.4 Meregom)
    base: BaseTest | None = None            # the base the card is on must pass ("on a base where …")
    not_names: tuple[str, ...] = ()         # "non-NAME": none of these names
    not_types: tuple[str, ...] = ()         # "non-TYPE": none of these card types
    not_subtypes: tuple[str, ...] = ()      # "non-Mechanism": of none of these classes (BH-K24)
    name_as: Filter | None = None           # "with the same name as a minion in play": such a card exists
    owner: Controller = Controller.ANY      # whose card it is ("a minion here you own")
    attached: AttachedTo | None = None      # attached to (played on) a card, no card, the source, …
    among_picked: bool = False              # one of the cards a `Pick` chose or a `Reveal` revealed
    also_zones: tuple[str, ...] = ()        # "from your hand and/or discard pile": these zones too
    family: str | None = None               # a family of names ("Gearbots"): a card whose name begins
                                            # with these words, or that a `considered` static puts in it
    named_as_picked: bool = False           # "a copy of that card": named as the card a `Pick` chose
    plays_on: str | None = None             # "an action that can be played on a base": a card whose
                                            # own placement (its `play_on`) is on a card of this type
    of_picked_player: bool = False          # controlled by the player a `Pick(player=True)` chose ("one player's")
    named_as_event: bool = False            # "… with the same name" after "after you play a minion": as the event's card
    host: Filter | None = None              # attached to (played on) a card this matches ("an action played on a minion")
    standard: bool = False                  # "a standard action": one played on no card (its spec has no
                                            # `play_on`), as opposed to an action played on a minion or base
    carrying: Filter | None = None          # "a minion that has an action attached to it": a card in play
                                            # attached to this one matches
    played_by: Controller | None = None     # "a minion played this turn" (ANY) / "… you played this turn"
                                            # (YOU): this turn's history has a play of this card by them
    this_turn: tuple[Event, ...] = ()       # "a minion played / moved this turn": the card of such an
                                            # event of this turn (`Game.log`)
    named_unlike: bool = False              # "… with a different name": named otherwise than the cards
                                            # a `Pick` chose or the instruction before acted on (frozen)
    labels: tuple[str, ...] = ()            # "a card that has a Special ability": one of its printed
                                            # abilities has one of these labels
    directs: tuple[str, ...] = ()           # "an action that directly affects a minion" (out of play): its
                                            # text can directly affect a card of these types (SU-L9)
    factions: tuple[str, ...] = ()          # of one of these factions (its `CardSpec.faction`, h16o)
    of_named: str | None = None             # "of that faction" / "of that type" after "Name a faction" /
                                            # "Say either …": of the value named (frozen, `NameCard`)
    of_kept_factions: bool = False          # "of the named factions" (h16z1): of one of the factions the
                                            # source's ability named and kept (`NameCard(keep=True)`)


@ir
class This:
    """The source itself (reflexive wording, BH-502.8)."""

    KIND: ClassVar[str] = "this"


@ir
class Target:
    """Targeted: chosen when the ability is declared (BH-501.4, 502.4); min 0 allows "any number"."""

    KIND: ClassVar[str] = "target"
    filter: Filter = Filter()
    min: int = attrs.field(default=1, validator=attrs.validators.ge(0))
    max: int | None = attrs.field(default=1)   # None: any number
    same_name: bool = False                    # "any number of minions with the same name"
    total: StatTest | None = None              # "… whose total power is 5 or less": the chosen cards' sum
    # u16g (SU-W2): "two minions on different bases" ("base"), "… controlled by different players"
    # ("controller"), "… with different names" ("name"): no two chosen cards share it. Left out of
    # the repr at its default (`__repr__`), as the compiled format leaves it out.
    apart: str | None = None

    def __repr__(self) -> str:
        return "Target(" + ", ".join(f"{f.name}={getattr(self, f.name)!r}" for f in attrs.fields(type(self))
                                     if f.name != "apart" or self.apart is not None) + ")"

    @max.validator
    def _max_not_below_min(self, attribute: object, value: int | None) -> None:
        if value is not None and value < max(self.min, 1):
            raise ValueError(f"target: max {value} < min {self.min}")


@ir
class Each:
    """Mass: no targets, evaluated on resolution, legal with nothing matching (BH-502.6)."""

    KIND: ClassVar[str] = "each"
    filter: Filter = Filter()


@ir
class RandomCards:
    """Uniformly random cards, picked on resolution (BH-526)."""

    KIND: ClassVar[str] = "random"
    filter: Filter = Filter()
    count: int = 1


@ir
class EventCard:
    """"it" / "that card": the card(s) of the triggering or replaced event."""

    KIND: ClassVar[str] = "event_card"


@ir
class Hero:
    """The hero of a player (Berserk)."""

    KIND: ClassVar[str] = "hero"
    who: Who = Who.YOU


@ir
class Implicit:
    """No stated target: the controller's hero in a delayed effect (BH-521), else the source."""

    KIND: ClassVar[str] = "implicit"


@ir
class EventSource:
    """"that creature": the card whose ability caused the triggering event ("dies from X")."""

    KIND: ClassVar[str] = "event_source"


@ir
class Host:
    """"this minion" / "this base" on an action played on a card: the card this one is attached
    to, else the base it is on."""

    KIND: ClassVar[str] = "host"


@ir
class Picked:
    """"that base" / "it" / "there" after "Choose a base.": the card(s) a `Pick` chose."""

    KIND: ClassVar[str] = "picked"


@ir
class Affected:
    """"it" / "them" after an instruction: the cards the previous instruction of the ability
    acted on ("Return a minion to your hand. Play it again.")."""

    KIND: ClassVar[str] = "affected"


Selector: TypeAlias = (This | Target | Each | RandomCards | EventCard | Hero | Implicit | EventSource | Host
                       | Picked | Affected)


@ir
class Const:
    """A printed number."""

    KIND: ClassVar[str] = "const"
    value: int = attrs.field(validator=attrs.validators.ge(0))


@ir
class CountOf:
    """"for each X": how many cards match, counted on resolution."""

    KIND: ClassVar[str] = "count"
    filter: Filter = Filter()


@ir
class ThatMany:
    """The amount of the triggering or replaced event ("that many")."""

    KIND: ClassVar[str] = "that_many"


@ir
class StatOf:
    """The current value of a stat of the (first) selected card ("equal to its power")."""

    KIND: ClassVar[str] = "stat_of"
    of: Selector = This()
    stat: str = "power"


@ir
class CountersOn:
    """How many counters of a kind the selected cards carry."""

    KIND: ClassVar[str] = "counters_on"
    of: Selector = This()
    counter: str = "wound"


@ir
class ResourceOf:
    """How much of a resource the players have ("for each coin you have")."""

    KIND: ClassVar[str] = "resource_of"
    who: Who = Who.YOU
    resource: str = "coin"


@ir
class Plus:
    """left + right ("that many plus 1")."""

    KIND: ClassVar[str] = "plus"
    left: Amount
    right: Amount


@ir
class Times:
    """left × right ("twice that many", "2 for each …")."""

    KIND: ClassVar[str] = "times"
    left: Amount
    right: Amount


@ir
class PlayersWith:
    """"for each player with a minion here": how many players still in the game control at least
    one card the filter matches; `other`: not counting the controller ("each other player with …")."""

    KIND: ClassVar[str] = "players_with"
    filter: Filter
    other: bool = False
    # "for each player with no power here": instead of controlling a card, the player's total of
    # that stat on the source's base (`player_totals`) passes the test
    total: StatTest | None = None


@ir
class Minus:
    """left - right, never below zero ("draw until you have 5 cards": 5 minus the cards in hand)."""

    KIND: ClassVar[str] = "minus"
    left: Amount
    right: Amount


@ir
class MaxStat:
    """"the highest (printed) power among minions here"; 0 if none. least: the lowest."""

    KIND: ClassVar[str] = "max_stat"
    filter: Filter = Filter()
    stat: str = "power"
    printed: bool = False
    least: bool = False


@ir
class SumStat:
    """"the power that player has here": the total of a stat over the matching cards that have it."""

    KIND: ClassVar[str] = "sum_stat"
    filter: Filter
    stat: str


@ir
class Quotient:
    """left // right, rounded down ("1 VP for every 5 power": power // 5); 0 when right is 0."""

    KIND: ClassVar[str] = "quotient"
    left: Amount
    right: Amount


@ir
class DeclinedCount:
    """How many of the players the previous `as_player` instruction asked did not do it ("for
    each other player who does not")."""

    KIND: ClassVar[str] = "declined_count"


@ir
class PlayerRounds:
    """h16x: "For each other player, …": how many players `who` designates; as a `Repeat`'s
    count, one round for each of them, in turn order, that player being the round's chosen
    player (`Who.PLAYER_PICKED`, `Filter.of_picked_player`: "they", "their hand")."""

    KIND: ClassVar[str] = "player_rounds"
    who: Who = Who.EACH_OPPONENT
    # r2d: "Choose a player. That player …": one round only, for the player the controller chooses
    # among those `who` designates
    chosen: bool = False


@ir
class CountersRemoved:
    """"the number of counters you removed": how many counters (of any kind) the previous
    instruction of the ability removed, in all; 0 before any."""

    KIND: ClassVar[str] = "counters_removed"


@ir
class AffectedCount:
    """"the number of cards you discarded": how many cards the previous instruction of the
    ability acted on (its `Affected` cards); 0 before any."""

    KIND: ClassVar[str] = "affected_count"
    filter: Filter | None = None    # only those matching ("for each minion discarded"), wherever they are now


@ir
class PaidX:
    """X of a card whose own cost is X (Berserk "Х" in the cost): the X its player chose and paid
    as they played it (BH-X1); 0 when it was not played (put into play by an ability)."""

    KIND: ClassVar[str] = "paid_x"


@ir
class TargetStat:
    """"…, where X is its cost" of an instruction with one target (BH-K23): the stat of the card
    the ability chose as its target (0 with none); a combined card's cost is the sum of its
    parts' costs and its own (glossary "Объединённая карта")."""

    KIND: ClassVar[str] = "target_stat"
    stat: str = "cost"


@ir
class DrawnThisTurn:
    """"the number of cards you drew this turn" (BH-K21): the cards the controller drew this turn
    (one `draw` event each, BH-527.2), counted from the turn's events."""

    KIND: ClassVar[str] = "drawn_this_turn"


Amount: TypeAlias = (PlayersWith | Const | CountOf | ThatMany | StatOf | CountersOn | ResourceOf | Plus | Times | Minus | MaxStat
                     | SumStat | Quotient | AffectedCount | DeclinedCount | PlayerRounds | CountersRemoved | PaidX
                     | DrawnThisTurn | TargetStat)


@ir
class Ranked:
    """r2b: which of the players are first by a measure: "the player with the fewest minions here"
    = Ranked(Filter(("minion",), at=HERE), least=True); "each player with the most power on a
    base" = Ranked(None, each_base=True). The measure of a player is the number of cards matching
    `filter` that they control (`filter` None: their total power, on a base, as for scoring).
    `each_base`: it is taken on each base in play, and a player first on any of them is kept;
    else on the source's base when `filter` is None, else wherever the filter says. Every player
    is measured (0 included); the most needs more than 0, ties keep each player tied."""

    KIND: ClassVar[str] = "ranked"
    filter: Filter | None = None
    least: bool = False
    each_base: bool = False
