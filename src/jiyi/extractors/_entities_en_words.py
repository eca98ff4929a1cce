"""The English words the entity rules read people by (issue #21): the ties a person has to the user, the words
that modify a tie ("my old friend", "my direct report"), the capitalised words that are no name, the verbs that
open a predicate after a bare name, and a form's headings.
"""

from __future__ import annotations

from .._entity_words import PET_WORDS_EN
from ._rules_en_facts import _NOT_NAMES, REL, _words

__all__ = ["_HEADER", "_MOD", "_NOT_A_NAME", "_PETS", "_REL", "_VERB", "chained_tie"]

# The real vocabulary of ties is wide (bestie, mentor, in-laws, business partner …); longest first, since a regex
# alternation takes the first alternative that fits and "mother" must not cut "mother-in-law" short.
_MORE_REL = (
    "mommy|daddy|aunt|uncle|cousin|niece|nephew|grandson|granddaughter|stepmom|stepdad|classmate|bestie|"
    "bff|fiance|subordinate|report|direct report|intern|landlord|landlady|doctor|therapist|tutor|teacher|"
    "coach|professor|principal|advisor|adviser|pastor|nanny|babysitter|student|mentee|client|stepson|"
    "stepdaughter|sibling|twin|in-laws|mother-in-law|father-in-law|sister-in-law|brother-in-law|"
    "son-in-law|daughter-in-law|business partner|partner|coworker|co-worker|workmate|buddy|pal|ex|"
    "ex-wife|ex-husband|ex-girlfriend|ex-boyfriend|stepsister|stepbrother|half-sister|half-brother|"
    "godmother|godfather|godson|goddaughter|grandmother|grandfather|granny|nana|grandpa|grandma|"
    "great-aunt|great-uncle|tenant|housemate|neighbour|neighbor|hairdresser|trainer|personal trainer|"
    "trainee|apprentice|new hire|dentist|vet|accountant|lawyer|employee|assistant|cofounder|co-founder|teammate|"
    "colleague|team lead|auntie|aunty|superior|officemate|deskmate|higher-up|line manager|stepmother|stepfather|"
    "granddad|grandad|team member|department head|cuz|coz|sis|bro|bro-in-law|sis-in-law|cousin brother|"
    "cousin sister|aunt-in-law|uncle-in-law|"
    "supervisor|manager|boss|fiancee|fiancée|wife|husband|spouse|girlfriend|boyfriend|best friend|friend|"
    "roommate|flatmate|son|daughter|kid|kids|child|mom|mum|mother|dad|father|brother|sister|cat|dog|"
    "puppy|kitten"
)
_REL_WORDS = set(REL[3:-1].split("|")) | set(_MORE_REL.split("|")) | set(PET_WORDS_EN)
_REL = "(?:" + "|".join(sorted(_REL_WORDS, key=lambda w: (-len(w), w))) + ")"
_MOD = r"(?:(?:best|old|older|younger|little|big|baby|new|former|college|school|high school|childhood|ex|late|"
_MOD += r"twin|oldest|youngest|eldest|favorite|favourite|closest|work|gym|first|second|distant|maternal|paternal|"
_MOD += r"direct|immediate|elder|junior|senior|fellow|other)\s+){0,2}"
_PETS = frozenset(w.split()[-1] for w in PET_WORDS_EN)
_NOT_A_NAME = (
    _words(
        "i the my our we he she they it this that these those there here monday tuesday wednesday thursday friday "
        "saturday sunday january february march april may june july august september october november december today "
        "yesterday tomorrow actually also and but so then just well yes no oh hi hello hey thanks thank please sorry "
        "maybe everyone someone people nobody god christmas easter anyway lol haha ok okay sure wow yeah nope "
        "bet guess tell ask thank glad hope wish love miss meet say let being finally really usually honestly "
        "basically luckily sadly recently lately hopefully obviously definitely probably certainly clearly seriously "
        "literally personally apparently eventually unfortunately fortunately exactly totally absolutely especially "
        "generally normally currently originally initially suddenly quickly slowly only"
    )
    | _NOT_NAMES
)
_VERB = (
    r"(?:is|was|has|had|lives|lived|works|worked|loves|loved|likes|liked|hates|hated|moved|just|recently|enjoys|"
    r"goes|studies|studied|plays|speaks|turned|got|dislikes|can't|cannot|doesn't|comes|adores|graduated|teaches|"
    r"now|still|also|really|actually|'s|is\s+allergic|settled|relocated|became|gets|got|took|breaks|broke|reacts|calls|"
    r"picked|hit|holds|earned|finished|completed|went|joined|started|spends|can|trained|makes|stopped|came|"
    r"no\s+longer|isn't|quit|left|switched|grew|hails|stands|commutes|serves|measures|uses|will|tops|celebrates|"
    r"originally|earns|does|tends|dropped|never|only|once)"
)
# "my mother's brother", "my uncle's wife": a tie said through another one, and the word for it
_PARENT = {"mother": "maternal", "mom": "maternal", "mum": "maternal", "father": "paternal", "dad": "paternal"}
_SIBLING_CHILD = {"son": "nephew", "daughter": "niece", "kid": "nephew or niece"}
_CHAINS = {
    **{(p, "brother"): f"{side} uncle" for p, side in _PARENT.items()},
    **{(p, "sister"): f"{side} aunt" for p, side in _PARENT.items()},
    **{(p, "mother"): f"{side} grandma" for p, side in _PARENT.items()},
    **{(p, "father"): f"{side} grandpa" for p, side in _PARENT.items()},
    **{(s, c): n for s in ("brother", "sister", "sibling") for c, n in _SIBLING_CHILD.items()},
    **{(u, c): "cousin" for u in ("uncle", "aunt", "auntie") for c in ("son", "daughter", "kid", "child")},
    ("uncle", "wife"): "aunt", ("aunt", "husband"): "uncle", ("auntie", "husband"): "uncle",
    **{(sp, p): f"{p}-in-law" for sp in ("wife", "husband") for p in ("mother", "father", "brother", "sister")},
}  # fmt: skip


def chained_tie(owner: str, tie: str) -> str:
    """The one word for a tie said through another ("mother's brother": maternal uncle), or "" when none fits."""
    return _CHAINS.get((owner.split()[-1].lower(), tie.split()[-1].lower()), "")


# A form's headings and a note's: "Name: …", "Update — …" open no clause about someone called so
_HEADER = (
    r"(?:name|full\s+name|relation(?:ship)?|note|notes|update|reminder|important|question|answer|summary|todo|"
    r"edit|fyi|ps|re|subject|details|info|contact|address|status|warning|tip|context|background)"
)
