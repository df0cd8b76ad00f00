"""Stage 1, load: a path or a string becomes a `SourceFile` with a line index.

Spans everywhere are 0-based character offsets into `SourceFile.text`; line and column are
computed only when something is shown to a person (1-based, counted in code points).
"""

from __future__ import annotations

import bisect
from pathlib import Path

import attrs

MAX_FILE_BYTES = 8 * 1024 * 1024   # a 20,000-card set is about 1.5 MB


class SourceError(Exception):
    """A file that cannot be read as card text (I/O, encoding, size): exit code 2."""


@attrs.frozen
class Span:
    start: int  # inclusive
    end: int    # exclusive

    def shift(self, offset: int) -> "Span":
        return Span(self.start + offset, self.end + offset)


@attrs.define(eq=False)
class SourceFile:
    path: str
    text: str
    _line_starts: list[int] = attrs.field(init=False, repr=False)

    def __attrs_post_init__(self) -> None:
        starts = [0]
        find = self.text.find
        i = find("\n")
        while i != -1:
            starts.append(i + 1)
            i = find("\n", i + 1)
        self._line_starts = starts

    def line_col(self, offset: int) -> tuple[int, int]:
        """1-based (line, column) of a character offset."""
        offset = max(0, min(offset, len(self.text)))
        line = bisect.bisect_right(self._line_starts, offset) - 1
        return line + 1, offset - self._line_starts[line] + 1

    def line_text(self, line: int) -> str:
        start = self._line_starts[line - 1]
        end = self._line_starts[line] - 1 if line < len(self._line_starts) else len(self.text)
        return self.text[start:end].rstrip("\r")

    def offset_of_line(self, line: int) -> int:
        return self._line_starts[line - 1]


def decode(data: bytes, path: str) -> str:
    """Bytes to text: UTF-8 (with or without BOM); a byte that is not UTF-8 is an error that
    names its position rather than a silent guess. NUL bytes mean a binary file."""
    if b"\x00" in data[:8192]:
        raise SourceError(f"{path}: looks like a binary file (contains NUL bytes), not card text")
    try:
        text = data.decode("utf-8-sig")
    except UnicodeDecodeError as e:
        line = data[: e.start].count(b"\n") + 1
        raise SourceError(
            f"{path}:{line}: byte 0x{data[e.start]:02x} is not UTF-8; save the file as UTF-8 "
            f"(for Latin-1 text, re-encode it: iconv -f latin1 -t utf-8)"
        ) from None
    return text.replace("\r\n", "\n").replace("\r", "\n")


def load(path: str | Path) -> SourceFile:
    p = Path(path)
    try:
        size = p.stat().st_size
        if size > MAX_FILE_BYTES:
            raise SourceError(f"{p}: file is {size / (1024 * 1024):.1f} MB; a set file may be at most "
                              f"{MAX_FILE_BYTES // (1024 * 1024)} MB (split a larger set into several files)")
        data = p.read_bytes()
    except OSError as e:
        raise SourceError(f"{p}: cannot read: {e.strerror or e}") from None
    return SourceFile(str(path), decode(data, str(path)))
