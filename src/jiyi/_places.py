"""Which country a place named in a fact is in: a closed, general lexicon of countries and major world cities.

"谁住在国外？" / "anyone living overseas?" asks which places are abroad relative to the user's home, so recall must
know that 东京 is in Japan and Philadelphia in the United States. Countries and the world's major cities are a
closed list, in both languages; a place not in it is unknown (neither home nor abroad), never guessed.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Sequence

from ._entity_models import EntityView
from ._entity_words import find_terms

__all__ = [
    "COUNTRY_NAMES",
    "WORLD_ALIASES",
    "WORLD_REGIONS",
    "abroad",
    "abroad_line",
    "asks_abroad",
    "country_of",
    "home_country",
]

# country code -> "names of the country and its major cities", zh and en, space separated ("_" joins a name)
_PLACES: dict[str, str] = {
    "CN": "中国 中华人民共和国 大陆 内地 北京 上海 广州 深圳 杭州 成都 南京 武汉 苏州 重庆 天津 西安 长沙 郑州 "
    "青岛 厦门 大连 沈阳 哈尔滨 昆明 合肥 济南 福州 无锡 宁波 佛山 东莞 珠海 三亚 拉萨 乌鲁木齐 "
    "China mainland_China Beijing Shanghai Guangzhou Shenzhen Hangzhou Chengdu Nanjing Wuhan Suzhou Chongqing "
    "Tianjin Xi'an Changsha Xiamen Qingdao",
    "HK": "香港 Hong_Kong",
    "TW": "台湾 台北 高雄 Taiwan Taipei",
    "MO": "澳门 Macau Macao",
    "JP": "日本 东京 大阪 京都 横滨 名古屋 札幌 福冈 Japan Tokyo Osaka Kyoto Yokohama Nagoya Sapporo Fukuoka",
    "KR": "韩国 首尔 釜山 South_Korea Korea Seoul Busan",
    "SG": "新加坡 Singapore",
    "MY": "马来西亚 吉隆坡 Malaysia Kuala_Lumpur",
    "TH": "泰国 曼谷 清迈 Thailand Bangkok Chiang_Mai",
    "VN": "越南 河内 胡志明市 Vietnam Hanoi Ho_Chi_Minh_City",
    "ID": "印度尼西亚 印尼 雅加达 巴厘岛 Indonesia Jakarta Bali",
    "PH": "菲律宾 马尼拉 Philippines Manila",
    "IN": "印度 孟买 新德里 班加罗尔 India Mumbai New_Delhi Delhi Bangalore Bengaluru",
    "AE": "阿联酋 迪拜 阿布扎比 UAE United_Arab_Emirates Dubai Abu_Dhabi",
    "IL": "以色列 特拉维夫 Israel Tel_Aviv",
    "TR": "土耳其 伊斯坦布尔 Turkey Istanbul",
    "RU": "俄罗斯 莫斯科 圣彼得堡 Russia Moscow Saint_Petersburg St._Petersburg",
    "GB": "英国 伦敦 曼彻斯特 爱丁堡 伯明翰 牛津 剑桥 UK United_Kingdom Britain England Scotland London Manchester "
    "Edinburgh Birmingham Oxford Cambridge Glasgow Liverpool",
    "IE": "爱尔兰 都柏林 Ireland Dublin",
    "FR": "法国 巴黎 里昂 马赛 尼斯 France Paris Lyon Marseille",
    "DE": "德国 柏林 慕尼黑 汉堡 法兰克福 科隆 Germany Berlin Munich Hamburg Frankfurt Cologne Stuttgart",
    "NL": "荷兰 阿姆斯特丹 鹿特丹 Netherlands Holland Amsterdam Rotterdam",
    "BE": "比利时 布鲁塞尔 Belgium Brussels",
    "CH": "瑞士 苏黎世 日内瓦 Switzerland Zurich Geneva",
    "AT": "奥地利 维也纳 Austria Vienna",
    "IT": "意大利 罗马 米兰 威尼斯 佛罗伦萨 Italy Rome Milan Venice Florence",
    "ES": "西班牙 马德里 巴塞罗那 Spain Madrid Barcelona Seville Valencia",
    "PT": "葡萄牙 里斯本 波尔图 Portugal Lisbon Porto",
    "SE": "瑞典 斯德哥尔摩 Sweden Stockholm",
    "NO": "挪威 奥斯陆 Norway Oslo",
    "DK": "丹麦 哥本哈根 Denmark Copenhagen",
    "FI": "芬兰 赫尔辛基 Finland Helsinki",
    "PL": "波兰 华沙 Poland Warsaw Krakow",
    "CZ": "捷克 布拉格 Czech_Republic Czechia Prague",
    "GR": "希腊 雅典 Greece Athens",
    "US": "美国 纽约 洛杉矶 旧金山 芝加哥 西雅图 波士顿 华盛顿 休斯顿 迈阿密 奥斯汀 丹佛 费城 拉斯维加斯 硅谷 "
    "USA United_States New_York NYC Los_Angeles San_Francisco Chicago Seattle Boston Washington "
    "Houston Miami Austin Denver Philadelphia Las_Vegas Atlanta Dallas Phoenix San_Diego Portland Detroit "
    "Minneapolis Nashville Orlando Honolulu Baltimore Pittsburgh Silicon_Valley Brooklyn Manhattan",
    "CA": "加拿大 多伦多 温哥华 蒙特利尔 渥太华 卡尔加里 Canada Toronto Vancouver Montreal Ottawa Calgary",
    "MX": "墨西哥 墨西哥城 Mexico Mexico_City Cancun",
    "BR": "巴西 圣保罗 里约热内卢 Brazil Sao_Paulo São_Paulo Rio_de_Janeiro",
    "AR": "阿根廷 布宜诺斯艾利斯 Argentina Buenos_Aires",
    "CL": "智利 圣地亚哥 Chile Santiago",
    "PE": "秘鲁 利马 Peru Lima",
    "AU": "澳大利亚 澳洲 悉尼 墨尔本 布里斯班 珀斯 Australia Sydney Melbourne Brisbane Perth Adelaide",
    "NZ": "新西兰 奥克兰 惠灵顿 New_Zealand Auckland Wellington",
    "ZA": "南非 开普敦 约翰内斯堡 South_Africa Cape_Town Johannesburg",
    "EG": "埃及 开罗 Egypt Cairo",
    "KE": "肯尼亚 内罗毕 Kenya Nairobi",
    "NG": "尼日利亚 拉各斯 Nigeria Lagos",
}

#: A part of the world -> (the codes of the countries above in it, its English name, the English words that ask for
#: it): the continents as the UN's M49 scheme draws them (Russia in Europe, where its cities above are; Turkey and
#: Egypt with the Middle East too), and the parts everyday speech names ("东南亚", "the Middle East").
WORLD_REGIONS: dict[str, tuple[str, str, str]] = {
    "亚洲": ("CN HK TW MO JP KR SG MY TH VN ID PH IN AE IL TR", "Asia", r"asia"),
    "欧洲": ("RU GB IE FR DE NL BE CH AT IT ES PT SE NO DK FI PL CZ GR", "Europe", r"europe"),
    "北美": ("US CA MX", "North America", r"north america"),
    "南美": ("BR AR CL PE", "South America", r"south america"),
    "拉美": ("MX BR AR CL PE", "Latin America", r"latin america"),
    "美洲": ("US CA MX BR AR CL PE", "the Americas", r"the americas"),
    "非洲": ("ZA EG KE NG", "Africa", r"africa"),
    "大洋洲": ("AU NZ", "Oceania", r"oceania"),
    "东亚": ("CN HK TW MO JP KR", "East Asia", r"east asia"),
    "东南亚": ("SG MY TH VN ID PH", "Southeast Asia", r"south-?east asia"),
    "中东": ("AE IL TR EG", "the Middle East", r"(?:the )?middle east|mideast"),
    "北欧": ("SE NO DK FI", "the Nordic countries", r"(?:the )?nordics|(?:the )?nordic countries"),
}
#: Other Chinese names of a part of the world
WORLD_ALIASES = {"北美洲": "北美", "南美洲": "南美", "拉丁美洲": "拉美"}

PLACES: dict[str, str] = {name.replace("_", " "): code for code, names in _PLACES.items() for name in names.split()}

#: A country's own name -> its code: the first Chinese and the first Latin name of its entry ("美国", "USA"), so
#: "who's from Canada?" asks for Toronto too, while "who's from Toronto?" asks for Toronto alone.
COUNTRY_NAMES: dict[str, str] = {
    name.replace("_", " "): code
    for code, names in _PLACES.items()
    for name in (next(n for n in names.split() if not n.isascii()), next(n for n in names.split() if n.isascii()))
}

# Words that ask about living abroad ("谁住在国外", "anyone living overseas?").
_ABROAD = re.compile(
    r"国外|海外|外国|出国|境外|别的国家|其他国家|另一个国家|\b(?:abroad|overseas|foreign)\b"
    r"|\boutside (?:of )?(?:the|our|my|this) country\b|\b(?:another|a different|other) countr(?:y|ies)\b"
    r"|\bout of the country\b|不在国内|国内以外|中国以外"
    # the user's own country by name ("outside the US"): abroad as seen from home
    r"|\boutside (?:of )?(?:the )?(?:U\.?S\.?A?|States|United States|America|UK|U\.K\.|Britain|China|Canada"
    r"|Australia)\b",
    re.I,
)


def asks_abroad(question: str) -> bool:
    """True when `question` asks about living abroad."""
    return bool(_ABROAD.search(question))


@functools.lru_cache(maxsize=2048)
def country_of(place: str) -> str | None:
    """The country code of the first known place named in `place` ("东京" -> "JP", "Austin, TX" -> "US"); None when
    it names none the lexicon knows."""
    found = find_terms(place, PLACES)
    return PLACES[found[0].text] if found else None


# "用户住在上海", "User lives in Philadelphia", "The user is based in Berlin": the user's own home, as memories say it
_HOME = re.compile(
    r"^(?:用户|(?:the )?user)\s*(?:现在|目前|一直)?\s*(?:住在|定居在|生活在|在|lives in|is living in|is based in|"
    r"has lived in|resides in|lives and works in)",
    re.I,
)


def home_country(statements: Sequence[str]) -> str | None:
    """The country of the user's home in the first of `statements` (newest first) that says where the user lives."""
    for text in statements:
        if _HOME.match(text.strip()):
            code = country_of(text)
            if code is not None:
                return code
    return None


def abroad(views: Sequence[EntityView], home: str) -> list[tuple[EntityView, str]]:
    """(entity, place) for each entity whose current home is in a known country other than `home`."""
    out = []
    for v in views:
        for f in v.facts:
            if f.attribute == "lives_in" and (code := country_of(f.value)) is not None and code != home:
                out.append((v, f.value))
                break
    return out


def abroad_line(away: Sequence[tuple[EntityView, str]], language: str) -> str:
    """Who of them lives abroad, with where ("- 住在国外的：胡美玲（伦敦）", "- Living abroad: Grace (Lisbon)")."""
    if language == "zh":
        return "- 住在国外的：" + "、".join(f"{v.entity.name}（{p}）" for v, p in away)
    return "- Living abroad: " + ", ".join(f"{v.entity.name} ({p})" for v, p in away)
