"""Open word classes the English readers share: words of temperament people use of the people they know
("laid-back", "soft-spoken", "level-headed"), the words that strengthen them ("soooo", "fiercely"), and what makes a
noun phrase a trade ("dental hygienist", "air traffic controller", "actuary") rather than a role in life ("a big fan",
"a grandmother", "a Leo"). One place for every rule that reads a personality or a job (`_entities_en_profile`,
`_entities_en_doing`, `_entities_en_open`, the clause rules)."""

from __future__ import annotations

import re

__all__ = [
    "DEGREE_LETTERS_EN",
    "DEGREE_NAMES_EN",
    "DEMONYM",
    "DEMONYM_PLACE",
    "INTENSIFIER",
    "NATIONALITY",
    "NOT_TRADE",
    "NO_PASTIME",
    "SAID_HOW",
    "SAID_HOW_WORDS",
    "SCHOOL_KIND",
    "STUDY_FIELD",
    "TRAIT_WORDS",
    "is_occupation",
    "not_occupation",
]

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
    r"generous|selfless|thoughtful|considerate|helpful|humble|confident|self-assured|charismatic|dramatic|"
    # the rest of the words people reach for ("fiercely independent", "so scatterbrained"); never the words said of
    # a situation as well ("tough", "intense", "cool": "Life can be tough")
    r"resilient|tenacious|persistent|scatterbrained|absent-minded|forgetful|disorganized|disorganised|"
    r"compassionate|empathetic|sincere|earnest|genuine|fair-minded|principled|conscientious|fastidious|"
    r"finicky|courageous|obstinate|pig-headed|uptight|high-strung|highly\s+strung|jolly|vivacious|unflappable|"
    r"unassuming|soft-hearted|tender-hearted|tenderhearted|hard-nosed|gruff|brusque|abrasive|prickly|touchy|"
    r"thin-skinned|insecure|self-conscious|arrogant|cocky|vain|courteous|well-mannered|rude|diplomatic|"
    r"tactful|discreet|secretive|candid|frank|forthright|upfront|trusting|gullible|naive|naïve|street-smart|"
    r"shrewd|self-motivated|industrious|go-with-the-flow|old-fashioned|perky|peppy|mischievous|dorky|"
    r"socially\s+awkward|suave|domineering|controlling|overprotective|clingy|needy|self-reliant|"
    r"self-sufficient|stingy|selfish|affectionate|standoffish|stand-offish|snobby|snobbish|judgmental|"
    r"judgemental|nitpicky|neurotic|risk-averse|outdoorsy|resourceful|big-hearted|warmhearted|kindhearted|"
    r"good-humored|good-humoured|bad-tempered|quick-tempered|even-keeled|softhearted|gentle-natured|"
    r"free-spirited|strong-minded|single-minded|open-hearted|quick-witted|sharp-tongued|plain-spoken|outgoing|"
    r"well-read|anxious|nosy|nosey|pushy|cranky|grouchy|clumsy|absent\s+minded|easily\s+stressed|"
    # chat words of temperament ("fun-loving", "easily annoyed", "chilled out", "super extra")
    r"fun-loving|fun\s+loving|easily\s+(?:annoyed|irritated|offended|distracted|flustered|upset)|chilled(?:[\s-]out)?|"
    r"introvert(?:ed)?|extrovert(?:ed)?|hyper|extra|savage|wholesome|mellowed\s+out|"
    # British and Australian chat words of temperament ("so flaky", "mardy", "a bit stroppy")
    r"flaky|flakey|mouthy|mardy|gobby|stroppy|narky|chirpy|bolshy|bolshie|sulky|lippy|ditzy|dozy|scatty|snappy|"
    r"dreamy|moody|bubbly|ratty|crabby|nervy|jumpy|giddy|"
    r"short-fused|hot\s+tempered|short\s+tempered|soft\s+hearted|big\s+hearted|kind\s+hearted|warm\s+hearted|"
    r"down\s+to\s+earth|old-school|old\s+school|no\s+nonsense|level\s+headed|open\s+minded)"
)

#: words that strengthen a word of temperament: "soooo upbeat", "fiercely independent", "always blunt"
INTENSIFIER = (
    r"(?:very|really|so+|super|quite|pretty|extremely|rather|fairly|a\s+little\s+bit|a\s+bit|a\s+little|kind\s+of|"
    r"kinda|sort\s+of|brutally|fiercely|"
    r"incredibly|always|fiercely|hella|wicked|mega|legit|lowkey|low-key|dead|proper|mad|real|"
    r"painfully|famously|notoriously|stubbornly|endlessly|remarkably|unbelievably|"
    r"ridiculously|crazy|insanely|wildly|genuinely|truly|naturally|generally|usually|typically|seriously|"
    r"totally|absolutely|deeply|hopelessly|relentlessly|unfailingly|annoyingly|refreshingly|surprisingly|"
    r"way\s+too|too|such\s+a|a\s+tad|somewhat|mostly|pretty\s+much|ever\s+so)"
)

# --- occupations -------------------------------------------------------------------------------------------
# Trades whose word has no agent suffix ("an actuary", "a nanny"), and heads that make any noun phrase a trade
_TRADE_WORDS = re.compile(
    r"^(?:actuary|attorney|lawyer|nurse|surgeon|clerk|agent|officer|chef|cook|pilot|secretary|notary|nanny|maid|"
    r"tailor|barista|medic|paramedic|vet|coach|judge|priest|pastor|rabbi|imam|monk|nun|midwife|doula|sommelier|"
    r"paralegal|architect|chemist|pharmacist|dentist|tech|technician|assistant|aide|intern|apprentice|trainee|"
    r"cashier|teller|courier|lifeguard|firefighter|fireman|cop|sheriff|deputy|marshal|detective|soldier|sergeant|"
    r"captain|lieutenant|colonel|general|admiral|major|corporal|private|marine|sailor|ranger|warden|guard|janitor|"
    r"custodian|caretaker|caregiver|butler|chauffeur|concierge|porter|valet|usher|bellhop|host|hostess|steward|"
    r"stewardess|attendant|mechanic|machinist|electrician|plumber|welder|carpenter|mason|roofer|glazier|locksmith|"
    r"blacksmith|butcher|baker|brewer|vintner|florist|jeweler|jeweller|optician|optometrist|therapist|counselor|"
    r"counsellor|psychologist|psychiatrist|physician|doctor|radiographer|sonographer|hygienist|dietitian|"
    r"nutritionist|pathologist|anesthetist|anaesthetist|anesthesiologist|surveyor|auditor|accountant|bookkeeper|"
    r"analyst|consultant|engineer|manager|director|supervisor|controller|administrator|coordinator|executive|"
    r"specialist|scientist|researcher|professor|lecturer|teacher|tutor|instructor|librarian|archivist|curator|"
    r"editor|reporter|journalist|writer|author|translator|interpreter|stenographer|typist|receptionist|"
    r"dispatcher|operator|inspector|investigator|adjuster|underwriter|broker|banker|trader|realtor|planner|"
    r"designer|developer|programmer|coder|drafter|draftsman|illustrator|animator|photographer|"
    r"videographer|producer|cameraman|actor|actress|musician|singer|dancer|choreographer|comedian|magician|"
    r"clown|athlete|jockey|trucker|driver|farmer|rancher|fisherman|logger|miner|landscaper|gardener|"
    r"groundskeeper|zookeeper|beekeeper|shepherd|veterinarian|groomer|stylist|hairdresser|barber|beautician|"
    r"chimney\s+sweep|thatcher|cobbler|farrier|saddler|glassblower|potter|"
    r"cosmetologist|esthetician|aesthetician|manicurist|masseuse|masseur|bartender|waiter|waitress|server|"
    r"busboy|dishwasher|cleaner|housekeeper|babysitter|governess|salesman|saleswoman|salesperson|rep|"
    r"ceo|cto|cfo|coo|vp|president|foreman|forewoman|superintendent|principal|dean|provost|chaplain|minister|"
    r"diplomat|ambassador|politician|senator|mayor|councillor|councilor|legislator|economist|statistician|"
    r"mathematician|physicist|biologist|geologist|astronomer|botanist|ecologist|historian|archaeologist|"
    r"anthropologist|sociologist|linguist|epidemiologist|pharmacologist|toxicologist|orthodontist|"
    r"podiatrist|chiropractor|physiotherapist|emt|nurse-practitioner|practitioner|"
    r"technologist|estimator|buyer|merchandiser|recruiter|headhunter|scheduler|strategist|"
    r"lobbyist|solicitor|barrister|magistrate|clergyman|missionary|smokejumper|"
    r"lineman|linesman|handyman|contractor|builder|bricklayer|plasterer|painter|decorator|"
    r"upholsterer|cobbler|seamstress|dressmaker|weaver|potter|sculptor|artist|craftsman|woodworker|"
    r"cabinetmaker|luthier|printer|binder|postman|mailman|postmaster|carrier|stocker|packer|picker|loader|"
    r"mover|forklift\s+driver|warehouse\s+worker|worker|laborer|labourer|crew|deckhand|navigator|"
    r"copilot|co-pilot|flight\s+attendant|air\s+traffic\s+controller|auctioneer|appraiser|"
    r"pawnbroker|croupier|dealer|bookmaker|referee|umpire|trainer|scout|game\s+warden|"
    r"lab\s+tech|medtech|phlebotomist|neurologist|cardiologist|dermatologist|oncologist|pediatrician|"
    r"paediatrician|obstetrician|gynecologist|radiologist|urologist|internist|resident|clinician)$",
    re.IGNORECASE,
)
# agent suffixes of trades: "-ist", "-ician", "-ian", "-er" / "-or", "-ant" / "-ent", "-man" / "-woman"
_TRADE_SUFFIX = re.compile(r"(?:ist|ician|ologist|ian|er|or|ant|ent|man|woman|smith|wright|monger)$", re.IGNORECASE)
#: nouns with those endings that are no trade: a role in life, a fan, a sign of the zodiac, a thing
NOT_TRADE = re.compile(
    r"^(?:lover|fan|member|mother|father|brother|sister|daughter|son|grandmother|grandfather|grandma|grandpa|"
    r"stepmother|stepfather|godmother|godfather|aunt|uncle|cousin|parent|grandparent|winner|loser|talker|fighter|"
    r"survivor|beginner|newcomer|regular|person|man|woman|gentleman|partner|friend|neighbor|neighbour|twin|keeper|"
    r"mess|character|perfectionist|optimist|pessimist|introvert|extrovert|vegetarian|vegan|pescatarian|believer|"
    r"teenager|smoker|drinker|leo|virgo|libra|scorpio|aries|taurus|gemini|cancer|sagittarius|capricorn|aquarius|"
    r"pisces|natural|pain|nightmare|saint|angel|gem|legend|genius|monster|disaster|joker|prankster|worrier|"
    r"dreamer|thinker|doer|listener|reader|learner|eater|sleeper|snorer|runner|walker|hiker|swimmer|climber|"
    r"golfer|cyclist|gamer|skier|surfer|hunter|camper|traveler|traveller|tourist|foodie|collector|hoarder|"
    r"patient|citizen|immigrant|descendant|giant|elephant|infant|peasant|pageant|tenant|"
    r"opponent|rodent|talent|agent\s+of\s+chaos|killer|murderer|gambler|cheater|liar|slacker|"
    r"homeowner|renter|roommate|flatmate|housemate|passenger|customer|consumer|user|shopper|voter|"
    r"champion|rookie|veteran|lifer|loner|stranger|foreigner|outsider|insider|leader|follower|"
    r"supporter|volunteer|donor|sponsor|admirer|observer|amateur|hobbyist|"
    r"enthusiast|activist|feminist|socialist|communist|capitalist|racist|narcissist|minimalist|nudist|"
    r"extremist|purist|idealist|realist|romantic|christian|catholic|protestant|muslim|buddhist|atheist|agnostic|"
    r"humanitarian|egalitarian|libertarian|contrarian|disciplinarian|centenarian|octogenarian|"
    r"nonagenarian|septuagenarian|sexagenarian|quadragenarian|millennial|boomer|zoomer|gen-xer|"
    r"number|order|corner|center|centre|letter|matter|computer|rumor|rumour|color|colour|error|"
    r"mirror|honor|honour|favor|favour|humor|humour|terror|horror|anchor|actor\s+at\s+heart|"
    r"cracker|stunner|looker|charmer|wonder|sinner|whisperer|rocker|hipster|gangster|trickster|youngster|"
    r"oldster|mobster|spinster|bachelor|widower|widow|divorcee|fiancé|fiance|fiancée|fiancee|newlywed|"
    r"grad|graduate|dropout|alum|alumnus|alumna|sophomore|freshman|junior|senior|kid|baby|toddler|child|"
    r"adult|teen|boy|girl|guy|gal|lady|dude|chap|fellow|soul|sweetheart|sweetie|darling|dear|doll|"
    r"mom|dad|mum|mama|papa|wife|husband|spouse|boyfriend|girlfriend|ex|significant\s+other|other\s+half|"
    r"animal|dog|cat|bird|pet|owl|bear|mouse|lion|tiger|shark|fox|wolf|snake|rat|pig|cow|bull|horse|ox|"
    r"scholar|patron|mentor|mentee|protégé|protege|sidekick|wingman|wingwoman|confidant|ally|rival|enemy|"
    r"lunatic|maniac|addict|junkie|fanatic|buff|nut|freak|geek|nerd|snob|whiz|master|guru|ninja|"
    r"wizard|rockstar|rock\s+star|superstar|star|hero|heroine|role\s+model|inspiration|blessing|handful|"
    r"catch|treasure|riot|hoot|scream|blast|delight|charm|joy|treat|sight|wreck|train\s+wreck|"
    r"workaholic|homebody|extravert|ambivert|hothead|klutz|pushover|softie|softy|chatterbox|know-it-all|"
    r"cheerleader|wallflower|sucker|stickler|sticker|smarty|gossip|flirt|tease|bully|brat|diva|princess|"
    r"prince|queen|king|boss\s+lady|daddy|mommy|mother-in-law|father-in-law|sister-in-law|"
    r"brother-in-law|stepdad|stepmom|stepsister|stepbrother|half-brother|half-sister|niece|nephew|"
    r"godson|goddaughter|grandson|granddaughter|grandkid|grandchild|"
    r"christmas\s+baby|summer\s+baby|leap\s+year\s+baby|early\s+riser|late\s+sleeper|night\s+owl|"
    r"early\s+bird|quick\s+learner|slow\s+learner|hard\s+worker|team\s+player|people\s+person)$",
    re.IGNORECASE,
)
# the first words of a noun phrase that make it no trade: "a big fan", "a real character", "a total mess"
NOT_TRADE_START = re.compile(
    r"^(?:big|huge|great|good|bad|real|total|complete|absolute|true|little|lot|bit|kind|sort|type|bunch|fan|"
    r"member|part|friend|mother|father|pain|natural|born|typical|classic|proper|major|serious|certified|"
    r"self-confessed|self-proclaimed|lot|couple|pair|few|number|one|two|three|first|second|third|last|former|"
    r"ex|future|wannabe|would-be|aspiring|recovering|reformed|terrible|awful|lousy|amazing|awesome|fantastic|"
    r"wonderful|brilliant|excellent|decent|sweet|lovely|nice|cute|funny|crazy|weird|strange|odd|quiet|loud|"
    r"mean|rude|tough|hard|soft|natural-born|total\s+and\s+utter|total)\b",
    re.IGNORECASE,
)


def not_occupation(words: str) -> bool:
    """A noun phrase said after "is a" that is no trade by its words ("big fan", "real character", "grandmother")."""
    parts = words.strip().lower().split()
    if len(parts) > 1 and parts[-1] == "keeper" and _KEEPS.match(parts[-2]):
        return False  # "a lock keeper", "a shop keeper": a trade ("she's a keeper" is none)
    return not parts or bool(NOT_TRADE.match(parts[-1]) or NOT_TRADE_START.match(words.strip()))


# what one keeps for a living, before "keeper"
_KEEPS = re.compile(r"^(?:lock|goal|gate|shop|park|lighthouse|light|game|book|bar|inn|house|store|time|record|grounds|"
                    r"zoo|bee|museum|stable|pub|toll|wicket)$")  # fmt: skip


def is_occupation(words: str, *, by_suffix: bool = True) -> bool:
    """A noun phrase that names a trade by its head ("dental hygienist", "air traffic controller", "actuary"); with
    `by_suffix` False, only by a head word known as a trade ("principal engineer", not "super eager")."""
    said = re.sub(r"\s+", " ", words.strip())
    parts = said.split()
    if not 1 <= len(parts) <= 5 or not_occupation(said):
        return False
    # words only, an acronym allowed before the head ("ER nurse", "UX researcher")
    if re.fullmatch(r"RN|LPN|CNA|CPA|EMT|DJ|PA|NP|MD", parts[-1]):  # "an RN", "a CPA": trades said by letters
        return all(re.fullmatch(r"[a-z][a-z-]*", p) for p in parts[:-1])
    if not re.fullmatch(r"[a-z][a-z-]*", parts[-1]) or not all(
        re.fullmatch(r"[a-z][a-z-]*|[A-Z]{2,4}", p) for p in parts
    ):
        return False
    head = parts[-1]
    two = " ".join(parts[-2:]) if len(parts) > 1 else ""
    known = _TRADE_WORDS.match(head) or (two and _TRADE_WORDS.match(two))
    return bool(known or (by_suffix and _TRADE_SUFFIX.search(head)))


#: A judgment before a trade word ("a good cook", "a terrible driver"): how well someone does it, not a job.
SKILL_EN = re.compile(
    r"^(?:(?:really|very|pretty|such\s+a|super|so|quite|truly)\s+)?(?:good|great|amazing|excellent|fantastic|"
    r"brilliant|wonderful|terrific|awesome|decent|fine|natural|bad|terrible|awful|horrible|lousy|poor|shocking|"
    r"dreadful|mediocre|careful|reckless|fast|slow)\s+\S+$",
    re.IGNORECASE,
)


#: The name of a degree or a school-leaving certificate, a degree in any sentence ("a master's", "an MBA", "her GED",
#: "a two-year degree", "a B.A."): the one table the English readers of an education and its phrasing build on
DEGREE_NAMES_EN = (
    r"(?:ph\.?d\.?|doctorate|doctoral\s+degree|master'?s(?:\s+degree)?|bachelor'?s(?:\s+degree)?|"
    r"associate'?s(?:\s+degree)?|associate\s+degree|mba|msc|bsc|m\.sc\.?|b\.sc\.?|m\.a\.|m\.s\.|b\.a\.|b\.s\.|ged|"
    r"(?:two|four)-year\s+degree|(?:college|university|law|medical|nursing|engineering|business)\s+degree|"
    r"(?:high[\s-]school|hs)\s+diploma|(?:college|trade|vocational|technical|teaching|graduate|postgraduate)\s+"
    r"(?:diploma|certificate|cert)|(?:under|post)grad(?:uate)?(?:\s+degree)?|grad(?:uate)?\s+degree|"
    # the degrees of Indian English ("did her B.Tech from VIT", "is pursuing her MBBS", "completed his graduation")
    r"b\.?\s?tech|m\.?\s?tech|mbbs|b\.?com|m\.?com|bba|bca|mca|llb|b\.?ed|m\.?phil|graduation|post[\s-]graduation|"
    # the school-leaving levels of a British school ("his highest qualification is A-levels")
    r"a[\s-]levels?|gcses?|o[\s-]levels?)"
)
#: The short letters of a degree that are other words too ("MS", "MA", "BA", "MD"): a degree only where the
#: sentence says one is meant (after "a" / "an" / "her", in an education field)
DEGREE_LETTERS_EN = r"(?:m\.?d\.?|j\.?d\.?|m\.?a\.?|m\.?s\.?|b\.?a\.?|b\.?s\.?|mfa)"
#: A school one gets into, goes to or finishes ("college", "law school", "her dream university")
SCHOOL_KIND = (
    r"(?:college|uni|university|grad(?:uate)?\s+school|law\s+school|med(?:ical)?\s+school|nursing\s+school|"
    r"business\s+school|art\s+school|film\s+school|(?:a|her|his|their|the)\s+(?:top\s+|good\s+|dream\s+)?"
    r"(?:college|university|school|program|programme|phd\s+program|master's\s+program))"
)
#: Where someone is from said as a word ("is Irish"), which is also a language ("a French teacher")
NATIONALITY = (
    r"(?:american|british|english|canadian|mexican|brazilian|chinese|japanese|korean|indian|german|french|italian|"
    r"spanish|portuguese|russian|dutch|swedish|irish|scottish|welsh|australian|vietnamese|thai|filipino|polish|greek|"
    r"turkish|nigerian|kenyan|egyptian|iranian|israeli|argentinian|colombian|chilean|peruvian|ukrainian|swiss|"
    r"pakistani|bangladeshi|sri\s+lankan|nepali|nepalese|malaysian|indonesian|singaporean|taiwanese|cantonese|"
    r"ghanaian|ethiopian|south\s+african|jamaican|cuban|venezuelan|puerto\s+rican|dominican|haitian|norwegian|"
    r"danish|finnish|icelandic|austrian|belgian|czech|hungarian|romanian|bulgarian|croatian|serbian|lebanese|"
    r"syrian|moroccan|saudi|emirati|iraqi|afghan|somali|ugandan|tanzanian|zimbabwean|new\s+zealander|"
    r"ecuadorian|bolivian|uruguayan|guatemalan|salvadoran|estonian|latvian|lithuanian|slovak|armenian|mongolian|"
    r"cambodian|burmese|northern\s+irish|kiwi|aussie|"
    # where in a country, said the same way ("is Texan", "is Cornish")
    r"texan|californian|floridian|ohioan|minnesotan|cornish|yorkshire|punjabi|bengali|tamil|gujarati|"
    r"malayali|keralite|marathi|sicilian|bavarian|catalan|basque|quebecois|québécois)"
)
#: Who is from a city or a region said as one word ("a Londoner", "a proper Geordie"): the place it names
DEMONYM_PLACE = {
    "londoner": "London",
    "new yorker": "New York",
    "geordie": "Newcastle",
    "scouser": "Liverpool",
    "liverpudlian": "Liverpool",
    "mancunian": "Manchester",
    "glaswegian": "Glasgow",
    "brummie": "Birmingham",
    "dubliner": "Dublin",
    "parisian": "Paris",
    "berliner": "Berlin",
    "chicagoan": "Chicago",
    "bostonian": "Boston",
    "angeleno": "Los Angeles",
    "torontonian": "Toronto",
    "montrealer": "Montreal",
    "sydneysider": "Sydney",
    "melburnian": "Melbourne",
    "mumbaikar": "Mumbai",
    "delhiite": "Delhi",
    "bangalorean": "Bangalore",
    "hongkonger": "Hong Kong",
    "muscovite": "Moscow",
    "texan": "Texas",
    "californian": "California",
    "floridian": "Florida",
    "yorkshireman": "Yorkshire",
    "yorkshirewoman": "Yorkshire",
    "cornishman": "Cornwall",
    "welshman": "Wales",
    "welshwoman": "Wales",
    "scotsman": "Scotland",
    "scotswoman": "Scotland",
    "irishman": "Ireland",
    "irishwoman": "Ireland",
    "englishman": "England",
    "englishwoman": "England",
    "new zealander": "New Zealand",
    "kiwi": "New Zealand",
    "aussie": "Australia",
    "midwesterner": "the Midwest",
    "new englander": "New England",
    "hoosier": "Indiana",
    "michigander": "Michigan",
    "minnesotan": "Minnesota",
    "ohioan": "Ohio",
    "vancouverite": "Vancouver",
    "seattleite": "Seattle",
    "edinburgher": "Edinburgh",
    "aberdonian": "Aberdeen",
    "cockney": "London",
}
DEMONYM = "(?:" + "|".join(sorted((k.replace(" ", r"\s+") for k in DEMONYM_PLACE), key=len, reverse=True)) + ")"
#: A field one studies or majors in ("studied nursing", "went to college for engineering"): named, since "studied
#: hard", "studied all night" and "studied for the exam" are how, not what
STUDY_FIELD = (
    r"(?:nursing|law|medicine|engineering|(?:civil|mechanical|electrical|chemical)\s+engineering|economics|math|maths|"
    r"mathematics|statistics|biology|chemistry|physics|history|english|psychology|philosophy|sociology|"
    r"anthropology|political\s+science|computer\s+science|cs|business|accounting|finance|marketing|journalism|"
    r"architecture|education|art|fine\s+arts|music|literature|linguistics|geology|pharmacy|dentistry|"
    r"veterinary\s+medicine|social\s+work|graphic\s+design|film|theater|theatre|nutrition|public\s+health)"
)
# what such words name that is no pastime: "does a lot of work", "got into trouble", "is a huge fan nerd"
#: (no liking or hobby either: "Tom got into trouble again")
NO_PASTIME = re.compile(
    r"^(?:work|overtime|stuff|things|thinking|worrying|shopping\s+online|trouble|debt|it|that|this|them|a\s+fight|"
    rf"an?\s+\w+|the\s+\w+|school|{SCHOOL_KIND}|business|sales|"
    r"(?:(?:an?|the|her|his|their|my)\s+)?(?:[\w-]+\s+)?(?:school|college|university|program|programme)|"
    r"politics|drugs|crypto|character|nothing|everything|something|well|great|fine|okay|ok|better|worse|good|"
    r"badly|alright|all\s+right|her\s+best|his\s+best|their\s+best|the\s+same|fan|sports\s+fan)$",
    re.IGNORECASE,
)

#: How a speaker hedges or stresses what follows ("really", "probably", "kind of"): a word before a predicate or a
#: labelled value that is never part of the value.
SAID_HOW_WORDS = (
    r"(?:just|recently|now|currently|still|also|really|absolutely|totally|actually|probably|maybe|apparently|"
    r"originally|definitely|supposedly|finally|eventually|honestly|basically|technically|officially|literally|"
    r"kinda|kind\s+of|sort\s+of)"
)
SAID_HOW = rf"^(?:{SAID_HOW_WORDS}\s+)+"
