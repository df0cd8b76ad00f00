"""The execution layer: run many independent jobs (games) in this process, on local processes or
on a Ray cluster, with the same results whatever runs them.

    results = run(play, context, items, Executor(jobs=2))          # or Executor(ray="local")

`play(context, item)` is a module-level function (workers import it by name); `context` is what
every job shares (the cards, the ruleset, the players' names …), sent once to each worker
process, not once per job; `items` are the jobs (for games: index and seed). The items are cut
into batches (`batch_size`) so that the cost of a task (pickling, a round trip, Ray's scheduling)
is paid once per batch, not once per game; the results come back in the order of `items`, so a
run gives the same list whatever the executor, the number of processes or the batch size, as
long as `play` depends only on its arguments (a game only on its seed).

Ray is optional (`pip install 'cardtext[ray]'`): `Executor(ray="local")` starts a local Ray
instance for the run (with `jobs` CPUs when `jobs` > 1), `Executor(ray="ray://host:10001")` or
`"auto"` connects to a running cluster, whose workers must be able to import this package
(cardtext installed on every node, same version). When Ray is already initialised in this
process (a test, a notebook), the run uses it and leaves it running. Nothing here knows about
games: `runtime/fuzz.py` and `runtime/balance.py` use it.
"""

from __future__ import annotations

import os
import uuid
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from concurrent.futures import FIRST_COMPLETED, ProcessPoolExecutor, wait
from typing import Any

import attrs

#: progress(done, total): called in this process as jobs finish (a batch at a time)
Progress = Callable[[int, int], None]


class ExecutionError(Exception):
    """The executor cannot run (Ray not installed, no cluster at the address)."""


@attrs.frozen
class Executor:
    """Where jobs run: `jobs` local processes (1: this process), or Ray when `ray` is set
    ("local" or a cluster address; `jobs` > 1 then caps a local instance's CPUs)."""

    jobs: int = 1
    ray: str | None = None
    max_batch: int = 50          # jobs per task at most (a task should last well over Ray's ~1 ms)

    @property
    def label(self) -> str:
        if self.ray is not None:
            return "Ray local" if self.ray == "local" else f"Ray at {self.ray}"
        return f"{self.jobs} process{'es' if self.jobs != 1 else ''}"


def batch_size(jobs: int, workers: int, max_batch: int = 50) -> int:
    """Jobs per batch: about four batches per worker (so that a slow batch does not leave the
    other workers idle at the end), at most `max_batch`."""
    return max(1, min(max_batch, jobs // (workers * 4) or 1))


def batches(items: Sequence[Any], size: int) -> list[Sequence[Any]]:
    return [items[i:i + size] for i in range(0, len(items), size)]


def run(fn: Callable[[Any, Any], Any], context: Any, items: Sequence[Any], executor: Executor = Executor(), *,
        progress: Progress | None = None) -> list[Any]:
    """`[fn(context, item) for item in items]`, run by `executor`, in the order of `items`."""
    items = list(items)
    if executor.ray is not None:
        return _run_ray(fn, context, items, executor, progress)
    if executor.jobs > 1 and len(items) > 1:
        return _run_processes(fn, context, items, executor, progress)
    out = []
    for n, item in enumerate(items, 1):
        out.append(fn(context, item))
        if progress is not None:
            progress(n, len(items))
    return out


# ---------------------------------------------------------------- local processes

_WORKER: dict[str, Any] = {}


def _init_worker(fn: Callable[[Any, Any], Any], context: Any) -> None:
    _WORKER.update(fn=fn, context=context)


def _run_batch(batch: Sequence[Any]) -> list[Any]:
    fn, ctx = _WORKER["fn"], _WORKER["context"]
    return [fn(ctx, item) for item in batch]


def _run_processes(fn: Callable[[Any, Any], Any], context: Any, items: list[Any], ex: Executor,
                   progress: Progress | None) -> list[Any]:
    parts = batches(items, batch_size(len(items), ex.jobs, ex.max_batch))
    pool = ProcessPoolExecutor(max_workers=min(ex.jobs, len(parts)), initializer=_init_worker,
                               initargs=(fn, context))
    results: list[list[Any] | None] = [None] * len(parts)
    try:
        futures = {pool.submit(_run_batch, b): i for i, b in enumerate(parts)}
        pending = set(futures)
        done_jobs = 0
        while pending:
            finished, pending = wait(pending, return_when=FIRST_COMPLETED)
            for f in finished:
                i = futures[f]
                results[i] = f.result()
                done_jobs += len(parts[i])
                if progress is not None:        # a batch at a time, however many finished at once
                    progress(done_jobs, len(items))
    finally:                # on an error or ^C too: pending jobs cancelled, every worker reaped
        pool.shutdown(wait=True, cancel_futures=True)
    return [r for part in results for r in part or ()]


# ---------------------------------------------------------------- Ray

_RAY_CONTEXT: dict[str, Any] = {}       # in a Ray worker: token -> (fn, context), the last run's only


def _ray_batch(box: list[Any], token: str, batch: Sequence[Any]) -> list[Any]:
    """A Ray task: one batch. The context comes in a list so that Ray passes its reference
    unresolved: each worker fetches and unpickles it once per run, not once per batch."""
    got = _RAY_CONTEXT.get(token)
    if got is None:
        import ray
        got = ray.get(box[0])
        _RAY_CONTEXT.clear()
        _RAY_CONTEXT[token] = got
    fn, ctx = got
    return [fn(ctx, item) for item in batch]


def ray_module() -> Any:
    try:
        import ray
    except ImportError:
        raise ExecutionError("Ray is not installed: pip install 'cardtext[ray]'") from None
    return ray


def start_ray(address: str, jobs: int = 1) -> bool:
    """Initialise Ray for a run unless it already is; True when this call started it."""
    ray = ray_module()
    if ray.is_initialized():
        return False
    try:
        if address == "local":
            ray.init(num_cpus=jobs if jobs > 1 else os.cpu_count(), include_dashboard=False,
                     logging_level="WARNING", log_to_driver=True)
        else:
            ray.init(address=address, logging_level="WARNING", log_to_driver=True)
    except Exception as e:          # ConnectionError, a bad address: ray raises several kinds
        raise ExecutionError(f"cannot start Ray at {address}: {type(e).__name__}: {e}") from None
    return True


@contextmanager
def session(executor: Executor) -> Iterator[None]:
    """Around several runs (a run and its baseline): Ray started once, before the first (its
    start-up, seconds, is not timed as games), and stopped after the last, if this started it."""
    started = executor.ray is not None and start_ray(executor.ray, executor.jobs)
    try:
        yield
    finally:
        if started:
            ray_module().shutdown()


def _run_ray(fn: Callable[[Any, Any], Any], context: Any, items: list[Any], ex: Executor,
             progress: Progress | None) -> list[Any]:
    ray = ray_module()
    started = start_ray(ex.ray or "local", ex.jobs)
    try:
        workers = max(1, int(ray.cluster_resources().get("CPU", 1)))
        parts = batches(items, batch_size(len(items), workers, ex.max_batch))
        task = ray.remote(num_cpus=1)(_ray_batch)
        box = [ray.put((fn, context))]
        token = uuid.uuid4().hex
        refs = [task.remote(box, token, b) for b in parts]
        index = {r: i for i, r in enumerate(refs)}
        results: list[list[Any] | None] = [None] * len(parts)
        pending = list(refs)
        done_jobs = 0
        try:
            while pending:
                finished, pending = ray.wait(pending, num_returns=1, timeout=None)
                for r in finished:
                    i = index[r]
                    results[i] = ray.get(r)
                    done_jobs += len(parts[i])
                if progress is not None:
                    progress(done_jobs, len(items))
        except BaseException:
            for r in pending:
                ray.cancel(r, force=True)
            raise
        return [r for part in results for r in part or ()]
    finally:
        if started:
            ray.shutdown()
