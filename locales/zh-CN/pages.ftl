# 编辑器周围各页面的文字：每个页面的页眉、首页、示例库和“未找到”页面。
# `{ $name }` 是显示页面时填入的值。

## 每个页面的页眉
site-description = Nestlink：设计 MongoDB 文档模式，学会何时嵌入数据，何时引用数据。
nav-main = 主菜单
nav-editor = 编辑器
nav-examples = 示例
theme-dark = 深色主题
language-menu = 语言

## 首页
home-title = 嵌入还是引用？
home-lede = Nestlink 是一个练习 MongoDB 文档模式设计的平台。画出实体和关系，说明数据的使用方式，它会为每个关系告诉你应当嵌入数据还是引用数据，并说明原因。
home-open-editor = 打开编辑器
home-see-examples = 查看示例
home-steps = 使用方法
home-draw-title = 1. 绘制
home-draw = 实体及其字段，以及实体之间的关系。
home-describe-title = 2. 描述用法
home-describe = 每个父文档有多少子项，子项是与父文档一起读取还是单独读取，每个字段多久更改一次。
home-compare-title = 3. 比较
home-compare = 用平实的语言给出推荐的模式，并把嵌入文档和引用文档并排展示：它们的 BSON 大小以及各自需要的查询。

## 示例库
examples-title = 示例
examples-lead = 这些是 Nestlink 所依据的文章中的示例。打开一个示例，选择一个关系，看看应该嵌入还是引用，以及原因；也可以打开教学模式，先自己猜一猜。
examples-loading = 正在加载示例…
examples-open = 在编辑器中打开
examples-open-named = 在编辑器中打开“{ $title }”

## 不存在的页面
not-found-title = 未找到页面
not-found-text = 此地址没有页面。
not-found-back = 返回首页

## 编辑器页面
editor-title = 编辑器
shared-loading = 正在加载共享的模型…
shared-description = 在 Nestlink 中设计的 MongoDB 模式：{ $entities }，{ $relationships }，每个关系都附有建议：嵌入还是引用。
