"""Lark's LALR loop, run without its per-token method calls (issue 21: check speed).

`parse(tokens, start)` gives what `load_building_parser().parse(TokenStream(tokens), start=start)`
gives: the same table, the same callbacks (builder.InlineBuilder, wrapped by Lark's child
filters), the same reductions in the same order. What it saves: a `feed_token` call and its
attribute lookups per token, and looking each reduced rule's callback up by equality (the rules
of Lark's cached table are copies of the callbacks' keys: each lookup compared two rules symbol
by symbol); here each rule's callback, length and left side are found once, by identity.

On a syntax error it does not raise its own exception: the nodes it built are dropped from the
builder's collection and Lark's own parser runs again on the same tokens, so the error (its
expected terminals, its interactive parser, everything `from_lark` reads) is Lark's, unchanged.
"""

from __future__ import annotations

import copy
import functools
from typing import Any

from lark import Token

from . import builder
from .grammar import load_building_parser
from .lexer import TokenStream

_CONF: dict[str, Any] = {}


def _conf(start: str) -> Any:
    lark = load_building_parser()
    p = lark.parser.parser.parser           # (ParsingFrontend -> LALR_Parser -> _Parser)
    table = p.parse_table
    from lark.parsers.lalr_analysis import Shift
    callbacks = dict(p.callbacks)
    terminal_cbs = any(isinstance(k, str) for k in callbacks)
    handler = getattr(lark.options.transformer, "__default__", None)
    if handler is not None:
        for rule, cb in callbacks.items():
            callbacks[rule] = _direct(cb, handler)
    conf = (lark, table.states, table.start_states[start], table.end_states[start], callbacks, Shift,
            terminal_cbs, {})
    _CONF[start] = conf
    return conf


def _direct(cb: Any, handler: Any) -> Any:
    """`cb` calling the builder directly: Lark hands a rule to the builder through
    `partial(default_callback, name)`, which calls `__default__(name, children, None)` (one
    call more per reduction); a child filter (Lark's, for the `_rule`s it splices and the
    placeholders it adds) is copied with its builder replaced the same way."""
    if (type(cb) is functools.partial and len(cb.args) == 1 and not cb.keywords
            and getattr(cb.func, "__name__", "") == "default_callback"):
        return functools.partial(handler, cb.args[0])
    inner = getattr(cb, "node_builder", None)
    if inner is not None:
        direct = _direct(inner, handler)
        if direct is not inner:
            cb = copy.copy(cb)
            cb.node_builder = direct
    return cb


def parse(tokens: list[Token], start: str) -> Any:
    lark, states, start_state, end_state, callbacks, Shift, terminal_cbs, rules = _CONF.get(start) or _conf(start)
    if terminal_cbs:        # (a terminal callback: Lark's own loop handles it)
        return lark.parse(TokenStream(tokens), start=start)
    mark = len(builder._COLLECTED)
    state_stack = [start_state]
    value_stack: list = []
    push_state, push_value = state_stack.append, value_stack.append
    state = start_state
    last = tokens[-1] if tokens else None
    end = Token.new_borrow_pos("$END", "", last) if last is not None else Token("$END", "", 0, 1, 1)
    for token in (*tokens, end):
        typ = token.type
        while True:
            act = states[state].get(typ) if state in states else states[state].get(typ)
            if act is None:
                return _again(lark, tokens, start, mark)
            action, arg = act
            if action is Shift:
                if typ == "$END":
                    return _again(lark, tokens, start, mark)
                push_state(arg)
                push_value(token)
                state = arg
                break
            r = rules.get(id(arg))
            if r is None:
                r = rules[id(arg)] = (callbacks[arg], len(arg.expansion), arg.origin.name, arg)
            cb, size, origin, _ = r
            if size:
                s = value_stack[-size:]
                del state_stack[-size:]
                del value_stack[-size:]
            else:
                s = []
            value = cb(s)
            act = states[state_stack[-1]][origin]
            state = act[1]
            push_state(state)
            push_value(value)
            if typ == "$END" and state == end_state:
                return value_stack[-1]


def _again(lark: Any, tokens: list[Token], start: str, mark: int) -> Any:
    """A syntax error: Lark's parser, run again, raises it as it always has."""
    del builder._COLLECTED[mark:]
    return lark.parse(TokenStream(tokens), start=start)
