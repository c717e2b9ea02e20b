# The editor's words: its toolbar. `{ $n }` is a number; a message that
# depends on it has one form per plural category of the language.

## The toolbar
toolbar = Editor tools
toolbar-loading = Loading the editor
model-name = Model name
new-model = New
new-model-hint = Start a new, empty model; this one stays in My models
my-models = My models
untitled-model = Untitled model
# The name of a new entity, before its number ("Entity 1").
new-entity-word = Entity
my-models-hint = The models this browser keeps: open, rename, copy or delete them
open-file = Open file
import-file = Import SQL or documents…
import-file-hint = Bring in a schema you have (undoable): SQL CREATE TABLE statements (.sql), sample documents from mongoexport (.json, .jsonl; choose several files to import several collections and the references between them) or a MongoDB Compass diagram (.mdm)
import-folder = Import folder…
import-folder-hint = Import a folder of mongoexport files (undoable): each .json or .jsonl file a collection, with the references between them
examples-menu = Open an example
examples-menu-hint = Open a worked example as a new model
examples-menu-first = Examples…
save-file = Save file
share = Share
share-hint = Store this version on the server and get a link to it
private-link = Private link
private-link-hint = A link that carries the model itself: nothing is stored on the server
export-svg = Export SVG
export-png = Export PNG
export-picture-hint = The diagram with its verdict icons and collection frames, for a handout
with-advice = with advice
with-advice-hint = The exported picture lists each relationship's pattern and reason beside the diagram
export-menu = Export schema
export-menu-hint = Download the recommended schema: a mongosh script that creates it, a Mermaid diagram or its validators
export-menu-first = Export schema…
export-mongosh = mongosh script
export-mermaid = Mermaid diagram of the collections
export-mermaid-model = Mermaid diagram of the model
export-json-schema = JSON Schema validators
export-compass = MongoDB Compass diagram
new-entity = New entity
new-entity-hint = New entity (N)
auto-layout = Auto-layout
auto-layout-hint = Auto-layout (L)
undo = Undo
undo-hint = Undo (Ctrl+Z)
redo = Redo
redo-hint = Redo (Ctrl+Shift+Z)
zoom-out = Zoom out
zoom-in = Zoom in
fit = Fit
fit-hint = Fit to screen (F)
shortcuts = Shortcuts
shortcuts-hint = Keyboard shortcuts (?)
problem-count = { $n ->
    [0] No problems
    [one] { $n } problem
   *[other] { $n } problems
}

## A live session
owner-replaces = Only the session's owner replaces the model.
advice-hidden = The advice is hidden until the owner reveals the answer.
ws-archived = Archived: nobody was in this session for 30 days, so it is read only. Share makes a copy you can edit.
ws-locked = Editing is locked: the owner is presenting, you are watching.
ws-following = Following the owner's view.
ws-workshop = Workshop
ws-unlock = Unlock editing
ws-lock = Lock editing
ws-unfollow = Stop follow me
ws-follow = Follow me
ws-ask = Ask about this relationship
ws-ask-hint = Select a relationship, then ask everyone which pattern fits it
ws-reveal = Reveal the answer
ws-show-me = Show me the advice
ws-show-me-hint = The advice is hidden on your screen too while the question waits, in case it is the one projected
ws-end = End question
ws-copy-link = Copy link
ws-copy-link-hint = Copy the session's link, to hand out
ws-show-link = Show link
ws-show-link-hint = Show the link large, for a room to type it
ws-question = Live question
ws-which = Which pattern fits { $relationship }?
ws-hidden = The advice and the canvas's verdicts are hidden until the owner reveals the answer.
ws-your-answer-label = Your answer
ws-or-pattern-label = Or a pattern
ws-or-pattern = or a pattern…
ws-given = Your answer: { $answer }.
ws-advisor = The advisor: { $answer }
ws-agree = You agree with the advisor.
ws-differ = The advisor sees it differently:
ws-nobody = Nobody is here to answer yet.
ws-no-answers = No answers yet, from { $n } here.
ws-answered = { $answered } of { $n } answered.
live-banner = A live session: everyone with this link edits this model with you. { $how }
live-offline = Offline: your edits are kept here until the connection is back.
live-connected = Connected; catching up…
live-reconnecting = Offline: reconnecting…
live-kept-offline = { $n ->
    [one] Offline: { $n } change kept here, sent when the connection is back.
   *[other] Offline: { $n } changes kept here, sent when the connection is back.
}
live-now = Live: edits appear for everyone as they are made.
live-not-applied = Your last change was not applied: { $why }
live-archived = This session is archived: read only.
live-held = Your last edit breaks a rule of the model (see the problem marked in red): it is kept here, and sent once it is fixed.
live-renamed-entity = Someone else took the entity name “{ $wanted }” a moment before you: yours is “{ $kept }”.
live-renamed-field = Someone else took the field name “{ $wanted }” a moment before you: yours is “{ $kept }”.
live-clash = { $name } changed what you had just set ({ $what }): their edit came after yours, so it is the one kept.
set-model-name = the model's name
set-entity-name = an entity's name
set-entity-place = an entity's place
set-entity-key = an entity's { $key }
set-field = the field { $field }
set-fields = an entity's fields
set-relationship-key = a relationship's { $key }
set-same = the same thing
why-archived = This session is archived (nobody was in it for 30 days): it is read only.
why-locked = The session's owner locked editing: you are watching until they unlock it.
someone = Someone
copied = Copied
not-copied = Not copied: use Show link
your-name = Your name in this session
join = Join
people-label = People in this session
owner-title = The session's owner
people-owner = (owner)
people-you = (you)
rename = rename
# The box for typing an entity's name on the canvas.
rename-entity = Rename { $name }
# Inside an entity's box on the canvas, before it has a field.
no-fields-yet = no fields yet

## The keyboard shortcuts panel: each line's keys, then what they do
shortcuts-title = Keyboard shortcuts
close = Close
shortcut-new-entity-keys = N
shortcut-new-entity = New entity
shortcut-add-field-keys = A
shortcut-add-field = Add a field to the selected entity (in a field's name, Enter adds the next; Escape takes an untouched new one away)
shortcut-relate-keys = R
shortcut-relate = Relate the selected entity: go to its relationship target
shortcut-rename-keys = F2, double-click
shortcut-rename = Rename the selected entity in place
shortcut-next-previous-keys = ] / [
shortcut-next-previous = Select the next / previous entity and bring it into view
shortcut-delete-keys = Delete / Backspace
shortcut-delete = Delete the selection
shortcut-undo-keys = Ctrl+Z
shortcut-undo = Undo
shortcut-redo-keys = Ctrl+Shift+Z / Ctrl+Y
shortcut-redo = Redo
shortcut-paste-keys = Ctrl+V
shortcut-paste = Import pasted SQL, mongoexport documents or a Compass diagram (outside a field)
shortcut-arrows-keys = Arrow keys
shortcut-arrows = Move the selected entities, or pan when none is selected (Shift: further)
shortcut-tab-keys = Tab / Shift+Tab
shortcut-tab = Go from entity to entity and to each relationship
shortcut-select-keys = Enter / Space
shortcut-select = Select the focused entity or relationship
shortcut-escape-keys = Escape
shortcut-escape = Close a panel and clear the selection, or leave a text field
shortcut-layout-keys = L
shortcut-layout = Auto-layout
shortcut-fit-keys = F
shortcut-fit = Fit the diagram to the screen
shortcut-zoom-keys = + / -
shortcut-zoom = Zoom in / out
shortcut-wheel-keys = Mouse wheel, pinch
shortcut-wheel = Zoom at the pointer
shortcut-pan-keys = Drag the background, Space+drag
shortcut-pan = Pan
shortcut-shift-select-keys = Shift+click, Shift+drag
shortcut-shift-select = Add to the selection, select with a rubber band
shortcut-handle-keys = Drag the round handle
shortcut-handle = Relate an entity to another (or to itself)
shortcut-toggle-keys = ?
shortcut-toggle = Show or hide this list
shortcut-line-ends-keys = Line ends
shortcut-line-ends = A bar is one, a small foot few, a foot many, a double foot squillions

## Notices
autosave-failed = Autosave failed: the browser's storage is full or blocked. Use "Save file" to keep your work.
saved-unreadable = The saved model could not be read; it was kept in My models and a new model started.
opened-link-model = Opened the model carried by the link as a new model. What you had is in My models.
replace-for-everyone = This replaces the model for everyone in the live session, not only for you. Replace it?
only-owner-replaces = Only the session's owner can replace the whole model: it would change for everyone.
share-instead = Share instead
share-link = Share link
share-private = The model is inside this link: nothing was stored on the server. Anyone with the link can open it.
share-stored = Anyone with this link sees the model as it is now. Later edits do not change it: share again for a new link.
share-together-before = Or edit it together:{" "}
share-start-live = Start a live session
share-together-after = {" "}gives a link where everyone who opens it edits this model with you, live.
share-copied = Copied.
share-not-copied = The browser did not allow copying; select the link and copy it.
share-unreadable = Not shared: the server's answer was unreadable.
share-failed = Not shared. { $why }
live-not-started = The live session could not be started; try again in a moment.
fork-before = Your copy, a fork of{" "}
fork-after = . That link still shows the original; Share makes a new one for your copy.
shared-banner = A shared model. Your first edit makes it your own copy; this link never changes.

## The inspector
inspector = Inspector
nothing-selected = Nothing selected
nothing-selected-hint = Press N or "New entity" to add an entity. Click an entity or a relationship to edit it; drag entities to move them and the background to pan.
many-selected = { $n } entities selected
many-selected-hint = Drag one of them to move them all; arrow keys nudge them.
delete-many = Delete { $n } entities
entity = Entity
entity-name-label = Name
entity-name = Entity name
fields = Fields
add-field = Add field
relate = Relate to another entity
relate-to = To
relate-target = Relationship target
relate-choose = Choose an entity
kind = Kind
cardinality = Cardinality
add-relationship = Add relationship
delete-entity = Delete entity
field-name = Field { $n } name
field-type = Type of { $field }
field-changes = How often { $field } changes
field-up = Move { $field } up
field-down = Move { $field } down
field-delete = Delete field { $field }
rel = Relationship
rel-from-to = From { $from } to { $to }
rel-field-name = Field name
rel-label = Relationship label
how-many = How many?
how-many-typical = How many { $children } per { $parent }, typically?
typical-count = Typical count
at-most = At most?
max-count = Maximum count
max-unbounded-hint = No upper limit is ticked: untick it to give a maximum
no-upper-limit = No upper limit (grows for ever)
inverse-typical-count = Inverse typical count
default-value = { $value } (default)
no-limit-default = no limit (default)
keep = Keep
keep-named = Keep { $what }
keep-hint = Make it your own value, so it no longer changes with the kind
copied-legend = What is copied, and must copies keep their old value?
shown-next-to = Which fields of { $child } are shown next to the { $parent }?
shown-with-each = Which fields of { $parent } are shown with each { $child }?
queries-legend = What do queries filter or sort on?
filter-sort = Fields of { $child } the app filters or sorts on
tree-legend = What is the tree asked for?
delete-relationship = Delete relationship

## Opening and the canvas
opened-example-new = Opened the example "{ $name }" as a new model; My models keeps yours.
opened-example-session = Opened the example "{ $name }" for everyone. Undo brings back what you had.
opened-file-new = Opened the file of "{ $name }" as a new model; My models keeps yours.
opened-file-session = Opened the file of "{ $name }" for everyone. Undo brings back what you had.
diagram = Model diagram
entity-label = Entity { $name }
relate-handle = Drag to relate { $name } to another entity
relationship-label = Relationship { $text }, from { $from } to { $to }
is-a = is a
collection-frame = collection { $name }

## My models
my-models-note = Kept in this browser only, the last edited first. Save file or Share to keep one elsewhere.
model-unreadable = That model's save could not be read. It is kept; Delete removes it.
save-unreadable = A save that cannot be read
model-size = { $entities }, { $relationships }
entities-count = { $n ->
    [one] { $n } entity
   *[other] { $n } entities
}
relationships-count = { $n ->
    [one] { $n } relationship
   *[other] { $n } relationships
}
kept-as-it-was = kept as it was
open-here = { $size } · open here
model-name-of = Name of { $model }
open = Open
open-model = Open { $model }
duplicate = Duplicate
duplicate-model = Duplicate { $model }
delete = Delete
delete-model = Delete { $model }
delete-open-hint = This model is open here: open another one to delete it
delete-hint = Delete it (Undo delete brings it back)
deleted = Deleted { $model }.
undo-delete = Undo delete
undo-delete-failed = The deleted model could not be brought back: the browser's storage is full or blocked.

## The inspector's workload questions. { $child } and { $parent } are the
## two entities' names as written; { $children } and { $parents } are their
## names for "how many" (English's plural); { $a_child } and { $a_parent } are
## the names as they follow "a" (English writes "a Book", "an Order").
card-one-to-one = one-to-one
card-one-to-few = one-to-few
card-one-to-many = one-to-many
card-one-to-squillions = one-to-squillions
card-many-to-many = many-to-many
q-grows = How does it grow?
q-stream = New { $children } per { $parent } arriving as a stream (empty: not a stream)
q-stream-aria = Growth count
q-period-aria = Growth period
q-choose-period = choose a period
q-per-second = per second
q-per-minute = per minute
q-per-hour = per hour
q-per-day = per day
q-per-month = per month
q-per-year = per year
q-kept = Each { $child } is kept (unchecked: only totals computed from them are)
q-relinks = How often does { $a_child } move to another { $parent }, or links come and go?
q-relinks-aria = Relinks
q-rarely = rarely
q-never = never
q-often = often
q-outliers = A few { $parents } have far more { $children }: up to how many? (empty: no such outliers)
q-outliers-aria = Outlier maximum
q-outliers-unbounded = Those outliers have no limit
q-read = How is it read?
q-read-together = { $child } is usually shown together with { $parent }
q-read-alone = { $child } is read or updated on its own
q-from-child = The app often goes from { $a_child } to its { $parent }
q-read-as = With { $a_parent }, its { $children } are read as
q-read-as-aria = Read as
q-read-all = all of them
q-read-latest = only the latest few
q-read-page = a page at a time
q-read-range = a range at a time (an hour of readings)
q-read-totals = only totals (sums, counts, averages)
q-page-size = How many on a page?
q-page-size-aria = Page size
q-latest = Only the latest K { $children } shown with the { $parent }? (empty: all)
q-latest-aria = Latest shown with the parent
q-ratio = Reads of { $a_parent } with its { $children } for each { $child } written (empty: not known)
q-ratio-aria = Reads per write
q-snapshot = Copies keep the value they had when the link was made (an order keeps the address it shipped to)
q-kind = Is { $a_child } a kind of { $parent }?
q-kind-yes = Yes: { $a_child } is { $a_parent } of one kind ("is a")
q-kind-field = The field of { $parent } that tells the kinds apart
q-kind-field-aria = Kind field
q-kind-value = Its value for this kind
q-kind-value-aria = Kind value
q-link = What belongs to the link itself?
q-link-hint = Fields of one { $parent } and one { $child } together, on neither alone (the quantity of an item in a cart).
q-link-add = Add a field of the link
q-link-name-aria = Link field { $n } name
q-link-type-aria = Type of link field { $field }
q-link-delete-aria = Delete link field { $field }
q-documents = How are its documents kept?
q-shapes = Document shapes side by side, the older ones not migrated (empty: 1)
q-shapes-aria = Document shapes
q-history = Earlier versions must stay readable (a history is kept)
q-doc-count = Documents in all (empty: not known)
q-doc-count-aria = Document count
q-archive = Rarely read once older than (empty: always read)
q-archive-aria = Archive age
q-archive-unit-aria = Archive age unit
q-days = days
q-months = months
q-years = years
q-fields-used = How is each field used?
q-field-used = How { $field } is used
q-field-rare = Rarely shown when its entity is read (default: often)
q-queries-find = Queries find documents by it:
q-query-equality = looked up by its value
q-query-range = searched by a range (dates between two days)
q-query-sort = used to sort
q-query-text = searched for words
q-approximate = An approximate value is good enough (a count written every 100th change)
q-unique = Unique: no two documents hold the same value (a unique index)

## Files, links and imports
link-too-large = This model is too large to carry inside a link ({ $length } characters; the limit is { $limit }). Use Share instead: it stores the model on the server and gives a short link.
link-unreadable = The model in this link could not be read: the link may have been cut short.
not-stored = The server could not store the model; try again in a moment.
download-refused = The browser refused the download.
import-files = { $n ->
    [one] { $n } file
   *[other] { $n } files
}
import-the-file = the file
import-failed = Nothing was imported. { $why }
import-unreadable = Nothing was imported: the answer could not be read; try again.
import-http = the server answered HTTP { $status }
import-failed-from = Nothing was imported from { $file }. { $why }
imported = Imported { $file }: { $entities } and { $relationships }. Undo brings back what you had here.
imported-notes = The import notes say what was skipped or guessed.
export-http = The export failed (HTTP { $status }); try again in a moment.
export-failed = Nothing was exported. { $why }
open-failed = Nothing was opened. { $why }
import-notes = Import notes ({ $n }): what was skipped or guessed
import-notes-dismiss = Dismiss the notes
examples-http = The examples could not be loaded (HTTP { $status }); reload the page to try again.
examples-unreadable = The list of examples could not be read; reload the page.
example-unreadable = The example could not be read; reload the page.
example-missing = There is no such example; pick one from the list.
example-http = The example could not be loaded (HTTP { $status }); try again in a moment.
unreachable = The server could not be reached. Check the connection and try again.
copy-failed = Copy failed
no-compression = This browser cannot compress a link; use Share instead.
png-failed = The browser could not render the PNG.
png-too-large = The browser could not render the PNG (the picture may be too large); export SVG instead.
file-unreadable-named = The file { $file } could not be read.
file-unreadable = The file could not be read.
started-new-model = Started a new model. The one you had is kept in My models.
not-done = That could not be done: { $why }.
answer-unreadable = The server's answer could not be read; reload the page.
advisor-http = The advisor did not answer (HTTP { $status }); try again in a moment.
not-renamed = That model's save could not be read, so it was not renamed.
not-copied-model = That model's save could not be read, so it was not copied.
storage-full = The browser's storage is full or blocked; nothing was changed.
copy-of = { $name } (copy)
a-model = a model

## The counts the advice rests on that nobody entered, shown in the
## inspector (with Keep) and under the advice. { $child } and { $parent }
## are the names as written; { $children } the child's name for "how many".
assumed-line = Assumed: { $what }, typical for { $kind }.{" "}
assumed-typical = { $n ->
    [one] { $n } { $child } per { $parent }
   *[other] { $n } { $children } per { $parent }
}
assumed-max = { $n ->
    [one] at most { $n } { $child } per { $parent }
   *[other] at most { $n } { $children } per { $parent }
}
assumed-no-limit = no upper limit
# The sign between digit groups in large numbers ("2,000").
digit-group = {","}
