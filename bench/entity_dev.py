"""The `dev` pools of `bench/entity_gen.py`: names, relation words, statement and question templates, values.

Anyone may read and tune on this split. Its counterpart `entity_holdout.py` shares nothing with it but the
pronouns and some accepted variants of education values ("本科", "PhD"); keep the two disjoint when adding to
either.

Template fields: ``{name}`` a full name, ``{ref}`` how the user refers to a person (name, alias, "我妹妹", a
pronoun), ``{v}`` a value, ``{rel}`` a relation word, ``{alias}``, ``{obj}`` an object pronoun (他/她, him/her),
``{group}`` / ``{groups}`` a group relation (singular / plural), ``{a}`` / ``{b}`` two refs, ``{pet}``.
A value ``"a|b"`` is said as ``a`` and accepted as ``a`` or ``b``.
"""

from __future__ import annotations

from typing import Any

ZH: dict[str, Any] = {
    "surnames": ["王", "李", "陈", "刘", "赵", "周", "吴", "孙", "马", "胡"],
    "given": {
        "f": ["芳", "静", "丽娜", "晓雯", "婷", "雪梅", "佳怡", "欣然", "玉婷", "海燕", "晓琳", "美玲"],
        "m": ["明", "强", "建国", "志伟", "浩然", "子轩", "俊杰", "文博", "立新", "海涛", "鸿飞", "振华"],
    },
    "alias_forms": {"f": ["小{s}", "老{s}"], "m": ["小{s}", "老{s}"]},
    "pronoun": {"f": "她", "m": "他"},
    "groups": {"subordinate": ("下属", "下属"), "colleague": ("同事", "同事"), "friend": ("朋友", "朋友")},
    "singles": {"sister": ("妹妹", "f"), "brother": ("哥哥", "m"), "manager": ("领导", ""), "roommate": ("室友", "")},
    "self_ref": "我{rel}",
    "intro": ["{name}是我的{rel}", "我{rel}{name}最近挺忙的", "说起我{rel}{name}"],
    "alias": ["{name}，大家都叫{obj}{alias}", "我们平时都喊{name}“{alias}”"],
    "attr": {
        "education": ["{ref}的学历是{v}", "{ref}是{v}毕业的"],
        "age": ["{ref}今年{v}岁", "{ref}已经{v}岁了"],
        "lives_in": ["{ref}住在{v}", "{ref}现在在{v}生活"],
        "likes": ["{ref}喜欢{v}", "{ref}特别爱{v}"],
        "job": ["{ref}是做{v}的", "{ref}的工作是{v}"],
        "allergy": ["{ref}对{v}过敏"],
        "employer": ["{ref}在{v}上班"],
    },
    "correct": {
        "lives_in": ["其实{ref}搬去了{v}", "我之前说错了，{ref}现在住在{v}"],
        "job": ["{ref}转行了，现在是{v}", "更正一下，{ref}现在做{v}"],
    },
    "values": {
        "education": ["高中", "大专|专科", "本科", "硕士|研究生", "博士"],
        "lives_home": ["杭州", "成都", "南京", "武汉", "苏州", "重庆"],
        "lives_abroad": ["东京", "伦敦", "悉尼", "多伦多"],
        "likes": ["打篮球", "看科幻小说", "做烘焙", "钓鱼", "下围棋", "爬山"],
        "job": ["产品经理", "护士", "律师", "程序员", "会计", "中学老师"],
        "allergy": ["花生", "海鲜", "芒果"],
        "employer": ["字节跳动", "招商银行", "华为", "美团"],
    },
    "user_home": ["我住在上海", "我在上海工作生活好几年了"],
    "pets": {"say": "我家的狗叫{pet}，今年{v}岁了", "ask": "{pet}几岁了？", "names": ["旺财", "豆豆", "来福"]},
    "things": [
        ("我们公司楼下那家咖啡店周一不开门", "公司楼下的咖啡店哪天不开门？", ["周一"]),
        ("我常去的那家健身房在人民广场附近", "我常去的健身房在哪？", ["人民广场"]),
    ],
    "filler": [
        "今天天气真不错",
        "帮我想想晚饭吃什么",
        "最近有点失眠",
        "周末想去看个电影",
        "这周工作好累啊",
        "推荐一本适合通勤时看的书吧",
        "我最近在学日语，每天背二十个单词",
        "我打算下个月去云南旅游",
        "我不太喜欢吃香菜",
        "昨天加班到十点才回家",
        "我想换一台新手机，预算三千左右",
        "今晚想早点睡",
        "我周末一般会去游泳",
        "最近在追一部悬疑剧，挺好看的",
        "早上地铁太挤了",
        "我准备开始减肥了",
        "我喝咖啡一般不加糖",
        "这个季度的绩效压力有点大",
        "明天要交周报",
    ],
    "reply_filler": ["可以试试清淡一点的家常菜。", "辛苦了，注意休息。", "听起来不错！", "好的，我来想想。"],
    "reply_fact": ["好的，我记住了。", "明白了。", "原来是这样。", "嗯，了解。"],
    "q": {
        "single": {
            "education": ["{ref}是什么学历？"],
            "age": ["{ref}多大了？"],
            "lives_in": ["{ref}住在哪里？"],
            "likes": ["{ref}喜欢什么？"],
            "job": ["{ref}是做什么工作的？"],
            "allergy": ["{ref}对什么过敏？"],
            "employer": ["{ref}在哪家公司上班？"],
        },
        "list": {
            "lives_in": ["我的{group}们都住在哪？"],
            "likes": ["我的{group}们都喜欢什么？"],
            "job": ["我的{group}们都是做什么的？"],
        },
        "abroad": ["我的{group}里谁住在国外？"],
        "count": ["我有几个{group}？"],
        "top": {"education": ["我{group}里谁学历最高？"], "age": ["我{group}里谁年纪最大？"]},
        "pair": {"age": ["{a}和{b}谁年纪更大？"], "education": ["{a}和{b}谁学历更高？"]},
        "now": {"lives_in": ["{ref}现在住在哪？"], "job": ["{ref}现在做什么工作？"]},
    },
}

EN: dict[str, Any] = {
    "surnames": ["Baker", "Lee", "Carter", "Nguyen", "Patel", "Morris", "Evans", "Reyes"],
    "given": {
        "f": [
            "Amy",
            "Rachel",
            "Emily",
            "Hannah",
            "Olivia",
            "Grace",
            "Chloe",
            "Megan",
            "Lily",
            "Sarah",
            "Jessica",
            "Anna",
        ],
        "m": ["Tom", "Jake", "Daniel", "Ryan", "Kevin", "Ethan", "Lucas", "Sam", "Mark", "Brian", "Chris", "Adam"],
    },
    "nick": {"Daniel": "Danny", "Kevin": "Kev", "Olivia": "Liv", "Rachel": "Rach", "Megan": "Meg", "Lucas": "Luke"},
    "pronoun": {"f": "she", "m": "he"},
    "object": {"f": "her", "m": "him"},
    "possessive": {"f": "her", "m": "his"},
    "groups": {
        "subordinate": ("direct report", "direct reports"),
        "colleague": ("colleague", "colleagues"),
        "friend": ("friend", "friends"),
    },
    "singles": {
        "sister": ("sister", "f"),
        "brother": ("brother", "m"),
        "manager": ("manager", ""),
        "roommate": ("roommate", ""),
    },
    "self_ref": "my {rel}",
    "intro": ["{name} is one of my {groups}", "My {rel} {name} has been busy lately", "About my {rel}, {name}"],
    "intro_single": ["{name} is my {rel}", "My {rel} {name} has been busy lately", "About my {rel}, {name}"],
    "alias": ["Everyone calls {name} {alias}", "{name} goes by {alias} with us"],
    "attr": {
        "education": ["{ref} has a {v}", "{ref} graduated with a {v}"],
        "age": ["{ref} is {v} years old", "{ref} just turned {v}"],
        "lives_in": ["{ref} lives in {v}", "{ref} is based in {v} now"],
        "likes": ["{ref} loves {v}", "{ref} is really into {v}"],
        "job": ["{ref} works as a {v}", "{ref} is a {v}"],
        "allergy": ["{ref} is allergic to {v}"],
        "employer": ["{ref} works at {v}"],
    },
    "correct": {
        "lives_in": ["Actually {ref} moved to {v}", "I got that wrong earlier, {ref} lives in {v} now"],
        "job": ["{ref} changed careers and is a {v} now", "Correction: {ref} works as a {v} these days"],
    },
    "values": {
        "education": [
            "high school diploma|high school",
            "associate degree|associate",
            "bachelor's degree|bachelor",
            "master's degree|master",
            "PhD|doctorate",
        ],
        "lives_home": ["Chicago", "Denver", "Seattle", "Austin", "Miami", "Houston"],
        "lives_abroad": ["Berlin", "Tokyo", "Dublin", "Lisbon"],
        "likes": ["hiking", "jazz", "chess", "baking", "surfing", "sci-fi novels"],
        "job": ["nurse", "lawyer", "accountant", "software engineer", "teacher", "dentist"],
        "allergy": ["peanuts", "shellfish", "penicillin"],
        "employer": ["Google", "Boeing", "Walmart", "Pfizer"],
    },
    "user_home": ["I live in Philadelphia", "I've lived in Philadelphia for years"],
    "pets": {"say": "Our dog {pet} is {v} years old", "ask": "How old is {pet}?", "names": ["Max", "Biscuit", "Rocky"]},
    "things": [
        (
            "The coffee shop below our office is closed on Mondays",
            "Which day is the coffee shop below our office closed?",
            ["Monday"],
        ),
        ("My gym is right next to the public library", "Where is my gym?", ["library"]),
    ],
    "filler": [
        "The weather is lovely today",
        "Help me think of something for dinner",
        "I haven't been sleeping well lately",
        "I might see a movie this weekend",
        "What a long week at work",
        "Recommend a book for my commute",
        "I've been learning Japanese, twenty words a day",
        "I'm planning a trip to Yosemite next month",
        "I can't stand cilantro",
        "Worked until ten last night",
        "I want a new phone, something under 500 dollars",
        "Going to bed early tonight",
        "I usually swim on weekends",
        "I'm hooked on a mystery series right now",
        "The train was packed this morning",
        "I'm starting a diet this week",
        "I take my coffee black",
        "Quarterly reviews are stressing me out",
        "My weekly report is due tomorrow",
    ],
    "reply_filler": [
        "Maybe something light, like a salad.",
        "That sounds tiring, take it easy.",
        "Sounds fun!",
        "Sure, let me think.",
    ],
    "reply_fact": ["Got it.", "Thanks, noted.", "I see.", "Okay, good to know."],
    "q": {
        "single": {
            "education": ["What degree does {ref} have?"],
            "age": ["How old is {ref}?"],
            "lives_in": ["Where does {ref} live?"],
            "likes": ["What does {ref} like?"],
            "job": ["What does {ref} do for a living?"],
            "allergy": ["What is {ref} allergic to?"],
            "employer": ["Where does {ref} work?"],
        },
        "list": {
            "lives_in": ["Where do my {groups} live?"],
            "likes": ["What are my {groups} into?"],
            "job": ["What do my {groups} do for work?"],
        },
        "abroad": ["Which of my {groups} live abroad?"],
        "count": ["How many {groups} do I have?"],
        "top": {
            "education": ["Which of my {groups} has the highest degree?"],
            "age": ["Who is the oldest of my {groups}?"],
        },
        "pair": {"age": ["Who is older, {a} or {b}?"], "education": ["Who has the higher degree, {a} or {b}?"]},
        "now": {"lives_in": ["Where does {ref} live now?"], "job": ["What does {ref} do now?"]},
    },
}

POOLS: dict[str, dict[str, Any]] = {"zh": ZH, "en": EN}
