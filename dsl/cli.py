"""The `cardtext` command line.

Exit codes (as ruff): 0 clean, 1 errors in the card text, 2 usage, I/O or internal error.
"""

from __future__ import annotations

import argparse
import errno
import gc
import os
import sys
import time
from pathlib import Path

from runtime.ruleset import RULESETS

from . import SET_SUFFIXES, __version__, check_path
from .codes import REGISTRY, lookup
from .diagnostics import Severity
from .render import render_concise, render_full, reports_json

DESCRIPTION = """\
cardtext: the text printed on a card is the program.

Card designers write abilities as printed card text in .cards files or spreadsheets
(.csv/.tsv). cardtext parses them, checks them against the game's ruleset and reports, at
the exact words, what it did not understand (check); finds bugs that only show across a
whole set, such as impossible targets and endless trigger loops (lint); compiles them into
ability objects that the runtime executes (compile); plays scenarios that show, step by step
and quoting the card text, what the cards do (play); and plays random complete games to find
runtime errors, games that never end and broken invariants, per card (fuzz), or many games
between faction decks for win rates per faction and per card (balance). `fmt` rewrites
sets into canonical card text and `show` shows how one card was understood.

exit status (every command): 0 success, 1 errors in card text or a failed check,
2 usage or I/O error (or a bug in cardtext). `cardtext COMMAND --help` explains each command.
"""

CHECK_HELP = """\
Check card sets: parse every ability, resolve its words against the ruleset and the set,
compile it to the runtime's abilities, and report errors at the exact words. A card is
accepted only when all of its text compiles (E501 names words the runtime cannot execute yet).

PATH may be a file (.cards, .csv, .tsv) or a folder (searched recursively for those files).
--watch checks again each time a file is saved (only the cards whose text changed).
--jobs N checks the cards of a big set in N processes (default: the cores available); the
output is the same whatever N.
A .cards file names its ruleset on a `ruleset NAME` line; a spreadsheet needs --ruleset NAME
or a `ruleset` column.

exit status: 0 no errors, 1 errors in card text, 2 usage or I/O error
"""


CACHE = ".cardtext_cache"


class UsageError(Exception):
    pass


def _collect(paths: list[str]) -> list[Path]:
    files: list[Path] = []
    for p in paths:
        path = Path(p)
        if path.is_dir():
            found = sorted(f for f in path.rglob("*") if f.suffix.lower() in SET_SUFFIXES and f.is_file())
            files.extend(found)
        elif path.exists():
            files.append(path)
        else:
            raise UsageError(f"{p}: no such file or folder")
    seen: set[Path] = set()
    unique = []
    for f in files:                 # a file named twice (or through two paths) is read once
        key = f.resolve()
        if key not in seen:
            seen.add(key)
            unique.append(f)
    return unique


def _gc_on() -> None:
    """The GC again after a check that ran without it: the objects made meanwhile are frozen
    first (`gc.freeze`), or the first collection would walk all of them once (~5% of a check of
    4,000 cards) to find the few cycles among them (frozen objects are still freed when no
    longer used, reference cycles aside)."""
    gc.freeze()
    gc.enable()


def _jobs(args: argparse.Namespace) -> int:
    """--jobs of check, lint and fmt: the cores available unless given."""
    jobs = getattr(args, "jobs", 1)
    if jobs is None:
        from .jobs import available_cores
        return available_cores()
    if not 1 <= jobs <= 64:
        raise UsageError("--jobs must be from 1 to 64")
    return jobs


def cmd_check(args: argparse.Namespace) -> int:
    files = _collect(args.paths)
    if not files:
        raise UsageError("no card files found (looked for " + ", ".join(SET_SUFFIXES) + ")")
    if getattr(args, "watch", False):
        if args.format == "json":
            raise UsageError("--watch writes full or concise diagnostics, not json")
        from .lsp.watch import watch
        return watch(lambda: _collect(args.paths), args.ruleset, sys.stdout,
                     render_full if args.format == "full" else render_concise, quiet=args.quiet)
    start = time.perf_counter()
    gc_was = gc.isenabled()
    gc.disable()   # parsing allocates many small objects and frees none: the GC only costs time
    try:
        jobs = _jobs(args)
        reports = [check_path(f, args.ruleset, jobs=jobs, keep=False) for f in files]
    finally:
        if gc_was:
            _gc_on()
    seconds = time.perf_counter() - start
    io_error = any(d.code.id == "E001" for r in reports for d in r.diagnostics)
    errors = any(not r.ok for r in reports)
    out = sys.stdout
    if args.format == "json":
        out.write(reports_json(reports, seconds) + "\n")
    else:
        render = render_full if args.format == "full" else render_concise
        shown = 0
        for r in reports:
            for d in r.all_diagnostics():
                if d.severity is Severity.WARNING and args.quiet:
                    continue
                out.write(render(d, r.source) + ("\n\n" if args.format == "full" else "\n"))
                shown += 1
        n_cards = sum(len(r.cards) for r in reports)
        bad = sum(1 for r in reports for c in r.cards if not c.ok)
        # errors that belong to no card: a line that is no header, an unreadable file, ...
        outside = sum(1 for r in reports for d in r.diagnostics if d.severity is Severity.ERROR)
        out.write(f"checked {n_cards} card{'s' if n_cards != 1 else ''} in {len(files)} file"
                  f"{'s' if len(files) != 1 else ''}: {bad} with errors"
                  + (f", {outside} error{'s' if outside != 1 else ''} outside cards" if outside else "")
                  + f" ({seconds:.2f} s)\n")
    if io_error:
        return 2
    return 1 if errors else 0


LINT_HELP = """\
Lint card sets: every error of `check`, plus warnings (W4xx) about real bugs that only show
across a whole set or under the ruleset: targets that can never be legal (W401), modal modes
that can never be chosen (W402, W403), abilities that trigger or replace each other without
bound (W404, W405), abilities waiting for an event the ruleset never produces (W406), names
that differ only in case or punctuation (W407), stats the card's type does not have (W408),
the same effect worded two ways (W409), `here` on a card that is on no base (W411), an
ability acting on its own card when that card is not in play (W412), an ongoing action that
never says what it is played on (W413), a move or transfer that can end where it starts
(W414). `cardtext explain CODE` explains each one.

The files of one ruleset are linted as one set. Rules that read the compiled form (W401-W406,
W411-W414) skip the cards that do not compile yet (E501); the summary counts them.

configuration: the nearest pyproject.toml with a [tool.cardtext] table, looked for from the
first PATH upwards, then from the working folder (or --config FILE):

  [tool.cardtext.lint]
  select = ["W4"]                                  # codes, code prefixes or names
  ignore = ["W408", "near-duplicate-name"]
  per-file-ignores = { "cardsets/legacy/**" = ["W4"] }

An unknown code is a configuration error (exit 2); errors (E codes) cannot be ignored.

suppression: in a .cards file, a comment line `# lint: allow CODE` (e.g. `# lint: allow W404`
or `# lint: allow trigger-cycle`) suppresses that one warning on the next card line (header or
ability). A suppression that suppresses nothing is reported (W410).

exit status: 0 nothing found, 1 errors or warnings found, 2 usage, configuration or I/O error
"""


def cmd_lint(args: argparse.Namespace) -> int:
    from .config import ConfigError, load_config, find_pyproject, validate_selector
    from .lints import lint_files
    from .render import lint_json
    from .sarif import sarif

    files = _collect(args.paths)
    if not files:
        raise UsageError("no card files found (looked for " + ", ".join(SET_SUFFIXES) + ")")
    try:
        if args.config is not None:
            if not Path(args.config).is_file():
                raise UsageError(f"{args.config}: no such configuration file")
            cfg = load_config(Path(args.config))
        else:
            cfg = load_config(find_pyproject(args.paths))
        if args.select:
            cfg.select = tuple(validate_selector(x, "--select") for x in args.select.split(",") if x.strip())
        if args.ignore:
            cfg.ignore = cfg.ignore + tuple(validate_selector(x, "--ignore") for x in args.ignore.split(",") if x.strip())
    except ConfigError as e:
        raise UsageError(str(e)) from None
    jobs = _jobs(args)
    gc_was = gc.isenabled()
    gc.disable()
    try:
        result = lint_files(files, args.ruleset, cfg, jobs=jobs)
    finally:
        if gc_was:
            _gc_on()
    out = sys.stdout
    pairs = [(f.source, f.diagnostics) for f in result.files]
    n_cards = sum(f.cards for f in result.files)
    n_err = sum(1 for d in result.diagnostics if d.severity is Severity.ERROR)
    n_warn = len(result.diagnostics) - n_err
    if args.format == "json":
        out.write(lint_json(pairs, {"cards": n_cards, "files": len(files), "errors": n_err, "warnings": n_warn,
                                    "not_compiled": result.not_compiled,
                                    "seconds": round(result.seconds, 3)}) + "\n")
    elif args.format == "sarif":
        out.write(sarif(pairs) + "\n")
    else:
        render = render_full if args.format == "full" else render_concise
        for src, diags in pairs:
            for d in diags:
                out.write(render(d, src) + ("\n\n" if args.format == "full" else "\n"))
        if args.statistics:
            counts: dict[str, int] = {}
            for d in result.diagnostics:
                counts[d.code.id] = counts.get(d.code.id, 0) + 1
            for code, k in sorted(counts.items(), key=lambda kv: (-kv[1], kv[0])):
                out.write(f"{k:6d}  {code}  {REGISTRY[code].name}\n")
        skipped = (f"; {result.not_compiled} card{'s' if result.not_compiled != 1 else ''} that do not compile "
                   f"were not analysed by W401-W406 and W411-W414" if result.not_compiled else "")
        out.write(f"linted {n_cards} card{'s' if n_cards != 1 else ''} in {len(files)} file"
                  f"{'s' if len(files) != 1 else ''}: {n_err} error{'s' if n_err != 1 else ''}, "
                  f"{n_warn} warning{'s' if n_warn != 1 else ''}{skipped} ({result.seconds:.2f} s)\n")
    if result.io_error:
        return 2
    return 1 if result.diagnostics else 0


PLAY_HELP = """\
Run a scenario: compile its card sets from their text, set up a game, carry out its actions,
print the trace (each step quotes the card text that caused it) and check its expectations.

A .scenario file (see cardsets/*/ for examples):

  scenario: Cataclysm destroys every creature      # name
  rule: BH-502.6                                   # rule ids it checks (optional)
  set: heroes.cards                                # card sets, relative to the scenario file
  players: Ann, Bob
  setup:                                           # cards into zones, no play
    Ann coins: 10
    Ann hand: Cataclysm
    Bob play area: Noita, Orc Avenger
    Noita wounds: 1          Mechacrab tapped      Attack Module on Mechacrab
    base: Clock Tower        Ann at Clock Tower: Cog Foreman        (Smash Up)
    base deck: Quiet Lot, Tally Hall                                (Smash Up, from the top)
    shared decks             (the ruleset's shared decks: Smash Up's 30 Madness cards, Madness#30 on top)
  actions:
    turn Ann                 phase                 end turn
    play Cataclysm           play X on Y           play X at BASE
    play together: A, B      activate CARD [N]     destroy CARD         score BASE
    choose targets: Noita    choose may: yes       choose order: 1, 0
    choose targets: none     (no option at all, where none is allowed: "up to", "any number")
    activate Drifting Shade refused       (the game must refuse this action)
  expect:
    Noita in Bob graveyard   Ann coins: 3          Noita wounds: 0      Raptor power: 4
    Noita lives: 2           Mechacrab tapped      Noita controlled by Ann
    Gear Market in base deck (a shared zone)       winner: Ann          no winner
    Cog Foreman at Clock Tower     Attack Module on Mechacrab     Cog Foreman not at Quiet Lot
    Raptor has strike 4      Cog Foreman has 2 +1 power counters  Noita has no wounds

A card is named by its name, or Name#2 for the second card of that name the setup makes — in
set-up, actions, `choose` answers, expectations and the trace alike.
Every decision must be scripted with `choose`, unless --random is given.

exit status: 0 ran (and, with --check, every expectation held), 1 an expectation failed
(with --check) or the card text has errors, 2 usage, I/O or scenario-file error
"""


def cmd_play(args: argparse.Namespace) -> int:
    from . import scenario as sc_mod
    from .compiler import compile_paths

    path = Path(args.scenario)
    if not path.is_file():
        raise UsageError(f"{path}: no such scenario file")
    scen, diags = sc_mod.read(path)
    src = scen.source if scen is not None else None
    out = sys.stdout
    if diags:
        for d in diags:
            out.write(render_full(d, src) + "\n\n")
        return 2
    for p in scen.sets:
        if not p.is_file():
            raise UsageError(f"{p}: the scenario's set does not exist")
    compiled = compile_paths(scen.sets)
    if not compiled.ok or compiled.ruleset is None:
        _show(compiled, out)
        out.write(f"{scen.source.path}: the scenario's card sets have errors; nothing was played\n")
        return 1
    from .compiler import card_specs, quotes

    loaded = compiled.load()      # text -> compile -> the compiled format -> load, as an engine does
    from runtime.validate import ruleset_of
    runner = sc_mod.Runner(scen, card_specs(loaded), ruleset_of(loaded), quotes(loaded),
                           random_choices=args.random, seed=args.seed)
    outcome = runner.run()
    title = scen.name or path.stem
    out.write(f"scenario: {title}" + (f"  [{', '.join(scen.rules)}]" if scen.rules else "") + "\n")
    if not args.quiet:
        for line in outcome.trace_lines:
            out.write(line + "\n")
    for text in outcome.passed:
        out.write(f"  ok    {text}\n")
    for d in outcome.failures:
        out.write(render_full(d, scen.source) + "\n")
    steps_failed = any(d.code.id == "E702" for d in outcome.failures)
    failed = any(d.code.id == "E703" for d in outcome.failures)
    verdict = "FAILED" if (failed or steps_failed) else "passed"
    out.write(f"{len(outcome.passed)} passed, {sum(d.code.id == 'E703' for d in outcome.failures)} failed: "
              f"{verdict}\n")
    if steps_failed:
        return 2
    return 1 if (failed and args.check) else 0


def _show(compiled, out, fmt_: str = "full") -> None:
    from .source import load as load_source

    for f in compiled.files:
        src = f.source
        if src is None and f.diagnostics:
            try:
                src = load_source(f.path)
            except Exception:
                src = None
        for d in f.diagnostics:
            if fmt_ == "concise":
                out.write(render_concise(d, src) + "\n")
            else:
                out.write(render_full(d, src) + "\n\n")


COMPILE_HELP = """\
Compile card sets into one compiled set (JSON, see `cardtext schema`) that engines load with
runtime.load_set(). Every card must check and compile: when any error remains nothing is
written and an existing OUTPUT is left untouched. The cards of the ruleset's shared decks
(Smash Up's Madness) are compiled into it too (`shared`), so an engine needs no compiler.

The output is deterministic: the same sets and compiler version give the same bytes. A
value repeated among a file's cards (a filter, an amount, a whole effect) is written once, in
the set's `pool`. Each file is compiled on its own (in parallel with --jobs); an unchanged
file is taken from the cache in .cardtext_cache/ (safe to delete; --no-cache skips it; a
damaged entry is recompiled). OUTPUT is written atomically and keeps its mode; a symbolic link
is followed; a folder, a FIFO or a device is refused (use `-o -` for standard output).

exit status: 0 written, 1 errors in card text (nothing written), 2 usage or I/O error
"""


def cmd_compile(args: argparse.Namespace) -> int:
    from .compiler import compile_paths

    files = _collect(args.paths)
    if not files:
        raise UsageError("no card files found (looked for " + ", ".join(SET_SUFFIXES) + ")")
    if not 1 <= args.jobs <= 64:
        raise UsageError("--jobs must be from 1 to 64")
    if args.output != "-":
        from .writes import WriteError, resolve_target
        try:
            resolve_target(Path(args.output))   # refuse a FIFO, a device, … before compiling
        except WriteError as e:
            raise UsageError(str(e)) from None
    start = time.perf_counter()
    gc_was = gc.isenabled()
    gc.disable()
    try:
        compiled = compile_paths(files, args.ruleset, jobs=args.jobs, cache=None if args.no_cache else CACHE)
        try:
            text = compiled.text() if compiled.ok else None
        except (ValueError, KeyError, TypeError, AttributeError):
            if not any(f.from_cache for f in compiled.files):
                raise
            # a cache entry that is well-formed but does not hold compiled cards: recompile
            compiled = compile_paths(files, args.ruleset, jobs=args.jobs, cache=None)
            text = compiled.text() if compiled.ok else None
    finally:
        if gc_was:
            _gc_on()
    seconds = time.perf_counter() - start
    out = sys.stdout if args.output != "-" else sys.stderr
    _show(compiled, out, args.format)
    n_cards = sum(f.cards for f in compiled.files)
    io_error = any(d.code.id == "E001" for d in compiled.diagnostics)
    if text is None:
        out.write(f"not written: {compiled.summary_of_errors()} ({seconds:.2f} s)\n")
        return 2 if io_error else 1
    if args.output == "-":
        sys.stdout.write(text)
    else:
        _write_atomically(Path(args.output), text)
    cached = sum(1 for f in compiled.files if f.from_cache)
    from runtime import get_ruleset
    rs = get_ruleset(compiled.ruleset) if compiled.ruleset else None
    shared = ", ".join(d.name for d in rs.shared_decks) if rs else ""
    out.write(f"compiled {n_cards} card{'s' if n_cards != 1 else ''} from {len(files)} file"
              f"{'s' if len(files) != 1 else ''}" + (f" ({cached} from cache)" if cached else "")
              + (f" and the shared decks' cards ({shared})" if shared else "")
              + f" into {args.output} ({seconds:.2f} s)\n")
    return 0


def _write_atomically(path: Path, text: str) -> None:
    """`dsl.writes.write_atomically`: keeps mode and owner, follows a symlink, refuses what is
    not a regular file, cleans temporary files an interrupted run left; failures are exit 2."""
    from .writes import WriteError, write_atomically

    try:
        write_atomically(path, text)
    except WriteError as e:
        raise UsageError(str(e)) from None


FUZZ_HELP = """\
Play random complete games with a set and report, per card, what went wrong: runtime errors
(with the action in progress and the last abilities resolved), games that did not end within
--max-turns turns, and invariant violations (a card lost or in two zones, a negative counter,
resource or play count, a card on a base that is not in play), checked at the end of
every turn and of every game (--strict: after every action and step of the clock too).

Decks of --deck-size cards are dealt from the set's minions and actions: half minions, half
actions, as a real faction deck is (a "minion or action" card at its share of the set), every
card about as often as the others of its type; each player also gets one of the set's titans, set aside; the bases come from the set and from --bases files (a game needs
players + 1). Berserk: decks from the set's creatures, spells, artifacts, events and weapons;
each player gets one of the set's heroes (none: a plain hero of 20 lives), in play, and
creatures fight (strike attacks, defenders, shots; docs/runtime.md). Cards that do not compile are left out and listed. Every decision is random
under --seed: the same seed gives the same report, whatever --jobs (local processes) or --ray
ADDRESS (a Ray cluster, 'local' for one on this machine; cardtext[ray]). Each problem names its
game's seed; --replay SEED plays that one game again and prints its trace.

examples:
  cardtext fuzz cardsets/smashup/clockwork.cards --games 200 --seed 1
  cardtext fuzz my-set.tsv --ruleset smashup --bases my-bases.tsv --games 1000 --jobs 2
  cardtext fuzz cardsets/smashup/clockwork.cards --replay 1804289383
  cardtext fuzz cardsets/berserk --games 1000 --seed 1

exit status: 0 no problem found, 1 problems found (or no card compiles), 2 usage or I/O error
(too few bases, no such file)
"""


def cmd_fuzz(args: argparse.Namespace) -> int:
    from runtime import fuzz as rf

    from . import fuzz as df

    files = _collect(args.paths)
    if not files:
        raise UsageError("no card files found (looked for " + ", ".join(SET_SUFFIXES) + ")")
    base_files = _collect(args.bases) if args.bases else []
    for name, v, lo, hi in (("--games", args.games, 1, None), ("--jobs", args.jobs, 1, 64),
                            ("--players", args.players, 2, 8), ("--deck-size", args.deck_size, 1, 1000),
                            ("--max-turns", args.max_turns, 1, 10_000)):
        if v < lo:
            raise UsageError(f"{name} must be {lo} or more")
        if hi is not None and v > hi:      # memory and processes stay bounded
            raise UsageError(f"{name} must be {hi} or less")
    try:
        ld = df.load_sets(files, base_files, args.ruleset)
        df.check_playable(ld, args.players)
    except df.FuzzUsage as e:
        raise UsageError(str(e)) from None
    except df.NothingCompiles as e:
        print(f"cardtext: {e}", file=sys.stderr)
        return 1
    out = sys.stdout
    if args.replay is not None:
        outcome = df.replay(ld, args.replay, out, players=args.players, deck_size=args.deck_size,
                            max_turns=args.max_turns)
        return 1 if outcome.problems else 0
    from runtime import execution
    ex = execution.Executor(jobs=args.jobs, ray=args.ray)
    try:
        with execution.session(ex):
            rep = rf.fuzz(ld.cards, ld.bases, ld.ruleset, games=args.games, seed=args.seed, players=args.players,
                          deck_size=args.deck_size, max_turns=args.max_turns, shared=ld.shared, executor=ex,
                          strict=args.strict)
    except execution.ExecutionError as e:
        raise UsageError(str(e)) from None
    if args.format == "json":
        out.write(df.report_json(rep, ld) + "\n")
    else:
        df.report_text(rep, ld, out, show=args.show, all_cards=args.all)
    return 1 if rep.problems else 0


BALANCE_HELP = """\
Play many whole games between decks and report which factions beat which and what each card
does for the player who has it, with 95% confidence intervals (Wilson), reproducible by --seed.

Smash Up: a deck is a pair of the sets' factions (a card's `faction NAME`), --deck-size cards
with as many from each faction; the games go round every pair of different decks (decks that
share no faction when there are 4 factions or more), seats swapped every other round. Berserk:
a side is one of the sets' heroes, decks dealt from the other cards. Each seat is played by a
player of the registry (--players heuristic,random: seat 1, seat 2). A score counts a win 1,
a loss 0, a draw or a game without winner 1/2. Cards: the player's score in the games where
the card was in their deck, in their hand (drawn) and played. --baseline OLDSET plays the same
games with another version of the set and shows each card's change. A progress bar is drawn on
standard error when it is a terminal.

--jobs N plays on N local processes, --ray ADDRESS on a Ray cluster ("local": a Ray instance
on this machine; needs `pip install 'cardtext[ray]'`); the figures are the same whatever runs
them.

examples:
  cardtext balance cardsets/smashup --games 10000 --seed 1 --jobs 2
  cardtext balance cardsets/smashup --players heuristic,random --format csv > figures.csv
  cardtext balance my-set.cards --baseline old/my-set.cards --html report.html
  cardtext balance cardsets/smashup --games 100000 --ray auto

exit status: 0 done, 1 some games raised a runtime error (left out of the figures; `cardtext
fuzz` finds why) or no card compiles, 2 usage or I/O error (unknown player, fewer than 2
factions, Ray not installed)
"""


def cmd_balance(args: argparse.Namespace) -> int:
    from runtime import execution

    from . import balance as db
    from . import balance_html
    from . import fuzz as df

    files = _collect(args.paths)
    if not files:
        raise UsageError("no card files found (looked for " + ", ".join(SET_SUFFIXES) + ")")
    base_files = _collect(args.bases) if args.bases else []
    old_files = _collect(args.baseline) if args.baseline else []
    if args.baseline and not old_files:
        raise UsageError("--baseline: no card files found")
    for name, v, lo, hi in (("--games", args.games, 1, 10_000_000), ("--jobs", args.jobs, 1, 64),
                            ("--deck-size", args.deck_size, 1, 1000), ("--max-turns", args.max_turns, 1, 10_000),
                            ("--per-deck", args.per_deck, 1, 4)):
        if not lo <= v <= hi:
            raise UsageError(f"{name} must be between {lo} and {hi}")
    ex = execution.Executor(jobs=args.jobs, ray=args.ray)
    try:
        players = db.parse_players(args.players or db.default_players())
        ld = db.load(files, base_files, args.ruleset)
        setup = db.make_setup(ld, players, deck_size=args.deck_size, max_turns=args.max_turns, per_deck=args.per_deck)
        old = old_setup = None
        if old_files:
            old = db.load(old_files, base_files, args.ruleset)
            old_setup = db.make_setup(old, players, deck_size=args.deck_size, max_turns=args.max_turns,
                                      per_deck=args.per_deck)
            if old.ruleset.name != ld.ruleset.name:
                raise UsageError(f"--baseline follows {old.ruleset.name}, the set {ld.ruleset.name}")
        if args.ray is not None:
            execution.ray_module()
    except (db.BalanceUsage, df.FuzzUsage, execution.ExecutionError) as e:
        raise UsageError(str(e)) from None
    except df.NothingCompiles as e:
        print(f"cardtext: {e}", file=sys.stderr)
        return 1
    progress = None if not args.no_progress else False
    try:
        with execution.session(ex):
            res = db.run(setup, args.games, args.seed, ex, progress=progress)
            base = (db.run(old_setup, args.games, args.seed, ex, progress=progress, label="baseline")
                    if old is not None and old_setup is not None else None)
    except execution.ExecutionError as e:
        raise UsageError(str(e)) from None
    out = sys.stdout
    if args.format == "json":
        out.write(db.report_json(res, ld, base) + "\n")
    elif args.format == "csv":
        out.write(db.report_csv(res, base))
    else:
        db.report_text(res, ld, out, base=base, cards=args.cards)
    if args.html:
        _write_atomically(Path(args.html), balance_html.report_html(res, ld, base))
    return 1 if res.errors or (base is not None and base.errors) else 0


FMT_HELP = """\
Format card sets in place into canonical card text: one ability per line in the set's
canonical wording (the printer's: what `cardtext show` prints), keywords in canonical case,
header fields in canonical order (type (subtypes), stats in the ruleset's order, element,
faction, keywords). Comment lines and clarifications are kept. In a spreadsheet (.csv, .tsv)
only the text cells change; columns, row order and every other cell are kept byte for byte.

A file with errors is never formatted: its errors are shown and it is left untouched. The
formatted text always parses back to the same cards (checked before writing), and a file is
written atomically (a temporary file renamed over it), so an interrupted run cannot leave a
truncated file. The file keeps its mode and owner; a symbolic link is followed (its target is
formatted, the link stays).

exit status: 0 formatted (or already canonical), 1 a file has errors, or (--check/--diff) a
file would change, 2 usage or I/O error
"""


def cmd_fmt(args: argparse.Namespace) -> int:
    import difflib

    from .formatter import format_source
    from .source import SourceError, load

    files = _collect(args.paths)
    if not files:
        raise UsageError("no card files found (looked for " + ", ".join(SET_SUFFIXES) + ")")
    jobs = _jobs(args)
    out = sys.stdout
    changed = unchanged = bad = 0
    io_error = False
    for f in files:
        try:
            src = load(f)
        except SourceError as e:
            out.write(f"{f}: cannot format: {e.message}\n")
            io_error = True
            continue
        res = format_source(src, args.ruleset, jobs=jobs)
        if not res.ok:
            bad += 1
            for d in res.diagnostics:
                out.write(render_full(d, src) + "\n\n")
            out.write(f"{f}: has errors; left untouched\n")
            continue
        if not res.changed:
            unchanged += 1
            continue
        changed += 1
        if args.diff:
            out.writelines(difflib.unified_diff(res.original.splitlines(keepends=True),
                                                res.text.splitlines(keepends=True),
                                                fromfile=f"{f}", tofile=f"{f} (formatted)"))
        if args.check or args.diff:
            if not args.diff:
                out.write(f"would reformat {f}\n")
            continue
        _write_atomically(Path(f), res.text)
        out.write(f"reformatted {f}\n")
    verb = "would be reformatted" if (args.check or args.diff) else "reformatted"
    out.write(f"{changed} file{'s' if changed != 1 else ''} {verb}, {unchanged} unchanged"
              + (f", {bad} with errors (left untouched)" if bad else "") + "\n")
    if io_error:
        return 2
    if bad or ((args.check or args.diff) and changed):
        return 1
    return 0


SHOW_HELP = """\
Show how one card was understood: its canonical text (as `cardtext fmt` writes it), its
abilities as an indented syntax tree (AST), and what each compiled ability does, read back in
plain English from the IR ("When this action is played, each other player draws 1 card from the
Madness deck."): its targets (how many, which cards, who chooses), amounts, durations,
conditions, triggers, costs and who acts. --ir adds each ability's IR, field by field. The card
is looked up by name (case-insensitive) in PATH (files or folders; default: the current folder).
Engines get the same readback without the compiler: runtime.readback.readback(ability, ruleset).

exit status: 0 shown, 1 the card has errors (they are shown) or cannot be compiled yet,
2 no such card, usage or I/O error
"""


def cmd_show(args: argparse.Namespace) -> int:
    import difflib

    from .show import show_card

    if not args.paths and Path(args.card).suffix.lower() in SET_SUFFIXES and Path(args.card).is_file():
        # `cardtext show set.cards`: the file would be taken for a card's name and the current
        # folder searched for it, all of it, however big
        raise UsageError(f"`{args.card}` is a card file: give the card's name first "
                         f"(cardtext show \"NAME\" {args.card})")
    files = _collect(args.paths or ["."])
    if not files:
        raise UsageError("no card files found (looked for " + ", ".join(SET_SUFFIXES) + ")")
    names: list[str] = []
    for f in files:
        report = check_path(f, args.ruleset, lower=False)   # show even what does not compile
        for cr in report.cards:
            if cr.name == args.card or cr.name.lower() == args.card.lower():
                return show_card(report, cr, sys.stdout, ir=args.ir)
            names.append(cr.name)
    close = difflib.get_close_matches(args.card, names, n=1)
    raise UsageError(f"no card named `{args.card}`" + (f" (did you mean `{close[0]}`?)" if close else ""))


LSP_HELP = """\
Run the language server (the Language Server Protocol over standard input and output) that
editors start: diagnostics as you type (those of `check`, re-checking only the cards that
changed), hover (what an ability compiles to, read back in plain English; on a card name, that
card), completion (the words the grammar accepts at the cursor, the set's names, the ruleset's
words), go to definition, references and rename of card names, formatting (as `fmt`), and
quick fixes ("did you mean", lint suppressions). Needs pygls: pip install 'cardtext[lsp]'.
Editor set-ups (VS Code, Neovim, Helix): README.md, "Editors".

exit status: 0 the editor ended the session, 2 pygls is not installed
"""


def cmd_lsp(args: argparse.Namespace) -> int:
    try:
        from .lsp.server import main as lsp_main
    except ImportError as e:
        if (e.name or "").split(".")[0] not in ("pygls", "lsprotocol"):
            raise
        print(f"cardtext: error: `cardtext lsp` needs pygls ({e.name or e}): pip install 'cardtext[lsp]'",
              file=sys.stderr)
        return 2
    code = lsp_main()
    sys.stdout = open(os.devnull, "w")      # the session closed standard output: nothing more to write
    return code


def cmd_schema(args: argparse.Namespace) -> int:
    from runtime.format import schema_text

    sys.stdout.write(schema_text())
    return 0


def cmd_explain(args: argparse.Namespace) -> int:
    russian = getattr(args, "language", "en") == "ru"
    if russian:                 # a Russian set's designer (dsl/ru/explain.py)
        from .ru.explain import explain_ru, summary_ru
    if args.code is None:
        for c in REGISTRY.values():
            print(f"{c.id}  {c.name:28} {summary_ru(c) if russian else c.summary}")
        return 0
    code = lookup(args.code)
    if code is None:
        raise UsageError(f"unknown code `{args.code}` (run `cardtext explain` for the list)")
    print(explain_ru(code) if russian else f"{code.id} {code.name}: {code.summary}\n\n{code.explanation}")
    return 0


JOBS_HELP = ("check the cards of a set in N processes (default: the cores available; 1: in this "
             "process); the output is the same whatever N")


def build_parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="cardtext", description=DESCRIPTION,
                                formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--version", action="version", version=f"cardtext {__version__}")
    sub = p.add_subparsers(dest="command", metavar="COMMAND")

    c = sub.add_parser("check", help="check card sets and report errors at the exact words",
                       description=CHECK_HELP, formatter_class=argparse.RawDescriptionHelpFormatter)
    c.add_argument("paths", nargs="+", metavar="PATH", help="card files or folders")
    c.add_argument("--ruleset", choices=sorted(RULESETS), help="ruleset for spreadsheets (and to override a file's)")
    c.add_argument("--format", "--output-format", choices=("full", "concise", "json"), default="full",
                   help="full: source line with carets (default); concise: one line each; json: one document")
    c.add_argument("-q", "--quiet", action="store_true", help="do not show warnings")
    c.add_argument("--watch", action="store_true", help="check, then check again each time a file is saved "
                                                         "(only the cards that changed); Ctrl-C stops")
    c.add_argument("-j", "--jobs", type=int, default=None, metavar="N", help=JOBS_HELP)
    c.set_defaults(func=cmd_check)

    li = sub.add_parser("lint", help="check plus warnings about bugs across a whole set (configurable)",
                        description=LINT_HELP, formatter_class=argparse.RawDescriptionHelpFormatter)
    li.add_argument("paths", nargs="+", metavar="PATH", help="card files or folders")
    li.add_argument("--ruleset", choices=sorted(RULESETS), help="ruleset for spreadsheets (and to override a file's)")
    li.add_argument("--format", "--output-format", choices=("full", "concise", "json", "sarif"), default="full",
                    help="full: source line with carets (default); concise: one line each; json: one document "
                         "(ruff's keys); sarif: SARIF 2.1.0 for code scanning")
    li.add_argument("--select", metavar="CODES", help="comma-separated codes, prefixes or names to report "
                                                       "(replaces the configuration's select)")
    li.add_argument("--ignore", metavar="CODES", help="comma-separated codes, prefixes or names not to report "
                                                       "(added to the configuration's ignore)")
    li.add_argument("--config", metavar="FILE", help="read [tool.cardtext.lint] from this file, not the nearest pyproject.toml")
    li.add_argument("--statistics", action="store_true", help="also print how many of each code were found")
    li.add_argument("-j", "--jobs", type=int, default=None, metavar="N", help=JOBS_HELP)
    li.set_defaults(func=cmd_lint)

    co = sub.add_parser("compile", help="compile card sets into a compiled set (JSON) for engines",
                        description=COMPILE_HELP, formatter_class=argparse.RawDescriptionHelpFormatter)
    co.add_argument("paths", nargs="+", metavar="PATH", help="card files or folders")
    co.add_argument("-o", "--output", required=True, metavar="OUT.json", help="where to write (- for stdout)")
    co.add_argument("--ruleset", choices=sorted(RULESETS), help="ruleset for spreadsheets (and to override a file's)")
    co.add_argument("-j", "--jobs", type=int, default=1, metavar="N", help="compile N files at once (processes, 1 to 64)")
    co.add_argument("--no-cache", action="store_true", help=f"do not read or write {CACHE}/")
    co.add_argument("--format", "--output-format", choices=("full", "concise"), default="full",
                    help="how to show diagnostics")
    co.set_defaults(func=cmd_compile)

    sc = sub.add_parser("schema", help="print the JSON Schema of the compiled set format",
                        description="Print the JSON Schema (draft 2020-12) of the compiled set format.")
    sc.set_defaults(func=cmd_schema)

    pl = sub.add_parser("play", help="run a scenario from card text and print its trace",
                        description=PLAY_HELP, formatter_class=argparse.RawDescriptionHelpFormatter)
    pl.add_argument("scenario", metavar="SCENARIO", help="a .scenario file")
    pl.add_argument("--check", action="store_true", help="exit 1 when an expectation fails")
    pl.add_argument("--seed", type=int, default=None, help="seed for the game's randomness (default: the file's)")
    pl.add_argument("--random", action="store_true", help="answer unscripted choices at random (seeded)")
    pl.add_argument("-q", "--quiet", action="store_true", help="do not print the trace")
    pl.set_defaults(func=cmd_play)

    fz = sub.add_parser("fuzz", help="play random complete games with a set and report problems per card",
                        description=FUZZ_HELP, formatter_class=argparse.RawDescriptionHelpFormatter)
    fz.add_argument("paths", nargs="+", metavar="SET", help="card files or folders (their minions, actions, bases)")
    fz.add_argument("--games", type=int, default=100, metavar="N", help="games to play (default 100)")
    fz.add_argument("--seed", type=int, default=0, metavar="S", help="seed of the whole run (default 0)")
    fz.add_argument("-j", "--jobs", type=int, default=1, metavar="N", help="play in N processes (1 to 64)")
    fz.add_argument("--ray", default=None, metavar="ADDRESS",
                    help="play on a Ray cluster at ADDRESS ('auto', 'ray://host:10001') or 'local' (cardtext[ray])")
    fz.add_argument("--players", type=int, default=2, metavar="N", help="players per game, 2 to 8 (default 2)")
    fz.add_argument("--deck-size", type=int, default=40, metavar="N", help="cards per deck, up to 1000 (default 40)")
    fz.add_argument("--max-turns", type=int, default=200, metavar="N",
                    help="a game with no winner after N turns (up to 10000) is reported (default 200)")
    fz.add_argument("--bases", action="append", default=[], metavar="FILE",
                    help="more bases from this card file (repeatable)")
    fz.add_argument("--ruleset", choices=sorted(RULESETS), help="ruleset for spreadsheets (and to override a file's)")
    fz.add_argument("--replay", type=int, default=None, metavar="SEED",
                    help="play the one game of this seed (from a report) and print its trace")
    fz.add_argument("--show", type=int, default=10, metavar="N", help="problems to describe (default 10)")
    fz.add_argument("--all", action="store_true", help="list every card, not only those with problems")
    fz.add_argument("--format", choices=("text", "json"), default="text", help="text (default) or one JSON document")
    fz.add_argument("--strict", action="store_true",
                    help="check the invariants after every action and step of the clock (default: at the end of "
                         "every turn and game; about 10%% slower, finds the action that broke one)")
    fz.set_defaults(func=cmd_fuzz)

    ba = sub.add_parser("balance", help="play many games between faction decks: matrices and card figures",
                        description=BALANCE_HELP, formatter_class=argparse.RawDescriptionHelpFormatter)
    ba.add_argument("paths", nargs="+", metavar="SET", help="card files or folders (their minions, actions, bases)")
    ba.add_argument("--games", type=int, default=1000, metavar="N", help="games to play (default 1000)")
    ba.add_argument("--seed", type=int, default=0, metavar="S", help="seed of the whole run (default 0)")
    ba.add_argument("--players", default=None, metavar="A[,B]",
                    help="the player of each seat, from the registry (default: heuristic when there is one, "
                         "else random); one name for both seats")
    ba.add_argument("-j", "--jobs", type=int, default=1, metavar="N", help="play in N local processes (1 to 64)")
    ba.add_argument("--ray", default=None, metavar="ADDRESS",
                    help="play on a Ray cluster at ADDRESS ('auto', 'ray://host:10001') or 'local' (cardtext[ray])")
    ba.add_argument("--deck-size", type=int, default=40, metavar="N", help="cards per deck (default 40)")
    ba.add_argument("--per-deck", type=int, default=2, metavar="N", help="factions per deck (default 2, Smash Up)")
    ba.add_argument("--max-turns", type=int, default=200, metavar="N",
                    help="a game with no winner after N turns counts as a draw (default 200)")
    ba.add_argument("--bases", action="append", default=[], metavar="FILE",
                    help="more bases from this card file (repeatable)")
    ba.add_argument("--ruleset", choices=sorted(RULESETS), help="ruleset for spreadsheets (and to override a file's)")
    ba.add_argument("--baseline", action="append", default=[], metavar="OLDSET",
                    help="another version of the set (file or folder, repeatable): per-card changes")
    ba.add_argument("--format", choices=("table", "json", "csv"), default="table",
                    help="table (default), one JSON document, or CSV (one row per figure)")
    ba.add_argument("--cards", type=int, default=0, metavar="N", help="table: the N cards of highest score when "
                    "played (default all)")
    ba.add_argument("--html", default=None, metavar="FILE", help="also write an HTML report (heatmap and tables)")
    ba.add_argument("--no-progress", action="store_true", help="no progress bar, even on a terminal")
    ba.set_defaults(func=cmd_balance)

    fm = sub.add_parser("fmt", help="rewrite card sets into canonical card text",
                        description=FMT_HELP, formatter_class=argparse.RawDescriptionHelpFormatter)
    fm.add_argument("paths", nargs="+", metavar="PATH", help="card files or folders")
    fm.add_argument("--check", action="store_true", help="write nothing; exit 1 when a file would change")
    fm.add_argument("--diff", action="store_true", help="write nothing; print a unified diff of the changes")
    fm.add_argument("--ruleset", choices=sorted(RULESETS), help="ruleset for spreadsheets (and to override a file's)")
    fm.add_argument("-j", "--jobs", type=int, default=None, metavar="N", help=JOBS_HELP)
    fm.set_defaults(func=cmd_fmt)

    sh = sub.add_parser("show", help="show one card: canonical text, syntax tree, what it does (readback)",
                        description=SHOW_HELP, formatter_class=argparse.RawDescriptionHelpFormatter)
    sh.add_argument("card", metavar="CARD", help="the card's name")
    sh.add_argument("paths", nargs="*", metavar="PATH", help="card files or folders (default: .)")
    sh.add_argument("--ruleset", choices=sorted(RULESETS), help="ruleset for spreadsheets (and to override a file's)")
    sh.add_argument("--ir", action="store_true", help="also print each compiled ability's IR, field by field")
    sh.set_defaults(func=cmd_show)

    ls = sub.add_parser("lsp", help="run the language server for editors (needs pygls: cardtext[lsp])",
                        description=LSP_HELP, formatter_class=argparse.RawDescriptionHelpFormatter)
    ls.add_argument("--stdio", action="store_true", help="talk over standard input and output (the default)")
    ls.set_defaults(func=cmd_lsp)

    e = sub.add_parser("explain", help="explain a diagnostic code (or list them all)",
                       description="Print the long explanation of a code: what, why, an example, what to write instead.")
    e.add_argument("code", nargs="?", help="a code (E103) or its name (unknown-word)")
    e.add_argument("--language", choices=("en", "ru"), default="en",
                   help="the language of the explanation (ru: the codes of a Russian set in Russian)")
    e.set_defaults(func=cmd_explain)
    return p


_WRITE_ERRNOS = (errno.ENOSPC, errno.EIO, errno.EDQUOT, errno.EFBIG, errno.EBADF, errno.EROFS)


def _drop_stdout() -> None:
    """Standard output cannot be written: what is still buffered is dropped (so that Python
    does not fail again when it flushes at exit)."""
    try:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
        os.close(devnull)
    except (OSError, ValueError, AttributeError):
        pass


def main(argv: list[str] | None = None) -> int:
    parser = build_parser()
    try:
        args = parser.parse_args(argv)
    except SystemExit as e:          # argparse: usage errors exit 2, --help exits 0
        return int(e.code or 0)
    if not getattr(args, "command", None):
        parser.print_help()
        return 2
    try:
        code = args.func(args)
        sys.stdout.flush()          # a full or closed standard output fails here, not at exit
        return code
    except UsageError as e:
        print(f"cardtext: error: {e}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        return 130
    except BrokenPipeError:
        _drop_stdout()
        return 1
    except OSError as e:            # an I/O error (a full disk, a full standard output): the OS's words
        _drop_stdout()
        where = f"{e.filename}: " if e.filename else "cannot write the output: " if e.errno in _WRITE_ERRNOS else ""
        print(f"cardtext: error: {where}{e.strerror or e}", file=sys.stderr)
        return 2
    except Exception as e:  # a bug: say so plainly, exit 2, no traceback unless asked
        if os.environ.get("CARDTEXT_DEBUG"):
            raise
        print(f"cardtext: internal error (I901): {type(e).__name__}: {e}\n"
              f"this is a bug in cardtext; set CARDTEXT_DEBUG=1 for a traceback and please report it",
              file=sys.stderr)
        return 2


if __name__ == "__main__":   # pragma: no cover
    sys.exit(main())
