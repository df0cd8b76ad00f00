"""Replacement actions, costs, abilities and the card (`CardSpec`)."""

from __future__ import annotations

from typing import ClassVar, TypeAlias

from .enums import CostKind, ir
from .selections import Amount, Filter
from .conditions import Condition, EventPattern
from .statics import StaticEffect
from .effects import Effect


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
    # "the first time … each turn": only when no earlier event of the turn (`Game.log`) matched
    # `when`, even one that happened before this card came into play
    first_in_turn: bool = False
    # "your second card in a turn" (BH-K18): only when the event is the Nth of the turn that matches
    # `when` (`Game.log`, counted as `first_in_turn` is, when the event happens)
    nth_in_turn: int | None = None


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
    # 'Ongoing: This minion has the ability "Talent: …"' on a card played on another: the ability
    # is that card's, used by its controller while this card is on it (docs/runtime.md)
    on_host: bool = False
    # h16v: "Use only one <name> ability per turn" on a Talent: one use per controller among the
    # cards of this name, per turn ("turn")
    once_per_name: str | None = None


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
    faction: str | None = None          # the faction the card is of (its `faction NAME`; None: none declared)
    # SU-P1: a card of two types: the type ("minion", "action") whose part each ability is in
    sides: tuple[str, ...] = ()

    def stat(self, name: str, default: int = 0) -> int:
        for k, v in self.stats:
            if k == name:
                return v
        return default
