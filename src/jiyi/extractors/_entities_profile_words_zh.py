"""The words and value shapes a Chinese profile is said with, for `_entities_profile_zh` and the Chinese readers.

The profile labels (身高, 籍贯, 工作单位 …), the shapes of a value (a height "一米八二", a date "3月12号", a day
"3/21", an e-mail, a phone number), and the closed lists a bare word is judged by: a personality (开朗, 慢性子), a
position (部门经理, 总监), an occupation (护士, 快递员), a field of work (财务, IT), and what is no work (素食主义者).
"""

from __future__ import annotations

import re

from ._age_zh import AGE_ZH, NUM_ZH
from ._rules_zh_facts import JOB

__all__ = [
    "AGE",
    "DATE",
    "DAY_NUM",
    "EDU",
    "EMAIL",
    "FIELD",
    "HEIGHT",
    "HEIGHT_KEEP",
    "LABELS",
    "LABEL_ZH",
    "NOT_JOB_END",
    "NUM",
    "OCCUPATION",
    "TITLE_END",
    "TRAIT_WORDS",
    "YEARS",
]


Fact = tuple[str, str, str]  # (attribute, label, value)

# The labels a person's profile is said with, the longest first within each attribute (联系电话 before 电话).
LABELS: tuple[tuple[str, str], ...] = (
    ("education", "教育背景|最高学历|教育程度|文化程度|学历|文凭"),
    ("height", "身高|个头|个子|个儿"),
    ("from", "家乡|老家|籍贯|祖籍|出生地|故乡|老家那边"),
    ("works_in", "工作地点|工作城市|工作所在地|工作的城市|上班地点|办公地点|工作地|常驻地"),
    ("job", "本职工作|职业|工作"),
    ("title", "职位|职务|岗位|头衔|职称"),
    ("employer", "单位名称|工作单位|所在单位|就职单位|公司名称|所在公司|单位|公司|东家"),
    ("hobby", "兴趣爱好|业余爱好|爱好|兴趣"),
    ("trait", "性格特点|性格特征|性格|个性|脾气|脾性|秉性|为人|性子"),
    ("birthday", "出生日期|出生年月|出生的那天|出生那天|出生日|生日"),
    ("age", "年龄|年纪|岁数"),
    ("phone", "联系电话|联系方式|手机号码|电话号码|手机号|电话|手机|号码|微信号|微信"),
    ("email", "电子邮箱|邮箱地址|邮件地址|电子邮件|邮箱|[Ee]-?[Mm]ail"),
    ("lives_in", "居住地|现居地|住址|家庭住址"),
)
#: Any profile label: what may follow "的" after a subject ("我表哥的身高…") and open a subjectless clause.
LABEL_ZH = "(?:" + "|".join(sorted((w for _, ws in LABELS for w in ws.split("|")), key=len, reverse=True)) + ")"
# Said after a value without being part of it.
_TAIL = re.compile(r"(?:左右|上下|的样子|那样|这样|吧|呢|哦|噢|啦|呀|啊|嘛|哈|了|的)+$")

_CN = r"[零〇一二两三四五六七八九十]"
# 一米八二, 一米八, 一米七五, 一米八几, 1米78, 1.78米, 178厘米, 178cm, 一百七十八公分
HEIGHT = (
    rf"(?:[一1]米(?:[一二三四五六七八九]{_CN}?|\d{{1,2}})?[几多]?(?:点[一二三四五六七八九])?"
    r"|1\.\d{1,2}\s*(?:米|m|M)|\d{3}(?:\.\d)?\s*(?:厘米|公分|cm|CM|㎝)|[一二]百[零一二三四五六七八九十]{1,3}(?:厘米|公分))"
)
# Words before a height that change it (kept) and that only hedge it (dropped).
HEIGHT_KEEP = r"(?:不到|不足|将近|接近|快|超过|刚过|过了)?"
_HEIGHT_HEDGE = r"(?:足足有|足有|有|大概有?|大约有?|约|差不多有?|估计有?|也就|才|只有|得有|起码有?|至少有?)?"
# 35岁, 五十多岁, 四十来岁, 三十出头 (a bare number, "都七十了", is the core rules' to read)
NUM, AGE = NUM_ZH, AGE_ZH
DATE = (
    rf"(?:(?:农历|阴历|阳历|公历)?(?:(?:19|20)?\d{{2}}年)?(?:\d{{1,2}}|{_CN}{{1,3}}|正|腊)月"
    rf"(?:\d{{1,2}}|{_CN}{{1,3}}|初{_CN}{{1,2}})?[日号]?)"
)
YEARS = r"(?:好多年|很多年|好几年|多年|几年|十几年|有些年头)"
_ORG_END = (
    r"(?:公司|集团|科技|医院|银行|事务所|学校|中学|小学|大学|学院|研究所|研究院|中心|局|厂|协会|报社|电视台|物流|教育|"
    r"建设|出版社|酒店|律所)"
)
# The Chinese words of a schooling level or degree, the longer first (博士后 before 博士): the one table every Chinese
# reader of an education builds on (`_entities_zh_table`, `_entities_more`, the chat voice readers)
EDU = r"(?:博士后|博士|硕士|研究生|本科|学士|大专|专科|中专|职高|高中|初中|小学|MBA)"
#: a day said in figures, month first: "5.13", "3/21"
DAY_NUM = r"(?:1[0-2]|0?[1-9])[./／](?:3[01]|[12]\d|0?[1-9])"
EMAIL = r"[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}"
_PHONE = r"\+?[\d][\d\-\s]{4,18}\d"
# Personality words said bare ("挺外向的", "很随和"): a closed list, so "挺高的" or "很忙" is never a personality.
TRAIT_WORDS = (
    "乐观|悲观|开朗|内向|外向|活泼|安静|沉稳|稳重|随和|温和|温柔|热情|冷淡|幽默|风趣|严肃|认真|细心|粗心|急躁|暴躁|直爽|"
    "豪爽|爽快|大方|小气|腼腆|害羞|内敛|谨慎|踏实|靠谱|固执|倔强|要强|好强|独立|自信|敏感|体贴|善良|老实|憨厚|勤快|"
    "老实巴交|心直口快|刀子嘴豆腐心|热心肠|健谈|低调|高冷|佛系|强势|和善|耐心|大大咧咧|马虎|热心|乐天|文静|稳当|实在|厚道|仗义|开明|挑剔|较真|死板|懒散|"
    "果断|干练|精明|圆滑|随性|慢热|话痨|社恐|社牛|急性子|慢性子|暖男|工作狂|"
    "能干|勤劳|节俭|大度|传统|浪漫|理性|感性|细腻|聪明|机灵|直率|坦率|真诚|诚恳|冷静|沉着|淡定|风风火火|雷厉风行|"
    "爱面子|斤斤计较|小心眼|抠门|有主见|健忘|急脾气|好脾气|暴脾气|乐天派|老好人|女强人|"
    "肯干|上进|勤奋|务实|吃苦耐劳|能吃苦|有责任心|负责任|爱笑|温顺|刚强|泼辣|麻利|利索|憨厚老实|"
    "严厉|严格|和蔼|和气|斯文|谦虚|木讷|霸气|心细|能聊|健谈|内秀|好相处|好说话|抠|热心肠|实诚|爽朗|"
    "死要面子|好面子|认死理|爱较劲|一根筋|钻牛角尖|磨磨蹭蹭|拖拖拉拉|慢吞吞|毛毛躁躁|丢三落四|豁达|开明大度|"
    # the internet's introvert and extrovert (MBTI's I and E): "是个i人", "典型e人"
    "[iIeE]人|[iIeE]人属性"
)
# A position rather than an occupation: 部门经理, 销售总监, 副总 (said bare, the rules read them as a job).
TITLE_END = re.compile(
    r"(?:(?<!产品)(?<!项目)经理|总监|主管|主任|组长|科长|处长|局长|院长|校长|总裁|副总|总经理|董事长|董事|负责人|店长|厂长|部长|主编|"
    r"行长|总工|CEO|CTO|CFO|COO|CIO|CMO|HRD|HRBP|HRVP|VP|合伙人|所长|社长|队长|专员|支书|护士长|站长|馆长|园长|会长|村长|"
    r"镇长|县长|书记|老总|"
    r"领班|督察|督导|工长|班长|段长|股长)$"
)

# Word endings of what someone is that are no work, though shaped like a trade (…者, …迷): a belief or a way of
# eating (素食主义者), a fan (摄影爱好者, 球迷), a patient (糖尿病患者), a learner (初学者).
NOT_JOB_END = re.compile(r"(?:主义者|素食者|爱好者|发烧友|患者|病人|初学者|粉丝|[球影歌书车戏]迷)$")

# Occupations said bare ("护士", "退休教师") or after 当 / 是个: wider than the statement rules' `JOB`, as people
# name the work of relatives and colleagues (财务, 保安, 快递员, 个体户 …).
OCCUPATION = (
    rf"(?:{JOB[3:-1]}|出纳|保安|保洁|快递员|外卖员|骑手|司机|电工|焊工|木匠|瓦工|水电工|技术员|技工|工人|农民|渔民|"
    r"导游|空姐|空乘|飞行员|机长|军人|士兵|法官|检察官|消防员|药剂师|药师|护工|护理|美容师|理发师|化妆师|营养师|"
    r"心理咨询师|幼师|大夫|中医|牙医|兽医|文员|前台|秘书|助理|客服|策划|主持人|模特|网红|个体户|生意人|商人|柜员|"
    r"保险员|业务员|推销员|销售员|中介|会计师|审计师|精算师|药剂员|规划师|工艺师|技师|厨子|面点师|裁缝|保姆|月嫂|"
    r"调酒师|咖啡师|快递小哥|外卖小哥|列车员|乘务员|售货员|收银员|店员|服务员|调度员|船员|海员|公交司机|出租车司机|"
    r"学徒|帮工|小工|临时工|仓管|仓管员|理货员|保管员|维修工|修理工|装修工|厨工|洗碗工|家政)"
)
# The fields people say someone "does" (做财务, 干销售, 搞IT): the field is the occupation as said.
FIELD = (
    r"(?:财务|会计|出纳|销售|外贸|设计|平面设计|室内设计|人事|人力资源?|HR|行政|运营|市场|市场营销|营销|IT|技术|研发|开发|"
    r"编程|软件|金融|投资|保险|房地产|地产|中介|物流|餐饮|装修|教育|培训|医疗|法务|审计|客服|采购|电商|直播|自媒体|广告|"
    r"咨询|翻译|建筑|工程|施工|科研|研究|物业|安保|质检|生产|管理|出版|新闻|媒体|公关|品牌|产品|测试|运维|前端|后端|"
    r"算法|数据分析|数据|会展|外勤|文案|编辑|摄影|后勤|药品|医药|化工|电力|通信|代驾|跑腿)"
)
# Work named by what it is done with ("开出租的", "跑货车", "当兵的", "在老家种地"): the work as said.
_WORK_DONE = (
    r"(?:(?:开|跑)(?:出租车?|的士|大货车?|货车|大车|卡车|滴滴|网约车|公交车?|长途车?|运输|快递|外卖)|[干做](?:快递|外卖)|当兵|种地|种田|务农|"
    r"送快递|送外卖|跑业务|卖保险|摆摊|搞装修|做装修|跑销售)"
)


def _clean(value: str) -> str:
    value = value.strip().strip("“”\"'「」")
    return _TAIL.sub("", value).strip()
