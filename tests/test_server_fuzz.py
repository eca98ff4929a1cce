"""schemathesis against the OpenAPI schema of a real server, on both stores: API keys checked, the `/v1`
proxy in front of the local OpenAI stub. No generated request may get a 5xx, and a refused one (4xx) must
leave the user's data as it was.

Only the SSE stream (`/api/events`) is left out: it never ends. Examples are bounded and derandomised, so a
run is repeatable and short; `tests/test_server_hostile.py` sends the hand-picked hostile cases.
"""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings

from jiyi import Memory
from jiyi.server import AuthConfig, KeyStore, LiveServer, create_app
from jiyi.server._keys import PgKeyStore

from .conftest import T0
from .openai_stub import OpenAIStub

schemathesis = pytest.importorskip("schemathesis")

EXAMPLES = 12


@schemathesis.serializer("application/x-ndjson")
def _ndjson(ctx: Any, value: Any) -> dict[str, Any]:
    # The import body is a string in the schema; send it as it is.
    return {"data": value if isinstance(value, bytes) else str(value).encode()}


def test_no_request_gets_a_server_error(mem: Memory, backend: str, openai_stub: OpenAIStub) -> None:
    keys = KeyStore(mem.store.path) if backend == "sqlite" else PgKeyStore(mem.store)  # type: ignore[attr-defined]
    app = create_app(mem, upstream=openai_stub.base_url, auth=AuthConfig(keys=keys, rate_limit_per_minute=0))
    secret, _ = keys.create(user_id="fuzz", now=T0)
    topic = mem.topics.create("fuzz", "模糊测试")
    mem.messages.add(topic.id, "user", "我喜欢喝乌龙茶")
    mem.add("fuzz", "我喜欢喝乌龙茶", type="preference")
    failures: list[str] = []
    with LiveServer(app) as server:
        schema = schemathesis.openapi.from_url(server.url + "/openapi.json")
        schema = schema.include(path_regex=r"^/(api|v1)/").exclude(path="/api/events")
        operations = [result.ok() for result in schema.get_all_operations()]
        assert len(operations) >= 40

        for op in operations:

            @given(case=op.as_strategy())
            @settings(max_examples=EXAMPLES, derandomize=True, deadline=None, suppress_health_check=list(HealthCheck))
            def run(case: Any) -> None:
                before = sorted(mem.export_user("fuzz"))
                response = case.call(base_url=server.url, headers={"Authorization": f"Bearer {secret}"}, timeout=30)
                what = f"{case.method} {case.formatted_path}"
                if response.status_code >= 500:
                    failures.append(f"{what}: {response.status_code} {response.text[:200]}")
                elif response.status_code >= 400 and sorted(mem.export_user("fuzz")) != before:
                    failures.append(f"{what}: refused with {response.status_code} but the user's data changed")

            run()
    assert not failures, "\n".join(sorted(set(failures)))
