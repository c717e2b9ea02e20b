# I commenti dello script mongosh scritto dall'esportazione. Ognuno su una riga.

mongosh-title = { $model }: le collezioni che Nestlink consiglia, con i loro validatori, indici e documenti di esempio.
mongosh-untitled = Modello
mongosh-run = Eseguilo su un database vuoto:
mongosh-older-shapes = I documenti più vecchi mantengono le strutture precedenti: il validatore controlla gli inserimenti e i documenti che già passano la validazione, e registra gli errori senza rifiutarli.
mongosh-once-migrated = Quando tutti i documenti saranno migrati:
