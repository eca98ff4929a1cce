"""Chinese relation words: the ties people name the others in their life by (kin, work, school, home, pets).

One lexicon for every reader: the statement rules (`_rules_zh`: whose statement a clause is, how a memory words it)
and the entity mention readers (`_entities_zh*`). A tie missing here leaves its person unread, and worse, lets a
clause about them ("我舅妈今年52岁") read as the user's own.
"""

from __future__ import annotations

from .._entity_words import PET_WORDS_ZH

__all__ = ["POINTER", "REL", "REL_ALL", "REL_MORE_WORDS"]

# The ties the statement rules have always named (a relation memory: "用户的表哥叫孙立伟").
REL = (
    r"(?:女朋友|男朋友|未婚妻|未婚夫|老婆|老公|媳妇|妻子|丈夫|太太|爱人|对象|爸爸|妈妈|父亲|母亲|爷爷|奶奶|外公|外婆|"
    r"姥姥|姥爷|儿子|女儿|孩子|宝宝|哥哥|姐姐|弟弟|妹妹|老板|领导|上司|经理|主管|组长|导师|同事|室友|好朋友|朋友|"
    r"闺蜜|兄弟|发小|搭档|合伙人|同学|邻居|下属|手下|部下|学生|客户|队友|表哥|表姐|表弟|表妹|堂哥|堂姐|舅舅|叔叔|阿姨|"
    r"姑姑|猫咪|狗狗|猫|狗|爸|妈|哥|姐|弟|妹)"
)

# Relations beyond the statement rules' list: the real vocabulary of kin, work and social ties is wide (表姐, 发小,
# 闺蜜, 师兄, 岳父, 合伙人 …), and a tie the list lacks leaves its person unread.
REL_MORE_TEXT = (
    "同桌 姑妈 姨妈 舅妈 婶婶 堂弟 堂妹 堂兄 堂姐 堂哥 班主任 老师 师傅 师父 "
    "师母 徒弟 老乡 同乡 前女友 前男友 前妻 前夫 继父 继母 岳父 岳母 丈人 "
    "丈母娘 公公 婆婆 外甥女 外甥 侄子 侄女 孙子 孙女 外孙 外孙女 老同学 闺女 "
    "小姨 大姨 姑父 姨父 舅舅 叔叔 阿姨 干妈 干爸 干爹 干女儿 干儿子 嫂子 大嫂 "
    "弟媳 弟妹 姐夫 妹夫 表嫂 小叔子 小姑子 大伯 伯伯 伯父 伯母 大舅 小舅 二舅 "
    "姑姑 女婿 儿媳妇 儿媳 亲家 师兄 师姐 师弟 师妹 学长 学姐 学弟 学妹 好友 "
    "好哥们 哥们 铁哥们 死党 老铁 网友 笔友 房东 租客 房客 保姆 教练 私教 老大 "
    "总监 老总 上级 前同事 老同事 战友 队友 学员 外婆 外公 奶奶 爷爷 姥姥 姥爷 "
    "祖父 祖母 老爸 老妈 大哥 二哥 大姐 二姐 爱人 另一半 女友 男友 未婚妻 "
    "未婚夫 恋人 妻子 丈夫 媳妇 孩子 宝宝 兄弟 搭档 合伙人 闺蜜 发小 室友 舍友 "
    "领导 上司 经理 主管 组长 导师 同事 客户 下属 手下 部下 组员 学生 邻居 "
    "同学 校友 朋友 好朋友 "
    # kin by rank and marriage, and ties at work, as people say them day to day
    "老板娘 小舅子 大舅子 小姨子 连襟 表姐夫 表妹夫 堂姐夫 堂妹夫 表嫂子 "
    "二叔 三叔 四叔 小叔 大叔 二婶 三婶 小婶 二姨 三姨 小姨妈 大姨妈 "
    "二姑 三姑 小姑 大姑 二舅 三舅 舅公 舅妈 姑婆 姨婆 表叔 表婶 表舅 表姑 表姨 大伯母 二伯 三伯 大娘 大爷 "
    "侄女婿 外甥媳妇 孙女婿 曾祖父 曾祖母 太爷爷 太奶奶 亲戚 "
    "姨夫 姑夫 姨丈 姑丈 堂叔 堂婶 堂伯 堂舅 "
    "前辈 后辈 老前辈 顶头上司 直属上司 直属领导 老领导 老上级 主任 科长 处长 部长 副总 带教老师 新同事 同组同事 "
    # the spouse's side, sworn kin, and the newest at work
    "大姑子 大伯子 妯娌 干姐 干哥 干妹 干弟 干姐姐 干哥哥 干妹妹 干弟弟 叔公 姑奶奶 舅姥爷 姨姥姥 "
    "实习生 助理 秘书 副手 新人 "
    # as Taiwan and Hong Kong say them (read from Traditional as these): grandma and grandpa, mom and dad, the
    # Cantonese younger brother
    "阿嬷 阿公 阿爸 阿母 妈咪 爹地 细佬 "
    # the trades and services the user deals with are people too ("我们小区的水电工老周", "家政阿姨", "物业的小王")
    "水管工 维修工 修理工 装修师傅 装修工人 钟点工 家政阿姨 保洁阿姨 育儿嫂 住家阿姨 房产中介 家庭医生 "
    "发型师 美甲师 管家 快递小哥 外卖小哥 开锁师傅 修车师傅 "
    # the one-character kin of speech ("我姨老家河南", "我舅在深圳", "俺娘今年六十"), as 爸 / 妈 / 哥 are
    "姨 舅 叔 姑 娘 爹 "
    # the user's children by their order ("我家老二上初中了", "我大女儿在读研"); 老大 is above (a boss, too)
    "大儿子 小儿子 二儿子 大女儿 小女儿 二女儿 大闺女 小闺女 老二 老三 老幺 老小 大宝 二宝 三宝 小宝"
)
REL_MORE_WORDS = [*REL_MORE_TEXT.split(), *PET_WORDS_ZH]
# Longest first: a regex alternation takes the first alternative that fits, and 姐 must not cut 姐夫 short.
_ALL = sorted(set(REL[3:-1].split("|")) | set(REL_MORE_WORDS), key=lambda w: (-len(w), w))
# A one-character kin word is the whole tie only before a predicate or a pause ("我姨老家河南", "我舅喜欢钓鱼",
# "我娘身高一米六"), never inside a longer tie the lexicon lacks (姑奶奶, 舅姥爷, 叔公, 姑娘, 姨老公, 娘家) nor in
# 姑且 ("for now")
_ON = (
    r"(?=$|\s|[，,。！!？?：:在是今也都还住做当从去不很的喜爱身生手电邮性脾本研只有快刚现平特挺人就已干属昨明上下前来又和跟说给带让最每总经他她吃]"
    r"|[0-9一二两三四五六七八九十]"
    r"|老(?![公婆]))"
)
REL_ALL = "(?:" + "|".join(w + _ON if w in ("姨", "舅", "叔", "姑", "娘", "爹") else w for w in _ALL) + ")"
# A pointer word between 我 and the tie ("我那同事", "我那个表姐", "我这位师傅") points at the same person; every
# reader of "my <tie>" (whose a clause is, how a memory words it, which person a mention names) allows the same ones.
POINTER = "(?:那个|那位|这个|这位|那|这)"
