"""Effects: what an ability does when it resolves.

Each class carries the facts about it that other parts read, as ClassVars:

- ``KIND``: its stable tag (JSON, handler tables).
- ``EVENTS``: the events resolving it proposes, in order (not those of its parts, nor the rules'
  consequences: lethal wounds destroy, BH-505). The lint's event graph reads them
  (`dsl/lints/ir.py`, ``produced``).
- ``TARGETS``: its fields whose targeted selectors are chosen when the ability is declared
  (BH-501.4), in the order they are asked; a field planned on resolution (what a reveal shows)
  is not one.
- ``TARGET_EVENT``: the event its targets undergo: a card that "can't" undergo it (a ``Cant``
  static) is no legal target (BH-502.8).

``runtime/effects.py`` holds one handler per class (``HANDLERS``); ``tests/test_runtime_kinds.py``
proves every class has its handler and its facts.
"""

from __future__ import annotations

from typing import ClassVar, TypeAlias, Union

import attrs

from .enums import Controller, Duration, Event, ModOp, Who, ir
from .selections import Amount, BaseTest, Const, Filter, Ranked, Selector
from .conditions import Condition, Did, EventPattern
from .statics import StaticEffect


# --------------------------------------------------------------------------------------------
# effects


@ir
class Destroy:
    """Destroy: the card goes to its owner's discard zone; a combined creature as one (BH-505)."""

    KIND: ClassVar[str] = "destroy"
    SAID: ClassVar[str] = "destroy"      # its readback: "you destroy <target>" (runtime/readback.py)
    EVENTS: ClassVar[tuple[Event, ...]] = (Event.DESTROY,)
    TARGETS: ClassVar[tuple[str, ...]] = ("target",)
    TARGET_EVENT: ClassVar[Event | None] = Event.DESTROY
    target: Selector


@ir
class Wound:
    """Put wounds on characters ("deal N wounds", "wound N"); lethal wounds destroy (BH-505.1)."""

    KIND: ClassVar[str] = "wound"
    EVENTS: ClassVar[tuple[Event, ...]] = (Event.WOUND,)
    TARGETS: ClassVar[tuple[str, ...]] = ("target",)
    TARGET_EVENT: ClassVar[Event | None] = Event.WOUND
    target: Selector
    amount: Amount


@ir
class Shoot:
    """Ranged wounds: a WOUND event whose cause is "shoot"."""

    KIND: ClassVar[str] = "shoot"
    EVENTS: ClassVar[tuple[Event, ...]] = (Event.WOUND,)
    TARGETS: ClassVar[tuple[str, ...]] = ("target",)
    TARGET_EVENT: ClassVar[Event | None] = Event.WOUND
    target: Selector
    amount: Amount


@ir
class Heal:
    """Removes up to `amount` wounds (BH-520.2). divided: the total is split among the targets
    ("up to three wounds in total among your characters", BH-502.6 Vial of Healing)."""

    KIND: ClassVar[str] = "heal"
    EVENTS: ClassVar[tuple[Event, ...]] = (Event.HEAL,)
    TARGETS: ClassVar[tuple[str, ...]] = ("target",)
    TARGET_EVENT: ClassVar[Event | None] = Event.HEAL
    target: Selector
    amount: Amount
    divided: bool = False


@ir
class PlaceCounters:
    """Put counters ("+1 power", "poison") on cards in play."""

    KIND: ClassVar[str] = "place_counters"
    EVENTS: ClassVar[tuple[Event, ...]] = (Event.PLACE_COUNTERS,)
    TARGETS: ClassVar[tuple[str, ...]] = ("target",)
    TARGET_EVENT: ClassVar[Event | None] = Event.PLACE_COUNTERS
    target: Selector
    counter: str
    amount: Amount = Const(value=1)


@ir
class RemoveCounters:
    """amount None: all of them ("remove poison"); `chosen` (with amount None): "any number of":
    on each card, the controller says how many, none to all (SU-A5)."""

    KIND: ClassVar[str] = "remove_counters"
    EVENTS: ClassVar[tuple[Event, ...]] = (Event.REMOVE_COUNTERS,)
    TARGETS: ClassVar[tuple[str, ...]] = ("target",)
    TARGET_EVENT: ClassVar[Event | None] = Event.REMOVE_COUNTERS
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
    EVENTS: ClassVar[tuple[Event, ...]] = (Event.REMOVE_COUNTERS, Event.PLACE_COUNTERS)
    TARGETS: ClassVar[tuple[str, ...]] = ("source", "target")
    TARGET_EVENT: ClassVar[Event | None] = Event.PLACE_COUNTERS
    source: Selector
    target: Selector
    counter: str
    amount: Amount | None = None


@ir
class Reveal:
    """"Reveal the top N cards of your deck. …" / "Look at …": they are shown (the trace records
    who saw them: everyone, or with `private` only the controller) and `with_revealed` is done with them:
    `Picked()` ("it", "them") and `Filter(among_picked=True)` ("actions revealed", "the rest")
    select among them; its choices are made on resolution, once they are known."""

    KIND: ClassVar[str] = "reveal"
    EVENTS: ClassVar[tuple[Event, ...]] = ()
    TARGETS: ClassVar[tuple[str, ...]] = ()
    TARGET_EVENT: ClassVar[Event | None] = None
    amount: Amount = Const(value=1)
    with_revealed: Effect | None = None
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
    # "Reveal the bottom two cards of your deck": the bottom `amount` cards instead of the top
    bottom: bool = False
    # with `whose` OPPONENT: "the top card of each other player's deck", "each other player's
    # hand": the cards of every other player still in the game, shown together (no choice)
    each: bool = False
    # "the top 3 cards of the base deck": the top `amount` cards of this shared deck (the base
    # deck, SU-G4) instead of a player's own deck (h16p)
    deck: str | None = None
    # t16d: with `each`, "the hands of each other player with an action there": only the players
    # who control at least one card matching it (as `AsPlayer.having`)
    having: Filter | None = None


@ir
class Modify:
    """A numeric modifier on a stat of the chosen cards, with a duration."""

    KIND: ClassVar[str] = "modify"
    EVENTS: ClassVar[tuple[Event, ...]] = (Event.MODIFY,)
    TARGETS: ClassVar[tuple[str, ...]] = ("target",)
    TARGET_EVENT: ClassVar[Event | None] = Event.MODIFY
    target: Selector
    stat: str
    op: ModOp
    amount: Amount
    duration: Duration = Duration.DEFAULT


@ir
class ExtraLives:
    """Extra lives (BH-504.2): cancel negative lives one for one first (BH-504.5)."""

    KIND: ClassVar[str] = "extra_lives"
    EVENTS: ClassVar[tuple[Event, ...]] = (Event.LIVES,)
    TARGETS: ClassVar[tuple[str, ...]] = ("target",)
    TARGET_EVENT: ClassVar[Event | None] = Event.LIVES
    target: Selector
    amount: Amount


@ir
class ReduceLives:
    """Negative lives (BH-504.4): not wounds."""

    KIND: ClassVar[str] = "reduce_lives"
    EVENTS: ClassVar[tuple[Event, ...]] = (Event.LIVES,)
    TARGETS: ClassVar[tuple[str, ...]] = ("target",)
    TARGET_EVENT: ClassVar[Event | None] = Event.LIVES
    target: Selector
    amount: Amount


@ir
class SetLife:
    """Set the level of lives to X (BH-504.6): not a heal, not wounds."""

    KIND: ClassVar[str] = "set_life"
    EVENTS: ClassVar[tuple[Event, ...]] = (Event.SET_LIFE,)
    TARGETS: ClassVar[tuple[str, ...]] = ("target",)
    TARGET_EVENT: ClassVar[Event | None] = Event.SET_LIFE
    target: Selector
    amount: Amount


@ir
class Draw:
    """Draw N (BH-527). `per_drawn` runs once per card actually drawn (not for replaced draws, 527.5.3)
    with that card as EventCard."""

    KIND: ClassVar[str] = "draw"
    EVENTS: ClassVar[tuple[Event, ...]] = (Event.DRAW_CARDS, Event.DRAW)
    TARGETS: ClassVar[tuple[str, ...]] = ()
    TARGET_EVENT: ClassVar[Event | None] = None
    who: Who = Who.YOU
    amount: Amount = Const(value=1)
    per_drawn: Effect | None = None
    zone: str | None = None         # a shared deck drawn from ("a Madness card"); None: own deck
    up_to: bool = False             # "draw up to N": the player chooses how many (0..N)


@ir
class Discard:
    """The player discards N cards of their choice (or at random) from hand (BH-520.4)."""

    KIND: ClassVar[str] = "discard"
    EVENTS: ClassVar[tuple[Event, ...]] = (Event.DISCARD,)
    TARGETS: ClassVar[tuple[str, ...]] = ()
    TARGET_EVENT: ClassVar[Event | None] = None
    who: Who = Who.YOU
    amount: Amount = Const(value=1)
    random: bool = False


@ir
class DiscardCards:
    """Discard the selected cards (e.g. "discard target card from a hand")."""

    KIND: ClassVar[str] = "discard_cards"
    SAID: ClassVar[str] = "discard"      # its readback: "you discard <target>" (runtime/readback.py)
    EVENTS: ClassVar[tuple[Event, ...]] = (Event.DISCARD,)
    TARGETS: ClassVar[tuple[str, ...]] = ("target",)
    TARGET_EVENT: ClassVar[Event | None] = Event.DISCARD
    target: Selector


@ir
class Gain:
    """Gain a resource (coins come from the supply, BH-522.2). temporary: coins that return at the
    end of the duration without counting as a loss (BH-522.4)."""

    KIND: ClassVar[str] = "gain"
    EVENTS: ClassVar[tuple[Event, ...]] = (Event.GAIN,)
    TARGETS: ClassVar[tuple[str, ...]] = ()
    TARGET_EVENT: ClassVar[Event | None] = None
    who: Who = Who.YOU
    resource: str = "coin"
    amount: Amount = Const(value=1)
    temporary: Duration | None = None


@ir
class Lose:
    """Lose a resource; the player chooses which coins (BH-522.5)."""

    KIND: ClassVar[str] = "lose"
    EVENTS: ClassVar[tuple[Event, ...]] = (Event.LOSE,)
    TARGETS: ClassVar[tuple[str, ...]] = ()
    TARGET_EVENT: ClassVar[Event | None] = None
    who: Who = Who.YOU
    resource: str = "coin"
    amount: Amount = Const(value=1)
    temporary: Duration | None = None     # lost for a while: their return is no gain (BH-522.4)


@ir
class Pay:
    """Pay coins as an instruction ("Your opponent may pay 2 coins.", BH-K13): the player pays
    `amount` of `resource` (coins close, BH-522) if they have that many; otherwise nothing
    happens (it did not happen: "If they do not, …" follows)."""

    KIND: ClassVar[str] = "pay"
    EVENTS: ClassVar[tuple[Event, ...]] = (Event.PAY,)
    TARGETS: ClassVar[tuple[str, ...]] = ()
    TARGET_EVENT: ClassVar[Event | None] = None
    resource: str = "coin"
    amount: Amount = Const(value=1)


@ir
class ChosenBy:
    """"Your opponent chooses a creature. Destroy it." (BH-K14): the targets of `effect` are
    chosen, when it is declared, by `who` (the first such player) instead of its controller."""

    KIND: ClassVar[str] = "chosen_by"
    EVENTS: ClassVar[tuple[Event, ...]] = ()
    TARGETS: ClassVar[tuple[str, ...]] = ()
    TARGET_EVENT: ClassVar[Event | None] = None
    who: Who
    effect: Effect


@ir
class CancelPlay:
    """"… cancel that card." in an ability that answers a card being played (BH-K15): the card
    does nothing — its on-play abilities are not declared (those already waiting are dropped),
    and a card that would stay in play goes to its owner's discard pile (graveyard) instead."""

    KIND: ClassVar[str] = "cancel_play"
    EVENTS: ClassVar[tuple[Event, ...]] = ()
    TARGETS: ClassVar[tuple[str, ...]] = ()
    TARGET_EVENT: ClassVar[Event | None] = None


@ir
class NameCard:
    """"Name a card." (Berserk "Назовите карту", BH-K30): the controller names a card — one of the
    names of the cards in the game — which "the named card" of the same ability reads (`IsNamed`).
    `card_type` ("Name a minion", h16o): one of the names of the cards of that type; a filter
    `named_as_picked` of the same ability ("all minions with that name") is of the name named."""

    KIND: ClassVar[str] = "name_card"
    card_type: str | None = None
    faction: bool = False       # "Name a faction" (h16o): one of the factions of the cards in the game
    types: tuple[str, ...] = () # "Say either “minion” or “action”" (h16o): one of these card types
    they_own: bool = False      # "name a faction they own" (h16z1): of the cards the round's player owns
    keep: bool = False          # h16z1: the factions named are kept on the card, for its Ongoing
                                # ability's `Filter.of_kept_factions` ("minions of the named factions")
    EVENTS: ClassVar[tuple[Event, ...]] = ()
    TARGETS: ClassVar[tuple[str, ...]] = ()
    TARGET_EVENT: ClassVar[Event | None] = None


@ir
class Tap:
    """Tap ("close") cards."""

    KIND: ClassVar[str] = "tap"
    SAID: ClassVar[str] = "tap"      # its readback: "you tap <target>" (runtime/readback.py)
    EVENTS: ClassVar[tuple[Event, ...]] = (Event.TAP,)
    TARGETS: ClassVar[tuple[str, ...]] = ("target",)
    TARGET_EVENT: ClassVar[Event | None] = Event.TAP
    target: Selector


@ir
class Stun:
    """Stun cards (Berserk "оглушить"): tap them, and each gets Stun: it does not untap in its
    controller's next untap step, and loses Stun there instead (glossary "Оглушение")."""

    KIND: ClassVar[str] = "stun"
    SAID: ClassVar[str] = "stun"      # its readback: "you stun <target>" (runtime/readback.py)
    EVENTS: ClassVar[tuple[Event, ...]] = (Event.TAP, Event.STUN)
    TARGETS: ClassVar[tuple[str, ...]] = ("target",)
    TARGET_EVENT: ClassVar[Event | None] = Event.STUN
    target: Selector


@ir
class Create:
    """Create cards (Berserk "Создайте Х"): `amount` cards named `name` go from the controller's
    supply into play under their control (BH-T1), as many as the supply has; put into play, not
    played (an enter event; no play event, no Recruit)."""

    KIND: ClassVar[str] = "create"
    EVENTS: ClassVar[tuple[Event, ...]] = (Event.ENTER,)
    TARGETS: ClassVar[tuple[str, ...]] = ()
    TARGET_EVENT: ClassVar[Event | None] = None
    name: str
    amount: Amount = Const(value=1)


@ir
class Ready:
    """Ready cards (Berserk "подготовить"): untap them; their once-per-turn abilities may be
    used again this turn (glossary "Подготовить": the marks of "one (X) times per turn" go)."""

    KIND: ClassVar[str] = "ready"
    SAID: ClassVar[str] = "ready"      # its readback: "you ready <target>" (runtime/readback.py)
    EVENTS: ClassVar[tuple[Event, ...]] = (Event.UNTAP,)
    TARGETS: ClassVar[tuple[str, ...]] = ("target",)
    TARGET_EVENT: ClassVar[Event | None] = Event.UNTAP
    target: Selector


@ir
class Poison:
    """Poison cards by N (Berserk "отравить на X", glossary "Отравление X"): each gets poison N;
    a card with poison already keeps the larger (only the largest Poison works). Poison counters
    wound at the start of their controller's turn (`Ruleset.poison_counter`)."""

    KIND: ClassVar[str] = "poison"
    EVENTS: ClassVar[tuple[Event, ...]] = (Event.PLACE_COUNTERS,)
    TARGETS: ClassVar[tuple[str, ...]] = ("target",)
    TARGET_EVENT: ClassVar[Event | None] = Event.PLACE_COUNTERS
    counter: ClassVar[str] = "poison"   # the counters it places (what the lints read)
    target: Selector
    amount: Amount


@ir
class Untap:
    """Untap ("open") cards."""

    KIND: ClassVar[str] = "untap"
    SAID: ClassVar[str] = "untap"      # its readback: "you untap <target>" (runtime/readback.py)
    EVENTS: ClassVar[tuple[Event, ...]] = (Event.UNTAP,)
    TARGETS: ClassVar[tuple[str, ...]] = ("target",)
    TARGET_EVENT: ClassVar[Event | None] = Event.UNTAP
    target: Selector


@ir
class Move:
    """Move cards to a zone of their owner, or (to_zone None) to another base in play (Smash Up).
    Moving is not playing (SU-A7)."""

    KIND: ClassVar[str] = "move"
    EVENTS: ClassVar[tuple[Event, ...]] = (Event.MOVE,)
    TARGETS: ClassVar[tuple[str, ...]] = ("target", "to_base")
    TARGET_EVENT: ClassVar[Event | None] = Event.MOVE
    target: Selector
    to_zone: str | None = None
    to_base: Selector | None = None
    bottom: bool = False            # into a deck: at its bottom (else on top)
    any_order: bool = False         # "in any order": the controller orders the cards moved
    to_player: Who | None = None    # into the zone of one of these players (the controller picks
                                    # one: "into another player's hand"); None: the card's owner's
    either_end: bool = False        # "on the top and/or bottom": the controller puts each on top or bottom
    by_owners: bool = False         # "in an order their owners choose": each owner orders their own (BH-K20)


@ir
class ReturnToHand:
    """Return cards to their owner's hand (a move, not a draw, BH-527.4)."""

    KIND: ClassVar[str] = "return_to_hand"
    EVENTS: ClassVar[tuple[Event, ...]] = (Event.MOVE, Event.DRAW)
    TARGETS: ClassVar[tuple[str, ...]] = ("target",)
    TARGET_EVENT: ClassVar[Event | None] = Event.MOVE
    target: Selector
    # "Reveal the bottom card of your deck and draw it", "Look at the top two cards. Draw one":
    # a card taken from its owner's deck so is drawn (a draw event each, docs/runtime.md)
    draw: bool = False


@ir
class ShuffleIntoDeck:
    """Put cards into their owner's deck and shuffle it."""

    KIND: ClassVar[str] = "shuffle_into_deck"
    EVENTS: ClassVar[tuple[Event, ...]] = (Event.MOVE,)
    TARGETS: ClassVar[tuple[str, ...]] = ("target",)
    TARGET_EVENT: ClassVar[Event | None] = Event.MOVE
    target: Selector


@ir
class Search:
    """Look through your deck for up to `count` cards matching, put them in hand, shuffle
    (`to_top`: shuffle, then put them on top of the deck, unrevealed). Not a draw (BH-527.4)."""

    KIND: ClassVar[str] = "search"
    EVENTS: ClassVar[tuple[Event, ...]] = (Event.MOVE, Event.SEARCH)
    TARGETS: ClassVar[tuple[str, ...]] = ()
    TARGET_EVENT: ClassVar[Event | None] = None
    filter: Filter = Filter()
    count: int | None = 1           # None: any number
    to_zone: str | None = None      # where the cards found go (None: the hand); the deck: on its top, after the shuffle
    same_name: bool = False         # "any number of cards with the same name": a name is chosen first
    different_names: bool = False   # r2b: "up to two minions with different names": no name twice


@ir
class PlayCard:
    """Play the selected cards ("play it"): on-play abilities happen (SU-A7)."""

    KIND: ClassVar[str] = "play_card"
    EVENTS: ClassVar[tuple[Event, ...]] = (Event.PLAY, Event.ENTER)
    TARGETS: ClassVar[tuple[str, ...]] = ("target", "to_base", "on", "affects", "chooses")
    TARGET_EVENT: ClassVar[Event | None] = Event.PLAY
    target: Selector
    here: bool = False                  # "play it here": onto the source's base
    to_base: Selector | None = None     # "play a minion there", "play this minion there": onto that base
    on: Selector | None = None          # "play an action on this minion": onto that card (one its text allows)
    uses_play: bool = False             # "… instead of from your hand": uses the turn's play of its type (none left: not played)
    new_base: bool = False              # "for each …, play a minion on a different base": not on a base an
                                        # earlier round of the same `Repeat` played a card on
    # "play an action that directly affects this minion as an extra action": only an action played
    # on one of these cards, or choosing one of them (then its choices are limited to them, SU-L9)
    affects: Selector | None = None
    raises: str | None = None           # "… that directly increases the power of X": and raises that stat of it
    # h16y: "Special: Play after you destroy a minion. Choose its base.": a choice the played
    # card's own text makes that one of these cards can answer is made as them (SU-A7)
    chooses: Selector | None = None
    # t16d: a Special's "… instead" sentence: the card played this way does this in place of its
    # own on-play abilities (the main text with the matching part replaced)
    instead: Effect | None = None
    instead_of: str = ""                # the main text's words replaced, as printed (readback)
    # t16d2: "… play the chosen action … . Place it on the bottom of your deck instead of the
    # discard pile.": a replacement for this play of this card only: when it would go to its
    # owner's discard pile once it has resolved (or when it leaves play, for a card that stays),
    # this (a move of the played card: `Picked()` / `Affected()`) happens instead (SU-D9)
    discard_instead: Effect | None = None


@ir
class ReturnToPlay:
    """Put a card from a discard zone into play under its owner's control ("resurrect with 1 life");
    `from_zone`: only a card that is in that zone ("summon this creature": from its deck, BH-K45)."""

    KIND: ClassVar[str] = "return_to_play"
    EVENTS: ClassVar[tuple[Event, ...]] = (Event.ENTER, Event.SET_LIFE)
    TARGETS: ClassVar[tuple[str, ...]] = ("target",)
    TARGET_EVENT: ClassVar[Event | None] = Event.ENTER
    target: Selector
    life: Amount | None = None
    from_zone: str | None = None


@ir
class PlayExtra:
    """"Play an extra minion/action" (Smash Up), this turn. A restricted extra play ("of power 2
    or less", "from your discard pile", "here") can only be used by a card and a base that
    meet its restrictions."""

    KIND: ClassVar[str] = "play_extra"
    EVENTS: ClassVar[tuple[Event, ...]] = ()
    TARGETS: ClassVar[tuple[str, ...]] = ("affects",)
    TARGET_EVENT: ClassVar[Event | None] = None
    who: Who = Who.YOU
    card_type: str = "minion"
    amount: Amount = Const(value=1)
    filter: Filter | None = None     # what the extra card must be (its zone is `zone`)
    zone: str | None = None          # where it is played from (None: the hand)
    here: bool = False               # only onto the base of the ability's source
    to: BaseTest | None = None       # only onto a base that passes ("at a base where you have a minion")
    there: bool = False              # only onto the base just chosen or put into play (`Picked`)
    same_name: bool = False          # "up to three extra minions with the same name": all of one name
    also_types: tuple[str, ...] = ()  # "an extra minion or action": one play a card of these types may use too
    # "an extra action that directly affects one of your minions": the action must be played on
    # one of these cards or choose one of them (SU-L9); the cards are fixed when the play is granted
    affects: Selector | None = None
    raises: str | None = None        # "… that directly increases the power of X": and raises that stat of it


@ir
class GainControl:
    """Control lasts while the card is in play, or until changed again (SU-A8)."""

    KIND: ClassVar[str] = "gain_control"
    EVENTS: ClassVar[tuple[Event, ...]] = (Event.CONTROL,)
    TARGETS: ClassVar[tuple[str, ...]] = ("target",)
    TARGET_EVENT: ClassVar[Event | None] = Event.CONTROL
    target: Selector
    duration: Duration | None = None    # "until the end of the turn": control returns then
    to_other: bool = False              # "give control of it to another player": the controller
                                        # chooses one other player, who gains control
    to_owner: bool = False              # "give control of it to its owner": each card's owner gains it


@ir
class Attach:
    """"Attach this creature to target Mechacrab": the source becomes part of the target."""

    KIND: ClassVar[str] = "attach"
    EVENTS: ClassVar[tuple[Event, ...]] = (Event.ATTACH,)
    TARGETS: ClassVar[tuple[str, ...]] = ("part", "target")
    TARGET_EVENT: ClassVar[Event | None] = Event.ATTACH
    target: Selector
    part: Selector | None = None        # what is attached (None: the source): "transfer an action … to this one"
    # "… as if they had module and had just entered play" (BH-K43): each part attached as a Module
    # entering play is, so its Recruit (on-play abilities) happens again, as the part's own
    as_module: bool = False


@ir
class Apply:
    """A static effect for a while, from an ability: "until the start of your next turn, enemy
    cards can only target this hero". Its `This` is the ability's source."""

    KIND: ClassVar[str] = "apply"
    EVENTS: ClassVar[tuple[Event, ...]] = ()
    TARGETS: ClassVar[tuple[str, ...]] = ()
    TARGET_EVENT: ClassVar[Event | None] = None
    effect: StaticEffect
    duration: Duration = Duration.DEFAULT
    # t16a: the static's "you" is the player of the round it is made in (`player_picked`): "they
    # cannot play actions" in a round for each other player; its duration stays the controller's
    round_player: bool = False


@ir
class SwapPlaces:
    """u16g (SU-W3): two cards in play on different bases change places — each is moved to the
    other's base (two moves, not plays: SU-A7; a card that cannot be moved stays, and then the
    other stays too). `target`: both cards ("two minions on different bases"), or with `other`
    the first of them ("this minion") and `other` the second ("a minion on another base")."""

    KIND: ClassVar[str] = "swap_places"
    EVENTS: ClassVar[tuple[Event, ...]] = (Event.MOVE,)
    TARGETS: ClassVar[tuple[str, ...]] = ("target", "other")
    TARGET_EVENT: ClassVar[Event | None] = Event.MOVE
    target: Selector
    other: Selector | None = None


@ir
class SwapBase:
    """"Swap this base with the top card of the base deck": the base in play (`target`) and a
    base of the base deck (`other`; None: its top card) change places — the new base where the
    old one was in play, the old one where the new one was in the base deck. The cards on the
    old base stay, on the new one. No base is scored, played or destroyed; the new one enters
    play, and is what follows works with (`Picked`: "there")."""

    KIND: ClassVar[str] = "swap_base"
    EVENTS: ClassVar[tuple[Event, ...]] = ()
    TARGETS: ClassVar[tuple[str, ...]] = ("target", "other")
    TARGET_EVENT: ClassVar[Event | None] = None
    target: Selector
    other: Selector | None = None
    shuffle: bool = False           # the base deck is shuffled afterwards (it was searched)


@ir
class PlayBase:
    """"Play a new base" / "play the top card of the base deck": the base deck's top card comes
    into play as one more base, after the bases in play. It enters play and is what follows works
    with (`Picked`: "there", "on it"); with an empty base deck nothing happens."""

    KIND: ClassVar[str] = "play_base"
    EVENTS: ClassVar[tuple[Event, ...]] = ()
    TARGETS: ClassVar[tuple[str, ...]] = ()
    TARGET_EVENT: ClassVar[Event | None] = None


@ir
class Sequence:
    """Instructions in printed order ("… and …", "then"); each does as much as it can."""

    KIND: ClassVar[str] = "sequence"
    EVENTS: ClassVar[tuple[Event, ...]] = ()
    TARGETS: ClassVar[tuple[str, ...]] = ()
    TARGET_EVENT: ClassVar[Event | None] = None
    effects: tuple[Effect, ...]


@ir
class May:
    """"You may …": the only optional instructions (SU-A3)."""

    KIND: ClassVar[str] = "may"
    EVENTS: ClassVar[tuple[Event, ...]] = ()
    TARGETS: ClassVar[tuple[str, ...]] = ()
    TARGET_EVENT: ClassVar[Event | None] = None
    effect: Effect


@ir
class Choose:
    """Modal constructor (BH-524). "Choose 2 times from" = min=max=2, repeats; "choose one or more"
    = min 1, max N, no repeats; "choose one" = 1, 1. The chain is ordered by the player."""

    KIND: ClassVar[str] = "choose"
    EVENTS: ClassVar[tuple[Event, ...]] = ()
    TARGETS: ClassVar[tuple[str, ...]] = ()
    TARGET_EVENT: ClassVar[Event | None] = None
    modes: tuple[Effect, ...]
    min: int = attrs.field(default=1, validator=attrs.validators.ge(0))
    max: int = attrs.field(default=1)
    repeats: bool = False
    in_order: bool = False          # h16v: "A and/or B": the modes chosen are done in the order printed

    @max.validator
    def _max_not_below_min(self, attribute: object, value: int) -> None:
        if value < self.min:
            raise ValueError(f"choose: max {value} < min {self.min}")


@ir
class If:
    """A condition checked on resolution ("If you have exactly one minion here, …")."""

    KIND: ClassVar[str] = "if"
    EVENTS: ClassVar[tuple[Event, ...]] = ()
    TARGETS: ClassVar[tuple[str, ...]] = ()
    TARGET_EVENT: ClassVar[Event | None] = None
    condition: Condition
    then: Effect
    otherwise: Effect | None = None


@ir
class Delay:
    """A delayed effect (BH-521): waits for `when`, then its effect is queued once."""

    KIND: ClassVar[str] = "delay"
    EVENTS: ClassVar[tuple[Event, ...]] = ()
    TARGETS: ClassVar[tuple[str, ...]] = ()
    TARGET_EVENT: ClassVar[Event | None] = None
    when: EventPattern
    effect: Effect
    remember: bool = False      # the cards the instruction before acted on are the delayed
                                # effect's `Picked` ("If you control it at the end of the turn, …")


@ir
class Pick:
    """"Choose a base. Destroy each minion there.": `target` is chosen when the ability is
    declared, then `with_picked` runs with it as `Picked` ("that base", "it", "there"). `player`:
    "all of one player's minions on a base": on resolution the controller also chooses a
    player (any still in the game, themself included); `Filter.of_picked_player` is theirs."""

    KIND: ClassVar[str] = "pick"
    EVENTS: ClassVar[tuple[Event, ...]] = ()
    TARGETS: ClassVar[tuple[str, ...]] = ("target",)
    TARGET_EVENT: ClassVar[Event | None] = None
    target: Selector
    with_picked: Effect
    player: bool = False
    by: Who | None = None               # r2a: "each other player chooses a minion they control": each of
                                        # these players chooses `target` as "you", in turn order (all picked)


@ir
class Then:
    """The one conditional continuation: `second` happens only if `first` did. Without `fully`,
    if `first` did something (at least one of its events happened: "destroy one of your minions
    here to draw a card"); with `fully`, if it happened in full, as `Did(fully=True)` reads it
    ("discard a card to play an extra minion": paid in full; "… . If you do, …" as the last
    step of a sequence)."""

    KIND: ClassVar[str] = "then"
    EVENTS: ClassVar[tuple[Event, ...]] = ()
    TARGETS: ClassVar[tuple[str, ...]] = ()
    TARGET_EVENT: ClassVar[Event | None] = None
    first: Effect
    second: Effect
    fully: bool = False


@ir
class AsPlayer:
    """Instructions that other players carry out: "the winner draws two cards", "that player
    must discard a card", "each player with a minion here may draw a card", "its owner gains
    1 VP". For each player `who` designates (active player first), `effect` is declared and
    resolved with that player as its controller ("you", "your" mean them); its targets are
    chosen by that player when they act. `having`: only players who control at least one card
    matching it ("with minions here")."""

    KIND: ClassVar[str] = "as_player"
    EVENTS: ClassVar[tuple[Event, ...]] = ()
    TARGETS: ClassVar[tuple[str, ...]] = ()
    TARGET_EVENT: ClassVar[Event | None] = None
    who: Who
    effect: Effect
    having: Filter | None = None
    but: Who | None = None              # "all players other than the winner": not these players
    ranked: Ranked | None = None        # r2b: "the player with the fewest minions here": only those first by it


@ir
class Shuffle:
    """"Shuffle your deck": the players' zone is shuffled (no card moves)."""

    KIND: ClassVar[str] = "shuffle"
    EVENTS: ClassVar[tuple[Event, ...]] = ()
    TARGETS: ClassVar[tuple[str, ...]] = ()
    TARGET_EVENT: ClassVar[Event | None] = None
    who: Who = Who.YOU
    zone: str = "deck"


@ir
class Repeat:
    """"For each X, do Y": `effect` runs `count` times (counted on resolution). With `each`
    ("… on each base", "for each base, … there"), `count` is a `CountOf` and `effect` runs once
    for each card it counts, in play order, with that card as `Picked` ("there")."""

    KIND: ClassVar[str] = "repeat"
    EVENTS: ClassVar[tuple[Event, ...]] = ()
    TARGETS: ClassVar[tuple[str, ...]] = ()
    TARGET_EVENT: ClassVar[Event | None] = None
    count: Amount
    effect: Effect
    each: bool = False
    # with `each`: only the rounds where this holds, with that card as `Picked` ("on each base
    # with a higher-power minion"), checked before that round's choices
    only_if: Condition | None = None
    # h16v: with an `AffectedCount`, once for each of the cards the instruction before acted on, that
    # card alone being `Affected` in its round ("For each minion destroyed, its controller gains 1 VP")
    one_each: bool = False


@ir
class Grant:
    """'Each creature you control gains the ability "Attack: …" until the end of the turn.': each
    chosen card in play has the quoted triggered ability (`when`, `effect`, `label`: a `Triggered`
    of the granting ability's origin) as its own for the duration (its "this creature" is that
    card, its controller the card's controller), and loses it if it leaves play (BH-K42)."""

    KIND: ClassVar[str] = "grant"
    EVENTS: ClassVar[tuple[Event, ...]] = ()
    TARGETS: ClassVar[tuple[str, ...]] = ("target",)
    TARGET_EVENT: ClassVar[Event | None] = None
    target: Selector
    when: EventPattern
    effect: Effect
    label: str = ""
    duration: Duration = Duration.DEFAULT


@ir
class SameWay:
    """t16c: "… choose one of your minions to be affected the same way" after an action directly
    affected a card (an `affect` trigger, SU-L9): each instruction of that action that chose the
    event's card is done again, the card `target` designates in its place, its other choices as
    they were (`Game.same_way`, docs/runtime.md). Outside an `affect` trigger nothing happens."""

    KIND: ClassVar[str] = "same_way"
    EVENTS: ClassVar[tuple[Event, ...]] = ()
    TARGETS: ClassVar[tuple[str, ...]] = ("target",)
    TARGET_EVENT: ClassVar[Event | None] = None
    target: Selector


# Every class of this module is an effect: the union, the tuple and the names the package
# exports are read from the module itself, in the order the classes are written, so a new
# effect is its class here and nothing else in runtime/spec/.
EFFECT_CLASSES: tuple[type, ...] = tuple(
    c for c in list(globals().values()) if isinstance(c, type) and c.__module__ == __name__ and "KIND" in vars(c))
Effect: TypeAlias = Union[EFFECT_CLASSES]  # type: ignore[valid-type]
__all__ = ["EFFECT_CLASSES", "Effect", "continuations", "sequence", *(c.__name__ for c in EFFECT_CLASSES)]


def continuations(v: object) -> object:
    """`v` (an IR value) in the one encoding of "the second only if the first happened": a
    sequence whose last step is `If(Did(fully=True), Y)` (no otherwise) after a step X ends in
    `Then(X, Y, fully=True)` instead (a sequence of those two steps is that `Then`). Lowering
    builds every sequence with `sequence`, and the format's v3 -> v4 migration applies this to a
    document, so that both give the same IR."""
    if v.__class__ is tuple:
        items = tuple(continuations(x) for x in v)          # type: ignore[attr-defined]
        return items if any(a is not b for a, b in zip(items, v)) else v   # type: ignore[arg-type]
    if not attrs.has(v.__class__):
        return v
    changes = {}
    for f in attrs.fields(v.__class__):
        x = getattr(v, f.name)
        y = continuations(x)
        if y is not x:
            changes[f.name] = y
    if changes:
        v = attrs.evolve(v, **changes)
    return sequence(v.effects) if isinstance(v, Sequence) else v


def sequence(effects: tuple) -> Effect:
    """`Sequence(effects)` in the one encoding of "X. If you do, Y": when the last step is
    `If(Did(fully=True), Y)` (no otherwise), it and the step X before it are `Then(X, Y,
    fully=True)`; a sequence of those two steps is that `Then`. Lowering builds every sequence
    with this, so its IR needs no rewriting afterwards (`continuations` is the same rule for a
    whole v3 document)."""
    effects = tuple(effects)
    if len(effects) >= 2:
        last = effects[-1]
        if isinstance(last, If) and last.otherwise is None and isinstance(last.condition, Did) \
                and last.condition.fully:
            then = Then(first=effects[-2], second=last.then, fully=True)
            return then if len(effects) == 2 else Sequence(effects=effects[:-2] + (then,))
    return Sequence(effects=effects)
