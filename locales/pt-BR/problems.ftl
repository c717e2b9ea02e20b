# Os problemas do modelo: o que o editor marca ao lado da parte com defeito e
# o que a API responde com `invalid_model`. As chaves do formato do modelo
# (`typical`, `read_as`, "page") ficam como estão: são o que se altera em um
# arquivo. { $name }, { $entity }, { $id } vêm entre aspas, como o modelo os escreve.

## O modelo como um todo
problem-unsupported-version = A versão do formato do modelo é { $version }, mas só a versão { $understood } é reconhecida. Defina "version" como { $understood }.
problem-too-many-entities = O modelo tem { $count } entidades; o máximo permitido é { $limit }. Divida-o em modelos menores.
problem-too-many-relationships = O modelo tem { $count } relacionamentos; o máximo permitido é { $limit }. Divida-o em modelos menores.
problem-count-too-large = { $key } é { $value }, maior que { $limit }, o maior número que um navegador guarda com exatidão; use um número menor, ou null em max quando não houver limite.

## As entidades e os seus campos
problem-invalid-id-entity = O id de entidade { $id } não é válido: use 1-64 letras, dígitos, '_' ou '-'.
problem-invalid-id-relationship = O id de relacionamento { $id } não é válido: use 1-64 letras, dígitos, '_' ou '-'.
problem-duplicate-entity-id = O id de entidade { $id } já é usado por { $first }; dê a cada entidade um id próprio.
problem-invalid-entity-name = O nome de uma entidade deve ter 1-64 caracteres e não pode ficar em branco.
problem-duplicate-entity-name = O nome de entidade { $name } já é usado por { $first }; os nomes devem ser únicos.
problem-field-name-blank = O nome de campo { $name } deve ter 1-64 caracteres e não pode ficar em branco.
problem-field-name-dot = O nome de campo { $name } não pode conter ponto (o MongoDB lê pontos como caminhos).
problem-field-name-dollar = O nome de campo { $name } não pode começar com $ (o MongoDB o reserva para operadores).
problem-duplicate-field = A entidade { $entity } já tem um campo chamado { $name }; renomeie um deles.
problem-invalid-shape-versions = shape_versions conta os formatos de documento que convivem lado a lado, então é no mínimo 1; use 1 quando todos os documentos têm o mesmo formato.
problem-invalid-archive-after = archive_after.count é 0: informe depois de quantas unidades de tempo ({ $per }) os documentos passam a ser raramente lidos (no mínimo 1), ou remova archive_after.
problem-archive-without-date = archive_after precisa da idade de cada documento em um campo: adicione a { $entity } um campo do tipo date (quando foi criado, ou vendido), ou remova archive_after.
problem-approximate-not-a-number = { $field } é do tipo { $type }, mas só um número pode ser aproximado (gravado uma vez a cada tantas mudanças); torne-o um número ou remova approximate.

## Relacionamentos
problem-duplicate-relationship-id = O id de relacionamento { $id } já é usado por { $first }; dê a cada relacionamento um id próprio.
problem-unknown-entity = "{ $key }" aponta para a entidade { $id }, que não existe no modelo; use o id de uma entidade existente.
problem-label-blank = O rótulo { $label } vira um nome de campo, por isso deve ter 1-64 caracteres e não pode ficar em branco.
problem-label-dot = O rótulo { $label } vira um nome de campo, por isso não pode conter ponto (o MongoDB lê pontos como caminhos).
problem-label-dollar = O rótulo { $label } vira um nome de campo, por isso não pode começar com $ (o MongoDB o reserva para operadores).
problem-unknown-display-field = display_fields cita { $name }, mas { $entity } (o lado "to") não tem esse campo.
problem-unknown-parent-display-field = parent_display_fields cita { $name }, mas { $entity } (o lado "from") não tem esse campo.
problem-typical-above-max = typical ({ $typical }) é maior que max ({ $max }); aumente max, diminua typical ou defina max como null se não houver limite.
problem-count-above-one = Um relacionamento um-para-um tem no máximo um filho, mas { $key } é maior que 1; mude a cardinalidade ou a quantidade.
problem-inverse-typical-not-many-to-many = inverse_typical (pais por filho) só se aplica a muitos-para-muitos, e a cardinalidade deste relacionamento é { $cardinality }; remova-o ou mude a cardinalidade.
problem-tree-queries-not-self = tree_queries só se aplica a um relacionamento de uma entidade consigo mesma (from == to); remova-o ou aponte o relacionamento para a própria entidade.
problem-unknown-query-field = query_fields cita { $name }, mas { $entity } (o lado "to") não tem esse campo; adicione o campo ou tire-o da lista.
problem-invalid-reads-per-write = reads_per_write é { $ratio }, mas conta leituras por filho gravado, então deve ser um número maior que 0 (1000 para mil leituras por gravação, 0.1 para uma leitura a cada dez gravações).
problem-invalid-growth = growth.count é 0, mas growth descreve filhos chegando, no mínimo 1 por unidade de tempo ({ $per }); remova growth se nenhum chegar.
problem-invalid-page-size = page_size é o número de filhos em uma página, então é no mínimo 1.
problem-page-size-missing = read_as é "page", mas page_size não diz quantos filhos cabem em uma página; defina page_size (20, por exemplo).
problem-page-size-without-pages = page_size só se aplica quando os filhos são lidos uma página por vez; defina read_as como "page" ou remova page_size.
problem-latest-without-count = read_as é "latest", mas shown_with_parent não diz quantos dos filhos mais recentes são mostrados; defina shown_with_parent.
problem-outliers-without-max = outlier_max descreve os poucos pais acima de max, mas max não tem limite; defina max como o limite que a maioria dos pais respeita, ou remova outlier_max.
problem-outlier-max-not-above-max = outlier_max ({ $outlier }) deve ser maior que max ({ $max }): é a quantidade de filhos dos poucos pais que passam do limite da maioria; aumente-o, ou use null se esses casos extremos não tiverem limite.
problem-link-field-name-blank = O nome de campo da ligação { $name } deve ter 1-64 caracteres e não pode ficar em branco.
problem-link-field-name-dot = O nome de campo da ligação { $name } não pode conter ponto (o MongoDB lê pontos como caminhos).
problem-link-field-name-dollar = O nome de campo da ligação { $name } não pode começar com $ (o MongoDB o reserva para operadores).
problem-duplicate-link-field = O relacionamento já tem um campo da ligação chamado { $name }; renomeie um deles.
problem-link-field-id = Um campo da ligação não pode se chamar "_id": em um elemento de array, ele tomaria o lugar do id do outro lado; renomeie-o.
problem-link-field-clash = O campo da ligação { $name } tem o nome de um campo de { $entity }, e os dois ficariam no mesmo documento incorporado; renomeie o campo da ligação.
problem-subtype-not-one-to-one = Uma ligação "é um" (subtype) é um-para-um: cada documento de { $entity } é de um só tipo. Mude a cardinalidade de { $cardinality } para um-para-um (one-to-one), ou remova subtype.
problem-subtype-self = Uma entidade não pode ser um tipo de si mesma; aponte a ligação "é um" para outra entidade, ou remova subtype.
problem-unknown-subtype-field = subtype.by cita { $name }, mas { $entity } (o lado "from") não tem esse campo; adicione o campo que distingue os tipos ("tipo", "esporte"...).
problem-invalid-subtype-value = subtype.value é o valor do campo "by" que marca este tipo; deve ter 1-64 caracteres e não pode ficar em branco.
