"""A place someone got into by an exam ("考进了红枫幼儿园", "考上了北大", "考入市一中"): whether it is where they now
work or where they study depends on the kind of place and on who they are. A kindergarten, a hospital, a bank or a
bureau takes adults by exam as staff; a university takes students; a middle or primary school takes both, so it is
work only when they are said to teach and schooling only when they are a child. Anything else stays a note."""

from __future__ import annotations

import re

__all__ = ["ENTERED_ZH", "entered_as_zh"]

#: the verb of getting in by an exam, then the place: "考进了红枫幼儿园", "考入市一中", "考上了北大"
ENTERED_ZH = r"^(?:去年|今年|前年|刚刚?|已经|终于|顺利)*(?:考进|考入|考上)了?(?P<v>[^，。了的]{2,12})$"

# Places that take adults in by an exam as staff (a kindergarten's teachers are hired, its children are not examined)
_STAFF_PLACE = re.compile(
    r"(?:幼儿园|医院|卫生院|银行|信用社|税务局|[^，。]局|法院|检察院|派出所|公安|海关|电视台|报社|研究所|研究院|"
    r"事业单位|街道办|供电公司|电网|烟草|公司|集团)$"
)
# Places that take students in by an exam (北大, 清华: a university by its short name)
_COLLEGE = re.compile(r"(?:大学|学院|研究生院|北大|清华|复旦|交大|浙大|南大|武大|中大|川大|华科|哈工大)$")
# Schools with both teachers and pupils
_SCHOOL = re.compile(r"(?:中学|小学|[一二三四五六七八九十][中小]|实验学校|学校|附中|附小|高中|初中)$")
# A relation that is a child
_CHILD = re.compile(r"孩子|儿子|女儿|闺女|小孩|娃|宝宝|外孙|孙子|孙女|侄子|侄女|外甥")
_TEACHES = re.compile(r"老师|教师|幼师|班主任|校长|园长|保育员")


def entered_as_zh(place: str, relation: str, jobs: list[str], said: str) -> str | None:
    """`employer` or `school` for a place got into by an exam (see the module docstring), given who got in (their
    relation, the jobs already read of them, and what the sentence said around it); None when it does not say."""
    child = bool(_CHILD.search(relation))
    teaches = any(_TEACHES.search(j) for j in jobs) or bool(_TEACHES.search(said))
    if _COLLEGE.search(place):
        return "school"
    if _SCHOOL.search(place):
        return "employer" if teaches and not child else "school" if child else None
    if _STAFF_PLACE.search(place) and not child:
        return "employer"
    return None
