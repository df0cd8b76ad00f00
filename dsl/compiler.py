"""Compile card sets: text -> checked AST -> IR -> the compiled set format (runtime/format.py).

Each file is compiled on its own (a file is a set: its names resolve within it), so files
compile in parallel (`jobs`) and an unchanged file is taken from the cache: `.cardtext_cache/`
holds, per file, the canonical JSON of its compiled cards with the values repeated among them
already moved to the file's pool (`fmt.pool_texts`, the slow part of assembling a set, done here
in parallel), keyed by the file's bytes, the ruleset asked for, the compiler version and a
fingerprint of the compiler's own sources. The cache is safe to delete, and safe
for two processes at once (entries are written to a temporary file and renamed into place).
"""

from __future__ import annotations

import functools
import hashlib
import json
import os
import stat
import tempfile
import time
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

import attrs

from runtime import format as fmt
from runtime import ranges
from runtime import spec as s

from . import __version__, check_source, codes
from .diagnostics import Diagnostic, Severity, error
from .grammar import grammar_text
from .lowering import slug
from .sides import side_at
from .source import MAX_FILE_BYTES, SourceError, SourceFile, Span, load

CACHE_DIR = ".cardtext_cache"
CACHE_SCHEMA = "4"      # 2: a file's entry holds its cards pooled, the pool, and their names; 3: a checksum; 4: declared counters


@attrs.define
class FileResult:
    path: str
    ruleset: str | None
    card_texts: list[str]                 # canonical JSON of each compiled card
    diagnostics: list[Diagnostic]
    names: list[str] = attrs.Factory(list)    # each compiled card's name, in the same order
    # `compile_file` writes the values repeated among the file's cards as keys of this pool
    # (`fmt.pool_texts`); None: the texts hold no keys (`compile_source`)
    pool: dict[str, str] | None = None
    cards: int = 0
    bad: int = 0                          # cards with errors
    from_cache: bool = False
    source: SourceFile | None = None
    counters: list[str] = attrs.Factory(list)   # counters the file declares (dsl/declared.py)


@attrs.define
class Compiled:
    ruleset: str | None
    files: list[FileResult]
    shared: list[str] | None = None       # the shared decks' compiled cards; None: compile them
    rulesets: dict[str, str] | None = None  # file -> ruleset when the files follow several (not compiled)

    def summary_of_errors(self) -> str:
        """Why nothing was written, in one line: the files follow several rulesets, or how many
        cards (and errors outside cards) have errors."""
        if self.rulesets:
            by: dict[str, list[str]] = {}
            for path, rs in self.rulesets.items():
                by.setdefault(rs, []).append(path)
            parts = "; ".join(f"{', '.join(ps[:3])}{' …' if len(ps) > 3 else ''} follow{'s' if len(ps) == 1 else ''} "
                              f"{rs}" for rs, ps in sorted(by.items()))
            return f"a compiled set holds one ruleset, and these files follow {len(by)}: {parts}"
        n = sum(f.cards for f in self.files)
        bad = sum(f.bad for f in self.files)
        k = len(self.files)
        files = f"{k} file{'s' if k != 1 else ''}"
        if bad:
            return f"{bad} of {n} card{'s' if n != 1 else ''} in {files} {'has' if bad == 1 else 'have'} errors"
        return f"{n} card{'s' if n != 1 else ''} in {files}: {'the file has' if k == 1 else 'the files have'} errors outside cards"

    @property
    def diagnostics(self) -> list[Diagnostic]:
        return [d for f in self.files for d in f.diagnostics]

    @property
    def ok(self) -> bool:
        return not any(d.severity is Severity.ERROR for d in self.diagnostics)

    def text(self) -> str:
        """The compiled set, as `runtime.format` writes it; with the cards of the ruleset's
        shared decks (SU-M1), so that an engine plays them without a compiler."""
        files = [(f.card_texts, f.pool) if f.pool is not None else fmt.pool_texts(f.card_texts)
                 for f in self.files]          # pooled a file at a time, as `fmt.dump` does
        shared = self.shared if self.shared is not None else shared_deck_texts(self.ruleset)
        counters = sorted({c for f in self.files for c in f.counters})
        return fmt.assemble_pooled(self.ruleset or "", files, __version__, shared, counters)

    def load(self) -> fmt.CompiledSet:
        """Through the real format: dump, then load and validate as an engine would."""
        return fmt.loads(self.text())


def stat_pairs(stats) -> tuple[tuple[str, int], ...]:
    """Header stats as numbers: "3" -> 3; "4/2/1" (a base's VP) -> vp 4, vp2 2, vp3 1."""
    out: list[tuple[str, int]] = []
    for sv in stats:
        parts = ranges.stat_values(sv.value)
        if parts:
            out.append((sv.name, parts[0]))
            out += [(f"{sv.name}{i}", p) for i, p in enumerate(parts[1:], 2)]
    return tuple(out)


def display_path(path: str | Path) -> str:
    """The path written into the compiled set: relative to the working folder when inside it,
    with `/` separators, so the output is the same on every machine."""
    p = Path(path)
    try:
        p = p.resolve().relative_to(Path.cwd().resolve())
    except (ValueError, OSError):
        pass
    return p.as_posix()


def _span(src: SourceFile, sp: Span) -> fmt.TextSpan:
    line, col = src.line_col(sp.start)
    end_line, end_col = src.line_col(sp.end)
    return fmt.TextSpan(start=sp.start, end=sp.end, line=line, column=col, end_line=end_line,
                    end_column=end_col, text=src.text[sp.start:sp.end])


def compile_source(src: SourceFile, ruleset: str | None = None, file_label: str | None = None, *,
                   partial: bool = False) -> FileResult:
    """Check and lower one file; the card texts are empty when there are errors (with `partial`,
    they hold the cards that compiled: `cardtext fuzz` plays what compiles)."""
    rep = check_source(src, ruleset)
    diags = rep.all_diagnostics()
    rs = rep.ruleset
    label = file_label or display_path(src.path)
    texts: list[str] = []
    names: list[str] = []
    if rs is not None:
        for c in rep.cards:
            if c.card is None or not c.ok:      # checking lowered it; E501s are in diags
                continue
            lo = c.lowered
            abilities = tuple(fmt.CompiledAbility(ability=ir, span=_span(src, sp), side=side_at(c.card, sp))
                              for ir, sp in lo.abilities)
            header = {sv.name: sv.value for sv in c.card.stats}
            if c.card.element:
                header["element"] = c.card.element
            if c.card.faction:
                header["faction"] = c.card.faction
            if c.printed_type:                  # a type the set declares: the word printed
                header["type"] = c.printed_type
            card = fmt.CompiledCard(
                slug=f"{rs.name}/{c.slug or slug(c.card.name)}", name=c.card.name, type=c.card.type,
                subtypes=c.card.subtypes, stats=stat_pairs(c.card.stats), header=header,
                element=c.card.element, keywords=c.card.keywords,
                source=fmt.SourceRef(file=label, line=c.line), abilities=abilities, play_on=lo.play_on)
            texts.append(fmt.card_text(card))
            names.append(card.name)
    keep = not any(d.severity is Severity.ERROR for d in diags) or partial
    return FileResult(path=src.path, ruleset=rs.name if rs else None, card_texts=texts if keep else [],
                      diagnostics=sorted(diags, key=lambda d: d.sort_key), names=names if keep else [],
                      cards=len(rep.cards), bad=sum(1 for c in rep.cards if not c.ok), source=src,
                      counters=list(rep.declared.counters))


# ------------------------------------------------------------------ cache
@functools.lru_cache(maxsize=1)
def compiler_fingerprint() -> str:
    """A hash of the compiler itself (its Python sources, the runtime's IR and format, the
    grammar): an edited compiler never reuses what an older one cached, even at one version."""
    h = hashlib.sha256(grammar_text().encode())
    here = Path(__file__).resolve().parent
    for folder in (here, here.parent / "runtime"):
        for f in sorted(folder.rglob("*.py")):     # (subpackages too: dsl/lowering, runtime/spec …)
            name = f.relative_to(folder).as_posix().encode()
            try:
                h.update(name + b"\0" + f.read_bytes())
            except OSError:
                h.update(name)
    return h.hexdigest()


def _cache_key(data: bytes, ruleset: str | None, label: str) -> str:
    h = hashlib.sha256()
    for part in (CACHE_SCHEMA, __version__, str(fmt.FORMAT_VERSION), ruleset or "", label,
                 compiler_fingerprint()):
        h.update(part.encode())
        h.update(b"\0")
    h.update(data)
    return h.hexdigest()


def _entry_sum(entry: dict) -> str:
    """A checksum of an entry's content: an entry damaged in any way (edited, half-written,
    a valid JSON document of another shape) is a miss, never an error."""
    body = [entry.get(k) for k in ("key", "ruleset", "count", "cards", "names", "pool", "counters")]
    return hashlib.sha256(json.dumps(body, ensure_ascii=False, sort_keys=True).encode("utf-8",
                                                                                    "surrogatepass")).hexdigest()


def _str_list(v: object) -> bool:
    return isinstance(v, list) and all(isinstance(x, str) for x in v)


def _valid_entry(entry: object, key: str, *, shared: bool) -> bool:
    if not isinstance(entry, dict) or entry.get("key") != key or entry.get("sum") != _entry_sum(entry):
        return False
    if not (entry.get("ruleset") is None or isinstance(entry.get("ruleset"), str)):
        return False
    count = entry.get("count")
    if not isinstance(count, int) or isinstance(count, bool) or count < 0 or not _str_list(entry.get("cards")):
        return False
    if shared:
        return True
    if not _str_list(entry.get("counters", [])):
        return False
    pool = entry.get("pool")
    return (_str_list(entry.get("names")) and len(entry["names"]) == len(entry["cards"])
            and isinstance(pool, dict) and all(isinstance(k, str) and isinstance(v, str) for k, v in pool.items()))


def _cache_get(cache: Path, key: str, *, shared: bool = False) -> dict | None:
    """The entry of `key`, or None: missing, half-written by a crash, or damaged in any way
    (not JSON, JSON of another shape, a checksum that does not match): recompiled."""
    try:
        with open(cache / key[:2] / f"{key}.json", encoding="utf-8") as fh:
            entry = json.load(fh)
    except (OSError, ValueError, RecursionError):
        return None
    return entry if _valid_entry(entry, key, shared=shared) else None


def _cache_put(cache: Path, key: str, entry: dict) -> None:
    folder = cache / key[:2]
    entry = dict(entry, sum=_entry_sum(entry))
    try:
        folder.mkdir(parents=True, exist_ok=True)
        for old in folder.glob(".tmp-*.json"):      # left by a run that was killed while writing
            try:
                if time.time() - old.stat().st_mtime > 600:
                    old.unlink()
            except OSError:
                pass
        fd, tmp = tempfile.mkstemp(dir=folder, prefix=".tmp-", suffix=".json")
        try:
            with os.fdopen(fd, "w", encoding="utf-8") as fh:
                json.dump(entry, fh, ensure_ascii=False)
            os.replace(tmp, folder / f"{key}.json")   # atomic: readers see the old entry or the new one
        except BaseException:
            try:
                os.unlink(tmp)
            except OSError:
                pass
            raise
    except (OSError, ValueError):
        pass                                       # a cache that cannot be written is only slower


# ------------------------------------------------------------------ files
def compile_file(path: str, ruleset: str | None = None, cache: str | None = None) -> FileResult:
    label = display_path(path)
    data = None
    try:
        if cache and stat.S_ISREG(os.stat(path).st_mode):    # a FIFO or a device: `load` says why
            with open(path, "rb") as fh:
                data = fh.read(MAX_FILE_BYTES + 1)
    except OSError:
        data = None
    key = None
    if cache and data is not None:
        key = _cache_key(data, ruleset, label)
        entry = _cache_get(Path(cache), key)
        if entry is not None:
            return FileResult(path=path, ruleset=entry["ruleset"], card_texts=entry["cards"], diagnostics=[],
                              names=entry["names"], pool=entry["pool"], cards=entry["count"], from_cache=True,
                              counters=list(entry.get("counters", [])))
    try:
        src = load(path)
    except SourceError as e:
        return FileResult(path=path, ruleset=None, card_texts=[],
                          diagnostics=[error(codes.E001, e.message, Span(0, 0), path=path)])
    result = compile_source(src, ruleset, label)
    result.card_texts, result.pool = fmt.pool_texts(result.card_texts)   # here: in parallel, cached
    if key is not None and not any(d.severity is Severity.ERROR for d in result.diagnostics):
        _cache_put(Path(cache), key, {"key": key, "ruleset": result.ruleset, "count": result.cards,
                                      "cards": result.card_texts, "names": result.names,
                                      "pool": result.pool, "counters": result.counters})
    return result


def _compile_file_job(args: tuple) -> FileResult:
    result = compile_file(*args)
    result.source = None        # the parent reloads the text when it has something to show
    return result


def compile_paths(paths: list[str | Path], ruleset: str | None = None, *, jobs: int = 1,
                  cache: str | Path | None = None) -> Compiled:
    """Compile files (in parallel with jobs > 1) into one set; all must follow one ruleset."""
    args = [(str(p), ruleset, str(cache) if cache else None) for p in paths]
    if jobs > 1 and len(args) > 1:
        pool = ProcessPoolExecutor(max_workers=min(jobs, len(args)))   # no idle processes
        try:
            results = list(pool.map(_compile_file_job, args))
        finally:            # on an error too: pending work cancelled, every worker reaped
            pool.shutdown(wait=True, cancel_futures=True)
    else:
        results = [compile_file(*a) for a in args]
    rulesets = sorted({r.ruleset for r in results if r.ruleset})
    if len(rulesets) > 1:
        first = results[0].ruleset
        for r in results:
            if r.ruleset and r.ruleset != first:
                r.diagnostics.append(error(codes.E004, f"this set follows `{r.ruleset}`, `{results[0].path}` "
                                                       f"follows `{first}`", Span(0, 0), path=r.path,
                                           help="compile the sets of one game together"))
                r.card_texts, r.names = [], []
    seen: dict[str, str] = {}
    slugs: dict[str, tuple[str, str]] = {}
    for r in results:
        for name in r.names:
            if name in seen and seen[name] != r.path:
                r.diagnostics.append(error(codes.E303, f"a card named `{name}` is also in `{seen[name]}`",
                                           Span(0, 0), path=r.path, help="give each card of a set its own name"))
            seen.setdefault(name, r.path)
        for name, text in zip(r.names, r.card_texts):
            sl = _slug_of(text, r.pool)
            other = slugs.get(sl)
            if other is not None and other[1] != r.path and other[0] != name:
                r.diagnostics.append(error(codes.E303, f"the card `{name}` has the slug `{sl}` of `{other[0]}` in "
                                                       f"`{other[1]}`", Span(0, 0), path=r.path,
                                           help="names that differ only in case or punctuation name one card: "
                                                "rename one of them"))
            slugs.setdefault(sl, (name, r.path))
    ruleset_name = results[0].ruleset if results and rulesets else None
    return Compiled(ruleset=ruleset_name, files=results, shared=shared_deck_texts(ruleset_name, cache),
                    rulesets={r.path: r.ruleset for r in results if r.ruleset} if len(rulesets) > 1 else None)


def _slug_of(card_text: str, pool: dict[str, str] | None) -> str:
    """The slug written in a compiled card's text (canonical JSON: the only `"slug"` key is the
    card's own, and a quote inside a string is escaped), without parsing the whole card."""
    i = card_text.rfind('"slug":"')
    if i < 0:
        return ""
    try:
        return json.decoder.scanstring(card_text, i + len('"slug":"'))[0]
    except ValueError:
        return ""


def card_specs(compiled_set: fmt.CompiledSet) -> dict[str, s.CardSpec]:
    return {c.name: c.to_spec() for c in compiled_set.cards}


def quotes(compiled_set: fmt.CompiledSet) -> dict[str, str]:
    """origin -> the ability's words and where they are written (for traces)."""
    out = {}
    for c in compiled_set.cards:
        for a in c.abilities:
            text = " ".join(a.span.text.split())
            out[a.ability.origin] = f'"{text}" ({c.source.file}:{a.span.line})'
    return out


__all__ = ["Compiled", "FileResult", "compile_paths", "compile_file", "compile_source", "card_specs",
           "quotes", "stat_pairs", "display_path"]


@functools.lru_cache(maxsize=8)
def _shared_deck_cards(ruleset: str) -> tuple[dict[str, s.CardSpec], tuple[str, ...]]:
    specs, texts = _compile_shared_decks(ruleset)
    return specs, tuple(texts)


def shared_deck_cards(ruleset: str) -> tuple[dict[str, s.CardSpec], list[str]]:
    """The shared decks' cards, compiled once per process (see `_compile_shared_decks`)."""
    specs, texts = _shared_deck_cards(ruleset)
    return dict(specs), list(texts)


def shared_deck_texts(ruleset: str | None, cache: str | Path | None = None) -> list[str]:
    """The compiled cards (canonical JSON) of the ruleset's shared decks, for a compiled set's
    `shared`; through the compile cache like a file (an unchanged set recompiles without the
    parser)."""
    src = _shared_deck_source(ruleset) if ruleset else None
    if src is None:
        return []
    key = _cache_key(src.text.encode("utf-8"), ruleset, src.path) if cache else None
    if key is not None and (entry := _cache_get(Path(cache), key, shared=True)) is not None:
        return list(entry["cards"])
    texts = shared_deck_cards(ruleset)[1]
    if key is not None:
        _cache_put(Path(cache), key, {"key": key, "ruleset": ruleset, "count": len(texts), "cards": texts})
    return texts


def _shared_deck_source(ruleset: str) -> SourceFile | None:
    """The card text of the ruleset's shared decks as a set file; None when it has none."""
    from runtime.ruleset import get_ruleset
    rs = get_ruleset(ruleset)
    if not rs.shared_decks:
        return None
    lines = [f"ruleset {rs.name}"]
    for d in rs.shared_decks:
        lines += [f'card "{d.name}": {d.card_type}', f"  {d.text}"]
    return SourceFile(path=f"<{rs.name} shared decks>", text="\n".join(lines) + "\n")


def _compile_shared_decks(ruleset: str) -> tuple[dict[str, s.CardSpec], list[str]]:
    """SU-M1: the cards of the ruleset's shared decks (`Ruleset.shared_decks`: Smash Up's
    Madness), compiled from the card text the ruleset gives, as `{name: CardSpec}`; and the
    compiled card texts (JSON) for a compiled set's quotes. A text that does not compile is a
    bug of the ruleset: `ValueError` naming the diagnostics."""
    src = _shared_deck_source(ruleset)
    if src is None:
        return {}, []
    from runtime.ruleset import get_ruleset
    res = compile_source(src, ruleset, src.path)
    errors = [f"{d.code.id} {d.message}" for d in res.diagnostics if d.severity is Severity.ERROR]
    if errors or len(res.card_texts) != len(get_ruleset(ruleset).shared_decks):
        raise ValueError(f"the shared deck cards of {ruleset} do not compile: {'; '.join(errors)}")
    cs = fmt.loads(fmt.assemble(ruleset, res.card_texts, __version__))
    return {c.name: c.to_spec() for c in cs.cards}, list(res.card_texts)
