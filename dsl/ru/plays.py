"""Russian shapes of the Berserk dev cards' third round (issue 17), read into the English words
of the same constructs (after dsl/ru/shapes.py, on the lexer's items), and written back.

- "если он разыграл меньше трех карт в этот ход" -> "if they played fewer than three cards this
  turn" ("вы разыграли": "you played"; BH-K34, a count of this turn's plays);
- "Защита от заклинаний." (glossary "Защита от [текст]", BH-K35), a keyword printed as a
  sentence -> "This creature cannot be the target of spells." (the card's own noun);
- "если это голем, …" -> "if it is a Голем, …": a class of the set (lower-case as printed,
  in the nominative) tested on the card just revealed (the class as the set spells it,
  capitalised; an unknown one is the unknown name E201);
- "эту карту" after a reveal in the same ability -> "it" (the revealed card, as "положить эту
  карту под низ колоды").
"""

from __future__ import annotations

import re

from .rewrite import _item, scan

_END = {".", "!", ";", ":"}


def played_fewer(items: list) -> list:
    """"если он разыграл меньше трех карт в этот ход": "if they played fewer than three cards this turn"."""
    def rule(items: list, i: int, out: list) -> int | None:
        it = items[i]
        if it.en != "if" or it.wc != "en" or i + 8 >= len(items):
            return None
        who, verb, less, num, noun = items[i + 1:i + 6]
        if who.lem not in ("он", "вы") or verb.lem != "разыграть" or less.lem != "маленький" \
                or num.wc not in ("number", "int") or noun.wc != "noun":
            return None
        if [x.lem for x in items[i + 6:i + 9]] != ["в", "этот", "ход"]:
            return None
        out.extend([it, _item(who, "they" if who.lem == "он" else "you", who.s, who.e),
                    _item(verb, "played", verb.s, verb.e), _item(less, "fewer than", less.s, less.e), num, noun,
                    _item(items[i + 6], "this turn", items[i + 6].s, items[i + 8].e)])
        return i + 9
    return scan(items, rule)


def protection(items: list) -> list:
    """"Защита от заклинаний." as a sentence of its own: "This <card> cannot be the target of spells"."""
    def rule(items: list, i: int, out: list) -> int | None:
        it = items[i]
        if it.wc != "word" or it.lem != "защита" or (out and out[-1].en not in _END):
            return None
        j = i + 1
        if j >= len(items) or items[j].lem != "от":
            return None
        j += 1
        if j < len(items) and items[j].en in ("a", "an") and items[j].wc == "en":
            j += 1
        if j >= len(items) or items[j].wc != "noun" or items[j].en != "spells" \
                or (j + 1 < len(items) and items[j + 1].en not in _END):
            return None
        spells = items[j]
        out.extend([_item(it, "this", it.s, it.e), _item(it, "card", it.s, it.e, "own_noun"),
                    _item(items[i + 1], "cannot be the target of", items[i + 1].s, items[i + 1].e), spells])
        return j + 1
    return scan(items, rule)


def it_is_class(items: list) -> list:
    """"если это голем, …": "if it is a Голем, …" (a class, one word, tested on the card
    the ability revealed or chose)."""
    def rule(items: list, i: int, out: list) -> int | None:
        it = items[i]
        if it.en == "if" and i + 3 < len(items) and items[i + 1].en == "this" and items[i + 1].lem == "этот" \
                and items[i + 2].wc == "word" and items[i + 3].en == "," and items[i + 2].en.isalpha():
            this, cls = items[i + 1], items[i + 2]
            word = cls.en.lower().replace("ё", "е")      # (after "это" the class is printed as declared, nominative)
            name = word[:1].upper() + word[1:]
            out.extend([it, _item(this, "it", this.s, this.e), _item(this, "is", this.s, this.e),
                        _item(this, "a", cls.s, cls.s), _item(cls, name, cls.s, cls.e)])
            return i + 3
        return None
    return scan(items, rule)


def revealed_card(items: list) -> list:
    """"эту карту" after "покажите … карту" in the same text: the revealed card, "it"."""
    revealed = False

    def rule(items: list, i: int, out: list) -> int | None:
        nonlocal revealed
        it = items[i]
        if it.en in ("reveal", "you may reveal") and it.wc == "en":
            revealed = True
        elif revealed and it.en == "this" and it.lem == "этот" and i + 1 < len(items) \
                and items[i + 1].wc == "noun" and items[i + 1].en == "card":
            out.append(_item(it, "it", it.s, items[i + 1].e))
            return i + 2
        return None
    return scan(items, rule)


def plays(items: list) -> list:
    return revealed_card(it_is_class(protection(played_fewer(items))))


# ---- printing (canonical English of these constructs -> canonical Russian) -------------------

# a second instruction after "… and": (imperative, infinitive after "вы можете")
_THEN_VERBS = {"ready": ("подготовьте", "подготовить"), "tap": ("закройте", "закрыть"),
               "untap": ("откройте", "открыть"), "destroy": ("уничтожьте", "уничтожить")}

_OWN = {"this event": "это событие", "this weapon": "это оружие"}     # (no noun of their own in the printer)


def created_name(name: str) -> str:
    """A card name in the accusative, its words agreeing with its head noun ("Ржавая искра" ->
    "Ржавую искру", "Медный узел" stays, "Медный страж" -> "Медного стража"); a word the
    analyser does not know is kept."""
    from .lexer import analyser

    words = name.split(" ")
    parses = [next((p for p in analyser().parse(w) if p.tag.case == "nomn" and p.tag.POS in ("NOUN", "ADJF")), None)
              for w in words]
    head = next((p for p in reversed(parses) if p is not None and p.tag.POS == "NOUN"), None)
    gender = head.tag.gender if head is not None and head.tag.gender else "masc"
    agree = {"accs", gender, "sing"} | ({head.tag.animacy or "inan"} if gender == "masc" and head is not None else set())
    out = []
    for w, p in zip(words, parses):
        f = None
        if p is not None and p.is_known:
            f = p.inflect({"accs"} if p.tag.POS == "NOUN" else agree)
        word = f.word if f is not None else w
        out.append(word[:1].upper() + word[1:] if w[:1].isupper() else word)
    return " ".join(out)

def plays_sentence(en: str, sentence, noun_phrase, word):
    """One canonical English sentence of these shapes in Russian, or None."""
    m = re.fullmatch(r"This (creature|hero|character|card|event|weapon|artifact) cannot be the target of spells", en)
    if m:
        return "защита от заклинаний"
    m = re.fullmatch(r"[Ii]f (they|you) played fewer than (\w+) cards this turn, (.+)", en)
    if m:
        num = {"two": "двух", "three": "трех", "four": "четырех"}.get(m.group(2), m.group(2))
        who = "он разыграл" if m.group(1) == "they" else "вы разыграли"
        return f"если {who} меньше {num} карт в этот ход, {sentence(m.group(3))}"
    m = re.fullmatch(r"([Yy]ou may )?[Cc]reate (?:an? )?([A-ZА-ЯЁ].*?)(?: or (?:an? )?([A-ZА-ЯЁ].*))?", en)
    if m and not re.match(r"(?:two|three|four|\d+) ", m.group(2)):
        # "создайте Медный узел [или Ржавую искру]": a created card, or one of two
        verb = "вы можете создать" if m.group(1) else "создайте"
        other = f" или {created_name(m.group(3))}" if m.group(3) else ""
        return f"{verb} {created_name(m.group(2))}{other}"
    m = re.fullmatch(r"([Yy]ou may )?(?:place|put) it on the bottom of its owner's deck(?: and (\w+) (.+))?", en)
    if m and (m.group(2) is None or m.group(2) in _THEN_VERBS):
        # "вы можете положить эту карту под низ колоды и подготовить …" (the revealed card)
        out = ("вы можете положить" if m.group(1) else "положите") + " эту карту под низ колоды"
        if m.group(2):
            np = _OWN.get(m.group(3)) or noun_phrase(m.group(3).split(" "))
            out += f" и {_THEN_VERBS[m.group(2)][bool(m.group(1))]} {np}"
        return out
    m = re.fullmatch(r"[Ii]f it is an? ([A-ZА-ЯЁ][^\s,]*), (.+)", en)
    if m and re.fullmatch(r"[А-ЯЁ][а-яё]+", m.group(1)):
        return f"если это {m.group(1).lower()}, {sentence(m.group(2))}"
    return None
