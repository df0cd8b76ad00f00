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
    for k, v in tally.most_common():
        print(f"{v:4d}  {k}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
