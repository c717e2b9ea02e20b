# Le parole proprie del pannello dei consigli: titoli, pulsanti ed etichette
# intorno al consiglio che scrive il server (che è in `advice.ftl`).
# `{ $name }` è un valore inserito quando il pannello viene mostrato;
# `{ $n }` è un numero.

## Il pannello
advice = Consiglio
advice-updating = Aggiornamento…
advice-asking = Chiedo al consulente…
advice-needs-fix = Da correggere
advice-up-to-date = Aggiornato
teaching-mode = Modalità didattica
teaching-mode-hint = I partecipanti provano a indovinare prima che la risposta venga mostrata
presenter-view = Vista presentatore
presenter-view-hint = Caratteri grandi per un proiettore, diagramma compreso: il diagramma si adatta alla sua area
wide-advice = Consiglio largo
wide-advice-hint = Allarga il consiglio per leggere i documenti affiancati; l'area del diagramma si restringe e l'ispettore si chiude
recommendations = Raccomandazioni
recommendations-shared = Per il modello così come è stato condiviso.
laying-out-question = Preparazione della domanda…
laying-out-advice = Preparazione del consiglio…
teaching-select = Modalità didattica: seleziona una relazione o un'entità con un pattern proprio; l'aula risponde prima di Nestlink.
needs-fix-first = Ancora nessun consiglio per questa relazione: prima il modello va corretto.

## Il consiglio per una relazione
copy = Copia
copy-named = Copia { $what }
copy-index = indice
copy-read = lettura
copy-aggregation = aggregazione
copy-write = scrittura
copy-documents = documenti di { $collection }
copy-sample = documento di esempio di { $collection }
copy-validator = validatore di { $collection }
size-scale = Scala logaritmica; la fine è il limite di 16 MiB per documento
assumed = Ipotizzati, perché nessuno li ha inseriti: { $counts }. Il pulsante Mantieni dell'ispettore ne fa un valore tuo; qualsiasi numero inserito cambia il consiglio.
warnings = Avvisi
to-copy = Campi da copiare (denormalizzare)
to-copy-latest = { $field } (gli ultimi { $n }) in { $entity }
to-copy-field = { $field } in { $entity }
indexes = Indici
side-by-side = Affiancati
rules = Regole su cui si basa
alternatives = Alternative
entity-pattern = { $pattern } di { $entity }
entity-pattern-in = in
variant-embedded = Incorporato
variant-referenced = Con riferimenti
recommended = Consigliato
typical = Tipico
largest = Massimo
no-limit = nessun limite: cresce senza fine
passes-limit = Supera 16 MiB con { $n } figli.
round-trips = { $n ->
    [one] { $n } andata e ritorno al server
   *[other] { $n } andate e ritorni al server
}
lookup = Oppure in un solo viaggio, con $lookup:

## Nulla di selezionato
select-relationship = Seleziona una relazione per il suo consiglio. Lo schema nel suo insieme:
collection = Collezione { $name }
collection-holds = contiene { $entities }
validation = Validazione ($jsonSchema)
findings = Problemi rilevati
at = Posizione: { $place }.
show-it = Mostra

## I costi a confronto
costs = Costi a confronto
cost-way = Modo
cost-largest = Massimo
cost-largest-hint = Il documento più grande con il massimo dei figli e la sua quota del limite di 16 MiB
cost-reads = Letture
cost-reads-hint = Query per leggere un genitore con i suoi figli
cost-writes = Scritture
cost-writes-hint = Documenti scritti quando si aggiunge un figlio
cost-atomic = Atomica
cost-atomic-hint = La modifica di entrambi i lati è una sola scrittura in un solo documento?
yes = sì
no = no
no-bound = nessun limite

## Modalità didattica
your-answer = La tua risposta
quiz-question = Incorporare o collegare? Cosa faresti qui?
embed = Incorpora
reference = Riferimento
quiz-or-name = Oppure indica il pattern
quiz-choose = Scegli un pattern…
quiz-entity = Quale pattern si adatta ai documenti di { $entity } nel loro insieme?
quiz-name = Indica il pattern
ask-again = Chiedi di nuovo


## Il riscontro della modalità didattica su una risposta. { $pattern } è il nome
## del pattern consigliato, { $guessed } la risposta data; a ciascuno segue
## cosa fa il pattern (`does-<id>` in patterns.ftl).
teach-right-embed = Giusto: va incorporato. Il pattern di Nestlink è { $pattern }.
teach-right-reference = Giusto: va usato un riferimento. Il pattern di Nestlink è { $pattern }.
teach-exactly = Esatto: { $pattern }.
teach-other = Nestlink consiglia { $pattern }, non { $guessed }.
teach-guessed-embed = l'incorporazione
teach-guessed-reference = un riferimento
teach-not-listed = Qui Nestlink non prevede { $guessed } tra le opzioni.
teach-with = Con { $guessed }: { $tradeoff }

## La riga della tabella dei costi per ogni modo non scelto: che cosa
## guadagnerebbe, poi "ma" che cosa costerebbe. { $size } è una dimensione ("14,0 MiB").
why-not = Perché non { $pattern }: { $why }.
wn-trips-fewer = { $n ->
    [one] { $n } andata e ritorno al server in meno
   *[other] { $n } andate e ritorni al server in meno
}
wn-trips-more = { $n ->
    [one] { $n } andata e ritorno al server in più
   *[other] { $n } andate e ritorni al server in più
}
wn-less-per-read = { $size } in meno per lettura
wn-more-per-read = { $size } in più per lettura
wn-atomic = una scrittura atomica
wn-not-atomic = nessuna singola scrittura atomica
wn-writes-per-child = { $n ->
    [one] { $n } scrittura per figlio aggiunto invece di { $chosen }
   *[other] { $n } scritture per figlio aggiunto invece di { $chosen }
}
wn-writes-per-move = { $n ->
    [one] { $n } scrittura per nodo spostato invece di { $chosen }
   *[other] { $n } scritture per nodo spostato invece di { $chosen }
}
wn-rewritten = { $n ->
    [one] { $n } documento riscritto quando cambia un campo copiato
   *[other] { $n } documenti riscritti quando cambia un campo copiato
}
wn-no-copies = nessuna copia da tenere allineata
wn-cannot = non si può usare: { $why }
wn-at-max = { $size } al massimo
wn-set-aside = non per questi fatti: { $why }
wn-same = qui gli stessi costi; decidono le ragioni sopra
wn-but = { $gains }, ma { $losses }
wn-joiner = {", "}
# Il separatore decimale nelle dimensioni ("1,2 KiB").
decimal-sign = ,

place-entity = entità { $entity }
place-field = entità { $entity }, campo { $field }
place-relationship = relazione { $from } → { $to }
place-model = il modello
