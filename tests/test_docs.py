"""The README and docs/*.md can be followed from a fresh clone: their commands exist, and they stand alone.

Every `jiyi ...` command line in a shell block parses with the real CLI parser (so a renamed command or
option breaks this test, not a reader), every `jiyi <command>` named in the text is a real command,
packages are installed with the clone's `.venv/bin/pip` (jiyi is not on an index), the MCP client
configuration starts the real MCP command, local links resolve, and nothing cites a document that is
not in the repository.
"""

from __future__ import annotations

import argparse
import json
import re
import shlex
from pathlib import Path

import pytest

from jiyi.cli import build_parser

ROOT = Path(__file__).resolve().parents[1]
DOCS = [ROOT / "README.md", *sorted((ROOT / "docs").glob("*.md"))]
_BLOCK = re.compile(r"^```(\w*)\n(.*?)^```", re.M | re.S)


def _blocks(path: Path, lang: str) -> list[str]:
    return [body for kind, body in _BLOCK.findall(path.read_text(encoding="utf-8")) if kind == lang]


def _shell_lines(path: Path) -> list[list[str]]:
    """The words of each command line of the file's bash blocks, comments dropped."""
    lines = []
    for body in _blocks(path, "bash"):
        for line in body.splitlines():
            words = shlex.split(line, comments=True)
            if words:
                lines.append(words)
    return lines


def _commands(parser: argparse.ArgumentParser) -> set[str]:
    for action in parser._actions:
        if isinstance(action, argparse._SubParsersAction):
            return set(action.choices)
    return set()


@pytest.mark.parametrize("path", DOCS, ids=lambda p: p.name)
def test_every_jiyi_command_line_parses(path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    for words in _shell_lines(path):
        if Path(words[0]).name != "jiyi":
            continue
        try:
            build_parser().parse_args(words[1:])
        except SystemExit as done:
            if done.code == 0:  # --version / --help print and exit 0
                continue
            pytest.fail(f"{path.name}: `{shlex.join(words)}` does not parse: {capsys.readouterr().err}")


@pytest.mark.parametrize("path", DOCS, ids=lambda p: p.name)
def test_every_jiyi_command_named_exists(path: Path) -> None:
    known = _commands(build_parser())
    named = set(re.findall(r"`(?:\.venv/bin/)?jiyi ([a-z][a-z-]*)", path.read_text(encoding="utf-8")))
    assert named <= known, f"{path.name} names commands the CLI does not have: {sorted(named - known)}"


@pytest.mark.parametrize("path", DOCS, ids=lambda p: p.name)
def test_installs_use_the_clones_venv(path: Path) -> None:
    for words in _shell_lines(path):
        for i, word in enumerate(words):
            if Path(word).name in ("pip", "pip3") and "install" in words[i + 1 : i + 2]:
                assert word.endswith("/bin/pip"), (
                    f"{path.name}: `{shlex.join(words)}` runs whatever pip is first on PATH"
                )
                installs = words[i + 2 :]
                # jiyi is not published: it comes from the clone (-e . / '.[extra]'), never by name from an index.
                assert not any(re.match(r"jiyi\b", w) for w in installs), f"{path.name}: `{shlex.join(words)}`"


def test_the_mcp_client_configuration_starts_the_mcp_command() -> None:
    configs = [json.loads(body) for body in _blocks(ROOT / "README.md", "json")]
    servers = [s for c in configs for s in c.get("mcpServers", {}).values()]
    assert servers, "the README has no MCP client configuration"
    for server in servers:
        assert Path(server["command"]).is_absolute() and server["command"].endswith("/.venv/bin/jiyi")
        args = build_parser().parse_args(server["args"])
        assert args.command == "mcp"


@pytest.mark.parametrize("path", DOCS, ids=lambda p: p.name)
def test_local_links_resolve(path: Path) -> None:
    text = path.read_text(encoding="utf-8")
    for target in re.findall(r"\]\(([^)#\s]+)(?:#[^)]*)?\)", text):
        if "://" in target:
            continue
        assert (path.parent / target).exists(), f"{path.name} links to {target}, which does not exist"


@pytest.mark.parametrize("path", DOCS, ids=lambda p: p.name)
def test_no_reference_to_documents_outside_the_repository(path: Path) -> None:
    text = path.read_text(encoding="utf-8")
    # Design seeds and their sections, and the project's shared notes, are not in the repository; the
    # benchmark data folder beside the clone is data the scripts read, not a document.
    for pattern in (r"\bseeds?\s+\d", r"§", r"设计文档", r"\.\./shared/(?!bench-data)"):
        found = re.search(pattern, text, re.I)
        assert not found, (
            f"{path.name} cites {found.group()!r}: {text[max(0, found.start() - 60) : found.end() + 60]!r}"
        )
