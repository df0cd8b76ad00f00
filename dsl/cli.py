"""The `cardtext` command line.

Exit codes (as ruff): 0 clean, 1 errors in the card text, 2 usage, I/O or internal error.
"""

from __future__ import annotations

import argparse
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
(.csv/.tsv); cardtext parses them, checks them against the game's ruleset and reports, at
the exact words, what it did not understand.
"""

CHECK_HELP = """\
Check card sets: parse every ability, resolve its words against the ruleset and the set, and
report errors at the exact words.

PATH may be a file (.cards, .csv, .tsv) or a folder (searched recursively for those files).
A .cards file names its ruleset on a `ruleset NAME` line; a spreadsheet needs --ruleset NAME
or a `ruleset` column.

exit status: 0 no errors, 1 errors in card text, 2 usage or I/O error
"""


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
    return files


def cmd_check(args: argparse.Namespace) -> int:
    files = _collect(args.paths)
    if not files:
        raise UsageError("no card files found (looked for " + ", ".join(SET_SUFFIXES) + ")")
    start = time.perf_counter()
    gc_was = gc.isenabled()
    gc.disable()   # parsing allocates many small objects and frees none: the GC only costs time
    try:
        reports = [check_path(f, args.ruleset) for f in files]
    finally:
        if gc_was:
            gc.enable()
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
        out.write(f"checked {n_cards} card{'s' if n_cards != 1 else ''} in {len(files)} file"
                  f"{'s' if len(files) != 1 else ''}: {bad} with errors ({seconds:.2f} s)\n")
    if io_error:
        return 2
    return 1 if errors else 0


def cmd_explain(args: argparse.Namespace) -> int:
    if args.code is None:
        for c in REGISTRY.values():
            print(f"{c.id}  {c.name:28} {c.summary}")
        return 0
    code = lookup(args.code)
    if code is None:
        raise UsageError(f"unknown code `{args.code}` (run `cardtext explain` for the list)")
    print(f"{code.id} {code.name}: {code.summary}\n\n{code.explanation}")
    return 0


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
    c.set_defaults(func=cmd_check)

    e = sub.add_parser("explain", help="explain a diagnostic code (or list them all)",
                       description="Print the long explanation of a code: what, why, an example, what to write instead.")
    e.add_argument("code", nargs="?", help="a code (E103) or its name (unknown-word)")
    e.set_defaults(func=cmd_explain)
    return p


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
        return args.func(args)
    except UsageError as e:
        print(f"cardtext: error: {e}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        return 130
    except BrokenPipeError:
        try:
            sys.stdout = open(os.devnull, "w")
        except OSError:
            pass
        return 1
    except Exception as e:  # a bug: say so plainly, exit 2, no traceback unless asked
        if os.environ.get("CARDTEXT_DEBUG"):
            raise
        print(f"cardtext: internal error (I901): {type(e).__name__}: {e}\n"
              f"this is a bug in cardtext; set CARDTEXT_DEBUG=1 for a traceback and please report it",
              file=sys.stderr)
        return 2


if __name__ == "__main__":   # pragma: no cover
    sys.exit(main())
