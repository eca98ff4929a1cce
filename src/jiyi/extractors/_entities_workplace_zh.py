"""Where someone works, said in Chinese after 在: a city, an employer, or both ("深圳那边", "一家外企",
"上海的一家律所", "深圳腾讯"), for `_entities_profile_zh`.

A company everybody knows is named whole ("中国移动"), a city's own bank keeps its city ("杭州银行"), an organisation
said by its kind alone ("上海外企") is the employer with the city where, and a place said by its kind ("在公司上班",
"在县城开饭店") or a time ("上班是在晚上") names no employer.
"""

from __future__ import annotations

import re

from ._entities_places_zh import REGIONS_ZH, place_zh
from ._entities_profile_words_zh import Fact
from ._rules_common import kind_of_area

__all__ = ["KNOWN_EMPLOYERS", "workplace_zh"]


def workplace_zh(where: str) -> list[Fact]:
    """Where someone works, as said after 在: a city ("深圳那边"), an employer ("一家外企"), or both
    ("深圳一家外企", "上海的一家律所")."""
    where = _place_value(where)
    if known := _city_and_known(where):
        return known
    if place_zh(where):
        return [("works_in", "在…上班", where)]
    both = re.match(r"^(?P<p>[\u4e00-\u9fff]{2,8}?)(?:的|那边的?|这边的?)?(?:一家|一个|某家?)(?P<o>[^，。]{2,10})$",
                    where)  # fmt: skip
    if both and place_zh(both["p"]):
        return [("works_in", "在…上班", both["p"]), ("employer", "在…工作", both["o"])]
    employer = re.sub(r"^(?:一家|一个|某家?)", "", where) or where
    if _GENERIC_PLACE.fullmatch(employer) or kind_of_area(employer) or _WHEN_WORKED.fullmatch(employer):
        return []  # "在公司上班", "在开发区上班", "上班是在晚上": no employer named
    # (never a region: "华东师范大学" is no one working in 华东)
    city = next(
        (where[:n] for n in range(len(where) - 1, 1, -1) if place_zh(where[:n]) and where[:n] not in REGIONS_ZH), ""
    )
    if city and city not in _NATION:
        # "上海外企", "成都找了份(工作)": the city first, then the employer if one is named
        rest = re.sub(r"^(?:市|的|那边的?|这边的?)", "", where[len(city) :])
        if re.match(r"找(?![了到])", rest):
            return []  # "在深圳找工作": looking for work there is not working there
        if not rest or re.search(r"[了找份个]|那边|这边", rest):
            return [("works_in", "在…上班", city)]
        # "杭州银行", "上海大众", "深圳航空": a name that holds its city is the organisation whole ("上海的银行" is
        # a bank in 上海)
        city_bank = _CITY_BANK.fullmatch(rest) is not None and where == city + rest
        named = rest if _GENERIC_ORG.fullmatch(rest) and not city_bank else where
        return [("works_in", "在…上班", city), ("employer", "在…工作", named)]
    return [("employer", "在…工作", employer)]


def _city_and_known(where: str) -> list[Fact]:
    """A city or a district said before a company everybody knows ("深圳腾讯", "南山区腾讯", "北京字节跳动"): where
    they work, and the company — the city is no part of its name."""
    m = re.fullmatch(
        rf"(?P<p>[\u4e00-\u9fff]{{2,8}}?)(?:市|的|那边的?|这边的?)?(?P<o>{KNOWN_EMPLOYERS}){_BRANCH}?", where
    )
    if not m or not place_zh(m["p"]) or m["p"] in REGIONS_ZH or m["p"] in _NATION:
        return []  # "中国移动", "国家电网": the name whole
    return [("works_in", "在…上班", m["p"]), ("employer", "在…工作", m["o"])]


_NATION = ("中国", "中华", "全国", "国家", "南方")
# What one works at of a company, said after its name ("腾讯总部", "华为研究所"): still the company
_BRANCH = r"(?:总部|分公司|集团|公司)"
# A city's own bank ("杭州银行", "北京农商银行"): one name, the city in it
_CITY_BANK = re.compile(r"(?:农商|农村商业|商业)?银行")

# Employers people name without an organisation ending: the large ones everybody knows.
KNOWN_EMPLOYERS = (
    r"(?:华为|腾讯|阿里巴巴|阿里|百度|字节跳动|字节|京东|美团|小米|网易|拼多多|滴滴|快手|比亚迪|联想|中兴|格力|美的|"
    r"海尔|万科|中石化|中石油|中海油|国家电网|南方电网|中国移动|中国联通|中国电信|移动|联通|电信|工商银行|工行|"
    r"一汽|上汽|吉利|携程|小红书|哔哩哔哩|米哈游|微软|谷歌|亚马逊|特斯拉|"
    r"建设银行|建行|农业银行|农行|中国银行|中行|招商银行|招行|中国平安|平安|中铁|中建|中交|顺丰|苏宁|宁德时代|"
    r"蔚来|理想|大疆|海康|富士康|中粮|中信|中化|国网|烟草|铁路局|邮政|税务局|公安局|法院|检察院|海关)"
)
# An organisation said by its kind alone ("上海外企"): the employer is the kind, the city is where.
_GENERIC_ORG = re.compile(
    r"(?:一家|某家?)?(?:外企|国企|私企|央企|公司|银行|医院|学校|工厂|厂子|律所|事务所|酒店|大厂|互联网公司)"
)

# When one works, said where a workplace may be ("上班是在晚上", "工作在周末"): no employer
_WHEN_WORKED = re.compile(
    r"(?:早上|上午|中午|下午|晚上|夜里|夜间|半夜|凌晨|白天|周末|平时|工作日|节假日|假期|夜班|白班)(?:的?时候)?"
)

# Where anyone works: no employer ("在公司做设计师").
_GENERIC_PLACE = re.compile(
    r"(?:我们|他们|她们|自己|家里的?)?(?:公司|单位|厂里|那里|这里|那边|这边|家里|外地|老家|工地上?|车间|地里|田里|店里|外面|外头"
    # where in the country, by its kind: a county town, a village ("在县城开饭店")
    r"|县城|县里|镇上|镇里|乡下|乡里|村里|农村|城里|市里|市区)"
)
# A place and a business run there, said after 在 ("上海开公司", "深圳办厂", "县城开了家饭店")
_RUNS_THERE = re.compile(r"(?P<p>[\u4e00-\u9fff]{2,8}?)(?:那边|这边)?(?:自己)?[开办]")


def _somewhere(where: str) -> bool:
    """A place by its name or its kind ("上海", "县城"), never an organisation."""
    return place_zh(where) or _GENERIC_PLACE.fullmatch(where) is not None


def _place_value(value: str) -> str:
    """A place as said, without a trailing 那边 / 的 / 这个城市 that only points at it, nor the countryside of it
    ("湖南农村": 湖南)."""
    value = re.sub(r"(?:那边|这边|那儿|一带|那块|的|(?:这|那)(?:个|座)(?:城市|地方|市))+$", "", value).strip()
    return re.sub(r"(?<=[\u4e00-\u9fff]{2})(?:的)?(?:农村|乡下|山区|山里|县城|小县城|小山村|村里)$", "", value)
