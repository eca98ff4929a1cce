"""The small words of a Chinese chat line: interjections, acknowledgements, greetings and thanks. Shared by what tells
small talk (`jiyi._smalltalk`) and what tells a reply to the assistant (`jiyi._to_listener`); and a reply that only
holds the turn, in both languages (what the next message answers, `extractors._turn_before`; never quoted)."""

from __future__ import annotations

import re

__all__ = ["ACKS_ZH", "GREETINGS_ZH", "INTERJECTIONS_ZH", "THANKS_ZH", "holds"]

#: A Chinese interjection: laughter, a stall, surprise ("哈哈", "嗯", "哇"; one 哈 may start 哈尔滨)
INTERJECTIONS_ZH = r"哈哈+|嘿+|呵呵+|嗯+|恩+|哇+|哦+|噢+|喔+|啊+|呀+|唉+|哎+|诶|欸"
#: A Chinese acknowledgement ("好的", "是啊", "收到"); not the one-character ones a clause may start with (对, 行)
ACKS_ZH = r"好的|好啊|好吧|好滴|好嘞|对啊|对呀|是啊|是呀|是的|没错|收到|了解|明白|知道了|没事|不用|算了"
#: A Chinese greeting or leave-taking
GREETINGS_ZH = r"你好|您好|嗨|早上好|早安|晚上好|晚安|再见|拜拜|回头见|下次聊"
#: Chinese thanks and the answers to them
THANKS_ZH = r"谢谢|多谢|感谢|不客气|没关系"


# A reply that only holds the turn while the user looks the answer up or thinks: the answer comes a message later
# ("How old is she?" / "hmm let me think" / "29"; "她手机号多少？" / "等下我翻一下" / "13812345678")
_HOLD = re.compile(
    r"(?i:(?:hmm+|umm*|uh+|erm+|wait|hold on|hang on|one sec(?:ond)?|1 sec|sec|lemme|let me)"
    r"(?:[\s,.…!]+(?:let me|lemme|i'?ll|gotta|need to|one sec(?:ond)?|hold on|wait|hmm+|think|check|look|see|"
    r"remember|find it|look it up|ask|it|up|a sec|a moment|a minute|a min|ok|so)\b)*)[\s.…!~]*"
    r"|(?:嗯+|呃+|额+|等下|等一下|等等|稍等|我想想|让我想想|我想一下|我查一下|我翻一下|我找找|我看看|我问问)"
    r"(?:[，,、…\s]*(?:我|让我|)(?:想想|想一下|查一下|查查|翻一下|翻翻|找找|找一下|看看|看一下|问问|问一下))*[。…~～!！]*"
)


def holds(reply: str) -> bool:
    """Whether the user's `reply` only holds the turn ("hmm let me check", "等下我翻一下"): the assistant's question
    before it is still the one their next message answers."""
    return bool(reply.strip()) and _HOLD.fullmatch(reply.strip()) is not None
