"""/docs (Swagger UI) and /redoc render in a browser that can reach nothing but the jiyi server, and break no CSP."""

from __future__ import annotations

import re
from typing import Any

import pytest
from playwright.sync_api import expect

from .conftest import UI, WAIT_MS


@pytest.mark.parametrize(("path", "rendered"), [("/docs", ".swagger-ui .opblock"), ("/redoc", "[role=menuitem]")])
def test_docs_render_offline(browser: Any, ui: UI, path: str, rendered: str) -> None:
    ctx = browser.new_context()
    elsewhere: list[str] = []

    def offline(route: Any) -> None:
        # Anything not addressed to the jiyi server is what a machine without a network could not load.
        if route.request.url.startswith(ui.url):
            route.continue_()
        else:
            elsewhere.append(route.request.url)
            route.abort()

    ctx.route("**/*", offline)
    page = ctx.new_page()
    page.set_default_timeout(WAIT_MS)
    refused: list[str] = []
    page.on("console", lambda msg: refused.append(msg.text) if "Content Security Policy" in msg.text else None)
    page.goto(ui.url + path)
    expect(page.locator(rendered).first).to_be_visible()
    expect(page.get_by_text("/api/memories").first).to_be_attached()
    assert elsewhere == []
    # ReDoc's footer shows a logo from its vendor's CDN: the CSP keeps it out, as it should. Nothing of the
    # page itself (its inline script and styles, ReDoc's worker) may be refused.
    ours = [m for m in refused if not re.search(r"'https?://(?!127\.0\.0\.1)", m)]
    assert ours == []
    ctx.close()
