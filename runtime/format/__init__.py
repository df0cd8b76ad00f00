"""Stage 8, emit, and its inverse, load: the compiled set format (SPEC §5, STYLE §11).

A compiled set is one JSON document (UTF-8, no BOM), one card per line::

    {
      "cards":[
        {"abilities":[{"ability":{"effect":{"kind":"destroy","target":{"filter":{"card_types":["creature"],"stats":[{"cmp":"le","stat":"cost","value":3}]},"kind":"each"}},"kind":"on_play","label":"recruit","origin":"berserk/raptor#0"},"span":[214,263,7,3,7,52,"Recruit: Destroy each creature of cost 3 or less."]}],"element":"forest","header":{"cost":"5","element":"forest","life":"4","strike":"3"},"name":"Raptor","slug":"berserk/raptor","source":["cardsets/berserk/heroes.cards",6],"stats":{"cost":5,"life":4,"strike":3},"subtypes":["Dinosaur"],"type":"creature"}
      ],
      "compiler":"0.1.0",
      "format":"cardtext/compiled",
      "hash":"sha256:<64 lowercase hex digits>",
      "pool":{
        "@65aa2b41":["Amount",{"kind":"const","value":1}]
      },
      "ruleset":"berserk",
      "version":4
    }

Envelope
    ``format`` is always ``"cardtext/compiled"``; ``version`` is an integer (this runtime reads
    4 and, through ``MIGRATIONS``, anything older: version 1 wrote ``source`` and ``span`` as
    objects and had no ``shared``; version 2 had no ``pool``; version 3 wrote two encodings of
    a conditional continuation and fields named ``then`` that version 4 renamed — its upgrade
    expands the pool, see ``migrations._v3_to_v4``); ``compiler`` is the version of the compiler
    that wrote the file; ``ruleset`` names the game's rules (``runtime.RULESETS``); ``hash`` is
    the content hash (below).

Cards
    ``slug`` is the card's stable id (ability *i* of the card has origin ``"<slug>#<i>"``, which
    is what the runtime's trace prints); ``type``/``subtypes``/``keywords``/``element`` as
    printed; ``stats`` holds the *numbers* the runtime reads (a Smash Up base's "vp 3/2/1" is
    ``vp``/``vp2``/``vp3``); ``header`` holds every header field exactly as written, for display
    only (the runtime never reads it). Both are JSON objects; in Python they are tuples of
    ``(name, value)`` pairs sorted by name. ``source`` is the array ``[file, line]``: the
    source file (as given to the compiler, with ``/`` separators) and the 1-based line of the
    card's header (in Python a `SourceRef`).

Shared cards
    ``shared`` (absent when empty) holds the cards of the ruleset's shared decks (Smash Up's
    Madness, SU-M1), compiled from the text the ruleset gives, in the same form as ``cards``:
    a game makes those decks from them (``Game.add_shared_decks(compiled.shared_specs())``).
    ``cardtext compile`` writes them for every set of a ruleset that has shared decks, so an
    engine needs no compiler to play the cards that draw from them.

Declared counters
    ``counters`` (absent when empty) lists, sorted, the counters the set's files declare
    (``counter "stasis"`` in card text) besides the ruleset's own: the IR may name them wherever
    it names a counter. The loader checks each is a lower-case name the ruleset does not have;
    ``runtime.validate.ruleset_of(compiled)`` is the ruleset a game of the set is played with
    (the named ruleset with these counters). Absent in every set that declares none, so such
    sets are written byte for byte as before (still version 4).

Abilities
    ``ability`` is the IR object (``runtime.spec``), a tagged union on ``kind`` (the class's
    ``KIND``, never its name, and always written); enums are their lowercase value strings;
    tuples are arrays; a field equal to its default is left out and the reader fills the default
    in (so changing a default in ``runtime.spec`` changes what old files mean: that needs a new
    format version whose migration writes the old default). ``span`` locates the ability's text
    in the source file, an array ``[start, end, line, column, end_line, end_column, text]`` (in
    Python a `TextSpan` with those fields): ``start``/``end`` are 0-based character offsets (code points, end
    exclusive) into the file's text after normalisation (BOM removed, CRLF/CR read as LF),
    ``line``/``column`` and ``end_line``/``end_column`` are 1-based (columns in code points),
    and ``text`` is exactly ``source_text[start:end]``, so a trace can quote the card text
    without the source file.

The pool
    An IR value written twice or more among the cards of one source file (a filter, an amount,
    a whole effect) is written once, in ``pool`` (absent when empty): ``"@<hex>": [type, value]``, where ``type``
    names where the value may stand (a union, ``"Effect"``, or an IR class, ``"Filter"``) and
    ``value`` is written in full, as it would be in place. Elsewhere the key stands for the
    value, as a string where an object of that type belongs (no IR value is ever a string, so
    nothing else is read as a key). The key is ``"@"`` and the first 8 hex digits of the SHA-256
    of the entry's canonical JSON ``[type, value]`` (all keys of a set get more digits if two
    different values would collide): it depends on the value alone, so a card's line changes
    only when the card does or when one of its values starts or stops being shared. A value is
    pooled where it stands twice or more (the shared cards count as one file) and nothing
    around it is pooled; entries never refer to one another. The
    compiler pools each file in its own job and keeps the result in its cache; `dump` and
    `assemble` pool the same way, so the same cards give the same bytes. On load each entry is
    read and checked once and every key that stands for it gets the same object (the IR is
    frozen). SPEC §5 leaves the layout to us: the pool makes files smaller and loading faster
    (a generated 20,000-card set: 30% smaller, loads about 1.8x faster).

Determinism and layout
    ``dump`` writes the canonical form (below) of the whole document, hash included, with a line
    break and indentation before each top-level member, each card and each pool entry, and a
    trailing newline: one card per line, so a diff shows which cards changed. No timestamps, nothing
    from the machine. Same set and compiler version, same bytes.

Content hash
    ``hash`` is ``"sha256:"`` followed by the lowercase hex SHA-256 of the *canonical form* of
    the document without its ``hash`` member. The canonical form is
    ``json.dumps(doc, sort_keys=True, separators=(",", ":"), ensure_ascii=False).encode("utf-8")``:
    no whitespace; object keys sorted by code point; strings as literal UTF-8 except ``"`` and
    ``\\`` (escaped with a backslash), ``\\b \\f \\n \\r \\t``, and other characters below U+0020
    as ``\\u00XX`` (lowercase hex); integers in plain decimal; ``true``/``false``/``null``. The
    document holds no floats. For documents whose keys are all in the BMP (every document this
    compiler writes) that is exactly RFC 8785 (JCS), so any JCS library can verify the hash. The
    hash is computed over the document as stored, before any migration. For a file as ``dump``
    wrote it there is a shortcut: delete the line of the ``hash`` member, then every line break
    and the indentation after it: the result is those canonical bytes. (The
    loader takes that shortcut first and re-serialises only if it does not match, so a file
    re-indented by some tool still verifies.)

Loading (``load_set(path)`` / ``loads(text)``) checks, in order: UTF-8, JSON syntax (NaN and
Infinity are not JSON), a top-level object, ``format``, ``version`` (newer: refused; older:
migrated), ``hash``, then the pool's entries, then the structure: unknown keys, missing
fields, a pool key that is not in the pool or stands where another type belongs, wrong types (no
coercion: ``"3"`` is not an integer, ``true`` is not ``1``), unknown ``kind`` tags, enum values,
and the IR's own invariants (e.g. a target's ``max`` below its ``min``). Every problem raises
`FormatError` whose message names the place (``cards[3].abilities[0].ability.effect.target.min``)
and what is wrong. Duplicate keys in one object are not detected (the last wins, as in
``json.loads``); ``dump`` never writes them. A file that cannot be opened raises the usual
``OSError`` (``FileNotFoundError``, ``IsADirectoryError``, ``PermissionError``) naming the path:
the file is missing, not damaged. Loading never executes code from the file: no pickle, no
eval, no import of anything the file names; ``kind`` tags are looked up in a fixed table.

The JSON is parsed by msgspec where it can read the text (any other text, and every error, by
``json.loads``: the same diagnostics; docs/runtime.md). The loader is a fast path generated once from the attrs classes (one Python function per
class, every check inlined, the ruleset's range of numbers and its words too (`runtime.validate`);
most objects are built from a checked copy of their JSON object
without an __init__ call) and, only when that fails, a detailed cattrs converter that reads the
document again to find every problem and its path (`_explain`). While it loads, the cyclic garbage collector is paused (the loader creates no cycles;
it would otherwise rescan the new objects again and again). The JSON Schema (``schema()``,
draft 2020-12) is generated by reflection from the same attrs classes.

The package, by concern: ``envelope`` (the format's name and version, the data classes),
``document`` (dump, assemble, load), ``hashing`` (canonical form, content hash), ``pool``,
``loader`` (the generated fast path), ``typed`` (msgspec's typed decoding of a
current set, tried first), ``converter`` (the detailed path and its error places),
``migrations``, ``schema``. Everything public is imported here (``from runtime import format
as fmt``; ``python -m runtime.format`` prints the schema).
"""

from __future__ import annotations

from ..errors import FormatError
from .document import (assemble, assemble_pooled, card_text, dump, load_document, load_set, loads,
                       to_document)
from .envelope import (FORMAT_CLASSES, FORMAT_NAME, FORMAT_VERSION, UNIONS, CompiledAbility, CompiledCard,
                       CompiledSet, SourceRef, TextSpan)
from .hashing import canonical_bytes, content_hash
from .migrations import MIGRATIONS
from .pool import pool_texts
from .schema import schema, schema_text

__all__ = [
    "FORMAT_NAME", "FORMAT_VERSION", "MIGRATIONS", "CompiledAbility", "CompiledCard",
    "CompiledSet", "FormatError", "SourceRef", "TextSpan", "assemble", "assemble_pooled",
    "canonical_bytes", "card_text", "content_hash", "dump", "load_document", "load_set", "loads",
    "pool_texts", "schema", "schema_text", "to_document",
]
