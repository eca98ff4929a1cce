"""A Chinese clause that says a profile value before whom it is of ("3月12号是他生日", "sunny@163.com是韩志强的
邮箱", "宠物美容师这行我表舅干了快十年"), turned round so its subject opens it for the readers of
`_entities_profile_zh`."""

from __future__ import annotations

import re

from ._entities_profile_words_zh import _PHONE, DATE, DAY_NUM, EMAIL, HEIGHT, LABEL_ZH, TITLE_END
from ._kin_zh import REL_ALL

__all__ = ["subject_first_zh"]


# "店长那个位置上坐的是姐夫顾庆林": the post said as a seat, then who sits in it (a tie said bare is the user's; a
# seat that is no post, "我旁边的位置上坐的是…", "司机的位置上…", is a seat)
_SEAT = re.compile(
    r"^(?P<v>[\u4e00-\u9fffA-Z]{2,8}?)(?:那个|这个|的)?(?:位置|位子|岗位|职位|宝座|椅子)上?(?:坐着的|坐的)"
    rf"(?:是|就是)(?P<r>[他她](?!们)|我的?[\u4e00-\u9fff]{{1,8}}|(?={REL_ALL})[\u4e00-\u9fff]{{1,8}})$"
)

_INVERTED = (
    # "3月12号是他生日", "每年三月十二号是韩志强的生日": the date first
    (re.compile(rf"^(?:每年的?)?(?P<v>{DATE}|{DAY_NUM})(?:是|就是)(?P<r>[^，。]{{1,12}}?)的?生日$"), "{r}的生日是{v}"),
    # "sunny@163.com是韩志强的邮箱", "1米82是王磊（我表哥）的身高": the value first
    (
        re.compile(rf"^(?P<v>{EMAIL}|{_PHONE}|{HEIGHT})\s*(?:是|就是)(?P<r>[^，。是]{{1,16}}?)的(?P<l>{LABEL_ZH})$"),
        "{r}的{l}是{v}",
    ),
    # "宠物美容师这行我表舅干了快十年": the trade first, then who has done it for how long
    (
        re.compile(
            r"^(?P<v>[\u4e00-\u9fffA-Za-z]{2,10}?)这一?行(?P<r>[^，。]{1,16}?)(?:都|已经|也)?(?:干|做)了[^，。]{0,8}$"
        ),
        "{r}一直干{v}这行",
    ),
    # "我们那边新来的督察就是他", "新上任的总工程师就是她": the post first, then who holds it
    (
        re.compile(
            r"^(?:我们|咱们)?(?:那边|这边|单位|公司|部门|厂里|店里|组里|科室)?的?(?:新来的|新上任的|新任的?|现在的|如今的)"
            r"(?P<v>[\u4e00-\u9fff]{2,8}?)(?:就|正|便)?是(?P<r>[他她](?!们)|我的?[\u4e00-\u9fff]{1,6})$"
        ),
        "{r}是{v}",
    ),
    # "给韩志强发邮件用sunny@163.com": the address as the way to reach them
    (
        re.compile(rf"^给(?P<r>[^，。]{{1,12}}?)发(?:邮件|email|Email)(?:就)?(?:用|发到|写)(?P<v>{EMAIL})$"),
        "{r}的邮箱是{v}",
    ),
)


def subject_first_zh(clause: str) -> str:
    """A clause that says a profile value before whom it is of, turned round so its subject opens it ("3月12号是他
    生日" -> "他的生日是3月12号"); any other clause as it was."""
    for pattern, form in _INVERTED:
        m = pattern.match(re.sub(r"(?:哈+|啦|呀|哦|嘛|啊)$", "", clause))  # "…是表姐林悦生日哈": a chat tail
        if m:
            return form.format(r=m["r"], v=m["v"], l=m.groupdict().get("l") or "")
    seat = _SEAT.match(clause)
    if seat and TITLE_END.search(seat["v"]):
        return ("我" if re.match(REL_ALL, seat["r"]) else "") + seat["r"] + "是" + seat["v"]
    return clause
