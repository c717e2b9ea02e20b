# As palavras do editor: a barra de ferramentas. `{ $n }` é um número; uma
# mensagem que depende dele tem uma forma por categoria de plural do idioma.

## A barra de ferramentas
toolbar = Ferramentas do editor
toolbar-loading = Carregando o editor
model-name = Nome do modelo
new-model = Novo
new-model-hint = Começar um modelo novo e vazio; este fica em Meus modelos
my-models = Meus modelos
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
