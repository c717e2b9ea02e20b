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
