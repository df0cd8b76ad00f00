"""u16g (issue 16, SU-W3): two minions change places — "Swap the positions of two minions on
different bases", "Swap (the positions of) this minion and one of your other minions", "Exchange
this minion with a minion on another base" (`SwapPlaces`: each is moved to the other's base,
moving and not playing, SU-A7). "Swap … with the top card of the base deck" stays a base's
(movement.py `swap`)."""

from __future__ import annotations

from typing import Any

import attrs

from runtime import spec as s

from .. import nodes as n
from ..kinds import InstructionKind, PhraseKind as P, RefKind as R, VerbKind
from .core import lowers


class Swaps:
    """A family of `Lowerer`: swapping two cards' places."""

    def swaps_cards(self, e: n.Instruction, ph: list) -> bool:
        """Whether the swap is of two cards on bases (not of a base with one of the base deck)."""
        np = e.np
        first = np.left if isinstance(np, n.NpOr) and np.op == "and" else np
        if isinstance(first, n.Ref):
            word = first.word.text.lower() if first.word is not None else None
            return first.kind == R.THIS and self.card.type != self.rs.base_type \
                and (word is None or self.kinds.get(word) != self.rs.base_type)     # ("this base": a base's swap)
        return isinstance(first, n.Selection) and not self.is_base_word(first)

    @lowers(InstructionKind.EXCHANGE, InstructionKind.SWAP_PLACES)
    def lower_swap_places(self, e: n.Instruction, ph: list) -> s.SwapPlaces:
        """"Exchange A with B" / "Swap (or exchange) the positions of …": always two cards' places."""
        if e.verb.kind not in (VerbKind.SWAP, VerbKind.EXCHANGE):
            raise self.no(e.verb, "a verb other than `swap` / `exchange` before `the positions of`")
        return self.swap_places(e, ph)

    def swap_pair(self, e: n.Instruction, second: n.Instruction) -> s.SwapPlaces:
        """"Swap the positions of A and B": the grammar reads "and B" as an instruction whose verb
        is understood (`ell_object`); the two are one swap."""
        if e.phrases:
            raise self.no(e.phrases[0], f"the phrase `{self.words(e.phrases[0])}` before `and`")
        return self._pair(self.selector(e.np, []), self.selector(second.np, list(second.phrases)), second)

    def swap_places(self, e: n.Instruction, ph: list) -> s.SwapPlaces:
        """The pair: both chosen at once ("two minions on different bases": two chosen cards, each on
        a different base), "A and B", or "A with B"."""
        np = e.np
        if isinstance(np, n.NpOr):
            raise self.no(np, "swapping the places of cards named with `or`")
        w = next((p for p in ph if p.kind == P.WITH), None)
        if w is not None:
            rest = [p for p in ph if p is not w]
            return self._pair(self.selector(np, []), self.selector(w.np, rest), w)
        both = self.selector(np, ph)
        if not isinstance(both, s.Target) or both.min != 2 or both.max != 2 or both.apart not in (None, "base"):
            raise self.no(np, "swapping the places of other than two chosen cards")
        # (two cards on one base have nothing to swap: always two bases)
        return s.SwapPlaces(target=attrs.evolve(both, apart="base"))

    def _pair(self, first: Any, second: Any, node: Any) -> s.SwapPlaces:
        for sel in (first, second):
            if isinstance(sel, (s.Each, s.RandomCards)) or (isinstance(sel, s.Target) and sel.max != 1):
                raise self.no(node, "swapping the places of more than one card with another")
            f = getattr(sel, "filter", None)
            if f is not None and self.rs.base_type in f.card_types:
                raise self.no(node, "swapping a card's place with a base")
            if f is not None and f.zone is not None and f.zone != self.rs.play_zone:
                # "Exchange this minion with a minion in your hand": a card out of play has no
                # place on a base to swap (playing it is another instruction)
                raise self.no(node, "swapping places with a card in a zone other than a base: a card out of play has no place to swap")
        if isinstance(first, s.This) and isinstance(second, s.Target) and second.filter.at is None:
            # "this minion and one of your other minions": one on another base (else no swap)
            second = attrs.evolve(second, filter=attrs.evolve(second.filter, at=s.AtBase.ELSEWHERE))
        return s.SwapPlaces(target=first, other=second)
