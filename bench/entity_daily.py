"""The open `daily` pools of `bench/entity_daily_gen.py`: names, relation words, values, statement and question
templates for relatives, colleagues, events, things and places. Tune on it freely.

Its counterpart `entity_daily_holdout.py` is closed (never opened while tuning) and shares with it no names, no
templates and, where a language allows, no values (the education scale and relation words are the language's own).

Statement fields: ``{ref}`` how the user names a person (name, "我表哥孙立伟", "my uncle", a pronoun), ``{name}``
a full name, ``{rel}`` a relation word, ``{v}`` a value, ``{ev}`` an event (its name, "那次发布会", a pronoun).
Question fields: ``{ref}``, ``{a}`` / ``{b}`` two people, ``{scope}`` a set ("我的亲戚里"), ``{c}`` a condition's
value (a threshold, a province, a city, a degree), ``{ev}``; a conditional question is a single one whose ``{ref}``
is a ``who`` frame around a ``cond`` clause. A value ``"a|b"`` is said as ``a`` and accepted as ``a`` or ``b``.
Comparative templates carry their direction ("max" / "min"); the answer needs every compared value either way.
"""

from __future__ import annotations

from typing import Any

# fmt: off
ZH: dict[str, Any] = {
    "surnames": ["韩", "冯", "曹", "彭", "曾", "肖", "田", "董", "潘", "袁", "蒋", "蔡"],
    "given": {
        "f": ["慧琳", "雅婷", "晓梅", "丽萍", "静怡", "春燕", "雨欣", "佩玲", "素芬", "梓涵", "玉兰", "艳华"],
        "m": ["志强", "建军", "宏伟", "德明", "文涛", "子豪", "国栋", "明辉", "永刚", "嘉诚", "少华", "立军"],
    },
    "relatives": {
        "father": ("父亲", "m", "old"), "mother": ("母亲", "f", "old"), "cousin_om": ("表哥", "m", "peer"),
        "cousin_of": ("表姐", "f", "peer"), "cousin_ym": ("表弟", "m", "young"), "cousin_yf": ("表妹", "f", "young"),
        "uncle_f": ("叔叔", "m", "old"), "aunt_f": ("婶婶", "f", "old"), "uncle_m": ("舅舅", "m", "old"),
        "aunt_m": ("舅妈", "f", "old"), "aunt_p": ("姑姑", "f", "old"), "cousin_pm": ("堂哥", "m", "peer"),
    },
    "family": ["father", "uncle_f", "aunt_p", "cousin_pm"],
    "colleagues": {"boss": "上司", "report": "下属", "colleague": "同事"},
    "pronoun": {"f": "她", "m": "他"},
    "after_intro": {"f": ["她", "她", "其"], "m": ["他", "他", "其"]},
    "intro": [
        "{name}是我的{rel}", "我{rel}叫{name}", "我有个{rel}叫{name}", "说说我{rel}{name}吧",
        "介绍一下，{name}是我{rel}",
    ],
    "rel_ref": ["我{rel}{name}", "我那个{rel}{name}"], "rel_only": "我{rel}",
    "attr": {
        "age": ["{ref}今年{v}岁", "{ref}{v}岁了", "{ref}的年龄是{v}岁", "{ref}已经{v}岁啦", "{ref}今年刚满{v}岁"],
        "height": ["{ref}身高{v}", "{ref}个子{v}", "{ref}的身高是{v}", "{ref}大概{v}高", "{ref}个头{v}左右"],
        "birthday": [
            "{ref}的生日是{v}", "{ref}是{v}出生的", "{ref}{v}过生日", "{ref}生日在{v}", "每年{v}是{ref}的生日",
        ],
        "from": ["{ref}老家是{v}的", "{ref}的家乡是{v}", "{ref}是{v}人", "{ref}老家在{v}", "{ref}从小在{v}长大"],
        "works_in": [
            "{ref}在{v}工作", "{ref}的工作地是{v}", "{ref}现在在{v}上班", "{ref}常驻{v}", "{ref}一直在{v}打拼",
        ],
        "education": ["{ref}的教育背景是{v}", "{ref}是{v}学历", "{ref}{v}毕业", "{ref}的学历是{v}", "{ref}读到了{v}"],
        "job": ["{ref}是一名{v}", "{ref}是做{v}的", "{ref}的职业是{v}", "{ref}当{v}好多年了", "{ref}干{v}这一行"],
        "title": ["{ref}的职位是{v}", "{ref}现在是{v}", "{ref}在公司当{v}", "{ref}刚升了{v}", "{ref}担任{v}"],
        "employer": [
            "{ref}在{v}上班", "{ref}的单位是{v}", "{ref}就职于{v}", "{ref}的单位名称是{v}", "{ref}供职于{v}",
        ],
        "hobby": [
            "{ref}的兴趣爱好是{v}", "{ref}平时喜欢{v}", "{ref}特别爱{v}", "{ref}业余时间爱{v}", "{ref}的爱好是{v}",
        ],
        "trait": ["{ref}的性格很{v}", "{ref}性格{v}", "{ref}这个人挺{v}的", "{ref}是个很{v}的人", "{ref}为人{v}"],
        "phone": [
            "{ref}的电话是{v}", "{ref}的手机号是{v}", "{ref}的联系方式是{v}", "{ref}电话号码{v}",
            "记一下{ref}的手机：{v}",
        ],
        "email": [
            "{ref}的邮箱是{v}", "{ref}的电子邮箱是{v}", "{ref}邮箱地址是{v}", "给{ref}发邮件用{v}",
            "{ref}的email是{v}",
        ],
    },
    "values": {
        "from": [
            ("山东", "济南"), ("山东", "烟台"), ("山东", "潍坊"), ("浙江", "宁波"), ("浙江", "温州"),
            ("浙江", "绍兴"), ("江苏", "无锡"), ("江苏", "徐州"), ("湖南", "长沙"), ("湖南", "岳阳"),
            ("福建", "厦门"), ("福建", "泉州"),
        ],
        "works_in": ["深圳", "上海", "北京", "杭州", "苏州", "广州"],
        "education": ["高中", "专科|大专", "本科", "硕士|研究生", "博士"],
        "job": ["医生", "程序员", "会计", "小学老师", "护士", "律师", "建筑师", "销售", "厨师", "公务员"],
        "title": ["部门经理", "项目主管", "技术总监", "组长", "副总经理", "人事专员"],
        "employer": ["华信科技", "市第一人民医院", "蓝海物流", "星辰教育", "中青建设集团", "天和律师事务所"],
        "hobby": ["钓鱼", "摄影", "打羽毛球", "弹吉他", "跑马拉松", "养多肉", "练书法"],
        "trait": ["乐观", "内向", "开朗", "细心", "急躁", "幽默", "稳重"],
        "email_handles": ["sunny", "leo", "xiaoyu", "mingming", "happy", "tiger"],
        "email_domains": ["163.com", "qq.com", "126.com"],
        "size": [
            "十来个人|十来", "三十人左右|三十", "五十多人|五十", "一百多人|一百", "两百人左右|两百|200",
            "上千人|千人",
        ],
        "duration": ["半天", "一整天|一天", "两天", "三天", "一周|一个星期", "半个月"],
    },
    "venues": {
        "上海": ["国家会展中心", "世博中心", "梅赛德斯奔驰文化中心"], "杭州": ["国际博览中心", "黄龙体育中心"],
        "深圳": ["会展中心", "湾区之光"], "北京": ["国家会议中心", "798艺术区"], "广州": ["琶洲会展中心", "海心沙"],
    },
    "events": {
        "meeting": {
            "short": "会议", "names": ["华东区渠道合作洽谈会", "年度供应商大会", "新能源行业峰会"],
            "content": ["讨论下半年的渠道合作|渠道合作", "跟三家新供应商签约|供应商", "聊储能电池的价格走势|储能"],
        },
        "training": {
            "short": "培训", "names": ["项目管理PMP培训", "新晋经理领导力培训", "数据分析实战训练营"],
            "content": ["学怎么带团队|带团队", "学用Python做数据分析|Python", "讲风险管理和排期|风险管理"],
        },
        "job_fair": {
            "short": "招聘会", "names": ["春季校园招聘会", "高新区人才招聘会"],
            "content": ["帮公司招应届生|应届生", "招测试工程师|测试工程师"],
        },
        "launch": {
            "short": "发布会", "names": ["极光X2手机发布会", "云帆智能新品发布会"],
            "content": ["发布新一代扫地机器人|扫地机器人", "发布一款折叠屏手机|折叠屏"],
        },
        "kickoff": {
            "short": "启动会", "names": ["智慧园区项目启动会", "ERP升级项目启动会"],
            "content": ["定项目分工和里程碑|里程碑", "确定系统上线时间|上线时间"],
        },
        "trip": {
            "short": "旅行", "sizes": ["一家四口|四口", "六个人|六"],
            "names": ["国庆家庭旅行", "公司团建旅行", "和大学室友的毕业旅行"],
            "places": [("三亚", "亚龙湾"), ("桂林", "阳朔"), ("西安", "大雁塔")],
            "content": ["看海潜水|潜水", "爬山看日出|日出", "吃遍当地小吃|小吃"],
            "durations": ["三天", "一周|一个星期", "五天"],
        },
        "concert": {
            "short": "音乐会", "names": ["新年交响音乐会", "钢琴独奏音乐会"],
            "content": ["演奏贝多芬第九交响曲|贝多芬", "弹肖邦的夜曲|肖邦"],
            "durations": ["两个小时|两小时", "一晚上"],
        },
        "party": {
            "short": "聚会", "sizes": ["十来个人|十来", "二十多人|二十"],
            "names": ["大学同学十年聚会", "老乡周末聚会"], "content": ["一起吃火锅叙旧|火锅", "玩剧本杀|剧本杀"],
        },
        "exhibition": {
            "short": "展览", "names": ["莫奈印象派画展", "当代陶瓷艺术展"],
            "content": ["看莫奈的睡莲系列|睡莲", "展出上百件青花瓷|青花瓷"],
        },
    },
    "event_intro": [
        "上个月我参加了{name}", "前阵子我去了{name}", "跟你说说{name}", "我刚参加完{name}", "最近去了一趟{name}",
    ],
    "event_ref": ["那次{short}", "上次那个{short}"], "event_pronoun": "那次活动",
    "event_attr": {
        "place": ["{ev}是在{v}办的", "{ev}的地点在{v}", "{ev}在{v}举行", "{ev}地点是{v}", "我们是去{v}参加的{ev}"],
        "size": ["{ev}有{v}", "{ev}大概{v}参加", "{ev}来了{v}", "参加{ev}的有{v}", "{ev}的规模是{v}"],
        "duration": ["{ev}持续了{v}", "{ev}一共{v}", "{ev}前后{v}", "{ev}为期{v}", "{ev}总共搞了{v}"],
        "date": ["{ev}是{v}那天", "{ev}的时间是{v}", "{ev}在{v}", "{v}那天是{ev}", "{ev}定在{v}"],
        "content": ["{ev}主要是{v}", "{ev}的主要内容是{v}", "{ev}上主要{v}", "{ev}的主题是{v}", "在{ev}上我们{v}"],
    },
    "things": {
        "phone": {
            "say": ["我现在用的手机是{v}", "我的手机是{v}", "我一直用{v}", "我新买了一台{v}", "我换了{v}，挺好用"],
            "ask": ["我用的是什么手机？", "我现在的手机是哪款？", "我手机什么型号？", "你记得我用什么手机吗？"],
            "values": ["华为Mate 60|Mate 60", "小米14 Pro|小米14", "OPPO Find X7|Find X7", "vivo X100|X100"],
        },
        "perfume": {
            "say": [
                "我平时用的香水是{v}", "我最喜欢的香水是{v}", "我一直喷{v}", "我常用{v}这款香水", "最近爱上了{v}",
            ],
            "ask": ["我用的是什么香水？", "我最喜欢哪款香水？", "我平时喷什么香水？", "我常用的香水是哪款？"],
            "values": ["祖玛珑蓝风铃|蓝风铃", "香奈儿五号|五号", "迪奥真我|真我", "爱马仕大地|大地"],
        },
        "shoes": {
            "say": ["我跑步穿的是{v}", "我的跑鞋是{v}", "我一直穿{v}跑步", "我新买的跑鞋是{v}", "我最爱的跑鞋是{v}"],
            "ask": ["我跑步穿什么鞋？", "我的跑鞋是哪款？", "我跑步用的鞋是什么？", "我最喜欢哪双跑鞋？"],
            "values": ["亚瑟士Kayano|Kayano", "耐克飞马|飞马", "李宁飞电|飞电", "特步160X|160X"],
        },
        "vacuum": {
            "say": [
                "我家的扫地机器人是{v}", "我们家用{v}扫地", "我买了台{v}扫地机", "家里扫地靠{v}", "我家扫地机是{v}",
            ],
            "ask": [
                "我家的扫地机器人是什么牌子？", "我用的扫地机是哪款？", "我们家扫地机器人是哪个？",
                "我买的扫地机是什么？",
            ],
            "values": ["石头G20|G20", "科沃斯X2|X2", "追觅S30|S30"],
        },
    },
    "places": {
        "home": {
            "say": ["我住在{v}", "我家在{v}", "我们家小区叫{v}", "我现在住{v}", "我租的房子在{v}"],
            "ask": ["我住在哪个小区？", "我家小区叫什么？", "我住哪儿？", "我现在住的小区是哪个？"],
            "values": ["阳光花园小区|阳光花园", "翠湖天地", "绿城桂花园|桂花园", "万科城市花园|城市花园"],
        },
        "park": {
            "say": [
                "我周末常去{v}跑步", "我经常去{v}遛弯", "我家附近的公园是{v}", "我最喜欢去{v}散步", "我常在{v}骑车",
            ],
            "ask": ["我常去哪个公园？", "我周末去哪个公园跑步？", "我家附近的公园叫什么？", "我爱去的公园是哪个？"],
            "values": ["世纪公园", "中山公园", "滨江森林公园|滨江"],
        },
        "hospital": {
            "say": ["我看病一般去{v}", "我常去的医院是{v}", "我家离{v}很近", "我每年在{v}体检", "我挂号一般挂{v}的"],
            "ask": ["我看病一般去哪家医院？", "我常去的医院是哪家？", "我在哪家医院体检？", "我一般去哪个医院？"],
            "values": ["瑞金医院", "仁济医院", "华山医院"],
        },
        "mall": {
            "say": ["我常逛{v}", "我周末爱去{v}逛街", "我上班路过{v}", "我买衣服一般去{v}", "离我家最近的商场是{v}"],
            "ask": ["我常去哪个商场？", "我周末去哪逛街？", "我一般去哪个商场买衣服？", "离我家最近的商场是哪个？"],
            "values": ["来福士广场|来福士", "万象城", "大悦城"],
        },
    },
    "voices": [
        {"pre": ["跟你说，", "对了，", "哎，"], "post": ["～", "，哈哈。", "！"]},
        {"pre": ["顺便说下，", "补充一下，"], "post": ["。", "，你记一下。"]},
        {"pre": ["嘿嘿，", "诶，", "你知道吗，"], "post": ["呢。", "哦～", "啦！"]},
    ],
    "filler": [
        "今天好冷啊", "晚上吃点啥好呢", "最近睡得不太好", "周末想去看场电影", "这周加了三天班", "推荐一部轻松的剧吧",
        "我在学做菜", "下个月想去爬山", "地铁又晚点了", "今天心情不错",
    ],
    "reply": ["好的，记下了。", "明白。", "收到～", "好的。", "嗯嗯，了解了。"],
    "q": {
        "single": {
            "age": ["{ref}多大了？", "{ref}今年几岁？", "{ref}年龄多大？", "{ref}多少岁了？"],
            "height": ["{ref}多高？", "{ref}身高多少？", "{ref}个子有多高？", "{ref}的身高是多少？"],
            "birthday": ["{ref}生日是哪天？", "{ref}的生日是几月几号？", "{ref}什么时候过生日？", "{ref}哪天生日？"],
            "from": ["{ref}老家是哪里的？", "{ref}的家乡在哪？", "{ref}是哪里人？", "{ref}老家在哪儿？"],
            "works_in": [
                "{ref}在哪个城市工作？", "{ref}的工作地是哪里？", "{ref}在哪座城市上班？",
                "{ref}工作地点在哪个城市？",
            ],
            "education": ["{ref}是什么学历？", "{ref}的教育背景是什么？", "{ref}学历是啥？", "{ref}读到什么学历？"],
            "job": ["{ref}是做什么的？", "{ref}的职业是什么？", "{ref}干什么工作？", "{ref}从事什么职业？"],
            "title": [
                "{ref}是什么职位？", "{ref}在公司担任什么职务？", "{ref}的职位是什么？", "{ref}现在是什么岗位？",
            ],
            "employer": [
                "{ref}在哪个单位上班？", "{ref}的单位名称是什么？", "{ref}在哪家公司工作？", "{ref}就职于哪里？",
            ],
            "hobby": [
                "{ref}有什么兴趣爱好？", "{ref}平时喜欢干什么？", "{ref}的爱好是什么？", "{ref}业余时间喜欢做什么？",
            ],
            "trait": ["{ref}性格怎么样？", "{ref}是什么性格？", "{ref}这个人性格如何？", "{ref}的性格是什么样的？"],
            "phone": ["{ref}的电话是多少？", "{ref}手机号多少？", "{ref}的联系电话是什么？", "怎么打电话给{ref}？"],
            "email": [
                "{ref}的邮箱是什么？", "{ref}的邮箱地址是多少？", "{ref}的电子邮箱是哪个？",
                "给{ref}发邮件发到哪个地址？",
            ],
        },
        "cond": {
            "from": ["老家在{v}", "家乡在{v}", "老家是{v}"], "works_in": ["在{v}工作", "在{v}上班", "工作地在{v}"],
            "job": ["当{v}", "做{v}", "职业是{v}"], "title": ["当{v}", "职位是{v}", "担任{v}"],
            "education": ["{v}学历", "学历是{v}", "{v}毕业"], "employer": ["在{v}上班", "单位是{v}", "在{v}工作"],
            "hobby": ["喜欢{v}", "爱{v}", "爱好是{v}"],
        },
        "who": ["我那个{cond}的{rel}", "{cond}的那个{rel}", "我那位{cond}的{rel}", "我提过的{cond}的那个{rel}"],
        "group": {"relative": "亲戚", "colleague": "同事"},
        "pair": {
            "height": [
                ("max", "{a}和{b}谁更高？"), ("max", "{a}跟{b}比，谁个子高？"), ("min", "{a}和{b}谁矮一些？"),
                ("max", "{a}、{b}两个人哪个更高？"),
            ],
            "age": [
                ("max", "{a}和{b}谁年纪大？"), ("min", "{a}和{b}谁更年轻？"), ("max", "{a}跟{b}谁岁数大？"),
                ("max", "{a}和{b}哪个年龄大一点？"),
            ],
            "birthday": [
                ("min", "{a}和{b}谁的生日更早？"), ("min", "{a}跟{b}谁先过生日？"),
                ("min", "一年里{a}和{b}谁的生日在前？"), ("max", "{a}和{b}谁的生日更晚？"),
            ],
        },
        "top": {
            "height": [
                ("max", "{scope}谁最高？"), ("min", "{scope}谁个子最矮？"), ("max", "{scope}谁的身高最高？"),
                ("max", "{scope}哪个人个头最高？"),
            ],
            "age": [
                ("max", "{scope}谁年纪最大？"), ("min", "{scope}谁最年轻？"), ("max", "{scope}谁岁数最大？"),
                ("min", "{scope}年龄最小的是谁？"),
            ],
            "birthday": [
                ("min", "{scope}谁的生日最早？"), ("max", "{scope}谁的生日最晚？"),
                ("min", "{scope}一年里谁最先过生日？"), ("min", "{scope}谁的生日排在最前面？"),
            ],
        },
        "scope": {"relative": "我的亲戚里", "colleague": "我同事里", "all": "我跟你说过的这些人里"},
        "count": {
            "height>": [
                "有几个人的身高在{c}厘米以上？", "我说过的人里，个子超过{c}厘米的有几个？",
                "身高{c}cm以上的有多少人？", "多少人身高超过{c}厘米？",
            ],
            "height<": [
                "有几个人身高不到{c}厘米？", "身高低于{c}厘米的有几个人？", "个子矮于{c}cm的有几位？",
                "有多少人身高在{c}厘米以下？",
            ],
            "age<=": [
                "有几个人的年龄在{c}岁及以下？", "{c}岁以下（含）的有几个人？", "不超过{c}岁的有几个？",
                "多少人年纪在{c}岁或更小？",
            ],
            "age>": [
                "有几个人年龄超过{c}岁？", "{c}岁以上的有几个人？", "年纪大于{c}岁的有多少人？",
                "我提到的人里有几个超过{c}岁？",
            ],
            "from": [
                "有几个人的家乡在{c}？", "老家是{c}的有几个人？", "多少人是{c}人？",
                "我说过的人里，几个人老家在{c}？",
            ],
            "works_in": [
                "有几个人在{c}工作？", "工作地在{c}的有几位？", "多少人在{c}上班？", "在{c}工作的一共有几个人？",
            ],
            "education=": ["有几个人是{c}学历？", "学历是{c}的有几个人？", "多少人{c}毕业？", "{c}学历的一共几位？"],
            "education>=": [
                "有几个人是{c}及以上学历？", "学历在{c}或以上的有几个人？", "多少人学历不低于{c}？",
                "{c}及以上学历的一共有几位？",
            ],
            "event.place": [
                "有几个活动的地点在{c}？", "我参加的活动里有几个在{c}办的？", "在{c}举办的活动有几个？",
                "多少个活动是在{c}？",
            ],
        },
        "event": {
            "place": ["{ev}在哪里办的？", "{ev}的地点是哪？", "{ev}在哪儿举行的？", "{ev}是在什么地方？"],
            "size": ["{ev}规模多大？", "{ev}有多少人参加？", "{ev}来了多少人？", "{ev}大概多少人？"],
            "duration": ["{ev}持续了多久？", "{ev}一共多长时间？", "{ev}开了多久？", "{ev}前后多长时间？"],
            "date": ["{ev}是什么时候？", "{ev}是哪天？", "{ev}的时间是哪天？", "{ev}在几月几号？"],
            "content": ["{ev}主要内容是什么？", "{ev}主要讲了什么？", "{ev}上都干了啥？", "{ev}的主题是什么？"],
        },
    },
}

EN: dict[str, Any] = {
    "surnames": [
        "Brennan", "Castillo", "Fischer", "Okafor", "Lindqvist", "Sato", "Whitaker", "Moreno", "Delgado", "Kowalski",
        "Hughes", "Pryce",
    ],
    "given": {
        "f": ["Priya", "Nora", "Tessa", "Ivy", "Julia", "Leah", "Maya", "Erin", "Claire", "Holly", "Fiona", "Rosa"],
        "m": [
            "Owen", "Felix", "Marcus", "Derek", "Caleb", "Simon", "Grant", "Wesley", "Colin", "Trevor", "Miles",
            "Jonah",
        ],
    },
    "relatives": {
        "father": ("father", "m", "old"), "mother": ("mother", "f", "old"), "cousin_f": ("cousin", "f", "peer"),
        "cousin_m": ("cousin", "m", "peer"), "uncle": ("uncle", "m", "old"), "aunt": ("aunt", "f", "old"),
        "grandma": ("grandmother", "f", "elder"), "niece": ("niece", "f", "young"),
        "nephew": ("nephew", "m", "young"), "brother_in_law": ("brother-in-law", "m", "peer"),
    },
    "family": ["father", "uncle", "cousin_m"],
    "colleagues": {"boss": "boss", "report": "direct report", "colleague": "colleague"},
    "pronoun": {"f": "she", "m": "he"},
    "possessive": {"f": "her", "m": "his"},
    "after_intro": {"f": ["she"], "m": ["he"]},
    "intro": [
        "{name} is my {rel}", "My {rel} is {name}", "I have a {rel} named {name}",
        "Let me tell you about my {rel} {name}", "{name}, my {rel}, came up today",
    ],
    "rel_ref": ["my {rel} {name}"], "rel_only": "my {rel}",
    "attr": {
        "age": [
            "{ref} is {v}", "{ref} just turned {v}", "{ref} is {v} years old", "{ref}'s age is {v}",
            "{ref} is {v} this year",
        ],
        "height": [
            "{ref} is {v} tall", "{ref} stands {v}", "{ref}'s height is {v}", "{ref} is about {v}",
            "{ref} measures {v}",
        ],
        "birthday": [
            "{ref}'s birthday is {v}", "{ref} was born on {v}", "{ref}'s birthday falls on {v}",
            "{ref} has a birthday on {v}", "{ref}'s birthday is coming up on {v}",
        ],
        "from": [
            "{ref} is from {v}", "{ref} grew up in {v}", "{ref}'s hometown is {v}", "{ref} was raised in {v}",
            "{ref} comes from {v}",
        ],
        "works_in": [
            "{ref} works in {v}", "{ref} is based in {v} for work", "{ref}'s job is in {v}",
            "{ref} commutes to {v} for work", "{ref} has an office in {v}",
        ],
        "education": [
            "{ref} has a {v}", "{ref}'s education is a {v}", "{ref} finished a {v}", "{ref} holds a {v}",
            "{ref} earned a {v}",
        ],
        "job": [
            "{ref} works as a {v}", "{ref} is a {v}", "{ref}'s job: {v}", "{ref} has been a {v} for years",
            "{ref} makes a living as a {v}",
        ],
        "title": [
            "{ref}'s title is {v}", "{ref} is the {v} at work", "{ref} was promoted to {v}",
            "{ref}'s position is {v}", "{ref} serves as {v}",
        ],
        "employer": [
            "{ref} works at {v}", "{ref} is employed by {v}", "{ref}'s employer is {v}", "{ref} is with {v}",
            "{ref} has a job at {v}",
        ],
        "hobby": [
            "{ref} loves {v}", "{ref}'s hobby is {v}", "{ref} is into {v}", "{ref} spends weekends {v}",
            "{ref} is big on {v}",
        ],
        "trait": [
            "{ref} is very {v}", "{ref} is a {v} person", "{ref}'s personality is {v}", "{ref} is pretty {v}",
            "{ref} has always been {v}",
        ],
        "phone": [
            "{ref}'s number is {v}", "{ref}'s phone is {v}", "{ref}'s cell number is {v}", "{ref} has the number {v}",
            "{ref}'s mobile is {v}",
        ],
        "email": [
            "{ref}'s email is {v}", "{ref}'s email address is {v}", "{ref} uses {v} for email",
            "{ref}'s inbox is {v}", "{ref} can be emailed at {v}",
        ],
    },
    "values": {
        "from": [
            ("Ohio", "Columbus"), ("Ohio", "Dayton"), ("Ohio", "Toledo"), ("Texas", "Austin"), ("Texas", "El Paso"),
            ("Oregon", "Portland"), ("Oregon", "Eugene"), ("Michigan", "Detroit"), ("Michigan", "Lansing"),
            ("Georgia", "Savannah"), ("Georgia", "Macon"),
        ],
        "works_in": ["Denver", "Boston", "Phoenix", "Atlanta", "San Diego", "Minneapolis"],
        "education": [
            "high school diploma|high school", "associate degree|associate", "bachelor's degree|bachelor",
            "master's degree|master", "PhD|doctorate",
        ],
        "job": [
            "pharmacist", "nurse", "software developer", "accountant", "electrician", "chef", "lawyer", "architect",
        ],
        "title": [
            "department manager", "team lead", "senior engineer", "operations director", "HR specialist",
            "vice president",
        ],
        "employer": [
            "Northwind Logistics", "St. Mary's Hospital", "Bluepeak Software", "Harbor Bank", "Greenfield Schools",
        ],
        "hobby": [
            "fishing", "photography", "playing guitar", "running marathons", "gardening", "rock climbing",
            "woodworking",
        ],
        "trait": ["optimistic", "introverted", "outgoing", "meticulous", "easygoing", "funny", "stubborn"],
        "email_handles": ["sunny.k", "mjones", "rosebud", "tk.walker", "blue.heron", "chip"],
        "email_domains": ["gmail.com", "yahoo.com", "outlook.com"],
        "size": [
            "about a dozen people|dozen", "around 30 people|30", "about 200 people|200",
            "over a thousand people|thousand", "roughly 80 people|80", "about 500 people|500",
        ],
        "duration": [
            "half a day", "a full day|one day", "two days", "three days", "a week|one week", "a month|one month",
        ],
    },
    "venues": {
        "Chicago": ["McCormick Place", "the Navy Pier ballroom"],
        "Boston": ["the Hynes Convention Center", "Symphony Hall"],
        "Austin": ["the Palmer Events Center", "the Long Center"],
        "Denver": ["the Colorado Convention Center", "the Ellie Caulkins Opera House"],
        "Seattle": ["the Seattle Center", "Benaroya Hall"],
    },
    "events": {
        "meeting": {
            "short": "meeting", "names": ["the Q3 distributor summit", "the annual supplier meeting"],
            "content": ["negotiating the new shipping contracts|shipping contracts", "next year's budget|budget"],
        },
        "training": {
            "short": "training", "names": ["the leadership workshop", "the data analytics bootcamp"],
            "content": ["how to coach a team|coach", "building dashboards in SQL|dashboards"],
        },
        "job_fair": {
            "short": "job fair", "names": ["the spring campus job fair", "the downtown tech career fair"],
            "content": ["hiring graduates for our support team|graduates", "recruiting QA testers|QA testers"],
        },
        "launch": {
            "short": "product launch", "names": ["the Nimbus X2 launch", "the Corvid smart speaker launch"],
            "content": ["unveiling a robot vacuum|robot vacuum", "a foldable tablet|foldable tablet"],
        },
        "kickoff": {
            "short": "kickoff", "names": ["the Atlas project kickoff", "the warehouse automation kickoff"],
            "content": ["splitting up roles and milestones|milestones", "agreeing on the go-live date|go-live"],
        },
        "trip": {
            "short": "trip", "sizes": ["the four of us|four", "just six of us|six"],
            "names": ["our anniversary trip", "the family road trip", "the college friends' trip"],
            "places": [("Maui", "Kaanapali Beach"), ("Utah", "Zion National Park"), ("Vermont", "Stowe")],
            "content": [
                "snorkeling and beach days|snorkeling", "hiking the canyon trails|hiking",
                "eating our way through local diners|diners",
            ],
            "durations": ["five days", "a week|one week", "ten days"],
        },
        "concert": {
            "short": "concert", "names": ["the New Year symphony concert", "the solo piano recital"],
            "content": ["Beethoven's Ninth|Beethoven", "Chopin nocturnes|Chopin"],
            "durations": ["two hours", "an evening"],
        },
        "party": {
            "short": "party", "sizes": ["about a dozen people|dozen", "some 25 people|25"],
            "names": ["the ten-year college reunion", "the neighborhood barbecue"],
            "content": ["catching up over barbecue|barbecue", "a murder mystery game|murder mystery"],
        },
        "exhibition": {
            "short": "exhibition", "names": ["the Monet exhibition", "the modern ceramics show"],
            "content": ["Monet's water lilies|water lilies", "over a hundred porcelain vases|porcelain"],
        },
    },
    "event_intro": [
        "I went to {name} last month", "I attended {name} recently", "Let me tell you about {name}",
        "I just got back from {name}", "I was at {name} a while ago",
    ],
    "event_ref": ["that {short}", "the {short}"], "event_pronoun": "it",
    "event_attr": {
        "place": [
            "{ev} was held at {v}", "{ev} took place at {v}", "{ev} was at {v}", "the venue for {ev} was {v}",
            "{ev} happened at {v}",
        ],
        "size": [
            "{ev} had {v}", "{ev} drew {v}", "there were {v} at {ev}", "{ev} was attended by {v}",
            "{ev} brought in {v}",
        ],
        "duration": [
            "{ev} lasted {v}", "{ev} ran for {v}", "{ev} went on for {v}", "{ev} took {v}", "{ev} was {v} long",
        ],
        "date": [
            "{ev} was on {v}", "{ev} happened on {v}", "{ev} took place on {v}", "the date of {ev} was {v}",
            "{ev} fell on {v}",
        ],
        "content": [
            "{ev} was mostly about {v}", "{ev} focused on {v}", "at {ev} we covered {v}",
            "the main topic of {ev} was {v}", "{ev} centered on {v}",
        ],
    },
    "things": {
        "phone": {
            "say": [
                "My phone is a {v}", "I use a {v}", "I just got a {v}", "I've had my {v} for two years",
                "I switched to a {v}",
            ],
            "ask": [
                "What phone do I use?", "Which phone do I have?", "What's my phone model?",
                "Do you remember what phone I use?",
            ],
            "values": ["Pixel 8", "Galaxy S24", "iPhone 14", "OnePlus 12"],
        },
        "perfume": {
            "say": [
                "My everyday perfume is {v}", "I always wear {v}", "My favorite scent is {v}",
                "I've been wearing {v} lately", "My signature perfume is {v}",
            ],
            "ask": [
                "What perfume do I wear?", "What's my favorite scent?", "Which perfume do I use?",
                "What fragrance do I usually wear?",
            ],
            "values": [
                "Chanel No. 5|No. 5", "Dior Sauvage|Sauvage", "Jo Malone Wood Sage|Wood Sage",
                "Le Labo Santal 33|Santal",
            ],
        },
        "shoes": {
            "say": [
                "I run in {v}", "My running shoes are {v}", "I just bought {v} for running",
                "I've worn {v} for every race", "My go-to running shoes are {v}",
            ],
            "ask": [
                "What running shoes do I wear?", "Which shoes do I run in?", "What are my running shoes?",
                "What brand of running shoes do I use?",
            ],
            "values": [
                "Brooks Ghost|Ghost", "Hoka Clifton|Clifton", "Nike Pegasus|Pegasus", "Asics Novablast|Novablast",
            ],
        },
        "vacuum": {
            "say": [
                "Our robot vacuum is a {v}", "We clean with a {v}", "I bought a {v} for the floors",
                "The vacuum we use is a {v}", "Our floors get done by a {v}",
            ],
            "ask": [
                "Which robot vacuum do we have?", "What vacuum do I use?", "What brand is our robot vacuum?",
                "What do we clean the floors with?",
            ],
            "values": ["Roomba j7|Roomba", "Dyson V15|V15", "Shark AI Ultra|Shark"],
        },
    },
    "places": {
        "home": {
            "say": [
                "I live at {v}", "My place is at {v}", "Home for me is {v}", "I rent an apartment at {v}",
                "We moved into {v} last year",
            ],
            "ask": [
                "Where do I live?", "What's the name of my apartment complex?", "Which complex do I live in?",
                "Where is my home?",
            ],
            "values": ["Maple Court", "Riverside Commons", "Oakwood Terrace"],
        },
        "park": {
            "say": [
                "I jog in {v} most weekends", "I walk the dog in {v}", "The park near me is {v}",
                "My favorite park is {v}", "I bike around {v} a lot",
            ],
            "ask": [
                "Which park do I go to?", "Where do I jog on weekends?", "What park is near me?",
                "What's my favorite park?",
            ],
            "values": ["Lincoln Park", "Cedar Hill Park", "Greenlake Park"],
        },
        "hospital": {
            "say": [
                "My doctor is at {v}", "I get my checkups at {v}", "I usually go to {v}", "{v} is the hospital I use",
                "I had my physical at {v}",
            ],
            "ask": [
                "Which hospital do I go to?", "Where do I get my checkups?", "What hospital do I use?",
                "Where is my doctor?",
            ],
            "values": [
                "Mercy General|Mercy", "St. Luke's Hospital|St. Luke's", "Providence Medical Center|Providence",
            ],
        },
        "mall": {
            "say": [
                "I shop at {v}", "I pass {v} on my way to work", "My go-to mall is {v}",
                "I buy most of my clothes at {v}", "The closest mall to me is {v}",
            ],
            "ask": [
                "Which mall do I shop at?", "What's my go-to mall?", "Where do I buy my clothes?",
                "What mall is closest to me?",
            ],
            "values": ["Westfield Mall|Westfield", "Northgate Plaza|Northgate", "Crossroads Center|Crossroads"],
        },
    },
    "voices": [
        {"pre": ["Oh, ", "By the way, ", "So, "], "post": ["!", " lol.", " :)"]},
        {"pre": ["Just so you know, ", "For the record, "], "post": [".", ", fyi."]},
        {"pre": ["Guess what, ", "Haha, ", "Btw "], "post": ["!!", " haha.", "."]},
    ],
    "filler": [
        "It's freezing today", "What should I make for dinner", "I slept badly again", "Maybe a movie this weekend",
        "Worked late three days this week", "Recommend me a light comedy", "I'm learning to cook",
        "Thinking of a hike next month", "The bus was late again", "Good mood today",
    ],
    "reply": ["Got it.", "Noted!", "Okay.", "Thanks, I'll remember that.", "Sure."],
    "q": {
        "single": {
            "age": ["How old is {ref}?", "What's {ref}'s age?", "How old did {ref} turn?", "What age is {ref}?"],
            "height": [
                "How tall is {ref}?", "What's {ref}'s height?", "What height is {ref}?",
                "How tall did I say {ref} is?",
            ],
            "birthday": [
                "When is {ref}'s birthday?", "What's {ref}'s birthday?", "When was {ref} born?",
                "On what day does {ref} have a birthday?",
            ],
            "from": [
                "Where is {ref} from?", "What's {ref}'s hometown?", "Where did {ref} grow up?",
                "Which city is {ref} originally from?",
            ],
            "works_in": [
                "Which city does {ref} work in?", "Where is {ref} based for work?", "What city is {ref}'s job in?",
                "In which city does {ref} work?",
            ],
            "education": [
                "What's {ref}'s education?", "What degree does {ref} have?", "How far did {ref} go in school?",
                "What is {ref}'s highest degree?",
            ],
            "job": [
                "What does {ref} do for a living?", "What's {ref}'s job?", "What is {ref}'s occupation?",
                "What kind of work does {ref} do?",
            ],
            "title": [
                "What's {ref}'s title?", "What position does {ref} hold?", "What is {ref}'s job title?",
                "What role does {ref} have at work?",
            ],
            "employer": [
                "Where does {ref} work?", "Who does {ref} work for?", "What company is {ref} with?",
                "Who is {ref}'s employer?",
            ],
            "hobby": [
                "What are {ref}'s hobbies?", "What does {ref} do for fun?", "What is {ref} into?",
                "What's {ref}'s hobby?",
            ],
            "trait": [
                "What's {ref} like as a person?", "What kind of personality does {ref} have?",
                "How would you describe {ref}'s personality?", "What is {ref}'s temperament?",
            ],
            "phone": [
                "What's {ref}'s phone number?", "What number can I reach {ref} at?", "What is {ref}'s cell?",
                "Do you have {ref}'s number?",
            ],
            "email": [
                "What's {ref}'s email?", "What is {ref}'s email address?", "Which address does {ref} use for email?",
                "Where do I email {ref}?",
            ],
        },
        "cond": {
            "from": ["from {v}", "who grew up in {v}", "whose hometown is {v}"],
            "works_in": ["who works in {v}", "based in {v}", "whose office is in {v}"],
            "job": ["who is a {v}", "who works as a {v}"], "title": ["who is the {v}", "whose title is {v}"],
            "education": ["with a {v}", "who has a {v}"], "employer": ["who works at {v}", "at {v}"],
            "hobby": ["who loves {v}", "who is into {v}"],
        },
        "who": ["my {rel} {cond}", "that {rel} of mine {cond}", "the {rel} {cond}", "the one {rel} {cond}"],
        "group": {"relative": "relative", "colleague": "colleague"},
        "pair": {
            "height": [
                ("max", "Who is taller, {a} or {b}?"), ("min", "Who is shorter, {a} or {b}?"),
                ("max", "Between {a} and {b}, who's taller?"), ("max", "Is {a} or {b} the taller one?"),
            ],
            "age": [
                ("max", "Who is older, {a} or {b}?"), ("min", "Who is younger, {a} or {b}?"),
                ("max", "Between {a} and {b}, who's older?"), ("min", "Which is younger: {a} or {b}?"),
            ],
            "birthday": [
                ("min", "Who has the earlier birthday in the year, {a} or {b}?"),
                ("max", "Who has the later birthday, {a} or {b}?"),
                ("min", "Between {a} and {b}, whose birthday comes first in the year?"),
                ("min", "Whose birthday is earlier, {a}'s or {b}'s?"),
            ],
        },
        "top": {
            "height": [
                ("max", "Who is the tallest {scope}?"), ("min", "Who is the shortest {scope}?"),
                ("max", "Which one {scope} is the tallest?"), ("max", "Who stands tallest {scope}?"),
            ],
            "age": [
                ("max", "Who is the oldest {scope}?"), ("min", "Who is the youngest {scope}?"),
                ("max", "Which one {scope} is the oldest?"), ("min", "Which person {scope} is youngest?"),
            ],
            "birthday": [
                ("min", "Whose birthday is earliest in the year {scope}?"),
                ("max", "Whose birthday comes last in the year {scope}?"),
                ("min", "Who celebrates a birthday first in the year {scope}?"),
                ("min", "Which one {scope} has the earliest birthday?"),
            ],
        },
        "scope": {
            "relative": "of my relatives", "colleague": "of my colleagues", "all": "of everyone I've told you about",
        },
        "count": {
            "height>": [
                "How many of the people I mentioned are taller than {c} cm?",
                "How many people I told you about are over {c} cm tall?",
                "Of everyone I mentioned, how many stand above {c} cm?", "How many people are taller than {c} cm?",
            ],
            "height<": [
                "How many of the people I mentioned are shorter than {c} cm?",
                "How many people I told you about are under {c} cm?",
                "Of everyone I mentioned, how many are below {c} cm?", "How many people are shorter than {c} cm?",
            ],
            "age<=": [
                "How many of the people I mentioned are {c} or younger?",
                "How many people I told you about are aged {c} or under?",
                "Of everyone I mentioned, how many are no older than {c}?",
                "How many people are {c} years old or younger?",
            ],
            "age>": [
                "How many of the people I mentioned are older than {c}?",
                "How many people I told you about are over {c}?",
                "Of everyone I mentioned, how many are above {c} years old?", "How many people are older than {c}?",
            ],
            "from": [
                "How many of the people I mentioned are from {c}?",
                "How many people I told you about grew up in {c}?",
                "Of everyone I mentioned, how many have a hometown in {c}?", "How many people come from {c}?",
            ],
            "works_in": [
                "How many of the people I mentioned work in {c}?",
                "How many people I told you about are based in {c} for work?",
                "Of everyone I mentioned, how many have jobs in {c}?", "How many people work in {c}?",
            ],
            "education=": [
                "How many of the people I mentioned have a {c}?", "How many people I told you about hold a {c}?",
                "Of everyone I mentioned, how many have a {c} as their education?", "How many people have a {c}?",
            ],
            "education>=": [
                "How many of the people I mentioned have a {c} or higher?", "How many people have at least a {c}?",
                "Of everyone I mentioned, how many have a {c} or more?",
                "How many people I told you about are educated to {c} level or above?",
            ],
            "event.place": [
                "How many of the events I went to were in {c}?",
                "How many events I told you about took place in {c}?", "Of my events, how many were held in {c}?",
                "How many events did I attend in {c}?",
            ],
        },
        "event": {
            "place": [
                "Where was {ev} held?", "Where did {ev} take place?", "What was the venue of {ev}?",
                "Where was {ev}?",
            ],
            "size": [
                "How big was {ev}?", "How many people were at {ev}?", "How many attended {ev}?",
                "What was the size of {ev}?",
            ],
            "duration": [
                "How long was {ev}?", "How long did {ev} last?", "How much time did {ev} take?",
                "What was the length of {ev}?",
            ],
            "date": [
                "When was {ev}?", "What date was {ev}?", "On what day did {ev} happen?", "When did {ev} take place?",
            ],
            "content": [
                "What was {ev} about?", "What was the main content of {ev}?", "What did {ev} cover?",
                "What happened at {ev}?",
            ],
        },
    },
}

# fmt: on

POOLS: dict[str, dict[str, Any]] = {"zh": ZH, "en": EN}
