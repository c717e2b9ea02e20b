# I nomi dei pattern di schema e cosa fa ciascuno, e i nomi degli anti-pattern:
# li leggono il pannello dei consigli, il diagramma, la modalità didattica, il
# workshop, le immagini esportate e le frasi del consulente. L'id di un pattern
# dopo `pattern-` è la sua parola JSON (`subset`), che non cambia mai.

## Il nome di ogni pattern per le persone
pattern-embed = Incorpora un sottodocumento
pattern-embed-array = Incorpora un array
pattern-child-references = Riferimenti ai figli (array di id)
pattern-parent-reference = Riferimento al padre
pattern-two-way-references = Riferimenti bidirezionali
pattern-extended-reference = Riferimento esteso
pattern-subset = Sottoinsieme
pattern-tree-parent-references = Albero: riferimenti al padre
pattern-tree-child-references = Albero: riferimenti ai figli
pattern-tree-array-of-ancestors = Albero: array di antenati
pattern-tree-materialized-paths = Albero: percorsi materializzati
pattern-bucket = Bucket
pattern-time-series = Serie temporale
pattern-computed = Totali calcolati
pattern-outlier = Outlier
pattern-polymorphic = Polimorfico (più tipi in una collezione)
pattern-attribute = Attributo (coppie nome-valore)
pattern-schema-versioning = Versionamento dello schema
pattern-document-versioning = Versionamento dei documenti
pattern-approximation = Approssimazione
pattern-archive = Archivio

## Cosa fa ogni pattern: la spiegazione di una risposta nella modalità didattica
does-embed = Tiene l'unico documento collegato come sottodocumento del padre, letto e scritto insieme a esso.
does-embed-array = Tiene i figli come array dentro il documento del padre, così una sola lettura restituisce entrambi.
does-child-references = Tiene i figli in una collezione propria e un array dei loro id nel padre.
does-parent-reference = Tiene i figli in una collezione propria, ciascuno con l'id del suo padre, e li trova con un indice su quel campo.
does-two-way-references = Tiene gli id su entrambi i lati, così ciascun lato trova l'altro per id, e una modifica del collegamento si scrive su entrambi.
does-extended-reference = Tiene il riferimento insieme alle copie dei pochi campi letti con esso, così la maggior parte delle letture non richiede una seconda query.
does-subset = Tiene ogni figlio in una collezione propria e una copia degli ultimi pochi nel padre, per la pagina che li mostra.
does-tree-parent-references = Memorizza l'id del padre di ogni nodo: il padre è a una query di distanza, un intero sottoalbero richiede un $graphLookup ricorsivo.
does-tree-child-references = Memorizza in ogni nodo gli id dei suoi figli, così scendere costa una query per livello.
does-tree-array-of-ancestors = Memorizza in ogni nodo il padre e gli id di tutti i suoi antenati, così una query indicizzata trova un sottoalbero o il percorso fino alla radice.
does-tree-materialized-paths = Memorizza in ogni nodo il suo percorso dalla radice come stringa, così una ricerca per prefisso trova un intero sottoalbero.
does-bucket = Raggruppa i figli in documenti bucket di dimensione o intervallo di tempo fissi, separati dal padre, con un riepilogo in ogni bucket.
does-time-series = Tiene ogni misurazione come documento di una collezione di serie temporali, identificato dal suo istante e dall'id del padre, che MongoDB raggruppa da sé in bucket compressi.
does-computed = Aggiorna a ogni scrittura i totali che servono alle letture, invece di sommarli a ogni lettura.
does-outlier = Incorpora il numero abituale di figli e segna i rari padri che ne hanno molti di più, i cui figli in eccesso vanno in documenti di overflow.
does-polymorphic = Tiene documenti di tipi diversi in una sola collezione: i campi comuni uguali per tutti, ogni tipo con campi propri.
does-attribute = Trasforma molti campi simili in un array di coppie nome-valore, così un solo indice serve le query su ciascuno di essi.
does-schema-versioning = Segna ogni documento con la versione della sua forma, così forme vecchie e nuove convivono mentre vengono migrate.
does-document-versioning = Tiene la versione corrente di ogni documento in una collezione e tutte le versioni precedenti in un'altra.
does-approximation = Scrive un conteggio solo ogni tot eventi, rinunciando all'esattezza in cambio di molte meno scritture.
does-archive = Sposta i documenti vecchi e letti di rado in una collezione o in uno storage a parte, così il working set resta piccolo.

## Per un pattern che tiene i figli in entrambi i modi, cosa tiene in modo
## incorporato: la risposta della modalità didattica a chi ha scelto "incorpora"
partly-bucket = In parte giusto: il pattern Bucket incorpora i figli in documenti bucket, un numero fisso in ciascuno, tenuti separati dal padre.
partly-extended-reference = In parte giusto: il Riferimento esteso copia alcuni campi dell'altro documento accanto al riferimento, così si leggono come se fossero incorporati, e tiene il resto a parte.
partly-outlier = In parte giusto: il pattern Outlier incorpora il numero abituale di figli e sposta in documenti di overflow solo i figli in eccesso dei pochi padri grandi.
partly-subset = In parte giusto: il pattern Sottoinsieme incorpora nel padre gli ultimi pochi figli, e tiene anche ciascuno di essi in una collezione propria.

## Gli anti-pattern nominati dai problemi rilevati sull'intero modello
antipattern-unbounded-array = Array illimitato
antipattern-bloated-document = Documento sovraccarico
antipattern-too-many-lookups = Troppi $lookup
antipattern-unnecessary-index = Indice superfluo
antipattern-too-many-collections = Troppe collezioni
antipattern-separated-data-read-together = Dati letti insieme, memorizzati a parte
antipattern-hot-counter = Contatore scritto troppo spesso
antipattern-similar-fields = Molti campi simili
