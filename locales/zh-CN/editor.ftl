# 编辑器的文字：工具栏。`{ $n }` 是数字；依赖数字的消息按语言的复数类别
# 各有一种形式（中文只有一种）。

## 工具栏
toolbar = 编辑器工具
toolbar-loading = 正在加载编辑器
model-name = 模型名称
new-model = 新建
new-model-hint = 新建一个空模型；当前模型保留在“我的模型”中
my-models = 我的模型
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
