# As palavras das páginas em volta do editor: o cabeçalho de toda página, a
# página inicial, a galeria de exemplos e a página "não encontrada".
# `{ $name }` é um valor inserido quando a página é mostrada.

## O cabeçalho de toda página
site-description = Nestlink: projete esquemas de documentos do MongoDB e aprenda quando aninhar (incorporar) e quando vincular (referenciar).
nav-main = Menu principal
nav-editor = Editor
nav-examples = Exemplos
theme-dark = Tema escuro
language-menu = Idioma

## A página inicial
home-title = Incorporar ou referenciar?
home-lede = O Nestlink é um espaço para experimentar esquemas de documentos do MongoDB. Desenhe suas entidades e relacionamentos, diga como os dados são usados, e ele diz, para cada relacionamento, se os dados devem ser incorporados ou referenciados, e por quê.
home-open-editor = Abrir o editor
home-see-examples = Ver os exemplos
home-steps = Como funciona
home-draw-title = 1. Desenhe
home-draw = As entidades com seus campos e os relacionamentos entre elas.
home-describe-title = 2. Descreva o uso
home-describe = Quantos filhos cada pai tem, se eles são lidos com o pai ou sozinhos, com que frequência cada campo muda.
home-compare-title = 3. Compare
home-compare = O padrão recomendado em palavras simples, com os documentos incorporado e referenciado lado a lado: seus tamanhos em BSON e as consultas de que cada um precisa.

## A galeria de exemplos
examples-title = Exemplos
examples-lead = Os exemplos resolvidos dos artigos com os quais o Nestlink aprendeu. Abra um, selecione um relacionamento e veja se ele deve ser incorporado ou referenciado, e por quê; ou ative o modo de ensino e tente adivinhar primeiro.
examples-loading = Carregando os exemplos…
examples-open = Abrir no editor
examples-open-named = Abrir "{ $title }" no editor

## Uma página que não existe
not-found-title = Página não encontrada
not-found-text = Não há página neste endereço.
not-found-back = Voltar à página inicial

## A página do editor
editor-title = Editor
shared-loading = Carregando o modelo compartilhado…
shared-description = Um esquema MongoDB projetado no Nestlink: { $entities }, { $relationships }, com uma recomendação para cada um: incorporar ou referenciar.
