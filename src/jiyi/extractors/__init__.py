"""Extractors: the offline rule-based default and the LLM-backed one."""

from ._base import Extractor

__all__ = ["Extractor", "LLMExtractor", "OfflineExtractor"]


def __getattr__(name: str) -> object:
    if name == "OfflineExtractor":
        from ._offline import OfflineExtractor

        return OfflineExtractor
    if name == "LLMExtractor":
        from ._llm import LLMExtractor

        return LLMExtractor
    raise AttributeError(name)
