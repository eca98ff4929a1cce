"""The `daily_noisy` pools of `bench/entity_daily_gen.py`: an open dev pool in the voices real chat users type and
the other open pools lack, written on 2026-11-27 by a helper who had not read the readers.

Within one history the voices mix: dictation by voice (no punctuation, fillers: 那个 / 就是 / 嗯 / 然后; um / uh /
like / you know), texting (abbreviations and slang: bday, y.o., u, ur, w/, cuz, bro, sis; 俺, 咱, 木有, 滴; emoji,
lower case, lol / 哈哈哈, the odd typo a reader still understands), fragments and pasted notes ("my nana Dolores
Okonkwo - 81 y.o.", "俺发小鲁大鹏｜电话 139 1234 5678"), run-on stories where the fact is said in passing or the
value comes before the person, Chinese with English words (在Google上班, 他是PM, 生日是Oct 3) and self-corrections
that name what they correct or hedges (i think, 差不多, 好像是). Every fact is still said plainly enough for a
careful human reader. Questions come in the same voices: lower case, no question mark, abbreviations.

Relation words the other pools lack: 小叔子, 连襟, 干爹, 干妈, 发小, 闺蜜, 大姑子, 姥姥 …; stepdad, godson, bestie,
roommate, bro, sis, nana, gramps …. Friends (发小, 闺蜜; bestie, roommate) count with the relatives: the scope
and group words say so ("俺家里人和朋友里", "out of my fam n friends", "亲友", "person i know"). The English
users are Canadian (provinces and cities).

Same fields as `entity_daily.py` (see its docstring), plus ``height_forms``, ``phone_forms`` and
``birthday_forms`` (how this pool's users say heights, phone numbers and birthdays; see `_Writer._height`,
`_Writer._phone` and `_Writer._birthday`), ``dense`` (the share of users who put several statements on one line)
and, per voice, ``lower`` (never capitalised), ``join`` (between statements on one line), ``filler_end`` and
``end`` / ``sep`` as lists (picked per message).
"""

from __future__ import annotations

from typing import Any

# fmt: off
ZH: dict[str, Any] = {
    "surnames": ["靳", "蔺", "喻", "覃", "庹", "禹", "芮", "冼", "郜", "宓", "巫", "綦"],
    "given": {
        "f": ["沁怡", "筱雅", "语桐", "蔓琳", "舒窈", "予希", "栀萱", "黎薇", "璐瑶", "韵秋", "素琴", "芷若"],
        "m": ["骁骏", "翊辰", "瀚文", "昱衡", "桓宇", "烨磊", "靖川", "铎远", "叙白", "霖生", "澈言", "予安"],
    },
    "relatives": {
        "husbands_brother": ("小叔子", "m", "peer"), "wifes_sisters_husband": ("连襟", "m", "peer"),
        "godfather": ("干爹", "m", "old"), "godmother": ("干妈", "f", "old"), "childhood_friend": ("发小", "m", "peer"),
        "best_friend": ("闺蜜", "f", "peer"), "husbands_sister": ("大姑子", "f", "peer"),
        "grandma_m": ("姥姥", "f", "elder"), "grandpa_m": ("姥爷", "m", "elder"), "uncle_2": ("二叔", "m", "old"),
        "cousin_ym": ("堂弟", "m", "young"), "brothers_wife": ("弟媳", "f", "young"), "uncle_mm": ("表舅", "m", "old"),
    },
    "family": ["uncle_2", "cousin_ym"],
    "colleagues": {"boss": "领导", "report": "实习生", "colleague": "搭档"},
    "pronoun": {"f": "她", "m": "他"},
    "after_intro": {"f": ["她"], "m": ["他"]},
    "intro": [
        "俺{rel}叫{name}", "{name} 我{rel}", "{name}｜{rel}", "就是那个 我{rel} {name}", "说下我{rel} 叫{name}",
        "我{rel}{name}你记一下哈", "嗯 我有个{rel} 叫{name}",
    ],
    "rel_ref": ["俺{rel}{name}", "我那{rel}{name}"], "rel_only": "俺{rel}", "rel_appositive": ["{name}(俺{rel})"],
    "height_forms": ["一米{tail}", "{n}cm", "1米{short}", "{n}厘米", "1.{short}m", "{n}"],
    "phone_forms": ["{d}", "{a} {b} {c}", "{a}-{b}-{c}", "{a}{b} {c}"],
    "birthday_forms": ["{m}月{d}号", "{m}.{d}", "{zm}月{zd}", "{mon} {d}", "{m}月{d}"],
    "dense": 0.5,
    "attr": {
        "age": [
            "{ref}今年{v}岁 好像是", "{ref}嗯 {v}岁了吧 差不多", "{ref}｜{v}岁", "{ref}都{v}岁了还木有对象哈哈哈",
            "上礼拜给{ref}过了生日 {v}岁啦🎂", "那个{ref}就是今年{v}岁 然后", "年龄说错了 {ref}是{v}岁",
            "{v}岁的那个是{ref}",
        ],
        "height": [
            "{ref}身高{v}左右吧", "{ref}个儿{v} 差不多", "{ref}｜身高 {v}", "身高{v}的那个 说的是{ref}",
            "那个{ref}就是 嗯 身高{v}", "{ref}量了下身高{v} 比我高哈哈哈", "身高改一下 {ref}是{v}",
            "{ref}的height大概{v}",
        ],
        "birthday": [
            "{ref}生日{v} 别忘了提醒俺", "{ref}的bday是{v}", "{ref}｜生日 {v}", "生日{v}的是{ref} 嗯 然后要订蛋糕",
            "那个{ref}生日好像是{v}", "{ref}过生日在{v} 咱得准备礼物滴", "更正一下 {ref}生日是{v}",
        ],
        "from": [
            "{ref}老家{v}的 口音贼重", "{ref}｜老家 {v}", "{ref}是{v}人 好像是", "在{v}长大的 说的就是{ref}",
            "嗯 {ref}老家是 那个 {v}", "{ref}每年春节都回{v}老家 高铁票超难抢", "老家写错了 {ref}老家是{v}",
        ],
        "works_in": [
            "{ref}在{v}上班 好远", "{ref}现在base{v}", "{ref}｜工作地 {v}", "那个{ref}就是在{v}工作 然后",
            "在{v}上班的那个就是{ref}", "{ref}去年调到{v}工作了 差不多一年了", "纠正下 {ref}工作地是{v}",
        ],
        "education": [
            "{ref}是{v}毕业滴", "{ref}｜学历 {v}", "{ref}读到{v}就木有再读了", "{ref}好像是{v}学历",
            "{ref}念完{v}就出来工作了", "那个{ref} 就是 {v}文凭", "学历写错了 {ref}是{v}",
        ],
        "job": [
            "{ref}是{v} 天天加班", "{ref}在做{v} 好像是", "{ref}｜职业 {v}", "{v}这行{ref}干了快十年",
            "那个{ref}就是当{v}的 然后收入还行", "{ref}不是老师哈 是{v}", "{ref}是个{v}来着",
        ],
        "title": [
            "{ref}现在是{v}了 牛", "{ref}｜职位 {v}", "{ref}升{v}了 请吃饭了哈哈哈", "{ref}在公司做到{v}了 好像是",
            "嗯 {ref}职位是那个 {v}", "{ref}的title是{v}", "职位更正 {ref}是{v}",
        ],
        "employer": [
            "{ref}在{v}上班 福利超好", "{ref}｜单位 {v}", "{ref}刚跳到{v} 工资涨了不少", "{ref}在{v}干 好像是",
            "那个{ref}就是在{v}工作 嗯", "{v}的员工 说的就是{ref}", "{ref}不在腾讯了 现在在{v}",
        ],
        "hobby": [
            "{ref}周末就知道{v}", "{ref}｜爱好 {v}", "{ref}最近迷上{v}了 哈哈哈", "{ref}的hobby是{v}",
            "那个{ref}就是喜欢{v} 然后", "爱好{v}的是{ref}", "{ref}一有空就{v} 叫都叫不动",
        ],
        "trait": [
            "{ref}这人{v}", "{ref}｜性格 {v}", "{ref}性格挺{v}的 好像", "{ref}典型的{v}", "咱{ref}有点{v}哈哈哈",
            "那个{ref}就是 嗯 {v}性格", "说到{v} 那肯定是{ref}",
        ],
        "phone": [
            "{ref}手机{v}", "{ref}｜电话 {v}", "{ref}的号 {v} 存一下", "{v} 这是{ref}的手机号",
            "嗯 {ref}电话是 {v} 对", "{ref}换号了 新的是{v}", "号码更正 {ref}的是{v}",
        ],
        "email": [
            "{ref}邮箱地址{v} 记下", "{ref}｜邮箱 {v}", "{ref}的email {v} 发文件用这个", "嗯 {v} 是{ref}的邮箱",
            "那个{ref}邮箱是 {v} 嗯", "给{ref}发邮件就发{v}", "{ref}的邮箱改了 现在是{v}",
        ],
    },
    "values": {
        "from": [
            ("浙江", "义乌"), ("浙江", "诸暨"), ("浙江", "乐清"), ("江苏", "江阴"), ("江苏", "常熟"),
            ("江苏", "张家港"),
            ("广东", "揭阳"), ("广东", "梅州"), ("广东", "潮州"), ("河北", "邢台"), ("河北", "沧州"), ("河北", "衡水"),
        ],
        "works_in": ["新加坡", "迪拜", "吉隆坡", "墨尔本", "东京", "温哥华"],
        "education": ["初中", "高中", "大专|专科", "本科", "硕士|研究生", "博士|PhD"],
        "job": ["PM|产品经理", "快递员|快递小哥", "B站UP主|UP主", "健身私教|私教", "保洁员|保洁", "程序猿|程序员",
                "烘焙师", "剧本杀DM|DM", "宠物美容师|宠物美容", "地铁司机"],
        "title": ["COO", "HRD|人事总监", "华南大区负责人|大区负责人", "品控主管", "带班组长|组长", "增长VP|VP"],
        "employer": ["Google|谷歌", "字节跳动|字节", "顺丰|顺丰速运", "海底捞", "市三院|第三人民医院", "宜家|IKEA"],
        "hobby": ["玩桌游|桌游", "冲浪", "搓麻将|麻将", "剪视频", "玩陶艺|陶艺", "撸串", "拼乐高|乐高"],
        "trait": ["心大", "好面子", "嘴甜", "护短", "念旧", "爱显摆", "抠抠搜搜"],
        "email_handles": ["xiaopang", "nana.c", "wolf_king", "kele", "momo.j", "bigfish"],
        "email_domains": ["gmail.com", "yeah.net", "aliyun.com"],
        "size": ["二三十人|二三十", "七十来号人|七十", "一两百人|一两百", "五六个人|五六", "三四百人|三四百",
                 "小一千人|一千"],
        "duration": ["一个半小时", "一整个下午|下午", "五天四晚|五天", "九天", "一礼拜|一周", "两个半钟头|两个半小时"],
    },
    "venues": {
        "苏州": ["金鸡湖国际会议中心", "奥体中心"], "西安": ["曲江国际会展中心", "大唐不夜城"],
        "长沙": ["梅溪湖大剧院", "贺龙体育馆"], "厦门": ["国际会展中心", "鼓浪屿音乐厅"],
        "青岛": ["国信体育馆", "奥帆中心"],
    },
    "events": {
        "gig": {
            "short": "演唱会", "names": ["五月天演唱会", "周深个人演唱会"],
            "content": ["全场大合唱倔强|倔强", "听了一晚上老歌|老歌"], "durations": ["俩小时|两小时", "三个多小时"],
        },
        "comic": {
            "short": "漫展", "names": ["CP漫展", "萤火虫动漫展"],
            "content": ["cos原神角色|原神", "买了一堆谷子|谷子"],
        },
        "team": {
            "short": "团建", "names": ["部门团建", "年中团建"],
            "content": ["玩密室逃脱|密室", "烧烤加K歌|K歌"],
        },
        "banquet": {
            "short": "满月酒", "names": ["侄子的满月酒", "同事家宝宝的满月酒"],
            "content": ["吃席", "发红鸡蛋|红鸡蛋"], "durations": ["一中午|中午", "一下午|下午"],
        },
        "reunion": {
            "short": "同学会", "sizes": ["三十几个同学|三十几", "二十五六个人|二十五"],
            "names": ["高中毕业二十年同学会", "初中同学会"],
            "content": ["回母校转了一圈|母校", "喝到半夜"],
        },
        "roadtrip": {
            "short": "自驾游", "sizes": ["两辆车八个人|八个人", "就俺们仨|仨"],
            "names": ["川西自驾游", "五一自驾游"],
            "places": [("阿勒泰", "喀纳斯"), ("林芝", "鲁朗"), ("稻城", "亚丁")],
            "content": ["看雪山|雪山", "一路吃牦牛火锅|牦牛"], "durations": ["十来天|十天", "一星期多|一星期"],
        },
        "lecture": {
            "short": "讲座", "names": ["AI大模型讲座", "育儿讲座"],
            "content": ["讲ChatGPT怎么用|ChatGPT", "聊青春期孩子怎么沟通|青春期"],
        },
        "blind_date": {
            "short": "相亲会", "names": ["公园相亲角", "单身交友相亲会"],
            "content": ["帮表妹看对象|看对象", "交换微信|微信"],
        },
    },
    "event_intro": [
        "上礼拜去了{name}", "俺前几天跑去{name}了", "那个 {name}我去了哈哈哈", "刚从{name}回来 累死",
        "嗯 去了趟{name} 还行吧", "周六被拉去{name}",
    ],
    "event_ref": ["这{short}", "那回{short}"], "event_pronoun": "那次",
    "event_attr": {
        "place": ["{ev}在{v}搞的", "地点 {v} 就是{ev}", "{ev}嘛 在{v}", "{ev}场地是{v} 好难找",
                  "去{v}参加的{ev} 人超多"],
        "size": ["{ev}来了差不多{v}", "{ev}到了{v}吧", "{ev}｜人数 {v}", "{ev}那天有{v}", "{ev} 嗯 大概{v}"],
        "duration": ["{ev}折腾了{v}", "{ev}前后弄了{v}", "{ev}｜时长 {v}", "{ev}持续{v}左右", "{ev}一共搞了{v} 累"],
        "date": ["{ev}是{v}的事", "{ev}日子是{v}", "{v}那天去的{ev}", "{ev}定在了{v}", "{ev}好像是{v}"],
        "content": ["{ev}主要就是{v}", "{ev}其实就{v}", "在{ev}上{v} 哈哈哈", "{ev}嘛 {v}", "{ev}｜内容 {v}"],
    },
    "things": {
        "earbuds": {
            "say": ["俺耳机是{v}", "我天天戴{v}听歌", "新入了{v} 音质还行", "嗯 我用的耳机是 {v}", "{v} 我的耳机"],
            "ask": ["我耳机啥牌子", "我用的什么耳机来着", "我听歌戴哪个耳机", "俺耳机是哪款", "我新买的耳机是啥"],
            "values": ["AirPods Pro|AirPods", "华为FreeBuds|FreeBuds", "漫步者耳机|漫步者"],
        },
        "ebike": {
            "say": ["我骑{v}上班", "俺的电动车是{v}", "刚提了辆{v} 哈哈哈", "我那个电动车就是 {v}", "{v} 我通勤骑的"],
            "ask": ["我骑的啥电动车", "我电动车什么牌子", "俺上班骑的车是哪个", "我新买的电动车是啥", "我通勤骑什么"],
            "values": ["小牛电动车|小牛", "雅迪电动车|雅迪", "九号电动车|九号"],
        },
        "console": {
            "say": ["我家游戏机是{v}", "周末就抱着{v}打游戏", "买了台{v} 哈哈哈", "嗯 我玩的是 {v}", "{v} 我的游戏机"],
            "ask": ["我家游戏机是啥", "我用什么打游戏", "我买的游戏机是哪个", "俺周末玩的游戏机", "我游戏机什么型号"],
            "values": ["任天堂Switch|Switch", "索尼PS5|PS5", "微软Xbox|Xbox"],
        },
        "cooker": {
            "say": ["我家电饭煲是{v}", "煮饭用的{v}", "刚换了个{v}的电饭煲", "嗯 电饭煲是那个 {v}", "{v} 我家煮饭的"],
            "ask": ["我家电饭煲啥牌子", "我用什么煮饭", "我新换的电饭煲是哪个", "俺家电饭煲是哪款", "我煮饭用的锅是啥"],
            "values": ["美的电饭煲|美的", "苏泊尔电饭煲|苏泊尔", "象印电饭煲|象印"],
        },
    },
    "places": {
        "hotpot": {
            "say": ["我最爱去{v}吃火锅", "吃火锅必去{v}", "周末又去了{v} 哈哈哈", "嗯 火锅就吃 {v}", "{v} 俺的火锅店"],
            "ask": ["我爱去哪家火锅", "我吃火锅去哪", "俺常去的火锅店叫啥", "我最爱的火锅店", "我周末吃的火锅是哪家"],
            "values": ["小龙坎火锅|小龙坎", "大龙燚火锅|大龙燚", "巴奴毛肚火锅|巴奴"],
        },
        "milktea": {
            "say": ["奶茶只喝{v}", "我天天点{v}的奶茶", "楼下{v}我常去", "嗯 奶茶就是 {v}", "{v} 俺的续命奶茶"],
            "ask": ["我奶茶喝哪家", "我常点的奶茶店是啥", "俺续命奶茶哪家的", "我楼下那家奶茶店", "我天天喝的奶茶"],
            "values": ["蜜雪冰城", "喜茶", "霸王茶姬"],
        },
        "pool": {
            "say": ["我去{v}游泳", "每周在{v}游两次", "办了{v}的卡 哈哈哈", "嗯 游泳就去 {v}", "{v} 我游泳的地方"],
            "ask": ["我在哪游泳", "我常去的游泳馆是哪个", "俺办卡的游泳馆", "我每周去哪游", "我游泳的地方叫啥"],
            "values": ["奥体游泳馆|奥体", "市游泳馆", "青少年宫游泳馆|青少年宫"],
        },
        "dentist": {
            "say": ["我看牙去{v}", "洗牙一般在{v}", "在{v}做的牙套", "嗯 看牙就是 {v}", "{v} 我常去的牙科"],
            "ask": ["我看牙去哪", "我在哪洗的牙", "俺的牙套在哪做的", "我常去的牙科叫啥", "我去哪家口腔看牙"],
            "values": ["拜博口腔|拜博", "瑞尔齿科|瑞尔", "美奥口腔|美奥"],
        },
    },
    "voices": [
        {"pre": ["嗯 ", "那个 ", "就是 "], "post": [" 然后就这样", " 嗯", " 对"], "end": "", "sep": " 然后 ",
         "join": " ", "filler_end": ""},
        {"pre": ["哈哈哈 ", "对了对了 ", "咱说个事 "], "post": [" 哈哈哈", "😂", " 滴", "~"],
         "end": ["", "~", "！"], "sep": [" ", "，"], "join": " ", "filler_end": ""},
        {"pre": ["备忘：", "记一下 "], "post": [" ✅", "（记好）"], "end": "", "sep": "｜", "join": "；",
         "filler_end": ""},
        {"pre": ["跟你讲哦 ", "话说回来 "], "post": ["，反正就这样吧。", "，笑死。"], "sep": "，", "join": " "},
    ],
    "filler": [
        "今天好困啊啊啊", "外面下大雨了 木有带伞", "晚上吃啥 纠结", "哈哈哈哈哈", "刚开完会 累死", "猫主子又拆家了",
        "周末想躺平", "今天发工资啦", "地铁挤成沙丁鱼", "嗯 没事了",
    ],
    "reply": ["好嘞 记住了", "收到👌", "OK～", "嗯嗯", "记下啦"],
    "q": {
        "single": {
            "age": ["{ref}几岁来着", "{ref}多大了啊", "问下{ref}岁数", "{ref}今年多大来着 忘了", "那个{ref}年纪多少"],
            "height": ["{ref}多高来着", "{ref}个儿多少", "问下{ref}身高", "{ref}身高多少啊", "那个{ref}有多高 忘了"],
            "birthday": ["{ref}生日几号来着", "{ref}的bday是哪天", "问下{ref}生日", "{ref}啥时候生日啊",
                         "那个{ref}生日哪天 忘了"],
            "from": ["{ref}老家哪的来着", "{ref}是哪儿人啊", "问下{ref}老家", "{ref}老家在哪 忘了",
                     "那个{ref}家乡是哪"],
            "works_in": ["{ref}在哪个城市上班来着", "{ref}现在base哪", "问下{ref}工作地", "{ref}在哪边工作啊",
                         "那个{ref}在哪个城市 忘了"],
            "education": ["{ref}啥学历来着", "{ref}读到哪了", "问下{ref}学历", "{ref}文凭是啥啊",
                          "那个{ref}什么学历 忘了"],
            "job": ["{ref}干啥的来着", "{ref}是做什么的啊", "问下{ref}职业", "{ref}现在干哪行",
                    "那个{ref}做啥工作 忘了"],
            "title": ["{ref}啥职位来着", "{ref}的title是啥", "问下{ref}职位", "{ref}现在做到什么位置了",
                      "那个{ref}什么职位 忘了"],
            "employer": ["{ref}在哪家公司来着", "{ref}在哪上班啊 公司名", "问下{ref}单位", "{ref}现在在哪家干",
                         "那个{ref}哪个单位的 忘了"],
            "hobby": ["{ref}爱干啥来着", "{ref}的hobby是啥", "问下{ref}爱好", "{ref}平时喜欢玩啥",
                      "那个{ref}爱好是啥 忘了"],
            "trait": ["{ref}啥性格来着", "{ref}这人咋样", "问下{ref}性格", "{ref}性子怎么样啊",
                      "那个{ref}脾气如何 忘了"],
            "phone": ["{ref}手机号多少来着", "{ref}的号发我下", "问下{ref}电话", "{ref}电话多少啊",
                      "那个{ref}号码 忘了"],
            "email": ["{ref}邮箱多少来着", "{ref}的email是啥", "问下{ref}邮箱", "{ref}邮箱地址啊",
                      "那个{ref}邮箱 忘了"],
        },
        "cond": {
            "from": ["老家{v}", "{v}长大", "老家是{v}"], "works_in": ["base{v}", "在{v}上班", "工作地{v}"],
            "job": ["干{v}", "是{v}", "当{v}"], "title": ["做{v}", "职位{v}", "是{v}"],
            "education": ["{v}毕业", "学历{v}"], "employer": ["在{v}上班", "在{v}干"],
            "hobby": ["爱{v}", "迷{v}", "喜欢{v}"],
        },
        "who": ["就{cond}那个{rel}", "俺那{cond}的{rel}", "咱{cond}的那个{rel}", "之前说的{cond}那位{rel}"],
        "group": {"relative": "亲友", "colleague": "同事"},
        "pair": {
            "height": [
                ("max", "{a}跟{b}谁高啊"), ("min", "{a}和{b}哪个矮点"), ("max", "{a} {b}谁个儿高"),
                ("max", "比比{a}和{b}谁更高"), ("min", "{a}还是{b}矮一点来着"),
            ],
            "age": [
                ("max", "{a}跟{b}谁大啊"), ("min", "{a}和{b}哪个小点"), ("max", "{a} {b}谁年纪大"),
                ("max", "比比{a}和{b}谁岁数大"), ("min", "{a}还是{b}年轻一点来着"),
            ],
            "birthday": [
                ("min", "{a}跟{b}谁生日早啊"), ("max", "{a}和{b}哪个生日晚点"), ("min", "{a} {b}谁先过生日"),
                ("min", "比比{a}和{b}谁的生日在前"), ("max", "{a}还是{b}生日靠后来着"),
            ],
        },
        "top": {
            "height": [
                ("max", "{scope}谁最高啊"), ("min", "{scope}哪个最矮"), ("max", "{scope}个儿最高的是谁来着"),
                ("max", "{scope}最高的那个"), ("min", "{scope}最矮的是哪个来着"),
            ],
            "age": [
                ("max", "{scope}谁最大啊"), ("min", "{scope}哪个最小"), ("max", "{scope}年纪最大的是谁来着"),
                ("max", "{scope}岁数最大的那个"), ("min", "{scope}最年轻的是哪个来着"),
            ],
            "birthday": [
                ("min", "{scope}谁生日最早啊"), ("max", "{scope}哪个生日最晚"),
                ("min", "{scope}一年里最先过生日的是谁来着"),
                ("min", "{scope}生日最靠前的那个"), ("max", "{scope}最后过生日的是哪个来着"),
            ],
        },
        "scope": {"relative": "俺家里人和朋友里", "colleague": "公司那帮人里", "all": "我提过的这些人里头"},
        "count": {
            "height>": [
                "{c}cm以上的有几个啊", "个儿超过{c}的几个人", "问下身高过{c}厘米的有几个", "比{c}公分高的一共几个人",
                "我说的人里头 身高{c}以上的几个",
            ],
            "height<": [
                "不到{c}cm的有几个啊", "个儿没{c}的几个人", "问下身高低于{c}厘米的有几个", "比{c}公分矮的一共几个人",
                "我说的人里头 身高{c}以下的几个",
            ],
            "age<=": [
                "{c}岁和{c}岁以下的有几个啊", "不超{c}岁的几个人", "问下{c}岁及以下的有几个", "岁数不过{c}的一共几个人",
                "我说的人里头 {c}岁以内（含）的几个",
            ],
            "age>": [
                "{c}岁以上的有几个啊", "超过{c}岁的几个人", "问下大于{c}岁的有几个", "岁数过了{c}的一共几个人",
                "我说的人里头 比{c}岁大的几个",
            ],
            "from": [
                "老家{c}的有几个啊", "{c}人有几个", "问下家乡在{c}的有几个", "{c}出来的一共几个人",
                "我说的人里头 老家是{c}的几个",
            ],
            "works_in": [
                "在{c}上班的有几个啊", "base{c}的几个人", "问下工作地在{c}的有几个", "{c}工作的一共几个人",
                "我说的人里头 在{c}干活的几个",
            ],
            "education=": [
                "{c}学历的有几个啊", "{c}毕业的几个人", "问下学历是{c}的有几个", "文凭{c}的一共几个人",
                "我说的人里头 {c}的几个",
            ],
            "education>=": [
                "{c}及以上学历的有几个啊", "学历不低于{c}的几个人", "问下{c}或更高的有几个", "至少{c}文凭的一共几个人",
                "我说的人里头 {c}往上的几个",
            ],
            "event.place": [
                "在{c}的活动有几个啊", "{c}办的活动几场", "问下我去{c}参加了几个活动", "{c}那边的活动一共几个",
                "我说的活动里头 在{c}的几个",
            ],
        },
        "event": {
            "place": ["{ev}在哪搞的来着", "{ev}地点是啥", "问下{ev}在哪", "{ev}场地在哪啊", "那个{ev}在哪办的 忘了"],
            "size": ["{ev}多少人来着", "{ev}来了几个人", "问下{ev}人数", "{ev}规模多大啊", "那个{ev}多少人 忘了"],
            "duration": ["{ev}搞了多久来着", "{ev}多长时间", "问下{ev}时长", "{ev}持续多久啊", "那个{ev}弄了多久 忘了"],
            "date": ["{ev}哪天来着", "{ev}几号的事", "问下{ev}日子", "{ev}是啥时候啊", "那个{ev}哪天 忘了"],
            "content": ["{ev}干了啥来着", "{ev}主要是啥", "问下{ev}内容", "{ev}上都搞了啥啊", "那个{ev}是干嘛的 忘了"],
        },
    },
}

EN: dict[str, Any] = {
    "surnames": [
        "Grzybowski", "Oyewole", "Brannigan", "Tveit", "Krasinski", "Ollerenshaw", "Dalgleish", "Pellegrino",
        "Saarinen", "Tkachenko", "Cuthbertson", "Ravensworth",
    ],
    "given": {
        "f": ["Bex", "Tamsin", "Ngozi", "Marisol", "Deb", "Yasmin", "Pip", "Carmela", "Shreya", "Noor", "Dolores",
              "Maddie"],
        "m": ["Rafe", "Tobias", "Kwame", "Dex", "Arjun", "Mateo", "Fergus", "Emeka", "Lorenzo", "Sven", "Hamish",
              "Jonty"],
    },
    "relatives": {
        "stepdad": ("stepdad", "m", "old"), "stepmom": ("stepmom", "f", "old"), "godson": ("godson", "m", "young"),
        "goddaughter": ("goddaughter", "f", "young"), "roommate": ("roommate", "m", "young"),
        "bestie": ("bestie", "f", "peer"), "bro": ("bro", "m", "peer"), "sis": ("sis", "f", "peer"),
        "nana": ("nana", "f", "elder"), "gramps": ("gramps", "m", "elder"), "auntie": ("auntie", "f", "old"),
        "bro_in_law": ("bro-in-law", "m", "peer"), "cuz": ("cuz", "m", "peer"),
    },
    "family": ["bro", "sis", "gramps"],
    "colleagues": {"boss": "supervisor", "report": "intern", "colleague": "teammate"},
    "pronoun": {"f": "she", "m": "he"},
    "possessive": {"f": "her", "m": "his"},
    "after_intro": {"f": ["she"], "m": ["he"]},
    "intro": [
        "my {rel} = {name}", "so my {rel} {name} right", "u know {name}? my {rel}", "my {rel} - {name}",
        "fyi my {rel} is called {name}", "gonna tell u about my {rel} {name}", "um so theres my {rel} uh {name}",
    ],
    "rel_ref": ["my {rel} {name}"], "rel_only": "my {rel}", "rel_appositive": [],
    "height_forms": ["{feet}", "{spoken}", "{cm}cm", "{ft}'{inch}", "{m}m"],
    "phone_forms": ["{area}{mid}{end}", "{area} {mid} {end}", "({area}){mid}-{end}", "{area}-{mid}-{end}"],
    "birthday_forms": ["{mon} {d}", "{month} {nth}", "{d} {mon}", "{nth} of {month}", "{month} {d}"],
    "dense": 0.5,
    "attr": {
        "age": [
            "{ref} is {v} btw", "{ref} turned {v} last month lol", "{ref} - {v} y.o.",
            "um so {ref} is uh {v} i think", "{ref} is {v} now?? time flies", "typo earlier, {ref}'s age is {v}",
            "so yeah {ref} just had a bday, {v} now", "{ref} is 100 lol jk, {v}",
        ],
        "height": [
            "{ref} is {v} tall i think", "{ref} - ht {v}", "{ref} is {v} in heels lol",
            "so {v}, thats how tall {ref} is",
            "{ref} got measured at the docs office, {v} tall", "um {ref} is uh {v} tall you know",
            "height of {ref}: {v}", "correction on {ref}'s height, its {v}",
        ],
        "birthday": [
            "{ref}'s bday is {v}", "{ref} bday {v} dont let me forget", "bday reminder: {ref} celebrates on {v}",
            "{ref} was born on {v} i think", "on {v} its {ref}'s birthday so thats a party",
            "{ref} - bday {v}", "{ref} turns a year older on {v} 🎂", "i had {ref}'s bday wrong, its {v}",
        ],
        "from": [
            "{ref} grew up in {v} n still talks about it", "{ref} - hometown {v}", "{ref} is from {v} i think",
            "{ref} was born n raised in {v}", "{ref} is a {v} kid through and through",
            "um {ref} is uh from {v} you know", "{ref}'s hometown: {v}", "not Toronto lol, {ref} is from {v}",
        ],
        "works_in": [
            "{ref} works in {v} now", "{ref} commutes into {v} every day ugh", "{ref} - based in {v}",
            "{ref}'s job is over in {v}", "um {ref} works uh in {v} i think", "job-wise {ref} is in {v}",
            "correction: {ref} works in {v}, not where i said", "{ref} got a job in {v} so we barely see each other",
        ],
        "education": [
            "{ref} has a {v} btw", "{ref} - edu: {v}", "{ref} finished a {v} last yr i think",
            "um {ref} has uh a {v}", "{ref} got a {v} n never lets us forget it lol",
            "{ref}'s education: {v} fyi", "fixing what i said, {ref}'s degree is a {v}",
        ],
        "job": [
            "{ref} is a {v} btw", "{ref} - job: {v}", "{ref} works as a {v} i think", "um {ref} is like a {v}",
            "{ref} has been a {v} forever lol", "{ref} isnt a teacher anymore, {ref} is a {v} now",
            "so {ref} does {v} stuff, crazy hrs", "what {ref} does: {v}",
        ],
        "title": [
            "{ref} is {v} now btw", "{ref} - title: {v}", "{ref} got promoted to {v} 🎉", "um {ref} is uh {v} at work",
            "{ref}'s title is like {v}", "{ref}'s job title: {v}", "correction, {ref}'s title is {v}",
        ],
        "employer": [
            "{ref} works at {v} btw", "{ref} - works @ {v}", "{ref} just started at {v}", "um {ref} is uh at {v}",
            "{ref} has been at {v} for like ever", "{ref}'s employer: {v}", "{ref} quit Walmart n is at {v} now",
        ],
        "hobby": [
            "{ref} is obsessed w {v} lol", "{ref} - hobby: {v}", "{ref}'s fav thing is {v}",
            "um {ref} is really into uh {v}",
            "{ref} does {v} every weekend", "{ref}'s hobby: {v} lol", "{ref} got super into {v} this yr",
        ],
        "trait": [
            "{ref} is sooo {v}", "{ref} - personality: {v}", "{ref} is kinda {v} tbh", "um {ref} is like really {v}",
            "{ref} has always been {v} lol", "personality-wise {ref} is {v}",
            "honestly {ref} is the most {v} person i know",
        ],
        "phone": [
            "{ref}'s digits: {v}", "{ref} - cell# {v}", "{ref} has a new # now, {v}", "um {ref}'s phone is uh {v}",
            "pls save {ref}'s # {v}", "{ref} picks up on {v}", "my bad, {ref}'s real number is {v}",
        ],
        "email": [
            "{ref}'s email is {v} btw", "{ref} - email {v}", "{ref} only uses {v} for email",
            "um {ref}'s email is uh {v}",
            "{ref} checks {v} for email", "{ref}'s email addy: {v}", "{ref} changed emails, its {v} now",
        ],
    },
    "values": {
        "from": [
            ("Ontario", "Sudbury"), ("Ontario", "Thunder Bay"), ("Ontario", "Barrie"), ("Manitoba", "Winnipeg"),
            ("Manitoba", "Steinbach"), ("Alberta", "Calgary"), ("Alberta", "Lethbridge"), ("Nova Scotia", "Halifax"),
            ("Nova Scotia", "Truro"), ("Saskatchewan", "Saskatoon"), ("Saskatchewan", "Moose Jaw"),
        ],
        "works_in": ["Toronto", "Vancouver", "Montreal", "Ottawa", "Edmonton", "Kelowna"],
        "education": ["HS diploma|high school", "associate's|associate", "BA|bachelor", "master's|master",
                      "PhD|doctorate"],
        "job": ["glassblower", "beekeeper", "orthotist", "taxidermist", "crossing guard", "ASL interpreter|interpreter",
                "elevator mechanic", "oyster shucker", "tree planter"],
        "title": ["VP of ops|VP", "floor manager", "head barista", "lead dev", "associate director", "COO"],
        "employer": ["Costco", "Amazon", "UPS", "Kaiser Permanente|Kaiser", "Air Canada", "Home Depot"],
        "hobby": ["curling", "geocaching", "axe throwing", "roller derby", "speedcubing", "ice fishing",
                  "trivia nights"],
        "trait": ["clingy", "petty", "bubbly", "grumpy", "dramatic", "nerdy", "goofy"],
        "email_handles": ["wrenny", "xx.rafe", "bexxx", "dex.the.man", "noorah", "big.t"],
        "email_domains": ["gmail.com", "aol.com", "shaw.ca"],
        "size": ["like 20 ppl|20", "a few hundred ppl|few hundred", "maybe 50 people|50", "a dozen-ish people|dozen",
                 "2k people|2k|2,000", "like 300 ppl|300"],
        "duration": ["a couple hours|couple hours", "all day", "4 days|four days", "like 3 hrs|3 hrs|three hours",
                     "a week and a half|week and a half", "an hour and change|an hour"],
    },
    "venues": {
        "Toronto": ["Scotiabank Arena", "the Rogers Centre"], "Vancouver": ["the PNE grounds", "Rogers Arena"],
        "Montreal": ["the Bell Centre", "the Palais des congres"], "Calgary": ["the Stampede grounds",
                     "the BMO Centre"],
        "Ottawa": ["the Shaw Centre", "TD Place"],
    },
    "events": {
        "gig": {
            "short": "gig", "names": ["the Arkells gig", "that Tame Impala show"],
            "content": ["singing along to every song|singing along", "moshing near the front|moshing"],
            "durations": ["a couple hours|couple hours", "like 3 hrs|3 hrs|three hours"],
        },
        "baby_shower": {
            "short": "baby shower", "names": ["the lake house baby shower", "the surprise baby shower"],
            "content": ["guessing the baby's weight|baby's weight", "a gender reveal cake|gender reveal"],
        },
        "con": {
            "short": "con", "names": ["Fan Expo", "the anime con"],
            "content": ["cosplaying as Link|Link", "meeting voice actors|voice actors"],
        },
        "hockey": {
            "short": "hockey game", "names": ["the Leafs game", "the Oilers playoff game"],
            "content": ["a 3-2 overtime win|overtime", "a fight in the second period|fight"],
            "durations": ["like 3 hrs|3 hrs|three hours", "a couple hours|couple hours"],
        },
        "yard_sale": {
            "short": "yard sale", "names": ["the street-wide yard sale", "our block yard sale"],
            "content": ["selling old baby clothes|baby clothes", "getting rid of a couch|couch"],
        },
        "fundraiser": {
            "short": "fundraiser", "names": ["the food bank fundraiser", "the school fun run fundraiser"],
            "content": ["raising money for the food bank|food bank", "auctioning off local art|local art"],
        },
        "cottage": {
            "short": "cottage weekend", "sizes": ["like 8 of us|8", "just the 4 of us|4"],
            "names": ["the cottage weekend w the girls", "the Canada Day cottage trip"],
            "places": [("Muskoka", "Lake Rosseau"), ("Tofino", "Chesterman Beach"), ("Banff", "Lake Louise")],
            "content": ["swimming off the dock|dock", "a bonfire every night|bonfire"],
            "durations": ["the long weekend|long weekend", "4 days|four days"],
        },
        "conference": {
            "short": "conf", "names": ["the DevOps conf", "the nursing conf"],
            "content": ["talks about Kubernetes|Kubernetes", "new wound care guidelines|wound care"],
        },
    },
    "event_intro": [
        "went to {name} last wknd", "so i ended up at {name}", "um we did {name} on the weekend",
        "ok so i was at {name} lol", "dragged the fam to {name}", "fyi i went to {name} w some friends",
    ],
    "event_ref": ["that {short}", "the {short} i went to"], "event_pronoun": "it",
    "event_attr": {
        "place": ["{ev} was at {v} btw", "um {ev} was uh at {v}", "they had {ev} over at {v}",
                  "venue for {ev}? {v}", "{ev} - venue {v}"],
        "size": ["{ev} had like {v}", "um there were uh {v} at {ev}", "{ev} pulled {v} i think",
                 "crowd at {ev} was {v}", "{ev} - crowd {v}"],
        "duration": ["{ev} went {v} lol", "um {ev} lasted uh {v}", "we were at {ev} {v}", "{ev} dragged for {v} ugh",
                     "{ev} - length {v}"],
        "date": ["{ev} was {v} btw", "um {ev} was on uh {v}", "we went to {ev} on {v}", "{ev} date: {v}",
                 "{ev} was {v} i think"],
        "content": ["{ev} was all {v} lol", "um {ev} was uh {v}", "at {ev} it was mostly {v}", "{ev} = {v}",
                    "{ev} - mostly {v}"],
    },
    "things": {
        "earbuds": {
            "say": ["my earbuds r {v}", "i listen to everything on my {v}", "got {v} for the gym lol",
                    "um my earbuds are uh {v}", "{v} - my earbuds"],
            "ask": ["what earbuds do i have", "which earbuds do i use", "my earbuds r what again",
                    "what do i listen to music on", "remind me what headphones i got"],
            "values": ["AirPods Pro|AirPods", "Galaxy Buds|Buds", "Sony WF-1000XM5|Sony"],
        },
        "console": {
            "say": ["i game on a {v}", "my console is a {v}", "bought a {v} for the living room lol",
                    "we got a {v} for xmas", "um i play on uh a {v}"],
            "ask": ["what console do i have", "what do i game on", "which console did we get", "whats my console",
                    "what do i play games on"],
            "values": ["Nintendo Switch|Switch", "PS5|PlayStation 5", "Xbox Series X|Xbox"],
        },
        "bike": {
            "say": ["i ride a {v} to work", "my bike is a {v}", "got a {v} second hand", "i commute on my {v}",
                    "um my bike is uh a {v}"],
            "ask": ["what bike do i ride", "whats my bike", "which bike did i get", "what do i commute on",
                    "remind me what bike i have"],
            "values": ["Trek FX 2|Trek", "Specialized Sirrus|Sirrus", "Brompton"],
        },
        "reader": {
            "say": ["i read on my {v}", "my e-reader is a {v}", "got a {v} for my bday", "i take my {v} everywhere",
                    "um i read on uh a {v}"],
            "ask": ["what do i read on", "whats my e-reader", "which e-reader did i get", "what do i take everywhere",
                    "remind me what e-reader i have"],
            "values": ["Kindle Paperwhite|Kindle", "Kobo Clara|Kobo", "iPad mini|iPad"],
        },
    },
    "places": {
        "cafe": {
            "say": ["i work from {v} most mornings", "my fav coffee spot is {v}", "i basically live at {v} lol",
                    "i grab coffee at {v} every day", "um coffee is always uh {v}"],
            "ask": ["where do i get coffee", "whats my coffee spot", "which cafe do i work from",
                    "where do i grab coffee every day", "my fav coffee place is where"],
            "values": ["Tim Hortons|Tims", "Second Cup", "Blenz Coffee|Blenz"],
        },
        "pool": {
            "say": ["i swim at {v}", "i do laps at {v} on sundays", "got a membership at {v} lol",
                    "um i swim at uh {v}", "my pool is {v}"],
            "ask": ["where do i swim", "where do i do laps", "which pool am i a member at", "whats my pool",
                    "where do i go swimming on sundays"],
            "values": ["the YMCA|YMCA", "Harbourfront pool|Harbourfront", "the rec centre|rec centre"],
        },
        "vet": {
            "say": ["i take the dog to {v}", "our vet is {v}", "the cat goes to {v} lol", "um our vet is uh {v}",
                    "the pets all go to {v}"],
            "ask": ["where do i take the dog", "whats our vet", "which vet do we use", "where does the cat go",
                    "remind me our vet clinic"],
            "values": ["Paws & Claws Vet|Paws & Claws", "Bloor West Animal Hospital|Bloor West",
                       "Happy Tails Clinic|Happy Tails"],
        },
        "nails": {
            "say": ["i get my nails done at {v}", "my nail place is {v}", "booked a mani at {v} lol",
                    "um nails are always uh {v}", "i go to {v} for pedis"],
            "ask": ["where do i get my nails done", "whats my nail place", "where did i book a mani",
                    "where do i go for pedis", "which nail salon do i use"],
            "values": ["Polished Nail Bar|Polished", "Tips and Toes|Tips", "Lacquer Lounge|Lacquer"],
        },
    },
    "voices": [
        {"pre": ["um ", "so uh ", "okay so "], "post": [" so yeah", " you know", " anyway"], "end": "",
         "sep": " and um ", "join": " ", "filler_end": "", "lower": True},
        {"pre": ["yo ", "omg ", "ok so "], "post": [" lol", " 😂", " haha", " 🙃", " fyi"], "end": ["", "!", " lol"],
         "sep": [" ", ", "], "join": " ", "filler_end": "", "lower": True},
        {"pre": ["note: ", "fyi "], "post": [" (saving this)", " ✔"], "end": "", "sep": " - ", "join": " / ",
         "filler_end": "", "lower": True},
        {"pre": ["Honestly ", "Long story but "], "post": [", anyway", "!! lol"], "sep": ", and ", "join": " "},
    ],
    "filler": [
        "ugh mondays", "brb gotta feed the cat", "lol nvm", "its snowing AGAIN", "so tired today", "anyway",
        "what should i eat tn", "cant sleep", "traffic was brutal", "ok where was i",
    ],
    "reply": ["got it 👍", "noted!", "ok, saved", "sure thing", "cool, noted"],
    "q": {
        "single": {
            "age": ["how old is {ref} again", "wait how old is {ref}", "remind me how old {ref} is", "{ref} age??",
                    "um how old's {ref}"],
            "height": ["{ref}'s height again?? i forget", "ok but how tall is {ref} tho", "do u remember {ref}'s ht",
                       "what height did i say {ref} was", "{ref} is how tall lol"],
            "birthday": ["when is {ref}'s bday again", "wait when's {ref}'s birthday", "remind me when {ref}'s bday is",
                         "{ref} bday??", "um when was {ref} born"],
            "from": ["where is {ref} from again", "wait where's {ref} from", "remind me where {ref} grew up",
                     "{ref} hometown??", "um where's {ref} originally from"],
            "works_in": ["what city does {ref} work in again", "wait where does {ref} work, like which city",
                         "remind me what city {ref} works in", "{ref} work city??", "um which city is {ref}'s job in"],
            "education": ["what degree does {ref} have again", "wait how far did {ref} go in school",
                          "remind me {ref}'s education", "{ref} degree??", "um whats {ref}'s highest degree"],
            "job": ["what does {ref} do again", "wait whats {ref}'s job", "remind me what {ref} does for work",
                    "{ref} job??", "um what does {ref} do for a living"],
            "title": ["whats {ref}'s title again", "wait whats {ref}'s position", "remind me {ref}'s job title",
                      "{ref} title??", "um what role is {ref} at work"],
            "employer": ["where does {ref} work again", "wait who does {ref} work for", "remind me {ref}'s employer",
                         "{ref} company??", "um which company is {ref} at"],
            "hobby": ["what is {ref} into again", "wait whats {ref}'s hobby", "remind me what {ref} does for fun",
                      "{ref} hobby??", "um what does {ref} like doing"],
            "trait": ["whats {ref} like again", "wait what kinda person is {ref}", "remind me what {ref}'s like",
                      "{ref} personality??", "um how would u describe {ref}"],
            "phone": ["whats {ref}'s number again", "wait whats {ref}'s cell", "remind me {ref}'s phone number",
                      "{ref} number??", "um can u give me {ref}'s #"],
            "email": ["whats {ref}'s email again", "wait whats {ref}'s email address", "remind me {ref}'s email",
                      "{ref} email??", "um where do i email {ref}"],
        },
        "cond": {
            "from": ["from {v} originally", "who's a {v} kid", "that grew up in {v}"],
            "works_in": ["who works in {v} now", "that's based in {v}", "with the job in {v}"],
            "job": ["who's a {v}", "that works as a {v}"], "title": ["who's {v}", "with the {v} title"],
            "education": ["w the {v}", "that has a {v}"], "employer": ["at {v}", "who works at {v} now"],
            "hobby": ["obsessed w {v}", "who's into {v}", "that does {v}"],
        },
        "who": ["the {rel} {cond} (u know the one)", "that one {rel} {cond} lol", "this {rel} {cond} i told u abt",
                "ok the {rel} {cond}"],
        "group": {"relative": "person", "colleague": "coworker"},
        "pair": {
            "height": [
                ("max", "who's taller {a} or {b}"), ("min", "who's shorter {a} or {b}"),
                ("max", "{a} vs {b} who's taller"),
                ("max", "wait is {a} taller than {b}"), ("min", "{a} or {b}, who's the short one lol"),
            ],
            "age": [
                ("max", "who's older {a} or {b}"), ("min", "who's younger {a} or {b}"),
                ("max", "{a} vs {b} who's older"),
                ("max", "wait is {a} older than {b}"), ("min", "{a} or {b}, who's the baby lol"),
            ],
            "birthday": [
                ("min", "whose bday comes first {a} or {b}"), ("max", "whose bday is later {a} or {b}"),
                ("min", "{a} vs {b} whose bday is earlier in the yr"), ("min", "wait is {a}'s bday before {b}'s"),
                ("max", "{a} or {b}, whose bday comes last lol"),
            ],
        },
        "top": {
            "height": [
                ("max", "who's tallest {scope}"), ("min", "who's shortest {scope}"),
                ("max", "wait who's the tallest {scope}"),
                ("max", "tallest person {scope}??"), ("min", "shortest one {scope}??"),
            ],
            "age": [
                ("max", "who's oldest {scope}"), ("min", "who's youngest {scope}"),
                ("max", "wait who's the oldest {scope}"),
                ("max", "oldest person {scope}??"), ("min", "youngest one {scope}??"),
            ],
            "birthday": [
                ("min", "whose bday is first {scope}"), ("max", "whose bday is last {scope}"),
                ("min", "wait whose bday comes first in the yr {scope}"), ("min", "earliest bday {scope}??"),
                ("max", "latest bday {scope}??"),
            ],
        },
        "scope": {
            "relative": "out of my fam n friends", "colleague": "at my work", "all": "of everyone i told u about",
        },
        "count": {
            "height>": [
                "how many ppl r over {c}cm", "how many of them r taller than {c} cm",
                "wait how many ppl i mentioned are above {c}cm",
                "count of ppl over {c} cm??", "um how many people are taller than {c}cm",
            ],
            "height<": [
                "how many ppl r under {c}cm", "how many of them r shorter than {c} cm",
                "wait how many ppl i mentioned are below {c}cm",
                "count of ppl under {c} cm??", "um how many people are shorter than {c}cm",
            ],
            "age<=": [
                "how many ppl r {c} or younger", "how many of them r {c} or under",
                "wait how many ppl i mentioned are {c} n under",
                "count of ppl aged {c} or less??", "um how many people are no older than {c}",
            ],
            "age>": [
                "how many ppl r over {c}", "how many of them r older than {c}",
                "wait how many ppl i mentioned are past {c}",
                "count of ppl older than {c}??", "um how many people are above {c}",
            ],
            "from": [
                "how many ppl r from {c}", "how many of them grew up in {c}",
                "wait how many ppl i mentioned are from {c}",
                "count of ppl from {c}??", "um how many people have a hometown in {c}",
            ],
            "works_in": [
                "how many ppl work in {c}", "how many of them r based in {c}",
                "wait how many ppl i mentioned work in {c}",
                "count of ppl working in {c}??", "um how many people have jobs in {c}",
            ],
            "education=": [
                "how many ppl have a {c}", "how many of them got a {c}", "wait how many ppl i mentioned have a {c}",
                "count of ppl w a {c}??", "um how many people stopped at a {c}",
            ],
            "education>=": [
                "how many ppl have a {c} or higher", "how many of them got at least a {c}",
                "wait how many ppl i mentioned have a {c} or more", "count of ppl w a {c} or better??",
                "um how many people made it to a {c} or beyond",
            ],
            "event.place": [
                "how many of my events were in {c}", "how many things i went to were in {c}",
                "wait how many events i mentioned were in {c}", "count of events in {c}??",
                "um how many events did i go to in {c}",
            ],
        },
        "event": {
            "place": ["{ev} was where again lol", "ok but where did {ev} happen", "do u remember where {ev} was held",
                      "what venue did i say {ev} was at", "{ev} location pls"],
            "size": ["how many ppl were at {ev} again", "wait how big was {ev}", "remind me how many came to {ev}",
                     "{ev} crowd??", "um how packed was {ev}"],
            "duration": ["how long was {ev} again", "wait how long did {ev} go", "remind me how long {ev} lasted",
                         "{ev} length??", "um how long were we at {ev}"],
            "date": ["{ev} was when again lol", "ok but what date was {ev}", "do u remember the date of {ev}",
                     "what day did i say {ev} was", "{ev} date pls"],
            "content": ["what was {ev} about again", "wait what happened at {ev}", "remind me what {ev} was",
                        "{ev} what was it??", "um what did we do at {ev}"],
        },
    },
}

# fmt: on

POOLS: dict[str, dict[str, Any]] = {"zh": ZH, "en": EN}
