"""A Russian set's headers and spreadsheet cells: the Russian words of card types, fields,
columns and elements -> the ruleset's own (English) words. Card names and classes stay as printed."""

from __future__ import annotations

from .lexicon import COLUMNS, HEADER_WORDS

# a type or element cell's Russian word -> the ruleset's
_CELL_WORDS = {"существо": "creature", "герой": "hero", "заклинание": "spell", "артефакт": "artifact",
               "событие": "event", "оружие": "weapon",
               "болото": "swamp", "лес": "forest", "горы": "mountains", "степь": "steppe", "тьма": "darkness",
               "нейтральный": "", "нейтральная": ""}


def russian_columns(header: list[tuple[str, int]]) -> list[tuple[str, int]]:
    """Column names of a Russian spreadsheet (название, тип, текст, стоимость …) -> ours."""
    return [(COLUMNS.get(h, h), off) for h, off in header]


def russian_cells(ctype: str, cell: dict) -> tuple[str, dict]:
    """The type cell and the element cell in the ruleset's words; a `classes` cell is the subtypes."""
    ctype = _CELL_WORDS.get(ctype, ctype)
    if "element" in cell:
        text, off, offs = cell["element"]
        word = _CELL_WORDS.get(text.strip().lower(), text)
        cell = dict(cell, element=(word, off, offs))
    return ctype, cell


__all__ = ["HEADER_WORDS", "russian_columns", "russian_cells"]
