"""The readback in Russian: what a compiled ability does (runtime/readback.py's plain English,
generated from the IR) said in Russian, for `cardtext show` and hover in a Russian set.

The English readback is regular: an opening (the label and the trigger), then clauses joined by
", then " whose subject is "you", with noun phrases of a fixed shape ("1 target creature an
opponent controls (you choose)"). Each part is said in Russian here, the noun phrases agreed in
case, number and gender with pymorphy3 (dsl/ru/printer.py's helpers). What has no Russian here
is not guessed: `russian_readback` returns None, and the caller shows the English readback.
"""

from __future__ import annotations

import re

from .printer import _NOUNS, _adj, _noun_forms

_LATIN = re.compile(r"[A-Za-z]")
_KIND_PLURALS = {"creatures": "creature", "cards": "card", "heroes": "hero", "spells": "spell",
                 "characters": "character", "artifacts": "artifact", "events": "event", "weapons": "weapon"}
_MORE_NOUNS = dict(_NOUNS, event="событие", weapon="оружие")
_ADJS = {"stunned": "оглушенный", "tapped": "закрытый", "untapped": "открытый", "another": "другой",
         "other": "другой", "poisoned": "отравленный"}
_FILTERS = [
    (r" with cost (\d+|X) or less", " со стоимостью {0} или меньше"),
    (r" with cost (\d+|X) or more", " со стоимостью {0} или больше"),
    (r" with cost exactly (\d+|X)", " стоимостью {0}"),
    (r" with no wounds", " без ран"), (r" with wounds", " с ранами"),
    (r" with 1 or more poison counters", " с отравлением"), (r" with an element", " со стихией"),
    (r" in your hand", " в вашей руке"), (r" in your graveyard", " на вашем кладбище"),
    (r" in your deck", " в вашей колоде"),
]


class _No(Exception):
    pass


def _count_form(value: int) -> tuple[str, str]:
    """The case and number a noun takes after a number ("1 карта", "2 карты", "5 карт")."""
    if value % 10 == 1 and value % 100 != 11:
        return "", "sing"
    if 2 <= value % 10 <= 4 and not 12 <= value % 100 <= 14:
        return "gent", "sing"
    return "gent", "plur"


def np_ru(en: str, case: str = "accs") -> str:
    """An English readback noun phrase -> Russian in `case`."""
    chooser = ""
    if en.endswith(" (you choose)"):
        en, chooser = en[:-len(" (you choose)")], " (выбираете вы)"
    tail = ""
    m = re.search(r' named "([^"]+)"', en)
    if m:
        tail += f" с названием «{m.group(1)}»"
        en = en[:m.start()] + en[m.end():]
    owner = ""
    if en.endswith(" an opponent controls"):
        en, owner = en[:-len(" an opponent controls")], "противника"
    elif en.endswith(" you control"):
        en, owner = en[:-len(" you control")], "ваш"
    for pat, ru in _FILTERS:
        m = re.search(pat, en)
        if m:
            tail = ru.format(*m.groups()) + tail
            en = en[:m.start()] + en[m.end():]
    if en in ("this creature", "this spell", "this hero", "this card", "this event", "this weapon", "that creature",
              "the chosen creature", "it", "them"):
        if en == "it":
            return {"nomn": "она", "accs": "её", "gent": "её"}.get(case, "её") + tail + chooser
        if en == "them":
            return {"nomn": "они", "accs": "их", "gent": "их"}.get(case, "их") + tail + chooser
        det, noun = en.split(" ")[0], en.split(" ")[-1]
        word = {"this": "этот", "that": "тот", "the": "выбранный"}[det]
        return _agree(word, [], noun, case, "sing") + tail + chooser
    words = en.split(" ")
    quant = None
    number = "sing"
    count_case = ""
    if words[:1] == ["each"]:
        quant, words = "каждый", words[1:]
    elif words[:2] == ["up", "to"] and len(words) > 2 and words[2].isdigit():
        quant, words = f"до {words[2]}", words[3:]
        count_case, number = "gent", ("sing" if words and int(quant[3:]) == 1 else "plur")
    elif len(words) > 2 and words[0].isdigit() and words[1] == "to" and words[2].isdigit():
        quant, words = f"от {words[0]} до {words[2]}", words[3:]
        count_case, number = "gent", "plur"
    elif words and words[0].isdigit():
        quant, words = words[0], words[1:]
        count_case, number = _count_form(int(quant))
    elif words[:1] in (["a"], ["an"]):
        words = words[1:]
    adjs = []
    while words and (words[0] in _ADJS or words[0] == "target"):
        adjs.append("выбранный" if words[0] == "target" else _ADJS[words[0]])
        words = words[1:]
    if len(words) != 1:
        raise _No(en)
    noun = _KIND_PLURALS.get(words[0], words[0])
    if noun not in _MORE_NOUNS:
        raise _No(en)
    if owner == "ваш":         # "ваше выбранное существо", "другое ваше существо"
        adjs.insert(1 if adjs[:1] == ["другой"] else 0, "ваш")
    c = count_case or case
    if quant is not None and quant[:1].isdigit() and count_case == "gent" and number == "sing" and case in ("nomn", "accs"):
        phrase = _agree("", adjs, noun, "gent", "plur", noun_override=("gent", "sing"))     # "2 выбранных существа"
    else:
        phrase = _agree("", adjs, noun, c, number)
    if quant == "каждый":
        phrase = _agree("каждый", adjs, noun, case, "sing")
    elif quant is not None:
        phrase = f"{quant} {phrase}"
    if owner == "противника":
        phrase += " противника"
    return phrase + tail + chooser


def _agree(det: str, adjs: list[str], noun: str, case: str, number: str,
           noun_override: tuple[str, str] | None = None) -> str:
    ru = _MORE_NOUNS[noun]
    n_case, n_num = noun_override or (case, number)
    form, gender, anim = _noun_forms(ru, n_case, n_num)
    if case == "accs" and anim and (number == "plur" or gender == "masc") and noun_override is None:
        form, _, _ = _noun_forms(ru, "gent", number)
    words = [_adj(a, case, number, gender, anim) for a in ([det] if det else []) + adjs]
    return " ".join(words + [form])


def _n(value: str, one: str, few: str, many: str) -> str:
    v = int(value) if value.isdigit() else 5
    case, num = _count_form(v)
    word = one if case == "" else few if num == "sing" else many
    return f"{value} {word}"


_OPENINGS = [
    (r"Activated ability \(cost: (.+?)\): ", lambda m: f"Активируемая способность (цена: {_costs(m.group(1))}): "),
    (r"Recruit: When this (\w+) is played, ", lambda m: f"Найм: когда {np_ru('this ' + m.group(1), 'nomn')} {_pp('разыгран', m.group(1))}, "),
    (r"Death: When this (\w+) is destroyed, ", lambda m: f"Гибель: когда {np_ru('this ' + m.group(1), 'nomn')} {_pp('уничтожен', m.group(1))}, "),
    (r"When this (\w+) is played, ", lambda m: f"Когда {np_ru('this ' + m.group(1), 'nomn')} {_pp('разыгран', m.group(1))}, "),
    (r"Ongoing: ", lambda m: "Постоянно: "),
    (r"[Aa]t the start of an opponent's turn, ", lambda m: "в начале хода противника "),
    (r"[Aa]t the start of your turn, ", lambda m: "в начале вашего хода "),
    (r"[Aa]t the end of your turn, ", lambda m: "в конце вашего хода "),
    (r"[Aa]t the end of an opponent's turn, ", lambda m: "в конце хода противника "),
    # BH-K34: the plays of this turn below a number
    (r"if the number of cards played by (an opponent|you) this turn is less than (\d+), ",
     lambda m: f"если {'противник разыграл' if m.group(1) == 'an opponent' else 'вы разыграли'} в этот ход "
               f"меньше {m.group(2)} карт, "),
    (r"[Aa]t the start of your next turn, ", lambda m: "в начале вашего следующего хода "),
    (r"[Uu]ntil the start of your next turn, ", lambda m: "до начала вашего следующего хода "),
    (r"Before an opponent plays a non-(\w+) card, ",
     lambda m: f"прежде чем противник разыграет карту, не являющуюся {_agree('', [], m.group(1), 'ablt', 'sing')}, "),
    (r"When an opponent plays an? (\w+), ", lambda m: f"когда противник разыгрывает {np_ru(m.group(1), 'accs')}, "),
    (r"When an? (\w+) is wounded by the strike of this creature, ",
     lambda m: f"когда это существо ранит {np_ru(m.group(1), 'accs')} ударом, "),
    (r"When (an?|another) (\w+)( you control)? is destroyed, ",
     lambda m: f"когда {np_ru(('another ' if m.group(1) == 'another' else '') + m.group(2) + (m.group(3) or ''), 'nomn')} "
               f"{_pp('уничтожен', m.group(2))}, "),
    (r"if you have more cards in your hand than each other player, ",
     lambda m: "если у вас в руке больше карт, чем у каждого другого игрока, "),
    (r"if you have fewer cards in your hand than each other player, ",
     lambda m: "если у вас в руке меньше карт, чем у каждого другого игрока, "),
]


def _pp(short_masc: str, noun: str) -> str:
    """A short past participle agreeing with the card's noun (разыгран / разыграна / разыграно)."""
    _, gender, _ = _noun_forms(_MORE_NOUNS[_KIND_PLURALS.get(noun, noun)], "nomn", "sing")
    return short_masc + {"masc": "", "femn": "а", "neut": "о"}.get(gender, "о")


def _costs(en: str) -> str:
    out = []
    for part in re.split(r"; | and (?=tap )", en):
        m = re.fullmatch(r"pay (\d+|X) coins?", part)
        if m:
            out.append(f"заплатить ({m.group(1)})")
        elif part == "once per turn":
            out.append("один раз за ход")
        elif part.startswith("tap "):
            out.append("закрыть " + np_ru(part[4:], "accs"))
        else:
            raise _No(part)
    return "; ".join(out).replace("); закрыть", ") и закрыть")


_THEIR_CHOICE = " (the choice is made by each other player, not by you)"
_KEYWORDS_RU = {"armour": "Броня", "haste": "Рывок", "flying": "Полет", "vampirism": "Вампиризм",
               "regeneration": "Регенерация", "frenzy": "Бешенство"}
_UNTIL = {"until the end of the turn": "до конца хода", "until the start of your next turn": "до начала вашего следующего хода"}
_POISON_NOTE = " (it keeps the larger poison)"

# a clause with "you" left out: (pattern, (you-form, infinitive) maker)
_VERB_PLAIN = {"destroy": ("уничтожаете", "уничтожить"), "stun": ("оглушаете", "оглушить"),
               "untap": ("открываете", "открыть"), "ready": ("подготавливаете", "подготовить"),
               "tap": ("закрываете", "закрыть"), "choose": ("выбираете", "выбрать")}


def _clause(en: str, inf: bool) -> str:
    """One clause without its subject ("draw 1 card"): the you-form ("берёте 1 карту") or, in a
    mode of a choice or after "may", the infinitive ("взять 1 карту")."""
    def v(you: str, infinitive: str) -> str:
        return infinitive if inf else you

    m = re.fullmatch(r"draw (\d+) cards?", en)
    if m:
        return f"{v('берёте', 'взять')} {_n(m.group(1), 'карту', 'карты', 'карт')}"
    m = re.fullmatch(r"draw a number of cards equal to the (strike|cost) of (.+)", en)
    if m:
        stat = {"strike": "силе удара", "cost": "стоимости"}[m.group(1)]
        return f"{v('берёте', 'взять')} столько карт, сколько равно {stat} {np_ru(m.group(2), 'gent')}"
    m = re.fullmatch(r"deal (\d+) wounds? to (.+)", en)
    if m:
        return f"{v('раните', 'ранить')} {np_ru(m.group(2))} на {m.group(1)}"
    m = re.fullmatch(r"deal a number of wounds equal to the strike of this creature to (.+)", en)
    if m:
        return f"{v('раните', 'ранить')} {np_ru(m.group(1))} на силу удара этого существа"
    m = re.fullmatch(r"heal up to (\d+) wounds? from (.+)", en)
    if m:
        return f"{v('излечиваете', 'излечить')} {np_ru(m.group(2))} на {m.group(1)}"
    m = re.fullmatch(r"shoot (.+) for (\d+) wounds?", en)
    if m:
        return f"{v('стреляете', 'выстрелить')} на {m.group(2)} по {np_ru(m.group(1), 'datv')}"
    m = re.fullmatch(r"poison (.+) by (\d+|X)" + re.escape(_POISON_NOTE), en)
    if m:
        return f"{v('отравляете', 'отравить')} {np_ru(m.group(1))} на {m.group(2)} (остаётся большее отравление)"
    m = re.fullmatch(r"place (\d+) poison counters? on (.+)", en)
    if m:
        return f"{v('усиливаете', 'усилить')} отравление {np_ru(m.group(2), 'gent')} на {m.group(1)}"
    m = re.fullmatch(r"remove all poison counters from (.+)", en)
    if m:
        return f"{v('снимаете', 'снять')} всё отравление с {np_ru(m.group(1), 'gent')}"
    m = re.fullmatch(r"(gain|lose) (\d+) coins?", en)
    if m:
        return (v("получаете", "получить") if m.group(1) == "gain" else v("теряете", "потерять")) + f" ({m.group(2)})"
    m = re.fullmatch(r"give (.+?) ([+-]\d+) (strike|life)(?: (until .+))?", en)
    if m and (m.group(4) is None or m.group(4) in _UNTIL):
        stat = {"strike": "к удару", "life": "к жизни"}[m.group(3)]
        until = " " + _UNTIL[m.group(4)] if m.group(4) else ""
        return f"{v('даёте', 'дать')} {np_ru(m.group(1), 'datv')} {m.group(2)} {stat}{until}"
    m = re.fullmatch(r"(?:put|return) (.+) (?:on top of its owner's deck)", en)
    if m:
        return f"{v('кладёте', 'положить')} {np_ru(m.group(1))} на верх колоды владельца"
    m = re.fullmatch(r"(?:put|return) (.+) to its owner's hand", en)
    if m:
        return f"{v('возвращаете', 'вернуть')} {np_ru(m.group(1))} в руку владельца"
    m = re.fullmatch(r"search your deck for (.+), put (it|them) into your hand", en)
    if m:
        return (f"{v('ищете', 'найти')} в своей колоде {np_ru(m.group(1))}, "
                f"{v('кладёте', 'положить')} {np_ru(m.group(2))} в руку")
    m = re.fullmatch(r"put (it|them) into your hand", en)
    if m:
        return f"{v('кладёте', 'положить')} {np_ru(m.group(1))} в руку"
    if en == "shuffle your deck":
        return v("перемешиваете", "перемешать") + " свою колоду"
    m = re.fullmatch(r"create (\d+) (.+) from the supply", en)
    if m:
        return f"{v('создаёте', 'создать')} {m.group(1)} «{m.group(2)}» из запаса"
    m = re.fullmatch(r"give (.+?) the keyword (\w+)(?: (\d+))? (until .+)", en)
    if m and m.group(2) in _KEYWORDS_RU and m.group(4) in _UNTIL:
        num = f" {m.group(3)}" if m.group(3) else ""
        return (f"{v('даёте', 'дать')} {np_ru(m.group(1), 'datv')} способность «{_KEYWORDS_RU[m.group(2)]}{num}» "
                f"{_UNTIL[m.group(4)]}")
    if en == "cancel the card being played (it does nothing)":
        return v("отменяете", "отменить") + " разыгрываемую карту (она ничего не делает)"
    m = re.fullmatch(r"(destroy|stun|untap|ready|tap|choose) (.+)", en)
    if m:
        return f"{v(*_VERB_PLAIN[m.group(1)])} {np_ru(m.group(2))}"
    raise _No(en)


def _body(en: str) -> str:
    """Clauses joined by ", then " (each "you …", "may …", "each other player …")."""
    m = re.fullmatch(r"you choose (\d+)(?: to (\d+))? of the following(, the same one more than once if you like)?: (.+)", en)
    if m:
        count = f"от {m.group(1)} до {m.group(2)}" if m.group(2) else m.group(1)
        again = ", один и тот же можно несколько раз" if m.group(3) else ""
        modes = re.findall(r"\((\d+)\) ([^;]+)", m.group(4))
        said = "; ".join(f"({k}) {_clause(md.strip(), True)}" for k, md in modes)
        return f"вы выбираете {count} из следующего{again}: {said}"
    m = re.fullmatch(r"(.+?), then if (the chosen creature) is an? (stunned|tapped) creature, you (\w+) \2; otherwise, you (\w+) \2", en)
    if m:
        first = _body(m.group(1))
        adj = {"stunned": "оглушено", "tapped": "закрыто"}[m.group(3)]
        chosen = np_ru(m.group(2), "accs")
        return (f"{first}, затем если выбранное существо {adj}, вы {_VERB_PLAIN[m.group(4)][0]} {chosen}; "
                f"иначе вы {_VERB_PLAIN[m.group(5)][0]} {chosen}")
    m = re.fullmatch(r"[Tt]his (\w+) can't become a target by (\w+)s", en)
    if m and m.group(2) in _MORE_NOUNS:       # protection from spells (BH-K35)
        noun, _, _ = _noun_forms(_MORE_NOUNS[m.group(2)], "gent", "plur")
        return f"{np_ru('this ' + m.group(1), 'nomn')} не может быть целью {noun}"
    m = re.fullmatch(r"[Ee]ach (\w+) in (an opponent's|your) hand has ([+-])(\d+) cost", en)
    if m:       # a cost change (BH-K12)
        where = "в руке противника" if m.group(2) == "an opponent's" else "в вашей руке"
        more = "больше" if m.group(3) == "+" else "меньше"
        return f"{np_ru('each ' + m.group(1), 'nomn')} {where} стоит на {m.group(4)} {more}"
    if en.endswith(_THEIR_CHOICE):      # the opponent's choice (BH-K14)
        said = _body(en[:-len(_THEIR_CHOICE)])
        if said.startswith("вы выбираете ") and ", затем " in said:
            first, rest = said.split(", затем ", 1)
            return f"противник выбирает {first[len('вы выбираете '):]}, затем вы {rest}"
        return said + " (выбор делает противник, не вы)"
    m = re.fullmatch(r"you reveal the top (\d+) cards? of your deck, then, with the revealed cards?: "
                     r"if the revealed card is an? (\w+), (.+?); otherwise, (.+)", en)
    if m and m.group(2) in _MORE_NOUNS:
        what = _MORE_NOUNS[m.group(2)]
        return (f"вы показываете {_n(m.group(1), 'верхнюю карту', 'верхние карты', 'верхних карт')} вашей колоды, "
                f"затем: если показанная карта - {what}, {_body(m.group(3))}; иначе {_body(m.group(4))}")
    if "; if that did anything, " in en:     # "…, при этом …" (the second part only if the first did)
        first, second = en.split("; if that did anything, ", 1)
        return f"{_body(first)}, при этом {_body(second)}"
    parts = en.split(", then ")
    out = []
    for i, part in enumerate(parts):
        m = re.fullmatch(r"each other player may pay (\d+) coins? if they can \(else nothing\)", part)
        if m:       # the opponent's payment (BH-K13)
            out.append(f"противник может заплатить ({m.group(1)}), если может")
            continue
        if part.startswith("if none of those players did it, "):
            part = part[len("if none of those players did it, "):]
            out.append("если он не заплатил, " + _body(part))
            continue
        m = re.fullmatch(r"each other player (gains|loses) (\d+) coins?", part)
        if m:
            out.append(f"каждый другой игрок {'получает' if m.group(1) == 'gains' else 'теряет'} ({m.group(2)})")
            continue
        you = part.startswith("you ")
        if you:
            part = part[4:]
        if part.startswith("may "):
            out.append(("вы " if you else "") + "можете " + _clause(part[4:], True))
        else:
            out.append(("вы " if you else "") + _clause(part, False))
    return ", затем ".join(out)


def russian_readback(english: str) -> str | None:
    """The English readback of one ability in Russian, or None when a part of it has no Russian here."""
    text = english.strip()
    if text.endswith("."):
        text = text[:-1]
    head = ""
    try:
        changed = True
        while changed:
            changed = False
            for pat, ru in _OPENINGS:
                m = re.match(pat, text)
                if m:
                    head += ru(m)
                    text = text[m.end():]
                    changed = True
                    break
        m = re.fullmatch(r"(?:opponents' targeted abilities must target) (.+) when they can", text)
        body = (f"целевые способности противника должны выбирать целью {np_ru(m.group(1))}, когда могут"
                if m else _body(text[:1].lower() + text[1:] if text[:2] == "Yo" else text))
    except (_No, KeyError, ValueError):
        return None
    out = head + body
    out = out[:1].upper() + out[1:] + "."
    if _LATIN.search(re.sub(r"«[^»]*»", "", out)):
        return None
    return out
