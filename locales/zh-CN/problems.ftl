# 模型的问题：编辑器在出错部分旁边标出的内容，以及 API 以 `invalid_model`
# 返回的内容。模型格式的键（`typical`、`read_as`、"page"）保持原样：它们是
# 要在文件中修改的内容。{ $name }、{ $entity }、{ $id } 按模型中的写法带引号传入。

## 整个模型
problem-unsupported-version = 模型格式的版本为 { $version }，但只支持版本 { $understood }。请将 "version" 设为 { $understood }。
problem-too-many-entities = 模型有 { $count } 个实体，最多允许 { $limit } 个。请将它拆分为几个较小的模型。
problem-too-many-relationships = 模型有 { $count } 个关系，最多允许 { $limit } 个。请将它拆分为几个较小的模型。
problem-count-too-large = { $key } 为 { $value }，超过了浏览器能精确表示的最大数 { $limit }；请使用更小的数，如果没有上限，请将 max 设为 null。

## 实体及其字段
problem-invalid-id-entity = 实体 ID { $id } 无效：请使用 1-64 个字母、数字、'_' 或 '-'。
problem-invalid-id-relationship = 关系 ID { $id } 无效：请使用 1-64 个字母、数字、'_' 或 '-'。
problem-duplicate-entity-id = 实体 ID { $id } 已被 { $first } 使用；请为每个实体设置各自的 ID。
problem-invalid-entity-name = 实体名称必须为 1-64 个字符，且不能为空或全为空白。
problem-duplicate-entity-name = 实体名称 { $name } 已被 { $first } 使用；名称必须唯一。
problem-field-name-blank = 字段名 { $name } 必须为 1-64 个字符，且不能为空或全为空白。
problem-field-name-dot = 字段名 { $name } 不能包含点号（MongoDB 会把点号解读为路径）。
problem-field-name-dollar = 字段名 { $name } 不能以 $ 开头（MongoDB 把它保留给操作符）。
problem-duplicate-field = 实体 { $entity } 已有名为 { $name } 的字段；请重命名其中一个。
problem-invalid-shape-versions = shape_versions 是并存的文档形态数，因此至少为 1；如果所有文档的形态都相同，请设为 1。
problem-invalid-archive-after = archive_after.count 为 0：请填写文档过了多久之后很少被读取（单位：{ $per }，至少为 1），或删除 archive_after。
problem-archive-without-date = archive_after 需要从一个字段得知每个文档有多旧：请为 { $entity } 添加一个 date 类型的字段（创建时间或售出时间），或删除 archive_after。
problem-approximate-not-a-number = { $field } 的类型是 { $type }，但只有数字才能设为 approximate（每隔若干次更改才写入一次）；请把它改为数字，或删除 approximate。

## 关系
problem-duplicate-relationship-id = 关系 ID { $id } 已被 { $first } 使用；请为每个关系设置各自的 ID。
problem-unknown-entity = "{ $key }" 指向实体 { $id }，但模型中没有这个实体；请使用现有实体的 ID。
problem-label-blank = 关系标签 { $label } 会成为字段名，因此必须为 1-64 个字符，且不能为空或全为空白。
problem-label-dot = 关系标签 { $label } 会成为字段名，因此不能包含点号（MongoDB 会把点号解读为路径）。
problem-label-dollar = 关系标签 { $label } 会成为字段名，因此不能以 $ 开头（MongoDB 把它保留给操作符）。
problem-unknown-display-field = display_fields 中列出了 { $name }，但 { $entity }（"to" 一侧）没有这个字段。
problem-unknown-parent-display-field = parent_display_fields 中列出了 { $name }，但 { $entity }（"from" 一侧）没有这个字段。
problem-typical-above-max = typical（{ $typical }）大于 max（{ $max }）；请调高 max 或调低 typical，如果没有上限，请将 max 设为 null。
problem-count-above-one = 一对一关系最多只有一个子项，但 { $key } 大于 1；请更改基数或该数量。
problem-inverse-typical-not-many-to-many = inverse_typical（每个子项的父文档数）只适用于多对多关系，而此关系是 { $cardinality }；请删除它，或更改基数。
problem-tree-queries-not-self = tree_queries 只适用于实体与自身的关系（from == to）；请删除它，或让该关系指回它自己的实体。
problem-unknown-query-field = query_fields 中列出了 { $name }，但 { $entity }（"to" 一侧）没有这个字段；请添加该字段，或将它从列表中删除。
problem-invalid-reads-per-write = reads_per_write 为 { $ratio }，但它表示每写入一个子项的读取次数，因此必须是大于 0 的数（1000 表示每次写入读取一千次，0.1 表示每十次写入读取一次）。
problem-invalid-growth = growth.count 为 0，但 growth 描述的是陆续到来的子项，每个周期（{ $per }）至少 1 个；如果没有子项到来，请删除 growth。
problem-invalid-page-size = page_size 是每页的子项数，因此至少为 1。
problem-page-size-missing = read_as 为 "page"，但 page_size 没有说明每页有多少个子项；请设置 page_size（例如 20）。
problem-page-size-without-pages = page_size 只在子项按页读取时适用；请将 read_as 设为 "page"，或删除 page_size。
problem-latest-without-count = read_as 为 "latest"，但 shown_with_parent 没有说明显示最新的多少个子项；请设置 shown_with_parent。
problem-outliers-without-max = outlier_max 描述的是超过 max 的少数父文档，但 max 没有上限；请将 max 设为大多数父文档不会超过的数量，或删除 outlier_max。
problem-outlier-max-not-above-max = outlier_max（{ $outlier }）必须大于 max（{ $max }）：它是少数超出常规范围的父文档所拥有的子项数量；请调高它，如果这些离群值没有上限，请使用 null。
problem-link-field-name-blank = 链接字段名 { $name } 必须为 1-64 个字符，且不能为空或全为空白。
problem-link-field-name-dot = 链接字段名 { $name } 不能包含点号（MongoDB 会把点号解读为路径）。
problem-link-field-name-dollar = 链接字段名 { $name } 不能以 $ 开头（MongoDB 把它保留给操作符）。
problem-duplicate-link-field = 该关系已有名为 { $name } 的链接字段；请重命名其中一个。
problem-link-field-id = 链接字段不能命名为 "_id"：在数组元素中，它会占据另一侧 ID 的位置；请重命名它。
problem-link-field-clash = 链接字段 { $name } 与 { $entity } 的一个字段同名，而两者会位于同一个嵌入文档中；请重命名该链接字段。
problem-subtype-not-one-to-one = “是一种”关系（subtype）是一对一关系：每个 { $entity } 文档只属于一个种类。请将基数从 { $cardinality } 改为 one-to-one，或删除 subtype。
problem-subtype-self = 实体不能是其自身的一种；请让“是一种”关系指向另一个实体，或删除 subtype。
problem-unknown-subtype-field = subtype.by 指定了 { $name }，但 { $entity }（"from" 一侧）没有这个字段；请添加用来区分各个种类的字段（"type"、"sport"……）。
problem-invalid-subtype-value = subtype.value 是 "by" 所指字段中标记这一种类的值；它必须为 1-64 个字符，且不能为空或全为空白。
