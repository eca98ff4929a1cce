"""The open `daily_voices` pools of `bench/entity_daily_gen.py`: daily-life histories in voices nobody has tuned for.

Written on 2026-11-28 by a helper who saw neither the readers (`src/jiyi/`) nor the other pools except the
format of `entity_daily.py`. Everything here is new: names, relation words, values, intro shapes, statement,
event, thing, place and question templates, in the voices of chat apps (WeChat, WhatsApp, iMessage, Discord):
Chinese 口语, 网络用语, 方言味, 书面, 长句, 语音转文字 without punctuation, a few typos (再/在, 滴/的); English
British, American, Indian and Australian, texting lower case, run-ons, dictation, emoji, hedges and fillers.
Every person attribute has at least 8 templates per language, at least a third of them carrying the fact inside a
longer message about something else. Every template states its fact plainly to a human reader (no trick
negations); it carries the same placeholders as its counterpart in `entity_daily.py` (see its docstring).
Like the other pools it shares no names, hometowns, values, intros, question frames or templates with any of them
(`tests/test_bench_entity_daily.py`); where a first draft collided, only the colliding strings of this pool were
named and replaced, never another pool's text.
"""

from __future__ import annotations

from typing import Any

# fmt: off
ZH: dict[str, Any] = {
    "surnames": ["柴", "滕", "亓", "谭", "邬", "尤", "严", "殷", "阮", "闫", "霍", "鲁"],
    "given": {
        "f": ["桂芳", "秋菊", "诗琪", "巧玲", "欣悦", "翠萍", "美凤", "兰芝", "可馨", "海燕", "紫萱", "梦瑶"],
        "m": ["长林", "海洋", "子轩", "锦程", "德胜", "大壮", "一鸣", "福生", "满仓", "伟民", "昊天", "建平"],
    },
    "relatives": {
        "uncle_fe": ("大伯", "m", "old"), "aunt_ms": ("小姨", "f", "old"), "uncle_ms": ("姨父", "m", "old"),
        "grandma_m": ("外婆", "f", "elder"), "grandpa_f": ("爷爷", "m", "elder"),
        "brother_in_law": ("姐夫", "m", "peer"), "sister_in_law": ("嫂子", "f", "peer"),
        "cousin_pf": ("堂妹", "f", "young"), "cousin_py": ("堂弟", "m", "young"), "uncle_mc": ("表舅", "m", "old"),
        "niece_s": ("外甥女", "f", "young"), "godmother": ("干妈", "f", "old"),
    },
    "family": ["uncle_fe", "grandpa_f", "cousin_pf", "cousin_py"],
    "colleagues": {"boss": "领导", "report": "徒弟", "colleague": "搭档"},
    "pronoun": {"f": "她", "m": "他"},
    "after_intro": {"f": ["她", "她", "其"], "m": ["他", "他", "其"]},
    "intro": [
        "我{rel}的名字叫{name}", "{name}，就是我{rel}", "我{rel}，{name}", "有个事得跟你说下我{rel}{name}",
        "{name}是我{rel}来着", "记一下我{rel}：{name}", "我{rel}全名{name}", "{name}呢是我{rel}",
    ],
    "rel_ref": ["{rel}{name}", "我们{rel}{name}"], "rel_only": "我那{rel}",
    "rel_appositive": ["{name}（我{rel}）", "我{rel}，就是{name}，"],
    "height_forms": ["一米{tail}", "{n}公分", "1米{short}", "{n}cm", "{n}"],
    "birthday_forms": ["{m}月{d}号", "{m}.{d}", "{zm}月{zd}", "{m}月{d}", "{year}年{m}月{d}号", "{m}/{d}"],
    "phone_forms": ["{d}", "{a} {b} {c}", "{a}-{b}-{c}", "+86 {d}", "{a}{b} {c}"],
    "attr": {
        "age": [
            "{ref}今年{v}", "{ref}都{v}了还天天熬夜打游戏", "{ref}{v}周岁", "{ref}的岁数嘛，{v}",
            "{ref}{v}岁，保养得特别好", "{ref}今年是{v}岁没错",
            "今天去银行办卡排了一个多小时的队，真服了。哦差点忘了说{ref}今年{v}岁",
            "刚跟你聊的那个理财我再想想 另外{ref}今年{v}岁 你记一下",
            "周末大扫除翻出一堆老照片，好多都是小时候的，顺便提一句，{ref}现在{v}岁了",
            "这两天降温降得厉害，我把羽绒服都翻出来了，{ref}今年{v}岁，身体还挺硬朗",
        ],
        "height": [
            "{ref}身高嘛，{v}", "{ref}光脚量是{v}", "{ref}的个头有{v}", "{ref}有{v}高", "{ref}体检量的身高是{v}",
            "{ref}不穿鞋{v}", "{ref}的身高大概在{v}",
            "今天去商场试了好几条裤子都嫌长，哎。{ref}身高{v}，买裤子倒是从来不愁",
            "我在网上订了张新床 顺带说下{ref}身高{v} 床买两米的应该够",
            "体检报告出来了，我血脂有点高，得少吃油炸的。说回来，{ref}身高是{v}",
            "帮我记着，{ref}身高{v}，回头买羽绒服要按这个尺码挑，今天先不买了太贵",
        ],
        "birthday": [
            "{ref}生日{v}", "{ref}的生日是{v}那天", "{ref}是{v}生的", "{v}是{ref}的生日", "{ref}出生那天是{v}",
            "{ref}出生在{v}", "{ref}的生日记一下：{v}",
            "最近在看房，看得头都大了，中介天天打电话。对了，{ref}生日是{v}，到时候提醒我买蛋糕",
            "我这个月信用卡又超了 得省着点花 还有就是{ref}的生日{v} 别忘了",
            "今天公司团建去爬山，腿都快断了，回来才想起来{ref}生日是{v}，礼物还没想好",
            "帮我在日历上标一下，{ref}{v}过生日，今年想订个饭店，我自己那天可能要出差",
        ],
        "from": [
            "{ref}是{v}的", "{ref}老家{v}", "{ref}家是{v}那边的", "{ref}的老家就在{v}", "{ref}土生土长的{v}人",
            "{ref}籍贯是{v}那边", "{ref}是在{v}出生长大的",
            "今天中午吃了顿麻辣烫，辣得我直冒汗。说起来{ref}老家是{v}的，每次回来都带一堆特产",
            "下个月想请年假出去转转 还没定去哪 对了{ref}是{v}人 可以问问那边好不好玩",
            "我最近在学做饭，今天红烧肉烧糊了哈哈，{ref}的老家在{v}，过年回去总给我带腊肉",
            "今年春节火车票真难抢，抢了三天才抢到，{ref}老家在{v}，比我还难抢",
        ],
        "works_in": [
            "{ref}人在{v}上班", "{ref}的工作在{v}", "{ref}去{v}上班好几年了", "{ref}在{v}搬砖",
            "{ref}毕业就留在{v}工作了", "{ref}再{v}那边上班", "{ref}的工作地点在{v}这个城市",
            "今天地铁挤得我怀疑人生，早高峰真的要命，{ref}在{v}上班，说那边更挤",
            "我新买的耳机降噪效果一般般 退了算了 还有{ref}现在在{v}上班 周末回不来",
            "最近公司在裁员，大家人心惶惶的，好在{ref}的工作在{v}，那边行情还行",
            "今天天气好，我把被子都拿出去晒了，{ref}在{v}工作，说那边天天下雨",
        ],
        "education": [
            "{ref}是{v}", "{ref}书念到了{v}", "{ref}{v}文凭", "{ref}学历是个{v}", "{ref}的最高学历为{v}",
            "{ref}读完{v}就出来工作了", "{ref}手里是{v}学历",
            "最近想报个班学点东西，在纠结学什么。{ref}是{v}学历，当年读书可比我用功多了",
            "今天开会开了一下午 脑子都是懵的 哦对{ref}是{v}毕业 我之前忘说了",
            "我家附近新开了个书店挺好逛的，{ref}的学历是{v}，特别爱看书",
            "今天帮人改简历改到头秃，说到学历，{ref}是{v}，这个我之前没跟你说过",
        ],
        "job": [
            "{ref}干{v}的", "{ref}正经是个{v}", "{ref}在当{v}", "{ref}的工作是当{v}", "{ref}本职是{v}",
            "{ref}做了好几年{v}了", "{ref}是做{v}滴",
            "我今天终于把驾照考下来了！开心。顺便说下，{ref}是{v}，平时忙得很",
            "外面在修路吵死了 午觉都睡不成 对了{ref}是干{v}的 你记一下",
            "最近天天刷短视频停不下来，得戒了。{ref}的职业是{v}，这个我好像还没跟你说过",
            "周末想去看个展，还没约到人，{ref}现在是一名{v}，周末基本都要上班",
        ],
        "title": [
            "{ref}现任{v}", "{ref}升{v}了", "{ref}当上{v}了", "{ref}的头衔是{v}", "{ref}在单位做到了{v}",
            "{ref}岗位是{v}", "{ref}的职务现在是{v}",
            "我今天第一次自己做了蛋糕，虽然塌了但挺好吃。{ref}现在是{v}，管着一摊子事",
            "最近手机老是卡 可能该换了 还有{ref}当{v}了 上个月刚提的",
            "下午开会被点名批评了，郁闷。不过说件好事，{ref}升成{v}了，升得挺快",
            "今天回家路上看到一只超胖的橘猫，{ref}在公司是{v}，这个你记着啊",
        ],
        "employer": [
            "{ref}在{v}干", "{ref}是{v}的正式员工", "{ref}每天上班的地方是{v}", "{ref}在{v}做事", "{ref}的东家是{v}",
            "{ref}入职了{v}", "{ref}跳槽去了{v}", "{ref}的单位：{v}",
            "今天下雨没带伞淋成落汤鸡了。{ref}上班是在{v}，离我公司不远",
            "我买的基金又绿了 不想看了 还有{ref}的单位是{v} 记得记下来",
            "最近在减肥，晚饭只吃沙拉，饿得发慌，{ref}的工作单位是{v}，食堂伙食据说特别好",
            "今天小区停水了一整天，烦死。还有{ref}在{v}干活，这个之前漏说了",
        ],
        "hobby": [
            "{ref}就爱{v}", "{ref}最大的爱好就是{v}", "{ref}最近迷上了{v}", "{ref}一闲下来就去{v}",
            "{ref}的业余爱好：{v}",
            "{ref}对{v}特别上头", "{ref}周末基本都在{v}",
            "今天被老板夸了一句，心情不错。{ref}最喜欢{v}，哪天我也想试试",
            "刚点的外卖洒了一半 气死 对了{ref}平常爱好{v} 你记着",
            "最近看了部纪录片挺震撼的，讲深海的。{ref}的爱好是{v}，一玩就是一整天",
            "我这周末打算宅家不出门了，{ref}喜欢{v}，估计又约人去了",
        ],
        "trait": [
            "{ref}人挺{v}的", "{ref}性格偏{v}", "{ref}属于{v}的那种人", "{ref}那是出了名的{v}", "{ref}的性格比较{v}",
            "{ref}特别{v}", "{ref}这人{v}得很",
            "今天又被甲方改需求改到崩溃。{ref}性格{v}，跟我完全不一样，我是真忍不了",
            "新买的绿植好像快死了 叶子都黄了 哦还有{ref}脾性{v} 这个你记一下",
            "我最近失眠，半夜三点还醒着刷手机。话说{ref}是个挺{v}的人，你记着点",
            "周末去逛了逛花鸟市场，买了两条金鱼。{ref}人很{v}，这点我一直挺欣赏",
        ],
        "phone": [
            "{ref}手机号码是这个{v}", "{ref}电话：{v}", "{ref}的号是{v}", "打{v}就能找到{ref}",
            "{ref}微信就是手机号{v}",
            "{ref}的手机号码为{v}", "存一下{ref}的电话{v}",
            "明天要早起赶高铁，好烦。先存个号，{ref}的手机是{v}，有事找得到",
            "我快递放驿站了一直忘了取 对了{ref}电话{v} 帮我记一下",
            "今天在楼下碰到个推销办卡的，缠了我半天。{ref}换新号了，新号是{v}",
            "{ref}的联系电话{v}", "周末要搬家，东西还没收拾完，{ref}的手机是{v}，到时候可能要叫来帮忙",
        ],
        "email": [
            "{ref}邮箱：{v}", "{ref}的邮件地址是这个：{v}", "发{ref}的邮箱{v}就行", "{ref}一般用的邮箱是{v}",
            "{ref}收邮件用{v}", "{ref}的电邮为{v}", "{ref}的邮箱换成{v}了",
            "今天电脑蓝屏了两次，文件差点没保存。{ref}的邮箱地址：{v}，回头把资料发过去",
            "中午吃的沙县小吃 挺实惠 还有{ref}邮箱是这个{v} 你存一下",
            "我在整理通讯录，好多人都失联了。{ref}平时用{v}这个邮箱，应该还在用",
            "要发文件给{ref}的话，邮箱填{v}，我今天先把文件整理好",
        ],
    },
    "values": {
        "from": [
            ("江西", "景德镇"), ("江西", "萍乡"), ("江西", "上饶"), ("广西", "百色"), ("广西", "钦州"),
            ("广西", "玉林"), ("河北", "保定"), ("河北", "邯郸"), ("山西", "大同"), ("山西", "运城"),
            ("广东", "佛山"), ("广东", "东莞"),
        ],
        "works_in": ["呼和浩特", "南昌", "石家庄", "兰州", "海口", "大连"],
        "education": ["中专|职高", "大专|专科", "本科", "研究生|硕士", "博士"],
        "job": ["快递员", "婚礼主持人", "修鞋师傅", "外卖骑手", "房产中介", "美甲师", "汽修工", "列车员", "心理咨询师"],
        "title": ["值班长", "大堂经理", "教研组长", "品控专员", "采购经理", "行政主管"],
        "employer": ["宏达机械厂", "恒通电子", "区妇幼保健院", "金桥物业", "瑞丰食品", "市实验中学"],
        "hobby": ["打麻将", "玩飞盘", "钩毛线", "做烘焙", "盘核桃", "养鸽子", "露营"],
        "trait": ["仗义", "机灵", "老实巴交", "心直口快", "豪爽", "温柔", "直爽"],
        "email_handles": ["dabao", "xiaoxiong", "lanlan", "a_qiang", "moonriver", "chenchen"],
        "email_domains": ["foxmail.com", "sina.com", "139.com"],
        "size": [
            "差不多十个人|十个人", "二十来个人|二十", "四十多人|四十", "八十来人|八十", "三百来号人|三百",
            "差不多五百人|五百",
        ],
        "duration": ["一上午|上午", "一个下午|下午", "一天半", "两天一夜|两天", "整整八天|八天", "将近二十天|二十天"],
    },
    "venues": {
        "成都": ["世纪城新国际会展中心", "东郊记忆"], "武汉": ["国际博览中心", "光谷会展中心"],
        "南京": ["国际博览中心", "奥体中心"], "西安": ["曲江国际会展中心", "大唐不夜城"],
        "重庆": ["悦来国际博览中心", "国泰艺术中心"],
    },
    "events": {
        "meeting": {
            "short": "座谈会", "names": ["西南区经销商座谈会", "年中客户座谈会", "食品安全座谈会"],
            "content": ["讨论明年的返点政策|返点", "把两个销售团队合并|合并", "聊怎么压缩物流成本|物流成本"],
        },
        "training": {
            "short": "集训", "names": ["新店长集训", "安全生产集训", "销售技巧集训营"],
            "content": ["练门店排班和盘点|盘点", "学消防和应急演练|应急演练", "学怎么跟客户砍价|砍价"],
        },
        "job_fair": {
            "short": "双选会", "names": ["秋季毕业生双选会", "退役军人专场双选会"],
            "content": ["招仓库管理员|仓库管理员", "给门店招储备店长|储备店长"],
        },
        "launch": {
            "short": "首发会", "names": ["青柠气泡水首发会", "小熊空气炸锅首发会"],
            "content": ["推一款无糖气泡水|气泡水", "展示会说话的空气炸锅|空气炸锅"],
        },
        "kickoff": {
            "short": "动员会", "names": ["双十一备战动员会", "新厂房搬迁动员会"],
            "content": ["分配大促期间的值班表|值班表", "定搬迁的时间节点|搬迁"],
        },
        "trip": {
            "short": "出游", "sizes": ["一家三口|三口", "八个人|八"],
            "names": ["五一自驾游", "部门秋游", "跟闺蜜的毕业游"],
            "places": [("大理", "洱海"), ("张家界", "天门山"), ("哈尔滨", "冰雪大世界")],
            "content": ["拍了一堆照片|拍照", "泡温泉|温泉", "吃当地的烧烤|烧烤"],
            "durations": ["四天", "六天", "两周|两个星期"],
        },
        "concert": {
            "short": "演唱会", "names": ["老歌怀旧演唱会", "民谣专场演唱会"],
            "content": ["唱八九十年代的粤语老歌|粤语老歌", "唱校园民谣|民谣"],
            "durations": ["三个小时|三小时", "一个半小时"],
        },
        "party": {
            "short": "饭局", "sizes": ["六七个人|六七", "十五六个人|十五"],
            "names": ["高中同学小聚", "发小的生日饭局"], "content": ["吃烤全羊|烤全羊", "唱K唱到半夜|唱K"],
        },
        "exhibition": {
            "short": "特展", "names": ["敦煌壁画数字特展", "动画手稿特展"],
            "content": ["看复原的洞窟壁画|壁画", "看老动画片的原画|原画"],
        },
    },
    "event_intro": [
        "前两天去参加了{name}", "{name}我也凑了个热闹", "公司派我去了{name}", "被拉去参加了{name}", "说下{name}的事",
        "{name}刚结束",
    ],
    "event_ref": ["那个{short}", "之前说的{short}"], "event_pronoun": "那场活动",
    "event_attr": {
        "place": [
            "{ev}办在了{v}", "{ev}场地定在{v}", "{ev}是在{v}搞的", "{ev}的地方是{v}", "{ev}最后定在了{v}",
            "今天累瘫了不想动，{ev}在{v}，来回路上就花了好久",
            "说起来有点远 {ev}的场地在{v} 我差点迷路",
            "我新买的鞋磨脚，走得我好痛苦，{ev}放在{v}办，场地特别大",
        ],
        "size": [
            "{ev}去了{v}", "{ev}那天到场的有{v}", "{ev}人数是{v}", "{ev}统共{v}", "{ev}总共就{v}",
            "今天好热，空调开一天了。{ev}去了{v}，挤得满头汗",
            "唉排队排了好久 {ev}一共到了{v} 比预想的多",
            "回来的路上还堵车，到家都十点了。{ev}参加的一共{v}",
        ],
        "duration": [
            "{ev}搞了{v}", "{ev}前前后后弄了{v}", "{ev}一共花了{v}", "{ev}的时长是{v}", "{ev}前后历时{v}",
            "我今天腰酸背痛的，{ev}一搞就是{v}，一直站着",
            "累死我了 {ev}足足弄了{v} 中间就休息了一会",
            "回来补了一觉才缓过来，{ev}用了{v}，时间比想的长",
        ],
        "date": [
            "{ev}那天是{v}", "{ev}的日子是{v}", "{ev}是{v}搞的", "{ev}排在{v}", "{ev}的日期：{v}",
            "我记性越来越差了，得记下来，{ev}是{v}办的",
            "今天翻朋友圈才想起来 {ev}日子定的{v} 好快啊",
            "最近事情太多了，脑子乱。{ev}办在了{v}那天",
        ],
        "content": [
            "{ev}说到底主要就是{v}", "{ev}上{v}", "{ev}内容嘛就是{v}", "{ev}最大的重头戏是{v}", "{ev}基本都在{v}",
            "今天收获挺大的，笔记记了好几页。{ev}重点就是{v}",
            "回来就写了个总结 {ev}说白了就是{v}",
            "晚上回家吃了碗面就睡了，{ev}一整场都在{v}，挺充实的",
        ],
    },
    "things": {
        "phone": {
            "say": ["我手机用的{v}", "最近换了个{v}", "我那台{v}用了两年了", "拿{v}打的字", "我用的是{v}，电池还行"],
            "ask": ["我手机是啥型号来着？", "我用的什么手机？", "我现在拿的是哪款手机？", "我手机是哪个牌子哪一款？"],
            "values": ["荣耀Magic6|Magic6", "一加12", "红米K70|K70", "华为nova 12|nova 12"],
        },
        "perfume": {
            "say": ["我天天喷{v}", "我的本命香水是{v}", "出门必喷{v}", "最近在用{v}", "{v}是我用得最多的香水"],
            "ask": ["我常喷的香水是哪瓶？", "我的本命香水是什么？", "我出门喷什么香水？", "我平常用哪个香水？"],
            "values": [
                "圣罗兰反转巴黎|反转巴黎", "宝格丽大吉岭茶|大吉岭茶", "三宅一生一生之水|一生之水", "古驰花悦|花悦",
            ],
        },
        "shoes": {
            "say": ["我跑步一直穿{v}", "跑鞋换成了{v}", "我那双{v}跑了八百公里了", "{v}是我的跑鞋", "每天晨跑穿{v}"],
            "ask": ["我跑步穿哪双鞋？", "我跑鞋是什么牌子的？", "我晨跑穿的什么鞋？", "我现在的跑鞋是哪款？"],
            "values": ["索康尼啡鹏|啡鹏", "新百伦1080|1080", "安踏C202|C202", "匹克态极|态极"],
        },
        "vacuum": {
            "say": [
                "家里的扫拖机器人是{v}", "我家地板全靠{v}", "我家{v}每天自己扫一遍", "入了个{v}，解放双手",
                "扫地这事交给{v}了",
            ],
            "ask": [
                "我家扫拖机器人是哪个牌子？", "我家地板靠什么扫？", "我入的扫地机是哪款？", "我家用的扫地机器人是啥？",
            ],
            "values": ["云鲸J4|云鲸", "米家扫拖机器人|米家", "iRobot i3|iRobot"],
        },
    },
    "places": {
        "home": {
            "say": ["我家住{v}", "我在{v}租的房", "我们小区是{v}", "我住{v}那边", "我刚搬到{v}"],
            "ask": ["我家住哪个小区？", "我住的小区叫啥？", "我现在住在哪？", "我们小区是哪个？"],
            "values": [
                "碧桂园凤凰城|凤凰城", "保利海上五月花|五月花", "龙湖春江郦城|春江郦城", "金地格林小镇|格林小镇",
            ],
        },
        "park": {
            "say": [
                "我下班常去{v}溜达", "我每天早上在{v}跑两圈", "离我家最近的公园是{v}", "我周末带娃去{v}",
                "{v}是我最爱去的公园",
            ],
            "ask": ["我常去哪个公园溜达？", "我早上在哪跑步？", "离我家最近的公园是哪个？", "我最爱去的公园叫什么？"],
            "values": ["东湖公园|东湖", "奥林匹克森林公园|奥森", "人民公园", "湘江风光带|风光带"],
        },
        "hospital": {
            "say": [
                "我有个头疼脑热都去{v}", "我体检一般在{v}做", "我挂号都挂{v}", "我的医保定点是{v}", "{v}离我家就两站路",
            ],
            "ask": ["我生病一般去哪家医院？", "我在哪家医院体检？", "我挂号挂哪家医院？", "我常去的是哪个医院？"],
            "values": ["协和医院|协和", "华西医院|华西", "中山大学附属第一医院|中山一院", "省人民医院"],
        },
        "mall": {
            "say": ["我周末老去{v}逛", "我买衣服基本在{v}", "下班顺路逛{v}", "我最常去的商场是{v}", "{v}就在我家楼下"],
            "ask": ["我周末常逛哪个商场？", "我买衣服在哪买？", "我最常去的商场是哪家？", "我家楼下是哪个商场？"],
            "values": ["太古里", "万达广场|万达", "龙湖天街|天街", "银泰城|银泰"],
        },
    },
    "voices": [
        {"pre": ["哎我跟你讲，", "话说，", "对咯，"], "post": ["哈", "嘛。", "哈哈哈"], "end": ["", "。", "～"]},
        {"pre": ["那个", "嗯", "就是说"], "post": [" 嗯", " 就这样"], "end": "", "sep": " ", "join": " ",
         "filler_end": ""},
        {"pre": ["另外，", "补充一点："], "post": ["。", "，烦请记录。"], "end": "。", "sep": ["，", "；"]},
        {"pre": ["家人们，", "救命，", "笑死，"], "post": ["[捂脸]", "[偷笑]", "hhh", "！！"], "end": ["", "~", "！"],
         "filler_end": ""},
        {"pre": ["俺跟你说，", "我同你讲，", "晓得不，"], "post": ["嘞。", "噻！", "咯。"], "end": "。"},
    ],
    "filler": [
        "今天又下雨了", "中午吃的螺蛳粉", "好困啊", "这周末要搬家", "我家猫又把花盆打翻了", "腰疼", "最近在追一个综艺",
        "想换个工作", "快递还没到", "今天发工资了",
    ],
    "reply": ["好嘞，记住了。", "OK，已记录。", "收到收到。", "嗯，明白了。", "好的，我记下来了。"],
    "q": {
        "single": {
            "age": ["{ref}今年到底多大岁数？", "{ref}今年几岁来着我忘了？", "{ref}现在多大？", "你还记得{ref}几岁吗？"],
            "height": ["{ref}个子多高来着？", "{ref}身高是多少来着，我忘了？", "{ref}到底有多高？", "{ref}光脚多高？"],
            "birthday": ["{ref}几号生日？", "{ref}生日是啥时候？", "{ref}的生日在几月几号？", "{ref}哪天过生日来着？"],
            "from": ["{ref}是哪儿人？", "{ref}老家是哪的来着？", "{ref}家乡是哪个地方的呀？", "{ref}籍贯填的哪里？"],
            "works_in": [
                "{ref}在哪个城市上班？", "{ref}人在哪上班？", "{ref}工作在哪座城市？", "{ref}现在在哪个城市工作？",
            ],
            "education": ["{ref}啥学历？", "{ref}念到哪一级了？", "{ref}最高学历是什么？", "{ref}学历多高？"],
            "job": ["{ref}干啥工作的？", "{ref}是干哪一行的来着？", "{ref}做的什么工作？", "{ref}现在的工作是干什么？"],
            "title": [
                "{ref}现在混到什么职位了？", "{ref}在单位是什么职务？", "{ref}的头衔是啥？", "{ref}升到什么位置了？",
            ],
            "employer": [
                "{ref}是在哪家单位上的班？", "{ref}是哪个公司的？", "{ref}上班的单位是哪家？", "{ref}在什么单位工作？",
            ],
            "hobby": ["{ref}喜欢玩点什么？", "{ref}有啥业余爱好呀？", "{ref}闲下来都干嘛？", "{ref}业余爱好是什么？"],
            "trait": ["{ref}脾气性格咋样？", "{ref}是个什么性子的人？", "{ref}性格如何？", "{ref}为人怎么样？"],
            "phone": ["{ref}手机号是多少？", "{ref}电话多少来着？", "{ref}的号码是多少？", "我要打给{ref}，号码多少？"],
            "email": [
                "{ref}邮箱是哪个？", "{ref}的邮件地址是什么？", "要发邮件给{ref}，地址是啥？", "{ref}用的什么邮箱？",
            ],
        },
        "cond": {
            "from": ["老家{v}", "是{v}人", "老家在{v}那边"], "works_in": ["人在{v}上班", "在{v}那边工作"],
            "job": ["干{v}", "在当{v}"], "title": ["当上{v}", "做{v}"], "education": ["念到{v}", "拿{v}文凭"],
            "employer": ["在{v}干活", "在{v}做事"], "hobby": ["迷{v}", "对{v}上头"],
        },
        "who": ["我{cond}的那个{rel}", "{cond}那位{rel}", "咱那个{cond}的{rel}", "之前提过{cond}的那个{rel}"],
        "group": {"relative": "亲戚", "colleague": "同事"},
        "pair": {
            "height": [
                ("max", "{a}跟{b}哪个个子高？"), ("min", "{a}和{b}哪个矮一点？"), ("max", "{a}、{b}俩人谁高一点？"),
                ("min", "{a}和{b}比谁更矮？"),
            ],
            "age": [
                ("max", "{a}跟{b}哪个年纪大？"), ("min", "{a}和{b}谁年纪小一点？"), ("max", "{a}、{b}俩人谁岁数更大？"),
                ("min", "{a}和{b}哪个更年轻些？"),
            ],
            "birthday": [
                ("min", "{a}和{b}谁的生日在前头？"), ("max", "{a}跟{b}谁生日靠后？"),
                ("min", "{a}、{b}一年里谁先过生日？"), ("max", "{a}和{b}哪个生日晚一些？"),
            ],
        },
        "top": {
            "height": [
                ("max", "{scope}个子最高的是哪一个？"), ("min", "{scope}最矮的是哪个？"), ("max", "{scope}哪个最高？"),
                ("min", "{scope}谁身高最矮？"),
            ],
            "age": [
                ("max", "{scope}年纪最大的是哪一个？"), ("min", "{scope}谁的年纪最小？"),
                ("max", "{scope}哪个岁数最大？"),
                ("min", "{scope}最年轻的是哪位？"),
            ],
            "birthday": [
                ("min", "{scope}谁的生日最靠前？"), ("max", "{scope}谁生日最靠后？"),
                ("min", "{scope}一年当中谁的生日最早？"), ("max", "{scope}一年里最后一个过生日的是谁？"),
            ],
        },
        "scope": {"relative": "我家亲戚当中", "colleague": "我单位的人里", "all": "我提过的所有人里"},
        "count": {
            "height>": [
                "我提过的人里身高超过{c}厘米的有几个？", "个子高过{c}公分的一共几个人？", "有几位身高超过{c}cm？",
                "身高比{c}厘米高的有几个？",
            ],
            "height<": [
                "我提过的人里身高不到{c}厘米的有几个？", "个子不到{c}公分的一共几个人？", "有几位身高不足{c}cm？",
                "身高比{c}厘米矮的有几个？",
            ],
            "age<=": [
                "我提过的人里{c}岁及以下的有几个？", "年纪不超过{c}岁的一共几个人？", "有几位在{c}岁以内（含{c}岁）？",
                "岁数小于等于{c}的有几个？",
            ],
            "age>": [
                "我提过的人里大于{c}岁的有几个？", "年纪超过{c}岁的一共几个人？", "有几位岁数比{c}岁大？",
                "比{c}岁大的有几个人？",
            ],
            "from": [
                "我提过的人里老家是{c}的有几个？", "家乡在{c}的一共几个人？", "有几位是{c}人？", "{c}出来的有几个？",
            ],
            "works_in": [
                "我提过的人里在{c}上班的有几个？", "工作在{c}的一共几个人？", "有几位人在{c}工作？",
                "在{c}那边上班的有几个？",
            ],
            "education=": [
                "我提过的人里{c}学历的有几个？", "学历是{c}的一共几个人？", "有几位念到{c}？", "{c}文凭的有几个？",
            ],
            "education>=": [
                "我提过的人里学历{c}及以上的有几个？", "学历不低于{c}的一共几个人？", "有几位是{c}或更高学历？",
                "学历起码是{c}的有几个？",
            ],
            "event.place": [
                "我去过的活动里在{c}的有几个？", "在{c}办的活动一共几个？", "有几个活动是在{c}搞的？",
                "我参加的活动有几场在{c}？",
            ],
        },
        "event": {
            "place": ["{ev}在哪儿办的来着？", "{ev}的场地在哪？", "{ev}是在哪儿搞的？", "{ev}选在什么地方？"],
            "size": ["{ev}一共去了多少人？", "{ev}到场多少人？", "{ev}人数多少？", "{ev}一共来了几个人？"],
            "duration": ["{ev}前后搞了多长时间？", "{ev}弄了多久？", "{ev}时长多少？", "{ev}一共持续多久？"],
            "date": ["{ev}是哪天办的？", "{ev}日期是哪天？", "{ev}是几月几号来着？", "{ev}具体是哪一天办的？"],
            "content": ["{ev}主要干嘛了？", "{ev}的内容是啥？", "{ev}重点讲的什么？", "{ev}都有些啥内容？"],
        },
    },
}

EN: dict[str, Any] = {
    "surnames": [
        "Patel", "McAllister", "Banerjee", "Nguyen", "Thompson", "Kilbride", "Reddy", "Fernandes", "Walsh", "Murphy",
        "Pemberton", "Robertson",
    ],
    "given": {
        "f": [
            "Aoife", "Meenal", "Bec", "Kayla", "Deepa", "Siobhan", "Tash", "Megan", "Ananya", "Jess", "Brooke",
            "Tilly",
        ],
        "m": [
            "Rohan", "Declan", "Kev", "Tyler", "Sandeep", "Liam", "Baz", "Nate", "Vikram", "Callum", "Dougal", "Mitch",
        ],
    },
    "relatives": {
        "mum": ("mum", "f", "old"), "stepdad": ("stepdad", "m", "old"), "nan": ("nan", "f", "elder"),
        "grandad": ("grandad", "m", "elder"), "brother": ("big brother", "m", "peer"),
        "sister": ("little sister", "f", "young"), "auntie": ("auntie", "f", "old"),
        "godfather": ("godfather", "m", "old"), "sister_in_law": ("sister-in-law", "f", "peer"),
        "stepbrother": ("stepbrother", "m", "young"),
    },
    "family": ["brother", "sister"],
    "colleagues": {"boss": "line manager", "report": "trainee", "colleague": "teammate"},
    "pronoun": {"f": "she", "m": "he"},
    "possessive": {"f": "her", "m": "his"},
    "after_intro": {"f": ["she"], "m": ["he"]},
    "intro": [
        "ok {name} is my {rel} fyi", "my {rel} is called {name}", "{name}'s my {rel}", "you know {name}? my {rel}",
        "ok so {name} = my {rel}", "then there's {name}, who's my {rel}", "quick one re my {rel} {name}",
        "{name} (my {rel})",
    ],
    "rel_ref": ["our {rel} {name}"], "rel_only": "my {rel}",
    "rel_appositive": ["{name}, aka my {rel},", "{name}, who's my {rel},"],
    "height_forms": ["{feet}", "{spoken}", "{cm} cm", "{cm}cm", "{m}m"],
    "birthday_forms": ["{month} {d}", "{d} {month}", "the {nth} of {month}", "{mon} {d}", "{month} {nth}", "{d} {mon}"],
    "phone_forms": ["{area} {mid} {end}", "({area}){mid}-{end}", "+1 {area}-{mid}-{end}", "{area}-{mid}-{end}"],
    "attr": {
        "age": [
            "{ref} is {v} as of now", "{ref} turned {v} in the spring", "{ref} is {v} yrs old", "{ref} is {v} I think",
            "{ref}'s age, for the record: {v}", "{ref} just hit {v}", "{ref} is {v} yeras old",
            "ugh the bus was late again and i got soaked, anyway {ref} is {v} btw",
            "spent the whole weekend painting the spare room and my arms are dead, oh and {ref} is {v} if that matters",
            "so im trying to plan the christmas menu and honestly no idea what to cook lol also {ref} is {v} years old",
            "work has been mental this week, proper slammed. {ref} is {v} by the way, forgot to say",
        ],
        "height": [
            "height-wise {ref} is {v}", "{ref} stands at {v}", "{ref}'s height, for the record: {v}",
            "{ref} measures in at {v}",
            "{ref} is {v} with no shoes on", "{ref} is {v} in height", "{ref} clocks in at {v}",
            "tried on like five pairs of jeans today and nothing fit, so annoying. fyi {ref} is {v} in height",
            "need to order a new bed frame and the long ones are pricey, {ref} clocks in at {v} so it has to be long",
            "doctor's appointment went fine, blood pressure normal apparently. {ref} got measured there too: {v}",
            "sorting out the family photo for the reunion and who stands where, {ref} is {v} btw",
        ],
        "birthday": [
            "{ref}'s bday = {v}", "{ref} came into the world on {v}", "{ref}'s birthday's on {v}",
            "{v} is {ref}'s birthday",
            "it's {ref}'s birthday on {v}", "{ref}'s birthday: {v}", "{ref} turns a year older on {v}",
            "need to book the car in for a service next week, ugh expensive. also {ref}'s bday is {v}, remind me",
            "sorting my calendar for the next few months and it's chaos, {ref}'s birthday lands on {v}",
            "ok random but I keep forgetting this every year so writing it down: {ref}'s birthday is on {v}",
            "I'm so behind on everything this week, laundry everywhere lol. {v} is {ref}'s birthday, don't let me "
            "forget",
        ],
        "from": [
            "{ref} grew up over in {v}", "{ref} is from {v} originally", "{ref}'s hometown, fyi: {v}",
            "{ref} was born and raised in {v}", "{ref}'s home town is good old {v}", "{ref} is {v} born and bred",
            "{ref} is {v} through and through", "{ref} is form {v}",
            "the heating's broken again and the landlord isn't answering, classic. oh {ref} was brought up in {v} btw",
            "thinking about a big trip next year, maybe south asia maybe europe who knows, {ref} comes originally "
            "from {v}",
            "made biryani tonight and it actually turned out decent for once! {ref} is from {v} originally and would "
            "approve haha",
            "cricket was rained off again today, gutted. anyway, {ref}'s home town is {v}",
        ],
        "works_in": [
            "{ref} works way over in {v}", "{ref}'s job is out in {v}", "{ref} is working in {v} these days",
            "{ref} got a job in {v} and works there now", "{ref} is posted in {v}", "{ref}'s office is over in {v}",
            "{ref} works from the {v} office",
            "my laptop died in the middle of a meeting, so embarrassing. {ref} is working in {v} now btw",
            "ok so im trying to sort the group chat for the reunion and half of them won't reply lol, {ref} is "
            "stationed in {v} for work",
            "had the best flat white this morning, new cafe opened by the station. also {ref} takes the train into "
            "{v} every day for work",
            "I think I'm coming down with something, throat is scratchy. {ref} has a job in {v} so won't be around "
            "anyway",
        ],
        "education": [
            "{ref} did a {v}", "{ref} finished with a {v}", "{ref}'s top qualification is a {v}",
            "{ref} has got a {v}", "{ref} stopped studying after a {v}", "{ref} went and got a {v}",
            "{ref}'s education: a {v}",
            "finally cleared out the garage and found my old school reports lol. {ref} has got a {v}, way better "
            "than my grades ever were",
            "so tired today i swear i could sleep for a week also {ref} did a {v} i forgot to mention that",
            "the job market is brutal right now, everyone wants experience. {ref} studied as far as a {v}",
            "signed up for a night course in photography, bit nervous. {ref} went on to get a {v}, so I keep asking "
            "for study tips",
        ],
        "job": [
            "{ref} is a {v} by trade, has been forever", "{ref} has a job as a {v}",
            "{ref} trained as a {v} and still does it",
            "{ref}'s profession: {v}", "{ref} is a {v} at the moment", "{ref} is employed full time as a {v}",
            "{ref} became a {v} a few years back and still is one",
            "rent's going up again, I'm going to have to move at this rate. {ref} is a {v} so at least has steady "
            "work",
            "lol my cat knocked my coffee over the laptop this morning anyway {ref} is a {v} been doing it ages",
            "watched that new detective show last night, it was alright. side note, {ref}'s job is being a {v}",
            "gym was packed tonight so I just went home lol. {ref} is a {v} btw, not sure I told you",
        ],
        "title": [
            "{ref} is {v} there now", "{ref} finally got promoted to {v}", "{ref}'s official job title is {v}",
            "{ref} is now the {v}",
            "{ref} has the {v} role", "{ref} is working as {v}", "{ref} moved up to {v} last year",
            "long day, did three back to back calls and my voice is gone. {ref} just made {v}, which is massive",
            "cant believe its already december honestly where did the year go {ref} is {v} now at work",
            "trying to meal prep this week, we'll see how long that lasts haha. {ref}'s position: {v}",
            "our wifi has been dropping all evening, so annoying. {ref} got bumped up to {v} recently btw",
        ],
        "employer": [
            "{ref} is at {v}", "{ref} is working for {v}", "{ref} got a job with {v}",
            "{ref}'s company these days is {v}",
            "{ref} joined {v} last year and is still there", "{ref} is employed over at {v}", "{ref}'s workplace: {v}",
            "got a parking ticket today, absolute joke. {ref} is at {v} so knows the area well",
            "tbh i need a holiday so bad, anyway {ref} is working at {v} i forgot to say",
            "made it to the gym three times this week, proud of myself. {ref} signed on with {v} recently",
            "the neighbours are doing renovations AGAIN. {ref} is on the payroll at {v}",
        ],
        "hobby": [
            "{ref} is obsessed with {v}", "{ref} is really, really into {v}", "{ref} spends every free minute {v}",
            "{ref}'s thing is {v}", "{ref} has taken up {v}", "{ref}'s fave hobby: {v}", "{ref} is always {v}",
            "trying a new recipe tonight, fingers crossed. {ref} is mad about {v}, does it most weekends",
            "omg the traffic today was insane anyway {ref} is super into {v} if you ever need gift ideas",
            "I finally finished that book you recommended, the ending was wild. {ref}'s big hobby is {v}",
            "power went out for two hours last night so I played cards by candlelight lol. {ref} absolutely loves {v} "
            "by the way",
        ],
        "trait": [
            "{ref} is super {v}", "{ref} is such a {v} person", "{ref} is {v}, always has been",
            "{ref} is the most {v} person I know", "{ref} can be really {v}", "{ref}'s personality: {v}",
            "{ref} is kind of {v}",
            "had a job interview today and I think it went okay? not sure. {ref} is really {v}, so I asked for "
            "advice beforehand",
            "just got back from the shops and forgot half the list lol also {ref} is very very {v}",
            "weather's finally warming up, I might actually go outside this weekend. {ref} is quite {v} as a person",
            "still no reply about the flat, I'm refreshing my email every five minutes. {ref} has a {v} personality",
        ],
        "phone": [
            "{ref}'s number: {v}", "{ref}'s mob is {v}", "{ref} always picks up on {v}",
            "{ref} is on {v} if you need to call",
            "{ref} can be rung on {v}", "{ref}'s cell: {v}", "{ref}'s new number is {v}",
            "my phone keeps dying by lunchtime, think the battery is shot. saving this before I forget, {ref}'s "
            "mobile number is {v}",
            "ok writing this down so i dont lose it {ref}'s digits are {v} thanks",
            "the landline is basically dead, nobody calls it anymore. {ref} only uses a mobile now: {v}",
            "got a spam call for the fifth time today, so done. anyway, {ref} is reachable by text at {v}",
        ],
        "email": [
            "{ref}'s email: {v}", "{ref} gets email at {v}", "{ref} is {v} on email",
            "{ref}'s personal email is {v} fyi",
            "{ref} likes stuff emailed to {v}", "{ref}'s mail id is {v}", "{ref} checks {v} the most for emails",
            "our shared drive is such a mess, nobody can find anything. for emails {ref} uses {v}",
            "ok so the printer's broken again so ill just email things over, {ref}'s address is {v}",
            "spent all afternoon on hold with the bank, what a waste. {ref} can be reached by email at {v}",
            "I'm doing the wedding invites digitally this year to save paper, {ref}'s email address for that is {v}",
        ],
    },
    "values": {
        "from": [
            ("Kerala", "Kochi"), ("Kerala", "Thrissur"), ("Punjab", "Ludhiana"), ("Punjab", "Amritsar"),
            ("Queensland", "Cairns"), ("Queensland", "Townsville"), ("Yorkshire", "Leeds"), ("Yorkshire", "Sheffield"),
            ("Gujarat", "Surat"), ("Gujarat", "Vadodara"), ("Tasmania", "Hobart"), ("Tasmania", "Launceston"),
        ],
        "works_in": ["Bengaluru", "Manchester", "Brisbane", "Auckland", "Dublin", "Melbourne"],
        "education": [
            "high school diploma|high school", "vocational diploma|vocational", "college degree|bachelor|college",
            "master's|masters|master", "doctorate|PhD",
        ],
        "job": [
            "roofer", "forklift operator", "barista", "physiotherapist", "social worker", "truck driver",
            "primary school teacher", "bus driver", "payroll officer",
        ],
        "title": [
            "night manager", "store manager", "head of marketing", "deputy head", "regional sales lead",
            "finance controller",
        ],
        "employer": [
            "Kestrel Freight", "Riverbend Council", "Saffron Health", "Coastline Telecom", "Ashgrove Primary",
            "Bluegum Builders",
        ],
        "hobby": [
            "kayaking", "metal detecting", "playing cricket", "beekeeping", "open water swimming", "lino printing",
            "surfing",
        ],
        "trait": ["chatty", "moody", "cheeky", "fussy", "scatterbrained", "nosy", "patient"],
        "email_handles": ["bluejay", "kiwi.girl", "dosa.lover", "night.owl", "cricketfan", "mossy"],
        "email_domains": ["hotmail.co.uk", "icloud.com", "proton.me", "rediffmail.com"],
        "size": [
            "like 15 people|15", "roughly 45 people|45", "maybe 120 people|120", "around 300 people|300",
            "nearly 2,000 people|2,000|2000", "just 8 of us|8",
        ],
        "duration": [
            "the whole afternoon|afternoon", "a day and a half", "four days|4 days", "like 3 hrs|3 hours",
            "a whole fortnight|fortnight|two weeks", "45 minutes|45 mins",
        ],
    },
    "venues": {
        "Glasgow": ["the SEC", "the Barrowland Ballroom"], "Mumbai": ["the Jio World Centre", "the NSCI Dome"],
        "Sydney": ["the ICC", "the Enmore Theatre"], "Nashville": ["the Ryman", "Music City Center"],
        "Leeds": ["the First Direct Arena", "the Royal Armouries hall"],
    },
    "events": {
        "meeting": {
            "short": "offsite", "names": ["the APAC partner offsite", "the quarterly leadership offsite"],
            "content": ["sorting out next year's pricing|pricing", "merging the two sales teams|sales teams"],
        },
        "training": {
            "short": "course",
            "names": ["the first aid course", "the forklift licence course", "the Excel power user course"],
            "content": [
                "CPR and using a defib|CPR", "safe loading and reversing|loading",
                "pivot tables and macros|pivot tables",
            ],
        },
        "job_fair": {
            "short": "careers expo", "names": ["the uni careers expo", "the hospitality careers expo"],
            "content": ["finding grads for the call centre|grads", "hiring kitchen staff for summer|kitchen staff"],
        },
        "launch": {
            "short": "reveal", "names": ["the Orbit e-bike reveal", "the Zephyr earbuds reveal"],
            "content": ["showing off a folding e-bike|e-bike", "noise cancelling earbuds for kids|earbuds"],
        },
        "kickoff": {
            "short": "planning day", "names": ["the new clinic planning day", "the app rewrite planning day"],
            "content": ["who owns what for the move|move", "picking the tech stack|tech stack"],
        },
        "trip": {
            "short": "holiday", "sizes": ["the three of us|three", "eight of us|eight"],
            "names": ["the girls' holiday", "our big family holiday", "the lads' holiday"],
            "places": [("Goa", "Palolem Beach"), ("Bali", "Ubud"), ("Cornwall", "St Ives")],
            "content": ["lazy pool days|pool", "a cooking class|cooking class", "way too much shopping|shopping"],
            "durations": ["five nights", "ten days", "a fortnight|two weeks"],
        },
        "concert": {
            "short": "gig", "names": ["the Oasis tribute gig", "the indie double-bill gig"],
            "content": ["all the Oasis hits|Oasis", "two local indie bands|indie bands"],
            "durations": ["three hours|3 hours", "two and a half hours"],
        },
        "party": {
            "short": "bash", "sizes": ["like 15 people|15", "30-odd people|30"],
            "names": ["the uni reunion bash", "the housewarming bash"],
            "content": ["a massive curry night|curry", "karaoke till 2am|karaoke"],
        },
        "exhibition": {
            "short": "exhibit", "names": ["the Banksy exhibit", "the dinosaur fossils exhibit"],
            "content": ["street art and stencils|street art", "a full T-rex skeleton|T-rex"],
        },
    },
    "event_intro": [
        "went to {name} the other day", "so last week I did {name}", "work sent me to {name}",
        "ok so {name} was a thing", "I got dragged along to {name}", "finally did {name}",
    ],
    "event_ref": ["that {short} I mentioned", "this {short}", "the {short} thing"], "event_pronoun": "the whole thing",
    "event_attr": {
        "place": [
            "{ev} was way over at {v}", "{ev} was held over at {v}", "{ev} was on at {v}", "they had {ev} at {v}",
            "{ev} got hosted at {v}",
            "my feet are killing me, so much walking. {ev} was down at {v} and parking was a nightmare",
            "honestly still recovering lol {ev} was out at {v} which is miles from me",
            "just got home, train was packed. {ev} ended up being at {v}, nice venue tbh",
        ],
        "size": [
            "{ev} was {v}", "headcount at {ev}: {v}", "{ev} ended up being {v}", "{ev} was {v} all up",
            "{ev} came to {v} in total",
            "still buzzing from tonight honestly. {ev} was {v} all told",
            "took forever to get a drink at the bar lol, {ev} came to {v}",
            "my social battery is completely drained now. headcount for {ev}: {v}",
        ],
        "duration": [
            "{ev} went for {v} all up", "{ev} ran {v}", "{ev} dragged on and on for {v}",
            "{ev} took up {v} of my life lol", "{ev} was on for {v}",
            "so knackered right now, {ev} went on {v} and I was on my feet the whole time",
            "finally home and in my pjs. all in all {ev} was {v} start to finish",
            "ok so my phone died halfway through lol but {ev} kept going for {v} total",
        ],
        "date": [
            "{ev} was back on {v}", "date for {ev}: {v}", "{ev} was scheduled for {v} and went ahead",
            "{v} was the actual day of {ev}", "{ev} was held {v}",
            "cleaning out my camera roll and found heaps of pics. {ev} was back on {v}, feels like ages ago",
            "writing this down before I forget {ev} happened {v}",
            "need to do my expenses for work, ugh. for the receipts: {ev} was dated {v}",
        ],
        "content": [
            "{ev} was all about {v} really", "{ev} was pretty much just {v}", "the whole point of {ev} was {v}",
            "at {ev} it was mostly {v} tbh", "{ev} was mainly {v}",
            "learnt a lot today tbh, brain is full. {ev} was all about {v}",
            "not gonna lie I zoned out a bit but {ev} was basically {v}",
            "grabbed dinner after, good vibes. the whole point of {ev} was {v}",
        ],
    },
    "things": {
        "phone": {
            "say": [
                "still rocking a {v}", "my phone is a {v} btw", "typing this on my {v}", "finally upgraded to a {v}",
                "got a {v} on contract",
            ],
            "ask": [
                "What phone have I got?", "Which phone am I on?", "What's my phone?", "Remind me what phone I use?",
            ],
            "values": ["Galaxy A55", "Pixel 7a", "Nothing Phone 2|Nothing Phone", "Redmi Note 13|Redmi", "Moto G84"],
        },
        "perfume": {
            "say": [
                "my go-to scent is {v}", "I've been spraying {v} every day", "wearing {v} today as usual",
                "got {v} for my birthday and wear it daily", "{v} is my perfume",
            ],
            "ask": [
                "What's my go-to scent?", "Which perfume do I spray every day?",
                "What perfume am I wearing these days?",
                "What's my perfume?",
            ],
            "values": ["Tom Ford Oud Wood|Oud Wood", "YSL Libre|Libre", "Gucci Bloom|Bloom", "Marc Jacobs Daisy|Daisy"],
        },
        "shoes": {
            "say": [
                "I do my runs in {v}", "my runners are {v}", "just ordered {v} for parkrun",
                "I've gone through three pairs of {v}", "doing couch to 5k in {v}",
            ],
            "ask": [
                "What do I run in?", "Which runners have I got?", "What shoes do I wear for parkrun?",
                "What are my running shoes again?",
            ],
            "values": [
                "Saucony Endorphin|Endorphin", "New Balance 1080|1080", "On Cloudmonster|Cloudmonster",
                "Adidas Adizero|Adizero",
            ],
        },
        "vacuum": {
            "say": [
                "the robot vac at ours is a {v}", "our {v} does the floors",
                "we've got a {v} hoovering while we're out",
                "bought a {v} to deal with the dog hair", "the {v} does all the hoovering",
            ],
            "ask": [
                "Which robot vac have we got?", "What's our robot vacuum?", "What does our hoovering?",
                "What model is our robot vac?",
            ],
            "values": ["Deebot X2|Deebot", "Roborock S8|Roborock", "Narwal Freo|Narwal"],
        },
    },
    "places": {
        "home": {
            "say": [
                "I'm in {v} now", "we live at {v}", "my flat is at {v}", "home is {v} these days",
                "we just signed a lease at {v}",
            ],
            "ask": [
                "Where's my place?", "What's the name of where I live?", "Which building do I live in?",
                "Where am I living now?",
            ],
            "values": [
                "Wattle Grove Apartments|Wattle Grove", "Kingsmead Court|Kingsmead", "Palm Meadows",
                "Hillcrest Towers|Hillcrest",
            ],
        },
        "park": {
            "say": [
                "I do parkrun at {v}", "I take the dog round {v}", "{v} is right by my place",
                "I go for walks in {v} after work", "my fave park is {v}",
            ],
            "ask": [
                "Where do I do parkrun?", "Which park do I walk the dog in?", "What park is right by me?",
                "What's my fave park?",
            ],
            "values": ["Centennial Park", "Victoria Park", "Cubbon Park", "Heaton Park"],
        },
        "hospital": {
            "say": [
                "my GP is at {v}", "I get my bloods done at {v}", "I always end up at {v} when I'm ill",
                "{v} is where I go when I'm sick", "had my annual checkup at {v}",
            ],
            "ask": [
                "Where's my GP?", "Which hospital do I go to when I'm sick?", "Where do I get my bloods done?",
                "Where did I have my annual checkup?",
            ],
            "values": [
                "Royal Infirmary|Infirmary", "Apollo Hospital|Apollo", "St Vincent's|St Vincent",
                "Westmead Hospital|Westmead",
            ],
        },
        "mall": {
            "say": [
                "I do my shopping at {v}", "I'm always at {v} on Saturdays", "I get my clothes at {v}",
                "{v} is the closest shopping centre to me", "I mooch around {v} when I'm bored",
            ],
            "ask": [
                "Where do I do my shopping?", "Which shopping centre am I always at?", "Where do I get my clothes?",
                "What's the closest shopping centre to me?",
            ],
            "values": ["the Bullring|Bullring", "Phoenix Marketcity|Phoenix", "Chadstone", "Westgate"],
        },
    },
    "voices": [
        {"pre": ["btw ", "omg ", "ok so "], "post": [" lol", " haha", " 😂"], "end": ["", " lol", "!!"], "lower": True,
         "sep": [", ", " - "], "filler_end": ""},
        {"pre": ["Right, ", "Oh and ", "Also, "], "post": [" x", ", cheers.", " innit."], "end": "."},
        {"pre": ["Actually ", "See, ", "One more thing, "], "post": [" only.", ", no?", " yaar."], "end": ".",
         "sep": [". ", ", "]},
        {"pre": ["Mate, ", "Oh yeah, ", "Righto, "], "post": [" haha", "!", " mate."], "end": ["", ".", "!"],
         "sep": [" - ", ", "]},
        {"pre": ["Okay so ", "Um ", "So yeah "], "post": [" um yeah", " okay"], "end": "", "sep": " ", "join": " ",
         "filler_end": ""},
        {"pre": ["Like, ", "Honestly, ", "Oh, "], "post": [" I think.", " lol", " 🙏"], "end": "."},
    ],
    "filler": [
        "ugh mondays", "what should i binge next", "can't sleep again", "it's bucketing down here", "need coffee asap",
        "traffic was a nightmare", "thinking of getting a dog", "my back is killing me", "craving a good curry",
        "cricket's on tonight",
    ],
    "reply": ["Okay, I've saved that.", "Sure thing.", "👍 noted", "Understood.", "Cool, I'll remember."],
    "q": {
        "single": {
            "age": [
                "How old's {ref} these days?", "What age did I tell you {ref} is?", "Remind me how old {ref} is?",
                "How old is {ref} at the moment?",
            ],
            "height": [
                "How tall's {ref}?", "What height is {ref} again?", "Remind me how tall {ref} is?",
                "What did I tell you {ref}'s height was?",
            ],
            "birthday": [
                "When's {ref}'s birthday?", "What date is {ref}'s bday?", "Remind me when {ref}'s birthday is?",
                "What day of the year is {ref}'s birthday?",
            ],
            "from": [
                "Where's {ref} from originally?", "Where did {ref} grow up again?", "What's {ref}'s home town?",
                "Which city is {ref} from?",
            ],
            "works_in": [
                "What city does {ref} work in these days?", "Where's {ref}'s job based?",
                "Which city is {ref}'s office in?",
                "In what city is {ref} working now?",
            ],
            "education": [
                "What qualification has {ref} got?", "How far did {ref} study?",
                "What's {ref}'s highest qualification?",
                "What level of education does {ref} have?",
            ],
            "job": [
                "What line of work is {ref} in these days?", "What does {ref} do for work?",
                "What job does {ref} have?",
                "What's {ref}'s profession again?",
            ],
            "title": [
                "What's {ref}'s job title now?", "What role has {ref} got at work?",
                "What position is {ref} at work?", "What's {ref}'s title at work?",
            ],
            "employer": [
                "Which company is {ref} at?", "Who's {ref}'s employer?", "What company does {ref} work for?",
                "Which organisation employs {ref}?",
            ],
            "hobby": [
                "What's {ref} into?", "What does {ref} like doing in their free time?", "What hobby has {ref} got?",
                "What does {ref} get up to for fun?",
            ],
            "trait": [
                "What's {ref}'s personality like again?", "How did I describe {ref}'s personality?",
                "What sort of person is {ref}?",
                "What's {ref} like personality-wise?",
            ],
            "phone": [
                "What's {ref}'s mobile number again?", "How do I get hold of {ref} by phone?",
                "What's {ref}'s number again?",
                "Which number is {ref} on?",
            ],
            "email": [
                "What's {ref}'s email address?", "What email does {ref} use?", "Where do I send emails for {ref}?",
                "Which email is {ref} on?",
            ],
        },
        "cond": {
            "from": ["who's from {v}", "who was raised in {v}", "originally from {v}"],
            "works_in": ["who works over in {v}", "working in {v}", "with the job in {v}"],
            "job": ["who's a {v}", "who is working as a {v}"], "title": ["who's {v}", "who got made {v}"],
            "education": ["with the {v}", "who did a {v}"], "employer": ["working at {v}", "who's with {v}"],
            "hobby": ["who's into {v}", "who's mad about {v}"],
        },
        "who": [
            "that one {rel} of ours {cond}", "this here {rel} of mine {cond}", "my {rel} - the one {cond}",
            "our very own {rel} {cond}",
        ],
        "group": {"relative": "relative", "colleague": "colleague"},
        "pair": {
            "height": [
                ("max", "Who's taller out of {a} and {b}?"), ("min", "Out of {a} and {b}, who's shorter?"),
                ("max", "Which of {a} and {b} is taller?"), ("min", "Is {a} or {b} shorter?"),
            ],
            "age": [
                ("max", "Who's older out of {a} and {b}?"), ("min", "Out of {a} and {b}, who's younger?"),
                ("max", "Which of {a} and {b} is older?"), ("min", "Is {a} or {b} the younger one?"),
            ],
            "birthday": [
                ("min", "Whose birthday comes first in the year, {a}'s or {b}'s?"),
                ("max", "Out of {a} and {b}, whose birthday is later in the year?"),
                ("min", "Which of {a} and {b} has their birthday earlier in the year?"),
                ("max", "Who celebrates later in the year, {a} or {b}?"),
            ],
        },
        "top": {
            "height": [
                ("max", "Who's the tallest one {scope}?"), ("min", "Who's the shortest {scope}?"),
                ("max", "Who stands the tallest {scope}?"), ("min", "Who's the very shortest {scope}?"),
            ],
            "age": [
                ("max", "Who's the oldest {scope}?"), ("min", "Who's the youngest {scope}?"),
                ("max", "Which person {scope} is oldest?"), ("min", "Who's the youngest one {scope}?"),
            ],
            "birthday": [
                ("min", "Whose birthday is first in the year {scope}?"),
                ("max", "Whose birthday is last in the calendar year {scope}?"),
                ("min", "Who's got the first birthday of the year {scope}?"),
                ("max", "Who has the latest birthday in the year {scope}?"),
            ],
        },
        "scope": {
            "relative": "in my family", "colleague": "among my workmates", "all": "out of everyone I've mentioned",
        },
        "count": {
            "height>": [
                "Of the people I've mentioned, how many are over {c} cm?",
                "How many people I've told you about are above {c} cm tall?",
                "Count the people I mentioned who are taller than {c} cm.",
                "How many folks I mentioned stand over {c} cm?",
            ],
            "height<": [
                "Of the people I've mentioned, how many are under {c} cm?",
                "How many people I've told you about are below {c} cm tall?",
                "Count the people I mentioned who are shorter than {c} cm.",
                "How many folks I mentioned stand under {c} cm?",
            ],
            "age<=": [
                "How many people I've mentioned are {c} or under?", "Count everyone I mentioned aged {c} or younger.",
                "How many of the people I told you about are no more than {c} years old?",
                "Out of everyone I mentioned, how many are {c} or below?",
            ],
            "age>": [
                "How many people I've mentioned are over {c}?", "Count everyone I mentioned who's older than {c}.",
                "How many of the people I told you about are past {c}?",
                "Out of everyone I mentioned, how many are older than {c}?",
            ],
            "from": [
                "How many people I've mentioned are from {c}?", "Count everyone I mentioned who grew up in {c}.",
                "How many of the people I told you about have their home town in {c}?",
                "Out of everyone I mentioned, how many come from {c}?",
            ],
            "works_in": [
                "How many people I've mentioned work in {c}?", "Count everyone I mentioned whose job is in {c}.",
                "How many of the people I told you about are working in {c}?",
                "Out of everyone I mentioned, how many work in {c}?",
            ],
            "education=": [
                "How many people I've mentioned have a {c}?", "Count everyone I mentioned with a {c}.",
                "How many of the people I told you about did a {c}?",
                "Out of everyone I mentioned, how many have a {c} as their highest qualification?",
            ],
            "education>=": [
                "How many people I've mentioned have at least a {c}?",
                "Count everyone I mentioned with a {c} or higher.",
                "How many of the people I told you about studied to {c} level or beyond?",
                "Out of everyone I mentioned, how many have a {c} or above?",
            ],
            "event.place": [
                "How many of the events I went to happened in {c}?",
                "Count up the events I mentioned that were in {c}.",
                "How many things I went to took place in {c}?",
                "Out of the events I told you about, how many were in {c}?",
            ],
        },
        "event": {
            "place": [
                "Where did {ev} happen again?", "What venue was {ev} held at?", "Where was {ev} on?",
                "Which place hosted {ev}?",
            ],
            "size": [
                "How many people came along to {ev}?", "How many turned up at {ev}?",
                "What was the headcount for {ev}?",
                "How big a crowd was at {ev}?",
            ],
            "duration": [
                "How long did {ev} go for?", "How long was {ev} in total?", "How long did {ev} run for in total?",
                "How much time did {ev} run?",
            ],
            "date": [
                "What day was {ev} on again?", "When did {ev} happen again?", "What date did {ev} fall on?",
                "Which date was {ev} on?",
            ],
            "content": [
                "What was {ev} about, in a nutshell?", "What went on at {ev} again?", "What did {ev} involve?",
                "What was the main thing at {ev}?",
            ],
        },
    },
}

# fmt: on

POOLS: dict[str, dict[str, Any]] = {"zh": ZH, "en": EN}
