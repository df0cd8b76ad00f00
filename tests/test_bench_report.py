"""The JSON line every benchmark prints besides its table (benchmarks/report.py)."""

from __future__ import annotations

import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "benchmarks"))
from report import emit  # noqa: E402


def test_a_figure_is_one_json_line_with_its_unit_and_machine(capsys):
    emit("check.cards_per_s", 2710.44444, "cards/s", cards=4000)
    out = capsys.readouterr().out
    assert out.count("\n") == 1
    line = json.loads(out)
    assert (line["metric"], line["value"], line["unit"], line["cards"]) == ("check.cards_per_s", 2710.4444, "cards/s", 4000)
    assert {"cpu", "cores", "python", "system"} <= set(line["machine"])
    assert isinstance(line["machine"]["cores"], int) and line["machine"]["cores"] >= 1
