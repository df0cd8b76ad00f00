"""Rulesets: everything that differs between games, declared as data.

The grammar knows no game. Card types, stat names and ranges, zones, counters, resources,
keywords and the order in which numeric modifiers apply are declared here, and both the
front end (`dsl`, for vocabulary and checks) and the interpreter (`runtime`) read them.
This module lives in `runtime/` because `runtime` must never import `dsl`.
"""

from __future__ import annotations

import enum

import attrs

from .memo import identity_cache


class ValuePolicy(enum.Enum):
    """How a numeric value is computed from its modifiers."""

    # SU-V1..4: printed -> starting (resets) -> adjustments (+/-) -> floor 0
    SMASHUP = "smashup"
    # BH-523: additions -> multiplications -> subtractions -> divisions -> "set to X" -> floor 0
    BERSERK = "berserk"


@attrs.frozen(kw_only=True)
class Stat:
    name: str                      # canonical header/column name: "power", "cost", "life"
    minimum: int = 0
    maximum: int = 99


@attrs.frozen(kw_only=True)
class CardType:
    name: str                      # "minion", "creature"
    required: tuple[str, ...] = () # stats a card of this type must declare
    optional: tuple[str, ...] = () # stats it may declare
    in_play: bool = True           # whether cards of this type stay in play after being played
    # SU-T1: cards of this type are not shuffled into the deck but set aside (`Ruleset.set_aside_zone`)
    # at the start, and go back there whenever they leave play
    set_aside: bool = False
    per_player_in_play: int | None = None   # SU-T3: at most this many of a player's cards of this type in play
    default_stats: tuple[tuple[str, int], ...] = ()   # SU-T4: stats a card has when it prints none (titan: 0 power)
    # SU-P1: a card of two types ("Minion: … Action: …"): its text has one part per type, opened
    # by the type's name and a colon, and it is played as one of these types with that part's text
    sides: tuple[str, ...] = ()


@attrs.frozen(kw_only=True)
class SharedDeck:
    """A shared deck of identical cards that are not part of any player's set (Smash Up's
    Madness deck): `count` copies of a card named `name`, of `card_type`, whose ability is
    `text` (card text the front end compiles), kept in the shared zone `zone`. Cards in that
    zone belong to nobody; a card drawn from it belongs to the player who drew it until it is
    put back. At the end of the game each player loses 1 VP for every `vp_per` of these cards
    they own in their deck, hand and discard pile (0: no loss); a tie for the most VP goes to
    the player with fewer of them."""

    name: str
    zone: str
    card_type: str
    count: int
    text: str
    vp_per: int = 0


@attrs.frozen(kw_only=True)
class Ruleset:
    name: str
    title: str
    card_types: tuple[CardType, ...]
    stats: tuple[Stat, ...]
    zones: tuple[str, ...]
    counters: tuple[str, ...]      # marker kinds placed on cards ("+1 power", "wound", "poison")
    resources: tuple[str, ...]     # per-player pools ("vp", "coin", "prayer token")
    labels: tuple[str, ...]        # ability labels this game prints ("ongoing", "talent", ...)
    keywords: tuple[str, ...] = () # keyword abilities printed in a card's header
    # keywords printed with a number ("armour 2"): a header field "armour 2" is the keyword
    # "armour 2" (`keyword_value` reads the number)
    valued_keywords: tuple[str, ...] = ()
    elements: tuple[str, ...] = () # Berserk elements; a creature with none is neutral
    special_cards: tuple[str, ...] = ()  # game components named in text that are not set cards
    shared_decks: tuple[SharedDeck, ...] = ()  # those of them the game creates (a shared deck)
    kind_aliases: tuple[str, ...] = ()   # nouns for several card types ("character")
    # another word for one card type, in headers and text (Marvel's "character" is a minion):
    # a card of that type is the type it stands for, and the noun selects that type
    type_words: tuple[tuple[str, str], ...] = ()
    # header-only words for a card type, never nouns of ability text ("minion or action", and the
    # published card lists' "other", for the two-type card SU-P1)
    header_type_words: tuple[tuple[str, str], ...] = ()
    value_policy: ValuePolicy = ValuePolicy.SMASHUP
    phases: tuple[str, ...] = ()
    # The largest number ability text may print (an amount, a count, a limit, the value a stat is
    # compared with); a signed modifier ("-2 power") may go down to minus it. Checked by the
    # front end and the loader through `runtime.ranges` (E302 / FormatError).
    max_number: int = 99
    # "Deal X wounds …, where X is …": X amounts the lowering defines (Berserk "где Х - …"); False:
    # such a sentence is E501
    where_x: bool = False
    # ---- runtime fields (added by the runtime; all defaulted) ----------------------------
    # Zone roles: which of `zones` plays which part. Shared zones hold cards of every player.
    deck_zone: str = "deck"
    hand_zone: str = "hand"
    play_zone: str = "play area"
    discard_zone: str = "discard pile"
    set_aside_zone: str | None = None       # SU-T1: where set-aside card types wait out of play
    shared_zones: tuple[str, ...] = ()
    base_type: str | None = None            # Smash Up: minions are played on bases
    hero_type: str | None = None            # Berserk: a player's hero; its death loses the game
    character_types: tuple[str, ...] = ()   # types that have lives (BH-504)
    life_stat: str | None = None            # BH-504: lives = life + extra - negative - wounds
    wound_counter: str = "wound"
    extra_life_counter: str = "extra life"
    negative_life_counter: str = "negative life"
    poison_counter: str | None = None       # poisoned characters take wounds at their turn start
    # (counter, stat, per counter): "+1 power" counters add 1 power each (SU-V3)
    counter_stats: tuple[tuple[str, str, int], ...] = ()
    default_duration: str = "end_of_turn"   # spec.Duration value for effects with none stated
    # Queue: True = the last declared ability of a simultaneous group resolves first (BH-501.4
    # example: the non-active player's recruit resolves first); False = in declaration order.
    queue_lifo: bool = False
    # True: the active player orders every simultaneous triggered ability (Smash Up's current
    # player decides); False: each player orders their own, active player's first.
    order_by_active: bool = False
    # True: an ability whose mandatory target has no legal choice cannot be declared (BH-502.9);
    # False: that part is skipped and the rest resolves (SU-A4).
    targets_required: bool = False
    # The fewest cards "up to N" chooses: 0 in Smash Up ("up to" allows none, as "any number"
    # does, SU-A5); 1 where a targeted ability needs a target ("up to 3 … among your characters"
    # chooses 1-3, BH-502.6).
    up_to_min: int = 1
    cost_stat: str | None = None            # paid in `coin_resource` when a card is played
    coin_resource: str | None = None
    income: int = 0                         # coins gained in `income_phase`
    income_cap: int | None = None           # BH-522.3: only below 10
    income_phase: str | None = None
    draw_phase: str | None = None
    draw_count: int = 0
    play_phase: str | None = None           # Talents: once per this phase (SU-A2)
    plays_per_turn: tuple[tuple[str, int], ...] = ()   # ("minion", 1), ("action", 1)
    untap_at_turn_start: bool = False       # BH-503.1 rule effect
    # Smash Up scoring: the VP stats of a base by place, the VP resource, where scored bases go
    score_vp_stats: tuple[str, ...] = ()
    vp_resource: str = "vp"
    base_deck_zone: str | None = None
    score_phase: str | None = None          # bases that reached their breakpoint score then
    deck_out_loss_after: int | None = None  # BH-503.1: the third empty-deck draw phase loses
    unique_keyword: str | None = None       # BH-503.1: a second unique card of a name destroys the first
    # ---- a whole game (runtime/play.py; Smash Up readings SU-G*, docs/runtime.md) ----------
    deck_types: tuple[str, ...] = ()        # card types a player's deck is built from
    # (card type, share) of a real deck, for dealt decks (`runtime.fuzz.deal_mixed_decks`): Smash Up
    # faction decks are half minions, half actions (docs/runtime.md); empty: every deck type's
    # cards dealt alike, whatever their type
    deck_mix: tuple[tuple[str, int], ...] = ()
    setup_hand: int = 0                     # cards each player draws before the first turn
    extra_bases: int | None = None          # bases in play = players + extra_bases (SU-G1)
    hand_limit: int | None = None           # SU-G5: after the draw phase, discard down to this
    reshuffle_discard: bool = False         # SU-G6: an empty deck is refilled from the discard pile
    win_vp: int | None = None               # SU-G7: at the end of a turn, this many VP may win
    # ---- a whole Berserk game (runtime/berserk/; readings BH-G*, docs/runtime.md) ------------
    combat: bool = False                    # strike attacks, defenders, counter-strikes (runtime/berserk)
    pay_closes_coins: bool = False          # BH-G2: paid coins are closed until their owner's next turn
    default_hero_life: int = 0              # BH-G1: a set with no hero: each player's plain hero has these lives
    # BH-T1 (glossary "Создайте Х", "Созданный"): cards with this keyword are never in a deck: each
    # player keeps `token_supply` of each in `token_zone`; "Create a X" puts one into play; a
    # created card that leaves play goes back there, whatever the text said (a rule effect)
    token_keyword: str | None = None
    token_zone: str | None = None
    token_supply: int = 0

    def has_keyword(self, kw: str) -> bool:
        """`kw` is one of the ruleset's keywords, or a valued keyword with its number ("armour 2")."""
        if kw in self.keywords:
            return True
        name, _, num = kw.rpartition(" ")
        return name in self.valued_keywords and num.isdigit()

    def shared_deck(self, name: str) -> SharedDeck | None:
        """The shared deck of the cards called `name`, or of the zone called `name`."""
        for d in self.shared_decks:
            if name in (d.name, d.zone):
                return d
        return None

    def type_name(self, name: str) -> str:
        """The card type a header's type word stands for ("character" -> "minion"), else `name`."""
        return _type_words(self).get(name.lower(), name) if name else name

    def card_type(self, name: str) -> CardType | None:
        # (asked for every card played and added: the two tables are built once per ruleset)
        known = _types_by_word(self)
        if name in known:
            return known[name]
        t = known[name] = _card_types(self).get(self.type_name(name))
        return t

    def stat(self, name: str) -> Stat | None:
        for s in self.stats:
            if s.name == name:
                return s
        return None


SMASHUP = Ruleset(
    name="smashup",
    title="Smash Up",
    card_types=(
        CardType(name="minion", required=("power",)),
        CardType(name="action", in_play=False),
        CardType(name="titan", optional=("power",), set_aside=True, per_player_in_play=1,
                 default_stats=(("power", 0),)),
        CardType(name="base", required=("breakpoint",), optional=("vp",)),
        # SU-P1 (docs/runtime.md): "Minion: … Action: …", a card of two types
        CardType(name="dual", optional=("power",), default_stats=(("power", 0),), sides=("minion", "action")),
    ),
    stats=(
        Stat(name="power", maximum=20),
        Stat(name="breakpoint", maximum=40),
        Stat(name="vp", maximum=10),
    ),
    zones=("deck", "hand", "discard pile", "base deck", "bases", "box", "Madness deck", "set aside"),
    counters=("+1 power",),
    resources=("vp",),
    labels=("ongoing", "talent", "special"),
    # Game components of the Cthulhu expansion named in card text: the Madness deck's cards.
    special_cards=("Madness",),
    # Smash Up: Marvel prints its minions as "characters" (SU-C1, docs/runtime.md)
    type_words=(("character", "minion"),),
    header_type_words=(("minion or action", "dual"), ("other", "dual")),
    # SU-M1..M4 (docs/runtime.md): 30 Madness actions in a shared deck, written in our words
    shared_decks=(SharedDeck(name="Madness", zone="Madness deck", card_type="action", count=30, vp_per=2,
                             text="Draw two cards or put this card back into the Madness deck."),),
    value_policy=ValuePolicy.SMASHUP,
    phases=("start of turn", "play cards", "score bases", "draw cards", "end of turn"),
    play_zone="bases",
    discard_zone="discard pile",
    set_aside_zone="set aside",
    shared_zones=("bases", "base deck", "Madness deck"),
    base_type="base",
    counter_stats=(("+1 power", "power", 1),),
    default_duration="end_of_turn",
    queue_lifo=False,
    order_by_active=True,
    targets_required=False,
    up_to_min=0,
    draw_phase="draw cards",
    draw_count=2,
    play_phase="play cards",
    plays_per_turn=(("minion", 1), ("action", 1)),
    score_vp_stats=("vp", "vp2", "vp3"),
    base_deck_zone="base deck",
    score_phase="score bases",
    deck_types=("minion", "action", "dual"),
    deck_mix=(("minion", 1), ("action", 1)),
    setup_hand=5,
    extra_bases=1,
    hand_limit=10,
    reshuffle_discard=True,
    win_vp=15,
)

BERSERK = Ruleset(
    name="berserk",
    title="Berserk Heroes",
    card_types=(
        CardType(name="creature", required=("cost", "life", "strike")),
        CardType(name="hero", required=("life",), optional=("strike",)),
        CardType(name="spell", required=("cost",), in_play=False),
        CardType(name="artifact", required=("cost",)),
        # BH-G3 (glossary "Событие", "Оружие", "Экипировка"): support cards that stay in play, one
        # of each class per player; a weapon lends its strike to its controller's hero
        CardType(name="event", required=("cost",), per_player_in_play=1),
        CardType(name="weapon", required=("cost",), optional=("strike",), per_player_in_play=1),
    ),
    stats=(
        Stat(name="cost", maximum=20),
        Stat(name="life", minimum=1, maximum=40),
        Stat(name="strike", maximum=20),
    ),
    zones=("deck", "hand", "graveyard", "play area", "supply"),
    counters=("wound", "poison", "extra life", "negative life"),
    resources=("coin", "prayer token"),
    labels=("recruit", "death", "attack"),
    keywords=("unique", "flying", "first strike", "token", "haste", "horde", "frenzy", "directed strike",
              "experienced in attack", "experienced in defence", "module"),
    valued_keywords=("armour", "vampirism", "regeneration", "poison", "shot"),
    elements=("mountains", "forest", "swamp", "steppe", "darkness"),
    kind_aliases=("character",),
    value_policy=ValuePolicy.BERSERK,
    phases=("start of turn", "accumulation", "main", "end of turn"),
    play_zone="play area",
    discard_zone="graveyard",
    shared_zones=("play area",),
    hero_type="hero",
    character_types=("creature", "hero"),
    life_stat="life",
    poison_counter="poison",
    default_duration="permanent",
    queue_lifo=True,
    targets_required=True,
    cost_stat="cost",
    coin_resource="coin",
    income=1,
    income_cap=10,
    income_phase="accumulation",
    draw_phase="accumulation",
    draw_count=1,
    untap_at_turn_start=True,
    deck_out_loss_after=3,
    unique_keyword="unique",
    where_x=True,
    token_keyword="token",
    token_zone="supply",
    token_supply=6,
    play_phase="main",
    deck_types=("creature", "spell", "artifact", "event", "weapon"),
    setup_hand=6,
    combat=True,
    pay_closes_coins=True,
    default_hero_life=20,
)

RULESETS: dict[str, Ruleset] = {r.name: r for r in (SMASHUP, BERSERK)}


def keyword_value(keywords: tuple[str, ...], name: str) -> int | None:
    """The number of the valued keyword `name` among `keywords` ("armour 2" -> 2); the highest
    when there are several (glossary: only the largest Armour / Vampirism / … works); None: none."""
    best = None
    for kw in keywords:
        if kw.startswith(name) and kw[len(name):len(name) + 1] == " ":
            num = kw[len(name) + 1:]
            if num.isdigit() and (best is None or int(num) > best):
                best = int(num)
    return best


def get_ruleset(name: str) -> Ruleset:
    try:
        return RULESETS[name]
    except KeyError:
        raise KeyError(f"unknown ruleset `{name}` (known: {', '.join(sorted(RULESETS))})") from None


@identity_cache
def _type_words(rs: Ruleset) -> dict[str, str]:
    return {**dict(rs.header_type_words), **dict(rs.type_words)}


@identity_cache
def _types_by_word(rs: Ruleset) -> dict[str, CardType | None]:
    """`Ruleset.card_type`'s answers so far, by the name asked (filled as it is asked)."""
    return {}


@identity_cache
def _card_types(rs: Ruleset) -> dict[str, CardType]:
    out: dict[str, CardType] = {}
    for t in rs.card_types:
        out.setdefault(t.name, t)           # the first of a name, as a search in order finds
    return out
