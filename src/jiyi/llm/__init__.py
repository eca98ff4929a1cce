"""LLM providers: any OpenAI-compatible chat API (OpenAI, DeepSeek, Qwen, Ollama, vLLM)."""

from ._base import LLM, ChatTurn, JsonAnswer

__all__ = ["LLM", "ChatTurn", "JsonAnswer", "OpenAICompatibleLLM"]


def __getattr__(name: str) -> object:
    if name == "OpenAICompatibleLLM":
        from ._openai import OpenAICompatibleLLM

        return OpenAICompatibleLLM
    raise AttributeError(name)
