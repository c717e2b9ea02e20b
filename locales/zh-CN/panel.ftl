# 建议面板自己的文字：服务器所写建议（见 `advice.ftl`）周围的标题、按钮和标签。
# `{ $name }` 是显示面板时填入的值；`{ $n }` 是数字。

## 面板
advice = 建议
advice-updating = 正在更新…
advice-asking = 正在询问顾问…
advice-needs-fix = 需要修正
advice-up-to-date = 已是最新
teaching-mode = 教学模式
teaching-mode-hint = 学员先猜，再显示答案
presenter-view = 演示视图
presenter-view-hint = 为投影仪放大字体，图也包括在内：图会适应其画布
wide-advice = 加宽建议
wide-advice-hint = 加宽建议以便并排阅读文档；画布变窄，检查器收起
recommendations = 推荐
recommendations-shared = 针对分享时的模型。
laying-out-question = 正在准备问题…
laying-out-advice = 正在准备建议…
teaching-select = 教学模式：选择一个关系，或一个有自己模式的实体；全场先于 Nestlink 作答。
needs-fix-first = 此关系暂无建议：需要先修正模型。

## 关系的建议
copy = 复制
copy-named = 复制{ $what }
copy-index = 索引
copy-read = 读取
copy-aggregation = 聚合
copy-write = 写入
copy-documents = { $collection } 的文档
copy-sample = { $collection } 的示例文档
copy-validator = { $collection } 的验证器
size-scale = 对数刻度；终点是 16 MiB 的文档上限
assumed = 因无人填写而采用的假设值：{ $counts }。在检查器中点“保留”即可采用；您输入的任何数字都会改变建议。
warnings = 警告
to-copy = 需要复制的字段（反规范化）
to-copy-latest = { $field }（最新的 { $n } 个）复制到 { $entity }
to-copy-field = { $field } 复制到 { $entity }
indexes = 索引
side-by-side = 并排比较
rules = 所依据的规则
alternatives = 其他方案
entity-pattern = { $entity } 的{ $pattern }
entity-pattern-in = 位于
variant-embedded = 嵌入
variant-referenced = 引用
recommended = 推荐
typical = 典型
largest = 最大
no-limit = 无上限：无限增长
passes-limit = 子项达到 { $n } 个时超过 16 MiB。
round-trips = { $n ->
   *[other] { $n } 次往返
}
lookup = 或者用 $lookup 一次往返完成：

## 未选择任何内容
select-relationship = 选择一个关系以查看建议。整体模式如下：
collection = 集合 { $name }
collection-holds = 包含 { $entities }
validation = 验证（$jsonSchema）
findings = 发现的问题
at = 位置：{ $place }。
show-it = 显示

## 成本比较
costs = 成本比较
cost-way = 方式
cost-largest = 最大
cost-largest-hint = 子项最多时最大的文档，及其占 16 MiB 上限的比例
cost-reads = 读取
cost-reads-hint = 读取父文档及其子项所需的查询数
cost-writes = 写入
cost-writes-hint = 添加一个子项时写入的文档数
cost-atomic = 原子性
cost-atomic-hint = 对两端的修改是否是一次单文档写入？
yes = 是
no = 否
no-bound = 无上限

## 教学模式
your-answer = 您的回答
quiz-question = 嵌入还是引用？您会怎么做？
embed = 嵌入
reference = 引用
quiz-or-name = 或者说出模式
quiz-choose = 选择一个模式…
quiz-entity = 哪种模式适合 { $entity } 的整体文档？
quiz-name = 说出模式
ask-again = 再问一次


## 教学模式对猜测的反馈。{ $pattern } 是推荐模式的名称，{ $guessed } 是猜测；
## 每条消息后面接着该模式的作用（patterns.ftl 中的 `does-<id>`）。
teach-right-embed = 对：嵌入它。Nestlink 给出的模式是{ $pattern }。
teach-right-reference = 对：引用它。Nestlink 给出的模式是{ $pattern }。
teach-exactly = 完全正确：{ $pattern }。
teach-other = Nestlink 推荐{ $pattern }，而不是{ $guessed }。
teach-guessed-embed = 嵌入
teach-guessed-reference = 引用
teach-not-listed = Nestlink 在此处没有把{ $guessed }列为可选方案。
teach-with = 若采用{ $guessed }：{ $tradeoff }

## 成本表中每个未选方式的一行：它能带来什么，然后“但是”它的代价。
## { $size } 是一个大小（“14.0 MiB”）。
why-not = 为什么不用 { $pattern }：{ $why }。
wn-trips-fewer = { $n ->
   *[other] 少 { $n } 次往返
}
wn-trips-more = { $n ->
   *[other] 多 { $n } 次往返
}
wn-less-per-read = 每次读取少 { $size }
wn-more-per-read = 每次读取多 { $size }
wn-atomic = 一次原子写入
wn-not-atomic = 没有单次原子写入
wn-writes-per-child = { $n ->
   *[other] 每添加一个子项写入 { $n } 次，而不是 { $chosen } 次
}
wn-writes-per-move = { $n ->
   *[other] 每移动一个节点写入 { $n } 次，而不是 { $chosen } 次
}
wn-rewritten = { $n ->
   *[other] 复制的字段变化时要重写 { $n } 个文档
}
wn-no-copies = 没有需要保持同步的副本
wn-cannot = 无法使用：{ $why }
wn-at-max = 最大时 { $size }
wn-set-aside = 不适合这些事实：{ $why }
wn-same = 这里成本相同；由上面的理由决定
wn-but = { $gains }，但是 { $losses }
wn-joiner = {"，"}
# 大小中的小数点（“1.2 KiB”）。
decimal-sign = .

place-entity = 实体 { $entity }
place-field = 实体 { $entity }，字段 { $field }
place-relationship = 关系 { $from } → { $to }
place-model = 模型
