"""Stop 46: Chinese names the entity layer missed or cut, and the same people said in English.

- a two-character surname (复姓) said as an apposition ("我姐夫，东方稻生，…") or bare before what is said of them
  ("东方蘅若老家广东云浮的");
- a rare surname said bare before 在 and a Latin or unknown employer ("芮舒窈在Google上班", "覃叙白在海底捞干");
- where a name ends when both readings leave a word after it ("王建平时常加班": 王建平 / 时常, not 王建 / 平时),
  or when the segmenter ran the verb after it into the name ("裘国梁去…", "冼嘉欣回…");
- an English given name and a Chinese surname ("我同事Kevin王在微软上班");
- a Chinese given name in pinyin, which ends in -ing as English verbs do ("My wife Meiling Chen …");
- a nickname of the same surname said aside ("我同事王建平（小王）…"): the same one, not a second person;
- where one works said with 干 alone ("在海底捞干");
- a name said run on after 叫 in a voice message ("我表哥叫东方既明在深圳上班");
And what must stay no one: a book's title, a four-character idiom, a game.
"""

from __future__ import annotations

import pytest

from jiyi import Memory
from jiyi.extractors._entities import extract_mentions
from jiyi.extractors._entities_zh_names import lead_name
from jiyi.extractors._rules_zh_facts import COMPOUND_SURNAME, RARE_SURNAMES, SURNAMES

from .test_entity_lead38 import _people
from .test_entity_profile_zh import _say

Case = tuple[str, str, tuple[str, str]]  # what was said, who, the fact of theirs

# "我姐夫，东方稻生，…": a name said on its own after the tie is the one the tie named
APPOSITION: list[Case] = [
    ("我姐夫，东方稻生，他在巴中上班", "东方稻生", ("works_in", "巴中")),
    ("我姐夫，东方稻生，在巴中上班", "东方稻生", ("works_in", "巴中")),
    ("我同事，司马长风，在杭州上班", "司马长风", ("works_in", "杭州")),
    ("我同事，欧阳娜娜，28岁", "欧阳娜娜", ("age", "28岁")),
    ("我姐夫，芮舒窈，他在巴中上班", "芮舒窈", ("works_in", "巴中")),
    ("My brother-in-law, Daosheng Dongfang, works in Bazhong.", "Daosheng Dongfang", ("works_in", "Bazhong")),
]
# a rare or two-character surname said bare, before what is said of a person
BARE: list[Case] = [
    ("东方蘅若老家广东云浮的", "东方蘅若", ("from", "广东云浮")),
    ("诸葛明亮老家四川的", "诸葛明亮", ("from", "四川")),
    ("澹台明月在腾讯上班", "澹台明月", ("employer", "腾讯")),
    ("上官婉清在海底捞上班", "上官婉清", ("employer", "海底捞")),
    ("东方蘅若今年31岁", "东方蘅若", ("age", "31岁")),
    ("芮舒窈在Google上班", "芮舒窈", ("employer", "Google")),
    ("王舒窈在Google上班", "王舒窈", ("employer", "Google")),
    ("芮舒窈她在Google上班", "芮舒窈", ("employer", "Google")),  # 她 pointing back at the name
    ("东方蘅若她老家广东云浮的", "东方蘅若", ("from", "广东云浮")),
    ("我表弟宇文泰来今年二十岁", "宇文泰来", ("age", "二十岁")),  # 宇文泰来 / 今年, not 宇文泰 / 来今年
    ("我同事欧阳明今年30岁", "欧阳明", ("age", "30岁")),
    ("Shuyao Rui works at Google.", "Shuyao Rui", ("employer", "Google")),
    ("Hengruo Dongfang is from Yunfu.", "Hengruo Dongfang", ("from", "Yunfu")),
]
# "叫" and a name run on into what is said of them, unpunctuated
RUN_ON: list[Case] = [
    ("我表哥叫东方既明在深圳上班", "东方既明", ("works_in", "深圳")),
    ("我领导叫欧阳明辉他是湖南人", "欧阳明辉", ("from", "湖南")),
    ("我表哥叫王既明在深圳上班", "王既明", ("works_in", "深圳")),
    ("My cousin is called Jiming Dongfang and works in Shenzhen", "Jiming Dongfang", ("works_in", "Shenzhen")),
]

# the same people in English: the name as said, and what is said of them
WHOLE_EN: list[Case] = [
    ("My best friend Jiaxin Xian moved back to Guangzhou.", "Jiaxin Xian", ("lives_in", "Guangzhou")),
    ("My coworker Guoliang Qiu is from Shanghai.", "Guoliang Qiu", ("from", "Shanghai")),
]
# voice-to-text without punctuation: a two-character surname before an everyday word, 回, a topic's 吧 then 他
VOICE: list[Case] = [
    ("我闺蜜上官晴天天加班", "上官晴", ("relation", "闺蜜")),
    ("我表妹东方雨桐回浙江了", "东方雨桐", ("relation", "表妹")),
    ("诶我跟你说我同事钭明远吧他在京东上班", "钭明远", ("employer", "京东")),
    ("我发小叫庹建军现在在成都开出租", "庹建军", ("works_in", "成都")),
    ("我那个表妹啊东方蘅若老家广东云浮的", "东方蘅若", ("from", "广东云浮")),  # a stall between tie and name
    ("我表妹呢王芳老家广东的", "王芳", ("from", "广东")),
    ("我同事芮舒窈人特别好", "芮舒窈", ("trait", "人好")),  # the segmenter's 芮舒窈人 is the name and 人
    ("我同事王芳啊人特别好", "王芳", ("trait", "人好")),
    ("My coworker Mingyuan Tou works at JD.", "Mingyuan Tou", ("employer", "JD")),
]
# "我同事Kevin王": an English given name and the Chinese surname after it are one name
LATIN_SURNAME: list[Case] = [
    ("我同事Kevin王在微软上班", "Kevin王", ("employer", "微软")),
    ("我组员Linda张是四川人", "Linda张", ("from", "四川")),
    ("Kevin王在微软上班", "Kevin王", ("employer", "微软")),
    ("我室友Kevin湖南人", "Kevin", ("from", "湖南")),  # 湖 is no surname: Kevin is from Hunan
    ("My coworker Kevin Wang works at Microsoft.", "Kevin Wang", ("employer", "Microsoft")),
]
# a Chinese given name in pinyin ends in -ing as English verbs do: before a surname, or after a tie, a name
PINYIN: list[Case] = [
    ("My husband Jianping Liu is 40.", "Jianping Liu", ("age", "40")),
    ("My wife Meiling Chen works in Shenzhen.", "Meiling Chen", ("works_in", "Shenzhen")),
    ("My husband Jianping works in Shenzhen.", "Jianping", ("works_in", "Shenzhen")),
    ("Jianping Liu works in Shenzhen.", "Jianping Liu", ("works_in", "Shenzhen")),
    ("我老公刘建平在深圳上班", "刘建平", ("works_in", "深圳")),
    ("我老婆陈美玲在深圳上班", "陈美玲", ("works_in", "深圳")),
]
# "在海底捞干": 干 alone at the end says where one works, as 干活 does
WORK_GAN: list[Case] = [
    ("覃叙白在海底捞干", "覃叙白", ("employer", "海底捞")),
    ("我同事王芳在海底捞干", "王芳", ("employer", "海底捞")),
    ("Xubai Qin works at Haidilao.", "Xubai Qin", ("employer", "Haidilao")),
]


def _case(cases: list[Case]) -> list[tuple[str, str, str, tuple[str, str]]]:
    return [(said, "en" if said.isascii() else "zh", who, fact) for said, who, fact in cases]


ALL_CASES = APPOSITION + BARE + RUN_ON + WORK_GAN + WHOLE_EN + LATIN_SURNAME + PINYIN + VOICE


@pytest.mark.parametrize(("said", "language", "who", "fact"), _case(ALL_CASES))
def test_the_one_named_has_the_fact(said: str, language: str, who: str, fact: tuple[str, str]) -> None:
    if fact[0] == "relation":
        assert _related(said).get(who) == fact[1], _related(said)
    else:
        assert fact in _people(said, language)[who]


@pytest.mark.parametrize(
    ("said", "name"),
    [
        ("王建平时常加班", "王建平"),  # 时常 is a word after 王建平, and the segmenter reads it so
        ("刘建平时不时出差", "刘建平"),
        ("王小明天要来", "王小"),  # 天要来 opens with no word: 明天 is the time
        ("林悦人特别好", "林悦"),  # 人特别好 opens with no word either: 人 is how she is
        ("裘国梁去上海出差了", "裘国梁"),  # the segmenter's 梁去 is the name's end and the verb
        ("冼嘉欣回广州了", "冼嘉欣"),  # …and its 冼嘉欣回 the name and the verb
        ("禚望山挑礼物", "禚望山"),
    ],
)
def test_where_a_name_ends(said: str, name: str) -> None:
    lead = lead_name(said, loose=True)
    assert lead is not None and lead[0] == name, lead


@pytest.mark.parametrize(
    ("said", "who", "tie"),
    [
        ("我老公刘建平时不时出差", "刘建平", "老公"),
        ("我同事裘国梁去上海出差了", "裘国梁", "同事"),
        ("我闺蜜冼嘉欣回广州了", "冼嘉欣", "闺蜜"),
        ("给我组员禚望山挑礼物", "禚望山", "组员"),
    ],
)
def test_a_name_cut_or_glued_is_read_whole(said: str, who: str, tie: str) -> None:
    assert _related(said).get(who) == tie, _related(said)


@pytest.mark.parametrize(
    ("said", "language"),
    [
        ("最近在看《东方蘅若传》", "zh"),  # a book's title
        ("我表姐，百里挑一，在巴中上班", "zh"),  # an idiom, not 百里 and a given name
        ("我表哥周末经常去钓鱼", "zh"),  # 周末 / 经常: no 周末经
        ("我表哥周末回老家", "zh"),  # …nor 周末回
        ("我老公啊天天加班", "zh"),  # a stall after the tie, and no name after it
        ("第五人格是我最爱玩的游戏", "zh"),  # a game: 第五 opens it, and no name
        ("百里香是一种香料", "zh"),  # a herb
        ("I read 'The Story of Hengruo' last week.", "en"),
        ("Landing Pan was rough.", "en"),  # an -ing word at a sentence's start is no name, whatever follows it
        ("Having Tom over was fun.", "en"),
    ],
)
def test_what_is_no_ones_name_stays_so(said: str, language: str) -> None:
    names = set(_people(said, language))
    taken = {"东方蘅若", "百里挑一", "第五人格", "百里香", "周末经", "周末回", "天天"}
    taken |= {"Hengruo", "Landing Pan", "Having"}
    assert not names & taken, names


@pytest.mark.parametrize("said", ["我同事王芳在外面干", "我同事王芳在家里干", "我同事王芳在那边干"])
def test_where_one_works_said_with_gan_is_no_employer_when_it_is_no_place_of_work(said: str) -> None:
    assert all(a != "employer" for a, _ in _people(said, "zh")["王芳"])


@pytest.mark.parametrize(
    ("said", "language", "name", "alias"),
    [
        ("我同事王建平（小王）在腾讯上班", "zh", "王建平", "小王"),
        ("我同事小王，王建平，在腾讯上班", "zh", "王建平", "小王"),
        ("我同事王建平，老王，在腾讯上班", "zh", "王建平", "老王"),
        ("My coworker Jianping Wang, we call him Xiao Wang, works at Tencent.", "en", "Jianping Wang", "Xiao Wang"),
    ],
)
def test_a_nickname_of_the_same_surname_said_aside_is_the_same_one(
    said: str, language: str, name: str, alias: str
) -> None:
    people = [m for m in extract_mentions(said, language=language) if m.kind == "person"]
    assert [(m.name, m.aliases) for m in people] == [(name, [alias])], people
    assert any(f.attribute == "employer" for f in people[0].facts), people


def test_a_nickname_of_another_surname_is_someone_else() -> None:
    people = {m.name for m in extract_mentions("我同事王芳，小李，在腾讯", language="zh") if m.kind == "person"}
    assert people == {"王芳", "小李"}


def test_one_table_of_two_character_surnames_and_the_rare_ones_are_surnames() -> None:
    assert {"澹台", "轩辕", "钟离", "呼延", "万俟"} <= set(COMPOUND_SURNAME.split("|"))
    assert RARE_SURNAMES <= SURNAMES


def test_a_dialogue_of_rare_names_answers_where_they_work(mem: Memory) -> None:
    _say(mem, "u1", "我姐夫，东方稻生，他在巴中上班", "芮舒窈在Google上班，她是我大学同学")
    people = {e.name or e.relation: e for e in mem.entities.list("u1") if e.kind == "person"}
    assert {"东方稻生", "芮舒窈"} <= set(people), people
    block = mem.context("u1", "我姐夫在哪上班？").text
    assert "东方稻生" in block and "巴中" in block, block
    block = mem.context("u1", "芮舒窈在哪工作？").text
    assert "Google" in block, block
    assert not mem.entities.list("u2")  # another user's world is not read


def test_an_english_dialogue_of_the_same_people(mem: Memory) -> None:
    _say(
        mem,
        "u1",
        "My brother-in-law, Daosheng Dongfang, works in Bazhong.",
        "Shuyao Rui works at Google, she was my classmate at university.",
    )
    people = {e.name or e.relation: e for e in mem.entities.list("u1") if e.kind == "person"}
    assert {"Daosheng Dongfang", "Shuyao Rui"} <= set(people), people
    block = mem.context("u1", "Where does my brother-in-law work?").text
    assert "Daosheng Dongfang" in block and "Bazhong" in block, block


def _related(said: str) -> dict[str, str]:
    return {m.name: m.relation for m in extract_mentions(said, language="zh") if m.kind == "person" and m.name}
