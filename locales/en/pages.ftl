# The words of the pages around the editor: the header every page has, the
# start page, the examples gallery and the "not found" page. `{ $name }` is
# a value put in as the page is shown.

## The header of every page
site-description = Nestlink: design MongoDB document schemas and learn when to nest (embed) and when to link (reference).
nav-main = Main
nav-editor = Editor
nav-examples = Examples
theme-dark = Dark theme
language-menu = Language

## The start page
home-title = Nest or link?
home-lede = Nestlink is a playground for MongoDB document schemas. Draw your entities and relationships, say how the data is used, and it tells you for each relationship whether to embed the data or reference it, and why.
home-open-editor = Open the editor
home-see-examples = See the examples
home-steps = How it works
home-draw-title = 1. Draw
home-draw = Entities with their fields, and the relationships between them.
home-describe-title = 2. Describe the use
home-describe = How many children per parent, whether they are read with the parent or on their own, how often each field changes.
home-compare-title = 3. Compare
home-compare = The recommended pattern in plain words, with the embedded and the referenced documents side by side: their BSON sizes and the queries each one needs.

## The examples gallery
examples-title = Examples
examples-lead = The worked examples of the articles Nestlink learned from. Open one, select a relationship, and see whether to nest or to link it, and why; or switch on teaching mode and guess first.
examples-loading = Loading the examples…
examples-open = Open in the editor
examples-open-named = Open { $title } in the editor

## A page that does not exist
not-found-title = Page not found
not-found-text = There is no page at this address.
not-found-back = Back to the start page

## The editor's page
editor-title = Editor
shared-loading = Loading the shared model…
shared-description = A MongoDB schema designed in Nestlink: { $entities }, { $relationships }, with a recommendation for each: embed or reference.
