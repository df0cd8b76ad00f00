"""How many cards of a Russian Berserk spreadsheet cardtext accepts, and why the others fail.

    python benchmarks/russian_dev.py ../shared/corpus/berserk-ru-dev.tsv [-v] [--created]
    python benchmarks/russian_dev.py --speed [COPIES]

The file is read as a Russian set (a `language` column is added in memory when it has none);
prints accepted/total (an accepted card is faithful: word accounting found no word the compiled
card does not carry out), the round trip (printed in Russian, read again: the same AST), the
tally of first errors by code and message shape, and with -v each card's first error. Nothing of
the file is written anywhere. --created declares in memory, with placeholder stats, the created
cards the file's "Создайте …" name but it does not hold (a real set lists them in its rules), so
that the cards creating them are measured on their own text.

--speed: how fast `check` reads Russian against English. Our own Russian example sets
(tests/fixtures/russian/*.cards) are repeated COPIES times (default 20) under new names (a card
that prints its own name is left out: renamed, it would name its first copy), and
their English twin is the same cards printed in canonical English; each set is checked in
process (warm: the median of 3 after one run) and by a cold `cardtext check` (one process each).
"""

from __future__ import annotations

import collections
import re
import sys

from dsl import SourceFile, check_source


# the header each card is read back under: its own type (a keyword printed as a sentence,
# "Защита от заклинаний", speaks of "this creature" on a creature), the least stats it needs
_HEADS = {"creature": "creature, cost 1, life 1, strike 1", "hero": "hero, life 1", "event": "event, cost 1",
          "weapon": "weapon, cost 1", "artifact": "artifact, cost 1"}


def roundtrip(cards, ruleset, verbose: bool) -> int:
    from dsl import check_text
    from dsl.printer import PrintError
    from dsl.ru.printer import RussianPrinter

    pr = RussianPrinter(ruleset)
    same = 0
    for c in cards:
        try:
            lines = [pr.ability(ab) for ab in c.card.abilities]
        except PrintError as e:
            if verbose:
                print(f"  {c.name}: not printed: {e}")
            continue
        names = "".join(f'card "{o.name}": spell, cost 1\n' for o in cards if o is not c)
        body = f'ruleset berserk\nlanguage ru\ncard "{c.name}": {_HEADS.get(c.card.type, "spell, cost 1")}\n' \
            + "".join(f"  {t}\n" for t in lines)
        again = check_text(body + names, lower=False)
        if again.cards[0].card is not None and again.cards[0].card.abilities == c.card.abilities:
            same += 1
        elif verbose:
            print(f"  {c.name}: printed {lines!r} reads back differently")
    return same


USAGE = ("usage: python benchmarks/russian_dev.py FILE.tsv [-v] [--created]   (e.g. ../shared/corpus/berserk-ru-dev.tsv)\n"
         "       python benchmarks/russian_dev.py --speed [COPIES]")


def _twins(copies: int, skip: frozenset = frozenset()) -> tuple[str, str, int]:
    """(a Russian set, its English twin, cards in each) from our Russian example sets (less the
    cards named in `skip`)."""
    import pathlib

    from dsl import check_text
    from dsl.printer import Printer

    here = pathlib.Path(__file__).resolve().parent.parent / "tests" / "fixtures" / "russian"
    ru_cards: list[tuple[str, str, list[str]]] = []      # (header rest, name, Russian ability lines)
    en_cards: list[tuple[str, str, list[str]]] = []
    for path in sorted(here.glob("*.cards")):
        text = path.read_text(encoding="utf-8")
        rep = check_text(text, path=str(path))
        pr = Printer(rep.ruleset)
        lines = text.split("\n")
        for c in rep.cards:
            if not c.ok or c.card.name in skip:
                continue
            head = lines[c.card.line - 1]
            body = []
            for ln in lines[c.card.line:]:
                if not ln.startswith("  "):
                    break
                body.append(ln.strip())
            en_head = head.split(":", 1)[1]
            from dsl.ru.sets import HEADER_WORDS
            en_head = re.sub(r"\([^)]*\)|[^\W\d_]+", lambda w: HEADER_WORDS.get(w.group().lower(), w.group()), en_head)
            ru_cards.append((head.split(":", 1)[1], c.card.name, body))
            en_cards.append((en_head, c.card.name, [pr.ability(ab) for ab in c.card.abilities]))
    ru_out, en_out = ["ruleset berserk", "language ru"], ["ruleset berserk"]
    for k in range(copies):
        for (rh, name, rb), (eh, _, eb) in zip(ru_cards, en_cards):
            new = f"{name} {k + 1}" if k else name
            ru_out.append(f'карта "{new}":{rh}')
            ru_out += [f"  {b}" for b in rb]
            en_out.append(f'card "{new}":{eh}')
            en_out += [f"  {b}" for b in eb]
    return "\n".join(ru_out) + "\n", "\n".join(en_out) + "\n", len(ru_cards) * copies


def speed(copies: int) -> int:
    import os
    import statistics
    import subprocess
    import tempfile
    import time

    from dsl import check_text

    ru_text, en_text, n = _twins(copies)
    # a card printing its own name inflected refers to the first copy once renamed: left out
    failing = frozenset(re.sub(r" \d+$", "", c.name) for c in check_text(ru_text).cards if not c.ok)
    if failing:
        ru_text, en_text, n = _twins(copies, failing)
    out = {}
    for lang, text in (("ru", ru_text), ("en", en_text)):
        rep = check_text(text)
        bad = sum(1 for c in rep.cards if not c.ok)
        times = []
        for _ in range(3):
            t = time.perf_counter()
            check_text(text)
            times.append(time.perf_counter() - t)
        with tempfile.TemporaryDirectory() as d:
            path = os.path.join(d, f"set_{lang}.cards")
            with open(path, "w", encoding="utf-8") as f:
                f.write(text)
            t = time.perf_counter()
            subprocess.run([sys.executable, "-m", "dsl", "check", path], capture_output=True)
            cold = time.perf_counter() - t
        warm = statistics.median(times)
        out[lang] = (warm, cold)
        print(f"{lang}: {n} cards ({bad} with errors): warm {warm * 1000:.0f} ms ({n / warm:.0f} cards/s), "
              f"cold `cardtext check` {cold * 1000:.0f} ms")
    print(f"Russian speed / English speed: warm {out['en'][0] / out['ru'][0]:.2f}, cold {out['en'][1] / out['ru'][1]:.2f}")
    return 0


def _declare_created(rep, lines: list[str]) -> tuple[list[str], int]:
    """--created: a row for each card a "Создайте …" of the file names and the file does not hold
    (E201 on a created name), in memory: a created creature ("Созданный.") of the class Механизм
    with placeholder stats (cost 1, strike 1, life 1), so the cards that create it are measured on
    their own text. Nothing is written anywhere."""
    cols = lines[0].lower().split("\t")
    names: list[str] = []
    for c in rep.cards:
        for d in c.diagnostics:
            m = re.fullmatch(r"неизвестное название `([^`]+)`", d.message)
            if d.code.id == "E201" and m and m.group(1) not in names and \
                    "оздайте" in rep.source.text[max(0, d.primary.span.start - 40):d.primary.span.start]:
                names.append(m.group(1))
    cell = {"name": None, "название": None, "type": "Существо", "тип": "Существо", "classes": "Механизм",
            "классы": "Механизм", "cost": "1", "стоимость": "1", "attack": "1", "атака": "1", "удар": "1",
            "health": "1", "здоровье": "1", "жизни": "1", "text": "Созданный.", "текст": "Созданный.",
            "language": "ru"}
    for name in names:
        lines.append("\t".join(name if cell.get(col, "") is None else cell.get(col, "") for col in cols))
    return lines, len(names)


def main(argv: list[str]) -> int:
    if argv[:1] == ["--speed"]:
        return speed(int(argv[1]) if len(argv) > 1 else 20)
    paths = [a for a in argv if not a.startswith("-")]
    if len(paths) != 1 or any(a not in ("-v", "--created") for a in argv if a.startswith("-")):
        print(USAGE, file=sys.stderr)
        return 2
    path = paths[0]
    verbose = "-v" in argv
    text = open(path, encoding="utf-8").read()
    lines = text.rstrip("\n").split("\n")
    if "language" not in lines[0].lower().split("\t"):
        lines = [lines[0] + "\tlanguage"] + [ln + "\tru" for ln in lines[1:]]
    rep = check_source(SourceFile(path, "\n".join(lines) + "\n"), "berserk")
    added = 0
    if "--created" in argv:
        lines, added = _declare_created(rep, lines)
        rep = check_source(SourceFile(path, "\n".join(lines) + "\n"), "berserk")
    ok = [c for c in rep.cards if c.ok]
    tally: collections.Counter = collections.Counter()
    for c in rep.cards:
        if c.ok:
            continue
        d = c.diagnostics[0]
        shape = re.sub(r"`[^`]*`", "`…`", d.message)
        tally[f"{d.code.id} {shape}"] += 1
        if verbose:
            print(f"  {c.name}: {d.code.id} {d.message}")
    if added:
        print(f"declared in memory: {added} created cards the file names but does not hold (placeholder stats)")
        print(f"accepted {len(ok) - added}/{len(rep.cards) - added} of the file's cards")
    else:
        print(f"accepted {len(ok)}/{len(rep.cards)}")
    same = roundtrip(ok, rep.ruleset, verbose)
    print(f"round trip (print in Russian, parse again, same AST): {same}/{len(ok)} accepted cards")
    for k, v in tally.most_common():
        print(f"{v:4d}  {k}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
