"""The open `daily_talk` pools of `bench/entity_daily_gen.py`: daily-life histories in chat voices nobody has tuned
for, written 2026-11-28 (stop 38) by a hand that saw neither the readers (src/jiyi) nor the other pools (only
`entity_daily.py`'s structure, none of its phrasings).

How people really type in WeChat, WhatsApp, iMessage and Discord: a fact given in a second bubble right after the
introduction ("my brother-in-law Rhys" ⏎ "he's a paramedic btw"), pronouns, hedges ("I think", "like"),
self-corrections whose final value is plain ("wait no, …"), reported speech ("mum says …"), facts buried in the
middle of a message about something else (a third of every attribute's templates), Chinese 语音转文字 with no
punctuation, 东北 / 川渝 / 粤语味, 中英夹杂, 网络用语 and emoji; British, Indian, Australian and American English,
texting in lower case, dictation and English typed by non-native speakers. Every statement still states its fact
so a human reader can answer the question: no trick negations.

Fields and shapes are those of `entity_daily.py` (see its docstring): ``{ref}``, ``{name}``, ``{rel}``, ``{v}``,
``{ev}``; questions ``{ref}``, ``{a}``, ``{b}``, ``{scope}``, ``{c}``, ``{cond}``.
"""

from __future__ import annotations

from typing import Any

# fmt: off
ZH: dict[str, Any] = {
    "surnames": ["笪", "缑", "郗", "禚", "酆", "阚", "仉", "鄢", "羿", "璩", "桓", "东方"],
    "given": {
        "f": ["岚岫", "听澜", "棠梨", "鹭汀", "芦花", "麦穗", "若蘅", "沅芷", "芷汀", "蒹葭", "采蘩", "蘅若"],
        "m": ["秋实", "墩子", "虎生", "河生", "穗生", "砚田", "望山", "耕田", "瓦松", "稻生", "柘生", "樵山"],
    },
    "relatives": {
        "aunt_mm": ("姨妈", "f", "old"), "uncle_mm": ("姨父", "m", "old"), "uncle_pa": ("姑父", "m", "old"),
        "cousin_pf": ("堂姐", "f", "peer"), "cousin_pyf": ("堂妹", "f", "young"), "bro_wife": ("小舅子", "m", "peer"),
        "sis_in_law": ("嫂子", "f", "peer"), "bro_in_law": ("姐夫", "m", "peer"), "grandma_m": ("外婆", "f", "elder"),
        "grandpa": ("爷爷", "m", "elder"), "nephew": ("侄子", "m", "young"), "niece_s": ("外甥女", "f", "young"),
        "uncle_elder": ("大伯", "m", "old"),
    },
    "family": ["grandpa", "uncle_elder", "cousin_pf", "cousin_pyf", "nephew"],
    "colleagues": {"boss": "领导", "report": "组员", "colleague": "隔壁组同事"},
    "pronoun": {"f": "她", "m": "他"},
    "after_intro": {"f": ["她"], "m": ["他"]},
    "intro": [
        "{name}是我{rel}哈", "咱{rel}，大名{name}", "我{rel}嘛，{name}", "诶我{rel}{name}你记一下",
        "给你讲讲我{rel}{name}", "{name}就是我{rel}啦", "我{rel}叫{name} 名字挺土的哈哈",
        "上次跟你说的那个{name}是我{rel}",
    ],
    "rel_ref": ["我{rel}{name}", "咱{rel}{name}", "{name}（我{rel}）"], "rel_only": "我{rel}",
    "rel_appositive": ["{name}，就我{rel}，"],
    "attr": {
        "age": [
            "{ref}今年{v}岁 属啥我给忘了", "{ref}都{v}了还跟个小孩似的", "刚给{ref}过完生日，{v}岁啦🎂",
            "{ref}多大来着…哦对，{v}岁", "{ref}今年{v}，时间过得真快", "{ref}嘛，{v}岁咯，老大不小了",
            "上礼拜陪我妈去菜市场碰到{ref}了 聊了半天才知道人家都{v}岁了 一点看不出来",
            "我老记不住{ref}多大，这回记住了，{v}岁",
            "今天公司团建累死了 路上跟人聊起{ref} 才知道人家今年都{v}岁了",
        ],
        "height": [
            "{ref}个子{v} 我俩站一起拍照贼有反差", "{ref}净身高{v}，没穿鞋量的", "{ref}有{v}那么高",
            "{ref}身高{v}吧应该 上次体检看到的", "{ref}个儿嘛，{v}", "{ref}个头{v}，买裤子老嫌短",
            "今天跟{ref}去买衣服 导购一直问尺码 人家{v}的个子 最后拿了个XL",
            "昨天带{ref}去体检 排了一上午队 量出来身高{v} 别的指标都正常",
            "今天陪{ref}去买鞋 顺便量了个身高 {v} 跟我想的差不多😅",
        ],
        "birthday": [
            "{ref}生日{v} 帮我到时候提醒下", "{ref}的生日是{v}，蛋糕要提前订", "{v}是{ref}生日哦",
            "{ref}{v}生的，是个小寿星", "{ref}过生日是{v}那天", "记一下{ref}生日：{v}",
            "下个月好多事 月底要交报告 还有{ref}{v}过生日 得准备个红包",
            "我妈刚在群里说{ref}生日是{v}，让我们别忘了",
            "买礼物好难啊，{ref}{v}生日，送啥都觉得不对",
        ],
        "from": [
            "{ref}是{v}人 说话一股家乡味儿", "{ref}老家{v}的嘛", "{ref}打小儿在{v}长大的", "{ref}正宗{v}人一个",
            "{ref}老家是{v}那边的", "{ref}家在{v}，过年都回去",
            "昨天吃饭聊到口味的事 {ref}老家{v}的 难怪口味跟我们不一样",
            "我一开始听{ref}口音还以为是本地的，后来才知道人家老家是{v}",
            "国庆{ref}又回{v}老家了，每年都回",
        ],
        "works_in": [
            "{ref}眼下在{v}那边上班", "{ref}在{v}打工 一年就回来一趟", "{ref}人在{v}，工作也在那边哈",
            "{ref}跑{v}工作去了",
            "{ref}上班的地儿在{v}", "{ref}这些年一直扎在{v}上班",
            "{ref}周末想回来看看 但人在{v}上班 来回太折腾了",
            "说到通勤我就想起{ref}，在{v}上班，天天挤地铁一个半小时",
            "我妈老念叨{ref}一个人在{v}工作不容易",
        ],
        "education": [
            "{ref}{v}毕业的嘛", "{ref}学历：{v}", "{ref}读到{v}就没读了", "{ref}手里是{v}文凭",
            "{ref}最高就{v}", "{ref}念书念到{v}",
            "聊到找工作的事，{ref}{v}学历，其实能力挺强的",
            "我妈老拿{ref}跟我比 说人家{v}毕业 我听得耳朵都起茧了",
            "{ref}那时候家里条件一般，读完{v}就出来上班了",
        ],
        "job": [
            "{ref}是个{v}噻", "{ref}如今吃{v}这碗饭", "{ref}是干{v}这行的嘛", "{ref}眼下的活儿是{v}",
            "{ref}干{v}干了好些年了",
            "{ref}换工作了\n现在做{v}",
            "昨天约了{ref}吃饭 人家干{v}的 又加班迟到了一个钟头",
            "我跟你说{ref}的职业是{v}，所以有啥问题都可以问问",
            "周末聚会人挺多的，{ref}也来了，人家是{v}，聊了好多工作上的事",
        ],
        "title": [
            "{ref}如今是{v}", "{ref}现在当{v}呢", "{ref}升成{v}了", "{ref}在单位混到{v}了", "{ref}挂的头衔是{v}",
            "{ref}刚提了{v} 请客了",
            "今天开会{ref}发言了，人家是{v}嘛，说话大家都听",
            "我们那边新来的{v}就是{ref}，人挺好",
            "{ref}年底考核过了，现在是{v}，工资涨了不少",
        ],
        "employer": [
            "{ref}给{v}打工呢", "{ref}是{v}那边的员工", "{ref}考进了{v}", "{ref}在{v}那儿干活儿", "{ref}跳到{v}去了哈",
            "{ref}如今在{v}那边任职",
            "{ref}说{v}最近在招人，人家就在{v}上班，可以帮忙内推",
            "今天路过{v}楼下，想起{ref}就在里面上班",
            "{ref}在{v}干了三年了 那边福利挺好的 年终奖发得也多",
        ],
        "hobby": [
            "{ref}平常就好{v}这口", "{ref}得空就{v}", "{ref}最大的爱好嘛，{v}", "{ref}最近迷{v}迷得不行",
            "{ref}喜欢{v}，一玩就停不下来", "{ref}下班没别的事 就{v}",
            "本来想周末约{ref}出来 结果人家又去{v}了 真服了",
            "给{ref}挑礼物 想到人家喜欢{v}，就买了相关的东西",
            "{ref}这人吧，别的不爱，就爱{v}，一说起来两眼放光",
        ],
        "trait": [
            "{ref}性格就是{v}", "{ref}这人忒{v}", "{ref}出了名的{v}，大家都知道", "{ref}是真的{v}呀", "{ref}做人{v}",
            "{ref}属于比较{v}那种",
            "上次吃饭又是老样子，{ref}就是{v}，大家都习惯了",
            "我跟你吐槽下，{ref}太{v}了，一起出去玩可有意思了",
            "跟{ref}相处久了就知道，人特别{v}",
        ],
        "phone": [
            "{ref}的手机嘛：{v}", "{ref}联系电话是{v}哈", "{ref}号码是这个{v}", "{ref}换号了哈，新号{v}",
            "{ref}的手机号码存一下：{v}",
            "打{ref}电话就打{v}",
            "急事找{ref}的话打这个 {v} 微信不一定回",
            "刚加了{ref}微信，顺便把手机号也存了：{v}",
            "{ref}的号码我存一下，{v}，老是找不着",
        ],
        "email": [
            "{ref}邮箱填的{v}", "{ref}邮箱地址{v}，记好", "发邮件给{ref}就发{v}", "{ref}用的邮箱：{v}",
            "{ref}的email：{v}", "{ref}常用邮箱是{v}",
            "简历记得发给{ref}，邮箱是{v}，别发错了",
            "{ref}让我把照片发到邮箱 {v} 我怕忘了先记这",
            "合同扫描件发到{v}就行，那是{ref}的邮箱",
        ],
    },
    "values": {
        "from": [
            ("四川", "广元"), ("四川", "巴中"), ("四川", "雅安"), ("辽宁", "本溪"), ("辽宁", "阜新"),
            ("辽宁", "铁岭"), ("广东", "河源"), ("广东", "阳江"), ("广东", "云浮"), ("河南", "鹤壁"),
            ("河南", "漯河"), ("河南", "三门峡"),
        ],
        "works_in": ["景德镇", "十堰", "攀枝花", "舟山", "秦皇岛", "克拉玛依"],
        "education": ["初中", "中专|职高", "大专|专科", "本科|大学本科", "研究生|硕士"],
        "job": ["月嫂", "理发师", "电焊工", "调酒师", "配音演员", "驯犬师", "茶艺师", "精算师"],
        "title": ["领班", "总工程师", "客房部经理", "工段长", "审计主管", "督察"],
        "employer": ["嘉陵医药", "北辰地产", "红枫幼儿园", "锦城第三中学", "长风汽车配件厂", "云杉网络"],
        "hobby": ["养鹦鹉", "打掼蛋", "做手账", "集瓶盖", "蹦迪", "练咏春", "玩无人机"],
        "trait": ["轴", "闷", "犟", "贫", "傲娇", "洒脱", "絮叨"],
        "email_handles": ["kuku", "dabai", "ajie", "tangyuan", "qiqi", "momo.li"],
        "email_domains": ["foxmail.com", "sina.com", "139.com"],
        "size": [
            "二三十号人|二三十", "四五十个人|四五十", "八九个人|八九", "小两百人|两百", "三百出头|三百",
            "七八十人|七八十",
        ],
        "duration": ["一下午|下午", "小半天", "整整两天|两天", "足足三天|三天", "十来天|十天", "四个钟头|四个小时"],
    },
    "height_forms": ["一米{tail}", "{n}公分", "1米{short}", "{n}cm", "1.{short}m"],
    "phone_forms": ["{d}", "{a} {b} {c}", "{a}-{b}-{c}", "+86 {d}"],
    "birthday_forms": ["{m}月{d}号", "{zm}月{zd}号", "{m}月{d}日", "{year}年{m}月{d}号"],
    "dense": 0.25,
    "venues": {
        "成都": ["世纪城新会展中心", "东郊记忆"], "重庆": ["国博中心", "悦来国际会议中心"],
        "武汉": ["光谷科技会展中心", "汉口江滩"], "西安": ["曲江国际会展中心", "大唐不夜城"],
    },
    "events": {
        "wedding": {
            "short": "婚礼", "names": ["表哥阿杰的婚礼", "大学室友的婚礼"],
            "content": ["新人交换戒指还放了求婚视频|求婚视频", "办的中式婚礼 拜了堂|中式婚礼"],
            "durations": ["一下午|下午", "小半天"],
        },
        "annual": {
            "short": "年会", "names": ["公司年会", "分公司年终总结大会"],
            "content": ["抽奖加表彰优秀员工|抽奖", "领导讲明年的KPI|KPI"],
        },
        "course": {
            "short": "培训班", "names": ["消防安全培训班", "新员工入职培训"],
            "content": ["教怎么用灭火器|灭火器", "讲公司规章制度和报销流程|报销"],
        },
        "trip": {
            "short": "旅行", "sizes": ["我们仨|三个人", "一家五口|五口"],
            "names": ["五一自驾游", "带爸妈的夕阳红旅行", "毕业十周年旅行"],
            "places": [("大理", "洱海"), ("张家界", "天门山"), ("哈尔滨", "中央大街")],
            "content": ["骑电动车环湖|环湖", "坐索道上山|索道", "看冰雕吃锅包肉|冰雕"],
            "durations": ["足足三天|三天", "十来天|十天"],
        },
        "gig": {
            "short": "演唱会", "names": ["五月天演唱会", "薛之谦巡回演唱会"],
            "content": ["全场大合唱《倔强》|倔强", "唱了一堆老歌|老歌"],
            "durations": ["四个钟头|四个小时", "一下午|下午"],
        },
        "reunion": {
            "short": "同学会", "names": ["初中同学会", "高中毕业二十年同学会"],
            "content": ["去班主任家里看望老师|班主任", "吃烤全羊喝到半夜|烤全羊"],
        },
        "banquet": {
            "short": "寿宴", "names": ["外公八十大寿寿宴", "奶奶七十寿宴"],
            "content": ["全家给老人磕头祝寿|祝寿", "请了个乐队唱戏|唱戏"],
        },
    },
    "event_intro": [
        "前几天去了{name}", "刚从{name}回来 累瘫", "跟你汇报下{name}的情况", "{name}总算搞完了",
        "说个事，{name}去了", "上个礼拜有{name}",
    ],
    "event_ref": ["那个{short}", "这次{short}", "上回那个{short}"], "event_pronoun": "那次",
    "event_attr": {
        "place": [
            "{ev}放在{v}搞", "{ev}定在{v}", "地方在{v}，{ev}就在那", "{ev}去的{v}", "{ev}的场地在{v} 挺远的",
            "我们{ev}跑到{v}去了",
        ],
        "size": [
            "{ev}乌泱泱来了{v}", "{ev}差不离{v}", "{ev}人还不少，有{v}", "我数了数{ev}大概{v}",
            "{ev}到场的足有{v}", "{ev}拢共也就{v}",
        ],
        "duration": [
            "{ev}足足弄了{v}", "{ev}整了{v} 腿都站麻了", "{ev}从头到尾花了{v}", "{ev}耗掉{v}", "{ev}拖拖拉拉搞了{v}",
            "{ev}弄了{v}才散场",
        ],
        "date": [
            "{ev}是{v}", "{ev}办在{v}", "{ev}日子定的{v}", "{v}去的{ev}", "{ev}挑的日子是{v}", "{ev}赶的是{v}那天",
        ],
        "content": [
            "{ev}说白了就是{v}", "{ev}主要搞的是{v}", "{ev}最大的看点是{v}", "{ev}干的事就是{v}", "{ev}嘛，{v}",
            "{ev}最有意思的是{v}",
        ],
    },
    "things": {
        "phone": {
            "say": [
                "我手机是{v}", "我最近换了{v} 还行", "我用的{v}，用了快两年了", "我那台{v}电池不太行了",
                "刚入手{v}，拍照绝了",
            ],
            "ask": ["我手机是啥牌子的？", "我现在用哪款手机？", "我那台手机叫啥？", "我新换的手机是哪个？",
                    "你还记得我手机型号不？"],
            "values": ["荣耀Magic6|Magic6", "一加12|一加", "iPhone 15 Pro|iPhone 15", "红米K70|K70"],
        },
        "car": {
            "say": ["我开的是{v}", "我家车是{v}", "我去年提了辆{v}", "我那辆{v}该保养了", "我天天开{v}上班"],
            "ask": ["我开什么车？", "我家的车是哪款？", "我那辆车是啥？", "我上班开的车是什么？", "我提的车是哪个？"],
            "values": ["比亚迪秦PLUS|秦PLUS", "理想L6|L6", "大众朗逸|朗逸", "五菱宏光MINI|宏光"],
        },
        "earbuds": {
            "say": ["我耳机用的{v}", "我通勤戴{v}", "我新买了副{v}", "我一直用{v}听歌", "我那副{v}降噪还可以"],
            "ask": ["我用的是什么耳机？", "我通勤戴啥耳机？", "我耳机哪个牌子？", "我听歌用什么耳机？",
                    "我新买的耳机叫什么？"],
            "values": ["AirPods Pro|AirPods", "索尼WF-1000XM5|索尼", "华为FreeBuds|FreeBuds"],
        },
    },
    "places": {
        "home": {
            "say": ["我住{v}", "我家在{v}那块", "我租在{v}", "我们小区叫{v}", "我刚搬到{v}"],
            "ask": ["我住哪个小区？", "我家在哪？", "我租的房子在哪个小区？", "我们小区叫啥？", "我搬到哪儿了？"],
            "values": ["金沙湾花园|金沙湾", "南湖名都", "翡翠城", "锦绣江南|锦绣"],
        },
        "gym": {
            "say": ["我在{v}办的卡", "我下班去{v}撸铁", "我常去的健身房是{v}", "我每周三次{v}", "我练腿都在{v}"],
            "ask": ["我在哪个健身房办的卡？", "我常去哪家健身房？", "我下班去哪撸铁？", "我的健身房叫什么？",
                    "我去哪儿健身？"],
            "values": ["乐刻健身|乐刻", "超级猩猩", "威尔士健身|威尔士"],
        },
        "market": {
            "say": ["我买菜一般去{v}", "我常逛{v}", "我家楼下就是{v}", "我周末去{v}囤货", "我爱去{v}买水果"],
            "ask": ["我买菜去哪？", "我常去哪个超市？", "我家楼下是什么超市？", "我周末去哪囤货？", "我去哪买水果？"],
            "values": ["盒马鲜生|盒马", "永辉超市|永辉", "山姆会员店|山姆"],
        },
    },
    "voices": [
        # 语音转文字: no punctuation, a space where a breath was
        {"pre": ["那个", "就是说", "嗯 "], "post": [" 就这样", " 你记一下"], "end": "", "sep": [" ", "\n"],
         "join": " ", "filler_end": ""},
        # 网络用语, emoji
        {"pre": ["家人们，", "笑死，", "救命，"], "post": ["hhh", "😂", "～", "🤣🤣"], "end": ["", "。", "！", "~"],
         "sep": ["，", "\n"], "filler_end": ""},
        # 东北 / 川渝 / 粤语味
        {"pre": ["哎我跟你说，", "咋说呢，", "哎呀，", "讲真，"], "post": ["呗。", "哈。", "嘛。", "咯。"],
         "sep": ["，", "\n"]},
        # 中英夹杂
        {"pre": ["btw，", "update一下，", "sorry插一句，"], "post": ["～", " fyi。", " ok？"], "end": ["", "。"],
         "sep": ["，", "\n"]},
        # 书面, 长句
        {"pre": ["补充一条：", "另外，"], "post": ["。", "，请知悉。"], "sep": "；"},
    ],
    "filler": [
        "今天又下雨了烦死", "外卖点了一个小时还没到", "我家猫又把花瓶打了", "救命明天要早起", "刚看完一部剧哭惨了",
        "周五终于要来了", "晚上吃火锅还是烤肉", "这天气热得离谱", "我打算下个月开始减肥", "地铁上人挤人",
    ],
    "reply": ["好嘞，记住了。", "嗯嗯收到。", "OK～", "明白啦。", "好的，我记下了。"],
    "q": {
        "single": {
            "age": ["{ref}今年多大啦？", "{ref}几岁来着，你帮我想想？", "{ref}多大岁数了呀？", "你记得{ref}多大吗？",
                    "{ref}今年几岁了来着？"],
            "height": ["{ref}个儿有多高呀？", "{ref}身高我说过是多少来着？", "{ref}有多高啊？", "{ref}身高到底多少？",
                       "你还记得{ref}多高不？"],
            "birthday": ["{ref}生日是几号来着？", "{ref}啥时候生日？", "{ref}几月几号过生日呀？",
                         "{ref}的生日你记得是哪天吗？", "{ref}生日我说的是几号？"],
            "from": ["{ref}老家哪的来着？", "{ref}是打哪儿来的人？", "{ref}家乡是哪里来着？", "{ref}老家在哪个地方呀？",
                     "{ref}是哪人来着，你记得不？"],
            "works_in": ["{ref}在哪上班来着？（哪个城市）", "{ref}现在人在哪个城市工作？", "{ref}在哪座城市上班呀？",
                         "{ref}在哪个城市打工？", "{ref}上班的城市是哪？"],
            "education": ["{ref}书读到哪了？", "{ref}啥学历来着？", "{ref}是什么文凭呀？", "{ref}最高学历是啥？",
                          "{ref}念到哪一步了？"],
            "job": ["{ref}是做哪行的？", "{ref}现在做什么工作呀？", "{ref}的职业是啥来着？", "{ref}是干什么的来着？",
                    "{ref}靠啥吃饭的？"],
            "title": ["{ref}现在什么职位呀？", "{ref}在单位是啥职位？", "{ref}职位是啥来着？", "{ref}头衔是什么？",
                      "{ref}在单位混到啥位置了？"],
            "employer": ["{ref}在哪家单位来着？", "{ref}在哪个公司干活呀？", "{ref}的单位是哪家来着？",
                         "{ref}算是哪家的员工？",
                         "{ref}在哪里上班（单位名）？"],
            "hobby": ["{ref}平时爱干啥呀？", "{ref}有啥爱好呀？", "{ref}一得空就干嘛？", "{ref}业余爱玩点啥？",
                      "{ref}的爱好是啥来着，你记得吗？"],
            "trait": ["{ref}这人性子咋样呀？", "{ref}是啥性子来着？", "{ref}做人咋样呀？", "{ref}算是个什么样的人？",
                      "{ref}脾气性格咋样来着？"],
            "phone": ["{ref}手机号多少来着？", "{ref}电话多少呀？", "{ref}的号码是啥？", "怎么联系{ref}？电话多少",
                      "{ref}的手机号是哪个来着？"],
            "email": ["{ref}邮箱是啥来着？", "{ref}的邮箱地址是哪个呀？", "发邮件给{ref}发哪个地址？",
                      "{ref}用的哪个邮箱来着？", "{ref}的email地址多少？"],
        },
        "cond": {
            "from": ["老家{v}的", "{v}来的", "家乡是{v}的"], "works_in": ["在{v}上班的", "人在{v}工作的",
            "在{v}打工的"],
            "job": ["干{v}的", "做{v}的", "当{v}的"], "title": ["当{v}的", "职位是{v}的", "升了{v}的"],
            "education": ["{v}毕业的", "{v}学历的", "读到{v}的"], "employer": ["在{v}上班的", "在{v}干的", "{v}的"],
            "hobby": ["爱{v}的", "喜欢{v}的", "一有空就{v}的"],
        },
        "who": ["咱那个{cond}{rel}", "{cond}那一位{rel}", "我跟你说过的{cond}{rel}", "你知道的那个{cond}{rel}"],
        "group": {"relative": "亲戚", "colleague": "同事"},
        "pair": {
            "height": [
                ("max", "{a}跟{b}哪个个子高点呀？"), ("min", "{a}和{b}哪个更矮些？"), ("max", "{a}、{b}谁个儿高点？"),
                ("max", "比身高的话{a}和{b}谁赢？"), ("min", "{a}跟{b}比谁矮一点？"),
            ],
            "age": [
                ("max", "{a}跟{b}哪个大？（年龄）"), ("min", "{a}和{b}哪个小一点？（年纪）"), ("max",
                "{a}、{b}哪个岁数更大呀？"),
                ("min", "{a}跟{b}比谁年轻？"), ("max", "{a}和{b}哪个年纪大些？"),
            ],
            "birthday": [
                ("min", "{a}跟{b}谁的生日在前头呀？"), ("max", "{a}和{b}谁的生日更靠后来着？"), ("min",
                "{a}、{b}哪个先过生日呀？"),
                ("min", "一年当中{a}和{b}谁生日早些？"), ("max", "{a}跟{b}谁后过生日来着？"),
            ],
        },
        "top": {
            "height": [
                ("max", "{scope}个子最高的是哪个呀？"), ("min", "{scope}哪个最矮来着？"), ("max",
                "{scope}谁个儿最高来着？"),
                ("max", "{scope}身高能排第一的是谁呀？"), ("min", "{scope}个子最小的是哪位？"),
            ],
            "age": [
                ("max", "{scope}哪个岁数最大呀？"), ("min", "{scope}哪个年纪最小来着？"), ("max",
                "{scope}年纪最大的是谁来着？"),
                ("min", "{scope}最年轻的是哪位呀？"), ("max", "{scope}谁最年长来着？"),
            ],
            "birthday": [
                ("min", "{scope}一年里头一个过生日的是谁呀？"), ("max", "{scope}生日最靠后的是哪位？"),
                ("min", "{scope}谁的生日排最前头？"), ("max", "{scope}一年里谁最后一个过生日呀？"),
                ("min", "{scope}哪位的生日最早呀？"),
            ],
        },
        "scope": {"relative": "我家亲戚当中", "colleague": "我们单位的人里", "all": "我跟你提过的人当中"},
        "count": {
            "height>": [
                "我提过的人里有几个个子超过{c}公分？", "高于{c}厘米的一共几个人呀？", "身高过了{c}cm的有几个？",
                "超过{c}厘米高的人有几位？", "个头在{c}厘米以上的有几个人来着？",
            ],
            "height<": [
                "我说过的人里几个不到{c}公分？", "矮于{c}厘米的一共有几个？", "身高没到{c}cm的有几位？",
                "低于{c}厘米的人有多少个？", "个子不足{c}厘米的有几个人？",
            ],
            "age<=": [
                "我提过的人里几个不超过{c}岁？", "{c}岁及以下的一共几位？", "年纪最多{c}岁的有几个人？",
                "岁数在{c}以内（含{c}）的有几个？", "不到{c}岁或者刚好{c}岁的有几个？",
            ],
            "age>": [
                "我提过的人里几个过了{c}岁呀？", "大于{c}岁的一共几个人呀？", "年纪超过{c}的有几位来着？",
                "岁数比{c}大的有多少人来着？", "{c}岁往上的数数有几个人？",
            ],
            "from": [
                "我提过的人里几个老家是{c}的？", "{c}人一共有几个？", "家乡在{c}的有几位？", "老家{c}的有多少人？",
                "我说的这些人里{c}籍的有几个？",
            ],
            "works_in": [
                "我提过的人里几个在{c}上班？", "人在{c}工作的一共几位？", "在{c}打工的有几个？",
                "工作城市是{c}的有多少人？", "我说的人里面几个在{c}干活？",
            ],
            "education=": [
                "我提过的人里几个是{c}学历？", "{c}毕业的一共几位？", "学历刚好是{c}的有几个？",
                "文凭是{c}的有多少人？", "读到{c}的有几个人？",
            ],
            "education>=": [
                "我提过的人里几个学历在{c}或更高？", "起码{c}学历的有几位？", "学历不比{c}低的有几个？",
                "{c}以及更高学历的一共几个人？", "至少读到{c}的有多少人？",
            ],
            "event.place": [
                "我跟你说过的活动里几个在{c}呀？", "在{c}搞的活动一共几个？", "地点在{c}的活动有几场？",
                "我说过的活动有几个是在{c}办的？", "{c}那边的活动我去了几个？",
            ],
        },
        "event": {
            "place": ["{ev}在哪搞的来着？", "{ev}地方在哪呀？", "{ev}是在哪儿办的来着？", "{ev}场地在哪？",
                      "{ev}跑哪去办的？"],
            "size": ["{ev}到场的有多少人呀？", "{ev}人多不多，大概几个？", "{ev}多大规模呀？", "{ev}拢共多少人？",
                     "{ev}差不多几个人来着？"],
            "duration": ["{ev}搞了多久呀？", "{ev}前后弄了多长时间？", "{ev}持续多久来着？", "{ev}折腾了多久？",
                         "{ev}从头到尾花了多久？"],
            "date": ["{ev}是哪天来着？", "{ev}几号呀？", "{ev}日子是哪天？", "{ev}是几月几号的事？", "{ev}啥时候的？"],
            "content": ["{ev}都搞了些啥？", "{ev}主要搞的什么？", "{ev}最大看点是啥？", "{ev}内容是什么来着？",
                        "{ev}都有啥节目？"],
        },
    },
}

EN: dict[str, Any] = {
    "surnames": [
        "Pengelly", "Ekwueme", "Raghunathan", "MacIlwraith", "Tregothnan", "Quirke", "Ramaswamy", "Gillespie-Hart",
        "Loo", "Srisai", "Faleolo", "Dlamini",
    ],
    "given": {
        "f": [
            "Oonagh", "Ishita", "Kavya", "Marigold", "Tallulah", "Bronwyn", "Kylie", "Mahalia", "Tahnee", "Chiamaka",
            "Nkechi", "Letitia",
        ],
        "m": [
            "Cillian", "Rhys", "Anirudh", "Darcy", "Kofi", "Ruaridh", "Jarrah", "Ezekiel", "Lorcan", "Ravi", "Brendan",
            "Thiago",
        ],
    },
    "relatives": {
        "dad": ("dad", "m", "old"), "mum": ("mum", "f", "old"), "stepdad": ("stepdad", "m", "old"),
        "nan": ("nan", "f", "elder"), "grandad": ("grandad", "m", "elder"), "sis_in_law": ("sister-in-law", "f",
        "peer"),
        "sister": ("sister", "f", "peer"), "brother": ("brother", "m", "peer"), "kid_bro": ("kid brother", "m",
        "young"),
        "stepsis": ("stepsister", "f", "young"), "godmother": ("godmother", "f", "old"),
        "auntie": ("auntie", "f", "old"), "father_in_law": ("father-in-law", "m", "old"),
    },
    "family": ["dad", "grandad", "sister", "brother", "kid_bro"],
    "colleagues": {"boss": "line manager", "report": "trainee", "colleague": "workmate"},
    "pronoun": {"f": "she", "m": "he"},
    "possessive": {"f": "her", "m": "his"},
    "after_intro": {"f": ["she"], "m": ["he"]},
    "intro": [
        "my {rel} is {name} if that helps", "{name} = my {rel}", "my {rel}, {name}, you'll hear about a lot",
        "gonna tell you about my {rel} {name}", "{name}'s my {rel} fyi", "there's my {rel} too, {name}",
        "my {rel}'s name is {name} lol", "remember {name}? that's my {rel}",
    ],
    "rel_ref": ["my {rel} {name}", "our {name}"], "rel_only": "my {rel}",
    "rel_appositive": ["{name}, my {rel},"],
    "attr": {
        "age": [
            "{ref} is {v} now innit", "{ref} turned {v} last month", "{ref} is {v} I think, yeah {v}",
            "{ref} is like 19 lol jk, {v}", "{ref} is {v} years young haha", "{ref}'s age? {v}",
            "went round for tea and {ref}, {v} now, was moaning about getting old, like it's ancient",
            "{ref} turned {v} at the weekend and made us put every single candle on the cake, smoke alarm went off",
            "honestly can't believe {ref} is {v} already, feels like yesterday we were kids",
        ],
        "height": [
            "{ref} is {v} fyi", "{ref} is like {v} tall", "{ref} stands about {v} ish", "{ref} is {v} in bare feet",
            "{ref} is {v}, measured last week", "{ref} measured {v} at the doctor's",
            "went jeans shopping today and honestly {ref} is {v} so nothing in the shop fitted, total waste",
            "the photographer at the wedding lined us up by height, {ref} is {v} so that was easy",
            "we were doing the height wall at the museum with the kids and {ref} came out at {v}",
        ],
        "birthday": [
            "{ref}'s bday is {v} ok", "{ref}'s birthday = {v}", "{ref} was born {v}, same as every year lol",
            "{v} is {ref}'s birthday so remind me pls", "{ref} celebrates on {v} every year",
            "{ref}'s birthday is {v} I'm pretty sure, yeah {v}",
            "need to sort a present, {ref}'s birthday is {v} and I always leave it too late",
            "mum's asking in the family group if we're all coming for {ref}'s birthday on {v}",
            "booked the restaurant for {v} since that's {ref}'s birthday, hope they like curry",
        ],
        "from": [
            "{ref} is from {v} originally ya", "{ref} is a {v} local, whole family still there",
            "{ref} grew up in {v} tbh",
            "{ref} is a {v} native, accent and all", "{ref} was born and bred in {v}, no joke",
            "{ref} is from {v}, proper local there",
            "{ref} was going on about the food back home in {v} all through dinner, never shuts up about it",
            "you can tell {ref} is from {v} going by the accent haha",
            "{ref} flew home to {v} for the holidays, it's where the whole family's from",
        ],
        "works_in": [
            "{ref} works up in {v} lol", "{ref}'s job is out in {v} these days",
            "{ref} is based in {v} now, job's there",
            "{ref} landed a job in {v}", "{ref} schleps into {v} every day for work ugh", "{ref} works over {v} way",
            "{ref} can't make Saturday, works in {v} and the trains are a mess",
            "on the phone earlier {ref} was still at work in {v} at 8pm, mad",
            "{ref} moved for work and works in {v} now so we barely see each other",
        ],
        "education": [
            "{ref} did {v}", "{ref} has got {v}", "{ref} finished {v}", "{ref} stopped at {v}",
            "{ref}'s highest qualification is {v}", "{ref} only got as far as {v}",
            "we were arguing about uni fees at dinner and {ref}, who has {v}, had opinions lol",
            "{ref} was filling in the job form and put {v} as highest education",
            "{ref} is smart tbh, went as far as {v} while working part time",
        ],
        "job": [
            "{ref} is a {v} fyi", "{ref} is working as a {v} these days ya", "{ref} is a {v} now, loves it",
            "{ref} qualified as a {v} last year", "{ref} is a {v} by trade, always has been",
            "{ref} retrained as a {v} during covid",
            "{ref} is a {v}, handy if anything ever happens lol",
            "{ref} works as a {v} and at the barbie was telling everyone how exhausting it is",
            "{ref} got a new job\nas a {v}",
        ],
        "title": [
            "{ref} is the {v} over there", "{ref} finally got the promotion to {v}",
            "{ref}'s title on the email signature is {v}", "{ref} is {v} at work, very important lol",
            "{ref} is {v} now apparently", "{ref} was made {v} in the restructure",
            "{ref} did the whole talk in the meeting today, makes sense being the {v}",
            "{ref} got bumped up to {v} so friday drinks are sorted lol",
            "good news my leave got signed off, {ref} is the {v} and said yes straight away",
        ],
        "employer": [
            "{ref} is at {v} these days, same team", "{ref} works for {v} now fyi", "{ref} joined {v} back in spring",
            "{ref} is on {v}'s payroll", "{ref} has been at {v} for donkey's years",
            "{ref} is with {v} atm, contract role",
            "was looking at jobs last night, turns out {v} is hiring and {ref} works there so might get referred",
            "walked past {v} today and remembered {ref} works there",
            "lol the canteen drama continues, {ref} works at {v} and they've changed the menu again",
        ],
        "hobby": [
            "{ref} is well into {v}", "{ref} is obsessed with {v} atm", "{ref} is really really into {v}",
            "{ref}'s whole thing is {v}", "{ref}'s weekends are all {v}", "{ref} is mad keen on {v}",
            "sorted the present finally, {ref} is into {v} so it's a voucher for that",
            "{ref} bailed on us again for {v}, total obsession honestly",
            "whenever {ref} has a free minute it's {v}, every single time",
        ],
        "trait": [
            "{ref} is soooo {v}", "{ref} is really {v}, like really", "{ref} is super {v} lol",
            "{ref} has always been a bit {v}",
            "{ref} is quite {v} tbh", "{ref} is a tad {v}",
            "met up for coffee and {ref} was {v} as ever, honestly never changes",
            "we went camping and {ref} was {v} the whole time as usual",
            "{ref} is just {v}, always has been, even as a kid",
        ],
        "phone": [
            "{ref}'s number's {v}", "{ref}'s mobile: {v}", "{ref} is on {v}", "{ref}'s new mobile number is {v}",
            "{ref} can be rung on {v} anytime", "{ref}'s phone no. is {v}",
            "if you can't reach me, {ref} is on {v} and always picks up",
            "{ref} changed numbers again ugh, it's {v} now",
            "saving {ref}'s number here so I don't lose it: {v}",
        ],
        "email": [
            "{ref}'s email is {v} fyi", "{ref} is {v} for emails", "{ref} gets email at {v} mostly", "{ref} uses {v}",
            "{ref}'s email address: {v}", "{ref}'s mail is {v}",
            "{ref} doesn't do WhatsApp so send the photos to {ref}'s email, {v}",
            "{ref} asked me to forward the invoice to {v}, that's {ref}'s email",
            "for the booking I used {ref}'s email, {v}, so it'll go there",
        ],
    },
    "values": {
        "from": [
            ("Queensland", "Toowoomba"), ("Queensland", "Mackay"), ("Gujarat", "Bhuj"), ("Gujarat", "Junagadh"),
            ("Yorkshire", "Scarborough"), ("Yorkshire", "Harrogate"), ("Cornwall", "Penzance"), ("Cornwall",
            "Falmouth"),
            ("Wales", "Aberystwyth"), ("Wales", "Wrexham"), ("Western Australia", "Bunbury"),
            ("Western Australia", "Geraldton"),
        ],
        "works_in": ["Leicester", "Bangalore", "Hyderabad", "Glasgow", "Pune", "Adelaide"],
        "education": [
            "GCSEs|GCSE", "A-levels|A-level", "an undergrad degree|undergrad", "a master's|master's",
            "a doctorate|doctorate",
        ],
        "job": [
            "thatcher", "lock keeper", "clockmaker", "court stenographer", "hydrographer", "chimney sweep",
            "wheelwright",
            "falconer",
        ],
        "title": [
            "duty manager", "head of sales", "practice manager", "clinical lead", "tech lead", "head of IT",
        ],
        "employer": [
            "Kookaburra Freight", "Banyan Tech Solutions", "Tamarind Hotels", "Thornbury Council", "Coastline Health",
            "Redgum Builders",
        ],
        "hobby": [
            "lawn bowls", "morris dancing", "bell ringing", "sea swimming", "cryptic crosswords|crosswords",
            "fell running", "pigeon racing",
        ],
        "trait": ["prickly", "dreamy", "mardy", "flaky", "long-winded", "cautious", "mouthy"],
        "email_handles": ["lachie", "kavs", "rhysie", "ammu", "bronny", "hamo"],
        "email_domains": ["hotmail.co.uk", "bigpond.com", "rediffmail.com"],
        "size": [
            "a handful of us|handful", "like forty people|forty", "maybe 150 people|150",
            "two hundred odd|two hundred", "about 60 of us|60", "a few thousand people|few thousand",
        ],
        "duration": [
            "a whole arvo|arvo", "the bank holiday weekend|bank holiday", "twelve days", "a solid fortnight|fortnight",
            "five-ish hours|five hours", "thirteen days",
        ],
    },
    "height_forms": ["{feet}", "{spoken}", "{cm}cm", "{cm} cm", "{m}m"],
    "phone_forms": ["{area}-{mid}-{end}", "{area} {mid} {end}", "({area}) {mid} {end}", "+1 {area} {mid} {end}"],
    "birthday_forms": ["{nth} of {month}", "{mon} {d}", "{month} {nth}", "the {nth} of {mon}", "{d} {month}"],
    "dense": 0.25,
    "venues": {
        "Manchester": ["the Bridgewater Hall", "Manchester Central"], "Melbourne": ["the Rod Laver Arena", "the MCEC"],
        "Mumbai": ["the NSCI Dome", "the Jio World Centre"], "Glasgow": ["the Hydro", "the SEC"],
    },
    "events": {
        "wedding": {
            "short": "wedding", "names": ["Jess and Tom's wedding", "my uni mate's wedding"],
            "content": ["a ceilidh after the speeches|ceilidh", "a sangeet with loads of dancing|sangeet"],
            "durations": ["a whole arvo|arvo", "the bank holiday weekend|bank holiday"],
        },
        "conference": {
            "short": "conference", "names": ["the regional sales conference", "the NHS digital day"],
            "content": ["new pricing for next year|pricing", "rolling out the new rota app|rota app"],
        },
        "course": {
            "short": "course", "names": ["the first aid course", "the forklift licence course"],
            "content": ["CPR on dummies|CPR", "loading pallets safely|pallets"],
        },
        "trip": {
            "short": "trip", "sizes": ["the three of us|three", "eight of us|eight"],
            "names": ["the hens' weekend", "our Goa trip", "the Great Ocean Road drive"],
            "places": [("Goa", "Palolem Beach"), ("Victoria", "the Twelve Apostles"), ("Lisbon", "Alfama")],
            "content": ["beach shacks and fish curry|fish curry", "driving the coast road|coast road",
                        "trams and pastel de nata|pastel de nata"],
            "durations": ["twelve days", "a solid fortnight|fortnight"],
        },
        "gig": {
            "short": "gig", "names": ["the Arctic Monkeys gig", "the AR Rahman concert"],
            "content": ["a massive singalong to the old stuff|singalong", "the Slumdog songs live|Slumdog"],
            "durations": ["five-ish hours|five hours", "a whole arvo|arvo"],
        },
        "reunion": {
            "short": "reunion", "names": ["the school reunion", "the family get-together at Nan's"],
            "content": ["looking at old yearbooks|yearbooks", "a massive barbie in the garden|barbie"],
        },
        "match": {
            "short": "match", "names": ["the grand final", "the T20 final"],
            "sizes": ["a few thousand people|few thousand", "tens of thousands|thousands"],
            "durations": ["a whole arvo|arvo", "five-ish hours|five hours"],
            "content": ["a proper collapse in the last session|collapse", "a last-minute winner|last-minute winner"],
        },
    },
    "event_intro": [
        "went along to {name} the other day", "so {name} happened", "just back from {name}, knackered",
        "quick update on {name}", "{name} was a laugh", "did {name} last week",
    ],
    "event_ref": ["the {short}", "that {short} I mentioned"], "event_pronoun": "it",
    "event_attr": {
        "place": [
            "{ev} was down at {v}", "{ev} was over at {v} lol", "we did {ev} at {v} in the end",
            "{ev} was held at {v} btw", "{ev} ended up being at {v}", "they put {ev} on at {v}",
        ],
        "size": [
            "{ev} had {v} there", "{ev} was {v} roughly I reckon", "there must've been {v} at {ev}",
            "{ev} got {v} turning up",
            "{ev} was rammed, {v}", "{ev} was {v}, give or take a few",
        ],
        "duration": [
            "{ev} went on for {v} honestly", "{ev} was {v} in total", "{ev} dragged on for {v} ugh",
            "{ev} took {v} all up", "{ev} lasted {v} or so", "{ev} was {v} start to finish",
        ],
        "date": [
            "{ev} was on {v} fyi", "{ev} was {v}", "{v} was {ev}", "we did {ev} on {v}", "{ev} fell on {v} this year",
            "the date for {ev} was {v}",
        ],
        "content": [
            "{ev} was more or less {v}", "{ev} was all about {v}, nothing else", "the highlight of {ev} was defo {v}",
            "at {ev} it was mainly {v} tbh", "{ev} = {v} basically", "{ev} was mostly {v} to be fair",
        ],
    },
    "things": {
        "phone": {
            "say": ["my phone's a {v}", "I've got a {v}", "I'm on a {v} now", "my {v} is dying lol",
                    "finally upgraded to a {v}"],
            "ask": ["What phone have I got?", "What phone am I on now?", "Which phone did I upgrade to?",
                    "What's my phone again?", "Which handset do I use?"],
            "values": ["Pixel 9|Pixel", "Galaxy A55|A55", "iPhone 13 mini|iPhone 13", "Nothing Phone 2|Nothing Phone"],
        },
        "car": {
            "say": ["I drive a {v}", "my car's a {v}", "I've got an old {v}", "the {v} needs a service",
                    "bought a secondhand {v}"],
            "ask": ["What car do I drive?", "What's my car?", "Which car did I buy?", "What do I drive?",
                    "What kind of car have I got?"],
            "values": ["Toyota Corolla|Corolla", "Maruti Swift|Swift", "Ford Ranger|Ranger", "VW Polo|Polo"],
        },
        "earbuds": {
            "say": ["my earbuds are {v}", "I use {v} on the train", "got {v} for the gym", "I wear {v} all day",
                    "my {v} keep falling out lol"],
            "ask": ["What earbuds do I use?", "Which earbuds have I got?", "What do I listen on at the gym?",
                    "What are my earbuds?", "Which headphones do I wear on the train?"],
            "values": ["Galaxy Buds|Buds", "Sony WF-C700N|Sony", "Beats Fit Pro|Beats"],
        },
    },
    "places": {
        "home": {
            "say": ["I live on {v}", "we're at {v}", "home is {v}", "I moved to {v}", "my flat's on {v}"],
            "ask": ["Where do I live?", "What street am I on?", "Where's my flat?", "Where did I move to?",
                    "Which road do I live on?"],
            "values": ["Albion Street|Albion", "Wattle Grove", "Jubilee Road|Jubilee", "Kingfisher Close|Kingfisher"],
        },
        "gym": {
            "say": ["I go to {v}", "my gym is {v}", "I train at {v}", "I'm a member at {v}", "lifting at {v} tonight"],
            "ask": ["Which gym do I go to?", "Where do I train?", "What's my gym called?", "Where's my membership?",
                    "Which gym am I a member of?"],
            "values": ["PureGym", "Anytime Fitness|Anytime", "Cult.fit|Cult"],
        },
        "market": {
            "say": ["I do my shopping at {v}", "I get groceries from {v}", "{v} is my usual shop",
                    "I pop into {v} daily",
                    "I do the big shop at {v}"],
            "ask": ["Where do I do my shopping?", "Where do I get groceries?", "What's my usual shop?",
                    "Which shop do I pop into?", "Where do I do the big shop?"],
            "values": ["Aldi", "Woolies|Woolworths", "Big Bazaar"],
        },
    },
    "voices": [
        # lower-case texting, a fact in a second bubble
        {"pre": ["omg ", "ok so ", "btw "], "post": [" lol", " 😂", " tbh", " x"], "end": ["", "!!", " 🙃"],
         "lower": True, "sep": ["\n", " - ", ", "], "join": "\n", "filler_end": ""},
        # British
        {"pre": ["Right, ", "Anyway, ", "Oh and "], "post": [" haha.", "!", " x"], "sep": [", ", "\n"]},
        # Indian English
        {"pre": ["Actually ", "See, ", "Basically "], "post": [" yaar.", " itself.", " na."], "sep": [", ", "\n"]},
        # Australian
        {"pre": ["Mate, ", "Oh yeah, "], "post": [" haha.", ", no worries.", "!"], "sep": [", ", " — "]},
        # dictated, no punctuation
        {"pre": ["so um ", "okay so "], "post": [" yeah", " um yeah"], "end": "", "lower": True, "sep": [" ", " and "],
         "join": " ", "filler_end": ""},
        # typed by a non-native speaker
        {"pre": ["Please note, ", "Also "], "post": [" ok.", ", thank you."], "sep": [", ", " - "]},
    ],
    "filler": [
        "ugh monday", "the dog ate my sandwich again", "cant sleep", "should I get thai or pizza",
        "it's bucketing down here", "watched three episodes in a row oops", "need a holiday tbh",
        "traffic was insane today", "my back is killing me", "so hot today",
    ],
    "reply": ["Got it 👍", "Noted.", "Okay, saved.", "Sure thing.", "Will remember that."],
    "q": {
        "single": {
            "age": ["how old's {ref} again?", "What age did I tell you {ref} was?", "{ref} is how old?",
                    "Remind me, how old's {ref}?", "How old is {ref} these days?"],
            "height": ["how tall's {ref} again lol?", "What height did I give you for {ref}?",
                       "{ref} is how tall, remind me?",
                       "Remind me, how tall's {ref} then?", "How tall is {ref} again, roughly speaking?"],
            "birthday": ["when's {ref}'s bday?", "What date is {ref}'s birthday again?", "{ref}'s birthday is when?",
                         "Remind me, when's {ref}'s birthday?", "When does {ref} celebrate their birthday?"],
            "from": ["where's {ref} from again?", "Where did {ref} grow up, remind me?", "{ref} is from where?",
                     "What's {ref}'s home town again?", "Where is {ref} originally from, do you remember?"],
            "works_in": ["what city does {ref} work in?", "Where's {ref}'s job, which city?",
                         "{ref} works in which city?", "Remind me which city {ref} works in?",
                         "Which city is {ref} based in for work now?"],
            "education": ["how far did {ref} get in school?", "What qualifications has {ref} got?",
                          "{ref} studied up to what?", "Remind me {ref}'s highest qualification?",
                          "What education does {ref} have again?"],
            "job": ["what does {ref} do again?", "What's {ref} doing for work these days?", "{ref} works as what?",
                    "Remind me what {ref} does for work?", "What job does {ref} have now?"],
            "title": ["what's {ref}'s role at work?", "What position is {ref} in now?",
                      "{ref} is what at work, title-wise?", "Remind me {ref}'s job title?",
                      "What was {ref} promoted to?"],
            "employer": ["which company is {ref} at?", "Who's {ref} working for these days?",
                         "{ref} works at which place?", "Remind me where {ref} works, the company?",
                         "What firm is {ref} with?"],
            "hobby": ["what's {ref} into?", "What does {ref} do in their spare time?", "{ref} loves doing what?",
                      "Remind me what {ref}'s hobby is?", "What's {ref} obsessed with?"],
            "trait": ["what's {ref} like?", "What's {ref} like as a person, remind me?",
                      "{ref} is what kind of person?",
                      "Remind me what {ref}'s personality is like?", "How did I describe {ref}'s personality again?"],
            "phone": ["what's {ref}'s number?", "What number is {ref} on?", "{ref}'s mobile is what?",
                      "Remind me {ref}'s phone number?", "How do I ring {ref}?"],
            "email": ["what's {ref}'s email again pls?", "Which email does {ref} use these days?",
                      "{ref}'s email is what, remind me?", "Remind me {ref}'s email address pls?",
                      "Where should I email {ref}, which address?"],
        },
        "cond": {
            "from": ["who's from {v}", "that grew up in {v}", "who comes from {v}"],
            "works_in": ["who's working in {v}", "that works in {v}", "with the job in {v}"],
            "job": ["who's a {v}", "that works as a {v}"], "title": ["who's {v}", "that got made {v}"],
            "education": ["who did {v}", "that has {v}"], "employer": ["who's at {v}", "that works for {v}"],
            "hobby": ["who's into {v}", "that loves {v}"],
        },
        "who": ["that {rel} of mine {cond} lol", "my {rel} (the one {cond})", "that {rel} I told you about, {cond},",
                "my {rel}, y'know, {cond},"],
        "group": {"relative": "relative", "colleague": "workmate"},
        "pair": {
            "height": [
                ("max", "who's taller, {a} or {b}, remind me?"), ("min", "{a} vs {b}: who's shorter?"),
                ("max", "Out of {a} and {b}, which one is taller?"), ("max",
                "Is {a} taller than {b} or the other way?"),
                ("min", "{a} or {b}, who's the shorter one?"),
            ],
            "age": [
                ("max", "who's older, {a} or {b}, remind me?"), ("min", "{a} vs {b}: who's younger?"),
                ("max", "Out of {a} and {b}, which one is older?"), ("max", "Is {a} older than {b} or the other way?"),
                ("min", "{a} or {b}, who's the younger one?"),
            ],
            "birthday": [
                ("min", "whose bday comes first in the year, {a} or {b}?"),
                ("max", "{a} vs {b}: whose birthday is later in the year?"),
                ("min", "Out of {a} and {b}, whose birthday comes earlier in the year?"),
                ("min", "Does {a}'s birthday come before {b}'s in the year, or the other way?"),
                ("max", "{a} or {b}, who has the later birthday in the year?"),
            ],
        },
        "top": {
            "height": [
                ("max", "who's the tallest {scope}, remind me?"), ("min", "who's the shortest {scope} again?"),
                ("max", "Tallest person {scope}?"), ("min", "Shortest one {scope}?"),
                ("max", "Which person {scope} is tallest, remind me?"),
            ],
            "age": [
                ("max", "who's the oldest {scope}, remind me?"), ("min", "who's the youngest {scope} again?"),
                ("max", "Oldest person {scope}?"), ("min", "Youngest one {scope}?"),
                ("max", "Which person {scope} is oldest, remind me?"),
            ],
            "birthday": [
                ("min", "whose bday's first in the calendar {scope}?"), ("max",
                "whose bday's last in the calendar {scope}?"),
                ("min", "Earliest birthday in the calendar {scope}, remind me?"),
                ("max", "Latest birthday in the calendar {scope}, remind me?"),
                ("min", "Which person {scope} has the first birthday of the calendar year?"),
            ],
        },
        "scope": {"relative": "in my family", "colleague": "at my work", "all": "out of everyone I've mentioned"},
        "count": {
            "height>": [
                "how many ppl I mentioned are over {c} cm?",
                "Out of everyone I've mentioned, how many are taller than {c} cm?",
                "Count for me: people above {c} cm?", "How many of my people are more than {c} cm tall?",
                "Anyone over {c} cm? how many?",
            ],
            "height<": [
                "how many ppl I mentioned are under {c} cm?",
                "Out of everyone I've mentioned, how many are shorter than {c} cm?",
                "Count for me: people below {c} cm?", "How many of my people are less than {c} cm tall?",
                "Anyone under {c} cm? how many?",
            ],
            "age<=": [
                "how many ppl I mentioned are {c} or under?",
                "Out of everyone I've mentioned, how many are aged {c} or less?",
                "Count for me: people aged {c} and below?", "How many of my people are no more than {c} years old?",
                "Anyone {c} or younger? how many?",
            ],
            "age>": [
                "how many ppl I mentioned are over {c}?",
                "Out of everyone I've mentioned, how many are older than {c}?",
                "Count for me: people above {c} years old?", "How many of my people are more than {c} years old?",
                "Anyone older than {c}? how many?",
            ],
            "from": [
                "how many ppl I mentioned are from {c}?", "Out of everyone I've mentioned, how many grew up in {c}?",
                "Count for me: people from {c}?", "How many of my people come from {c}?",
                "Anyone from {c}? how many?",
            ],
            "works_in": [
                "how many ppl I mentioned work in {c}?", "Out of everyone I've mentioned, how many have jobs in {c}?",
                "Count for me: people working in {c}?", "How many of my people are working in {c}?",
                "Anyone working in {c}? how many?",
            ],
            "education=": [
                "how many ppl I mentioned have {c}?", "Out of everyone I've mentioned, how many stopped at {c}?",
                "Count for me: people whose highest qualification is {c}?",
                "How many of my people list {c} as their highest qualification?", "Anyone with {c}? how many?",
            ],
            "education>=": [
                "how many ppl I mentioned have {c} or more?",
                "Out of everyone I've mentioned, how many got to {c} or higher?",
                "Count for me: people with at least {c}?", "How many of my people studied to {c} or beyond?",
                "Anyone with {c} or above? how many?",
            ],
            "event.place": [
                "how many of my events were in {c}?", "Out of everything I went to, how many were in {c}?",
                "Count for me: events held in {c}?", "How many of the things I went to happened in {c}?",
                "Anything I went to in {c}? how many?",
            ],
        },
        "event": {
            "place": ["where was {ev} again, remind me?", "What venue was {ev} at, remind me?",
                      "{ev} was where again, remind me?",
                      "Remind me, where was {ev} held?", "Where did we end up doing {ev}?"],
            "size": ["how many people came to {ev} in the end?", "What was the turnout like at {ev}?",
                     "{ev} had how many people?",
                     "Remind me how big {ev} was, headcount?", "How packed was {ev}, how many?"],
            "duration": ["how long was {ev}?", "How long did {ev} go on for?", "{ev} lasted how long?",
                         "Remind me how long {ev} took?", "How much time was {ev}, start to finish?"],
            "date": ["when was {ev} again lol?", "What date was {ev} on, remind me?",
                     "{ev} was on what date, remind me?",
                     "Remind me the date of {ev} pls?", "Which day was {ev} on again?"],
            "content": ["what was {ev} about again?", "What went on at {ev}, remind me?",
                        "{ev} was about what, remind me?",
                        "Remind me what {ev} was about pls?", "What was the main event at {ev}, remind me?"],
        },
    },
}

# fmt: on

POOLS: dict[str, dict[str, Any]] = {"zh": ZH, "en": EN}
