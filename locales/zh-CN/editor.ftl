# 编辑器的文字：工具栏。`{ $n }` 是数字；依赖数字的消息按语言的复数类别
# 各有一种形式（中文只有一种）。

## 工具栏
toolbar = 编辑器工具
toolbar-loading = 正在加载编辑器
model-name = 模型名称
new-model = 新建
new-model-hint = 新建一个空模型；当前模型保留在“我的模型”中
my-models = 我的模型
untitled-model = 未命名模型
# The name of a new entity, before its number ("Entity 1").
new-entity-word = 实体
my-models-hint = 此浏览器保存的模型：打开、重命名、复制或删除
open-file = 打开文件
import-file = 导入 SQL 或文档…
import-file-hint = 导入已有的模式（可撤销）：SQL CREATE TABLE 语句（.sql）、mongoexport 导出的示例文档（.json、.jsonl；选择多个文件可导入多个集合及其间的引用）或 MongoDB Compass 图（.mdm）
import-folder = 导入文件夹…
import-folder-hint = 导入一个 mongoexport 文件的文件夹（可撤销）：每个 .json 或 .jsonl 文件是一个集合，并带上它们之间的引用
examples-menu = 打开示例
examples-menu-hint = 将一个示例作为新模型打开
examples-menu-first = 示例…
save-file = 保存文件
share = 分享
share-hint = 将此版本保存在服务器上并获取链接
private-link = 私密链接
private-link-hint = 链接本身携带模型：服务器上不保存任何内容
export-svg = 导出 SVG
export-png = 导出 PNG
export-picture-hint = 带有建议图标和集合框的图，可用作讲义
with-advice = 附带建议
with-advice-hint = 导出的图片会在图旁列出每个关系的模式和理由
export-menu = 导出模式
export-menu-hint = 下载推荐的模式：创建它的 mongosh 脚本、Mermaid 图或其验证器
export-menu-first = 导出模式…
export-mongosh = mongosh 脚本
export-mermaid = 集合的 Mermaid 图
export-mermaid-model = 模型的 Mermaid 图
export-json-schema = JSON Schema 验证器
export-compass = MongoDB Compass 图
new-entity = 新建实体
new-entity-hint = 新建实体（N）
auto-layout = 自动布局
auto-layout-hint = 自动布局（L）
undo = 撤销
undo-hint = 撤销（Ctrl+Z）
redo = 重做
redo-hint = 重做（Ctrl+Shift+Z）
zoom-out = 缩小
zoom-in = 放大
fit = 适应
fit-hint = 适应屏幕（F）
shortcuts = 快捷键
shortcuts-hint = 键盘快捷键（?）
problem-count = { $n ->
    [0] 没有问题
   *[other] { $n } 个问题
}

## 实时会话
owner-replaces = 只有会话的所有者可以替换模型。
advice-hidden = 在所有者公布答案之前，建议是隐藏的。

## 键盘快捷键面板：每行的按键，以及它们的作用
shortcuts-title = 键盘快捷键
close = 关闭
shortcut-new-entity-keys = N
shortcut-new-entity = 新建实体
shortcut-add-field-keys = A
shortcut-add-field = 为选中的实体添加字段（在字段名中，Enter 添加下一个；Escape 移除未改动的新字段）
shortcut-relate-keys = R
shortcut-relate = 为选中的实体建立关系：转到选择关系的目标
shortcut-rename-keys = F2、双击
shortcut-rename = 就地重命名选中的实体
shortcut-next-previous-keys = ] / [
shortcut-next-previous = 选择下一个 / 上一个实体并将其显示出来
shortcut-delete-keys = Delete / Backspace
shortcut-delete = 删除所选内容
shortcut-undo-keys = Ctrl+Z
shortcut-undo = 撤销
shortcut-redo-keys = Ctrl+Shift+Z / Ctrl+Y
shortcut-redo = 重做
shortcut-paste-keys = Ctrl+V
shortcut-paste = 导入粘贴的 SQL、mongoexport 文档或 Compass 图（在输入框之外）
shortcut-arrows-keys = 方向键
shortcut-arrows = 移动选中的实体；未选中任何实体时平移画布（按住 Shift 移动更远）
shortcut-tab-keys = Tab / Shift+Tab
shortcut-tab = 在实体之间以及各个关系之间切换
shortcut-select-keys = Enter / 空格
shortcut-select = 选择获得焦点的实体或关系
shortcut-escape-keys = Escape
shortcut-escape = 关闭面板并清除选择，或离开文本框
shortcut-layout-keys = L
shortcut-layout = 自动布局
shortcut-fit-keys = F
shortcut-fit = 使图适应屏幕
shortcut-zoom-keys = + / -
shortcut-zoom = 放大 / 缩小
shortcut-wheel-keys = 鼠标滚轮、双指缩放
shortcut-wheel = 以指针为中心缩放
shortcut-pan-keys = 拖动背景、空格+拖动
shortcut-pan = 平移
shortcut-shift-select-keys = Shift+单击、Shift+拖动
shortcut-shift-select = 加入所选内容，用框选选择
shortcut-handle-keys = 拖动圆形手柄
shortcut-handle = 将一个实体与另一个实体（或与自身）建立关系
shortcut-toggle-keys = ?
shortcut-toggle = 显示或隐藏此列表
shortcut-line-ends-keys = 连线端点
shortcut-line-ends = 一条竖线表示一个，小鸦爪表示少量，鸦爪表示许多，双鸦爪表示海量（squillions）

## 通知
autosave-failed = 自动保存失败：浏览器存储已满或被阻止。请用“保存文件”保留您的工作。
saved-unreadable = 无法读取已保存的模型；它保留在“我的模型”中，并已新建一个模型。
opened-link-model = 已将链接携带的模型作为新模型打开。您原来的模型在“我的模型”中。
replace-for-everyone = 这会为实时会话中的所有人替换模型，而不仅是您自己。要替换吗？
only-owner-replaces = 只有会话的所有者可以替换整个模型：它会对所有人改变。
share-instead = 改为分享
fork-before = 您的副本，复刻自{" "}
fork-after = 。该链接仍显示原始模型；“分享”会为您的副本生成新链接。
shared-banner = 共享的模型。您的第一次编辑会使它成为您自己的副本；此链接永远不会改变。

## 检查器
inspector = 检查器
nothing-selected = 未选择任何内容
nothing-selected-hint = 按 N 或“新建实体”添加实体。单击实体或关系进行编辑；拖动实体可移动它们，拖动背景可平移画布。
many-selected = 已选择 { $n } 个实体
many-selected-hint = 拖动其中一个即可全部移动；方向键可微调位置。
delete-many = 删除 { $n } 个实体
entity = 实体
entity-name-label = 名称
entity-name = 实体名称
fields = 字段
add-field = 添加字段
relate = 与另一个实体建立关系
relate-to = 目标
relate-target = 关系目标
relate-choose = 选择一个实体
kind = 类型
cardinality = 基数
add-relationship = 添加关系
delete-entity = 删除实体
field-name = 第 { $n } 个字段的名称
field-type = { $field } 的类型
field-changes = { $field } 多久更改一次
field-up = 上移 { $field }
field-down = 下移 { $field }
field-delete = 删除字段 { $field }
rel = 关系
rel-from-to = 从 { $from } 到 { $to }
rel-field-name = 字段名
rel-label = 关系标签
how-many = 有多少？
how-many-typical = 每个 { $parent } 通常有多少个 { $children }？
typical-count = 典型数量
at-most = 最多？
max-count = 最大数量
max-unbounded-hint = 已勾选“无上限”：取消勾选才能填写最大值
no-upper-limit = 无上限（无限增长）
inverse-typical-count = 反向典型数量
default-value = { $value }（默认）
no-limit-default = 无上限（默认）
keep = 保留
keep-named = 保留 { $what }
keep-hint = 把它变成您自己的值，使其不再随类型改变
copied-legend = 复制哪些内容，副本是否必须保留旧值？
shown-next-to = { $child } 的哪些字段显示在 { $parent } 旁边？
shown-with-each = 每个 { $child } 旁边显示 { $parent } 的哪些字段？
queries-legend = 查询按什么过滤或排序？
filter-sort = 应用按 { $child } 的哪些字段过滤或排序
tree-legend = 对树会查询什么？
delete-relationship = 删除关系

## 打开与画布
opened-example-new = 已将示例“{ $name }”作为新模型打开；您的模型保留在“我的模型”中。
opened-example-session = 已为所有人打开示例“{ $name }”。“撤销”可恢复原来的内容。
opened-file-new = 已将文件“{ $name }”作为新模型打开；您的模型保留在“我的模型”中。
opened-file-session = 已为所有人打开文件“{ $name }”。“撤销”可恢复原来的内容。
diagram = 模型图
entity-label = 实体 { $name }
relate-handle = 拖动以将 { $name } 与另一个实体建立关系
relationship-label = 关系 { $text }，从 { $from } 到 { $to }
is-a = 是一种
collection-frame = 集合 { $name }

## 我的模型
my-models-note = 只保存在此浏览器中，最近编辑的排在前面。要在别处保留，请用“保存文件”或“分享”。
model-unreadable = 无法读取该模型的存档。存档已保留；“删除”可将其移除。
save-unreadable = 无法读取的存档
model-size = { $entities }，{ $relationships }
entities-count = { $n ->
   *[other] { $n } 个实体
}
relationships-count = { $n ->
   *[other] { $n } 个关系
}
kept-as-it-was = 按原样保留
open-here = { $size } · 在此打开
model-name-of = { $model } 的名称
open = 打开
open-model = 打开 { $model }
duplicate = 复制
duplicate-model = 复制 { $model }
delete = 删除
delete-model = 删除 { $model }
delete-open-hint = 此模型正在这里打开：请先打开另一个模型再删除它
delete-hint = 删除（“撤销删除”可恢复）
deleted = 已删除 { $model }。
undo-delete = 撤销删除
undo-delete-failed = 无法恢复已删除的模型：浏览器存储已满或被阻止。

## 检查器中关于负载的问题。{ $child } 和 { $parent } 是两个实体书写时的名称；
## { $children }、{ $parents }、{ $a_child } 和 { $a_parent } 也是这些名称
## （英语里它们带复数或冠词，中文照原样使用名称）。
card-one-to-one = 一对一
card-one-to-few = 一对少
card-one-to-many = 一对多
card-one-to-squillions = 一对海量
card-many-to-many = 多对多
q-grows = 它如何增长？
q-stream = 每个 { $parent } 以流的方式新增的 { $children } 数（留空：不是流）
q-stream-aria = 增长数量
q-period-aria = 增长周期
q-choose-period = 选择周期
q-per-second = 每秒
q-per-minute = 每分钟
q-per-hour = 每小时
q-per-day = 每天
q-per-month = 每月
q-per-year = 每年
q-kept = 保存每个 { $child }（不勾选：只保存由它们计算出的汇总）
q-relinks = { $a_child } 多久会移到另一个 { $parent } 下，或者链接多久增减一次？
q-relinks-aria = 重新关联
q-rarely = 很少
q-never = 从不
q-often = 经常
q-outliers = 少数 { $parents } 拥有多得多的 { $children }：最多有多少？（留空：没有这种离群值）
q-outliers-aria = 离群值上限
q-outliers-unbounded = 这些离群值没有上限
q-read = 它如何被读取？
q-read-together = { $child } 通常与 { $parent } 一起显示
q-read-alone = { $child } 会被单独读取或更新
q-from-child = 应用经常从 { $a_child } 找到它的 { $parent }
q-read-as = 与 { $a_parent } 一起读取时，它的 { $children } 的读取方式
q-read-as-aria = 读取方式
q-read-all = 全部读取
q-read-latest = 只读最新的几个
q-read-page = 每次一页
q-read-range = 每次一个区间（一小时的读数）
q-read-totals = 只读汇总（求和、计数、平均值）
q-page-size = 每页多少个？
q-page-size-aria = 每页大小
q-latest = 与 { $parent } 一起只显示最新的 K 个 { $children }？（留空：全部）
q-latest-aria = 与父文档一起显示的最新数量
q-ratio = 每写入一个 { $child }，读取 { $a_parent } 及其 { $children } 的次数（留空：未知）
q-ratio-aria = 每次写入的读取次数
q-snapshot = 副本保留建立链接时的值（订单保留发货时的地址）
q-kind = { $a_child } 是一种 { $parent } 吗？
q-kind-yes = 是：{ $a_child } 是某一种类的 { $a_parent }（“是一种”）
q-kind-field = { $parent } 中用来区分种类的字段
q-kind-field-aria = 种类字段
q-kind-value = 该种类对应的值
q-kind-value-aria = 种类值
q-link = 哪些属于链接本身？
q-link-hint = 属于一个 { $parent } 和一个 { $child } 这一对、而不属于任何一方的字段（购物车中某件商品的数量）。
q-link-add = 添加链接字段
q-link-name-aria = 链接字段 { $n } 的名称
q-link-type-aria = 链接字段 { $field } 的类型
q-link-delete-aria = 删除链接字段 { $field }
q-documents = 它的文档如何保存？
q-shapes = 并存的文档形态数，旧的未迁移（留空：1）
q-shapes-aria = 文档形态
q-history = 早期版本必须仍可读取（保留历史）
q-doc-count = 文档总数（留空：未知）
q-doc-count-aria = 文档数量
q-archive = 超过多久后很少读取（留空：一直读取）
q-archive-aria = 归档时限
q-archive-unit-aria = 归档时限单位
q-days = 天
q-months = 月
q-years = 年
q-fields-used = 每个字段如何使用？
q-field-used = { $field } 如何使用
q-field-rare = 读取实体时很少显示（默认：经常）
q-queries-find = 查询通过它查找文档：
q-query-equality = 按值查找
q-query-range = 按范围查找（两天之间的日期）
q-query-sort = 用于排序
q-query-text = 按词搜索
q-approximate = 近似值就够了（每 100 次更改写一次计数）
q-unique = 唯一：没有两个文档的值相同（唯一索引）

ws-archived = 已归档：此会话已有 30 天无人进入，因此为只读。“分享”会创建一个您可以编辑的副本。
ws-locked = 编辑已锁定：所有者正在演示，您正在观看。
ws-following = 正在跟随所有者的视图。
ws-workshop = 工作坊
ws-unlock = 解锁编辑
ws-lock = 锁定编辑
ws-unfollow = 停止让大家跟随我
ws-follow = 让大家跟随我
ws-ask = 就此关系提问
ws-ask-hint = 选择一个关系，然后请大家判断哪种模式适合它
ws-reveal = 公布答案
ws-show-me = 向我显示建议
ws-show-me-hint = 问题等待作答期间，您自己屏幕上的建议也会隐藏，以防投影的正是您的屏幕
ws-end = 结束提问
ws-copy-link = 复制链接
ws-copy-link-hint = 复制会话链接，以便分发
ws-show-link = 显示链接
ws-show-link-hint = 放大显示链接，方便在场的人输入
ws-question = 实时提问
ws-which = 哪种模式适合 { $relationship }？
ws-hidden = 在所有者公布答案之前，建议和画布上的判定都是隐藏的。
ws-your-answer-label = 您的回答
ws-or-pattern-label = 或选择一个模式
ws-or-pattern = 或选择一个模式…
ws-given = 您的回答：{ $answer }。
ws-advisor = 顾问的回答：{ $answer }
ws-agree = 您与顾问的看法一致。
ws-differ = 顾问的看法不同：
ws-nobody = 还没有人在场作答。
ws-no-answers = 在场 { $n } 人，尚无人作答。
ws-answered = { $n } 人中已有 { $answered } 人作答。
live-banner = 实时会话：持有此链接的每个人都在与您一起编辑此模型。{ $how }
live-offline = 离线：连接恢复之前，您的编辑会保留在此处。
live-connected = 已连接；正在同步…
live-reconnecting = 离线：正在重新连接…
live-kept-offline = { $n ->
   *[other] 离线：{ $n } 项更改保留在此处，连接恢复后发送。
}
live-now = 实时：每次编辑都会立即对所有人显示。
live-not-applied = 你的上一次修改未被应用：{ $why }
live-archived = 此会话已归档：只读。
live-held = 您的上一次编辑违反了模型的一条规则（见红色标出的问题）：它暂时保留在此处，修正后再发送。
live-renamed-entity = 有人比您早一步使用了实体名称“{ $wanted }”：您的实体名为“{ $kept }”。
live-renamed-field = 有人比您早一步使用了字段名称“{ $wanted }”：您的字段名为“{ $kept }”。
live-clash = { $name } 更改了您刚刚设置的内容（{ $what }）：对方的编辑晚于您的编辑，因此保留的是对方的编辑。
set-model-name = 模型名称
set-entity-name = 实体名称
set-entity-place = 实体位置
set-entity-key = 实体的 { $key }
set-field = 字段 { $field }
set-fields = 实体的字段
set-relationship-key = 关系的 { $key }
set-same = 同一项内容
why-archived = 此会话已归档（30 天无人进入）：只读。
why-locked = 会话所有者锁定了编辑：在其解锁之前，您只能观看。
someone = 某人
copied = 已复制
not-copied = 未复制：请使用“显示链接”
your-name = 您在此会话中的名字
join = 加入
people-label = 此会话中的成员
owner-title = 会话所有者
people-owner = （所有者）
people-you = （您）
rename = 重命名
rename-entity = 重命名“{ $name }”
no-fields-yet = 还没有字段
share-link = 分享链接
share-private = 模型就在此链接中：服务器上没有存储任何内容。任何持有此链接的人都可以打开它。
share-stored = 任何持有此链接的人看到的都是模型现在的样子。之后的编辑不会改变它：再次分享可获得新链接。
share-together-before = 或者一起编辑：
share-start-live = 发起实时会话
share-together-after = 会生成一个链接，打开它的每个人都会与您一起实时编辑此模型。
share-copied = 已复制。
share-not-copied = 浏览器不允许复制；请选中链接后手动复制。
share-unreadable = 未分享：无法读取服务器的响应。
share-failed = 未分享。{ $why }
live-not-started = 无法发起实时会话；请稍后再试。

## 文件、链接和导入
link-too-large = 这个模型太大，无法放进链接（{ $length } 个字符，上限为 { $limit }）。请改用“分享”：它把模型存到服务器上，并给出一个短链接。
link-unreadable = 无法读取此链接中的模型：链接可能被截断了。
not-stored = 服务器无法保存模型；请稍后再试。
download-refused = 浏览器拒绝了下载。
import-files = { $n ->
   *[other] { $n } 个文件
}
import-the-file = 该文件
import-failed = 未导入任何内容。{ $why }
import-unreadable = 未导入任何内容：无法读取应答；请重试。
import-http = 服务器返回 HTTP { $status }
import-failed-from = 未从 { $file } 导入任何内容。{ $why }
imported = 已导入 { $file }：{ $entities }，{ $relationships }。撤销可恢复此处原有的内容。
imported-notes = 导入说明列出了跳过或推测的内容。
export-http = 导出失败（HTTP { $status }）；请稍后再试。
export-failed = 未导出任何内容。{ $why }
open-failed = 未打开任何内容。{ $why }
import-notes = 导入说明（{ $n }）：跳过或推测的内容
import-notes-dismiss = 关闭说明
examples-http = 无法加载示例（HTTP { $status }）；请刷新页面重试。
examples-unreadable = 无法读取示例列表；请刷新页面。
example-unreadable = 无法读取该示例；请刷新页面。
example-missing = 没有这个示例；请从列表中选择一个。
example-http = 无法加载该示例（HTTP { $status }）；请稍后再试。
unreachable = 无法连接服务器。请检查网络连接后重试。
copy-failed = 复制失败
no-compression = 此浏览器无法压缩链接；请改用“分享”。
png-failed = 浏览器无法生成 PNG。
png-too-large = 浏览器无法生成 PNG（图片可能太大）；请改为导出 SVG。
file-unreadable-named = 无法读取文件 { $file }。
file-unreadable = 无法读取该文件。
started-new-model = 已新建模型。原来的模型保存在“我的模型”中。
not-done = 无法执行：{ $why }。
answer-unreadable = 无法读取服务器的应答；请刷新页面。
advisor-http = 顾问没有应答（HTTP { $status }）；请稍后再试。
not-renamed = 无法读取该模型的存档，因此没有重命名。
not-copied-model = 无法读取该模型的存档，因此没有复制。
storage-full = 浏览器存储已满或被阻止；未做任何更改。
copy-of = { $name }（副本）
a-model = 一个模型

## 建议所依据、但没有人输入的数量：显示在检查器中（带“保留”）和建议下方。
## { $child } 和 { $parent } 是书写时的名称；{ $children } 是同一名称。
assumed-line = 假定：{ $what }，这是{ $kind }关系的典型值。
assumed-typical = { $n ->
   *[other] 每个 { $parent } 有 { $n } 个 { $children }
}
assumed-max = { $n ->
   *[other] 每个 { $parent } 最多 { $n } 个 { $children }
}
assumed-no-limit = 没有上限
# 大数中数字分组的符号（“2,000”）。
digit-group = {","}
