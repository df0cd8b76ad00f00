"""Random draws of the games, the same numbers as `random.Random`'s methods, with fewer Python
calls: a random game shuffles about 800 cards and draws several hundred numbers, and each of
`Random.shuffle`'s and `Random.randrange`'s draws is a call of `Random._randbelow` (a Python
function) around `getrandbits` (C).

`shuffle(rng, x)` and `below(rng, n)` consume the generator exactly as `rng.shuffle(x)` and
`rng.randrange(n)` do (CPython's `_randbelow_with_getrandbits`), so a seed gives the same
game. For anything but a plain `random.Random` (a subclass may draw differently) they call its
own methods.
"""

from __future__ import annotations

import random
from typing import Any

_Random = random.Random


def shuffle(rng: random.Random, x: list[Any]) -> None:
    """`rng.shuffle(x)`: Fisher-Yates from the end, each index drawn by rejection from
    `getrandbits(k)`, k the bit length of the range."""
    if rng.__class__ is not _Random:
        rng.shuffle(x)
        return
    getrandbits = rng.getrandbits
    for i in range(len(x) - 1, 0, -1):
        n = i + 1
        k = n.bit_length()
        j = getrandbits(k)
        while j >= n:
            j = getrandbits(k)
        x[i], x[j] = x[j], x[i]


def below(rng: random.Random, n: int) -> int:
    """`rng.randrange(n)`, n > 0."""
    if rng.__class__ is not _Random or n <= 0:
        return rng.randrange(n)
    getrandbits = rng.getrandbits
    k = n.bit_length()
    r = getrandbits(k)
    while r >= n:
        r = getrandbits(k)
    return r
