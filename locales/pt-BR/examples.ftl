# A galeria de exemplos: o título de cada exemplo (`example-<slug>`) e a
# história da sua aplicação (`example-<slug>-story`). Os próprios modelos
# (nomes de entidades e de campos) ficam como estão em `server/examples/`.

example-university = Os estudantes de uma universidade
example-university-story = A secretaria de uma universidade guarda os estudantes com o seu cartão de identificação de estudante, alguns endereços de e-mail, os cursos que frequentam e as mensagens que postam no quadro de mensagens. Cada relacionamento coloca a questão de um jeito diferente: um só cartão, um punhado de endereços, um muitos-para-muitos modesto e um fluxo sem fim de mensagens.

example-product-parts = Produtos montados com peças
example-product-parts-story = Uma loja de ferragens vende produtos montados com algumas centenas de peças, e a mesma peça entra em muitos produtos. As peças são consultadas sozinhas, então o produto guarda uma lista de ids de peças, cada um com o nome da peça ao lado, em vez das próprias peças.

example-host-logs = Hosts e as suas mensagens de log
example-host-logs-story = Um serviço de monitoramento guarda cada linha de log que os seus hosts enviam: milhões por host ao longo do tempo. Nenhum documento de host comportaria todas elas, então cada mensagem aponta de volta para o seu host.

example-person-tasks = Pessoas e as suas tarefas
example-person-tasks-story = Um aplicativo de tarefas mostra as tarefas de uma pessoa, e a página de cada tarefa mostra quem é o responsável. As duas direções são lidas com frequência, então cada lado guarda referências ao outro.

example-publisher-books = Editoras e os seus livros
example-publisher-books-story = Um catálogo lista os livros por editora. A lista de livros de uma editora só cresce, então cada livro indica a sua editora, em vez de a editora carregar um array cada vez mais longo.

example-movie-details = Filmes e os seus detalhes pouco vistos
example-movie-details-story = Um site de cinema mostra título, ano e pôster em todas as listas, mas o elenco completo e as curiosidades só na rara página de detalhes. Separar a parte raramente lida em uma coleção própria mantém pequenos os documentos mais acessados.

example-product-reviews = Produtos e as suas últimas avaliações
example-product-reviews-story = A página de produto de uma loja mostra as dez avaliações mais recentes; todas as outras estão a um clique. As dez são copiadas no produto, e cada avaliação fica na sua própria coleção.

example-category-tree = Uma árvore de categorias
example-category-tree-story = Uma loja online organiza os produtos em categorias aninhadas, e as suas páginas pedem o pai de uma categoria (para a trilha de navegação) e os seus filhos (para os menus). Cada categoria indica o seu pai: mover um ramo é uma só atualização.

example-book-checkout = Livros e empréstimos de uma biblioteca
example-book-checkout-story = Uma biblioteca nunca pode emprestar mais exemplares de um livro do que tem. A contagem de exemplares disponíveis e os empréstimos mudam juntos, em uma única gravação atômica, então ficam no mesmo documento.

example-sensor-readings = Sensores e as suas medições
example-sensor-readings-story = Uma estufa tem sensores de temperatura que enviam, cada um, uma medição por minuto, e o painel mostra em gráfico um sensor ao longo de uma hora ou de um dia. Um documento comum por medição significaria milhões de documentos minúsculos e de entradas de índice; uma coleção de séries temporais guarda um documento por medição e os agrupa sozinha em buckets comprimidos, então cada medição é uma inserção.

example-movie-revenue = Filmes e a sua bilheteria
example-movie-revenue-story = Um site de cinema mostra cada filme com quantas pessoas o viram e quanto ele arrecadou, ao longo de milhares de sessões em cinemas de toda parte. Os visitantes leem esses totais com muito mais frequência do que novas sessões são acrescentadas, então os totais ficam no documento do filme e cada nova sessão os aumenta com $inc.

example-movie-releases = Filmes lançados país a país
example-movie-releases-story = Um catálogo de filmes registra quando cada filme estreou em cada país, e os visitantes procuram filmes que estrearam em um país depois de uma data. Cada lançamento é um par, um país e uma data, então os lançamentos ficam no filme como um array de pares: um índice composto em país e data atende à pesquisa em qualquer país, enquanto um campo por país exigiria um índice para cada um.

example-contact-shapes = Contatos de clientes que mudaram de formato
example-contact-shapes-story = No começo, uma loja online guardava um telefone residencial e um comercial para cada cliente. Depois acrescentou celulares e contas em redes sociais em um único subdocumento de contato, sem reescrever os milhões de clientes já guardados. Os dois formatos convivem em uma coleção; um número de versão em cada documento diz à aplicação qual deles está lendo, e um cliente passa para o formato novo na próxima vez que o seu documento for salvo.

example-policy-history = Apólices de seguro e o seu histórico
example-policy-history-story = Uma seguradora altera a apólice de um cliente algumas vezes por ano: entra um novo item segurado, o prêmio muda. Os sinistros são avaliados pela apólice tal como estava no dia da perda, então toda versão anterior precisa continuar legível. A apólice atual fica pequena na sua própria coleção, para onde vão todas as consultas do dia a dia, e cada alteração primeiro copia a versão que substitui para uma coleção de revisões.

example-theater-screenings = Cinemas e os filmes em cartaz
example-theater-screenings-story = Uma rede de cinemas lista, em cada unidade, os filmes em cartaz com título e duração, e quantas pessoas assistiram a cada filme ali. Um filme passa em muitos cinemas, então tem o seu próprio documento; cada cinema guarda, por filme, o id do filme, os dois campos que a sua página mostra e o público (views), que pertence só àquele filme naquele cinema.

example-city-population = População das cidades num painel de tendências
example-city-population-story = Um painel de estatísticas mostra como a população de cada cidade evolui ao longo dos anos. Nascimentos, mortes e mudanças de endereço alteram o número de uma cidade muitas vezes por dia, mas ninguém o lê até a última pessoa. Em vez de gravar cada alteração, a aplicação as conta e grava uma vez a cada cem, somando cem: cem vezes menos gravações para um número que nunca fica mais de noventa e nove atrás.

example-sales-archive = Vendas guardadas por anos, lidas por meses
example-sales-archive-story = Uma loja online registra cada venda com os produtos que ela continha. Clientes e funcionários consultam as vendas recentes; as vendas com mais de cinco anos só são lidas em uma auditoria ocasional, mas seriam a maior parte da coleção e dos seus índices. Uma tarefa noturna as move, inteiras e com os seus produtos, para uma coleção de arquivo, e assim a coleção ativa continua pequena e rápida.

example-book-sales = Uma livraria e os seus best-sellers
example-book-sales-story = Uma livraria mostra cada livro com os clientes que o compraram. Quase todo título vende um punhado de exemplares, então os compradores cabem no próprio documento do livro; alguns best-sellers vendem para milhares e não caberiam nele. O livro guarda os seus primeiros cinquenta compradores; um best-seller é marcado, e os seus demais compradores vão para documentos de excesso, lidos só para os poucos livros que os têm.

example-athletes = Atletas de todos os esportes em uma lista
example-athletes-story = Um site de esportes lista juntos os atletas de todos os esportes, classificados pelos ganhos na carreira, e mostra cada um com as estatísticas do seu próprio esporte: partidas perfeitas para um jogador de boliche, títulos de Grand Slam para um tenista. Os tipos compartilham a maioria dos campos, então ficam em uma coleção; cada documento tem os campos do seu tipo, e o seu esporte diz de que tipo ele é.

example-shop-breadcrumbs = Categorias de uma loja com trilha de navegação
example-shop-breadcrumbs-story = Uma loja online organiza os produtos em categorias aninhadas. Cada página de categoria mostra a sua trilha de navegação até o topo, e a página de uma categoria lista tudo o que está em qualquer nível abaixo dela. Cada categoria guarda os ids de todos os seus ancestrais, em ordem: uma leitura dá a trilha, e uma consulta indexada encontra um ramo inteiro.

example-document-folders = Pastas listadas como árvore
example-document-folders-story = Um sistema de documentos mostra as suas pastas como uma única árvore indentada, em ordem, e permite ir direto a uma pasta digitando o início do seu caminho. Cada pasta guarda o seu caminho completo como uma string: ordenar por ele lista a árvore em ordem, e uma pesquisa ancorada no início do caminho encontra uma pasta e tudo o que há dentro dela.
