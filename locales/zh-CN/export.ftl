# 导出生成的 mongosh 脚本中的注释。每条一行。

mongosh-title = { $model }：Nestlink 推荐的集合，包括其验证器、索引和示例文档。
mongosh-untitled = 模型
mongosh-run = 请在空数据库上运行：
mongosh-older-shapes = 较旧的文档保留旧的结构：验证器检查插入的文档以及已经通过验证的文档，并记录不符合的情况而不拒绝它们。
mongosh-once-migrated = 所有文档迁移完成后：
