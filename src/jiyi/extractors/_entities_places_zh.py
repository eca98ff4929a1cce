"""The Chinese places a hometown, a home or a work city is said as (`_entities_profile_zh` and the readers after
it): the provinces, the prefecture-level cities, the regions ("东北", "潮汕"), and a province, city and district said
together ("山东济南", "浙江省宁波市", "深圳南山区")."""

from __future__ import annotations

import re

from .._text import tagger
from ._places_more_zh import MORE_CITIES_BY_PROVINCE
from ._rules_common import is_place
from ._rules_en_facts import word_set

__all__ = ["CITIES_BY_PROVINCE", "CITIES_ZH_BY_LENGTH", "PROVINCES_ZH", "REGIONS_ZH", "hometown_zh", "place_zh"]

PROVINCES_ZH = _PROVINCES = word_set(
    "北京 天津 上海 重庆 河北 山西 辽宁 吉林 黑龙江 江苏 浙江 安徽 福建 江西 山东 "
    "河南 湖北 湖南 广东 海南 四川 贵州 云南 陕西 甘肃 青海 台湾 内蒙古 广西 西藏 "
    "宁夏 新疆 香港 澳门"
)
# Prefecture-level cities by province (and a few county-level ones people name as their city): the places a
# hometown or a work city is said as, beyond the world cities `is_place` knows; the province tells which region
# a city is in ("成都" is 四川, 西南, 南方: `jiyi._regions`).
CITIES_BY_PROVINCE: dict[str, str] = {
    "河北": "石家庄 唐山 秦皇岛 邯郸 邢台 保定 张家口 承德 沧州 廊坊 衡水",
    "山西": "太原 大同 阳泉 长治 晋城 朔州 晋中 运城 忻州 临汾 吕梁",
    "内蒙古": "呼和浩特 包头 乌海 赤峰 通辽 鄂尔多斯 呼伦贝尔",
    "辽宁": "沈阳 大连 鞍山 抚顺 本溪 丹东 锦州 营口 阜新 辽阳 盘锦 铁岭 葫芦岛",
    "吉林": "长春 四平 辽源 通化 白山 松原 白城 延吉",
    "黑龙江": "哈尔滨 齐齐哈尔 鸡西 鹤岗 大庆 伊春 佳木斯 牡丹江 绥化",
    "江苏": "南京 无锡 徐州 常州 苏州 南通 连云港 淮安 盐城 扬州 镇江 泰州 宿迁 昆山 江阴 常熟 张家港",
    "浙江": "杭州 宁波 温州 嘉兴 湖州 绍兴 金华 衢州 舟山 台州 丽水 义乌",
    "安徽": "合肥 芜湖 蚌埠 淮南 马鞍山 淮北 铜陵 安庆 黄山 滁州 阜阳 宿州 六安 亳州 池州 宣城",
    "福建": "福州 厦门 莆田 三明 泉州 漳州 南平 龙岩 宁德",
    "江西": "南昌 景德镇 萍乡 九江 新余 鹰潭 赣州 吉安 宜春 抚州 上饶",
    "山东": "济南 青岛 淄博 枣庄 东营 烟台 潍坊 济宁 泰安 威海 日照 临沂 德州 聊城 滨州 菏泽",
    "河南": "郑州 开封 洛阳 平顶山 安阳 鹤壁 新乡 焦作 濮阳 许昌 漯河 三门峡 南阳 商丘 信阳 周口 驻马店",
    "湖北": "武汉 黄石 十堰 宜昌 襄阳 鄂州 荆门 孝感 荆州 黄冈 咸宁 随州 恩施",
    "湖南": "长沙 株洲 湘潭 衡阳 邵阳 岳阳 常德 张家界 益阳 郴州 永州 怀化 娄底",
    "广东": "广州 韶关 深圳 珠海 汕头 佛山 江门 湛江 茂名 肇庆 惠州 梅州 汕尾 河源 阳江 清远 东莞 中山 潮州 揭阳 云浮",
    "广西": "南宁 柳州 桂林 梧州 北海 钦州 贵港 玉林 百色",
    "海南": "海口 三亚",
    "四川": "成都 自贡 攀枝花 泸州 德阳 绵阳 广元 遂宁 内江 乐山 南充 眉山 宜宾 广安 达州 雅安 巴中 资阳",
    "贵州": "贵阳 六盘水 遵义 安顺 毕节 铜仁",
    "云南": "昆明 曲靖 玉溪 保山 昭通 丽江 普洱 大理 西双版纳",
    "西藏": "拉萨",
    "陕西": "西安 铜川 宝鸡 咸阳 渭南 延安 汉中 榆林 安康 商洛",
    "甘肃": "兰州 天水 武威 张掖 酒泉 庆阳",
    "青海": "西宁",
    "宁夏": "银川",
    "新疆": "乌鲁木齐 克拉玛依 喀什",
    "台湾": "台北 高雄 台中",
}
for _p, _more in MORE_CITIES_BY_PROVINCE.items():  # the smaller cities and prefectures: `_places_more_zh`
    CITIES_BY_PROVINCE[_p] = f"{CITIES_BY_PROVINCE.get(_p, '')} {_more}".strip()
_CITIES_ZH = _PROVINCES | frozenset(c for cities in CITIES_BY_PROVINCE.values() for c in cities.split())
# Regions a hometown is said as ("东北人", "潮汕那边的"): no province or city, but a place all the same.
_REGIONS = REGIONS_ZH = word_set(
    "东北 西北 华北 华东 华南 华中 西南 江南 苏北 苏南 皖南 皖北 胶东 闽南 潮汕 关中 陕北 川西 湘西 鄂西 "
    "粤西 粤东 豫东 辽南 浙南 浙北 赣南"
)
_BY_LENGTH = sorted(_CITIES_ZH, key=len, reverse=True)
#: The provinces and cities a Chinese place may open with, longest first (for a search inside a clause).
CITIES_ZH_BY_LENGTH: tuple[str, ...] = tuple(_BY_LENGTH)
_PROVINCES_BY_LENGTH = sorted(_PROVINCES, key=len, reverse=True)


def place_zh(value: str) -> bool:
    """True for a Chinese place a person comes from or works in: a city `is_place` knows, a province, a city, or
    a province, city and district as said together ("山东济南", "浙江省宁波市", "深圳南山区")."""
    v = value.strip()
    if not v:
        return False
    if is_place(v) or v in _REGIONS:
        return True
    province = next((p for p in _PROVINCES_BY_LENGTH if v.startswith(p)), "")
    rest = re.sub(r"^(?:省|市|自治区)", "", v[len(province) :]) if province else v
    city = next((c for c in _BY_LENGTH if rest.startswith(c)), "")
    rest = re.sub(r"^(?:市|地区)", "", rest[len(city) :]) if city else rest
    if not (province or city):
        return False
    if _PERSON_OF.fullmatch(rest):
        return False  # "山东大汉": a person from the place, not a place the segmenter tags
    # what is left is a district ("南山区"), or one the segmenter tags a place ("上海浦东"); "中山大学" is none
    return not rest or bool(re.fullmatch(r"[\u4e00-\u9fff]{1,4}[区县镇乡]", rest)) or _tagged_place(rest)


# Who is from a place, said after it ("山东大汉", "潮汕姑娘", "四川小伙"): a person, not more of the place
_PERSON_OF = re.compile(r"大汉|汉子|妹子|姑娘|小伙子?|老乡|大妞|丫头|小哥|美女|帅哥|妹纸|老表|人家")


def hometown_zh(value: str) -> bool:
    """True for a place said as a hometown after 老家 / 籍贯: one `place_zh` knows, or a province or city and a county
    or town after it that no table holds ("浙江乐清", "江西赣州于都", "河南固始") — a county is named after the province
    it is in, and what follows the cue word is the place."""
    v = value.strip()
    if place_zh(v):
        return True
    head = next((v[:n] for n in range(len(v) - 2, 1, -1) if place_zh(v[:n]) and v[:n] not in _REGIONS), "")
    tail = v[len(head) :]
    if not head or not re.fullmatch(r"[\u4e00-\u9fff]{2,3}[县市镇乡村]?", tail) or _PERSON_OF.fullmatch(tail):
        return False  # (nor who is from there: "山东大汉", "东北小伙")
    if any(head.startswith(p) and len(head) > len(p) for p in _PROVINCES):
        return True  # a province and a city before it: what follows is a county, whatever its characters (于都)
    tag = tagger()
    flags = [flag for _, flag in tag(tail)] if tag is not None else []
    # (never what they do there: "浙江过年", "老家湖南那块吃辣")
    return bool(flags) and not any(f[:1] in ("v", "d", "t", "u", "c", "r", "m", "q", "y", "e") for f in flags)


def _tagged_place(word: str) -> bool:
    tag = tagger()
    return tag is not None and len(word) <= 4 and all(flag == "ns" for _, flag in tag(word))
