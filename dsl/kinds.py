"""The kinds of the AST: one `StrEnum` per node family whose shape is named by a `kind`.

A member's value is the grammar alias without its family prefix (`p_stat` ->
`PhraseKind.STAT == "stat"`), a few are set by the builder for a rule with no alias of its own
(each enum's docstring says which). The enums are checked against the grammar when it loads
(`dsl.aliases.check_kinds`): a kind the grammar can build that is not a member, or a member
nothing builds, stops the load with their names.

`StrEnum`: a member is a `str` equal to its value, so `kind == "destroy"` and
`kind in ("a", "b")` keep working where code compares strings; new code compares members.
A node's `kind` field converts a string to its member (an unknown one is a `ValueError`).
"""

from __future__ import annotations

import enum
import re

from .grammar_source import grammar_text


class Kind(enum.StrEnum):
    """The base of the kind enums: the value is the grammar's word for the shape. Its repr is
    the plain string's, so reprs of nodes and messages read as before the enums."""

    __repr__ = str.__repr__


class QuantKind(Kind):
    """`q_…`: a selector's quantity ("a", "each", "up to two" …)."""
    A_NUMBER = "a_number"
    ALL = "all"
    ANOTHER = "another"
    ANY = "any"
    ANY_NUMBER = "any_number"
    AT_LEAST = "at_least"
    AT_LEAST_TOTAL = "at_least_total"   # h16s: "at least five total X (are revealed)": counted over all players
    AT_MOST = "at_most"
    EACH = "each"
    EXACTLY = "exactly"
    MORE_THAN = "more_than"             # "more than one extra card"
    NO = "no"
    ONE = "one"
    ONE_OR = "one_or"                   # h16z2: "one or two minions": the first number to the second
    TARGET = "target"
    THAT_MANY = "that_many"
    THAT_MANY_PLUS = "that_many_plus"
    THE = "the"
    TWICE_THAT_MANY = "twice_that_many"   # u16f: "twice that many cards": two times "that many"
    UP_TO = "up_to"
    X = "x"


class OwnerKind(Kind):
    """`own_…`: whose ("your", "their", "the Raptor's" …)."""
    A_CARD = "a_card"
    ANY_PLAYER = "any_player"
    EACH_PLAYER = "each_player"
    IT = "it"
    NAME = "name"
    ONE_PLAYER = "one_player"
    OTHER_PLAYERS = "other_players"
    OWNER = "owner"
    THAT = "that"
    THAT_PLAYER = "that_player"
    THE = "the"
    THEY = "they"
    THIS = "this"
    WINNER = "winner"
    YOU = "you"
    YOUR_CARD = "your_card"


class AdjKind(Kind):
    """`a_…`: an adjective before a noun ("other", "random", "non-Raptor" …)."""
    NAMED = "named"             # "the named card" (BH-K30)
    ATTACKED = "attacked"       # "the attacked creature" (BH-K41)
    CHOSEN = "chosen"
    DIFFERENT = "different"
    ENEMY = "enemy"
    EXTRA = "extra"
    NEW = "new"                 # "a new base enters play": only in that event (lowering/bases.py)
    FIRST = "first"
    NON_KIND = "non_kind"
    NON_NAME = "non_name"
    ONLY = "only"
    OTHER = "other"
    POISONED = "poisoned"
    RANDOM = "random"
    REL = "rel"
    REPLACEMENT = "replacement"
    REVEALED = "revealed"
    SINGLE = "single"
    STANDARD = "standard"
    STUNNED = "stunned"
    SUPERL = "superl"
    UNUSED = "unused"
    TAPPED = "tapped"
    UNTAPPED = "untapped"


class NounKind(Kind):
    """`n_…`: the noun of a selector; `power_counter` from the rule `noun: power_counter`."""
    ABILITY = "ability"
    BOTTOM = "bottom"
    BOTTOM_POS = "bottom_pos"
    CONTROLLER = "controller"
    LABEL = "label"
    LABEL_ABILITY = "label_ability"     # "a Special ability", "its Ongoing ability": an ability of that label
    CARD_NAME = "card_name"         # "a card name" (`Choose a card name.`)
    COPY = "copy"
    COUNTER = "counter"
    FACTION = "faction"
    KIND = "kind"
    KIND2 = "kind2"
    LIMIT = "limit"                 # "your titan limit": how many of that type you may have in play (h16t)
    MARKER = "marker"
    MODIFIER = "modifier"
    NAME = "name"
    NAME_KIND = "name_kind"
    NAME_ZONE = "name_zone"
    NTH = "nth"
    TOP_X = "top_x"
    NTH_OR_HIGHER = "nth_or_higher"
    OPPONENT = "opponent"
    OWNER = "owner"
    PLAYER = "player"
    POWER_COUNTER = "power_counter"
    REGULAR_PLAY = "regular_play"
    RESOURCE = "resource"
    REST = "rest"
    RUNNER_UP = "runner_up"
    TOP = "top"
    TOP_POS = "top_pos"
    WINNER = "winner"
    ZONE = "zone"


class RefKind(Kind):
    """`r_…`: a reference ("this", "it", "them", "here" …)."""
    EACH_ONE = "each_one"
    EACH_OF_THEM = "each_of_them"     # r2a: "each of them": as "them"
    HERE = "here"
    IT = "it"
    ONE = "one"
    SOME_OF_THEM = "some_of_them"
    THAT = "that"
    THAT_FACTION = "that_faction"
    THAT_PLAYER = "that_player"
    THEM = "them"
    THERE = "there"
    THEY = "they"
    THIS = "this"
    THOSE = "those"
    YOU = "you"
    YOURS = "yours"


class StatAdjKind(Kind):
    """`sa_…`: "printed", "starting", "total" before a stat."""
    PRINTED = "printed"
    STARTING = "starting"
    TOTAL = "total"


class SuperlKind(Kind):
    """`sup_…`: "highest" / "lowest"."""
    LEAST = "least"
    MOST = "most"


class AmountPhraseKind(Kind):
    """`am_…`: an amount (a number, "that many", "the number of …" …)."""
    CARD = "card"           # h16n: "less than or equal to that minion": that card's value of the stat
    COUNT = "count"
    NUMBER = "number"
    OWNER_STAT = "owner_stat"
    STAT_OF = "stat_of"
    SUM = "sum"
    SUPERL_AMONG = "superl_among"
    SUPERL_OF = "superl_of"
    THAT_MANY = "that_many"
    THAT_MANY_PLUS = "that_many_plus"
    TWICE_THAT_MANY = "twice_that_many"   # u16f: "gain twice that many VP"
    X = "x"


class ComparisonKind(Kind):
    """`cmp_…`: a comparison ("or less", "or more" …)."""
    EQ = "eq"
    GE = "ge"
    GT = "gt"
    LE = "le"
    LT = "lt"


class RelKind(Kind):
    """`rel_…`: "higher" / "lower", "more" / "less"."""
    LESS = "less"
    MORE = "more"


class TurnRefKind(Kind):
    """`t_…`: which turn ("your turn", "each turn" …)."""
    EACH = "each"
    EACH_OTHER = "each_other"
    THE = "the"
    YOUR = "your"
    YOUR_NEXT = "your_next"
    ANY_THAT = "any_that"       # "any turn that you play a minion here": each turn, if that happened


class DurationPhraseKind(Kind):
    """a duration: the rule's own alias (no prefix)."""
    UNTIL_END = "until_end"
    UNTIL_NEXT_TURN = "until_next_turn"
    UNTIL_START = "until_start"
    WHILE_IN_PLAY = "while_in_play"
    REST_OF_TURN = "rest_of_turn"        # "for the rest of the turn"
    UNTIL_LEAVES = "until_leaves"        # "until this minion leaves play"
    WHILE_HERE = "while_here"            # "while this minion is here": until it moves or leaves play
    THIS_TURN = "this_turn"              # "This turn, …" (opening a sentence)


class PhraseKind(Kind):
    """`p_…`: a phrase after a noun or a verb; `duration` from the alias `phrase` (a duration at the end)."""
    KEEPING = "keeping"             # ", keeping up to three counters on it": what the card played keeps (h16t)
    DIRECTLY_AFFECTS = "directly_affects"   # "an action that directly affects one of your minions"
    DIRECTLY_RAISES = "directly_raises"     # "… that directly increases the power of one of your minions"
    ALSO = "also"                           # "you may also place …": adds nothing to what is done
    PLAYED_THIS_TURN = "played_this_turn"   # "a minion (that was) played this turn"
    PLAYED_HERE = "played_here"     # u16a: "Minions played here have +1 power until …" (on_play.py)
    WHO_HAD = "who_had"             # u16a: "each player who had a minion here" after a scoring (on_play.py)
    MOVED_THIS_TURN = "moved_this_turn"     # "a minion that was moved this turn"
    PLAYED_OR_MOVED_THIS_TURN = "played_or_moved_this_turn"
    DIFFERENT_NAMES = "different_names"     # r2b: "up to two minions with different names" (a search)
    DIFFERENT_NAME = "different_name"       # "an extra minion with a different name" (than the card acted on)
    SAID = "said"                           # "Say either “minion” or “action”": a card type said (h16o)
    OF_THAT_TYPE = "of_that_type"           # "a card of that type": of the card type said (h16o)
    AFFECTED_BY_THIS = "affected_by_this"   # "each minion affected by this": acted on just before
    SHOW_NONE = "show_none"                 # t16a: "… or reveal their hand to show they have none"
    OF_YOUR_CHOICE = "of_your_choice"       # u16b: "a base of your choice": the acting player chooses it
    NAMED = "named"                         # u16b: "a minion named Stone Golem": of that card name
    WHERE_YOU_MOST = "where_you_most"       # u16b: "a base where you have the most power"
    AGAIN = "again"
    AMONG = "among"
    AGAINST = "against"
    ANY_ORDER = "any_order"
    OWNERS_ORDER = "owners_order"
    SAME_ORDER = "same_order"               # "in the same order": as they were (h16m)
    AS_IF_ENTERED = "as_if_entered"         # "… as if they had module and had just entered play" (BH-K43)
    AS = "as"
    AT = "at"
    AT_END = "at_end"
    AT_RANDOM = "at_random"
    AT_START = "at_start"
    BACK = "back"
    BETWEEN = "between"
    BY = "by"
    BY_CAUSE = "by_cause"
    EXCEPT_BY = "except_by"                 # "… cannot be destroyed except by their controller"
    AWAY_FROM = "away_from"                 # "you may not move your minions away from here"
    A_REL_STAT = "a_rel_stat"               # "… from bases with a higher breakpoint" (lowering/bases.py)
    WITH_NO_STAT = "with_no_stat"           # "for each player with no power here" (lowering/bases.py)
    CAN_BE_PLAYED_ON = "can_be_played_on"
    DISCARDED = "discarded"
    DRAWN = "drawn"
    DESTROYED = "destroyed"                 # "for each one destroyed": by the instruction before (h16v)
    DURATION = "duration"
    DURING_OTHERS_TURNS = "during_others_turns"
    DURING_YOUR_TURN = "during_your_turn"
    DURING_ITS_OWNERS_TURN = "during_its_owners_turn"           # r2c: "… during its owner's turn"
    DURING_THEIR_OWNERS_TURNS = "during_their_owners_turns"     # r2c: "… during their owners' turns"
    EACH = "each"                       # r2a: "draw a card each": each of the players named
    EACH_TURN = "each_turn"
    EQUAL_TO = "equal_to"
    FIRST_EACH_TURN = "first_each_turn"
    FOR = "for"
    FOR_EVERY = "for_every"
    FOR_EVERY_N = "for_every_n"
    FROM = "from"
    FROM_PLAY = "from_play"
    FROM_TOP = "from_top"
    HERE = "here"
    IMMEDIATELY = "immediately"
    IN = "in"
    IN_A_TURN = "in_a_turn"
    IN_PLAY = "in_play"
    IN_TOTAL = "in_total"
    THAT_DESTROYED_IT = "that_destroyed_it"     # "the player that destroyed it" (whose ability did)
    CURRENT_FIRST = "current_first"     # "(starting with the current player)": the order "each player" follows
    YOU_FIRST = "you_first"             # u16f: ", starting with you": turn order from the controller
    IN_TURN_ORDER = "in_turn_order"     # u16f: "in turn order": as CURRENT_FIRST
    THIS_WAY = "this_way"               # u16f: "(cards discarded) this way": by the instruction before
    INCLUDING_THIS = "including_this"
    INSTEAD = "instead"
    INSTEAD_OF = "instead_of"
    INSTEAD_OF_FROM = "instead_of_from"
    INSTEAD_OF_IN = "instead_of_in"
    INTO = "into"
    MINIMUM = "minimum"
    MINUS = "minus"
    OF = "of"
    ON = "on"
    ON_YOUR_TURN = "on_your_turn"
    TWICE = "twice"
    ONTO = "onto"           # where a card goes: lowering reads it as TO in a move, as ON elsewhere
    ON_THE_SAME = "on_the_same"
    TO_THE_SAME = "to_the_same"   # h16r: a destination, "move it to the same base"
    OTHER_THAN = "other_than"
    PER = "per"
    PLACED = "placed"
    PLAYED_ON = "played_on"
    PRINTED_STAT = "printed_stat"
    REL_COUNT = "rel_count"
    REL_STAT = "rel_stat"
    RETURNED = "returned"
    REVEALED = "revealed"
    SAME_NAME = "same_name"
    SAME_OR_LOWER = "same_or_lower"
    SPLIT = "split"
    STAT = "stat"
    SUPERL = "superl"
    SUPERL_COUNT = "superl_count"      # r2b: "(the player) with the fewest minions (here)"
    THAT_NAME = "that_name"
    THERE = "there"
    THEY_HAVE = "they_have"
    THIS_TURN = "this_turn"
    TIE_CONTROLLER = "tie_controller"
    TIE_YOU = "tie_you"
    TO = "to"
    TO_OR_FROM = "to_or_from"
    TOTAL_STAT = "total_stat"
    UNTIL_REVEAL = "until_reveal"
    UNTIL_HAVE = "until_have"    # r2d: "draw cards until you have six cards in your hand"
    WHERE_YOU_HAVE = "where_you_have"
    WHERE_YOU_DID_NOT_WIN = "where_you_did_not_win"
    WHERE_YOU_WON = "where_you_won"
    WHO_DOES_NOT = "who_does_not"
    WHO_REVEALS = "who_reveals"         # r2a: "each player who reveals a minion": whose revealed card is one
    WHO_DOES = "who_does"               # r2a: "each player who does": who did what was asked
    WITH = "with"
    WITH_ELEMENT = "with_element"
    WITH_STAT = "with_stat"
    WITHOUT_MARKER = "without_marker"
    WITHOUT_REVEALING = "without_revealing"
    YOU_CONTROL = "you_control"
    YOU_DISCARDED = "you_discarded"
    YOU_DREW = "you_drew"
    YOU_HAVE = "you_have"
    YOU_OWN = "you_own"
    THEY_OWN = "they_own"
    THEY_CONTROL = "they_control"
    YOU_DO_NOT_OWN = "you_do_not_own"
    YOU_DO_NOT_CONTROL = "you_do_not_control"
    OWNED_BY = "owned_by"
    CONTROLLED_BY = "controlled_by"
    YOU_PLACED = "you_placed"
    YOU_PLAYED = "you_played"
    YOU_REMOVED = "you_removed"
    YOU_REVEAL = "you_reveal"


def _grammar_verbs() -> dict[str, str]:
    """The grammar's verbs: every alias `v_NAME` of grammar/en.lark, the one place a verb is
    declared (so adding a verb touches no enum: `VerbKind.NAME` exists once the grammar has it)."""
    return {v.upper(): v for v in sorted(set(re.findall(r"->\s*v_(\w+)", grammar_text())))}


# The fixed instruction shapes, each the rule's own alias (`give`, `deal` …; `choose` is also a verb).
_SHAPES = ("choose", "deal", "draw_until", "ell_object", "ell_phrases", "gain_resource", "give", "give_each",
           "heal", "lose_resource", "modifier_on", "name_a", "play_on", "reduce_stat", "reduce_stat_of", "shoot", "take_control",
           "poison", "pay_resource")
_SHAPES += ("give_control",)     # "give control of it to another player" (issue 16 B)
_SHAPES += ("same_way",)         # t16c: "choose a minion to be affected the same way" (SU-L9)
_SHAPES += ("double_stat", "double_stat_of")   # u16d: "double its power", "double the power of …"
_SHAPES += ("give_card",)        # u16c: "give a card from your hand to another player"
_SHAPES += ("swap_places",)      # u16g: "Swap the positions of two minions …" (dsl/lowering/swaps.py)

_VERBS = _grammar_verbs()
VerbKind = Kind("VerbKind", _VERBS, module=__name__)
VerbKind.__doc__ = """`v_…`: an instruction's verb (read from the grammar's aliases)."""
InstructionKind = Kind("InstructionKind", {**_VERBS, **{s.upper(): s for s in _SHAPES}}, module=__name__)
InstructionKind.__doc__ = """An instruction: every `VerbKind` (the rule `effect`: the kind is its verb's) and the
fixed shapes, each the rule's own alias (`give`, `deal` …)."""
del _VERBS


class PassiveKind(Kind):
    """`pa_…`: "destroyed", "moved" … after "cannot be"."""
    DESTROYED = "destroyed"
    MOVED = "moved"
    PLAYED = "played"
    RETURNED = "returned"
    STUNNED = "stunned"


class PredKind(Kind):
    """`pr_…`: a predicate (`pr_must_either` / `pr_may_either` build `must` / `may` with `either`)."""
    CAN = "can"
    CAN_ONLY = "can_only"
    CHOOSE_TIED = "choose_tied"        # u16f: "(If there is a tie,) you choose."
    CANCELLED = "cancelled"
    LOSES = "loses"                    # "this minion loses its abilities until …": cancelled (SU-L8)
    AWARDED_LESS = "awarded_less"      # "are awarded 2 less VP from this base when it scores"
    AWARDED_MORE = "awarded_more"
    CANNOT = "cannot"
    CANNOT_BE = "cannot_be"
    CANNOT_BE_TARGET = "cannot_be_target"      # "cannot be the target of spells" (BH-K35)
    CANNOT_SCORE = "cannot_score"
    CONSIDERED = "considered"
    DECREASED = "decreased"
    DO = "do"
    DOES = "does"
    DOUBLED = "doubled"
    EQUAL = "equal"
    GAINS_RESOURCE = "gains_resource"
    GETS_MOD = "gets_mod"
    GIVES = "gives"
    GIVES_CARD = "gives_card"       # u16c: "each other player gives you a card from their hand"
    HALVED = "halved"
    HAS_MOD = "has_mod"
    HAS_ABILITY = "has_ability"     # 'has the ability "Talent: …"': a quoted ability granted
    COPIES = "copies"               # "has the abilities of that minion": another card's abilities (t16b)
    COPIES_SAME = "copies_same"     # "has the same abilities as the chosen minion": the same (t16b)
    INCREASED = "increased"
    INCREASED_TO = "increased_to"      # "it is increased to 16" (after "if … is 15 or less")
    DECREASED_TO = "decreased_to"
    LOSES_RESOURCE = "loses_resource"
    MAY = "may"
    MAY_ONLY = "may_only"
    MINIMUM = "minimum"
    MUST = "must"
    NOT_AFFECTED = "not_affected"
    ONLY_TARGET = "only_target"
    SET = "set"
    SHUFFLED_INTO = "shuffled_into"
    TREATED_AS = "treated_as"
    COSTS_MORE = "costs_more"       # Berserk: "Creatures cost 1 more." (BH-K12)
    COSTS_LESS = "costs_less"
    COSTS_EXTRA = "costs_extra"


class EventVerbKind(Kind):
    """`ev_…`: what happens in an event ("scores", "is destroyed" …)."""
    DESTROY = "destroy"
    DESTROYED = "destroyed"
    USES = "uses"                     # "a minion here uses a talent": an ability of that label used
    USED = "used"                     # "a Special ability is used"
    USES_SEARCH = "uses_search"       # Berserk "когда вы используете Поиск": a search of a deck (BH-K45)
    DESTROYED_OR_DISCARDED = "destroyed_or_discarded"
    DIES = "dies"
    DISCARDS = "discards"
    DRAW = "draw"
    GOES_TO = "goes_to"
    LEAVES_PLAY = "leaves_play"
    ENTERS_PLAY = "enters_play"     # "after a new base enters play" (lowering/bases.py)
    MOVES = "moves"
    MOVE = "move"                       # "you move a minion here": a player moves a card
    PLAYS_OR_MOVES = "plays_or_moves"   # "another player plays or moves a minion here"
    PLAYS_OR_DRAWS = "plays_or_draws"   # "you play or draw an action"
    PLAYED = "played"
    PLACED_BOTTOM = "placed_bottom"     # u16a: "is placed on the bottom of …" (E501: triggers.py)
    DISCARDED = "discarded"             # u16a: "is discarded [from play]" (E501: triggers.py)
    PLAYS = "plays"
    SCORES = "scores"
    SCORES_REPLACED = "scores_replaced"
    STRIKES = "strikes"
    BECOMES_TARGET = "becomes_target"
    DEALS = "deals"
    WOULD_BE_DESTROYED = "would_be_destroyed"
    WOULD_BE_RETURNED = "would_be_returned"
    RETURNED_TO = "returned_to"         # r2d: "after this minion is returned to your hand"
    WOULD_DRAW = "would_draw"
    WOULD_GAIN = "would_gain"
    WOULD_GO_TO = "would_go_to"
    WOULD_PLACE = "would_place"
    DIRECTLY_AFFECTS = "directly_affects"   # t16c: "an opponent's action directly affects your minion" (SU-L9)
    AFFECTED_BY = "affected_by"             # t16c: "this minion is affected by an action" (SU-L9)


class TriggerKind(Kind):
    """`tr_…`: when a triggered ability fires."""
    AFTER = "after"
    AFTER_FIRST = "after_first"
    AFTER_FIRST_EACH = "after_first_each"
    BEFORE = "before"
    BEFORE_OR_AFTER = "before_or_after"     # one ability for each timing (triggers.either_event)
    END = "end"
    START = "start"
    WHEN = "when"
    WHEN_FIRST = "when_first"
    WHEN_FIRST_EACH = "when_first_each"     # "The first time each turn …"


class CondKind(Kind):
    """`c_…`: a condition."""
    AND = "and"                     # "if they have no minion here and you have one": both (`sub`, `sub2`)
    TIE = "tie"                     # u16f: "If there is a tie, you choose.": who picks among tied cards
    CANNOT = "cannot"               # u16f: "If you cannot, …": as "If you do not, …" (lowered as `did_not`)
    CONTROL = "control"
    WINNING = "winning"             # "if you are winning here": a winner of this base if it scored now
    MOVED_THIS_TURN = "moved_this_turn"     # "if this minion moved this turn"
    STAT_DECREASED = "stat_decreased"       # h16u: "if another player's power here has decreased this turn"
    LOOKED_AT = "looked_at"                 # h16u: "if you looked at your deck" (after a look at any deck)
    LOOKED_AT_OWN = "looked_at_own"         # h16u: "if you looked at your own deck"
    NOT_WINNING = "not_winning"
    WOULD_COST_MORE = "would_cost_more"     # "if an enemy card would cost more" (BH-K28)
    SEARCHED = "searched"       # "if you searched it": the deck an earlier search of the ability looked through
    HAVE_PLAYED = "have_played"
    PLAYED_FEWER = "played_fewer"      # "if they played fewer than two cards this turn" (BH-K34)
    DESTROYED = "destroyed"
    DID = "did"
    DID_NOT = "did_not"
    DID_VERB = "did_verb"
    DID_NOT_VERB = "did_not_verb"   # t16a: "if at least two opponents did not discard an action …"
    EVENT = "event"
    FEWER_THAN = "fewer_than"
    HAVE = "have"
    HAD = "had"             # u16a: "if you had a minion here" after a scoring (on_play.py)
    IN_PLAY = "in_play"
    IS = "is"
    IS_NOT = "is_not"
    ITS_STAT_IS = "its_stat_is"
    MORE_THAN = "more_than"
    NOT_HAVE = "not_have"
    NOT_IN_PLAY = "not_in_play"
    NOT_MORE = "not_more"
    NOT_PLAYED = "not_played"
    NOT_SUPERL = "not_superl"
    REL_STAT = "rel_stat"
    STAT_CMP = "stat_cmp"
    STAT_EQ = "stat_eq"
    STAT_IS = "stat_is"          # "the breakpoint here is 19 or less"
    STAT_OF = "stat_of"          # "this base has a breakpoint of 21 or higher"
    SUPERL = "superl"
    UNLESS = "unless"            # "unless …": the condition of `sub` does not hold
    OWNER_STAT_IS = "owner_stat_is"     # "this minion's power is 4 or more"
    YOUR_TURN = "your_turn"      # "it is your turn"
    NOT_YOUR_TURN = "not_your_turn"
    REVEALS = "reveals"          # h16s: "if a player reveals three or more X" (after each other player revealed)
    REVEALED = "revealed"        # h16s: "if at least five total X are revealed"
    STAT_HAD = "stat_had"        # r2d: "if it had power 3 or more": as it last was in play


class ModalCountKind(Kind):
    """`modal_…`: how many modes are chosen."""
    EXACTLY = "exactly"
    OR_MORE = "or_more"
    TIMES = "times"


class PrefixedKind(Kind):
    """a fixed prefix before a statement: the rule's own alias (no prefix)."""
    INSTEAD_DO = "instead_do"
    ON_YOUR_TURN = "on_your_turn"
    ON_OTHERS_TURNS = "on_others_turns"      # "During other players' turns, …"
    ONCE_ON_YOUR_TURN = "once_on_your_turn"
    ONCE_PER_TURN = "once_per_turn"
    ONLY_DO = "only_do"
    OTHERWISE = "otherwise"
    THEN_DO = "then_do"


class PlayTimingKind(Kind):
    """when a Special card may be played: `play_after` / `play_before`."""
    AFTER = "after"
    BEFORE = "before"


class CostPhraseKind(Kind):
    """`cost_…`: a cost; `effect` from `cost_effect` (an instruction as the cost)."""
    COINS = "coins"
    DISCARD = "discard"     # "(1), discard a card: …": a discard among other costs (BH-K37)
    EFFECT = "effect"
    ONCE = "once"
    TAP = "tap"
    X = "x"                 # "(X): …": X coins, chosen as the ability is used (BH-K37)
