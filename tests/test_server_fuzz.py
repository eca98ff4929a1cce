"""schemathesis against the OpenAPI schema of a real server (open mode): no generated request may get a 5xx.

The SSE stream (`/api/events`) never ends and the `/v1` proxy routes need an upstream, so both are left out.
Examples are bounded and derandomised, so a run is repeatable and short.
"""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings

from jiyi import Memory
from jiyi.server import AuthConfig, LiveServer, create_app

schemathesis = pytest.importorskip("schemathesis")

EXAMPLES = 25


@schemathesis.serializer("application/x-ndjson")
def _ndjson(ctx: Any, value: Any) -> dict[str, Any]:
    # The import body is a string in the schema; send it as it is.
    return {"data": value if isinstance(value, bytes) else str(value).encode()}


def test_no_request_gets_a_server_error(mem: Memory) -> None:
    app = create_app(mem, auth=AuthConfig(open=True, rate_limit_per_minute=0))
    failures: list[str] = []
    with LiveServer(app) as server:
        schema = schemathesis.openapi.from_url(server.url + "/openapi.json")
        schema = schema.include(path_regex=r"^/api/").exclude(path="/api/events")
        operations = [result.ok() for result in schema.get_all_operations()]
        assert len(operations) >= 20

        for op in operations:

            @given(case=op.as_strategy())
            @settings(max_examples=EXAMPLES, derandomize=True, deadline=None, suppress_health_check=list(HealthCheck))
            def run(case: Any) -> None:
                response = case.call(base_url=server.url, headers={"X-Jiyi-User": "fuzz"}, timeout=20)
                if response.status_code >= 500:
                    failures.append(
                        f"{case.method} {case.formatted_path}: {response.status_code} {response.text[:200]}"
                    )

            run()
    assert not failures, "\n".join(sorted(set(failures)))
