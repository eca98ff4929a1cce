"""/docs and /redoc work offline: every asset they load is served by jiyi itself, under a CSP of their own."""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path

import httpx
import pytest

from jiyi import Memory
from jiyi.embedders import USEEmbedder
from jiyi.server import AuthConfig, KeyStore, LiveServer, create_app

from .conftest import T0

_ASSET = re.compile(r"""(?:src|href)\s*=\s*["']([^"']+)["']""")


@pytest.fixture
def server_url(tmp_path: Path, embedder: USEEmbedder) -> Iterator[str]:
    mem = Memory(tmp_path / "jiyi.db", embedder=embedder)
    keys = KeyStore(mem.store.path)
    keys.create(user_id="li", now=T0)
    try:
        with LiveServer(create_app(mem, auth=AuthConfig(keys=keys))) as server:
            yield server.url
    finally:
        mem.close()


@pytest.mark.parametrize(("page", "script"), [("/docs", "swagger-ui-bundle.js"), ("/redoc", "redoc.standalone.js")])
def test_docs_pages_load_only_assets_of_this_server(server_url: str, page: str, script: str) -> None:
    r = httpx.get(server_url + page)
    assert r.status_code == 200 and r.headers["content-type"].startswith("text/html")
    assert not re.search(r"https?://", r.text), "a docs page names another host: it would be blank offline"
    assets = _ASSET.findall(r.text)
    assert any(a.endswith(script) for a in assets), assets
    for asset in assets:
        got = httpx.get(server_url + asset)
        assert got.status_code == 200 and len(got.content) > 0, asset
    # The page is allowed to run what it loads, and nothing from elsewhere.
    csp = r.headers["content-security-policy"]
    assert "script-src 'self' 'unsafe-inline'" in csp and "frame-ancestors 'none'" in csp
    assert "http" not in csp and "*" not in csp
    # The OpenAPI document the pages read needs no key either.
    assert httpx.get(server_url + "/openapi.json").json()["info"]["title"] == "jiyi (记忆)"
