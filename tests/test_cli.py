"""The `jiyi` command, run as a real process on a real SQLite file."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path


def jiyi(*args: str, db: Path | None = None, check: bool = True) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "PYTHONIOENCODING": "utf-8"}
    cmd = [sys.executable, "-m", "jiyi.cli", *args]
    if db is not None and args and args[0] != "demo":
        cmd += ["--db", str(db), "--user", "li"]
    proc = subprocess.run(cmd, capture_output=True, text=True, env=env, timeout=120)
    if check and proc.returncode != 0:
        raise AssertionError(f"{cmd} exited {proc.returncode}\n{proc.stdout}\n{proc.stderr}")
    return proc


def test_help_for_every_command() -> None:
    out = jiyi("--help").stdout
    for name in (
        "demo",
        "add",
        "search",
        "list",
        "history",
        "forget",
        "delete",
        "restore",
        "undo",
        "context",
    ):
        assert name in out
        assert "usage: jiyi " + name in jiyi(name, "--help").stdout


def test_add_search_list_history_forget(tmp_path: Path) -> None:
    db = tmp_path / "cli.db"
    added = jiyi("add", "我养了一只叫橘子的橘猫", "--type", "personal", db=db).stdout
    mem_id = added.split()[0]
    assert mem_id.startswith("mem_") and "(personal) 我养了一只叫橘子的橘猫" in added
    jiyi("add", "I prefer tabs over spaces", "--type", "preference", db=db)

    found = jiyi("search", "猫", db=db).stdout
    assert found.splitlines()[0].endswith("(personal) 我养了一只叫橘子的橘猫")
    assert "vector" in found and "text" in found
    assert "tabs" in jiyi("search", "indentation style", db=db).stdout.splitlines()[0]

    listing = jiyi("list", "-v", db=db).stdout
    assert "-- 2 of 2 memories" in listing and "importance 90%" in listing

    forgot = jiyi("forget", mem_id, "--reason", "test", db=db).stdout
    assert "forgotten" in forgot
    assert "橘猫" not in jiyi("search", "猫", db=db).stdout
    hist = jiyi("history", mem_id, db=db).stdout
    assert "forget" in hist and "reason: test" in hist
    jiyi("restore", mem_id, db=db)
    assert "橘猫" in jiyi("search", "猫", db=db).stdout


def test_short_user_option_scopes_every_command(tmp_path: Path) -> None:
    db = str(tmp_path / "cli.db")
    jiyi("add", "我对花生过敏", "-u", "alice", "--db", db)
    assert "花生" in jiyi("search", "过敏", "-u", "alice", "--db", db).stdout
    assert "花生" not in jiyi("search", "过敏", "-u", "bob", "--db", db).stdout
    assert "-- 0 of 0 memories for user 'bob'" in jiyi("list", "-u", "bob", "--db", db).stdout


def test_errors_say_what_to_do(tmp_path: Path) -> None:
    db = tmp_path / "cli.db"
    p = jiyi("forget", "mem_missing", db=db, check=False)
    assert p.returncode == 1 and "memory 'mem_missing' not found" in p.stderr and "Traceback" not in p.stderr
    p = jiyi("forget", "--everything", db=db, check=False)
    assert p.returncode == 2 and "--yes" in p.stderr
    p = jiyi("add", "   ", db=db, check=False)
    assert p.returncode == 1 and "empty" in p.stderr
    p = jiyi("add", "我的银行卡密码是 123456", db=db, check=False)
    assert p.returncode == 1 and "secret (password)" in p.stderr and "filter_sensitive" in p.stderr
    assert "Traceback" not in p.stderr and "123456" not in jiyi("list", db=db).stdout
    p = jiyi("search", "x", "--embedder", "nonsense", db=db, check=False)
    assert p.returncode == 1 and "unknown embedder 'nonsense'" in p.stderr


def test_forget_everything(tmp_path: Path) -> None:
    db = tmp_path / "cli.db"
    jiyi("add", "one thing", db=db)
    out = jiyi("forget", "--everything", "--yes", db=db).stdout
    assert "erased user 'li'" in out and "memories 1" in out
    assert "-- 0 of 0" in jiyi("list", db=db).stdout


def test_demo_runs_offline(tmp_path: Path) -> None:
    out = jiyi("demo", "--db", str(tmp_path / "demo.db")).stdout
    assert "1. Ingesting 6 conversations" in out
    assert "2. What jiyi remembers" in out and "3. Recall" in out and "5. The system-prompt block" in out
    for expected in ("李明", "香菜", "Redis", "苏州", "10.0.0.x", "episode summary written", "reminder sent"):
        assert expected in out, expected
    profile = out.split("4. The profile jiyi keeps")[1].split("5. The system-prompt block")[0]
    assert "星环数据" in profile and "之前在云帆科技工作" in profile  # the job change, visible
    assert "杭州" not in profile  # the corrected trip never lingers in the profile
    assert "## 关于用户" in out and "## 过往的交流" in out  # the block carries profile and episodes
    assert (tmp_path / "demo.db").exists()


def test_window_options_reach_the_distiller_and_bad_values_are_refused(tmp_path: Path) -> None:
    from jiyi.cli import build_parser, open_memory

    db = tmp_path / "w.db"
    bad = jiyi("list", "--window-messages", "0", db=db, check=False)
    assert bad.returncode == 1 and "window_messages must be at least 1" in bad.stderr
    assert "Traceback" not in bad.stderr and not db.exists()
    args = build_parser().parse_args(["worker", "--db", str(db), "--window-messages", "5", "--window-tokens", "1500"])
    with open_memory(args) as mem:
        assert (mem.distiller.config.window_messages, mem.distiller.config.window_tokens) == (5, 1500)
        assert mem.distiller.config.context_tokens == 1000  # the knobs not given keep their defaults
    args = build_parser().parse_args(["jobs", "--db", str(db)])
    with open_memory(args) as mem:
        assert mem.distiller.config.window_messages == 20
    assert build_parser().parse_args(["serve", "--db", str(db), "--window-tokens", "2000"]).window_tokens == 2000


def test_forget_a_topic_and_a_subject(tmp_path: Path) -> None:
    from jiyi import Memory

    db = tmp_path / "cli.db"
    with Memory(db) as mem:
        topic = mem.topics.create("li", "跑步")
        mem.messages.add_many(topic.id, [("user", "我在准备明年的北京马拉松", None), ("user", "我喜欢吃辣", None)])
        mem.extract(topic.id)
        mem.add("li", "用户的马拉松目标是跑进四小时", type="plan")
    preview = jiyi("forget", "--about", "马拉松", "--dry-run", db=db).stdout
    assert "would forget 2 memories" in preview and "北京马拉松" in preview and "跑进四小时" in preview
    assert "马拉松" in jiyi("list", db=db).stdout  # nothing changed
    hidden = jiyi("forget", "--topic", topic.id, "--reason", "请忘掉这段对话", db=db).stdout
    assert f"forgot topic {topic.id}: 2 messages hidden, 2 memories forgotten" in hidden
    listing = jiyi("list", db=db).stdout
    assert "吃辣" not in listing and "北京马拉松" not in listing and "跑进四小时" in listing
    assert "2 memories back" in jiyi("restore", "--topic", topic.id, db=db).stdout
    done = jiyi("forget", "--about", "马拉松", db=db).stdout
    assert "forgot 2 memories" in done and topic.id in done
    p = jiyi("forget", "--topic", topic.id, "--erase", db=db, check=False)
    assert p.returncode == 2 and "--yes" in p.stderr
    assert "2 messages removed for good" in jiyi("forget", "--topic", topic.id, "--erase", "--yes", db=db).stdout
    p = jiyi("restore", "--topic", topic.id, db=db, check=False)
    assert p.returncode == 1 and "not found" in p.stderr and "Traceback" not in p.stderr
    p = jiyi("forget", "--topic", "top_x", "--about", "y", db=db, check=False)
    assert p.returncode == 2 and "give one of" in p.stderr


def test_agent_option_scopes_add_search_list_and_context(tmp_path: Path) -> None:
    db = tmp_path / "cli.db"
    jiyi("add", "客服工单号是 A-1024", "--type", "fact", "--agent", "support", db=db)
    jiyi("add", "我喜欢喝乌龙茶", "--type", "preference", db=db)
    assert "A-1024" in jiyi("search", "工单号", "--agent", "support", db=db).stdout
    assert "A-1024" not in jiyi("search", "工单号", "--agent", "sales", db=db).stdout
    listing = jiyi("list", "--agent", "support", db=db).stdout
    assert "A-1024" in listing and "乌龙茶" not in listing and "-- 1 of 1 memory" in listing
    assert "A-1024" not in jiyi("context", "我的工单号是多少", "--agent", "sales", db=db).stdout
    bad = jiyi("add", "x", "--agent", " ", db=db, check=False)
    assert bad.returncode == 1 and "agent" in bad.stderr and "Traceback" not in bad.stderr
