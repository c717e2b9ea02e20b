# The model's problems: what the editor marks next to the part at fault and
# what the API answers with `invalid_model`. Keys of the model format
# (`typical`, `read_as`, "page") stay as they are: they are what to change in
# a file. { $name }, { $entity }, { $id } come quoted, as the model writes them.

## The model as a whole
problem-unsupported-version = The model format version is { $version }, but only version { $understood } is understood. Set "version" to { $understood }.
problem-too-many-entities = The model has { $count } entities; at most { $limit } are allowed. Split it into smaller models.
problem-too-many-relationships = The model has { $count } relationships; at most { $limit } are allowed. Split it into smaller models.
problem-count-too-large = { $key } is { $value }, larger than { $limit }, the largest number a browser holds exactly; use a smaller number, or null for max when there is no limit.

## Entities and their fields
problem-invalid-id-entity = The entity id { $id } is not valid: use 1-64 letters, digits, '_' or '-'.
problem-invalid-id-relationship = The relationship id { $id } is not valid: use 1-64 letters, digits, '_' or '-'.
problem-duplicate-entity-id = The entity id { $id } is already used by { $first }; give each entity its own id.
problem-invalid-entity-name = An entity name must be 1-64 characters and not blank.
problem-duplicate-entity-name = The entity name { $name } is already used by { $first }; names must be unique.
problem-field-name-blank = The field name { $name } must be 1-64 characters and not blank.
problem-field-name-dot = The field name { $name } may not contain a dot (MongoDB reads dots as paths).
problem-field-name-dollar = The field name { $name } may not start with $ (MongoDB reserves it for operators).
problem-duplicate-field = The entity { $entity } already has a field named { $name }; rename one of them.
problem-invalid-shape-versions = shape_versions counts the document shapes that live side by side, so it is at least 1; use 1 when every document has the same shape.
problem-invalid-archive-after = archive_after.count is 0: say after how many { $per }s documents are rarely read (at least 1), or remove archive_after.
problem-archive-without-date = archive_after needs each document's age in one field: add a field of type date to { $entity } (when it was created, or sold), or remove archive_after.
problem-approximate-not-a-number = { $field } is a { $type }, but only a number can be approximate (written once every so many changes); make it a number or remove approximate.

## Relationships
problem-duplicate-relationship-id = The relationship id { $id } is already used by { $first }; give each relationship its own id.
problem-unknown-entity = "{ $key }" names the entity { $id }, which is not in the model; use the id of an existing entity.
problem-label-blank = The label { $label } becomes a field name, and it must be 1-64 characters and not blank.
problem-label-dot = The label { $label } becomes a field name, and it may not contain a dot (MongoDB reads dots as paths).
problem-label-dollar = The label { $label } becomes a field name, and it may not start with $ (MongoDB reserves it for operators).
problem-unknown-display-field = display_fields names { $name }, but { $entity } (the "to" side) has no such field.
problem-unknown-parent-display-field = parent_display_fields names { $name }, but { $entity } (the "from" side) has no such field.
problem-typical-above-max = typical ({ $typical }) is larger than max ({ $max }); raise max, lower typical, or set max to null if there is no limit.
problem-count-above-one = A one-to-one relationship has at most one child, but { $key } is larger than 1; change the cardinality or the count.
problem-inverse-typical-not-many-to-many = inverse_typical (parents per child) only applies to many-to-many, and this relationship is { $cardinality }; remove it or change the cardinality.
problem-tree-queries-not-self = tree_queries only applies to a self-relationship (from == to); remove it or point the relationship at its own entity.
problem-unknown-query-field = query_fields names { $name }, but { $entity } (the "to" side) has no such field; add the field or remove it from the list.
problem-invalid-reads-per-write = reads_per_write is { $ratio }, but it counts reads per child written, so it must be a number above 0 (1000 for a thousand reads per write, 0.1 for one read per ten writes).
problem-invalid-growth = growth.count is 0, but growth describes children arriving, at least 1 per { $per }; remove growth if none arrive.
problem-invalid-page-size = page_size is the number of children on a page, so it is at least 1.
problem-page-size-missing = read_as is "page", but page_size does not say how many children a page holds; set page_size (20, say).
problem-page-size-without-pages = page_size only applies when the children are read a page at a time; set read_as to "page" or remove page_size.
problem-latest-without-count = read_as is "latest", but shown_with_parent does not say how many of the latest children are shown; set shown_with_parent.
problem-outliers-without-max = outlier_max describes the few parents above max, but max is unbounded; set max to what most parents stay within, or remove outlier_max.
problem-outlier-max-not-above-max = outlier_max ({ $outlier }) must be larger than max ({ $max }): it is the count of the few parents above what most stay within; raise it, or use null if the outliers have no bound.
problem-link-field-name-blank = The link field name { $name } must be 1-64 characters and not blank.
problem-link-field-name-dot = The link field name { $name } may not contain a dot (MongoDB reads dots as paths).
problem-link-field-name-dollar = The link field name { $name } may not start with $ (MongoDB reserves it for operators).
problem-duplicate-link-field = The relationship already has a link field named { $name }; rename one of them.
problem-link-field-id = A link field cannot be called "_id": in an array element it would take the place of the other side's id; rename it.
problem-link-field-clash = The link field { $name } has the name of a field of { $entity }, and both would sit in one embedded document; rename the link field.
problem-subtype-not-one-to-one = An "is a" link (subtype) is one-to-one: each { $entity } document is one kind. Change the cardinality from { $cardinality } to one-to-one, or remove subtype.
problem-subtype-self = An entity cannot be a kind of itself; point the "is a" link at another entity, or remove subtype.
problem-unknown-subtype-field = subtype.by names { $name }, but { $entity } (the "from" side) has no such field; add the field that tells the kinds apart ("type", "sport"...).
problem-invalid-subtype-value = subtype.value is the value of the field "by" that marks this kind; it must be 1-64 characters and not blank.
