"""`cardtext lsp` end to end: one server process, driven over stdio as an editor drives it
(pytest-lsp). The cards are made up for these tests."""

from __future__ import annotations

import asyncio
from pathlib import Path
import sys

import pytest

pytest.importorskip("pygls")
pytest_lsp = pytest.importorskip("pytest_lsp")

from lsprotocol import types as T  # noqa: E402
from pytest_lsp import ClientServerConfig, LanguageClient, client_capabilities  # noqa: E402

pytestmark = pytest.mark.asyncio(loop_scope="module")

SET = """\
ruleset smashup

card "Lab Mole": minion (Digger), power 2, faction Burrowers
  You may destory a minion of power 2 or less here.

card "Tunnel Call": action, faction Burrowers
  Return Lab Mole to your hand.
  Draw a card.
"""
TSV = "name\ttype\ttext\tpower\nSoot Imp\tminion\tDraw a card.\t2\nAsh Call\taction\tReturn Sooot Imp to your hand.\t\n"


@pytest_lsp.fixture(scope="module", config=ClientServerConfig(
    server_command=[sys.executable, "-m", "dsl", "lsp"]))
async def client(lsp_client: LanguageClient):
    await lsp_client.initialize_session(T.InitializeParams(
        capabilities=client_capabilities("visual-studio-code"), initialization_options={"ruleset": "smashup"}))
    yield
    await lsp_client.shutdown_session()


_versions: dict[str, int] = {}


async def _published(client: LanguageClient, uri: str, version: int) -> list[T.Diagnostic]:
    while True:
        fut = client.protocol.wait_for_notification("textDocument/publishDiagnostics")
        params = await asyncio.wait_for(asyncio.wrap_future(fut), 60)
        if params.uri == uri and params.version == version:
            return params.diagnostics


async def open_doc(client: LanguageClient, name: str, text: str) -> tuple[str, list[T.Diagnostic]]:
    uri = f"file:///cardtext-lsp-test/{name}"
    _versions[uri] = 1
    fut = client.protocol.wait_for_notification("textDocument/publishDiagnostics")
    client.text_document_did_open(T.DidOpenTextDocumentParams(
        text_document=T.TextDocumentItem(uri=uri, language_id="cards", version=1, text=text)))
    params = await asyncio.wait_for(asyncio.wrap_future(fut), 60)
    if params.uri == uri and params.version == 1:
        return uri, params.diagnostics
    return uri, await _published(client, uri, 1)


async def change(client: LanguageClient, uri: str, text: str) -> list[T.Diagnostic]:
    _versions[uri] += 1
    v = _versions[uri]
    waiting = asyncio.ensure_future(_published(client, uri, v))
    await asyncio.sleep(0)
    client.text_document_did_change(T.DidChangeTextDocumentParams(
        text_document=T.VersionedTextDocumentIdentifier(uri=uri, version=v),
        content_changes=[T.TextDocumentContentChangeWholeDocument(text=text)]))
    return await waiting


def pos(text: str, needle: str, plus: int = 0) -> T.Position:
    off = text.index(needle) + plus
    line = text.count("\n", 0, off)
    return T.Position(line=line, character=off - (text.rfind("\n", 0, off) + 1))


def doc(uri: str) -> T.TextDocumentIdentifier:
    return T.TextDocumentIdentifier(uri=uri)


async def test_diagnostics_as_check_reports_them_and_follow_edits(client: LanguageClient):
    uri, diags = await open_doc(client, "diag.cards", SET)
    assert [(d.code, d.range.start.line, d.range.start.character, d.range.end.character) for d in diags] == \
        [("E103", 3, 10, 17)]
    assert diags[0].message.startswith("unknown word `destory`") and diags[0].data == {"replace": "destroy"}
    # an edit of the name the other card uses: E201 appears in that card (the name table changed)
    renamed = SET.replace('"Lab Mole"', '"Lab Vole"').replace("destory", "destroy")
    diags = await change(client, uri, renamed)
    assert [(d.code, d.range.start.line) for d in diags] == [("E201", 6)]
    assert diags[0].data == {"replace": "Lab Vole"}
    assert list(await change(client, uri, renamed.replace("Return Lab Mole", "Return Lab Vole"))) == []


async def test_spreadsheet_rows_are_checked_with_the_ruleset_of_the_session(client: LanguageClient):
    uri, diags = await open_doc(client, "sheet.tsv", TSV)
    assert [(d.code, d.range.start.line, d.range.start.character) for d in diags] == [("E201", 2, 23)]
    assert diags[0].data == {"replace": "Soot Imp"}


async def test_hover_reads_back_an_ability_and_shows_a_named_card(client: LanguageClient):
    uri, _ = await open_doc(client, "hover.cards", SET)
    h = await client.text_document_hover_async(T.HoverParams(text_document=doc(uri), position=pos(SET, "Draw a card", 2)))
    assert h.contents.value == "**What it does:** When this action is played, you draw 1 card."
    h = await client.text_document_hover_async(T.HoverParams(text_document=doc(uri), position=pos(SET, "Lab Mole to", 3)))
    assert 'card "Lab Mole": minion (Digger)' in h.contents.value and "does not compile" in h.contents.value
    h = await client.text_document_hover_async(T.HoverParams(text_document=doc(uri), position=pos(SET, '"Tunnel', 2)))
    assert "**What it does:**" in h.contents.value and "you draw 1 card" in h.contents.value


async def test_completion_offers_the_grammars_words_and_the_sets_names_first(client: LanguageClient):
    text = SET + '\ncard "Dig Deep": action\n  You may \n'
    uri, _ = await open_doc(client, "complete.cards", text)
    res = await client.text_document_completion_async(T.CompletionParams(
        text_document=doc(uri), position=pos(text, "You may \n", len("You may "))))
    labels = [i.label for i in sorted(res.items, key=lambda i: i.sort_text)]
    assert {"destroy", "draw", "return"} <= set(labels)
    assert "minion" not in labels            # not a verb: the grammar does not take it after "may"
    res = await client.text_document_completion_async(T.CompletionParams(
        text_document=doc(uri), position=pos(text, "Lab Mole to", 0)))
    labels = [i.label for i in sorted(res.items, key=lambda i: i.sort_text)]
    assert labels[:3] == ["Dig Deep", "Lab Mole", "Tunnel Call"]      # card names first where a name fits
    typing = text.replace("  You may \n", "  Return Lab M\n")         # a name of two words, half typed
    assert await change(client, uri, typing) is not None
    res = await client.text_document_completion_async(T.CompletionParams(
        text_document=doc(uri), position=pos(typing, "Lab M\n", len("Lab M"))))
    mole = next(i for i in res.items if i.label == "Lab Mole")
    at = pos(typing, "Lab M\n")
    assert (mole.text_edit.range.start, mole.text_edit.new_text) == (at, "Lab Mole")


async def test_definition_references_and_rename_of_a_card(client: LanguageClient):
    uri, _ = await open_doc(client, "names.cards", SET)
    at = pos(SET, "Lab Mole to", 1)
    loc = await client.text_document_definition_async(T.DefinitionParams(text_document=doc(uri), position=at))
    assert (loc.range.start.line, loc.range.start.character, loc.range.end.character) == (2, 6, 14)
    refs = await client.text_document_references_async(T.ReferenceParams(
        text_document=doc(uri), position=at, context=T.ReferenceContext(include_declaration=True)))
    assert sorted((r.range.start.line, r.range.start.character) for r in refs) == [(2, 6), (6, 9)]
    edit = await client.text_document_rename_async(T.RenameParams(text_document=doc(uri), position=at,
                                                                  new_name="Lab Vole"))
    edits = edit.changes[uri]
    assert sorted((e.range.start.line, e.range.start.character, e.new_text) for e in edits) == \
        [(2, 6, "Lab Vole"), (6, 9, "Lab Vole")]


async def test_formatting_and_the_did_you_mean_fix(client: LanguageClient):
    messy = 'ruleset SMASHUP\ncard "Quiet Owl": minion, power 3\n  draw a card\n'
    uri, diags = await open_doc(client, "fmt.cards", messy)
    assert list(diags) == []
    edits = await client.text_document_formatting_async(T.DocumentFormattingParams(
        text_document=doc(uri), options=T.FormattingOptions(tab_size=2, insert_spaces=True)))
    assert edits[0].new_text == 'ruleset smashup\n\ncard "Quiet Owl": minion, power 3\n  Draw a card.\n'
    uri, diags = await open_doc(client, "fix.cards", SET)
    actions = await client.text_document_code_action_async(T.CodeActionParams(
        text_document=doc(uri), range=diags[0].range, context=T.CodeActionContext(diagnostics=diags)))
    assert [a.title for a in actions] == ["Replace with `destroy`"]
    assert actions[0].edit.changes[uri][0].new_text == "destroy"
    warn = T.Diagnostic(range=T.Range(start=T.Position(line=3, character=2), end=T.Position(line=3, character=9)),
                        message="abilities trigger each other without bound", code="W404", source="cardtext")
    actions = await client.text_document_code_action_async(T.CodeActionParams(
        text_document=doc(uri), range=warn.range, context=T.CodeActionContext(diagnostics=[warn])))
    assert actions[0].edit.changes[uri][0].new_text == "  # lint: allow W404\n"


async def test_hostile_documents_and_requests_do_not_stop_the_server(client: LanguageClient):
    uri, diags = await open_doc(client, "binary.cards", "ruleset smashup\n\x00\x01card")
    assert [d.code for d in diags] == ["E001"]
    nested = "ruleset smashup\ncard \"Deep\": action\n  " + "(" * 3000 + "Draw a card." + ")" * 3000 + "\n"
    huge = "ruleset smashup\ncard \"Long\": action\n  " + "Draw a card and " * 20000 + "\n"
    uri, diags = await open_doc(client, "nested.cards", nested)
    assert diags and all(d.code.startswith("E1") for d in diags)
    uri2, diags = await open_doc(client, "huge.cards", huge)
    assert [d.code for d in diags] == ["E105"]
    for line, ch in ((10**6, 5), (0, 10**6), (2, 3)):
        at = T.Position(line=line, character=ch)
        await client.text_document_hover_async(T.HoverParams(text_document=doc(uri), position=at))
        await client.text_document_completion_async(T.CompletionParams(text_document=doc(uri), position=at))
        await client.text_document_definition_async(T.DefinitionParams(text_document=doc(uri2), position=at))
    h = await client.text_document_hover_async(T.HoverParams(
        text_document=doc("file:///cardtext-lsp-test/never-opened.cards"), position=T.Position(line=0, character=0)))
    assert h is None
    uri, diags = await open_doc(client, "after.cards", SET)       # still answering
    assert [d.code for d in diags] == ["E103"]


async def test_lint_warnings_on_save_and_their_suppression(client: LanguageClient):
    path = Path(__file__).resolve().parent / "fixtures" / "lint" / "cycles_smashup.cards"
    text = path.read_text(encoding="utf-8")
    uri = path.as_uri()
    _versions[uri] = 1
    client.text_document_did_open(T.DidOpenTextDocumentParams(
        text_document=T.TextDocumentItem(uri=uri, language_id="cards", version=1, text=text)))
    for _ in range(5):              # the check, then the lint (another process)
        diags = await _published(client, uri, 1)
        if any(d.code == "W404" for d in diags):
            break
    warn = next(d for d in diags if d.code == "W404")
    assert warn.severity == T.DiagnosticSeverity.Warning and warn.message.startswith("abilities trigger each other")
    actions = await client.text_document_code_action_async(T.CodeActionParams(
        text_document=doc(uri), range=warn.range, context=T.CodeActionContext(diagnostics=[warn])))
    line = text.split("\n")[warn.range.start.line]
    assert actions[0].edit.changes[uri][0].new_text == line[:len(line) - len(line.lstrip())] + "# lint: allow W404\n"
