"""The closed `daily_holdout` pools of `bench/entity_daily_gen.py` — do not open, print or tune on this file.

It stands in for the third-party sets we do not have: the same shape as the open `entity_daily.py` (see there for
the fields), with other names, templates and, where a language allows, values. Read its aggregate figures only
(`bench/entities.py --split daily_holdout`), and rarely.
"""

from __future__ import annotations

from typing import Any

# fmt: off
ZH: dict[str, Any] = {
    "surnames": ["余", "杜", "叶", "程", "魏", "苏", "吕", "丁", "沈", "任", "姚", "卢"],
    "given": {
        "f": ["若彤", "思雨", "秀兰", "凤英", "婉清", "晓丹", "美华", "巧云", "雪莹", "可欣", "桂兰", "丹丹"],
        "m": ["俊辉", "国华", "振宇", "海波", "晨曦", "树林", "金龙", "伟东", "学文", "长江", "浩宇", "宏亮"],
    },
    "relatives": {
        "father": ("父亲", "m", "old"), "mother": ("母亲", "f", "old"), "cousin_om": ("表哥", "m", "peer"),
        "cousin_of": ("表姐", "f", "peer"), "cousin_ym": ("表弟", "m", "young"), "cousin_yf": ("表妹", "f", "young"),
        "uncle_f": ("叔叔", "m", "old"), "aunt_f": ("婶婶", "f", "old"), "uncle_m": ("舅舅", "m", "old"),
        "aunt_m": ("舅妈", "f", "old"), "aunt_mm": ("姨妈", "f", "old"), "uncle_p": ("姑父", "m", "old"),
        "cousin_pf": ("堂姐", "f", "peer"),
    },
    "family": ["father", "uncle_f", "cousin_pf"],
    "colleagues": {"boss": "领导", "report": "下属", "colleague": "同事"},
    "pronoun": {"f": "她", "m": "他"},
    "after_intro": {"f": ["她", "其"], "m": ["他", "其"]},
    "intro": [
        "我{rel}是{name}", "{name}是我{rel}", "我的{rel}名叫{name}", "聊聊我{rel}{name}", "提一下，{name}是我的{rel}",
        "我想说说{name}，我的{rel}",
    ],
    "rel_ref": ["我的{rel}{name}", "{rel}{name}"], "rel_only": "我的{rel}",
    "attr": {
        "age": [
            "{ref}现年{v}岁", "{ref}今年{v}周岁", "{ref}的岁数是{v}", "{ref}年纪{v}岁", "{ref}有{v}岁了",
            "算下来{ref}今年{v}岁",
        ],
        "height": [
            "{ref}身高有{v}", "{ref}净身高{v}", "{ref}的个头是{v}", "{ref}高{v}", "量下来{ref}是{v}",
            "{ref}差不多{v}的个子",
        ],
        "birthday": [
            "{ref}生于{v}", "{ref}的出生日期是{v}", "{ref}是{v}生日", "{ref}每年{v}过生日", "{ref}{v}出生",
            "{ref}的生日定在{v}",
        ],
        "from": [
            "{ref}的老家在{v}", "{ref}出生在{v}", "{ref}家是{v}的", "{ref}籍贯{v}", "{ref}打小在{v}长大",
            "{ref}是{v}那边的人",
        ],
        "works_in": [
            "{ref}在{v}上班呢", "{ref}工作的城市是{v}", "{ref}的工作地点在{v}", "{ref}去{v}工作了",
            "{ref}在{v}那边工作", "{ref}目前在{v}发展",
        ],
        "education": [
            "{ref}学历{v}", "{ref}是{v}毕业的", "{ref}有{v}学历", "{ref}的文化程度是{v}", "{ref}念到{v}",
            "{ref}拿的是{v}学历",
        ],
        "job": [
            "{ref}的本职工作是{v}", "{ref}当了{v}", "{ref}从事{v}工作", "{ref}是个{v}", "{ref}在做{v}",
            "{ref}的行当是{v}",
        ],
        "title": [
            "{ref}任{v}", "{ref}的职务是{v}", "{ref}在单位任{v}", "{ref}做到了{v}", "{ref}目前职位是{v}",
            "{ref}升任{v}",
        ],
        "employer": [
            "{ref}在{v}任职", "{ref}的工作单位是{v}", "{ref}是{v}的员工", "{ref}上班的地方是{v}", "{ref}服务于{v}",
            "{ref}给{v}打工",
        ],
        "hobby": [
            "{ref}的业余爱好是{v}", "{ref}喜欢{v}", "{ref}热衷于{v}", "{ref}闲下来就{v}", "{ref}最大的爱好是{v}",
            "{ref}迷上了{v}",
        ],
        "trait": [
            "{ref}性格比较{v}", "{ref}的个性很{v}", "{ref}为人很{v}", "{ref}属于{v}的性格", "{ref}挺{v}的一个人",
            "{ref}的脾气{v}",
        ],
        "phone": [
            "{ref}的手机是{v}", "{ref}的电话号码是{v}", "{ref}的号码是{v}", "打{ref}电话拨{v}", "{ref}手机号{v}",
            "{ref}的联系电话：{v}",
        ],
        "email": [
            "{ref}的邮件地址是{v}", "{ref}邮箱是{v}", "{ref}用的邮箱是{v}", "发邮件给{ref}：{v}", "{ref}的电邮是{v}",
            "{ref}的工作邮箱是{v}",
        ],
    },
    "values": {
        "from": [
            ("四川", "成都"), ("四川", "绵阳"), ("四川", "乐山"), ("广东", "汕头"), ("广东", "湛江"),
            ("河南", "洛阳"), ("河南", "开封"), ("湖北", "宜昌"), ("湖北", "襄阳"), ("安徽", "芜湖"),
            ("安徽", "安庆"), ("山东", "青岛"),
        ],
        "works_in": ["南京", "天津", "武汉", "西安", "重庆", "东莞"],
        "education": ["初中", "高中", "大专|专科", "本科|大学本科", "硕士|研究生", "博士"],
        "job": ["药剂师", "工程师", "出纳", "记者", "牙医", "设计师", "司机", "大学教授", "电工", "翻译"],
        "title": ["区域经理", "财务主管", "产品总监", "班组长", "总经理助理", "运营专员"],
        "employer": ["远航电子", "省人民医院", "金桥地产", "明德中学", "安达保险", "润丰食品"],
        "hobby": ["下象棋", "游泳", "登山|爬山", "唱K", "绣十字绣", "打乒乓球", "骑行"],
        "trait": ["外向", "温和", "较真", "热情", "腼腆", "大大咧咧", "严谨"],
        "email_handles": ["star", "panda", "moon", "ocean", "kiki", "dawei"],
        "email_domains": ["sina.com", "foxmail.com", "outlook.com"],
        "size": [
            "二十来人|二十", "八十人左右|八十", "三百多人|三百", "五百人|500", "两千多人|两千", "四五十人|四五十",
        ],
        "duration": ["一上午", "四天", "五天", "十天", "一个月", "两周|两个星期"],
    },
    "venues": {
        "南京": ["国际博览中心", "奥体中心"], "成都": ["世纪城新国际会展中心", "东郊记忆"],
        "武汉": ["国际会展中心", "琴台大剧院"], "西安": ["曲江国际会展中心", "大唐不夜城"],
        "天津": ["梅江会展中心", "天津大剧院"],
    },
    "events": {
        "meeting": {
            "short": "会议", "names": ["西南区经销商年会", "跨境电商合作论坛", "季度业务复盘会"],
            "content": ["谈明年的代理政策|代理政策", "对接海外仓资源|海外仓", "复盘三季度销售数据|销售数据"],
        },
        "training": {
            "short": "培训", "names": ["安全生产培训", "新员工入职培训", "财务软件操作培训"],
            "content": ["学消防知识和应急演练|消防", "熟悉公司制度|公司制度", "学报销系统怎么用|报销系统"],
        },
        "job_fair": {
            "short": "招聘会", "names": ["秋季人才交流会", "退役军人专场招聘会"],
            "content": ["招销售代表|销售代表", "招仓库管理员|仓库管理员"],
        },
        "launch": {
            "short": "发布会", "names": ["星河新能源汽车发布会", "青禾智能手表发布会"],
            "content": ["推出一款续航600公里的电动车|电动车", "推出新款运动手表|运动手表"],
        },
        "kickoff": {
            "short": "启动会", "names": ["数字化转型项目启动会", "新厂房建设启动会"],
            "content": ["明确各部门分工|分工", "讲施工进度安排|施工进度"],
        },
        "trip": {
            "short": "旅游", "sizes": ["我们三个人|三个人", "一家五口|五口"],
            "names": ["春节自驾游", "蜜月旅行", "闺蜜旅行"],
            "places": [("大理", "洱海"), ("哈尔滨", "冰雪大世界"), ("张家界", "天门山")],
            "content": ["环洱海骑行|骑行", "看冰雕|冰雕", "走玻璃栈道|玻璃栈道"],
            "durations": ["四天", "六天", "两周|两个星期"],
        },
        "concert": {
            "short": "演唱会", "names": ["跨年演唱会", "经典老歌演唱会"],
            "content": ["唱了很多九十年代的老歌|老歌", "有一段民乐合奏|民乐"],
            "durations": ["三个小时|三小时", "一整晚"],
        },
        "party": {
            "short": "聚会", "sizes": ["七八个人|七八个", "三十来人|三十"], "names": ["高中同学聚会", "部门年终聚餐"],
            "content": ["一起唱K|唱K", "抽奖发红包|抽奖"],
        },
        "exhibition": {
            "short": "艺术展", "names": ["敦煌壁画艺术展", "梵高星空沉浸展"],
            "content": ["看复原的壁画洞窟|壁画", "看星月夜的数字投影|星月夜"],
        },
    },
    "event_intro": [
        "之前去参加了{name}", "我参加过{name}", "讲讲{name}", "那天我去了{name}", "{name}我也去了",
        "前几天有个{name}",
    ],
    "event_ref": ["那个{short}", "这次{short}"], "event_pronoun": "这个活动",
    "event_attr": {
        "place": [
            "{ev}的举办地点是{v}", "{ev}办在{v}", "{ev}选在了{v}", "{ev}场地在{v}", "{ev}是在{v}开的",
            "{ev}安排在{v}",
        ],
        "size": [
            "{ev}规模大概{v}", "{ev}到场的有{v}", "{ev}差不多{v}", "{ev}一共来了{v}", "{ev}参与的人有{v}",
            "{ev}人数在{v}",
        ],
        "duration": ["{ev}为时{v}", "{ev}整整{v}", "{ev}办了{v}", "{ev}历时{v}", "{ev}时长{v}", "{ev}连着{v}"],
        "date": [
            "{ev}的日期是{v}", "{ev}在{v}举行", "{ev}是{v}开的", "{ev}赶在{v}", "{ev}安排在{v}那天", "{v}我去了{ev}",
        ],
        "content": [
            "{ev}主要讲的是{v}", "{ev}的内容主要是{v}", "{ev}重点是{v}", "{ev}上大家{v}", "{ev}的主要环节是{v}",
            "{ev}基本就是{v}",
        ],
    },
    "things": {
        "laptop": {
            "say": [
                "我办公用的笔记本是{v}", "我的电脑是{v}", "我买了台{v}笔记本", "我一直用{v}办公",
                "我手上这台笔记本是{v}",
            ],
            "ask": ["我用的什么笔记本电脑？", "我的电脑是哪款？", "我办公用什么电脑？", "我的笔记本是什么牌子？"],
            "values": ["联想小新Pro|小新", "MacBook Air|MacBook", "华硕灵耀|灵耀", "戴尔XPS|XPS"],
        },
        "headphones": {
            "say": ["我戴的耳机是{v}", "我通勤用{v}听歌", "我新入的耳机是{v}", "我平时用{v}", "我的降噪耳机是{v}"],
            "ask": ["我用的什么耳机？", "我通勤戴哪款耳机？", "我的耳机是什么牌子？", "我平时听歌用什么耳机？"],
            "values": ["索尼WH-1000XM5|1000XM5", "AirPods Pro|AirPods", "华为FreeBuds|FreeBuds", "Bose QC45|QC45"],
        },
        "watch": {
            "say": ["我手上戴的是{v}", "我的手表是{v}", "我戴{v}跑步", "我买了块{v}", "我天天戴着{v}"],
            "ask": ["我戴的什么表？", "我的手表是哪款？", "我跑步戴什么手表？", "我手腕上那块表是什么？"],
            "values": ["佳明Forerunner|Forerunner", "Apple Watch", "华为GT4|GT4", "卡西欧G-Shock|G-Shock"],
        },
        "coffee": {
            "say": [
                "我家的咖啡机是{v}", "我每天用{v}做咖啡", "我入手了一台{v}", "我们家煮咖啡用{v}",
                "家里那台咖啡机是{v}",
            ],
            "ask": ["我家用的什么咖啡机？", "我的咖啡机是哪个牌子？", "我用什么做咖啡？", "家里咖啡机是哪款？"],
            "values": ["德龙ECAM|德龙", "飞利浦EP2124|飞利浦", "雀巢胶囊机|胶囊机"],
        },
    },
    "places": {
        "home": {
            "say": ["我家住{v}", "我住的小区是{v}", "我在{v}买了房", "我们住在{v}那边", "我现在的家在{v}"],
            "ask": ["我住的是哪个小区？", "我家在哪个小区？", "我在哪儿住？", "我们家住哪？"],
            "values": ["锦绣华庭", "碧桂园凤凰城|凤凰城", "保利香槟国际|香槟国际", "金地格林小镇|格林小镇"],
        },
        "gym": {
            "say": ["我办卡的健身房是{v}", "我常去{v}健身", "我下班去{v}撸铁", "我在{v}练瑜伽", "我锻炼一般在{v}"],
            "ask": ["我在哪个健身房锻炼？", "我常去哪家健身房？", "我下班去哪健身？", "我办卡的健身房叫什么？"],
            "values": ["乐刻健身|乐刻", "超级猩猩", "威尔士健身|威尔士"],
        },
        "scenic": {
            "say": [
                "我最近去了{v}", "我每年都去{v}玩", "我特别喜欢{v}那个景点", "周末带孩子去了{v}", "我上回逛了{v}",
            ],
            "ask": [
                "我常去的那个景点是哪？", "我提过的景点是哪个？", "我喜欢去哪个景点？", "我去过的那个景区叫什么？",
            ],
            "values": ["颐和园", "黄山", "鼓浪屿", "九寨沟"],
        },
        "commute": {
            "say": [
                "我上班每天路过{v}", "我通勤经过{v}", "我坐地铁要经过{v}", "我下班会路过{v}", "我每天从{v}旁边走过",
            ],
            "ask": ["我上班路过哪里？", "我通勤经过什么地方？", "我每天路过的是哪？", "我上下班经过哪个地方？"],
            "values": ["人民广场", "五角场", "中关村", "解放碑"],
        },
    },
    "voices": [
        {"pre": ["话说，", "哈喽，", "我跟你讲，"], "post": ["哈。", "呀～", "！！"]},
        {"pre": ["另外，", "再说一个，"], "post": ["。", "，帮我记住。"]},
        {"pre": ["emmm，", "害，"], "post": ["吧。", "嘛。"]},
    ],
    "filler": [
        "外面下雨了", "中午吃了碗面", "周一又要开会", "最近在看一本历史书", "手机快没电了", "明天要早起", "想学游泳",
        "今天步数一万多", "这个月预算超了", "晚上要加班",
    ],
    "reply": ["记住了。", "好嘞。", "了解。", "行，我记下了。", "没问题。"],
    "q": {
        "single": {
            "age": ["{ref}今年多大？", "{ref}几岁了？", "{ref}多大年纪？", "{ref}的年龄是多少？"],
            "height": ["{ref}身高是多少？", "{ref}个子多高？", "{ref}有多高？", "{ref}长得多高？"],
            "birthday": ["{ref}的生日是哪天？", "{ref}几月几号生日？", "{ref}是哪天出生的？", "{ref}的生日在几号？"],
            "from": ["{ref}的老家是哪？", "{ref}是哪儿的人？", "{ref}家乡是哪里？", "{ref}的籍贯是哪？"],
            "works_in": [
                "{ref}在哪儿工作？", "{ref}的工作城市是哪？", "{ref}在什么城市上班？", "{ref}目前在哪座城市工作？",
            ],
            "education": [
                "{ref}的学历是什么？", "{ref}是什么文化程度？", "{ref}学历怎么样？", "{ref}念到了什么程度？",
            ],
            "job": ["{ref}是干什么的？", "{ref}的工作是什么？", "{ref}做哪一行？", "{ref}是什么职业？"],
            "title": ["{ref}担任什么职位？", "{ref}的职务是啥？", "{ref}在单位是什么职位？", "{ref}现在是什么职位？"],
            "employer": [
                "{ref}的工作单位是哪？", "{ref}在什么单位？", "{ref}是哪家单位的？", "{ref}在哪家单位任职？",
            ],
            "hobby": ["{ref}喜欢做什么？", "{ref}的爱好有哪些？", "{ref}有啥爱好？", "{ref}平时爱干嘛？"],
            "trait": ["{ref}的性格如何？", "{ref}是个什么样的人？", "{ref}脾气怎么样？", "{ref}性格是什么样？"],
            "phone": ["{ref}的手机号是多少？", "{ref}电话多少？", "{ref}的号码是什么？", "{ref}的联系方式是啥？"],
            "email": ["{ref}的邮箱是多少？", "{ref}邮箱是啥？", "{ref}的电子邮件地址是什么？", "{ref}用哪个邮箱？"],
        },
        "cond": {
            "from": ["老家{v}", "家在{v}", "籍贯{v}"], "works_in": ["人在{v}", "工作城市是{v}", "在{v}做事"],
            "job": ["是{v}", "干{v}", "从事{v}"], "title": ["任{v}", "做{v}", "职务是{v}"],
            "education": ["学历{v}", "是{v}学历", "读到{v}"], "employer": ["在{v}任职", "工作单位是{v}", "是{v}员工"],
            "hobby": ["热衷{v}", "迷{v}"],
        },
        "who": ["那个{cond}的{rel}", "我的那个{cond}的{rel}", "{cond}的{rel}", "我认识的{cond}的那位{rel}"],
        "group": {"relative": "亲戚", "colleague": "同事"},
        "pair": {
            "height": [
                ("max", "{a}跟{b}哪个高？"), ("min", "{a}和{b}哪个矮？"), ("max", "{a}与{b}相比谁更高一些？"),
                ("max", "比一下{a}和{b}的身高，谁高？"),
            ],
            "age": [
                ("max", "{a}与{b}谁年长？"), ("min", "{a}跟{b}哪个年纪小？"), ("max", "{a}和{b}比谁大？"),
                ("max", "{a}和{b}谁的年龄更大？"),
            ],
            "birthday": [
                ("min", "{a}跟{b}谁的生日靠前？"), ("max", "{a}和{b}谁的生日靠后？"),
                ("min", "{a}与{b}哪个先过生日？"), ("min", "按日子算，{a}和{b}谁生日早？"),
            ],
        },
        "top": {
            "height": [
                ("max", "{scope}个子最高的是谁？"), ("min", "{scope}哪个最矮？"), ("max", "{scope}谁身高最高？"),
                ("max", "{scope}最高的是哪位？"),
            ],
            "age": [
                ("max", "{scope}年纪最大的是谁？"), ("min", "{scope}谁年纪最小？"), ("max", "{scope}哪位最年长？"),
                ("min", "{scope}最年轻的是哪个？"),
            ],
            "birthday": [
                ("min", "{scope}谁生日最靠前？"), ("max", "{scope}谁最晚过生日？"),
                ("min", "{scope}哪位的生日最早？"), ("max", "{scope}生日最晚的是谁？"),
            ],
        },
        "scope": {"relative": "亲戚当中", "colleague": "同事当中", "all": "我提到的所有人里"},
        "count": {
            "height>": [
                "身高超过{c}厘米的有几个？", "有多少人个子在{c}厘米以上？", "{c}厘米以上的人有几个？",
                "我说的这些人里有几个高于{c}厘米？",
            ],
            "height<": [
                "身高在{c}厘米以下的有几个？", "有多少人矮于{c}厘米？", "个子不到{c}厘米的有几人？",
                "低于{c}厘米的一共几个人？",
            ],
            "age<=": [
                "{c}岁及以下的有几个人？", "年龄不超过{c}岁的有多少人？", "有几个人年纪在{c}岁以内（含{c}岁）？",
                "不大于{c}岁的共几人？",
            ],
            "age>": [
                "年龄大于{c}岁的有几个？", "超过{c}岁的人有多少？", "有几个人已经过了{c}岁？",
                "{c}岁往上的有几个人？",
            ],
            "from": ["家乡是{c}的有几个？", "有多少人老家在{c}？", "{c}人有几个？", "籍贯在{c}的一共几人？"],
            "works_in": [
                "在{c}上班的有几个？", "有多少人的工作地在{c}？", "工作城市是{c}的有几人？", "几个人在{c}工作？",
            ],
            "education=": [
                "学历为{c}的有几个人？", "有多少人是{c}学历？", "{c}毕业的有几个？", "几个人的学历是{c}？",
            ],
            "education>=": [
                "学历{c}及以上的有多少人？", "有几个人学历在{c}以上（含{c}）？", "至少{c}学历的有几个？",
                "{c}或更高学历的共几人？",
            ],
            "event.place": [
                "在{c}办的活动有几个？", "有几场活动是在{c}？", "地点在{c}的活动有多少个？",
                "我去的活动里，几个在{c}？",
            ],
        },
        "event": {
            "place": ["{ev}的地点在哪？", "{ev}在哪办的？", "{ev}是在哪里举行的？", "{ev}办在什么地方？"],
            "size": ["{ev}有多少人？", "{ev}的规模是多大？", "{ev}去了多少人？", "{ev}参加的人多吗？"],
            "duration": ["{ev}办了多久？", "{ev}一共几天？", "{ev}持续多长时间？", "{ev}的时长是多少？"],
            "date": ["{ev}是几号？", "{ev}哪天举行的？", "{ev}的日期是？", "{ev}是什么日子？"],
            "content": ["{ev}讲了些什么？", "{ev}都有什么内容？", "{ev}主要干了什么？", "{ev}的重点是什么？"],
        },
    },
}

EN: dict[str, Any] = {
    "surnames": [
        "Ashworth", "Bianchi", "Cho", "Dunn", "Ferreira", "Gallagher", "Haddad", "Ibarra", "Jensen", "Kerr", "Lam",
        "Mbeki",
    ],
    "given": {
        "f": ["Beth", "Gemma", "Lucy", "Paige", "Nadia", "Vera", "Sofia", "Tara", "Wendy", "Alice", "Joy", "Mabel"],
        "m": ["Hugo", "Ian", "Neil", "Oscar", "Rory", "Toby", "Wade", "Zach", "Dean", "Abe", "Reid", "Leon"],
    },
    "relatives": {
        "dad": ("dad", "m", "old"), "mom": ("mom", "f", "old"), "cousin_f": ("cousin", "f", "peer"),
        "cousin_m": ("cousin", "m", "peer"), "uncle": ("uncle", "m", "old"), "aunt": ("aunt", "f", "old"),
        "grandpa": ("grandfather", "m", "elder"), "sister_in_law": ("sister-in-law", "f", "peer"),
        "stepbrother": ("stepbrother", "m", "peer"),
    },
    "family": ["dad", "uncle", "cousin_m", "grandpa"],
    "colleagues": {"boss": "manager", "report": "team member", "colleague": "coworker"},
    "pronoun": {"f": "she", "m": "he"},
    "possessive": {"f": "her", "m": "his"},
    "after_intro": {"f": ["she"], "m": ["he"]},
    "intro": [
        "This is about my {rel}, {name}", "My {rel}'s name is {name}", "There's my {rel} {name}",
        "So my {rel} {name}", "Quick note on my {rel} {name}", "{name} — my {rel}",
    ],
    "rel_ref": ["my {rel} {name}", "our {rel} {name}"], "rel_only": "my {rel}",
    "attr": {
        "age": [
            "{ref} is {v} now", "{ref} is aged {v}", "{ref} recently hit {v}", "{ref} is all of {v}",
            "{ref} has reached {v}", "{ref} is a {v}-year-old",
        ],
        "height": [
            "{ref} is {v}", "{ref} is {v} without shoes", "{ref} comes in at {v}", "{ref} reaches {v}",
            "{ref} has a height of {v}", "{ref} is around {v} tall",
        ],
        "birthday": [
            "{ref} was born {v}", "{ref}'s birth date is {v}", "{ref} blows out candles on {v}",
            "{ref}'s birthday lands on {v}", "{ref} gets a year older on {v}", "{ref} has {v} as a birthday",
        ],
        "from": [
            "{ref} is a native of {v}", "{ref} was born in {v}", "{ref}'s roots are in {v}",
            "{ref} spent childhood in {v}", "{ref} calls {v} home originally", "{ref}'s home town is {v}",
        ],
        "works_in": [
            "{ref} works over in {v}", "{ref} has a job in {v}", "{ref} is employed in {v}",
            "{ref}'s workplace is in {v}", "{ref} goes to work in {v}", "{ref} took a job in {v}",
        ],
        "education": [
            "{ref} completed a {v}", "{ref} studied up to a {v}", "{ref} has a {v} under the belt",
            "{ref} graduated with a {v}", "{ref}'s highest degree is a {v}", "{ref} got as far as a {v}",
        ],
        "job": [
            "{ref} is employed as a {v}", "{ref} earns a living as a {v}", "{ref} trained as a {v}",
            "{ref}'s line of work: {v}", "{ref} works these days as a {v}", "{ref} is a {v} by trade",
        ],
        "title": [
            "{ref}'s role is {v}", "{ref} got promoted to {v}", "{ref} is currently {v}", "{ref}'s job title is {v}",
            "{ref} works as the {v}", "{ref} was named {v}",
        ],
        "employer": [
            "{ref} works for a company called {v}", "{ref} is employed at {v}", "{ref} has been with {v} for years",
            "{ref} joined {v}", "{ref}'s company is {v}", "{ref} draws a paycheck from {v}",
        ],
        "hobby": [
            "{ref} enjoys {v}", "{ref}'s pastime is {v}", "{ref} is crazy about {v}", "{ref} spends free time on {v}",
            "{ref} has a passion for {v}", "{ref} likes {v}",
        ],
        "trait": [
            "{ref} is quite {v}", "{ref} is {v} as a person", "{ref}'s temperament is {v}", "{ref} tends to be {v}",
            "{ref} seems {v}", "{ref} is really {v}",
        ],
        "phone": [
            "{ref}'s cell is {v}", "{ref}'s contact number is {v}", "{ref}'s phone number: {v}",
            "{ref} picks up at {v}", "{ref}'s mobile number is {v}", "{ref} has the phone number {v}",
        ],
        "email": [
            "{ref}'s e-mail is {v}", "{ref} reads mail at {v}", "{ref}'s address for email is {v}",
            "{ref} has the email {v}", "{ref}'s personal email is {v}", "{ref} can be reached by email at {v}",
        ],
    },
    "values": {
        "from": [
            ("Illinois", "Peoria"), ("Illinois", "Rockford"), ("Florida", "Tampa"), ("Florida", "Orlando"),
            ("Colorado", "Boulder"), ("Colorado", "Pueblo"), ("Wisconsin", "Madison"), ("Wisconsin", "Green Bay"),
            ("Kansas", "Wichita"), ("Kansas", "Topeka"), ("Scotland", "Glasgow"), ("Scotland", "Dundee"),
        ],
        "works_in": ["Chicago", "Nashville", "Pittsburgh", "Raleigh", "Sacramento", "Baltimore"],
        "education": [
            "high school education|high school", "two-year degree|associate", "BA|bachelor",
            "master's in finance|master", "doctorate|PhD",
        ],
        "job": [
            "dentist", "paramedic", "data analyst", "plumber", "journalist", "librarian", "veterinarian", "pilot",
        ],
        "title": [
            "regional manager", "finance supervisor", "product director", "shift lead", "executive assistant",
            "chief of staff",
        ],
        "employer": [
            "Redwood Insurance", "Summit Foods", "Lakeside Clinic", "Ironbridge Construction", "Brightline Media",
        ],
        "hobby": ["chess", "swimming", "knitting", "bird watching", "pottery", "cycling", "salsa dancing"],
        "trait": ["cheerful", "shy", "calm", "hot-tempered", "generous", "reserved", "talkative"],
        "email_handles": ["wren", "jdoe", "pixel.kat", "moss", "rkerr", "tinman"],
        "email_domains": ["hotmail.com", "icloud.com", "proton.me"],
        "size": [
            "about 40 people|40", "some 500 people|500", "twenty or so people|twenty",
            "a few thousand people|thousand", "about 150 people|150", "close to 70 people|70",
        ],
        "duration": ["a morning", "four days", "five days", "ten days", "two weeks", "a weekend"],
    },
    "venues": {
        "Philadelphia": ["the Pennsylvania Convention Center", "the Kimmel Center"],
        "Dallas": ["the Kay Bailey Hutchison Convention Center", "the Meyerson Symphony Center"],
        "Las Vegas": ["the Las Vegas Convention Center", "the Smith Center"],
        "New York": ["the Javits Center", "Carnegie Hall"],
        "Nashville": ["the Music City Center", "the Ryman Auditorium"],
    },
    "events": {
        "meeting": {
            "short": "conference",
            "names": [
                "the regional dealers' conference", "the cross-border trade forum", "the quarterly business review",
            ],
            "content": [
                "next year's agency terms|agency terms", "overseas warehouse partners|warehouse",
                "third-quarter sales numbers|sales numbers",
            ],
        },
        "training": {
            "short": "course",
            "names": [
                "the workplace safety course", "the new-hire orientation course", "the expense software course",
            ],
            "content": [
                "fire drills and first aid|first aid", "company policies|policies",
                "filing expenses in the new system|expenses",
            ],
        },
        "job_fair": {
            "short": "career fair", "names": ["the autumn talent fair", "the veterans' hiring fair"],
            "content": ["hiring sales reps|sales reps", "finding warehouse staff|warehouse staff"],
        },
        "launch": {
            "short": "unveiling", "names": ["the Stellar EV unveiling", "the Juniper smartwatch unveiling"],
            "content": ["an electric car with 370 miles of range|electric car", "a new running watch|running watch"],
        },
        "kickoff": {
            "short": "kickoff meeting",
            "names": ["the digital transformation kickoff meeting", "the new plant kickoff meeting"],
            "content": ["who owns which workstream|workstream", "the construction schedule|construction schedule"],
        },
        "trip": {
            "short": "vacation", "sizes": ["the three of us|three", "a family of five|five"],
            "names": ["our spring break vacation", "our honeymoon vacation", "the girls' vacation"],
            "places": [("Key West", "Mallory Square"), ("Banff", "Lake Louise"), ("Sedona", "Cathedral Rock")],
            "content": [
                "sunset watching and snorkeling|sunset", "canoeing on the lake|canoeing", "red rock hikes|red rock",
            ],
            "durations": ["four days", "six days", "two weeks"],
        },
        "concert": {
            "short": "show", "names": ["the New Year's Eve show", "the 90s throwback show"],
            "content": ["lots of 90s hits|90s hits", "a bluegrass set|bluegrass"],
            "durations": ["three hours", "a whole night"],
        },
        "party": {
            "short": "get-together", "sizes": ["seven or eight people|seven", "thirty-some people|thirty"],
            "names": ["the high school reunion get-together", "the team holiday get-together"],
            "content": ["karaoke|karaoke", "a gift raffle|raffle"],
        },
        "exhibition": {
            "short": "art show", "names": ["the Dunhuang murals art show", "the immersive Van Gogh art show"],
            "content": ["replicas of cave murals|murals", "projections of Starry Night|Starry Night"],
        },
    },
    "event_intro": [
        "I made it to {name}", "I attended {name} not long ago", "Quick story about {name}",
        "I spent some time at {name}", "Remember {name}? I went", "I checked out {name}",
    ],
    "event_ref": ["this {short}", "that whole {short}"], "event_pronoun": "the event",
    "event_attr": {
        "place": [
            "{ev} was hosted at {v}", "{ev}'s venue was {v}", "{ev} was put on at {v}", "{ev} was located at {v}",
            "they held {ev} at {v}", "{ev} ran at {v}",
        ],
        "size": [
            "{ev} pulled in {v}", "{ev} saw {v}", "{ev} had a crowd of {v}", "{ev}'s turnout was {v}",
            "{v} showed up to {ev}", "{ev} counted {v}",
        ],
        "duration": [
            "{ev} went for {v}", "{ev} stretched over {v}", "{ev} spanned {v}", "{ev} continued for {v}",
            "{ev} kept going for {v}", "{ev} filled {v}",
        ],
        "date": [
            "{ev} happened {v}", "{ev} was held on {v}", "{ev} was scheduled for {v}", "{ev} landed on {v}",
            "{ev}'s date was {v}", "I went to {ev} on {v}",
        ],
        "content": [
            "{ev} was all about {v}", "{ev} dealt with {v}", "{ev} covered {v}", "{ev} featured {v}",
            "the focus of {ev} was {v}", "{ev} revolved around {v}",
        ],
    },
    "things": {
        "laptop": {
            "say": [
                "My laptop is a {v}", "I work on a {v}", "I picked up a {v} for work", "I do everything on my {v}",
                "I'm typing this on a {v}",
            ],
            "ask": [
                "What laptop do I use?", "Which laptop do I have?", "What computer do I work on?",
                "What's my laptop model?",
            ],
            "values": ["ThinkPad X1|ThinkPad", "MacBook Air|MacBook", "Dell XPS 13|XPS", "Surface Laptop|Surface"],
        },
        "headphones": {
            "say": [
                "I listen with {v}", "My headphones are {v}", "I commute with {v} on", "I got {v} for the gym",
                "I never leave home without my {v}",
            ],
            "ask": [
                "What headphones do I use?", "Which headphones do I have?", "What do I listen to music with?",
                "What are my headphones?",
            ],
            "values": ["Sony WH-1000XM5|1000XM5", "AirPods Pro|AirPods", "Bose QC45|QC45", "Beats Studio|Beats"],
        },
        "watch": {
            "say": [
                "I wear a {v}", "My watch is a {v}", "I track my runs with a {v}", "I got a {v} for my birthday",
                "There's a {v} on my wrist every day",
            ],
            "ask": [
                "What watch do I wear?", "Which watch do I have?", "What do I track my runs with?",
                "What's on my wrist?",
            ],
            "values": ["Garmin Forerunner|Forerunner", "Apple Watch", "Fitbit Sense|Fitbit", "Casio G-Shock|G-Shock"],
        },
        "coffee": {
            "say": [
                "Our coffee machine is a {v}", "I make coffee with a {v}", "I bought a {v} for the kitchen",
                "Every morning I use my {v}", "The espresso maker at home is a {v}",
            ],
            "ask": [
                "What coffee machine do I have?", "What do I make coffee with?", "Which espresso maker do I use?",
                "What brand is my coffee machine?",
            ],
            "values": [
                "Breville Barista Express|Breville", "Nespresso Vertuo|Nespresso", "De'Longhi Magnifica|Magnifica",
            ],
        },
    },
    "places": {
        "home": {
            "say": [
                "I live in {v}", "We live over at {v}", "My apartment is in {v}", "I bought a condo at {v}",
                "I'm renting in {v}",
            ],
            "ask": [
                "Where's my home?", "What's the name of the place I live?", "Which building do I live in?",
                "Where am I living these days?",
            ],
            "values": ["Willow Creek Apartments|Willow Creek", "Harbor View Condos|Harbor View", "Sunset Ridge"],
        },
        "gym": {
            "say": [
                "I work out at {v}", "My gym is {v}", "I lift at {v} after work", "I do yoga at {v}",
                "I have a membership at {v}",
            ],
            "ask": [
                "Which gym do I go to?", "Where do I work out?", "What's my gym called?",
                "Where do I have a gym membership?",
            ],
            "values": ["Planet Fitness", "Gold's Gym", "Anytime Fitness"],
        },
        "scenic": {
            "say": [
                "I love visiting {v}", "I went to {v} again", "We go to {v} every summer",
                "My favorite day trip is {v}", "I took the kids to {v}",
            ],
            "ask": [
                "Which scenic spot did I mention?", "What place do I like to visit?",
                "Which sightseeing spot do I go to?", "What's the scenic spot I told you about?",
            ],
            "values": ["Niagara Falls", "the Grand Canyon|Grand Canyon", "Muir Woods"],
        },
        "commute": {
            "say": [
                "I pass {v} on my commute", "My bus goes past {v}", "I walk by {v} every morning",
                "I drive past {v} to work", "On my way home I go by {v}",
            ],
            "ask": [
                "What do I pass on my commute?", "What's on my way to work?", "What do I walk by every day?",
                "What place do I go past when commuting?",
            ],
            "values": ["Union Station", "Times Square", "the old courthouse|courthouse"],
        },
    },
    "voices": [
        {"pre": ["Okay so ", "Hey, ", "Fun fact: "], "post": ["!!", "~", ", haha."]},
        {"pre": ["Also, ", "One more thing: "], "post": [".", ", remember that."]},
        {"pre": ["Ugh, ", "Honestly, "], "post": ["...", "!"]},
    ],
    "filler": [
        "It's raining again", "Had noodles for lunch", "Another Monday meeting", "Reading a history book lately",
        "My phone's almost dead", "Early start tomorrow", "I want to learn to swim", "Hit ten thousand steps today",
        "Over budget this month", "Working late tonight",
    ],
    "reply": ["Noted.", "Will do.", "Understood.", "Okay, saved.", "Sure thing."],
    "q": {
        "single": {
            "age": [
                "What is {ref}'s age?", "How old's {ref}?", "Tell me {ref}'s age.", "Do you know how old {ref} is?",
            ],
            "height": [
                "What is {ref}'s height?", "How tall is {ref} again?", "Tell me how tall {ref} is.",
                "Do you know {ref}'s height?",
            ],
            "birthday": [
                "What is {ref}'s birthday?", "When does {ref} celebrate a birthday?",
                "Which day is {ref}'s birthday?", "Remind me of {ref}'s birthday.",
            ],
            "from": [
                "Where does {ref} come from?", "What is {ref}'s home town?", "Where was {ref} raised?",
                "Which place is {ref} from originally?",
            ],
            "works_in": [
                "What city does {ref} work in?", "Which city is {ref}'s workplace in?",
                "In what city is {ref} employed?", "Tell me the city {ref} works in.",
            ],
            "education": [
                "What education does {ref} have?", "What's the highest degree {ref} earned?",
                "How educated is {ref}?", "What did {ref} study up to?",
            ],
            "job": [
                "What is {ref}'s job?", "What does {ref} work as?", "What's {ref}'s profession?",
                "What line of work is {ref} in?",
            ],
            "title": [
                "What is {ref}'s role?", "What's {ref}'s position?", "What title does {ref} have?",
                "What's {ref}'s job title at work?",
            ],
            "employer": [
                "Which company does {ref} work for?", "Who employs {ref}?", "What's {ref}'s company?",
                "Where is {ref} employed?",
            ],
            "hobby": [
                "What does {ref} enjoy doing?", "What are {ref}'s interests?", "What's {ref}'s pastime?",
                "How does {ref} spend free time?",
            ],
            "trait": [
                "What's {ref}'s personality?", "What is {ref} like?", "How's {ref}'s temperament?",
                "Describe {ref}'s character.",
            ],
            "phone": [
                "What is {ref}'s number?", "What's {ref}'s cell number?", "How do I call {ref}?",
                "Give me {ref}'s phone number.",
            ],
            "email": [
                "What is {ref}'s email?", "What's {ref}'s e-mail address?", "How do I email {ref}?",
                "Give me {ref}'s email.",
            ],
        },
        "cond": {
            "from": ["originally from {v}", "who was born in {v}", "who's from {v}"],
            "works_in": ["who has a job in {v}", "working in {v}", "employed in {v}"],
            "job": ["who's a {v}", "working as a {v}", "the {v}"], "title": ["who's the {v}", "serving as {v}"],
            "education": ["who holds a {v}", "who completed a {v}"], "employer": ["who's at {v}", "employed at {v}"],
            "hobby": ["who enjoys {v}", "who's crazy about {v}"],
        },
        "who": ["that {rel} {cond}", "this {rel} of mine {cond}", "the {rel} I mentioned {cond}", "our {rel} {cond}"],
        "group": {"relative": "family member", "colleague": "coworker"},
        "pair": {
            "height": [
                ("max", "Which is taller: {a} or {b}?"), ("min", "Which is shorter: {a} or {b}?"),
                ("max", "Who's got more height, {a} or {b}?"), ("max", "Of {a} and {b}, who is taller?"),
            ],
            "age": [
                ("max", "Which is older: {a} or {b}?"), ("min", "Who's younger, {a} or {b}?"),
                ("max", "Of {a} and {b}, who is older?"), ("min", "Who was born later, {a} or {b}?"),
            ],
            "birthday": [
                ("min", "Of {a} and {b}, whose birthday comes earlier in the year?"),
                ("max", "Whose birthday is later in the year, {a}'s or {b}'s?"),
                ("min", "Who has a birthday first in the calendar, {a} or {b}?"),
                ("min", "Which comes first in the year, {a}'s birthday or {b}'s?"),
            ],
        },
        "top": {
            "height": [
                ("max", "Who is tallest {scope}?"), ("min", "Who is shortest {scope}?"),
                ("max", "Who's the tallest person {scope}?"), ("min", "Which person {scope} is the shortest?"),
            ],
            "age": [
                ("max", "Who is oldest {scope}?"), ("min", "Who is youngest {scope}?"),
                ("max", "Who's the eldest {scope}?"), ("min", "Which person {scope} was born most recently?"),
            ],
            "birthday": [
                ("min", "Who has the first birthday of the year {scope}?"),
                ("max", "Who has the last birthday of the year {scope}?"),
                ("min", "Whose birthday comes first {scope}?"), ("max", "Whose birthday comes last {scope}?"),
            ],
        },
        "scope": {"relative": "in my family", "colleague": "at work", "all": "among all the people I mentioned"},
        "count": {
            "height>": [
                "Among all the people I mentioned, how many are over {c} cm?",
                "How many people are more than {c} cm tall?", "Count how many people I know are taller than {c} cm.",
                "How many of my people exceed {c} cm in height?",
            ],
            "height<": [
                "Among all the people I mentioned, how many are under {c} cm?",
                "How many people are less than {c} cm tall?", "Count how many people I know are shorter than {c} cm.",
                "How many of my people fall below {c} cm?",
            ],
            "age<=": [
                "Among all the people I mentioned, how many are {c} or under?",
                "How many people are at most {c} years old?", "Count how many people I know are {c} or younger.",
                "How many of my people are not older than {c}?",
            ],
            "age>": [
                "Among all the people I mentioned, how many are over {c}?",
                "How many people are more than {c} years old?", "Count how many people I know are older than {c}.",
                "How many of my people are past {c}?",
            ],
            "from": [
                "Among all the people I mentioned, how many come from {c}?", "How many people have roots in {c}?",
                "Count how many people I know are from {c}.", "How many of my people were born in {c}?",
            ],
            "works_in": [
                "Among all the people I mentioned, how many work in {c}?", "How many people have jobs in {c}?",
                "Count how many people I know work in {c}.", "How many of my people are employed in {c}?",
            ],
            "education=": [
                "Among all the people I mentioned, how many hold a {c}?",
                "How many people have a {c} as their highest degree?", "Count how many people I know have a {c}.",
                "How many of my people finished a {c}?",
            ],
            "education>=": [
                "Among all the people I mentioned, how many have at least a {c}?",
                "How many people are educated to a {c} or beyond?",
                "Count how many people I know have a {c} or better.", "How many of my people hold a {c} or higher?",
            ],
            "event.place": [
                "How many of the events I mentioned were in {c}?", "How many events took place in {c}?",
                "Count the events I went to in {c}.", "How many of my events were held in {c}?",
            ],
        },
        "event": {
            "place": [
                "Where was {ev} hosted?", "What venue was {ev} at?", "Which place held {ev}?",
                "Where did {ev} happen?",
            ],
            "size": [
                "How many people came to {ev}?", "How large was {ev}?", "What was the turnout at {ev}?",
                "How many showed up at {ev}?",
            ],
            "duration": [
                "How long did {ev} go on?", "How long did {ev} run?", "What was the duration of {ev}?",
                "How much time did {ev} span?",
            ],
            "date": [
                "When did {ev} happen?", "What was the date of {ev}?", "On which date was {ev}?",
                "When was {ev} held?",
            ],
            "content": [
                "What was {ev} all about?", "What did {ev} feature?", "What was covered at {ev}?",
                "What was the focus of {ev}?",
            ],
        },
    },
}

# fmt: on

POOLS: dict[str, dict[str, Any]] = {"zh": ZH, "en": EN}
