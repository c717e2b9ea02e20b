# Le parole dell'editor: la barra degli strumenti. `{ $n }` è un numero; un
# messaggio che ne dipende ha una forma per ogni categoria di plurale della
# lingua.

## La barra degli strumenti
toolbar = Strumenti dell'editor
toolbar-loading = Caricamento dell'editor
model-name = Nome del modello
new-model = Nuovo
new-model-hint = Inizia un modello nuovo e vuoto; questo resta in I miei modelli
my-models = I miei modelli
untitled-model = Modello senza titolo
# The name of a new entity, before its number ("Entity 1").
new-entity-word = Entità
my-models-hint = I modelli che questo browser conserva: aprili, rinominali, copiali o eliminali
open-file = Apri file
import-file = Importa SQL o documenti…
import-file-hint = Porta uno schema che hai già (annullabile): istruzioni SQL CREATE TABLE (.sql), documenti di esempio da mongoexport (.json, .jsonl; scegli più file per importare più collezioni e i riferimenti tra di esse) o un diagramma di MongoDB Compass (.mdm)
import-folder = Importa cartella…
import-folder-hint = Importa una cartella di file di mongoexport (annullabile): ogni file .json o .jsonl è una collezione, con i riferimenti tra di esse
examples-menu = Apri un esempio
examples-menu-hint = Apri un esempio svolto come nuovo modello
examples-menu-first = Esempi…
save-file = Salva file
share = Condividi
share-hint = Conserva questa versione sul server e ottieni un link
private-link = Link privato
private-link-hint = Un link che contiene il modello stesso: sul server non viene conservato nulla
export-svg = Esporta SVG
export-png = Esporta PNG
export-picture-hint = Il diagramma con le icone dei consigli e le cornici delle collezioni, per una dispensa
with-advice = con i consigli
with-advice-hint = L'immagine esportata elenca accanto al diagramma il pattern e il motivo di ogni relazione
export-menu = Esporta schema
export-menu-hint = Scarica lo schema consigliato: uno script mongosh che lo crea, un diagramma Mermaid o i suoi validatori
export-menu-first = Esporta schema…
export-mongosh = Script mongosh
export-mermaid = Diagramma Mermaid delle collezioni
export-mermaid-model = Diagramma Mermaid del modello
export-json-schema = Validatori JSON Schema
export-compass = Diagramma di MongoDB Compass
new-entity = Nuova entità
new-entity-hint = Nuova entità (N)
auto-layout = Riordina
auto-layout-hint = Disposizione automatica (L)
undo = Annulla
undo-hint = Annulla (Ctrl+Z)
redo = Ripeti
redo-hint = Ripeti (Ctrl+Shift+Z)
zoom-out = Riduci
zoom-in = Ingrandisci
fit = Adatta
fit-hint = Adatta allo schermo (F)
shortcuts = Scorciatoie
shortcuts-hint = Scorciatoie da tastiera (?)
problem-count = { $n ->
    [0] Nessun problema
    [one] { $n } problema
   *[other] { $n } problemi
}

## Una sessione dal vivo
owner-replaces = Solo il proprietario della sessione sostituisce il modello.
advice-hidden = Il consiglio è nascosto finché il proprietario non rivela la risposta.

## Il pannello delle scorciatoie da tastiera: i tasti di ogni riga, poi cosa fanno
shortcuts-title = Scorciatoie da tastiera
close = Chiudi
shortcut-new-entity-keys = N
shortcut-new-entity = Nuova entità
shortcut-add-field-keys = A
shortcut-add-field = Aggiungi un campo all'entità selezionata (nel nome di un campo, Invio aggiunge il successivo; Esc toglie un campo nuovo non toccato)
shortcut-relate-keys = R
shortcut-relate = Collega l'entità selezionata: passa alla scelta della destinazione della relazione
shortcut-rename-keys = F2, doppio clic
shortcut-rename = Rinomina sul posto l'entità selezionata
shortcut-next-previous-keys = ] / [
shortcut-next-previous = Seleziona l'entità successiva / precedente e portala in vista
shortcut-delete-keys = Canc / Backspace
shortcut-delete = Elimina la selezione
shortcut-undo-keys = Ctrl+Z
shortcut-undo = Annulla
shortcut-redo-keys = Ctrl+Maiusc+Z / Ctrl+Y
shortcut-redo = Ripeti
shortcut-paste-keys = Ctrl+V
shortcut-paste = Importa SQL, documenti di mongoexport o un diagramma di Compass incollati (fuori da un campo)
shortcut-arrows-keys = Tasti freccia
shortcut-arrows = Sposta le entità selezionate o, se nessuna è selezionata, sposta la vista (con Maiusc: più lontano)
shortcut-tab-keys = Tab / Maiusc+Tab
shortcut-tab = Passa da un'entità all'altra e a ogni relazione
shortcut-select-keys = Invio / Spazio
shortcut-select = Seleziona l'entità o la relazione con il focus
shortcut-escape-keys = Esc
shortcut-escape = Chiudi un pannello e annulla la selezione, o esci da un campo di testo
shortcut-layout-keys = L
shortcut-layout = Disposizione automatica
shortcut-fit-keys = F
shortcut-fit = Adatta il diagramma allo schermo
shortcut-zoom-keys = + / -
shortcut-zoom = Ingrandisci / riduci
shortcut-wheel-keys = Rotellina del mouse, pizzico
shortcut-wheel = Zoom attorno al puntatore
shortcut-pan-keys = Trascina lo sfondo, Spazio+trascina
shortcut-pan = Sposta la vista
shortcut-shift-select-keys = Maiusc+clic, Maiusc+trascina
shortcut-shift-select = Aggiungi alla selezione, seleziona con un riquadro
shortcut-handle-keys = Trascina la maniglia rotonda
shortcut-handle = Collega un'entità a un'altra (o a sé stessa)
shortcut-toggle-keys = ?
shortcut-toggle = Mostra o nascondi questo elenco
shortcut-line-ends-keys = Estremità delle linee
shortcut-line-ends = Una barretta è uno, una piccola "zampa di gallina" pochi, una "zampa di gallina" molti, una "zampa di gallina" doppia innumerevoli (squillions)

## Avvisi
autosave-failed = Salvataggio automatico non riuscito: lo spazio del browser è pieno o bloccato. Usa "Salva file" per conservare il tuo lavoro.
saved-unreadable = Il modello salvato non è leggibile; è rimasto in I miei modelli ed è stato iniziato un nuovo modello.
opened-link-model = Il modello contenuto nel link è stato aperto come nuovo modello. Quello che avevi è in I miei modelli.
replace-for-everyone = Così il modello viene sostituito per tutti nella sessione dal vivo, non solo per te. Sostituirlo?
only-owner-replaces = Solo il proprietario della sessione può sostituire l'intero modello: cambierebbe per tutti.
share-instead = Condividi invece
fork-before = La tua copia, un fork di{" "}
fork-after = . Quel link mostra ancora l'originale; Condividi ne crea uno nuovo per la tua copia.
shared-banner = Un modello condiviso. La tua prima modifica lo rende una tua copia; questo link non cambia mai.

## L'ispettore
inspector = Ispettore
nothing-selected = Nulla di selezionato
nothing-selected-hint = Premi N o "Nuova entità" per aggiungere un'entità. Fai clic su un'entità o una relazione per modificarla; trascina le entità per spostarle e lo sfondo per spostare la vista.
many-selected = { $n } entità selezionate
many-selected-hint = Trascinane una per spostarle tutte; i tasti freccia le spostano di poco.
delete-many = Elimina { $n } entità
entity = Entità
entity-name-label = Nome
entity-name = Nome dell'entità
fields = Campi
add-field = Aggiungi campo
relate = Collega a un'altra entità
relate-to = A
relate-target = Destinazione della relazione
relate-choose = Scegli un'entità
kind = Tipo
cardinality = Cardinalità
add-relationship = Aggiungi relazione
delete-entity = Elimina entità
field-name = Nome del campo { $n }
field-type = Tipo di { $field }
field-changes = Quanto spesso cambia { $field }
field-up = Sposta { $field } su
field-down = Sposta { $field } giù
field-delete = Elimina il campo { $field }
rel = Relazione
rel-from-to = Da { $from } a { $to }
rel-field-name = Nome del campo
rel-label = Etichetta della relazione
how-many = Quanti?
how-many-typical = Quanti { $children } per { $parent }, di solito?
typical-count = Numero tipico
at-most = Al massimo?
max-count = Numero massimo
max-unbounded-hint = "Nessun limite superiore" è spuntato: togli la spunta per indicare un massimo
no-upper-limit = Nessun limite superiore (cresce per sempre)
inverse-typical-count = Numero tipico nel verso opposto
default-value = { $value } (predefinito)
no-limit-default = nessun limite (predefinito)
keep = Mantieni
keep-named = Mantieni { $what }
keep-hint = Rendi il valore tuo, così non cambia più con il tipo
copied-legend = Cosa viene copiato, e le copie devono mantenere il vecchio valore?
shown-next-to = Quali campi di { $child } sono mostrati accanto a { $parent }?
shown-with-each = Quali campi di { $parent } sono mostrati con ogni { $child }?
queries-legend = Su cosa filtrano o ordinano le query?
filter-sort = Campi di { $child } su cui l'app filtra o ordina
tree-legend = Cosa si chiede all'albero?
delete-relationship = Elimina relazione

## Apertura e area del diagramma
opened-example-new = Aperto l'esempio "{ $name }" come nuovo modello; il tuo resta in I miei modelli.
opened-example-session = Aperto l'esempio "{ $name }" per tutti. Annulla riporta quello che avevi.
opened-file-new = Aperto il file di "{ $name }" come nuovo modello; il tuo resta in I miei modelli.
opened-file-session = Aperto il file di "{ $name }" per tutti. Annulla riporta quello che avevi.
diagram = Diagramma del modello
entity-label = Entità { $name }
relate-handle = Trascina per collegare { $name } a un'altra entità
relationship-label = Relazione { $text }, da { $from } a { $to }
is-a = è un
collection-frame = collezione { $name }

## I miei modelli
my-models-note = Conservati solo in questo browser, gli ultimi modificati per primi. Salva file o Condividi ne conservano uno altrove.
model-unreadable = Il salvataggio di quel modello non è leggibile. Resta conservato; Elimina lo rimuove.
save-unreadable = Un salvataggio non leggibile
model-size = { $entities }, { $relationships }
entities-count = { $n ->
   *[other] { $n } entità
}
relationships-count = { $n ->
    [one] { $n } relazione
   *[other] { $n } relazioni
}
kept-as-it-was = conservato così com'era
open-here = { $size } · aperto qui
model-name-of = Nome di { $model }
open = Apri
open-model = Apri { $model }
duplicate = Duplica
duplicate-model = Duplica { $model }
delete = Elimina
delete-model = Elimina { $model }
delete-open-hint = Questo modello è aperto qui: aprine un altro per eliminarlo
delete-hint = Eliminalo (Annulla eliminazione lo riporta)
deleted = { $model } eliminato.
undo-delete = Annulla eliminazione
undo-delete-failed = Il modello eliminato non può essere ripristinato: lo spazio del browser è pieno o bloccato.

## Le domande dell'ispettore sul carico di lavoro. { $child } e { $parent } sono
## i nomi delle due entità come sono scritti; { $children }, { $parents },
## { $a_child } e { $a_parent } sono gli stessi nomi (in inglese prendono
## plurale e articolo; in italiano il nome resta com'è).
card-one-to-one = uno-a-uno
card-one-to-few = uno-a-pochi
card-one-to-many = uno-a-molti
card-one-to-squillions = uno-a-innumerevoli
card-many-to-many = molti-a-molti
q-grows = Come cresce?
q-stream = Nuovi { $children } per { $parent } che arrivano come un flusso (vuoto: non è un flusso)
q-stream-aria = Quantità di crescita
q-period-aria = Periodo di crescita
q-choose-period = scegli un periodo
q-per-second = al secondo
q-per-minute = al minuto
q-per-hour = all'ora
q-per-day = al giorno
q-per-month = al mese
q-per-year = all'anno
q-kept = Ogni { $child } viene conservato (non spuntato: solo i totali calcolati da essi)
q-relinks = Quanto spesso un { $a_child } passa a un altro { $parent }, o i collegamenti vanno e vengono?
q-relinks-aria = Ricollegamenti
q-rarely = di rado
q-never = mai
q-often = spesso
q-outliers = Alcuni { $parents } hanno molti più { $children }: fino a quanti? (vuoto: nessun caso estremo)
q-outliers-aria = Massimo dei casi estremi
q-outliers-unbounded = Questi casi estremi non hanno limite
q-read = Come viene letto?
q-read-together = { $child } di solito viene mostrato insieme a { $parent }
q-read-alone = { $child } viene letto o aggiornato da solo
q-from-child = L'applicazione va spesso da un { $a_child } al suo { $parent }
q-read-as = Con un { $a_parent }, i suoi { $children } vengono letti come
q-read-as-aria = Letti come
q-read-all = tutti
q-read-latest = solo gli ultimi pochi
q-read-page = una pagina alla volta
q-read-range = un intervallo alla volta (un'ora di letture)
q-read-totals = solo totali (somme, conteggi, medie)
q-page-size = Quanti per pagina?
q-page-size-aria = Dimensione della pagina
q-latest = Solo gli ultimi K { $children } mostrati con il { $parent }? (vuoto: tutti)
q-latest-aria = Ultimi mostrati con il padre
q-ratio = Letture di un { $a_parent } con i suoi { $children } per ogni { $child } scritto (vuoto: non si sa)
q-ratio-aria = Letture per scrittura
q-snapshot = Le copie tengono il valore che avevano quando il collegamento è stato fatto (un ordine tiene l'indirizzo a cui è stato spedito)
q-kind = Un { $a_child } è un tipo di { $parent }?
q-kind-yes = Sì: un { $a_child } è un { $a_parent } di un tipo ("è un")
q-kind-field = Il campo di { $parent } che distingue i tipi
q-kind-field-aria = Campo del tipo
q-kind-value = Il suo valore per questo tipo
q-kind-value-aria = Valore del tipo
q-link = Che cosa appartiene al collegamento stesso?
q-link-hint = Campi di un { $parent } e un { $child } insieme, di nessuno dei due da solo (la quantità di un articolo in un carrello).
q-link-add = Aggiungi un campo del collegamento
q-link-name-aria = Nome del campo { $n } del collegamento
q-link-type-aria = Tipo del campo del collegamento { $field }
q-link-delete-aria = Elimina il campo del collegamento { $field }
q-documents = Come vengono conservati i suoi documenti?
q-shapes = Forme di documento fianco a fianco, le più vecchie non migrate (vuoto: 1)
q-shapes-aria = Forme di documento
q-history = Le versioni precedenti devono restare leggibili (si tiene una cronologia)
q-doc-count = Documenti in tutto (vuoto: non si sa)
q-doc-count-aria = Numero di documenti
q-archive = Letti di rado una volta più vecchi di (vuoto: sempre letti)
q-archive-aria = Età di archiviazione
q-archive-unit-aria = Unità dell'età di archiviazione
q-days = giorni
q-months = mesi
q-years = anni
q-fields-used = Come viene usato ogni campo?
q-field-used = Come viene usato { $field }
q-field-rare = Mostrato di rado quando si legge la sua entità (predefinito: spesso)
q-queries-find = Le query trovano i documenti in base a esso:
q-query-equality = cercato per valore
q-query-range = cercato per intervallo (date tra due giorni)
q-query-sort = usato per ordinare
q-query-text = cercato per parole
q-approximate = Basta un valore approssimato (un conteggio scritto ogni 100 modifiche)
q-unique = Unico: due documenti non hanno mai lo stesso valore (un indice unico)

ws-archived = Archiviata: nessuno è entrato in questa sessione per 30 giorni, quindi è in sola lettura. Condividi crea una copia che puoi modificare.
ws-locked = Modifiche bloccate: il proprietario sta presentando, tu stai guardando.
ws-following = Stai seguendo la vista del proprietario.
ws-workshop = Workshop
ws-unlock = Sblocca le modifiche
ws-lock = Blocca le modifiche
ws-unfollow = Smetti di farti seguire
ws-follow = Seguimi
ws-ask = Chiedi su questa relazione
ws-ask-hint = Seleziona una relazione, poi chiedi a tutti quale pattern le si adatta
ws-reveal = Rivela la risposta
ws-show-me = Mostrami il consiglio
ws-show-me-hint = Mentre la domanda è aperta, il consiglio è nascosto anche sul tuo schermo, nel caso sia quello proiettato
ws-end = Chiudi la domanda
ws-copy-link = Copia link
ws-copy-link-hint = Copia il link della sessione, da distribuire
ws-show-link = Mostra link
ws-show-link-hint = Mostra il link in grande, perché l'aula possa digitarlo
ws-question = Domanda dal vivo
ws-which = Quale pattern si adatta a { $relationship }?
ws-hidden = Il consiglio e i verdetti del diagramma restano nascosti finché il proprietario non rivela la risposta.
ws-your-answer-label = La tua risposta
ws-or-pattern-label = Oppure un pattern
ws-or-pattern = oppure un pattern…
ws-given = La tua risposta: { $answer }.
ws-advisor = Il consulente: { $answer }
ws-agree = Sei d'accordo con il consulente.
ws-differ = Il consulente la vede diversamente:
ws-nobody = Non c'è ancora nessuno a rispondere.
ws-no-answers = Ancora nessuna risposta (presenti: { $n }).
ws-answered = Risposte: { $answered } su { $n }.
live-banner = Una sessione dal vivo: chiunque abbia questo link modifica questo modello con te. { $how }
live-offline = Offline: le tue modifiche restano qui finché la connessione non torna.
live-connected = Connesso; sincronizzazione in corso…
live-reconnecting = Offline: riconnessione in corso…
live-kept-offline = { $n ->
    [one] Offline: { $n } modifica conservata qui, verrà inviata quando torna la connessione.
   *[other] Offline: { $n } modifiche conservate qui, verranno inviate quando torna la connessione.
}
live-now = Dal vivo: le modifiche compaiono a tutti mentre vengono fatte.
live-not-applied = La tua ultima modifica non è stata applicata: { $why }
live-archived = Questa sessione è archiviata: sola lettura.
live-held = La tua ultima modifica viola una regola del modello (vedi il problema segnato in rosso): resta qui e verrà inviata appena sarà corretta.
live-renamed-entity = Qualcun altro ha preso il nome di entità “{ $wanted }” un attimo prima di te: il tuo è “{ $kept }”.
live-renamed-field = Qualcun altro ha preso il nome di campo “{ $wanted }” un attimo prima di te: il tuo è “{ $kept }”.
live-clash = { $name } ha cambiato ciò che avevi appena impostato ({ $what }): la sua modifica è arrivata dopo la tua, quindi è quella che resta.
set-model-name = il nome del modello
set-entity-name = il nome di un'entità
set-entity-place = la posizione di un'entità
set-entity-key = la proprietà { $key } di un'entità
set-field = il campo { $field }
set-fields = i campi di un'entità
set-relationship-key = la proprietà { $key } di una relazione
set-same = la stessa cosa
why-archived = Questa sessione è archiviata (nessuno vi è entrato per 30 giorni): è in sola lettura.
why-locked = Il proprietario della sessione ha bloccato le modifiche: puoi solo guardare finché non le sblocca.
someone = Qualcuno
copied = Copiato
not-copied = Non copiato: usa Mostra link
your-name = Il tuo nome in questa sessione
join = Partecipa
people-label = Persone in questa sessione
owner-title = Il proprietario della sessione
people-owner = (proprietario)
people-you = (tu)
rename = rinomina
rename-entity = Rinomina "{ $name }"
no-fields-yet = ancora nessun campo
share-link = Link di condivisione
share-private = Il modello è contenuto in questo link: sul server non è stato conservato nulla. Chiunque abbia il link può aprirlo.
share-stored = Chiunque abbia questo link vede il modello com'è adesso. Le modifiche successive non lo cambiano: condividi di nuovo per avere un nuovo link.
share-together-before = Oppure modificatelo insieme:{" "}
share-start-live = Avvia una sessione dal vivo
share-together-after = {" "}crea un link: chiunque lo apra modifica questo modello con te, dal vivo.
share-copied = Copiato.
share-not-copied = Il browser non ha consentito la copia; seleziona il link e copialo.
share-unreadable = Non condiviso: la risposta del server non era leggibile.
share-failed = Non condiviso. { $why }
live-not-started = Non è stato possibile avviare la sessione dal vivo; riprova tra poco.

## File, link e importazioni
link-too-large = Questo modello è troppo grande per stare in un link ({ $length } caratteri; il limite è { $limit }). Usa Condividi: salva il modello sul server e dà un link breve.
link-unreadable = Impossibile leggere il modello in questo link: il link potrebbe essere stato troncato.
not-stored = Il server non è riuscito a salvare il modello; riprova tra poco.
download-refused = Il browser ha rifiutato il download.
import-files = { $n ->
    [one] { $n } file
   *[other] { $n } file
}
import-the-file = il file
import-failed = Non è stato importato nulla. { $why }
import-unreadable = Non è stato importato nulla: impossibile leggere la risposta; riprova.
import-http = il server ha risposto HTTP { $status }
import-failed-from = Non è stato importato nulla da { $file }. { $why }
imported = Importato { $file }: { $entities } e { $relationships }. Annulla riporta ciò che avevi qui.
imported-notes = Le note dell'importazione dicono che cosa è stato saltato o dedotto.
export-http = L'esportazione non è riuscita (HTTP { $status }); riprova tra poco.
export-failed = Non è stato esportato nulla. { $why }
open-failed = Non è stato aperto nulla. { $why }
import-notes = Note dell'importazione ({ $n }): che cosa è stato saltato o dedotto
import-notes-dismiss = Chiudi le note
examples-http = Impossibile caricare gli esempi (HTTP { $status }); ricarica la pagina per riprovare.
examples-unreadable = Impossibile leggere l'elenco degli esempi; ricarica la pagina.
example-unreadable = Impossibile leggere l'esempio; ricarica la pagina.
example-missing = Questo esempio non esiste; scegline uno dall'elenco.
example-http = Impossibile caricare l'esempio (HTTP { $status }); riprova tra poco.
unreachable = Impossibile raggiungere il server. Controlla la connessione e riprova.
copy-failed = Copia non riuscita
no-compression = Questo browser non sa comprimere un link; usa Condividi.
png-failed = Il browser non è riuscito a generare il PNG.
png-too-large = Il browser non è riuscito a generare il PNG (l'immagine potrebbe essere troppo grande); esporta in SVG.
file-unreadable-named = Impossibile leggere il file { $file }.
file-unreadable = Impossibile leggere il file.
started-new-model = Nuovo modello avviato. Quello che avevi è conservato in I miei modelli.
not-done = Non è stato possibile farlo: { $why }.
answer-unreadable = Impossibile leggere la risposta del server; ricarica la pagina.
advisor-http = Il consulente non ha risposto (HTTP { $status }); riprova tra poco.
not-renamed = Impossibile leggere il salvataggio di quel modello, quindi non è stato rinominato.
not-copied-model = Impossibile leggere il salvataggio di quel modello, quindi non è stato copiato.
storage-full = La memoria del browser è piena o bloccata; non è stato cambiato nulla.
copy-of = { $name } (copia)
a-model = un modello

## Le quantità su cui si basa il consiglio e che nessuno ha inserito:
## nell'ispettore (con Tieni) e sotto il consiglio. { $child } e { $parent }
## sono i nomi come sono scritti; { $children } è lo stesso nome.
assumed-line = Ipotizzato: { $what }, tipico di { $kind }.{" "}
assumed-typical = { $n ->
    [one] { $n } { $child } per { $parent }
   *[other] { $n } { $children } per { $parent }
}
assumed-max = { $n ->
    [one] al massimo { $n } { $child } per { $parent }
   *[other] al massimo { $n } { $children } per { $parent }
}
assumed-no-limit = nessun limite superiore
# Il separatore tra gruppi di cifre nei numeri grandi ("2.000").
digit-group = {"."}
