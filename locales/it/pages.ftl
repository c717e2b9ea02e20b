# Le parole delle pagine intorno all'editor: l'intestazione di ogni pagina,
# la pagina iniziale, la galleria degli esempi e la pagina "non trovata".
# `{ $name }` è un valore inserito quando la pagina viene mostrata.

## L'intestazione di ogni pagina
site-description = Nestlink: progetta schemi di documenti MongoDB e impara quando annidare i dati (incorporarli) e quando collegarli (riferimenti).
nav-main = Menu principale
nav-editor = Editor
nav-examples = Esempi
theme-dark = Tema scuro
language-menu = Lingua

## La pagina iniziale
home-title = Incorporare o collegare?
home-lede = Nestlink è un ambiente di prova per gli schemi di documenti MongoDB. Disegna le entità e le relazioni, indica come vengono usati i dati e, per ogni relazione, ti dice se incorporare i dati o farvi riferimento, e perché.
home-open-editor = Apri l'editor
home-see-examples = Guarda gli esempi
home-steps = Come funziona
home-draw-title = 1. Disegna
home-draw = Le entità con i loro campi e le relazioni tra di esse.
home-describe-title = 2. Descrivi l'uso
home-describe = Quanti figli ha ogni genitore, se vengono letti insieme al genitore o da soli, quanto spesso cambia ogni campo.
home-compare-title = 3. Confronta
home-compare = Il pattern consigliato in parole semplici, con il documento incorporato e quello con riferimenti affiancati: le loro dimensioni in BSON e le query che servono a ciascuno.

## La galleria degli esempi
examples-title = Esempi
examples-lead = Gli esempi svolti degli articoli da cui Nestlink ha imparato. Aprine uno, seleziona una relazione e scopri se incorporarla o collegarla, e perché; oppure attiva la modalità didattica e prova prima a indovinare.
examples-loading = Caricamento degli esempi…
examples-open = Apri nell'editor
examples-open-named = Apri "{ $title }" nell'editor

## Una pagina che non esiste
not-found-title = Pagina non trovata
not-found-text = A questo indirizzo non c'è nessuna pagina.
not-found-back = Torna alla pagina iniziale

## La pagina dell'editor
editor-title = Editor
shared-loading = Caricamento del modello condiviso…
shared-description = Uno schema MongoDB progettato in Nestlink: { $entities }, { $relationships }, con una raccomandazione per ciascuna: incorporare o referenziare.
