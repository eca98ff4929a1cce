"""What English speakers say someone is like (issue #21): a list of words of temperament with the words that stress
them ("is soooo laid-back", "fiercely independent", "is best described as big-hearted", "stubborn to a fault"), a kind
of person ("such a generous person", "a very hands-on, demanding kind of boss"), a noun of temperament ("a real
introvert") and a personality had ("has a very calm temperament"). One predicate each, read by
`_entities_en_profile` and the clause rules of `_entities_en_doing`."""

from __future__ import annotations

import re

from ._entities_en_lexicon import INTENSIFIER as _INTENSIFIER
from ._entities_en_lexicon import TRAIT_WORDS as _TRAIT_WORDS

__all__ = ["TRAIT_HAS", "TRAIT_LIST", "TRAIT_NOUNS", "TRAIT_TYPE"]

_I = re.IGNORECASE

TRAIT_NOUNS = re.compile(
    r"^(?:is|'s|has\s+always\s+been|has\s+been|was\s+always|is\s+always)\s+(?P<v>(?:a\s+(?:bit\s+of\s+an?|real|total|complete|natural|typical)|an?|such\s+an?)\s+"
    r"(?:introvert|extrovert|extravert|ambivert|optimist|pessimist|perfectionist|people\s+person|"
    r"social\s+butterfly|homebody|free\s+spirit|workaholic|neat\s+freak|go-getter|night\s+owl|early\s+bird))$",
    _I,
)
TRAIT_LIST = re.compile(
    rf"^(?:is|'s|seems|has\s+always\s+been|has\s+been|was\s+always|is\s+always|comes\s+across\s+as|tends\s+to\s+be|"
    # "is best described as big-hearted", "is known for being blunt": how others put it is still what they are like
    r"can\s+be|(?:is|'s)\s+(?:best|often|usually|always)\s+described\s+as|(?:is|'s)\s+known\s+(?:for\s+being|to\s+be)|"
    r"(?:is|'s)\s+what\s+(?:you'd|you\s+would|i'd|i\s+would)\s+call)\s+"
    rf"(?:{_INTENSIFIER}\s+)?(?P<v>{_TRAIT_WORDS}(?:(?:,\s*|,?\s+and\s+|\s+but\s+)"
    rf"(?:{_INTENSIFIER}\s+|also\s+)?{_TRAIT_WORDS}){{0,3}})"
    r"(?:\s+(?:by\s+nature|at\s+heart|deep\s+down|in\s+person|at\s+work|around\s+(?:new\s+|other\s+)?(?:people|strangers|guys|girls|adults|kids)|at\s+first|when\s+you\s+(?:first\s+)?meet\s+(?:her|him|them)|once\s+you\s+get\s+to\s+know\s+(?:her|him|them)|to\s+a\s+fault|"
    r"through\s+and\s+through|as\s+(?:always|ever|they\s+come)|about\s+(?:everything|(?:her|his|their)\s+\w+)|"
    r"with\s+(?:money|everyone|people|strangers)))?$",
    _I,
)
TRAIT_TYPE = re.compile(
    rf"^(?:is|'s)\s+(?:the|such\s+an?|an?)\s+(?!bit\b|little\b|tad\b)(?:{_INTENSIFIER}\s+)?"
    rf"(?P<v>{_TRAIT_WORDS}(?:(?:,\s*|,?\s+and\s+)(?:(?:very|really|pretty|quite)\s+)?{_TRAIT_WORDS}){{0,2}})\s+"
    r"(?:type|(?:kind|sort)\s+of\s+(?:person|guy|girl|boss|man|woman|lady|dude|manager|parent|mom|dad)|person|guy|"
    r"girl|soul|sort)$",
    _I,
)
TRAIT_HAS = re.compile(
    rf"^has\s+(?:a|an)\s+(?:very\s+|really\s+|pretty\s+)?(?P<v>{_TRAIT_WORDS}(?:\s+and\s+{_TRAIT_WORDS})?)\s+"
    r"(?:personality|character|temperament|disposition|nature)$",
    _I,
)
