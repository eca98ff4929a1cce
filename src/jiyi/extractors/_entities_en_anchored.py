"""The anchored English predicate patterns of `_entities_en_facts.predicate`: (attribute, label, pattern) rows.

Each row reads one attribute said in one common way, anchored at both ends of the predicate: where one lives or moved
("moved to Leeds with the kids"), an age ("turned forty"), a trait ("is really shy"), likes, an allergy, a school one
got into, a shop's opening hours … A value may be followed by a word saying it holds now ("now", "these days").
"""

from __future__ import annotations

import re

from ._entities_en_lexicon import (
    NATIONALITY,
    SCHOOL_KIND,
)
from ._entities_en_rows import SHAPED_ROWS_EN

_I = re.IGNORECASE

_AGE_WORD = (
    r"(?:(?:twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)(?:[\s-](?:one|two|three|four|five|six|seven|eight|"
    r"nine))?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|\d{1,3})"
)
_TRAITS = (
    r"(?:kind|funny|shy|smart|nice|friendly|quiet|outgoing|generous|stubborn|lazy|patient|strict|picky|"
    r"hilarious|sweet|introverted|extroverted|creative|organized|messy|grumpy|cheerful|caring|reliable|honest|"
    r"demanding|critical|talkative|ambitious|hardworking|hard-working|easygoing|easy-going|strict|protective|"
    r"supportive|responsible|smart|clever|bossy|moody|polite|rude|humble|brave|curious|competitive|athletic)"
)
_V = r"(?P<v>[^,;]{1,40}?)(?:\s+(?:now|right\s+now|atm|at\s+the\s+moment|these\s+days|nowadays))?"
# "lives in Boston with her husband", "moved to Leeds with the kids": whom they live with is no part of where
_WITH = (
    r"(?:\s+with\s+(?:(?:her|his|their|a|an|the|my|our|two|three|some)\b[^,;]{1,30}|roommates?|flatmates?|friends|"
    r"family|parents|kids|relatives))?"
)
_V_OPT = r"(?:\s+(?P<v>[^,;]{1,40}?))?"
# The schools one gets into, said by their kind ("got into college", "got into med school"): education news, no taste.
_FACTS: tuple[tuple[str, str, re.Pattern[str]], ...] = tuple(
    (a, label, re.compile(p + r"$", _I))
    for a, label, p in (
        ("lives_in", "moved to", rf"^(?:has\s+)?(?:moved|relocated)\s+(?:back\s+)?to\s+{_V}{_WITH}"),
        (
            "lives_in",
            "lives in",
            rf"^(?:lives|is\s+living|is\s+based|resides|has\s+lived|has\s+been\s+living)\s+in\s+{_V}{_WITH}"
            r"(?:\s+for\s+[^,;]{1,20})?",
        ),
        (
            "employer",
            "joined",
            # (not "started at Pfizer as a lab tech": the job said with it, read by `_WORKS_AS`)
            # "is employed by the NHS", "is on the payroll at Tesco", "has worked for Tesco since 2019"
            r"^(?:joined|is\s+employed\s+(?:at|by)|started\s+at|has\s+a\s+job\s+(?:at|with)|"
            r"is\s+on\s+the\s+payroll\s+(?:at|of|with)|has\s+worked\s+(?:at|for))\s+(?:the\s+)?"
            r"(?![^,;]*\s+as\s+(?:a|an)\s)(?P<v>(?-i:[A-Z])[^,;]{1,40}?)"
            r"(?:\s+(?:last|this)\s+(?:week|month|year)|\s+since\s+(?:(?:19|20)\d\d|last\s+\w+|\w+\s+(?:19|20)\d\d)|"
            r"\s+for\s+(?:years|ages|(?:a\s+)?(?:few|couple\s+of|\w+)\s+years))?",
        ),
        ("birthday", "born", r"^was\s+born\s+(?:in|on)\s+(?P<v>[^,;]{0,20}\d{4})"),
        ("employer", "works at", rf"^(?:works|is\s+working|started\s+working|got\s+a\s+job)\s+(?:at|for)\s+{_V}"),
        ("job", "works as", rf"^works\s+as\s+(?:a|an)\s+{_V}"),
        (
            "age",
            "age",
            rf"^(?:is|turned|turns|is\s+turning|will\s+(?:be|turn)|is\s+(?:about|going)\s+to\s+(?:turn|be)|is\s+gonna\s+(?:turn|be)|is\s+aged|aged)\s+"
            rf"(?P<v>{_AGE_WORD}(?:\s+(?:months?|weeks?)(?=\s+old))?)"
            # "62 years old", "62yo", "62 yrs"; "now", "yesterday", "last week": when it was so
            r"(?:\s+(?:years?\s+)?old|\s+years\s+of\s+age|\s*(?:yo|y/o)\b|\s+yrs?\b(?:\s+old)?)?"
            r"(?:\s+now|\s+soon|\s+yesterday|\s+today|\s+recently|\s+(?:next|this|last)\s+(?:week|month|year|weekend)|"
            r"\s+(?:at|over)\s+the\s+weekend)?"
            # "in May", "in a few weeks": when it is so
            r"(?:\s+in\s+(?:(?:jan|febr)uary|march|april|may|june|july|august|(?:sept|nov|dec)ember|october|"
            r"a\s+(?:few\s+|couple\s+of\s+)?(?:days?|weeks?|months?)))?"
            r"(?:\s+going\s+on\s+\d{1,3})?"  # "34 going on 35": 34
            # "turned 42 at the weekend and made us light every candle": what they did then is no part of the age
            r"(?:\s+and\s+(?:made|took|threw|had|got|went|said|told|spent|brought|invited|celebrated|insisted|asked|booked)\b[^,;]*)?",
        ),
        (
            "likes",
            "loves",
            r"^(?P<l>loves|likes|enjoys|adores|loved|liked|enjoyed|is\s+into|was\s+into|is\s+obsessed\s+with|"
            r"is\s+a\s+(?:big\s+|huge\s+|great\s+)?fan\s+of|is\s+(?:crazy|nuts|mad)\s+about|can't\s+get\s+enough\s+of|"
            r"(?:is|was)\s+(?:really\s+|very\s+)?(?:interested\s+in|passionate\s+about)|"
            r"(?:has|had)\s+a\s+(?:big\s+|great\s+|real\s+)?(?:passion|love)\s+for)\s+" + _V,
        ),
        (
            "dislikes",
            "hates",
            r"^(?P<l>hates|dislikes|hated|disliked|can't\s+stand|cannot\s+stand|doesn't\s+like|does\s+not\s+like|"
            r"doesn't\s+eat|won't\s+eat|(?:isn't|is\s+not)\s+(?:a\s+(?:big\s+)?fan\s+of|into))\s+" + _V,
        ),
        ("allergy", "allergic to", rf"^is\s+(?:severely\s+|very\s+)?allergic\s+to\s+{_V}"),
        ("from", "from", rf"^(?:is|comes)\s+(?:originally\s+)?from\s+{_V}"),
        ("from", "grew up in", rf"^(?:grew\s+up|was\s+born\s+and\s+raised|was\s+raised)\s+in\s+{_V}"),
        (
            "school",
            "studied at",
            r"^(?:studied|studies|went\s+to\s+college|went\s+to\s+school)\s+at\s+(?P<v>(?-i:[A-Z])[^,;]{1,40}?)",
        ),
        ("major", "majored in", rf"^(?:majored|majors|is\s+majoring|has\s+a\s+degree)\s+in\s+{_V}"),
        (
            "allergy",
            "can't eat",
            rf"^(?P<l>can't\s+eat|cannot\s+eat|can\s+not\s+eat|is\s+intolerant\s+to|is\s+(?:lactose|gluten)\s+intolerant){_V_OPT}",
        ),
        ("surname", "last name", r"^(?:'s\s+)?(?:last\s+name|surname|family\s+name)\s+is\s+(?P<v>[A-Z][a-z]+)"),
        (
            "birthday",
            "birthday",
            rf"^(?:'?s?\s*birthday\s+(?:is|falls|is\s+coming\s+up|comes\s+up)|has\s+(?:a|her|his|their)\s+birthday)"
            rf"\s+(?:on\s+)?{_V}",
        ),
        ("status", "status", r"^(?:is|got)\s+(?P<v>married|single|divorced|engaged|retired|pregnant|widowed)"),
        ("status", "status", r"^(?P<v>passed\s+away|died)(?:\s+(?:last|this|in|on|a)\b[^,;]{0,30})?"),
        (
            "trait",
            "is",
            rf"^is\s+(?:very\s+|really\s+|so\s+|super\s+|quite\s+|pretty\s+|extremely\s+)?(?P<v>{_TRAITS})",
        ),
        # the year of schooling: "is a junior in college", "is a second-year grad student", "is in her third year
        # of college" (never "is a junior developer")
        (
            "school",
            "year",
            r"^(?:is|'s)\s+(?:a|an|in\s+(?:her|his|their))\s+(?P<v>(?:freshman|sophomore|junior|senior)\s+(?:in|at)\s+"
            r"(?:college|university|uni|high\s+school)|(?:first|second|third|fourth|final)[-\s]year\s+(?:college\s+|"
            r"university\s+|grad(?:uate)?\s+|phd\s+|med\s+|law\s+)?student|(?:first|second|third|fourth|final|last)\s+year\s+"
            r"(?:of|at|in)\s+(?:college|university|uni|grad\s+school|high\s+school))\b",
        ),
        (
            "school",
            "goes to",
            r"^(?:goes\s+to|attends|is\s+in|started)\s+(?P<v>kindergarten|preschool|daycare|"
            r"elementary\s+school|primary\s+school|middle\s+school|high\s+school|college|grad\s+school|"
            r"(?:first|second|third|fourth|fifth|sixth|\d+(?:st|nd|rd|th))\s+grade)(?:\s+(?:this|last)\s+(?:year|fall))?",
        ),
        (
            "school",
            "studies at",
            r"^(?:goes\s+to|attends|studies\s+at|graduated\s+from|is\s+studying\s+at)\s+"
            r"(?P<v>(?-i:[A-Z])[^,;]{1,40}?)",
        ),
        # "is Welsh through and through", "is Irish born and bred"
        (
            "from",
            "is",
            rf"^is\s+(?P<v>{NATIONALITY})(?:\s+(?:through\s+and\s+through|born\s+and\s+(?:bred|raised)|by\s+birth))?",
        ),
        ("status", "status", r"^(?P<v>retired)"),
        (
            "note",
            "",
            r"^(?P<v>(?:is\s+)?(?:getting\s+married|got\s+married|got\s+engaged|got\s+divorced|graduated|"
            r"had\s+a\s+baby|is\s+having\s+a\s+baby|got\s+promoted|got\s+a\s+new\s+job|"
            r"(?:(?:got|has\s+gotten)\s+into|(?:got|was|has\s+been)\s+accepted\s+(?:in)?to)\s+"
            rf"(?:(?-i:[A-Z])[^,;]{{1,30}}?|{SCHOOL_KIND}))(?:\s+(?:this|last|next)\s+(?:week|month|year|spring|summer|fall|winter))?)",
        ),
        (
            "hobby",
            "plays",
            r"^plays\s+(?:the\s+)?(?P<v>piano|guitar|violin|cello|flute|drums|tennis|soccer|football|basketball|golf|chess|piano|guitar|violin|"
            r"drums|baseball|volleyball|badminton|video\s+games)",
        ),
        ("skill", "speaks", r"^speaks\s+(?P<v>[A-Z][a-z]+(?:\s+and\s+[A-Z][a-z]+)?)"),
        (
            "opening_hours",
            "open",
            r"^(?:is\s+)?(?P<v>(?:closed|open)\s+(?:on\s+)?[^,;]{2,30}?|opens\s+at\s+[^,;]{1,20}?)",
        ),
        *SHAPED_ROWS_EN,
    )
)
