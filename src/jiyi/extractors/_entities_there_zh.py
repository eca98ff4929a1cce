"""Who works "there", the place a Chinese story went to: "上次去蓝鲸游戏办事，碰巧遇到在那儿工作的同事邱海峰" says
邱海峰 works at 蓝鲸游戏, "去贵阳出差，顺路见了在那边工作的姐夫邱家豪" that 邱家豪 works in 贵阳. The story is said
again plainly ("同事邱海峰在蓝鲸游戏工作") for the readers, which tell an employer from a city by the place's name."""

from __future__ import annotations

import re

# The user went somewhere on an errand, then met someone working there. The errand words keep "去公园散步" (a
# park employs few of the people one meets) and "去年" (a time) out; the person is what follows "的", up to the
# clause's end.
_MET_THERE = re.compile(
    r"(?:(?:上次|上回|上个?月|上周|上礼拜|前几天|前阵子|昨天|前天|那天|有一次|有次|之前)[，,]?)?(?:我|我们)?(?:专门|特意)?"
    r"去(?!年)(?P<p>[\u4e00-\u9fff]{2,10}?)(?:办事|办点事|出差|开会|办业务|谈事|送东西|送材料)[^。！？!?]*?[，,]"
    r"[^，,。！？!?]*?(?:遇到|碰到|遇见|碰见|见到|见了|撞见)了?在那(?:儿|边|里)(?:工作|上班)的"
    r"(?P<who>[^，,。！？!?～~\s]{2,12})"
)


def met_there(sentence: str, language: str) -> str | None:
    """`sentence` with a person met working "there" said to work at the place gone to, or None when it tells none."""
    if language != "zh":
        return None
    said = _MET_THERE.sub(lambda m: f"{m['who']}在{m['p']}工作", sentence)
    return said if said != sentence else None
