"""A sentence opened by "Then" ("Then, …" too): the next step of the ability, in order."""

from __future__ import annotations

import pytest

from dsl.printer import print_ability

from su_table import e501, probe_ast as parse, probe_ir as compiled


def test_then_with_or_without_a_comma_is_one_ast_and_prints_one_way():
    bare = parse("Draw a card. Then you may discard a card.")
    comma = parse("Draw a card. Then, you may discard a card.")
    assert bare == comma
    assert print_ability(bare) == print_ability(comma) == "Draw a card. Then you may discard a card."


@pytest.mark.rule("SU-A1")
@pytest.mark.parametrize("text", ["Draw a card. Then you may discard a card.",
                                  "Draw a card. Then, you may discard a card."])
def test_a_then_sentence_is_the_next_step_as_after_a_comma(text):
    assert compiled(text) == compiled("Draw a card, then you may discard a card.")


def test_then_with_nothing_before_it_is_refused():
    (msg,) = e501('card "Loose End": action\n  Then draw a card.\n')
    assert "`Then` with no sentence before it" in msg
