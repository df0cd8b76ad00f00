"""The built wheel works on its own: install it into a fresh virtualenv outside the checkout and
run `cardtext check` there. Catches package data left out of the wheel (the grammar lives in the
top-level `grammar/` folder and ships as the package `cardtext_grammar`), modules that import
from the checkout, and missing dependencies.

Needs network access to PyPI (or a warm pip cache) for setuptools, lark and attrs.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from conftest import GOOD_CARDS

REPO = Path(__file__).resolve().parent.parent
# Everything the build needs, nothing of the developer's state.
IGNORE = shutil.ignore_patterns(".git", ".venv", "venv", "tests", "benchmarks", "__pycache__", "*.pyc", "build",
                                "dist", "*.egg-info", ".hypothesis", ".pytest_cache", ".cardtext_cache", "out")

PROBE = r"""
import json, sys
from importlib.resources import files
from pathlib import Path
import dsl, dsl.grammar, lark, attrs
res = files("cardtext_grammar").joinpath("en.lark")
print(json.dumps({
    "dsl": dsl.__file__,
    "grammar_resource": str(res),
    "grammar_is_resource": dsl.grammar.grammar_text() == res.read_text(encoding="utf-8"),
    "checkout_fallback_exists": (Path(dsl.grammar.__file__).resolve().parent.parent / "grammar").exists(),
    "modules": sorted({getattr(m, "__file__", None) or "" for m in list(sys.modules.values())} - {""}),
    "path": sys.path,
}))
"""


def _run(cmd, cwd: Path, env: dict, timeout: int = 300) -> subprocess.CompletedProcess:
    r = subprocess.run([str(c) for c in cmd], cwd=cwd, env=env, capture_output=True, text=True, timeout=timeout)
    return r


@pytest.fixture(scope="module")
def installed(tmp_path_factory):
    """(venv bin folder, env) of a fresh virtualenv with the freshly built wheel installed."""
    root = tmp_path_factory.mktemp("wheel")
    assert REPO not in root.parents
    src, dist, venv = root / "src", root / "dist", root / "venv"
    shutil.copytree(REPO, src, ignore=IGNORE)
    env = {k: v for k, v in os.environ.items() if k not in ("PYTHONPATH", "VIRTUAL_ENV", "PYTHONHOME", "PYTHONSTARTUP")}
    env["PIP_DISABLE_PIP_VERSION_CHECK"] = "1"
    env["PIP_NO_INPUT"] = "1"

    r = _run([sys.executable, "-m", "pip", "wheel", "--no-deps", "-w", dist, src], root, env)
    assert r.returncode == 0, r.stdout[-3000:] + r.stderr[-3000:]
    (wheel,) = dist.glob("cardtext-*.whl")

    r = _run([sys.executable, "-m", "venv", venv], root, env)
    assert r.returncode == 0, r.stderr
    bindir = venv / "bin"
    r = _run([bindir / "python", "-m", "pip", "install", "-q", wheel], root, env)
    assert r.returncode == 0, r.stdout[-3000:] + r.stderr[-3000:]

    env = dict(env, VIRTUAL_ENV=str(venv), PATH=f"{bindir}{os.pathsep}{env.get('PATH', '')}")
    work = root / "work"
    work.mkdir()
    return bindir, env, work, wheel


def test_wheel_contains_the_grammar_and_no_tests(installed):
    import zipfile

    names = zipfile.ZipFile(installed[3]).namelist()
    assert "cardtext_grammar/en.lark" in names
    assert "dsl/cli.py" in names and "runtime/ruleset.py" in names
    assert not [n for n in names if n.startswith(("tests/", "grammar/"))]


def test_installed_cardtext_checks_a_clean_set(installed):
    bindir, env, work, _ = installed
    (work / "set.cards").write_text(GOOD_CARDS, encoding="utf-8")
    r = _run([bindir / "cardtext", "check", "set.cards"], work, env, timeout=120)
    assert r.returncode == 0, r.stdout + r.stderr
    assert r.stdout.startswith("checked 2 cards in 1 file: 0 with errors")
    assert r.stderr == ""


def test_installed_cardtext_reports_errors_at_the_words(installed):
    bindir, env, work, _ = installed
    (work / "bad.cards").write_text('ruleset smashup\ncard "Zap": action\n  Destory a minion.\n', encoding="utf-8")
    r = _run([bindir / "cardtext", "check", "bad.cards", "--format", "concise"], work, env, timeout=120)
    assert r.returncode == 1, r.stdout + r.stderr
    assert r.stdout.splitlines()[0] == "bad.cards:3:3: E103 unknown word `Destory`"
    r = _run([bindir / "cardtext", "explain", "E103"], work, env, timeout=120)
    assert r.returncode == 0 and r.stdout.startswith("E103 unknown-word")


def test_installed_package_loads_the_grammar_from_itself_not_the_checkout(installed):
    bindir, env, work, _ = installed
    r = _run([bindir / "python", "-c", PROBE], work, env, timeout=120)
    assert r.returncode == 0, r.stderr
    info = json.loads(r.stdout)
    venv = str(bindir.parent)
    assert info["dsl"].startswith(venv)
    assert info["grammar_resource"].startswith(venv) and info["grammar_resource"].endswith("cardtext_grammar/en.lark")
    assert info["grammar_is_resource"] is True
    assert info["checkout_fallback_exists"] is False          # the installed dsl cannot reach a grammar/ folder
    assert not [m for m in info["modules"] if m.startswith(str(REPO))]
    assert not [p for p in info["path"] if p.startswith(str(REPO))]


def test_every_package_folder_is_listed_for_the_wheel():
    """pyproject lists packages by hand; an editable install hides a missing one (runtime.berserk
    was missing, so a wheel install could not play Berserk)."""
    import tomllib

    listed = set(tomllib.loads((REPO / "pyproject.toml").read_text(encoding="utf-8"))["tool"]["setuptools"]["packages"])
    found = {str(p.parent.relative_to(REPO)).replace("/", ".")
             for top in ("dsl", "runtime") for p in (REPO / top).rglob("__init__.py")}
    assert found - listed == set()
