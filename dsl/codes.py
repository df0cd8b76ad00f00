"""The registry of diagnostic codes. Ids are never reused or renumbered.

Families (the prefix is the stage): E0xx/W0xx input, E1xx syntax, E2xx names and resolution,
E3xx semantics, W4xx lints (`cardtext lint`), E5xx lowering, E7xx scenarios, I9xx internal errors.
"""

from __future__ import annotations

import attrs


@attrs.frozen
class Code:
    id: str
    name: str
    summary: str
    explanation: str = ""

    @property
    def default_severity(self):
        from .diagnostics import Severity

        return {"E": Severity.ERROR, "W": Severity.WARNING, "I": Severity.ERROR}[self.id[0]]


REGISTRY: dict[str, Code] = {}


def _code(id: str, name: str, summary: str, explanation: str) -> Code:
    c = Code(id, name, summary, explanation.strip())
    assert id not in REGISTRY and all(x.name != name for x in REGISTRY.values()), id
    REGISTRY[id] = c
    return c


E001 = _code("E001", "unreadable-input", "the file cannot be read as card text", """
What: the file is not UTF-8 text, is binary, is too large, or a spreadsheet cannot be read.
Why: cardtext never guesses an encoding; a wrong guess would silently change card text.
Example: a CSV saved as Latin-1 by a spreadsheet program.
Use instead: save the file as UTF-8 (with or without BOM).
""")
E002 = _code("E002", "bad-spreadsheet", "a spreadsheet row or header is malformed", """
What: a CSV/TSV set has no `name` or `text` column, a row has more cells than the header,
or an unterminated quote swallows the rest of the file.
Why: a misaligned row would put one card's text under another card's name.
Example: a row with an extra tab character.
Use instead: fix the row so that every row has the header's columns.
""")
E003 = _code("E003", "missing-ruleset", "the set does not say which ruleset it follows", """
What: a `.cards` file without a `ruleset NAME` line, or a spreadsheet checked without
`--ruleset NAME` and without a `ruleset` column.
Why: the ruleset decides which words mean card types, stats, zones and counters.
Example: `cardtext check cards.tsv`.
Use instead: add `ruleset smashup` at the top of the file, or pass `--ruleset smashup`.
""")
E004 = _code("E004", "unknown-ruleset", "the named ruleset does not exist", """
What: `ruleset NAME` names a ruleset cardtext does not ship.
Why: without it no word of the card text can be resolved.
Example: `ruleset smash-up`.
Use instead: one of the shipped rulesets: `smashup`, `berserk`.
""")
W001 = _code("W001", "unknown-column", "a spreadsheet column cardtext does not use", """
What: a column that is neither a known column (name, type, text, ruleset, subtypes, faction,
keywords) nor a stat of the ruleset. Its cells are ignored.
Why: spreadsheets often carry ids, set names and notes; they are not card text, but a
misspelled stat column (`powr`) would otherwise vanish silently, so it is reported.
Example: an `id` column.
Use instead: nothing, if the column is bookkeeping; otherwise rename it to the stat's name.
""")
E101 = _code("E101", "unexpected-token", "the text does not fit the grammar here", """
What: a word or punctuation mark that the grammar does not accept at that point.
Why: every word of card text must be understood; nothing is skipped.
Example: `Destroy a minion power 3 or less.` (missing `of`).
Use instead: the wording the help shows (the nearest one the grammar accepts, or the set's
own nearest accepted sentence), or a word the label lists, most likely first; the language
reference shows the accepted sentence shapes.
""")
E102 = _code("E102", "unexpected-end", "the sentence ends before it is complete", """
What: the ability text stops where the grammar needs more words; or a label or cost is followed
only by reminder text in brackets, which explains an instruction that is not there.
Why: an incomplete sentence has no defined meaning.
Example: `Destroy a`; `Ongoing: (Draw a card.)`.
Use instead: finish the sentence; write the instruction after the colon.
""")
E103 = _code("E103", "unknown-word", "a word that is not in the card language", """
What: a word that is neither a keyword, nor a word of the ruleset, nor a name of the set.
Why: a misspelled keyword would otherwise change what the card does.
Example: `Destory a minion.`
Use instead: the suggested word, or a name that the set defines.
""")
E104 = _code("E104", "bad-header", "a card header line is malformed", """
What: a line at the start of a line that is neither `ruleset NAME`, a comment, nor
`card "Name": type, stat N, ...`.
Why: the header gives the card's name, type and stats; guessing them is unsafe.
Example: `card Raptor creature` (the name must be quoted, a colon follows it).
Use instead: `card "Raptor": creature, cost 4, life 5, strike 2`.
""")
E105 = _code("E105", "text-too-long", "an ability or nesting is too long to be card text", """
What: a single ability of more than 2,000 characters or 400 words.
Why: no printed card has such text; it is almost always a missing line break or a
pasted document, and parsing it would only produce noise.
Example: a whole rulebook pasted into a `text` cell.
Use instead: split the text into abilities, one per line.
""")
E106 = _code("E106", "unclosed-quote", "a quote in ability text is never closed", """
What: a `"` (or typographic “) in ability text with no closing quote on the same line.
Why: a quote starts a quoted ability or name; an unclosed one swallows the rest of the line.
Example: `This minion has the ability "Draw a card.`
Use instead: close the quote, or remove it.
""")
E201 = _code("E201", "unknown-name", "a name in the text is not a card of the set", """
What: a capitalised word that names no card of the set and nothing the ruleset knows.
Why: "If Mufasa is in your discard pile" must refer to a real card.
Example: `Play Spirit of the Forrest.`
Use instead: the card's exact name, as in its header.
""")
E202 = _code("E202", "unknown-type", "a card type the ruleset does not have", """
What: the header's type is not one of the ruleset's card types.
Why: the type decides which stats a card needs and how it is played.
Example: `card "Raptor": critter, ...` in the berserk ruleset.
Use instead: one of the ruleset's card types.
""")
E203 = _code("E203", "unknown-field", "a header field or column the ruleset does not know", """
What: a header field that is not a stat, keyword or element of the ruleset.
Why: a misspelled stat would leave the card without it.
Example: `card "Raptor": creature, cots 4`.
Use instead: the ruleset's stat names.
""")
E204 = _code("E204", "wrong-word-class", "a word of the ruleset used where it cannot mean anything", """
What: a ruleset word in a place of the sentence where its kind does not fit, such as a
stat used as a counter that the ruleset does not have.
Why: the sentence would have no meaning in this game.
Example: `Place a +1 strike counter on a minion.` in smashup.
Use instead: a counter, stat or zone of the ruleset.
""")
E301 = _code("E301", "missing-stat", "a card lacks a stat its type requires", """
What: the card type requires a stat that the header (or row) does not give.
Why: a minion without power cannot be played by the rules.
Example: `card "Scout": minion`.
Use instead: `card "Scout": minion, power 3`.
""")
E302 = _code("E302", "stat-out-of-range", "a stat value or a number is outside the ruleset's range", """
What: a stat below the ruleset's minimum or above its maximum, or not a whole number (junk
around a digit in a spreadsheet cell: `2abc`, `=1+1`, `3 or 4`); or a number in ability text
outside the ruleset's range for printed numbers (0..99), or one the instruction cannot take.
Why: such values break the game's arithmetic, cannot be carried out, or are typos.
Example: `life 0` in berserk; `Draw 1000000 cards.`
Use instead: a value in the range the message gives.
""")
E303 = _code("E303", "duplicate-card", "two cards of the set share a name", """
What: two cards with the same name in one set.
Why: text that names a card must name exactly one.
Example: two `card "Raptor"` headers.
Use instead: rename one of them.
""")
E304 = _code("E304", "modal-times-exceeds-modes", "a modal ability asks for more distinct modes than it has", """
What: "choose N or more" / "choose N" with fewer than N modes.
Why: no legal choice exists, so the ability could never be declared (BH-524.2).
Example: `Choose 3: Draw a card; Gain 1 coin.`
Use instead: lower N or add modes.
""")
E305 = _code("E305", "empty-card", "a card header with no name", """
What: `card "": ...`.
Why: every card needs a name to be referred to.
Example: `card "": minion, power 2`.
Use instead: give the card its name.
""")
E306 = _code("E306", "duplicate-declaration", "a set declares a name twice, or one its ruleset already has", """
What: a `counter`, `type`, `subtype` or `keyword` declaration whose name is declared again in
the file, or is already a word of the ruleset (a card type, counter, keyword, stat, zone …).
Why: a word must mean one thing; a second meaning would make the text ambiguous.
Example: `counter "wound"` in a berserk set; `keyword "Stalwart": …` written twice.
Use instead: keep one declaration; use the ruleset's own word as it is.
""")
W401 = _code("W401", "impossible-target", "a targeted ability that can never have a legal target", """
What: the restrictions on a target contradict each other, so no card can ever match under the
ruleset: a stat that must be both 3 or less and 5 or more, a value below 0 (values never go
below 0), a card that must carry a counter and none of it, a named card of another type, a
card type that never stays in play.
Why: with no legal target the ability cannot be declared (BH-502.9); in Smash Up it does
nothing (SU-A4). Either way the text is dead, and it is almost always a typo (`or less` for
`or more`) or two restrictions written for different cards.
Example: `Destroy target poisoned creature without poison.`
Use instead: the restriction you meant: `Destroy target poisoned creature.`
""")
W402 = _code("W402", "impossible-mode", "a mode of a modal ability that can never be chosen", """
What: one mode of "choose one or more" / "choose N times from" / "choose one" has a target
that can never be legal (see W401), so no chain can ever contain it.
Why: BH-524.2: a chain may not contain a mode without legal targets. The mode is dead text.
Example: `Choose one or more: Draw a card; Destroy target creature with cost 25 or more.`
Use instead: fix the mode's restrictions, or remove the mode.
""")
W403 = _code("W403", "undeclarable-modal", "a modal ability whose modes can never all be legal together", """
What: "choose N" needs N different modes (or "choose N times from" needs one mode) that are
legal at once, but fewer modes than that can ever be legal.
Why: with no possible chain the ability cannot be declared (BH-524.2); the card never works.
Example: `Choose two: Draw a card; Destroy target spell.` (a spell is never in play, so only
one mode can ever be legal).
Use instead: lower N, fix the impossible mode or add a mode.
""")
W404 = _code("W404", "trigger-cycle", "abilities of the set that trigger each other without bound", """
What: a cycle in the graph of the set's abilities: an ability produces an event that another
ability (or itself) listens to, and so on back to the first, and nothing on the cycle runs
out (no "once per turn", no card that leaves play for good, no finite pile being used up).
The message names the cards on the cycle in order.
Why: the game never ends: the engine has to cut the loop (BH-525) in front of the players.
Example: a minion that says `Return a minion you control to your hand. Play an extra minion.`
returns itself and plays itself again, for ever; so does a base that says `After a player
plays a minion here, you may play an extra minion.` in a set with a minion that returns a
minion to its owner's hand when played.
Use instead: add "once per turn" to one ability, or make one of them use something up.
""")
W405 = _code("W405", "replacement-cycle", "replacement effects of the set that replace each other", """
What: replacement effects whose replacing events are replaced again by the others (or by
themselves): each one's "instead" does what another one replaces.
Why: BH-525 cuts such a cycle before its first repetition at run time, so the result
depends on which effect applied first; the designer almost never means that.
Example: two minions that each say `Ongoing: If this minion would be destroyed, destroy
another minion instead.`
Use instead: make one of them a triggered ability ("after …") or narrow what it replaces.
""")
W406 = _code("W406", "unreachable-trigger", "an ability that listens for an event its ruleset never produces", """
What: a triggered ability, replacement or delayed effect that waits for an event nothing in
the ruleset can cause: a base scoring in a game without bases, wounds in a game without
lives, a phase the game does not have, a resource or counter it does not use.
Why: the ability can never happen; the text is dead.
Example: `When a spell is destroyed, gain 1 coin.` in the berserk ruleset (a spell never
stays in play, so it is never destroyed).
Use instead: an event of the ruleset, about cards that can take part in it.
""")
W407 = _code("W407", "near-duplicate-name", "two cards whose names differ only in case, spaces or punctuation", """
What: two card names of one set (possibly in different files) that are equal once case,
spacing and punctuation are ignored: `Lab Rat` and `Lab-Rat`.
Why: text that names one of them reads as naming either; it is usually a copy that should
have been renamed, or one card entered twice.
Example: `card "Gear Runner"` in one file and `card "Gear-runner"` in another.
Use instead: give each card a clearly different name, or remove the copy.
""")
W408 = _code("W408", "stat-not-for-type", "a stat that cards of this type do not have", """
What: a header stat that the card's type neither requires nor allows: `power` on a Smash Up
action, `strike` on a Berserk spell.
Why: the rules never read it, so the number printed on the card means nothing; usually the
type is wrong.
Example: `card "Zap": action, power 3`.
Use instead: remove the stat, or fix the card's type.
""")
W409 = _code("W409", "templating-drift", "the same effect worded two ways in one set", """
What: two abilities of the set that mean the same thing but are worded differently; the
canonical wording is what `cardtext` prints back from the AST.
Why: players read differing wordings as differing rules; a set keeps one template per effect.
Example: `Destroy a minion of power 2 or less.` on one card and `Destroy a minion with power
2 or less.` on another.
Use instead: the canonical wording the help shows.
""")
W410 = _code("W410", "unused-suppression", "a lint suppression comment that suppresses nothing", """
What: a `# lint: allow CODE` comment whose code is unknown, or whose warning does not occur
on the line below it.
Why: a stale suppression hides the next real problem on that line.
Example: `# lint: allow W401` above an ability that has no impossible target.
Use instead: remove the comment, or name the code the line really produces.
""")
W411 = _code("W411", "here-off-base", "`here` on a card that is not on a base when the ability works", """
What: an ability that names the base its own card is on ("here", "this base", "play it
here") on a card that is on no base when the ability works: a Smash Up action that is not
played on anything goes to the discard pile as it is played, and an ability that works from
the hand ("Special") runs while its card is in the hand.
Why: the card is on no base, so "here" is no base: the target can never be found and the
ability never does anything (SU-A4). The card usually lacks "Play on a base.". On the
on-play ability of an action that is never on a base (not played on anything, no ongoing
ability) `check` already refuses it (E501); W411 reports the other cases, such as a minion's
"Special" that works from the hand.
Example: `card "Tunnel Mole": minion` with `Special: Play after a minion is destroyed here.`
Use instead: `Play on a base. Ongoing: …` (the card then stays on that base), or name the
base another way: the event's base is "there"; `Choose a base. … there`.
""")
W412 = _code("W412", "card-not-in-play", "an ability acts on its own card when that card is not in play", """
What: an on-play ability of a card that goes to the discard pile as it is played (a Smash Up
action not played on anything, a Berserk spell) destroys, moves to another base, changes the
stats or counters of, or takes control of "this" card.
Why: when the ability resolves the card is no longer in play, so no card can be what it acts
on: the instruction never does anything. The words usually meant another card ("this
minion" written on an action, for the minion it should be played on).
Example: `card "Brittle Oath": action` with `Destroy this minion.`
Use instead: `Play on a minion. …` and an ability that names that minion, or "a minion".
""")
W413 = _code("W413", "ongoing-not-played-on", "an ongoing action that never says what it is played on", """
What: a Smash Up action with an ability that works while it is in play (`Ongoing:`, a
trigger, a static ability) whose text never says what it is played on ("Play on a base.",
"Play on a minion.").
Why: an ongoing action is played on a base or on a minion; the card does not say which, so
the runtime lets the player put it on any base, and "this minion" or "here" may not mean
what the designer meant.
Example: `card "Quiet Hum": action` with `Ongoing: Minions here have +1 power.`
Use instead: `Play on a base. Ongoing: Minions here have +1 power.`
""")
W414 = _code("W414", "source-is-destination", "a move or transfer that can end where it starts", """
What: an instruction that moves a card or counters whose source and destination can be the
same card: "transfer a +1 power counter from one of your minions to one of your minions"
(one minion picked twice), "move this minion to a base" (the base it is on), "transfer this
action to a minion" (the minion it is on), "return a card in your hand to your hand". Not reported: "another …", "between two …", "here" against
"another base", and a destination the words name ("to this base", "to here": a card already
there is not moved "to" it).
Why: the player may pick the same card for both ends, and then nothing moves: a choice that
looks like an effect and does nothing, usually a missing "another".
Example: `Transfer a +1 power counter from a minion to a minion.`
Use instead: `Transfer a +1 power counter from a minion to another minion.`; `Move this minion
to another base.`
""")
E501 = _code("E501", "not-executable", "text the runtime cannot execute yet", """
What: a sentence the grammar reads but the compiler cannot turn into ability objects the
interpreter executes; the message quotes the words and names what is missing.
Why: the text on the card is the program. A sentence that cannot run is an error, never an
ability that silently does nothing.
Also E501, "`X` is not understood here": the sentence compiled, but lowering never read the
words named (word accounting: every content word must be read; articles, "to", "of",
"card(s)" and text in brackets are not content words). The card would mean less than it says.
The message names the words and what they try to do ("`player` is not a card this
instruction can act on yet"); the help shows sentences of the same kind that compile.
Example: `Destroy a player.`; `Play an extra standard action.` ("`standard` is not
understood here").
Use instead: a wording the help or the language reference lists as executable, or report the
construct so the runtime can learn it.
""")
E701 = _code("E701", "bad-scenario", "a scenario file line cannot be read", """
What: a line of a `.scenario` file that is not a header (scenario:, rule:, set:, players:,
seed:), a section (setup:, actions:, expect:) or an indented line of a section; or a scenario
with no set or no expectation.
Why: a scenario is a test; a line that is not understood would make it pass for nothing.
Example: `expect Noita dead` at column 0.
Use instead: the shapes listed in `cardtext play --help`.
""")
E702 = _code("E702", "scenario-step-failed", "a scenario step cannot be carried out", """
What: a setup or action line names an unknown player, zone or card, or the game refuses it
(a card that cannot be played, a choice nobody scripted, scripted choices left unused); or a
scripted answer names a card by the game's id (`Imp#7`, the old naming of choices) where the
setup order (`Imp#2`, the second Imp the setup makes) means another card or none.
Why: the scenario does not describe a game that can happen.
Example: `play Raptor` when Raptor is not in hand, or a target choice with no `choose targets:`.
Use instead: fix the setup, add the missing `choose KIND: ANSWER` (naming cards as the setup and
the trace do), or run with --random.
""")
E703 = _code("E703", "expectation-failed", "the game did not end as the scenario expects", """
What: an `expect:` line that does not hold after the actions ran.
Why: the card text does something else than the scenario says — the card or the scenario is wrong.
Example: `Noita in Bob graveyard` when Noita is still in play.
Use instead: read the trace `cardtext play` prints: it quotes the card text behind each step.
""")
I901 = _code("I901", "internal-error", "a bug in cardtext; please report it", """
What: cardtext failed on this input in a way it should not.
Why: this is a bug, not a mistake in the card text.
Use instead: report the input that triggers it.
""")


def lookup(key: str) -> Code | None:
    key = key.strip()
    return REGISTRY.get(key.upper()) or next((c for c in REGISTRY.values() if c.name == key.lower()), None)
