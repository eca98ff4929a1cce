"""The event, thing or place a question is about when it does not say its whole name (issue #21).

People are asked about by name or relation (`jiyi._entity_recall`). Events, things and places are asked about by
what they are: "那个招聘会在哪办？" of the 春季招聘会, "我用的什么手机？" of the 华为Mate 60, "which vacuum do I
have?" of the Dyson V15 vacuum, "我住哪个小区？" of 阳光小区. Pure: read from the entities alone (name, kind,
relation), so a caller reads the facts of these only.

- an event by the head word of its name (招聘会, 发布会, offsite, wedding);
- a thing by its kind (手机, vacuum) in its name or known of its brand or model ("iPhone" is a phone); failing
  that, by the user's tie to it (用 -> 使用, bought -> owns) when the question asks what the user has;
- a place by its kind word (小区, 公园, park) in its name, or by the tie (住 -> 居住, visited -> visited).
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from ._entity_models import Entity
from .extractors._entities_events import EVENT_HEADS_EN, EVENT_HEADS_ZH
from .extractors._entities_owned import THING_TYPES_EN, THING_TYPES_ZH

__all__ = ["asked_things"]

# Brands and model names that say what kind of thing it is when its name does not ("华为Mate 60" is a phone).
_KIND_HINTS: dict[tuple[str, ...], tuple[str, ...]] = {
    ("手机", "phone", "smartphone"): (
        "iphone", "mate", "pixel", "galaxy", "小米", "荣耀", "oppo", "vivo", "华为", "三星", "苹果", "一加", "魅族",
        "红米", "redmi", "moto", "motorola", "nothing phone", "realme", "真我", "oneplus", "nokia",
    ),
    ("吸尘器", "扫地机器人", "扫拖机器人", "扫地机", "vacuum", "robot vacuum", "robot vac", "vac", "hoover"): (
        "dyson", "戴森", "roomba", "shark", "科沃斯", "追觅", "石头", "云鲸", "米家", "irobot", "roborock", "deebot",
        "ecovacs", "narwal", "eufy", "添可",
    ),
    ("跑鞋", "鞋", "运动鞋", "球鞋", "shoes", "running shoes", "sneakers", "trainers", "runners"): (
        "hoka", "nike", "adidas", "新百伦", "new balance", "asics", "亚瑟士", "耐克", "阿迪达斯", "李宁", "安踏",
        "brooks", "萨洛蒙", "saucony", "puma", "vans", "converse", "salomon", "特步", "索康尼", "匹克", "彪马",
        "斯凯奇", "美津浓", "mizuno", "昂跑", "on cloud", "霍卡", "adizero", "reebok",
    ),
    ("香水", "perfume", "cologne", "scent", "fragrance", "spray"): (
        "香奈儿", "chanel", "dior", "迪奥", "祖玛珑", "jo malone", "圣罗兰", "ysl", "宝格丽", "bvlgari", "三宅一生",
        "issey miyake", "古驰", "gucci", "tom ford", "marc jacobs", "阿玛尼", "armani", "娇兰", "guerlain", "纪梵希",
        "givenchy", "le labo", "byredo", "爱马仕", "hermès",
    ),
    ("车", "汽车", "car", "suv", "truck"): (
        "tesla", "特斯拉", "比亚迪", "toyota", "honda", "丰田", "本田", "宝马", "奔驰", "奥迪", "蔚来", "subaru",
        "ford", "volvo", "mazda", "hyundai", "kia", "bmw", "audi", "mercedes", "jeep", "corolla", "civic", "camry",
        "rav4", "prius", "model 3", "model y", "卡罗拉", "凯美瑞", "思域", "理想", "小鹏", "五菱", "宏光", "吉利",
        "奇瑞", "哈弗", "领克", "问界", "极氪", "大众", "volkswagen", "vw polo", "polo", "golf", "skoda", "nissan",
        "日产",
    ),
    ("耳机", "headphones", "earbuds"): (
        "airpods", "bose", "sony", "索尼", "森海塞尔", "freebuds", "galaxy buds", "pixel buds", "beats", "jabra",
        "漫步者",
    ),
    ("手表", "watch", "smartwatch"): (
        "garmin", "apple watch", "fitbit", "佳明", "forerunner", "fenix", "卡西欧", "casio",
    ),
    ("电脑", "笔记本", "笔记本电脑", "laptop"): (
        "macbook", "thinkpad", "联想", "lenovo", "dell", "framework", "surface", "chromebook", "华硕", "戴尔", "惠普",
    ),
    ("咖啡机", "coffee maker", "espresso machine"): (
        "bialetti", "moka", "nespresso", "breville", "de'longhi", "delonghi", "德龙", "keurig", "moccamaster", "chemex",
    ),
    ("游戏机", "console"): ("xbox", "playstation", "ps5", "ps4", "nintendo", "switch", "任天堂", "steam deck"),
}  # fmt: skip
# What a question does with a thing, said instead of its kind ("我出门喷什么香水" says it, "What do I run in?" not)
_KIND_DOING = (
    (r"喷|\bspray", "perfume"), (r"跑步|晨跑|夜跑|\brun(?:s|ning)?\s+in\b|\bparkrun\b", "running shoes"),
    (r"扫地|拖地|地板|\bhoover|\bvacuuming\b|\bdoes\s+(?:our|my|the)\s+floors\b", "robot vacuum"),
    (r"(?:块|戴的?|手上的?|腕上的?|那|这)表(?!哥|姐|弟|妹|叔|舅|姨|兄|亲)|\bon\s+my\s+wrist\b", "手表"),
)  # fmt: skip
_ALL_HINTS = tuple(h for hs in _KIND_HINTS.values() for h in hs)
_PLACE_WORDS_ZH = (
    "小区", "花园", "公寓", "社区", "大厦", "广场", "公园", "商场", "购物中心", "医院", "景区", "景点", "古镇",
    "博物馆", "美术馆", "图书馆", "动物园", "植物园", "步行街", "超市", "书店", "山", "湖",
)  # fmt: skip
_PLACE_WORDS_EN = (
    "park", "mall", "hospital", "apartments", "gardens", "museum", "lake", "beach", "center", "market", "complex",
    "scenic spot", "street", "mountain",
)  # fmt: skip
# A kind of place asked about -> what the names of such places end in ("大悦城" is a mall, "Mercy General" not said).
_PLACE_NAMES: dict[str, tuple[str, ...]] = {
    "商场": ("商场", "广场", "城", "万达", "来福士", "天街", "太古里", "购物中心", "商城", "银泰"),
    "mall": ("mall", "plaza", "center", "centre", "outlets"),
    "小区": ("小区", "花园", "公寓", "家园", "天地", "苑", "府", "社区", "新村"),
    "complex": ("court", "terrace", "commons", "apartments", "gardens", "heights", "estates", "village"),
    "医院": ("医院",), "hospital": ("hospital", "medical", "general", "clinic", "memorial", "infirmary", "health"),
    "scenic spot": ("mount", "mt", "lake", "falls", "canyon", "sound", "bay", "beach", "national park", "mountain"),
    "景点": ("山", "湖", "沟", "峡", "瀑布", "景区", "古镇"), "景区": ("山", "湖", "沟", "峡", "瀑布", "景区", "古镇"),
    "street": ("street", "st", "road", "rd", "avenue", "ave", "lane", "drive", "way"),
    "公园": ("公园",), "park": ("park",),
}  # fmt: skip
# The user's tie as a question asks it -> the relations the extractor wrote for it.
_TIES_ZH = (
    (r"用|喷|穿|戴|拿|靠", ("使用", "拥有")), (r"买|有|入手", ("拥有", "使用")), (r"喜欢|爱", ("喜欢",)),
    (r"住", ("居住",)),
    (r"去|逛|玩|参观|体检|看病|挂号|跑步|散步", ("参观",)), (r"路过|经过", ("路过",)), (r"附近|最近|离我家", ("附近",)),
)  # fmt: skip
_TIES_EN = (
    (r"\buse|using\b|\b(?:run|wear|spray)\b|\bhoovering\b", ("uses", "owns")),
    (r"\b(?:have|own|got|bought|buy)\b", ("owns", "uses")),
    (r"\b(?:like|love)\b", ("likes",)), (r"\bliv(?:e|ed|ing)\b|\bhome\b", ("lives at",)),
    (r"\bdrive\b", ("uses", "owns")),
    (r"\b(?:visit(?:ed)?|went|go|been|shop|buy|jog|run|walk|bike|checkups?|doctor)\b", ("visited",)),
    (r"\bpass(?:ed)?\b", ("passed",)), (r"\b(?:near|closest)\b", ("near home",)),
)  # fmt: skip
_WHERE = re.compile(r"哪里|哪儿|哪个|哪家|哪|\bwhere\b|\bwhich\b", re.IGNORECASE)
_ME = re.compile(r"我|\b(?:I|my|me)\b", re.IGNORECASE)


def _said(question: str, words: Sequence[str]) -> list[str]:
    """The words of `words` the question says: Chinese as a substring, English as a whole word."""
    low = question.casefold()
    found = []
    for w in sorted(words, key=len, reverse=True):
        hit = re.search(rf"\b{re.escape(w.casefold())}s?\b", low) if w.isascii() else w in question
        if hit:
            found.append(w.casefold())
    return found


def _tied(question: str, entities: Sequence[Entity]) -> list[Entity]:
    """The entities whose relation is the tie the question asks about ("我用的…" -> 使用), when it is the user's."""
    if not _ME.search(question):
        return []
    for pattern, relations in (*_TIES_ZH, *_TIES_EN):
        if re.search(pattern, question, re.IGNORECASE):
            tied = [e for e in entities if e.relation in relations]
            if tied:
                return tied
    return []


def _events(question: str, entities: Sequence[Entity]) -> list[Entity]:
    heads = _said(question, [*EVENT_HEADS_ZH, *EVENT_HEADS_EN])
    events = [e for e in entities if e.kind == "event"]
    return [e for e in events if any(h in n.casefold() for h in heads for n in (e.name, *e.aliases))]


def _things(question: str, entities: Sequence[Entity]) -> list[Entity]:
    kinds = _said(question, [*THING_TYPES_ZH, *THING_TYPES_EN])
    kinds += [kind for pattern, kind in _KIND_DOING if re.search(pattern, question, re.IGNORECASE)]
    if not kinds:
        return []
    things = [e for e in entities if e.kind == "thing"]
    hints = [h for ks, hs in _KIND_HINTS.items() if set(ks) & set(kinds) for h in hs]
    named = [e for e in things if any(w in e.name.casefold() for w in [*kinds, *hints])]
    # by the tie only what is of no other known kind: "what phone do I use?" is not about the Dyson vacuum
    unknown = [e for e in things if not _said(e.name, [*THING_TYPES_ZH, *THING_TYPES_EN, *_ALL_HINTS])]
    return named or _tied(question, unknown)


def _places(question: str, entities: Sequence[Entity]) -> list[Entity]:
    places = [e for e in entities if e.kind == "place" and e.relation]
    words = _said(question, [*_PLACE_WORDS_ZH, *_PLACE_WORDS_EN])
    ends = [*words, *(x for w in words for x in _PLACE_NAMES.get(w, ()))]
    named = [e for e in places if any(x in e.name.casefold() for x in ends)]
    tied = _tied(question, places)
    both = [e for e in named if e in tied]
    if both or named or tied:
        return both or named or tied
    # "Where do I buy my clothes?": a place the user goes, asked in words no relation has — every such place
    return places if _WHERE.search(question) and _ME.search(question) else []


def asked_things(question: str, entities: Sequence[Entity]) -> list[Entity]:
    """The events, things and places `question` asks about by what they are, best first; [] when none."""
    active = [e for e in entities if e.state == "active"]
    return _events(question, active) or _things(question, active) or _places(question, active)
