"""`cardtext balance --html FILE`: one self-contained HTML page (no script, no external file):
the faction (or hero) matrix as a heatmap — a table whose cells are coloured by the score, blue
below ½, orange above, with the interval in each cell — then the scores by group, by seat and
per card, and the changes against a baseline. A coloured table needs no plotting library and
stays text: it can be searched, copied and read by a screen reader."""

from __future__ import annotations

import html
from typing import Any

from runtime import balance as rb

from . import balance as db
from . import fuzz as df

STYLE = """
body { font-family: system-ui, sans-serif; margin: 2em; color: #222; }
table { border-collapse: collapse; margin: 1em 0; }
th, td { border: 1px solid #ccc; padding: 4px 8px; text-align: right; }
th { background: #f4f4f4; } td.name, th.name { text-align: left; }
td.cell { min-width: 7em; text-align: center; } small { color: #444; }
caption { text-align: left; font-weight: bold; padding: 4px 0; }
"""


def colour(rate: float | None) -> str:
    """0 blue, ½ white, 1 orange (a diverging scale that reads without red/green)."""
    if rate is None:
        return "#eeeeee"
    t = max(0.0, min(1.0, rate))
    lo, hi = (33, 102, 172), (230, 97, 1)
    end = lo if t < 0.5 else hi
    k = abs(t - 0.5) * 2
    r, g, b = (round(255 + (e - 255) * k) for e in end)
    return f"#{r:02x}{g:02x}{b:02x}"


def _e(x: Any) -> str:
    return html.escape(str(x))


def _score(s: rb.Score | None) -> str:
    if s is None or s.rate is None:
        return "-"
    lo, hi = s.ci
    return f"{100 * s.rate:.1f}% <small>[{100 * lo:.0f}–{100 * hi:.0f}] n={s.n}</small>"


def _heatmap(title: str, names: list[str], cells: dict[tuple[str, str], rb.Score]) -> str:
    out = [f"<table><caption>{_e(title)}</caption><tr><th></th>"]
    out += [f"<th>{_e(n)}</th>" for n in names]
    out.append("</tr>")
    for a in names:
        out.append(f"<tr><th class=name>{_e(a)}</th>")
        for b in names:
            s = cells.get((a, b))
            if s is None:
                out.append("<td class=cell style='background:#eeeeee'></td>")
            else:
                out.append(f"<td class=cell style='background:{colour(s.rate)}'>{_score(s)}</td>")
        out.append("</tr>")
    out.append("</table>")
    return "".join(out)


def report_html(res: rb.Results, ld: df.Loaded, base: rb.Results | None = None) -> str:
    st = res.setup
    unit = st.unit
    parts = [f"<!doctype html><html><head><meta charset=utf-8><title>cardtext balance: {_e(', '.join(ld.files))}"
             f"</title><style>{STYLE}</style></head><body>",
             f"<h1>Balance of {_e(', '.join(ld.files))}</h1>",
             f"<p>{res.games} games, players {_e(' vs '.join(st.players))}, {st.deck_size}-card decks, "
             f"seed {res.seed}; {len(st.sides)} {'decks' if unit == 'faction' else 'heroes'}, "
             f"{len(st.matchups)} matchups. Score: a win 1, a loss 0, a draw ½; brackets: 95% Wilson interval. "
             f"Games with a runtime error (left out): {len(res.errors)}; without a winner after "
             f"{st.max_turns} turns: {res.unended}.</p>"]
    parts.append(_heatmap(f"{unit} vs {unit}: the row's score against the column", res.groups, res.group_matrix))
    sides = [s.name for s in st.sides]
    if unit == "faction":
        cells = {(sides[a], sides[b]): s for (a, b), s in res.side_matrix.items()}
        parts.append(_heatmap("deck vs deck: the row's score against the column", sides, cells))
    parts.append(f"<table><caption>by {_e(unit)}</caption><tr><th class=name>{_e(unit)}</th><th>score</th></tr>")
    for g in res.groups:
        s = res.group_score[g]
        parts.append(f"<tr><td class=name>{_e(g)}</td><td style='background:{colour(s.rate)}'>{_score(s)}</td></tr>")
    parts.append("</table><table><caption>by seat</caption><tr><th class=name>seat</th><th>score</th></tr>")
    for i, s in enumerate(res.seat_score):
        parts.append(f"<tr><td class=name>{i + 1} ({_e(st.players[i])})</td><td>{_score(s)}</td></tr>")
    parts.append("</table>")
    parts.append(f"<table><caption>cards: the score of the player who had it</caption><tr><th class=name>card</th>"
                 f"<th class=name>{_e(unit)}</th><th>in the deck</th><th>drawn</th><th>played</th></tr>")
    for c in sorted(res.cards, key=lambda c: -(c.played.rate if c.played.rate is not None else -1)):
        parts.append(f"<tr><td class=name>{_e(c.name)}</td><td class=name>{_e(c.group)}</td>"
                     + "".join(f"<td style='background:{colour(s.rate)}'>{_score(s)}</td>"
                               for s in (c.deck, c.drawn, c.played)) + "</tr>")
    parts.append("</table>")
    if base is not None:
        ds, added, gone = db.deltas(res, base)
        parts.append(f"<table><caption>against the baseline ({base.games} games, same seed): change of the score "
                     f"(* a difference at the 95% level)</caption><tr><th class=name>card</th><th>measure</th>"
                     f"<th>baseline</th><th>new</th><th>change</th></tr>")
        for d in sorted(ds, key=lambda d: -abs(d.delta or 0)):
            z = d.z
            mark = " *" if z is not None and abs(z) > rb.Z95 else ""
            ch = "-" if d.delta is None else f"{100 * d.delta:+.1f} pts{mark}"
            parts.append(f"<tr><td class=name>{_e(d.card)}</td><td>{d.measure}</td><td>{_score(d.old)}</td>"
                         f"<td>{_score(d.new)}</td><td>{_e(ch)}</td></tr>")
        parts.append("</table>")
        if added:
            parts.append(f"<p>Only in the new set: {_e(', '.join(added))}</p>")
        if gone:
            parts.append(f"<p>Only in the baseline: {_e(', '.join(gone))}</p>")
    parts.append("</body></html>\n")
    return "".join(parts)
