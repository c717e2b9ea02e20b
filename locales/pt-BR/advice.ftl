# As frases das recomendações (trazidas para cá por área; primeiro as árvores).
# $node é o nome da entidade como está no modelo, $nodes o seu plural em
# inglês; o código (consultas, caminhos, nomes de campos) vem em argumentos
# e não se traduz.

## Árvores: uma entidade relacionada a si mesma

tree-every-node = Cada nó { $node } é um documento da coleção "{ $collection }".
tree-not-embedded = os nós da árvore ({ $nodes }) são documentos de uma só coleção, e cada um é encontrado pelas consultas feitas à árvore

tree-paths = A árvore de { $node } é listada em ordem hierárquica ou pesquisada pelo início de um caminho, e só uma string de caminho responde a isso em uma consulta. Cada { $node } guarda os ids dos seus ancestrais como uma única string no campo "path" ("{ $path }"): { $list } lista a árvore inteira em ordem, e { $below } encontra todos os nós abaixo de um nó, usando o índice em "path".
tree-paths-index = ordena a árvore e atende às pesquisas por prefixo (uma expressão regular ancorada no início)
tree-paths-move = Mover um nó { $node } significa reescrever o caminho de cada { $node } abaixo dele; a árvore muda raramente, então o preço é justo.
tree-paths-vs-ancestors = um array de ids dos ancestrais: subárvores e ancestrais de forma igualmente direta e mais fácil de manter correta, mas sem ordem para listar a árvore e sem pesquisa por parte do caminho
tree-paths-vs-parents = só o id do pai: mover é uma gravação, mas listar em ordem ou por caminho exige $graphLookup ou a aplicação

tree-moving = Os nós mudam de lugar com frequência, e todo padrão que guarda os ancestrais de um nó { $node } reescreveria uma subárvore inteira a cada movimento. Cada { $node } guarda só o id do pai no campo "parent": mover é uma gravação, e ancestrais ou subárvores vêm de um único $graphLookup sobre "parent".
tree-moving-index = encontra os filhos de um nó e atende ao $graphLookup
tree-moving-vs-ancestors = ancestrais guardados em cada nó: consultas profundas são um find indexado, mas cada movimento reescreve a subárvore movida

tree-ancestors = A árvore de { $node } é consultada por ancestrais ou subárvores inteiras, às quais as referências de pais ou de filhos respondem só um nível por consulta. Cada { $node } guarda o pai em "parent" e os ids de todos os seus ancestrais, a partir da raiz, em "ancestors": { $to_root } é o caminho até a raiz, { $subtree } é a subárvore inteira.
tree-ancestors-index = um índice multichave: encontra todos os descendentes de um nó
tree-ancestors-move = Mover um nó { $node } significa reescrever o array de ancestrais de cada { $node } abaixo dele.
tree-ancestors-vs-paths = uma string de caminho por nó ("{ $path }") consultada com expressão regular: o mesmo poder, mas caminhos são mais difíceis de atualizar
tree-ancestors-vs-parents = só o id do pai: movimentos baratos, mas uma subárvore exige uma consulta por nível (ou $graphLookup)

tree-children = A árvore de { $node } é consultada pelos filhos de um nó, então cada { $node } mantém um array com os ids dos filhos em "{ $field }": { $children } responde diretamente, e { $parent } encontra o pai e os irmãos de um nó.
tree-children-index = um índice multichave: encontra o pai de um nó
tree-children-vs-parents = cada nó guarda o id do pai em vez disso: o pai é direto, e os filhos precisam de uma consulta indexada

tree-parents = Cada { $node } guarda o id do pai em "parent": { $parent } é o pai de um nó, e { $children } os seus filhos imediatos, com um índice em "parent".
tree-parents-index = encontra os filhos de um nó
tree-parents-vs-children = cada nó mantém um array com os ids dos filhos: os filhos são diretos, e o pai precisa de uma consulta nos arrays
tree-parents-no-queries = Não há tree_queries; as referências de pais respondem tanto às consultas pelo pai quanto às consultas pelos filhos.
tree-children-too-many = Os filhos são consultados, mas um nó { $node } pode ter { $count } { $count ->
        [one] filho
       *[other] filhos
    }, demais para um array de ids; { $query } os lista em vez disso.
tree-children-unbounded = Os filhos são consultados, mas um nó { $node } pode ter filhos sem limite, demais para um array de ids; { $query } os lista em vez disso.
tree-parents-deep = Ancestrais, subárvores ou a ordem da árvore exigem uma consulta por nível a partir de "parent" (ou um $graphLookup que percorre os níveis no servidor). Guardar mais em cada { $node } responderia a elas em uma consulta, mas aqui custa mais: veja a tabela de custos.

## Frases comuns

size-bytes = { $n } { $n ->
        [one] byte
       *[other] bytes
    }
joiner-and = {"; e "}
counts-exact = { $count } { $children } por { $parent }
counts-range = normalmente { $typical } e no máximo { $max } { $children } por { $parent }
counts-unbounded = normalmente { $typical } { $children } por { $parent }, sem limite superior
joiner-semicolon = {"; "}

## Por que o filho não é incorporado ($child, $children: o nome da entidade filha
## e o seu plural em inglês; $parent: o nome da entidade pai)

not-embedded = { $child } não é incorporado porque { $reasons }.
blocker-used-alone = { $child } é lido ou atualizado sozinho, o que é um motivo forte para não incorporá-lo
blocker-unbounded = o número de { $children } por { $parent } não tem limite superior, e um array incorporado não deve crescer sem limite
blocker-too-large = incorporados, até { $max } { $children } deixariam o documento de { $parent } com cerca de { $size } no máximo, acima de 1 MiB, o tamanho que mantém um documento rápido de ler e reescrever inteiro
blocker-moves = { $children } mudam de { $parent } com frequência, e cada mudança tiraria um { $child } incorporado de um documento de { $parent } e o colocaria em outro
blocker-too-big = incorporado, o documento de { $parent } cresceria até cerca de { $size }, acima do limite de 16 MiB de um documento BSON
many-to-many-not-embedded = um { $child } pertence a muitos { $parents }: incorporado, seria copiado em cada um deles, e não é pequeno, estável e lido só com eles
rarely-read-not-embedded = os { $children } raramente são lidos com o seu { $parent }: dentro dele, pesariam em cada leitura
ruled-out-embed = uma leitura e uma gravação atômica, mas descartado aqui: a explicação diz por quê
because = { $reasons }
one-by-one-not-embedded = Os { $children } não são incorporados em { $parent } um a um porque { $reasons }.

## Incorporação ($used_alone: "yes" quando o filho também é usado sozinho)

embedded-size = Um documento de { $parent } com os dados incorporados fica em cerca de { $typical }, muito abaixo do limite de 16 MiB.
embedded-size-range = Um documento de { $parent } com os dados incorporados fica em cerca de { $typical } normalmente e cerca de { $max } no máximo, muito abaixo do limite de 16 MiB.
embed = Incorpore { $child } em { $parent } como o subdocumento "{ $field }": é um-para-um e lido junto com { $parent }{ $used_alone ->
        [yes] {""}
       *[no] {" e não é usado sozinho"}
    }, então uma leitura retorna os dois.
embed-vs-reference = { $child } em sua própria coleção com o id do { $parent }: uma segunda consulta a cada leitura de { $parent }, vantajoso só se { $child } for usado sozinho.
embed-array = Incorpore os { $children } em { $parent } como o array "{ $field }": { $counts }, lidos junto com { $parent }{ $used_alone ->
        [yes] {""}
       *[no] {" e não usados sozinhos"}
    }.
embed-array-vs-references = { $child } em sua própria coleção e um array com os ids em { $parent }: duas consultas por leitura e nenhuma gravação atômica única, vantajoso só se { $child } precisar ser usado sozinho.
embed-array-slice = Só { $count } são mostrados com o { $parent }: projete-os com { $projection }.
atomic-embedded = { $parent } e { $child } devem mudar juntos, e uma gravação em um documento é atômica: um updateOne (por exemplo, $inc e $push juntos) altera os dois.
atomic-embedded-used-alone = { $child } também é usado sozinho, mas continua incorporado para mudar atomicamente com { $parent }; leia-o através de { $parent } com uma projeção e um índice nos campos de "{ $field }", ou mantenha-o separado e use uma transação de vários documentos.
atomic-apart = { $parent } e { $child } deveriam mudar atomicamente, mas não podem ficar no mesmo documento: { $why }. Mantenha os valores que precisam concordar (um contador ou um status) no documento de { $parent } e atualize-os no mesmo updateOne que o filho, ou altere os dois em uma transação de vários documentos (session.withTransaction), como mostra a gravação do caminho recomendado.
large-document = Na contagem máxima, um documento de { $parent } tem cerca de { $size }: é permitido, mas cada leitura e reescrita dele move todos esses dados.

## Separado por ser raramente lido com o pai

split = Separe { $child } de { $parent }: é um-para-um, mas raramente necessário quando um { $parent } é lido, e carregá-lo pesaria em cada leitura de { $parent } (cerca de { $with } em vez de cerca de { $without }).
split-apart = { $parent } mantém os campos lidos com frequência; { $child } vai para a coleção "{ $collection }" com o id do { $parent } em "{ $field }", lido só quando é mostrado.
split-index = encontra o único { $child } de um { $parent }; único porque o relacionamento é um-para-um
split-vs-embed = uma leitura retorna tudo, mas cada leitura de { $parent } carrega o raramente usado { $child }
kept-apart = Mantenha os { $children } em sua própria coleção "{ $collection }", cada um com o id do seu { $parent } em "{ $field }": raramente são necessários quando um { $parent } é lido, então incorporá-los deixaria cada leitura mais lenta.
kept-apart-query = Quando são necessários, uma consulta indexada os encontra: { $query }.
kept-apart-index = encontra os { $children } de um { $parent }
kept-apart-vs-embed = uma leitura retorna tudo, mas cada leitura de { $parent } carrega os seus { $children }

## As situações da tabela do consultor (server/src/patterns): por que um caminho
## que cabe fica de fora, mostradas ao lado dele na tabela de custos

situation-is-a = um-para-um do tipo "é um": os campos do tipo ficam nos documentos do pai
situation-outliers = os filhos da maioria dos pais cabem onde vão, os de alguns não
situation-graph = uma entidade ligada muitos-para-muitos a si mesma: um grafo
situation-shared-copies = muitos-para-muitos cujos filhos pequenos e estáveis são lidos com o pai e não usados sozinhos: cópias incorporadas
situation-many-to-many = muitos-para-muitos: um array de ids no lado com menos ligações
situation-tree-paths = uma árvore listada em ordem ou pesquisada por caminho, com nós raramente movidos
situation-tree-moving = uma árvore com consultas profundas ou por caminho cujos nós mudam de lugar com frequência
situation-tree-ancestors = uma árvore consultada por ancestrais ou subárvores inteiras
situation-tree-children = uma árvore consultada pelos filhos de um nó, poucos o bastante para um array de ids
situation-tree-other = qualquer outra árvore
situation-totals = só os totais dos filhos são lidos, ou os filhos brutos não são guardados
situation-time-series = um fluxo de medições, cada uma adicionada uma vez com a sua data e lida por tempo, que não pode ser incorporado
situation-buckets = um fluxo de filhos, lidos uma página ou um intervalo de tempo por vez, que não pode ser incorporado
situation-split = um-para-um que poderia ser incorporado, mas raramente é lido com o pai
situation-kept-apart = um-para-muitos que poderia ser incorporado, mas raramente é lido com o pai
situation-embed = um-para-um lido junto, nada contra incorporar
situation-embed-array = um-para-muitos lido junto, nada contra incorporar
situation-held-elsewhere = um filho incorporado em outro pai: ele guarda o id deste pai onde está
situation-too-large-one = um-para-um grande demais para incorporar, mas não usado sozinho: separe-o
situation-one-alone = um-para-um usado sozinho, nada dele mostrado com o pai
situation-one-alone-shown = um-para-um usado sozinho, alguns dos seus campos mostrados com o pai
situation-latest-by-query = os últimos K mostrados com o pai, encontrados por consulta: filhos gravados com frequência em relação às leituras
situation-latest-copied = os últimos K mostrados com o pai: cópias deles nele
situation-many-shown = mais filhos do que um array de ids comporta, cada um mostrado com alguns campos do pai
situation-many = mais filhos do que um array de ids comporta
situation-moving = filhos que mudam de pai com frequência
situation-rarely-read = filhos raramente lidos com o pai: o pai não precisa de uma lista deles
situation-two-way = filhos mantidos à parte, lidos com o pai e também consultados sozinhos para chegar a ele: as 6 regras guardam os ids dos dois lados (referências bidirecionais)
situation-extended = filhos usados sozinhos, cada um mostrado com alguns campos do pai
situation-parent-reference = filhos lidos uma página por vez, ou um-para-muitos sem máximo informado e sem campos deles listados no pai: cada um guarda o id do pai
situation-child-references = filhos mantidos à parte, lidos com o pai, com um máximo informado ou campos mostrados nele: as 6 regras listam os ids deles no pai

## Por que um caminho não pode ser usado (a tabela de custos)

cost-unbounded = um array de { $children } em cada { $parent } sem limite superior
cost-over-limit = cerca de { $size } para o maior documento, acima do limite de 16 MiB

## À parte: referências ($parent, $parents, $child, $children: nomes e plurais
## em inglês; $field: o campo do filho com o id do pai; $collection: a coleção
## dos filhos; $label: o campo do pai para os filhos; $copies: nomes de campos
## entre aspas; $query: uma consulta do mongosh)

ref-index = encontra os { $children } de um { $parent }
ref-found-by-query = Os { $children } de um { $parent } são encontrados com uma consulta indexada: { $query }.
ref-held-elsewhere = Cada { $child } guarda o id do seu { $parent } em "{ $field }" onde está armazenado: os { $children } de um { $parent } são encontrados por esse campo, com um índice nele.
ref-moving = Cada { $child } guarda o id do seu { $parent } em "{ $field }" (indexado): os { $children } mudam entre { $parents } com frequência, e uma mudança é então uma atualização desse campo, enquanto um array de ids no { $parent } alteraria dois documentos de { $parent } a cada mudança.
ref-moving-vs-ids = um array de ids de { $child } em cada { $parent }: o { $parent } lista os seus { $children } sem consulta, mas cada mudança reescreve dois documentos de { $parent }
ref-rarely-read = Cada { $child } guarda o id do seu { $parent } em "{ $field }" (indexado): raramente são lidos com o { $parent }, então o { $parent } não precisa de uma lista deles.
ref-extended-parent = Cada { $child } é lido sozinho e mostrado com { $copies } do seu { $parent }: guarda o id do { $parent } em "{ $field }" com cópias desses campos ao lado (uma referência estendida), então um { $child } é mostrado sem ler o seu { $parent }.
ref-extended-parent-vs-ids = um array de ids de { $child } em cada { $parent }: o { $parent } lista os seus { $children } sem consulta, mas um { $child } mostrado com os campos do seu { $parent } precisa de uma segunda leitura
ref-split = Mantenha a parte lida com frequência de { $child } em { $parent } e o resto em "{ $collection }" com o id do { $parent } em "{ $field }".
ref-one-parent = { $child } fica em "{ $collection }" com o id do { $parent } em "{ $field }"; um índice único encontra o { $child } de um { $parent } em uma consulta.
ref-one-parent-index = encontra o { $child } de um { $parent }; único porque o relacionamento é um-para-um
ref-one-parent-vs-extended = { $parent } guarda o id do { $child } e cópias dos campos que mostra, poupando a segunda consulta
ref-one-extended = { $parent } guarda o id do { $child } em "{ $label }" com cópias de { $copies }, então um { $parent } é mostrado sem segunda consulta; o { $child } completo fica em "{ $collection }".
ref-one-extended-vs-parent = nada copiado, então nada a manter em sincronia, mas cada { $parent } mostrado com o seu { $child } custa uma segunda consulta
ref-many = Cada { $child } guarda o id do seu { $parent } em "{ $field }", na coleção "{ $collection }": com { $counts }, até um array de ids em { $parent } passaria de alguns milhares de entradas (e se aproximaria do limite de 16 MiB).
ref-many-index = encontra os { $children } de um { $parent } (referência ao pai)
ref-many-vs-ids = um array de ids de { $child } em { $parent }: cresceria sem um limite útil e teria de ser reescrito a cada novo { $child }
ref-many-extended = Cada { $child } também carrega cópias de { $copies } do { $parent }, então é mostrado (ou filtrado) sem ler o { $parent }.
ref-latest-copied = Os últimos { $count } { $children } também são copiados em "{ $label }" de cada { $parent }, mantidos na mesma gravação que insere um { $child }: $push com $each, $sort e $slice: -{ $k }.
ref-latest-copied-warning = A cópia dos últimos { $k } em { $parent }.{ $label } precisa ser atualizada a cada novo { $child }; só vale a pena se as páginas de { $parent } forem lidas mais ou menos com a mesma frequência com que os { $children } são gravados.
ref-latest-found = Só os últimos { $count } { $children } são mostrados com um { $parent }, mas um { $parent } é lido com eles { $ratio } vezes para cada { $child } gravado: uma cópia deles no { $parent } pouparia uma ida ao servidor em cada uma dessas leituras e custaria a cada { $child } uma segunda gravação, e aqui as gravações pesam mais (uma ida ao servidor vale como 16 KiB lidos, uma gravação como 4 KiB). A página os consulta em vez disso: { $query }.
ref-latest-found-vs-subset = os últimos { $count } { $children } copiados em cada { $parent }: a sua página é uma leitura, mas cada novo { $child } é gravado duas vezes, o que aqui pesa mais que as idas ao servidor poupadas
ref-latest-by-query = Cada { $child } guarda o id do seu { $parent } em "{ $field }", na coleção "{ $collection }": { $counts }.
ref-latest-by-query-index = encontra os últimos { $children } de um { $parent }
ref-subset = Só os últimos { $count } { $children } são mostrados com um { $parent }, então incorpore esses em "{ $label }" e mantenha cada { $child } em "{ $collection }" com o id do { $parent } em "{ $field }": { $counts }.
ref-subset-push = Um novo { $child } é inserido em "{ $collection }" e colocado no { $parent } com $push, $each, $sort e $slice: -{ $k }.
ref-subset-index = lista todos os { $children } de um { $parent }
ref-subset-copies = Os { $children } em { $parent }.{ $label } são cópias: um { $child } editado precisa ser atualizado nas duas coleções.
ref-latest-volatile = { $child }.{ $name } muda com frequência, então fica fora da cópia dos últimos { $k } em { $parent }; leia-o de "{ $collection }".
ref-by-parent = Cada { $child } guarda o id do seu { $parent } em "{ $field }", na coleção "{ $collection }", como uma chave estrangeira faria: { $list }.
ref-by-parent-page = os { $children } de um { $parent } são lidos uma página por vez: { $query }, com a próxima página começando depois do último mostrado
ref-by-parent-unbounded = nenhum máximo foi informado, então um array dos seus ids no { $parent } cresceria a cada { $child }; uma consulta indexada lista os { $children } de um { $parent }: { $query }
ref-by-parent-index = lista os { $children } de um { $parent }
ref-by-parent-index-newest = lista os { $children } de um { $parent }, os mais novos primeiro
ref-by-parent-vs-ids = um array de ids de { $child } em cada { $parent }: o { $parent } lista os seus { $children } por si, mas o array cresce a cada { $child } e precisa ficar dentro de um máximo que você saiba informar
ref-child-references = Os { $children } ficam em sua própria coleção "{ $collection }" e cada { $parent } guarda um array com os seus ids em "{ $label }": { $counts }, poucos o bastante para um array de ids (cerca de { $size } no máximo para o documento de { $parent }).
ref-child-references-read = Um { $parent } com os seus { $children } são duas consultas: findOne do { $parent } e depois { $query }, ou um $lookup.
ref-child-references-vs-parent = cada { $child } guarda o id do seu { $parent } em vez disso: nenhum array a manter em { $parent }, mas listar os { $children } de um { $parent } exige um índice nesse campo
ref-two-way = As duas direções são consultadas com frequência: { $parent } guarda um array de ids de { $child } em "{ $label }" e cada { $child } guarda o id do seu { $parent } em "{ $field }", então cada lado encontra o outro diretamente; { $counts }.
ref-two-way-index = encontra os { $children } de um { $parent } pelo lado de { $child }, por exemplo com um filtro em outro campo
ref-two-way-move = Mover um { $child } para outro { $parent } exige gravações nos dois documentos de { $parent } e no { $child }; juntas, elas não são atômicas.
ref-two-way-vs-ids = só o array em { $parent }: uma gravação por mudança, mas ir de um { $child } ao seu { $parent } exige uma consulta no array
ref-extended-ids = Ao lado de cada id, o array guarda cópias de { $copies }: uma referência estendida, que mostra um { $parent } com os seus { $children } sem segunda consulta{ $also ->
        [snapshot] {", e guarda os valores que tinham quando a ligação foi criada"}
        [link] {"; cada elemento é um pequeno documento da ligação, então as cópias ficam ao lado dos campos da própria ligação"}
        [volatile] {"; os campos que mudam com frequência ficam de fora e são lidos da sua própria coleção"}
       *[none] {""}
    }.
ref-extended-into-child = Cada { $child } guarda cópias de { $copies } do seu { $parent } ao lado de "{ $field }": uma referência estendida, que mostra um { $child } com os campos do seu { $parent } sem segunda consulta.
ref-extended-vs-plain-child = só ids, nada copiado: nada a manter em sincronia, mas toda vez que um { $child } é mostrado com { $copies } do seu { $parent }, isso exige uma segunda consulta. A série "6 regras práticas" chama essas cópias de desnormalização.
ref-extended-vs-plain-parent = só ids, nada copiado: nada a manter em sincronia, mas toda vez que um { $parent } é mostrado com { $copies } dos seus { $children }, isso exige uma segunda consulta. A série "6 regras práticas" chama essas cópias de desnormalização.

## Ligações "é um": uma coleção para todos os tipos ($by, $value: o campo que
## distingue os tipos e o valor deste tipo nele)

is-a = Um { $child } é um { $parent } cujo "{ $by }" é "{ $value }" (uma ligação "é um"): mantenha-o na coleção de { $parent } "{ $collection }", com os seus próprios campos ao lado dos que todo { $parent } tem, nos mesmos documentos.
is-a-with-fields = Um { $child } é um { $parent } cujo "{ $by }" é "{ $value }" (uma ligação "é um"): mantenha-o na coleção de { $parent } "{ $collection }", com os seus próprios campos ({ $fields }) ao lado dos que todo { $parent } tem, nos mesmos documentos.
is-a-query = Uma consulta lê { $parents } de todos os tipos, "{ $by }" distingue os tipos e um índice nele encontra um tipo; um validador exige os campos comuns e deixa cada tipo acrescentar os seus.
is-a-index = encontra os { $parents } de um tipo
is-a-vs-embed = os campos de { $child } em um subdocumento "{ $label }" do { $parent }: a mesma coleção, um nível mais fundo em consultas e índices
is-a-vs-collections = uma coleção por tipo, cada uma com o id do seu { $parent }: ler { $parents } de todos os tipos exige uma consulta por tipo

## Muitos-para-muitos ($holder, $holders: o lado que guarda o array de ids;
## $held: o outro lado; $field: o array)

m2m = Muitos-para-muitos: um { $child } pertence a muitos { $parents }, então incorporar copiaria cada { $child } em todo { $parent } ligado a ele; { $parent } e { $child } mantêm as suas próprias coleções, ligadas por um array de ids.
m2m-side = O array fica em { $holder } ("{ $field }", normalmente { $count } ids) porque esse lado tem menos ligações por documento (normalmente { $typical } { $children } por { $parent }, { $inverse } { $parents } por { $child }).
m2m-graph = { $parent } se liga a outros { $parents }, e um { $parent } pode ter vários pais: é um grafo, não uma árvore. Cada { $parent } lista os ids dos seus filhos em "{ $field }" (referências de filhos), o que admite um nó com muitos pais, ao contrário de um único campo de pai; os pais de um nó são encontrados com { $query } e um índice em "{ $field }".
m2m-graph-index = um índice multichave: encontra os pais de um { $parent }
m2m-both-relinks = As duas direções são consultadas, mas as ligações são criadas e removidas com frequência: com arrays nos dois lados, cada mudança gravaria dois documentos, então só { $holder } guarda os ids, e a outra direção é uma consulta indexada nesse array.
m2m-both = As duas direções são consultadas: a outra direção é uma consulta no array de { $holder }, { $query }, com um índice multichave. Um array nos dois lados não pouparia nenhuma ida ao servidor e gravaria dois documentos a cada ligação.
m2m-index = um índice multichave: encontra os { $holders } que listam um dado { $held }
m2m-limit = Um array de ids de { $held } em { $holder } pode passar de alguns milhares de entradas; se isso acontecer, mantenha um pequeno documento por ligação em uma coleção separada, com um índice em cada id.
m2m-atomic = Uma ligação muitos-para-muitos não pode manter { $parent } e { $child } em um documento (um { $child } é compartilhado por muitos { $parents }); use uma transação de vários documentos para mudanças que precisam ser atômicas.
m2m-vs-copies = copiar cada { $child } em todo { $parent } ligado a ele: uma leitura, mas cada mudança em um { $child } precisa ser repetida em cada cópia
m2m-vs-two-way = arrays nos dois lados: cada direção é uma consulta, cada mudança de ligação são duas gravações
m2m-shown-child = Os campos { $copies } de { $child } mostrados com um { $parent } são lidos com { $query }, pois { $parent } não tem array onde copiá-los.
m2m-shown-parent = Os campos { $copies } de { $parent } mostrados com um { $child } são lidos com { $query }, pois { $child } não tem array onde copiá-los.
m2m-copies = Incorpore uma cópia de cada { $child } em { $parent } como o array "{ $label }": um { $child } é pequeno (cerca de { $size } bytes), lido com o seu { $parent }, não usado sozinho e raramente alterado, então uma leitura retorna um { $parent } com os seus { $children }.
m2m-copies-shared = Um { $child } é compartilhado por normalmente { $inverse } { $parents }: alterá-lo reescreve cada uma das cópias, em um updateMany em "{ $label }" com uma condição arrayFilters.
m2m-copies-vs-ids = { $child } em sua própria coleção e um array com os seus ids em cada { $parent }: uma mudança é uma gravação, mas cada { $parent } mostrado com os seus { $children } exige uma segunda consulta
ruled-out-embed-array = todos os filhos no array do pai: uma leitura, mas descartado aqui: a explicação diz por quê

## Períodos: a unidade de uma taxa ("5 por dia") e o intervalo de um bucket ("um dia")

per-second = segundo
per-minute = minuto
per-hour = hora
per-day = dia
per-month = mês
per-year = ano
span-second = um segundo
span-minute = um minuto
span-hour = uma hora
span-day = um dia
span-month = um mês
span-year = um ano
age-second = { $n } { $n ->
        [one] segundo
       *[other] segundos
    }
age-minute = { $n } { $n ->
        [one] minuto
       *[other] minutos
    }
age-hour = { $n } { $n ->
        [one] hora
       *[other] horas
    }
age-day = { $n } { $n ->
        [one] dia
       *[other] dias
    }
age-month = { $n } { $n ->
        [one] mês
       *[other] meses
    }
age-year = { $n } { $n ->
        [one] ano
       *[other] anos
    }

## Totais, buckets e séries temporais ($time, $meta, $granularity: as opções
## da coleção de séries temporais; $per: um período acima)

totals-read-written-more = os { $children } são gravados com mais frequência do que os totais são lidos, então manter totais armazenados custaria mais do que economiza
totals-read-few = poucos { $children } vêm com cada { $parent }, o bastante para somá-los na hora
totals-on-read = Só os totais dos { $children } são lidos, e { $why }: calcule-os na leitura ($sum sobre o array, ou $group em uma agregação).
totals-on-read-vs-stored = totais armazenados no { $parent } e aumentados com $inc a cada gravação: uma leitura os encontra prontos, mas cada gravação paga por eles
bucket-page = a aplicação os lê uma página de { $size } por vez, então um bucket é uma página
bucket-by-time = chegam como um fluxo ({ $count } por { $per } por { $parent }) e são lidos por intervalo de tempo, então um bucket guarda { $span }: cerca de { $size }
bucket-too-fast = chegam rápido demais para qualquer intervalo de tempo caber em um documento ({ $count } por { $per } por { $parent }), então um bucket fecha quando tem { $size }
bucket-holds = um bucket guarda { $size }
bucket = Agrupe os { $children } de cada { $parent } em documentos de bucket em "{ $collection }": { $grouping }. Cada bucket guarda o id do { $parent } em "{ $field }", o seu início, uma contagem e o array "{ $label }".
bucket-write = Um novo { $child } é um upsert que o insere e o conta ($push e $inc, upsert: true): sem leitura antes, e o próximo bucket é criado pelo primeiro { $child } que não couber.
bucket-read = Ler { $what ->
        [page] uma página
       *[range] um intervalo de tempo
    } é uma consulta indexada que retorna um ou poucos buckets em vez de um documento por { $child }, e o índice tem uma entrada por bucket, não por { $child }.
bucket-index = encontra os buckets de um { $parent } em ordem, pelo início
bucket-vs-documents = um documento por { $child } com o id do seu { $parent }: as inserções e consultas mais simples, mas um documento e uma entrada de índice por { $child }, e um intervalo ou uma página lê cada um deles
bucket-full = Um bucket cheio de { $size } { $children } tem cerca de { $bytes }.
bucket-time-series = Para medições ao longo do tempo, uma coleção de séries temporais (MongoDB 5.0 e posteriores) agrupa os { $children } em buckets por si só; use-a em vez de buckets feitos à mão, nunca os dois.
why-not-ts-page = Uma coleção de séries temporais não serviria aqui: ela responde a leituras por tempo, não a páginas de tamanho fixo.
why-not-ts-changes = Não se usa uma coleção de séries temporais: ela é feita para medições gravadas uma vez, e "{ $changed }" dos { $children } muda depois de gravado.
why-not-ts-rate = Não se usa uma coleção de séries temporais: ela precisa de uma data em cada { $child } e de uma taxa de chegada informada.
computed-why-ratio = só os totais dos { $children } são lidos com um { $parent }, { $ratio } vezes para cada { $child } gravado
computed-why = só os totais dos { $children } são lidos com um { $parent }
computed-why-discarded = os { $children } individuais não são guardados, só o que é calculado a partir deles
computed = Mantenha os totais no documento de { $parent }, { $fields }: { $why }. Cada novo { $child } os atualiza com $inc em uma gravação, então uma leitura os encontra prontos em vez de somar cada { $child } de novo.
computed-could-embed = Poderiam ser incorporados, mas então cada leitura de um { $parent } carregaria { $size } de { $children } só para somá-los: mais, por { $child } gravado, do que a gravação a mais que um total armazenado custa (avaliada como 4 KiB lidos).
computed-time-series = Os próprios { $children } são medições, cada uma adicionada uma vez: mantenha-os na coleção de séries temporais "{ $collection }" (MongoDB 5.0 e posteriores; timeField "{ $time }", metaField "{ $meta }", granularity "{ $granularity }"), onde os totais de qualquer período são uma agregação ($match em "{ $meta }" e um intervalo de tempo, depois $group por $dateTrunc de "{ $time }"); os totais no { $parent } são os acumulados, prontos a cada leitura.
computed-raw = Os próprios { $children } ficam em "{ $collection }" com o id do seu { $parent } em "{ $field }", lidos só quando são listados.
computed-raw-index = lista os { $children } de um { $parent } e recalcula os seus totais quando preciso
computed-vs-aggregation = sem totais armazenados: uma agregação ($group por "{ $field }") os soma a cada leitura; sempre exato e nada a manter em sincronia, mas cada leitura de um { $parent } percorre os seus { $children }
computed-warning = Os totais derivam dos { $children }: um { $child } editado ou excluído também precisa ajustá-los ($inc pela diferença), ou uma tarefa periódica os recalcula.
computed-discarded = Nada mais é guardado de um { $child }: os totais são tudo o que fica.
computed-vs-buckets = guardar também os { $children } brutos, agrupados em buckets, se algum dia puderem ser necessários (um novo total, uma auditoria)
ts = Os { $children } são medições, cada uma adicionada uma vez e lida pelo seu tempo: mantenha-os na coleção de séries temporais "{ $collection }" (MongoDB 5.0 e posteriores), com timeField "{ $time }", metaField "{ $meta }" (o id do { $parent }, que distingue as séries) e granularity "{ $granularity }", a unidade mais próxima do intervalo entre duas delas.
ts-with-rate = Os { $children } são medições, cada uma adicionada uma vez e lida pelo seu tempo: mantenha-os na coleção de séries temporais "{ $collection }" (MongoDB 5.0 e posteriores), com timeField "{ $time }", metaField "{ $meta }" (o id do { $parent }, que distingue as séries) e granularity "{ $granularity }", a unidade mais próxima do intervalo entre duas delas ({ $count } por { $per } por { $parent }).
ts-buckets = O MongoDB agrupa os { $children } de um { $parent } em buckets comprimidos por si só, então os { $children } de um { $parent } em um intervalo de tempo são uma consulta em "{ $meta }" e "{ $time }".
ts-vs-buckets = buckets feitos à mão em uma coleção comum: para leituras de uma página de tamanho fixo ou resumos guardados por bucket, ou um MongoDB anterior ao 5.0; nunca em cima de uma coleção de séries temporais, que já agrupa os { $children } em buckets
ts-vs-documents = um documento comum por { $child } com o id do seu { $parent }: as mesmas consultas, mas uma entrada de índice e o custo de um documento para cada { $child }
ts-expire = { $children } com mais de { $age } são removidos pela própria coleção (expireAfterSeconds); copie-os para outro lugar antes se precisarem ser guardados.
ts-index-for-totals = encontra os { $children } de um { $parent } por tempo, para totais de um período
ts-index-advised = encontra os { $children } de um { $parent } por tempo, como o MongoDB recomenda para coleções de séries temporais

## Cópias através de um relacionamento ($source.$name copiado em $target; $place: onde fica a cópia)

copy-place = ao lado de "{ $via }"
copy-place-array = ao lado de cada id em "{ $via }"
copy-snapshot = { $source }.{ $name } é copiado { $place } como estava quando a ligação foi criada: a cópia é histórico, então nunca é atualizada quando { $source } muda.
copy-volatile = { $source }.{ $name } é mostrado com cada { $target }, mas muda com frequência, então não é copiado: cada mudança teria de reescrever todas as cópias. Leia-o de { $source } com uma projeção.
copy-read-mostly = { $source }.{ $name } é mostrado com cada { $target } e { $updates ->
        [never] nunca muda
        [rare] muda raramente
       *[unstated] não tem taxa de atualização informada e é considerado de mudança rara
    }: copiado { $place }, economiza uma consulta por leitura. Quando mudar, atualize todas as cópias (updateMany); as cópias não são atualizadas atomicamente com o original.
copy-latest = parte dos últimos { $count } { $children } mostrados com cada { $parent }, mantidos com $push/$each/$sort/$slice
copy-not-copied = Os campos { $copies } de { $child } mostrados com um { $parent } não são copiados em { $parent }: não há lugar com limite para eles ali. Leia-os com { $query }; com o índice isso custa pouco.

## Índices nos campos que a aplicação consulta

index-query-field = a aplicação filtra ou ordena { $children } por { $name }
index-found-by = { $entities } são encontrados por { $field } ({ $ways })
index-unique = dois { $entities } não têm o mesmo { $field }

## Os campos próprios de uma ligação ($fields: os nomes; $count: quantos)

link-fields = { $fields } { $count ->
        [one] pertence
       *[other] pertencem
    } a um { $parent } e a um { $child } juntos, então { $count ->
        [one] fica guardado
       *[other] ficam guardados
    } { $place }.
link-fields-nowhere = { $fields } { $count ->
        [one] pertence
       *[other] pertencem
    } a um { $parent } e a um { $child } juntos, mas o padrão { $pattern } não tem lugar próprio para eles: guarde-os com cada { $child }, com nomes distintos dos campos dele.
link-place-embedded = em cada { $child } incorporado, ao lado dos seus próprios campos
link-place-element = em cada elemento de "{ $array }", ao lado do id do { $child }: o elemento representa a própria ligação
link-place-child-element = em cada elemento de "{ $array }" do { $child }, ao lado do id do { $parent }
link-place-child = no documento de cada { $child }, ao lado do id do seu { $parent } em "{ $field }"

## Outliers ($usual: o máximo habitual; $overflow: a coleção de excesso;
## $flag: o campo que marca um outlier)

outlier-few = até { $most }
outlier-few-unbounded = nenhum limite
outlier-ids = os ids dos seus { $children }
outlier-children = os seus { $children }
outlier = A maioria dos { $parents } tem no máximo { $usual } { $children }, mas alguns têm { $few }: projete para o caso comum e trate os poucos como exceções. Cada { $parent } guarda { $what } no array "{ $label }", até { $usual }.
outlier-flag = Um { $parent } que passa de { $usual } é marcado com "{ $flag }": true, e o resto vai para documentos de excesso em "{ $overflow }", até { $usual } em cada um, com o id do { $parent } em "{ $field }".
outlier-read = Ler um { $parent } continua sendo uma consulta; só um marcado também lê o seu excesso, então os poucos não tornam todo { $parent } grande nem toda leitura lenta.
outlier-warning = A aplicação precisa conhecer os outliers: o código que lista ou altera os { $children } de um { $parent } marcado também procura em "{ $overflow }".
outlier-vs-sized = todo { $parent } dimensionado para os outliers: um só lugar para procurar, mas o array dos poucos passaria do que um documento deve guardar
outlier-vs-documents = cada { $child } em seu próprio documento com o id do seu { $parent }: nenhum outlier a tratar, mas todo { $parent } custa uma segunda consulta
outlier-index = encontra os documentos de excesso de um { $parent } outlier

## O padrão de atributos ($name, $value: os campos do par)

attribute-pair = { $name } o nomeia, { $value } é o seu valor
attribute-pair-qualified = { $name } o nomeia, { $value } é o seu valor, { $qualifier } o qualifica
attribute = Cada um dos { $children } é um par nome-valor ({ $pair }), e a aplicação os pesquisa pelos dois, { $searched }: um { $value } para um dado { $name }. O padrão de atributos guarda os pares como o array "{ $label }" em cada { $parent }: um índice composto em { $label }.{ $name } e { $label }.{ $value } atende a uma pesquisa por qualquer { $name }, enquanto um campo por { $name } precisaria de um índice próprio para cada um, e um novo { $name } exigiria um novo índice.
attribute-vs-fields = um campo por { $name } dentro de um subdocumento: lê-se com a mesma clareza, mas cada campo precisa do seu próprio índice para ser pesquisado, e cada novo { $name } acrescenta um
attribute-index = encontra { $parents } por qualquer { $name } e { $value } (padrão de atributos: um índice para todo { $name })

## Motivos do modelo inteiro ($relationship: o id de um relacionamento)

joiner-comma = {", "}
tipping-embedded = Isto depende do máximo suposto: se um { $parent } puder ter mais de { $count } { $children }, mantenha-os à parte, pois passando disso o documento de { $parent } passaria de 1 MiB.
tipping-apart = Isto depende do máximo suposto: se um { $parent } nunca tiver mais de { $count } { $children }, incorporá-los poupa uma ida ao servidor a cada leitura.
cycle = { $parent } e { $child } acabariam incorporados um no outro (um ciclo de incorporações), o que nenhum documento comporta
cycle-warning = Não incorporado: { $reason }; este elo do ciclo vira uma referência.
place-own-collection = a sua própria coleção "{ $collection }"
place-under = "{ $collection }" em "{ $path }"
embedded-twice = { $child } está guardado em { $count } lugares: { $places }. Cada cópia é um dado separado que precisa ser atualizado por si; se for um único { $child } compartilhado e não valores separados, mantenha-o em uma coleção e referencie-o.
chain-field = { $parent } é ele próprio incorporado, então "{ $field }" fica dentro dos documentos de "{ $collection }" em "{ $path }".
chain-reference = Cada { $child } guarda o id de um { $parent }, mas um { $parent } fica dentro dos documentos de "{ $collection }" em "{ $path }": dê a cada { $parent } incorporado um _id e encontre-o com { $query }.
chain-index = encontra o { $parent } incorporado a que um { $child } se refere
shared-linked-elsewhere = { $child } também está ligado pelo relacionamento "{ $relationship }", então mantém uma coleção própria, o único lugar onde muda
shared-not-copied = Não incorporado como cópias, embora só este relacionamento o copiasse em cada { $parent }: { $reason }.
shared-atomic-home = cada { $child } está incorporado no seu { $parent } (relacionamento "{ $relationship }") para mudar atomicamente com ele, e uma cópia aqui mudaria em uma segunda gravação
shared-used-alone = { $child } é lido sozinho (relacionamento "{ $relationship }")
shared-ids = { $parent } guarda ids de { $child } (relacionamento "{ $relationship }"), então cada { $child } é buscado sozinho
shared-tree = { $child } forma uma árvore ou um grafo (relacionamento "{ $relationship }"), então cada { $child } é um documento próprio
shared-not-embedded = Não incorporado, embora só este relacionamento o incorporasse: { $reason }. Uma entidade ao mesmo tempo incorporada e usada sozinha teria duas cópias a manter em sincronia.

## Os documentos de uma entidade como um todo: versões, aproximação, arquivo
## ($entity: a entidade; $holder: a entidade em cujos documentos ela fica)

duration-second = { $n } { $n ->
        [one] segundo
       *[other] segundos
    }
duration-minute = { $n } { $n ->
        [one] minuto
       *[other] minutos
    }
duration-hour = { $n } { $n ->
        [one] hora
       *[other] horas
    }
duration-day = { $n } { $n ->
        [one] dia
       *[other] dias
    }
duration-month = { $n } { $n ->
        [one] mês
       *[other] meses
    }
duration-year = { $n } { $n ->
        [one] ano
       *[other] anos
    }
versions-inside = {" "}Os dados de { $entity } ficam dentro dos documentos de { $holder } (em "{ $path }"), então o documento inteiro de { $holder } os carrega.
schema-versioning = Os documentos de { $entity } existem em { $versions } formatos lado a lado (shape_versions { $versions }): documentos antigos não são migrados quando o formato muda.{ $inside } O padrão de versionamento de esquema registra o formato de cada documento em "{ $field }" (um documento sem ele é a versão 1), para a aplicação distinguir os formatos e ler cada um; sempre que reescreve um { $holder }, grava o formato mais novo, a versão { $versions }, e os formatos antigos desaparecem aos poucos sem uma migração que pare a aplicação. Um campo que mudou de lugar entre formatos pode precisar de um índice em cada lugar.{ " " }{ $rollout }
validator-rollout = Um validador para a versão { $versions } começa com validationLevel "moderate" (inserções e atualizações de documentos que já passam são verificadas; formatos antigos não) e validationAction "warn" (uma gravação que falha é registrada, não recusada), como a exportação mongosh cria { $collection }. Migre os documentos antigos aos poucos, à medida que a aplicação reescreve cada um, ou em lotes: updateMany nos que têm "{ $field }" ausente ou abaixo de { $versions }, alguns milhares por vez. Quando o log não mostrar falhas, defina validationAction "error"; quando não restar documento antigo, validationLevel "strict" (collMod).
document-versioning = As versões anteriores de cada { $entity } precisam continuar legíveis (keep_history).{ $inside } O padrão de versionamento de documentos mantém a versão atual em { $collection }, para onde vão todas as consultas habituais, numerada em "{ $field }"; cada atualização primeiro copia a versão que substitui para { $revisions }, com a chave "{ $id_field }" e "{ $field }". O histórico é lido lá, e { $collection } mantém um documento pequeno por { $holder }.
document-versioning-index = encontra as versões anteriores de um { $holder } em ordem; um documento por revisão
document-versioning-vs-array = versões anteriores guardadas como um array dentro de cada { $holder }: uma leitura retorna todo o histórico, mas cada mudança aumenta o documento, sem limite, e cada leitura da versão atual carrega o histórico junto
approximation = { $fields } de { $entity } { $count ->
        [one] muda
       *[other] mudam
    } com frequência, e um valor aproximado basta. O padrão de aproximação conta as mudanças na aplicação e grava uma vez a cada { $every }, somando { $every }: { $every } vezes menos gravações em { $collection }, e o valor guardado nunca fica mais de { $behind } mudanças atrás. Mudanças contadas mas ainda não gravadas se perdem se a aplicação parar, o que um valor aproximado pode suportar.
approximation-vs-exact = gravar cada mudança ($inc de 1): sempre exato, mas uma gravação por mudança, { $every } vezes as gravações
archive = Documentos de { $entity } com mais de { $age } raramente são lidos. O padrão de arquivamento os move, inteiros, de { $collection } para { $archive } (ou para um armazenamento mais barato: outro cluster, armazenamento de objetos), para que { $collection } e os seus índices continuem pequenos o bastante para ficar na memória. A idade de um documento é o seu "{ $field }", pelo qual a movimentação seleciona com um índice. Se ficassem no lugar, fariam { $collection } e os seus índices crescerem a cada ano que ninguém lê. Um documento arquivado deve levar o que mostra (incorporado ou copiado), porque aquilo a que se refere pode mudar ou ser arquivado depois.
archive-live-index = encontra os documentos de { $entity } antigos o bastante para arquivar
archive-index = as raras leituras de documentos arquivados são por data

## Achados sobre o modelo inteiro (os antipadrões de esquema do MongoDB e "cheiros")

finding-unbounded-array = { $parent }.{ $label } guarda uma entrada por { $child } sem limite superior, então todo documento de { $parent } cresce para sempre e pode passar de 16 MiB. Dê um máximo ao relacionamento, ou mantenha cada { $child } à parte com o id do seu { $parent } (uma referência ao pai).
finding-bloated = Cada leitura de um { $entity } carrega { $fields }, que raramente são mostrados: cerca de { $rare } de cerca de { $total }
finding-bloated-document = { $bloated }. Mova-os para uma segunda coleção com o id do { $entity }, lidos só quando mostrados (o padrão de subconjunto).
finding-bloated-across = { $bloated }; nos seus { $count } documentos, cerca de { $bytes } que disputam o conjunto de trabalho que o MongoDB mantém na memória. Mova-os para uma segunda coleção com o id do { $entity }, lidos só quando mostrados (o padrão de subconjunto).
finding-lookups = Mostrar um { $entity } exige mais { $count } consultas (ou estágios $lookup), uma para cada um de { $others }. Incorpore os que são pequenos e lidos só com ele, ou copie os campos mostrados (uma referência estendida).
finding-unnecessary-index = Em "{ $collection }", o índice { $short } não é necessário: { $long } começa com as mesmas chaves e atende às mesmas consultas. Todo índice custa memória e deixa toda gravação mais lenta.
finding-separated-used-alone = porque { $child } também é usado sozinho; se isso for raro, incorporá-lo (lido através do seu { $parent }) poupa uma consulta a cada leitura
finding-separated-model = porque o modelo inteiro o mantém à parte
finding-separated = { $parent } e os seus { $children } são lidos juntos, mas guardados à parte, { $why }; caso contrário, copie os campos mostrados no { $parent } (uma referência estendida).
finding-counter-document = um documento de { $entity }
finding-counter-held = um documento de { $holder }, que guarda o { $entity }
finding-hot-counter = { $fields } de um { $entity } { $count ->
        [one] muda
       *[other] mudam
    } com frequência, enquanto o resto raramente muda: cada mudança é uma gravação em { $written } em "{ $collection }", que um contador movimentado torna a principal carga de gravação dessa coleção. Se um valor um pouco atrasado bastar, marque-{ $count ->
        [one] o
       *[other] os
    } como aproximado: o padrão de aproximação grava uma vez a cada { $every } mudanças. Se precisar ser exato, mantenha-o em um pequeno documento próprio ("{ $counters }", com o _id do { $entity }) para o documento de { $entity } não mudar entre edições.
finding-similar = { $fields } de { $entity } são { $count } campos { $type } que só diferem depois de "{ $prefix }". Se os finais forem valores de um mesmo tipo (países, idiomas, tamanhos), mantenha-os como um array de pares nome-valor, { $pairs }: o padrão de atributos.{ $indexes } Se forem partes de uma mesma coisa, um subdocumento "{ $prefix }" os agrupa.
finding-similar-searched = {" "}{ $count } deles são pesquisados, o que exige um índice para cada um; os pares exigem um só índice, { $index }, para todos, e um novo valor não exige novo campo nem índice.
finding-similar-unsearched = {" "}Uma pesquisa entre eles exige um índice para cada; os pares exigem um só, { $index }, e um novo valor não exige novo campo nem índice.
finding-same-fields = { $entities } têm os mesmos campos e cada um ganha uma coleção: isso é uma coleção dividida por um valor (um dia, uma região, um tipo). Mantenha-os em uma coleção, "{ $collection }", por exemplo, com um campo para esse valor e um índice nele.
finding-kinds-named = { $entities } compartilham a maioria dos campos ({ $shared }) e cada um ganha uma coleção própria. Se forem tipos de uma mesma coisa, mantenha-os em uma coleção, "{ $collection }", por exemplo, com um campo que nomeia o tipo ("type": "{ $kind }", ...), cada documento com os outros campos do seu tipo: o padrão polimórfico. Uma coleção é pesquisada por uma consulta, com um conjunto de índices, em todos os tipos; coleções separadas exigem uma consulta cada.
finding-kinds = { $entities } compartilham a maioria dos campos ({ $shared }) e cada um ganha uma coleção própria. Se forem tipos de uma mesma coisa, mantenha-os em uma coleção com um campo que nomeia o tipo ("type": "{ $kind }", ...), cada documento com os outros campos do seu tipo: o padrão polimórfico. Uma coleção é pesquisada por uma consulta, com um conjunto de índices, em todos os tipos; coleções separadas exigem uma consulta cada.
