"""Values whose shape cannot be mistaken: phone numbers and e-mail addresses, wherever a message says them.

A Chinese mobile (138 1234 5678, +86-139-3328-1106) or landline with its area code (010-62345678), a North American
number with any separators (472/776-3210, (736) 628-5922, 1-568-596-7056), a number dialled abroad with its
country code (+44 20 7946 0958), an e-mail address. Not a date, a time, a price, a year or a count (none has the
shape), nor a number after a label that is not contact ("order", "room", "tracking", "订单", "房间").
"""

from __future__ import annotations

import re

from ._entities_en_profile import EMAIL_LABEL_EN, PHONE_LABEL_EN
from ._entities_profile_words_zh import EMAIL
from ._entities_shape_zh import MOBILE_ZH

__all__ = ["CONTACT", "EMAIL_AT", "PHONE_AT", "REACH_EN", "REACH_ZH", "contact_values", "same_value"]

_I = re.IGNORECASE

# A North American number (472/776-3210, (736) 628-5922, 1-568-596-7056, +1 792.399.2098) and one dialled
# abroad with its country code (+44 20 7946 0958); a Chinese landline with its area code (010-62345678).
_NANP = r"(?:\+?1[\s.-]?)?(?:\(\d{3}\)\s?|\d{3}[\s./-])\d{3}[\s.-]\d{4}"
_ABROAD = r"\+(?!1\b|86)\d{1,3}(?:[\s.-]?\(?\d{1,4}\)?){2,5}"
_LANDLINE_ZH = r"(?:\(0\d{2,3}\)|（0\d{2,3}）|0\d{2,3}-)\s?\d{7,8}"
# A British number dialled at home (07700 900123, 0161 496 0000, 020 7946 0018) and an Indian mobile in its usual
# two fives (98765 43210): how people in those countries write their own numbers.
_UK = r"0\d{2,4}[\s-]?\d{3,4}[\s-]?\d{3,4}"
_INDIA = r"[6-9]\d{4}[\s-]\d{5}"
#: A phone number of a shape nothing else has, not inside a longer run of digits.
PHONE_AT = re.compile(
    rf"(?<![A-Za-z0-9+/.-])(?:{MOBILE_ZH}|{_LANDLINE_ZH}|{_NANP}|{_ABROAD}|{_UK}|{_INDIA})(?![A-Za-z0-9/-]|\.\d)"
)
EMAIL_AT = re.compile(rf"(?<![A-Za-z0-9.%+-]){EMAIL}")

#: Words that say a value is a way to reach someone: the English profile's phone and e-mail labels and a few more.
CONTACT = (
    rf"(?:{PHONE_LABEL_EN}|{EMAIL_LABEL_EN}|cell\s*phone|line|landline|tel|whatsapp|address|contact(?:\s+info)?|"
    r"手机号码|手机号|手机|电话号码|电话|号码|新号|号|联系方式|微信|电子邮箱|邮箱地址|邮箱|邮件地址|Email|E-mail|#|num)"
)
#: Calling or writing to someone else ("给张伟打了个电话", "给客户发微信", "打给我表姐"), never to the user
#: ("给我打电话"): a number said with it is the one reached's, or no one's, never the caller's.
REACH_ZH = (
    r"(?:给|跟|和)(?![我你][打拨发回]|自)[^，,。]{1,12}?(?:打|拨|发|回)了?(?:个|一个|一封|封|条|一条)?"
    r"(?:电话|短信|微信|消息|信息|邮件|语音)|(?:打给|拨给|发给|联系(?!电话|方式|人|号|地址|邮箱))(?![我你](?:$|[，,。了过])|自)"
)
#: The same in English ("Tom rang my sister", "Priya texted Alex", "my boss got hold of my cousin"): the one reached
#: (group "who": "my <tie>" or a name) is someone else, never the user ("called me").
REACH_EN = (
    r"\b(?:called|rang|rung|phoned|texted|messaged|e-?mailed|dm'?d|dmed|pinged|facetimed|skyped|contacted|buzzed|"
    r"calls|rings|phones|texts|messages|e-?mails|(?:wrote|writes|reached\s+out|reaches\s+out)\s+to|got\s+hold\s+of|"
    r"got\s+in\s+touch\s+with|called\s+up|rang\s+up|phoned\s+up)\s+"
    r"(?P<who>(?i:my|our)\s+(?:\w+\s+)?\w+|(?-i:[A-Z][a-z]+)(?:\s+(?-i:[A-Z][a-z]+))?)"
)
# Words that say a number is something else.
_NOT_CONTACT = re.compile(
    r"\b(?:order|tracking|confirmation|booking|reservation|reference|ref|invoice|account|acct|ticket|case|serial|"
    r"policy|flight|room|gate|seat|id|license|licence|passport|sku|model|claim|member(?:ship)?|routing|pin|code|"
    r"zip)\b(?:\s*(?:number|num|no\.?|#))?|(?:订单|单号|快递|运单|房间|房号|航班|工号|学号|身份证|卡号|账号|编号|车牌|票号|"
    r"会员|验证码|密码)(?:号码|号|码)?",
    _I,
)


def contact_values(text: str) -> list[tuple[str, re.Match[str]]]:
    """("email" / "phone", where) for each value of `text` of an unmistakable shape, in the order found."""
    out: list[tuple[str, re.Match[str]]] = [("email", m) for m in EMAIL_AT.finditer(text)]
    for m in PHONE_AT.finditer(text):
        if sum(ch.isdigit() for ch in m.group(0)) not in range(10, 16):
            continue
        before = text[max(0, m.start() - 30) : m.start()]
        label = list(_NOT_CONTACT.finditer(before))
        if label and not re.search(CONTACT, before[label[-1].end() :], _I):
            continue  # "order 555-123-4567", "订单号 138…": a number of something else
        if any(e.start() <= m.start() < e.end() for _, e in out):
            continue
        out.append(("phone", m))
    return out


def same_value(attribute: str, a: str, b: str) -> bool:
    """One address said twice (case aside), or one number however it is grouped, with or without its +1 / +86."""
    if attribute == "email":
        return a.casefold() == b.casefold()
    da, db = re.sub(r"\D", "", a), re.sub(r"\D", "", b)
    return bool(da) and (da == db or (da.endswith(db[-10:]) and len(db) >= 10 and db.endswith(da[-10:])))
