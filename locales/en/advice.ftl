# The advice's sentences (issue 32: moved here area by area; trees first).
# Arguments: $node is an entity's name as the model spells it, $nodes its
# English plural; code (queries, paths, field names) comes in arguments and
# is never translated. English puts "a" or "an" before a name with A() and
# CAP_A(); other languages write the name as it is.

## Trees: an entity related to itself

tree-every-node = Every { $node } is a document of "{ $collection }".
tree-not-embedded = the { $nodes } of a tree are documents of one collection, each found by the queries asked of it

tree-paths = The { $node } tree is listed in hierarchical order or searched by the start of a path, which only a path string answers in one query. Each { $node } stores the ids of its ancestors as one string in "path" ("{ $path }"): { $list } lists the whole tree in order, and { $below } finds every node below one, using the index on "path".
tree-paths-index = sorts the tree in order and serves prefix searches (a regular expression anchored at the start)
tree-paths-move = Moving { A($node) } means rewriting the path of every { $node } below it; the tree changes rarely, so that is a fair price.
tree-paths-vs-ancestors = an array of ancestor ids: subtrees and ancestors just as directly and easier to keep correct, but no order for listing the tree and no search by partial path
tree-paths-vs-parents = only the parent id: a move is one write, but listing in order or by path takes $graphLookup or the application

tree-moving = Nodes move often, and every pattern that stores { A($node) }'s ancestors would rewrite a whole subtree on each move. Each { $node } stores only its parent's id in "parent": a move is one write, and ancestors or subtrees come from one $graphLookup over "parent".
tree-moving-index = finds a node's children, and serves $graphLookup
tree-moving-vs-ancestors = ancestors stored in each node: deep queries are one indexed find, but every move rewrites the moved subtree

tree-ancestors = The { $node } tree is asked for ancestors or whole subtrees, which parent or child references answer only one level per query. Each { $node } stores its parent in "parent" and the ids of all its ancestors, root first, in "ancestors": { $to_root } is the path to the root, { $subtree } is the whole subtree.
tree-ancestors-index = a multikey index: finds every descendant of a node
tree-ancestors-move = Moving { A($node) } means rewriting the ancestors array of every { $node } below it.
tree-ancestors-vs-paths = one string path per node ("{ $path }") queried with a regular expression: same power, paths are harder to update
tree-ancestors-vs-parents = only the parent id: cheap moves, but a subtree takes one query per level (or $graphLookup)

tree-children = The { $node } tree is asked for a node's children, so each { $node } keeps an array of its children's ids in "{ $field }": { $children } answers directly, and { $parent } finds a node's parent and siblings.
tree-children-index = a multikey index: finds a node's parent
tree-children-vs-parents = each node stores its parent id instead: the parent is direct and children need an indexed query

tree-parents = Each { $node } stores its parent's id in "parent": { $parent } is a node's parent, and { $children } its immediate children, with an index on "parent".
tree-parents-index = finds a node's children
tree-parents-vs-children = each node keeps an array of its children's ids: children are direct, the parent needs a query on the arrays
tree-parents-no-queries = No tree_queries are given; parent references answer both parent and children queries.
tree-children-too-many = Children are queried, but { A($node) } can have { $count } children, too many for an array of ids; { $query } lists them instead.
tree-children-unbounded = Children are queried, but { A($node) } can have unboundedly many children, too many for an array of ids; { $query } lists them instead.
tree-parents-deep = Ancestors, subtrees or the tree's order take one query per level from "parent" (or one $graphLookup walking the levels on the server). Storing more in each { $node } would answer them in one query, but costs more here: see the cost table.

## Shared phrases

# A size under one KiB; larger ones come as "1.2 KiB".
size-bytes = { $n } bytes
# Joins reasons: "A; and B".
joiner-and = {"; and "}
# "typically 5 and at most 50 Addresses per Student"
counts-exact = { $count } { $children } per { $parent }
counts-range = typically { $typical } and at most { $max } { $children } per { $parent }
counts-unbounded = typically { $typical } { $children } per { $parent }, with no upper limit
joiner-semicolon = {"; "}

## Why a child is not embedded ($child, $children: the child's name and
## English plural; $parent: the parent's name)

not-embedded = { $child } is not embedded because { $reasons }.
blocker-used-alone = { $child } is read or updated on its own, which is a compelling reason not to embed it
blocker-unbounded = the number of { $children } per { $parent } has no upper limit, and an embedded array must not grow without bound
blocker-too-large = embedded, up to { $max } { $children } would make { A($parent) } document about { $size } at the largest, past the 1 MiB that keeps a document quick to read and rewrite whole
blocker-moves = { $children } often move to another { $parent }, and each move would take an embedded { $child } out of one { $parent } document and put it into another
blocker-too-big = embedded, { A($parent) } document would grow to about { $size }, over the 16 MiB BSON document limit
many-to-many-not-embedded = { A($child) } belongs to many { $parents }: embedded, it would be copied into each of them, and it is not small, stable and read only with them
rarely-read-not-embedded = the { $children } are rarely read with their { $parent }: inside it, they would be carried by every read of it
ruled-out-embed = one read and one atomic write, but ruled out here: the explanation says why

## Embedded ($used_alone: "yes" when the child is also used on its own)

embedded-size = An embedded { $parent } document is estimated at about { $typical }, far below the 16 MiB limit.
embedded-size-range = An embedded { $parent } document is estimated at about { $typical } typically and about { $max } at the maximum, far below the 16 MiB limit.
embed = Embed { $child } in { $parent } as the sub-document "{ $field }": it is one-to-one and read together with { $parent }{ $used_alone ->
        [yes] {""}
       *[no] {" and not used on its own"}
    }, so one read returns both.
embed-vs-reference = { $child } in its own collection with the { $parent }'s id: a second query for every read of { A($parent) }, gained only if { $child } is used on its own.
embed-array = Embed the { $children } in { $parent } as the array "{ $field }": { $counts }, read together with { $parent }{ $used_alone ->
        [yes] {""}
       *[no] {" and not used on its own"}
    }.
embed-array-vs-references = { $child } in its own collection and an array of their ids in { $parent }: two queries per read and no single atomic write, gained only if { $child } must be used on its own.
embed-array-slice = Only { $count } are shown with the { $parent }: project them with { $projection }.
atomic-embedded = { $parent } and { $child } must change together, and a write to one document is atomic: one updateOne (for example $inc and $push together) changes both.
atomic-embedded-used-alone = { $child } is also used on its own, but it stays embedded so that it changes atomically with { $parent }; read it through { $parent } with a projection and an index on "{ $field }" fields, or keep it apart and use a multi-document transaction.
atomic-apart = { $parent } and { $child } should change atomically, but they cannot share one document: { $why }. Keep the values that must agree (a counter or a status) in the { $parent } document and update them in the same updateOne as the child, or change both in one multi-document transaction (session.withTransaction), as the recommended way's write shows.
large-document = At the maximum count { A($parent) } document is about { $size }: legal, but every read and rewrite of it moves that much data.

## Kept apart because rarely read with the parent

split = Split { $child } from { $parent }: it is one-to-one but rarely needed when { A($parent) } is read, and carrying it would bloat every { $parent } read (about { $with } instead of about { $without }).
split-apart = { $parent } keeps the often-read fields; { $child } goes to the collection "{ $collection }" with the { $parent }'s id in "{ $field }", fetched only when it is shown.
split-index = finds the one { $child } of { A($parent) }; unique because the relationship is one-to-one
split-vs-embed = one read returns everything, but every read of { A($parent) } carries the rarely used { $child }
kept-apart = Keep the { $children } in their own collection "{ $collection }", each with its { $parent }'s id in "{ $field }": they are rarely needed when { A($parent) } is read, so embedding them would slow every read of { A($parent) }.
kept-apart-query = When they are needed, one indexed query finds them: { $query }.
kept-apart-index = finds the { $children } of { A($parent) }
kept-apart-vs-embed = one read returns everything, but every read of { A($parent) } carries its { $children }
# Reasons joined as one phrase.
because = { $reasons }
one-by-one-not-embedded = The { $children } are not embedded in { $parent } one by one because { $reasons }.

## The situations of the advisor's table (server/src/patterns): why a way that
## fits is left out, shown beside it in the cost table

situation-is-a = one-to-one "is a" link: the kind's fields live in the parent's documents
situation-outliers = most parents' children fit where they go, a few parents' do not
situation-graph = an entity linked many-to-many to itself: a graph
situation-shared-copies = many-to-many whose small, stable children are read with the parent and not used on their own: copies embedded
situation-many-to-many = many-to-many: an array of ids on the side with fewer links
situation-tree-paths = a tree listed in order or searched by path, its nodes rarely moved
situation-tree-moving = a tree asked deep or path queries whose nodes move often
situation-tree-ancestors = a tree asked for ancestors or whole subtrees
situation-tree-children = a tree asked for a node's children, few enough for an array of ids
situation-tree-other = any other tree
situation-totals = only totals over the children are read, or the raw children are not kept
situation-time-series = a stream of measurements, each added once with its date and read by time, that cannot be embedded
situation-buckets = a stream of children, read a page or a time range at a time, that cannot be embedded
situation-split = one-to-one that could be embedded but is rarely read with its parent
situation-kept-apart = one-to-many that could be embedded but is rarely read with its parent
situation-embed = one-to-one read together, nothing against embedding
situation-embed-array = one-to-many read together, nothing against embedding
situation-held-elsewhere = a child embedded in another parent: it keeps this parent's id where it is
situation-too-large-one = one-to-one too large to embed but not used on its own: split it
situation-one-alone = one-to-one used on its own, nothing of it shown with the parent
situation-one-alone-shown = one-to-one used on its own, a few of its fields shown with the parent
situation-latest-by-query = the latest K shown with the parent, found by a query: children written often for the reads
situation-latest-copied = the latest K shown with the parent: copies of them in it
situation-many-shown = more children than an id array holds, each shown with a few of its parent's fields
situation-many = more children than an id array holds
situation-moving = children that often move to another parent
situation-rarely-read = children rarely read with their parent: the parent needs no list of them
situation-two-way = children kept apart, read with their parent and also queried on their own to reach it: the 6 Rules keep the ids on both sides (two-way referencing)
situation-extended = children used on their own, each shown with a few of its parent's fields
situation-parent-reference = children read a page at a time, or a one-to-many with no maximum stated and none of their fields listed in the parent: each keeps its parent's id
situation-child-references = children kept apart, read with their parent, with a stated maximum or fields shown in it: the 6 Rules list their ids in the parent

## Why a way cannot be used (the cost table)

cost-unbounded = an array of { $children } in each { $parent } with no upper bound
cost-over-limit = about { $size } for the largest document, over the 16 MiB limit

## Kept apart: references ($parent, $parents, $child, $children: names and
## English plurals; $field: the child's field for its parent's id;
## $collection: the child's collection; $label: the parent's field for its
## children; $copies: quoted field names; $query: a mongosh query)

ref-index = finds the { $children } of { A($parent) }
ref-found-by-query = { CAP_A($parent) }'s { $children } are found with one indexed query: { $query }.
ref-held-elsewhere = Each { $child } keeps its { $parent }'s id in "{ $field }" where it is stored: { A($parent) }'s { $children } are found by that field, with an index on it.
ref-moving = Each { $child } keeps its { $parent }'s id in "{ $field }" (indexed): { $children } move between { $parents } often, and a move is then one update of that field, where an array of ids in the { $parent } would change two { $parent } documents per move.
ref-moving-vs-ids = an array of { $child } ids in each { $parent }: the { $parent } lists its { $children } without a query, but every move rewrites two { $parent } documents
ref-rarely-read = Each { $child } keeps its { $parent }'s id in "{ $field }" (indexed): they are rarely read with the { $parent }, so the { $parent } needs no list of them.
ref-extended-parent = Each { $child } is read on its own and shown with its { $parent }'s { $copies }: it keeps the { $parent }'s id in "{ $field }" with copies of those fields beside it (an extended reference), so { A($child) } is shown without reading its { $parent }.
ref-extended-parent-vs-ids = an array of { $child } ids in each { $parent }: the { $parent } lists its { $children } without a query, but { A($child) } shown with its { $parent }'s fields needs a second read
ref-split = Keep the often-read part of { $child } in { $parent } and the rest in "{ $collection }" with the { $parent }'s id in "{ $field }".
ref-one-parent = { $child } lives in "{ $collection }" with the { $parent }'s id in "{ $field }"; a unique index finds { A($parent) }'s { $child } in one query.
ref-one-parent-index = finds the { $child } of { A($parent) }; unique because the relationship is one-to-one
ref-one-parent-vs-extended = { $parent } holds the { $child }'s id and copies of the fields it shows, saving the second query
ref-one-extended = { $parent } holds the { $child }'s id in "{ $label }" with copies of { $copies }, so { A($parent) } is shown without a second query; the full { $child } lives in "{ $collection }".
ref-one-extended-vs-parent = nothing copied, so nothing to keep in step, but every { $parent } shown with its { $child } costs a second query
ref-many = Each { $child } stores its { $parent }'s id in "{ $field }", in the collection "{ $collection }": with { $counts }, even an array of ids in { $parent } would grow past a few thousand entries (and toward the 16 MiB limit).
ref-many-index = finds the { $children } of { A($parent) } (parent reference)
ref-many-vs-ids = an array of { $child } ids in { $parent }: it would grow without a useful bound and must be rewritten on every new { $child }
ref-many-extended = Each { $child } also carries copies of the { $parent }'s { $copies }, so it is shown (or filtered) without reading the { $parent }.
ref-latest-copied = The latest { $count } { $children } are also copied into "{ $label }" of each { $parent }, kept in the same write that inserts { A($child) }: $push with $each, $sort and $slice: -{ $k }.
ref-latest-copied-warning = The latest-{ $k } copy in { $parent }.{ $label } must be updated with every new { $child }; it is worth it only if { $parent } pages are read about as often as { $children } are written.
ref-latest-found = Only the latest { $count } { $children } are shown with { A($parent) }, but { A($parent) } is read with them { $ratio } times for each { $child } written: a copy of them in the { $parent } would save each of those reads a round trip and cost every { $child } a second write, and here the writes weigh more (a round trip is weighed as 16 KiB read, a write as 4 KiB). The page asks for them instead: { $query }.
ref-latest-found-vs-subset = the latest { $count } { $children } copied into each { $parent }: its page is one read, but every new { $child } is written twice, which weighs more here than the round trips it saves
ref-latest-by-query = Each { $child } keeps its { $parent }'s id in "{ $field }", in the collection "{ $collection }": { $counts }.
ref-latest-by-query-index = finds the latest { $children } of { A($parent) }
ref-subset = Only the latest { $count } { $children } are shown with { A($parent) }, so embed those in "{ $label }" and keep every { $child } in "{ $collection }" with the { $parent }'s id in "{ $field }": { $counts }.
ref-subset-push = A new { $child } is inserted in "{ $collection }" and pushed into the { $parent } with $push, $each, $sort and $slice: -{ $k }.
ref-subset-index = lists all { $children } of { A($parent) }
ref-subset-copies = The { $children } in { $parent }.{ $label } are copies: an edited { $child } must be updated in both collections.
ref-latest-volatile = { $child }.{ $name } changes often, so it is left out of the latest-{ $k } copy in { $parent }; read it from "{ $collection }".
ref-by-parent = Each { $child } keeps its { $parent }'s id in "{ $field }", in the collection "{ $collection }", as a foreign key would: { $list }.
ref-by-parent-page = { A($parent) }'s { $children } are read a page at a time: { $query }, the next page starting after the last one shown
ref-by-parent-unbounded = no maximum was given, so an array of their ids in the { $parent } would grow with every { $child }; one indexed query lists { A($parent) }'s { $children }: { $query }
ref-by-parent-index = lists the { $children } of { A($parent) }
ref-by-parent-index-newest = lists the { $children } of { A($parent) }, newest first
ref-by-parent-vs-ids = an array of { $child } ids in each { $parent }: the { $parent } lists its { $children } itself, but the array grows with every { $child } and must stay within a maximum you can state
ref-child-references = { $children } live in their own collection "{ $collection }" and each { $parent } keeps an array of their ids in "{ $label }": { $counts }, few enough for an id array (about { $size } for the { $parent } document at most).
ref-child-references-read = { CAP_A($parent) } with its { $children } is two queries: findOne the { $parent }, then { $query }, or one $lookup.
ref-child-references-vs-parent = each { $child } holds its { $parent }'s id instead: no array to maintain in { $parent }, but listing { A($parent) }'s { $children } needs an index on that field
ref-two-way = Both directions are queried often: { $parent } keeps an array of { $child } ids in "{ $label }" and each { $child } keeps its { $parent }'s id in "{ $field }", so either side finds the other directly; { $counts }.
ref-two-way-index = finds the { $children } of { A($parent) } from the { $child } side, for example with a filter on another field
ref-two-way-move = Moving { A($child) } to another { $parent } takes writes to both { $parent } documents and the { $child }; they are not atomic together.
ref-two-way-vs-ids = only the array in { $parent }: one write per change, but going from { A($child) } to its { $parent } needs a query on the array
# $also: "snapshot" (the copies keep their values), "link" (each element is a
# document for the link), "volatile" (often-changed fields are not copied)
# or "none".
ref-extended-ids = Next to each id, the array keeps copies of { $copies }: an extended reference, which shows { A($parent) } with its { $children } without a second query{ $also ->
        [snapshot] {", and keeps the values they had when the link was made"}
        [link] {"; each element is a small document for the link, so the copies sit beside the link's own fields"}
        [volatile] {"; fields that change often stay behind and are read from their own collection"}
       *[none] {""}
    }.
ref-extended-into-child = Each { $child } keeps copies of its { $parent }'s { $copies } next to "{ $field }": an extended reference, which shows { A($child) } with its { $parent }'s fields without a second query.
ref-extended-vs-plain-child = plain ids, nothing copied: nothing to keep in step, but every time { A($child) } is shown with its { $parent }'s { $copies }, that takes a second query. The 6 Rules of Thumb series calls these copies denormalization.
ref-extended-vs-plain-parent = plain ids, nothing copied: nothing to keep in step, but every time { A($parent) } is shown with its { $children }' { $copies }, that takes a second query. The 6 Rules of Thumb series calls these copies denormalization.

## "Is a" links: one collection for every kind ($by, $value: the field that
## tells the kinds apart and this kind's value in it)

is-a = { CAP_A($child) } is { A($parent) } whose "{ $by }" is "{ $value }" (an "is a" link): keep it in the { $parent }'s collection "{ $collection }", with its own fields beside the ones every { $parent } has, in the same documents.
is-a-with-fields = { CAP_A($child) } is { A($parent) } whose "{ $by }" is "{ $value }" (an "is a" link): keep it in the { $parent }'s collection "{ $collection }", with its own fields ({ $fields }) beside the ones every { $parent } has, in the same documents.
is-a-query = One query reads { $parents } of every kind, "{ $by }" tells the kinds apart, and an index on it finds one kind; a validator requires the shared fields and lets each kind add its own.
is-a-index = finds the { $parents } of one kind
is-a-vs-embed = the { $child }'s fields in a sub-document "{ $label }" of the { $parent }: the same one collection, one level deeper in queries and indexes
is-a-vs-collections = a collection per kind, each with its { $parent }'s id: reading { $parents } of every kind takes a query per kind

## Many-to-many ($holder, $holders: the side that keeps the array of ids;
## $held: the other side; $field: the array)

m2m = Many-to-many: { A($child) } belongs to many { $parents }, so embedding would copy each { $child } into every { $parent } that links to it; { $parent } and { $child } keep their own collections, linked by an array of ids.
m2m-side = The array goes in { $holder } ("{ $field }", typically { $count } ids) because that side has fewer links per document (typically { $typical } { $children } per { $parent }, { $inverse } { $parents } per { $child }).
m2m-graph = { $parent } links to other { $parents }, and { A($parent) } may have several parents: a graph, not a tree. Each { $parent } lists the ids of its children in "{ $field }" (child references), which holds a node with many parents, where a single parent field could not; a node's parents are found with { $query } and an index on "{ $field }".
m2m-graph-index = a multikey index: finds the parents of { A($parent) }
m2m-both-relinks = Both directions are queried, but links are added and removed often: with arrays on both sides every change would write two documents, so only { $holder } keeps the ids, and the other direction is an indexed query on that array.
m2m-both = Both directions are queried: the other direction is one query on { $holder }'s array, { $query }, with a multikey index. An array on both sides would save no round trip and write two documents for every link.
m2m-index = a multikey index: finds the { $holders } that list a given { $held }
m2m-limit = An array of { $held } ids in { $holder } could grow past a few thousand entries; if it does, keep one small document per link in a separate collection, with an index on each id.
m2m-atomic = A many-to-many link cannot keep { $parent } and { $child } in one document ({ A($child) } is shared by many { $parents }); use a multi-document transaction for changes that must be atomic.
m2m-vs-copies = copy each { $child } into every { $parent } that links to it: one read, but every change to { A($child) } must be repeated in each copy
m2m-vs-two-way = arrays on both sides: each direction is one query, every link change two writes
m2m-shown-child = { $child }'s { $copies } shown with { A($parent) } are read with { $query } since { $parent } holds no array to copy them into.
m2m-shown-parent = { $parent }'s { $copies } shown with { A($child) } are read with { $query } since { $child } holds no array to copy them into.
m2m-copies = Embed a copy of each { $child } in { $parent } as the array "{ $label }": { A($child) } is small (about { $size } bytes), read with its { $parent }, not used on its own and rarely changed, so one read returns { A($parent) } with its { $children }.
m2m-copies-shared = { CAP_A($child) } is shared by typically { $inverse } { $parents }: changing it rewrites each of their copies, in one updateMany on "{ $label }" with an arrayFilters condition.
m2m-copies-vs-ids = { $child } in its own collection and an array of its ids in each { $parent }: a change is one write, but every { $parent } shown with its { $children } takes a second query
ruled-out-embed-array = every child in the parent's array: one read, but ruled out here: the explanation says why

## Periods: a rate's unit ("5 per day") and a bucket's span ("a day")

per-second = second
per-minute = minute
per-hour = hour
per-day = day
per-month = month
per-year = year
span-second = a second
span-minute = a minute
span-hour = an hour
span-day = a day
span-month = a month
span-year = a year
age-second = { $n } second
age-minute = { $n } minute
age-hour = { $n } hour
age-day = { $n } day
age-month = { $n } month
age-year = { $n } year

## Totals, buckets and time series ($time, $meta, $granularity: the time
## series collection's options; $per: a period above)

totals-read-written-more = the { $children } are written more often than the totals are read, so keeping stored totals up to date would cost more than it saves
totals-read-few = few enough { $children } come with each { $parent } to add up on the spot
totals-on-read = Only totals over the { $children } are read, and { $why }: compute them when they are read ($sum over the array, or $group in an aggregation).
totals-on-read-vs-stored = totals stored in the { $parent } and raised with $inc on every write: a read finds them ready, but every write pays for them
bucket-page = the application reads them a page of { $size } at a time, so one bucket is one page
bucket-by-time = they arrive as a stream ({ $count } per { $per } per { $parent }) and are read by time range, so one bucket holds { $span }: about { $size }
bucket-too-fast = they arrive too fast for any span of time to fit one document ({ $count } per { $per } per { $parent }), so a bucket closes when it holds { $size }
bucket-holds = a bucket holds { $size }
bucket = Group the { $children } of each { $parent } into bucket documents in "{ $collection }": { $grouping }. Each bucket holds the { $parent }'s id in "{ $field }", its start, a count and the array "{ $label }".
bucket-write = A new { $child } is one upsert that pushes it and counts it ($push and $inc, upsert: true): no read first, and the next bucket is created by the first { $child } that does not fit.
# $what: "page" or "range"
bucket-read = Reading a { $what ->
        [page] page
       *[range] time range
    } is one indexed query that returns one or a few buckets instead of a document per { $child }, and the index has an entry per bucket, not per { $child }.
bucket-index = finds { A($parent) }'s buckets in order, by their start
bucket-vs-documents = one document per { $child } with its { $parent }'s id: the simplest inserts and queries, but a document and an index entry per { $child }, and a range or page reads each of them
bucket-full = A full bucket of { $size } { $children } is about { $bytes }.
bucket-time-series = For measurements over time, a time series collection (MongoDB 5.0 and later) buckets the { $children } by itself; use it instead of hand-made buckets, never both.
why-not-ts-page = A time series collection would not serve this: it answers reads by time, not pages of a fixed size.
why-not-ts-changes = A time series collection is not used: it is made for measurements written once, and { $children }' "{ $changed }" changes after they are written.
why-not-ts-rate = A time series collection is not used: it needs a date in each { $child } and a stated rate at which they arrive.
computed-why-ratio = only totals over the { $children } are read with { A($parent) }, { $ratio } times for every { $child } written
computed-why = only totals over the { $children } are read with { A($parent) }
computed-why-discarded = the individual { $children } are not kept, only what is computed from them
computed = Keep the totals in the { $parent } document, { $fields }: { $why }. Each new { $child } updates them with $inc in one write, so a read finds them ready instead of adding up every { $child } again.
computed-could-embed = They could be embedded, but then every read of { A($parent) } would carry { $size } of { $children } only to add them up: more, per { $child } written, than the one more write a stored total costs (weighed as 4 KiB read).
computed-time-series = The { $children } themselves are measurements, each added once: keep them in the time series collection "{ $collection }" (MongoDB 5.0 and later; timeField "{ $time }", metaField "{ $meta }", granularity "{ $granularity }"), where totals over any period are one aggregation ($match on "{ $meta }" and a time range, then $group by $dateTrunc of "{ $time }"); the totals in the { $parent } are the running ones, ready on every read.
computed-raw = The { $children } themselves live in "{ $collection }" with their { $parent }'s id in "{ $field }", read only when they are listed.
computed-raw-index = lists the { $children } of { A($parent) }, and recomputes its totals when needed
computed-vs-aggregation = no stored totals: an aggregation ($group by "{ $field }") adds them up on every read; always exact and nothing to keep in step, but every read of { A($parent) } scans its { $children }
computed-warning = The totals are derived from the { $children }: { A($child) } that is edited or deleted must adjust them too ($inc by the difference), or a periodic job recomputes them.
computed-discarded = Nothing else is stored for { A($child) }: the totals are all that is kept.
computed-vs-buckets = keep the raw { $children } too, grouped in buckets, if they may ever be needed again (a new total, an audit)
ts = The { $children } are measurements, each added once and read by its time: keep them in the time series collection "{ $collection }" (MongoDB 5.0 and later), with timeField "{ $time }", metaField "{ $meta }" (the { $parent }'s id, which tells the series apart) and granularity "{ $granularity }", the unit nearest the gap between two of them.
ts-with-rate = The { $children } are measurements, each added once and read by its time: keep them in the time series collection "{ $collection }" (MongoDB 5.0 and later), with timeField "{ $time }", metaField "{ $meta }" (the { $parent }'s id, which tells the series apart) and granularity "{ $granularity }", the unit nearest the gap between two of them ({ $count } per { $per } per { $parent }).
ts-buckets = MongoDB groups the { $children } of one { $parent } into compressed buckets by itself, so { A($parent) }'s { $children } over a time range are one query on "{ $meta }" and "{ $time }".
ts-vs-buckets = buckets made by hand in an ordinary collection: for reads of a page of fixed size or summaries kept per bucket, or a MongoDB older than 5.0; never on top of a time series collection, which buckets the { $children } already
ts-vs-documents = one ordinary document per { $child } with its { $parent }'s id: the same queries, but an index entry and a document's overhead for every { $child }
ts-expire = { $children } older than { $age } are removed by the collection itself (expireAfterSeconds); copy them elsewhere first if they must be kept.
ts-index-for-totals = finds { A($parent) }'s { $children } by time, for totals over a period
ts-index-advised = finds { A($parent) }'s { $children } by time, as MongoDB advises for time series collections

## Copies across a relationship ($source.$name copied into $target; $place:
## where the copy sits)

copy-place = next to "{ $via }"
copy-place-array = next to each id in "{ $via }"
copy-snapshot = { $source }.{ $name } is copied { $place } as it was when the link was made: the copy is history, so it is never updated when { $source } changes.
copy-volatile = { $source }.{ $name } is shown with each { $target } but changes often, so it is not copied: every change would have to rewrite every copy. Read it from { $source } with a projection.
# $updates: "never", "rare" or "unstated"
copy-read-mostly = { $source }.{ $name } is shown with each { $target } and { $updates ->
        [never] never changes
        [rare] changes rarely
       *[unstated] has no stated update rate and is taken to change rarely
    }: copied { $place }, it saves a query per read. When it changes, update every copy (updateMany); the copies are not updated atomically with the original.
copy-latest = part of the latest { $count } { $children } shown with each { $parent }, kept with $push/$each/$sort/$slice
copy-not-copied = { $child }'s { $copies } shown with { A($parent) } are not copied into { $parent }: there is no bounded place for them there. Read them with { $query }; with the index that costs little.

## Indexes on the fields the application queries

index-query-field = the application filters or sorts { $children } by { $name }
index-found-by = { $entities } are found by { $field } ({ $ways })
index-unique = no two { $entities } hold the same { $field }

## A link's own fields ($fields: their names, $count: how many)

link-fields = { $fields } { $count ->
        [one] belongs
       *[other] belong
    } to one { $parent } and one { $child } together, so { $count ->
        [one] it is
       *[other] they are
    } stored { $place }.
link-fields-nowhere = { $fields } { $count ->
        [one] belongs
       *[other] belong
    } to one { $parent } and one { $child } together, but the { $pattern } pattern has no place of its own for them: store them with each { $child }, named apart from its own fields.
link-place-embedded = in each embedded { $child }, beside its own fields
link-place-element = in each element of "{ $array }", next to the { $child }'s id: the element stands for the link itself
link-place-child-element = in each element of the { $child }'s "{ $array }", next to the { $parent }'s id
link-place-child = in each { $child }'s document, next to its { $parent }'s id in "{ $field }"

## Outliers ($usual: the usual most children; $overflow: the overflow
## collection; $flag: the field that flags an outlier)

outlier-few = up to { $most }
outlier-few-unbounded = no bound at all
outlier-ids = the ids of its { $children }
outlier-children = its { $children }
outlier = Most { $parents } have at most { $usual } { $children }, but a few have { $few }: design for the common case and treat the few as exceptions. Each { $parent } keeps { $what } in the array "{ $label }", up to { $usual }.
outlier-flag = { CAP_A($parent) } that passes { $usual } is flagged with "{ $flag }": true, and the rest go to overflow documents in "{ $overflow }", up to { $usual } each, with the { $parent }'s id in "{ $field }".
outlier-read = Reading { A($parent) } stays one query; only a flagged one also reads its overflow, so the few do not make every { $parent } large or every read slow.
outlier-warning = The application must know the outliers: code that lists or changes the { $children } of a flagged { $parent } looks in "{ $overflow }" too.
outlier-vs-sized = every { $parent } sized for the outliers: one place to look, but the array of the few would grow past what a document should hold
outlier-vs-documents = every { $child } in its own document with its { $parent }'s id: no outliers to handle, but every { $parent } costs a second query
outlier-index = finds an outlier { $parent }'s overflow documents

## The attribute pattern ($name, $value: the pair's fields)

attribute-pair = { $name } names it, { $value } is its value
attribute-pair-qualified = { $name } names it, { $value } is its value, { $qualifier } qualifies it
attribute = Each of the { $children } is a name-value pair ({ $pair }), and the application searches them by both, { $searched }: a { $value } for a given { $name }. The attribute pattern keeps the pairs as the array "{ $label }" in each { $parent }: one compound index on { $label }.{ $name } and { $label }.{ $value } serves a search for any { $name }, where a field per { $name } would need an index of its own for each, and a new { $name } would need a new index.
attribute-vs-fields = one field per { $name } inside a sub-document: reads as plainly, but each field needs its own index to be searched, and every new { $name } adds one
attribute-index = finds { $parents } by any { $name } and { $value } (attribute pattern: one index for every { $name })

## The whole model's reasons ($relationship: a relationship's id)

joiner-comma = {", "}
tipping-embedded = This rests on the assumed maximum: if { A($parent) } can have more than { $count } { $children }, keep them apart, as past that the { $parent } document would pass 1 MiB.
tipping-apart = This rests on the assumed maximum: if { A($parent) } never has more than { $count } { $children }, embedding them saves a round trip on every read.
cycle = { $parent } and { $child } would end up embedded in each other (a cycle of embeddings), which no document can hold
cycle-warning = Not embedded: { $reason }; this link of the cycle becomes a reference.
place-own-collection = its own collection "{ $collection }"
place-under = "{ $collection }" under "{ $path }"
embedded-twice = { $child } is stored in { $count } places: { $places }. Each copy is separate data that must be updated on its own; if it is one shared { $child } rather than separate values, keep it in one collection and reference it.
chain-field = { $parent } is itself embedded, so "{ $field }" is stored inside the "{ $collection }" documents at "{ $path }".
chain-reference = Each { $child } stores the id of { A($parent) }, but { A($parent) } lives inside "{ $collection }" documents at "{ $path }": give each embedded { $parent } an _id and find it with { $query }.
chain-index = finds the embedded { $parent } that { A($child) } refers to
shared-linked-elsewhere = { $child } is also linked by relationship "{ $relationship }", so it keeps a collection of its own, the one place it changes
shared-not-copied = Not embedded as copies, although this relationship alone would copy it into each { $parent }: { $reason }.
shared-atomic-home = each { $child } is embedded in its { $parent } (relationship "{ $relationship }") to change atomically with it, and a copy here would change in a second write
shared-used-alone = { $child } is read on its own (relationship "{ $relationship }")
shared-ids = { $parent } stores { $child } ids (relationship "{ $relationship }"), so each { $child } is looked up on its own
shared-tree = { $child } forms a tree or graph (relationship "{ $relationship }"), so each { $child } is a document of its own
shared-not-embedded = Not embedded, although this relationship alone would embed it: { $reason }. An entity both embedded and used on its own would have two copies to keep in step.

## An entity's documents as a whole: versions, approximation, archive
## ($entity: the entity; $holder: the entity whose documents hold it)

# "5 years", "1 month"
duration-second = { $n } { $n ->
        [one] second
       *[other] seconds
    }
duration-minute = { $n } { $n ->
        [one] minute
       *[other] minutes
    }
duration-hour = { $n } { $n ->
        [one] hour
       *[other] hours
    }
duration-day = { $n } { $n ->
        [one] day
       *[other] days
    }
duration-month = { $n } { $n ->
        [one] month
       *[other] months
    }
duration-year = { $n } { $n ->
        [one] year
       *[other] years
    }
versions-inside = {" "}{ $entity }'s data is stored inside the { $holder } documents (under "{ $path }"), so the whole { $holder } document carries it.
schema-versioning = { $entity } documents come in { $versions } shapes side by side (shape_versions { $versions }): older documents are not migrated when the shape changes.{ $inside } The schema versioning pattern records each document's shape in "{ $field }" (a document without it is version 1), so the application tells the shapes apart and reads each; whenever it rewrites { A($holder) } it writes the newest shape, version { $versions }, so the old shapes fade out without a migration that stops the application. A field that moved between shapes may need an index at each of its places. { $rollout }
validator-rollout = A validator for version { $versions } starts with validationLevel "moderate" (inserts, and updates of documents that already pass, are checked; older shapes are not) and validationAction "warn" (a failing write is logged, not refused), as the mongosh export creates { $collection }. Migrate the older documents lazily, as the application rewrites each, or in batches: updateMany on those whose "{ $field }" is missing or below { $versions }, a few thousand at a time. Once the log shows no failure, set validationAction "error"; once no older document is left, validationLevel "strict" (collMod).
document-versioning = Earlier versions of each { $entity } must stay readable (keep_history).{ $inside } The document versioning pattern keeps the current version in { $collection }, where every usual query goes, numbered in "{ $field }"; each update first copies the version it replaces into { $revisions }, keyed by "{ $id_field }" and "{ $field }". The history is read there, and { $collection } keeps one small document per { $holder }.
document-versioning-index = finds { A($holder) }'s earlier versions in order; one document per revision
document-versioning-vs-array = earlier versions kept as an array inside each { $holder }: one read returns the whole history, but every change makes the document bigger, without bound, and every read of the current version carries the history along
approximation = { $entity }'s { $fields } { $count ->
        [one] changes
       *[other] change
    } often and an approximate figure is good enough. The approximation pattern counts the changes in the application and writes once every { $every }, adding { $every }: { $every } times fewer writes to { $collection }, and the stored figure is never more than { $behind } changes behind. Changes counted but not yet written are lost if the application stops, which an approximate figure can afford.
approximation-vs-exact = write every change ($inc by 1): always exact, but one write per change, { $every } times the writes
archive = { $entity } documents older than { $age } are rarely read. The archive pattern moves them, whole, out of { $collection } into { $archive } (or to cheaper storage: another cluster, object storage), so { $collection } and its indexes stay small enough to be kept in memory. A document's age is its "{ $field }", which the move selects on with an index. Left in place, they would make { $collection } and its indexes grow with every year nobody reads. An archived document should carry what it shows (embedded, or copied), because what it refers to may change or be archived later.
archive-live-index = finds the { $entity } documents old enough to archive
archive-index = the rare reads of archived documents go by date

## Findings on the whole model (MongoDB's schema anti-patterns and smells)

finding-unbounded-array = { $parent }.{ $label } holds an entry per { $child } with no upper limit, so every { $parent } document grows for ever and can pass 16 MiB. Give the relationship a max, or keep each { $child } apart with its { $parent }'s id (a parent reference).
finding-bloated = Every read of { A($entity) } carries { $fields }, which are rarely shown: about { $rare } of its about { $total }
finding-bloated-document = { $bloated }. Move them to a second collection with the { $entity }'s id, read only when shown (the subset pattern).
finding-bloated-across = { $bloated }; across its { $count } documents, about { $bytes } that crowd the working set MongoDB keeps in memory. Move them to a second collection with the { $entity }'s id, read only when shown (the subset pattern).
finding-lookups = Showing { A($entity) } takes { $count } more queries (or $lookup stages), one for each of { $others }. Embed the ones that are small and read only with it, or copy the fields shown (an extended reference).
finding-unnecessary-index = In "{ $collection }", the index { $short } is not needed: { $long } starts with the same keys and serves the same queries. Every index costs memory and slows every write.
finding-separated-used-alone = because { $child } is also used on its own; if that is rare, embedding it (read through its { $parent }) saves a query on every read
finding-separated-model = because the whole model keeps it apart
finding-separated = { $parent } and its { $children } are read together but stored apart, { $why }; otherwise copy the fields shown into the { $parent } (an extended reference).
finding-counter-document = { A($entity) } document
finding-counter-held = { A($holder) } document, which holds the { $entity }
finding-hot-counter = { $fields } of { A($entity) } { $count ->
        [one] changes
       *[other] change
    } often while the rest of it rarely does: each change is a write to { $written } in "{ $collection }", which a busy counter makes that collection's main write load. If a figure a little behind is good enough, mark { $count ->
        [one] it
       *[other] them
    } approximate: the approximation pattern writes once every { $every } changes. If it must be exact, keep it in a small document of its own ("{ $counters }", with the { $entity }'s _id) so the { $entity } document stays unchanged between edits.
finding-similar = { $entity }'s { $fields } are { $count } { $type } fields that differ only after "{ $prefix }". If the ends are values of one kind (countries, languages, sizes), keep them as one array of name-value pairs, { $pairs }: the attribute pattern.{ $indexes } If they are parts of one thing, a sub-document "{ $prefix }" groups them instead.
finding-similar-searched = {" "}{ $count } of them are searched, which takes an index each; the pairs take one index, { $index }, for every one, and a new value needs no new field or index.
finding-similar-unsearched = {" "}A search across them takes an index each; the pairs take one, { $index }, and a new value needs no new field or index.
finding-same-fields = { $entities } have the same fields and each gets a collection: that is one collection split by a value (a day, a region, a kind). Keep them in one collection, "{ $collection }" say, with a field for that value and an index on it.
finding-kinds-named = { $entities } share most of their fields ({ $shared }) and each gets a collection of its own. If they are kinds of one thing, keep them in one collection, "{ $collection }" say, with a field that names the kind ("type": "{ $kind }", ...), each document holding its own kind's other fields: the polymorphic pattern. One collection is searched by one query, with one set of indexes, across every kind; separate ones take a query each.
finding-kinds = { $entities } share most of their fields ({ $shared }) and each gets a collection of its own. If they are kinds of one thing, keep them in one collection with a field that names the kind ("type": "{ $kind }", ...), each document holding its own kind's other fields: the polymorphic pattern. One collection is searched by one query, with one set of indexes, across every kind; separate ones take a query each.
