# The schema patterns' names and what each does, and the anti-patterns'
# names: read by the advice panel, the canvas, teaching mode, the workshop,
# the exported pictures and the advisor's sentences. A pattern's id after
# `pattern-` is its JSON word (`subset`), which never changes.

## Each pattern's name for people
pattern-embed = Embed a sub-document
pattern-embed-array = Embed an array
pattern-child-references = Child references (array of ids)
pattern-parent-reference = Parent reference
pattern-two-way-references = Two-way references
pattern-extended-reference = Extended reference
pattern-subset = Subset
pattern-tree-parent-references = Tree: parent references
pattern-tree-child-references = Tree: child references
pattern-tree-array-of-ancestors = Tree: array of ancestors
pattern-tree-materialized-paths = Tree: materialized paths
pattern-bucket = Bucket
pattern-time-series = Time series
pattern-computed = Computed totals
pattern-outlier = Outlier
pattern-polymorphic = Polymorphic (one collection of kinds)
pattern-attribute = Attribute (name-value pairs)
pattern-schema-versioning = Schema versioning
pattern-document-versioning = Document versioning
pattern-approximation = Approximation
pattern-archive = Archive

## What each pattern does: teaching mode's explanation of an answer
does-embed = It keeps the one related document as a sub-document of the parent, read and written with it.
does-embed-array = It keeps the children as an array inside the parent's document, so one read returns both.
does-child-references = It keeps the children in a collection of their own and an array of their ids in the parent.
does-parent-reference = It keeps the children in a collection of their own, each holding its parent's id, found by an index on that field.
does-two-way-references = It keeps ids on both sides, so each side finds the other by id, and a change of the link is written on both.
does-extended-reference = It keeps the reference together with copies of the few fields read with it, so most reads need no second query.
does-subset = It keeps every child in a collection of its own and a copy of the latest few in the parent, for the page that shows them.
does-tree-parent-references = It stores each node's parent id: the parent is one query away, a whole subtree needs a recursive $graphLookup.
does-tree-child-references = It stores in each node the ids of its children, so walking down is one query a level.
does-tree-array-of-ancestors = It stores in each node its parent and the ids of all its ancestors, so one indexed query finds a subtree or the path to the root.
does-tree-materialized-paths = It stores in each node its path from the root as a string, so a prefix match finds a whole subtree.
does-bucket = It groups the children into bucket documents of a fixed size or time span, apart from the parent, with a summary on each bucket.
does-time-series = It keeps each measurement as a document of a time series collection, named by its time and its parent's id, which MongoDB groups into compressed buckets by itself.
does-computed = It keeps the totals that reads need up to date on each write, instead of adding them up on every read.
does-outlier = It embeds the usual number of children and flags the rare parent with far more, whose extra children go to overflow documents.
does-polymorphic = It keeps documents of different kinds in one collection: the shared fields alike, each kind with fields of its own.
does-attribute = It turns many similar fields into an array of name-value pairs, so one index serves queries on any of them.
does-schema-versioning = It marks each document with the version of its shape, so old and new shapes live side by side while they are migrated.
does-document-versioning = It keeps the current version of each document in one collection and every earlier version in another.
does-approximation = It writes a count only every so many events, trading exactness for far fewer writes.
does-archive = It moves old documents that are seldom read to a collection or store of their own, so the working set stays small.

## For a pattern that keeps children both ways, what it keeps the
## embedding way: teaching mode's answer to a guess of "embed"
partly-bucket = Partly right: Bucket embeds the children in bucket documents, a fixed number in each, kept apart from the parent.
partly-extended-reference = Partly right: Extended reference copies a few fields of the other document beside the reference, so they read as if embedded, and keeps the rest apart.
partly-outlier = Partly right: Outlier embeds the usual number of children, and moves only the few large parents' extra children to overflow documents.
partly-subset = Partly right: Subset embeds the latest few children in the parent, and keeps every one of them in a collection of its own too.

## The anti-patterns the whole-model findings name
antipattern-unbounded-array = Unbounded array
antipattern-bloated-document = Bloated document
antipattern-too-many-lookups = Too many lookups
antipattern-unnecessary-index = Unnecessary index
antipattern-too-many-collections = Too many collections
antipattern-separated-data-read-together = Data read together, stored apart
antipattern-hot-counter = Hot counter
antipattern-similar-fields = Many similar fields
