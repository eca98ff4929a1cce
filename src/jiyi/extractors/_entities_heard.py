"""Hearsay and facts told inside a small story (issue #21): what the user passes on, read as a plain statement.

Users pass on what others told them ("听我妈说我表姐今年三十二", "A friend mentioned Marco got transferred to Leeds")
and state facts in passing while telling a story ("前天给我侄子过生日，满十二了", "we had cake for Nora when she turned
9", "At her checkup my niece measured 112 cm", "After the army my uncle trained as an electrician"). The entity
rules read neither: the frame ("听我妈说", "my mum says") hides the person or makes the source the subject, and a
story states its fact in words no statement rule reads.

`heard` returns the sentence rewritten into the statements it makes ("我表姐今年三十二", "Marco works in Leeds",
"我侄子满十二岁了", "Nora is 9", "My niece is 112 cm tall", "My uncle is an electrician"), for the rules to read as
they read anything else. What is never rewritten: the user's own facts inside a frame ("我妈说我胖了", "my mom
says I'm too thin"), a pronoun that may be the source herself ("我妈说她六十了" stays about 我妈), a frame over a
question or a hypothetical, a rumour the sentence denies ("有人说他离婚了，其实没有"), the measure of a thing
("量了下桌子一米二") and the user's own birthday or hometown.
"""

from __future__ import annotations

import re

from ._entities_en_lexicon import TRAIT_WORDS as TRAIT_WORDS_EN
from ._entities_en_words import MOD, REL_EN, USER_OPENS_EN
from ._entities_zh_names import MOD as MOD_ZH
from ._kin_zh import REL_ALL
from ._referents import FEMALE_EN, MALE_EN, relation_gender
from ._rules_zh import HYPOTHETICAL as HYPOTHETICAL_ZH

__all__ = ["heard"]

_I = re.IGNORECASE


def heard(sentence: str, language: str, before: str = "") -> str | None:
    """What `sentence` states once its report frame and story are read (see the module docstring), else None.
    `before`: what the message said before it (a person named there may be whom a pronoun after a frame means)."""
    s = sentence.strip()
    if not s:
        return None
    said = _heard_zh(s, before) if language == "zh" else _heard_en(s, before)
    return said if said is not None and said != s else None


# ---------------------------------------------------------------------------------------------------------- Chinese

_ANYONE_ZH = r"(?:大家|大伙儿|大伙|别人|有人|人家|人们|街坊|街坊邻居|邻居们|亲戚们|朋友们|同事们|身边的人)"
# Who passes a word on: the user's people (我妈, 我的同事), anyone (大家, 有人, 朋友, 同事) or no one said (听说, 据说)
_SOURCE_ZH = rf"(?:(?:我|咱)(?:的|家)?{REL_ALL}|{REL_ALL}|{_ANYONE_ZH})"
_GENERIC_ZH = re.compile(rf"^(?:{_ANYONE_ZH}|{REL_ALL})?$")
# "听我妈说", "我听同事讲", "据我哥说", "听说", "据说", "我妈说", "大家都说", "我姐告诉我", "同事跟我讲", "听我姐提起"
_FRAME_ZH = re.compile(
    rf"(?:^|(?<=[，,；;：:]))\s*(?:(?:我|咱)?(?:听|据)(?P<heard>{_SOURCE_ZH}|(?:我|咱)(?:的|家)?[\u4e00-\u9fff]{{1,3}}?)?"
    r"(?:说|讲|提起|提到|聊起|讲起)(?:过)?"
    # ("我妈刚在群里说", "我姐昨天在电话里跟我讲": when and where it was said, no part of what was)
    rf"|(?P<said>{_SOURCE_ZH})(?:刚刚|刚|昨天|今天|早上|晚上|也|都|还|就|又|可)*"
    r"(?:在(?:家族群|家庭群|群|电话|微信|视频|饭桌上|家)里?)?(?:说|讲|告诉我|跟我说|跟我讲|和我说|和我讲|提到|提过|说过))"
    r"(?:了)?[，,：:]?\s*"
)
# The user or the listener: their own facts are no third person's ("我妈说我胖了", "大家都说你厉害")
# ("我隔壁组同事", "我大学室友": a tie said with what kind it is, a third person all the same)
_USER_ZH = re.compile(rf"^(?!(?:我|咱)(?:的|家|们家)?{MOD_ZH}{REL_ALL})(?:我|咱|你|您|自己)")
# A rumour the sentence takes back: "有人说他离婚了，其实没有", "听说她辞职了，结果是谣言"
_DENIED_ZH = re.compile(
    r"(?:其实|结果|后来才知道|但|可)(?:并|根本|压根)?(?:没有|没|不是|是假的|是谣言|是瞎传)|谣言|瞎说|乱说|乱传|不靠谱|不是真的|假消息"
)
_ASKS_ZH = re.compile(r"[？?]|吗|呢$|谁|多大|几岁|多高|哪")

_NUM_ZH = r"(?:\d{1,3}|[一二两三四五六七八九十]{1,3})"
# A time the story happens at, before who it is about: "前几天我的同事…", "过年我小姨…"
_WHEN_ZH = (
    r"(?:前几天|前两天|前天|昨天|今天|那天|上周[一二三四五六日天末]?|这周[一二三四五六日天末]?|上个?月|上礼拜|上星期|"
    r"去年|今年|年前|年底|最近|周末|上回|上次|过年|春节|国庆|中秋|放假|暑假|寒假|五一|端午)(?:的时候)?[，,]?"
)
# Who a story clause is about: a short stretch with no clause break, told apart from the user below
_WHO_ZH = r"(?P<who>[^，,。；;！!？?：:、]{1,12}?)"
_BIRTHDAY_ZH = re.compile(
    rf"(?P<pre>^|[，,；;])\s*(?:{_WHEN_ZH})?(?:刚|才|刚刚)?(?:给|为|帮|替|陪)?{_WHO_ZH}(?:过|办|庆祝)(?:了|完)?(?:个)?"
    rf"(?:(?P<n1>{_NUM_ZH})岁?(?=大寿|寿|岁?生日))?(?:的)?(?:生日|大寿|寿)(?:[^，,。；;！!]{{0,6}}?)?(?:[，,]\s*|\s+)?(?:{_WHEN_ZH})?"
    rf"(?:(?:他|她|人家)?(?:刚好|正好|刚|已经|总算|终于)?(?:满(?P<n2>{_NUM_ZH})(?:岁|周岁)?|(?P<n3>{_NUM_ZH})(?:岁|周岁))"
    r"(?:了|啦)?)?"
)
# An age the user had to think of, then says: "我老记不住他多大，这回记住了，31岁", "X多大来着…哦对，三十八岁"
_RECALLED_AGE_ZH = re.compile(
    r"(?P<pre>^|[，,；;])\s*(?:我)?(?:老|总|总是|一直|又)?(?:记不住|记不清|忘了|想不起来?)?"
    r"(?P<who>[^，,。；;！!？?…]{1,14}?)(?:到底)?(?:多大|几岁)(?:了)?(?:来着)?(?:[吧呢啊])?[，,。；;…~～\s]+"
    r"(?:(?:这回|这下|这次|现在)(?:总算|终于)?记住了|(?:哦|噢|喔)?对了?|想起来了)?[，,。；;…~～\s]*"
    rf"(?P<v>{_NUM_ZH}(?:岁|周岁)|{_NUM_ZH}(?=[，,。！!\s~～]|$))"
)
# A height: 一米五二, 1.55米, 1米61, 162公分, 178cm — the shape of a person's height, not a table's 一米二 alone
_HEIGHT_ZH = (
    r"(?:[1１][.．]\d{1,2}\s*(?:米|m)|[1１]米\d{1,2}|一米[一二三四五六七八九][一二三四五六七八九十零〇]?|"
    r"(?:[5-9]\d|1\d\d|2[0-2]\d)\s*(?:cm|CM|厘米|公分))"
)
# Where a person's height is taken: a checkup, a doctor, a clothes or shoe shop — never a furniture shop's measure
_MEASURING_ZH = (
    r"医院|体检|检查|量身高|测身高|买裤子|买衣服|买鞋|做衣服|定做西装|定做衣服|做西装|试衣服|裁缝店|校服|军训|入伍|征兵|"
    r"看医生|看病|儿保|打疫苗"
)
# A measure taken at a checkup or a shop: "陪我外婆去体检，量了下一米五二", "跟我徒弟去买裤子，店员一量，1.55米",
# "我表哥体检量出来一米八二"; the value follows the measuring at once, so "量了下桌子一米二" is no one's
_MEASURED_ZH = re.compile(
    rf"(?P<pre>^|[，,；;])\s*(?:{_WHEN_ZH})?(?:(?:陪|跟|带|和|同)(?P<with>[^，,。；;去]{{1,12}}?)去[^，,。；;]{{0,4}}?"
    rf"|(?P<who>[^，,。；;！!？?：:、]{{1,14}}))(?:{_MEASURING_ZH})"
    # (a short aside between the going and the measure: "带我爷爷去体检，排了一上午队，量出来…")
    r"(?:的时候|时)?(?:[，,]\s*(?![^，,。；;]*[我他她])[^，,。；;]{1,10}?(?=[，,]))?[，,]?\s*"
    r"(?:[^，,。；;]{0,4}?(?:一量|量了(?:一)?下|量出来|量了个?|测了(?:一)?下|测出来|测了个?|一测))"
    rf"(?:身高)?(?:是|有|为)?(?:的)?[，,：:]?\s*(?P<v>{_HEIGHT_ZH})(?!\d)"
)
# Where someone works, told by passing it or by a worry: "今天路过北辰地产楼下，想起他就在里面上班",
# "我妈老念叨我表姐一个人在攀枝花工作不容易"
_PASSED_ZH = re.compile(
    rf"(?P<pre>^|[，,；;])\s*(?:{_WHEN_ZH})?(?:我)?(?:路过|经过)(?:了)?(?P<o>[^，,。；;]{{2,14}}?)(?:楼下|门口|门前|附近|那儿)?"
    r"[，,]\s*(?:我)?(?:就|突然|忽然)?(?:想起|想到)(?:了)?(?P<who>[^，,。；;]{1,12}?)(?:就|也|正)?在(?:里面|里头|那儿|那里|这儿)"
    r"(?:上班|工作|干活儿?)(?:呢|咯|了|哈)?"
)
_WORRIED_ZH = re.compile(
    rf"(?P<pre>^|[，,；;])\s*(?:{_SOURCE_ZH})?(?:老|总|总是|一直|常|也)?(?:念叨|惦记|担心|心疼|说)"
    r"(?P<who>[^，,。；;]{1,12}?)一个人在(?P<p>[\u4e00-\u9fff]{2,8}?)(?:那边|那儿)?(?:工作|上班|打工)(?P<rest>[^，,。；;]{0,8})"
)
# A trip home that names the hometown: "过年我小姨回安徽蚌埠老家", "她回老家宜宾过年了"
_HOME_ZH = re.compile(
    rf"(?P<pre>^|[，,；;])\s*(?:{_WHEN_ZH})?{_WHO_ZH}(?:每年|每次|年年|逢年过节)?(?:春节|过年|过节|放假)?(?:的时候)?"
    r"(?:又|也|都|要)?(?:回|回了|回到|回去|回了趟|回了一趟|回一趟|回趟)"
    r"(?:(?P<p1>[\u4e00-\u9fff]{2,8}?)老家|老家(?P<p2>[\u4e00-\u9fff]{2,6}?)(?:过年|过节|探亲|看看|待|住|(?=了|[，,。；;！!]|$)))"
)
# Sent to work elsewhere: "调去长春工作了", "被调到了合肥" — read as where one works
_MOVED_ZH = re.compile(
    r"(?:被)?(?:调去|调到|调往|外派到|外派去|派驻|派到|派去|调任到)(?:了)?(?P<p>[\u4e00-\u9fff]{2,6}?)"
    r"(?:分公司|分部|总部|那边|那儿)?(?:工作|上班|任职|常驻)?(?=了|[，,。；;！!～~]|$)"
)


def _third_zh(who: str) -> bool:
    """A person other than the user: a named or related person, or 他 / 她 (not 我, 我们, 你, 大家)."""
    who = who.strip()
    return bool(who) and not _USER_ZH.match(who) and not re.match(r"^(?:大家|我们|咱们|他们|她们|别人|有人)", who)


def _own(who: str) -> str:
    """A bare kin word ("表妹") in a story is the user's own: the rules read "我表妹" as one of the user's people."""
    return "我" + who if re.fullmatch(REL_ALL, who) else who


def _heard_zh(sentence: str, before: str = "") -> str | None:
    s = _unframe_zh(sentence, before)
    if s is None:
        return None
    s = _BIRTHDAY_ZH.sub(_birthday_zh, s)
    s = _RECALLED_AGE_ZH.sub(_recalled_age_zh, s)
    s = _PASSED_ZH.sub(_passed_zh, s)
    s = _WORRIED_ZH.sub(_worried_zh, s)
    s = _MEASURED_ZH.sub(_measured_zh, s)
    s = _HOME_ZH.sub(_home_zh, s)
    return _MOVED_ZH.sub(lambda m: f"调到{m['p']}工作", s)  # 刚调去深圳: the verb kept after an adverb


def _unframe_zh(s: str, earlier: str = "") -> str | None:
    """The sentence without its report frame, or None when the frame may not be lifted (see module docstring)."""
    m = _FRAME_ZH.search(s)
    if m is None:
        return s
    said = s[m.end() :]
    source = (m["heard"] or m["said"] or "").strip()
    if len(said) < 3 or _USER_ZH.match(said) or _DENIED_ZH.search(said) or HYPOTHETICAL_ZH.match(said):
        return None
    if _ASKS_ZH.search(re.split(r"[，,；;]", said)[0]):
        return None
    if said[0] in "他她" and not _GENERIC_ZH.match(source):
        # "我妈说她六十了" is about 我妈; "我爸说她…" cannot be, so 她 is whom the talk was about
        clash = relation_gender(source) == ("f" if said[0] == "他" else "m")
        if not clash:
            # "说到我表姐林悦，我妈说她今年三十二": the talk is about the one just named (see English)
            told = f"{earlier}{s[: m.start()]}"
            kin = [k.group(0) for k in re.finditer(REL_ALL, told)]
            own, other = ("f", "m") if said[0] == "她" else ("m", "f")
            if not [k for k in kin if relation_gender(k) != other]:  # "我表哥王刚，我妈说她…": 她 is no 表哥
                return None
            # "我同事小周人不错。我妈说她…": 她 in a new sentence may as well be 我妈 herself; only a 她 the one named
            # is said to be (我表姐), one named in the same sentence, or a talk said to be about them ("说到我同事
            # 小周，") is theirs
            here = [k for k in re.finditer(REL_ALL, s[: m.start()]) if relation_gender(k.group(0)) != other]
            said_so = own in map(relation_gender, kin)
            if relation_gender(source) == own and not said_so and not here and not _TOPIC_ZH.search(told):
                return None
    if not m["heard"] and not m["said"] and m.group(0).lstrip().startswith(("说", "讲")):
        return None
    return s[: m.start()] + said


def _birthday_zh(m: re.Match[str]) -> str:
    n = m["n2"] or m["n3"] or m["n1"]
    who = m["who"].strip()
    if not n or not _third_zh(who):
        return m.group(0)
    if m["n3"] and not (m["n2"] or m["n1"]):
        return f"{m['pre']}{_own(who)}今年{n}岁"  # "给X过完生日，27岁啦": her age now
    return f"{m['pre']}{_own(who)}满{n}岁了"


def _recalled_age_zh(m: re.Match[str]) -> str:
    who = m["who"].strip()
    if not _third_zh(who):
        return m.group(0)  # "我多大来着…" is the user's own
    age = m["v"] if re.search(r"岁$", m["v"]) else m["v"] + "岁"
    return f"{m['pre']}{_own(who)}今年{age}"


def _passed_zh(m: re.Match[str]) -> str:
    who, org = m["who"].strip(), m["o"].strip()
    if not _third_zh(who) or re.search(r"[我你他她]|这|那", org):
        return m.group(0)
    return f"{m['pre']}{_own(who)}在{org}上班"


def _worried_zh(m: re.Match[str]) -> str:
    who = m["who"].strip()
    if not _third_zh(who):
        return m.group(0)  # "我妈老念叨我一个人在外地工作不容易": the user's own
    return f"{m['pre']}{_own(who)}在{m['p']}工作"


def _measured_zh(m: re.Match[str]) -> str:
    # "我表哥去社区医院体检": who is before where they went
    who = (m["with"] or re.split(r"去|到|在", m["who"] or "")[0]).strip()
    if not _third_zh(who) or re.search(r"[量测]", who):
        return m.group(0)
    return f"{m['pre']}{_own(who)}身高{m['v']}"


# What one goes home to do ("回老家过年", "回老家结婚", "回老家养老"): an activity after 回老家, not where home is
_DONE_AT_HOME_ZH = re.compile(
    r"过年|过节|过暑假|过寒假|过冬|结婚|相亲|养老|养病|养胎|休息|种地|种田|务农|扫墓|上坟|祭祖|探亲|照顾|帮忙|盖房|"
    r"发展|创业|工作|上班|带娃|生孩子|坐月子|看病|避暑|度假|拜年|开(?:店|厂|公司|超市|饭店)|"
    # a verb of one character opens what is done there ("办婚礼", "考编", "找工作"); no place name opens with one
    r"[办做考找看陪待呆住歇玩躺收割搬修接送]"
)


def _home_zh(m: re.Match[str]) -> str:
    who, place = m["who"].strip(), (m["p1"] or m["p2"] or "").strip()
    if not _third_zh(who) or not place or re.search(r"[了趟去的个]", place):
        return m.group(0)
    if m["p2"] and _DONE_AT_HOME_ZH.match(place):
        return m.group(0)  # "我姐夫每年回老家过年": what he goes home to do, not where home is
    return f"{m['pre']}{_own(who)}老家是{place}"


# ---------------------------------------------------------------------------------------------------------- English

_NAME_EN = r"[A-Z][a-z]+(?:[-'][A-Z][a-z]+)?"
# Who a story clause is about: one of the user's people (named or not), a name, or she / he
_WHO_EN = (
    rf"(?P<who>(?i:my|our)\s+(?i:{MOD}{REL_EN})(?:\s+{_NAME_EN}(?:\s+{_NAME_EN})?)?"
    rf"|(?:Aunt|Uncle|Auntie|Grandma|Grandpa|Cousin)\s+{_NAME_EN}|(?!(?:I|We|You|They|It|The|A|An|At|After|When|"
    rf"Before|This|That|In|On|For|Last|Our|My|And|But|So|Then|Since)\b){_NAME_EN}(?:\s+{_NAME_EN})?|(?i:she|he))"
)
_WHO_RE_EN = re.compile(rf"(?<![\w']){_WHO_EN}\b")
# Who passes a word on, before says / told me / mentioned: "my mum", "A friend", "Someone", "Everyone", "Dad"
_SOURCE_EN = (
    rf"(?:(?i:my|our)\s+(?i:{MOD}{REL_EN})|(?i:a|one of my|some)\s+(?i:friend|coworker|co-worker|colleague|neighbou?r|"
    rf"cousin|relative|classmate)s?(?:\s+of\s+(?:mine|ours))?|(?i:someone|somebody|everyone|everybody|people|"
    rf"folks|word)|(?:Mom|Mum|Dad|Mama|Papa|Grandma|Grandpa|Nana)|{_NAME_EN})"
)
_GENERIC_EN = re.compile(
    r"^(?:(?:a|one of my|some)\s+[\w-]+(?:\s+of\s+(?:mine|ours))?|someone|somebody|everyone|everybody|people|folks|"
    r"word|I|)$",
    _I,
)
_FRAME_EN = re.compile(
    rf"(?:^|(?<=[,;:—–-])\s*|(?<=\band)\s+)"
    r"(?:(?i:so|anyway|oh|also|well|honestly|btw|random|but|and|plus|oh\s+and|fun\s+fact|by\s+the\s+way)[,:\s]+){0,3}"
    rf"(?:(?P<src>{_SOURCE_EN})\s+(?:(?i:says|said|tells\s+me|told\s+me|mentioned|mentions|swears|informed\s+me|"
    rf"let\s+(?:it\s+)?slip|texted\s+me|wrote\s+me)(?:\s+(?i:to\s+me))?)"
    rf"|(?P<heard>(?i:i\s+(?:heard|hear|was\s+told|learned|found\s+out)(?:\s+from\s+{_SOURCE_EN})?"
    rf"|according\s+to\s+{_SOURCE_EN},?|apparently,?|word\s+is"
    # "can't believe Cillian is fifty-three already", "hard to believe she's 40": what amazes is still so
    r"|(?:i\s+)?(?:can't|can’t|cannot|couldn't|couldn’t)\s+believe|(?:it's\s+|it’s\s+)?(?:hard|crazy|wild|mad)\s+to\s+"
    r"(?:think|believe)|(?:i\s+)?just\s+reali[sz]ed"
    # "you can tell our Ravi is from Geraldton": what shows is so
    r"|(?:you|u|anyone|everyone)\s+can\s+(?:tell|see)|(?:it's\s+|it’s\s+)?(?:obvious|clear)\s+)))"
    r"(?:\s+(?i:that))?[,:]?\s+"
)
_DENIED_EN = re.compile(
    r"\b(?:but|which|though)\s+(?:(?:that|it|this)(?:'s|\s+is|\s+was|\s+isn't|\s+wasn't)\s+(?:not\s+true|untrue|false|"
    r"a\s+lie|nonsense|wrong|just\s+a\s+rumou?r|not\s+the\s+case)|(?:isn't|wasn't|is\s+not|was\s+not)\s+true|"
    r"(?:he|she|they)\s+(?:didn't|doesn't|isn't|wasn't|hasn't|never|did\s+not|does\s+not))|\brumou?rs?\b|\bturned\s+out\s+"
    r"(?:to\s+be\s+)?(?:false|untrue|wrong)|\bnot\s+true\b",
    _I,
)
_IFFY_EN = re.compile(r"^(?:if|when|whether|maybe|perhaps)\b|\b(?:might|would|could|should|may|probably)\b", _I)
_NUM_EN = (
    r"(?:\d{1,3}|(?:twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)(?:[-\s](?:one|two|three|four|five|six|"
    r"seven|eight|nine))?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|"
    r"sixteen|seventeen|eighteen|nineteen|a\s+hundred)"
)
# A story clause from its start: what leads up to who it is about ("At the clinic last week", "we threw a party when")
_CLAUSE_EN = r"(?P<pre>^|[,;:—–]\s*|\band\s+)(?P<lead>[^,;:—–.!?]*?\s)??"
# A birthday that makes someone N: "we threw a party when Isaac turned 56", "my niece just turned 9 last week"
_TURNED_EN = re.compile(
    rf"{_CLAUSE_EN}(?<!\baka\s){_WHO_EN}\s+(?:just\s+|finally\s+|recently\s+|officially\s+)?(?P<verb>turned|hit)\s+"
    rf"(?P<n>{_NUM_EN})"  # (not the name after "aka": "my brother Robert aka Bobby turned 40" is one person)
    r"(?:\s+(?:at|over)\s+the\s+weekend)?"  # (when: "turned 60 at the weekend" says the age as well as "last week")
    r"(?=\s*(?:$|[,.;!:)]|\s+(?:last|this|yesterday|today|on|in|and|so|years?\b|lol)))",
)
_HEIGHT_EN = (
    r"(?:[12](?:\.\d{1,2})?\s*(?:m|meters?|metres?)\b|\d{2,3}\s*(?:cm|centimet(?:er|re)s?)\b|\d'\s?\d{1,2}(?:\"|'')?"
    r"|\d\s*(?:feet|foot|ft)(?:\s*\d{1,2}(?:\s*(?:inches|inch|in)\b)?)?|(?:four|five|six|seven)\s+(?:feet|foot)"
    r"(?:\s+(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|\d{1,2})(?:\s+inch(?:es)?)?)?)"
)
# A measure taken at the doctor's, a checkup, a fitting: "At the clinic last week Rupert measured 188 cm"
_MEASURED_EN = re.compile(
    rf"{_CLAUSE_EN}{_WHO_EN}\s+(?:was\s+|got\s+)?(?:measured|measures|came\s+in)(?:\s+(?:in\s+)?at)?\s+(?P<v>{_HEIGHT_EN})"
    r"(?:\s+(?:tall|in\s+height))?"
)
# A trade trained for: "After the army my uncle trained as an electrician"
_TRAINED_EN = re.compile(
    rf"{_CLAUSE_EN}{_WHO_EN}\s+(?:(?:first|later|then|eventually)\s+)?(?:trained|qualified|retrained|(?:got\s+)?certified)"
    r"\s+as\s+(?P<a>an?\s+)?(?P<job>[a-z][a-z-]+(?:\s[a-z-]+){0,3}?)(?=\s*(?:$|[,.;!:)]|\s+(?:and|before|after|in|at|"
    r"for|when|during|last|this|lol)\b))"
    # where and when they trained is no place of work: "trained as a chef in Lyon", "… after her kids started school"
    r"(?:\s+(?:in|at|after|before|when|once|while|during)\s+[^,.;!?]{1,60})?"
)
_PLACE_EN = r"(?P<p>[A-Z][\w'.-]+(?:(?:\s|,\s)[A-Z][\w'.-]+){0,2})"
# Sent to work elsewhere: "A friend mentioned Marco got transferred to Leeds"
_MOVED_EN = re.compile(
    rf"{_CLAUSE_EN}{_WHO_EN}\s+(?:just\s+|recently\s+|finally\s+)?(?:got|was|has\s+been|had\s+been|'s\s+been|is\s+being|is)"
    rf"\s+(?:just\s+|recently\s+)?(?:transferred|relocated|reassigned|posted|stationed|sent)\s+(?:over\s+)?to\s+"
    rf"(?:the\s+)?{_PLACE_EN}(?:\s+(?:office|branch|site|plant))?(?=\s*(?:$|[,.;!:)]|\s+(?:for|last|this|and|lol)\b))"
    r"(?:\s+for\s+(?:work|(?:his|her|their|the)\s+job))?"
)
# A temper shown all through a story: "we went camping and Cillian was cautious the whole time as usual", "met up for
# coffee and he was mardy as ever" (one mood on one day, "was grumpy this morning", says nothing of them)
_MOOD_EN = re.compile(
    rf"{_CLAUSE_EN}{_WHO_EN}\s+was\s+(?:(?:so+|really|super|very|pretty|as)\s+)?(?P<t>{TRAIT_WORDS_EN})\s+"
    r"(?:the\s+whole\s+(?:time|day|trip|night|weekend|evening|way)(?:\s+as\s+(?:usual|ever|always))?|"
    r"as\s+(?:usual|ever|always)|like\s+always)(?=\s*(?:$|[,.;!:)]|\s+(?:and|lol|haha|honestly|tbh)\b))",
)
# A trip home that says it is the hometown: "Jen drove back to Duluth for Thanksgiving, her hometown"
_HOME_EN = re.compile(
    rf"{_CLAUSE_EN}{_WHO_EN}\s+(?:\w+\s+)?(?:went|drove|flew|headed|came|got|goes|is\s+going|was|visited|took\s+the\s+"
    rf"train|returned)\s+(?:back\s+)?(?:home\s+)?(?:to\s+)?(?:{_PLACE_EN}(?:\s+for\s+[^,.;!?]{{2,30}})?,\s+"
    r"(?:his|her|their)\s+(?:hometown|home\s+town|birthplace)\b|(?:his|her|their)\s+(?:hometown|home\s+town|birthplace)"
    r"(?:\s+of|,)\s+(?P<p2>[A-Z][\w'.-]+(?:(?:\s|,\s)[A-Z][\w'.-]+){0,2})"
    # "flew home to Bhuj for the holidays, it's where the whole family's from"
    rf"|home\s+to\s+{_PLACE_EN.replace('?P<p>', '?P<p3>')}(?:\s+for\s+[^,.;!?]{{2,30}})?,\s+"
    r"(?:it's|it\s+is|that's|that\s+is)\s+where\s+"
    r"(?:the\s+whole\s+family(?:'s|\s+is)|(?:his|her|their)\s+(?:whole\s+)?family(?:'s|\s+is|\s+are)|(?:he|she)(?:'s|\s+is))"
    r"\s+(?:originally\s+)?from)"
)


# A talk said to be about someone: "Quick note on my manager, …", "speaking of my cousin …", "说到我同事小周，"
_TOPIC_EN = re.compile(
    r"\b(?:note\s+on|update\s+on|speaking\s+of|talking\s+about|as\s+for|regarding|about|mentioned)\s+(?:my|our)\b", _I
)
_TOPIC_ZH = re.compile(r"(?:说到|说起|提到|提起|聊到|至于|关于)(?:我|咱)")


def _own_en(head: str, source: str, rest: str) -> str | None:
    """ "My mom says she's 60" as "My mom is 60": what one of the user's people says of herself, said of her."""
    rest = re.sub(r"^'s\b", " is", rest)
    if not re.match(r"(?i:my|our)\s", source) or not rest.startswith(" "):
        return None
    return f"{head}{source[:1].upper() if not head.strip() else source[:1]}{source[1:]}{rest}"


def _heard_en(sentence: str, before: str = "") -> str | None:
    s = _unframe_en(sentence, before)
    if s is None:
        return None
    # "hit 68" is an age said of one's people; "Bitcoin hit 100" is no one's
    s = _TURNED_EN.sub(
        lambda m: m[0] if m["verb"] == "hit" and m["who"][:1].isupper() else _told_en(m, f"is {m['n']}"), s
    )
    s = _MEASURED_EN.sub(lambda m: _told_en(m, f"is {m['v']} tall"), s)
    s = _TRAINED_EN.sub(lambda m: _told_en(m, f"works as {m['a'] or ''}{m['job']}"), s)
    s = _MOVED_EN.sub(lambda m: _told_en(m, f"works in {m['p']}"), s)
    s = _MOOD_EN.sub(lambda m: _told_en(m, f"is {m['t']}"), s)
    return _HOME_EN.sub(lambda m: _told_en(m, f"is from {m['p'] or m['p2'] or m['p3']}"), s)


def _told_en(m: re.Match[str], said: str) -> str:
    """The story clause of `m` as the statement it makes about who it is about (the user's own stays as told)."""
    pre, who = m["pre"], m["who"]
    # a clause of its own: "…, and he measured 1.93 m" reads as "…. He is 1.93 m tall."
    pre = ". " if pre.strip(" ,;:—–") == "and" or pre.strip() in (",", "—", "–") else pre
    lead = re.sub(r"\s*\b(?:when|as|once|after|because|since|and|so|then)\s*$", "", m["lead"] or "", flags=_I).strip()
    # "we had cake for Nora when she turned 9": she is the one person the lead names, and a lead that names people
    # stays a sentence of its own ("My aunt Rosa and my uncle Rob came over. She is 50."); one that names no one
    # ("At the clinic last week") is dropped, so that he / she goes back to whom the talk was about
    named = [w["who"] for w in _WHO_RE_EN.finditer(lead) if w["who"].lower() not in ("she", "he")]
    if re.match(r"(?i:who(?:'s|’s|\s+is|\s+was))\s", lead) and who.lower() in ("she", "he"):
        # "Aoife, who's my line manager - she trained as …": the tie is Aoife's, and so is the she after it
        return f"{m['pre']}{lead.rstrip(' -–—,')}, {who} {said}"
    if who.lower() in ("she", "he") and len(named) == 1:
        who = named[0]
    elif named:
        pre = f"{pre}{lead}. "
    if not pre or pre.endswith(". "):
        who = who[:1].upper() + who[1:]
    return f"{pre}{who} {said}"


def _unframe_en(s: str, earlier: str = "") -> str | None:
    """The sentence without its report frame, or None when the frame may not be lifted (see module docstring)."""
    m = _FRAME_EN.search(s)
    if m is None:
        return s
    said = s[m.end() :]
    head = re.split(r"[,;?]|\band\b", said)[0]
    ours = re.match(r"(?i:our)\s+[A-Z][a-z]", said) is not None  # "our Ravi": one of the family, not "our house"
    if (USER_OPENS_EN.match(said) and not ours) or _DENIED_EN.search(said) or _IFFY_EN.search(head) or "?" in said:
        return None
    # "I heard from my mom that she…" has a source as much as "my mom says she…" has
    told = re.search(r"\b(?:from|to)\s+(.+?),?$", m["heard"] or "", _I)
    source = (m["src"] or (told[1] if told else "")).strip()
    pronoun = re.match(r"(?:she|he)\b", said, _I)
    if pronoun and not source:
        # "I heard she is 42": no one said whom the talk is about; "My coworker Jess just started. Apparently she is
        # 24": the one named before, as any pronoun goes
        other = MALE_EN if pronoun[0].lower() == "she" else FEMALE_EN
        named = [w["who"] for w in _WHO_RE_EN.finditer(f"{earlier} {s[: m.start()]}")]
        if not [w for w in named if w.lower() not in ("she", "he") and not re.search(rf"\b(?:{other})\b", w, _I)]:
            return None
    if pronoun and not _GENERIC_EN.match(source):
        # "my mom says she's 60" is about my mom; "my mom says he's 60" cannot be, so he is whom the talk was about
        female = re.search(rf"\b(?:{FEMALE_EN})$", source, _I)
        male = re.search(rf"\b(?:{MALE_EN})$", source, _I)
        she = pronoun[0].lower() == "she"
        if not ((female and not she) or (male and she)):
            # "Quick note on my manager, Renata; my mom says she is 54 now": the talk is about the one just named,
            # so the frame is lifted and he / she goes to them as any pronoun does
            named = [w["who"] for w in _WHO_RE_EN.finditer(f"{earlier} {s[: m.start()]}")]
            other, mine = (MALE_EN, FEMALE_EN) if she else (FEMALE_EN, MALE_EN)
            # "My brother Tom is great. My mom says she is 60": she is no brother
            fit = [w for w in named if w.lower() not in ("she", "he") and not re.search(rf"\b(?:{other})\b", w, _I)]
            # "My cousin Ben is great. My mom says she is 60": a name or a cousin says no gender, and mom is a she,
            # so a new sentence of what she says of a she is most likely of herself; the one named only when said
            # to be a she (my aunt), named in the same sentence ("My coworker Joanna's e-mail is …, and my sister
            # told me she …") or when the talk is said to be about them ("Quick note on my manager, Renata; …")
            own = bool(female if she else male)
            said_so = [w for w in fit if re.search(rf"\b(?:{mine})\b", w, _I)]
            here = [w["who"] for w in _WHO_RE_EN.finditer(s[: m.start()]) if w["who"] in fit]
            topic = _TOPIC_EN.search(f"{earlier} {s[: m.start()]}")
            if not fit or (own and not said_so and not here and not topic):
                return _own_en(s[: m.start()], source, said[pronoun.end() :]) if own else None
    start = m.start() + len(m.group(0)) - len(m.group(0).lstrip())
    head_text = s[:start]
    said = said[4:] if ours else said  # "our Ravi": Ravi, as the readers read a name said so at a sentence's start
    return head_text + (said[:1].upper() + said[1:] if not head_text.strip() else said)
