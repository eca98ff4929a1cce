"""The README's "Use it from your framework" examples run as written: each block in a fresh interpreter, in
order, on one database in a temporary home, the Agents SDK's model being the local OpenAI stub."""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

from .openai_stub import CHAT, OpenAIStub, chat_reply

ROOT = Path(__file__).resolve().parents[1]


def _examples() -> list[str]:
    text = (ROOT / "README.md").read_text(encoding="utf-8")
    section = text.split("## Use it from your framework\n", 1)[1].split("\n## ", 1)[0]
    return re.findall(r"^```python\n(.*?)^```", section, re.M | re.S)


def test_the_readme_framework_examples_run_as_written(tmp_path: Path, openai_stub: OpenAIStub) -> None:
    langgraph, agents, langchain = _examples()
    env = {
        **os.environ,
        "HOME": str(tmp_path),  # the examples' ~/.jiyi/jiyi.db
        "PYTHONPATH": str(ROOT / "src"),
        "OPENAI_BASE_URL": openai_stub.base_url,
        "OPENAI_API_KEY": "sk-test",
    }

    def run(code: str) -> str:
        done = subprocess.run([sys.executable, "-c", code], env=env, cwd=tmp_path, capture_output=True, text=True)
        if done.returncode:
            pytest.fail(f"the example failed:\n{code}\n{done.stderr}")
        return done.stdout

    out = run(langgraph)
    assert "('li', 'coach') diet 李明不吃辣，喜欢清淡的粤菜" in out
    openai_stub.script(chat_reply("你不吃辣，推荐一家粤菜馆吧。"))
    assert run(agents).strip() == "你不吃辣，推荐一家粤菜馆吧。"
    system = openai_stub.requests_to(CHAT)[0].messages[0]["content"]
    assert system.startswith("你是李明的助手。") and "李明不吃辣" in system
    out = run(langchain)
    assert "memory" in out and "李明不吃辣，喜欢清淡的粤菜" in out
    assert "message" in out and "周末想吃川菜，你推荐吗？" in out  # the agent's conversation, stored by the session
    assert (tmp_path / ".jiyi" / "jiyi.db").exists()
