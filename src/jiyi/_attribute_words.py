"""The words an attribute of a person or event is named by, in both languages: the label a value is shown with
when it carries none (`ATTRIBUTE_LABELS`), and the words a question asks for it by (`ATTRIBUTE_TERMS`, matched as
`jiyi._entity_words.find_terms` matches every term: Chinese anywhere, English as whole words).
"""

from __future__ import annotations

__all__ = ["ATTRIBUTE_LABELS", "ATTRIBUTE_TERMS"]

#: attribute key -> how it is named when the fact carries no label in the question's language
ATTRIBUTE_LABELS: dict[str, dict[str, str]] = {
    "zh": {
        "age": "年龄",
        "birthday": "生日",
        "education": "学历",
        "school": "学校",
        "job": "职业",
        "employer": "工作单位",
        "lives_in": "住在",
        "from": "老家",
        "status": "状况",
        "phone": "电话",
        "address": "地址",
        "opening_hours": "营业时间",
        "likes": "喜欢",
        "dislikes": "不喜欢",
        "hobby": "爱好",
        "skill": "技能",
        "allergy": "过敏",
        "diet": "饮食",
        "trait": "性格",
        "note": "备注",
        "height": "身高",
        "works_in": "工作地",
        "title": "职位",
        "email": "邮箱",
        "place": "地点",
        "size": "规模",
        "duration": "持续时间",
        "date": "时间",
        "content": "内容",
        "with": "同去的人",
        "price": "票价",
        "result": "结果",
        "gift": "礼金",
    },
    "en": {
        "age": "age",
        "birthday": "birthday",
        "education": "education",
        "school": "school",
        "job": "job",
        "employer": "works at",
        "lives_in": "lives in",
        "from": "from",
        "status": "status",
        "phone": "phone",
        "address": "address",
        "opening_hours": "opening hours",
        "likes": "likes",
        "dislikes": "dislikes",
        "hobby": "hobbies",
        "skill": "skills",
        "allergy": "allergies",
        "diet": "diet",
        "trait": "personality",
        "note": "note",
        "height": "height",
        "works_in": "works in",
        "title": "position",
        "email": "email",
        "place": "place",
        "size": "size",
        "duration": "duration",
        "date": "date",
        "content": "content",
        "with": "went with",
        "price": "ticket price",
        "result": "result",
        "gift": "gift",
    },
}

_ZH_ATTRIBUTES: dict[str, tuple[str, ...]] = {
    **dict.fromkeys(["学历", "教育背景", "学位", "文凭", "教育程度", "受教育"], ("education",)),
    **dict.fromkeys(["年龄", "岁", "多大", "年纪", "最老", "最年长", "最年轻", "年长", "年轻"], ("age",)),
    **dict.fromkeys(["生日", "出生", "哪年生"], ("birthday",)),
    **dict.fromkeys(["学校", "毕业", "母校", "哪所大学", "大学"], ("school",)),
    # "谁上过大学": how far someone studied, and where when said
    **dict.fromkeys(
        ["上过大学", "读过大学", "念过大学", "上过大专", "读过研究生", "大学毕业", "本科毕业"], ("education", "school")
    ),
    **dict.fromkeys(
        [
            "职业",
            "做什么",
            "干什么",
            "干啥",
            "做哪行",
            "靠什么吃饭",
            "靠什么为生",
            "靠什么谋生",
            "靠啥吃饭",
            "以什么为生",
        ],
        ("job",),
    ),
    **dict.fromkeys(["职位", "岗位", "职务", "头衔", "什么职位", "当什么"], ("title", "job")),
    **dict.fromkeys(["工作"], ("job", "employer")),
    **dict.fromkeys(["哪家公司", "公司", "单位", "就职", "单位名称", "工作单位", "东家"], ("employer",)),
    # where someone works is asked of the city as often as of the employer: both answer it
    **dict.fromkeys(["在哪工作", "在哪里工作", "在哪儿工作", "上班"], ("works_in", "employer")),
    **dict.fromkeys(["工作地", "工作地点", "工作城市", "在哪个城市工作", "在哪个城市上班", "常驻"], ("works_in",)),
    **dict.fromkeys(["base", "外派", "驻外"], ("works_in",)),  # "base迪拜的几个人": where they are based for work
    **dict.fromkeys(["身高", "多高", "个子", "个头", "高矮", "多少厘米", "几米", "最矮", "更矮", "矮"], ("height",)),
    **dict.fromkeys(["邮箱", "电子邮箱", "电子邮件", "邮件地址", "邮箱地址"], ("email",)),
    **dict.fromkeys(["联系方式"], ("phone", "email")),
    # events: where, how big, how long, when, what about
    **dict.fromkeys(
        ["地点", "举办地", "举办地点", "在哪举办", "在哪里举办", "在哪举行", "在哪里举行", "场地"], ("place",)
    ),
    **dict.fromkeys(["规模", "人数", "多少人参加", "多少人出席", "参加人数", "多大规模", "到场"], ("size",)),
    **dict.fromkeys(["持续", "多久", "多长时间", "时长", "几天", "多少天", "办了多久"], ("duration",)),
    **dict.fromkeys(["什么时候举办", "什么时候举行", "日期", "哪天举办", "举办时间", "什么时候开"], ("date",)),
    **dict.fromkeys(["和谁去", "跟谁去", "和谁一起", "跟谁一起", "同去"], ("with",)),
    **dict.fromkeys(["票价", "门票", "多少钱一张", "票多少钱", "花了多少"], ("price",)),
    **dict.fromkeys(["结果", "输赢", "比分", "赢了吗", "输了吗", "谁赢了"], ("result",)),
    **dict.fromkeys(["礼金", "随礼", "随了多少", "份子钱", "红包", "随份子"], ("gift",)),
    **dict.fromkeys(["内容", "主要内容", "主题", "讲了什么", "讲什么", "关于什么"], ("content",)),
    **dict.fromkeys(["住", "居住", "定居", "搬", "国外", "海外", "哪个城市", "在哪生活"], ("lives_in",)),
    **dict.fromkeys(["老家", "家乡", "哪里人", "哪儿人", "籍贯", "祖籍", "来自", "出生地"], ("from",)),
    **dict.fromkeys(["结婚", "婚姻", "已婚", "单身", "退休"], ("status",)),
    **dict.fromkeys(["电话", "手机号", "号码"], ("phone",)),
    **dict.fromkeys(["地址"], ("address",)),
    **dict.fromkeys(["营业", "开门", "关门", "几点开"], ("opening_hours",)),
    **dict.fromkeys(["喜欢", "爱吃", "爱喝", "偏好", "最爱"], ("likes",)),
    **dict.fromkeys(["不喜欢", "讨厌", "不爱", "受不了", "忌口"], ("dislikes",)),
    # "爱干啥" asks what they like doing, not their work ("干啥" alone)
    **dict.fromkeys(
        [
            "爱好",
            "兴趣",
            "业余",
            "爱干啥",
            "爱干什么",
            "爱做什么",
            "爱做啥",
            "喜欢干啥",
            "喜欢干什么",
            "喜欢做什么",
            "喜欢做啥",
        ],
        ("hobby",),
    ),
    **dict.fromkeys(["技能", "擅长", "特长"], ("skill",)),
    **dict.fromkeys(["过敏"], ("allergy",)),
    **dict.fromkeys(["吃素", "素食", "饮食", "吃斋", "清真"], ("diet",)),
    **dict.fromkeys(["性格", "个性", "脾气", "为人", "性子", "性情", "脾性", "什么样的人"], ("trait",)),
}

_EN_ATTRIBUTES: dict[str, tuple[str, ...]] = {
    **dict.fromkeys(["education", "educated", "degree", "qualification", "diploma"], ("education",)),
    **dict.fromkeys(["age", "old", "oldest", "older", "eldest", "elder", "young", "youngest", "younger"], ("age",)),
    **dict.fromkeys(["senior-most", "most senior"], ("age",)),
    **dict.fromkeys(["birthday", "born", "birth"], ("birthday",)),
    **dict.fromkeys(["school", "university", "college", "graduate", "graduated", "alma mater"], ("school",)),
    # "who went to college?": how far someone studied, and where when said
    **dict.fromkeys(
        [
            "went to college",
            "went to university",
            "went to uni",
            "has a degree",
            "have a degree",
            "college degree",
            "university degree",
            "graduated from college",
            "finished college",
            "finished university",
        ],
        ("education", "school"),
    ),
    **dict.fromkeys(["job", "occupation", "profession", "for a living"], ("job",)),
    # "How does she make a living?", "earn his living": the trade, not where they live
    **dict.fromkeys(
        [
            f"{verb} {whose} living"
            for verb in ("make", "makes", "earn", "earns")
            for whose in ("a", "her", "his", "their")
        ],
        ("job",),
    ),
    **dict.fromkeys(["for money", "pays the bills", "pay the bills", "for a paycheck"], ("job",)),
    **dict.fromkeys(["role", "title", "job title", "position"], ("title", "job")),
    **dict.fromkeys(["work", "works", "working"], ("job", "employer")),
    **dict.fromkeys(
        ["employer", "company", "work at", "work for", "works at", "works for", "working at", "employed"],
        ("employer",),
    ),
    **dict.fromkeys(
        ["live", "lives", "living", "lived", "reside", "abroad", "overseas", "moved", "move", "city"],
        ("lives_in",),
    ),
    # "based in Dubai" is said of where someone lives and of where they work alike: both answer it
    **dict.fromkeys(["based"], ("lives_in", "works_in")),
    **dict.fromkeys(["hometown", "come from", "comes from", "are from", "is from", "grew up", "grow up"], ("from",)),
    **dict.fromkeys(["raised", "brought up", "grows up"], ("from",)),
    **dict.fromkeys(["home town", "originally from", "hail from", "hails from"], ("from",)),
    **dict.fromkeys(["roots in", "roots are in", "born and raised", "native of", "natives of"], ("from",)),
    **dict.fromkeys(["works in", "work in", "working in", "work city", "office in", "office is in"], ("works_in",)),
    **dict.fromkeys(["commute to", "commutes to", "commuting to", "commute into", "commutes into"], ("works_in",)),
    **dict.fromkeys(["based for work", "jobs in", "job in", "employed in", "work out of"], ("works_in",)),
    **dict.fromkeys(["height", "tall", "taller", "tallest", "shorter", "how tall", "heights"], ("height",)),
    **dict.fromkeys(["measure", "measures"], ("height",)),  # "What does Imani measure?"
    **dict.fromkeys(["email", "e-mail", "email address", "mail address"], ("email",)),
    **dict.fromkeys(["contact", "contact details"], ("phone", "email")),
    **dict.fromkeys(["venue", "held at", "held in", "took place at", "took place in"], ("place",)),
    **dict.fromkeys(["how big", "size", "attendees", "attendance", "how many attended", "people attended"], ("size",)),
    **dict.fromkeys(["how long", "duration", "lasted", "lasts", "long did"], ("duration",)),
    **dict.fromkeys(["what date", "which day", "date"], ("date",)),
    **dict.fromkeys(["who did i go with", "who went with", "went with", "who was with me"], ("with",)),
    **dict.fromkeys(["ticket", "tickets", "ticket price", "how much were the tickets"], ("price",)),
    **dict.fromkeys(["result", "score", "did we win", "who won", "how did the game go", "final score"], ("result",)),
    **dict.fromkeys(["how much did i give", "what did i give", "did i give", "wedding gift"], ("gift",)),
    **dict.fromkeys(["content", "agenda", "about what", "what was it about", "topic", "main content"], ("content",)),
    **dict.fromkeys(["married", "single", "marital", "retired", "divorced", "engaged"], ("status",)),
    **dict.fromkeys(["phone", "phone number"], ("phone",)),
    **dict.fromkeys(["address"], ("address",)),
    **dict.fromkeys(["open", "opening hours", "hours", "closed"], ("opening_hours",)),
    **dict.fromkeys(["like", "likes", "love", "loves", "enjoy", "enjoys", "favourite", "favorite"], ("likes",)),
    **dict.fromkeys(
        ["dislike", "dislikes", "hate", "hates", "not like", "n't like", "can't stand", "does not like"],
        ("dislikes",),
    ),
    **dict.fromkeys(["hobby", "hobbies", "pastime", "free time", "interests"], ("hobby",)),
    **dict.fromkeys(["skill", "skills", "good at"], ("skill",)),
    **dict.fromkeys(["allergy", "allergies", "allergic"], ("allergy",)),
    **dict.fromkeys(["diet", "vegetarian", "vegan", "pescatarian", "kosher", "halal", "eat meat"], ("diet",)),
    **dict.fromkeys(["personality", "character", "trait", "traits", "temperament", "kind of person"], ("trait",)),
}

#: term -> attribute keys
ATTRIBUTE_TERMS: dict[str, tuple[str, ...]] = {**_ZH_ATTRIBUTES, **_EN_ATTRIBUTES}
