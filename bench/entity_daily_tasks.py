"""The open `daily_tasks` pools of `bench/entity_daily_gen.py`: facts said while asking the assistant for something.

People rarely tell an assistant about their life for its own sake: the fact rides inside a request or a question
("我老丈人这周刚满六十五岁，帮我写段生日祝福", "gift ideas? my flatmate is mad about falconry"). Every
statement template here carries one fact and a request: about half with the request or question first and the
fact after it ("订机票能选座吗？他身高一米九"), some with the fact inside a question to the assistant ("你觉得这行还好
做吗？"), a few as pasted notes ("帮我存一下：…的电话 …"), the rest with the fact first and the request after.
Relations go beyond kin: in-laws, a godmother, a childhood friend, a flatmate, a mentor at work. Every message
still states its fact plainly, so that a person reading the history can answer every question.

Written 2026-11-29 (stop 49) by a hand that saw neither the readers (src/jiyi) nor the other pools' phrasings
(only `entity_daily.py`'s structure): new names, relation words, values and templates.

Fields as in `entity_daily.py`: ``{ref}``, ``{name}``, ``{rel}``, ``{v}``, ``{ev}`` in statements; ``{ref}``,
``{a}`` / ``{b}``, ``{scope}``, ``{c}``, ``{ev}`` in questions. English statement templates put ``{ref}`` only where a
pronoun reads (a subject, or ``{ref}'s``): the generator may say "she". ``asks`` tells the generator that a message
already ending in a question mark keeps it, and that two facts in one message are two sentences.
"""

from __future__ import annotations

from typing import Any

# fmt: off
ZH: dict[str, Any] = {
    "surnames": ["王", "李", "张", "刘", "陈", "杨", "黄", "赵", "吴", "周", "徐", "孙"],
    "given": {
        "f": ["蘩", "萱", "蕾", "菁", "岚", "滢", "璇", "妍", "黛", "莺", "瑾", "蓉"],
        "m": ["勇", "杰", "超", "刚", "辉", "飞", "鑫", "凯", "健", "旭", "卫国", "志刚"],
    },
    "relatives": {
        "father_in_law": ("老丈人", "m", "old"), "mother_in_law": ("丈母娘", "f", "old"),
        "brother_by_marriage": ("连襟", "m", "peer"), "childhood_friend": ("发小", "m", "peer"),
        "bestie": ("闺蜜", "f", "peer"), "roommate": ("室友", "m", "young"), "godmother": ("干妈", "f", "old"),
        "grandfather_m": ("外公", "m", "elder"), "sister_in_law": ("嫂子", "f", "peer"),
        "nephew_s": ("外甥", "m", "young"), "niece_b": ("侄女", "f", "young"), "uncle_fb": ("二伯", "m", "old"),
    },
    "family": ["niece_b", "uncle_fb"], "colleagues": {"boss": "带教老师", "report": "徒弟", "colleague": "搭档"},
    "pronoun": {"f": "她", "m": "他"}, "after_intro": {"f": ["她"], "m": ["他"]},
    "intro": [
        "我{rel}{name}那边有点事", "问你个事，关于我{rel}{name}", "说个事，我{rel}叫{name}",
        "我{rel}{name}的事想请你帮个忙", "有件事要麻烦你，是我{rel}{name}的", "想请你出出主意，我{rel}叫{name}",
        "帮我给我{rel}{name}张罗点事",
    ],
    "rel_ref": ["我{rel}{name}", "我的{rel}{name}"], "rel_only": "我{rel}", "rel_appositive": ["{name}（我{rel}）"],
    "asks": True,
    "attr": {
        "age": [
            "{ref}今年{v}岁，帮我挑个合适的生日礼物", "{ref}这周刚满{v}岁，帮我写段生日祝福",
            "帮我查查属相，{ref}今年{v}岁", "推荐几本书吧，{ref}今年{v}，平时不太看书",
            "{ref}都{v}岁了还想学游泳，你觉得来得及吗？", "给{ref}买保险，{v}岁这个年纪买哪种合适？",
            "帮我排个体检项目清单，{ref}今年{v}岁", "{ref}{v}岁了，办健身卡要注意啥？",
        ],
        "height": [
            "帮我挑条西裤，{ref}身高{v}，该买多长的？", "{ref}个子{v}，骑多大的自行车合适？",
            "{ref}身高{v}，买多长的床合适？", "推荐几款羽绒服，{ref}个子{v}，偏瘦", "帮我在备注里记上：{ref}身高{v}",
            "订机票能选座吗？{ref}身高{v}，想坐宽一点的位置", "{ref}大概{v}高，帮我看看这件外套选哪个码",
            "要给{ref}定做西装，先记下身高：{v}",
        ],
        "birthday": [
            "{ref}生日是{v}，到时候提醒我订蛋糕", "帮我记个日子：{v}是{ref}的生日",
            "提醒我提前一周准备礼物，{ref}生日是{v}", "{ref}是{v}生的，帮我查下是什么星座",
            "{ref}的出生日期是{v}，生日那天我想请假，帮我写个请假条", "帮我订个过生日的餐厅，{ref}是{v}出生的，人不多",
            "{ref}的生日在{v}，你说送花还是送表？", "{ref}生日是{v}，帮我想个惊喜方案",
        ],
        "from": [
            "帮我把这段话翻成方言，{ref}是{v}人，普通话听不太懂", "{ref}老家{v}，过年去拜年带点什么好？",
            "{ref}是{v}人，口味偏什么？请客点菜帮我参谋下", "帮我查下去{v}的高铁，{ref}老家就在那儿",
            "你了解{v}的婚俗吗？{ref}老家在那儿，下个月我去喝喜酒", "{ref}的家乡是{v}，帮我列几样当地特产",
            "{ref}从小在{v}长大，帮我挑点能解乡愁的零食", "{ref}祖籍{v}，帮我想想回乡探亲的行程怎么安排",
        ],
        "works_in": [
            "帮我看看{v}最近的天气，{ref}在那边上班，想提醒一下", "{ref}在{v}工作，我下个月过去玩，帮我排个行程",
            "{ref}调到{v}上班了，那边房租大概多少？", "推荐几家{v}的馆子吧，{ref}在那儿上班，周末我去找人吃饭",
            "帮我订张去{v}的票，{ref}在那边工作，周五去看看", "{ref}现在在{v}做事，你觉得那边发展前景怎么样？",
            "{ref}人在{v}上班，快递寄过去几天能到？", "{ref}的单位在{v}，帮我查下那边有什么好玩的",
        ],
        "education": [
            "帮我改改简历模板，{ref}是{v}学历，想找份文员的工作", "{ref}{v}毕业，现在想考公务员，有门槛吗？",
            "{ref}学历是{v}，帮我查查能报哪些职业资格证", "帮我写封推荐信，{ref}{v}学历，人很踏实",
            "{ref}读到{v}，想转行做设计，你给点建议", "帮我填一下这张表，{ref}的学历：{v}",
            "{ref}最高学历{v}，找工作时需要学历认证吗？", "{ref}的学历是{v}，想落户，帮我查查政策",
        ],
        "job": [
            "{ref}是做{v}的，你觉得这行还好做吗？", "帮我想几句拜年话，{ref}是{v}，最好跟工作沾点边",
            "{ref}在当{v}，天天站着，推荐双舒服点的鞋", "推荐个礼物吧，{ref}是{v}，平时特别累",
            "{ref}干{v}好多年了，想换行，帮我分析分析", "帮我写个感谢信，{ref}是{v}，上次帮了我大忙",
            "{ref}的职业是{v}，帮我想想怎么跟小朋友介绍这份工作", "{ref}是个{v}，帮我列几个这行的日常细节，我写小说用",
        ],
        "title": [
            "{ref}刚升了{v}，帮我写段祝贺的话", "{ref}现在是{v}，饭局上怎么称呼比较得体？",
            "帮我改下这份汇报，{ref}是{v}，明天要交上去", "{ref}在单位当{v}，送礼会不会不合适？",
            "{ref}的职位是{v}，帮我把名片上的头衔写对", "帮我起草个会议邀请，{ref}以{v}的身份出席",
            "{ref}是我们那儿的{v}，帮我想想第一次汇报说什么", "帮我写个介绍词，{ref}现任{v}",
        ],
        "employer": [
            "{ref}在{v}上班，你知道他们家年终奖一般发多少吗？", "帮我查查{v}的社招流程，{ref}就在那儿上班",
            "{ref}在{v}工作，帮我写条消息问问内推的事", "帮我存一下，{ref}的单位是{v}",
            "{ref}就职于{v}，帮我看看这家单位的口碑", "推荐点加班吃的零食吧，{ref}在{v}干活，老加班",
            "{ref}是{v}的员工，有没有员工优惠你帮我查查？", "问个事，{ref}在{v}上班，五险一金一般交多少？",
        ],
        "hobby": [
            "推荐个礼物吧，{ref}特别迷{v}", "{ref}最近爱上了{v}，帮我列个入门装备清单",
            "帮我挑个周末活动，{ref}喜欢{v}", "{ref}平时就爱{v}，送点什么相关的好？",
            "帮我写句生日卡片上的话，{ref}爱{v}，想跟这个挂钩", "{ref}的爱好是{v}，帮我找找附近有没有俱乐部",
            "你懂{v}吗？{ref}迷这个迷得不行，我想聊得上话", "{ref}一有空就去{v}，我想跟着学，从哪开始？",
        ],
        "trait": [
            "{ref}性格{v}，第一次见面聊什么好？", "帮我想想怎么开口跟人借车，{ref}这人挺{v}的",
            "{ref}是个{v}的人，我该怎么跟这人提意见？", "{ref}人比较{v}，帮我写条微信约个饭",
            "帮我排个座位，{ref}性格{v}，放哪桌合适？", "{ref}为人{v}，你觉得适合带新人吗？",
            "帮我挑个生日礼物，{ref}特别{v}，要送得有心意", "{ref}性格挺{v}的，合租会不会有矛盾？",
        ],
        "phone": [
            "帮我存个号码，{ref}的手机{v}", "提醒我明早打这个电话：{v}，是{ref}的",
            "{ref}的电话是{v}，帮我设成紧急联系人", "帮我存一下：{ref}的电话{v}",
            "{ref}换号了，新号{v}，你帮我更新一下", "这个号码{v}是{ref}的，帮我记在通讯录里",
            "帮我写条短信发给{v}，这是{ref}的号，说周六聚餐改时间了", "{ref}手机号{v}，下周三提醒我回电话",
        ],
        "email": [
            "帮我给{ref}发封邮件，地址是{v}", "{ref}的邮箱是{v}，帮我写封感谢信", "把会议纪要转给{ref}，邮箱{v}",
            "帮我存一下：{ref}的邮箱 {v}", "{ref}邮箱换成{v}了，帮我改一下联系人",
            "帮我写个邀请函，发到{v}，那是{ref}的邮箱", "{ref}说资料发{v}就行，帮我起个标题",
            "{ref}用的邮箱是{v}，帮我拟个周报模板发过去",
        ],
    },
    "values": {
        "from": [
            ("宁夏", "固原"), ("宁夏", "中卫"), ("宁夏", "石嘴山"), ("青海", "格尔木"), ("青海", "海东"),
            ("青海", "玉树"), ("西藏", "日喀则"), ("西藏", "林芝"), ("西藏", "山南"), ("辽宁", "丹东"),
            ("辽宁", "锦州"), ("辽宁", "营口"),
        ],
        "works_in": ["阿勒泰", "防城港", "绥芬河", "嘉峪关", "景洪", "石河子"],
        "education": ["初中", "中专", "大专|专科", "本科", "硕士|研究生", "博士"],
        "job": [
            "修表师傅", "古籍修复师", "拍卖师", "盲人按摩师", "桥梁检测员", "水文勘测员", "猎头顾问", "塔台管制员",
            "放映员", "养蜂人",
        ],
        "title": ["品控经理", "教务主任", "仓储主管", "门诊部主任", "首席运营官", "招商经理"],
        "employer": ["宁德时代", "东方航空|东航", "瑞幸咖啡|瑞幸", "市儿童医院", "邮储银行", "中交一航局"],
        "hobby": ["玩桨板", "养锦鲤", "玩尤克里里", "玩航模", "做手冲咖啡", "玩飞镖", "练八段锦"],
        "trait": ["死要面子", "心细如发", "风风火火", "爱较劲", "认死理", "磨磨蹭蹭", "豁达"],
        "email_handles": ["xiaoqin", "panpan", "ahao", "mumu", "kk.zhou", "lanlan"],
        "email_domains": ["foxmail.com", "sina.com", "139.com"],
        "size": [
            "三十出头的人|三十出头", "五十来号人|五十来号", "一百二十人左右|一百二", "四百来人|四百来", "近千人|近千",
            "两三千人|两三千",
        ],
        "duration": ["一个傍晚|傍晚", "七个钟头|七小时", "三天两夜", "六天", "小半个月", "一个半钟头|一个半小时"],
    },
    "venues": {
        "南京": ["青奥中心", "国博中心"], "武汉": ["光谷科技会展中心", "琴台大剧院"],
        "成都": ["世纪城新会展中心", "东郊记忆"], "重庆": ["悦来国际博览中心", "国泰艺术中心"],
        "天津": ["梅江会展中心", "文化中心"],
    },
    "events": {
        "gala": {
            "short": "年会", "names": ["公司年会", "部门年终答谢会"],
            "content": ["抽奖加各部门出节目|抽奖", "给优秀员工颁奖|颁奖", "请乐队来驻唱|乐队"],
            "durations": ["一个晚上|晚上", "半天"],
        },
        "alumni": {
            "short": "校友会", "names": ["大学校友会年度聚会", "商学院校友会"],
            "content": ["给母校捐图书|捐图书", "请老校长讲话|老校长", "办了个摄影展|摄影展"],
        },
        "race": {
            "short": "半马", "names": ["滨江半程马拉松", "樱花半程马拉松"],
            "content": ["当配速员陪跑|配速员", "在补给站给跑友发水|补给站"], "sizes": ["上万人|上万", "八千多人|八千"],
            "durations": ["一个上午|上午", "四个钟头|四小时"],
        },
        "workshop": {
            "short": "工作坊", "names": ["短视频剪辑工作坊", "咖啡拉花工作坊", "亲子木工工作坊"],
            "content": ["学用剪映剪片子|剪映", "练拉花的心形和郁金香|郁金香", "带孩子做小板凳|小板凳"],
        },
        "trip": {
            "short": "自驾游", "names": ["五一自驾游", "国庆自驾游", "春节自驾游"],
            "places": [("大理", "洱海边"), ("呼伦贝尔", "额尔古纳河畔"), ("新疆", "赛里木湖")],
            "content": ["一路露营看星星|看星星", "沿湖骑行拍照|骑行", "吃各地的牛羊肉|牛羊肉"],
            "sizes": ["两家人|两家", "三辆车九个人|九个人"], "durations": ["五天", "一个星期|一星期", "十天"],
        },
        "wedding": {
            "short": "婚礼", "names": ["大学班长的婚礼", "老邻居家闺女的婚礼"],
            "content": ["在草坪上办的西式仪式|西式", "请了舞狮队助兴|舞狮"], "sizes": ["十二桌", "三十多桌"],
            "durations": ["一个中午|中午", "一整天"],
        },
        "housewarming": {
            "short": "乔迁宴", "names": ["新家乔迁宴", "老房翻新后的乔迁宴"],
            "content": ["在家包饺子|饺子", "烧烤加唱歌|烧烤"], "sizes": ["八个人", "十五六个人|十五六"],
        },
        "expo": {
            "short": "车展", "names": ["国际车展", "新能源车展"],
            "content": ["看了几款新出的电动车|电动车", "试驾了一辆越野车|越野车"],
        },
    },
    "event_intro": [
        "说到{name}", "关于{name}", "{name}那事儿还没完", "还是{name}的事", "问你个事，跟{name}有关", "又想起{name}了",
    ],
    "event_ref": ["那场{short}", "这次{short}"], "event_pronoun": "这个活动",
    "event_attr": {
        "place": [
            "{ev}在{v}办的，帮我写个地址说明", "帮我查下{v}怎么停车，{ev}就在那儿办", "{ev}的场地是{v}，帮我配几句文案",
            "帮我画个路线，{ev}设在{v}", "你知道{v}吗？{ev}就是在那儿举行的",
        ],
        "size": [
            "{ev}来了{v}，帮我算算人均花了多少", "帮我写个感谢稿，{ev}一共{v}参加", "{ev}规模有{v}，你觉得算大吗？",
            "帮我做个统计表，{ev}到场{v}", "{ev}差不多{v}，场地是不是选小了？",
        ],
        "duration": [
            "{ev}前后开了{v}，帮我写个回顾", "帮我写个总结，{ev}一共搞了{v}", "{ev}弄了{v}，累坏了，推荐点放松的法子",
            "{ev}历时{v}，帮我把照片按时间整理一下", "帮我算算花销，{ev}整整{v}",
        ],
        "date": [
            "{ev}是{v}，帮我算算过去多少天了", "帮我在日历上标一下，{ev}在{v}", "{ev}定在{v}，提醒我提前准备",
            "{ev}办在{v}那天，帮我查查那天天气", "帮我写个回顾，{ev}办在{v}",
        ],
        "content": [
            "{ev}主要是{v}，帮我写个总结", "帮我起个标题，{ev}的内容是{v}", "{ev}安排的是{v}，帮我写条朋友圈",
            "你帮我想想标题吧，{ev}就是{v}", "帮我写段话发群里，{ev}主要就是{v}",
        ],
    },
    "things": {
        "car": {
            "say": [
                "我开的是{v}，冬天续航掉得厉害正常吗？", "帮我查查{v}多久保养一次，我就开这车",
                "我家车是{v}，推荐几款车载香薰", "我刚提了一台{v}，帮我列个新车要办的事",
                "我的车是{v}，后备箱放得下婴儿车吗？",
            ],
            "ask": [
                "我开的什么车？", "我家的车是哪款？", "我的车是什么型号？", "你还记得我开啥车吗？", "我的车是哪台？",
            ],
            "values": ["理想L6|L6", "小鹏G6|G6", "特斯拉Model Y|Model Y"],
        },
        "laptop": {
            "say": [
                "我的电脑是{v}，帮我看看能不能外接两个显示器", "我用{v}办公，推荐个合适的电脑包",
                "帮我查下{v}怎么重装系统，我就用这台", "我新买了台{v}，有什么必装软件？",
                "我笔记本是{v}，电池不耐用了怎么办？",
            ],
            "ask": [
                "我用的什么笔记本？", "我的电脑是哪款？", "我办公用什么电脑？", "我笔记本是什么牌子型号？",
                "你记得我用哪台电脑吗？",
            ],
            "values": ["联想小新Pro|小新", "MacBook Air", "华为MateBook 14|MateBook"],
        },
        "headphones": {
            "say": [
                "我戴的耳机是{v}，降噪怎么调最好？", "帮我查下{v}怎么连两台设备，我用的就是它",
                "我的耳机是{v}，耳垫坏了去哪换？", "我平时听歌用{v}，推荐几张适合的专辑", "我刚入了{v}，值不值？",
            ],
            "ask": [
                "我用的什么耳机？", "我的耳机是哪款？", "我平时戴什么耳机？", "我耳机什么型号？", "你记得我的耳机吗？",
            ],
            "values": ["索尼WH-1000XM5|1000XM5", "AirPods Pro", "漫步者W820|W820"],
        },
        "camera": {
            "say": [
                "我拍照用{v}，帮我推荐几个参数设置", "我的相机是{v}，去旅行带哪个镜头好？",
                "帮我查查{v}的电池能撑多久，我就用这台", "我入了台{v}，有什么新手教程？",
                "我一直用{v}拍娃，怎么拍得更清楚？",
            ],
            "ask": [
                "我用什么相机拍照？", "我的相机是哪款？", "我拍照用的是哪台？", "我相机什么型号？",
                "你记得我的相机吗？",
            ],
            "values": ["富士X100V|X100V", "佳能R50|R50", "大疆Pocket 3|Pocket 3"],
        },
    },
    "places": {
        "gym": {
            "say": [
                "我在{v}办了卡，帮我排个一周训练计划", "我常去{v}锻炼，推荐个适合的运动包",
                "帮我查下{v}几点关门，我一般去那练", "我的健身房是{v}，私教课值不值得买？",
                "我一直在{v}练，怎么吃才能增肌？",
            ],
            "ask": [
                "我在哪家健身房锻炼？", "我常去的健身房是哪个？", "我办卡的健身房叫什么？", "我一般去哪练？",
                "我去的健身房是哪家？",
            ],
            "values": ["乐刻健身|乐刻", "超级猩猩", "威尔士健身|威尔士"],
        },
        "supermarket": {
            "say": [
                "我一般在{v}买菜，帮我列个一周的采购清单", "我常逛{v}，帮我看看哪些东西值得囤",
                "我买菜都去{v}，那里的会员怎么用最划算？", "帮我列个清单，我周末都去{v}采购",
                "我平时在{v}买菜，晚上几点打折？",
            ],
            "ask": [
                "我一般在哪买菜？", "我常去哪家超市？", "我平时在哪家超市采购？", "我买菜去哪？",
                "我常逛的超市是哪家？",
            ],
            "values": ["盒马鲜生|盒马", "山姆会员店|山姆", "永辉超市|永辉"],
        },
        "vet": {
            "say": [
                "我家猫一直在{v}看病，帮我查下疫苗多久打一次", "我带狗去{v}看病，帮我问问绝育要注意啥",
                "我常去的宠物医院是{v}，体检套餐怎么选？", "帮我记一下，我家宠物看病都去{v}",
                "{v}是我家毛孩子常去的医院，帮我查查周末开不开门",
            ],
            "ask": [
                "我带宠物去哪家医院？", "我家宠物在哪看病？", "我常去的宠物医院是哪家？", "我给毛孩子看病去哪？",
                "我家宠物的医院叫什么？",
            ],
            "values": ["瑞鹏宠物医院|瑞鹏", "芭比堂动物医院|芭比堂", "安安宠物医院|安安宠物"],
        },
        "barber": {
            "say": [
                "我一般在{v}剪头，帮我想想换个什么发型", "我常去{v}理发，办卡划算吗？", "帮我记着，我剪头都去{v}",
                "我的理发店是{v}，周末要不要提前约？", "我每次都找{v}剪，你帮我描述一下想要的发型",
            ],
            "ask": [
                "我在哪剪头发？", "我常去的理发店是哪家？", "我一般找哪家理发？", "我剪头去哪家店？",
                "我的理发店叫什么？",
            ],
            "values": ["阿强发型|阿强", "小林理发店|小林理发", "剪时光理发|剪时光"],
        },
    },
    "voices": [
        {
            "pre": ["在吗，", "麻烦你，", "小助手，"], "post": [" 谢谢啦", " 🙏", " 辛苦了"], "end": "", "join": " ",
            "filler_end": "",
        },
        {
            "pre": ["问一下，", "帮个忙，"], "post": [" 拜托拜托", " 谢谢"], "end": ["。", ""], "join": " ",
            "filler_end": "",
        },
        {"pre": ["嗨，", "hello，"], "post": [" thx", "～"], "end": "。", "join": "", "filler_end": ""},
    ],
    "dense": 0.15,
    "filler": [
        "帮我想个今晚的菜单", "明天要下雨吗？", "推荐部轻松点的电影吧", "帮我把这段话改得正式一点",
        "番茄炒蛋先放蛋还是先放番茄？", "给我讲个冷笑话", "怎么去掉衣服上的油渍？", "帮我查个快递",
        "有没有助眠的白噪音推荐？", "教我做个简单的早餐",
    ],
    "reply": [
        "好的，这就帮你弄。", "没问题，给你写了一版，看看合不合适。", "收到，已经记下了。", "好嘞～",
        "可以的，下面是我的建议。",
    ],
    "q": {
        "single": {
            "age": [
                "帮我回忆下，{ref}今年多大？", "我一时想不起来，{ref}几岁了？", "考考你，你记得{ref}多大年纪吗？",
                "翻翻咱们的聊天记录，{ref}现在多少岁？", "再确认一下，{ref}年纪是多少？",
            ],
            "height": [
                "帮我回忆下，{ref}身高多少来着？", "我一时想不起来，{ref}个子多高？", "考考你，{ref}有多高？",
                "翻翻咱们的聊天记录，你记得{ref}的身高吗？", "再确认一下，{ref}身高是多少？",
            ],
            "birthday": [
                "帮我回忆下，{ref}生日几月几号？", "我一时想不起来，{ref}的生日是什么时候？",
                "考考你，{ref}哪天过生日？", "翻翻咱们的聊天记录，你记得{ref}的生日吗？",
                "再确认一下，{ref}生日在哪天？",
            ],
            "from": [
                "帮我回忆下，{ref}老家是哪儿的？", "我一时想不起来，{ref}是哪的人？", "考考你，{ref}家乡是哪里？",
                "翻翻咱们的聊天记录，你记得{ref}老家在哪吗？", "再确认一下，{ref}是从哪儿来的？",
            ],
            "works_in": [
                "帮我回忆下，{ref}在哪个城市上班？", "我一时想不起来，{ref}工作在哪座城市？",
                "考考你，{ref}人在哪个城市工作？", "翻翻咱们的聊天记录，你记得{ref}在哪个城市工作吗？",
                "再确认一下，{ref}上班的城市是哪？",
            ],
            "education": [
                "帮我回忆下，{ref}什么学历？", "我一时想不起来，{ref}的最高学历是什么？",
                "考考你，{ref}读到了什么学历？", "翻翻咱们的聊天记录，你记得{ref}是什么学历吗？",
                "再确认一下，{ref}学历是什么？",
            ],
            "job": [
                "帮我回忆下，{ref}干什么的？", "我一时想不起来，{ref}做什么工作？", "考考你，{ref}是干哪一行的？",
                "翻翻咱们的聊天记录，你记得{ref}的职业吗？", "再确认一下，{ref}的工作是什么？",
            ],
            "title": [
                "帮我回忆下，{ref}什么职位？", "我一时想不起来，{ref}现在担任什么职务？", "考考你，{ref}是什么头衔？",
                "翻翻咱们的聊天记录，你记得{ref}的职位吗？", "再确认一下，{ref}在单位是什么职位？",
            ],
            "employer": [
                "帮我回忆下，{ref}在哪家单位？", "我一时想不起来，{ref}在哪个公司上班？", "考考你，{ref}的单位是哪？",
                "翻翻咱们的聊天记录，你记得{ref}在哪家公司吗？", "再确认一下，{ref}给哪家单位干活？",
            ],
            "hobby": [
                "帮我回忆下，{ref}喜欢玩什么？", "我一时想不起来，{ref}有啥爱好？", "考考你，{ref}业余爱好是什么？",
                "翻翻咱们的聊天记录，你记得{ref}爱好什么吗？", "再确认一下，{ref}闲下来喜欢干嘛？",
            ],
            "trait": [
                "帮我回忆下，{ref}性格如何？", "我一时想不起来，{ref}是个什么性格的人？", "考考你，{ref}脾气性格怎样？",
                "翻翻咱们的聊天记录，你记得{ref}是什么性格吗？", "再确认一下，{ref}性子怎么样？",
            ],
            "phone": [
                "帮我回忆下，{ref}电话多少？", "我一时想不起来，{ref}的手机号是多少？", "考考你，把{ref}的号码给我",
                "翻翻咱们的聊天记录，你记得{ref}的电话吗？", "再确认一下，{ref}的号码是什么？",
            ],
            "email": [
                "帮我回忆下，{ref}邮箱多少？", "我一时想不起来，{ref}的邮箱是哪个？", "考考你，把{ref}的邮箱给我",
                "翻翻咱们的聊天记录，你记得{ref}的邮箱吗？", "再确认一下，{ref}的电子邮件地址是什么？",
            ],
        },
        "cond": {
            "from": ["老家是{v}", "从{v}来", "{v}长大", "家乡{v}"], "works_in": ["在{v}做事", "人在{v}", "工作在{v}"],
            "job": ["干{v}", "是{v}", "做{v}这行"], "title": ["当{v}", "任{v}", "做到{v}"],
            "education": ["{v}毕业", "学历{v}", "读到{v}"], "employer": ["在{v}", "在{v}干活", "是{v}员工"],
            "hobby": ["喜欢{v}", "迷{v}", "爱{v}"],
        },
        "who": [
            "之前说的那个{cond}的{rel}", "我跟你讲过的{cond}的{rel}", "我身边{cond}的那个{rel}",
            "上回提到的{cond}的{rel}", "咱聊过的那位{cond}的{rel}",
        ],
        "group": {"relative": "亲友", "colleague": "同事"},
        "pair": {
            "height": [
                ("max", "帮我回忆下，{a}跟{b}哪个高？"), ("max", "我一时想不起来，{a}和{b}比谁高？"),
                ("min", "考考你，{a}、{b}谁个子矮？"), ("max", "翻翻咱们的聊天记录，{a}和{b}，谁个儿更高？"),
                ("min", "再确认一下，{a}与{b}谁更矮？"),
            ],
            "age": [
                ("max", "帮我回忆下，{a}跟{b}谁大？"), ("min", "我一时想不起来，{a}、{b}谁小一点？"),
                ("max", "考考你，{a}和{b}谁岁数更大？"), ("min", "翻翻咱们的聊天记录，{a}和{b}哪个年轻？"),
                ("max", "再确认一下，{a}与{b}谁年长？"),
            ],
            "birthday": [
                ("min", "帮我回忆下，{a}跟{b}谁生日先到？"), ("max", "我一时想不起来，{a}和{b}谁生日靠后？"),
                ("min", "考考你，按月份算，{a}和{b}谁生日早？"),
                ("min", "翻翻咱们的聊天记录，{a}、{b}谁的生日排前面？"),
                ("max", "再确认一下，{a}与{b}谁的生日晚一些？"),
            ],
        },
        "top": {
            "height": [
                ("max", "帮我回忆下，{scope}个子最高的是谁？"), ("min", "我一时想不起来，{scope}最矮的是哪位？"),
                ("max", "考考你，{scope}谁个儿最高？"), ("max", "翻翻咱们的聊天记录，{scope}身高第一的是谁？"),
                ("min", "再确认一下，{scope}谁身高最低？"),
            ],
            "age": [
                ("max", "帮我回忆下，{scope}年纪最大的是谁？"), ("min", "我一时想不起来，{scope}谁年纪最小？"),
                ("max", "考考你，{scope}最年长的是哪位？"), ("min", "翻翻咱们的聊天记录，{scope}最年轻的是谁？"),
                ("max", "再确认一下，{scope}哪位年龄最大？"),
            ],
            "birthday": [
                ("min", "帮我回忆下，{scope}谁的生日最靠前？"), ("max", "我一时想不起来，{scope}谁的生日最靠后？"),
                ("min", "考考你，{scope}一年当中谁先过生日？"),
                ("max", "翻翻咱们的聊天记录，{scope}谁最后一个过生日？"),
                ("min", "再确认一下，{scope}生日最早的是哪位？"),
            ],
        },
        "scope": {"relative": "我的亲友里", "colleague": "我的同事里", "all": "我提过的所有人里"},
        "count": {
            "height>": [
                "帮我回忆下，身高超过{c}厘米的有几个？", "我一时想不起来，我提过的人里几个人高于{c}厘米？",
                "考考你，有多少人个子在{c}厘米以上？", "翻翻咱们的聊天记录，比{c}厘米高的一共几个人？",
                "再确认一下，个头超{c}cm的有几位？",
            ],
            "height<": [
                "帮我回忆下，身高不足{c}厘米的有几个？", "我一时想不起来，我提过的人里几个人矮于{c}厘米？",
                "考考你，有多少人个子不到{c}cm？", "翻翻咱们的聊天记录，比{c}厘米矮的一共几个人？",
                "再确认一下，身高在{c}厘米以下的有几位？",
            ],
            "age<=": [
                "帮我回忆下，{c}岁及以下的有几位？", "我一时想不起来，年龄不超过{c}岁的有几个？",
                "考考你，有多少人年纪在{c}岁以内（含{c}岁）？", "翻翻咱们的聊天记录，年纪小于等于{c}岁的一共几个？",
                "再确认一下，我提过的人里，几个人没超过{c}岁？",
            ],
            "age>": [
                "帮我回忆下，年龄大于{c}岁的有几个？", "我一时想不起来，我提过的人里几个人超过{c}岁？",
                "考考你，有多少人年过{c}岁？", "翻翻咱们的聊天记录，比{c}岁大的一共几个人？",
                "再确认一下，{c}岁往上（不含{c}岁）的有几位？",
            ],
            "from": [
                "帮我回忆下，老家在{c}的有几个？", "我一时想不起来，我提过的人里几个是{c}人？",
                "考考你，家乡是{c}的一共多少人？", "翻翻咱们的聊天记录，有几位是从{c}来的？",
                "再确认一下，{c}籍的有几个人？",
            ],
            "works_in": [
                "帮我回忆下，在{c}上班的有几个？", "我一时想不起来，我提过的人里几个人在{c}工作？",
                "考考你，工作在{c}的一共多少人？", "翻翻咱们的聊天记录，有几位在{c}上班？",
                "再确认一下，在{c}工作的是几个人？",
            ],
            "education=": [
                "帮我回忆下，学历是{c}的有几个？", "我一时想不起来，我提过的人里几个人是{c}学历？",
                "考考你，{c}毕业的一共多少人？", "翻翻咱们的聊天记录，有几位的最高学历是{c}？",
                "再确认一下，{c}学历的是几个人？",
            ],
            "education>=": [
                "帮我回忆下，{c}及以上学历的有几个？", "我一时想不起来，我提过的人里几个人学历不低于{c}？",
                "考考你，学历在{c}以上（含）的一共多少人？", "翻翻咱们的聊天记录，有几位至少是{c}学历？",
                "再确认一下，{c}或更高学历的是几个人？",
            ],
            "event.place": [
                "帮我回忆下，在{c}办的活动有几场？", "我一时想不起来，我说过的活动里几场在{c}？",
                "考考你，地点在{c}的活动一共几个？", "翻翻咱们的聊天记录，有几场活动是在{c}举行的？",
                "再确认一下，{c}的活动我去了几场？",
            ],
        },
        "event": {
            "place": [
                "帮我回忆下，{ev}在哪办的？", "我一时想不起来，{ev}地点在哪里？", "考考你，{ev}场地是哪？",
                "翻翻咱们的聊天记录，你记得{ev}在哪举行吗？", "再确认一下，{ev}是在哪儿开的？",
            ],
            "size": [
                "帮我回忆下，{ev}多少人参加？", "我一时想不起来，{ev}规模有多大？", "考考你，{ev}到场多少人？",
                "翻翻咱们的聊天记录，你记得{ev}来了多少人吗？", "再确认一下，{ev}有多少人？",
            ],
            "duration": [
                "帮我回忆下，{ev}开了多长时间？", "我一时想不起来，{ev}持续多久？", "考考你，{ev}一共多久？",
                "翻翻咱们的聊天记录，你记得{ev}搞了多久吗？", "再确认一下，{ev}时长多少？",
            ],
            "date": [
                "帮我回忆下，{ev}是哪一天？", "我一时想不起来，{ev}在什么时候？", "考考你，{ev}的日期是？",
                "翻翻咱们的聊天记录，你记得{ev}是几号吗？", "再确认一下，{ev}是几月几号的事？",
            ],
            "content": [
                "帮我回忆下，{ev}都干了什么？", "我一时想不起来，{ev}内容是啥？", "考考你，{ev}主要做了什么？",
                "翻翻咱们的聊天记录，你记得{ev}是关于什么的吗？", "再确认一下，{ev}有什么内容？",
            ],
        },
    },
}

EN: dict[str, Any] = {
    "surnames": [
        "Smith", "Taylor", "Brown", "Wilson", "Walker", "Wright", "Robinson", "Clarke", "Mitchell", "Turner", "Cooper",
        "Parker",
    ],
    "given": {
        "f": [
            "Bethany", "Frances", "Georgia", "Leanne", "Rhiannon", "Dionne", "Theodora", "Isaura", "Melisande",
            "Perdita", "Hedwig", "Ondine",
        ],
        "m": ["Tom", "Sam", "Ben", "Dan", "Matt", "Luke", "Adam", "Josh", "Harry", "George", "Chris", "Andy"],
    },
    "relatives": {
        "father_in_law": ("father-in-law", "m", "old"), "mother_in_law": ("mother-in-law", "f", "old"),
        "godmother": ("godmother", "f", "old"), "step_sister": ("step-sister", "f", "peer"),
        "flatmate": ("flatmate", "m", "peer"), "childhood_friend": ("childhood friend", "f", "peer"),
        "stepdad": ("stepdad", "m", "old"), "granddad": ("granddad", "m", "elder"),
        "sister_in_law": ("sister-in-law", "f", "peer"), "half_brother": ("half-brother", "m", "young"),
        "goddaughter": ("goddaughter", "f", "young"), "best_mate": ("best mate", "m", "peer"),
    },
    "family": ["granddad", "half_brother"],
    "colleagues": {"boss": "line manager", "report": "mentee", "colleague": "teammate"},
    "pronoun": {"f": "she", "m": "he"}, "possessive": {"f": "her", "m": "his"},
    "after_intro": {"f": ["she"], "m": ["he"]},
    "intro": [
        "Quick favour for my {rel} {name}:", "Something for {name}, my {rel}:", "It's about my {rel}, {name}:",
        "Need your advice about my {rel}, {name}:", "I'm sorting out a few things for my {rel} {name}:",
        "Question about {name} (my {rel}):", "This one's for {name}, my {rel}:",
    ],
    "rel_ref": ["my {rel} {name}"], "rel_only": "my {rel}", "rel_appositive": ["my {rel}, {name},"], "asks": True,
    "attr": {
        "age": [
            "{ref} just turned {v}, can you help me pick a present?",
            "Can you draft a birthday message? {ref} turns {v} today",
            "{ref} is {v} and wants to start lifting, is that too late?",
            "Any health checks I should nag about? {ref} is {v} now", "Help me plan a party — {ref} is {v} now",
            "Could you suggest a gym routine? {ref} is {v} and hasn't trained before",
            "{ref} is {v} — is it worth seeing a pension advisor?",
            "{ref} turned {v} last month, what would be a nice belated gift?",
        ],
        "height": [
            "{ref} is {v}, what bike frame size should I get?", "What length of duvet is best? {ref} is {v}",
            "Can you recommend a road bike? {ref} is {v}", "{ref} is {v} tall, which wetsuit size fits?",
            "Help me pick a desk height: {ref} is {v}", "{ref}'s height is {v}, does that fit a standard bunk bed?",
            "Booking flights — {ref} is {v}, is an exit row worth it?",
            "Which trouser length should I order? {ref} stands {v}",
        ],
        "birthday": [
            "{ref}'s birthday is {v}, remind me a week before?", "Can you set a reminder? {ref}'s birthday is {v}",
            "{ref} was born on {v}, what star sign is that?",
            "Help me plan something for the day, {ref}'s birthday is {v}",
            "What's a good restaurant for a birthday dinner? {ref} was born on {v}",
            "{ref} was born {v}, what flowers suit that month?", "Add a yearly reminder — {ref}'s birthday: {v}",
            "{ref}'s date of birth is {v}, can you suggest a cake for the day?",
        ],
        "from": [
            "{ref} is from {v}, what could I cook to make them feel at home?",
            "{ref} grew up in {v}, what should we see when we visit?",
            "Can you recommend a gift? {ref} comes from {v} and misses home",
            "{ref}'s hometown is {v} — any good day trips there?",
            "What's the accent like in {v}? {ref} was raised there and I can't always follow",
            "Help me write a toast — {ref} is originally from {v}, so maybe a nod to that",
            "{ref} was born and raised in {v}, can you teach me a few local phrases?",
            "Is {v} worth a visit in winter? {ref} is from there",
        ],
        "works_in": [
            "{ref} works in {v}, what's the time difference?",
            "Can you find cheap flights to {v}? {ref} is based there for work",
            "{ref} commutes into {v} every day, any audiobooks for the journey?",
            "What's rent like in {v}? {ref} just got a job there",
            "{ref} has an office job in {v}, can you suggest a place to meet for lunch there?",
            "Help me plan a weekend visit — {ref} works in {v} now",
            "{ref}'s job is in {v}, how's the weather there this week?",
            "Could you recommend a hotel in {v}? {ref} works there and I'm visiting",
        ],
        "education": [
            "{ref} has a {v}, can you help tidy up the CV?", "Can you help with a cover letter? {ref} holds a {v}",
            "{ref} finished a {v} last year, what jobs should I suggest?",
            "Is a {v} enough for a mortgage broker role? asking because {ref} has one",
            "{ref}'s highest qualification is a {v}, what's a sensible next step?",
            "Help me fill in this form — {ref}'s education: {v}",
            "{ref} got a {v}, could you suggest a graduation gift?",
            "Can you write a LinkedIn blurb? {ref} has a {v} and wants to switch careers",
        ],
        "job": [
            "{ref} is a {v}, do you think it's a good line of work these days?",
            "Can you write a thank-you note? {ref} works as a {v} and helped me out",
            "Any gift ideas? {ref} is a {v} and on their feet all day",
            "{ref} works as a {v}, what's a typical salary?", "Help me write a speech — {ref} has been a {v} for ages",
            "{ref} is a {v}; can you list some day-to-day details for a story I'm writing?",
            "Is being a {v} stressful? {ref} is one and never complains",
            "Can you recommend comfy shoes? {ref} works as a {v}",
        ],
        "title": [
            "{ref} just became {v}, can you write a congrats message?",
            "{ref} is {v} now, how formal should my email be?",
            "Can you polish this report? {ref} is {v} and will read it",
            "{ref}'s title is {v}, can you format the email signature right?",
            "Help me plan a leaving do — {ref} was promoted to {v}",
            "{ref} works as {v}, what does that role usually involve?",
            "Draft a meeting invite, please — {ref} is attending as {v}",
            "Is {v} a senior role? {ref} has that title and I'm meeting them Monday",
        ],
        "employer": [
            "{ref} works at {v}, do they do staff discounts?",
            "Can you find the graduate scheme at {v}? {ref} works there and could refer me",
            "{ref} is employed by {v}, what's their parental leave like?",
            "Help me write a message asking for a referral — {ref} works for {v}",
            "Saving this: {ref}'s employer is {v}", "What's the culture like at {v}? {ref} works there",
            "{ref}'s employer is {v}, is that a stable company?",
            "{ref} just joined {v}, what should I get as a first-day gift?",
        ],
        "hobby": [
            "Gift ideas? {ref} is mad about {v}", "{ref} is really into {v}, can you suggest a beginner kit for me?",
            "Can you plan a weekend away? {ref} loves {v}", "{ref}'s big hobby is {v}, any good books on it?",
            "Help me write a birthday card with a nod to {v} — it's {ref}'s favourite hobby",
            "{ref} spends every weekend on {v}, is there a club near me?",
            "How do I get started with {v}? {ref} does it and keeps inviting me",
            "{ref} has taken up {v}, what would be a thoughtful present?",
        ],
        "trait": [
            "{ref} is pretty {v}, how should I bring up a tricky topic?", "Help me word a message — {ref} is quite {v}",
            "Can you plan seating for the dinner? {ref} is very {v}", "{ref} is super {v}, would a group holiday work?",
            "Any tips for living with someone {v}? {ref} is exactly that",
            "{ref}'s personality is {v}, which board games would suit?",
            "Write a fun toast — {ref} is the most {v} person I know",
            "{ref} can be really {v}, how do I give feedback without upsetting anyone?",
        ],
        "phone": [
            "Save {ref}'s number: {v}", "Remind me tomorrow to ring {ref}'s mobile, it's {v}",
            "{ref}'s number is {v}, can you add it to my contacts?",
            "Can you draft a text to {v}? it's {ref}'s phone, say dinner is moved",
            "{ref}'s new number is {v}, update my contacts please", "Saving a contact — {ref}'s phone: {v}",
            "{ref} can be reached on {v}, set that as my emergency contact?",
            "Call log note: {ref}'s cell is {v}, remind me Friday to call back",
        ],
        "email": [
            "{ref}'s email is {v}, can you draft a thank-you note?",
            "Can you send the minutes to {ref}'s address, {v}?",
            "Please write an invite for {v} — that's {ref}'s email",
            "{ref} uses {v} for email, help me write a short intro", "Update my contacts: {ref}'s email is now {v}",
            "{ref} said to send the files to {v}, can you draft the message?", "Saving this — {ref}'s email: {v}",
            "Draft a follow-up to {v}, it's {ref}'s work address",
        ],
    },
    "values": {
        "from": [
            ("Manitoba", "Dauphin"), ("Manitoba", "Brandon"), ("Manitoba", "Selkirk"), ("Northumberland", "Alnwick"),
            ("Northumberland", "Hexham"), ("Northumberland", "Morpeth"), ("Otago", "Dunedin"), ("Otago", "Queenstown"),
            ("Otago", "Wanaka"), ("Vermont", "Burlington"), ("Vermont", "Montpelier"), ("Vermont", "Rutland"),
        ],
        "works_in": ["Antwerp", "Reykjavik", "Tallinn", "Halifax", "Bergen", "Lyon"],
        "education": [
            "trade certificate|trade cert", "college diploma|diploma", "undergraduate degree|undergrad",
            "postgraduate degree|postgrad", "doctorate|PhD",
        ],
        "job": [
            "saddler", "cooper", "orthoptist", "coastguard", "bellfounder", "ferry pilot", "signwriter", "prosthetist",
        ],
        "title": [
            "assistant bursar", "head of facilities", "head of catering", "area coordinator", "deputy registrar",
            "programme director",
        ],
        "employer": ["Qantas", "Deloitte", "Ikea", "Unilever", "Arup", "Lush"],
        "hobby": ["orienteering", "origami", "falconry", "fly fishing", "model railways", "ice hockey", "bookbinding"],
        "trait": [
            "gregarious", "taciturn", "fastidious", "happy-go-lucky", "highly strung", "self-deprecating",
            "level-headed",
        ],
        "email_handles": ["otter", "fernleaf", "dj.pike", "maple.k", "rubyroo", "sk8r"],
        "email_domains": ["hotmail.co.uk", "icloud.com", "proton.me"],
        "size": [
            "about 35 people|35", "roughly 140 people|140", "250-odd people|250",
            "close to two thousand people|two thousand", "a handful of people|handful", "about 75 people|75",
        ],
        "duration": [
            "an hour and forty minutes", "a day and a night", "two days and a night",
            "the better part of a week|better part of a week", "two hours and a bit", "one long lunchtime|lunchtime",
        ],
    },
    "venues": {
        "Manchester": ["the Bridgewater Hall", "the Albert Hall"],
        "Edinburgh": ["the Usher Hall", "the Assembly Rooms"], "Sydney": ["Carriageworks", "the Opera House"],
        "Toronto": ["Roy Thomson Hall", "the Distillery District"],
        "Liverpool": ["the Philharmonic Hall", "St George's Hall"],
    },
    "events": {
        "gala": {
            "short": "awards night", "names": ["the company awards night", "the charity awards night"],
            "content": ["handing out the year's team awards|awards", "a raffle for the children's hospital|raffle"],
            "durations": ["an evening|evening", "three hours"],
        },
        "reunion": {
            "short": "reunion", "names": ["my school reunion", "the uni rowing club reunion"],
            "content": ["a tour of the old campus|campus", "a slideshow of old photos|slideshow"],
        },
        "race": {
            "short": "half marathon", "names": ["the harbour half marathon", "the charity half marathon"],
            "content": ["pacing a friend to the finish|pacing", "handing out water at the halfway point|water"],
            "sizes": ["about five thousand runners|five thousand", "around twelve thousand runners|twelve thousand"],
            "durations": ["a morning|morning", "about three hours|three hours"],
        },
        "workshop": {
            "short": "workshop",
            "names": ["the sourdough workshop", "the podcast editing workshop", "the first-aid workshop"],
            "content": [
                "learning to shape and score loaves|loaves", "cutting interviews in Audacity|Audacity",
                "practising CPR on dummies|CPR",
            ],
        },
        "trip": {
            "short": "road trip",
            "names": ["the Easter road trip", "the half-term road trip", "the bank holiday road trip"],
            "places": [("Skye", "the Fairy Pools"), ("Cornwall", "St Ives"), ("Tasmania", "Cradle Mountain")],
            "content": [
                "wild camping and stargazing|stargazing", "hiking the coast path|coast path",
                "eating our way through the local bakeries|bakeries",
            ],
            "sizes": ["the four of us|four of us", "two carloads of friends|two carloads"],
            "durations": ["five days", "a fortnight|two weeks", "a long weekend|long weekend"],
        },
        "wedding": {
            "short": "wedding", "names": ["a uni friend's wedding", "the neighbours' barn wedding"],
            "content": ["a ceilidh after dinner|ceilidh", "vows on the beach|beach"],
            "sizes": ["ninety guests|ninety", "just thirty guests|thirty guests"],
            "durations": ["an afternoon and evening|afternoon", "the whole weekend|weekend"],
        },
        "housewarming": {
            "short": "housewarming", "names": ["our housewarming", "the new-flat housewarming"],
            "content": ["a barbecue in the garden|barbecue", "a pub quiz in the living room|quiz"],
            "sizes": ["about fifteen people|fifteen", "a dozen friends|dozen"],
        },
        "expo": {
            "short": "expo", "names": ["the home and garden expo", "the camping gear expo"],
            "content": ["testing tents and stoves|tents", "a talk on heat pumps|heat pumps"],
        },
    },
    "event_intro": [
        "About {name}", "Re {name}", "Following up on {name}", "Still on {name}", "One more thing about {name}",
        "Back to {name} for a sec",
    ],
    "event_ref": ["that {short}", "the {short} I mentioned"], "event_pronoun": "it",
    "event_attr": {
        "place": [
            "{ev} was held at {v}, can you write directions for guests?",
            "Can you check parking near {v}? that's where {ev} was",
            "{ev} took place at {v} — any nice pubs nearby for next time?", "Help me write the invite: {ev} is at {v}",
            "Do you know {v}? that's where {ev} happened",
        ],
        "size": [
            "{ev} had {v}, can you work out the cost per head?", "Help me write the thank-you speech — {ev} drew {v}",
            "{ev} pulled in {v}, is that big for this kind of thing?", "Can you make a headcount sheet? {ev} had {v}",
            "{v} came to {ev}, can you help me write a group message?",
        ],
        "duration": [
            "{ev} lasted {v}, can you write a short recap?", "Help me sort the photos — {ev} ran for {v}",
            "{ev} went on for {v} and I'm shattered, any recovery tips?",
            "{ev} took {v} in total, can you draft the expense claim?", "Can you summarise my notes? {ev} filled {v}",
        ],
        "date": [
            "{ev} was on {v}, how many days ago is that?", "Add a journal entry — {ev} was on {v}",
            "{ev} happened on {v}, what day of the week was that?",
            "Can you check the weather history for {v}? that's when {ev} was",
            "Help me write the recap — {ev} took place on {v}",
        ],
        "content": [
            "{ev} was mostly {v}, can you write a summary?", "Can you suggest a title? {ev} was all about {v}",
            "{ev} centred on {v} — help me caption the photos", "Help me explain {ev} to my mum: it was {v}",
            "The main thing at {ev} was {v}, can you write that up?",
        ],
    },
    "things": {
        "car": {
            "say": [
                "My car is a {v}, what tyre pressure should I use?",
                "I drive a {v} — is it due a service after three years?",
                "Can you find floor mats for my car? it's a {v}",
                "We just bought a {v}, what should I check on the first drive?",
                "How do I pair my phone with a {v}? that's what I drive",
            ],
            "ask": [
                "What car do I drive?", "Which car do I have?", "What's my car?", "Do you remember my car?",
                "What model is my car?",
            ],
            "values": ["Skoda Octavia|Octavia", "Mazda CX-5|CX-5", "Kia Niro|Niro"],
        },
        "laptop": {
            "say": [
                "My laptop is a {v}, can it run two monitors?", "I work on a {v}, can you recommend a sleeve for it?",
                "How do I reset a {v}? that's my laptop", "I just got a {v}, what apps should I install first?",
                "The battery on my {v} is dying, should I replace it?",
            ],
            "ask": [
                "What laptop do I use?", "Which laptop do I have?", "What's my computer?", "Do you remember my laptop?",
                "What do I work on, laptop-wise?",
            ],
            "values": ["ThinkPad X1 Carbon|X1 Carbon", "Dell XPS 13|XPS", "Surface Laptop|Surface"],
        },
        "headphones": {
            "say": [
                "My headphones are {v}, how do I tweak the noise cancelling?",
                "How do I connect {v} to two devices? they're my headphones",
                "The ear pads on my {v} are worn, where can I get new ones?",
                "I listen to everything on my {v}, any albums that show them off?",
                "I just bought {v}, were they worth it?",
            ],
            "ask": [
                "What headphones do I use?", "Which headphones do I have?", "What are my headphones?",
                "Do you remember my headphones?", "What do I listen to music on?",
            ],
            "values": ["Bose QuietComfort|QuietComfort", "Sony WH-1000XM5|WH-1000XM5", "Sennheiser Momentum|Momentum"],
        },
        "camera": {
            "say": [
                "I shoot on a {v}, what settings for night photos?",
                "My camera is a {v}, which lens should I travel with?",
                "How long does the battery last on a {v}? it's my camera", "I just got a {v}, any beginner tutorials?",
                "I take all the kids' photos on my {v}, how do I get sharper shots?",
            ],
            "ask": [
                "What camera do I use?", "Which camera do I have?", "What do I take photos with?",
                "Do you remember my camera?", "What's my camera?",
            ],
            "values": ["Fujifilm X-T5|X-T5", "Canon R6|R6", "Ricoh GR III|GR III"],
        },
    },
    "places": {
        "gym": {
            "say": [
                "I'm a member at {v}, can you build me a weekly plan?",
                "I train at {v}, what should I pack in my gym bag?", "What time does {v} close? that's my gym",
                "My gym is {v}, are personal trainers worth it?",
                "I go to {v} most days, what should I eat to build muscle?",
            ],
            "ask": [
                "Which gym do I go to?", "Where do I train?", "What's my gym called?", "Do you remember my gym?",
                "Where am I a gym member?",
            ],
            "values": ["PureGym", "Anytime Fitness", "Gymbox"],
        },
        "supermarket": {
            "say": [
                "I do my food shop at {v}, can you write a weekly list?",
                "I always shop at {v}, what's worth stocking up on?",
                "My supermarket is {v}, when do they mark things down?",
                "Plan me a menu from {v} — that's where I shop",
                "I get my groceries at {v}, is their loyalty card worth it?",
            ],
            "ask": [
                "Where do I do my food shop?", "Which supermarket do I use?", "Where do I buy groceries?",
                "Do you remember my supermarket?", "What shop do I get food at?",
            ],
            "values": ["Waitrose", "Aldi", "Sainsbury's"],
        },
        "vet": {
            "say": [
                "My cat sees the vet at {v}, how often does she need boosters?",
                "I take the dog to {v}, what should I ask about neutering?",
                "Our vet is {v}, which health plan makes sense?", "Note for me: the pets go to {v} for check-ups",
                "Is {v} open on Sundays? it's our vet",
            ],
            "ask": [
                "Which vet do we use?", "Where do my pets see the vet?", "What's our vet called?",
                "Do you remember our vet?", "Where do I take the pets for check-ups?",
            ],
            "values": [
                "Riverbank Vets|Riverbank", "Hillcrest Animal Clinic|Hillcrest", "Paws and Claws Vets|Paws and Claws",
            ],
        },
        "barber": {
            "say": [
                "I get my hair cut at {v}, what style should I try next?",
                "I always go to {v} for a trim, is a loyalty card worth it?", "Note for me: my barber is {v}",
                "My barber is {v}, do I need to book on weekends?",
                "I've been going to {v} for years, help me describe a new cut",
            ],
            "ask": [
                "Where do I get my hair cut?", "Who's my barber?", "Which barber do I go to?",
                "Do you remember my barber?", "Where do I go for a trim?",
            ],
            "values": ["Ted's Barbers|Ted's", "Cut Above", "Fade Factory"],
        },
    },
    "voices": [
        {
            "pre": ["Hey! ", "Hi! "], "post": [" thanks!", " 🙏", " cheers"], "end": "", "sep": " ", "join": "\n",
            "filler_end": "",
        },
        {"pre": ["Quick one. ", "Okay. "], "post": [" ty", " thx!"], "end": ".", "sep": " ", "filler_end": ""},
        {"pre": ["Morning! ", "Hiya! "], "post": [" please", " x"], "end": ["", "."], "sep": " ", "filler_end": ""},
    ],
    "dense": 0.15,
    "filler": [
        "What should I cook tonight?", "Will it rain tomorrow?", "Recommend a light film for tonight",
        "Can you make this paragraph sound more formal", "How do I get a grease stain out of a shirt?",
        "Tell me a bad joke", "Remind me to water the plants", "What's a good stretch for a stiff neck?",
        "Give me a quick pasta recipe", "Any tips for falling asleep faster?",
    ],
    "reply": [
        "Sure, here's a draft.", "Done — saved.", "Happy to help! Here are a few ideas.", "Got it, noted.", "On it.",
    ],
    "q": {
        "single": {
            "age": [
                "Quick check: How old is {ref} now?", "Remind me, what age is {ref} these days?",
                "Jog my memory: Do you remember how old {ref} is?",
                "Going by what I told you, can you remind me how old {ref} is?", "Sorry, how many years old is {ref}?",
            ],
            "height": [
                "Quick check: How tall is {ref} again?", "Remind me, do you remember {ref}'s height?",
                "Jog my memory: What height did I give for {ref}?",
                "Going by what I told you, can you remind me how tall {ref} is?", "Sorry, what's the height of {ref}?",
            ],
            "birthday": [
                "Quick check: When's {ref}'s birthday?", "Remind me, what date is {ref}'s birthday?",
                "Jog my memory: Do you remember {ref}'s birthday?",
                "Going by what I told you, which day is {ref}'s birthday on?",
                "Sorry, can you remind me when {ref}'s birthday is?",
            ],
            "from": [
                "Quick check: Where's {ref} from originally?", "Remind me, what's {ref}'s home town?",
                "Jog my memory: Do you remember where {ref} grew up?",
                "Going by what I told you, which place does {ref} come from?",
                "Sorry, can you remind me where {ref} is from?",
            ],
            "works_in": [
                "Quick check: What city is {ref} working in?", "Remind me, where's {ref}'s job based?",
                "Jog my memory: Do you remember which city {ref} works in?",
                "Going by what I told you, which city is {ref} based in for work?",
                "Sorry, can you remind me which city {ref} works in?",
            ],
            "education": [
                "Quick check: What qualification does {ref} have?", "Remind me, how far did {ref} get in education?",
                "Jog my memory: Do you remember {ref}'s education?",
                "Going by what I told you, what's {ref}'s top qualification?",
                "Sorry, can you remind me what qualification {ref} has?",
            ],
            "job": [
                "Quick check: What does {ref} do?", "Remind me, what's {ref}'s line of work?",
                "Jog my memory: Do you remember {ref}'s job?", "Going by what I told you, what job does {ref} have?",
                "Sorry, can you remind me what {ref} does for work?",
            ],
            "title": [
                "Quick check: What's {ref}'s position?", "Remind me, what title does {ref} have?",
                "Jog my memory: Do you remember {ref}'s job title?",
                "Going by what I told you, what's {ref}'s role called?", "Sorry, can you remind me of {ref}'s title?",
            ],
            "employer": [
                "Quick check: Which company is {ref} at?", "Remind me, who employs {ref}?",
                "Jog my memory: Do you remember {ref}'s employer?",
                "Going by what I told you, what organisation does {ref} work for?",
                "Sorry, can you remind me of {ref}'s employer?",
            ],
            "hobby": [
                "Quick check: What's {ref} into?", "Remind me, what hobby does {ref} have?",
                "Jog my memory: Do you remember {ref}'s hobby?",
                "Going by what I told you, how does {ref} spend free time?",
                "Sorry, can you remind me what {ref} does for fun?",
            ],
            "trait": [
                "Quick check: What's {ref}'s personality like?", "Remind me, how would you sum up {ref}'s character?",
                "Jog my memory: Do you remember what {ref} is like?",
                "Going by what I told you, what sort of person is {ref}?",
                "Sorry, can you remind me what {ref}'s temperament is?",
            ],
            "phone": [
                "Quick check: What's {ref}'s number?", "Remind me, which number do I call for {ref}?",
                "Jog my memory: Do you have {ref}'s mobile?",
                "Going by what I told you, can you give me {ref}'s phone number?",
                "Sorry, can you remind me of {ref}'s number?",
            ],
            "email": [
                "Quick check: What's {ref}'s email address?", "Remind me, which email does {ref} use?",
                "Jog my memory: Do you have {ref}'s email?", "Going by what I told you, can you give me {ref}'s email?",
                "Sorry, where should I email {ref}?",
            ],
        },
        "cond": {
            "from": ["who comes from {v}", "who was raised in {v}", "originally from {v}"],
            "works_in": ["who's based in {v}", "working in {v}", "with the job in {v}"],
            "job": ["who's a {v}", "employed as a {v}"], "title": ["who's {v}", "with the {v} title", "working as {v}"],
            "education": ["holding a {v}", "who got a {v}"],
            "employer": ["who's at {v}", "employed by {v}", "who works for {v}"],
            "hobby": ["who's mad about {v}", "who likes {v}", "big on {v}"],
        },
        "who": [
            "the {rel} I mentioned earlier {cond}", "that {rel} I've talked about {cond}",
            "the {rel} you know about {cond}", "the {rel} we discussed {cond}",
        ],
        "group": {"relative": "friend or family member", "colleague": "coworker"},
        "pair": {
            "height": [
                ("max", "Quick check: Which of {a} and {b} is taller?"),
                ("min", "Remind me, which of {a} and {b} is shorter?"),
                ("max", "Jog my memory: Who's got more height, {a} or {b}?"),
                ("max", "Going by what I told you, is {a} taller than {b}, or the other way round?"),
                ("min", "Sorry, who is the shorter of {a} and {b}?"),
            ],
            "age": [
                ("max", "Quick check: Which of {a} and {b} is older?"),
                ("min", "Remind me, which of {a} and {b} is younger?"),
                ("max", "Jog my memory: Who's the elder, {a} or {b}?"),
                ("max", "Going by what I told you, is {a} older than {b}, or the other way round?"),
                ("min", "Sorry, who is the younger of {a} and {b}?"),
            ],
            "birthday": [
                ("min", "Quick check: Whose birthday comes first in the year, {a}'s or {b}'s?"),
                ("max", "Remind me, whose birthday comes later in the year, {a}'s or {b}'s?"),
                ("min", "Jog my memory: Which of {a} and {b} has a birthday earlier in the calendar?"),
                ("min", "Going by what I told you, does {a} or {b} celebrate first each year?"),
                ("max", "Sorry, of {a} and {b}, whose birthday is later in the year?"),
            ],
        },
        "top": {
            "height": [
                ("max", "Quick check: Who's the tallest {scope}?"), ("min", "Remind me, who's the shortest {scope}?"),
                ("max", "Jog my memory: Which person {scope} is the tallest?"),
                ("min", "Going by what I told you, which person {scope} is the shortest?"),
                ("max", "Sorry, tallest {scope} — who is it?"),
            ],
            "age": [
                ("max", "Quick check: Who's the oldest {scope}?"), ("min", "Remind me, who's the youngest {scope}?"),
                ("max", "Jog my memory: Which person {scope} is the oldest?"),
                ("min", "Going by what I told you, which person {scope} is the youngest?"),
                ("max", "Sorry, oldest {scope} — who is it?"),
            ],
            "birthday": [
                ("min", "Quick check: Whose birthday comes first in the year {scope}?"),
                ("max", "Remind me, whose birthday comes last in the year {scope}?"),
                ("min", "Jog my memory: Which person {scope} has the first birthday of the year?"),
                ("max", "Going by what I told you, which person {scope} has the last birthday of the year?"),
                ("min", "Sorry, first birthday of the year {scope} — whose is it?"),
            ],
        },
        "scope": {
            "relative": "of my family and friends", "colleague": "of my coworkers",
            "all": "of all the people I've mentioned",
        },
        "count": {
            "height>": [
                "Quick check: How many people I've mentioned are over {c} cm?",
                "Remind me, of all the people I've mentioned, how many are taller than {c} cm?",
                "Jog my memory: How many of my people stand taller than {c} cm?",
                "Going by what I told you, how many folks I told you about are more than {c} cm tall?",
                "Sorry, count the people above {c} cm — how many?",
            ],
            "height<": [
                "Quick check: How many people I've mentioned are under {c} cm?",
                "Remind me, of all the people I've mentioned, how many are shorter than {c} cm?",
                "Jog my memory: How many of my people stand below {c} cm?",
                "Going by what I told you, how many folks I told you about are less than {c} cm tall?",
                "Sorry, count the people below {c} cm — how many?",
            ],
            "age<=": [
                "Quick check: How many people I've mentioned are {c} or under?",
                "Remind me, of all the people I've mentioned, how many are aged {c} or less?",
                "Jog my memory: How many of my people are no more than {c} years old?",
                "Going by what I told you, how many folks I told you about are {c} or younger?",
                "Sorry, count the people aged {c} or below — how many?",
            ],
            "age>": [
                "Quick check: How many people I've mentioned are over {c}?",
                "Remind me, of all the people I've mentioned, how many are older than {c}?",
                "Jog my memory: How many of my people are past {c}?",
                "Going by what I told you, how many folks I told you about are above {c} years old?",
                "Sorry, count the people older than {c} — how many?",
            ],
            "from": [
                "Quick check: How many people I've mentioned come from {c}?",
                "Remind me, of all the people I've mentioned, how many grew up in {c}?",
                "Jog my memory: How many of my people are from {c}?",
                "Going by what I told you, how many folks I told you about have roots in {c}?",
                "Sorry, count the people from {c} — how many?",
            ],
            "works_in": [
                "Quick check: How many people I've mentioned work in {c}?",
                "Remind me, of all the people I've mentioned, how many have jobs in {c}?",
                "Jog my memory: How many of my people are based in {c} for work?",
                "Going by what I told you, how many folks I told you about work out of {c}?",
                "Sorry, count the people working in {c} — how many?",
            ],
            "education=": [
                "Quick check: How many people I've mentioned are educated to {c} level?",
                "Remind me, of all the people I've mentioned, how many have a top qualification at {c} level?",
                "Jog my memory: How many of my people hold {c}-level qualifications as their highest?",
                "Going by what I told you, how many folks I told you about finished their education at {c} level?",
                "Sorry, count the people whose highest qualification is at {c} level — how many?",
            ],
            "education>=": [
                "Quick check: How many people I've mentioned are educated to {c} level or above?",
                "Remind me, of all the people I've mentioned, how many have at least {c}-level education?",
                "Jog my memory: How many of my people hold {c}-level qualifications or higher?",
                "Going by what I told you, how many folks I told you about reached {c} level or beyond?",
                "Sorry, count the people educated to {c} level or more — how many?",
            ],
            "event.place": [
                "Quick check: How many of my events were in {c}?",
                "Remind me, of the events I mentioned, how many happened in {c}?",
                "Jog my memory: How many things I went to were held in {c}?",
                "Going by what I told you, how many events took place in {c}, going by what I told you?",
                "Sorry, count the events in {c} — how many?",
            ],
        },
        "event": {
            "place": [
                "Quick check: Where did {ev} happen?", "Remind me, what venue hosted {ev}?",
                "Jog my memory: Do you remember where {ev} was?", "Going by what I told you, which place was {ev} at?",
                "Sorry, can you remind me where {ev} took place?",
            ],
            "size": [
                "Quick check: How many came to {ev}?", "Remind me, what was the turnout at {ev}?",
                "Jog my memory: Do you remember how many people were at {ev}?",
                "Going by what I told you, how large was {ev}?", "Sorry, can you remind me how many went to {ev}?",
            ],
            "duration": [
                "Quick check: How long did {ev} go on for?", "Remind me, how long did {ev} run?",
                "Jog my memory: Do you remember how long {ev} was?",
                "Going by what I told you, how much time did {ev} take up?",
                "Sorry, can you remind me how long {ev} lasted?",
            ],
            "date": [
                "Quick check: What day was {ev}?", "Remind me, when did {ev} happen?",
                "Jog my memory: Do you remember the date of {ev}?", "Going by what I told you, which date was {ev} on?",
                "Sorry, can you remind me when {ev} was?",
            ],
            "content": [
                "Quick check: What went on at {ev}?", "Remind me, what was {ev} mainly about?",
                "Jog my memory: Do you remember what {ev} involved?",
                "Going by what I told you, what was the focus of {ev}?",
                "Sorry, can you remind me what {ev} was about?",
            ],
        },
    },
}

# fmt: on

POOLS: dict[str, dict[str, Any]] = {"zh": ZH, "en": EN}
