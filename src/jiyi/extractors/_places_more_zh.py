"""The rest of China's prefecture-level places, and the county-level cities people name as their city.

`_entities_places_zh.CITIES_BY_PROVINCE` holds the big cities; a hometown or a work city is as often a smaller one
("在防城港上班", "老家固原", "是日喀则人"), and one the table does not know is read as an employer or not at all. These
are the prefectures, leagues and autonomous prefectures it lacks, by province, and the county-level cities known by
their own name (a border or oasis town, a prefecture's seat). A name that is mostly something else is left out:
"阿里" (the company people work at), 青海's "海南" prefecture (the province).
"""

from __future__ import annotations

__all__ = ["MORE_CITIES_BY_PROVINCE"]

MORE_CITIES_BY_PROVINCE: dict[str, str] = {
    "内蒙古": "巴彦淖尔 乌兰察布 兴安盟 锡林郭勒 阿拉善 满洲里 二连浩特 海拉尔 锡林浩特 乌兰浩特",
    "辽宁": "朝阳 瓦房店 庄河 海城",
    "吉林": "吉林 延边 珲春 图们 集安 梅河口",
    "黑龙江": "双鸭山 七台河 黑河 大兴安岭 绥芬河 漠河 五大连池 抚远 同江",
    "湖北": "仙桃 潜江 天门 神农架",
    "广西": "防城港 河池 来宾 崇左 贺州 凭祥 东兴",
    "海南": "三沙 儋州 琼海 文昌 万宁 五指山 陵水",
    "四川": "阿坝 甘孜 凉山 西昌 康定 马尔康 都江堰",
    "贵州": "黔东南 黔南 黔西南 凯里 都匀 兴义 仁怀",
    "云南": "临沧 楚雄 红河 文山 德宏 怒江 迪庆 景洪 瑞丽 香格里拉 个旧 蒙自 芒市 腾冲",
    "西藏": "日喀则 昌都 林芝 山南 那曲",
    "甘肃": "嘉峪关 金昌 白银 平凉 定西 陇南 临夏 甘南 敦煌",
    "青海": "海东 海北 黄南 果洛 玉树 海西 格尔木 德令哈",
    "宁夏": "石嘴山 吴忠 固原 中卫",
    "新疆": "吐鲁番 哈密 昌吉 博尔塔拉 巴音郭楞 阿克苏 克孜勒苏 和田 伊犁 塔城 阿勒泰 石河子 伊宁 库尔勒 奎屯 "
    "阿拉尔 五家渠 博乐 阿图什",
    "台湾": "新北 桃园 台南 基隆 新竹 嘉义 花莲",
}
