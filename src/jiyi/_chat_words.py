"""The small words of a Chinese chat line: interjections, acknowledgements, greetings and thanks. Shared by what tells
small talk (`jiyi._smalltalk`) and what tells a reply to the assistant (`jiyi._to_listener`)."""

from __future__ import annotations

__all__ = ["ACKS_ZH", "GREETINGS_ZH", "INTERJECTIONS_ZH", "THANKS_ZH"]

#: A Chinese interjection: laughter, a stall, surprise ("哈哈", "嗯", "哇"; one 哈 may start 哈尔滨)
INTERJECTIONS_ZH = r"哈哈+|嘿+|呵呵+|嗯+|恩+|哇+|哦+|噢+|喔+|啊+|呀+|唉+|哎+|诶|欸"
#: A Chinese acknowledgement ("好的", "是啊", "收到"); not the one-character ones a clause may start with (对, 行)
ACKS_ZH = r"好的|好啊|好吧|好滴|好嘞|对啊|对呀|是啊|是呀|是的|没错|收到|了解|明白|知道了|没事|不用|算了"
#: A Chinese greeting or leave-taking
GREETINGS_ZH = r"你好|您好|嗨|早上好|早安|晚上好|晚安|再见|拜拜|回头见|下次聊"
#: Chinese thanks and the answers to them
THANKS_ZH = r"谢谢|多谢|感谢|不客气|没关系"
