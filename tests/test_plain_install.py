"""A plain `pip install jiyi` has no FastAPI or uvicorn (the `[server]` extra): the command still works."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

# Runs jiyi's CLI with the server extra's packages made unimportable, as on a plain install.
_RUN = """
import sys
class _NoServerExtra:
    def find_spec(self, name, path=None, target=None):
        if name.split(".")[0] in ("fastapi", "fastapi_offline", "uvicorn", "starlette"):
            raise ModuleNotFoundError(f"No module named {name!r}", name=name)
        return None
sys.meta_path.insert(0, _NoServerExtra())
from jiyi.cli import main
sys.exit(main(sys.argv[1:]))
"""


def _jiyi(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-c", _RUN, *args], capture_output=True, text=True, timeout=120)


def test_commands_run_without_the_server_extra(tmp_path: Path) -> None:
    assert _jiyi("--help").returncode == 0
    db = str(tmp_path / "plain.db")
    added = _jiyi("add", "记住：周五不开会", "--db", db, "--user", "li", "--embedder", "hash")
    assert added.returncode == 0, added.stderr
    found = _jiyi("search", "周五", "--db", db, "--user", "li", "--embedder", "hash")
    assert found.returncode == 0 and "周五不开会" in found.stdout, found.stderr


def test_serve_without_the_server_extra_says_what_to_install(tmp_path: Path) -> None:
    out = _jiyi("serve", "--db", str(tmp_path / "x.db"), "--open")
    assert out.returncode == 1
    assert "pip install 'jiyi[server]'" in out.stderr and "Traceback" not in out.stderr
