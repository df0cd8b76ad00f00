"""Stage 1, load: a path or a string becomes a `SourceFile` with a line index.

Spans everywhere are 0-based character offsets into `SourceFile.text`; line and column are
computed only when something is shown to a person (1-based, counted in code points).
"""

from __future__ import annotations

import bisect
import stat
from pathlib import Path

import attrs

MAX_FILE_BYTES = 8 * 1024 * 1024   # a 20,000-card set is about 1.5 MB


class SourceError(Exception):
    """A file that cannot be read as card text (I/O, encoding, size): exit code 2.

    `text` and `offset`, when set, locate the problem: the file decoded for display only (bad
    bytes shown as U+FFFD) and the offset of the first bad character in it."""

    def __init__(self, message: str, text: str = "", offset: int = 0) -> None:
        super().__init__(message)
        self.message = message
        self.text = text
        self.offset = offset


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


def normalize(text: str) -> str:
    """One text convention everywhere: no BOM, LF line ends (CRLF and lone CR become LF)."""
    if text.startswith("\ufeff"):
        text = text[1:]
    if "\r" in text:
        text = text.replace("\r\n", "\n").replace("\r", "\n")
    return text


def decode(data: bytes, path: str) -> str:
    """Bytes to text: UTF-8 (with or without BOM); a byte that is not UTF-8 is an error that
    names its line rather than a silent guess. NUL bytes mean a binary file."""
    nul = data.find(b"\x00")
    if nul != -1:
        shown = normalize(data.decode("utf-8", errors="replace")).replace("\x00", "\ufffd")
        line = data[:nul].count(b"\n") + 1
        raise SourceError(f"looks like a binary file, not card text (a NUL byte on line {line})",
                          shown, len(data[:nul].decode("utf-8", errors="replace")))
    try:
        text = data.decode("utf-8-sig")
    except UnicodeDecodeError as e:
        line = data[: e.start].count(b"\n") + 1
        shown = data.decode("utf-8-sig", errors="replace")
        offset = len(data[: e.start].decode("utf-8-sig", errors="replace"))
        raise SourceError(
            f"byte 0x{data[e.start]:02x} on line {line} is not UTF-8; save the file as UTF-8 "
            f"(for Latin-1 text: iconv -f latin1 -t utf-8)", normalize(shown),
            len(normalize(shown[:offset])),
        ) from None
    return normalize(text)


def load(path: str | Path) -> SourceFile:
    p = Path(path)
    try:
        st = p.stat()
        if not stat.S_ISREG(st.st_mode):
            # a FIFO would block, /dev/zero would never end: only regular files are read
            from .writes import kind_of
            raise SourceError(f"cannot read: {kind_of(st.st_mode)}, not a regular file")
        size = st.st_size
        if size > MAX_FILE_BYTES:
            raise SourceError(f"file is {size / (1024 * 1024):.1f} MB; a set file may be at most "
                              f"{MAX_FILE_BYTES // (1024 * 1024)} MB (split a larger set into several files)")
        with open(p, "rb") as fh:
            data = fh.read(MAX_FILE_BYTES + 1)      # bounded, even if the file grows meanwhile
        if len(data) > MAX_FILE_BYTES:
            raise SourceError(f"file is over {MAX_FILE_BYTES // (1024 * 1024)} MB; a set file may be at most "
                              f"{MAX_FILE_BYTES // (1024 * 1024)} MB (split a larger set into several files)")
    except OSError as e:
        raise SourceError(f"cannot read: {e.strerror or e}") from None
    return SourceFile(str(path), decode(data, str(path)))
