"""Hand-built IR for the cards of the seeds' worked examples (the compiler issue will replace these
with compiled card text), plus helpers shared by the runtime tests and a few sanity tests."""

from __future__ import annotations

from runtime import BERSERK, SMASHUP, Game, ScriptedChooser
from runtime import spec as s

CREATURE = s.Filter(card_types=("creature",))
CHARACTER = s.Filter(card_types=("creature", "hero"))
MINION = s.Filter(card_types=("minion",))


def card(slug: str, name: str, card_type: str, stats: dict[str, int] | None = None, *abilities: s.Ability,
         element: str | None = None, subtypes: tuple[str, ...] = ()) -> s.CardSpec:
    return s.CardSpec(slug=slug, name=name, card_type=card_type, stats=tuple((stats or {}).items()),
                      element=element, subtypes=subtypes, abilities=tuple(abilities))


def creature(name: str, cost: int = 2, life: int = 3, strike: int = 1, *abilities: s.Ability,
             element: str | None = None) -> s.CardSpec:
    slug = "berserk/" + name.lower().replace(" ", "-")
    return card(slug, name, "creature", {"cost": cost, "life": life, "strike": strike}, *abilities,
                element=element)


def origin(name: str, i: int = 0, game: str = "berserk") -> str:
    return f"{game}/{name.lower().replace(' ', '-')}#{i}"


# ---- Berserk ---------------------------------------------------------------------------------

HERO = card("berserk/hero", "Hero", "hero", {"life": 20})

# "Recruit: destroy a poisoned creature." (501.4)
POISONER = creature("Poisoner", 3, 3, 1, s.OnPlay(
    origin=origin("Poisoner"), label="recruit",
    effect=s.Destroy(target=s.Target(filter=s.Filter(
        card_types=("creature",), counters=(s.CounterTest(counter="poison", cmp=s.Cmp.GE, value=1),))))))

# "Recruit: remove poison from a creature." (501.4)
HEALER = creature("Herbalist", 2, 2, 1, s.OnPlay(
    origin=origin("Herbalist"), label="recruit",
    effect=s.RemoveCounters(target=s.Target(filter=CREATURE), counter="poison")))

# Cataclysm: "Destroy all creatures." (502.6)
CATACLYSM = card("berserk/cataclysm", "Cataclysm", "spell", {"cost": 4}, s.OnPlay(
    origin=origin("Cataclysm"), effect=s.Destroy(target=s.Each(filter=CREATURE))))

# Raptor: "Recruit: destroy each creature with cost 3 or less." (502.6)
RAPTOR = creature("Raptor", 5, 4, 2, s.OnPlay(
    origin=origin("Raptor"), label="recruit",
    effect=s.Destroy(target=s.Each(filter=s.Filter(
        card_types=("creature",), stats=(s.StatTest(stat="cost", cmp=s.Cmp.LE, value=3),))))))

# Vial of Healing: "Heal up to three wounds in total among your characters." (502.6)
VIAL = card("berserk/vial-of-healing", "Vial of Healing", "spell", {"cost": 1}, s.OnPlay(
    origin=origin("Vial of Healing"),
    effect=s.Heal(target=s.Target(filter=s.Filter(card_types=("creature", "hero"), controller=s.Controller.YOU),
                                  min=1, max=3),
                  amount=s.Const(value=3), divided=True)))

# Sinister Cube: "Destroy a creature with an element." (502.7)
CUBE = card("berserk/sinister-cube", "Sinister Cube", "spell", {"cost": 3}, s.OnPlay(
    origin=origin("Sinister Cube"),
    effect=s.Destroy(target=s.Target(filter=s.Filter(card_types=("creature",), has_element=True)))))

# Noita: "Recruit: shoot 3 at a creature without wounds." (502.9)
NOITA = creature("Noita", 3, 2, 1, s.OnPlay(
    origin=origin("Noita"), label="recruit",
    effect=s.Shoot(target=s.Target(filter=s.Filter(
        card_types=("creature",), counters=(s.CounterTest(counter="wound", cmp=s.Cmp.EQ, value=0),))),
        amount=s.Const(value=3))))

# Bjornbon (a hero here): "the target of opponents' shots and attacks must be Bjornbon." (502.9)
BJORNBON = card("berserk/bjornbon", "Bjornbon", "hero", {"life": 18}, s.Static(
    origin=origin("Bjornbon"),
    effect=s.MustTarget(affects=s.This(), effects=("shoot", "wound"), by=s.Controller.OPPONENT)))

# Smaita: "Death: wound a creature 2." (505.3)
SMAITA = creature("Smaita", 3, 3, 2, s.Triggered(
    origin=origin("Smaita"), label="death",
    when=s.EventPattern(event=s.Event.DESTROY, this=True),
    effect=s.Wound(target=s.Target(filter=CREATURE), amount=s.Const(value=2))))

# Orc Avenger: "When another creature of your squad dies, find an Orc Avenger in your deck." (505.3)
ORC_AVENGER = creature("Orc Avenger", 2, 2, 2, s.Triggered(
    origin=origin("Orc Avenger"),
    when=s.EventPattern(event=s.Event.DESTROY,
                        subject=s.Filter(card_types=("creature",), controller=s.Controller.YOU, other=True)),
    effect=s.Search(filter=s.Filter(name="Orc Avenger"), count=1)))

MECHACRAB = creature("Mechacrab", 3, 2, 1)
ATTACK_MODULE = creature("Attack Module", 1, 1, 2)

# Meregom: "When a creature dies, you may return one of its parts to play with 1 life." (505.4)
MEREGOM = creature("Meregom", 4, 4, 2, s.Triggered(
    origin=origin("Meregom"),
    when=s.EventPattern(event=s.Event.DESTROY, subject=CREATURE),
    effect=s.May(effect=s.ReturnToPlay(
        target=s.Target(filter=s.Filter(zone="graveyard", in_event=True)), life=s.Const(value=1)))))

# Galliwespin: "If you would gain prayer tokens, instead gain that many plus 1." (525.2)
GALLIWESPIN = creature("Galliwespin", 2, 2, 1, s.Replacement(
    origin=origin("Galliwespin"),
    when=s.EventPattern(event=s.Event.GAIN, resource="prayer token", player=s.Controller.YOU),
    instead=s.ReplaceAmount(amount=s.Plus(left=s.ThatMany(), right=s.Const(value=1)))))

# "Choose 2 times from: wound a creature 1; gain a coin; draw a card." (524.1)
TRICKSTER = creature("Trickster", 3, 3, 1, s.OnPlay(
    origin=origin("Trickster"), label="recruit",
    effect=s.Choose(modes=(
        s.Wound(target=s.Target(filter=CREATURE), amount=s.Const(value=1)),
        s.Gain(resource="coin", amount=s.Const(value=1)),
        s.Draw(amount=s.Const(value=1)),
    ), min=2, max=2, repeats=True)))

FILLER = creature("Filler", 1, 2, 1)


def berserk(steps=(), seed: int = 0, **kw) -> tuple[Game, ScriptedChooser]:
    ch = ScriptedChooser(steps)
    return Game(BERSERK, ("Ann", "Bob"), chooser=ch, seed=seed, **kw), ch


def smashup(steps=(), seed: int = 0, **kw) -> tuple[Game, ScriptedChooser]:
    ch = ScriptedChooser(steps)
    return Game(SMASHUP, ("Ann", "Bob"), chooser=ch, seed=seed, **kw), ch


def minion(name: str, power: int, *abilities: s.Ability) -> s.CardSpec:
    return card("smashup/" + name.lower().replace(" ", "-"), name, "minion", {"power": power}, *abilities)


def base(name: str, breakpoint: int = 20) -> s.CardSpec:
    return card("smashup/" + name.lower().replace(" ", "-"), name, "base", {"breakpoint": breakpoint, "vp": 3})


def action(name: str, *abilities: s.Ability) -> s.CardSpec:
    return card("smashup/" + name.lower().replace(" ", "-"), name, "action", {}, *abilities)


# ---- sanity ----------------------------------------------------------------------------------

ALL_BERSERK = (HERO, POISONER, HEALER, CATACLYSM, RAPTOR, VIAL, CUBE, NOITA, BJORNBON, SMAITA,
               ORC_AVENGER, MECHACRAB, ATTACK_MODULE, MEREGOM, GALLIWESPIN, TRICKSTER, FILLER)


def test_every_example_card_has_origins_and_valid_types():
    for c in ALL_BERSERK:
        assert BERSERK.card_type(c.card_type) is not None, c.name
        for i, ab in enumerate(c.abilities):
            assert ab.origin.startswith("berserk/"), ab


def test_cards_can_be_set_up_in_every_zone():
    g, _ = berserk()
    for z in BERSERK.zones:
        if z == "supply":
            continue
        g.add_card(FILLER, 0, z)
    g.state.check_invariants()
