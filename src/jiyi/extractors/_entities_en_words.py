"""The English words the entity rules read people by (issue #21): the ties a person has to the user, the words
that modify a tie ("my old friend", "my direct report"), the capitalised words that are no name, the verbs that
open a predicate after a bare name, and a form's headings.
"""

from __future__ import annotations

import re
from collections.abc import Collection

from .._entity_words import PET_WORDS_EN
from ._rules_en_facts import NOT_NAMES, REL, word_set

__all__ = [
    "ASIDE_TIE_EN",
    "HEADER",
    "MOD",
    "NOT_A_NAME",
    "REL_EN",
    "TRADE_EN",
    "USER_OPENS_EN",
    "VERB",
    "cased_names",
    "chained_tie",
    "name_word",
    "pinyin_name",
    "untitled_en",
]

# The trades and services the user deals with are people too ("our plumber Gav is on …", "the electrician, Raj, …"):
# ties, and said with "the" as much as with "my".
TRADE_WORDS_EN = (
    "plumber|electrician|handyman|builder|decorator|locksmith|carpenter|joiner|plasterer|roofer|tiler|gardener|"
    "landscaper|mechanic|cleaner|cleaning lady|housekeeper|maid|childminder|dog walker|dogwalker|window cleaner|"
    "contractor|estate agent|letting agent|realtor|real estate agent|barber|beautician|nail tech|masseuse|"
    "massage therapist|chiropractor|osteopath|optician|pharmacist|caretaker|concierge|doorman|driver|chauffeur|"
    "tailor|piano teacher|music teacher|swim teacher|swimming teacher|driving instructor|instructor|financial advisor|"
    "financial adviser|solicitor|attorney|bookkeeper|landlord|landlady|nanny|babysitter|dentist|vet|accountant|"
    "lawyer|hairdresser|physio|gp|personal trainer|tutor"
)
TRADE_EN = "(?:" + "|".join(sorted(TRADE_WORDS_EN.split("|"), key=lambda w: (-len(w), w))) + ")"
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
    # the ties people say casually, hyphenated or not ("my step-dad", "my pops", "my mate Dave")
    "step-dad|step-mom|step-mum|stepmum|step-mother|step-father|step-sister|step-brother|step-son|step-daughter|"
    "stepsis|stepbro|half-sibling|pops|papa|mama|momma|nan|nanna|gran|gramps|grams|grandparent|great-grandma|"
    "great-grandpa|great-grandmother|great-grandfather|great-nephew|great-niece|grandniece|grandnephew|"
    "godparent|godchild|godbrother|godsister|skip-level|skip-level manager|team leader|tech lead|"
    "mother in law|father in law|sister in law|brother in law|cousin-in-law|ex-fiance|ex-fiancee|"
    "hubby|wifey|bf|gf|best mate|mate|gp|family doctor|physio|physiotherapist|schoolmate|bandmate|labmate|lab mate|"
    "room-mate|childhood friend|roomie|mil|fil|sil|"
    f"{TRADE_WORDS_EN}|"
    "supervisor|manager|boss|fiancee|fiancée|wife|husband|spouse|girlfriend|boyfriend|best friend|friend|"
    "roommate|flatmate|son|daughter|kid|kids|child|mom|mum|mother|dad|father|brother|sister|cat|dog|"
    "puppy|kitten"
)
_REL_WORDS = set(REL[3:-1].split("|")) | set(_MORE_REL.split("|")) | set(PET_WORDS_EN)
REL_EN = "(?:" + "|".join(sorted(_REL_WORDS, key=lambda w: (-len(w), w))) + ")"
MOD = r"(?:(?:best|old|older|younger|little|lil|big|baby|new|former|college|school|high school|childhood|ex|late|"
MOD += r"twin|oldest|youngest|eldest|middle|favorite|favourite|closest|work|gym|first|second|distant|maternal|paternal|"
MOD += r"direct|immediate|elder|junior|senior|fellow|other|uni|grad\s+school|skip[-\s]level|step|half|great|thesis|phd|"
MOD += r"academic|family|personal|PhD)\s+){0,2}"
#: What sets a tie beside a name as an aside: "Amy, who's my mum, …", "Liam, aka my stepbrother, …", "Tom, i.e. my
#: boss, …" (then "my …"). The one list of them: the entity readers and the memory text read the same asides.
ASIDE_TIE_EN = r"(?:who(?:'s|’s|\s+is)|aka|a\.k\.a\.?|also\s+known\s+as|that(?:'s|’s|\s+is)|i\.e\.?|ie)\s+"
#: A clause opening on the user ("I work in Leeds", "we're off to Spain", "my flat is …"; not "my sister …", whose
#: clause is hers): what it says is the user's own, never the one named before it.
USER_OPENS_EN = re.compile(
    r"^(?:i|i'm|i've|i'd|i'll|me|we|we're|we've|you|you're|your|my(?!\s+(?:\S+\s+){0,2}?(?:"
    + REL_EN
    + r")\b)|our(?!\s+(?:\S+\s+){0,2}?(?:"
    + REL_EN
    + r")\b))\b",
    re.IGNORECASE,
)
NOT_A_NAME = (
    word_set(
        "i the my our we he she they it this that these those there here monday tuesday wednesday thursday friday "
        "saturday sunday january february march april may june july august september october november december today "
        "yesterday tomorrow actually also and but so then just well yes no oh hi hello hey thanks thank please sorry "
        "maybe everyone someone people nobody god christmas easter anyway lol haha ok okay sure wow yeah nope "
        "bet guess tell ask thank glad hope wish love miss meet say let being finally really usually honestly "
        "call text email reach contact message ping saw met visited rang rung "
        "save add update remind draft store "  # what the user asks the assistant to do ("Save my mum's number: …")
        "basically luckily sadly recently lately hopefully obviously definitely probably certainly clearly seriously "
        "literally personally apparently eventually unfortunately fortunately exactly totally absolutely especially "
        "generally normally currently originally initially suddenly quickly slowly only last next every "
        "for with from in on at by about since because if when while after before though although plus btw fyi tbh"
    )
    | NOT_NAMES
)
VERB = (
    r"(?:is|was|has|had|lives|lived|works|worked|loves|loved|likes|liked|hates|hated|moved|just|recently|enjoys|"
    r"goes|studies|studied|plays|speaks|turned|got|dislikes|can't|cannot|doesn't|comes|adores|graduated|teaches|"
    r"now|still|also|really|actually|'s|is\s+allergic|settled|relocated|became|gets|got|took|breaks|broke|reacts|calls|"
    r"picked|hit|holds|earned|finished|completed|went|joined|started|spends|can|trained|makes|stopped|came|"
    r"no\s+longer|isn't|quit|left|switched|grew|hails|stands|commutes|serves|measures|uses|will|tops|celebrates|"
    r"originally|earns|does|did|tends|dropped|never|only|once|turns|celebrated|majored|runs|manages|heads|leads|"
    r"living|doing|working|studying|gonna|landed|changed|retrained|qualified|put|wrote|clocks)"
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
HEADER = (
    r"(?:name|full\s+name|relation(?:ship)?|note|notes|update|reminder|important|question|answer|summary|todo|"
    r"edit|fyi|ps|re|subject|details|info|contact|address|status|warning|tip|context|background)"
)


# Months that are given names too ("Grandma June", "my aunt April")
_MONTH_NAMES = frozenset({"april", "may", "june", "august"})
# A title before a name (issue #21): "Dr. Helen Park", "Mrs. Alvarez", "Father Tom" are named Helen Park, Alvarez,
# Tom; the title is a way to say the name (kept as an alias), never a job by itself. A kin title ("Aunt Rosa",
# "Grandma June", "Coach Miller") says the tie too: read as "my aunt Rosa".
_HONORIFIC = r"(?:(?:Dr|Mr|Mrs|Ms|Mx|Prof|Fr|Rev)\.?|Doctor|Professor|Miss|Father|Pastor|Reverend|Rabbi|Sir|Dame|Madam)"
_KIN_TITLE = (
    r"(?:Great[- ]Aunt|Great[- ]Uncle|Great[- ]Grandma|Great[- ]Grandpa|Auntie|Aunty|Aunt|Uncle|Cousin|Grandma|"
    r"Grandpa|Granny|Gran|Grandmother|Grandfather|Nana|Nanna|Nan|Gramps|Coach)"
)
_TITLED = r"[A-Z][a-z]+(?:[A-Z][a-z]+)?(?:-[A-Z][a-z]+|'[A-Z][a-z]+)?"
_TITLED_NAME = rf"(?P<n>{_TITLED}(?:\s(?:[A-Z]\.\s)?(?:[A-Z]')?{_TITLED})?)"
# words a title makes no person of: "Mr. Right", "Dr. Pepper", "Uncle Ben's rice", "Father Christmas"
_NO_PERSON = word_set(
    "right wrong pepper bean clean who nice perfect fix-it freeze potato big know-it-all universe world america "
    "christmas time nature frost strange"
)
_UNTITLE = re.compile(
    rf"(?P<my>\b(?i:my|our)\s+)?(?P<t>{_KIN_TITLE}|{_HONORIFIC})\s+{_TITLED_NAME}"
    # a name ends the phrase: "Aunt Jemima syrup", "Dr. Seuss books" name a thing
    rf"(?=\s*(?:[,;:.!?()\"—–-]|$)|\s+(?:{VERB}|and|or|who|from|in|at|on|to|with|for|next|said|says|told|asked|"
    r"yesterday|today|tonight|earlier|again|last\s+(?:week|night|month|year|weekend)|this\s+(?:morning|week|weekend))\b"
    r"|['’]s\s)"
    # "Uncle Bob's email": a possessive of what is said of people only, not "Aunt Rosa's place"
    r"(?!['’]s\s+(?!(?:\d|a\b|an\b|from\b|about\b|in\b|now\b|still\b|really\b|very\b|so\b|super\b|pretty\b|"
    r"email|e-mail|phone|number|cell|mobile|birthday|age|height|job|title|hometown|address|personality|hobby|"
    r"hobbies|degree|education|employer|company|work|workplace|position|occupation|major|favou?rite|"
    # "Mrs Lee's digits", "Grandpa Joe's got a masters", "Mrs Lee's the team lead": said of the person too
    r"digits|gmail|bday|b-day|contact|new|got|gotten|been|the\b|only|originally|such|gonna|living|doing|just|family|roots)))"
    r"(?![\w-])(?!['’](?!s\b))"
)
# "everyone calls her …", "she goes by …", "known as …": a titled name after these is a nickname, not a new person
_CALLED = re.compile(
    r"\b(?:call(?:s|ed)?\s+(?:her|him|them)|goes\s+by|go\s+by|known\s+as|nicknamed|named|called)\s+$", re.I
)
# "Grandma turned 88", "Nana lives in Leeds": a kin word said as a name, at a clause's start
_KIN_AS_NAME = re.compile(
    r"(?:^|(?<=[,;:]\s)|(?<=\band\s))(?P<t>Grandma|Grandpa|Granny|Gran|Nana|Nanna|Gramps|Pops|Grandmother|"
    r"Grandfather)(?=['’]s\s|\s+(?!(?i:and|or)\b)[a-z])"
)


def untitled_en(sentence: str) -> tuple[str, dict[str, list[str]]]:
    """`sentence` with each title before a name dropped and each kin title said as a tie ("Aunt Rosa": "my aunt
    Rosa"), and the name each titled name was read as, to its titled forms ("Alvarez": "Mrs. Alvarez"; "Helen
    Park": "Dr. Helen Park", "Dr. Park", the one a later message may say)."""
    titled: dict[str, list[str]] = {}

    def swap(m: re.Match[str]) -> str:
        name, title = m["n"], m["t"]
        kin = re.fullmatch(_KIN_TITLE, title)
        first = name.split()[0].lower()
        if first in _NO_PERSON or (first in NOT_A_NAME and not (kin and first in _MONTH_NAMES)):
            return m[0]  # "Mr. Right", "Dr. Who"; "Grandma June" is named June
        if _CALLED.search(m.string[: m.start()]):
            return m[0]  # "everyone calls her Nana Bee": what she is called, read by the naming reader as said
        if kin:  # "Great-Aunt Edna": my great-aunt Edna
            return f"{m['my'] or 'my '}{title.lower().replace(' ', '-') if 'Great' in title else title.lower()} {name}"
        titled[name] = [f"{title} {name}", *([f"{title} {name.split()[-1]}"] if " " in name else [])]
        return (m["my"] or "") + name

    out = _UNTITLE.sub(swap, _APPOSED_TITLE.sub(r"\g<pre>", sentence))
    out = _FROM_WHERE.sub(_from_where, out)
    return _KIN_AS_NAME.sub(lambda m: "my " + m["t"].lower(), out), titled


# "My godmother, Aunt Ines, …": a kin title said beside a tie already said is part of the name said there
_APPOSED_TITLE = re.compile(rf"(?P<pre>\b(?i:my|our)\s+(?i:{MOD}{REL_EN}),\s+){_KIN_TITLE}\s+(?={_TITLED_NAME},)")
# "Mrs. Patterson from next door", "Priya from accounting": where the user knows them from ends the name and says
# the tie ("Mrs. Patterson (my neighbor) turned 90")
_FROM_WHERE = re.compile(
    rf"(?<![\w'-]){_TITLED_NAME}\s+(?P<w>(?:from\s+)?next\s+door|at\s+(?:work|the\s+office)(?=\s+(?:is|'s|was|has)\b)|"
    r"from\s+(?:work|the\s+office|accounting|marketing|"
    r"sales|HR|hr|IT|finance|legal|engineering|payroll|ops|design|support|procurement|compliance|"
    rf"the\s+(?:\w+\s+)?(?:team|department|office)))(?=\s*[:,;.!]|\s+[-–—]\s|['’]s\s|\s+(?:said|did|(?i:{VERB})|"
    r"yesterday|today|tonight|earlier|again|at|on|via|last\s+(?:week|night|month|year|weekend)|"
    r"this\s+(?:morning|week|weekend))\b)"
)


# A verb of meeting before a name (a diary's clause with its "I" left out): "Saw Mrs Lee next door" names Lee
_MET_WORD = re.compile(
    r"(?:called|texted|phoned|helped|hugged|thanked|asked|told|invited|with|to|for|ring|invite)$", re.I
)


def _from_where(m: re.Match[str]) -> str:
    """ "Mrs Lee next door" -> "Lee (my neighbor)", with a verb said before the name kept out of it."""
    name, lead = m["n"], ""
    first, _, last = name.partition(" ")
    if last and (_MET_WORD.match(first) or first.lower() in NOT_A_NAME):
        name, lead = last, first + " "
    return f"{lead}{name} (my {'neighbor' if 'door' in m['w'] else 'colleague'})"


# Given names that are everyday words too: typed in lower case they are the word ("will you", "mark my words")
_NAME_WORDS = word_set(
    "will may june april august mark bill rose grace hope joy faith frank sunny jack ray dawn guy nick drew art "
    "sky summer autumn holly ivy amber ruby lily iris daisy penny sandy rusty chase hunter max don sue rob bob gene "
    "dale glen cliff wade miles pierce grant rich mason carter cooper taylor page jean brook river stone win chip "
    "buck bud carol noel christian victor earl duke king prince major sterling august hazel olive violet skye "
    "rocky buddy angel bear bunny dash ace pat"
)


# A syllable of pinyin, as Chinese names are written in English ("Jian", "ping", "Xiao", "ming", "Liu")
_PINYIN_SYLLABLE = (
    r"(?:zh|ch|sh|[bpmfdtnlgkhjqxrzcsyw])?"
    r"(?:iang|iong|uang|ang|eng|ing|ong|ian|iao|uai|uan|ai|ei|ao|ou|an|en|in|un|ia|ie|iu|ua|uo|ui|ue|er|a|o|e|i|u)"
)
_PINYIN_GIVEN = re.compile(rf"(?:{_PINYIN_SYLLABLE}){{1,3}}", re.IGNORECASE)
_PINYIN_SURNAME = re.compile(rf"(?:{_PINYIN_SYLLABLE}){{1,2}}", re.IGNORECASE)


def pinyin_name(name: str, *, given_alone: bool = False) -> bool:
    """True for a Chinese name in pinyin, a given name and a surname ("Jianping Liu", "Meiling Chen"): their given
    names end in -ing as English verbs do ("Having …"), and a surname after one says it is a name. `given_alone`
    (after a relation word, which says a name follows: "my husband Jianping"): a given name alone will do."""
    words = name.split()
    cased = all(w[:1].isupper() and w[1:].islower() for w in words)
    if given_alone and len(words) == 1:
        return cased and _PINYIN_GIVEN.fullmatch(words[0]) is not None
    return (
        len(words) == 2
        and cased
        and _PINYIN_GIVEN.fullmatch(words[0]) is not None
        and _PINYIN_SURNAME.fullmatch(words[1]) is not None
    )


def name_word(word: str) -> bool:
    """True for a given name that is an everyday word too ("will", "grace"): in lower case, read as the word."""
    return word.lower() in _NAME_WORDS


def cased_names(sentence: str, known: Collection[str]) -> str:
    """ "talked to dana today", "so dana's moving": a name the user's world holds, typed in lower case, read as
    the name; never a name that is an everyday word too ("will", "grace"), nor a word no name is ("the")."""
    for name in known:
        low = name.lower()
        if not re.fullmatch(r"[A-Z][a-z]{2,}", name) or low not in sentence or low in _NAME_WORDS | NOT_A_NAME:
            continue
        sentence = re.sub(rf"(?<![\w@.'-]){low}(?![\w@-]|\.\w)", name, sentence)  # not in "dana.k@mail.com"
    return sentence
