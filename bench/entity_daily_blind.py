"""The closed `daily_blind` pools of `bench/entity_daily_gen.py`: CLOSED — never open, print or grep this file while
tuning a reader (run its aggregate figures, nothing more).

Written on 2026-11-26 by a helper who saw neither the readers (src/jiyi/extractors) nor the other closed pools
(`entity_daily_holdout.py`, `entity_daily_fresh.py`), only the open `entity_daily.py` for the shape of its fields.
Its names, relation words, values and templates are its own; its voices are those no other pool uses: a retired
teacher typing long run-on messages, a nurse sending fragments between shifts, a student with slang, emoji and
typos, someone dictating by voice (no punctuation, fillers such as 那个 / 就是 / um), someone pasting notes; facts
said in passing inside small stories, the value before the person, and self-corrections that name what they correct
("他上班的地方我说错了，是在…", "scratch what I said about her age, it's …"). Kept apart from the other pools by
`tests/test_bench_entity_daily.py`, which compares counts only (this pool was reworded until they were all zero).

Fields as in `entity_daily.py` (its docstring). A voice may also carry ``end`` (what closes a statement, "" or " "
for a dictating user instead of "。" / ".") and ``sep`` (what joins an introduction to its first fact).
"""

from __future__ import annotations

from typing import Any

# fmt: off
ZH: dict[str, Any] = {
    "surnames": ["邝", "岑", "翟", "卞", "柏", "甘", "詹", "麦", "佘", "鞠", "牟", "戚"],
    "given": {
        "f": ["荷香", "霁月", "晚晴", "蕴仪", "绮云", "湘君", "蔓菁", "锦书", "如意", "青黛", "素问", "念真"],
        "m": ["宝山", "敬亭", "砚秋", "望舒", "慕白", "怀瑾", "立夏", "冠群", "海潮", "开疆", "济舟", "贺川"],
    },
    "relatives": {
        "uncle_eldest": ("大伯", "m", "old"), "grandpa": ("爷爷", "m", "elder"), "cousin_sf": ("堂妹", "f", "young"),
        "uncle_pat": ("姑父", "m", "old"), "aunt_eldest": ("大姨", "f", "old"), "uncle_mat": ("姨父", "m", "old"),
        "aunt_young": ("小姨", "f", "peer"), "grandma_mat": ("外婆", "f", "elder"),
        "sister_in_law": ("嫂子", "f", "peer"), "brother_in_law": ("姐夫", "m", "peer"),
        "wife_brother": ("小舅子", "m", "young"),
        "nephew": ("外甥", "m", "young"), "uncle_far": ("表舅", "m", "old"), "godmother": ("干妈", "f", "old"),
    },
    "family": ["uncle_eldest", "grandpa", "cousin_sf"],
    "colleagues": {"boss": "领导", "report": "手下", "colleague": "搭档"},
    "pronoun": {"f": "她", "m": "他"},
    "after_intro": {"f": ["她", "她", "其"], "m": ["他", "他", "其"]},
    "intro": [
        "我{rel}大名叫{name}", "我给你讲讲我{rel}，{name}", "{name}，是我{rel}哈", "记一下：{name}，我{rel}",
        "我{rel}那个叫{name}的", "有个人你得记住，{name}，我{rel}", "我{rel}，大名{name}", "说下我{rel}吧，就是{name}",
    ],
    "rel_ref": ["我{rel}{name}", "{rel}{name}"], "rel_only": "我那{rel}",
    "rel_appositive": ["{name}，我{rel}，", "{name}（我{rel}），"],
    "attr": {
        "age": [
            "{ref}属啥我忘了，反正今年{v}岁", "{ref}{v}了都", "{ref}的年龄：{v}岁", "{v}岁，这是{ref}现在的岁数",
            "{ref}今年{v}岁，看着可显年轻了", "那个{ref}吧今年是{v}岁", "{ref} {v}岁",
            "{ref}的岁数刚才说错了，今年是{v}岁", "{ref}上礼拜刚过完{v}岁生日",
        ],
        "height": [
            "{ref}个子{v}，给买衣服得记着这个", "{ref}的身高：{v}", "{ref}身高差不多{v}吧", "{v}，{ref}就这么高",
            "{ref} 身高{v}", "{ref}那个就是{v}的个子", "{ref}上回体检量的{v}", "{ref}身高我上次好像说错了，应该是{v}",
            "{ref}个头嘛，{v}",
        ],
        "birthday": [
            "{ref}的生日：{v}", "{ref}{v}生的", "{v}是{ref}生日，到时候提醒我订蛋糕", "{ref}过生日是{v}",
            "{ref}生日 {v}", "就是{ref}生日是{v}那天", "每年{v}我都给{ref}打电话说生日快乐", "{ref}是{v}那天出生的",
        ],
        "from": [
            "{ref}老根儿在{v}", "{ref}是{v}那疙瘩的", "{v}，{ref}的老家，过年都回去", "{ref}的籍贯一栏填的是{v}",
            "{ref} 老家{v}", "{ref}打小在{v}长大的，一口家乡话", "{ref}是从{v}考出来的", "{ref}那个老家是{v}那边的",
            "{ref}老家我记错了，是{v}",
        ],
        "works_in": [
            "{ref}在{v}上班，一年回来一两趟", "{ref}人在{v}，工作在那边", "{ref}的工作地点：{v}", "{ref} {v}上班",
            "{v}，{ref}在那儿工作", "{ref}被公司派到{v}常驻了", "{ref}那个就是在{v}那边工作",
            "{ref}上班的地方我说错了，是在{v}", "{ref}跑到{v}工作去了，说那边机会多",
        ],
        "education": [
            "{ref}的学历一栏：{v}", "{ref}文化程度算{v}", "{ref}念到{v}就没再读了", "{ref} 学历{v}", "{ref}学历嘛，{v}",
            "{ref}那个学历是{v}吧好像", "{ref}{v}毕的业", "{ref}拿的是{v}文凭", "{ref}的学历我记岔了，其实是{v}",
        ],
        "job": [
            "{ref}干的是{v}", "{ref}的职业：{v}", "{ref}是个{v}，干了快十年了", "{ref}做{v}的",
            "{v}，这是{ref}的老本行",
            "{ref}那个是当{v}的", "{ref}现在改行当{v}了", "{ref}吃的是{v}这碗饭", "{ref} 职业{v}",
        ],
        "title": [
            "{ref}的职务：{v}", "{ref}在单位当{v}", "{ref}去年提了{v}", "{ref}是他们那的{v}",
            "{ref}现在是{v}了，管着一摊子事", "{v}，{ref}现在坐这个位子", "{ref}那个职位是{v}", "{ref} 职位{v}",
        ],
        "employer": [
            "{ref}的工作单位一栏：{v}", "{ref}在{v}一待就是好些年", "{ref}单位在{v}，福利还行", "{ref}是{v}的老员工了",
            "{v}，{ref}就在那家混饭吃", "{ref}那个就是在{v}那儿上班", "{ref}前年跳槽去了{v}", "{ref} 单位{v}",
        ],
        "hobby": [
            "{ref}的爱好：{v}", "{ref}一到周末就{v}", "{ref}迷上了{v}，天天琢磨", "{ref}没啥别的爱好，就爱{v}",
            "{v}是{ref}最大的爱好", "{ref}那个平时就喜欢{v}", "{ref}爱{v}爱得不行", "{ref} 爱好{v}",
        ],
        "trait": [
            "{ref}的性格：{v}", "{ref}这人特别{v}", "{ref}性格属于{v}那种", "{v}，说的就是{ref}",
            "{ref}那个人就是比较{v}",
            "{ref}出了名的{v}", "{ref} 性格{v}", "都说{ref}为人{v}",
        ],
        "phone": [
            "{ref}的手机：{v}", "{ref}电话{v}，有事打这个", "存一下{ref}的号码 {v}", "{v}，这是{ref}的手机",
            "{ref}那个电话是{v}", "{ref}换新手机了，新的是{v}", "{ref} 手机{v}",
        ],
        "email": [
            "{ref}的邮箱地址一栏：{v}", "{ref}邮箱{v}，发文件用这个", "这个{v}是{ref}的邮箱，别弄丢",
            "{ref}那个邮箱是{v}嗯", "{ref}给我留的邮箱是{v}", "{ref} 邮箱 {v}", "{ref}公司邮箱换成{v}了",
        ],
    },
    "height_forms": ["{n}公分", "一米{tail}", "1米{short}", "{n}厘米", "1.{short}m"],
    "phone_forms": ["{d}", "{a} {b} {c}", "{a}-{b}-{c}", "+86 {d}"],
    "values": {
        "from": [
            ("甘肃", "天水"), ("甘肃", "张掖"), ("甘肃", "平凉"), ("贵州", "遵义"), ("贵州", "安顺"), ("贵州", "毕节"),
            ("内蒙古", "包头"), ("内蒙古", "赤峰"), ("内蒙古", "通辽"), ("黑龙江", "齐齐哈尔"), ("黑龙江", "牡丹江"),
            ("黑龙江", "佳木斯"),
        ],
        "works_in": ["昆山", "义乌", "珠海", "惠州", "常州", "南通", "宜昌", "襄阳"],
        "education": ["初中", "中专", "大专|专科", "大学本科|本科", "硕士研究生|硕士|研究生", "博士"],
        "job": [
            "验光师", "钢琴调音师", "殡葬礼仪师", "塔吊司机", "地铁调度员", "营养师", "宠物美容师", "档案管理员",
            "汽修师傅", "婚礼策划",
        ],
        "title": ["车间主任", "质检科长", "护士长", "大区经理", "首席架构师", "客服主管", "采购部副部长"],
        "employer": [
            "三江口水务公司", "瑞丰面粉厂", "北辰眼科医院", "长风文旅", "恒远钢构", "金穗农商银行", "博闻书局",
        ],
        "hobby": [
            "侍弄盆景", "养孔雀鱼", "打斯诺克", "剪窗花", "跳国标舞", "拉板胡", "集火花", "玩华容道", "拼积木模型",
        ],
        "trait": [
            "抠搜", "嘴碎", "蔫儿", "慢吞吞", "暴脾气", "实在", "鬼精", "一根筋",
        ],
        "email_handles": ["panda_zz", "xiaoqiao", "laoyang", "mumu", "kk_lee", "dahai", "qiuqiu"],
        "email_domains": ["foxmail.com", "sina.com", "139.com", "aliyun.com"],
        "size": [
            "十五六个人|十五六", "六十来人|六十", "一百二三十人|一百二三十", "五六百人|五六百", "三千多人|三千|3000",
            "小二十人|二十",
        ],
        "duration": ["一下午", "俩钟头|两个钟头", "五天四夜|五天", "整整九天|九天", "二十来天|二十天", "一个半月"],
    },
    "venues": {
        "成都": ["世纪城会展中心", "东郊记忆"], "武汉": ["光谷科技会展中心", "琴台大剧院"],
        "南京": ["江北新区市民中心", "保利大剧院"], "厦门": ["国际会议中心", "鼓浪屿音乐厅"],
        "西安": ["曲江会展中心", "易俗社文化街区"],
    },
    "events": {
        "meeting": {
            "short": "会", "names": ["西南区经销商年会", "冷链物流合作座谈会", "医疗器械采购对接会"],
            "content": [
                "敲定明年的采购预算|采购预算", "谈冷库租赁的合同|冷库", "跟医院谈耗材集采|集采",
            ],
        },
        "training": {
            "short": "培训", "names": ["急诊护理技能培训", "安全生产月专题培训", "短视频运营培训班"],
            "content": ["练心肺复苏|心肺复苏", "学消防器材怎么用|消防器材", "学怎么剪短视频|剪辑"],
        },
        "job_fair": {
            "short": "招聘会", "names": ["退役军人专场招聘会", "秋季护理人才双选会"],
            "content": ["招保安和司机|保安", "招手术室护士|手术室护士"],
        },
        "launch": {
            "short": "发布会", "names": ["青禾有机大米品牌发布会", "小麋鹿儿童手表发布会"],
            "content": ["推一款富硒大米|富硒大米", "发布带定位的儿童手表|儿童手表"],
        },
        "kickoff": {
            "short": "启动会", "names": ["老旧小区改造项目启动会", "门诊信息化项目启动会"],
            "content": ["分片区落实施工队|施工队", "定下挂号系统的切换方案|挂号系统"],
        },
        "trip": {
            "short": "旅行", "sizes": ["一家三口|三口", "我们五个人|五个"],
            "names": ["退休后的第一次自驾游", "寒假穷游", "带外婆回乡的旅行"],
            "places": [("大理", "洱海"), ("哈尔滨", "中央大街"), ("张家界", "天门山")],
            "content": ["环湖骑行|骑行", "看冰雕|冰雕", "坐玻璃栈道|玻璃栈道"],
            "durations": ["六天", "十天", "小半个月|半个月"],
        },
        "concert": {
            "short": "音乐会", "names": ["民乐迎春音乐会", "古典吉他音乐会"],
            "content": ["二胡独奏二泉映月|二泉映月", "弹阿尔罕布拉宫的回忆|阿尔罕布拉宫"],
            "durations": ["一个半小时", "将近三个钟头|三个钟头"],
        },
        "party": {
            "short": "聚会", "sizes": ["十二三个人|十二三", "三十来人|三十来"],
            "names": ["护校同学二十年聚会", "宿舍散伙饭", "退休教师茶话会"],
            "content": ["包饺子|饺子", "唱了一晚上歌|唱歌", "翻老照片|老照片"],
        },
        "exhibition": {
            "short": "展", "names": ["敦煌壁画数字展", "齐白石书画展"],
            "content": ["看复原的洞窟壁画|洞窟", "看虾和白菜那几幅|虾"],
        },
    },
    "event_intro": [
        "那个{name}我也去了", "{name}你知道吧，我参加了", "我去参加了{name}", "前天刚从{name}回来",
        "记录一下{name}", "{name}结束了，累死", "给你讲讲{name}的事",
    ],
    "event_ref": ["那回的{short}", "前阵子那个{short}"], "event_pronoun": "那个活动",
    "event_attr": {
        "place": [
            "{ev}租的场地在{v}", "{ev}地方选在了{v}", "{v}，{ev}就在那儿办的", "{ev}的场子是{v}", "{ev}跑到{v}去搞的",
        ],
        "size": [
            "{ev}一共去了{v}", "{ev}规模一栏：{v}", "{ev}我数了数差不多{v}", "{ev}签到的有{v}", "{v}挤在{ev}上",
        ],
        "duration": ["{ev}前前后后{v}", "{ev}时长：{v}", "{ev}一共折腾了{v}", "{ev}从头到尾{v}", "{ev}弄了{v}"],
        "date": [
            "{ev}定的日子是{v}", "{ev}日期一栏：{v}", "{ev}是{v}那天的事", "{v}搞的{ev}", "{ev}刚好赶在{v}",
        ],
        "content": [
            "{ev}的重头戏要数{v}", "{ev}内容一栏：{v}", "{ev}翻来覆去就是{v}", "{ev}说穿了就是{v}",
            "{ev}嘛，一句话：{v}",
        ],
    },
    "things": {
        "phone": {
            "say": [
                "我拿的是{v}", "手机用的{v}，用了两年了", "我刚换了个{v}", "我那手机{v}，最近老卡", "我现在手机是{v}哈",
            ],
            "ask": [
                "我手机是啥来着？", "我现在拿的什么手机？", "我用的手机型号是？", "我那手机是哪款来着？",
                "我换的新手机是什么？",
            ],
            "values": ["荣耀Magic6|Magic6", "红米K70|K70", "一加12|一加", "iPhone 15 Pro|iPhone 15"],
        },
        "cooker": {
            "say": [
                "我家电饭煲是{v}", "煮饭用的{v}，好使", "我妈给我买了个{v}", "家里那个{v}用了五六年了",
                "厨房里就一个{v}",
            ],
            "ask": [
                "我家电饭煲是啥牌子的？", "我用的什么电饭煲？", "我家煮饭用的哪个牌子？", "我们家电饭煲是哪款？",
                "我妈给我买的电饭煲是什么？",
            ],
            "values": ["象印电饭煲|象印", "虎牌电饭煲|虎牌", "苏泊尔球釜|苏泊尔"],
        },
        "perfume": {
            "say": [
                "我平常喷{v}", "香水我就认{v}", "最近在用{v}，同事都说好闻", "我桌上那瓶是{v}", "我这阵子喷的{v}",
            ],
            "ask": [
                "我喷的啥香水？", "我认准的香水是哪款？", "我最近用什么香水？", "我桌上那瓶香水是什么？",
                "我平常喷哪个香水？",
            ],
            "values": [
                "三宅一生一生之水|一生之水", "宝格丽大吉岭茶|大吉岭", "观夏昆仑煮雪|昆仑煮雪", "欧珑赤霞橘光|赤霞橘光",
            ],
        },
        "shoes": {
            "say": [
                "我跑步就穿{v}", "跑鞋是{v}", "我那双{v}快跑烂了", "夜跑我穿的{v}", "我新入了一双{v}跑步用",
            ],
            "ask": [
                "我跑步穿的啥鞋？", "我跑鞋是哪双？", "我夜跑穿什么鞋？", "我新买的跑鞋是什么？", "我跑步用的哪款鞋？",
            ],
            "values": ["索康尼啡鹏|啡鹏", "安踏C202|C202", "新百伦1080|1080", "昂跑Cloudmonster|Cloudmonster"],
        },
        "car": {
            "say": ["我开的是{v}", "我家车是{v}", "我那辆{v}该保养了", "上下班开{v}", "我去年提了辆{v}"],
            "ask": ["我开什么车？", "我家车是啥？", "我那辆车是什么车？", "我上下班开的什么车？",
                "我去年买的车是哪款？"],
            "values": ["比亚迪秦PLUS|秦PLUS", "大众朗逸|朗逸", "特斯拉Model Y|Model Y", "五菱宏光MINI|宏光"],
        },
    },
    "places": {
        "home": {
            "say": ["我家住{v}", "我们小区是{v}", "我住的{v}", "我在{v}买的房", "我租在{v}"],
            "ask": ["我住哪个小区来着？", "我们小区叫啥？", "我家在哪个小区？", "我买房买在哪？", "我住的地方叫什么？"],
            "values": ["碧桂园凤凰城|凤凰城", "保利罗兰香谷|罗兰香谷", "金地格林小镇|格林小镇",
                "龙湖春江郦城|春江郦城"],
        },
        "park": {
            "say": ["我晚上去{v}走路", "我天天在{v}快走", "离我家最近的是{v}", "周末带娃去{v}放风筝", "我常去{v}晨练"],
            "ask": [
                "我晚上去哪走路？", "我常去的公园是哪个？", "我周末带娃去哪放风筝？", "我在哪晨练？",
                "离我家最近的公园是？",
            ],
            "values": ["奥林匹克森林公园|奥森", "玄武湖公园|玄武湖", "东湖绿道|东湖"],
        },
        "hospital": {
            "say": ["我上班在{v}", "我看病都去{v}", "我每年在{v}做体检", "我挂号一般挂{v}", "我妈住过{v}"],
            "ask": [
                "我在哪家医院上班？", "我看病去哪个医院？", "我每年在哪体检？", "我一般挂哪家医院的号？",
                "我妈住过哪家医院？",
            ],
            "values": ["协和医院|协和", "湘雅二院|湘雅", "华西医院|华西"],
        },
        "mall": {
            "say": ["我爱逛{v}", "下班顺路逛{v}", "我衣服都在{v}买", "我常去{v}吃饭", "我每天路过{v}"],
            "ask": ["我爱逛哪个商场？", "我下班顺路逛哪儿？", "我衣服一般在哪买？", "我常去哪吃饭？",
                "我每天路过哪个商场？"],
            "values": ["太古里", "德基广场|德基", "银泰城|银泰"],
        },
        "scenic": {
            "say": ["我最想再去一次{v}", "我去过好几次{v}", "我年年都去{v}", "我最喜欢的景点是{v}",
                "我上个假期去了{v}"],
            "ask": [
                "我最想再去哪个景点？", "我去过好几次的景点是哪？", "我每年都去哪玩？", "我最喜欢的景点是？",
                "我上个假期去哪了？",
            ],
            "values": ["千岛湖", "青城山", "普陀山"],
        },
    },
    "voices": [
        # a retired teacher: long, warm, run-on
        {"pre": ["小助手你好，我再给你讲讲，", "我跟你唠唠家里的事，", "老师我记性不好了，你帮我记着，"],
         "post": ["，谢谢你啊。", "……人老了就爱唠叨。", "，你说是不是。"]},
        # a nurse between shifts: fragments, no greetings
        {"pre": ["交班前说一句，", "刚下夜班，", "补一条，"], "post": [" ", "。先这样", "。忙去了"], "end": " "},
        # a student: slang, emoji, typos in the words around the facts
        {"pre": ["家人们，", "救命，", "hhh ", "emmm "], "post": ["😂", "哈哈哈哈", "（狗头）", "🤣🤣", "，绝了"],
         "end": "～"},
        # dictating by voice: no punctuation, fillers
        {"pre": ["那个", "就是", "嗯那个", "然后"], "post": [" 就这样", " 对", " 嗯"], "end": " ", "sep": " "},
        # pasting notes
        {"pre": ["备忘：", "【记录】", "- "], "post": ["；", "（已核对）"], "end": "；", "sep": "；"},
    ],
    "filler": [
        "今天夜班又没合眼", "孙子又不好好吃饭", "期末周要疯了", "降温了记得提醒我穿秋裤", "广场舞今天跳了俩小时",
        "食堂的饭越来越难吃", "那个帮我查下明天下不下雨", "老花镜又找不着了", "刚交完班腿都是软的", "宿舍断网了",
    ],
    "reply": ["好嘞，记住了。", "嗯，已经记下来了。", "知道啦～", "行，我记着。", "收到，都记好了。"],
    "q": {
        "single": {
            "age": [
                "{ref}今年多大岁数了呀？", "{ref}几岁来着，我又忘了", "{ref}现在是多大年纪？", "问下{ref}今年几岁",
                "{ref}岁数是多少来着？",
            ],
            "height": [
                "{ref}个头多高来着，我给忘了", "{ref}光脚身高多少？", "{ref}身高给我报一下", "{ref}到底一米几来着？",
                "帮我查查{ref}的身高",
            ],
            "birthday": [
                "{ref}生日几号来着，我又忘了", "{ref}哪天过生日呀？", "{ref}的生日是啥时候来着？",
                "{ref}几月份生日来着？", "我得给{ref}过生日，是哪天？",
            ],
            "from": [
                "{ref}是哪儿的人来着？", "{ref}老家是哪的呀？", "{ref}的籍贯是哪里来着？", "{ref}打小在哪长大的？",
                "{ref}老根儿在哪？",
            ],
            "works_in": [
                "{ref}上班的城市是哪个来着？", "{ref}人在哪个城市工作呀？", "{ref}工作在哪个城市来着？",
                "{ref}的工作地点是哪座城？", "{ref}在哪座城市打拼呢？",
            ],
            "education": [
                "{ref}文化程度是？", "{ref}读到哪一步了？", "{ref}学历是什么来着？", "{ref}是啥文凭？",
                "{ref}书念到哪了？",
            ],
            "job": [
                "{ref}干啥的？", "{ref}是干什么工作的？", "{ref}的职业是？", "{ref}做哪行的？", "{ref}吃哪碗饭的？",
            ],
            "title": [
                "{ref}现在什么职位？", "{ref}在单位是干什么的官？", "{ref}的职务是？", "{ref}坐的什么位子？",
                "{ref}现在是什么头衔？",
            ],
            "employer": [
                "{ref}在哪家单位？", "{ref}是哪个单位的？", "{ref}在哪上班，哪家公司？", "{ref}的工作单位是？",
                "{ref}在什么公司干？",
            ],
            "hobby": [
                "{ref}爱干啥来着？", "{ref}有啥爱好没？", "{ref}周末喜欢干嘛来着？", "{ref}平时迷什么？",
                "{ref}的爱好是啥来着？",
            ],
            "trait": [
                "{ref}啥性格来着？", "{ref}这人性格咋样啊？", "{ref}脾气怎么样来着？", "{ref}为人咋样？",
                "{ref}是什么性子的人？",
            ],
            "phone": [
                "{ref}手机多少？", "{ref}电话号码是？", "把{ref}的号码给我", "{ref}的手机号来着？",
                "我要打给{ref}，号码是？",
            ],
            "email": [
                "{ref}邮箱多少来着？", "{ref}的邮箱是啥呀？", "给{ref}发邮件发哪个邮箱来着？", "{ref}的email是？",
                "把{ref}的邮箱给我一下",
            ],
        },
        "cond": {
            "from": ["老家{v}的", "{v}那边的", "籍贯是{v}的"], "works_in": ["在{v}上班的", "人在{v}的", "在{v}工作的"],
            "job": ["干{v}的", "当{v}的", "做{v}这行的"], "title": ["当{v}的", "职务是{v}的", "坐{v}位子的"],
            "education": ["{v}学历的", "读到{v}的", "{v}文凭的"], "employer": ["在{v}的", "在{v}干活的", "单位是{v}的"],
            "hobby": ["爱{v}的", "迷{v}的", "喜欢{v}的"],
        },
        "who": ["{cond}那个{rel}", "我那个{cond}{rel}", "我{cond}那位{rel}", "{cond}我那个{rel}",
            "就是{cond}那个{rel}"],
        "group": {"relative": "家里人", "colleague": "同事"},
        "pair": {
            "height": [
                ("max", "{a}跟{b}，哪个高点？"), ("min", "{a}和{b}比，谁矮？"), ("max", "{a}、{b}谁个儿高？"),
                ("max", "{a}高还是{b}高？"), ("min", "{a}跟{b}哪个个子矮点？"),
            ],
            "age": [
                ("max", "{a}跟{b}，谁大？"), ("min", "{a}和{b}谁小一点？"), ("max", "{a}岁数大还是{b}岁数大？"),
                ("min", "{a}跟{b}比，哪个年轻？"), ("max", "{a}、{b}哪个年长？"),
            ],
            "birthday": [
                ("min", "{a}跟{b}，谁的生日排前头？"), ("max", "{a}和{b}谁生日更靠后一点？"),
                ("min", "{a}和{b}一年里头谁先过生日？"), ("min", "先过生日的是{a}还是{b}呀？"),
                ("max", "{a}、{b}谁生日晚一些来着？"),
            ],
        },
        "top": {
            "height": [
                ("max", "{scope}个子最高的是谁呀？"), ("min", "{scope}谁最矮来着？"), ("max", "{scope}哪个个子最高？"),
                ("max", "{scope}身高排第一的是谁？"), ("min", "{scope}个子最小的是哪个？"),
            ],
            "age": [
                ("max", "{scope}岁数最大的是谁呀？"), ("min", "{scope}谁年纪最小来着？"), ("max", "{scope}谁最年长？"),
                ("min", "{scope}年纪排最末的是哪个？"), ("max", "{scope}哪个年纪最大？"),
            ],
            "birthday": [
                ("min", "{scope}谁生日最靠前来着？"), ("max", "{scope}谁是最后一个过生日的？"),
                ("min", "{scope}每年打头过生日的是谁？"), ("min", "{scope}生日排最早的是哪个？"),
                ("max", "{scope}谁的生日最靠年底？"),
            ],
        },
        "scope": {"relative": "家里亲戚当中", "colleague": "单位的人里头", "all": "我提过的所有人里"},
        "count": {
            "height>": [
                "超过{c}公分的有几个？", "我说的这些人里多少个比{c}厘米高？", "身高过了{c}的有几位？",
                "高于{c}厘米的一共几个人？", "{c}公分往上的有几个人？",
            ],
            "height<": [
                "不到{c}公分的统共几个？", "比{c}厘米矮的有几个人？", "身高没到{c}的有几位？",
                "{c}公分以下的数一下有几个", "我说过的人里几个人矮于{c}厘米？",
            ],
            "age<=": [
                "{c}岁和{c}岁以下的统共几个？", "年纪不到{c}岁或者正好{c}的有几个？", "最多{c}岁的有几个人？",
                "我提过的人里几个人没超过{c}岁？", "岁数在{c}以内（含{c}）的一共几位？",
            ],
            "age>": [
                "比{c}岁大的有几个？", "过了{c}岁的有几位？", "年纪超过{c}的一共几个人？", "几个人岁数在{c}岁以上？",
                "我说过的人里多少个大于{c}岁？",
            ],
            "from": [
                "老家{c}的有几个？", "籍贯在{c}的有几位？", "几个人是{c}那边的？", "我说的人里头{c}人有几个？",
                "{c}出来的一共几个人？",
            ],
            "works_in": [
                "在{c}上班的统共几个？", "人在{c}工作的有几位呀？", "工作地点在{c}的数一下有几个",
                "我提过的人里在{c}打工的几个？", "{c}那边上班的一共几个人？",
            ],
            "education=": [
                "{c}学历的有几个？", "几个人是{c}文凭？", "读到{c}的有几位？", "我说的人里{c}学历的一共几个？",
                "文化程度是{c}的有几个人？",
            ],
            "education>=": [
                "{c}或者更高学历的有几个？", "学历不比{c}低的有几位？", "至少是{c}学历的几个人？",
                "我说的人里{c}往上的学历有几个？", "读到{c}及更高的一共几个人？",
            ],
            "event.place": [
                "在{c}办的活动统共几个？", "我去的活动里几场在{c}？", "几个活动办在{c}的？", "地点在{c}的活动数一下",
                "我说的那些活动有几个是{c}的？",
            ],
        },
        "event": {
            "place": ["{ev}在哪办的来着？", "{ev}地方在哪？", "{ev}场地是哪？", "{ev}在什么地方搞的？",
                "{ev}办在哪儿？"],
            "size": [
                "{ev}去了多少人来着？", "{ev}规模咋样？", "{ev}到场多少人呀？", "{ev}多少号人参加？",
                "{ev}人多不多，多少个？",
            ],
            "duration": [
                "{ev}搞了多长时间来着？", "{ev}前后弄了多久？", "{ev}时长报一下", "{ev}弄了几天呀？",
                "{ev}从头到尾多长时间？",
            ],
            "date": [
                "{ev}定在哪天来着？", "{ev}日期报一下", "{ev}几号搞的呀？", "{ev}是啥日子办的？",
                "{ev}那天是几月几号？",
            ],
            "content": [
                "{ev}干了些啥来着？", "{ev}内容报一下", "{ev}都讲了些什么？", "{ev}的重头戏是什么？",
                "{ev}主要弄了点啥？",
            ],
        },
    },
}

EN: dict[str, Any] = {
    "surnames": [
        "Pennycook", "Haverkamp", "Wojcicki", "Oduya", "Strachan", "Balogun", "Dunleavy", "Loughlin", "Fairbrother",
        "Kettleborough", "Nwachukwu", "Quintanilla",
    ],
    "given": {
        "f": [
            "Zinnia", "Philomena", "Ottilie", "Marguerite", "Temperance", "Carys", "Anouk", "Briony", "Seraphina",
            "Ysolde", "Damaris", "Lucasta",
        ],
        "m": [
            "Bertrand", "Crispin", "Eustace", "Godfrey", "Lysander", "Mungo", "Octavius", "Peregrine", "Sebastiano",
            "Thelonious", "Wendell", "Ambrose",
        ],
    },
    "relatives": {
        "grandpa": ("grandpa", "m", "elder"), "half_brother": ("half-brother", "m", "peer"),
        "stepmom": ("stepmom", "f", "old"), "stepdad": ("stepdad", "m", "old"), "godmother": ("godmother", "f", "old"),
        "great_aunt": ("great-aunt", "f", "elder"), "sister_in_law": ("sister-in-law", "f", "peer"),
        "stepsister": ("stepsister", "f", "young"), "father_in_law": ("father-in-law", "m", "old"),
        "mother_in_law": ("mother-in-law", "f", "old"), "second_cousin": ("second cousin", "m", "peer"),
        "godson": ("godson", "m", "young"),
    },
    "family": ["grandpa", "half_brother"],
    "colleagues": {"boss": "supervisor", "report": "trainee", "colleague": "coworker"},
    "pronoun": {"f": "she", "m": "he"},
    "possessive": {"f": "her", "m": "his"},
    "after_intro": {"f": ["she"], "m": ["he"]},
    "intro": [
        "so {name} is my {rel}", "I should mention my {rel}, {name}", "ok, my {rel}'s name is {name}",
        "jotting this down: {name}, my {rel}", "{name} is my {rel} btw", "note: {name}, {rel}",
        "quick one about my {rel} {name}", "um so my {rel} um {name}",
    ],
    "rel_ref": ["my {rel} {name}", "{name} my {rel}"], "rel_only": "my {rel}",
    "rel_appositive": ["{name}, my {rel},"],
    "attr": {
        "age": [
            "{ref} turns out to be {v}", "{ref} is {v} now, can you believe it", "{ref}'s age: {v}",
            "{ref}'s age {v}, checked",
            "get this, {v} years young, that's {ref}'s age", "scratch what I said about {ref}'s age, it's {v}",
            "{ref} is um {v} I think yeah {v}", "{ref} turned {v} last weekend, we did cake and everything",
            "{ref} is like {v} lol",
        ],
        "height": [
            "{ref} is {v}, I had to know for the suit rental", "{ref}'s height: {v}", "{ref} is {v} give or take",
            "so {v}, that's {ref}'s height", "{ref}'s height {v}, measured", "{ref} measured {v} at the clinic",
            "{ref} is like {v} ngl",
            "correction on {ref}'s height: {v}, not what I said before",
        ],
        "birthday": [
            "{ref}'s DOB: {v}", "{ref}'s bday is {v} btw", "{v} is {ref}'s birthday, remind me to order a cake",
            "{ref} came into the world {v}", "{ref} celebrates {v} every year with a big potluck",
            "{ref}'s bday {v}, don't forget", "{ref}'s birthday is um {v} I think", "oh and {ref}'s birthday, it's {v}",
        ],
        "from": [
            "{ref} grew up out in {v}", "{ref}'s hometown, for the record: {v}", "{ref} is originally a {v} kid",
            "{v} is where {ref} was a kid", "{ref} was born and bred in {v}",
            "{ref} still talks about {v}, that's home", "{ref} is um from {v} yeah",
            "sorry I mixed up {ref}'s hometown, it's {v}",
        ],
        "works_in": [
            "{ref} works over in {v} now", "{ref}'s work city: {v}", "{ref} got transferred to {v} for work",
            "{v} is where {ref} works", "{ref} commutes into {v} every day", "{ref} works in {v} um downtown",
            "{ref} has been working in {v} since the move", "{ref}'s job is in {v} fr",
        ],
        "education": [
            "{ref} wrapped up school with a {v}", "{ref}'s schooling, for the record: a {v}",
            "{ref} went back to night school and got a {v}", "a {v}, that's the degree {ref} has",
            "{ref} has a {v}, I'm like 90% sure", "{ref} got a {v} from a state school out west",
            "{ref} only has a {v} but is sharp as a tack", "oops, about {ref}'s degree, it's a {v} actually",
        ],
        "job": [
            "{ref} works as a {v} these days", "{ref}'s occupation: {v}", "{ref} has been a {v} forever",
            "a {v}, that's {ref}'s job", "{ref} became a {v} after college", "{ref} is um a {v}",
            "{ref} switched careers and is a {v} now", "{ref} is a {v} tbh",
        ],
        "title": [
            "{ref} got bumped up to {v}", "{ref}'s title: {v}", "{ref} is {v} over there",
            "yep, {v}, that's {ref}'s title", "{ref} runs things as {v}", "{ref} is the um {v}",
            "{ref} was made {v} in the spring", "I got {ref}'s title wrong before, it's {v}",
        ],
        "employer": [
            "{ref} clocks in at {v} now", "{ref}'s employer, for the record: {v}", "{ref} has put in years at {v}",
            "{v} signs {ref}'s paychecks", "{ref} got snapped up by {v}", "{ref} works for um {v}",
            "{ref} moved over to {v} last year", "{ref} is on the payroll at {v}",
        ],
        "hobby": [
            "{ref} is really into {v}", "{ref}'s hobby: {v}", "{ref} spends every Saturday {v}",
            "honestly {v} is {ref}'s thing", "{ref} got hooked on {v}", "{ref} likes um {v} a lot",
            "{ref} is obsessed with {v} lowkey", "{ref} unwinds by {v}",
        ],
        "trait": [
            "{ref} is super duper {v}", "{ref}'s personality in one word: {v}", "{ref} can be a little {v} at times",
            "in a word? {v}. that's {ref}'s personality", "{ref} has always been the {v} one in the bunch",
            "{ref} is um kinda {v}", "literally everyone says {ref} is {v}", "{ref} is sooo {v} it's funny",
        ],
        "phone": [
            "{ref}'s cell, in case: {v}", "{ref} got a new number, {v}", "pls save {ref}'s number {v}",
            "{v} rings {ref}'s cell", "{ref} picks up at {v}, usually", "{ref}'s number um {v} yeah",
            "{ref} changed numbers, it's {v} now",
        ],
        "email": [
            "{ref}'s email, for the record: {v}", "{ref} sends everything from {v}", "fyi {v} is {ref}'s email",
            "{ref} wants stuff sent to {v}", "{ref}'s inbox of choice is {v}", "{ref}'s email um {v} I think",
            "{ref} checks {v} more than texts",
        ],
    },
    "height_forms": ["{spoken}", "{feet}", "{cm}cm", "{m}m", "{cm} centimeters"],
    "phone_forms": ["{area} {mid} {end}", "{area}-{mid}-{end}", "+1 {area} {mid} {end}"],
    "values": {
        "from": [
            ("Montana", "Billings"), ("Montana", "Missoula"), ("Montana", "Bozeman"), ("Iowa", "Des Moines"),
            ("Iowa", "Cedar Rapids"), ("Iowa", "Dubuque"), ("Kentucky", "Louisville"), ("Kentucky", "Lexington"),
            ("Kentucky", "Bowling Green"), ("Nebraska", "Omaha"), ("Nebraska", "Grand Island"),
            ("Nebraska", "Kearney"),
        ],
        "works_in": [
            "Duluth", "Flagstaff", "Sioux Falls", "Green Bay", "Burlington", "Pensacola", "Bakersfield", "Fargo",
        ],
        "education": [
            "GED|high school", "two-year college degree|associate", "four-year degree|bachelor", "master's|master",
            "doctorate|PhD",
        ],
        "job": [
            "sonographer", "locksmith", "arborist", "respiratory therapist", "insurance adjuster", "piano tuner",
            "crane operator", "speech therapist", "sommelier", "cartographer",
        ],
        "title": [
            "assistant floor supervisor", "head of purchasing", "deputy features editor", "district operations manager",
            "principal structural engineer", "patient intake coordinator", "second-shift foreman",
        ],
        "employer": [
            "Copperline Foods", "Tri-County Medical", "Halvorsen & Sons", "Pinecrest Credit Union", "Meridian Freight",
            "Lakeshore School District", "Bright Path Dental",
        ],
        "hobby": [
            "hunting for geocaches", "keeping bees", "tying fishing flies", "dancing salsa", "doing cryptic crosswords",
            "building model railroads", "roller-skating at the rink", "throwing pots", "shooting longbows",
        ],
        "trait": [
            "persnickety", "mild-mannered", "brusque", "absent-minded", "unflappable", "meddlesome", "dorky",
            "thin-skinned",
        ],
        "email_handles": ["dee.w", "bigmike", "quilt_queen", "kwalsh", "t.rex", "mooseman"],
        "email_domains": ["hotmail.com", "icloud.com", "proton.me", "aol.com"],
        "size": [
            "maybe forty people|forty|40", "a few hundred people|few hundred", "close to 3,000 people|3,000|3000",
            "just eight of us|eight", "around 150 people|150", "nearly 60 folks|60",
        ],
        "duration": [
            "a single morning|morning", "three and a half days", "eleven days", "nine hours", "a fortnight|fortnight",
            "the better part of a month|month",
        ],
    },
    "venues": {
        "Philadelphia": ["the Pennsylvania Convention Center", "the Kimmel Center"],
        "San Antonio": ["the Henry B. Gonzalez Convention Center", "the Tobin Center"],
        "Milwaukee": ["the Baird Center", "the Pabst Theater"],
        "Kansas City": ["the Kauffman Center", "Bartle Hall"],
        "Nashville": ["the Music City Center", "the Ryman Auditorium"],
    },
    "events": {
        "meeting": {
            "short": "meeting", "names": ["the regional buyers' roundtable", "the hospital supply review"],
            "content": ["renegotiating freight rates|freight rates", "cutting down on glove waste|glove waste"],
        },
        "training": {
            "short": "course", "names": ["the trauma nursing refresher", "the forklift safety course",
                                         "the grant writing seminar"],
            "content": ["practicing chest tube setups|chest tube", "forklift inspections|forklift",
                        "writing a grant budget|grant budget"],
        },
        "job_fair": {
            "short": "hiring event", "names": ["the veterans' hiring expo", "the nursing school career day"],
            "content": ["hiring drivers for the night routes|drivers", "signing up new grad nurses|new grad nurses"],
        },
        "launch": {
            "short": "launch", "names": ["the Tidewell water filter launch", "the Paloma e-bike launch"],
            "content": ["a countertop water filter|water filter", "showing off the folding e-bike|e-bike"],
        },
        "kickoff": {
            "short": "kickoff", "names": ["the clinic EHR rollout kickoff", "the Eastside library renovation kickoff"],
            "content": ["picking the go-live weekend|go-live weekend", "assigning the contractors|contractors"],
        },
        "trip": {
            "short": "trip", "sizes": ["the three of us|three", "a group of nine|nine"],
            "names": ["our retirement road trip", "the spring break trip", "the girls' trip"],
            "places": [("Lisbon", "the Alfama district"), ("Banff", "Lake Louise"),
                       ("New Orleans", "the French Quarter")],
            "content": ["riding the old trams|trams", "canoeing on the lake|canoeing", "a jazz crawl|jazz"],
            "durations": ["nine days", "a long weekend", "two weeks|two-week"],
        },
        "concert": {
            "short": "concert", "names": ["the bluegrass night", "the church choir's Christmas concert"],
            "content": ["banjo duets|banjo", "Handel's Messiah|Messiah"],
            "durations": ["three hours", "about ninety minutes|ninety minutes"],
        },
        "party": {
            "short": "get-together", "sizes": ["eleven people|eleven", "a couple dozen people|couple dozen"],
            "names": ["my nursing school reunion", "the retired teachers' luncheon", "the dorm's end-of-term party"],
            "content": ["a white elephant gift swap|white elephant", "karaoke till late|karaoke",
                        "old yearbooks|yearbooks"],
        },
        "exhibition": {
            "short": "show", "names": ["the Frida Kahlo exhibit", "the quilt museum's fall show"],
            "content": ["Kahlo's self-portraits|self-portraits", "hundred-year-old Amish quilts|Amish quilts"],
        },
    },
    "event_intro": [
        "ok so {name} finally happened", "I dragged myself to {name} after a night shift", "finally made it to {name}",
        "just got home from {name}, dead tired", "writing down {name} before it slips my mind",
        "you know {name}? yeah I went",
    ],
    "event_ref": ["the {short} thing", "that {short} I went to"], "event_pronoun": "the whole thing",
    "event_attr": {
        "place": [
            "{ev} was over at {v}", "{ev}, venue: {v}", "so {v} is where {ev} was", "{ev} got put on at {v}",
            "we did {ev} over at {v}",
        ],
        "size": [
            "{ev} pulled in {v}, give or take", "{ev}, headcount: {v}", "honestly {v} showed up to {ev}",
            "{ev} was packed, {v}", "{ev} was {v} all told",
        ],
        "duration": [
            "{ev} dragged on for {v}, ugh", "{ev}, length: {v} start to finish", "{ev} ran {v} end to end",
            "{ev} ate up {v}", "{ev} took {v} in total",
        ],
        "date": [
            "{ev} happened to be {v}", "{ev}, date: {v}", "{v} was the day of {ev}", "{ev} fell smack on {v}",
            "{ev} was way back on {v}",
        ],
        "content": [
            "{ev} was all about {v}, honestly", "{ev}, main thing: {v}", "{ev} was basically just {v}",
            "{ev} pretty much boiled down to {v}", "the headline at {ev} was {v}",
        ],
    },
    "things": {
        "phone": {
            "say": [
                "I'm on a {v}", "my phone's a {v}, cracked screen and all", "finally upgraded to a {v}",
                "I still use my old {v}", "phone is a {v}",
            ],
            "ask": [
                "What phone am I on?", "Which phone did I upgrade to?", "What's the phone I use?",
                "Remind me what phone I have?", "My phone is what model again?",
            ],
            "values": ["Moto G Power|Moto G", "Galaxy Z Flip 5|Z Flip", "iPhone 13 mini|13 mini", "Pixel 7a|Pixel"],
        },
        "coffee": {
            "say": [
                "My coffee machine is a {v}", "I make my coffee with a {v}", "we got a {v} for the kitchen",
                "my {v} makes coffee before my shifts", "kitchen has a {v}",
            ],
            "ask": [
                "What coffee machine do I have?", "What do I make coffee with?", "Which coffee maker is in my kitchen?",
                "What's my coffee machine?", "What brand is my coffee maker?",
            ],
            "values": ["Breville Barista Express|Breville", "Nespresso Vertuo|Vertuo", "Keurig K-Mini|Keurig"],
        },
        "perfume": {
            "say": [
                "My scent is {v}", "I wear {v} pretty much daily", "got {v} as a gift and now it's my thing",
                "the perfume on my dresser is {v}", "I only wear {v}",
            ],
            "ask": [
                "What perfume is my thing?", "What scent do I wear daily?", "What's the perfume on my dresser?",
                "Which perfume do I only wear?", "What perfume did I get as a gift?",
            ],
            "values": [
                "Tom Ford Oud Wood|Oud Wood", "Maison Margiela Lazy Sunday Morning|Lazy Sunday Morning",
                "Glossier You|Glossier", "YSL Libre|Libre",
            ],
        },
        "shoes": {
            "say": [
                "I run in {v} now", "my running shoes are {v}", "bought {v} for the half marathon",
                "my {v} are falling apart", "running shoes: {v}",
            ],
            "ask": [
                "What do I run in?", "What running shoes do I own?", "Which shoes did I buy for the half marathon?",
                "What are the running shoes that are falling apart?", "My running shoes are which ones?",
            ],
            "values": ["Saucony Endorphin|Endorphin", "New Balance 880|880", "On Cloudsurfer|Cloudsurfer",
                       "Altra Torin|Torin"],
        },
        "car": {
            "say": ["I drive a {v}", "my car is a {v}", "traded up to a {v}", "the {v} needs an oil change",
                "car: {v}"],
            "ask": [
                "What car do I drive?", "What's my car?", "What did I trade up to?", "Which car needs an oil change?",
                "What do I drive to work?",
            ],
            "values": ["Subaru Outback|Outback", "Honda CR-V|CR-V", "Ford Maverick|Maverick", "Toyota Prius|Prius"],
        },
    },
    "places": {
        "home": {
            "say": ["I live in {v}", "home is {v}", "we just moved to {v}", "I'm renting at {v}", "address: {v}"],
            "ask": [
                "Where do I live again?", "What's my place called?", "Where did we just move to?",
                "Where am I renting?", "What complex is home for me?",
            ],
            "values": [
                "Willow Creek Apartments|Willow Creek", "the Brookstone condos|Brookstone",
                "Harbor View Towers|Harbor View",
            ],
        },
        "park": {
            "say": [
                "I walk in {v} after work", "we take the kids to {v}", "my park is {v}", "I jog loops around {v}",
                "morning walks: {v}",
            ],
            "ask": [
                "Where do I walk after work?", "Which park do we take the kids to?", "What's my park?",
                "Where do I jog loops?", "Where do I do my morning walks?",
            ],
            "values": ["Forest Park", "Riverside Greenway|Greenway", "Piedmont Park|Piedmont"],
        },
        "hospital": {
            "say": [
                "I work nights at {v}", "my checkups are at {v}", "I see my doctor at {v}",
                "Mom was at {v} last year", "hospital: {v}",
            ],
            "ask": [
                "Which hospital do I work nights at?", "Where are my checkups?", "Where do I see my doctor?",
                "Which hospital was Mom at?", "What hospital do I go to?",
            ],
            "values": ["Baptist Memorial|Baptist", "Kaiser Permanente Oakland|Kaiser",
                       "Good Samaritan Hospital|Good Samaritan"],
        },
        "mall": {
            "say": [
                "I hang out at {v}", "I drive past {v} every morning", "most of my shopping is at {v}",
                "we eat at the food court in {v}", "mall: {v}",
            ],
            "ask": [
                "Which mall do I hang out at?", "What do I drive past every morning?", "Where do I do my shopping?",
                "Which mall's food court do we eat at?", "What's my mall?",
            ],
            "values": ["the Galleria|Galleria", "Eastgate Mall|Eastgate", "Southpoint Mall|Southpoint"],
        },
        "scenic": {
            "say": [
                "I'd go back to {v} in a heartbeat", "I've been to {v} three times", "every summer we visit {v}",
                "my favorite spot on earth is {v}", "last vacation: {v}",
            ],
            "ask": [
                "Where would I go back to in a heartbeat?", "Which place have I visited three times?",
                "Where do we go every summer?", "What's my favorite spot on earth?", "Where was my last vacation?",
            ],
            "values": ["Multnomah Falls", "Pikes Peak", "Cape Cod"],
        },
    },
    "voices": [
        # a retired teacher: long, polite, run-on
        {"pre": ["Hello dear, I wanted to tell you, ", "Now let me see, ", "I hope you're keeping notes, "],
         "post": [", thank you so much.", "... anyway, where was I.", ", bless them."]},
        # a nurse between shifts: fragments
        {"pre": ["quick one, ", "on break, ", "post-shift: "], "post": ["", ". gtg", ". ty"], "end": ""},
        # a student: slang, emoji, typos
        {"pre": ["omg ", "ok so ", "lol "], "post": [" 💀", " haha", " fr fr", " 😭", "!!!"], "end": ""},
        # dictating by voice: no punctuation, fillers
        {"pre": ["um ", "so um ", "okay so "], "post": [" yeah", " that's it"], "end": "", "sep": " "},
        # pasting notes
        {"pre": ["- ", "* ", "NOTE: "], "post": [" (checked)", ";"], "end": ";", "sep": "; "},
    ],
    "filler": [
        "Twelve-hour shift again", "The grandkids are visiting Sunday", "Midterms are killing me",
        "Remind me to buy stamps", "My knee is acting up", "Cafeteria pizza is a crime",
        "what's the weather tomorrow", "Lost my reading glasses again", "Finally a day off", "wifi in the dorm is dead",
    ],
    "reply": ["Got it, saved.", "Okay, noted that down.", "Done!", "All right, I'll keep that.", "Sure thing."],
    "q": {
        "single": {
            "age": [
                "How old's {ref} again, I forgot", "{ref} is how old now?", "What age did I give you for {ref}?",
                "remind me how old {ref} is pls", "Age check: how old is {ref}?",
            ],
            "height": [
                "How tall's {ref} again?", "{ref} is how tall?", "What did I say {ref}'s height was?",
                "remind me how tall {ref} is", "What's the height on {ref}?",
            ],
            "birthday": [
                "When's {ref}'s bday?", "{ref}'s birthday is when again?", "What day was {ref} born on?",
                "remind me when {ref}'s birthday is", "When do we celebrate {ref}'s birthday?",
            ],
            "from": [
                "Where's {ref} from again, I forget", "{ref} grew up where?", "Which town is {ref} originally out of?",
                "remind me where {ref} is from pls", "What's the hometown of {ref} again?",
            ],
            "works_in": [
                "What city is {ref} working in these days?", "{ref} is working in which city now?",
                "City-wise, where does {ref} work?", "remind me what city {ref} works in pls",
                "Which city is {ref} employed in?",
            ],
            "education": [
                "What degree did {ref} end up with?", "{ref} holds what kind of degree again?",
                "How far did {ref} get in school, degree-wise?", "remind me what {ref}'s education is pls",
                "Highest degree {ref} has?",
            ],
            "job": [
                "What's {ref}'s line of work again?", "{ref} does what for work?", "What does {ref} do, job-wise?",
                "remind me what {ref} does for a living pls", "What is {ref} by profession?",
            ],
            "title": [
                "What's {ref}'s position now?", "{ref} holds what title?", "What did {ref} get promoted to?",
                "remind me what {ref}'s title is", "What role is {ref} in at work?",
            ],
            "employer": [
                "Who's {ref} working for?", "{ref} works for which company?", "What outfit is {ref} with?",
                "remind me who {ref} works for", "Which employer does {ref} have?",
            ],
            "hobby": [
                "What's {ref} into lately?", "{ref} does what for fun again?", "What does {ref} spend weekends doing?",
                "remind me of {ref}'s hobby pls", "Which hobby did I tell you {ref} has?",
            ],
            "trait": [
                "How would you sum up {ref}'s personality?", "{ref} is what kind of person again?",
                "What's {ref}'s vibe, personality-wise?", "remind me what {ref} is like pls",
                "What sort of temper does {ref} have?",
            ],
            "phone": [
                "What's {ref}'s cell again?", "{ref}'s number is what?", "How do I reach {ref} by phone?",
                "remind me of {ref}'s number pls", "What number does {ref} pick up at?",
            ],
            "email": [
                "What's {ref}'s email again?", "{ref}'s email is what?", "Where do I send email to {ref}?",
                "remind me of {ref}'s email", "What address does {ref} email from?",
            ],
        },
        "cond": {
            "from": ["who's from {v}", "originally from {v}", "who was born and raised in {v}"],
            "works_in": ["working in {v}", "who's working in {v}", "with the job in {v}"],
            "job": ["who's a {v}", "working as a {v}", "that's a {v}"],
            "title": ["who's the {v}", "with the {v} title", "who got made {v}"],
            "education": ["who's got a {v}", "holding a {v}", "who finished a {v}"],
            "employer": ["working at {v}", "who's at {v}", "who's with {v}"],
            "hobby": ["who's big on {v}", "who's crazy about {v}", "who's obsessed with {v}"],
        },
        "who": [
            "this {rel} I've got {cond}", "the {rel} I keep bringing up {cond}", "the {rel} we talked about {cond}",
            "that particular {rel} {cond}", "the one {rel} of mine {cond}",
        ],
        "group": {"relative": "family member", "colleague": "workmate"},
        "pair": {
            "height": [
                ("max", "{a} or {b}, who's taller again?"), ("min", "Which of {a} and {b} is the shorter one?"),
                ("max", "Taller one: {a} or {b}?"), ("max", "Does {a} or {b} have more height?"),
                ("min", "{a} vs {b}, who's the short one?"),
            ],
            "age": [
                ("max", "{a} or {b}, who's older?"), ("min", "Which of {a} and {b} is younger?"),
                ("max", "Older one: {a} or {b}?"), ("min", "{a} vs {b}, who's the baby?"),
                ("max", "Who has more years on them, {a} or {b}?"),
            ],
            "birthday": [
                ("min", "{a} or {b}, whose birthday comes first?"), ("max", "Which of {a} and {b} has the later bday?"),
                ("min", "Earlier birthday in the calendar: {a} or {b}?"),
                ("min", "{a} vs {b}, who celebrates first each year?"),
                ("max", "Who has their birthday later in the year, {a} or {b}?"),
            ],
        },
        "top": {
            "height": [
                ("max", "Tallest one {scope}, who?"), ("min", "Who's the shortest one {scope}?"),
                ("max", "Who's got the most height {scope}, would you say?"), ("max", "Who'd be the tallest {scope}?"),
                ("min", "Shortest person {scope}, who is it?"),
            ],
            "age": [
                ("max", "Oldest {scope}?"), ("min", "Who's the baby {scope}?"), ("max",
                "Who's got the most years {scope}?"),
                ("min", "Youngest person {scope}?"), ("max", "Who would be oldest {scope}?"),
            ],
            "birthday": [
                ("min", "First birthday of the year {scope}?"), ("max",
                "Who's got the last birthday of the year {scope}?"),
                ("min", "Whose bday comes first {scope}?"), ("min", "Earliest birthday in the calendar {scope}?"),
                ("max", "Latest birthday in the year {scope}?"),
            ],
        },
        "scope": {"relative": "in my family", "colleague": "at work", "all": "out of everybody I've mentioned"},
        "count": {
            "height>": [
                "How many folks I mentioned are over {c} cm?", "Count of people taller than {c} cm?",
                "Anyone above {c} cm, how many?", "Out of everybody, how many top {c} cm?",
                "Number of people I told you about who are more than {c} cm tall?",
            ],
            "height<": [
                "How many folks I mentioned are under {c} cm?", "Count of people shorter than {c} cm?",
                "Anyone below {c} cm, how many?", "Out of everybody, how many don't reach {c} cm?",
                "Number of people I told you about who are less than {c} cm tall?",
            ],
            "age<=": [
                "How many folks I mentioned are {c} or under?", "Count of people aged {c} or less?",
                "Anyone {c} or younger, how many?", "Out of everybody, how many haven't passed {c}?",
                "Number of people I told you about who are at most {c}?",
            ],
            "age>": [
                "How many folks I mentioned are past {c}?", "Count of people older than {c}?",
                "Anyone over {c}, how many?", "Out of everybody, how many are older than {c}?",
                "Number of people I told you about who are above {c}?",
            ],
            "from": [
                "How many folks I mentioned are from {c}?", "Count of people who grew up in {c}?",
                "Anyone from {c}, how many?", "Out of everybody, how many call {c} home?",
                "Number of people I told you about with roots in {c}?",
            ],
            "works_in": [
                "How many folks I mentioned work in {c}?", "Count of people with jobs in {c}?",
                "Anyone working in {c}, how many?", "Out of everybody, how many work in {c}?",
                "Number of people I told you about who are working in {c}?",
            ],
            "education=": [
                "How many folks I mentioned have a {c}?", "Count of people with a {c}?",
                "Anyone with a {c}, how many?", "Out of everybody, how many have a {c} exactly?",
                "Number of people I told you about whose education is a {c}?",
            ],
            "education>=": [
                "How many folks I mentioned have a {c} or better?", "Count of people with a {c} or higher?",
                "Anyone with at least a {c}, how many?", "Out of everybody, how many got a {c} or more?",
                "Number of people I told you about educated to a {c} or beyond?",
            ],
            "event.place": [
                "How many of my events were in {c}?", "Count of things I went to in {c}?",
                "Any events in {c}, how many?", "Out of all the events, how many happened in {c}?",
                "Number of events I told you about that were held in {c}?",
            ],
        },
        "event": {
            "place": [
                "Where was {ev} again?", "{ev} was where?", "What venue did {ev} use?", "remind me where {ev} was",
                "Where did we do {ev}?",
            ],
            "size": [
                "How many showed up to {ev} again?", "{ev} was how big again?",
                "How packed was {ev}, like how many people?", "remind me how many were at {ev} pls",
                "Headcount at {ev}?",
            ],
            "duration": [
                "How long did {ev} drag on for?", "{ev} went how long again?", "How much of my time did {ev} eat up?",
                "remind me how long {ev} was pls", "Start to finish, how long was {ev}?",
            ],
            "date": [
                "When was {ev} again?", "{ev} was on what date?", "What day did {ev} land on?",
                "remind me when {ev} was", "What was the date for {ev}?",
            ],
            "content": [
                "What was {ev} all about again?", "{ev} was about what?", "What did {ev} boil down to?",
                "remind me what {ev} covered pls", "What was the headline at {ev}?",
            ],
        },
    },
}

# fmt: on

POOLS: dict[str, dict[str, Any]] = {"zh": ZH, "en": EN}
