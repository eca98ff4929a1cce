"""Wording of what the lifecycle writes from memories: summaries and the profile, read like UI copy."""

from __future__ import annotations

from datetime import UTC, datetime

from jiyi.lifecycle._prose_dates import absolute_dates

SAID = datetime(2026, 11, 12, 10, 0, tzinfo=UTC)  # a Thursday


def test_every_relative_date_of_a_quoted_sentence_becomes_absolute() -> None:
    # Seen in the demo's summary: "11月2日那周从云帆科技离职，这周一开始在星环数据上班" (the second date kept).
    said = "11月2日那周从云帆科技离职，这周一开始在星环数据上班，还是做后端"
    assert absolute_dates(said, "zh", SAID) == "11月2日那周从云帆科技离职，11月9日开始在星环数据上班，还是做后端"
    assert absolute_dates("上周离职，这周一开始上班", "zh", SAID) == "11月2日那周离职，11月9日开始上班"
    assert absolute_dates("I'll email my manager tomorrow and call mom next Friday", "en", SAID) == (
        "I'll email my manager on November 13 and call mom on November 20"
    )
