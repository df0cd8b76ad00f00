"""The Russian surface's words: lemma sequences (pymorphy3 normal forms) -> the English words
of the same construct, which the English grammar (grammar/en.lark) then parses into the one AST.

A lemma covers every printed form of a word (уничтожьте / уничтожить / уничтожает -> уничтожить;
существо / существа / существ -> существо), so this table lists each word once, never its forms.
Keys are tuples of lemmas; the longest match wins. A value of "" drops the words (they are
accounted for by the construct around them, e.g. "вы" of "вы можете").
"""

from __future__ import annotations

# nouns of the ruleset: lemma -> English singular (plural made by the lexer from the Russian number)
NOUNS = {
    "существо": "creature", "карта": "card", "герой": "hero", "заклинание": "spell",
    "персонаж": "character", "артефакт": "artifact",
    "рука": "hand", "колода": "deck", "кладбище": "graveyard",
    "рана": "wound", "отравление": "poison", "монета": "coin", "игрок": "player",
    "событие": "event", "оружие": "weapon",
}
KIND_NOUNS = frozenset({"creature", "card", "hero", "spell", "character", "artifact"})

NUMBERS = {"один": "one", "одна": "one", "два": "two", "три": "three", "четыре": "four", "пять": "five",
           "шесть": "six", "семь": "seven", "восемь": "eight", "девять": "nine", "десять": "ten"}
NUMBER_VALUES = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8,
                 "nine": 9, "ten": 10}

PHRASES: dict[tuple[str, ...], str] = {
    # labels
    ("наем",): "Recruit", ("найм",): "Recruit", ("гибель",): "Death", ("при", "гибель"): "on death",
    # "При атаке: …" / "'при атаке - …'" (BH-K41) and its "атакованное существо"
    ("при", "атака", ":"): "Attack:", ("при", "атака", "-"): "Attack:",
    ("атакованный", "существо"): "the attacked creature", ("атакованный", "персонаж"): "the attacked character",
    # instructions (the verb in any form: imperative, infinitive, present)
    ("подготовить",): "ready", ("подготавливать",): "ready",
    ("отравить",): "poison", ("создать",): "create", ("показать",): "reveal", ("посмотреть",): "look at",
    ("назвать",): "name", ("прикрепить",): "attach", ("возродить",): "resurrect",
    ("уничтожить",): "destroy", ("взять",): "draw", ("сбросить",): "discard",
    ("закрыть",): "tap", ("открыть",): "untap", ("оглушить",): "stun",
    ("положить",): "put", ("вернуть",): "return", ("выбрать",): "choose",
    ("получить",): "gain", ("потерять",): "lose", ("получать",): "gains", ("терять",): "loses",
    # the imperfective of each (a card printing "уничтожает" says the same)
    ("уничтожать",): "destroy", ("брать",): "draw", ("сбрасывать",): "discard", ("закрывать",): "tap",
    ("открывать",): "untap", ("оглушать",): "stun", ("класть",): "put", ("возвращать",): "return",
    ("выбирать",): "choose",
    ("вы", "мочь"): "you may", ("мочь",): "may",
    # quantifiers, owners, adjectives
    ("каждый",): "each", ("весь",): "all", ("выбранный",): "target", ("любой",): "any",
    ("другой",): "another", ("этот",): "this", ("ваш",): "your", ("свой",): "your",
    ("вражеский",): "enemy", ("до",): "up to",
    ("верх", "колода"): "on top of your deck", ("на", "верх", "колода"): "on top of your deck",
    ("в", "рука", "владелец"): "to its owner's hand",
    ("из", "рука"): "from your hand", ("из", "ваш", "рука"): "from your hand",
    ("в", "ваш", "рука"): "to your hand", ("в", "рука"): "to your hand",
    # durations and times
    ("в", "начало", "ваш", "ход"): "at the start of your turn",
    ("в", "конец", "ваш", "ход"): "at the end of your turn",
    ("до", "конец", "ход"): "until the end of the turn",
    ("до", "конец", "ход", "противник"): "until the end of each other player's turn",
    ("пока",): "while",
    ("в", "начало", "ваш", "следующий", "ход"): "at the start of your next turn",
    ("до", "начало", "ваш", "следующий", "ход"): "until the start of your next turn",
    ("к", "удар"): "strike", ("к", "жизнь"): "life", ("к", "удар", "и", "жизнь"): "strike and life",
    ("противник",): "each opponent",
    ("в", "начало", "ход", "противник"): "at the start of each other player's turn",
    ("в", "конец", "ход", "противник"): "at the end of each other player's turn",
    ("на", "верх", "колода", "владелец"): "on top of its owner's deck",
    ("вместо", "кладбище"): "instead of your graveyard",
    # "(эта особенность работает на кладбище)": an activated ability used from there (BH-K39)
    ("этот", "особенность", "работать", "на", "кладбище"): "this ability works in your graveyard",
    ("с", "стоимость"): "with cost", ("или", "маленький"): "or less", ("или", "больше"): "or more",
    ("или", "большой"): "or more",
    ("или", "менее"): "or less", ("или", "более"): "or more",
    # ability constructors: "Выберите два раза одно из: - … - …", "Выберите одно или несколько: …"
    ("раз", "один", "из"): "times from", ("один", "или", "несколько"): "one or more",
    ("без", "рана"): "without wounds", ("с", "рана"): "with wounds",
    # triggers: "Когда (другое / ваше) существо погибает, …" ("каждый раз, когда": each time is every time)
    ("когда",): "when", ("каждый", "раз", ",", "когда"): "when", ("погибать",): "dies", ("погибнуть",): "dies",
    # a card played by an opponent ("Когда противник разыгрывает заклинание"): the English
    # trigger's subject is "another player"
    ("противник", "разыгрывать"): "another player plays", ("противник", "разыграть"): "another player plays",
    # a strike dealt to a character ("наносит раны ударом по существу"): "strikes"
    ("наносить", "рана", "удар", "по"): "strikes", ("нанести", "рана", "удар", "по"): "strikes",
    ("наносить", "удар", "по"): "strikes",
    # participles as adjectives (short forms too: "оно оглушено")
    ("оглушенный",): "stunned", ("закрытый",): "tapped", ("открытый",): "untapped",
    ("отравленный",): "poisoned",
    ("с", "кладбище"): "from your graveyard", ("из", "кладбище"): "from your graveyard",
    ("из", "ваш", "кладбище"): "from your graveyard", ("в", "кладбище"): "to your graveyard",
    # "(один раз за ход)" after an activated ability: its once-per-turn cost (dsl/ru/rewrite.py)
    ("один", "раз", "за", "ход"): "once per turn",
    # amounts ("где Х - его стоимость", "сила удара этого существа")
    ("стоимость",): "cost", ("сила", "удар"): "the strike of",
    # issue-17 mechanics (dsl/ru/mechanics.py): keywords granted in text ("получает Броню 2"),
    # cancelling ("при этом отмените эту карту": "to cancel that card"), the bottom of a deck
    ("броня",): "armour", ("рывок",): "haste", ("полет",): "flying", ("вампиризм",): "vampirism",
    ("регенерация",): "regeneration", ("бешенство",): "frenzy",
    ("отменить",): "cancel", ("отменять",): "cancel", ("при", "этот"): "to",
    ("под", "низ", "колода"): "on the bottom of its owner's deck",
    # "Гибель: замешайте … в колоду вместо кладбища" (BH-K44, glossary "Колода", "Кладбище")
    ("замешать",): "shuffle", ("замешивать",): "shuffle", ("в", "колода"): "into your deck",
    # "Когда вы используете Поиск, …, при этом вызовите <имя>" (BH-K45, glossary "Поиск", "Вызов")
    ("вы", "использовать", "поиск"): "you use Search", ("противник", "использовать", "поиск"): "another player uses Search",
    ("вызвать",): "summon", ("вызывать",): "summon",
    # "третью карту за ход" (dsl/ru/shapes.py): an ordinal play or draw in a turn
    ("второй",): "second", ("третий",): "third", ("за", "ход"): "in a turn",
    # conjunctions
    ("и",): "and", ("затем",): "then", ("если",): "if", ("иначе",): "otherwise", ("или",): "or",
}

# instructions whose Russian shape puts the amount last: "ранить <кого> на N" (deal N wounds to …),
# "излечить <кого> на N" (heal N wounds from …)
AMOUNT_LAST = {"ранить": ("deal", "wound", "to"), "излечить": ("heal", "wound", "from")}

# card header words (`карта "Имя": существо (Класс), стоимость 3, жизни 4, удар 2, стихия болото`)
HEADER_WORDS = {
    "карта": "card", "существо": "creature", "герой": "hero", "заклинание": "spell", "артефакт": "artifact",
    "стоимость": "cost", "жизни": "life", "жизнь": "life", "здоровье": "life", "удар": "strike",
    "стихия": "element", "болото": "swamp", "лес": "forest", "горы": "mountains", "степь": "steppe",
    "тьма": "darkness", "событие": "event", "оружие": "weapon",
    # keywords (`… удар 2, броня 3, опыт в защите`): one word at a time
    "орда": "horde", "уникальность": "unique", "рывок": "haste", "бешенство": "frenzy", "полет": "flying",
    "полёт": "flying", "броня": "armour", "вампиризм": "vampirism", "регенерация": "regeneration",
    "отравление": "poison", "выстрел": "shot", "первый": "first", "направленный": "directed",
    "опыт": "experienced", "в": "in", "атаке": "attack", "защите": "defence", "модуль": "module",
    "созданный": "token",
}
# spreadsheet columns of a Russian set, and the words of its type and element cells
COLUMNS = {"название": "name", "имя": "name", "тип": "type", "текст": "text", "классы": "subtypes",
           "стоимость": "cost", "атака": "strike", "удар": "strike", "здоровье": "life", "жизни": "life",
           "стихия": "element", "attack": "strike", "health": "life", "classes": "subtypes"}

# Berserk keywords and mechanics the game model does not have yet: a card printing one is refused
# with a message that says so (not "unknown word")
NOT_YET = frozenset({"орда", "уникальность", "броня", "регенерация", "защита", "опыт", "бешенство",
                     "рывок", "вампиризм",
                     "становиться", "наносить", "атака", "полет", "особенность"})

# openings printed without the comma the grammar reads after them ("В начале хода противника ранить …")
OPENINGS = frozenset({"at the start of your turn", "at the end of your turn", "at the start of your next turn",
                      "at the start of each other player's turn", "at the end of each other player's turn",
                      "until the end of the turn", "until the start of your next turn",
                      "until the end of each other player's turn"})
