"""Configuration from `pyproject.toml` (`[tool.cardtext.lint]`), read with `tomllib`.

    [tool.cardtext.lint]
    select = ["W4"]                       # code prefixes, codes or names; default: every W4xx
    ignore = ["W408", "near-duplicate-name"]
    per-file-ignores = { "cardsets/legacy/**" = ["W4"] }

Selectors resolve as in ruff: for each code the most specific matching selector wins (a name
or a full code beats a prefix, a longer prefix beats a shorter one); at equal specificity
`ignore` beats `select`. Errors (E codes) are always reported: they cannot be ignored. An
unknown code, prefix or name is a configuration error (exit 2).
"""

from __future__ import annotations

import fnmatch
import tomllib
from pathlib import Path

import attrs

from .codes import REGISTRY, Code

LINT_PREFIX = "W4"


class ConfigError(Exception):
    """A configuration the user must fix: exit 2."""


def lint_codes() -> list[Code]:
    return [c for c in REGISTRY.values() if c.id.startswith(LINT_PREFIX)]


def _specificity(selector: str, code: Code) -> int | None:
    """How specifically `selector` names `code` (None: it does not). Names count as full codes."""
    s = selector.strip()
    if s.upper() == "ALL":
        return 0
    if s.lower() == code.name:
        return 10
    if code.id.startswith(s.upper()):
        return len(s)
    return None


def validate_selector(selector: object, where: str) -> str:
    if not isinstance(selector, str) or not selector.strip():
        raise ConfigError(f"{where}: `{selector!r}` is not a code, a code prefix or a code name")
    s = selector.strip()
    if s.upper() == "ALL" or any(_specificity(s, c) is not None for c in REGISTRY.values()):
        return s
    raise ConfigError(f"{where}: unknown code `{s}` (run `cardtext explain` for the list)")


@attrs.define
class LintConfig:
    select: tuple[str, ...] = (LINT_PREFIX,)
    ignore: tuple[str, ...] = ()
    per_file_ignores: tuple[tuple[str, tuple[str, ...]], ...] = ()
    root: Path | None = None              # the folder of the pyproject.toml (patterns are relative to it)
    path: Path | None = None              # the pyproject.toml read, if any

    def enabled(self, code: Code, file: str | None = None) -> bool:
        """Whether a diagnostic of `code` (in `file`) is reported. Errors always are."""
        if not code.id.startswith("W"):
            return True
        ignores = list(self.ignore)
        if file is not None:
            ignores += [c for pattern, codes in self.per_file_ignores if self._matches(pattern, file)
                        for c in codes]
        best_sel = max((x for x in (_specificity(s, code) for s in self.select) if x is not None), default=None)
        best_ign = max((x for x in (_specificity(s, code) for s in ignores) if x is not None), default=None)
        if code.id.startswith(LINT_PREFIX):
            if best_sel is None:
                return False
        elif best_sel is None:
            best_sel = -1                 # W0xx (input warnings) are on unless ignored
        return best_ign is None or best_sel > best_ign

    def _matches(self, pattern: str, file: str) -> bool:
        p = Path(file)
        try:
            rel = p.resolve().relative_to((self.root or Path.cwd()).resolve()).as_posix()
        except (ValueError, OSError):
            rel = p.as_posix()
        pat = pattern.rstrip("/")
        return (fnmatch.fnmatch(rel, pat) or fnmatch.fnmatch(p.as_posix(), pat)
                or fnmatch.fnmatch(p.name, pat) or rel.startswith(pat + "/"))


def find_pyproject(paths: list[str] | None = None, cwd: Path | None = None) -> Path | None:
    """The nearest pyproject.toml with a [tool.cardtext] table, walking up from the first linted
    path's folder, then from the working folder."""
    starts: list[Path] = []
    for p in paths or []:
        q = Path(p).resolve()
        starts.append(q if q.is_dir() else q.parent)
    starts.append((cwd or Path.cwd()).resolve())
    for start in starts:
        for folder in (start, *start.parents):
            candidate = folder / "pyproject.toml"
            if candidate.is_file():
                try:
                    data = tomllib.loads(candidate.read_text(encoding="utf-8"))
                except (OSError, UnicodeDecodeError, tomllib.TOMLDecodeError):
                    return candidate        # reported by load_config
                if "cardtext" in data.get("tool", {}):
                    return candidate
    return None


def _selectors(value: object, where: str) -> tuple[str, ...]:
    if isinstance(value, str):
        value = [value]
    if not isinstance(value, list):
        raise ConfigError(f"{where}: expected a list of codes")
    return tuple(validate_selector(v, where) for v in value)


def load_config(path: Path | None) -> LintConfig:
    if path is None:
        return LintConfig()
    try:
        data = tomllib.loads(path.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError) as e:
        raise ConfigError(f"{path}: cannot read: {e}") from None
    except tomllib.TOMLDecodeError as e:
        raise ConfigError(f"{path}: not valid TOML: {e}") from None
    table = data.get("tool", {}).get("cardtext", {}).get("lint", {})
    if not isinstance(table, dict):
        raise ConfigError(f"{path}: [tool.cardtext.lint] must be a table")
    where = f"{path} [tool.cardtext.lint]"
    known = {"select", "ignore", "per-file-ignores"}
    for key in table:
        if key not in known:
            raise ConfigError(f"{where}: unknown key `{key}` (known: {', '.join(sorted(known))})")
    cfg = LintConfig(root=path.parent, path=path)
    if "select" in table:
        cfg.select = _selectors(table["select"], f"{where} select")
    if "ignore" in table:
        cfg.ignore = _selectors(table["ignore"], f"{where} ignore")
    pfi = table.get("per-file-ignores", {})
    if not isinstance(pfi, dict):
        raise ConfigError(f"{where} per-file-ignores: expected a table of pattern = [codes]")
    cfg.per_file_ignores = tuple((str(k), _selectors(v, f"{where} per-file-ignores `{k}`")) for k, v in pfi.items())
    for sel in cfg.ignore + tuple(c for _, cs in cfg.per_file_ignores for c in cs):
        hit = [c for c in REGISTRY.values() if _specificity(sel, c) is not None]
        if hit and all(c.id.startswith(("E", "I")) for c in hit):
            raise ConfigError(f"{where}: `{sel}` names errors, which cannot be ignored (only warnings can)")
    return cfg


__all__ = ["ConfigError", "LintConfig", "find_pyproject", "load_config", "lint_codes", "validate_selector"]
