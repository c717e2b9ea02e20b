# 建议中的句子（按领域逐步移入；先是树）。
# $node 是实体在模型中的名称，$nodes 是它的英文复数；代码（查询、路径、
# 字段名）通过参数传入，不翻译。

## 树：与自身相关的实体

tree-every-node = 每个 { $node } 节点都是集合 "{ $collection }" 中的一个文档。
tree-not-embedded = 树的节点（{ $nodes }）是同一集合中的文档，每个节点都由对树提出的查询找到

tree-paths = { $node } 树要按层级顺序列出，或按路径开头搜索，而只有路径字符串能用一次查询回答。每个 { $node } 节点把其祖先的 ID 作为一个字符串存放在 "path" 字段中（"{ $path }"）：{ $list } 按顺序列出整棵树，{ $below } 借助 "path" 上的索引找到某节点之下的所有节点。
tree-paths-index = 按顺序对树排序，并支持前缀搜索（锚定在开头的正则表达式）
tree-paths-move = 移动一个 { $node } 节点意味着重写其下每个 { $node } 节点的路径；树很少变动，这个代价可以接受。
tree-paths-vs-ancestors = 祖先 ID 数组：同样能直接查询子树和祖先，也更容易保持正确，但无法按顺序列出树，也不能按部分路径搜索
tree-paths-vs-parents = 只存父节点 ID：移动只需一次写入，但按顺序或按路径列出需要 $graphLookup 或由应用处理

tree-moving = 节点经常移动，而任何存储 { $node } 节点祖先的模式都会在每次移动时重写整个子树。每个 { $node } 节点只在 "parent" 字段中存放父节点的 ID：移动只需一次写入，祖先或子树由一次基于 "parent" 的 $graphLookup 得到。
tree-moving-index = 查找节点的子节点，并支持 $graphLookup
tree-moving-vs-ancestors = 在每个节点中存储祖先：深层查询只需一次基于索引的 find，但每次移动都会重写被移动的子树

tree-ancestors = { $node } 树要查询祖先或整棵子树，而父节点引用或子节点引用每次查询只能回答一层。每个 { $node } 节点在 "parent" 中存放父节点，并在 "ancestors" 中从根开始存放所有祖先的 ID：{ $to_root } 是到根的路径，{ $subtree } 是整棵子树。
tree-ancestors-index = 多键索引：查找节点的所有后代
tree-ancestors-move = 移动一个 { $node } 节点意味着重写其下每个 { $node } 节点的祖先数组。
tree-ancestors-vs-paths = 每个节点一个路径字符串（"{ $path }"），用正则表达式查询：能力相同，但路径更难更新
tree-ancestors-vs-parents = 只存父节点 ID：移动代价低，但子树需要每层一次查询（或 $graphLookup）

tree-children = { $node } 树要查询节点的子节点，因此每个 { $node } 节点在 "{ $field }" 中保存其子节点 ID 的数组：{ $children } 直接给出答案，{ $parent } 找到节点的父节点和兄弟节点。
tree-children-index = 多键索引：查找节点的父节点
tree-children-vs-parents = 改为每个节点存放其父节点 ID：父节点可直接得到，子节点需要一次基于索引的查询

tree-parents = 每个 { $node } 节点在 "parent" 中存放其父节点的 ID：{ $parent } 是节点的父节点，{ $children } 是它的直接子节点，"parent" 上建有索引。
tree-parents-index = 查找节点的子节点
tree-parents-vs-children = 每个节点保存其子节点 ID 的数组：子节点可直接得到，父节点需要对数组进行查询
tree-parents-no-queries = 未给出 tree_queries；父节点引用既能回答父节点查询，也能回答子节点查询。
tree-children-too-many = 需要查询子节点，但一个 { $node } 节点可能有 { $count } 个子节点，太多，不适合用 ID 数组；改用 { $query } 列出它们。
tree-children-unbounded = 需要查询子节点，但一个 { $node } 节点的子节点数量没有上限，太多，不适合用 ID 数组；改用 { $query } 列出它们。
tree-parents-deep = 祖先、子树或树的顺序需要基于 "parent" 每层一次查询（或由一次 $graphLookup 在服务器上逐层遍历）。在每个 { $node } 节点中存储更多内容可以用一次查询回答，但在这里代价更高：见成本表。

## 通用短语

size-bytes = { $n } 字节
joiner-and = {"；并且"}
counts-exact = 每个 { $parent } 有 { $count } 个 { $children }
counts-range = 每个 { $parent } 通常有 { $typical } 个、最多 { $max } 个 { $children }
counts-unbounded = 每个 { $parent } 通常有 { $typical } 个 { $children }，没有上限
joiner-semicolon = {"；"}

## 为什么不嵌入（$child、$children：子实体的名称及其英文复数；$parent：父实体的名称）

not-embedded = { $child } 不嵌入，因为{ $reasons }。
blocker-used-alone = { $child } 会被单独读取或更新，这是不嵌入它的有力理由
blocker-unbounded = 每个 { $parent } 的 { $children } 数量没有上限，而嵌入的数组不应无限增长
blocker-too-large = 嵌入后，最多 { $max } 个 { $children } 会使 { $parent } 文档在最大时约为 { $size }，超过了能让文档整体快速读写的 1 MiB
blocker-moves = { $children } 经常移到另一个 { $parent }，每次移动都要把嵌入的 { $child } 从一个 { $parent } 文档移到另一个
blocker-too-big = 嵌入后，{ $parent } 文档会增长到约 { $size }，超过 16 MiB 的 BSON 文档上限
many-to-many-not-embedded = 一个 { $child } 属于多个 { $parents }：嵌入后它会被复制到每一个中，而它既不小、也不稳定，也不只与它们一起读取
rarely-read-not-embedded = { $children } 很少与其 { $parent } 一起读取：放在其中，每次读取 { $parent } 都要带上它们
ruled-out-embed = 一次读取和一次原子写入，但此处被排除：原因见说明
because = { $reasons }
one-by-one-not-embedded = { $children } 不逐个嵌入 { $parent }，因为{ $reasons }。

## 嵌入（$used_alone：子数据也被单独使用时为 "yes"）

embedded-size = 嵌入后的 { $parent } 文档估计约为 { $typical }，远低于 16 MiB 上限。
embedded-size-range = 嵌入后的 { $parent } 文档估计通常约为 { $typical }，最大约为 { $max }，远低于 16 MiB 上限。
embed = 将 { $child } 作为子文档 "{ $field }" 嵌入 { $parent }：这是一对一关系，且与 { $parent } 一起读取{ $used_alone ->
        [yes] {""}
       *[no] {"、不被单独使用"}
    }，因此一次读取即可同时返回两者。
embed-vs-reference = { $child } 放在自己的集合中并带有 { $parent } 的 ID：每次读取 { $parent } 都要第二次查询，只有在单独使用 { $child } 时才值得。
embed-array = 将 { $children } 作为数组 "{ $field }" 嵌入 { $parent }：{ $counts }，与 { $parent } 一起读取{ $used_alone ->
        [yes] {""}
       *[no] {"、不被单独使用"}
    }。
embed-array-vs-references = { $child } 放在自己的集合中，并在 { $parent } 中保存其 ID 数组：每次读取两次查询，且没有单次原子写入，只有在必须单独使用 { $child } 时才值得。
embed-array-slice = 与 { $parent } 一起只显示 { $count } 个：用 { $projection } 投影出它们。
atomic-embedded = { $parent } 和 { $child } 必须一起变更，而对单个文档的写入是原子的：一次 updateOne（例如同时使用 $inc 和 $push）即可同时修改两者。
atomic-embedded-used-alone = { $child } 也会被单独使用，但为了与 { $parent } 原子地一起变更，它保持嵌入；通过 { $parent } 读取它，使用投影并在 "{ $field }" 的字段上建索引，或者将其分开存放并使用多文档事务。
atomic-apart = { $parent } 和 { $child } 应当原子地变更，但它们无法放在同一个文档中：{ $why }。把必须一致的值（计数器或状态）保存在 { $parent } 文档中，并与子文档在同一个 updateOne 中更新，或者在一个多文档事务（session.withTransaction）中同时修改两者，如推荐方案的写入所示。
large-document = 在最大数量时，{ $parent } 文档约为 { $size }：这是允许的，但每次读取和重写它都要移动这么多数据。

## 因很少与父文档一起读取而分开存放

split = 将 { $child } 从 { $parent } 中拆分出来：它是一对一关系，但读取 { $parent } 时很少需要它，带着它会让每次读取 { $parent } 变重（约 { $with }，而不是约 { $without }）。
split-apart = { $parent } 保留经常读取的字段；{ $child } 放入集合 "{ $collection }"，在 "{ $field }" 中保存 { $parent } 的 ID，只在显示时读取。
split-index = 查找某个 { $parent } 唯一的 { $child }；因为是一对一关系，所以唯一
split-vs-embed = 一次读取即可返回全部，但每次读取 { $parent } 都带着很少使用的 { $child }
kept-apart = 将 { $children } 放在它们自己的集合 "{ $collection }" 中，每个都在 "{ $field }" 中保存其 { $parent } 的 ID：读取 { $parent } 时很少需要它们，嵌入会拖慢每次读取。
kept-apart-query = 需要时，一次基于索引的查询即可找到它们：{ $query }。
kept-apart-index = 查找某个 { $parent } 的 { $children }
kept-apart-vs-embed = 一次读取即可返回全部，但每次读取 { $parent } 都带着它的 { $children }

## 顾问决策表中的情形（server/src/patterns）：说明为何一个可行的方案被搁置，显示在成本表中

situation-is-a = 一对一的“是一种”关系：该种类的字段存放在父文档中
situation-outliers = 大多数父文档的子数据都能放下，少数放不下
situation-graph = 与自身多对多相关的实体：图
situation-shared-copies = 多对多，其中小而稳定的子数据与父文档一起读取且不单独使用：嵌入副本
situation-many-to-many = 多对多：在关联较少的一侧保存 ID 数组
situation-tree-paths = 按顺序列出或按路径搜索的树，节点很少移动
situation-tree-moving = 有深层查询或路径查询、节点经常移动的树
situation-tree-ancestors = 需要查询祖先或整棵子树的树
situation-tree-children = 需要查询节点子节点的树，子节点少到可以放进 ID 数组
situation-tree-other = 其他任何树
situation-totals = 只读取子数据的汇总，或不保留原始子数据
situation-time-series = 测量数据流：每条只添加一次、带有日期并按时间读取，无法嵌入
situation-buckets = 按页或按时间范围读取的子数据流，无法嵌入
situation-split = 可以嵌入但很少与父文档一起读取的一对一关系
situation-kept-apart = 可以嵌入但很少与父文档一起读取的一对多关系
situation-embed = 与父文档一起读取的一对一关系，没有妨碍嵌入的因素
situation-embed-array = 与父文档一起读取的一对多关系，没有妨碍嵌入的因素
situation-held-elsewhere = 子数据嵌入在另一个父文档中：在它所在之处保存此父文档的 ID
situation-too-large-one = 太大而无法嵌入、但不单独使用的一对一关系：拆分
situation-one-alone = 单独使用的一对一关系，父文档中不显示它的任何内容
situation-one-alone-shown = 单独使用的一对一关系，父文档中显示它的几个字段
situation-latest-by-query = 与父文档一起显示最新的 K 个，通过查询找到：相对于读取，子数据写入频繁
situation-latest-copied = 与父文档一起显示最新的 K 个：其副本存放在父文档中
situation-many-shown = 子数据多于 ID 数组所能容纳，且每个都与父文档的几个字段一起显示
situation-many = 子数据多于 ID 数组所能容纳
situation-moving = 子数据经常移到另一个父文档
situation-rarely-read = 子数据很少与父文档一起读取：父文档不需要它们的列表
situation-two-way = 子数据单独存放，与父文档一起读取，也被单独查询以找到父文档：6 条经验法则在两侧都保存 ID（双向引用）
situation-extended = 子数据被单独使用，每个都与父文档的几个字段一起显示
situation-parent-reference = 子数据按页读取，或是一对多关系但未给出最大值、父文档中也不列出其字段：每个子文档保存父文档的 ID
situation-child-references = 子数据单独存放并与父文档一起读取，给出了最大值或在父文档中显示其字段：6 条经验法则在父文档中列出它们的 ID

## 为何某方案不可用（成本表）

cost-unbounded = 每个 { $parent } 中有一个没有上限的 { $children } 数组
cost-over-limit = 最大的文档约为 { $size }，超过 16 MiB 上限

## 分开存放：引用（$parent、$parents、$child、$children：名称及英文复数；$field：子文档中保存父文档 ID 的字段；$collection：子文档的集合；$label：父文档中存放子文档的字段；$copies：带引号的字段名；$query：mongosh 查询）

ref-index = 查找某个 { $parent } 的 { $children }
ref-found-by-query = 某个 { $parent } 的 { $children } 通过一次基于索引的查询找到：{ $query }。
ref-held-elsewhere = 每个 { $child } 在其所在之处的 "{ $field }" 中保存其 { $parent } 的 ID：某个 { $parent } 的 { $children } 通过该字段找到，该字段上建有索引。
ref-moving = 每个 { $child } 在 "{ $field }"（已建索引）中保存其 { $parent } 的 ID：{ $children } 经常在 { $parents } 之间移动，这样一次移动只需更新该字段一次；而在 { $parent } 中保存 ID 数组，每次移动都要修改两个 { $parent } 文档。
ref-moving-vs-ids = 在每个 { $parent } 中保存 { $child } ID 数组：{ $parent } 无需查询即可列出其 { $children }，但每次移动都要重写两个 { $parent } 文档
ref-rarely-read = 每个 { $child } 在 "{ $field }"（已建索引）中保存其 { $parent } 的 ID：它们很少与 { $parent } 一起读取，因此 { $parent } 不需要它们的列表。
ref-extended-parent = 每个 { $child } 会被单独读取，并与其 { $parent } 的 { $copies } 一起显示：它在 "{ $field }" 中保存 { $parent } 的 ID，并在旁边保存这些字段的副本（扩展引用），因此显示 { $child } 时无需读取其 { $parent }。
ref-extended-parent-vs-ids = 在每个 { $parent } 中保存 { $child } ID 数组：{ $parent } 无需查询即可列出其 { $children }，但要显示带有其 { $parent } 字段的 { $child } 需要第二次读取
ref-split = 将 { $child } 中经常读取的部分保留在 { $parent } 中，其余部分放入 "{ $collection }"，并在 "{ $field }" 中保存 { $parent } 的 ID。
ref-one-parent = { $child } 存放在 "{ $collection }" 中，在 "{ $field }" 中保存 { $parent } 的 ID；唯一索引通过一次查询找到某个 { $parent } 的 { $child }。
ref-one-parent-index = 查找某个 { $parent } 的 { $child }；因为是一对一关系，所以唯一
ref-one-parent-vs-extended = { $parent } 保存 { $child } 的 ID 以及它要显示的字段的副本，省去第二次查询
ref-one-extended = { $parent } 在 "{ $label }" 中保存 { $child } 的 ID 以及 { $copies } 的副本，因此显示 { $parent } 时无需第二次查询；完整的 { $child } 存放在 "{ $collection }" 中。
ref-one-extended-vs-parent = 不复制任何内容，因此无需保持同步，但每次显示带有 { $child } 的 { $parent } 都要第二次查询
ref-many = 每个 { $child } 在集合 "{ $collection }" 的 "{ $field }" 中保存其 { $parent } 的 ID：由于{ $counts }，即使是 { $parent } 中的 ID 数组也会增长到数千个条目以上（并逼近 16 MiB 上限）。
ref-many-index = 查找某个 { $parent } 的 { $children }（父引用）
ref-many-vs-ids = 在 { $parent } 中保存 { $child } ID 数组：它会无节制地增长，并且每添加一个 { $child } 都要重写
ref-many-extended = 每个 { $child } 还携带其 { $parent } 的 { $copies } 的副本，因此无需读取 { $parent } 即可显示（或筛选）它。
ref-latest-copied = 最新的 { $count } 个 { $children } 还会被复制到每个 { $parent } 的 "{ $label }" 中，并在插入 { $child } 的同一次写入中维护：$push 配合 $each、$sort 和 $slice: -{ $k }。
ref-latest-copied-warning = { $parent }.{ $label } 中最新 { $k } 个的副本必须在每个新 { $child } 时更新；只有当 { $parent } 页面的读取频率与 { $children } 的写入频率相当时才值得。
ref-latest-found = 与 { $parent } 一起只显示最新的 { $count } 个 { $children }，但每写入一个 { $child }，{ $parent } 与它们一起被读取 { $ratio } 次：在 { $parent } 中保存它们的副本会为每次这样的读取省去一次往返，却让每个 { $child } 多一次写入，而这里写入的权重更大（一次往返按读取 16 KiB 计，一次写入按 4 KiB 计）。因此页面改为查询它们：{ $query }。
ref-latest-found-vs-subset = 将最新的 { $count } 个 { $children } 复制到每个 { $parent } 中：其页面只需一次读取，但每个新 { $child } 都要写两次，在这里其权重超过省下的往返
ref-latest-by-query = 每个 { $child } 在集合 "{ $collection }" 的 "{ $field }" 中保存其 { $parent } 的 ID：{ $counts }。
ref-latest-by-query-index = 查找某个 { $parent } 最新的 { $children }
ref-subset = 与 { $parent } 一起只显示最新的 { $count } 个 { $children }，因此将它们嵌入 "{ $label }"，并把每个 { $child } 都保存在 "{ $collection }" 中，在 "{ $field }" 中保存 { $parent } 的 ID：{ $counts }。
ref-subset-push = 新的 { $child } 插入 "{ $collection }"，并用 $push、$each、$sort 和 $slice: -{ $k } 推入 { $parent }。
ref-subset-index = 列出某个 { $parent } 的所有 { $children }
ref-subset-copies = { $parent }.{ $label } 中的 { $children } 是副本：编辑过的 { $child } 必须在两个集合中都更新。
ref-latest-volatile = { $child }.{ $name } 经常变化，因此不包含在 { $parent } 中最新 { $k } 个的副本里；请从 "{ $collection }" 读取。
ref-by-parent = 每个 { $child } 像外键一样，在集合 "{ $collection }" 的 "{ $field }" 中保存其 { $parent } 的 ID：{ $list }。
ref-by-parent-page = 某个 { $parent } 的 { $children } 按页读取：{ $query }，下一页从上一页最后显示的一项之后开始
ref-by-parent-unbounded = 没有给出最大值，因此 { $parent } 中的 ID 数组会随着每个 { $child } 增长；一次基于索引的查询即可列出某个 { $parent } 的 { $children }：{ $query }
ref-by-parent-index = 列出某个 { $parent } 的 { $children }
ref-by-parent-index-newest = 列出某个 { $parent } 的 { $children }，最新的在前
ref-by-parent-vs-ids = 在每个 { $parent } 中保存 { $child } ID 数组：{ $parent } 自己就能列出其 { $children }，但数组会随着每个 { $child } 增长，并且必须保持在你能给出的最大值以内
ref-child-references = { $children } 存放在它们自己的集合 "{ $collection }" 中，每个 { $parent } 在 "{ $label }" 中保存它们的 ID 数组：{ $counts }，少到可以用 ID 数组（{ $parent } 文档最多约 { $size }）。
ref-child-references-read = 读取一个 { $parent } 及其 { $children } 需要两次查询：先 findOne 该 { $parent }，再 { $query }，或者一次 $lookup。
ref-child-references-vs-parent = 改为每个 { $child } 保存其 { $parent } 的 ID：{ $parent } 中无需维护数组，但列出某个 { $parent } 的 { $children } 需要在该字段上建索引
ref-two-way = 两个方向都经常查询：{ $parent } 在 "{ $label }" 中保存 { $child } ID 数组，每个 { $child } 在 "{ $field }" 中保存其 { $parent } 的 ID，因此任一侧都能直接找到另一侧；{ $counts }。
ref-two-way-index = 从 { $child } 一侧查找某个 { $parent } 的 { $children }，例如带有对其他字段的筛选
ref-two-way-move = 把 { $child } 移到另一个 { $parent } 需要写入两个 { $parent } 文档和该 { $child }；这些写入合起来不是原子的。
ref-two-way-vs-ids = 只在 { $parent } 中保存数组：每次变更一次写入，但从 { $child } 找到其 { $parent } 需要对数组进行查询
ref-extended-ids = 数组在每个 ID 旁边保存 { $copies } 的副本：这是扩展引用，无需第二次查询即可显示 { $parent } 及其 { $children }{ $also ->
        [snapshot] {"，并保留建立关联时的值"}
        [link] {"；每个元素都是表示该关联的小文档，因此副本与关联自身的字段放在一起"}
        [volatile] {"；经常变化的字段不复制，从它们自己的集合中读取"}
       *[none] {""}
    }。
ref-extended-into-child = 每个 { $child } 在 "{ $field }" 旁边保存其 { $parent } 的 { $copies } 的副本：这是扩展引用，无需第二次查询即可显示带有其 { $parent } 字段的 { $child }。
ref-extended-vs-plain-child = 只存 ID、不复制：无需保持同步，但每次显示带有其 { $parent } 的 { $copies } 的 { $child } 时都要第二次查询。《MongoDB 模式设计的 6 条经验法则》系列把这些副本称为反范式化。
ref-extended-vs-plain-parent = 只存 ID、不复制：无需保持同步，但每次显示带有其 { $children } 的 { $copies } 的 { $parent } 时都要第二次查询。《MongoDB 模式设计的 6 条经验法则》系列把这些副本称为反范式化。

## “是一种”关系：所有种类放在一个集合中（$by、$value：区分种类的字段及该种类在其中的值）

is-a = { $child } 是 "{ $by }" 为 "{ $value }" 的 { $parent }（“是一种”关系）：把它放在 { $parent } 的集合 "{ $collection }" 中，其自身字段与每个 { $parent } 都有的字段放在同一文档里。
is-a-with-fields = { $child } 是 "{ $by }" 为 "{ $value }" 的 { $parent }（“是一种”关系）：把它放在 { $parent } 的集合 "{ $collection }" 中，其自身字段（{ $fields }）与每个 { $parent } 都有的字段放在同一文档里。
is-a-query = 一次查询即可读取所有种类的 { $parents }，"{ $by }" 区分各个种类，其上的索引可找到某一种类；验证器要求共有字段，并允许每个种类添加自己的字段。
is-a-index = 查找某一种类的 { $parents }
is-a-vs-embed = 把 { $child } 的字段放在 { $parent } 的子文档 "{ $label }" 中：仍是同一个集合，但查询和索引要深入一层
is-a-vs-collections = 每个种类一个集合，各自保存其 { $parent } 的 ID：读取所有种类的 { $parents } 需要每个种类一次查询

## 多对多（$holder、$holders：保存 ID 数组的一侧；$held：另一侧；$field：该数组）

m2m = 多对多：一个 { $child } 属于多个 { $parents }，因此嵌入会把每个 { $child } 复制到每个与之关联的 { $parent } 中；{ $parent } 和 { $child } 各自保留自己的集合，通过 ID 数组关联。
m2m-side = 数组放在 { $holder } 中（"{ $field }"，通常 { $count } 个 ID），因为这一侧每个文档的关联更少（通常每个 { $parent } 有 { $typical } 个 { $children }，每个 { $child } 有 { $inverse } 个 { $parents }）。
m2m-graph = { $parent } 关联到其他 { $parents }，一个 { $parent } 可能有多个父节点：这是图，不是树。每个 { $parent } 在 "{ $field }" 中列出其子节点的 ID（子节点引用），这样一个节点可以有多个父节点，而单个父字段做不到；用 { $query } 并在 "{ $field }" 上建索引即可找到节点的父节点。
m2m-graph-index = 多键索引：查找 { $parent } 的父节点
m2m-both-relinks = 两个方向都会查询，但关联经常添加和删除：如果两侧都有数组，每次变更都要写两个文档，因此只有 { $holder } 保存 ID，另一个方向通过对该数组的索引查询完成。
m2m-both = 两个方向都会查询：另一个方向是对 { $holder } 数组的一次查询 { $query }，配合多键索引。两侧都放数组不会减少任何往返，却要为每个关联写两个文档。
m2m-index = 多键索引：查找列出了某个 { $held } 的 { $holders }
m2m-limit = { $holder } 中的 { $held } ID 数组可能增长到数千个条目以上；如果发生这种情况，请在单独的集合中为每个关联保存一个小文档，并在每个 ID 上建索引。
m2m-atomic = 多对多关系无法把 { $parent } 和 { $child } 放在一个文档中（一个 { $child } 被多个 { $parents } 共享）；对于必须原子完成的变更，请使用多文档事务。
m2m-vs-copies = 把每个 { $child } 复制到每个与之关联的 { $parent } 中：一次读取即可，但对 { $child } 的每次修改都必须在每个副本中重复
m2m-vs-two-way = 两侧都放数组：每个方向一次查询，每次关联变更两次写入
m2m-shown-child = 与 { $parent } 一起显示的 { $child } 的 { $copies } 通过 { $query } 读取，因为 { $parent } 没有可以复制它们的数组。
m2m-shown-parent = 与 { $child } 一起显示的 { $parent } 的 { $copies } 通过 { $query } 读取，因为 { $child } 没有可以复制它们的数组。
m2m-copies = 把每个 { $child } 的副本作为数组 "{ $label }" 嵌入 { $parent }：{ $child } 很小（约 { $size } 字节），与其 { $parent } 一起读取，不单独使用且很少变更，因此一次读取即可返回 { $parent } 及其 { $children }。
m2m-copies-shared = 一个 { $child } 通常被 { $inverse } 个 { $parents } 共享：修改它要重写它们各自的副本，可在 "{ $label }" 上用一次带 arrayFilters 条件的 updateMany 完成。
m2m-copies-vs-ids = { $child } 放在自己的集合中，每个 { $parent } 保存其 ID 数组：一次修改只需一次写入，但每次显示带有 { $children } 的 { $parent } 都要第二次查询
ruled-out-embed-array = 所有子数据都放在父文档的数组中：一次读取，但此处被排除：原因见说明

## 时间单位：速率的单位（“每天 5 个”）和桶的时间跨度（“一天”）

per-second = 秒
per-minute = 分钟
per-hour = 小时
per-day = 天
per-month = 月
per-year = 年
span-second = 一秒
span-minute = 一分钟
span-hour = 一小时
span-day = 一天
span-month = 一个月
span-year = 一年
age-second = { $n } 秒
age-minute = { $n } 分钟
age-hour = { $n } 小时
age-day = { $n } 天
age-month = { $n } 个月
age-year = { $n } 年

## 汇总、桶和时间序列（$time、$meta、$granularity：时间序列集合的选项；$per：上面的时间单位）

totals-read-written-more = { $children } 的写入比汇总的读取更频繁，因此维护存储的汇总得不偿失
totals-read-few = 每个 { $parent } 带的 { $children } 足够少，可以当场相加
totals-on-read = 只读取 { $children } 的汇总，并且{ $why }：在读取时计算（对数组使用 $sum，或在聚合中使用 $group）。
totals-on-read-vs-stored = 把汇总存放在 { $parent } 中，每次写入时用 $inc 增加：读取时现成可用，但每次写入都要为此付出代价
bucket-page = 应用每次读取一页 { $size } 个，因此一个桶就是一页
bucket-by-time = 它们以流的形式到来（每个 { $parent } 每{ $per } { $count } 个），并按时间范围读取，因此一个桶容纳{ $span }：约 { $size } 个
bucket-too-fast = 它们到来得太快，任何时间跨度都放不进一个文档（每个 { $parent } 每{ $per } { $count } 个），因此一个桶装满 { $size } 个时关闭
bucket-holds = 一个桶容纳 { $size } 个
bucket = 把每个 { $parent } 的 { $children } 分组放入 "{ $collection }" 中的桶文档：{ $grouping }。每个桶在 "{ $field }" 中保存 { $parent } 的 ID，以及它的起点、计数和数组 "{ $label }"。
bucket-write = 新的 { $child } 只需一次 upsert，把它推入并计数（$push 和 $inc，upsert: true）：无需先读取，下一个桶由第一个放不下的 { $child } 创建。
bucket-read = 读取{ $what ->
        [page] 一页
       *[range] 一个时间范围
    }只需一次基于索引的查询，返回一个或几个桶，而不是每个 { $child } 一个文档，索引中也是每个桶一个条目，而不是每个 { $child } 一个。
bucket-index = 按起点顺序查找某个 { $parent } 的桶
bucket-vs-documents = 每个 { $child } 一个文档并带有其 { $parent } 的 ID：插入和查询最简单，但每个 { $child } 都有一个文档和一个索引条目，读取一个范围或一页要逐个读取
bucket-full = 一个装满 { $size } 个 { $children } 的桶约为 { $bytes }。
bucket-time-series = 对于随时间变化的测量数据，时间序列集合（MongoDB 5.0 及更高版本）会自行把 { $children } 分桶；请用它代替手工分桶，不要两者同时使用。
why-not-ts-page = 时间序列集合不适用于此：它按时间回答读取，而不是按固定大小的页。
why-not-ts-changes = 不使用时间序列集合：它是为只写一次的测量数据设计的，而 { $children } 的 "{ $changed }" 在写入后还会变化。
why-not-ts-rate = 不使用时间序列集合：它需要每个 { $child } 中有日期，并给出它们到来的速率。
computed-why-ratio = 与 { $parent } 一起只读取 { $children } 的汇总，每写入一个 { $child } 读取 { $ratio } 次
computed-why = 与 { $parent } 一起只读取 { $children } 的汇总
computed-why-discarded = 不保留单个 { $children }，只保留由它们计算出的结果
computed = 把汇总保存在 { $parent } 文档中（{ $fields }）：{ $why }。每个新的 { $child } 用一次 $inc 写入更新它们，因此读取时汇总现成可用，无需再把每个 { $child } 相加。
computed-could-embed = 它们可以嵌入，但那样每次读取 { $parent } 都要带上 { $size } 的 { $children }，只为把它们相加：按每写入一个 { $child } 计，这比存储汇总多付出的一次写入（按读取 4 KiB 计）还要多。
computed-time-series = { $children } 本身是测量数据，每条只添加一次：把它们保存在时间序列集合 "{ $collection }" 中（MongoDB 5.0 及更高版本；timeField "{ $time }"，metaField "{ $meta }"，granularity "{ $granularity }"），任意时间段的汇总都只需一次聚合（按 "{ $meta }" 和时间范围 $match，再按 "{ $time }" 的 $dateTrunc 进行 $group）；{ $parent } 中的汇总是累计值，每次读取都现成可用。
computed-raw = { $children } 本身存放在 "{ $collection }" 中，在 "{ $field }" 中保存其 { $parent } 的 ID，只在列出时读取。
computed-raw-index = 列出某个 { $parent } 的 { $children }，并在需要时重新计算其汇总
computed-vs-aggregation = 不存储汇总：每次读取时用聚合（按 "{ $field }" 进行 $group）相加；始终准确且无需保持同步，但每次读取 { $parent } 都要扫描其 { $children }
computed-warning = 汇总由 { $children } 推导而来：编辑或删除的 { $child } 也必须调整汇总（按差值 $inc），或由定期任务重新计算。
computed-discarded = { $child } 不再存储其他内容：汇总就是保留的全部。
computed-vs-buckets = 如果将来可能还需要原始 { $children }（新的汇总、审计），也把它们分桶保留
ts = { $children } 是测量数据，每条只添加一次并按时间读取：把它们保存在时间序列集合 "{ $collection }" 中（MongoDB 5.0 及更高版本），timeField 为 "{ $time }"，metaField 为 "{ $meta }"（{ $parent } 的 ID，用于区分各个序列），granularity 为 "{ $granularity }"，即最接近两次测量间隔的单位。
ts-with-rate = { $children } 是测量数据，每条只添加一次并按时间读取：把它们保存在时间序列集合 "{ $collection }" 中（MongoDB 5.0 及更高版本），timeField 为 "{ $time }"，metaField 为 "{ $meta }"（{ $parent } 的 ID，用于区分各个序列），granularity 为 "{ $granularity }"，即最接近两次测量间隔的单位（每个 { $parent } 每{ $per } { $count } 个）。
ts-buckets = MongoDB 会自行把同一 { $parent } 的 { $children } 分组到压缩的桶中，因此某个 { $parent } 在某个时间范围内的 { $children } 只需对 "{ $meta }" 和 "{ $time }" 的一次查询。
ts-vs-buckets = 在普通集合中手工分桶：适用于按固定大小分页读取、按桶保存摘要，或 MongoDB 5.0 之前的版本；绝不要在时间序列集合之上再分桶，它已经把 { $children } 分桶了
ts-vs-documents = 每个 { $child } 一个普通文档并带有其 { $parent } 的 ID：查询相同，但每个 { $child } 都有一个索引条目和一个文档的开销
ts-expire = 早于 { $age } 的 { $children } 会被集合自动删除（expireAfterSeconds）；如果必须保留，请先把它们复制到别处。
ts-index-for-totals = 按时间查找某个 { $parent } 的 { $children }，用于某个时间段的汇总
ts-index-advised = 按时间查找某个 { $parent } 的 { $children }，这是 MongoDB 对时间序列集合的建议

## 跨关系的副本（$source.$name 被复制到 $target；$place：副本所在位置）

copy-place = 放在 "{ $via }" 旁边
copy-place-array = 放在 "{ $via }" 中每个 ID 旁边
copy-snapshot = { $source }.{ $name } 以建立关联时的值{ $place }：副本是历史记录，因此 { $source } 变化时从不更新它。
copy-volatile = { $source }.{ $name } 与每个 { $target } 一起显示，但它经常变化，因此不复制：每次变化都要重写每个副本。请用投影从 { $source } 读取。
copy-read-mostly = { $source }.{ $name } 与每个 { $target } 一起显示，并且{ $updates ->
        [never] 从不变化
        [rare] 很少变化
       *[unstated] 没有给出更新频率，按很少变化处理
    }：复制后{ $place }，每次读取可省一次查询。它变化时，更新每个副本（updateMany）；副本与原值的更新不是原子的。
copy-latest = 与每个 { $parent } 一起显示的最新 { $count } 个 { $children } 的一部分，通过 $push/$each/$sort/$slice 维护
copy-not-copied = 与 { $parent } 一起显示的 { $child } 的 { $copies } 不复制到 { $parent } 中：那里没有大小有界的位置。用 { $query } 读取；有索引时代价很小。

## 应用查询所用字段上的索引

index-query-field = 应用按 { $name } 筛选或排序 { $children }
index-found-by = 通过 { $field } 查找 { $entities }（{ $ways }）
index-unique = 任意两个 { $entities } 的 { $field } 都不相同

## 关联自身的字段（$fields：字段名；$count：字段数）

link-fields = { $fields }（{ $count } 个字段）同时属于一个 { $parent } 和一个 { $child }，因此存放在{ $place }。
link-fields-nowhere = { $fields }（{ $count } 个字段）同时属于一个 { $parent } 和一个 { $child }，但 { $pattern } 没有专门存放它们的位置：把它们与每个 { $child } 存放在一起，名称与其自身字段区分开。
link-place-embedded = 每个嵌入的 { $child } 中，与其自身字段并列
link-place-element = "{ $array }" 的每个元素中，紧挨 { $child } 的 ID：该元素代表关联本身
link-place-child-element = { $child } 的 "{ $array }" 的每个元素中，紧挨 { $parent } 的 ID
link-place-child = 每个 { $child } 的文档中，紧挨 "{ $field }" 中其 { $parent } 的 ID

## 离群值（$usual：通常的最大子数据数；$overflow：溢出集合；$flag：标记离群值的字段）

outlier-few = 最多 { $most } 个
outlier-few-unbounded = 没有任何上限
outlier-ids = 其 { $children } 的 ID
outlier-children = 其 { $children }
outlier = 大多数 { $parents } 最多有 { $usual } 个 { $children }，但少数有{ $few }：按常见情况设计，把少数作为例外处理。每个 { $parent } 在数组 "{ $label }" 中保存{ $what }，最多 { $usual } 个。
outlier-flag = 超过 { $usual } 个的 { $parent } 用 "{ $flag }": true 标记，其余的放入 "{ $overflow }" 中的溢出文档，每个最多 { $usual } 个，并在 "{ $field }" 中保存 { $parent } 的 ID。
outlier-read = 读取一个 { $parent } 仍只需一次查询；只有被标记的才需要再读取其溢出部分，因此少数不会让每个 { $parent } 都变大或每次读取都变慢。
outlier-warning = 应用必须知道离群值：列出或修改被标记 { $parent } 的 { $children } 的代码也要查看 "{ $overflow }"。
outlier-vs-sized = 每个 { $parent } 都按离群值设计大小：只需查一个地方，但少数的数组会增长到超出文档应容纳的程度
outlier-vs-documents = 每个 { $child } 单独一个文档并带有其 { $parent } 的 ID：无需处理离群值，但每个 { $parent } 都要第二次查询
outlier-index = 查找离群 { $parent } 的溢出文档

## 属性模式（$name、$value：键值对的字段）

attribute-pair = { $name } 是名称，{ $value } 是值
attribute-pair-qualified = { $name } 是名称，{ $value } 是值，{ $qualifier } 对其加以限定
attribute = 每个 { $children } 都是一个名称-值对（{ $pair }），应用按两者搜索（{ $searched }）：给定 { $name } 的 { $value }。属性模式把这些对作为数组 "{ $label }" 保存在每个 { $parent } 中：{ $label }.{ $name } 和 { $label }.{ $value } 上的一个复合索引即可支持按任意 { $name } 搜索，而每个 { $name } 一个字段的话，每个字段都需要自己的索引，新增一个 { $name } 就要新增一个索引。
attribute-vs-fields = 在子文档中每个 { $name } 一个字段：读起来一样直观，但每个字段都需要自己的索引才能搜索，每新增一个 { $name } 就多一个索引
attribute-index = 按任意 { $name } 和 { $value } 查找 { $parents }（属性模式：一个索引适用于所有 { $name }）

## 来自整个模型的原因（$relationship：关系的 ID）

joiner-comma = {"、"}
tipping-embedded = 这基于假定的最大值：如果一个 { $parent } 可能有超过 { $count } 个 { $children }，请把它们分开存放，因为超过这个数量后 { $parent } 文档会超过 1 MiB。
tipping-apart = 这基于假定的最大值：如果一个 { $parent } 的 { $children } 从不超过 { $count } 个，嵌入它们可以让每次读取少一次往返。
cycle = { $parent } 和 { $child } 会互相嵌入（嵌入循环），任何文档都无法容纳
cycle-warning = 不嵌入：{ $reason }；循环中的这一环改为引用。
place-own-collection = 它自己的集合 "{ $collection }"
place-under = "{ $collection }" 中的 "{ $path }"
embedded-twice = { $child } 存放在 { $count } 个位置：{ $places }。每个副本都是独立的数据，必须分别更新；如果它是一个共享的 { $child } 而不是各自独立的值，请把它放在一个集合中并引用它。
chain-field = { $parent } 本身是嵌入的，因此 "{ $field }" 存放在 "{ $collection }" 文档中的 "{ $path }" 处。
chain-reference = 每个 { $child } 保存一个 { $parent } 的 ID，但 { $parent } 位于 "{ $collection }" 文档中的 "{ $path }" 处：为每个嵌入的 { $parent } 设置 _id，并用 { $query } 查找它。
chain-index = 查找 { $child } 所引用的嵌入 { $parent }
shared-linked-elsewhere = { $child } 还通过关系 "{ $relationship }" 关联，因此它保留自己的集合，作为它唯一发生变化的地方
shared-not-copied = 不以副本形式嵌入，尽管仅凭这个关系会把它复制到每个 { $parent } 中：{ $reason }。
shared-atomic-home = 每个 { $child } 嵌入在其 { $parent } 中（关系 "{ $relationship }"），以便与之原子地一起变更，而这里的副本需要第二次写入才会变化
shared-used-alone = { $child } 会被单独读取（关系 "{ $relationship }"）
shared-ids = { $parent } 保存 { $child } 的 ID（关系 "{ $relationship }"），因此每个 { $child } 都要单独查找
shared-tree = { $child } 构成树或图（关系 "{ $relationship }"），因此每个 { $child } 都是一个单独的文档
shared-not-embedded = 不嵌入，尽管仅凭这个关系会嵌入它：{ $reason }。一个既被嵌入又被单独使用的实体会有两个需要保持同步的副本。

## 实体文档整体：版本、近似值、归档（$entity：实体；$holder：保存它的文档所属的实体）

duration-second = { $n } 秒
duration-minute = { $n } 分钟
duration-hour = { $n } 小时
duration-day = { $n } 天
duration-month = { $n } 个月
duration-year = { $n } 年
versions-inside = { $entity } 的数据存放在 { $holder } 文档中（位于 "{ $path }"），因此整个 { $holder } 文档都带着它。
schema-versioning = { $entity } 文档有 { $versions } 种形态并存（shape_versions { $versions }）：形态变化时不迁移旧文档。{ $inside }模式版本控制模式在 "{ $field }" 中记录每个文档的形态（没有该字段的文档为版本 1），应用据此区分各种形态并分别读取；每次重写 { $holder } 时都写入最新形态，即版本 { $versions }，这样旧形态会逐渐消失，无需让应用停下来的迁移。在不同形态间移动过的字段，可能需要在它所在的每个位置建索引。{ $rollout }
validator-rollout = 版本 { $versions } 的验证器先使用 validationLevel "moderate"（检查插入以及对已通过验证的文档的更新，不检查旧形态）和 validationAction "warn"（失败的写入只记录日志，不拒绝），mongosh 导出正是这样创建 { $collection } 的。按应用重写的时机逐个惰性迁移旧文档，或分批迁移：对 "{ $field }" 缺失或小于 { $versions } 的文档执行 updateMany，每次几千个。日志中不再出现失败后，设置 validationAction "error"；不再有旧文档后，设置 validationLevel "strict"（collMod）。
document-versioning = 每个 { $entity } 的早期版本必须仍可读取（keep_history）。{ $inside }文档版本控制模式把当前版本保存在 { $collection } 中，所有常规查询都访问这里，版本号记在 "{ $field }" 中；每次更新前先把被替换的版本复制到 { $revisions }，以 "{ $id_field }" 和 "{ $field }" 为键。历史从那里读取，{ $collection } 中每个 { $holder } 只保留一个小文档。
document-versioning-index = 按顺序查找 { $holder } 的早期版本；每个修订一个文档
document-versioning-vs-array = 把早期版本作为数组保存在每个 { $holder } 中：一次读取即可返回全部历史，但每次修改都会让文档无限变大，并且每次读取当前版本都要带上历史
approximation = { $entity } 的 { $fields }（{ $count } 个字段）变化频繁，而近似值就足够了。近似值模式在应用中对变化计数，每 { $every } 次写入一次，一次加 { $every }：对 { $collection } 的写入减少为原来的 { $every } 分之一，存储的值最多落后 { $behind } 次变化。应用停止时，已计数但尚未写入的变化会丢失，而近似值可以承受这一点。
approximation-vs-exact = 每次变化都写入（$inc 1）：始终准确，但每次变化一次写入，写入次数是 { $every } 倍
archive = 早于 { $age } 的 { $entity } 文档很少被读取。归档模式把它们整体从 { $collection } 移到 { $archive }（或更便宜的存储：另一个集群、对象存储），使 { $collection } 及其索引保持足够小，能够放在内存中。文档的时间由其 "{ $field }" 决定，迁移时通过索引按它选择文档。如果留在原处，它们会让 { $collection } 及其索引随着无人读取的每一年不断增长。归档文档应当携带它所显示的内容（嵌入或复制），因为它所引用的内容以后可能变化或也被归档。
archive-live-index = 查找旧到可以归档的 { $entity } 文档
archive-index = 对归档文档的少量读取按日期进行

## 整个模型的发现（MongoDB 的模式反模式和“坏味道”）

finding-unbounded-array = { $parent }.{ $label } 为每个 { $child } 保存一个条目且没有上限，因此每个 { $parent } 文档会无限增长，可能超过 16 MiB。为该关系设置最大值，或者把每个 { $child } 分开存放并带有其 { $parent } 的 ID（父引用）。
finding-bloated = 每次读取 { $entity } 都会带上很少显示的 { $fields }：约 { $rare }，而整个文档约 { $total }
finding-bloated-document = { $bloated }。把它们移到第二个集合中并带上 { $entity } 的 ID，只在显示时读取（子集模式）。
finding-bloated-across = { $bloated }；在其 { $count } 个文档中共约 { $bytes }，挤占了 MongoDB 保存在内存中的工作集。把它们移到第二个集合中并带上 { $entity } 的 ID，只在显示时读取（子集模式）。
finding-lookups = 显示一个 { $entity } 需要再进行 { $count } 次查询（或 $lookup 阶段），{ $others } 各一次。把小且只与它一起读取的部分嵌入，或复制要显示的字段（扩展引用）。
finding-unnecessary-index = 在 "{ $collection }" 中，索引 { $short } 是不必要的：{ $long } 以相同的键开头，可以服务相同的查询。每个索引都占用内存并拖慢每次写入。
finding-separated-used-alone = 因为 { $child } 也会被单独使用；如果这种情况很少，把它嵌入（通过其 { $parent } 读取）可以让每次读取少一次查询
finding-separated-model = 因为整个模型把它分开存放
finding-separated = { $parent } 及其 { $children } 一起读取却分开存放，{ $why }；否则请把要显示的字段复制到 { $parent } 中（扩展引用）。
finding-counter-document = 一个 { $entity } 文档
finding-counter-held = 一个保存着 { $entity } 的 { $holder } 文档
finding-hot-counter = { $entity } 的 { $fields }（{ $count } 个字段）变化频繁，而它的其余部分很少变化：每次变化都是对 "{ $collection }" 中{ $written }的一次写入，繁忙的计数器会使其成为该集合的主要写入负载。如果稍有滞后的数值就足够，请把它标记为近似值：近似值模式每 { $every } 次变化才写入一次。如果必须精确，请把它放在一个单独的小文档中（"{ $counters }"，带有 { $entity } 的 _id），使 { $entity } 文档在编辑之间保持不变。
finding-similar = { $entity } 的 { $fields } 是 { $count } 个 { $type } 字段，仅在 "{ $prefix }" 之后不同。如果这些结尾是同一类的值（国家、语言、尺寸），请把它们作为一个名称-值对数组保存，{ $pairs }：即属性模式。{ $indexes }如果它们是同一事物的各个部分，请改用子文档 "{ $prefix }" 把它们组合起来。
finding-similar-searched = 其中 { $count } 个会被搜索，每个都需要一个索引；键值对只需一个索引 { $index } 即可覆盖全部，新增值也无需新增字段或索引。
finding-similar-unsearched = 在它们之间搜索需要每个字段一个索引；键值对只需一个索引 { $index }，新增值也无需新增字段或索引。
finding-same-fields = { $entities } 字段相同，却各自有一个集合：这其实是按某个值（日期、地区、种类）拆分的一个集合。请把它们放在一个集合中（比如 "{ $collection }"），用一个字段保存该值并在其上建索引。
finding-kinds-named = { $entities } 的大部分字段相同（{ $shared }），却各自有一个集合。如果它们是同一事物的不同种类，请把它们放在一个集合中（比如 "{ $collection }"），用一个字段表示种类（"type": "{ $kind }", ...），每个文档保存自己种类的其他字段：即多态模式。一个集合只需一次查询、一组索引即可搜索所有种类；分开的集合则每个都要一次查询。
finding-kinds = { $entities } 的大部分字段相同（{ $shared }），却各自有一个集合。如果它们是同一事物的不同种类，请把它们放在一个集合中，用一个字段表示种类（"type": "{ $kind }", ...），每个文档保存自己种类的其他字段：即多态模式。一个集合只需一次查询、一组索引即可搜索所有种类；分开的集合则每个都要一次查询。
