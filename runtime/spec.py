"""The IR: ability objects the compiler emits and the interpreter runs.

Every class is a frozen, keyword-only attrs class with an explicit, stable ``KIND`` tag (the JSON
tag of a cattrs tagged union; never the class name). Fields hold only primitives, enums, tuples
and nested IR, so the whole tree serialises to JSON. The IR knows nothing of the parser: it carries
no spans, only an ``origin`` per ability ("set/card-slug#index") that the compiler maps back to the
source text.

Sum types (``Effect``, ``Selector``, ``Amount``, ``Condition``, ``Ability``...) are closed: the
interpreter dispatches on ``KIND`` through dicts, and a test proves that every KIND has a handler.
"""

from __future__ import annotations

import enum
from typing import ClassVar, TypeAlias

import attrs

ir = attrs.frozen(kw_only=True)


# --------------------------------------------------------------------------------------------
# enums (lowercase string values double as JSON values)


class Timing(enum.Enum):
    """When a triggered ability fires relative to its event."""

    BEFORE = "before"   # pre-event hook: resolves before the event is committed and may change it
    WHEN = "when"       # during: queued right after the event, before "after" triggers
    AFTER = "after"     # queued after every "when" trigger of the same event


class Event(enum.Enum):
    """What happens in a game: the vocabulary of triggers and replacement effects."""

    PLAY = "play"                       # a card is played (SU-A7: moving is not playing)
    ENTER = "enter"                     # a card enters play (played or put there)
    DESTROY = "destroy"                 # a card in play is destroyed / dies (goes to its discard zone)
    MOVE = "move"                       # a card changes zone or base without being destroyed/played
    WOUND = "wound"                     # wounds are put on a character (strike, shoot, poison, ability)
    HEAL = "heal"
    LIVES = "lives"                     # extra (+) or negative (-) life effects (BH-504)
    SET_LIFE = "set_life"               # BH-504.6
    DRAW_CARDS = "draw_cards"           # an instruction to draw N (replaceable as a count, BH-527.2.1)
    DRAW = "draw"                       # one card drawn (BH-527.2)
    DISCARD = "discard"
    GAIN = "gain"                       # resource gained (coins from the supply, prayer tokens, VP)
    LOSE = "lose"                       # resource lost (coins back to the supply)
    PAY = "pay"                         # a payment (BH-501.3: no source, no target)
    PLACE_COUNTERS = "place_counters"
    REMOVE_COUNTERS = "remove_counters"
    TAP = "tap"
    UNTAP = "untap"
    CONTROL = "control"                 # control of a card changes (SU-A8)
    ATTACH = "attach"                   # a card is attached to another (combined creature)
    MODIFY = "modify"                   # a numeric modifier is put on a card
    TARGETED = "targeted"               # a card becomes the target of a declared ability
    SCORE = "score"                     # a Smash Up base scores (card: the base)
    LEAVE_PLAY = "leave_play"           # a card leaves play for a zone (what: the zone), however it goes
    TURN_START = "turn_start"
    TURN_END = "turn_end"
    PHASE_START = "phase_start"


# Events key the interpreter's listener tables and are hashed on every proposed event. Enum's
# own __hash__ is Python code (hash of the name); members are singletons compared by identity,
# so the C identity hash is equivalent. Nothing iterates a set of events (order stays defined).
Event.__hash__ = object.__hash__  # type: ignore[assignment,method-assign]


class Controller(enum.Enum):
    """Whose card / whose event, relative to the controller of the ability."""

    ANY = "any"
    YOU = "you"
    OPPONENT = "opponent"


class Who(enum.Enum):
    """Which players an instruction applies to. Several players act active player first (527.2.3)."""

    YOU = "you"
    EACH_OPPONENT = "each_opponent"
    EACH_PLAYER = "each_player"
    EVENT_PLAYER = "event_player"       # the player of the triggering / replaced event
    ACTIVE = "active"
    WINNER = "winner"                   # Smash Up: the player(s) in first place of the scoring base
    EVENT_OWNER = "event_owner"         # the owner of the event's card ("its owner")
    EVENT_CONTROLLER = "event_controller"   # the controller of the event's card ("its controller")
    RUNNER_UP = "runner_up"             # Smash Up: the player(s) in second place
    AFFECTED_OWNER = "affected_owner"   # "its owner" after an instruction: of the card(s) it acted on
    AFFECTED_CONTROLLER = "affected_controller"
    PICKED_OWNER = "picked_owner"       # "its owner" after "Choose a minion.": of the chosen card
    PICKED_CONTROLLER = "picked_controller"
    HOST_CONTROLLER = "host_controller"     # "this minion's controller" in an action played on it


class Cmp(enum.Enum):
    EQ = "eq"
    NE = "ne"
    LT = "lt"
    LE = "le"
    GT = "gt"
    GE = "ge"


class ModOp(enum.Enum):
    """Numeric modifier operations. Their order is the ruleset's value policy (SU-V*, BH-523)."""

    ADD = "add"
    SUB = "sub"
    MUL = "mul"
    DIV = "div"
    SET = "set"                   # "is set to X" (BH-523 last step) / SU-V2 reset of the starting value
    SET_PRINTED = "set_printed"   # SU-V1: changes the printed value itself


class Duration(enum.Enum):
    DEFAULT = "default"                       # the ruleset's default (Smash Up: end of turn, SU-A8)
    END_OF_TURN = "end_of_turn"
    START_OF_YOUR_NEXT_TURN = "start_of_your_next_turn"
    WHILE_SOURCE_IN_PLAY = "while_source_in_play"
    PERMANENT = "permanent"                   # lasts while the affected card is in play


class CostKind(enum.Enum):
    TAP_SELF = "tap_self"          # "(T):" / Tap: — BH-506
    COINS = "coins"                # "(2):"
    DISCARD = "discard"            # "discard a card:"
    PLAY = "play"                  # "instead of your regular minion play": uses that play (SU-T2)


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
    "its base" / "there" after a trigger = at_event."""

    KIND: ClassVar[str] = "base_test"
    has: Filter | None = None       # cards on that base matching this, counted
    cmp: Cmp = Cmp.GE
    value: int = 1
    at_event: bool = False          # the base of the triggering event's card
    same_name: bool = False         # "two or more minions with the same name": the most of one name counted


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
    keywords: tuple[str, ...] = ()          # any of these keywords ("flying")
    other: bool = False                     # excludes the source
    here: bool = False                      # on the source's base (or on the source, if it is a base)
    in_event: bool = False                  # only the cards of the triggering event (505.4 Meregom)
    at_picked: bool = False                 # on the base a `Pick` chose ("each minion on that base")
    base: BaseTest | None = None            # the base the card is on must pass ("on a base where …")
    not_names: tuple[str, ...] = ()         # "non-NAME": none of these names
    not_types: tuple[str, ...] = ()         # "non-TYPE": none of these card types
    on: str | None = None                   # attached to: "this" (the source), "host", "event" card,
                                            # "valued": the card an ongoing +N for each … is computed for
    name_as: Filter | None = None           # "with the same name as a minion in play": such a card exists
    owner: Controller = Controller.ANY      # whose card it is ("a minion here you own")
    elsewhere: bool = False                 # on a base other than the source's ("from another base")
    attached: bool | None = None            # True: played on a card ("an action on a minion")
    among_picked: bool = False              # one of the cards a `Pick` chose or a `Reveal` revealed
    also_zones: tuple[str, ...] = ()        # "from your hand and/or discard pile": these zones too
    family: str | None = None               # a family of names ("Microbots"): a card whose name begins
                                            # with these words, or that a `considered` static puts in it
    at_affected: bool = False               # on the base of a card the previous instruction acted on
    named_as_picked: bool = False           # "a copy of that card": named as the card a `Pick` chose
    plays_on: str | None = None             # "an action that can be played on a base": a card whose
                                            # own placement (its `play_on`) is on a card of this type
    of_picked_player: bool = False          # controlled by the player a `Pick(player=True)` chose ("one player's")
    named_as_event: bool = False            # "… with the same name" after "after you play a minion": as the event's card


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


Amount: TypeAlias = (PlayersWith | Const | CountOf | ThatMany | StatOf | CountersOn | ResourceOf | Plus | Times | Minus | MaxStat
                     | SumStat | Quotient | AffectedCount | DeclinedCount | CountersRemoved)


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
    of an opponent here, …). `subject.here` is tested against the base the card was on."""

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
class Did:
    """"If you do" / "… to …": the previous instruction of the ability happened (an event
    was committed), and, with `fully`, in full (as many cards as it asked for)."""

    KIND: ClassVar[str] = "did"
    fully: bool = True


@ir
class EventCause:
    """"If it was destroyed" after "this minion goes to the discard pile from play": the
    triggering event came about that way (a card leaving play by being destroyed has the cause
    "destroy"; discarded when its base scored, "score")."""

    KIND: ClassVar[str] = "event_cause"
    cause: str


Condition: TypeAlias = (MostCards | CountIs | ResourceIs | YourTurn | PlayerIs | Not | All | IsCard | TurnCount | FirstThisTurn
                       | MostPower | HasMost | Did | EventCause | NoneDid | PowerIs)


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


# --------------------------------------------------------------------------------------------
# effects


@ir
class Destroy:
    """Destroy: the card goes to its owner's discard zone; a combined creature as one (BH-505)."""

    KIND: ClassVar[str] = "destroy"
    target: Selector


@ir
class Wound:
    """Put wounds on characters ("deal N wounds", "wound N"); lethal wounds destroy (BH-505.1)."""

    KIND: ClassVar[str] = "wound"
    target: Selector
    amount: Amount


@ir
class Shoot:
    """Ranged wounds: a WOUND event whose cause is "shoot"."""

    KIND: ClassVar[str] = "shoot"
    target: Selector
    amount: Amount


@ir
class Heal:
    """Removes up to `amount` wounds (BH-520.2). divided: the total is split among the targets
    ("up to three wounds in total among your characters", BH-502.6 Vial of Healing)."""

    KIND: ClassVar[str] = "heal"
    target: Selector
    amount: Amount
    divided: bool = False


@ir
class PlaceCounters:
    """Put counters ("+1 power", "poison") on cards in play."""

    KIND: ClassVar[str] = "place_counters"
    target: Selector
    counter: str
    amount: Amount = Const(value=1)


@ir
class RemoveCounters:
    """amount None: all of them ("remove poison"); `chosen` (with amount None): "any number of":
    on each card, the controller says how many, none to all (SU-A5)."""

    KIND: ClassVar[str] = "remove_counters"
    target: Selector
    counter: str
    amount: Amount | None = None
    chosen: bool = False


@ir
class MoveCounters:
    """"Transfer any number of +1 power counters from one of your minions to another minion":
    counters leave `source` and go onto `target` (two different cards). amount None: the
    controller says how many, 0 to all of them, on resolution."""

    KIND: ClassVar[str] = "move_counters"
    source: Selector
    target: Selector
    counter: str
    amount: Amount | None = None


@ir
class Reveal:
    """"Reveal the top N cards of your deck. …" / "Look at …": they are shown (the trace records
    who saw them: everyone, or with `private` only the controller) and `then` is done with them:
    `Picked()` ("it", "them") and `Filter(among_picked=True)` ("actions revealed", "the rest")
    select among them; its choices are made on resolution, once they are known."""

    KIND: ClassVar[str] = "reveal"
    amount: Amount = Const(value=1)
    then: Effect | None = None
    # "Look at …": only the controller sees the cards (the trace says who saw them); else all players
    private: bool = False
    # None: the top `amount` cards of the deck; a zone: every card in it ("look at another
    # player's hand")
    zone: str | None = None
    # whose zone: YOU, or OPPONENT: one other player, chosen by the controller ("another player's")
    whose: Controller = Controller.YOU
    # "reveal it (to all players)": these cards, wherever they are (a card just searched for)
    target: Selector | None = None
    # "… from the top of your deck until you reveal a minion / have revealed two actions": one
    # card at a time from the top until `until_count` cards matching `until` are shown (or the
    # deck is out: as many as there are); `Picked()` is every card shown
    until: Filter | None = None
    until_count: int = 1


@ir
class Modify:
    """A numeric modifier on a stat of the chosen cards, with a duration."""

    KIND: ClassVar[str] = "modify"
    target: Selector
    stat: str
    op: ModOp
    amount: Amount
    duration: Duration = Duration.DEFAULT


@ir
class ExtraLives:
    """Extra lives (BH-504.2): cancel negative lives one for one first (BH-504.5)."""

    KIND: ClassVar[str] = "extra_lives"
    target: Selector
    amount: Amount


@ir
class ReduceLives:
    """Negative lives (BH-504.4): not wounds."""

    KIND: ClassVar[str] = "reduce_lives"
    target: Selector
    amount: Amount


@ir
class SetLife:
    """Set the level of lives to X (BH-504.6): not a heal, not wounds."""

    KIND: ClassVar[str] = "set_life"
    target: Selector
    amount: Amount


@ir
class Draw:
    """Draw N (BH-527). `then` runs once per card actually drawn (not for replaced draws, 527.5.3)
    with that card as EventCard."""

    KIND: ClassVar[str] = "draw"
    who: Who = Who.YOU
    amount: Amount = Const(value=1)
    then: Effect | None = None
    zone: str | None = None         # a shared deck drawn from ("a Madness card"); None: own deck
    up_to: bool = False             # "draw up to N": the player chooses how many (0..N)


@ir
class Discard:
    """The player discards N cards of their choice (or at random) from hand (BH-520.4)."""

    KIND: ClassVar[str] = "discard"
    who: Who = Who.YOU
    amount: Amount = Const(value=1)
    random: bool = False


@ir
class DiscardCards:
    """Discard the selected cards (e.g. "discard target card from a hand")."""

    KIND: ClassVar[str] = "discard_cards"
    target: Selector


@ir
class Gain:
    """Gain a resource (coins come from the supply, BH-522.2). temporary: coins that return at the
    end of the duration without counting as a loss (BH-522.4)."""

    KIND: ClassVar[str] = "gain"
    who: Who = Who.YOU
    resource: str = "coin"
    amount: Amount = Const(value=1)
    temporary: Duration | None = None


@ir
class Lose:
    """Lose a resource; the player chooses which coins (BH-522.5)."""

    KIND: ClassVar[str] = "lose"
    who: Who = Who.YOU
    resource: str = "coin"
    amount: Amount = Const(value=1)
    temporary: Duration | None = None     # lost for a while: their return is no gain (BH-522.4)


@ir
class Tap:
    """Tap ("close") cards."""

    KIND: ClassVar[str] = "tap"
    target: Selector


@ir
class Untap:
    """Untap ("open") cards."""

    KIND: ClassVar[str] = "untap"
    target: Selector


@ir
class Move:
    """Move cards to a zone of their owner, or (to_zone None) to another base in play (Smash Up).
    Moving is not playing (SU-A7)."""

    KIND: ClassVar[str] = "move"
    target: Selector
    to_zone: str | None = None
    to_base: Selector | None = None
    bottom: bool = False            # into a deck: at its bottom (else on top)
    any_order: bool = False         # "in any order": the controller orders the cards moved
    to_player: Who | None = None    # into the zone of one of these players (the controller picks
                                    # one: "into another player's hand"); None: the card's owner's
    either_end: bool = False        # "on the top and/or bottom": the controller puts each on top or bottom


@ir
class ReturnToHand:
    """Return cards to their owner's hand (a move, not a draw, BH-527.4)."""

    KIND: ClassVar[str] = "return_to_hand"
    target: Selector


@ir
class ShuffleIntoDeck:
    """Put cards into their owner's deck and shuffle it."""

    KIND: ClassVar[str] = "shuffle_into_deck"
    target: Selector


@ir
class Search:
    """Look through your deck for up to `count` cards matching, put them in hand, shuffle
    (`to_top`: shuffle, then put them on top of the deck, unrevealed). Not a draw (BH-527.4)."""

    KIND: ClassVar[str] = "search"
    filter: Filter = Filter()
    count: int | None = 1           # None: any number
    to_zone: str | None = None      # where the cards found go (None: the hand); the deck: on its top, after the shuffle
    same_name: bool = False         # "any number of cards with the same name": a name is chosen first


@ir
class PlayCard:
    """Play the selected cards ("play it"): on-play abilities happen (SU-A7)."""

    KIND: ClassVar[str] = "play_card"
    target: Selector
    here: bool = False                  # "play it here": onto the source's base
    to_base: Selector | None = None     # "play a minion there", "play this minion there": onto that base
    on: Selector | None = None          # "play an action on this minion": onto that card (one its text allows)
    uses_play: bool = False             # "… instead of from your hand": uses the turn's play of its type (none left: not played)
    new_base: bool = False              # "for each …, play a minion on a different base": not on a base an
                                        # earlier round of the same `Repeat` played a card on


@ir
class ReturnToPlay:
    """Put a card from a discard zone into play under its owner's control ("resurrect with 1 life")."""

    KIND: ClassVar[str] = "return_to_play"
    target: Selector
    life: Amount | None = None


@ir
class PlayExtra:
    """"Play an extra minion/action" (Smash Up), this turn. A restricted extra play ("of power 2
    or less", "from your discard pile", "here") can only be used by a card and a base that
    meet its restrictions."""

    KIND: ClassVar[str] = "play_extra"
    who: Who = Who.YOU
    card_type: str = "minion"
    amount: Amount = Const(value=1)
    filter: Filter | None = None     # what the extra card must be (its zone is `zone`)
    zone: str | None = None          # where it is played from (None: the hand)
    here: bool = False               # only onto the base of the ability's source
    to: BaseTest | None = None       # only onto a base that passes ("at a base where you have a minion")
    there: bool = False              # only onto the base just chosen or put into play (`Picked`)
    same_name: bool = False          # "up to three extra minions with the same name": all of one name


@ir
class GainControl:
    """Control lasts while the card is in play, or until changed again (SU-A8)."""

    KIND: ClassVar[str] = "gain_control"
    target: Selector
    duration: Duration | None = None    # "until the end of the turn": control returns then


@ir
class Attach:
    """"Attach this creature to target Mechacrab": the source becomes part of the target."""

    KIND: ClassVar[str] = "attach"
    target: Selector
    part: Selector | None = None        # what is attached (None: the source): "transfer an action … to this one"


@ir
class Apply:
    """A static effect for a while, from an ability: "until the start of your next turn, enemy
    cards can only target this hero". Its `This` is the ability's source."""

    KIND: ClassVar[str] = "apply"
    effect: StaticEffect
    duration: Duration = Duration.DEFAULT


@ir
class SwapBase:
    """"Swap this base with the top card of the base deck": the base in play (`target`) and a
    base of the base deck (`other`; None: its top card) change places — the new base where the
    old one was in play, the old one where the new one was in the base deck. The cards on the
    old base stay, on the new one. No base is scored, played or destroyed; the new one enters
    play, and is what follows works with (`Picked`: "there")."""

    KIND: ClassVar[str] = "swap_base"
    target: Selector
    other: Selector | None = None
    shuffle: bool = False           # the base deck is shuffled afterwards (it was searched)


@ir
class Sequence:
    """Instructions in printed order ("… and …", "then"); each does as much as it can."""

    KIND: ClassVar[str] = "sequence"
    effects: tuple[Effect, ...]


@ir
class May:
    """"You may …": the only optional instructions (SU-A3)."""

    KIND: ClassVar[str] = "may"
    effect: Effect


@ir
class Choose:
    """Modal constructor (BH-524). "Choose 2 times from" = min=max=2, repeats; "choose one or more"
    = min 1, max N, no repeats; "choose one" = 1, 1. The chain is ordered by the player."""

    KIND: ClassVar[str] = "choose"
    modes: tuple[Effect, ...]
    min: int = attrs.field(default=1, validator=attrs.validators.ge(0))
    max: int = attrs.field(default=1)
    repeats: bool = False

    @max.validator
    def _max_not_below_min(self, attribute: object, value: int) -> None:
        if value < self.min:
            raise ValueError(f"choose: max {value} < min {self.min}")


@ir
class If:
    """A condition checked on resolution ("If you have exactly one minion here, …")."""

    KIND: ClassVar[str] = "if"
    condition: Condition
    then: Effect
    otherwise: Effect | None = None


@ir
class Delay:
    """A delayed effect (BH-521): waits for `when`, then its effect is queued once."""

    KIND: ClassVar[str] = "delay"
    when: EventPattern
    effect: Effect


@ir
class Pick:
    """"Choose a base. Destroy each minion there.": `target` is chosen when the ability is
    declared, then `then` runs with it as `Picked` ("that base", "it", "there"). `player`:
    "all of one player's minions on a base": on resolution the controller also chooses a
    player (any still in the game, themself included); `Filter.of_picked_player` is theirs."""

    KIND: ClassVar[str] = "pick"
    target: Selector
    then: Effect
    player: bool = False


@ir
class Then:
    """"Destroy one of your minions here to draw a card": `then` happens only if `first` did
    something (at least one of its events happened)."""

    KIND: ClassVar[str] = "then"
    first: Effect
    then: Effect


@ir
class AsPlayer:
    """Instructions that other players carry out: "the winner draws two cards", "that player
    must discard a card", "each player with a minion here may draw a card", "its owner gains
    1 VP". For each player `who` designates (active player first), `effect` is declared and
    resolved with that player as its controller ("you", "your" mean them); its targets are
    chosen by that player when they act. `having`: only players who control at least one card
    matching it ("with minions here")."""

    KIND: ClassVar[str] = "as_player"
    who: Who
    effect: Effect
    having: Filter | None = None
    but: Who | None = None              # "all players other than the winner": not these players


@ir
class Shuffle:
    """"Shuffle your deck": the players' zone is shuffled (no card moves)."""

    KIND: ClassVar[str] = "shuffle"
    who: Who = Who.YOU
    zone: str = "deck"


@ir
class Repeat:
    """"For each X, do Y": `effect` runs `count` times (counted on resolution). With `each`
    ("… on each base", "for each base, … there"), `count` is a `CountOf` and `effect` runs once
    for each card it counts, in play order, with that card as `Picked` ("there")."""

    KIND: ClassVar[str] = "repeat"
    count: Amount
    effect: Effect
    each: bool = False
    # with `each`: only the rounds where this holds, with that card as `Picked` ("on each base
    # with a higher-power minion"), checked before that round's choices
    only_if: Condition | None = None


Effect: TypeAlias = (
    Destroy | Wound | Shoot | Heal | PlaceCounters | RemoveCounters | MoveCounters | Modify | ExtraLives
    | ReduceLives | SetLife | Draw | Discard | DiscardCards | Gain | Lose | Tap | Untap | Move
    | ReturnToHand | ShuffleIntoDeck | Search | Reveal | PlayCard | ReturnToPlay | PlayExtra | GainControl
    | Attach | Apply | Sequence | May | Choose | If | Delay | Pick | AsPlayer | Repeat | Shuffle | Then | SwapBase
)


# --------------------------------------------------------------------------------------------
# static effects, replacements, costs


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
class NoPlay:
    """"Other players cannot play minions here": plays onto this base (or this card's base) by
    `by` of cards of these types are not allowed."""

    KIND: ClassVar[str] = "no_play"
    card_types: tuple[str, ...] = ()
    by: Controller = Controller.OPPONENT
    per_turn: int | None = None      # "may only play one minion here each turn": the plays beyond it
    filter: Filter | None = None     # only cards that match ("minions of power 2 or less"), as they are in hand
    condition: Condition | None = None   # only while it holds (for the ability's controller)


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


@ir
class Considered:
    """"All of your minions are considered Microbots": the cards `affects` selects belong to the
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


StaticEffect: TypeAlias = (StatBonus | Cant | MustTarget | DrawLimit | NoPlay | Unaffected | Blank | NoExtra
                           | PlayerPower | Considered)


@ir
class ReplaceAmount:
    """"… instead gain that many plus 1": the event's amount becomes `amount` (ThatMany = old)."""

    KIND: ClassVar[str] = "replace_amount"
    amount: Amount


@ir
class ReplaceWith:
    """"If X would Y, instead Z": the event does not happen; Z does."""

    KIND: ClassVar[str] = "replace_with"
    effect: Effect


Instead: TypeAlias = ReplaceAmount | ReplaceWith


@ir
class Cost:
    """One part of an activated ability's cost; paying has no source and no target (BH-501.3)."""

    KIND: ClassVar[str] = "cost"
    cost: CostKind
    amount: int = 1
    card_type: str | None = None   # PLAY: the type of the turn's play it uses ("minion")


# --------------------------------------------------------------------------------------------
# abilities


@ir
class OnPlay:
    """Unlabelled on-play ability or Berserk "Recruit:" (SU-A1, SU-A7)."""

    KIND: ClassVar[str] = "on_play"
    origin: str
    effect: Effect
    label: str = ""
    # "Only use one <name>'s ability each turn": one use per controller among the cards of this
    # name per turn ("turn"); a use is the ability being declared as its card is played (under
    # an `If` whose condition holds then)
    once_per_name: str | None = None


@ir
class Triggered:
    KIND: ClassVar[str] = "triggered"
    origin: str
    when: EventPattern
    effect: Effect
    once_per_turn: bool = False
    label: str = ""                # "ongoing", "special", "death"
    zone: str | None = None        # where it works; None: in play ("Special" from hand: "hand")
    # "only use one <name>'s ability each turn / per base": one use per controller among the
    # cards of this name, per turn ("turn") or per triggering card, e.g. the scoring base ("event")
    once_per_name: str | None = None


@ir
class Activated:
    """Activated ability with costs; Talent = no cost, once per Play Cards phase (SU-A2)."""

    KIND: ClassVar[str] = "activated"
    origin: str
    effect: Effect
    costs: tuple[Cost, ...] = ()
    per_turn: int | None = None
    phase: str | None = None       # only during this phase (Talent: "play cards")
    your_turn_only: bool = False
    label: str = ""
    zone: str | None = None        # where it works; None: in play ("play this titan": set aside, SU-T2)


@ir
class Static:
    """Ongoing / continuous ability: applies while its card is in play (SU-A8)."""

    KIND: ClassVar[str] = "static"
    origin: str
    effect: StaticEffect
    label: str = "ongoing"


@ir
class Replacement:
    KIND: ClassVar[str] = "replacement"
    origin: str
    when: EventPattern
    instead: Instead
    optional: bool = False
    once_per_turn: bool = False


@ir
class WhenTrue:
    """"Ongoing: … If this minion has 0 power, destroy it.": whenever `condition` becomes true
    while the card is in play (checked after every event; on entering play if it already
    holds), `effect` is declared and queued, once each time it becomes true."""

    KIND: ClassVar[str] = "when_true"
    origin: str
    condition: Condition
    effect: Effect
    label: str = "ongoing"


Ability: TypeAlias = OnPlay | Triggered | Activated | Static | Replacement | WhenTrue


@ir
class CardSpec:
    """A card: header fields and its abilities in printed order (ability i has origin slug#i)."""

    KIND: ClassVar[str] = "card"
    slug: str
    name: str
    card_type: str
    stats: tuple[tuple[str, int], ...] = ()
    subtypes: tuple[str, ...] = ()
    element: str | None = None
    keywords: tuple[str, ...] = ()
    abilities: tuple[Ability, ...] = ()
    play_on: Filter | None = None       # "Play on a minion.": what the card must be played on

    def stat(self, name: str, default: int = 0) -> int:
        for k, v in self.stats:
            if k == name:
                return v
        return default


EFFECT_CLASSES: tuple[type, ...] = (
    Destroy, Wound, Shoot, Heal, PlaceCounters, RemoveCounters, MoveCounters, Modify, ExtraLives, ReduceLives,
    SetLife, Draw, Discard, DiscardCards, Gain, Lose, Tap, Untap, Move, ReturnToHand,
    ShuffleIntoDeck, Search, Reveal, PlayCard, ReturnToPlay, PlayExtra, GainControl, Attach, Apply, Sequence,
    May, Choose, If, Delay, Pick, AsPlayer, Repeat, Shuffle, Then, SwapBase,
)
SELECTOR_CLASSES: tuple[type, ...] = (
    This, Target, Each, RandomCards, EventCard, Hero, Implicit, EventSource, Host, Picked, Affected,
)
AMOUNT_CLASSES: tuple[type, ...] = (
    Const, CountOf, ThatMany, StatOf, CountersOn, ResourceOf, Plus, Times, Minus, MaxStat, SumStat, Quotient,
    AffectedCount, DeclinedCount, PlayersWith, CountersRemoved,
)
CONDITION_CLASSES: tuple[type, ...] = (CountIs, ResourceIs, YourTurn, PlayerIs, Not, All, IsCard, TurnCount,
                                       FirstThisTurn, MostPower, HasMost, Did, EventCause, NoneDid, MostCards,
                                       PowerIs)
STATIC_CLASSES: tuple[type, ...] = (StatBonus, Cant, MustTarget, DrawLimit, NoPlay, Unaffected, Blank, NoExtra,
                                    PlayerPower, Considered)
INSTEAD_CLASSES: tuple[type, ...] = (ReplaceAmount, ReplaceWith)
ABILITY_CLASSES: tuple[type, ...] = (OnPlay, Triggered, Activated, Static, Replacement, WhenTrue)

ALL_CLASSES: tuple[type, ...] = (
    EFFECT_CLASSES + SELECTOR_CLASSES + AMOUNT_CLASSES + CONDITION_CLASSES + STATIC_CLASSES
    + INSTEAD_CLASSES + ABILITY_CLASSES + (StatTest, CounterTest, BaseTest, Filter, EventPattern, Cost, CardSpec)
)
