# As palavras do editor: a barra de ferramentas. `{ $n }` é um número; uma
# mensagem que depende dele tem uma forma por categoria de plural do idioma.

## A barra de ferramentas
toolbar = Ferramentas do editor
toolbar-loading = Carregando o editor
model-name = Nome do modelo
new-model = Novo
new-model-hint = Começar um modelo novo e vazio; este fica em Meus modelos
my-models = Meus modelos
untitled-model = Modelo sem título
# The name of a new entity, before its number ("Entity 1").
new-entity-word = Entidade
my-models-hint = Os modelos que este navegador guarda: abrir, renomear, copiar ou excluir
open-file = Abrir arquivo
import-file = Importar SQL ou documentos…
import-file-hint = Traga um esquema que você já tem (pode ser desfeito): instruções SQL CREATE TABLE (.sql), documentos de exemplo do mongoexport (.json, .jsonl; escolha vários arquivos para importar várias coleções e as referências entre elas) ou um diagrama do MongoDB Compass (.mdm)
import-folder = Importar pasta…
import-folder-hint = Importar uma pasta de arquivos do mongoexport (pode ser desfeito): cada arquivo .json ou .jsonl é uma coleção, com as referências entre elas
examples-menu = Abrir um exemplo
examples-menu-hint = Abrir um exemplo resolvido como um novo modelo
examples-menu-first = Exemplos…
save-file = Salvar arquivo
share = Compartilhar
share-hint = Guardar esta versão no servidor e obter um link para ela
private-link = Link privado
private-link-hint = Um link que carrega o próprio modelo: nada fica guardado no servidor
export-svg = Exportar SVG
export-png = Exportar PNG
export-picture-hint = O diagrama com os ícones de recomendação e as molduras das coleções, para material de aula
with-advice = com as recomendações
with-advice-hint = A imagem exportada lista ao lado do diagrama o padrão e o motivo de cada relacionamento
export-menu = Exportar esquema
export-menu-hint = Baixar o esquema recomendado: um script mongosh que o cria, um diagrama Mermaid ou os seus validadores
export-menu-first = Exportar esquema…
export-mongosh = Script mongosh
export-mermaid = Diagrama Mermaid das coleções
export-mermaid-model = Diagrama Mermaid do modelo
export-json-schema = Validadores JSON Schema
export-compass = Diagrama do MongoDB Compass
new-entity = Nova entidade
new-entity-hint = Nova entidade (N)
auto-layout = Organizar
auto-layout-hint = Organizar automaticamente (L)
undo = Desfazer
undo-hint = Desfazer (Ctrl+Z)
redo = Refazer
redo-hint = Refazer (Ctrl+Shift+Z)
zoom-out = Diminuir zoom
zoom-in = Aumentar zoom
fit = Ajustar
fit-hint = Ajustar à tela (F)
shortcuts = Atalhos
shortcuts-hint = Atalhos de teclado (?)
problem-count = { $n ->
    [0] Nenhum problema
    [one] { $n } problema
   *[other] { $n } problemas
}

## Uma sessão ao vivo
owner-replaces = Só o dono da sessão substitui o modelo.
advice-hidden = A recomendação fica oculta até o dono revelar a resposta.

## O painel de atalhos de teclado: as teclas de cada linha, depois o que fazem
shortcuts-title = Atalhos de teclado
close = Fechar
shortcut-new-entity-keys = N
shortcut-new-entity = Nova entidade
shortcut-add-field-keys = A
shortcut-add-field = Adicionar um campo à entidade selecionada (no nome de um campo, Enter adiciona o próximo; Escape tira um campo novo não tocado)
shortcut-relate-keys = R
shortcut-relate = Relacionar a entidade selecionada: ir à escolha do destino do relacionamento
shortcut-rename-keys = F2, clique duplo
shortcut-rename = Renomear a entidade selecionada no lugar
shortcut-next-previous-keys = ] / [
shortcut-next-previous = Selecionar a entidade seguinte / anterior e trazê-la à vista
shortcut-delete-keys = Delete / Backspace
shortcut-delete = Excluir a seleção
shortcut-undo-keys = Ctrl+Z
shortcut-undo = Desfazer
shortcut-redo-keys = Ctrl+Shift+Z / Ctrl+Y
shortcut-redo = Refazer
shortcut-paste-keys = Ctrl+V
shortcut-paste = Importar SQL, documentos do mongoexport ou um diagrama do Compass colados (fora de um campo)
shortcut-arrows-keys = Setas
shortcut-arrows = Mover as entidades selecionadas ou, sem seleção, deslocar a tela (com Shift: mais longe)
shortcut-tab-keys = Tab / Shift+Tab
shortcut-tab = Ir de entidade em entidade e a cada relacionamento
shortcut-select-keys = Enter / Espaço
shortcut-select = Selecionar a entidade ou o relacionamento em foco
shortcut-escape-keys = Escape
shortcut-escape = Fechar um painel e limpar a seleção, ou sair de um campo de texto
shortcut-layout-keys = L
shortcut-layout = Organizar automaticamente
shortcut-fit-keys = F
shortcut-fit = Ajustar o diagrama à tela
shortcut-zoom-keys = + / -
shortcut-zoom = Aumentar / diminuir o zoom
shortcut-wheel-keys = Roda do mouse, pinça
shortcut-wheel = Zoom em torno do ponteiro
shortcut-pan-keys = Arrastar o fundo, Espaço+arrastar
shortcut-pan = Deslocar a tela
shortcut-shift-select-keys = Shift+clique, Shift+arrastar
shortcut-shift-select = Adicionar à seleção, selecionar com um retângulo
shortcut-handle-keys = Arrastar a alça redonda
shortcut-handle = Relacionar uma entidade a outra (ou a si mesma)
shortcut-toggle-keys = ?
shortcut-toggle = Mostrar ou ocultar esta lista
shortcut-line-ends-keys = Pontas das linhas
shortcut-line-ends = Um traço é um, um "pé de galinha" pequeno são poucos, um "pé de galinha" são muitos, um "pé de galinha" duplo são inúmeros (squillions)

## Avisos
autosave-failed = O salvamento automático falhou: o armazenamento do navegador está cheio ou bloqueado. Use "Salvar arquivo" para guardar seu trabalho.
saved-unreadable = O modelo salvo não pôde ser lido; ele foi mantido em Meus modelos e um novo modelo foi iniciado.
opened-link-model = O modelo que o link traz foi aberto como um novo modelo. O que você tinha está em Meus modelos.
replace-for-everyone = Isto substitui o modelo para todos na sessão ao vivo, não só para você. Substituir?
only-owner-replaces = Só o dono da sessão pode substituir o modelo inteiro: ele mudaria para todos.
share-instead = Compartilhar em vez disso
fork-before = Sua cópia, uma bifurcação de{" "}
fork-after = . Aquele link ainda mostra o original; Compartilhar cria um novo para a sua cópia.
shared-banner = Um modelo compartilhado. Sua primeira edição o torna sua própria cópia; este link nunca muda.

## O inspetor
inspector = Inspetor
nothing-selected = Nada selecionado
nothing-selected-hint = Pressione N ou "Nova entidade" para adicionar uma entidade. Clique em uma entidade ou relacionamento para editá-lo; arraste as entidades para movê-las e o fundo para deslocar a tela.
many-selected = { $n } entidades selecionadas
many-selected-hint = Arraste uma delas para mover todas; as setas as deslocam aos poucos.
delete-many = Excluir { $n } entidades
entity = Entidade
entity-name-label = Nome
entity-name = Nome da entidade
fields = Campos
add-field = Adicionar campo
relate = Relacionar a outra entidade
relate-to = Com
relate-target = Destino do relacionamento
relate-choose = Escolha uma entidade
kind = Tipo
cardinality = Cardinalidade
add-relationship = Adicionar relacionamento
delete-entity = Excluir entidade
field-name = Nome do campo { $n }
field-type = Tipo de { $field }
field-changes = Com que frequência { $field } muda
field-up = Mover { $field } para cima
field-down = Mover { $field } para baixo
field-delete = Excluir o campo { $field }
rel = Relacionamento
rel-from-to = De { $from } para { $to }
rel-field-name = Nome do campo
rel-label = Rótulo do relacionamento
how-many = Quantos?
how-many-typical = Quantos { $children } por { $parent }, tipicamente?
typical-count = Quantidade típica
at-most = No máximo?
max-count = Quantidade máxima
max-unbounded-hint = "Sem limite superior" está marcado: desmarque para informar um máximo
no-upper-limit = Sem limite superior (cresce para sempre)
inverse-typical-count = Quantidade típica no sentido inverso
default-value = { $value } (padrão)
no-limit-default = sem limite (padrão)
keep = Manter
keep-named = Manter { $what }
keep-hint = Tornar o valor seu, para que ele não mude mais com o tipo
copied-legend = O que é copiado, e as cópias devem manter o valor antigo?
shown-next-to = Quais campos de { $child } são mostrados junto a { $parent }?
shown-with-each = Quais campos de { $parent } são mostrados com cada { $child }?
queries-legend = Por quais campos as consultas filtram ou ordenam?
filter-sort = Campos de { $child } pelos quais o aplicativo filtra ou ordena
tree-legend = O que se pergunta à árvore?
delete-relationship = Excluir relacionamento

## Abertura e a tela
opened-example-new = O exemplo "{ $name }" foi aberto como um novo modelo; Meus modelos guarda o seu.
opened-example-session = O exemplo "{ $name }" foi aberto para todos. Desfazer traz de volta o que você tinha.
opened-file-new = O arquivo de "{ $name }" foi aberto como um novo modelo; Meus modelos guarda o seu.
opened-file-session = O arquivo de "{ $name }" foi aberto para todos. Desfazer traz de volta o que você tinha.
diagram = Diagrama do modelo
entity-label = Entidade { $name }
relate-handle = Arraste para relacionar { $name } a outra entidade
relationship-label = Relacionamento { $text }, de { $from } para { $to }
is-a = é um
collection-frame = coleção { $name }

## Meus modelos
my-models-note = Guardados só neste navegador, os editados por último primeiro. Salvar arquivo ou Compartilhar guardam um modelo em outro lugar.
model-unreadable = O salvamento desse modelo não pôde ser lido. Ele foi mantido; Excluir o remove.
save-unreadable = Um salvamento que não pode ser lido
model-size = { $entities }, { $relationships }
entities-count = { $n ->
    [one] { $n } entidade
   *[other] { $n } entidades
}
relationships-count = { $n ->
    [one] { $n } relacionamento
   *[other] { $n } relacionamentos
}
kept-as-it-was = mantido como estava
open-here = { $size } · aberto aqui
model-name-of = Nome de { $model }
open = Abrir
open-model = Abrir { $model }
duplicate = Duplicar
duplicate-model = Duplicar { $model }
delete = Excluir
delete-model = Excluir { $model }
delete-open-hint = Este modelo está aberto aqui: abra outro para excluí-lo
delete-hint = Excluir (Desfazer exclusão o traz de volta)
deleted = { $model } foi excluído.
undo-delete = Desfazer exclusão
undo-delete-failed = O modelo excluído não pôde ser recuperado: o armazenamento do navegador está cheio ou bloqueado.

## As perguntas do inspetor sobre a carga de trabalho. { $child } e { $parent }
## são os nomes das duas entidades como foram escritos; { $children },
## { $parents }, { $a_child } e { $a_parent } são os mesmos nomes (em inglês
## levam plural e artigo; em português o nome fica como está).
card-one-to-one = um-para-um
card-one-to-few = um-para-poucos
card-one-to-many = um-para-muitos
card-one-to-squillions = um-para-inúmeros
card-many-to-many = muitos-para-muitos
q-grows = Como cresce?
q-stream = Novos { $children } por { $parent } chegando como um fluxo (vazio: não é um fluxo)
q-stream-aria = Quantidade de crescimento
q-period-aria = Período de crescimento
q-choose-period = escolha um período
q-per-second = por segundo
q-per-minute = por minuto
q-per-hour = por hora
q-per-day = por dia
q-per-month = por mês
q-per-year = por ano
q-kept = Cada { $child } é guardado (desmarcado: só os totais calculados a partir deles são)
q-relinks = Com que frequência um { $a_child } passa para outro { $parent }, ou ligações surgem e somem?
q-relinks-aria = Religações
q-rarely = raramente
q-never = nunca
q-often = com frequência
q-outliers = Alguns { $parents } têm muito mais { $children }: até quantos? (vazio: não há esses casos extremos)
q-outliers-aria = Máximo dos casos extremos
q-outliers-unbounded = Esses casos extremos não têm limite
q-read = Como é lido?
q-read-together = { $child } costuma ser mostrado junto com { $parent }
q-read-alone = { $child } é lido ou atualizado sozinho
q-from-child = A aplicação frequentemente vai de um { $a_child } ao seu { $parent }
q-read-as = Com um { $a_parent }, os seus { $children } são lidos como
q-read-as-aria = Lido como
q-read-all = todos eles
q-read-latest = só os poucos mais recentes
q-read-page = uma página por vez
q-read-range = um intervalo por vez (uma hora de leituras)
q-read-totals = só totais (somas, contagens, médias)
q-page-size = Quantos por página?
q-page-size-aria = Tamanho da página
q-latest = Só os K { $children } mais recentes mostrados com o { $parent }? (vazio: todos)
q-latest-aria = Mais recentes mostrados com o pai
q-ratio = Leituras de um { $a_parent } com os seus { $children } para cada { $child } escrito (vazio: não se sabe)
q-ratio-aria = Leituras por escrita
q-snapshot = As cópias guardam o valor que tinham quando a ligação foi feita (um pedido guarda o endereço para onde foi enviado)
q-kind = Um { $a_child } é um tipo de { $parent }?
q-kind-yes = Sim: um { $a_child } é um { $a_parent } de um tipo ("é um")
q-kind-field = O campo de { $parent } que distingue os tipos
q-kind-field-aria = Campo do tipo
q-kind-value = O seu valor para este tipo
q-kind-value-aria = Valor do tipo
q-link = O que pertence à própria ligação?
q-link-hint = Campos de um { $parent } e um { $child } juntos, de nenhum dos dois sozinho (a quantidade de um item num carrinho).
q-link-add = Adicionar um campo da ligação
q-link-name-aria = Nome do campo { $n } da ligação
q-link-type-aria = Tipo do campo da ligação { $field }
q-link-delete-aria = Excluir o campo da ligação { $field }
q-documents = Como os seus documentos são guardados?
q-shapes = Formatos de documento lado a lado, os mais antigos não migrados (vazio: 1)
q-shapes-aria = Formatos de documento
q-history = Versões anteriores devem continuar legíveis (guarda-se um histórico)
q-doc-count = Documentos ao todo (vazio: não se sabe)
q-doc-count-aria = Número de documentos
q-archive = Raramente lidos depois de ter mais de (vazio: sempre lidos)
q-archive-aria = Idade de arquivamento
q-archive-unit-aria = Unidade da idade de arquivamento
q-days = dias
q-months = meses
q-years = anos
q-fields-used = Como cada campo é usado?
q-field-used = Como { $field } é usado
q-field-rare = Raramente mostrado quando a entidade é lida (padrão: com frequência)
q-queries-find = As consultas encontram documentos por ele:
q-query-equality = buscado pelo valor
q-query-range = buscado por um intervalo (datas entre dois dias)
q-query-sort = usado para ordenar
q-query-text = buscado por palavras
q-approximate = Um valor aproximado basta (uma contagem gravada a cada 100 mudanças)
q-unique = Único: dois documentos nunca têm o mesmo valor (um índice único)

ws-archived = Arquivada: ninguém entrou nesta sessão por 30 dias, então ela é somente leitura. Compartilhar cria uma cópia que você pode editar.
ws-locked = A edição está bloqueada: o dono está apresentando, e você está assistindo.
ws-following = Seguindo a visão do dono.
ws-workshop = Workshop
ws-unlock = Desbloquear a edição
ws-lock = Bloquear a edição
ws-unfollow = Desligar o Siga-me
ws-follow = Siga-me
ws-ask = Perguntar sobre este relacionamento
ws-ask-hint = Selecione um relacionamento e pergunte a todos qual padrão serve para ele
ws-reveal = Revelar a resposta
ws-show-me = Mostrar a recomendação para mim
ws-show-me-hint = Enquanto a pergunta aguarda, a recomendação também fica oculta na sua tela, caso seja ela a projetada
ws-end = Encerrar a pergunta
ws-copy-link = Copiar link
ws-copy-link-hint = Copiar o link da sessão, para distribuir
ws-show-link = Mostrar link
ws-show-link-hint = Mostrar o link em tamanho grande, para a sala digitá-lo
ws-question = Pergunta ao vivo
ws-which = Qual padrão serve para { $relationship }?
ws-hidden = A recomendação e os veredictos do diagrama ficam ocultos até o dono revelar a resposta.
ws-your-answer-label = Sua resposta
ws-or-pattern-label = Ou um padrão
ws-or-pattern = ou um padrão…
ws-given = Sua resposta: { $answer }.
ws-advisor = O conselheiro: { $answer }
ws-agree = Você concorda com o conselheiro.
ws-differ = O conselheiro vê de outra forma:
ws-nobody = Ainda não há ninguém aqui para responder.
ws-no-answers = Nenhuma resposta ainda; pessoas presentes: { $n }.
ws-answered = { $answered } de { $n } responderam.
live-banner = Uma sessão ao vivo: todos com este link editam este modelo com você. { $how }
live-offline = Offline: suas edições ficam guardadas aqui até a conexão voltar.
live-connected = Conectado; sincronizando…
live-reconnecting = Offline: reconectando…
live-kept-offline = { $n ->
    [one] Offline: { $n } alteração guardada aqui, enviada quando a conexão voltar.
   *[other] Offline: { $n } alterações guardadas aqui, enviadas quando a conexão voltar.
}
live-now = Ao vivo: as edições aparecem para todos no momento em que são feitas.
live-not-applied = Sua última alteração não foi aplicada: { $why }
live-archived = Esta sessão está arquivada: somente leitura.
live-held = Sua última edição viola uma regra do modelo (veja o problema marcado em vermelho): ela fica guardada aqui e é enviada assim que for corrigida.
live-renamed-entity = Outra pessoa pegou o nome de entidade “{ $wanted }” um instante antes de você: o seu é “{ $kept }”.
live-renamed-field = Outra pessoa pegou o nome de campo “{ $wanted }” um instante antes de você: o seu é “{ $kept }”.
live-clash = { $name } alterou o que você tinha acabado de definir ({ $what }): a edição dessa pessoa veio depois da sua, então é ela que fica.
set-model-name = o nome do modelo
set-entity-name = o nome de uma entidade
set-entity-place = a posição de uma entidade
set-entity-key = a propriedade { $key } de uma entidade
set-field = o campo { $field }
set-fields = os campos de uma entidade
set-relationship-key = a propriedade { $key } de um relacionamento
set-same = a mesma coisa
why-archived = Esta sessão está arquivada (ninguém entrou nela por 30 dias): é somente leitura.
why-locked = O dono da sessão bloqueou a edição: você assiste até a edição ser desbloqueada.
someone = Alguém
copied = Copiado
not-copied = Não copiado: use Mostrar link
your-name = Seu nome nesta sessão
join = Entrar
people-label = Pessoas nesta sessão
owner-title = O dono da sessão
people-owner = (dono)
people-you = (você)
rename = renomear
rename-entity = Renomear "{ $name }"
no-fields-yet = ainda sem campos
share-link = Link de compartilhamento
share-private = O modelo está dentro deste link: nada foi guardado no servidor. Qualquer pessoa com o link pode abri-lo.
share-stored = Qualquer pessoa com este link vê o modelo como ele está agora. Edições posteriores não o alteram: compartilhe de novo para obter um novo link.
share-together-before = Ou edite em conjunto:{" "}
share-start-live = Iniciar uma sessão ao vivo
share-together-after = {" "}gera um link com o qual todos que o abrirem editam este modelo com você, ao vivo.
share-copied = Copiado.
share-not-copied = O navegador não permitiu copiar; selecione o link e copie-o.
share-unreadable = Não compartilhado: a resposta do servidor estava ilegível.
share-failed = Não compartilhado. { $why }
live-not-started = Não foi possível iniciar a sessão ao vivo; tente de novo daqui a pouco.

## Arquivos, links e importações
link-too-large = Este modelo é grande demais para caber num link ({ $length } caracteres; o limite é { $limit }). Use Compartilhar: ele guarda o modelo no servidor e dá um link curto.
link-unreadable = Não foi possível ler o modelo deste link: o link pode ter sido cortado.
not-stored = O servidor não conseguiu guardar o modelo; tente de novo daqui a pouco.
download-refused = O navegador recusou o download.
import-files = { $n ->
    [one] { $n } arquivo
   *[other] { $n } arquivos
}
import-the-file = o arquivo
import-failed = Nada foi importado. { $why }
import-unreadable = Nada foi importado: não foi possível ler a resposta; tente de novo.
import-http = o servidor respondeu HTTP { $status }
import-failed-from = Nada foi importado de { $file }. { $why }
imported = { $file } importado: { $entities } e { $relationships }. Desfazer traz de volta o que você tinha aqui.
imported-notes = As notas da importação dizem o que foi ignorado ou deduzido.
export-http = A exportação falhou (HTTP { $status }); tente de novo daqui a pouco.
export-failed = Nada foi exportado. { $why }
open-failed = Nada foi aberto. { $why }
import-notes = Notas da importação ({ $n }): o que foi ignorado ou deduzido
import-notes-dismiss = Dispensar as notas
examples-http = Não foi possível carregar os exemplos (HTTP { $status }); recarregue a página para tentar de novo.
examples-unreadable = Não foi possível ler a lista de exemplos; recarregue a página.
example-unreadable = Não foi possível ler o exemplo; recarregue a página.
example-missing = Esse exemplo não existe; escolha um da lista.
example-http = Não foi possível carregar o exemplo (HTTP { $status }); tente de novo daqui a pouco.
unreachable = Não foi possível falar com o servidor. Verifique a conexão e tente de novo.
copy-failed = Falha ao copiar
no-compression = Este navegador não consegue comprimir um link; use Compartilhar.
png-failed = O navegador não conseguiu gerar o PNG.
png-too-large = O navegador não conseguiu gerar o PNG (a imagem pode ser grande demais); exporte SVG.
file-unreadable-named = Não foi possível ler o arquivo { $file }.
file-unreadable = Não foi possível ler o arquivo.
started-new-model = Um novo modelo foi iniciado. O que você tinha está guardado em Meus modelos.
not-done = Isso não pôde ser feito: { $why }.
answer-unreadable = Não foi possível ler a resposta do servidor; recarregue a página.
advisor-http = O conselheiro não respondeu (HTTP { $status }); tente de novo daqui a pouco.
not-renamed = Não foi possível ler o que foi salvo desse modelo, então ele não foi renomeado.
not-copied-model = Não foi possível ler o que foi salvo desse modelo, então ele não foi copiado.
storage-full = O armazenamento do navegador está cheio ou bloqueado; nada foi alterado.
copy-of = { $name } (cópia)
a-model = um modelo

## As quantidades em que o conselho se apoia e que ninguém informou: no
## inspetor (com Manter) e sob o conselho. { $child } e { $parent } são os
## nomes como foram escritos; { $children } é o mesmo nome.
assumed-line = Suposto: { $what }, típico de { $kind }.{" "}
assumed-typical = { $n ->
    [one] { $n } { $child } por { $parent }
   *[other] { $n } { $children } por { $parent }
}
assumed-max = { $n ->
    [one] no máximo { $n } { $child } por { $parent }
   *[other] no máximo { $n } { $children } por { $parent }
}
assumed-no-limit = sem limite superior
# O separador entre grupos de dígitos em números grandes ("2.000").
digit-group = {"."}
