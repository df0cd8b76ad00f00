"""`--jobs N`: the cards of one set checked (and lowered) by N processes at once.

A set is read, and its name table and vocabulary built, once, in this process; then its cards
are cut into runs of about `CHUNK` consecutive cards. Worker processes are forked, so they
inherit the set, the table, the vocabulary and the loaded parser instead of receiving them; this
process and the N - 1 workers each take the next run not yet taken until none is left (so that a
worker that starts late, or a core another program shares, leaves no process idle), and the
reports are put back in card order. What needs the whole set is done here afterwards, exactly
as `check_source` does it for one process: a syntax error is diagnosed with the sentences the
whole file accepted (`_teach`), and a card's slug is unique in its file (a card whose slug
differs from its name's is lowered again here, with its own). The output is therefore the same, byte for byte, whatever N.

Falls back to one process when N is 1, when the set is small (forking costs more than it
saves), or where processes cannot be forked (`fork` is not a start method: Windows, macOS'
default aside, which still allows it).

`keep=False` (cardtext check): the workers send back each card's diagnostics but not its AST
and compiled abilities (`CardReport.card` and `.lowered` are None): a check prints only
diagnostics, and sending trees between processes costs about a third of checking them.
"""

from __future__ import annotations

import os
from typing import Any

MIN_CARDS = 64      # a set smaller than this is checked in one process


def available_cores() -> int:
    """The cores this process may run on (the default of `--jobs`)."""
    try:
        return max(1, len(os.sched_getaffinity(0)))
    except (AttributeError, OSError):       # pragma: no cover - not Linux
        return max(1, os.cpu_count() or 1)


def can_fork() -> bool:
    import multiprocessing      # (here: a small set, checked in this process, never imports it)

    return "fork" in multiprocessing.get_all_start_methods()


def worth_it(n_cards: int, jobs: int) -> bool:
    return jobs > 1 and n_cards >= MIN_CARDS and can_fork()


# The set being checked: set before forking, inherited by the workers (never pickled).
_SET: Any = None
# Its runs of consecutive cards (about CHUNK cards each) and the index of the next run to take,
# shared by this process and the workers: each takes the next run when it has finished one, so
# that the work stays even when one process starts later or runs slower (the set read before
# forking, the workers' start, another program on the same core); also inherited.
_SHARES: Any = None
CHUNK = 128


def _runs(n: int, jobs: int) -> list[tuple[int, int]]:
    k = min(jobs, n)
    cuts = [n * i // k for i in range(k + 1)]
    return [(cuts[i], cuts[i + 1]) for i in range(k)]


def check_cards(raw: Any, rs: Any, table: Any, vocab: Any, text: str, path: str, decl: Any, units_of: Any,
                language: str, dups: dict[int, int], *, lower: bool, keep: bool, jobs: int) -> list:
    """The reports of `raw.cards`, checked by `jobs` processes: what `check_source` makes of
    them in one process (E303 for the cards in `dups`: index -> line of the first card of that
    name), lowered when `lower`."""
    from . import _Teaching, _teach, wording_compiles
    from .parser import parse_unit
    from .builder import begin
    from .suggest import Suggester

    import multiprocessing

    if lower:       # (imported once, here, before forking: not again in every worker)
        from . import lowering  # noqa: F401

    global _SET, _SHARES
    n = len(raw.cards)
    runs = _runs(n, max(jobs, -(-n // CHUNK)))
    ctx = multiprocessing.get_context("fork")
    _SET = (raw.cards, rs, table, vocab, text, path, decl, units_of, language, dups, lower, keep)
    _SHARES = (runs, ctx.Value("i", 0))
    try:
        with ctx.Pool(min(jobs, len(runs)) - 1) as pool:
            later = pool.map_async(_check_share, range(min(jobs, len(runs)) - 1), chunksize=1)
            done = dict(_check_share(0))
            for share in later.get():
                done.update(share)
        parts = [done[k] for k in range(len(runs))]
    finally:
        _SET = _SHARES = None
    reports: list = []
    teaching = _Teaching()
    for reps, failed, model, sentences in parts:
        for ci, di, unit in failed:       # (the error itself is parsed again here: it cannot travel)
            begin()
            pending: list = []
            parse_unit(_unit(unit), path, vocab=vocab, pending=pending)
            teaching.failed.append((reps[ci].diagnostics, di))
            teaching.pending.append(pending[0])
        teaching.model = teaching.model.merged(model)
        teaching.sentences.extend(sentences)
        for rep in reps:
            if rep.keyword_abilities:
                abilities = rep.card.abilities
                rep.keyword_abilities = {id(abilities[k]): v for k, v in rep.keyword_abilities.items()}
        reports.extend(reps)
    if teaching.failed:
        _teach(teaching.failed, teaching.pending, Suggester(rs, vocab, text, teaching.model, teaching.sentences,
                                                            wording_compiles(rs, vocab, table, path)), path, vocab)
        _finish(reports, {id(diags) for diags, _ in teaching.failed}, text, language)
    if lower:
        _fix_slugs(reports, rs, text, path, table, keep)
    return reports


def _finish(reports: list, which: set[int] | None, text: str, language: str) -> None:
    """What `check_source` does to each report once its syntax errors are diagnosed."""
    from . import russian_diagnostic
    from .diagnostics import dedupe_sorted

    for rep in reports:
        if which is None or id(rep.diagnostics) in which:
            if language != "en":
                rep.diagnostics = [russian_diagnostic(d, text) for d in rep.diagnostics]
            rep.diagnostics = dedupe_sorted(rep.diagnostics)


def _check_share(_: int) -> list:
    """The runs this process takes, one at a time, until none is left: [(run index, what
    `_check_run` gives)]. A process that starts late, or is slowed by another, takes fewer."""
    runs, taken = _SHARES
    out = []
    while True:
        with taken.get_lock():
            k = taken.value
            taken.value = k + 1
        if k >= len(runs):
            return out
        out.append((k, _check_run(runs[k])))


def _check_run(bounds: tuple[int, int]) -> tuple:
    """One run of cards, checked (and lowered) in a worker, or in this process."""
    from . import SetReport, _Teaching, check_card, duplicate_name, lower_report
    from .lowering import slug
    from .source import SourceFile

    cards, rs, table, vocab, text, path, decl, units_of, language, dups, lower, keep = _SET
    a, b = bounds
    teaching = _Teaching()
    reps = []
    for i in range(a, b):
        rc = cards[i]
        rep = check_card(rc, rs, table, vocab, text, path, decl, teaching, units_of, language)
        if i in dups:
            rep.diagnostics.append(duplicate_name(rc, dups[i], path))
        reps.append(rep)
    where = {id(rep.diagnostics): k for k, rep in enumerate(reps)}
    failed = [(where[id(diags)], di, _portable(unit)) for (diags, di), (unit, _, _) in zip(teaching.failed, teaching.pending)]
    broken = {id(diags) for diags, _ in teaching.failed}
    _finish([r for r in reps if id(r.diagnostics) not in broken], None, text, language)
    if lower:       # (a card with a syntax error is not lowered: it has an error)
        report = SetReport(SourceFile(path, text), rs, reps, [], table=table, language=language)
        for rep in reps:
            if rep.card is not None and id(rep.diagnostics) not in broken and rep.ok:
                lower_report(rep, report, slug(rep.card.name))   # for now: unique once all are back
    for rep in reps:
        if not keep:
            rep.card = rep.lowered = None
            rep.keyword_abilities = {}
        elif rep.keyword_abilities:           # keyed by id(): by position while travelling
            pos = {id(ab): k for k, ab in enumerate(rep.card.abilities)}
            rep.keyword_abilities = {pos[i]: v for i, v in rep.keyword_abilities.items()}
    return reps, failed, teaching.model, teaching.sentences


def _fix_slugs(reports: list, rs: Any, text: str, path: str, table: Any, keep: bool) -> None:
    """Each lowered card's slug made unique in the file, as `lower_cards` makes it in one
    process; a card whose slug changes is lowered again with it (the slug is in its
    abilities' origins, never in a diagnostic)."""
    from . import unique_slug
    from .lowering import lower_card

    taken: set[str] = set()
    for rep in reports:
        if not rep.slug:
            continue
        sl = unique_slug(rep.name, taken)
        if sl != rep.slug:
            rep.slug = sl
            if keep:
                rep.lowered = lower_card(rep.card, rs, text, path, table, card_slug=sl)


def _portable(unit: Any) -> tuple:
    """A unit as it can travel between processes (a pickled Lark token loses its end)."""
    return unit.span, [(t.type, t.value, t.start_pos, t.line, t.column, t.end_line, t.end_column, t.end_pos)
                       for t in unit.tokens]


def _unit(portable: tuple) -> Any:
    from lark import Token

    from .parser import Unit

    span, toks = portable
    return Unit(tuple(Token(*t) for t in toks), span)
