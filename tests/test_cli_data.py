"""`jiyi --version`, `jiyi export` / `jiyi import` (an export, a chat log), `jiyi worker --once / --drain`,
`jiyi jobs` across users, exit codes and plurals: the real command in a subprocess, on both stores."""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
from datetime import UTC, datetime, timedelta
from pathlib import Path

import jiyi
from jiyi import Memory

from .conftest import DbFactory


def run(*args: str, stdin: str | None = None, env: dict[str, str] | None = None) -> subprocess.CompletedProcess[str]:
    """`jiyi ARGS` as a user runs it: stdout and stderr are pipes, not a terminal (no progress bar drawn)."""
    base = {k: v for k, v in os.environ.items() if k not in ("JIYI_USER", "JIYI_DB")}
    cmd = [sys.executable, "-m", "jiyi.cli", *args]
    return subprocess.run(
        cmd, input=stdin, capture_output=True, text=True, encoding="utf-8", env={**base, **(env or {})}, timeout=300
    )


def test_version_comes_from_the_package() -> None:
    p = run("--version")
    assert p.returncode == 0 and p.stdout.strip() == f"jiyi {jiyi.__version__}"


def test_exit_codes_0_ok_1_error_2_usage(tmp_path: Path) -> None:
    db = str(tmp_path / "x.db")
    assert run("add", "我住在成都", "--db", db, "-u", "li").returncode == 0
    missing = run("forget", "mem_nope", "--db", db, "-u", "li")
    assert missing.returncode == 1 and "memory 'mem_nope' not found" in missing.stderr
    unknown_option = run("list", "--db", db, "--no-such-option")
    assert unknown_option.returncode == 2 and "unrecognized arguments" in unknown_option.stderr
    unconfirmed = run("forget", "--everything", "--db", db, "-u", "li")
    assert unconfirmed.returncode == 2 and "--yes" in unconfirmed.stderr
    bad_data = run("import", str(tmp_path / "nothing.jsonl"), "--db", db, "-u", "li")
    assert bad_data.returncode == 1 and "no such file" in bad_data.stderr
    for p in (missing, unknown_option, unconfirmed, bad_data):
        assert "Traceback" not in p.stderr


def test_plurals_are_right(tmp_path: Path) -> None:
    db = str(tmp_path / "x.db")
    run("add", "我每周六去爬山", "--db", db, "-u", "li")
    assert "-- 1 of 1 memory for user 'li'" in run("list", "--db", db, "-u", "li").stdout
    preview = run("forget", "--about", "爬山", "--dry-run", "--db", db, "-u", "li").stdout
    assert "would forget 1 memory;" in preview


def test_a_default_user_with_nothing_names_the_users_who_have_data(tmp_path: Path) -> None:
    db = str(tmp_path / "x.db")
    run("add", "我喜欢喝茉莉花茶", "--db", db, "-u", "li")
    listing = run("list", "--db", db).stdout
    assert "-- 0 of 0 memories for user 'me'" in listing and "li" in listing and "--user" in listing
    assert "茉莉花茶" in run("list", "--db", db, env={"JIYI_USER": "li"}).stdout  # $JIYI_USER, as documented


def _seed(where: str | Path) -> None:
    with Memory(where, embedder="hash") as mem:
        t = mem.topics.create("li", "周末")
        mem.messages.add_many(t.id, [("user", "我下周去杭州出差", None), ("assistant", "好的，祝顺利", None)])
        mem.add("li", "用户对花生过敏", type="health")
        mem.add("li", "用户住在成都", type="personal")
        mem.add("wang", "王先生喜欢围棋", type="preference")


def test_export_and_import_round_trip_chinese(db_factory: DbFactory) -> None:
    src, dst = str(db_factory("src.db")), str(db_factory("dst.db"))
    _seed(src)
    exported = run("export", "--db", src, "-u", "li", "--embedder", "hash")
    assert exported.returncode == 0, exported.stderr
    lines = exported.stdout.splitlines()
    assert json.loads(lines[0]) == {"kind": "jiyi-export", "version": 1, "user_id": "li"}
    assert "我下周去杭州出差" in exported.stdout and "王先生" not in exported.stdout  # one user's data only
    assert "exported user 'li': 1 topic, 2 messages, 2 memories, 2 history entries" in exported.stderr

    imported = run("import", "-", "--db", dst, "--embedder", "hash", stdin=exported.stdout)  # the file's own user
    assert imported.returncode == 0, imported.stderr
    assert "imported into user 'li': 1 topic, 2 messages, 2 memories, 2 history entries" in imported.stderr
    again = run("import", "-", "--db", dst, "--embedder", "hash", stdin=exported.stdout)
    assert "nothing new; 7 records already present" in again.stderr  # idempotent
    with Memory(dst, embedder="hash") as mem:
        assert sorted(m.content for m in mem.list("li")) == ["用户住在成都", "用户对花生过敏"]
        topic = mem.topics.list("li")[0]
        assert [m.content for m in mem.messages.list(topic.id, user_id="li")] == ["我下周去杭州出差", "好的，祝顺利"]
        assert mem.list("wang") == []

    other = run("import", "-", "--db", dst, "-u", "zhao", "--embedder", "hash", stdin=exported.stdout)
    assert other.returncode == 2 and "add --as-user" in other.stderr
    broken = "\n".join([*lines, '{"kind": "memory", "content": ""}'])
    bad = run("import", "-", "--db", dst, "-u", "li", "--embedder", "hash", stdin=broken)
    assert bad.returncode == 1 and "line 9" in bad.stderr and "Traceback" not in bad.stderr


def test_export_to_a_file_and_without_a_user(tmp_path: Path) -> None:
    db = tmp_path / "x.db"
    _seed(db)
    target = tmp_path / "backup" / "li.jsonl"
    target.parent.mkdir()
    p = run("export", "--db", str(db), "-u", "li", "-o", str(target), "--embedder", "hash")
    assert p.returncode == 0 and p.stdout == "" and f"to {target}" in p.stderr
    assert target.read_text(encoding="utf-8").count("\n") == 8 and not list(target.parent.glob("*.partial"))
    nobody = run("export", "--db", str(db), "--embedder", "hash")  # whose? never a guessed 'me'
    assert nobody.returncode == 2 and "needs --user" in nobody.stderr and "li, wang" in nobody.stderr
    assert "\x1b" not in p.stderr  # no progress bar drawn into a pipe: the summary alone


def test_import_a_chat_log_into_topics(db_factory: DbFactory, tmp_path: Path) -> None:
    db = str(db_factory("chat.db"))
    conversation = [
        {"role": "system", "content": "你是一个贴心的助手"},
        {"role": "user", "content": "我叫王芳，在成都做室内设计"},
        {"role": "assistant", "content": None, "tool_calls": [{"id": "c1"}]},
        {"role": "assistant", "content": [{"type": "text", "text": "你好王芳！"}]},
    ]
    path = tmp_path / "chat.json"
    path.write_text(json.dumps(conversation, ensure_ascii=False), encoding="utf-8")
    p = run("import", str(path), "--db", db, "-u", "wang", "--title", "自我介绍", "--embedder", "hash")
    assert p.returncode == 0, p.stderr
    assert "imported 3 messages into 1 topic for user 'wang'; 1 message or line skipped: message 3: no text" in (
        p.stderr
    )
    jsonl = "\n".join(
        [
            json.dumps({"role": "user", "content": "我喜欢喝茉莉花茶"}, ensure_ascii=False),
            "这一行不是 JSON",
            json.dumps({"role": "assistant", "content": "记住了"}, ensure_ascii=False),
            json.dumps(
                {"title": "出差", "messages": [{"role": "user", "content": "明天去重庆出差"}]}, ensure_ascii=False
            ),
            json.dumps({"role": "robot", "content": "哔"}, ensure_ascii=False),
        ]
    )
    p = run("import", "-", "--db", db, "-u", "wang", "--embedder", "hash", stdin=jsonl)
    assert p.returncode == 0, p.stderr
    assert (
        "imported 3 messages into 2 topics for user 'wang'; 2 messages or lines skipped: line 2: not valid JSON"
        in p.stderr
        and "line 5: unknown role 'robot'" in p.stderr
    )
    with Memory(db, embedder="hash") as mem:
        topics = {t.title: t for t in mem.topics.list("wang")}
        assert set(topics) == {"自我介绍", "出差", "imported chat #1"}
        said = [(m.role, m.content) for m in mem.messages.list(topics["自我介绍"].id, user_id="wang")]
        assert said == [
            ("system", "你是一个贴心的助手"),
            ("user", "我叫王芳，在成都做室内设计"),
            ("assistant", "你好王芳！"),
        ]
        assert [m.content for m in mem.messages.list(topics["imported chat #1"].id)] == ["我喜欢喝茉莉花茶", "记住了"]
        count = sum(len(mem.messages.list(t.id)) for t in topics.values())

    # Nothing importable, or a topic that is not this user's: exit 1 and nothing written.
    empty = run(
        "import", "-", "--db", db, "-u", "wang", "--embedder", "hash", stdin='[{"role": "user", "content": ""}]'
    )
    assert empty.returncode == 1 and "no message to import" in empty.stderr
    with Memory(db, embedder="hash") as mem:
        alien = mem.topics.create("li", "李的话题")
    wrong = run("import", str(path), "--db", db, "-u", "wang", "--topic", alien.id, "--embedder", "hash")
    assert wrong.returncode == 1 and "not found" in wrong.stderr
    with Memory(db, embedder="hash") as mem:
        assert sum(len(mem.messages.list(t.id)) for t in mem.topics.list("wang")) == count
        assert mem.store.list_messages("li", alien.id) == []
    nobody = run("import", str(path), "--db", db, "--embedder", "hash")
    assert nobody.returncode == 2 and "needs --user" in nobody.stderr


def test_worker_once_tells_what_is_left_and_drain_runs_it(db_factory: DbFactory) -> None:
    where = str(db_factory("w.db"))
    old = datetime.now(UTC) - timedelta(hours=2)
    with Memory(where, embedder="hash") as mem:
        for user in ("li", "wang"):
            mem.update_settings(user, memory_silent_minutes=1)
            for i in range(3):
                t = mem.topics.create(user, f"聊天 {i}")
                mem.messages.add(t.id, "user", f"我喜欢吃火锅，第{i}次说", created_at=old)
    # 6 silent topics to distil and 2 users to maintain: 8 jobs; one tick of 2 leaves 6.
    once = run("worker", "--once", "--batch", "2", "--db", where, "--embedder", "hash")
    assert once.returncode == 0, once.stderr
    assert "2 jobs run, 0 failed, 0 reminders" in once.stderr
    assert "6 jobs due left (run `jiyi worker --drain` to run them now)" in once.stderr

    listing = run("jobs", "--db", where, "--embedder", "hash").stdout  # no --user: every user's, with a user column
    rows = [line.split() for line in listing.splitlines() if line.startswith("job_")]
    assert {r[1] for r in rows} == {"li", "wang"} and len(rows) == 8
    mine = run("jobs", "--db", where, "-u", "li", "--embedder", "hash").stdout
    assert {line.split()[1] for line in mine.splitlines() if line.startswith("job_")} == {"li"}

    drain = run("worker", "--drain", "--batch", "2", "--db", where, "--embedder", "hash")
    assert drain.returncode == 0, drain.stderr
    assert re.search(r"6 jobs run in \d+ ticks, 0 failed, 0 reminders", drain.stderr), drain.stderr
    assert "0 jobs due left" in drain.stderr and "\x1b" not in drain.stderr
    with Memory(where, embedder="hash") as mem:
        for user in ("li", "wang"):
            assert sum("火锅" in m.content for m in mem.list(user)) >= 1
    both = run("worker", "--once", "--drain", "--db", where)
    assert both.returncode == 2 and "not both" in both.stderr


def test_export_into_a_closed_pipe_or_a_missing_folder_is_a_clear_error(tmp_path: Path) -> None:
    db = tmp_path / "x.db"
    with Memory(db, embedder="hash") as mem:
        t = mem.topics.create("li", "长对话")
        mem.messages.add_many(t.id, [("user", f"第{i}条：我周末常去青城山徒步", None) for i in range(3000)])
    base = {k: v for k, v in os.environ.items() if k not in ("JIYI_USER", "JIYI_DB")}
    cmd = [sys.executable, "-m", "jiyi.cli", "export", "--db", str(db), "-u", "li", "--embedder", "hash"]
    with subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE, env=base) as proc:  # `| head -1`
        assert proc.stdout is not None and proc.stderr is not None
        assert b"jiyi-export" in proc.stdout.readline()
        proc.stdout.close()  # far more than a pipe holds is still to come
        err = proc.stderr.read().decode()
        assert proc.wait(timeout=300) == 1
    assert "Traceback" not in err and "BrokenPipe" not in err
    missing = run("export", "--db", str(db), "-u", "li", "-o", str(tmp_path / "no" / "li.jsonl"), "--embedder", "hash")
    assert missing.returncode == 1 and "cannot write" in missing.stderr and "Traceback" not in missing.stderr
