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
