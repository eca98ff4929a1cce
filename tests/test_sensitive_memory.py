"""Secrets never become memories or prompt text (seed 003 §11.2), with real stores, the bundled embedder and a
real OpenAI-compatible HTTP stub; the user's `filter_sensitive` setting turns the filter off."""

from __future__ import annotations

import json

import pytest

from jiyi import FixedClock, Memory, MemoryState, ValidationError

from .openai_stub import CHAT, OpenAIStub, chat_reply

ZH = "记住：我的银行卡密码是 123456，身份证号 110101199003071234"
EN = "Remember: my password is hunter2 and my SSN is 123-45-6789."
VALUES = ("123456", "110101199003071234", "hunter2", "123-45-6789")


def _everything_stored(mem: Memory, user: str) -> str:
    """Every memory version and every history row of the user, as one text."""
    mems = mem.list(user, states=None, current_only=False, limit=1000)
    rows = mem.history(user, limit=1000)
    return "\n".join([m.content for m in mems] + [f"{h.old_content} {h.new_content} {h.reason}" for h in rows])


def _topic(mem: Memory, user: str, *lines: str) -> str:
    t = mem.topics.create(user, "chat")
    for line in lines:
        mem.messages.add(t.id, "user", line)
    return t.id


def test_offline_distillation_skips_secrets_and_says_why(mem: Memory) -> None:
    report = mem.extract(_topic(mem, "li", ZH, "我叫李明，是后端工程师"))
    assert report.status == "done"
    assert any("李明" in m.content for m in report.added)  # the rest of the conversation is still remembered
    sensitive = [d for d in report.skipped if d.reason.startswith("sensitive")]
    assert len(sensitive) == 1 and "password" in sensitive[0].reason and "ID number" in sensitive[0].reason
    assert "***" in sensitive[0].content and "123456" not in sensitive[0].content  # the report is masked too
    en = mem.extract(_topic(mem, "li", EN, "I live in Berlin."))
    assert [d.reason for d in en.skipped if d.reason.startswith("sensitive")] == [
        "sensitive: looks like it contains a password, SSN; not stored"
    ]
    assert any("Berlin" in m.content for m in en.added)
    stored = _everything_stored(mem, "li")
    assert "李明" in stored and not [v for v in VALUES if v in stored]
    block = mem.context("li", "我的银行卡密码和身份证号是多少？ what is my password and SSN?")
    assert not [v for v in VALUES if v in block.text]


def test_filter_off_keeps_secrets_as_before(mem: Memory) -> None:
    assert mem.settings("li").filter_sensitive is True
    mem.update_settings("li", filter_sensitive=False)
    report = mem.extract(_topic(mem, "li", ZH))
    assert any("123456" in m.content for m in report.added)
    card = mem.add("li", "我的信用卡号是 4111 1111 1111 1111")
    assert card.content.endswith("4111 1111 1111 1111")
    block = mem.context("li", "我的信用卡号是多少")
    assert "4111 1111 1111 1111" in block.text


@pytest.mark.parametrize(
    ("text", "kind"),
    [
        ("我的信用卡号是 4111 1111 1111 1111", "bank card number"),
        ("OpenAI key sk-proj-abcDEF1234567890ghiJKL", "API key or token"),
        ("My PIN is 4821", "password"),
    ],
)
def test_manual_add_of_a_secret_is_refused(mem: Memory, text: str, kind: str) -> None:
    with pytest.raises(ValidationError) as err:
        mem.add("li", text)
    assert err.value.field == "content"
    assert kind in str(err.value) and "filter_sensitive" in str(err.value)
    assert mem.count("li") == 0 and mem.history("li") == []


def test_manual_update_to_a_secret_is_refused_and_contacts_are_kept(mem: Memory) -> None:
    rec = mem.add("li", "我的电话是 13800138000，邮箱 li.ming@example.com")  # contacts are not secrets
    with pytest.raises(ValidationError, match="password"):
        mem.update("li", rec.id, "我的支付密码是 888888")
    assert mem.get("li", rec.id).is_current and mem.count("li") == 1
    mem.update_settings("li", filter_sensitive=False)
    new = mem.update("li", rec.id, "我的支付密码是 888888")
    assert new.content == "我的支付密码是 888888"


def test_context_never_injects_an_older_secret(mem: Memory) -> None:
    mem.update_settings("li", filter_sensitive=False)  # stored before the filter existed (or imported)
    mem.add("li", "用户的招商银行卡密码是 654321", type="personal")
    mem.add("li", "用户的工资卡是招商银行的", type="personal")
    assert "654321" in mem.context("li", "招商银行卡").text  # the check below can fail
    mem.update_settings("li", filter_sensitive=True)
    block = mem.context("li", "招商银行卡")
    assert "工资卡" in block.text and "654321" not in block.text
    assert all("654321" not in h.content for h in block.memories)
    # Still the user's: listed and searchable, only kept out of prompts.
    assert any("654321" in m.content for m in mem.list("li"))


def test_episode_and_profile_carry_no_secret(mem: Memory, clock: FixedClock) -> None:
    mem.update_settings("li", filter_sensitive=False)
    mem.add("li", "用户的银行卡密码是 654321", type="personal", importance=0.9)
    mem.update_settings("li", filter_sensitive=True)
    t = mem.topics.create("li", "chat")
    for role, line in [
        ("user", "我是护士，最近夜班很累。记住：我的支付密码是 778899"),
        ("assistant", "辛苦了，密码可以存在密码管理器里"),
        ("user", "我的 token: ghp_abcdefghijklmnopqrstuvwxyz0123456789 怎么用？"),
        ("assistant", "放进环境变量"),
    ]:
        mem.messages.add(t.id, role, line)
    clock.advance(minutes=10)
    outcomes = mem.run_due().outcomes
    assert any("skipped as sensitive" in o.detail for o in outcomes if o.job.kind == "extract")
    episodes = mem.list("li", types=["episode"])
    assert len(episodes) == 1 and "护士" in episodes[0].content
    assert "778899" not in episodes[0].content and "ghp_" not in episodes[0].content  # not even clipped
    assert "要点：用户是护士。" in episodes[0].content  # no half-masked fact ("用户的支付密码是")
    mem.refresh_profile("li")
    profile = mem.profile("li")
    assert "护士" in profile and "654321" not in profile
    assert "778899" not in _everything_stored(mem, "li")


def test_state_changes_of_a_secret_memory_still_work(mem: Memory) -> None:
    """The filter guards new text only: an older secret can still be deleted and restored (nothing is stuck)."""
    mem.update_settings("li", filter_sensitive=False)
    rec = mem.add("li", "my SSN is 123-45-6789")
    mem.update_settings("li", filter_sensitive=True)
    assert mem.delete("li", rec.id).state is MemoryState.DELETED
    assert mem.restore("li", rec.id).state is MemoryState.ACTIVE


def test_llm_extraction_skips_secrets_and_is_told_not_to_extract_them(llm_mem: Memory, openai_stub: OpenAIStub) -> None:
    llm_mem.update_settings("li", filter_sensitive=False)
    llm_mem.add("li", "用户的银行卡密码是 654321", type="personal")
    llm_mem.update_settings("li", filter_sensitive=True)
    tid = _topic(llm_mem, "li", "我的支付密码是 888888，我喜欢喝咖啡，银行卡密码也要记得")
    answer = {
        "decisions": [
            {"action": "add", "type": "personal", "content": "用户的支付密码是 888888", "importance": 0.9},
            {"action": "add", "type": "preference", "content": "用户喜欢喝咖啡", "importance": 0.6},
        ],
        "reason": "ok",
    }
    openai_stub.script(chat_reply(json.dumps(answer, ensure_ascii=False)))
    report = llm_mem.extract(tid)
    assert [m.content for m in report.added] == ["用户喜欢喝咖啡"]
    assert [(d.content, d.reason) for d in report.skipped] == [
        ("用户的支付密码是 ***", "sensitive: looks like it contains a password; not stored")
    ]
    prompt = "\n".join(str(m["content"]) for m in openai_stub.requests_to(CHAT)[0].messages)
    assert "绝不提取密码" in prompt  # the model is asked not to extract credentials
    assert "用户的银行卡密码是 ***" in prompt and "654321" not in prompt  # an older related secret, masked
    assert "888888" not in _everything_stored(llm_mem, "li")
