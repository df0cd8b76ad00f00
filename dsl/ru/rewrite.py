"""Rewrites of the Russian word list where Russian grammar differs from the English the one
grammar reads (the second half of dsl/ru/lexer.py's passes; each keeps the span of the Russian
words it came from, so a diagnostic still points at the printed text).

- pronouns: "оно / его / их" are "it / its / them" (the owner's "его героя" is handled before);
- a short participle after a pronoun ("если оно оглушено") is "it is a stunned creature": the
  English grammar compares a card with a noun phrase, the noun is the one "оно" stands for;
- "…, иначе …" is a new sentence "Otherwise, …";
- "(один раз за ход)" after an activated ability is its once-per-turn cost;
- "стоимостью (1)" is "with cost equal to 1"; "со стоимостью 3 или меньше" stays a comparison;
- "…, где Х - …" is "…, where X is …";
- places printed before the object ("положите из кладбища в руку существо") go after it, and a
  card put from the graveyard into a hand is "returned" (the English verb);
- a trigger with no subject ("Когда наносит раны ударом по существу") is about the card itself.
"""

from __future__ import annotations

_SENTENCE_END = {".", "!", ";", ":"}
_ADJS = {"stunned", "tapped", "untapped", "poisoned"}
_PLACES = {"from your graveyard", "from your hand", "to your hand", "to its owner's hand", "to your graveyard",
           "on top of your deck", "on top of its owner's deck"}
_PLACE_VERBS = {"put", "return", "place"}
_SELF_VERBS = {"strikes", "dies", "becomes the target of"}
_KINDS = {"creature", "card", "hero", "spell", "character", "artifact"}


def _item(proto, en: str, s: int, e: int, wc: str = "en"):
    return type(proto)(en, s, e, wc=wc)


def scan(items: list, rule) -> list:
    """One rewriting pass: at each item, `rule(items, i, out)` either writes its replacement to
    `out` and returns the index to go on from, or returns None and the item is kept as it is."""
    out: list = []
    i = 0
    while i < len(items):
        j = rule(items, i, out)
        if j is None:
            out.append(items[i])
            i += 1
        else:
            i = j
    return out


def pronouns(items: list) -> list:
    """"оно / его / их / они" (lemma он, оно, она, они) not read before: it, its, them, they."""
    for k, it in enumerate(items):
        if it.wc != "word" or it.lem not in ("он", "оно", "она", "они"):
            continue
        nxt = items[k + 1] if k + 1 < len(items) else None
        many = it.lem == "они"
        if nxt is not None and nxt.wc in ("noun", "en") and nxt.en in ("cost", "strike", "life") or \
                nxt is not None and nxt.wc == "noun" and it.case == "gent":
            it.en = "their" if many else "its"
        elif many:
            it.en = "they" if it.case == "nomn" else "them"
        else:
            it.en = "it"
        it.wc = "en"
    return items


def short_participles(items: list) -> list:
    """"если оно оглушено": "if it is a stunned creature" (the noun "оно" stands for)."""
    out: list = []
    last_kind = ""
    for it in items:
        if it.wc == "noun" and it.en in _KINDS:
            last_kind = it.en
        if it.en in _ADJS and it.case == "short" and out and out[-1].en in ("it", "they") and last_kind:
            out.append(_item(it, "is a", it.s, it.s))
            out.append(_item(it, it.en, it.s, it.e))
            out.append(_item(it, last_kind, it.s, it.e))
            continue
        out.append(it)
    return out


def otherwise(items: list) -> list:
    """"…, иначе …": a sentence of its own, "Otherwise, …"."""
    out: list = []
    for k, it in enumerate(items):
        if it.en == "otherwise" and it.wc == "en":
            if out and out[-1].en == ",":
                prev = out.pop()
                out.append(_item(prev, ".", prev.s, prev.e, "punct"))
            out.append(it)
            if k + 1 < len(items) and items[k + 1].en != ",":
                out.append(_item(it, ",", it.e, it.e, "punct"))
            continue
        out.append(it)
    return out


def once_per_turn(items: list) -> list:
    """"(1): …(один раз за ход).": the bracketed limit is the ability's once-per-turn cost."""
    for k in range(len(items) - 2):
        if items[k].en == "(" and items[k + 1].en == "once per turn" and items[k + 2].en == ")":
            colon = next((j for j in range(k) if items[j].en == ":"), None)
            if colon is None:
                return items
            once = _item(items[k + 1], "once per turn", items[k].s, items[k + 2].e)
            comma = _item(items[k], ",", items[k].s, items[k].s, "punct")
            return items[:colon] + [comma, once] + items[colon:k] + items[k + 3:]
    return items


def cost_filter(items: list) -> list:
    """"заклинание стоимостью (1)": "a spell with cost equal to 1"."""
    out: list = []
    i = 0
    while i < len(items):
        it = items[i]
        bare = it.lem == "стоимость" and it.case == "ablt"
        if bare or it.en == "with cost":
            if bare:
                it = _item(it, "with cost", it.s, it.e)
            out.append(it)
            j = i + 1
            if j + 2 < len(items) and items[j].en == "(" and items[j + 1].wc in ("int", "x") and items[j + 2].en == ")":
                number = items[j + 1]
                number.s, number.e = items[j].s, items[j + 2].e
                rest = items[j + 3:]
            elif j < len(items) and items[j].wc in ("int", "x", "number"):
                number, rest = items[j], items[j + 1:]
            else:
                i += 1
                continue
            if not rest or rest[0].en not in ("or less", "or more"):
                out.append(_item(it, "equal to", number.s, number.s))
            out.append(number)
            items = out + rest
            i = len(out)
            continue
        out.append(it)
        i += 1
    return out


def where_x(items: list) -> list:
    """"…, где Х - …": "…, where X is …"."""
    def rule(items: list, i: int, out: list) -> int | None:
        it = items[i]
        if it.wc == "word" and it.lem == "где" and i + 2 < len(items) and items[i + 1].wc == "x" \
                and items[i + 2].en in ("-", "—", "–"):
            out.append(_item(it, "where X is", it.s, items[i + 2].e))
            return i + 3
        return None
    return scan(items, rule)


def places_after_object(items: list) -> list:
    """"положите из кладбища в руку <что>": the object first, then where from and where to."""
    out: list = []
    i = 0
    while i < len(items):
        it = items[i]
        out.append(it)
        i += 1
        if it.en not in _PLACE_VERBS:
            continue
        j = i
        while j < len(items) and items[j].en in _PLACES:
            j += 1
        if j == i:
            continue
        k = j
        while k < len(items) and items[k].en not in _SENTENCE_END and items[k].en not in (",", "and") \
                and items[k].en not in _PLACES:
            k += 1
        if k == j:
            continue
        places = items[i:j]
        out.extend(items[j:k])
        out.extend(places)
        i = k
    # a card put from the graveyard into a hand is returned (the English verb)
    start = 0
    for k, it in enumerate(out):
        if it.en in _SENTENCE_END:
            start = k + 1
        elif it.en == "to your hand" and any(x.en == "from your graveyard" for x in out[start:k]):
            for x in out[start:k]:
                if x.en == "put":
                    x.en = "return"
    return out


def own_subject(items: list, kind: str) -> list:
    """"Когда наносит раны ударом по существу": no subject is the card itself ("this creature")."""
    out: list = []
    for it in items:
        if it.en in _SELF_VERBS and out and out[-1].en == "when":
            out.append(_item(it, f"this {kind}", it.s, it.s))
        out.append(it)
    return out


def poison_by(items: list) -> list:
    """"Отравить существо на 2": "poison a creature by 2"."""
    poison = False
    for k, it in enumerate(items):
        if it.en in _SENTENCE_END:
            poison = False
        elif it.en == "poison" and it.wc == "en":
            poison = True
        elif poison and it.wc == "word" and it.lem == "на" and k + 1 < len(items) \
                and items[k + 1].wc in ("int", "x", "number"):
            it.en, it.wc = "by", "en"
            poison = False
    return items


def you_may(items: list) -> list:
    """"…; можете отравить …" (no "вы"): "you may"."""
    for k, it in enumerate(items):
        if it.en == "may" and it.wc == "en" and (k == 0 or items[k - 1].en in _SENTENCE_END | {","}):
            it.en = "you may"
    return items


def search(items: list) -> list:
    """"Поиск - <карта>" (glossary "Поиск — [карта/карты]": find it in your deck, show it to the
    opponent, put it into your hand): "search your deck for <карта> and put it into your hand"
    (showing it changes nothing in a game). A card name there is the card searched for, even the
    card's own name."""
    out: list = []
    i = 0
    while i < len(items):
        it = items[i]
        if not (it.wc == "word" and it.lem == "поиск"):
            out.append(it)
            i += 1
            continue
        j = i + 1
        if j < len(items) and items[j].en in ("-", "—", "–"):
            j += 1
        k = j
        while k < len(items) and items[k].en not in _SENTENCE_END:
            k += 1
        np = items[j:k]
        if not np:
            out.append(it)
            i += 1
            continue
        out.append(_item(it, "search your deck for", it.s, items[j - 1].e))
        if np[0].wc == "name":
            np[0].wc = "searched"       # not the card itself (dsl/ru/lexer.py _own_name)
            out.append(_item(it, "a", np[0].s, np[0].s))
        out.extend(np)
        many = any(x.en.endswith("s") and x.wc == "noun" for x in np)
        pron = "them" if many else "it"
        out.append(_item(it, f"and put {pron} into your hand", it.s, it.e))
        if k < len(items) and items[k].en == ";":
            out.append(_item(items[k], ".", items[k].s, items[k].e, "punct"))
            k += 1
        i = k
    return out


def more_poison(items: list) -> list:
    """"Усилить отравление <чего> на N" (glossary: Poison Y becomes Poison X+Y): "place N poison
    on <what>" (poison counters added to those it has)."""
    def rule(items: list, i: int, out: list) -> int | None:
        it = items[i]
        if it.wc == "word" and it.lem == "усилить" and i + 1 < len(items) and items[i + 1].en == "poison":
            k = i + 2
            while k < len(items) and not (items[k].wc == "word" and items[k].lem == "на") \
                    and items[k].en not in _SENTENCE_END:
                k += 1
            if k + 1 < len(items) and items[k].lem == "на" and items[k + 1].wc in ("int", "x", "number"):
                out.append(_item(it, "place", it.s, it.e))
                out.append(items[k + 1])
                out.append(_item(items[i + 1], "poison on", items[i + 1].s, items[i + 1].e))
                out.extend(items[i + 2:k])
                return k + 2
        return None
    return scan(items, rule)


def cost_pairs(items: list) -> list:
    """"(1)(Т): …": two costs printed side by side are "(1), tap: …"."""
    out: list = []
    for it in items:
        if it.en == "tap" and it.wc == "tap" and out and out[-1].en == ")":
            out.append(_item(it, ",", it.s, it.s, "punct"))
        out.append(it)
    return out


def more_in_hand(items: list) -> list:
    """"если у вас (в вашей) руке меньше карт, чем у противника": "if you have fewer cards
    in your hand than each other player" (больше: more); the opponent of a two-player game is
    each other player."""
    out: list = []
    i = 0
    while i < len(items):
        it = items[i]
        out.append(it)
        i += 1
        if it.en != "if":
            continue
        j = i
        if j + 1 < len(items) and items[j].lem == "у" and items[j + 1].lem == "вы":
            j += 2
        if j >= len(items) or items[j].en != "to your hand":
            continue
        hand = items[j]
        j += 1
        if j >= len(items) or items[j].lem not in ("большой", "больше", "много", "маленький", "меньше", "мало"):
            continue
        rel = items[j]
        j += 1
        if j + 1 < len(items) and items[j].en == "a":       # (the article put before the noun)
            j += 1
        if j >= len(items) or items[j].wc != "noun":
            continue
        noun = items[j]
        j += 1
        if j < len(items) and items[j].en == ",":
            j += 1
        if not (j + 2 < len(items) and items[j].lem == "чем" and items[j + 1].lem == "у"
                and items[j + 2].en == "each opponent"):
            continue
        more = "more" if rel.lem in ("большой", "больше", "много") else "fewer"
        than = items[j]
        out.append(_item(it, "you have", items[i].s, hand.s))
        out.append(_item(rel, more, rel.s, rel.e))
        out.append(noun)
        out.append(_item(hand, "in your hand", hand.s, hand.e))
        out.append(_item(than, "than each other player", than.s, items[j + 2].e))
        i = j + 3
    return out


_THIRD = {"destroy": "destroys", "draw": "draws", "discard": "discards", "stun": "stuns", "tap": "taps",
          "untap": "untaps", "return": "returns", "put": "puts", "choose": "chooses", "poison": "poisons",
          "create": "creates", "reveal": "reveals", "ready": "readies", "gain": "gains", "lose": "loses"}


def third_person(items: list) -> list:
    """"Противник сбрасывает карту", "Каждый игрок берет карту": a verb whose subject is printed
    before it takes the English -s ("each opponent discards …")."""
    for k in range(1, len(items)):
        it, prev = items[k], items[k - 1]
        if it.wc == "en" and it.case == "3per" and it.en in _THIRD \
                and (prev.wc in ("noun", "name") or prev.en in ("each opponent", "it", "another player")):
            it.en = _THIRD[it.en]
    return items


def owner_first(items: list) -> list:
    """"ваше выбранное существо": the English says "target your creature"."""
    for k in range(len(items) - 1):
        if items[k].en == "your" and items[k + 1].en == "target":
            items[k], items[k + 1] = items[k + 1], items[k]
    return items


def top_cards(items: list) -> list:
    """"верхнюю карту вашей колоды", "2 верхние карты вашей колоды": "the top card of your deck",
    "the top 2 cards of your deck"."""
    def rule(items: list, i: int, out: list) -> int | None:
        it = items[i]
        if it.wc == "word" and it.lem == "верхний":
            j = i + 1
            if j < len(items) and items[j].en in ("a", "an") and items[j].wc == "en":
                j += 1
            if j + 2 < len(items) and items[j].wc == "noun" and items[j].en in ("card", "cards") \
                    and items[j + 1].en == "your" and items[j + 2].en == "deck":
                # "верхнюю карту" is one noun, "top card": both words are the word "top" (the
                # English "the" and "card" hold no printed word, as no Russian word says them)
                number = out.pop() if out and out[-1].wc in ("int", "x", "number") else None
                out.append(_item(it, "the", it.s, it.s))
                out.append(_item(it, "top", min(it.s, items[j].s), max(it.e, items[j].e)))
                if number is not None:
                    out.append(number)
                out.append(_item(items[j], "cards" if number is not None else "card", items[j].e, items[j].e))
                out.append(_item(items[j + 1], "of your deck", items[j + 1].s, items[j + 2].e))
                return j + 3
        return None
    return scan(items, rule)


def on_death(items: list) -> list:
    """"При гибели: …" is the label Death; "При гибели возьмите карту" (no colon) is "When this
    creature dies, …" (SPEC §3.4)."""
    out: list = []
    for k, it in enumerate(items):
        if it.en == "on death" and it.wc == "en":
            nxt = items[k + 1].en if k + 1 < len(items) else ""
            if nxt == ":":
                out.append(_item(it, "Death", it.s, it.e))
                continue
            out.append(_item(it, "when", it.s, it.s))
            out.append(_item(it, "dies", it.s, it.e))
            if nxt != ",":
                out.append(_item(it, ",", it.e, it.e, "punct"))
            continue
        out.append(it)
    return out


_WORKS_IN = "this ability works in your graveyard"


def works_in(items: list) -> list:
    """An instruction, then "(эта особенность работает на кладбище).": the remark closes the sentence
    it follows, as the English writes it after the period: "Resurrect …. (This ability works in
    your graveyard.)" (BH-K39)."""
    out: list = []
    i = 0
    while i < len(items):
        if i + 2 < len(items) and items[i].en == "(" and items[i + 1].en == _WORKS_IN and items[i + 2].en == ")":
            end = items[i + 3] if i + 3 < len(items) and items[i + 3].en == "." else None
            if end is not None:
                out.append(end)
            out += [items[i], items[i + 1],
                    _item(items[i + 1], ".", items[i + 1].e, items[i + 1].e, "punct"), items[i + 2]]
            i += 4 if end is not None else 3
            continue
        out.append(items[i])
        i += 1
    return out


def rewrite(items: list) -> list:
    items = works_in(items)
    items = on_death(top_cards(third_person(owner_first(items))))
    items = more_in_hand(cost_pairs(more_poison(search(poison_by(you_may(items))))))
    return places_after_object(where_x(cost_filter(once_per_turn(otherwise(short_participles(pronouns(items)))))))
