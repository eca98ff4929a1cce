"""Which Chinese province and region a place value is in, for questions that name the province or region and not the
city: "我家亲戚里有几个四川的" of a cousin from 成都, "哪几个是北方人" of 哈尔滨 and 北京, "who's from the south?",
"how many of my relatives are from Sichuan?".

The provinces and their cities are one closed table (`extractors._entities_places_zh.CITIES_BY_PROVINCE`); the
English names here are the provinces and the cities people name in English. A region is a set of provinces, in
the sense everyday speech gives it (北方 / 南方 by the usual line; 东北 the three north-eastern provinces); a country
asked by its own name ("有几个美国人", "anyone from the UK?") holds the cities `jiyi._places` knows in it, and a
part of the world ("谁在欧洲？", "anyone in South America?") the countries in it (`jiyi._places.WORLD_REGIONS`). A
place not in the tables is in no province or country: never guessed, and never counted as outside one.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Sequence
from dataclasses import dataclass

from ._entity_models import EntityView
from ._places import COUNTRY_NAMES, WORLD_ALIASES, WORLD_REGIONS, country_of
from .extractors._entities_places_zh import CITIES_BY_PROVINCE, PROVINCES_ZH

__all__ = ["PLACE_ATTRIBUTES", "Region", "asked_regions", "in_region", "region_asked_as_home", "region_line"]

#: province -> its English name first, then the cities people name in English ("_" joins a name)
_ENGLISH: dict[str, str] = {
    "北京": "Beijing Peking",
    "天津": "Tianjin",
    "上海": "Shanghai",
    "重庆": "Chongqing",
    "河北": "Hebei Shijiazhuang Tangshan Baoding",
    "山西": "Shanxi Taiyuan Datong",
    "内蒙古": "Inner_Mongolia Hohhot Baotou",
    "辽宁": "Liaoning Shenyang Dalian",
    "吉林": "Jilin Changchun",
    "黑龙江": "Heilongjiang Harbin Daqing",
    "江苏": "Jiangsu Nanjing Suzhou Wuxi Changzhou Nantong Yangzhou Xuzhou Kunshan",
    "浙江": "Zhejiang Hangzhou Ningbo Wenzhou Shaoxing Jiaxing Yiwu",
    "安徽": "Anhui Hefei Wuhu",
    "福建": "Fujian Fuzhou Xiamen Quanzhou",
    "江西": "Jiangxi Nanchang",
    "山东": "Shandong Jinan Qingdao Yantai Weifang Weihai",
    "河南": "Henan Zhengzhou Luoyang Kaifeng",
    "湖北": "Hubei Wuhan Yichang",
    "湖南": "Hunan Changsha",
    "广东": "Guangdong Canton Guangzhou Shenzhen Dongguan Foshan Zhuhai Shantou",
    "广西": "Guangxi Nanning Guilin",
    "海南": "Hainan Haikou Sanya",
    "四川": "Sichuan Szechuan Chengdu Mianyang Leshan",
    "贵州": "Guizhou Guiyang",
    "云南": "Yunnan Kunming Dali Lijiang",
    "西藏": "Tibet Lhasa",
    "陕西": "Shaanxi Xi'an Xian",
    "甘肃": "Gansu Lanzhou",
    "青海": "Qinghai Xining",
    "宁夏": "Ningxia Yinchuan",
    "新疆": "Xinjiang Urumqi Kashgar",
    "台湾": "Taiwan Taipei Kaohsiung Taichung",
    "香港": "Hong_Kong",
    "澳门": "Macau Macao",
}

_NORTH = "北京 天津 河北 山西 内蒙古 辽宁 吉林 黑龙江 山东 河南 陕西 甘肃 青海 宁夏 新疆"
_SOUTH = "上海 江苏 浙江 安徽 福建 江西 湖北 湖南 广东 广西 海南 四川 重庆 贵州 云南 台湾 香港 澳门"
#: region -> (its provinces, its English name, the English words that ask for it)
_REGIONS: dict[str, tuple[str, str, str]] = {
    "北方": (_NORTH, "northern China", r"up north|the north|northern china|northerners?|north of china"),
    "南方": (_SOUTH, "southern China", r"down south|the south|southern china|southerners?|south of china"),
    "东北": ("辽宁 吉林 黑龙江", "Northeast China", r"(?:the )?north-?east(?:ern china)?|dongbei|manchuria"),
    "西北": ("陕西 甘肃 青海 宁夏 新疆", "Northwest China", r"(?:the )?north-?west(?:ern china)?"),
    "西南": ("四川 重庆 贵州 云南 西藏", "Southwest China", r"(?:the )?south-?west(?:ern china)?"),
    "华北": ("北京 天津 河北 山西 内蒙古", "North China", r"north china"),
    "华东": ("上海 江苏 浙江 安徽 福建 江西 山东", "East China", r"east(?:ern)? china"),
    "华南": ("广东 广西 海南 香港 澳门", "South China", r"south china"),
    "华中": ("河南 湖北 湖南", "Central China", r"central china"),
    "江浙沪": ("江苏 浙江 上海", "Jiangsu, Zhejiang or Shanghai", r"(?!)"),
    "两广": ("广东 广西", "Guangdong or Guangxi", r"(?!)"),
}
_REGION_ALIASES = {
    "北边": "北方",
    "南边": "南方",
    "北方人": "北方",
    "南方人": "南方",
    "江浙": "江浙沪",
    "东三省": "东北",
}


@dataclass(frozen=True, slots=True)
class Region:
    """A province or region a question names: its Chinese name, its English name, and the provinces it holds."""

    name: str
    english: str
    provinces: frozenset[str]
    #: a country's code when the region is a whole country (`jiyi._places.COUNTRY_NAMES`), else ""
    country: str = ""
    #: the codes of the countries in it when the region is a part of the world ("欧洲", `jiyi._places.WORLD_REGIONS`)
    countries: frozenset[str] = frozenset()


@functools.cache
def _cities() -> dict[str, str]:
    """Chinese city or English name -> its province."""
    out = {city: p for p, cities in CITIES_BY_PROVINCE.items() for city in cities.split()}
    out.update({name.replace("_", " ").lower(): p for p, names in _ENGLISH.items() for name in names.split()})
    return out


@functools.cache
def _regions() -> dict[str, Region]:
    out = {p: Region(p, _ENGLISH.get(p, p).split()[0].replace("_", " "), frozenset({p})) for p in PROVINCES_ZH}
    out.update({r: Region(r, en, frozenset(ps.split())) for r, (ps, en, _) in _REGIONS.items()})
    out.update({alias: out[r] for alias, r in _REGION_ALIASES.items()})
    # a country by its own name, in either language ("美国", "Canada"); 台湾, 香港, 澳门 are here as provinces already
    english = {code: name for name, code in COUNTRY_NAMES.items() if name.isascii()}
    for name, code in COUNTRY_NAMES.items():
        if name not in out:
            zh = next(n for n, c in COUNTRY_NAMES.items() if c == code and not n.isascii())
            out[name] = Region(zh, english[code], frozenset(), code)
    # a part of the world ("欧洲", "South America"): the countries in it
    out.update({w: Region(w, en, frozenset(), "", frozenset(cs.split())) for w, (cs, en, _) in WORLD_REGIONS.items()})
    out.update({alias: out[w] for alias, w in WORLD_ALIASES.items()})
    return out


@functools.cache
def _world() -> dict[str, Region]:
    """A part of the world by its Chinese or English name, lower-cased ("欧洲", "europe", "the americas")."""
    parts = {w: r for w, r in _regions().items() if r.countries}
    return {**parts, **{r.english.lower(): r for r in parts.values()}}


#: Each region English words ask for, and those words: China's regions ("the north"), then parts of the world
_ASKED_EN = [(r, words) for r, (_, _, words) in _REGIONS.items()] + [(w, en) for w, (_, _, en) in WORLD_REGIONS.items()]


# A Chinese province or region asked as where people are: "四川人", "四川的", "北方那边", "在四川", "来自东北".
_ZH_AFTER = r"(?:省|市)?(?=人|的|那边|那块|一带|地区|来的|过来|籍|老乡|$|[？?吗呢啊，,。\s])"
_ZH_BEFORE = r"(?<=在|从|自|是|住|家)"


@functools.cache
def _zh_pattern() -> re.Pattern[str]:
    words = "|".join(sorted((w for w in _regions() if not w.isascii()), key=len, reverse=True))
    return re.compile(rf"{_ZH_BEFORE}(?:{words})|(?:{words}){_ZH_AFTER}")


@functools.cache
def _en_pattern() -> re.Pattern[str]:
    names = [n.replace("_", " ") for p in PROVINCES_ZH for n in _ENGLISH.get(p, "").split()[:1]]
    names += [n for n in COUNTRY_NAMES if n.isascii()]
    words = "|".join(re.escape(n) for n in sorted(names, key=len, reverse=True))
    phrases = "|".join(f"(?P<r{i}>{en})" for i, (_, en) in enumerate(_ASKED_EN))
    return re.compile(rf"\b(?:(?P<p>{words})|{phrases})\b", re.I)


@functools.lru_cache(maxsize=256)
def asked_regions(question: str) -> tuple[Region, ...]:
    """The provinces and regions `question` names as where people are ("四川人", "北方的", "from Sichuan")."""
    found: dict[str, Region] = {}
    regions = _regions()
    for m in _zh_pattern().finditer(question):
        word = m.group(0).removesuffix("省").removesuffix("市")
        found.setdefault(regions[word].name, regions[word])
    for m in _en_pattern().finditer(question):
        if m.group("p"):
            said = m.group("p").lower()
            country = next((n for n in COUNTRY_NAMES if n.lower() == said), "")
            where = regions[_cities()[said]] if said in _cities() else regions[country]
            found.setdefault(where.name, where)
        else:
            key = _ASKED_EN[next(int(k[1:]) for k, v in m.groupdict().items() if v and k != "p")][0]
            found.setdefault(key, regions[key])
    return tuple(found.values())


# Said as where someone is now, just before the region: "in Oceania", "living in the north", "在欧洲", "住在四川"
# (not "来自", "老家在", "出生在": where they are from)
_HOME_BEFORE = re.compile(r"(?:\bin\s+(?:the\s+)?|(?<!老家|出生|来自|籍贯)在)$", re.I)


@functools.lru_cache(maxsize=256)
def region_asked_as_home(question: str) -> bool:
    """Whether `question` names a province or region as where people are now ("any of my friends in Europe?",
    "有几个在四川的"), rather than where they come from ("有几个四川的", "anyone from the north?")."""
    spans = [*_zh_pattern().finditer(question), *_en_pattern().finditer(question)]
    return any(_HOME_BEFORE.search(question, 0, m.start()) for m in spans)


@functools.cache
def _opening() -> dict[str, str]:
    """A Chinese province or city -> its province (a value opens with one: "四川绵阳", "成都市")."""
    return {**{c: p for c, p in _cities().items() if not c.isascii()}, **{p: p for p in PROVINCES_ZH}}


@functools.lru_cache(maxsize=2048)
def _province_of(value: str) -> str | None:
    """The province a place value is in ("四川绵阳", "成都", "Chengdu, Sichuan"); None when the table lacks it."""
    v = value.strip()
    opening = _opening()
    for k in (4, 3, 2):  # the longest name first: "内蒙古" is not a "内蒙"
        if v[:k] in opening:
            return opening[v[:k]]
    cities = _cities()
    for word in re.findall(r"[a-z][a-z' ]*[a-z]", v.lower()):
        for name in (word, *word.split()):
            if name in cities:
                return cities[name]
    return None


def in_region(value: str, region: Region) -> bool:
    """Whether a place value lies in `region`: a city or province of it, or a region inside it ("东北" in 北方)."""
    v = value.strip()
    if region.country or region.countries:
        # a city of a province is in China; elsewhere the country the lexicon knows it in; a part of the world by
        # its name ("住在欧洲") in the part it names and in those that hold it ("东南亚" in 亚洲)
        china = _province_of(v) is not None or v in _REGIONS or v in _REGION_ALIASES
        code = country_of(v) or ("CN" if china else None)
        if region.country:
            return code == region.country
        if code is None and (world := _world().get(v.lower())) is not None:
            return world.countries <= region.countries
        return code in region.countries
    if v in _REGIONS or v in _REGION_ALIASES:
        return _regions()[v].provinces <= region.provinces
    province = _province_of(v)
    return province is not None and province in region.provinces


_SAID_AS = {
    "from": ("老家在{}的", "From {}"),
    "lives_in": ("住在{}的", "Living in {}"),
    "works_in": ("在{}工作的", "Working in {}"),
}
#: The attributes of a person whose values are places a province or region may hold ("四川的" of 成都)
PLACE_ATTRIBUTES = frozenset(_SAID_AS)


def _placed(value: str) -> bool:
    """Whether a place value's province or country is known, so "not in the region" is known of it too."""
    return _province_of(value) is not None or value.strip() in _REGIONS or country_of(value) not in (None, "CN")


def region_line(views: Sequence[EntityView], region: Region, attribute: str, language: str) -> str | None:
    """Who of them is in the region by `attribute`, with the value it was read from ("- 老家在四川的（2 人）：王强
    （成都）、孙浩（四川绵阳）"); "none" only when every one's value is known and placed; else None (and when each
    value says the region by name: the member lines show it already)."""
    if attribute not in _SAID_AS:
        return None
    held = [(v, [f.value for f in v.facts if f.attribute == attribute]) for v in views]
    picked = [(v, inside[0]) for v, values in held if (inside := [x for x in values if in_region(x, region)])]
    zh, en = _SAID_AS[attribute]
    said = zh.format(region.name) if language == "zh" else en.format(region.english)
    if not picked:
        known = all(values and all(_placed(x) for x in values) for _, values in held)
        return (f"- {said}：没有" if language == "zh" else f"- {said}: none") if known else None
    if all(region.name in x or region.english.lower() in x.lower() for _, x in picked):
        return None  # each value says the province itself ("浙江宁波"): the lines show it already
    if language == "zh":
        return f"- {said}（{len(picked)} 人）：" + "、".join(f"{v.entity.name}（{x}）" for v, x in picked)
    return f"- {said} ({len(picked)}): " + ", ".join(f"{v.entity.name} ({x})" for v, x in picked)
