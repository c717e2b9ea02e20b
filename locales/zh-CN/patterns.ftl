# 模式的名称及各自的作用，以及反模式的名称：供建议面板、画布、教学模式、
# 工作坊、导出的图片和顾问的句子使用。`pattern-` 之后的部分是模式的
# JSON 标识（`subset`），永不改变。

## 面向用户的模式名称
pattern-embed = 嵌入子文档
pattern-embed-array = 嵌入数组
pattern-child-references = 子引用（ID 数组）
pattern-parent-reference = 父引用
pattern-two-way-references = 双向引用
pattern-extended-reference = 扩展引用模式
pattern-subset = 子集模式
pattern-tree-parent-references = 树：父引用
pattern-tree-child-references = 树：子引用
pattern-tree-array-of-ancestors = 树：祖先数组
pattern-tree-materialized-paths = 树：物化路径
pattern-bucket = 存储桶模式
pattern-time-series = 时间序列
pattern-computed = 计算模式（存储汇总）
pattern-outlier = 异常值模式
pattern-polymorphic = 多态模式（多个种类共用一个集合）
pattern-attribute = 属性模式（名称-值对）
pattern-schema-versioning = 模式版本控制
pattern-document-versioning = 文档版本控制
pattern-approximation = 近似模式
pattern-archive = 归档模式

## 每种模式的作用：教学模式对答案的解释
does-embed = 它把相关的那一个文档作为父文档的子文档保存，与父文档一起读写。
does-embed-array = 它把子项作为数组保存在父文档中，一次读取即可同时返回两者。
does-child-references = 它把子项放在自己的集合中，并在父文档中保存它们的 ID 数组。
does-parent-reference = 它把子项放在自己的集合中，每个子项保存其父文档的 ID，通过该字段上的索引查找。
does-two-way-references = 它在两侧都保存 ID，因此每一侧都能按 ID 找到另一侧；关联变化时，两侧都要写入。
does-extended-reference = 它在引用旁边保存与之一起读取的少数字段的副本，因此大多数读取无需第二次查询。
does-subset = 它把每个子项都放在自己的集合中，并在父文档中保存最新几个的副本，供显示它们的页面使用。
does-tree-parent-references = 它在每个节点中存放父节点的 ID：父节点一次查询即可得到，整棵子树则需要递归的 $graphLookup。
does-tree-child-references = 它在每个节点中存放其子节点的 ID，因此向下遍历时每层一次查询。
does-tree-array-of-ancestors = 它在每个节点中存放父节点以及所有祖先的 ID，因此一次基于索引的查询即可找到子树或到根的路径。
does-tree-materialized-paths = 它在每个节点中以字符串形式存放从根开始的路径，因此一次前缀匹配即可找到整棵子树。
does-bucket = 它把子项分组放入大小或时间跨度固定的桶文档中，与父文档分开存放，每个桶带有一份摘要。
does-time-series = 它把每条测量数据作为时间序列集合中的一个文档保存，以时间和父文档的 ID 标识，MongoDB 会自行把它们分组到压缩的桶中。
does-computed = 它在每次写入时更新读取所需的汇总，而不是每次读取时重新相加。
does-outlier = 它按通常的数量嵌入子项，并标记子项多得多的少数父文档，把它们多出的子项放入溢出文档。
does-polymorphic = 它把不同种类的文档放在一个集合中：共有字段保持一致，每个种类另有自己的字段。
does-attribute = 它把许多相似的字段变成一个名称-值对数组，因此一个索引即可支持对其中任意字段的查询。
does-schema-versioning = 它在每个文档上标记其形态的版本，因此迁移期间新旧形态可以并存。
does-document-versioning = 它把每个文档的当前版本保存在一个集合中，所有早期版本保存在另一个集合中。
does-approximation = 它每隔若干次事件才写入一次计数，以牺牲精确性换取少得多的写入。
does-archive = 它把很少读取的旧文档移到单独的集合或存储中，使工作集保持较小。

## 对于两种方式兼用来保存子项的模式，说明它以嵌入方式保存的部分：
## 教学模式对“嵌入”这一猜测的回答
partly-bucket = 部分正确：存储桶模式把子项嵌入桶文档中，每个桶数量固定，与父文档分开存放。
partly-extended-reference = 部分正确：扩展引用模式在引用旁复制另一个文档的少数字段，读取时如同嵌入，其余部分则分开存放。
partly-outlier = 部分正确：异常值模式按通常的数量嵌入子项，只把少数大型父文档多出的子项移到溢出文档。
partly-subset = 部分正确：子集模式把最新的几个子项嵌入父文档，同时也把每个子项保存在自己的集合中。

## 整个模型的发现所指出的反模式
antipattern-unbounded-array = 无界数组
antipattern-bloated-document = 臃肿文档
antipattern-too-many-lookups = 关联查询过多
antipattern-unnecessary-index = 不必要的索引
antipattern-too-many-collections = 集合过多
antipattern-separated-data-read-together = 一起读取的数据分开存放
antipattern-hot-counter = 热点计数器
antipattern-similar-fields = 大量相似字段
