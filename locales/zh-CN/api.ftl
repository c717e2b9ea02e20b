# HTTP API 的错误信息。参数是请求中的值（路由、请求的名称）或解析器给出的细节，保持原样。

unknown-route = 没有 { $route } 这个 API 路由；路由列表见 /api/openapi.json。
payload-too-large = 请求体超过了 1 MiB 的上限。请发送更小的模型，或将其拆分。
invalid-json = 请求体不是有效的 JSON（{ $detail }）。请发送一个 JSON 对象；模型格式见 /api/openapi.json。
unknown-key = { $detail }。未知的键会被拒绝，因为它们几乎总是拼写错误。
example-not-found = 没有名为“{ $slug }”的示例；GET /api/v1/examples 会列出所有示例。
unknown-format = 没有名为“{ $format }”的导出格式；可用的格式有 mongosh、mermaid、mermaid-model、json-schema 和 compass。
model-not-found = 此链接下没有共享的模型。请检查链接是否完整复制。
session-not-found = 此链接下没有实时会话。请检查链接是否完整复制。
foreign-origin = 只能从 Nestlink 自己的页面加入实时会话；此请求来自其他网站的页面。请直接打开会话的链接。
not-websocket = 这是一个 WebSocket 地址（{ $route }）；请使用 WebSocket 客户端连接。
rate-limited = 短时间内从这里创建的链接过多。请在 { $seconds } 秒后重试。
storage-unavailable = 共享链接暂时不可用：无法连接数据库。您的模型仍安全地保存在此浏览器中；请稍后重试。
overloaded = 服务器正忙于其他分析。没有丢失任何内容：请稍后再次发送同一请求。
unsupported-media-type = 请求体以 { $given } 发送；此路由读取 { $expected }。请使用该 Content-Type 发送。
invalid-text = 请求体不是 UTF-8 文本（{ $detail }）。请将文件另存为 UTF-8 后重新发送。
internal = 服务器出错了；请求本身没有问题。请重试，如果问题持续出现，请报告。
model-not-valid = 该模型无效。
more-problems = { $first }（另有 { $n ->
   *[other] { $n } 个问题
}，列在 "problems" 中）

import-syntax = 无法读取第 { $line } 行第 { $column } 列的 SQL：{ $reason }。请在该处修正后重新导入。
import-document = 位于 { $path } 的值无法导入：{ $reason }。
import-empty-sql = 该 SQL 没有创建任何表。请导入模式的 CREATE TABLE 语句（pg_dump --schema-only、mysqldump --no-data 或 SQLite 的 .schema 可输出这些语句）。
import-empty-documents = 没有可供推断的文档。请为每个集合提供几个文档（mongoexport 的输出，或从 mongosh 复制的 find() 结果）。
import-empty-compass = 该图中没有集合。
import-breaks = 导入会得到一个违反规则的模型：{ $problem } 请分批导入该模式，或在源头修正。
import-too-large-sql = 该 SQL 创建了 { $count } 个表；一个模型最多容纳 2,000 个。请分批导入该模式。
import-too-large-documents = 这些文档会生成 { $count } 个实体（集合及其中嵌入的文档）；一个模型最多容纳 2,000 个。请一次导入较少的集合。
import-too-large-compass = 该图有 { $count } 个集合；一个模型最多容纳 2,000 个。请在 Compass 中拆分该图，并分别导入各部分。

## Why an importer refuses a value ({ $reason } of import-document above).
import-model-sql = 从 SQL 导入
import-model-documents = 从文档导入
import-refused-not-a-document = 样本必须是文档（一个 JSON 对象）
import-refused-not-compass = 这不是 Compass 图文件（{ $detail }）
import-refused-not-compass-type = 这不是 Compass Data Modeling 图文件（类型 "{ $type }"，版本 { $version }）
import-refused-edits-not-base64 = 编辑记录（edits）不是 base64
import-refused-edits-not-json = 编辑记录（edits）不是 JSON（{ $detail }）
import-refused-edits-not-a-list = 编辑记录（edits）不是编辑的列表
import-refused-edit-without-type = 有一条编辑没有类型
import-refused-set-model-empty = SetModel 中没有带集合的模型
import-refused-first-edit = 第一条编辑必须设置模型（SetModel）
import-refused-no-set-model = 没有任何编辑设置模型
import-refused-no-ns = 有一个集合没有 ns

## An import's notes: what it skipped or guessed.
import-note-on-relationships = 关系
import-note-on-primary-keys = 主键
import-note-on-foreign-keys = 外键
import-note-on-index = { $table } 上的索引
import-note-on-view = 视图 { $view }
import-note-only-nulls = 只见到 null 值；按字符串导入。
import-note-type-seen = { $type }：{ $count } 个
import-note-several-types = 值有多种类型（{ $counts }）；按最常见的 { $type } 导入。
import-note-present-in = 在 { $documents } 个文档中出现于 { $present } 个。
import-note-ids-many-to-many = 其中的 ObjectId 是 { $parent } 的 _id 值：这是一个多对多关系。
import-note-ids-reference = 其值是 { $parent } 的 _id 值：这是一个引用，因此它是关系而不是字段。样本无法说明一个 { $parent } 有多少个 { $path } 文档：请设置数量。
import-note-unknown-compass-type = 它的类型不是 Nestlink 认识的类型；按字符串导入。
import-note-link-field = 它保存着关系的链接，因此它是关系而不是字段。
import-note-compass-counts = Compass 的基数只说明“一”或“多”，不说明多少：每个“多”都采用 Nestlink 的默认数量。请设置真实数量：建议取决于它们。
import-note-relationship-without-sides = 一个没有两端集合的关系已被跳过。
import-note-edit-skipped = 一条 { $kind } 编辑引用了图中不存在的内容；已跳过。
import-note-edit-not-replayed = { $collection } 中的一条 { $kind } 编辑未被重放：请检查该集合的字段。
import-note-edit-unknown = 一条 Nestlink 不认识的编辑（{ $kind }）已被跳过。
import-note-alter-skipped = 只读取新增的键；“{ $operation }”已跳过。
import-note-index-skipped = 索引不会被导入：建议会给出每种模式所需的索引。请改为标记查询所过滤的字段。
import-note-view-skipped = 视图不会被导入；连接多个表的视图往往标志着一起读取的数据。
import-note-statement-skipped = 只导入表、表的键和唯一索引；此语句已跳过。
import-note-table-twice = 该表被创建了两次；保留第一次的定义。
import-note-compound-primary-key = 主键有 { $count } 列（{ $columns }）；它们仍作为字段，每个文档拥有自己的 _id。复合键也可以作为子文档充当 _id。
import-note-join-table = 该表只连接 { $first } 和 { $second }，因此它是一个多对多关系。
import-note-join-table-with-fields = 该表只连接 { $first } 和 { $second }，因此它是一个多对多关系；它的其他列（{ $fields }）是该链接自己的字段。
import-note-default-counts = 外键不说明一个父文档有多少子文档，因此 { $count } 个一对多关系采用 Nestlink 的默认值（约 100 个子文档，最多 2,000 个）。外键也不说明子文档是否与父文档一起读取，因此每个关系保持其方向：子文档保存父文档的 ID，并在其上建立索引。请设置真实数量，并在子文档与父文档一起显示的地方勾选“…通常与…一起显示”，以便权衡嵌入。
import-note-keys-as-ids = 这些主键各自成为其文档的 _id，因此不是字段：{ $keys }。
import-note-keys-as-links = 这些外键列各自成为一个关系，因此不是字段；每个链接存放在哪里，由建议说明：{ $columns }。
import-note-foreign-key-without-table = 一个外键被添加到该 SQL 没有创建的表上；已跳过。
import-note-references-missing = 它引用了 { $table }，而该 SQL 没有创建这个表；该列保留为字段。
import-note-foreign-key-without-column = 该外键指定了表中不存在的列；已跳过。
import-note-compound-unique = ({ $columns }) 上的唯一约束跨越 { $count } 列；只有单列才会成为唯一字段。请用复合唯一索引保留它：{ $code }。
import-note-column-without-type = 该列没有类型；按字符串导入。
import-note-unknown-sql-type = 类型 { $type } 不是 Nestlink 认识的类型（枚举，还是数据库自己的类型？）；按字符串导入。
