"""Things the user owns, uses or likes, and places the user lives at, visits or passes (issue #21).

A thing is kept whole, brand and model ("苹果iPhone 14", "新百伦Fresh Foam 1080v10", "Dyson V15 vacuum"), with the
user's tie to it as its relation in the user's language (拥有 / 使用 / 喜欢, owns / uses / likes) and, when the
user said what kind of thing it is ("我的手机是…", "my phone is…"), that as its `type`. A place is a named spot
the user lives at, visits or passes ("阳光小区", "东湖公园", "Riverside Park"; relation 居住 / 参观 / 路过, lives at /
visited / passed).

Precision first: a thing needs a brand, a model number or Latin model name ("我喜欢吃火锅", "I got a new job" make
none), a place a name before its kind word ("去了医院" makes none, "住在杭州" is where the user lives, not a spot);
questions and hypotheticals are not read.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from .._entity_models import EntityKind
from ._chat_fillers import OPENERS_EN, OPENERS_ZH
from ._entities import Draft, Sentence
from ._entities_asides import untag
from ._entities_places_zh import place_zh
from ._entities_zh_read import FILLER
from ._rules_common import strip_edges
from ._rules_en import HYPOTHETICAL as _HYPOTHETICAL_EN
from ._rules_en import QUESTION as _QUESTION_EN
from ._rules_zh import HYPOTHETICAL as _HYPOTHETICAL_ZH
from ._rules_zh import QUESTION as _QUESTION_ZH

__all__ = [
    "THING_TYPES_EN",
    "THING_TYPES_ZH",
    "TIES",
    "WISH",
    "device_kind",
    "is_brand_en",
    "read_owned",
    "rejoined",
]

#: The user's tie to a thing or place as a sentence says it ("用户使用华为Mate 60", "The user visited Riverside
#: Park"): the relation is a verb, not a role ("是用户的使用" says nothing).
TIES = {
    "拥有": "用户拥有{}", "使用": "用户使用{}", "喜欢": "用户喜欢{}", "居住": "用户住在{}", "参观": "用户去过{}",
    "路过": "用户路过{}", "owns": "The user owns {}", "uses": "The user uses {}", "likes": "The user likes {}",
    "lives at": "The user lives at {}", "visited": "The user visited {}", "passed": "The user passed {}",
    "附近": "{}在用户家附近", "near home": "{} is near the user's home",
}  # fmt: skip

_Rules = tuple[tuple[str, re.Pattern[str]], ...]


def _rules(*rules: tuple[str, str]) -> _Rules:
    """(relation, pattern) pairs, compiled."""
    return tuple((relation, re.compile(p)) for relation, p in rules)


# --- Chinese -----------------------------------------------------------------------------------------------
_BRANDS_ZH = (
    "华为", "小米", "苹果", "三星", "戴森", "新百伦", "耐克", "阿迪达斯", "索尼", "香奈儿", "迪奥", "美的", "格力",
    "海尔", "比亚迪", "特斯拉", "大疆", "联想", "荣耀", "一加", "佳能", "尼康", "富士", "飞利浦", "松下", "西门子",
    "九阳", "苏泊尔", "安踏", "李宁", "优衣库", "雅诗兰黛", "兰蔻", "宜家", "任天堂", "魅族", "理想", "蔚来", "小鹏",
    "丰田", "本田", "大众", "宝马", "奔驰", "奥迪", "博世", "科沃斯", "石头", "追觅", "摩飞", "德龙", "雀巢",
    "爱普生", "罗技", "漫步者", "森海塞尔", "博士", "祖玛珑", "欧莱雅", "资生堂", "亚瑟士", "萨洛蒙", "始祖鸟",
    "爱马仕", "特步", "鸿星尔克", "OPPO", "vivo", "圣罗兰", "宝格丽", "三宅一生", "古驰", "阿玛尼", "娇兰", "纪梵希",
    "范思哲", "索康尼", "匹克", "彪马", "斯凯奇", "美津浓", "昂跑", "霍卡", "云鲸", "米家", "红米", "真我", "添可",
    "卡西欧", "华硕", "戴尔", "惠普", "佳明", "微软", "松拓", "高驰", "德龙", "膳魔师", "乐高",
    # cars people drive to work
    # (never 现代, 长城, 红旗 or 长安: each is a word or a place before it is a car)
    "五菱", "吉利", "奇瑞", "哈弗", "领克", "问界", "极氪", "日产", "马自达", "福特", "别克", "雪佛兰", "起亚",
    "沃尔沃", "保时捷",
)  # fmt: skip
THING_TYPES_ZH = (
    "手机", "笔记本电脑", "笔记本", "电脑", "平板", "耳机", "手表", "手环", "相机", "单反", "扫地机器人", "扫拖机器人",
    "扫地机", "吸尘器", "洗衣机", "洗碗机", "冰箱", "空调", "电视", "音箱", "咖啡机", "电饭煲", "空气炸锅", "净化器",
    "加湿器", "吹风机", "剃须刀", "电动牙刷", "香水", "口红", "面霜", "跑鞋", "球鞋", "运动鞋", "登山鞋", "鞋",
    "背包", "双肩包", "包", "自行车", "电动车", "汽车", "车", "键盘", "鼠标", "显示器", "游戏机", "路由器",
    "投影仪", "眼镜", "无人机", "微波炉", "烤箱", "料理机", "破壁机", "冲锋衣", "羽绒服",
)  # fmt: skip
_BRAND_ZH = "(?:" + "|".join(sorted(_BRANDS_ZH, key=len, reverse=True)) + ")"
_UNSURE_ZH = r"(?:苹果|小米|石头|博士|理想|大众|富士|一加|荣耀)"
_TYPE_ZH = "(?:" + "|".join(sorted(THING_TYPES_ZH, key=len, reverse=True)) + ")"
_MODEL = r"[A-Za-z0-9][A-Za-z0-9.+\-]*(?:\s[A-Za-z0-9][A-Za-z0-9.+\-]*)*"
# A brand and model ("华为Mate 60", "苹果iPhone 14"), a Latin model alone ("iPhone 15 Pro"), or a brand and the
# kind of thing, with a series between ("戴森吸尘器", "香奈儿五号香水").
_THING_ZH = (
    # ("五菱宏光MINI", "比亚迪秦PLUS": a brand, a series in Chinese, and the model)
    rf"(?P<v>{_BRAND_ZH}[\u4e00-\u9fff]{{1,3}}{_MODEL}|{_BRAND_ZH}?\s?{_MODEL}(?:{_TYPE_ZH})?|"
    rf"{_BRAND_ZH}[^\W这那款个台部双瓶的]{{0,6}}?{_TYPE_ZH}|"
    rf"{_BRAND_ZH}[^\W这那款个台部双瓶的跑扫]{{0,4}}?(?=$|的|这|那|跑|扫地|拖地|每天|天天|，|是我|用了|穿了|喷了|(?:我|咱|俺)(?!我)(?=[\u4e00-\u9fff])))"
)
_COUNT_ZH = r"(?:一|两|几)?(?:台|部|个|双|瓶|辆|款|块|支|副|套|件|只|把)?"
_ME_ZH = (
    r"^(?:我|我们家|我家|家里)(?:现在|最近|目前|一直|平时|还|也|刚|刚刚|新|前几天|上周|昨天|去年|今年|上个月|终于|常|经常|"
    r"总是|每天|天天|跑步|晨跑|夜跑|出门|必|上班|通勤|日常|平常|一般|通常|都)*"
)

_THINGS_ZH = _rules(
    # "拿红米K70打的字", "用我的华为Mate60拍的": what the user types or shoots on in passing, and of what kind
    (
        "使用",
        rf"^我?(?:是|都是|一般)?(?:拿|用)(?:我的|我)?(?:那|这)?{_COUNT_ZH}(?:新的?)?(?:{_TYPE_ZH})?{_THING_ZH}\s*"
        r"(?P<dev>打的?字|打的|码的?字|拍的|拍了|拍下|录的|发的|写的)",
    ),
    (
        "使用",
        rf"{_ME_ZH}(?:在)?(?:用|开|穿|戴|喷|骑|拿|玩|背)的(?P<t>{_TYPE_ZH})?(?:是|就是)\s*(?:一{_COUNT_ZH})?{_THING_ZH}",
    ),
    (
        "拥有",
        rf"^(?:我(?:的|家的|家|现在的|新|新买的|们家的)|(?:我们?)?家里的?)(?P<t>{_TYPE_ZH})(?:是|用的是)(?:一{_COUNT_ZH})?"
        rf"{_THING_ZH}",
    ),
    ("喜欢", rf"^我(?:最|很|特别)?(?:喜欢|爱)的(?P<t>{_TYPE_ZH})(?:是|就是)(?:一{_COUNT_ZH})?{_THING_ZH}"),
    (
        "使用",
        rf"^(?:我|我们)?(?:家里?)?(?:扫地|拖地|地板|卫生|做饭|通勤|出行)?(?:全|都|就|主要)?靠"
        rf"{_THING_ZH}",
    ),
    ("喜欢", rf"^(?:我)?(?:最近)?(?:爱上了|迷上了){_THING_ZH}"),
    # "我老婆送了我一瓶祖玛珑蓝风铃香水": a gift is the user's
    ("拥有", rf"(?:送了我|送我|给我买了|给我买)(?:一{_COUNT_ZH})?{_THING_ZH}"),
    (
        "拥有",
        rf"{_ME_ZH}(?:入手|入|买|购入|换成|换|拿下|收|添置|败|升级到|升级成)了?{_COUNT_ZH}(?:新的?|全新的?)?(?:{_TYPE_ZH}[，,\s]*)?{_THING_ZH}",
    ),
    ("拥有", rf"{_ME_ZH}有{_COUNT_ZH}{_THING_ZH}"),
    ("使用", rf"{_ME_ZH}(?:在)?(?:用|喷|穿|戴|开|骑|拿)(?:着|了)?{_COUNT_ZH}{_THING_ZH}"),
    # "我手机用的荣耀Magic6", "我跑鞋换成了新百伦1080", "我的本命香水是…": the kind first, then the thing
    (
        "使用",
        rf"^我的?(?:本命|日常|常用|主力|御用)?(?P<t>{_TYPE_ZH})(?:一直|现在|最近|目前)?(?:用的是?|穿的是?|喷的是?|换成了?|是)"
        rf"(?:一{_COUNT_ZH})?{_THING_ZH}",
    ),
    # "我那双新百伦1080跑了八百公里", "我家云鲸J4每天自己扫一遍": a thing the user has, said as theirs
    ("拥有", rf"^(?:我(?:那|这)(?:{_COUNT_ZH})|(?:我家|我们家|家里)的?){_THING_ZH}"),
    # "扫地这事交给云鲸J4了"
    ("使用", rf"^我?(?:家)?(?:扫地|拖地|打扫|扫拖)(?:这事儿?|这活儿?|的活儿?)?(?:全|都|就)?(?:交给|靠)了?{_THING_ZH}"),
    # "古驰花悦是我用得最多的香水", "索康尼啡鹏是我的跑鞋", "宝格丽大吉岭茶是我的本命"
    (
        "使用",
        rf"^{_THING_ZH}(?:就|算|才)?是我(?:的|家的)?(?:最爱的?|本命的?|日常|常用的|用得最多的|最常用的|主力|御用的?|"
        r"(?:每天|天天|平时|一直|常|出门)(?:都)?(?:戴|用|穿|喷|开|骑|玩|背)的)*"
        rf"(?:(?P<t>{_TYPE_ZH}|表)|(?<=本命)|(?<=最爱))(?![\u4e00-\u9fff])",
    ),
    ("喜欢", rf"{_ME_ZH}(?:很|特别|最|超|挺|非常|超级)?(?:喜欢|爱)(?:用|穿|喷|戴)?(?:我的)?{_THING_ZH}"),
)
_PLACE_END_ZH = (
    r"(?:小区|花园|公寓|家园|新村|社区|大厦|大楼|广场|公园|商场|购物中心|商城|医院|景区|风景区|古镇|博物馆|美术馆|"
    r"图书馆|体育馆|体育中心|游乐园|动物园|植物园|海洋馆|寺|湿地|海滩|步行街|夜市|超市|书店|咖啡馆|菜市场|乐园|"
    r"园区|山|湖|塔|寺庙|宫|故居|老街|天街|万达|大悦城|万象城|博物院|纪念馆|科技馆|大剧院|剧院|音乐厅|度假村|度假区|风光带|绿道|江滩|"
    r"酒店|民宿|机场|火车站|高铁站)"
)
# Malls known by their own name, no kind word needed ("我常逛万象城")
_OWN_NAME_ZH = r"(?:万达广场|大悦城|万象城|来福士|太古里|银泰城?|印象城|龙湖天街)"
_PLACE_ZH = (
    rf"(?P<v>[^\W的了在是和去到我你他她这那个一趟次]{{1,8}}?{_PLACE_END_ZH}|{_OWN_NAME_ZH})"
    r"(?![\u4e00-\u9fff]{0,1}(?:里的|门口的))"
)
_WHEN_ZH = r"(?:周末|昨天|前天|今天|上周|上周末|上个月|去年|前几天|刚才|早上|下午|晚上|五一|国庆|春节|假期)*"
_PLACES_ZH = _rules(
    ("居住", rf"^我(?:们)?(?:家)?(?:现在|目前|一直|就)?(?:住在|住|家在|家就在|搬到了?|搬进了?){_PLACE_ZH}"),
    # "我住的小区叫翠湖天地": the kind said first, the name may be anything
    (
        "居住",
        r"^我(?:们)?(?:家)?(?:现在)?住的(?P<k>小区|地方|公寓|楼盘)(?:叫|是|名叫)(?P<v>[\u4e00-\u9fffA-Za-z0-9]{2,10})$",
    ),
    (
        "参观",
        rf"^{_WHEN_ZH}(?:我|我们)?(?:和|跟)?[^，,]{{0,6}}?{_WHEN_ZH}(?:去|逛|游览|参观|爬|玩|游)了?(?:一趟|一下|一圈|趟|一次|一回)?{_PLACE_ZH}",
    ),
    ("路过", rf"(?:路过|经过)了?{_PLACE_ZH}"),
    ("居住", r"^我(?:们)?(?:家)?(?:的)?(?:那个)?(?P<k>小区)(?:叫|是|名叫)(?P<v>[\u4e00-\u9fffA-Za-z0-9]{2,10})$"),
    ("居住", r"^我(?:们)?(?:现在|目前)?租的房子(?:在|是)(?P<v>[\u4e00-\u9fffA-Za-z0-9]{2,10})$"),
    (
        "附近",
        r"^(?:我家|我们家)(?:附近|旁边|楼下|对面)的(?P<k>公园|医院|商场|超市)(?:是|叫)(?P<v>[^，,。]{2,10})$",
    ),
    ("附近", r"^离我家最近的(?P<k>公园|医院|商场|超市)(?:是|叫)(?P<v>[^，,。]{2,10})$"),
    # "我家楼下就是永辉超市", "我们家对面有个万达广场": the spot by the user's home, its kind in its name
    (
        "附近",
        rf"^(?:我家|我们家|我住的地方)(?:附近|旁边|楼下|对面|隔壁)(?:就)?(?:是|有)(?:一?(?:家|个|座))?{_PLACE_ZH}$",
    ),
    ("附近", rf"^(?:我家|我们家)离{_PLACE_ZH}(?:很|挺|特别|比较)?近"),
    # "湘江风光带离我家最近", "市一医院离我们家就两站路": the spot first, its name may be anything
    (
        "附近",
        r"^(?P<v>[\u4e00-\u9fffA-Za-z0-9]{2,10}?)(?P<k>)离(?:我家|我们家|我住的地方|我住那儿)(?:最近|很近|挺近|特别近|超近|"
        r"不远|就|只有|才|走路)",
    ),
    # "我在翠湖天地租的房", "我们在万科城买的房": where the user's home is
    (
        "居住",
        r"^我(?:们)?(?:现在|目前|一直)?在(?P<v>[\u4e00-\u9fffA-Za-z0-9]{2,12}?)(?P<k>)(?:租的房|租了房|租房|买的房|买了房|"
        r"安的家|安了家)",
    ),
    ("参观", r"^我(?:常|经常|一般|平时)?去的(?P<k>医院|公园|商场|超市)(?:是|叫)(?P<v>[^，,。]{2,10})$"),
    # "我最喜欢的景点是九寨沟", "我们最爱去的景区是西湖"
    (
        "参观",
        r"^我(?:们)?(?:最|很)?(?:喜欢|爱)(?:去)?的(?P<k>景点|景区|风景区|公园|商场|地方|山|海边|湖)(?:是|叫|就是)"
        r"(?P<v>[^，,。]{2,10})$",
    ),
    # "我们家在梧桐路", "我住在南锣鼓巷": a street the user lives on
    (
        "居住",
        r"^我(?:们)?(?:家)?(?:现在|目前|一直|就)?(?:住在|家在|家就在|住)(?P<v>[\u4e00-\u9fff]{1,6}(?P<k>路|大街|街|巷|弄|胡同))"
        r"(?:上|那边|那儿|这边)?$",
    ),
    (
        "参观",
        rf"^我(?:常|经常|每天|平时|周末|每年|一般)*在{_PLACE_ZH}(?:跑步|散步|骑车|遛弯|遛狗|健身|体检|看病|逛街)",
    ),
    ("参观", rf"挂{_PLACE_ZH}的号?"),
)

# --- English -----------------------------------------------------------------------------------------------
_BRANDS_EN = (
    "Apple", "iPhone", "iPad", "MacBook", "AirPods", "Samsung", "Galaxy", "Pixel", "Dyson", "Nike", "Adidas",
    "New Balance", "Sony", "Bose", "Tesla", "Toyota", "Honda", "Subaru", "Kindle", "Peloton", "Roomba",
    "Instant Pot", "KitchenAid", "Chanel", "Dior", "Lululemon", "Garmin", "Fitbit", "Nintendo", "PlayStation",
    "Xbox", "Huawei", "Xiaomi", "Lenovo", "Dell", "Canon", "Nikon", "Fujifilm", "Hoka", "Asics", "Brooks",
    "Le Creuset", "Vitamix", "Breville", "Nespresso", "Shark", "Miele", "Bosch", "LG", "Philips", "Patagonia",
    "Osprey", "Trek", "GoPro", "DJI", "Sonos", "Oura", "Whoop", "Ninja", "Keurig", "Jo Malone", "Ford", "Volvo",
    "OnePlus", "Le Labo", "Hermès", "Hermes", "Saucony", "Tom Ford", "YSL", "Gucci", "Marc Jacobs", "Armani",
    "Givenchy", "Guerlain", "Byredo", "Redmi", "Moto", "Motorola", "Realme", "Nokia", "Roborock", "Deebot",
    "Ecovacs", "iRobot", "Narwal", "Eufy", "Mizuno", "Puma", "Reebok", "Salomon", "ThinkPad", "Chromebook",
    "VW", "Volkswagen", "Mazda", "Hyundai", "Kia", "BMW", "Audi", "Mercedes", "Nissan", "Skoda", "Vauxhall",
    "Peugeot", "Bialetti", "De'Longhi", "DeLonghi", "Moccamaster", "Chemex", "Stanley", "Yeti", "Steam Deck",
)  # fmt: skip
THING_TYPES_EN = (
    "phone", "smartphone", "vacuum", "robot vacuum", "laptop", "tablet", "headphones", "earbuds", "watch",
    "smartwatch", "camera", "car", "bike", "blender", "fridge", "washer", "dryer", "air fryer", "coffee maker",
    "espresso machine", "perfume", "cologne", "sneakers", "running shoes", "shoes", "kettle", "TV", "speaker",
    "console", "e-reader", "keyboard", "mattress", "stroller", "backpack", "SUV", "truck", "drone", "jacket",
    "ring", "tracker", "pressure cooker", "mixer", "monitor", "scent", "fragrance", "dishwasher", "microwave",
    "oven", "dutch oven", "stove", "toaster", "skillet", "grill", "printer", "router", "projector", "scooter",
    "e-bike", "treadmill", "rice cooker", "humidifier", "air purifier", "purifier", "hair dryer", "razor",
    "toothbrush", "sunglasses", "glasses", "handbag", "bag", "wallet", "suitcase", "guitar", "tent", "boots",
    "trainers", "hiking boots", "runners", "robot vac", "vac", "hoover", "spray",
)  # fmt: skip
_BRAND_EN = r"(?:" + "|".join(re.escape(b) for b in sorted(_BRANDS_EN, key=len, reverse=True)) + r")"
_TYPE_EN = r"(?:" + "|".join(re.escape(t) for t in sorted(THING_TYPES_EN, key=len, reverse=True)) + r")"
_WORD_EN = r"(?:[A-Z][\w'+.-]*|i[A-Z]\w*|[a-z]\d[\w.]*|v?\d[\w+.-]*|Pro|Max|Plus|Ultra|Air|mini|Mini|SE)"
_THING_EN = rf"(?P<v>{_WORD_EN}(?:\s+{_WORD_EN}){{0,4}}(?:\s+{_TYPE_EN})?)\b"
_A_EN = (
    r"(?:(?:a|an|the|some|this|that|new|brand-new|brand new|shiny|second-hand|secondhand|used|pair of|old|beat-up|"
    r"beat up|trusty|little|cheap|refurbished)\s+)*"
)
_ME_EN = (
    r"\b(?:I|[Ww]e)\s+(?:just\s+|recently\s+|finally\s+|also\s+|now\s+|still\s+|mostly\s+|actually\s+|always\s+|"
    r"usually\s+|often\s+)*"
)
# a day or a time, never a thing the user does it all on ("I do my shopping on a Saturday")
_WHEN_EN = (
    r"(?:(?:Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day|Weekend|January|February|March|April|May|June|July|August|"
    r"September|October|November|December|Christmas|Easter|Thanksgiving)"
)
_THINGS_EN = _rules(
    # "typing this on my Pixel 8", "typed from my ThinkPad", "shot on my iPhone 15": what the user types or shoots on
    # in passing, and of what kind
    (
        "uses",
        r"(?:\b(?:I'm|I’m|I am|I)\s+|^)(?:just\s+|still\s+)*(?i:typing|typed|writing|texting|sending|sent|shot|"
        rf"taken|filmed)\s+(?:this\s+|these\s+|it\s+)?(?i:on|from|with)\s+(?:my\s+)?{_A_EN}{_THING_EN}(?P<dev>)",
    ),
    (
        "owns",
        # "got new Nikes at Westfield": the user, unsaid, at the start of a message
        rf"(?:{_ME_EN}|^(?:[Jj]ust\s+|[Ff]inally\s+)?)"
        r"(?i:got|bought|picked up|ordered|purchased|splurged on|treated myself to)\s+(?:myself\s+)?"
        rf"{_A_EN}{_THING_EN}",
    ),
    ("uses", rf"{_ME_EN}(?:use|drive|wear|ride|switched to|run in|clean with)\s+{_A_EN}{_THING_EN}"),
    (
        "uses",
        r"\b(?:I|[Ww]e)(?:'ve|’ve|\s+have)\s+(?:been\s+wearing|been\s+using|worn|had\s+my)\s+"
        rf"{_A_EN}{_THING_EN}",
    ),
    ("uses", rf"\b(?i:the)\s+(?P<t>{_TYPE_EN})\s+(?:I|we)\s+use\s+is\s+{_A_EN}{_THING_EN}"),
    # "the robot vac at ours is a Deebot X2", "the phone I've got is a Pixel 8"
    (
        "owns",
        rf"^(?i:the)\s+(?P<t>{_TYPE_EN})\s+(?:at\s+(?:ours|home|our\s+place|my\s+place)|(?:I|we)(?:'ve|’ve|\s+have)\s+got|"
        rf"(?:I|we)\s+have)\s+is\s+{_A_EN}{_THING_EN}",
    ),
    # "I do my runs in Saucony Endorphins", "doing couch to 5k in Hokas", "I've gone through three pairs of Asics"
    (
        "uses",
        r"(?:\b(?:I|[Ww]e)\s+(?:do\s+(?:all\s+)?(?:my|our)\s+(?:runs|running|long runs|parkruns?)|run|jog|race)|"
        r"^(?i:doing|did|started|starting)\s+(?:couch\s+to\s+5k|c25k|parkrun|my\s+runs?))\s+in\s+(?:my\s+)?"
        rf"{_A_EN}{_THING_EN}",
    ),
    (
        "uses",
        rf"\b(?:I|[Ww]e)(?:'ve|’ve|\s+have)\s+(?:gone|been|worn)\s+through\s+(?:\w+\s+)?(?P<t>)pairs?\s+of\s+{_THING_EN}",
    ),
    # "our Roborock S8 does the floors", "the Deebot does all the hoovering"
    (
        "uses",
        rf"^(?i:our|my|the)\s+{_THING_EN}\s+(?:does|handles|takes care of)\s+(?:all\s+)?(?:of\s+)?(?:the|our|my)?\s*"
        r"(?:floors|hoovering|vacuuming|cleaning)\b",
    ),
    # "still rocking a Pixel 7a", "typing this on my Redmi Note 13", "finally upgraded to a Moto G84": the user, unsaid
    (
        "uses",
        r"(?:\b(?:I'm|I’m|I am|I've|I’ve|I|[Ww]e)\s+|^)(?:just\s+|still\s+|finally\s+)*(?i:rocking|typing this on|"
        rf"texting from|upgraded to|spraying|been spraying|wearing)\s+(?:my\s+)?{_A_EN}{_THING_EN}",
    ),
    ("owns", rf"\b(?:I|[Ww]e)(?:'ve|’ve|\s+have)\s+got\s+{_A_EN}{_THING_EN}"),
    # "Marc Jacobs Daisy is my perfume", "Hokas are my running shoes"
    ("uses", rf"^{_THING_EN}\s+(?:is|are)\s+(?:my|our)\s+(?:\w+\s+)?(?P<t>{_TYPE_EN})$"),
    ("uses", rf"\b(?:get|gets)\s+done\s+by\s+{_A_EN}{_THING_EN}"),
    ("uses", rf"\b(?:I'm|I’m|I am|we're|we are)\s+(?:now\s+|still\s+)?using\s+{_A_EN}{_THING_EN}"),
    ("owns", rf"{_ME_EN}(?:have|own)\s+{_A_EN}{_THING_EN}"),
    (
        "owns",
        r"\b(?i:my|our)\s+(?:new\s+|everyday\s+|favorite\s+|favourite\s+|signature\s+|go-to\s+|usual\s+|"
        rf"daily\s+)*(?P<t>{_TYPE_EN})(?:\s+(?:is|are)|'s|’s)\s+{_A_EN}{_THING_EN}",
    ),
    # "I do everything on a Framework 13", "we brew everything on a Bialetti Moka": what the user does it all on
    (
        "uses",
        rf"{_ME_EN}(?:do|brew|make|cook|write|edit|game|play|watch|shoot|film|code|type|read)\s+(?:everything|it\s+all|"
        r"all\s+(?:my|our|the)\s+\w+|most\s+of\s+(?:my|our|the)\s+\w+|(?:my|our)\s+\w+)\s+(?:on|in|with)\s+"
        rf"(?:a|an|my|our|the)\s+{_A_EN}(?!{_WHEN_EN}\b){_THING_EN}(?P<t>)(?P<dev>)",
    ),
    # "the VW Polo needs a service", "my Pixel 7 won't charge": a thing of the user's that needs seeing to
    (
        "owns",
        rf"^(?i:my|our|the)\s+(?:new\s+|old\s+|trusty\s+|little\s+)*{_THING_EN}\s+(?:needs\s+(?:a\s+|an\s+)?"
        r"(?:service|servicing|MOT|new\s+\w+|fixing|repairing|replacing|charging)|is\s+in\s+the\s+shop|"
        r"broke\s+down|won't\s+(?:start|charge|turn\s+on)|keeps\s+(?:dying|crashing|freezing)|is\s+(?:dying|"
        r"on\s+its\s+last\s+legs|playing\s+up|acting\s+up))(?P<dev>)",
    ),
    ("likes", rf"{_ME_EN}(?:really\s+|absolutely\s+)?(?:love|like|adore)\s+(?:my\s+)?{_THING_EN}"),
    (  # "a big fan of Nintendo games" is no one thing
        "likes",
        r"\b(?:I'm|I’m|I am|we're|we are)\s+(?:totally\s+|so\s+|kind of\s+)?(?:obsessed with|a big fan of|"
        rf"in love with|hooked on)\s+(?:my\s+|our\s+)?{_THING_EN}(?!\s+[a-z])",
    ),
    ("likes", rf"{_ME_EN}(?:swear by|can't live without|can’t live without)\s+(?:my\s+|our\s+)?{_THING_EN}"),
    # "my iPhone 13 mini is dying lol", "dropped my Galaxy S23 again": a brand said as the user's is theirs
    # (last: "I love my Kindle" is liked, not only owned)
    ("owns", rf"\b(?i:my|our)\s+(?:new\s+|old\s+|trusty\s+|little\s+)*(?={_BRAND_EN}\b){_THING_EN}(?P<dev>)"),
)
_PLACE_END_EN = (
    r"(?:Park|Mall|Hospital|Apartments|Gardens|Garden|Museum|Lake|Beach|Center|Centre|Plaza|Square|Market|Zoo|"
    r"Gallery|Trail|Falls|Tower|Towers|Complex|Estates|Village|Heights|Commons|Library|Stadium|Arena|Aquarium|"
    r"Cathedral|Temple|Castle|Palace|Pier|Island|Mountain|Canyon|Reserve|Botanical Garden|Outlets)"
)
_PLACE_EN = (
    rf"(?:the\s+)?(?P<v>(?:[A-Z][\w'.&-]*\s+){{1,4}}(?:{_PLACE_END_EN}|(?:apartments|condos|complex|estates|towers))|"
    # "Mount Tam", "Lake Tahoe", "Mt. Rainier": the kind said first
    r"(?:Mount|Mt\.?|Lake|Cape|Glacier)\s+[A-Z][\w'-]*(?:\s+[A-Z][\w'-]*)?)\b"
)
# A street or an estate the user's home is on ("our place is on Elm Street", "a flat in Riverside Commons")
_HOME_EN = (
    r"(?:the\s+)?(?P<v>[A-Z][\w'.&-]*(?:\s+[A-Z][\w'.&-]*){0,3}\s+(?:Street|St|Road|Rd|Avenue|Ave|Lane|Ln|Drive|"
    r"Boulevard|Blvd|Way|Close|Crescent|Court|Terrace|Place|Row|Commons|Gardens|Heights|Estates|Towers|Apartments|"
    r"Village|Green|Square|Mews|Park))\b"
)
_DWELLING_EN = r"(?:place|flat|apartment|house|home|condo|townhouse|unit|studio)"
# A place named without its kind word ("Maple Court", "Mercy General"), where the words around say it is one.
_NAMED_EN = r"(?:the\s+)?(?P<v>[A-Z][\w'.&-]*(?:\s+[A-Z][\w'.&-]*){0,3})"
_PLACES_EN = _rules(
    (
        "lives at",
        rf"{_ME_EN}(?:live|lived|moved|am living|'m living)\s+(?:in|at|into|near|by)\s+{_PLACE_EN}",
    ),
    (
        "visited",
        r"\b(?:I|[Ww]e)\s+(?:\w+\s+){0,3}?(?:visited|went to|checked out|toured|hiked|explored|stopped by|"
        rf"walked around|spent the day at|took the kids to|went hiking at|went for a walk in)\s+{_PLACE_EN}",
    ),
    (
        "passed",
        r"\b(?:pass(?:es|ed)?|(?:walk|drive|bike|cycle|run|jog|go)(?:s|ed)?\s+(?:past|by)|drove\s+(?:past|by)|"
        rf"ran\s+past|went\s+past|passed\s+by)\s+{_PLACE_EN}",
    ),
    (
        "lives at",
        r"\b(?i:I live at|we live at|my place is at|my flat is at|our flat is at|my apartment is at|home for me is|"
        r"home is|(?:we|I)(?:'ve| have)? just signed a lease at|I rent an apartment at|we moved into|I moved into|"
        r"I've lived at|I’ve lived at|I have lived at|we've lived at|we have lived at)\s+" + _NAMED_EN,
    ),
    (
        "visited",
        r"\b(?:I|[Ww]e)\s+(?:\w+\s+){0,2}?(?:jog|run|walk|bike|cycle|hike|swim|shop|go|see|saw|work out|get|got)\w*\s+"
        r"(?:\w+\s+){0,3}?"
        rf"(?:in|around|at|through|to)\s+{_PLACE_EN}",
    ),
    (
        "visited",
        rf"\b(?i:my doctor is at|I get my checkups at|I had my physical at|I shop at|my clothes at)\s+{_NAMED_EN}",
    ),
    (  # "had my annual checkup at Mass General", "I do all my shopping at the Galleria", "the ER at St Mary's"
        "visited",
        r"(?:\b(?i:I|we)\s+(?:\w+\s+)?|^)(?i:had|have|get|got|do|did|go for)\s+(?:all\s+|most\s+)?(?:of\s+)?"
        r"(?:my|our)\s+"
        r"(?:annual\s+|yearly\s+|regular\s+|weekly\s+|usual\s+)?(?:physical|checkups?|check-ups?|bloodwork|"
        r"blood work|scans?|mammograms?|shopping|weekly shop|grocery shopping)\s+(?:done\s+)?at\s+" + _NAMED_EN,
    ),
    (
        "visited",
        r"\b(?i:I|we)\s+(?:\w+\s+){0,2}?(?:go|went|take|took|rush|rushed|end up|ended up)\s+(?:\w+\s+)?to\s+the\s+"
        r"(?:ER|A&E|emergency room|urgent care|maternity ward|clinic)\s+at\s+" + _NAMED_EN,
    ),
    ("visited", rf"\b(?:I|[Ww]e)\s+(?:\w+\s+)?see\s+(?:Dr\.?|Doctor)\s+[A-Z]\w+\s+at\s+{_NAMED_EN}"),
    (  # "our place is on Elm Street", "Home is a little townhouse in Riverside Commons", "moved into a flat on X"
        "lives at",
        rf"\b(?:(?i:my|our)\s+{_DWELLING_EN}(?:\s+is|'s|’s)|(?i:home is|home's|home’s)(?:\s+(?:a|an|the|our|my))?"
        rf"(?:\s+\w+){{0,2}}?\s+{_DWELLING_EN}|(?:\b(?:I|[Ww]e)\s+(?:just\s+|recently\s+|now\s+)?|^(?i:just\s+)?)"
        rf"(?i:moved into|live in|rent)\s+(?:a|an|the|our|my)(?:\s+\w+){{0,2}}?\s+"
        rf"{_DWELLING_EN})\s+(?:on|in|at)\s+{_HOME_EN}",
    ),
    (  # "My favourite scenic spot has to be Yellow Mountain", "the most beautiful place I've been is Milford Sound"
        "visited",
        r"\b(?i:my|our)\s+(?:all-time\s+)?(?:favorite|favourite)\s+(?:scenic spot|spot|view|viewpoint|beach|lake|"
        r"hike|hiking spot|trail|place to hike|national park|island|mountain|waterfall)\s+"
        r"(?:is|has to be|would be|was)\s+" + _NAMED_EN,
    ),
    (
        "visited",
        r"\b(?i:the)\s+(?:most\s+beautiful|prettiest|nicest|best)\s+(?:place|spot|view|sight)\s+(?:I|we)(?:'ve|’ve|\s+have|"
        r"\s+had)?\s+(?:ever\s+)?(?:been(?:\s+to)?|seen|visited)\s+(?:is|was)\s+" + _NAMED_EN,
    ),
    (
        "visited",
        r"\b(?i:my|our)\s+(?:favorite|favourite|go-to|usual|regular|local)\s+(?:park|mall|hospital|grocery store|"
        rf"supermarket|store|gym|coffee shop|cafe|café|bookstore|market)\s+is\s+{_NAMED_EN}",
    ),
    (
        "near home",
        rf"\b(?i:the)\s+(?:closest\s+)?(?:park|mall|hospital)\s+(?:near|closest to|to)\s+me\s+is\s+{_NAMED_EN}",
    ),
    ("visited", rf"^{_NAMED_EN}\s+is\s+the\s+(?:hospital|mall|park)\s+I\b"),
    # "Chadstone is the closest shopping centre to me", "Heaton Park is right by my place"
    (
        "near home",
        rf"^{_NAMED_EN}\s+is\s+(?:(?:the\s+)?(?:closest|nearest)\s+(?:shopping\s+cent(?:re|er)|mall|park|hospital|"
        r"supermarket|gym)\s+to|right\s+(?:by|near|next\s+to)|just\s+(?:round|around)\s+the\s+corner\s+from|"
        r"(?:just\s+)?down\s+the\s+road\s+from)\s+(?:me|us|my\s+place|our\s+place|ours|home)\b",
    ),
    # "I'm always at Westfield on Saturdays", "I mooch around the Galleria when I'm bored", "I do parkrun at X"
    (
        "visited",
        r"\b(?:(?:I'm|I’m|I am|[Ww]e're|[Ww]e’re|[Ww]e are)\s+(?:always|often|usually|forever)\s+at|(?:I|[Ww]e)\s+"
        r"(?:mooch|wander|potter)\s+(?:around|round|about)|(?:I|[Ww]e)\s+(?:do|did)\s+(?:my\s+|our\s+)?parkrun\s+at|"
        r"(?:I|[Ww]e)\s+take\s+the\s+dogs?\s+(?:round|around|to))\s+(?!(?:the\s+)?\S+['’]s\b)" + _NAMED_EN,
    ),
)


# A wish or plan ("我想去欧洲旅游", "I'd love to visit Central Park"): nothing happened yet, nothing is owned.
WISH = re.compile(
    r"(?:想|打算|计划|希望|梦想|准备|想要)(?:去|要|着|参加|办|买|入手)|有机会|\b(?:want|wants|wanna|hope|hoping|"
    r"thinking about|would love|'d love|wish|dream|dreaming|someday|one day|might|maybe)\b|\bplan(?:s|ned)?\s+to\b|"
    r"\b(?:am|'m|’m|are|'re|’re|is|'s|been|was|were)\s+(?:\w+\s+)?planning\b",
    re.IGNORECASE,
)


_BRAND_EN_RE = re.compile(rf"\b{_BRAND_EN}s?\b")


def is_brand_en(words: str) -> bool:
    """True when `words` name a brand of things ("Narwal Freo", "Roborock"): a thing, never a person."""
    return bool(_BRAND_EN_RE.search(words))


def _thing_ok(value: str, lang: str, *, liked: bool, kinded: bool = False) -> bool:
    """A brand, a model number or a Latin model name: what makes a thing this one and not a word ("新手机"); or a
    Latin name where the words around it say its kind (`kinded`: "three pairs of On Cloudmonster").

    What the user likes needs a brand or the kind of thing ("香奈儿五号香水"): "我喜欢Lisa" / "I love my 2 kids"
    are a person and a family, and "AC/DC" a band."""
    if len(re.findall(r"[A-Za-z\u4e00-\u9fff]", value)) < 2:
        return False
    if lang == "zh":
        if re.match(_UNSURE_ZH, value) and not re.search(rf"[A-Za-z0-9]|{_TYPE_ZH}$", value):
            return False  # "苹果汁", "小米粥": a brand that is also a word needs its model or its kind
        typed = bool(re.search(_BRAND_ZH, value) or re.search(rf"{_TYPE_ZH}$", value))
        return typed or (not liked and bool(re.search(r"[A-Za-z]{2,}|\d", value)))
    typed = is_brand_en(value) or bool(re.search(rf"\b{_TYPE_EN}$", value))
    return typed or (not liked and (kinded or bool(re.search(r"\d", value))))


_OPENER_ZH = re.compile(rf"(?:{OPENERS_ZH}|哎|诶|欸|哈哈+|笑死|害|唉|嗯+|哦+|噢|啊)*")
_OPENER_EN = re.compile(rf"^(?:(?:{OPENERS_EN})\b[,\s]+)+", re.I)


# the model names that say which kind of device they are: a phone, a computer, a tablet
_DEVICES = (
    ("手机", "phone", r"iPhone|Pixel|Galaxy\s?[SZAN]\d|红米|Redmi|Mate\s?\d|华为[Pp]\d|nova|Magic\s?\d|OPPO|"
     r"Find\s?X|Reno|vivo|iQOO|一加|OnePlus|真我|realme|Realme|魅族|Nokia|Moto|小米\s?\d"),
    ("电脑", "laptop", r"MacBook|ThinkPad|拯救者|MateBook|XPS|Chromebook|小新|ROG|iMac"),
    ("平板", "tablet", r"iPad|MatePad|Galaxy\s?Tab"),
)  # fmt: skip


def device_kind(value: str, lang: str) -> str:
    """The kind of device a model name says it is ("红米K70" -> 手机, "ThinkPad X1" -> laptop), or ""."""
    for zh, en, names in _DEVICES:
        if re.search(rf"(?:^|(?<=[^A-Za-z]))(?:{names})", value):
            return zh if lang == "zh" else en
    return ""


def _read(s: str, lang: str, drafts: list[Draft]) -> bool:
    things: _Rules
    places: _Rules
    things, places = (_THINGS_ZH, _PLACES_ZH) if lang == "zh" else (_THINGS_EN, _PLACES_EN)
    rules: list[tuple[str, re.Pattern[str], EntityKind]] = [
        *((r, p, "thing") for r, p in things),
        *((r, p, "place") for r, p in places),
    ]
    for relation, pattern, kind in rules:
        m = pattern.search(s)
        if m is None:
            continue
        value = m["v"].strip(" ,.;'\"")
        kinded = m.groupdict().get("t") is not None
        if kind == "thing" and not _thing_ok(value, lang, liked=relation in ("喜欢", "likes"), kinded=kinded):
            continue
        if kind == "place" and lang == "zh":
            value = re.sub(r"^(?:爬|攀登|登|逛|游览|参观|看|玩)", "", value)  # "去爬山" is a climb, not a place
            if re.match(r"[我你他她这那]", value):
                continue
            # "我住的小区叫翠湖天地": its kind said before its name
            if m.groupdict().get("k") == "" and place_zh(value):
                continue  # "我在杭州租的房": a city the user lives in, not a spot (read as where they live)
            named = m.groupdict().get("k") is not None or bool(re.fullmatch(_OWN_NAME_ZH, value))
            if not named and (not re.fullmatch(rf".+{_PLACE_END_ZH}", value) or re.fullmatch(_PLACE_END_ZH, value)):
                continue
        if kind == "thing" and lang == "en" and value.split()[0] in ("I", "My", "The"):
            continue
        if kind == "place" and lang == "zh":
            # "东湖公园", "西湖风景区": the name runs on to the last kind word ("东湖" is a lake, but not the park)
            rest = s[m.end("v") :]
            while more := re.match(rf"[^\W的了在是和去到我你他她这那个一趟次]{{0,3}}?{_PLACE_END_ZH}", rest):
                value, rest = value + more[0], rest[len(more[0]) :]
            tail = re.fullmatch(r"[^\W的了在是和附近旁边里栋号楼单元\d]{1,4}", rest)
            if (
                relation == "居住"
                and tail
                and m.groupdict().get("k") is None
                and tail[0] not in ("上", "那边", "那儿", "这边")
            ):
                value += tail[0]  # "住在翠湖天地": the whole name, not the lake in it
        typ = {"表": "手表"}.get(m.groupdict().get("t") or "", m.groupdict().get("t") or "")
        if not typ and m.groupdict().get("dev") is not None:
            typ = device_kind(value, lang)
        _add(drafts, value, kind, relation, typ, lang)
        return True  # one statement, one thing: "我买了…" read once, not again as "我有…"
    return False


def _add(drafts: list[Draft], name: str, kind: EntityKind, relation: str, typ: str, lang: str) -> None:
    d = next((x for x in drafts if x.name.casefold() == name.casefold()), None)
    if d is not None and d.kind == "org" and kind == "place":
        d.kind, d.relation = "place", d.relation or relation  # "my doctor is at Mercy General": a place the user goes
    if d is not None and d.kind == "person" and kind == "place" and not (d.relation or d.facts) and " " in name:
        d.kind, d.relation = "place", relation  # "Victoria Park is right by my place": two words, not "Emma"
    if d is None:
        d = Draft(name=name, kind=kind, relation=relation, language=lang)
        drafts.append(d)
    if typ:
        d.add_fact("type", typ, "类别" if lang == "zh" else "type", correction=False)


def rejoined(sentences: Sequence[str]) -> list[str]:
    """The sentences, with those cut after an abbreviation joined again ("St. Luke's Hospital"), and an English one
    cut after a number ("My perfume is Chanel No. 5. I rent…" is two)."""
    out: list[str] = []
    for sentence in sentences:
        if out and re.search(r"\b(?:St|Mt|Ft|Dr|Mr|Mrs|Ms)\.$", out[-1]):
            out[-1] += " " + sentence
        else:
            out.append(sentence)
    return [part for s in out for part in re.split(r"(?<=\d[.!?])\s+(?=[A-Z])", s)]


def read_owned(sentences: Sequence[str], state: Sentence, language: str) -> None:
    """Read the things and places of one message's sentences into `state.drafts`."""
    for sentence in rejoined(sentences):
        # a Chinese sentence naming a Latin model ("我一直用OPPO Find X7") is read by the Chinese rules
        lang = "zh" if re.search(r"[\u4e00-\u9fff]", sentence) else "en"
        if re.search(r"[？?]", sentence):
            # "I've gone through three pairs of On Cloudmonster, no?": a statement with a question tag states it
            sentence = untag(sentence, lang) or ""
        s = strip_edges(sentence)
        if not s or re.search(r"[？?]", s):
            continue
        if WISH.search(s):
            continue
        if lang == "zh":
            if _QUESTION_ZH.search(s) or _HYPOTHETICAL_ZH.search(s):
                continue
            first = True
            for clause in re.split(r"[，,；;。！!～~…]", s):
                clause = strip_edges(clause)
                if _OPENER_ZH.fullmatch(clause):
                    continue  # "话说，拿红米K70打的字": an opener alone says nothing, the clause after it opens
                while (said := FILLER.sub("", clause, count=1)) != clause:
                    clause = said  # "就是说我家楼下就是永辉超市": what is said after the stall
                # "最近换了个一加12", "出门必喷古驰花悦": a sentence opening on its verb is the user's; a later
                # clause may be of whoever the one before it named
                if clause and not _read(clause, "zh", state.drafts) and first and not clause.startswith("我"):
                    _read("我" + clause, "zh", state.drafts)
                first = False
        elif not (_QUESTION_EN.search(s) or _HYPOTHETICAL_EN.search(s)):
            _read(_OPENER_EN.sub("", s), "en", state.drafts)  # "Oh, the robot vac at ours is a Roborock S8"
