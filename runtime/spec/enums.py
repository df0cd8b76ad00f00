"""The enums of the IR (their lowercase values double as JSON values) and `ir`, the
decorator every IR class wears."""

from __future__ import annotations

import enum

import attrs


ir = attrs.frozen(kw_only=True)


class AtBase(enum.Enum):
    """`Filter.at`: which base the card must be on (a base itself: which base it must be)."""

    HERE = "here"               # the source's base (or the source, if it is a base)
    ELSEWHERE = "elsewhere"     # a base other than the source's ("from another base")
    PICKED = "picked"           # the base a `Pick` chose, or the chosen card's ("each minion there")
    AFFECTED = "affected"       # the base of a card the previous instruction acted on
    EVENT = "event"             # the base of the triggering event's card ("its base", "there")
    NOT_PICKED = "not_picked"   # a base other than the one a `Pick` chose ("Choose a base. Move … from
                                # other bases to there")
    # h16u: in a turn-history count of moves (`TurnCount` subject): moved to the source's base ("if you
    # have moved another player's minion to this base this turn"), not the base it left
    MOVED_HERE = "moved_here"
    # u16e: only in the filter of a `MaxStat` compared with a card (`StatTest.amount`): the base of
    # the card being tested ("a minion with the lowest power on a base": the lowest on its own base)
    TESTED = "tested"


class AttachedTo(enum.Enum):
    """`Filter.attached`: what the card must be attached to (played on)."""

    ANY = "any"             # some card ("an action on a minion")
    NOTHING = "nothing"     # no card ("actions played on that base": on the base itself)
    THIS = "this"           # the source ("each action on it" in the source's own text)
    HOST = "host"           # the card the source is attached to
    EVENT = "event"         # the triggering event's card
    VALUED = "valued"       # the card an ongoing "+N for each … on them" is computed for
    PICKED = "picked"       # u16b: a card a `Pick` chose ("Choose a minion. Destroy each action attached to it")


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
    STUN = "stun"                       # a card gets Stun (Berserk: it skips its next untap)
    CONTROL = "control"                 # control of a card changes (SU-A8)
    ATTACH = "attach"                   # a card is attached to another (combined creature)
    MODIFY = "modify"                   # a numeric modifier is put on a card
    TARGETED = "targeted"               # a card becomes the target of a declared ability
    AFFECT = "affect"                   # an action played directly affected a card (SU-L9): card: the
                                        # card it was played on or chose; source: the action
    USE = "use"                         # an ability with a label was used, once it resolved (card: whose
                                        # ability it is, a granted Talent's card the one it is on; what: the label)
    SCORE = "score"                     # a Smash Up base scores (card: the base)
    LEAVE_PLAY = "leave_play"           # a card leaves play for a zone (what: the zone), however it goes
    TURN_START = "turn_start"
    TURN_END = "turn_end"
    PHASE_START = "phase_start"
    ATTACK = "attack"                   # Berserk: a character attacks (a strike attack or a shot, not a
                                        # counter-strike); card: the attacked card, source: the attacker (BH-K41)
    SEARCH = "search"                   # a player searched their deck (Berserk "Поиск", BH-K45): player: who
                                        # searched, source: the card whose ability it was; no card


# Events key the interpreter's listener tables and are hashed on every proposed event. Enum's
# own __hash__ is Python code (hash of the name); members are singletons compared by identity,
# so the C identity hash is equivalent. Nothing iterates a set of events (order stays defined).
Event.__hash__ = object.__hash__  # type: ignore[assignment,method-assign]


class Controller(enum.Enum):
    """Whose card / whose event, relative to the controller of the ability."""

    ANY = "any"
    YOU = "you"
    OPPONENT = "opponent"
    # h16v: of an event only ("after this minion's controller plays a card", on an action played on
    # a minion): the controller of the card the source is attached to
    HOST = "host"


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
    EVENT_CAUSER = "event_causer"           # "the player that destroyed it": whose ability caused the event
    MOST_VP = "most_vp"                     # "the player with the most VP": each player tied for the most
    FEWEST_VP = "fewest_vp"                 # "the player with the fewest VP": each player tied for the fewest
    PLAYER_PICKED = "player_picked"         # h16x: "they" in a round "for each other player": that player
    ASKED_DID = "asked_did"                 # r2a: "each player who does": who did what the last `AsPlayer` asked
    ASKED_DID_NOT = "asked_did_not"         # r2a: "each player who does not": … who did nothing of it
    SOURCE_CONTROLLER = "source_controller"  # u16c: "you" in another player's instruction ("each other player gives you a card"): the ability's source's controller
    EACH_PLAYER_YOU_FIRST = "each_player_you_first"     # u16f: "each player …, starting with you": turn order from you


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
    # "until the end of your turn": the end of the controller's next turn that is theirs (the
    # current one if it is theirs); granted on another player's turn, it lasts through theirs
    END_OF_YOUR_TURN = "end_of_your_turn"
    START_OF_YOUR_NEXT_TURN = "start_of_your_next_turn"
    # "until the end of your next turn": through the controller's next turn that begins after it is
    # granted (at that turn's start it becomes END_OF_YOUR_TURN)
    END_OF_YOUR_NEXT_TURN = "end_of_your_next_turn"
    WHILE_SOURCE_IN_PLAY = "while_source_in_play"
    # "while this minion is here": as long as the source stays in play on the base it is on now
    # (it ends when the source leaves play or moves to another base)
    WHILE_SOURCE_HERE = "while_source_here"
    # "until the end of your opponent's turn" (Berserk "до конца хода противника", BH-K25): the end
    # of the next turn that is not the controller's (the current one if it is not theirs)
    END_OF_OPPONENT_TURN = "end_of_opponent_turn"
    PERMANENT = "permanent"                   # lasts while the affected card is in play


class CostKind(enum.Enum):
    TAP_SELF = "tap_self"          # "(T):" / Tap: — BH-506
    COINS = "coins"                # "(2):"
    DISCARD = "discard"            # "discard a card:"
    COINS_X = "coins_x"            # "(X):" — X coins, X chosen as the ability is used (BH-K37)
    PLAY = "play"                  # "instead of your regular minion play": uses that play (SU-T2)
