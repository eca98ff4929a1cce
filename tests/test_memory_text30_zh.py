"""Chinese memory text said as one says it (`_memory_text_zh.as_said_zh`, through `plainly` and `restate`): a pasted
note's marks become words ("X（用户的Y）" -> "用户的Y X", "其学历为" -> "学历是", "职业：" -> "职业是"), the telling's
words go ("你记一下哈", "存一下", "身高改一下", "用户说个事", "今天聊聊…" and its date), hearsay of another person
opens with that person, and a person named again in full after a pause is said once."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from jiyi.extractors._memory_text import plainly
from jiyi.extractors._restate import restate

NOW = datetime(2026, 11, 25, 12, tzinfo=UTC)


@pytest.mark.parametrize(
    ("text", "memory"),
    [
        # a note's marks
        ("邱月娥（用户的徒弟）的学历为大专", "用户的徒弟邱月娥的学历是大专"),
        ("钟博文（用户的同事），职业：导游", "用户的同事钟博文，职业是导游"),
        ("覃靖川(用户的搭档)在Google工作", "用户的搭档覃靖川在Google工作"),
        ("岳铁柱（外公）的学历为本科", "用户的外公岳铁柱的学历是本科"),
        ("钟博文，就是用户的同事，其年龄为37岁", "用户的同事钟博文，年龄是37岁"),
        ("邱海峰——用户的同事，其生日为9月6日", "用户的同事邱海峰，生日是9月6日"),
        ("柯秀英，就是用户的小姨，在贵阳上班", "用户的小姨柯秀英，在贵阳上班"),
        ("蔺栀萱，用户的干妈，她是PM，天天加班", "用户的干妈蔺栀萱，是PM，天天加班"),
        ("用户的老板全名叫岳俊杰，其年龄为二十九岁", "用户的老板全名叫岳俊杰，年龄是二十九岁"),
        ("用户的徒弟邵振华的工作单位为蓝鲸游戏", "用户的徒弟邵振华的工作单位是蓝鲸游戏"),
        ("之前那个年会的参与人数为六十人上下", "之前那个年会的参与人数是六十人上下"),
        ("用户的领导蔺素琴，邮箱 momo.j39@aliyun.com", "用户的领导蔺素琴，邮箱是momo.j39@aliyun.com"),
        ("用户的发小蔺桓宇，老家 沧州", "用户的发小蔺桓宇，老家是沧州"),
        ("用户的徒弟：11月23号生日", "用户的徒弟，11月23号生日"),
        ("用户的同事：李娜，电话：13912345678", "用户的同事李娜，电话是13912345678"),
        # the telling's words
        ("用户的实习生禹舒窈你记一下哈，她的号 153 4447 6717，存一下", "用户的实习生禹舒窈，她的号 153 4447 6717"),
        ("用户的表舅冼烨磊邮箱bigfish25@aliyun.com，记下。用户的姥姥在江阴", "冼烨磊邮箱bigfish25@aliyun.com。用户"),
        ("用户说个事，程序猿这行用户的表舅冼烨磊干了快十年", "程序猿这行用户的表舅冼烨磊干了快十年"),
        ("用户想起来了，跟用户的徒弟闵书瑶相处久了就知道，这人憨厚", "跟用户的徒弟闵书瑶相处久了就知道，这人憨厚"),
        ("学历写错了，用户的二叔綦翊辰是硕士", "用户的二叔綦翊辰是硕士"),
        ("用户舅舅的号码改一下，现在是13800001111", "用户舅舅的号码现在是13800001111"),
        ("今天聊聊顾博文，用户的徒弟，其身高为162cm（2025-08-11）", "用户的徒弟顾博文，身高是162cm"),
        ("听说用户的表姐下个月要结婚了", "用户的表姐下个月要结婚了"),
        # one person named once
        (
            "用户的领导芮韵秋，身高改一下，她是153cm，用户的领导芮韵秋，24岁",
            "用户的领导芮韵秋，身高是153cm，24岁",
        ),
    ],
)  # fmt: skip
def test_a_note_reads_as_said(text: str, memory: str) -> None:
    got = plainly(text, "zh")
    assert memory in got, got
    assert "（2025-08-11）" not in got


@pytest.mark.parametrize(
    "text",
    [
        "听说用户下个月要升职了",  # the user's own news: who told them stays
        "用户听朋友说姐夫庞承泽调去合肥工作了",  # the user is who heard it
        "上礼拜给冼璐瑶(用户的大姑子)过了生日",  # a name inside a clause is left where it is
        "每年春节都回浙江乐清老家 高铁票超难抢",  # a label word in a sentence is no field
        "这是她的手机号 去苏州参加的满月酒",
        "用户的公司为员工买了保险",  # 为 that is not a field's
        "用户想记下来明天的安排",  # 记下 inside a word
        "上周，用户的同事，请用户吃了饭",  # no name before the pause
        "跟小王(用户的同事)一起去了杭州",  # a preposition is no name
        "用户的项目技术栈：后端 FastAPI",  # a colon after no tie is the note's own
    ],
)
def test_what_is_no_note_is_left_as_it_is(text: str) -> None:
    got = plainly(text, "zh")
    for word in (
        "听说用户",
        "听朋友说",
        "冼璐瑶(",
        "老家 高铁",
        "手机号 去",
        "公司为",
        "记下来",
        "上周",
        "小王(",
        "技术栈：",
    ):
        if word in text:
            assert word in got, got


def test_a_different_person_after_a_pause_is_kept() -> None:
    got = plainly("用户的同事钟卫东在北京上班，用户的同事李明喜欢跑步", "zh")
    assert "用户的同事李明喜欢跑步" in got, got


@pytest.mark.parametrize(
    ("said", "memory", "kind"),
    [
        ("今天聊聊我表哥王磊，他在杭州上班", "用户的表哥王磊在杭州上班", "fact"),
        ("李娜（我同事），职业：护士", "用户的同事李娜，职业是护士", "fact"),
        ("周敏——我表姐，其学历为硕士", "用户的表姐周敏，学历是硕士", "fact"),
        ("王芳，就是我大学室友，其工作单位为华为", "用户的大学室友王芳，工作单位是华为", "fact"),
        ("我那个同事张伟你记一下哈，他是上海人", "用户的同事张伟，是上海人", "fact"),
    ],
)
def test_a_message_restated_reads_as_said(said: str, memory: str, kind: str) -> None:
    got = restate(said, NOW)
    assert got is not None
    text = plainly(got.content, "zh")
    assert text == memory and got.type == kind, (text, got.type)


def test_a_lead_and_an_exclamation_do_not_hide_the_note() -> None:
    assert (
        plainly("先记个人：邵月娥，用户的徒弟，她的工作单位为恒远药业", "zh") == "用户的徒弟邵月娥，工作单位是恒远药业"
    )
    got = plainly("用户的搭档宓蔓琳是1.65m！ 冼烨磊(用户的表舅)，电话 13668268745！", "zh")
    assert got == "用户的搭档宓蔓琳是1.65m。用户的表舅冼烨磊，电话是13668268745", got
    assert plainly("用户想起来了，今天聊聊庞淑珍，用户的堂妹，她的工作地点为贵阳（2025-08-06）", "zh") == (
        "用户的堂妹庞淑珍，工作地点是贵阳"
    )


@pytest.mark.parametrize(
    ("said", "memory"),
    [
        ("谢谢你的建议，我一定会试着去学习这些画家的作品。", "用户一定会试着去学习这些画家的作品"),
        ("好的，我已经记下来了。其实最近我也想学习一些新的技能，比如画画。", "最近用户也想学习一些新的技能，比如画画"),
        ("意外地没有。我感觉我很迷茫，不知道该朝着什么方向发展。", "用户感觉自己很迷茫，不知道该朝着什么方向发展"),
        ("我觉得我目前的薪资不太理想", "用户觉得自己目前的薪资不太理想"),
        ("今天我有一个小问题想要请教你。我最近在学习绘画，进步很慢。", "用户最近在学习绘画，进步很慢"),
        ("我在家里安静地看书，感觉挺舒服的。跟我分享一下吧。", "用户在家里安静地看书，感觉挺舒服的"),
    ],
)  # fmt: skip
def test_what_is_said_to_the_listener_is_no_part_of_the_memory(said: str, memory: str) -> None:
    got = restate(said, NOW)
    assert got is not None
    assert plainly(got.content, "zh") == memory, got.content


def test_talk_about_the_talk_is_no_memory() -> None:
    assert restate("你好，AI伴侣。今天我想和你来聊聊关于旅游的事情。", NOW) is None


def test_a_title_cut_at_its_closing_mark_is_closed() -> None:
    assert plainly("用户喜欢的是《听妈妈的话", "zh") == "用户喜欢的是《听妈妈的话》"
    assert plainly("用户在读《三体》和《球状闪电》", "zh") == "用户在读《三体》和《球状闪电》"


def test_a_goodbye_is_no_part_of_the_memory() -> None:
    got = restate("爵士乐真的很棒，我非常享受这种感觉。好了，今天的聊天结束了。我们下次再聊，再见！", NOW)
    assert got is not None and "再见" not in got.content and "聊天" not in got.content, got.content
