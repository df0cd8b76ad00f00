"""runtime/draws.py: the game's shuffles and picks draw exactly what `random.Random` draws."""

from __future__ import annotations

import random

import pytest

from runtime import draws
from runtime.choices import Choice, RandomChooser


@pytest.mark.parametrize("seed", [0, 1, 7, 12345, 2 ** 31 - 1])
def test_shuffle_is_random_shuffle(seed: int) -> None:
    a, b = random.Random(seed), random.Random(seed)
    for n in (0, 1, 2, 3, 5, 40, 51, 64, 65, 303):
        x, y = list(range(n)), list(range(n))
        a.shuffle(x)
        draws.shuffle(b, y)
        assert x == y
    assert a.getstate() == b.getstate()


@pytest.mark.parametrize("seed", [0, 3, 99])
def test_below_is_randrange(seed: int) -> None:
    a, b = random.Random(seed), random.Random(seed)
    for n in (1, 2, 3, 7, 8, 9, 100, 1000, 2 ** 31, 10 ** 20):
        for _ in range(20):
            assert draws.below(b, n) == a.randrange(n)
    assert a.getstate() == b.getstate()
    with pytest.raises(ValueError):
        draws.below(b, 0)


def test_a_subclass_draws_its_own_way() -> None:
    class Fixed(random.Random):
        def shuffle(self, x):  # type: ignore[no-untyped-def,override]
            x.reverse()

        def randrange(self, *args, **kw):  # type: ignore[no-untyped-def,override]
            return 0

    r = Fixed(5)
    x = [1, 2, 3]
    draws.shuffle(r, x)
    assert x == [3, 2, 1]
    assert draws.below(r, 10) == 0


def test_random_chooser_draws_as_before() -> None:
    """`RandomChooser` answers as it did with `randrange` / `randint` (the same seed, the same game)."""
    fast, slow = RandomChooser(11), RandomChooser(11)
    ref = slow.rng
    for n in (1, 2, 3, 6, 11):
        assert fast.choose_play(n) == (n - 1 if n > 1 and ref.random() < slow.play_end else
                                       (ref.randrange(n - 1) if n > 1 else ref.randrange(1)))
        got = fast.choose_count(Choice.TARGETS, n, 0, n, False)
        k = ref.randint(0, n) if n > 0 else 0
        want = () if k == 0 else ((ref.randrange(n),) if k == 1 else tuple(ref.sample(range(n), k)))
        assert got == want
    assert fast.rng.getstate() == ref.getstate()
