"""Prompt texts of the LLM extractor, in Chinese and English (after seeds 000 and 002).

The system prompt is fixed per language and the request data goes in the user turn, so providers
that cache prompt prefixes (OpenAI, DeepSeek, DashScope) reuse the long instructions across calls.
"""

from __future__ import annotations

from .._models import ExtractionRequest, Message, Role
from .._time import load_zone

__all__ = ["EXTRACTABLE_TYPES", "system_prompt", "user_prompt"]

#: Types the model may choose; episode / core / manual are made by other paths, never extracted.
EXTRACTABLE_TYPES: tuple[str, ...] = (
    "personal",
    "preference",
    "fact",
    "lesson",
    "plan",
    "todo",
    "event",
    "person",
    "context",
)

_TYPES_ZH = {
    "personal": "个人信息（姓名、年龄、职业、家庭、住址等）",
    "preference": "偏好与习惯（喜欢、讨厌、风格、习惯）",
    "fact": "关于用户的重要事实（项目、技术栈、所用工具、拥有的东西）",
    "lesson": "经验教训（踩过的坑、总结出的做法）",
    "plan": "计划与决定（目标、已经做出的选择）",
    "todo": "待办事项（用户要做的具体事情；有期限时填写 due_at）",
    "event": "有日期的事件（考试、出差、生日、面试）",
    "person": "用户生活中的人（家人、同事、朋友）及其与用户的关系",
    "context": "临时情境（这几天的状态、刚才提到的东西；约一周不再用到就会遗忘，长期状态请用 fact）",
}

_TYPES_EN = {
    "personal": "personal details (name, age, job, family, where they live)",
    "preference": "likes, dislikes, style and habits",
    "fact": "durable facts about the user (projects, tech stack, tools, belongings)",
    "lesson": "lessons learned (pitfalls hit, practices adopted)",
    "plan": "plans and decisions (goals, choices already made)",
    "todo": "concrete tasks the user has to do; set due_at when there is a deadline",
    "event": "dated events (exams, trips, birthdays, interviews)",
    "person": "people in the user's life (family, colleagues, friends) and how they relate to the user",
    "context": "temporary situation (how the user is these days, something just mentioned); forgotten about a "
    "week after it stops being used, so use fact for lasting situations",
}

# Long prompt lines are split with implicit concatenation: the model sees one line per rule.
_SYSTEM_ZH = "\n".join(
    (
        "你是记忆管理助手。从用户与 AI 助手的对话中提炼值得长期记住的、关于用户的信息，"
        "并与已有记忆对比，决定新增、更新、删除、强化或跳过。",
        "",
        "## 记忆类型",
        "{types}",
        "",
        "## 规则",
        "1. 只从「新对话内容」中提取；「最近对话」仅用于理解上下文，绝不从中提取。",
        "2. 只提取有长期价值的信息；忽略闲聊、问候、感谢、单纯的提问，"
        "以及 AI 助手自己给出的建议和知识（但提问中透露的用户信息要提取）。",
        '3. 每条记忆是一句简洁、独立完整的陈述句，以"用户"为主语，脱离对话也能读懂。',
        "4. 用用户所用的语言书写记忆，绝不翻译：用户说中文就写中文，说英文就写英文。",
        '5. 根据「今天的日期」把"明天""下周五"等相对时间换算成绝对日期写进内容；'
        "待办和事件的日期同时填入 due_at（ISO 格式，如 2025-03-08），否则 due_at 为 null。",
        "6. 与「已有相关记忆」逐条对比：",
        "   - 完全重复 → skip",
        "   - 同一件事有了新值、被纠正或需要补充 → update，给出原记忆 id 和更新后的完整内容",
        "   - 用户要求忘记某条记忆，或明确说它已不再成立 → delete，给出原记忆 id",
        "   - 用户重申或用到了某条已有记忆 → boost，给出原记忆 id",
        "   - 全新的信息 → add",
        "   id 只能取自「已有相关记忆」中的 [ID:...]，不要编造。",
        "7. importance 取 0 到 1：身份、健康、长期偏好等核心信息 0.8–1.0，一般事实约 0.5，琐碎信息约 0.3。",
        "8. message_ids 填写该信息出自的新消息编号。",
        "9. 没有值得记忆的内容时，decisions 为空列表，并在 reason 中说明原因。",
        "10. 绝不提取密码、支付密码、PIN、银行卡号、身份证号、社保号、API 密钥或 token 等敏感凭据；"
        "可以记「用户有一张招商银行卡」，但不要记卡号或密码本身。",
        "",
        "## 输出格式（只输出一个 JSON 对象，不要输出任何其他文字）",
        '{{"decisions": [{{"action": "add", "type": "personal", "content": "用户叫李明，是后端工程师", '
        '"importance": 0.9, "due_at": null, "message_ids": ["msg_3"], "reason": "用户自我介绍"}}, '
        '{{"action": "update", "id": "mem_2", "type": "fact", '
        '"content": "用户正在开发一个 AI 项目，后端使用 FastAPI 和 Python", "importance": 0.6, '
        '"due_at": null, "message_ids": ["msg_1"], "reason": "补充了技术栈"}}], '
        '"reason": "简要说明提取或跳过的原因"}}',
        "",
    )
)

_SYSTEM_EN = "\n".join(
    (
        "You are a memory manager. From a conversation between a user and an AI assistant, distil what is "
        "worth remembering about the user in the long run, compare it with the existing memories, and "
        "decide to add, update, delete, boost or skip.",
        "",
        "## Memory types",
        "{types}",
        "",
        "## Rules",
        '1. Extract only from "New messages"; "Recent context" is for understanding only, never extract from it.',
        "2. Keep only durable information; ignore chit-chat, greetings, thanks, plain questions, and the "
        "assistant's own advice or knowledge (but do keep what a question reveals about the user).",
        '3. Each memory is one concise, standalone statement about the user ("The user ..."), '
        "readable without the conversation.",
        "4. Write each memory in the language the user used; never translate: "
        "Chinese stays Chinese, English stays English.",
        '5. Using "Today\'s date", turn relative dates ("tomorrow", "next Friday") into absolute dates in '
        "the content; for todos and events also put the date in due_at (ISO, e.g. 2025-03-08), "
        "otherwise due_at is null.",
        '6. Compare with each "Existing related memory":',
        "   - exact duplicate -> skip",
        "   - same subject with a new value, a correction or more detail -> update, "
        "with the memory's id and the full new content",
        "   - the user asks to forget it, or says it no longer holds -> delete, with the memory's id",
        "   - the user restates or relies on it -> boost, with the memory's id",
        "   - new information -> add",
        '   Use only ids shown as [ID:...] under "Existing related memories"; never invent one.',
        "7. importance is 0 to 1: identity, health, long-term preferences 0.8-1.0; "
        "ordinary facts about 0.5; trivia about 0.3.",
        "8. message_ids lists the new messages the information comes from.",
        "9. If nothing is worth remembering, return an empty decisions list and say why in reason.",
        "10. Never extract credentials or identity numbers: passwords, PINs, bank or credit card numbers, "
        "ID or social security numbers, API keys or tokens. 'The user has a Chase credit card' is fine; "
        "the card number or its PIN is not.",
        "",
        "## Output format (output one JSON object and nothing else)",
        '{{"decisions": [{{"action": "add", "type": "personal", '
        '"content": "The user is Li Ming, a backend engineer", "importance": 0.9, "due_at": null, '
        '"message_ids": ["msg_3"], "reason": "the user introduced himself"}}, '
        '{{"action": "update", "id": "mem_2", "type": "fact", '
        '"content": "The user is building an AI project with a FastAPI and Python backend", '
        '"importance": 0.6, "due_at": null, "message_ids": ["msg_1"], "reason": "added the tech stack"}}], '
        '"reason": "a short note on what was extracted or skipped and why"}}',
        "",
    )
)

_ROLE_ZH = {Role.USER: "用户", Role.ASSISTANT: "助手", Role.SYSTEM: "系统", Role.TOOL: "工具"}
_ROLE_EN = {Role.USER: "User", Role.ASSISTANT: "Assistant", Role.SYSTEM: "System", Role.TOOL: "Tool"}
_WEEKDAY_ZH = ("星期一", "星期二", "星期三", "星期四", "星期五", "星期六", "星期日")
_WEEKDAY_EN = ("Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday")


def _is_zh(language: str) -> bool:
    return language.lower().startswith("zh")


def system_prompt(language: str) -> str:
    """The fixed instructions: Chinese for ``zh*`` languages, English otherwise."""
    if _is_zh(language):
        types = "\n".join(f"- {t}: {_TYPES_ZH[t]}" for t in EXTRACTABLE_TYPES)
        return _SYSTEM_ZH.format(types=types)
    types = "\n".join(f"- {t}: {_TYPES_EN[t]}" for t in EXTRACTABLE_TYPES)
    return _SYSTEM_EN.format(types=types)


def _line(message: Message, roles: dict[Role, str], sep: str) -> str:
    return f"{roles[message.role]}{sep}{message.content}"


def user_prompt(request: ExtractionRequest) -> str:
    """The request data: today's date and the time in the user's zone, related memories with ids, context, then
    the new messages."""
    zh = _is_zh(request.language)
    roles, sep = (_ROLE_ZH, "：") if zh else (_ROLE_EN, ": ")
    none = "（无）" if zh else "(none)"
    now = request.now.astimezone(load_zone(request.timezone))
    day = now.date()
    weekday = (_WEEKDAY_ZH if zh else _WEEKDAY_EN)[day.weekday()]
    memories = "\n".join(f"[ID:{m.id}] ({m.type}) {m.content}" for m in request.related) or none
    context = "\n".join(_line(m, roles, sep) for m in request.context_messages) or none
    label = "消息" if zh else "message"
    new = "\n".join(f"[{label} {m.id}] {_line(m, roles, sep)}" for m in request.new_messages) or none
    if zh:
        return (
            f"## 今天的日期\n{day.isoformat()}（{weekday}）\n\n"
            f"## 用户的时区\n{request.timezone}，当地时间 {now:%H:%M}（due_at 写当地时间，如 2025-03-08T15:00）\n\n"
            f"## 已有相关记忆\n{memories}\n\n"
            f"## 最近对话（上下文，仅供理解，不要从中提取）\n{context}\n\n"
            f"## 新对话内容（只从这里提取）\n{new}\n"
        )
    return (
        f"## Today's date\n{day.isoformat()} ({weekday})\n\n"
        f"## The user's time zone\n{request.timezone}, local time {now:%H:%M} "
        "(write due_at in local time, e.g. 2025-03-08T15:00)\n\n"
        f"## Existing related memories\n{memories}\n\n"
        f"## Recent context (for understanding only, do not extract from it)\n{context}\n\n"
        f"## New messages (extract only from these)\n{new}\n"
    )
