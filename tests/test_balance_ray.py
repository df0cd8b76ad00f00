"""The execution layer on Ray (issue 20): a local Ray instance, started once for this module
(2 CPUs, no dashboard), gives the same numbers as one process, for balance runs and for fuzz.
Skipped when Ray is not installed (`pip install 'cardtext[ray]'`)."""

from __future__ import annotations

from pathlib import Path

import pytest

ray = pytest.importorskip("ray")

from runtime import balance as rb  # noqa: E402
from runtime import execution  # noqa: E402
from runtime import fuzz as rf  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent


@pytest.fixture(scope="module")
def local_ray():
    started = not ray.is_initialized()
    if started:
        ray.init(num_cpus=2, include_dashboard=False, logging_level="WARNING", log_to_driver=False)
    yield execution.Executor(ray="local")
    if started:
        ray.shutdown()


@pytest.fixture(scope="module")
def smashup():
    from dsl import balance as db

    ld = db.load(sorted((ROOT / "cardsets" / "smashup").glob("*.cards")), [], None)
    return ld, db.make_setup(ld, ("random", "random"))


def test_ray_runs_jobs_in_order(local_ray):
    assert execution.run(pow, 3, list(range(9)), execution.Executor(ray="local", max_batch=2)) == [3 ** i for i in range(9)]


def test_balance_on_ray_gives_the_numbers_of_one_process(local_ray, smashup):
    _, setup = smashup
    done = []
    on_ray = rb.balance(setup, 10, 4, local_ray, progress=lambda d, t: done.append(d))
    here = rb.balance(setup, 10, 4)
    assert on_ray.to_dict() == here.to_dict()
    assert on_ray.records == here.records and done[-1] == 10
    assert on_ray.executor == "Ray local"


def test_fuzz_on_ray_gives_the_report_of_one_process(local_ray, smashup):
    ld, _ = smashup
    a = rf.fuzz(ld.cards, ld.bases, ld.ruleset, games=6, seed=2, shared=ld.shared, executor=local_ray)
    b = rf.fuzz(ld.cards, ld.bases, ld.ruleset, games=6, seed=2, shared=ld.shared)
    assert a.to_dict() == b.to_dict() and a.executor == "Ray local"
