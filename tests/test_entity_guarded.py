"""`extract_mentions` never raises: one reader's error is logged and loses only what that reader reads."""

from __future__ import annotations

import logging

import pytest

from jiyi.extractors import _entities, _entities_by_shape, _entities_en, _entities_zh, _guarded
from jiyi.extractors._entities import extract_mentions

pytestmark = pytest.mark.reader_errors  # every test here makes a reader raise on purpose


def _boom(*args: object, **kwargs: object) -> None:
    raise IndexError("a wording no test foresaw")


def _facts(text: str, language: str) -> set[tuple[str, str, str]]:
    mentions = extract_mentions(text, language=language)
    return {(m.name or m.relation, f.attribute, f.value) for m in mentions for f in m.facts}


@pytest.fixture(autouse=True)
def _fresh_log(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(_guarded, "_failed", set())  # each test sees its own first failure logged


def test_a_sentence_reader_that_raises_leaves_the_contact_reader_its_value(
    monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    monkeypatch.setattr(_entities_en, "read_sentence_en", _boom)
    with caplog.at_level(logging.ERROR, logger="jiyi.extractors"):
        facts = _facts("Rupert texted me from 1-568-596-7056 last night", "en")
    assert ("Rupert", "phone", "1-568-596-7056") in facts
    assert [r for r in caplog.records if r.exc_info and r.exc_info[0] is IndexError]  # logged with its traceback


def test_a_message_wide_reader_that_raises_leaves_the_sentence_readers_their_facts(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(_entities_by_shape, "read_by_shape", _boom)
    assert {("Amy", "age", "34"), ("Amy", "job", "nurse")} <= _facts("My sister Amy is 34 and she is a nurse.", "en")


def test_a_chinese_reader_that_raises_loses_only_its_own_sentences(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(_entities_zh, "read_sentence_zh", _boom)
    # the English sentence of a mixed message is still read; the Chinese one is lost, and nothing raises
    facts = _facts("我表哥今年三十五岁。My sister Amy is 34.", "zh")
    assert ("Amy", "age", "34") in facts
    assert not any(value == "35" for _, _, value in facts)


def test_an_error_past_the_readers_gives_no_mentions_and_is_logged_once(
    monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    monkeypatch.setattr(_entities, "_merge", _boom)
    with caplog.at_level(logging.DEBUG, logger="jiyi.extractors"):
        assert extract_mentions("My sister Amy is 34.", language="en") == []
        assert extract_mentions("我妹妹今年二十岁。", language="zh") == []
    logged = [r for r in caplog.records if "_read_renamed" in r.getMessage()]  # the guard around the message read
    assert [r.levelno for r in logged] == [logging.ERROR, logging.DEBUG]  # the traceback once, then quietly


def test_failures_are_counted_per_reader(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(_guarded, "_counts", _guarded.Counter())
    monkeypatch.setattr(_entities_zh, "read_sentence_zh", _boom)
    assert _guarded.failure_counts() == {}
    extract_mentions("我表哥今年三十五岁。", language="zh")
    extract_mentions("我表姐今年四十岁。", language="zh")
    counts = _guarded.failure_counts()
    assert list(counts.values()) == [2] and "_boom" in next(iter(counts))
