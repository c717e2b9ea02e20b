# As palavras do próprio painel de recomendações: títulos, botões e rótulos
# em volta da recomendação que o servidor escreve (que está em
# `advice.ftl`). `{ $name }` é um valor inserido quando o painel é
# mostrado; `{ $n }` é um número.

## O painel
advice = Recomendação
advice-updating = Atualizando…
advice-asking = Consultando o conselheiro…
advice-needs-fix = Precisa de correção
advice-up-to-date = Atualizada
teaching-mode = Modo de ensino
teaching-mode-hint = Os participantes tentam adivinhar antes de a resposta aparecer
presenter-view = Modo apresentação
presenter-view-hint = Letras grandes para um projetor, inclusive no diagrama: o diagrama se ajusta à sua tela
wide-advice = Recomendação larga
wide-advice-hint = Alargar a recomendação para ler os documentos lado a lado; a tela estreita e o inspetor se recolhe
recommendations = Recomendações
recommendations-shared = Para o modelo como foi compartilhado.
laying-out-question = Preparando a pergunta…
laying-out-advice = Preparando a recomendação…
teaching-select = Modo de ensino: selecione um relacionamento ou uma entidade com um padrão próprio; a turma responde antes do Nestlink.
needs-fix-first = Ainda não há recomendação para este relacionamento: primeiro o modelo precisa de uma correção.

## A recomendação de um relacionamento
copy = Copiar
copy-named = Copiar { $what }
copy-index = índice
copy-read = leitura
copy-aggregation = agregação
copy-write = escrita
copy-documents = documentos de { $collection }
copy-sample = documento de exemplo de { $collection }
copy-validator = validador de { $collection }
size-scale = Escala logarítmica; o fim é o limite de 16 MiB por documento
assumed = Supostos, já que ninguém os informou: { $counts }. O botão Manter do inspetor torna um deles seu; qualquer número que você informar muda a recomendação.
warnings = Avisos
to-copy = Campos a copiar (desnormalizar)
to-copy-latest = { $field } (os { $n } mais recentes) em { $entity }
to-copy-field = { $field } em { $entity }
indexes = Índices
side-by-side = Lado a lado
rules = Regras em que se apoia
alternatives = Alternativas
entity-pattern = { $pattern } de { $entity }
entity-pattern-in = em
variant-embedded = Incorporado
variant-referenced = Referenciado
recommended = Recomendado
typical = Típico
largest = Máximo
no-limit = sem limite: cresce sem parar
passes-limit = Passa de 16 MiB com { $n } filhos.
round-trips = { $n ->
    [one] { $n } ida ao servidor
   *[other] { $n } idas ao servidor
}
lookup = Ou em uma só ida ao servidor, com $lookup:

## Nada selecionado
select-relationship = Selecione um relacionamento para ver a recomendação. O esquema como um todo:
collection = Coleção { $name }
collection-holds = contém { $entities }
validation = Validação ($jsonSchema)
findings = Achados
at = Local: { $place }.
show-it = Mostrar

## Os custos comparados
costs = Custos comparados
cost-way = Forma
cost-largest = Maior
cost-largest-hint = O maior documento com o máximo de filhos e a sua parte do limite de 16 MiB
cost-reads = Leituras
cost-reads-hint = Consultas para ler um pai com seus filhos
cost-writes = Escritas
cost-writes-hint = Documentos escritos quando um filho é adicionado
cost-atomic = Atômica
cost-atomic-hint = A mudança dos dois lados é uma única escrita em um só documento?
yes = sim
no = não
no-bound = sem limite

## Modo de ensino
your-answer = Sua resposta
quiz-question = Incorporar ou referenciar? O que você faria aqui?
embed = Incorporar
reference = Referenciar
quiz-or-name = Ou diga o padrão
quiz-choose = Escolha um padrão…
quiz-entity = Que padrão serve aos documentos de { $entity } como um todo?
quiz-name = Diga o padrão
ask-again = Perguntar de novo


## O retorno do modo de ensino a um palpite. { $pattern } é o nome do padrão
## recomendado, { $guessed } o palpite; o que o padrão faz vem depois de
## cada mensagem (`does-<id>` em patterns.ftl).
teach-right-embed = Certo: incorpore. O padrão do Nestlink é { $pattern }.
teach-right-reference = Certo: use uma referência. O padrão do Nestlink é { $pattern }.
teach-exactly = Exatamente: { $pattern }.
teach-other = O Nestlink recomenda { $pattern }, não { $guessed }.
teach-guessed-embed = a incorporação
teach-guessed-reference = uma referência
teach-not-listed = O Nestlink não lista { $guessed } como opção aqui.
teach-with = Com { $guessed }: { $tradeoff }

## A linha da tabela de custos para cada forma não escolhida: o que ela
## ganharia e, depois de "mas", o que custaria. { $size } é um tamanho ("14,0 MiB").
why-not = Por que não { $pattern }: { $why }.
wn-trips-fewer = { $n ->
    [one] { $n } ida e volta ao servidor a menos
   *[other] { $n } idas e voltas ao servidor a menos
}
wn-trips-more = { $n ->
    [one] { $n } ida e volta ao servidor a mais
   *[other] { $n } idas e voltas ao servidor a mais
}
wn-less-per-read = { $size } a menos por leitura
wn-more-per-read = { $size } a mais por leitura
wn-atomic = uma escrita atômica
wn-not-atomic = nenhuma escrita atômica única
wn-writes-per-child = { $n ->
    [one] { $n } escrita por filho adicionado em vez de { $chosen }
   *[other] { $n } escritas por filho adicionado em vez de { $chosen }
}
wn-writes-per-move = { $n ->
    [one] { $n } escrita por nó movido em vez de { $chosen }
   *[other] { $n } escritas por nó movido em vez de { $chosen }
}
wn-rewritten = { $n ->
    [one] { $n } documento reescrito quando um campo copiado muda
   *[other] { $n } documentos reescritos quando um campo copiado muda
}
wn-no-copies = nenhuma cópia para manter em sincronia
wn-cannot = não pode ser usado: { $why }
wn-at-max = { $size } no máximo
wn-set-aside = não para estes fatos: { $why }
wn-same = os mesmos custos aqui; decidem as razões acima
wn-but = { $gains }, mas { $losses }
wn-joiner = {", "}
# O separador decimal nos tamanhos ("1,2 KiB").
decimal-sign = ,

place-entity = entidade { $entity }
place-field = entidade { $entity }, campo { $field }
place-relationship = relacionamento { $from } → { $to }
place-model = o modelo
