"""More statement rows for the English predicate reader (issue #21), in the shape of `_entities_en_facts`' table:
(attribute, label, anchored pattern over the rest of a clause, with the value as group `v`).

Each says a fact by a verb the main table does not know: a school by where one went ("went to MIT"), a field by what
one studied ("studied nursing", "went to college for engineering"), a trait by what one has ("has a short temper"),
a title by what one heads ("runs the sales team": the head of it), a trait by a habit ("is always late", "keeps to
herself"), and where one stands with work ("is job hunting", "is between jobs": never where one works).
"""

from __future__ import annotations

from ._entities_en_lexicon import SCHOOL_KIND, STUDY_FIELD

__all__ = ["SHAPED_ROWS_EN"]

#: (attribute, label, pattern) rows, tried after the main table's
SHAPED_ROWS_EN: tuple[tuple[str, str, str], ...] = (
    (
        "major",
        "studied",
        rf"^(?:studied|studies|is\s+studying|went\s+to\s+{SCHOOL_KIND}\s+for)\s+(?P<v>{STUDY_FIELD})",
    ),
    (
        # "went to MIT", "attended Leeds University", "went to law school": a school by its name's shape (an
        # acronym with a U or ending in IT, or a word that says school), never a town or a shop ("went to Paris")
        "school",
        "went to",
        r"^(?:went\s+to|attended|was\s+at)\s+(?P<v>(?-i:[A-Z]{0,3}U[A-Z]{0,3}|[A-Z]{1,2}IT)"
        r"|(?:the\s+)?(?-i:[A-Z])[\w.&'-]*(?:\s+(?-i:[A-Z])[\w.&'-]*){0,3}\s+(?-i:University|College|Institute|"
        r"Polytechnic|Academy|School\s+of\s+[A-Z]\w+)|(?:the\s+)?(?-i:University|College)\s+of\s+(?-i:[A-Z])\w+"
        r"(?:\s+(?-i:[A-Z])\w+)?|(?:law|med|medical|nursing|business|art|film|grad|graduate)\s+school)",
    ),
    (
        # "went to Oxford for his masters", "was at Durham for her undergrad": a place named for a degree is the
        # school (a town alone is no school: "went to Paris")
        "school",
        "went to",
        r"^(?:went\s+to|was\s+at|went\s+back\s+to)\s+(?P<v>(?-i:[A-Z])[\w.&'-]*(?:\s+(?-i:[A-Z])[\w.&'-]*){0,3})\s+"
        r"(?:for|to\s+do|to\s+get)\s+(?:his|her|their|a|an|the)\s+(?:masters?|master's|mba|phd|degree|doctorate|"
        r"undergrad|bachelor's|ba|bsc|ma|msc|postgrad|law\s+degree|medical\s+degree)\b",
    ),
    (
        # "has a short temper", "has a heart of gold": a trait said as what someone has
        "trait",
        "has",
        r"^has\s+(?:a\s+|such\s+a\s+|a\s+really\s+|a\s+very\s+)?(?P<v>(?:short|quick|bad|hot|terrible|fiery)\s+temper|"
        r"big\s+heart|heart\s+of\s+gold|(?:great|good|dry|dark|wicked|weird)\s+sense\s+of\s+humou?r|"
        r"(?:lot\s+of\s+)?patience|no\s+patience|(?:the\s+)?patience\s+of\s+a\s+saint)",
    ),
    (
        # "runs the sales team", "heads up marketing", "leads the design department": who heads it
        "title",
        "runs",
        r"^(?:runs|heads(?:\s+up)?|leads|manages|is\s+in\s+charge\s+of|is\s+running|is\s+heading(?:\s+up)?)\s+"
        # ("runs the whole department", "runs the family business": what they do, said as it was)
        r"(?!(?:the\s+|a\s+|our\s+|their\s+)?(?:whole|entire|family|household)\b)(?:the\s+|a\s+|our\s+|their\s+)?"
        r"(?P<v>(?:[\w&-]+\s+){1,2}(?:team|department|dept|division|unit|group)|"
        r"(?-i:HR|IT|R&D)|marketing|sales|engineering|finance|accounting|operations|ops|support|design|"
        r"product|legal|hr|it|research)",
    ),
    (
        # "is always late", "is usually cheerful", "is forever losing his keys": a habit that says what they are
        # like, kept as said (a closed list: "is always at the gym" says where they go)
        "trait",
        "habit",
        r"^(?:is\s+)?(?P<v>(?:always|usually|often|constantly|forever|never)\s+(?:late|running\s+late|on\s+time|early|"
        r"complaining|joking(?:\s+around)?|smiling|laughing|grumbling|busy|working|losing\s+(?:things|stuff|"
        r"(?:his|her|their)\s+(?:keys|phone|stuff))|forgetting\s+(?:things|stuff)|helping\s+(?:people|others|out)))\b",
    ),
    (
        # "usually keeps to herself", "doesn't talk much": a quiet one, said as it was
        "trait",
        "habit",
        r"^(?:usually\s+|mostly\s+|always\s+|tends\s+to\s+|kind\s+of\s+|kinda\s+)?(?P<v>keeps?\s+to\s+"
        r"(?:him|her|them)sel(?:f|ves)|(?:doesn't|does\s+not|never)\s+(?:talk|say|speak)\s+much)\b",
    ),
    (
        # "is job hunting (in Shanghai)", "is looking for a job", "is between jobs", "is interviewing at Amazon":
        # where they stand with work, kept as said — a city or a company said with it is no workplace of theirs
        "status",
        "status",
        r"^(?:is\s+|'s\s+)?(?:currently\s+|still\s+|now\s+|busy\s+)?(?P<v>(?:job[-\s]hunting|looking\s+for\s+(?:a\s+)?"
        r"(?:new\s+|full[-\s]time\s+|part[-\s]time\s+)?(?:job|work)|between\s+jobs|unemployed|out\s+of\s+work|"
        r"applying\s+(?:for|to)\s+jobs|interviewing)(?:\s+(?:in|at|with|for)\s+(?-i:[A-Z])[\w.&'-]*"
        r"(?:\s+(?-i:[A-Z])[\w.&'-]*){0,2})?)$",
    ),
)
