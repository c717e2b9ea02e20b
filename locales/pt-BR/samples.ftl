# As legendas dos documentos de exemplo: quanto custa uma gravação em cada
# forma mostrada lado a lado, e onde um documento passa do limite de 16 MiB do
# MongoDB. Os nomes vêm como escritos no modelo; o inglês põe "a" ou "an" antes
# de um nome com A(), aqui o nome vem sozinho.
# As coleções ({ $collection }, { $archive }) e os nomes de campos ficam como estão.

## O que uma gravação atinge
sample-count-every = Cada mudança em um { $name } grava o seu documento: { $every } mudanças, { $every } gravações, e o valor é sempre exato.
sample-count-approximate = A aplicação conta as mudanças em um { $name } e grava uma vez a cada { $every }, somando { $every }: { $every } mudanças, 1 gravação. O valor guardado pode ficar até { $behind } mudanças atrás.
sample-attribute-writes = Alterar um { $value } reescreve o único documento de { $from } que o contém: 1 documento, de forma atômica. Mas uma pesquisa por { $value } exige um índice no campo de cada { $name }, e um novo { $name } exige um novo índice.
sample-copied-everywhere = Cada { $to } é copiado em todo { $from } ligado a ele: alterar um { $to } atinge normalmente { $count } documentos de { $from } (updateMany), sem atomicidade.
sample-embedded-one = Alterar um { $to } reescreve o único documento de { $from } que o contém: 1 documento, de forma atômica.
sample-polymorphic-kind = Os campos de um { $to } mudam junto com o resto do seu { $from }: 1 documento, de forma atômica.
sample-parent-copies-unbounded = Uma mudança em { $fields } do { $from } atinge o { $from } e cada { $to } que guarda uma cópia: normalmente { $count } documentos, sem limite superior, com um updateMany em "{ $collection }"; as cópias não são atualizadas atomicamente com o { $from }.
sample-parent-copies = Uma mudança em { $fields } do { $from } atinge o { $from } e cada { $to } que guarda uma cópia: normalmente { $count } documentos e no máximo { $max }, com um updateMany em "{ $collection }"; as cópias não são atualizadas atomicamente com o { $from }.
sample-latest-copy = Editar um { $to } atinge o seu próprio documento e, enquanto ele estiver entre os últimos, a sua cópia no { $from }: 2 documentos, sem atomicidade entre eles. Um novo { $to } também custa 2 gravações (insertOne, depois $push com $each, $sort e $slice).
sample-child-copies = Uma mudança em { $fields } de um { $to } atinge o { $to } e cada { $from } que guarda uma cópia: normalmente { $count } documentos (updateMany em "{ $collection }" com arrayFilters), sem atomicidade entre eles.
sample-move-ids = Alterar um { $to } reescreve só o seu próprio documento; movê-lo para outro { $from } atinge 3 documentos (o { $to } e os arrays dos dois { $from }), sem atomicidade entre eles.
sample-own-document = Alterar um { $to } reescreve só o seu próprio documento em "{ $collection }": 1 documento; nada é copiado.
sample-tree-one-document = A árvore inteira sob uma raiz é um só documento: mover ou editar um nó { $node } reescreve esse documento, 1 documento, de forma atômica.
sample-tree-child-move = Mover um nó { $node } atinge 2 documentos: $pull do "{ $field }" do pai antigo e $push no do novo, sem atomicidade entre eles.
sample-tree-path-move = Mover um nó { $node } reescreve o seu "path" e o de cada { $node } abaixo dele (updateMany nos caminhos que começam com o antigo).
sample-tree-ancestors-move = Mover um nó { $node } reescreve o próprio nó e os "ancestors" de cada { $node } abaixo dele (updateMany).
sample-tree-parent-move = Mover um nó { $node } reescreve o seu próprio campo "parent": 1 documento.
sample-schema-version = Uma gravação guarda o formato mais novo e define "{ $field }" como { $version }: 1 documento, de forma atômica. Documentos mais antigos passam ao formato mais novo quando são gravados de novo (ou por uma tarefa em segundo plano), nunca todos de uma vez.
sample-history-array = Cada mudança acrescenta a versão que substitui a "history": 1 documento, de forma atômica, mas o documento cresce uma cópia inteira a cada mudança (sem chegar a 16 MiB).
sample-history-array-breaks = Cada mudança acrescenta a versão que substitui a "history": 1 documento, de forma atômica, mas o documento cresce uma cópia inteira a cada mudança (e passa de 16 MiB depois de { $at } mudanças).
sample-document-versioning = Uma mudança copia a versão que substitui para { $revisions }, depois atualiza a atual e incrementa "{ $field }": 2 documentos, mantidos juntos por uma transação.
sample-bucket-upsert = Um novo { $to } é um upsert no bucket atual do seu { $from }: 1 documento, de forma atômica, sem leitura antes; o primeiro { $to } que não couber começa o próximo bucket.
sample-computed-kept = Um novo { $to } é inserido e os totais do seu { $from } são aumentados com $inc: 2 documentos, sem atomicidade entre eles a não ser em uma transação; uma leitura do { $from } acessa 1.
sample-computed-only = Um novo { $to } só aumenta os totais do seu { $from } com $inc: 1 documento, de forma atômica; o próprio { $to } não é guardado.
sample-outlier-push = Um novo { $to } é colocado no seu { $from } enquanto o array tiver menos de { $usual }: 1 documento, de forma atômica. Para um outlier marcado, ele vai para um documento de excesso em vez disso (mais 2 gravações, sem atomicidade entre elas).
sample-archive-job = Uma tarefa agendada copia os documentos com mais de { $age } para { $archive } e depois os exclui de { $live }: 2 gravações por documento arquivado, cada uma atômica, mas não as duas juntas (a cópia mantém os documentos já existentes, então a tarefa pode rodar de novo depois de uma falha).
sample-time-series-insert = Um novo { $to } é uma única inserção: o MongoDB o coloca sozinho no bucket aberto do seu { $from }, comprimido. Uma série temporal é gravada uma vez; atualizações e exclusões dos seus documentos servem para correções.

## Uma idade, para a tarefa de arquivamento acima
sample-age-second = { $n ->
    [one] { $n } segundo
   *[other] { $n } segundos
}
sample-age-minute = { $n ->
    [one] { $n } minuto
   *[other] { $n } minutos
}
sample-age-hour = { $n ->
    [one] { $n } hora
   *[other] { $n } horas
}
sample-age-day = { $n ->
    [one] { $n } dia
   *[other] { $n } dias
}
sample-age-month = { $n ->
    [one] { $n } mês
   *[other] { $n } meses
}
sample-age-year = { $n ->
    [one] { $n } ano
   *[other] { $n } anos
}

## Onde um documento passa do limite de 16 MiB ({ $limit }: esse limite em bytes)
sample-over-limit-one = Acima do limite de 16 MiB do BSON ({ $limit } bytes) mesmo com um só filho: este documento não pode ser guardado.
sample-grows-past = Cresce sem limite: com { $at } { $children } por { $parent }, o documento passa do limite de 16 MiB do BSON ({ $limit } bytes) e não pode mais ser gravado.
sample-breaks-at = Estoura com { $at } { $children } por { $parent }: passa do limite de 16 MiB do BSON ({ $limit } bytes), abaixo do máximo de { $max }.
sample-history-grows = Cresce a cada mudança, sem limite: depois de { $at } mudanças, o documento passa do limite de 16 MiB do BSON ({ $limit } bytes).
sample-bucket-too-full = Um bucket cheio de { $count } { $children } passa do limite de 16 MiB do BSON: use buckets menores.
