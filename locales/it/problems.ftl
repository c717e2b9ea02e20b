# I problemi del modello: ciò che l'editor segna accanto alla parte sbagliata e
# ciò che l'API risponde con `invalid_model`. Le chiavi del formato del modello
# (`typical`, `read_as`, "page") restano come sono: sono ciò che si cambia in
# un file. { $name }, { $entity }, { $id } arrivano già tra virgolette, come li
# scrive il modello.

## Il modello nel suo insieme
problem-unsupported-version = La versione del formato del modello è { $version }, ma è supportata solo la versione { $understood }. Imposta "version" a { $understood }.
problem-too-many-entities = Il modello ha { $count } entità; ne sono ammesse al massimo { $limit }. Dividilo in modelli più piccoli.
problem-too-many-relationships = Il modello ha { $count } relazioni; ne sono ammesse al massimo { $limit }. Dividilo in modelli più piccoli.
problem-count-too-large = { $key } vale { $value }, più di { $limit }, il numero più grande che un browser rappresenta con esattezza; usa un numero più piccolo, oppure null per max quando non c'è limite.

## Le entità e i loro campi
problem-invalid-id-entity = L'id di entità { $id } non è valido: usa 1-64 lettere, cifre, '_' o '-'.
problem-invalid-id-relationship = L'id di relazione { $id } non è valido: usa 1-64 lettere, cifre, '_' o '-'.
problem-duplicate-entity-id = L'id di entità { $id } è già usato da { $first }; dai a ogni entità un id proprio.
problem-invalid-entity-name = Il nome di un'entità deve avere 1-64 caratteri e non può essere vuoto né fatto di soli spazi.
problem-duplicate-entity-name = Il nome di entità { $name } è già usato da { $first }; i nomi devono essere unici.
problem-field-name-blank = Il nome di campo { $name } deve avere 1-64 caratteri e non può essere vuoto né fatto di soli spazi.
problem-field-name-dot = Il nome di campo { $name } non può contenere un punto (MongoDB legge i punti come percorsi).
problem-field-name-dollar = Il nome di campo { $name } non può iniziare con $ (MongoDB lo riserva agli operatori).
problem-duplicate-field = L'entità { $entity } ha già un campo chiamato { $name }; rinomina uno dei due.
problem-invalid-shape-versions = shape_versions conta le forme di documento che convivono fianco a fianco, quindi vale almeno 1; usa 1 quando tutti i documenti hanno la stessa forma.
problem-invalid-archive-after = archive_after.count è 0: indica dopo quanti periodi (unità: { $per }) i documenti vengono letti di rado (almeno 1), oppure rimuovi archive_after.
problem-archive-without-date = archive_after ha bisogno dell'età di ogni documento in un campo: aggiungi a { $entity } un campo di tipo date (quando è stato creato, o venduto), oppure rimuovi archive_after.
problem-approximate-not-a-number = { $field } è di tipo { $type }, ma solo un numero può essere approssimato (scritto una volta ogni tot modifiche); dagli un tipo numerico oppure rimuovi approximate.

## Le relazioni
problem-duplicate-relationship-id = L'id di relazione { $id } è già usato da { $first }; dai a ogni relazione un id proprio.
problem-unknown-entity = "{ $key }" indica l'entità { $id }, che non è nel modello; usa l'id di un'entità esistente.
problem-label-blank = L'etichetta { $label } diventa un nome di campo, quindi deve avere 1-64 caratteri e non può essere vuota né fatta di soli spazi.
problem-label-dot = L'etichetta { $label } diventa un nome di campo, quindi non può contenere un punto (MongoDB legge i punti come percorsi).
problem-label-dollar = L'etichetta { $label } diventa un nome di campo, quindi non può iniziare con $ (MongoDB lo riserva agli operatori).
problem-unknown-display-field = display_fields contiene { $name }, ma { $entity } (il lato "to") non ha un campo con questo nome.
problem-unknown-parent-display-field = parent_display_fields contiene { $name }, ma { $entity } (il lato "from") non ha un campo con questo nome.
problem-typical-above-max = typical ({ $typical }) è maggiore di max ({ $max }); aumenta max, riduci typical, oppure imposta max a null se non c'è limite.
problem-count-above-one = Una relazione uno-a-uno ha al massimo un figlio, ma { $key } è maggiore di 1; cambia la cardinalità o il numero.
problem-inverse-typical-not-many-to-many = inverse_typical (padri per figlio) vale solo per le relazioni molti-a-molti, e questa è { $cardinality }; rimuovilo oppure cambia la cardinalità.
problem-tree-queries-not-self = tree_queries vale solo per un'entità in relazione con se stessa (from == to); rimuovilo oppure fai puntare la relazione alla stessa entità da cui parte.
problem-unknown-query-field = query_fields contiene { $name }, ma { $entity } (il lato "to") non ha un campo con questo nome; aggiungi il campo o toglilo dall'elenco.
problem-invalid-reads-per-write = reads_per_write è { $ratio }, ma conta le letture per ogni figlio scritto, quindi deve essere un numero maggiore di 0 (1000 per mille letture per scrittura, 0.1 per una lettura ogni dieci scritture).
problem-invalid-growth = growth.count è 0, ma growth descrive figli che arrivano, almeno 1 per periodo (unità: { $per }); se non ne arriva nessuno, rimuovi growth.
problem-invalid-page-size = page_size è il numero di figli in una pagina, quindi vale almeno 1.
problem-page-size-missing = read_as è "page", ma page_size non indica quanti figli contiene una pagina; imposta page_size (ad esempio 20).
problem-page-size-without-pages = page_size vale solo quando i figli si leggono una pagina alla volta; imposta read_as a "page" oppure rimuovi page_size.
problem-latest-without-count = read_as è "latest", ma shown_with_parent non indica quanti degli ultimi figli vengono mostrati; imposta shown_with_parent.
problem-outliers-without-max = outlier_max descrive i pochi padri che superano max, ma max è senza limite; imposta max al numero entro cui resta la maggior parte dei padri, oppure rimuovi outlier_max.
problem-outlier-max-not-above-max = outlier_max ({ $outlier }) deve essere maggiore di max ({ $max }): indica quanti figli hanno i pochi padri che superano il limite della maggior parte; aumentalo, oppure usa null se questi casi estremi non hanno limite.
problem-link-field-name-blank = Il nome di campo del collegamento { $name } deve avere 1-64 caratteri e non può essere vuoto né fatto di soli spazi.
problem-link-field-name-dot = Il nome di campo del collegamento { $name } non può contenere un punto (MongoDB legge i punti come percorsi).
problem-link-field-name-dollar = Il nome di campo del collegamento { $name } non può iniziare con $ (MongoDB lo riserva agli operatori).
problem-duplicate-link-field = La relazione ha già un campo del collegamento chiamato { $name }; rinomina uno dei due.
problem-link-field-id = Un campo del collegamento non può chiamarsi "_id": in un elemento di un array prenderebbe il posto dell'id dell'altro lato; rinominalo.
problem-link-field-clash = Il campo del collegamento { $name } ha lo stesso nome di un campo di { $entity }, e i due starebbero nello stesso documento incorporato; rinomina il campo del collegamento.
problem-subtype-not-one-to-one = Un collegamento "è un" (subtype) è uno-a-uno: ogni documento di { $entity } è di un solo tipo. Cambia la cardinalità da { $cardinality } a uno-a-uno (one-to-one), oppure rimuovi subtype.
problem-subtype-self = Un'entità non può essere un tipo di se stessa; fai puntare il collegamento "è un" a un'altra entità, oppure rimuovi subtype.
problem-unknown-subtype-field = subtype.by contiene { $name }, ma { $entity } (il lato "from") non ha un campo con questo nome; aggiungi il campo che distingue i tipi ("tipo", "sport"...).
problem-invalid-subtype-value = subtype.value è il valore del campo "by" che contraddistingue questo tipo; deve avere 1-64 caratteri e non può essere vuoto né fatto di soli spazi.
