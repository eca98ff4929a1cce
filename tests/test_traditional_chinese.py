"""Traditional Chinese (繁體) reads as well as Simplified, and what is read is written in the user's script.

Each Traditional statement is checked against its Simplified twin: the same facts and memories, in the script
the user wrote (`jiyi._script`, `jiyi.extractors._hant`).
"""

from __future__ import annotations

from pathlib import Path

import pytest

from jiyi import Memory
from jiyi._script import han_script, in_script_of, is_traditional, to_simplified
from jiyi.extractors._entities import extract_mentions

# (Traditional as a user in Taiwan / Hong Kong / overseas might write it, its Simplified twin)
TWINS = [
    ("我姐姐周敏今年34歲，住在柏林，是護士", "我姐姐周敏今年34岁，住在柏林，是护士"),
    ("我表哥張偉在騰訊上班，電話是13812345678", "我表哥张伟在腾讯上班，电话是13812345678"),
    ("我老公在台積電上班", "我老公在台积电上班"),
    ("我同事陳家豪是工程師，家鄉在高雄", "我同事陈家豪是工程师，家乡在高雄"),
    ("我爸爸叫劉德明，今年58歲，是一名律師", "我爸爸叫刘德明，今年58岁，是一名律师"),
    ("我室友黃曉雯在銀行工作 人超好的 今年二十六歲", "我室友黄晓雯在银行工作 人超好的 今年二十六岁"),
    ("我舅舅趙國強住在台中，開了一家麵包店", "我舅舅赵国强住在台中，开了一家面包店"),
    ("我大學同學吳家維現在在新加坡當醫生", "我大学同学吴家维现在在新加坡当医生"),
    ("我老闆鄭先生說下個月要調我去香港", "我老板郑先生说下个月要调我去香港"),
    ("我的好朋友王小明，手機號碼是0912345678", "我的好朋友王小明，手机号码是0912345678"),
    ("我媽咪今年六十歲了，住在香港", "我妈咪今年六十岁了，住在香港"),
    ("我弟弟阿傑今年考上台大了🎉 超強der", "我弟弟阿杰今年考上台大了🎉 超强der"),
    ("表妹陳怡君，電話0922333444，住桃園", "表妹陈怡君，电话0922333444，住桃园"),
    ("我男朋友叫林志豪，他是軟體工程師，在Google上班", "我男朋友叫林志豪，他是软体工程师，在Google上班"),
]


def _facts(text: str) -> list[tuple[str, str, list[tuple[str, str]]]]:
    return [
        (m.name, m.relation, [(f.attribute, f.value) for f in m.facts]) for m in extract_mentions(text, language="zh")
    ]


# --- the conversion -------------------------------------------------------------------------------------------


@pytest.mark.parametrize(("hant", "hans"), TWINS)
def test_traditional_maps_to_its_simplified_twin_character_for_character(hant: str, hans: str) -> None:
    assert is_traditional(hant)
    assert to_simplified(hant) == hans
    assert len(to_simplified(hant)) == len(hant)


@pytest.mark.parametrize(
    "text",
    [
        "我姐姐今年34岁，住在柏林",  # Simplified
        "我们公司楼下那家咖啡店周一不开门",
        "乾隆下江南的故事我最喜欢",  # 乾 is Simplified too
        "My sister Amy is 34 and lives in Berlin",
        "我用Python写代码，also some Go",
        "我在台灣出差，发了个消息给他们说一下情况",  # mostly Simplified: mixed text stays as it is
        "",
        "🎉🎉 ok",
    ],
)
def test_simplified_english_and_mixed_text_is_left_as_it_is(text: str) -> None:
    assert not is_traditional(text)


def test_a_text_the_two_scripts_write_alike_says_no_script() -> None:
    assert han_script("我姐姐今年34歲") == "hant"
    assert han_script("我姐姐今年34岁") == "hans"
    assert han_script("我在台灣出差，发了个消息给他们说一下情况") == "hans"
    assert han_script("我不吃香菜，也不太能吃辣") == ""
    assert han_script("ok 👍") == ""


@pytest.mark.parametrize(("hant", "hans"), TWINS)
def test_an_output_copying_the_message_takes_the_users_own_characters(hant: str, hans: str) -> None:
    assert in_script_of(hans, [hant]) == hant
    assert in_script_of("用户的" + hans[1:], [hant]) == "用戶的" + hant[1:]


def test_template_words_are_converted_and_a_character_keeps_the_users_form() -> None:
    # 发 is 髮 in 頭髮 and 發 in 發燒: each as the user wrote it, by its neighbours
    said = ["我頭髮剪短了，昨天還發燒"]
    assert in_script_of("用户头发剪短了", said) == "用戶頭髮剪短了"
    assert in_script_of("用户昨天还发烧", said) == "用戶昨天還發燒"
    assert in_script_of("用户喜欢画画", ["我喜歡畫畫"]) == "用戶喜歡畫畫"
    assert in_script_of("User likes cats", ["我喜歡貓"]) == "User likes cats"


# --- entity facts ---------------------------------------------------------------------------------------------


@pytest.mark.parametrize(("hant", "hans"), TWINS)
def test_entity_facts_read_as_from_the_simplified_twin_in_the_users_script(hant: str, hans: str) -> None:
    got, twin = _facts(hant), _facts(hans)
    assert twin, hans
    assert [(to_simplified(n), to_simplified(r), [(a, to_simplified(v)) for a, v in fs]) for n, r, fs in got] == twin
    for name, relation, facts in got:
        for word in (name, relation, *(v for _, v in facts)):
            assert word == in_script_of(to_simplified(word), [hant])  # as said: 張偉, 護士, 騰訊


def test_taiwan_and_cantonese_words_read_as_the_word_the_readers_know() -> None:
    # 姊 is Taiwan's 姐, 喺 Cantonese 在: read as those, given back as written
    assert _facts("我姊姊在美國讀博士，今年三十歲") == [
        ("", "姊姊", [("lives_in", "美國"), ("education", "博士"), ("age", "三十歲")])
    ]
    assert _facts("我二姊叫陳雅婷，在台北當老師") == [("陳雅婷", "二姊", [("works_in", "台北"), ("job", "老師")])]
    assert to_simplified("我住喺沙田") == "我住在沙田"
    assert to_simplified("我住喺沙田，佢係我嘅朋友") == "我住在沙田，佢是我嘅朋友"


def test_named_facts_keep_the_traditional_surname_and_values() -> None:
    assert _facts("我表哥張偉在騰訊上班，電話是13812345678")[0] == (
        "張偉",
        "表哥",
        [("employer", "騰訊"), ("phone", "13812345678")],
    )
    assert _facts("我姐姐周敏今年34歲，住在柏林，是護士") == [
        ("周敏", "姐姐", [("age", "34歲"), ("lives_in", "柏林"), ("job", "護士")])
    ]


@pytest.mark.parametrize(
    "text",
    [
        "她幾歲了？",
        "你覺得他是醫生嗎？",
        "如果他是醫生就好了",
        "要是我哥在台積電上班就好了",
        "佢係我嘅朋友，喺匯豐銀行做嘢",  # Cantonese: not read, and never misread
        "我今年28歲，是設計師",  # the user's own facts are not an entity's
    ],
)
def test_questions_hypotheticals_and_the_users_own_facts_read_no_one(text: str) -> None:
    assert not [m for m in extract_mentions(text, language="zh") if m.facts]


# --- memories -------------------------------------------------------------------------------------------------

MEMORY_TWINS = [
    ("我女兒今年上小學了，她很喜歡畫畫。", "我女儿今年上小学了，她很喜欢画画。"),  # person / preference
    ("我們公司樓下那家咖啡店週一不開門。", "我们公司楼下那家咖啡店周一不开门。"),
    ("我下個月要去東京出差", "我下个月要去东京出差"),  # plan, dated
    ("記得提醒我週五交報告", "记得提醒我周五交报告"),  # todo
    ("我表哥張偉在騰訊上班，電話是13812345678", "我表哥张伟在腾讯上班，电话是13812345678"),
    ("我最喜歡吃的水果是芒果", "我最喜欢吃的水果是芒果"),  # preference
    ("上週六我跟朋友去陽明山爬山，累死了哈哈", "上周六我跟朋友去阳明山爬山，累死了哈哈"),  # event
    ("我表哥張偉在騰訊上班 / 他今年35歲，住在深圳", "我表哥张伟在腾讯上班 / 他今年35岁，住在深圳"),  # 他: 張偉
    ("她幾歲了？", "她几岁了？"),
    ("如果他是醫生就好了", "如果他是医生就好了"),
]


def _memories(mem: Memory, user: str, text: str) -> list[tuple[str, str]]:
    topic = mem.topics.create(user, "聊天")
    for said in text.split(" / "):
        mem.messages.add(topic.id, "user", said)
    mem.extract(topic.id)
    return sorted((r.type, r.content) for r in mem.list(user, limit=50))


def test_memories_of_traditional_messages_match_their_simplified_twins(tmp_path: Path, embedder, clock) -> None:  # type: ignore[no-untyped-def]
    mem = Memory(tmp_path / "m.db", embedder=embedder, clock=clock)
    try:
        for i, (hant, hans) in enumerate(MEMORY_TWINS):
            got, twin = _memories(mem, f"t{i}", hant), _memories(mem, f"s{i}", hans)
            assert [(t, to_simplified(c)) for t, c in got] == twin, hant
            for _, content in got:
                assert "用户" not in content and is_traditional(content), content  # "用戶…", in the user's script
        # a message the two scripts write alike is in the script of the user's last one
        assert ("preference", "用戶不吃香菜，也不太能吃辣") in _memories(
            mem, "n", "我喜歡貓 / 我不吃香菜，也不太能吃辣"
        )
        assert ("preference", "用户不吃香菜，也不太能吃辣") in _memories(
            mem, "m", "我喜欢猫 / 我不吃香菜，也不太能吃辣"
        )
        assert _memories(mem, "c", "我住喺沙田，喺中環返工") == [
            ("personal", "用戶住喺沙田，喺中環返工")
        ]  # not 住在喺沙田
        assert _memories(mem, "a", "我女兒今年上小學了，她很喜歡畫畫。") == [
            ("preference", "用戶的女兒今年上小學了，很喜歡畫畫")
        ]
        # the context block tells the memories and people in the user's script
        topic = mem.topics.create("p", "聊天")
        mem.messages.add(topic.id, "user", "我表哥張偉在騰訊上班，今年35歲")
        mem.extract(topic.id)
        text = mem.context("p", "我表哥在哪裡上班？").text
        assert "張偉" in text and "騰訊" in text and "张伟" not in text and "腾讯" not in text
    finally:
        mem.close()


def test_a_traditional_users_block_has_its_headings_and_labels_in_their_characters(
    tmp_path: Path,
    embedder,  # type: ignore[no-untyped-def]
    clock,  # type: ignore[no-untyped-def]
) -> None:
    mem = Memory(tmp_path / "h.db", embedder=embedder, clock=clock)
    try:
        # a new user: the cold-start line too
        assert is_traditional(mem.context("new", "幫我想想週末去哪裡玩").text)
        assert not is_traditional(mem.context("new", "帮我想想周末去哪里玩").text)
        for user, said, asked in [
            ("t", "我表哥張偉在騰訊上班，今年35歲", "我表哥在哪裡上班？"),
            ("s", "我表哥张伟在腾讯上班，今年35岁", "我表哥在哪里上班？"),
        ]:
            topic = mem.topics.create(user, "聊天")
            mem.messages.add(topic.id, "user", said)
            mem.extract(topic.id)
            text = mem.context(user, asked).text
            hant = user == "t"
            assert ("以下是你對用戶的長期記憶" in text) is hant, text
            assert ("以下是你对用户的长期记忆" in text) is not hant, text
            assert (("## 關於用戶" if hant else "## 关于用户") in text) and (
                ("## 相關的人和事" if hant else "## 相关的人和事") in text
            ), text
            # a message that says no script is in the script of the chat's turns before it
            follow = mem.context(user, "他今年多大", recent=[asked]).text
            assert ("以下是你對用戶的長期記憶" in follow) is hant, follow
        # English stays English, whatever the chat before
        assert mem.context("t", "Where does my cousin work?", recent=["我表哥在哪裡上班？"]).text.startswith("What you")
    finally:
        mem.close()
