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
