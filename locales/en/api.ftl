# The HTTP API's error messages. Arguments are values from the request
# (a route, a name it asked for) or details from a parser, left as they are.

unknown-route = There is no API route at { $route }; see /api/openapi.json for the routes.
payload-too-large = The request body is larger than the 1 MiB limit. Send a smaller model, or split it.
invalid-json = The request body is not valid JSON ({ $detail }). Send one JSON object; the model format is in /api/openapi.json.
unknown-key = { $detail }. Unknown keys are refused because they are almost always typos.
example-not-found = There is no example called "{ $slug }"; GET /api/v1/examples lists them.
unknown-format = There is no export format called "{ $format }"; the formats are mongosh, mermaid, mermaid-model, json-schema and compass.
model-not-found = There is no shared model at this link. Check that the link was copied whole.
session-not-found = There is no live session at this link. Check that the link was copied whole.
foreign-origin = A live session can only be joined from Nestlink's own pages; this request came from a page of another site. Open the session's link instead.
not-websocket = This address is a WebSocket ({ $route }); connect to it with a WebSocket client.
rate-limited = Too many links were created from here in a short time. Try again in { $seconds ->
    [one] { $seconds } second
   *[other] { $seconds } seconds
}.
storage-unavailable = Shared links are unavailable right now: the database cannot be reached. Your model is safe in this browser; try again in a moment.
overloaded = The server is busy with other analyses right now. Nothing was lost: send the same request again in a moment.
unsupported-media-type = The body is sent as { $given }; this route reads { $expected }. Send it with that Content-Type.
invalid-text = The body is not UTF-8 text ({ $detail }). Save the file as UTF-8 and send it again.
internal = Something went wrong on the server; the request was fine. Try again, and report it if it keeps happening.
model-not-valid = The model is not valid.
more-problems = { $first } (and { $n ->
    [one] { $n } more problem
   *[other] { $n } more problems
}, listed in "problems")

# An import's errors. { $reason } is the parser's own detail, left as it
# wrote it; { $problem } is the model's rule the import would break.
import-syntax = The SQL cannot be read at line { $line }, column { $column }: { $reason }. Fix it there and import again.
import-document = The value at { $path } cannot be imported: { $reason }.
import-empty-sql = The SQL creates no table. Import the schema's CREATE TABLE statements (pg_dump --schema-only, mysqldump --no-data or SQLite's .schema print them).
import-empty-documents = There are no documents to learn from. Send a few documents of each collection (mongoexport, or a find() copied from mongosh).
import-empty-compass = The diagram has no collections.
import-breaks = The import would make a model that breaks a rule: { $problem } Import the schema in parts, or fix it there.
import-too-large-sql = The SQL creates { $count } tables; a model holds at most 2,000. Import the schema in parts.
import-too-large-documents = The documents make { $count } entities (collections and the documents embedded in them); a model holds at most 2,000. Import fewer collections at once.
import-too-large-compass = The diagram has { $count } collections; a model holds at most 2,000. Split the diagram in Compass and import each part.

## Why an importer refuses a value ({ $reason } of import-document above).
import-model-sql = Imported from SQL
import-model-documents = Imported from documents
import-refused-not-a-document = a sample must be a document (a JSON object)
import-refused-not-compass = it is not a Compass diagram file ({ $detail })
import-refused-not-compass-type = this is not a Compass Data Modeling diagram file (type "{ $type }", version { $version })
import-refused-edits-not-base64 = the edits are not base64
import-refused-edits-not-json = the edits are not JSON ({ $detail })
import-refused-edits-not-a-list = the edits are not a list of edits
import-refused-edit-without-type = an edit has no type
import-refused-set-model-empty = SetModel has no model with collections
import-refused-first-edit = the first edit must set the model (SetModel)
import-refused-no-set-model = no edit sets the model
import-refused-no-ns = a collection has no ns

## An import's notes: what it skipped or guessed. The import-note-on-*
## messages are a note's subject where it is not a name from the input.
## Names, types, columns and code in the arguments stay as the input wrote them.
import-note-on-relationships = relationships
import-note-on-primary-keys = primary keys
import-note-on-foreign-keys = foreign keys
import-note-on-index = index on { $table }
import-note-on-view = view { $view }
import-note-only-nulls = Only null values were seen; it is imported as a string.
import-note-type-seen = { $type } in { $count }
import-note-several-types = Values of several types ({ $counts }); it is imported as { $type }, the most common.
import-note-present-in = Present in { $present } of { $documents } documents.
import-note-ids-many-to-many = Its ObjectIds are _id values of { $parent }: a many-to-many relationship.
import-note-ids-reference = Its values are _id values of { $parent }: a reference, so it is the relationship, not a field. A sample cannot say how many { $path } documents one of { $parent } has: set the counts.
import-note-unknown-compass-type = Its type is not one Nestlink knows; it is imported as a string.
import-note-link-field = It holds the relationship's link, so it is the relationship, not a field.
import-note-compass-counts = Compass's cardinalities say one or many, not how many: each many takes Nestlink's default counts. Set the real counts: the advice depends on them.
import-note-relationship-without-sides = A relationship without two collections of the diagram was skipped.
import-note-edit-skipped = A { $kind } edit names something the diagram does not have; it was skipped.
import-note-edit-not-replayed = A { $kind } edit in { $collection } was not replayed: check that collection's fields.
import-note-edit-unknown = An edit of a kind Nestlink does not know ({ $kind }) was skipped.
import-note-alter-skipped = Only added keys are read; "{ $operation }" was skipped.
import-note-index-skipped = Indexes are not imported: the advice proposes the indexes each pattern needs. Mark the fields queries filter on instead.
import-note-view-skipped = Views are not imported; a view that joins tables often marks data read together.
import-note-statement-skipped = Only tables, their keys and unique indexes are imported; this statement was skipped.
import-note-table-twice = The table is created twice; the first definition is kept.
import-note-compound-primary-key = The primary key has { $count } columns ({ $columns }); they stay fields, and each document gets an _id of its own. A compound key can also be the _id as a sub-document.
import-note-join-table = The table only joins { $first } and { $second }, so it is a many-to-many relationship.
import-note-join-table-with-fields = The table only joins { $first } and { $second }, so it is a many-to-many relationship; its other columns ({ $fields }) are the link's own fields.
import-note-default-counts = A foreign key does not say how many children a parent has, so { $count } { $count ->
        [one] one-to-many relationship takes
       *[other] one-to-many relationships take
    } Nestlink's default (about 100 children, at most 2,000). Nor does it say that the children are read with their parent, so each keeps its direction: the child stores its parent's id, with an index on it. Set the real counts, and tick "… is usually shown together with …" where the children are shown with their parent, to have embedding weighed.
import-note-keys-as-ids = Each of these primary keys becomes its document's _id, so it is not a field: { $keys }.
import-note-keys-as-links = Each of these foreign key columns became a relationship, so it is not a field; the advice says where each link is stored: { $columns }.
import-note-foreign-key-without-table = A foreign key is added to a table the SQL does not create; it was skipped.
import-note-references-missing = It references { $table }, which the SQL does not create; the column stays a field.
import-note-foreign-key-without-column = The foreign key names a column the table does not have; it was skipped.
import-note-compound-unique = The unique constraint on ({ $columns }) spans { $count } columns; only a single column becomes a unique field. Keep it with a compound unique index: { $code }.
import-note-column-without-type = The column has no type; it is imported as a string.
import-note-unknown-sql-type = The type { $type } is not one Nestlink knows (an enum or a type of the database's own?); it is imported as a string.
