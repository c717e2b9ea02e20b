# 示例文档的说明文字：并列展示的每种存储方式下一次写入的代价，以及文档在何处
# 超过 MongoDB 的 16 MiB 上限。名称按模型中的写法传入；英文用 A() 在名称前加
# "a" 或 "an"，中文直接写名称。
# 集合（{ $collection }、{ $archive }）和字段名保持原样。

## 一次写入涉及哪些文档
sample-count-every = 对 { $name } 的每次变化都会写入其文档：{ $every } 次变化，{ $every } 次写入，数值始终准确。
sample-count-approximate = 应用对 { $name } 的变化计数，每 { $every } 次写入一次，一次加 { $every }：{ $every } 次变化，1 次写入。存储的数值最多落后 { $behind } 次变化。
sample-attribute-writes = 修改一个 { $value } 会重写保存它的那一个 { $from } 文档：1 个文档，原子写入。但按 { $value } 搜索需要在每个 { $name } 的字段上建索引，新增一个 { $name } 就要新增一个索引。
sample-copied-everywhere = 每个 { $to } 都被复制到每个与之关联的 { $from } 中：修改一个 { $to } 通常要涉及 { $count } 个 { $from } 文档（updateMany），不是原子的。
sample-embedded-one = 修改一个 { $to } 会重写保存它的那一个 { $from } 文档：1 个文档，原子写入。
sample-polymorphic-kind = { $to } 的字段与其 { $from } 的其余部分一起修改：1 个文档，原子写入。
sample-parent-copies-unbounded = 修改 { $from } 的 { $fields } 会涉及该 { $from } 以及保存其副本的每个 { $to }：通常 { $count } 个文档，没有上限，通过对 "{ $collection }" 的一次 updateMany 完成；副本与 { $from } 的更新不是原子的。
sample-parent-copies = 修改 { $from } 的 { $fields } 会涉及该 { $from } 以及保存其副本的每个 { $to }：通常 { $count } 个文档，最多 { $max } 个，通过对 "{ $collection }" 的一次 updateMany 完成；副本与 { $from } 的更新不是原子的。
sample-latest-copy = 编辑一个 { $to } 会涉及它自己的文档，以及它仍属于最新几个时在 { $from } 中的副本：2 个文档，合起来不是原子的。新的 { $to } 同样需要 2 次写入（先 insertOne，再用 $push 配合 $each、$sort 和 $slice）。
sample-child-copies = 修改 { $to } 的 { $fields } 会涉及该 { $to } 以及保存其副本的每个 { $from }：通常 { $count } 个文档（对 "{ $collection }" 执行带 arrayFilters 的 updateMany），合起来不是原子的。
sample-move-ids = 修改一个 { $to } 只会重写它自己的文档；把它移到另一个 { $from } 则涉及 3 个文档（该 { $to } 以及两个 { $from } 中的数组），合起来不是原子的。
sample-own-document = 修改一个 { $to } 只会重写它自己在 "{ $collection }" 中的文档：1 个文档；不复制任何内容。
sample-tree-one-document = 一个根节点之下的整棵树是一个文档：移动或编辑一个 { $node } 节点都会重写该文档，1 个文档，原子写入。
sample-tree-child-move = 移动一个 { $node } 节点涉及 2 个文档：从旧父节点的 "{ $field }" 中 $pull，再 $push 到新父节点的同一字段中，合起来不是原子的。
sample-tree-path-move = 移动一个 { $node } 节点会重写它的 "path"，以及它之下每个 { $node } 节点的 "path"（对以旧路径开头的路径执行 updateMany）。
sample-tree-ancestors-move = 移动一个 { $node } 节点会重写它本身，以及它之下每个 { $node } 节点的 "ancestors"（updateMany）。
sample-tree-parent-move = 移动一个 { $node } 节点只会重写它自己的 "parent" 字段：1 个文档。
sample-schema-version = 一次写入会存储最新形态，并把 "{ $field }" 设为 { $version }：1 个文档，原子写入。较旧的文档在下次被写入时（或由后台任务）变为最新形态，绝不会一次全部迁移。
sample-history-array = 每次变化都会把被替换的版本推入 "history"：1 个文档，原子写入，但每次变化都会让文档增大一份完整副本（不会达到 16 MiB）。
sample-history-array-breaks = 每次变化都会把被替换的版本推入 "history"：1 个文档，原子写入，但每次变化都会让文档增大一份完整副本（{ $at } 次变化后超过 16 MiB）。
sample-document-versioning = 一次变化先把被替换的版本复制到 { $revisions }，再更新当前版本并增加 "{ $field }"：2 个文档，由一个事务保证一起生效。
sample-bucket-upsert = 新的 { $to } 只需对其 { $from } 的当前桶执行一次 upsert：1 个文档，原子写入，无需先读取；下一个桶由第一个放不下的 { $to } 创建。
sample-computed-kept = 新的 { $to } 被插入，并用 $inc 增加其 { $from } 的汇总：2 个文档，除非放在一个事务中，否则合起来不是原子的；读取 { $from } 只涉及 1 个文档。
sample-computed-only = 新的 { $to } 只用 $inc 增加其 { $from } 的汇总：1 个文档，原子写入；{ $to } 本身不存储。
sample-outlier-push = 数组中少于 { $usual } 个时，新的 { $to } 被推入其 { $from }：1 个文档，原子写入。对于被标记的离群值，它改为放入溢出文档（多 2 次写入，合起来不是原子的）。
sample-archive-job = 一个定时任务把早于 { $age } 的文档复制到 { $archive }，然后从 { $live } 中删除它们：每个归档文档 2 次写入，各自是原子的，两者合起来不是（复制时保留已存在的文档，因此失败后可以重新运行该任务）。
sample-time-series-insert = 新的 { $to } 只需一次插入：MongoDB 会自行把它压缩后存入其 { $from } 当前打开的桶中。时间序列数据只写入一次；对其文档的更新和删除仅用于更正。

## 时长，用于上面的归档任务
sample-age-second = { $n ->
   *[other] { $n } 秒
}
sample-age-minute = { $n ->
   *[other] { $n } 分钟
}
sample-age-hour = { $n ->
   *[other] { $n } 小时
}
sample-age-day = { $n ->
   *[other] { $n } 天
}
sample-age-month = { $n ->
   *[other] { $n } 个月
}
sample-age-year = { $n ->
   *[other] { $n } 年
}

## 文档在何处超过 16 MiB 上限（{ $limit }：其字节数）
sample-over-limit-one = 即使只有一个子项，也超过 16 MiB 的 BSON 上限（{ $limit } 字节）：这个文档无法存储。
sample-grows-past = 无限增长：每个 { $parent } 有 { $at } 个 { $children } 时，文档会超过 16 MiB 的 BSON 上限（{ $limit } 字节），再也无法写入。
sample-breaks-at = 每个 { $parent } 有 { $at } 个 { $children } 时就会出错：超过 16 MiB 的 BSON 上限（{ $limit } 字节），此时还不到最大值 { $max } 个。
sample-history-grows = 随每次变化无限增长：{ $at } 次变化后，文档会超过 16 MiB 的 BSON 上限（{ $limit } 字节）。
sample-bucket-too-full = 一个装满 { $count } 个 { $children } 的桶超过 16 MiB 的 BSON 上限：请把桶改小。
