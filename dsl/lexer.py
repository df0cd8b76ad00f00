"""Word-level lexer for ability text, fed to Lark as a custom lexer.

Why a custom lexer: printed card text mixes a closed set of keywords ("destroy", "until") with
open-class words that belong to the game or to the set — card types and stats declared by the
ruleset ("minion", "power"), card names known only once the set's headers are read ("Battle
Newt", "Ghost of the Glade"). A regex lexer cannot know those, and a bare NAME terminal
fights with every keyword (longest match wins). So this lexer classifies whole words:

1. the longest known name of the set (case-sensitive, as printed) -> NAME / NAME_POSS
2. a keyword of the grammar (case-insensitive; the table is read from the grammar's own
   string terminals, so the grammar stays the single source of keywords)
3. a word of the ruleset's vocabulary -> KIND, STAT, ZONE, RESOURCE, COUNTER, LABEL
4. any other capitalised word after the start of a sentence -> NAME (resolved later: an
   unknown name is a resolve error with "did you mean")
5. anything else -> WORD, which no rule accepts: the parser reports it with the keywords it
   would have accepted there.

Typographic quotes and apostrophes are folded to ASCII; "can't" and friends are expanded.
"""

from __future__ import annotations

import re
from typing import Any, Iterable, Iterator

from lark import Token
from lark.lexer import Lexer

# A token made without Lark's `Token.__new__`, which takes `*args, **kwargs` to accept a deprecated
# keyword and then calls `Token._future_new`: that classmethod is the constructor (one call less
# for each of the ~18 tokens of a card); `Token` itself where a Lark has no such method.
new_token = getattr(Token, "_future_new", Token)

# Open-class terminals produced by this lexer (declared with %declare in the grammar).
OPEN_CLASSES = ("INT", "NUMWORD", "ORDINAL", "KIND", "KIND_POSS", "STAT", "ZONE", "RESOURCE", "COUNTER",
                "LABEL", "NAME", "NAME_POSS", "QUOTED", "WORD", "_BIGOR", "_FOR_EACH_END", "_THE_POSS", "_ANDOR_DO", "_AND_WITH", "_AT_END_OF_ANY",
                "_COMMA_TO", "_POISON_V", "KEYWORD", "_COMMA_OTHERWISE", "_ONE_PRON", "_COMMA_KEEPING")

NUMBER_WORDS = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7,
                "eight": 8, "nine": 9, "ten": 10, "twelve": 12}
# "your fifth or higher card": ordinals from the second on ("first" is a keyword of its own)
ORDINAL_WORDS = {"second": 2, "third": 3, "fourth": 4, "fifth": 5, "sixth": 6, "seventh": 7,
                 "eighth": 8, "ninth": 9, "tenth": 10}

CONTRACTIONS = {
    "can't": ("cannot",), "cant": ("cannot",), "don't": ("do", "not"), "doesn't": ("does", "not"),
    "didn't": ("did", "not"), "isn't": ("is", "not"), "aren't": ("are", "not"),
    "won't": ("will", "not"), "it's": ("it", "is"), "you're": ("you", "are"),
    "that's": ("that", "is"),
}

_FOLD = str.maketrans({"\u2019": "'", "\u2018": "'", "\u201c": '"', "\u201d": '"',
                       "\u2014": "-", "\u2013": "-", "\u00a0": " ", "\u2026": "."})   # one character for one: offsets stay put

# A word: letters/digits with inner hyphens, apostrophes or dots ("non-G.E.L.F.", "Mi-go",
# "owner's", "2.0"); a number; or one punctuation character.
_TOKEN = re.compile(
    r"""(?P<int>\d+(?!\w|\.\d))
      | (?P<word>[^\W_](?:[\w]|[-.'](?=[^\W_]))*(?:'(?![^\W_]))?)
      | (?P<quoted>"[^"\n]*")
      | (?P<punct>[.,:;()+\-/!?"])
      | (?P<space>\s+)
      | (?P<other>.)""",
    re.VERBOSE,
)

_GLUED = re.compile(r"(\d+)([^\W\d_]+)\Z")
SENTENCE_START = {None, "_DOT", "_COLON", "_BANG", "_QMARK", "_LPAR"}
# fixed idioms that take the comma printed before them ("…, where X is …")
ABSORB_COMMA = {"_WHERE_X_IS"}


# words `tokenize` reads with the words around them (never its fast path for plain keywords)
_READ_AGAIN = frozenset({"or", "to", "otherwise", "for", "poison", "each", "currently", "one", "split", "you",
                         "play", "that", "other", "others", "the", "keeping", "and", "at"})
# keyword tokens `tokenize` does more with than emit them
_NOT_PLAIN = frozenset({"_EITHER", "_DOT", "_BANG"})

# words that end a clause: after them "for each" named nothing
_AFTER_BARE_EACH = frozenset({"and", "then", "or", "to", "if", "where"})
# words that end a noun phrase or its comparison ("a minion", "of power 2 or less"): a "here" after
# one of them is a phrase of that noun phrase, not a noun phrase itself ("for here or there")
_ENDS_NOUN = frozenset({"KIND", "NAME", "_LESS", "_MORE", "_FEWER", "_GREATER", "_RPAR"})
# words that open a noun phrase: after ", or" another object of the verb before
_OPENS_NOUN = frozenset({"_A", "_AN", "_ANOTHER", "_EACH", "_ALL", "_ANY", "_YOUR", "_THEIR", "ONE", "_UP",
                         "_THE", "_THIS", "_THAT", "_TARGET", "_EVERY"})


def _by_follows(raw: list, j: int) -> bool:
    """Whether "by" comes before the end of the sentence (or a cost's colon) from `j` on: the
    "by N" of "poison yours by that many" (a noun "poison" has none)."""
    for g, w, _s, _e in raw[j:]:
        if g == "punct" and w in (".", ":", "!"):
            return False
        if g == "word" and w.lower() == "by":
            return True
    return False

# words that open a reference ("poison those creatures by 1", "poison it by 2")
_OPENS_REF = frozenset({"_THOSE", "_THESE", "_IT", "_THEM", "_OTHER", "_ENEMY"})
# prepositions that open an alternative with its verb and object understood, after ", or"
_PREPS_AFTER_OR = frozenset({"_FROM", "_TO", "_ON", "_ONTO", "_INTO", "_IN", "_AT"})


# words that may follow the end of an instruction ("draw one and …", "… to another if …")
_AFTER_INSTRUCTION = frozenset({"and", "or", "and/or", "then", "if", "before", "after", "when", "whenever", "where"})


# words after "or" that continue a count or a comparison ("2 or less", "three or more")
_COUNT_GOES_ON = frozenset({"more", "fewer", "less", "greater", "higher", "lower"})


def _instruction_ends(raw: list, j: int) -> bool:
    """Whether an instruction can end before `raw[j]`: the end of the text, punctuation, or a word
    that follows an instruction (not "or more", "or fewer": a count goes on)."""
    if j >= len(raw) or raw[j][0] not in ("word", "int"):
        return j >= len(raw) or raw[j][1] not in "+-"
    w = raw[j][1].lower()
    if w == "or" and j + 1 < len(raw) and raw[j + 1][1].lower() in ("more", "fewer", "less"):
        return False
    if w == "or" and j + 1 < len(raw) and (raw[j + 1][0] == "int" or raw[j + 1][1].lower() in NUMBER_WORDS):
        return False    # h16z2: "return one or two of your minions": a count of one number or another
    if w == "at" and [x[1].lower() for x in raw[j + 1:j + 6]] == ["the", "end", "of", "any", "turn"]:
        return True     # h16v: "… draw one at the end of any turn that …": a trigger after the sentence
    return w in _AFTER_INSTRUCTION


def _choice_open(out: list) -> bool:
    """Whether the sentence so far has a choice between instructions (a `_BIGOR`)."""
    for t in reversed(out):
        if t.type in ("_DOT", "_BANG", "_COLON"):
            return False
        if t.type == "_BIGOR":
            return True
    return False


def fold(text: str) -> str:
    """Typographic punctuation to ASCII, keeping every offset (one character for one)."""
    return text.translate(_FOLD) if not text.isascii() else text


def plural(word: str) -> str:
    if word.endswith(("s", "x", "ch", "sh")):
        return word + "es"
    if word.endswith("y") and word[-2:-1] not in "aeiou":
        return word[:-1] + "ies"
    return word + "s"


class Vocabulary:
    """What a word means in one ruleset and one set: built once per set, reused per ability."""

    def __init__(self, keywords: dict[str, str], classes: dict[tuple[str, ...], str],
                 names: Iterable[str]) -> None:
        # lower word -> terminal; fixed multi-word idioms ("instead of", "and/or") apart
        self.keywords = {k: v for k, v in keywords.items() if len(split_words(k)) == 1}
        self.phrases: dict[str, list[tuple[tuple[str, ...], str]]] = {}
        for k, v in keywords.items():
            words = split_words(k)
            if len(words) > 1:
                self.phrases.setdefault(words[0], []).append((words, v))
        for lst in self.phrases.values():
            lst.sort(key=lambda x: len(x[0]), reverse=True)
        self.classes = classes              # tuple of lower words -> open class
        self.names: dict[str, list[tuple[str, ...]]] = {}   # first word -> name word tuples
        self.add_names(names)
        self.max_class_len = max((len(k) for k in classes), default=1)
        self.single = {k[0]: v for k, v in classes.items() if len(k) == 1}
        self.class_first = {k[0] for k in classes if len(k) > 1}
        # keywords that no rule of `tokenize` reads otherwise (most words of a card): the token is
        # the keyword's own, once the word is no card name's first word (`tokenize`, its fast path)
        self.plain = {k: v for k, v in self.keywords.items()
                      if k not in self.phrases and k not in CONTRACTIONS and k not in _SAID_ALREADY
                      and k not in _READ_AGAIN and k not in self.class_first and "-" not in k
                      and not k.startswith("non-") and not k[:1].isdigit() and v not in _NOT_PLAIN
                      and v not in _EFFECT_VERBS}   # (a trigger's comma left out is read before a verb)

    def add_names(self, names: Iterable[str]) -> None:
        for name in names:
            words = split_words(fold(name))
            if words:
                self.names.setdefault(words[0], []).append(words)
        for lst in self.names.values():
            lst.sort(key=len, reverse=True)


def split_words(text: str) -> tuple[str, ...]:
    return tuple(m.group() for m in _TOKEN.finditer(text) if m.lastgroup != "space")


_QUOTED_LABEL = re.compile(r'"\s*([^\W\d_]+)\s*:')


def _quoted_ability(quoted: str, vocab: Vocabulary) -> Any:
    """A quoted text that opens with an ability label and a colon ('"Talent: …"'): a function
    giving its tokens (the ability's own, ended by a period if it has none); None for any other
    quoted text (a name, something said)."""
    m = _QUOTED_LABEL.match(quoted)
    if m is None or vocab.plain.get(m.group(1).lower(), vocab.single.get(m.group(1).lower())) != "LABEL":
        return None
    body = quoted[1:-1]

    def tokens(tokenize_: Any, at: int) -> list[Token]:
        toks = tokenize_(body, vocab, at)
        if toks and toks[-1].type not in ("_DOT", "_BANG"):
            end = toks[-1].end_pos
            toks.append(Token("_DOT", "", end, 0, 0, 0, 0, end))
        return toks
    return tokens


def tokenize(text: str, vocab: Vocabulary, base: int = 0) -> list[Token]:
    """Ability text -> Lark tokens with absolute offsets (`base` + position in `text`)."""
    folded = fold(text)
    raw: list[tuple[str, str, int, int]] = []   # (group, text, start, end)
    for m in _TOKEN.finditer(folded):
        g = m.lastgroup
        if g != "space":
            raw.append((g, m.group(), m.start(), m.end()))
    out: list[Token] = []
    kw = vocab.keywords
    i, n = 0, len(raw)
    prev: str | None = None
    either_open = False

    def emit(typ: str, value: str, s: int, e: int) -> None:
        nonlocal prev
        out.append(new_token(typ, value, base + s, 0, 0, 0, 0, base + e))
        prev = typ

    def poison_verb(j: int) -> bool:
        """Berserk "Poison target creature by 2": the poison counter word opening a noun phrase's
        instruction is its verb (`_POISON_V`)."""
        if raw[j][0] == "word" and raw[j][1].lower() == "poison" and vocab.single.get("poison") == "COUNTER" \
                and j + 1 < n and raw[j + 1][0] == "int" and _by_follows(raw, j + 1):
            return True     # "Poison 2 creatures by 1" (a number opens its noun phrase)
        return (raw[j][0] == "word" and raw[j][1].lower() == "poison" and vocab.single.get("poison") == "COUNTER"
                and j + 1 < n and raw[j + 1][0] == "word" and raw[j + 1][1].lower() not in ("counter", "counters")
                and (kw.get(raw[j + 1][1].lower()) in _OPENS_NOUN | _OPENS_REF or _by_follows(raw, j + 1)))

    while i < n:
        g, w, s, e = raw[i]
        if g == "int":
            emit("INT", w, s, e); i += 1; continue
        if g == "quoted":
            inner = _quoted_ability(w, vocab)
            if inner is None:
                emit("QUOTED", w, s, e); i += 1; continue
            # 'has the ability "Talent: …"': a quoted ability is read as text of its own, between
            # two quote marks (`_QOPEN`, `_QCLOSE`), its words at their own offsets
            emit("_QOPEN", "\u201c", s, s + 1)
            out.extend(inner(tokenize, base + s + 1))
            emit("_QCLOSE", "\u201d", e - 1, e)
            i += 1
            continue
        if g in ("punct", "other"):
            typ = kw.get(w, "WORD")
            if typ in ("_DOT", "_BANG"):
                either_open = False
            if typ == "_COMMA" and prev == "_THEN" and (len(out) < 2 or out[-2].type in SENTENCE_START):
                i += 1; continue        # "Then, you may …" opening a sentence is "Then you may …"
            emit(typ, w, s, e); i += 1; continue
        # ---- words ----
        low = w.lower()
        if low == "that" and [t.type for t in out[-3:]] == ["_THE_FIRST_TIME", "_EACH", "_TURN"]:
            # "(After) the first time each turn that you play …": the same as without "that"
            i += 1
            continue
        typ = vocab.plain.get(low)
        if typ is not None and w not in vocab.names:    # (what the steps below make of it)
            emit(typ, w, s, e); i += 1; continue
        # "gain 1VP": a number glued to a resource word is the number and the word
        glued = _GLUED.match(w) if w[:1].isdigit() else None    # (a letter never opens one)
        if glued is not None and vocab.single.get(glued.group(2).lower()) == "RESOURCE":
            k = len(glued.group(1))
            emit("INT", glued.group(1), s, s + k)
            emit("RESOURCE", w[k:], s + k, e)
            i += 1
            continue
        # 1. a known name of the set, longest first, as printed (case-sensitive)
        cands = vocab.names.get(w)
        if cands and not (prev in SENTENCE_START and w.lower() in kw and len(cands[-1]) == 1 and len(cands[0]) == 1):
            matched = None
            for words in cands:
                k = len(words)
                if i + k <= n and all(raw[i + j][1] == words[j] or
                                      (j == k - 1 and _strip_poss(raw[i + j][1]) == words[j])
                                      for j in range(k)):
                    matched = words
                    break
            if matched is not None:
                k = len(matched)
                last = raw[i + k - 1][1]
                is_poss = last != matched[-1]
                if not is_poss and out and out[-1].type in ("ONE", "NUMWORD", "INT") and i + k < n \
                        and raw[i + k][1].lower() in ("ability", "abilities"):
                    is_poss = True      # h16v: "use only one Rocker ability": of that name (= "one Rocker's ability")
                emit("NAME_POSS" if is_poss else "NAME", " ".join(matched), s, raw[i + k - 1][3])
                i += k
                continue
        low = w.lower()
        # fixed idioms of several words ("instead of", "at random", "and/or")
        ph = vocab.phrases.get(low)
        if ph:
            done = False
            for words, typ in ph:
                k = len(words)
                if i + k <= n and all(raw[i + j][1].lower() == words[j] for j in range(k)):
                    if typ in ABSORB_COMMA and out and out[-1].type == "_COMMA":
                        s = out.pop().start_pos - base     # ", where X is": the comma belongs to it
                    j = i + k
                    if typ == "_ANDOR" and out and out[-1].type != "_COMMA" and j < n \
                            and raw[j][0] == "word" and (kw.get(raw[j][1].lower()) in _EFFECT_VERBS | {"_SAY"}
                                                         or poison_verb(j)) \
                            and not any(j + m <= n and all(raw[j + q][0] == "word" for q in range(m))
                                        and tuple(raw[j + q][1].lower() for q in range(m)) in vocab.classes
                                        for m in range(2, vocab.max_class_len + 1)):
                        # h16v: "draw a card and/or gain 1 VP": between instructions (not "and/or
                        # discard pile": a verb that begins a word of the ruleset's vocabulary)
                        typ = "_ANDOR_DO"
                    emit(typ, folded[s:raw[i + k - 1][3]], s, raw[i + k - 1][3])
                    i += k
                    done = True
                    break
            if done:
                continue
        # 2. contractions
        if low in CONTRACTIONS:
            for part in CONTRACTIONS[low]:
                emit(kw.get(part, "WORD"), part, s, e)
            i += 1
            continue
        # "the lowest-power minion", "a higher-power minion": a comparison word and a stat
        # joined by a hyphen are the two words
        head, dash, tail = low.partition("-")
        if dash and kw.get(head) in _COMPARE_BEFORE_STAT and vocab.single.get(tail) == "STAT":
            emit("_HY" + kw[head], w[:len(head)], s, s + len(head))
            emit("STAT", w[len(head) + 1:], s + len(head) + 1, e)
            i += 1
            continue
        # "… from bases with higher breakpoints": a stat's plural is the stat (when the word is nothing else)
        if low.endswith("s") and low not in kw and (low,) not in vocab.classes \
                and vocab.single.get(low[:-1]) == "STAT":
            emit("STAT", w[:-1], s, e)
            i += 1
            continue
        # "non-X": a negated name or kind
        if low.startswith("non-") and len(w) > 4:
            emit(kw.get("non", "WORD"), w[:3], s, s + 3)
            rest = w[4:]
            rs = s + 4
            restlow = rest.lower()
            cls = vocab.classes.get((restlow,))
            if cls is not None and not rest[:1].isupper():
                emit(cls, rest, rs, e)
            elif restlow in kw and not rest[:1].isupper():
                emit(kw[restlow], rest, rs, e)
            else:
                # "non-Iron Gnome": the name may go on past the hyphenated word
                for words in vocab.names.get(rest, ()):
                    k = len(words)
                    if k > 1 and i + k <= n and all(raw[i + j][1] == words[j] for j in range(1, k)):
                        emit("NAME", " ".join(words), rs, raw[i + k - 1][3])
                        i += k
                        break
                else:
                    emit("NAME", rest.rstrip("."), rs, e)
                    i += 1
                continue
            i += 1
            continue
        if low == "split" and i + 4 < n and [r[1].lower() for r in raw[i + 1:i + 5]] == ["any", "way", "you", "choose"]:
            # "Place four counters, split any way you choose, on your minions": the phrase set off
            # by commas is a phrase of the instruction (its commas separate nothing)
            if out and out[-1].type == "_COMMA":
                out.pop()
            for g2, w2, s2, e2 in raw[i:i + 5]:
                emit(kw[w2.lower()], w2, s2, e2)
            i += 5
            if i < n and raw[i][1] == "," and i + 1 < n and raw[i + 1][0] == "word" \
                    and kw.get(raw[i + 1][1].lower()) in ("_ON", "_AMONG"):
                i += 1
            continue
        # ("your regular minion and action play": a noun, not "play" opening an instruction)
        regular_play = low == "play" and any(tk.type == "_REGULAR" for tk in out[-4:])
        if out and ((kw.get(low) in _EFFECT_VERBS and out[-1].type in _ENDS_NOUN and _trigger_open(out)
                     and not regular_play)
                    or ((kw.get(low) in _EFFECT_VERBS or low == "you") and out[-1].type == "_TURN"
                        and _trigger_open(out, turn=True))
                    # "Before a base scores you may …": the same after an event that ends the trigger
                    or (low == "you" and out[-1].type == "_SCORES" and _trigger_open(out))
                    # "If you have a minion here draw a card.": the comma after a condition, left out
                    # before its instruction
                    or (kw.get(low) in _EFFECT_VERBS and out[-1].type in _ENDS_CONDITION and _if_open(out)
                        and not regular_play)):
            # "After you play a minion draw a card.": the comma after a trigger, left out before
            # its instruction, is understood (a zero-width comma; `fmt` writes it)
            emit("_COMMA", "", s, s)
        # 3. keywords (exact uppercase OR is the printed choice separator)
        if low == "or" and either_open and not (i + 1 < n and raw[i + 1][1].lower() in _COUNT_GOES_ON):
            # the "or" of "either … or" (not the "or" of "power 2 or less": a count goes on)
            either_open = False
            if out and out[-1].type == "_COMMA":
                s = out.pop().start_pos - base
            emit("_BIGOR", folded[s:e], s, e); i += 1; continue
        if low == "or" and out and (out[-1].type in _ONE_WORD_VERBS or (
                out[-1].type == "_AT" and len(out) > 1 and out[-2].type == "_LOOK")) \
                and i + 1 < n and raw[i + 1][0] == "word" and kw.get(raw[i + 1][1].lower()) in _ONE_WORD_VERBS | {"_LOOK"}:
            # "play or move a minion …", "destroy or return …": two verbs of one instruction (its
            # object and phrases are both verbs'), not a choice between instructions
            emit("_OR", w, s, e); i += 1; continue
        if w == "OR" or (low == "or" and i + 1 < n and raw[i + 1][0] == "word"
                         and kw.get(raw[i + 1][1].lower()) in INSTRUCTION_VERBS
                         and not any(i + 1 + k <= n and all(raw[i + 1 + j][0] == "word" for j in range(k))
                                     and tuple(raw[i + 1 + j][1].lower() for j in range(k)) in vocab.classes
                                     for k in range(2, vocab.max_class_len + 1))):
            # (not "or discard pile": a verb that begins a word of the ruleset's vocabulary)
            # "OR", or an "or" that starts another instruction ("play an extra minion here or
            # play an extra action"): a choice between instructions, not between cards
            if out and out[-1].type == "_COMMA":   # ", OR" is one separator
                s = out.pop().start_pos - base
            emit("_BIGOR", folded[s:e], s, e); i += 1; continue
        if low == "to" and out and out[-1].type == "_COMMA" and i + 1 < n and raw[i + 1][0] == "word" \
                and (kw.get(raw[i + 1][1].lower()) in _EFFECT_VERBS or poison_verb(i + 1)
                     or kw.get(raw[i + 1][1].lower()) == "_SAY") and _choice_open(out):     # (h16u: "…, to say either …")
            # "either draw a card, or discard a card, to play an extra action": after a choice of
            # instructions, ", to" says what either one is done for
            s = out.pop().start_pos - base
            emit("_COMMA_TO", folded[s:e], s, e); i += 1; continue
        if low == "at" and out and out[-1].type not in ("_DOT", "_BANG", "_COLON", "_COMMA", "_LPAR", "_RPAR") and i + 5 < n \
                and [raw[i + j][1].lower() for j in range(1, 6)] == ["the", "end", "of", "any", "turn"]:
            # h16v: "gain 1 VP at the end of any turn that you play an action here": a trigger after
            # the sentence (one token over "at the end of any": not the phrase "at the end of the turn")
            emit("_AT_END_OF_ANY", folded[s:raw[i + 4][3]], s, raw[i + 4][3]); i += 5; continue
        if low == "and" and i + 3 < n and [raw[i + j][1].lower() for j in (1, 2, 3)] == ["the", "same", "name"] \
                and any(tk.type == "_WITH" for tk in out[-6:]):
            # h16v: "minions with power 3 or less and the same name": a second "with" phrase, its
            # "with" understood (not another instruction or noun phrase after "and")
            emit("_AND_WITH", folded[s:e], s, e); i += 1; continue
        if low in _SAID_ALREADY and i + 1 < n and raw[i + 1][0] == "word" \
                and raw[i + 1][1].lower() in _SAID_ALREADY[low]:
            # "your minions currently here" / "they each gain +1 power": the second word says it
            # all ("currently here" is "here"; "each gain" after a plural subject is "gain"); one
            # token of the second word's kind over both words
            g2, w2, s2, e2 = raw[i + 1]
            emit(kw[w2.lower()], folded[s:e2], s, e2); i += 2; continue
        if low == "otherwise" and out and out[-1].type in ("_COMMA", "_SEMI") and (
                _opens_with_if(out) or (_opens_with_if(out, 1) and not (i + 1 < n and raw[i + 1][1] == ","))):
            # "If it is a minion, draw it, otherwise return it" (or "…; otherwise …"): what is done
            # when the condition does not hold, in the same sentence
            s = out.pop().start_pos - base
            emit("_COMMA_OTHERWISE", folded[s:e], s, e); i += 1; continue
        if low == "keeping" and out and out[-1].type == "_COMMA":
            # "play it …, keeping up to three counters on it": what the card keeps as it is played
            # (h16t; one token, so that the comma does not end the instruction)
            s = out.pop().start_pos - base
            emit("_COMMA_KEEPING", folded[s:e], s, e); i += 1; continue
        if low == "for" and i + 1 < n and raw[i + 1][0] == "word" and raw[i + 1][1].lower() == "each" \
                and (i + 2 == n or raw[i + 2][0] not in ("word", "int") and raw[i + 2][1] not in "+-"
                     or raw[i + 2][0] == "word" and raw[i + 2][1].lower() in _AFTER_BARE_EACH):
            # "… +1 power for each.": a "for each" that names nothing (each card of the instruction
            # before): what follows it cannot go on a noun phrase
            emit("_FOR_EACH_END", folded[s:raw[i + 1][3]], s, raw[i + 1][3]); i += 2; continue
        if low == "or" and len(out) > 1 and out[-1].type in ("_HERE", "_THERE") and out[-2].type in _ENDS_NOUN \
                and i + 1 < n and kw.get(raw[i + 1][1].lower()) not in _PREPS_AFTER_OR:
            # "destroy a minion here or one of your other minions": after a phrase ending a noun
            # phrase ("here", "there") another noun phrase is another object for the same verb (a
            # joining "or" comes right after a noun: "a minion or an action")
            emit("_BIGOR", folded[s:e], s, e); i += 1; continue
        if low == "or" and out and out[-1].type == "_COMMA" and i + 1 < n \
                and (kw.get(raw[i + 1][1].lower()) in _PREPS_AFTER_OR | _OPENS_NOUN or raw[i + 1][0] == "int"
                     or raw[i + 1][1].lower() in NUMBER_WORDS):
            # ", or from here to another base", ", or an action": another instruction whose verb and
            # object (or verb) are understood (a joining "or" has no comma before it: "on this base
            # or on minions here")
            s = out.pop().start_pos - base
            emit("_BIGOR", folded[s:e], s, e); i += 1; continue
        if low == "the" and len(out) > 1 and out[-1].type == "_OF" and out[-2].type in ("NUMWORD", "INT", "ONE") \
                and i + 1 < n and raw[i + 1][1].lower() == "revealed":
            # "one of the revealed actions": that many of the cards revealed, as "one of revealed
            # actions" (`fmt` writes it so) (h16m)
            i += 1; continue
        if low in ("other", "others") and out and out[-1].type == "_THE" \
                and (_instruction_ends(raw, i + 1) or (i + 1 < n and raw[i + 1][1].lower() in _AFTER_ONE_PRON)):
            # "return the other to the bottom of your deck": "other" with no noun after it is the
            # card(s) left, as "the rest" (h16m)
            emit("_REST", w, s, e); i += 1; continue
        if low == "one" and out and (out[-1].type in _ONE_WORD_VERBS | _ONE_WORD_VERBS3 or [x.type for x in out[-2:]] in (["_LOOK", "_AT"], ["_LOOKS", "_AT"])) \
                and (_instruction_ends(raw, i + 1) or (i + 1 < n and raw[i + 1][1].lower() in _AFTER_ONE_PRON)):
            # "look at the top four cards of your deck. Draw one, then …": "one" with no noun
            # after an instruction's verb is one of the cards just named
            emit("_ONE_PRON", w, s, e); i += 1; continue
        if low == "poison" and poison_verb(i):
            # Berserk "Poison target creature by 2": the counter word opening an instruction is its verb
            emit("_POISON_V", w, s, e); i += 1; continue
        # multi-word vocabulary ("discard pile", "prayer tokens") before single keywords
        if low in vocab.class_first:
            hit = None
            for k in range(min(vocab.max_class_len, n - i), 1, -1):
                if any(raw[i + j][0] != "word" for j in range(k)):
                    continue
                cls = vocab.classes.get(tuple(raw[i + j][1].lower() for j in range(k)))
                if cls is not None:
                    hit = (cls, k)
                    break
            if hit is not None:
                cls, k = hit
                emit(cls, " ".join(raw[i + j][1] for j in range(k)), s, raw[i + k - 1][3])
                i += k
                continue
            if prev in _OWNER_TOKENS and low not in vocab.single:
                # "from your discard": after an owner, the first word of a zone of several words
                # (and no word of the vocabulary of its own) stands for the whole zone
                zones = sorted((" ".join(k) for k, c in vocab.classes.items()
                                if c == "ZONE" and len(k) > 1 and k[0] == low), key=len)
                if zones and all(z.startswith(zones[0]) for z in zones):    # (its plural apart)
                    emit("ZONE", zones[0], s, e); i += 1; continue
        typ = kw.get(low)
        if typ is not None:
            if typ == "_EITHER":
                # "either A or B": the first lower-case "or" separates the choice, unless an
                # "OR" in capitals does later in the sentence ("either A or B, OR C")
                either_open = not _capital_or_ahead(raw, i + 1)
            elif typ in ("_DOT", "_BANG"):
                either_open = False
            emit(typ, w, s, e); i += 1; continue
        if low in NUMBER_WORDS:
            emit("NUMWORD", w, s, e); i += 1; continue
        if low in ORDINAL_WORDS:
            emit("ORDINAL", w, s, e); i += 1; continue
        cls = vocab.single.get(low)
        if cls == "KIND" and i + 3 < n and [r[1].lower() for r in raw[i + 1:i + 4]] == ["(", "s", ")"] \
                and raw[i + 1][2] == e:
            # "destroy the minion(s) with the lowest power": one or more of them, the plural noun
            emit(cls, plural(w), s, raw[i + 3][3]); i += 4; continue
        if cls is not None:
            emit(cls, w, s, e); i += 1; continue
        base_word = _strip_poss(low)
        if base_word != low:
            cls = vocab.classes.get((base_word,))
            if cls == "KIND" and len(out) > 1 and out[-1].type in ("_THEIR", "_YOUR") and out[-2].type == "_OF" \
                    and i + 1 < n and raw[i + 1][1].lower() in ("here", "there") \
                    and vocab.classes.get((base_word + "s",)) == "KIND":
                # "one of your minion's there": a possessive that owns nothing, after "of your / their",
                # is the plural with a stray apostrophe
                emit("KIND", base_word + "s", s, e); i += 1; continue
            if cls == "KIND":
                emit("KIND_POSS", w, s, e); i += 1; continue
            if base_word[:1] and w[:1].isupper():
                emit("NAME_POSS", _strip_poss(w), s, e); i += 1; continue
        # 4. a capitalised word inside a sentence is a name (checked in resolve)
        if w[:1].isupper() and prev not in SENTENCE_START:
            j = i + 1
            while j < n and raw[j][0] == "word" and raw[j][1][:1].isupper() and raw[j][1].lower() not in kw:
                j += 1
            last = raw[j - 1][1]
            name = " ".join(raw[t][1] for t in range(i, j))
            if _strip_poss(last) != last:
                emit("NAME_POSS", _strip_poss(name), s, raw[j - 1][3])
            else:
                emit("NAME", name, s, raw[j - 1][3])
            i = j
            continue
        emit("WORD", w, s, e)
        i += 1
    # the passes over the tokens, each where a token it looks for is there (no pass makes a token
    # that a later pass looks for, so the types found here decide them all)
    types = {t.type for t in out}
    if "_OR" in types:
        out = _or_between_instructions(out)
    if "_THE" in types and "KIND_POSS" in types:
        out = _the_possessive(out)
    if "_COMMA" in types:
        out = _parenthetical_commas(out)
    if "_ANOTHER" in types and "_TO" in types:
        out = _elided_noun(out)
    if "_YOU" in types and "_MAY" in types and "_IF" in types:
        out = _if_comma(out)
    if "_CONTROLS" in types or "_OWNS" in types:
        out = _whose_after_noun(out)
    return out


# the tokens that open an instruction ("… or return it to …"); `verb` in grammar/en.lark and the
# fixed shapes that start with a verb
INSTRUCTION_VERBS = frozenset({
    "_DESTROY", "_DRAW", "_DISCARD", "_RETURN", "_MOVE", "_PLACE", "_PUT", "_PLAY", "_SHUFFLE", "_SEARCH",
    "_REVEAL", "_LOOK", "_REMOVE", "_TRANSFER", "_SWAP", "_CANCEL", "_BURY", "_GAIN", "_GIVE", "_TAKE",
    "_LOSE", "_DEAL", "_HEAL", "_SHOOT", "_ADD",
    "_EXCHANGE"})       # u16g: "Exchange this minion with …" (a swap of places)
# words that say whose something is ("your", "its owner's"): an owner, before a noun
_OWNER_TOKENS = frozenset({"_YOUR", "_THEIR", "_ITS", "_OWNER_POSS", "_OWNERS_POSS", "_PLAYER_POSS",
                           "_PLAYERS_POSS", "_OPPONENT_POSS", "_OPPONENTS_POSS", "_WINNER_POSS", "NAME_POSS"})
# every word an instruction (grammar `effect`) can begin with
# the words that begin an instruction: every verb of the grammar's `verb` rule (tests/test_printer.py
# checks it), and the instruction shapes with a verb of their own ("reduce", "name")
_EFFECT_VERBS = INSTRUCTION_VERBS | frozenset({"_REDUCE", "_NAME", "_CHOOSE", "_TAP", "_UNTAP", "_ATTACH",
                                               "_USE", "_RESURRECT", "_STUN", "_READY", "_CREATE", "_PAY",
                                               "_SUMMON"})
# the words that may stand before a stat in one hyphenated word ("lowest-power", "higher-power")
_COMPARE_BEFORE_STAT = frozenset({"_HIGHEST", "_LOWEST", "_HIGHER", "_LOWER"})
# words after which "or" + verb joins verbs of one instruction ("play or draw a card", "may or may not")
_NOT_BEFORE_OR = INSTRUCTION_VERBS | {"_MAY", "_MUST", "_CAN", "_CANNOT", "_TO", "_OR", "_BIGOR", "_EITHER", "_COMMA"}


# adjectives that may stand between "the" and a possessive ("the extra minion's base")
_POSS_ADJS = frozenset({"_OTHER", "_EXTRA", "_RANDOM", "_STANDARD", "_ENEMY", "_CHOSEN", "_POISONED", "_DIFFERENT",
                        "_SINGLE", "_FIRST", "_REVEALED", "_ADDITIONAL", "_ONLY", "_REPLACEMENT",
                        "_TAPPED", "_UNTAPPED", "_STUNNED", "_UNUSED", "_NAMED", "_NEW", "_ATTACKED"})
_COMPARE_HY = frozenset("_HY" + t for t in _COMPARE_BEFORE_STAT)


def _parenthetical_commas(out: list[Token]) -> list[Token]:
    """Commas that set off a phrase inside an instruction, which the grammar reads without them:
    before "of <stat>" ("a minion there, of power 3 or less, …": nothing else starts with "of"
    and a stat) and before a duration that ends the sentence ("…, until the end of the turn.";
    not "If you do, until the end of the turn, …", where the duration opens a sentence). Other
    commas stay."""
    keep: list[Token] = []
    for k, tok in enumerate(out):
        nxt = out[k + 1] if k + 1 < len(out) else None
        after = out[k + 2] if k + 2 < len(out) else None
        if tok.type == "_COMMA" and keep and keep[-1].type not in ("_DOT", "_COLON", "_BANG", "_LPAR", "_COMMA") \
                and nxt is not None and ((nxt.type == "_OF" and after is not None and after.type == "STAT")
                                         or (nxt.type == "_UNTIL" and _ends_sentence(out, k + 1))
                                         # "…, in any order.": the order of every card placed (h16m)
                                         or ([x.type for x in out[k + 1:k + 5]] == ["_IN", "_ANY", "_ORDER", "_DOT"])):
            continue
        keep.append(tok)
    return keep


# what may follow a bare "another" that ends its noun phrase ("… to another.", "… to another and …")
_AFTER_BARE_ANOTHER = frozenset({"_DOT", "_BANG", "_COMMA", "_AND", "_OR", "_BIGOR", "_ANDOR", "_SEMI"})


def _elided_noun(out: list[Token]) -> list[Token]:
    """"Transfer a counter from one minion to another.": a bare "another" after "to" names
    another card of the kind named after "from one" ("from a") earlier in the sentence; the
    noun is understood (a KIND token of no width after "another", so the grammar reads "to
    another minion" and `fmt` prints it)."""
    for k in range(len(out) - 1, 0, -1):
        if out[k].type != "_ANOTHER" or out[k - 1].type != "_TO" \
                or (k + 1 < len(out) and out[k + 1].type not in _AFTER_BARE_ANOTHER):
            continue
        j = k - 1
        while j > 1 and out[j].type not in ("_DOT", "_BANG", "_COLON", "_SEMI"):
            if out[j].type == "KIND" and out[j - 1].type in ("ONE", "_A", "_AN") and out[j - 2].type == "_FROM":
                end = out[k].end_pos
                out.insert(k + 1, Token("KIND", out[j].value, end, 0, 0, 0, 0, end))
                break
            j -= 1
    return out


# "a minion an opponent controls", "a card another player owns": the player's words after a noun
_WHOSE_OPENS = frozenset({"_A", "_AN", "_ANOTHER"})
_WHOSE_PLAYERS = frozenset({"_OPPONENT", "_PLAYER"})
# what opens a clause whose subject the player is ("if an opponent controls a minion here")
_OPENS_CLAUSE = frozenset(SENTENCE_START | {"_IF", "_WHILE", "_UNLESS", "_WHEN", "_WHENEVER", "_AFTER", "_BEFORE",
                                            "_COMMA", "_SEMI", "_THAT", "_WHICH", "_WHO", "_WHERE", "_AND", "_OR",
                                            "_BIGOR", "_UNTIL", "_THEN", "_ONCE", "_AS"})


def _whose_after_noun(out: list[Token]) -> list[Token]:
    """"Give a minion an opponent controls -1 power": "an opponent / a player / another player
    controls / owns" after a noun phrase (after anything that opens no clause: "if an opponent
    controls a minion here" is a condition) says whose the card is (a `_WHOSE_ZW` token of no width before
    the player, so that the grammar does not read the player as a second object; `fmt` prints the
    phrase as written)."""
    for k in range(len(out) - 3, 0, -1):
        if out[k - 1].type in _OPENS_CLAUSE or out[k].type not in _WHOSE_OPENS:
            continue
        j = k + 1
        if j + 1 < len(out) and out[j].type in _WHOSE_PLAYERS and out[j + 1].type in ("_CONTROLS", "_OWNS"):
            at = out[k].start_pos
            out.insert(k, Token("_WHOSE_ZW", "", at, 0, 0, 0, 0, at))
    return out


def _if_comma(out: list[Token]) -> list[Token]:
    """"If it is a minion you may play it …": a sentence opened by "If" whose condition runs
    into "you may" with no comma between them has the comma understood there (a comma token of
    no width, so `fmt` writes it)."""
    for k in range(len(out) - 2, 1, -1):
        if out[k].type != "_YOU" or out[k + 1].type != "_MAY":
            continue
        j = k - 1
        while j >= 0 and out[j].type not in SENTENCE_START | {"_DOT", "_BANG", "_COMMA", "_SEMI", "_IF"}:
            j -= 1
        if j >= 0 and out[j].type == "_IF" and (j == 0 or out[j - 1].type in SENTENCE_START) and j < k - 2:
            at = out[k].start_pos
            out.insert(k, Token("_COMMA", ",", at, 0, 0, 0, 0, at))
    return out


def _ends_sentence(out: list[Token], i: int) -> bool:
    """No comma between out[i] and the end of its sentence."""
    for tok in out[i:]:
        if tok.type in ("_DOT", "_BANG"):
            return True
        if tok.type in ("_COMMA", "_COLON", "_SEMI", "_BIGOR"):
            return False
    return True


def _the_possessive(out: list[Token]) -> list[Token]:
    """"the [adjectives] minion's …" names whose base / power is meant: that "the" opens a
    possessive (`_THE_POSS`), not a selection ("the extra minion")."""
    for k, tok in enumerate(out):
        if tok.type != "_THE":
            continue
        j = k + 1
        while j < len(out):
            if out[j].type in _POSS_ADJS:
                j += 1
            elif j + 1 < len(out) and (out[j].type in _COMPARE_HY and out[j + 1].type == "STAT"
                                       or out[j].type == "_NON" and out[j + 1].type in ("NAME", "KIND")):
                j += 2          # "the lowest-power minion's", "the non-Madness card's"
            else:
                break
        if j < len(out) and out[j].type == "KIND_POSS":
            out[k] = Token("_THE_POSS", tok.value, tok.start_pos, 0, 0, 0, 0, tok.end_pos)
    return out


def _or_between_instructions(out: list[Token]) -> list[Token]:
    """A lower-case "or" between two instructions ("discard it or return it to the top of your
    deck") separates the alternatives of a choice, as a printed "OR" does; an "or" inside one
    instruction ("play or draw a card", "a minion or an action") stays a joining "or". A
    sentence with an "OR" in capitals keeps its lower-case ones."""
    for k in range(1, len(out) - 1):
        tok = out[k]
        if tok.type != "_OR" or tok.value != "or" or out[k + 1].type not in INSTRUCTION_VERBS \
                or out[k - 1].type in _NOT_BEFORE_OR or out[k - 1].type in _ONE_WORD_VERBS \
                or (k > 1 and out[k - 1].type == "_AT" and out[k - 2].type == "_LOOK"):
            continue        # ("tap or destroy …", "look at or destroy …": two verbs of one instruction)
        j = k
        while j < len(out) and out[j].type not in ("_DOT", "_BANG", "_BIGOR"):
            j += 1
        i = k
        while i > 0 and out[i - 1].type not in ("_DOT", "_BANG", "_BIGOR"):
            i -= 1
        if (j < len(out) and out[j].type == "_BIGOR") or (i > 0 and out[i - 1].type == "_BIGOR"):
            continue
        out[k] = Token("_BIGOR", tok.value, tok.start_pos, 0, 0, 0, 0, tok.end_pos)
    return out


# the one-word verbs of the grammar's rule `verb` (two of them joined by "or": one instruction)
# "play one as an extra minion", "place one on the bottom of your deck": a phrase of the instruction
# right after "one" (no noun between) makes it the pronoun too (h16m)
_AFTER_ONE_PRON = frozenset({"as", "on", "into", "to", "unless", "instead"})
# "each player … draws one": the verbs said of a player, before the pronoun "one" (h16m)
_ONE_WORD_VERBS3 = frozenset({"_DRAWS", "_DISCARDS", "_PLAYS", "_PLACES", "_RETURNS", "_DESTROYS", "_SHUFFLES",
                              "_REVEALS", "_MOVES", "_CHOOSES"})
_ONE_WORD_VERBS = frozenset({
    "_DESTROY", "_DRAW", "_DISCARD", "_RETURN", "_MOVE", "_PLACE", "_PUT", "_PLAY", "_SHUFFLE", "_SEARCH",
    "_REVEAL", "_REMOVE", "_TRANSFER", "_SWAP", "_CANCEL", "_TAP", "_UNTAP", "_STUN", "_READY", "_CREATE",
    "_ATTACH", "_BURY", "_USE", "_RESURRECT", "_ADD", "_SUMMON",
    "_EXCHANGE"})       # u16g
# a word whose meaning the next word carries: word -> the words it is dropped before
_SAID_ALREADY = {"currently": frozenset({"here", "there", "on", "at", "in"}),
                 "each": frozenset({"gain", "get"})}


def _trigger_open(out: list[Token], turn: bool = False) -> bool:
    """Whether the sentence being read opens with a trigger word ("After", "When", "Before"; with
    `turn`, "At the start / end of … turn") and has no comma yet."""
    for j in range(len(out) - 1, -1, -1):
        tok = out[j]
        if tok.type == "_COMMA":
            return False
        if tok.type in ("_DOT", "_BANG", "_COLON") or j == 0:
            k = j + 1 if tok.type in ("_DOT", "_BANG", "_COLON") else j
            if turn:
                return [x.type for x in out[k:k + 3]] in (["_AT", "_THE", "_START"], ["_AT", "_THE", "_END"])
            # (the event's own verb said already: "Before a minion destroy …" is still the event)
            return k < len(out) and out[k].type in ("_AFTER", "_WHEN", "_WHENEVER", "_BEFORE") \
                and any(out[x].type in _EVENT_VERB_TOKENS and out[x - 1].type not in ("_IN", "_FROM")
                        and "_REGULAR" not in (out[x - 1].type, out[max(x - 2, k)].type) for x in range(k + 1, len(out)))
    return False


# the verbs of an event ("you play …", "a minion is destroyed", "this base scores")
_EVENT_VERB_TOKENS = INSTRUCTION_VERBS | frozenset({
    "_PLAYS", "_DRAWS", "_DESTROYS", "_DISCARDS", "_MOVES", "_SCORES", "_IS", "_ARE", "_WAS", "_GOES", "_GO",
    "_DIES", "_LEAVES", "_RETURNS", "_SHUFFLES", "_REVEALS", "_PLACES"})


# words that may end a condition ("… a minion here", "… this turn", "… 5 or more VP")
_ENDS_CONDITION = _ENDS_NOUN | frozenset({"_HERE", "_THERE", "ZONE", "RESOURCE", "_THIS_TURN"})


def _if_open(out: list[Token]) -> bool:
    """Whether the clause being read opens with "If" (at a sentence's start or after a comma)
    and has no comma yet: its condition goes on up to here."""
    for j in range(len(out) - 1, -1, -1):
        if out[j].type in ("_COMMA", "_DOT", "_BANG", "_COLON", "_SEMI"):
            return False
        if out[j].type == "_IF":
            return j == 0 or out[j - 1].type in ("_COMMA", "_DOT", "_BANG", "_COLON")
    return False


def _opens_with_if(out: list[Token], least: int = 2) -> bool:
    """Whether the sentence being read has an "If" before this point with its condition and an
    instruction after it ("If …, A,"; not "If …," alone: "If …, otherwise, …" is another shape).
    `least` 1: the comma after the condition left out ("If you control it it has +1 power,
    otherwise …", when no comma follows "otherwise")."""
    commas = 0
    for tok in reversed(out):
        if tok.type in ("_DOT", "_BANG", "_COLON"):
            return False
        commas += tok.type == "_COMMA"
        if tok.type == "_IF":
            return commas >= least or (commas == 1 and out[-1].type == "_SEMI")
    return False


def _capital_or_ahead(raw: list, i: int) -> bool:
    for g, w, _, _ in raw[i:]:
        if w in (".", "!"):
            return False
        if w == "OR":
            return True
    return False


def _strip_poss(w: str) -> str:
    if w.endswith("'s"):
        return w[:-2]
    if w.endswith("s'"):
        return w[:-1]
    return w


class TokenStream:
    """The 'text' handed to Lark: tokens made beforehand by `tokenize`."""

    __slots__ = ("tokens",)

    def __init__(self, tokens: list[Token]) -> None:
        self.tokens = tokens


class ListLexer(Lexer):
    """Lark custom lexer that replays a pre-made token list."""

    __future_interface__ = 2

    def __init__(self, lexer_conf) -> None:  # noqa: D401 - lark calls this
        pass

    def lex(self, lexer_state, parser_state) -> Iterator[Token]:
        return iter(lexer_state.text.tokens)
