# Mensagens de erro da API HTTP. Os argumentos são valores da requisição
# (uma rota, um nome pedido) ou detalhes de um analisador, mantidos como estão.

unknown-route = Não existe rota da API em { $route }; as rotas estão em /api/openapi.json.
payload-too-large = O corpo da requisição passa do limite de 1 MiB. Envie um modelo menor ou divida-o.
invalid-json = O corpo da requisição não é um JSON válido ({ $detail }). Envie um único objeto JSON; o formato do modelo está em /api/openapi.json.
unknown-key = { $detail }. Chaves desconhecidas são recusadas porque quase sempre são erros de digitação.
example-not-found = Não existe exemplo chamado "{ $slug }"; GET /api/v1/examples lista os exemplos.
unknown-format = Não existe formato de exportação chamado "{ $format }"; os formatos são mongosh, mermaid, mermaid-model, json-schema e compass.
model-not-found = Não há modelo compartilhado neste link. Verifique se o link foi copiado inteiro.
session-not-found = Não há sessão ao vivo neste link. Verifique se o link foi copiado inteiro.
foreign-origin = Só é possível entrar numa sessão ao vivo pelas páginas do próprio Nestlink; este pedido veio de uma página de outro site. Abra o link da sessão.
not-websocket = Este endereço é um WebSocket ({ $route }); conecte-se a ele com um cliente WebSocket.
rate-limited = Foram criados links demais a partir daqui em pouco tempo. Tente novamente em { $seconds ->
    [one] { $seconds } segundo
   *[other] { $seconds } segundos
}.
storage-unavailable = Os links compartilhados estão indisponíveis agora: não foi possível acessar o banco de dados. Seu modelo está seguro neste navegador; tente novamente em instantes.
overloaded = O servidor está ocupado com outras análises agora. Nada foi perdido: envie a mesma requisição novamente em instantes.
unsupported-media-type = O corpo foi enviado como { $given }; esta rota lê { $expected }. Envie-o com esse Content-Type.
invalid-text = O corpo não é texto UTF-8 ({ $detail }). Salve o arquivo como UTF-8 e envie novamente.
internal = Algo deu errado no servidor; a requisição estava correta. Tente novamente e relate o problema se ele persistir.
model-not-valid = O modelo não é válido.
more-problems = { $first } (e mais { $n ->
    [one] { $n } problema
   *[other] { $n } problemas
}, listados em "problems")

import-syntax = O SQL não pode ser lido na linha { $line }, coluna { $column }: { $reason }. Corrija ali e importe de novo.
import-document = O valor em { $path } não pode ser importado: { $reason }.
import-empty-sql = O SQL não cria nenhuma tabela. Importe as instruções CREATE TABLE do esquema (pg_dump --schema-only, mysqldump --no-data ou o .schema do SQLite as imprimem).
import-empty-documents = Não há documentos de onde aprender. Envie alguns documentos de cada coleção (mongoexport, ou um find() copiado do mongosh).
import-empty-compass = O diagrama não tem coleções.
import-breaks = A importação criaria um modelo que viola uma regra: { $problem } Importe o esquema em partes, ou corrija-o ali.
import-too-large-sql = O SQL cria { $count } tabelas; um modelo comporta no máximo 2.000. Importe o esquema em partes.
import-too-large-documents = Os documentos geram { $count } entidades (coleções e os documentos incorporados nelas); um modelo comporta no máximo 2.000. Importe menos coleções de cada vez.
import-too-large-compass = O diagrama tem { $count } coleções; um modelo comporta no máximo 2.000. Divida o diagrama no Compass e importe cada parte.

## Why an importer refuses a value ({ $reason } of import-document above).
import-model-sql = Importado de SQL
import-model-documents = Importado de documentos
import-refused-not-a-document = uma amostra precisa ser um documento (um objeto JSON)
import-refused-not-compass = não é um arquivo de diagrama do Compass ({ $detail })
import-refused-not-compass-type = não é um arquivo de diagrama do Compass Data Modeling (tipo "{ $type }", versão { $version })
import-refused-edits-not-base64 = as edições (edits) não estão em base64
import-refused-edits-not-json = as edições (edits) não são JSON ({ $detail })
import-refused-edits-not-a-list = as edições (edits) não são uma lista de edições
import-refused-edit-without-type = uma edição não tem tipo
import-refused-set-model-empty = o SetModel não tem um modelo com coleções
import-refused-first-edit = a primeira edição precisa definir o modelo (SetModel)
import-refused-no-set-model = nenhuma edição define o modelo
import-refused-no-ns = uma coleção não tem ns

## An import's notes: what it skipped or guessed.
import-note-on-relationships = relacionamentos
import-note-on-primary-keys = chaves primárias
import-note-on-foreign-keys = chaves estrangeiras
import-note-on-index = índice em { $table }
import-note-on-view = visualização { $view }
import-note-only-nulls = Só foram vistos valores null; é importado como string.
import-note-type-seen = { $type } em { $count }
import-note-several-types = Valores de vários tipos ({ $counts }); é importado como { $type }, o mais comum.
import-note-present-in = Presente em { $present } de { $documents } { $documents ->
        [one] documento
       *[other] documentos
    }.
import-note-ids-many-to-many = Seus ObjectIds são valores de _id de { $parent }: um relacionamento muitos-para-muitos.
import-note-ids-reference = Seus valores são valores de _id de { $parent }: uma referência, então é o relacionamento, não um campo. Uma amostra não diz quantos documentos { $path } um { $parent } tem: defina as quantidades.
import-note-unknown-compass-type = O tipo não é um que o Nestlink conheça; é importado como string.
import-note-link-field = Guarda o vínculo do relacionamento, então é o relacionamento, não um campo.
import-note-compass-counts = As cardinalidades do Compass dizem um ou muitos, não quantos: cada "muitos" recebe as quantidades padrão do Nestlink. Defina as quantidades reais: a recomendação depende delas.
import-note-relationship-without-sides = Um relacionamento sem duas coleções do diagrama foi ignorado.
import-note-edit-skipped = Uma edição { $kind } cita algo que o diagrama não tem; foi ignorada.
import-note-edit-not-replayed = Uma edição { $kind } em { $collection } não foi reaplicada: confira os campos dessa coleção.
import-note-edit-unknown = Uma edição de um tipo que o Nestlink não conhece ({ $kind }) foi ignorada.
import-note-alter-skipped = Só chaves adicionadas são lidas; "{ $operation }" foi ignorado.
import-note-index-skipped = Índices não são importados: a recomendação propõe os índices de que cada padrão precisa. Em vez disso, marque os campos pelos quais as consultas filtram.
import-note-view-skipped = Visualizações (views) não são importadas; uma visualização que junta tabelas costuma indicar dados lidos juntos.
import-note-statement-skipped = Só tabelas, suas chaves e índices únicos são importados; esta instrução foi ignorada.
import-note-table-twice = A tabela é criada duas vezes; a primeira definição é mantida.
import-note-compound-primary-key = A chave primária tem { $count } colunas ({ $columns }); elas continuam campos, e cada documento recebe um _id próprio. Uma chave composta também pode ser o _id como subdocumento.
import-note-join-table = A tabela só liga { $first } e { $second }, então é um relacionamento muitos-para-muitos.
import-note-join-table-with-fields = A tabela só liga { $first } e { $second }, então é um relacionamento muitos-para-muitos; suas outras colunas ({ $fields }) são campos do próprio vínculo.
import-note-default-counts = Uma chave estrangeira não diz quantos filhos um pai tem, então { $count } { $count ->
        [one] relacionamento um-para-muitos recebe
       *[other] relacionamentos um-para-muitos recebem
    } o padrão do Nestlink (cerca de 100 filhos, no máximo 2.000). Ela também não diz se os filhos são lidos com o pai, então cada um mantém sua direção: o filho guarda o id do pai, com um índice nele. Defina as quantidades reais e marque "… costuma ser mostrado junto com …" onde os filhos são mostrados com o pai, para que a incorporação seja avaliada.
import-note-keys-as-ids = Cada uma destas chaves primárias vira o _id do seu documento, então não é um campo: { $keys }.
import-note-keys-as-links = Cada uma destas colunas de chave estrangeira virou um relacionamento, então não é um campo; a recomendação diz onde cada vínculo é guardado: { $columns }.
import-note-foreign-key-without-table = Uma chave estrangeira é adicionada a uma tabela que o SQL não cria; foi ignorada.
import-note-references-missing = Ela referencia { $table }, que o SQL não cria; a coluna continua um campo.
import-note-foreign-key-without-column = A chave estrangeira cita uma coluna que a tabela não tem; foi ignorada.
import-note-compound-unique = A restrição de unicidade em ({ $columns }) abrange { $count } colunas; só uma coluna sozinha vira um campo único. Mantenha-a com um índice único composto: { $code }.
import-note-column-without-type = A coluna não tem tipo; é importada como string.
import-note-unknown-sql-type = O tipo { $type } não é um que o Nestlink conheça (um enum ou um tipo próprio do banco de dados?); é importado como string.
