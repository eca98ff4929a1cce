"""Stores: the interface and the embedded SQLite implementation."""

from ._base import ChangeSet, Cursor, JobRecord, MemoryFilter, NewMessage, Store
from ._sqlite import SQLiteStore

__all__ = ["ChangeSet", "Cursor", "JobRecord", "MemoryFilter", "NewMessage", "SQLiteStore", "Store"]
