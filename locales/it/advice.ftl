# Le frasi dei consigli (spostate qui area per area; prima gli alberi).
# $node è il nome dell'entità come lo scrive il modello, $nodes il suo
# plurale inglese; il codice (query, percorsi, nomi di campi) arriva negli
# argomenti e non si traduce.

## Alberi: un'entità in relazione con se stessa

tree-every-node = Ogni nodo { $node } è un documento della collezione "{ $collection }".
tree-not-embedded = i nodi dell'albero ({ $nodes }) sono documenti di un'unica collezione, e ciascuno si trova con le query rivolte all'albero

tree-paths = L'albero di { $node } viene elencato in ordine gerarchico o cercato per l'inizio di un percorso, e solo una stringa di percorso risponde a questo con una query. Ogni { $node } memorizza gli id dei suoi antenati come un'unica stringa nel campo "path" ("{ $path }"): { $list } elenca l'intero albero in ordine, e { $below } trova tutti i nodi sotto un nodo, usando l'indice su "path".
tree-paths-index = ordina l'albero e serve le ricerche per prefisso (un'espressione regolare ancorata all'inizio)
tree-paths-move = Spostare un nodo { $node } significa riscrivere il percorso di ogni { $node } sotto di esso; l'albero cambia di rado, quindi è un prezzo equo.
tree-paths-vs-ancestors = un array di id degli antenati: sottoalberi e antenati in modo altrettanto diretto e più facile da mantenere corretto, ma nessun ordine per elencare l'albero e nessuna ricerca per parte del percorso
tree-paths-vs-parents = solo l'id del padre: uno spostamento è una scrittura, ma elencare in ordine o per percorso richiede $graphLookup o l'applicazione

tree-moving = I nodi si spostano spesso, e ogni pattern che memorizza gli antenati di un nodo { $node } riscriverebbe un intero sottoalbero a ogni spostamento. Ogni { $node } memorizza solo l'id del padre nel campo "parent": uno spostamento è una scrittura, e antenati o sottoalberi arrivano da un unico $graphLookup su "parent".
tree-moving-index = trova i figli di un nodo e serve $graphLookup
tree-moving-vs-ancestors = antenati memorizzati in ogni nodo: le query in profondità sono un find indicizzato, ma ogni spostamento riscrive il sottoalbero spostato

tree-ancestors = All'albero di { $node } si chiedono antenati o interi sottoalberi, a cui i riferimenti al padre o ai figli rispondono solo un livello per query. Ogni { $node } memorizza il padre in "parent" e gli id di tutti i suoi antenati, a partire dalla radice, in "ancestors": { $to_root } è il percorso fino alla radice, { $subtree } è l'intero sottoalbero.
tree-ancestors-index = un indice multikey: trova tutti i discendenti di un nodo
tree-ancestors-move = Spostare un nodo { $node } significa riscrivere l'array degli antenati di ogni { $node } sotto di esso.
tree-ancestors-vs-paths = una stringa di percorso per nodo ("{ $path }") interrogata con un'espressione regolare: stessa potenza, ma i percorsi sono più difficili da aggiornare
tree-ancestors-vs-parents = solo l'id del padre: spostamenti economici, ma un sottoalbero richiede una query per livello (o $graphLookup)

tree-children = All'albero di { $node } si chiedono i figli di un nodo, quindi ogni { $node } tiene un array con gli id dei figli in "{ $field }": { $children } risponde direttamente, e { $parent } trova il padre e i fratelli di un nodo.
tree-children-index = un indice multikey: trova il padre di un nodo
tree-children-vs-parents = ogni nodo memorizza invece l'id del padre: il padre è diretto, e i figli richiedono una query indicizzata

tree-parents = Ogni { $node } memorizza l'id del padre in "parent": { $parent } è il padre di un nodo, e { $children } i suoi figli diretti, con un indice su "parent".
tree-parents-index = trova i figli di un nodo
tree-parents-vs-children = ogni nodo tiene un array con gli id dei figli: i figli sono diretti, e il padre richiede una query sugli array
tree-parents-no-queries = Non sono indicate tree_queries; i riferimenti al padre rispondono sia alle query sul padre sia a quelle sui figli.
tree-children-too-many = Si chiedono i figli, ma un nodo { $node } può avere { $count } { $count ->
        [one] figlio
       *[other] figli
    }, troppi per un array di id; li elenca invece { $query }.
tree-children-unbounded = Si chiedono i figli, ma un nodo { $node } può avere figli senza limite, troppi per un array di id; li elenca invece { $query }.
tree-parents-deep = Antenati, sottoalberi o l'ordine dell'albero richiedono una query per livello a partire da "parent" (o un $graphLookup che percorre i livelli sul server). Memorizzare di più in ogni { $node } risponderebbe con una query, ma qui costa di più: vedi la tabella dei costi.
