# HTTP API 的错误信息。参数是请求中的值（路由、请求的名称）或解析器给出的细节，保持原样。

unknown-route = 没有 { $route } 这个 API 路由；路由列表见 /api/openapi.json。
payload-too-large = 请求体超过了 1 MiB 的上限。请发送更小的模型，或将其拆分。
invalid-json = 请求体不是有效的 JSON（{ $detail }）。请发送一个 JSON 对象；模型格式见 /api/openapi.json。
unknown-key = { $detail }。未知的键会被拒绝，因为它们几乎总是拼写错误。
example-not-found = 没有名为“{ $slug }”的示例；GET /api/v1/examples 会列出所有示例。
unknown-format = 没有名为“{ $format }”的导出格式；可用的格式有 mongosh、mermaid、mermaid-model、json-schema 和 compass。
model-not-found = 此链接下没有共享的模型。请检查链接是否完整复制。
session-not-found = 此链接下没有实时会话。请检查链接是否完整复制。
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
