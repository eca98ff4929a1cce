"""Secrets in text (seed 003 §11.2 "敏感信息自动过滤"): found, named and masked, in Chinese and English.

What counts as a secret is what would hurt if a memory leaked into a third-party model's prompt: a password
/ PIN / 密码 / 口令 followed by its value, a bank-card number (13-19 digits, Luhn-valid), a Chinese resident ID
number (valid check digit and birth date), a US SSN, an API key / token / private key. Phone numbers and
e-mail addresses are not secrets here: users ask for them to be remembered.

Few false positives matter as much as few misses (a refused "记住" annoys; a stored card number leaks), so
every pattern is checked beyond its shape: "密码学很有意思" or "I forgot my password yesterday" name no value;
a 16-digit order number must pass Luhn *and* start like a card or sit next to a card word; an ID number must
carry a real date and its check digit; a generic "token: ..." value must be long and mix letters and digits.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass
from datetime import date

from ._errors import ValidationError

__all__ = ["MASK", "Secret", "check_no_secret", "describe", "find_secrets", "has_secret", "mask_secrets"]

MASK = "***"
"""What `mask_secrets` puts in place of a secret value."""


@dataclass(frozen=True, slots=True)
class Secret:
    """One secret value found in a text: its kind and where the value is (`text[start:end]`)."""

    kind: str  # password | bank_card | cn_id | ssn | api_key | private_key
    start: int
    end: int


_LABELS = {
    "password": ("密码", "password"),
    "bank_card": ("银行卡号", "bank card number"),
    "cn_id": ("身份证号", "ID number"),
    "ssn": ("社会安全号", "SSN"),
    "api_key": ("密钥", "API key or token"),
    "private_key": ("私钥", "private key"),
}

# --- passwords -------------------------------------------------------------------------------------------
# A value is one run of printable ASCII; Chinese right after the keyword ("密码学", "密码是什么") is never one.
_VALUE = r"(?:[“‘「『]\s*)?(?P<v>[!-~]{3,128})(?![!-~])"
_ZH_KEY = r"(?:支付密码|取款密码|登录密码|开机密码|银行卡密码|密码|口令|PIN\s*码|pin\s*码)"
_ZH_LINK = r"(?P<sep>\s*(?:是|为|：|:|=|改成了?|改为|换成了?|设成了?|设为|设置成了?|设置为)\s*|\s*)"
_ZH_PASSWORD = re.compile(_ZH_KEY + _ZH_LINK + _VALUE)
# English needs a link ("is", ":", "=") between keyword and value: "password yesterday" is prose.
_EN_KEY = r"\b(?:password|passcode|passphrase|passwd|pwd|pass\s?word)"
_EN_LINK = (
    r"(?:\s+(?:for|of|on|to)\s+[\w.@-]{1,40})?"
    r"(?P<sep>\s*[:=：]\s*|\s+(?:is now|now is|is set to|set to|changed to|is|was)\s*[:：]?\s*)"
)
_EN_PASSWORD = re.compile(_EN_KEY + _EN_LINK + _VALUE, re.I)
_PIN = re.compile(
    r"\b(?:PIN|pin\s*(?:code|number)|CVV|CVC|cvv|cvc)(?:\s*(?:[:=：]|is|was|是|为))?\s*(?P<v>\d{3,12})\b"
    r"|(?:安全码|CVV码|cvv码)\s*(?:是|为|：|:)?\s*(?P<w>\d{3,4})(?!\d)"
)
_EXPLICIT = re.compile(r"[:=：是为改换设]")
# Words after "password is" that describe the password rather than being it.
_DESCRIPTIONS = (
    "wrong correct incorrect expired invalid required reset changed same too not the a an my your his her their "
    "weak strong empty blank missing forgotten lost different ok okay fine secret hidden set new old long short "
    "secure safe simple easy hard complicated complex compromised leaked stolen saved stored encrypted hashed "
    "unknown private personal mine yours here there below above attached"
)
_NOT_VALUES = frozenset(_DESCRIPTIONS.split())
_TRAILING = ".,;:!?)\"'”’」』"


def _plausible_password(value: str, *, explicit: bool, clause_end: bool) -> bool:
    if len(value) < 3 or value.lower() in _NOT_VALUES or not value.strip("*•·x"):
        return False  # a masked value ("***") is no longer a secret
    if any(c.isdigit() for c in value) or any(not c.isalnum() for c in value):
        return True  # "hunter2", "p@ss": real values mix in digits or symbols
    if explicit:  # after "密码是" / "password:" an ASCII word is the value itself
        return len(value) >= 4
    # "my password is swordfish." may be a value; "my password is longer than yours" is prose.
    return clause_end and len(value) >= 5 and not re.search(r"(?:ed|ing|ly|able|ful)$", value, re.I)


def _has(text: str, words: tuple[str, ...]) -> bool:
    return any(w in text for w in words)


# Plain substring checks (fast, in C) decide which patterns can match at all: `context()` checks every
# memory it is about to inject, so the common text with no hint costs a few microseconds, not a dozen scans.
_PASSWORD_HINTS = ("pass", "pwd")
_PIN_HINTS = ("pin", "cvv", "cvc", "安全码")
_SSN_HINTS = ("ssn", "social security", "社会安全号", "社保号")
_KEY_HINTS = ("sk-", "sk_", "rk_", "ghp_", "gho_", "ghu_", "ghs_", "ghr_", "github_pat_", "akia", "asia", "xox")
_KEY_HINTS_2 = ("aiza", "glpat-", "eyj")
_TOKEN_HINTS = ("token", "key", "secret", "bearer", "密钥", "秘钥", "令牌", "私钥")
_DIGIT = re.compile(r"\d")


def _passwords(text: str, low: str) -> Iterable[Secret]:
    # Chinese ends sentences with full-width marks, so an ASCII "!" after "密码是" belongs to the value.
    found = [(m, "\"'”’」』") for m in _ZH_PASSWORD.finditer(text)]
    if _has(low, _PASSWORD_HINTS):
        found += [(m, _TRAILING) for m in _EN_PASSWORD.finditer(text)]
    for m, trailing in found:
        raw = m.group("v")
        value = raw.rstrip(trailing).lstrip("\"'")
        start = m.start("v") + (len(raw) - len(raw.lstrip("\"'")))
        rest = text[m.end("v") :].lstrip()
        clause_end = not rest or rest[0] in ".,;!?，。；！？\n" or raw != raw.rstrip(trailing)
        explicit = bool(_EXPLICIT.search(m.group("sep")))
        if _plausible_password(value, explicit=explicit, clause_end=clause_end):
            yield Secret("password", start, start + len(value))
    for m in _PIN.finditer(text) if _has(low, _PIN_HINTS) else ():
        g = "v" if m.group("v") is not None else "w"
        yield Secret("password", m.start(g), m.end(g))


# --- numbers ---------------------------------------------------------------------------------------------
_CARD = re.compile(r"(?<![\dA-Za-z])\d(?:[ -]?\d){12,18}(?![\dA-Za-z])")
_CARD_WORD = re.compile(r"(?:卡号|银行卡|信用卡|储蓄卡|借记卡|card|visa|mastercard|amex|银联)", re.I)
_NOT_CARD_WORD = re.compile(
    r"(?:订单|单号|快递|运单|物流|发票|流水|编号|order|tracking|invoice|\bref\b|serial|account id)", re.I
)
# Issuer prefixes: Visa 4, Mastercard 51-55 / 22-27, Amex 34 37, JCB 35, Diners 30 36 38, UnionPay 62 / 81,
# Discover 6011 / 65, Maestro 50 56-58 / 63 67, old domestic Chinese cards 9.
_CARD_PREFIX = re.compile(r"^(?:4|5[0-8]|2[2-7]|3[0478]|35|6[0-57]|62|81|9)")
_CN_ID = re.compile(r"(?<![\dA-Za-z])[1-8]\d{5}(?:19|20)\d{2}[01]\d[0-3]\d\d{3}[\dXx](?![\dA-Za-z])")
_ID_WORD = re.compile(r"(?:身份证|证件号|ID\s*(?:number|no\.?|card|#))\D{0,8}$", re.I)
_CN_ID_WEIGHTS = (7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2)
_SSN_DASHED = re.compile(r"(?<![\d-])(?!000|666|9\d\d)\d{3}-(?!00)\d{2}-(?!0000)\d{4}(?![\d-])")
_SSN_NEAR_WORD = re.compile(
    r"(?:\bSSN\b|social security(?: number| no\.?)?|社会安全号|社保号)\D{0,20}?"
    r"(?P<v>(?<!\d)\d{3}[ ]?\d{2}[ ]?\d{4})(?!\d)",
    re.I,
)

# --- keys and tokens -------------------------------------------------------------------------------------
_KEYS = re.compile(
    r"(?<![A-Za-z0-9])(?:"
    r"sk-(?:proj-|ant-|or-)?[A-Za-z0-9_-]{20,}"  # OpenAI / Anthropic / OpenRouter style
    r"|(?:ghp|gho|ghu|ghs|ghr)_[A-Za-z0-9]{30,}|github_pat_[A-Za-z0-9_]{30,}"
    r"|(?:AKIA|ASIA)[0-9A-Z]{16}"
    r"|xox[abposr]-[A-Za-z0-9-]{10,}"
    r"|AIza[0-9A-Za-z_-]{35}"
    r"|(?:sk|rk)_(?:live|test)_[0-9A-Za-z]{16,}"
    r"|glpat-[0-9A-Za-z_-]{20,}"
    r"|eyJ[A-Za-z0-9_-]{8,}\.eyJ[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}"  # a JWT
    r")"
)
_PRIVATE_KEY = re.compile(
    r"-----BEGIN (?:[A-Z0-9]+ )*PRIVATE KEY(?: BLOCK)?-----(?:.*?-----END (?:[A-Z0-9]+ )*PRIVATE KEY(?: BLOCK)?-----)?",
    re.S,
)
_TOKEN = re.compile(
    r"(?:\b(?:api[_ -]?key|api[_ -]?token|access[_ -]?(?:key|token)|secret(?:[_ -]?key)?|auth[_ -]?token|token"
    r"|client[_ -]?secret|bearer)|密钥|秘钥|令牌|私钥|访问密钥)"
    r"(?:\s*(?:[:=：]|is|was|是|为)\s*|\s+)[\"'“]?(?P<v>[A-Za-z0-9_\-./+=]{16,512})",
    re.I,
)


def _luhn(digits: str) -> bool:
    total = 0
    for i, ch in enumerate(reversed(digits)):
        d = int(ch)
        if i % 2:
            d = d * 2 - 9 if d > 4 else d * 2
        total += d
    return total % 10 == 0


def _cn_id_ok(s: str, *, named: bool) -> bool:
    """A real birth date, and the check digit — unless the text names it an ID (a typo is still an ID)."""
    try:
        date(int(s[6:10]), int(s[10:12]), int(s[12:14]))
    except ValueError:
        return False
    check = "10X98765432"[sum(int(c) * w for c, w in zip(s[:17], _CN_ID_WEIGHTS, strict=True)) % 11]
    return named or s[17].upper() == check


def _numbers(text: str, low: str) -> Iterable[Secret]:
    if not _DIGIT.search(text):
        return
    for m in _CN_ID.finditer(text):
        if _cn_id_ok(m.group(0), named=bool(_ID_WORD.search(text[max(0, m.start() - 16) : m.start()]))):
            yield Secret("cn_id", m.start(), m.end())
    for m in _CARD.finditer(text):
        digits = re.sub(r"[ -]", "", m.group(0))
        if not 13 <= len(digits) <= 19 or not _luhn(digits):
            continue
        before = text[max(0, m.start() - 24) : m.start()]
        carded = bool(_CARD_WORD.search(before))
        if carded or (_CARD_PREFIX.match(digits) and not _NOT_CARD_WORD.search(before)):
            yield Secret("bank_card", m.start(), m.end())
    for m in _SSN_DASHED.finditer(text):
        yield Secret("ssn", m.start(), m.end())
    for m in _SSN_NEAR_WORD.finditer(text) if _has(low, _SSN_HINTS) else ():
        yield Secret("ssn", m.start("v"), m.end("v"))


def _keys(text: str, low: str) -> Iterable[Secret]:
    for m in _PRIVATE_KEY.finditer(text) if "PRIVATE KEY" in text else ():
        yield Secret("private_key", m.start(), m.end())
    for m in _KEYS.finditer(text) if _has(low, _KEY_HINTS) or _has(low, _KEY_HINTS_2) else ():
        yield Secret("api_key", m.start(), m.end())
    for m in _TOKEN.finditer(text) if _has(low, _TOKEN_HINTS) else ():
        v = m.group("v")
        if any(c.isdigit() for c in v) and any(c.isalpha() for c in v):
            yield Secret("api_key", m.start("v"), m.end("v"))


def find_secrets(text: str) -> list[Secret]:
    """Every secret value in `text`, in order, overlapping finds merged (the first kind found wins)."""
    low = text.lower()
    found = sorted([*_keys(text, low), *_numbers(text, low), *_passwords(text, low)], key=lambda s: (s.start, -s.end))
    out: list[Secret] = []
    for s in found:
        if out and s.start < out[-1].end:
            if s.end > out[-1].end:
                out[-1] = Secret(out[-1].kind, out[-1].start, s.end)
            continue
        out.append(s)
    return out


def has_secret(text: str) -> bool:
    """True when `text` carries at least one secret value."""
    return bool(find_secrets(text))


def mask_secrets(text: str, mask: str = MASK) -> str:
    """`text` with every secret value replaced by `mask` ("密码是 ***"); the rest is kept word for word."""
    secrets = find_secrets(text)
    if not secrets:
        return text
    parts: list[str] = []
    at = 0
    for s in secrets:
        parts += [text[at : s.start], mask]
        at = s.end
    parts.append(text[at:])
    return "".join(parts)


def describe(secrets: Iterable[Secret], language: str = "en") -> str:
    """The kinds found, named for a person ("password, bank card number" / "密码、银行卡号")."""
    i = 0 if language.startswith("zh") else 1
    kinds = list(dict.fromkeys(_LABELS[s.kind][i] for s in secrets))
    return ("、" if i == 0 else ", ").join(kinds)


def check_no_secret(text: str, *, field: str = "content") -> None:
    """Refuse `text` (ValidationError) when it carries a secret; the message says what to do instead."""
    secrets = find_secrets(text)
    if secrets:
        raise ValidationError(
            f"{field} looks like it contains a secret ({describe(secrets)}); jiyi does not store secrets, so "
            "they never reach a model's prompt. Remove the secret and try again (e.g. \"my bank card password is "
            "stored in my password manager\"), or turn the user's setting filter_sensitive off "
            '(PUT /api/settings {"filter_sensitive": false}, or Memory.update_settings(user, '
            "filter_sensitive=False)).",
            field=field,
        )
