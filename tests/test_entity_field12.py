"""Facts said as labelled fields, in a form's register (issue #21): "韩志刚：41岁，河北保定人，在天津上班",
"我表哥，职业：牙医", "姓名：…；关系：舅妈；电话：…", "Paolo — age 47, from Bologna", "my aunt Greta — occupation:
veterinarian", "his current employer is Halvorsen Logistics", "Position: shift supervisor (my brother-in-law Dev)".

Each field is read by its label and the shape of its value, about the person the note is about: the one named
before the label, the subject of the message, or a pronoun pointing to the one the recent messages were about.
The negatives are the user's own form, a field of a thing or an event, an empty or questioned value, times and
prices, and a value of someone else's in the same message: none of them attaches to anyone.
"""

from __future__ import annotations

import pytest

from jiyi._entity_models import Mention
from jiyi.extractors._entities import extract_mentions

PRONOUN = "<pronoun>"

# (message, recent messages, who the facts are about: a name, a relation or PRONOUN, the facts it must hold)
Case = tuple[str, tuple[str, ...], str, tuple[tuple[str, str], ...]]

ZH: list[Case] = [
    (
        "韩志刚：41岁，河北保定人，在天津上班",
        (),
        "韩志刚",
        (("age", "41岁"), ("from", "河北保定"), ("works_in", "天津")),
    ),
    ("我表哥，职业：牙医", (), "表哥", (("job", "牙医"),)),
    ("同事小何的工作地点为苏州", (), "小何", (("works_in", "苏州"),)),
    ("殷红梅是我舅妈，其籍贯为湖南岳阳", (), "殷红梅", (("from", "湖南岳阳"),)),
    ("姓名：周慧敏；关系：舅妈；电话：13812345678", (), "周慧敏", (("phone", "13812345678"),)),
    ("堂妹 - 身高160", (), "堂妹", (("height", "160"),)),
    (
        "姓名：严立新，关系：上司，职务：财务总监，工作单位：华锐物流",
        (),
        "严立新",
        (("title", "财务总监"), ("employer", "华锐物流")),
    ),
    ("我姑父 — 年龄：56，学历：大专", (), "姑父", (("age", "56岁"), ("education", "大专"))),
    ("表姐闫雪 | 身高：165cm | 爱好：瑜伽", (), "闫雪", (("height", "165cm"), ("hobby", "瑜伽"))),
    (
        "记一下我小舅：手机 13955556666，邮箱 xiaojiu@163.com",
        (),
        "小舅",
        (("phone", "13955556666"), ("email", "xiaojiu@163.com")),
    ),
    ("冯立群，同事，岗位：前端开发，性格：慢热", (), "冯立群", (("title", "前端开发"), ("trait", "慢热"))),
    ("我上司余文涛，出生日期：1979年4月12日", (), "余文涛", (("birthday", "1979年4月12日"),)),
    ("婶婶 籍贯：安徽安庆", (), "婶婶", (("from", "安徽安庆"),)),
    (
        "下属阮佳怡，年龄：二十六岁；学历：硕士；工作城市：杭州",
        (),
        "阮佳怡",
        (("age", "二十六岁"), ("education", "硕士"), ("works_in", "杭州")),
    ),
    ("我表弟的岗位为仓库主管", (), "表弟", (("title", "仓库主管"),)),
    ("她：老家在湖北宜昌", ("我表姐宋雨晴下个月结婚",), PRONOUN, (("from", "湖北宜昌"),)),
    ("蔡国庆：在南京上班。", (), "蔡国庆", (("works_in", "南京"),)),
    ("我同事詹敏：性格 内向，爱好 摄影", (), "詹敏", (("trait", "内向"), ("hobby", "摄影"))),
    ("备注一下，表哥侯建军，文凭：本科", (), "侯建军", (("education", "本科"),)),
    ("我大姨 兴趣：跳广场舞、养花", (), "大姨", (("hobby", "跳广场舞、养花"),)),
    ("同事 林晓雯  电话 18611112222", (), "林晓雯", (("phone", "18611112222"),)),
    (
        "叔叔汤永明——职业：出租车司机，家乡：河南周口",
        (),
        "汤永明",
        (("job", "出租车司机"), ("from", "河南周口")),
    ),
    ("表妹：年龄19，身高163，学历高中", (), "表妹", (("age", "19岁"), ("height", "163"), ("education", "高中"))),
    ("我舅妈职业是护士，工作地点为常州", (), "舅妈", (("job", "护士"), ("works_in", "常州"))),
    ("师傅吕德胜，工作：电焊工", (), "吕德胜", (("job", "电焊工"),)),
    (
        "上司袁丽，职位：人事部经理，邮箱：yuanli@hrtop.cn",
        (),
        "袁丽",
        (("title", "人事部经理"), ("email", "yuanli@hrtop.cn")),
    ),
    ("他的工作单位：市第二人民医院", ("我二舅葛长青在医院上班",), PRONOUN, (("employer", "市第二人民医院"),)),
    ("其性格：大大咧咧，岁数：三十出头", ("说说我下属邹凯",), PRONOUN, (("trait", "大大咧咧"), ("age", "三十出头"))),
    ("外甥女 ‖ 家乡 江西九江 ‖ 工作地 厦门", (), "外甥女", (("from", "江西九江"), ("works_in", "厦门"))),
    ("我堂哥俞斌，手机号：139 0000 1234", (), "俞斌", (("phone", "139 0000 1234"),)),
    ("关于我嫂子：生日 腊月十六；性格 开朗", (), "嫂子", (("birthday", "腊月十六"), ("trait", "开朗"))),
    ("老同事钱志远，现工作单位为南方航空", (), "钱志远", (("employer", "南方航空"),)),
    ("我徒弟小龚 职业 厨师 工作地点 佛山", (), "小龚", (("job", "厨师"), ("works_in", "佛山"))),
    (
        "大舅的个人情况：身高一米七八，籍贯山东临沂，爱好钓鱼",
        (),
        "大舅",
        (("height", "一米七八"), ("from", "山东临沂"), ("hobby", "钓鱼")),
    ),
    ("我小姑子 学位：硕士；户籍：黑龙江佳木斯", (), "小姑子", (("education", "硕士"), ("from", "黑龙江佳木斯"))),
    (
        "表叔贺永刚，任职单位：红星机械厂，座机：0731-84556677",
        (),
        "贺永刚",
        (("employer", "红星机械厂"), ("phone", "0731-84556677")),
    ),
    ("师姐贝琳，电邮：beilin@pku.edu.cn，性情：温和", (), "贝琳", (("email", "beilin@pku.edu.cn"), ("trait", "温和"))),
    ("我堂姐苗苗：现居 青岛，个人爱好 游泳", (), "苗苗", (("lives_in", "青岛"), ("hobby", "游泳"))),
    ("岗位：前端开发（我下属小吴）", (), "小吴", (("title", "前端开发"),)),
    ("补充一下：同事郝建平，籍贯：甘肃天水，居住地：兰州", (), "郝建平", (("from", "甘肃天水"), ("lives_in", "兰州"))),
    ("舅妈的联系电话为0571-88886666", (), "舅妈", (("phone", "0571-88886666"),)),
    ("师兄常磊 —— 学历：博士，单位：中科院", (), "常磊", (("education", "博士"), ("employer", "中科院"))),
    ("下属武亮：年纪 27；老家 山西运城", (), "武亮", (("age", "27岁"), ("from", "山西运城"))),
    ("我小姨的电子邮箱：xiaoyi2020@qq.com", (), "小姨", (("email", "xiaoyi2020@qq.com"),)),
    ("二叔 工作单位：县供电局", (), "二叔", (("employer", "县供电局"),)),
    ("他，职业：出租车司机", ("我姐夫最近换了工作",), PRONOUN, (("job", "出租车司机"),)),
    ("同事黎倩的个人资料：生日 3月8日，爱好 烘焙", (), "黎倩", (("birthday", "3月8日"), ("hobby", "烘焙"))),
]

EN: list[Case] = [
    ("Paolo — age 47, from Bologna", (), "Paolo", (("age", "47"), ("from", "Bologna"))),
    ("my aunt Greta — occupation: veterinarian", (), "Greta", (("job", "veterinarian"),)),
    ("he — education: BSc", ("My nephew Callum just moved back home.",), PRONOUN, (("education", "BSc"),)),
    ("Owen's height is recorded as 1.83 m", (), "Owen", (("height", "1.83 m"),)),
    (
        "her highest qualification is a master's",
        ("My stepmom Ingrid keeps busy.",),
        PRONOUN,
        (("education", "master's"),),
    ),
    (
        "his current employer is Halvorsen Logistics",
        ("My brother-in-law Dev is visiting.",),
        PRONOUN,
        (("employer", "Halvorsen Logistics"),),
    ),
    ("Position: shift supervisor (my brother-in-law Dev)", (), "Dev", (("title", "shift supervisor"),)),
    ("My nephew Theo, DOB: 14 August", (), "Theo", (("birthday", "14 August"),)),
    (
        "Name: Carla Mendes; relation: cousin; phone: 415-555-0199",
        (),
        "Carla Mendes",
        (("phone", "415-555-0199"),),
    ),
    ("My boss Victor — hometown: Porto; work city: Lisbon", (), "Victor", (("from", "Porto"), ("works_in", "Lisbon"))),
    (
        "Cousin Aisha: age 29, height 5'6\", email aisha.k@mail.com",
        (),
        "Aisha",
        (("age", "29"), ("height", "5'6\""), ("email", "aisha.k@mail.com")),
    ),
    ("My uncle Ned's job title is listed as operations manager", (), "Ned", (("title", "operations manager"),)),
    ("my stepmom's personality: very laid-back", (), "stepmom", (("trait", "laid-back"),)),
    ("Colleague Priya - hobbies: rock climbing, pottery", (), "Priya", (("hobby", "rock climbing, pottery"),)),
    ("Grandma June — birthday: 9 November", (), "June", (("birthday", "9 November"),)),
    ("My coworker Jonas's place of work is Rotterdam", (), "Jonas", (("works_in", "Rotterdam"),)),
    ("Dev (my brother-in-law) — education: MBA", (), "Dev", (("education", "MBA"),)),
    ("My aunt Rosa's occupation is listed as midwife", (), "Rosa", (("job", "midwife"),)),
    ("his occupation: electrician", ("My uncle Bert retired last year.",), PRONOUN, (("job", "electrician"),)),
    ("my cousin Mei, mobile: 07700 900123", (), "Mei", (("phone", "07700 900123"),)),
    (
        "Her e-mail address is recorded as mei.w@outlook.com",
        ("My cousin Mei called.",),
        PRONOUN,
        (("email", "mei.w@outlook.com"),),
    ),
    (
        "My mentor Farid. Employer: Crestline Bank. Title: VP of lending.",
        (),
        "Farid",
        (("employer", "Crestline Bank"), ("title", "VP of lending")),
    ),
    ("Uncle Bert | height: 6'1\" | from: Cork", (), "Bert", (("height", "6'1\""), ("from", "Cork"))),
    ("My report Kenji, profession: data engineer", (), "Kenji", (("job", "data engineer"),)),
    (
        "my sister-in-law Hana — personality: easygoing, hobby: gardening",
        (),
        "Hana",
        (("trait", "easygoing"), ("hobby", "gardening")),
    ),
    ("My grandpa's date of birth is recorded as 2 May 1948", (), "grandpa", (("birthday", "2 May 1948"),)),
    (
        "About my boss Marta: age 52; degree: PhD; works in Munich",
        (),
        "Marta",
        (("age", "52"), ("education", "PhD"), ("works_in", "Munich")),
    ),
    (
        "Stepdad Luis - cell 312 555 0147 - email luis.r@fastmail.com",
        (),
        "Luis",
        (("phone", "312 555 0147"), ("email", "luis.r@fastmail.com")),
    ),
    (
        "My colleague Ravi: employer - Pinecrest Labs; position - QA lead",
        (),
        "Ravi",
        (("employer", "Pinecrest Labs"), ("title", "QA lead")),
    ),
    ("her current position is head nurse", ("My aunt Dolores works nights.",), PRONOUN, (("title", "head nurse"),)),
    ("So my daughter's name is Nadia Bloom; her main hobby is fencing", (), "Nadia Bloom", (("hobby", "fencing"),)),
    ("我表姐的名字是何丽君，职业：中学英语老师", (), "何丽君", (("job", "中学英语老师"),)),
    ("My niece Tilly — age 24, and how far did she get in school? a two-year degree", (), "Tilly", (("age", "24"),)),
    ("My aunt told me she moved last spring, and she — age 61", (), "aunt", (("age", "61"),)),
    ("嗯，认识一下滕雨桐，是我师妹，她的工作地点为无锡。", (), "滕雨桐", (("works_in", "无锡"),)),
    ("介绍一下严明，是我同事，其学历为本科", (), "严明", (("education", "本科"),)),
    ("说说老梅，我舅妈，她的邮箱为laomei@126.com", (), "老梅", (("email", "laomei@126.com"),)),
    ("再聊聊小蒋，就是我那个下属，其岗位为质检员", (), "小蒋", (("title", "质检员"),)),
    ("聊一下詹一鸣——我表弟，其身高为一米八五", (), "詹一鸣", (("height", "一米八五"),)),
    ("提一下阿芳，我家保姆，其籍贯为广西玉林", (), "阿芳", (("from", "广西玉林"),)),
    ("认识一下庞立新，是我同事，其身高为一米七一。", (), "庞立新", (("height", "一米七一"),)),
    ("韦秋菊，就是我那个表姐，其职业为网约车司机", (), "韦秋菊", (("job", "网约车司机"),)),
    ("话说，介绍一下柴永福，是我姑父，其工作单位为宏达机械厂。", (), "柴永福", (("employer", "宏达机械厂"),)),
    ("Btw Odile's email is odile.b@proton.me", (), "Odile", (("email", "odile.b@proton.me"),)),
    ("Grandpa Walt — tel 0117 496 0321, ht 5'8\"", (), "Walt", (("phone", "0117 496 0321"), ("height", "5'8\""))),
    (
        "My cousin Zoe — employment: Marlow & Finch; born: 2 June",
        (),
        "Zoe",
        (("employer", "Marlow & Finch"), ("birthday", "2 June")),
    ),
    ("my stepbrother Nico — education: a bachelor's degree", (), "Nico", (("education", "bachelor's degree"),)),
    ("Greta — hobby: quilting, and Tulsa is where she lives now", (), "Greta", (("hobby", "quilting"),)),
    (
        "Quick profile of my landlord Omar: age 58 | from Beirut | phone 0161 555 0199",
        (),
        "Omar",
        (("age", "58"), ("from", "Beirut"), ("phone", "0161 555 0199")),
    ),
    (
        "my goddaughter Pia, hometown - Graz, personality - cheerful",
        (),
        "Pia",
        (("from", "Graz"), ("trait", "cheerful")),
    ),
    ("Okay, my nephew Sam — height: 4'11\"", (), "Sam", (("height", "4'11\""),)),
    ("Aunt Farah's mobile number is listed as 0412 555 019", (), "Farah", (("phone", "0412 555 019"),)),
    (
        "Info on my coworker Bea: title - senior accountant; employer - Duval & Sons",
        (),
        "Bea",
        (("title", "senior accountant"), ("employer", "Duval & Sons")),
    ),
    (
        "my brother-in-law — hometown: Galway, work city: Dublin",
        (),
        "brother-in-law",
        (("from", "Galway"), ("works_in", "Dublin")),
    ),
    ("She's my mentor. Name: Odile Marchand. Role: lab director.", (), "Odile Marchand", (("title", "lab director"),)),
    ("my supervisor's work email is r.tan@grainger.co", (), "supervisor", (("email", "r.tan@grainger.co"),)),
    ("his role: site foreman", ("My uncle Joe is back in town.",), PRONOUN, (("title", "site foreman"),)),
    ("coworker Lin — personality type: introvert", (), "Lin", (("trait", "introvert"),)),
]

# (message, recent, attribute, value): no person may hold this value under this attribute
NEG: list[tuple[str, tuple[str, ...], str, str]] = [
    ("我的电话：13800001111", (), "phone", "13800001111"),
    ("姓名：我，年龄：38", (), "age", "38"),
    ("电脑型号：ThinkPad X1", (), "job", "ThinkPad X1"),
    ("会议地点：三楼会议室", (), "works_in", "三楼会议室"),
    ("我表哥，年龄：？", (), "age", "？"),
    ("我舅舅年龄：不清楚", (), "age", "不清楚"),
    ("价格：3999元，时间：下午三点", (), "age", "3999元"),
    ("表哥问我：你的邮箱是多少？", (), "email", "多少"),
    ("我表姐，职业：不知道", (), "job", "不知道"),
    ("My phone: 555-201-3344", (), "phone", "555-201-3344"),
    ("Name: me. Age: 38", (), "age", "38"),
    ("Laptop model: ThinkPad T14", (), "job", "ThinkPad T14"),
    ("Meeting location: Room 4B", (), "works_in", "Room 4B"),
    ("my cousin Dana — age: unknown", (), "age", "unknown"),
    ("my uncle's job: ?", (), "job", "?"),
    ("Price: $45, time: 3 pm", (), "age", "45"),
    ("My sister Ana — email: ask her", (), "email", "ask her"),
    ("What's my boss's email address?", (), "email", "address"),
    ("My coworker Jen — her husband's age: 50", (), "age", "50"),
    ("My email: me.home@gmail.com", (), "email", "me.home@gmail.com"),
    ("我的学历：本科，工作地点：上海", (), "education", "本科"),
    ("工作地点：上海？", ("我表哥下个月换工作",), "works_in", "上海"),
    ("Age: 38, height: 5'10\" (that's me)", (), "age", "38"),
    ("my cousin Bo — phone: not sure, email: ?", (), "phone", "not sure"),
    ("我表哥的公司：很大，工作：很忙", (), "employer", "很大"),
    ("下午三点开会，地点：公司三楼，电话：10086", (), "phone", "10086"),
    ("你好，我的名字是王峰，今年二十八岁", (), "age", "二十八"),
    ("My name is Rosa Diaz, age: 30, work city: Austin", (), "works_in", "Austin"),
    ("Name: Rosa Diaz; relation: self; age: 30", (), "age", "30"),
    ("我的籍贯：河南信阳", (), "from", "河南信阳"),
    ("问一下，我表哥的身高是多少？", (), "height", "多少"),
    ("我舅舅的手机号：忘了", (), "phone", "忘了"),
    ("发布会地点：国展中心，规模：千人", (), "works_in", "国展中心"),
    ("快递单号：SF123456789，电话：95338", (), "phone", "95338"),
    ("Flight time: 6:45 pm, gate: B12", (), "age", "6"),
    ("My height: 5'10\", weight: 170", (), "height", "5'10"),
    ("Her age: no idea honestly", ("My aunt Vera is visiting.",), "age", "no idea"),
    ("Product launch — location: Pier 39, size: 300 people", (), "works_in", "Pier 39"),
    ("My cousin Tom — his wife's hometown: Cork", (), "from", "Cork"),
    ("My mentor teaches at Purdue. His son's name is Kyle; age: 12", (), "age", "12"),
    ("My uncle Sal — job: baker; his son's job: plumber", (), "job", "plumber"),
]

# (message, recent, who, attribute, value): a value of someone else in the same message stays off this one
NOT_THEIRS: list[tuple[str, tuple[str, ...], str, str, str]] = [
    # (his wife's, read as hers now that the field before is no longer taken for a value said first)
    ("我表哥，职业：厨师，他老婆的籍贯：四川绵阳", (), "表哥", "from", "四川绵阳"),
    ("我岳父叫邢建国，其职业是木匠。我同事卜晓军今年三十岁，他的学历是本科。", (), "邢建国", "education", "本科"),
    ("My uncle Sal — job: baker. My cousin Rita is visiting; her job: florist", (), "Sal", "job", "florist"),
    ("表哥焦阳，职业：厨师。表嫂管琳，她的籍贯：四川绵阳", (), "焦阳", "from", "四川绵阳"),
    ("Ines, my sister — age 33; her twins' age: 4", (), "Ines", "age", "4"),
]


def _who(ms: list[Mention], who: str) -> Mention | None:
    for m in ms:
        if who == PRONOUN and m.pronoun:
            return m
        if who != PRONOUN and (m.name == who or who in m.aliases or (not m.name and m.relation == who)):
            return m
    return None


def _check(text: str, recent: tuple[str, ...], who: str, facts: tuple[tuple[str, str], ...], language: str) -> None:
    ms = extract_mentions(text, language=language, recent=list(recent))
    m = _who(ms, who)
    got = {(f.attribute, f.value) for f in m.facts} if m else set()
    assert set(facts) <= got, (text, [(x.name, x.relation, x.pronoun, x.facts) for x in ms])


@pytest.mark.parametrize(("text", "recent", "who", "facts"), ZH)
def test_fields_zh(text: str, recent: tuple[str, ...], who: str, facts: tuple[tuple[str, str], ...]) -> None:
    _check(text, recent, who, facts, "zh")


@pytest.mark.parametrize(("text", "recent", "who", "facts"), EN)
def test_fields_en(text: str, recent: tuple[str, ...], who: str, facts: tuple[tuple[str, str], ...]) -> None:
    _check(text, recent, who, facts, "en")


@pytest.mark.parametrize(("text", "recent", "attribute", "value"), NEG)
def test_fields_not_attached(text: str, recent: tuple[str, ...], attribute: str, value: str) -> None:
    language = "en" if text[:1].isascii() else "zh"
    ms = extract_mentions(text, language=language, recent=list(recent))
    held = [(m.name, m.relation, f) for m in ms if m.kind == "person" for f in m.facts]
    assert not [h for h in held if h[2].attribute == attribute and value in h[2].value], (text, held)


@pytest.mark.parametrize(("text", "recent", "who", "attribute", "value"), NOT_THEIRS)
def test_fields_stay_with_their_own(text: str, recent: tuple[str, ...], who: str, attribute: str, value: str) -> None:
    language = "en" if text[:1].isascii() else "zh"
    ms = extract_mentions(text, language=language, recent=list(recent))
    m = _who(ms, who)
    assert m is not None, (text, ms)
    assert (attribute, value) not in {(f.attribute, f.value) for f in m.facts}, (text, m.facts)


@pytest.mark.parametrize(
    "said",
    [
        # a remark after a label word is no field: a birthday is a date, an education a schooling
        "That picture was from my daughter Sara's birthday - so much fun and good memories!",
        "Yup, education is essential for a successful society.",
        "Honestly, age is just a number for my grandpa Lou.",
        "我表姐的生日——一家人热热闹闹的",
    ],
)
def test_a_remark_after_a_label_word_is_no_field(said: str) -> None:
    language = "en" if said.isascii() else "zh"
    facts = [(f.attribute, f.value) for m in extract_mentions(said, language=language) for f in m.facts]
    assert not [f for f in facts if f[0] in ("birthday", "education", "age")], facts
