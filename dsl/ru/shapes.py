"""More Russian shapes of Berserk cards as printed (issues 17/18, the dev cards' families), read
into the English words of the same constructs (after dsl/ru/mechanics.py, on the lexer's items).

- "При ударе по существу <сделайте что-то> это существо": "When this creature strikes a
  creature, <do something to> it" (glossary "При ударе": when the card strikes; the struck
  card is "it");
- "(до того, как оно погибло)" after "сила удара этого существа" in a Death ability: the value
  the card had as it left play, which is what the runtime reads there (`_AS_IT_LEFT` in
  runtime/evaluation.py): the words restate the construct, nothing is left unsaid;
- "положите их обратно в любом порядке": "put them back in any order" (the cards looked at);
- "в порядке, выбранном их владельцами" after "на верх колоды владельца": "in an order their
  owners choose";
- "не может быть оглушен(о)": "this creature can't be stunned" (the card itself, BH-502.8).
"""

from __future__ import annotations

from .rewrite import _KINDS, _item, scan

_END = {".", "!", ";", ":"}


def strike_trigger(items: list) -> list:
    """"При ударе по существу, …": "When <it> strikes a creature, …" (the subject, the card
    itself, is added by dsl/ru/rewrite.py own_subject); the struck card named again ("это
    существо", "его") is "it"."""
    out: list = []
    struck = ""
    i = 0
    while i < len(items):
        it = items[i]
        if it.en in _END:
            struck = ""
        if it.wc == "word" and it.lem == "при" and i + 2 < len(items) and items[i + 1].lem == "удар" \
                and items[i + 2].lem == "по" and (not out or out[-1].en in _END):
            j = i + 3
            if j < len(items) and items[j].en in ("a", "an") and items[j].wc == "en":
                j += 1
            if j < len(items) and items[j].wc == "noun" and items[j].en in _KINDS:
                noun = items[j]
                out.append(_item(it, "when", it.s, it.e))
                out.append(_item(it, "strikes", items[i + 1].s, items[i + 2].e))
                out.extend(items[i + 3:j + 1])
                if j + 1 < len(items) and items[j + 1].en != ",":
                    out.append(_item(noun, ",", noun.e, noun.e, "punct"))
                struck = noun.en
                i = j + 1
                continue
        if struck and it.en == "this" and it.lem == "этот" and i + 1 < len(items) and items[i + 1].en == struck:
            out.append(_item(it, "it", it.s, items[i + 1].e))
            i += 2
            continue
        out.append(it)
        i += 1
    return out


def before_it_died(items: list) -> list:
    """"…, где Х - сила удара этого существа (до того, как оно погибло)": the parenthesis says
    the value is the one the card had as it left play, which "this creature's strike" in a Death
    ability reads (runtime/evaluation.py): the words go with the construct."""
    def rule(items: list, i: int, out: list) -> int | None:
        it = items[i]
        if it.en == "(" and i + 6 < len(items) and items[i + 1].en == "up to" \
                and [x.lem for x in items[i + 2:i + 5]] == ["тот", "", "как"] \
                and items[i + 5].en == "it" and items[i + 6].en == "dies" and i + 7 < len(items) \
                and items[i + 7].en == ")" and any(x.en == "where X is" for x in out) \
                and any(x.en == "Death" for x in out[:2]):
            return i + 8
        return None
    return scan(items, rule)


_PARTS_COST = ["стоимость", "составной", "механизм", "равный", "сумма", "стоимость", "он", "часть"]


def combined_cost(items: list) -> list:
    """"…, где Х - его стоимость (стоимость составного механизма равна сумме стоимостей его
    частей)": the parenthesis restates the glossary's rule ("Объединённая карта": a combined card's
    cost is the sum of its parts'), which "its cost" reads (`TargetStat`, BH-K23)."""
    def rule(items: list, i: int, out: list) -> int | None:
        it = items[i]
        k = i + 1 + len(_PARTS_COST)
        if it.en == "(" and k < len(items) and items[k].en == ")" \
                and [x.lem for x in items[i + 1:k]] == _PARTS_COST \
                and len(out) >= 3 and [x.en for x in out[-3:]] == ["where X is", "its", "cost"]:
            return k + 1
        return None
    return scan(items, rule)


def back_in_any_order(items: list) -> list:
    """"положите их обратно в любом порядке": "put them back in any order"."""
    def rule(items: list, i: int, out: list) -> int | None:
        it = items[i]
        if it.en == "put" and i + 4 < len(items) and items[i + 1].en == "them" and items[i + 2].lem == "обратно" \
                and items[i + 3].lem == "в" and items[i + 4].en == "any" and i + 5 < len(items) \
                and items[i + 5].lem == "порядок":
            out.extend([it, items[i + 1], _item(items[i + 2], "back", items[i + 2].s, items[i + 2].e),
                        _item(items[i + 3], "in any order", items[i + 3].s, items[i + 5].e)])
            return i + 6
        return None
    return scan(items, rule)


def owners_order(items: list) -> list:
    """"на верх колоды владельца в порядке, выбранном их владельцами": "on top of their owners'
    decks in an order their owners choose"."""
    def rule(items: list, i: int, out: list) -> int | None:
        it = items[i]
        if it.en == "on top of its owner's deck" and i + 5 < len(items) and items[i + 1].lem == "в" \
                and items[i + 2].lem == "порядок" and items[i + 3].en == "," and items[i + 4].lem == "выбранный" \
                and items[i + 5].en in ("them", "their") and i + 6 < len(items) and items[i + 6].lem == "владелец":
            out.append(_item(it, "on top of their owners' decks", it.s, it.e))
            out.append(_item(items[i + 1], "in an order their owners choose", items[i + 1].s, items[i + 6].e))
            return i + 7
        return None
    return scan(items, rule)


def cannot_be(items: list) -> list:
    """"Не может быть оглушен." (a sentence with no subject): "This creature can't be stunned."."""
    def rule(items: list, i: int, out: list) -> int | None:
        it = items[i]
        if it.wc == "word" and it.lem == "не" and i + 2 < len(items) and items[i + 1].en == "may" \
                and items[i + 2].lem == "быть" and i + 3 < len(items) and items[i + 3].en == "stunned" \
                and (not out or out[-1].en in _END or (len(out) >= 2 and out[-2].en == "this"
                                                         and out[-1].wc == "noun")):
            if not out or out[-1].en in _END:
                out.append(_item(it, "this card", it.s, it.s, "self"))      # the card's own noun (lexer)
            out.append(_item(it, "can't", it.s, items[i + 1].e))
            out.append(_item(items[i + 2], "be", items[i + 2].s, items[i + 2].e))
            out.append(items[i + 3])
            return i + 4
        return None
    return scan(items, rule)


def becomes_target(items: list) -> list:
    """"Когда (это существо) становится целью заклинания": "When this creature becomes the target
    of a spell" (the subject left unsaid is the card itself: dsl/ru/rewrite.py own_subject)."""
    def rule(items: list, i: int, out: list) -> int | None:
        it = items[i]
        if it.wc == "word" and it.lem == "становиться" and i + 1 < len(items) and items[i + 1].lem == "цель" \
                and out and (out[-1].en == "when" or (len(out) >= 3 and out[-3].en == "when" and out[-2].en == "this")):
            out.append(_item(it, "becomes the target of", it.s, items[i + 1].e))
            j = i + 2
            if j + 1 < len(items) and items[j].en in ("a", "an") and items[j + 1].wc == "noun" \
                    and items[j + 1].en.rstrip("s") in _KINDS:
                noun = items[j + 1]
                out.append(items[j])
                out.append(_item(noun, noun.en.rstrip("s"), noun.s, noun.e, "noun"))   # (genitive, one card)
                return j + 2
            return j
        return None
    return scan(items, rule)


def drawn_this_turn(items: list) -> list:
    """"количество карт, которые вы взяли в этот ход": "the number of cards you drew this turn"."""
    def rule(items: list, i: int, out: list) -> int | None:
        it = items[i]
        if it.wc == "word" and it.lem == "количество" and i + 8 < len(items):
            j = i + 1
            if items[j].en in ("a", "an") and items[j].wc == "en":
                j += 1
            seq = items[j:j + 7]
            if len(seq) == 7 and seq[0].wc == "noun" and seq[0].en in ("card", "cards") and seq[1].en == "," \
                    and seq[2].lem == "который" and seq[3].lem == "вы" and seq[4].en == "draw" \
                    and seq[5].lem == "в" and seq[6].en == "this" and j + 7 < len(items) and items[j + 7].lem == "ход":
                out.append(_item(it, "the number of", it.s, it.e))
                out.append(_item(seq[0], "cards", seq[0].s, seq[0].e, "noun"))
                out.append(_item(seq[2], "you drew", seq[2].s, seq[4].e))
                out.append(_item(seq[5], "this turn", seq[5].s, items[j + 7].e))
                return j + 8
        return None
    return scan(items, rule)


def strike_against(items: list) -> list:
    """"+1 к удару по закрытым существам." (a sentence with no subject): "This card has +1
    strike against tapped creatures." (BH-K22; "this card": the card itself)."""
    def rule(items: list, i: int, out: list) -> int | None:
        it = items[i]
        if it.en == "+" and (not out or out[-1].en in _END) and i + 3 < len(items) and items[i + 1].wc == "int" \
                and items[i + 2].en == "strike" and items[i + 3].lem == "по":
            j = i + 4
            if j < len(items) and items[j].en in ("a", "an") and items[j].wc == "en":
                j += 1
            k = j
            while k < len(items) and items[k].wc == "en" and items[k].en in ("stunned", "tapped", "untapped",
                                                                                "poisoned", "enemy"):
                k += 1
            if k < len(items) and items[k].wc == "noun" and items[k].en.rstrip("s") in _KINDS:
                noun = items[k]
                out.append(_item(it, "this card", it.s, it.s))        # (the card itself, whatever its type)
                out.append(_item(it, "has", it.s, it.s))
                out.append(_item(it, "+" + items[i + 1].en, it.s, items[i + 1].e))
                out.append(items[i + 2])
                out.append(_item(items[i + 3], "against", items[i + 3].s, items[i + 3].e))
                out.extend(items[j:k])
                out.append(_item(noun, noun.en if noun.en.endswith("s") else noun.en + "s", noun.s, noun.e, "noun"))
                return k + 1
        return None
    return scan(items, rule)


def you_have_no(items: list) -> list:
    """"…, если у вас нет существ не-механизмов": "… if you have no non-Механизм creatures" (the
    class as the set spells it, capitalised; BH-K24); the dash after an opening ("В конце вашего
    хода - …") is the comma's."""
    out: list = []
    i = 0
    while i < len(items):
        it = items[i]
        if it.en in ("-", "—", "–") and it.wc == "punct" and out and out[-1].en == "," and len(out) >= 2 \
                and out[-2].wc == "en" and out[-2].en.startswith(("at the end of", "at the start of")):
            i += 1
            continue
        if it.en == "if" and i + 3 < len(items) and [x.lem for x in items[i + 1:i + 4]] == ["у", "вы", "нет"]:
            j = i + 4
            if j < len(items) and items[j].en in ("a", "an") and items[j].wc == "en":
                j += 1
            if j < len(items) and items[j].wc == "noun" and items[j].en.rstrip("s") in _KINDS:
                noun = items[j]
                non = None
                if j + 1 < len(items) and items[j + 1].wc == "word" and items[j + 1].lem.startswith("не-"):
                    non = items[j + 1]
                if out and out[-1].en == ",":
                    out.pop()           # "draw a card if …": the condition after its instruction
                out.append(it)
                out.append(_item(items[i + 1], "you have no", items[i + 1].s, items[i + 3].e))
                if non is not None:
                    cls = non.lem[3:]
                    out.append(_item(non, "non-" + cls[:1].upper() + cls[1:], non.s, non.e))
                out.append(_item(noun, noun.en.rstrip("s") + "s", noun.s, noun.e, "noun"))
                i = j + (2 if non is not None else 1)
                continue
        out.append(it)
        i += 1
    return out


def while_open(items: list) -> list:
    """"Пока <имя карты> открыт, …" / "Пока это событие открыто, …": "While this event is an
    untapped event, …" (BH-K25; the card's own noun: dsl/ru/lexer.py)."""
    def rule(items: list, i: int, out: list) -> int | None:
        it = items[i]
        if it.en != "while" or it.wc != "en":
            return None
        if i + 2 < len(items) and items[i + 1].wc == "name" and items[i + 2].en in ("tapped", "untapped") \
                and items[i + 2].case == "short":
            adj = items[i + 2]
            out.extend([it, items[i + 1], _item(adj, "is an" if adj.en == "untapped" else "is a", adj.s, adj.s),
                        _item(adj, adj.en, adj.s, adj.e), _item(adj, "card", adj.s, adj.e, "own_noun")])
            return i + 3
        if i + 3 < len(items) and items[i + 1].en == "this" and items[i + 2].wc == "noun" \
                and items[i + 3].en in ("tapped", "untapped") and items[i + 3].case == "short":
            adj, noun = items[i + 3], items[i + 2]
            out.extend([it, items[i + 1], noun, _item(adj, "is an" if adj.en == "untapped" else "is a", adj.s, adj.s),
                        _item(adj, adj.en, adj.s, adj.e), _item(adj, noun.en, adj.s, adj.e)])
            return i + 4
        return None
    return scan(items, rule)


def deals_wounds(items: list) -> list:
    """"Когда <карта> наносит раны герою": "When <it> deals wounds to a hero" (BH-K26: any wounds it
    deals); "верхнюю карту любой колоды": "the top card of any deck"."""
    def rule(items: list, i: int, out: list) -> int | None:
        it = items[i]
        if it.wc == "word" and it.lem == "наносить" and i + 1 < len(items) and items[i + 1].en == "wounds" \
                and out and (out[-1].en == "when" or out[-1].wc == "name"
                             or (len(out) >= 2 and out[-2].en == "this" and out[-1].wc == "noun")):
            j = i + 2
            if j < len(items) and items[j].en in ("a", "an") and items[j].wc == "en":
                j += 1
            if j < len(items) and items[j].wc == "noun" and items[j].en in _KINDS:
                out.append(_item(it, "deals", it.s, it.e))
                out.append(items[i + 1])
                out.append(_item(items[j], "to", items[j].s, items[j].s))
                out.extend(items[i + 2:j + 1])
                return j + 1
        if it.wc == "word" and it.lem == "верхний" and i + 3 < len(items):
            j = i + 1
            if items[j].en in ("a", "an") and items[j].wc == "en":
                j += 1
            if j + 2 < len(items) and items[j].wc == "noun" and items[j].en == "card" and items[j + 1].en == "any" \
                    and items[j + 2].wc == "noun" and items[j + 2].en == "deck":
                # "верхнюю карту" is one noun, "top card" (as in dsl/ru/rewrite.py top_cards)
                card = items[j]
                out.append(_item(it, "the", it.s, it.s))
                out.append(_item(it, "top", min(it.s, card.s), max(it.e, card.e)))
                out.append(_item(card, "card", card.e, card.e))
                out.append(_item(items[j + 1], "of any", items[j + 1].s, items[j + 1].e))
                out.append(items[j + 2])
                return j + 3
        return None
    return scan(items, rule)


def no_plays_next_turn(items: list) -> list:
    """"Противник не может разыгрывать заклинания в свой следующий ход.": "Until the end of each
    other player's turn, other players cannot play spells." (BH-K27: from now to the end of the
    opponent's next turn; on the controller's own turn the opponent plays nothing anyway)."""
    def rule(items: list, i: int, out: list) -> int | None:
        it = items[i]
        if it.en != "each opponent" or (out and out[-1].en not in _END) or i + 8 >= len(items):
            return None
        j = i + 4
        if not (items[i + 1].lem == "не" and items[i + 2].en == "may" and items[i + 3].lem == "разыгрывать"):
            return None
        if items[j].en in ("a", "an") and items[j].wc == "en":
            j += 1
        if not (items[j].wc == "noun" and items[j].en.rstrip("s") in _KINDS):
            return None
        noun = items[j]
        tail = items[j + 1:j + 5]
        if len(tail) == 4 and tail[0].lem == "в" and tail[1].en == "your" and tail[2].lem == "следующий" \
                and tail[3].lem == "ход":
            out.append(_item(tail[0], "until the end of each other player's turn", tail[0].s, tail[3].e))
            out.append(_item(tail[0], ",", tail[0].s, tail[0].s, "punct"))
            out.append(_item(it, "other players", it.s, it.e))
            out.append(_item(items[i + 1], "cannot", items[i + 1].s, items[i + 2].e))
            out.append(_item(items[i + 3], "play", items[i + 3].s, items[i + 3].e))
            out.append(_item(noun, noun.en.rstrip("s") + "s", noun.s, noun.e, "noun"))
            return j + 5
        return None
    return scan(items, rule)


def extra_cost(items: list) -> list:
    """"Если существо противника должно стоить дороже, оно стоит дополнительно на (2) дороже": "If
    an enemy creature would cost more, it costs 2 more in addition." (BH-K28)."""
    def rule(items: list, i: int, out: list) -> int | None:
        it = items[i]
        if it.wc == "word" and it.lem == "должный" and i + 2 < len(items) and items[i + 1].lem == "стоить" \
                and items[i + 2].lem == "дорогой":
            out.append(_item(it, "would", it.s, it.e))
            out.append(_item(items[i + 1], "cost", items[i + 1].s, items[i + 1].e))
            out.append(_item(items[i + 2], "more", items[i + 2].s, items[i + 2].e))
            return i + 3
        if it.wc == "word" and it.lem == "стоить" and i + 6 < len(items) and items[i + 1].lem == "дополнительно" \
                and items[i + 2].lem == "на" and items[i + 3].en == "(" and items[i + 4].wc == "int" \
                and items[i + 5].en == ")" and items[i + 6].lem == "дорогой":
            out.append(_item(it, "costs", it.s, it.e))
            out.append(items[i + 4])
            out.append(_item(items[i + 6], "more", items[i + 6].s, items[i + 6].e))
            out.append(_item(items[i + 1], "in addition", items[i + 1].s, items[i + 1].e))
            return i + 7
        return None
    return scan(items, rule)


def same_name_next_turn(items: list) -> list:
    """"Заклинания с таким же названием стоят на (2) дороже в следующий ход противника." (after an
    instruction): "Until the end of each other player's turn, spells with the same name cost 2
    more during other players' turns." (BH-K29)."""
    def rule(items: list, i: int, out: list) -> int | None:
        it = items[i]
        if not (it.wc == "noun" and it.en.endswith("s") and it.en.rstrip("s") in _KINDS
                and (not out or out[-1].en in _END)):
            return None
        seq = items[i + 1:i + 12]
        if len(seq) < 11 or [x.lem for x in seq[:4]] != ["с", "такой", "же", "название"] or seq[4].en != "cost" \
                or seq[5].wc not in ("int", "number") or seq[6].en not in ("more", "less") \
                or [x.lem for x in seq[7:10]] != ["в", "следующий", "ход"] or seq[10].en != "each opponent":
            return None
        when = seq[7]
        out.append(_item(when, "until the end of each other player's turn", when.s, seq[10].e))
        out.append(_item(when, ",", when.s, when.s, "punct"))
        out.append(it)
        out.append(_item(seq[0], "with the same name", seq[0].s, seq[3].e))
        out.extend(seq[4:7])
        out.append(_item(when, "during other players' turns", when.s, seq[10].e))
        return i + 12
    return scan(items, rule)


def named_card(items: list) -> list:
    """"если вы показали названную карту, …" (after "Назовите карту"): "if it is the named card, …"
    (BH-K30: the card just revealed is the one named)."""
    def rule(items: list, i: int, out: list) -> int | None:
        it = items[i]
        if it.en == "if" and i + 3 < len(items) and items[i + 1].lem == "вы" and items[i + 2].en == "reveal" \
                and items[i + 3].lem == "названный":
            j = i + 4
            if j < len(items) and items[j].en in ("a", "an") and items[j].wc == "en":
                j += 1
            if j < len(items) and items[j].wc == "noun" and items[j].en == "card":
                out.append(it)
                out.append(_item(items[i + 1], "it is", items[i + 1].s, items[i + 2].e))
                out.append(_item(items[i + 3], "the named", items[i + 3].s, items[i + 3].e))
                out.append(items[j])
                k = j + 1
                while k < len(items) and items[k].en not in _END:
                    if items[k].en == "to your hand" and items[k - 1].en == "it" and items[k - 2].en == "put":
                        items[k] = _item(items[k], "into your hand", items[k].s, items[k].e)   # (the card revealed)
                    k += 1
                return j + 1
        return None
    return scan(items, rule)


def reveal_to_wound(items: list) -> list:
    """"Выберите <кого>; вы можете показать верхнюю карту …, при этом ранить <его> на стоимость
    показанной карты.": "You may reveal the top card of your deck. Deal X wounds to target <whom>,
    where X is the cost of the revealed card." (BH-K31: the
    creature chosen is the target; nothing revealed, X is 0 and it takes no wound)."""
    head: list = []
    if len(items) > 2 and items[1].en == ":" and items[0].en in ("Death", "Recruit"):
        head, items = items[:2], items[2:]          # (a label before it)
    if not items or items[0].en != "choose":
        return head + items
    dot = next((k for k, x in enumerate(items) if x.en in _END), None)
    if dot is None or not (2 <= dot <= 4) or items[dot - 1].wc != "noun" or items[dot - 1].en not in _KINDS:
        return head + items
    np = [x for x in items[1:dot] if not (x.en in ("a", "an") and x.wc == "en")]
    rest = items[dot + 1:]
    to = next((k for k, x in enumerate(rest) if x.en == "to" and x.lem == "при этот"), None)
    if to is None or rest[0].en != "you may" or rest[1].en != "reveal":
        return head + items
    tail = rest[to + 1:]
    if len(tail) < 8 or tail[0].en != "ранить" or tail[1].en != "this" or tail[2].en != np[-1].en \
            or tail[3].lem != "на" or tail[4].en != "cost" or tail[5].lem != "показанный":
        return head + items
    k = 6
    if tail[k].en in ("a", "an") and tail[k].wc == "en":
        k += 1
    if tail[k].en != "card" or k + 1 >= len(tail) or tail[k + 1].en not in _END:
        return head + items
    choose, on, this = items[0], tail[3], tail[1]
    out = rest[:to] + [_item(rest[to], ".", rest[to].s, rest[to].e, "punct"),
                       _item(tail[0], "deal", tail[0].s, tail[0].e), _item(on, "X", on.s, on.e),
                       _item(on, "wounds", on.e, on.e), _item(this, "to", this.s, tail[2].e),
                       _item(choose, "target", choose.s, choose.e), *np,
                       _item(tail[4], ",", tail[4].s, tail[4].s, "punct"),
                       _item(tail[4], "where X is the cost of", tail[4].s, tail[4].e),
                       _item(tail[5], "the revealed", tail[5].s, tail[5].e), tail[k]]
    return head + out + tail[k + 1:]


def first_card_next_turn(items: list) -> list:
    """"Первое существо каждого противника в его следующий ход стоит на (2) дороже.": "Until the end
    of each other player's turn, the first enemy creature each turn costs 2 more." (BH-K32)."""
    def rule(items: list, i: int, out: list) -> int | None:
        it = items[i]
        if not (it.wc == "word" and it.lem == "первый" and (not out or out[-1].en in _END)):
            return None
        seq = items[i + 1:i + 12]
        if len(seq) < 11 or seq[0].wc != "noun" or seq[0].en.rstrip("s") not in _KINDS or seq[1].en != "each" \
                or seq[2].en != "each opponent" or seq[3].lem != "в" or seq[4].en not in ("it", "its") \
                or seq[5].lem != "следующий" or seq[6].lem != "ход" or seq[7].en != "cost" \
                or seq[8].wc not in ("int", "number") or seq[9].en not in ("more", "less") or seq[10].en not in _END:
            return None
        noun, when = seq[0], seq[3]
        out.append(_item(when, "until the end of each other player's turn", when.s, seq[6].e))
        out.append(_item(when, ",", when.s, when.s, "punct"))
        out.append(_item(it, "the first", it.s, it.e))
        out.append(_item(seq[1], "enemy", seq[1].s, seq[2].e))
        out.append(_item(noun, noun.en.rstrip("s"), noun.s, noun.e, "noun"))
        out.append(_item(when, "each turn", when.s, when.s))
        out.append(_item(seq[7], "costs", seq[7].s, seq[7].e))
        out.extend(seq[8:10])
        return i + 11
    return scan(items, rule)


def pay_its_cost(items: list) -> list:
    """"Противник может заплатить стоимость выбранного <кого>; иначе положите <его> …":
    "Choose a creature. Your opponent may pay X coins, where X is its cost. If they do not, put it
    …" (BH-K33: the creature is chosen as the ability is declared, its cost is read as it is paid)."""
    for i in range(len(items) - 9):
        if not (items[i].en == "your opponent" and (i == 0 or items[i - 1].en in _END)
                and items[i + 1].en == "may" and items[i + 2].wc == "word" and items[i + 2].lem == "заплатить"
                and items[i + 3].en == "cost" and items[i + 4].en == "target" and items[i + 5].wc == "noun"
                and items[i + 5].en in _KINDS and items[i + 6].en in _END and items[i + 7].en == "otherwise"
                and items[i + 8].en == ","):
            continue
        pay, cost, target, noun, end, other = items[i + 2], items[i + 3], items[i + 4], items[i + 5], items[i + 6], \
            items[i + 7]
        rest = items[i + 9:]
        for k in range(len(rest) - 1):      # "это существо" (the one chosen): "it"
            if rest[k].en == "this" and rest[k + 1].en == noun.en:
                rest = rest[:k] + [_item(rest[k], "it", rest[k].s, rest[k + 1].e)] + rest[k + 2:]
                break
            if rest[k].en in _END:
                break
        head = [_item(target, "choose", target.s, target.e), _item(target, "an" if noun.en[:1] in "aeiou" else "a",
                                                                     target.s, target.s), noun,
                _item(target, ".", noun.e, noun.e, "punct"), items[i], items[i + 1],
                _item(pay, "pay", pay.s, pay.e), _item(cost, "X", cost.s, cost.s), _item(cost, "coins", cost.s, cost.s),
                _item(cost, ",", cost.s, cost.s, "punct"), _item(cost, "where X is its cost", cost.s, cost.e),
                _item(end, ".", end.s, end.e, "punct"), _item(other, "if they do not", other.s, other.e), items[i + 8]]
        return items[:i] + head + rest
    return items


_ORDINALS = {"second", "third"}


def ordinal_turn(items: list) -> list:
    """"Когда противник разыгрывает третью карту за ход" / "Когда вы берете третью карту за ход":
    "When another player plays their third card in a turn" / "When you draw your third card in
    a turn" (the player's own plays or draws: "their" / "your", which Russian leaves unsaid)."""
    out: list = []
    i = 0
    while i < len(items):
        it = items[i]
        if it.wc == "word" and it.lem == "вы" and out and out[-1].en == "when" and i + 1 < len(items) \
                and items[i + 1].en == "draw":
            out.append(_item(it, "you", it.s, it.e))
            i += 1
            continue
        if it.en in _ORDINALS and it.wc == "en" and out and out[-1].en in ("another player plays", "draw") \
                and i + 2 < len(items) and items[i + 1].en == "a" and items[i + 2].wc == "noun" \
                and any(x.en == "in a turn" for x in items[i + 3:i + 4]):
            own = "their" if out[-1].en == "another player plays" else "your"
            out.append(_item(it, own, it.s, it.s))
            out.append(it)
            i += 2          # (the article put before the noun goes)
            continue
        out.append(it)
        i += 1
    return out


def shapes(items: list) -> list:
    items = drawn_this_turn(becomes_target(ordinal_turn(strike_trigger(before_it_died(items)))))
    items = deals_wounds(while_open(you_have_no(combined_cost(strike_against(items)))))
    items = named_card(same_name_next_turn(extra_cost(no_plays_next_turn(items))))
    items = pay_its_cost(first_card_next_turn(reveal_to_wound(items)))
    return cannot_be(owners_order(back_in_any_order(items)))


# ---- printing (canonical English of these constructs -> canonical Russian) -------------------

def shapes_sentence(en: str, sentence, noun_phrase, word):
    """One canonical English sentence of these shapes in Russian, or None."""
    import re

    m = re.fullmatch(r"This (creature|hero|character) cannot be stunned", en)
    if m:
        np = noun_phrase(["this", m.group(1)], "nomn")
        return f"{np} не может быть {'оглушено' if m.group(1) == 'creature' else 'оглушен'}"
    m = re.fullmatch(r"When (another player plays their|you draw your) (second|third) card in (?:a )?turn, (.+)", en)
    if m:
        who = "противник разыгрывает" if m.group(1).startswith("another") else "вы берете"
        nth = {"second": "вторую", "third": "третью"}[m.group(2)]
        return f"когда {who} {nth} карту за ход, {sentence(m.group(3))}"
    m = re.fullmatch(r"When this (creature|hero|character) becomes the target of an? (\w+), (.+)", en)
    if m and m.group(2) in _KINDS:
        return (f"когда {noun_phrase(['this', m.group(1)], 'nomn')} становится целью "
                f"{noun_phrase([m.group(2)], 'gent')}, {sentence(m.group(3))}")
    m = re.fullmatch(r"(?:Place|Put) (.+) on top of their owners' decks in an order their owners choose", en)
    if m:
        return (f"положите {noun_phrase(m.group(1).split(' '), 'accs')} на верх колоды владельца "
                "в порядке, выбранном их владельцами")
    m = re.fullmatch(r"This (?:creature|hero|character|card) has \+(\d+) strike against ((?:\w+ )*)(\w+)s", en)
    if m and m.group(3) in _KINDS:
        np = noun_phrase(m.group(2).split() + [m.group(3) + "s"], "datv").replace("ё", "е")
        return f"+{m.group(1)} к удару по {np}"
    m = re.fullmatch(r"(.+) if you have no non-(\S+) (\w+)s", en)
    if m and m.group(3) in _KINDS and not m.group(2).isascii():
        noun = word(noun_phrase([m.group(3)], "nomn"), {"gent", "plur"})
        cls = word(m.group(2).lower(), {"gent", "plur"})
        return f"{sentence(m.group(1))}, если у вас нет {noun} не-{cls}"
    m = re.fullmatch(r"While this (event|creature|weapon|card) is an? (untapped|tapped) \1, (.+)", en)
    if m:
        this = {"event": "это событие", "creature": "это существо", "weapon": "это оружие", "card": "эта карта"}
        short = {"untapped": "открыт", "tapped": "закрыт"}[m.group(2)] + ("а" if m.group(1) == "card" else "о")
        rest = m.group(3)
        return f"пока {this[m.group(1)]} {short}, {sentence(rest[:1].upper() + rest[1:])}"
    m = re.fullmatch(r"Until the end of each other player's turn, (\w+)s with the same name cost (\d+) (more|less) "
                     r"during other players' turns", en)
    if m and m.group(1) in _KINDS:
        np = word(noun_phrase([m.group(1)], "nomn"), {"nomn", "plur"})
        more = "дороже" if m.group(3) == "more" else "дешевле"
        return f"{np} с таким же названием стоят на ({m.group(2)}) {more} в следующий ход противника"
    m = re.fullmatch(r"Until the end of each other player's turn, the first enemy (\w+) each turn costs (\d+) (more|less)", en)
    if m and m.group(1) in _KINDS:
        np = noun_phrase([m.group(1)], "nomn")
        first = word("первый", {"nomn", "femn" if m.group(1) == "card" else "neut", "sing"})
        more = "дороже" if m.group(3) == "more" else "дешевле"
        return f"{first} {np} каждого противника в его следующий ход стоит на ({m.group(2)}) {more}"
    m = re.fullmatch(r"Until the end of each other player's turn, other players cannot play (\w+)s", en)
    if m and m.group(1) in _KINDS:
        return f"противник не может разыгрывать {word(noun_phrase([m.group(1)], 'nomn'), {'accs', 'plur'})} в свой следующий ход"
    m = re.fullmatch(r"Until the end of each other player's turn, (.+)", en)
    if m:
        rest = m.group(1)
        return f"до конца хода противника {sentence(rest[:1].upper() + rest[1:])}"
    m = re.fullmatch(r"When this (creature|hero|character) deals wounds to an? (\w+), (.+)", en)
    if m and m.group(2) in _KINDS:
        rest = m.group(3)
        return (f"когда {noun_phrase(['this', m.group(1)], 'nomn')} наносит раны {noun_phrase([m.group(2)], 'datv')}, "
                f"{sentence(rest[:1].upper() + rest[1:])}")
    if en in ("You may look at the top card of any deck", "you may look at the top card of any deck"):
        return "вы можете посмотреть верхнюю карту любой колоды"
    if en == "Look at the top card of any deck":
        return "посмотрите верхнюю карту любой колоды"
    m = re.fullmatch(r"If an? (enemy )?(\w+) would cost more, it costs (\d+) more in addition", en)
    if m and m.group(2) in _KINDS:
        np = noun_phrase((["enemy"] if m.group(1) else []) + [m.group(2)], "nomn")
        _, gender = {"card": ("", "femn"), "creature": ("", "neut"), "spell": ("", "neut")}.get(m.group(2), ("", "masc"))
        must = {"femn": "должна", "neut": "должно", "masc": "должен"}[gender]
        pron = {"femn": "она", "neut": "оно", "masc": "он"}[gender]
        return f"если {np} {must} стоить дороже, {pron} стоит дополнительно на ({m.group(3)}) дороже"
    if en == "Name a card":
        return "назовите карту"
    m = re.fullmatch(r"Name a card and (.+)", en)
    if m:
        return "назовите карту и " + sentence(m.group(1)[:1].upper() + m.group(1)[1:])
    m = re.fullmatch(r"If it is the named card, (?:put|place) it into your hand", en)
    if m:
        return "если вы показали названную карту, положите ее в руку"
    m = re.fullmatch(r"If it is the named card, (.+)", en)
    if m:
        return "если вы показали названную карту, " + sentence(m.group(1)[:1].upper() + m.group(1)[1:])
    if en in ("Place them back in any order", "Put them back in any order"):
        return "положите их обратно в любом порядке"
    return None


def shapes_ability(en: str, noun_phrase):
    """A canonical English ability whose Russian is one sentence for several English ones, or None."""
    import re

    m = re.fullmatch(r"You may reveal the top card of your deck\. Deal X wounds to target (enemy )?(\w+), where X is "
                     r"the cost of the revealed card\.", en)
    if m and m.group(2) in _KINDS:
        np = noun_phrase((["enemy"] if m.group(1) else []) + [m.group(2)], "accs")
        this = noun_phrase(["this", m.group(2)], "accs")
        return (f"Выберите {np}; вы можете показать верхнюю карту вашей колоды, при этом ранить {this} на стоимость "
                "показанной карты.")
    m = re.fullmatch(r"Choose an? (\w+)\. Your opponent may pay X coins, where X is its cost\. If they do not, "
                     r"(?:put|place) it on the bottom of its owner's deck\.", en)
    if m and m.group(1) in _KINDS:
        chosen = noun_phrase(["target", m.group(1)], "gent")
        this = noun_phrase(["this", m.group(1)], "accs")
        return f"Противник может заплатить стоимость {chosen}; иначе положите {this} под низ колоды."
    return None
