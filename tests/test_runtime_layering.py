"""The runtime boundary: `import runtime` must pull in neither the parser (dsl) nor lark."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def test_runtime_imports_neither_dsl_nor_lark():
    code = ("import runtime, runtime.interpreter, runtime.effects, runtime.spec, sys; "
            "bad = sorted(m for m in sys.modules if m.split('.')[0] in ('dsl', 'lark')); "
            "print(','.join(bad)); sys.exit(1 if bad else 0)")
    r = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, timeout=60)
    assert r.returncode == 0, f"runtime imported: {r.stdout.strip()} {r.stderr}"


def test_runtime_sources_do_not_mention_dsl_or_lark_imports():
    for path in sorted((ROOT / "runtime").rglob("*.py")):
        text = path.read_text(encoding="utf-8")
        for bad in ("import dsl", "from dsl", "import lark", "from lark"):
            assert bad not in text, f"{path.name}: {bad}"
