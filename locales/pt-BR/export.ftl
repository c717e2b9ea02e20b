# Os comentários do script mongosh que a exportação escreve. Cada um em uma linha.

mongosh-title = { $model }: as coleções que o Nestlink recomenda, com seus validadores, índices e documentos de exemplo.
mongosh-untitled = Modelo
mongosh-run = Execute-o em um banco de dados vazio:
mongosh-older-shapes = Documentos mais antigos mantêm estruturas antigas: o validador verifica as inserções e os documentos que já passam na validação, e registra as falhas sem recusá-las.
mongosh-once-migrated = Quando todos os documentos forem migrados:
