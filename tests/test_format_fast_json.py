"""Loading parses compiled sets with msgspec when it can (runtime/format/document.py `_fast_json`,
and first its typed decoding, runtime/format/typed.py) and with `json.loads` otherwise: the same
sets, the same diagnostics, either way; and the loader's shared small tuples (`_M` in
runtime/format/loader.py) are equal to what they stand for."""

from __future__ import annotations

import json
from typing import Any

import pytest

from runtime import format as fmt
from runtime.format import FormatError
from runtime.format import document, typed
from test_format import (COMPILER, berserk_set, every_class_set, golden_doc, pooled_set, rehashed,
                         smashup_set, smashup_shared_set)

SETS = [berserk_set, smashup_set, smashup_shared_set, pooled_set, every_class_set]


@pytest.fixture
def json_only(monkeypatch):
    """`loads` as without msgspec: every text read by `json.loads`."""
    def use() -> None:
        monkeypatch.setattr(document, "_DECODER", [document._no_decoder])
        monkeypatch.setattr(typed, "_typed", lambda: (None, None))
    return use


@pytest.mark.parametrize("make", SETS, ids=lambda f: f.__name__)
def test_msgspec_reads_a_compiled_set_and_loads_what_json_loads(make, json_only):
    text = fmt.dump(make(), COMPILER)
    raw = document._fast_json(text)
    assert raw == json.loads(text) and raw is not document._NOT_READ    # msgspec read it
    quick = typed.load_typed(text)                                      # and typed, at once
    assert quick is not None and quick.compiler == COMPILER
    fast = fmt.loads(text)
    json_only()
    assert document._fast_json(text) is document._NOT_READ and typed.load_typed(text) is None
    assert fmt.loads(text) == fast == quick == make()


def _edit(path: list[Any], value: Any):
    def edit(doc: dict[str, Any]) -> None:
        node = doc
        for key in path[:-1]:
            node = node[key]
        node[path[-1]] = value
    return edit


def _texts() -> dict[str, str]:
    good = fmt.dump(berserk_set(), COMPILER)
    name = '"name":"Raptor"'
    assert name in good
    return {
        "float": rehashed(_doc(_edit(["cards", 0, "source", 1], 6.5))),
        "float-equal-to-an-integer": rehashed(_doc(_edit(["cards", 0, "source", 1], 6.0))),
        "number-no-float-holds": good.replace(name, '"name":1e999'),
        "integer-over-64-bits": rehashed(_doc(_edit(["cards", 0, "stats", "cost"], 2 ** 70))),
        "integer-over-4300-digits": good.replace(name, '"name":' + "9" * 5000),
        "unpaired-surrogate": json.dumps(_doc(_edit(["cards", 0, "name"], "\ud800"))),   # ASCII escapes
        "nan": good.replace(name, '"name":NaN'),
        "truncated": good[: len(good) // 2],
        "trailing-garbage": good + "x",
        "control-character-in-a-string": good.replace(name, '"name":"Rap\u0001tor"'),
        "deep-nesting": "[" * 100_000 + "]" * 100_000,
        "a-repeated-key": good.replace(name, '"name":"Raptor","name":7'),
        "a-bool-for-an-integer": rehashed(_doc(_edit(["cards", 0, "source", 1], True))),
        "wrong-hash": good.replace(name, '"name":"Raptors"'),
    }


def _laid_out(edit) -> str:
    """The damaged document in `dump`'s layout, its hash right: what the typed path reads first."""
    doc = _doc(edit)
    canon = document._canonical
    return document._document(doc["ruleset"], [canon(c) for c in doc["cards"]], doc["compiler"], [],
                              {k: canon(v) for k, v in doc.get("pool", {}).items()}, doc.get("counters", ()))


def _stats_as_header(doc: dict[str, Any]) -> None:
    doc["cards"][0]["header"] = dict(doc["cards"][0]["stats"])   # the same text, integers


LAID_OUT = {
    "a-header-of-integers-whose-text-is-a-stats-text": _stats_as_header,
    "stats-null": _edit(["cards", 0, "stats"], None),
    "a-span-of-eight": _edit(["cards", 0, "abilities", 0, "span"], [0, 1, 1, 1, 1, 2, "x", 1]),
    "a-bool-in-a-span": _edit(["cards", 0, "abilities", 0, "span", 2], True),
    "an-unknown-card-key": _edit(["cards", 0, "luck"], 1),
    "a-stat-out-of-range": _edit(["cards", 0, "stats", "cost"], 999),
    "a-float-in-an-ability": _edit(["cards", 0, "abilities", 0, "ability", "origin"], 1.5),
}


@pytest.mark.parametrize("kind", list(LAID_OUT))
def test_damage_in_dumps_layout_is_left_to_the_other_path(kind, json_only):
    good = fmt.dump(berserk_set(), COMPILER)
    assert _laid_out(lambda doc: None) == good and typed.load_typed(good) is not None
    text = _laid_out(LAID_OUT[kind])
    assert typed.load_typed(text) is None
    err = _error(text)
    json_only()
    again = _error(text)
    assert (str(err), err.place, err.problems) == (str(again), again.place, again.problems)


def _doc(edit) -> dict[str, Any]:
    doc = golden_doc()
    edit(doc)
    return doc


def _error(text: str) -> FormatError:
    with pytest.raises(FormatError) as info:
        fmt.loads(text, file="set.json")
    return info.value


@pytest.mark.parametrize("kind", list(_texts()))
def test_damage_gets_the_same_diagnostic_with_and_without_msgspec(kind, json_only):
    text = _texts()[kind]
    err = _error(text)
    assert typed.load_typed(text) is None             # the typed path leaves it to the other
    json_only()
    again = _error(text)
    assert (str(err), err.place, err.problems) == (str(again), again.place, again.problems)


def test_a_load_shares_equal_stats_headers_and_word_lists_between_cards():
    def card(i: int, cost: int) -> fmt.CompiledCard:
        return fmt.CompiledCard(
            slug=f"berserk/g{i}", name=f"Gadget {i}", type="creature", subtypes=("Golem", "Clockwork"),
            keywords=("haste",), stats={"cost": cost, "life": 2}, header={"cost": str(cost), "life": "2"},
            source=fmt.SourceRef(file="g.cards", line=1 + 2 * i))
    made = fmt.CompiledSet(ruleset="berserk", cards=(card(0, 3), card(1, 3), card(2, 4)))
    loaded = fmt.loads(fmt.dump(made, COMPILER))
    assert loaded == made
    a, b, c = loaded.cards
    for field in ("stats", "header", "subtypes", "keywords"):
        assert getattr(a, field) is getattr(b, field), field
    assert a.stats != c.stats and a.header != c.header and a.subtypes is c.subtypes
    assert a.stats == (("cost", 3), ("life", 2)) and c.header == (("cost", "4"), ("life", "2"))
