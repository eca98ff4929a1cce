"""How an age is said in English: one pattern for the shape reader (`_entities_en_shape`) and for finding the
sentence that speaks of an age (`jiyi._entity_quotes`), so that an age the one reads, the other finds.
"""

from __future__ import annotations

__all__ = ["AGE_NUM_EN", "YEARS_OLD_EN"]

# A count of years as said: 52, thirty-four, nineteen (a number word below eleven says too many other things)
AGE_NUM_EN = (
    r"(?:\d{1,3}|(?:twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)(?:[\s-](?:one|two|three|four|five|six|"
    r"seven|eight|nine))?|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen)"
)
# What may follow it: "years old", "years of age", "years young", "yrs", "y/o"
YEARS_OLD_EN = r"(?:years?\s+old|years?\s+of\s+age|years\s+young|yrs?\.?(?:\s+old)?|y/?o)"
