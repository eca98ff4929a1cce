"""`LiveServer`: run an app with uvicorn on 127.0.0.1 and an ephemeral port, in a thread (for tests)."""

from __future__ import annotations

import threading
import time

import uvicorn
from fastapi import FastAPI

__all__ = ["LiveServer"]


class LiveServer:
    """``with LiveServer(app) as server: httpx.get(server.url + "/health")``."""

    def __init__(self, app: FastAPI, *, host: str = "127.0.0.1") -> None:
        self.app = app
        self.host = host
        self._server = uvicorn.Server(uvicorn.Config(app, host=host, port=0, log_level="warning", lifespan="on"))
        self._thread = threading.Thread(target=self._server.run, daemon=True)

    def start(self) -> LiveServer:
        """Start serving; returns once the socket is bound."""
        self._thread.start()
        deadline = time.monotonic() + 20
        while not self._server.started:
            if not self._thread.is_alive() or time.monotonic() > deadline:
                raise RuntimeError("the server did not start")
            time.sleep(0.01)
        return self

    @property
    def port(self) -> int:
        """The bound port."""
        port: int = self._server.servers[0].sockets[0].getsockname()[1]
        return port

    @property
    def url(self) -> str:
        """``http://127.0.0.1:<port>``."""
        return f"http://{self.host}:{self.port}"

    def stop(self) -> None:
        """Stop serving and wait for the thread."""
        self._server.should_exit = True
        self._thread.join(timeout=10)

    def __enter__(self) -> LiveServer:
        return self.start()

    def __exit__(self, *exc: object) -> None:
        self.stop()
