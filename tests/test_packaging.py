"""The wheel and sdist that `python -m build` makes install in a fresh venv and run `jiyi demo` and `jiyi serve`.

The build runs on a copy of the checkout (so nothing is written into it) with `--no-isolation`: setuptools and
`build` come from the test extra, so no index is needed. The fresh venv gets the wheel with `--no-deps` and sees
the running environment's site-packages through a path file, so the dependencies are not installed again; the
wheel's own `jiyi` comes first on its path, and the tests check that it is the one imported.
"""

from __future__ import annotations

import email.parser
import importlib.util
import json
import os
import shutil
import site
import socket
import subprocess
import sys
import tarfile
import time
import zipfile
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import httpx
import pytest

pytestmark = pytest.mark.packaging

ROOT = Path(__file__).resolve().parents[1]
PACKAGE = ROOT / "src" / "jiyi"
# Files that are not Python modules but must ship: the web UI and the demo's conversation.
DATA_DIRS = ("server/static", "data")


@dataclass(frozen=True)
class Built:
    wheel: Path
    sdist: Path
    venv: Path

    @property
    def python(self) -> Path:
        return self.venv / "bin" / "python"

    @property
    def jiyi(self) -> Path:
        return self.venv / "bin" / "jiyi"


def _clean_env() -> dict[str, str]:
    """The environment without anything that would point the venv at the checkout's sources or a database."""
    return {k: v for k, v in os.environ.items() if k not in ("PYTHONPATH", "PYTHONHOME") and not k.startswith("JIYI_")}


def _run(args: list[str | Path], cwd: Path, timeout: float = 180) -> subprocess.CompletedProcess[str]:
    out = subprocess.run(
        [str(a) for a in args], cwd=cwd, env=_clean_env(), capture_output=True, text=True, timeout=timeout
    )
    assert out.returncode == 0, f"{' '.join(map(str, args))} failed:\n{out.stdout[-3000:]}\n{out.stderr[-3000:]}"
    return out


def _shipped_files() -> set[str]:
    """Every non-Python file under the package's data directories, relative to the package (`server/static/app.js`)."""
    return {
        p.relative_to(PACKAGE).as_posix()
        for d in DATA_DIRS
        for p in (PACKAGE / d).rglob("*")
        if p.is_file() and "__pycache__" not in p.parts
    }


@pytest.fixture(scope="module")
def built(tmp_path_factory: pytest.TempPathFactory) -> Built:
    if importlib.util.find_spec("build") is None:
        pytest.fail("the `build` package is missing: install the test extra (.venv/bin/pip install -e '.[test]')")
    work = tmp_path_factory.mktemp("packaging")
    source = work / "source"
    shutil.copytree(
        ROOT,
        source,
        ignore=shutil.ignore_patterns(
            ".git", ".venv*", "venv", "__pycache__", "*.egg-info", "build", "dist", ".*_cache", "*.db*"
        ),
    )
    # Without an output choice, build makes the sdist and then the wheel from the unpacked sdist: a file
    # missing from the sdist is missing from the wheel too.
    _run([sys.executable, "-m", "build", "--no-isolation", "--outdir", work / "dist", source], cwd=work)
    (wheel,) = (work / "dist").glob("jiyi-*.whl")
    (sdist,) = (work / "dist").glob("jiyi-*.tar.gz")

    venv = work / "venv"
    _run([sys.executable, "-m", "venv", "--without-pip", venv], cwd=work)
    (purelib,) = venv.glob("lib/python*/site-packages")
    # Plain path lines: the running environment's packages are found after the venv's own, and its .pth
    # files (an editable jiyi among them) are not processed.
    (purelib / "_jiyi_test_deps.pth").write_text("\n".join(site.getsitepackages()) + "\n", encoding="utf-8")
    _run([sys.executable, "-m", "pip", "--python", venv / "bin" / "python", "install", "--no-deps", "--no-index",
          "--quiet", wheel], cwd=work)  # fmt: skip
    return Built(wheel=wheel, sdist=sdist, venv=venv)


def _wheel_version(wheel: Path) -> str:
    with zipfile.ZipFile(wheel) as zf:
        (meta,) = [n for n in zf.namelist() if n.endswith(".dist-info/METADATA")]
        version = email.parser.Parser().parsestr(zf.read(meta).decode("utf-8"))["Version"]
    assert version
    return str(version)


def test_sdist_has_the_static_files_and_data(built: Built) -> None:
    with tarfile.open(built.sdist) as tf:
        names = {n.split("/", 1)[1] for n in tf.getnames() if "/" in n}
    missing = {f"src/jiyi/{f}" for f in _shipped_files()} - names
    assert not missing, f"missing from the sdist: {sorted(missing)}"
    assert {"pyproject.toml", "README.md", "LICENSE", "src/jiyi/py.typed"} <= names
    # The sdist carries the tests with their fixtures, the docs the README links to and the benchmarks.
    assert {"tests/conftest.py", "tests/openai_stub.py", "tests/ui/conftest.py", "docs/BENCHMARKS.md"} <= names
    assert {"bench/recall.py", "scripts/screenshots.py"} <= names


def test_wheel_has_the_static_files_and_data(built: Built) -> None:
    with zipfile.ZipFile(built.wheel) as zf:
        names = set(zf.namelist())
    missing = {f"jiyi/{f}" for f in _shipped_files()} - names
    assert not missing, f"missing from the wheel: {sorted(missing)}"
    assert "jiyi/py.typed" in names


def test_one_version_everywhere(built: Built) -> None:
    from jiyi import __version__

    show = "import jiyi, importlib.metadata as m; print(jiyi.__file__, jiyi.__version__, m.version('jiyi'))"
    out = _run([built.python, "-c", show], cwd=built.venv)
    path, version, metadata_version = out.stdout.split()
    assert Path(path).is_relative_to(built.venv), f"the venv imported {path}, not the installed wheel"
    assert version == metadata_version == _wheel_version(built.wheel) == __version__
    assert built.wheel.name.startswith(f"jiyi-{__version__}-")


def test_installed_demo_runs(built: Built, tmp_path: Path) -> None:
    out = _run([built.jiyi, "demo"], cwd=tmp_path)
    assert "offline" in out.stdout and "done in" in out.stdout
    assert "苏州" in out.stdout  # what the bundled conversation said was remembered and recalled


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


@pytest.fixture
def served(built: Built, tmp_path: Path) -> Iterator[str]:
    port = _free_port()
    said = tmp_path / "serve.log"
    log = said.open("w")
    proc = subprocess.Popen(
        [built.jiyi, "serve", "--db", tmp_path / "serve.db", "--port", str(port), "--open", "--worker-interval", "0"],
        cwd=tmp_path,
        env=_clean_env(),
        stdout=log,
        stderr=subprocess.STDOUT,
    )
    url = f"http://127.0.0.1:{port}"
    try:
        deadline = time.monotonic() + 60  # a readiness wait, not a timed assertion
        while True:
            assert proc.poll() is None, f"jiyi serve exited:\n{said.read_text()}"
            try:
                httpx.get(f"{url}/health", timeout=2)
                break
            except httpx.TransportError:
                assert time.monotonic() < deadline, f"jiyi serve never answered:\n{said.read_text()}"
                time.sleep(0.2)
        yield url
    finally:
        proc.terminate()
        proc.wait(timeout=30)
        log.close()


def test_installed_server_serves_the_ui(built: Built, served: str) -> None:
    health = httpx.get(f"{served}/health")
    assert health.status_code == 200
    assert json.loads(health.text)["version"] == _wheel_version(built.wheel)
    page = httpx.get(f"{served}/")
    assert page.status_code == 200 and "/ui/app.js" in page.text
    for asset in ("app.js", "style.css", "pages/chat.js"):
        got = httpx.get(f"{served}/ui/{asset}")
        assert got.status_code == 200, asset
        assert got.text == (PACKAGE / "server" / "static" / asset).read_text(encoding="utf-8")
