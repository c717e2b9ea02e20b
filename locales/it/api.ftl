# I messaggi di errore dell'API HTTP. Gli argomenti sono valori della
# richiesta (una route, un nome richiesto) o dettagli di un parser, lasciati come sono.

unknown-route = Non esiste una route dell'API in { $route }; le route sono elencate in /api/openapi.json.
payload-too-large = Il corpo della richiesta supera il limite di 1 MiB. Invia un modello più piccolo o dividilo.
invalid-json = Il corpo della richiesta non è un JSON valido ({ $detail }). Invia un solo oggetto JSON; il formato del modello è in /api/openapi.json.
unknown-key = { $detail }. Le chiavi sconosciute vengono rifiutate perché sono quasi sempre errori di battitura.
example-not-found = Non esiste un esempio chiamato "{ $slug }"; GET /api/v1/examples li elenca.
unknown-format = Non esiste un formato di esportazione chiamato "{ $format }"; i formati sono mongosh, mermaid, mermaid-model, json-schema e compass.
model-not-found = A questo link non c'è alcun modello condiviso. Controlla che il link sia stato copiato per intero.
session-not-found = A questo link non c'è alcuna sessione dal vivo. Controlla che il link sia stato copiato per intero.
foreign-origin = Si può entrare in una sessione dal vivo solo dalle pagine di Nestlink; questa richiesta viene dalla pagina di un altro sito. Apri il link della sessione.
not-websocket = Questo indirizzo è un WebSocket ({ $route }); collegati con un client WebSocket.
rate-limited = Da qui sono stati creati troppi link in poco tempo. Riprova tra { $seconds ->
    [one] { $seconds } secondo
   *[other] { $seconds } secondi
}.
storage-unavailable = I link condivisi non sono disponibili al momento: il database non è raggiungibile. Il tuo modello è al sicuro in questo browser; riprova tra poco.
overloaded = Il server è occupato con altre analisi. Non si è perso nulla: invia di nuovo la stessa richiesta tra poco.
unsupported-media-type = Il corpo è inviato come { $given }; questa route legge { $expected }. Invialo con quel Content-Type.
invalid-text = Il corpo non è testo UTF-8 ({ $detail }). Salva il file come UTF-8 e invialo di nuovo.
internal = Qualcosa è andato storto sul server; la richiesta era corretta. Riprova e segnalalo se continua a succedere.
model-not-valid = Il modello non è valido.
more-problems = { $first } (e { $n ->
    [one] { $n } altro problema
   *[other] altri { $n } problemi
}, elencati in "problems")

import-syntax = L'SQL non si può leggere alla riga { $line }, colonna { $column }: { $reason }. Correggilo lì e importa di nuovo.
import-document = Il valore in { $path } non si può importare: { $reason }.
import-empty-sql = L'SQL non crea alcuna tabella. Importa le istruzioni CREATE TABLE dello schema (le stampano pg_dump --schema-only, mysqldump --no-data o .schema di SQLite).
import-empty-documents = Non ci sono documenti da cui imparare. Invia alcuni documenti di ogni collezione (mongoexport, o un find() copiato da mongosh).
import-empty-compass = Il diagramma non ha collezioni.
import-breaks = L'importazione creerebbe un modello che viola una regola: { $problem } Importa lo schema in parti, o correggilo lì.
import-too-large-sql = L'SQL crea { $count } tabelle; un modello ne contiene al massimo 2.000. Importa lo schema in parti.
import-too-large-documents = I documenti danno { $count } entità (collezioni e i documenti incorporati in esse); un modello ne contiene al massimo 2.000. Importa meno collezioni alla volta.
import-too-large-compass = Il diagramma ha { $count } collezioni; un modello ne contiene al massimo 2.000. Dividi il diagramma in Compass e importa ogni parte.

## Why an importer refuses a value ({ $reason } of import-document above).
import-model-sql = Importato da SQL
import-model-documents = Importato da documenti
import-refused-not-a-document = un campione deve essere un documento (un oggetto JSON)
import-refused-not-compass = non è un file di diagramma di Compass ({ $detail })
import-refused-not-compass-type = non è un file di diagramma di Compass Data Modeling (tipo "{ $type }", versione { $version })
import-refused-edits-not-base64 = le modifiche (edits) non sono in base64
import-refused-edits-not-json = le modifiche (edits) non sono JSON ({ $detail })
import-refused-edits-not-a-list = le modifiche (edits) non sono un elenco di modifiche
import-refused-edit-without-type = una modifica non ha un tipo
import-refused-set-model-empty = SetModel non ha un modello con collezioni
import-refused-first-edit = la prima modifica deve impostare il modello (SetModel)
import-refused-no-set-model = nessuna modifica imposta il modello
import-refused-no-ns = una collezione non ha ns

## An import's notes: what it skipped or guessed.
import-note-on-relationships = relazioni
import-note-on-primary-keys = chiavi primarie
import-note-on-foreign-keys = chiavi esterne
import-note-on-index = indice su { $table }
import-note-on-view = vista { $view }
import-note-only-nulls = Si sono visti solo valori null; è importato come stringa.
import-note-type-seen = { $type } in { $count }
import-note-several-types = Valori di più tipi ({ $counts }); è importato come { $type }, il più comune.
import-note-present-in = Presente in { $present } su { $documents } documenti.
import-note-ids-many-to-many = I suoi ObjectId sono valori di _id di { $parent }: una relazione molti-a-molti.
import-note-ids-reference = I suoi valori sono valori di _id di { $parent }: un riferimento, quindi è la relazione, non un campo. Un campione non può dire quanti documenti { $path } abbia un { $parent }: imposta i conteggi.
import-note-unknown-compass-type = Il suo tipo non è uno che Nestlink conosca; è importato come stringa.
import-note-link-field = Contiene il collegamento della relazione, quindi è la relazione, non un campo.
import-note-compass-counts = Le cardinalità di Compass dicono uno o molti, non quanti: ogni "molti" prende i conteggi predefiniti di Nestlink. Imposta i conteggi reali: il consiglio dipende da essi.
import-note-relationship-without-sides = Una relazione senza due collezioni del diagramma è stata saltata.
import-note-edit-skipped = Una modifica { $kind } nomina qualcosa che il diagramma non ha; è stata saltata.
import-note-edit-not-replayed = Una modifica { $kind } in { $collection } non è stata riapplicata: controlla i campi di quella collezione.
import-note-edit-unknown = Una modifica di un tipo che Nestlink non conosce ({ $kind }) è stata saltata.
import-note-alter-skipped = Si leggono solo le chiavi aggiunte; "{ $operation }" è stato saltato.
import-note-index-skipped = Gli indici non vengono importati: il consiglio propone gli indici di cui ogni pattern ha bisogno. Segna invece i campi su cui filtrano le query.
import-note-view-skipped = Le viste non vengono importate; una vista che unisce tabelle spesso indica dati letti insieme.
import-note-statement-skipped = Si importano solo le tabelle, le loro chiavi e gli indici univoci; questa istruzione è stata saltata.
import-note-table-twice = La tabella è creata due volte; si tiene la prima definizione.
import-note-compound-primary-key = La chiave primaria ha { $count } colonne ({ $columns }); restano campi, e ogni documento riceve un _id proprio. Una chiave composta può anche essere l'_id come sottodocumento.
import-note-join-table = La tabella unisce soltanto { $first } e { $second }, quindi è una relazione molti-a-molti.
import-note-join-table-with-fields = La tabella unisce soltanto { $first } e { $second }, quindi è una relazione molti-a-molti; le sue altre colonne ({ $fields }) sono campi propri del collegamento.
import-note-default-counts = Una chiave esterna non dice quanti figli abbia un genitore, quindi { $count } { $count ->
        [one] relazione uno-a-molti prende
       *[other] relazioni uno-a-molti prendono
    } il valore predefinito di Nestlink (circa 100 figli, al massimo 2.000). Non dice nemmeno se i figli si leggono con il genitore, quindi ognuna mantiene la sua direzione: il figlio tiene l'id del genitore, con un indice su di esso. Imposta i conteggi reali e spunta "… di solito viene mostrato insieme a …" dove i figli sono mostrati con il genitore, perché l'incorporamento venga valutato.
import-note-keys-as-ids = Ognuna di queste chiavi primarie diventa l'_id del suo documento, quindi non è un campo: { $keys }.
import-note-keys-as-links = Ognuna di queste colonne di chiave esterna è diventata una relazione, quindi non è un campo; il consiglio dice dove è tenuto ogni collegamento: { $columns }.
import-note-foreign-key-without-table = Una chiave esterna è aggiunta a una tabella che l'SQL non crea; è stata saltata.
import-note-references-missing = Fa riferimento a { $table }, che l'SQL non crea; la colonna resta un campo.
import-note-foreign-key-without-column = La chiave esterna nomina una colonna che la tabella non ha; è stata saltata.
import-note-compound-unique = Il vincolo di unicità su ({ $columns }) comprende { $count } colonne; solo una colonna singola diventa un campo univoco. Mantienilo con un indice univoco composto: { $code }.
import-note-column-without-type = La colonna non ha un tipo; è importata come stringa.
import-note-unknown-sql-type = Il tipo { $type } non è uno che Nestlink conosca (un enum o un tipo proprio del database?); è importato come stringa.
