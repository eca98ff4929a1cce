"""`plainly` says a memory once and for all: run on what it wrote, it writes the same again (a memory edited,
restored or merged is tidied again, and must not drift: "用户的姐夫的邮箱" stays "用户姐夫的邮箱", "…, and she — height
1.78 m" is joined to one subject on the first pass, not the second)."""

from __future__ import annotations

import pytest

from jiyi.extractors._memory_text import plainly

_ZH = [
    "用户的姐夫的邮箱是jiefu@163.com",
    "用户的姐夫的邮箱",
    "用户的舅舅的号码现在是13812345678",
    "用户的姐夫的手机号 13900001111",
    "用户的爸爸的生日是10月5日",
    "用户的朋友的朋友在上海工作",
    "用户的妈今年五十八岁",
    "周敏用户的表姐，今年32岁",
    "用户的同事：李娜，在成都上班",
    "用户的徒弟邵月娥，她的工作单位是华为",
    "用户的领导芮韵秋，24岁，用户的领导芮韵秋，喜欢爬山",
    "邱月娥（用户的徒弟）的学历为大专",
    "钟博文，就是用户的同事，其年龄为37岁",
    "听说用户的表姐下个月结婚",
    "用户觉得用户应该早点睡",
    "用户的姐姐！今年三十了！",
    "用户的婆婆今年六十三了，退休前是护士",
    "嗯那个用户的表姐在杭州上班吧",
    "用户的二叔今年61岁，好像是（2025-07-28 那周）",
    "用户小姨的老家是河南南阳，她，身高170cm",
    "有个人你得知道：用户的大伯龚浩然，他：北海人",
    "用户的爸爸说用户的同事钟杏芳今年三十一岁了，别搞混了",
    "先记个人：柯晓东，用户的同事，听朋友说他调去昆明工作了",
    "更正一下，用户的表哥今年36不是35",
    "用户我们公司的食堂周一不开门",
    "用户大学室友王磊的老家是沧州 在北京上班",
]
_EN = [
    "User's mother-in-law trained as an optometrist, and she — height 1.78 m.",
    "User's mentee works in Spokane now, and his occupation is paralegal.",
    "User's neighbour Hal is a locksmith, and he's 52!",
    "User's grandma is 88 and she still drives",
    "User's coworker Dev is a data analyst and he lives in Austin.",
    "User's brother-in-law's email is bil@gmail.com",
    "User's cousin Dana lives in Denver, not Boston",
    "User's wife Sara is 35 not 34",
    "User's uncle Ray, she said, is a pharmacist",
    "Ok so User's mentee Lachlan's e-mail address is lachlan@proton.me.",
    "User's teammate Yasmin is uh 53 i think",
    "User's teammate Ngozi is kinda grumpy tbh, and is from Regina",
    "User's gramps Sven Ravensworth, not Toronto. He is from Sudbury",
    "User's coworker Imani — education: master of arts.",
    "User's aunt Lena – hometown: Pune.",
    "User knows you'd ask where their aunt is from — Pune.",
    "User baked their first sourdough loaf today (2026-11-20)! They'd love to share it with you.",
    "Sorry, User's cousin works at Tesco, my bad",
    "User's stepdad Anton's place of origin is Eau Claire.",
    "User's sister is 34, and she's a nurse in Denver, whatever",
]


@pytest.mark.parametrize("manual", [False, True])
@pytest.mark.parametrize(("text", "language"), [(t, "zh") for t in _ZH] + [(t, "en") for t in _EN])
def test_plainly_twice_is_plainly_once(text: str, language: str, manual: bool) -> None:
    once = plainly(text, language, manual=manual)
    assert plainly(once, language, manual=manual) == once
