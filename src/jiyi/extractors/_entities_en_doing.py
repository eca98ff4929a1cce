"""English facts said by what a person does or how they are (issue #21), when no value-shaped rule fits.

People rarely name an attribute; they say what someone does ("teaches chemistry at a high school in Tucson",
"runs a bakery", "does the books for a dental office", "is in sales", "drives a truck for a living"), how far they
went in school ("is studying for an associate degree", "dropped out of college", "graduated from Ohio State with a
BA", "is a Stanford grad", "went to nursing school"), what they are like ("a real bookworm", "kind of a control
freak", "the calmest guy I know") and what they do for fun ("plays in a band", "collects vinyl", "paints in her
free time"). `doing_facts_en` reads these from one predicate about a person, each keyed on the verb and the shape
of what follows it, never on one template; a plan, a wish or a past habit ("wants to be a nurse", "used to teach")
never reaches it, because its verb is none of these.
"""

from __future__ import annotations

import re

from ._entities_en_open import open_facts_en
from ._entities_en_profile import HEIGHT, TRAIT_WORDS_EN, job_or_title
from ._entities_en_shape import DEGREE, is_job
from ._entities_en_traits import TRAIT_LIST as _TRAIT_LIST
from ._entities_en_traits import TRAIT_NOUNS as _TRAIT_NOUNS
from ._entities_more import trim_when_en

__all__ = ["doing_facts_en", "split_said_en"]

Fact = tuple[str, str, str]  # (attribute, label, value)

_I = re.IGNORECASE
_CAP = r"(?-i:[A-Z])[\w.&'-]*(?:\s+(?:of\s+|&\s+)?(?-i:[A-Z])[\w.&'-]*){0,3}"
_PLACE = rf"(?P<c>{_CAP}(?:,\s*(?-i:[A-Z])[\w.'-]*(?:\s+(?-i:[A-Z])[\w.'-]*)?)?)"
_ART = r"(?:a|an|the|her|his|their|one\s+of\s+the)"
_OBJECT_PRONOUN = re.compile(r"^(?:me|us|you|him|her|them|it|people|others|everyone|anyone)\b", _I)


# --- education ---------------------------------------------------------------------------------------------
# the degrees `DEGREE` reads, and the letters people write with no dots ("a BA", "her BSN")
DEGREE = DEGREE.replace("(?P<v>", "(?P<v>(?-i:BA|BS|MA|MS|BFA|MFA|BSN|MSN|MSW|MPH|LLB|LLM|DDS|DVM|EdD|PsyD)|", 1)
_FIELD = r"(?:\s+in\s+(?P<f>[a-z][a-z &-]{1,30}?))?"
_SCHOOL = rf"(?:\s+(?:at|from)\s+(?P<s>{_CAP}))?"
# "is studying for an associate degree in nursing", "is pursuing a master's at Purdue"
_STUDYING = re.compile(
    r"^(?:is\s+)?(?:studying|working|going\s+back\s+to\s+school|back\s+in\s+school|in\s+school|pursuing|"
    r"is\s+pursuing|is\s+halfway\s+through|is\s+finishing\s+up|is\s+in\s+the\s+middle\s+of)\s*(?:for|on|towards?)?\s+"
    rf"(?:a|an|her|his|their)\s+{DEGREE}{_FIELD}{_SCHOOL}$",
    _I,
)
# "is a PhD student at MIT", "is a master's candidate in statistics"
_DEGREE_STUDENT = re.compile(
    rf"^(?:is|'s)\s+(?:a|an)\s+(?:(?:first|second|third|fourth|final)[\s-]year\s+)?{DEGREE}\s+"
    rf"(?P<k>student|candidate){_FIELD}{_SCHOOL}$",
    _I,
)
_LEVEL = r"(?:high\s+school|college|university|uni|grad\s+school|graduate\s+school|law\s+school|med\s+school|school)"
_DROPPED = re.compile(
    rf"^dropped\s+out\s+of\s+(?:(?P<l>{_LEVEL})|(?P<s>{_CAP}))(?:\s+(?:after|in)\s+[^,;]{{1,25}})?$", _I
)
_DROPOUT = re.compile(rf"^(?:is|'s)\s+(?:a|an)\s+(?P<l>{_LEVEL})\s+dropout$", _I)
_NEVER = re.compile(
    r"^(?P<v>(?:never|didn't|did\s+not)\s+(?:finish(?:ed)?|complete(?:d)?|graduate(?:d)?\s+from|go|went)\s+(?:to\s+)?"
    r"(?:high\s+school|college|university))$",
    _I,
)
# "graduated from Ohio State with a BA", "graduated from UCLA with a degree in nursing"
_GRADUATED_WITH = re.compile(
    rf"^graduated\s+from\s+(?P<s>{_CAP})\s+with\s+(?:a|an|her|his|their)\s+(?:{DEGREE}|degree){_FIELD}$", _I
)
# "is a Stanford grad", "is an Ohio State alum"
_ALUM = re.compile(rf"^(?:is|'s)\s+(?:a|an)\s+(?P<s>{_CAP})\s+(?P<k>grad|graduate|alum|alumnus|alumna)$")
_DEGREES = re.compile(
    r"^(?:has|holds|'s\s+got|earned)\s+(?P<v>(?:two|three|four|a\s+couple\s+of|multiple|several)\s+"
    r"(?:(?:college|university|master'?s|graduate|advanced)\s+)?degrees)$",
    _I,
)
_SCHOOLING = re.compile(
    r"^(?:went\s+to|goes\s+to|is\s+in|finished|completed|graduated\s+from|attended)\s+"
    r"(?P<v>(?:nursing|law|med|medical|dental|pharmacy|beauty|cosmetology|trade|culinary|art|business|film|music|"
    r"vocational|technical|grad|graduate|divinity|veterinary|vet|engineering)\s+school)"
    rf"(?:\s+(?:at|in)\s+{_PLACE})?$",
    _I,
)
_STUDIED = re.compile(
    rf"^(?:studied|studies|is\s+studying|read)\s+(?P<f>(?!abroad\b|hard\b|at\b|for\b|in\b)[a-z][a-z &-]{{1,30}}?)"
    rf"\s+(?:at|in\s+college\s+at|at\s+university\s+in)\s+(?P<s>{_CAP})$"
)


def _education(said: str) -> list[Fact]:
    m = _STUDYING.match(said) or _DEGREE_STUDENT.match(said)
    if m:
        kind = m.groupdict().get("k")
        value = m["v"] + (f" {kind.lower()}" if kind else "") + (f" in {m['f']}" if m["f"] else "")
        return [("education", "studying for", value)] + ([("school", "at", m["s"])] if m["s"] else [])
    m = _DROPPED.match(said) or _DROPOUT.match(said)
    if m:
        where = m["l"] or m.groupdict().get("s") or ""
        facts: list[Fact] = [("education", "dropped out", f"dropped out of {where}")]
        return facts + ([("school", "dropped out of", m["s"])] if m.groupdict().get("s") else [])
    m = _NEVER.match(said)
    if m:
        return [("education", "education", re.sub(r"\s+", " ", m["v"]))]
    m = _GRADUATED_WITH.match(said)
    if m:
        degree = (m["v"] or "degree") + (f" in {m['f']}" if m["f"] else "")
        return [("education", "graduated with", degree), ("school", "graduated from", m["s"])]
    m = _ALUM.match(said)
    if m and not re.fullmatch(DEGREE, m["s"], _I):  # "an MBA grad": a degree, no school
        return [("education", "graduate", f"{m['s']} {m['k']}"), ("school", "graduated from", m["s"])]
    m = _DEGREES.match(said) or _SCHOOLING.match(said)
    if m:
        return [("education", "education", re.sub(r"\s+", " ", m["v"]))]
    m = _STUDIED.match(said)
    if m:
        return [("major", "studied", m["f"]), ("school", "studied at", m["s"])]
    return []


# --- a job said by what is done ----------------------------------------------------------------------------
_WHERE_TAIL = re.compile(
    rf"(?:\s+(?:at|for|with)\s+(?:(?P<w>{_CAP})|{_ART}\s+(?P<g>(?-i:[a-z])[\w\s-]{{1,30}}?)))?"
    rf"(?:\s+(?:in|over\s+in|out\s+in|downtown\s+in)\s+{_PLACE})?$"
)
_TEACHES = re.compile(
    r"^(?:teaches|is\s+teaching|has\s+taught|has\s+been\s+teaching)\b(?P<x>.*)$",
    _I,
)
_LEVELS = re.compile(
    r"^(?:(?:high|middle|elementary|primary|secondary|grade|junior\s+high|nursery|sunday|driving|language|"
    r"dance|music|art|cooking)\s+school|kindergarten|preschool|college|university|community\s+college)$",
    _I,
)
_BUSINESS = (
    r"(?:bakery|restaurant|caf[eé]|coffee\s+shop|shop|store|salon|barbershop|bar|pub|diner|food\s+truck|farm|clinic|"
    r"practice|firm|agency|business|company|startup|start-up|gym|studio|daycare|garage|bookstore|boutique|hotel|motel|"
    r"b&b|inn|florist|pharmacy|deli|pizzeria|stall|workshop|brewery|winery|vineyard|ranch|kitchen|franchise|"
    r"dealership|laundromat|hostel|school|nursery|kennel|spa|camp|"
    # "a pizza place", "a taco truck": a place, a truck or a stand is a business only when it sells food
    r"(?:pizza|taco|burger|noodle|coffee|sandwich|ramen|sushi|bbq|barbecue|hot\s+dog|lemonade|fruit|flower|food|"
    r"juice|smoothie|ice\s+cream|donut|bagel|pho|dumpling|wing|chicken|noodle|dim\s+sum|kebab|falafel)\s+"
    r"(?:place|joint|stand|cart|truck|shack|bar|spot))"
)
_RUNS = re.compile(
    # "started a bakery" is a business of theirs, "started school" / "started kindergarten" is no business
    r"^(?!(?:opened|started)\s+(?!(?:a|an|the|her|his|their)\b))"
    r"(?P<verb>runs|owns|co-owns|operates|manages|opened|started|has\s+(?:her|his|their)\s+own|is\s+running|"
    r"is\s+managing)\s+(?:a|an|the|her\s+own|his\s+own|their\s+own|a\s+(?:little|small|tiny|big|busy|local|family))?\s*"
    rf"(?P<b>(?:[\w&'-]+\s+){{0,2}}?{_BUSINESS})(?:\s+(?:called|named)\s+(?P<n>{_CAP}))?"
    rf"(?:\s+(?:in|over\s+in|out\s+in|downtown\s+in)\s+{_PLACE})?$",
    _I,
)
_FIELDS = (
    r"(?P<f>sales|marketing|(?-i:IT|I\.T\.|HR|PR)|human\s+resources|finance|accounting|real\s+estate|insurance|tech|"
    r"healthcare|health\s+care|construction|banking|law|medicine|nursing|education|retail|consulting|advertising|"
    r"publishing|logistics|hospitality|journalism|politics|software|cybersecurity|customer\s+service|"
    r"the\s+(?:army|navy|air\s+force|military|marines|coast\s+guard|restaurant\s+business|film\s+industry|"
    r"music\s+business|oil\s+business|tech\s+industry|wine\s+business|police|fire\s+service))"
)
_IN_FIELD = re.compile(
    rf"^(?:is|'s|works|has\s+worked|has\s+been|is\s+working|serves)\s+in\s+{_FIELDS}"
    rf"(?:\s+(?:at|for)\s+(?P<w>{_CAP}))?(?:\s+in\s+{_PLACE})?$",
    _I,
)
_DOES = re.compile(
    r"^(?:does|handles|keeps|takes\s+care\s+of|manages)\s+(?:the\s+)?(?P<t>books|bookkeeping|accounts|accounting|payroll|"
    r"taxes|marketing|sales|pr|(?-i:IT)|hr|design|graphic\s+design|web\s+design|consulting|social\s+media|tech\s+support|"
    r"customer\s+service|admin|data\s+analysis|research|recruiting|hair|nails|makeup)"
    rf"(?:\s+work)?\s+(?:for|at)\s+(?:(?P<w>{_CAP})|{_ART}\s+(?P<g>[a-z][\w\s-]{{1,30}}?))"
    rf"(?:\s+(?:in|over\s+in)\s+{_PLACE})?$",
    _I,
)
_DOES_AS_JOB = {"books": "bookkeeper", "bookkeeping": "bookkeeper", "accounts": "bookkeeper", "taxes": "tax preparer",
                "hair": "hairdresser", "nails": "nail technician", "makeup": "makeup artist",
                "payroll": "payroll clerk", "recruiting": "recruiter"}  # fmt: skip
# what "does … for a living" says that is no line of work ("does nothing for a living", "does what for a living")
_NO_FIELD = re.compile(r"^(?:nothing|something|anything|everything|what|whatever|stuff|this|that|it|odd\s+jobs)\b", _I)
# a verb and its object that name a trade together ("fixes cars": a mechanic)
_TRADES = {
    ("fixes", "cars"): "mechanic", ("repairs", "cars"): "mechanic", ("writes", "software"): "software developer",
    ("writes", "code"): "software developer", ("cuts", "hair"): "hairdresser", ("waits", "tables"): "waiter",
    ("delivers", "mail"): "mail carrier", ("delivers", "packages"): "delivery driver", ("flies", "planes"): "pilot",
    ("sells", "houses"): "real estate agent", ("sells", "real estate"): "real estate agent",
    ("sells", "insurance"): "insurance agent", ("sells", "cars"): "car salesman", ("pulls", "teeth"): "dentist",
}  # fmt: skip
_AGENT = {
    "drives": "driver", "designs": "designer", "builds": "builder", "writes": "writer", "edits": "editor",
    "paints": "painter", "sells": "salesperson", "cleans": "cleaner", "trains": "trainer", "tutors": "tutor",
    "coaches": "coach", "translates": "translator", "programs": "programmer", "develops": "developer",
    "installs": "installer", "repairs": "repairer", "fixes": "repairer", "photographs": "photographer",
    "manages": "manager", "cooks": "cook", "bakes": "baker", "bartends": "bartender", "nurses": "nurse",
    "flies": "pilot", "delivers": "courier", "codes": "programmer", "farms": "farmer", "fishes": "fisherman",
    "plumbs": "plumber", "preaches": "preacher", "teaches": "teacher", "cuts": "cutter", "tests": "tester",
    "inspects": "inspector", "audits": "auditor", "illustrates": "illustrator", "produces": "producer",
    "directs": "director", "guards": "guard", "patrols": "officer", "researches": "researcher",
}  # fmt: skip
_FOR_A_LIVING = re.compile(
    r"^(?P<verb>[a-z]+s)(?:\s+(?P<o>(?!for\b|at\b|in\b)[a-z][\w\s-]{0,30}?))?"
    r"\s+(?:for\s+a\s+living|professionally|for\s+work|as\s+(?:a|her|his|their)\s+(?:job|career|day\s+job))$",
    _I,
)
_VERB_FOR = re.compile(
    rf"^(?P<verb>drives|flies|delivers|designs|codes|writes|edits|bartends|cooks|photographs|tutors|coaches|"
    rf"cleans|nurses|programs|translates)(?:\s+(?:a|an)?\s*(?P<o>[a-z][\w\s-]{{0,20}}?))?\s+for\s+(?P<w>{_CAP})$",
)
# "works for the city as a bus driver", "works nights as an ER nurse", "works at a law firm in Chicago as a paralegal"
_WORKS_AS = re.compile(
    r"^(?:works|is\s+working|has\s+worked)\s+(?:(?:nights|days|weekends|part[-\s]time|full[-\s]time|shifts|overnights|"
    r"remotely)\s+|(?:at|for|in)\s+(?P<x>(?:a|an|the)\s+[^,;]{2,40}?)\s+)?as\s+(?:a|an|the)\s+(?P<j>[a-z][\w\s-]{1,30}?)$",
    _I,
)


# "works as an anesthesiologist at a hospital in Phoenix": the trade, and the city of a workplace with no name
_ROLE_AT_PLACE = re.compile(
    r"^(?:works\s+as|is|'s|has\s+been|became)\s+(?:a|an)\s+(?P<j>[a-z][\w\s-]{1,30}?)\s+(?:at|for|in|with)\s+"
    rf"(?:a|an|the)\s+(?P<g>[a-z][\w\s-]{{1,30}}?)\s+(?:in|over\s+in|out\s+in)\s+{_PLACE}$",
    _I,
)


_ROLE_AT_ORG = re.compile(
    rf"^(?:is|'s|works\s+as)\s+(?:a|an)\s+(?P<j>[a-z][\w\s-]{{1,30}}?)\s+(?:at|for|with)\s+(?P<w>{_CAP})$", _I
)
# "is our junior analyst", "is the team's designer": a role said by whose it is
_OUR_ROLE = re.compile(
    r"^(?:is|'s)\s+(?:our|their|the\s+(?:team|company|firm|office|department)'s)\s+(?P<j>[a-z][\w\s-]{1,30}?)$", _I
)


def _singular(word: str) -> str:
    w = word.strip()
    if re.search(r"(?:ches|shes|sses|xes)$", w):
        return w[:-2]
    if w.endswith("ies") and len(w) > 4:
        return w[:-3] + "y"
    return w[:-1] if w.endswith("s") and not w.endswith(("ss", "us", "is")) else w


def _job(said: str) -> list[Fact]:
    m = _TEACHES.match(said)
    if m:
        return _teaches(m["x"].strip())
    m = _RUNS.match(said)
    if m:
        business = re.sub(r"\s+", " ", m["b"].strip().lower())
        business = re.sub(r"^(?:little|small|tiny|big|busy|local|family|new|successful)\s+", "", business)
        manages = m["verb"].lower().endswith(("manages", "managing"))
        facts: list[Fact] = [("title" if manages else "job", "runs", f"{business} {'manager' if manages else 'owner'}")]
        facts += [("employer", "runs", m["n"])] if m["n"] else []
        return facts + ([("works_in", "works in", m["c"])] if m["c"] else [])
    m = _IN_FIELD.match(said)
    if m:
        field = re.sub(r"^the\s+", "", re.sub(r"\s+", " ", m["f"]), flags=_I)  # "the navy": navy
        facts = [("job", "works in", field if field.isupper() else field.lower())]
        facts += [("employer", "works at", m["w"])] if m["w"] else []
        return facts + ([("works_in", "works in", m["c"])] if m["c"] else [])
    m = _DOES.match(said)
    if m:
        task = re.sub(r"\s+", " ", m["t"])
        facts = [("job", "does", _DOES_AS_JOB.get(task.lower(), task if task.isupper() else task.lower()))]
        facts += [("employer", "works at", m["w"])] if m["w"] else []
        return facts + ([("works_in", "works in", m["c"])] if m["c"] else [])
    m = _FOR_A_LIVING.match(said) or _VERB_FOR.match(said)
    if m:
        verb, obj = m["verb"].lower(), re.sub(r"^(?:a|an|the)\s+", "", (m["o"] or "").strip().lower())
        if obj and _OBJECT_PRONOUN.match(obj):
            return []
        trade = _TRADES.get((verb, obj)) or _TRADES.get((verb, _singular(obj)))
        if verb == "does" and obj and len(obj.split()) <= 2 and not _NO_FIELD.match(obj):
            trade = _DOES_AS_JOB.get(obj, obj)  # "does nursing for a living", "does hair professionally"
        agent = _AGENT.get(verb)
        if trade is None and agent is None:
            return []
        value = trade or (f"{_singular(obj)} {agent}" if obj and len(obj.split()) <= 2 else str(agent))
        employer = m.groupdict().get("w")
        return [("job", "does", value)] + ([("employer", "works for", employer)] if employer else [])
    m = _ROLE_AT_ORG.match(said)
    if m and is_job(m["j"]):  # "is a sales rep for Medtronic"
        return [("job", "is a", m["j"].strip()), ("employer", "works at", m["w"])]
    m = _OUR_ROLE.match(said)
    if m and (is_job(m["j"]) or job_or_title(m["j"]) == "title"):  # "is our junior analyst"
        return [(job_or_title(m["j"]), "is our", m["j"].strip())]
    m = _ROLE_AT_PLACE.match(said)
    if m and is_job(m["j"]):
        return [("job", "is a", m["j"].strip()), ("works_in", "works in", m["c"])]
    m = _WORKS_AS.match(said)
    if m:
        facts = [("job", "works as", m["j"].strip())]
        place = re.search(rf"\s+in\s+{_PLACE}$", m["x"] or "")
        return facts + ([("works_in", "works in", place["c"])] if place else [])
    return []


def _teaches(x: str) -> list[Fact]:
    """ "chemistry at a high school in Tucson", "third grade", "at Lincoln High": the teacher they are."""
    if _OBJECT_PRONOUN.match(x) or re.match(r"^(?:to\b|how\b|that\b|about\b)", x, _I):
        return []  # "teaches me to cook": no trade
    x = " " + x  # the tail's "at" / "in" opens with a space, even when nothing is said before it
    tail = _WHERE_TAIL.search(x)
    subject = (x[: tail.start()] if tail else x).strip()
    subject = re.sub(r"\s+(?:part[-\s]time|full[-\s]time|on\s+the\s+side|now|these\s+days)$", "", subject, flags=_I)
    if subject and not re.fullmatch(r"[a-zA-Z][\w-]*(?:\s+[\w-]+){0,2}", subject):
        return []
    where = (tail["g"] or "").strip() if tail else ""
    level = where if _LEVELS.match(where) else ""
    value = f"{subject} teacher" if subject else (f"{level} teacher" if level else "teacher")
    if re.match(r"^(?:college|university|community\s+college)$", level, _I) and not subject:
        value = "college instructor"
    facts: list[Fact] = [("job", "teaches", value)]
    if tail and tail["w"]:
        facts.append(("employer", "teaches at", tail["w"]))
    if tail and tail["c"]:
        facts.append(("works_in", "works in", tail["c"]))
    return facts


# --- what they are like, what they do for fun --------------------------------------------------------------
_TRAIT_NOUN = (
    r"(?:bookworm|control\s+freak|people\s+person|people[\s-]pleaser|social\s+butterfly|homebody|free\s+spirit|"
    r"workaholic|neat\s+freak|clean\s+freak|go-getter|night\s+owl|early\s+bird|morning\s+person|introvert|extrovert|"
    r"extravert|ambivert|optimist|pessimist|perfectionist|worrier|chatterbox|sweetheart|softie|softy|hothead|loner|"
    r"daredevil|dreamer|joker|goofball|clown|nerd|geek|know-it-all|klutz|party\s+animal|couch\s+potato|teddy\s+bear|"
    r"micromanager|nag|grump|worrywart|"
    r"team\s+player|straight\s+shooter|live\s+wire|penny[\s-]pincher|tightwad|health\s+nut|gym\s+rat|"
    r"adrenaline\s+junkie|romantic|idealist|realist|overachiever|busybody|drama\s+queen|pushover|tough\s+cookie|"
    r"gentle\s+giant|old\s+soul|hopeless\s+romantic|charmer|smooth\s+talker|neat\s+nik|minimalist|foodie|"
    r"introverted\s+type|extroverted\s+type|class\s+clown|wallflower|chatterbox|sweet\s+soul|hard\s+worker|"
    r"overthinker|over-thinker|people-pleaser|hot-head|neat-freak|life\s+of\s+the\s+party|life\s+and\s+soul\s+of\s+the\s+party|"
    r"peacemaker|worry-wart|pessimist|daydreamer|chill\s+person|introvert\s+at\s+heart|hardass|hard-ass|"
    r"sweetie\s+pie|grump|sourpuss|hothead|people\s+pleaser)"
)
_TRAIT_AS_NOUN = re.compile(
    r"^(?:is|'s|has\s+always\s+been|can\s+be|seems\s+like|comes\s+across\s+as|was\s+always)\s+"
    r"(?:(?:kind|sort)\s+of\s+|kinda\s+|such\s+|quite\s+|really\s+|basically\s+|honestly\s+|always\s+)?(?:a|an|the)\s+"
    r"(?:(?:bit|little\s+bit|touch)\s+of\s+an?\s+|(?:real|total|complete|natural|born|typical|huge|big|massive|true|"
    r"classic|proper|absolute|major|serious|certified|self-confessed|self-proclaimed|total\s+and\s+utter)\s+)?"
    rf"(?P<v>{_TRAIT_NOUN})$",
    _I,
)
_SUPERLATIVE = re.compile(
    r"^(?:is|'s)\s+(?:(?:probably|easily|honestly|literally|by\s+far)\s+)?(?:one\s+of\s+)?the\s+"
    r"(?:(?:most|least)\s+(?P<a>[a-z-]+)|(?P<s>[a-z]+est))\s+(?:guy|girl|man|woman|person|lady|dude|soul|human|one|"
    r"people|boss|colleague|coworker|relative|member|kid|guys|girls|men|women|souls|folks|humans|ones)?\s*(?:I\s+know|I've\s+ever\s+met|I\s+have\s+ever\s+met|I've\s+met|I\s+know\s+of|"
    r"in\s+(?:the|our|my)\s+\w+|(?:of|among)\s+(?:us|them|all|my\s+\w+)(?:\s+all)?|around|alive|on\s+earth|ever)?$",
    _I,
)
_TRAIT_FULL = re.compile(rf"^{TRAIT_WORDS_EN}$", _I)


def _base(superlative: str) -> str | None:
    """The adjective a superlative is of, when it is a word of personality ("calmest" -> calm, "nicest" -> nice)."""
    stem = superlative.lower()[:-3]
    for base in (stem, stem + "e", stem[:-1] if len(stem) > 2 and stem[-1] == stem[-2] else "", stem[:-1] + "y"):
        if base and _TRAIT_FULL.match(base):
            return base
    return None


_HOBBY_VERB = (
    r"(?:knits|bakes|paints|gardens|surfs|hikes|climbs|boulders|fishes|sews|quilts|skis|snowboards|skates|swims|cycles|"
    r"bikes|boxes|fences|dances|draws|sketches|journals|golfs|sails|rows|kayaks|camps|hunts|runs|jogs|crochets|"
    r"meditates|sings|writes\s+poetry|does\s+pottery|woodworks|whittles|birdwatches|skateboards|scuba\s+dives|dives)"
)
_HABIT = (
    r"(?:\s+(?:a\s+lot|all\s+the\s+time|every\s+(?:day|week|weekend|morning|evening|sunday|saturday)|regularly|"
    r"competitively|religiously|on\s+(?:the\s+)?weekends|in\s+(?:her|his|their)\s+(?:free|spare|down)\s+time|"
    r"for\s+fun|as\s+a\s+hobby|whenever\s+(?:she|he|they)\s+can|after\s+work))*"
)
_HOBBY_BARE = re.compile(
    rf"^(?P<v>{_HOBBY_VERB})(?P<o>\s+(?:in|with)\s+(?:a|an|the)\s+[a-z][\w\s-]{{1,20}}?)?{_HABIT}$", _I
)
_FOR_FUN = re.compile(
    r"^(?P<v>[a-z]+s)\s+(?P<o>[a-z][\w\s'-]{1,30}?)\s+(?:in\s+(?:her|his|their)\s+(?:free|spare|down)\s+time|"
    r"for\s+fun|as\s+a\s+hobby|on\s+(?:the\s+)?weekends|every\s+weekend|on\s+(?:saturdays|sundays)|after\s+work|"
    r"in\s+the\s+evenings|on\s+the\s+side\s+for\s+fun)$",
    _I,
)
_COLLECTS = re.compile(
    r"^(?P<v>collects|runs|does|restores|builds|brews|grows|plays\s+in)\s+(?P<o>(?:a|an)?\s*(?:vintage\s+|old\s+|rare\s+)?"
    r"(?:stamps|coins|vinyl(?:\s+records)?|records|comics|comic\s+books|antiques|sneakers|watches|cards|baseball\s+cards|"
    r"action\s+figures|marathons|half[\s-]marathons|ultras|ultramarathons|5ks|triathlons|iron\s*mans|old\s+cars|"
    r"classic\s+cars|model\s+trains|model\s+planes|(?:her|his|their)\s+own\s+beer|beer|bonsai|orchids|band|choir|"
    r"orchestra|rec\s+league|jazz\s+band|cover\s+band|rock\s+band|community\s+theater|[a-z]+\s+league))"
    rf"{_HABIT}$",
    _I,
)


def _gerund(verb: str) -> str:
    """ "paints" -> painting, "runs" -> running, "bakes" -> baking, "fishes" -> fishing."""
    v = verb.lower()
    v = v[:-2] if re.search(r"(?:ches|shes|sses|xes)$", v) else v[:-3] + "y" if v.endswith("ies") else v[:-1]
    if v.endswith("ie"):
        return v[:-2] + "ying"
    if v.endswith("e") and not v.endswith(("ee", "ye", "oe")):
        return v[:-1] + "ing"
    if re.search(r"(?:^|[^aeiou])[aeiou][bdgmnprt]$", v) and len(v) <= 4:
        return v + v[-1] + "ing"  # run, swim, jog, shop
    return v + "ing"


def _traits_and_pastimes(said: str) -> list[Fact]:
    m = _TRAIT_AS_NOUN.match(said)
    if m:
        # a noun said with its article: phrased "is a bookworm", not "is bookworm"
        return [("trait", "is a", re.sub(r"\s+", " ", m["v"].lower()))]
    m = _SUPERLATIVE.match(said)
    if m:
        word = m["a"] if m["a"] and _TRAIT_FULL.match(m["a"]) else (_base(m["s"]) if m["s"] else None)
        return [("trait", "personality", word.lower())] if word else []
    m = _COLLECTS.match(said)
    if m:
        verb = m["v"].lower().split()
        thing = re.sub(r"\s+", " ", m["o"].strip())
        return [("hobby", "hobby", " ".join([_gerund(verb[0]), *verb[1:], thing]))]
    m = _HOBBY_BARE.match(said)
    if m:
        words = m["v"].lower().split()
        return [("hobby", "hobby", " ".join([_gerund(words[0]), *words[1:]]) + (m["o"] or "").rstrip())]
    m = _FOR_FUN.match(said)
    if (
        m
        and m["v"].lower() not in ("is", "has", "was", "does", "goes", "works", "lives")
        and not _OBJECT_PRONOUN.match(m["o"])
    ):
        return [("hobby", "hobby", f"{_gerund(m['v'])} {m['o'].strip()}")]
    return []


# --- where the work is -------------------------------------------------------------------------------------
_REMOTE = re.compile(
    r"^(?:is\s+)?(?:now\s+|currently\s+)?(?:working|works)\s+(?:remotely|from\s+home)\s+(?:from|out\s+of|in)\s+"
    rf"{_PLACE}(?:\s+(?:now|these\s+days|full[-\s]time))?$",
    _I,
)


def doing_facts_en(rest: str) -> list[Fact]:
    """The facts an (unhedged) English predicate about a person states by what they do or how they are, or []."""
    said = trim_when_en(rest.strip(" .!"))  # "is working as an architect these days": an architect
    said = re.sub(r"^(is|'s)\s+(?:now|currently|already)\s+(?=working\b|studying\b|in\b)", r"\1 ", said)
    m = _REMOTE.match(said)
    if m:
        return [("works_in", "works in", m["c"])]
    # last, the trades and positions no closed list names ("is an actuary", "was just made area director")
    return _education(said) or _job(said) or _traits_and_pastimes(said) or open_facts_en(rest)


# --- several things said in one breath ---------------------------------------------------------------------
_NEXT_VERB = (
    r"(?:teaches|runs|owns|manages|drives|writes|designs|sells|collects|knits|bakes|paints|coaches|tutors|"
    r"dropped|graduated|did|got|has|holds|is|'s|was|works|lives|grew|hails|commutes|spends|plays|does|went|"
    r"studied|studies|loves|likes|enjoys|just\s+turned|turned|stands|can\s+be\s+reached|speaks)"
)
# "…, now working remotely from Boise": a participle that goes on with the same "is"
_GOES_ON = r"(?:(?:now|currently|still)\s+)?(?:working|living|based|studying|teaching|running)"
# "…, and trying to meal prep this week": after a comma and "and", any doing that goes on to what it is about
_GOES_ON_TOO = (
    r"(?:(?:now|currently|still|also)\s+)?[a-z]{2,}ing\s+"
    r"(?:to|on|for|up|out|a|an|the|her|his|their|some|more|through|into|about|ready)\b"
)
_SPLIT = re.compile(
    rf"(?:,\s*(?:and|but)\s+|\s+(?:and|but)\s+|,\s+)(?={_NEXT_VERB}\b|{_GOES_ON}\b)|,\s*(?:and|but)\s+(?={_GOES_ON_TOO})",
    _I,
)
# an item of "is 62, retired, and a real introvert": a value "is" may say of itself
_COMPLEMENT = re.compile(
    rf"^(?:\d{{1,3}}(?:\s+years?\s+old)?(?:\s+now)?|{HEIGHT}(?:\s+tall)?|retired|married|single|"
    # "is 34 now and still in Boston": where one still is, an item of its own
    r"(?:still|now)\s+(?:in|at)\s+(?-i:[A-Z])[\w-]+(?:\s+(?-i:[A-Z])[\w-]+)?|"
    # "a nurse", "a real introvert": words only, no other clause ("a German Shepherd - they're so smart")
    r"(?:a|an)\s+(?!.*\b(?:they|he|she|i|you|we|it)\b)[a-z][\w-]*(?:\s+[a-z][\w-]*){0,4}|"
    rf"divorced|(?:(?:very|really|super|quite|pretty|so|a\s+bit|kind\s+of|incredibly)\s+)?{TRAIT_WORDS_EN})$",
    _I,
)
_ASIDE = re.compile(r"^(?:honestly|frankly|basically|probably|also|plus|literally|seriously)\s+", _I)


def split_said_en(rest: str) -> list[str]:
    """The predicates one clause joins ("is 38 and teaches chemistry", "is 62, retired", "'s 34, a nurse, super
    outgoing", "is super laid-back, honestly the calmest guy I know"), each with its verb; [rest] when it says one
    thing."""
    parts = [p.strip() for p in _SPLIT.split(rest) if p.strip()]
    if len(parts) > 1 and re.match(rf"^{_NEXT_VERB}\b", parts[0], _I):
        parts = [("is " + p if re.match(rf"^(?:{_GOES_ON}\b|{_GOES_ON_TOO})", p, _I) else p) for p in parts]
        return [q for p in parts for q in split_said_en(p)]
    head = re.match(r"^(?P<verb>is|'s)\s+(?P<x>.+)$", rest, _I)
    if head is None or _reads(rest):  # "is kind and patient": one list of traits
        return [rest]
    items = [_ASIDE.sub("", x.strip()) for x in re.split(r",\s*(?:and\s+)?|\s+and\s+", head["x"]) if x.strip()]
    # "is only 23 and already a manager": how the age is felt is no part of either value
    items = [re.sub(r"^(?:only|just|already|now|also)\s+(?=\S)", "", x, flags=_I) for x in items]
    # each item a value "is" says of itself, or a whole reading of its own ("kind of an introvert")
    if len(items) > 1 and all(_COMPLEMENT.match(x) or _reads(f"is {x}") for x in items):
        return [f"is {x}" for x in items]
    return [rest]


def _reads(said: str) -> bool:
    return bool(doing_facts_en(said) or _TRAIT_LIST.match(said) or _TRAIT_NOUNS.match(said))
