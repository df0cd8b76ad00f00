"""The clause composition matrix (issue 16): triggers, conditions, durations, players and
coordination combined with simple effects, read from tests/fixtures/compose/clauses.txt (our own
words). Each meaningful cell is one card; a cell is accepted when `cardtext check` accepts it
(parsed, lowered, every word accounted). Cells the fixture marks meaningless are listed apart with
their reason and not counted. Prints the figure per axis and the refused cells. Run:

    python benchmarks/compose_clauses.py [--fixture PATH] [--refused] [--axis NAME]

(h16g's benchmarks/compose.py measures noun phrases x verb frames; this reader is separate.)
"""

from __future__ import annotations

import argparse
import sys
from dataclasses import dataclass
from pathlib import Path

FIXTURE = Path(__file__).resolve().parent.parent / "tests" / "fixtures" / "compose" / "clauses.txt"


@dataclass(frozen=True)
class Cell:
    axis: str          # openings, conditions, durations, players, coordination, trigger+condition
    row: str           # the row of the axis (its wording with the slot)
    col: str           # the effect (or pair) combined with it
    kind: str          # the probe card's type
    text: str          # the ability
    skip: str = ""     # why the cell is meaningless ("" when it is meaningful)


def sections(path: Path = FIXTURE) -> dict[str, list[list[str]]]:
    out: dict[str, list[list[str]]] = {}
    cur = None
    for raw in path.read_text(encoding="utf-8").splitlines():
        line = raw.strip()
        if line.startswith("## "):
            cur = out.setdefault(line[3:].strip(), [])
        elif line and not line.startswith("#") and cur is not None:
            cur.append([f.strip() for f in line.split("|") if f.strip()])
    return out


def _tags(fields: list[str]) -> set[str]:
    for f in fields:
        if f.startswith("tags:"):
            return {t.strip() for t in f[5:].split(",") if t.strip()}
    return set()


def _cap(s: str) -> str:
    return s[:1].upper() + s[1:]


def _skip_rules(rows):
    rules = []
    for (rule,) in ([" | ".join(r)] for r in rows):
        head, reason = rule.split(":", 1)
        etag, _, otag = head.partition(" on ")
        rules.append((etag.strip(), otag.strip(), reason.strip()))
    return rules


def _skip(rules, etags: set[str], otags: set[str]) -> str:
    for etag, otag, reason in rules:
        if etag not in etags:
            continue
        if otag.startswith("!") and otag[1:] not in otags or not otag.startswith("!") and otag in otags:
            return reason
    return ""


def _fill(form: str, e=None, s="", a=None, b=None) -> str:
    out = form
    if e is not None:
        out = out.replace("{E3}", e[1]).replace("{E}", _cap(e[0])).replace("{e}", e[0])
    out = out.replace("{S}", _cap(s)).replace("{s}", s)
    if a is not None:
        out = out.replace("{A}", _cap(a[0])).replace("{a}", a[0])
    if b is not None:
        out = out.replace("{b3}", b[1]).replace("{b}", b[0])
    return out


def cells(path: Path = FIXTURE) -> list[Cell]:
    sec = sections(path)
    effects = {r[0]: (r[1], r[2], _tags(r)) for r in sec["effects"]}
    rules = _skip_rules(sec["skip"])
    out: list[Cell] = []
    for kind, form, *rest in sec["openings"]:
        otags = _tags(rest)
        if kind == "action" and "here" not in otags:
            otags = otags | {"nobase"}
        for eid, e in effects.items():
            why = _skip(rules, e[2], otags)
            out.append(Cell("openings", form, eid, kind, _fill(form, e), why))
    for cond, kind in sec["conditions"]:
        otags = {"here", "play"} if kind == "minion" else {"play"}
        for eid, e in effects.items():
            why = _skip(rules, e[2], otags)
            out.append(Cell("conditions", f"If {cond}, {{E}}.", eid, kind, f"If {cond}, {e[0]}.", why))
            out.append(Cell("conditions", f"{{E}} unless {cond}.", eid, kind, f"{_cap(e[0])} unless {cond}.", why))
    for dur, *dtags in sec["durations"]:
        ongoing = "ongoing" in dtags
        label = "Ongoing: " if ongoing else ""
        for stmt, give, kind in sec["statements"]:
            out.append(Cell("durations", f"{{S}} {dur}.", stmt, kind, f"{label}{_cap(stmt)} {dur}."))
            out.append(Cell("durations", f"{_cap(dur)}, {{s}}.", stmt, kind, f"{label}{_cap(dur)}, {stmt}."))
            if give != "-" and not ongoing:
                out.append(Cell("durations", f"{{give}} {dur}.", give, kind, f"{_cap(give)} {dur}."))
    for subj, form, *rest in sec["players"]:
        ptags = _tags(rest)
        otags = {"here", "play"} | ({"it"} if "it" in ptags else set())
        for eid, e in effects.items():
            why = _skip(rules, e[2], otags)
            if not why and "play" in e[2] and subj not in ("you may",):
                why = "another player's extra play on your turn is never used"
            out.append(Cell("players", form.replace("{S}", _cap(subj)).replace("{s}", subj), eid, "minion",
                            _fill(form, e, subj), why))
    for (form,) in sec["coordination"]:
        for pair in sec["pairs"]:
            ids = [x.strip() for x in ", ".join(pair).split(",")]
            a, b = effects[ids[0]], effects[ids[1]]
            why = ""
            if "{b3}" in form and "play" in b[2]:
                why = "another player's extra play on your turn is never used"
            out.append(Cell("coordination", form, "+".join(ids), "minion", _fill(form, a=a, b=b), why))
    # a trigger and a condition together: each opening with a few conditions and one effect
    for kind, form, *rest in sec["openings"]:
        if "{e}" not in form:
            continue
        for cond, ckind in sec["conditions"][:6]:
            if ckind == "minion" and kind != "minion":
                continue
            text = form.replace("{e}", f"if {cond}, draw a card")
            out.append(Cell("trigger+condition", form, cond, kind, text))
    return out


def card_source(cs: list[Cell]) -> str:
    lines = ["ruleset smashup", ""]
    for i, c in enumerate(cs):
        stats = {"minion": ", power 3", "base": ", breakpoint 20, vp 3/2/1", "action": ""}[c.kind]
        lines.append(f'card "Probe {i}": {c.kind}{stats}')
        lines.append("  " + c.text)
    return "\n".join(lines) + "\n"


def measure(cs: list[Cell]) -> list[tuple[Cell, bool, str]]:
    """(cell, accepted, first error) for each meaningful cell."""
    import dsl
    live = [c for c in cs if not c.skip]
    rep = dsl.check_text(card_source(live), path="clauses.cards")
    out = []
    for c, card in zip(live, rep.cards):
        errs = [d for d in card.diagnostics if d.severity.name == "ERROR"]
        out.append((c, card.ok and not errs, f"{errs[0].code.id} {errs[0].message}" if errs else ""))
    return out


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--fixture", type=Path, default=FIXTURE)
    ap.add_argument("--refused", action="store_true", help="list every refused cell with its error")
    ap.add_argument("--axis", help="only this axis")
    args = ap.parse_args(argv)
    cs = cells(args.fixture)
    if args.axis:
        cs = [c for c in cs if c.axis == args.axis]
    res = measure(cs)
    axes = sorted({c.axis for c in cs}, key=[c.axis for c in cs].index)
    print(f"{'axis':<20}{'accepted':>10}{'meaningful':>12}{'skipped':>9}")
    for ax in axes:
        got = [ok for c, ok, _ in res if c.axis == ax]
        skipped = sum(1 for c in cs if c.axis == ax and c.skip)
        print(f"{ax:<20}{sum(got):>10}{len(got):>12}{skipped:>9}")
    total = sum(ok for _, ok, _ in res)
    print(f"{'total':<20}{total:>10}{len(res):>12}{sum(1 for c in cs if c.skip):>9}"
          f"   {100 * total / max(1, len(res)):.1f}%")
    if args.refused:
        for c, ok, err in res:
            if not ok:
                print(f"[{c.axis}] {c.text}\n    {err}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
