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
