# The editor's words: its toolbar. `{ $n }` is a number; a message that
# depends on it has one form per plural category of the language.

## The toolbar
toolbar = Editor tools
toolbar-loading = Loading the editor
model-name = Model name
new-model = New
new-model-hint = Start a new, empty model; this one stays in My models
my-models = My models
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
