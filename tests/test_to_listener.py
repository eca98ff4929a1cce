"""What a user says back to the assistant is no part of a memory (`_to_listener.past_the_reply`, through `restate`):
a greeting with the assistant's name, thanks, a judgement of its advice, an acknowledgement or a bare promise to take
it. What the message goes on to say about the user's life stays, and so does a promise that says what it is."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from jiyi._to_listener import past_the_reply
from jiyi.extractors._memory_text import plainly
from jiyi.extractors._offline import candidates_from_text
from jiyi.extractors._restate import restate

NOW = datetime(2026, 11, 25, 12, tzinfo=UTC)


@pytest.mark.parametrize(
    ("said", "memory"),
    [
        ("哈哈，是啊，你没法品尝食物。但是你的建议很有用，有空我可以去尝尝。话说回来，我最近在看一些军事类的书籍，觉得很有趣。",
         "用户最近在看一些军事类的书籍，觉得很有趣"),
        ("我知道了，以后我也会注意这些细节。其实最近我还在学习攀岩，感觉进步很慢。",
         "最近用户还在学习攀岩，感觉进步很慢"),
        ("非常重要，我会注意的。说起来，我女儿下个月要去上海读大学了。", "用户的女儿下个月要去上海读大学了（2026-12）"),
        ("那真的很有用呢，我想学习的重点就是如何表现形象和自然。", "用户想学习的重点就是如何表现形象和自然"),
        ("嗨，AI伴侣，今天我学了一道新的菜，叫做清蒸鲈鱼，非常好吃！",
         "今天用户学了一道新的菜，叫做清蒸鲈鱼，非常好吃（2026-11-25）"),
        ("你好啊小智，我上周刚搬到成都了", "用户上周刚搬到成都了（2026-11-16 那周）"),
        ("这些都是非常实用的建议。谢谢你AI伴侣，我打算下个月去考驾照。", "用户打算下个月去考驾照（2026-12）"),
        ("这听起来很有道理，我老公也是这么说的，他在银行上班", "用户的老公也是这么说的，在银行上班"),
        ("很有道理，我会尝试学习新技能，比如画画和写作。", "用户会尝试学习新技能，比如画画和写作"),
        ("Okay, I've taken note of that. Actually, I've been looking to learn some new skills like painting and "
         "singing.",
         "User has been looking to learn some new skills like painting and singing"),
        ("Hi AI companion, today I learned a new dish called steamed sea bass, it's really delicious!",
         "Today User learned a new dish called steamed sea bass, it's really delicious (2026-11-25)"),
        ("Wow, these are all very practical suggestions. I'm starting a pottery class on Monday with my sister.",
         "User is starting a pottery class on Monday with their sister"),
        ("That sounds like a good idea. My daughter is moving to Denver for college next fall.",
         "User's daughter is moving to Denver for college next fall"),
        ("Of course, first I cleaned the sea bass and marinated it with salt and cooking wine for a while.",
         "First User cleaned the sea bass and marinated it with salt and cooking wine for a while"),
        ("I'm quietly reading at home and feeling comfortable. Share with me.",
         "User is quietly reading at home and feeling comfortable"),
        ("Yes, jazz music is really great. Every time I hear a good melody I get lost in it. Anyway, thanks for "
         "sharing all these interesting topics with me. Let's chat again next time.",
         "Every time User hears a good melody they get lost in it"),
        ("Hello, today's weather is gloomy again. I'm reading at home with my cat Miso on my lap.",
         "User is reading at home with their cat Miso on their lap"),
    ],
)  # fmt: skip
def test_the_reply_to_the_assistant_goes_and_the_news_stays(said: str, memory: str) -> None:
    got = restate(said, NOW)
    assert got is not None
    assert plainly(got.content, got.language) == memory, got.content


@pytest.mark.parametrize(
    "said",
    [
        "这些建议很有用，谢谢你。",
        "很有道理，我会注意的。",
        "好的，我知道了，以后我也会注意这些细节。",
        "那真的很有用，有空我可以去试试。",
        "谢谢你，AI伴侣。",
        "Okay, I've taken note of that.",
        "That sounds like a good idea. I'll keep that in mind.",
        "These are all great suggestions! Thank you, AI companion, for your help.",
        "You're right. Thank you for sharing your thoughts with me. Let's chat again next time.",
        "Those suggestions are very useful, thank you.",
        "These ideas are great, thanks!",
        "Your tips are really helpful. Thanks so much!",
    ],
)
def test_a_message_that_only_answers_the_assistant_is_no_memory(said: str) -> None:
    assert restate(said, NOW) is None


@pytest.mark.parametrize(
    ("sentence", "language", "kept"),
    [
        # a judgement of something of the user's own, not of what the assistant said
        ("我姐姐的建议很有用，她让我每天早起跑步", "zh", "我姐姐的建议很有用，她让我每天早起跑步"),
        ("这个考试很重要，我准备了三个月", "zh", "这个考试很重要，我准备了三个月"),
        ("身体健康非常重要，我每周游泳三次", "zh", "身体健康非常重要，我每周游泳三次"),
        # a promise that says what the user will do
        ("我会去试试那家新开的川菜馆", "zh", "我会去试试那家新开的川菜馆"),
        # a greeting's words that are the user's news, not a name
        ("你好，我叫张曼婷，很高兴认识你。", "zh", "我叫张曼婷"),
        ("早，今天我去面试了", "zh", "今天我去面试了"),
        ("history is my favourite subject", "zh", "history is my favourite subject"),
        ("This is a good book about the war my grandpa fought in.", "en", None),
        ("Hi Sam my sister is 34 now", "en", "Hi Sam my sister is 34 now"),
        ("I'll try the new ramen place on 5th street this weekend.", "en", None),
        ("Thanksgiving at my aunt's place was great.", "en", None),
        ("Thanks, I got the job at the bakery!", "en", "I got the job at the bakery!"),
        ("Thanks so much - my sister says hi too.", "en", "my sister says hi too."),
        ("Those shoes are great, thanks", "en", None),  # the user's own things, not the advice
    ],
)  # fmt: skip
def test_what_is_not_said_back_to_the_assistant_stays(sentence: str, language: str, kept: str | None) -> None:
    assert past_the_reply(sentence, language) == (sentence if kept is None else kept)


@pytest.mark.parametrize(
    ("said", "plans"),
    [
        ("今天的聊天非常愉快，我准备去吃晚饭了，和你明天再见。", []),
        ("我准备去睡觉了", []),
        ("好，我要去洗澡啦", []),
        ("I'm going to have dinner now and will talk to you again tomorrow.", []),
        ("我打算去吃遍成都的火锅店", ["用户打算去吃遍成都的火锅店"]),
        ("我准备下个月去休息一段时间", ["用户准备下个月去休息一段时间（2026-12）"]),
    ],
)
def test_what_one_does_next_within_the_hour_is_no_plan(said: str, plans: list[str]) -> None:
    got = [c.content for c in candidates_from_text(said, NOW) if c.type == "plan"]
    assert got == plans


@pytest.mark.parametrize(
    ("said", "kinds"),
    [
        # 会 of a word or of something done, a plan not made, the talk itself: no plan
        ("今天我学会了做一道新菜，叫做回锅肉，味道很好哦", []),
        ("我还没决定看哪一部", []),
        ("今天我想谈论一下我的写作", []),
        ("我下周要去开会", ["plan"]),
        ("我明天会去北京", ["plan"]),
        ("我不打算换工作了", []),
        # knowledge is not a lesson; a lesson named is
        ("在那里我学到了很多关于历史的知识", []),
        ("我学到了一课：出门一定要带伞", ["lesson"]),
    ],
)
def test_what_the_chinese_rules_type_a_plan_or_a_lesson(said: str, kinds: list[str]) -> None:
    assert [c.type for c in candidates_from_text(said, NOW)] == kinds


@pytest.mark.parametrize(
    ("said", "memory"),
    [
        ("我想跟新教练学瑜伽，可能我自己太难以超越自我了", "用户想跟新教练学瑜伽，可能用户自己太难以超越自我了"),
        ("我的新同事来自我的家乡湖南", "用户的新同事来自用户的家乡湖南"),
        ("可以，在上山的时候，我的食物耗尽了，但一个陌生的女孩子帮助了我",
         "在上山的时候，用户的食物耗尽了，但一个陌生的女孩子帮助了用户"),
    ],
)  # fmt: skip
def test_self_is_a_word_and_a_yes_is_no_part_of_the_memory(said: str, memory: str) -> None:
    got = restate(said, NOW)
    assert got is not None
    assert plainly(got.content, "zh") == memory, got.content


@pytest.mark.parametrize(
    ("said", "memory"),
    [
        ("That sounds good but my work schedule is really full and I don't have enough time.",
         "User's work schedule is really full and they don't have enough time"),
        ("Hello, today I want to talk about my writing. I have always enjoyed writing, but I lack inspiration.",
         "User has always enjoyed writing, but lacks inspiration"),
        ("Okay, I'll try that next time. Recently, I started learning how to shoot and it feels really cool.",
         "User started learning how to shoot and it feels really cool"),
        ("I want to talk about my sister, who just moved to Berlin.",
         "User wants to talk about their sister, who just moved to Berlin"),
    ],
)  # fmt: skip
def test_talk_about_the_talk_goes_and_the_news_stays(said: str, memory: str) -> None:
    got = restate(said, NOW)
    assert got is not None
    assert plainly(got.content, "en") == memory, got.content


def test_glad_to_meet_the_assistant_is_no_memory() -> None:
    assert restate("This is my first time chatting with you and I'm glad to meet you.", NOW) is None


@pytest.mark.parametrize(
    ("said", "memory"),
    [
        ("Glad you bonded over our love of nature. Last Friday I went to a council meeting for adoption.",
         "Last Friday User went to a council meeting for adoption (2026-11-20)"),
        ("So happy to hear that! I started a pottery class with my kids last week.",
         "User started a pottery class with their kids last week (week of 2026-11-16)"),
        ("Great that you asked: I moved to Denver in May.", "User moved to Denver in May (2026-05)"),
        ("Sorry to hear about your dog. My cat Luna died last spring too.", "User's cat Luna died last spring"),
        # gladness at the user's own news stays
        ("Good to see my sister got the job at the clinic in Denver!",
         "Good to see User's sister got the job at the clinic in Denver"),
    ],
)  # fmt: skip
def test_gladness_at_the_listeners_news_goes(said: str, memory: str) -> None:
    got = restate(said, NOW)
    assert got is not None
    assert plainly(got.content, "en") == memory, got.content


def test_two_nouns_before_should_are_no_subjectless_love() -> None:
    assert restate("Love and acceptance should be everyone's right.", NOW) is None
    got = restate("Love hiking with my dog on weekends.", NOW)
    assert got is not None and got.content.startswith("User loves hiking")


@pytest.mark.parametrize(
    ("said", "memory"),
    [
        ("Woah Joanna, I won an international tournament yesterday! It was wild.",
         "User won an international tournament yesterday (2026-11-24). It was wild"),
        ("Crazy thing happened - I was in the final of a big Valorant tournament last Saturday, and I won!",
         "User was in the final of a big Valorant tournament last Saturday, and won (2026-11-21)"),
        ("Here's something cool that happened the other day - I took Max for a walk and ran into a super nice couple.",
         "User took Max for a walk and ran into a super nice couple"),
        ("Speaking of which, I just had a letdown in a video game tourney.",
         "User just had a letdown in a video game tourney"),
        ("On another note, I made vegan ice cream last Friday.", "User made vegan ice cream last Friday (2026-11-20)"),
    ],
)  # fmt: skip
def test_news_announced_opens_with_the_news(said: str, memory: str) -> None:
    got = restate(said, NOW)
    assert got is not None
    assert plainly(got.content, "en") == memory, got.content


@pytest.mark.parametrize(
    ("said", "memory"),
    [
        ("最近我在考虑要不要换工作，但我不太确定。", "最近用户在考虑要不要换工作，但用户不太确定"),
        ("非常有趣，我也喜欢动作片。今天我看了一部动作片《警察故事》",
         "用户喜欢动作片。今天用户看了一部动作片《警察故事》（2026-11-25）"),
    ],
)  # fmt: skip
def test_a_doubt_the_user_weighs_stays_and_a_judgement_goes(said: str, memory: str) -> None:
    got = restate(said, NOW)
    assert got is not None
    assert plainly(got.content, "zh") == memory, got.content


def test_what_the_user_goes_to_do_now_is_no_plan() -> None:
    assert candidates_from_text("我现在要去练习我的吉他了，再见！", NOW) == []
    assert restate("好的，我会看看这些菜谱。", NOW) is None


@pytest.mark.parametrize(
    ("said", "kinds"),
    [
        ("今天我过得还不错", []),  # 得 of how it went, no must
        ("我周五之前得交报告", ["todo"]),
        ("今天我去了一个我一直想去的地方，看到了很美的风景", []),  # the wish is inside what was done
        ("会的，有时我周末会去唱片店淘CD", ["preference"]),  # a habit: kept as one, no dated plan
        ("我打算周末陪我妈去医院", ["plan"]),
    ],
)
def test_what_the_chinese_rules_take_for_a_todo_or_a_plan(said: str, kinds: list[str]) -> None:
    assert [c.type for c in candidates_from_text(said, NOW)] == kinds


def test_a_plan_says_the_users_own_in_the_third_person() -> None:
    got = [c.content for c in candidates_from_text("我打算周末陪我妈去医院", NOW)]
    assert got == ["用户打算周末陪妈妈去医院（2026-11-28）"]


@pytest.mark.parametrize(
    ("said", "memory", "kind"),
    [
        ("你说得对，我应该相信自己。我正在准备面试，但是现在感觉压力很大。",
         "用户应该相信自己。用户正在准备面试，但是现在感觉压力很大", "fact"),
        ("听起来很抽象，但我很不确定是不是真正追寻了自己的梦想。", "用户很不确定是不是真正追寻了自己的梦想", "event"),
        ("都听起来不错。但是我更倾向于回归青春，做一些有趣的事情。", "用户更倾向于回归青春，做一些有趣的事情", "fact"),
        ("会的，有时我周末会去唱片店淘CD。", "有时用户周末会去唱片店淘CD", "fact"),
        # a weekend with what was done in it is the one just gone
        ("我周末去唱片店淘了CD", "用户周末去唱片店淘了CD（2026-11-21）", "event"),
        ("我周末要去爬山", "用户周末要去爬山（2026-11-28）", "plan"),
        ("I went hiking over the weekend with my brother.",
         "User went hiking over the weekend with their brother (2026-11-21)", "event"),
        ("I'm going hiking this weekend with my brother.",
         "User is going hiking this weekend with their brother (2026-11-28)", "plan"),
    ],
)  # fmt: skip
def test_chinese_replies_habits_and_weekends(said: str, memory: str, kind: str) -> None:
    got = restate(said, NOW)
    assert got is not None
    assert (plainly(got.content, got.language), got.type) == (memory, kind), got.content


def test_glad_to_meet_you_is_no_part_of_a_memory() -> None:
    assert restate("我是郑思雨，很高兴认识你。", NOW) is None
    assert past_the_reply("我是郑思雨，很高兴认识你。", "zh") == "我是郑思雨"


@pytest.mark.parametrize(
    ("sentence", "kept"),
    [
        ("我现在会尽量多休息，谢谢你的建议朋友", "我现在会尽量多休息"),
        ("我明天去面试，谢谢啦", "我明天去面试"),
        ("我去了云台山，谢谢你AI伴侣", "我去了云台山"),
        ("今天我升职了，感谢老板给我机会", "今天我升职了，感谢老板给我机会"),  # thanks to someone else is news
    ],
)
def test_thanks_closing_a_chinese_message_goes(sentence: str, kept: str) -> None:
    assert past_the_reply(sentence, "zh") == kept
