"""How many cards of a Russian Berserk spreadsheet cardtext accepts, and why the others fail.

    python benchmarks/russian_dev.py ../shared/corpus/berserk-ru-dev.tsv [-v]

The file is read as a Russian set (a `language` column is added in memory when it has none);
prints accepted/total, the tally of first errors by code and message shape, and with -v each
card's first error. Nothing of the file is written anywhere.
"""

from __future__ import annotations

import collections
import re
import sys

from dsl import SourceFile, check_source


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
        body = f'ruleset berserk\nlanguage ru\ncard "{c.name}": spell, cost 1\n' + "".join(f"  {t}\n" for t in lines)
        again = check_text(body + names, lower=False)
        if again.cards[0].card is not None and again.cards[0].card.abilities == c.card.abilities:
            same += 1
        elif verbose:
            print(f"  {c.name}: printed {lines!r} reads back differently")
    return same


def main(argv: list[str]) -> int:
    path = argv[0]
    verbose = "-v" in argv
    text = open(path, encoding="utf-8").read()
    lines = text.rstrip("\n").split("\n")
    if "language" not in lines[0].lower().split("\t"):
        lines = [lines[0] + "\tlanguage"] + [ln + "\tru" for ln in lines[1:]]
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
    print(f"accepted {len(ok)}/{len(rep.cards)}")
    same = roundtrip(ok, rep.ruleset, verbose)
    print(f"round trip (print in Russian, parse again, same AST): {same}/{len(ok)} accepted cards")
    for k, v in tally.most_common():
        print(f"{v:4d}  {k}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
