"""The canonical form and the content hash of a document, and checking a stated hash."""

from __future__ import annotations

import functools
import hashlib
import json
import re
from typing import Any

from ..errors import FormatError
from .envelope import HASH_PREFIX, _HASH_RE
from .converter import _describe


# --------------------------------------------------------------------------------------------
# dump


_canonical = functools.partial(json.dumps, sort_keys=True, separators=(",", ":"),
                               ensure_ascii=False, allow_nan=False)


def canonical_bytes(doc: Any) -> bytes:
    """The canonical form the hash is computed over (see the module docstring)."""
    return _canonical(doc).encode("utf-8")


def content_hash(doc: dict[str, Any]) -> str:
    """``"sha256:<hex>"`` of the document without its ``hash`` member."""
    body = {k: v for k, v in doc.items() if k != "hash"}
    return HASH_PREFIX + hashlib.sha256(canonical_bytes(body)).hexdigest()


def _check_hash(raw: dict[str, Any], text: str | None, file: str) -> None:
    if "hash" not in raw:
        raise FormatError("missing: the content hash is required", "hash", file)
    stated = raw["hash"]
    if stated.__class__ is not str or not _HASH_RE.match(stated):
        raise FormatError(f"expected \"sha256:\" and 64 lowercase hex digits, got "
                          f"{_describe(stated)}", "hash", file)
    if text is not None and _layout_hash(text, stated) == stated:
        return
    try:
        actual = content_hash(raw)
    except RecursionError:
        raise FormatError("nested too deeply", "", file) from None
    except UnicodeEncodeError as exc:
        raise FormatError(f"a string holds an unpaired surrogate ({exc.object[exc.start]!a})",
                          "", file) from None
    if actual != stated:
        raise FormatError(f"content hash mismatch: the file says {stated[:19]}..., its content "
                          f"hashes to {actual[:19]}... (edited after compiling? recompile the set)",
                          "hash", file)


def _layout_hash(text: str, stated: str) -> str | None:
    """The fast way to the content hash, for files in `dump`'s layout: drop the line of the
    ``hash`` member and every line break with the indentation after it; what is left is the
    canonical form of the document without its hash. Sound for any text: JSON strings cannot
    hold a raw line break (nor a raw tab), so only whitespace between tokens is dropped; a file
    in any other layout (trailing blanks, another indentation of the hash line) just gives
    another digest, and the caller then re-serialises the parsed document."""
    if "\r" in text:                             # CRLF line ends (a checkout on Windows)
        text = text.replace("\r\n", "\n")
    hash_line = f'\n  "hash":"{stated}",\n'
    at = text.rfind(hash_line)
    if at < 0:
        return None
    digest = hashlib.sha256()
    try:
        for part in (text[:at], text[at + len(hash_line) - 1:]):
            digest.update(_LINE_BREAK.sub("", part).encode("utf-8"))
    except UnicodeEncodeError:
        return None
    return HASH_PREFIX + digest.hexdigest()


_LINE_BREAK = re.compile("\n[ \t]*")
