"""Stop 45, the lead's Chinese lane: facts said the chat way that were lost.

- an age after a birthday with a space, not a comma ("上礼拜给X过了生日 五十岁啦");
- an employer left and the one they are at now, said bare ("不在腾讯了 现在在Google");
- a trade said first ("PM这行X干了快十年") and an opener to the listener ("咱说个事 …");
- a post said with its English letters ("升HRD了", "现在是CFO了");
- a trip home every year ("每年春节都回浙江乐清老家": the whole place, not only the province);
- an employer said as a field with a space ("她｜单位 海底捞");
- work said with 干 ("在海口干活").
And what must not change: a city left for another is where one lives, "公司 挺忙" is no employer, "这行" of a
word that is no trade names nothing.
"""

from __future__ import annotations

import pytest

from .test_entity_lead38 import _people


@pytest.mark.parametrize(
    ("said", "who", "fact"),
    [
        ("上礼拜给卢建业(俺表哥)过了生日 五十岁啦🎂", "卢建业", ("age", "五十岁")),
        ("上周给我二姨周晓梅过了生日 六十三岁啦", "周晓梅", ("age", "六十三岁")),
        ("我同事孔春燕，她不在腾讯了 现在在Google。", "孔春燕", ("employer", "Google")),
        ("我同事孔春燕不在华为了 现在在比亚迪", "孔春燕", ("employer", "比亚迪")),
        ("咱说个事 PM这行孔春燕(俺同事)干了快十年！", "孔春燕", ("job", "PM")),
        ("会计这行我表姐周晓梅干了二十年", "周晓梅", ("job", "会计")),
        ("我姐夫欧阳明辉，他现在是HRD了 牛。", "欧阳明辉", ("title", "HRD")),
        ("我姐夫欧阳明辉升CFO了 请吃饭了哈哈哈", "欧阳明辉", ("title", "CFO")),
        ("我表妹东方雨桐每年春节都回浙江乐清老家 高铁票超难抢", "东方雨桐", ("from", "浙江乐清")),
        ("我同事孔春燕，她｜单位 海底捞。", "孔春燕", ("employer", "海底捞")),
        ("我同事孔春燕，单位 市三院", "孔春燕", ("employer", "市三院")),
        ("我表哥卢建业在海口干活", "卢建业", ("works_in", "海口")),
        # whom a chat clause is about: a name and its tie after 跟 / 陪 / 给, 人家 after what the user thought of,
        # how things were at home said between, a comparison at home, the number to call in a hurry
        ("今天跟卢建业（我组员）去买衣服 导购一直问尺码 人家186公分的个子", "卢建业", ("height", "186公分")),
        ("就是说孔春燕（我组员）刚提了工段长 请客了", "孔春燕", ("title", "工段长")),
        ("给我组员卢建业买礼物 想到人家喜欢练咏春，就买了相关的东西", "卢建业", ("likes", "练咏春")),
        ("周晓梅，就我姨妈，那时候家里条件一般，读完大专就出来上班了", "周晓梅", ("education", "大专")),
        ("给你讲讲我组员孔春燕，我妈老拿她跟我比 说人家本科毕业 我听得耳朵都起茧了", "孔春燕", ("education", "本科")),
        ("急事找我组员孔春燕的话打这个 159-1834-1691 微信不一定回", "孔春燕", ("phone", "159-1834-1691")),
        ("卢建业是我组员哈，急事找他的话打这个 +86 19314941590", "卢建业", ("phone", "+86 19314941590")),
        ("跟卢建业相处久了就知道，人特别闷呗", "卢建业", ("trait", "闷")),
    ],
)  # fmt: skip
def test_a_fact_said_the_chat_way_is_theirs(said: str, who: str, fact: tuple[str, str]) -> None:
    assert fact in _people(said, "zh")[who]


def test_a_city_left_for_another_is_where_one_lives() -> None:
    people = _people("我表姐周晓梅不在杭州了，现在在厦门", "zh")
    assert ("lives_in", "厦门") in people["周晓梅"]
    assert all(a != "employer" for a, _ in people["周晓梅"])


@pytest.mark.parametrize("said", ["我同事孔春燕，公司 挺忙", "我同事孔春燕，单位 不错", "周末这行程我表姐干了两次"])
def test_what_names_no_employer_or_trade_stays_unsaid(said: str) -> None:
    assert all(a not in ("employer", "job") for facts in _people(said, "zh").values() for a, _ in facts)
