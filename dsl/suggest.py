"""Errors that teach the accepted wording: what a syntax error (E101-E103) suggests.

When a sentence does not parse, `dsl.parser.from_lark` asks a `Suggester` (one per checked file,
made once every ability of the file has been parsed) for:

- the expected words, **most likely first**: a count of which word follows which, over the
  file's own accepted sentences and the ruleset's example sets shipped in `cardsets/` (when the
  checkout has them), ranks the words the grammar accepts at that place; words before
  punctuation, then alphabetically;
- **no word of the other game**: a keyword that belongs to a part of a game the ruleset does not
  have (`scores` needs bases, `untap` needs tapping, `heal` needs lives …, `GAME_WORDS`) is
  never listed, guessed or used in a repair;
- **the nearest accepted wording from the grammar**: one edit at the failing word (its
  spelling corrected, a word inserted before it, the word removed, or replaced by one the
  grammar expects) after which the whole sentence parses (`repairs`), tried through Lark's
  interactive parser from the failing point, so each try costs only the rest of the sentence;
  a wording that parses is shown only when it is accepted whole: checked and compiled, every
  word read, on a card of some type of the ruleset (`dsl.wording_compiles`);
- **the nearest accepted sentence of the set itself**: the file's accepted ability most like
  the failing one (most shared words, then `difflib`'s ratio), with its card's name.

Only the label and the help of a diagnostic change: its code, message and span stay, so JSON
and SARIF keep their shape. Suggestions are bounded (`MAX_REPAIRED` sentences per file get
repairs), so a file with thousands of broken sentences stays fast.
"""

from __future__ import annotations

import copy
import difflib
import functools
import math
from collections import Counter
from collections.abc import Callable
from pathlib import Path
from typing import Any

from lark import Token

from runtime.ruleset import RULESETS, Ruleset

from .grammar import keyword_table, vocabulary
from .lexer import Vocabulary

MAX_REPAIRED = 500          # failing sentences per file that get repairs
MAX_TRIES = 60              # candidate edits per failing sentence
SHOWN = 12                  # expected words listed

# A keyword that only means something in a game with the named part: never suggested elsewhere.
GAME_WORDS: dict[str, Callable[[Ruleset], bool]] = {}


def _needs(test: Callable[[Ruleset], bool], *words: str) -> None:
    for w in words:
        GAME_WORDS[w] = test


_needs(lambda rs: rs.base_type is not None, "score", "scores", "scored", "winner", "winner's",
       "runner-up", "tie", "ties")
_needs(lambda rs: rs.untap_at_turn_start, "tap", "untap", "stun")
_needs(lambda rs: rs.life_stat is not None, "heal", "deal", "shoot", "resurrect")
_needs(lambda rs: rs.poison_counter is not None, "poisoned")
_needs(lambda rs: bool(rs.elements), "element")
_needs(lambda rs: rs.hero_type is not None, "enemy", "bury")


def foreign(word: str, rs: Ruleset | None) -> bool:
    """Whether `word` (a keyword, lower case) belongs to a part of a game `rs` does not have."""
    test = GAME_WORDS.get(word)
    return rs is not None and test is not None and not test(rs)


class Model:
    """How often each terminal follows each other one (and at all) in accepted sentences."""

    def __init__(self) -> None:
        self.bigram: Counter = Counter()
        self.unigram: Counter = Counter()
        self.words: Counter = Counter()     # (terminal, lower-case word) of the open classes

    def add(self, tokens: list[Token]) -> None:
        prev = "^"
        for tok in tokens:
            t = tok.type
            self.bigram[(prev, t)] += 1
            self.unigram[t] += 1
            if t in _OPEN:
                self.words[(t, " ".join(str(tok.value).lower().split()))] += 1
            prev = t

    def common(self, term: str, n: int = 2) -> list[str]:
        """The words of an open class written most often."""
        return [w for (t, w), _ in sorted(((k, c) for k, c in self.words.items() if k[0] == term),
                                          key=lambda kc: (-kc[1], kc[0][1]))[:n]]

    def merged(self, other: "Model") -> "Model":
        m = Model()
        m.bigram = self.bigram + other.bigram
        m.unigram = self.unigram + other.unigram
        m.words = self.words + other.words
        return m


@functools.lru_cache(maxsize=4)
def shipped_model(ruleset: str) -> Model:
    """The model of the ruleset's example sets (`cardsets/<game>/*.cards` of the checkout; an
    installed wheel has none, and then only the file's own sentences count)."""
    from .parser import chunk_units
    from .sets import read_cards_file
    from .source import SourceError, load

    model = Model()
    rs = RULESETS.get(ruleset)
    folder = Path(__file__).resolve().parent.parent / "cardsets"
    if rs is None or not folder.is_dir():
        return model
    for p in sorted(folder.rglob("*.cards")):
        try:
            raw = read_cards_file(load(p))
        except (SourceError, OSError):
            continue
        if raw.ruleset is None or raw.ruleset.name != ruleset:
            continue
        vocab = vocabulary(rs, tuple(c.name for c in raw.cards))
        for c in raw.cards:
            for ch in c.chunks:
                for u in chunk_units(ch.text, ch.base, vocab, ch.offsets):
                    model.add(list(u.tokens))
    return model


@functools.lru_cache(maxsize=4)
def _word_of(locale: str = "en") -> dict[str, str]:
    return {name: word for word, name in keyword_table(locale).items()}


_PUNCT_FIRST = set("!(),.:;+-\"'")
_OPEN = ("KIND", "ZONE", "STAT", "COUNTER", "RESOURCE", "LABEL")


class Suggester:
    """Suggestions for the syntax errors of one file (see the module docstring)."""

    def __init__(self, rs: Ruleset | None, vocab: Vocabulary | None, text: str = "",
                 model: Model | None = None, sentences: list[tuple[str, str]] | None = None,
                 compiles: Callable[[str], bool] | None = None) -> None:
        self.rs = rs
        self.vocab = vocab
        self.text = text
        base = shipped_model(rs.name) if rs is not None else Model()
        self.model = base.merged(model) if model is not None else base
        self.sentences = sentences or []          # (accepted sentence, its card)
        self._index: dict[str, list[int]] | None = None
        self._split: list[list[str]] = []
        self.repaired = 0
        self.compiles = compiles                  # whether a wording is accepted, not only parsed

    # ------------------------------------------------------------------ expected words
    def allowed_term(self, term: str) -> bool:
        word = _word_of().get(term)
        return word is None or not foreign(word, self.rs)

    def rank(self, terms: list[str], prev: str) -> list[str]:
        """`terms` (terminal names), most likely after a `prev` terminal first."""
        word_of = _word_of()

        def key(t: str) -> tuple:
            shown = word_of.get(t, t)
            return (-self.model.bigram[(prev, t)], -self.model.unigram[t], shown[:1] in _PUNCT_FIRST, shown)
        return sorted((t for t in terms if self.allowed_term(t)), key=key)

    def words(self, terms: list[str]) -> list[str]:
        """The words the grammar takes for `terms`: keywords, and the vocabulary's words of each
        open class among them; never a word of another game."""
        word_of = _word_of()
        out: list[str] = []
        classes = set(terms)
        for t in terms:
            w = word_of.get(t)
            if w is not None and w[:1].isalpha() and not foreign(w, self.rs):
                out.append(w)
        if self.vocab is not None:
            out += [w for w, cls in self.vocab.single.items() if cls in classes]
            out += [" ".join(k) for k, cls in self.vocab.classes.items() if cls in classes and len(k) > 1]
        seen: set[str] = set()
        return [w for w in out if not (w in seen or seen.add(w))]

    # ------------------------------------------------------------------ repairs from the grammar
    def repairs(self, err: Any, toks: list[Token], limit: int = 2) -> list[str]:
        """Sentences one edit away from the failing one (at the failing word) that parse."""
        ip = getattr(err, "interactive_parser", None)
        tok = err.token
        if ip is None or self.repaired >= MAX_REPAIRED or tok.type == "$END":
            return []
        self.repaired += 1
        try:
            at = next(i for i, t in enumerate(toks) if t is tok)
        except StopIteration:
            return []
        rest = toks[at + 1:]
        expected = self.rank(sorted(err.accepts or err.expected), toks[at - 1].type if at else "^")
        word_of = _word_of()
        low = tok.value.lower()
        tries: list[tuple[int, float, str, list[Token]]] = []     # (kind, -likelihood, word, tokens to feed)
        total = sum(self.model.unigram.values()) or 1

        def p(term: str) -> float:
            return (self.model.unigram[term] + 1) / total

        # 1. the failing word spelt as a word the grammar takes here
        spellings = difflib.get_close_matches(low, self.words(expected), n=3, cutoff=0.7) if tok.type == "WORD" else []
        for w in spellings:
            term = self._term_of(w, expected)
            if term is not None:
                tries.append((0, 0.0, w, [self._tok(term, w, tok), *rest]))
        # 2. a word missing before it; 3. the word is one too many (punctuation, an article, a
        # word written twice). Another keyword in its place is not tried: it reads as the
        # grammar's but seldom means what the designer meant
        before_punct = not tok.value[:1].isalnum()      # "to another." lacks its noun
        for term in expected[:MAX_TRIES // 2]:
            if term in _OPEN and not before_punct:
                continue
            ws = self.model.common(term) if term in _OPEN else [word_of.get(term)]
            for w in ws:
                if w is None or term == "$END" or not w[:1].isalpha() or foreign(w, self.rs):
                    continue
                tries.append((1, -p(term), w, [self._tok(term, w, tok), tok, *rest]))
        if rest and (tok.type not in ("WORD", *_OPEN) or (at and toks[at - 1].value.lower() == low)
                     or not low[:1].isalpha() or low in ("a", "an", "the")):
            tries.append((2, 0.0, "", list(rest)))       # punctuation, an article, a word written twice
        tries.sort(key=lambda x: (x[0], x[1]))
        out: list[str] = []
        for kind, _, w, feed in tries[:MAX_TRIES]:
            if not self._parses(ip, feed):      # (most edits fail within a word or two)
                continue
            shown = self._edited(tok, kind, w)
            if shown and shown not in out and (self.compiles is None or self.compiles(shown)):
                out.append(shown)
                if kind == 0:           # the spelling corrected: that is the wording
                    break
            if len(out) >= limit:
                break
        return out

    def _term_of(self, word: str, expected: list[str]) -> str | None:
        kw = keyword_table().get(word)
        if kw is not None and kw in expected:
            return kw
        if self.vocab is not None:
            cls = self.vocab.classes.get(tuple(word.split()))
            if cls in expected:
                return cls
        return None

    @staticmethod
    def _tok(term: str, word: str, at: Token) -> Token:
        return Token(term, word, at.start_pos, 0, 0, 0, 0, at.start_pos)

    @staticmethod
    def _parses(ip: Any, feed: list[Token]) -> bool:
        # as Lark's own `accepts`: the values shared, not copied, and no callbacks (nothing is
        # built: only whether the tokens parse counts)
        q = ip.copy(deepcopy_values=False)
        conf = copy.copy(q.parser_state.parse_conf)
        conf.callbacks = {}
        q.parser_state.parse_conf = conf
        try:
            for t in feed:
                q.feed_token(t)
            q.feed_eof()
            return True
        except Exception:     # noqa: BLE001 - any failure means this edit does not parse
            return False

    def _edited(self, tok: Token, kind: int, word: str) -> str:
        """The failing sentence with the edit made, as written around it."""
        unit = self._unit_text
        if not unit:
            return ""
        text, start = unit
        s, e = tok.start_pos - start, tok.end_pos - start
        if not (0 <= s <= e <= len(text)):
            return ""
        if kind in (0, 3):
            if text[s:e][:1].isupper():
                word = word[:1].upper() + word[1:]
            new = text[:s] + word + text[e:]
        elif kind == 1:
            left, rest = text[:s], text[s:]
            if s == 0 or left.rstrip().endswith((".", ":", "!")):
                word = word[:1].upper() + word[1:]
                if text[s:e] != text[s:e].upper():        # "Destroy" -> "… destroy", not "NAME"
                    rest = rest[:1].lower() + rest[1:]
            if left and not left[-1].isspace() and left[-1] != "(":
                left += " "
            new = left + word + (" " + rest if rest[:1].isalnum() else rest)
        else:
            after = text[e:].lstrip()
            if s == 0:
                new = after[:1].upper() + after[1:]
            else:
                new = text[:s].rstrip() + (" " if after[:1].isalnum() else "") + after
        return " ".join(new.split())

    _unit_text: tuple[str, int] | None = None

    def for_unit(self, start: int, end: int) -> "Suggester":
        self._unit_text = (self.text[start:end], start) if self.text else None
        return self

    # ------------------------------------------------------------------ the set's own sentences
    def nearest_sentence(self, start: int, end: int) -> tuple[str, str] | None:
        """The accepted sentence of the file most like the failing one, and its card."""
        if not self.sentences or not self.text:
            return None
        failing = self.text[start:end]
        words = _words(failing)
        if not words:
            return None
        if self._index is None:
            self._index = {}
            self._split = [_words(s) for s, _ in self.sentences]
            for i, ws in enumerate(self._split):
                for w in set(ws):
                    self._index.setdefault(w, []).append(i)
        n = len(self.sentences)
        hits: Counter = Counter()
        for w in set(words):
            ids = self._index.get(w, ())
            if ids and len(ids) <= max(20, n // 4):       # a word most sentences have says little
                weight = math.log(1 + n / len(ids))
                for i in ids:
                    hits[i] += weight
        best: tuple[float, int] | None = None
        for i, _ in hits.most_common(8):
            ratio = difflib.SequenceMatcher(None, words, self._split[i]).ratio()
            if best is None or ratio > best[0]:
                best = (ratio, i)
        if best is None or best[0] < 0.6:
            return None
        return self.sentences[best[1]]


def _words(text: str) -> list[str]:
    return [w.strip(".,;:!()\"") for w in text.lower().split() if w.strip(".,;:!()\"")]


__all__ = ["Suggester", "Model", "GAME_WORDS", "foreign", "shipped_model"]


# ------------------------------------------------------------------ header fields
# Words people write for a stat (any game): the ruleset's stat of that name is the nearest field.
STAT_WORDS: dict[str, tuple[str, ...]] = {
    "vp": ("points", "point", "victory points", "victory point", "vps", "victory", "score", "scores"),
    "power": ("strength", "str", "might", "attack", "atk"),
    "breakpoint": ("break point", "break", "bp", "breaking point"),
    "cost": ("price", "mana", "gold", "coins", "coin"),
    "life": ("lives", "health", "hp", "hit points", "hitpoints"),
    "strike": ("attack", "atk", "damage", "dmg", "hit"),
}


def nearest_field(rs: Ruleset, key: str, card_type: str = "", given: tuple[str, ...] = ()) -> str | None:
    """The ruleset's header field nearest to an unknown `key`: its spelling, a usual word for
    it, or the one stat the card's type takes that the header does not give."""
    key = " ".join(key.lower().split())
    stats = [s.name for s in rs.stats]
    for st in stats:
        if key in STAT_WORDS.get(st, ()) or key == st + "s":
            return st
    close = difflib.get_close_matches(key, stats + ["element", "faction"], n=1, cutoff=0.6)
    if close:
        return close[0]
    ct = rs.card_type(card_type)
    if ct is not None:
        left = [s for s in (*ct.required, *ct.optional) if s not in given]
        if len(left) == 1:
            return left[0]
    return None


def field_format(rs: Ruleset, stat: str, numbers: list[str]) -> str:
    """How `stat` is written in a header, with the numbers the designer gave when they fit:
    `vp 4/2/1` (a stat with places, `Ruleset.score_vp_stats`), `power 3`."""
    places = [s for s in rs.score_vp_stats if s == stat or (s.startswith(stat) and s[len(stat):].isdigit())]
    if len(places) > 1:
        nums = numbers if len(numbers) == len(places) else [str(n) for n in range(len(places), 0, -1)]
        return f"{stat} {'/'.join(nums)}"
    return f"{stat} {numbers[0] if numbers else 'N'}"


def field_hint(rs: Ruleset, key: str, numbers: list[str], card_type: str = "",
               given: tuple[str, ...] = ()) -> str | None:
    """The help of an unknown or malformed header field: the nearest field and its format."""
    stat = key.lower() if rs.stat(key.lower()) is not None else nearest_field(rs, key, card_type, given)
    if stat is None or rs.stat(stat) is None:
        return f"did you mean `{stat}`?" if stat else None
    shown = field_format(rs, stat, numbers)
    places = len(shown.split(" ", 1)[1].split("/"))
    how = f" ({stat} by place, {places} numbers separated by `/`)" if places > 1 else ""
    if stat == key.lower():
        return f"write it `{shown}`{how}"
    return f"did you mean `{stat}`? write it `{shown}`{how}"
