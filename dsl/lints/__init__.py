"""Stage 6, lint: whole-set checks that catch real bugs before a game is played (W4xx).

`lint_files` checks every file (all `check` errors are kept; `check` lowers every card that checks
to the runtime IR, and lint reads that lowering, `CardReport.lowered`, never lowering a card a
second time), groups the files by ruleset (a group is one set: names, cycles and templates are
looked at across its files) and runs every registered rule whose code is selected. Rules are
functions `rule(group) -> Iterable[Diagnostic]`, one module per family:

- `targets.py`  W401 impossible-target, W402 impossible-mode, W403 undeclarable-modal
- `cycles.py`   W404 trigger-cycle, W405 replacement-cycle
- `reach.py`    W406 unreachable-trigger
- `names.py`    E303 duplicate names across files, W407 near-duplicate-name, W408 stat-not-for-type
- `drift.py`    W409 templating-drift (the printer, `dsl/printer.py`, gives the canonical wording)
- `placement.py` W411 here-off-base, W412 card-not-in-play, W413 ongoing-not-played-on (where the
  card is when an ability works)
- `sameplace.py` W414 source-is-destination

Suppression (`.cards` files): a comment line `# lint: allow CODE` (a code such as `W404` or its
name such as `trigger-cycle`) suppresses that one warning on the next line that is not a comment
or blank (a card header or an ability line). Errors cannot be suppressed. A suppression that
names an unknown code or suppresses nothing is itself reported (W410 unused-suppression).
"""

from __future__ import annotations

import re
import time
from collections.abc import Callable, Iterable
from pathlib import Path
from typing import Any

import attrs

from runtime.ruleset import Ruleset

from .. import CardReport, SetReport, check_path, lower_cards
from .. import codes as C
from .. import nodes as n
from ..codes import Code, lookup
from ..config import LintConfig
from ..diagnostics import Diagnostic, Label, Severity, dedupe_sorted
from ..source import SourceFile, Span


@attrs.define(eq=False)
class CardInfo:
    """One card of a group: its AST, its report and (when it compiles) its IR abilities."""

    card: n.CardText
    report: CardReport
    set: SetReport
    abilities: list[tuple[Any, Span | None]] | None = None   # None: the card did not compile
    play_on: Any = None

    @property
    def path(self) -> str:
        return self.set.source.path

    @property
    def name(self) -> str:
        return self.card.name


@attrs.define(eq=False)
class Group:
    """The files of one ruleset, linted as one set."""

    ruleset: Ruleset
    sets: list[SetReport]
    cards: list[CardInfo]

    cache: dict = attrs.field(factory=dict)   # per-group values rules share (see `memo`)

    def compiled(self) -> list[CardInfo]:
        return [c for c in self.cards if c.abilities is not None]

    def ir_parts(self, ability: Any) -> list:
        """Every IR object of a compiled ability (walked once per lint run)."""
        cache = self.cache.setdefault("ir_parts", {})
        key = id(ability)
        if key not in cache:
            from .ir import walk_ir
            cache[key] = (ability, list(walk_ir(ability)))   # keep the object alive: ids stay unique
        return cache[key][1]

    def ast_parts(self, ability: n.AbilityText) -> list:
        """Every AST node of an ability, in source order (walked once per lint run)."""
        cache = self.cache.setdefault("ast_parts", {})
        key = id(ability)
        if key not in cache:
            from ..resolve import walk
            cache[key] = (ability, list(walk(ability)))
        return cache[key][1]

    def memo(self, key: Any, make: Callable[[], Any]) -> Any:
        """A value computed once per group (several rules need the same facts)."""
        if key not in self.cache:
            self.cache[key] = make()
        return self.cache[key]


RuleFn = Callable[[Group], Iterable[Diagnostic]]


@attrs.frozen
class Rule:
    codes: tuple[Code, ...]
    fn: RuleFn


RULES: list[Rule] = []


def rule(*codes: Code) -> Callable[[RuleFn], RuleFn]:
    def register(fn: RuleFn) -> RuleFn:
        RULES.append(Rule(tuple(codes), fn))
        return fn
    return register


def warning(code: Code, message: str, span: Span, path: str, *, label: str = "", help: str | None = None,
            notes: tuple[str, ...] = (), secondary: tuple[Label, ...] = ()) -> Diagnostic:
    return Diagnostic(code=code, message=message, primary=Label(span=span, message=label), path=path,
                      severity=code.default_severity, help=help, notes=notes, secondary=secondary)


# ------------------------------------------------------------------ running
@attrs.define
class FileLint:
    source: SourceFile
    diagnostics: list[Diagnostic]
    cards: int = 0


@attrs.define
class LintResult:
    files: list[FileLint]
    seconds: float = 0.0
    not_compiled: int = 0          # cards that check but do not compile: IR rules skipped them

    @property
    def diagnostics(self) -> list[Diagnostic]:
        return [d for f in self.files for d in f.diagnostics]

    @property
    def errors(self) -> bool:
        return any(d.severity is Severity.ERROR for d in self.diagnostics)

    @property
    def io_error(self) -> bool:
        return any(d.code.id == "E001" for d in self.diagnostics)


def _load_rules() -> None:
    from . import cycles, drift, names, placement, reach, sameplace, targets  # noqa: F401  (registration)


def lint_reports(reports: list[SetReport], config: LintConfig | None = None) -> LintResult:
    """Lint sets already checked (one `SetReport` per file)."""
    _load_rules()
    config = config or LintConfig()
    start = time.perf_counter()
    extra: dict[str, list[Diagnostic]] = {}
    groups: dict[str, Group] = {}
    not_compiled = 0
    for rep in reports:
        if rep.ruleset is None:
            continue
        lower_cards(rep)                # a report checked with `lower=False`: lowered now, once
        g = groups.setdefault(rep.ruleset.name, Group(rep.ruleset, [], []))
        g.sets.append(rep)
        for cr in rep.cards:
            if cr.card is None:
                continue
            info = CardInfo(cr.card, cr, rep)
            lo = cr.lowered             # check's lowering (`lower_cards` above), never done again
            if lo is not None and not lo.diagnostics and not any(d.severity is Severity.ERROR for d in cr.diagnostics):
                info.abilities, info.play_on = lo.abilities, lo.play_on
            elif lo is not None and lo.diagnostics:
                not_compiled += 1
            g.cards.append(info)
    paths = [r.source.path for r in reports]
    for g in groups.values():
        for r in RULES:
            if not any(config.enabled(code, p) for code in r.codes for p in paths):
                continue
            for d in r.fn(g):
                extra.setdefault(d.path, []).append(d)
    for rep in reports:             # a Russian set's warnings in Russian (dsl/ru/messages.py)
        if getattr(rep, "language", "en") == "ru" and extra.get(rep.source.path):
            from ..ru.messages import russian_lint
            extra[rep.source.path] = [russian_lint(d) for d in extra[rep.source.path]]
    files: list[FileLint] = []
    for rep in reports:
        path = rep.source.path
        diags = [d for d in rep.all_diagnostics() + extra.get(path, []) if config.enabled(d.code, path)]
        diags = _suppress(rep, diags, config)
        files.append(FileLint(rep.source, dedupe_sorted(diags), len(rep.cards)))
    return LintResult(files, time.perf_counter() - start, not_compiled)


def lint_files(files: list[str | Path], ruleset: str | None = None, config: LintConfig | None = None, *,
               jobs: int = 1) -> LintResult:
    """Lint files as sets; `jobs`: processes that check each set's cards (dsl/jobs.py)."""
    start = time.perf_counter()
    reports = [check_path(f, ruleset, jobs=jobs) for f in files]
    result = lint_reports(reports, config)
    result.seconds = time.perf_counter() - start
    return result


# ------------------------------------------------------------------ suppression comments
SUPPRESS = re.compile(r"^\s*#\s*lint:\s*allow\s+(?P<code>\S+)\s*$", re.IGNORECASE)


def _suppress(rep: SetReport, diags: list[Diagnostic], config: LintConfig) -> list[Diagnostic]:
    if not rep.comments:
        return diags
    src = rep.source
    comment_lines = {ln for ln, _ in rep.comments}
    lines = src.text.split("\n")
    wanted: list[tuple[int, int, str, Code | None, Span]] = []   # (comment line, target line, key, code, span)
    for ln, text in rep.comments:
        m = SUPPRESS.match(text)
        if not m:
            continue
        target = ln + 1
        while target <= len(lines) and (target in comment_lines or not lines[target - 1].strip()):
            target += 1
        key = m.group("code")
        off = src.offset_of_line(ln)
        span = Span(off + m.start("code"), off + m.end("code"))
        wanted.append((ln, target, key, lookup(key), span))
    if not wanted:
        return diags
    used: set[int] = set()
    kept = []
    for d in diags:
        line = src.line_col(d.primary.span.start)[0]
        hit = None
        if d.severity is not Severity.ERROR:
            hit = next((i for i, w in enumerate(wanted) if w[1] == line and w[3] is d.code), None)
        if hit is None:
            kept.append(d)
        else:
            used.add(hit)
    for i, (ln, target, key, code, span) in enumerate(wanted):
        if i in used or not config.enabled(C.W410, src.path):
            continue
        if code is not None and code.id.startswith("W") and not config.enabled(code, src.path):
            continue                      # the warning is switched off: nothing to suppress
        if code is None:
            msg, help_ = f"`{key}` is not a code", "name one code, such as `W404` or `trigger-cycle` (`cardtext explain` lists them)"
        elif not code.id.startswith("W"):
            msg, help_ = f"`{key}` is an error; errors cannot be suppressed", "fix the error instead"
        else:
            msg, help_ = f"no `{code.id}` {code.name} on line {target} to suppress", "remove this comment"
        kept.append(warning(C.W410, msg, span, src.path, help=help_))
    return kept


__all__ = ["CardInfo", "Group", "LintResult", "FileLint", "RULES", "rule", "warning", "lint_files",
           "lint_reports", "SUPPRESS"]
