"""The profile reads as prose (issue #17, item 3): one paragraph in the user's main language, from what they
said, with no clause labels, no list markup, no subject repeated at every sentence, statements made in the
other language quoted as the user said them, absolute dates, nothing said twice, nothing withdrawn, within
its share of the context budget.

Conversations go through the real offline pipeline (rules, selector, bundled embedder, SQLite); a few checks
call the paragraph writer directly with memories as the store keeps them."""

from __future__ import annotations

import re
from datetime import UTC, datetime, timedelta

from jiyi import FixedClock, Memory
from jiyi._text import estimate_tokens
from jiyi.lifecycle._prose import MAX_SENTENCES, MAX_TOKENS, Fact, Talk, write_profile

START = datetime(2026, 11, 2, 9, tzinfo=UTC)  # a Monday
LABELS = (
    "身份：",
    "核心：",
    "偏好：",
    "经验：",
    "近期计划：",
    "变化：",
    "Who:",
    "Core:",
    "Likes:",
    "Lessons:",
    "Plans:",
)


def _sentences(text: str) -> list[str]:
    return [s for s in re.split(r"(?<=[。！？])|(?<=[.!?])\s+(?=[A-Z\"「])", text) if s.strip()]


def _is_prose(text: str, language: str) -> list[str]:
    """The paragraph's sentences, after checking what every profile must be."""
    assert "\n" not in text and not re.search(r"(^|\s)[-*•]\s", text), text  # one paragraph, no list markup
    assert not any(label in text for label in LABELS), text
    sentences = _sentences(text)
    assert 1 <= len(sentences) <= MAX_SENTENCES, sentences
    assert estimate_tokens(text) <= MAX_TOKENS, text
    ends = "。" if language == "zh" else "."
    assert all(s.rstrip().endswith(ends) for s in sentences), sentences
    # the subject is said once: no later sentence starts with it again
    subject = re.compile(r"^\s*(?:用户|User\b|The user\b)")
    assert not any(subject.match(s) for s in sentences[1:]), sentences
    han = len(re.findall(r"[\u4e00-\u9fff]", re.sub(r"「[^」]*」|\"[^\"]*\"", "", text)))
    assert (han > 0) == (language == "zh"), text  # the main language, but for what is quoted
    return sentences


def _talk(mem: Memory, clock: FixedClock, *sessions: tuple[str, ...]) -> str:
    """Each session a topic of user turns, distilled an hour later; then the profile is rebuilt."""
    for n, turns in enumerate(sessions):
        clock.set(START + timedelta(days=n))
        topic = mem.topics.create("u1", f"s{n}")
        for text in turns:
            mem.messages.add(topic.id, "user", text)
        clock.set(START + timedelta(days=n, hours=1))
        mem.extract(topic.id)
    mem.refresh_profile("u1")
    return mem.profile("u1")


def _mem(tmp_path, clock: FixedClock) -> Memory:  # type: ignore[no-untyped-def]
    return Memory(tmp_path / "p.db", clock=clock)


def _profile(tmp_path, *sessions: tuple[str, ...]) -> str:  # type: ignore[no-untyped-def]
    """The profile of a user who said `sessions` (see `_talk`), on a fresh database."""
    clock = FixedClock(START)
    with _mem(tmp_path, clock) as mem:
        return _talk(mem, clock, *sessions)


def test_zh_profile_names_the_user_once_and_reads_as_sentences(tmp_path) -> None:  # type: ignore[no-untyped-def]
    text = _profile(tmp_path, ("我叫李明，是后端工程师。", "我住在上海。", "我受不了香菜，点外卖千万别放。"))
    _is_prose(text, "zh")
    assert text.startswith("李明是后端工程师"), text
    assert "住在上海" in text and "受不了香菜" in text
    assert "用户" not in text  # the name stands for the user; no "用户" stutter


def test_en_profile_says_they_with_the_verb_agreeing(tmp_path) -> None:  # type: ignore[no-untyped-def]
    text = _profile(
        tmp_path, ("I'm Sarah, I work as a nurse at the city hospital.", "Hey, I just adopted a puppy named Max.")
    )
    sentences = _is_prose(text, "en")
    assert sentences[0].startswith("Sarah is a nurse") and "works at the city hospital" in sentences[0], text
    assert "They have a puppy named Max." in text, text  # not "They has", not "User has"
    assert "User" not in text


def test_zh_profile_quotes_an_english_statement_in_the_first_person(tmp_path) -> None:  # type: ignore[no-untyped-def]
    text = _profile(
        tmp_path, ("我住在上海。", "我叫王芳。", "I play badminton every Saturday morning with my colleagues.")
    )
    _is_prose(text, "zh")
    assert "「I play badminton every Saturday morning with my colleagues」" in text, text
    assert "User" not in text and "their colleagues" not in text  # quoted, not spliced in the third person


def test_en_profile_quotes_a_chinese_statement_as_said(tmp_path) -> None:  # type: ignore[no-untyped-def]
    text = _profile(
        tmp_path, ("I live in Boulder.", "I volunteer at the animal shelter every Saturday morning.", "我对芒果过敏。")
    )
    _is_prose(text, "en")
    assert '"我对芒果过敏"' in text and "said in Chinese" in text, text
    assert "用户" not in text


def test_the_main_language_is_the_one_most_messages_are_in(tmp_path) -> None:  # type: ignore[no-untyped-def]
    # one memory in each language, but most of what the user says is English
    text = _profile(
        tmp_path,
        ("我住在上海。", "I can't stand cilantro, it tastes like soap to me.", "thanks, that helps", "ok, see you"),
    )
    _is_prose(text, "en")
    assert "can't stand cilantro" in text and '"我住在上海"' in text, text


def test_zh_plan_date_is_absolute_and_a_repeated_plan_is_said_once(tmp_path) -> None:  # type: ignore[no-untyped-def]
    clock = FixedClock(START)
    with _mem(tmp_path, clock) as mem:
        text = _talk(mem, clock, ("我下周三要去深圳出差，见一个新客户，要待三天。",))
        stored = [m.content for m in mem.list("u1", types=["plan"])]
    _is_prose(text, "zh")
    # one memory of the trip (the rule's dated clause and the whole statement were two until stop 33) ...
    assert len(stored) == 1 and "见一个新客户" in stored[0], stored
    assert text.count("深圳") == 1, text  # ... said once
    assert "11月11日" in text and "下周三" not in text, text  # "next Wednesday" goes stale; the date does not


def test_en_plan_date_is_absolute(tmp_path) -> None:  # type: ignore[no-untyped-def]
    text = _profile(
        tmp_path, ("I live in Boulder.", "I'm flying to Lisbon next Friday with my partner for a long weekend.")
    )
    _is_prose(text, "en")
    assert "Lisbon on November 13" in text and "next Friday" not in text, text


def test_zh_people_in_their_life_get_a_sentence_without_the_subject(tmp_path) -> None:  # type: ignore[no-untyped-def]
    text = _profile(
        tmp_path, ("我是一名中学老师。", "我家的橘猫叫橘子，今年三岁了。", "我表姐去年搬到了成都，在一家医院当护士。")
    )
    sentences = _is_prose(text, "zh")
    people = next(s for s in sentences if "橘子" in s)
    assert people.startswith("家里的橘猫叫橘子"), sentences
    # who they are, not what else was said of them: 表姐's move is for the people section, the cat's age too
    assert "成都" not in text and "三岁" not in text, text


def test_a_change_is_visible_and_a_correction_is_not(tmp_path) -> None:  # type: ignore[no-untyped-def]
    text = _profile(
        tmp_path,
        ("我叫李明。", "我在云帆科技工作。", "我下周三要去杭州出差。"),
        ("跟你说个事，我跳槽了，现在在星环数据工作。", "更正一下，出差地点不是杭州，是苏州。"),
    )
    _is_prose(text, "zh")
    assert "之前在云帆科技工作，最近在星环数据工作" in text, text
    assert "苏州" in text and "杭州" not in text, text  # the corrected value was never true


def test_a_forgotten_fact_leaves_the_profile_in_both_languages(tmp_path) -> None:  # type: ignore[no-untyped-def]
    clock = FixedClock(START)
    with _mem(tmp_path, clock) as mem:
        zh = _talk(mem, clock, ("我叫李明，是后端工程师。", "我的外卖地址一般填公司楼下，宜山路 700 号 B 座。"))
        clock.set(START + timedelta(days=3))
        en_topic = mem.topics.create("u2", "gym")
        mem.messages.add(en_topic.id, "user", "I live in Denver and my gym locker code is 4417.")
        mem.messages.add(en_topic.id, "user", "I'm a nurse at the city hospital.")
        mem.extract(en_topic.id)
        mem.refresh_profile("u2")
        for user, word in (("u1", "宜山路"), ("u2", "4417")):
            for m in mem.list(user):
                if word in m.content:
                    mem.forget(user, m.id)
        after_zh, after_en = mem.profile("u1"), mem.profile("u2")
    assert "宜山路" in zh or "宜山路" not in after_zh  # (whether or not it was profile material)
    assert "宜山路" not in after_zh and "李明" in after_zh, after_zh
    assert "4417" not in after_en and "nurse" in after_en, after_en
    _is_prose(after_zh, "zh")
    _is_prose(after_en, "en")


NOW = datetime(2026, 11, 20, 9, tzinfo=UTC)


def _fact(text: str, kind: str, language: str = "zh", days: int = 10) -> Fact:
    return Fact(text, language, kind, NOW - timedelta(days=days))


def test_a_long_history_stays_within_the_budget_in_both_languages() -> None:
    zh = [_fact("用户叫陈静", "core"), _fact("用户是产品经理", "personal"), _fact("用户住在杭州", "personal")]
    zh += [_fact(f"用户喜欢第{i}种茶，每天下午都要泡一壶，还会配一点点心", "preference") for i in range(12)]
    zh += [_fact(f"用户的同事小{i}很会做饭，周末常请大家吃饭", "person") for i in range(8)]
    zh += [_fact(f"用户下个月要去第{i}个城市出差（2026-12-0{i % 9 + 1}）", "plan") for i in range(8)]
    en = [_fact("User's name is Tom", "core", "en"), _fact("User is a teacher", "personal", "en")]
    en += [
        _fact(f"User loves hiking trail number {i} every weekend with their dog", "preference", "en") for i in range(12)
    ]
    en += [_fact(f"User's friend Sam{i} is a chef who cooks for them on Sundays", "person", "en") for i in range(8)]
    for facts, lang in ((zh, "zh"), (en, "en")):
        text = write_profile(facts, [], lang, NOW)
        assert text is not None
        _is_prose(text, lang)
        assert estimate_tokens(text) <= MAX_TOKENS < estimate_tokens(" ".join(f.text for f in facts))


def test_the_last_conversation_is_named_by_its_subjects_and_fragments_are_left_out() -> None:
    facts = [_fact("用户叫李明", "core"), _fact("用户是后端工程师", "personal")]
    talk = Talk("2026-11-12 的对话：聊了公司、跳槽、从云帆、Go（8 条消息）。情绪：积极。", "zh")
    text = write_profile(facts, [talk], "zh", NOW)
    assert text is not None
    _is_prose(text, "zh")
    assert text.endswith("11月12日聊到了公司、跳槽和Go。"), text  # no "从云帆"
    en = write_profile(
        [_fact("User is a nurse", "personal", "en")],
        [
            Talk(
                "Conversation on 2026-11-17: Talked about Suzhou Industrial Park, trip (8 messages). Tone: positive.",
                "en",
            )
        ],
        "en",
        NOW,
    )
    assert en == "The user is a nurse. On November 17 you talked about Suzhou Industrial Park and trip.", en


def test_context_shows_the_prose_profile_without_repeating_its_facts(tmp_path) -> None:  # type: ignore[no-untyped-def]
    clock = FixedClock(START)
    with _mem(tmp_path, clock) as mem:
        profile = _talk(mem, clock, ("我叫李明，是后端工程师。", "我家的橘猫叫橘子。"))
        block = mem.context("u1", "帮我写个接口").text
    assert profile in block, block
    assert "用户叫李明" not in block and "用户家的橘猫叫橘子" not in block, block  # the profile already says them


def test_a_new_user_is_greeted_in_the_language_they_write_in(tmp_path) -> None:  # type: ignore[no-untyped-def]
    clock = FixedClock(START)
    with _mem(tmp_path, clock) as mem:
        assert re.search(r"[\u4e00-\u9fff]", mem.profile("nobody"))  # no messages at all: Chinese, as before
        topic = mem.topics.create("en-user", "hello")
        mem.messages.add(topic.id, "user", "hi there, can you help me plan a trip?")
        text = mem.profile("en-user")  # no profile written yet: the cold-start text, in English
        assert text and not re.search(r"[\u4e00-\u9fff]", text), text
        assert re.search(r"[\u4e00-\u9fff]", mem.profile("en-user", language="zh"))  # asked for: as asked
