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

## Frasi comuni

size-bytes = { $n } { $n ->
        [one] byte
       *[other] byte
    }
joiner-and = {"; e "}
counts-exact = { $count } { $children } per { $parent }
counts-range = di solito { $typical } e al massimo { $max } { $children } per { $parent }
counts-unbounded = di solito { $typical } { $children } per { $parent }, senza limite superiore
joiner-semicolon = {"; "}

## Perché il figlio non viene incorporato ($child, $children: il nome dell'entità
## figlia e il suo plurale inglese; $parent: il nome dell'entità padre)

not-embedded = { $child } non viene incorporato perché { $reasons }.
blocker-used-alone = { $child } viene letto o aggiornato da solo, un motivo valido per non incorporarlo
blocker-unbounded = il numero di { $children } per { $parent } non ha limite superiore, e un array incorporato non deve crescere senza limiti
blocker-too-large = incorporati, fino a { $max } { $children } porterebbero il documento di { $parent } a circa { $size } al massimo, oltre 1 MiB, la soglia che mantiene un documento veloce da leggere e riscrivere per intero
blocker-moves = i { $children } passano spesso a un altro { $parent }, e ogni spostamento toglierebbe un { $child } incorporato da un documento di { $parent } per metterlo in un altro
blocker-too-big = incorporato, il documento di { $parent } crescerebbe fino a circa { $size }, oltre il limite di 16 MiB di un documento BSON
many-to-many-not-embedded = un { $child } appartiene a molti { $parents }: incorporato, verrebbe copiato in ciascuno di essi, e non è piccolo, stabile e letto solo con loro
rarely-read-not-embedded = i { $children } vengono letti raramente con il loro { $parent }: al suo interno, peserebbero su ogni sua lettura
ruled-out-embed = una lettura e una scrittura atomica, ma qui è escluso: la spiegazione dice perché
because = { $reasons }
one-by-one-not-embedded = I { $children } non vengono incorporati in { $parent } uno per uno perché { $reasons }.

## Incorporazione ($used_alone: "yes" quando il figlio si usa anche da solo)

embedded-size = Un documento di { $parent } con i dati incorporati è stimato in circa { $typical }, molto sotto il limite di 16 MiB.
embedded-size-range = Un documento di { $parent } con i dati incorporati è stimato in circa { $typical } di solito e circa { $max } al massimo, molto sotto il limite di 16 MiB.
embed = Incorpora { $child } in { $parent } come sottodocumento "{ $field }": è uno-a-uno e viene letto insieme a { $parent }{ $used_alone ->
        [yes] {""}
       *[no] {" e non viene usato da solo"}
    }, quindi una lettura restituisce entrambi.
embed-vs-reference = { $child } nella sua collezione con l'id del { $parent }: una seconda query per ogni lettura di { $parent }, conveniente solo se { $child } si usa da solo.
embed-array = Incorpora i { $children } in { $parent } come array "{ $field }": { $counts }, letti insieme a { $parent }{ $used_alone ->
        [yes] {""}
       *[no] {" e non usati da soli"}
    }.
embed-array-vs-references = { $child } nella sua collezione e un array dei loro id in { $parent }: due query per lettura e nessuna scrittura atomica unica, conveniente solo se { $child } deve essere usato da solo.
embed-array-slice = Con il { $parent } se ne mostrano solo { $count }: proiettali con { $projection }.
atomic-embedded = { $parent } e { $child } devono cambiare insieme, e una scrittura su un documento è atomica: un solo updateOne (ad esempio $inc e $push insieme) modifica entrambi.
atomic-embedded-used-alone = { $child } si usa anche da solo, ma resta incorporato per cambiare atomicamente con { $parent }; leggilo attraverso { $parent } con una proiezione e un indice sui campi di "{ $field }", oppure tienilo separato e usa una transazione su più documenti.
atomic-apart = { $parent } e { $child } dovrebbero cambiare atomicamente, ma non possono stare nello stesso documento: { $why }. Tieni i valori che devono concordare (un contatore o uno stato) nel documento di { $parent } e aggiornali nello stesso updateOne del figlio, oppure modifica entrambi in una transazione su più documenti (session.withTransaction), come mostra la scrittura del modo consigliato.
large-document = Al numero massimo un documento di { $parent } è di circa { $size }: è consentito, ma ogni sua lettura e riscrittura sposta tutti quei dati.

## Tenuti a parte perché letti di rado con il padre

split = Separa { $child } da { $parent }: è uno-a-uno ma serve di rado quando si legge un { $parent }, e portarlo con sé appesantirebbe ogni lettura di { $parent } (circa { $with } invece di circa { $without }).
split-apart = { $parent } tiene i campi letti spesso; { $child } va nella collezione "{ $collection }" con l'id del { $parent } in "{ $field }", letto solo quando viene mostrato.
split-index = trova l'unico { $child } di un { $parent }; unico perché la relazione è uno-a-uno
split-vs-embed = una lettura restituisce tutto, ma ogni lettura di { $parent } porta con sé il { $child } usato di rado
kept-apart = Tieni i { $children } nella loro collezione "{ $collection }", ciascuno con l'id del suo { $parent } in "{ $field }": servono di rado quando si legge un { $parent }, quindi incorporarli rallenterebbe ogni sua lettura.
kept-apart-query = Quando servono, una query indicizzata li trova: { $query }.
kept-apart-index = trova i { $children } di un { $parent }
kept-apart-vs-embed = una lettura restituisce tutto, ma ogni lettura di { $parent } porta con sé i suoi { $children }

## Le situazioni della tabella del consulente (server/src/patterns): perché un modo
## che funziona resta fuori, mostrate accanto a esso nella tabella dei costi

situation-is-a = uno-a-uno di tipo "è un": i campi del tipo stanno nei documenti del padre
situation-outliers = i figli della maggior parte dei padri stanno dove vanno, quelli di pochi no
situation-graph = un'entità collegata molti-a-molti a se stessa: un grafo
situation-shared-copies = molti-a-molti i cui figli piccoli e stabili si leggono con il padre e non si usano da soli: copie incorporate
situation-many-to-many = molti-a-molti: un array di id dal lato con meno collegamenti
situation-tree-paths = un albero elencato in ordine o cercato per percorso, con nodi spostati di rado
situation-tree-moving = un albero con query in profondità o per percorso i cui nodi si spostano spesso
situation-tree-ancestors = un albero a cui si chiedono antenati o interi sottoalberi
situation-tree-children = un albero a cui si chiedono i figli di un nodo, abbastanza pochi per un array di id
situation-tree-other = qualsiasi altro albero
situation-totals = si leggono solo i totali dei figli, oppure i figli grezzi non si conservano
situation-time-series = un flusso di misurazioni, ciascuna aggiunta una volta con la sua data e letta per tempo, che non si può incorporare
situation-buckets = un flusso di figli, letti una pagina o un intervallo di tempo alla volta, che non si può incorporare
situation-split = uno-a-uno che si potrebbe incorporare ma si legge di rado con il padre
situation-kept-apart = uno-a-molti che si potrebbe incorporare ma si legge di rado con il padre
situation-embed = uno-a-uno letto insieme, nulla contro l'incorporazione
situation-embed-array = uno-a-molti letto insieme, nulla contro l'incorporazione
situation-held-elsewhere = un figlio incorporato in un altro padre: tiene l'id di questo padre dove si trova
situation-too-large-one = uno-a-uno troppo grande da incorporare ma non usato da solo: separalo
situation-one-alone = uno-a-uno usato da solo, nulla di esso mostrato con il padre
situation-one-alone-shown = uno-a-uno usato da solo, alcuni suoi campi mostrati con il padre
situation-latest-by-query = gli ultimi K mostrati con il padre, trovati con una query: figli scritti spesso rispetto alle letture
situation-latest-copied = gli ultimi K mostrati con il padre: loro copie nel padre
situation-many-shown = più figli di quanti ne contenga un array di id, ciascuno mostrato con alcuni campi del padre
situation-many = più figli di quanti ne contenga un array di id
situation-moving = figli che passano spesso a un altro padre
situation-rarely-read = figli letti di rado con il padre: al padre non serve un loro elenco
situation-two-way = figli tenuti a parte, letti con il padre e interrogati anche da soli per arrivare a esso: le 6 regole tengono gli id da entrambi i lati (riferimenti bidirezionali)
situation-extended = figli usati da soli, ciascuno mostrato con alcuni campi del padre
situation-parent-reference = figli letti una pagina alla volta, oppure uno-a-molti senza massimo indicato e senza loro campi elencati nel padre: ciascuno tiene l'id del padre
situation-child-references = figli tenuti a parte, letti con il padre, con un massimo indicato o campi mostrati in esso: le 6 regole elencano i loro id nel padre

## Perché un modo non si può usare (la tabella dei costi)

cost-unbounded = un array di { $children } in ogni { $parent } senza limite superiore
cost-over-limit = circa { $size } per il documento più grande, oltre il limite di 16 MiB

## A parte: riferimenti ($parent, $parents, $child, $children: nomi e plurali
## inglesi; $field: il campo del figlio con l'id del padre; $collection: la
## collezione dei figli; $label: il campo del padre per i figli; $copies: nomi
## di campi tra virgolette; $query: una query di mongosh)

ref-index = trova i { $children } di un { $parent }
ref-found-by-query = I { $children } di un { $parent } si trovano con una query indicizzata: { $query }.
ref-held-elsewhere = Ogni { $child } tiene l'id del suo { $parent } in "{ $field }" dove è memorizzato: i { $children } di un { $parent } si trovano con quel campo, che ha un indice.
ref-moving = Ogni { $child } tiene l'id del suo { $parent } in "{ $field }" (indicizzato): i { $children } passano spesso da un { $parent } all'altro ({ $parents }), e uno spostamento è allora un solo aggiornamento di quel campo, mentre un array di id nel { $parent } cambierebbe due documenti di { $parent } a ogni spostamento.
ref-moving-vs-ids = un array di id di { $child } in ogni { $parent }: il { $parent } elenca i suoi { $children } senza query, ma ogni spostamento riscrive due documenti di { $parent }
ref-rarely-read = Ogni { $child } tiene l'id del suo { $parent } in "{ $field }" (indicizzato): si leggono di rado con il { $parent }, quindi al { $parent } non serve un loro elenco.
ref-extended-parent = Ogni { $child } si legge da solo e si mostra con { $copies } del suo { $parent }: tiene l'id del { $parent } in "{ $field }" con le copie di quei campi accanto (un riferimento esteso), così un { $child } si mostra senza leggere il suo { $parent }.
ref-extended-parent-vs-ids = un array di id di { $child } in ogni { $parent }: il { $parent } elenca i suoi { $children } senza query, ma un { $child } mostrato con i campi del suo { $parent } richiede una seconda lettura
ref-split = Tieni la parte letta spesso di { $child } in { $parent } e il resto in "{ $collection }" con l'id del { $parent } in "{ $field }".
ref-one-parent = { $child } sta in "{ $collection }" con l'id del { $parent } in "{ $field }"; un indice univoco trova il { $child } di un { $parent } con una query.
ref-one-parent-index = trova il { $child } di un { $parent }; univoco perché la relazione è uno-a-uno
ref-one-parent-vs-extended = { $parent } tiene l'id del { $child } e le copie dei campi che mostra, risparmiando la seconda query
ref-one-extended = { $parent } tiene l'id del { $child } in "{ $label }" con le copie di { $copies }, così un { $parent } si mostra senza una seconda query; il { $child } completo sta in "{ $collection }".
ref-one-extended-vs-parent = nulla copiato, quindi nulla da tenere allineato, ma ogni { $parent } mostrato con il suo { $child } costa una seconda query
ref-many = Ogni { $child } memorizza l'id del suo { $parent } in "{ $field }", nella collezione "{ $collection }": con { $counts }, anche un array di id in { $parent } supererebbe qualche migliaio di elementi (e si avvicinerebbe al limite di 16 MiB).
ref-many-index = trova i { $children } di un { $parent } (riferimento al padre)
ref-many-vs-ids = un array di id di { $child } in { $parent }: crescerebbe senza un limite utile e andrebbe riscritto a ogni nuovo { $child }
ref-many-extended = Ogni { $child } porta anche le copie di { $copies } del { $parent }, così si mostra (o si filtra) senza leggere il { $parent }.
ref-latest-copied = Gli ultimi { $count } { $children } vengono anche copiati in "{ $label }" di ogni { $parent }, nella stessa scrittura che inserisce un { $child }: $push con $each, $sort e $slice: -{ $k }.
ref-latest-copied-warning = La copia degli ultimi { $k } in { $parent }.{ $label } va aggiornata a ogni nuovo { $child }; conviene solo se le pagine di { $parent } si leggono più o meno tanto spesso quanto si scrivono i { $children }.
ref-latest-found = Con un { $parent } si mostrano solo gli ultimi { $count } { $children }, ma un { $parent } viene letto con essi { $ratio } volte per ogni { $child } scritto: una loro copia nel { $parent } risparmierebbe a ciascuna di quelle letture un viaggio di andata e ritorno e costerebbe a ogni { $child } una seconda scrittura, e qui le scritture pesano di più (un viaggio vale come 16 KiB letti, una scrittura come 4 KiB). La pagina invece li chiede con: { $query }.
ref-latest-found-vs-subset = gli ultimi { $count } { $children } copiati in ogni { $parent }: la sua pagina è una lettura, ma ogni nuovo { $child } viene scritto due volte, e qui questo pesa più dei viaggi risparmiati
ref-latest-by-query = Ogni { $child } tiene l'id del suo { $parent } in "{ $field }", nella collezione "{ $collection }": { $counts }.
ref-latest-by-query-index = trova gli ultimi { $children } di un { $parent }
ref-subset = Con un { $parent } si mostrano solo gli ultimi { $count } { $children }, quindi incorpora quelli in "{ $label }" e tieni ogni { $child } in "{ $collection }" con l'id del { $parent } in "{ $field }": { $counts }.
ref-subset-push = Un nuovo { $child } si inserisce in "{ $collection }" e si aggiunge al { $parent } con $push, $each, $sort e $slice: -{ $k }.
ref-subset-index = elenca tutti i { $children } di un { $parent }
ref-subset-copies = I { $children } in { $parent }.{ $label } sono copie: un { $child } modificato va aggiornato in entrambe le collezioni.
ref-latest-volatile = { $child }.{ $name } cambia spesso, quindi resta fuori dalla copia degli ultimi { $k } in { $parent }; leggilo da "{ $collection }".
ref-by-parent = Ogni { $child } tiene l'id del suo { $parent } in "{ $field }", nella collezione "{ $collection }", come farebbe una chiave esterna: { $list }.
ref-by-parent-page = i { $children } di un { $parent } si leggono una pagina alla volta: { $query }, con la pagina successiva che parte dopo l'ultimo mostrato
ref-by-parent-unbounded = non è stato indicato un massimo, quindi un array dei loro id nel { $parent } crescerebbe a ogni { $child }; una query indicizzata elenca i { $children } di un { $parent }: { $query }
ref-by-parent-index = elenca i { $children } di un { $parent }
ref-by-parent-index-newest = elenca i { $children } di un { $parent }, dai più recenti
ref-by-parent-vs-ids = un array di id di { $child } in ogni { $parent }: il { $parent } elenca da sé i suoi { $children }, ma l'array cresce a ogni { $child } e deve restare entro un massimo che sai indicare
ref-child-references = I { $children } stanno nella loro collezione "{ $collection }" e ogni { $parent } tiene un array dei loro id in "{ $label }": { $counts }, abbastanza pochi per un array di id (circa { $size } al massimo per il documento di { $parent }).
ref-child-references-read = Un { $parent } con i suoi { $children } sono due query: findOne del { $parent }, poi { $query }, oppure un $lookup.
ref-child-references-vs-parent = ogni { $child } tiene invece l'id del suo { $parent }: nessun array da mantenere in { $parent }, ma elencare i { $children } di un { $parent } richiede un indice su quel campo
ref-two-way = Entrambe le direzioni si interrogano spesso: { $parent } tiene un array di id di { $child } in "{ $label }" e ogni { $child } tiene l'id del suo { $parent } in "{ $field }", così ciascun lato trova l'altro direttamente; { $counts }.
ref-two-way-index = trova i { $children } di un { $parent } dal lato di { $child }, ad esempio con un filtro su un altro campo
ref-two-way-move = Spostare un { $child } a un altro { $parent } richiede scritture su entrambi i documenti di { $parent } e sul { $child }; insieme non sono atomiche.
ref-two-way-vs-ids = solo l'array in { $parent }: una scrittura per modifica, ma passare da un { $child } al suo { $parent } richiede una query sull'array
ref-extended-ids = Accanto a ogni id, l'array tiene le copie di { $copies }: un riferimento esteso, che mostra un { $parent } con i suoi { $children } senza una seconda query{ $also ->
        [snapshot] {", e conserva i valori che avevano quando il collegamento è stato creato"}
        [link] {"; ogni elemento è un piccolo documento del collegamento, così le copie stanno accanto ai campi del collegamento stesso"}
        [volatile] {"; i campi che cambiano spesso restano fuori e si leggono dalla loro collezione"}
       *[none] {""}
    }.
ref-extended-into-child = Ogni { $child } tiene le copie di { $copies } del suo { $parent } accanto a "{ $field }": un riferimento esteso, che mostra un { $child } con i campi del suo { $parent } senza una seconda query.
ref-extended-vs-plain-child = solo id, nulla copiato: nulla da tenere allineato, ma ogni volta che un { $child } si mostra con { $copies } del suo { $parent }, serve una seconda query. La serie "6 regole pratiche" chiama queste copie denormalizzazione.
ref-extended-vs-plain-parent = solo id, nulla copiato: nulla da tenere allineato, ma ogni volta che un { $parent } si mostra con { $copies } dei suoi { $children }, serve una seconda query. La serie "6 regole pratiche" chiama queste copie denormalizzazione.

## Collegamenti "è un": una collezione per tutti i tipi ($by, $value: il campo
## che distingue i tipi e il valore di questo tipo)

is-a = Un { $child } è un { $parent } il cui "{ $by }" è "{ $value }" (un collegamento "è un"): tienilo nella collezione di { $parent } "{ $collection }", con i suoi campi accanto a quelli che ogni { $parent } ha, negli stessi documenti.
is-a-with-fields = Un { $child } è un { $parent } il cui "{ $by }" è "{ $value }" (un collegamento "è un"): tienilo nella collezione di { $parent } "{ $collection }", con i suoi campi ({ $fields }) accanto a quelli che ogni { $parent } ha, negli stessi documenti.
is-a-query = Una query legge { $parents } di ogni tipo, "{ $by }" distingue i tipi e un indice su di esso trova un tipo; un validatore richiede i campi comuni e lascia che ogni tipo aggiunga i propri.
is-a-index = trova i { $parents } di un tipo
is-a-vs-embed = i campi di { $child } in un sottodocumento "{ $label }" del { $parent }: la stessa collezione, un livello più in profondità in query e indici
is-a-vs-collections = una collezione per tipo, ciascuna con l'id del suo { $parent }: leggere { $parents } di ogni tipo richiede una query per tipo

## Molti-a-molti ($holder, $holders: il lato che tiene l'array di id; $held:
## l'altro lato; $field: l'array)

m2m = Molti-a-molti: un { $child } appartiene a molti { $parents }, quindi incorporarlo copierebbe ogni { $child } in ogni { $parent } collegato; { $parent } e { $child } restano nelle loro collezioni, collegate da un array di id.
m2m-side = L'array va in { $holder } ("{ $field }", di solito { $count } id) perché quel lato ha meno collegamenti per documento (di solito { $typical } { $children } per { $parent }, { $inverse } { $parents } per { $child }).
m2m-graph = { $parent } si collega ad altri { $parents }, e un { $parent } può avere più padri: è un grafo, non un albero. Ogni { $parent } elenca gli id dei suoi figli in "{ $field }" (riferimenti ai figli), che ammette un nodo con molti padri, cosa che un unico campo padre non potrebbe; i padri di un nodo si trovano con { $query } e un indice su "{ $field }".
m2m-graph-index = un indice multikey: trova i padri di un { $parent }
m2m-both-relinks = Entrambe le direzioni si interrogano, ma i collegamenti si aggiungono e si tolgono spesso: con array su entrambi i lati ogni modifica scriverebbe due documenti, quindi solo { $holder } tiene gli id, e l'altra direzione è una query indicizzata su quell'array.
m2m-both = Entrambe le direzioni si interrogano: l'altra direzione è una query sull'array di { $holder }, { $query }, con un indice multikey. Un array su entrambi i lati non risparmierebbe alcun viaggio e scriverebbe due documenti per ogni collegamento.
m2m-index = un indice multikey: trova i { $holders } che elencano un dato { $held }
m2m-limit = Un array di id di { $held } in { $holder } potrebbe superare qualche migliaio di elementi; se succede, tieni un piccolo documento per collegamento in una collezione separata, con un indice su ciascun id.
m2m-atomic = Un collegamento molti-a-molti non può tenere { $parent } e { $child } in un documento (un { $child } è condiviso da molti { $parents }); usa una transazione su più documenti per le modifiche che devono essere atomiche.
m2m-vs-copies = copiare ogni { $child } in ogni { $parent } collegato: una lettura, ma ogni modifica a un { $child } va ripetuta in ogni copia
m2m-vs-two-way = array su entrambi i lati: ogni direzione è una query, ogni modifica di collegamento due scritture
m2m-shown-child = I campi { $copies } di { $child } mostrati con un { $parent } si leggono con { $query }, perché { $parent } non ha un array in cui copiarli.
m2m-shown-parent = I campi { $copies } di { $parent } mostrati con un { $child } si leggono con { $query }, perché { $child } non ha un array in cui copiarli.
m2m-copies = Incorpora una copia di ogni { $child } in { $parent } come array "{ $label }": un { $child } è piccolo (circa { $size } byte), si legge con il suo { $parent }, non si usa da solo e cambia di rado, quindi una lettura restituisce un { $parent } con i suoi { $children }.
m2m-copies-shared = Un { $child } è condiviso di solito da { $inverse } { $parents }: modificarlo riscrive ciascuna delle loro copie, con un updateMany su "{ $label }" e una condizione arrayFilters.
m2m-copies-vs-ids = { $child } nella sua collezione e un array dei suoi id in ogni { $parent }: una modifica è una scrittura, ma ogni { $parent } mostrato con i suoi { $children } richiede una seconda query
ruled-out-embed-array = tutti i figli nell'array del padre: una lettura, ma qui è escluso: la spiegazione dice perché

## Periodi: l'unità di una frequenza ("5 al giorno") e l'intervallo di un bucket ("un giorno")

per-second = secondo
per-minute = minuto
per-hour = ora
per-day = giorno
per-month = mese
per-year = anno
span-second = un secondo
span-minute = un minuto
span-hour = un'ora
span-day = un giorno
span-month = un mese
span-year = un anno
age-second = { $n } { $n ->
        [one] secondo
       *[other] secondi
    }
age-minute = { $n } { $n ->
        [one] minuto
       *[other] minuti
    }
age-hour = { $n } { $n ->
        [one] ora
       *[other] ore
    }
age-day = { $n } { $n ->
        [one] giorno
       *[other] giorni
    }
age-month = { $n } { $n ->
        [one] mese
       *[other] mesi
    }
age-year = { $n } { $n ->
        [one] anno
       *[other] anni
    }

## Totali, bucket e serie temporali ($time, $meta, $granularity: le opzioni
## della collezione di serie temporali; $per: un periodo qui sopra)

totals-read-written-more = i { $children } si scrivono più spesso di quanto si leggano i totali, quindi tenere aggiornati dei totali memorizzati costerebbe più di quanto risparmia
totals-read-few = con ogni { $parent } arrivano abbastanza pochi { $children } da sommarli al momento
totals-on-read = Si leggono solo i totali dei { $children }, e { $why }: calcolali in lettura ($sum sull'array, o $group in un'aggregazione).
totals-on-read-vs-stored = totali memorizzati nel { $parent } e aumentati con $inc a ogni scrittura: una lettura li trova pronti, ma ogni scrittura li paga
bucket-page = l'applicazione li legge una pagina di { $size } alla volta, quindi un bucket è una pagina
bucket-by-time = arrivano come un flusso ({ $count } per { $per } per { $parent }) e si leggono per intervallo di tempo, quindi un bucket contiene { $span }: circa { $size }
bucket-too-fast = arrivano troppo in fretta perché un qualsiasi intervallo di tempo stia in un documento ({ $count } per { $per } per { $parent }), quindi un bucket si chiude quando ne contiene { $size }
bucket-holds = un bucket ne contiene { $size }
bucket = Raggruppa i { $children } di ogni { $parent } in documenti bucket in "{ $collection }": { $grouping }. Ogni bucket tiene l'id del { $parent } in "{ $field }", il suo inizio, un conteggio e l'array "{ $label }".
bucket-write = Un nuovo { $child } è un solo upsert che lo aggiunge e lo conta ($push e $inc, upsert: true): nessuna lettura prima, e il bucket successivo lo crea il primo { $child } che non ci sta.
bucket-read = Leggere { $what ->
        [page] una pagina
       *[range] un intervallo di tempo
    } è una query indicizzata che restituisce uno o pochi bucket invece di un documento per { $child }, e l'indice ha una voce per bucket, non per { $child }.
bucket-index = trova i bucket di un { $parent } in ordine, per il loro inizio
bucket-vs-documents = un documento per { $child } con l'id del suo { $parent }: gli inserimenti e le query più semplici, ma un documento e una voce di indice per { $child }, e un intervallo o una pagina li legge uno per uno
bucket-full = Un bucket pieno di { $size } { $children } è di circa { $bytes }.
bucket-time-series = Per misurazioni nel tempo, una collezione di serie temporali (MongoDB 5.0 e successivi) raggruppa i { $children } in bucket da sé; usala al posto dei bucket fatti a mano, mai entrambi.
why-not-ts-page = Una collezione di serie temporali qui non servirebbe: risponde a letture per tempo, non a pagine di dimensione fissa.
why-not-ts-changes = Non si usa una collezione di serie temporali: è fatta per misurazioni scritte una volta, e "{ $changed }" dei { $children } cambia dopo la scrittura.
why-not-ts-rate = Non si usa una collezione di serie temporali: richiede una data in ogni { $child } e una frequenza di arrivo indicata.
computed-why-ratio = con un { $parent } si leggono solo i totali dei { $children }, { $ratio } volte per ogni { $child } scritto
computed-why = con un { $parent } si leggono solo i totali dei { $children }
computed-why-discarded = i singoli { $children } non si conservano, solo ciò che si calcola da essi
computed = Tieni i totali nel documento di { $parent }, { $fields }: { $why }. Ogni nuovo { $child } li aggiorna con $inc in una scrittura, così una lettura li trova pronti invece di sommare di nuovo ogni { $child }.
computed-could-embed = Si potrebbero incorporare, ma allora ogni lettura di un { $parent } porterebbe { $size } di { $children } solo per sommarli: più, per ogni { $child } scritto, della scrittura in più che costa un totale memorizzato (valutata come 4 KiB letti).
computed-time-series = I { $children } stessi sono misurazioni, ciascuna aggiunta una volta: tienili nella collezione di serie temporali "{ $collection }" (MongoDB 5.0 e successivi; timeField "{ $time }", metaField "{ $meta }", granularity "{ $granularity }"), dove i totali di qualsiasi periodo sono un'aggregazione ($match su "{ $meta }" e un intervallo di tempo, poi $group per $dateTrunc di "{ $time }"); i totali nel { $parent } sono quelli correnti, pronti a ogni lettura.
computed-raw = I { $children } stessi stanno in "{ $collection }" con l'id del loro { $parent } in "{ $field }", letti solo quando si elencano.
computed-raw-index = elenca i { $children } di un { $parent } e ne ricalcola i totali quando serve
computed-vs-aggregation = nessun totale memorizzato: un'aggregazione ($group per "{ $field }") li somma a ogni lettura; sempre esatto e nulla da tenere allineato, ma ogni lettura di un { $parent } scorre i suoi { $children }
computed-warning = I totali derivano dai { $children }: un { $child } modificato o eliminato deve correggerli ($inc della differenza), oppure un job periodico li ricalcola.
computed-discarded = Di un { $child } non si conserva altro: i totali sono tutto ciò che resta.
computed-vs-buckets = conservare anche i { $children } grezzi, raggruppati in bucket, se mai dovessero servire di nuovo (un nuovo totale, un audit)
ts = I { $children } sono misurazioni, ciascuna aggiunta una volta e letta per il suo tempo: tienili nella collezione di serie temporali "{ $collection }" (MongoDB 5.0 e successivi), con timeField "{ $time }", metaField "{ $meta }" (l'id del { $parent }, che distingue le serie) e granularity "{ $granularity }", l'unità più vicina all'intervallo fra due di esse.
ts-with-rate = I { $children } sono misurazioni, ciascuna aggiunta una volta e letta per il suo tempo: tienili nella collezione di serie temporali "{ $collection }" (MongoDB 5.0 e successivi), con timeField "{ $time }", metaField "{ $meta }" (l'id del { $parent }, che distingue le serie) e granularity "{ $granularity }", l'unità più vicina all'intervallo fra due di esse ({ $count } per { $per } per { $parent }).
ts-buckets = MongoDB raggruppa da sé i { $children } di un { $parent } in bucket compressi, quindi i { $children } di un { $parent } in un intervallo di tempo sono una query su "{ $meta }" e "{ $time }".
ts-vs-buckets = bucket fatti a mano in una collezione ordinaria: per letture di una pagina di dimensione fissa o riepiloghi tenuti per bucket, o un MongoDB precedente alla 5.0; mai sopra una collezione di serie temporali, che raggruppa già i { $children } in bucket
ts-vs-documents = un documento ordinario per { $child } con l'id del suo { $parent }: le stesse query, ma una voce di indice e il costo di un documento per ogni { $child }
ts-expire = I { $children } più vecchi di { $age } vengono rimossi dalla collezione stessa (expireAfterSeconds); copiali altrove prima se vanno conservati.
ts-index-for-totals = trova i { $children } di un { $parent } per tempo, per i totali di un periodo
ts-index-advised = trova i { $children } di un { $parent } per tempo, come MongoDB consiglia per le collezioni di serie temporali

## Copie attraverso una relazione ($source.$name copiato in $target; $place: dove sta la copia)

copy-place = accanto a "{ $via }"
copy-place-array = accanto a ogni id in "{ $via }"
copy-snapshot = { $source }.{ $name } viene copiato { $place } com'era quando il collegamento è stato creato: la copia è storia, quindi non si aggiorna mai quando { $source } cambia.
copy-volatile = { $source }.{ $name } si mostra con ogni { $target } ma cambia spesso, quindi non si copia: ogni modifica dovrebbe riscrivere tutte le copie. Leggilo da { $source } con una proiezione.
copy-read-mostly = { $source }.{ $name } si mostra con ogni { $target } e { $updates ->
        [never] non cambia mai
        [rare] cambia di rado
       *[unstated] non ha una frequenza di aggiornamento indicata e si considera che cambi di rado
    }: copiato { $place }, risparmia una query per lettura. Quando cambia, aggiorna tutte le copie (updateMany); le copie non si aggiornano atomicamente con l'originale.
copy-latest = parte degli ultimi { $count } { $children } mostrati con ogni { $parent }, mantenuti con $push/$each/$sort/$slice
copy-not-copied = I campi { $copies } di { $child } mostrati con un { $parent } non si copiano in { $parent }: lì non c'è un posto di dimensione limitata per loro. Leggili con { $query }; con l'indice costa poco.

## Indici sui campi che l'applicazione interroga

index-query-field = l'applicazione filtra o ordina i { $children } per { $name }
index-found-by = i { $entities } si trovano per { $field } ({ $ways })
index-unique = due { $entities } non hanno lo stesso { $field }

## I campi propri di un collegamento ($fields: i nomi; $count: quanti)

link-fields = { $fields } { $count ->
        [one] appartiene
       *[other] appartengono
    } a un { $parent } e a un { $child } insieme, quindi { $count ->
        [one] è memorizzato
       *[other] sono memorizzati
    } { $place }.
link-fields-nowhere = { $fields } { $count ->
        [one] appartiene
       *[other] appartengono
    } a un { $parent } e a un { $child } insieme, ma il pattern { $pattern } non ha un posto proprio per loro: memorizzali con ogni { $child }, con nomi distinti dai suoi campi.
link-place-embedded = in ogni { $child } incorporato, accanto ai suoi campi
link-place-element = in ogni elemento di "{ $array }", accanto all'id del { $child }: l'elemento rappresenta il collegamento stesso
link-place-child-element = in ogni elemento di "{ $array }" del { $child }, accanto all'id del { $parent }
link-place-child = nel documento di ogni { $child }, accanto all'id del suo { $parent } in "{ $field }"

## Outlier ($usual: il massimo abituale; $overflow: la collezione di
## overflow; $flag: il campo che segna un outlier)

outlier-few = fino a { $most }
outlier-few-unbounded = nessun limite
outlier-ids = gli id dei suoi { $children }
outlier-children = i suoi { $children }
outlier = La maggior parte dei { $parents } ha al massimo { $usual } { $children }, ma alcuni ne hanno { $few }: progetta per il caso comune e tratta i pochi come eccezioni. Ogni { $parent } tiene { $what } nell'array "{ $label }", fino a { $usual }.
outlier-flag = Un { $parent } che supera { $usual } viene segnato con "{ $flag }": true, e il resto va in documenti di overflow in "{ $overflow }", fino a { $usual } ciascuno, con l'id del { $parent } in "{ $field }".
outlier-read = Leggere un { $parent } resta una query; solo uno segnato legge anche il suo overflow, così i pochi non rendono grande ogni { $parent } né lenta ogni lettura.
outlier-warning = L'applicazione deve conoscere gli outlier: il codice che elenca o modifica i { $children } di un { $parent } segnato guarda anche in "{ $overflow }".
outlier-vs-sized = ogni { $parent } dimensionato per gli outlier: un solo posto dove guardare, ma l'array dei pochi crescerebbe oltre ciò che un documento dovrebbe contenere
outlier-vs-documents = ogni { $child } nel suo documento con l'id del suo { $parent }: nessun outlier da gestire, ma ogni { $parent } costa una seconda query
outlier-index = trova i documenti di overflow di un { $parent } outlier

## Il pattern degli attributi ($name, $value: i campi della coppia)

attribute-pair = { $name } la nomina, { $value } è il suo valore
attribute-pair-qualified = { $name } la nomina, { $value } è il suo valore, { $qualifier } lo qualifica
attribute = Ognuno dei { $children } è una coppia nome-valore ({ $pair }), e l'applicazione li cerca per entrambi, { $searched }: un { $value } per un dato { $name }. Il pattern degli attributi tiene le coppie come array "{ $label }" in ogni { $parent }: un indice composto su { $label }.{ $name } e { $label }.{ $value } serve una ricerca per qualsiasi { $name }, mentre un campo per ogni { $name } richiederebbe un indice proprio per ciascuno, e un nuovo { $name } un nuovo indice.
attribute-vs-fields = un campo per ogni { $name } in un sottodocumento: si legge altrettanto chiaramente, ma ogni campo ha bisogno del suo indice per essere cercato, e ogni nuovo { $name } ne aggiunge uno
attribute-index = trova i { $parents } per qualsiasi { $name } e { $value } (pattern degli attributi: un indice per ogni { $name })

## I motivi del modello intero ($relationship: l'id di una relazione)

joiner-comma = {", "}
tipping-embedded = Questo dipende dal massimo ipotizzato: se un { $parent } può avere più di { $count } { $children }, tienili a parte, perché oltre quel numero il documento di { $parent } supererebbe 1 MiB.
tipping-apart = Questo dipende dal massimo ipotizzato: se un { $parent } non ha mai più di { $count } { $children }, incorporarli risparmia un viaggio di andata e ritorno a ogni lettura.
cycle = { $parent } e { $child } finirebbero incorporati l'uno nell'altro (un ciclo di incorporazioni), che nessun documento può contenere
cycle-warning = Non incorporato: { $reason }; questo anello del ciclo diventa un riferimento.
place-own-collection = la sua collezione "{ $collection }"
place-under = "{ $collection }" sotto "{ $path }"
embedded-twice = { $child } è memorizzato in { $count } posti: { $places }. Ogni copia è un dato separato da aggiornare per conto suo; se è un unico { $child } condiviso e non valori separati, tienilo in una collezione e fai riferimento a esso.
chain-field = { $parent } è a sua volta incorporato, quindi "{ $field }" sta dentro i documenti di "{ $collection }" in "{ $path }".
chain-reference = Ogni { $child } tiene l'id di un { $parent }, ma un { $parent } sta dentro i documenti di "{ $collection }" in "{ $path }": dai a ogni { $parent } incorporato un _id e trovalo con { $query }.
chain-index = trova il { $parent } incorporato a cui un { $child } fa riferimento
shared-linked-elsewhere = { $child } è collegato anche dalla relazione "{ $relationship }", quindi ha una collezione sua, l'unico posto in cui cambia
shared-not-copied = Non incorporato come copie, anche se questa relazione da sola lo copierebbe in ogni { $parent }: { $reason }.
shared-atomic-home = ogni { $child } è incorporato nel suo { $parent } (relazione "{ $relationship }") per cambiare atomicamente con esso, e una copia qui cambierebbe con una seconda scrittura
shared-used-alone = { $child } si legge da solo (relazione "{ $relationship }")
shared-ids = { $parent } tiene gli id di { $child } (relazione "{ $relationship }"), quindi ogni { $child } si cerca da solo
shared-tree = { $child } forma un albero o un grafo (relazione "{ $relationship }"), quindi ogni { $child } è un documento a sé
shared-not-embedded = Non incorporato, anche se questa relazione da sola lo incorporerebbe: { $reason }. Un'entità sia incorporata sia usata da sola avrebbe due copie da tenere allineate.

## I documenti di un'entità nel loro insieme: versioni, approssimazione, archivio
## ($entity: l'entità; $holder: l'entità nei cui documenti si trova)

duration-second = { $n } { $n ->
        [one] secondo
       *[other] secondi
    }
duration-minute = { $n } { $n ->
        [one] minuto
       *[other] minuti
    }
duration-hour = { $n } { $n ->
        [one] ora
       *[other] ore
    }
duration-day = { $n } { $n ->
        [one] giorno
       *[other] giorni
    }
duration-month = { $n } { $n ->
        [one] mese
       *[other] mesi
    }
duration-year = { $n } { $n ->
        [one] anno
       *[other] anni
    }
versions-inside = {" "}I dati di { $entity } stanno dentro i documenti di { $holder } (sotto "{ $path }"), quindi l'intero documento di { $holder } li porta con sé.
schema-versioning = I documenti di { $entity } esistono in { $versions } forme affiancate (shape_versions { $versions }): i documenti più vecchi non vengono migrati quando la forma cambia.{ $inside } Il pattern di versionamento dello schema registra la forma di ogni documento in "{ $field }" (un documento senza di esso è la versione 1), così l'applicazione distingue le forme e legge ciascuna; ogni volta che riscrive un { $holder } scrive la forma più recente, la versione { $versions }, e le forme vecchie scompaiono senza una migrazione che fermi l'applicazione. Un campo che si è spostato tra le forme può aver bisogno di un indice in ciascuna delle sue posizioni. { $rollout }
validator-rollout = Un validatore per la versione { $versions } parte con validationLevel "moderate" (si controllano gli inserimenti e gli aggiornamenti dei documenti che già lo superano; le forme più vecchie no) e validationAction "warn" (una scrittura che fallisce viene registrata, non rifiutata), come l'esportazione mongosh crea { $collection }. Migra i documenti più vecchi in modo pigro, man mano che l'applicazione li riscrive, oppure a lotti: updateMany su quelli il cui "{ $field }" manca o è sotto { $versions }, qualche migliaio alla volta. Quando il log non mostra più errori, imposta validationAction "error"; quando non resta alcun documento vecchio, validationLevel "strict" (collMod).
document-versioning = Le versioni precedenti di ogni { $entity } devono restare leggibili (keep_history).{ $inside } Il pattern di versionamento dei documenti tiene la versione corrente in { $collection }, dove vanno tutte le query abituali, numerata in "{ $field }"; ogni aggiornamento copia prima la versione che sostituisce in { $revisions }, con chiave "{ $id_field }" e "{ $field }". La storia si legge lì, e { $collection } tiene un piccolo documento per ogni { $holder }.
document-versioning-index = trova le versioni precedenti di un { $holder } in ordine; un documento per revisione
document-versioning-vs-array = versioni precedenti tenute come array dentro ogni { $holder }: una lettura restituisce tutta la storia, ma ogni modifica ingrandisce il documento, senza limite, e ogni lettura della versione corrente si porta dietro la storia
approximation = { $fields } di { $entity } { $count ->
        [one] cambia
       *[other] cambiano
    } spesso e un valore approssimato basta. Il pattern di approssimazione conta le modifiche nell'applicazione e scrive una volta ogni { $every }, aggiungendo { $every }: { $every } volte meno scritture su { $collection }, e il valore memorizzato non resta mai indietro di più di { $behind } modifiche. Le modifiche contate ma non ancora scritte si perdono se l'applicazione si ferma, cosa che un valore approssimato può permettersi.
approximation-vs-exact = scrivere ogni modifica ($inc di 1): sempre esatto, ma una scrittura per modifica, { $every } volte le scritture
archive = I documenti di { $entity } più vecchi di { $age } si leggono di rado. Il pattern di archiviazione li sposta, interi, da { $collection } in { $archive } (o in uno storage più economico: un altro cluster, uno storage a oggetti), così { $collection } e i suoi indici restano abbastanza piccoli da stare in memoria. L'età di un documento è il suo "{ $field }", su cui lo spostamento seleziona con un indice. Lasciati dove sono, farebbero crescere { $collection } e i suoi indici a ogni anno che nessuno legge. Un documento archiviato dovrebbe portare ciò che mostra (incorporato o copiato), perché ciò a cui fa riferimento può cambiare o essere archiviato in seguito.
archive-live-index = trova i documenti di { $entity } abbastanza vecchi da archiviare
archive-index = le rare letture dei documenti archiviati vanno per data

## Rilievi sull'intero modello (gli anti-pattern di schema di MongoDB e "odori")

finding-unbounded-array = { $parent }.{ $label } tiene una voce per ogni { $child } senza limite superiore, quindi ogni documento di { $parent } cresce all'infinito e può superare 16 MiB. Dai un massimo alla relazione, oppure tieni ogni { $child } a parte con l'id del suo { $parent } (un riferimento al padre).
finding-bloated = Ogni lettura di un { $entity } porta con sé { $fields }, che si mostrano di rado: circa { $rare } su circa { $total }
finding-bloated-document = { $bloated }. Spostali in una seconda collezione con l'id del { $entity }, letti solo quando si mostrano (il pattern del sottoinsieme).
finding-bloated-across = { $bloated }; nei suoi { $count } documenti, circa { $bytes } che affollano il working set che MongoDB tiene in memoria. Spostali in una seconda collezione con l'id del { $entity }, letti solo quando si mostrano (il pattern del sottoinsieme).
finding-lookups = Mostrare un { $entity } richiede altre { $count } query (o stadi $lookup), una per ciascuno di { $others }. Incorpora quelli piccoli e letti solo con esso, oppure copia i campi mostrati (un riferimento esteso).
finding-unnecessary-index = In "{ $collection }" l'indice { $short } non serve: { $long } inizia con le stesse chiavi e serve le stesse query. Ogni indice costa memoria e rallenta ogni scrittura.
finding-separated-used-alone = perché { $child } si usa anche da solo; se succede di rado, incorporarlo (leggendolo attraverso il suo { $parent }) risparmia una query a ogni lettura
finding-separated-model = perché l'intero modello lo tiene a parte
finding-separated = { $parent } e i suoi { $children } si leggono insieme ma sono memorizzati a parte, { $why }; altrimenti copia i campi mostrati nel { $parent } (un riferimento esteso).
finding-counter-document = un documento di { $entity }
finding-counter-held = un documento di { $holder }, che contiene il { $entity }
finding-hot-counter = { $fields } di un { $entity } { $count ->
        [one] cambia
       *[other] cambiano
    } spesso mentre il resto cambia di rado: ogni modifica è una scrittura su { $written } in "{ $collection }", che un contatore molto usato rende il principale carico di scrittura di quella collezione. Se un valore un po' indietro basta, segna{ $count ->
        [one] lo
       *[other] li
    } come approssimati: il pattern di approssimazione scrive una volta ogni { $every } modifiche. Se deve essere esatto, tienilo in un piccolo documento a sé ("{ $counters }", con l'_id del { $entity }) così il documento di { $entity } resta invariato tra una modifica e l'altra.
finding-similar = { $fields } di { $entity } sono { $count } campi { $type } che differiscono solo dopo "{ $prefix }". Se i finali sono valori di uno stesso tipo (paesi, lingue, taglie), tienili come un array di coppie nome-valore, { $pairs }: il pattern degli attributi.{ $indexes } Se sono parti di una stessa cosa, un sottodocumento "{ $prefix }" li raggruppa.
finding-similar-searched = {" "}{ $count } di essi si cercano, il che richiede un indice ciascuno; le coppie richiedono un solo indice, { $index }, per tutti, e un nuovo valore non richiede un nuovo campo né un nuovo indice.
finding-similar-unsearched = {" "}Una ricerca tra di essi richiede un indice ciascuno; le coppie ne richiedono uno, { $index }, e un nuovo valore non richiede un nuovo campo né un nuovo indice.
finding-same-fields = { $entities } hanno gli stessi campi e ognuno ha una collezione: è un'unica collezione divisa per un valore (un giorno, una regione, un tipo). Tienili in una collezione, ad esempio "{ $collection }", con un campo per quel valore e un indice su di esso.
finding-kinds-named = { $entities } condividono la maggior parte dei campi ({ $shared }) e ognuno ha una collezione propria. Se sono tipi di una stessa cosa, tienili in una collezione, ad esempio "{ $collection }", con un campo che nomina il tipo ("type": "{ $kind }", ...), e ogni documento con gli altri campi del suo tipo: il pattern polimorfico. Una collezione si cerca con una query e un solo insieme di indici su tutti i tipi; collezioni separate richiedono una query ciascuna.
finding-kinds = { $entities } condividono la maggior parte dei campi ({ $shared }) e ognuno ha una collezione propria. Se sono tipi di una stessa cosa, tienili in una collezione con un campo che nomina il tipo ("type": "{ $kind }", ...), e ogni documento con gli altri campi del suo tipo: il pattern polimorfico. Una collezione si cerca con una query e un solo insieme di indici su tutti i tipi; collezioni separate richiedono una query ciascuna.
