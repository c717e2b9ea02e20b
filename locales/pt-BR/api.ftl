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
