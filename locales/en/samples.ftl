# The sample documents' captions: what a write costs in each way shown side
# by side, and where a document passes MongoDB's 16 MiB limit. Names come as
# written in the model; English puts "a" or "an" before one with A().
# Collections ({ $collection }, { $archive }) and field names stay as they are.

## What a write touches
sample-count-every = Every change to { A($name) } writes its document: { $every } changes, { $every } writes, and the figure is always exact.
sample-count-approximate = The application counts changes to { A($name) } and writes once every { $every }, adding { $every }: { $every } changes, 1 write. The stored figure may be up to { $behind } changes behind.
sample-attribute-writes = Changing { A($value) } rewrites the one { $from } document that holds it: 1 document, atomic. But a search by { $value } needs an index on each { $name }'s field, and a new { $name } needs a new index.
sample-copied-everywhere = Each { $to } is copied into every { $from } that links to it: changing one { $to } touches typically { $count } { $from } documents (updateMany), not atomically.
sample-embedded-one = Changing { A($to) } rewrites the one { $from } document that holds it: 1 document, atomic.
sample-polymorphic-kind = { CAP_A($to) }'s fields change with the rest of its { $from }: 1 document, atomic.
sample-parent-copies-unbounded = A change of the { $from }'s { $fields } touches the { $from } and every { $to } that copied it: typically { $count } documents, with no upper limit, with one updateMany on "{ $collection }"; the copies are not updated atomically with the { $from }.
sample-parent-copies = A change of the { $from }'s { $fields } touches the { $from } and every { $to } that copied it: typically { $count } documents and at most { $max }, with one updateMany on "{ $collection }"; the copies are not updated atomically with the { $from }.
sample-latest-copy = Editing { A($to) } touches its own document and, while it is among the latest ones, its copy in the { $from }: 2 documents, not atomic together. A new { $to } is 2 writes too (insertOne, then $push with $each, $sort and $slice).
sample-child-copies = A rename of { A($to) }'s { $fields } touches the { $to } and every { $from } that copied it: typically { $count } documents (updateMany on "{ $collection }" with arrayFilters), not atomic together.
sample-move-ids = Changing { A($to) } rewrites only its own document; moving it to another { $from } touches 3 documents (the { $to } and both { $from } arrays), not atomic together.
sample-own-document = Changing { A($to) } rewrites only its own document in "{ $collection }": 1 document; nothing is copied.
sample-tree-one-document = The whole tree under a root is one document: moving or editing { A($node) } rewrites that document, 1 document, atomic.
sample-tree-child-move = Moving { A($node) } touches 2 documents: $pull from the old parent's "{ $field }" and $push to the new one's, not atomic together.
sample-tree-path-move = Moving { A($node) } rewrites its "path" and that of every { $node } below it (updateMany on the paths that start with the old one).
sample-tree-ancestors-move = Moving { A($node) } rewrites it and the "ancestors" of every { $node } below it (updateMany).
sample-tree-parent-move = Moving { A($node) } rewrites its own "parent" field: 1 document.
sample-schema-version = A write stores the newest shape and sets "{ $field }" to { $version }: 1 document, atomic. Older documents reach the newest shape when they are next written (or by a background job), never all at once.
sample-history-array = Each change pushes the version it replaces into "history": 1 document, atomic, but the document grows by a whole copy with every change (without reaching 16 MiB).
sample-history-array-breaks = Each change pushes the version it replaces into "history": 1 document, atomic, but the document grows by a whole copy with every change (past 16 MiB after { $at } changes).
sample-document-versioning = A change copies the version it replaces into { $revisions }, then updates the current one and raises "{ $field }": 2 documents, kept together by a transaction.
sample-bucket-upsert = A new { $to } is one upsert into its { $from }'s current bucket: 1 document, atomic, no read first; the first { $to } that does not fit starts the next bucket.
sample-computed-kept = A new { $to } is inserted and its { $from }'s totals are raised with $inc: 2 documents, not atomic together unless in one transaction; a read of the { $from } touches 1.
sample-computed-only = A new { $to } only raises its { $from }'s totals with $inc: 1 document, atomic; the { $to } itself is not stored.
sample-outlier-push = A new { $to } is pushed into its { $from } while the array holds fewer than { $usual }: 1 document, atomic. For a flagged outlier it goes to an overflow document instead (2 more writes, not atomic together).
sample-archive-job = A scheduled job copies the documents older than { $age } into { $archive } and then deletes them from { $live }: 2 writes per archived document, each atomic, the two together not (the copy keeps existing documents, so the job can run again after a failure).
sample-time-series-insert = A new { $to } is one insert: MongoDB files it into its { $from }'s open bucket by itself, compressed. A time series is written once; updates and deletes of its documents are for corrections.

## An age, for the archive job above
sample-age-second = { $n ->
    [one] { $n } second
   *[other] { $n } seconds
}
sample-age-minute = { $n ->
    [one] { $n } minute
   *[other] { $n } minutes
}
sample-age-hour = { $n ->
    [one] { $n } hour
   *[other] { $n } hours
}
sample-age-day = { $n ->
    [one] { $n } day
   *[other] { $n } days
}
sample-age-month = { $n ->
    [one] { $n } month
   *[other] { $n } months
}
sample-age-year = { $n ->
    [one] { $n } year
   *[other] { $n } years
}

## Where a document passes the 16 MiB limit ({ $limit }: its bytes)
sample-over-limit-one = Over the 16 MiB BSON limit ({ $limit } bytes) even with one child: this document cannot be stored.
sample-grows-past = Grows without bound: at { $at } { $children } per { $parent } the document passes the 16 MiB BSON limit ({ $limit } bytes) and can no longer be written.
sample-breaks-at = Breaks at { $at } { $children } per { $parent }: past the 16 MiB BSON limit ({ $limit } bytes), below the maximum of { $max }.
sample-history-grows = Grows with every change, without bound: after { $at } changes the document passes the 16 MiB BSON limit ({ $limit } bytes).
sample-bucket-too-full = A full bucket of { $count } { $children } is over the 16 MiB BSON limit: make buckets smaller.
