""""An action played on a minion": the card an attached card is played on is selected by the
words after "on" (`Filter.host`); an action on a base is played on no card."""

from __future__ import annotations

from runtime import spec as s

from su_table import build, probe_ir, run, table


def test_the_host_type_is_a_filter_on_the_card_played_on():
    (ab,) = probe_ir("Destroy an action played on a minion.")
    f = ab.effect.target.filter
    assert f.attached is s.AttachedTo.ANY and f.host == s.Filter(card_types=("minion",))


def test_another_minion_as_a_host_is_not_this_card():
    (ab,) = probe_ir("You may transfer an action played on another minion to this one.",
                     'card "Probe": minion, power 2')
    assert ab.effect.effect.part.filter.host == s.Filter(card_types=("minion",), other=True)


def test_one_of_your_minions_as_a_host():
    (ab,) = probe_ir("Destroy an action played on one of your minions.")
    assert ab.effect.target.filter.host == s.Filter(card_types=("minion",), controller=s.Controller.YOU)


def test_an_action_played_on_a_base_is_on_no_card():
    (ab,) = probe_ir("Destroy an action played on a base.")
    assert ab.effect.target.filter.attached is s.AttachedTo.NOTHING


def test_only_an_action_on_a_minion_of_yours_is_a_target():
    cards = build('card "Spur": action\n  Play on a minion. Ongoing: This minion has +1 power.\n'
                  'card "Unpin": action\n  Destroy an action played on one of your minions.\n')
    g, jungle, castle = table(cards)
    mine = g.add_card(cards["Grunt"], 0, "bases", at=jungle)
    theirs = g.add_card(cards["Grunt"], 1, "bases", at=jungle)
    on_theirs = g.add_card(cards["Spur"], 1, "bases", at=jungle, attached_to=theirs)
    on_mine = g.add_card(cards["Spur"], 0, "bases", at=jungle, attached_to=mine)
    run(g, g.add_card(cards["Unpin"], 0, "discard pile"))
    assert g.card(on_mine).zone == "discard pile" and g.card(on_theirs).zone == "bases"


def test_playing_a_card_onto_a_card_chosen_by_words_is_refused():
    from su_table import e501
    assert e501('card "Probe": minion, power 2\n  Talent: Play an action on another player\'s minion as an extra action.\n')
