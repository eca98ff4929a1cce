"""Words of temperament people use of the people they know ("laid-back", "soft-spoken", "level-headed"), one list for
every English rule that reads a personality (`_entities_en_profile`, `_entities_en_doing`, the clause rules)."""

from __future__ import annotations

__all__ = ["TRAIT_WORDS"]

TRAIT_WORDS = (
    r"(?:optimistic|pessimistic|laid-back|laid\s+back|introverted|extroverted|reserved|calm|energetic|warm|serious|"
    r"sociable|bubbly|cheerful|meticulous|detail-oriented|hot-tempered|short-tempered|impatient|gentle|confident|"
    r"independent|thoughtful|considerate|straightforward|blunt|chatty|witty|upbeat|positive|careful|cautious|"
    r"humorous|lively|outgoing|shy|quiet|easygoing|easy-going|kind|patient|friendly|stubborn|generous|honest|"
    r"talkative|ambitious|hardworking|hard-working|introspective|sensitive|mellow|passionate|diligent|"
    r"disciplined|organized|organised|romantic|adventurous|timid|bold|strict|goofy|"
    r"sarcastic|loud|cheery|sweet|funny|caring|reliable|responsible|creative|curious|stern|grumpy|moody|"
    # more words of temperament people use of the people they know
    r"nice|chill|relaxed|laid\s+back|soft-spoken|soft\s+spoken|mild-mannered|even-tempered|good-natured|kind-hearted|"
    r"warm-hearted|big-hearted|open-minded|level-headed|down-to-earth|no-nonsense|headstrong|strong-willed|driven|"
    r"determined|dependable|trustworthy|loyal|modest|polite|humble|charming|cheeky|playful|silly|quirky|eccentric|"
    r"opinionated|frugal|thrifty|practical|logical|rational|analytical|methodical|punctual|tidy|neat|messy|"
    r"spontaneous|impulsive|fearless|brave|assertive|bossy|direct|outspoken|vocal|gregarious|jovial|affable|"
    r"amiable|sunny|happy-go-lucky|carefree|introspective|pensive|philosophical|artistic|artsy|nerdy|geeky|bookish|"
    r"studious|smart|bright|sharp|clever|wise|witty|hilarious|easy\s+to\s+talk\s+to|approachable|sociable|private|"
    r"guarded|aloof|cool-headed|hot-headed|fiery|feisty|sassy|stoic|cynical|idealistic|nurturing|protective|"
    r"gentle|tender|sentimental|sensible|mature|lazy|competitive|perfectionistic|fussy|picky|"
    r"generous|selfless|thoughtful|considerate|helpful|humble|confident|self-assured|charismatic|dramatic)"
)
