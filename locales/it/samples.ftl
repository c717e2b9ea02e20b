# Le didascalie dei documenti di esempio: quanto costa una scrittura in ciascuno
# dei modi mostrati affiancati, e dove un documento supera il limite di 16 MiB di
# MongoDB. I nomi arrivano come sono scritti nel modello; l'inglese mette "a" o
# "an" davanti a un nome con A(), l'italiano scrive solo il nome.
# Le collezioni ({ $collection }, { $archive }) e i nomi dei campi restano come sono.

## Che cosa tocca una scrittura
sample-count-every = Ogni modifica a un { $name } scrive il suo documento: { $every } modifiche, { $every } scritture, e il valore è sempre esatto.
sample-count-approximate = L'applicazione conta le modifiche a un { $name } e scrive una volta ogni { $every }, aggiungendo { $every }: { $every } modifiche, 1 scrittura. Il valore memorizzato può restare indietro fino a { $behind } modifiche.
sample-attribute-writes = Modificare un { $value } riscrive l'unico documento di { $from } che lo contiene: 1 documento, atomico. Ma una ricerca per { $value } richiede un indice sul campo di ogni { $name }, e un nuovo { $name } richiede un nuovo indice.
sample-copied-everywhere = Ogni { $to } viene copiato in ogni { $from } collegato: modificare un solo { $to } tocca di solito { $count } documenti di { $from } (updateMany), non atomicamente.
sample-embedded-one = Modificare un { $to } riscrive l'unico documento di { $from } che lo contiene: 1 documento, atomico.
sample-polymorphic-kind = I campi di un { $to } cambiano insieme al resto del suo { $from }: 1 documento, atomico.
sample-parent-copies-unbounded = Una modifica di { $fields } del { $from } tocca il { $from } e ogni { $to } che ne tiene una copia: di solito { $count } documenti, senza limite superiore, con un solo updateMany su "{ $collection }"; le copie non si aggiornano atomicamente con il { $from }.
sample-parent-copies = Una modifica di { $fields } del { $from } tocca il { $from } e ogni { $to } che ne tiene una copia: di solito { $count } documenti e al massimo { $max }, con un solo updateMany su "{ $collection }"; le copie non si aggiornano atomicamente con il { $from }.
sample-latest-copy = Modificare un { $to } tocca il suo documento e, finché è tra gli ultimi, la sua copia nel { $from }: 2 documenti, non atomici tra loro. Anche un nuovo { $to } costa 2 scritture (insertOne, poi $push con $each, $sort e $slice).
sample-child-copies = Una modifica di { $fields } di un { $to } tocca il { $to } e ogni { $from } che ne tiene una copia: di solito { $count } documenti (updateMany su "{ $collection }" con arrayFilters), non atomici tra loro.
sample-move-ids = Modificare un { $to } riscrive solo il suo documento; spostarlo in un altro { $from } tocca 3 documenti (il { $to } e gli array di entrambi i { $from }), non atomici tra loro.
sample-own-document = Modificare un { $to } riscrive solo il suo documento in "{ $collection }": 1 documento; nulla viene copiato.
sample-tree-one-document = L'intero albero sotto una radice è un solo documento: spostare o modificare un nodo { $node } riscrive quel documento, 1 documento, atomico.
sample-tree-child-move = Spostare un nodo { $node } tocca 2 documenti: $pull dal campo "{ $field }" del vecchio padre e $push in quello del nuovo, non atomici tra loro.
sample-tree-path-move = Spostare un nodo { $node } riscrive il suo "path" e quello di ogni { $node } sotto di esso (updateMany sui percorsi che iniziano con il vecchio).
sample-tree-ancestors-move = Spostare un nodo { $node } riscrive il nodo stesso e gli "ancestors" di ogni { $node } sotto di esso (updateMany).
sample-tree-parent-move = Spostare un nodo { $node } riscrive il suo campo "parent": 1 documento.
sample-schema-version = Una scrittura memorizza la forma più recente e imposta "{ $field }" a { $version }: 1 documento, atomico. I documenti più vecchi passano alla forma più recente alla loro prossima scrittura (o con un job in background), mai tutti insieme.
sample-history-array = Ogni modifica aggiunge a "history" la versione che sostituisce: 1 documento, atomico, ma il documento cresce di un'intera copia a ogni modifica (senza arrivare a 16 MiB).
sample-history-array-breaks = Ogni modifica aggiunge a "history" la versione che sostituisce: 1 documento, atomico, ma il documento cresce di un'intera copia a ogni modifica (oltre 16 MiB dopo { $at } modifiche).
sample-document-versioning = Una modifica copia la versione che sostituisce in { $revisions }, poi aggiorna quella corrente e incrementa "{ $field }": 2 documenti, tenuti insieme da una transazione.
sample-bucket-upsert = Un nuovo { $to } è un solo upsert nel bucket corrente del suo { $from }: 1 documento, atomico, nessuna lettura prima; il primo { $to } che non ci sta apre il bucket successivo.
sample-computed-kept = Un nuovo { $to } viene inserito e i totali del suo { $from } aumentano con $inc: 2 documenti, non atomici tra loro se non in una transazione; una lettura del { $from } ne tocca 1.
sample-computed-only = Un nuovo { $to } aumenta solo i totali del suo { $from } con $inc: 1 documento, atomico; il { $to } stesso non viene memorizzato.
sample-outlier-push = Un nuovo { $to } si aggiunge al suo { $from } finché l'array ne contiene meno di { $usual }: 1 documento, atomico. Per un outlier segnato va invece in un documento di overflow (altre 2 scritture, non atomiche tra loro).
sample-archive-job = Un job pianificato copia i documenti più vecchi di { $age } in { $archive } e poi li elimina da { $live }: 2 scritture per documento archiviato, ciascuna atomica, ma non insieme (la copia lascia intatti i documenti già presenti, quindi il job si può rieseguire dopo un errore).
sample-time-series-insert = Un nuovo { $to } è un solo inserimento: MongoDB lo colloca da sé, compresso, nel bucket aperto del suo { $from }. Una serie temporale si scrive una volta; aggiornamenti ed eliminazioni dei suoi documenti servono alle correzioni.

## Un'età, per il job di archiviazione qui sopra
sample-age-second = { $n ->
    [one] { $n } secondo
   *[other] { $n } secondi
}
sample-age-minute = { $n ->
    [one] { $n } minuto
   *[other] { $n } minuti
}
sample-age-hour = { $n ->
    [one] { $n } ora
   *[other] { $n } ore
}
sample-age-day = { $n ->
    [one] { $n } giorno
   *[other] { $n } giorni
}
sample-age-month = { $n ->
    [one] { $n } mese
   *[other] { $n } mesi
}
sample-age-year = { $n ->
    [one] { $n } anno
   *[other] { $n } anni
}

## Dove un documento supera il limite di 16 MiB ({ $limit }: i suoi byte)
sample-over-limit-one = Oltre il limite BSON di 16 MiB ({ $limit } byte) anche con un solo figlio: questo documento non si può memorizzare.
sample-grows-past = Cresce senza limite: con { $at } { $children } per { $parent } il documento supera il limite BSON di 16 MiB ({ $limit } byte) e non si può più scrivere.
sample-breaks-at = Si rompe con { $at } { $children } per { $parent }: supera il limite BSON di 16 MiB ({ $limit } byte) prima del massimo di { $max }.
sample-history-grows = Cresce a ogni modifica, senza limite: dopo { $at } modifiche il documento supera il limite BSON di 16 MiB ({ $limit } byte).
sample-bucket-too-full = Un bucket pieno di { $count } { $children } supera il limite BSON di 16 MiB: usa bucket più piccoli.
