"""The `daily_fresh` pools of `bench/entity_daily_gen.py`: a third daily-life pool, written on 2026-11-26 by a helper
who had not seen the other closed pool and was not among those tuning the readers. Closed for its first two runs of
stops; opened on 2026-11-26 (stop 23) as a dev pool for error analysis, after the readers were shown to attach only
171/465 zh and 101/468 en of its facts. Its figures are no longer a held-out check: `daily_holdout` and
`daily_blind` (written the same day by a helper who saw neither the readers nor this pool) are.

Same fields as `entity_daily.py` (see its docstring), plus ``height_forms`` and ``phone_forms``, the ways this
pool's users say heights and phone numbers (see `_Writer._height` and `_Writer._phone`).
"""

from __future__ import annotations

from typing import Any

# fmt: off
ZH: dict[str, Any] = {
    "surnames": ["邵", "钟", "龚", "顾", "梁", "邱", "闵", "葛", "柯", "岳", "俞", "庞"],
    "given": {
        "f": ["蕙兰", "淑珍", "思琪", "凤霞", "秋萍", "秀英", "语嫣", "月娥", "书瑶", "杏芳", "红梅", "诗涵"],
        "m": ["浩然", "俊杰", "振华", "海峰", "庆林", "卫东", "宇航", "博文", "铁柱", "承泽", "晓东", "家豪"],
    },
    "relatives": {
        "grandpa_m": ("外公", "m", "elder"), "grandma_m": ("外婆", "f", "elder"), "grandpa_f": ("爷爷", "m", "elder"),
        "grandma_f": ("奶奶", "f", "elder"), "uncle_fo": ("大伯", "m", "old"), "aunt_my": ("小姨", "f", "old"),
        "uncle_in": ("姨父", "m", "old"), "sister_in_law": ("嫂子", "f", "peer"),
        "brother_in_law": ("姐夫", "m", "peer"),
        "cousin_fy": ("堂妹", "f", "young"), "nephew": ("外甥", "m", "young"), "niece": ("侄女", "f", "young"),
    },
    "family": ["grandpa_f", "uncle_fo", "cousin_fy", "niece"],
    "colleagues": {"boss": "老板", "report": "徒弟", "colleague": "同事"},
    "pronoun": {"f": "她", "m": "他"},
    "after_intro": {"f": ["她", "其"], "m": ["他", "其"]},
    "intro": [
        "先记个人：{name}，我{rel}", "{name}——我{rel}", "我{rel}全名叫{name}", "认识一下{name}，是我{rel}",
        "有个人你得知道：我{rel}{name}", "{name}，就是我那个{rel}", "今天聊聊{name}，我{rel}",
    ],
    "rel_ref": ["{rel}{name}", "我的{rel}{name}"], "rel_only": "我{rel}", "rel_appositive": ["{name}（我{rel}）"],
    "height_forms": ["一米{tail}", "{n}公分", "1米{short}", "{n}cm", "1.{short}米"],
    "phone_forms": ["{a}-{b}{c}", "{a} {b}{c}", "+86 {d}", "+86-{a}-{b}-{c}"],
    "attr": {
        "age": [
            "{ref}的年龄为{v}岁", "{ref}：{v}岁", "{ref}{v}了，嘴上还不承认", "{v}岁——这是{ref}今年的年纪",
            "今年满{v}的是{ref}", "你猜{ref}几岁？{v}岁", "听我爸说{ref}今年{v}岁了", "前几天{ref}过生日，满{v}岁了",
        ],
        "height": [
            "{ref}的身高为{v}", "{ref}：身高{v}", "{ref}呀，净身高{v}", "{v}，这是{ref}的身高",
            "上回体检量出来{v}的，是{ref}", "你猜{ref}多高？{v}", "听我妈说{ref}现在长到{v}了",
            "上周跟{ref}去买裤子，店员一量，{v}",
        ],
        "birthday": [
            "{ref}的生日为{v}", "{ref}：{v}生日", "{v}是{ref}生日哈，记得提醒我买礼物", "{ref}过生日是在{v}",
            "你知道{ref}哪天生日吗？{v}", "听我姐说{ref}生日是{v}", "去年{v}那天我们一起给{ref}庆生",
            "{v}出生的那个是{ref}",
        ],
        "from": [
            "{ref}的籍贯为{v}", "{ref}：{v}人", "老家{v}的那个是{ref}", "{ref}呀，地道的{v}人",
            "你猜{ref}老家哪的？{v}", "听我妈讲{ref}是在{v}出生的", "过年{ref}回{v}老家，给我带了特产",
            "{v}，{ref}的老家",
        ],
        "works_in": [
            "{ref}的工作地点为{v}", "{ref}：在{v}上班", "{ref}人在{v}，一年到头难得回来", "{v}那边上班的是{ref}",
            "{ref}在哪上班？{v}", "听朋友说{ref}调去{v}工作了", "上个月去{v}出差，顺路见了在那边工作的{ref}",
        ],
        "education": [
            "{ref}的学历为{v}", "{ref}：{v}", "{ref}是{v}毕业的，读书那会儿挺用功", "{v}毕业的是{ref}",
            "{ref}什么学历？{v}", "听说{ref}拿的是{v}文凭", "{ref}当年一路读到{v}，家里可骄傲了",
        ],
        "job": [
            "{ref}的职业为{v}", "{ref}，职业：{v}", "{ref}干{v}的，天天忙得脚不沾地", "做{v}的那个是{ref}",
            "{ref}干啥的？{v}", "听我爸说{ref}现在当{v}了", "上回聚餐{ref}聊起当{v}的辛苦", "{v}，这就是{ref}的工作",
        ],
        "title": [
            "{ref}的职务为{v}", "{ref}，职务：{v}", "{ref}混到{v}了，厉害吧", "{v}那个位置上坐的是{ref}",
            "{ref}现在啥职位？{v}", "听同事说{ref}被提成{v}了", "去年年底{ref}升了{v}，请大家吃了顿饭",
        ],
        "employer": [
            "{ref}的工作单位为{v}", "{ref}，单位：{v}", "{ref}在{v}干了好些年了", "在{v}上班的那位是{ref}",
            "{ref}在哪家公司？{v}", "听我妈说{ref}跳槽去了{v}", "上次去{v}办事，碰巧遇到在那儿工作的{ref}",
        ],
        "hobby": [
            "{ref}的爱好为{v}", "{ref}，爱好：{v}", "{ref}一到周末就{v}，谁叫都不出来", "最爱{v}的是{ref}",
            "{ref}平时喜欢啥？{v}", "听我姐说{ref}最近迷上了{v}", "有一回约{ref}吃饭，结果人家要去{v}，没空",
        ],
        "trait": [
            "{ref}的性格特点是{v}", "{ref}，性格：{v}", "{ref}这人啊，{v}得很", "要说谁最{v}，那就是{ref}",
            "{ref}什么性格？{v}", "大家都说{ref}{v}", "跟{ref}相处久了就知道，这人{v}",
        ],
        "phone": [
            "{ref}的联系电话为{v}", "{ref}，电话：{v}", "{ref}换了个号，新号{v}", "{v}是{ref}的号",
            "{ref}手机多少来着？{v}", "{ref}让我存一下，号码{v}", "打{v}能找到{ref}",
        ],
        "email": [
            "{ref}的电子邮箱为{v}", "{ref}，邮箱：{v}", "{ref}邮件都发{v}，别发错了", "邮箱{v}，这是{ref}的",
            "{ref}的邮箱？{v}", "{ref}说有事发邮件到{v}就行",
        ],
    },
    "values": {
        "from": [
            ("四川", "自贡"), ("四川", "泸州"), ("四川", "宜宾"), ("河南", "信阳"), ("河南", "周口"), ("河南", "南阳"),
            ("安徽", "蚌埠"), ("安徽", "滁州"), ("江西", "赣州"), ("江西", "九江"), ("广西", "柳州"), ("广西", "北海"),
        ],
        "works_in": ["成都", "长春", "合肥", "哈尔滨", "昆明", "贵阳"],
        "education": ["中专", "大专|专科", "本科", "研究生|硕士", "博士"],
        "job": ["兽医", "理疗师", "产品经理", "中学数学老师", "消防员", "导游", "健身教练", "网约车司机", "幼师",
                "UI设计师"],
        "title": ["大区总监", "采购主管", "研发副总监", "行政助理", "店长", "运营总监"],
        "employer": ["恒远药业", "金桥银行", "市妇幼保健院", "蓝鲸游戏", "顺达快运", "青禾农业"],
        "hobby": ["打台球", "爬山", "下围棋", "织毛衣", "跳广场舞", "玩滑板", "养热带鱼"],
        "trait": ["热心", "倔强", "爽快", "憨厚", "要强", "随和", "慢性子"],
        "email_handles": ["maomao", "ajie", "cloud.w", "panda", "lily.z", "dawei"],
        "email_domains": ["sina.com", "foxmail.com", "139.com"],
        "size": ["七八个人|七八", "四十来人|四十", "八十多人|八十", "三百来人|三百|300", "好几千人|几千",
                 "六十人上下|六十"],
        "duration": ["一个上午|上午", "大半天", "三天两夜|三天", "小半个月|半个月", "整整一个月|一个月",
                     "一个周末|周末"],
    },
    "venues": {
        "成都": ["世纪城新国际会展中心", "东郊记忆"], "武汉": ["光谷会展中心", "琴台大剧院"],
        "南京": ["青奥体育公园", "紫金山庄"], "重庆": ["悦来国际博览中心", "国泰艺术中心"],
        "天津": ["梅江会展中心", "滨海文化中心"],
    },
    "events": {
        "wedding": {
            "short": "婚礼", "names": ["老同学的婚礼", "发小的婚礼"],
            "content": ["中式拜堂敬茶|拜堂", "草坪上的户外仪式|草坪"],
        },
        "race": {
            "short": "马拉松", "names": ["城市半程马拉松", "环湖马拉松"],
            "content": ["跑了半马二十一公里|半马", "陪朋友跑十公里欢乐跑|欢乐跑"],
            "durations": ["一个上午|上午", "大半天"],
        },
        "hackathon": {
            "short": "黑客松", "names": ["48小时AI黑客松", "开源社区黑客松"],
            "content": ["做了个记账小程序|记账", "用大模型做客服机器人|客服机器人"],
            "durations": ["两天两夜|两天", "一个周末|周末"],
        },
        "auto_show": {
            "short": "车展", "names": ["国际汽车展览会", "新能源车展"],
            "content": ["看新出的电动SUV|电动SUV", "试驾了几款混动车|混动"],
        },
        "book_club": {
            "short": "读书会", "sizes": ["七八个人|七八", "十五六个人|十五"],
            "names": ["《百年孤独》读书会", "社区周末读书会"],
            "content": ["聊马尔克斯的魔幻现实主义|马尔克斯", "交换二手书|二手书"],
        },
        "open_day": {
            "short": "开放日", "names": ["孩子学校的家长开放日", "研究所公众开放日"],
            "content": ["听公开课|公开课", "参观实验室|实验室"],
        },
        "gala": {
            "short": "年会", "names": ["公司年终年会", "部门迎新年会"],
            "content": ["抽奖加表演节目|抽奖", "颁发年度优秀员工奖|优秀员工"],
        },
        "camping": {
            "short": "露营", "sizes": ["三家人|三家", "就我们俩|俩"],
            "names": ["五一露营", "中秋露营"],
            "places": [("丽江", "泸沽湖"), ("张家界", "天门山"), ("大理", "洱海边")],
            "content": ["看星星|星星", "湖上划皮划艇|皮划艇"], "durations": ["三天两夜|三天", "一个周末|周末"],
        },
    },
    "event_intro": [
        "前两天我去参加了{name}", "说个事，{name}我去了", "我报名参加了{name}", "记一笔：我去了{name}",
        "上上周赶去了{name}", "我陪家里人去了{name}",
    ],
    "event_ref": ["那场{short}", "之前那个{short}"], "event_pronoun": "那一场",
    "event_attr": {
        "place": ["{ev}的场地租在{v}", "{ev}的举办地为{v}", "{v}——{ev}就是在那儿", "{ev}在{v}开的",
                  "地点：{v}，说的是{ev}"],
        "size": ["{ev}的参与人数为{v}", "{ev}来的人有{v}", "{ev}人数嘛，{v}", "规模嘛，{ev}大概{v}", "{ev}到场{v}"],
        "duration": ["{ev}一搞就是{v}", "{ev}足足搞了{v}", "{ev}从开始到结束{v}", "前前后后，{ev}花了{v}",
                     "{ev}：时长{v}"],
        "date": ["{ev}的日期为{v}", "{ev}是在{v}那天办的", "{v}，{ev}", "我记得{ev}是{v}", "{ev}赶在了{v}"],
        "content": ["{ev}的内容为{v}", "{ev}上主要是{v}", "{ev}嘛，无非{v}", "说白了{ev}就是{v}", "{ev}的重头戏是{v}"],
    },
    "things": {
        "laptop": {
            "say": ["我干活用的电脑是{v}", "我笔记本是{v}", "最近入手了{v}", "{v}是我的主力电脑",
                    "我天天抱着{v}写东西"],
            "ask": ["我用的什么笔记本？", "我的电脑是哪款？", "我主力电脑是啥？", "我平时用哪台笔记本？",
                    "你记得我的笔记本型号吗？"],
            "values": ["联想小新Pro 14|小新", "MacBook Air|MacBook", "华硕灵耀14|灵耀", "ThinkPad X1|X1"],
        },
        "car": {
            "say": ["我开的车是{v}", "我家车是{v}", "我刚提了辆{v}", "{v}是我上下班开的车", "我每天开{v}上班"],
            "ask": ["我开什么车？", "我的车是哪款？", "我家车是啥牌子？", "我上下班开的是哪辆车？",
                    "你记得我开的车吗？"],
            "values": ["比亚迪汉|汉", "特斯拉Model Y|Model Y", "理想L7|L7", "大众朗逸|朗逸"],
        },
        "coffee": {
            "say": ["我家咖啡机是{v}", "我每天早上用{v}做咖啡", "买了台{v}煮咖啡", "{v}是我家的咖啡机",
                    "早上一杯咖啡全靠{v}"],
            "ask": ["我家咖啡机什么牌子？", "我用哪台咖啡机？", "我早上用什么做咖啡？", "我的咖啡机是哪款？",
                    "你记得我家的咖啡机吗？"],
            "values": ["德龙ECAM|德龙", "小米心想|心想", "雀巢胶囊机|胶囊机"],
        },
        "watch": {
            "say": ["我戴的表是{v}", "我手上是{v}", "我运动戴{v}", "{v}是我每天戴的表", "新买了块{v}"],
            "ask": ["我戴的什么表？", "我的手表是哪款？", "我运动时戴什么表？", "我手上那块表是啥？",
                    "我每天戴哪块表？"],
            "values": ["佳明Forerunner 265|Forerunner", "华为Watch GT 4|GT 4", "Apple Watch S9|Apple Watch"],
        },
    },
    "places": {
        "gym": {
            "say": ["我在{v}健身", "我办了{v}的卡", "我每周三次去{v}练", "{v}就是我常去的健身房",
                    "下班我一般去{v}撸铁"],
            "ask": ["我在哪家健身房健身？", "我办的是哪家健身房的卡？", "我常去的健身房是？", "我去哪练？",
                    "我下班一般去哪健身？"],
            "values": ["乐刻健身|乐刻", "超级猩猩", "威尔士健身|威尔士"],
        },
        "barber": {
            "say": ["我剪头发去{v}", "我一直在{v}理发", "{v}是我常去的理发店", "我头发都在{v}剪",
                    "我在{v}办了张剪发卡"],
            "ask": ["我在哪剪头发？", "我常去的理发店叫啥？", "我理发去哪家？", "我剪发的店是哪个？",
                    "我在哪家店办的剪发卡？"],
            "values": ["剪艺坊", "东方名剪", "阿强发型屋|阿强"],
        },
        "market": {
            "say": ["我买菜去{v}", "{v}是我常去的菜市场", "我周末在{v}买菜", "离我家最近的菜场是{v}",
                    "我一般去{v}买水果"],
            "ask": ["我去哪买菜？", "我常去的菜市场是哪个？", "我周末在哪买菜？", "离我家最近的菜场叫什么？",
                    "我买水果去哪？"],
            "values": ["双桥菜市场|双桥", "红星农贸市场|红星", "盒马鲜生|盒马"],
        },
        "library": {
            "say": ["我常去{v}看书", "我在{v}办了借书证", "周末我会泡在{v}", "{v}是我最爱去的图书馆", "我借书都在{v}"],
            "ask": ["我常去哪看书？", "我在哪办的借书证？", "我周末泡在哪？", "我最爱去哪个图书馆？", "我去哪借书？"],
            "values": ["市图书馆", "区少儿图书馆|少儿图书馆", "大学城图书馆|大学城"],
        },
    },
    "voices": [
        {"pre": ["话说，", "那个，", "唉，"], "post": ["，你帮我记着。", "哈哈哈。", "～～"]},
        {"pre": ["先说一句，", "记一下，"], "post": ["。", "，别搞混了。"]},
        {"pre": ["我想起来了，", "对啦，", "嗯，"], "post": ["嘛。", "呀！", "哈。"]},
    ],
    "filler": [
        "今天下雨没带伞", "外卖又送错了", "我在减肥，好难", "这周末想睡到自然醒", "猫又把沙发抓坏了",
        "最近在追一部悬疑剧", "明天要早起开会", "空调好像坏了", "想换个发型", "又到月底了",
    ],
    "reply": ["行，记住了。", "OK，存好了。", "了解～", "嗯，知道了。", "好嘞。"],
    "q": {
        "single": {
            "age": ["{ref}今年多大岁数？", "{ref}几岁了来着？", "你还记得{ref}的年纪吗？", "{ref}年纪多少？",
                    "我说过{ref}多大吗？"],
            "height": ["{ref}个头多少？", "{ref}身高是多少来着？", "你知道{ref}有多高吗？", "{ref}大概多高？",
                       "{ref}净身高多少？"],
            "birthday": [
                "{ref}的生日在几月几号来着？", "{ref}的生日是啥时候？", "我该哪天给{ref}过生日？", "{ref}出生在哪天？",
                "{ref}生日你记得吗？",
            ],
            "from": ["{ref}老家在哪个城市？", "{ref}老家是哪儿？", "{ref}籍贯是哪里？", "{ref}是从哪里来的？",
                     "{ref}家乡是哪个地方？"],
            "works_in": [
                "{ref}现在在哪个城市上班？", "{ref}在哪座城市打工？", "{ref}人在哪个城市工作？", "{ref}的工作城市是？",
                "{ref}目前在哪座城市？",
            ],
            "education": [
                "{ref}读到什么文凭？", "{ref}什么文化程度？", "{ref}最高读到哪一级？", "{ref}拿的什么学历？",
                "{ref}的学历你记得吗？",
            ],
            "job": ["{ref}干什么的？", "{ref}吃的哪碗饭？", "{ref}是干哪行的？", "{ref}靠什么谋生？",
                    "{ref}现在的职业是？"],
            "title": [
                "{ref}现在什么职务？", "{ref}在单位什么级别？", "{ref}当的什么官？", "{ref}的头衔是什么？",
                "{ref}在公司是什么岗位来着？",
            ],
            "employer": [
                "{ref}在哪个公司？", "{ref}的工作单位是哪家？", "{ref}给哪家公司打工？", "{ref}上班的单位叫什么？",
                "{ref}在哪家单位上班来着？",
            ],
            "hobby": ["{ref}喜欢玩什么？", "{ref}业余爱好是啥？", "{ref}闲下来干嘛？", "{ref}周末一般做什么消遣？",
                      "{ref}迷什么？"],
            "trait": ["{ref}脾气好不好？", "{ref}为人如何？", "{ref}性子如何？", "{ref}人怎么样？",
                      "{ref}这人性格咋样？"],
            "phone": [
                "{ref}的手机号码多少？", "{ref}的号码是多少来着？", "把{ref}的手机号告诉我", "{ref}的联系方式是什么？",
                "我怎么联系{ref}？",
            ],
            "email": [
                "{ref}邮箱多少？", "{ref}的邮件地址是啥？", "发邮件给{ref}用哪个地址？", "{ref}的email是哪个？",
                "{ref}用什么邮箱？",
            ],
        },
        "cond": {
            "from": ["老家是{v}", "{v}出来", "籍贯{v}"], "works_in": ["人在{v}", "在{v}打工", "工作在{v}"],
            "job": ["干{v}", "是{v}", "做{v}这行"], "title": ["当{v}", "职务是{v}", "做{v}"],
            "education": ["{v}文凭", "读到{v}"], "employer": ["在{v}", "给{v}打工"], "hobby": ["爱{v}", "迷{v}",
                          "喜欢{v}"],
        },
        "who": ["{cond}的那位{rel}", "你记得的那个{cond}的{rel}", "我认识的{cond}的{rel}", "我说的那个{cond}的{rel}"],
        "group": {"relative": "亲戚", "colleague": "同事"},
        "pair": {
            "height": [
                ("max", "{a}和{b}哪个个子高？"), ("min", "{a}跟{b}谁矮？"), ("max", "{a}、{b}谁高一点？"),
                ("max", "比身高的话，{a}和{b}谁赢？"), ("min", "{a}与{b}相比谁更矮？"),
            ],
            "age": [
                ("max", "{a}和{b}谁大？"), ("max", "{a}跟{b}比谁年长？"), ("min", "{a}和{b}哪个小一些？"),
                ("max", "{a}、{b}谁岁数更大？"), ("min", "论年纪，{a}和{b}谁更小？"),
            ],
            "birthday": [
                ("min", "{a}和{b}谁生日在前面？"), ("max", "{a}跟{b}谁的生日靠后？"),
                ("min", "按日历算，{a}和{b}谁先过生日？"),
                ("min", "{a}和{b}的生日哪个早？"), ("max", "{a}、{b}谁的生日晚一些？"),
            ],
        },
        "top": {
            "height": [
                ("max", "{scope}当中谁个子最高？"), ("min", "{scope}里面谁最矮？"), ("max", "{scope}中哪位最高？"),
                ("max", "{scope}谁个头最高？"), ("min", "{scope}当中个子最小的是谁？"),
            ],
            "age": [
                ("max", "{scope}谁年龄最大？"), ("min", "{scope}当中谁最小？"), ("max", "{scope}里面哪位最年长？"),
                ("min", "{scope}中年纪最轻的是哪个？"), ("max", "{scope}谁的年纪最大？"),
            ],
            "birthday": [
                ("min", "{scope}当中谁生日最靠前？"), ("max", "{scope}里谁最后一个过生日？"),
                ("min", "{scope}一年中谁第一个过生日？"), ("max", "{scope}中谁的生日最靠后？"),
                ("min", "{scope}谁生日最早？"),
            ],
        },
        "scope": {"relative": "家里人", "colleague": "单位里的人", "all": "我提到过的人"},
        "count": {
            "height>": [
                "我身边有几个人超过{c}公分？", "{c}公分以上的一共几个？", "高于{c}厘米的人有几个？",
                "个子在{c}cm以上的算下来几个人？", "我提到的人中，多少位身高超{c}厘米？",
            ],
            "height<": [
                "不到{c}公分的有几个？", "身高没过{c}厘米的有多少？", "个子在{c}cm以下的一共几位？",
                "我说的人里矮于{c}公分的有几个？", "有多少个人不满{c}厘米？",
            ],
            "age<=": [
                "{c}岁和{c}岁以下的有几个？", "年纪不过{c}岁的有几位？", "没超过{c}岁的一共几个人？",
                "我提过的人中有几个在{c}岁以内（含{c}岁）？", "岁数小于等于{c}的有多少？",
            ],
            "age>": [
                "{c}岁往上的有几个？", "比{c}岁大的有多少人？", "年龄大过{c}岁的一共几位？",
                "我提过的人里面，过了{c}岁的有几个？", "超过{c}周岁的有多少个？",
            ],
            "from": [
                "老家在{c}的有几个？", "我提到的人当中几个是{c}的？", "{c}籍的一共几位？", "家乡属于{c}的有多少人？",
                "有多少人是从{c}来的？",
            ],
            "works_in": [
                "几个人在{c}上班？", "人在{c}工作的有几位？", "在{c}打工的一共几个？", "工作城市是{c}的有多少？",
                "我提过的人里，{c}上班的有几个？",
            ],
            "education=": [
                "{c}文凭的有几个人？", "学历为{c}的一共几位？", "读到{c}的有多少？", "我提到的人中几个是{c}学历？",
                "最高学历是{c}的有几个？",
            ],
            "education>=": [
                "{c}或更高学历的有几个？", "学历至少{c}的有多少人？", "不低于{c}文凭的一共几位？",
                "{c}以上（含）学历的有几个？", "我提过的人里学历达到{c}及以上的有几个？",
            ],
            "event.place": [
                "我去过的活动里几个在{c}？", "在{c}参加的活动有几场？", "{c}办的活动一共几次？",
                "有多少场活动在{c}举行？",
                "我说过的活动里，{c}的有几个？",
            ],
        },
        "event": {
            "place": ["{ev}在哪儿搞的？", "{ev}的举办地点是？", "{ev}在什么地方办的？", "{ev}是在哪座城市哪个场馆？",
                      "我去{ev}去的是哪里？"],
            "size": ["{ev}多少人？", "{ev}的人数有多少？", "去{ev}的有多少人？", "{ev}规模怎么样？",
                     "{ev}到场的大概几个人？"],
            "duration": ["{ev}搞了多长时间？", "{ev}持续多久？", "{ev}用了多长时间？", "{ev}从头到尾多久？",
                         "{ev}时长是多少？"],
            "date": ["{ev}哪天办的？", "{ev}是几月几号办的？", "{ev}是在哪天？", "{ev}具体哪一天？",
                     "我什么时候去的{ev}？"],
            "content": ["{ev}都有些什么内容？", "{ev}是关于什么的？", "{ev}干了些啥？", "{ev}的内容是什么？",
                        "{ev}上主要做了什么？"],
        },
    },
}

EN: dict[str, Any] = {
    "surnames": [
        "Nakamura", "Abernathy", "Szabo", "Oyelaran", "Marchetti", "Thornton", "Rasmussen", "Achterberg", "Petrov",
        "Iyer", "Dubois", "Quintero",
    ],
    "given": {
        "f": [
            "Bianca", "Greta", "Harriet", "Imani", "Joanna", "Keiko", "Lucia", "Marnie", "Odette", "Wren", "Renata",
            "Sadie",
        ],
        "m": [
            "Anton", "Bashir", "Cormac", "Dmitri", "Elliot", "Gideon", "Hector", "Isaac", "Lachlan", "Nikhil",
            "Rupert", "Theo",
        ],
    },
    "relatives": {
        "grandpa": ("grandpa", "m", "elder"), "stepdad": ("stepdad", "m", "old"), "sister": ("sister", "f", "peer"),
        "brother": ("brother", "m", "peer"), "sister_in_law": ("sister-in-law", "f", "peer"),
        "godmother": ("godmother", "f", "old"), "great_aunt": ("great-aunt", "f", "elder"),
        "half_brother": ("half-brother", "m", "young"), "daughter": ("daughter", "f", "young"),
        "mother_in_law": ("mother-in-law", "f", "old"), "stepsister": ("stepsister", "f", "young"),
        "father_in_law": ("father-in-law", "m", "old"),
    },
    "family": ["grandpa", "brother", "half_brother", "daughter"],
    "colleagues": {"boss": "manager", "report": "mentee", "colleague": "coworker"},
    "pronoun": {"f": "she", "m": "he"},
    "possessive": {"f": "her", "m": "his"},
    "after_intro": {"f": ["she"], "m": ["he"]},
    "intro": [
        "this is about {name}, my {rel}", "quick note on my {rel}, {name}", "so my {rel}'s name is {name}",
        "adding someone: {name}, my {rel}", "there's {name}, my {rel}", "I don't think I've mentioned my {rel} {name}",
        "I should tell you about {name} — my {rel}",
    ],
    "rel_ref": ["my {rel} {name}"], "rel_only": "my {rel}", "rel_appositive": [],
    "height_forms": ["{feet}", "{spoken}", "{m} m", "{cm} cm", "{cm} centimeters"],
    "phone_forms": ["{area} {mid} {end}", "+1 {area}-{mid}-{end}", "{area}/{mid}-{end}", "1-{area}-{mid}-{end}"],
    "attr": {
        "age": [
            "{ref} is {v} years of age", "{ref} — age {v}", "{ref} just hit {v}, can you believe it",
            "turning {v} this year, {ref} wants a quiet birthday", "I bet you can't guess how old {ref} is: {v}",
            "my mom says {ref} is {v} now", "we threw a party when {ref} turned {v}",
        ],
        "height": [
            "{ref}'s height is recorded as {v}", "{ref} — height {v}", "{ref} is like {v} in sneakers",
            "at {v}, {ref} can reach the top shelf",
            "standing {v} tall, {ref} always ends up in the back row of photos",
            "I know you'll ask how tall {ref} is: {v}", "my sister told me {ref} measured {v} at the doctor's",
            "at the clinic last week {ref} measured {v}",
        ],
        "birthday": [
            "{ref}'s date of birth is {v}", "{ref} — birthday {v}", "{ref}'s birthday? {v}, mark it",
            "{v} is {ref}'s birthday, remind me", "born on {v}, {ref} never lets anyone forget it",
            "my dad mentioned {ref}'s birthday is {v}", "last year on {v} {ref} got a surprise cake from us",
        ],
        "from": [
            "{ref}'s place of origin is {v}", "{ref} — hometown {v}", "{ref} is {v} born and raised",
            "{v} is where {ref} grew up", "raised in {v}, {ref} still roots for the home team",
            "where's {ref} from? {v}",
            "my dad says {ref} was born in {v}", "{ref} drove back to {v} for the holidays and brought me snacks",
        ],
        "works_in": [
            "{ref}'s place of work is {v}", "{ref} — works in {v}", "{ref} is stuck in {v} for work most of the year",
            "{v} is where {ref} works now", "based in {v} these days, {ref} rarely makes it home",
            "where does {ref} work? {v}",
            "a friend mentioned {ref} got transferred to {v}",
            "I visited {v} last month, and {ref}, who works there now, took me to lunch",
        ],
        "education": [
            "{ref}'s highest qualification is a {v}", "{ref} — education: {v}",
            "{ref} finally finished a {v}, took forever",
            "a {v}, that's what {ref} has", "armed with a {v}, {ref} went straight into work",
            "how far did {ref} get in school? a {v}",
            "my mom says {ref} has a {v}",
        ],
        "job": [
            "{ref}'s occupation is {v}", "{ref} — job: {v}", "{ref} is a {v}, crazy hours",
            "a {v} by trade, {ref} works long shifts",
            "what does {ref} do? {v}", "someone told me {ref} works as a {v} now",
            "after college {ref} trained as a {v}",
        ],
        "title": [
            "{ref}'s official title is {v}", "{ref} — title: {v}", "{ref} got bumped up to {v}, finally",
            "newly made {v}, {ref} is swamped", "what's {ref}'s title now? {v}",
            "I heard from a coworker that {ref} is {v} now",
            "at the holiday party {ref} was introduced as the {v}",
        ],
        "employer": [
            "{ref}'s current employer is {v}", "{ref} — employer: {v}", "{ref} has been stuck at {v} forever",
            "{v} pays {ref}'s bills", "at {v} for years now, {ref} knows everyone there",
            "who does {ref} work for? {v}",
            "my neighbor says {ref} just joined {v}", "last week {ref} gave me a tour of the {v} office",
        ],
        "hobby": [
            "{ref}'s main hobby is {v}", "{ref} — hobby: {v}", "{ref} is obsessed with {v} lately, no joke",
            "hooked on {v}, {ref} spends every weekend on it", "what does {ref} do for fun? {v}",
            "a friend says {ref} took up {v}", "last Saturday {ref} dragged me along for {v}",
        ],
        "trait": [
            "{ref} is best described as {v}", "{ref} — personality: {v}", "{ref} is soooo {v}, seriously",
            "always {v}, {ref} has not changed since school", "what's {ref} like? {v}", "everyone says {ref} is {v}",
            "after ten years I can tell you {ref} is {v}",
        ],
        "phone": [
            "{ref}'s telephone number is {v}", "{ref} — phone: {v}", "{ref} got a new number: {v}",
            "{v} is {ref}'s cell", "what's {ref}'s number? {v}", "{ref} texted me from {v} yesterday",
            "my mom gave me {ref}'s number, {v}",
        ],
        "email": [
            "{ref}'s e-mail address is {v}", "{ref} — email: {v}", "{ref} only checks {v}, fyi",
            "what's {ref}'s email? {v}", "{ref} asked me to write to {v}", "a friend forwarded me {ref}'s address, {v}",
        ],
    },
    "values": {
        "from": [
            ("Kansas", "Salina"), ("Kansas", "Dodge City"), ("Tennessee", "Memphis"), ("Tennessee", "Knoxville"),
            ("Tennessee", "Chattanooga"), ("Wisconsin", "La Crosse"), ("Wisconsin", "Eau Claire"),
            ("Arizona", "Tucson"), ("Arizona", "Flagstaff"), ("Virginia", "Richmond"), ("Virginia", "Norfolk"),
        ],
        "works_in": ["Boise", "Omaha", "Salt Lake City", "Indianapolis", "Albuquerque", "Spokane"],
        "education": [
            "GED", "two-year degree|two-year", "bachelor of science|bachelor", "master of arts|master",
            "doctorate|PhD",
        ],
        "job": [
            "dental hygienist", "firefighter", "paralegal", "air traffic controller", "optometrist", "welder",
            "actuary",
            "tour guide", "translator",
        ],
        "title": [
            "area director", "finance lead", "head of product", "shift supervisor", "office coordinator",
            "principal engineer",
        ],
        "employer": [
            "Ridgeline Pharma", "Copperleaf Bank", "Summit Children's Hospital", "Bytewave Games", "Redline Freight",
            "Sunfield Farms",
        ],
        "hobby": [
            "playing chess", "crocheting", "birdwatching", "skateboarding", "baking sourdough", "pickleball",
            "bouldering",
        ],
        "trait": ["big-hearted", "headstrong", "laid-back", "soft-spoken", "nitpicky", "upbeat", "blunt"],
        "email_handles": ["kestrel", "jdoe.w", "mapleleaf", "quill", "b.nakai", "oatmeal"],
        "email_domains": ["proton.me", "icloud.com", "hotmail.com"],
        "size": [
            "maybe fifteen people|fifteen", "close to 40 people|40", "a couple hundred people|couple hundred",
            "nearly 3,000 people|3,000", "about 60 folks|60", "roughly 120 people|120",
        ],
        "duration": [
            "a morning|morning", "an afternoon|afternoon", "six days", "nine days", "a whole weekend|weekend",
            "a fortnight|two weeks",
        ],
    },
    "venues": {
        "Nashville": ["the Ryman Auditorium", "Music City Center"],
        "Philadelphia": ["the Pennsylvania Convention Center", "the Kimmel Center"],
        "Milwaukee": ["the Baird Center", "Fiserv Forum"],
        "New Orleans": ["the Morial Convention Center", "the Orpheum Theater"],
        "Louisville": ["the Kentucky Exposition Center", "the Galt House"],
    },
    "events": {
        "wedding": {
            "short": "wedding", "names": ["my old roommate's wedding", "our neighbors' wedding"],
            "content": ["a barn ceremony with a bluegrass band|bluegrass", "vows on a riverboat|riverboat"],
        },
        "race": {
            "short": "race", "names": ["the Riverfront Half Marathon", "the Turkey Trot 10K"],
            "content": ["running my first half marathon|half marathon",
                        "pacing a friend to a personal best|personal best"],
            "durations": ["a morning|morning", "about three hours|three hours"],
        },
        "hackathon": {
            "short": "hackathon", "names": ["the civic tech hackathon", "the 36-hour AI hackathon"],
            "content": ["building a budgeting app|budgeting app", "a chatbot for the city's 311 line|311"],
            "durations": ["a whole weekend|weekend", "36 hours"],
        },
        "auto_show": {
            "short": "auto show", "names": ["the regional auto show", "the electric vehicle expo"],
            "content": ["new electric pickups|electric pickups", "test-driving hybrids|hybrids"],
        },
        "book_club": {
            "short": "book club", "sizes": ["just nine of us|nine", "maybe fifteen people|fifteen"],
            "names": ["the library book club night", "the neighborhood book swap"],
            "content": ["arguing about Middlemarch|Middlemarch", "swapping used paperbacks|paperbacks"],
        },
        "open_day": {
            "short": "open house", "names": ["my kid's school open house", "the observatory open house"],
            "content": ["sitting in on a demo lesson|demo lesson", "touring the labs|labs"],
        },
        "gala": {
            "short": "gala", "names": ["the company holiday gala", "the hospital charity gala"],
            "content": ["a raffle and a silent auction|silent auction",
                        "awards for employee of the year|employee of the year"],
        },
        "camping": {
            "short": "camping trip", "sizes": ["the three of us|three", "two families|two families"],
            "names": ["the Memorial Day camping trip", "our fall camping trip"],
            "places": [("Moab", "Arches National Park"), ("Lake Tahoe", "Emerald Bay"),
                       ("Asheville", "the Blue Ridge Parkway")],
            "content": ["stargazing|stargazing", "kayaking the lake|kayaking"], "durations": ["six days",
                        "a long weekend|weekend"],
        },
    },
    "event_intro": [
        "I dragged myself to {name}", "I finally went to {name}", "I showed up at {name}",
        "we went to {name} as a family",
        "I signed up for {name}", "there was {name} the other week, and I went",
    ],
    "event_ref": ["the {short} I went to", "this {short}"], "event_pronoun": "it",
    "event_attr": {
        "place": [
            "{ev} set up shop at {v}", "the organizers put {ev} at {v}", "{ev} ended up at {v}",
            "location for {ev}: {v}",
            "we did {ev} at {v}",
        ],
        "size": [
            "{ev} packed in {v}", "turnout for {ev} was {v}", "headcount at {ev} was {v}", "{ev} got {v}",
            "I counted {v} at {ev}",
        ],
        "duration": [
            "{ev} dragged on for {v}", "{ev} took up {v}", "all in all {ev} was {v}", "{ev} kept us busy for {v}",
            "{ev} was done in {v}",
        ],
        "date": [
            "{ev} got penciled in for {v}", "{ev} happened to be on {v}", "the day of {ev} was {v}",
            "we had {ev} on {v}",
            "I attended {ev} on {v}",
        ],
        "content": [
            "{ev} was basically {v}", "the point of {ev} was {v}", "{ev} mostly meant {v}", "mostly {ev} was {v}",
            "{ev} boiled down to {v}",
        ],
    },
    "things": {
        "laptop": {
            "say": ["my work laptop is a {v}", "I do everything on a {v}", "I picked up a {v} recently",
                    "my main machine is a {v}", "I'm typing this on a {v}"],
            "ask": ["What laptop do I use?", "Which laptop is my main machine?", "What's my computer?",
                    "What laptop did I buy?", "What do I work on, laptop-wise?"],
            "values": ["MacBook Air", "Dell XPS 13|XPS", "ThinkPad X1 Carbon|ThinkPad", "Framework 13|Framework"],
        },
        "car": {
            "say": ["I drive a {v}", "my car is a {v}", "we just bought a {v}", "my commute is in a {v}",
                    "I've had my {v} for three years"],
            "ask": ["What car do I drive?", "What's my car?", "Which car did we buy?", "What do I drive to work?",
                    "What make is my car?"],
            "values": ["Subaru Outback|Outback", "Honda Civic|Civic", "Toyota RAV4|RAV4", "Ford Maverick|Maverick"],
        },
        "coffee": {
            "say": ["I make coffee with a {v}", "our coffee maker is a {v}", "my mornings start with the {v}",
                    "I got a {v} for the kitchen", "we brew everything on a {v}"],
            "ask": ["What coffee machine do I have?", "What do I make coffee with?",
                    "Which coffee maker is in my kitchen?",
                    "What's my coffee machine?", "What brand is our coffee maker?"],
            "values": ["Breville Barista Express|Breville", "Nespresso Vertuo|Nespresso", "Bialetti Moka|Bialetti"],
        },
        "watch": {
            "say": ["I wear a {v}", "my watch is a {v}", "I track runs on my {v}", "I got a {v} for my birthday",
                    "I never take off my {v}"],
            "ask": ["What watch do I wear?", "Which watch do I have?", "What do I track my runs with?",
                    "What's on my wrist every day?", "What watch did I get?"],
            "values": ["Garmin Fenix|Fenix", "Apple Watch Ultra|Apple Watch", "Casio G-Shock|G-Shock"],
        },
    },
    "places": {
        "gym": {
            "say": ["I work out at {v}", "my gym is {v}", "I lift at {v} three times a week",
                    "I have a membership at {v}",
                    "I do spin classes at {v}"],
            "ask": ["Where do I work out?", "What's my gym?", "Where do I have a gym membership?", "Where do I lift?",
                    "Which gym do I go to?"],
            "values": ["Planet Fitness|Planet", "Anytime Fitness|Anytime", "Iron Temple Gym|Iron Temple"],
        },
        "barber": {
            "say": ["I get my hair cut at {v}", "my barber is at {v}", "I've gone to {v} for haircuts for years",
                    "I booked a trim at {v}", "my hair guy works at {v}"],
            "ask": ["Where do I get my hair cut?", "Who's my barber?", "Where do I go for haircuts?",
                    "Where did I book a trim?", "What's my barbershop called?"],
            "values": ["Sharp Edge Barbers|Sharp Edge", "Main Street Cuts|Main Street",
                       "The Clipper Room|Clipper Room"],
        },
        "market": {
            "say": ["I buy groceries at {v}", "I do my weekly shop at {v}", "my go-to grocery store is {v}",
                    "I get produce at {v} on Saturdays", "the closest market to me is {v}"],
            "ask": ["Where do I buy groceries?", "Where do I do my weekly shop?", "What's my grocery store?",
                    "Where do I get produce?", "What market is closest to me?"],
            "values": ["Trader Joe's", "Whole Foods", "the Saturday farmers market|farmers market"],
        },
        "library": {
            "say": ["I read at {v} on weekends", "my library card is from {v}", "I borrow books from {v}",
                    "I like studying at {v}", "I spend Sunday afternoons at {v}"],
            "ask": ["Which library do I go to?", "Where is my library card from?", "Where do I borrow books?",
                    "Where do I study?", "Where do I spend Sunday afternoons?"],
            "values": ["the Central Library|Central Library", "Oak Street Library|Oak Street",
                       "the university library|university library"],
        },
    },
    "voices": [
        {"pre": ["Ok so ", "Honestly, ", "Anyway, "], "post": ["!", " haha", " :D"]},
        {"pre": ["Quick one: ", "Note to self, "], "post": [".", ", ok?"]},
        {"pre": ["Random but ", "Oh yeah, ", "Also, "], "post": [" lol", "!!", "."]},
    ],
    "filler": [
        "Ugh, Monday again", "My cat knocked over a plant", "I need a new rain jacket", "Trying to drink more water",
        "Traffic was awful this morning", "Any podcast recommendations", "I burned the toast",
        "Can't believe it's almost December", "My neighbor is renovating again",
        "Thinking about repainting the kitchen",
    ],
    "reply": ["Okay, noted.", "Got it, thanks!", "Saved.", "Understood.", "Will remember."],
    "q": {
        "single": {
            "age": ["How old is {ref} now?", "What age did I say {ref} is?", "Do you remember {ref}'s age?",
                    "How many years old is {ref}?", "Remind me how old {ref} is."],
            "height": ["How tall is {ref}, roughly?", "What height did I give for {ref}?",
                       "Remind me how tall {ref} is.",
                       "How tall did {ref} end up?", "What does {ref} measure?"],
            "birthday": ["What day is {ref}'s birthday?", "When do I need to wish {ref} happy birthday?",
                         "Which day was {ref} born on?", "What's the date of {ref}'s birthday?",
                         "When does {ref} get a year older?"],
            "from": ["What's the hometown of {ref}?", "Where's {ref}'s hometown?", "Which city did {ref} grow up in?",
                     "Where was {ref} born and raised?", "What town is {ref} from?"],
            "works_in": ["Which city is {ref} working in?", "Where is {ref}'s job located?",
                         "What city does {ref} commute to?",
                         "Where does {ref} work these days, city-wise?", "What city is {ref} stationed in?"],
            "education": ["What qualification does {ref} have?", "How much schooling does {ref} have?",
                          "What level of education did {ref} reach?", "Which degree did {ref} get?",
                          "What's the highest degree {ref} holds?"],
            "job": ["What does {ref} do?", "What's {ref}'s line of work?", "Remind me what {ref} does for work.",
                    "What is {ref}'s profession?", "How does {ref} make a living?"],
            "title": ["What's {ref}'s role called?", "What's {ref}'s position these days?",
                      "What's {ref} called at work, title-wise?",
                      "Which role does {ref} hold?", "What's {ref}'s rank at work?"],
            "employer": ["Which outfit is {ref} with?", "What company pays {ref}?", "Whose payroll is {ref} on?",
                         "What's the name of {ref}'s company?", "Which firm is {ref} at?"],
            "hobby": ["What does {ref} like to do in free time?", "What's {ref} into these days?",
                      "What's {ref}'s favorite pastime?", "How does {ref} spend weekends?",
                      "What hobby does {ref} have?"],
            "trait": ["What's {ref}'s personality like?", "How would I describe {ref}?",
                      "What kind of person is {ref}?",
                      "What's {ref}'s character?", "Is {ref} easy to get along with, personality-wise?"],
            "phone": ["What's the number for {ref}?", "What digits do I dial for {ref}?",
                      "Which number does {ref} use?",
                      "Can you give me {ref}'s phone number?", "What's {ref}'s mobile number?"],
            "email": ["What address should I email {ref} at?", "What's {ref}'s e-mail?",
                      "Which email does {ref} check?",
                      "Where do my emails to {ref} go?", "Give me {ref}'s email address."],
        },
        "cond": {
            "from": ["who's from {v}", "who was born in {v}", "with roots in {v}"],
            "works_in": ["who's working in {v}", "stationed in {v}", "with a job in {v}"],
            "job": ["who's a {v}", "employed as a {v}", "who makes a living as a {v}"],
            "title": ["with the title {v}", "serving as {v}"], "education": ["who holds a {v}", "who got a {v}"],
            "employer": ["who's at {v}", "employed by {v}", "working for {v}"],
            "hobby": ["who's big on {v}", "who enjoys {v}", "crazy about {v}"],
        },
        "who": ["the {rel} I told you about {cond}", "the {rel} {cond} I mentioned", "my only {rel} {cond}",
                "the {rel} of mine {cond}"],
        "group": {"relative": "relative", "colleague": "coworker"},
        "pair": {
            "height": [
                ("max", "Would {a} or {b} win a height contest?"), ("min", "Which of {a} and {b} is shorter?"),
                ("max", "If {a} and {b} stood back to back, who'd be taller?"),
                ("max", "Is {a} taller than {b}, or the other way round?"),
                ("min", "{a} or {b}: who's the shorter one?"),
            ],
            "age": [
                ("max", "Out of {a} and {b}, who's older?"), ("min", "Who's the younger one, {a} or {b}?"),
                ("max", "Is {a} older than {b}, or is it the reverse?"),
                ("max", "Which of {a} and {b} has more years?"),
                ("min", "{a} or {b}: who's younger?"),
            ],
            "birthday": [
                ("min", "Whose birthday comes first, {a}'s or {b}'s?"),
                ("max", "Whose birthday rolls around later, {a}'s or {b}'s?"),
                ("min", "Which comes earlier in the calendar, {a}'s birthday or {b}'s?"),
                ("min", "Do I celebrate {a}'s or {b}'s birthday first each year?"),
                ("max", "Of {a} and {b}, who has the later birthday?"),
            ],
        },
        "top": {
            "height": [
                ("max", "Who's the tallest {scope}?"), ("min", "Who's the shortest person {scope}?"),
                ("max", "Which person {scope} is tallest?"), ("min", "Who is smallest {scope}, height-wise?"),
                ("max", "Who's got the most height {scope}?"),
            ],
            "age": [
                ("max", "Who's the senior-most person {scope}?"), ("min", "Who's the youngest person {scope}?"),
                ("max", "Which person {scope} has the most years?"), ("max", "Who's oldest {scope}?"),
                ("min", "Who is the youngest one {scope}?"),
            ],
            "birthday": [
                ("min", "Whose birthday opens the year {scope}?"),
                ("max", "Whose birthday closes out the year {scope}?"),
                ("min", "Whose birthday comes earliest {scope}?"),
                ("max", "Whose birthday is latest in the calendar {scope}?"),
                ("min", "Who celebrates first each year {scope}?"),
            ],
        },
        "scope": {"relative": "in my family", "colleague": "at work", "all": "among everyone I've mentioned"},
        "count": {
            "height>": [
                "Of everyone I've mentioned, how many are over {c} cm?",
                "How many people I know stand taller than {c} cm?",
                "Count the people I mentioned who are above {c} cm.", "How many folks I told you about top {c} cm?",
                "Above {c} cm: how many of the people I mentioned?",
            ],
            "height<": [
                "Of everyone I've mentioned, how many are under {c} cm?",
                "How many people I know are shorter than {c} centimeters?",
                "Count the people I mentioned below {c} cm.",
                "How many folks I told you about don't reach {c} cm?",
                "Below {c} cm: how many of the people I mentioned?",
            ],
            "age<=": [
                "Of everyone I've mentioned, how many are {c} or under?", "How many people I know are at most {c}?",
                "Count the people I mentioned aged {c} or less.", "How many folks I told you about haven't passed {c}?",
                "{c} or younger: how many of the people I mentioned?",
            ],
            "age>": [
                "Of everyone I've mentioned, how many are over {c}?",
                "How many people I know are older than {c} years?",
                "Count the people I mentioned who are past {c}.",
                "How many folks I told you about are over the age of {c}?",
                "Older than {c}: how many of the people I mentioned?",
            ],
            "from": [
                "Of everyone I've mentioned, how many are from {c}?", "How many people I know grew up in {c}?",
                "Count the people I mentioned with roots in {c}.", "How many folks I told you about were born in {c}?",
                "From {c}: how many of the people I mentioned?",
            ],
            "works_in": [
                "Of everyone I've mentioned, how many work in {c}?", "How many people I know have jobs in {c}?",
                "Count the people I mentioned who are working in {c}.",
                "How many folks I told you about commute to {c}?",
                "Working in {c}: how many of the people I mentioned?",
            ],
            "education=": [
                "Of everyone I've mentioned, how many hold a {c}?", "How many people I know have a {c}?",
                "Count the people I mentioned whose highest degree is a {c}.",
                "How many folks I told you about stopped at a {c}?",
                "A {c}: how many of the people I mentioned have one?",
            ],
            "education>=": [
                "Of everyone I've mentioned, how many have a {c} or better?",
                "How many people I know have at least a {c}?",
                "Count the people I mentioned with a {c} or something higher.",
                "How many folks I told you about got as far as a {c} or beyond?",
                "A {c} or above: how many of the people I mentioned?",
            ],
            "event.place": [
                "Of the events I went to, how many were in {c}?", "How many of my events happened in {c}?",
                "Count the events I mentioned that were held in {c}.", "How many times did I go to something in {c}?",
                "In {c}: how many of the events I told you about?",
            ],
        },
        "event": {
            "place": ["Where did they hold {ev}?", "Which venue did {ev} use?", "Where did I go for {ev}?",
                      "What was the location of {ev}?", "Where was {ev} put on?"],
            "size": ["How many came out for {ev}?", "How packed was {ev}?", "How big a crowd did {ev} draw?",
                     "How many showed up for {ev}?", "What was the headcount at {ev}?"],
            "duration": ["How long did {ev} drag on?", "How many hours or days did {ev} take?",
                         "How long did {ev} take from start to finish?",
                         "How much time did I spend at {ev}?", "For how long was {ev}?"],
            "date": ["What day was {ev}?", "When did I go to {ev}?", "Which date did {ev} fall on?",
                     "When exactly was {ev}?",
                     "What date did I attend {ev}?"],
            "content": ["What was the big thing at {ev}?", "What went on at {ev}?", "What did we do at {ev}?",
                        "What did {ev} center on?", "What was the theme of {ev}?"],
        },
    },
}

# fmt: on

POOLS: dict[str, dict[str, Any]] = {"zh": ZH, "en": EN}
