"""Writing a file the way its owner expects: atomically, and respecting what is there.

`write_atomically(path, text)`:

- the text goes to a temporary file beside the target, is flushed to disk, then renamed over
  it: an interrupted run leaves the old file or the new one, never a truncated one;
- an existing file keeps its permission bits and (when the process may set them) its owner and
  group; a new file gets the usual mode (0666 less the umask), not the 0600 of a temporary file;
- a symbolic link is followed: its target is written and the link stays a link (a dangling
  link or a loop is refused);
- anything that is not a regular file (a folder, a FIFO, a device such as /dev/full, a socket)
  is refused, with a message, and left alone;
- temporary files left behind by an interrupted earlier run (their process is gone) are
  removed the next time that file is written.

Every failure is a `WriteError` carrying the operating system's message.
"""

from __future__ import annotations

import os
import stat
import tempfile
import time
from pathlib import Path

_STALE_AFTER = 24 * 3600      # a temporary file whose process cannot be told is removed after a day


class WriteError(Exception):
    """The file cannot be written; the message names it and says why."""


def kind_of(mode: int) -> str:
    """What a file of this mode is, in words ("a FIFO (named pipe)")."""
    for test, name in ((stat.S_ISDIR, "a folder"), (stat.S_ISFIFO, "a FIFO (named pipe)"),
                       (stat.S_ISCHR, "a character device"), (stat.S_ISBLK, "a block device"),
                       (stat.S_ISSOCK, "a socket")):
        if test(mode):
            return name
    return "not a regular file"


def resolve_target(path: Path) -> tuple[Path, os.stat_result | None]:
    """The file to write for `path` (a symlink's target) and its status (None: it does not
    exist yet). Refuses anything that is not a regular file."""
    target = path
    if path.is_symlink():
        try:
            target = Path(os.path.realpath(path, strict=True))
        except (OSError, RuntimeError) as e:
            raise WriteError(f"{path}: a symbolic link whose target cannot be reached "
                             f"({getattr(e, 'strerror', None) or e}); nothing written") from None
    try:
        st = os.stat(target)
    except FileNotFoundError:
        return target, None
    except OSError as e:
        raise WriteError(f"{path}: cannot write: {e.strerror or e}") from None
    if not stat.S_ISREG(st.st_mode):
        raise WriteError(f"{path}: is {kind_of(st.st_mode)}, not a regular file; nothing written "
                         f"(write to a regular file, or `-` for standard output where a command offers it)")
    return target, st


def _temp_prefix(target: Path) -> str:
    return f".{target.name}."


def clean_stale_temps(target: Path) -> int:
    """Remove the temporary files an interrupted write of `target` left beside it (those
    whose process is gone, or older than a day). How many were removed."""
    folder = target.parent if str(target.parent) else Path(".")
    prefix = _temp_prefix(target)
    removed = 0
    try:
        names = [n for n in os.listdir(folder) if n.startswith(prefix) and n.endswith(".tmp")]
    except OSError:
        return 0
    for name in names:
        pid_text = name[len(prefix):].split(".", 1)[0]
        f = folder / name
        pid = int(pid_text) if pid_text.isdigit() else None
        if pid == os.getpid():
            continue                # this process is writing it
        try:
            if pid is None or not _alive(pid) or time.time() - f.lstat().st_mtime > _STALE_AFTER:
                f.unlink()
                removed += 1
        except OSError:
            continue
    return removed


def _alive(pid: int) -> bool:
    if pid <= 0:
        return False
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except OSError:            # exists, belongs to someone else
        return True
    return True


def write_atomically(path: Path, text: str) -> None:
    """Write `text` (UTF-8, `\\n` line ends) to `path`; see the module docstring."""
    path = Path(path)
    target, st = resolve_target(path)
    folder = target.parent if str(target.parent) else Path(".")
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except OSError as e:
        raise WriteError(f"{path}: cannot write: {e.strerror or e}") from None
    clean_stale_temps(target)
    try:
        # the process id in the name tells a later run whether its writer is gone
        fd, tmp = tempfile.mkstemp(dir=folder, prefix=f"{_temp_prefix(target)}{os.getpid()}.", suffix=".tmp")
    except OSError as e:
        raise WriteError(f"{path}: cannot write: {e.strerror or e}") from None
    try:
        with os.fdopen(fd, "w", encoding="utf-8", newline="\n") as fh:
            if st is not None:
                os.fchmod(fh.fileno(), stat.S_IMODE(st.st_mode))
                if (st.st_uid, st.st_gid) != (os.getuid(), os.getgid()):
                    try:
                        os.fchown(fh.fileno(), st.st_uid, st.st_gid)
                    except PermissionError:
                        pass        # only root may give a file away: it is then ours
            else:
                umask = os.umask(0)
                os.umask(umask)
                os.fchmod(fh.fileno(), 0o666 & ~umask)
            fh.write(text)
            fh.flush()
            os.fsync(fh.fileno())
        os.replace(tmp, target)
    except OSError as e:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise WriteError(f"{path}: cannot write: {e.strerror or e}") from None


__all__ = ["WriteError", "write_atomically", "resolve_target", "clean_stale_temps"]
