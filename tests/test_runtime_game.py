"""Whole Smash Up games: set-up, the play phase, scoring, replacement bases, draws, the hand
limit, reshuffles, the end of the game (readings SU-G1..G7 of docs/runtime.md), and the smoke
harness that plays random games (runtime/fuzz.py)."""

from __future__ import annotations

import attrs
import pytest
from test_runtime_cards import action, base, card, minion

from runtime import SMASHUP, Game, GameError, RandomChooser, ScriptedChooser
from runtime import fuzz as rf
from runtime.errors import NotDeclarable
from runtime import match
from runtime import spec as s
from runtime.spec import Event, Timing, Who


def su_base(name: str, breakpoint: int = 10, vp: tuple[int, int, int] = (4, 2, 1), *abilities: s.Ability) -> s.CardSpec:
    return card("smashup/" + name.lower().replace(" ", "-"), name, "base",
                {"breakpoint": breakpoint, "vp": vp[0], "vp2": vp[1], "vp3": vp[2]}, *abilities)


def new_game(players=("Ann", "Bob"), steps=(), seed=0) -> tuple[Game, ScriptedChooser]:
    ch = ScriptedChooser(list(steps))
    return Game(SMASHUP, players, chooser=ch, seed=seed), ch


FILLER = minion("Filler", 1)
BRUTE = minion("Brute", 4)


@pytest.mark.rule("SU-G1")
def test_SU_G1_setup_deals_players_plus_one_bases_and_five_card_hands():
    g = Game(SMASHUP, ("Ann", "Bob", "Cy"), chooser=RandomChooser(1), seed=1)
    bases = [su_base(f"B{i}") for i in range(6)]
    match.setup(g, [[FILLER] * 40] * 3, bases)
    assert len(g.zone(None, "bases")) == 4 and len(g.zone(None, "base deck")) == 2
    for p in range(3):
        assert len(g.zone(p, "hand")) == 5 and len(g.zone(p, "deck")) == 35
    g.state.check_invariants()


@pytest.mark.rule("SU-G1")
def test_SU_G1_too_few_bases_is_refused():
    g = Game(SMASHUP, ("Ann", "Bob"), seed=1)
    with pytest.raises(GameError, match="needs at least 3"):
        match.setup(g, [[FILLER] * 10] * 2, [su_base("Only"), su_base("Two")])


@pytest.mark.rule("SU-G2")
def test_SU_G2_play_phase_offers_one_minion_and_one_action_then_only_what_is_left():
    g, ch = new_game(steps=[("play", "play Brute#3"), ("base", "Home#1"), ("play", "end phase")])
    home = g.add_card(su_base("Home", 30), None, "bases")
    g.add_card(su_base("Away", 30), None, "bases")
    brute = g.add_card(BRUTE, 0, "hand")
    g.add_card(minion("Second", 2), 0, "hand")
    g.add_card(action("Nothing"), 0, "hand")
    g.begin_turn(0)
    g.next_phase()
    labels = [o[0] for o in match.play_options(g, 0)]
    assert labels == ["play Brute#3", "play Second#4", "play Nothing#5"]
    match.play_phase(g)
    ch.assert_done()
    assert g.card(brute).at == home
    # the minion play is spent: only the action is offered now (SU-G2)
    assert [o[0] for o in match.play_options(g, 0)] == ["play Nothing#5"]


def scoring(vp=(4, 2, 1), *abilities, players=("Ann", "Bob", "Cy"), steps=()):
    g, ch = new_game(players, steps)
    b = g.add_card(su_base("Arena", 10, vp, *abilities), None, "bases")
    g.add_card(su_base("Side", 30), None, "bases")
    g.add_card(su_base("Next", 30), None, "base deck")
    g.begin_turn(0)
    return g, ch, b


@pytest.mark.rule("SU-G3")
def test_SU_G3_tied_players_share_the_higher_place_and_the_next_takes_the_place_after_them():
    g, _, b = scoring()
    g.add_card(minion("A", 5), 0, "bases", at=b)
    g.add_card(minion("B", 5), 1, "bases", at=b)
    g.add_card(minion("C", 3), 2, "bases", at=b)
    g.score_base(b)
    assert [g.resource(p, "vp") for p in range(3)] == [4, 4, 1]      # first, first, third


@pytest.mark.rule("SU-G3")
def test_SU_G3_a_player_with_no_power_here_gets_nothing():
    g, _, b = scoring()
    g.add_card(minion("A", 10), 0, "bases", at=b)
    g.add_card(minion("Zero", 0), 1, "bases", at=b)
    g.score_base(b)
    assert [g.resource(p, "vp") for p in range(3)] == [4, 0, 0]


@pytest.mark.rule("SU-G3")
def test_SU_G3_before_and_after_abilities_of_the_base_the_winner_and_the_runner_up():
    before = s.Triggered(origin="smashup/arena#0", when=s.EventPattern(event=Event.SCORE, this=True,
                                                                      timing=Timing.BEFORE),
                         effect=s.PlaceCounters(target=s.Each(filter=s.Filter(card_types=("minion",), at=s.AtBase.HERE,
                                                                              name="B")),
                                                counter="+1 power", amount=s.Const(value=3)))
    after = s.Triggered(origin="smashup/arena#1", when=s.EventPattern(event=Event.SCORE, this=True,
                                                                     timing=Timing.AFTER),
                        effect=s.Sequence(effects=(
                            s.AsPlayer(who=Who.WINNER, effect=s.Draw(amount=s.Const(value=2))),
                            s.AsPlayer(who=Who.RUNNER_UP, effect=s.ReturnToHand(target=s.Target(filter=s.Filter(
                                card_types=("minion",), at=s.AtBase.HERE, controller=s.Controller.YOU)))))))
    g, ch, b = scoring((4, 2, 1), before, after, players=("Ann", "Bob"))
    a = g.add_card(minion("A", 5), 0, "bases", at=b)
    g.add_card(minion("B", 4), 1, "bases", at=b)
    for _ in range(3):
        g.add_card(FILLER, 1, "deck")
    g.score_base(b)
    assert [g.resource(p, "vp") for p in range(2)] == [2, 4]         # 4 + 3 counters beat 5
    assert len(g.zone(1, "hand")) == 2                                # the winner drew two
    assert g.card(a).zone == "hand"                                   # the runner-up took theirs back
    ch.assert_done()


@pytest.mark.rule("SU-G4")
def test_SU_G4_cards_are_discarded_not_destroyed_and_the_next_base_takes_the_place():
    g, _, b = scoring(players=("Ann", "Bob"))
    m = g.add_card(minion("A", 6), 0, "bases", at=b)
    act = g.add_card(action("Banner"), 0, "bases", at=b, attached_to=m)
    g.add_card(minion("B", 4), 1, "bases", at=b)
    order = [c.name for c in g.zone(None, "bases") if c.card_type == "base"]
    g.score_base(b)
    assert g.card(m).zone == "discard pile" and g.card(act).zone == "discard pile"
    assert not g.trace.find(kind="event", what="destroy")
    assert [c.name for c in g.zone(None, "bases") if c.card_type == "base"] == ["Next"] + order[1:]
    assert g.card(b).zone == "base deck"
    g.state.check_invariants()


@pytest.mark.rule("SU-G4")
def test_SU_G4_a_replacement_base_that_is_ready_scores_in_the_same_phase():
    g, ch = new_game(steps=[("base", "First#1")])
    first = g.add_card(su_base("First", 5), None, "bases")
    g.add_card(su_base("Side", 30), None, "bases")
    zero = g.add_card(su_base("Zero", 0), None, "base deck")
    g.add_card(su_base("Last", 30), None, "base deck")
    g.add_card(minion("A", 6), 0, "bases", at=first)
    g.add_card(minion("B", 1), 1, "bases", at=first)
    g.begin_turn(0)
    while g.state.phase != "score bases":
        g.next_phase()
    # "Zero" (breakpoint 0, nobody there) replaced "First" and scored too: "Last" is in play now
    assert [c.name for c in g.zone(None, "bases") if c.card_type == "base"] == ["Last", "Side"]
    assert g.card(zero).zone == "base deck"


@pytest.mark.rule("SU-G5")
def test_SU_G5_draw_two_then_discard_down_to_ten():
    g, ch = new_game(steps=[("discard", ["Filler#1"])])
    for _ in range(9):
        g.add_card(FILLER, 0, "hand")
    g.add_card(BRUTE, 0, "deck")
    g.add_card(BRUTE, 0, "deck")
    g.begin_turn(0)
    while g.state.phase != "draw cards":
        g.next_phase()
    ch.assert_done()
    assert len(g.zone(0, "hand")) == 10 and len(g.zone(0, "discard pile")) == 1
    assert g.trace.find(kind="event", what="discard")


@pytest.mark.rule("SU-G6")
def test_SU_G6_an_empty_deck_is_refilled_from_the_discard_pile_when_drawing():
    g, _ = new_game()
    g.add_card(BRUTE, 0, "deck")
    for _ in range(3):
        g.add_card(FILLER, 0, "discard pile")
    g.begin_turn(0)
    while g.state.phase != "draw cards":
        g.next_phase()
    assert len(g.zone(0, "hand")) == 2
    assert len(g.zone(0, "deck")) == 2 and not g.zone(0, "discard pile")
    assert g.trace.find(kind="rule", origin="rule:reshuffle")


@pytest.mark.rule("SU-G6")
def test_SU_G6_nothing_to_draw_anywhere_draws_nothing():
    g, _ = new_game()
    g.begin_turn(0)
    while g.state.phase != "draw cards":
        g.next_phase()
    assert not g.zone(0, "hand")


@pytest.mark.rule("SU-G7")
def test_SU_G7_fifteen_vp_wins_at_the_end_of_the_turn_a_tie_plays_on():
    g, _ = new_game()
    g.begin_turn(0)
    g.players[0].resources["vp"] = 15
    g.players[1].resources["vp"] = 15
    g.end_turn()
    assert g.winner is None and not g.over                     # tied for the most: play on
    g.begin_turn()
    g.players[1].resources["vp"] = 16
    assert g.winner is None                                    # only at the end of a turn
    g.end_turn()
    assert g.winner == 1 and g.over


def random_cards():
    draw = minion("Scout", 2, s.OnPlay(origin="smashup/scout#0", effect=s.Draw()))
    smash = action("Smash", s.OnPlay(origin="smashup/smash#0", effect=s.Destroy(target=s.Target(
        filter=s.Filter(card_types=("minion",), stats=(s.StatTest(stat="power", cmp=s.Cmp.LE, value=3),))))))
    extra = action("Rally", s.OnPlay(origin="smashup/rally#0", effect=s.PlayExtra(card_type="minion")))
    return [draw, smash, extra, BRUTE, FILLER, minion("Mid", 3)]


BASES = [su_base(f"Base {i}", 12 + i, (3 + i % 2, 2, 1)) for i in range(5)]


@pytest.mark.rule("SU-G7")
def test_random_whole_games_end_with_a_winner_and_the_same_seed_plays_the_same_game():
    ends = []
    for seed in (1, 2):
        runs = []
        for _ in range(2):
            g = Game(SMASHUP, ("Ann", "Bob"), chooser=RandomChooser(seed), seed=seed)
            match.setup(g, [random_cards() * 7] * 2, BASES)
            runs.append((match.play_game(g, 300), g.state.turn, g.trace.format()))
            g.state.check_invariants()
        assert runs[0] == runs[1]
        ends.append(runs[0][0])
    assert all(w is not None for w in ends)


def test_fuzz_report_is_the_same_for_one_and_two_processes():
    one = rf.fuzz(random_cards(), BASES, SMASHUP, games=6, seed=3, jobs=1)
    two = rf.fuzz(random_cards(), BASES, SMASHUP, games=6, seed=3, jobs=2)
    assert one.to_dict() == two.to_dict()
    assert one.ended == 6 and not one.problems
    assert all(st.games > 0 for st in one.cards.values())       # every card was dealt


def test_fuzz_deals_smash_up_decks_half_minions_half_actions_each_card_as_often_as_its_type():
    # a set of 2 minions to 10 actions (made-up cards): a uniform deal would give ~7 minions a
    # deck; a real faction deck is half minions, half actions (Ruleset.deck_mix, docs/runtime.md)
    minions = [minion(f"Grunt {i}", 2 + i) for i in range(2)]
    actions = [action(f"Ploy {i}") for i in range(10)]
    out, _ = rf.play_one(minions + actions, BASES, SMASHUP, 0, 5, max_turns=1)
    assert out.in_decks == {**{m.name: 20 for m in minions}, **{a.name: 4 for a in actions}}
    # a two-type card (SU-P1) keeps its share of the set; the rest is split half and half
    dual = card("smashup/either", "Either", "dual", {"power": 0})
    groups = rf.deck_shares(minions + actions + [dual], SMASHUP)
    assert [(g[0].card_type, round(share * 13, 6)) for g, share in groups] == [("minion", 6), ("action", 6), ("dual", 1)]
    import random
    for seed in range(20):
        for deck in rf.deal_mixed_decks(groups, 2, 40, random.Random(seed)):
            kinds = [c.card_type for c in deck]
            assert len(deck) == 40 and kinds.count("minion") in (18, 19) and kinds.count("action") in (18, 19)
            assert kinds.count("dual") in (3, 4)
    # no action in the set: its half goes to the minions
    assert [share for _, share in rf.deck_shares(minions, SMASHUP)] == [1.0]


def test_fuzz_finds_a_runtime_error_and_names_the_card(monkeypatch):
    from runtime import effects
    boom = action("Boom", s.OnPlay(origin="smashup/boom#0", effect=s.Gain(resource="vp")))

    def broken(g, p, e, path):
        raise KeyError("broken handler")
    monkeypatch.setitem(effects.HANDLERS, "gain", broken)
    rep = rf.fuzz(random_cards() + [boom], BASES, SMASHUP, games=3, seed=1)
    errors = [p for p in rep.problems if p.kind == rf.ERROR]
    assert errors and all(p.card == "Boom" for p in errors)
    assert rep.cards["Boom"].errors == len(errors)
    assert any("smashup/boom#0" in line for line in errors[0].context)


def test_fuzz_finds_a_lost_card_and_a_game_that_does_not_end(monkeypatch):
    from runtime import effects
    lose = action("Vanish", s.OnPlay(origin="smashup/vanish#0", effect=s.Gain(resource="vp")))

    def lose_a_card(g, p, e, path):
        hand = g.state.zone_cards(p.controller, "hand")
        if hand:
            hand.pop()                       # a card in no zone any more
    monkeypatch.setitem(effects.HANDLERS, "gain", lose_a_card)
    rep = rf.fuzz(random_cards() + [lose], BASES, SMASHUP, games=3, seed=1, strict=True)
    bad = [p for p in rep.problems if p.kind == rf.INVARIANT]
    assert bad and bad[0].card == "Vanish" and "no zone" in bad[0].message
    # checked once a turn (the default), the same card is found lost, at the end of the turn
    rep = rf.fuzz(random_cards() + [lose], BASES, SMASHUP, games=3, seed=1)
    bad = [p for p in rep.problems if p.kind == rf.INVARIANT]
    assert bad and "no zone" in bad[0].message and "end turn" in bad[0].context[0]
    slow = rf.fuzz([FILLER], [su_base(f"Far {i}", 99) for i in range(3)], SMASHUP, games=1, seed=1, max_turns=6)
    assert [p.kind for p in slow.problems] == [rf.NO_END]


@pytest.mark.rule("SU-A4")
def test_SU_A4_the_second_part_of_x_to_y_happens_only_if_the_first_did():
    """"Destroy one of your minions here to draw a card": with nothing destroyed, no card."""
    steps = [("targets", "Guard#3")]
    g, ch = new_game(steps=steps)
    b = g.add_card(su_base("Alley", 30), None, "bases")
    cant = s.Static(origin="smashup/guard#0", effect=s.Cant(affects=s.This(), events=(Event.DESTROY,)))
    guard = g.add_card(minion("Guard", 2, cant), 0, "bases", at=b)
    g.add_card(FILLER, 0, "deck")
    g.begin_turn(0)
    eff = s.Then(first=s.Destroy(target=s.Target(filter=s.Filter(card_types=("minion",), controller=s.Controller.YOU))),
                 second=s.Draw())
    g.execute(eff, controller=0, source=b)
    assert g.card(guard).zone == "bases" and not g.zone(0, "hand")
    g2, _ = new_game(steps=[("targets", "Plain#2")])
    b2 = g2.add_card(su_base("Alley", 30), None, "bases")
    plain = g2.add_card(minion("Plain", 2), 0, "bases", at=b2)
    g2.add_card(FILLER, 0, "deck")
    g2.begin_turn(0)
    g2.execute(eff, controller=0, source=b2)
    assert g2.card(plain).zone == "discard pile" and len(g2.zone(0, "hand")) == 1


# ---- the play options are exactly what the game accepts (issue 16: a random player never picks a
# refused option; one check, `Game.why_not_activate` / `Game.why_not_play`, for both)

TINKER = minion("Tinker", 2, s.Activated(origin="smashup/tinker#0", effect=s.Draw(), per_turn=1,
                                         phase="play cards", label="talent"))
HEX = attrs.evolve(action("Hex", s.OnPlay(origin="smashup/hex#0", effect=s.Draw())),
                   play_on=s.Filter(card_types=("minion",)))


def _play_phase_with(*hand: s.CardSpec, in_play: tuple[s.CardSpec, ...] = ()) -> tuple[Game, int, list[int]]:
    g, _ = new_game()
    home = g.add_card(su_base("Home", 30), None, "bases")
    g.add_card(su_base("Away", 30), None, "bases")
    for _ in range(6):
        g.add_card(FILLER, 0, "deck")
    ids = [g.add_card(c, 0, "bases", at=home) for c in in_play] + [g.add_card(c, 0, "hand") for c in hand]
    g.begin_turn(0)
    g.next_phase()
    return g, home, ids


@pytest.mark.rule("SU-A2")
def test_SU_A2_a_used_talent_is_no_longer_offered():
    g, _, (tinker,) = _play_phase_with(in_play=(TINKER,))
    assert [o[0] for o in match.play_options(g, 0)] == [f"activate Tinker#{tinker}"]
    g.activate(tinker)
    # (it drew a card); the Talent is not offered again: a random player's pick would be refused
    assert [o[0] for o in match.play_options(g, 0)] == ["play Filler#8"]
    assert g.why_not_activate(tinker) == "smashup/tinker#0: already used (SU-A2)"
    with pytest.raises(NotDeclarable, match="already used"):
        g.activate(tinker)


@pytest.mark.rule("SU-G2")
def test_SU_G2_a_card_played_on_a_minion_is_offered_only_with_a_minion_to_go_on():
    g, _, (hex_,) = _play_phase_with(HEX)
    assert match.play_options(g, 0) == []          # no minion in play: the game would refuse it
    with pytest.raises(NotDeclarable, match="no card to play it on"):
        match.play_one_card(g, hex_)
    g, _, (target, hex_) = _play_phase_with(HEX, in_play=(FILLER,))
    assert [o[0] for o in match.play_options(g, 0)] == [f"play Hex#{hex_}"]
    assert match.play_places(g, hex_) == [g.card(target)]


@pytest.mark.rule("SU-G2")
def test_SU_G2_a_random_game_is_never_refused_what_it_was_offered():
    g = Game(SMASHUP, ("Ann", "Bob"), chooser=RandomChooser(3), seed=3, trace=True)
    deck = [TINKER, HEX, FILLER, BRUTE, action("Nothing")] * 4
    match.setup(g, [deck, deck], [su_base(f"B{i}", 12) for i in range(5)])
    for _ in range(12):
        match.play_turn(g)
    assert [st.detail for st in g.trace if st.what == "refused"] == []
    # (the game did use talents and play Hex on minions: the options above were put to the test)
    declared = [st.origin for st in g.trace if st.kind == "declare"]
    assert "smashup/tinker#0" in declared and "smashup/hex#0" in declared
