# Os nomes dos padrões de esquema e o que cada um faz, e os nomes dos
# antipadrões: lidos pelo painel de recomendações, pelo diagrama, pelo modo de
# ensino, pelo workshop, pelas imagens exportadas e pelas frases do conselheiro.
# O id de um padrão depois de `pattern-` é a sua palavra no JSON (`subset`),
# que nunca muda.

## O nome de cada padrão para as pessoas
pattern-embed = Incorporar um subdocumento
pattern-embed-array = Incorporar um array
pattern-child-references = Referências aos filhos (array de ids)
pattern-parent-reference = Referência ao pai
pattern-two-way-references = Referências bidirecionais
pattern-extended-reference = Referência estendida
pattern-subset = Subconjunto
pattern-tree-parent-references = Árvore: referências ao pai
pattern-tree-child-references = Árvore: referências aos filhos
pattern-tree-array-of-ancestors = Árvore: array de ancestrais
pattern-tree-materialized-paths = Árvore: caminhos materializados
pattern-bucket = Bucket
pattern-time-series = Série temporal
pattern-computed = Totais computados
pattern-outlier = Atípico (outlier)
pattern-polymorphic = Polimórfico (uma coleção para vários tipos)
pattern-attribute = Atributo (pares nome-valor)
pattern-schema-versioning = Versionamento de esquema
pattern-document-versioning = Versionamento de documentos
pattern-approximation = Aproximação
pattern-archive = Arquivamento

## O que cada padrão faz: a explicação de uma resposta no modo de ensino
does-embed = Mantém o único documento relacionado como subdocumento do pai, lido e gravado junto com ele.
does-embed-array = Mantém os filhos como um array dentro do documento do pai, para que uma leitura retorne os dois.
does-child-references = Mantém os filhos em uma coleção própria e um array com os ids deles no pai.
does-parent-reference = Mantém os filhos em uma coleção própria, cada um com o id do seu pai, encontrados por um índice nesse campo.
does-two-way-references = Guarda ids dos dois lados, para que cada lado encontre o outro pelo id; uma mudança na ligação é gravada nos dois.
does-extended-reference = Guarda a referência junto com cópias dos poucos campos lidos com ela, para que a maioria das leituras dispense uma segunda consulta.
does-subset = Mantém cada filho em uma coleção própria e uma cópia dos poucos mais recentes no pai, para a página que os mostra.
does-tree-parent-references = Guarda o id do pai de cada nó: o pai está a uma consulta de distância, e uma subárvore inteira exige um $graphLookup recursivo.
does-tree-child-references = Guarda em cada nó os ids dos seus filhos, então descer na árvore custa uma consulta por nível.
does-tree-array-of-ancestors = Guarda em cada nó o seu pai e os ids de todos os seus ancestrais, então uma consulta indexada encontra uma subárvore ou o caminho até a raiz.
does-tree-materialized-paths = Guarda em cada nó o seu caminho a partir da raiz como uma string, então uma busca por prefixo encontra uma subárvore inteira.
does-bucket = Agrupa os filhos em documentos de bucket de tamanho fixo ou de um intervalo de tempo fixo, separados do pai, com um resumo em cada bucket.
does-time-series = Mantém cada medição como um documento de uma coleção de séries temporais, identificado pelo seu tempo e pelo id do seu pai, que o MongoDB agrupa sozinho em buckets comprimidos.
does-computed = Mantém atualizados, a cada gravação, os totais de que as leituras precisam, em vez de somá-los a cada leitura.
does-outlier = Incorpora o número habitual de filhos e marca o pai raro que tem muito mais, cujos filhos extras vão para documentos de excesso.
does-polymorphic = Mantém documentos de tipos diferentes em uma só coleção: os campos comuns são iguais, e cada tipo tem os seus próprios campos.
does-attribute = Transforma muitos campos semelhantes em um array de pares nome-valor, para que um só índice atenda às consultas em qualquer um deles.
does-schema-versioning = Marca cada documento com a versão do seu formato, para que formatos antigos e novos convivam enquanto são migrados.
does-document-versioning = Mantém a versão atual de cada documento em uma coleção e todas as versões anteriores em outra.
does-approximation = Grava uma contagem só a cada tantos eventos, trocando exatidão por muito menos gravações.
does-archive = Move documentos antigos e raramente lidos para uma coleção ou um armazenamento próprio, para que o conjunto de trabalho continue pequeno.

## Para um padrão que guarda os filhos das duas formas, o que ele guarda
## incorporado: a resposta do modo de ensino a um palpite "incorporar"
partly-bucket = Parcialmente certo: o padrão Bucket incorpora os filhos em documentos de bucket, um número fixo em cada, mantidos separados do pai.
partly-extended-reference = Parcialmente certo: a Referência estendida copia alguns campos do outro documento ao lado da referência, para que sejam lidos como se estivessem incorporados, e mantém o resto à parte.
partly-outlier = Parcialmente certo: o padrão outlier incorpora o número habitual de filhos e move para documentos de excesso só os filhos extras dos poucos pais grandes.
partly-subset = Parcialmente certo: o padrão Subconjunto incorpora no pai os poucos filhos mais recentes e também mantém todos eles em uma coleção própria.

## Os antipadrões nomeados pelos achados sobre o modelo inteiro
antipattern-unbounded-array = Array ilimitado
antipattern-bloated-document = Documento inchado
antipattern-too-many-lookups = Excesso de $lookup
antipattern-unnecessary-index = Índice desnecessário
antipattern-too-many-collections = Excesso de coleções
antipattern-separated-data-read-together = Dados lidos juntos, guardados separados
antipattern-hot-counter = Contador movimentado
antipattern-similar-fields = Muitos campos semelhantes
