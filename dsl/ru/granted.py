"""The Russian of a quoted ability granted for a while, and of "При атаке" (docs/runtime.md BH-K41,
BH-K42; glossary "При атаке", "Атакованная карта", "Получает [текст]").

- reading: "<кто> до конца хода получает '<при атаке - …>'" is "<who> gains the ability "Attack:
  …" until the end of the turn": the quoted Russian is read on its own (`translate`, the label
  "при атаке -" as "Attack:") and stands as one English quoted ability; the duration printed
  before the verb goes after the quote, where the English grammar has it;
- printing: the canonical English back into that Russian (`granted_ability`).
"""

from __future__ import annotations

import re
from typing import Any, Callable

_QUOTE = "'"


def quoted_abilities(text: str, items: list, translate: Callable[[str], list], item: Callable[..., Any]) -> list:
    """`items` (the words of `text`) with each '…' that holds an ability read as one quoted English
    ability (an item of class "quoted"); a quote whose inside reads as no labelled ability stays."""
    out: list = []
    i = 0
    while i < len(items):
        it = items[i]
        close = next((j for j in range(i + 1, len(items)) if items[j].en == _QUOTE), None) \
            if it.en == _QUOTE and it.wc == "punct" else None
        if close is None:
            out.append(it)
            i += 1
            continue
        inner = translate(text[it.e:items[close].s])
        words = [x.en for x in inner]
        if len(words) < 2 or words[0] != "Attack:":
            out.append(it)
            i += 1
            continue
        if words[-1] != ".":
            words.append(".")
        body = " ".join(words[1:]).replace(" .", ".").replace(" ,", ",")
        out.append(item('"Attack: ' + body[:1].upper() + body[1:] + '"', it.s, items[close].e, wc="quoted"))
        i = close + 1
    return out


def granted(items: list, item: Callable[..., Any]) -> list:
    """"<кто> до конца хода получает <quoted>": "<who> gains the ability <quoted> until …"."""
    out: list = []
    for k, it in enumerate(items):
        if it.wc == "quoted" and out and out[-1].en in ("gains", "gain"):
            start = len(out) - 1
            while start > 0 and out[start - 1].en not in (".", "!", ";", ":"):
                start -= 1
            until = [x for x in out[start:-1] if x.wc == "en" and x.en.startswith("until ")]
            for x in until:
                out.remove(x)
            verb = out[-1]
            out.append(item("the ability", verb.e, verb.e, wc="en"))
            out.append(it)
            out.extend(until)
            continue
        out.append(it)
    return out


_GRANT = re.compile(r"(.+?) gains the ability \u201cAttack: (.+?)\.\u201d (until .+)\.")
_ATTACK = re.compile(r"Attack: (.+)")


def granted_ability(english: str, sentence: Callable[[str], str], noun_phrase: Callable[..., str],
                    until: dict[str, str], quants: Any) -> str | None:
    """Canonical English -> Russian for a granted quoted ability ("Каждое ваше существо до конца хода
    получает 'при атаке - …'."), None for any other ability."""
    m = _GRANT.fullmatch(english)
    if m is None or m.group(3) not in until:
        return None
    subject = m.group(1).split(" ")
    subject[0] = subject[0].lower() if subject[0].lower() in quants else subject[0]
    who = noun_phrase(subject, "nomn")
    inner = sentence(m.group(2))
    text = f"{who} {until[m.group(3)]} получает 'при атаке - {inner[:1].lower() + inner[1:]}'."
    return text[:1].upper() + text[1:]
