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
