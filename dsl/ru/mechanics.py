"""The Russian shapes of Berserk's issue-17 mechanics (docs/language.md, "The AST of Berserk's
issue-17 mechanics"), read into the English words of the same constructs, and written back.

Reading (after dsl/ru/rewrite.py, on the lexer's items):
- a granted keyword: "<кто> получает Броню 2 до конца хода" -> "<who> gains armour 2 until the
  end of the turn" (the keyword words are in dsl/ru/lexicon.py);
- a cost change: "<кто> стоят на (1) дороже / дешевле" -> "<whom> cost 1 more / less" (the
  subject in the plural, as the English static says it);
- the opponent's payment: "противник может заплатить (2), иначе …" -> "Your opponent may pay 2
  coins. If they do not, …"; your own: "вы можете заплатить (1), при этом …" -> "You may pay 1
  coin. If you do, …" (BH-K45);
- cancelling: "Если противник разыгрывает карту, не являющуюся <тип>, …, при этом отмените эту
  карту" -> "When another player plays a non-<type> card, … to cancel that card" (a play is an event: "если" there is
  "when"; "при этом" is the glossary's "to": the second part happens only if the first did);
- the opponent's choice: "Противник выбирает свое существо. Уничтожьте его." -> "Your opponent
  chooses an enemy creature. Destroy it.";
- "если это существо, …" -> "if it is a creature, …" (what was revealed);
- a ";" between sentences is a sentence's end.
"""

from __future__ import annotations

import re

from ..lexer import plural
from .rewrite import _KINDS, _item, scan

_END = {".", "!", ";", ":"}


def _amount_at(items: list, j: int):
    """The amount printed at j, "(1)" or "1": (its item, the index after it) or None."""
    if j + 2 < len(items) and items[j].en == "(" and items[j + 1].wc in ("int", "x") and items[j + 2].en == ")":
        return items[j + 1], j + 3
    if j < len(items) and items[j].wc in ("int", "x", "number"):
        return items[j], j + 1
    return None


def it_is(items: list) -> list:
    """"если это существо, …": "if it is a creature, …" (the card just revealed or chosen)."""
    def rule(items: list, i: int, out: list) -> int | None:
        it = items[i]
        if it.en == "if" and i + 3 < len(items) and items[i + 1].en == "this" and items[i + 1].lem == "этот" \
                and items[i + 2].wc == "noun" and items[i + 2].en in _KINDS and items[i + 3].en == ",":
            this, noun = items[i + 1], items[i + 2]
            out.extend([it, _item(this, "it", this.s, this.e), _item(this, "is", this.s, this.e),
                        _item(this, "an" if noun.en[:1] in "aeiou" else "a", noun.s, noun.s), noun])
            return i + 3
        return None
    return scan(items, rule)


def cost_change(items: list) -> list:
    """"существа стоят на (1) дороже": "creatures cost 1 more" (дешевле: less); the subject,
    the noun before the verb, in the plural and without the article Russian does not print."""
    def rule(items: list, i: int, out: list) -> int | None:
        it = items[i]
        if it.wc == "word" and it.lem in ("стоить", "стоять") and i + 1 < len(items) and items[i + 1].lem == "на":
            got = _amount_at(items, i + 2)
            if got is not None and got[1] < len(items) and items[got[1]].lem in ("дорогой", "дешевый"):
                amount, j = got
                k = len(out) - 1
                while k >= 0 and out[k].en not in _END and out[k].wc != "noun":
                    k -= 1
                if k >= 0 and out[k].wc == "noun" and out[k].en.rstrip("s") in _KINDS:
                    out[k].en = plural(out[k].en.rstrip("s")) if not out[k].en.endswith("s") else out[k].en
                    start = k - 1
                    while start >= 0 and out[start].en in ("enemy", "tapped", "untapped"):
                        start -= 1
                    if start >= 0 and out[start].en in ("a", "an") and out[start].wc == "en":
                        del out[start]
                    more = items[j]
                    out.append(_item(it, "cost", it.s, it.e))
                    out.append(amount)
                    out.append(_item(more, "more" if more.lem == "дорогой" else "less", items[i + 1].s, more.e))
                    return j + 1
        return None
    return scan(items, rule)


def payment(items: list) -> list:
    """"противник может заплатить (2), иначе …": "your opponent may pay 2 coins. If they do not, …"."""
    out: list = []
    paid = False
    i = 0
    while i < len(items):
        it = items[i]
        if it.wc == "word" and it.lem == "заплатить" and len(out) >= 2 and out[-1].en == "may" \
                and out[-2].en == "each opponent":
            out[-2].en = "your opponent"
            got = _amount_at(items, i + 1)
            if got is not None:
                amount, j = got
                out.extend([_item(it, "pay", it.s, it.e), amount,
                            _item(items[j - 1], "coin" if amount.en in ("1", "one") else "coins",
                                  items[j - 1].e, items[j - 1].e)])
                i, paid = j, True
                continue
        if it.wc == "word" and it.lem == "заплатить" and out and out[-1].en == "you may":
            # "вы можете заплатить (1), при этом вызовите …" (BH-K45): "you may pay 1 coin. If you
            # do, summon …" ("при этом" is the glossary's "to": only if it was paid)
            got = _amount_at(items, i + 1)
            if got is not None and got[1] + 1 < len(items) and items[got[1]].en == "," \
                    and items[got[1] + 1].en == "to" and items[got[1] + 1].lem == "при этот":
                amount, j = got
                to = items[j + 1]
                out.extend([_item(it, "pay", it.s, it.e), amount,
                            _item(items[j - 1], "coin" if amount.en in ("1", "one") else "coins",
                                  items[j - 1].e, items[j - 1].e),
                            _item(items[j], ".", items[j].s, items[j].e),
                            _item(to, "If you do", to.s, to.e), _item(to, ",", to.e, to.e)])
                i = j + 2
                continue
        if paid and it.en == "otherwise" and it.wc == "en":
            out.append(_item(it, "if they do not", it.s, it.e))
            paid = False
            i += 1
            continue
        out.append(it)
        i += 1
    return out


def non_kind(items: list) -> list:
    """"карту, не являющуюся существом,": "a non-creature card"."""
    def rule(items: list, i: int, out: list) -> int | None:
        it = items[i]
        if it.wc == "noun" and i + 3 < len(items) and items[i + 1].en == "," and items[i + 2].lem == "не" \
                and items[i + 3].lem == "являющийся":
            j = i + 4
            if j < len(items) and items[j].en in ("a", "an") and items[j].wc == "en":
                j += 1
            if j < len(items) and items[j].wc == "noun" and items[j].en in _KINDS:
                kind = items[j]
                if out and out[-1].en == "an":
                    out[-1].en = "a"
                out.append(_item(kind, f"non-{kind.en}", items[i + 2].s, kind.e))
                out.append(it)
                return j + 1
        return None
    return scan(items, rule)


def cancel(items: list) -> list:
    """"Если противник разыгрывает …" is the event "When another player plays …"; "…, при этом
    отмените эту карту" is "… to cancel that card" (the card being played)."""
    out: list = []
    for k, it in enumerate(items):
        if it.en == "if" and it.wc == "en" and k + 1 < len(items) and items[k + 1].en == "another player plays":
            it.en = "when"
        if it.en == "to" and it.wc == "en" and it.lem == "при этот" and out and out[-1].en == ",":
            out.pop()
        if it.en == "this" and out and out[-1].en == "cancel":
            it.en = "that"
        out.append(it)
    return out


def opponent_chooses(items: list) -> list:
    """"Противник выбирает свое существо": "Your opponent chooses an enemy creature" (what they
    choose is theirs; the sentences after it act on "it")."""
    for k in range(len(items) - 2):
        if items[k].en == "each opponent" and items[k + 1].en == "chooses" and items[k + 2].en == "your" \
                and (k == 0 or items[k - 1].en in _END):
            items[k].en = "Your opponent"
            items[k + 2].en = "an enemy"
    return items


def you_may_after_otherwise(items: list) -> list:
    """"иначе можете ранить …" (no "вы") after a sentence the rewrites ended: "you may"."""
    for k in range(2, len(items)):
        if items[k].en == "may" and items[k].wc == "en" and items[k - 1].en == "," \
                and items[k - 2].en in ("otherwise", "if they do not"):
            items[k].en = "you may"
    return items


def semicolons(items: list) -> list:
    """A ";" printed between sentences ("Покажите …; если это существо, …") ends a sentence: ".".
    The modes of an ability constructor keep theirs (dsl/ru/lexer.py _modes)."""
    modal = False
    for it in items:
        if it.en in ("times from", "one or more"):
            modal = True
        if it.en == ";" and it.wc == "punct" and not modal:
            it.en = "."
    return items


def mechanics(items: list) -> list:
    items = cost_change(non_kind(it_is(semicolons(items))))
    return you_may_after_otherwise(cancel(payment(opponent_chooses(items))))


def _own_ru(np: str, word) -> str:
    """"свое существо" / "свою карту" / "своего героя": "свой" agreed with its noun."""
    from .lexer import analyser

    p = next((q for q in analyser().parse(np) if q.tag.POS == "NOUN"), analyser().parse(np)[0])
    tags = {"accs", p.tag.gender or "masc", "sing"}
    if p.tag.animacy == "anim" and p.tag.gender == "masc":
        tags = {"gent", "masc", "sing"}
    return f"{word('свой', tags).replace('ё', 'е')} {np}"


_NUM_VALUES = {"two": 2, "three": 3, "four": 4}


def _numbered_name(number: str, name: str) -> str:
    """A card name after a numeral ("два Медных щенка", "две Ржавые искры", "5 Медных щенков"):
    the noun in the genitive (singular after 2-4), its adjectives in the genitive plural (the
    nominative for a feminine noun after 2-4); a word pymorphy3 does not know is kept."""
    from .lexer import analyser

    value = _NUM_VALUES.get(number) or int(number)
    few = 2 <= value % 10 <= 4 and not 12 <= value % 100 <= 14
    words = name.split(" ")
    parses = [next((p for p in analyser().parse(w) if p.tag.case == "nomn" and p.tag.POS in ("NOUN", "ADJF")), None)
              for w in words]
    head = next((p for p in reversed(parses) if p is not None and p.tag.POS == "NOUN"), None)
    fem = head is not None and head.tag.gender == "femn"
    out = []
    for w, p in zip(words, parses):
        if p is None or not p.is_known:
            out.append(w)
            continue
        if p.tag.POS == "NOUN":
            tags = {"gent", "sing"} if few else {"gent", "plur"}
        else:
            tags = {"nomn", "plur"} if few and fem else {"gent", "plur"}
        f = p.inflect(tags)
        word = f.word if f is not None else w
        out.append(word[:1].upper() + word[1:] if w[:1].isupper() else word)
    numeral = ({2: "две" if fem else "два", 3: "три", 4: "четыре"}.get(value, str(value)))
    return f"{numeral} {' '.join(out)}"


# ---- printing (canonical English of these constructs -> canonical Russian) -------------------

_KW_RU = {"armour": "броня", "haste": "рывок", "flying": "полет", "vampirism": "вампиризм",
          "regeneration": "регенерация", "frenzy": "бешенство"}


def mechanics_sentence(en: str, sentence, noun_phrase, word):
    """One canonical English sentence of these mechanics in Russian, or None."""
    m = re.fullmatch(r"([^,]+?) (gains|gets) (armour|haste|flying|vampirism|regeneration|frenzy)(?: (\d+))?"
                     r" until the end of the turn", en)
    if m:
        subject = m.group(1).split(" ")
        subject[0] = subject[0].lower() if subject[0] in ("This", "Each", "Target", "Your", "Another") else subject[0]
        kw = word(_KW_RU[m.group(3)], {"accs", "sing"})
        kw = kw[:1].upper() + kw[1:]
        num = f" {m.group(4)}" if m.group(4) else ""
        return f"{noun_phrase(subject, 'nomn')} получает {kw}{num} до конца хода"
    m = re.fullmatch(r"(Enemy |Your )?(\w+) (you control )?cost (\d+) (more|less)", en)
    if m and m.group(2).rstrip("s").lower() in ("creature", "spell", "card", "artifact", "hero", "character"):
        words = (["enemy"] if m.group(1) == "Enemy " else []) + [m.group(2).lower()]
        if m.group(3) or m.group(1) == "Your ":
            words = ["your"] + words
        np = noun_phrase(words, "nomn")
        return f"{np} стоят на ({m.group(4)}) {'дороже' if m.group(5) == 'more' else 'дешевле'}"
    m = re.fullmatch(r"When (you use|another player uses) [Ss]earch, (.+)", en)
    if m:       # "Когда вы используете Поиск, …" (BH-K45)
        who = "вы используете" if m.group(1) == "you use" else "противник использует"
        return f"когда {who} Поиск, {sentence(m.group(2))}"
    m = re.fullmatch(r"[Yy]ou may pay (\d+) coins?", en)
    if m:       # "…, при этом …" joins the sentence after it (dsl/ru/printer.py)
        return f"вы можете заплатить ({m.group(1)})"
    m = re.fullmatch(r"If you do, (.+)", en)
    if m:
        return "при этом " + sentence(m.group(1))
    m = re.fullmatch(r"Your opponent may pay (\d+) coins?", en)
    if m:
        return f"противник может заплатить ({m.group(1)})"
    m = re.fullmatch(r"[Cc]reate (two|three|four|\d+) ([A-ZА-ЯЁ].*)", en)
    if m:       # several created cards: "Создайте два Медных щенка" (the name after a numeral)
        return "создайте " + _numbered_name(m.group(1), m.group(2))
    m = re.fullmatch(r"Your opponent chooses an enemy (\w+)", en)
    if m and m.group(1) in _KINDS:
        return f"противник выбирает {_own_ru(noun_phrase([m.group(1)], 'accs'), word)}"
    m = re.fullmatch(r"If they do not, (.+)", en)
    if m:
        return "иначе " + sentence(m.group(1))
    m = re.fullmatch(r"When another player plays a non-(\w+) (\w+), (.+?) to cancel that (\w+)", en)
    if m:
        kind = word(noun_phrase([m.group(1)], "nomn"), {"ablt", "sing"})
        return (f"если противник разыгрывает {noun_phrase([m.group(2)], 'accs')}, не являющуюся {kind}, "
                f"{sentence(m.group(3))}, при этом отмените эту {noun_phrase([m.group(4)], 'accs')}")
    m = re.fullmatch(r"If it is an? (\w+), (.+)", en)
    if m and m.group(1) in ("creature", "spell", "card", "artifact", "hero", "character"):
        return f"если это {noun_phrase([m.group(1)], 'nomn')}, {sentence(m.group(2))}"
    return None
