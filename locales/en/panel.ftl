# The advice panel's own words: its headings, buttons and labels around
# the advice the server writes (which is in `advice.ftl`). `{ $name }` is
# a value put in as the panel is shown; `{ $n }` a number.

## The panel
advice = Advice
advice-updating = Updating…
advice-asking = Asking the advisor…
advice-needs-fix = Needs a fix
advice-up-to-date = Up to date
teaching-mode = Teaching mode
teaching-mode-hint = Attendees guess before the answer is shown
presenter-view = Presenter view
presenter-view-hint = Large type for a projector, the diagram's included: the diagram is fitted to its canvas
wide-advice = Wide advice
wide-advice-hint = Widen the advice to read its documents side by side; the canvas narrows and the inspector folds away
recommendations = Recommendations
recommendations-shared = For the model as it was shared.
laying-out-question = Laying out the question…
laying-out-advice = Laying out the advice…
teaching-select = Teaching mode: select a relationship, or an entity with a pattern of its own; the room answers before Nestlink does.
needs-fix-first = No advice for this relationship yet: the model needs a fix first.

## A relationship's advice
copy = Copy
copy-named = Copy { $what }
copy-index = index
copy-read = read
copy-aggregation = aggregation
copy-write = write
copy-documents = { $collection } documents
copy-sample = { $collection } sample document
copy-validator = { $collection } validator
size-scale = Log scale; the end is the 16 MiB document limit
assumed = Assumed, as nobody entered them: { $counts }. The inspector's Keep makes one your own; any number you enter changes the advice.
warnings = Warnings
to-copy = Fields to copy (denormalize)
to-copy-latest = { $field } (the latest { $n }) into { $entity }
to-copy-field = { $field } into { $entity }
indexes = Indexes
side-by-side = Side by side
rules = Rules it rests on
alternatives = Alternatives
entity-pattern = { $pattern } of { $entity }
entity-pattern-in = in
variant-embedded = Embedded
variant-referenced = Referenced
recommended = Recommended
typical = Typical
largest = Max
no-limit = no limit: grows without bound
passes-limit = Passes 16 MiB at { $n } children.
round-trips = { $n ->
    [one] { $n } round trip
   *[other] { $n } round trips
}
lookup = Or in one round trip, with $lookup:

## Nothing selected
select-relationship = Select a relationship for its advice. The schema as a whole:
collection = Collection { $name }
collection-holds = holds { $entities }
validation = Validation ($jsonSchema)
findings = Findings
at = At { $place }.
show-it = Show it

## The costs compared
costs = Costs compared
cost-way = Way
cost-largest = Largest
cost-largest-hint = The largest document at the most children, and its share of the 16 MiB limit
cost-reads = Reads
cost-reads-hint = Queries to read a parent with its children
cost-writes = Writes
cost-writes-hint = Documents written when a child is added
cost-atomic = Atomic
cost-atomic-hint = Is a change to both sides one single-document write?
yes = yes
no = no
no-bound = no bound

## Teaching mode
your-answer = Your answer
quiz-question = Nest or link? What would you do here?
embed = Embed
reference = Reference
quiz-or-name = Or name the pattern
quiz-choose = Choose a pattern…
quiz-entity = Which pattern fits { $entity }'s documents as a whole?
quiz-name = Name the pattern
ask-again = Ask again

## Teaching mode's feedback on a guess. { $pattern } is the recommended
## pattern's name, { $guessed } the guess; what the pattern does follows
## each (`does-<id>` in patterns.ftl).
teach-right-embed = Right: embed it. Nestlink's pattern is { $pattern }.
teach-right-reference = Right: reference it. Nestlink's pattern is { $pattern }.
teach-exactly = Exactly: { $pattern }.
teach-other = Nestlink recommends { $pattern }, not { $guessed }.
teach-guessed-embed = embedding
teach-guessed-reference = a reference
teach-not-listed = Nestlink does not list { $guessed } as an option here.
teach-with = With { $guessed }: { $tradeoff }

## The cost table's line for each way not chosen: what it would gain,
## then "but" what it would cost. { $size } is a size ("14.0 MiB").
why-not = Why not { $pattern }: { $why }.
wn-trips-fewer = { $n ->
    [one] { $n } round trip fewer
   *[other] { $n } round trips fewer
}
wn-trips-more = { $n ->
    [one] { $n } round trip more
   *[other] { $n } round trips more
}
wn-less-per-read = { $size } less per read
wn-more-per-read = { $size } more per read
wn-atomic = one atomic write
wn-not-atomic = no single atomic write
wn-writes-per-child = { $n ->
    [one] { $n } write per child added instead of { $chosen }
   *[other] { $n } writes per child added instead of { $chosen }
}
wn-writes-per-move = { $n ->
    [one] { $n } write per node moved instead of { $chosen }
   *[other] { $n } writes per node moved instead of { $chosen }
}
wn-rewritten = { $n ->
    [one] { $n } document rewritten when a copied field changes
   *[other] { $n } documents rewritten when a copied field changes
}
wn-no-copies = no copies to keep in step
wn-cannot = it cannot be used: { $why }
wn-at-max = { $size } at the maximum
wn-set-aside = not for these facts: { $why }
wn-same = the same costs here; the reasons above decide
wn-but = { $gains }, but { $losses }
wn-joiner = {", "}
# The decimal sign in sizes ("1.2 KiB").
decimal-sign = .

# Where in the model a problem is, in the panel: an entity, one of its
# fields, a relationship or the model itself (a JSON path may follow).
place-entity = entity { $entity }
place-field = entity { $entity }, field { $field }
place-relationship = relationship { $from } → { $to }
place-model = the model
