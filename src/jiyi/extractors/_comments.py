"""A comment after a fact: how it felt to say, no part of what is remembered.

"刚从三亚回来 太爽了", "加班到十点 累死了", "just got back from Lisbon, amazing trip", "started pottery classes, loving
it": the fact is "刚从三亚回来", "started pottery classes"; the comment closing the message is the speaker's, said to
the listener. Only a comment set off after the fact goes: "我姐做的红烧肉绝了", "I had a great time" say the feeling
as the fact itself.
"""

from __future__ import annotations

import re

__all__ = ["COMMENT_EN", "COMMENT_ZH", "without_comment"]

#: A comment after the fact ("…，太爽了", "… 累死了", "…，绝了"): how it felt to say, no part of what is remembered
COMMENT_ZH = re.compile(
    r"[，,\s]+(?:真的?|简直|实在)?(?:太(?:爽|棒|好玩|好吃|开心|值|舒服|香|累|难|刺激)了|(?:好|真|超|巨)(?:爽|开心|累|值)|"
    r"绝了|爽(?:死|翻|歪歪)了?|累死(?:我)?了?|开心死了?|笑死(?:我)?了?|美滋滋|值了)[啊呀哈啦~～！!。]*(?=(?:（[^（）]*）)?$)"
)
#: A comment after the fact ("…, amazing trip", "…, loving it", "…, so good"): how it felt to say, no part of the fact
COMMENT_EN = re.compile(
    r",\s*(?:(?:(?:it\s+was|was|it's|its|what\s+an?|such\s+an?|an?)\s+)?(?:(?:so|super|really|soo+|totally)\s+)?"
    r"(?:good|great|fun|nice|amazing|awesome|brilliant|lovely|incredible|fantastic|happy|excited|tired|knackered|"
    r"exhausted|worth\s+it|relaxing|delicious|gorgeous|beautiful|stunning|epic|unreal|class|wicked)"
    r"(?:\s+(?:trip|time|day|week|weekend|holiday|night|meal|experience|place|view|food))?"
    r"(?:\s+(?:honestly|tbh|ngl|though))?|(?:loving|love|loved)\s+it(?:\s+so\s+far)?|10/10|best\s+\w+\s+ever)"
    r"[.!]*(?=\s*(?:\([^()]*\))?$)",
    re.I,
)


def without_comment(text: str) -> str:
    """`text` with a comment after the fact set aside ("刚从三亚回来 太爽了" -> "刚从三亚回来", "started pottery
    classes, loving it" -> "started pottery classes"), so no rule reads the comment as the fact ("…了" as a todo
    done)."""
    return COMMENT_EN.sub("", COMMENT_ZH.sub("", text))
