"""An "Attack:" ability and a quoted ability granted for a while (docs/runtime.md BH-K41, BH-K42;
glossary "При атаке", "Атакованная карта", "Получает [текст]"): the English wording, its lowering,
the runtime and the Russian surface. Cards are made up."""

from __future__ import annotations

import pytest
from ru_twins import HEAD_EN, HEAD_RU, printed_back
from test_runtime_berserk_combat import fighter, table, wounds

from dsl import check_text
from dsl.lowering import lower_card
from runtime import berserk as bh
from runtime import spec as s

RAM_EN = 'card "Tusk Ram": creature (Beast), cost 3, life 3, strike 2\n  Attack: Deal 1 wound to the attacked creature.\n'
CALL = ('card "Ambush Horn": spell, cost 2\n'
        '  Each creature you control gains the ability "Attack: Poison the attacked creature by 1." until the end of the turn.\n')


def _lowered(text: str):
    rep = check_text(HEAD_EN + text)
    c = rep.cards[-1]
    assert c.ok, [d.message for d in c.diagnostics]
    return tuple(a for a, _span in lower_card(c.card, rep.ruleset, "", "", rep.table).abilities)


def _spell(name: str, abilities) -> s.CardSpec:
    return s.CardSpec(slug="berserk/" + name.lower(), name=name, card_type="spell", stats=(("cost", 0),),
                      abilities=abilities)


@pytest.mark.rule("BH-K41")
def test_an_attack_ability_is_a_trigger_on_this_cards_attack_naming_the_attacked_card():
    (ab,) = _lowered(RAM_EN)
    assert isinstance(ab, s.Triggered) and ab.label == "attack"
    assert ab.when == s.EventPattern(event=s.Event.ATTACK, by_this=True)
    assert ab.effect.target == s.EventCard(), "the attacked creature: the attack's final target"


@pytest.mark.rule("BH-K41")
def test_the_attacked_creature_outside_an_attack_ability_is_refused():
    rep = check_text(HEAD_EN + 'card "Odd Ram": creature (Beast), cost 3, life 3, strike 2\n'
                     '  Recruit: Deal 1 wound to the attacked creature.\n')
    assert not rep.cards[-1].ok


@pytest.mark.rule("BH-K41")
def test_the_attack_ability_resolves_before_the_blows_on_the_final_target():
    ram = fighter("Ram", 2, 3, abilities=_lowered(RAM_EN))
    g, ch, ids = table([ram], [fighter("Wall", 1, 5), fighter("Guard", 1, 5)], [("targets", "Guard")])
    bh.strike_attack(g, ids["Ram"], ids["Wall"])
    assert wounds(g, ids["Guard"]) == 3, "the defender is the attacked card: 1 from the ability, then 2"
    assert wounds(g, ids["Wall"]) == 0
    assert wounds(g, ids["Ram"]) == 1, "the defender strikes back"
    ch.assert_done()


@pytest.mark.rule("BH-K41")
def test_a_shot_is_an_attack_and_a_counter_strike_is_not():
    shooter = fighter("Ram", 0, 3, "shot 1", abilities=_lowered(RAM_EN))
    g, ch, ids = table([shooter, fighter("Axeman", 2, 9)], [fighter("Wall", 0, 5), fighter("Ram2", 2, 9,
                                                                                       abilities=_lowered(RAM_EN))], [("targets", "no defender")])
    bh.shot_attack(g, ids["Ram"], ids["Wall"])
    assert wounds(g, ids["Wall"]) == 2, "1 from the ability, then the shot"
    bh.strike_attack(g, ids["Axeman"], ids["Ram2"])
    assert wounds(g, ids["Axeman"]) == 2, "the answer is no attack: its Attack ability does not fire"


@pytest.mark.rule("BH-K42")
def test_the_granted_ability_is_lowered_with_its_duration():
    (on_play,) = _lowered(CALL)
    grant = on_play.effect
    assert isinstance(grant, s.Grant) and grant.duration == s.Duration.END_OF_TURN
    assert grant.target == s.Each(filter=s.Filter(card_types=("creature",), controller=s.Controller.YOU))
    assert grant.when.event == s.Event.ATTACK and grant.label == "attack" and isinstance(grant.effect, s.Poison)
    rep = check_text(HEAD_EN + CALL.replace(" until the end of the turn", ""))
    assert not rep.cards[-1].ok, "a spell granting an ability for no stated time is refused"


@pytest.mark.rule("BH-K42")
def test_each_creature_you_control_has_the_granted_ability_until_the_end_of_the_turn():
    call = _spell("Horn", _lowered(CALL))
    g, ch, ids = table([fighter("Axeman", 1, 9), fighter("Pikeman", 1, 9)],
                       [fighter("Wall", 1, 9), fighter("Post", 1, 9), fighter("Stake", 1, 9)],
                       [("targets", "no defender")] * 3)
    late = g.add_card(fighter("Latecomer", 1, 9, "haste", cost=0), 0, "hand")
    g.play_card(g.add_card(call, 0, "hand"))
    g.play_card(late)

    def poison(name: str) -> int:
        return g.card(ids[name]).counters.get("poison", 0)

    bh.strike_attack(g, ids["Axeman"], ids["Wall"])
    assert poison("Wall") == 1 and wounds(g, ids["Wall"]) == 1, "poisoned by its ability, then struck"
    bh.strike_attack(g, late, ids["Post"])
    assert poison("Post") == 0, "a creature that came into play after the spell did not gain it"
    bh.end_turn(g)
    bh.begin_turn(g, 1)
    bh.end_turn(g)
    bh.begin_turn(g, 0)
    bh.strike_attack(g, ids["Pikeman"], ids["Stake"])
    assert poison("Stake") == 0, "the ability ended with the turn"


RAM_RU = 'карта "Бивень": существо (Зверь), стоимость 3, жизни 3, удар 2\n'
HORN_RU = 'карта "Рог засады": заклинание, стоимость 2\n'


@pytest.mark.rule("BH-K41")
def test_the_russian_attack_label_reads_as_the_english_and_prints_back():
    russian = "При атаке: ранить атакованное существо на 1."
    en = check_text(HEAD_EN + 'card "Бивень": creature (Зверь), cost 3, life 3, strike 2\n'
                    "  Attack: Deal 1 wound to the attacked creature.\n")
    assert check_text(HEAD_RU + RAM_RU + f"  {russian}\n").cards[-1].card.abilities == en.cards[-1].card.abilities
    assert printed_back(RAM_RU, "При атаке - ранить атакованное существо на 1.") == ["При атаке: Ранить атакованное существо на 1."]


@pytest.mark.rule("BH-K42")
def test_the_russian_granted_ability_reads_as_the_english_and_prints_back():
    russian = "Каждое ваше существо до конца хода получает 'при атаке - отравить атакованное существо на 1'."
    english = 'Each your creature gains the ability "Attack: Poison the attacked creature by 1." until the end of the turn.'
    ru = check_text(HEAD_RU + HORN_RU + f"  {russian}\n").cards[-1]
    assert ru.ok, [d.message for d in ru.diagnostics]
    assert ru.card.abilities == check_text(HEAD_EN + 'card "Рог засады": spell, cost 2\n'
                                           f"  {english}\n").cards[-1].card.abilities
    assert printed_back(HORN_RU, russian) == [russian]
    quoted_text = check_text(HEAD_RU + HORN_RU + "  Каждое ваше существо до конца хода получает 'удар'.\n")
    assert not quoted_text.cards[-1].ok, "a quote that holds no ability is not one"
