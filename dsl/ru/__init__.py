"""The Russian surface (Berserk Heroes as printed): a set that says `language ru`.

Russian text is read into the same grammar terminals as English (dsl/ru/lexer.py), so the
parser, the builder and the AST are one; lowering, lint and the runtime never know which
surface a card used. Diagnostics of a Russian set speak Russian (dsl/ru/messages.py), and the
printer writes canonical Russian (dsl/ru/printer.py). Nothing here is imported by an English
check: pymorphy3 loads on the first Russian set only.
"""

from __future__ import annotations


def russian_units(names: tuple[str, ...], file_text: str = ""):
    """A `chunk_units` for one Russian set (its names matched inflected)."""
    from .lexer import ru_chunk_units

    def units(text, base, vocab, offsets=None, own=None):
        return ru_chunk_units(text, base, vocab, offsets, names, own)

    return units
