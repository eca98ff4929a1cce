"""The secret finder (`jiyi._sensitive`): what it must catch, and what it must leave alone, in zh and en."""

from __future__ import annotations

import pytest

from jiyi._sensitive import describe, find_secrets, has_secret, mask_secrets

# (text, the secret value that must be found, its kind)
SECRETS = [
    ("记住：我的银行卡密码是 123456", "123456", "password"),
    ("支付宝支付密码是888888，别告诉别人", "888888", "password"),
    ("我把 WiFi 密码改成了 Tp-Link@2024", "Tp-Link@2024", "password"),
    ("公司邮箱的登录密码：Summer2025!", "Summer2025!", "password"),
    ("门禁口令为 sesame42", "sesame42", "password"),
    ("密码123456", "123456", "password"),
    ("My password is hunter2 for everything.", "hunter2", "password"),
    ("the password for gmail is P@ssw0rd", "P@ssw0rd", "password"),
    ("Password: correcthorse", "correcthorse", "password"),
    ("my password is swordfish.", "swordfish", "password"),
    ("my passcode is now 424242", "424242", "password"),
    ("My PIN is 4821", "4821", "password"),
    ("the card's CVV is 737", "737", "password"),
    ("银行卡安全码 318", "318", "password"),
    ("我的卡号是 6222 0212 3456 7890 128", "6222 0212 3456 7890 128", "bank_card"),
    ("visa 4111-1111-1111-1111 expires 09/28", "4111-1111-1111-1111", "bank_card"),
    ("charge it to 5555555555554444", "5555555555554444", "bank_card"),
    ("身份证号 110101199003071234", "110101199003071234", "cn_id"),  # wrong check digit, but named an ID
    ("他的证件是 11010519491231002X", "11010519491231002X", "cn_id"),  # valid check digit, no name needed
    ("My SSN is 123-45-6789", "123-45-6789", "ssn"),
    ("social security number 123 45 6789", "123 45 6789", "ssn"),
    ("OPENAI_API_KEY=sk-proj-abcDEF1234567890ghiJKL", "sk-proj-abcDEF1234567890ghiJKL", "api_key"),
    (
        "用这个 token：ghp_abcdefghijklmnopqrstuvwxyz0123456789 登录",
        "ghp_abcdefghijklmnopqrstuvwxyz0123456789",
        "api_key",
    ),
    ("aws key AKIAIOSFODNN7EXAMPLE", "AKIAIOSFODNN7EXAMPLE", "api_key"),
    ("slack: xoxb-123456789012-abcdefghij", "xoxb-123456789012-abcdefghij", "api_key"),
    ("api key: 9f8e7d6c5b4a39281706f5e4", "9f8e7d6c5b4a39281706f5e4", "api_key"),
    ("我的访问密钥是 a1b2c3d4e5f6g7h8i9j0", "a1b2c3d4e5f6g7h8i9j0", "api_key"),
    ("Authorization: Bearer abcdef0123456789abcdef", "abcdef0123456789abcdef", "api_key"),
]

# Texts with no secret: words about secrets, numbers that only look like one, contacts users want remembered.
NOT_SECRETS = [
    "密码学很有意思",
    "我忘了密码，怎么重置？",
    "密码是什么来着",
    "修改密码 iPhone 上怎么弄",
    "I forgot my password yesterday",
    "my password is too weak, help me pick one",
    "The password is required to log in",
    "password reset emails go to spam",
    "My password was changed by IT",
    "pin the tab 1234 times",
    "订单号 4000123412341234",  # Luhn-valid, card-like prefix, but an order number
    "order number 2023110512345678",
    "tracking 1Z999AA10123456784",
    "我 2024 年去了北京",
    "in 1999 and 2024 I moved",
    "my phone is 13800138000",
    "call me at +86 138 0013 8000",
    "call +1 415-555-0123",
    "我的邮箱是 zhang.san@example.com",
    "email me at jane.doe@example.org",
    "会议号 123 456 789",
    "时间戳 1700000000000",
    "the token count was 1234",
    "the API key is in the vault",
    "编号 110101199003071234",  # ID-shaped, wrong check digit, not named an ID
    "release 2026-11-20 build 20261120",
    "I use sk-learn for ML",
]


@pytest.mark.parametrize(("text", "value", "kind"), SECRETS)
def test_finds_secret(text: str, value: str, kind: str) -> None:
    found = find_secrets(text)
    assert [(text[s.start : s.end], s.kind) for s in found] == [(value, kind)]
    assert has_secret(text)
    masked = mask_secrets(text)
    assert value not in masked and "***" in masked
    assert not has_secret(masked)


@pytest.mark.parametrize("text", NOT_SECRETS)
def test_leaves_alone(text: str) -> None:
    assert find_secrets(text) == []
    assert mask_secrets(text) == text


def test_mask_keeps_the_rest_word_for_word() -> None:
    text = "记住：我的银行卡密码是 123456，身份证号 110101199003071234，电话 13800138000"
    assert mask_secrets(text) == "记住：我的银行卡密码是 ***，身份证号 ***，电话 13800138000"
    assert describe(find_secrets(text), "zh") == "密码、身份证号"
    en = "My password is hunter2 and my SSN is 123-45-6789; email a@b.co"
    assert mask_secrets(en) == "My password is *** and my SSN is ***; email a@b.co"
    assert describe(find_secrets(en)) == "password, SSN"


def test_private_key_block() -> None:
    block = "-----BEGIN OPENSSH PRIVATE KEY-----\nb3BlbnNzaC1rZXktdjEAAAAA\n-----END OPENSSH PRIVATE KEY-----"
    text = f"deploy key:\n{block}\nthanks"
    found = find_secrets(text)
    assert [s.kind for s in found] == ["private_key"]
    assert mask_secrets(text) == "deploy key:\n***\nthanks"
    assert has_secret("-----BEGIN RSA PRIVATE KEY-----\nMIIE")  # cut off before its END line


def test_luhn_decides_for_card_like_numbers() -> None:
    assert has_secret("4111 1111 1111 1111")
    assert not has_secret("4111 1111 1111 1112")  # fails Luhn
    assert not has_secret("卡号 6222 0212 3456 7890 129")  # a card word does not excuse a bad checksum
