# La galleria degli esempi: il titolo di ogni esempio (`example-<slug>`) e la
# storia della sua applicazione (`example-<slug>-story`). I modelli stessi
# (nomi di entità e di campi) restano come sono in `server/examples/`.

example-university = Gli studenti di un'università
example-university-story = La segreteria di un'università registra gli studenti con la loro tessera ID, qualche indirizzo email, i corsi che frequentano e i messaggi che pubblicano su una bacheca messaggi. Ogni relazione pone la domanda in modo diverso: una sola tessera, pochi indirizzi, un molti-a-molti di dimensioni modeste e un flusso di messaggi senza fine.

example-product-parts = Prodotti composti di parti
example-product-parts-story = Un negozio di ferramenta vende prodotti assemblati con qualche centinaio di parti, e la stessa parte entra in molti prodotti. Le parti si consultano anche da sole, quindi il prodotto tiene un elenco di id delle parti, ciascuno con accanto il nome della parte, invece delle parti stesse.

example-host-logs = Host e i loro messaggi di log
example-host-logs-story = Un servizio di monitoraggio conserva ogni riga di log inviata dai suoi host: milioni per host nel tempo. Nessun documento di host potrebbe contenerle, quindi è invece ogni messaggio a fare riferimento al suo host.

example-person-tasks = Persone e le loro attività
example-person-tasks-story = Un'app di cose da fare mostra le attività di una persona, e la pagina di ogni attività mostra a chi appartiene. Entrambe le direzioni si leggono spesso, quindi ciascun lato tiene i riferimenti all'altro.

example-publisher-books = Editori e i loro libri
example-publisher-books-story = Un catalogo elenca i libri per editore. L'elenco dei libri di un editore non fa che crescere, quindi è ogni libro a indicare il suo editore, invece di un array sempre più lungo nel documento dell'editore.

example-movie-details = Film e i dettagli mostrati di rado
example-movie-details-story = Un sito di cinema mostra titolo, anno e locandina in ogni elenco, ma il cast completo e le curiosità solo nella rara pagina di dettaglio. Spostare la parte letta di rado in una collezione propria mantiene piccoli i documenti letti più spesso.

example-product-reviews = Prodotti e le loro ultime recensioni
example-product-reviews-story = La pagina di un prodotto di un negozio mostra le dieci recensioni più recenti; tutte le altre sono a un clic di distanza. Le dieci vengono copiate nel prodotto, e tutte le recensioni stanno in una collezione propria.

example-category-tree = Un albero di categorie
example-category-tree-story = Un negozio online classifica i prodotti in categorie annidate, e le sue pagine chiedono di una categoria il padre (per le breadcrumb) e i figli (per i menu). Ogni categoria indica il suo padre: spostare un ramo è un solo aggiornamento.

example-book-checkout = Libri e prestiti in biblioteca
example-book-checkout-story = Una biblioteca non deve mai prestare più copie di un libro di quante ne possiede. Il numero di copie disponibili e i prestiti cambiano insieme, in un'unica scrittura atomica, quindi stanno nello stesso documento.

example-sensor-readings = Sensori e le loro misurazioni
example-sensor-readings-story = In una serra ogni sensore di temperatura invia una misurazione al minuto, e la dashboard mostra il grafico di un sensore su un'ora o su un giorno. Un documento ordinario per misurazione vorrebbe dire milioni di documenti minuscoli e di voci d'indice; una collezione di serie temporali tiene un documento per misurazione e li raggruppa da sé in bucket compressi, così ogni misurazione è un solo inserimento.

example-movie-revenue = Film e i loro incassi
example-movie-revenue-story = Un sito di cinema mostra ogni film con quante persone l'hanno visto e quanto ha incassato, su migliaia di proiezioni nelle sale di tutto il mondo. I visitatori leggono quei totali molto più spesso di quanto si aggiungano proiezioni, quindi i totali stanno nel documento del film e ogni nuova proiezione li aumenta con $inc.

example-movie-releases = Film usciti paese per paese
example-movie-releases-story = Un catalogo di film registra quando ogni film è uscito in ciascun paese, e i visitatori cercano i film usciti in un paese dopo una certa data. Ogni uscita è una coppia, un paese e una data, quindi le uscite stanno nel film come array di coppie: un solo indice composto su paese e data risponde alla ricerca per ogni paese, mentre con un campo per paese servirebbe un indice per ciascuno.

example-contact-shapes = Contatti dei clienti che hanno cambiato forma
example-contact-shapes-story = All'inizio un negozio online teneva per ogni cliente un numero di telefono di casa e uno di lavoro. Poi ha aggiunto cellulari e account social in un unico sottodocumento dei contatti, senza riscrivere i milioni di clienti già memorizzati. Le due forme convivono in una collezione; un numero di versione in ogni documento dice all'applicazione quale forma sta leggendo, e un cliente passa alla nuova forma al successivo salvataggio del suo documento.

example-policy-history = Polizze assicurative e la loro storia
example-policy-history-story = Una compagnia assicurativa modifica la polizza di un cliente qualche volta l'anno: si aggiunge un bene assicurato, cambia il premio. I sinistri si valutano sulla polizza com'era il giorno del danno, quindi ogni versione precedente deve restare leggibile. La polizza corrente resta piccola nella sua collezione, dove vanno tutte le query abituali, e ogni modifica copia prima la versione che sostituisce in una collezione di revisioni.

example-theater-screenings = Cinema e i film in programmazione
example-theater-screenings-story = Una catena di cinema elenca, per ciascuno dei suoi cinema, i film in programmazione con titolo e durata, e quante persone hanno visto ogni film lì. Un film è in programmazione in molti cinema, quindi ha un documento proprio; ogni cinema tiene, per ogni film, l'id del film, i due campi che la sua pagina mostra e gli spettatori che riguardano solo quel film in quel cinema.

example-city-population = Popolazione delle città in una dashboard
example-city-population-story = Una dashboard statistica mostra come cambia negli anni la popolazione di ogni città. Nascite, morti e trasferimenti cambiano il dato di una città molte volte al giorno, eppure nessuno lo legge fino all'ultima persona. Invece di scrivere ogni modifica, l'applicazione le conta e scrive una volta ogni cento, aggiungendo cento: cento volte meno scritture per un dato che non resta mai indietro di più di novantanove.

example-sales-archive = Vendite conservate per anni, lette per mesi
example-sales-archive-story = Un negozio online registra ogni vendita con i prodotti che conteneva. Clienti e personale consultano le vendite recenti; quelle di oltre cinque anni si leggono solo per qualche raro audit, eppure formerebbero la maggior parte della collezione e dei suoi indici. Un job notturno le sposta, intere con i loro prodotti, in una collezione di archivio, così quella attiva resta piccola e veloce.

example-book-sales = Una libreria e i suoi best seller
example-book-sales-story = Una libreria mostra ogni libro con i clienti che l'hanno acquistato. Quasi ogni titolo vende poche copie, quindi gli acquirenti stanno nel documento del libro; pochi best seller vendono a migliaia di clienti e lo farebbero crescere troppo. Il libro tiene i suoi primi cinquanta acquirenti; un best seller viene segnato, e gli altri suoi acquirenti vanno in documenti di overflow, letti solo per i pochi libri che li hanno.

example-athletes = Atleti di ogni sport in un solo elenco
example-athletes-story = Un sito sportivo elenca insieme gli atleti di ogni sport, in classifica per guadagni in carriera, e mostra ciascuno con le statistiche del suo sport: partite perfette per un giocatore di bowling, vittorie nei tornei del Grande Slam per un tennista. I tipi condividono la maggior parte dei campi, quindi stanno in una sola collezione; ogni documento tiene i campi del suo tipo, e il suo sport dice di che tipo è.

example-shop-breadcrumbs = Le categorie di un negozio con le breadcrumb
example-shop-breadcrumbs-story = Un negozio online classifica i prodotti in categorie annidate. La pagina di ogni categoria mostra le breadcrumb fino alla categoria più alta, ed elenca tutto ciò che si trova in qualsiasi punto sotto di essa. Ogni categoria tiene gli id di tutti i suoi antenati, in ordine: una lettura restituisce il percorso, e una query indicizzata trova un intero ramo.

example-document-folders = Cartelle elencate come albero
example-document-folders-story = Un archivio di documenti mostra le sue cartelle come un unico albero indentato, in ordine, e permette di raggiungere una cartella digitando l'inizio del suo percorso. Ogni cartella tiene il suo percorso completo come stringa: ordinando per esso si elenca l'albero in ordine, e una ricerca ancorata all'inizio del percorso trova una cartella e tutto ciò che contiene.
