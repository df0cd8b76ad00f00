"""`cardtext lsp`: the language server (pygls 2, over standard input and output).

Each open document has a `SetModel`. A change schedules a check of the document: the cards
whose text changed are checked (a few at a time, giving way to other requests in between),
then the diagnostics of the whole document are published. A newer change cancels an
unfinished check. Every handler catches what it does not expect: a bad document or a bad
request gets an empty answer (and a line in the log), never a crashed server.

Initialization options: `{"ruleset": "smashup"}` for spreadsheets without a `ruleset` column.
"""

from __future__ import annotations

import asyncio
import json
import logging
import os
import sys
import time
from typing import Any, Callable

from lsprotocol import types as T
from pygls.lsp.server import LanguageServer
from pygls.uris import to_fs_path

from .. import __version__, codes
from ..codes import lookup
from ..diagnostics import Diagnostic, Severity, error
from ..source import MAX_FILE_BYTES, SourceError, Span, decode, normalize
from . import features as F
from .model import SetModel

log = logging.getLogger("cardtext.lsp")

SEVERITY = {Severity.ERROR: T.DiagnosticSeverity.Error, Severity.WARNING: T.DiagnosticSeverity.Warning,
            Severity.INFO: T.DiagnosticSeverity.Information}
BATCH_SECONDS = 0.05        # check for this long, then let other requests in
PARTIAL_SECONDS = 1.0       # a long first check publishes what it has this often
ROLES = {"card": T.CompletionItemKind.Class, "name": T.CompletionItemKind.EnumMember,
         "keyword": T.CompletionItemKind.Keyword, "word": T.CompletionItemKind.Text}


class CardtextServer(LanguageServer):
    def __init__(self) -> None:
        super().__init__("cardtext", __version__)
        self.models: dict[str, SetModel] = {}
        self.tasks: dict[str, asyncio.Task] = {}
        self.ruleset: str | None = None
        self.refused: dict[str, Diagnostic] = {}     # documents not checked (binary, too big)
        self.linting: dict[str, asyncio.Task] = {}

    # ------------------------------------------------------------------ documents
    def encoding(self) -> str:
        enc = self.workspace.position_encoding if self.protocol.workspace is not None else None
        return str(getattr(enc, "value", enc) or "utf-16")

    def model(self, uri: str) -> SetModel | None:
        return self.models.get(uri)

    def schedule(self, uri: str) -> None:
        old = self.tasks.pop(uri, None)
        if old is not None:
            old.cancel()
        self.tasks[uri] = asyncio.ensure_future(self._check(uri))

    async def _check(self, uri: str) -> None:
        try:
            await asyncio.sleep(0)          # a burst of changes: only the last one is checked
            doc = self.workspace.get_text_document(uri)
            text = doc.source
            m = self.models.get(uri)
            if m is None:
                m = self.models[uri] = SetModel(_path(uri), self.ruleset)
            bad = _refuse(m.path, text)
            if bad is not None:
                self.refused[uri] = bad
                m.update("")
                self.publish(uri, m)
                return
            self.refused.pop(uri, None)
            m.update(text)
            stale = m.stale()
            started = last = time.monotonic()
            batch = time.monotonic()
            # many cards to check (a large file's first check is under way): the edited ones first
            edited = sum(1 for c in stale if id(c) in m.fresh) if len(stale) > 20 else 0
            for i, c in enumerate(stale):
                m.check_one(c)
                if i + 1 == edited:
                    self.publish(uri, m)        # the edited cards' diagnostics before the others'
                now = time.monotonic()
                if now - batch > BATCH_SECONDS:
                    if now - last > PARTIAL_SECONDS and now - started > PARTIAL_SECONDS:
                        self.publish(uri, m)
                        last = now
                    await asyncio.sleep(0)
                    batch = time.monotonic()
            self.publish(uri, m)
        except asyncio.CancelledError:
            raise
        except Exception:       # never let one document stop the server
            log.exception("checking %s failed", uri)

    def schedule_lint(self, uri: str) -> None:
        old = self.linting.pop(uri, None)
        if old is not None:
            old.cancel()
        self.linting[uri] = asyncio.ensure_future(self._lint(uri))

    async def _lint(self, uri: str) -> None:
        """`cardtext lint` on the saved file, in another process (a whole-set analysis: the
        editor is not kept waiting); its warnings (W codes) join the document's diagnostics
        while the text they are about is unchanged."""
        proc = None
        try:
            m = self.models.get(uri)
            if m is None:
                m = self.models[uri] = SetModel(_path(uri), self.ruleset)
            if not os.path.isfile(m.path):
                return
            args = [sys.executable, "-m", "dsl", "lint", "--format", "json", m.path]
            if self.ruleset and m.spreadsheet:
                args += ["--ruleset", self.ruleset]
            proc = await asyncio.create_subprocess_exec(*args, stdout=asyncio.subprocess.PIPE,
                                                        stderr=asyncio.subprocess.DEVNULL,
                                                        stdin=asyncio.subprocess.DEVNULL)
            out, _ = await proc.communicate()
            proc = None
            self._sync(uri, m)
            if uri in self.refused:
                return
            with open(m.path, encoding="utf-8-sig") as fh:
                if normalize(fh.read()) != m.text:
                    return              # edited since: the next save lints again
            warnings = []
            for d in json.loads(out or b"{}").get("diagnostics", []):
                code = lookup(str(d.get("code", "")))
                if code is None or not code.id.startswith("W") or code.id == "W001":
                    continue
                loc, end = d.get("location") or {}, d.get("end_location") or {}
                start = m.source.offset_of_line(max(1, min(loc.get("row", 1), len(m.source._line_starts)))) \
                    + max(0, loc.get("column", 1) - 1)
                stop = m.source.offset_of_line(max(1, min(end.get("row", 1), len(m.source._line_starts)))) \
                    + max(0, end.get("column", 1) - 1)
                warnings.append(error(code, str(d.get("message", "")), Span(start, max(start, stop)),
                                      label=str(d.get("label") or ""), help=d.get("help"), path=m.path))
            m.set_lint(warnings)
            self.publish(uri, m)
        except asyncio.CancelledError:
            raise
        except Exception:
            log.exception("linting %s failed", uri)
        finally:
            if proc is not None and proc.returncode is None:
                proc.kill()

    def publish(self, uri: str, m: SetModel) -> None:
        diags = [self.refused[uri]] if uri in self.refused else m.diagnostics()
        enc = self.encoding()
        out = [self.to_lsp(m, d, enc) for d in diags]
        try:
            version = self.workspace.get_text_document(uri).version
        except Exception:
            version = None
        self.text_document_publish_diagnostics(T.PublishDiagnosticsParams(uri=uri, diagnostics=out, version=version))

    def to_lsp(self, m: SetModel, d: Diagnostic, enc: str) -> T.Diagnostic:
        message = d.message
        if d.primary.message:
            message += f"\n{d.primary.message}"
        if d.help:
            message += f"\nhelp: {d.help}"
        fix = F.suggestion(d)
        return T.Diagnostic(range=self.range(m, d.primary.span, enc), message=message, source="cardtext",
                            severity=SEVERITY.get(d.severity, T.DiagnosticSeverity.Error),
                            code=d.code.id, data={"replace": fix} if fix else None,
                            code_description=None)

    def range(self, m: SetModel, sp: Span, enc: str | None = None) -> T.Range:
        enc = enc or self.encoding()
        a, b = m.position(sp.start, enc), m.position(sp.end, enc)
        return T.Range(start=T.Position(line=a[0], character=a[1]), end=T.Position(line=b[0], character=b[1]))

    def at(self, params: Any) -> tuple[SetModel, int] | None:
        m = self.models.get(params.text_document.uri)
        if m is None or params.text_document.uri in self.refused:
            return None
        self._sync(params.text_document.uri, m)
        p = params.position
        return m, m.offset(p.line, p.character, self.encoding())

    def _sync(self, uri: str, m: SetModel) -> None:
        """A request that arrives before the check of the last change ran: read the text now
        (the cards it needs are checked on demand)."""
        try:
            text = self.workspace.get_text_document(uri).source
        except Exception:
            return
        if len(text) != len(m.text) or text != m.text:
            if _refuse(m.path, text) is None:
                m.update(text)

    def ensure_checked(self, m: SetModel, c) -> None:
        if c is not None and c.report is None and m.ruleset is not None and c.raw is not None:
            m.check_one(c)


def _path(uri: str) -> str:
    try:
        return to_fs_path(uri) or uri
    except Exception:
        return uri


def _refuse(path: str, text: str) -> Diagnostic | None:
    """A document `cardtext check` would not read (binary, too big): its E001, else None."""
    if "\x00" not in text and len(text) <= MAX_FILE_BYTES // 4:
        return None
    try:
        data = text.encode("utf-8", "surrogatepass")
        if len(data) > MAX_FILE_BYTES:
            return error(codes.E001, f"file is {len(data) / (1024 * 1024):.1f} MB; a set file may be at most "
                                     f"{MAX_FILE_BYTES // (1024 * 1024)} MB (split a larger set into several files)",
                         Span(0, 0), path=path)
        decode(data, path)
    except SourceError as e:
        return error(codes.E001, e.message, Span(0, 0), path=path)
    return None


def _guard(default: Any = None, *, at: bool = False) -> Callable:
    """A handler that fails answers `default` (and logs why): a request never stops the server.
    With `at`, the request is about a place in a document: the handler is called as
    `fn(ls, params, model, offset)`, and a place in no open set answers `default`."""
    def wrap(fn):
        def handler(ls, params):
            try:
                if not at:
                    return fn(ls, params)
                got = ls.at(params)
                return default if got is None else fn(ls, params, *got)
            except F.RenameError:
                raise
            except Exception:
                log.exception("%s failed", fn.__name__)
                return default
        handler.__name__ = fn.__name__
        return handler
    return wrap


def build_server() -> CardtextServer:
    server = CardtextServer()

    @server.feature(T.INITIALIZE)
    def initialize(ls: CardtextServer, params: T.InitializeParams) -> None:
        opts = params.initialization_options
        if isinstance(opts, dict) and isinstance(opts.get("ruleset"), str):
            ls.ruleset = opts["ruleset"]

    @server.feature(T.TEXT_DOCUMENT_DID_OPEN)
    def did_open(ls: CardtextServer, params: T.DidOpenTextDocumentParams) -> None:
        ls.schedule(params.text_document.uri)
        ls.schedule_lint(params.text_document.uri)

    @server.feature(T.TEXT_DOCUMENT_DID_SAVE)
    def did_save(ls: CardtextServer, params: T.DidSaveTextDocumentParams) -> None:
        ls.schedule_lint(params.text_document.uri)

    @server.feature(T.TEXT_DOCUMENT_DID_CHANGE)
    def did_change(ls: CardtextServer, params: T.DidChangeTextDocumentParams) -> None:
        ls.schedule(params.text_document.uri)

    @server.feature(T.TEXT_DOCUMENT_DID_CLOSE)
    def did_close(ls: CardtextServer, params: T.DidCloseTextDocumentParams) -> None:
        uri = params.text_document.uri
        for tasks in (ls.tasks, ls.linting):
            task = tasks.pop(uri, None)
            if task is not None:
                task.cancel()
        ls.models.pop(uri, None)
        ls.refused.pop(uri, None)
        ls.text_document_publish_diagnostics(T.PublishDiagnosticsParams(uri=uri, diagnostics=[]))

    @server.feature(T.TEXT_DOCUMENT_HOVER)
    @_guard(at=True)
    def hover(ls: CardtextServer, params: T.HoverParams, m: SetModel, off: int) -> T.Hover | None:
        ls.ensure_checked(m, m.card_at(off))
        named = F.name_at(m, off)
        if named is not None:
            ls.ensure_checked(m, named[0])
        res = F.hover(m, off)
        if res is None:
            return None
        text, sp = res
        return T.Hover(contents=T.MarkupContent(kind=T.MarkupKind.Markdown, value=text), range=ls.range(m, sp))

    @server.feature(T.TEXT_DOCUMENT_COMPLETION, T.CompletionOptions(trigger_characters=[" ", "("]))
    @_guard(at=True)
    def completion(ls: CardtextServer, params: T.CompletionParams, m: SetModel, off: int) -> T.CompletionList | None:
        enc = ls.encoding()
        items = []
        for i in F.completion(m, off):
            edit = None
            if i.start >= 0:
                edit = T.TextEdit(range=ls.range(m, Span(i.start, off), enc), new_text=i.label)
            items.append(T.CompletionItem(label=i.label, kind=ROLES.get(i.role), sort_text=i.rank,
                                          detail=i.detail or None, text_edit=edit))
        return T.CompletionList(is_incomplete=False, items=items)

    @server.feature(T.TEXT_DOCUMENT_DEFINITION)
    @_guard(at=True)
    def definition(ls: CardtextServer, params: T.DefinitionParams, m: SetModel, off: int) -> T.Location | None:
        sp = F.definition(m, off)
        return T.Location(uri=params.text_document.uri, range=ls.range(m, sp)) if sp is not None else None

    @server.feature(T.TEXT_DOCUMENT_REFERENCES)
    @_guard(default=[], at=True)
    def references(ls: CardtextServer, params: T.ReferenceParams, m: SetModel, off: int) -> list[T.Location]:
        return [T.Location(uri=params.text_document.uri, range=ls.range(m, sp))
                for sp in F.references(m, off, params.context.include_declaration)]

    @server.feature(T.TEXT_DOCUMENT_PREPARE_RENAME)
    @_guard(at=True)
    def prepare_rename(ls: CardtextServer, params: T.PrepareRenameParams, m: SetModel, off: int) -> T.Range | None:
        named = F.name_at(m, off)
        return ls.range(m, named[1]) if named is not None else None

    @server.feature(T.TEXT_DOCUMENT_RENAME)
    @_guard(at=True)
    def rename(ls: CardtextServer, params: T.RenameParams, m: SetModel, off: int) -> T.WorkspaceEdit | None:
        edits = [T.TextEdit(range=ls.range(m, sp), new_text=new) for sp, new in F.rename(m, off, params.new_name)]
        return T.WorkspaceEdit(changes={params.text_document.uri: edits})

    @server.feature(T.TEXT_DOCUMENT_FORMATTING)
    @_guard()
    def formatting(ls: CardtextServer, params: T.DocumentFormattingParams) -> list[T.TextEdit] | None:
        from ..formatter import format_source
        uri = params.text_document.uri
        m = ls.models.get(uri)
        if m is None or uri in ls.refused:
            return None
        ls._sync(uri, m)
        res = format_source(m.source, ls.ruleset)
        if not res.ok or not res.changed:
            return [] if res.ok else None
        end = m.position(len(m.text))
        whole = T.Range(start=T.Position(line=0, character=0), end=T.Position(line=end[0] + 1, character=0))
        return [T.TextEdit(range=whole, new_text=res.text)]

    @server.feature(T.TEXT_DOCUMENT_CODE_ACTION,
                    T.CodeActionOptions(code_action_kinds=[T.CodeActionKind.QuickFix]))
    @_guard(default=[])
    def code_action(ls: CardtextServer, params: T.CodeActionParams) -> list[T.CodeAction]:
        uri = params.text_document.uri
        out = []
        for d in params.context.diagnostics:
            if d.source != "cardtext":
                continue
            data = d.data if isinstance(d.data, dict) else {}
            fix = data.get("replace")
            if isinstance(fix, str) and fix:
                out.append(T.CodeAction(title=f"Replace with `{fix}`", kind=T.CodeActionKind.QuickFix,
                                        diagnostics=[d], is_preferred=True,
                                        edit=T.WorkspaceEdit(changes={uri: [T.TextEdit(range=d.range, new_text=fix)]})))
            code = str(d.code or "")
            if code.startswith("W4"):
                m = ls.models.get(uri)
                line = d.range.start.line
                indent = ""
                if m is not None and line < len(m.source._line_starts):
                    text = m.source.line_text(line + 1)
                    indent = text[:len(text) - len(text.lstrip())]
                at = T.Position(line=line, character=0)
                out.append(T.CodeAction(title=f"Suppress {code} here (# lint: allow {code})",
                                        kind=T.CodeActionKind.QuickFix, diagnostics=[d],
                                        edit=T.WorkspaceEdit(changes={uri: [T.TextEdit(
                                            range=T.Range(start=at, end=at),
                                            new_text=f"{indent}# lint: allow {code}\n")]})))
        return out

    return server


def main() -> int:
    logging.basicConfig(level=logging.WARNING, format="cardtext lsp: %(levelname)s %(message)s")
    build_server().start_io()
    return 0


__all__ = ["build_server", "main", "CardtextServer"]
