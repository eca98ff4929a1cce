// Chinese and English. The language follows the browser until the user picks one (remembered).
const DICT = {
  zh: {
    "app.title": "记忆", "nav.overview": "概览", "nav.memories": "记忆管理", "nav.chat": "对话", "nav.settings": "设置",
    "lang.switch": "English", "logout": "退出", "live.on": "实时更新已连接", "live.off": "实时更新已断开",
    "login.title": "登录 jiyi", "login.key": "API 密钥", "login.user": "用户（管理员密钥或开放模式）",
    "login.submit": "进入", "login.hint": "在服务器上运行 {cmd} 创建密钥。", "login.hint.name": "名字",
    "login.open": "服务器处于开放模式：无需密钥，填写用户名即可。", "login.bad": "登录失败：",
    "cancel": "取消", "confirm": "确定", "save": "保存", "saved": "已保存", "edit": "编辑", "delete": "删除",
    "restore": "恢复", "history": "历史", "undo": "撤销", "undone": "已撤销", "view": "查看", "close": "关闭",
    "loading": "加载中…", "error": "出错了：",
    "mem.search": "搜索记忆...", "mem.clear": "清空所有记忆", "mem.filter": "筛选：", "mem.all": "全部",
    "mem.state": "状态：", "state.active": "活跃", "state.forgotten": "已遗忘", "state.deleted": "已删除", "state.superseded": "旧版本",
    "mem.count": "共 {n} 条", "mem.more": "加载更多", "mem.end": "没有更多了", "mem.empty": "没有记忆",
    "mem.access": "访问：{n}次", "mem.agent": "智能体：{a}", "mem.agent.title": "这条记忆所属的智能体 / 应用", "mem.importance": "重要性：{p}%", "mem.source": "来源：对话",
    "mem.source.manual": "来源：手动添加", "mem.clear.confirm": "确定要清空所有记忆吗？每条记忆都会被删除（可在“已删除”中恢复）。",
    "mem.cleared": "已清空 {n} 条记忆", "mem.deleted": "已删除", "mem.restored": "已恢复", "mem.updated": "已更新",
    "mem.edit.importance": "重要性", "mem.edit.type": "类型", "mem.edit.verified": "已确认",
    "mem.edit.changed": "这条记忆刚在别处被修改或删除了；取消后显示最新的样子。",
    "mem.edit.conflict": "没有保存：这条记忆在别处被修改或删除了。你的文字还在这里，可以先复制，再取消查看最新版本。",
    "mem.exact": "只看含这些字的", "mem.exact.help": "不勾选：按意思搜索（也能找到用了别的说法的记忆）；勾选：只列出原文包含搜索文字的记忆。",
    "mem.found": "找到 {n} 条相关记忆", "mem.notfound": "没有找到相关的记忆",
    "why": "为什么匹配", "why.vector": "语义相似度", "why.text": "关键词", "why.none": "无", "why.rank": "第 {r} 名",
    "why.importance": "重要性", "why.recency": "新近程度", "why.final": "综合得分",
    "mem.single": "正在查看一条记忆", "mem.showall": "显示全部", "mem.new": "新记忆：{c}",
    "prop.title": "待确认的记忆", "prop.hint": "自动提取已关闭：助手想记住这些，由你决定。",
    "prop.confirm": "确认记住", "prop.reject": "不要记", "prop.expired": "已过期（仍可确认）",
    "prop.confirmed": "已记住：「{c}」", "prop.rejected": "不记了：「{c}」",
    "hist.add": "添加", "hist.update": "修改", "hist.delete": "删除", "hist.restore": "恢复", "hist.forget": "遗忘",
    "hist.boost": "强化", "hist.undo": "撤销", "hist.supersede": "被新版本取代", "hist.edit": "编辑",
    "hist.decay": "衰减", "hist.empty": "没有历史", "hist.by": "操作者：{a}", "hist.reason": "（{r}）",
    "err.api_key_required": "API 密钥无效或缺失。", "err.unauthorized": "API 密钥无效或缺失。",
    "err.user_required": "请填写用户名。", "err.key_of_another_user": "这个密钥属于另一个用户。",
    "err.forbidden": "没有权限这样做。", "err.admin_only": "只有管理员密钥可以这样做。",
    "err.open_mode": "服务器处于开放模式，不使用密钥。", "err.rate_limited": "请求太频繁，请一分钟后再试。",
    "err.validation_error": "输入无效（{field}）。", "err.not_found": "找不到：可能已被删除。",
    "err.conflict": "没有保存：内容已在别处被修改。", "err.bad_request": "这个请求无法完成。",
    "err.payload_too_large": "内容太大。", "err.provider_error": "模型服务出错，请稍后再试。",
    "err.store_error": "数据库暂时不可用，请稍后再试。", "err.no_upstream": "服务器没有配置大模型服务。",
    "err.upstream_timeout": "大模型没有及时回答，请稍后再试。", "err.upstream_unreachable": "连不上大模型服务。",
    "err.extraction_timeout": "模型没有及时回答；新消息会在后台继续整理成记忆。",
    "err.internal_error": "服务器内部出错，详情见服务器日志。", "err.network": "连不上服务器，请检查网络。",
    "err.http": "请求失败（状态码 {status}）。",
    "actor.user": "你的操作", "actor.extractor": "从对话中自动提取", "actor.lifecycle": "后台整理", "actor.system": "系统",
    "reason.episode summary": "对话摘要", "reason.used in a reply": "在回复中用到", "reason.undo": "撤销“{e}”",
    "reason.review": "整理结果：{r}",
    "reason.important, about the user and lasting": "重要、关于你且长期有效",
    "reason.important but situational": "重要但只在特定情境下有效",
    "reason.faint and never recalled": "印象已淡且从未被用到", "reason.faint but it was recalled": "印象已淡但曾被用到",
    "chat.placeholder": "输入消息…（Enter 发送，Shift+Enter 换行）", "chat.send": "发送", "chat.new": "新对话",
    "chat.temporary": "临时对话", "chat.temporary.on": "临时对话已开启：不使用已有记忆，也不保存任何内容。",
    "chat.used": "使用的记忆：", "chat.added": "已添加到记忆：「{c}」", "chat.updatedmem": "已更新记忆：「{c}」",
    "chat.sensitive": "看起来是敏感信息，没有记住：「{c}」",
    "chat.model": "模型", "chat.thinking": "思考中…", "chat.stop": "停止", "chat.stopped": "已停止",
    "chat.broken": "回复中断了：模型服务或网络出了问题。", "chat.remember": "记住这个", "chat.nothing": "没有新的记忆",
    "chat.empty": "开始对话吧。助手会记住你说过的重要信息。", "chat.topic": "继续对话：{t}",
    "chat.forget": "忘掉这段对话", "chat.forget.confirm": "忘掉这段对话？从中记下的记忆和摘要都会被遗忘，对话内容不再显示和搜索（可撤销）。",
    "chat.forgotten": "已忘掉这段对话（{n} 条记忆）",
    "chat.due": "⏰ 待办提醒", "chat.due.done": "完成", "chat.due.snooze": "1 小时后再提醒", "chat.due.at": "截止 {d}",
    "set.memory": "记忆", "set.memory_enabled": "启用记忆系统", "set.auto_extract": "自动提取记忆（关闭则需手动确认）",
    "set.show_references": "对话中显示记忆引用", "set.temporary_mode": "默认临时对话（不使用也不保存记忆）",
    "set.filter_sensitive": "过滤敏感信息（不记住也不在提示词中使用密码、卡号、证件号、密钥）",
    "set.memory_silent_minutes": "对话静默多少分钟后提取", "set.memory_context_messages": "提取时参考的上下文消息数",
    "set.retention_days": "对话原文保留天数", "set.reminder_lead_minutes": "待办提前多少分钟提醒", "set.keys": "API 密钥", "set.keys.create": "创建密钥",
    "set.memory_enabled.help": "关闭后：对话不使用也不保存记忆。", "set.auto_extract.help": "关闭后：对话里出现“记住这个”按钮，由你决定记什么。",
    "set.show_references.help": "在回答下面列出它用到的记忆，可点开查看。", "set.temporary_mode.help": "新对话默认是临时对话；每次对话仍可切换。",
    "set.filter_sensitive.help": "看起来像密码、卡号、证件号或密钥的内容不会被记住，也不会发给模型。",
    "set.memory_silent_minutes.help": "对话停下这么久后，才从中提取记忆（0 = 每条消息后立即提取）。",
    "set.memory_context_messages.help": "提取记忆时，一并给模型看的前面几条消息，帮助理解上下文。",
    "set.retention_days.help": "对话原文已整理成记忆后再保留这么多天，之后删除原文；记忆本身不受影响。",
    "set.reminder_lead_minutes.help": "有截止时间的待办，提前这么多分钟提醒。",
    "set.proposal_expiry_days": "待确认的记忆几天后算过期（过期后仍保留）",
    "set.proposal_expiry_days.help": "自动提取关闭时，助手提议的记忆等你确认；过了这么多天标为过期，但不会删除，仍可确认。",
    "set.timezone.help": "“明天下午3点”“这周”按这个时区理解，日期也按它显示。",
    "set.keys.name": "名称（例如用途）", "set.keys.once": "新密钥（只显示这一次，请复制保存）：",
    "set.keys.revoke": "吊销", "set.keys.none": "还没有密钥", "set.keys.open": "服务器处于开放模式，不检查密钥。",
    "set.keys.revoked": "已吊销", "set.keys.created": "创建于 {d}", "set.language": "界面语言",
    "set.timezone": "时区（从列表中选，或输入时区名称）",
    "ov.total": "记忆总数", "ov.current": "当前有效", "ov.bytype": "按类型", "ov.bystate": "按状态",
    "ov.overtime": "近 30 天新增", "ov.recalled": "最常被召回", "ov.profile": "用户画像", "ov.version": "版本 {v}",
    "ov.noprofile": "还没有画像：对话多了之后会自动生成。", "ov.episodes": "最近的对话摘要", "ov.noepisodes": "还没有摘要",
    "ov.todos": "待办", "ov.notodos": "没有待办", "ov.norecalled": "还没有被召回过的记忆", "ov.due": "到期：{d}", "ov.overdue": "已逾期：{d}", "ov.done": "完成",
    "type.preference": "偏好", "type.fact": "事实", "type.lesson": "教训", "type.plan": "目标", "type.todo": "待办",
    "type.personal": "个人", "type.event": "事件", "type.person": "人物", "type.context": "情境",
    "type.episode": "摘要", "type.core": "核心", "type.manual": "手动",
  },
  en: {
    "app.title": "jiyi", "nav.overview": "Overview", "nav.memories": "Memories", "nav.chat": "Chat", "nav.settings": "Settings",
    "lang.switch": "中文", "logout": "Sign out", "live.on": "Live updates connected", "live.off": "Live updates disconnected",
    "login.title": "Sign in to jiyi", "login.key": "API key", "login.user": "User (admin keys or open mode)",
    "login.submit": "Enter", "login.hint": "Create a key on the server with {cmd}.", "login.hint.name": "NAME",
    "login.open": "The server is in open mode: no key needed, just name the user.", "login.bad": "Sign-in failed: ",
    "cancel": "Cancel", "confirm": "OK", "save": "Save", "saved": "Saved", "edit": "Edit", "delete": "Delete",
    "restore": "Restore", "history": "History", "undo": "Undo", "undone": "Undone", "view": "View", "close": "Close",
    "loading": "Loading…", "error": "Error: ",
    "mem.search": "Search memories...", "mem.clear": "Clear all memories", "mem.filter": "Filter:", "mem.all": "All",
    "mem.state": "State:", "state.active": "Active", "state.forgotten": "Forgotten", "state.deleted": "Deleted", "state.superseded": "Older versions",
    "mem.count": "{n} memories", "mem.more": "Load more", "mem.end": "No more", "mem.empty": "No memories",
    "mem.access": "Accessed {n}×", "mem.agent": "Agent: {a}", "mem.agent.title": "The agent / app this memory belongs to", "mem.importance": "Importance {p}%", "mem.source": "Source: conversation",
    "mem.source.manual": "Source: added by hand", "mem.clear.confirm": "Clear all memories? Each one is deleted (restorable under “Deleted”).",
    "mem.cleared": "Cleared {n} memories", "mem.deleted": "Deleted", "mem.restored": "Restored", "mem.updated": "Updated",
    "mem.edit.importance": "Importance", "mem.edit.type": "Type", "mem.edit.verified": "Confirmed",
    "mem.edit.changed": "This memory was just changed or deleted elsewhere; cancel to see it as it is now.",
    "mem.edit.conflict": "Not saved: this memory was changed or deleted elsewhere. Your text is still here — copy it, then cancel to see the latest version.",
    "mem.exact": "Exact text only", "mem.exact.help": "Off: search by meaning (finds memories worded differently); on: list only memories whose text contains the words.",
    "mem.found": "{n} related memories", "mem.notfound": "No related memory found",
    "why": "Why this matched", "why.vector": "Meaning similarity", "why.text": "Keywords", "why.none": "none", "why.rank": "rank {r}",
    "why.importance": "Importance", "why.recency": "Recency", "why.final": "Overall score",
    "mem.single": "Showing one memory", "mem.showall": "Show all", "mem.new": "New memory: {c}",
    "prop.title": "Memories to confirm", "prop.hint": "Auto-extract is off: the assistant would like to remember these — your call.",
    "prop.confirm": "Remember", "prop.reject": "Don't remember", "prop.expired": "Expired (can still be confirmed)",
    "prop.confirmed": "Remembered: “{c}”", "prop.rejected": "Not remembered: “{c}”",
    "hist.add": "added", "hist.update": "changed", "hist.delete": "deleted", "hist.restore": "restored", "hist.forget": "forgotten",
    "hist.boost": "boosted", "hist.undo": "undo", "hist.supersede": "replaced by a new version", "hist.edit": "edited",
    "hist.decay": "decayed", "hist.empty": "No history", "hist.by": "by {a}", "hist.reason": " ({r})",
    "err.api_key_required": "A valid API key is required.", "err.unauthorized": "A valid API key is required.",
    "err.user_required": "Name the user.", "err.key_of_another_user": "This key belongs to another user.",
    "err.forbidden": "Not allowed.", "err.admin_only": "Only an admin key may do this.",
    "err.open_mode": "The server is in open mode and uses no keys.", "err.rate_limited": "Too many requests; retry in a minute.",
    "err.validation_error": "Invalid input ({field}).", "err.not_found": "Not found: it may have been deleted.",
    "err.conflict": "Not saved: it was changed elsewhere.", "err.bad_request": "This request cannot be done.",
    "err.payload_too_large": "Too large.", "err.provider_error": "The model service failed; try again later.",
    "err.store_error": "The database is unavailable for now; try again later.", "err.no_upstream": "The server has no model service configured.",
    "err.upstream_timeout": "The model did not answer in time; try again later.", "err.upstream_unreachable": "The model service cannot be reached.",
    "err.extraction_timeout": "The model did not answer in time; new messages are turned into memories in the background.",
    "err.internal_error": "The server failed; see its log.", "err.network": "The server cannot be reached; check the connection.",
    "err.http": "The request failed (status {status}).",
    "actor.user": "by you", "actor.extractor": "extracted from a chat", "actor.lifecycle": "by background upkeep", "actor.system": "by the system",
    "reason.episode summary": "conversation summary", "reason.used in a reply": "used in a reply", "reason.undo": "undo “{e}”",
    "reason.review": "review: {r}",
    "reason.important, about the user and lasting": "important, about you and lasting",
    "reason.important but situational": "important but situational",
    "reason.faint and never recalled": "faint and never recalled", "reason.faint but it was recalled": "faint but it was recalled",
    "chat.placeholder": "Type a message… (Enter sends, Shift+Enter new line)", "chat.send": "Send", "chat.new": "New chat",
    "chat.temporary": "Temporary chat", "chat.temporary.on": "Temporary chat is on: no memories are used and nothing is stored.",
    "chat.used": "Memories used:", "chat.added": "Added to memory: “{c}”", "chat.updatedmem": "Memory updated: “{c}”",
    "chat.sensitive": "Looks like a secret, not remembered: “{c}”",
    "chat.model": "Model", "chat.thinking": "Thinking…", "chat.stop": "Stop", "chat.stopped": "Stopped",
    "chat.broken": "The reply broke off: the model service or the network failed.", "chat.remember": "Remember this", "chat.nothing": "Nothing new to remember",
    "chat.empty": "Start a conversation. The assistant remembers what matters.", "chat.topic": "Continuing: {t}",
    "chat.forget": "Forget this conversation", "chat.forget.confirm": "Forget this conversation? The memories and summary taken from it are forgotten and its messages are no longer shown or searched (undoable).",
    "chat.forgotten": "Conversation forgotten ({n} memories)",
    "chat.due": "⏰ Due now", "chat.due.done": "Done", "chat.due.snooze": "Remind me in 1 hour", "chat.due.at": "due {d}",
    "set.memory": "Memory", "set.memory_enabled": "Enable memory", "set.auto_extract": "Extract memories automatically (off: confirm by hand)",
    "set.show_references": "Show memory references in chat", "set.temporary_mode": "Temporary chat by default (no memories used or stored)",
    "set.filter_sensitive": "Filter secrets (never remember or prompt with passwords, card / ID numbers, API keys)",
    "set.memory_silent_minutes": "Minutes of silence before extraction", "set.memory_context_messages": "Context messages used when extracting",
    "set.retention_days": "Days chat messages are kept", "set.reminder_lead_minutes": "Minutes before a todo is due to remind", "set.keys": "API keys", "set.keys.create": "Create key",
    "set.memory_enabled.help": "Off: chats neither use nor store memories.", "set.auto_extract.help": "Off: chats show a “Remember this” button and you decide what is kept.",
    "set.show_references.help": "Lists under a reply the memories it used; click one to open it.", "set.temporary_mode.help": "New chats start as temporary chats; each chat can still switch.",
    "set.filter_sensitive.help": "What looks like a password, card or ID number or API key is never remembered nor sent to the model.",
    "set.memory_silent_minutes.help": "How long a chat must be quiet before memories are taken from it (0: after every message).",
    "set.memory_context_messages.help": "How many earlier messages the model sees with the new ones when taking memories.",
    "set.retention_days.help": "Chat messages already turned into memories are deleted after this many days; the memories stay.",
    "set.reminder_lead_minutes.help": "How many minutes before a todo's due time the reminder comes.",
    "set.proposal_expiry_days": "Days before a memory to confirm counts as expired (it is kept)",
    "set.proposal_expiry_days.help": "With auto-extract off, memories the assistant proposes wait for you; after this many days they are marked expired, never deleted, and can still be confirmed.",
    "set.timezone.help": "“Tomorrow at 3pm” and “this week” are read in this zone, and dates are shown in it.",
    "set.keys.name": "Name (what it is for)", "set.keys.once": "New key (shown only once — copy it now):",
    "set.keys.revoke": "Revoke", "set.keys.none": "No keys yet", "set.keys.open": "The server is in open mode and checks no keys.",
    "set.keys.revoked": "revoked", "set.keys.created": "created {d}", "set.language": "Interface language",
    "set.timezone": "Time zone (e.g. America/Los_Angeles; dates are read and shown in it)",
    "ov.total": "Memories", "ov.current": "Current", "ov.bytype": "By type", "ov.bystate": "By state",
    "ov.overtime": "New in the last 30 days", "ov.recalled": "Most recalled", "ov.profile": "Profile", "ov.version": "Version {v}",
    "ov.noprofile": "No profile yet: it is written once there are enough conversations.", "ov.episodes": "Recent conversation summaries",
    "ov.noepisodes": "No summaries yet", "ov.todos": "Todos", "ov.notodos": "No todos", "ov.norecalled": "No memory was recalled yet",
    "ov.due": "due {d}", "ov.overdue": "overdue since {d}", "ov.done": "Done",
    "type.preference": "Preference", "type.fact": "Fact", "type.lesson": "Lesson", "type.plan": "Goal", "type.todo": "Todo",
    "type.personal": "Personal", "type.event": "Event", "type.person": "Person", "type.context": "Context",
    "type.episode": "Summary", "type.core": "Core", "type.manual": "Manual",
  },
};

const STORE = "jiyi.lang";

export function lang() {
  const chosen = localStorage.getItem(STORE);
  if (chosen === "zh" || chosen === "en") return chosen;
  return (navigator.language || "en").toLowerCase().startsWith("zh") ? "zh" : "en";
}

export function setLang(value) {
  localStorage.setItem(STORE, value);
  document.documentElement.lang = value === "zh" ? "zh-CN" : "en";
}

/**
 * An API error in the user's language: by its stable `code`, then (English only) the server's own message,
 * then by its `type`, then by the HTTP status. The server's English text never lands in the Chinese UI.
 */
export function errorText(status, err) {
  const has = (key) => key && DICT[lang()]["err." + key] !== undefined;
  const vars = { field: err.field || "", status };
  if (err.code && err.code !== err.type && has(err.code)) return t("err." + err.code, vars);
  if (lang() === "en" && err.message) return err.message;
  if (has(err.type)) return t("err." + err.type, vars);
  return t("err.http", vars);
}

/** A known reason of a history entry in words; an unknown one (an extractor's own words) as it is. */
export function reasonText(reason) {
  const undo = /^undo (\w+)$/.exec(reason);
  if (undo) return t("reason.undo", { e: t("hist." + undo[1]) });
  const review = /^review: (\w+) (.*)$/.exec(reason);
  if (review) return t("reason.review", { r: reasonText(review[2]) });
  const key = "reason." + reason;
  return DICT[lang()][key] ?? reason;
}

/** Who made a change: the user, the extractor, background upkeep; another actor by its name. */
export function actorText(actor) {
  const key = "actor." + actor;
  return DICT[lang()][key] ?? t("hist.by", { a: actor });
}

export function t(key, vars) {
  let text = DICT[lang()][key] ?? DICT.en[key] ?? key;
  if (vars) for (const [k, v] of Object.entries(vars)) text = text.replace("{" + k + "}", String(v));
  return text;
}
