"""The compiled set format (SPEC §5, STYLE §11): golden files kept forever, round trips,
determinism, the content hash, the generated JSON Schema, and one test per kind of damage (each
must raise FormatError naming the place)."""

from __future__ import annotations

import copy
import enum
import hashlib
import inspect
import json
import os
import re
import subprocess
import sys
import typing
from pathlib import Path
from typing import Any

import attrs
import jsonschema
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from runtime import format as fmt
from runtime import spec as s
from runtime.format import FormatError

ROOT = Path(__file__).resolve().parents[1]
GOLDEN = Path(__file__).parent / "golden" / "format"
COMPILER = "0.1.0"


def span(start: int, text: str, line: int, column: int) -> fmt.TextSpan:
    """A one-line span (every ability below is written on one line)."""
    return fmt.TextSpan(start=start, end=start + len(text), line=line, column=column, end_line=line,
                    end_column=column + len(text), text=text)


# --------------------------------------------------------------------------------------------
# the golden sets, built by hand


def berserk_set() -> fmt.CompiledSet:
    raptor_text = "Recruit: Destroy each creature of cost 3 or less."
    galli_text = "Tap: Deal 2 wounds to target creature."
    noita_text = "When this creature dies, draw a card."
    return fmt.CompiledSet(ruleset="berserk", cards=(
        fmt.CompiledCard(
            slug="berserk/raptor", name="Raptor", type="creature", subtypes=("Dinosaur",),
            stats={"cost": 5, "life": 4, "strike": 3},
            header={"cost": "5", "life": "4", "strike": "3", "element": "forest"},
            element="forest", source=fmt.SourceRef(file="cardsets/berserk/heroes.cards", line=6),
            abilities=(fmt.CompiledAbility(
                ability=s.OnPlay(origin="berserk/raptor#0", label="recruit", effect=s.Destroy(
                    target=s.Each(filter=s.Filter(card_types=("creature",), stats=(
                        s.StatTest(stat="cost", cmp=s.Cmp.LE, value=3),))))),
                span=span(214, raptor_text, 7, 3)),)),
        fmt.CompiledCard(
            slug="berserk/galliwespin", name="Galliwespin", type="creature", subtypes=("Spirit",),
            stats={"cost": 2, "life": 2, "strike": 1},
            header={"cost": "2", "life": "2", "strike": "1", "element": "mountains"},
            element="mountains", keywords=("flying",),
            source=fmt.SourceRef(file="cardsets/berserk/heroes.cards", line=29),
            abilities=(fmt.CompiledAbility(
                ability=s.Activated(origin="berserk/galliwespin#0",
                                    costs=(s.Cost(cost=s.CostKind.TAP_SELF),),
                                    effect=s.Wound(target=s.Target(filter=s.Filter(card_types=("creature",))),
                                                   amount=s.Const(value=2))),
                span=span(1022, galli_text, 30, 3)),)),
        fmt.CompiledCard(
            slug="berserk/noita", name="Noita — «Ведьма»", type="creature", subtypes=("Witch",),
            stats={"cost": 3, "life": 3, "strike": 1}, element="swamp",
            source=fmt.SourceRef(file="cardsets/berserk/heroes.cards", line=22),
            abilities=(fmt.CompiledAbility(
                ability=s.Triggered(origin="berserk/noita#0", label="death",
                                    when=s.EventPattern(event=s.Event.DESTROY, this=True),
                                    effect=s.Draw(amount=s.Const(value=1))),
                span=span(800, noita_text, 23, 3)),)),
    ))


def smashup_set() -> fmt.CompiledSet:
    lab_text = "Ongoing: This minion has +1 power."
    others_text = "Ongoing: Your other minions here have +1 power during other players' turns."
    return fmt.CompiledSet(ruleset="smashup", cards=(
        fmt.CompiledCard(
            slug="smashup/lab-rat", name="Lab Rat", type="minion", subtypes=("Scientist",),
            stats={"power": 2}, header={"power": "2", "faction": "Gear Tinkers"},
            source=fmt.SourceRef(file="lab.cards", line=3),
            abilities=(fmt.CompiledAbility(
                ability=s.Static(origin="smashup/lab-rat#0", effect=s.StatBonus(
                    affects=s.This(), stat="power", op=s.ModOp.ADD, amount=s.Const(value=1))),
                span=span(95, lab_text, 4, 3)),)),
        fmt.CompiledCard(
            slug="smashup/brass-captain", name="Brass Captain", type="minion",
            subtypes=("Automaton",), stats={"power": 3},
            header={"power": "3", "faction": "Clockworks"},
            source=fmt.SourceRef(file="lab.cards", line=6),
            abilities=(fmt.CompiledAbility(
                ability=s.Static(origin="smashup/brass-captain#0", effect=s.StatBonus(
                    affects=s.Each(filter=s.Filter(card_types=("minion",), controller=s.Controller.YOU,
                                                   other=True, at=s.AtBase.HERE)),
                    stat="power", op=s.ModOp.ADD, amount=s.Const(value=1),
                    condition=s.Not(condition=s.YourTurn()))),
                span=span(180, others_text, 7, 3)),)),
        fmt.CompiledCard(
            slug="smashup/clock-tower", name="Clock Tower", type="base",
            stats={"breakpoint": 20, "vp": 4, "vp2": 2, "vp3": 1},
            header={"breakpoint": "20", "vp": "4/2/1"},
            source=fmt.SourceRef(file="lab.cards", line=9)),
    ))


def smashup_shared_set() -> fmt.CompiledSet:
    """A set with the cards of a shared deck (SU-M1), as `cardtext compile` writes them."""
    text = "Draw a card."
    return attrs.evolve(smashup_set(), shared=(fmt.CompiledCard(
        slug="smashup/dread", name="Dread", type="action",
        source=fmt.SourceRef(file="<smashup shared decks>", line=2),
        abilities=(fmt.CompiledAbility(ability=s.OnPlay(origin="smashup/dread#0", effect=s.Draw()),
                                       span=span(30, text, 3, 3)),)),))


GOLDEN_SETS = {"berserk_raptor": berserk_set, "smashup_static": smashup_set,
               "smashup_shared": smashup_shared_set}


def pooled_set() -> fmt.CompiledSet:
    """Three minions: two share a whole effect; the filter in it is also where two of them are
    played (the amount in it repeats only inside the shared effect)."""
    mine = s.Filter(card_types=("minion",), controller=s.Controller.YOU)
    boost = s.Modify(target=s.Each(filter=mine), stat="power", op=s.ModOp.ADD, amount=s.Const(value=1))

    def card(i: int, effect: Any, play_on: s.Filter | None = None) -> fmt.CompiledCard:
        text = f"Ability {i}."
        return fmt.CompiledCard(
            slug=f"smashup/m{i}", name=f"M{i}", type="minion", stats={"power": 1},
            source=fmt.SourceRef(file="m.cards", line=1 + 3 * i), play_on=play_on,
            abilities=(fmt.CompiledAbility(ability=s.OnPlay(origin=f"smashup/m{i}#0", effect=effect),
                                           span=span(20 * i, text, 2 + 3 * i, 3)),))
    return fmt.CompiledSet(ruleset="smashup", cards=(
        card(0, boost), card(1, boost, play_on=mine),
        card(2, s.Destroy(target=s.Target(filter=s.Filter(card_types=("action",)))), play_on=mine)))


# --------------------------------------------------------------------------------------------
# every IR class, built by reflection, so that the round trip and the schema cover them all

UNION_CARRIERS = {
    "Ability": lambda x: x,
    "Effect": lambda x: s.OnPlay(origin="t/all#0", effect=x),
    "Selector": lambda x: s.OnPlay(origin="t/all#0", effect=s.Destroy(target=x)),
    "Amount": lambda x: s.OnPlay(origin="t/all#0", effect=s.Wound(target=s.This(), amount=x)),
    "Condition": lambda x: s.OnPlay(origin="t/all#0", effect=s.If(condition=x, then=s.Draw())),
    "StaticEffect": lambda x: s.Static(origin="t/all#0", effect=x),
    "Instead": lambda x: s.Replacement(origin="t/all#0", when=s.EventPattern(event=s.Event.DRAW),
                                       instead=x),
}


# the loader refuses a zone, a resource, a counter or a phase its ruleset lacks (runtime/validate.py)
GAME_WORDS = {"zone": "hand", "to_zone": "hand", "also_zones": ("graveyard",), "resource": "coin",
              "counter": "wound", "phase": "accumulation"}


def sample(t: Any, depth: int = 0) -> Any:
    """A value of type `t` with every field set away from its default where possible."""
    if t is str:
        return "x"
    if t is int:
        return 2
    if t is bool:
        return True
    if isinstance(t, type) and issubclass(t, enum.Enum):
        return list(t)[-1]
    args = typing.get_args(t)
    if typing.get_origin(t) is tuple:
        return (sample(args[0], depth + 1),)
    if type(None) in args:
        if depth > 5:                  # a recursive optional field (Filter.base.has, .host, .carrying …) stops here
            return None
        rest = [a for a in args if a is not type(None)]
        return sample(rest[0] if len(rest) == 1 else typing.Union[tuple(rest)], depth)
    if args:                           # a union: a member without required recursion when deep
        members = [m for m in args if depth < 3 or not any(
            a.default is attrs.NOTHING for a in attrs.fields(m))] or list(args)
        return sample(members[depth % len(members)], depth + 1)
    if attrs.has(t):
        attrs.resolve_types(t, globalns=vars(s))
        kw = {}
        for a in attrs.fields(t):
            if a.name in ("min", "max") and t in (s.Target, s.Choose):
                continue
            if t is s.Const and a.name == "value":
                kw[a.name] = 3
                continue
            if a.name in GAME_WORDS:       # a zone, resource, counter, phase of the set's ruleset
                kw[a.name] = GAME_WORDS[a.name]
                continue
            kw[a.name] = sample(a.type, depth + 1)
        return t(**kw)
    raise TypeError(t)


def every_class_set() -> fmt.CompiledSet:
    abilities = []
    for name, alias in fmt.UNIONS.items():
        for member in typing.get_args(alias):
            abilities.append(UNION_CARRIERS[name](sample(member)))
    abilities.append(s.OnPlay(origin="t/all#0", effect=s.Destroy(target=s.Target(min=0, max=None))))
    abilities.append(s.OnPlay(origin="t/all#0", effect=s.AsPlayer(who=s.Who.EACH_PLAYER, effect=s.Draw(),
                                                                  ranked=s.Ranked(least=True))))   # r2b
    abilities.append(s.OnPlay(origin="t/all#0", effect=s.Choose(modes=(s.Draw(), s.Tap(target=s.This())),
                                                                 min=2, max=2, repeats=True)))
    cards = tuple(
        fmt.CompiledCard(slug=f"t/c{i}", name=f"Card {i}", type="creature", stats={"cost": i % 21},
                         source=fmt.SourceRef(file="all.cards", line=i + 1),
                         abilities=(fmt.CompiledAbility(ability=ab, span=span(i, "x", i + 1, 1)),))
        for i, ab in enumerate(abilities))
    return fmt.CompiledSet(ruleset="berserk", cards=cards)


def test_every_union_in_the_ir_is_a_tagged_union_of_the_format():
    """A sum type added to runtime.spec but not to fmt.UNIONS would be read without its tag."""
    fmt.envelope._resolve_types()
    tagged = {frozenset(typing.get_args(u)) for u in fmt.UNIONS.values()}
    for cl in s.ALL_CLASSES + fmt.FORMAT_CLASSES:
        for a in attrs.fields(cl):
            t = a.type
            while typing.get_origin(t) is tuple:
                t = typing.get_args(t)[0]
            members = frozenset(m for m in typing.get_args(t) if attrs.has(m))
            if typing.get_origin(t) is not tuple and len(members) > 1:
                assert members in tagged, f"{cl.__name__}.{a.name}: untagged union"
    in_unions = set().union(*tagged)
    assert in_unions == set(s.ALL_CLASSES) - {s.StatTest, s.CounterTest, s.BaseTest, s.Filter, s.EventPattern,
                                              s.Cost, s.CardSpec, s.Ranked}


def test_every_ir_class_appears_in_the_coverage_set():
    seen: set[type] = set()

    def walk(x: Any) -> None:
        if attrs.has(type(x)):
            seen.add(type(x))
            for a in attrs.fields(type(x)):
                walk(getattr(x, a.name))
        elif isinstance(x, tuple):
            for y in x:
                walk(y)
    walk(every_class_set())
    missing = [c.__name__ for c in s.ALL_CLASSES if c not in seen and c is not s.CardSpec]
    assert not missing


# --------------------------------------------------------------------------------------------
# goldens, round trip, determinism


@pytest.mark.parametrize("name", sorted(GOLDEN_SETS))
def test_golden_file(name, golden):
    golden(GOLDEN / f"v{fmt.FORMAT_VERSION}" / f"{name}.json", fmt.dump(GOLDEN_SETS[name](), COMPILER))


GOLDEN_FILES = sorted(GOLDEN.glob("v*/*.json"))


@pytest.mark.parametrize("path", GOLDEN_FILES, ids=lambda p: f"{p.parent.name}/{p.stem}")
def test_every_golden_file_of_every_version_still_loads(path):
    compiled = fmt.load_set(path)
    if path.parent.name == f"v{fmt.FORMAT_VERSION}" and path.stem in GOLDEN_SETS:
        assert compiled == GOLDEN_SETS[path.stem]()
        assert compiled.compiler == COMPILER


def test_goldens_exist():
    assert {p.stem for p in GOLDEN_FILES} >= set(GOLDEN_SETS)


@pytest.mark.parametrize("make", [berserk_set, smashup_set, smashup_shared_set, every_class_set, pooled_set],
                         ids=["berserk", "smashup", "smashup_shared", "every_class", "pooled"])
def test_load_of_dump_is_identity_and_dump_is_deterministic(make):
    compiled = make()
    text = fmt.dump(compiled, COMPILER)
    assert text == fmt.dump(make(), COMPILER)                # same set, same bytes
    assert text.endswith("}\n") and "\r" not in text
    loaded = fmt.loads(text)
    assert loaded == compiled
    assert fmt.dump(loaded, COMPILER) == text               # and back, byte for byte


def test_stats_and_header_are_objects_sorted_by_name():
    card = fmt.CompiledCard(slug="t/x", name="X", type="minion", stats=(("power", 2), ("cost", 1)),
                            source=fmt.SourceRef(file="f", line=1))
    assert card.stats == (("cost", 1), ("power", 2))
    assert card == attrs.evolve(card, stats={"power": 2, "cost": 1})
    with pytest.raises(ValueError, match="twice"):
        attrs.evolve(card, stats=(("power", 2), ("power", 3)))
    raw = json.loads(fmt.dump(fmt.CompiledSet(ruleset="smashup", cards=(card,)), COMPILER))
    assert raw["cards"][0]["stats"] == {"cost": 1, "power": 2}


def test_the_card_becomes_a_runtime_card_spec_and_origins_find_the_text():
    compiled = berserk_set()
    spec = compiled.card("Raptor").to_spec()
    assert spec.slug == "berserk/raptor" and spec.card_type == "creature"
    assert spec.stat("cost") == 5 and spec.element == "forest"
    assert spec.abilities == (compiled.cards[0].abilities[0].ability,)
    card, ability = compiled.origins()["berserk/raptor#0"]
    assert card.source.file.endswith("heroes.cards")
    assert ability.span.text.startswith("Recruit:")


def test_tags_are_kinds_never_class_names_and_enums_are_values():
    text = fmt.dump(every_class_set(), COMPILER)
    kinds = {m.group(1) for m in re.finditer(r'"kind":"([a-z_]+)"', text)}
    assert kinds == {c.KIND for alias in fmt.UNIONS.values() for c in typing.get_args(alias)}
    raw = json.loads(fmt.dump(berserk_set(), COMPILER))
    effect = raw["cards"][0]["abilities"][0]["ability"]["effect"]
    assert effect["kind"] == "destroy"
    assert effect["target"]["filter"]["stats"][0] == {"stat": "cost", "cmp": "le", "value": 3}


def test_defaults_are_left_out_and_filled_in_on_load():
    raw = json.loads(fmt.dump(berserk_set(), COMPILER))
    filt = raw["cards"][0]["abilities"][0]["ability"]["effect"]["target"]["filter"]
    assert set(filt) == {"card_types", "stats"}               # controller "any", other false ...
    assert fmt.loads(fmt.dump(berserk_set(), COMPILER)).cards[0].abilities[0].ability.effect \
        .target.filter.controller is s.Controller.ANY


# --------------------------------------------------------------------------------------------
# the content hash: the documented rule, checked with an independent implementation


def _independent_canonical(v: Any) -> str:
    """The documented canonical form, written out by hand (no json.dumps)."""
    if v is None:
        return "null"
    if v is True:
        return "true"
    if v is False:
        return "false"
    if isinstance(v, int):
        return str(v)
    if isinstance(v, str):
        short = {'"': '\\"', "\\": "\\\\", "\b": "\\b", "\f": "\\f", "\n": "\\n", "\r": "\\r", "\t": "\\t"}
        return '"' + "".join(short.get(c) or (f"\\u{ord(c):04x}" if ord(c) < 0x20 else c) for c in v) + '"'
    if isinstance(v, list):
        return "[" + ",".join(_independent_canonical(x) for x in v) + "]"
    if isinstance(v, dict):
        return "{" + ",".join(f"{_independent_canonical(k)}:{_independent_canonical(v[k])}"
                              for k in sorted(v)) + "}"
    raise TypeError(v)


@pytest.mark.parametrize("make", [berserk_set, smashup_set, smashup_shared_set, every_class_set, pooled_set],
                         ids=["berserk", "smashup", "smashup_shared", "every_class", "pooled"])
def test_hash_is_sha256_of_the_canonical_document_without_the_hash(make):
    text = fmt.dump(make(), COMPILER)
    doc = json.loads(text)
    stated = doc.pop("hash")
    assert stated == "sha256:" + hashlib.sha256(_independent_canonical(doc).encode("utf-8")).hexdigest()
    # dump's layout: drop the hash line and the whitespace around every line -> the same bytes
    lines = [ln.strip() for ln in text.splitlines() if not ln.strip().startswith('"hash":')]
    assert "sha256:" + hashlib.sha256("".join(lines).encode("utf-8")).hexdigest() == stated


def test_canonical_form_escapes_control_characters_like_the_documentation_says():
    doc = {"b": "tab\there \u0001 «ё» \"q\" \\ \u2028", "a": [1, None, True]}
    assert fmt.canonical_bytes(doc).decode("utf-8") == _independent_canonical(doc)


def test_a_reformatted_file_with_the_same_content_still_loads():
    text = fmt.dump(smashup_set(), COMPILER)
    pretty = json.dumps(json.loads(text), indent=4, ensure_ascii=True)   # another layout
    assert fmt.loads(pretty) == smashup_set()
    assert fmt.loads(text.replace("\n", "\r\n").encode("utf-8")) == smashup_set()   # CRLF


# --------------------------------------------------------------------------------------------
# the JSON Schema


@pytest.fixture(scope="module")
def validator():
    schema = fmt.schema()
    jsonschema.Draft202012Validator.check_schema(schema)
    return jsonschema.Draft202012Validator(schema)


def test_schema_is_a_valid_draft_2020_12_schema_and_deterministic(validator):
    assert validator.schema["$schema"] == "https://json-schema.org/draft/2020-12/schema"
    assert fmt.schema_text() == fmt.schema_text()
    assert json.loads(fmt.schema_text()) == fmt.schema()


def test_schema_covers_every_ir_class_with_its_kind(validator):
    defs = validator.schema["$defs"]
    for name, alias in fmt.UNIONS.items():
        union = defs[name]            # discriminated by `kind`: one alternative checked per value
        assert union["properties"]["kind"]["enum"] == [c.KIND for c in typing.get_args(alias)]
        assert [(m["if"]["properties"]["kind"]["const"], m["then"]["$ref"]) for m in union["allOf"]] == [
            (c.KIND, f"#/$defs/{c.__name__}") for c in typing.get_args(alias)]
        for c in typing.get_args(alias):
            assert defs[c.__name__]["properties"]["kind"] == {"const": c.KIND}
            assert defs[c.__name__]["additionalProperties"] is False


@pytest.mark.parametrize("make", [berserk_set, smashup_set, smashup_shared_set, every_class_set, pooled_set],
                         ids=["berserk", "smashup", "smashup_shared", "every_class", "pooled"])
def test_every_compiled_set_validates_against_the_schema(validator, make):
    validator.validate(json.loads(fmt.dump(make(), COMPILER)))


@pytest.mark.parametrize("path", GOLDEN_FILES, ids=lambda p: f"{p.parent.name}/{p.stem}")
def test_every_golden_file_validates_against_the_schema(validator, path):
    if path.parent.name == f"v{fmt.FORMAT_VERSION}":
        validator.validate(json.loads(path.read_text(encoding="utf-8")))


def test_schema_rejects_an_extra_key_and_a_wrong_type(validator):
    doc = json.loads(fmt.dump(berserk_set(), COMPILER))
    extra = copy.deepcopy(doc)
    extra["cards"][0]["abilities"][0]["ability"]["effect"]["target"]["filter"]["colour"] = "red"
    assert not validator.is_valid(extra)
    wrong = copy.deepcopy(doc)
    wrong["cards"][0]["stats"]["cost"] = "5"
    assert not validator.is_valid(wrong)
    wrong_kind = copy.deepcopy(doc)
    wrong_kind["cards"][0]["abilities"][0]["ability"]["effect"]["kind"] = "teleport"
    assert not validator.is_valid(wrong_kind)
    other_kind = copy.deepcopy(doc)           # a known kind with another kind's fields
    effect = other_kind["cards"][0]["abilities"][0]["ability"]["effect"]
    effect["kind"] = next(c.KIND for c in typing.get_args(fmt.UNIONS["Effect"]) if c.KIND != effect["kind"])
    assert not validator.is_valid(other_kind)
    pool_entry = {"@0123abcd": ["Effect", {"kind": "teleport"}]}
    assert not validator.is_valid({**doc, "pool": pool_entry})
    assert validator.is_valid(doc)


def test_python_m_runtime_format_prints_the_schema():
    out = subprocess.run([sys.executable, "-m", "runtime.format"], cwd=ROOT, capture_output=True,
                         text=True, check=True).stdout
    assert json.loads(out) == fmt.schema()


# --------------------------------------------------------------------------------------------
# damage: one test per kind, each a FormatError that names the place


def golden_doc() -> dict[str, Any]:
    return json.loads(fmt.dump(berserk_set(), COMPILER))


def rehashed(doc: dict[str, Any]) -> str:
    """The damaged document with a correct hash, so that the structure check is what fails."""
    doc = dict(doc)
    doc["hash"] = fmt.content_hash(doc)
    return json.dumps(doc, ensure_ascii=False)


def load_error(text: str | bytes) -> FormatError:
    with pytest.raises(FormatError) as info:
        fmt.loads(text, file="set.json")
    err = info.value
    assert isinstance(err, ValueError)
    message = str(err)
    assert message.startswith("set.json: ")
    assert "Traceback" not in message
    return err


def damaged(edit) -> FormatError:
    doc = golden_doc()
    edit(doc)
    return load_error(rehashed(doc))


def ability0(doc: dict[str, Any]) -> dict[str, Any]:
    return doc["cards"][0]["abilities"][0]["ability"]


def test_not_json():
    err = load_error("this is not JSON\n")
    assert err.place == "1:1" and "not valid JSON" in str(err)


def test_truncated_file():
    text = fmt.dump(berserk_set(), COMPILER)
    err = load_error(text[: len(text) // 2])
    assert err.place.count(":") == 1 and "truncated" in str(err)


def test_empty_file():
    assert "empty" in str(load_error(""))
    assert "empty" in str(load_error(b"  \n"))


@pytest.mark.parametrize("text", ["[]", '"cards"', "42", "null"])
def test_json_that_is_not_an_object(text):
    assert "expected a JSON object" in str(load_error(text))


def test_wrong_format_name():
    doc = golden_doc()
    doc["format"] = "cardtext/source"
    err = load_error(rehashed(doc))
    assert err.place == "format" and "cardtext/compiled" in str(err)
    del doc["format"]
    assert load_error(rehashed(doc)).place == "format"


def test_missing_version():
    doc = golden_doc()
    del doc["version"]
    err = load_error(rehashed(doc))
    assert err.place == "version" and "missing" in str(err)


@pytest.mark.parametrize("version", ["1", 1.0, True, None])
def test_version_of_the_wrong_type(version):
    doc = golden_doc()
    doc["version"] = version
    assert load_error(rehashed(doc)).place == "version"


def test_newer_version_is_refused():
    doc = golden_doc()
    doc["version"] = fmt.FORMAT_VERSION + 1
    err = load_error(rehashed(doc))
    assert err.place == "version" and "newer" in str(err)


def test_unknown_older_version_is_refused():
    doc = golden_doc()
    doc["version"] = 0
    err = load_error(rehashed(doc))
    assert err.place == "version" and "unknown format version 0" in str(err)


def test_older_version_is_migrated(monkeypatch):
    """The migration path: a v0 document (same shape, a `cardset` key instead of `ruleset`)."""
    doc = golden_doc()
    doc["version"] = 0
    doc["cardset"] = doc.pop("ruleset")

    def upgrade(raw: dict[str, Any]) -> dict[str, Any]:
        raw = dict(raw)
        raw["ruleset"] = raw.pop("cardset")
        return raw
    monkeypatch.setitem(fmt.MIGRATIONS, 0, upgrade)
    assert fmt.loads(rehashed(doc)) == berserk_set()


def test_a_migration_that_cannot_read_an_old_file(monkeypatch):
    doc = golden_doc()
    doc["version"] = 0
    monkeypatch.setitem(fmt.MIGRATIONS, 0, lambda raw: raw["cardset"])
    err = load_error(rehashed(doc))
    assert "cannot upgrade from version 0" in str(err) and "cardset" in str(err)


def test_wrong_hash_content_edited_after_hashing():
    text = fmt.dump(berserk_set(), COMPILER)
    err = load_error(text.replace('"cost":5', '"cost":6', 1))
    assert err.place == "hash" and "mismatch" in str(err)


@pytest.mark.parametrize("value", [None, 42, "md5:abc", "sha256:" + "A" * 64, "sha256:123"])
def test_malformed_hash(value):
    doc = golden_doc()
    doc["hash"] = value
    assert load_error(json.dumps(doc)).place == "hash"


def test_missing_hash():
    doc = golden_doc()
    del doc["hash"]
    err = load_error(json.dumps(doc))
    assert err.place == "hash" and "missing" in str(err)


def test_unknown_key_at_top_level():
    err = damaged(lambda d: d.update(comment="hello"))
    assert err.place == "comment" and "unknown key" in str(err)


def test_unknown_key_in_a_card():
    err = damaged(lambda d: d["cards"][1].update(rarity="rare"))
    assert err.place == "cards[1].rarity" and "unknown key" in str(err)


def test_unknown_key_deep_in_an_effect():
    err = damaged(lambda d: ability0(d)["effect"]["target"]["filter"].update(colour="red"))
    assert err.place == "cards[0].abilities[0].ability.effect.target.filter.colour"


def test_unknown_key_in_a_tagged_union_member():
    err = damaged(lambda d: ability0(d)["effect"].update(silently=True))
    assert err.place == "cards[0].abilities[0].ability.effect.silently"


def test_wrong_type_string_for_int():
    err = damaged(lambda d: ability0(d)["effect"]["target"]["filter"]["stats"][0].update(value="3"))
    assert err.place == "cards[0].abilities[0].ability.effect.target.filter.stats[0].value"
    assert 'expected an integer, got the string "3"' in str(err)


@pytest.mark.parametrize("value", [True, 3.0, None])
def test_wrong_type_no_coercion_to_int(value):
    err = damaged(lambda d: d["cards"][0]["source"].__setitem__(1, value))   # [file, line]
    assert err.place == "cards[0].source[1]" and "line: expected an integer" in str(err)


@pytest.mark.parametrize("value, words", [
    ({"file": "heroes.cards", "line": 6}, "expected an array [file, line], got an object"),
    (["heroes.cards"], "expected an array of 2 items [file, line], got 1"),
    (["heroes.cards", 6, 7], "expected an array of 2 items [file, line], got 3"),
])
def test_a_source_must_be_the_array_of_its_fields(value, words):
    err = damaged(lambda d: d["cards"][0].update(source=value))
    assert err.place == "cards[0].source" and words in str(err)


def test_a_span_must_be_the_array_of_its_fields():
    err = damaged(lambda d: d["cards"][0]["abilities"][0]["span"].pop())
    assert err.place == "cards[0].abilities[0].span"
    assert "expected an array of 7 items [start, end, line, column, end_line, end_column, text]" in str(err)


def test_wrong_type_list_for_object():
    err = damaged(lambda d: ability0(d)["effect"]["target"].update(filter=["creature"]))
    assert err.place == "cards[0].abilities[0].ability.effect.target.filter"
    assert "expected an object, got an array" in str(err)


def test_wrong_type_string_for_array():
    err = damaged(lambda d: d["cards"][0].update(subtypes="Dinosaur"))
    assert err.place == "cards[0].subtypes" and "expected an array" in str(err)


def test_wrong_type_in_stats():
    err = damaged(lambda d: d["cards"][2]["stats"].update(life="3"))
    assert err.place == "cards[2].stats.life" and "expected an integer" in str(err)


def test_wrong_enum_value():
    err = damaged(lambda d: ability0(d)["effect"]["target"]["filter"]["stats"][0].update(cmp="<="))
    assert err.place.endswith("filter.stats[0].cmp") and '"le"' in str(err)


def test_unknown_kind_tag():
    err = damaged(lambda d: ability0(d)["effect"].update(kind="teleport"))
    assert err.place == "cards[0].abilities[0].ability.effect.kind"
    assert "unknown effect kind" in str(err) and "teleport" in str(err) and "destroy" in str(err)


def test_missing_kind_tag():
    err = damaged(lambda d: ability0(d)["effect"]["target"].pop("kind"))
    assert err.place == "cards[0].abilities[0].ability.effect.target" and "missing `kind`" in str(err)


def test_class_name_is_not_a_tag():
    err = damaged(lambda d: ability0(d)["effect"].update(kind="Destroy"))
    assert err.place.endswith("effect.kind")


def test_missing_required_field():
    err = damaged(lambda d: ability0(d).pop("origin"))
    assert err.place == "cards[0].abilities[0].ability.origin" and "missing" in str(err)


def test_missing_required_field_of_a_card():
    err = damaged(lambda d: d["cards"][1].pop("name"))
    assert err.place == "cards[1].name"


def test_validator_violation_target_max_below_min():
    def edit(d):
        ab = d["cards"][1]["abilities"][0]["ability"]
        ab["effect"]["target"].update(min=3, max=1)
    err = damaged(edit)
    assert err.place == "cards[1].abilities[0].ability.effect.target"
    assert "max 1 < min 3" in str(err)


def test_validator_violation_negative_constant():
    err = damaged(lambda d: d["cards"][1]["abilities"][0]["ability"]["effect"]["amount"].update(value=-1))
    assert err.place == "cards[1].abilities[0].ability.effect.amount" and "-1" in str(err)


def test_validator_violation_span_text_does_not_match_offsets():
    err = damaged(lambda d: d["cards"][0]["abilities"][0]["span"].__setitem__(1, 3))   # end
    assert err.place == "cards[0].abilities[0].span"


def _span0(d: dict[str, Any], **values: int) -> None:
    """Set fields of the first ability's span, an array [start, end, line, column, end_line,
    end_column, text]."""
    names = [f.name for f in attrs.fields(fmt.TextSpan)]
    sp = d["cards"][0]["abilities"][0]["span"]
    for k, v in values.items():
        sp[names.index(k)] = sp[names.index(v)] if isinstance(v, str) else v


@pytest.mark.parametrize("where, edit, words", [
    ("cards[0].source", lambda d: d["cards"][0]["source"].__setitem__(1, 0), ">= 1"),
    ("cards[0].abilities[0].span", lambda d: _span0(d, column=0), "out of range"),
    ("cards[0].abilities[0].span", lambda d: _span0(d, end_line="line", end_column=1, column=2),
     "before it starts"),
], ids=["source-line-0", "span-column-0", "span-ends-before-it-starts"])
def test_validator_violation_source_and_span_positions(where, edit, words):
    """The fast loader checks these inline (no validator call); the error still says where."""
    err = damaged(edit)
    assert err.place == where and words in str(err)


def test_unknown_ruleset():
    err = damaged(lambda d: d.update(ruleset="magic"))
    assert err.place == "ruleset" and "berserk" in str(err)


def test_format_error_survives_pickling():
    import pickle
    err = damaged(lambda d: d["cards"][0].update(rarity="rare"))
    again = pickle.loads(pickle.dumps(err))
    assert str(again) == str(err) and again.place == err.place


def test_several_problems_are_all_listed():
    def edit(d):
        d["cards"][0]["source"][1] = "6"
        d["cards"][2]["name"] = 7
    err = damaged(edit)
    assert [p for p, _ in err.problems] == ["cards[0].source[1]", "cards[2].name"]
    assert "1 more problem" in str(err)


def test_huge_nesting_depth():
    err = load_error("[" * 100_000 + "]" * 100_000)
    assert "nested too deeply" in str(err)


def test_deep_nesting_that_json_reads_but_the_ir_cannot_hold():
    doc = golden_doc()
    effect: dict[str, Any] = {"kind": "draw"}
    for _ in range(sys.getrecursionlimit() - 100):       # json.loads copes; structuring cannot
        effect = {"kind": "may", "effect": effect}
    ability0(doc)["effect"] = effect
    err = load_error(rehashed(doc))
    assert "nested too deeply" in str(err)


def test_nan_and_infinity_are_not_json():
    doc = golden_doc()
    text = rehashed(doc).replace('"cardsets/berserk/heroes.cards", 6]', '"cardsets/berserk/heroes.cards", NaN]')
    assert "NaN" in text
    err = load_error(text)
    assert "NaN" in str(err) and err.place


def test_non_utf8_bytes():
    data = fmt.dump(berserk_set(), COMPILER).encode("utf-8").replace(b"Raptor", b"R\xe4ptor", 1)
    err = load_error(data)
    assert err.place.startswith("byte ") and "not UTF-8" in str(err) and "0xe4" in str(err)


def test_unpaired_surrogate_escape():
    doc = golden_doc()
    doc["cards"][0]["name"] = "\ud800"
    err = load_error(json.dumps(doc))          # ASCII escapes: valid JSON, not valid text
    assert "surrogate" in str(err)


def test_a_utf8_bom_is_tolerated():
    assert fmt.loads("\ufeff" + fmt.dump(smashup_set(), COMPILER)) == smashup_set()


def test_file_that_does_not_exist_raises_file_not_found(tmp_path):
    with pytest.raises(FileNotFoundError, match="nope.json"):
        fmt.load_set(tmp_path / "nope.json")


def test_load_set_names_the_file_in_errors(tmp_path):
    p = tmp_path / "broken.json"
    p.write_text("{}", encoding="utf-8")
    with pytest.raises(FormatError, match=r"broken\.json: format: missing"):
        fmt.load_set(p)


def test_loading_never_executes_code():
    sources = {p.name: p.read_text(encoding="utf-8") for p in sorted((ROOT / "runtime" / "format").glob("*.py"))}
    assert "loader.py" in sources and "document.py" in sources
    for name, source in sources.items():
        for word in ("eval(", "import pickle", "pickle.load", "__import__", "importlib",
                     "import_module", "marshal", "getattr(sys.modules"):
            assert word not in source, (name, word)
    # Two execs: the fast loader's functions and the typed loader's (runtime/format/typed.py),
    # each generated from the attrs classes alone. Neither generator takes an argument, so
    # nothing from a file can reach the source they compile.
    assert sum(source.count("exec(") for source in sources.values()) == 2
    for module, generator in (("loader.py", fmt.loader._generate_loaders), ("typed.py", fmt.typed._typed)):
        source = sources[module]
        gen = source[source.index(f"def {generator.__name__}() ->"):]
        assert "exec(compile(" in gen[:gen.index("\ndef ")]
        assert not inspect.signature(generator).parameters


@pytest.mark.parametrize("make", [every_class_set, pooled_set, *GOLDEN_SETS.values()])
def test_fast_and_detailed_loaders_build_equal_sets(make):
    """The generated loader (which builds most classes without calling __init__) and cattrs'
    detailed converter read a document into equal objects, dumping to the same bytes; the
    fast loader leaves the parsed document it reads unchanged. The detailed converter reads the
    document with its pool keys replaced by the entries (as `_explain` does)."""
    want = make()
    doc = json.loads(fmt.dump(want, COMPILER))
    body = {k: v for k, v in doc.items() if k not in ("format", "version", "hash")}
    pool = body.pop("pool", None)
    before = copy.deepcopy((body, pool))
    fast = fmt.loader._structure(body, pool)
    assert (body, pool) == before
    problems = []
    expanded = fmt.pool._expand(copy.deepcopy(body), pool, problems) if pool else body
    assert problems == []
    slow = fmt.converter._converter(detailed=True).structure(expanded, fmt.CompiledSet)
    assert fast == slow == want
    assert fmt.dump(fast, COMPILER) == fmt.dump(slow, COMPILER) == fmt.dump(want, COMPILER)
    assert hash(fast) == hash(want)


# --------------------------------------------------------------------------------------------
# the runtime boundary: load and play without the parser


PLAY_WITHOUT_DSL = r"""
import sys
sys.modules["dsl"] = None            # `import dsl` now raises ImportError
sys.modules["lark"] = None
import runtime.format as fmt
from runtime import FirstChooser, Game, get_ruleset

compiled = fmt.load_set(sys.argv[1])
game = Game(get_ruleset(compiled.ruleset), ("Ann", "Bob"), chooser=FirstChooser(), seed=1)
specs = {c.name: c.to_spec() for c in compiled.cards}
victim = game.add_card(specs["Galliwespin"], owner=1, zone="play area")
raptor = game.add_card(specs["Raptor"], owner=0, zone="hand")
game.players[0].resources["coin"] = 10
game.begin_turn(0)
game.play_card(raptor)
assert game.card(victim).zone != "play area", game.trace.format()
assert any(step.origin == "berserk/raptor#0" for step in game.trace)
assert not {"dsl", "lark"} & {m for m, v in sys.modules.items() if v is not None}
card, ability = compiled.origins()["berserk/raptor#0"]
print(ability.span.text)
"""


def test_a_compiled_set_loads_and_plays_without_dsl_and_lark():
    path = GOLDEN / "v1" / "berserk_raptor.json"
    result = subprocess.run([sys.executable, "-c", PLAY_WITHOUT_DSL, str(path)], cwd=ROOT,
                            capture_output=True, text=True)
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == "Recruit: Destroy each creature of cost 3 or less."


PLAY_MADNESS_WITHOUT_DSL = r"""
import sys
sys.modules["dsl"] = None
sys.modules["lark"] = None
import runtime.format as fmt
from runtime import FirstChooser, Game, get_ruleset

compiled = fmt.load_set(sys.argv[1])
game = Game(get_ruleset(compiled.ruleset), ("Ann", "Bob"), chooser=FirstChooser(), seed=1)
game.add_shared_decks(compiled.shared_specs())
specs = {c.name: c.to_spec() for c in compiled.cards}
tithe = game.add_card(specs["Bleak Tithe"], owner=0, zone="hand")
game.begin_turn(0)
game.next_phase()
game.play_card(tithe)                                   # "Gain 1 VP and draw a Madness card."
(drawn,) = game.state.zone_cards(0, "hand")
assert game.card(drawn).spec.name == "Madness" and game.card(drawn).owner == 0
assert not {"dsl", "lark"} & {m for m, v in sys.modules.items() if v is not None}
print(len(game.state.zone_cards(None, "Madness deck")))
"""


@pytest.mark.rule("SU-M1")
def test_a_set_that_draws_madness_plays_without_dsl_and_lark(tmp_path):
    """`cardtext compile` writes the shared decks' cards (`shared`): an engine without the
    compiler makes the Madness deck from them, and a card of the set draws from it."""
    from dsl.cli import main

    out = tmp_path / "dread.json"
    assert main(["compile", str(ROOT / "cardsets" / "smashup" / "dread.cards"), "-o", str(out),
                 "--no-cache"]) == 0
    compiled = fmt.load_set(out)
    assert [c.name for c in compiled.shared] == ["Madness"]
    assert compiled.shared[0].abilities and "Madness" not in {c.name for c in compiled.cards}
    result = subprocess.run([sys.executable, "-c", PLAY_MADNESS_WITHOUT_DSL, str(out)], cwd=ROOT,
                            capture_output=True, text=True)
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == "29"


def test_a_set_of_a_ruleset_without_shared_decks_has_none(tmp_path):
    from dsl.cli import main

    out = tmp_path / "heroes.json"
    assert main(["compile", str(ROOT / "cardsets" / "berserk" / "heroes.cards"), "-o", str(out),
                 "--no-cache"]) == 0
    assert '"shared"' not in out.read_text(encoding="utf-8")
    assert fmt.load_set(out).shared == ()


def test_version_1_files_are_read_as_version_2_without_shared_cards():
    """Migration 1 -> 2: version 1 had no `shared`; its goldens load unchanged otherwise."""
    for path in sorted((GOLDEN / "v1").glob("*.json")):
        assert json.loads(path.read_text(encoding="utf-8"))["version"] == 1
        compiled = fmt.load_set(path)
        assert compiled.shared == () and compiled == GOLDEN_SETS[path.stem]()


def test_version_2_files_are_read_as_version_3_without_a_pool():
    """Migration 2 -> 3: version 2 had no `pool`; its goldens load as the same sets."""
    for path in sorted((GOLDEN / "v2").glob("*.json")):
        text = path.read_text(encoding="utf-8")
        assert json.loads(text)["version"] == 2 and '"pool"' not in text
        assert fmt.load_set(path) == GOLDEN_SETS[path.stem]()


def test_version_3_files_are_read_as_version_4():
    """Migration 3 -> 4: the v3 goldens load as the same sets (none of them holds an encoding
    that version 4 merged)."""
    for path in sorted((GOLDEN / "v3").glob("*.json")):
        if path.stem in GOLDEN_SETS:
            assert json.loads(path.read_text(encoding="utf-8"))["version"] == 3
            assert fmt.load_set(path) == GOLDEN_SETS[path.stem]()


def test_a_version_3_file_loads_as_compiling_its_text_gives_today(run_cli, tmp_path, golden):
    """Migration 3 -> 4 on the encodings version 4 merged or renamed (GOLDEN/encodings.cards,
    compiled by the v3 compiler, its pool holding "… . If you do, …"): the v3 file loads to
    exactly what compiling the same text gives now (and that is the v4 golden)."""
    (tmp_path / "encodings.cards").write_text((GOLDEN / "encodings.cards").read_text(encoding="utf-8"),
                                              encoding="utf-8")
    rc, _, err = run_cli("compile", "encodings.cards", "--ruleset", "smashup", "--no-cache", "-o", "v4.json")
    assert rc == 0, err
    v4 = (tmp_path / "v4.json").read_text(encoding="utf-8")
    golden(GOLDEN / "v4" / "smashup_encodings.json", v4)
    old = GOLDEN / "v3" / "smashup_encodings.json"
    raw = json.loads(old.read_text(encoding="utf-8"))
    assert raw["version"] == 3 and "pool" in raw and '"then":' in old.read_text(encoding="utf-8")
    # "Destroy an action on a minion.": the v3 compiler read "on some card" (`attached: true`); it
    # now reads the card it is on as a minion too (`Filter.host`, issue 15): the v3 file keeps
    # its own meaning, and that card alone differs, by that filter alone
    was, now = fmt.load_set(old), fmt.loads(v4)
    assert [c for c in was.cards if c.name != "Rust Picker"] == [c for c in now.cards if c.name != "Rust Picker"]
    (a,), (b,) = ([c for c in x.cards if c.name == "Rust Picker"] for x in (was, now))
    f = b.abilities[0].ability.effect.target.filter
    assert f.host is not None and a.abilities[0].ability.effect.target.filter == attrs.evolve(f, host=None)
    assert '"then":{"first"' not in v4 and '"kind":"did"' not in v4      # (what version 4 writes instead)


def test_migration_3_to_4_merges_the_continuations_and_renames_the_thens():
    upgrade = fmt.MIGRATIONS[3]
    draw = {"kind": "draw", "then": {"kind": "gain", "resource": "vp"}}
    seq = {"kind": "sequence", "effects": [
        {"kind": "shuffle"}, {"kind": "discard"},
        {"kind": "if", "condition": {"kind": "did"}, "then": draw}]}
    doc = {"version": 3, "cards": [{"abilities": [{"ability": {"kind": "on_play", "effect": "@0123abcd"}}]}],
           "pool": {"@0123abcd": ["Effect", seq]}}
    out = upgrade(doc)
    assert "pool" not in out
    assert out["cards"][0]["abilities"][0]["ability"]["effect"] == {"kind": "sequence", "effects": [
        {"kind": "shuffle"},
        {"kind": "then", "first": {"kind": "discard"}, "fully": True,
         "second": {"kind": "draw", "per_drawn": {"kind": "gain", "resource": "vp"}}}]}
    # "if you do" with an otherwise, not last, or "did" in part: left as a condition
    kept = {"kind": "sequence", "effects": [
        {"kind": "discard"}, {"kind": "if", "condition": {"kind": "did", "fully": False}, "then": {"kind": "draw"}}]}
    assert upgrade({"cards": [{"abilities": [{"ability": kept}]}]})["cards"][0]["abilities"][0]["ability"] == kept
    # a filter's `on` and `attached` are one field
    def filt(**f):
        doc = {"cards": [{"abilities": [{"ability": {"kind": "destroy", "target": {"kind": "each", "filter": f}}}]}]}
        return upgrade(doc)["cards"][0]["abilities"][0]["ability"]["target"]["filter"]
    assert filt(on="host") == {"attached": "host"} and filt(on="this", attached=True) == {"attached": "this"}
    assert filt(attached=True) == {"attached": "any"} and filt(attached=False) == {"attached": "nothing"}
    with pytest.raises(ValueError, match="not attached"):
        filt(on="event", attached=False)
    # a filter's base flags are one field, `at`
    assert filt(here=True, other=True) == {"at": "here", "other": True}
    assert filt(at_picked=True, attached=False) == {"at": "picked", "attached": "nothing"}
    assert filt(base={"at_event": True}) == {"at": "event"}
    assert filt(at_affected=True, base={"has": {}, "value": 2}) == {"at": "affected", "base": {"has": {}, "value": 2}}
    with pytest.raises(ValueError, match="two bases"):
        filt(here=True, elsewhere=True)
    # the same rule as lowering's
    ir = s.Sequence(effects=(s.Shuffle(), s.Discard(), s.If(condition=s.Did(fully=True), then=s.Draw())))
    assert s.continuations(ir) == s.Sequence(effects=(s.Shuffle(), s.Then(first=s.Discard(), second=s.Draw(), fully=True)))


# --------------------------------------------------------------------------------------------
# the pool (version 3): a repeated IR value is written once


def test_a_repeated_value_is_written_once_and_loads_as_one_object():
    text = fmt.dump(pooled_set(), COMPILER)
    doc = json.loads(text)
    effect_key, = {c["abilities"][0]["ability"]["effect"] for c in doc["cards"][:2]}
    filter_key = doc["cards"][1]["play_on"]
    assert sorted(doc["pool"]) == sorted([effect_key, filter_key])
    assert doc["pool"][effect_key][0] == "Effect" and doc["pool"][filter_key][0] == "Filter"
    # an entry is written in full: the filter inside the shared effect is not a key
    assert doc["pool"][effect_key][1]["target"]["filter"] == doc["pool"][filter_key][1]
    # a value used once stays where it is; so does one repeated only inside a pooled value
    assert doc["cards"][2]["abilities"][0]["ability"]["effect"]["kind"] == "destroy"
    assert doc["pool"][effect_key][1]["amount"] == {"kind": "const", "value": 1}
    # the key is "@" and 8 hex digits of the SHA-256 of the entry's canonical JSON
    for key, entry in doc["pool"].items():
        assert key == "@" + hashlib.sha256(fmt.canonical_bytes(entry)).hexdigest()[:8]
    loaded = fmt.loads(text)
    assert loaded == pooled_set()
    a, b = (c.abilities[0].ability.effect for c in loaded.cards[:2])
    assert a is b                                           # one object, read once
    assert fmt.dump(loaded, COMPILER) == text


def test_a_card_line_does_not_depend_on_the_other_cards():
    """Keys come from values, not positions: adding a card that shares nothing leaves every
    other line as it was (so a diff of two compiled sets shows the cards that changed)."""
    before = fmt.dump(pooled_set(), COMPILER).splitlines()
    extra = fmt.CompiledCard(slug="smashup/new", name="New", type="action",
                             source=fmt.SourceRef(file="a.cards", line=1),
                             abilities=(fmt.CompiledAbility(
                                 ability=s.OnPlay(origin="smashup/new#0", effect=s.Draw(amount=s.Const(value=3))),
                                 span=span(0, "Draw three cards.", 1, 1)),))
    grown = attrs.evolve(pooled_set(), cards=(extra, *pooled_set().cards))
    after = fmt.dump(grown, COMPILER).splitlines()
    changed = [line for line in after if line not in before]
    assert len(changed) == 2 and any('"smashup/new"' in line for line in changed)   # + the hash
    assert any(line.startswith('  "hash"') for line in changed)


def draw_cards(file: str, amounts: list[int]) -> list[str]:
    """Canonical texts of cards of one file that draw the given amounts (twice each)."""
    return [fmt.card_text(fmt.CompiledCard(
        slug=f"x/{file}{i}", name=f"{file}{i}", type="action", source=fmt.SourceRef(file=file, line=1 + i),
        abilities=(fmt.CompiledAbility(ability=s.OnPlay(origin=f"x/{file}{i}#0", effect=s.Draw(
            amount=s.Const(value=v))), span=span(0, "x", 1, 1)),)))
        for i, v in enumerate(v for v in amounts for _ in range(2))]


def test_pool_keys_get_more_digits_for_every_key_when_two_would_collide(monkeypatch):
    monkeypatch.setattr(fmt.pool, "KEY_DIGITS", 1)      # 16 possible keys: 40 values must collide
    texts, pool = fmt.pool_texts(draw_cards("a", list(range(40))))
    assert len(pool) == 40
    lengths = {len(k) for k in pool}
    assert len(lengths) == 1 and lengths.pop() > 2
    assert json.loads(texts[0])["abilities"][0]["ability"]["effect"] == \
        json.loads(texts[1])["abilities"][0]["ability"]["effect"]


@pytest.mark.parametrize("digits", [1, 8])
def test_files_pooled_one_at_a_time_assemble_to_the_bytes_of_the_whole_set(monkeypatch, digits):
    """What the compiler does (each file pooled in its own job, the pools merged) gives the
    bytes `assemble` gives for the unpooled cards; with one-digit keys, files give different
    values the same key and the merge must pool the whole set again."""
    monkeypatch.setattr(fmt.pool, "KEY_DIGITS", digits)
    files = [draw_cards("a", [1, 2, 3, 4, 5]), draw_cards("b", [3, 4, 5, 6, 7, 8, 9, 10, 11])]
    whole = fmt.assemble("smashup", [t for f in files for t in f], COMPILER)
    assert fmt.assemble_pooled("smashup", [fmt.pool_texts(f) for f in files], COMPILER) == whole
    pool = json.loads(whole)["pool"]
    assert len(pool) == 11 and len({len(k) for k in pool}) == 1      # one entry per value
    if digits == 8:
        assert fmt.loads(whole).cards[0].abilities[0].ability.effect.amount == s.Const(value=1)


def test_loads_in_threads_each_read_their_own_pool():
    from concurrent.futures import ThreadPoolExecutor

    texts = [fmt.dump(make(), COMPILER) for make in (pooled_set, smashup_set, every_class_set)] * 8
    with ThreadPoolExecutor(4) as ex:
        got = list(ex.map(fmt.loads, texts))
    assert got == [fmt.loads(t) for t in texts]


# Pieces that cards share or not, so that random sets repeat values at every depth.
_FILTERS = [s.Filter(card_types=("minion",)), s.Filter(card_types=("minion",), controller=s.Controller.YOU),
            s.Filter(card_types=("action",), at=s.AtBase.HERE)]
_AMOUNTS = [s.Const(value=1), s.Const(value=2), s.ThatMany()]


def _effect(kind: int, f: int, a: int) -> Any:
    return [lambda: s.Destroy(target=s.Target(filter=_FILTERS[f])),
            lambda: s.Draw(amount=_AMOUNTS[a]),
            lambda: s.Modify(target=s.Each(filter=_FILTERS[f]), stat="power", op=s.ModOp.ADD, amount=_AMOUNTS[a]),
            lambda: s.May(effect=s.Destroy(target=s.Each(filter=_FILTERS[f])))][kind]()


_CARDS = st.lists(st.tuples(st.integers(0, 2), st.lists(st.tuples(st.integers(0, 3), st.integers(0, 2),
                                                                   st.integers(0, 2)), max_size=3),
                            st.none() | st.integers(0, 2)), min_size=1, max_size=8)


@settings(max_examples=60, deadline=None)
@given(_CARDS, st.sampled_from([1, 8]))
def test_any_set_pools_to_the_same_bytes_file_by_file_and_loads_back(cards, digits):
    """Random cards over three files, sharing values at every depth: pooled file by file (the
    compiler) or whole (`dump`), the same bytes; loaded, the same set, each repeated value one
    object. With one-digit keys, files collide and the merge pools the set again."""
    cards = sorted(cards, key=lambda c: c[0])                  # a file's cards come together
    made = fmt.CompiledSet(ruleset="smashup", cards=tuple(
        fmt.CompiledCard(slug=f"x/c{i}", name=f"C{i}", type="minion", stats={"power": 1},
                         source=fmt.SourceRef(file=f"f{file}.cards", line=1 + i), play_on=None if on is None else _FILTERS[on],
                         abilities=tuple(fmt.CompiledAbility(
                             ability=s.OnPlay(origin=f"x/c{i}#{j}", effect=_effect(*e)), span=span(0, "x", 1, 1))
                             for j, e in enumerate(effects)))
        for i, (file, effects, on) in enumerate(cards)))
    old = fmt.pool.KEY_DIGITS
    fmt.pool.KEY_DIGITS = digits
    try:
        text = fmt.dump(made, COMPILER)
        files: dict[str, list[str]] = {}
        for c in made.cards:
            files.setdefault(c.source.file, []).append(fmt.card_text(c))
        assert fmt.assemble_pooled("smashup", [fmt.pool_texts(t) for t in files.values()], COMPILER) == text
    finally:
        fmt.pool.KEY_DIGITS = old
    if digits == 8:
        loaded = fmt.loads(text)
        assert loaded == made and fmt.dump(loaded, COMPILER) == text
        doc = json.loads(text)
        for key in doc.get("pool", {}):
            assert text.count(f'"{key}"') >= 3          # the entry and two uses at least


def pooled_doc() -> dict[str, Any]:
    return json.loads(fmt.dump(pooled_set(), COMPILER))


def pool_damage(edit) -> FormatError:
    doc = pooled_doc()
    edit(doc)
    return load_error(rehashed(doc))


def _key(doc: dict[str, Any], type_name: str) -> str:
    return next(k for k, (t, _) in doc["pool"].items() if t == type_name)


def test_pool_that_is_not_an_object():
    err = pool_damage(lambda d: d.update(pool=[1]))
    assert err.place == "pool" and "expected an object" in err.problem


def test_pool_key_of_the_wrong_form():
    def edit(d):
        d["pool"]["@XYZ"] = d["pool"].pop(_key(d, "Filter"))
    err = pool_damage(edit)
    assert err.place == 'pool["@XYZ"]' and "not a pool key" in err.problem


def test_pool_entry_that_is_not_a_type_and_a_value():
    def edit(d):
        d["pool"][_key(d, "Filter")] = {"card_types": ["minion"]}
    err = pool_damage(edit)
    assert err.place.startswith('pool["@') and "[type, value]" in err.problem


def test_pool_entry_of_an_unknown_type():
    def edit(d):
        d["pool"][_key(d, "Filter")][0] = "Spell"
    err = pool_damage(edit)
    assert err.place.endswith("][0]") and 'unknown type the string "Spell"' in err.problem
    assert "Filter" in err.problem and "Effect" in err.problem


def test_invalid_value_in_a_pool_entry_is_named_in_the_pool():
    def edit(d):
        d["pool"][_key(d, "Filter")][1]["controller"] = "nobody"
    err = pool_damage(edit)
    assert re.fullmatch(r'pool\["@[0-9a-f]{8}"\]\[1\]\.controller', err.place), err.place
    assert "expected one of" in err.problem


def test_pool_entry_that_refers_to_another():
    def edit(d):
        f = _key(d, "Filter")
        d["pool"][_key(d, "Effect")][1]["target"]["filter"] = f
    err = pool_damage(edit)
    assert err.place.endswith("[1].target.filter") and "cannot refer to another" in err.problem


def test_a_key_that_is_not_in_the_pool():
    def edit(d):
        d["cards"][1]["play_on"] = "@00000000"
    err = pool_damage(edit)
    assert err.place == "cards[1].play_on" and 'unknown pool key "@00000000"' in err.problem


def test_a_key_where_a_value_of_another_type_belongs():
    def edit(d):
        d["cards"][1]["play_on"] = _key(d, "Effect")
    err = pool_damage(edit)
    assert err.place == "cards[1].play_on"
    assert "of type Effect; here a value of type Filter belongs" in err.problem


def test_a_string_that_is_no_pool_key_where_an_ir_value_belongs():
    def edit(d):
        d["cards"][2]["abilities"][0]["ability"]["effect"]["target"]["filter"] = "minion"
    err = pool_damage(edit)
    assert err.place == "cards[2].abilities[0].ability.effect.target.filter"
    assert err.problem == 'expected a value of type Filter or a pool key, got the string "minion"'


def test_schema_accepts_pool_keys_where_values_belong_and_rejects_malformed_keys(validator):
    doc = pooled_doc()
    assert validator.is_valid(doc)
    bad = copy.deepcopy(doc)
    bad["pool"]["@nothex!"] = bad["pool"].pop(_key(bad, "Filter"))
    assert not validator.is_valid(bad)
    bad = copy.deepcopy(doc)
    bad["pool"][_key(bad, "Filter")][0] = "Spell"
    assert not validator.is_valid(bad)


# --------------------------------------------------------------------------------------------
# fuzz: any damage to any value gives a compiled set or a FormatError, never anything else


JSON_VALUES = st.recursive(
    st.none() | st.booleans() | st.integers(-5, 5) | st.sampled_from(
        ["", "x", "creature", "destroy", "this", "each", "le", "you", "kind", "\ud800"]),
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(
        st.sampled_from(["kind", "filter", "value", "target", "x"]), inner, max_size=3),
    max_leaves=6)


def _paths(v: Any, path: tuple = ()) -> list[tuple]:
    out = [path]
    if isinstance(v, dict):
        for k, x in v.items():
            out += _paths(x, path + (k,))
    elif isinstance(v, list):
        for i, x in enumerate(v):
            out += _paths(x, path + (i,))
    return out


FUZZ_DOC = json.loads(fmt.dump(every_class_set(), COMPILER))
ENVELOPE_VALIDATOR = jsonschema.Draft202012Validator(fmt.schema())
CARD_VALIDATOR = jsonschema.Draft202012Validator(
    {"$defs": fmt.schema()["$defs"], "$ref": "#/$defs/CompiledCard"})
FUZZ_PATHS = [p for p in _paths(FUZZ_DOC) if p and p[0] not in ("hash", "format", "version")]


# each example loads a whole document, and a refused one is explained by the detailed converter
# (~0.1 s): 60 examples in CI; CARDTEXT_FORMAT_EXAMPLES=1000 for a longer search
@settings(max_examples=int(os.environ.get("CARDTEXT_FORMAT_EXAMPLES", "60")), deadline=None,
          suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(st.tuples(st.sampled_from(FUZZ_PATHS), JSON_VALUES, st.booleans()),
                min_size=1, max_size=3))
def test_fuzzed_documents_load_or_raise_format_error_with_a_place(edits):
    doc = copy.deepcopy(FUZZ_DOC)
    for path, value, delete in edits:
        parent = doc
        try:
            for k in path[:-1]:
                parent = parent[k]
            if isinstance(parent, dict) and not isinstance(path[-1], str):
                continue                                   # JSON object keys are strings: no such document
            if delete and isinstance(parent, dict):
                parent.pop(path[-1], None)
            else:
                parent[path[-1]] = value
        except (KeyError, IndexError, TypeError):
            continue                                   # an earlier edit removed the path
    try:
        text = rehashed(doc)
    except UnicodeEncodeError:
        text = json.dumps(doc)                         # hashing fails too: a FormatError below
    try:
        fmt.loads(text, file="fuzz.json")
    except FormatError as err:
        assert "internal" not in str(err), str(err)
        assert err.problems
    else:                       # the schema is never stricter (checked on the edited cards)
        loaded = json.loads(text)
        assert ENVELOPE_VALIDATOR.is_valid({**loaded, "cards": []})
        for i in {p[1] for p, _, _ in edits if p[0] == "cards" and len(p) > 1}:
            if isinstance(i, int) and i < len(loaded["cards"]):
                assert CARD_VALIDATOR.is_valid(loaded["cards"][i])
