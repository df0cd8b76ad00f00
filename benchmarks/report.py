"""One JSON line per figure, printed by every benchmark besides its table:

    {"metric": "check.cards_per_s", "value": 2710.4, "unit": "cards/s", "machine": {...}}

`machine` says where the figure comes from (processor, cores, Python, system), so that lines
from several machines can be kept together and told apart (benchmarks/README.md keeps the
latest medians with the machine). Figures are CPU time of one core unless the metric says wall.
"""

from __future__ import annotations

import functools
import json
import os
import platform


@functools.cache
def machine() -> dict:
    cpu = platform.processor() or platform.machine()
    try:
        with open("/proc/cpuinfo", encoding="utf-8") as fh:
            for line in fh:
                if line.startswith("model name"):
                    cpu = line.split(":", 1)[1].strip()
                    break
    except OSError:
        pass
    return {"cpu": cpu, "cores": os.cpu_count(), "python": platform.python_version(),
            "system": f"{platform.system()} {platform.release()}"}


def emit(metric: str, value: float, unit: str, **extra: object) -> None:
    """Print the JSON line of one figure (`extra`: what else identifies it, e.g. runs)."""
    line = {"metric": metric, "value": round(value, 4), "unit": unit, **extra, "machine": machine()}
    print(json.dumps(line, sort_keys=False), flush=True)
