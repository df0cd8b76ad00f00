"""Every rule id of SPEC §4 is cited by at least one runtime test (marker and test name)."""

from __future__ import annotations

import re
from pathlib import Path

SPEC_4 = (
    "SU-V1", "SU-V2", "SU-V3", "SU-V4",
    "SU-A1", "SU-A2", "SU-A3", "SU-A4", "SU-A5", "SU-A6", "SU-A7", "SU-A8",
    "BH-501.3", "BH-501.4", "BH-502.2", "BH-502.3", "BH-502.6", "BH-502.7", "BH-502.8", "BH-502.9",
    "BH-503", "BH-504", "BH-505", "BH-506", "BH-520", "BH-521", "BH-522", "BH-523", "BH-524.1",
    "BH-524.2", "BH-525", "BH-526", "BH-527",
)


def test_every_spec_rule_id_has_a_marked_and_named_test():
    marked: set[str] = set()
    named: set[str] = set()
    for path in Path(__file__).parent.glob("test_runtime_*.py"):
        text = path.read_text(encoding="utf-8")
        marked |= set(re.findall(r'@pytest\.mark\.rule\("([A-Z]{2}-[A-Z0-9.]+)"\)', text))
        named |= {m.replace("_", "-", 1) for m in re.findall(r"def test_((?:SU|BH)_[A-Z0-9_]+?)_[a-z]", text)}
    missing_marker = [r for r in SPEC_4 if r not in marked]
    assert not missing_marker
    def in_names(rule: str) -> bool:
        game, num = rule.split("-", 1)
        stem = f"{game}-{num.replace('.', '_')}"
        return any(n == stem or n.startswith(stem + "_") or (rule == "BH-502.3" and n.startswith("BH-502_2_3"))
                   for n in named)
    missing_name = [r for r in SPEC_4 if not in_names(r)]
    assert not missing_name
