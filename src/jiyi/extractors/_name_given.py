"""A name given in the next breath to what was just said ("Just adopted a puppy! His name is Max", "养了只狗，叫旺财").

The name is of the one counted thing or being the sentence before ends on ("a puppy", "一只狗"), never the user's:
`name_given` joins the two sentences into one statement ("Just adopted a puppy named Max!"), and `ends_on_one` tells
the Chinese rules that a subjectless "叫旺财" after "我养了一只狗" begins to speak of the dog.
"""

from __future__ import annotations

import re

from ._rules_common import sentence_language

__all__ = ["ends_on_one", "name_given"]

# A name given to what the sentence before ends on ("…adopted a puppy!" then "His name is Max", "named her Mochi";
# "刚领养了一只小狗！" then "它叫旺财"). A name is capitalised ("Her name is unknown" gives none).
_NAME_GIVEN_EN = re.compile(
    r"^(?i:(?:his|her|its|their) name(?:'s|\s+is|\s+was)|(?:i\s+|we\s+)?(?:named|called) (?:him|her|it|them))\s+"
    r"(?P<n>[A-Z][\w'-]*(?:\s+[A-Z][\w'-]*)?)\W*$"
)
_NAME_GIVEN_ZH = re.compile(r"^(?:[它他她](?:的名字)?|名字)(?:叫做?|是)(?P<n>[\u4e00-\u9fffA-Za-z]{1,6})\W*$")
_ENDS_ON_ONE_EN = re.compile(r"\b(?:a|an)\s+(?:[\w-]+\s+){0,2}[\w-]+(?P<end>\W*)$", re.I)
_ENDS_ON_ONE_ZH = re.compile(r"[一两][只条个位匹头][\u4e00-\u9fff]{1,4}(?P<end>[^\u4e00-\u9fff\w]*)$")


def ends_on_one(text: str) -> bool:
    """Whether `text` ends on one counted thing or being ("…adopted a puppy!", "我养了一只狗"): what a name or a
    subjectless clause said next may be of."""
    language = sentence_language(text)
    return (_ENDS_ON_ONE_ZH if language == "zh" else _ENDS_ON_ONE_EN).search(text.rstrip()) is not None


def name_given(previous: str, sentence: str) -> str | None:
    """`previous` with the name `sentence` gives what it ends on ("Just adopted a puppy!" + "His name is Max" ->
    "Just adopted a puppy named Max!", "刚领养了一只小狗！" + "它叫旺财" -> "刚领养了一只小狗，叫旺财！"), else None."""
    zh = sentence_language(sentence) == "zh"
    named = (_NAME_GIVEN_ZH if zh else _NAME_GIVEN_EN).match(sentence.strip())
    one = (_ENDS_ON_ONE_ZH if zh else _ENDS_ON_ONE_EN).search(previous.rstrip())
    if named is None or one is None:
        return None
    head, end = previous.rstrip()[: one.start("end")], one["end"]
    return f"{head}，叫{named['n']}{end}" if zh else f"{head} named {named['n']}{end}"
