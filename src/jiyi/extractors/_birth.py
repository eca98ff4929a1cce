"""How a birth is said: one definition of the birth words, so a memory's wording and a question cannot drift apart.

A memory's wording (`_restate`) keeps a day said after them a day each year ("生日是十月五号", "was born on May 2"),
no plan dated next October; a question (`_entity_asked`) asking who was born in a place asks where they are from
("born in Ohio", "在济南出生的", "出生在杭州的"), and by a date when they were born ("born in May", "出生在哪一年").
"""

from __future__ import annotations

__all__ = ["BIRTHDAY_BEFORE", "BORN_IN_PLACE"]

# The birth words of each language, with the little words that may join them to what they are of
_BIRTH_ZH = r"(?:生日|出生|生)(?:是|在|就是|为)?"
_BIRTH_EN = r"\b(?:birthday|bday|born)(?:'s|\s+is|\s+was|\s+falls)?"
# What a date starts with after "born in" / "出生在": a number, "the 1990s", a month, 几月 / 哪一年 / 什么时候
_DATE_START = (
    r"\d|the \d|(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)"
    r"|[\d一二三四五六七八九十几哪]+[年月]|什么时候|哪天"
)

#: The words just before a day that make it a birthday (match it against the text up to the day, ending at its end).
BIRTHDAY_BEFORE = rf"(?:{_BIRTH_ZH}\s*|{_BIRTH_EN}\s+(?:on\s+)?)$"
#: A birth word before a place ("born in Ohio", "在济南出生", "出生在杭州"): before a date it is the birthday.
BORN_IN_PLACE = (
    rf"\bborn in (?!{_DATE_START})|在(?!{_DATE_START})[\u4e00-\u9fff]{{2,6}}出生|(?:出生|生)(?:在|于)(?!{_DATE_START})"
)
