"""Browser tests: a real `jiyi serve` app on 127.0.0.1 (LiveServer), the OpenAI stub as its upstream, and
headless Chromium (the Debian package) driven by Playwright.

Without /usr/bin/chromium these tests are skipped — unless JIYI_REQUIRE_BROWSER=1 (set by `.ci/run`, which
installs it), where a missing browser is a failure.
"""

from __future__ import annotations

import os
import shutil
from collections.abc import Iterator
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import httpx
import pytest
from playwright.sync_api import expect

from jiyi import FixedClock, Memory
from jiyi.embedders import USEEmbedder
from jiyi.server import AuthConfig, KeyStore, LiveServer, create_app

from ..openai_stub import OpenAIStub

CHROMIUM = os.environ.get("JIYI_CHROMIUM", "/usr/bin/chromium")
CHROMIUM_FLAGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]
NOW = datetime.now(UTC).replace(microsecond=0)
#: How long a page action or an `expect` waits for its condition. Playwright's default for `expect` (5 s) is
#: shorter than for actions and too short on a CI machine shared with other jobs: a page that is merely slow
#: failed there. Every wait is for a real condition, so a longer bound only matters when something is wrong.
WAIT_MS = 15_000
expect.set_options(timeout=WAIT_MS)


def launch_chromium(playwright: Any) -> Any:
    """Chromium from the Debian package, with the flags that work headless here (see FINDINGS)."""
    return playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_FLAGS)


@pytest.fixture(scope="session")
def browser() -> Iterator[Any]:
    if not Path(CHROMIUM).exists() and not shutil.which("chromium"):
        if os.environ.get("JIYI_REQUIRE_BROWSER") == "1":
            pytest.fail(f"{CHROMIUM} is missing: apt-get install chromium chromium-driver")
        pytest.skip(f"{CHROMIUM} is missing (apt-get install chromium chromium-driver)")
    from playwright.sync_api import sync_playwright

    with sync_playwright() as p:
        b = launch_chromium(p)
        yield b
        b.close()


@dataclass
class UI:
    """A running server for one test: its URL, the user's key, the memory behind it and the upstream stub."""

    url: str
    secret: str
    mem: Memory
    stub: OpenAIStub
    clock: FixedClock

    def rest(self, method: str, path: str, *, key: str | None = None, **kw: Any) -> httpx.Response:
        """Call the REST API as the user (another client than the browser), with the UI's key or `key`."""
        headers = {"Authorization": f"Bearer {key or self.secret}"}
        return httpx.request(method, self.url + path, headers=headers, timeout=30, **kw)


@pytest.fixture
def ui(tmp_path: Path, embedder: USEEmbedder, openai_stub: OpenAIStub) -> Iterator[UI]:
    clock = FixedClock(NOW)
    mem = Memory(tmp_path / "jiyi.db", embedder=embedder, clock=clock)
    keys = KeyStore(mem.store.path)
    secret, _ = keys.create(user_id="li", now=NOW)
    app = create_app(mem, upstream=openai_stub.base_url, auth=AuthConfig(keys=keys))
    with LiveServer(app) as server:
        yield UI(server.url, secret, mem, openai_stub, clock)
    mem.close()


def open_page(
    browser: Any, ui: UI, *, locale: str = "zh-CN", width: int = 1280, height: int = 900, path: str = "/"
) -> Any:
    """A page signed in as the key's user (the key is put where the sign-in form puts it)."""
    ctx = browser.new_context(locale=locale, viewport={"width": width, "height": height})
    ctx.add_init_script(f"localStorage.setItem('jiyi.key', {ui.secret!r});")
    page = ctx.new_page()
    page.set_default_timeout(WAIT_MS)
    page.goto(ui.url + path)
    return page


@pytest.fixture
def page(browser: Any, ui: UI) -> Iterator[Any]:
    p = open_page(browser, ui)
    yield p
    p.context.close()
